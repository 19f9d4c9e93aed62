package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// buildModule builds the rules as WebAssembly with the JavaScript module
// beside them, as js/build.sh does, into a temporary directory.
func buildModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "dist"), 0o755); err != nil {
		t.Fatal(err)
	}
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s", "-o", filepath.Join(dir, "dist", "mafiarules.wasm"), "../../wasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the WebAssembly: %v\n%s", err, out)
	}
	copyFile := func(from, to string) {
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyFile("../../js/mafiarules.mjs", "mafiarules.mjs")
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	goroot := strings.TrimSpace(string(root))
	execJS := filepath.Join(goroot, "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(execJS); err != nil {
		execJS = filepath.Join(goroot, "misc", "wasm", "wasm_exec.js")
	}
	copyFile(execJS, filepath.Join("dist", "wasm_exec.js"))
	return dir
}

// TestBrowserOfflineHotSeatPlaysWithNoServerMoves plays a whole game of
// Tony & Tino on /offline, the rules running in the page: the server makes
// no table and no move, each seat's turn begins behind a curtain that
// shows nothing of the table, and every game starts there.
func TestBrowserOfflineHotSeatPlaysWithNoServerMoves(t *testing.T) {
	t.Parallel()
	needChromium(t)
	module := buildModule(t) // before the tab, whose clock starts when it opens
	ctx, consoleErrors := tab(t)
	ts := newTestServer(t, "")
	ts.s.module = os.DirFS(module)
	// The status line is in the HTML: once it is shown the page's script
	// context is the one a poll finds (a poll straight after the navigation
	// once met the blank page's context gone).
	do(t, ctx, chromedp.Navigate(ts.URL+"/offline"), chromedp.WaitVisible(chromedp.CSS("#status")))
	if status := poll(t, ctx, `(() => { const s = document.querySelector('#status').textContent; return s.startsWith('Loading') ? '' : s; })()`, "the rules to load"); !strings.HasPrefix(status, "The rules are loaded") {
		t.Fatalf("the page says %q (console: %v)", status, consoleErrors())
	}
	for _, game := range []string{"mafia", "nostracity", "speakeasy", "tonytino"} {
		eval[chromedp.Void](t, ctx, `(() => { const g = document.querySelector('#game'); g.value = '`+game+`'; g.dispatchEvent(new Event('change')); })()`)
		do(t, ctx, chromedp.Click(chromedp.CSS("#new")), chromedp.WaitVisible(chromedp.CSS("#curtain")))
	}
	curtains := 0
	for i := 0; ; i++ {
		if i > 1000 {
			t.Fatal("the game did not end after 1000 rounds of clicks")
		}
		state := poll(t, ctx, `!document.querySelector('#result').hidden ? 'over' : !document.querySelector('#curtain').hidden ? 'curtain' : document.querySelector('#moves button.move') ? 'move' : ''`, "a move, the curtain or the result")
		switch state {
		case "over":
			result := eval[string](t, ctx, `document.querySelector('#result').textContent`)
			if !strings.HasPrefix(result, "Game over. Winners: P") {
				t.Fatalf("the result reads %q", result)
			}
			if curtains < 2 {
				t.Fatalf("%d curtains in a game of two seats", curtains)
			}
			ts.s.mu.Lock()
			tables := len(ts.s.tables)
			ts.s.mu.Unlock()
			if tables != 0 {
				t.Fatalf("the offline page made %d tables on the server", tables)
			}
			if errs := consoleErrors(); len(errs) > 0 {
				t.Fatalf("console errors: %v", errs)
			}
			return
		case "curtain":
			// Behind the curtain the table shows nothing: no view, no move.
			if shown := eval[string](t, ctx, `document.querySelector('#table').hidden ? document.querySelector('#view').textContent + document.querySelector('#moves').textContent : 'the table'`); shown != "" {
				t.Fatalf("the curtain leaves %q on the page", shown)
			}
			curtains++
			do(t, ctx, chromedp.Click(chromedp.CSS("#ready")))
		case "move":
			do(t, ctx, chromedp.Click(chromedp.CSS("#moves button.move")))
		}
	}
}
