// Package bot holds computer players for every game of the SDK, written
// against the generic core.Game contract only, so one bot serves all four
// games and any game added later.
//
// A Bot chooses a move for one seat from that seat's view: it is handed
// View(s, p) and the legal moves, never the full state. Two bots are here:
//
//   - Random plays a uniformly random legal move.
//   - MCTS is an information-set Monte Carlo tree search player (see below).
//
// Around them: New builds a bot from a short spec ("random", "mcts",
// "mcts:2000", "mcts:500ms") for command-line flags; Play plays one game
// with a bot per seat and returns its Result and Record (Over set when the
// game ended); Series plays many
// games with the seats rotated and tallies win rates, by bot and by seat;
// SeriesFunc is the same series for a game or bots of another kind (the
// sdk registry's, driven by strings), with a function that plays one
// game; Wilson gives the confidence interval of a win rate.
//
//	mcts, err := bot.New(tonytino.Rules, "mcts:1000", seed)
//	...
//	bots := []bot.Bot[tonytino.State, tonytino.Move]{mcts, bot.NewRandom(tonytino.Rules, seed+1)}
//	out, err := bot.Play(tonytino.Rules, bot.PlayOptions[tonytino.State, tonytino.Move]{Seed: seed, Bots: bots})
//	fmt.Println(out.Result.Winners)
//
//	entrants, err := bot.Entrants(tonytino.Rules, "mcts", "random")
//	r, err := bot.Series(tonytino.Rules, entrants, bot.SeriesOptions{Games: 200, Seed: 1})
//	fmt.Print(r) // win rates with 95% Wilson intervals, seats alternated
//
// # The search
//
// MCTS is single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley
// and Whitehouse 2012) with availability counts. Every iteration deals the
// bot's view into a full state with core.Game.Determinize (a fresh RNG each
// time, so the unseen cards and all future chance differ), then walks one
// shared tree of move sequences: at each node only the children legal in
// this determinization are candidates, and UCB1 uses the number of times a
// child was available instead of its parent's visits. Moves new to the tree
// are expanded one per iteration, the rest of the game is played out with
// uniformly random legal moves, and the result is backed up: each edge
// gathers the reward of the seat that made its move (Mover), so every seat,
// opponents included, searches for itself (max^n). The move played is the
// root child visited most.
//
// Why this and not determinized UCT (PIMC: a separate tree per sampled
// deal, votes summed): PIMC splits the budget across trees that each
// believe their deal is the truth, so a thousand iterations buy a handful
// of shallow trees; one ISMCTS tree spends the whole budget on one set of
// statistics and averages over deals at every node. Its known weakness,
// shared with PIMC, is that opponents in the tree play as if they saw the
// sampled deal; moves whose content is hidden (a secret bid) are still
// told apart in the tree. Neither leaks anything to the bot's own choice:
// the root is searched from the view alone.
//
// # Rewards
//
// A finished playout scores WinShare by default: 1 for a sole winner, 1/k
// for each of k shared winners, 0 otherwise (and 0 for everyone when the
// rules say nobody wins, or a playout hits Options.MaxRollout). RankReward
// is the alternative that also rewards second place.
//
// # Cost
//
// The search lists moves with core.Game.AppendLegal into buffers the bot
// keeps, and the tree's nodes live in one slice reused from search to
// search, so once they have grown an iteration allocates nothing of its
// own: what it allocates is the game's (Determinize, Apply and Result).
// Play reuses one buffer for the legal moves it hands each bot; a Bot that
// keeps moves past Choose copies them.
//
// # Tests
//
// go test -short ./core/bot runs in well under two seconds: the search on
// nim and guess, the information tests on every game. The default run adds
// a quick win-rate test per game (a few games each, a few seconds in all);
// SDK_LONG=1 (gametest.Long) plays twice as many games in them, and
// BOT_WINRATES=1 runs the full win-rate tables (many minutes; see
// TestWinRateTables).
//
// # Determinism
//
// A bot holds its own core.RNG seeded by its constructor; with an
// iteration budget (the default) the same seed, game and views give the
// same moves, bit for bit. A time budget (Options.Time) makes the number of
// iterations, and so the moves, depend on the machine. Bots keep mutable
// state (the RNG, a reusable tree): one bot serves one goroutine.
package bot
