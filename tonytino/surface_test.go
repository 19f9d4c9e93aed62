package tonytino

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// randomStates returns the states of a few random games, every variant.
func randomStates(t *testing.T) []State {
	t.Helper()
	var out []State
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := New(Config{StoolPigeonX3: seed == 2, PublicDiscards: seed == 3, RacketDraft: seed == 4}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := core.NewRNG(seed)
		for !Over(s) {
			out = append(out, s)
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
		}
		out = append(out, s)
	}
	return out
}

// The engine's switches call exactly the decision table's functions.
func TestDispatchIsTheTable(t *testing.T) {
	for _, s := range randomStates(t) {
		d := decisions[s.decision]
		if got, want := s.legal(nil), d.legal(nil, &s); !movesEqual(got, want) {
			t.Fatalf("phase %v: legal %v, table %v", s.decision, got, want)
		}
		for _, m := range append(s.legal(nil), Move{}, PassMove(0), PlaceMove(1, 1, 0)) {
			if ToMove(s) == m.By && m.wellFormed() && s.decide(m) != d.check(&s, m) {
				t.Fatalf("phase %v: check of %v differs from the table's", s.decision, m)
			}
			if s.decide(m).OK() && !Over(s) {
				a, b := s, s
				var ea, eb events
				a.apply(m, &ea)
				d.apply(&b, m, &eb)
				if a != b || len(ea.Events()) != len(eb.Events()) {
					t.Fatalf("phase %v: apply of %v differs from the table's", s.decision, m)
				}
			}
		}
	}
}

func movesEqual(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The zero Move is never legal, and every move's JSON is its notation.
func TestZeroMoveIsNeverLegalAndMovesAreNotationInJSON(t *testing.T) {
	for _, s := range randomStates(t) {
		if _, _, err := Apply(s, Move{}); err == nil {
			t.Fatalf("the zero Move applied in phase %v", s.decision)
		}
		for _, m := range Legal(s) {
			b, err := json.Marshal(m)
			if err != nil || string(b) != `"`+m.String()+`"` {
				t.Fatalf("%v: JSON %s, %v", m, b, err)
			}
			var back Move
			if err := json.Unmarshal(b, &back); err != nil || back != m {
				t.Fatalf("%s: %v %v", b, back, err)
			}
		}
	}
}

// Describe is a sentence, unique among the legal moves and the same on the
// mover's View; Prompt is the same on the decider's View and empty exactly
// at the end.
func TestDescribeAndPromptInTheRulebooksWords(t *testing.T) {
	for _, s := range randomStates(t) {
		p := ToMove(s)
		if (Prompt(s) == "") != Over(s) {
			t.Fatalf("phase %v: prompt %q", s.decision, Prompt(s))
		}
		if Over(s) {
			continue
		}
		if Prompt(View(s, p)) != Prompt(s) {
			t.Fatalf("prompt %q differs on the view: %q", Prompt(s), Prompt(View(s, p)))
		}
		seen := map[string]bool{}
		for _, m := range Legal(s) {
			d := Describe(s, m)
			if d == "" || seen[d] || Describe(View(s, p), m) != d || strings.HasPrefix(d, "P0 ") || strings.HasPrefix(d, "P1 ") {
				t.Fatalf("%v: description %q (repeated %v, on the view %q)", m, d, seen[d], Describe(View(s, p), m))
			}
			seen[d] = true
		}
	}
	s, _ := New(Config{}, 1)
	s.hand[0] = [3]Card{StoolPigeon, SuperCrew, PoliceRaid}
	if got := Describe(s, PlayMove(0, StoolPigeon)); got != "Play Stool Pigeon: swap an Informant of yours with a stronger tile of yours" {
		t.Errorf("Describe: %q", got)
	}
	if got := Prompt(s); got != "Play a card or discard one (phase 1)" {
		t.Errorf("Prompt: %q", got)
	}
}

// A View says it is one, in Go and in JSON; Legal works on it; Apply
// refuses it with ErrBadState.
func TestViewsSayTheyAreViews(t *testing.T) {
	s, _ := New(Config{}, 1)
	for _, p := range []core.Player{0, 1, core.NoPlayer} {
		v := View(s, p)
		if !v.IsView() || v.Viewer() != p || s.IsView() {
			t.Fatalf("view of %v: IsView %v, Viewer %v", p, v.IsView(), v.Viewer())
		}
		b, _ := json.Marshal(v)
		want := `"view":"` + p.String() + `"`
		if p == core.NoPlayer {
			want = `"view":"spectator"`
		}
		if !strings.Contains(string(b), want) {
			t.Fatalf("view JSON lacks %s: %s", want, b)
		}
		var back State
		if err := json.Unmarshal(b, &back); err != nil || back != v || !back.IsView() {
			t.Fatalf("view JSON round trip: %v", err)
		}
		if _, _, err := Apply(v, Legal(s)[0]); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), "determinize it first") {
			t.Fatalf("Apply on a view: %v", err)
		}
	}
	if !movesEqual(Legal(View(s, 0)), Legal(s)) {
		t.Fatal("Legal differs on the mover's view")
	}
}

