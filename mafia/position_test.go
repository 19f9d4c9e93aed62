package mafia

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// TestCutOrDeletedDiceAreRefused: a position whose movement dice were cut
// to one die or deleted, in the Helicopter Operation window and in a
// flight's window, is refused: the two dice are rolled together, and a
// window of the movement phase comes after the roll.
func TestCutOrDeletedDiceAreRefused(t *testing.T) {
	for _, n := range []int{25, 27} { // the Helicopter window, a declared flight's
		s, err := Rules.New(nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < n; i++ {
			if s, _, err = Apply(s, Legal(s)[0]); err != nil {
				t.Fatal(err)
			}
		}
		for _, cut := range []string{"one die", "no dice", "a die of 7"} {
			b, _ := json.Marshal(s)
			var m map[string]any
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			turn := m["turn"].(map[string]any)
			switch cut {
			case "one die":
				turn["dice"] = turn["dice"].([]any)[:1]
			case "no dice":
				delete(turn, "dice")
			default:
				turn["dice"] = []any{7, 1}
				if n == 27 {
					continue // a flight may follow Helicopter Operation
				}
			}
			b, _ = json.Marshal(m)
			var x State
			if err := json.Unmarshal(b, &x); !errors.Is(err, core.ErrBadState) {
				t.Errorf("after %d moves (%s), %s: decoded, err %v", n, s.Phase(), cut, err)
			}
		}
	}
}
