package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// positions are the states of one random 5-player game with the move
// played from each, so the benchmarks average over every kind of decision.
func positions(b *testing.B) ([]State, []Move) {
	b.Helper()
	states, moves, err := gametest.Trajectory(Rules, []byte(`{"players":5}`), 7, 100000)
	if err != nil {
		b.Fatal(err)
	}
	return states, moves
}

func BenchmarkLegal(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Legal(states[i%len(states)])
		i++
	}
}

func BenchmarkApply(b *testing.B) {
	states, moves := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		Apply(states[k], moves[k])
		i++
	}
}

func BenchmarkView(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		View(states[i%len(states)], 1)
		i++
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
