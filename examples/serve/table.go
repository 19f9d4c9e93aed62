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

	mu      sync.Mutex
	rec     core.Record  // config, seed and every acknowledged move
	pos     sdk.Position // the full position after rec.Moves: never sent to anybody
	events  []eventEntry // every event of the game, in order
	changed chan struct{}
	botOn   bool  // a goroutine is playing the bots' seats
	botErr  error // why the bots stopped, if they did
}

// A seat is a human seat (a token's hash) or a bot.
type seat struct {
	bot     string // "" for a person
	player  sdk.Bot
	hasHash bool
	hash    [sha256.Size]byte // of the seat's token: the token itself is never stored
}

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
// after `at` moves. The table changes only if every check passes and the
// record is saved; exactly one of two moves sent for one decision applies,
// because the second one's `at` is stale.
func (t *table) move(p core.Player, at int, mv string, save func(*table, core.Record) error) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(t.rec.Moves)
	switch {
	case t.pos.Over():
		return &moveError{409, "game over", "the game is over"}
	case at != n:
		return &moveError{409, "stale move", fmt.Sprintf("the move was chosen after %d moves, but %d have been made", at, n)}
	case t.pos.ToMove() != p:
		return &moveError{403, "not your turn", fmt.Sprintf("%s decides now, not %s", t.pos.ToMove(), seatName(p))}
	}
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
	entries := make([]eventEntry, len(evs))
	for i, e := range evs {
		if entries[i], err = newEventEntry(len(t.events)+i, n, e); err != nil {
			return err
		}
	}
	rec := t.rec
	rec.Moves = append(rec.Moves[:n:n], mv)
	if len(rec.Hashes) == n { // a table started before records kept hashes goes on without
		rec.Hashes = append(rec.Hashes[:n:n], next.Hash())
	}
	rec.Over = next.Over()
	if save != nil {
		if err := save(t, rec); err != nil {
			return err
		}
	}
	t.rec, t.pos = rec, next
	t.events = append(t.events, entries...)
	close(t.changed)
	t.changed = make(chan struct{})
	return nil
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

// kick starts the bots' goroutine if a bot decides now and none runs.
func (t *table) kick(ctx context.Context, save func(*table, core.Record) error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.botOn || t.botErr != nil || t.botSeat() < 0 {
		return
	}
	t.botOn = true
	go t.runBots(ctx, save)
}

// botSeat is the bot seat that decides now, or NoPlayer. t.mu is held.
func (t *table) botSeat() core.Player {
	p := t.pos.ToMove()
	if t.pos.Over() || p < 0 || int(p) >= len(t.seats) || t.seats[p].player == nil {
		return core.NoPlayer
	}
	return p
}

// runBots plays the bots' seats until a person must move, the game ends or
// ctx is done; kick starts it, and it clears botOn in the same critical
// section that finds nothing left to do, so a move made just then kicks a
// new one.
func (t *table) runBots(ctx context.Context, save func(*table, core.Record) error) {
	for {
		t.mu.Lock()
		p := t.botSeat()
		if p < 0 || ctx.Err() != nil {
			t.botOn = false
			t.mu.Unlock()
			return
		}
		view, at, b := t.pos.View(p), len(t.rec.Moves), t.seats[p].player
		t.mu.Unlock()
		mv, err := b.Choose(view)
		if err == nil {
			err = t.move(p, at, mv, save)
		}
		var me *moveError
		if err != nil && !(errors.As(err, &me) && me.kind == "stale move") {
			log.Printf("table %s: the %s bot of %s stopped: %v", t.id, t.seats[p].bot, p, err)
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
		Prompt: view.Prompt(), View: vj, Legal: []legalMove{},
	}
	if withText {
		s.Text = view.String()
	}
	if p >= 0 {
		s.Viewer = p.String()
	}
	for i, st := range t.seats {
		s.Seats = append(s.Seats, seatInfo{Seat: core.Player(i).String(), Name: view.Seat(core.Player(i)), Bot: st.bot})
	}
	if s.Over {
		s.ToMove = -1
		r := t.pos.Result() // the outcome is public once the game is over
		s.Result = &r
		s.ScoresText = scoreTexts(t.game, r)
	} else if p >= 0 && view.ToMove() == p {
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
