package nostracity_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/nostracity"
)

// The Reasons table is well formed: every code has a kebab-case name
// given once, an error kind and words whose placeholders it can fill.
func TestReasonsTableIsWellFormed(t *testing.T) {
	if err := nostracity.Reasons.Check(); err != nil {
		t.Fatal(err)
	}
}

// Every refusal of a decoded position names its law by code: a
// *core.RuleError of ErrBadState whose Code is a name of the Reasons
// table, so a UI can show its own words for it.
func TestDecodingRefusalsCarryTheLawsCode(t *testing.T) {
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		t.Fatal(err)
	}
	golden := buf.String()
	names := map[string]bool{}
	for _, r := range nostracity.Reasons.Texts[1:] {
		names[r.Name] = true
	}
	for _, c := range []struct{ name, from, to string }{
		{"not JSON", `{"game"`, `{"game`},
		{"another game", `"game":"nostracity"`, `"game":"mafia"`},
		{"another version", `"version":2`, `"version":9`},
		{"a month out of range", `"month":3`, `"month":9`},
		{"a phase that is not one", `"phase":"meeting"`, `"phase":"siesta"`},
		{"a decision that is not one", `"decisions":[{"decision":"turn"`, `"decisions":[{"decision":"nap"`},
		{"a card that is not one", `"W03"`, `"W99"`},
		{"a Bill that is not one", `"20k-innocent":1},"corruption"`, `"30k":1},"corruption"`},
		{"a Guilt out of range", `"guilt":`, `"guilt":5000,"x":`},
		{"a Respect that is not its sources' sum", `"respect":1,`, `"respect":7,`},
		{"a Street card in two places", `"turfs":["T10"]`, `"turfs":["T10","T12"]`},
	} {
		text := strings.Replace(golden, c.from, c.to, 1)
		if text == golden {
			t.Fatalf("%s: the edit %q is not in the golden position", c.name, c.from)
		}
		var s nostracity.State
		err := s.UnmarshalJSON([]byte(text))
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code == "" || !names[re.Code] || !errors.Is(err, core.ErrBadState) {
			t.Errorf("%s: %#v; want a *core.RuleError of ErrBadState with a code of Reasons", c.name, err)
		}
	}
}

// A refused move carries its rule's code and kind, and the words are the
// table's: a move out of turn is not-your-turn, a Busy Wiseguy's its own.
func TestRefusalsCarryTheirRulesCode(t *testing.T) {
	s, err := nostracity.New(nostracity.Config{Players: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	tm := nostracity.ToMove(s)
	_, _, err = nostracity.Apply(s, nostracity.PassMove((tm+1)%3))
	var re *core.RuleError
	if !errors.As(err, &re) || re.Code != "not-your-turn" || !errors.Is(err, core.ErrNotYourTurn) {
		t.Fatalf("a move out of turn: %#v", err)
	}
	_, _, err = nostracity.Apply(s, nostracity.Move{By: tm})
	if !errors.As(err, &re) || re.Code != "no-move-kind" || !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("the zero move: %#v", err)
	}
	_, _, err = nostracity.Apply(s, nostracity.Move{By: tm, Kind: nostracity.MoveKindPass, Title: 1})
	if !errors.As(err, &re) || re.Code != "unused-fields" || !strings.Contains(re.Reason, `"pass"`) {
		t.Fatalf("a pass with a Title: %#v", err)
	}
}
