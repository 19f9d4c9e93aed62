package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// conservation is the package's invariant: every Bill, Vendetta card and
// Street card is in exactly one place, and Respect is the sum of its sources.
func conservation(s State) error { return validate(&s) }

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, gametest.Options[State, Move]{
		Pending: []gametest.Law{gametest.StateJSON, gametest.Oversize},
		RNG:     State.RNG,
		Check:   func(s State, m Move) error { return check(&s, m) },
		Players: []int{3, 4, 5},
		Configs: [][]byte{
			[]byte(`{"players":5,"raid_policy":"reducedEntitlement","end_bonus_tie":"allTied","verdict_weight":"byValue"}`),
			[]byte(`{"players":4,"phase_turn_mode":"roundRobinSingleAction"}`),
			[]byte(`{"players":3,"first_player":2,"first_player_rotates_at_reception":true,"jury_start":[0,0,0],"two_colour_turf_respect":2}`),
			[]byte(`{"players":4,"discard_top_visible":true,"score_turf_respect_on_entry":false}`),
		},
		MaxMoves:  5000,
		Stride:    32,
		Invariant: conservation,
	})
}
