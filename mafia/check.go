package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// The conservation laws: every counter in one place, eight control
// counters per Family, every card in one place, and every field of a
// position in range; and the laws of a decoded position beside them.

// Check checks the game's conservation laws on a state or a view: every
// counter in exactly one place, 8 control counters per Family (on the map
// or in supply), every card in exactly one place (a hand, a deck), no
// control on cities, and every field in range. UnmarshalJSON makes it,
// then two laws of this file a state from play meets by construction:
// a View hides what its viewer may not see (viewHides), and somebody has
// a legal move to decide (decisionPoint).
func (s State) Check() error { return s.validate() }

func validLeg(l leg) bool {
	return l.c >= 0 && l.c < NumCounters && l.to >= 0 && l.to < NumSpaces && l.die <= 2 && l.head <= HeadSouth
}

func validCounter(c int8) bool { return c >= 0 && c < NumCounters }

// checkTurnMemory checks what the turn remembers against the moves made:
// the legs as D4 and G3 allow them, a flight only for a Boss or the
// Prefetto, the Anti-Mafia Operation roadblock on a space a mafioso
// reached, blocks only of moved Picciotti, and Roma draws for an action only of
// State counters.
func (s *State) checkTurnMemory() error {
	a := s.ActiveFaction()
	own, sums, dies := 0, 0, [3]int{}
	var moved uint32
	for i := 0; i < int(s.nlegs); i++ {
		l := s.legs[i]
		if moved&(1<<uint(l.c)) != 0 {
			return lawOf(rLawCounterMovedTwice, int(l.c))
		}
		moved |= 1 << uint(l.c)
		if l.air && !canFly(int(l.c)) {
			return lawOf(rLawFlightOfACounterThatCannotFly, int(l.c))
		}
		if ownerOf(int(l.c)) != a {
			// The 4-player State move (G3) comes after the Family's
			// movement (HOUSE-6.3b): the last leg, made once no move is
			// pending. Or the State's counters in the 2-player game.
			state := ownerOf(int(l.c)) == StateFaction && a != StateFaction
			d := s.dec
			if s.declDec != 0 {
				d = s.declDec // a declared flight's window: that move is pending
			}
			pending := d == DecisionMove || d == DecisionSecondMove || d == DecisionStateMove
			if s.fourP() && state && (i != int(s.nlegs)-1 || pending) {
				return lawOf(rLawStateMoveBeforeTheFamilys, int(l.c))
			}
			continue
		}
		own++
		dies[l.die]++
		if l.die == 0 {
			sums++
		}
	}
	switch {
	case s.nlegs > 0 && (s.dice[0] == 0 || s.dice[1] == 0):
		return lawOf(rLawLegsWithoutDice)
	case own > 2 || sums > 0 && own > 1 || dies[1] > 1 || dies[2] > 1:
		return lawOf(rLawLegsAgainstTheDice)
	}
	if s.amo >= 0 {
		reached := false
		for i := 0; i < int(s.nlegs); i++ {
			reached = reached || isMafioso(int(s.legs[i].c)) && s.legs[i].to == s.amo
		}
		if !reached {
			return lawOf(rLawAntiMafiaRoadblockUnreached, int(s.amo))
		}
	}
	for c := 0; c < NumCounters; c++ {
		if s.blocked&(1<<uint(c)) != 0 && (kindOf(c) != Picciotto || moved&(1<<uint(c)) == 0) {
			return lawOf(rLawBlockedCounterNotAnArrivingPicciotto, c)
		}
	}
	if s.acted>>cFamily != 0 {
		return lawOf(rLawStateDrewForAMafioso)
	}
	return nil
}

// handName names hand slot i for an error: a Family's or the State's hand,
// or in the 2-player game a seat's State cards kept or expiring.
func handName(i int) string {
	switch {
	case i < int(StateFaction):
		return "the " + famWord(Faction(i)) + "'s hand"
	case i == int(StateFaction):
		return "the State's hand"
	case i < 7:
		return core.Player(i-5).String() + "'s State cards"
	}
	return core.Player(i-7).String() + "'s expiring State cards"
}

