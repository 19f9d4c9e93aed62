package bot

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/mafiarules/sdk/core"
)

// The defaults Options fall back to.
const (
	// DefaultIterations is the search budget when Options sets none.
	DefaultIterations = 1000
	// DefaultExploration is UCB1's exploration constant for rewards in
	// [0, 1]; 0.7 is the value the ISMCTS literature settles on for card
	// games.
	DefaultExploration = 0.7
	// DefaultMaxRollout bounds a random playout: every game of the SDK ends
	// far sooner, so it only guards against a game that never ends.
	DefaultMaxRollout = 10000
)

// Options set an MCTS bot's budget and behaviour. The zero Options is the
// deterministic default: DefaultIterations iterations per move.
type Options struct {
	// Iterations is the number of determinize-select-expand-playout-backup
	// iterations per move; 0 means DefaultIterations unless Time is set.
	Iterations int
	// Time is a wall-clock budget per move; 0 means none. With Time set
	// the bot is no longer deterministic (the iteration count depends on
	// the machine). With both set, the search stops at whichever comes
	// first. At least one iteration always runs.
	Time time.Duration
	// Clock is read for Time; nil means time.Now. Tests pass a fake clock.
	Clock func() time.Time
	// Exploration is UCB1's constant c in mean + c·sqrt(ln(available)/visits);
	// 0 means DefaultExploration.
	Exploration float64
	// MaxRollout bounds the moves of one random playout; 0 means
	// DefaultMaxRollout. A playout cut short scores as nobody winning.
	MaxRollout int
	// Reward scores a finished game for one seat, in [0, 1]; nil means
	// WinShare.
	Reward func(r core.Result, p core.Player) float64
}

// WinShare is the default reward: 1 for a sole winner, 1/k for each of k
// shared winners, 0 for everyone else (and for everyone when nobody wins or
// the game did not finish).
func WinShare(r core.Result, p core.Player) float64 {
	if !r.Won(p) {
		return 0
	}
	return 1 / float64(len(r.Winners))
}

// RankReward rewards places, not only wins: (n-1-rank)/(n-1) for n seats,
// so first scores 1, last 0 and the places between in even steps. An
// unfinished game scores 0.
func RankReward(r core.Result, p core.Player) float64 {
	n := len(r.Rank)
	if int(p) < 0 || int(p) >= n {
		return 0
	}
	if n == 1 {
		return 1
	}
	return float64(n-1-r.Rank[p]) / float64(n-1)
}

// MCTS is the information-set Monte Carlo tree search bot (SO-ISMCTS with
// availability counts; the package comment says how it works and why).
// It searches only from the view it is given: Choose first takes
// g.View(view, p) itself, so even a caller who passes the full state by
// mistake gets the move the view alone would give.
type MCTS[S any, M core.Move] struct {
	opt Options
	rng core.RNG

	// Reused between searches, so a search allocates only when the tree
	// outgrows the last one.
	nodes   []node[M]
	path    []int32
	kids    []int32
	root    []M // the view's moves when Choose is given none
	moves   []M // AppendLegal's buffer, reused at every step
	d       S   // the iteration's determinized state, moved in place (a field, so it is not moved to the heap each iteration)
	untried []M
	reward  []float64

	last Stats[M]
}

// node is one edge of the tree: the move that leads to it from its parent.
type node[M core.Move] struct {
	move    M
	child   int32 // first child, -1 if none
	next    int32 // next sibling, -1 if none
	visits  int32
	avail   int32   // times the move was legal when its parent was reached
	total   float64 // sum of the rewards of move.Mover() through this edge
	movedBy core.Player
}

// Stats describe the last search of an MCTS bot, for a UI that shows what
// the bot thought.
type Stats[M core.Move] struct {
	// Iterations is the number of iterations run.
	Iterations int
	// Nodes is the size of the tree built.
	Nodes int
	// Moves are the root's moves in the order of the legal list, with
	// their visits and mean reward for the bot.
	Moves []MoveStat[M]
}

// String renders the statistics on one line for a log or a UI:
// "500 iterations, 501 nodes: P0 play 3 83× 0.48, P0 play 7 417× 0.59".
func (s Stats[M]) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d iterations, %d nodes", s.Iterations, s.Nodes)
	for i, ms := range s.Moves {
		if i == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%v %d× %.2f", ms.Move, ms.Visits, ms.Mean)
	}
	return b.String()
}

