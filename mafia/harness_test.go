package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

//lint:file-ignore SA1019 AbsentKeys and TextKeys stay until the game declares its keys in Options.Mirrors

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

// harnessOptions are the harness's options for this game: its RNG and
// move check, the variants and switches to play.
func harnessOptions(t testing.TB) gametest.Options[State, Move] {
	return gametest.Options[State, Move]{
		// rule 6: an event about the State in the 4-player game has no
		// player; a false flag, a counter or space not involved, no cause
		// and a zero count are left out
		AbsentKeys: []string{"player", "faction", "success", "by_air", "by", "target", "space", "cause", "count", "cards"},
		TextKeys:   []string{"name"}, // a custom map's spaces' printed names
		RNG:        State.RNG,
		Check:      checkMoveErr,
		Players:    []int{2, 3, 4, 5},
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

// ParseMove reads only the spelling String writes: a move's notation with
// a space, a tab or a newline around it, a doubled space or another case is
// refused with ErrBadNotation, the surrounding spaces named as such.
func TestParseMoveRefusesAnyOtherSpelling(t *testing.T) {
	gametest.CanonicalSpelling(t, Rules)
}
