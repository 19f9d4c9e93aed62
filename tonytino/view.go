package tonytino

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/chance"
)

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
// The View records its viewer (IsView, Viewer); its JSON says "view". Legal,
// Prompt and Describe work on it; Apply refuses it (determinize it first).
//
// In the Police Raid window the active player's View is the same whether or
// not the opponent holds the Raid: only the opponent's hidden hand differs.
func View(s State, p core.Player) State {
	if p < 0 || p >= NumSeats {
		p = core.NoPlayer
	}
	for q := core.Player(0); q < NumSeats; q++ {
		s.pile[q] = s.pile[q].Mask(HiddenTile)
		s.deck[q] = s.deck[q].Mask(HiddenCard)
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
	if top, ok := s.rstack.Pop(); ok {
		s.rstack = s.rstack.Mask(HiddenRacket)
		s.rstack.Push(top)
	}
	s.rng = core.RNG{}
	s.view, s.viewer = true, p
	return s
}

// Determinize returns a full state that p cannot tell from s: every place p
// cannot see (crew tile piles, decks, the other hand, hidden discards, the
// racket draft's stack) is dealt anew, uniformly, from what p cannot
// account for. s may be a View or a full state: what p cannot account for
// is worked out as "everything minus what p sees", so both give the same
// answer. The deal uses rng.Split(), and the returned state's RNG is rng
// itself, so a playout never reuses the numbers that placed the cards.
func Determinize(s State, p core.Player, rng core.RNG) State {
	return chance.Determinize(View(s, p), rng, dealHidden, func(v *State, rng core.RNG) {
		v.rng = rng
		v.view, v.viewer = false, 0
	})
}

// dealHidden deals every place of the View v that its viewer cannot see
// from what the viewer cannot account for, drawing from deal.
func dealHidden(v *State, deal core.RNG) {
	for q := core.Player(0); q < NumSeats; q++ {
		// Crew tiles: the colour's 18 less those on the board and face up.
		var left [numTiles]int
		for t := range tileCopies {
			left[t] = int(tileCopies[t]) - int(v.ntile[q][t])
		}
		for _, t := range v.display[q][:v.ndisp[q]] {
			if t.Valid() {
				left[t]--
			}
		}
		var pile core.Pile[Tile]
		for t := range left {
			for k := 0; k < left[t]; k++ {
				pile.Push(Tile(t))
			}
		}
		deal = pile.Shuffle(deal)
		for pile.Len() > v.pile[q].Len() {
			pile.Pop()
		}
		v.pile[q] = pile

		// Cards: the deck less what p sees of q's cards.
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
		var unseen core.Pile[Card]
		for c := StepUp; c < numCards; c++ {
			for k := 0; k < have[c]; k++ {
				unseen.Push(c)
			}
		}
		deal = unseen.Shuffle(deal)
		take := func() Card {
			c, ok := unseen.Pop()
			if !ok {
				return StepUp // unreachable on a state that passes Check
			}
			return c
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
		var deck core.Pile[Card]
		for n := v.deck[q].Len(); n > 0; n-- {
			deck.Push(take())
		}
		v.deck[q] = deck
		for ; v.hidDisc[q] > 0; v.hidDisc[q]-- {
			v.discard[q][take()]++
		}
	}
	// The racket draft's stack: the 12 tiles less those out and the top.
	if top, ok := v.rstack.Top(); ok {
		var left [6]int
		for _, r := range racketValues {
			left[r]++
		}
		for st := range v.rackets {
			if v.rackets[st].fate() != toDraft && v.rackets[st].racket().Valid() {
				left[v.rackets[st].racket()]--
			}
		}
		if top.Valid() {
			left[top]--
		}
		var stack core.Pile[Racket]
		for r := range left {
			for k := 0; k < left[r]; k++ {
				stack.Push(Racket(r))
			}
		}
		stack.Shuffle(deal)
		for stack.Len() > v.rstack.Len()-1 {
			stack.Pop()
		}
		stack.Push(top)
		v.rstack = stack
	}
}