// validate checks a decoded state.
func (s *State) validate() error {
	four := s.fourP()
	for c := 0; c < NumCounters; c++ {
		l := s.loc[c]
		switch {
		case l < 0 || l >= numLocation:
			return lawOf(rLawCounterNowhere, c, int(l))
		case c == cSISDE && four != (l == outOfGame):
			return lawOf(rLawSisdeOutOfPlay)
		case c != cSISDE && l == outOfGame:
			return lawOf(rLawCounterOutOfPlay, c)
		case c < cFamily && (l == inPrison || l == inStation):
			return lawOf(rLawStateCounterInABox, c)
		}
		if s.head[c] > HeadSouth {
			return lawOf(rLawNoSuchFacing, c, int(s.head[c]))
		}
	}
	var used [numFamilies]int
	for sp := 0; sp < NumSpaces; sp++ {
		f, n := s.ctrl[sp], s.ctrlN[sp]
		switch {
		case f < -1 || f >= numFamilies:
			return lawOf(rLawControlByNoFamily, sp, int(f))
		case (f < 0) != (n == 0):
			return lawOf(rLawControlOwnerAndCount, sp)
		case f >= 0 && s.space(int8(sp)).Kind == City:
			return lawOf(rLawControlOfACity, sp)
		}
		if f >= 0 {
			used[f] += int(n)
		}
	}
	for f, n := range used {
		if n > 8 {
			return lawOf(rLawControlCountersOverEight, f, n)
		}
	}
	for i, f := range setupOrder {
		if i < int(s.setup) && s.home[f] == -1 {
			return lawOf(rLawHomesOutOfOrder) // a decoded position's setup counts the homes given
		}
	}
	if s.setup > numFamilies || (s.dec == DecisionHomeCity) != (s.setup < numFamilies) {
		return lawOf(rLawSetupDoesNotMatchDecision, int(s.setup))
	}
	for i, f := range setupOrder {
		h := s.home[f]
		if i < int(s.setup) {
			if h < 0 || h >= NumSpaces || s.space(h).Home&famBit(f) == 0 {
				return lawOf(rLawHomeCityNotAllowed, int(f), int(h))
			}
		} else {
			if h != -1 {
				return lawOf(rLawHomeBeforeChoosing, int(f))
			}
			for k := 0; k < 3; k++ {
				if s.loc[bossOf(f)+k] != onContinent {
					return lawOf(rLawCountersBeforeHome, int(f))
				}
			}
		}
	}
	// cards: each of the 24 in exactly one place
	var seen bitset.Set
	for i := 0; i < numHands; i++ {
		h := s.hand[i]
		if h>>uint(numCards) != 0 {
			return lawOf(rLawUnknownCardHeld, i)
		}
		allowed := [3]bool{USA: true}
		if i >= int(StateFaction) {
			allowed = [3]bool{Roma: true, SISDEDeck: true}
		}
		if (i == int(StateFaction) && s.twoP()) || (i > int(StateFaction) && !s.twoP()) {
			allowed = [3]bool{}
		}
		for d := Deck(0); d < 3; d++ {
			if !allowed[d] && (h&deckMask(d) != 0 || s.hid[i][d] != 0) {
				return lawOf(rLawHandHoldsWrongDeck, i, int(d))
			}
		}
		if seen&h != 0 {
			return lawOf(rLawCardInTwoHands)
		}
		seen |= h
	}
	for d := Deck(0); d < 3; d++ {
		p := &s.deck[d]
		hiddenDeck := 0
		for i := 0; i < p.Len(); i++ {
			c, _ := p.At(i)
			if c == HiddenCard && !s.view {
				return lawOf(rLawHiddenCardInAFullDeck, int(d))
			}
			if c == HiddenCard {
				hiddenDeck++
				continue
			}
			if !c.Valid() || c.Deck() != d {
				return lawOf(rLawDeckHoldsAnotherDecksCard, int(d), int(d))
			}
			if seen&(1<<uint(c)) != 0 {
				return lawOf(rLawCardInTwoPlaces, int(c))
			}
			seen |= 1 << uint(c)
		}
		if hiddenDeck != 0 && hiddenDeck != p.Len() {
			return lawOf(rLawDeckMixesHiddenAndKnown, int(d))
		}
		total := popcount(seen&deckMask(d)) + hiddenDeck
		for f := range s.hid {
			total += int(s.hid[f][d])
		}
		if total != 8 {
			return lawOf(rLawDeckCardsUnaccounted, int(d), total)
		}
	}
	for p, kn := range s.known {
		var others bitset.Set
		for i := 0; i < numHands; i++ {
			if s.slotSeat(i) != core.Player(p) {
				others |= s.hand[i]
			}
		}
		switch {
		case p >= s.NumPlayers() && kn != 0:
			return lawOf(rLawKnowledgeOfNoSeat, p, s.NumPlayers())
		case kn&^others != 0:
			return lawOf(rLawKnowledgeOfNoHand, p)
		case s.view && core.Player(p) != s.viewer && kn != 0:
			return lawOf(rLawViewShowsAnothersKnowledge)
		}
	}
	if int(s.slot) != int(s.turns)%6 {
		return lawOf(rLawCalendarAgainstTurns, int(s.slot), int(s.turns), int(s.turns%6))
	}
	if s.cp > cpTurn {
		return lawOf(rLawNoSuchCheckpoint, int(s.cp))
	}
	if s.slot >= 6 || s.dec > DecisionOver || s.wmask > 0x1F {
		return lawOf(rLawCalendarDecisionOrWindowOutOfRange)
	}
	if s.dice[0] > 8 || s.dice[1] > 8 || s.amo < -1 || s.amo >= NumSpaces || s.winner < -2 || s.winner > int8(StateFaction) {
		return lawOf(rLawDiceRoadblockOrWinnerOutOfRange)
	}
	if (s.dice[0] == 0) != (s.dice[1] == 0) {
		return lawOf(rLawDiceRolledApart, int(s.dice[0]), int(s.dice[1]))
	}
	if s.wfac < -1 || s.wfac > int8(StateFaction) || s.target < -1 || s.target >= NumCounters || s.retC < -1 || s.retC >= NumCounters {
		return lawOf(rLawDecisionFieldsOutOfRange)
	}
	for i := 0; i < int(s.nlegs); i++ {
		if !validLeg(s.legs[i]) {
			return lawOf(rLawLegOutOfRange, i)
		}
	}
	if err := s.checkTurnMemory(); err != nil {
		return err
	}
	if err := s.checkAgenda(); err != nil {
		return err
	}
	if s.dec == DecisionOver && s.winner == -1 {
		return lawOf(rLawGameOverWithoutResult)
	}
	if s.dec != DecisionOver && s.winner != -1 {
		return lawOf(rLawWinnerBeforeTheEnd)
	}
	if d := &decisions[s.dec]; d.validate != nil {
		return d.validate(s)
	}
	return nil
}

