package tonytino

import (
	"testing"

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
