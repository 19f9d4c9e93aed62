package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/bench"
)

// midgame plays a fixed random 5-player game until a first-leg movement
// decision after at least n moves.
func midgame(b *testing.B, n int) State {
	b.Helper()
	s, err := New(Config{AutoControlRolls: true}, 42)
	if err != nil {
		b.Fatal(err)
	}
	r := core.NewRNG(9)
	for i := 0; !Over(s) && (i < n || s.dec != DecisionMove); i++ {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		if s, _, err = Apply(s, l[k]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// positions are the states of one random 5-player game with the move
// played from each, so the benchmarks average over every kind of decision.
func positions(b *testing.B) ([]State, []Move) {
	b.Helper()
	states, moves, err := gametest.Trajectory(Rules, []byte(`{"auto_control_rolls":true}`), 42, 100000)
	if err != nil {
		b.Fatal(err)
	}
	return states, moves
}

// sink keeps Legal's list alive, so the benchmark counts its allocation.
var sink []Move

// BenchmarkLegal is Legal on every state of a game.
func BenchmarkLegal(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sink = Legal(states[i%len(states)])
		i++
	}
}

// BenchmarkApply is Apply of the move a random game made, on every state.
func BenchmarkApply(b *testing.B) {
	states, moves := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		if _, _, err := Apply(states[k], moves[k]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkView is View for the seat to move, on every state.
func BenchmarkView(b *testing.B) {
	states, moves := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		k := i % len(states)
		_ = View(states[k], moves[k].By)
		i++
	}
}

// BenchmarkLegalMovement lists the movement options of a mid-game turn,
// the largest Legal list of the game.
func BenchmarkLegalMovement(b *testing.B) {
	s := midgame(b, 40)
	b.ReportAllocs()
	for b.Loop() {
		sink = Legal(s)
	}
}

// BenchmarkApplyMovement applies a movement and runs its activities.
func BenchmarkApplyMovement(b *testing.B) {
	s := midgame(b, 40)
	m := Legal(s)[0]
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomGame plays whole random games as a server does (five players, the rolls for control automatic (Config.AutoControlRolls)):
// AppendLegal and AppendApply with reused slices, from starts dealt
// beforehand, reporting ns/move, allocs/move and moves/game.
func BenchmarkRandomGame(b *testing.B) {
	bench.RandomGames(b, Rules, []byte(`{"players":5,"auto_control_rolls":true}`), 20000)
}

// BenchmarkRandomGameChoices is BenchmarkRandomGame with the default
// rules, where each roll for control is a decision (a longer game).
func BenchmarkRandomGameChoices(b *testing.B) {
	bench.RandomGames(b, Rules, []byte(`{"players":5}`), 20000)
}
