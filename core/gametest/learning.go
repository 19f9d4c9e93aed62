package gametest

import (
	"math"
	"slices"

	"github.com/mafiarules/sdk/core"
)

// The checks of the bots' laws (28 to 30: playout, actions,
// observations), on the game's core.Playout and core.Learning surfaces.

// playout checks ApplyInPlace makes the move Apply made, and PlayoutStep
// the legal move it draws (law 28, playout).
func (c *checker[S, M]) playout(s S, legal []M, m M, next S) {
	pl, ok := c.g.(core.Playout[S, M])
	if !ok {
		return
	}
	in := s
	if err := pl.ApplyInPlace(&in, m); err != nil {
		c.fail("ApplyInPlace(%q) refused a move Apply made: %v (%v)", m, err, lawPlayout)
	}
	if d := Diff(next, in); d != "" {
		c.fail("ApplyInPlace(%q) makes another state than Apply (-Apply +ApplyInPlace):\n%s (%v)", m, d, lawPlayout)
	}
	// PlayoutStep makes the legal move its RNG draws, as Apply makes it.
	r := core.NewRNG(uint64(len(c.moves)) + 1)
	k, _ := r.IntN(len(legal))
	want, _, err := c.g.Apply(s, legal[k])
	if err != nil {
		return
	}
	step := s
	if _, _, ok := pl.PlayoutStep(&step, r, nil); !ok {
		c.fail("PlayoutStep made no move where %q is legal (%v)", legal[k], lawPlayout)
	} else if d := Diff(want, step); d != "" {
		c.fail("PlayoutStep, drawing %q, makes another state than Apply (-Apply +PlayoutStep):\n%s (%v)", legal[k], d, lawPlayout)
	}
}

// learning checks the action ids of the legal moves and the observations
// and information states of every seat (laws 29, actions, and 30, observations).
func (c *checker[S, M]) learning(s S, legal []M) {
	l, ok := c.g.(core.Learning[S, M])
	if !ok || !l.Learns() {
		return
	}
	n, err := l.NumActions(c.config)
	if err != nil {
		c.fail("NumActions: %v (%v)", err, lawActions)
	}
	var ids []int
	for _, m := range legal {
		id, err := l.MoveAction(s, m)
		if err != nil || id < 0 || id >= n {
			c.fail("MoveAction(%q) = %d, %v: want an id in [0, %d) (%v)", m, id, err, n, lawActions)
		}
		if slices.Contains(ids, id) {
			c.fail("two legal moves share action id %d, %q among them (%v)", id, m, lawActions)
		}
		ids = append(ids, id)
		back, err := l.ActionMove(s, id)
		if err != nil || back != m {
			c.fail("ActionMove(%d) = %v, %v: want %q back (%v)", id, back, err, m, lawActions)
		}
	}
	size, err := l.ObservationSize(c.config)
	if err != nil {
		c.fail("ObservationSize: %v (%v)", err, lawObservations)
	}
	for q := core.NoPlayer; int(q) < c.n; q++ {
		obs := l.Observation(s, q)
		if len(obs) != size {
			c.fail("Observation(%v) has %d numbers, ObservationSize %d (%v)", q, len(obs), size, lawObservations)
		}
		for i, x := range obs {
			if math.IsNaN(float64(x)) || x < 0 || x > 1 {
				c.fail("Observation(%v)[%d] = %v, outside [0, 1] (%v)", q, i, x, lawObservations)
			}
		}
		if q == core.NoPlayer {
			continue
		}
		d := c.g.Determinize(s, q, core.NewRNG(c.seed+uint64(q)))
		if !slices.Equal(l.Observation(d, q), obs) {
			c.fail("Observation(%v) differs on a state %v cannot tell apart (its Determinize) (%v)", q, q, lawObservations)
		}
		if l.InformationState(d, q) != l.InformationState(s, q) {
			c.fail("InformationState(%v) differs on a state %v cannot tell apart (its Determinize) (%v)", q, q, lawObservations)
		}
	}
}
