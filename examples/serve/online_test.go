package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// fakeClock is a clock that moves only when a test advances it; the
// timers due then run at once, in the test's goroutine.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	at   time.Time
	f    func()
	done bool
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	tm := &fakeTimer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, tm)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !tm.done
		tm.done = true
		return was
	}
}

// Advance moves the clock on by d and runs every timer then due.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []*fakeTimer
	for _, tm := range c.timers {
		if !tm.done && !tm.at.After(c.now) {
			tm.done = true
			due = append(due, tm)
		}
	}
	c.mu.Unlock()
	for _, tm := range due {
		tm.f()
	}
}

// quietGame finds a Tony & Tino game, played by a random bot from its
// seed, whose last move its maker may take back (Game.TakeBack allows
// it): its seed, its moves and the seat that made the last one.
func quietGame(t testing.TB) (uint64, []string, core.Player) {
	t.Helper()
	g := sdk.MustLookup("tonytino")
	for sd := uint64(1); sd < 60; sd++ {
		pos, err := g.New(nil, sd)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := g.Bot("random", sd)
		rec := core.Record{Game: "tonytino", Seed: sd}
		for !pos.Over() {
			p := pos.ToMove()
			m, err := b.Choose(pos.View(p))
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := pos.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, m)
			rec.Hashes = append(rec.Hashes, next.Hash())
			if _, err := g.TakeBack(rec, p); err == nil && !next.Over() {
				return sd, rec.Moves, p
			}
			pos = next
		}
	}
	t.Fatal("no Tony & Tino game of a random bot has a move that may be taken back")
	return 0, nil, 0
}

// playMoves makes the moves on a table of people, each by its seat.
func playMoves(t testing.TB, ts *testServer, c createReply, moves []string) {
	t.Helper()
	for i, mv := range moves {
		p := int(mv[1] - '0')
		if code, e := ts.move(t, c.ID, c.Seats[p].Token, mv, i); code != http.StatusOK {
			t.Fatalf("move %d %q: %d %+v", i, mv, code, e)
		}
	}
}

// post sends a JSON body with a seat's token and returns the status and
// the reply (or the refusal).
func postAs(t testing.TB, ts *testServer, path, token string, body any) (int, json.RawMessage, apiError) {
	t.Helper()
	var out json.RawMessage
	code := ts.do(t, "POST", path, token, body, &out)
	var e apiError
	if code >= 300 {
		if err := json.Unmarshal(out, &e); err != nil || e.Error == "" || e.Reason == "" {
			t.Fatalf("POST %s: status %d without an error and a reason: %s", path, code, out)
		}
	}
	return code, out, e
}

func lastEvent(s snapshot) wireEvent {
	var e wireEvent
	if len(s.Events) > 0 {
		json.Unmarshal(s.Events[len(s.Events)-1], &e)
	}
	return e
}

