package speakeasy

import "github.com/mafiarules/sdk/core"

// Online is Speakeasy's rule for online tables (core.Online), which
// sdk.Position.DefaultMove and sdk.Game.TakeBack dispatch to: the package
// doc's "Online tables" section says it in words.
//
// The default move is the first legal move of the first kind of:
// MoveKindPass, MoveKindSkip (the optional step), MoveKindAttack (with
// the Family Members chosen), MoveKindFee (no Associate's fee),
// MoveKindDefend (no Goons returned), MoveKindDiscard (the first
// Operations card in id order), MoveKindDrop (the first City tile in id
// order), MoveKindReward (the Leverage token); else the first legal move
// in Legal's order (a Capo to the first free person, the first space, the
// first district).
//
// A move is final when it drew chance (a Book gained, a Helper taken, an
// attack's roll, the Operations card drawn as a visit ends), when an event
// of it is for some seats only (a card or a Book only its owner sees),
// when it showed what was hidden (an Operations card drawn, played or
// discarded, a Book gained or cooked, a Strength tile revealed, an
// invasion announced), or when it answered a reaction window:
// MoveKindDefend, the Mob War defence that answers an invasion.
var Online core.Online[State, Move] = online{}

// online is Speakeasy's online-table rule, written on the game's own
// kinds.
type online struct{}

// defaultRank is the place of a move of kind k in the default move's
// preference order, from 1; 0 for a kind the order leaves out.
func (k MoveKind) defaultRank() int {
	switch k {
	case MoveKindPass:
		return 1
	case MoveKindSkip:
		return 2
	case MoveKindAttack:
		return 3
	case MoveKindFee:
		return 4
	case MoveKindDefend:
		return 5
	case MoveKindDiscard:
		return 6
	case MoveKindDrop:
		return 7
	case MoveKindReward:
		return 8
	}
	return 0
}

// shows reports whether an event of kind k shows what was hidden.
func (k EventKind) shows() bool {
	switch k {
	case EventKindCardDrawn, EventKindBookGained, EventKindCardDiscarded, EventKindCardPlayed,
		EventKindBookCooked, EventKindStrengthRevealed, EventKindInvasionAnnounced:
		return true
	}
	return false
}

// DefaultMove is the first legal move of the kind ranked first (in Legal's
// order among moves of one kind), else the first legal move; ok is false
// once the game is over.
func (online) DefaultMove(s State) (Move, bool) {
	legal := Legal(s)
	if len(legal) == 0 {
		return Move{}, false
	}
	best := legal[0]
	for _, m := range legal {
		if r := m.Kind.defaultRank(); r > 0 && (best.Kind.defaultRank() == 0 || r < best.Kind.defaultRank()) {
			best = m
		}
	}
	return best, true
}

// Final says why m, which took before to after with events, may not be
// taken back: chance, an event for some seats only, what was hidden shown,
// the answer to an invasion; NotFinal when nothing was revealed.
func (online) Final(before State, m Move, after State, events []core.Event) (core.Final, core.Event) {
	if after.RNG() != before.RNG() {
		return core.FinalChance, nil
	}
	for _, e := range events {
		ev, ok := e.(*Event)
		switch {
		case !ok || ev.To != core.Everyone:
			return core.FinalTold, e
		case ev.Kind.shows():
			return core.FinalShown, e
		}
	}
	if m.Kind == MoveKindDefend {
		return core.FinalAnswered, nil
	}
	return core.NotFinal, nil
}

// ScoreUnit is what Score counts for seat p: "dollars".
func (s State) ScoreUnit(p core.Player) string { return "dollars" }
