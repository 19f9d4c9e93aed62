package speakeasy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/bitset"
)

// The golden positions: version-2 files that must keep decoding, so saved
// games survive releases. `go test -run TestGoldenPosition -update`
// rewrites them (only when the format's version changes).

var positionFiles = []string{"testdata/position-v2.json", "testdata/position-v2-view.json"}

// goldenPosition is a two-player position in Act 1 with decisions pending.
func goldenPosition(t *testing.T) State {
	states, _, err := gametest.Trajectory(Rules, []byte(`{"players":2}`), 21, 5000)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range states[40:] {
		if s.g.SP >= 2 && s.g.Pend.Group >= 0 {
			return s
		}
	}
	t.Fatal("no position with a building pending")
	return State{}
}

func TestGoldenPositionKeepsDecoding(t *testing.T) {
	if updating() {
		s := goldenPosition(t)
		for i, v := range []State{s, View(s, 1)} {
			b, _ := json.Marshal(v)
			if err := os.WriteFile(positionFiles[i], append(indentPosition(b), '\n'),
				0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, path := range positionFiles {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var s State
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatalf("%s no longer decodes: %v", path, err)
		}
		again, _ := json.Marshal(s)
		if !bytes.Equal(append(indentPosition(again), '\n'), b) {
			t.Fatalf("%s decodes to a different position", path)
		}
		if s.IsView() {
			s = Determinize(s, s.Viewer(), core.NewRNG(1))
		}
		if end, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(2), 5000); err != nil ||
			!Over(end) {
			t.Fatalf("%s does not play out: %v", path, err)
		}
	}
}

func updating() bool {
	for _, a := range os.Args {
		if a == "-update" || a == "-test.update" || strings.HasPrefix(a, "-update=") ||
			strings.HasPrefix(a, "-test.update=") {
			return true
		}
	}
	return false
}

// indentPosition lays a position out for reading: every object or list
// that fits in 96 columns stays on one line, the others get one entry per
// line; keys keep the encoder's order.
func indentPosition(b []byte) []byte {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	v, err := readNode(d)
	if err != nil {
		return b
	}
	var out bytes.Buffer
	v.write(&out, "", 0)
	return out.Bytes()
}

// node is a JSON value with its object keys in order.
type node struct {
	delim byte // '{', '[' or 0 for a scalar
	keys  []string
	elems []node
	raw   string
}

func readNode(d *json.Decoder) (node, error) {
	tok, err := d.Token()
	if err != nil {
		return node{}, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := node{delim: byte(t)}
		for d.More() {
			if n.delim == '{' {
				k, err := d.Token()
				if err != nil {
					return n, err
				}
				n.keys = append(n.keys, k.(string))
			}
			e, err := readNode(d)
			if err != nil {
				return n, err
			}
			n.elems = append(n.elems, e)
		}
		_, err := d.Token()
		return n, err
	default:
		raw, _ := json.Marshal(t)
		return node{raw: string(raw)}, nil
	}
}

// flat is the node on one line.
func (n node) flat() string {
	if n.delim == 0 {
		return n.raw
	}
	var parts []string
	for i, e := range n.elems {
		if n.delim == '{' {
			k, _ := json.Marshal(n.keys[i])
			parts = append(parts, string(k)+": "+e.flat())
		} else {
			parts = append(parts, e.flat())
		}
	}
	end := "]"
	if n.delim == '{' {
		end = "}"
	}
	return string(n.delim) + strings.Join(parts, ", ") + end
}

func (n node) write(out *bytes.Buffer, indent string, used int) {
	if f := n.flat(); n.delim == 0 || len(indent)+used+len(f) <= 96 {
		out.WriteString(f)
		return
	}
	out.WriteByte(n.delim)
	out.WriteByte('\n')
	for i, e := range n.elems {
		out.WriteString(indent + "  ")
		w := 0
		if n.delim == '{' {
			k, _ := json.Marshal(n.keys[i])
			out.Write(k)
			out.WriteString(": ")
			w = len(k) + 2
		}
		e.write(out, indent+"  ", w)
		if i < len(n.elems)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString(indent)
	if n.delim == '{' {
		out.WriteByte('}')
	} else {
		out.WriteByte(']')
	}
}

func TestStateJSONNamesTheGameAndItsVersion(t *testing.T) {
	s := goldenPosition(t)
	for _, v := range []State{s, View(s, 0), View(s, core.NoPlayer)} {
		var head struct {
			Game    string  `json:"game"`
			Version int     `json:"version"`
			View    *string `json:"view"`
		}
		b, _ := json.Marshal(v)
		if err := json.Unmarshal(b, &head); err != nil || head.Game != "speakeasy" ||
			head.Version != 2 {
			t.Fatalf("head %+v, %v", head, err)
		}
		if (head.View != nil) != v.IsView() {
			t.Fatal("a View's JSON must carry \"view\", a full state's must not")
		}
		if v.IsView() &&
			*head.View != map[bool]string{true: "P0", false: "spectator"}[v.Viewer() == 0] {
			t.Fatalf("view %q", *head.View)
		}
	}
}

// refusedEdit applies a textual edit to a position's JSON and wants the
// decoder to refuse the result with ErrBadState naming want.
func refusedEdit(t *testing.T, b []byte, from, to, want string) {
	t.Helper()
	if !bytes.Contains(b, []byte(from)) {
		t.Fatalf("%q is not in the position", from)
	}
	bad := bytes.Replace(b, []byte(from), []byte(to), 1)
	var s State
	err := json.Unmarshal(bad, &s)
	if !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), want) {
		t.Fatalf("%q -> %q: %v, want ErrBadState containing %q", from, to, err, want)
	}
	if code := lawCode(err); code == 0 {
		t.Fatalf("%q -> %q: %#v carries no law's code of Reasons", from, to, err)
	}
	if s.g.N != 0 {
		t.Fatal("a refused decode changed the target")
	}
}

