package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// A table is one game being played: its record (the only thing kept on
// disk), the position the record reached, every event of the game with its
// audience, and who sits where.
type table struct {
	id    string
	game  sdk.Game
	seats []seat

	// perMove is the clock: how long a person has for each move before
	// the server makes the seat's default move (0: no clock).
	perMove time.Duration

	// Set by attach before the table acts on its own: the server's
	// context (the bots and the clock stop with it), how to save the
	// table (nil: in memory only) and the clock to read.
	ctx  context.Context
	save func(id string, f tableFile) error
	clk  clock

	mu       sync.Mutex
	rec      core.Record    // config, seed and every acknowledged move
	pos      sdk.Position   // the full position after rec.Moves: never sent to anybody
	movers   []core.Player  // the seat that made each move of rec
	notes    []note         // what the server said at the table (timeouts, take-backs, leaves)
	events   []eventEntry   // every event of the game and every note, in order
	changed  chan struct{}  // closed and replaced at every change
	ver      int            // bumped at every change a viewer may see
	gen      int            // take-backs made: a move chosen before one is stale
	request  *takeBackAsked // the take-back waiting for the other seats, if any
	deadline time.Time      // when the person to move runs out of time (zero: no clock runs)
	stop     func() bool    // stops the running clock's timer
	botOn    bool           // a goroutine is playing the bots' (and the departed) seats
	botErr   error          // why the bots stopped, if they did
}

// A seat is a human seat (a token's hash) or a bot.
type seat struct {
	bot     string // "" for a person
	player  sdk.Bot
	hasHash bool
	hash    [sha256.Size]byte // of the seat's token: the token itself is never stored
	// left: the person left the table; the server makes the seat's default
	// move whenever it is to move, for the rest of the game.
	left bool
}

// A note is something the server said at the table, before move Move
// (or after the last move): public, kept in the table's file, and shown
// in every viewer's log among the game's events.
type note struct {
	Move int    `json:"move"`
	Text string `json:"text"`
}

// takeBackAsked is a take-back waiting for the other seats' consent: the
// record as Game.TakeBack gave it, for the table as it was when asked.
type takeBackAsked struct {
	by     core.Player
	at     int // the moves made when it was asked
	rec    core.Record
	agreed []bool // per seat: the asker, the bots and the departed agree at once
}

// A clock tells the time and calls a function later: the system's in the
// server, a fake one in tests, which moves only when told to.
type clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine after d; the function it
	// returns stops that call if it has not happened yet.
	AfterFunc(d time.Duration, f func()) func() bool
}

type systemClock struct{}

