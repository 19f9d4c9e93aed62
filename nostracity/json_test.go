package nostracity

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/budget"
)

// TestGoldenPositionKeepsDecoding: the version 2 position file in testdata
// (the format before the Underboss was spelt "underboss")
// (a 4-player Meeting in March, bids on the table) decodes, says what it
// says, writes back the same and plays on to the Final Verdict, so saved
// games survive releases.
func TestGoldenPositionKeepsDecoding(t *testing.T) {
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	if s.NumPlayers() != 4 || s.Month() != 3 || s.Phase() != PhaseMeeting || ToMove(s) != 1 || s.Street()[1] != cUnderboss {
		t.Fatalf("the golden position reads differently:\n%s", s)
	}
	var back State
	out, _ := json.Marshal(s)
	if err := json.Unmarshal(out, &back); err != nil || back != s {
		t.Fatalf("re-encoding: %v", err)
	}
	// Version 2 wrote the Underboss "UB"; the version written now spells
	// it as the Title, "underboss", and reads "UB" in a version 2 position
	// only.
	if !strings.Contains(string(b), `"UB"`) || !strings.Contains(string(out), `"underboss"`) || strings.Contains(string(out), `"UB"`) ||
		!strings.Contains(string(out), `"version":3`) {
		t.Fatalf("the Underboss of a version 2 position is not written as version 3 spells it:\n%s", out)
	}
	v3 := strings.Replace(strings.Replace(string(b), `"version": 2`, `"version": 3`, 1), `"version":2`, `"version":3`, 1)
	if err := json.Unmarshal([]byte(v3), &back); !errorsIs(err, core.ErrBadState) {
		t.Fatalf("a version 3 position spelling the Underboss \"UB\": %v, want ErrBadState", err)
	}
	r := core.NewRNG(1)
	for n := 0; !Over(s); n++ {
		legal := Legal(s)
		var k int
		k, r = r.IntN(len(legal))
		if s, _, err = Apply(s, legal[k]); err != nil || n > 5000 {
			t.Fatalf("playing on: %v", err)
		}
	}
}

// TestOversizeStateJSONIsRefused: input over core.MaxJSON is refused before
// it is read.
func TestOversizeStateJSONIsRefused(t *testing.T) {
	big := `{"game":"nostracity","pad":"` + strings.Repeat("x", core.MaxJSON) + `"}`
	var s State
	if err := s.UnmarshalJSON([]byte(big)); !errorsIs(err, core.ErrBadState) || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("%v", err)
	}
}

// TestExamplePositionIsInThePackageDoc: the worked example of the package
// doc is the one ExampleState_UnmarshalJSON decodes.
func TestExamplePositionIsInThePackageDoc(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(ex), "const examplePosition = `")
	pos, _, _ := strings.Cut(rest, "`")
	var want strings.Builder
	for _, l := range strings.Split(pos, "\n") {
		want.WriteString("//\t" + l + "\n")
	}
	if !strings.Contains(string(doc), want.String()) {
		t.Fatal("the package doc's example position differs from examplePosition")
	}
}

// TestAViewHidesExactlyWhatItsViewerCannotSee: a decoded View may not show
// another seat's Bank, nor hide the viewer's own.
func TestAViewHidesExactlyWhatItsViewerCannotSee(t *testing.T) {
	s, _ := New(Config{Players: 3}, 4)
	b, _ := json.Marshal(View(s, 1))
	var v State
	if err := json.Unmarshal(b, &v); err != nil || !v.IsView() {
		t.Fatalf("a View decodes: %v", err)
	}
	for _, c := range []struct{ from, to string }{
		{`"bank":{"hidden":4}`, `"bank":{"5k":2,"10k-innocent":1,"10k-guilty":1}`}, // P0's Bank shown to P1
		{`"bank":{"5k":2,"10k-innocent":1,"10k-guilty":1}`, `"bank":{"hidden":4}`}, // P1's own Bank hidden
		{`"bill_pile":{"hidden":77}`, `"bill_pile":{"5k":1,"hidden":76}`},          // a face in the Bill pile
		{`"view":"P1"`, `"view":"P3"`},                                             // no such seat
	} {
		bad := strings.Replace(string(b), c.from, c.to, 1)
		if bad == string(b) {
			t.Fatalf("%s is not in the View's JSON", c.from)
		}
		if err := json.Unmarshal([]byte(bad), &v); !errorsIs(err, core.ErrBadState) {
			t.Fatalf("%s -> %s: %v, want ErrBadState", c.from, c.to, err)
		}
	}
}

