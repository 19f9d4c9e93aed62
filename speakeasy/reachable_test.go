package speakeasy

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// A decoded position is one the game could reach: these are positions a
// game never reaches that an edit of a reachable one makes, each refused
// with ErrBadState naming its law.

// reachedAt is the first state of a random game of cfg (seeds from 1)
// whose top decision is kind and for which ok holds.
func reachedAt(t *testing.T, cfg string, kind int8, ok func(State) bool) State {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		states, _, err := gametest.Trajectory(Rules, []byte(cfg), seed, 5000)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range states {
			if s.g.SP > 0 && s.g.top().K == kind && (ok == nil || ok(s)) {
				return s
			}
		}
	}
	t.Fatalf("no random game of %s reaches %s", cfg, stepSchema[kind].name)
	return State{}
}

// refusedWithLaw decodes b and wants it refused with ErrBadState under the
// law code, its words containing want.
func refusedWithLaw(t *testing.T, b []byte, code core.ReasonCode, want string) {
	t.Helper()
	var s State
	err := json.Unmarshal(b, &s)
	if !errors.Is(err, core.ErrBadState) || lawCode(err) != code || !strings.Contains(err.Error(), want) {
		t.Fatalf("decoded: %v\nwant law %q containing %q", err, Reasons.Texts[code].Name, want)
	}
}

// doubleTop writes s with the top entry of its decisions doubled.
func doubleTop(t *testing.T, s State) []byte {
	t.Helper()
	b, _ := json.Marshal(s)
	i := bytes.Index(b, []byte(`"decisions":[`)) + len(`"decisions":[`)
	j := i + bytes.IndexByte(b[i:], '}') + 1
	return append(append(append(append([]byte{}, b[:i]...), b[i:j]...), ','), b[i:]...)
}

// Each entry of decisions stands on one the game puts it on (the bottom
// one on the Capo placement that pushed it): the Restaurant's discard
// only on its Turn Order marker, so two discards, one on the other (the
// harness's edit that left P2 with no move after three discards), are
// refused; so is an entry doubled on top, whatever its decision, and the
// City Planning Office's build at the bottom, under the person it asks
// before.
func TestDecodeRefusesADecisionStackTheGameCouldNotReach(t *testing.T) {
	s := reachedAt(t, `{"players":4,"flat_ship_price":true}`, stRestDiscard, nil)
	refusedWithLaw(t, doubleTop(t, s), lawDecisionStandsOn,
		"restaurant-discard of "+core.Player(s.g.top().Who).String()+
			" stands on restaurant-discard, but the game puts it only on turn-order-marker")

	for _, cfg := range []string{`{"players":1}`, `{"players":2}`, `{"players":3}`, `{"players":4}`} {
		seen := map[int8]bool{}
		for seed := uint64(1); seed < 6; seed++ {
			states, _, err := gametest.Trajectory(Rules, []byte(cfg), seed, 5000)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range states {
				if s.g.SP == 0 || seen[s.g.top().K] {
					continue
				}
				seen[s.g.top().K] = true
				var d State
				if err := json.Unmarshal(doubleTop(t, s), &d); !errors.Is(err, core.ErrBadState) {
					t.Errorf("%s: decisions with %s doubled on top decode (%v)", cfg, stepSchema[s.g.top().K].name, err)
				}
			}
		}
	}

	// The golden position: P1's Casino at the City Planning Office, whose
	// left person (play-operations) waits under the build. Swapped, the
	// build stands at the bottom, where only the Contractor Office's is.
	b, _ := json.Marshal(goldenPosition(t))
	swapped := bytes.Replace(b,
		[]byte(`{"decision":"build","seat":"P1","location":"city-planning-office","left":1},{"decision":"play-operations","seat":"P1"}`),
		[]byte(`{"decision":"play-operations","seat":"P1"},{"decision":"build","seat":"P1","location":"city-planning-office","left":1}`), 1)
	if bytes.Equal(swapped, b) {
		t.Fatal("the golden position's decisions are not as this test knows them")
	}
	refusedWithLaw(t, swapped, lawDecisionArgsOn,
		`{"decision":"build","seat":"P1","location":"city-planning-office","left":1} cannot stand on nothing`)
}

// The Restaurant's discard asks for the cards its lower column costs (two
// on the third and fourth columns, one on the others), and never more
// than the hand holds.
func TestDecodeRefusesARestaurantDiscardItsColumnDoesNotAsk(t *testing.T) {
	s := reachedAt(t, `{"players":4}`, stRestDiscard, func(s State) bool {
		g := &s.g
		return g.top().Left == 1 && g.restaurantCards(g.Stack[g.SP-2].column()) == 1 && g.P[g.top().Who].HandN >= 2
	})
	b, _ := json.Marshal(s)
	who := core.Player(s.g.top().Who).String()
	from := `{"decision":"restaurant-discard","seat":"` + who + `","left":1}`
	refusedWithLaw(t, bytes.Replace(b, []byte(from), []byte(strings.Replace(from, `"left":1`, `"left":2`, 1)), 1),
		lawRestaurantDiscardLeft, who+": 2 cards left to discard for the Restaurant")
}

// An ambush being assembled is one its attacker could declare: with every
// Family Member of the Ship's Docks Zone it may use and every Goon it
// beats the Ship (the harness's edit that lowered the attacker's Strength
// left a "use" and then no move).
func TestDecodeRefusesAnAmbushThatCannotWin(t *testing.T) {
	s := reachedAt(t, `{"players":4}`, stAmbushFM, nil)
	g := &s.g
	p := g.top().Who
	g.P[p].Tracks[TrackStrength] = 1
	g.P[p].Goons = 0
	g.P[p].Crates = 0
	b, _ := json.Marshal(s)
	refusedWithLaw(t, b, lawAmbushCannotWin, core.Player(p).String()+": the ambush of Ship "+shipNames[g.Pend.Ship]+" cannot win")
}

// In the solo game a neutral Capo comes before each turn, so the neutral
// Capos out (at persons and in the Park) are the turns this Act has
// started: after three turns, not one.
func TestSoloNeutralCaposAreOnePerTurnStarted(t *testing.T) {
	s, _ := New(Config{Players: 1}, 3)
	for s.g.Round < 3 || s.g.Phase != phPlace {
		s = do(t, s, Legal(s)[0].String())
	}
	n := 0
	for loc := range s.g.Occ {
		for k, q := range s.g.Occ[loc] {
			if q == neutralCapo {
				if n++; n > 1 { // keep one
					s.g.Occ[loc][k] = -1
				}
			}
		}
	}
	if s.g.Park[0] == neutralCapo {
		if n++; n > 1 {
			s.g.Park[0] = -1
		}
	}
	if n != 4 {
		t.Fatalf("%d neutral Capos after three turns and before the fourth, want 4", n)
	}
	b, _ := json.Marshal(s)
	refusedWithLaw(t, b, lawNeutralCaposTurns, "neutral Capos out: 1, but 4 turns of Act 1 have started")
}
