package speakeasy

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// variants are the house-rule switches, tested by the harness beside the
// default game of every player count.
var variants = [][]byte{
	[]byte(`{"players":2,"no_safe_spending":true}`),
	[]byte(`{"players":1,"solo_win_at":-1,"no_final_area_control":true}`),
	[]byte(`{"players":3,"no_final_area_control":true,"mobster_blocks_space_only":true}`),
	[]byte(`{"players":4,"flat_ship_price":true}`),
}

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, gametest.Options[State, Move]{
		Pending:   nil, // every v2 law holds
		RNG:       State.RNG,
		Check:     func(s State, m Move) error { return s.g.checkMove(m) },
		Players:   []int{1, 2, 3, 4},
		Configs:   variants,
		MaxMoves:  5000,
		Stride:    40,
		Invariant: State.Check,
	})
}
