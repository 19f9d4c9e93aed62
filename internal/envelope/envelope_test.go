package envelope

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// The test game's reasons and envelope.
const (
	_ core.ReasonCode = iota
	cDecode
	cOtherGame
	cOtherVersion
	cViewSeat
	cNoRNG
	cEmptyRNG
	cViewRNG
	cPhase
	cDecision
	cActive
)

var reasons = core.ReasonTable{Game: "toy", Texts: []core.ReasonText{
	cDecode:       {Name: "position-json", Kind: core.ErrBadState, Text: "toy position: {text}"},
	cOtherGame:    {Name: "other-game", Kind: core.ErrBadState, Text: "a position of {text}, not of \"toy\""},
	cOtherVersion: {Name: "other-version", Kind: core.ErrBadState, Text: "toy position version {text}: this package reads version {n}"},
	cViewSeat:     {Name: "view-seat", Kind: core.ErrBadState, Text: "view: {seat} is not a seat"},
	cNoRNG:        {Name: "no-rng", Kind: core.ErrBadState, Text: "a full position without its rng"},
	cEmptyRNG:     {Name: "empty-rng", Kind: core.ErrBadState, Text: "an empty rng"},
	cViewRNG:      {Name: "view-with-rng", Kind: core.ErrBadState, Text: "a view with an rng"},
	cPhase:        {Name: "derived-phase", Kind: core.ErrBadState, Text: "phase {n}, but it is {n} (decision {n})"},
	cDecision:     {Name: "derived-decision", Kind: core.ErrBadState, Text: "decision {n}, but it is {n}"},
	cActive:       {Name: "derived-active", Kind: core.ErrBadState, Text: "active {seat}, but it is {seat}"},
}}

var toy = Game{Name: "toy", Version: 3, Seats: 2, Reasons: &reasons, Codes: Codes{Decode: cDecode, OtherGame: cOtherGame,
	OtherVersion: cOtherVersion, ViewSeat: cViewSeat, NoRNG: cNoRNG, EmptyRNG: cEmptyRNG, ViewRNG: cViewRNG, Phase: cPhase, Decision: cDecision, Active: cActive}}

// card is a toy id: 0 is the none, which Slot0 makes the hidden slot.
type card uint8

func (c card) MarshalText() ([]byte, error) { return []byte{'a' + byte(c) - 1}, nil }
func (c *card) UnmarshalText(b []byte) error {
	if len(b) != 1 || b[0] < 'a' || b[0] > 'e' {
		return errors.New("no card")
	}
	*c = card(b[0] - 'a' + 1)
	return nil
}

type toyRules struct {
	Fast bool `json:"fast"`
}

type toyDecision struct {
	Seat *core.Player `json:"seat"`
}

// toyPosition is a game's position: the Head, its own keys, the Tail.
type toyPosition struct {
	Head[toyRules, uint8, uint8, toyDecision]
	Hand    []card                          `json:"hand,omitempty" max:"3"`
	Discard core.Counts[Slot0[card, *card]] `json:"discard,omitzero"`
	Tail
}

// A position written by Write reads back through Decode: the header in
// order, the game's keys, rng last; a View carries its seat and no rng.
func TestWriteAndDecodeRoundTrip(t *testing.T) {
	seat := core.Player(1)
	for _, view := range []bool{false, true} {
		var p toyPosition
		p.Head, p.Tail = Write(&toy, toyRules{Fast: true}, uint8(2), uint8(5), core.Player(1), []toyDecision{{&seat}}, view, 0, core.NewRNG(4))
		p.Hand = []card{1, 3}
		p.Discard.Add(0, 2)
		p.Discard.Add(4, 1)
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		want := `{"game":"toy","version":3,"rules":{"fast":true},"phase":2,"decision":5,"active":"P1","decisions":[{"seat":"P1"}],"hand":["a","c"],"discard":{"hidden":2,"d":1},"rng":`
		if view {
			want = strings.Replace(want, `"rules"`, `"view":"P0","rules"`, 1)
		}
		if !strings.HasPrefix(string(b), strings.TrimSuffix(want, `,"rng":`)) || strings.Contains(string(b), `"rng"`) == view {
			t.Fatalf("view %v: %s", view, b)
		}
		var back toyPosition
		got, err := toy.Decode(b, &back)
		if err != nil || got.View != view || (got.RNG == core.NewRNG(4)) == view || back.Discard != p.Discard || !slices.Equal(back.Hand, p.Hand) {
			t.Fatalf("view %v: read %+v, %v", view, got, err)
		}
		if r := back.Derived(&toy, 2, 5, 1); !r.OK() {
			t.Errorf("the derived keys disagree with themselves: %v", reasons.Text(r, nil))
		}
	}
}

