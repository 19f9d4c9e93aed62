package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// A server's path allocates nothing: random games of every config through
// AppendLegal and AppendApply, each handed back the last move's slices.
func TestAppendApplyAllocatesNothing(t *testing.T) {
	for _, config := range append([][]byte{nil}, variants...) {
		n, err := gametest.AppendApplyAllocations[State, Move](Rules, config, 20, 400)
		if err != nil || n != 0 {
			t.Errorf("config %s: %v allocations a move, want 0 (%v)", config, n, err)
		}
	}
}

// AppendApply is Apply on *s: the same next state, the same events after
// what dst held; a refused move leaves *s and dst as they were.
func TestAppendApplyIsApply(t *testing.T) {
	s, _ := New(Config{}, 5)
	r := core.NewRNG(9)
	var dst []core.Event
	for !Over(s) {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		next, evs, _ := Apply(s, l[k])
		in := s
		out, err := AppendApply(append(dst[:0], dst...), &in, l[k])
		if err != nil || in != next || len(out) != len(dst)+len(evs) {
			t.Fatalf("AppendApply(%v): %v, %d events after %d, Apply %d", l[k], err, len(out), len(dst), len(evs))
		}
		for i, e := range evs {
			if got := out[len(dst)+i]; got.String() != e.String() || got.Audience() != e.Audience() {
				t.Fatalf("AppendApply(%v) event %d is %v, Apply's %v", l[k], i, got, e)
			}
		}
		keep := s
		bad := Move{By: ToMove(s), Kind: MoveKindPlace, Tile: 9}
		if back, err := AppendApply(out, &keep, bad); err == nil || keep != s || len(back) != len(out) {
			t.Fatalf("a malformed move: %v, the state changed %v, %d events, want %d", err, keep != s, len(back), len(out))
		}
		dst = out[len(out)-min(len(out), 3):]
		s = next
	}
}
