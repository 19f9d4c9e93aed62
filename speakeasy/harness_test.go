package speakeasy

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// variants are the house-rule switches, tested by the harness beside the
// default game of every player count.
var variants = [][]byte{
	[]byte(`{"players":2,"no_safe_spending":true}`),
	[]byte(`{"players":1,"solo_win_at":-1,"no_final_area_control":true}`),
	[]byte(`{"players":3,"no_final_area_control":true,"mobster_blocks_space_only":true}`),
	[]byte(`{"players":4,"flat_ship_price":true}`),
}

// harnessOptions are the harness's options for Speakeasy, shared with the
// fuzz bodies. A Speakeasy game is long (1,000 to 1,500 decisions with four
// players), so the default run plays the harness's default count of
// random games (gametest.DefaultChecks, ShortChecks with -short) with the
// costly checks (JSON, views, illegal moves) at the first steps, the
// powers of two and every 400th step;
// SDK_LONG=1 (gametest.Long) plays the harness's long count with the
// costly checks every 40th step; -rapid.checks overrides the count.
func harnessOptions() gametest.Options[State, Move] {
	o := gametest.Options[State, Move]{
		RNG:       State.RNG,
		Mirrors:   []any{positionJSON{}, Event{}},
		Check:     func(s State, m Move) error { return s.g.checkMove(m) },
		Players:   []int{1, 2, 3, 4},
		Configs:   variants,
		MaxMoves:  5000,
		Stride:    400,
		Invariant: State.Check,
	}
	if gametest.Long() {
		o.Stride = 40
	}
	return o
}

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, harnessOptions())
}

// ParseMove reads only the spelling String writes: a move's notation with
// a space, a tab or a newline around it, a doubled space or another case is
// refused with ErrBadNotation, the surrounding spaces named as such.
func TestParseMoveRefusesAnyOtherSpelling(t *testing.T) {
	gametest.CanonicalSpelling(t, Rules)
}

// Every move prints a notation ParseMove reads back, legal or not: the
// Park or a Capo aimed at the Restaurant or the Park, a purchase of three
// barrels; Apply then refuses them as illegal.
func TestEveryMoveNotationReadsBack(t *testing.T) {
	s, err := Rules.New(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []Move{
		ParkMove(0, LocationRestaurant, PersonL),
		ParkMove(0, LocationPark, PersonR),
		PlaceMove(0, LocationPark, PersonM),
		BuyMove(0, Ship(1), 3),
	} {
		text := m.String()
		back, err := ParseMove(text)
		if err != nil || back != m {
			t.Errorf("%q reads back as %v, %v", text, back, err)
		}
		if _, _, err := Apply(s, m); !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrNotYourTurn) {
			t.Errorf("Apply(%q) = %v, want it refused as illegal", text, err)
		}
	}
}

// The Reasons table names every rule once, in kebab-case, with an error
// kind and words whose placeholders it can fill; every code the engine
// uses has its entry.
func TestReasonsTableNamesEveryRule(t *testing.T) {
	if err := Reasons.Check(); err != nil {
		t.Fatal(err)
	}
	if len(Reasons.Texts) != int(numReasons) {
		t.Fatalf("%d texts for %d codes", len(Reasons.Texts), numReasons)
	}
	// A refusal carries its rule's code and words.
	s, _ := New(Config{Players: 2}, 1)
	for _, m := range []Move{HireMove(ToMove(s), 9)} {
		_, _, err := Apply(s, m)
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code == "" || !errors.Is(err, core.ErrIllegalMove) {
			t.Fatalf("Apply(%v) = %v, want a RuleError with its rule's code", m, err)
		}
	}
}
