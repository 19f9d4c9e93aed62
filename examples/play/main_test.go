package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/examples/words"
)

// terminal is a person at a screen: the program writes to it, and each
// time the program reads, answer looks at what is on the screen now
// (everything since the last clear) and types one line.
type terminal struct {
	t      *testing.T
	out    bytes.Buffer
	typed  []byte // the rest of the line being typed
	reads  int
	answer func(screen string) (line string, ok bool)
}

func (term *terminal) Write(b []byte) (int, error) { return term.out.Write(b) }

func (term *terminal) Read(b []byte) (int, error) {
	if len(term.typed) == 0 {
		term.reads++
		if term.reads > 2000 {
			term.t.Fatal("the program keeps asking")
		}
		line, ok := term.answer(term.screen())
		if !ok {
			return 0, io.EOF
		}
		term.typed = []byte(line)
	}
	n := copy(b, term.typed)
	term.typed = term.typed[n:]
	return n, nil
}

// screen is what a person sees now: the output since the last clear.
func (term *terminal) screen() string {
	s := term.out.String()
	if i := strings.LastIndex(s, clearScreen); i >= 0 {
		return s[i+len(clearScreen):]
	}
	return s
}

func playWith(t *testing.T, args []string, answer func(screen string) (string, bool)) (code int, out, stderr string) {
	t.Helper()
	term := &terminal{t: t, answer: answer}
	var errOut bytes.Buffer
	code = run(args, term, term, &errOut)
	return code, term.out.String(), errOut.String()
}

// script answers with the lines given, one per read, then ends the input.
func script(lines ...string) func(string) (string, bool) {
	return func(string) (string, bool) {
		if len(lines) == 0 {
			return "", false
		}
		l := lines[0]
		lines = lines[1:]
		return l + "\n", true
	}
}

var viewRE = regexp.MustCompile(`(?s)--- what (P\d+)[^\n]* sees ---\n(.*?)\n--- end of P\d+'s view ---`)

// viewsOn lists the views on a screen: the seat of each (seats, in order)
// and every line of the last one (last).
func viewsOn(screen string) (seats []string, all, last []string) {
	for _, v := range viewRE.FindAllStringSubmatch(screen, -1) {
		seats = append(seats, v[1])
		last = strings.Split(v[2], "\n")
		all = append(all, last...)
	}
	return seats, all, last
}

// Hot-seat: before each seat's view the screen is cleared and the program
// waits for Enter; no line of one seat's private view (a line the next
// seat's view does not have) is on the screen when the next seat's view
// is shown, nor while the keyboard is handed over.
func TestHotSeatHidesEachViewFromTheNextSeat(t *testing.T) {
	for _, c := range []struct{ game, players string }{{"tonytino", "2"}, {"nostracity", "4"}} {
		t.Run(c.game, func(t *testing.T) {
			views := map[string][]string{} // each seat's last view
			handoffs, private := 0, 0
			var order []string
			check := func(screen, seat string, own []string) {
				have := map[string]bool{}
				for _, l := range own {
					have[l] = true
				}
				for other, lines := range views {
					if other == seat {
						continue
					}
					for _, l := range lines {
						if strings.TrimSpace(l) == "" || have[l] {
							continue
						}
						private++
						if strings.Contains(screen, l) {
							t.Fatalf("%s's private line %q is on the screen showing %s:\n%s", other, l, seat, screen)
						}
					}
				}
			}
			code, out, errOut := playWith(t, []string{"-game", c.game, "-players", c.players, "-hotseat"}, func(screen string) (string, bool) {
				if strings.HasSuffix(screen, "has the keyboard. ") {
					handoffs++
					if !strings.HasPrefix(screen, "Pass the keyboard to P") || strings.Contains(screen, "sees ---") {
						t.Fatalf("the handoff screen shows more than the handoff:\n%s", screen)
					}
					check(screen, "", nil)
					return "\n", true
				}
				seats, all, last := viewsOn(screen)
				if len(seats) == 0 {
					t.Fatalf("a prompt without a view:\n%s", screen)
				}
				seat := seats[len(seats)-1]
				for _, s := range seats {
					if s != seat {
						t.Fatalf("views of %s and %s on one screen:\n%s", s, seat, screen)
					}
				}
				// A line of another seat's view may be on this screen only
				// if one of this seat's own views here shows it too.
				check(screen, seat, all)
				views[seat] = last
				if len(order) == 0 || order[len(order)-1] != seat {
					order = append(order, seat)
				}
				if handoffs > 2 {
					return "quit\n", true
				}
				if strings.HasSuffix(screen, "press Enter to make it> ") {
					return "\n", true
				}
				return "1\n", true
			})
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if handoffs < 3 || len(order) < 3 {
				t.Fatalf("%d handoffs, seats %v: want the keyboard passed twice after the first seat", handoffs, order)
			}
			if private == 0 {
				t.Fatal("no private line was ever checked: the test proves nothing")
			}
			if !strings.Contains(out, "Press Enter when "+order[1]+" has the keyboard.") {
				t.Errorf("no handoff to %s", order[1])
			}
		})
	}
}

