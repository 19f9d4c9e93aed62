package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestHarness runs the SDK's property harness on every player count and
// the house-rule switches.
func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, gametest.Options[State, Move]{
		// the position format (game, version, decision points only, strict
		// decoding) is not in yet
		Pending: []gametest.Law{gametest.StateJSON, gametest.FuzzPlayout, gametest.Oversize},
		RNG:     State.RNG,
		Check:   checkMoveErr,
		Players: []int{2, 3, 4, 5},
		Configs: [][]byte{
			[]byte(`{"players":5,"skip_empty_windows":true}`),
			[]byte(`{"players":3,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			[]byte(`{"players":4,"max_turns":30,"auto_control_rolls":true}`),
			[]byte(`{"players":2,"all_checkpoints":true}`),
			customMapConfig(t, 5),
			customMapConfig(t, 3),
		},
		MaxMoves:  5000,
		Stride:    16,
		Invariant: State.Check,
	})
}
