package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

var update = flag.Bool("update", false, "write the screenshots of examples/serve/README.md")

var browser struct {
	once   sync.Once
	ctx    context.Context
	cancel context.CancelFunc
	err    error
}

// TestMain starts the shared browser while the tests before the first
// browser test run, and stops it at the end.
func TestMain(m *testing.M) {
	flag.Parse()
	if path := chromium(); path != "" && !testing.Short() {
		go startBrowser(path)
	}
	code := m.Run()
	browser.once.Do(func() {}) // a start under way ends first
	if browser.cancel != nil {
		browser.cancel()
	}
	os.Exit(code)
}

// chromium finds a Chromium or Chrome to drive.
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// needChromium is the path of Chromium, or skips the test: under -short,
// or where none is installed (a failure under CI=true, where .ci/run
// installs it). A test calls it before any work that only a browser needs
// (building the WebAssembly module), so a machine without one skips at
// once.
func needChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests run without -short")
	}
	path := chromium()
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true and no Chromium on the PATH (.ci/run installs Debian's chromium)")
		}
		t.Skip("no Chromium on the PATH")
	}
	return path
}

// tab opens a new tab of the shared headless browser. Browser tests skip
// under -short, and skip without a browser unless CI=true, where a missing
// browser is a failure. They run in parallel: most of their time is spent
// waiting on Chromium's own processes, and go test's -parallel (the number
// of CPUs by default) bounds how many run at once.
func tab(t *testing.T) (context.Context, func() []string) {
	t.Helper()
	path := needChromium(t)
	startBrowser(path)
	if browser.err != nil {
		t.Fatalf("starting %s: %v", path, browser.err)
	}
	ctx, cancel := chromedp.NewContext(browser.ctx)
	ctx, cancelT := context.WithTimeout(ctx, 30*time.Second)
	t.Cleanup(func() { cancelT(); cancel() })
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var errs []string
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == "error" || m.Type == "assert" {
				mu.Lock()
				errs = append(errs, fmt.Sprintf("%s:%d %s", m.URL, m.Line+1, m))
				mu.Unlock()
			}
		}
	}()
	return ctx, func() []string {
		time.Sleep(50 * time.Millisecond) // let the last messages arrive
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), errs...)
	}
}

// startBrowser starts the shared headless browser, once.
func startBrowser(path string) {
	browser.once.Do(func() {
		// Chromium makes two omnibox popups, WebUI pages, for each tab's
		// window, which headless never shows: without them the browser
		// tests cost Chromium about a third less CPU (chromedp's defaults
		// disable the first two features).
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.Headless,
			chromedp.Flag("disable-gpu", true), chromedp.WindowSize(1400, 1000),
			chromedp.Flag("disable-features", "Translate,BlinkGenPropertyTrees,WebUIOmniboxPopup,WebUIOmniboxAimPopup"))
		actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, bcancel := chromedp.NewContext(actx)
		browser.err = chromedp.Do(bctx, chromedp.Navigate("about:blank"))
		browser.ctx = bctx
		browser.cancel = func() { bcancel(); acancel() }
	})
}

func do(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func poll(t *testing.T, ctx context.Context, js string, what string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Poll[string](js, chromedp.WithPollingTimeout(8*time.Second), chromedp.WithPollingInterval(10*time.Millisecond)))
	if err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
	return v
}

