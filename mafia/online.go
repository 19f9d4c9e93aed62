package mafia

import (
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Online is Mafia's rule for online tables (core.Online), which
// sdk.Position.DefaultMove and sdk.Game.TakeBack dispatch to: the package
// doc's "Online tables" section says it in words.
//
// The default move is the first legal move of the first kind of:
// MoveKindPass (let a card window go by), MoveKindAllow (let an arriving
// opposing Picciotto act), MoveKindSubmit (to an arrest), MoveKindDone
// (end the moved counter's actions), MoveKindRoll (for control: a game
// whose seats decline every roll runs on to the turn limit); else the
// first legal move (a home city, a movement leg, the card to discard, in
// Legal's order).
//
// A move is final when it drew chance (every roll; a card played or
// discarded, shuffled back into its deck), when an event of it is for
// some seats only (a card drawn from its ordered deck, the Mole's look at
// the State's hand), when it showed what was hidden (a card drawn, played,
// discarded or returned, a hand revealed, a flight grounded, the dice
// changed, a release blocked, a die rolled, a shot), or when it answered a
// reaction window: MoveKindPass (a card window let go by), MoveKindBlock
// and MoveKindAllow (a Boss's block or not), MoveKindResist and
// MoveKindSubmit (a Picciotto's answer to an arrest). With
// Config.SkipEmptyWindows a move after which a card window opened, or was
// skipped for what a hand holds, is final too (FinalShown): the window
// told the table whether someone holds a card playable there.
var Online core.Online[State, Move] = online{}

// online is Mafia's online-table rule, written on the game's own kinds.
type online struct{}

// defaultRank is the place of a move of kind k in the default move's
// preference order, from 1; 0 for a kind the order leaves out.
func (k MoveKind) defaultRank() int {
	switch k {
	case MoveKindPass:
		return 1
	case MoveKindAllow:
		return 2
	case MoveKindSubmit:
		return 3
	case MoveKindDone:
		return 4
	case MoveKindRoll:
		return 5
	}
	return 0
}

// answers reports whether a move of kind k answers a reaction window.
func (k MoveKind) answers() bool {
	switch k {
	case MoveKindPass, MoveKindBlock, MoveKindAllow, MoveKindResist, MoveKindSubmit:
		return true
	}
	return false
}

// shows reports whether an event of kind k shows what was hidden.
func (k EventKind) shows() bool {
	switch k {
	case EventKindCardDrawn, EventKindCardPlayed, EventKindCardDiscarded, EventKindHandRevealed,
		EventKindAirCancelled, EventKindDiceChanged, EventKindReleaseBlocked, EventKindCardsReturned,
		EventKindDiceRolled, EventKindReturnRolled, EventKindSpaceRolled, EventKindControlRolled, EventKindShot:
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
// an answer to a reaction window; NotFinal when nothing was revealed.
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
	if before.cfg.SkipEmptyWindows && windowTold(before, m, after) {
		return core.FinalShown, nil
	}
	return core.NotFinal, nil
}

// windowTold reports whether, with Config.SkipEmptyWindows, move m (which
// took before to after drawing no chance) opened a card window or skipped
// one for what a hand holds: after waits at a card window, whose faction
// is asked only for holding a card playable there; or the move, made
// asking on hand sizes alone, ends elsewhere, so a faction holding cards
// was skipped for holding none playable there.
func windowTold(before State, m Move, after State) bool {
	if after.dec.cardWindow() {
		return true
	}
	before.cfg.SkipEmptyWindows = false
	asked, _, err := Apply(before, m)
	asked.cfg.SkipEmptyWindows = true
	return err != nil || !asked.Equal(after)
}

// cardWindow reports whether decision d is a card window (HOUSE-4.5),
// where a faction is asked whether it plays a card.
func (d Decision) cardWindow() bool {
	switch d {
	case DecisionSupportOfTheJudiciary, DecisionCheckpoint, DecisionHelicopterOperation, DecisionFlight, DecisionAntiMafiaOperation, DecisionKillersFromLasVegas, DecisionShootout, DecisionWiretap:
		return true
	}
	return false
}

// ScoreUnit is what Score counts for seat p: "half points" for the State's
// seat in the 5- and 3-player games (seat 0: its remediation), "spaces"
// for every other seat (the most spaces one of its Families controls), as
// for every seat of the 4- and 2-player games, where seat 0 plays
// Families.
func (s State) ScoreUnit(p core.Player) string {
	if !s.fourP() && !s.twoP() && p == 0 {
		return "half points"
	}
	return "spaces"
}

// SeatName names the sides seat p plays: "P0 (the State)", "P2 (the black
// Family)", "P1 (the red and orange Families)"; "P3" for a seat that plays
// none.
func (s State) SeatName(p core.Player) string {
	var fams []string
	for f := Red; f <= Green; f++ {
		if s.SeatOf(f) == p {
			fams = append(fams, f.String())
		}
	}
	var sides []string
	switch len(fams) {
	case 0:
	case 1:
		sides = append(sides, "the "+fams[0]+" Family")
	default:
		sides = append(sides, "the "+strings.Join(fams, " and ")+" Families")
	}
	if !s.fourP() && s.SeatOf(StateFaction) == p {
		sides = append(sides, "the State")
	}
	if len(sides) == 0 {
		return p.String()
	}
	return p.String() + " (" + strings.Join(sides, ", ") + ")"
}