func TestDecodeRefusesWhatTheGameCouldNotReach(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	refusedEdit(t, b, `"game":"speakeasy"`, `"game":"tonytino"`, `a position of "tonytino", not of "speakeasy"`)
	refusedEdit(t, b, `"version":2`, `"version":1`, "version")
	refusedEdit(t, b, `"hand":["stills-10",`, `"hand":["hidden",`, "hidden")
	refusedEdit(t, b, `"park":["P0"]`, `"park":["P0",null]`, "park: 2 entries, want 1")
	refusedEdit(t, b, `"piles":[{"hidden":8},{"hidden":6},{"hidden":6}]`, `"piles":[{"hidden":8},{"hidden":6}]`, "piles")
	refusedEdit(t, b, `"rng":`, `"rnd":`, "unknown key")
	refusedEdit(t, b, `"cash":5,`, `"Cash":5,`, "case-sensitive")
	refusedEdit(t, b, `"cash":5,`, `"cash":5,"cash":6,`, "given twice")
	refusedEdit(t, b, `"decisions":[{"decision":"build-space"`, `"decisions":[{"decision":"build-a-tower"`, `"build-a-tower" is not a decision`)
	refusedEdit(t, b, `"decision":"build-space"`, `"decision":"build"`, `decision is "build", but the top of decisions is "build-space"`)
	refusedEdit(t, b, `"phase":"visit"`, `"phase":"end-of-turn"`, `phase is "end-of-turn", but the decisions make it "visit"`)
	refusedEdit(t, b, `"barrel_supply":20`, `"barrel_supply":21`, "barrel_supply is 21, but the rest of the position makes it 20")
	refusedEdit(t, b, `{"decision":"build-space","seat":"P1"}`, `{"decision":"build-space","seat":"P1","building":"casino","mode":"upgrade"}`,
		"decision build-space of P1: the building being placed (its group and mode, no space yet) is the one the decision names")
	v, _ := json.Marshal(View(s, 0))
	refusedEdit(t, v, `"view":"P0",`, ``, "rng")
}

func TestOversizeStateIsRefusedBeforeDecoding(t *testing.T) {
	big := append([]byte(`{"game":"speakeasy","pad":"`), bytes.Repeat([]byte("x"), core.MaxJSON)...)
	big = append(big, `"}`...)
	var s State
	if err := json.Unmarshal(big, &s); !errors.Is(err, core.ErrBadState) ||
		!strings.Contains(err.Error(), "at most") {
		t.Fatalf("oversize: %v", err)
	}
}

// TestPackageDocShowsTheGoldenPosition keeps the package doc's example
// position the golden one, so the documented example always decodes.
func TestPackageDocShowsTheGoldenPosition(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := os.ReadFile(positionFiles[0])
	if err != nil {
		t.Fatal(err)
	}
	var block strings.Builder
	for _, line := range strings.Split(strings.TrimRight(string(pos), "\n"), "\n") {
		block.WriteString("//\t" + line + "\n")
	}
	if !strings.Contains(string(doc), block.String()) {
		t.Fatal("doc.go does not show testdata/position-v2.json as its example position")
	}
}

