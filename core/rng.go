package core

import (
	"encoding/json"
	"math/bits"
	"math/rand/v2"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// maxForced is how many forced outcomes an RNG can hold at once.
const maxForced = 24

// RNG is the source of chance a game state carries. It is a value: every
// method returns the advanced RNG and leaves its receiver as it was, so a
// state that holds an RNG stays immutable and replays bit for bit.
//
// The generator is math/rand/v2's PCG, held by value. The bounded integer and
// shuffle algorithms are written here (Lemire's method and Fisher–Yates) so a
// change in the standard library's helpers can never change a recorded game.
//
// The zero RNG is valid and is what a View holds: views never carry the
// generator's state.
type RNG struct {
	pcg    rand.PCG
	forced [maxForced]uint8
	nf     uint8
}

// NewRNG returns the generator for a seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// IsZero reports whether r is the zero RNG (as in every View).
func (r RNG) IsZero() bool { return r == RNG{} }

// Force returns r with the given outcomes queued for its next IntN calls:
// the k-th queued value v makes the k-th next IntN(n) return v mod n.
// It is meant for tests ("the next shuffle swaps nothing"); ForceRolls is
// the same for dice. Shuffle and Perm consume queued outcomes like any
// IntN; Uint64 does not, so a game that must shuffle between forced dice
// shuffles with NewRNG(v) for a v from Uint64. Values beyond 24 queued
// outcomes, or negative or above 255, are dropped.
func (r RNG) Force(values ...int) RNG {
	for _, v := range values {
		if int(r.nf) == maxForced || v < 0 || v > 255 {
			continue
		}
		r.forced[r.nf] = uint8(v)
		r.nf++
	}
	return r
}

// ForceRolls returns r with the next Roll results queued: ForceRolls(6, 1)
// makes the next two rolls 6 and 1, whatever the number of sides.
func (r RNG) ForceRolls(faces ...int) RNG {
	for _, f := range faces {
		r = r.Force(f - 1)
	}
	return r
}

// Forced reports how many forced outcomes are still queued.
func (r RNG) Forced() int { return int(r.nf) }

// Uint64 returns a uniformly random 64-bit value. Forced outcomes do not
// apply to it.
func (r RNG) Uint64() (uint64, RNG) {
	v := r.pcg.Uint64()
	return v, r
}

// IntN returns a uniform integer in [0, n) and the advanced RNG. For n <= 0
// it returns 0 and r unchanged.
func (r RNG) IntN(n int) (int, RNG) {
	if n <= 0 {
		return 0, r
	}
	if r.nf > 0 {
		v := int(r.forced[0])
		copy(r.forced[:], r.forced[1:r.nf])
		r.nf--
		r.forced[r.nf] = 0
		return v % n, r
	}
	return int(r.bounded(uint64(n))), r
}

// bounded is Lemire's nearly divisionless method for a uniform value in [0, n).
func (r *RNG) bounded(n uint64) uint64 {
	hi, lo := bits.Mul64(r.pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), n)
		}
	}
	return hi
}

// Roll returns the result of rolling a die with the given number of sides
// (1 to sides) and the advanced RNG.
func (r RNG) Roll(sides int) (int, RNG) {
	v, r := r.IntN(sides)
	return v + 1, r
}

// Shuffle permutes n elements with swap (Fisher–Yates, n-1 IntN calls) and
// returns the advanced RNG.
func (r RNG) Shuffle(n int, swap func(i, j int)) RNG {
	for i := n - 1; i > 0; i-- {
		var j int
		j, r = r.IntN(i + 1)
		swap(i, j)
	}
	return r
}

// Perm returns a random permutation of 0..n-1 and the advanced RNG.
func (r RNG) Perm(n int) ([]int, RNG) {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r = r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p, r
}

type rngJSON struct {
	Seed   *uint64 `json:"seed,omitempty"`
	PCG    []byte  `json:"pcg,omitempty" max:"64"`
	Forced []uint8 `json:"forced,omitempty" max:"24"` // maxForced
}

// MarshalJSON encodes the generator's state and any forced outcomes. The
// zero RNG encodes as {}.
func (r RNG) MarshalJSON() ([]byte, error) {
	var j rngJSON
	if r.pcg != (rand.PCG{}) {
		b, err := r.pcg.MarshalBinary()
		if err != nil {
			return nil, err
		}
		j.PCG = b
	}
	if r.nf > 0 {
		j.Forced = append([]uint8(nil), r.forced[:r.nf]...)
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes what MarshalJSON wrote, {"pcg": "...", "forced":
// [...]}; a person writing a position by hand may give {"seed": 7} instead
// of "pcg", which is NewRNG(7) (MarshalJSON then writes its "pcg"), and
// "forced" beside either queues outcomes as Force does. Anything else is
// an ErrBadState error and leaves r unchanged.
func (r *RNG) UnmarshalJSON(b []byte) error {
	var j rngJSON
	if err := strictjson.Decode(b, &j); err != nil {
		return Errorf(ErrBadState, "rng: %v", err)
	}
	var out RNG
	if j.Seed != nil {
		if len(j.PCG) > 0 {
			return Errorf(ErrBadState, "rng: give \"seed\" or \"pcg\", not both")
		}
		out = NewRNG(*j.Seed)
	}
	if len(j.PCG) > 0 {
		if err := out.pcg.UnmarshalBinary(j.PCG); err != nil {
			return Errorf(ErrBadState, "rng: %v", err)
		}
	}
	if len(j.Forced) > maxForced {
		return Errorf(ErrBadState, "rng: %d forced outcomes, at most %d", len(j.Forced), maxForced)
	}
	out.nf = uint8(copy(out.forced[:], j.Forced))
	*r = out
	return nil
}

// Split returns a new generator derived from r without advancing r: its
// stream is not r's, and r goes on exactly as it would have. Determinize
// deals the hidden cards from rng.Split() and hands rng itself to the
// playout, so the playout never reuses the numbers that placed the cards.
// The split carries none of r's forced outcomes.
func (r RNG) Split() RNG {
	c := r.pcg // a copy: drawing from it leaves r as it was
	a, b := c.Uint64(), c.Uint64()
	return RNG{pcg: *rand.NewPCG(a^0xd1b54a32d192ed03, b^0x8cb92ba72f3d8dd7)}
}
