// Package bench is the game packages' benchmark of a server's path, written
// once so that every game measures and reports it the same way.
package bench

import (
	"runtime"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// starts is how many games are dealt before the clock starts: a game's
// setup (its config decoded, its deal) is not a server's move.
const starts = 64

// RandomGames plays whole random games of config as a server does: the
// moves listed with AppendLegal (none: the game is over, which Over
// confirms once a game) and made with AppendApply, both handed back the
// last move's slices emptied, from starts dealt beforehand (seeds 1 to 64,
// in turn). It reports ns/move, allocs/move and moves/game, the same
// three numbers in every game.
func RandomGames[S any, M core.Move](b *testing.B, g core.Game[S, M], config []byte, maxMoves int) {
	b.Helper()
	dealt := make([]S, starts)
	for i := range dealt {
		s, err := g.New(config, uint64(i)+1)
		if err != nil {
			b.Fatal(err)
		}
		dealt[i] = s
	}
	var (
		legal  []M
		events []core.Event
		moves  int
		games  int
		err    error
	)
	s := new(S)
	r := core.NewRNG(3)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for b.Loop() {
		*s = dealt[games%starts]
		games++
		// No legal move is the end (core/gametest's legal law: Legal is
		// empty exactly when the game is over), as a server that lists the
		// moves to offer sees it: Over is asked once a game, not a move.
		for n := 0; ; n++ {
			if legal = g.AppendLegal(legal[:0], *s); len(legal) == 0 {
				if !g.Over(*s) {
					b.Fatalf("config %s: no legal move, and the game is not over", config)
				}
				break
			}
			if n == maxMoves {
				b.Fatalf("config %s: not over after %d moves", config, maxMoves)
			}
			var k int
			k, r = r.IntN(len(legal))
			if events, err = g.AppendApply(events[:0], s, legal[k]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	if moves == 0 {
		return
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(moves), "allocs/move")
	b.ReportMetric(float64(moves)/float64(games), "moves/game")
}
