package speakeasy

import (
	"encoding/json"
	"os"
	"slices"

	"testing"

	"github.com/mafiarules/sdk/core"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestGolden replays recorded random games (solo, two, three and four
// players, and a house-rule switch) and compares every move, every event
// with its audience, and the result with testdata/. Any change of
// behaviour shows as a diff; `go test -run TestGolden -update` rewrites the
// files after an intended change.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		name   string
		config []byte
		seed   uint64
	}{
		{"solo", []byte(`{"players":1}`), 1},
		{"two", []byte(`{"players":2}`), 2},
		{"three_no_safe_spending", []byte(`{"players":3,"no_safe_spending":true}`), 3},
		{"four", nil, 4},
	} {
		t.Run(g.name, func(t *testing.T) {
			rec, err := gametest.RandomRecord(Rules, g.config, g.seed, 5000)
			if err != nil {
				t.Fatal(err)
			}
			gametest.Golden(t, Rules, "testdata/"+g.name+".golden.json", rec)
		})
	}
}

// goldenFacts are what every golden game must keep through a change of
// vocabulary: its number of moves, its result and the final state of its
// RNG (printed as the generator's state), recorded before the renames.
var goldenFacts = []struct {
	file   string
	moves  int
	scores []int
	rng    string
}{
	{"solo", 49, []int{28}, `{"pcg":"cGNnOtDpQATy0iLcWP5kl9/9zec="}`},
	{"two", 95, []int{52, 0}, `{"pcg":"cGNnOsJMqKYSljHdk1P+iWBkGIo="}`},
	{"three_no_safe_spending", 174, []int{19, 46, 29}, `{"pcg":"cGNnOqtnycGwv7JS9ZL2sHc6Rhc="}`},
	{"four", 222, []int{14, 5, 18, 20}, `{"pcg":"cGNnOiSBdFMpAxTyf1Zbb4H6hps="}`},
}

// A rename regenerates the golden games; each keeps its move count, its
// result and its final RNG, so the game played is the same game.
func TestGoldenGamesKeepTheirLengthResultAndRNG(t *testing.T) {
	for _, f := range goldenFacts {
		t.Run(f.file, func(t *testing.T) {
			b, err := os.ReadFile("testdata/" + f.file + ".golden.json")
			if err != nil {
				t.Fatal(err)
			}
			var g struct {
				Record core.Record `json:"record"`
			}
			if err := json.Unmarshal(b, &g); err != nil {
				t.Fatal(err)
			}
			s, err := core.Replay(Rules, g.Record, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := Result(s)
			rng, _ := s.RNG().MarshalJSON()
			if len(g.Record.Moves) != f.moves || !slices.Equal(r.Scores, f.scores) || string(rng) != f.rng {
				t.Errorf("%s: %d moves, scores %v, rng %s; recorded %d moves, scores %v, rng %s",
					f.file, len(g.Record.Moves), r.Scores, rng, f.moves, f.scores, f.rng)
			}
		})
	}
}
