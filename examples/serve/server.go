package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/examples/words"
)

// maxBody is the largest request body the server reads.
const maxBody = 64 << 10

// maxTables bounds the tables one server keeps.
const maxTables = 10000

// server holds the tables and serves the page and the API.
type server struct {
	ctx    context.Context // done when the server stops: the bots stop with it
	store  *store          // nil: tables live in memory only
	static fs.FS
	// module is the JavaScript module's directory (js/, with dist/ built
	// by js/build.sh) that the offline page loads the rules from; nil
	// serves none.
	module fs.FS
	ping   time.Duration // how often an idle stream sends a comment
	clk    clock         // the tables' clocks read it: a fake one in tests

	mu     sync.Mutex
	tables map[string]*table

	// What the start found in the store: a line per table resumed, and
	// per file that could not be (left where it is), for the log.
	resumed, failed []string
}

func newServer(ctx context.Context, st *store, static fs.FS) (*server, error) {
	s := &server{ctx: ctx, store: st, static: static, ping: 15 * time.Second, clk: systemClock{}, tables: map[string]*table{}}
	if st != nil {
		ts, failed, err := st.load()
		if err != nil {
			return nil, err
		}
		slices.SortFunc(ts, func(a, b *table) int { return strings.Compare(a.id, b.id) })
		for _, t := range ts {
			s.tables[t.id] = t
			s.resumed = append(s.resumed, t.summary())
		}
		s.failed = failed
	}
	return s, nil
}

// startLog is what the server says on start about the tables it found:
// each one resumed and each file it could not resume.
func (s *server) startLog() []string {
	if s.store == nil {
		return []string{"tables in memory only (-data DIR keeps them)"}
	}
	out := []string{
		fmt.Sprintf("%s resumed from %s", plural(len(s.resumed), "table"), s.store.dir),
		"  (its files hold each table's seed and moves, which rebuild every hidden card: keep the directory private)",
	}
	for _, r := range s.resumed {
		out = append(out, "  resumed "+r)
	}
	if len(s.failed) > 0 {
		out = append(out, fmt.Sprintf("%s could not be resumed (left where they are):", plural(len(s.failed), "table file")))
		for _, f := range s.failed {
			out = append(out, "  not resumed "+f)
		}
	}
	return out
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// resume starts the bots and the clock of every table found on start.
func (s *server) resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range s.tables {
		if t.ctx == nil {
			t.attach(s.ctx, s.saver(), s.clk)
		}
		t.kick()
	}
}

func (s *server) saver() func(string, tableFile) error {
	if s.store == nil {
		return nil
	}
	return s.store.save
}

func (s *server) handler() http.Handler {
	mux := http.NewServeMux()
	page := func(w http.ResponseWriter, r *http.Request) { s.serveFile(w, r, "index.html") }
	mux.HandleFunc("GET /{$}", page)
	mux.HandleFunc("GET /t/{id}", page)
	mux.HandleFunc("GET /replay", page)
	mux.HandleFunc("GET /offline", func(w http.ResponseWriter, r *http.Request) { s.serveFile(w, r, "offline.html") })
	mux.HandleFunc("GET /js/{file...}", s.serveModule)
	mux.HandleFunc("GET /static/{file}", func(w http.ResponseWriter, r *http.Request) { s.serveFile(w, r, r.PathValue("file")) })
	mux.HandleFunc("GET /api/games", s.games)
	mux.HandleFunc("POST /api/tables", s.create)
	mux.HandleFunc("GET /api/tables/{id}", s.get)
	mux.HandleFunc("GET /api/tables/{id}/stream", s.stream)
	mux.HandleFunc("POST /api/tables/{id}/moves", s.postMove)
	mux.HandleFunc("POST /api/tables/{id}/takeback", s.takeBack)
	mux.HandleFunc("POST /api/tables/{id}/takeback/answer", s.answerTakeBack)
	mux.HandleFunc("POST /api/tables/{id}/leave", s.leave)
	mux.HandleFunc("GET /api/tables/{id}/record", s.record)
	mux.HandleFunc("POST /api/replay", s.replay)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "not found", "no such endpoint: "+r.Method+" "+r.URL.Path)
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		script := "'self'"
		if r.URL.Path == "/offline" { // the page compiles the rules' WebAssembly, and nothing else
			script += " 'wasm-unsafe-eval'"
		}
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src "+script+"; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-store")
		mux.ServeHTTP(w, r)
	})
}

