package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// BenchmarkPlayout plays BenchmarkRandomGame's games (the same 5-player
// start, the same random choices, so the same moves) on the in-place path
// a search bot's playout takes: Rules.PlayoutStep, the legal moves listed
// into one reused buffer and the drawn one made in place (no events, no
// copy, no second check) until Over. It allocates nothing, and
// its ns/move compares with BenchmarkRandomGame's, which applies each
// move with Apply.
func BenchmarkPlayout(b *testing.B) {
	s0, err := New(Config{Players: 5}, 7)
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]Move, 0, 256)
	r := core.NewRNG(3)
	moves := 0
	b.ReportAllocs()
	// One State for every game: passed to PlayoutStep by pointer, it
	// moves to the heap once, not once a game.
	var s State
	for b.Loop() {
		var v uint64
		v, r = r.Uint64()
		rng := core.NewRNG(v)
		s = s0
		for ok := true; ok; {
			if rng, buf, ok = Rules.PlayoutStep(&s, rng, buf); ok {
				moves++
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkMCTSIteration is one information-set MCTS iteration
// (determinize, select, expand, play out, back up) from the start of a
// default game, as the bot runs them, 200 to an op: iterations/s is the
// search speed.
func BenchmarkMCTSIteration(b *testing.B) {
	s, _ := New(Config{}, 1)
	v := View(s, ToMove(s))
	m, err := bot.NewMCTS(Rules, 1, bot.Options{Iterations: 200})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Choose(Rules, v, ToMove(s), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(200*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}
