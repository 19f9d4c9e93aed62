package mafia

import (
	"encoding/json"
	"fmt"
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

// TestGoldenPositionKeepsDecoding: the golden position file of format version 2
// keeps decoding, re-encodes to a position that decodes to the same state,
// and plays out to the end, so saved games survive releases.
func TestGoldenPositionKeepsDecoding(t *testing.T) {
	b, err := os.ReadFile("testdata/position-v2.json")
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
	if ToMove(s) != 1 || s.dec != DecisionControlRoll || s.Location(BossOf(Black)+1) != Prison || !s.SkipsMovement(Green) {
		t.Fatalf("decoded position:\n%s", s)
	}
	if _, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(1), 20000); err != nil {
		t.Fatal(err)
	}
}

// TestGoldenGamesKeepTheirMovesResultAndChance: every golden game keeps its
// number of moves, its winners and ranks, and the RNG it ends with, so a
// change that only renames (and regenerates the goldens) cannot change a
// game's course. (Recorded after HOUSE-4.1e, which took the no-op moves
// out of the legal lists and so sent four of the random games elsewhere.)
func TestGoldenGamesKeepTheirMovesResultAndChance(t *testing.T) {
	for _, g := range []struct {
		name    string
		moves   int
		winners []core.Player
		rank    []int
		rng     string
	}{
		{"five", 247, []core.Player{1}, []int{1, 0, 1, 1, 1}, `{"pcg":"cGNnOmawUZNgMNbNxIgaL5fwDcQ="}`},
		{"four", 74, []core.Player{1}, []int{1, 0, 1, 1}, `{"pcg":"cGNnOibc2ImmkN6YHmKtB7l4QgQ="}`},
		{"three", 356, []core.Player{2}, []int{1, 1, 0}, `{"pcg":"cGNnOn5jvAN/Pdgvs1bir1IkgYU="}`},
		{"two", 157, []core.Player{0}, []int{0, 1}, `{"pcg":"cGNnOuiZH7l5HybBrnc1TiaEmlU="}`},
		{"custom_map", 252, []core.Player{4}, []int{1, 1, 1, 1, 0}, `{"pcg":"cGNnOpjfuM6VCt52/lapBzpUtBU="}`},
		{"five_choices", 221, []core.Player{3}, []int{1, 1, 1, 0, 1}, `{"pcg":"cGNnOmKlayrXIP2ZFlRhJloIwpg="}`},
	} {
		t.Run(g.name, func(t *testing.T) {
			b, err := os.ReadFile("testdata/" + g.name + ".golden.json")
			if err != nil {
				t.Fatal(err)
			}
			var file struct{ Record core.Record }
			if err := json.Unmarshal(b, &file); err != nil {
				t.Fatal(err)
			}
			s, err := core.Replay(Rules, file.Record, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := Result(s)
			rng, _ := json.Marshal(s.RNG())
			if len(file.Record.Moves) != g.moves || !Over(s) || fmt.Sprint(r.Winners) != fmt.Sprint(g.winners) ||
				fmt.Sprint(r.Rank) != fmt.Sprint(g.rank) || string(rng) != g.rng {
				t.Errorf("%s: %d moves, over %v, winners %v, rank %v, rng %s; want %d moves, winners %v, rank %v, rng %s",
					g.name, len(file.Record.Moves), Over(s), r.Winners, r.Rank, rng, g.moves, g.winners, g.rank, g.rng)
			}
		})
	}
}
