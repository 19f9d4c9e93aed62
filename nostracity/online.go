package nostracity

import "github.com/mafiarules/sdk/core"

// Online is Nostra City's rule for online tables (core.Online), which
// sdk.Position.DefaultMove and sdk.Game.TakeBack dispatch to: the package
// doc's "Online tables" section says it in words.
//
// The default move is the first legal move of the first kind of:
// MoveKindPass (end the turn), MoveKindKeep (keep the Bills not given),
// MoveKindStay (let a Cold Feet bid stand), MoveKindAdd (the cheapest
// Bill, the $5,000 first), MoveKindKeepBid and MoveKindKeepTwo (one rank:
// the first Bill of a won bid in type order), MoveKindTitle,
// MoveKindRage, MoveKindBusy (the first seat or Wiseguy in Legal's
// order).
//
// A move is final when it drew chance (every draw of Nostra City does: a
// Cash-in's Bills, a Vendetta card), when an event of it is for some
// seats only and is not its maker's own secret choice (a Bill given, seen
// by its recipient; the Court Clerk's peek), or when it showed what was
// hidden (a bid revealed or shown, a Street card turned up, a Vendetta
// card played or discarded, the Snitches and the Corruption pile at the
// Final Verdict, ...). A sealed bid, a Bill added to it, Corruption with
// one's own Bills and Bills kept are told to their maker alone (and,
// redacted, to the rest): the maker knew them, so they are not final.
// Nostra City has no reaction window: no move answers one.
var Online core.Online[State, Move] = online{}

// online is Nostra City's online-table rule, written on the game's own
// kinds.
type online struct{}

// defaultRank is the place of a move of kind k in the default move's
// preference order, from 1; 0 for a kind the order leaves out.
func (k MoveKind) defaultRank() int {
	switch k {
	case MoveKindPass:
		return 1
	case MoveKindKeep:
		return 2
	case MoveKindStay:
		return 3
	case MoveKindAdd:
		return 4
	case MoveKindKeepBid, MoveKindKeepTwo:
		return 5
	case MoveKindTitle:
		return 6
	case MoveKindRage:
		return 7
	case MoveKindBusy:
		return 8
	}
	return 0
}

// shows reports whether an event of kind k shows what was hidden.
func (k EventKind) shows() bool {
	switch k {
	case EventKindCardDrawn, EventKindPoliceRaidDrawn, EventKindAtlanticCityPlaced,
		EventKindBidRevealed, EventKindBidShown, EventKindEmptyBidShown, EventKindStreetCardRevealed,
		EventKindCardPlayed, EventKindCardDiscarded,
		EventKindSnitchRevealed, EventKindCorruptionPileRevealed, EventKindEmptyCorruptionPileRevealed,
		EventKindDiscardTopShown, EventKindDiscardPileEmptied, EventKindCardDealt, EventKindInvestigationShuffledBack:
		return true
	}
	return false
}

// secret reports whether an event of kind k, told to its maker alone
// (and, redacted, to the rest), holds only the maker's own secret choice.
func (k EventKind) secret() bool {
	switch k {
	case EventKindBidMade, EventKindBillAdded, EventKindCorrupted, EventKindCorruptedWithoutBill,
		EventKindBillsKept, EventKindBidBillsKept:
		return true
	}
	return false
}

// DefaultMove is the first legal move of the kind ranked first (in Legal's
// order among moves of one rank); ok is false once the game is over.
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
// taken back: chance, an event for some seats that is not the maker's own
// secret, what was hidden shown; NotFinal when nothing was revealed.
func (online) Final(before State, m Move, after State, events []core.Event) (core.Final, core.Event) {
	if after.rng != before.rng {
		return core.FinalChance, nil
	}
	for _, e := range events {
		ev, ok := e.(*Event)
		switch {
		case !ok:
			return core.FinalTold, e
		case ev.To != core.Everyone && !(ev.Kind.secret() && (ev.To == core.Only(m.By) || ev.To == core.AllBut(m.By))):
			return core.FinalTold, e
		case ev.Kind.shows():
			return core.FinalShown, e
		}
	}
	return core.NotFinal, nil
}

// ScoreUnit is what Score counts for seat p: "Respect".
func (s State) ScoreUnit(p core.Player) string { return "Respect" }