// TestTakeBackOfAQuietMoveNeedsTheOtherSeatsConsent: the seat that made a
// move the rule lets it take back asks; the other person is asked; once
// they agree, the table is the record less that move (its view, its log),
// every stream is told to start its log again, and the saved file holds
// the shorter record, which resumes.
func TestTakeBackOfAQuietMoveNeedsTheOtherSeatsConsent(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir)
	sd, moves, maker := quietGame(t)
	other := 1 - maker
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", ""}})
	playMoves(t, ts, c, moves)
	n := len(moves)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	spec := ts.stream(t, ctx, c.ID, "", 0)
	nextState(t, spec)

	s := ts.snap(t, c.ID, c.Seats[maker].Token)
	if s.LastMover != int(maker) || s.TakeBacks != 0 {
		t.Fatalf("last_mover %d, take_backs %d: want %d, 0", s.LastMover, s.TakeBacks, maker)
	}
	path := "/api/tables/" + c.ID + "/takeback"
	code, out, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": n})
	var tr takeBackReply
	json.Unmarshal(out, &tr)
	if code != http.StatusAccepted || tr.Done || len(tr.Waiting) != 1 || tr.Waiting[0] != other.String() {
		t.Fatalf("asking: %d %s %+v: want 202 waiting for %s", code, out, e, other)
	}
	if s := ts.snap(t, c.ID, c.Seats[other].Token); s.TakeBack == nil || s.TakeBack.By != maker.String() || s.Moves != n {
		t.Fatalf("the other seat's snapshot shows no take-back waiting: %+v", s.TakeBack)
	}
	// Asking twice is refused while one waits.
	if code, _, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": n}); code != http.StatusConflict || e.Error != "take-back pending" {
		t.Errorf("a second ask: %d %+v", code, e)
	}
	code, out, e = postAs(t, ts, path+"/answer", c.Seats[other].Token, map[string]bool{"agree": true})
	json.Unmarshal(out, &tr)
	if code != http.StatusOK || !tr.Done || tr.Moves != n-1 {
		t.Fatalf("agreeing: %d %s %+v", code, out, e)
	}

	g := sdk.MustLookup("tonytino")
	want, err := g.Replay(core.Record{Game: "tonytino", Seed: sd, Moves: moves[:n-1]})
	if err != nil {
		t.Fatal(err)
	}
	after := ts.snap(t, c.ID, c.Seats[maker].Token)
	if after.Moves != n-1 || after.TakeBacks != 1 || after.TakeBack != nil || compact(t, after.View) != viewJSON(t, want, maker) {
		t.Fatalf("after the take-back: %d moves, %d take-backs, request %+v; the view is the position before the move: %v",
			after.Moves, after.TakeBacks, after.TakeBack, compact(t, after.View) == viewJSON(t, want, maker))
	}
	if e := lastEvent(after); !e.Note || !strings.Contains(e.Text, maker.String()+" took back their last move") {
		t.Errorf("the log ends with %+v, not the take-back", e)
	}
	// The spectators' stream is told to start again, and sends the new log.
	reset := false
	for m := range spec {
		if m.event == "reset" {
			reset = true
		}
		if m.event == "state" && reset {
			var st snapshot
			json.Unmarshal([]byte(m.data), &st)
			if st.Moves == n-1 {
				break
			}
		}
	}
	if !reset {
		t.Error("the stream never said reset")
	}
	// The file holds the shorter record, and a server started on it
	// resumes the table as it is now.
	b, err := os.ReadFile(filepath.Join(dir, c.ID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var f tableFile
	if err := json.Unmarshal(b, &f); err != nil || len(f.Record.Moves) != n-1 || len(f.Record.Hashes) != n-1 {
		t.Fatalf("the file holds %d moves and %d hashes (%v), want %d", len(f.Record.Moves), len(f.Record.Hashes), err, n-1)
	}
	ts2 := newTestServer(t, dir)
	again := ts2.snap(t, c.ID, c.Seats[maker].Token)
	if mustJSON(t, again.Events) != mustJSON(t, after.Events) || compact(t, again.View) != compact(t, after.View) {
		t.Error("the resumed table's log or view differs from the table after the take-back")
	}
	// The seat moves on from the position before the move.
	legal := ts.snap(t, c.ID, c.Seats[after.ToMove].Token).Legal
	if code, e := ts.move(t, c.ID, c.Seats[after.ToMove].Token, legal[0].Move, n-1); code != http.StatusOK {
		t.Errorf("a move after the take-back: %d %+v", code, e)
	}
}

// TestTakeBackRefusedSaysWhyNot: a move the rule refuses to take back is
// refused with the game's reason (409), which never quotes what another
// seat alone saw (the registry words it so; the server would say it only
// in general otherwise); a take-back by another seat names no move; the
// table is unchanged.
func TestTakeBackRefusedSaysWhyNot(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	g := sdk.MustLookup("tonytino")
	// Play until a refusal of each kind has come up: the game's own
	// reason, and one that quoted another seat's secret.
	plain, secret := false, false
	for i := 0; !plain; i++ {
		s := ts.snap(t, c.ID, "")
		if s.Over || i > 100 {
			t.Fatalf("no refusal met: the game's reason %v, a quoted secret %v", plain, secret)
		}
		tok := c.Seats[s.ToMove].Token
		mv := ts.snap(t, c.ID, tok).Legal[0].Move
		if code, e := ts.move(t, c.ID, tok, mv, i); code != http.StatusOK {
			t.Fatalf("move: %d %+v", code, e)
		}
		tb := ts.table(c.ID)
		tb.mu.Lock()
		rec := tb.rec
		tb.mu.Unlock()
		maker := core.Player(s.ToMove)
		_, err := g.TakeBack(rec, maker)
		if err == nil {
			continue
		}
		if !errors.Is(err, core.ErrIllegalMove) {
			t.Fatal(err)
		}
		path := "/api/tables/" + c.ID + "/takeback"
		code, _, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": i + 1})
		// The reason is the game's, unless the game's quotes an event the
		// maker may not see (another seat's card drawn): then it says so
		// without the event.
		hidden := ""
		tb.mu.Lock()
		for _, en := range tb.events {
			var we wireEvent
			json.Unmarshal(en.data, &we)
			if we.Move == i && !en.aud.Has(maker) && strings.Contains(err.Error(), we.Text) {
				hidden = we.Text
			}
		}
		tb.mu.Unlock()
		switch {
		case code != http.StatusConflict || e.Error != "take-back refused":
			t.Fatalf("a take-back of %q: %d %+v, want 409", mv, code, e)
		case hidden != "":
			t.Fatalf("the game's reason for %q quotes %q, which %s may not see: %v", mv, hidden, maker, err)
		case hidden == "" && e.Reason != err.Error():
			t.Fatalf("a take-back of %q says %q, want the game's reason %q", mv, e.Reason, err)
		case hidden != "" && (strings.Contains(e.Reason, hidden) || !strings.Contains(e.Reason, "told another seat something you may not see")):
			t.Fatalf("a take-back of %q says %q: the game's reason quotes %q, which %s may not see", mv, e.Reason, hidden, maker)
		}
		if (hidden == "" && plain) || (hidden != "" && secret) {
			continue
		}
		plain, secret = plain || hidden == "", secret || hidden != ""
		t.Logf("%q refused: %s", mv, e.Reason)
		code, _, e = postAs(t, ts, path, c.Seats[1-maker].Token, map[string]int{"at": i + 1})
		if code != http.StatusConflict || !strings.Contains(e.Reason, "only they may take it back") {
			t.Errorf("a take-back by the seat that did not move: %d %+v", code, e)
		}
		if strings.Contains(e.Reason, mv) {
			t.Errorf("the other seat's refusal names the move %q (a face-down discard would show its card): %s", mv, e.Reason)
		}
		if code, _, e := postAs(t, ts, path, "", map[string]int{"at": i + 1}); code != http.StatusUnauthorized {
			t.Errorf("a spectator's take-back: %d %+v", code, e)
		}
		if code, _, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": i}); code != http.StatusConflict || e.Error != "stale take-back" {
			t.Errorf("a stale take-back: %d %+v", code, e)
		}
		if code, _, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]string{}); code != http.StatusBadRequest {
			t.Errorf("a take-back without at: %d %+v", code, e)
		}
		after := ts.snap(t, c.ID, "")
		if after.Moves != i+1 || after.TakeBack != nil || after.TakeBacks != 0 {
			t.Errorf("a refused take-back changed the table: %+v", after)
		}
	}
}

