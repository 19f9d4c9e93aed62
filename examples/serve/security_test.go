package main

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

func seed(n uint64) *uint64 { return &n }

// twoPeople is a Tony & Tino table of two people from a fixed seed.
func twoPeople(t *testing.T, ts *testServer) createReply {
	t.Helper()
	return ts.create(t, createRequest{Game: "tonytino", Config: json.RawMessage(`{}`), Seed: seed(7), Bots: []string{"", ""}})
}

func TestSeatTokenReadsOnlyItsOwnView(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	tb := ts.table(c.ID)
	for i := range 6 { // some events, private ones among them
		s := ts.snap(t, c.ID, "")
		tok := c.Seats[s.ToMove].Token
		if code, e := ts.move(t, c.ID, tok, ts.snap(t, c.ID, tok).Legal[0].Move, i); code != http.StatusOK {
			t.Fatalf("move %d: %d %+v", i, code, e)
		}
	}
	for p, seat := range c.Seats {
		s := ts.snap(t, c.ID, seat.Token)
		if s.Viewer != core.Player(p).String() || s.Seat != p {
			t.Fatalf("seat %d's token is read as %s", p, s.Viewer)
		}
		if got, want := compact(t, s.View), viewJSON(t, tb.pos, core.Player(p)); got != want {
			t.Errorf("P%d's snapshot is not P%d's View:\n got %s\nwant %s", p, p, got, want)
		}
		other := core.Player(1 - p)
		if got := compact(t, s.View); got == viewJSON(t, tb.pos, other) {
			t.Errorf("P%d's snapshot equals %s's view", p, other)
		}
		if len(s.Events) == 0 {
			t.Fatalf("P%d's snapshot holds no event after 6 moves", p)
		}
		for _, e := range s.Events {
			var w wireEvent
			if err := json.Unmarshal(e, &w); err != nil {
				t.Fatal(err)
			}
			var ev struct {
				To core.Audience `json:"to"`
			}
			if err := json.Unmarshal(w.Event, &ev); err != nil {
				t.Fatal(err)
			}
			if !ev.To.Has(core.Player(p)) {
				t.Errorf("P%d's snapshot holds an event for %v", p, ev.To)
			}
		}
	}
	// P0's hand is named in P0's view and hidden in P1's.
	var v0, v1 struct {
		Players []struct {
			Hand []string `json:"hand"`
		} `json:"players"`
	}
	if err := json.Unmarshal(ts.snap(t, c.ID, c.Seats[0].Token).View, &v0); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(ts.snap(t, c.ID, c.Seats[1].Token).View, &v1); err != nil {
		t.Fatal(err)
	}
	if len(v0.Players) != 2 || len(v1.Players) != 2 || len(v0.Players[0].Hand) == 0 {
		t.Fatalf("the views hold no hands: %+v %+v", v0, v1)
	}
	for _, card := range v0.Players[0].Hand {
		if card == "hidden" {
			t.Errorf("P0 cannot read its own hand: %v", v0.Players[0].Hand)
		}
	}
	for _, card := range v1.Players[0].Hand {
		if card != "hidden" {
			t.Errorf("P1 reads P0's hand: %v", v1.Players[0].Hand)
		}
	}
}

func TestSeatCannotMoveForAnother(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	s := ts.snap(t, c.ID, "")
	mover := core.Player(s.ToMove)
	other := c.Seats[1-mover].Token
	legal := ts.snap(t, c.ID, c.Seats[mover].Token).Legal
	if len(legal) == 0 {
		t.Fatal("the seat to move has no legal move")
	}
	if ts.snap(t, c.ID, other).Legal == nil || len(ts.snap(t, c.ID, other).Legal) != 0 {
		t.Error("the seat not to move is offered moves")
	}
	code, e := ts.move(t, c.ID, other, legal[0].Move, 0)
	if code != http.StatusForbidden || e.Error != "not your turn" {
		t.Errorf("the other seat's move for %s: %d %+v, want 403 not your turn", mover, code, e)
	}
	if n := len(ts.table(c.ID).rec.Moves); n != 0 {
		t.Errorf("a refused move changed the table: %d moves", n)
	}
	// The mover's own token with the other seat's notation is refused too.
	theirs := strings.Replace(legal[0].Move, mover.String(), core.Player(1-mover).String(), 1)
	if code, _ := ts.move(t, c.ID, c.Seats[mover].Token, theirs, 0); code < 400 || code > 499 {
		t.Errorf("a move in the other seat's name: status %d", code)
	}
	if code, _ := ts.move(t, c.ID, "", legal[0].Move, 0); code != http.StatusUnauthorized {
		t.Errorf("a spectator's move: status %d, want 401", code)
	}
	if n := len(ts.table(c.ID).rec.Moves); n != 0 {
		t.Errorf("refused moves changed the table: %d moves", n)
	}
	if code, _ := ts.move(t, c.ID, c.Seats[mover].Token, legal[0].Move, 0); code != http.StatusOK {
		t.Errorf("the mover's own move: status %d", code)
	}
}

