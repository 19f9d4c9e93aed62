package tonytino

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// goldenPosition is testdata/position-v2.json: a position of version 2
// that must keep decoding, so saved games survive releases.
func goldenPosition(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The golden position decodes to the state the default golden game reaches
// after its first 17 moves, and plays on to the end.
func TestGoldenPositionKeepsDecoding(t *testing.T) {
	var s State
	if err := json.Unmarshal(goldenPosition(t), &s); err != nil {
		t.Fatalf("testdata/position-v2.json no longer decodes: %v", err)
	}
	b, _ := os.ReadFile("testdata/default.golden.json")
	var g struct {
		Record core.Record `json:"record"`
	}
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	g.Record.Moves = g.Record.Moves[:17]
	want, err := core.Replay(Rules, g.Record, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s != want {
		t.Fatalf("the golden position decodes to\n%v\nnot\n%v", s, want)
	}
	playOut(t, s, core.NewRNG(1))
}

// Decoding refuses every position the game cannot reach, naming the law
// broken, and leaves the target as it was.
func TestDecodingNamesTheLawBroken(t *testing.T) {
	for _, c := range lawBreakingPositions(t) {
		keep := State{decision: DecisionRaidWindow}
		err := json.Unmarshal([]byte(c.json), &keep)
		if err == nil || !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want ErrBadState saying %q", c.name, err, c.want)
		}
		if keep != (State{decision: DecisionRaidWindow}) {
			t.Errorf("%s: a refused decode changed the state", c.name)
		}
	}
}

// Every refusal of a decoded position names its law by code too: a
// *core.RuleError whose Code is a name of the Reasons table, so a UI can
// show its own words for it.
func TestDecodingRefusalsCarryTheLawsCode(t *testing.T) {
	names := map[string]bool{}
	for _, r := range Reasons.Texts[1:] {
		names[r.Name] = true
	}
	for _, c := range lawBreakingPositions(t) {
		var s State
		err := json.Unmarshal([]byte(c.json), &s)
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code == "" || !names[re.Code] || re.Kind != core.ErrBadState {
			t.Errorf("%s: %#v; want a *core.RuleError of ErrBadState with a code of Reasons", c.name, err)
		}
	}
}

// An id that does not read is refused saying what it is and what is read
// (its table's words, ErrBadNotation); in a position the refusal is a bad
// state with the same words. Every law of a position is a bad state.
func TestUnreadableIdsSayWhatIsRead(t *testing.T) {
	var c Card
	var tl Tile
	var r Racket
	var co Corner
	for _, x := range []struct {
		err  error
		text string
	}{
		{c.UnmarshalText([]byte("ace")), `"ace" is not a card (step-up, stool-pigeon, takeover, super-crew, double-cross, lucky-break, police-raid)`},
		{tl.UnmarshalText([]byte("7")), `"7" is not a crew tile (0, 1, 2, 3)`},
		{r.UnmarshalText([]byte("40k")), `"40k" is not a racket (10k, 20k, 30k, 50k)`},
		{co.UnmarshalText([]byte("G7")), `"G7" is not a corner (A1 to F6)`},
	} {
		if !errors.Is(x.err, core.ErrBadNotation) || x.err.Error() != x.text {
			t.Errorf("%v; want ErrBadNotation saying %q", x.err, x.text)
		}
	}
	var s State
	err := json.Unmarshal([]byte(strings.Replace(string(goldenPosition(t)), `"hand": ["step-up", "takeover"`, `"hand": ["ace", "takeover"`, 1)), &s)
	if !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), `"ace" is not a card (step-up,`) {
		t.Errorf("a position with an unknown card: %v", err)
	}
	for c := rPositionJSON; c < numReasons; c++ {
		if Reasons.Texts[c].Kind != core.ErrBadState {
			t.Errorf("position law %q is not a bad state", Reasons.Texts[c].Name)
		}
	}
}

// decisionsKey is the golden position's "decisions", to leave it out.
const decisionsKey = `"decisions": [
    {"decision": "target", "seat": "P1", "card": "stool-pigeon", "first_target": "A6"}
  ],`