func (s *server) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	b, err := fs.ReadFile(s.static, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	switch {
	case strings.HasSuffix(name, ".html"):
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
	case strings.HasSuffix(name, ".js"):
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	case strings.HasSuffix(name, ".css"):
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	}
	w.Write(b)
}

// serveModule serves the JavaScript module's files (mafiarules.mjs, and
// dist/mafiarules.wasm and dist/wasm_exec.js) for the offline page.
func (s *server) serveModule(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	types := map[string]string{"mafiarules.mjs": "text/javascript; charset=utf-8",
		"dist/wasm_exec.js": "text/javascript; charset=utf-8", "dist/mafiarules.wasm": "application/wasm"}
	kind, ok := types[name]
	if !ok || s.module == nil {
		http.NotFound(w, r)
		return
	}
	b, err := fs.ReadFile(s.module, name)
	if err != nil {
		http.Error(w, "the rules' WebAssembly is not built: run sh js/build.sh", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", kind)
	w.Write(b)
}

// apiError is the body of every refusal.
type apiError struct {
	Error  string `json:"error"`
	Reason string `json:"reason"`
}

func fail(w http.ResponseWriter, status int, kind, reason string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(apiError{Error: kind, Reason: reason})
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

// decode reads a request body of at most maxBody bytes holding exactly one
// JSON value with no unknown key into v; on failure it has replied.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	// A body must arrive in time as well as be small: no slow trickle.
	http.NewResponseController(w).SetReadDeadline(time.Now().Add(10 * time.Second))
	body := http.MaxBytesReader(w, r.Body, maxBody)
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.More() {
		err = errors.New("more than one JSON value")
	}
	if err == nil {
		if _, e := io.Copy(io.Discard, body); e != nil {
			err = e
		}
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		fail(w, http.StatusRequestEntityTooLarge, "too large", fmt.Sprintf("the body is over %d bytes", maxBody))
		return false
	case err != nil:
		fail(w, http.StatusBadRequest, "malformed JSON", err.Error())
		return false
	}
	return true
}

// gameInfo is a game as the create-table form offers it.
type gameInfo struct {
	Name     string       `json:"name"`
	Title    string       `json:"title"`
	Min      int          `json:"min"`
	Max      int          `json:"max"`
	Switches []sdk.Switch `json:"switches"`
	// Glossary names the game's cards, pieces and places, with their
	// rules text, so a board shows names and explains them.
	Glossary []sdk.Entry `json:"glossary"`
}

func (s *server) games(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Games []gameInfo `json:"games"`
		Bots  []string   `json:"bots"`
	}
	for _, n := range sdk.Names() {
		g, _ := sdk.Lookup(n)
		lo, hi := g.PlayerRange()
		sw := g.Switches()
		if sw == nil {
			sw = []sdk.Switch{}
		}
		gl := sdk.Glossary(n)
		if gl == nil {
			gl = []sdk.Entry{}
		}
		out.Games = append(out.Games, gameInfo{Name: n, Title: g.Title(), Min: lo, Max: hi, Switches: sw, Glossary: gl})
	}
	out.Bots = []string{"random", "mcts:200", "mcts:1000", "mcts:5000"}
	reply(w, out)
}

// createRequest is a new table: the game, its config (players and
// house-rule switches, as the game's JSON config), the seed (left out, the
// server draws one nobody knows) and a bot spec per seat ("" a person).
type createRequest struct {
	Game   string          `json:"game"`
	Config json.RawMessage `json:"config"`
	Seed   *uint64         `json:"seed"`
	Bots   []string        `json:"bots"`
	// Clock is the seconds each person has per move, 5 to 3600; when it
	// runs out the server makes the seat's default move. 0 or left out:
	// no clock.
	Clock int `json:"clock"`
}

// createReply gives each person's seat its secret link (the token is in
// the fragment, so it never reaches a log or a Referer) and the spectators'
// link.
type createReply struct {
	ID        string      `json:"id"`
	Seats     []seatReply `json:"seats"`
	Spectator string      `json:"spectator"`
}

type seatReply struct {
	Seat  string `json:"seat"`
	Name  string `json:"name"`
	Bot   string `json:"bot,omitempty"`
	Link  string `json:"link,omitempty"`
	Token string `json:"token,omitempty"`
}

func (s *server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !decode(w, r, &req) {
		return
	}
	g, err := sdk.Lookup(req.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, "unknown game", err.Error())
		return
	}
	seed := randomSeed()
	if req.Seed != nil {
		seed = *req.Seed
	}
	pos, err := g.New(req.Config, seed)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad config", err.Error())
		return
	}
	n := pos.NumPlayers()
	if len(req.Bots) != n {
		fail(w, http.StatusBadRequest, "bad config", fmt.Sprintf("%d bot entries for %d seats (one per seat, \"\" for a person)", len(req.Bots), n))
		return
	}
	if req.Clock != 0 && (req.Clock < int(minClock/time.Second) || req.Clock > int(maxClock/time.Second)) {
		fail(w, http.StatusBadRequest, "bad config", fmt.Sprintf("a clock of %d s a move: 0 (none) or %d to %d seconds", req.Clock, int(minClock/time.Second), int(maxClock/time.Second)))
		return
	}
	t := &table{id: newID(), game: g, pos: pos, changed: make(chan struct{}), perMove: time.Duration(req.Clock) * time.Second}
	t.rec = core.Record{Game: g.Name(), Config: req.Config, Seed: seed, Moves: []string{}}
	out := createReply{ID: t.id, Spectator: "/t/" + t.id}
	for i, spec := range req.Bots {
		p := core.Player(i)
		sr := seatReply{Seat: p.String(), Name: pos.Seat(p)}
		var st seat
		if spec != "" {
			if st.player, st.bot, err = newBot(g, spec); err != nil {
				fail(w, http.StatusBadRequest, "bad config", fmt.Sprintf("seat %s: %v", p, err))
				return
			}
			sr.Bot = st.bot
		} else {
			sr.Token, st.hash = newToken()
			st.hasHash = true
			sr.Link = "/t/" + t.id + "#token=" + sr.Token
		}
		t.seats = append(t.seats, st)
		out.Seats = append(out.Seats, sr)
	}
	s.mu.Lock()
	if len(s.tables) >= maxTables {
		s.mu.Unlock()
		fail(w, http.StatusServiceUnavailable, "full", fmt.Sprintf("the server keeps at most %d tables", maxTables))
		return
	}
	if s.store != nil {
		if err := s.store.save(t.id, t.fileLocked(t.rec, nil)); err != nil {
			s.mu.Unlock()
			fail(w, http.StatusInternalServerError, "not saved", err.Error())
			return
		}
	}
	t.attach(s.ctx, s.saver(), s.clk)
	s.tables[t.id] = t
	s.mu.Unlock()
	t.kick()
	w.WriteHeader(http.StatusCreated)
	reply(w, out)
}

