package nostracity

import (
	"encoding/json"
	"errors"
	"regexp"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// playUntil plays random legal moves from s until stop holds, failing the
// test when the game ends first.
func playUntil(t *testing.T, s State, seed uint64, stop func(*State) bool) State {
	t.Helper()
	r := core.NewRNG(seed)
	for i := 0; !stop(&s); i++ {
		ms := Legal(s)
		if len(ms) == 0 || i > 2000 {
			t.Fatal("the game ended before the position wanted")
		}
		var k int
		k, r = r.IntN(len(ms))
		var err error
		if s, _, err = Apply(s, ms[k]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// wantLaw decodes position b and wants it refused with core.ErrBadState
// and the Reasons code law.
func wantLaw(t *testing.T, what string, b []byte, law string) {
	t.Helper()
	var d State
	err := json.Unmarshal(b, &d)
	var re *core.RuleError
	if !errors.As(err, &re) || !errors.Is(err, core.ErrBadState) || re.Code != law {
		t.Fatalf("%s: decoding gives %v, want the law %q broken\n%s", what, err, law, b)
	}
	for _, e := range Reasons.Texts {
		if e.Name == law {
			return
		}
	}
	t.Fatalf("%s: %q is not a code of Reasons", what, law)
}

func encode(t *testing.T, s State) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSeatsAreOutOfThePhaseOnlyUnderRoundRobin: a position played under
// round-robin-single-action (HOUSE-1) with seats out of the phase, its
// "rules" removed, would decode under the default turn mode, where no
// seat is ever out of the phase, and its next pass would break Check; it
// is refused, and decodes with its rules.
func TestSeatsAreOutOfThePhaseOnlyUnderRoundRobin(t *testing.T) {
	s, _ := New(Config{Players: 4, PhaseTurnMode: "round-robin-single-action"}, 1)
	s = playUntil(t, s, 1, func(s *State) bool { return s.passed != 0 && s.step == stTurn && s.npend == 0 })
	b := encode(t, s)
	var d State
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatalf("the position with its rules: %v", err)
	}
	stripped := regexp.MustCompile(`"rules":\{[^}]*\},`).ReplaceAll(b, nil)
	if string(stripped) == string(b) {
		t.Fatal("no rules to remove")
	}
	wantLaw(t, "round-robin's passed seats under the default turn mode", stripped, "passed-only-round-robin")
}

// TestTheTurnPlayerIsInThePhaseAtEveryDecisionOfItsTurn: under
// round-robin-single-action the turn player is never among the seats out
// of the phase, whatever its turn waits for (found by the harness's
// tamper law: "passed" edited to hold the turn player of a distribution).
func TestTheTurnPlayerIsInThePhaseAtEveryDecisionOfItsTurn(t *testing.T) {
	for _, step := range []int8{stTurn, stDistribute, stBidBill} {
		s, _ := New(Config{Players: 4, PhaseTurnMode: "round-robin-single-action"}, 2)
		s = playUntil(t, s, 2, func(s *State) bool { return s.step == step && s.npend == 0 && s.passed != 0 })
		s.passed |= bit(s.active())
		wantLaw(t, "the turn player out of the phase at step "+itoa(int(step)), encode(t, s), "turn-player-passed")
	}
}