func TestBadInputIsRefusedAndChangesNothing(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	s := ts.snap(t, c.ID, "")
	tok := c.Seats[s.ToMove].Token
	legal := ts.snap(t, c.ID, tok).Legal[0].Move
	big := `{"move":"` + strings.Repeat("x", maxBody) + `","at":0}`
	cases := []struct {
		name, method, path, token string
		body                      any
		status                    int
		kind                      string
	}{
		{"malformed JSON", "POST", "/api/tables/" + c.ID + "/moves", tok, `{"move":`, 400, "malformed JSON"},
		{"two JSON values", "POST", "/api/tables/" + c.ID + "/moves", tok, `{"move":"x","at":0}{}`, 400, "malformed JSON"},
		{"an unknown field", "POST", "/api/tables/" + c.ID + "/moves", tok, `{"move":"x","at":0,"seat":1}`, 400, "malformed JSON"},
		{"no at", "POST", "/api/tables/" + c.ID + "/moves", tok, `{"move":"` + legal + `"}`, 400, "malformed JSON"},
		{"a body over 64 KiB", "POST", "/api/tables/" + c.ID + "/moves", tok, big, 413, "too large"},
		{"an unknown table", "POST", "/api/tables/0123456789abcdef0123456789abcdef/moves", tok, map[string]any{"move": legal, "at": 0}, 404, "unknown table"},
		{"an unknown table's view", "GET", "/api/tables/nope", "", nil, 404, "unknown table"},
		{"a stale move", "POST", "/api/tables/" + c.ID + "/moves", tok, map[string]any{"move": legal, "at": 3}, 409, "stale move"},
		{"an illegal move", "POST", "/api/tables/" + c.ID + "/moves", tok, map[string]any{"move": "P0 fly away", "at": 0}, 400, "illegal move"},
		{"a wrong token", "GET", "/api/tables/" + c.ID, "forged", nil, 401, "unauthorized"},
		{"a wrong token's move", "POST", "/api/tables/" + c.ID + "/moves", "forged", map[string]any{"move": legal, "at": 0}, 401, "unauthorized"},
		{"an unknown game", "POST", "/api/tables", "", map[string]any{"game": "chess", "bots": []string{"", ""}}, 400, "unknown game"},
		{"an unknown config key", "POST", "/api/tables", "", map[string]any{"game": "tonytino", "config": map[string]any{"pubic_discards": true}, "bots": []string{"", ""}}, 400, "bad config"},
		{"a config key in the wrong case", "POST", "/api/tables", "", map[string]any{"game": "tonytino", "config": map[string]any{"Public_discards": true}, "bots": []string{"", ""}}, 400, "bad config"},
		{"too few seats", "POST", "/api/tables", "", map[string]any{"game": "tonytino", "bots": []string{""}}, 400, "bad config"},
		{"an unknown bot", "POST", "/api/tables", "", map[string]any{"game": "tonytino", "bots": []string{"", "genius"}}, 400, "bad config"},
		{"a bot that thinks too long", "POST", "/api/tables", "", map[string]any{"game": "tonytino", "bots": []string{"", "mcts:10000000"}}, 400, "bad config"},
		{"a create over 64 KiB", "POST", "/api/tables", "", `{"game":"` + strings.Repeat("x", maxBody) + `"}`, 413, "too large"},
		{"a malformed record", "POST", "/api/replay", "", `{"record":{"game":"tonytino","moves":"P0"}}`, 400, "malformed JSON"},
		{"a record of bad moves", "POST", "/api/replay", "", map[string]any{"record": map[string]any{"game": "tonytino", "seed": 1, "moves": []string{"P0 fly"}}}, 400, "bad record"},
		{"a record of a running game", "GET", "/api/tables/" + c.ID + "/record", tok, nil, 403, "game running"},
	}
	before := ts.snap(t, c.ID, tok)
	tables := len(ts.s.tables)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var e apiError
			code := ts.do(t, tc.method, tc.path, tc.token, tc.body, &e)
			if code != tc.status || e.Error != tc.kind || e.Reason == "" {
				t.Errorf("status %d %+v, want %d %q with a reason", code, e, tc.status, tc.kind)
			}
		})
	}
	after := ts.snap(t, c.ID, tok)
	if after.Moves != before.Moves || compact(t, after.View) != compact(t, before.View) {
		t.Error("refused requests changed the table")
	}
	if len(ts.s.tables) != tables {
		t.Error("refused creates made a table")
	}
}