// TestTakeBackRefusedByAnotherSeatIsCancelled: the other person refuses,
// the request ends, the log says who refused, and the table is unchanged;
// the asker may withdraw a request too, and a move made first lapses it.
func TestTakeBackRefusedByAnotherSeatIsCancelled(t *testing.T) {
	ts := newTestServer(t, "")
	sd, moves, maker := quietGame(t)
	other := 1 - maker
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", ""}})
	playMoves(t, ts, c, moves)
	n := len(moves)
	path := "/api/tables/" + c.ID + "/takeback"
	ask := func() {
		t.Helper()
		if code, out, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": n}); code != http.StatusAccepted {
			t.Fatalf("asking: %d %s %+v", code, out, e)
		}
	}
	ask()
	if code, out, e := postAs(t, ts, path+"/answer", c.Seats[other].Token, map[string]bool{"agree": false}); code != http.StatusOK {
		t.Fatalf("refusing: %d %s %+v", code, out, e)
	}
	s := ts.snap(t, c.ID, "")
	if s.Moves != n || s.TakeBack != nil || s.TakeBacks != 0 {
		t.Fatalf("after a refusal: %d moves, request %+v", s.Moves, s.TakeBack)
	}
	if e := lastEvent(s); !e.Note || e.Text != other.String()+" refused "+maker.String()+"'s take-back" {
		t.Errorf("the log ends with %+v, not who refused", e)
	}
	if code, _, e := postAs(t, ts, path+"/answer", c.Seats[other].Token, map[string]bool{"agree": true}); code != http.StatusConflict || e.Error != "no take-back asked" {
		t.Errorf("an answer with no request: %d %+v", code, e)
	}
	ask()
	if code, _, _ := postAs(t, ts, path+"/answer", c.Seats[maker].Token, map[string]bool{"agree": false}); code != http.StatusOK {
		t.Fatal("withdrawing")
	}
	if e := lastEvent(ts.snap(t, c.ID, "")); e.Text != maker.String()+" withdrew their take-back" {
		t.Errorf("the log ends with %+v, not the withdrawal", e)
	}
	// A move made first lapses the request.
	ask()
	s = ts.snap(t, c.ID, c.Seats[s.ToMove].Token)
	if code, e := ts.move(t, c.ID, c.Seats[s.ToMove].Token, s.Legal[0].Move, n); code != http.StatusOK {
		t.Fatalf("a move while a take-back waits: %d %+v", code, e)
	}
	s = ts.snap(t, c.ID, "")
	if s.TakeBack != nil || s.Moves != n+1 || !strings.Contains(mustJSON(t, s.Events), maker.String()+"'s take-back lapsed") {
		t.Errorf("a move did not lapse the take-back: %+v", s.TakeBack)
	}
}

