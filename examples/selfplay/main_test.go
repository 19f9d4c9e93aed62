package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/examples/words"
)

func runArgs(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// The main job: no flags play every game once, each with its log and a
// result in the game's unit, places counted from 1st.
func TestNoFlagsPlaysEveryGameOnceWithLogAndResult(t *testing.T) {
	code, out, errOut := runArgs(t)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, name := range sdk.Names() {
		g, _ := sdk.Lookup(name)
		if !strings.Contains(out, "=== "+g.Title()+": one game of ") {
			t.Errorf("no game of %s in:\n%s", g.Title(), out)
		}
	}
	if n := strings.Count(out, "Game over after "); n != len(sdk.Names()) {
		t.Errorf("%d games ended, want %d", n, len(sdk.Names()))
	}
	for _, want := range []string{"1st place", "$", " Respect", " point", "P0 (the State)", "Seats: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(out, "0th place") || strings.Contains(out, "score ") {
		t.Errorf("a 0-based place or a raw score in:\n%s", out)
	}
}

// Every flag is checked before any game runs: a bad one prints one clear
// line on stderr, nothing on stdout, and exits 2.
func TestFlagsAreCheckedBeforeAnythingRuns(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "0"}, "-n is the number of games; it must be at least 1, not 0"},
		{[]string{"-n", "-3"}, "at least 1, not -3"},
		{[]string{"-game", "tonytino", "-bots", "mcts,random,random"}, "-bots names 3 bots, but Tony & Tino has 2 seats"},
		{[]string{"-bots", "random,random,random"}, "but Tony & Tino has 2 seats"},
		{[]string{"-game", "mafia", "-bots", "oracle"}, `bot "oracle": unknown bot`},
		{[]string{"-bots", "mcts:0"}, "iterations must be"},
		{[]string{"-bots", "random,,mcts"}, "has an empty entry"},
		{[]string{"-game", "chess"}, `-game "chess": there is no such game (the games are all, mafia, nostracity, speakeasy, tonytino)`},
		{[]string{"-config", `{"players":3}`}, "-config is one game's config: name the game with -game"},
		{[]string{"-game", "tonytino", "-config", `[1]`}, "-config must be a JSON object"},
		{[]string{"-game", "tonytino", "-config", `{"no_such_rule":true}`}, "no_such_rule"},
		{[]string{"-game", "nostracity", "-players", "3", "-config", `{"players":4}`}, "disagree"},
		{[]string{"-game", "tonytino", "-players", "3"}, "Tony & Tino: "},
		{[]string{"-players", "-1"}, "-players must be a number of seats"},
		{[]string{"-max", "-1"}, "-max must be 0"},
		{[]string{"-workers", "0"}, "-workers must be at least 1"},
		{[]string{"stray"}, `unexpected argument "stray"`},
	} {
		code, out, errOut := runArgs(t, c.args...)
		if code != 2 || out != "" {
			t.Errorf("%v: exit %d, stdout %q: want 2 and nothing", c.args, code, out)
		}
		if !strings.Contains(errOut, c.want) {
			t.Errorf("%v: stderr %q lacks %q", c.args, errOut, c.want)
		}
		first, _, _ := strings.Cut(errOut, "\n")
		if strings.Count(first, "selfplay:") != 1 || strings.Contains(first, "bad config: bad config") {
			t.Errorf("%v: prefix doubled in %q", c.args, first)
		}
	}
	// A flag the flag package refuses is reported once, by it.
	code, _, errOut := runArgs(t, "-nope")
	if code != 2 || strings.Count(errOut, "-nope") != 1 {
		t.Errorf("-nope: exit %d, stderr %q", code, errOut)
	}
}

// A series names identical bots apart, gives mean places from 1, mean
// scores in the game's unit and a table by seat named as the game names
// its seats.
func TestSeriesNamesBotsSeatsAndUnits(t *testing.T) {
	code, out, errOut := runArgs(t, "-game", "mafia", "-n", "6", "-bots", "mcts:20,random")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"=== Mafia: 6 games of 5 players from seed 1",
		"mean place", "points", "95% interval", "games/s",
		"mcts:20 ", "random #1", "random #4", "By seat", "P0 (the State)", "P2 (the black Family)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "random  ") {
		t.Errorf("an unnumbered row of a bot that sits twice:\n%s", out)
	}
	_, out, _ = runArgs(t, "-game", "tonytino", "-n", "2")
	if !strings.Contains(out, "2 games of 2 players") || !strings.Contains(out, "$") {
		t.Errorf("tonytino series:\n%s", out)
	}
}

