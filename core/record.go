package core

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// Record is a whole game as data: which game, where it starts (its config
// and seed, or a written position), the moves in notation and whether the
// game is over after them. Replay turns it back into the identical state,
// so a Record is the way to save, share and test a game, and a server
// resumes an unfinished table from one.
//
// The record format is the JSON of a Record, an object with these keys:
//
//	game      the game's name, as its Rules writes it ("tonytino")
//	config    the game's JSON config; absent: the default (New's nil)
//	seed      the seed New draws the setup's chance from (0 when absent)
//	position  instead of config and seed, a full position the game
//	          starts from, as the game's position format writes it (with
//	          its rules and its "rng"), as a chess record carries a FEN
//	          tag: a puzzle, a tutorial, a table set up by hand
//	moves     the moves in notation, each spelled as Legal spells it
//	          (at most 65,536 moves of at most 256 bytes)
//	over      whether the moves end the game
//	hashes    optional: the position's hash after each move, one per move
//
// For example {"game":"tonytino","seed":7,"moves":["P0 discard step-up"],
// "over":false}, or, from a written position, {"game":"tonytino",
// "position":{"game":"tonytino","version":2,...,"rng":{...}},"moves":[],
// "over":false}. A record that starts from a position replays, hashes and
// takes back as any other: its moves and hashes count from the position.
type Record struct {
	Game   string          `json:"game"`
	Config json.RawMessage `json:"config,omitempty"`
	Seed   uint64          `json:"seed"`
	// Position, when present, is the full position the game starts from
	// instead of New(Config, Seed): a record gives one or the other (a
	// position holds its rules and its chance), never a View (which holds
	// no chance to play on with).
	Position json.RawMessage `json:"position,omitempty"`
	Moves    []string        `json:"moves" max:"65536,256"`
	// Over says the moves end the game. A record with Over false is an
	// unfinished game; Replay then stops where the moves stop.
	Over bool `json:"over"`
	// Hashes, when present, hold PositionHash of the full position after
	// each move, one per move: a server appends them as it plays, and
	// Replay checks those of the format version the game writes now, so a
	// record made under other rules is refused at the first move whose
	// position differs instead of silently becoming another game; text
	// that is not a hash is refused at its move, and only a well-formed
	// hash of another format version is not compared. A record without
	// hashes replays as before.
	Hashes []string `json:"hashes,omitempty" max:"65536,32"`
}

// Replay plays r with g from the start: its position, else
// g.New(r.Config, r.Seed). each, if not nil, is called after every move
// with its index, the move, the state it produced and its events.
//
// A record of another game, a config New refuses, a position the game's
// decoder refuses (or a view, or a position with a config or a seed), a move that does not
// parse or does not apply, or a record that says Over when its moves leave
// the game running: each stops the replay with an error that wraps
// ErrBadRecord and, for a move, the move's own error too (errors.Is finds
// ErrNotYourTurn through it), and returns the state reached before it. So
// does a hash of Hashes that is not the position the move reached (when
// the hash was made under the format version the game writes now): "this
// record was played under other rules from move 41", and text in Hashes
// that is not a hash as PositionHash writes it (a version in decimal
// without a leading zero, a colon, 16 lowercase hex digits): only a
// well-formed hash of another format version is not compared. An unfinished record
// (Over false) replays without error to the position it reached.
func Replay[S any, M Move](g Game[S, M], r Record, each func(i int, m M, s S, events []Event)) (S, error) {
	var s S
	if r.Game != g.Name() {
		return s, Errorf(ErrBadRecord, "record of %q, not %q", r.Game, g.Name())
	}
	s, err := start(g, r)
	if err != nil {
		return s, err
	}
	if len(r.Hashes) > 0 && len(r.Hashes) != len(r.Moves) {
		return s, Errorf(ErrBadRecord, "the record has %d hashes for its %d moves: one for the position after each move", len(r.Hashes), len(r.Moves))
	}
	for i, text := range r.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			return s, fmt.Errorf("%w: move %d %q: %w", ErrBadRecord, i, strictjson.ClipText(text), err)
		}
		next, events, err := g.Apply(s, m)
		if err != nil {
			return s, fmt.Errorf("%w: move %d %q: %w", ErrBadRecord, i, strictjson.ClipText(text), err)
		}
		if len(r.Hashes) > 0 {
			if !wellFormedHash(r.Hashes[i]) {
				return s, Errorf(ErrBadRecord, "the hash after move %d (%q) is %s, which is not a position hash: a format version, a colon and 16 lowercase hex digits, as in %q", i+1, strictjson.ClipText(text), strconv.Quote(strictjson.ClipText(r.Hashes[i])), "2:9f86d081884c7d65")
			}
			b, err := json.Marshal(next)
			if err != nil {
				return s, fmt.Errorf("%w: move %d %q: the position does not write: %w", ErrBadRecord, i, strictjson.ClipText(text), err)
			}
			if got := PositionHash(b); hashVersion(r.Hashes[i]) == hashVersion(got) && r.Hashes[i] != got {
				return s, Errorf(ErrBadRecord, "this record was played under other rules from move %d (%q): its position then was %s, these rules make it %s", i+1, text, r.Hashes[i], got)
			}
		}
		s = next
		if each != nil {
			each(i, m, s, events)
		}
	}
	if r.Over && !g.Over(s) {
		return s, Errorf(ErrBadRecord, "the record says the game is over, but after its %d moves %v is still to move", len(r.Moves), g.ToMove(s))
	}
	return s, nil
}