// A position written by hand leaves out every derived fact (phase,
// decision, cash, the Family Member supply, buildings_taken, the barrel
// supply, the Crate stack, the City tile piles) and the fixed arrays that
// are empty; the decoder works each out, and the position plays on.
func TestHandWrittenPositionGetsItsDerivedFacts(t *testing.T) {
	b, err := os.ReadFile("testdata/position-hand-written.json")
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil || top["decision"] != nil {
		t.Fatalf("the hand-written position gives a top-level decision (%v)", err)
	}
	for _, key := range []string{`"phase"`, `"cash"`, `"supply"`, `"buildings_taken"`,
		`"barrel_supply"`, `"crate_stack"`, `"piles"`, `"next_turn_order"`, `"park"`} {
		if bytes.Contains(b, []byte(key)) {
			t.Fatalf("the hand-written position gives %s", key)
		}
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	g := &s.g
	switch {
	case s.Phase() != PhasePlaceCapo || ToMove(s) != 1 || s.Active() != 1:
		t.Errorf("phase %v, to move %v, active %v: want P1 placing a Capo", s.Phase(), ToMove(s), s.Active())
	case g.P[0].Cash != 17 || g.P[1].Cash != 20:
		t.Errorf("cash %d, %d: want $20 - $3 spent, $20", g.P[0].Cash, g.P[1].Cash)
	case g.P[0].FMSupply != 4 || g.P[1].FMSupply != 4:
		t.Errorf("Family Member supply %d, %d: want 6 - 2 in the VIP area", g.P[0].FMSupply, g.P[1].FMSupply)
	case g.P[0].Taken != [numGroups]int8{1, 0, 0, 0, 0, 0}:
		t.Errorf("buildings taken %v: want the Speakeasy on 7.2 from the $3 group", g.P[0].Taken)
	case g.Supply != numBarrels-16:
		t.Errorf("barrel supply %d: want 40 - 16 on the Ships", g.Supply)
	case bitset.Set(g.crateStack()).Len() != numCrates-5 || g.Crate != crateByName(t, "bartender-2"):
		t.Errorf("Crate stack %d under %d: want the 12 less the Ships' and the top", bitset.Set(g.crateStack()).Len(), g.Crate)
	case g.PileN != [3]int8{8, 7, 7}:
		t.Errorf("City tile piles %v: want the 22 tiles not on the map or the display dealt as the setup deals them", g.PileN)
	case g.Round != 0 || g.Turn != 1:
		t.Errorf("round %d turn %d", g.Round, g.Turn)
	}
	end, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(3), 5000)
	if err != nil || !Over(end) {
		t.Fatalf("the position does not play to the end: %v", err)
	}
	// Written back, every derived fact is there, and agrees.
	out, _ := json.Marshal(s)
	for _, key := range []string{`"phase":"place-capo"`, `"decision":"place-capo"`, `"cash":17`,
		`"supply":4`, `"buildings_taken":{"3-speakeasy":1}`, `"barrel_supply":24`, `"crate_stack":{"hidden":7}`,
		`"piles":[{"hidden":8},{"hidden":7},{"hidden":7}]`} {
		if !bytes.Contains(out, []byte(key)) {
			t.Errorf("the position written back lacks %s", key)
		}
	}
	var again State
	if err := json.Unmarshal(out, &again); err != nil || !again.Equal(s) {
		t.Fatalf("round trip: %v", err)
	}
	// A derived fact given wrong is refused, naming both values.
	refusedEdit(t, out, `"cash":17`, `"cash":18`, "cash is $18, but the ledger makes it $17")
	refusedEdit(t, out, `"supply":4`, `"supply":5`, "family_members.supply is 5, but 2 of 6 Family Members are elsewhere")
	refusedEdit(t, out, `"crate_stack":{"hidden":7}`, `"crate_stack":{"hidden":6}`, "crate_stack is 6, but the rest of the position makes it 7")
	refusedEdit(t, out, `"piles":[{"hidden":8},{"hidden":7},{"hidden":7}]`, `"piles":[{"hidden":8},{"hidden":7},{"hidden":6}]`, "city_tiles.piles hold 21 tiles, but 22 City tiles are not elsewhere")
	refusedEdit(t, out, `"rng":{`, `"rng":{},"x":{`, "unknown key")
}

