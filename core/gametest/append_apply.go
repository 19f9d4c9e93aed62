package gametest

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// The check of law 31, append-apply: AppendApply, a server's path, makes
// a move as Apply does.

// heldEvent stands in dst for an event a server already holds, which
// AppendApply must keep ahead of the move's events.
type heldEvent struct{}

func (heldEvent) String() string          { return "an event dst already held" }
func (heldEvent) Audience() core.Audience { return core.Everyone }

// appendApply checks that AppendApply makes m on a copy of s as Apply made
// next, with Apply's events appended after what dst held, and that a move
// Apply refuses on next leaves the state and dst as they were (law 31,
// append-apply). dst is the last check's slice emptied, so a game that
// reuses the event values in its spare capacity is checked doing so.
func (c *checker[S, M]) appendApply(s S, m M, next S, events []core.Event) {
	in := s
	dst := append(c.evs[:0], heldEvent{})
	out, err := c.g.AppendApply(dst, &in, m)
	if err != nil {
		c.fail("AppendApply(%q) refused a move Apply made: %v (%v)", m, err, lawAppendApply)
	}
	if d := Diff(next, in); d != "" {
		c.fail("AppendApply(%q) makes another state than Apply (-Apply +AppendApply):\n%s (%v)", m, d, lawAppendApply)
	}
	if len(out) == 0 || out[0] != (heldEvent{}) {
		c.fail("AppendApply(%q) dropped the event dst held: events go after dst's (%v)", m, lawAppendApply)
	}
	if got, want := eventTexts(out[1:]), eventTexts(events); !slices.Equal(got, want) {
		c.fail("AppendApply(%q) appends events %q, Apply returns %q (%v)", m, got, want, lawAppendApply)
	}
	c.evs = out
	if _, _, err := c.g.Apply(next, m); err == nil {
		return
	}
	again := next
	kept := slices.Clone(out)
	back, err := c.g.AppendApply(out, &again, m)
	if err == nil {
		c.fail("AppendApply(%q) made a move Apply refuses (%v)", m, lawAppendApply)
	}
	if d := Diff(next, again); d != "" {
		c.fail("AppendApply(%q), refused, changed the state (-before +after):\n%s (%v)", m, d, lawAppendApply)
	}
	if !slices.Equal(back, kept) {
		c.fail("AppendApply(%q), refused, changed dst: a refusal returns dst as it was (%v)", m, lawAppendApply)
	}
}

// eventTexts is each event's string, audience and JSON: what a server
// sends of it.
func eventTexts(events []core.Event) []string {
	out := eventStrings(events)
	for i, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			b = []byte(err.Error())
		}
		out[i] += " " + string(b)
	}
	return out
}

// AppendApplyAllocations plays games random games of config (seeds 1 to
// games) the way a server that reuses its memory does, through AppendLegal
// and AppendApply with the last move's slices handed back emptied, and
// returns the heap allocations a move costs, on average, once those slices
// have grown: 0 for a game whose server path allocates nothing. Setting up
// the games is not counted. A game's test holds it at 0:
//
//	n, err := gametest.AppendApplyAllocations[State, Move](Rules, nil, 20, 2000)
//	if err != nil || n != 0 {
//		t.Errorf("%v allocations a move (%v)", n, err)
//	}
//
// It fails with the config's error, a move AppendApply refused, or a game
// with no legal move or not over after maxMoves moves.
func AppendApplyAllocations[S any, M core.Move](g core.Game[S, M], config []byte, games, maxMoves int) (float64, error) {
	starts := make([]S, games)
	for i := range starts {
		s, err := g.New(config, uint64(i)+1)
		if err != nil {
			return 0, err
		}
		starts[i] = s
	}
	s := new(S)
	var (
		legal  []M
		events []core.Event
		moves  int
		err    error
	)
	play := func() {
		moves = 0
		for i := range starts {
			*s = starts[i]
			r := core.NewRNG(uint64(i) + 1)
			for n := 0; !g.Over(*s); n++ {
				if n == maxMoves {
					err = fmt.Errorf("config %s, seed %d: not over after %d moves", config, i+1, maxMoves)
					return
				}
				if legal = g.AppendLegal(legal[:0], *s); len(legal) == 0 {
					err = fmt.Errorf("config %s, seed %d: no legal move, and the game is not over", config, i+1)
					return
				}
				var k int
				k, r = r.IntN(len(legal))
				if events, err = g.AppendApply(events[:0], s, legal[k]); err != nil {
					err = fmt.Errorf("config %s, seed %d: AppendApply(%q): %w", config, i+1, legal[k], err)
					return
				}
				moves++
			}
		}
	}
	allocs := testing.AllocsPerRun(1, play)
	if err != nil {
		return 0, err
	}
	if moves == 0 {
		return 0, nil
	}
	return allocs / float64(moves), nil
}
