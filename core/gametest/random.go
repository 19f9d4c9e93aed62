package gametest

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
)

// RandomPlayout plays uniformly random legal moves from s, choosing with
// rng, until the game is over or maxMoves moves are made. It returns the
// state reached and the number of moves; an error if a legal move is
// refused or the game is not over after maxMoves. Benchmarks of whole
// games use it.
func RandomPlayout[S any, M core.Move](g core.Game[S, M], s S, rng core.RNG, maxMoves int) (S, int, error) {
	for n := 0; ; n++ {
		if g.Over(s) {
			return s, n, nil
		}
		if n >= maxMoves {
			return s, n, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		legal := g.Legal(s)
		var i int
		i, rng = rng.IntN(len(legal))
		next, _, err := g.Apply(s, legal[i])
		if err != nil {
			return s, n, fmt.Errorf("%s: legal move %q refused: %w", g.Name(), legal[i], err)
		}
		s = next
	}
}

// RandomRecord plays a random game (uniform legal moves, chosen with an RNG
// derived from seed) and returns it as a Record, for golden files and
// examples.
func RandomRecord[S any, M core.Move](g core.Game[S, M], config []byte, seed uint64, maxMoves int) (core.Record, error) {
	rec := core.Record{Game: g.Name(), Config: config, Seed: seed}
	s, err := g.New(config, seed)
	if err != nil {
		return rec, err
	}
	rng := core.NewRNG(^seed)
	for !g.Over(s) {
		if len(rec.Moves) >= maxMoves {
			return rec, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		legal := g.Legal(s)
		var i int
		i, rng = rng.IntN(len(legal))
		next, _, err := g.Apply(s, legal[i])
		if err != nil {
			return rec, fmt.Errorf("%s: legal move %q refused: %w", g.Name(), legal[i], err)
		}
		rec.Moves = append(rec.Moves, legal[i].String())
		s = next
	}
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
	for !g.Over(s) {
		if len(moves) >= maxMoves {
			return states, moves, fmt.Errorf("%s: not over after %d random moves", g.Name(), maxMoves)
		}
		legal := g.Legal(s)
		var i int
		i, rng = rng.IntN(len(legal))
		next, _, err := g.Apply(s, legal[i])
		if err != nil {
			return states, moves, fmt.Errorf("%s: legal move %q refused: %w", g.Name(), legal[i], err)
		}
		states, moves = append(states, s), append(moves, legal[i])
		s = next
	}
	return states, moves, nil
}
