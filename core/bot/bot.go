package bot

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/mafiarules/sdk/core"
)

// Bot is a computer player. Choose picks a move for seat p from legal,
// knowing only view: what p may see (g.View(s, p)). legal is the list the
// game gives for the view (Legal(View(s, p)) equals Legal(s) in every game);
// nil means "compute it from the view". legal is valid only during the
// call (Play reuses its memory for the next move): a bot that keeps moves
// copies them. Choose returns one of legal, or an error when p does not
// decide now or the game is over.
//
// A Bot may keep mutable state (its RNG): it is not safe for concurrent use.
type Bot[S any, M core.Move] interface {
	Choose(g core.Game[S, M], view S, p core.Player, legal []M) (M, error)
}

// Random is the bot that plays a uniformly random legal move. It is the
// baseline every other bot is measured against.
type Random[S any, M core.Move] struct {
	rng core.RNG
	buf []M // the view's moves when Choose is given none
}

// NewRandom returns a Random bot for g seeded with seed. g only fixes the
// bot's types, so they need not be written: bot.NewRandom(tonytino.Rules, 1).
func NewRandom[S any, M core.Move](g core.Game[S, M], seed uint64) *Random[S, M] {
	return &Random[S, M]{rng: core.NewRNG(seed)}
}

// Choose implements Bot: one of legal, uniformly.
func (b *Random[S, M]) Choose(g core.Game[S, M], view S, p core.Player, legal []M) (M, error) {
	legal, err := rootMoves(g, view, p, legal, &b.buf)
	if err != nil {
		var zero M
		return zero, err
	}
	var i int
	i, b.rng = b.rng.IntN(len(legal))
	return legal[i], nil
}

// rootMoves checks that p decides in view and returns legal, or the view's
// Legal (appended to (*buf)[:0], which keeps the memory) when legal is nil.
func rootMoves[S any, M core.Move](g core.Game[S, M], view S, p core.Player, legal []M, buf *[]M) ([]M, error) {
	if g.Over(view) {
		return nil, core.Errorf(core.ErrGameOver, "%s: the game is over, %v has nothing to choose", g.Name(), p)
	}
	if tm := g.ToMove(view); tm != p {
		return nil, core.Errorf(core.ErrNotYourTurn, "%s: %v decides now, not %v", g.Name(), tm, p)
	}
	if legal == nil {
		*buf = g.AppendLegal((*buf)[:0], view)
		legal = *buf
	}
	if len(legal) == 0 {
		return nil, core.Errorf(core.ErrIllegalMove, "%s: %v has no legal move to choose from", g.Name(), p)
	}
	return legal, nil
}

// Specs describes the bot specs New accepts, for a command-line flag's help.
const Specs = `random | mcts | mcts:<iterations> (mcts:2000) | mcts:<duration> (mcts:500ms)`

// New returns the bot for g that a spec names, seeded with seed (g only
// fixes the bot's types: bot.New(tonytino.Rules, "mcts:200", seed)):
//
//	random            uniform random legal moves
//	mcts              MCTS with DefaultIterations iterations per move
//	mcts:2000         MCTS with 2000 iterations per move (deterministic)
//	mcts:500ms        MCTS thinking 500ms of wall-clock time per move
//
// A spec it cannot read is an ErrBadConfig error.
func New[S any, M core.Move](g core.Game[S, M], spec string, seed uint64) (Bot[S, M], error) {
	name, arg, hasArg := strings.Cut(strings.TrimSpace(spec), ":")
	switch strings.ToLower(name) {
	case "random":
		if hasArg {
			return nil, core.Errorf(core.ErrBadConfig, "bot %q: random takes no budget", spec)
		}
		return NewRandom(g, seed), nil
	case "mcts":
		var o Options
		if hasArg {
			var err error
			if o, err = parseBudget(arg); err != nil {
				return nil, core.Errorf(core.ErrBadConfig, "bot %q: %v", spec, err)
			}
		}
		m, err := NewMCTS(g, seed, o)
		if err != nil {
			return nil, err // not a typed nil inside a Bot
		}
		return m, nil
	}
	return nil, core.Errorf(core.ErrBadConfig, "bot %q: unknown bot (want %s)", spec, Specs)
}

// maxIterations bounds a spec's iteration count: the tree grows by one node
// per iteration and must fit its int32 indices with room to spare.
const maxIterations = 1 << 30

func parseBudget(arg string) (Options, error) {
	if n, err := strconv.Atoi(arg); err == nil {
		if n < 1 || n > maxIterations {
			return Options{}, fmt.Errorf("iterations must be 1 to %d, not %d", maxIterations, n)
		}
		return Options{Iterations: n}, nil
	}
	d, err := time.ParseDuration(arg)
	if err != nil || d <= 0 {
		return Options{}, fmt.Errorf("budget %q is neither an iteration count nor a positive duration", arg)
	}
	return Options{Time: d}, nil
}
