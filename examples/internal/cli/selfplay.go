// Package cli holds what the example programs share: the table of games
// and the generic loops that play them. It uses only the SDK's public API,
// as any program embedding the SDK would.
package cli

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// Options configure a self-play run.
type Options struct {
	Seed     uint64   // seed of the game, or of the series
	Games    int      // how many games
	Bots     []string // one bot spec per seat (see bot.Specs); a short list repeats its last
	MaxMoves int      // give up on a game after this many moves (0: bot.DefaultMaxMoves)
}

// SelfPlay plays o.Games games of g with bots. One game is printed as the
// table sees it (every public event, then the result). Several games are a
// bot.Series: seats rotate between the bots, and the output is each bot's
// win rate with a 95% Wilson interval, the mean game length and the speed.
func SelfPlay[S any, M core.Move](w io.Writer, g core.Game[S, M], players int, o Options) error {
	names := botNames(o.Bots, players)
	config := core.PlayersConfig(players)
	if o.Games <= 1 {
		bots := make([]bot.Bot[S, M], players)
		for p, spec := range names {
			b, err := bot.New[S, M](spec, o.Seed*31+uint64(p))
			if err != nil {
				return err
			}
			bots[p] = b
		}
		fmt.Fprintf(w, "%s, %d players, seed %d, bots %s\n", g.Name(), players, o.Seed, strings.Join(names, ","))
		out, err := bot.Play(g, config, o.Seed, bots, o.MaxMoves, func(_ int, _ M, _ S, events []core.Event) {
			for _, e := range core.VisibleTo(events, core.NoPlayer) {
				fmt.Fprintf(w, "  %s\n", e)
			}
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "Game over after %d moves.\n%s\n", len(out.Record.Moves), FormatResult(out.Result))
		return nil
	}
	entrants, err := bot.Entrants[S, M](names...)
	if err != nil {
		return err
	}
	start := time.Now()
	r, err := bot.Series(g, entrants, bot.SeriesOptions{
		Games: o.Games, Config: config, Seed: o.Seed, MaxMoves: o.MaxMoves, Workers: runtime.GOMAXPROCS(0),
	})
	if err != nil {
		return err
	}
	moves := 0
	for _, s := range r.Games {
		moves += s.Moves
	}
	el := time.Since(start)
	fmt.Fprintf(w, "%s: %d games of %d players from seed %d, seats rotating\n%s", g.Name(), o.Games, players, o.Seed, r)
	fmt.Fprintf(w, "mean length %.1f moves; %.1f games/s\n", float64(moves)/float64(o.Games), float64(o.Games)/el.Seconds())
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

// botNames is one bot spec per seat: the list given, its last repeated,
// random when none.
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
