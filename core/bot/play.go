package bot

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
)

// DefaultMaxMoves bounds a game that Play plays when its caller sets no
// bound: far beyond any game of the SDK, it only stops a game that never ends.
const DefaultMaxMoves = 100000

// Outcome is a game Play played to the end.
type Outcome[S any] struct {
	// Final is the full final state.
	Final S
	// Result is its core.Result.
	Result core.Result
	// Record replays the game with core.Replay; its Over is set when the
	// game was played to the end.
	Record core.Record
}

// PlayOptions set up a game for Play.
type PlayOptions[S any, M core.Move] struct {
	// Config is the game's JSON config (nil: the default game).
	Config []byte
	// Seed is the game's seed, for New.
	Seed uint64
	// Bots has one bot per seat: Bots[p] chooses for seat p.
	Bots []Bot[S, M]
	// MaxMoves bounds the game (0: DefaultMaxMoves), so a game that never
	// ends stops with an error.
	MaxMoves int
	// Observe, if not nil, is called after every move with its index, the
	// move, the full state it produced and its events (a UI shows View(s,
	// p) and core.VisibleTo(events, p) to its human).
	Observe func(i int, m M, s S, events []core.Event)
}

// Play plays one game of g from New(o.Config, o.Seed), with o.Bots[p]
// choosing for seat p, until it is over, and returns the Outcome. Each bot
// is handed only its own View and the legal moves. A human player is a Bot
// too: one whose Choose asks.
//
// Errors: the config New refuses, a bot count that is not the game's seat
// count, a bot's error or illegal move (wrapping the game's error, so
// errors.Is(err, core.ErrIllegalMove) holds), and a game not over after
// o.MaxMoves moves. The Outcome then holds the game so far.
func Play[S any, M core.Move](g core.Game[S, M], o PlayOptions[S, M]) (Outcome[S], error) {
	out := Outcome[S]{Record: core.Record{Game: g.Name(), Config: o.Config, Seed: o.Seed, Moves: []string{}}}
	s, err := g.New(o.Config, o.Seed)
	if err != nil {
		return out, err
	}
	out.Final = s
	if n := g.NumPlayers(s); n != len(o.Bots) {
		return out, core.Errorf(core.ErrBadConfig, "%s: %d bots for %d seats", g.Name(), len(o.Bots), n)
	}
	for p, b := range o.Bots {
		if b == nil {
			return out, core.Errorf(core.ErrBadConfig, "%s: no bot in seat %v", g.Name(), core.Player(p))
		}
	}
	maxMoves := o.MaxMoves
	if maxMoves <= 0 {
		maxMoves = DefaultMaxMoves
	}
	var legal []M // reused at every move: a bot may not keep it past Choose
	for i := 0; !g.Over(s); i++ {
		if i >= maxMoves {
			return out, fmt.Errorf("bot: %s not over after %d moves", g.Name(), maxMoves)
		}
		p := g.ToMove(s)
		if p < 0 || int(p) >= len(o.Bots) {
			return out, fmt.Errorf("bot: %s: ToMove is %v, not a seat of %d", g.Name(), p, len(o.Bots))
		}
		legal = g.AppendLegal(legal[:0], s)
		m, err := o.Bots[p].Choose(g, g.View(s, p), p, legal)
		if err != nil {
			return out, fmt.Errorf("bot: %s: the bot in seat %v: %w", g.Name(), p, err)
		}
		next, events, err := g.Apply(s, m)
		if err != nil {
			return out, fmt.Errorf("bot: %s: the bot in seat %v chose %q: %w", g.Name(), p, m, err)
		}
		s = next
		out.Final = s
		out.Record.Moves = append(out.Record.Moves, m.String())
		if o.Observe != nil {
			o.Observe(i, m, s, events)
		}
	}
	out.Result = g.Result(s)
	out.Record.Over = true
	return out, nil
}
