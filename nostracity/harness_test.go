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
		Pending: gametest.AllLaws, // this game is not ported to the v2 surface yet
		Players: []int{3, 4, 5},
		Configs: [][]byte{
			[]byte(`{"players":5,"raidPolicy":"reducedEntitlement","endBonusTie":"allTied","verdictWeight":"byValue"}`),
			[]byte(`{"players":4,"phaseTurnMode":"roundRobinSingleAction"}`),
			[]byte(`{"players":3,"firstPlayer":2,"firstPlayerRotatesAtReception":true,"juryStart":[0,0,0],"twoColourTurfRespect":2}`),
			[]byte(`{"players":4,"discardTopVisible":true,"scoreTurfRespectOnEntry":false}`),
		},
		MaxMoves:  5000,
		Stride:    32,
		Invariant: conservation,
	})
}
