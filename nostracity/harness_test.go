package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// conservation is the package's invariant: every Bill, Vendetta card and
// Street card is in exactly one place, and Respect is the sum of its sources.
func conservation(s State) error { return validate(&s) }

// TestHarness runs the generic contract, every law of the harness, on 3,
// 4 and 5 seats and every variant config. It is the package's longest test
// (a few seconds): the costly checks (JSON round trips, views,
// determinizations) run every 64th step by default and every 8th under
// SDK_LONG=1.
// variants are the house-rule switches, tested by the harness beside the
// default game of each seat count.
var variants = [][]byte{
	[]byte(`{"players":5,"raid_policy":"reduced-entitlement","end_bonus_tie":"all-tied","verdict_weight":"by-value"}`),
	[]byte(`{"players":4,"phase_turn_mode":"round-robin-single-action","innocent_if_at_most":2}`),
	[]byte(`{"players":3,"first_player":"P2","first_player_rotates_at_reception":true,"jury_start":[0,0,0],"two_colour_turf_respect":2}`),
	[]byte(`{"players":4,"discard_top_visible":true,"score_turf_respect_on_entry":false}`),
}

func TestHarness(t *testing.T) {
	stride := 64
	if gametest.Long() {
		stride = 8
	}
	gametest.Run(t, Rules, gametest.Options[State, Move]{
		Mirrors:   []any{positionJSON{}, Event{}, eventCodec},
		RNG:       State.RNG,
		Check:     func(s State, m Move) error { return checkErr(&s, m) },
		Players:   []int{3, 4, 5},
		Configs:   variants,
		MaxMoves:  5000,
		Stride:    stride,
		Invariant: conservation,
	})
}

// ParseMove reads only the spelling String writes: a move's notation with
// a space, a tab or a newline around it, a doubled space or another case is
// refused with ErrBadNotation, the surrounding spaces named as such.
func TestParseMoveRefusesAnyOtherSpelling(t *testing.T) {
	gametest.CanonicalSpelling(t, Rules)
}