func (systemClock) Now() time.Time { return time.Now() }
func (systemClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// The bounds of a clock per move: long enough for a person to read the
// position, short enough that a table does not wait a day for a seat.
const (
	minClock = 5 * time.Second
	maxClock = time.Hour
)

// An eventEntry is one event and who may see it. data is what a client
// receives: {"i": index, "move": move number, "text": String(), "event": JSON}.
type eventEntry struct {
	aud  core.Audience
	data json.RawMessage
}

// wireEvent is the JSON of one event sent to a client.
type wireEvent struct {
	I     int             `json:"i"`
	Move  int             `json:"move"`
	Text  string          `json:"text"`
	Event json.RawMessage `json:"event"`
	// Note marks a note of the server's (a timeout, a take-back, a seat
	// that left), with no event of the game.
	Note bool `json:"note,omitempty"`
}

func newEventEntry(i, move int, e core.Event) (eventEntry, error) {
	ev, err := json.Marshal(e)
	if err != nil {
		return eventEntry{}, err
	}
	text, err := json.Marshal(e.String())
	if err != nil {
		return eventEntry{}, err
	}
	// The wireEvent's JSON, written directly: the event's own JSON is
	// compact already and need not be validated again.
	data := make([]byte, 0, len(ev)+len(text)+40)
	data = append(data, `{"i":`...)
	data = strconv.AppendInt(data, int64(i), 10)
	data = append(data, `,"move":`...)
	data = strconv.AppendInt(data, int64(move), 10)
	data = append(data, `,"text":`...)
	data = append(data, text...)
	data = append(data, `,"event":`...)
	data = append(data, ev...)
	data = append(data, '}')
	if !json.Valid(data) || bytes.ContainsAny(data, "\r\n") {
		return eventEntry{}, fmt.Errorf("event %d: its JSON is not one line of JSON", i)
	}
	return eventEntry{aud: e.Audience(), data: data}, nil
}

// newNoteEntry is a note of the server's as an event every viewer sees:
// {"i", "move", "text", "event": null, "note": true}.
func newNoteEntry(i, move int, text string) eventEntry {
	data, _ := json.Marshal(wireEvent{I: i, Move: move, Text: text, Note: true}) // strings and ints: it cannot fail
	return eventEntry{aud: core.Everyone, data: data}
}

// newToken returns a fresh secret token (256 bits from crypto/rand) and
// its hash.
func newToken() (string, [sha256.Size]byte) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand: " + err.Error()) // crypto/rand does not fail on a supported system
	}
	tok := base64.RawURLEncoding.EncodeToString(b[:])
	return tok, sha256.Sum256([]byte(tok))
}

// newID returns a fresh table id (128 bits from crypto/rand).
func newID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}

// randomSeed draws a seed nobody at the table knows.
func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand: " + err.Error())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// summary names a table for the log: its id, game, moves and who plays.
// t.mu need not be held before the table is shared.
func (t *table) summary() string {
	var seats []string
	for i, st := range t.seats {
		who := "a person"
		if st.bot != "" {
			who = "bot " + st.bot
		}
		seats = append(seats, core.Player(i).String()+" "+who)
	}
	state := "over"
	if !t.pos.Over() {
		state = t.pos.ToMove().String() + " to move"
	}
	return fmt.Sprintf("%s: %s after %d moves, %s (%s)", t.id, t.game.Title(), len(t.rec.Moves), state, strings.Join(seats, ", "))
}

// seatOf returns the seat whose token this is, comparing it with every
// seat's token hash in constant time; ok is false when none matches.
func (t *table) seatOf(token string) (core.Player, bool) {
	h := sha256.Sum256([]byte(token))
	found := core.NoPlayer
	for i := range t.seats {
		s := &t.seats[i]
		if s.hasHash && subtle.ConstantTimeCompare(h[:], s.hash[:]) == 1 {
			found = core.Player(i)
		}
	}
	return found, found != core.NoPlayer
}

// A moveError is why a move was refused, with the HTTP status to send.
type moveError struct {
	status int
	kind   string // "illegal move", "stale move", "not your turn", "game over"
	reason string
}

func (e *moveError) Error() string { return e.kind + ": " + e.reason }

// move applies a move for seat p, made by someone who last saw the table
// after `at` moves and gen take-backs (gen < 0: not checked). The table
// changes only if every check passes and the record is saved; exactly one
// of two moves sent for one decision applies, because the second one's
// `at` is stale, and a move chosen before a take-back is stale too.
func (t *table) move(p core.Player, at, gen int, mv string) error {
	return t.moveAs(p, at, gen, mv, false)
}

// moveAs is move, by the server (a bot's or a departed seat's move) when
// byServer, else by the seat's person, who may no longer move once gone.
func (t *table) moveAs(p core.Player, at, gen int, mv string, byServer bool) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.rec.Moves)
	switch {
	case t.pos.Over():
		return &moveError{409, "game over", "the game is over"}
	case at != n:
		return &moveError{409, "stale move", fmt.Sprintf("the move was chosen after %d moves, but %d have been made", at, n)}
	case gen >= 0 && gen != t.gen:
		return &moveError{409, "stale move", fmt.Sprintf("the move was chosen before a take-back: %d take-backs have been made, not %d", t.gen, gen)}
	case !byServer && p >= 0 && int(p) < len(t.seats) && t.seats[p].left:
		return &moveError{403, "left", fmt.Sprintf("%s left the table: the server makes its moves", p)}
	case t.pos.ToMove() != p:
		return &moveError{403, "not your turn", fmt.Sprintf("%s decides now, not %s", t.pos.ToMove(), seatName(p))}
	}
	return t.applyLocked(p, mv)
}

