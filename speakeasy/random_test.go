package speakeasy

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// TestRandomGamesKeepEveryLaw plays 120 short random games of every size and
// checks every conservation law (Check) after every move.
func TestRandomGamesKeepEveryLaw(t *testing.T) {
	for n := 1; n <= 4; n++ {
		for seed := uint64(0); seed < 30; seed++ {
			s, err := New(Config{Players: n}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := core.NewRNG(seed + 100)
			moves := 0
			for !Over(s) {
				if err := s.Check(); err != nil {
					t.Fatalf("n=%d seed=%d move %d: %v\n%s", n, seed, moves, err, s)
				}
				l := Legal(s)
				if len(l) == 0 {
					t.Fatalf("n=%d seed=%d: no legal moves\n%s", n, seed, s)
				}
				var i int
				i, r = r.IntN(len(l))
				ns, _, err := Apply(s, l[i])
				if err != nil {
					t.Fatalf("apply %v: %v", l[i], err)
				}
				s = ns
				moves++
				if moves > 5000 {
					t.Fatalf("n=%d seed=%d: too long\n%s", n, seed, s)
				}
			}
			if seed == 0 {
				t.Logf("n=%d moves=%d result=%+v", n, moves, Result(s))
			}
		}
	}
}
