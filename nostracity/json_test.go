package nostracity

import (
	"encoding/json"
	"os"
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

// TestPositionCodecKeepsItsBudget: no function of the position codec is
// over 80 lines (design rule 5). The file's own budget, 650 lines, is not
// met yet: the test holds it to the 732 it has, so it can only shrink.
func TestPositionCodecKeepsItsBudget(t *testing.T) {
	budget.File(t, "json.go", 732, 650)
}
