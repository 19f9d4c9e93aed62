package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/examples/words"
)

// clearScreen moves the cursor home and clears the screen and the
// scrollback (ANSI), so a seat's view cannot be scrolled back to.
const clearScreen = "\x1b[H\x1b[2J\x1b[3J"

// table is a game at the terminal: the position, its record so far, which
// seats are played here and the bots in the others.
type table struct {
	g      sdk.Game
	pos    sdk.Position
	rec    core.Record
	human  []bool
	hot    bool      // several people share the keyboard: the screen clears between them
	bots   []sdk.Bot // nil for a seat played here
	specs  []string  // the spec of each seat's bot, "" for a seat played here
	save   string    // the -save file, "" for none
	loaded string    // the -load file, "" for a new game
	saved  *saveFile // what the -load file said, nil for a bare record
}

func (t *table) hotseat() bool { return t.hot }

// play runs the game to its end or until the person at the keyboard
// quits or the input ends. Each seat played here sees only its own View,
// the events it may see since its last move and its moves, numbered.
func (t *table) play(in io.Reader, out io.Writer) error {
	lr := newLineReader(in)
	n := t.pos.NumPlayers()
	fmt.Fprintf(out, "%s, %s, seed %d.\n", t.g.Title(), words.Plural(n, "player"), t.rec.Seed)
	if t.loaded != "" {
		fmt.Fprintf(out, "Resumed from %s after %s.\n", t.loaded, words.Plural(len(t.rec.Moves), "move"))
	}
	var bots []string
	for p, spec := range t.specs {
		if spec != "" {
			bots = append(bots, t.pos.Seat(core.Player(p))+" is the bot "+spec)
		}
	}
	var here []string
	for p, h := range t.human {
		if h {
			here = append(here, t.pos.Seat(core.Player(p)))
		}
	}
	switch {
	case t.hotseat():
		fmt.Fprintf(out, "Hot-seat: %s play at this keyboard; the screen is cleared between seats.", words.AndList(here))
		if len(bots) > 0 {
			fmt.Fprintf(out, " %s.", strings.Join(bots, "; "))
		}
		fmt.Fprintln(out)
	case len(bots) > 0:
		fmt.Fprintf(out, "You are %s. %s.\n", words.AndList(here), strings.Join(bots, "; "))
	default:
		fmt.Fprintf(out, "You are %s.\n", words.AndList(here))
	}
	if t.save != "" {
		fmt.Fprintf(out, "Saving to %s as the game goes. That file holds the seed and every move, which rebuild every hidden card: keep it out of the other players' sight.\n", t.save)
	}
	fmt.Fprintln(out, "Type a move's number or its notation; ? shows every move's notation, quit stops.")

	pending := make([][]core.Event, n) // what each seat played here has not seen yet
	moved := make([]bool, n)
	var public []core.Event // what the table saw since a seat here last looked
	shown := core.NoPlayer  // the seat whose view is on the screen
	for !t.pos.Over() {
		p := t.pos.ToMove()
		if p < 0 || int(p) >= n {
			return fmt.Errorf("%s: %v is to move, not one of the %s", t.g.Title(), p, words.Plural(n, "seat"))
		}
		if !t.human[p] {
			move, err := t.bots[p].Choose(t.pos.View(p))
			if err != nil {
				return fmt.Errorf("the bot in seat %s: %s", t.pos.Seat(p), words.Message(err))
			}
			if err := t.apply(move, pending, &public); err != nil {
				return fmt.Errorf("the bot in seat %s chose %q: %s", t.pos.Seat(p), move, words.Message(err))
			}
			continue
		}
		if err := t.saveRecord(); err != nil {
			return err
		}
		if t.hotseat() && shown != p {
			fmt.Fprint(out, clearScreen)
			fmt.Fprintf(out, "Pass the keyboard to %s.\nPress Enter when %s has the keyboard. ", t.pos.Seat(p), p)
			if _, _, err := lr.next(); err != nil {
				return t.leave(out)
			}
			fmt.Fprint(out, clearScreen)
		}
		shown = p
		t.show(out, p, pending[p], moved[p])
		pending[p], public = nil, nil
		for {
			move, ok := t.ask(lr, out, p)
			if !ok {
				return t.leave(out)
			}
			if err := t.apply(move, pending, &public); err != nil {
				fmt.Fprintf(out, "%q: %s\n", move, words.Message(err))
				continue
			}
			break
		}
		moved[p] = true
	}
	if err := t.saveRecord(); err != nil {
		return err
	}
	if t.hotseat() {
		// The end is public: clear the last seat's view, then show what
		// the table saw since and the final position as a spectator sees it.
		fmt.Fprint(out, clearScreen)
		writeEvents(out, "The last moves, as the table saw them:", public)
	} else {
		for p, h := range t.human {
			if h {
				writeEvents(out, "Since your last move:", pending[p])
			}
		}
	}
	fmt.Fprintf(out, "\n%s\nGame over after %s. %s", t.pos.View(core.NoPlayer), words.Plural(len(t.rec.Moves), "move"), words.ResultText(t.g, t.pos))
	if t.save != "" {
		fmt.Fprintf(out, "The record is in %s.\n", t.save)
	}
	return nil
}

