package nostracity

import "github.com/mafiarules/sdk/core"

// What a seat has seen privately and still knows. A View keeps its
// viewer's knowledge and Determinize honours it, so a determinization
// never deals a card the viewer has seen elsewhere. Each fact is a lower
// bound that stays true: a Bill known to be in a Bank is forgotten (one
// of each known type, since the viewer cannot tell which left) when that
// Bank loses a Bill the viewer does not see; a card known in a hand goes
// when that card is played, in front of everyone.
//
// Where knowledge comes from:
//   - a Cash-in: the active player knows which Bills each player was given;
//   - a contested auction or an Investigation: the bids are shown to
//     everyone, so everyone knows the discard pile holds them, and a No-Loss
//     bid that goes back to its Bank is known to be there;
//   - a sole winner knows the Bills of the bid discarded unseen (and a
//     Wiretap's whole bid); a Fit of Rage's victim knows the Bill it lost;
//   - a Shakedown: the victim knows the Bill is now in the taker's Bank;
//   - a Court Clerk's peek: a Bill type is in the Corruption pile;
//   - a Tail: the target's Vendetta hand, card by card.
//
// The Police Raid's reshuffle takes the discard pile, and what was known
// of it, into the Bill pile.

// tally is a small count per type, two bits each (seven types used of
// eight), capped at tallyMax: a lower bound capped lower is still true,
// and the State stays small (it is copied on every move).
type tally uint16

// tallyMax is the most a tally counts of one type.
const tallyMax = 3

func (k tally) n(t int) int { return int(k>>(2*uint(t))) & tallyMax }

// add counts c more of type t, up to tallyMax.
func (k *tally) add(t, c int) {
	if n := k.n(t); c > 0 && n < tallyMax {
		*k += tally(min(n+c, tallyMax)-n) << (2 * uint(t))
	}
}

func (k *tally) sub(t int) {
	if k.n(t) > 0 {
		*k -= 1 << (2 * uint(t))
	}
}

// subEach forgets one of every type: a Bill of unseen type left the pile.
// Every count above zero goes down by one, all eight at once: the low bit
// of each nonzero two-bit count, subtracted, borrows from no neighbour.
func (k *tally) subEach() {
	*k -= (*k | *k>>1) & 0x5555
}

func billTally(b bills) tally {
	var k tally
	for t := 0; t < numBillTypes; t++ {
		k.add(t, int(b[t]))
	}
	return k
}

func (k tally) bills() bills {
	var b bills
	for t := 0; t < numBillTypes; t++ {
		b[t] = uint8(k.n(t))
	}
	return b
}

// handSlot maps a Vendetta card type that can stay in a hand (the Snitch
// and the Revenge cards) to its tally slot, or -1.
func handSlot(t int) int {
	switch {
	case t == vSnitch:
		return 0
	case t >= vWhack && t <= vFix:
		return t - vWhack + 1
	}
	return -1
}

func handTally(h vcards) tally {
	var k tally
	for t := 0; t < vHidden; t++ {
		if i := handSlot(t); i >= 0 {
			k.add(i, int(h[t]))
		}
	}
	return k
}

func (k tally) hand() vcards {
	var h vcards
	for t := 0; t < vHidden; t++ {
		if i := handSlot(t); i >= 0 {
			h[t] = uint8(k.n(i))
		}
	}
	return h
}

// know is one seat's private knowledge. A seat knows its own Bank and
// hand, so its tallies are kept only for the other seats, by slot (see
// other): 18 bytes a seat, not 22, in a State copied on every move.
type know struct {
	bank [maxPlayers - 1]tally // Bills known to be in each other player's Bank
	hand [maxPlayers - 1]tally // Vendetta cards known to be in each other player's hand (handSlot)
	disc tally                 // Bills known to be in the Bill discard pile
}

// other is the slot of seat q in seat v's tallies (q != v).
func other(v, q int8) int8 {
	if q > v {
		return q - 1
	}
	return q
}

// seatOf is the seat of slot i in seat v's tallies.
func seatOf(v, i int8) int8 {
	if i >= v {
		return i + 1
	}
	return i
}