// start is the state a record starts from: its position, else
// New(Config, Seed).
func start[S any, M Move](g Game[S, M], r Record) (S, error) {
	var s S
	if len(r.Position) == 0 {
		s, err := g.New(r.Config, r.Seed)
		if err != nil {
			return s, fmt.Errorf("%w: config: %w", ErrBadRecord, err)
		}
		return s, nil
	}
	if !emptyJSON(r.Config) || r.Seed != 0 {
		return s, Errorf(ErrBadRecord, "the record starts from a position and gives a config or a seed: a position holds its rules and its chance, so a record gives a position or a config and seed, not both")
	}
	if view, err := strictjson.ObjectKey(r.Position, "view"); err == nil && view != nil {
		return s, Errorf(ErrBadRecord, "the record starts from a view (\"view\": %s): a record starts from a full position, which holds the chance to come", strictjson.Clip(view))
	}
	var err error
	if u, ok := any(&s).(json.Unmarshaler); ok {
		err = u.UnmarshalJSON(r.Position)
	} else {
		err = strictjson.Decode(r.Position, &s)
	}
	if err != nil {
		var zero S
		return zero, fmt.Errorf("%w: the position it starts from: %w", ErrBadRecord, err)
	}
	return s, nil
}

// emptyJSON reports whether a raw JSON value is absent, null or {}.
func emptyJSON(b json.RawMessage) bool {
	t := strings.TrimSpace(string(b))
	if t == "" || t == "null" {
		return true
	}
	if t[0] != '{' || t[len(t)-1] != '}' {
		return false
	}
	return strings.TrimSpace(t[1:len(t)-1]) == ""
}

// wellFormedHash reports whether h is written as PositionHash writes a
// hash: a format version in decimal (no sign, no leading zero), a colon
// and 16 lowercase hex digits.
func wellFormedHash(h string) bool {
	v, digits, ok := strings.Cut(h, ":")
	if !ok || len(v) == 0 || len(v) > 9 || v[0] == '0' && len(v) > 1 || len(digits) != 16 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	for i := 0; i < len(digits); i++ {
		if c := digits[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// Final is why a move is final at an online table: what the move revealed,
// so that the seat that made it may not take it back (the take-back rule:
// only a move that revealed nothing hidden from any seat, its maker
// included, may be). A game's Online rule says it for each move; the zero
// Final, NotFinal, lets the move be taken back.
type Final uint8

// The reasons a move is final.
const (
	// NotFinal: the move revealed nothing; its maker may take it back.
	NotFinal Final = iota
	// FinalChance: the move drew chance (the state's RNG moved): what it
	// dealt, drew or rolled was seen.
	FinalChance
	// FinalTold: the move told a seat something the others do not see (a
	// card drawn from an ordered deck, a card looked at, a choice another
	// seat saw).
	FinalTold
	// FinalShown: the move showed what was hidden (a card played face up,
	// a tile turned up).
	FinalShown
	// FinalAnswered: the move answered a reaction window, declining or
	// not: the answer told the table something.
	FinalAnswered
)

// String is the reason in a word: "not-final", "chance", "told", "shown",
// "answered".
func (f Final) String() string {
	names := [...]string{"not-final", "chance", "told", "shown", "answered"}
	if int(f) >= len(names) {
		return "?"
	}
	return names[f]
}

// Online is a game's rule for online tables, which each game package
// declares beside its rules (its Online variable) and the registry (sdk)
// dispatches to: the move made for a seat that timed out or left, and
// what makes a move final, so that it may not be taken back.
type Online[S any, M Move] interface {
	// DefaultMove is the move made for ToMove(s) when that seat timed out
	// or left the table: deterministic, the same for both, legal in s (a
	// full state or a View); ok is false once the game is over. A game in
	// which every seat makes only its default move ends within the game's
	// move bound.
	DefaultMove(s S) (m M, ok bool)
	// Final says whether move m, which Apply made from before to after
	// with events, is final: NotFinal when its maker may take it back,
	// else why not, with the event that showed or told what was hidden
	// (nil for chance or an answer).
	Final(before S, m M, after S, events []Event) (Final, Event)
}
