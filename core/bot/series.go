package bot

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Entrant is a player in a Series: a name for the table and a maker of a
// fresh bot for each game, seeded by the series.
type Entrant[S any, M core.Move] struct {
	Name string
	New  func(seed uint64) Bot[S, M]
}

// Entrants turns bot specs (see New and Specs) into entrants for g, one per
// seat: Entrants(tonytino.Rules, "mcts", "random") seats an MCTS bot
// against a random one. A spec New cannot read is an error.
func Entrants[S any, M core.Move](g core.Game[S, M], specs ...string) ([]Entrant[S, M], error) {
	out := make([]Entrant[S, M], len(specs))
	for i, spec := range specs {
		if _, err := New(g, spec, 0); err != nil {
			return nil, err
		}
		out[i] = Entrant[S, M]{Name: strings.TrimSpace(spec), New: func(seed uint64) Bot[S, M] {
			b, _ := New(g, spec, seed) // checked above
			return b
		}}
	}
	return out, nil
}

// SeriesOptions set up a Series.
type SeriesOptions struct {
	// Games is the number of games.
	Games int
	// Config is the game's JSON config; nil means core.PlayersConfig with
	// one seat per entrant.
	Config []byte
	// Seed derives every game's seed and every bot's seed.
	Seed uint64
	// MaxMoves bounds each game (0: DefaultMaxMoves).
	MaxMoves int
	// Workers is the number of games played at once (0 or 1: one). The
	// results do not depend on it.
	Workers int
	// Progress, if not nil, is called after each game with the number of
	// games finished so far (from one goroutine at a time).
	Progress func(done, total int)
}

// GameSummary is one game of a Series.
type GameSummary struct {
	// Seed is the game's seed: with the config and the Seats it replays.
	Seed uint64
	// Seats[p] is the index of the entrant in seat p.
	Seats []int
	// Result is the game's core.Result.
	Result core.Result
	// Moves is the game's length.
	Moves int
}

// Standing is one entrant's tally over a Series.
type Standing struct {
	Name  string
	Games int
	// Wins counts a shared win among k winners as 1/k.
	Wins float64
	// RankSum is the sum of the entrant's ranks (0 = first).
	RankSum int
}

// WinRate is Wins/Games (0 before any game).
func (s Standing) WinRate() float64 {
	if s.Games == 0 {
		return 0
	}
	return s.Wins / float64(s.Games)
}

// Interval is the Wilson interval of the win rate at quantile z (Z95).
func (s Standing) Interval(z float64) (lo, hi float64) { return Wilson(s.Wins, s.Games, z) }

// MeanRank is the entrant's average place, 0 for first.
func (s Standing) MeanRank() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.RankSum) / float64(s.Games)
}

// SeriesResult is a finished Series.
type SeriesResult struct {
	// Standings are per entrant, in the order the entrants were given.
	Standings []Standing
	// Games are per game, in order.
	Games []GameSummary
}

// String renders the standings as a table with 95% Wilson intervals:
//
//	bot         games    wins   win%  95% interval      mean rank
//	mcts          200   184.0  92.0%  [ 87.4%,  95.0%]      0.08
func (r SeriesResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-12s %5s %7s %6s  %-16s %9s\n", "bot", "games", "wins", "win%", "95% interval", "mean rank")
	for _, s := range r.Standings {
		lo, hi := s.Interval(Z95)
		fmt.Fprintf(&b, "%-12s %5d %7.1f %5.1f%%  [%5.1f%%, %5.1f%%] %9.2f\n",
			s.Name, s.Games, s.Wins, 100*s.WinRate(), 100*lo, 100*hi, s.MeanRank())
	}
	return b.String()
}

// Series plays o.Games games of g with one entrant per seat, rotating the
// seats: in game i seat p holds entrant (p+i) mod n, so with two entrants
// they alternate, and over a multiple of n games each entrant sits in each
// seat equally often. Every game has its own seed and fresh bots, seeded
// from o.Seed, so a series is deterministic (for iteration budgets) and
// does not depend on o.Workers. The first error stops the series.
func Series[S any, M core.Move](g core.Game[S, M], entrants []Entrant[S, M], o SeriesOptions) (SeriesResult, error) {
	n := len(entrants)
	if n == 0 {
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "%s: a series needs entrants", g.Name())
	}
	for i, e := range entrants {
		if e.New == nil {
			return SeriesResult{}, core.Errorf(core.ErrBadConfig, "%s: entrant %d (%q) has no bot maker", g.Name(), i, e.Name)
		}
	}
	if o.Games < 0 {
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "%s: %d games", g.Name(), o.Games)
	}
	config := o.Config
	if config == nil {
		config = core.PlayersConfig(n)
	}
	games := make([]GameSummary, o.Games)
	var progress func(done int)
	if o.Progress != nil {
		progress = func(done int) { o.Progress(done, o.Games) }
	}
	i, err := Parallel(o.Games, o.Workers, func(i int) error {
		var err error
		games[i], err = seriesGame(g, entrants, config, o, i)
		return err
	}, progress)
	if err != nil {
		return SeriesResult{}, fmt.Errorf("bot: series game %d (seed %d): %w", i, games[i].Seed, err)
	}
	res := SeriesResult{Standings: make([]Standing, n), Games: games}
	for i, e := range entrants {
		res.Standings[i].Name = e.Name
	}
	for _, gs := range games {
		for p, e := range gs.Seats {
			st := &res.Standings[e]
			st.Games++
			st.Wins += WinShare(gs.Result, core.Player(p))
			if p < len(gs.Result.Rank) {
				st.RankSum += gs.Result.Rank[p]
			}
		}
	}
	return res, nil
}

// seriesGame plays game i of a series.
func seriesGame[S any, M core.Move](g core.Game[S, M], entrants []Entrant[S, M], config []byte, o SeriesOptions, i int) (GameSummary, error) {
	n := len(entrants)
	gs := GameSummary{Seed: mix(o.Seed + mix(uint64(i))), Seats: make([]int, n)}
	bots := make([]Bot[S, M], n)
	for p := range bots {
		e := (p + i) % n
		gs.Seats[p] = e
		bots[p] = entrants[e].New(mix(gs.Seed + uint64(p) + 1))
		if bots[p] == nil {
			return gs, core.Errorf(core.ErrBadConfig, "%s: entrant %q made no bot", g.Name(), entrants[e].Name)
		}
	}
	out, err := Play(g, PlayOptions[S, M]{Config: config, Seed: gs.Seed, Bots: bots, MaxMoves: o.MaxMoves})
	gs.Result, gs.Moves = out.Result, len(out.Record.Moves)
	return gs, err
}

// mix is SplitMix64's finalizer: distinct inputs give unrelated seeds.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