// TestTakeBackWithABotIsMadeAtOnce: a bot agrees at once, so a take-back
// the rule allows is made in the reply. P0 plays cards that name targets
// and asks to take back each first target while still to move.
func TestTakeBackWithABotIsMadeAtOnce(t *testing.T) {
	ts := newTestServer(t, "")
	for sd := uint64(1); sd < 30; sd++ {
		c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", "random"}})
		tok := c.Seats[0].Token
		for range 200 {
			s := settled(t, ts, c.ID)
			if s.Over {
				break
			}
			legal := ts.snap(t, c.ID, tok).Legal
			mv := legal[0].Move
			for _, m := range legal {
				if strings.Contains(m.Move, " target ") || strings.Contains(m.Move, " play double-cross") || strings.Contains(m.Move, " play takeover") || strings.Contains(m.Move, " play stool-pigeon") {
					mv = m.Move
					break
				}
			}
			if code, e := ts.move(t, c.ID, tok, mv, s.Moves); code != http.StatusOK {
				t.Fatalf("move %q: %d %+v", mv, code, e)
			}
			after := ts.snap(t, c.ID, tok)
			if !strings.Contains(mv, " target ") || after.ToMove != 0 || after.LastMover != 0 || after.Moves != s.Moves+1 {
				continue
			}
			code, out, e := postAs(t, ts, "/api/tables/"+c.ID+"/takeback", tok, map[string]int{"at": after.Moves, "take_backs": after.TakeBacks})
			if code == http.StatusConflict && e.Error == "take-back refused" {
				continue
			}
			var tr takeBackReply
			json.Unmarshal(out, &tr)
			if code != http.StatusOK || !tr.Done || tr.Moves != s.Moves {
				t.Fatalf("a take-back the bot agrees to: %d %s %+v", code, out, e)
			}
			if back := ts.snap(t, c.ID, tok); back.Moves != s.Moves || back.TakeBacks != 1 || back.ToMove != 0 {
				t.Fatalf("after the take-back: %d moves, %d take-backs", back.Moves, back.TakeBacks)
			}
			return
		}
	}
	t.Fatal("no first target came up to take back")
}

