package mafia

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// v2Configs are the variants the v2 law tests walk.
func v2Configs(t *testing.T) [][]byte {
	return [][]byte{
		[]byte(`{"players":5}`), []byte(`{"players":4}`), []byte(`{"players":3}`), []byte(`{"players":2}`),
		[]byte(`{"players":5,"skip_empty_windows":true,"all_checkpoints":true}`),
		[]byte(`{"players":3,"prefetto_removes_one":true,"visit_own_family_only":true}`),
		[]byte(`{"players":2,"all_checkpoints":true}`),
		customMapConfig(t, 5),
	}
}

// mutants are moves near m: each field nudged, so the check is tried on
// moves that are almost legal.
func mutants(m Move) []Move {
	out := []Move{m}
	add := func(f func(*Move)) {
		x := m
		f(&x)
		out = append(out, x)
	}
	add(func(x *Move) { x.Target++ })
	add(func(x *Move) { x.Target-- })
	add(func(x *Move) { x.Counter++ })
	add(func(x *Move) { x.Counter-- })
	add(func(x *Move) { x.Space++ })
	add(func(x *Move) { x.Space-- })
	add(func(x *Move) { x.Die = (x.Die + 1) % 3 })
	add(func(x *Move) { x.Facing = (x.Facing + 1) % 3 })
	add(func(x *Move) { x.Air = !x.Air })
	add(func(x *Move) { x.Lair = !x.Lair })
	add(func(x *Move) { x.Card = (x.Card + 1) % numCards })
	add(func(x *Move) { x.Faction = (x.Faction + 1) % 4 })
	add(func(x *Move) { x.Kind = x.Kind%kMax + 1 })
	add(func(x *Move) { x.FirstDieChange = -x.FirstDieChange })
	return out
}

// walkV2 plays random games of every variant and calls f on every state
// (every stride-th, after the first 8).
func walkV2(t *testing.T, games, stride int, f func(t *testing.T, s State, step int)) {
	t.Helper()
	for ci, cfg := range v2Configs(t) {
		for g := 0; g < games; g++ {
			s, err := Rules.New(cfg, uint64(100*ci+g))
			if err != nil {
				t.Fatal(err)
			}
			r := core.NewRNG(uint64(g))
			for step := 0; !Over(s) && step < 20000; step++ {
				if step < 8 || step%stride == 0 {
					f(t, s, step)
				}
				l := Legal(s)
				var k int
				k, r = r.IntN(len(l))
				if s, _, err = Apply(s, l[k]); err != nil {
					t.Fatal(err)
				}
			}
			f(t, s, -1)
		}
	}
}

// TestCheckMatchesLegal: the decision's check passes exactly for the moves
// Legal lists, tried on every legal move seen in the game and on moves a
// field away from one.
func TestCheckMatchesLegal(t *testing.T) {
	var pool []Move
	seen := map[Move]bool{}
	games, stride := 1, 17
	switch {
	case gametest.Long():
		games, stride = 4, 3
	case testing.Short():
		games, stride = 1, 61
	}
	walkV2(t, games, stride, func(t *testing.T, s State, step int) {
		legal := Legal(s)
		for _, m := range legal {
			for _, x := range mutants(m) {
				if !seen[x] && len(pool) < 6000 {
					seen[x] = true
					pool = append(pool, x)
				}
			}
		}
		by := ToMove(s)
		if d := decisions[s.dec]; d.legal != nil {
			if tbl := d.legal(nil, &s, by); !slices.Equal(tbl, legal) {
				t.Fatalf("the table's legal %v is not Legal %v", tbl, legal)
			}
		}
		for _, m := range pool {
			m.By = by
			err := checkMoveErr(s, m)
			if d := decisions[s.dec]; d.check != nil && d.check(&s, m) != s.checkNow(m) {
				t.Fatalf("%v: the table's check is not the dispatched one", m)
			}
			in := slices.Contains(legal, m)
			if in != (err == nil) {
				t.Fatalf("%v: in Legal %v, check %v\n%s", m, in, err, s)
			}
			if err != nil && !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrGameOver) {
				t.Fatalf("%v: %v is not ErrIllegalMove", m, err)
			}
		}
	})
}