// applyLocked applies move mv of seat p, the notes first (they go into the
// log before the move's events), saves the table and tells every viewer.
// t.mu is held.
func (t *table) applyLocked(p core.Player, mv string, notes ...string) error {
	n := len(t.rec.Moves)
	next, evs, err := t.pos.Apply(mv)
	if err != nil {
		return &moveError{400, "illegal move", err.Error()}
	}
	// The record keeps each move as the legal list writes it, so a record
	// reads the same whoever sent it: another spelling of a legal move
	// (spaces around it, another case) is refused, naming the right one.
	if legal := t.pos.Legal(); !slices.Contains(legal, mv) {
		return &moveError{400, "non-canonical move", canonicalHint(mv, legal)}
	}
	if t.request != nil { // a move made first lapses a take-back asked for
		notes = append([]string{fmt.Sprintf("%s's take-back lapsed: a move was made first", t.request.by)}, notes...)
	}
	allNotes := t.notes[:len(t.notes):len(t.notes)]
	entries := make([]eventEntry, 0, len(notes)+len(evs))
	for _, text := range notes {
		allNotes = append(allNotes, note{Move: n, Text: text})
		entries = append(entries, newNoteEntry(len(t.events)+len(entries), n, text))
	}
	for _, e := range evs {
		en, err := newEventEntry(len(t.events)+len(entries), n, e)
		if err != nil {
			return err
		}
		entries = append(entries, en)
	}
	rec := t.rec
	rec.Moves = append(rec.Moves[:n:n], mv)
	if len(rec.Hashes) == n { // a table started before records kept hashes goes on without
		rec.Hashes = append(rec.Hashes[:n:n], next.Hash())
	}
	rec.Over = next.Over()
	if err := t.saveLocked(rec, allNotes); err != nil {
		return err
	}
	t.rec, t.pos, t.notes, t.request = rec, next, allNotes, nil
	t.movers = append(t.movers[:n:n], p)
	t.events = append(t.events, entries...)
	t.armLocked()
	t.changedLocked()
	return nil
}

// saveLocked writes the table with record rec and notes, when it is kept
// on disk. t.mu is held (or the table is not yet shared).
func (t *table) saveLocked(rec core.Record, notes []note) error {
	if t.save == nil {
		return nil
	}
	return t.save(t.id, t.fileLocked(rec, notes))
}

// fileLocked is the table's file with record rec and notes.
func (t *table) fileLocked(rec core.Record, notes []note) tableFile {
	f := tableFile{Note: hiddenNote, Record: rec, Clock: int(t.perMove / time.Second), Notes: notes, TakeBacks: t.gen}
	for _, s := range t.seats {
		sf := seatFile{Bot: s.bot, Left: s.left}
		if s.hasHash {
			sf.TokenSHA256 = hex.EncodeToString(s.hash[:])
		}
		f.Seats = append(f.Seats, sf)
	}
	return f
}

// changedLocked tells every viewer's stream that the table changed.
func (t *table) changedLocked() {
	t.ver++
	close(t.changed)
	t.changed = make(chan struct{})
}

// noteLocked says text at the table: saved, then in every viewer's log.
func (t *table) noteLocked(text string) error {
	n := len(t.rec.Moves)
	notes := append(t.notes[:len(t.notes):len(t.notes)], note{Move: n, Text: text})
	if err := t.saveLocked(t.rec, notes); err != nil {
		return err
	}
	t.notes = notes
	t.events = append(t.events, newNoteEntry(len(t.events), n, text))
	t.changedLocked()
	return nil
}

