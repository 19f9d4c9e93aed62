package core

// Determinize is the frame every game's Determinize shares: given v, the
// deciding seat's View of a state, it deals the places that seat cannot
// see with deal, from rng.Split(), then lets full mark the result a full
// state whose RNG is rng itself. So the deal never reuses the numbers a
// playout from the result draws, and every game splits the same way. The
// game's deal fills each hidden place uniformly from what the seat cannot
// account for (Counts.Deal and Pile.Shuffle do the drawing).
func Determinize[S any](v S, rng RNG, deal func(v *S, r RNG), full func(v *S, rng RNG)) S {
	deal(&v, rng.Split())
	full(&v, rng)
	return v
}
