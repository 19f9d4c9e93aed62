// Command embed is the README's embedding example, kept here so that it
// compiles and runs in CI: a whole game of Tony & Tino through the package
// functions, printing what the table sees.
package main

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/tonytino"
)

func main() {
	s, err := tonytino.New(tonytino.Config{}, 42) // same seed and moves: same game, bit for bit
	if err != nil {
		panic(err)
	}
	for !tonytino.Over(s) {
		p := tonytino.ToMove(s)                   // who decides now (reactions out of turn included)
		view := tonytino.View(s, p)               // what p may see: render it, or hand it to a bot
		m := tonytino.Legal(view)[0]              // a player's options depend only on their view
		next, events, err := tonytino.Apply(s, m) // s itself is never modified
		if err != nil {
			panic(err) // errors.Is(err, core.ErrIllegalMove) and friends, with the rule broken
		}
		for _, e := range core.VisibleTo(events, core.NoPlayer) { // what the table sees
			fmt.Println(e)
		}
		s = next
	}
	fmt.Println("winners:", tonytino.Result(s).Winners)
}
