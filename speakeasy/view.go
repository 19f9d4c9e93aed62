package speakeasy

import "github.com/mafiarules/sdk/core"

// View is s as seat p (or a spectator, p = NoPlayer) may see it: the other
// seats' Operations hands and Books become that many hidden cards (the
// mask is cleared, the count kept) and the RNG is zeroed. Everything else
// in the State is public; the piles nobody sees are not stored at all.
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
	return s
}

// Determinize returns a full state p cannot tell from s: the other seats'
// hands are dealt anew, uniformly, from the cards p cannot account for
// (everything minus what p sees), and the RNG is set to rng. It works on
// a View and on a full state alike.
func Determinize(s State, p core.Player, rng core.RNG) State {
	g := &s.g
	g.RNG = rng
	ops := allOps &^ g.Discard
	books := allBooks
	for q := int8(0); q < g.N; q++ {
		for _, c := range g.P[q].Slots {
			if c >= 0 {
				ops &^= 1 << uint(c)
			}
		}
		books &^= g.P[q].Cooked
		if core.Player(q) == p {
			ops &^= g.P[q].Hand
			books &^= g.P[q].Books
		}
	}
	for q := int8(0); q < g.N; q++ {
		if core.Player(q) == p {
			continue
		}
		pl := &g.P[q]
		pl.Hand, pl.Books = 0, 0
		for k := int8(0); k < pl.HandN; k++ {
			c, ok := g.pick(ops)
			if !ok {
				break
			}
			ops &^= 1 << uint(c)
			pl.Hand |= 1 << uint(c)
		}
		for k := int8(0); k < pl.BooksN; k++ {
			c, ok := g.pick(uint64(books))
			if !ok {
				break
			}
			books &^= 1 << uint(c)
			pl.Books |= 1 << uint(c)
		}
	}
	return s
}
