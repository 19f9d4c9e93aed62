package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestGolden replays four recorded random games (the default rules and
// each house-rule switch) and compares every move, every event with its
// audience, and the result with testdata/. Any change of behaviour shows as
// a diff; `go test -run TestGolden -update` rewrites the files after an
// intended change.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		name   string
		config []byte
		seed   uint64
	}{
		{"default", nil, 1},
		{"stool_pigeon_x3", []byte(`{"stool_pigeon_x3":true,"start_player":"P0"}`), 2},
		{"public_discards", []byte(`{"public_discards":true}`), 3},
		{"racket_draft", []byte(`{"racket_draft":true}`), 4},
	} {
		t.Run(g.name, func(t *testing.T) {
			rec, err := gametest.RandomRecord(Rules, g.config, g.seed, 400)
			if err != nil {
				t.Fatal(err)
			}
			gametest.Golden(t, Rules, "testdata/"+g.name+".golden.json", rec)
		})
	}
}