// MoveStat is one root move's statistics.
type MoveStat[M core.Move] struct {
	Move   M
	Visits int
	Mean   float64
}

// NewMCTS returns an MCTS bot for g seeded with seed (g only fixes the
// bot's types: bot.NewMCTS(tonytino.Rules, 1, o)). Options out of range (a
// negative budget, a NaN exploration constant, ...) are an ErrBadConfig
// error.
func NewMCTS[S any, M core.Move](g core.Game[S, M], seed uint64, o Options) (*MCTS[S, M], error) {
	switch {
	case o.Iterations < 0 || o.Iterations > maxIterations:
		return nil, core.Errorf(core.ErrBadConfig, "mcts: iterations must be 0 to %d, not %d", maxIterations, o.Iterations)
	case o.Time < 0:
		return nil, core.Errorf(core.ErrBadConfig, "mcts: time budget %v is negative", o.Time)
	case o.Exploration < 0 || math.IsNaN(o.Exploration) || math.IsInf(o.Exploration, 0):
		return nil, core.Errorf(core.ErrBadConfig, "mcts: exploration %v is not a finite number ≥ 0", o.Exploration)
	case o.MaxRollout < 0:
		return nil, core.Errorf(core.ErrBadConfig, "mcts: max rollout %d is negative", o.MaxRollout)
	}
	if o.Iterations == 0 && o.Time == 0 {
		o.Iterations = DefaultIterations
	}
	if o.Iterations == 0 {
		o.Iterations = maxIterations
	}
	if o.Exploration == 0 {
		o.Exploration = DefaultExploration
	}
	if o.MaxRollout == 0 {
		o.MaxRollout = DefaultMaxRollout
	}
	if o.Reward == nil {
		o.Reward = WinShare
	}
	if o.Time > 0 && o.Clock == nil {
		o.Clock = time.Now
	}
	return &MCTS[S, M]{opt: o, rng: core.NewRNG(seed)}, nil
}

// Stats returns the statistics of the last search. A decision with one
// legal move is not searched and reports zero iterations.
func (b *MCTS[S, M]) Stats() Stats[M] { return b.last }

// Choose implements Bot: it searches the view and plays the most visited
// root move (ties go to the better mean reward, then to the earlier legal
// move). With one legal move it plays it without searching.
func (b *MCTS[S, M]) Choose(g core.Game[S, M], view S, p core.Player, legal []M) (M, error) {
	var zero M
	v := g.View(view, p)
	legal, err := rootMoves(g, v, p, legal, &b.root)
	if err != nil {
		return zero, err
	}
	b.last = Stats[M]{}
	if len(legal) == 1 {
		return legal[0], nil
	}
	if err := b.search(g, v, p); err != nil {
		return zero, err
	}
	best, bestVisits, bestMean := legal[0], int32(-1), math.Inf(-1)
	b.last.Moves = make([]MoveStat[M], len(legal))
	for i, m := range legal {
		var visits int32
		var mean float64
		if c := b.find(0, m); c >= 0 {
			visits = b.nodes[c].visits
			mean = b.nodes[c].total / float64(visits)
		}
		b.last.Moves[i] = MoveStat[M]{Move: m, Visits: int(visits), Mean: mean}
		if visits > bestVisits || (visits == bestVisits && mean > bestMean) {
			best, bestVisits, bestMean = m, visits, mean
		}
	}
	return best, nil
}

// search runs the iterations from the view v of seat p.
func (b *MCTS[S, M]) search(g core.Game[S, M], v S, p core.Player) error {
	b.nodes = append(b.nodes[:0], node[M]{child: -1, next: -1, movedBy: core.NoPlayer})
	if n := g.NumPlayers(v); cap(b.reward) < n {
		b.reward = make([]float64, n)
	} else {
		b.reward = b.reward[:n]
	}
	var start time.Time
	if b.opt.Time > 0 {
		start = b.opt.Clock()
	}
	it := 0
	for it < b.opt.Iterations {
		if it > 0 && b.opt.Time > 0 && b.opt.Clock().Sub(start) >= b.opt.Time {
			break
		}
		if err := b.iterate(g, v, p); err != nil {
			return err
		}
		it++
	}
	b.last.Iterations, b.last.Nodes = it, len(b.nodes)
	return nil
}

