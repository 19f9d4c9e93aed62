package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/tonytino"
)

// A bad entry gets a clear message and a new prompt, never a crash; end of
// input leaves the game cleanly.
func TestPlayRepromptsOnBadInput(t *testing.T) {
	in := strings.NewReader("\nfoo bar\n999\n0\nP1 place 1 A1\n?\n1\n")
	var out bytes.Buffer
	err := Play(in, &out, tonytino.Rules, PlayOptions{Seed: 3, Players: 2, Humans: []core.Player{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		`Cannot read "foo bar"`,
		"There is no move 999",
		"There is no move 0",
		"Enter 1-",
		"Game left unfinished.",
		"--- what P",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// A human sees only their own view: the opponent's hand never shows.
func TestPlayShowsOnlyTheHumansView(t *testing.T) {
	var out bytes.Buffer
	if err := Play(strings.NewReader(""), &out, tonytino.Rules, PlayOptions{Seed: 3, Players: 2, Humans: []core.Player{1}}); err != nil {
		t.Fatal(err)
	}
	// Whatever happened before P1's first prompt, the board printed is P1's view.
	if !strings.Contains(out.String(), "--- what P1 sees ---") {
		t.Fatalf("no view of P1 in:\n%s", out.String())
	}
	if strings.Contains(out.String(), "--- what P0 sees ---") {
		t.Fatal("P0's view was shown to P1")
	}
}

func TestPlayRefusesABadSeat(t *testing.T) {
	err := Play(strings.NewReader(""), &bytes.Buffer{}, tonytino.Rules, PlayOptions{Seed: 1, Players: 2, Humans: []core.Player{5}})
	if err == nil {
		t.Fatal("seat 5 of 2 accepted")
	}
}

func TestSelfPlayPlaysEveryGameToTheEnd(t *testing.T) {
	for _, g := range Games {
		var out bytes.Buffer
		if err := g.SelfPlay(&out, g.Players, Options{Seed: 1, Games: 1}); err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		if !strings.Contains(out.String(), "Game over after") {
			t.Errorf("%s: no end in the log:\n%s", g.Name, out.String())
		}
	}
}

func TestSelfPlayReportsWinRates(t *testing.T) {
	g, err := Find("tonytino")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := g.SelfPlay(&out, 2, Options{Seed: 1, Games: 20}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "95% interval") || !strings.Contains(out.String(), "games/s") {
		t.Fatalf("no win-rate table:\n%s", out.String())
	}
	if _, err := Find("chess"); err == nil {
		t.Fatal("found a game that is not there")
	}
	if err := g.SelfPlay(&out, 2, Options{Seed: 1, Games: 1, Bots: []string{"oracle"}}); err == nil {
		t.Fatal("unknown bot accepted")
	}
}