// viewer finds the table and who asks: the seat whose token the bearer
// header carries, or a spectator when there is none. On failure it has
// replied.
func (s *server) viewer(w http.ResponseWriter, r *http.Request) (*table, core.Player, bool) {
	s.mu.Lock()
	t := s.tables[r.PathValue("id")]
	s.mu.Unlock()
	if t == nil {
		fail(w, http.StatusNotFound, "unknown table", "no table "+strconv.Quote(r.PathValue("id")))
		return nil, 0, false
	}
	auth := r.Header.Get("Authorization")
	if auth == "" {
		return t, core.NoPlayer, true
	}
	tok, ok := strings.CutPrefix(auth, "Bearer ")
	if !ok {
		fail(w, http.StatusUnauthorized, "unauthorized", "the Authorization header is not a bearer token")
		return nil, 0, false
	}
	p, ok := t.seatOf(tok)
	if !ok {
		fail(w, http.StatusUnauthorized, "unauthorized", "the token is no seat's at this table")
		return nil, 0, false
	}
	return t, p, true
}

func (s *server) get(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.viewer(w, r)
	if !ok {
		return
	}
	since, _ := strconv.Atoi(r.URL.Query().Get("since"))
	t.mu.Lock()
	snap, err := t.snapshotLocked(p, since, true, true)
	t.mu.Unlock()
	if err != nil {
		fail(w, http.StatusInternalServerError, "internal", err.Error())
		return
	}
	b, err := snap.encode()
	if err != nil {
		fail(w, http.StatusInternalServerError, "internal", err.Error())
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

// moveRequest is a move in notation, chosen after `at` moves (the
// snapshot's "moves"): a move chosen on an older position is stale.
type moveRequest struct {
	Move string `json:"move"`
	At   *int   `json:"at"`
	// TakeBacks is the snapshot's "take_backs" (left out: not checked):
	// a move chosen before a take-back is stale.
	TakeBacks *int `json:"take_backs"`
}

// moveReply acknowledges a move: the table now has this many moves.
type moveReply struct {
	Moves int `json:"moves"`
}

func (s *server) postMove(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.viewer(w, r)
	if !ok {
		return
	}
	if p < 0 {
		fail(w, http.StatusUnauthorized, "unauthorized", "a spectator makes no move: send the seat's token")
		return
	}
	var req moveRequest
	if !decode(w, r, &req) {
		return
	}
	if req.At == nil {
		fail(w, http.StatusBadRequest, "malformed JSON", `the move needs "at", the number of moves made when it was chosen`)
		return
	}
	if t.departed(p) {
		fail(w, http.StatusForbidden, "left", p.String()+" left the table: the server makes its moves")
		return
	}
	if err := t.move(p, *req.At, orNone(req.TakeBacks), req.Move); err != nil {
		failWith(w, err)
		return
	}
	t.kick()
	// The new position reaches the seat by its stream or a GET: the reply
	// only acknowledges the move.
	reply(w, moveReply{Moves: *req.At + 1})
}

// orNone is *p, or -1 (not checked) when p is nil.
func orNone(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}

// failWith answers a refusal with its status, and anything else (a save
// that failed) with a 500.
func failWith(w http.ResponseWriter, err error) {
	var me *moveError
	if errors.As(err, &me) {
		fail(w, me.status, me.kind, me.reason)
	} else {
		fail(w, http.StatusInternalServerError, "not saved", err.Error())
	}
}

// seated finds the table and the seat of the token sent, refusing a
// spectator and a seat that left. On failure it has replied.
func (s *server) seated(w http.ResponseWriter, r *http.Request, what string) (*table, core.Player, bool) {
	t, p, ok := s.viewer(w, r)
	if !ok {
		return nil, p, false
	}
	if p < 0 {
		fail(w, http.StatusUnauthorized, "unauthorized", "a spectator "+what+": send the seat's token")
		return nil, p, false
	}
	if t.departed(p) {
		fail(w, http.StatusForbidden, "left", p.String()+" left the table: the server makes its moves")
		return nil, p, false
	}
	return t, p, true
}

// takeBackRequest asks to take back the last move, seen after `at` moves
// (and "take_backs" take-backs).
type takeBackRequest struct {
	At        *int `json:"at"`
	TakeBacks *int `json:"take_backs"`
}

// takeBack is a seat asking to take back its last move: 409 with the
// game's reason when the rule refuses, else made at once (the others are
// bots or gone) or waiting for the other seats (202).
func (s *server) takeBack(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.seated(w, r, "takes nothing back")
	if !ok {
		return
	}
	var req takeBackRequest
	if !decode(w, r, &req) {
		return
	}
	if req.At == nil {
		fail(w, http.StatusBadRequest, "malformed JSON", `the take-back needs "at", the number of moves made when it was asked`)
		return
	}
	out, err := t.askTakeBack(p, *req.At, orNone(req.TakeBacks))
	if err != nil {
		failWith(w, err)
		return
	}
	t.kick()
	if !out.Done {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusAccepted)
		json.NewEncoder(w).Encode(out)
		return
	}
	reply(w, out)
}

// answerRequest is a seat's answer to the take-back asked.
type answerRequest struct {
	Agree *bool `json:"agree"`
}

func (s *server) answerTakeBack(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.seated(w, r, "answers no take-back")
	if !ok {
		return
	}
	var req answerRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Agree == nil {
		fail(w, http.StatusBadRequest, "malformed JSON", `the answer needs "agree": true or false`)
		return
	}
	out, err := t.answerTakeBack(p, *req.Agree)
	if err != nil {
		failWith(w, err)
		return
	}
	t.kick()
	reply(w, out)
}

// leave is a person leaving the table for the rest of the game: the
// server makes the seat's default move whenever it is to move. The body
// is ignored.
func (s *server) leave(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.seated(w, r, "has no seat to leave")
	if !ok {
		return
	}
	if err := t.leave(p); err != nil {
		failWith(w, err)
		return
	}
	t.kick()
	reply(w, map[string]string{"left": p.String()})
}

// stream sends the viewer's visible events from index `from` on (event
// "ev", id its index), the viewer's snapshot whenever the table changes
// (event "state", without events; with the view as text if `text=1`), and
// "end" when the game is over, then closes.
func (s *server) stream(w http.ResponseWriter, r *http.Request) {
	t, p, ok := s.viewer(w, r)
	if !ok {
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, "internal", "streaming is not supported")
		return
	}
	next, _ := strconv.Atoi(r.URL.Query().Get("from"))
	next = max(next, 0)
	withText := r.URL.Query().Get("text") == "1"
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	ping := time.NewTicker(s.ping)
	defer ping.Stop()
	// gen is the take-backs the client's log has seen ("take_backs", 0
	// when left out): after a take-back the log is another one, so the
	// stream says "reset" and sends it again from the start.
	gen, _ := strconv.Atoi(r.URL.Query().Get("take_backs"))
	lastVer := -1
	for {
		t.mu.Lock()
		reset := false
		if t.gen != gen || next > len(t.events) {
			reset = next > 0
			gen, next = t.gen, 0
		}
		evs := t.visibleLocked(p, next)
		next = len(t.events)
		var snap snapshot
		var err error
		changed := t.ver != lastVer
		if changed {
			snap, err = t.snapshotLocked(p, 0, false, withText)
			lastVer = t.ver
		}
		ch := t.changed
		t.mu.Unlock()
		if err != nil {
			return
		}
		if reset {
			fmt.Fprintf(w, "event: reset\ndata: {\"take_backs\":%d}\n\n", gen)
		}
		for _, e := range evs {
			var head struct {
				I int `json:"i"`
			}
			json.Unmarshal(e, &head)
			fmt.Fprintf(w, "id: %d\nevent: ev\ndata: %s\n\n", head.I, e)
		}
		if changed {
			b, err := snap.encode()
			if err != nil {
				return
			}
			fmt.Fprintf(w, "event: state\ndata: %s\n\n", b)
			if snap.Over {
				fmt.Fprint(w, "event: end\ndata: {}\n\n")
				fl.Flush()
				return
			}
		}
		fl.Flush()
		select {
		case <-ch:
		case <-ping.C:
			fmt.Fprint(w, ": ping\n\n")
			fl.Flush()
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		}
	}
}

