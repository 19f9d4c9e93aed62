// Command selfplay plays the SDK's games with bots and prints what the table
// would see. With no flags it plays one complete game of every game from a
// fixed seed and prints each spectator's log and result:
//
//	go run ./examples/selfplay
//	go run ./examples/selfplay -game mafia -seed 7
//	go run ./examples/selfplay -game tonytino -n 200 -bots mcts,random
//	go run ./examples/selfplay -game nostracity -config '{"players":3}'
//
// With -export FILE it writes the -n games' decisions as JSON lines for a
// trainer (observation, legal mask, action, rewards per seat; the README
// shows a reader in Python):
//
//	go run ./examples/selfplay -game tonytino -n 100 -export games.jsonl
//
// With -shard i/n it plays only the i-th (from 0) of n equal parts of the
// -n games, the same games with the same seeds as the whole run plays
// them: n machines of a cluster, each given its index, share a long run
// with no coordination, and their -export files, joined in shard order,
// are the whole run's file (the README shows a Kubernetes Indexed Job):
//
//	go run ./examples/selfplay -game tonytino -n 1000000 -shard 3/16 -export part-3.jsonl
//
// With -n above 1 it plays a series, the seats rotating between the bots,
// and prints each bot's win rate with a 95% Wilson interval, its mean place
// and mean score, the same by seat, and the games per second. A long
// series reports its progress on stderr. The series is deterministic for
// random and iteration-budget bots: the same flags give the same table,
// however many games run at once.
//
// It drives every game through the sdk registry only (sdk.Lookup), with
// moves as strings, as any program embedding the SDK by name would.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/words"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// options are the checked flags.
type options struct {
	games    []sdk.Game
	configs  [][]byte   // per game
	seats    []int      // per game
	specs    [][]string // per game: one bot spec per seat
	seed     uint64
	n        int // games of the whole run
	first    int // -shard: the first game this shard plays, from 0
	count    int // -shard: the games it plays (n without -shard)
	shard    string
	maxMoves int
	workers  int
	every    time.Duration // progress interval on stderr
	export   string        // -export: the file of trajectories, "" for none
}

// errFlags is a flag the flag package refused; it has said so already.
var errFlags = errors.New("bad flags")

// run is the program: it checks every flag before anything runs, then
// plays. It returns the exit code: 0, 1 for a failed game, 2 for bad flags.
func run(args []string, stdout, stderr io.Writer) int {
	o, err := parse(args, stderr)
	if err != nil {
		switch {
		case errors.Is(err, flag.ErrHelp):
			return 0
		case !errors.Is(err, errFlags):
			fmt.Fprintf(stderr, "selfplay: %s\n", err)
			fmt.Fprintln(stderr, "Run 'go run ./examples/selfplay -h' for the flags.")
		}
		return 2
	}
	if o.export != "" {
		if err := exportFile(o); err != nil {
			fmt.Fprintf(stderr, "selfplay: -export: %s\n", words.Message(err))
			return 1
		}
		fmt.Fprintf(stdout, "%s: %s written to %s\n", o.games[0].Title(), o.gamesPlayed(), o.export)
		return 0
	}
	for i, g := range o.games {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if o.count == 1 && o.n == 1 {
			err = single(stdout, g, o.configs[i], o.specs[i], o)
		} else {
			err = seriesTable(stdout, stderr, g, o.configs[i], o.specs[i], o)
		}
		if err != nil {
			fmt.Fprintf(stderr, "selfplay: %s: %s\n", g.Title(), words.Message(err))
			return 1
		}
	}
	return 0
}

