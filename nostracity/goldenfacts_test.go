package nostracity

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// goldenFacts are what each golden game must keep through any change of
// format or spelling: its number of moves, its result and the state of
// its RNG at the end (a hash of its JSON), so a regenerated golden is the
// same game written anew, not another game.
var goldenFacts = map[string]struct {
	moves  int
	result string
	rng    uint64
}{
	"3p":            {209, "[7 3 3] [1 2 0] [P2]", 0x2fdbba1a0b61d475},
	"4p":            {259, "[11 5 4 2] [0 1 2 3] [P0]", 0x3d0a34f7c55e217f},
	"5p":            {378, "[7 1 5 6 9] [0 4 3 1 2] [P0]", 0xffc0967708540b55},
	"roundrobin":    {458, "[9 6 4 7 1] [2 1 3 0 4] [P3]", 0x2b5a33a9bded50be},
	"variants":      {282, "[7 8 9 4] [0 2 1 3] [P0]", 0x19d031d54aa73038},
	"discardtop":    {313, "[12 4 6 4] [0 2 1 3] [P0]", 0x371ff0eaf4f99faf},
	"noturfrespect": {227, "[6 14 3] [1 0 2] [P1]", 0xbf596973f5532fc5},
}

// goldenFact replays a golden file's record and returns the three facts.
func goldenFact(t *testing.T, name string) (int, string, uint64) {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name + ".golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Record core.Record `json:"record"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	s, err := core.Replay(Rules, f.Record, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := Result(s)
	rj, err := s.RNG().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	h := fnv.New64a()
	h.Write(rj)
	return len(f.Record.Moves), fmt.Sprintf("%v %v %v", r.Scores, r.Rank, r.Winners), h.Sum64()
}

// Every golden game keeps its move count, its result and its final RNG.
func TestGoldenGamesKeepTheirCountResultAndRNG(t *testing.T) {
	for _, name := range []string{"3p", "4p", "5p", "roundrobin", "variants", "discardtop", "noturfrespect"} {
		n, res, h := goldenFact(t, name)
		want, ok := goldenFacts[name]
		if !ok {
			t.Errorf("%s: no facts recorded: {%d, %q, %#x}", name, n, res, h)
			continue
		}
		if n != want.moves || res != want.result || h != want.rng {
			t.Errorf("%s: %d moves, result %s, rng %#x; want %d, %s, %#x", name, n, res, h, want.moves, want.result, want.rng)
		}
	}
}