// record downloads a finished table's core.Record. While the game runs the
// record (its seed and moves rebuild every hidden card) is given to nobody.
func (s *server) record(w http.ResponseWriter, r *http.Request) {
	t, _, ok := s.viewer(w, r)
	if !ok {
		return
	}
	t.mu.Lock()
	rec, over := t.rec, t.pos.Over()
	t.mu.Unlock()
	if !over {
		fail(w, http.StatusForbidden, "game running", "a running table's record is given to nobody: its seed and moves would reveal every hidden card")
		return
	}
	w.Header().Set("Content-Disposition", `attachment; filename="`+t.game.Name()+`-`+t.id[:8]+`.json"`)
	reply(w, rec)
}

// replayRequest asks for step `step` of a record (0: before the first move).
type replayRequest struct {
	Record core.Record `json:"record"`
	Step   int         `json:"step"`
}

// replayStep is one step of a record as a spectator would have seen it.
type replayStep struct {
	Game   string            `json:"game"`
	Title  string            `json:"title"`
	Steps  int               `json:"steps"`
	Step   int               `json:"step"`
	Seats  []seatInfo        `json:"seats"`
	ToMove int               `json:"to_move"`
	Over   bool              `json:"over"`
	Prompt string            `json:"prompt"`
	View   json.RawMessage   `json:"view"`
	Text   string            `json:"text"`
	Events []json.RawMessage `json:"events"` // the spectator's events of that move
	Result *core.Result      `json:"result,omitempty"`
	// ScoresText is each seat's final score in the game's unit ("$180,000").
	ScoresText []string `json:"scores_text,omitempty"`
}