// TestV2Surface: the zero Move is refused, a Move's JSON is its notation,
// every event's JSON has a kind name and only its fields, Describe is
// unique among the legal moves and the same on the mover's view, Prompt
// is set exactly while the game runs and the same on the decider's view,
// AppendLegal appends Legal, and Apply refuses a View.
func TestV2Surface(t *testing.T) {
	walkV2(t, 1, 13, func(t *testing.T, s State, step int) {
		if Over(s) {
			if Prompt(s) != "" {
				t.Fatal("a prompt after the end")
			}
			return
		}
		by := ToMove(s)
		if _, _, err := Apply(s, Move{By: by}); !errors.Is(err, core.ErrIllegalMove) {
			t.Fatalf("zero move: %v", err)
		}
		v := View(s, by)
		if p := Prompt(s); p == "" || p != Prompt(v) {
			t.Fatalf("prompt %q, on the view %q", p, Prompt(v))
		}
		legal := Legal(s)
		if got := AppendLegal([]Move{{Kind: MoveKindPass}}, s); len(got) != len(legal)+1 || !slices.Equal(got[1:], legal) {
			t.Fatal("AppendLegal is not Legal")
		}
		if !slices.Equal(Legal(v), legal) {
			t.Fatal("Legal differs on the decider's view")
		}
		descs := map[string]bool{}
		for _, m := range legal {
			d := Describe(s, m)
			if d == "" || descs[d] || d != Describe(v, m) {
				t.Fatalf("description %q of %v: empty, repeated or not the same on the view (%q)", d, m, Describe(v, m))
			}
			descs[d] = true
			b, _ := json.Marshal(m)
			var text string
			if err := json.Unmarshal(b, &text); err != nil || text != m.String() {
				t.Fatalf("move JSON %s is not its notation", b)
			}
			var back Move
			if err := json.Unmarshal(b, &back); err != nil || back != m {
				t.Fatalf("move JSON %s does not read back: %v", b, err)
			}
		}
		if _, _, err := Apply(v, legal[0]); !errors.Is(err, core.ErrBadState) {
			t.Fatalf("Apply on a view: %v, want ErrBadState", err)
		}
		_, evs, _ := Apply(s, legal[len(legal)-1])
		for _, e := range evs {
			b, err := json.Marshal(e)
			if err != nil || !strings.HasPrefix(string(b), `{"kind":"`) || strings.Contains(string(b), `"?"`) {
				t.Fatalf("event JSON %s: %v", b, err)
			}
			var obj map[string]any
			if err := json.Unmarshal(b, &obj); err != nil {
				t.Fatalf("event JSON %s: %v", b, err)
			}
		}
	})
}

// TestDeterminizeDealsFromSplit: Determinize returns a state whose RNG is
// the rng given, and deals the hidden cards from rng.Split(), so the
// playout's first draw is not the deal's: dealing from rng itself would
// place the cards differently and leave the playout repeating the deal's
// numbers.
func TestDeterminizeDealsFromSplit(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, Wiretap, ATIStrike, SISDERed1)
	give(&s, Black, SpecialWeapons)
	v := View(s, 1)
	rng := core.NewRNG(77)
	d := Determinize(v, 1, rng)
	if d.RNG() != rng || d.IsView() {
		t.Fatal("Determinize must return a full state holding rng itself")
	}
	split, same := deal(v, 1, rng.Split()), deal(v, 1, rng)
	if d.hand != split.hand || d.deck != split.deck {
		t.Fatal("the hidden cards are not dealt from rng.Split()")
	}
	if same.hand == split.hand && same.deck == split.deck {
		t.Fatal("dealing from rng itself places the same cards: the test proves nothing")
	}
	// the playout's first number is not the first number of the deal
	playout, _ := d.RNG().Uint64()
	dealt, _ := rng.Split().Uint64()
	if playout == dealt {
		t.Fatal("the playout's first draw repeats the deal's")
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
}

// TestNewWithRNG: New(cfg, seed) is NewWithRNG(cfg, core.NewRNG(seed)).
func TestNewWithRNG(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5} {
		a, _ := New(Config{Players: n}, 9)
		b, _ := NewWithRNG(Config{Players: n}, core.NewRNG(9))
		if gametest.Diff(a, b) != "" || !a.Equal(b) {
			t.Fatal("New and NewWithRNG differ")
		}
	}
}

