package main

import (
	"fmt"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/words"
)

// playGame plays one game of g from New(config, seed) with bots[p] in seat
// p, each bot shown only its seat's View, until it is over. observe, if not
// nil, sees every move's events. It returns the final position and the
// record; a game not over after maxMoves moves is an error.
func playGame(g sdk.Game, config []byte, seed uint64, bots []sdk.Bot, maxMoves int, observe func([]core.Event)) (sdk.Position, core.Record, error) {
	rec := core.Record{Game: g.Name(), Config: config, Seed: seed, Moves: []string{}}
	pos, err := g.New(config, seed)
	if err != nil {
		return nil, rec, err
	}
	if n := pos.NumPlayers(); n != len(bots) {
		return pos, rec, fmt.Errorf("%s has %s, not %d", g.Title(), words.Plural(n, "seat"), len(bots))
	}
	if maxMoves <= 0 {
		maxMoves = bot.DefaultMaxMoves
	}
	for !pos.Over() {
		if len(rec.Moves) >= maxMoves {
			return pos, rec, fmt.Errorf("%s is not over after %s", g.Title(), words.Plural(maxMoves, "move"))
		}
		p := pos.ToMove()
		if p < 0 || int(p) >= len(bots) {
			return pos, rec, fmt.Errorf("%s: %v is to move, not a seat of %d", g.Title(), p, len(bots))
		}
		move, err := bots[p].Choose(pos.View(p))
		if err != nil {
			return pos, rec, fmt.Errorf("the bot in seat %s: %s", pos.Seat(p), words.Message(err))
		}
		next, events, err := pos.Apply(move)
		if err != nil {
			return pos, rec, fmt.Errorf("the bot in seat %s chose %q: %s", pos.Seat(p), move, words.Message(err))
		}
		pos = next
		rec.Moves = append(rec.Moves, move)
		if observe != nil {
			observe(events)
		}
	}
	rec.Over = true
	return pos, rec, nil
}

// seriesOptions set up a series.
type seriesOptions struct {
	games    int
	config   []byte
	seed     uint64
	specs    []string // one bot spec per seat, checked with Game.Bot
	maxMoves int
	workers  int // games played at once; the results do not depend on it
	// progress, if not nil, is called after each game with the number of
	// games finished (from one goroutine at a time).
	progress func(done int)
}

// gameSummary is one game of a series.
type gameSummary struct {
	seed   uint64
	seats  []int // seats[p] is the entrant (index into specs) in seat p
	result core.Result
	moves  int
}

// series plays o.games games of g with one entrant per seat, rotating the
// seats: in game i seat p holds entrant (p+i) mod n, so over a multiple of
// n games each entrant sits in each seat equally often. Every game has its
// own seed and fresh bots, derived from o.seed and its index alone, so the
// games (for iteration-budget bots) are the same whatever o.workers is.
// The first error stops the series.
func series(g sdk.Game, o seriesOptions) ([]gameSummary, error) {
	games := make([]gameSummary, o.games)
	i, err := bot.Parallel(o.games, o.workers, func(i int) error {
		var err error
		games[i], err = seriesGame(g, o, i)
		return err
	}, o.progress)
	if err != nil {
		return nil, fmt.Errorf("game %d of the series (seed %d): %w", i+1, games[i].seed, err)
	}
	return games, nil
}

// seriesGame plays game i of a series.
func seriesGame(g sdk.Game, o seriesOptions, i int) (gameSummary, error) {
	n := len(o.specs)
	gs := gameSummary{seed: mix(o.seed + mix(uint64(i))), seats: make([]int, n)}
	bots := make([]sdk.Bot, n)
	for p := range bots {
		e := (p + i) % n
		gs.seats[p] = e
		b, err := g.Bot(o.specs[e], mix(gs.seed+uint64(p)+1))
		if err != nil {
			return gs, err
		}
		bots[p] = b
	}
	pos, rec, err := playGame(g, o.config, gs.seed, bots, o.maxMoves, nil)
	gs.moves = len(rec.Moves)
	if err == nil {
		gs.result = pos.Result()
	}
	return gs, err
}

// mix is SplitMix64's finalizer: distinct inputs give unrelated seeds.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// tally is one row of a series table: an entrant, or a seat.
type tally struct {
	name     string
	games    int
	wins     float64 // a win shared by k seats counts 1/k
	placeSum int     // sum of 0-based ranks
	scoreSum float64
}

func (t *tally) add(r core.Result, p core.Player) {
	t.games++
	if r.Won(p) {
		t.wins += 1 / float64(len(r.Winners))
	}
	if int(p) < len(r.Rank) {
		t.placeSum += r.Rank[p]
	}
	if int(p) < len(r.Scores) {
		t.scoreSum += float64(r.Scores[p])
	}
}

// tallies sums a series by entrant (names[e] for entrant e) and by seat
// (seats[p] for seat p).
func tallies(games []gameSummary, names, seats []string) (byEntrant, bySeat []tally) {
	byEntrant = make([]tally, len(names))
	for e, n := range names {
		byEntrant[e].name = n
	}
	bySeat = make([]tally, len(seats))
	for p, n := range seats {
		bySeat[p].name = n
	}
	for _, gs := range games {
		for p, e := range gs.seats {
			byEntrant[e].add(gs.result, core.Player(p))
			bySeat[p].add(gs.result, core.Player(p))
		}
	}
	return byEntrant, bySeat
}

// entrantNames names the entrants for a table: a spec used once is its
// own name, a spec used k times is "random #1" to "random #k", so that
// identical bots get rows a reader can tell apart.
func entrantNames(specs []string) []string {
	count := map[string]int{}
	for _, s := range specs {
		count[s]++
	}
	seen := map[string]int{}
	out := make([]string, len(specs))
	for i, s := range specs {
		if count[s] == 1 {
			out[i] = s
			continue
		}
		seen[s]++
		out[i] = fmt.Sprintf("%s #%d", s, seen[s])
	}
	return out
}
