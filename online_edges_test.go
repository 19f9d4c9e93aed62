package sdk_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// quietSteps are, per game, a move its maker may take back: a first
// target named, a Title given, a movement leg that rolls nothing, a Capo
// placed.
var quietSteps = map[string]func(step) bool{
	"tonytino": func(s step) bool {
		return quietStep(s, "target") && len(s.events) == 1 && hasEvent(s.events, "names")
	},
	"nostracity": func(s step) bool { return quietStep(s, "title") },
	"mafia":      func(s step) bool { return quietStep(s, "move", "dice-rolled", "space-rolled") },
	"speakeasy":  func(s step) bool { return quietStep(s, "place") },
}

// A take-back replays the whole record as Replay does, with its checks: a
// record whose last hash was edited, that lacks a hash, or that says the
// game is over while it runs is refused as Replay refuses it
// (core.ErrBadRecord), even when its last move could be taken back; the
// record itself is.
func TestTakeBackRefusesWhatReplayRefuses(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		s := findStep(t, name, "a quiet move after the third", func(s step) bool { return len(s.rec.Moves) > 3 && quietSteps[name](s) })
		accepted(t, name, "a quiet move", s)
		n := len(s.rec.Moves)
		edits := map[string]func(r *core.Record){
			"the last hash edited": func(r *core.Record) {
				v, _, _ := strings.Cut(r.Hashes[n-1], ":")
				r.Hashes[n-1] = v + ":0000000000000000"
			},
			"the last hash missing": func(r *core.Record) { r.Hashes = r.Hashes[:n-1] },
			"a hash missing":        func(r *core.Record) { r.Hashes = slices.Delete(r.Hashes, n/2, n/2+1) },
			"over while it runs":    func(r *core.Record) { r.Over = true },
		}
		for what, edit := range edits {
			rec := s.rec
			rec.Moves, rec.Hashes = slices.Clone(rec.Moves), slices.Clone(rec.Hashes)
			edit(&rec)
			_, replayErr := g.Replay(rec)
			if !errors.Is(replayErr, core.ErrBadRecord) {
				t.Fatalf("%s, %s: Replay = %v, want ErrBadRecord", name, what, replayErr)
			}
			back, err := g.TakeBack(rec, s.mover)
			if !errors.Is(err, core.ErrBadRecord) || err.Error() != replayErr.Error() {
				t.Errorf("%s, %s: TakeBack = %v, want Replay's refusal %q", name, what, err, replayErr)
				continue
			}
			if len(back.Moves) != n {
				t.Errorf("%s, %s: a refused take-back returns a record of %d moves, want the record given", name, what, len(back.Moves))
			}
		}
	}
}