// TestBrowserPersonPlaysTonyTinoAgainstABot creates a table with the form
// and plays a whole game of Tony & Tino for P0 by clicking the move
// buttons, against a random bot, to the result.
func TestBrowserPersonPlaysTonyTinoAgainstABot(t *testing.T) {
	t.Parallel()
	ctx, consoleErrors := tab(t)
	ts := newTestServer(t, "")
	do(t, ctx, chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#game")))
	eval[chromedp.Void](t, ctx, `(() => { const g = document.querySelector('#game'); g.value = 'tonytino'; g.dispatchEvent(new Event('change')); })()`)
	do(t, ctx,
		chromedp.SendKeys(chromedp.CSS("#seed"), "18446744073709551557"), // above 2^53: sent exactly
		chromedp.Click(chromedp.CSS("#createbtn")),
		chromedp.WaitVisible(chromedp.CSS("a.seatlink")),
		chromedp.Click(chromedp.CSS("a.seatlink")),
		chromedp.WaitVisible(chromedp.CSS("#ttgrid")))
	clicks, narrowed := 0, false
	for i := 0; ; i++ {
		if i > 400 {
			t.Fatal("the game did not end after 400 rounds of clicks")
		}
		state := poll(t, ctx, `document.body.dataset.over === 'true' ? 'over' : (document.querySelector('#moves button.move:not([disabled])') ? 'move' : '')`, "a move button or the result")
		if state == "over" {
			break
		}
		if !narrowed {
			// A click on a corner narrows the buttons to the moves naming it.
			corner := eval[string](t, ctx, `(() => { const b = [...document.querySelectorAll('#moves button.move')].map(b => b.dataset.move.split(' ')).flat().find(w => /^[A-F][1-6]$/.test(w)); return b || ''; })()`)
			if corner != "" {
				do(t, ctx, chromedp.Click(chromedp.CSS(`#ttgrid [data-corner="`+corner+`"]`)))
				if bad := eval[int](t, ctx, `[...document.querySelectorAll('#moves button.move')].filter(b => b.classList.contains('dim') === b.dataset.move.split(' ').includes('`+corner+`')).length`); bad != 0 {
					t.Errorf("after a click on %s, %d buttons are dimmed wrongly", corner, bad)
				}
				do(t, ctx, chromedp.Click(chromedp.CSS(`#ttgrid [data-corner="`+corner+`"]`)))
				narrowed = true
			}
		}
		before := eval[string](t, ctx, `document.body.dataset.moves`)
		n := eval[int](t, ctx, `document.querySelectorAll('#moves button.move').length`)
		sel := fmt.Sprintf("#moves button.move:nth-child(%d)", 1+i%n)
		do(t, ctx, chromedp.Click(chromedp.CSS(sel)))
		clicks++
		// A click that lands while the buttons are redrawn is lost; the next
		// round clicks again (the rounds are bounded above).
		chromedp.Run(ctx, chromedp.Poll[string](`(document.body.dataset.moves !== '`+before+`' || document.querySelector('#err .error')) ? 'moved' : ''`,
			chromedp.WithPollingTimeout(3*time.Second), chromedp.WithPollingInterval(10*time.Millisecond)))
	}
	do(t, ctx, chromedp.WaitVisible(chromedp.CSS("#result")), chromedp.WaitVisible(chromedp.CSS("#download")))
	var tb *table
	ts.s.mu.Lock()
	for _, x := range ts.s.tables {
		tb = x
	}
	ts.s.mu.Unlock()
	tb.mu.Lock()
	over, moves := tb.pos.Over(), len(tb.rec.Moves)
	tb.mu.Unlock()
	if !over {
		t.Fatal("the page shows a result but the table is not over")
	}
	if tb.rec.Seed != 18446744073709551557 {
		t.Errorf("the table's seed is %d, not the one typed", tb.rec.Seed)
	}
	if !narrowed {
		t.Error("no move named a corner: the board click was never tried")
	}
	if clicks < 10 || moves < 2*clicks-10 {
		t.Errorf("%d clicks for a game of %d moves", clicks, moves)
	}
	if text := eval[string](t, ctx, `document.querySelector('#status').innerText`); !strings.Contains(text, "Game over") {
		t.Errorf("the status at the end reads %q", text)
	}
	// The result names every column and writes scores in dollars.
	if heads := eval[[]string](t, ctx, `[...document.querySelectorAll('#result th')].map(th => th.textContent)`); len(heads) != 4 || slices.Contains(heads, "") {
		t.Errorf("the result's header is %q", heads)
	}
	scores := eval[[]string](t, ctx, `[...document.querySelectorAll('#result tr')].slice(1).map(tr => tr.children[1].textContent)`)
	if len(scores) != 2 {
		t.Errorf("the result has %d rows of scores", len(scores))
	}
	for _, sc := range scores {
		if !strings.HasPrefix(sc, "$") {
			t.Errorf("a Tony & Tino score reads %q, not in dollars", sc)
		}
	}
	// The finished table's record steps through on the replay page.
	tb.mu.Lock()
	rec, _ := json.Marshal(tb.rec)
	tb.mu.Unlock()
	do(t, ctx, chromedp.Navigate(ts.URL+"/replay"), chromedp.WaitVisible(chromedp.CSS("#recordtext")))
	eval[chromedp.Void](t, ctx, `document.querySelector('#recordtext').value = `+string(mustJSONBytes(t, string(rec))))
	do(t, ctx, chromedp.Click(chromedp.CSS("#loadrecord")), chromedp.WaitVisible(chromedp.CSS("#ttgrid")))
	for range 3 {
		do(t, ctx, chromedp.Click(chromedp.CSS("#next")))
	}
	poll(t, ctx, `document.querySelector('#steplabel').textContent.startsWith('after move 3 of') ? 'yes' : ''`, "the third step")
	do(t, ctx, chromedp.Click(chromedp.CSS("#last")))
	poll(t, ctx, `document.querySelector('#stepinfo #result') ? 'yes' : ''`, "the result at the last step")
	if errs := consoleErrors(); len(errs) > 0 {
		t.Errorf("console errors: %v", errs)
	}
}

// boardID is the SVG each game's page draws its board in.
var boardID = map[string]string{"tonytino": "#ttgrid", "nostracity": "#ncboard", "mafia": "#sicily", "speakeasy": "#manhattan"}

// gameTable creates a table of the game with people in the first
// `people` seats and random bots in the rest.
func gameTable(t *testing.T, ts *testServer, name string, people int) createReply {
	t.Helper()
	g := sdk.MustLookup(name)
	lo, hi := g.PlayerRange()
	n := min(max(lo, 3), hi)
	bots := make([]string, n)
	for i := people; i < n; i++ {
		bots[i] = "random"
	}
	return ts.create(t, createRequest{Game: name, Config: []byte(`{"players":` + itoa(n) + `}`), Seed: seed(9), Bots: bots})
}

// TestBrowserEachGamesPageShowsItsBoard opens a seat's and a spectator's
// page of each game some way into it, in a 1400×1000 window, and checks
// that the board is drawn, that it names what it shows with the game's
// glossary (a printed name on the board, its rules text on hover and on a
// tap), and that no text on the board, the status, the moves or the log
// is drawn smaller than 12 pixels.
func TestBrowserEachGamesPageShowsItsBoard(t *testing.T) {
	t.Parallel()
	for _, name := range sdk.Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx, consoleErrors := tab(t)
			ts := newTestServer(t, "")
			c := gameTable(t, ts, name, 1)
			playAs(t, ts, c, 0, 14) // a table some way into its game
			var glossNames []string
			for _, e := range sdk.Glossary(name) {
				glossNames = append(glossNames, e.Name)
			}
			for _, link := range []string{c.Seats[0].Link, c.Spectator} {
				do(t, ctx, chromedp.Navigate(ts.URL+link),
					chromedp.WaitVisible(chromedp.CSS(boardID[name])),
					chromedp.WaitVisible(chromedp.CSS("#facts dl.facts")),
					chromedp.WaitVisible(chromedp.CSS("#prompt")))
				shapes := eval[int](t, ctx, `document.querySelectorAll('`+boardID[name]+` *').length`)
				if shapes < 30 {
					t.Errorf("%s: the board has %d shapes", link, shapes)
				}
				if link == c.Seats[0].Link {
					poll(t, ctx, `document.querySelector('#moves button.move') || document.querySelector('#result') ? 'yes' : ''`, "P0's move buttons or the result")
				}
				if link == c.Seats[0].Link && *update { // before a tap narrows the moves
					do(t, ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
					png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join("screenshots", name+".png"), png, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				// A printed name from the glossary is on the board, as drawn
				// text (not only in a hover title).
				shown := eval[[]string](t, ctx, `(() => { const names = `+string(mustJSONBytes(t, glossNames))+`; const text = `+drawnText+`('#board'); return names.filter(n => text.includes(n)); })()`)
				if len(shown) == 0 {
					t.Errorf("%s: no name of the glossary is written on the board", link)
				}
				// Its rules text shows on hover (a title) and on a tap.
				tipped := eval[string](t, ctx, `(() => { const el = document.querySelector('#board [data-gloss]'); if (!el) return ''; const t = el.getAttribute('title') || (el.querySelector('title') || el.closest('g,span').querySelector('title') || {}).textContent || ''; el.dispatchEvent(new MouseEvent('click', { bubbles: true })); return el.dataset.gloss + '\n' + t; })()`)
				code, title, _ := strings.Cut(tipped, "\n")
				entry, ok := glossEntry(name, code)
				if !ok {
					t.Errorf("%s: no element of the board names a glossary entry (data-gloss %q)", link, code)
				} else {
					if !strings.Contains(title, entry.Text) {
						t.Errorf("%s: %s's hover text %q lacks its rules text %q", link, code, title, entry.Text)
					}
					if got := poll(t, ctx, `(document.querySelector('#glosstext') || {}).textContent || ''`, "the tapped entry's text"); got != entry.Text {
						t.Errorf("%s: a tap on %s shows %q, want %q", link, code, got, entry.Text)
					}
				}
				// A name the published game does not print (Printed false)
				// is marked as the SDK's placeholder where it is written,
				// and its hover text says so; a printed one is not marked.
				marks := eval[[][]string](t, ctx, `[...document.querySelectorAll('.card[data-gloss]')].map(el => [el.dataset.gloss, el.classList.contains('placeholder') ? 'marked' : '', el.getAttribute('title') || ''])`)
				for _, m := range marks {
					if e, ok := glossEntry(name, m[0]); ok && (m[1] == "marked") == e.Printed {
						t.Errorf("%s: %s (printed %v) is marked %q as a placeholder", link, m[0], e.Printed, m[1])
					} else if ok && !e.Printed && !strings.Contains(m[2], "placeholder name") {
						t.Errorf("%s: %s's hover text %q does not say its name is a placeholder", link, m[0], m[2])
					}
				}
				min, where := smallestText(t, ctx)
				if min < 12 {
					t.Errorf("%s: text drawn at %.1f px (%s): at least 12 px at 1400×1000", link, min, where)
				}
				t.Logf("%s: the smallest text is %.1f px (%s); names on the board: %d of the glossary's", link, min, where, len(shown))
			}
			if errs := consoleErrors(); len(errs) > 0 {
				t.Errorf("console errors: %v", errs)
			}
		})
	}
}

