package tonytino

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// FuzzParseMove: any text either parses to a move that prints back to the
// same move, or is an ErrBadNotation error; never a panic.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P0 play step-up", "P1 discard police-raid", "P1 pass", "P0 raid", "P0 target C4",
		"P0 place 2 C4", "P1 place 0 f6", "P1 racket H3", "P0 racket V7", "P0  play\tluck", "P2 pass", "P0 place 9 Z9", ""} {
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
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %q -> %+v, %v", text, m.String(), back, err)
		}
		if !m.wellFormed() {
			t.Fatalf("%q parsed to a malformed move %+v", text, m)
		}
	})
}

// FuzzStateJSON: any bytes either decode to a position that passes Check,
// encodes back to itself, and on which Legal, View, Determinize and String
// work without a panic, and which random play takes to the end (a View
// after Determinize; Apply refuses the View itself), or are an error that
// leaves the target untouched.
func FuzzStateJSON(f *testing.F) {
	s, _ := New(Config{}, 1)
	r := core.NewRNG(2)
	for i := 0; i < 60 && !Over(s); i++ {
		if i%6 == 0 {
			b, _ := json.Marshal(s)
			f.Add(b)
			v, _ := json.Marshal(View(s, core.Player(i%2)))
			f.Add(v)
		}
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		s, _, _ = Apply(s, l[k])
	}
	golden, _ := os.ReadFile("testdata/position-v2.json")
	f.Add(golden)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"game":"tonytino","version":1,"board":[]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		s.decision = DecisionRaidWindow // a sentinel: a refused decode must leave it
		if err := json.Unmarshal(b, &s); err != nil {
			if s.decision != DecisionRaidWindow || s.active != 0 {
				t.Fatal("a refused decode changed the state")
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
		if err := json.Unmarshal(again, &back); err != nil || back != s {
			t.Fatalf("re-decode: %v", err)
		}
		_ = s.String()
		_ = Prompt(s)
		for _, m := range Legal(s) {
			_ = Describe(s, m)
		}
		for _, p := range []core.Player{0, 1, core.NoPlayer} {
			_ = View(s, p).String()
		}
		if s.IsView() {
			if l := Legal(s); len(l) > 0 {
				if _, _, err := Apply(s, l[0]); !errors.Is(err, core.ErrBadState) {
					t.Fatalf("Apply on a view: %v, want ErrBadState", err)
				}
			}
			s = Determinize(s, s.Viewer(), core.NewRNG(1))
			if err := s.Check(); err != nil {
				t.Fatalf("determinized a view into a state that breaks a law: %v", err)
			}
		}
		playOut(t, s, core.NewRNG(3))
	})
}

// playOut plays random legal moves from s to the end, failing on any
// refused move, broken law or a game that does not end.
func playOut(t *testing.T, s State, r core.RNG) {
	t.Helper()
	for i := 0; !Over(s); i++ {
		l := Legal(s)
		if len(l) == 0 || i > 400 {
			t.Fatalf("stuck after %d moves:\n%v", i, s)
		}
		var k int
		k, r = r.IntN(len(l))
		next, _, err := Apply(s, l[k])
		if err != nil {
			t.Fatalf("legal %q refused after %d moves: %v", l[k], i, err)
		}
		if err := next.Check(); err != nil {
			t.Fatalf("after %q: %v", l[k], err)
		}
		s = next
	}
}

// FuzzHarnessState is the harness's own fuzz body on State JSON, with its
// laws: a decoded full state plays out, Apply refuses a decoded View,
// oversize input is refused before allocating.
func FuzzHarnessState(f *testing.F) {
	golden, _ := os.ReadFile("testdata/position-v2.json")
	f.Add(golden)
	s, _ := New(Config{RacketDraft: true}, 4)
	b, _ := json.Marshal(s)
	f.Add(b)
	v, _ := json.Marshal(View(s, 1))
	f.Add(v)
	f.Fuzz(gametest.FuzzState(Rules, State.Check, harnessOptions))
}

// FuzzHarnessNotation is the harness's fuzz body on move notation.
func FuzzHarnessNotation(f *testing.F) {
	for _, m := range []string{"P0 play stool-pigeon", "P1 raid", "P0 place 3 F6", "P1 racket H6", "P0 target a1"} {
		f.Add(m)
	}
	f.Fuzz(gametest.FuzzNotation(Rules))
}

// FuzzPlay drives a game with fuzzed choices: each byte picks a legal move,
// or (high bit set) throws a move built from the byte at Apply, which must
// refuse it without touching the state unless it happens to be legal. Every
// state keeps the conservation laws and survives JSON.
func FuzzPlay(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 0x80, 0xff, 7, 9})
	f.Add(uint64(7), []byte("the quick brown fox jumps over the lazy dog, twice over"))
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		s, err := New(Config{StoolPigeonX3: seed&1 == 1, PublicDiscards: seed&2 == 2, RacketDraft: seed&4 == 4}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range choices {
			if Over(s) {
				break
			}
			l := Legal(s)
			if c&0x80 == 0 {
				s, _, err = Apply(s, l[int(c)%len(l)])
				if err != nil {
					t.Fatalf("legal move refused: %v", err)
				}
			} else {
				m := Move{By: core.Player(c & 1), Kind: MoveKind(c >> 1 & 7), Card: Card(c >> 2 & 7), Tile: Tile(c >> 3 & 3), Corner: Corner(c & 0x3f), Street: Street(c >> 2 & 15)}
				legal := false
				for _, x := range l {
					legal = legal || x == m
				}
				next, _, err := Apply(s, m)
				if legal != (err == nil) {
					t.Fatalf("%+v: legal %v, error %v", m, legal, err)
				}
				if err != nil && next != s {
					t.Fatalf("%+v refused but the state changed", m)
				}
				s = next
			}
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		}
		b, _ := json.Marshal(s)
		var back State
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Fatalf("JSON round trip: %v", err)
		}
	})
}

// FuzzEventJSON: any bytes either decode to an event that prints and
// encodes back to itself, or are an error; never a panic.
func FuzzEventJSON(f *testing.F) {
	f.Add([]byte(`{"kind":"racket-won","player":"P1","street":"H3","racket":"30k","sums":[4,7],"to":"everyone"}`))
	f.Add([]byte(`{"kind":"racket-discarded","street":"V1","racket":"$10k","sums":[3,3],"to":"P1"}`))
	f.Add([]byte(`{"kind":"tile-placed","player":"P0","corner":"C4","tile":"2","token":"5","to":"everyone"}`))
	f.Add([]byte(`{"kind":"card-drawn","player":"P1","card":"hidden","to":"all but P1"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var e Event
		if err := json.Unmarshal(b, &e); err != nil {
			return
		}
		_ = e.String()
		_ = e.Audience()
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
		var back Event
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("%s: %v", again, err)
		}
		if _, err := json.Marshal(back); err != nil {
			t.Fatal(err)
		}
	})
}
