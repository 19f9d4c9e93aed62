// Package bitset is a set of up to 64 distinct ids (cards, tiles, spaces)
// held in one machine word: the unordered piles and hands of the games.
//
// It is game kit: it imports core (Draw takes the state's RNG), and core
// never imports it.
package bitset

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Set is a set of up to 64 distinct ids (cards, tiles, spaces): bit i
// stands for id i. A pile of distinct cards whose order nobody knows is a
// Set, drawn with Draw: a uniform draw from the set has the odds of the
// top of a shuffled pile, and stores no order that a View could leak.
type Set uint64

// Has reports whether id i is in the set.
func (b Set) Has(i int) bool { return i >= 0 && i < 64 && b&(1<<uint(i)) != 0 }

// With returns the set with id i added (ids outside 0..63 are ignored).
func (b Set) With(i int) Set {
	if i < 0 || i >= 64 {
		return b
	}
	return b | 1<<uint(i)
}

// Without returns the set with id i removed.
func (b Set) Without(i int) Set {
	if i < 0 || i >= 64 {
		return b
	}
	return b &^ (1 << uint(i))
}

// Len is the number of ids in the set.
func (b Set) Len() int { return bits.OnesCount64(uint64(b)) }

// First is the smallest id in the set, or -1 when it is empty.
func (b Set) First() int {
	if b == 0 {
		return -1
	}
	return bits.TrailingZeros64(uint64(b))
}

// Nth is the k-th smallest id in the set (k from 0), or -1 when the set has
// k or fewer ids.
func (b Set) Nth(k int) int {
	if k < 0 || k >= b.Len() {
		return -1
	}
	for ; k > 0; k-- {
		b &= b - 1
	}
	return bits.TrailingZeros64(uint64(b))
}

// AppendIDs appends the ids of the set to dst in increasing order.
func (b Set) AppendIDs(dst []int) []int {
	for b != 0 {
		dst = append(dst, bits.TrailingZeros64(uint64(b)))
		b &= b - 1
	}
	return dst
}

// String lists the ids: "{1 5 9}".
func (b Set) String() string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, id := range b.AppendIDs(nil) {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(id))
	}
	sb.WriteByte('}')
	return sb.String()
}

// Draw takes one id uniformly at random: one IntN(Len) call, then the
// id of that rank. It returns the id, the set without it and the advanced
// RNG; on an empty set, -1, b and r unchanged.
func (b Set) Draw(r core.RNG) (int, Set, core.RNG) {
	if b == 0 {
		return -1, b, r
	}
	k, r := r.IntN(b.Len())
	i := b.Nth(k)
	return i, b.Without(i), r
}
