package nostracity

import (
	"fmt"
	"testing"

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
