package nostracity

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mafiarules/sdk/core"
)

// sampleStates plays a few random games (3, 4 and 5 seats and the
// variants) and returns every state on the way.
func sampleStates(t *testing.T, games int) []State {
	t.Helper()
	cfgs := []Config{{Players: 3}, {Players: 4}, {Players: 5}, {Players: 4, PhaseTurnMode: "round-robin-single-action"},
		{Players: 4, DiscardTopVisible: true}}
	var out []State
	r := core.NewRNG(5)
	for g := 0; g < games; g++ {
		s, err := New(cfgs[g%len(cfgs)], uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		for {
			out = append(out, s)
			if Over(s) {
				break
			}
			legal := Legal(s)
			var k int
			k, r = r.IntN(len(legal))
			s, _, err = Apply(s, legal[k])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// TestDescribeIsUniqueAndTheSameOnTheMoversView: every legal move has a
// sentence of its own, and the mover's View gives the same one.
func TestDescribeIsUniqueAndTheSameOnTheMoversView(t *testing.T) {
	for _, s := range sampleStates(t, 5) {
		v := View(s, ToMove(s))
		seen := map[string]Move{}
		for _, m := range Legal(s) {
			d := Describe(s, m)
			if d == "" {
				t.Fatalf("%v has no description", m)
			}
			if o, dup := seen[d]; dup {
				t.Fatalf("%v and %v are both %q", o, m, d)
			}
			seen[d] = m
			if dv := Describe(v, m); dv != d {
				t.Fatalf("%v: %q on the state, %q on the mover's View", m, d, dv)
			}
		}
	}
}

// TestPromptIsTheSameOnTheDecidersView: a prompt exactly until the Final
// Verdict, the same on the decider's View.
func TestPromptIsTheSameOnTheDecidersView(t *testing.T) {
	for _, s := range sampleStates(t, 5) {
		p := Prompt(s)
		if (p == "") != Over(s) {
			t.Fatalf("prompt %q, over %v", p, Over(s))
		}
		if !Over(s) && Prompt(View(s, ToMove(s))) != p {
			t.Fatalf("prompt %q on the state, %q on the View", p, Prompt(View(s, ToMove(s))))
		}
	}
}

// TestAppendLegalAppendsLegalWithoutAllocating: AppendLegal(dst, s) is
// Legal(s) after dst, and allocates nothing when dst has room.
func TestAppendLegalAppendsLegalWithoutAllocating(t *testing.T) {
	states := sampleStates(t, 2)
	buf := make([]Move, 1, 512)
	for _, s := range states {
		got := AppendLegal(buf[:1], s)
		if !slices.Equal(got[1:], Legal(s)) || got[0] != buf[0] {
			t.Fatal("AppendLegal differs from Legal")
		}
	}
	s := states[len(states)/2]
	if n := testing.AllocsPerRun(50, func() { buf = AppendLegal(buf[:0], s) }); n != 0 {
		t.Fatalf("AppendLegal allocates %v times", n)
	}
}

// TestAViewSaysItIsOneAndApplyRefusesIt: a View's JSON carries its viewer
// and decodes as a View; Legal works on it, Apply refuses it.
func TestAViewSaysItIsOneAndApplyRefusesIt(t *testing.T) {
	s, _ := New(Config{Players: 4}, 9)
	for _, p := range []core.Player{2, core.NoPlayer} {
		v := View(s, p)
		b, err := v.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		want := `"view":"P2"`
		if p < 0 {
			want = `"view":"spectator"`
		}
		if !strings.Contains(string(b), want) {
			t.Fatalf("the View's JSON does not say %s", want)
		}
		var back State
		if err := back.UnmarshalJSON(b); err != nil || !back.IsView() || back.Viewer() != p || back != v {
			t.Fatalf("the View decodes as %v (%v)", back.Viewer(), err)
		}
	}
	v := View(s, ToMove(s))
	if !slices.Equal(Legal(v), Legal(s)) {
		t.Fatal("Legal differs on the mover's View")
	}
	if _, _, err := Apply(v, Legal(v)[0]); !errorsIs(err, core.ErrBadState) {
		t.Fatalf("Apply on a View: %v, want ErrBadState", err)
	}
	if d := Determinize(v, ToMove(s), core.NewRNG(1)); d.IsView() {
		t.Fatal("Determinize returns a full state")
	}
}

// TestRenderingHasALegendAndFitsInAHundredColumns: State.String explains
// the Bill codes and never takes more than 100 columns.
func TestRenderingHasALegendAndFitsInAHundredColumns(t *testing.T) {
	for i, s := range sampleStates(t, 3) {
		if i%7 != 0 {
			continue
		}
		for _, v := range []State{s, View(s, 1), View(s, core.NoPlayer)} {
			text := v.String()
			if !strings.Contains(text, "Legend: $5k = a $5,000 Bill") {
				t.Fatalf("no legend in\n%s", text)
			}
			for _, line := range strings.Split(text, "\n") {
				if n := utf8.RuneCountInString(line); n > 100 {
					t.Fatalf("a line of %d columns: %q", n, line)
				}
			}
		}
	}
}

// TestMovesHoldNoMinusOneDefaults: a Move's fields are ids (id 0
// included) or 0 when its Kind does not use them; the Bagman's Cash-in,
// a Penny-pincher's two Bills, the Lawyer's two Bills and the Jury
// Tamperer's Guilt point are kinds of their own, not -1 in a field.
func TestMovesHoldNoMinusOneDefaults(t *testing.T) {
	kinds := map[MoveKind]bool{}
	for _, s := range sampleStates(t, 5) {
		for _, m := range Legal(s) {
			kinds[m.Kind] = true
			if m.hasNegativeField() {
				t.Fatalf("%v holds a negative field: %+v", m, m)
			}
			if back, err := ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("%v: notation round trip %+v, %v", m, back, err)
			}
		}
	}
	for _, text := range []string{"P0 cash-in W09 red", "P0 keep-bid 5k 10k-innocent", "P0 corrupt W11 5k 10k-guilty", "P0 corrupt W12 tamper", "P0 play skim"} {
		m, err := ParseMove(text)
		if err != nil || m.hasNegativeField() || m.String() != text {
			t.Fatalf("%s: %+v, %v", text, m, err)
		}
	}
	for _, bad := range []string{"P0 play whack", "P0 play skim P1", "P0 corrupt W12", "P0 keep-bid", "P0 keep-bid 5k 5k 5k"} {
		if _, err := ParseMove(bad); err == nil {
			t.Fatalf("%q parsed", bad)
		}
	}
}

// TestMoveConstructorsWriteTheNotation: each constructor builds the move
// its notation reads.
func TestMoveConstructorsWriteTheNotation(t *testing.T) {
	for _, c := range []struct {
		m    Move
		text string
	}{
		{PassMove(0), "P0 pass"},
		{CashInMove(1, PennyPinch, turfAt(4), Drugs), "P1 cash-in W03 T05 drugs"},
		{BagmanCashInMove(2, Red), "P2 cash-in W09 red"},
		{GiveMove(0, Bill10kI, 2), "P0 give 10k-innocent P2"},
		{GiveFirstPlayerMove(0, 1), "P0 give first-player P1"},
		{KeepMove(0), "P0 keep"},
		{BidMove(3, Sweetener, Space(3)), "P3 bid W01 S4"},
		{AddBillMove(3, Bill50kG), "P3 add 50k-guilty"},
		{WithdrawMove(1), "P1 withdraw"},
		{StayMove(1), "P1 stay"},
		{KeepBidMove(0, Bill5k), "P0 keep-bid 5k"},
		{KeepTwoMove(0, Bill5k, Bill10kI), "P0 keep-bid 5k 10k-innocent"},
		{TitleMove(0, TitlePrimoCapo, 4), "P0 title primo-capo P4"},
		{CorruptMove(2, Cleaner, Bill10kG), "P2 corrupt W13 10k-guilty"},
		{CorruptTwoMove(2, Bill5k, Bill5k), "P2 corrupt W11 5k 5k"},
		{TamperMove(2), "P2 corrupt W12 tamper"},
		{PlayAtMove(1, Whack, 0), "P1 play whack P0"},
		{TorchMove(1, turfAt(13)), "P1 play torch T14"},
		{FixMove(1, Bill20kG), "P1 play fix 20k-guilty"},
		{SkimMove(1), "P1 play skim"},
		{RageMove(0, 1), "P0 rage P1"},
		{BusyMove(4, Enforcer), "P4 busy W20"},
		{EnforceMove(0, Skim), "P0 enforce skim"},
	} {
		if c.m.String() != c.text {
			t.Fatalf("%+v writes %q, want %q", c.m, c.m.String(), c.text)
		}
		if back, err := ParseMove(c.text); err != nil || back != c.m {
			t.Fatalf("%q reads %+v (%v), want %+v", c.text, back, err, c.m)
		}
	}
}

// A hand-built Move that sets a field its kind does not use is refused,
// and the reason names the fields, in the words every game uses.
func TestUnusedFieldIsNamed(t *testing.T) {
	s, err := New(Config{Players: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRNG(2)
	for n := 0; n < 2000 && !Over(s); n++ {
		l := Legal(s)
		for _, m := range l {
			if m.Kind != MoveKindPass && m.Kind != MoveKindBid {
				continue
			}
			bad := m
			bad.CashIn = 1
			want := `"pass" does not use its other fields: leave them zero`
			if m.Kind == MoveKindBid {
				want = `"bid" does not use its other fields: leave them zero`
			}
			if _, _, err := Apply(s, bad); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), want) {
				t.Fatalf("%v with C set: %v", m, err)
			}
			if m.Kind == MoveKindBid {
				return
			}
		}
		var k int
		k, r = r.IntN(len(l))
		s, _, _ = Apply(s, l[k])
	}
	t.Fatal("no bid met")
}

// A move whose arguments do not parse is refused naming what is wrong:
// an unknown verb with the list of every verb, a verb with the wrong
// number of words with the numbers it takes, a field that does not read
// with the field's own words.
func TestBadArgumentsSayWhatIsWrong(t *testing.T) {
	_, err := ParseMove("P0 fly")
	for _, verb := range moveNotation.Words()[1:] {
		if !strings.Contains(err.Error(), verb) {
			t.Errorf("an unknown verb's refusal does not list %q: %v", verb, err)
		}
	}
	_, err = ParseMove("P0 bid W03")
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), `"bid" takes 4 words, not 3`) {
		t.Fatalf("bid without a space: %v", err)
	}
	_, err = ParseMove("P0 bid W33 S2")
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), "W33") {
		t.Fatalf("bid with no Wiseguy: %v", err)
	}
	_, err = ParseMove("P0 play whack")
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), `"P0 play whack P0"`) {
		t.Fatalf("whack without a target: %v", err)
	}
}

// A Cash-in makes the Wiseguy and the Turf Busy: its description says both
// are made Busy, not only the Wiseguy.
func TestDescribeCashInSaysTheTurfIsMadeBusyToo(t *testing.T) {
	m := CashInMove(0, Sweetener, turfAt(9), Red)
	got := Describe(State{}, m)
	want := "Cash-in on the red Racket (Brooklyn): make W01 Baldini Sweetener and T10 Todt Hill Busy"
	if got != want {
		t.Errorf("Describe(%v) = %q, want %q", m, got, want)
	}
}

// hasNegativeField reports whether a field of m holds a negative number.
func (m Move) hasNegativeField() bool {
	return m.Wiseguy < 0 || m.Turf < 0 || m.CashIn < 0 || m.Bill < 0 || m.Bill2 < 0 || m.To < 0 ||
		m.Target < 0 || m.Space < 0 || m.Title < 0 || m.Vendetta < 0
}
