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
//	go run ./examples/play -load game.json        # ... and resume it later, seats as they were
//
// Answer with a move's number or its notation; Enter makes the only move
// when there is one; ? shows every move with its notation and what it
// does; quit stops (a game saved with -save resumes with -load).
//
// A save file holds the game's record and who plays each seat (a person
// or which bot, and whether the game is hot-seat), so -load resumes the
// game as it was played. It holds the seed and every move too, which
// rebuild every hidden card: the program says so when it starts one.
//
// Hot-seat clears the screen, scrollback included, before each seat's turn
// and waits for Enter from the seat whose turn it is, so nobody sees
// another seat's hand.
//
// It drives every game through the sdk registry only (sdk.Lookup), with
// moves as strings, as any program embedding the SDK by name would.
package main

import (
	"bytes"
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
	save := fs.String("save", "", "write the game to this file as it goes (JSON: its core.Record, and who plays each seat)")
	load := fs.String("load", "", "resume the game saved in this file with the seats as saved, unless -seat, -bots or -hotseat say otherwise (and keep saving to it unless -save names another)")
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
	t.specs = make([]string, n)
	if t.saved != nil && !set["seat"] && !set["bots"] && !set["hotseat"] {
		// A save resumes as it was played: the same people, bots and mode.
		return t, t.seatAsSaved(t.saved)
	}
	if *hotseat {
		if set["seat"] || set["bots"] {
			return nil, errors.New("-hotseat puts a person in every seat: leave out -seat and -bots")
		}
		for p := range t.human {
			t.human[p] = true
		}
		t.hot = true
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
		if err := t.seatBot(core.Player(p), spec); err != nil {
			return nil, fmt.Errorf("-bots: %s", words.Message(err))
		}
	}
	return t, nil
}

// seatBot puts the bot spec names in seat p.
func (t *table) seatBot(p core.Player, spec string) error {
	b, err := t.g.Bot(spec, t.rec.Seed*31+uint64(p)+uint64(len(t.rec.Moves))<<32)
	if err != nil {
		return err
	}
	t.bots[p], t.specs[p] = b, spec
	return nil
}

// seatAsSaved seats the people and bots a save file lists.
func (t *table) seatAsSaved(f *saveFile) error {
	if len(f.Seats) != len(t.human) {
		return fmt.Errorf("-load %s: the save lists %s for a game of %s", t.loaded, words.Plural(len(f.Seats), "seat"), words.Plural(len(t.human), "seat"))
	}
	people := 0
	for p, who := range f.Seats {
		if who == person {
			t.human[p] = true
			people++
			continue
		}
		if err := t.seatBot(core.Player(p), who); err != nil {
			return fmt.Errorf("-load %s: seat %s: %s", t.loaded, core.Player(p), words.Message(err))
		}
	}
	if people == 0 {
		return fmt.Errorf("-load %s: the save lists no seat for a person", t.loaded)
	}
	if f.Hotseat != (people > 1) {
		return fmt.Errorf("-load %s: the save says hot-seat is %v with %s at the keyboard", t.loaded, f.Hotseat, words.Plural(people, "person"))
	}
	t.hot = f.Hotseat
	return nil
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

// person marks a seat played at this keyboard in a save file's seats.
const person = "person"

// saveFile is what -save writes: the game's record and, beside it, who
// plays each seat, so -load resumes the game as it was played.
type saveFile struct {
	// Note warns, in the file itself, that it holds every hidden card.
	Note string `json:"note"`
	// Record is the game so far: config, seed and moves.
	Record core.Record `json:"record"`
	// Seats is, per seat, "person" or the spec of the bot playing it.
	Seats []string `json:"seats"`
	// Hotseat is true when several people share this keyboard.
	Hotseat bool `json:"hotseat"`
}

// hiddenNote is written into every save file and said when one is
// started: the seed and the moves rebuild every hidden card.
const hiddenNote = "This file holds the game's seed and every move: they rebuild every hidden card (every hand, deck and face-down discard). Keep it out of the other players' sight."

// load reads a save (or a bare core.Record, as examples/serve downloads)
// and replays its record.
func (t *table) load(file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("-load: %v", err)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return fmt.Errorf("-load %s: not a saved game: %v", file, err)
	}
	var rec core.Record
	if _, ok := keys["record"]; ok {
		var f saveFile
		if err := decodeStrict(b, &f); err != nil {
			return fmt.Errorf("-load %s: not a saved game: %v", file, err)
		}
		rec, t.saved = f.Record, &f
	} else if err := decodeStrict(b, &rec); err != nil {
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

// saveRecord writes the game so far to the -save file, if any: its record
// and who plays each seat, to a temporary file first, so a crash never
// leaves half a save.
func (t *table) saveRecord() error {
	if t.save == "" {
		return nil
	}
	t.rec.Over = t.pos.Over()
	f := saveFile{Note: hiddenNote, Record: t.rec, Hotseat: t.hot}
	for p, h := range t.human {
		if h {
			f.Seats = append(f.Seats, person)
		} else {
			f.Seats = append(f.Seats, t.specs[p])
		}
	}
	b, err := json.MarshalIndent(f, "", "  ")
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

// decodeStrict reads a saved file's JSON, refusing a key the file format
// does not have (a misspelt one would otherwise be dropped silently).
func decodeStrict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
