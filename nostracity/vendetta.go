package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/chance"
)

// Vendetta cards (House rules HOUSE-7 and HOUSE-12): Cheating draws them;
// a Fit of Rage resolves at once (its drawer names a target, who makes a
// Free Wiseguy Busy), the Revenge cards are played in their holder's turn.

// checkPlay: a Revenge card of the hand, within the turn's limit, at a
// target it allows.
func (s *State) checkPlay(p int8, m Move) reason {
	c := int8(m.Vendetta)
	if c < vWhack || c > vFix || s.hand[p][c] == 0 {
		return why(rCardNotInHand, p, c, 0)
	}
	if s.vPlayed >= s.vLimit {
		return why(rOneVendettaCardPerTurn, 0, 0, 0)
	}
	switch c {
	case vWhack, vShakedown, vTail:
		if !s.otherSeat(p, int8(m.Target)) {
			return why(rTargetAnotherPlayer, c, 0, 0)
		}
	case vTorch:
		t := m.Turf.ordinal()
		if t < 0 || t >= numTurfs {
			return why(rTorchNeedsTurf, 0, 0, 0)
		}
		o := s.turfOwner(int(t))
		if o < 0 || o == p || s.busyT&(1<<uint(t)) != 0 {
			return why(rTorchFreeTurfOfAnother, 0, 0, 0)
		}
	case vFix:
		if s.phase != PhaseTrial {
			return why(rFixInTrial, 0, 0, 0)
		}
		if !validBill(int8(m.Bill)) || s.bank[p][m.Bill] == 0 {
			return why(rFixBillNotInBank, p, int8(m.Bill), 0)
		}
	}
	return 0
}

// legalPlays lists the Revenge cards p may play, at each target.
func (s *State) legalPlays(dst []Move, p int8) []Move {
	if s.vPlayed >= s.vLimit {
		return dst
	}
	hand := &s.hand[p]
	if [vFix - vWhack + 1]uint8(hand[vWhack:vFix+1]) == ([vFix - vWhack + 1]uint8{}) {
		return dst // no Revenge card in hand
	}
	for c := int8(vWhack); c <= vFix; c++ {
		if hand[c] == 0 {
			continue
		}
		switch c {
		case vWhack, vShakedown, vTail:
			for q := int8(0); q < s.n; q++ {
				if q != p {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindPlay, Vendetta: VendettaCard(c), Target: core.Player(q)})
				}
			}
		case vTorch:
			// The Free Turfs of the others (each Turf has one owner).
			var others uint16
			for q := int8(0); q < s.n; q++ {
				if q != p {
					others |= s.turfs[q]
				}
			}
			for ts := others &^ s.turfs[p] &^ s.busyT; ts != 0; ts &= ts - 1 {
				dst = append(dst, Move{By: core.Player(p), Kind: MoveKindPlay, Vendetta: VendettaCard(c), Turf: turfAt(int8(bits.TrailingZeros16(ts)))})
			}
		case vSkim:
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindPlay, Vendetta: VendettaCard(c)})
		case vFix:
			for t := int8(0); t < numBillTypes && s.phase == PhaseTrial; t++ {
				if s.bank[p][t] > 0 {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindPlay, Vendetta: VendettaCard(c), Bill: Bill(t)})
				}
			}
		}
	}
	return dst
}

// ---- A Fit of Rage's target ----

func promptFitOfRage(s *State) string {
	return "Name the target of your Fit of Rage"
}

func legalFitOfRage(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	for q := int8(0); q < s.n; q++ {
		if q != p {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindRage, Target: core.Player(q)})
		}
	}
	return dst
}

func checkFitOfRage(s *State, m Move) reason {
	if m.Kind != MoveKindRage {
		return why(rFitOfRageTargetMove, int8(m.By), 0, 0)
	}
	if !s.otherSeat(int8(m.By), int8(m.Target)) {
		return why(rFitOfRageAnotherPlayer, 0, 0, 0)
	}
	return 0
}

func applyFitOfRage(s *State, m Move, ev *evbuf) {
	s.popPend()
	s.rage(int8(m.By), int8(m.Target), ev)
}

// ---- The Wiseguy a Fit of Rage or a Whack makes Busy ----

func promptMakeBusy(s *State) string {
	return vendettaName(s.pend[0].target) + ": make one of your Free Wiseguys Busy"
}

