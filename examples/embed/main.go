package main

import (
	"encoding/json"
	"fmt"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/tonytino"
)

func main() {
	// Typed: one game's own package, its states and moves as Go values.
	s, err := tonytino.New(tonytino.Config{}, 42) // same seed and moves: same game, bit for bit
	if err != nil {
		panic(err)
	}
	for !tonytino.Over(s) {
		p := tonytino.ToMove(s)                   // who decides now (reactions out of turn included)
		view := tonytino.View(s, p)               // what p may see: render it, or hand it to a bot
		m := tonytino.Legal(view)[0]              // a player's options depend only on their view
		next, events, err := tonytino.Apply(s, m) // s itself is never modified
		if err != nil {
			panic(err) // errors.Is(err, core.ErrIllegalMove) and friends, with the rule broken
		}
		for _, e := range core.VisibleTo(events, core.NoPlayer) { // what the table sees
			fmt.Println(e)
		}
		s = next
	}
	fmt.Println("winners:", tonytino.Result(s).Winners)

	// By name: any game, moves as strings, configs and positions as JSON,
	// for a server or a tool written once for all four (sdk.Names()).
	g, err := sdk.Lookup("mafia")
	if err != nil {
		panic(err)
	}
	pos, err := g.New([]byte(`{"players": 4}`), 42) // nil: the game's defaults
	if err != nil {
		panic(err)
	}
	rec := core.Record{Game: g.Name(), Config: []byte(`{"players": 4}`), Seed: 42}
	bot, _ := g.Bot("random", 7) // or "mcts:2000"; a person's client works the same way
	for !pos.Over() {
		move, _ := bot.Choose(pos.View(pos.ToMove())) // one of pos.Legal(), in notation
		next, _, err := pos.Apply(move)
		if err != nil {
			panic(err)
		}
		pos, rec.Moves = next, append(rec.Moves, move)
	}
	rec.Over = true
	saved, _ := json.Marshal(rec) // a saved game: g.Replay(rec) resumes it, finished or not
	// (a record may start from a written position instead: core.Record.Position)
	for _, w := range pos.Result().Winners {
		fmt.Printf("%s wins after %d moves (%d bytes saved)\n", pos.Seat(w), len(rec.Moves), len(saved))
	}
}