// crateByName is the Crate of that id.
func crateByName(t *testing.T, name string) int8 {
	t.Helper()
	for c := int8(0); c < numCrates; c++ {
		if crateName(c) == name {
			return c
		}
	}
	t.Fatalf("no Crate %q", name)
	return -1
}

// A full state's rng is its chance to come: left out or empty ({}), the
// position is refused (it could not play on, nor write itself back).
func TestFullStateNeedsItsRNG(t *testing.T) {
	b, _ := json.Marshal(goldenPosition(t))
	i := bytes.Index(b, []byte(`,"rng":`))
	refusedEdit(t, b, string(b[i:]), `,"rng":{}}`, "a full state needs its rng")
	refusedEdit(t, b, string(b[i:]), `}`, "a full state needs its rng")
}

// The package doc shows the hand-written position as it is on file.
func TestPackageDocShowsTheHandWrittenPosition(t *testing.T) {
	doc, _ := os.ReadFile("doc.go")
	pos, err := os.ReadFile("testdata/position-hand-written.json")
	if err != nil {
		t.Fatal(err)
	}
	var block strings.Builder
	for _, line := range strings.Split(strings.TrimRight(string(pos), "\n"), "\n") {
		block.WriteString("//\t" + line + "\n")
	}
	if !strings.Contains(string(doc), block.String()) {
		t.Fatal("doc.go does not show testdata/position-hand-written.json")
	}
}

// lawCode is the code of Reasons a decoding refusal carries (0 if none): a
// *core.RuleError of ErrBadState whose Code names one of the position's
// laws.
func lawCode(err error) core.ReasonCode {
	var re *core.RuleError
	if !errors.As(err, &re) || re.Kind != core.ErrBadState {
		return 0
	}
	for c := lawPositionJSON; c < numReasons; c++ {
		if Reasons.Texts[c].Name == re.Code {
			return c
		}
	}
	return 0
}

// Every law of a decoded position is a code of Reasons, a bad state, and a
// refusal carries its law's code with the words the table gives it.
func TestDecodingRefusalsCarryTheLawsCode(t *testing.T) {
	for c := lawPositionJSON; c < numReasons; c++ {
		if Reasons.Texts[c].Kind != core.ErrBadState {
			t.Errorf("position law %q is not a bad state", Reasons.Texts[c].Name)
		}
	}
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	for _, c := range []struct{ from, to, code string }{
		{`"version":2`, `"version":1`, "other-version"},
		{`"game":"speakeasy"`, `"game":"tonytino"`, "other-game"},
		{`"rng":`, `"rnd":`, "position-json"},
		{`"barrel_supply":20`, `"barrel_supply":21`, "derived-fact-disagrees"},
		{`"phase":"visit"`, `"phase":"end-of-turn"`, "phase-decisions-make"},
		{`"decision":"build-space"`, `"decision":"build"`, "decision-top-decisions"},
		{`"park":["P0"]`, `"park":["P0",null]`, "entries-want"},
		{`{"decision":"build-space","seat":"P1"}`, `{"decision":"build-space","seat":"P1","building":"casino","mode":"upgrade"}`, "build-space-not-the-building"},
	} {
		var got State
		err := json.Unmarshal(bytes.Replace(b, []byte(c.from), []byte(c.to), 1), &got)
		var re *core.RuleError
		if !errors.As(err, &re) || re.Code != c.code || lawCode(err) == 0 {
			t.Errorf("%q -> %q: %v, want law %q", c.from, c.to, err, c.code)
		}
	}
}

// TestACrateStackWithoutItsTopIsRefused: crate_stack_top left out means no
// Crate is face up on the stack, which the game reaches only once every
// Crate is on a Ship or kept (the stack turns its next Crate up as soon as
// its top is won); with Crates still under it, the position is refused.
func TestACrateStackWithoutItsTopIsRefused(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	top := regexp.MustCompile(`"crate_stack_top":"[a-z]+-[0-9]",`).Find(b)
	if top == nil {
		t.Fatal("the golden position has no crate_stack_top")
	}
	b = bytes.Replace(b, top, nil, 1)
	refusedEdit(t, b, `"crate_stack":{"hidden":7},`, ``, "no crate_stack_top, but 8 Crates are neither on a Ship nor kept")
}

