package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/chance"
)

// seeHands is the set of hand slots seat p sees.
func (s *State) seeHands(p core.Player) uint16 {
	var m uint16
	if p < 0 {
		return 0
	}
	for i := 0; i < numHands; i++ {
		if s.slotSeat(i) == p {
			m |= 1 << uint(i)
		}
	}
	return m
}

// View is s as seat p (or a spectator, p = NoPlayer) may see it: the other
// factions' hands become counts of hidden cards, the decks keep their size
// but not their cards, and the RNG is zeroed.
//
// Knowledge p gained privately stays in p's view: the cards of the State's
// hand that Mole in Prefecture showed p stay visible there until they
// leave that hand. What other seats know is not shown.
func View(s State, p core.Player) State {
	see := s.seeHands(p)
	var kn bitset.Set
	if p >= 0 && int(p) < len(s.known) {
		kn = s.known[p]
	}
	for q := range s.known {
		if core.Player(q) != p {
			s.known[q] = 0
		}
	}
	for f := 0; f < numHands; f++ {
		if see&(1<<uint(f)) != 0 {
			continue
		}
		hide := s.hand[f] &^ kn
		for d := Deck(0); d < 3; d++ {
			s.hid[f][d] += uint8(popcount(hide & deckMask(d)))
		}
		s.hand[f] &= kn
	}
	for d := range s.deck {
		s.deck[d] = s.deck[d].Mask(HiddenCard)
	}
	s.rng = core.RNG{}
	s.view, s.viewer = true, p
	return s
}

// Determinize deals every card p cannot see anew — the other factions'
// hands and the three decks — from the cards p cannot account for, and
// returns a full state whose RNG is rng itself. The cards are dealt from
// rng.Split(), so a playout never reuses the numbers that placed them. It
// works on a View and on a full state alike.
func Determinize(s State, p core.Player, rng core.RNG) State {
	s = deal(s, p, rng.Split())
	s.rng = rng
	s.view, s.viewer = false, 0
	return s
}

// deal places every card p cannot see with a shuffle drawn from r; the
// cards p saw privately (Mole in Prefecture) stay where p saw them, and
// the other seats' knowledge is dropped.
func deal(s State, p core.Player, r core.RNG) State {
	see := s.seeHands(p)
	var kn bitset.Set
	if p >= 0 && int(p) < len(s.known) {
		kn = s.known[p]
	}
	for q := range s.known {
		if core.Player(q) != p {
			s.known[q] = 0
		}
	}
	for d := Deck(0); d < 3; d++ {
		var known bitset.Set
		for f := 0; f < numHands; f++ {
			if see&(1<<uint(f)) != 0 {
				known |= s.hand[f]
			} else {
				known |= s.hand[f] & kn
			}
		}
		var pool [8]Card
		n := 0
		for c := Card(8 * int(d)); c < Card(8*int(d)+8); c++ {
			if known&(1<<uint(c)) == 0 {
				pool[n] = c
				n++
			}
		}
		r = chance.Shuffle(r, pool[:n])
		k := 0
		for f := 0; f < numHands; f++ {
			if see&(1<<uint(f)) != 0 {
				continue
			}
			keep := s.hand[f] & kn & deckMask(d)
			cnt := popcount(s.hand[f]&deckMask(d)&^keep) + int(s.hid[f][d])
			s.hand[f] = s.hand[f]&^deckMask(d) | keep
			s.hid[f][d] = 0
			for i := 0; i < cnt && k < n; i++ {
				s.hand[f] |= 1 << uint(pool[k])
				k++
			}
		}
		size := s.deck[d].Len()
		s.deck[d] = pile{}
		for i := 0; i < size && k < n; i++ {
			s.deck[d].Push(pool[k])
			k++
		}
	}
	return s
}