// TestReasonNotInHandAtEveryDecision: at every decision of every variant,
// playing or discarding a card none of the decider's hands holds is
// refused as "not in your hand", whatever else the decision would refuse
// it for; a card one of its hands does hold is never refused so: at a
// window for another of the seat's factions it is "in another of your
// hands", and at a decision that takes no card, "does not take".
func TestReasonNotInHandAtEveryDecision(t *testing.T) {
	decisionsTried := map[Decision]bool{}
	walkV2(t, 1, 5, func(t *testing.T, s State, step int) {
		if Over(s) {
			return
		}
		by := ToMove(s)
		for c := Card(0); c < numCards; c++ {
			want := "not in your hand"
			for f := Red; f <= StateFaction; f++ {
				if s.seatOf(f) == by && s.holds(f, c) {
					want = "in another of your hands"
					if s.wfac < 0 {
						want = "does not take"
					}
				}
			}
			if s.wfac >= 0 && s.holds(Faction(s.wfac), c) {
				continue
			}
			for _, m := range []Move{{By: by, Kind: MoveKindPlay, Card: c}, {By: by, Kind: MoveKindDiscard, Card: c}} {
				_, _, err := Apply(s, m)
				if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), want) {
					t.Fatalf("%v at %v: %v, want %q", m, s.dec, err, want)
				}
			}
		}
		decisionsTried[s.dec] = true
	})
	for _, d := range []Decision{DecisionHomeCity, DecisionCheckpoint, DecisionMove, DecisionSecondMove, DecisionActions, DecisionShootout} {
		if !decisionsTried[d] {
			t.Errorf("no decision %v was tried", d)
		}
	}
}

// TestReasonColourRuleForPalermo: a Family that may not take Palermo is
// refused for the colour rule (C2), also for a hand-built Move with every
// other field left at zero.
func TestReasonColourRuleForPalermo(t *testing.T) {
	s, _ := New(Config{}, 1)
	s = do(t, s, "P1 home red PAL")
	refuse(t, s, "P2 home black PAL", core.ErrIllegalMove, "colour rule")
	if _, _, err := Apply(s, Move{By: 2, Kind: MoveKindHome, Faction: Black, Space: PAL}); err == nil || !strings.Contains(err.Error(), "colour rule: the black Family may not choose PAL") {
		t.Fatalf("hand-built move: %v", err)
	}
	refuse(t, s, "P2 home black BAG", core.ErrIllegalMove, "must be a city")
	refuse(t, s, "P2 home orange ENN", core.ErrIllegalMove, "the black Family chooses its home city now")
}

// TestDecodedStateIsNeverStuck: a position is a decision point, so every
// state that decodes has a seat to move (or is over) and a legal move;
// a position in a step that runs by itself (the returns, the roll, the
// activities) is refused.
func TestDecodedStateIsNeverStuck(t *testing.T) {
	walkV2(t, 1, 23, func(t *testing.T, s State, step int) {
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var d State
		if err := json.Unmarshal(b, &d); err != nil {
			t.Fatalf("a real position does not decode: %v", err)
		}
		if !Over(d) && (ToMove(d) < 0 || len(Legal(d)) == 0) {
			t.Fatalf("a decoded position is stuck:\n%s", d)
		}
		if Over(d) {
			return
		}
		for _, ph := range []string{"running", "start", "returns", "roll", "activities", "end"} {
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			delete(m, "decision")
			m["decisions"].([]any)[0].(map[string]any)["decision"] = ph
			nb, _ := json.Marshal(m)
			if err := json.Unmarshal(nb, &d); !errors.Is(err, core.ErrBadState) {
				t.Fatalf("decision %q decoded: %v", ph, err)
			}
		}
	})
}

// TestDescribeNeverPanics: Describe and Prompt take any move on any
// position without a panic (a caller may describe a move it built).
func TestDescribeNeverPanics(t *testing.T) {
	walkV2(t, 1, 97, func(t *testing.T, s State, step int) {
		_ = Prompt(s)
		for k := MoveKind(0); k <= kMax+1; k++ {
			for _, m := range []Move{{Kind: k}, {Kind: k, Target: -3, Space: 99, Card: 77, Die: 9, Faction: 7, FirstDieChange: 9, SecondDieChange: -9}, {Kind: k, Target: 120, Space: -5, Card: -2}} {
				_ = Describe(s, m)
				_ = m.String()
				_, _, _ = Apply(s, m)
			}
		}
	})
}

