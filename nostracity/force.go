package nostracity

import "math/bits"

// Forcing the next card of a pile, for tests and hand-written positions:
// each helper queues on the state's RNG the outcome that makes the game's
// next draw come out as asked, so a test says "the next Bill is the Police
// Raid" without knowing how the game draws. The queue is the RNG's: the
// forced outcome goes to the game's next chance of any kind, so force a
// card just before the move that draws it, one card at a time (apply the
// move, then force the next), and only on a full state (a View has no
// RNG). The outcome is kept in the position's JSON, in "rng" as
// {"forced": [n]} beside the generator's state.

// ForceNextStreetCard returns s with the next Street card to be revealed
// forced to c. It is refused with ErrBadState when c is not in the Street
// pile or is not the next card to come out (the card the Underboss pushed
// to the bottom comes out last, and then without chance).
func (s State) ForceNextStreetCard(c Card) (State, error) {
	if err := s.forceable(); err != nil {
		return s, err
	}
	if s.streetDeck == 0 {
		if c == Card(s.streetBottom) && c != NoCard {
			return s, nil // the known bottom comes out without chance
		}
		return s, bad(rNotStreetPileEmpty, str(c), str(pick(s.streetBottom != noCard, " but for "+Card(s.streetBottom).String()+" at the bottom", "")))
	}
	if c < 0 || c >= numStreet || s.streetDeck&(1<<uint(c)) == 0 {
		return s, bad(rNotStreetPileAboveBottom, str(c))
	}
	rank := bits.OnesCount64(uint64(s.streetDeck) & (1<<uint(c) - 1))
	s.rng = s.rng.Force(rank)
	return s, nil
}

// ForceNextBill returns s with the next Bill drawn from the Bill pile
// forced to b (PoliceRaid included). It is refused with ErrBadState when
// the pile holds no Bill of type b.
func (s State) ForceNextBill(b Bill) (State, error) {
	if err := s.forceable(); err != nil {
		return s, err
	}
	if b < 0 || b > bRaid || s.billDeck[b] == 0 {
		return s, bad(rBillPileHoldsNo, str(billWord(int8(b))))
	}
	s.rng = s.rng.Force(countBefore(s.billDeck[:], int(b)))
	return s, nil
}

// ForceNextVendettaCard returns s with the next Vendetta card drawn forced
// to v. When the Vendetta pile is empty the draw takes the discards back
// first, so v must then be among the discards. It is refused with
// ErrBadState when the pile the draw will come from holds no card v.
func (s State) ForceNextVendettaCard(v VendettaCard) (State, error) {
	if err := s.forceable(); err != nil {
		return s, err
	}
	pile := s.vDeck
	if pile.total() == 0 {
		pile = s.vDisc
	}
	if v < 0 || v >= vHidden || pile[v] == 0 {
		return s, bad(rVendettaPileHoldsNo, str(VendettaCard(v).String()))
	}
	s.rng = s.rng.Force(countBefore(pile[:], int(v)))
	return s, nil
}

// forceable refuses a View and a game that is over: they draw nothing.
func (s State) forceable() error {
	switch {
	case s.n == 0:
		return bad(rNotAGame)
	case s.view != 0:
		return bad(rViewHasNoChance)
	case s.phase == PhaseOver:
		return bad(rNothingToForce)
	}
	return nil
}

// countBefore is the number of cards of the types before t: the outcome
// of the weighted draw (core.DrawWeighted) that picks the first card of t.
func countBefore(counts []uint8, t int) int {
	n := 0
	for _, c := range counts[:t] {
		n += int(c)
	}
	return n
}
