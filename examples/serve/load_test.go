package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// loadResult is what a load run measured.
type loadResult struct {
	moves   int
	elapsed time.Duration
	lat     []time.Duration // of every move, as its client saw it
}

func (r loadResult) movesPerSecond() float64 { return float64(r.moves) / r.elapsed.Seconds() }

func (r loadResult) p99() time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	l := slices.Clone(r.lat)
	slices.Sort(l)
	return l[(len(l)*99)/100]
}

// seatLog is what one seat's client saw on its stream.
type seatLog struct {
	events []string // the JSON of each event, in order
	ended  bool
}

// playTables creates n Tony & Tino tables of two seats, each played by a
// client that follows its seat's stream and, whenever its state says the
// seat decides, posts a random legal move from it. It returns once every
// table has ended (or ctx is done) with each seat's log.
func playTables(tb testing.TB, ctx context.Context, ts *testServer, n int) (loadResult, []createReply, [][]seatLog) {
	tb.Helper()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4 * n, MaxConnsPerHost: 0}}
	defer client.CloseIdleConnections()
	tables := make([]createReply, n)
	for i := range tables {
		tables[i] = ts.create(tb, createRequest{Game: "tonytino", Seed: seed(uint64(1000 + i)), Bots: []string{"", ""}})
	}
	logs := make([][]seatLog, n)
	var mu sync.Mutex
	var res loadResult
	var wg sync.WaitGroup
	errc := make(chan error, 2*n)
	start := time.Now()
	for i, c := range tables {
		logs[i] = make([]seatLog, 2)
		for p := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				lat, err := seatClient(ctx, client, ts.URL, c.ID, c.Seats[p].Token, core.Player(p), uint64(i*2+p), &logs[i][p])
				mu.Lock()
				res.lat = append(res.lat, lat...)
				res.moves += len(lat)
				mu.Unlock()
				if err != nil {
					errc <- fmt.Errorf("table %d seat %d: %w", i, p, err)
				}
			}()
		}
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	close(errc)
	nerr := 0
	for err := range errc {
		if nerr++; nerr <= 5 {
			tb.Error(err)
		}
	}
	if nerr > 5 {
		tb.Errorf("and %d more errors", nerr-5)
	}
	return res, tables, logs
}

// seatClient follows one seat's stream to its end, moving when the seat
// decides; it returns the latency of each move it made.
func seatClient(ctx context.Context, client *http.Client, base, id, token string, p core.Player, seed uint64, log *seatLog) ([]time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", base+"/api/tables/"+id+"/stream?from=0", nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	rng := rand.New(rand.NewPCG(seed, 1))
	var lat []time.Duration
	var moveErr error
	readSSE(resp.Body, func(m sseMsg) bool {
		switch m.event {
		case "ev":
			log.events = append(log.events, m.data)
		case "end":
			log.ended = true
			return false
		case "state":
			if strings.Contains(m.data, `"legal":[]`) {
				return true // not this seat's decision: nothing to read
			}
			var s struct {
				Moves  int         `json:"moves"`
				ToMove int         `json:"to_move"`
				Over   bool        `json:"over"`
				Legal  []legalMove `json:"legal"`
			}
			if moveErr = json.Unmarshal([]byte(m.data), &s); moveErr != nil {
				return false
			}
			if s.Over || s.ToMove != int(p) {
				return true
			}
			if len(s.Legal) == 0 {
				moveErr = fmt.Errorf("%s decides with no legal move", p)
				return false
			}
			mv := s.Legal[rng.IntN(len(s.Legal))].Move
			body, _ := json.Marshal(map[string]any{"move": mv, "at": s.Moves})
			t0 := time.Now()
			code, err := post(ctx, client, base+"/api/tables/"+id+"/moves", token, body)
			lat = append(lat, time.Since(t0))
			if err == nil && code != http.StatusOK {
				err = fmt.Errorf("move %q: status %d", mv, code)
			}
			if err != nil {
				moveErr = err
				return false
			}
		}
		return true
	})
	if moveErr != nil {
		return lat, moveErr
	}
	if !log.ended {
		return lat, fmt.Errorf("the stream stopped before the end: %v", ctx.Err())
	}
	return lat, nil
}

