package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5b PREFETTO of the rulebook: his arrests and detentions, with the
// SISDE pair and Discover a Lair in the City.

// prefettoOptions: the State's choice on Boss target in the Prefetto's
// space (D5b PREFETTO, D6c, D6a Discover a Lair).
func prefettoOptions(s *State, by core.Player, out []Move) []Move {
	b := int(s.target)
	if b < cFamily || b >= NumCounters {
		return out
	}
	out = append(out, newMove(by, MoveKindPass))
	if kindOf(b) == Picciotto { // H4: the player's own Picciotto
		m := newMove(by, MoveKindArrest)
		m.Target = Counter(b)
		return append(out, m)
	}
	home := s.inHome(b)
	if home && !s.holds(StateFaction, DiscoverLair) {
		return out
	}
	m := newMove(by, MoveKindDetain)
	m.Target, m.Lair = Counter(b), home
	out = append(out, m)
	if s.handOf(StateFaction)&pairMask(ownerOf(b)) == pairMask(ownerOf(b)) {
		m.Kind = MoveKindArrest
		out = append(out, m)
	}
	return out
}

// prefettoHere reports whether the Prefetto stands on sp without having
// moved this turn (HOUSE-4.4 B: only counters already present react).
func (s *State) prefettoHere(sp int8) bool {
	return s.loc[cPrefetto] == sp && !s.movedThisTurn(cPrefetto)
}

// askPrefetto opens the State's decision on Boss b in the Prefetto's
// space: detain, arrest with the SISDE pair, or let be. In the Boss's home
// city only Discover a Lair in the City allows it; the State is then asked
// whenever its hand is not empty, so being asked reveals nothing.
func (s *State) askPrefetto(ev *evbuf, b int) bool {
	if s.seatOf(StateFaction) < 0 {
		return false
	}
	if s.inHome(b) && s.handSize(StateFaction) == 0 {
		return false
	}
	s.dec, s.wfac, s.target = DecisionPrefetto, int8(StateFaction), int8(b)
	return true
}

func legalPrefetto(out []Move, s *State, by core.Player) []Move { return prefettoOptions(s, by, out) }

