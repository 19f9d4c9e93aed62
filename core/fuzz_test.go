package core

import (
	"encoding/json"
	"testing"
)

// FuzzRNGJSON: any bytes either decode to an RNG that encodes back to the
// same RNG, or give an error and leave the target untouched. Never a panic.
func FuzzRNGJSON(f *testing.F) {
	good, _ := json.Marshal(NewRNG(3).ForceRolls(2, 5))
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"pcg":"cGNnOgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=="}`))
	f.Add([]byte(`{"forced":[1,2,300]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r := NewRNG(9)
		if err := json.Unmarshal(b, &r); err != nil {
			if r != NewRNG(9) {
				t.Fatal("failed decode changed the RNG")
			}
			return
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var r2 RNG
		if err := json.Unmarshal(again, &r2); err != nil || r2 != r {
			t.Fatalf("re-decode: %v", err)
		}
		_, _ = r.IntN(10)
	})
}

// FuzzDeckJSON: any bytes decode to a usable deck or an error.
func FuzzDeckJSON(f *testing.F) {
	f.Add([]byte(`{"draw":[1,2,3],"discard":[4]}`))
	f.Add([]byte(`{"draw":[]}`))
	f.Add([]byte(`{"draw":null,"discard":[1,`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var d Deck[int]
		if err := json.Unmarshal(b, &d); err != nil {
			return
		}
		n := d.Len()
		_, d2, drew := d.Draw()
		d3, _ := d2.PutTop(1).Reshuffle(NewRNG(1))
		want := n + 1 + d.DiscardLen()
		if drew {
			want--
		}
		if d.Len() != n || d3.Len() != want {
			t.Fatalf("deck of %d: after draw, put, reshuffle %d", n, d3.Len())
		}
	})
}
