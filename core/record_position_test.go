package core_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/internal/toy"
)

// A record may start from a full position (its JSON, as the game writes
// it) instead of New(Config, Seed): it replays to the position the whole
// record reaches. A position with a config or a seed, a view, or a
// position the game's decoder refuses is refused with ErrBadRecord.
func TestReplayStartsFromARecordsPosition(t *testing.T) {
	g := toy.Game{}
	s, _ := g.New(nil, 5)
	rec := core.Record{Game: "toy", Seed: 5}
	var at []byte
	for i := 0; !g.Over(s); i++ {
		if i == 2 {
			at, _ = json.Marshal(s)
		}
		m := g.Legal(s)[0]
		s, _, _ = g.Apply(s, m)
		rec.Moves = append(rec.Moves, m.String())
	}
	rec.Over = true
	end, _ := json.Marshal(s)
	from := core.Record{Game: "toy", Position: at, Moves: rec.Moves[2:], Over: true}
	got, err := core.Replay(g, from, nil)
	if b, _ := json.Marshal(got); err != nil || string(b) != string(end) {
		t.Fatalf("a record from a position: %v\n got %s\nwant %s", err, b, end)
	}
	view, _ := json.Marshal(g.View(s, 0))
	for what, bad := range map[string]core.Record{
		"a seed too":          {Game: "toy", Position: at, Seed: 1},
		"a config too":        {Game: "toy", Position: at, Config: core.PlayersConfig(2)},
		"a view":              {Game: "toy", Position: view},
		"a position refused":  {Game: "toy", Position: json.RawMessage(`{"game":"toy"}`)},
		"a position not JSON": {Game: "toy", Position: json.RawMessage(`{`)},
		"over when it is not": {Game: "toy", Position: at, Over: true},
	} {
		if _, err := core.Replay(g, bad, nil); !errors.Is(err, core.ErrBadRecord) {
			t.Errorf("%s: %v", what, err)
		}
	}
}