// TestADistrictNamesItsSpaces: a district's spaces are given by name, in
// any order, those left out empty; a space of another district or given
// twice is refused, naming the district's spaces.
func TestADistrictNamesItsSpaces(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	refusedEdit(t, b, `{"space":"7.1"`, `{"space":"8.1"`, `district 7 has spaces 7.1, 7.2 and 7.3, not "8.1"`)
	refusedEdit(t, b, `{"space":"7.2"}`, `{"space":"7.1"}`, `district 7: space 7.1 is given twice`)
	var back State
	short := bytes.Replace(b, []byte(`,{"space":"7.2"},{"space":"7.3"}`), nil, 1)
	if bytes.Equal(short, b) {
		t.Fatal("district 7's empty spaces are not in the position")
	}
	if err := json.Unmarshal(short, &back); err != nil || !back.Equal(s) {
		t.Fatalf("district 7 with its empty spaces left out: %v", err)
	}
	swapped := bytes.Replace(b, []byte(`{"space":"7.2"},{"space":"7.3"}`), []byte(`{"space":"7.3"},{"space":"7.2"}`), 1)
	if err := json.Unmarshal(swapped, &back); err != nil || !back.Equal(s) {
		t.Fatalf("district 7's spaces in another order: %v", err)
	}
}

// TestFaceDownPilesAreHidden: a face-down pile is written {"hidden": n}
// (the Crates under the stack's top, the City tile piles); a position
// that writes a bare number, as positions did before, still decodes to the
// same state.
func TestFaceDownPilesAreHidden(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	for _, key := range []string{`"crate_stack":{"hidden":7}`, `"piles":[{"hidden":8},{"hidden":6},{"hidden":6}]`} {
		if !bytes.Contains(b, []byte(key)) {
			t.Errorf("the position lacks %s", key)
		}
	}
	old, err := os.ReadFile("testdata/position-v2-bare-piles.json")
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(old, &back); err != nil || !back.Equal(s) {
		t.Fatalf("a position with bare pile sizes: %v", err)
	}
	for _, bad := range []string{`{"hidden":-1}`, `{"hidden":7,"x":1}`, `{}`, `"7"`} {
		edit := bytes.Replace(b, []byte(`{"hidden":7}`), []byte(bad), 1)
		if err := json.Unmarshal(edit, &back); err == nil {
			t.Errorf("crate_stack %s is read", bad)
		}
	}
}

// TestTheBuildingIsWrittenOnce: the building being placed (its group and
// mode) is written once, in "building", not again in the build-space
// decision; a position that repeats them there (as positions did before)
// still decodes to the same state, and must agree.
func TestTheBuildingIsWrittenOnce(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	if !bytes.Contains(b, []byte(`{"decision":"build-space","seat":"P1"}`)) ||
		!bytes.Contains(b, []byte(`"building":{"building":"casino","mode":"open"}`)) {
		t.Fatalf("the building is not written once: %s", b)
	}
	old := bytes.Replace(b, []byte(`{"decision":"build-space","seat":"P1"}`),
		[]byte(`{"decision":"build-space","seat":"P1","building":"casino","mode":"open"}`), 1)
	var back State
	if err := json.Unmarshal(old, &back); err != nil || !back.Equal(s) {
		t.Fatalf("the building repeated in its decision: %v", err)
	}
}

