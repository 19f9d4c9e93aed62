package nostracity_test

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/nostracity"
)

// fieldKeys counts the keys of a position's objects, the ids of counted
// piles and of objects keyed by seat aside (they are values, not keys to
// learn).
func fieldKeys(v any, inPile bool) int {
	n := 0
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			pile := k == "bank" || k == "corruption" || k == "vendetta" || strings.HasSuffix(k, "_pile") ||
				k == "bills" || k == "drawn" || k == "bill_discard" || k == "vendetta_discard" || k == "owed" || k == "got"
			if !inPile {
				n++
			}
			n += fieldKeys(e, pile)
		}
	case []any:
		for _, e := range x {
			n += fieldKeys(e, false)
		}
	}
	return n
}

// A mid-game position written by hand with no derived key decodes, and
// the decoder fills each derived fact: every seat's Respect (the sum of
// its sources, summed here from the cards' own values), the Bill and
// Vendetta piles (the stock less everything elsewhere), the Street pile
// (every Street card not elsewhere), the decision stack and its top, the
// phase's first player and the rules. It needs at most a third of the 87
// keys format 1 asked of a 3-player game.
func TestHandWrittenPositionGetsItsDerivedFacts(t *testing.T) {
	var in map[string]any
	if err := json.Unmarshal([]byte(examplePosition), &in); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"respect"`, `"bill_pile"`, `"vendetta_pile"`, `"street_pile"`, `"decision"`, `"decisions"`, `"phase_first"`, `"rules"`, `"rank"`, `"bonus"`, `"knows"`} {
		if strings.Contains(examplePosition, k) {
			t.Fatalf("the hand-written position gives the derived key %s", k)
		}
	}
	if n := fieldKeys(in, false); n > 87/3 {
		t.Errorf("the hand-written position has %d keys, more than a third of 87", n)
	}
	var s nostracity.State
	if err := json.Unmarshal([]byte(examplePosition), &s); err != nil {
		t.Fatal(err)
	}
	// Respect, summed from the cards.
	for p := core.Player(0); p < 3; p++ {
		want := 0
		ws, _ := s.Wiseguys(p)
		for _, w := range ws {
			want += w.Card().Respect()
		}
		ts, _ := s.Turfs(p)
		for _, tf := range ts {
			want += tf.Card().Respect()
		}
		for _, c := range s.RespectCards(p) {
			want += c.Respect()
		}
		if got := s.Respect(p); got != want || p < 2 && got == 0 {
			t.Errorf("%v's Respect: %d, want %d (and not 0)", p, got, want)
		}
	}
	// The piles: the stock (a new game's pile and banks) less what the
	// position places elsewhere.
	fresh, _ := nostracity.New(nostracity.Config{Players: 3}, 1)
	billStock := fresh.BillPileSize() + 3*fresh.BankSize(0)
	elsewhere := 0
	for p := core.Player(0); p < 3; p++ {
		elsewhere += s.BankSize(p)
	}
	elsewhere += s.CorruptionSize()
	if got := s.BillPileSize(); got != billStock-elsewhere {
		t.Errorf("Bill pile %d, want the stock %d less %d elsewhere", got, billStock, elsewhere)
	}
	if got, want := s.VendettaPileSize(), fresh.VendettaPileSize()-1; got != want {
		t.Errorf("Vendetta pile %d, want %d (the stock less P1's Skim)", got, want)
	}
	if got := s.StreetPile(); got != 49-4-9-4-1 {
		t.Errorf("Street pile %d, want 49 cards less 4 on the Street, 9 Wiseguys, 4 Turfs and R2", got)
	}
	// The decision, whose turn, and what the encoder writes back.
	if nostracity.ToMove(s) != 2 || s.Active() != 2 || s.Phase() != nostracity.PhaseBusiness || s.Month() != 3 {
		t.Errorf("to move %v, active %v, phase %v, month %d", nostracity.ToMove(s), s.Active(), s.Phase(), s.Month())
	}
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"respect":1`, `"bill_pile":{`, `"vendetta_pile":{`, `"street_pile":[`, `"decision":"turn"`,
		`"decisions":[{"decision":"turn","seat":"P2"}]`, `"phase_first":"P1"`, `"rules":{"first_player":"P0","raid_policy":"no-cheat"`} {
		if !strings.Contains(string(out), k) {
			t.Errorf("the encoder does not write %s:\n%s", k, out)
		}
	}
	// Written, a derived fact must agree.
	for _, c := range []struct{ from, to string }{
		{`"seat": "P0",`, `"seat": "P0", "respect": 5,`},
		{`"guilt": 6,`, `"guilt": 6, "bill_pile": {"5k": 1},`},
		{`"guilt": 6,`, `"guilt": 6, "vendetta_pile": {"whack": 1},`},
		{`"guilt": 6,`, `"guilt": 6, "street_pile": ["W02"],`},
		{`"active": "P2",`, `"active": "P2", "decision": "distribute",`},
	} {
		bad := strings.Replace(examplePosition, c.from, c.to, 1)
		if bad == examplePosition {
			t.Fatalf("%s is not in the example", c.from)
		}
		var d nostracity.State
		if err := json.Unmarshal([]byte(bad), &d); err == nil {
			t.Errorf("%s decodes: a derived fact that disagrees is refused", c.to)
		}
	}
}

