package cli

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// seat chooses a move for p from p's view and legal moves: bots never see
// the full state.
type seat[S any, M core.Move] func(view S, p core.Player, legal []M) (M, error)

// makeBots builds one bot per seat from the specs (see bot.Specs).
func makeBots[S any, M core.Move](g core.Game[S, M], players int, specs []string, seed uint64) ([]seat[S, M], error) {
	out := make([]seat[S, M], players)
	for p, spec := range botNames(specs, players) {
		b, err := bot.New[S, M](spec, seed*31+uint64(p))
		if err != nil {
			return nil, err
		}
		out[p] = func(view S, p core.Player, legal []M) (M, error) { return b.Choose(g, view, p, legal) }
	}
	return out, nil
}
