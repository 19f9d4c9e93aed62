package mafia

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// Why a move is illegal: the reasons the checks return and their words, and
// the checks every decision shares.

// rcode names the rule a move breaks; a reason is formatted into words
// only on Apply's error path, so Legal and the check pay nothing for it.
type rcode uint8

const (
	rOK              rcode = iota
	rZero                  // the zero Move, or a kind that does not exist
	rUnusedFields          // a field the kind does not use is not zero
	rWrongKind             // this decision does not take that kind of move
	rNoCard                // not one of the 24 cards
	rNotInHand             // the card is not in the decider's hand
	rOtherHand             // the card is in another hand of the decider's seat
	rCardNotNow            // the card is not played at this decision
	rCardTarget            // the card's target is not one it may take
	rHeliZero              // Helicopter Operation that changes nothing
	rSetupOrder            // another Family chooses its home now
	rNotCity               // a home must be a city
	rColour                // the colour rule of C2
	rTwoHomes              // H1: a player's two Families in one city
	rNoCounter             // no such counter
	rNotYours              // the counter is not the mover's
	rStateMoveKind         // G3: the reused die moves the Prefetto or a CC
	rOffMap                // the counter is not on the map
	rSameCounter           // a split needs two different counters
	rDieUsed               // the second leg takes the other die
	rEqualDice             // both dice show the same: d2 is d1
	rSplitNeedsTwo         // no other counter can use the other die
	rStateSum              // G3: the State counter takes one die's value
	rNoFlight              // only Bosses and the Prefetto fly
	rAirClosed             // ATI Strike / Bomb at Airport closed the air link
	rCannotReach           // no such path of exactly n points
	rNoSpace               // the destination is not a space of the map
	rNotTarget             // the decision is about another counter
	rHomeCity              // a Boss in his home city needs Discover a Lair
	rLairNotHome           // Discover a Lair is for a Boss in his home city
	rNoPair                // the SISDE pair is not held
	rNoLair                // Discover a Lair in the City is not held
	rPicciottoArrest       // the Prefetto arrests a Picciotto, nothing else
	rNotHere               // the target is not in the acting counter's space
	rTried                 // that arrest or detention was tried already
	rCantShoot             // a shootout the encounters do not allow
	rBlocked               // a blocked Picciotto does nothing
	rNoControl             // no control counter to remove
	rActionNotHere         // the acting counter has no such action
	rConvertState          // the pair converts only on a State turn
	rNotDetained           // the Boss is not detained
	rNotActor              // the move names another counter than the one acting now
)

// reason is why a move is illegal: a code and the move it is about.
type reason struct {
	code rcode
}

func why(c rcode) reason { return reason{code: c} }

// promptText is the pending decision's prompt; it takes a copy, so the
// callers' States stay on the stack.
func (s State) promptText() string {
	if d := &decisions[s.ph]; d.prompt != nil {
		return d.prompt(&s)
	}
	return "no decision is pending"
}

