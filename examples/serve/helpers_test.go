package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// testServer is a client of a server on loopback: an httptest server in
// this process (s is then the server, for tests that look inside) or the
// binary in another one (s is nil).
type testServer struct {
	URL    string
	client *http.Client
	s      *server
}

// Client is the HTTP client to reach the server with.
func (ts *testServer) Client() *http.Client { return ts.client }

func newTestServer(t testing.TB, dir string) *testServer {
	t.Helper()
	return newTestServerClock(t, dir, nil)
}

// newTestServerClock is newTestServer with the tables' clock clk (nil:
// the system's).
func newTestServerClock(t testing.TB, dir string, clk clock) *testServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var st *store
	if dir != "" {
		st = &store{dir: dir}
	}
	static, err := fs.Sub(webFS, "web")
	if err != nil {
		t.Fatal(err)
	}
	s, err := newServer(ctx, st, static)
	if err != nil {
		t.Fatal(err)
	}
	if clk != nil {
		s.clk = clk
	}
	s.resume()
	hs := httptest.NewServer(s.handler())
	t.Cleanup(func() {
		cancel()
		hs.Close()
	})
	return &testServer{URL: hs.URL, client: hs.Client(), s: s}
}

// do sends a request with an optional bearer token and JSON body and
// decodes the JSON reply into out (when not nil); it returns the status.
func (ts *testServer) do(t testing.TB, method, path, token string, body any, out any) int {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: %d %q: %v", method, path, resp.StatusCode, b, err)
		}
	}
	return resp.StatusCode
}

func (ts *testServer) create(t testing.TB, req createRequest) createReply {
	t.Helper()
	var out createReply
	if code := ts.do(t, "POST", "/api/tables", "", req, &out); code != http.StatusCreated {
		t.Fatalf("create %+v: status %d", req, code)
	}
	return out
}

func (ts *testServer) snap(t testing.TB, id, token string) snapshot {
	t.Helper()
	var out snapshot
	if code := ts.do(t, "GET", "/api/tables/"+id, token, nil, &out); code != http.StatusOK {
		t.Fatalf("get %s: status %d", id, code)
	}
	return out
}

func (ts *testServer) move(t testing.TB, id, token, mv string, at int) (int, apiError) {
	t.Helper()
	var out json.RawMessage
	code := ts.do(t, "POST", "/api/tables/"+id+"/moves", token, map[string]any{"move": mv, "at": at}, &out)
	var e apiError
	if code != http.StatusOK {
		if err := json.Unmarshal(out, &e); err != nil || e.Error == "" || e.Reason == "" {
			t.Fatalf("move %q: status %d without an error and a reason: %s", mv, code, out)
		}
	}
	return code, e
}

// table returns the server's table (tests only: it holds the full state).
func (ts *testServer) table(id string) *table {
	ts.s.mu.Lock()
	defer ts.s.mu.Unlock()
	return ts.s.tables[id]
}

// sseMsg is one Server-Sent Event.
type sseMsg struct {
	event, id, data string
}

// stream follows a table's stream and delivers its messages on a channel
// that closes when the stream ends.
func (ts *testServer) stream(t testing.TB, ctx context.Context, id, token string, from int) <-chan sseMsg {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", ts.URL+"/api/tables/"+id+"/stream?from="+itoa(from), nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("stream: status %d", resp.StatusCode)
	}
	out := make(chan sseMsg, 64)
	go func() {
		defer close(out)
		defer resp.Body.Close()
		readSSE(resp.Body, func(m sseMsg) bool {
			select {
			case out <- m:
				return true
			case <-ctx.Done():
				return false
			}
		})
	}()
	return out
}

// readSSE parses a text/event-stream, calling f per message until f
// returns false or the stream ends.
func readSSE(r io.Reader, f func(sseMsg) bool) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 4<<20)
	var m sseMsg
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if m.event != "" || m.data != "" {
				if !f(m) {
					return
				}
			}
			m = sseMsg{}
		case strings.HasPrefix(line, "event: "):
			m.event = line[len("event: "):]
		case strings.HasPrefix(line, "id: "):
			m.id = line[len("id: "):]
		case strings.HasPrefix(line, "data: "):
			m.data += line[len("data: "):]
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// nextState reads stream messages up to the next "state", returning the
// events before it and the state; it fails the test after a few seconds.
func nextState(t testing.TB, ch <-chan sseMsg) ([]wireEvent, snapshot) {
	t.Helper()
	var evs []wireEvent
	timeout := time.After(5 * time.Second)
	for {
		select {
		case m, ok := <-ch:
			if !ok {
				t.Fatal("the stream ended before a state")
			}
			switch m.event {
			case "ev":
				var e wireEvent
				if err := json.Unmarshal([]byte(m.data), &e); err != nil {
					t.Fatal(err)
				}
				evs = append(evs, e)
			case "state":
				var s snapshot
				if err := json.Unmarshal([]byte(m.data), &s); err != nil {
					t.Fatal(err)
				}
				return evs, s
			}
		case <-timeout:
			t.Fatal("no state on the stream within 5s")
		}
	}
}

// wire is what the server sends for one event.
func wire(t testing.TB, i, move int, e core.Event) wireEvent {
	t.Helper()
	en, err := newEventEntry(i, move, e)
	if err != nil {
		t.Fatal(err)
	}
	var w wireEvent
	if err := json.Unmarshal(en.data, &w); err != nil {
		t.Fatal(err)
	}
	return w
}

// viewJSON is the JSON of p's view of pos.
func viewJSON(t testing.TB, pos sdk.Position, p core.Player) string {
	t.Helper()
	b, err := pos.View(p).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return compact(t, b)
}

func compact(t testing.TB, b []byte) string {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
