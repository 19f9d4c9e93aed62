package mafia

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// fresh is a game after setup with homes R Palermo, N Catania, O and V
// Enna, no control, empty hands.
func fresh(t *testing.T, players int) State {
	t.Helper()
	s, err := New(Config{Players: players}, 1)
	if err != nil {
		t.Fatal(err)
	}
	homes := []string{"red PAL", "black CAT", "orange ENN", "green ENN"}
	for _, h := range homes {
		s = do(t, s, ToMove(s).String()+" home "+h)
	}
	return s
}

// turn starts calendar slot's turn with the given dice (and other rolls)
// forced, and runs to the first decision after the "any time" checkpoint
// (everyone asked there passes).
func turn(t *testing.T, s State, slot int, rolls ...int) (State, []core.Event) {
	t.Helper()
	s, evs := turnCP(t, s, slot, rolls...)
	for s.dec == DecisionCheckpoint {
		var more []core.Event
		s, more = doEv(t, s, ToMove(s).String()+" pass")
		evs = append(evs, more...)
	}
	return s, evs
}

// turnCP is turn stopping at the checkpoint.
func turnCP(t *testing.T, s State, slot int, rolls ...int) (State, []core.Event) {
	t.Helper()
	s.slot = uint8(slot)
	s.dec, s.todo = decisionRunning, agenda{} // the turn starts
	s.rng = core.NewRNG(99).ForceRolls(rolls...)
	var ev evbuf
	s.run(&ev)
	return s, ev.Events()
}

// do applies a move given in notation and fails the test if it is refused.
func do(t *testing.T, s State, text string) State {
	t.Helper()
	s2, _ := doEv(t, s, text)
	return s2
}

func doEv(t *testing.T, s State, text string) (State, []core.Event) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	next, evs, err := Apply(s, m)
	if err != nil {
		var legal []string
		for _, l := range Legal(s) {
			legal = append(legal, l.String())
		}
		t.Fatalf("apply %q: %v\nlegal: %s\n%s", text, err, strings.Join(legal, " | "), s)
	}
	return next, evs
}

// refuse checks that a move is refused with the error kind and a reason
// containing want, leaving the state as it was.
func refuse(t *testing.T, s State, text string, kind error, want string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	next, _, err := Apply(s, m)
	if !errors.Is(err, kind) {
		t.Fatalf("apply %q: err %v, want %v", text, err, kind)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("apply %q: error %q does not name %q", text, err, want)
	}
	if next != s {
		t.Fatalf("apply %q changed the state", text)
	}
}

func legalStrings(s State) []string {
	var out []string
	for _, m := range Legal(s) {
		out = append(out, m.String())
	}
	return out
}

func hasLegal(s State, text string) bool {
	for _, m := range Legal(s) {
		if m.String() == text {
			return true
		}
	}
	return false
}

func logOf(evs []core.Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.String() + "\n")
	}
	return b.String()
}

// give moves card c from its deck into faction f's hand.
func give(s *State, f Faction, cs ...Card) {
	for _, c := range cs {
		s.deck[c.Deck()].Remove(c)
		s.hand[f] |= 1 << uint(c)
	}
}

// clearMap sends every Family counter to its home and the State's to its
// start spaces.
func put(s *State, c Counter, sp Place) { s.loc[c] = int8(sp); s.head[c] = NoHeading }

// passUntil lets every window go by (the decider passes) until text is a
// legal move.
func passUntil(t *testing.T, s State, text string) State {
	t.Helper()
	for i := 0; i < 12 && !hasLegal(s, text); i++ {
		s = do(t, s, ToMove(s).String()+" pass")
	}
	return s
}