// A 70,000-character line is an error and a new prompt, never the end of
// the game.
func TestOverlongLineIsAnErrorAndANewPrompt(t *testing.T) {
	long := strings.Repeat("x", 70000)
	file := filepath.Join(t.TempDir(), "g.json")
	code, out, errOut := playWith(t, []string{"-save", file}, script(long, "1", "quit"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	i := strings.Index(out, "That line is 70000 characters long; an answer is at most 1000. Type it again.\nP0> ")
	if i < 0 {
		t.Fatalf("no error and new prompt for the long line:\n%s", out[max(0, len(out)-2000):])
	}
	if strings.Contains(out[:i], "unfinished") {
		t.Fatal("the game ended at the long line")
	}
	if rec := readRecord(t, file); len(rec.Moves) == 0 {
		t.Fatal("the move after the long line was not made")
	}
}

func TestLineReaderLimitsLines(t *testing.T) {
	in := strings.Repeat("a", maxLine) + "\r\n" + strings.Repeat("b", maxLine+1) + "\n  two  \n" + strings.Repeat("c", 5000) + "\nlast"
	lr := newLineReader(strings.NewReader(in))
	for i, want := range []struct {
		line string
		long int
	}{{strings.Repeat("a", maxLine), 0}, {"", maxLine + 1}, {"two", 0}, {"", 5000}, {"last", 0}} {
		line, long, err := lr.next()
		if err != nil || line != want.line || long != want.long {
			t.Fatalf("line %d: %.20q, %d, %v; want %.20q, %d", i, line, long, err, want.line, want.long)
		}
	}
	if _, _, err := lr.next(); err != io.EOF {
		t.Fatalf("after the last line: %v", err)
	}
}

// A prompt with one legal move says so and takes Enter.
func TestOneMovePromptTakesEnter(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.json")
	var only string
	before := 0
	code, out, errOut := playWith(t, []string{"-hotseat", "-save", file}, func(screen string) (string, bool) {
		switch {
		case strings.HasSuffix(screen, "has the keyboard. "):
			return "\n", true
		case only != "":
			return "quit\n", true
		case strings.HasSuffix(screen, "press Enter to make it> "):
			i := strings.LastIndex(screen, "Your only move: ")
			if i < 0 {
				t.Fatalf("a one-move prompt that does not say so:\n%s", screen)
			}
			only, _, _ = strings.Cut(screen[i+len("Your only move: "):], "\n")
			before = len(readRecord(t, file).Moves)
			return "\n", true
		}
		return "1\n", true
	})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if only == "" {
		t.Fatalf("no one-move prompt came up:\n%s", out)
	}
	rec := readRecord(t, file)
	if len(rec.Moves) != before+1 {
		t.Fatalf("Enter did not make the only move %q: moves %v from %d", only, rec.Moves, before)
	}
	g := sdk.MustLookup(rec.Game)
	prefix := rec
	prefix.Moves, prefix.Hashes, prefix.Over = rec.Moves[:before], rec.Hashes[:before], false
	pos, err := g.Replay(prefix)
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := pos.Describe(rec.Moves[before]); d != only {
		t.Fatalf("Enter made %q (%q), not the only move shown, %q", rec.Moves[before], d, only)
	}
}

func readRecord(t *testing.T, file string) core.Record {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var f saveFile
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Record
}

func readSave(t *testing.T, file string) saveFile {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var f saveFile
	if err := decodeStrict(b, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// A hot-seat game saved and resumed with the command the program prints
// comes back hot-seat, every seat a person's: the keyboard is handed to
// the seat to move and no bot moves for anyone.
func TestSavedHotSeatGameResumesHotSeat(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.json")
	moves := 0
	code, out, errOut := playWith(t, []string{"-game", "mafia", "-players", "3", "-hotseat", "-save", file}, func(screen string) (string, bool) {
		if strings.HasSuffix(screen, "has the keyboard. ") {
			return "\n", true
		}
		if moves == 5 {
			return "quit\n", true
		}
		moves++
		return "1\n", true
	})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "keep it out of the other players' sight") {
		t.Error("starting a save does not say the file holds every hidden card")
	}
	saved := readSave(t, file)
	if !saved.Hotseat || strings.Join(saved.Seats, ",") != "person,person,person" || !strings.Contains(saved.Note, "hidden card") {
		t.Fatalf("saved hotseat %v, seats %v, note %q", saved.Hotseat, saved.Seats, saved.Note)
	}
	i := strings.LastIndex(out, "resumes it.")
	cmd := out[strings.LastIndex(out[:i], "go run"):i]
	args := strings.Fields(strings.TrimPrefix(cmd, "go run ./examples/play "))
	g := sdk.MustLookup("mafia")
	pos, err := g.Replay(saved.Record)
	if err != nil {
		t.Fatal(err)
	}
	handed := ""
	code, out, errOut = playWith(t, args, func(screen string) (string, bool) {
		if strings.HasSuffix(screen, "has the keyboard. ") && handed == "" {
			handed = screen
			return "\n", true
		}
		return "quit\n", true
	})
	if code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut)
	}
	if !strings.Contains(out, "Hot-seat: P0 (the State), P1 (the red and orange Families) and P2 (the black and green Families) play at this keyboard") {
		t.Errorf("the resumed game is not hot-seat:\n%s", out)
	}
	if want := "Pass the keyboard to " + pos.Seat(pos.ToMove()) + "."; !strings.Contains(handed, want) {
		t.Errorf("the resumed game does not hand the keyboard on (%q):\n%s", want, handed)
	}
	after := readSave(t, file)
	if len(after.Record.Moves) != len(saved.Record.Moves) || !after.Hotseat || strings.Join(after.Seats, ",") != "person,person,person" {
		t.Errorf("resumed and left at once, the save holds %d moves (was %d), hotseat %v, seats %v", len(after.Record.Moves), len(saved.Record.Moves), after.Hotseat, after.Seats)
	}
}

// A game against bots resumes with the same seat for the person and the
// same bot in every other seat.
func TestSavedGameResumesWithTheSameBots(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.json")
	code, _, errOut := playWith(t, []string{"-game", "nostracity", "-players", "3", "-seat", "P1", "-bots", "random,mcts:20", "-save", file}, script("1", "quit"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	saved := readSave(t, file)
	if saved.Hotseat || strings.Join(saved.Seats, ",") != "random,person,mcts:20" {
		t.Fatalf("saved hotseat %v, seats %v", saved.Hotseat, saved.Seats)
	}
	code, out, errOut := playWith(t, []string{"-load", file}, script("quit"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "You are P1. P0 is the bot random; P2 is the bot mcts:20.") {
		t.Errorf("the resumed game seats otherwise:\n%s", out)
	}
	// The flags still choose the seats when given.
	code, out, errOut = playWith(t, []string{"-load", file, "-seat", "P0", "-bots", "random"}, script("quit"))
	if code != 0 || !strings.Contains(out, "You are P0. P1 is the bot random; P2 is the bot random.") {
		t.Errorf("exit %d (%s), seats from the flags:\n%s", code, errOut, out)
	}
}

// The ? glossary keeps its columns whatever the length of the codes.
func TestGlossaryColumnsLineUp(t *testing.T) {
	for _, name := range []string{"nostracity", "speakeasy"} {
		_, out, _ := playWith(t, []string{"-game", name}, script("?", "quit"))
		col := -1
		for _, e := range sdk.Glossary(name) {
			shown := e.Name
			if !e.Printed {
				shown += " †" // a placeholder name
			}
			line := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(e.Code) + ` +` + regexp.QuoteMeta(shown) + ` \(`).FindString(out)
			if line == "" {
				t.Fatalf("%s: no glossary line for %s", name, e.Code)
			}
			if at := len(line) - len(shown) - 2; col < 0 {
				col = at
			} else if at != col {
				t.Errorf("%s: the name of %s starts in column %d, the others in %d", name, e.Code, at, col)
			}
		}
	}
}

// -save writes the record, -load resumes it where it stopped, and a
// finished game loads as finished, with places from 1st.
func TestSaveAndLoadResumeTheGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.json")
	code, out, errOut := playWith(t, []string{"-game", "tonytino", "-seed", "4", "-config", `{"public_discards":true}`, "-save", file}, script("1", "1", "quit"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "Saved in "+file+": go run ./examples/play -load "+file+" resumes it.") {
		t.Errorf("no word on resuming:\n%s", out)
	}
	rec := readRecord(t, file)
	var config bytes.Buffer
	json.Compact(&config, rec.Config)
	if rec.Over || len(rec.Moves) < 2 || rec.Seed != 4 || config.String() != `{"public_discards":true}` {
		t.Fatalf("saved %+v", rec)
	}
	g := sdk.MustLookup("tonytino")
	want, err := g.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}

	// Resume, then play to the end: every answer the first move.
	code, out, errOut = playWith(t, []string{"-load", file}, func(screen string) (string, bool) {
		if !strings.Contains(screen, "Resumed from "+file+" after "+words.Plural(len(rec.Moves), "move")+".") {
			t.Fatalf("not resumed:\n%s", screen)
		}
		return "1\n", true
	})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, want.View(0).String()) {
		t.Error("the resumed game does not start where the saved one stopped")
	}
	if !strings.Contains(out, "Game over after ") || !strings.Contains(out, "1st place") || strings.Contains(out, "0th") {
		t.Fatalf("no end with places from 1st:\n%s", out[max(0, len(out)-1500):])
	}
	done := readRecord(t, file)
	if !done.Over || !slicesHavePrefix(done.Moves, rec.Moves) {
		t.Fatalf("the finished record: %+v", done)
	}

	// A finished game loads as finished.
	code, out, _ = playWith(t, []string{"-load", file}, script())
	if code != 0 || !strings.Contains(out, "Game over after "+words.Plural(len(done.Moves), "move")) {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func slicesHavePrefix(s, prefix []string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := range prefix {
		if s[i] != prefix[i] {
			return false
		}
	}
	return true
}

// ? lists every move with its notation and what to type.
func TestQuestionMarkShowsTheNotation(t *testing.T) {
	_, out, _ := playWith(t, nil, script("?", "quit"))
	g := sdk.MustLookup("tonytino")
	pos, _ := g.New(nil, 1)
	i := strings.Index(out, "Your moves: type the number, or the notation")
	if i < 0 {
		t.Fatalf("no help:\n%s", out)
	}
	for n, m := range pos.Legal() {
		if !strings.Contains(out[i:], ") "+m) {
			t.Errorf("help lacks move %d %q", n+1, m)
		}
	}
	// A name the published game does not print is marked as the SDK's
	// placeholder, with the mark explained; a printed one is not.
	for _, e := range sdk.Glossary("tonytino") {
		name := e.Name
		if !e.Printed {
			name += " †"
		}
		if !strings.Contains(out[i:], "  "+name+" ("+e.Kind+"): "+e.Text) {
			t.Errorf("help lacks the text of %s, marked if its name is a placeholder (printed %v)", e.Name, e.Printed)
		}
	}
	if !strings.Contains(out[i:], "† a placeholder name") {
		t.Error("help does not say what † marks")
	}
}

// A move typed in notation is made; a bad one gets the rule's reason and
// a new prompt; end of input leaves the game and says so.
func TestTypedMovesAndBadAnswers(t *testing.T) {
	g := sdk.MustLookup("tonytino")
	pos, _ := g.New(nil, 1)
	legal := pos.Legal()
	file := filepath.Join(t.TempDir(), "g.json")
	_, out, _ := playWith(t, []string{"-save", file}, script("", "foo bar", "999", "0", "P1 pass", legal[len(legal)-1]))
	for _, want := range []string{
		"Type a move's number (1-",
		`Cannot read "foo bar" as a move: `,
		"There is no move 999: pick 1-",
		"There is no move 0: pick 1-",
		`"P1 pass" is not allowed now: `,
		"Game left unfinished after ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if rec := readRecord(t, file); len(rec.Moves) == 0 || rec.Moves[0] != legal[len(legal)-1] {
		t.Errorf("the typed move was not made: %v", rec.Moves)
	}
	if strings.Contains(out, "game is over: the game is over") || strings.Contains(out, "notation: bad move notation") {
		t.Error("a doubled error prefix")
	}
}

// The seats default to the library's: Speakeasy is for 4 unless told.
func TestDefaultSeatsAreTheLibrarys(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		pos, _ := g.New(nil, 1)
		_, out, errOut := playWith(t, []string{"-game", name}, script())
		if want := g.Title() + ", " + words.Plural(pos.NumPlayers(), "player") + ", seed 1."; !strings.HasPrefix(out, want) {
			t.Errorf("%s: %q does not start %q (%s)", name, out[:min(len(out), 60)], want, errOut)
		}
	}
}

func TestFlagsAreChecked(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"game":"tonytino","seed":1,"moves":["P0 fly"],"over":false}`), 0o600)
	junk := filepath.Join(dir, "junk.json")
	os.WriteFile(junk, []byte(`not json`), 0o600)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `-game "chess": there is no such game`},
		{[]string{"-seat", "P5"}, `-seat: "P5" is not a seat (P0 to P1)`},
		{[]string{"-seat", "9"}, `"P9" is not a seat`},
		{[]string{"-bots", "random,random"}, "-bots names 2 bots, but Tony & Tino has 1 other seat for bots here"},
		{[]string{"-bots", "oracle"}, `unknown bot`},
		{[]string{"-hotseat", "-seat", "P1"}, "-hotseat puts a person in every seat"},
		{[]string{"-config", `{"players":3}`}, "play: Tony & Tino: "},
		{[]string{"-config", `{"Players":2}`}, "Players"},
		{[]string{"-config", `[]`}, "-config must be a JSON object"},
		{[]string{"-players", "3", "-config", `{"players":2}`}, "disagree"},
		{[]string{"-load", bad, "-game", "mafia"}, "leave out -game"},
		{[]string{"-load", bad}, `P0 fly`},
		{[]string{"-load", junk}, "not a saved game"},
		{[]string{"-load", filepath.Join(dir, "none.json")}, "-load: "},
	} {
		code, out, errOut := playWith(t, c.args, script())
		if code != 2 || out != "" {
			t.Errorf("%v: exit %d, stdout %q", c.args, code, out)
		}
		if !strings.Contains(errOut, c.want) {
			t.Errorf("%v: stderr %q lacks %q", c.args, errOut, c.want)
		}
		if first, _, _ := strings.Cut(errOut, "\n"); strings.Count(first, "play:") != 1 {
			t.Errorf("%v: %q", c.args, first)
		}
	}
}

// A number that names no move says which do, in words a player reads
// without a stumble: never "pick 1-1", never "Bonuss".
func TestNoMoveAndGlossaryKindsReadWell(t *testing.T) {
	if got := noMove(7, 1); got != "There is no move 7: the only move is 1." {
		t.Errorf("noMove(7, 1) = %q", got)
	}
	if got := noMove(7, 5); got != "There is no move 7: pick 1-5." {
		t.Errorf("noMove(7, 5) = %q", got)
	}
	gl := []sdk.Entry{{Kind: "card"}, {Kind: "End of Game Bonus"}}
	if got := glossaryKinds(gl); got != "cards and End of Game Bonuses" {
		t.Errorf("glossaryKinds = %q", got)
	}
}
