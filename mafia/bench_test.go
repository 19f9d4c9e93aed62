package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// midgame plays a fixed random 5-player game until a first-leg movement
// decision after at least n moves.
func midgame(b *testing.B, n int) State {
	b.Helper()
	s, err := New(Config{}, 42)
	if err != nil {
		b.Fatal(err)
	}
	r := core.NewRNG(9)
	for i := 0; !Over(s) && (i < n || s.ph != phMove1); i++ {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		if s, _, err = Apply(s, l[k]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkLegal lists the movement options of a mid-game turn.
func BenchmarkLegal(b *testing.B) {
	s := midgame(b, 40)
	b.ReportAllocs()
	for b.Loop() {
		_ = Legal(s)
	}
}

// BenchmarkApply applies a movement and runs its activities.
func BenchmarkApply(b *testing.B) {
	s := midgame(b, 40)
	m := Legal(s)[0]
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkView hides the other hands and the decks for one seat.
func BenchmarkView(b *testing.B) {
	s := midgame(b, 40)
	b.ReportAllocs()
	for b.Loop() {
		_ = View(s, 1)
	}
}

// BenchmarkRandomGame plays a whole 5-player game with random legal moves
// (bounded by the house turn cut-off and 20000 moves).
func BenchmarkRandomGame(b *testing.B) {
	s0, _ := New(Config{}, 7)
	r := core.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if _, _, err = gametest.RandomPlayout(Rules, s0, r, 20000); err != nil {
			b.Fatal(err)
		}
		_, r = r.Uint64()
	}
}