// bankOf is what v knows of q's Bank (nothing of its own: it sees it all;
// nothing for a spectator, v < 0).
func (k *know) bankOf(v, q int8) tally {
	if q == v || v < 0 || q < 0 {
		return 0
	}
	return k.bank[other(v, q)]
}

// handOf is what v knows of q's hand (nothing of its own).
func (k *know) handOf(v, q int8) tally {
	if q == v || v < 0 || q < 0 {
		return 0
	}
	return k.hand[other(v, q)]
}

// knowGiven: p gave q a Bill of type t (a Cash-in's distribution).
func (s *State) knowGiven(p, q int8, t int) { s.know[p].bank[other(p, q)].add(t, 1) }

// bankLost: q's Bank lost a Bill of type t, seen by q and by the seat
// saw (or -1); every other seat forgets one Bill of each type it knew there.
func (s *State) bankLost(q int8, t int, saw int8) {
	for v := int8(0); v < s.n; v++ {
		switch v {
		case q:
		case saw:
			s.know[v].bank[other(v, q)].sub(t)
		default:
			s.know[v].bank[other(v, q)].subEach()
		}
	}
}

// knowDiscarded: seat v (or everyone, v = -1) saw Bills b go onto the
// discard pile.
func (s *State) knowDiscarded(v int8, b bills) {
	for t := 0; t < numBillTypes; t++ {
		if b[t] == 0 {
			continue
		}
		for q := int8(0); q < s.n; q++ {
			if v < 0 || q == v {
				s.know[q].disc.add(t, int(b[t]))
			}
		}
	}
}

// forgetDiscards: the discard pile went back into the Bill pile.
func (s *State) forgetDiscards() {
	for q := range s.know {
		s.know[q].disc = 0
	}
}

// handPlayed: q played or discarded Vendetta card t in front of everyone.
func (s *State) handPlayed(q int8, t int) {
	i := handSlot(t)
	if i < 0 {
		return
	}
	for v := int8(0); v < s.n; v++ {
		if v != q {
			s.know[v].hand[other(v, q)].sub(i)
		}
	}
}

// KnownBank is the Bills p knows to be in q's Bank (a Cash-in p
// distributed, a Shakedown against p, a No-Loss bid shown and returned),
// as far as p can still be sure of them.
func (s State) KnownBank(p, q core.Player) BillPile {
	if !s.seat(p) || !s.seat(q) {
		return BillPile{}
	}
	return BillPile(s.know[p].bankOf(int8(p), int8(q)).bills())
}

// KnownHand is the Vendetta cards p knows to be in q's hand (a Tail), as
// far as p can still be sure of them.
func (s State) KnownHand(p, q core.Player) VendettaPile {
	if !s.seat(p) || !s.seat(q) {
		return VendettaPile{}
	}
	return VendettaPile(s.know[p].handOf(int8(p), int8(q)).hand())
}

// KnownDiscards is the Bills p knows to be in the Bill discard pile: bids
// shown and discarded, and the Bills p discarded unseen.
func (s State) KnownDiscards(p core.Player) BillPile {
	if !s.seat(p) {
		return BillPile{}
	}
	return BillPile(s.know[p].disc.bills())
}

// SeenInCorruption lists the Bill types p's Court Clerk has seen in the
// Corruption pile (one Bill of each at least).
func (s State) SeenInCorruption(p core.Player) BillPile {
	var b BillPile
	if s.seat(p) {
		for t := 0; t < numBillTypes; t++ {
			if s.knowCorr[p]&(1<<uint(t)) != 0 {
				b[t] = 1
			}
		}
	}
	return b
}

