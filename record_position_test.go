package sdk_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// fromPosition is rec (of a game from its config and seed) cut at move k
// into a record that starts from the full position reached there.
func fromPosition(t *testing.T, g sdk.Game, rec core.Record, k int) core.Record {
	t.Helper()
	head := rec
	head.Moves, head.Hashes, head.Over = rec.Moves[:k], rec.Hashes[:k], false
	pos, err := g.Replay(head)
	if err != nil {
		t.Fatal(err)
	}
	b, err := pos.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return core.Record{Game: rec.Game, Position: b, Moves: rec.Moves[k:], Hashes: rec.Hashes[k:], Over: rec.Over}
}

// A record may start from a written position instead of a config and a
// seed (as a chess record carries a FEN tag): it replays to the position
// the whole game reaches, checks its hashes and takes back as any other;
// one that gives a position and a config or a seed, a view, a position of
// another game or one the game refuses is refused with core.ErrBadRecord.
func TestARecordMayStartFromAPosition(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		rec := hashedRecord(t, name, 40)
		whole, err := g.Replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{0, 10, 40} {
			r := fromPosition(t, g, rec, k)
			pos, err := g.Replay(r)
			if err != nil || pos.Hash() != whole.Hash() {
				t.Fatalf("%s from the position at move %d: %v", name, k, err)
			}
			b, _ := json.Marshal(r)
			var back core.Record
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if pos, err := g.Replay(back); err != nil || pos.Hash() != whole.Hash() {
				t.Fatalf("%s: a record from a position, written and read back: %v", name, err)
			}
		}
		r := fromPosition(t, g, rec, 10)
		edited := r
		edited.Hashes = slices.Clone(r.Hashes)
		v, _, _ := strings.Cut(edited.Hashes[5], ":")
		edited.Hashes[5] = v + ":0000000000000000"
		if _, err := g.Replay(edited); !errors.Is(err, core.ErrBadRecord) || !strings.Contains(err.Error(), "from move 6") {
			t.Errorf("%s: a record from a position with an edited hash: %v", name, err)
		}
		view, _ := whole.View(0).MarshalJSON()
		for what, bad := range map[string]core.Record{
			"a seed too":           {Game: name, Position: r.Position, Seed: 3},
			"a config too":         {Game: name, Position: r.Position, Config: core.PlayersConfig(2)},
			"a view":               {Game: name, Position: view},
			"not a position":       {Game: name, Position: json.RawMessage(`{"game":"` + name + `"}`)},
			"another game's":       {Game: otherGame(name), Position: r.Position},
			"a position that lies": {Game: name, Position: json.RawMessage(strings.Replace(string(r.Position), `"rng"`, `"rng2"`, 1))},
		} {
			if _, err := g.Replay(bad); !errors.Is(err, core.ErrBadRecord) {
				t.Errorf("%s, a record from a position with %s: %v", name, what, err)
			}
		}
		if _, err := g.Replay(core.Record{Game: name, Position: r.Position, Config: json.RawMessage(" {} ")}); err != nil {
			t.Errorf("%s: a record from a position with an empty config: %v", name, err)
		}
	}
}

func otherGame(name string) string {
	for _, n := range sdk.Names() {
		if n != name {
			return n
		}
	}
	return ""
}

// A record that starts from a position takes back as any other: a quiet
// move after it is taken back into a record from the same position, which
// replays to the position before the move; the position's own last move
// cannot be taken back, as the record holds none.
func TestATakeBackFromAPosition(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		s := findStep(t, name, "a quiet move after the third", func(s step) bool { return len(s.rec.Moves) > 3 && quietSteps[name](s) })
		n := len(s.rec.Moves)
		r := fromPosition(t, g, s.rec, n-2)
		back, err := g.TakeBack(r, s.mover)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if string(back.Position) != string(r.Position) || len(back.Moves) != 1 || len(back.Hashes) != 1 {
			t.Fatalf("%s: the record taken back: %d moves, %d hashes", name, len(back.Moves), len(back.Hashes))
		}
		pos, err := g.Replay(back)
		if err != nil || pos.Hash() != s.before.Hash() {
			t.Fatalf("%s: the record taken back does not replay to the position before the move: %v", name, err)
		}
		if _, err := g.TakeBack(core.Record{Game: name, Position: r.Position}, s.mover); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%s: a take-back from a position with no move: %v", name, err)
		}
	}
}