// explain is the reason in words, the rulebook's section after it.
func (s *State) explain(r reason, m Move) string {
	switch r.code {
	case rZero:
		return "not a move: its kind is not one of the notation's verbs"
	case rUnusedFields:
		return core.UnusedFields(verbs[m.Kind], strayFields(m)...)
	case rWrongKind:
		return "this decision does not take " + m.Kind.verb() + ": " + s.promptText()
	case rNoCard:
		return "there is no such card"
	case rNotInHand:
		return m.Card.Name() + " is not in your hand"
	case rOtherHand:
		return m.Card.Name() + " is in another of your hands: the " + famWord(Faction(s.wfac)) + " decides now"
	case rCardNotNow:
		return m.Card.Name() + " cannot be played at this moment: " + s.promptText() + " (card windows, HOUSE-4.5)"
	case rCardTarget:
		return m.Card.Name() + " cannot take that target: " + cardTargetRule(m.Card, s)
	case rHeliZero:
		return "Helicopter Operation must change at least one die"
	case rSetupOrder:
		if m.Faction < 0 || m.Faction >= numFamilies {
			return "the " + setupOrder[s.setup].String() + " Family chooses its home city now: name it (red, black, orange or green) (C2)"
		}
		return "the " + setupOrder[s.setup].String() + " Family chooses its home city now, not the " + m.Faction.String() + " Family (C2)"
	case rNotCity:
		return "a home base must be a city: Palermo, Catania or Enna (C2)"
	case rColour:
		return "the colour rule: the " + m.Faction.String() + " Family may not choose " + s.space(int8(m.Space)).Name + " as its base (C2)"
	case rTwoHomes:
		return "a player's two Families must choose different home cities (H1)"
	case rNoCounter:
		return "there is no such counter"
	case rNotYours:
		return counterName(int(m.Counter)) + " is not a counter of the " + famWord(s.ActiveFaction()) + " (D4)"
	case rStateMoveKind:
		return "the reused die moves the Prefetto or a Carabiniere, not " + counterName(int(m.Counter)) + " (G3)"
	case rOffMap:
		return counterName(int(m.Counter)) + " is not on the map (D4)"
	case rSameCounter:
		return "moving by one die each needs two different counters (D4)"
	case rDieUsed:
		return "the first counter used that die: the second moves by the other (D4)"
	case rEqualDice:
		return "both dice show " + strconv.Itoa(int(s.dice[0])) + ": write die-1"
	case rSplitNeedsTwo:
		return "no other counter can use the other die: move one counter by the sum (D4, HOUSE-4.1)"
	case rStateSum:
		return "the State counter moves by the value of one of the two dice, not their sum (G3)"
	case rNoFlight:
		return "only the Bosses and the Prefetto may fly between the airports (D4)"
	case rAirClosed:
		return "the air link is closed for the rest of this turn (ATI Strike / Bomb at Airport, HOUSE-4.1)"
	case rCannotReach:
		return counterName(int(m.Counter)) + " cannot end on " + locationName(int(m.Space)) + " that way with exactly " + strconv.Itoa(s.dieValue(m.Die%3)) + " points along the arrows (D4)"
	case rNoSpace:
		return "a move ends on one of the map's " + strconv.Itoa(NumSpaces) + " spaces (D4)"
	case rNotTarget:
		return "this decision is about " + counterName(int(s.target)) + ", not " + counterName(int(m.Target))
	case rHomeCity:
		return counterName(int(m.Target)) + " is in his home city: only Discover a Lair in the City allows it (D5d CITY)"
	case rLairNotHome:
		return "Discover a Lair in the City is for a Boss in his home city (D6a)"
	case rNoLair:
		return "Discover a Lair in the City is not in your hand"
	case rNoPair:
		return "the SISDE pair of the " + ownerOf(int(m.Target)).String() + " Family is not in your hand (D6c)"
	case rPicciottoArrest:
		return "the Prefetto arrests a Picciotto; he does not detain one (D5b PREFETTO)"
	case rNotHere:
		return counterName(int(m.Target)) + " is not in the acting counter's space (D5)"
	case rTried:
		return "that arrest or detention was tried already this activities phase"
	case rCantShoot:
		return "that shootout is not allowed: Picciotti shoot opposing Picciotti or the SISDE, a Boss an opposing Boss, and the State never starts one (D5c SHOOTOUT)"
	case rBlocked:
		return counterName(int(s.target)) + " was blocked by a Boss and may not act (D5b BOSS)"
	case rNoControl:
		return "there is no control counter to remove here (H5)"
	case rActionNotHere:
		return "that action is not open to " + counterName(int(s.target)) + " (the ENCOUNTERS table)"
	case rConvertState:
		return "the SISDE pair turns a detention into an arrest on a State turn (HOUSE-4.5)"
	case rNotActor:
		return counterName(int(m.Counter)) + " does not act now: " + counterName(int(s.target)) + " does"
	case rNotDetained:
		return counterName(int(m.Target)) + " is not detained at the Carabinieri Station (D6c)"
	}
	return "illegal move"
}