// lawBreakingPositions are the golden position (and a view of it), each
// bent to break one law, with words the refusal must say.
func lawBreakingPositions(t *testing.T) []struct{ name, json, want string } {
	t.Helper()
	text := string(goldenPosition(t))
	var view []byte
	{
		var s State
		_ = json.Unmarshal([]byte(text), &s)
		view, _ = json.Marshal(View(s, 0))
	}
	return []struct{ name, json, want string }{
		{"a hidden tile in a full state", strings.Replace(text, `"pile": ["2",`, `"pile": ["hidden",`, 1), "hidden tile in a full state"},
		{"a -1 in a pile", strings.Replace(text, `"pile": ["2",`, `"pile": [-1,`, 1), "pile"},
		{"a hidden card in a full deck", strings.Replace(text, `"deck": ["stool-pigeon",`, `"deck": ["hidden",`, 1), "hidden card in a full state"},
		{"seven rows", strings.Replace(text, `"board": [`, `"board": ["1 1 1 1 1 1",`, 1), "more than 6 elements"},
		{"a short row", strings.Replace(text, `"4 P1:1 P1:1 6 2 6"`, `"4 P1:1 P1:1 6 2"`, 1), `board row "4 P1:1 P1:1 6 2" has 5 corners`},
		{"a row that is null", strings.Replace(text, `"4 P1:1 P1:1 6 2 6"`, `null`, 1), "board row 4 has 0 corners"},
		{"two spaces in a row", strings.Replace(text, `"4 P1:1 P1:1 6 2 6"`, `"4 P1:1  P1:1 6 2 6"`, 1), "one space between two"},
		{"no such token", strings.Replace(text, `"9 P1:0`, `"11 P1:0`, 1), "neither a token"},
		{"a token too many", strings.Replace(text, `"9 P1:0`, `"6 P1:0`, 1), "token 6 too many"},
		{"a tile from nowhere", strings.Replace(text, `"6 P0:1 P0:1`, `"P1:1 P0:1 P0:1`, 1), "12 Henchmen, the colour has 11"},
		{"a racket too many", strings.Replace(text, `"50k"`, `"30k"`, 1), "one 30k racket too many"},
		{"a racket in dollars", strings.Replace(text, `"50k"`, `50000`, 1), "racket"},
		{"a racket out of street order", strings.Replace(text, `"street": "V1"`, `"street": "V2"`, 1), "entry 1 is not street V1"},
		{"an unknown fate", strings.Replace(text, `"at": "street"}`, `"at": "gone"}`, 1), `"gone" is not a place of a racket (street, P0,`},
		{"a racket nowhere", strings.Replace(text, `, "at": "street"}`, `}`, 1), "street V1: its racket is at \"\", not one of"},
		{"a key in the wrong case", strings.Replace(text, `"board"`, `"Board"`, 1), "case-sensitive"},
		{"a key twice", strings.Replace(text, `"version": 2,`, `"version": 2, "version": 2,`, 1), "given twice"},
		{"an unknown key", strings.Replace(text, `"board"`, `"stage": 1, "board"`, 1), "unknown key"},
		{"another game", strings.Replace(text, `"tonytino"`, `"mafia"`, 1), "not of \"tonytino\""},
		{"another version", strings.Replace(text, `"version": 2`, `"version": 1`, 1), "version 1"},
		{"a first target that is no Informant", strings.Replace(text, `"first_target": "A6"`, `"first_target": "C2"`, 1), "name your Informant first; C2 holds a Henchman"},
		{"a pending card that takes no target", strings.Replace(text, `"card": "stool-pigeon"`, `"card": "step-up"`, 1), "takes no targets"},
		{"a pending card never played", strings.Replace(text, `"card": "stool-pigeon"`, `"card": "double-cross"`, 1), "not among P1's played cards"},
		{"a decision with no card", strings.Replace(text, `"card": "stool-pigeon", `, ``, 1), "names the card played"},
		{"a decision nobody makes", strings.Replace(text, `"seat": "P1", "card"`, `"card"`, 1), "the \"seat\" that decides"},
		{"a derived decision that disagrees", strings.Replace(text, `"version": 2,`, `"version": 2, "decision": "place",`, 1), "decision \"place\", but decisions says \"target\""},
		{"a derived phase that disagrees", strings.Replace(text, `"version": 2,`, `"version": 2, "phase": "phase-2",`, 1), "falls in \"phase-1\""},
		{"a derived active seat that disagrees", strings.Replace(text, `"version": 2,`, `"version": 2, "active": "P0",`, 1), "active P0, but decisions makes it P1"},
		{"two decisions", strings.Replace(text, `{"decision": "target", "seat": "P1", "card": "stool-pigeon", "first_target": "A6"}`, `{"decision": "target", "seat": "P1", "card": "stool-pigeon", "first_target": "A6"}, {"decision": "place", "seat": "P1"}`, 1), "decisions: 2 entries, but one decision is pending at a time"},
		{"no decisions while the game runs", strings.Replace(text, decisionsKey, ``, 1), `"decisions" left out means the game is over, but 18 corners are free`},
		{"no decisions, a decision that names its card", strings.Replace(text, decisionsKey, `"decision": "target", "active": "P1",`, 1), `"decisions" left out, but a "target" decision names its card there`},
		{"no decisions, a decision without a seat", strings.Replace(text, decisionsKey, `"decision": "place",`, 1), `"decision" "place" without "active"`},
		{"no decisions, a seat without a decision", strings.Replace(text, decisionsKey, `"active": "P1",`, 1), `"active" P1 without "decision"`},
		{"no decisions, a decision that is no decision", strings.Replace(text, decisionsKey, `"decision": "card", "active": "P1",`, 1), `"card" is not a decision`},
		{"no decisions, the end with a seat active", strings.Replace(text, decisionsKey, `"decision": "over", "active": "P1",`, 1), `active P1`},
		{"a player out of seat order", strings.Replace(text, `"seat": "P0"`, `"seat": "P1"`, 1), "entry 1 is not seat P0"},
		{"no rng", strings.Replace(text, `,
  "rng": {"pcg": "cGNnOhVAK8GeLT3+qJeL0nxvE18="}`, ``, 1), "without its \"rng\""},
		{"an empty rng", strings.Replace(text, `{"pcg": "cGNnOhVAK8GeLT3+qJeL0nxvE18="}`, `{}`, 1), "a full position needs its own"},
		{"no seat", strings.Replace(text, `"seat": "P0",
`, ``, 1), "not seat P0"},
		{"no street", strings.Replace(text, `"street": "V1", `, ``, 1), "not street V1"},
		{"a discard too many", strings.Replace(text, `"discards": {"lucky-break": 1}`, `"discards": {"lucky-break": 2}`, 1), "Lucky Break"},
		{"a hidden card played", strings.Replace(text, `"played": {"step-up": 2}`, `"played": {"hidden": 2}`, 1), "none is hidden"},
		{"a view that shows a deck", strings.Replace(string(view), `"deck":["hidden"`, `"deck":["takeover"`, 1), "other things than that seat's view"},
	}
}

