package sdk

import "github.com/mafiarules/sdk/core"

// Online tables: each game package declares its rule (its Online value, a
// core.Online written on its own move and event kinds, beside its rules):
// the move a seat that timed out or left makes, and what makes a move
// final. The registry dispatches to it and words the refusals; it knows
// no game's moves or events. A game that declares no rule makes its first
// legal move by default and refuses every take-back.

// TakeBack is Game.TakeBack for a typed game. It replays the whole record
// as Replay does, with every check of Replay (its hashes, its "over"),
// keeping the state before the last move and that move's events; only a
// record that replays is judged by the game's take-back rule.
func (e *entry[S, M, C]) TakeBack(r core.Record, p core.Player) (core.Record, error) {
	n := len(r.Moves)
	if r.Game == e.Name() && n == 0 {
		return r, core.Errorf(core.ErrIllegalMove, "no move to take back: the record holds none (the game has not begun, or starts from its position)")
	}
	g := &recording[S, M]{canonical: canonical[S, M]{e.rules}}
	var (
		m      M
		events []core.Event
	)
	after, err := core.Replay[S, M](g, r, func(i int, mi M, _ S, evs []core.Event) {
		if i == n-1 {
			m, events = mi, evs
		}
	})
	if err != nil {
		return r, err
	}
	before := r
	before.Moves, before.Over = r.Moves[:n-1:n-1], false
	if len(r.Hashes) == n {
		before.Hashes = r.Hashes[: n-1 : n-1]
	}
	last := r.Moves[n-1]
	if m.Mover() != p {
		// The move is not named: its notation may hold what p may not see
		// (a card discarded face down).
		return r, core.Errorf(core.ErrIllegalMove, "%v made the last move, not %v: only they may take it back", m.Mover(), p)
	}
	if e.online == nil {
		return r, core.Errorf(core.ErrIllegalMove, "%s declares no take-backs yet: no move may be taken back", e.Title())
	}
	why, ev := e.online.Final(g.before, m, after, events)
	switch why {
	case core.NotFinal:
		return before, nil
	case core.FinalChance:
		return r, core.Errorf(core.ErrIllegalMove, "%s drew chance: what it dealt or rolled was seen", last)
	case core.FinalTold:
		// Not quoted: the event is for its audience only.
		return r, core.Errorf(core.ErrIllegalMove, "%s showed a seat something the others do not see (a card drawn, a card looked at): it was seen", last)
	case core.FinalShown:
		if ev == nil {
			return r, core.Errorf(core.ErrIllegalMove, "%s showed what was hidden: it was seen", last)
		}
		return r, core.Errorf(core.ErrIllegalMove, "%s showed what was hidden (%s): it was seen", last, ev)
	case core.FinalAnswered:
		return r, core.Errorf(core.ErrIllegalMove, "%s answered a reaction window: the answer told the table something", last)
	}
	return r, core.Errorf(core.ErrIllegalMove, "%s is final (%v): it may not be taken back", last, why)
}

// recording is a game that keeps the state each Apply is given: after a
// replay, the state before its last move.
type recording[S any, M core.Move] struct {
	canonical[S, M]
	before S
}

// Apply keeps s, then applies m to it.
func (g *recording[S, M]) Apply(s S, m M) (S, []core.Event, error) {
	g.before = s
	return g.canonical.Apply(s, m)
}

// DefaultMove is the game's default move in the position; its first legal
// move where the game declares no online rule; "" once the game is over.
func (p *position[S, M, C]) DefaultMove() string {
	if p.e.online == nil {
		if legal := p.e.rules.Legal(p.s); len(legal) > 0 {
			return legal[0].String()
		}
		return ""
	}
	m, ok := p.e.online.DefaultMove(p.s)
	if !ok {
		return ""
	}
	return m.String()
}
