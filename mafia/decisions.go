package mafia

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// decision is one kind of pending decision, its pieces side by side:
// what it asks (prompt), the moves it lists (legal), the check that
// decides whether a move is one of them (check: the zero reason means
// legal), and what a legal move does (apply). Legal lists and Apply checks
// through the same table, and the harness checks that check passes exactly
// for the moves legal lists.
type decision struct {
	prompt func(s *State) string
	legal  func(dst []Move, s *State, by core.Player) []Move
	check  func(s *State, m Move) reason
	apply  func(s *State, m Move, ev *evbuf)
}

// decisions is indexed by the phase that is waiting for a decision; the
// phases that run by themselves (returns, the roll, activities, the end of
// a turn) have no entry.
//
// Legal, the check and Apply reach an entry's pieces through the switch in
// legalNow, checkNow and applyNow, which calls the same functions
// directly: a call through a function value makes Go move the State it is
// given to the heap, an allocation on every Legal and Apply.
var decisions [phOver + 1]decision

// legalNow is decisions[s.ph].legal, called directly.
func (s *State) legalNow(out []Move, by core.Player) []Move {
	switch s.ph {
	case phSetup:
		return legalSetup(out, s, by)
	case phMove1, phMove2, phStateMove:
		return legalMove(out, s, by)
	case phJudiciary, phCheckpoint, phHeli, phAir, phAMO, phKillers, phShootout, phWiretap:
		return legalWindow(out, s, by)
	case phNewsLeak:
		return legalNewsLeak(out, s, by)
	case phPrefetto:
		return legalPrefetto(out, s, by)
	case phBlock:
		return legalBlock(out, s, by)
	case phMenu:
		return legalMenu(out, s, by)
	case phResist:
		return legalResist(out, s, by)
	case phControl:
		return legalControl(out, s, by)
	}
	return out
}

// checkNow is decisions[s.ph].check, called directly.
func (s *State) checkNow(m Move) reason {
	switch s.ph {
	case phSetup:
		return checkSetup(s, m)
	case phMove1, phMove2, phStateMove:
		return checkMove(s, m)
	case phJudiciary, phCheckpoint, phHeli, phAir, phAMO, phKillers, phShootout, phWiretap:
		return checkWindow(s, m)
	case phNewsLeak:
		return checkNewsLeak(s, m)
	case phPrefetto:
		return checkPrefetto(s, m)
	case phBlock:
		return checkBlock(s, m)
	case phMenu:
		return checkMenu(s, m)
	case phResist:
		return checkResist(s, m)
	case phControl:
		return checkControl(s, m)
	}
	return why(rWrongKind)
}

// applyNow is decisions[s.ph].apply, called directly.
func (s *State) applyNow(m Move, ev *evbuf) {
	switch s.ph {
	case phSetup:
		s.applySetup(m, ev)
	case phJudiciary:
		s.applyJudiciary(m, ev)
	case phCheckpoint:
		s.applyCheckpoint(m, ev)
	case phHeli:
		s.applyHeli(m, ev)
	case phMove1, phMove2, phStateMove:
		s.applyMove(m, ev)
	case phAir:
		s.applyAir(m, ev)
	case phAMO:
		s.applyAMO(m, ev)
	case phNewsLeak:
		s.applyNewsLeak(m, ev)
	case phPrefetto:
		s.applyPrefetto(m, ev)
	case phKillers:
		s.applyKillers(m, ev)
	case phBlock:
		s.applyBlock(m, ev)
	case phMenu:
		s.applyMenu(m, ev)
	case phResist:
		s.applyResist(m, ev)
	case phShootout:
		s.applyShootout(m, ev)
	case phWiretap:
		s.applyWiretap(m, ev)
	case phControl:
		s.applyControl(m, ev)
	}
}