// TestClockMakesTheDefaultMoveOnTimeout: with a clock of 10 s a move, a
// person who has not moved in 10 s has the position's DefaultMove made for
// them, the log says so, and the next seat's clock starts; a move in time
// starts the clock again.
func TestClockMakesTheDefaultMoveOnTimeout(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServerClock(t, "", clk)
	for _, bad := range []int{-1, 4, 3601} {
		var e apiError
		if code := ts.do(t, "POST", "/api/tables", "", createRequest{Game: "tonytino", Bots: []string{"", ""}, Clock: bad}, &e); code != http.StatusBadRequest || !strings.Contains(e.Reason, "clock") {
			t.Errorf("a clock of %d s: %d %+v", bad, code, e)
		}
	}
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(7), Bots: []string{"", ""}, Clock: 10})
	s := ts.snap(t, c.ID, "")
	if s.Clock != 10 || s.TimeLeftMS == nil || *s.TimeLeftMS != 10000 {
		t.Fatalf("clock %d, time left %v: want 10 and 10000 ms", s.Clock, s.TimeLeftMS)
	}
	clk.Advance(9 * time.Second)
	if s := ts.snap(t, c.ID, ""); s.Moves != 0 || *s.TimeLeftMS != 1000 {
		t.Fatalf("after 9 s: %d moves, %d ms left", s.Moves, *s.TimeLeftMS)
	}
	// A move in time: the next seat has the full 10 s.
	tok := c.Seats[s.ToMove].Token
	if code, e := ts.move(t, c.ID, tok, ts.snap(t, c.ID, tok).Legal[0].Move, 0); code != http.StatusOK {
		t.Fatalf("move: %d %+v", code, e)
	}
	clk.Advance(9 * time.Second)
	s = ts.snap(t, c.ID, "")
	if s.Moves != 1 || *s.TimeLeftMS != 1000 {
		t.Fatalf("9 s after a move: %d moves, %d ms left", s.Moves, *s.TimeLeftMS)
	}
	tb := ts.table(c.ID)
	tb.mu.Lock()
	want, late := tb.pos.DefaultMove(), tb.pos.ToMove()
	tb.mu.Unlock()
	clk.Advance(time.Second)
	s = ts.snap(t, c.ID, "")
	tb.mu.Lock()
	made := tb.rec.Moves[len(tb.rec.Moves)-1]
	hashes := len(tb.rec.Hashes)
	tb.mu.Unlock()
	if s.Moves != 2 || made != want || hashes != 2 {
		t.Fatalf("after 10 s: %d moves, the last %q: want 2, the default move %q (and a hash for it)", s.Moves, made, want)
	}
	found := false
	for _, raw := range s.Events {
		var e wireEvent
		json.Unmarshal(raw, &e)
		if e.Note && e.Move == 1 && e.Text == late.String()+"'s time ran out (10s a move): the server made their default move" {
			found = true
		}
	}
	if !found {
		t.Errorf("no note of the timeout in the log: %s", mustJSON(t, s.Events))
	}
	if *s.TimeLeftMS != 10000 {
		t.Errorf("the next seat has %d ms, not the full 10 s", *s.TimeLeftMS)
	}
}

// TestLeftSeatMakesItsDefaultMoves: a person who leaves is shown as left,
// may no longer move, and the server makes the seat's default move
// whenever it is to move, for the rest of the game; the file keeps it.
func TestLeftSeatMakesItsDefaultMoves(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir)
	c := twoPeople(t, ts)
	leave := "/api/tables/" + c.ID + "/leave"
	if code, _, e := postAs(t, ts, leave, "", nil); code != http.StatusUnauthorized {
		t.Errorf("a spectator leaving: %d %+v", code, e)
	}
	if code, out, e := postAs(t, ts, leave, c.Seats[1].Token, nil); code != http.StatusOK {
		t.Fatalf("leaving: %d %s %+v", code, out, e)
	}
	if code, _, e := postAs(t, ts, leave, c.Seats[1].Token, nil); code != http.StatusForbidden || e.Error != "left" {
		t.Errorf("leaving twice: %d %+v", code, e)
	}
	g := sdk.MustLookup("tonytino")
	for i := 0; i < 300; i++ {
		s := settled1(t, ts, c.ID)
		if !s.Seats[1].Left {
			t.Fatal("the seat list does not show P1 as left")
		}
		if s.Over {
			break
		}
		if s.ToMove != 0 {
			t.Fatalf("P1, who left, is to move and the server does not move for it")
		}
		if code, e := ts.move(t, c.ID, c.Seats[1].Token, "P1 pass", s.Moves); code != http.StatusForbidden {
			t.Fatalf("a move by a seat that left: %d %+v", code, e)
		}
		legal := ts.snap(t, c.ID, c.Seats[0].Token).Legal
		if code, e := ts.move(t, c.ID, c.Seats[0].Token, legal[len(legal)-1].Move, s.Moves); code != http.StatusOK {
			t.Fatalf("P0's move: %d %+v", code, e)
		}
	}
	tb := ts.table(c.ID)
	tb.mu.Lock()
	rec := tb.rec
	tb.mu.Unlock()
	if !rec.Over {
		t.Fatal("the game did not end")
	}
	// Every move of P1's is the default move of its position.
	pos, _ := g.New(rec.Config, rec.Seed)
	p1 := 0
	for _, mv := range rec.Moves {
		if pos.ToMove() == 1 {
			p1++
			if mv != pos.DefaultMove() {
				t.Fatalf("P1 made %q, not its default move %q", mv, pos.DefaultMove())
			}
		}
		pos, _, _ = pos.Apply(mv)
	}
	if p1 < 5 {
		t.Errorf("P1 made only %d moves after leaving", p1)
	}
	b, _ := os.ReadFile(filepath.Join(dir, c.ID+".json"))
	var f tableFile
	json.Unmarshal(b, &f)
	if !f.Seats[1].Left || f.Seats[0].Left || len(f.Notes) == 0 || !strings.Contains(f.Notes[0].Text, "P1 left the table") {
		t.Errorf("the file does not keep who left: %+v %+v", f.Seats, f.Notes)
	}
}

