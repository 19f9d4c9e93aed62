package speakeasy

import (
	"flag"
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// variants are the house-rule switches, tested by the harness beside the
// default game of every player count.
var variants = [][]byte{
	[]byte(`{"players":2,"no_safe_spending":true}`),
	[]byte(`{"players":1,"solo_win_at":-1,"no_final_area_control":true}`),
	[]byte(`{"players":3,"no_final_area_control":true,"mobster_blocks_space_only":true}`),
	[]byte(`{"players":4,"flat_ship_price":true}`),
}

// TestHarness runs the generic harness on 1 to 4 players and every
// house-rule switch. A Speakeasy game is long (about 1,000 to 1,500
// decisions with four players), so the default run is sized to take a few
// seconds: 60 random games (rapid's checks; 12 with -short) with the costly
// checks (JSON, views, illegal moves) at the first steps, the powers of
// two and every 400th step. SDK_LONG=1 (gametest.Long) runs rapid's 100
// games with the costly checks every 40th step; -rapid.checks overrides.
func TestHarness(t *testing.T) {
	if !gametest.Long() && !flagSet("rapid.checks") {
		old := flag.Lookup("rapid.checks").Value.String()
		flag.Set("rapid.checks", "60")
		defer flag.Set("rapid.checks", old)
	}
	gametest.Run(t, Rules, gametest.Options[State, Move]{
		Pending:   nil, // every v2 law holds
		RNG:       State.RNG,
		Check:     func(s State, m Move) error { return s.g.checkMove(m) },
		Players:   []int{1, 2, 3, 4},
		Configs:   variants,
		MaxMoves:  5000,
		Stride:    stride(),
		Invariant: State.Check,
	})
}

func stride() int {
	if gametest.Long() {
		return 40
	}
	return 400
}

// flagSet reports whether the command line set the flag.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}