// apply makes a move, records it and hands its events to the seats played
// here as each may see them.
func (t *table) apply(move string, pending [][]core.Event, public *[]core.Event) error {
	next, events, err := t.pos.Apply(move)
	if err != nil {
		return err
	}
	t.pos = next
	if len(t.rec.Hashes) == len(t.rec.Moves) { // a save made before records kept hashes goes on without
		t.rec.Hashes = append(t.rec.Hashes, next.Hash())
	}
	t.rec.Moves = append(t.rec.Moves, move)
	for q, h := range t.human {
		if h {
			pending[q] = append(pending[q], core.VisibleTo(events, core.Player(q))...)
		}
	}
	*public = append(*public, core.VisibleTo(events, core.NoPlayer)...)
	return nil
}

// leave ends an unfinished game, saying how to resume it.
func (t *table) leave(out io.Writer) error {
	if err := t.saveRecord(); err != nil {
		return err
	}
	fmt.Fprintf(out, "\nGame left unfinished after %s.\n", words.Plural(len(t.rec.Moves), "move"))
	if t.save != "" {
		fmt.Fprintf(out, "Saved in %s: go run ./examples/play -load %s resumes it.\n", t.save, t.save)
	} else {
		fmt.Fprintln(out, "Start with -save FILE to keep a game you may want to resume.")
	}
	return nil
}

func writeEvents(out io.Writer, title string, events []core.Event) {
	if len(events) == 0 {
		return
	}
	fmt.Fprintf(out, "\n%s\n", title)
	for _, e := range events {
		fmt.Fprintf(out, "  %s\n", e)
	}
}

// show prints what seat p may see: the events since its last move, its
// view and its moves.
func (t *table) show(out io.Writer, p core.Player, events []core.Event, moved bool) {
	switch {
	case moved:
		writeEvents(out, "Since your last move:", events)
	case t.loaded != "":
		writeEvents(out, "Since the game was resumed:", events)
	default:
		writeEvents(out, "Before your first move:", events)
	}
	view := t.pos.View(p)
	fmt.Fprintf(out, "\n--- what %s sees ---\n%s\n--- end of %s's view ---\n", t.pos.Seat(p), view, p)
	fmt.Fprintln(out, view.Prompt())
	legal := view.Legal()
	if len(legal) == 1 {
		fmt.Fprintf(out, "Your only move: %s\n", t.describe(legal[0]))
		return
	}
	fmt.Fprintln(out, "Your moves:")
	for i, m := range legal {
		fmt.Fprintf(out, "  %3d) %s\n", i+1, t.describe(m))
	}
}

// describe is a legal move as a sentence; the notation if the game has
// no other words for it.
func (t *table) describe(move string) string {
	if d, err := t.pos.Describe(move); err == nil && d != "" {
		return d
	}
	return move
}

