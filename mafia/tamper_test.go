package mafia

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// names are the strings the tampering puts in place of a string.
var names = []string{"", "PAL", "ENN", "BAG", "Prison", "Station", "Continent", "out of play", "R.B", "R.P1", "N.B", "prefetto", "CC1", "sisde",
	"red", "State", "hidden-usa", "hidden", "wiretap", "sisde-red-clue-1", "N", "S", "move", "actions", "over", "S1", "sum", "d2", "done", "nobody", "P1",
	"end", "end-checkpoint", "roll", "return N.P1", "activities R.P1", "control R.P1", "call-usa R.B", "boss-block R.P1", "more-actions CC1", "running"}

// mutations yields copies of a JSON object with one number or string
// changed.
func mutations(v any, values []float64, emit func()) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if str, ok := e.(string); ok && k != "pcg" {
				for _, nv := range names {
					x[k] = nv
					emit()
				}
				x[k] = str
				continue
			}
			if n, ok := e.(float64); ok {
				for _, nv := range values {
					x[k] = nv
					emit()
				}
				x[k] = n
				continue
			}
			mutations(e, values, emit)
		}
	case []any:
		for i, e := range x {
			if str, ok := e.(string); ok {
				for _, nv := range names {
					x[i] = nv
					emit()
				}
				x[i] = str
				continue
			}
			if n, ok := e.(float64); ok {
				for _, nv := range values {
					x[i] = nv
					emit()
				}
				x[i] = n
				continue
			}
			mutations(e, values, emit)
		}
	}
}

// TestTamperedFieldsNeverPanic changes every number of real states to edge
// values: each result is refused with ErrBadState or
// is a state on which Legal, Apply, View, Determinize and String work.
//
// Every accepted full state of a sample is also played out to the end by
// random moves, which must all apply. Sized for the budget: fewer states
// and names under -short, more under gametest.Long().
func TestTamperedFieldsNeverPanic(t *testing.T) {
	values := []float64{-1, 0, 2, 3, 8, 17, 26, 29, 255}
	every, playEvery := 40, 40
	switch {
	case gametest.Long():
		every, playEvery = 7, 5
	case testing.Short():
		every, playEvery = 60, 200
		names = names[:12]
	}
	checked, played := 0, 0
	for _, players := range []int{2, 3, 4, 5} {
		s, _ := New(Config{Players: players}, uint64(players))
		r := core.NewRNG(uint64(players))
		for step := 0; step < 100 && !Over(s); step++ {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
			if step%every != 3 {
				continue
			}
			for _, st := range []State{s} {
				b, _ := json.Marshal(st)
				var tree any
				_ = json.Unmarshal(b, &tree)
				mutations(tree, values, func() {
					mb, _ := json.Marshal(tree)
					var x State
					if err := x.UnmarshalJSON(mb); err != nil {
						return
					}
					checked++
					func() {
						defer func() {
							if p := recover(); p != nil {
								t.Fatalf("panic %v on %s", p, mb)
							}
						}()
						_ = x.String()
						for _, m := range Legal(x) {
							_, _, _ = Apply(x, m)
						}
						for p := core.Player(-1); p < core.Player(x.NumPlayers()); p++ {
							_ = Determinize(View(x, p), p, core.NewRNG(1))
						}
						_, _, _ = Apply(x, Move{By: ToMove(x), Kind: MoveKindDone})
						if !x.IsView() && checked%playEvery == 0 {
							played++
							if _, _, err := gametest.RandomPlayout(Rules, x, core.NewRNG(uint64(checked)), 20000); err != nil {
								t.Fatalf("a decoded state does not play out: %v\n%s", err, mb)
							}
						}
					}()
				})
			}
		}
	}
	if checked == 0 || played == 0 {
		t.Fatal("no mutated state was accepted, or none played out")
	}
	_ = fmt.Sprint(checked)
}