// A turn player listed among those who passed for the phase is refused,
// even while a pending decision sits on the turn (found by the tamper law:
// round-robin-single-action, "passed": ["P2"] on P2's turn under a
// Make Busy decision).
func TestDecodingRefusesAPassedTurnPlayerUnderAPendingDecision(t *testing.T) {
	b, err := os.ReadFile("testdata/tamper-passed-turn-player.json")
	if err != nil {
		t.Fatal(err)
	}
	var s nostracity.State
	if err := json.Unmarshal(b, &s); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), "the turn player has passed") {
		t.Fatalf("decodes: %v", err)
	}
	fixed := strings.Replace(string(b), `"passed":["P2"],`, ``, 1)
	if err := json.Unmarshal([]byte(fixed), &s); err != nil {
		t.Fatalf("the position without the edit: %v", err)
	}
}

// TestTheDocsHandWrittenPositionPlaysOut: the package doc's hand-written
// position decodes and plays on to the Final Verdict.
func TestTheDocsHandWrittenPositionPlaysOut(t *testing.T) {
	var s nostracity.State
	if err := json.Unmarshal([]byte(examplePosition), &s); err != nil {
		t.Fatal(err)
	}
	r := core.NewRNG(3)
	for n := 0; !nostracity.Over(s); n++ {
		legal := nostracity.Legal(s)
		var k int
		k, r = r.IntN(len(legal))
		var err error
		if s, _, err = nostracity.Apply(s, legal[k]); err != nil || n > 5000 {
			t.Fatalf("playing on after %d moves: %v", n, err)
		}
	}
}

