package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"

	"pgregory.net/rapid"

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
		var buf []M
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
			if _, err = randomStep(g, &s, &buf, &rng); err != nil {
				f.Fatal(err)
			}
		}
	}
}

// FuzzState is the body of a fuzz target for decoding a State from JSON:
// any bytes either are refused with ErrBadState, leaving the target state
// untouched, or decode to a state that re-encodes to itself, satisfies
// invariant (nil: not checked; a View's JSON decodes too, so the invariant
// must accept views) and on which Legal, Apply of every legal move
// (without changing its input), View, Determinize and Result run without a
// panic.
//
// o, at most one, is the game's harness Options (the same value its
// TestHarness passes to Run); its Pending decides which v2 laws the body
// checks, exactly as in Run, and its MaxMoves bounds a playout (default
// 2000). When invariant is nil, o's Invariant is used. With o, unless
// pending:
//
//   - FuzzPlayout: a decoded full state (its JSON has no "view" key) plays
//     out with random legal moves to Over without an error;
//   - ViewState: on a decoded View, Apply refuses every legal move with
//     ErrBadState (instead of playing it);
//   - Oversize: input over core.MaxJSON is refused with ErrBadState before
//     anything is allocated for it; the first call also builds such input
//     from a real state, since a fuzzer seldom grows input that far.
//
// Without o the body checks the v1 contract only, as if every v2 law were
// pending; a game ported to v2 passes its Options:
//
//	f.Fuzz(gametest.FuzzState(Rules, nil, harnessOptions))
func FuzzState[S any, M core.Move](g core.Game[S, M], invariant func(S) error, o ...Options[S, M]) func(*testing.T, []byte) {
	opt, v2 := fuzzOptions(o)
	if invariant == nil {
		invariant = opt.Invariant
	}
	var once sync.Once
	return func(t *testing.T, b []byte) {
		t.Helper()
		if v2 && opt.checks(Oversize) {
			once.Do(func() { checkOversize(fuzzTB(t), g, nil) })
		}
		fuzzState(fuzzTB(t), g, opt, invariant, b)
	}
}

// fuzzOptions returns the Options a fuzz helper was given, with defaults,
// and whether it was given any; without, every v2 law is pending.
func fuzzOptions[S any, M core.Move](o []Options[S, M]) (Options[S, M], bool) {
	if len(o) == 0 {
		return Options[S, M]{Pending: AllLaws, MaxMoves: 2000}, false
	}
	opt := o[0]
	if opt.MaxMoves <= 0 {
		opt.MaxMoves = 2000
	}
	return opt, true
}

