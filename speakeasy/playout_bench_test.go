package speakeasy

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// BenchmarkPlayout plays random four-player games on the in-place path a
// search bot's playout takes (Rules.PlayoutStep: no events, no copy, no
// second check of a move Legal listed), from the start positions of
// BenchmarkRandomGame's games dealt beforehand, as a playout starts from a
// determinized position: it allocates nothing, and ns/move compares with
// BenchmarkRandomGame's time a move.
func BenchmarkPlayout(b *testing.B) {
	starts := make([]State, 256)
	for i := range starts {
		starts[i], _ = New(Config{}, uint64(i+1))
	}
	buf := make([]Move, 0, 128)
	r := core.NewRNG(3)
	moves := 0
	var s State // one State for every game: &s escapes into the Spec's function
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s = starts[i%len(starts)]
		ok := true
		for ok {
			if r, buf, ok = Rules.PlayoutStep(&s, r, buf); ok {
				moves++
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkMCTSIteration is one information-set MCTS iteration
// (determinize, select, expand, play out, back up) from the start of a
// four-player game, as the bot runs them: iterations/s is the search
// speed.
func BenchmarkMCTSIteration(b *testing.B) {
	s, _ := New(Config{}, 1)
	v := View(s, ToMove(s))
	m, err := bot.NewMCTS(Rules, 1, bot.Options{Iterations: 20})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Choose(Rules, v, ToMove(s), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(20*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}