func init() {
	decisions = [phOver + 1]decision{
		phSetup:      {promptSetup, legalSetup, checkSetup, (*State).applySetup},
		phJudiciary:  {promptWindow, legalWindow, checkWindow, (*State).applyJudiciary},
		phCheckpoint: {promptWindow, legalWindow, checkWindow, (*State).applyCheckpoint},
		phHeli:       {promptWindow, legalWindow, checkWindow, (*State).applyHeli},
		phMove1:      {promptMove, legalMove, checkMove, (*State).applyMove},
		phAir:        {promptWindow, legalWindow, checkWindow, (*State).applyAir},
		phMove2:      {promptMove, legalMove, checkMove, (*State).applyMove},
		phStateMove:  {promptMove, legalMove, checkMove, (*State).applyMove},
		phAMO:        {promptWindow, legalWindow, checkWindow, (*State).applyAMO},
		phNewsLeak:   {promptNewsLeak, legalNewsLeak, checkNewsLeak, (*State).applyNewsLeak},
		phPrefetto:   {promptPrefetto, legalPrefetto, checkPrefetto, (*State).applyPrefetto},
		phKillers:    {promptWindow, legalWindow, checkWindow, (*State).applyKillers},
		phBlock:      {promptBlock, legalBlock, checkBlock, (*State).applyBlock},
		phMenu:       {promptMenu, legalMenu, checkMenu, (*State).applyMenu},
		phResist:     {promptResist, legalResist, checkResist, (*State).applyResist},
		phShootout:   {promptWindow, legalWindow, checkWindow, (*State).applyShootout},
		phWiretap:    {promptWindow, legalWindow, checkWindow, (*State).applyWiretap},
		phControl:    {promptControl, legalControl, checkControl, (*State).applyControl},
	}
}

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
		return "malformed move: the fields " + m.Kind.verb() + " does not use must be zero"
	case rWrongKind:
		return "this decision does not take " + m.Kind.verb() + ": " + s.promptText()
	case rNoCard:
		return "there is no such card"
	case rNotInHand:
		return m.Card.Name() + " is not in your hand"
	case rCardNotNow:
		return m.Card.Name() + " cannot be played at this moment: " + s.promptText() + " (card windows, HOUSE-4.5)"
	case rCardTarget:
		return m.Card.Name() + " cannot take that target: " + cardTargetRule(m.Card, s)
	case rHeliZero:
		return "Helicopter Operation must change at least one die"
	case rSetupOrder:
		return "the " + setupOrder[s.setup].String() + " Family chooses its home city now, not the " + m.Fac.String() + " Family (C2)"
	case rNotCity:
		return "a home base must be a city: Palermo, Catania or Enna (C2)"
	case rColour:
		return "the colour rule: the " + m.Fac.String() + " Family may not choose " + s.space(int8(m.To)).Name + " as its base (C2)"
	case rTwoHomes:
		return "a player's two Families must choose different home cities (H1)"
	case rNoCounter:
		return "there is no such counter"
	case rNotYours:
		return counterName(int(m.C)) + " is not a counter of the " + famWord(s.ActiveFaction()) + " (D4)"
	case rStateMoveKind:
		return "the reused die moves the Prefetto or a Carabiniere, not " + counterName(int(m.C)) + " (G3)"
	case rOffMap:
		return counterName(int(m.C)) + " is not on the map (D4)"
	case rSameCounter:
		return "moving by one die each needs two different counters (D4)"
	case rDieUsed:
		return "the first counter used that die: the second moves by the other (D4)"
	case rEqualDice:
		return "both dice show " + strconv.Itoa(int(s.dice[0])) + ": write d1"
	case rSplitNeedsTwo:
		return "no other counter can use the other die: move one counter by the sum (D4, HOUSE-4.1)"
	case rStateSum:
		return "the State counter moves by the value of one of the two dice, not their sum (G3)"
	case rNoFlight:
		return "only the Bosses and the Prefetto may fly between the airports (D4)"
	case rAirClosed:
		return "the air link is closed for the rest of this turn (ATI Strike / Bomb at Airport, HOUSE-4.1)"
	case rCannotReach:
		return counterName(int(m.C)) + " cannot end on " + locationName(int(m.To)) + " that way with exactly " + strconv.Itoa(s.dieValue(m.Die%3)) + " points along the arrows (D4)"
	case rNotTarget:
		return "this decision is about " + counterName(int(s.target)) + ", not " + counterName(int(m.C))
	case rHomeCity:
		return counterName(int(m.C)) + " is in his home city: only Discover a Lair in the City allows it (D5d CITY)"
	case rLairNotHome:
		return "Discover a Lair in the City is for a Boss in his home city (D6a)"
	case rNoLair:
		return "Discover a Lair in the City is not in your hand"
	case rNoPair:
		return "the SISDE pair of the " + ownerOf(int(m.C)).String() + " Family is not in your hand (D6c)"
	case rPicciottoArrest:
		return "the Prefetto arrests a Picciotto; he does not detain one (D5b PREFETTO)"
	case rNotHere:
		return counterName(int(m.C)) + " is not in the acting counter's space (D5)"
	case rTried:
		return "that arrest or detention was tried already this activities phase"
	case rCantShoot:
		return "that shootout is not allowed: Picciotti shoot opposing Picciotti or the SISDE, a Boss an opposing Boss, and the State never starts one (D5c SHOOTOUT)"
	case rBlocked:
		return counterName(int(s.target)) + " was blocked by a Boss and may not act (D5b BOSS)"
	case rNoControl:
		return "there is no control counter to remove here (H5)"
	case rActionNotHere:
		return "that action is not open to " + counterName(int(s.target)) + " (ENCOUNTERS)"
	case rConvertState:
		return "the SISDE pair turns a detention into an arrest on a State turn (HOUSE-4.5)"
	case rNotDetained:
		return counterName(int(m.C)) + " is not detained at the Carabinieri Station (D6c)"
	}
	return "illegal move"
}

