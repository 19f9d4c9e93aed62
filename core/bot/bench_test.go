package bot_test

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/internal/toy"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// benchIterations measures MCTS iterations on the opening decision of a
// game: one op is one iteration (determinize, select, expand, play out,
// back up), and iter/s is the rate a time budget buys.
func benchIterations[S any, M core.Move](b *testing.B, g core.Game[S, M], config []byte) {
	s, err := g.New(config, 1)
	if err != nil {
		b.Fatal(err)
	}
	p := g.ToMove(s)
	view := g.View(s, p)
	legal := g.Legal(view)
	if len(legal) < 2 {
		b.Fatalf("%s opens with %d legal moves: nothing to search", g.Name(), len(legal))
	}
	m, err := bot.NewMCTS(g, 1, bot.Options{Iterations: b.N})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := m.Choose(g, view, p, legal); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	if got := m.Stats().Iterations; got != b.N {
		b.Fatalf("%d iterations, want %d", got, b.N)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iter/s")
}

// BenchmarkMCTSIteration is the search speed in each game, at its
// opening decision with the default config.
func BenchmarkMCTSIteration(b *testing.B) {
	b.Run("toy", func(b *testing.B) { benchIterations(b, toy.Game{}, nil) })
	b.Run("nim", func(b *testing.B) { benchIterations(b, nim{}, []byte(`{"players":3,"pile":30}`)) })
	b.Run("tonytino", func(b *testing.B) { benchIterations(b, tonytino.Rules, nil) })
	b.Run("mafia", func(b *testing.B) { benchIterations(b, mafia.Rules, nil) })
	b.Run("nostracity", func(b *testing.B) { benchIterations(b, nostracity.Rules, nil) })
	b.Run("speakeasy", func(b *testing.B) { benchIterations(b, speakeasy.Rules, nil) })
}

// BenchmarkMCTSChoose is one whole decision at the default budget.
func BenchmarkMCTSChoose(b *testing.B) {
	g := toy.Game{}
	s, _ := g.New(nil, 1)
	view := g.View(s, 0)
	m, _ := bot.NewMCTS(toy.Game{}, 1, bot.Options{})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Choose(g, view, 0, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRandomChoose(b *testing.B) {
	g := toy.Game{}
	s, _ := g.New(nil, 1)
	legal := g.Legal(s)
	r := bot.NewRandom(toy.Game{}, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Choose(g, s, 0, legal); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlayRandomGame is Play's overhead on a whole game of the toy.
func BenchmarkPlayRandomGame(b *testing.B) {
	g := toy.Game{}
	bots := []bot.Bot[toy.State, toy.Move]{bot.NewRandom(toy.Game{}, 1), bot.NewRandom(toy.Game{}, 2)}
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := bot.Play(g, bot.PlayOptions[toy.State, toy.Move]{Seed: seed, Bots: bots}); err != nil {
			b.Fatal(err)
		}
	}
}
