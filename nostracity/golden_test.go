package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestGolden replays recorded random games (3, 4 and 5 players, and the
// house-rule variants) and compares every event with the stored log, so any
// change of behaviour shows as a diff; `go test -run TestGolden -update`
// rewrites the files after an intended change.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		name   string
		config string
		seed   uint64
	}{
		{"3p", `{"players":3}`, 11},
		{"4p", `{"players":4}`, 12},
		{"5p", `{"players":5}`, 13},
		{"roundrobin", `{"players":5,"phase_turn_mode":"round-robin-single-action"}`, 15},
		{"variants", `{"players":4,"raid_policy":"reduced-entitlement","end_bonus_tie":"all-tied","verdict_weight":"by-value","first_player_rotates_at_reception":true}`, 14},
		{"discardtop", `{"players":4,"discard_top_visible":true}`, 16},
		{"noturfrespect", `{"players":3,"score_turf_respect_on_entry":false}`, 19},
	} {
		t.Run(g.name, func(t *testing.T) {
			rec, err := gametest.RandomRecord(Rules, []byte(g.config), g.seed, 5000)
			if err != nil {
				t.Fatal(err)
			}
			rec.Over = true // RandomRecord plays to the Final Verdict
			gametest.Golden(t, Rules, "testdata/"+g.name+".golden.json", rec)
		})
	}
}