// attach lets the table act on its own: its bots, its departed seats and
// its clock. It is called once, before the table is shared.
func (t *table) attach(ctx context.Context, save func(string, tableFile) error, clk clock) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.ctx, t.save, t.clk = ctx, save, clk
	t.armLocked()
}

// armLocked starts the clock for the seat to move, when the table has a
// clock and a person (present) decides; a timer from before stops. It is
// called after every move and take-back, so each decision gets the full
// time. t.mu is held.
func (t *table) armLocked() {
	if t.stop != nil {
		t.stop()
		t.stop = nil
	}
	t.deadline = time.Time{}
	p := t.pos.ToMove()
	if t.perMove <= 0 || t.clk == nil || t.pos.Over() || p < 0 || int(p) >= len(t.seats) || t.seats[p].player != nil || t.seats[p].left {
		return
	}
	t.deadline = t.clk.Now().Add(t.perMove)
	n, gen := len(t.rec.Moves), t.gen
	t.stop = t.clk.AfterFunc(t.perMove, func() { t.expire(n, gen) })
}

// expire makes the default move of the seat whose time ran out on the
// decision after n moves and gen take-backs, if nobody moved since.
func (t *table) expire(n, gen int) {
	t.mu.Lock()
	p := t.pos.ToMove()
	if t.ctx.Err() != nil || t.pos.Over() || len(t.rec.Moves) != n || t.gen != gen || p < 0 || t.seats[p].player != nil || t.seats[p].left {
		t.mu.Unlock()
		return
	}
	err := t.applyLocked(p, t.pos.DefaultMove(),
		fmt.Sprintf("%s's time ran out (%s a move): the server made their default move", p, t.perMove))
	t.mu.Unlock()
	if err != nil {
		log.Printf("table %s: the default move of %s, out of time: %v", t.id, p, err)
		return
	}
	t.kick()
}

// canonicalHint says how a move the game accepts but spelled otherwise than
// its legal list is to be sent.
func canonicalHint(mv string, legal []string) string {
	norm := func(x string) string { return strings.ToLower(strings.Join(strings.Fields(x), " ")) }
	for _, m := range legal {
		if norm(m) == norm(mv) {
			return fmt.Sprintf("the move %q is written %q in the legal moves: send it exactly so", mv, m)
		}
	}
	return fmt.Sprintf("the move %q is not written as any legal move is: send one exactly as the legal moves list it", mv)
}

func seatName(p core.Player) string {
	if p < 0 {
		return "a spectator"
	}
	return p.String()
}

// kick starts the bots' goroutine if a bot or a departed seat decides
// now and none runs.
func (t *table) kick() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.botOn || t.botErr != nil || t.botSeat() < 0 || t.ctx == nil {
		return
	}
	t.botOn = true
	go t.runBots()
}

// botSeat is the seat the server plays now (a bot's, or a departed
// person's), or NoPlayer. t.mu is held.
func (t *table) botSeat() core.Player {
	p := t.pos.ToMove()
	if t.pos.Over() || p < 0 || int(p) >= len(t.seats) || (t.seats[p].player == nil && !t.seats[p].left) {
		return core.NoPlayer
	}
	return p
}

