package bot

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Entrant is a player in a Series: a name for the table and a maker of a
// fresh bot for each game, seeded by the series.
type Entrant[S any, M core.Move] struct {
	// Name names the entrant in the Standings.
	Name string
	// New makes the entrant's bot for one game from the seed the series
	// gives it.
	New func(seed uint64) Bot[S, M]
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

// SeriesOptions set up a Series or a SeriesFunc.
type SeriesOptions struct {
	// Games is the number of games.
	Games int
	// First is the number of the first game, from 0: a shard of a longer
	// series (one machine's part of a cluster run) plays games First to
	// First+Games-1 of it, with the seeds and seats the whole series gives
	// them, so the shards' games together are the whole series' games.
	First int
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
	// SeatNames, if not nil, names the seats of SeriesResult.Seats, one
	// name per seat ("P0 (blue)", as a game names its seats); nil names
	// them P0, P1, ...
	SeatNames []string
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

// Standing is one entrant's tally over a Series, or one seat's.
type Standing struct {
	// Name is the entrant's (Entrant.Name), or the seat's.
	Name string
	// Games is the number of games the entrant, or the seat, played.
	Games int
	// Wins counts a shared win among k winners as 1/k.
	Wins float64
	// RankSum is the sum of the entrant's ranks (0 = first).
	RankSum int
	// ScoreSum is the sum of the entrant's final scores (core.Result's
	// Scores), each in the unit of the seat it sat in.
	ScoreSum int
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

// MeanScore is the entrant's average final score (0 before any game). It
// has a unit when every seat it sat in counts the same thing.
func (s Standing) MeanScore() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.ScoreSum) / float64(s.Games)
}

// add tallies seat p's part in a game with result r.
func (s *Standing) add(r core.Result, p core.Player) {
	s.Games++
	s.Wins += WinShare(r, p)
	if int(p) < len(r.Rank) {
		s.RankSum += r.Rank[p]
	}
	if int(p) < len(r.Scores) {
		s.ScoreSum += r.Scores[p]
	}
}

// SeriesResult is a finished Series.
type SeriesResult struct {
	// Standings are per entrant, in the order the entrants were given.
	Standings []Standing
	// Seats are per seat, whichever entrant sat there, named by
	// SeriesOptions.SeatNames: how much a seat is worth in itself.
	Seats []Standing
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

// SeriesGame is one game of a series, as SeriesFunc hands it to the
// function that plays it.
type SeriesGame struct {
	// Index is the game's number in the series, from 0.
	Index int
	// Seed is the game's seed, for the game's New.
	Seed uint64
	// Seats[p] is the index of the entrant in seat p.
	Seats []int
	// Config is SeriesOptions.Config, or core.PlayersConfig with one seat
	// per entrant when that is nil.
	Config []byte
	// MaxMoves is SeriesOptions.MaxMoves (0: DefaultMaxMoves).
	MaxMoves int
}

// BotSeed is the seed of a fresh bot for seat p in this game: distinct
// for every seat and game, and derived from the series' seed alone.
func (g SeriesGame) BotSeed(p core.Player) uint64 { return mix(g.Seed + uint64(p) + 1) }

// SeriesError is the error of a series that a game stopped: the game, as
// it was handed to the function that played it (its Seed and Seats replay
// it), and the game's error.
type SeriesError struct {
	// Game is the game that failed.
	Game SeriesGame
	// Err is its error.
	Err error
}

// Error says which game failed, from which seed, and why.
func (e *SeriesError) Error() string {
	return fmt.Sprintf("bot: game %d of the series (seed %d): %v", e.Game.Index+1, e.Game.Seed, e.Err)
}

// Unwrap is the game's error, so errors.Is sees through a SeriesError.
func (e *SeriesError) Unwrap() error { return e.Err }

// Series plays o.Games games of g with one entrant per seat, rotating the
// seats: in game i seat p holds entrant (p+i) mod n, so with two entrants
// they alternate, and over a multiple of n games each entrant sits in each
// seat equally often. Every game has its own seed and fresh bots, seeded
// from o.Seed, so a series is deterministic (for iteration budgets) and
// does not depend on o.Workers. The first error stops the series; a game's
// error is a *SeriesError. Series is SeriesFunc with Play playing each
// game.
func Series[S any, M core.Move](g core.Game[S, M], entrants []Entrant[S, M], o SeriesOptions) (SeriesResult, error) {
	if len(entrants) == 0 {
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "%s: a series needs entrants", g.Name())
	}
	names := make([]string, len(entrants))
	for i, e := range entrants {
		if e.New == nil {
			return SeriesResult{}, core.Errorf(core.ErrBadConfig, "%s: entrant %d (%q) has no bot maker", g.Name(), i, e.Name)
		}
		names[i] = e.Name
	}
	return SeriesFunc(names, o, func(sg SeriesGame) (core.Result, int, error) {
		bots := make([]Bot[S, M], len(sg.Seats))
		for p, e := range sg.Seats {
			if bots[p] = entrants[e].New(sg.BotSeed(core.Player(p))); bots[p] == nil {
				return core.Result{}, 0, core.Errorf(core.ErrBadConfig, "%s: entrant %q made no bot", g.Name(), entrants[e].Name)
			}
		}
		out, err := Play(g, PlayOptions[S, M]{Config: sg.Config, Seed: sg.Seed, Bots: bots, MaxMoves: sg.MaxMoves})
		return out.Result, len(out.Record.Moves), err
	})
}

// SeriesFunc plays a series as Series does, with the same seats, seeds,
// parallelism and tallies, where play plays each game: for a game that is
// not a core.Game (the sdk registry's, driven by strings) or bots that are
// not Bots. names has one entrant per seat (names[e] names entrant e in
// the Standings); play gets the game's SeriesGame, makes fresh bots for
// its seats (seat p's from entrant Seats[p], seeded by BotSeed(p)), plays
// it from Seed (and Config, MaxMoves where the game has them) and returns
// its result and its length in moves. play is called from o.Workers
// goroutines at once, each game once; the first error stops the series
// and is returned in a *SeriesError.
func SeriesFunc(names []string, o SeriesOptions, play func(SeriesGame) (core.Result, int, error)) (SeriesResult, error) {
	n := len(names)
	switch {
	case n == 0:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: a series needs entrants")
	case play == nil:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesFunc needs a function that plays a game")
	case o.Games < 0:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesOptions.Games is %d, not a number of games", o.Games)
	case o.First < 0:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesOptions.First is %d, not a game's number (from 0)", o.First)
	case o.MaxMoves < 0:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesOptions.MaxMoves is %d: it is 0 (DefaultMaxMoves) or a number of moves", o.MaxMoves)
	case o.Workers < 0:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesOptions.Workers is %d: it is 0 (one) or a number of goroutines", o.Workers)
	case o.SeatNames != nil && len(o.SeatNames) != n:
		return SeriesResult{}, core.Errorf(core.ErrBadConfig, "bot: SeriesOptions.SeatNames names %d seats for %d entrants (one per seat)", len(o.SeatNames), n)
	}
	config := o.Config
	if config == nil {
		config = core.PlayersConfig(n)
	}
	game := func(j int) SeriesGame {
		i := o.First + j
		sg := SeriesGame{Index: i, Seed: mix(o.Seed + mix(uint64(i))), Seats: make([]int, n), Config: config, MaxMoves: o.MaxMoves}
		for p := range sg.Seats {
			sg.Seats[p] = (p + i) % n
		}
		return sg
	}
	games := make([]GameSummary, o.Games)
	var progress func(done int)
	if o.Progress != nil {
		progress = func(done int) { o.Progress(done, o.Games) }
	}
	i, err := Parallel(o.Games, o.Workers, func(i int) error {
		sg := game(i)
		r, moves, err := play(sg)
		games[i] = GameSummary{Seed: sg.Seed, Seats: sg.Seats, Result: r, Moves: moves}
		return err
	}, progress)
	if err != nil {
		return SeriesResult{}, &SeriesError{Game: game(i), Err: err}
	}
	res := SeriesResult{Standings: make([]Standing, n), Seats: make([]Standing, n), Games: games}
	for e, name := range names {
		res.Standings[e].Name = name
	}
	for p := range res.Seats {
		res.Seats[p].Name = core.Player(p).String()
		if o.SeatNames != nil {
			res.Seats[p].Name = o.SeatNames[p]
		}
	}
	for _, gs := range games {
		for p, e := range gs.Seats {
			res.Standings[e].add(gs.Result, core.Player(p))
			res.Seats[p].add(gs.Result, core.Player(p))
		}
	}
	return res, nil
}

// mix is SplitMix64's finalizer: distinct inputs give unrelated seeds.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