// cardTargetRule says what card c may target.
func cardTargetRule(c Card, s *State) string {
	switch c {
	case GovernmentProtection:
		return "a mafioso in Prison (D6b)"
	case NotableProtection:
		return "a mafioso detained at the Carabinieri Station (D6b)"
	case AmericanBoss:
		if s.cfg.VisitOwnFamilyOnly {
			return "a space your Family controls, with a control counter left in its supply (D6b, HOUSE-4.4e)"
		}
		return "a space a Family controls, with a control counter left in that Family's supply (D6b, HOUSE-4.4e)"
	case AntiMafiaOperation:
		return "a space where a mafioso moved this turn ended its move (HOUSE-4.2)"
	}
	return "it takes none"
}

// normal is m with the fields its kind does not use zeroed; a move with
// such fields set is malformed.
func normal(m Move) Move {
	n := Move{By: m.By, Kind: m.Kind}
	switch m.Kind {
	case KHome:
		n.Fac, n.To = m.Fac, m.To
	case KMove:
		n.C, n.Die, n.To, n.Head, n.Air = m.C, m.Die, m.To, m.Head, m.Air
	case KPlay:
		n.Card = m.Card
		if m.Card.Valid() {
			switch targetOf(m.Card) {
			case tgtCounter:
				n.C = m.C
			case tgtSpace:
				n.To = m.To
			case tgtDeltas:
				n.Delta = m.Delta
			}
		}
	case KDetain, KArrest:
		n.C, n.Lair = m.C, m.Lair
	case KConvert, KShoot, KUndercover:
		n.C = m.C
	case KDiscard:
		n.Card = m.Card
	}
	return n
}

