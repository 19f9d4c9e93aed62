package main

import (
	"errors"
	"fmt"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/words"
)

// playGame plays one game of g from New(config, seed) with bots[p] in seat
// p, each bot shown only its seat's View, until it is over. observe, if not
// nil, sees every move's events. It returns the final position and the
// record; a game not over after maxMoves moves is an error.
func playGame(g sdk.Game, config []byte, seed uint64, bots []sdk.Bot, maxMoves int, observe func([]core.Event)) (sdk.Position, core.Record, error) {
	rec := core.Record{Game: g.Name(), Config: config, Seed: seed, Moves: []string{}}
	pos, err := g.New(config, seed)
	if err != nil {
		return nil, rec, err
	}
	if n := pos.NumPlayers(); n != len(bots) {
		return pos, rec, fmt.Errorf("%s has %s, not %d", g.Title(), words.Plural(n, "seat"), len(bots))
	}
	if maxMoves <= 0 {
		maxMoves = bot.DefaultMaxMoves
	}
	for !pos.Over() {
		if len(rec.Moves) >= maxMoves {
			return pos, rec, fmt.Errorf("%s is not over after %s", g.Title(), words.Plural(maxMoves, "move"))
		}
		p := pos.ToMove()
		if p < 0 || int(p) >= len(bots) {
			return pos, rec, fmt.Errorf("%s: %v is to move, not a seat of %d", g.Title(), p, len(bots))
		}
		move, err := bots[p].Choose(pos.View(p))
		if err != nil {
			return pos, rec, fmt.Errorf("the bot in seat %s: %s", pos.Seat(p), words.Message(err))
		}
		next, events, err := pos.Apply(move)
		if err != nil {
			return pos, rec, fmt.Errorf("the bot in seat %s chose %q: %s", pos.Seat(p), move, words.Message(err))
		}
		pos = next
		rec.Moves = append(rec.Moves, move)
		if observe != nil {
			observe(events)
		}
	}
	rec.Over = true
	return pos, rec, nil
}

// series plays o.count games of g (from game o.first of o.n) from config with the bots of specs, one
// per seat, through bot.SeriesFunc: the seats rotate between the bots, and
// every game's seeds come from o.seed and its index alone, so the games
// (for iteration-budget bots) are the same whatever o.workers is. seats
// names the seats in the result; progress, if not nil, is called after
// each game. The first error stops the series.
func series(g sdk.Game, config []byte, specs, seats []string, o options, progress func(done, total int)) (bot.SeriesResult, error) {
	so := bot.SeriesOptions{Games: o.count, First: o.first, Config: config, Seed: o.seed, MaxMoves: o.maxMoves, Workers: o.workers,
		Progress: progress, SeatNames: seats}
	r, err := bot.SeriesFunc(entrantNames(specs), so, func(sg bot.SeriesGame) (core.Result, int, error) {
		bots := make([]sdk.Bot, len(sg.Seats))
		for p, e := range sg.Seats {
			b, err := g.Bot(specs[e], sg.BotSeed(core.Player(p)))
			if err != nil {
				return core.Result{}, 0, err
			}
			bots[p] = b
		}
		pos, rec, err := playGame(g, sg.Config, sg.Seed, bots, sg.MaxMoves, nil)
		if err != nil {
			return core.Result{}, len(rec.Moves), err
		}
		return pos.Result(), len(rec.Moves), nil
	})
	var se *bot.SeriesError
	if errors.As(err, &se) { // say it as selfplay says things, without "bot: "
		return r, fmt.Errorf("game %d of the series (seed %d): %w", se.Game.Index+1, se.Game.Seed, se.Err)
	}
	return r, err
}

// entrantNames names the entrants for a table: a spec used once is its
// own name, a spec used k times is "random #1" to "random #k", so that
// identical bots get rows a reader can tell apart.
func entrantNames(specs []string) []string {
	count := map[string]int{}
	for _, s := range specs {
		count[s]++
	}
	seen := map[string]int{}
	out := make([]string, len(specs))
	for i, s := range specs {
		if count[s] == 1 {
			out[i] = s
			continue
		}
		seen[s]++
		out[i] = fmt.Sprintf("%s #%d", s, seen[s])
	}
	return out
}
