package sdk

import (
	"reflect"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// TestByRefFuncsAreTheExportedFunctions: the functions on a *State a
// Batch calls (internal/byref) give what each game's exported function
// gives on the State itself, and leave it as it was; ApplyLegal makes a
// legal move as ApplyInPlace does. On random positions of random games of
// every game, for every legal move and every action id.
func TestByRefFuncsAreTheExportedFunctions(t *testing.T) {
	for _, name := range Names() {
		c, ok := games[name].(interface{ checkByRef(*testing.T) })
		if !ok {
			t.Fatalf("%s: its entry has no byref check", name)
		}
		c.checkByRef(t)
	}
}

func (e *entry[S, M, C]) checkByRef(t *testing.T) {
	f := e.ref
	if f.AppendLegal == nil || f.MoveAction == nil || f.ActionMove == nil || f.AppendActions == nil ||
		f.AppendObservation == nil || f.ApplyLegal == nil {
		t.Fatalf("%s registers incomplete byref.Funcs", e.Name())
	}
	learn, _ := e.learning()
	actions, err := learn.NumActions(nil)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRNG(5)
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := e.rules.New(nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 400; step++ {
			before := s
			legal := e.rules.Legal(s)
			if got := f.AppendLegal(nil, &s); !slices.Equal(got, legal) {
				t.Fatalf("%s seed %d step %d: byref AppendLegal %v, Legal %v", e.Name(), seed, step, got, legal)
			}
			for _, m := range legal {
				id, err := f.MoveAction(&s, m)
				want, werr := learn.MoveAction(s, m)
				if id != want || (err == nil) != (werr == nil) {
					t.Fatalf("%s seed %d step %d: byref MoveAction(%v) %d, %v; MoveAction %d, %v", e.Name(), seed, step, m, id, err, want, werr)
				}
			}
			ids := f.AppendActions(nil, &s, legal)
			for i, m := range legal {
				if want, err := learn.MoveAction(s, m); err != nil || ids[i] != want {
					t.Fatalf("%s seed %d step %d: byref AppendActions gives %v the id %d, MoveAction %d, %v", e.Name(), seed, step, m, ids[i], want, err)
				}
			}
			for id := range actions {
				m, err := f.ActionMove(&s, id)
				want, werr := learn.ActionMove(s, id)
				if m != want || (err == nil) != (werr == nil) {
					t.Fatalf("%s seed %d step %d: byref ActionMove(%d) %v, %v; ActionMove %v, %v", e.Name(), seed, step, id, m, err, want, werr)
				}
			}
			for p := range e.rules.NumPlayers(s) {
				if got, want := f.AppendObservation(nil, &s, core.Player(p)), learn.Observation(s, core.Player(p)); !slices.Equal(got, want) {
					t.Fatalf("%s seed %d step %d: byref AppendObservation for P%d is not Observation", e.Name(), seed, step, p)
				}
			}
			if !reflect.DeepEqual(s, before) {
				t.Fatalf("%s seed %d step %d: a byref function changed the State it read", e.Name(), seed, step)
			}
			if len(legal) == 0 {
				break
			}
			var k int
			k, r = r.IntN(len(legal))
			want := s
			if err := e.rules.(core.Playout[S, M]).ApplyInPlace(&want, legal[k]); err != nil {
				t.Fatal(err)
			}
			f.ApplyLegal(&s, legal[k])
			if !reflect.DeepEqual(s, want) {
				t.Fatalf("%s seed %d step %d: ApplyLegal(%v) is not ApplyInPlace's", e.Name(), seed, step, legal[k])
			}
		}
	}
}