// settled1 waits until the server has made its moves (bots' and departed
// seats') and returns the spectators' snapshot.
func settled1(t *testing.T, ts *testServer, id string) snapshot {
	t.Helper()
	for range 1000 {
		s := ts.snap(t, id, "")
		if s.Over || (s.Seats[s.ToMove].Bot == "" && !s.Seats[s.ToMove].Left) {
			return s
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the server did not make its moves")
	return snapshot{}
}

// TestTakeBacksAndMovesAtOnceLeaveATableThatReplays: take-backs asked,
// answered and moves sent at once, from both seats, leave a table whose
// position is its record replayed and whose log is the log rebuilt from
// the record and its notes (run it with -race).
func TestTakeBacksAndMovesAtOnceLeaveATableThatReplays(t *testing.T) {
	ts := newTestServer(t, "")
	sd, moves, _ := quietGame(t)
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", ""}})
	playMoves(t, ts, c, moves)
	var wg sync.WaitGroup
	for p := range 2 {
		tok := c.Seats[p].Token
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 30 {
				s := ts.snap(t, c.ID, tok)
				if s.Over {
					return
				}
				switch {
				case s.LastMover == p && i%3 == 0:
					postAs(t, ts, "/api/tables/"+c.ID+"/takeback", tok, map[string]int{"at": s.Moves, "take_backs": s.TakeBacks})
				case s.TakeBack != nil:
					postAs(t, ts, "/api/tables/"+c.ID+"/takeback/answer", tok, map[string]bool{"agree": i%4 != 0})
				case len(s.Legal) > 0:
					ts.move(t, c.ID, tok, s.Legal[i%len(s.Legal)].Move, s.Moves)
				}
			}
		}()
	}
	wg.Wait()
	tb := ts.table(c.ID)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	pos, err := tb.game.Replay(tb.rec)
	if err != nil || pos.Hash() != tb.pos.Hash() {
		t.Fatalf("the table's position is not its record replayed: %v", err)
	}
	events, movers, err := buildLog(tb.game, tb.rec, tb.notes)
	if err != nil || len(movers) != len(tb.movers) || len(events) != len(tb.events) {
		t.Fatalf("the log rebuilt has %d events, the table %d (%v)", len(events), len(tb.events), err)
	}
	for i := range events {
		if string(events[i].data) != string(tb.events[i].data) {
			t.Fatalf("event %d: rebuilt %s, the table's %s", i, events[i].data, tb.events[i].data)
		}
	}
	t.Logf("%d moves, %d take-backs, %d notes", len(tb.rec.Moves), tb.gen, len(tb.notes))
}

// TestClockAndLeaveResumeFromTheDataDirectory: a table's clock and the
// seats that left are in its file: a server started on it runs the clock
// (the full time again for the seat to move) and plays the departed seat.
func TestClockAndLeaveResumeFromTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServerClock(t, dir, newFakeClock())
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(7), Bots: []string{"", ""}, Clock: 20})
	s := ts.snap(t, c.ID, "")
	gone := 1 - s.ToMove // leaves while the other seat decides
	if code, _, e := postAs(t, ts, "/api/tables/"+c.ID+"/leave", c.Seats[gone].Token, nil); code != http.StatusOK {
		t.Fatalf("leaving: %d %+v", code, e)
	}
	clk := newFakeClock()
	ts2 := newTestServerClock(t, dir, clk)
	s = ts2.snap(t, c.ID, "")
	if s.Clock != 20 || s.TimeLeftMS == nil || *s.TimeLeftMS != 20000 || !s.Seats[gone].Left {
		t.Fatalf("resumed: clock %d, time left %v, %s left %v", s.Clock, s.TimeLeftMS, core.Player(gone), s.Seats[gone].Left)
	}
	// The seat to move times out decision after decision; once the
	// departed seat is to move, the server makes its default move.
	tb := ts2.table(c.ID)
	for range 20 {
		clk.Advance(20 * time.Second)
		settled1(t, ts2, c.ID)
		tb.mu.Lock()
		done := slices.Contains(tb.movers, core.Player(gone))
		tb.mu.Unlock()
		if done {
			return
		}
	}
	t.Fatalf("%s, who left, never moved after the resume", core.Player(gone))
}