// drawnText is a JavaScript function returning the text drawn inside the
// elements a selector finds: SVG <title>s (hover texts) left out.
const drawnText = `(sel => [...document.querySelectorAll(sel)].map(root => { const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT); let out = ''; for (let n = w.nextNode(); n; n = w.nextNode()) { if (!n.parentElement.closest('title')) out += n.textContent + ' '; } return out; }).join(' '))`

// smallestText is the smallest size, in screen pixels, of any text drawn
// on the board, the status, the moves and the log, and where it is. An
// SVG text's size is its font size scaled as the picture is on screen.
func smallestText(t *testing.T, ctx context.Context) (float64, string) {
	t.Helper()
	js := `(() => {
		let min = 1e9, where = '';
		for (const sel of ['#board', '#status', '#moves', '#loglist', '#gloss']) {
			const root = document.querySelector(sel);
			if (!root) continue;
			const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
			for (let n = w.nextNode(); n; n = w.nextNode()) {
				const el = n.parentElement;
				if (!n.textContent.trim() || el.closest('title')) continue;
				const cs = getComputedStyle(el);
				if (cs.display === 'none' || cs.visibility === 'hidden') continue;
				let size = parseFloat(cs.fontSize);
				if (el instanceof SVGElement) { const m = el.getScreenCTM(); size *= Math.hypot(m.a, m.b); }
				if (size < min) { min = size; where = sel + ': ' + n.textContent.trim().slice(0, 40); }
			}
		}
		return JSON.stringify({ min, where });
	})()`
	var out struct {
		Min   float64
		Where string
	}
	if err := json.Unmarshal([]byte(eval[string](t, ctx, js)), &out); err != nil {
		t.Fatal(err)
	}
	return out.Min, out.Where
}