func legalMakeBusy(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	for w := int8(0); w < numWiseguys; w++ {
		if owns(s.free(p), int(w)) {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindBusy, Wiseguy: Wiseguy(w)})
		}
	}
	return dst
}

func checkMakeBusy(s *State, m Move) reason {
	card := s.pend[0].target
	if m.Kind != MoveKindBusy {
		return why(rMakeBusyMove, int8(m.By), card, 0)
	}
	return s.checkFree(int8(m.By), int8(m.Wiseguy), freeAction(card))
}

func applyMakeBusy(s *State, m Move, ev *evbuf) {
	s.popPend()
	s.busyW |= 1 << uint(m.Wiseguy)
	public(ev, Event{Kind: EventKindWiseguyMadeBusy, Player: m.By, Wiseguy: m.Wiseguy})
}

// validatePending: the first pending decision is one a player must make.
func validatePending(s *State) reason {
	d := s.pend[0]
	if d.kind == pendRage && d.target >= 0 || d.kind == pendBusy && s.free(d.who) == 0 {
		return why(rPendingResolvesItself, 0, 0, 0)
	}
	return 0
}

// settlePending resolves the first pending decision if nobody needs to
// decide it (a Fit of Rage already aimed at the cheater, a victim with no
// Free Wiseguy); it reports whether it did.
func (s *State) settlePending(ev *evbuf) bool {
	d := s.pend[0]
	switch {
	case d.kind == pendRage && d.target >= 0:
		s.popPend()
		s.rage(d.who, d.target, ev)
		return true
	case d.kind == pendBusy && s.free(d.who) == 0:
		s.popPend()
		if d.target == vRage {
			s.loseBill(d.who, ev)
		}
		return true
	}
	return false
}

// cheated makes p draw n Vendetta cards (one more with the Hothead).
// cheater is the player a Fit of Rage aims at, or -1.
// n is the number of Bills missing, or 0 when the player is Cheated of a
// card (the Meeting, the Titles) and draws one.
func (s *State) cheated(p int8, n int, cheater int8, ev *evbuf) {
	draws := max(n, 1)
	if owns(s.wiseguys[p], wHothead) {
		draws++
	}
	public(ev, Event{Kind: EventKindCheated, Player: core.Player(p), Missing: int8(n), Draws: int8(int16(draws))})
	for ; draws > 0; draws-- {
		s.drawVendetta(p, cheater, ev)
	}
}

// takeVendetta takes a Vendetta card off the pile at random and returns
// it, -1 when there is none: an empty pile takes the discards back first
// (House rule HOUSE-7).
func (s *State) takeVendetta() int {
	if s.vDeck.total() == 0 {
		s.vDeck = s.vDisc
		s.vDisc = vcards{}
	}
	var t int
	if t, s.rng = chance.Weighted(s.vDeck[:], s.rng); t >= 0 {
		s.vDeck[t]--
	}
	return t
}

// drawVendetta draws a Vendetta card for p. An empty pile takes the
// discards back; if there are none the draw is lost (House rule HOUSE-7).
func (s *State) drawVendetta(p, cheater int8, ev *evbuf) {
	t := s.takeVendetta()
	if t < 0 {
		public(ev, Event{Kind: EventKindVendettaDrawLost, Player: core.Player(p)})
		return
	}
	P := core.Player(p)
	switch t {
	case vAtlantic:
		s.atlantic = p
		public(ev, Event{Kind: EventKindCardDrawn, Player: P, Vendetta: VendettaCard(int8(t))})
		public(ev, Event{Kind: EventKindAtlanticCityPlaced, Player: P})
	case vRage:
		// Resolved at once: aimed at the cheater when there is one,
		// otherwise the drawer names a target (House rule HOUSE-7).
		// The card waits beside its pending decision until it resolves.
		public(ev, Event{Kind: EventKindCardDrawn, Player: P, Vendetta: VendettaCard(int8(t))})
		target := cheater
		if target == p {
			target = -1
		}
		s.pushPend(pend{kind: pendRage, who: p, target: target}, false)
	default:
		s.hand[p][t]++
		private(ev, Event{Kind: EventKindCardDrawn, Player: P, Vendetta: VendettaCard(int8(t))},
			Event{Kind: EventKindCardDrawn, Player: P, Vendetta: VendettaCard(vHidden)}, P)
	}
}