// TestDispatchIsTheTable: the direct switch that Legal, the check and
// Apply go through calls exactly the decision table's functions.
func TestDispatchIsTheTable(t *testing.T) {
	walkV2(t, 1, 11, func(t *testing.T, s State, step int) {
		d := decisions[s.dec]
		if Over(s) || d.legal == nil {
			return
		}
		by := ToMove(s)
		legal := s.legalNow(nil, by)
		if !slices.Equal(d.legal(nil, &s, by), legal) {
			t.Fatalf("phase %v: the table's legal differs", s.dec)
		}
		for _, m := range legal {
			for _, x := range mutants(m) {
				if d.check(&s, x) != s.checkNow(x) {
					t.Fatalf("%v: the table's check differs", x)
				}
			}
			a, b := s, s
			var ea, eb evbuf
			a.applyNow(m, &ea)
			d.apply(&b, m, &eb)
			if !a.Equal(b) || ea.Len() != eb.Len() {
				t.Fatalf("%v: the table's apply differs", m)
			}
		}
	})
}

// D4: a move ends on a space of the map; a hand-built Move whose
// destination is a box or out of range is refused for that, not for a
// path to "?".
func TestMoveEndsOnASpaceOfTheMap(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	for _, to := range []Place{Prison, -1, 40} {
		_, _, err := Apply(s, Move{By: 1, Kind: MoveKindMove, Counter: BossOf(Red), Die: 0, Space: to})
		if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "a move ends on one of the map's 26 spaces") {
			t.Errorf("to %d: %v", to, err)
		}
	}
}

// A hand-built Move with a field its kind does not use is refused, and the
// reason names that field.
func TestUnusedFieldIsNamed(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	m, err := ParseMove("P1 move R.B sum to CEF")
	if err != nil {
		t.Fatal(err)
	}
	m.Card = Wiretap
	if _, _, err := Apply(s, m); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), `"move" does not use its Card field`) {
		t.Fatalf("one stray field: %v", err)
	}
	m.Faction, m.Lair = Black, true
	if _, _, err := Apply(s, m); err == nil || !strings.Contains(err.Error(), "its Lair, Faction and Card fields") {
		t.Fatalf("three stray fields: %v", err)
	}
}

// A move with the wrong number of words is refused with the count its verb
// takes, in Tony & Tino's words.
func TestWrongWordCountIsNamed(t *testing.T) {
	if _, err := ParseMove("P0 pass now please"); !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), `"pass" takes 2 words, not 4`) {
		t.Fatalf("%v", err)
	}
}

// TestTypedIdsMatchTheUntyped: the exported ids and the package's untyped
// copies name the same counters and boxes.
func TestTypedIdsMatchTheUntyped(t *testing.T) {
	if CPrefetto != cPrefetto || CSISDE != cSISDE || CC1 != cCC1 || CC3 != cCC1+2 || BossOf(Red) != cFamily {
		t.Error("counter ids differ")
	}
	if Prison != inPrison || Station != inStation || Continent != onContinent || OutOfGame != outOfGame {
		t.Error("box ids differ")
	}
	for c := Counter(0); c < NumCounters; c++ {
		if p, err := ParseCounter(c.String()); err != nil || p != c {
			t.Errorf("counter %d: %v, %v", c, p, err)
		}
	}
}

// Active is nobody's once the game is over, as in every game.
func TestActiveIsNobodyWhenOver(t *testing.T) {
	s, _ := New(Config{Players: 3, MaxTurns: 30}, 4)
	s, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(4), 100000)
	if err != nil || !Over(s) {
		t.Fatalf("the game did not end: %v", err)
	}
	if s.Active() != core.NoPlayer {
		t.Fatalf("Active %v after the game", s.Active())
	}
}

// TestReasonsTableNamesEveryRule: every code a check returns has a name,
// a kind and words in Reasons, and a refusal carries its rule's name.
func TestReasonsTableNamesEveryRule(t *testing.T) {
	if err := Reasons.Check(); err != nil {
		t.Fatal(err)
	}
	if len(Reasons.Texts) != int(numReasons) {
		t.Fatalf("%d reasons in the table, %d codes", len(Reasons.Texts), numReasons)
	}
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	for _, c := range []struct {
		m    Move
		code string
	}{
		{PassMove(1), "wrong-kind-of-move"},
		{PassMove(2), "not-your-turn"},
		{MovementMove(1, BossOf(Black), Sum, SST, NoHeading, false), "not-the-movers-counter"},
		{Move{By: 1, Kind: MoveKindMove, Counter: BossOf(Red), Space: BAG, Card: Wiretap}, "unused-move-fields"},
	} {
		_, _, err := Apply(s, c.m)
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code != c.code || re.Reason == "" || strings.Contains(re.Reason, "{") {
			t.Errorf("%v: %#v, want a refusal named %q", c.m, err, c.code)
		}
	}
}
