package speakeasy

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// View is s as seat p (or a spectator, p = NoPlayer) may see it: the other
// seats' Operations hands and Books become that many hidden cards (the
// mask is cleared, the count kept), the RNG is zeroed and the View records
// its viewer. Everything else in the State is public; the piles nobody
// sees are not stored at all.
func View(s State, p core.Player) State {
	g := &s.g
	for q := int8(0); q < g.N; q++ {
		if core.Player(q) == p {
			continue
		}
		g.P[q].Hand = 0
		g.P[q].Books = 0
	}
	g.RNG = core.RNG{}
	g.Viewer = -1
	if p >= 0 && int(p) < int(g.N) {
		g.Viewer = int8(p) + 1
	}
	return s
}

// Determinize returns a full state p cannot tell from s: the other seats'
// hands are dealt anew, uniformly, from the cards p cannot account for
// (everything minus what p sees), with chance drawn from rng.Split(), and
// the state's RNG is rng itself, so a playout never reuses the numbers
// that placed the hidden cards. It works on a View and on a full state.
func Determinize(s State, p core.Player, rng core.RNG) State {
	g := &s.g
	g.Viewer = 0
	g.RNG = rng
	r := rng.Split()
	ops := bitset.Set(allOps &^ g.Discard)
	books := bitset.Set(allBooks)
	for q := int8(0); q < g.N; q++ {
		for _, c := range g.P[q].Slots {
			if c >= 0 {
				ops = ops.Without(int(c))
			}
		}
		books &^= bitset.Set(g.P[q].Cooked)
		if core.Player(q) == p {
			ops &^= bitset.Set(g.P[q].Hand)
			books &^= bitset.Set(g.P[q].Books)
		}
	}
	for q := int8(0); q < g.N; q++ {
		if core.Player(q) == p {
			continue
		}
		pl := &g.P[q]
		pl.Hand, pl.Books = 0, 0
		for k := int8(0); k < pl.HandN && ops != 0; k++ {
			var c int
			c, ops, r = ops.Draw(r)
			pl.Hand |= 1 << uint(c)
		}
		for k := int8(0); k < pl.BooksN && books != 0; k++ {
			var c int
			c, books, r = books.Draw(r)
			pl.Books |= 1 << uint(c)
		}
	}
	return s
}
