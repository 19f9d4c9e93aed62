package nostracity

import (
	"encoding/json"
	"errors"
	"fmt"
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

// TestCardCountsPast255DoNotWrapTheStock: the Vendetta stock and the Bill
// stock are conserved in whole numbers: hands of 255 and 4 Whacks (or 254
// and 5), whose sum is 3 modulo 256, are refused, not decoded as the
// stock's three; so are Banks of 255 and 35 $5,000 Bills.
func TestCardCountsPast255DoNotWrapTheStock(t *testing.T) {
	s, _ := New(Config{Players: 3}, 1)
	for _, c := range []struct {
		key    string
		p1, p2 map[string]int
		law    string
	}{
		{"vendetta", map[string]int{"whack": 255}, map[string]int{"whack": 4}, "cards-stock-has"},
		{"vendetta", map[string]int{"whack": 254}, map[string]int{"whack": 5}, "cards-stock-has"},
		{"bank", map[string]int{"5k": 255}, map[string]int{"5k": 35}, "bills-stock-has"},
	} {
		var j map[string]any
		if err := json.Unmarshal(encode(t, s), &j); err != nil {
			t.Fatal(err)
		}
		players := j["players"].([]any)
		players[1].(map[string]any)[c.key] = c.p1
		players[2].(map[string]any)[c.key] = c.p2
		delete(j, "bill_pile")
		delete(j, "vendetta_pile")
		e, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		wantLaw(t, fmt.Sprintf("%s %v and %v", c.key, c.p1, c.p2), e, c.law)
	}
}

// TestAViewDecodesOnlyIfSomeFullStateGivesIt: a View whose viewer's memory
// of the Bill discard pile is edited to three $50,000 Guilty Bills while
// the viewer holds one of the three itself fits the pile's size, yet no
// full state gives it (every Determinize would break Check): it is
// refused; unedited, it decodes and determinizes. The same for a Vendetta
// hand the viewer remembers (a Tail) holding more Whacks than the stock
// leaves.
func TestAViewDecodesOnlyIfSomeFullStateGivesIt(t *testing.T) {
	s, _ := New(Config{Players: 3}, 4)
	s = playUntil(t, s, 4, func(s *State) bool { return s.billDisc.total() >= 3 && s.step == stTurn && s.npend == 0 })
	// P0 holds a $50,000 Guilty Bill.
	for t := range s.bank {
		if s.bank[t][b50kG] > 0 && t != 0 {
			s.bank[t][b50kG]--
			s.bank[t][b5k]++
			s.bank[0][b50kG]++
			s.bank[0][b5k]--
			break
		}
	}
	if s.bank[0][b50kG] == 0 {
		s.billDeck[b50kG]--
		s.billDeck[b5k]++
		s.bank[0][b50kG]++
		s.bank[0][b5k]--
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	v := View(s, 0)
	var d State
	if err := json.Unmarshal(encode(t, v), &d); err != nil {
		t.Fatalf("the unedited View: %v", err)
	}
	if err := Determinize(d, 0, core.NewRNG(1)).Check(); err != nil {
		t.Fatalf("the unedited View's Determinize: %v", err)
	}
	edited := v
	edited.know[0].disc = 0
	edited.know[0].disc.add(b50kG, 3)
	wantLaw(t, "P0 remembers three 50k-guilty discarded and holds one", encode(t, edited), "viewer-knows-more-bills-than-stock")

	if v.vDeck[vHidden] < 4 {
		t.Fatal("the Vendetta pile is too small to test")
	}
	edited = v
	edited.know[0].hand[other(0, 1)] = 0
	edited.know[0].hand[other(0, 1)].add(handSlot(vWhack), 3)
	edited.hand[1][vHidden] = max(edited.hand[1][vHidden], 3)
	edited.vDisc[vWhack] = 1
	edited.vDeck[vHidden] -= 1 + edited.hand[1][vHidden] - v.hand[1][vHidden]
	wantLaw(t, "P0 remembers three Whacks in P1's hand, one discarded", encode(t, edited), "viewer-knows-more-cards-than-stock")
}
