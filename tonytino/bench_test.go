package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// midgame plays a fixed random game for n moves and returns the state.
func midgame(b *testing.B, n int) State {
	b.Helper()
	s, err := New(Config{}, 42)
	if err != nil {
		b.Fatal(err)
	}
	r := core.NewRNG(9)
	for i := 0; i < n && !Over(s); i++ {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		s, _, err = Apply(s, l[k])
		if err != nil {
			b.Fatal(err)
		}
	}
	return s
}

func BenchmarkLegal(b *testing.B) {
	s := midgame(b, 30)
	b.ReportAllocs()
	for b.Loop() {
		_ = Legal(s)
	}
}

func BenchmarkAppendLegal(b *testing.B) {
	s := midgame(b, 30)
	buf := make([]Move, 0, maxLegal)
	b.ReportAllocs()
	for b.Loop() {
		buf = AppendLegal(buf[:0], s)
	}
}

func BenchmarkApply(b *testing.B) {
	s := midgame(b, 30)
	m := Legal(s)[0]
	b.ReportAllocs()
	for b.Loop() {
		_, _, _ = Apply(s, m)
	}
}

func BenchmarkView(b *testing.B) {
	s := midgame(b, 30)
	b.ReportAllocs()
	for b.Loop() {
		_ = View(s, 0)
	}
}

func BenchmarkDeterminize(b *testing.B) {
	s := midgame(b, 30)
	r := core.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		_ = Determinize(s, 0, r)
	}
}

// BenchmarkRandomGame plays whole random games from setup to the end, as a
// bot's playout does: New, then AppendLegal into one reused buffer and
// Apply until Over.
func BenchmarkRandomGame(b *testing.B) {
	buf := make([]Move, 0, maxLegal)
	r := core.NewRNG(3)
	moves := 0
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		s, _ := New(Config{}, seed)
		for !Over(s) {
			buf = AppendLegal(buf[:0], s)
			var k int
			k, r = r.IntN(len(buf))
			s, _, _ = Apply(s, buf[k])
			moves++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