// mover is the moved counter whose activities are under way, or -1.
func (s *State) mover() int {
	if i := s.acting(); i >= 0 {
		return int(s.legs[i].c)
	}
	return -1
}

// moverAtDestination reports whether the moved counter under way stands
// where it ended its move.
func (s *State) moverAtDestination() bool {
	i := s.acting()
	return i >= 0 && s.loc[s.legs[i].c] == s.legs[i].to
}

// deciderIs checks that the faction deciding is f.
func (s *State) deciderIs(f Faction) error {
	if s.wfac != int8(f) {
		return lawOf(rLawWrongFactionDecides, int(s.dec), int(f), int(s.wfac))
	}
	return nil
}

// onlyStateAsked checks a window only the State answers: nobody else is
// still to ask.
func (s *State) onlyStateAsked() error {
	if s.wmask&^famBit(StateFaction) != 0 {
		return lawOf(rLawWindowAsksOthers, int(s.dec))
	}
	return s.deciderIs(StateFaction)
}

// aboutMover checks a decision about the moved counter under way.
func (s *State) aboutMover() error {
	if c := s.mover(); c < 0 || int(s.target) != c || !s.moverAtDestination() {
		return lawOf(rLawDecisionNotAboutTheMover, int(s.dec))
	}
	return nil
}

// viewHides checks that a View hides exactly what its viewer may not see:
// nothing of the viewer's own hands, every other card but those the viewer
// saw (known), and the order of every deck.
func (s *State) viewHides() error {
	if !s.view {
		return nil
	}
	see := s.seeHands(s.viewer)
	var kn bitset.Set
	if s.viewer >= 0 {
		kn = s.known[s.viewer]
	}
	for i := 0; i < numHands; i++ {
		hidden := s.hid[i][0] + s.hid[i][1] + s.hid[i][2]
		switch {
		case see&(1<<uint(i)) != 0 && hidden != 0:
			return lawOf(rLawViewHidesOwnHand, int(s.viewer))
		case see&(1<<uint(i)) == 0 && s.hand[i]&^kn != 0:
			return lawOf(rLawViewShowsAnotherHand, int(s.viewer))
		}
	}
	for d := range s.deck {
		for i := 0; i < s.deck[d].Len(); i++ {
			if c, _ := s.deck[d].At(i); c != HiddenCard {
				return lawOf(rLawViewShowsDeckOrder, d)
			}
		}
	}
	return nil
}

// decisionPoint refuses a position that is not one: a phase that runs by
// itself, nobody to decide, or nothing to choose.
func (s *State) decisionPoint() error {
	if s.dec == DecisionOver {
		return nil
	}
	if decisions[s.dec].check == nil {
		return lawOf(rLawDecisionRunsByItself, int(s.dec))
	}
	if s.decider() < 0 {
		return lawOf(rLawNobodyDecides)
	}
	tidy := *s
	tidy.tidy()
	if tidy != *s {
		return lawOf(rLawDecisionSetsUnusedFields, int(s.dec))
	}
	// A View's decider may hold cards the view hides: a View is checked as
	// the full state its viewer would deal from it.
	full := *s
	if s.view {
		full = Determinize(*s, s.viewer, core.NewRNG(1))
	}
	var buf [64]Move
	if len(options(&full, buf[:0])) == 0 {
		return lawOf(rLawDecisionWithoutLegalMove, int(s.dec))
	}
	return nil
}
