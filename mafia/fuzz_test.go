package mafia

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// FuzzParseMove: any text either parses to a move that prints back to a
// string parsing to the same move, or is refused with ErrBadNotation.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P1 home red PAL", "P0 pass", "P1 move R.B die-1 to CAT by air", "P2 move N.P1 sum to ENN facing S",
		"P0 play helicopter-operation -2 +1", "P1 play government-protection N.P1", "P0 play anti-mafia-operation SST", "P0 detain O.B with lair",
		"P0 arrest R.P2", "P0 convert N.B", "P1 shoot R.P1 at sisde", "P3 discard your-wife-cheats-on-you", "P2 resist", "P9 x", "", "P1 move"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, core.ErrBadNotation) {
				t.Fatalf("%q: %v is not ErrBadNotation", text, err)
			}
			return
		}
		m2, err := ParseMove(m.String())
		if err != nil || m2 != m {
			t.Fatalf("%q → %q → %+v, %v", text, m.String(), m2, err)
		}
	})
}

// FuzzStateJSON: any bytes either decode to a state on which Legal, Apply
// of every legal move, View and String run without panicking, or are
// refused with ErrBadState.
func FuzzStateJSON(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3} {
		for _, players := range []int{3, 4, 5} {
			s, _ := New(Config{Players: players}, seed)
			r := core.NewRNG(seed)
			for i := 0; i < 40*int(seed) && !Over(s); i++ {
				l := Legal(s)
				var k int
				k, r = r.IntN(len(l))
				s, _, _ = Apply(s, l[k])
			}
			b, _ := json.Marshal(s)
			f.Add(b)
			v, _ := json.Marshal(View(s, 1))
			f.Add(v)
		}
	}
	var cfg Config
	if err := json.Unmarshal(customMapConfig(f, 3), &cfg); err != nil {
		f.Fatal(err)
	}
	s, _ := New(cfg, 4)
	b, _ := json.Marshal(s)
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if err := s.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, core.ErrBadState) {
				t.Fatalf("%v is not ErrBadState", err)
			}
			return
		}
		_ = s.String()
		for _, m := range Legal(s) {
			before := s
			if s.IsView() {
				if _, _, err := Apply(s, m); !errors.Is(err, core.ErrBadState) {
					t.Fatalf("Apply on a view: %v, want ErrBadState", err)
				}
				continue
			}
			if _, _, err := Apply(s, m); err != nil {
				t.Fatalf("legal %v refused: %v", m, err)
			}
			if before != s {
				t.Fatal("Apply changed its input")
			}
		}
		for p := core.Player(-1); p < core.Player(s.NumPlayers()); p++ {
			_ = View(s, p)
			_ = Determinize(s, p, core.NewRNG(1))
		}
	})
}

// FuzzPlay plays the legal moves the fuzzer picks in every variant and
// checks conservation, the JSON round trip and that views and
// determinized states stay consistent at every step.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), uint8(5), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(2), uint8(4), []byte{9, 9, 9, 9, 9, 9, 9})
	f.Add(uint64(3), uint8(3), []byte{1, 1, 1, 200, 3})
	f.Add(uint64(4), uint8(2), []byte{7, 3, 5, 2, 8, 1})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, picks []byte) {
		s, err := New(Config{Players: 2 + int(players%4), SkipEmptyWindows: players&8 != 0}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 4000 && !Over(s); i++ {
			l := Legal(s)
			if len(l) == 0 {
				t.Fatalf("no legal move in a running game:\n%s", s)
			}
			k := 0
			if len(picks) > 0 {
				k = int(picks[i%len(picks)]) + i
			}
			next, _, err := Apply(s, l[k%len(l)])
			if err != nil {
				t.Fatalf("legal %v refused: %v", l[k%len(l)], err)
			}
			s = next
			if err := s.Check(); err != nil {
				t.Fatalf("after %v: %v\n%s", l[k%len(l)], err, s)
			}
			if i%16 == 0 {
				b, _ := json.Marshal(s)
				var back State
				if err := json.Unmarshal(b, &back); err != nil || back != s {
					t.Fatalf("JSON round trip: %v", err)
				}
				p := ToMove(s)
				v := View(s, p)
				if View(Determinize(v, p, core.NewRNG(seed)), p) != v {
					t.Fatal("Determinize disagrees with the view")
				}
			}
		}
	})
}

// FuzzMapJSON: any bytes either decode to a map that passes Validate and
// starts a game, or are refused with ErrBadConfig.
func FuzzMapJSON(f *testing.F) {
	sic, _ := json.Marshal(SicilyMap())
	f.Add(sic)
	m := swappedArrows()
	m.Spaces[ENN].Airport = true
	b, _ := json.Marshal(m)
	f.Add(b)
	f.Add([]byte(`{"spaces":[],"state_city":"PAL"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var m Map
		if err := json.Unmarshal(b, &m); err != nil {
			var syn *json.SyntaxError
			if !errors.Is(err, core.ErrBadConfig) && !errors.As(err, &syn) {
				t.Fatalf("%v is not ErrBadConfig", err)
			}
			return
		}
		if err := m.Validate(); err != nil {
			t.Fatalf("decoded map fails Validate: %v", err)
		}
		s, err := New(Config{Players: 3, Map: &m}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 200 && !Over(s); i++ {
			l := Legal(s)
			if s, _, err = Apply(s, l[i%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzHarnessState is the harness's fuzz body for positions (gametest.FuzzState
// with this game's options): any bytes are refused with ErrBadState, or
// decode to a position that re-encodes to itself, keeps the conservation
// laws, and — a full state — plays out to the end; a View refuses Apply.
func FuzzHarnessState(f *testing.F) {
	for ci, cfg := range [][]byte{[]byte(`{"players":5}`), []byte(`{"players":2}`), []byte(`{"players":4}`)} {
		s, _ := Rules.New(cfg, uint64(ci))
		r := core.NewRNG(uint64(ci))
		for i := 0; i < 300 && !Over(s); i++ {
			if i%100 == 60 {
				b, _ := json.Marshal(s)
				f.Add(b)
				v, _ := json.Marshal(View(s, ToMove(s)))
				f.Add(v)
			}
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
		}
	}
	b, _ := os.ReadFile("testdata/position-v2.json")
	f.Add(b)
	f.Fuzz(gametest.FuzzState(Rules, nil, harnessOptions(f)))
}

// FuzzHarnessNotation is the harness's fuzz body for the notation: text parses
// to a move that prints back to itself, and whose JSON is that notation.
func FuzzHarnessNotation(f *testing.F) {
	for _, s := range []string{"P1 home red PAL", "P0 play helicopter-operation -2 +1", "P1 play government-protection N.P1", "P1 roll R.P1", "P1 decline", "P0 remove-control", "P0 undercover N.P2", "P1 move R.B die-1 to CAT by air"} {
		f.Add(s)
	}
	f.Fuzz(gametest.FuzzNotation(Rules))
}
