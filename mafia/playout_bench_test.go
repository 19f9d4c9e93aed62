package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// BenchmarkPlayout plays the games BenchmarkRandomGame plays (the same
// start, the same random choices) on the path a search bot's playout
// takes: Rules.PlayoutStep, the legal moves listed into one reused buffer
// without copying the State and the one drawn made in place, without
// events and without a second check. It allocates nothing, and its time a
// game compares with BenchmarkRandomGame's directly; ns/move is quoted for
// both.
func BenchmarkPlayout(b *testing.B) {
	s0, _ := New(Config{AutoControlRolls: true}, 7)
	r := core.NewRNG(1)
	buf := make([]Move, 0, 64)
	moves := 0
	var s State // one State for every game, as the bot keeps its own: &s escapes through Rules
	b.ReportAllocs()
	for b.Loop() {
		s = s0
		rng, ok := r, true
		for n := 0; ok && n < 20000; n++ {
			if rng, buf, ok = Rules.PlayoutStep(&s, rng, buf); ok {
				moves++
			}
		}
		_, r = r.Uint64()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkRandomGameMoves is BenchmarkRandomGame with its moves counted
// (through Rules, Apply and its events, as the harness plays): ns/move to
// set beside BenchmarkPlayout's.
func BenchmarkRandomGameMoves(b *testing.B) {
	s0, _ := New(Config{AutoControlRolls: true}, 7)
	r := core.NewRNG(1)
	var buf []Move
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s, rng := s0, r
		for n := 0; !Over(s) && n < 20000; n++ {
			buf = Rules.AppendLegal(buf[:0], s)
			var k int
			k, rng = rng.IntN(len(buf))
			next, _, err := Rules.Apply(s, buf[k])
			if err != nil {
				b.Fatal(err)
			}
			s = next
			moves++
		}
		_, r = r.Uint64()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkMCTSIteration is one information-set MCTS iteration
// (determinize, select, expand, play out, back up) from the first
// movement decision of a 5-player game, as the bot runs them:
// iterations/s is the search speed.
func BenchmarkMCTSIteration(b *testing.B) {
	s := midgame(b, 0)
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
