package bot_test

import (
	"reflect"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/internal/toy"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// checkBlind hands an MCTS bot pairs of states that differ only in what its
// seat cannot see (the second is Determinize of the first with another RNG:
// other hidden cards, another future) and checks that bots with the same
// seed choose the same move with the same statistics, whether handed the
// full states or their views. It walks random games from several seeds and
// tests every stride-th decision, up to maxChecks of them.
func checkBlind[S any, M core.Move](t *testing.T, g core.Game[S, M], config []byte, seeds, stride, maxChecks, iterations int) {
	t.Helper()
	checked, differ := 0, 0
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		s, err := g.New(config, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := core.NewRNG(seed + 1000)
		for step := 0; !g.Over(s) && checked < maxChecks*int(seed+1)/seeds; step++ {
			p := g.ToMove(s)
			legal := g.Legal(s)
			if step%stride == 0 && len(legal) > 1 {
				var r core.RNG
				r, rng = split(rng)
				other := g.Determinize(s, p, r)
				if !reflect.DeepEqual(g.View(s, p), g.View(other, p)) {
					t.Fatalf("%s: Determinize changed what %v may see", g.Name(), p)
				}
				if !reflect.DeepEqual(s, other) {
					differ++
				}
				var first bot.Stats[M]
				var firstMove M
				for i, given := range []S{s, other, g.View(s, p), g.View(other, p)} {
					b := newMCTS[S, M](t, 99, bot.Options{Iterations: iterations})
					m, err := b.Choose(g, given, p, legal)
					if err != nil {
						t.Fatal(err)
					}
					if i == 0 {
						first, firstMove = b.Stats(), m
						continue
					}
					if m != firstMove || !reflect.DeepEqual(b.Stats(), first) {
						t.Fatalf("%s, seed %d, step %d, %v: state %d of 4 gives %v %+v, the first %v %+v",
							g.Name(), seed, step, p, i, m, b.Stats(), firstMove, first)
					}
				}
				checked++
			}
			var i int
			i, rng = rng.IntN(len(legal))
			if s, _, err = g.Apply(s, legal[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 || differ < checked/2 {
		t.Fatalf("%s: only %d of %d state pairs differed in hidden information: the test tests nothing", g.Name(), differ, checked)
	}
}

func split(r core.RNG) (core.RNG, core.RNG) {
	v, r := r.Uint64()
	return core.NewRNG(v), r
}

// TestMCTSNeverSeesHiddenInformation: the same bot seed gives the same move
// on two states its seat cannot tell apart, in the toy and in every game.
func TestMCTSNeverSeesHiddenInformation(t *testing.T) {
	checkBlind(t, toy.Game{}, nil, 6, 1, 100, 100)
}

func TestMCTSNeverSeesHiddenInformationInTonyTino(t *testing.T) {
	checkBlind(t, tonytino.Rules, nil, 3, 5, 12, 30)
}

func TestMCTSNeverSeesHiddenInformationInMafia(t *testing.T) {
	checkBlind(t, mafia.Rules, nil, 2, 17, 8, 8)
}

func TestMCTSNeverSeesHiddenInformationInSpeakeasy(t *testing.T) {
	checkBlind(t, speakeasy.Rules, nil, 2, 7, 10, 10)
}

func TestMCTSNeverSeesHiddenInformationInNostraCity(t *testing.T) {
	checkBlind(t, nostracity.Rules, nil, 2, 11, 10, 10)
}