func (s *State) pushPend(d pend, front bool) {
	if s.npend >= maxPend {
		return
	}
	if front {
		copy(s.pend[1:], s.pend[:s.npend])
		s.pend[0] = d
	} else {
		s.pend[s.npend] = d
	}
	s.npend++
}

func (s *State) popPend() {
	copy(s.pend[:], s.pend[1:s.npend])
	s.npend--
	s.pend[s.npend] = pend{}
}

// rage resolves a Fit of Rage drawn by p at target.
func (s *State) rage(p, target int8, ev *evbuf) {
	s.vDisc[vRage]++
	public(ev, Event{Kind: EventKindFitOfRageAimed, Player: core.Player(p), Target: core.Player(target)})
	if s.guarded(target, vRage, ev) {
		return
	}
	if s.free(target) != 0 {
		s.pushPend(pend{kind: pendBusy, who: target, target: vRage}, true)
		return
	}
	s.loseBill(target, ev)
}

// loseBill discards a random Bill of p's Bank (a Fit of Rage on a player
// with no Free Wiseguy).
func (s *State) loseBill(p int8, ev *evbuf) {
	t, ok := s.randomBill(s.bank[p])
	if !ok {
		return
	}
	s.bank[p][t]--
	s.bankLost(p, t, -1)
	var b bills
	b[t] = 1
	s.knowDiscarded(p, b)
	private(ev, Event{Kind: EventKindBillLost, Player: core.Player(p), Bills: b},
		Event{Kind: EventKindBillLost, Player: core.Player(p), Bills: bills{bHidden: 1}}, core.Player(p))
	s.discard(b, ev)
}

// play plays a Revenge card (House rule HOUSE-12).
func (s *State) play(p int8, m Move, ev *evbuf) {
	card := int8(m.Vendetta)
	s.hand[p][card]--
	s.handPlayed(p, int(card))
	s.vDisc[card]++
	s.vPlayed++
	P := core.Player(p)
	target := int8(-1) // Skim and Fix have none
	switch card {
	case vWhack, vShakedown, vTail:
		target = int8(m.Target)
	case vTorch:
		target = s.turfOwner(int(m.Turf.ordinal()))
	}
	// The Turf a Torch burns is public; the Bill a Fix puts in is not.
	e := Event{Kind: EventKindCardPlayed, Player: P, Target: core.Player(target), Vendetta: VendettaCard(card)}
	if card == vTorch {
		e.Turf = m.Turf
	}
	public(ev, e)
	if target >= 0 && s.guarded(target, card, ev) {
		return
	}
	switch card {
	case vWhack:
		if s.free(target) != 0 {
			s.pushPend(pend{kind: pendBusy, who: target, target: vWhack}, true)
		}
	case vTorch:
		s.busyT |= 1 << uint(m.Turf.ordinal())
	case vShakedown:
		if s.bank[target].total() == 0 {
			public(ev, Event{Kind: EventKindBillTaken, Player: P, Target: core.Player(target)})
		}
		if t, ok := s.randomBill(s.bank[target]); ok {
			s.bank[target][t]--
			s.bankLost(target, t, p)
			s.bank[p][t]++
			s.knowGiven(target, p, t)
			var b bills
			b[t] = 1
			private(ev, Event{Kind: EventKindBillTaken, Player: P, Target: core.Player(target), Bills: b},
				Event{Kind: EventKindBillTaken, Player: P, Target: core.Player(target), Bills: bills{bHidden: 1}}, P, core.Player(target))
		}
	case vTail:
		s.know[p].hand[other(p, target)] = handTally(s.hand[target])
		ev.Add(&Event{Kind: EventKindVendettaHandSeen, Player: P, Target: core.Player(target), Hand: s.hand[target], To: core.Only(P)})
	case vSkim:
		s.drawToBank(p, ev)
	case vFix:
		s.bank[p][m.Bill]--
		s.bankLost(p, int(m.Bill), -1)
		s.corr[p][m.Bill]++
		var b bills
		b[m.Bill] = 1
		private(ev, Event{Kind: EventKindBillFixed, Player: P, Bills: b}, Event{Kind: EventKindBillFixed, Player: P, Bills: bills{bHidden: 1}}, P)
	}
}
