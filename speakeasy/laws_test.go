package speakeasy

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// The v2 laws, checked here on the states of random games besides the
// harness (which checks them too once its v2 checks land).

// lawStates are states of random games of every seat count, every few moves.
func lawStates(t *testing.T, every int) []State {
	t.Helper()
	var out []State
	for n, cfg := range [][]byte{[]byte(`{"players":1}`), []byte(`{"players":2}`),
		[]byte(`{"players":3}`), nil} {
		states, _, err := gametest.Trajectory(Rules, cfg, uint64(n+11), 5000)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(states); i += every {
			out = append(out, states[i])
		}
	}
	return out
}

func TestZeroMoveIsNeverLegal(t *testing.T) {
	for _, s := range lawStates(t, 97) {
		if _, _, err := Apply(s, Move{By: ToMove(s)}); !errors.Is(err, core.ErrIllegalMove) {
			t.Fatalf("the zero move: %v", err)
		}
	}
}

func TestMoveJSONIsItsNotation(t *testing.T) {
	for _, s := range lawStates(t, 97) {
		for _, m := range Legal(s) {
			b, err := json.Marshal(m)
			if err != nil || string(b) != `"`+m.String()+`"` {
				t.Fatalf("%v: JSON %s, %v", m, b, err)
			}
			var back Move
			if err := json.Unmarshal(b, &back); err != nil || back != m {
				t.Fatalf("%s read back as %v, %v", b, back, err)
			}
		}
	}
}