// TestTakeBackCountSurvivesARestart: the take-backs made are saved with
// the table, so a server restarted between a take-back and the next move
// still counts it, and a move the client sends with the count it read
// before the restart is accepted (a count of 0 after the restart would
// refuse it as chosen before a take-back).
func TestTakeBackCountSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir)
	sd, moves, maker := quietGame(t)
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", ""}})
	playMoves(t, ts, c, moves)
	path := "/api/tables/" + c.ID + "/takeback"
	if code, out, e := postAs(t, ts, path, c.Seats[maker].Token, map[string]int{"at": len(moves)}); code != http.StatusAccepted {
		t.Fatalf("asking: %d %s %+v", code, out, e)
	}
	if code, out, e := postAs(t, ts, path+"/answer", c.Seats[1-maker].Token, map[string]bool{"agree": true}); code != http.StatusOK {
		t.Fatalf("agreeing: %d %s %+v", code, out, e)
	}
	before := ts.snap(t, c.ID, "")
	ts2 := newTestServer(t, dir)
	after := ts2.snap(t, c.ID, "")
	if before.TakeBacks != 1 || after.TakeBacks != before.TakeBacks {
		t.Fatalf("take_backs %d before the restart, %d after: want 1 both", before.TakeBacks, after.TakeBacks)
	}
	tok := c.Seats[after.ToMove].Token
	mv := ts2.snap(t, c.ID, tok).Legal[0].Move
	var out json.RawMessage
	body := map[string]any{"move": mv, "at": after.Moves, "take_backs": before.TakeBacks}
	if code := ts2.do(t, "POST", "/api/tables/"+c.ID+"/moves", tok, body, &out); code != http.StatusOK {
		t.Fatalf("the move sent with the count read before the restart: %d %s", code, out)
	}
}

// TestSpectatorPromptIsWorded: a game's prompt speaks to the seat that
// decides ("Choose your Informant"); that seat reads it, while a spectator
// and the other seats read the decision's name, which the client shows
// after "P0 decides:", never a "your" meant for someone else.
func TestSpectatorPromptIsWorded(t *testing.T) {
	ts := newTestServer(t, "")
	for _, game := range sdk.Names() {
		g := sdk.MustLookup(game)
		first, err := g.New(nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		c := ts.create(t, createRequest{Game: game, Seed: seed(3), Bots: make([]string, first.NumPlayers())})
		for i := range 40 {
			s := ts.snap(t, c.ID, "")
			if s.Over {
				break
			}
			for v := -1; v < len(c.Seats); v++ {
				tok := ""
				if v >= 0 {
					tok = c.Seats[v].Token
				}
				got := ts.snap(t, c.ID, tok).Prompt
				if v == s.ToMove {
					if got == "" || got != ts.table(c.ID).pos.View(core.Player(v)).Prompt() {
						t.Fatalf("%s move %d: the seat to move reads %q, not the game's prompt", game, i, got)
					}
					continue
				}
				for w := range wordSet(strings.ToLower(got)) {
					if w == "you" || w == "your" || w == "yours" {
						t.Fatalf("%s move %d: viewer %d, not to move, reads %q", game, i, v, got)
					}
				}
				if got == "" {
					t.Fatalf("%s move %d: viewer %d reads no decision", game, i, v)
				}
			}
			tok := c.Seats[s.ToMove].Token
			legal := ts.snap(t, c.ID, tok).Legal
			if code, e := ts.move(t, c.ID, tok, legal[i%len(legal)].Move, s.Moves); code != http.StatusOK {
				t.Fatalf("%s move %d: %d %+v", game, i, code, e)
			}
		}
	}
}