// Input over core.MaxJSON is refused before anything is allocated for it: a
// 19 MB board costs the decoder next to nothing.
func TestOversizePositionIsRefusedBeforeAllocating(t *testing.T) {
	b := []byte(`{"game":"tonytino","version":2,"board":["` + strings.Repeat("1 ", 19<<19) + `"]}`)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var s State
	err := json.Unmarshal(b, &s)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("a %d-byte position: %v", len(b), err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 64<<10 {
		t.Fatalf("refusing a %d-byte position allocated %d bytes", len(b), got)
	}
}

// A position written by hand leaves out what the game works out (the piles
// and decks, whose turn it is, the phase, the decision): the decoder fills
// each in, the same as the golden position but for the order of the
// shuffled piles, and writes them back.
func TestHandWrittenPositionGetsItsDerivedFacts(t *testing.T) {
	var full State
	if err := json.Unmarshal(goldenPosition(t), &full); err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(goldenPosition(t), &j); err != nil {
		t.Fatal(err)
	}
	for _, p := range j["players"].([]any) {
		delete(p.(map[string]any), "pile")
		delete(p.(map[string]any), "deck")
	}
	for _, k := range []string{"rules", "phase", "decision", "active"} {
		delete(j, k)
	}
	j["rng"] = map[string]any{"seed": 7}
	b, _ := json.Marshal(j)
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	if s.Active() != 1 || s.Phase() != Phase1 || s.Decision() != DecisionTarget || ToMove(s) != 1 || s.Pending() != StoolPigeon {
		t.Errorf("active %v phase %v decision %v to move %v pending %v", s.Active(), s.Phase(), s.Decision(), ToMove(s), s.Pending())
	}
	for p := core.Player(0); p < NumSeats; p++ {
		if s.pile[p].Len() != full.pile[p].Len() || s.deck[p].Len() != full.deck[p].Len() {
			t.Errorf("%v: pile %d deck %d, want %d and %d", p, s.pile[p].Len(), s.deck[p].Len(), full.pile[p].Len(), full.deck[p].Len())
		}
		for c := StepUp; c < numCards; c++ {
			if s.deck[p].Count(c) != full.deck[p].Count(c) {
				t.Errorf("%v's derived deck holds %d %v, want %d", p, s.deck[p].Count(c), c.Name(), full.deck[p].Count(c))
			}
		}
		for tl := range Tile(numTiles) {
			if s.pile[p].Count(tl) != full.pile[p].Count(tl) {
				t.Errorf("%v's derived pile holds %d %v, want %d", p, s.pile[p].Count(tl), tl.plural(), full.pile[p].Count(tl))
			}
		}
	}
	if s.rng != core.NewRNG(7) {
		t.Error(`"rng": {"seed": 7} is not NewRNG(7): deriving the piles must not advance it`)
	}
	again, _ := json.Marshal(s)
	var back State
	if err := json.Unmarshal(again, &back); err != nil || back != s {
		t.Fatalf("the filled-in position does not read back: %v", err)
	}
	if !strings.Contains(string(again), `"active":"P1"`) || !strings.Contains(string(again), `"phase":"phase-1"`) || !strings.Contains(string(again), `"deck":[`) {
		t.Errorf("the encoder does not write the derived facts: %s", again)
	}
	playOut(t, s, core.NewRNG(1))
}

// The package doc's minimal position decodes (its eleven elided rackets
// written out) and plays to the end.
func TestDocsMinimalPositionDecodes(t *testing.T) {
	rackets := `{"street": "V1", "racket": "30k", "at": "street"}`
	for i, v := range []string{"20k", "20k", "50k", "10k", "30k", "20k", "10k", "30k", "20k", "10k", "10k"} {
		rackets += fmt.Sprintf(`, {"street": %q, "racket": %q, "at": "street"}`, Street(i+1), v)
	}
	text := `{"game": "tonytino", "version": 2,
	 "decisions": [{"decision": "place", "seat": "P0"}],
	 "board": ["6 P0:1 P0:1 P0:0 3 3", "9 P1:0 P1:1 8 P0:1 4", "P1:1 P0:0 P1:1 8 5 4",
	           "4 P1:1 P1:1 6 2 6", "P0:1 5 5 P0:1 P1:1 7", "P1:0 P0:1 P0:3 10 P1:3 7"],
	 "rackets": [` + rackets + `],
	 "players": [{"seat": "P0", "face_up": ["1", "1"], "hand": ["step-up", "takeover", "police-raid"]},
	             {"seat": "P1", "face_up": ["1", "0"], "hand": ["step-up", "lucky-break"]}],
	 "rng": {"seed": 7}}`
	var s State
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatal(err)
	}
	if ToMove(s) != 0 || s.Decision() != DecisionPlace || s.deck[0].Len() != 10 || s.deck[1].Len() != 11 {
		t.Fatalf("to move %v, decision %v, decks %d and %d", ToMove(s), s.Decision(), s.deck[0].Len(), s.deck[1].Len())
	}
	playOut(t, s, core.NewRNG(1))
}

