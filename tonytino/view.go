package tonytino

import "github.com/mafiarules/sdk/core"

// View is s as seat p may see it (p = NoPlayer: a spectator). The board,
// the face-up tiles, the rackets, every card played, and the sizes of all
// piles and hands are public. Hidden are:
//   - both face-down crew tile piles (their order; their make-up follows
//     from the public tiles): every entry becomes HiddenTile;
//   - both card decks: every entry becomes HiddenCard;
//   - the other player's hand: HiddenCard, as many as they hold;
//   - the other player's discards, unless Config.PublicDiscards: they
//     become a count of hidden discards;
//   - the racket draft's stack (Config.RacketDraft), but for its top tile;
//   - the RNG, which is zeroed.
//
// In the Police Raid window the active player's View is the same whether or
// not the opponent holds the Raid: only the opponent's hidden hand differs.
func View(s State, p core.Player) State {
	for q := core.Player(0); q < NumSeats; q++ {
		for i := range s.pile[q][:s.npile[q]] {
			s.pile[q][i] = HiddenTile
		}
		for i := range s.deck[q][:s.ndeck[q]] {
			s.deck[q][i] = HiddenCard
		}
		if q == p {
			continue
		}
		for i := range s.hand[q][:s.nhand[q]] {
			s.hand[q][i] = HiddenCard
		}
		if !s.opts.publicDiscards {
			for c := range s.discard[q] {
				s.hidDisc[q] += s.discard[q][c]
				s.discard[q][c] = 0
			}
		}
	}
	// The racket draft's stack is face down but for its top tile.
	for i := 0; i+1 < int(s.nrstack); i++ {
		s.rstack[i] = HiddenRacket
	}
	s.rng = core.RNG{}
	return s
}

// Determinize returns a full state that p cannot tell from s: every place p
// cannot see (crew tile piles, decks, the other hand, hidden discards) is
// dealt anew, uniformly, from what p cannot account for, and the RNG is set
// to rng. s may be a View or a full state: what p cannot account for is
// worked out as "everything minus what p sees", so both give the same
// answer. The deal itself uses a generator seeded from rng, so the returned
// state's RNG is exactly rng.
func Determinize(s State, p core.Player, rng core.RNG) State {
	v := View(s, p)
	seed, _ := rng.Uint64()
	deal := core.NewRNG(seed)

	for q := core.Player(0); q < NumSeats; q++ {
		// Crew tiles: the colour's 18 less those on the board and face up.
		var pool [TilesPerColor]uint8
		var left [4]int
		for t := range tileCopies {
			left[t] = int(tileCopies[t])
		}
		for _, b := range v.board {
			if isTile(b) && tileOwner(b) == q {
				left[tileValue(b)]--
			}
		}
		for _, t := range v.display[q][:v.ndisp[q]] {
			if t < 4 {
				left[t]--
			}
		}
		n := 0
		for t := range left {
			for k := 0; k < left[t] && n < len(pool); k++ {
				pool[n] = uint8(t)
				n++
			}
		}
		deal = deal.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		k := 0
		for i := range v.pile[q][:v.npile[q]] {
			if k < n {
				v.pile[q][i] = pool[k]
				k++
			}
		}

		// Cards: the deck less what p sees of q's cards.
		var cards [DeckSize]Card
		var have [numCards]int
		copies := v.copies()
		for c := range have {
			have[c] = int(copies[c]) - int(v.played[q][c]) - int(v.discard[q][c])
		}
		for _, c := range v.hand[q][:v.nhand[q]] {
			if c.valid() {
				have[c]--
			}
		}
		n = 0
		for c := StepUp; c < numCards; c++ {
			for k := 0; k < have[c] && n < len(cards); k++ {
				cards[n] = c
				n++
			}
		}
		deal = deal.Shuffle(n, func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		k = 0
		take := func() Card {
			if k < n {
				k++
				return cards[k-1]
			}
			return StepUp
		}
		hidden := false
		for i := range v.hand[q][:v.nhand[q]] {
			if v.hand[q][i] == HiddenCard {
				v.hand[q][i] = take()
				hidden = true
			}
		}
		if hidden {
			sortCards(v.hand[q][:v.nhand[q]])
		}
		for i := range v.deck[q][:v.ndeck[q]] {
			v.deck[q][i] = take()
		}
		for ; v.hidDisc[q] > 0; v.hidDisc[q]-- {
			v.discard[q][take()]++
		}
	}
	// The racket draft's stack: the 12 tiles less those out and the top.
	if v.nrstack > 1 {
		var left [6]int
		for _, r := range racketValues {
			left[r]++
		}
		for st := range v.racket {
			if r := v.racket[st]; v.fate[st] != racketDraft && r < 6 {
				left[r]--
			}
		}
		left[v.rstack[v.nrstack-1]%6]--
		var pool [NumRackets]uint8
		n := 0
		for r := range left {
			for k := 0; k < left[r] && n < len(pool); k++ {
				pool[n] = uint8(r)
				n++
			}
		}
		deal.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for i := 0; i+1 < int(v.nrstack) && i < n; i++ {
			v.rstack[i] = pool[i]
		}
	}
	v.rng = rng
	return v
}

// sortCards sorts a hand in place (insertion sort: at most three cards).
func sortCards(h []Card) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && h[j-1] > h[j]; j-- {
			h[j-1], h[j] = h[j], h[j-1]
		}
	}
}
