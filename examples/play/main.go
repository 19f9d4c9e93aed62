// Command play lets you play one of the SDK's games in the terminal against
// bots, or hot-seat with friends. You see only your own View, the events
// you may see and your legal moves, numbered:
//
//	go run ./examples/play                        # Tony & Tino against a random bot
//	go run ./examples/play -bots mcts             # against the search bot
//	go run ./examples/play -game nostracity -seat P2
//	go run ./examples/play -game speakeasy -config '{"players":3}'
//	go run ./examples/play -game mafia -hotseat   # every seat at this keyboard
//	go run ./examples/play -save game.json        # keep the game in a file ...
//	go run ./examples/play -load game.json        # ... and resume it later
//
// Answer with a move's number or its notation; Enter makes the only move
// when there is one; ? shows every move with its notation and what it
// does; quit stops (a game saved with -save resumes with -load).
//
// Hot-seat clears the screen, scrollback included, before each seat's turn
// and waits for Enter from the seat whose turn it is, so nobody sees
// another seat's hand.
//
// It drives every game through the sdk registry only (sdk.Lookup), with
// moves as strings, as any program embedding the SDK by name would.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/words"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run is the program: flags, then the game on in and out. It returns the
// exit code: 0, 1 when the game cannot go on, 2 for bad flags.
func run(args []string, in io.Reader, out, stderr io.Writer) int {
	t, err := setup(args, stderr)
	if err != nil {
		switch {
		case errors.Is(err, flag.ErrHelp):
			return 0
		case !errors.Is(err, errFlags):
			fmt.Fprintf(stderr, "play: %s\n", words.Message(err))
			fmt.Fprintln(stderr, "Run 'go run ./examples/play -h' for the flags.")
		}
		return 2
	}
	if err := t.play(in, out); err != nil {
		fmt.Fprintf(stderr, "play: %s\n", words.Message(err))
		return 1
	}
	return 0
}

// errFlags is a flag the flag package refused; it has said so already.
var errFlags = errors.New("bad flags")

// setup reads the flags and sets the table: a new game or a loaded one,
// the seats played here and the bots in the others.
func setup(args []string, stderr io.Writer) (*table, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "tonytino", "game to play: one of "+strings.Join(sdk.Names(), ", "))
	seed := fs.Uint64("seed", 1, "seed of the game: the same seed and moves give the same game")
	players := fs.Int("players", 0, "number of seats (0: the game's default)")
	config := fs.String("config", "", `the game's JSON config, e.g. '{"players":3}' or '{"public_discards":true}'`)
	seat := fs.String("seat", "P0", "your seat, P0 to P<n-1> (P0 is the first seat)")
	hotseat := fs.Bool("hotseat", false, "play every seat at this keyboard, the screen cleared between seats")
	bots := fs.String("bots", "random", "comma-separated bots for the other seats, in seat order ("+bot.Specs+"); a short list repeats its last")
	save := fs.String("save", "", "write the game's record to this file as it goes (JSON, a core.Record)")
	load := fs.String("load", "", "resume the game recorded in this file (and keep saving to it unless -save names another)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errFlags
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q: every setting is a flag", fs.Arg(0))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	t := &table{save: *save}
	if *load != "" {
		for _, name := range []string{"game", "seed", "players", "config"} {
			if set[name] {
				return nil, fmt.Errorf("-load takes the game, its config and its seed from the record; leave out -%s", name)
			}
		}
		if err := t.load(*load); err != nil {
			return nil, err
		}
		if t.save == "" {
			t.save = *load
		}
	} else {
		if *players < 0 {
			return nil, fmt.Errorf("-players must be a number of seats, not %d", *players)
		}
		g, err := sdk.Lookup(*game)
		if err != nil {
			return nil, fmt.Errorf("-game %q: there is no such game (the games are %s)", *game, strings.Join(sdk.Names(), ", "))
		}
		cfg, err := words.WithPlayers([]byte(*config), *players)
		if err != nil {
			return nil, err
		}
		pos, err := g.New(cfg, *seed)
		if err != nil {
			return nil, fmt.Errorf("%s: %s", g.Title(), words.Message(err))
		}
		t.g, t.pos = g, pos
		t.rec = core.Record{Game: g.Name(), Config: cfg, Seed: *seed, Moves: []string{}}
	}

	n := t.pos.NumPlayers()
	t.human = make([]bool, n)
	t.bots = make([]sdk.Bot, n)
	if *hotseat {
		if set["seat"] || set["bots"] {
			return nil, errors.New("-hotseat puts a person in every seat: leave out -seat and -bots")
		}
		for p := range t.human {
			t.human[p] = true
		}
		return t, nil
	}
	me, err := parseSeat(*seat, n)
	if err != nil {
		return nil, err
	}
	t.human[me] = true
	specs, err := words.SplitBots(*bots)
	if err != nil {
		return nil, err
	}
	if len(specs) > n-1 {
		return nil, fmt.Errorf("-bots names %s, but %s has %s for bots here", words.Plural(len(specs), "bot"), t.g.Title(), words.Plural(n-1, "other seat"))
	}
	k := 0
	for p := range t.bots {
		if t.human[p] {
			continue
		}
		spec := specs[min(k, len(specs)-1)]
		k++
		b, err := t.g.Bot(spec, t.rec.Seed*31+uint64(p)+uint64(len(t.rec.Moves))<<32)
		if err != nil {
			return nil, fmt.Errorf("-bots: %s", words.Message(err))
		}
		t.bots[p] = b
		t.specs = append(t.specs, t.pos.Seat(core.Player(p))+" is the bot "+spec)
	}
	return t, nil
}

// parseSeat reads -seat: "P2", or just "2".
func parseSeat(s string, n int) (core.Player, error) {
	s = strings.TrimSpace(s)
	if _, err := strconv.Atoi(s); err == nil {
		s = "P" + s
	}
	p, err := core.ParsePlayer(s, n)
	if err != nil {
		var re *core.RuleError
		if errors.As(err, &re) {
			return core.NoPlayer, fmt.Errorf("-seat: %s", re.Reason)
		}
		return core.NoPlayer, fmt.Errorf("-seat: %v", err)
	}
	return p, nil
}

// load reads a saved record and replays it.
func (t *table) load(file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("-load: %v", err)
	}
	var rec core.Record
	if err := core.DecodeStrict(b, &rec); err != nil {
		return fmt.Errorf("-load %s: not a saved game: %v", file, err)
	}
	g, err := sdk.Lookup(rec.Game)
	if err != nil {
		return fmt.Errorf("-load %s: a record of %q, which is not a game here (the games are %s)", file, rec.Game, strings.Join(sdk.Names(), ", "))
	}
	pos, err := g.Replay(rec)
	if err != nil {
		return fmt.Errorf("-load %s: %s", file, words.Message(err))
	}
	if rec.Moves == nil {
		rec.Moves = []string{}
	}
	t.g, t.pos, t.rec, t.loaded = g, pos, rec, file
	return nil
}

// saveRecord writes the record so far to the -save file, if any: to a
// temporary file first, so a crash never leaves half a record.
func (t *table) saveRecord() error {
	if t.save == "" {
		return nil
	}
	t.rec.Over = t.pos.Over()
	b, err := json.MarshalIndent(t.rec, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(t.save), ".play-*.json")
	if err != nil {
		return fmt.Errorf("-save: %v", err)
	}
	_, err = tmp.Write(append(b, '\n'))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), t.save)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("-save: %v", err)
	}
	return nil
}
