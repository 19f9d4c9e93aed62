package gametest

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
)

// The random players below list moves with AppendLegal into one buffer
// reused for the whole game, so a step allocates nothing beyond what the
// game's own Apply allocates.

// RandomPlayout plays uniformly random legal moves from s, choosing with
// rng, until the game is over or maxMoves moves are made. It returns the
// state reached and the number of moves; an error if a legal move is
// refused, Legal is empty before the end (a stuck position) or the game is
// not over after maxMoves. Benchmarks of whole games and the fuzz bodies
// use it.
func RandomPlayout[S any, M core.Move](g core.Game[S, M], s S, rng core.RNG, maxMoves int) (S, int, error) {
	var buf []M
	for n := 0; ; n++ {
		if g.Over(s) {
			return s, n, nil
		}
		if n >= maxMoves {
			return s, n, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		if _, err := randomStep(g, &s, &buf, &rng); err != nil {
			return s, n, err
		}
	}
}

// randomStep applies a uniformly random legal move to *s in place, listing
// the moves into *buf and choosing with *rng. It takes the state by
// pointer so a playout copies it only where the Game interface must: a
// playout's cost is mostly the game's, not the harness's. On an error *s is
// left as it was.
func randomStep[S any, M core.Move](g core.Game[S, M], s *S, buf *[]M, rng *core.RNG) (M, error) {
	*buf = g.AppendLegal((*buf)[:0], *s)
	legal := *buf
	if len(legal) == 0 {
		var zero M
		return zero, fmt.Errorf("%s: Legal is empty but the game is not over (%v to move): a stuck position", g.Name(), g.ToMove(*s))
	}
	var i int
	i, *rng = rng.IntN(len(legal))
	m := legal[i]
	next, _, err := g.Apply(*s, m)
	if err != nil {
		return m, fmt.Errorf("%s: legal move %q refused: %w", g.Name(), m, err)
	}
	*s = next
	return m, nil
}

// RandomRecord plays a random game (uniform legal moves, chosen with an RNG
// derived from seed) and returns it as a Record, with Over set, for golden
// files and examples.
func RandomRecord[S any, M core.Move](g core.Game[S, M], config []byte, seed uint64, maxMoves int) (core.Record, error) {
	rec := core.Record{Game: g.Name(), Config: config, Seed: seed}
	s, err := g.New(config, seed)
	if err != nil {
		return rec, err
	}
	rng := core.NewRNG(^seed)
	var buf []M
	for !g.Over(s) {
		if len(rec.Moves) >= maxMoves {
			return rec, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		m, err := randomStep(g, &s, &buf, &rng)
		if err != nil {
			return rec, err
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	rec.Over = true
	return rec, nil
}

// Trajectory plays a random game as RandomRecord does and returns every
// state met before the end with the move made from it, so benchmarks of
// Legal, Apply and View can average over every kind of decision a game has.
func Trajectory[S any, M core.Move](g core.Game[S, M], config []byte, seed uint64, maxMoves int) ([]S, []M, error) {
	s, err := g.New(config, seed)
	if err != nil {
		return nil, nil, err
	}
	var states []S
	var moves []M
	rng := core.NewRNG(^seed)
	var buf []M
	for !g.Over(s) {
		if len(moves) >= maxMoves {
			return states, moves, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		before := s
		m, err := randomStep(g, &s, &buf, &rng)
		if err != nil {
			return states, moves, err
		}
		states, moves = append(states, before), append(moves, m)
	}
	return states, moves, nil
}
