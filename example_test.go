package sdk_test

import (
	"encoding/json"
	"fmt"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// Look a game up by name, seat two bots, print what a spectator sees,
// save the record and replay it.
func Example() {
	g, err := sdk.Lookup("tonytino")
	if err != nil {
		panic(err)
	}
	pos, _ := g.New(nil, 42)
	rec := core.Record{Game: g.Name(), Seed: 42}
	bots := []sdk.Bot{}
	for p := 0; p < pos.NumPlayers(); p++ {
		b, _ := g.Bot("random", uint64(p))
		bots = append(bots, b)
	}
	lines := 0
	for !pos.Over() {
		p := pos.ToMove()
		move, _ := bots[p].Choose(pos.View(p)) // a bot sees only its seat's view
		next, events, err := pos.Apply(move)
		if err != nil {
			panic(err)
		}
		for _, e := range core.VisibleTo(events, core.NoPlayer) {
			if lines < 3 {
				fmt.Println(e) // the spectator's log
			}
			lines++
		}
		rec.Moves = append(rec.Moves, move)
		pos = next
	}
	rec.Over = true
	saved, _ := json.Marshal(rec)

	var loaded core.Record
	_ = json.Unmarshal(saved, &loaded)
	again, err := g.Replay(loaded)
	fmt.Println(err, again.Over(), again.Result().Winners)
	// Output:
	// P1 discards a card face down
	// P1 draws a card
	// P1 places an Informant (0) on E1 (token 1)
	// <nil> true [P1]
}
