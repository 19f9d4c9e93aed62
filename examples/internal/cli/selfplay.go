// Package cli holds what the example programs share: the table of games
// and the generic loops that play them. It uses only the SDK's public API,
// as any program embedding the SDK would.
package cli

import (
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/mafiarules/sdk/core"
)

// Options configure a self-play run.
type Options struct {
	Seed     uint64   // seed of the first game; game i uses Seed+i
	Games    int      // how many games
	Players  int      // seats; 0 means the game's smallest count that is a full table
	Bots     []string // one bot name per seat ("random", "mcts"); short lists repeat the last
	MaxMoves int      // give up on a game after this many moves
}

// SelfPlay plays o.Games games of g with bots and writes either the log of
// the one game (events as the table sees them, then the result) or, for
// several games, each seat's win rate with a 95% confidence interval, the
// mean game length and the speed.
func SelfPlay[S any, M core.Move](w io.Writer, g core.Game[S, M], players int, o Options) error {
	if o.Games <= 0 {
		o.Games = 1
	}
	if o.MaxMoves <= 0 {
		o.MaxMoves = 100000
	}
	config := core.PlayersConfig(players)
	wins := make([]float64, players)
	totalMoves := 0
	start := time.Now()
	for i := 0; i < o.Games; i++ {
		seed := o.Seed + uint64(i)
		s, err := g.New(config, seed)
		if err != nil {
			return err
		}
		seats, err := makeBots(g, players, o.Bots, seed)
		if err != nil {
			return err
		}
		if o.Games == 1 {
			fmt.Fprintf(w, "%s, %d players, seed %d, bots %s\n", g.Name(), players, seed, strings.Join(botNames(o.Bots, players), ","))
		}
		n := 0
		for !g.Over(s) {
			if n >= o.MaxMoves {
				return fmt.Errorf("%s seed %d: not over after %d moves", g.Name(), seed, n)
			}
			p := g.ToMove(s)
			m, err := seats[p](g.View(s, p), p, g.Legal(s))
			if err != nil {
				return err
			}
			next, events, err := g.Apply(s, m)
			if err != nil {
				return fmt.Errorf("%s seed %d: bot move %q refused: %w", g.Name(), seed, m, err)
			}
			if o.Games == 1 {
				for _, e := range core.VisibleTo(events, core.NoPlayer) {
					fmt.Fprintf(w, "  %s\n", e)
				}
			}
			s = next
			n++
		}
		totalMoves += n
		r := g.Result(s)
		for _, p := range r.Winners {
			wins[p] += 1 / float64(len(r.Winners))
		}
		if o.Games == 1 {
			fmt.Fprintf(w, "Game over after %d moves.\n%s\n", n, FormatResult(r))
		}
	}
	if o.Games > 1 {
		el := time.Since(start)
		names := botNames(o.Bots, players)
		fmt.Fprintf(w, "%s: %d games of %d players from seed %d\n", g.Name(), o.Games, players, o.Seed)
		for p := range wins {
			lo, hi := Wilson(wins[p], o.Games)
			fmt.Fprintf(w, "  seat %d (%s): won %5.1f%%  (95%% CI %4.1f–%4.1f%%)\n", p, names[p], 100*wins[p]/float64(o.Games), 100*lo, 100*hi)
		}
		fmt.Fprintf(w, "  mean length %.1f moves; %.0f games/s\n", float64(totalMoves)/float64(o.Games), float64(o.Games)/el.Seconds())
	}
	return nil
}

// FormatResult writes a Result as a table would announce it.
func FormatResult(r core.Result) string {
	var b strings.Builder
	for p, sc := range r.Scores {
		fmt.Fprintf(&b, "  %v: score %d, place %d\n", core.Player(p), sc, r.Rank[p]+1)
	}
	if len(r.Winners) == 0 {
		b.WriteString("  Nobody wins.")
	} else {
		fmt.Fprintf(&b, "  Winner: %v", r.Winners)
	}
	return b.String()
}

// Wilson is the 95% Wilson score interval of a win rate of wins out of n.
func Wilson(wins float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	nf := float64(n)
	p := wins / nf
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}

func botNames(bots []string, players int) []string {
	out := make([]string, players)
	for p := range out {
		switch {
		case len(bots) == 0:
			out[p] = "random"
		case p < len(bots):
			out[p] = bots[p]
		default:
			out[p] = bots[len(bots)-1]
		}
	}
	return out
}
