package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/bench"
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

// BenchmarkRandomGame plays whole random games as a server does (five players):
// AppendLegal and AppendApply with reused slices, from starts dealt
// beforehand, reporting ns/move, allocs/move and moves/game.
func BenchmarkRandomGame(b *testing.B) { bench.RandomGames(b, Rules, []byte(`{"players":5}`), 5000) }
