package tonytino

import "github.com/mafiarules/sdk/core"

// Online is Tony & Tino's rule for online tables (core.Online), which
// sdk.Position.DefaultMove and sdk.Game.TakeBack dispatch to: the package
// doc's "Online tables" section says it in words.
//
// The default move is the first legal move of the first kind of:
// MoveKindPass (let a card stand rather than raid), MoveKindDiscard (rather
// than play; Step Up, the most common card, first), MoveKindTarget,
// MoveKindPlace and MoveKindRacket (in Legal's order: targets and corners
// in order, the first free street), MoveKindPlay, MoveKindRaid.
//
// A move is final when it drew chance (the RNG moved: Lucky Break
// reshuffles the tokens), when an event of it is for one seat only (a card
// drawn from the ordered deck, a card discarded face down), when it showed
// what was hidden (a card played face up, waiting in the Police Raid window
// or for its targets; a card drawn; a tile or a racket turned up; the
// tokens reshuffled), or when it answered the Police Raid window
// (MoveKindPass or MoveKindRaid). Naming a card's first target, and placing
// a tile or a racket that turns nothing up, reveal nothing: they may be
// taken back.
var Online core.Online[State, Move] = online{}

// online is Tony & Tino's online-table rule, written on the game's own
// kinds.
type online struct{}

// defaultRank is the place of a move of kind k in the default move's
// preference order, from 1; 0 for a kind the order leaves out.
func (k MoveKind) defaultRank() int {
	switch k {
	case MoveKindPass:
		return 1
	case MoveKindDiscard:
		return 2
	case MoveKindTarget:
		return 3
	case MoveKindPlace:
		return 4
	case MoveKindRacket:
		return 5
	case MoveKindPlay:
		return 6
	case MoveKindRaid:
		return 7
	}
	return 0
}

// answers reports whether a move of kind k answers a reaction window.
func (k MoveKind) answers() bool { return k == MoveKindPass || k == MoveKindRaid }

// shows reports whether an event of kind k shows what was hidden.
func (k EventKind) shows() bool {
	switch k {
	case EventKindCardPlayed, EventKindCardDrawn, EventKindTileTurnedUp, EventKindRacketTurnedUp, EventKindTokensShuffled:
		return true
	}
	return false
}

// DefaultMove is the first legal move of the kind ranked first (in Legal's
// order among moves of one kind); ok is false once the game is over.
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
// taken back: chance, an event for one seat, a card or tile shown, an
// answer to the Police Raid window; NotFinal when nothing was revealed.
func (online) Final(before State, m Move, after State, events []core.Event) (core.Final, core.Event) {
	if after.rng != before.rng {
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
	if m.Kind.answers() {
		return core.FinalAnswered, nil
	}
	return core.NotFinal, nil
}

// ScoreUnit is what Score counts for seat p: "dollars".
func (s State) ScoreUnit(p core.Player) string { return "dollars" }
