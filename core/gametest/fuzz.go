package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// AddStates adds to a fuzz corpus the JSON of states met along random games
// of each config (every k-th state of a game, and its View for the seat to
// move), so FuzzState mutates real positions and not only noise.
func AddStates[S any, M core.Move](f *testing.F, g core.Game[S, M], configs [][]byte, every int) {
	f.Helper()
	if every <= 0 {
		every = 10
	}
	for i, config := range configs {
		s, err := g.New(config, uint64(i+1))
		if err != nil {
			f.Fatalf("New(%s): %v", config, err)
		}
		rng := core.NewRNG(uint64(i) + 99)
		for n := 0; n < 5000 && !g.Over(s); n++ {
			if n%every == 0 {
				b, err := json.Marshal(s)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(b)
				v, _ := json.Marshal(g.View(s, g.ToMove(s)))
				f.Add(v)
			}
			legal := g.Legal(s)
			var k int
			k, rng = rng.IntN(len(legal))
			if s, _, err = g.Apply(s, legal[k]); err != nil {
				f.Fatal(err)
			}
		}
	}
}

// FuzzState is the body of a fuzz target for decoding a State from JSON:
// any bytes either are refused with ErrBadState, leaving the target state
// untouched, or decode to a state that re-encodes to itself, satisfies
// invariant (nil: not checked; a View's JSON decodes too, so the invariant
// must accept views) and on which Legal, Apply of every legal
// move (without changing its input), View, Determinize and Result run
// without a panic. Use it as f.Fuzz(gametest.FuzzState(Rules, Check)).
func FuzzState[S any, M core.Move](g core.Game[S, M], invariant func(S) error) func(*testing.T, []byte) {
	return func(t *testing.T, b []byte) {
		s, err := g.New(nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		before, _ := json.Marshal(s)
		if err := json.Unmarshal(b, &s); err != nil {
			var syntax *json.SyntaxError // malformed JSON never reaches UnmarshalJSON
			if !errors.Is(err, core.ErrBadState) && !errors.As(err, &syntax) {
				t.Fatalf("refused with %v, want an ErrBadState error", err)
			}
			if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
				t.Fatal("a refused decode changed the target state")
			}
			return
		}
		if invariant != nil {
			if err := invariant(s); err != nil {
				t.Fatalf("decoded a state that breaks a law: %v", err)
			}
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back S
		if err := json.Unmarshal(again, &back); err != nil {
			t.Fatalf("re-decode: %v", err)
		}
		if d := Diff(s, back); d != "" {
			t.Fatalf("re-decode differs:\n%s", d)
		}
		for _, m := range g.Legal(s) {
			if _, _, err := g.Apply(s, m); err != nil {
				t.Fatalf("legal %q refused: %v", m, err)
			}
		}
		if after, _ := json.Marshal(s); !bytes.Equal(again, after) {
			t.Fatal("Apply changed its input")
		}
		for p := core.NoPlayer; int(p) < g.NumPlayers(s); p++ {
			_ = g.View(s, p)
			_ = g.Determinize(s, p, core.NewRNG(1))
		}
		_ = g.Result(s)
	}
}

// FuzzNotation is the body of a fuzz target for ParseMove: any text either
// is refused with ErrBadNotation or parses to a move whose String parses
// back to the same move. Use it as f.Fuzz(gametest.FuzzNotation(Rules)).
func FuzzNotation[S any, M core.Move](g core.Game[S, M]) func(*testing.T, string) {
	return func(t *testing.T, text string) {
		m, err := g.ParseMove(text)
		if err != nil {
			if !errors.Is(err, core.ErrBadNotation) {
				t.Fatalf("%q refused with %v, want an ErrBadNotation error", text, err)
			}
			return
		}
		back, err := g.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q -> %q -> %v, %v", text, m.String(), back, err)
		}
	}
}
