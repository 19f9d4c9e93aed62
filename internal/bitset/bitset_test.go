package bitset_test

import (
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

func TestDrawIsUniformAndConsumesOneIntN(t *testing.T) {
	set := bitset.Set(0).With(3).With(9).With(40)
	var seen [64]int
	r := core.NewRNG(1)
	for i := 0; i < 3000; i++ {
		var id int
		var rest bitset.Set
		before := r
		id, rest, r = set.Draw(r)
		_, want := before.IntN(3)
		if r != want {
			t.Fatal("Draw did not consume exactly one IntN(Len)")
		}
		if !set.Has(id) || rest.Has(id) || rest.Len() != 2 {
			t.Fatalf("drew %d from %v leaving %v", id, set, rest)
		}
		seen[id]++
	}
	for _, id := range []int{3, 9, 40} {
		if seen[id] < 850 || seen[id] > 1150 {
			t.Errorf("id %d drawn %d times of 3000", id, seen[id])
		}
	}
	if id, rest, r2 := bitset.Set(0).Draw(r); id != -1 || rest != 0 || r2 != r {
		t.Error("a draw from an empty set did something")
	}
	if got := set.Nth(2); got != 40 {
		t.Errorf("Nth(2) = %d", got)
	}
}

func ExampleSet() {
	street := bitset.Set(0).With(4).With(7).With(20) // distinct cards, order unknown
	card, rest, _ := street.Draw(core.NewRNG(1))
	fmt.Println(street.Has(card), rest.Len(), rest.Has(card))
	// Output: true 2 false
}