func checkPrefetto(s *State, m Move) reason {
	switch m.Kind {
	case MoveKindPass:
		return 0
	case MoveKindDetain, MoveKindArrest:
	default:
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	b := int(m.Target)
	if m.Target != Counter(s.target) {
		return whyOf(rNotTarget, int(s.target), int(m.Target))
	}
	if kindOf(b) == Picciotto {
		if m.Kind != MoveKindArrest || m.Lair {
			return why(rPicciottoArrest)
		}
		return 0
	}
	home := s.inHome(b)
	switch {
	case home && !m.Lair:
		return whyOf(rHomeCity, int(m.Target))
	case !home && m.Lair:
		return why(rLairNotHome)
	case m.Lair && !s.holds(StateFaction, DiscoverLair):
		return why(rNoLair)
	case m.Kind == MoveKindArrest && s.handOf(StateFaction)&pairMask(ownerOf(b)) != pairMask(ownerOf(b)):
		return whyOf(rNoPair, int(ownerOf(int(m.Target))))
	}
	return 0
}

func promptPrefetto(s *State) string {
	c := int(s.target)
	if kindOf(c) == Picciotto {
		return "The Prefetto may arrest " + counterWords(c) + ", though the State's player need not arrest his own,, or pass"
	}
	return "The Prefetto may detain " + counterWords(c) + ", or arrest him with the " + ownerOf(c).String() + " SISDE pair, or pass"
}

// applyPrefetto: the State detains, arrests or lets be.
func (s *State) applyPrefetto(m Move, ev *evbuf) {
	s.dec = decisionRunning
	if m.Kind == MoveKindPass {
		return
	}
	s.romaForAction(ev)
	b := int(m.Target)
	if kindOf(b) == Picciotto {
		s.arrest(ev, b, CausePrefetto, cPrefetto)
		return
	}
	if m.Lair {
		s.play(ev, StateFaction, DiscoverLair, int8(b), -1)
	}
	s.stateDetains(ev, cPrefetto, b, m.Kind == MoveKindArrest)
}

// stateDetains is a detention by State counter by of Boss b, or an arrest
// with the SISDE pair. In the 4-player game the Prefetto first draws a
// SISDE card: the Boss's colour turns the detention into an arrest (G3).
func (s *State) stateDetains(ev *evbuf, by, b int, withPair bool) {
	f := ownerOf(b)
	switch {
	case withPair:
		for c := SISDERed1 + Card(2*f); c <= SISDERed1+Card(2*f)+1; c++ {
			s.play(ev, StateFaction, c, int8(b), -1)
		}
		s.arrest(ev, b, CauseSISDEPair, cPrefetto)
	case (s.fourP() || s.twoP()) && by == cPrefetto:
		before := s.handOf(StateFaction)
		s.draw(ev, StateFaction, SISDEDeck)
		drawn := s.handOf(StateFaction) &^ before
		if drawn&pairMask(f) != 0 {
			s.arrest(ev, b, CauseSISDECard, cPrefetto)
		} else {
			s.detain(ev, b, CausePrefetto, cPrefetto)
		}
	default:
		s.detain(ev, b, CauseCarabiniere, by)
	}
	s.stateActed(ev, by)
}

// reactToBoss: the Prefetto already in the space may detain (or arrest)
// the arriving Boss (D5b PREFETTO: "or who arrive in that space").
func (s *State) reactToBoss(ev *evbuf, c int, sp int8) {
	if s.prefettoHere(sp) {
		s.askPrefetto(ev, c)
	}
}

// reactToPrefetto: Picciotti in the space the Prefetto arrives in may
// open fire on him with Killers from Las Vegas (D6b), before he acts.
func (s *State) reactToPrefetto(sp int8) {
	var mask uint8
	for x := cFamily; x < NumCounters; x++ {
		if s.loc[x] == sp && kindOf(x) == Picciotto && s.blocked&(1<<uint(x)) == 0 {
			mask |= famBit(ownerOf(x))
		}
	}
	if mask != 0 && s.openWindow(DecisionKillersFromLasVegas, mask) {
		s.target = -1
	}
}

// prefettoSweep: the moved Prefetto (leg i) arrests every Picciotto in
// his space and may detain (or arrest with the pair) each Boss there (D5b
// PREFETTO), one by one; a decision leaves the sweep on the agenda for
// the rest.
func (s *State) prefettoSweep(ev *evbuf, i int, sp int8) {
	for x := cFamily; x < NumCounters; x++ {
		if s.loc[x] == sp && kindOf(x) == Picciotto && s.tried&(1<<uint(x)) == 0 {
			s.tried |= 1 << uint(x)
			if s.askOwnArrest(x) {
				s.todo.push(sPrefettoSweep, int8(i))
				return
			}
			s.romaForAction(ev)
			s.arrest(ev, x, CausePrefetto, cPrefetto)
			s.stateActed(ev, cPrefetto)
		}
	}
	for f := Red; f < numFamilies; f++ {
		b := bossOf(f)
		if s.loc[b] == sp && s.tried&(1<<uint(b)) == 0 {
			s.tried |= 1 << uint(b)
			if s.askPrefetto(ev, b) {
				s.todo.push(sPrefettoSweep, int8(i))
				return
			}
		}
	}
}

func validatePrefetto(s *State) error {
	if !validCounter(s.target) || !isMafioso(int(s.target)) || s.loc[s.target] != s.loc[cPrefetto] || !s.onMap(cPrefetto) || s.mover() < 0 {
		return lawOf(rLawPrefettoDecisionContext)
	}
	if err := s.topIs(s.stepAfter(sReactions), sBossBlock, sPrefettoSweep); err != nil {
		return err
	}
	return s.deciderIs(StateFaction)
}
