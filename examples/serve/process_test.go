package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// serveProcess is the server binary running as its own process.
type serveProcess struct {
	cmd *exec.Cmd
	ts  *testServer // a client for its address
}

// buildServe builds the server binary once per test.
func buildServe(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "serve")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startServe starts the binary on a free loopback port with -data dir and
// waits for it to print its address.
func startServe(t *testing.T, bin, dir string) *serveProcess {
	t.Helper()
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-data", dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "serving on "); ok {
				addr <- strings.TrimSuffix(a, "/")
			}
		}
	}()
	select {
	case a := <-addr:
		return &serveProcess{cmd: cmd, ts: &testServer{URL: a, client: &http.Client{Timeout: 10 * time.Second}}}
	case <-time.After(10 * time.Second):
		t.Fatal("the server printed no address within 10s")
	}
	return nil
}

// TestKillAndRestartResumesEveryTable runs the real binary with a data
// directory, plays a table of two people and lets a table of bots play,
// kills the process with SIGKILL mid-game, starts it again on the same
// directory and checks that each table is where its last acknowledged
// move left it, that the seats' links still work, and that the bots'
// table then plays on to its end.
func TestKillAndRestartResumesEveryTable(t *testing.T) {
	if testing.Short() {
		t.Skip("the process test runs without -short")
	}
	t.Parallel() // most of it waits on the other process
	bin := buildServe(t)
	dir := t.TempDir()
	p1 := startServe(t, bin, dir)
	people := p1.ts.create(t, createRequest{Game: "tonytino", Seed: seed(77), Bots: []string{"", ""}})
	const acked = 9
	for i := range acked {
		s := p1.ts.snap(t, people.ID, "")
		tok := people.Seats[s.ToMove].Token
		legal := p1.ts.snap(t, people.ID, tok).Legal
		if code, e := p1.ts.move(t, people.ID, tok, legal[len(legal)-1].Move, i); code != http.StatusOK {
			t.Fatalf("move %d: %d %+v", i, code, e)
		}
	}
	before := p1.ts.snap(t, people.ID, people.Seats[0].Token)
	bots := p1.ts.create(t, createRequest{Game: "nostracity", Config: json.RawMessage(`{"players":3}`), Seed: seed(5), Bots: []string{"mcts:30", "mcts:30", "mcts:30"}})
	// Let the bots make some moves, then kill the process mid-game.
	var mid snapshot
	for range 500 {
		mid = p1.ts.snap(t, bots.ID, "")
		if mid.Moves >= 5 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if mid.Over || mid.Moves < 5 {
		t.Fatalf("the bots' table is not mid-game: %d moves, over %v", mid.Moves, mid.Over)
	}
	if err := p1.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	p1.cmd.Wait()

	p2 := startServe(t, bin, dir)
	after := p2.ts.snap(t, people.ID, people.Seats[0].Token)
	if after.Moves != acked {
		t.Errorf("the people's table resumed at %d moves, its last acknowledged move was the %dth", after.Moves, acked)
	}
	if compact(t, after.View) != compact(t, before.View) || mustJSON(t, after.Events) != mustJSON(t, before.Events) {
		t.Error("the people's table resumed in another position")
	}
	s := p2.ts.snap(t, people.ID, "")
	tok := people.Seats[s.ToMove].Token
	legal := p2.ts.snap(t, people.ID, tok).Legal
	if code, e := p2.ts.move(t, people.ID, tok, legal[0].Move, acked); code != http.StatusOK {
		t.Errorf("a move after the restart: %d %+v", code, e)
	}
	resumed := p2.ts.snap(t, bots.ID, "")
	if resumed.Moves < mid.Moves {
		t.Errorf("the bots' table resumed at %d moves, %d had been acknowledged", resumed.Moves, mid.Moves)
	}
	for i, e := range mid.Events {
		if i >= len(resumed.Events) || compact(t, resumed.Events[i]) != compact(t, e) {
			t.Fatalf("the bots' table resumed with another history (event %d)", i)
		}
	}
	// The bots carry on after the restart.
	for range 1000 {
		if s := p2.ts.snap(t, bots.ID, ""); s.Moves > resumed.Moves || s.Over {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("the bots did not move after the restart")
}
