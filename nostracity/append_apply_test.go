package nostracity

import (
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// A server's path allocates nothing: random games of every config the
// harness plays, through AppendLegal and AppendApply, each handed back the
// last move's slices.
func TestAppendApplyAllocatesNothing(t *testing.T) {
	configs := variants
	for _, n := range []int{3, 4, 5} {
		configs = append(configs, []byte(fmt.Sprintf(`{"players":%d}`, n)))
	}
	games := 10
	if testing.Short() {
		games = 2
	}
	for _, config := range configs {
		n, err := gametest.AppendApplyAllocations[State, Move](Rules, config, games, 5000)
		if err != nil || n != 0 {
			t.Errorf("config %s: %v allocations a move, want 0 (%v)", config, n, err)
		}
	}
}

// AppendApply is Apply on *s: the same next state, the same events after
// what dst held, dst's last values reused.
func TestAppendApplyIsApply(t *testing.T) {
	s, _ := New(Config{Players: 4}, 5)
	r := core.NewRNG(9)
	var dst []core.Event
	for !Over(s) {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		next, evs, _ := Apply(s, l[k])
		in := s
		held := len(dst)
		out, err := AppendApply(dst, &in, l[k])
		if err != nil || in != next || len(out) != held+len(evs) {
			t.Fatalf("AppendApply(%v): %v, %d events after %d, Apply %d", l[k], err, len(out), held, len(evs))
		}
		for i, e := range evs {
			if got := out[held+i]; got.String() != e.String() || got.Audience() != e.Audience() {
				t.Fatalf("AppendApply(%v) event %d is %v, Apply's %v", l[k], i, got, e)
			}
		}
		dst = out[:min(len(out), 2)]
		s = next
	}
}