// runBots plays the bots' seats (and the departed seats' default moves)
// until a person must move, the game ends or the server stops; kick
// starts it, and it clears botOn in the same critical section that finds
// nothing left to do, so a move made just then kicks a new one.
func (t *table) runBots() {
	for {
		t.mu.Lock()
		p := t.botSeat()
		if p < 0 || t.ctx.Err() != nil {
			t.botOn = false
			t.mu.Unlock()
			return
		}
		at, gen, b := len(t.rec.Moves), t.gen, t.seats[p].player
		var view sdk.Position
		mv := ""
		if b == nil {
			mv = t.pos.DefaultMove() // a departed seat's
		} else {
			view = t.pos.View(p)
		}
		t.mu.Unlock()
		var err error
		if b != nil {
			mv, err = b.Choose(view)
		}
		if err == nil {
			err = t.moveAs(p, at, gen, mv, true)
		}
		var me *moveError
		if err != nil && !(errors.As(err, &me) && me.kind == "stale move") {
			who := "the " + t.seats[p].bot + " bot"
			if b == nil {
				who = "the default move"
			}
			log.Printf("table %s: %s of %s stopped: %v", t.id, who, p, err)
			t.mu.Lock()
			t.botErr, t.botOn = err, false
			t.mu.Unlock()
			return
		}
	}
}

// seatInfo is a seat as every viewer may see it.
type seatInfo struct {
	Seat string `json:"seat"`
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
	// Left: the person left; the server makes the seat's default moves.
	Left bool `json:"left,omitempty"`
}

// takeBackInfo is the take-back waiting for consent, as everyone sees it.
type takeBackInfo struct {
	By      string   `json:"by"`
	Waiting []string `json:"waiting"`
}

// legalMove is a move a seat may make, in notation, with its Describe label.
type legalMove struct {
	Move  string `json:"move"`
	Label string `json:"label"`
}

// snapshot is what one viewer may know of a table: built from that
// viewer's View and visible events only.
type snapshot struct {
	Table  string            `json:"table"`
	Game   string            `json:"game"`
	Title  string            `json:"title"`
	Viewer string            `json:"viewer"` // "P0" or "spectator"
	Seat   int               `json:"seat"`   // -1 for a spectator
	Seats  []seatInfo        `json:"seats"`
	Moves  int               `json:"moves"`   // moves made so far: send it back as a move's "at"
	ToMove int               `json:"to_move"` // -1 when the game is over
	Over   bool              `json:"over"`
	Prompt string            `json:"prompt"`
	Legal  []legalMove       `json:"legal"`          // the viewer's moves, when the viewer decides now
	View   json.RawMessage   `json:"view,omitempty"` // written by encode
	Text   string            `json:"text,omitempty"` // the view as text, when asked for
	Events []json.RawMessage `json:"events,omitempty"`
	Result *core.Result      `json:"result,omitempty"`
	Stuck  string            `json:"stuck,omitempty"` // why a bot stopped playing, if one did
	// TakeBacks is the take-backs made so far: send it back with a move
	// or a take-back as "take_backs", so one chosen before a take-back is
	// stale.
	TakeBacks int `json:"take_backs"`
	// LastMover is the seat that made the last move (-1 before the
	// first): that seat, and only it, may ask to take it back.
	LastMover int `json:"last_mover"`
	// TakeBack is the take-back waiting for the other seats, if any.
	TakeBack *takeBackInfo `json:"take_back,omitempty"`
	// Clock is the seconds each person has per move (0: no clock), and
	// TimeLeftMS the milliseconds the person to move has left, while a
	// clock runs.
	Clock      int    `json:"clock,omitempty"`
	TimeLeftMS *int64 `json:"time_left_ms,omitempty"`
	// ScoresText is each seat's final score in the game's unit, once the
	// game is over ("$180,000", "5 Respect").
	ScoresText []string `json:"scores_text,omitempty"`
}

// encode writes the snapshot as JSON. The view, already compact JSON from
// MarshalJSON, is spliced in as it is rather than validated and compacted
// again by encoding/json: it is the largest part of every update.
func (s snapshot) encode() ([]byte, error) {
	view := s.View
	if bytes.ContainsAny(view, "\r\n") { // a line break would end an SSE data line
		var buf bytes.Buffer
		if err := json.Compact(&buf, view); err != nil {
			return nil, err
		}
		view = buf.Bytes()
	}
	s.View = nil
	b, err := json.Marshal(s)
	if err != nil || len(view) == 0 {
		return b, err
	}
	out := make([]byte, 0, len(b)+len(view)+10)
	out = append(out, b[:len(b)-1]...)
	out = append(out, `,"view":`...)
	out = append(out, view...)
	return append(out, '}'), nil
}

