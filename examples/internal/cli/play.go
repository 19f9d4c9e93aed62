package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// PlayOptions configure a terminal game.
type PlayOptions struct {
	Seed    uint64
	Players int
	Humans  []core.Player // seats played at the keyboard; several means hot-seat
	Bots    []string      // bots for the other seats, by seat order
}

// Play runs a game in the terminal: each human seat sees only its own View,
// the events it may see and its numbered legal moves, and answers with a
// number or a move in notation. A bad entry gets a message and a new prompt;
// end of input or "quit" ends the game.
func Play[S fmt.Stringer, M core.Move](in io.Reader, out io.Writer, g core.Game[S, M], o PlayOptions) error {
	s, err := g.New(core.PlayersConfig(o.Players), o.Seed)
	if err != nil {
		return err
	}
	human := make([]bool, o.Players)
	for _, p := range o.Humans {
		if p < 0 || int(p) >= o.Players {
			return fmt.Errorf("seat %v is not one of the %d seats", p, o.Players)
		}
		human[p] = true
	}
	bots, err := makeBots(g, o.Players, o.Bots, o.Seed)
	if err != nil {
		return err
	}
	pending := make([][]core.Event, o.Players)
	sc := bufio.NewScanner(in)
	last := core.NoPlayer
	fmt.Fprintf(out, "%s, %d players, seed %d. Type a move's number or its notation; ? for help, quit to stop.\n", g.Name(), o.Players, o.Seed)
	for !g.Over(s) {
		p := g.ToMove(s)
		legal := g.Legal(s)
		var m M
		if !human[p] {
			if m, err = bots[p](g.View(s, p), p, legal); err != nil {
				return err
			}
		} else {
			if len(o.Humans) > 1 && p != last {
				fmt.Fprintf(out, "\n===== pass the keyboard to %v =====\n", p)
			}
			last = p
			show(out, g.View(s, p), p, pending[p], legal)
			pending[p] = nil
			var ok bool
			if m, ok = ask(sc, out, g, s, p, legal); !ok {
				fmt.Fprintln(out, "Game left unfinished.")
				return nil
			}
		}
		next, events, err := g.Apply(s, m)
		if err != nil {
			fmt.Fprintf(out, "%v\n", err)
			continue
		}
		for q := range pending {
			if human[q] {
				pending[q] = append(pending[q], core.VisibleTo(events, core.Player(q))...)
			}
		}
		s = next
	}
	for q, evs := range pending {
		if human[q] && len(evs) > 0 {
			fmt.Fprintf(out, "\nWhat %v saw last:\n", core.Player(q))
			for _, e := range evs {
				fmt.Fprintf(out, "  %s\n", e)
			}
		}
	}
	fmt.Fprintf(out, "\n%s\nGame over.\n%s\n", g.View(s, core.NoPlayer), FormatResult(g.Result(s)))
	return nil
}

func show[S fmt.Stringer, M core.Move](out io.Writer, view S, p core.Player, events []core.Event, legal []M) {
	if len(events) > 0 {
		fmt.Fprintln(out, "\nSince your last move:")
		for _, e := range events {
			fmt.Fprintf(out, "  %s\n", e)
		}
	}
	fmt.Fprintf(out, "\n--- what %v sees ---\n%s\n", p, view)
	fmt.Fprintln(out, "Your moves:")
	for i, m := range legal {
		fmt.Fprintf(out, "  %2d) %s\n", i+1, m)
	}
}

// ask reads until the player names a legal move; false at end of input or quit.
func ask[S any, M core.Move](sc *bufio.Scanner, out io.Writer, g core.Game[S, M], s S, p core.Player, legal []M) (M, bool) {
	var zero M
	for {
		fmt.Fprintf(out, "%v> ", p)
		if !sc.Scan() {
			fmt.Fprintln(out)
			return zero, false
		}
		text := strings.TrimSpace(sc.Text())
		switch text {
		case "":
			continue
		case "quit", "q", "exit":
			return zero, false
		case "?", "help":
			fmt.Fprintf(out, "Enter 1-%d to pick a move from the list, or type the move as it is written (%q).\n", len(legal), legal[0].String())
			continue
		}
		if i, err := strconv.Atoi(text); err == nil {
			if i >= 1 && i <= len(legal) {
				return legal[i-1], true
			}
			fmt.Fprintf(out, "There is no move %d: pick 1-%d.\n", i, len(legal))
			continue
		}
		m, err := g.ParseMove(text)
		if err != nil {
			fmt.Fprintf(out, "Cannot read %q: %v\n", text, err)
			continue
		}
		for _, l := range legal {
			if l == m {
				return m, true
			}
		}
		// Not legal: Apply says which rule forbids it (and changes nothing).
		if _, _, err := g.Apply(s, m); err != nil {
			fmt.Fprintf(out, "%q: %v\n", text, err)
		} else {
			fmt.Fprintf(out, "%q is not one of your moves now.\n", text)
		}
	}
}