// iterate is one ISMCTS iteration: determinize, select, expand, play out,
// back up.
func (b *MCTS[S, M]) iterate(g core.Game[S, M], v S, p core.Player) error {
	var seed uint64
	seed, b.rng = b.rng.Uint64()
	b.d = g.Determinize(v, p, core.NewRNG(seed))
	d := &b.d
	b.path = append(b.path[:0], 0)
	cur := int32(0)
	var err error
	// Selection and expansion, among the children legal in d.
	for !g.Over(*d) {
		b.moves = g.AppendLegal(b.moves[:0], *d)
		moves := b.moves
		if len(moves) == 0 {
			return fmt.Errorf("bot: %s: Legal is empty but the game is not over", g.Name())
		}
		b.kids, b.untried = b.kids[:0], b.untried[:0]
		for _, m := range moves {
			c := b.find(cur, m)
			if c < 0 {
				b.untried = append(b.untried, m)
				continue
			}
			b.nodes[c].avail++
			b.kids = append(b.kids, c)
		}
		if len(b.untried) > 0 {
			var i int
			i, b.rng = b.rng.IntN(len(b.untried))
			m := b.untried[i]
			if err = apply(g, d, m); err != nil {
				return err
			}
			cur = b.add(cur, m)
			b.path = append(b.path, cur)
			break
		}
		cur = b.ucb()
		if err = apply(g, d, b.nodes[cur].move); err != nil {
			return err
		}
		b.path = append(b.path, cur)
	}
	// Playout with uniformly random moves: in place, unchecked (the
	// moves come from Legal), where the game offers that path.
	pl, fast := g.(core.Playout[S, M])
	for n := 0; n < b.opt.MaxRollout && !g.Over(*d); n++ {
		if fast {
			var ok bool
			if b.rng, b.moves, ok = pl.PlayoutStep(d, b.rng, b.moves); !ok {
				return fmt.Errorf("bot: %s: Legal is empty, or refused its own move, but the game is not over", g.Name())
			}
			continue
		}
		b.moves = g.AppendLegal(b.moves[:0], *d)
		moves := b.moves
		if len(moves) == 0 {
			return fmt.Errorf("bot: %s: Legal is empty but the game is not over", g.Name())
		}
		var i int
		i, b.rng = b.rng.IntN(len(moves))
		if err = apply(g, d, moves[i]); err != nil {
			return err
		}
	}
	// Backup: every edge gathers the reward of the seat that moved.
	var res core.Result
	if g.Over(*d) {
		res = g.Result(*d)
	}
	for q := range b.reward {
		b.reward[q] = b.opt.Reward(res, core.Player(q))
	}
	for _, i := range b.path {
		n := &b.nodes[i]
		n.visits++
		if q := int(n.movedBy); q >= 0 && q < len(b.reward) {
			n.total += b.reward[q]
		}
	}
	return nil
}

// ucb picks among b.kids (all tried) the child with the best UCB1 score,
// using availability counts; the first in legal order wins a tie.
func (b *MCTS[S, M]) ucb() int32 {
	best, bestScore := b.kids[0], math.Inf(-1)
	for _, c := range b.kids {
		n := &b.nodes[c]
		visits := float64(n.visits)
		score := n.total/visits + b.opt.Exploration*math.Sqrt(math.Log(float64(n.avail))/visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// find returns the child of parent reached by m, or -1.
func (b *MCTS[S, M]) find(parent int32, m M) int32 {
	for c := b.nodes[parent].child; c >= 0; c = b.nodes[c].next {
		if b.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// add makes m a new child of parent (available once, not yet visited; the
// backup visits it) and returns its index.
func (b *MCTS[S, M]) add(parent int32, m M) int32 {
	i := int32(len(b.nodes))
	b.nodes = append(b.nodes, node[M]{
		move:    m,
		child:   -1,
		next:    b.nodes[parent].child,
		avail:   1,
		movedBy: m.Mover(),
	})
	b.nodes[parent].child = i
	return i
}

// apply makes a move the game itself listed as legal on *s: in place,
// without events, where the game offers that path (core.Playout: every
// Rules value), else by Apply. A refusal is a bug in the game, reported as
// an error rather than searched around.
func apply[S any, M core.Move](g core.Game[S, M], s *S, m M) error {
	var err error
	if pl, ok := g.(core.Playout[S, M]); ok {
		err = pl.ApplyInPlace(s, m)
	} else {
		var next S
		if next, _, err = g.Apply(*s, m); err == nil {
			*s = next
		}
	}
	if err != nil {
		return fmt.Errorf("bot: %s refused its own legal move %q: %w", g.Name(), m, err)
	}
	return nil
}
