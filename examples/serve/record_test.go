package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// waitOver waits for a table of bots to finish.
func waitOver(t testing.TB, ts *testServer, id string) snapshot {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if s := ts.snap(t, id, ""); s.Over {
			return s
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("table %s did not finish", id)
	return snapshot{}
}

func TestFinishedTableDownloadsItsRecord(t *testing.T) {
	ts := newTestServer(t, "")
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(3), Bots: []string{"random", "random"}})
	end := waitOver(t, ts, c.ID)
	var rec core.Record
	if code := ts.do(t, "GET", "/api/tables/"+c.ID+"/record", "", nil, &rec); code != http.StatusOK {
		t.Fatalf("record of a finished table: status %d", code)
	}
	if rec.Game != "tonytino" || rec.Seed != 3 || !rec.Over || len(rec.Moves) != end.Moves {
		t.Fatalf("record %+v does not match the finished table (%d moves)", rec, end.Moves)
	}
	if len(rec.Hashes) != len(rec.Moves) {
		t.Fatalf("the record keeps %d position hashes for its %d moves: one after each, so a replay detects a rules change", len(rec.Hashes), len(rec.Moves))
	}
	pos, err := sdk.MustLookup("tonytino").Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := mustJSON(t, pos.Result()), mustJSON(t, end.Result); got != want {
		t.Errorf("the record replays to %s, the table ended %s", got, want)
	}
}

// TestRunningTableGivesOutNoRecordOrSeed: nothing a running table sends
// holds its record, its seed or its RNG's state.
func TestRunningTableGivesOutNoRecordOrSeed(t *testing.T) {
	ts := newTestServer(t, "")
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(123456789), Bots: []string{"", "random"}})
	for _, tok := range []string{"", c.Seats[0].Token} {
		var e apiError
		if code := ts.do(t, "GET", "/api/tables/"+c.ID+"/record", tok, nil, &e); code != http.StatusForbidden {
			t.Errorf("the record of a running table: status %d", code)
		}
		var raw json.RawMessage
		ts.do(t, "GET", "/api/tables/"+c.ID, tok, nil, &raw)
		for _, leak := range []string{"123456789", `"seed"`, `"moves":[`, `"pcg"`} {
			if strings.Contains(string(raw), leak) {
				t.Errorf("a running table's snapshot holds %s", leak)
			}
		}
	}
	b, _ := json.Marshal(c)
	if strings.Contains(string(b), "123456789") {
		t.Error("the create reply holds the seed")
	}
}

func TestRecordStepsAsASpectatorSawIt(t *testing.T) {
	ts := newTestServer(t, "")
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(5), Bots: []string{"random", "random"}})
	waitOver(t, ts, c.ID)
	var rec core.Record
	ts.do(t, "GET", "/api/tables/"+c.ID+"/record", "", nil, &rec)
	g := sdk.MustLookup("tonytino")
	pos, _ := g.New(rec.Config, rec.Seed)
	idx := 0
	for step := 0; step <= len(rec.Moves); step++ {
		var got replayStep
		if code := ts.do(t, "POST", "/api/replay", "", replayRequest{Record: rec, Step: step}, &got); code != http.StatusOK {
			t.Fatalf("step %d: status %d", step, code)
		}
		if got.Steps != len(rec.Moves) || got.Step != step {
			t.Fatalf("step %d: %d/%d", step, got.Step, got.Steps)
		}
		if a, b := compact(t, got.View), viewJSON(t, pos, core.NoPlayer); a != b {
			t.Fatalf("step %d: the replay's view is not the spectator's:\n got %s\nwant %s", step, a, b)
		}
		if step == len(rec.Moves) {
			if !got.Over || got.Result == nil {
				t.Error("the last step is not over with a result")
			}
			break
		}
		next, evs, err := pos.Apply(rec.Moves[step])
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, e := range core.VisibleTo(evs, core.NoPlayer) {
			want = append(want, mustJSON(t, wire(t, idx, step, e)))
			idx++
		}
		var after replayStep
		ts.do(t, "POST", "/api/replay", "", replayRequest{Record: rec, Step: step + 1}, &after)
		if len(after.Events) != len(want) {
			t.Fatalf("step %d: %d events, want %d", step+1, len(after.Events), len(want))
		}
		for i := range want {
			if a := compact(t, after.Events[i]); a != want[i] {
				t.Fatalf("step %d event %d: %s, want %s", step+1, i, a, want[i])
			}
		}
		pos = next
	}
}

func TestTablesResumeFromTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir)
	c := twoPeople(t, ts)
	for i := range 5 {
		s := ts.snap(t, c.ID, "")
		tok := c.Seats[s.ToMove].Token
		mv := ts.snap(t, c.ID, tok).Legal[0].Move
		if code, e := ts.move(t, c.ID, tok, mv, i); code != http.StatusOK {
			t.Fatalf("move %d: %d %+v", i, code, e)
		}
	}
	before := ts.snap(t, c.ID, c.Seats[0].Token)
	b, err := os.ReadFile(filepath.Join(dir, c.ID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var f tableFile
	if err := json.Unmarshal(b, &f); err != nil || len(f.Record.Moves) != 5 {
		t.Fatalf("the file holds %d moves (%v)", len(f.Record.Moves), err)
	}
	for _, s := range c.Seats {
		if strings.Contains(string(b), s.Token) {
			t.Error("the file holds a seat's token")
		}
	}
	ts2 := newTestServer(t, dir)
	after := ts2.snap(t, c.ID, c.Seats[0].Token)
	if after.Moves != 5 || compact(t, after.View) != compact(t, before.View) || mustJSON(t, after.Events) != mustJSON(t, before.Events) {
		t.Errorf("the resumed table differs:\n%+v\n%+v", after, before)
	}
	matches, _ := filepath.Glob(filepath.Join(dir, "*.tmp"))
	if len(matches) != 0 {
		t.Errorf("temporary files left: %v", matches)
	}
}
