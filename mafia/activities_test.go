package mafia

import (
	"encoding/json"
	"testing"
)

// roundTripRefused fails the test unless s, edited to break one law of a
// decoded position, is written and then refused on decoding with the code
// of law.
func roundTripRefused(t *testing.T, what string, s State, law rcode) {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	t.Run(what, func(t *testing.T) { refusedAs(t, string(b), law) })
}

// D5a, D5b BOSS and D5c CARABINIERI: the decisions about a moved counter
// (the opposing Boss's block of an arriving Picciotto, the mover's
// actions, a Picciotto's resisting the Carabiniere's arrest) come after
// their own step, about their own counter, decided by their own side; a
// position that breaks one of those laws alone is refused with its code.
func TestDecisionsAboutAMovedCounterKeepTheirLaws(t *testing.T) {
	for _, c := range []struct {
		dec     Decision
		context rcode // the law of a side that may not decide it
		about   rcode // the law of a counter it may not be about
	}{
		{DecisionBlock, rLawBlockDecisionContext, rLawDecisionNotAboutTheMover},
		{DecisionActions, rLawWrongFactionDecides, rLawDecisionNotAboutTheMover},
		{DecisionResist, rLawWrongFactionDecides, rLawResistDecisionContext},
	} {
		s, ok := randomUntil(t, `{"players":5}`, func(s *State) bool { return s.dec == c.dec })
		if !ok {
			t.Fatalf("no %v decision in the random games", c.dec)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("%v: the position itself: %v", c.dec, err)
		}
		x := s
		x.todo.pop()
		roundTripRefused(t, c.dec.String()+" without its step", x, rLawDecisionNotAfterItsStep)
		x = s
		x.wfac = int8(StateFaction)
		if Faction(s.wfac) == StateFaction {
			x.wfac = int8(Red)
		}
		roundTripRefused(t, c.dec.String()+" decided by another side", x, c.context)
		x = s
		x.target = int8(stayedHome(&s))
		roundTripRefused(t, c.dec.String()+" about a counter that did not move", x, c.about)
		if c.dec == DecisionBlock {
			x = s
			x.wfac = int8(ownerOf(int(s.target)))
			roundTripRefused(t, "a block by the Picciotto's own Boss", x, rLawBlockDecisionContext)
		}
	}
}

// stayedHome is a counter of the decision's counter's owner that did not
// move this turn.
func stayedHome(s *State) int {
	c := int(s.target)
	for x := 0; x < NumCounters; x++ {
		if x != c && x != s.mover() && ownerOf(x) == ownerOf(c) {
			return x
		}
	}
	return c
}