func fuzzState[S any, M core.Move](tb rapid.TB, g core.Game[S, M], o Options[S, M], invariant func(S) error, b []byte) {
	tb.Helper()
	s, err := g.New(nil, 1)
	if err != nil {
		tb.Fatalf("New(nil, 1): %v", err)
		return
	}
	before, _ := json.Marshal(s)
	if len(b) > core.MaxJSON && o.checks(Oversize) {
		if err := refusesOversize[S](b); err != nil {
			tb.Fatalf("%v (law %s)", err, Oversize)
		}
		return
	}
	if err := json.Unmarshal(b, &s); err != nil {
		var syntax *json.SyntaxError // malformed JSON never reaches UnmarshalJSON
		if !errors.Is(err, core.ErrBadState) && !errors.As(err, &syntax) {
			tb.Fatalf("refused with %v, want an ErrBadState error", err)
			return
		}
		if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
			tb.Fatalf("a refused decode changed the target state")
		}
		return
	}
	if invariant != nil {
		if err := invariant(s); err != nil {
			tb.Fatalf("decoded a state that breaks a law: %v", err)
			return
		}
	}
	again, err := json.Marshal(s)
	if err != nil {
		tb.Fatalf("json.Marshal of a decoded state: %v", err)
		return
	}
	var back S
	if err := json.Unmarshal(again, &back); err != nil {
		tb.Fatalf("re-decode: %v", err)
		return
	}
	if d := Diff(s, back); d != "" {
		tb.Fatalf("re-decode differs:\n%s", d)
		return
	}
	keys, _ := topLevel(again)
	isView := slices.Contains(keys, "view")
	for _, m := range g.Legal(s) {
		_, _, err := g.Apply(s, m)
		switch {
		case isView && o.checks(ViewState):
			if !errors.Is(err, core.ErrBadState) {
				tb.Fatalf("Apply(%q) on a decoded View: %v, want an ErrBadState error (law %s)", m, err, ViewState)
				return
			}
		case err != nil:
			tb.Fatalf("legal %q refused: %v", m, err)
			return
		}
	}
	if after, _ := json.Marshal(s); !bytes.Equal(again, after) {
		tb.Fatalf("Apply changed its input")
		return
	}
	for p := core.NoPlayer; int(p) < g.NumPlayers(s); p++ {
		_ = g.View(s, p)
		_ = g.Determinize(s, p, core.NewRNG(1))
	}
	_ = g.Result(s)
	if isView || !o.checks(FuzzPlayout) {
		return
	}
	end, n, err := RandomPlayout(g, s, core.NewRNG(uint64(len(b))), o.MaxMoves)
	if err != nil {
		tb.Fatalf("a decoded state does not play out: %v, after %d random moves (law %s): %.300s", err, n, FuzzPlayout, again)
		return
	}
	if invariant != nil {
		if err := invariant(end); err != nil {
			tb.Fatalf("a decoded state played out to one that breaks a law: %v (law %s)", err, FuzzPlayout)
		}
	}
}

// FuzzNotation is the body of a fuzz target for ParseMove: any text either
// is refused with ErrBadNotation or parses to a move whose String parses
// back to the same move. With o (the game's harness Options, as for
// FuzzState) and MoveJSON not pending, the move's JSON is also the JSON
// string of its notation and decodes back to it; with CanonicalNotation
// not pending, text that parses is the move's notation itself. Use it as
// f.Fuzz(gametest.FuzzNotation(Rules, harnessOptions)).
func FuzzNotation[S any, M core.Move](g core.Game[S, M], o ...Options[S, M]) func(*testing.T, string) {
	opt, _ := fuzzOptions(o)
	return func(t *testing.T, text string) {
		t.Helper()
		fuzzNotation(fuzzTB(t), g, opt, text)
	}
}

func fuzzNotation[S any, M core.Move](tb rapid.TB, g core.Game[S, M], o Options[S, M], text string) {
	tb.Helper()
	m, err := g.ParseMove(text)
	if err != nil {
		if !errors.Is(err, core.ErrBadNotation) {
			tb.Fatalf("%q refused with %v, want an ErrBadNotation error", text, err)
		}
		return
	}
	back, err := g.ParseMove(m.String())
	if err != nil || back != m {
		tb.Fatalf("%q -> %q -> %v, %v", text, m.String(), back, err)
		return
	}
	if o.checks(CanonicalNotation) && m.String() != text {
		tb.Fatalf("ParseMove(%q) reads %q: only the notation String writes reads (law %s)", text, m.String(), CanonicalNotation)
		return
	}
	if !o.checks(MoveJSON) {
		return
	}
	got, err1 := json.Marshal(m)
	want, _ := json.Marshal(m.String())
	if err1 != nil || !bytes.Equal(got, want) {
		tb.Fatalf("Move JSON of %q is %s (%v), want its notation as a JSON string, %s (law %s)", m, got, err1, want, MoveJSON)
		return
	}
	var mb M
	if err := json.Unmarshal(got, &mb); err != nil || mb != m {
		tb.Fatalf("Move JSON %s decodes to %v, %v, want %q (law %s)", got, mb, err, m, MoveJSON)
	}
}
