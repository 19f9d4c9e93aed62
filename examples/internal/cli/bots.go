package cli

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
)

// seat chooses a move for p from p's view and legal moves: bots never see
// the full state.
type seat[S any, M core.Move] func(view S, p core.Player, legal []M) (M, error)

// makeBots builds one bot per seat from the names.
func makeBots[S any, M core.Move](g core.Game[S, M], players int, names []string, seed uint64) ([]seat[S, M], error) {
	out := make([]seat[S, M], players)
	for p, name := range botNames(names, players) {
		b, err := newBot(g, name, seed*31+uint64(p))
		if err != nil {
			return nil, err
		}
		out[p] = b
	}
	return out, nil
}

func newBot[S any, M core.Move](g core.Game[S, M], name string, seed uint64) (seat[S, M], error) {
	switch name {
	case "random":
		rng := core.NewRNG(seed)
		return func(_ S, _ core.Player, legal []M) (M, error) {
			var i int
			i, rng = rng.IntN(len(legal))
			return legal[i], nil
		}, nil
	}
	return nil, fmt.Errorf("unknown bot %q (want random)", name)
}