func parse(args []string, stderr io.Writer) (options, error) {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "all", "game to play: all, or one of "+strings.Join(sdk.Names(), ", "))
	seed := fs.Uint64("seed", 1, "seed of the game, or of the series")
	n := fs.Int("n", 1, "number of games of each game; above 1, print win rates instead of a log")
	players := fs.Int("players", 0, "number of seats (0: the game's default)")
	config := fs.String("config", "", `the game's JSON config, e.g. '{"players":3,"public_discards":true}' (needs -game)`)
	bots := fs.String("bots", "random", "comma-separated bot per seat ("+bot.Specs+"); a short list repeats its last")
	maxMoves := fs.Int("max", 0, "give up on a game after this many moves (0: no practical limit)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games of a series played at once (the results do not depend on it)")
	every := fs.Duration("progress", 2*time.Second, "how often a series reports its progress on stderr")
	shard := fs.String("shard", "", "i/n: play only the i-th (from 0) of n equal parts of the -n games, as the whole run plays them (a cluster's share)")
	exportTo := fs.String("export", "", "write the -n games' decisions to this file as JSON lines for training (observation, legal mask, action, rewards; needs -game)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return options{}, err
		}
		return options{}, errFlags
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("unexpected argument %q: every setting is a flag", fs.Arg(0))
	}
	var err error
	o := options{seed: *seed, n: *n, maxMoves: *maxMoves, workers: *workers, every: *every, export: *exportTo}
	if o.n < 1 {
		return o, fmt.Errorf("-n is the number of games; it must be at least 1, not %d", o.n)
	}
	if o.first, o.count, err = shardOf(*shard, o.n); err != nil {
		return o, err
	}
	o.shard = *shard
	if o.maxMoves < 0 {
		return o, fmt.Errorf("-max must be 0 (no limit) or a number of moves, not %d", o.maxMoves)
	}
	if o.workers < 1 {
		return o, fmt.Errorf("-workers must be at least 1, not %d", o.workers)
	}
	if *players < 0 {
		return o, fmt.Errorf("-players must be a number of seats, not %d", *players)
	}
	names := sdk.Names()
	if *game != "all" {
		if _, err := sdk.Lookup(*game); err != nil {
			return o, fmt.Errorf("-game %q: there is no such game (the games are all, %s)", *game, strings.Join(names, ", "))
		}
		names = []string{*game}
	} else if *config != "" {
		return o, fmt.Errorf("-config is one game's config: name the game with -game")
	} else if o.export != "" {
		return o, fmt.Errorf("-export writes one game's trajectories: name the game with -game")
	}
	specs, err := words.SplitBots(*bots)
	if err != nil {
		return o, err
	}
	for _, name := range names {
		g, _ := sdk.Lookup(name)
		cfg, err := words.WithPlayers([]byte(*config), *players)
		if err != nil {
			return o, err
		}
		pos, err := g.New(cfg, o.seed)
		if err != nil {
			return o, fmt.Errorf("%s: %s", g.Title(), words.Message(err))
		}
		seats := pos.NumPlayers()
		if len(specs) > seats {
			return o, fmt.Errorf("-bots names %s, but %s has %s here (-players or -config sets the seats)",
				words.Plural(len(specs), "bot"), g.Title(), words.Plural(seats, "seat"))
		}
		perSeat := make([]string, seats)
		for p := range perSeat {
			perSeat[p] = specs[min(p, len(specs)-1)]
		}
		for _, s := range specs {
			if _, err := g.Bot(s, 0); err != nil {
				return o, fmt.Errorf("-bots: %s", words.Message(err))
			}
		}
		o.games = append(o.games, g)
		o.configs = append(o.configs, cfg)
		o.seats = append(o.seats, seats)
		o.specs = append(o.specs, perSeat)
	}
	return o, nil
}