// checkKnowledge: every seat's knowledge is true of the state (in a View,
// of what the viewer can count).
func (s *State) checkKnowledge() reason {
	var corr bills
	for q := int8(0); q < s.n; q++ {
		corr.add(s.corr[q])
	}
	for v := int8(0); v < maxPlayers; v++ {
		k := s.know[v]
		kc := s.knowCorr[v]
		if v >= s.n {
			if k != (know{}) || kc != 0 {
				return core.Why(rSeatNotPlayerGameBut, int(v), int(s.n))
			}
			continue
		}
		for i := int8(0); i < maxPlayers-1; i++ {
			q := seatOf(v, i)
			if q >= s.n && (k.bank[i] != 0 || k.hand[i] != 0) {
				return core.Why(rKnowsBankOrHandCannot, int(v), int(q))
			}
			if q >= s.n {
				continue
			}
			if !fits(k.bank[i].bills(), s.bank[q]) {
				return core.Why(rKnowsBillsBankNotThere, int(v), int(q))
			}
			if !fitsHand(k.hand[i].hand(), s.hand[q]) {
				return core.Why(rKnowsVendettaCardsHandNot, int(v), int(q))
			}
		}
		for i := range k.bank {
			if k.bank[i]>>14 != 0 || k.hand[i]>>14 != 0 || k.disc>>14 != 0 {
				return core.Why(rKnowledgeHoldsNoSuchCard, int(v))
			}
		}
		if !fits(k.disc.bills(), s.billDisc) {
			return core.Why(rKnowsBillsDiscardPileNot, int(v))
		}
		var seen bills
		for t := 0; t < numBillTypes; t++ {
			if kc&(1<<uint(t)) != 0 {
				seen[t] = 1
			}
		}
		if kc>>numBillTypes != 0 || !fits(seen, corr) {
			return core.Why(rHasSeenBillsCorruptionPile, int(v))
		}
	}
	if s.view >= 2 {
		return s.checkViewerKnowledge(s.view - 2)
	}
	return 0
}

// checkViewerKnowledge: a View decodes only if some full state gives it,
// so the cards its viewer v sees, with those v knows are in a face-down
// place, are, type by type, no more than the stock holds (Determinize
// deals what v knows of there first, from what v cannot see). In a full
// state each fact fits the real pile, which the stock holds.
func (s *State) checkViewerKnowledge(v int8) reason {
	k, kc := s.know[v], s.knowCorr[v]
	// What v sees face up, then, place by place, what v knows beyond it.
	need := s.billsOut()
	for q := int8(0); q < s.n; q++ {
		for t, c := range s.bank[q] {
			need[t] += int(c)
		}
	}
	for t, c := range s.billDeck {
		need[t] += int(c)
	}
	beyond := func(known tally, b bills) {
		for t := 0; t < numBillTypes; t++ {
			need[t] += max(known.n(t)-int(b[t]), 0)
		}
	}
	for q := int8(0); q < s.n; q++ {
		beyond(k.bankOf(v, q), s.bank[q])
	}
	beyond(k.disc, s.billDisc)
	for t := 0; t < numBillTypes; t++ {
		if kc&(1<<uint(t)) == 0 {
			continue
		}
		shown := false
		for q := int8(0); q < s.n; q++ {
			shown = shown || s.corr[q][t] > 0
		}
		if !shown {
			need[t]++
		}
	}
	for t := 0; t < numBillTypes; t++ {
		if need[t] > int(billStock[t]) {
			return core.Why(rViewerKnowsMoreBillsThanStock, int(v), need[t], t, int(billStock[t]))
		}
	}
	vs := s.vendettaOut()
	for t, c := range s.vDeck {
		vs[t] += int(c)
	}
	for q := int8(0); q < s.n; q++ {
		known := k.handOf(v, q).hand()
		for t := 0; t < vHidden; t++ {
			vs[t] += max(int(known[t])-int(s.hand[q][t]), 0)
		}
	}
	for t := 0; t < vHidden; t++ {
		if vs[t] > int(vendettaStock[t]) {
			return core.Why(rViewerKnowsMoreCardsThanStock, int(v), vs[t], t, int(vendettaStock[t]))
		}
	}
	return 0
}

// fits reports whether the known Bills can be in pile b: type by type
// where b shows them, and in number where b is face-down.
func fits(known, b bills) bool {
	if known.total() > b.total() {
		return false
	}
	extra := 0
	for t := 0; t < numBillTypes; t++ {
		if known[t] > b[t] {
			extra += int(known[t] - b[t])
		}
	}
	return extra <= int(b[bHidden])
}

func fitsHand(known, h vcards) bool {
	if known.total() > h.total() {
		return false
	}
	extra := 0
	for t := 0; t < vHidden; t++ {
		if known[t] > h[t] {
			extra += int(known[t] - h[t])
		}
	}
	return extra <= int(h[vHidden])
}
