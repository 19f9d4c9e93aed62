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

// harnessOptions are the harness's options for Speakeasy, shared with the
// fuzz bodies. A Speakeasy game is long (1,000 to 1,500 decisions with four
// players), so the default run is sized to take a few seconds: 50 random
// games (10 with -short) with the costly checks (JSON, views, illegal
// moves) at the first steps, the powers of two and every 400th step;
// SDK_LONG=1 (gametest.Long) plays the harness's long count with the
// costly checks every 40th step; -rapid.checks overrides the count.
func harnessOptions() gametest.Options[State, Move] {
	o := gametest.Options[State, Move]{
		Pending:   nil, // every v2 law holds
		RNG:       State.RNG,
		Check:     func(s State, m Move) error { return s.g.checkMove(m) },
		Players:   []int{1, 2, 3, 4},
		Configs:   variants,
		MaxMoves:  5000,
		Stride:    400,
		Checks:    50,
		Invariant: State.Check,
	}
	switch {
	case gametest.Long():
		o.Stride, o.Checks = 40, 0
	case testing.Short():
		o.Checks = 10
	}
	return o
}

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, harnessOptions())
}