// glossEntry finds a code's glossary entry as the page does: the code, or
// the code without its copy number ("fleet0" is a "fleet" card).
func glossEntry(game, code string) (sdk.Entry, bool) {
	for _, c := range []string{code, strings.TrimRight(code, "0123456789")} {
		for _, e := range sdk.Glossary(game) {
			if strings.EqualFold(e.Code, c) {
				return e, true
			}
		}
	}
	return sdk.Entry{}, false
}

// TestBrowserThirtyMovesAreSeenWithoutScrolling finds, in each game, a
// decision with 30 moves or more for a person, opens that seat's page in
// a 1400×1000 window and checks that the first 30 move buttons are all
// inside the window, at the top of the page, with no box to scroll.
func TestBrowserThirtyMovesAreSeenWithoutScrolling(t *testing.T) {
	t.Parallel()
	for _, name := range sdk.Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ts := newTestServer(t, "")
			g := sdk.MustLookup(name)
			lo, hi := g.PlayerRange()
			n := min(max(lo, 3), hi)
			var c createReply
			var s snapshot
			found := false
			// Every seat a person's, moved by a random bot of the same seed
			// (seed 5 brings Mafia to 34 moves for the State).
			for _, sd := range []uint64{5, 1, 2} {
				c = ts.create(t, createRequest{Game: name, Config: []byte(`{"players":` + itoa(n) + `}`), Seed: seed(sd), Bots: make([]string, n)})
				tb := ts.table(c.ID)
				b, err := g.Bot("random", sd)
				if err != nil {
					t.Fatal(err)
				}
				for range 400 {
					tb.mu.Lock()
					over, p, moves := tb.pos.Over(), tb.pos.ToMove(), len(tb.rec.Moves)
					view := tb.pos.View(p)
					tb.mu.Unlock()
					if over {
						break
					}
					if len(view.Legal()) >= 30 {
						s, found = ts.snap(t, c.ID, ""), true
						break
					}
					mv, err := b.Choose(view)
					if err != nil {
						t.Fatal(err)
					}
					if code, e := ts.move(t, c.ID, c.Seats[p].Token, mv, moves); code != http.StatusOK {
						t.Fatalf("move: %d %+v", code, e)
					}
				}
				if found {
					break
				}
			}
			if !found {
				t.Skipf("no decision of 30 moves came up in %s (Tony & Tino has at most about 25)", name)
			}
			ctx, consoleErrors := tab(t)
			do(t, ctx, chromedp.Navigate(ts.URL+c.Seats[s.ToMove].Link), chromedp.WaitVisible(chromedp.CSS("#moves button.move")))
			out := eval[string](t, ctx, `(() => {
				window.scrollTo(0, 0);
				const bs = [...document.querySelectorAll('#moves button.move')].slice(0, 30);
				const out = [];
				bs.forEach((b, i) => { const r = b.getBoundingClientRect(); if (r.top < 0 || r.bottom > window.innerHeight) out.push('move ' + (i + 1) + ' at ' + Math.round(r.top) + '-' + Math.round(r.bottom)); });
				for (let el = document.querySelector('#moves'); el; el = el.parentElement) { if (el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY) && el !== document.documentElement && el !== document.body) out.push('a scrolling box: ' + el.id); }
				return bs.length + ' buttons, window ' + window.innerWidth + '×' + window.innerHeight + (out.length ? ': ' + out.join('; ') : '');
			})()`)
			if strings.Contains(out, ":") || !strings.HasPrefix(out, "30 buttons, window 1400×") {
				t.Errorf("%s", out)
			}
			if *update && name == "mafia" {
				png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
				if err == nil {
					os.WriteFile(filepath.Join("screenshots", "mafia-moves.png"), png, 0o644)
				}
			}
			if errs := consoleErrors(); len(errs) > 0 {
				t.Errorf("console errors: %v", errs)
			}
		})
	}
}

