package bot_test

import (
	"testing"

	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/tonytino"
)

// The package's generic helpers take the game first, so a caller never
// writes their type arguments: the game's Rules value fixes them. This
// test is mostly its own compilation.
func TestHelpersInferTheirTypesFromTheGame(t *testing.T) {
	g := tonytino.Rules
	mcts, err := bot.New(g, "mcts:5", 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bot.NewMCTS(g, 1, bot.Options{Iterations: 5}); err != nil {
		t.Fatal(err)
	}
	es, err := bot.Entrants(g, "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	out, err := bot.Play(g, bot.PlayOptions[tonytino.State, tonytino.Move]{Seed: 1, Bots: []bot.Bot[tonytino.State, tonytino.Move]{mcts, bot.NewRandom(g, 2)}})
	if err != nil || !out.Record.Over {
		t.Fatalf("Play: %v, over %v", err, out.Record.Over)
	}
	if _, err := bot.Series(g, es, bot.SeriesOptions{Games: 1, Seed: 1}); err != nil {
		t.Fatal(err)
	}
}
