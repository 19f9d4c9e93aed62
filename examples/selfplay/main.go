// Command selfplay plays the SDK's games with bots and prints what the table
// would see. With no flags it plays one complete game of every implemented
// game from a fixed seed and prints each log and result:
//
//	go run ./examples/selfplay
//	go run ./examples/selfplay -game tonytino -n 200 -bots mcts,random
//
// With -n above 1 it plays a series with the seats rotating between the
// bots and prints each bot's win rate with a 95% confidence interval, the
// mean game length and the games per second instead.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/internal/cli"
)

func main() {
	game := flag.String("game", "all", "game to play: all, or one of "+names())
	seed := flag.Uint64("seed", 1, "seed of the game, or of the series")
	n := flag.Int("n", 1, "number of games; above 1, print win rates instead of a log")
	players := flag.Int("players", 0, "number of seats (0: the game's default)")
	bots := flag.String("bots", "random", "comma-separated bot per seat ("+bot.Specs+"); the last repeats")
	maxMoves := flag.Int("max", 0, "give up on a game after this many moves (0: no practical limit)")
	flag.Parse()
	if err := run(*game, *seed, *n, *players, *bots, *maxMoves); err != nil {
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		os.Exit(1)
	}
}

func run(game string, seed uint64, n, players int, bots string, maxMoves int) error {
	games := cli.Games
	if game != "all" {
		g, err := cli.Find(game)
		if err != nil {
			return err
		}
		games = []cli.Game{g}
	}
	o := cli.Options{Seed: seed, Games: n, Bots: strings.Split(bots, ","), MaxMoves: maxMoves}
	for i, g := range games {
		seats := g.Players
		if players != 0 {
			if players < g.Min || players > g.Max {
				return fmt.Errorf("%s is for %d to %d players, not %d", g.Name, g.Min, g.Max, players)
			}
			seats = players
		}
		if i > 0 {
			fmt.Println()
		}
		fmt.Printf("=== %s ===\n", g.Title)
		if err := g.SelfPlay(os.Stdout, seats, o); err != nil {
			return err
		}
	}
	return nil
}

func names() string {
	var out []string
	for _, g := range cli.Games {
		out = append(out, g.Name)
	}
	return strings.Join(out, ", ")
}