func TestTwoMovesForOneDecisionApplyOnce(t *testing.T) {
	ts := newTestServer(t, "")
	c := twoPeople(t, ts)
	s := ts.snap(t, c.ID, "")
	tok := c.Seats[s.ToMove].Token
	legal := ts.snap(t, c.ID, tok).Legal
	const n = 8
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = ts.move(t, c.ID, tok, legal[i%len(legal)].Move, 0)
		}()
	}
	wg.Wait()
	ok := 0
	for _, code := range codes {
		switch code {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
		default:
			t.Errorf("a simultaneous move got status %d", code)
		}
	}
	if ok != 1 {
		t.Errorf("%d of %d simultaneous moves applied, want exactly 1 (%v)", ok, n, codes)
	}
	if got := len(ts.table(c.ID).rec.Moves); got != 1 {
		t.Errorf("%d moves made, want 1", got)
	}
}

// words are the names in a text: cards, spaces, seats ("$10kG",
// "stepup"). Bare numbers are left out: counters and indexes are numbers.
var wordRE = regexp.MustCompile(`[A-Za-z0-9$_]+`)

// Seat names are left out too (every seat is named on every page, and a
// View names its own viewer, "view": "P1"), and the sentinel "hidden" that
// stands for what a viewer may not see.
var seatRE = regexp.MustCompile(`^[Pp][0-9]+$|^spectator$|^hidden$`)

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordRE.FindAllString(s, -1) {
		if strings.Trim(w, "0123456789") != "" && !seatRE.MatchString(w) {
			out[w] = true
		}
	}
	return out
}

// TestSpectatorStreamNamesNoHiddenCard plays a whole game with a bot per
// seat choosing from its own view over HTTP, and at every step checks the
// spectator's stream against View(s, NoPlayer) and the spectator's share
// of the events, computed independently; that no word of a seat's
// private view the table has not seen reaches the spectator; and that
// P0's stream carries View(s, P0) and exactly P0's share of the events.
func TestSpectatorStreamNamesNoHiddenCard(t *testing.T) {
	t.Parallel() // beside the browser tests, which mostly wait on Chromium
	games := []string{"tonytino"}
	if !testing.Short() {
		games = sdk.Names()
	}
	for _, name := range games {
		t.Run(name, func(t *testing.T) { spectatorGame(t, name, 400) })
	}
}

// cardsByName lists the games whose views name their hidden cards in
// words, so that the word checks have something to find: all four, since
// each writes its position with names.
var cardsByName = map[string]bool{"tonytino": true, "nostracity": true, "mafia": true, "speakeasy": true}