// Mean places are 1-based: a seat that always wins has mean place 1.00.
func TestSeriesMeanPlaceIsOneBased(t *testing.T) {
	r, err := bot.SeriesFunc([]string{"x", "y"}, bot.SeriesOptions{Games: 1}, func(bot.SeriesGame) (core.Result, int, error) {
		return core.Result{Scores: []int{3, 1}, Rank: []int{0, 1}, Winners: []core.Player{0}}, 1, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	writeTable(&b, "bot", r.Standings[:1], []string{"dollars"})
	if !strings.Contains(b.String(), "1.00  $3.0") || !strings.Contains(b.String(), "100.0%") {
		t.Errorf("table:\n%s", b.String())
	}
}

// The games of a series are the same however many run at once, and the
// seats rotate between the bots.
func TestSeriesDoesNotDependOnWorkers(t *testing.T) {
	g := sdk.MustLookup("tonytino")
	specs, seats := []string{"random", "mcts:10"}, []string{"P0 (blue)", "P1 (purple)"}
	o := options{n: 7, count: 7, seed: 5, workers: 1}
	one, err := series(g, nil, specs, seats, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	o.workers = 3
	three, err := series(g, nil, specs, seats, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, three) {
		t.Fatalf("1 worker: %v\n3 workers: %v", one, three)
	}
	if one.Games[0].Seats[0] != 0 || one.Games[1].Seats[0] != 1 {
		t.Errorf("seats do not rotate: %v, %v", one.Games[0].Seats, one.Games[1].Seats)
	}
	if one.Seats[1].Name != "P1 (purple)" || one.Standings[1].Name != "mcts:10" || one.Standings[0].Games != 7 {
		t.Errorf("standings %+v, by seat %+v", one.Standings, one.Seats)
	}
}

// A game of a series that fails says which game and seed, once.
func TestSeriesSaysWhichGameFailed(t *testing.T) {
	code, out, errOut := runArgs(t, "-game", "tonytino", "-n", "3", "-max", "5")
	want := "selfplay: Tony & Tino: game 1 of the series (seed "
	if code != 1 || out != "" || !strings.HasPrefix(errOut, want) || !strings.HasSuffix(errOut, "): Tony & Tino is not over after 5 moves\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// A series reports games done, speed and time left on stderr.
func TestSeriesReportsProgressOnStderr(t *testing.T) {
	code, out, errOut := runArgs(t, "-game", "tonytino", "-n", "4", "-progress", "1ns", "-workers", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "selfplay: Tony & Tino: 1 of 4 games done, ") || !strings.Contains(errOut, "games/s, ") ||
		!strings.Contains(errOut, " left") {
		t.Errorf("no progress in stderr %q", errOut)
	}
	if strings.Contains(out, "games done") {
		t.Error("progress on stdout")
	}
}

func TestProgressLineSaysTimeLeft(t *testing.T) {
	if got := progressLine("Mafia", 10, 100, 5*time.Second); got != "selfplay: Mafia: 10 of 100 games done, 2.0 games/s, about 45s left" {
		t.Errorf("%q", got)
	}
	if got := progressLine("Mafia", 99, 100, 5*time.Second); !strings.HasSuffix(got, "less than a second left") {
		t.Errorf("%q", got)
	}
}

func TestScoresInTheGamesUnits(t *testing.T) {
	for _, c := range []struct {
		game string
		seat core.Player
		v    int
		want string
	}{
		{"tonytino", 0, 180000, "$180,000"},
		{"tonytino", 1, 0, "$0"},
		{"speakeasy", 2, 23, "$23"},
		{"speakeasy", 0, -1234, "-$1,234"},
		{"nostracity", 3, 5, "5 Respect"},
		{"mafia", 1, 1, "1 space"},
		{"mafia", 2, 4, "4 spaces"},
		{"mafia", 0, 7, "7 half points"},
	} {
		pos, err := sdk.MustLookup(c.game).New(nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := words.Score(pos.ScoreUnit(c.seat), c.v); got != c.want {
			t.Errorf("%s %v %d: %q, want %q", c.game, c.seat, c.v, got, c.want)
		}
	}
	for rank, want := range []string{"1st", "2nd", "3rd", "4th", "5th"} {
		if got := words.Ordinal(rank); got != want {
			t.Errorf("rank %d: %q, want %q", rank, got, want)
		}
	}
	if got := words.Ordinal(10); got != "11th" {
		t.Errorf("rank 10: %q", got)
	}
	if words.Plural(1, "card") != "1 card" || words.Plural(2, "card") != "2 cards" {
		t.Error("plural")
	}
}

// A rule error whose reason repeats its kind is said once.
func TestMessageDoesNotDoubleTheErrorKind(t *testing.T) {
	if got := words.Message(core.Errorf(core.ErrGameOver, "the game is over")); got != "the game is over" {
		t.Errorf("%q", got)
	}
	if got := words.Message(core.Errorf(core.ErrIllegalMove, "corner C4 is taken")); got != "illegal move: corner C4 is taken" {
		t.Errorf("%q", got)
	}
}
