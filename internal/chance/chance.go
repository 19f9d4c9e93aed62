// Package chance holds the draws the games make with a state's RNG beside
// those of core's types: a weighted draw from a counted pile held as a
// slice of counts, a slice shuffled in place, and the frame of every
// game's Determinize.
//
// It imports nothing of core, so core may import it (Counts.Draw is
// Weighted): each function takes the RNG (a core.RNG) through a type
// parameter, R, whose methods are those of core.RNG it calls.
package chance

// Weighted draws from a counted pile: counts[k] interchangeable cards of
// kind k, drawn uniformly, so a kind's chance is its share of the total.
// It makes one r.IntN(total) call and returns the kind drawn (the caller
// takes one card of it off the pile) and the advanced RNG; on an empty
// pile, -1 and r unchanged.
func Weighted[T ~uint8 | ~int8 | ~uint16 | ~int16 | ~int, R interface{ IntN(n int) (int, R) }](counts []T, r R) (int, R) {
	n := 0
	for _, c := range counts {
		if c > 0 {
			n += int(c)
		}
	}
	if n == 0 {
		return -1, r
	}
	k, r := r.IntN(n)
	for t, c := range counts {
		if c <= 0 {
			continue
		}
		if k < int(c) {
			return t, r
		}
		k -= int(c)
	}
	return -1, r // unreachable: k < n
}

// Shuffle shuffles xs in place with r.Shuffle (Fisher–Yates) and returns
// the advanced RNG. The caller must own xs: never pass a slice that
// another state shares.
func Shuffle[T any, R interface {
	Shuffle(n int, swap func(i, j int)) R
}](r R, xs []T) R {
	return r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}

// Determinize is the frame every game's Determinize shares: given v, the
// deciding seat's View of a state, it deals the places that seat cannot
// see with deal, from rng.Split(), then lets full mark the result a full
// state whose RNG is rng itself. So the deal never reuses the numbers a
// playout from the result draws, and every game splits the same way. The
// game's deal fills each hidden place uniformly from what the seat cannot
// account for (core's Counts.Deal and Pile.Shuffle do the drawing).
func Determinize[S any, R interface{ Split() R }](v S, rng R, deal func(v *S, r R), full func(v *S, rng R)) S {
	deal(&v, rng.Split())
	full(&v, rng)
	return v
}