// Each law of the envelope is refused by the game's own reason, as a bad
// state naming what it found.
func TestDecodeRefusesTheEnvelopesLaws(t *testing.T) {
	for _, c := range []struct{ json, code, words string }{
		{`{"game":"toy","version":3,"rng":{"seed":1},"extra":1}`, "position-json", `unknown key "extra"`},
		{`{"game":"chess","version":3,"rng":{"seed":1}}`, "other-game", `a position of "chess"`},
		{`{"game":"toy","version":2,"rng":{"seed":1}}`, "other-version", "version 2: this package reads version 3"},
		{`{"game":"toy","version":3,"view":"P2"}`, "view-seat", "view: P2 is not a seat"},
		{`{"game":"toy","version":3}`, "no-rng", "without its rng"},
		{`{"game":"toy","version":3,"rng":{}}`, "empty-rng", "an empty rng"},
		{`{"game":"toy","version":3,"view":"P1","rng":{"seed":1}}`, "view-with-rng", "a view with an rng"},
		{`{"game":"toy","version":3,"rng":{"seed":1},"hand":["a","b","c","d"]}`, "position-json", "more than 3"},
		{`{"game":"toy","version":3,"rng":{"seed":1},"discard":{"z":1}}`, "position-json", "no card"},
	} {
		var p toyPosition
		_, err := toy.Decode([]byte(c.json), &p)
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code != c.code || !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), c.words) {
			t.Errorf("%s: %v; want %s saying %q", c.json, err, c.code, c.words)
		}
	}
	var p toyPosition
	if got, err := toy.Decode([]byte(`{"game":"toy","version":3,"view":"spectator"}`), &p); err != nil || !got.View || got.Viewer != core.NoPlayer {
		t.Errorf("a spectator's view: %+v %v", got, err)
	}
}

// A derived key given must agree with what is derived, and the refusal
// names both; left out, it agrees.
func TestDerivedAndGivenMustAgree(t *testing.T) {
	two, p0 := uint8(2), core.Player(0)
	if r := Agree[uint8](nil, 5, cDecision); !r.OK() {
		t.Error("a key left out disagrees")
	}
	if r := Agree(&two, 2, cDecision); !r.OK() {
		t.Error("equal values disagree")
	}
	if got := reasons.Text(Agree(&two, 3, cPhase, 7), nil); got != "phase 2, but it is 3 (decision 7)" {
		t.Errorf("phase: %q", got)
	}
	h := Head[toyRules, uint8, uint8, toyDecision]{Active: &p0}
	if got := reasons.Text(h.Derived(&toy, 1, 1, core.NoPlayer), nil); !strings.HasPrefix(got, "active P0, but it is ") {
		t.Errorf("active: %q", got)
	}
	if Seat(core.NoPlayer) != nil || *Seat(1) != 1 {
		t.Error("Seat")
	}
}

// An ordered pile is written top first and read back the same.
func TestPilesAreWrittenTopFirst(t *testing.T) {
	p := core.PileOf[card](1, 2, 3) // 3 on top
	if got := TopFirst(p); !slices.Equal(got, []card{3, 2, 1}) || PileOf(got) != p {
		t.Fatalf("top first: %v", got)
	}
}

// Decode never panics, and what it accepts is a View (no rng) or a full
// state with an rng of its own, and writes back to what reads the same.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"game":"toy","version":3,"rng":{"seed":1}}`, `{"game":"toy","version":3,"view":"P1","hand":["a"]}`,
		`{"game":"toy","version":3,"rng":{"seed":1},"discard":{"hidden":2,"b":1},"decisions":[{"seat":"P0"}]}`, `{}`, `[`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var p toyPosition
		got, err := toy.Decode(b, &p)
		if err != nil {
			if !errors.Is(err, core.ErrBadState) {
				t.Fatalf("%q: %v is not a bad state", b, err)
			}
			return
		}
		if got.View && !got.RNG.IsZero() {
			t.Fatalf("%q: a view with an rng", b)
		}
		if !got.View && got.RNG.IsZero() {
			t.Fatalf("%q: a full state without its rng", b)
		}
		again, err := json.Marshal(p)
		if err != nil {
			t.Fatalf("%q decodes but does not write back: %v", b, err)
		}
		var q toyPosition
		if _, err := toy.Decode(again, &q); err != nil {
			t.Fatalf("%q writes %s, which does not read: %v", b, again, err)
		}
	})
}
