package mafia

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// mutations yields copies of a JSON object with one number changed.
func mutations(v any, values []float64, emit func()) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
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
func TestTamperedFieldsNeverPanic(t *testing.T) {
	values := []float64{-1, 0, 2, 3, 8, 17, 26, 29, 255}
	checked := 0
	for _, players := range []int{2, 3, 4, 5} {
		s, _ := New(Config{Players: players}, uint64(players))
		r := core.NewRNG(uint64(players))
		for step := 0; step < 100 && !Over(s); step++ {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
			if step%25 != 7 {
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
						_, _, _ = Apply(x, Move{By: ToMove(x), Kind: KDone})
					}()
				})
			}
		}
	}
	if checked == 0 {
		t.Fatal("no mutated state was accepted")
	}
	_ = fmt.Sprint(checked)
}