// TestThePositionSectionSaysWhatTheDecoderDoes: what the package doc's
// position section tells a writer holds: a partial "rules" object gives
// its switches and leaves the rest at their defaults; "active" may be left
// out beside the turn player's decision and is derived, and given it must
// agree, the refusal naming both as the position writes them (not as
// bytes); "titles" is keyed underboss, consigliere and primo-capo.
func TestThePositionSectionSaysWhatTheDecoderDoes(t *testing.T) {
	decode := func(what, pos string) (nostracity.State, string) {
		t.Helper()
		var s nostracity.State
		if err := json.Unmarshal([]byte(pos), &s); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		out, _ := json.Marshal(s)
		return s, string(out)
	}
	replace := func(from, to string) string {
		t.Helper()
		pos := strings.Replace(examplePosition, from, to, 1)
		if pos == examplePosition {
			t.Fatalf("%s is not in the example", from)
		}
		return pos
	}
	_, out := decode("partial rules", replace(`"version": 3,`, `"version": 3, "rules": {"raid_policy": "reduced-entitlement"},`))
	if !strings.Contains(out, `"raid_policy":"reduced-entitlement","end_bonus_tie":"nobody"`) {
		t.Errorf("a partial rules object: %s", out)
	}
	s, _ := decode("no active", replace(`"active": "P2",`, `"decisions": [{"decision": "turn", "seat": "P2"}],`))
	if s.Active() != 2 {
		t.Errorf("active derived from the turn decision: %v, want P2", s.Active())
	}
	var d nostracity.State
	bad := replace(`"active": "P2",`, `"active": "P1", "decisions": [{"decision": "turn", "seat": "P2"}],`)
	if err := json.Unmarshal([]byte(bad), &d); err == nil || !strings.Contains(err.Error(), `"turn" for P2 given, but the position rests on "turn" for P1`) {
		t.Errorf("active P1 beside P2's turn: %v, want the decision given and the one derived named", err)
	}
	g, _ := nostracity.New(nostracity.Config{Players: 3}, 2)
	r := core.NewRNG(2)
	for g.Titles()[1] == core.NoPlayer && !nostracity.Over(g) {
		legal := nostracity.Legal(g)
		var k int
		k, r = r.IntN(len(legal))
		g, _, _ = nostracity.Apply(g, legal[k])
	}
	gb, _ := json.Marshal(g)
	ti := g.Titles()
	want := `"titles":{"underboss":"` + ti[0].String() + `","consigliere":"` + ti[1].String() + `"`
	if !strings.Contains(string(gb), want) {
		t.Errorf("titles %v written otherwise than %s:\n%s", ti, want, gb)
	}
	if _, back := decode("titles", string(gb)); back != string(gb) {
		t.Errorf("titles do not read back")
	}
}

// TestThePositionWritesEverySwitch: rules holds every switch of the
// Config, the setup's first_player and jury_start too, and reads them
// back; a position written before they were (no first_player, no
// jury_start) still decodes, with their defaults.
func TestThePositionWritesEverySwitch(t *testing.T) {
	s, err := nostracity.New(nostracity.Config{Players: 3, FirstPlayer: 2, JuryStart: []int{1, -2, 3}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(s)
	if !strings.Contains(string(out), `"rules":{"first_player":"P2",`) || !strings.Contains(string(out), `"jury_start":[1,-2,3],`) {
		t.Fatalf("the setup's switches are not written:\n%s", out)
	}
	var back nostracity.State
	if err := json.Unmarshal(out, &back); err != nil || back != s {
		t.Fatalf("read back: %v", err)
	}
	old := strings.Replace(strings.Replace(string(out), `"first_player":"P2",`, ``, 1), `"jury_start":[1,-2,3],`, ``, 1)
	if err := json.Unmarshal([]byte(old), &back); err != nil {
		t.Fatalf("a position without them: %v", err)
	}
	if again, _ := json.Marshal(back); !strings.Contains(string(again), `"rules":{"first_player":"P0",`) || !strings.Contains(string(again), `"jury_start":[4,5,6],`) {
		t.Fatalf("their defaults are not P0 and [4,5,6]:\n%s", again)
	}
	for _, bad := range []string{`[1,2]`, `[1,2,51]`} {
		e := strings.Replace(string(out), `[1,-2,3]`, bad, 1)
		if err := json.Unmarshal([]byte(e), &back); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), "jury_start") {
			t.Errorf("jury_start %s: %v", bad, err)
		}
	}
	e := strings.Replace(string(out), `"first_player":"P2",`, `"first_player":"P3",`, 1)
	if err := json.Unmarshal([]byte(e), &back); !errors.Is(err, core.ErrBadState) {
		t.Errorf("rules.first_player P3 of 3 players: %v", err)
	}
}
