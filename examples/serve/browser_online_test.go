package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// TestBrowserTakeBackSaysWhyNotAndAsksTheOtherSeat: in two seats' pages,
// a move the rule refuses to take back gets the game's reason under the
// button; a quiet move's take-back shows Agree and Refuse on the other
// seat's page, and once agreed both pages show the table without it, the
// log saying so.
func TestBrowserTakeBackSaysWhyNotAndAsksTheOtherSeat(t *testing.T) {
	t.Parallel()
	ctx, consoleErrors := tab(t)
	other, otherErrors := tab(t)
	clk := newFakeClock()
	ts := newTestServerClock(t, "", clk)
	sd, moves, maker := quietGame(t)
	n := len(moves)
	c := ts.create(t, createRequest{Game: "tonytino", Seed: seed(sd), Bots: []string{"", ""}, Clock: 60})
	playMoves(t, ts, c, moves[:n-1])
	// The last move so far is one the rule refuses to take back (quietGame
	// finds the first that it allows): its maker's page says why not.
	g := sdk.MustLookup("tonytino")
	before := core.Record{Game: "tonytino", Seed: sd, Moves: moves[:n-1]}
	prev := core.Player(moves[n-2][1] - '0')
	_, why := g.TakeBack(before, prev)
	if why == nil {
		t.Fatal("quietGame's moves before the quiet one hold one that may be taken back")
	}
	mctx, octx := ctx, other
	do(t, mctx, chromedp.Navigate(ts.URL+c.Seats[prev].Link), chromedp.WaitVisible(chromedp.CSS("#takeback")))
	do(t, mctx, chromedp.Click(chromedp.CSS("#takeback")))
	got := poll(t, mctx, `(document.querySelector('#whynot') || {}).textContent || ''`, "the reason the take-back is refused")
	if !strings.Contains(got, strings.TrimPrefix(why.Error(), core.ErrIllegalMove.Error()+": ")) {
		t.Errorf("the page says %q, want the game's reason %q", got, why)
	}
	if *update {
		png, err := chromedp.Run(mctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("screenshots", "takeback-refused.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The quiet move: its maker asks, the other seat agrees.
	playMoves2(t, ts, c, moves, n-1)
	do(t, mctx, chromedp.Navigate("about:blank"), chromedp.Navigate(ts.URL+c.Seats[maker].Link), chromedp.WaitVisible(chromedp.CSS("#takeback")))
	do(t, octx, chromedp.Navigate(ts.URL+c.Seats[1-maker].Link), chromedp.WaitVisible(chromedp.CSS("#ttgrid")))
	if eval[int](t, octx, `document.querySelectorAll('#takeback').length`) != 0 {
		t.Error("the seat that did not make the last move is offered its take-back")
	}
	left := poll(t, octx, `(document.querySelector('#timeleft') || {}).textContent || ''`, "the time left")
	if !strings.Contains(left, "1:00 to move") && !strings.Contains(left, "0:59 to move") {
		t.Errorf("the clock reads %q, want a minute", left)
	}
	do(t, mctx, chromedp.Click(chromedp.CSS("#takeback")))
	do(t, octx, chromedp.WaitVisible(chromedp.CSS("#tbagree")))
	if asked := eval[string](t, octx, `document.querySelector('#takebackasked').textContent`); !strings.Contains(asked, "asks to take back their last move") {
		t.Errorf("the other seat reads %q", asked)
	}
	if *update {
		do(t, octx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
		png, err := chromedp.Run(octx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("screenshots", "takeback.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	do(t, octx, chromedp.Click(chromedp.CSS("#tbagree")))
	want := itoa(n - 1)
	for _, who := range []string{"the asker's", "the other seat's"} {
		cx := mctx
		if who != "the asker's" {
			cx = octx
		}
		poll(t, cx, `document.body.dataset.moves === '`+want+`' ? 'yes' : ''`, who+" page to show the table taken back")
		poll(t, cx, `[...document.querySelectorAll('#loglist li.note')].some(li => li.textContent.includes('took back their last move')) ? 'yes' : ''`, who+" log to say so")
		// The log was sent again from its start: each event once, the
		// move taken back's gone.
		p := maker
		if cx == octx {
			p = 1 - maker
		}
		want := ts.snap(t, c.ID, c.Seats[p].Token).Events
		var texts []string
		for _, raw := range want {
			var e wireEvent
			json.Unmarshal(raw, &e)
			texts = append(texts, e.Text)
		}
		if got := eval[[]string](t, cx, `[...document.querySelectorAll('#loglist li')].map(li => li.textContent)`); !slices.Equal(got, texts) {
			t.Errorf("%s log holds %d lines, the seat's events are %d: the log after a take-back is not the table's", who, len(got), len(texts))
		}
	}
	var errs []string
	for _, e := range append(consoleErrors(), otherErrors()...) {
		// The refused take-back's 409, which Chromium logs as a failed load.
		if !strings.Contains(e, "/takeback:") || !strings.Contains(e, "409") {
			errs = append(errs, e)
		}
	}
	if len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// playMoves2 makes moves[from:] on a table of people, each by its seat.
func playMoves2(t *testing.T, ts *testServer, c createReply, moves []string, from int) {
	t.Helper()
	for i := from; i < len(moves); i++ {
		p := int(moves[i][1] - '0')
		if code, e := ts.move(t, c.ID, c.Seats[p].Token, moves[i], i); code != 200 {
			t.Fatalf("move %d: %d %+v", i, code, e)
		}
	}
}

// TestBrowserClockShowsTimeLeftAndMakesTheDefaultMove: a table created
// with the form's clock of 30 s shows the person the time left; when the
// (test's) clock passes 30 s, the server makes the default move and the
// page's log says the time ran out. Then the person leaves: the chip says
// so and the server plays the seat to the end.
func TestBrowserClockShowsTimeLeftAndMakesTheDefaultMove(t *testing.T) {
	t.Parallel()
	ctx, consoleErrors := tab(t)
	clk := newFakeClock()
	ts := newTestServerClock(t, "", clk)
	do(t, ctx, chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#clock")))
	eval[chromedp.Void](t, ctx, `(() => { const g = document.querySelector('#game'); g.value = 'tonytino'; g.dispatchEvent(new Event('change')); })()`)
	do(t, ctx,
		chromedp.SendKeys(chromedp.CSS("#seed"), "7"),
		chromedp.SendKeys(chromedp.CSS("#clock"), "30"),
		chromedp.Click(chromedp.CSS("#createbtn")),
		chromedp.WaitVisible(chromedp.CSS("a.seatlink")),
		chromedp.Click(chromedp.CSS("a.seatlink")),
		chromedp.WaitVisible(chromedp.CSS("#ttgrid")))
	var id string
	ts.s.mu.Lock()
	for k := range ts.s.tables {
		id = k
	}
	ts.s.mu.Unlock()
	tb := ts.table(id)
	if tb.perMove != 30*time.Second {
		t.Fatalf("the form made a clock of %s, not 30 s", tb.perMove)
	}
	// Wait for P0 to decide (the bot may start), then for the page to say so.
	s := settled(t, ts, id)
	poll(t, ctx, `document.body.dataset.moves === '`+itoa(s.Moves)+`' && document.querySelector('#timeleft') ? 'yes' : ''`, "the time left")
	if got := eval[string](t, ctx, `document.querySelector('#timeleft').textContent`); !strings.HasPrefix(got, "You have 0:30 to move") && !strings.HasPrefix(got, "You have 0:29 to move") {
		t.Errorf("the clock reads %q", got)
	}
	tb.mu.Lock()
	want := tb.pos.DefaultMove()
	tb.mu.Unlock()
	clk.Advance(30 * time.Second)
	poll(t, ctx, `[...document.querySelectorAll('#loglist li.note')].some(li => li.textContent.includes("P0's time ran out")) ? 'yes' : ''`, "the log to say the time ran out")
	tb.mu.Lock()
	made := tb.rec.Moves[s.Moves]
	tb.mu.Unlock()
	if made != want {
		t.Errorf("the server made %q for P0, not its default move %q", made, want)
	}
	// Leaving: the seat is marked left, and the server plays it (against
	// the bot) to the end of the game.
	do(t, ctx, chromedp.WaitVisible(chromedp.CSS("#leave")), chromedp.Click(chromedp.CSS("#leave")),
		chromedp.WaitVisible(chromedp.CSS("#leaveyes")), chromedp.Click(chromedp.CSS("#leaveyes")))
	poll(t, ctx, `document.querySelector('.seatchip.left[data-seat="P0"]') ? 'yes' : ''`, "P0's chip to show it left")
	poll(t, ctx, `document.body.dataset.over === 'true' && document.querySelector('#result') ? 'yes' : ''`, "the game played to its end")
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}