// scoreTexts writes a result's scores in each seat's unit
// (Position.ScoreUnit, which knows the config): "$180,000" in Tony & Tino
// and Speakeasy, "5 Respect" in Nostra City.
func scoreTexts(pos sdk.Position, r core.Result) []string {
	out := make([]string, len(r.Scores))
	for i, v := range r.Scores {
		out[i] = words.Score(pos.ScoreUnit(core.Player(i)), v)
	}
	return out
}

func (s *server) replay(w http.ResponseWriter, r *http.Request) {
	var req replayRequest
	if !decode(w, r, &req) {
		return
	}
	g, err := sdk.Lookup(req.Record.Game)
	if err != nil {
		fail(w, http.StatusBadRequest, "bad record", err.Error())
		return
	}
	if _, err := g.Replay(req.Record); err != nil {
		fail(w, http.StatusBadRequest, "bad record", err.Error())
		return
	}
	if req.Step < 0 || req.Step > len(req.Record.Moves) {
		fail(w, http.StatusBadRequest, "bad step", fmt.Sprintf("step %d of a record of %d moves", req.Step, len(req.Record.Moves)))
		return
	}
	out := replayStep{Game: g.Name(), Title: g.Title(), Steps: len(req.Record.Moves), Step: req.Step, Events: []json.RawMessage{}}
	pos, err := g.New(req.Record.Config, req.Record.Seed)
	var nev int
	if err == nil {
		err = stepRecord(g, req.Record, req.Step, func(i int, _, after sdk.Position, evs []core.Event) error {
			pos = after
			// The move itself is not shown: its notation can name a card
			// the spectator did not see (a discard face down).
			if i == req.Step-1 {
				for _, e := range core.VisibleTo(evs, core.NoPlayer) {
					en, err := newEventEntry(nev, i, e)
					if err != nil {
						return err
					}
					out.Events = append(out.Events, en.data)
					nev++
				}
			} else {
				nev += len(core.VisibleTo(evs, core.NoPlayer))
			}
			return nil
		})
	}
	if err != nil {
		fail(w, http.StatusBadRequest, "bad record", err.Error())
		return
	}
	view := pos.View(core.NoPlayer)
	if out.View, err = view.MarshalJSON(); err != nil {
		fail(w, http.StatusInternalServerError, "internal", err.Error())
		return
	}
	out.Text, out.Prompt, out.Over, out.ToMove = view.String(), promptFor(view, core.NoPlayer), view.Over(), int(view.ToMove())
	for i := range pos.NumPlayers() {
		out.Seats = append(out.Seats, seatInfo{Seat: core.Player(i).String(), Name: view.Seat(core.Player(i))})
	}
	if out.Over {
		res := pos.Result()
		out.Result, out.ToMove = &res, -1
		out.ScoresText = scoreTexts(pos, res)
	}
	reply(w, out)
}