// help is what ? shows: every move with its notation and its sentence,
// the commands, and how to read places.
func (t *table) help(out io.Writer, p core.Player, legal []string) {
	fmt.Fprintf(out, "\nYou are %s. %s\n", t.pos.Seat(p), t.pos.Prompt())
	fmt.Fprintln(out, "Your moves: type the number, or the notation on the left exactly as written.")
	width := 0
	for _, m := range legal {
		width = max(width, len(m))
	}
	for i, m := range legal {
		d := t.describe(m)
		if d == m {
			d = ""
		}
		fmt.Fprintln(out, strings.TrimRight(fmt.Sprintf("  %3d) %-*s  %s", i+1, width, m, d), " "))
	}
	if gl := sdk.Glossary(t.g.Name()); len(gl) > 0 {
		fmt.Fprintf(out, "The %s of %s:\n", glossaryKinds(gl), t.g.Title())
		// The codes in a column as wide as the longest one.
		width := 0
		for _, e := range gl {
			width = max(width, len(e.Code))
		}
		placeholders := false
		for _, e := range gl {
			name := e.Name
			if !e.Printed {
				name, placeholders = name+" †", true
			}
			fmt.Fprintf(out, "  %-*s  %s (%s): %s\n", width, e.Code, name, e.Kind, e.Text)
		}
		if placeholders {
			fmt.Fprintln(out, "  † a placeholder name: the SDK's own label, since no printed name could be read.")
		}
	}
	fmt.Fprintln(out, "The board above is all your seat may see.")
	fmt.Fprintln(out, "Enter makes the only move when there is one; quit stops the game (with -save it resumes with -load).")
	fmt.Fprintln(out, "At the end, seats are ranked by place: 1st is the winner.")
}

// glossaryKinds names the kinds a glossary holds: "cards and crew tiles".
func glossaryKinds(gl []sdk.Entry) string {
	var kinds []string
	for _, e := range gl {
		if k := pluralKind(e.Kind); len(kinds) == 0 || kinds[len(kinds)-1] != k {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) == 1 {
		return kinds[0]
	}
	return strings.Join(kinds[:len(kinds)-1], ", ") + " and " + kinds[len(kinds)-1]
}

// pluralKind is a glossary kind in the plural: "cards", "End of Game
// Bonuses" (a kind ending in s takes "es").
func pluralKind(kind string) string {
	if strings.HasSuffix(kind, "s") {
		return kind + "es"
	}
	return kind + "s"
}

// noMove says a number names no move, and which numbers do: "pick 1-5",
// or "the only move is 1" (never "pick 1-1").
func noMove(i, n int) string {
	if n == 1 {
		return fmt.Sprintf("There is no move %d: the only move is 1.", i)
	}
	return fmt.Sprintf("There is no move %d: pick 1-%d.", i, n)
}

// ask reads until seat p names a legal move; false at the end of the
// input or on quit. A bad answer gets a reason and a new prompt.
func (t *table) ask(lr *lineReader, out io.Writer, p core.Player) (string, bool) {
	legal := t.pos.View(p).Legal()
	for {
		if len(legal) == 1 {
			fmt.Fprintf(out, "%v, press Enter to make it> ", p)
		} else {
			fmt.Fprintf(out, "%v> ", p)
		}
		text, long, err := lr.next()
		if err != nil {
			fmt.Fprintln(out)
			return "", false
		}
		if long > 0 {
			fmt.Fprintf(out, "That line is %d characters long; an answer is at most %d. Type it again.\n", long, maxLine)
			continue
		}
		switch strings.ToLower(text) {
		case "":
			if len(legal) == 1 {
				return legal[0], true
			}
			fmt.Fprintf(out, "Type a move's number (1-%d) or its notation; ? shows them all.\n", len(legal))
			continue
		case "quit", "q", "exit":
			return "", false
		case "?", "help":
			t.help(out, p, legal)
			continue
		}
		if i, err := strconv.Atoi(text); err == nil {
			if i >= 1 && i <= len(legal) {
				return legal[i-1], true
			}
			fmt.Fprintln(out, noMove(i, len(legal)))
			continue
		}
		if slices.Contains(legal, text) {
			return text, true
		}
		// Not one of the moves: the game says why, in words, and nothing
		// changes.
		if _, err := t.pos.Describe(text); err != nil {
			fmt.Fprintf(out, "Cannot read %q as a move: %s\n", text, words.Message(err))
		} else if _, _, err := t.pos.Apply(text); err != nil {
			fmt.Fprintf(out, "%q is not allowed now: %s\n", text, words.Message(err))
		} else {
			fmt.Fprintf(out, "%q is not one of your moves now.\n", text)
		}
	}
}