func spectatorGame(t *testing.T, name string, maxMoves int) {
	ts := newTestServer(t, "")
	g, _ := sdk.Lookup(name)
	lo, _ := g.PlayerRange()
	n := max(lo, 2)
	cfg := json.RawMessage(`{"players":` + itoa(n) + `}`)
	if name == "tonytino" {
		cfg = json.RawMessage(`{}`)
	}
	c := ts.create(t, createRequest{Game: name, Config: cfg, Seed: seed(11), Bots: make([]string, n)})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	spec := ts.stream(t, ctx, c.ID, "", 0)
	seat0 := ts.stream(t, ctx, c.ID, c.Seats[0].Token, 0) // and P0's own stream
	mine, err := g.New(cfg, 11)                           // the test's own copy of the game
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]sdk.Bot, n)
	for i := range bots {
		bots[i], _ = g.Bot("random", uint64(i))
	}
	public := wordSet("")
	secretSeen := false
	idx := 0
	want, want0 := []wireEvent{}, []wireEvent{}
	for step := 0; ; step++ {
		evs, st := nextState(t, spec)
		// P0's stream carries exactly P0's view and P0's share of the events.
		evs0, st0 := nextState(t, seat0)
		if got, want := compact(t, st0.View), viewJSON(t, mine, 0); got != want || st0.Moves != step {
			t.Fatalf("step %d: P0's stream shows another view than View(s, P0)", step)
		}
		if a, b := mustJSON(t, evs0), mustJSON(t, want0); a != b && !(len(evs0) == 0 && len(want0) == 0) {
			t.Fatalf("step %d: P0's stream events are %s, want %s", step, a, b)
		}
		// The events before the state are exactly the spectator's share
		// of the last move's events.
		if len(evs) != len(want) {
			t.Fatalf("step %d: %d spectator events, want %d", step, len(evs), len(want))
		}
		for i := range want {
			if a, b := mustJSON(t, evs[i]), mustJSON(t, want[i]); a != b {
				t.Fatalf("step %d: spectator event %d is %s, want %s", step, i, a, b)
			}
		}
		if st.Moves != step {
			t.Fatalf("step %d: the spectator's state says %d moves", step, st.Moves)
		}
		if got, want := compact(t, st.View), viewJSON(t, mine, core.NoPlayer); got != want {
			t.Fatalf("step %d: the spectator's view is not View(s, NoPlayer):\n got %s\nwant %s", step, got, want)
		}
		if len(st.Legal) != 0 {
			t.Fatalf("step %d: a spectator is offered moves", step)
		}
		// What the spectator may know, computed without the server: its
		// view and its share of the events so far.
		for _, e := range want {
			for w := range wordSet(e.Text + string(e.Event)) {
				public[w] = true
			}
		}
		sv := mine.View(core.NoPlayer)
		for w := range wordSet(viewJSON(t, mine, core.NoPlayer) + sv.String() + sv.Prompt()) {
			public[w] = true
		}
		// Words a seat's view names that the spectator has not seen.
		secret := map[string]bool{}
		for p := range n {
			for w := range wordSet(viewJSON(t, mine, core.Player(p))) {
				if !public[w] {
					secret[w] = true
				}
			}
		}
		sent, _ := json.Marshal(st)
		for _, e := range evs {
			b, _ := json.Marshal(e)
			sent = append(sent, b...)
		}
		for w := range wordSet(string(sent)) {
			if secret[w] {
				t.Fatalf("step %d: the spectator's stream names %q, which only a seat may see", step, w)
			}
		}
		if len(secret) > 0 {
			secretSeen = true
		}
		if st.Over || step == maxMoves {
			break
		}
		// The seat to move chooses from its own snapshot's view.
		p := core.Player(st.ToMove)
		ss := ts.snap(t, c.ID, c.Seats[p].Token)
		view, err := g.Decode(ss.View)
		if err != nil {
			t.Fatalf("step %d: the view does not decode: %v", step, err)
		}
		mv, err := bots[p].Choose(view)
		if err != nil {
			t.Fatal(err)
		}
		if code, e := ts.move(t, c.ID, c.Seats[p].Token, mv, step); code != http.StatusOK {
			t.Fatalf("step %d: %s's move %q: %d %+v", step, p, mv, code, e)
		}
		next, all, err := mine.Apply(mv)
		if err != nil {
			t.Fatal(err)
		}
		mine = next
		want, want0 = want[:0], want0[:0]
		for _, e := range all {
			if e.Audience().Has(core.NoPlayer) {
				want = append(want, wire(t, idx, step, e))
			}
			if e.Audience().Has(0) {
				want0 = append(want0, wire(t, idx, step, e))
			}
			idx++
		}
	}
	if !secretSeen && cardsByName[name] {
		t.Error("no seat ever held a word the spectator had not seen: the check checked nothing")
	}
}

func mustJSON(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