// checkMoveErr is the check of the pending decision as an error (nil:
// legal), the check Apply makes after the turn and the seat.
func checkMoveErr(s State, m Move) error {
	if s.ph == phOver {
		return core.Errorf(core.ErrGameOver, "the game is over")
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
	if m.Kind == KPlay || m.Kind == KDiscard {
		if !m.Card.Valid() {
			return why(rNoCard)
		}
		if s.wfac < 0 || !s.holds(Faction(s.wfac), m.Card) {
			return why(rNotInHand)
		}
	}
	return s.checkNow(m)
}

// ---- setup (C2) ----

func legalSetup(out []Move, s *State, by core.Player) []Move {
	f := setupOrder[s.setup]
	for sp := 0; sp < NumSpaces; sp++ {
		if s.space(int8(sp)).Kind == City && s.space(int8(sp)).Home&famBit(f) != 0 && !s.sameSeatHome(f, int8(sp)) {
			m := newMove(by, KHome)
			m.Fac, m.To = f, Place(sp)
			out = append(out, m)
		}
	}
	return out
}

func checkSetup(s *State, m Move) reason {
	switch {
	case m.Kind != KHome:
		return why(rWrongKind)
	case m.Fac < 0 || m.Fac >= numFamilies || m.Fac != setupOrder[s.setup]:
		return why(rSetupOrder)
	case m.To < 0 || m.To >= NumSpaces || s.space(int8(m.To)).Kind != City:
		return why(rNotCity)
	case s.space(int8(m.To)).Home&famBit(m.Fac) == 0:
		return why(rColour)
	case s.sameSeatHome(m.Fac, int8(m.To)):
		return why(rTwoHomes)
	}
	return reason{}
}

// ---- movement (D4, G3) ----

func legalMove(out []Move, s *State, by core.Player) []Move { return moveOptions(s, out) }

func checkMove(s *State, m Move) reason {
	if m.Kind != KMove {
		return why(rWrongKind)
	}
	c := int(m.C)
	if c < 0 || c >= NumCounters {
		return why(rNoCounter)
	}
	if s.ph == phStateMove {
		if c >= CFamily || c == CSISDE {
			return why(rStateMoveKind)
		}
	} else if ownerOf(c) != s.ActiveFaction() {
		return why(rNotYours)
	}
	if !s.onMap(c) {
		return why(rOffMap)
	}
	if m.Die > 2 {
		return why(rCannotReach)
	}
	switch s.ph {
	case phMove1:
		if m.Die == 2 && s.dice[0] == s.dice[1] {
			return why(rEqualDice)
		}
		if m.Die != 0 {
			lo, hi := s.movable(s.ActiveFaction(), false)
			if !s.canUse(lo, hi, c, s.dieValue(3-m.Die)) {
				return why(rSplitNeedsTwo)
			}
		}
	case phMove2:
		if s.nlegs == 0 || s.legs[0].die == 0 {
			return why(rWrongKind)
		}
		if int(s.legs[0].c) == c {
			return why(rSameCounter)
		}
		if m.Die != 3-s.legs[0].die {
			return why(rDieUsed)
		}
	case phStateMove:
		if m.Die == 0 {
			return why(rStateSum)
		}
		if m.Die == 2 && s.dice[0] == s.dice[1] {
			return why(rEqualDice)
		}
	}
	if m.Air && !canFly(c) {
		return why(rNoFlight)
	}
	if m.Air && s.noAir {
		return why(rAirClosed)
	}
	if m.To < 0 || m.To >= NumSpaces || m.Head > HeadSouth {
		return why(rCannotReach)
	}
	var dbuf [32]dest
	for _, d := range s.b().destinations(s.loc[c], s.head[c], s.dieValue(m.Die), canFly(c), s.noAir, dbuf[:0]) {
		if d.to == int8(m.To) && d.head == m.Head && d.air == m.Air {
			return reason{}
		}
	}
	return why(rCannotReach)
}

// ---- card windows (HOUSE-4.5) ----

func legalWindow(out []Move, s *State, by core.Player) []Move {
	out = append(out, newMove(by, KPass))
	return windowPlays(s, Faction(s.wfac), out)
}

// checkWindow: pass, or a card this window takes, with its target.
func checkWindow(s *State, m Move) reason {
	f := Faction(s.wfac)
	switch m.Kind {
	case KPass:
		return reason{}
	case KConvert:
		if s.ph != phCheckpoint || f != StateFaction {
			return why(rWrongKind)
		}
		b := int(m.C)
		if b < CFamily || b >= NumCounters || kindOf(b) != Boss {
			return why(rNoCounter)
		}
		if s.ActiveFaction() != StateFaction {
			return why(rConvertState)
		}
		if s.loc[b] != Station {
			return why(rNotDetained)
		}
		if s.handOf(StateFaction)&pairMask(ownerOf(b)) != pairMask(ownerOf(b)) {
			return why(rNoPair)
		}
		return reason{}
	case KPlay:
	default:
		return why(rWrongKind)
	}
	c := m.Card
	ok := false
	switch s.ph {
	case phJudiciary:
		ok = c == SupportJudiciary
	case phHeli:
		ok = c == HelicopterOperation
	case phAir:
		ok = c == ATIStrike || c == BombAtAirport
	case phAMO:
		ok = c == AntiMafiaOperation
	case phKillers:
		ok = c == KillersLasVegas
	case phShootout:
		ok = (f != StateFaction && c == SpecialWeapons) || (f == StateFaction && c == Leatherheads)
	case phWiretap:
		ok = c == Wiretap
	case phCheckpoint:
		if f == StateFaction {
			ok = c == GovernmentFalls
		} else {
			switch c {
			case GovernmentProtection, NotableProtection, AmericanBoss, MoleInPrefecture, WifeCheats:
				ok = true
			}
		}
	}
	if !ok {
		return why(rCardNotNow)
	}
	switch c {
	case HelicopterOperation:
		d := m.Delta
		if d[0] < -2 || d[0] > 2 || d[1] < -2 || d[1] > 2 {
			return why(rCardTarget)
		}
		if d == [2]int8{} {
			return why(rHeliZero)
		}
	case GovernmentProtection, NotableProtection:
		box := int8(Prison)
		if c == NotableProtection {
			box = Station
		}
		if m.C < CFamily || m.C >= NumCounters || s.loc[m.C] != box {
			return why(rCardTarget)
		}
	case AmericanBoss:
		sp := m.To
		if sp < 0 || sp >= NumSpaces {
			return why(rCardTarget)
		}
		g := s.ctrl[sp]
		if g < 0 || s.ctrlN[sp] == 0 || s.Supply(Faction(g)) == 0 || (s.cfg.VisitOwnFamilyOnly && Faction(g) != f) {
			return why(rCardTarget)
		}
	case AntiMafiaOperation:
		for i := 0; i < int(s.nlegs); i++ {
			l := s.legs[i]
			if isMafioso(int(l.c)) && s.loc[l.c] == l.to && l.to == int8(m.To) {
				return reason{}
			}
		}
		return why(rCardTarget)
	}
	return reason{}
}

// ---- news leak (D5d) ----

func legalNewsLeak(out []Move, s *State, by core.Player) []Move {
	f := Faction(s.wfac)
	for c := Card(0); c < numCards; c++ {
		if s.holds(f, c) {
			m := newMove(by, KDiscard)
			m.Card = c
			out = append(out, m)
		}
	}
	return out
}

func checkNewsLeak(s *State, m Move) reason {
	if m.Kind != KDiscard {
		return why(rWrongKind)
	}
	return reason{} // the shared check found the card in the hand
}

// ---- the Prefetto's decision (D5b PREFETTO, D6a, D6c, H4) ----

func legalPrefetto(out []Move, s *State, by core.Player) []Move { return prefettoOptions(s, by, out) }

func checkPrefetto(s *State, m Move) reason {
	switch m.Kind {
	case KPass:
		return reason{}
	case KDetain, KArrest:
	default:
		return why(rWrongKind)
	}
	b := int(m.C)
	if m.C != Counter(s.target) {
		return why(rNotTarget)
	}
	if kindOf(b) == Picciotto {
		if m.Kind != KArrest || m.Lair {
			return why(rPicciottoArrest)
		}
		return reason{}
	}
	home := s.inHome(b)
	switch {
	case home && !m.Lair:
		return why(rHomeCity)
	case !home && m.Lair:
		return why(rLairNotHome)
	case m.Lair && !s.holds(StateFaction, DiscoverLair):
		return why(rNoLair)
	case m.Kind == KArrest && s.handOf(StateFaction)&pairMask(ownerOf(b)) != pairMask(ownerOf(b)):
		return why(rNoPair)
	}
	return reason{}
}

// ---- a Boss's block (D5b BOSS) and resisting arrest (D5b PICCIOTTI) ----

func legalBlock(out []Move, s *State, by core.Player) []Move {
	return append(out, newMove(by, KBlock), newMove(by, KAllow))
}

func checkBlock(s *State, m Move) reason {
	if m.Kind != KBlock && m.Kind != KAllow {
		return why(rWrongKind)
	}
	return reason{}
}

func legalResist(out []Move, s *State, by core.Player) []Move {
	return append(out, newMove(by, KResist), newMove(by, KSubmit))
}

func checkResist(s *State, m Move) reason {
	if m.Kind != KResist && m.Kind != KSubmit {
		return why(rWrongKind)
	}
	return reason{}
}

// ---- the moved counter's actions (step iii) ----

func legalMenu(out []Move, s *State, by core.Player) []Move {
	if s.target < 0 || int(s.target) >= NumCounters || !s.onMap(int(s.target)) {
		return out
	}
	return menuOptions(s, int(s.target), s.loc[s.target], out)
}

func checkMenu(s *State, m Move) reason {
	c := int(s.target)
	sp := s.loc[c]
	f := ownerOf(c)
	k := kindOf(c)
	x := int(m.C)
	inSpace := func() reason {
		if x < 0 || x >= NumCounters {
			return why(rNoCounter)
		}
		if s.loc[x] != sp {
			return why(rNotHere)
		}
		return reason{}
	}
	switch m.Kind {
	case KDone:
		return reason{}
	case KUndercover:
		if k != SISDE {
			return why(rActionNotHere)
		}
		if r := inSpace(); r.code != rOK {
			return r
		}
		if !isMafioso(x) {
			return why(rActionNotHere)
		}
		return reason{}
	case KUncontrol:
		if k != Carabinieri || !s.twoP() {
			return why(rActionNotHere)
		}
		if s.ctrl[sp] < 0 || s.tried&(1<<31) != 0 {
			return why(rNoControl)
		}
		return reason{}
	case KArrest, KDetain:
		if k != Carabinieri {
			return why(rActionNotHere)
		}
		if r := inSpace(); r.code != rOK {
			return r
		}
		if !isMafioso(x) {
			return why(rActionNotHere)
		}
		if s.tried&(1<<uint(x)) != 0 {
			return why(rTried)
		}
		if kindOf(x) == Picciotto {
			if m.Kind != KArrest || m.Lair {
				return why(rActionNotHere)
			}
			return reason{}
		}
		if m.Kind != KDetain {
			return why(rActionNotHere)
		}
		home := s.inHome(x)
		switch {
		case home && !m.Lair:
			return why(rHomeCity)
		case !home && m.Lair:
			return why(rLairNotHome)
		case m.Lair && !s.holds(StateFaction, DiscoverLair):
			return why(rNoLair)
		}
		return reason{}
	case KShoot:
		if r := inSpace(); r.code != rOK {
			return r
		}
		switch k {
		case Boss:
			if kindOf(x) == Boss && ownerOf(x) != f {
				return reason{}
			}
		case Picciotto:
			if s.blocked&(1<<uint(c)) != 0 {
				return why(rBlocked)
			}
			if x == CSISDE || (kindOf(x) == Picciotto && ownerOf(x) != f) {
				return reason{}
			}
		}
		return why(rCantShoot)
	}
	return why(rWrongKind)
}

// ---- the roll for control or its removal (D5b PICCIOTTI, CARABINIERI) ----

func legalControl(out []Move, s *State, by core.Player) []Move {
	return append(out, newMove(by, KRoll), newMove(by, KDecline))
}

func checkControl(s *State, m Move) reason {
	if m.Kind != KRoll && m.Kind != KDecline {
		return why(rWrongKind)
	}
	return reason{}
}
