package mafia

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// TestGolden replays stored random games of each variant and compares
// their event logs, so any change of behaviour shows as a diff. Rewrite
// with go test -run TestGolden -update after an intended change. The
// first five were recorded before the rolls of D5b became choices and
// replay unchanged with Config.AutoControlRolls; five_choices plays the
// default, where the owner rolls or declines.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		name   string
		config []byte
		seed   uint64
	}{
		{"five", auto(core.PlayersConfig(5)), 11},
		{"four", auto(core.PlayersConfig(4)), 12},
		{"three", auto(core.PlayersConfig(3)), 13},
		{"two", auto(core.PlayersConfig(2)), 14},
		{"custom_map", auto(customMapConfig(t, 5)), 15},
		{"five_choices", core.PlayersConfig(5), 16},
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

// auto adds "auto_control_rolls": true to a JSON config.
func auto(cfg []byte) []byte {
	return append([]byte(`{"auto_control_rolls":true,`), cfg[1:]...)
}

// TestGoldenPositionKeepsDecoding: the golden position file of format version 1
// keeps decoding, re-encodes to a position that decodes to the same state,
// and plays out to the end, so saved games survive releases.
func TestGoldenPositionKeepsDecoding(t *testing.T) {
	b, err := os.ReadFile("testdata/position-v1.json")
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(s)
	var back State
	if err := json.Unmarshal(again, &back); err != nil || !back.Equal(s) {
		t.Fatalf("re-encoded position: %v", err)
	}
	if ToMove(s) != 1 || s.ph != phControl || s.Location(BossOf(Black)+1) != Prison || !s.SkipsMovement(Green) {
		t.Fatalf("decoded position:\n%s", s)
	}
	if _, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(1), 20000); err != nil {
		t.Fatal(err)
	}
}