// single plays one game and prints the spectator's log and the result.
func single(w io.Writer, g sdk.Game, config []byte, specs []string, o options) error {
	bots := make([]sdk.Bot, len(specs))
	for p, s := range specs {
		b, err := g.Bot(s, o.seed*31+uint64(p))
		if err != nil {
			return err
		}
		bots[p] = b
	}
	start, err := g.New(config, o.seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "=== %s: one game of %d players, seed %d ===\n", g.Title(), len(specs), o.seed)
	var seats []string
	for p, s := range specs {
		seats = append(seats, start.Seat(core.Player(p))+" "+s)
	}
	fmt.Fprintf(w, "Seats: %s\n", strings.Join(seats, ", "))
	pos, rec, err := playGame(g, config, o.seed, bots, o.maxMoves, func(events []core.Event) {
		for _, e := range core.VisibleTo(events, core.NoPlayer) {
			fmt.Fprintf(w, "  %s\n", e)
		}
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Game over after %s. %s", words.Plural(len(rec.Moves), "move"), words.ResultText(g, pos))
	return nil
}

// seriesTable plays a series and prints its tables.
func seriesTable(w, stderr io.Writer, g sdk.Game, config []byte, specs []string, o options) error {
	start, err := g.New(config, o.seed)
	if err != nil {
		return err
	}
	seatNames := make([]string, len(specs))
	for p := range seatNames {
		seatNames[p] = start.Seat(core.Player(p))
	}
	began := time.Now()
	last := began
	r, err := series(g, config, specs, seatNames, o, func(done, total int) {
		now := time.Now()
		if now.Sub(last) < o.every || done == total {
			return
		}
		last = now
		fmt.Fprintln(stderr, progressLine(g.Title(), done, total, now.Sub(began)))
	})
	if err != nil {
		return err
	}
	elapsed := time.Since(began)
	fmt.Fprintf(w, "=== %s: %s of %d players from seed %d, the seats rotating between the bots ===\n",
		g.Title(), o.gamesPlayed(), len(specs), o.seed)
	seatUnits := make([]string, len(specs))
	for p := range seatUnits {
		seatUnits[p] = start.ScoreUnit(core.Player(p))
	}
	botUnit := seatUnits[0] // a bot sits in every seat: its row has a unit if all seats share one
	for _, u := range seatUnits {
		if u != botUnit {
			botUnit = ""
		}
	}
	botUnits := make([]string, len(r.Standings))
	for i := range botUnits {
		botUnits[i] = botUnit
	}
	writeTable(w, "bot", r.Standings, botUnits)
	fmt.Fprintln(w, "By seat, whichever bot sat there:")
	writeTable(w, "seat", r.Seats, seatUnits)
	moves := 0
	for _, gs := range r.Games {
		moves += gs.Moves
	}
	fmt.Fprintf(w, "Mean length %.1f moves; %s in %.1f s, %.1f games/s.\n",
		float64(moves)/float64(o.count), words.Plural(o.count, "game"), elapsed.Seconds(), float64(o.count)/elapsed.Seconds())
	return nil
}

// shardOf reads -shard "i/n" for a run of total games: the shard plays
// games first to first+count-1, the i-th of n parts as equal as whole
// games allow. "" is the whole run.
func shardOf(flag string, total int) (first, count int, err error) {
	if flag == "" {
		return 0, total, nil
	}
	var i, n int
	if k, _ := fmt.Sscanf(flag, "%d/%d", &i, &n); k != 2 || fmt.Sprintf("%d/%d", i, n) != flag {
		return 0, 0, fmt.Errorf("-shard %q: write the shard as i/n, its index from 0 and the number of shards (3/16)", flag)
	}
	switch {
	case n < 1:
		return 0, 0, fmt.Errorf("-shard %q: there is at least one shard, not %d", flag, n)
	case i < 0 || i >= n:
		return 0, 0, fmt.Errorf("-shard %q: the index of one of %d shards is 0 to %d, not %d", flag, n, n-1, i)
	case n > total:
		return 0, 0, fmt.Errorf("-shard %q: %s cannot be cut into %d shards of at least one game (raise -n)", flag, words.Plural(total, "game"), n)
	}
	first, last := i*total/n, (i+1)*total/n
	return first, last - first, nil
}

// gamesPlayed says what the run plays: "10 games", or a shard's part.
func (o options) gamesPlayed() string {
	if o.count == o.n {
		return words.Plural(o.n, "game")
	}
	return fmt.Sprintf("games %d to %d of %d (shard %s)", o.first+1, o.first+o.count, o.n, o.shard)
}

// progressLine reports a series under way: games done, speed, time left.
func progressLine(title string, done, total int, elapsed time.Duration) string {
	rate := float64(done) / elapsed.Seconds()
	left := time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second)
	when := "about " + left.String() + " left"
	if left < time.Second {
		when = "less than a second left"
	}
	return fmt.Sprintf("selfplay: %s: %d of %d games done, %.1f games/s, %s", title, done, total, rate, when)
}

// writeTable prints a series' standings with win rates, 95% Wilson
// intervals, mean places (1 is first) and mean scores in each row's unit
// (units[i], as sdk.Position.ScoreUnit names it; "" for none).
func writeTable(w io.Writer, first string, rows []bot.Standing, units []string) {
	width := len(first)
	for _, r := range rows {
		width = max(width, len(r.Name))
	}
	fmt.Fprintf(w, "  %-*s %6s %8s %6s  %-16s %10s  %s\n", width, first, "games", "wins", "win%", "95% interval", "mean place", "mean score")
	for i, r := range rows {
		lo, hi := r.Interval(bot.Z95)
		place := 0.0 // of no games
		if r.Games > 0 {
			place = r.MeanRank() + 1
		}
		fmt.Fprintf(w, "  %-*s %6d %8.1f %5.1f%%  [%5.1f%%, %5.1f%%] %10.2f  %s\n",
			width, r.Name, r.Games, r.Wins, 100*r.WinRate(), 100*lo, 100*hi, place, words.Mean(units[i], r.MeanScore()))
	}
}
