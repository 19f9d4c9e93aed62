package mafia

import (
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// TestAskableIsEligiblesFirstTest holds the windows' fast path to the rule
// it reads at once: askable has faction f exactly when f has a seat and a
// non-empty hand (handSize), and seatOf's table is seatRule, on every
// state and every seat's View of random games of each player count.
func TestAskableIsEligiblesFirstTest(t *testing.T) {
	for players := 2; players <= 5; players++ {
		config := fmt.Appendf(nil, `{"players":%d,"auto_control_rolls":true}`, players)
		for seed := uint64(1); seed <= 3; seed++ {
			states, _, err := gametest.Trajectory(Rules, config, seed, 3000)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range states {
				check := func(s State, what string) {
					t.Helper()
					var want uint8
					for f := Red; f <= StateFaction; f++ {
						if s.seatOf(f) != core.NoPlayer && s.handSize(f) > 0 {
							want |= 1 << uint(f)
						}
					}
					if got := s.askable(); got != want {
						t.Fatalf("%d players, seed %d, state %d%s: askable %05b, want %05b", players, seed, i, what, got, want)
					}
					for f := Faction(-128); f < 127; f++ {
						if got, want := s.seatOf(f), s.seatRule(f); got != want {
							t.Fatalf("%d players, seed %d, state %d%s: seatOf(%d) %d, seatRule %d", players, seed, i, what, f, got, want)
						}
					}
				}
				check(s, "")
				for p := range players {
					check(View(s, core.Player(p)), fmt.Sprintf(" (P%d's View)", p))
				}
			}
		}
	}
}
