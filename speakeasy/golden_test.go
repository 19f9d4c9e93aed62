package speakeasy

import (
	"testing"

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
