package sdk

import (
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// TestAppendActionsIsMoveAction: each game's AppendActions, the ids a
// Batch's mask and Position.LegalActions are made of, is MoveAction of
// each move (-1 where MoveAction refuses), appended after what dst held,
// allocating nothing; on random positions of random games, for the legal
// moves, each with a stray field set, moves listed in an earlier position
// (legal or not now) and the zero move.
func TestAppendActionsIsMoveAction(t *testing.T) {
	for _, name := range Names() {
		switch e := games[name].(type) {
		// Each game's stray: a legal move with a field its kind may not
		// use set, which has an id only when the kind uses that field.
		case *entry[tonytino.State, tonytino.Move, tonytino.Config]:
			checkAppendActions(t, e, func(m tonytino.Move) tonytino.Move { m.Street = 5; return m })
		case *entry[nostracity.State, nostracity.Move, nostracity.Config]:
			checkAppendActions(t, e, func(m nostracity.Move) nostracity.Move { m.Target = 2; return m })
		case *entry[mafia.State, mafia.Move, mafia.Config]:
			checkAppendActions(t, e, func(m mafia.Move) mafia.Move { m.Air = true; return m })
		case *entry[speakeasy.State, speakeasy.Move, speakeasy.Config]:
			checkAppendActions(t, e, func(m speakeasy.Move) speakeasy.Move { m.Goons = 1; return m })
		default:
			t.Errorf("%s: no AppendActions check for its entry type %T", name, e)
		}
	}
}

func checkAppendActions[S state, M core.Move, C any](t *testing.T, e *entry[S, M, C], stray func(M) M) {
	learn, ok := e.learning()
	if !ok {
		t.Fatalf("%s has no action ids", e.Name())
	}
	r := core.NewRNG(11)
	dst := make([]int, 1, 512)
	var earlier []M
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := e.rules.New(nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !e.rules.Over(s) && step < 300; step++ {
			legal := e.rules.Legal(s)
			moves := append(append(slices.Clone(legal), earlier...), *new(M))
			for _, m := range legal {
				moves = append(moves, stray(m))
			}
			var got []int
			if n := testing.AllocsPerRun(1, func() { got = e.ref.AppendActions(dst[:1], &s, moves) }); n != 0 {
				t.Fatalf("%s: AppendActions allocates %v times", e.Name(), n)
			}
			if len(got) != 1+len(moves) || got[0] != dst[0] {
				t.Fatalf("%s: AppendActions gave %d ids after dst's 1, want %d", e.Name(), len(got)-1, len(moves))
			}
			for i, m := range moves {
				want, err := learn.MoveAction(s, m)
				if err != nil {
					want = -1
				}
				if got[1+i] != want {
					t.Fatalf("%s seed %d step %d: AppendActions gives %v the id %d, MoveAction %d (%v)", e.Name(), seed, step, m, got[1+i], want, err)
				}
			}
			earlier = legal
			var k int
			k, r = r.IntN(len(legal))
			if s, _, err = e.rules.Apply(s, legal[k]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
