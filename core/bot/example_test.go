package bot_test

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/internal/toy"
)

// Seat an MCTS bot against a random one and play a game to the end.
func ExamplePlay() {
	mcts, err := bot.New(toy.Game{}, "mcts:200", 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	bots := []bot.Bot[toy.State, toy.Move]{mcts, bot.NewRandom(toy.Game{}, 2)}
	out, err := bot.Play(toy.Game{}, bot.PlayOptions[toy.State, toy.Move]{Seed: 7, Bots: bots, Observe: func(i int, m toy.Move, s toy.State, events []core.Event) {
		for _, e := range core.VisibleTo(events, core.NoPlayer) {
			fmt.Println(e)
		}
	}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("scores", out.Result.Scores, "winners", out.Result.Winners)
	fmt.Println(len(out.Record.Moves), "moves recorded")
	// Output:
	// P0 plays 1
	// P1 plays 8
	// P0 plays 5
	// P1 plays 6
	// P0 plays 3
	// P1 plays 2
	// P0 plays 7
	// P1 plays 4
	// scores [16 20] winners [P1]
	// 8 moves recorded
}

// Ask an MCTS bot for a move from a seat's view, and what it thought.
func ExampleMCTS_Choose() {
	g := toy.Game{}
	s, _ := g.New(nil, 3)
	p := g.ToMove(s)
	b, _ := bot.NewMCTS(toy.Game{}, 1, bot.Options{Iterations: 500})
	m, err := b.Choose(g, g.View(s, p), p, g.Legal(g.View(s, p)))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("plays", m)
	fmt.Println(b.Stats())
	// Output:
	// plays P0 play 3
	// 500 iterations, 501 nodes: P0 play 3 322× 0.60, P0 play 7 178× 0.57
}

// Play a series with the seats alternated and print the win rates. (The
// toy is a game of pure luck: whatever is played, each player scores the
// cards the deal gives them, so no bot can beat another at it.)
func ExampleSeries() {
	entrants, err := bot.Entrants(toy.Game{}, "mcts:20", "random")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := bot.Series(toy.Game{}, entrants, bot.SeriesOptions{Games: 40, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(r)
	// Output:
	// bot          games    wins   win%  95% interval     mean rank
	// mcts:20         40    18.0  45.0%  [ 30.7%,  60.2%]      0.50
	// random          40    22.0  55.0%  [ 39.8%,  69.3%]      0.40
}

// Play a series of a game that is not a core.Game, here a roll of dice
// where one entrant's die is loaded: SeriesFunc rotates the seats, hands
// out the seeds and tallies the standings, by entrant and by seat. (A
// series of the sdk registry's games, driven by strings, is played this
// way: see examples/selfplay.)
func ExampleSeriesFunc() {
	names := []string{"loaded", "fair"}
	o := bot.SeriesOptions{Games: 100, Seed: 1, Workers: 4, SeatNames: []string{"first", "second"}}
	r, err := bot.SeriesFunc(names, o, func(g bot.SeriesGame) (core.Result, int, error) {
		scores := make([]int, len(g.Seats))
		for p, e := range g.Seats {
			roll, _ := core.NewRNG(g.BotSeed(core.Player(p))).IntN(6)
			scores[p] = roll + 1
			if names[e] == "loaded" {
				scores[p] = max(scores[p], 4) // never rolls below 4
			}
		}
		return core.NewResult(scores, nil), 1, nil
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(r)
	for _, s := range append(r.Standings, r.Seats...) {
		fmt.Printf("%-6s mean roll %.2f\n", s.Name, s.MeanScore())
	}
	// Output:
	// bot          games    wins   win%  95% interval     mean rank
	// loaded         100    68.5  68.5%  [ 58.9%,  76.8%]      0.24
	// fair           100    31.5  31.5%  [ 23.2%,  41.1%]      0.61
	// loaded mean roll 4.61
	// fair   mean roll 3.38
	// first  mean roll 4.03
	// second mean roll 3.96
}

// A 95% confidence interval for 180 wins in 200 games.
func ExampleWilson() {
	lo, hi := bot.Wilson(180, 200, bot.Z95)
	fmt.Printf("90.0%% [%.1f%%, %.1f%%]\n", 100*lo, 100*hi)
	// Output:
	// 90.0% [85.1%, 93.4%]
}

// Build bots from the specs a command line gives; a bad spec is an error.
func ExampleNew() {
	for _, spec := range []string{"random", "mcts:2000", "mcts:250ms", "minimax"} {
		b, err := bot.New(toy.Game{}, spec, 1)
		if err != nil {
			fmt.Println(err)
			continue
		}
		switch b.(type) {
		case *bot.Random[toy.State, toy.Move]:
			fmt.Println(spec, "is a random bot")
		case *bot.MCTS[toy.State, toy.Move]:
			fmt.Println(spec, "is an MCTS bot")
		}
	}
	// Output:
	// random is a random bot
	// mcts:2000 is an MCTS bot
	// mcts:250ms is an MCTS bot
	// bad config: bot "minimax": unknown bot (want random | mcts | mcts:<iterations> (mcts:2000) | mcts:<duration> (mcts:500ms))
}