// A decision spelt with an id the package no longer reads ("card", the
// play-or-discard decision's retired id) is refused as a decision, and
// the refusal lists the decisions' ids as they are spelt now.
func TestUnknownDecisionIsRefusedWithTheCurrentIds(t *testing.T) {
	text := string(goldenPosition(t))
	for _, c := range []struct{ name, json string }{
		{"an entry of decisions", strings.Replace(text, `"decision": "target"`, `"decision": "card"`, 1)},
		{"the derived decision", strings.Replace(text, `"version": 2,`, `"version": 2, "decision": "card",`, 1)},
	} {
		var s State
		err := json.Unmarshal([]byte(c.json), &s)
		if err == nil || !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), `"card" is not a decision`) ||
			strings.Contains(err.Error(), "phase") {
			t.Errorf("%s spelt \"card\": %v; want it refused as a decision", c.name, err)
			continue
		}
		for d := range Decisions() {
			if !strings.Contains(err.Error(), d.String()) {
				t.Errorf("%s spelt \"card\": %v; the refusal does not list %q", c.name, err, d)
			}
		}
	}
}

// No refusal calls a decision a phase: {decision} is the decision's id,
// and a phase is the rulebook's ({phase}).
func TestRefusalsCallADecisionADecision(t *testing.T) {
	for _, r := range Reasons.Texts {
		if strings.Contains(r.Text, "phase {decision}") || strings.Contains(r.Text, "not a phase (") {
			t.Errorf("reason %q calls a decision a phase: %q", r.Name, r.Text)
		}
	}
}