// NewWithRNG forces the setup's chance; Determinize deals from rng.Split()
// and keeps rng itself; WithRNG forces the chance to come.
func TestChanceCanBeForcedAndRead(t *testing.T) {
	a, _ := New(Config{}, 9)
	b, _ := NewWithRNG(Config{}, core.NewRNG(9))
	if a != b {
		t.Fatal("New(cfg, seed) != NewWithRNG(cfg, NewRNG(seed))")
	}
	r := core.NewRNG(5)
	d := Determinize(View(a, 0), 0, r)
	if d.RNG() != r || d.IsView() || d.Check() != nil {
		t.Fatalf("Determinize: RNG kept %v, view %v, %v", d.RNG() == r, d.IsView(), d.Check())
	}
	if a.WithRNG(r).RNG() != r || a.NumPlayers() != 2 || a.Active() != a.active || a.Decision() != DecisionPlayOrDiscard {
		t.Fatal("WithRNG, NumPlayers, Active or Phase")
	}
}

// Every identifier has its notation, its printed name and its rules text.
func TestIdentifiersHaveNotationNameAndText(t *testing.T) {
	type id interface {
		String() string
		Name() string
		Text() string
	}
	var all []id
	for c := Corner(0); c < NumCorners; c++ {
		all = append(all, c)
	}
	for st := Street(0); st < NumStreets; st++ {
		all = append(all, st)
	}
	for tk := Token(1); tk <= MaxToken; tk++ {
		all = append(all, tk)
	}
	for tl := Tile(0); tl < numTiles; tl++ {
		all = append(all, tl)
	}
	for _, r := range []Racket{1, 2, 3, 5} {
		all = append(all, r)
	}
	for c := StepUp; c < numCards; c++ {
		all = append(all, c)
	}
	for ph := Decision(0); ph < numDecisions; ph++ {
		all = append(all, ph)
	}
	for k := MoveKindPlay; k < numMoveKinds; k++ {
		all = append(all, k)
	}
	for k := EventKindTurnStarted; k < numEventKinds; k++ {
		all = append(all, k)
	}
	seen := map[string]bool{}
	for _, x := range all {
		key := fmt.Sprintf("%T %s", x, x.String())
		if x.String() == "" || x.String() == "?" || x.Name() == "" || x.Text() == "" || seen[key] {
			t.Errorf("%T %q: name %q, text %q", x, x.String(), x.Name(), x.Text())
		}
		seen[key] = true
	}
	if StoolPigeon.Name() != "Stool Pigeon" || DoubleCross.Name() != "Double Cross" || LuckyBreak.Name() != "Lucky Break" ||
		StoolPigeon.String() != "stool-pigeon" || GodfathersSon.Name() != "Godfather's Son" || Racket(3).String() != "30k" {
		t.Error("the rulebook's names")
	}
}