// TestBrowserSeatPageHoldsNoOtherSeatsHiddenCards opens P0's page and, move
// after move, checks that no word of P1's view that P0's view lacks (P1's
// hidden cards) is anywhere in the page's DOM. Words the page shows to
// everyone (its labels: "S4" names a Street space as well as a secret bid's
// space) are read off a spectator's page of the same table, whose stream
// TestSpectatorStreamNamesNoHiddenCard checks exactly.
func TestBrowserSeatPageHoldsNoOtherSeatsHiddenCards(t *testing.T) {
	t.Parallel()
	for _, name := range sdk.Names() {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ctx, consoleErrors := tab(t)
			ts := newTestServer(t, "")
			c := gameTable(t, ts, name, 2)
			tb := ts.table(c.ID)
			do(t, ctx, chromedp.Navigate(ts.URL+c.Seats[0].Link), chromedp.WaitVisible(chromedp.CSS(boardID[name])))
			spec, _ := tab(t)
			do(t, spec, chromedp.Navigate(ts.URL+c.Spectator), chromedp.WaitVisible(chromedp.CSS(boardID[name])))
			seen := 0
			for i := 0; i < 10; i++ {
				s := settled(t, ts, c.ID)
				tb.mu.Lock()
				secret := map[string]bool{}
				mine := lowerWords(viewJSON(t, tb.pos, 0))
				for w := range lowerWords(viewJSON(t, tb.pos, 1)) {
					if !mine[w] {
						secret[w] = true
					}
				}
				tb.mu.Unlock()
				shown := `document.body.dataset.moves === '` + itoa(s.Moves) + `' ? 'yes' : ''`
				poll(t, spec, shown, "the spectator's page to show the table")
				for w := range lowerWords(eval[string](t, spec, `document.documentElement.outerHTML`)) {
					delete(secret, w)
				}
				poll(t, ctx, shown, "the page to show the table")
				html := eval[string](t, ctx, `document.documentElement.outerHTML`)
				for w := range lowerWords(html) {
					if secret[w] {
						t.Fatalf("after %d moves P0's page holds %q, which only P1's view holds", s.Moves, w)
					}
				}
				seen = max(seen, len(secret))
				if s.Over || s.ToMove > 1 {
					break
				}
				tok := c.Seats[s.ToMove].Token
				legal := ts.snap(t, c.ID, tok).Legal
				if code, e := ts.move(t, c.ID, tok, legal[i%len(legal)].Move, s.Moves); code != http.StatusOK {
					t.Fatalf("move: %d %+v", code, e)
				}
			}
			if seen == 0 && name != "mafia" { // Mafia's hands are still empty this early
				t.Error("P1 never held anything P0 may not see: the check checked nothing")
			}
			t.Logf("up to %d words only P1 may see, none of them in P0's page", seen)
			if errs := consoleErrors(); len(errs) > 0 {
				t.Errorf("console errors: %v", errs)
			}
		})
	}
}

// playAs makes up to n moves for seat p (its first legal move each time),
// waiting for the bots between them.
func playAs(t *testing.T, ts *testServer, c createReply, p, n int) {
	t.Helper()
	for range n {
		s := settled(t, ts, c.ID)
		if s.Over || s.ToMove != p {
			return
		}
		legal := ts.snap(t, c.ID, c.Seats[p].Token).Legal
		if code, e := ts.move(t, c.ID, c.Seats[p].Token, legal[len(legal)/2].Move, s.Moves); code != http.StatusOK {
			t.Fatalf("move: %d %+v", code, e)
		}
	}
	settled(t, ts, c.ID)
}

// settled waits until a person decides (the bots have moved) or the game
// is over, and returns the spectators' snapshot then.
func settled(t *testing.T, ts *testServer, id string) snapshot {
	t.Helper()
	for range 1000 {
		s := ts.snap(t, id, "")
		if s.Over || s.Seats[s.ToMove].Bot == "" {
			return s
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("the bots did not finish their moves")
	return snapshot{}
}

func mustJSONBytes(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func lowerWords(s string) map[string]bool {
	out := map[string]bool{}
	for w := range wordSet(s) {
		out[strings.ToLower(w)] = true
	}
	return out
}

var _ = core.NoPlayer
