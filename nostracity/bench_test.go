package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// midGame plays a 5-player game randomly for n moves.
func midGame(b *testing.B, n int) State {
	s, err := New(Config{Players: 5}, 7)
	if err != nil {
		b.Fatal(err)
	}
	r := core.NewRNG(1)
	for i := 0; i < n && !Over(s); i++ {
		legal := Legal(s)
		var k int
		k, r = r.IntN(len(legal))
		s, _, _ = Apply(s, legal[k])
	}
	return s
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(b, 60)
	b.ReportAllocs()
	for b.Loop() {
		Legal(s)
	}
}

func BenchmarkApply(b *testing.B) {
	s := midGame(b, 60)
	m := Legal(s)[0]
	b.ReportAllocs()
	for b.Loop() {
		Apply(s, m)
	}
}

func BenchmarkView(b *testing.B) {
	s := midGame(b, 60)
	b.ReportAllocs()
	for b.Loop() {
		View(s, 1)
	}
}

func BenchmarkRandomGame(b *testing.B) {
	s0, err := New(Config{Players: 5}, 7)
	if err != nil {
		b.Fatal(err)
	}
	r := core.NewRNG(3)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		var n int
		var s State
		var v uint64
		v, r = r.Uint64()
		s, n, err = gametest.RandomPlayout(Rules, s0, core.NewRNG(v), 5000)
		if err != nil || !Over(s) {
			b.Fatal(err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
