package main

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// A store keeps each table as one JSON file in a directory: its record
// and, per seat, the bot spec or the hash of the seat's token. A file is
// written to a temporary name and renamed over the old one, so a process
// killed at any moment leaves either the old record or the new one. With
// sync, each file is also flushed to the disk before the rename, so the
// record survives a power cut too (at a few milliseconds a move).
type store struct {
	dir  string
	sync bool
}

// tableFile is a table on disk.
type tableFile struct {
	// Note says, in the file itself, that it holds every hidden card.
	Note   string      `json:"note"`
	Record core.Record `json:"record"`
	Seats  []seatFile  `json:"seats"`
	// Clock is the seconds each person has per move (0: none).
	Clock int `json:"clock,omitempty"`
	// Notes are what the server said at the table (timeouts, take-backs,
	// seats that left), each before the events of its move.
	Notes []note `json:"notes,omitempty"`
	// TakeBacks is the take-backs made at the table: a move a client chose
	// before one is stale, after a restart too.
	TakeBacks int `json:"take_backs,omitempty"`
}

// hiddenNote is every table file's note: the record's seed and moves
// rebuild every card dealt, a face-down discard included.
const hiddenNote = "This file holds the table's seed and every move: they rebuild every hidden card of the game (hands, decks, face-down discards, secret bids). Keep it out of the players' sight."

type seatFile struct {
	Bot         string `json:"bot,omitempty"`
	TokenSHA256 string `json:"token_sha256,omitempty"`
	Left        bool   `json:"left,omitempty"` // the person left: the seat makes its default moves
}

func (st *store) path(id string) string { return filepath.Join(st.dir, id+".json") }

// save writes table id's file f, atomically.
func (st *store) save(id string, f tableFile) error {
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	// One temporary name per table: the table's lock orders its saves.
	name := filepath.Join(st.dir, "."+id+".tmp")
	tmp, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	_, err = tmp.Write(b)
	if err == nil && st.sync {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, st.path(id))
	}
	if err != nil {
		os.Remove(name)
	}
	return err
}

// load reads every table in the directory and replays its record with
// Game.Replay. A file that does not read is left where it is and named in
// failed, with the reason.
func (st *store) load() (tables []*table, failed []string, err error) {
	entries, err := os.ReadDir(st.dir)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		name := e.Name()
		id, ok := strings.CutSuffix(name, ".json")
		if !ok || !validID(id) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(st.dir, name))
		if err != nil {
			return nil, nil, err
		}
		t, err := restore(id, b)
		if err != nil {
			failed = append(failed, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		tables = append(tables, t)
	}
	return tables, failed, nil
}

// restore rebuilds a table from its file: the position through
// Game.Replay, the event log by stepping the same moves.
func restore(id string, b []byte) (*table, error) {
	var f tableFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	g, err := sdk.Lookup(f.Record.Game)
	if err != nil {
		return nil, err
	}
	pos, err := g.Replay(f.Record)
	if err != nil {
		return nil, err
	}
	if len(f.Seats) != pos.NumPlayers() {
		return nil, fmt.Errorf("%d seats for a game of %d", len(f.Seats), pos.NumPlayers())
	}
	if f.Clock != 0 && (f.Clock < int(minClock/time.Second) || f.Clock > int(maxClock/time.Second)) {
		return nil, fmt.Errorf("a clock of %d s a move, outside %s to %s", f.Clock, minClock, maxClock)
	}
	t := &table{id: id, game: g, rec: f.Record, pos: pos, changed: make(chan struct{}), perMove: time.Duration(f.Clock) * time.Second}
	for i, sf := range f.Seats {
		var s seat
		if sf.Bot != "" {
			if s.player, s.bot, err = newBot(g, sf.Bot); err != nil {
				return nil, fmt.Errorf("seat %d: %w", i, err)
			}
		} else {
			h, err := hex.DecodeString(sf.TokenSHA256)
			if err != nil || len(h) != len(s.hash) {
				return nil, fmt.Errorf("seat %d: a bad token hash", i)
			}
			copy(s.hash[:], h)
			s.hasHash = true
			s.left = sf.Left
		}
		t.seats = append(t.seats, s)
	}
	for i, nt := range f.Notes {
		if nt.Move < 0 || nt.Move > len(f.Record.Moves) || i > 0 && nt.Move < f.Notes[i-1].Move {
			return nil, fmt.Errorf("note %d is out of the moves' order", i)
		}
	}
	if f.TakeBacks < 0 || f.TakeBacks > len(f.Notes) {
		return nil, fmt.Errorf("%d take-backs, with %d notes (each take-back has one)", f.TakeBacks, len(f.Notes))
	}
	t.notes, t.gen = f.Notes, f.TakeBacks
	t.events, t.movers, err = buildLog(g, f.Record, f.Notes)
	return t, err
}

// stepRecord plays the first n moves of rec from the start, calling each
// with the move's index, the positions before and after, and its events.
func stepRecord(g sdk.Game, rec core.Record, n int, each func(i int, before, after sdk.Position, evs []core.Event) error) error {
	pos, err := g.New(rec.Config, rec.Seed)
	if err != nil {
		return err
	}
	if n > len(rec.Moves) {
		return errors.New("past the record's end")
	}
	for i, mv := range rec.Moves[:n] {
		next, evs, err := pos.Apply(mv)
		if err != nil {
			return fmt.Errorf("move %d %q: %w", i, mv, err)
		}
		if err := each(i, pos, next, evs); err != nil {
			return err
		}
		pos = next
	}
	return nil
}

func validID(id string) bool {
	if len(id) != 32 {
		return false
	}
	_, err := hex.DecodeString(id)
	return err == nil
}