// A hand-built Move that sets a field its kind does not use is refused,
// and the reason names the field, in the words every game uses.
func TestUnusedFieldIsNamed(t *testing.T) {
	s, err := New(Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 200 && !Over(s); n++ {
		for _, m := range Legal(s) {
			if m.Kind != MoveKindPlace && m.Kind != MoveKindPlay {
				continue
			}
			bad := m
			bad.Street = 1
			_, _, err := Apply(s, bad)
			want := `"` + m.Kind.String() + `" does not use its Street field: leave it zero`
			if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), want) {
				t.Fatalf("%v with a street: %v", m, err)
			}
			return
		}
		s, _, _ = Apply(s, Legal(s)[0])
	}
	t.Fatal("no play or place move met")
}

// Every refusal comes from the exported table: each code has a stable
// kebab-case name, an error kind and words whose placeholders are known,
// and an error carries the rule's name for a UI's own words.
func TestReasonsTableNamesEveryRule(t *testing.T) {
	if err := Reasons.Check(); err != nil {
		t.Fatal(err)
	}
	if len(Reasons.Texts) != int(numReasons) {
		t.Fatalf("%d reasons in the table, %d codes", len(Reasons.Texts), numReasons)
	}
	s, _ := New(Config{}, 1)
	_, _, err := Apply(s, PlaceMove(ToMove(s), 0, 0))
	var re *core.RuleError
	if !errors.As(err, &re) || re.Code == "" || re.Reason == "" {
		t.Fatalf("a refusal without its rule's name: %#v", err)
	}
}

// The notation reads exactly what String writes: no surrounding or doubled
// space, no tab, no other case, no hidden card.
func TestParseMoveTakesOnlyTheCanonicalSpelling(t *testing.T) {
	for _, text := range []string{" P0 play stool-pigeon", "P0 play stool-pigeon ", "P0  play stool-pigeon", "P0\tplay stool-pigeon",
		"P0 Play stool-pigeon", "P0 play Stool-Pigeon", "P0 play stoolpigeon", "P0 play hidden", "P0 place hidden C4", "P0 place 2 c4"} {
		if _, err := ParseMove(text); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("ParseMove(%q): %v", text, err)
		}
	}
	if m, err := ParseMove("P0 play stool-pigeon"); err != nil || m != PlayMove(0, StoolPigeon) {
		t.Errorf("the canonical spelling: %v %v", m, err)
	}
}

// textID is an id type as text: what rule 3 asks of its none and hidden.
type textID interface {
	String() string
	MarshalText() ([]byte, error)
}

// Rule 3 of the Go surface: an id type's "no such thing" is NoX, written
// "none"; MarshalText refuses it, and neither ParseX nor UnmarshalText
// reads it. A hidden value is HiddenX, written "hidden", and MarshalText
// writes it (a View's JSON holds it).
func TestNoneIsNoneAndHiddenIsHidden(t *testing.T) {
	var (
		c  Card
		co Corner
		tk Token
		r  Racket
		mk MoveKind
		ek EventKind
	)
	for _, x := range []struct {
		none  textID
		read  func([]byte) error
		parse func(string) error
	}{
		{NoCard, c.UnmarshalText, func(s string) error { _, err := ParseCard(s); return err }},
		{NoCorner, co.UnmarshalText, func(s string) error { _, err := ParseCorner(s); return err }},
		{NoToken, tk.UnmarshalText, nil},
		{NoRacket, r.UnmarshalText, nil},
		{NoMoveKind, mk.UnmarshalText, nil},
		{NoEventKind, ek.UnmarshalText, nil},
	} {
		if x.none.String() != "none" {
			t.Errorf("%T's none is written %q, not \"none\"", x.none, x.none.String())
		}
		if b, err := x.none.MarshalText(); err == nil {
			t.Errorf("%T's none marshals as %q", x.none, b)
		}
		if err := x.read([]byte("none")); err == nil {
			t.Errorf("%T's UnmarshalText reads \"none\"", x.none)
		}
		if x.parse != nil && x.parse("none") == nil {
			t.Errorf("Parse%T reads \"none\"", x.none)
		}
	}
	for _, h := range []textID{HiddenCard, HiddenTile, HiddenRacket} {
		if b, err := h.MarshalText(); h.String() != "hidden" || err != nil || string(b) != "hidden" {
			t.Errorf("%T's hidden is written %q (%q, %v)", h, h.String(), b, err)
		}
	}
}
