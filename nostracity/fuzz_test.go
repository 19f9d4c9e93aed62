package nostracity

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{
		"P0 pass", "P1 cash-in W03 T05 drugs", "P2 cash-in W09 red", "P0 give 10k-innocent P2",
		"P0 give first-player P1", "P0 keep", "P3 bid W01 S4", "P3 add 50k-guilty", "P1 withdraw",
		"P1 stay", "P0 keep-bid 5k 10k-innocent", "P0 title primo-capo P4", "P2 corrupt W12 tamper",
		"P2 corrupt W11 5k 5k", "P1 play torch T14", "P1 play fix 20k-guilty", "P1 play whack P0",
		"P0 rage P1", "P4 busy W20", "P0 enforce skim", "", "P9 pass", "P0 bid W21 S0",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errorsIs(err, core.ErrBadNotation) {
				t.Fatalf("%q: %v is not ErrBadNotation", text, err)
			}
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %+v -> %q -> %+v, %v", text, m, m.String(), back, err)
		}
	})
}

func FuzzStateJSON(f *testing.F) {
	off := false
	for seed := uint64(1); seed <= 4; seed++ {
		c := Config{Players: int(2 + seed)}
		if seed == 4 {
			// The HOUSE-15 and HOUSE-3 switches: a visible discard top.
			c = Config{Players: 4, DiscardTopVisible: true, ScoreTurfRespectOnEntry: &off}
		}
		s, _ := New(c, seed)
		r := core.NewRNG(seed)
		for i := 0; i < 120*int(seed) && !Over(s); i++ {
			legal := Legal(s)
			var k int
			k, r = r.IntN(len(legal))
			s, _, _ = Apply(s, legal[k])
			if i%40 == 0 {
				b, _ := json.Marshal(s)
				f.Add(b)
				b, _ = json.Marshal(View(s, 1))
				f.Add(b)
			}
		}
		b, _ := json.Marshal(s)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		if err := json.Unmarshal(data, &s); err != nil {
			var syntax *json.SyntaxError
			if !errorsIs(err, core.ErrBadState) && !errors.As(err, &syntax) {
				t.Fatalf("%v is not ErrBadState", err)
			}
			return
		}
		_ = s.String()
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Fatalf("re-decoding failed: %v", err)
		}
		for p := core.NoPlayer; int(p) < s.NumPlayers(); p++ {
			v := View(s, p)
			_ = Legal(v)
			_ = Determinize(s, p, core.NewRNG(1))
		}
		_ = Result(s)
		if s.IsView() {
			// A View lists its viewer's options, and Apply refuses it.
			for _, m := range Legal(s) {
				if _, _, err := Apply(s, m); !errorsIs(err, core.ErrBadState) {
					t.Fatalf("Apply on a View: %v, want ErrBadState", err)
				}
			}
			s = Determinize(s, s.Viewer(), core.NewRNG(2))
		}
		// A full state that decodes is one the game could reach: random
		// play takes it to the Final Verdict.
		r := core.NewRNG(3)
		for n := 0; !Over(s); n++ {
			legal := Legal(s)
			if n > 5000 || len(legal) == 0 {
				t.Fatalf("no Final Verdict after %d moves", n)
			}
			var k int
			k, r = r.IntN(len(legal))
			next, _, err := Apply(s, legal[k])
			if err != nil {
				t.Fatalf("legal %v refused: %v", legal[k], err)
			}
			s = next
		}
	})
}

// FuzzGame plays the moves the fuzzer picks (each byte chooses one of the
// legal moves, or, when odd, first tries a garbage move) and checks every
// state's conservation laws.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(7), []byte{9, 200, 13, 77, 1, 1, 1, 255, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, picks []byte) {
		score := seed&16 == 0
		s, err := New(Config{Players: 3 + int(seed%3), DiscardTopVisible: seed&8 != 0, ScoreTurfRespectOnEntry: &score}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i, b := range picks {
			if Over(s) {
				break
			}
			if b%2 == 1 {
				m := mv(int8(ToMove(s)), MoveKind(b%17), int8(b)-100, int8(i%9-2), int8(b%23-2))
				if _, _, err := Apply(s, m); err == nil {
					ok := false
					for _, l := range Legal(s) {
						ok = ok || l == m
					}
					if !ok {
						t.Fatalf("Apply accepted %v outside Legal", m)
					}
				}
			}
			legal := Legal(s)
			s, _, err = Apply(s, legal[int(b)%len(legal)])
			if err != nil {
				t.Fatal(err)
			}
			if err := validate(&s); err != nil {
				t.Fatal(err)
			}
		}
	})
}
