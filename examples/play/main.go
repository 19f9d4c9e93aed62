// Command play lets you play one of the SDK's games in the terminal against
// bots, or hot-seat with friends. You see only your own View, the events
// you may see and your legal moves, numbered:
//
//	go run ./examples/play                       # Tony & Tino against a random bot
//	go run ./examples/play -bots mcts            # against the search bot
//	go run ./examples/play -game nostracity -players 4 -seat 2
//	go run ./examples/play -hotseat              # every seat at this keyboard
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/internal/cli"
)

func main() {
	game := flag.String("game", "tonytino", "game to play")
	seed := flag.Uint64("seed", 1, "seed of the game")
	players := flag.Int("players", 0, "number of seats (0: the game's default)")
	seat := flag.Int("seat", 0, "your seat (0 moves first in most games)")
	hotseat := flag.Bool("hotseat", false, "play every seat at this keyboard")
	bots := flag.String("bots", "random", "comma-separated bots for the other seats ("+bot.Specs+")")
	flag.Parse()
	if err := run(*game, *seed, *players, *seat, *hotseat, *bots); err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
}

func run(game string, seed uint64, players, seat int, hotseat bool, bots string) error {
	g, err := cli.Find(game)
	if err != nil {
		return err
	}
	if players == 0 {
		players = g.Players
	}
	if players < g.Min || players > g.Max {
		return fmt.Errorf("%s is for %d to %d players, not %d", g.Name, g.Min, g.Max, players)
	}
	o := cli.PlayOptions{Seed: seed, Players: players}
	if hotseat {
		for p := 0; p < players; p++ {
			o.Humans = append(o.Humans, core.Player(p))
		}
	} else {
		if seat < 0 || seat >= players {
			return fmt.Errorf("seat %d is not one of 0-%d", seat, players-1)
		}
		o.Humans = []core.Player{core.Player(seat)}
		// The bots named fill the other seats in order.
		names := strings.Split(bots, ",")
		o.Bots = make([]string, players)
		k := 0
		for p := range o.Bots {
			if p == seat {
				o.Bots[p] = "random"
				continue
			}
			o.Bots[p] = names[min(k, len(names)-1)]
			k++
		}
	}
	return g.Play(os.Stdin, os.Stdout, o)
}