func post(ctx context.Context, client *http.Client, url, token string, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytesReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	var sink json.RawMessage
	json.NewDecoder(resp.Body).Decode(&sink)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// checkLogs replays each finished table's record and checks that every
// seat's client saw exactly that seat's events, none lost, none extra.
func checkLogs(tb testing.TB, ts *testServer, tables []createReply, logs [][]seatLog) {
	tb.Helper()
	g := sdk.MustLookup("tonytino")
	for i, c := range tables {
		var rec core.Record
		if code := ts.do(tb, "GET", "/api/tables/"+c.ID+"/record", "", nil, &rec); code != http.StatusOK || !rec.Over {
			tb.Errorf("table %d did not end (status %d)", i, code)
			continue
		}
		want := make([][]string, 2)
		idx := 0
		err := stepRecord(g, rec, len(rec.Moves), func(m int, _, _ sdk.Position, evs []core.Event) error {
			for _, e := range evs {
				for p := range 2 {
					if e.Audience().Has(core.Player(p)) {
						en, err := newEventEntry(idx, m, e)
						if err != nil {
							return err
						}
						want[p] = append(want[p], string(en.data))
					}
				}
				idx++
			}
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
		for p := range 2 {
			if !slices.Equal(logs[i][p].events, want[p]) {
				tb.Errorf("table %d seat P%d: %d events seen, %d sent to it", i, p, len(logs[i][p].events), len(want[p]))
			}
		}
	}
}

// ramDir is a data directory in memory (tmpfs) when the system has one,
// else "": the tables are then kept in memory only. On a disk, ext4 flushes
// a file renamed over another (auto_da_alloc), about a millisecond a move:
// the load test measures the server, BenchmarkServeMoves/disk the disk.
func ramDir(tb testing.TB) string {
	tb.Helper()
	if fi, err := os.Stat("/dev/shm"); err != nil || !fi.IsDir() {
		return ""
	}
	dir, err := os.MkdirTemp("/dev/shm", "serve-test-")
	if err != nil {
		return ""
	}
	tb.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// TestLoadManyTablesPlayToTheEnd plays 40 tables at once on loopback (200
// with SDK_LONG=1, as CI runs it; 20 under the race detector), every seat a
// client following its stream, the tables saved after every move (each
// with its position's hash); within 30 s every table must end and every
// seat must have seen each of its events exactly once. 40 tables already
// hold 80 streams and moves at once on two cores; on an idle 2-core
// machine 200 end in a few seconds, and the margin is for a machine busy
// with other work.
func TestLoadManyTablesPlayToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test runs without -short")
	}
	ts := newTestServer(t, ramDir(t))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n := 40
	switch {
	case raceEnabled:
		n = 20
	case long():
		n = 200
	}
	res, tables, logs := playTables(t, ctx, ts, n)
	if ctx.Err() != nil {
		t.Fatalf("%d tables did not finish within 30s (%d moves made)", n, res.moves)
	}
	checkLogs(t, ts, tables, logs)
	t.Logf("%d tables, %d moves in %v: %.0f moves/s, p99 move latency %v", n, res.moves, res.elapsed.Round(time.Millisecond), res.movesPerSecond(), res.p99().Round(10*time.Microsecond))
}

// long reports whether SDK_LONG asks for the long runs, as gametest.Long
// does (importing gametest would define its -update flag a second time).
func long() bool {
	v := os.Getenv("SDK_LONG")
	return v != "" && v != "0"
}

// BenchmarkServeMoves plays Tony & Tino tables of client bots over HTTP
// (50 at once, saved after every move to a directory in memory, or on the
// disk) and reports moves/s and the 99th percentile of a move's latency.
func BenchmarkServeMoves(b *testing.B) {
	b.Run("ram", func(b *testing.B) { benchServe(b, ramDir(b)) })
	b.Run("disk", func(b *testing.B) { benchServe(b, b.TempDir()) })
}

func benchServe(b *testing.B, dir string) {
	ts := newTestServer(b, dir)
	var all loadResult
	b.ResetTimer()
	for all.moves < b.N {
		res, _, _ := playTables(b, context.Background(), ts, 50)
		all.moves += res.moves
		all.elapsed += res.elapsed
		all.lat = append(all.lat, res.lat...)
	}
	b.StopTimer()
	b.ReportMetric(all.movesPerSecond(), "moves/s")
	b.ReportMetric(float64(all.p99().Microseconds())/1000, "p99-ms")
	b.ReportMetric(0, "ns/op")
}
