package sdk_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// hashedRecord plays n random moves of game and keeps each position's
// hash beside its move, as a server does.
func hashedRecord(t *testing.T, name string, n int) core.Record {
	t.Helper()
	g := sdk.MustLookup(name)
	pos, err := g.New(nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.Record{Game: name, Seed: 3}
	bot, _ := g.Bot("random", 5)
	for i := 0; i < n && !pos.Over(); i++ {
		m, err := bot.Choose(pos.View(pos.ToMove()))
		if err != nil {
			t.Fatal(err)
		}
		if pos, _, err = pos.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m)
		rec.Hashes = append(rec.Hashes, pos.Hash())
	}
	return rec
}

// A record with the hash of each position replays; one whose hash at move
// k was made under other rules is refused at move k, named; a hash of
// another format version is not compared, but text that is no hash (empty,
// not hex, spaces around it, a version written with a leading zero, no
// version) is refused naming its move; a record of another length of
// hashes is refused; a record without hashes replays as before.
func TestReplayChecksTheRecordsHashes(t *testing.T) {
	for _, name := range sdk.Names() {
		rec := hashedRecord(t, name, 30)
		g := sdk.MustLookup(name)
		pos, err := g.Replay(rec)
		if err != nil {
			t.Fatalf("%s: a record with its own hashes: %v", name, err)
		}
		if pos.Hash() != rec.Hashes[len(rec.Hashes)-1] {
			t.Fatalf("%s: the replayed position's hash differs from the last one kept", name)
		}
		for _, h := range rec.Hashes {
			if !strings.Contains(h, ":") || len(h) < 18 {
				t.Fatalf("%s: hash %q", name, h)
			}
		}
		edited := rec
		edited.Hashes = append([]string(nil), rec.Hashes...)
		v, _, _ := strings.Cut(edited.Hashes[10], ":")
		edited.Hashes[10] = v + ":0000000000000000"
		if _, err := g.Replay(edited); !errors.Is(err, core.ErrBadRecord) || !strings.Contains(err.Error(), "played under other rules from move 11") {
			t.Errorf("%s: an edited hash: %v", name, err)
		}
		edited.Hashes[10] = "99:0000000000000000"
		if _, err := g.Replay(edited); err != nil {
			t.Errorf("%s: a hash of another format version is compared: %v", name, err)
		}
		digits := strings.Repeat("0", 16)
		for _, bad := range []string{"", "zz", "2:" + strings.Repeat("z", 16), " " + rec.Hashes[10], rec.Hashes[10] + " ",
			"02:" + digits, digits, ":" + digits, "2" + digits, "2:" + digits[:15], "2:" + digits + "0",
			"2:" + strings.ToUpper(rec.Hashes[10][2:]), "-1:" + digits, "+2:" + digits, "2::" + digits[1:]} {
			edited.Hashes[10] = bad
			if _, err := g.Replay(edited); !errors.Is(err, core.ErrBadRecord) || !strings.Contains(err.Error(), fmt.Sprintf("after move 11 (%q)", rec.Moves[10])) || !strings.Contains(err.Error(), "not a position hash") {
				t.Errorf("%s: a hash %q that is none: %v", name, bad, err)
			}
		}
		edited.Hashes[10] = rec.Hashes[10]
		edited.Hashes = edited.Hashes[:5]
		if _, err := g.Replay(edited); !errors.Is(err, core.ErrBadRecord) || !strings.Contains(err.Error(), "5 hashes for its 30 moves") {
			t.Errorf("%s: too few hashes: %v", name, err)
		}
		edited.Hashes = nil
		if _, err := g.Replay(edited); err != nil {
			t.Errorf("%s: no hashes: %v", name, err)
		}
	}
}
