package core

import (
	"errors"
	"strings"
	"testing"
)

type testReasonMove string

func (m testReasonMove) String() string { return string(m) }

const (
	_ ReasonCode = iota
	rTestLowest
	rTestTurn
	numTestReasons
)

var testReasons = ReasonTable{
	Game: "test",
	Texts: []ReasonText{
		rTestLowest: {"not-lowest", ErrIllegalMove, "{move}: corner {corner} holds token {n}, not the lowest ({n})"},
		rTestTurn:   {"not-your-turn", ErrNotYourTurn, "{seat} decides now, not {seat}"},
	},
	Args: map[string]func(int) string{"corner": func(v int) string { return "C" + string(rune('0'+v)) }},
}

func TestReasonKeepsItsArguments(t *testing.T) {
	for _, args := range [][]int{{}, {1}, {-1, 2047, -2048, 0}, {7, 8, 9, 10}} {
		r := Why(rTestLowest, args...)
		if r.Code() != rTestLowest {
			t.Fatalf("Why(%v).Code() = %d", args, r.Code())
		}
		for i, a := range args {
			if r.Arg(i) != a {
				t.Errorf("Why(%v).Arg(%d) = %d, want %d", args, i, r.Arg(i), a)
			}
		}
	}
	if Why(rTestLowest, 5000).Arg(0) != 2047 || Why(rTestLowest, -5000).Arg(0) != -2048 {
		t.Error("out-of-range arguments are not clamped")
	}
	if !Reason(0).OK() || Why(rTestLowest).OK() {
		t.Error("only the zero Reason is OK")
	}
}

func TestReasonTableWordsAndError(t *testing.T) {
	err := testReasons.Err(Why(rTestLowest, 4, 7, 2), testReasonMove("P0 place 2 C4"))
	want := `illegal move: "P0 place 2 C4": corner C4 holds token 7, not the lowest (2)`
	if err.Error() != want {
		t.Fatalf("got %q, want %q", err, want)
	}
	if !errors.Is(err, ErrIllegalMove) {
		t.Error("the error does not wrap its kind")
	}
	var re *RuleError
	if !errors.As(err, &re) || re.Code != "not-lowest" || strings.Join(re.Args, ",") != `"P0 place 2 C4",C4,7,2` {
		t.Errorf("RuleError code %q args %q", re.Code, re.Args)
	}
	if got := testReasons.Text(Why(rTestTurn, 1, 0), nil); got != "P1 decides now, not P0" {
		t.Errorf("Text = %q", got)
	}
	if err := testReasons.Err(Why(99), nil); !errors.Is(err, ErrBadState) {
		t.Errorf("an unknown code gives %v", err)
	}
}

func TestReasonTableCheckFindsFaults(t *testing.T) {
	if err := testReasons.Check(); err != nil {
		t.Fatal(err)
	}
	for name, texts := range map[string][]ReasonText{
		"no kind":        {1: {"a", nil, "x"}},
		"not kebab":      {1: {"NotLowest", ErrIllegalMove, "x"}},
		"twice":          {1: {"a", ErrIllegalMove, "x"}, 2: {"a", ErrIllegalMove, "y"}},
		"placeholder":    {1: {"a", ErrIllegalMove, "{street}"}},
		"five arguments": {1: {"a", ErrIllegalMove, "{n}{n}{n}{n}{n}"}},
	} {
		bad := ReasonTable{Game: "test", Texts: texts}
		if bad.Check() == nil {
			t.Errorf("%s: Check finds nothing wrong", name)
		}
	}
}

func BenchmarkWhy(b *testing.B) {
	var r Reason
	for i := 0; i < b.N; i++ {
		r |= Why(rTestLowest, i&7, 3, 4)
	}
	if r == 0 {
		b.Fatal()
	}
}

// ErrText puts words no argument carries into a reason's {text} and keeps
// its code; an unknown code is refused as Err refuses it.
func TestErrTextFillsTheTextPlaceholder(t *testing.T) {
	table := ReasonTable{Game: "toy", Texts: []ReasonText{{}, {Name: "bad-id", Kind: ErrBadState, Text: "seat {seat}: {text}"}}}
	cause := errors.New("inner")
	err := table.ErrText(Why(1, 2), "no such card", cause)
	var re *RuleError
	if !errors.As(err, &re) || re.Code != "bad-id" || re.Reason != "seat P2: no such card" || !errors.Is(err, cause) || re.Args[1] != "no such card" {
		t.Errorf("ErrText: %#v", err)
	}
	if err := table.ErrText(Why(5), "x", nil); !errors.Is(err, ErrBadState) {
		t.Errorf("an unknown code: %v", err)
	}
}
