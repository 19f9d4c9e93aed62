package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// Forcing the next card of a pile, for tests and hand-written positions:
// each helper queues on the state's RNG the outcome that makes a draw come
// out as asked, so a test says "the next Bill is the Police Raid" without
// knowing how the game draws. The helpers compose: each call fixes the
// draw after the ones already forced, worked out on the piles as those
// forced draws leave them (a Bill drawn is gone, the Police Raid shuffles
// the discards in, an empty Vendetta pile takes its discards back), so the
// three Bills of a Cash-in, the Police Raid among them, and the Vendetta
// card a Cheated player draws after them are forced in the order the game
// draws them. The queue is the RNG's: a forced outcome goes to the game's
// next chance of any kind, so force the draws of the moves to come in the
// order they happen, and only on a full state (a View has no RNG). The
// outcomes are kept in the position's JSON, in "rng" as {"forced": [n]}
// beside the generator's state; what they were forced for is not, so a
// decoded state (or one given an RNG with outcomes queued by hand, or 24
// outcomes, the most the RNG holds) refuses another helper call, naming
// why, until its moves have drawn them.

// The piles an outcome the helpers queued is for.
const (
	forcedBill int8 = 1 + iota
	forcedStreet
	forcedVendetta
)

// forceLog records which pile each outcome the helpers queued on the RNG
// is for, oldest first: two bits an outcome in bits 0 to 47, their number
// in the top byte. The RNG drops outcomes off the front as the game draws,
// so the log's first entries beyond the RNG's queue are those drawn.
type forceLog uint64

func (l forceLog) len() int      { return int(l >> 56) }
func (l forceLog) at(i int) int8 { return int8(l >> (2 * uint(i)) & 3) }
func (l forceLog) push(k int8) forceLog {
	n := l.len()
	return l&(1<<(2*uint(n))-1) | forceLog(k)<<(2*uint(n)) | forceLog(n+1)<<56
}

// drop is l without its first k entries.
func (l forceLog) drop(k int) forceLog {
	n := l.len() - k
	return l&(1<<48-1)>>(2*uint(k)) | forceLog(n)<<56
}

// maxForcedDraws is how many outcomes the RNG holds at once.
const maxForcedDraws = 24

// afterForced is the state with the draws already forced made (their
// piles as those draws leave them) and the log with the draws the moves
// have made dropped. It refuses a View, a game that is over, a queue of
// outcomes the helpers did not put there and a full queue.
func (s State) afterForced() (State, forceLog, error) {
	if err := s.forceable(); err != nil {
		return s, 0, err
	}
	q, n := s.rng.Forced(), s.forced.len()
	if q > n {
		return s, 0, Reasons.Err(core.Why(rForcedOutcomesUnknown, q-n), nil)
	}
	if q >= maxForcedDraws {
		return s, 0, Reasons.Err(core.Why(rForcedQueueFull, q), nil)
	}
	log := s.forced.drop(n - q)
	t := s
	var ev evbuf
	ev.Drop()
	for i := 0; i < q; i++ {
		switch log.at(i) {
		case forcedBill:
			t.drawBill(&ev, 0)
		case forcedStreet:
			t.drawStreet()
		case forcedVendetta:
			t.takeVendetta()
		}
	}
	return t, log, nil
}

// ForceNextStreetCard returns s with the next Street card to be revealed
// after the draws already forced forced to c. It is refused with
// ErrBadState when c is not in the Street pile or is not the next card to
// come out (the card the Underboss pushed to the bottom comes out last,
// and then without chance).
func (s State) ForceNextStreetCard(c Card) (State, error) {
	t, log, err := s.afterForced()
	if err != nil {
		return s, err
	}
	if t.streetDeck == 0 {
		if c == Card(t.streetBottom) && c != NoCard {
			return s, nil // the known bottom comes out without chance
		}
		if t.streetBottom != noCard {
			return s, Reasons.Err(core.Why(rNotStreetPileEmptyButBottom, int(c), int(t.streetBottom)), nil)
		}
		return s, Reasons.Err(core.Why(rNotStreetPileEmpty, int(c)), nil)
	}
	if c < 0 || c >= numStreet || t.streetDeck&(1<<uint(c)) == 0 {
		return s, Reasons.Err(core.Why(rNotStreetPileAboveBottom, int(c)), nil)
	}
	rank := bits.OnesCount64(uint64(t.streetDeck) & (1<<uint(c) - 1))
	s.rng, s.forced = s.rng.Force(rank), log.push(forcedStreet)
	return s, nil
}

// ForceNextBill returns s with the next Bill drawn from the Bill pile
// after the draws already forced forced to b (PoliceRaid included). It is
// refused with ErrBadState when the pile, as those draws leave it, holds
// no Bill of type b.
func (s State) ForceNextBill(b Bill) (State, error) {
	t, log, err := s.afterForced()
	if err != nil {
		return s, err
	}
	if b < 0 || b > bRaid || t.billDeck[b] == 0 {
		return s, Reasons.Err(core.Why(rBillPileHoldsNo, int(b)), nil)
	}
	s.rng, s.forced = s.rng.Force(countBefore(t.billDeck[:], int(b))), log.push(forcedBill)
	return s, nil
}

// ForceNextVendettaCard returns s with the next Vendetta card drawn after
// the draws already forced forced to v. When the Vendetta pile is empty
// the draw takes the discards back first, so v must then be among the
// discards. It is refused with ErrBadState when the pile the draw will
// come from holds no card v.
func (s State) ForceNextVendettaCard(v VendettaCard) (State, error) {
	t, log, err := s.afterForced()
	if err != nil {
		return s, err
	}
	pile := t.vDeck
	if pile.total() == 0 {
		pile = t.vDisc
	}
	if v < 0 || v >= vHidden || pile[v] == 0 {
		return s, Reasons.Err(core.Why(rVendettaPileHoldsNo, int(v)), nil)
	}
	s.rng, s.forced = s.rng.Force(countBefore(pile[:], int(v))), log.push(forcedVendetta)
	return s, nil
}

// forceable refuses a View and a game that is over: they draw nothing.
func (s State) forceable() error {
	switch {
	case s.n == 0:
		return Reasons.Err(core.Why(rNotAGame), nil)
	case s.view != 0:
		return Reasons.Err(core.Why(rViewHasNoChance), nil)
	case s.phase == PhaseOver:
		return Reasons.Err(core.Why(rNothingToForce), nil)
	}
	return nil
}

// countBefore is the number of cards of the types before t: the outcome
// of the weighted draw (chance.Weighted) that picks the first card of t.
func countBefore(counts []uint8, t int) int {
	n := 0
	for _, c := range counts[:t] {
		n += int(c)
	}
	return n
}