// promptFor is what viewer p reads of the decision: the game's prompt,
// which speaks to the seat deciding ("Choose your Informant"), for that
// seat; for a spectator or another seat, the decision's name in words
// ("play or discard"), which the client shows after "P0 decides:".
func promptFor(view sdk.Position, p core.Player) string {
	switch {
	case view.Over():
		return ""
	case p >= 0 && p == view.ToMove():
		return view.Prompt()
	}
	return strings.ReplaceAll(view.Decision(), "-", " ")
}

// snapshotLocked builds viewer p's snapshot, with p's visible events from
// index since on when withEvents, and the view as text when withText.
// t.mu is held.
func (t *table) snapshotLocked(p core.Player, since int, withEvents, withText bool) (snapshot, error) {
	view := t.pos.View(p)
	vj, err := view.MarshalJSON()
	if err != nil {
		return snapshot{}, err
	}
	s := snapshot{
		Table: t.id, Game: t.game.Name(), Title: t.game.Title(),
		Viewer: "spectator", Seat: int(p),
		Moves: len(t.rec.Moves), ToMove: int(view.ToMove()), Over: view.Over(),
		Prompt: promptFor(view, p), View: vj, Legal: []legalMove{},
	}
	if withText {
		s.Text = view.String()
	}
	if p >= 0 {
		s.Viewer = p.String()
	}
	for i, st := range t.seats {
		s.Seats = append(s.Seats, seatInfo{Seat: core.Player(i).String(), Name: view.Seat(core.Player(i)), Bot: st.bot, Left: st.left})
	}
	s.TakeBacks, s.LastMover, s.Clock = t.gen, -1, int(t.perMove/time.Second)
	if len(t.movers) > 0 {
		s.LastMover = int(t.movers[len(t.movers)-1])
	}
	if t.request != nil {
		s.TakeBack = &takeBackInfo{By: t.request.by.String(), Waiting: t.waitingLocked()}
	}
	if !t.deadline.IsZero() && t.clk != nil {
		left := max(t.deadline.Sub(t.clk.Now()).Milliseconds(), 0)
		s.TimeLeftMS = &left
	}
	if s.Over {
		s.ToMove = -1
		r := t.pos.Result() // the outcome is public once the game is over
		s.Result = &r
		s.ScoresText = scoreTexts(t.pos, r)
	} else if p >= 0 && view.ToMove() == p && !t.seats[p].left {
		for _, m := range view.Legal() {
			label, err := view.Describe(m)
			if err != nil {
				label = m
			}
			s.Legal = append(s.Legal, legalMove{Move: m, Label: label})
		}
	}
	if withEvents {
		s.Events = t.visibleLocked(p, since)
	}
	if t.botErr != nil {
		s.Stuck = t.botErr.Error()
	}
	return s, nil
}

// visibleLocked is the data of p's visible events from index since on.
func (t *table) visibleLocked(p core.Player, since int) []json.RawMessage {
	out := []json.RawMessage{}
	for i := max(since, 0); i < len(t.events); i++ {
		if t.events[i].aud.Has(p) {
			out = append(out, t.events[i].data)
		}
	}
	return out
}

// A takeBackReply says what became of a take-back: made (Moves is the
// table's moves now), or waiting for the seats named.
type takeBackReply struct {
	Done    bool     `json:"done"`
	Moves   int      `json:"moves"`
	Waiting []string `json:"waiting,omitempty"`
}