// normal is m with the fields its kind does not use zeroed; a move with
// such fields set is malformed.
func normal(m Move) Move {
	n := Move{By: m.By, Kind: m.Kind}
	switch m.Kind {
	case MoveKindHome:
		n.Faction, n.Space = m.Faction, m.Space
	case MoveKindMove:
		n.Counter, n.Die, n.Space, n.Facing, n.Air = m.Counter, m.Die, m.Space, m.Facing, m.Air
	case MoveKindPlay:
		n.Card = m.Card
		if m.Card.Valid() {
			switch targetOf(m.Card) {
			case tgtCounter:
				n.Target = m.Target
			case tgtSpace:
				n.Space = m.Space
			case tgtDeltas:
				n.DieChanges = m.DieChanges
			}
		}
	case MoveKindDetain, MoveKindArrest:
		n.Target, n.Lair = m.Target, m.Lair
	case MoveKindConvert, MoveKindUndercover:
		n.Target = m.Target
	case MoveKindShoot:
		n.Counter, n.Target = m.Counter, m.Target
	case MoveKindRoll:
		n.Counter = m.Counter
	case MoveKindDiscard:
		n.Card = m.Card
	}
	return n
}

// strayFields names the fields of m its kind does not use but that are set.
func strayFields(m Move) []string {
	n := normal(m)
	var out []string
	add := func(differ bool, name string) {
		if differ {
			out = append(out, name)
		}
	}
	add(m.Counter != n.Counter, "Counter")
	add(m.Target != n.Target, "Target")
	add(m.Die != n.Die, "Die")
	add(m.Space != n.Space, "Space")
	add(m.Facing != n.Facing, "Facing")
	add(m.Air != n.Air, "Air")
	add(m.Lair != n.Lair, "Lair")
	add(m.Faction != n.Faction, "Faction")
	add(m.Card != n.Card, "Card")
	add(m.DieChanges != n.DieChanges, "DieChanges")
	return out
}

// checkMoveErr is the check of the pending decision as an error (nil:
// legal), the check Apply makes after the turn and the seat.
func checkMoveErr(s State, m Move) error { return s.checkErr(m) }

// checkErr is checkMoveErr on the State in place (no copy on Apply's path).
func (s *State) checkErr(m Move) error {
	if s.bd == nil {
		return core.Errorf(core.ErrBadState, "not a game: start one with New")
	}
	if s.ph == phOver {
		if s.winner >= 0 {
			return core.Errorf(core.ErrGameOver, "the %s has won", famWord(Faction(s.winner)))
		}
		return core.Errorf(core.ErrGameOver, "the game has ended with no winner")
	}
	by := s.decider()
	if by < 0 || decisions[s.ph].check == nil {
		return core.Errorf(core.ErrIllegalMove, "no decision is pending")
	}
	if m.By != by {
		return core.Errorf(core.ErrNotYourTurn, "%v decides now, not %v", by, m.By)
	}
	if r := s.check(m); r.code != rOK {
		return core.Errorf(core.ErrIllegalMove, "%s", s.explain(r, m))
	}
	return nil
}

// check is the pending decision's check, after the checks every decision
// shares: a real kind, no stray fields, and a card that is in the hand.
func (s *State) check(m Move) reason {
	if m.Kind == 0 || m.Kind > kMax {
		return why(rZero)
	}
	if m != normal(m) {
		return why(rUnusedFields)
	}
	if m.Kind == MoveKindPlay || m.Kind == MoveKindDiscard {
		if !m.Card.Valid() {
			return why(rNoCard)
		}
		if s.wfac < 0 || !s.holds(Faction(s.wfac), m.Card) {
			// not the deciding faction's: another hand of the seat's, or none
			held := false
			for f := Red; f <= StateFaction; f++ {
				held = held || s.seatOf(f) == m.By && s.holds(f, m.Card)
			}
			switch {
			case !held:
				return why(rNotInHand)
			case s.wfac >= 0:
				return why(rOtherHand)
			}
		}
	}
	return s.checkNow(m)
}
