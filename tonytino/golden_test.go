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

// Each golden game keeps its move count, its result and its final RNG
// through every rename and change of format: the values are those the
// golden games had at release 0 (commit b91291b), written down here.
func TestGoldenGamesKeepTheirFacts(t *testing.T) {
	for name, want := range map[string]gametest.GoldenFacts{
		"default":         {Moves: 61, Result: "scores [130000 110000], rank [0 1], winners [P0]", RNG: `{"pcg":"cGNnOhVAK8GeLT3+qJeL0nxvE18="}`},
		"stool_pigeon_x3": {Moves: 57, Result: "scores [140000 110000], rank [0 1], winners [P0]", RNG: `{"pcg":"cGNnOojY49fXGGZqk4YHVe04WwM="}`},
		"public_discards": {Moves: 73, Result: "scores [100000 140000], rank [1 0], winners [P1]", RNG: `{"pcg":"cGNnOv0iXIxYkJ+bVW9WFcsa+Ik="}`},
		"racket_draft":    {Moves: 77, Result: "scores [120000 110000], rank [0 1], winners [P0]", RNG: `{"pcg":"cGNnOt17cvXc2N8euv3mxiMjLEM="}`},
	} {
		if got := gametest.Facts(t, Rules, "testdata/"+name+".golden.json", State.RNG); got != want {
			t.Errorf("golden %s: %+v, want %+v", name, got, want)
		}
	}
}
