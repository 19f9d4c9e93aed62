package speakeasy

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/bench"
)

// positions returns every state of one random four-player game with the
// move played from it, so the benchmarks average over all of a game.
func positions(b *testing.B) ([]State, []Move) {
	b.Helper()
	states, moves, err := gametest.Trajectory(Rules, []byte(`{}`), 42, 100000)
	if err != nil {
		b.Fatal(err)
	}
	return states, moves
}

// BenchmarkLegal is Legal (which allocates its list) on every state of a game.
func BenchmarkLegal(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = Legal(states[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkAppendLegal is AppendLegal into a reused buffer.
func BenchmarkAppendLegal(b *testing.B) {
	states, _ := positions(b)
	buf := make([]Move, 0, 64)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = AppendLegal(buf[:0], states[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkApply is Apply of the move a random game made, on every state.
func BenchmarkApply(b *testing.B) {
	states, moves := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_, _, _ = Apply(states[i], moves[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkView is View for the player to move.
func BenchmarkView(b *testing.B) {
	states, moves := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = View(states[i], moves[i].By)
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkDeterminize is Determinize for the player to move.
func BenchmarkDeterminize(b *testing.B) {
	states, moves := positions(b)
	r := core.NewRNG(1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = Determinize(states[i], moves[i].By, r)
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkRandomGame plays whole random games as a server does (four players):
// AppendLegal and AppendApply with reused slices, from starts dealt
// beforehand, reporting ns/move, allocs/move and moves/game.
func BenchmarkRandomGame(b *testing.B) { bench.RandomGames(b, Rules, []byte(`{"players":4}`), 20000) }
