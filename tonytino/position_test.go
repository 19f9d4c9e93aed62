package tonytino

import (
	"encoding/json"
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// goldenPosition is testdata/position-v1.json: a position of version 1
// that must keep decoding, so saved games survive releases.
func goldenPosition(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/position-v1.json")
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
		t.Fatalf("testdata/position-v1.json no longer decodes: %v", err)
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
	text := string(goldenPosition(t))
	var view []byte
	{
		var s State
		_ = json.Unmarshal([]byte(text), &s)
		view, _ = json.Marshal(View(s, 0))
	}
	for _, c := range []struct{ name, json, want string }{
		{"a hidden tile in a full state", strings.Replace(text, `"pile": ["2",`, `"pile": ["hidden",`, 1), "hidden tile in a full state"},
		{"a -1 in a pile", strings.Replace(text, `"pile": ["2",`, `"pile": [-1,`, 1), "pile"},
		{"a hidden card in a full deck", strings.Replace(text, `"deck": ["takeover",`, `"deck": ["hidden",`, 1), "hidden card in a full state"},
		{"seven rows", strings.Replace(text, `"board": [`, `"board": ["1 1 1 1 1 1",`, 1), "7 rows, not 6"},
		{"a short row", strings.Replace(text, `"4 P1:1 P1:1 6 2 6"`, `"4 P1:1 P1:1 6 2"`, 1), "row 4 has 5 corners"},
		{"no such token", strings.Replace(text, `"9 P1:0`, `"11 P1:0`, 1), "neither a token"},
		{"a token too many", strings.Replace(text, `"9 P1:0`, `"6 P1:0`, 1), "token 6 too many"},
		{"a tile from nowhere", strings.Replace(text, `"6 P0:1 P0:1`, `"P1:1 P0:1 P0:1`, 1), "12 Henchmen, the colour has 11"},
		{"a racket too many", strings.Replace(text, `"$50k"`, `"$30k"`, 1), "one $30k racket too many"},
		{"a racket out of street order", strings.Replace(text, `"street": "V1"`, `"street": "V2"`, 1), "entry 1 is not street V1"},
		{"an unknown fate", strings.Replace(text, `"at": "street"}`, `"at": "gone"}`, 1), "at \"gone\""},
		{"a key in the wrong case", strings.Replace(text, `"board"`, `"Board"`, 1), "case-sensitive"},
		{"a key twice", strings.Replace(text, `"phase": "target"`, `"phase": "target", "phase": "card"`, 1), "given twice"},
		{"an unknown key", strings.Replace(text, `"phase"`, `"stage": 1, "phase"`, 1), "unknown key"},
		{"another game", strings.Replace(text, `"tonytino"`, `"mafia"`, 1), "not of \"tonytino\""},
		{"another version", strings.Replace(text, `"version": 1`, `"version": 2`, 1), "version 2"},
		{"a first target that is no Informant", strings.Replace(text, `"first_target": "A6"`, `"first_target": "C2"`, 1), "name your Informant first; C2 holds a Henchman"},
		{"a pending card that takes no target", strings.Replace(text, `"pending": "stool-pigeon"`, `"pending": "step-up"`, 1), "takes no targets"},
		{"a hand out of order", strings.Replace(text, `"hand": ["step-up", "takeover", "police-raid"]`, `"hand": ["takeover", "step-up", "police-raid"]`, 1), "card order"},
		{"a player out of seat order", strings.Replace(text, `"seat": "P0"`, `"seat": "P1"`, 1), "entry 1 is not seat P0"},
		{"no rng", strings.Replace(text, `,
  "rng": {"pcg": "cGNnOhVAK8GeLT3+qJeL0nxvE18="}`, ``, 1), "without its \"rng\""},
		{"no phase", strings.Replace(text, `"phase": "target",`, ``, 1), "no phase"},
		{"no rules", strings.Replace(text, `"rules": {"stool_pigeon_x3": false, "public_discards": false, "racket_draft": false},`, ``, 1), "no rules"},
		{"a rule left out", strings.Replace(text, `"stool_pigeon_x3": false, `, ``, 1), "no rules"},
		{"no seat", strings.Replace(text, `"seat": "P0",
`, ``, 1), "not seat P0"},
		{"no street", strings.Replace(text, `"street": "V1", `, ``, 1), "not street V1"},
		{"no discards", strings.Replace(text, `,
      "discards": ["lucky-break"]`, ``, 1), "lacks one of"},
		{"a view that shows a deck", strings.Replace(string(view), `"deck":["hidden"`, `"deck":["takeover"`, 1), "other things than that seat's view"},
	} {
		keep := State{decision: DecisionRaid}
		err := json.Unmarshal([]byte(c.json), &keep)
		if err == nil || !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want ErrBadState saying %q", c.name, err, c.want)
		}
		if keep != (State{decision: DecisionRaid}) {
			t.Errorf("%s: a refused decode changed the state", c.name)
		}
	}
}

// Input over core.MaxJSON is refused before anything is allocated for it: a
// 19 MB board costs the decoder next to nothing.
func TestOversizePositionIsRefusedBeforeAllocating(t *testing.T) {
	b := []byte(`{"game":"tonytino","version":1,"board":["` + strings.Repeat("1 ", 19<<19) + `"]}`)
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

// Every position that decodes plays out to the end: positions of random
// games, each bent in one field (phase, active seat, flags, a board cell, a
// pending card, a first target, a hand card), either are refused or play on
// to Over without an error.
func TestEveryDecodedPositionPlaysOut(t *testing.T) {
	phases := []string{"card", "raid", "target", "place", "over", "draft"}
	cards := []string{"step-up", "stool-pigeon", "takeover", "super-crew", "double-cross", "lucky-break", "police-raid"}
	r := core.NewRNG(11)
	accepted, tried := 0, 0
	states := randomStates(t)
	step := 3
	if testing.Short() {
		step = 9
	}
	for i := 0; i < len(states); i += step {
		b, _ := json.Marshal(states[i])
		var k int
		k, r = r.IntN(8)
		var j map[string]any
		_ = json.Unmarshal(b, &j)
		switch k {
		case 0:
			var ph int
			ph, r = r.IntN(len(phases))
			j["phase"] = phases[ph]
		case 1:
			if j["active"] == "P0" {
				j["active"] = "P1"
			} else {
				j["active"] = "P0"
			}
		case 2:
			j["step_up"] = true
		case 3:
			j["extra_turn"] = true
		case 4:
			var c int
			c, r = r.IntN(len(cards))
			j["pending"] = cards[c]
		case 5:
			var c int
			c, r = r.IntN(NumCorners)
			j["first_target"] = Corner(c).String()
		case 6:
			rows := j["board"].([]any)
			var a, c int
			a, r = r.IntN(6)
			c, r = r.IntN(6)
			cells := strings.Fields(rows[a].(string))
			cells[c], cells[(c+1)%6] = cells[(c+1)%6], cells[c]
			rows[a] = strings.Join(cells, " ")
		case 7:
			players := j["players"].([]any)
			p := players[0].(map[string]any)
			if hand := p["hand"].([]any); len(hand) > 0 {
				var c int
				c, r = r.IntN(len(cards))
				hand[0] = cards[c]
			}
		}
		bent, _ := json.Marshal(j)
		tried++
		var s State
		if json.Unmarshal(bent, &s) != nil {
			continue
		}
		accepted++
		playOut(t, s, r)
	}
	t.Logf("%d of %d bent positions decode and play out", accepted, tried)
	if accepted == 0 || accepted == tried {
		t.Fatalf("%d of %d bent positions accepted: the test bends nothing", accepted, tried)
	}
}
