package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Game is one game of the SDK as the example programs see it: the generic
// loops bound to its Rules.
type Game struct {
	Name     string // as in a Record and on the command line
	Title    string
	Players  int // seats for the default self-play game
	Min, Max int // seats the rules allow
	SelfPlay func(w io.Writer, players int, o Options) error
	Play     func(in io.Reader, out io.Writer, o PlayOptions) error
}

func entry[S fmt.Stringer, M core.Move](title string, g core.Game[S, M], players int) Game {
	lo, hi := g.PlayerRange()
	return Game{
		Name: g.Name(), Title: title, Players: players, Min: lo, Max: hi,
		SelfPlay: func(w io.Writer, n int, o Options) error { return SelfPlay(w, g, n, o) },
		Play:     func(in io.Reader, out io.Writer, o PlayOptions) error { return Play(in, out, g, o) },
	}
}

// Find returns the game of that name.
func Find(name string) (Game, error) {
	var names []string
	for _, g := range Games {
		if g.Name == name {
			return g, nil
		}
		names = append(names, g.Name)
	}
	return Game{}, fmt.Errorf("no game %q (games: %s)", name, strings.Join(names, ", "))
}