// askTakeBack is seat p asking to take back the table's last move, seen
// after `at` moves and gen take-backs (gen < 0: not checked). The game's
// rule (Game.TakeBack) decides first; when it allows, every other person
// present is asked, and the take-back is made once all agree (at once
// when the others are bots or have left).
func (t *table) askTakeBack(p core.Player, at, gen int) (takeBackReply, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.rec.Moves)
	switch {
	case t.pos.Over():
		return takeBackReply{}, &moveError{409, "game over", "the game is over: its moves are final"}
	case at != n || (gen >= 0 && gen != t.gen):
		return takeBackReply{}, &moveError{409, "stale take-back", fmt.Sprintf("asked after %d moves, but %d have been made", at, n)}
	case t.seats[p].left:
		return takeBackReply{}, &moveError{403, "left", fmt.Sprintf("%s left the table", p)}
	case t.request != nil:
		return takeBackReply{}, &moveError{409, "take-back pending", fmt.Sprintf("%s's take-back waits for %s", t.request.by, strings.Join(t.waitingLocked(), ", "))}
	}
	// Only the last move's maker hears the game's reason: it names the
	// move, and a move's notation can name a card discarded face down.
	if n == 0 {
		return takeBackReply{}, &moveError{409, "take-back refused", "no move to take back: the game has not begun"}
	}
	if last := t.movers[n-1]; last != p {
		return takeBackReply{}, &moveError{409, "take-back refused", fmt.Sprintf("%s made the last move, not %s: only they may take it back", last, p)}
	}
	rec, err := t.game.TakeBack(t.rec, p)
	if err != nil {
		reason := err.Error()
		if t.quotesHiddenLocked(reason, p, n-1) {
			// The game's reason quotes what the move told another seat
			// only ("P1 draws Takeover"): the asker hears it in general.
			reason = fmt.Sprintf("%s told another seat something you may not see (a card drawn): it was seen, so it is final", t.rec.Moves[n-1])
		}
		return takeBackReply{}, &moveError{409, "take-back refused", reason}
	}
	req := &takeBackAsked{by: p, at: n, rec: rec, agreed: make([]bool, len(t.seats))}
	for i, st := range t.seats {
		req.agreed[i] = core.Player(i) == p || st.player != nil || st.left
	}
	t.request = req
	return t.settleLocked()
}

// answerTakeBack is seat p's answer to the take-back asked: a refusal (or
// the asker's withdrawal) cancels it, saying who refused; the last consent
// makes it.
func (t *table) answerTakeBack(p core.Player, agree bool) (takeBackReply, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	req := t.request
	switch {
	case t.seats[p].left:
		return takeBackReply{}, &moveError{403, "left", fmt.Sprintf("%s left the table", p)}
	case req == nil:
		return takeBackReply{}, &moveError{409, "no take-back asked", "no take-back waits for an answer"}
	}
	if !agree {
		text := fmt.Sprintf("%s refused %s's take-back", p, req.by)
		if p == req.by {
			text = fmt.Sprintf("%s withdrew their take-back", p)
		}
		t.request = nil
		if err := t.noteLocked(text); err != nil {
			t.request = req
			return takeBackReply{}, err
		}
		return takeBackReply{Moves: len(t.rec.Moves)}, nil
	}
	req.agreed[p] = true
	return t.settleLocked()
}

// quotesHiddenLocked reports whether text quotes an event of move `move`
// that seat p may not see. t.mu is held.
func (t *table) quotesHiddenLocked(text string, p core.Player, move int) bool {
	for i := len(t.events) - 1; i >= 0; i-- {
		var e wireEvent
		if err := json.Unmarshal(t.events[i].data, &e); err != nil || e.Move < move {
			break
		}
		if e.Move == move && !t.events[i].aud.Has(p) && e.Text != "" && strings.Contains(text, e.Text) {
			return true
		}
	}
	return false
}

