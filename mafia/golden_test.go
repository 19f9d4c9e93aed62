package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// TestGolden replays stored random games of each variant and compares
// their event logs, so any change of behaviour shows as a diff. Rewrite
// with go test -run TestGolden -update after an intended change.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		name   string
		config []byte
		seed   uint64
	}{
		{"five", core.PlayersConfig(5), 11},
		{"four", core.PlayersConfig(4), 12},
		{"three", core.PlayersConfig(3), 13},
		{"two", core.PlayersConfig(2), 14},
		{"custom_map", customMapConfig(t, 5), 15},
	} {
		t.Run(g.name, func(t *testing.T) {
			rec, err := gametest.RandomRecord(Rules, g.config, g.seed, 20000)
			if err != nil {
				t.Fatal(err)
			}
			gametest.Golden(t, Rules, "testdata/"+g.name+".golden.json", rec)
		})
	}
}
