package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/bench"
)

// positions returns every state of one random game with the move played
// from it, so the benchmarks average over all phases of a game.
func positions(b *testing.B) ([]State, []Move) {
	b.Helper()
	states, moves, err := gametest.Trajectory(Rules, []byte(`{}`), 42, 100000)
	if err != nil {
		b.Fatal(err)
	}
	return states, moves
}

// sink keeps results alive, so the compiler cannot keep Legal's list on
// the stack as it could for a result nobody uses.
var sink []Move

// BenchmarkLegal is Legal (which allocates its list) on every state of a game.
func BenchmarkLegal(b *testing.B) {
	states, _ := positions(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sink = Legal(states[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkAppendLegal is AppendLegal into a reused buffer.
func BenchmarkAppendLegal(b *testing.B) {
	states, _ := positions(b)
	buf := make([]Move, 0, maxLegal)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = AppendLegal(buf[:0], states[i])
		if i++; i == len(states) {
			i = 0
		}
	}
}

// BenchmarkLegalByPhase is AppendLegal on the states of one game, phase by
// phase (the target phase lists up to 36 corners).
func BenchmarkLegalByPhase(b *testing.B) {
	states, _ := positions(b)
	for ph := Decision(0); ph < DecisionOver; ph++ {
		var sub []State
		for _, s := range states {
			if s.decision == ph {
				sub = append(sub, s)
			}
		}
		if len(sub) == 0 {
			continue
		}
		b.Run(ph.String(), func(b *testing.B) {
			buf := make([]Move, 0, maxLegal)
			i := 0
			for b.Loop() {
				buf = AppendLegal(buf[:0], sub[i])
				if i++; i == len(sub) {
					i = 0
				}
			}
			b.ReportMetric(float64(len(sub)), "states")
		})
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

// BenchmarkAppendObservation is the observation of the seat to move,
// written into a reused buffer (what a Batch does each step).
func BenchmarkAppendObservation(b *testing.B) {
	states, moves := positions(b)
	buf := make([]float32, 0, observationSize)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = AppendObservation(buf[:0], states[i], moves[i].By)
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

// BenchmarkRandomGame plays whole random games as a server does (the default rules):
// AppendLegal and AppendApply with reused slices, from starts dealt
// beforehand, reporting ns/move, allocs/move and moves/game.
func BenchmarkRandomGame(b *testing.B) { bench.RandomGames(b, Rules, nil, 400) }

// BenchmarkPlayout plays random games on the in-place path a search bot's
// playout takes (Rules.PlayoutStep: no events, no copy, no second check
// of a move Legal listed), from the start
// positions of BenchmarkRandomGame's games dealt beforehand, as a playout
// starts from a determinized position: it allocates nothing, and ns/move
// compares with BenchmarkRandomGame's time a move.
func BenchmarkPlayout(b *testing.B) {
	starts := make([]State, 256)
	for i := range starts {
		starts[i], _ = New(Config{}, uint64(i+1))
	}
	buf := make([]Move, 0, maxLegal)
	r := core.NewRNG(3)
	moves := 0
	b.ReportAllocs()
	// One State for every game: passed to PlayoutStep by pointer, it
	// moves to the heap once, not once a game.
	var s State
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
// game, as the bot runs them: iterations/s is the search speed.
func BenchmarkMCTSIteration(b *testing.B) {
	s, _ := New(Config{}, 1)
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
