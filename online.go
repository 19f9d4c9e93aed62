package sdk

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// online is what a game declares for online tables: which move a seat that
// timed out or left makes, and what a take-back may not undo. The default
// move is the first legal move whose verb comes first in defaults (among
// moves of one verb, the first in Legal's order, which each game lists
// cheapest first), else the first legal move. A take-back is refused when
// the move drew chance (the RNG moved), told one seat something the others
// do not know (an event not for everyone: a card drawn), showed something
// hidden (an event of a kind in reveals: a tile turned up), or declined a
// reaction (a verb of declines: passing tells that the seat did not, or
// would not, react).
type online struct {
	defaults []string
	reveals  []string
	declines []string
}

// onlines are the games that declare their online rules; a game not listed
// makes its first legal move by default and refuses every take-back.
var onlines = map[string]online{
	// Tony & Tino: let a card stand rather than raid, discard rather than
	// play (Step Up, the most common card, first), name targets and place
	// tiles in Legal's order, put a racket on the first free street.
	"tonytino": {
		defaults: []string{"pass", "discard", "target", "place", "racket", "play", "raid"},
		reveals:  []string{"card-drawn", "tile-turned-up", "racket-turned-up", "tokens-shuffled"},
		declines: []string{"pass", "raid"},
	},
}

// defaultMove is the move a seat that timed out or left makes in pos:
// "" once the game is over.
func defaultMove(game string, legal []string) string {
	if len(legal) == 0 {
		return ""
	}
	for _, verb := range onlines[game].defaults {
		for _, m := range legal {
			if moveVerb(m) == verb {
				return m
			}
		}
	}
	return legal[0]
}

// moveVerb is a move's verb: the word after the seat ("discard" of "P0
// discard step-up").
func moveVerb(move string) string {
	f := strings.SplitN(move, " ", 3)
	if len(f) < 2 {
		return ""
	}
	return f[1]
}

// takeBack is Game.TakeBack for a typed game.
func (e *entry[S, M, C]) TakeBack(r core.Record, p core.Player) (core.Record, error) {
	if r.Game != e.Name() {
		return r, core.Errorf(core.ErrBadRecord, "record of %q, not %q", r.Game, e.Name())
	}
	n := len(r.Moves)
	if n == 0 {
		return r, core.Errorf(core.ErrIllegalMove, "no move to take back: the game has not begun")
	}
	rules, declared := onlines[e.Name()]
	before := r
	before.Moves, before.Over = r.Moves[:n-1:n-1], false
	if len(r.Hashes) == n {
		before.Hashes = r.Hashes[: n-1 : n-1]
	}
	s, err := core.Replay(canonical[S, M]{e.rules}, before, nil)
	if err != nil {
		return r, err
	}
	last := r.Moves[n-1]
	m, err := e.rules.ParseMove(last)
	if err != nil {
		return r, fmt.Errorf("%w: move %d %q: %w", core.ErrBadRecord, n, last, err)
	}
	if m.Mover() != p {
		// The move is not named: its notation may hold what p may not see
		// (a card discarded face down).
		return r, core.Errorf(core.ErrIllegalMove, "%v made the last move, not %v: only they may take it back", m.Mover(), p)
	}
	after, events, err := e.rules.Apply(s, m)
	if err != nil {
		return r, fmt.Errorf("%w: move %d %q: %w", core.ErrBadRecord, n, last, err)
	}
	if !declared {
		return r, core.Errorf(core.ErrIllegalMove, "%s declares no take-backs yet: no move may be taken back", e.Title())
	}
	type chance interface{ RNG() core.RNG }
	if a, ok := any(after).(chance); !ok || a.RNG() != any(s).(chance).RNG() {
		return r, core.Errorf(core.ErrIllegalMove, "%s drew chance: what it dealt or rolled was seen", last)
	}
	for _, ev := range events {
		if ev.Audience() != core.Everyone {
			// Not quoted: the event is for its audience only.
			return r, core.Errorf(core.ErrIllegalMove, "%s showed a seat something the others do not see (a card drawn, a card looked at): it was seen", last)
		}
		if kind := eventKind(ev); slices.Contains(rules.reveals, kind) {
			return r, core.Errorf(core.ErrIllegalMove, "%s showed what was hidden (%s): it was seen", last, ev)
		}
	}
	if slices.Contains(rules.declines, moveVerb(last)) {
		return r, core.Errorf(core.ErrIllegalMove, "%s answered a reaction window: the answer told the table something", last)
	}
	return before, nil
}

// eventKind is an event's kind as its JSON names it ("card-drawn").
func eventKind(ev core.Event) string {
	b, err := json.Marshal(ev)
	if err != nil {
		return ""
	}
	raw, err := core.ObjectKey(b, "kind")
	if err != nil || raw == nil {
		return ""
	}
	var k string
	_ = json.Unmarshal(raw, &k)
	return k
}

func (p *position[S, M, C]) DefaultMove() string { return defaultMove(p.e.Name(), p.Legal()) }
