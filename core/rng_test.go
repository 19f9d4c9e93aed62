package core

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/internal/chance"
)

func TestRNGIsAValue(t *testing.T) {
	r := NewRNG(42)
	a, r1 := r.IntN(1000)
	b, _ := r.IntN(1000)
	if a != b {
		t.Fatalf("IntN on the same RNG value gave %d then %d: the receiver was modified", a, b)
	}
	c, _ := r1.IntN(1000)
	d, _ := r1.IntN(1000)
	if c != d {
		t.Fatal("the returned RNG is not a value either")
	}
}

func TestRNGSameSeedSameStream(t *testing.T) {
	x, y := NewRNG(7), NewRNG(7)
	for i := 0; i < 100; i++ {
		var a, b int
		a, x = x.IntN(97)
		b, y = y.IntN(97)
		if a != b {
			t.Fatalf("draw %d: %d != %d", i, a, b)
		}
	}
	if NewRNG(7) == NewRNG(8) {
		t.Fatal("different seeds give the same generator")
	}
}

// The stream is pinned: a change in the generator or the bounded-int
// algorithm would silently change every recorded game.
func TestRNGStreamIsPinned(t *testing.T) {
	r := NewRNG(1)
	var got [8]int
	for i := range got {
		got[i], r = r.IntN(100)
	}
	want := [8]int{52, 3, 68, 15, 91, 16, 64, 65}
	if got != want {
		t.Fatalf("stream of seed 1 changed: got %v, want %v", got, want)
	}
}

func TestRNGIntNIsInRangeAndUniform(t *testing.T) {
	r := NewRNG(3)
	var counts [6]int
	for i := 0; i < 60000; i++ {
		var v int
		v, r = r.IntN(6)
		if v < 0 || v >= 6 {
			t.Fatalf("IntN(6) = %d", v)
		}
		counts[v]++
	}
	for v, c := range counts {
		if c < 9500 || c > 10500 {
			t.Errorf("face %d came %d times in 60000 (expected about 10000)", v, c)
		}
	}
	if v, r2 := r.IntN(0); v != 0 || r2 != r {
		t.Errorf("IntN(0) = %d and advanced the RNG", v)
	}
}

func TestRNGRollIsOneToSides(t *testing.T) {
	r := NewRNG(5)
	seen := map[int]bool{}
	for i := 0; i < 600; i++ {
		var v int
		v, r = r.Roll(6)
		if v < 1 || v > 6 {
			t.Fatalf("Roll(6) = %d", v)
		}
		seen[v] = true
	}
	if len(seen) != 6 {
		t.Errorf("600 rolls showed only faces %v", seen)
	}
}

func TestForceRollsDecidesTheNextRolls(t *testing.T) {
	r := NewRNG(9).ForceRolls(6, 1)
	if r.Forced() != 2 {
		t.Fatalf("Forced() = %d, want 2", r.Forced())
	}
	a, r := r.Roll(6)
	b, r := r.Roll(6)
	if a != 6 || b != 1 {
		t.Fatalf("forced rolls 6, 1 gave %d, %d", a, b)
	}
	if r.Forced() != 0 {
		t.Fatal("forced outcomes not used up")
	}
	// After the forced ones, the seeded stream goes on where it was.
	c, _ := r.Roll(6)
	d, _ := NewRNG(9).Roll(6)
	if c != d {
		t.Errorf("after forced rolls the stream gave %d, want the seed's first roll %d", c, d)
	}
}

func TestForceReducesModuloTheRange(t *testing.T) {
	v, _ := NewRNG(1).Force(7).IntN(5)
	if v != 2 {
		t.Fatalf("forced 7 into IntN(5) gave %d, want 2", v)
	}
	r := NewRNG(1).Force(-1, 300)
	if r.Forced() != 0 {
		t.Fatal("out-of-range forced values were queued")
	}
	for i := 0; i < 30; i++ {
		r = r.Force(1)
	}
	if r.Forced() != maxForced {
		t.Fatalf("queued %d, want at most %d", r.Forced(), maxForced)
	}
}

func TestShuffleIsAPermutationAndDeterministic(t *testing.T) {
	p1, r1 := NewRNG(11).Perm(52)
	p2, r2 := NewRNG(11).Perm(52)
	if r1 != r2 {
		t.Fatal("same seed, different RNG after Perm")
	}
	seen := make([]bool, 52)
	moved := 0
	for i, v := range p1 {
		if p2[i] != v {
			t.Fatal("same seed, different permutation")
		}
		if seen[v] {
			t.Fatalf("%d twice in a permutation", v)
		}
		seen[v] = true
		if v != i {
			moved++
		}
	}
	if moved < 40 {
		t.Errorf("only %d of 52 cards moved", moved)
	}
	xs := []string{"a", "b", "c"}
	chance.Shuffle(NewRNG(1).Force(0, 0), xs) // i=2 swaps with 0, i=1 with 0
	if xs[0] != "b" || xs[1] != "c" || xs[2] != "a" {
		t.Errorf("forced Fisher–Yates gave %v, want [b c a]", xs)
	}
}

func TestRNGJSONRoundTrip(t *testing.T) {
	r := NewRNG(123).ForceRolls(3)
	_, r = r.IntN(10)
	r = r.ForceRolls(4, 5)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back RNG
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back != r {
		t.Fatalf("round trip changed the RNG: %s", b)
	}
	if z, _ := json.Marshal(RNG{}); string(z) != "{}" {
		t.Errorf("zero RNG encodes as %s, want {}", z)
	}
}

func TestRNGJSONRejectsGarbage(t *testing.T) {
	r := NewRNG(1)
	for _, bad := range []string{`{"pcg":"AAAA"}`, `[1]`, `{"forced":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25]}`, `{"forced":[300]}`} {
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("%s decoded without error", bad)
		} else if !errors.Is(err, ErrBadState) && !isJSONError(err) {
			t.Errorf("%s: %v, want ErrBadState", bad, err)
		}
		if r != NewRNG(1) {
			t.Fatalf("a failed decode of %s changed the RNG", bad)
		}
	}
}

func isJSONError(err error) bool {
	var ute *json.UnmarshalTypeError
	return errors.As(err, &ute)
}

func BenchmarkRNGIntN(b *testing.B) {
	r := NewRNG(1)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, r = r.IntN(36)
	}
}

func TestRNGJSONTakesASeedForHandWrittenPositions(t *testing.T) {
	var r RNG
	if err := json.Unmarshal([]byte(`{"seed":7,"forced":[2]}`), &r); err != nil {
		t.Fatal(err)
	}
	if r != NewRNG(7).Force(2) {
		t.Fatal(`{"seed":7,"forced":[2]} is not NewRNG(7).Force(2)`)
	}
	b, _ := json.Marshal(r)
	var back RNG
	if err := json.Unmarshal(b, &back); err != nil || back != r {
		t.Fatalf("round trip of %s: %v", b, err)
	}
	if err := json.Unmarshal([]byte(`{"seed":7,"pcg":"cGNnOhVAK8GeLT3+qJeL0nxvE18="}`), &r); err == nil {
		t.Fatal("seed and pcg together decode")
	}
}