// TestDistrictsAreGivenByNumber: the districts are given by number, in any
// order, each once; one left out has nothing on it and no invasion
// announced, or is blocked where the board blocks it for 1-2 players (the
// hand-written position, two players, leaves its five blocked ones out).
func TestDistrictsAreGivenByNumber(t *testing.T) {
	b, err := os.ReadFile("testdata/position-hand-written.json")
	if err != nil {
		t.Fatal(err)
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	for _, d := range []District{1, 4, 7, 10, 13} {
		if !s.Blocked(d) {
			t.Errorf("district %v left out is not blocked", d)
		}
	}
	two := []byte(`{"district": "2", "invasion": "blocked"},`)
	given := bytes.Replace(b, []byte(`"districts": [`), append([]byte(`"districts": [`), two...), 1)
	var back State
	if err := json.Unmarshal(given, &back); err != nil || !back.Equal(s) {
		t.Fatalf("a blocked district given, out of order: %v", err)
	}
	twice := bytes.Replace(given, []byte(`"districts": [`), append([]byte(`"districts": [`), two...), 1)
	if err := json.Unmarshal(twice, &back); err == nil || !strings.Contains(err.Error(), "district 2 is given twice") {
		t.Fatalf("district 2 given twice: %v", err)
	}
}

// rounds_done is derived: left out, the decoder works it out from the
// Capos out (the first seat's in the turn order, less its Capo of this
// round once placed), so every position of a game, its rounds_done left
// out, decodes to the same position; given, it must agree with the Capos
// out, or the position is refused naming the seat whose Capos disagree.
func TestRoundsDoneLeftOutIsDerivedFromTheCaposOut(t *testing.T) {
	roundsDone := regexp.MustCompile(`"rounds_done":\d+,`)
	rounds := map[int8]bool{}
	for _, cfg := range []string{`{"players":1}`, `{"players":2}`, `{"players":4}`} {
		states, _, err := gametest.Trajectory(Rules, []byte(cfg), 3, 5000)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(states); i += 7 {
			for _, s := range []State{states[i], View(states[i], 0)} {
				b, _ := json.Marshal(s)
				var back State
				if err := json.Unmarshal(roundsDone.ReplaceAll(b, nil), &back); err != nil {
					t.Fatalf("%s, move %d, rounds_done left out: %v", cfg, i, err)
				}
				if again, _ := json.Marshal(back); !bytes.Equal(again, b) {
					t.Fatalf("%s, move %d: rounds_done left out decodes to another position", cfg, i)
				}
				rounds[s.g.Round] = true
			}
		}
	}
	if !rounds[0] || !rounds[2] {
		t.Fatalf("rounds done met %v: the test no longer reaches the rounds it checks", rounds)
	}
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	wrong := regexp.MustCompile(`"act":(\d),`).ReplaceAll(roundsDone.ReplaceAll(b, nil),
		[]byte(fmt.Sprintf(`"act":$1,"rounds_done":%d,`, max(s.g.Round-1, 1-s.g.Round))))
	refusedWithLaw(t, wrong, lawHasCaposOutRoundsDone, "Capos out, but the rounds done and the turn order make it")
}

// The decoder's own laws, each refused with its code: a view of a seat the
// game has not, an empty rng, a key the position needs left out, a
// decision without an argument its kind needs or with one it has not, a
// card listed twice, a seat's trucks neither left out nor two.
func TestDecoderLawsRefuseWithTheirCode(t *testing.T) {
	s := goldenPosition(t)
	b, _ := json.Marshal(s)
	v, _ := json.Marshal(View(s, 0))
	for _, c := range []struct {
		law      core.ReasonCode
		pos      []byte
		from, to string
	}{
		{lawViewSeat, v, `"view":"P0"`, `"view":"P3"`},
		{lawEmptyRNG, b, string(regexp.MustCompile(`"rng":\{[^}]*\}`).Find(b)), `"rng":{}`},
		{lawNeeds, b, `"ship":"B","port":"port-2",`, `"ship":"B",`},
		{lawNeeds, b, `{"decision":"build-space","seat":"P1"}`, `{"decision":"build-space"}`},
		{lawDecisionNeeds, b, `"seat":"P1","location":"city-planning-office","left":1`, `"seat":"P1","left":1`},
		{lawDecisionHasNo, b, `{"decision":"play-operations","seat":"P1"}`, `{"decision":"play-operations","seat":"P1","goons":2}`},
		{lawSeatListedTwice, b, `"hand":["stills-10",`, `"hand":["stills-10","stills-10",`},
		{lawTrucksWant, b, `"trucks":[{"district":"10"},{"district":"13"}]`, `"trucks":[{"district":"10"}]`},
		{lawSeatPlayers, b, `"turn_order":["P0","P1"]`, `"turn_order":["P0","P3"]`},
		{lawNoSuchDecision, b, `{"decision":"play-operations","seat":"P1"}`, `{"decision":"over","seat":"P1"}`},
	} {
		t.Run(Reasons.Texts[c.law].Name, func(t *testing.T) {
			edited := bytes.Replace(c.pos, []byte(c.from), []byte(c.to), 1)
			if bytes.Equal(edited, c.pos) {
				t.Fatalf("%q is not in the position", c.from)
			}
			var got State
			err := json.Unmarshal(edited, &got)
			if !errors.Is(err, core.ErrBadState) || lawCode(err) != c.law {
				t.Fatalf("%q -> %q: %v, want law %q", c.from, c.to, err, Reasons.Texts[c.law].Name)
			}
		})
	}
}
