package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestHarness runs the SDK's property harness on every player count and
// the house-rule switches.
//
// Sized for the test budget: a few random games under -short, more by
// default, gametest.LongChecks under gametest.Long() (SDK_LONG=1). A game of Mafia
// is long (hundreds of decisions), so each check takes a moment.
func TestHarness(t *testing.T) {
	checks, stride := 10, 48
	switch {
	case gametest.Long():
		checks, stride = 0, 16 // gametest.LongChecks
	case testing.Short():
		checks, stride = 3, 128
	}
	o := harnessOptions(t)
	o.Checks, o.Stride = checks, stride
	gametest.Run(t, Rules, o)
}

// harnessOptions are the harness's options for this game: every v2 law
// met, its RNG and move check, the variants and switches to play.
func harnessOptions(t testing.TB) gametest.Options[State, Move] {
	return gametest.Options[State, Move]{
		Pending: nil, // every v2 law is met
		RNG:     State.RNG,
		Check:   checkMoveErr,
		Players: []int{2, 3, 4, 5},
		Configs: [][]byte{
			[]byte(`{"players":5,"skip_empty_windows":true}`),
			[]byte(`{"players":3,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			[]byte(`{"players":4,"max_turns":30,"auto_control_rolls":true}`),
			[]byte(`{"players":2,"all_checkpoints":true}`),
			[]byte(`{"players":5,"auto_control_rolls":true}`),
			[]byte(`{"players":3,"auto_control_rolls":true,"all_checkpoints":true,"skip_empty_windows":true}`),
			[]byte(`{"players":2,"auto_control_rolls":true,"max_turns":200}`),
			[]byte(`{"players":2,"skip_empty_windows":true,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			[]byte(`{"players":4,"skip_empty_windows":true,"prefetto_removes_one":true,"all_checkpoints":true}`),
			[]byte(`{"players":5,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			customMapConfig(t, 5),
			customMapConfig(t, 3),
		},
		MaxMoves:  20000,
		Invariant: State.Check,
	}
}
