package chance_test

import (
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/chance"
)

func TestWeightedFollowsTheCounts(t *testing.T) {
	counts := []uint8{0, 3, 1}
	var seen [3]int
	r := core.NewRNG(2)
	for i := 0; i < 4000; i++ {
		var k int
		k, r = chance.Weighted(counts, r)
		seen[k]++
	}
	if seen[0] != 0 || seen[1] < 2800 || seen[1] > 3200 {
		t.Errorf("draws by kind %v for counts %v", seen, counts)
	}
	if k, _ := chance.Weighted([]int{0, 0}, r); k != -1 {
		t.Error("an empty pile drew a card")
	}
}

// Shuffle is RNG.Shuffle over the slice: the same calls, so the same
// order as a Pile shuffled with the same RNG.
func TestShuffleIsRNGShuffle(t *testing.T) {
	xs := []int{1, 2, 3, 4, 5, 6}
	r := core.NewRNG(3)
	got := chance.Shuffle(r, xs)
	want := []int{1, 2, 3, 4, 5, 6}
	next := r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
	if !slices.Equal(xs, want) || got != next {
		t.Errorf("Shuffle made %v, RNG.Shuffle %v", xs, want)
	}
}

// Determinize deals from rng.Split() and hands rng itself to full.
func TestDeterminizeDealsFromTheSplit(t *testing.T) {
	rng := core.NewRNG(4)
	var dealt, kept core.RNG
	v := chance.Determinize(7, rng, func(v *int, r core.RNG) { dealt = r; *v++ }, func(v *int, r core.RNG) { kept = r; *v *= 2 })
	if v != 16 || dealt != rng.Split() || kept != rng {
		t.Errorf("Determinize: %d, dealt from the split %t, kept rng %t", v, dealt == rng.Split(), kept == rng)
	}
}
