package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// The largest search a table's bot may run per move: a bigger one would
// tie up the server's cores for everyone else.
const (
	maxBotIterations = 100000
	maxBotTime       = 5 * time.Second
)

// canonicalBot reads a bot spec exactly as the SDK's bots read it (spaces
// around it trimmed, the name in any case, the budget after the colon an
// iteration count or else a duration) and returns it in one spelling:
// "random", "mcts", "mcts:2000" or "mcts:500ms". The server checks the
// limits on what this returns and builds the bot from that same string,
// so no spelling of a spec can pass the check and then run longer.
func canonicalBot(spec string) (string, error) {
	name, arg, hasArg := strings.Cut(strings.TrimSpace(spec), ":")
	switch strings.ToLower(name) {
	case "random":
		if hasArg {
			return "", core.Errorf(core.ErrBadConfig, "bot %q: random takes no budget", spec)
		}
		return "random", nil
	case "mcts":
		if !hasArg {
			if bot.DefaultIterations > maxBotIterations {
				return "", core.Errorf(core.ErrBadConfig, "bot %q: at most %d iterations here", spec, maxBotIterations)
			}
			return "mcts", nil
		}
		if n, err := strconv.Atoi(arg); err == nil {
			if n < 1 || n > maxBotIterations {
				return "", core.Errorf(core.ErrBadConfig, "bot %q: from 1 to %d iterations here", spec, maxBotIterations)
			}
			return "mcts:" + strconv.Itoa(n), nil
		}
		d, err := time.ParseDuration(arg)
		if err != nil || d <= 0 {
			return "", core.Errorf(core.ErrBadConfig, "bot %q: the budget %q is neither a number of iterations nor a positive duration", spec, arg)
		}
		if d > maxBotTime {
			return "", core.Errorf(core.ErrBadConfig, "bot %q: at most %v of thinking a move here", spec, maxBotTime)
		}
		return "mcts:" + d.String(), nil
	}
	return "", core.Errorf(core.ErrBadConfig, "bot %q: unknown bot (the server runs random, mcts, mcts:<iterations> up to %d, mcts:<duration> up to %v)", spec, maxBotIterations, maxBotTime)
}

// newBot builds the bot a spec names, refusing searches so long that they
// would tie up the server. It returns the spec's canonical spelling, the
// one to keep and show.
func newBot(g sdk.Game, spec string) (sdk.Bot, string, error) {
	canon, err := canonicalBot(spec)
	if err != nil {
		return nil, "", err
	}
	b, err := g.Bot(canon, randomSeed())
	if err != nil {
		return nil, "", fmt.Errorf("bot %q: %w", spec, err)
	}
	return b, canon, nil
}
