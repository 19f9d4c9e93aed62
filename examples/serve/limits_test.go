package main

import (
	"context"
	"encoding/json"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBotLimitHoldsForEverySpellingOfASpec sends specs over the server's
// limit in every spelling the SDK's bots read the same (case, spaces
// around, an iteration count or a duration): each is refused with 400
// and makes no table.
func TestBotLimitHoldsForEverySpellingOfASpec(t *testing.T) {
	ts := newTestServer(t, "")
	for _, spec := range []string{
		"MCTS:100000000", " mcts:100000000", "mcts:100000000 ", "Mcts:1h",
		"mcts:100001", "mcts:+100000000", "\tmcts:100000000\n", "mCtS:6s", "mcts:5001ms", "mcts:0", "mcts:-5", "mcts:", "random:5",
	} {
		t.Run(strings.TrimSpace(spec), func(t *testing.T) {
			var e apiError
			code := ts.do(t, "POST", "/api/tables", "", map[string]any{"game": "tonytino", "bots": []string{"", spec}}, &e)
			if code != http.StatusBadRequest || e.Error != "bad config" || e.Reason == "" {
				t.Errorf("bot %q: status %d %+v, want 400 bad config", spec, code, e)
			}
		})
	}
	if n := len(ts.s.tables); n != 0 {
		t.Errorf("refused specs made %d tables", n)
	}
}

// TestBotSpecIsKeptInOneSpelling: a spec within the limit, in any spelling
// the bots read, runs and is kept and shown as the bot reads it.
func TestBotSpecIsKeptInOneSpelling(t *testing.T) {
	ts := newTestServer(t, "")
	for spec, want := range map[string]string{
		" MCTS:200 ": "mcts:200", "Random": "random", "mcts:5s": "mcts:5s", "mcts:1500ms": "mcts:1.5s", "mcts": "mcts", "mcts:100000": "mcts:100000",
	} {
		c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(3), Bots: []string{"", spec}})
		if got := c.Seats[1].Bot; got != want {
			t.Errorf("bot %q is kept as %q, want %q", spec, got, want)
		}
		if got := ts.table(c.ID).seats[1].bot; got != want {
			t.Errorf("bot %q: the table keeps %q, want %q", spec, got, want)
		}
	}
}

// TestMoveInAnotherSpellingIsRefused: a move not written as the legal list
// writes it (spaces around it or between its words) is refused with 400,
// by the game's notation or by the server naming the listed spelling; the
// record keeps only listed spellings.
func TestMoveInAnotherSpellingIsRefused(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	s := ts.snap(t, c.ID, "")
	tok := c.Seats[s.ToMove].Token
	mv := ts.snap(t, c.ID, tok).Legal[0].Move
	for _, other := range []string{" " + mv, mv + " ", "\t" + mv, strings.ReplaceAll(mv, " ", "  ")} {
		if other == mv {
			continue
		}
		code, e := ts.move(t, c.ID, tok, other, 0)
		// the game's own notation refuses it, or the server names the
		// listed spelling
		if code != http.StatusBadRequest || e.Error == "non-canonical move" && !strings.Contains(e.Reason, `"`+mv+`"`) {
			t.Errorf("move %q: %d %+v, want 400 naming %q", other, code, e, mv)
		}
	}
	if code, e := ts.move(t, c.ID, tok, mv, 0); code != http.StatusOK {
		t.Fatalf("the listed move: %d %+v", code, e)
	}
	tb := ts.table(c.ID)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(tb.rec.Moves) != 1 || tb.rec.Moves[0] != mv {
		t.Errorf("the record holds %q, want [%q]", tb.rec.Moves, mv)
	}
}

// TestStartLogNamesTheTablesResumedAndNot: the start names every table it
// resumed from the data directory and every file it could not resume.
func TestStartLogNamesTheTablesResumedAndNot(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir)
	a := twoPeople(t, ts)
	b := ts.create(t, createRequest{Game: "mafia", Config: json.RawMessage(`{"players":3}`), Seed: seed(4), Bots: []string{"", "", ""}})
	const broken = "0123456789abcdef0123456789abcdef"
	if err := os.WriteFile(filepath.Join(dir, broken+".json"), []byte(`{"record":{"game":"chess"},"seats":[]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	b2, err := os.ReadFile(filepath.Join(dir, a.ID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var f tableFile
	if err := json.Unmarshal(b2, &f); err != nil || !strings.Contains(f.Note, "hidden card") {
		t.Errorf("the table file's note is %q (%v): it should say the file holds every hidden card", f.Note, err)
	}
	static, _ := fs.Sub(webFS, "web")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := newServer(ctx, &store{dir: dir}, static)
	if err != nil {
		t.Fatal(err)
	}
	log := strings.Join(s.startLog(), "\n")
	for _, want := range []string{"2 tables resumed", "resumed " + a.ID + ": Tony & Tino after 0 moves", "resumed " + b.ID + ": Mafia", "1 table file could not be resumed", "not resumed " + broken + ".json: ", "hidden card"} {
		if !strings.Contains(log, want) {
			t.Errorf("the start log lacks %q:\n%s", want, log)
		}
	}
}