// A position may leave out "decisions" where "decision" and "active" say
// all of it (play-or-discard, place, put-racket), and where the game is
// over: the decoder works it out, the same as when it is given.
func TestDecisionsLeftOutAreDerived(t *testing.T) {
	for _, s := range randomStates(t) {
		if s.decision == DecisionRaidWindow || s.decision == DecisionTarget {
			continue
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var j map[string]json.RawMessage
		if err := json.Unmarshal(b, &j); err != nil {
			t.Fatal(err)
		}
		delete(j, "decisions")
		if s.decision == DecisionOver {
			delete(j, "decision")
			delete(j, "phase")
		}
		b, _ = json.Marshal(j)
		var back State
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Fatalf("decision %v, %q left out: %v", s.decision, "decisions", err)
		}
	}
}

// A hand is read in any order (order carries no meaning in it) and kept
// and written in card order; a pile, a deck, the face-up tiles and the
// racket stack are ordered, and counted piles are objects.
func TestHandIsReadInAnyOrderAndWrittenInCardOrder(t *testing.T) {
	text := string(goldenPosition(t))
	var want State
	if err := json.Unmarshal([]byte(text), &want); err != nil {
		t.Fatal(err)
	}
	for _, hand := range []string{`["takeover", "step-up", "police-raid"]`, `["police-raid", "takeover", "step-up"]`} {
		var s State
		if err := json.Unmarshal([]byte(strings.Replace(text, `["step-up", "takeover", "police-raid"]`, hand, 1)), &s); err != nil || s != want {
			t.Fatalf("the hand %s: %v", hand, err)
		}
		b, _ := json.Marshal(s)
		if !strings.Contains(string(b), `"hand":["step-up","takeover","police-raid"]`) {
			t.Errorf("the hand %s is not written in card order: %s", hand, b)
		}
	}
	v, _ := json.Marshal(View(want, 1))
	mixed := strings.Replace(string(v), `"hand":["step-up","lucky-break"]`, `"hand":["lucky-break","step-up"]`, 1)
	var view State
	if err := json.Unmarshal([]byte(mixed), &view); mixed == string(v) || err != nil || view != View(want, 1) {
		t.Fatalf("a view with its hand in another order: %v", err)
	}
}

// A full state may leave out the rackets' values: each is dealt from the
// twelve less those named, shuffled from a split of the rng (which stays as
// given); a View must name them all.
func TestRacketsLeftOutAreDealt(t *testing.T) {
	text := strings.Replace(string(goldenPosition(t)), `"rng": {"pcg": "cGNnOhVAK8GeLT3+qJeL0nxvE18="}`, `"rng": {"seed": 7}`, 1)
	var named State
	if err := json.Unmarshal([]byte(text), &named); err != nil {
		t.Fatal(err)
	}
	for _, leave := range []int{1, 3, 12} {
		b := text
		for i := 0; i < leave; i++ {
			b = strings.Replace(b, `, "racket": "`+racketID(named, Street(i))+`", "at"`, `, "at"`, 1)
		}
		var s State
		if err := json.Unmarshal([]byte(b), &s); err != nil {
			t.Fatalf("%d rackets left out: %v", leave, err)
		}
		var got, want []Racket
		for st := range s.rackets {
			got = append(got, s.rackets[st].racket())
			if st >= leave && s.rackets[st] != named.rackets[st] {
				t.Errorf("%d rackets left out: the named racket of %v is %v", leave, Street(st), s.rackets[st].racket())
			}
		}
		want = append(want, racketValues[:]...)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) || s.rng != core.NewRNG(7) {
			t.Errorf("%d rackets left out: dealt %v, rng kept %v", leave, got, s.rng == core.NewRNG(7))
		}
		playOut(t, s, core.NewRNG(1))
	}
	v, _ := json.Marshal(View(named, 0))
	var view State
	err := json.Unmarshal([]byte(strings.Replace(string(v), `"racket":"30k",`, ``, 1)), &view)
	if err == nil || !strings.Contains(err.Error(), "a view names every racket") {
		t.Errorf("a view with a racket left out: %v", err)
	}
}

// racketID is the id of st's racket in s, for a test to find it.
func racketID(s State, st Street) string { return s.rackets[st].racket().String() }

// A View holds no chance to come: a view's position that carries an "rng"
// is refused by name, not read with the rng dropped.
func TestViewWithRNGIsRefused(t *testing.T) {
	s, _ := New(Config{}, 3)
	b, _ := json.Marshal(View(s, 0))
	withRNG := string(b[:len(b)-1]) + `,"rng":{"seed":1}}`
	var back State
	err := json.Unmarshal([]byte(withRNG), &back)
	var re *core.RuleError
	if !errors.As(err, &re) || re.Code != "view-with-rng" || back != (State{}) {
		t.Fatalf("a view with an rng: %v; want view-with-rng", err)
	}
}
