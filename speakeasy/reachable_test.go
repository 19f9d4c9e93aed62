package speakeasy

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"regexp"
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
		`build of P1 cannot stand on nothing with these arguments`)
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

// handWrittenExample is the package doc's hand-written position, read
// from the doc's own text.
func handWrittenExample(t *testing.T) []byte {
	t.Helper()
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	const intro = "// A position written by hand"
	i := bytes.Index(doc, []byte(intro))
	if i < 0 {
		t.Fatal("doc.go has no hand-written position")
	}
	var out bytes.Buffer
	in := false
	for _, line := range strings.Split(string(doc[i:]), "\n") {
		text, ok := strings.CutPrefix(line, "//\t")
		switch {
		case ok:
			in = true
			out.WriteString(text + "\n")
		case in:
			return out.Bytes()
		}
	}
	t.Fatal("the hand-written position has no end")
	return nil
}

// The package doc's hand-written position is one a game reaches: the
// moves its words tell, from New with its seed, make it (but for the rng,
// which it writes as a seed), and it plays to the end.
func TestPackageDocsHandWrittenPositionIsReachedAndPlaysToTheEnd(t *testing.T) {
	var s State
	if err := json.Unmarshal(handWrittenExample(t), &s); err != nil {
		t.Fatal(err)
	}
	start, _ := New(Config{Players: 2}, 1)
	reached := do(t, start, "P0 place contractor-office L", "P0 book", "P0 open 3-speakeasy", "P0 at 7.2", "P0 skip")
	if !reached.WithRNG(s.RNG()).Equal(s) {
		a, _ := json.Marshal(reached.WithRNG(s.RNG()))
		b, _ := json.Marshal(s)
		t.Fatalf("the doc's position is not the one its moves reach:\n reached %s\n doc     %s", a, b)
	}
	end, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(5), 5000)
	if err != nil || !Over(end) {
		t.Fatalf("the doc's position does not play to the end: %v", err)
	}
}

// The package doc's earlier hand-written position is one no game reaches:
// P0 opened a Speakeasy in Act 1 with its only Capo at the Garage, which
// opens nothing (and kept the one Goon it started with, though the $3
// Speakeasy's space gives one).
func TestDecodeRefusesBuildingsInAct1WithoutACapoAtABuildingOffice(t *testing.T) {
	old := []byte(`{
  "game": "speakeasy",
  "version": 2,
  "rules": {"players": 2},
  "decisions": [{"decision": "place-capo", "seat": "P1"}],
  "act": 1,
  "turn_order": ["P0", "P1"],
  "persons": {"garage": {"L": "P0"}},
  "districts": [
    {"district": "1", "invasion": "start", "strength": 3,
     "spaces": [{"space": "1.1", "building": "mobster-speakeasy"}, {"space": "1.2"}, {"space": "1.3"}]},
    {"district": "2", "invasion": "blocked"},
    {"district": "3", "invasion": "act-1"},
    {"district": "4"},
    {"district": "5", "invasion": "blocked"},
    {"district": "6"},
    {"district": "7", "spaces": [{"space": "7.1"}, {"space": "7.2", "building": "speakeasy", "owner": "P0"}, {"space": "7.3"}]},
    {"district": "8", "invasion": "blocked"},
    {"district": "9"},
    {"district": "10", "invasion": "start", "strength": 4,
     "spaces": [{"space": "10.1", "building": "mobster-speakeasy"}, {"space": "10.2"}, {"space": "10.3"}]},
    {"district": "11", "invasion": "blocked"},
    {"district": "12", "invasion": "act-1"},
    {"district": "13"},
    {"district": "14", "invasion": "blocked"},
    {"district": "15"},
    {"district": "16"}
  ],
  "ships": [
    {"ship": "A", "port": "port-1", "barrels": 4},
    {"ship": "B", "port": "port-2", "barrels": 4},
    {"ship": "C", "port": "port-5", "barrels": 4},
    {"ship": "D", "port": "port-7", "barrels": 4}
  ],
  "players": [
    {"seat": "P0", "family_members": {"vip-area": 2}, "goons": 1, "hand": ["stills-1", "party-2"],
     "spent": {"open": 3}},
    {"seat": "P1", "family_members": {"vip-area": 2}, "goons": 1, "leverage_tokens": 1, "hand": ["fleet-3"]}
  ],
  "rng": {"seed": 7}
}`)
	refusedWithLaw(t, old, lawBuildingsWithoutOfficeCapo, "P0 has spent $3 on buildings in Act 1")
	// With the Capo at the Contractor Office it decodes as far as that law goes.
	var s State
	err := json.Unmarshal(bytes.Replace(old, []byte(`{"garage": {"L": "P0"}}`), []byte(`{"contractor-office": {"L": "P0"}}`), 1), &s)
	if lawCode(err) == lawBuildingsWithoutOfficeCapo {
		t.Fatalf("a Capo at the Contractor Office: %v", err)
	}
}