// settleLocked makes the take-back asked if every seat agrees, else tells
// the viewers whom it waits for. t.mu is held.
func (t *table) settleLocked() (takeBackReply, error) {
	req := t.request
	if w := t.waitingLocked(); len(w) > 0 {
		t.changedLocked()
		return takeBackReply{Moves: len(t.rec.Moves), Waiting: w}, nil
	}
	pos, err := t.game.Replay(req.rec)
	if err != nil {
		t.request = nil
		return takeBackReply{}, err
	}
	n := len(req.rec.Moves)
	// Every note stays (a seat that left is still gone); those said after
	// the move taken back now come after the move before it.
	notes := make([]note, 0, len(t.notes)+1)
	for _, nt := range t.notes {
		notes = append(notes, note{Move: min(nt.Move, n), Text: nt.Text})
	}
	text := fmt.Sprintf("%s took back their last move", req.by)
	if len(t.seats) > 1 {
		text += ": every other seat agreed"
	}
	notes = append(notes, note{Move: n, Text: text})
	events, movers, err := buildLog(t.game, req.rec, notes)
	if err != nil {
		t.request = nil
		return takeBackReply{}, err
	}
	t.gen++ // saved with the shorter record
	if err := t.saveLocked(req.rec, notes); err != nil {
		t.gen--
		t.request = nil
		return takeBackReply{}, err
	}
	t.rec, t.pos, t.notes, t.events, t.movers = req.rec, pos, notes, events, movers
	t.request = nil
	t.armLocked()
	t.changedLocked()
	return takeBackReply{Done: true, Moves: n}, nil
}

// waitingLocked names the seats whose consent the take-back asked waits
// for. t.mu is held.
func (t *table) waitingLocked() []string {
	var out []string
	if t.request == nil {
		return out
	}
	for i, ok := range t.request.agreed {
		if !ok {
			out = append(out, core.Player(i).String())
		}
	}
	return out
}

// leave is person p leaving the table: from now on the server makes the
// seat's default move whenever it is to move. A take-back p asked is
// withdrawn; one p was asked to agree to counts p's consent.
func (t *table) leave(p core.Player) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case t.seats[p].left:
		return &moveError{403, "left", fmt.Sprintf("%s has left the table already", p)}
	case t.pos.Over():
		return &moveError{409, "game over", "the game is over"}
	}
	t.seats[p].left = true
	if err := t.noteLocked(fmt.Sprintf("%s left the table: the server makes their default move whenever they are to move", p)); err != nil {
		t.seats[p].left = false
		return err
	}
	if req := t.request; req != nil {
		if req.by == p {
			t.request = nil
			if err := t.noteLocked(fmt.Sprintf("%s's take-back is withdrawn: they left", p)); err != nil {
				return err
			}
		} else {
			req.agreed[p] = true
			if _, err := t.settleLocked(); err != nil {
				return err
			}
		}
	}
	t.armLocked() // the clock stops for a seat that left
	return nil
}

// buildLog steps a record from the start and returns its event log, the
// notes merged in (each before the events of its move), and who made
// each move.
func buildLog(g sdk.Game, rec core.Record, notes []note) ([]eventEntry, []core.Player, error) {
	var out []eventEntry
	var movers []core.Player
	k := 0
	flush := func(move int) {
		for ; k < len(notes) && notes[k].Move <= move; k++ {
			out = append(out, newNoteEntry(len(out), notes[k].Move, notes[k].Text))
		}
	}
	err := stepRecord(g, rec, len(rec.Moves), func(i int, before, _ sdk.Position, evs []core.Event) error {
		flush(i)
		movers = append(movers, before.ToMove())
		for _, e := range evs {
			en, err := newEventEntry(len(out), i, e)
			if err != nil {
				return err
			}
			out = append(out, en)
		}
		return nil
	})
	flush(len(rec.Moves) + len(notes)) // the notes after the last move
	return out, movers, err
}

// departed reports whether person p left the table.
func (t *table) departed(p core.Player) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.seats[p].left
}