func TestEventJSONNamesItsKindAndFields(t *testing.T) {
	for n, cfg := range [][]byte{[]byte(`{"players":1}`), nil} {
		rec, err := gametest.RandomRecord(Rules, cfg, uint64(n+3), 5000)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[EventKind]bool{}
		_, err = core.Replay(Rules, rec, func(_ int, _ Move, _ State, events []core.Event) {
			for _, e := range events {
				ev := e.(*Event)
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				var obj map[string]any
				if err := json.Unmarshal(b, &obj); err != nil {
					t.Fatal(err)
				}
				if obj["kind"] != ev.Kind.String() ||
					strings.ContainsAny(ev.Kind.String(), " _ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
					t.Fatalf("%s: kind %v", b, obj["kind"])
				}
				want := 2 // kind and to
				sc := evSchema[ev.Kind]
				if sc.player {
					want++
				}
				for _, key := range sc.keys {
					want++
					if _, ok := obj[key]; !ok && ev.Kind != EventKindGameOver {
						t.Fatalf("%s lacks %q", b, key)
					}
				}
				if ev.Kind == EventKindGameOver { // no winner, no solo target: left out
					want -= btoi(ev.Player == core.NoPlayer) + btoi(ev.Target == 0)
				}
				if len(obj) != want {
					t.Fatalf("%s: %d fields, its kind uses %d", b, len(obj), want)
				}
				seen[ev.Kind] = true
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(seen) < 20 {
			t.Fatalf("only %d event kinds met", len(seen))
		}
	}
}

func TestDescribeIsUniqueAndTheSameOnTheMoversView(t *testing.T) {
	for _, s := range lawStates(t, 13) {
		v := View(s, ToMove(s))
		seen := map[string]Move{}
		for _, m := range Legal(s) {
			d := Describe(s, m)
			if d == "" || d == m.String() {
				t.Fatalf("%v has no sentence: %q", m, d)
			}
			if o, dup := seen[d]; dup {
				t.Fatalf("%v and %v are both %q", o, m, d)
			}
			seen[d] = m
			if dv := Describe(v, m); dv != d {
				t.Fatalf("%v: %q on the state, %q on the mover's view", m, d, dv)
			}
		}
	}
}

func TestPromptIsTheSameOnTheDecidersView(t *testing.T) {
	for _, s := range lawStates(t, 13) {
		p := Prompt(s)
		if p == "" || p != Prompt(View(s, ToMove(s))) {
			t.Fatalf("prompt %q, on the view %q", p, Prompt(View(s, ToMove(s))))
		}
	}
}

func TestNewIsNewWithRNG(t *testing.T) {
	for n := 1; n <= 4; n++ {
		a, _ := New(Config{Players: n}, 9)
		b, _ := NewWithRNG(Config{Players: n}, core.NewRNG(9))
		if !a.Equal(b) {
			t.Fatal("New(cfg, seed) != NewWithRNG(cfg, NewRNG(seed))")
		}
	}
}

func TestDeterminizeDealsFromASplitAndKeepsTheRNG(t *testing.T) {
	for _, s := range lawStates(t, 53) {
		r := core.NewRNG(77)
		for _, p := range []core.Player{0, core.NoPlayer} {
			d := Determinize(View(s, p), p, r)
			if d.RNG() != r || d.IsView() {
				t.Fatal("Determinize must return a full state holding rng itself")
			}
			if err := d.Check(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestViewsRecordTheirViewerAndRefuseApply(t *testing.T) {
	for _, s := range lawStates(t, 97) {
		if s.IsView() {
			t.Fatal("a game state is a view")
		}
		v := View(s, ToMove(s))
		if !v.IsView() || v.Viewer() != ToMove(s) {
			t.Fatal("the view does not record its viewer")
		}
		if _, _, err := Apply(v, Legal(v)[0]); !errors.Is(err, core.ErrBadState) {
			t.Fatalf("Apply on a view: %v", err)
		}
	}
}

func TestAppendLegalAppendsLegal(t *testing.T) {
	for _, s := range lawStates(t, 31) {
		pre := []Move{{By: 3, Kind: MoveKindPass}}
		got := AppendLegal(pre, s)
		if len(got) != 1+len(Legal(s)) || got[0] != pre[0] {
			t.Fatal("AppendLegal does not append Legal")
		}
		for i, m := range Legal(s) {
			if got[i+1] != m {
				t.Fatal("AppendLegal differs from Legal")
			}
		}
	}
}

// candidates is a superset of the legal moves: every kind with every
// argument in range.
func candidates(s State) []Move {
	var out []Move
	by := ToMove(s)
	for k := MoveKind(1); k < numMoveKinds; k++ {
		for a := int8(-1); a < numSpaces; a++ {
			bs := []int8{0}
			switch k {
			case MoveKindPlace, MoveKindPark, MoveKindBuy:
				bs = []int8{0, 1, 2}
			case MoveKindReward:
				if a == 2 {
					bs = nil
					for b := int8(0); b < numTiles; b++ {
						bs = append(bs, b)
					}
				}
			}
			for _, b := range bs {
				out = append(out, moveOf(by, k, a, b))
			}
		}
	}
	return out
}

func TestCheckPassesExactlyForTheLegalMoves(t *testing.T) {
	for _, s := range lawStates(t, 41) {
		legal := map[Move]bool{}
		for _, m := range Legal(s) {
			legal[m] = true
		}
		for _, m := range candidates(s) {
			if err := s.g.checkMove(m); (err == nil) != legal[m] {
				t.Fatalf("%v: check says %v, Legal lists it: %v", m, err, legal[m])
			}
		}
	}
}

// TestDispatchIsTheTable: the engine's switches (the hot path, by name)
// call exactly what the decision table declares: on the states of random
// games, the table's legal lists the same moves, its check gives the same
// verdict on every candidate and its apply makes the same state.
func TestDispatchIsTheTable(t *testing.T) {
	for _, s := range lawStates(t, 7) {
		g := &s.g
		d, top := g.current()
		if g.Phase == phOver || (g.SP == 0 && g.Phase != phPlace) {
			continue
		}
		viaTable := newLister(g, nil)
		d.legal(&viaTable, g, top)
		if d.optional {
			viaTable.try(g, SkipMove(viaTable.by()))
		}
		if got := Legal(s); !slices.Equal(got, viaTable.out) {
			t.Fatalf("kind %d: the switch lists %v, the table %v", g.kind(), got, viaTable.out)
		}
		for _, m := range candidates(s) {
			if m.Kind == MoveKindSkip || d.moves&(1<<m.Kind) == 0 {
				continue
			}
			if a, b := callCheck(g.kind(), g, top, &m), d.check(g, top, &m); a != b {
				t.Fatalf("%v: the switch says %q, the table %q", m, Reasons.Text(a, m), Reasons.Text(b, m))
			}
		}
		for _, m := range Legal(s) {
			if m.Kind == MoveKindSkip {
				continue
			}
			x, y := s, s
			var bx, by evbuf
			callApply(x.g.kind(), &x.g, x.g.top(), m, &bx)
			d.apply(&y.g, y.g.top(), m, &by)
			if !x.Equal(y) {
				t.Fatalf("%v: the switch and the table apply it differently", m)
			}
		}
	}
	for k, d := range decisions {
		if automatic(int8(k)) != (d.apply == nil) {
			t.Fatalf("decision %d must be either a decision or an automatic step", k)
		}
		if d.validate == nil || d.prompt == "" {
			t.Fatalf("step %d lacks a prompt or a validate", k)
		}
		if automatic(int8(k)) {
			continue
		}
		if d.legal == nil || d.check == nil {
			t.Fatalf("decision %d lacks a piece", k)
		}
	}
}

func TestEveryOptionalDecisionSaysWhatSkippingDoes(t *testing.T) {
	for k, d := range decisions {
		if d.optional && d.skip == "" {
			t.Fatalf("decision %d is optional but Describe has no words for skipping it", k)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