// buildings_taken is derived from the buildings on the map and what the
// ledger says they cost: the golden position's P0 paid $13 for two
// Speakeasies, a $5 and an $8 one. Left out, that is what decoding works
// out; given otherwise, it is refused naming both.
func TestDecodeRefusesBuildingsTakenTheLedgerDisagreesWith(t *testing.T) {
	b, _ := json.Marshal(goldenPosition(t))
	given := []byte(`"buildings_taken":{"5-speakeasy":1,"8-speakeasy":1},`)
	if !bytes.Contains(b, given) || !bytes.Contains(b, []byte(`"spent":{"open":13,`)) {
		t.Fatal("the golden position's P0 is not as this test knows it")
	}
	refusedWithLaw(t, bytes.Replace(b, given, []byte(`"buildings_taken":{"3-speakeasy":1,"8-speakeasy":1},`), 1),
		lawBuildingsTakenDisagree,
		`P0: buildings_taken holds 1 of 3-speakeasy, but the buildings on the map and the ledger make it 0`)
	var s State
	if err := json.Unmarshal(bytes.Replace(b, given, nil, 1), &s); err != nil {
		t.Fatal(err)
	}
	if s.g.P[0].Taken != [numGroups]int8{0, 1, 1, 0, 0, 0} {
		t.Fatalf("derived buildings taken %v, want a $5 and an $8 Speakeasy", s.g.P[0].Taken)
	}
	// A cost no buildings taken add up to is refused whether given or not.
	cheaper := bytes.Replace(b, []byte(`"spent":{"open":13,`), []byte(`"spent":{"open":12,`), 1)
	refusedWithLaw(t, bytes.Replace(cheaper, []byte(`"seat":"P0","cash":5,`), []byte(`"seat":"P0","cash":6,`), 1),
		lawBuildingCostsFitNoBuildings, "P0: $12 spent opening and taking over and $0 upgrading")
}

// A build is the visit of the office where the deciding seat's Capo
// stands: the same position with that Capo passed instead decoded on main
// and broke the Act 1 building law (act-1-buildings-without-office-capo)
// two moves later; it is refused.
func TestDecodeRefusesABuildWithoutItsCapo(t *testing.T) {
	office := regexp.MustCompile(`"(contractor-office|city-planning-office)":\{"[LMR]":"P0"\},?`)
	s := reachedAt(t, `{"players":1}`, stBuild, func(s State) bool {
		b, _ := json.Marshal(s)
		return s.g.Act == 1 && office.Match(b)
	})
	b, _ := json.Marshal(s)
	passed := bytes.Replace(office.ReplaceAll(b, nil), []byte(`"trucks":`), []byte(`"passed_capos":1,"trucks":`), 1)
	refusedWithLaw(t, bytes.Replace(passed, []byte(`,}`), []byte(`}`), 1), lawBuildWithoutCapo, "and the seat has no Capo there")
}

// A visit is the visit of a Capo on the board: the visiting seat's Capo
// (at a person, or at the Restaurant) written as passed instead decoded on
// main for every visit but a build's. Each visit's first Capo of the Act
// is moved to passed_capos (the Capos out still add up) and refused.
func TestDecodeRefusesAVisitWhoseCapoIsPassed(t *testing.T) {
	for _, k := range []int8{stTruckMenu, stAmbushMenu, stProtect, stAssociate, stRestMenu, stPlayOps} {
		s := reachedAt(t, `{"players":2}`, k, func(s State) bool {
			return s.g.Phase == phVisit && s.g.Round == 0 && s.g.caposShown(s.g.Active) == 1
		})
		a := s.g.Active
		for loc := range s.g.Occ {
			for i, q := range s.g.Occ[loc] {
				if q == a {
					s.g.Occ[loc][i] = -1
				}
			}
		}
		s.g.Rest[a], s.g.Out[a] = 0, s.g.Out[a]+1
		b, _ := json.Marshal(s)
		refusedWithLaw(t, b, lawVisitWithoutCapo, "a visit is under way, and the seat has no Capo")
	}
}

// A building and an ambush are never assembled at once: a position with
// both pending is refused (Check's law since decoding builds both).
func TestDecodeRefusesABuildingAndAnAmbushPendingAtOnce(t *testing.T) {
	s := reachedAt(t, `{"players":2}`, stSpace, nil)
	s.g.Pend.Ship = 0
	b, _ := json.Marshal(s)
	if !bytes.Contains(b, []byte(`"ambush":{"ship":"A"}`)) {
		t.Fatalf("the ambush is not written: %s", b)
	}
	refusedWithLaw(t, b, lawBuildingAmbushPendingOnce, "a building and an ambush pending at once")
}