// TestPositionCodecKeepsItsBudget: the position codec is at most 650
// lines and no function of it is over 80 (design rule 5).
func TestPositionCodecKeepsItsBudget(t *testing.T) {
	budget.File(t, "json.go", 650, 650)
}

// TestAGivenPileThatDisagreesBreaksACheckLaw: a given bill_pile,
// vendetta_pile or street_pile is the State's pile, so one that is not the
// stock less every card elsewhere breaks a conservation law of Check (or
// of the pile's shape) before it could disagree with the derived one: the
// decoder needs no agreement check of its own for them. Each pile of
// positions of random games, full and viewed, is edited by one card.
func TestAGivenPileThatDisagreesBreaksACheckLaw(t *testing.T) {
	law := map[string]bool{"bills-stock-has": true, "bills-play-stock-has": true, "police-raid-not-bill-pile": true,
		"view-shows-size-bill-vendetta": true, "view-writes-bill-pile-police": true, "cards-stock-has": true,
		"vendetta-cards-play-stock-has": true, "street-card-two-places": true, "street-cards-missing-accounted": true,
		"street-pile-holds-unknown-cards": true, "full-state-holds-no-face": true}
	try := func(j positionJSON, what string) {
		t.Helper()
		b, _ := json.Marshal(j)
		var s State
		var re *core.RuleError
		if err := s.UnmarshalJSON(b); !errors.As(err, &re) || !law[re.Code] {
			t.Fatalf("%s: %v, want a conservation law of Check", what, err)
		}
	}
	edits := 0
	for seed := uint64(1); seed <= 4; seed++ {
		s, _ := New(Config{Players: 3 + int(seed%3), DiscardTopVisible: seed == 4}, seed)
		r := core.NewRNG(seed)
		for i := 0; i < 400 && !Over(s); i++ {
			legal := Legal(s)
			var k int
			k, r = r.IntN(len(legal))
			s, _, _ = Apply(s, legal[k])
			if i%25 != 0 {
				continue
			}
			for _, v := range []State{s, View(s, 1)} {
				var j positionJSON
				b, _ := json.Marshal(v)
				if err := json.Unmarshal(b, &j); err != nil {
					t.Fatal(err)
				}
				for _, d := range []int{-1, 1} {
					for x := range numBillSlots {
						if e := j; e.BillPile != nil && int(e.BillPile[x])+d >= 0 {
							p := *e.BillPile
							p[x] = uint8(int(p[x]) + d)
							e.BillPile = &p
							try(e, "bill_pile")
							edits++
						}
					}
					for x := range numVendettaSlots {
						if e := j; e.VendettaPile != nil && int(e.VendettaPile[x])+d >= 0 {
							p := *e.VendettaPile
							p[x] = uint8(int(p[x]) + d)
							e.VendettaPile = &p
							try(e, "vendetta_pile")
							edits++
						}
					}
				}
				for c := range Card(numStreet) {
					e := j
					i := slices.Index(e.StreetPile, c)
					if i >= 0 {
						e.StreetPile = slices.Delete(slices.Clone(e.StreetPile), i, i+1)
					} else {
						e.StreetPile = slices.Sorted(slices.Values(append(slices.Clone(e.StreetPile), c)))
					}
					try(e, "street_pile")
					edits++
				}
			}
		}
	}
	if edits < 1000 {
		t.Fatalf("only %d edits", edits)
	}
}
