package speakeasy

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// FuzzParseMove runs the harness's generic notation body; besides: any text either parses to a move
// that prints back to the
// same move, or is an ErrBadNotation error; never a panic.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P0 place garage R", "P1 restaurant 3", "P2 park docks L",
		"P0 pass", "P3 skip",
		"P0 raise fleet", "P1 helper gin-2", "P0 family-member vip-area", "P0 family-member uptown", "P0 hire 2",
		"P0 open 3-speakeasy", "P0 upgrade casino",
		"P0 takeover nightclub", "P0 at 16.2", "P0 at 13.3", "P0 fee yes", "P0 goons 2",
		"P0 discard fleet-8", "P0 play party-4",
		"P0 sell 7.2", "P0 protect 1.1", "P0 truck 2", "P0 enter 16", "P0 drive 0", "P0 pick-up",
		"P0 buy B 2", "P0 buy E 1",
		"P0 deliver 7.2", "P0 ambush C", "P0 use P2", "P0 attack", "P0 barrel stills-area",
		"P0 do cook-books", "P0 tile private-party-4",
		"P0 cook chain-1", "P0 associate 9", "P1 reward city-tile cash-2", "P1 reward book",
		"P2 drop ledger-3", "P3 defend 2",
		"P4 pass", "P0  place\tgarage  R", "", "P00 pass", "P0 at 07.2"} {
		f.Add(s)
	}
	notation := gametest.FuzzNotation(Rules)
	f.Fuzz(func(t *testing.T, text string) {
		notation(t, text)
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, core.ErrBadNotation) {
				t.Fatalf("%q: %v is not ErrBadNotation", text, err)
			}
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %q -> %+v, %v", text, m.String(), back, err)
		}
	})
}

// FuzzStateJSON runs the harness's generic State-JSON fuzz body and then,
// more strictly: any bytes either decode to a state that passes Check,
// encodes back to itself, and on which Legal, Apply, View, Determinize and
// String work without a panic, or are an error that leaves the target
// untouched.
func FuzzStateJSON(f *testing.F) {
	for _, n := range []int{1, 2, 4} {
		s, _ := New(Config{Players: n}, 1)
		r := core.NewRNG(2)
		for i := 0; i < 400 && !Over(s); i++ {
			if i%25 == 0 {
				b, _ := json.Marshal(s)
				f.Add(b)
				v, _ := json.Marshal(View(s, core.Player(i%n)))
				f.Add(v)
			}
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
		}
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"players":2}`))
	gametest.AddStates(f, Rules, [][]byte{core.PlayersConfig(3)}, 40)
	generic := gametest.FuzzState(Rules, State.Check, harnessOptions())
	f.Fuzz(func(t *testing.T, b []byte) {
		var probe State
		if probe.UnmarshalJSON(b) != nil || !probe.IsView() {
			generic(t, b) // the generic body applies moves: full states only
		}
		var s State
		s.g.Act = 9 // a sentinel: a refused decode must leave it
		if err := s.UnmarshalJSON(b); err != nil {
			if s.g.Act != 9 || s.g.N != 0 {
				t.Fatal("a refused decode changed the state")
			}
			if !errors.Is(err, core.ErrBadState) {
				t.Fatalf("%v is not ErrBadState", err)
			}
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("decoded a state that breaks a law: %v", err)
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(again, &back); err != nil || !back.Equal(s) {
			t.Fatalf("re-decode: %v", err)
		}
		_ = s.String()
		for _, p := range []core.Player{0, 1, core.NoPlayer} {
			_ = View(s, p).String()
			_ = Determinize(s, p, core.NewRNG(1)).String()
		}
		if s.IsView() {
			if _, _, err := Apply(s, Move{By: ToMove(s), Kind: MoveKindPass}); !errors.Is(
				err,
				core.ErrBadState,
			) {
				t.Fatalf("Apply on a View: %v, want ErrBadState", err)
			}
			s = Determinize(s, s.Viewer(), core.NewRNG(3))
		}
		for _, m := range Legal(s) {
			if _, _, err := Apply(s, m); err != nil {
				t.Fatalf("legal %q refused: %v", m, err)
			}
		}
		// A full state that decodes plays out: random play reaches Over.
		end, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(4), 5000)
		if err != nil || !Over(end) {
			t.Fatalf("a decoded state does not play out: %v", err)
		}
		for k := MoveKind(1); k < numMoveKinds; k++ {
			for _, a := range []int8{-1, 0, 1, 5, 43} {
				_, _, _ = Apply(s, moveOf(ToMove(s), k, a, a))
			}
		}
		_ = Result(s)
	})
}
