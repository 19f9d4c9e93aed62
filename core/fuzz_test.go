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

// FuzzPile: any sequence of operations keeps a Pile's size and known
// bottom consistent.
func FuzzPile(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5})
	f.Add([]byte{2, 2, 2, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, ops []byte) {
		var p Pile[uint8]
		r := NewRNG(1)
		for i, op := range ops {
			n, k := p.Len(), p.Known()
			switch op % 6 {
			case 0:
				if p.Push(op) != (n < pileCap) {
					t.Fatalf("op %d: push on %d", i, n)
				}
			case 1:
				_, ok := p.Pop()
				if ok != (n > 0) {
					t.Fatalf("op %d: pop on %d", i, n)
				}
			case 2:
				p.PutBottom(op)
			case 3:
				r = p.Shuffle(r)
				if p.Known() != 0 || p.Len() != n {
					t.Fatalf("op %d: shuffle kept %d known", i, p.Known())
				}
			case 4:
				p.RemoveAt(int(op) % (n + 1))
			case 5:
				m := p.Mask(255)
				if m.Len() != n || m.Known() != k {
					t.Fatalf("op %d: mask changed the size", i)
				}
			}
			if p.Known() > p.Len() || p.Len() > pileCap {
				t.Fatalf("op %d: %d known of %d", i, p.Known(), p.Len())
			}
		}
	})
}
