package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/chance"
)

// THE BUSINESS phase: the Cash-in action and the distribution of its Bills
// (the rulebook's "THE BUSINESS Phase", House rules HOUSE-13, HOUSE-14,
// HOUSE-21 and HOUSE-23).

func promptBusiness(s *State) string { return promptTurn(s, "Cash-in") }

// legalBusiness lists the Cash-ins: each Free Wiseguy with each Free Turf
// and each type it shows (the Bagman also with no Turf), then the moves of
// every turn. The types still open (openKinds) are worked out once, not
// for each Wiseguy and Turf.
func legalBusiness(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	free := s.free(p)
	if !s.actionsLeft() {
		free = 0
	}
	open, openRunner := s.openKinds(p)
	freeTurfs := s.turfs[p] &^ s.busyT
	for ; free != 0; free &= free - 1 {
		w := int8(bits.TrailingZeros32(free))
		kinds := open
		if w == wRunner {
			kinds = openRunner
		}
		for ts := freeTurfs; ts != 0; ts &= ts - 1 {
			t := int8(bits.TrailingZeros16(ts))
			for _, k := range turfKinds[t] {
				if kinds&(1<<uint(k)) != 0 {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindCashIn, Wiseguy: Wiseguy(w), Turf: turfAt(t), CashIn: CashInType(k)})
				}
			}
		}
		if w == wBagman {
			for ks := kinds; ks != 0; ks &= ks - 1 {
				if k := int8(bits.TrailingZeros8(ks)); s.turfs[p]&countedTurfs[k] != 0 {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindBagmanCashIn, Wiseguy: Wiseguy(w), CashIn: CashInType(k)})
				}
			}
		}
	}
	return s.legalTurnMoves(dst)
}

func checkBusiness(s *State, m Move) reason {
	if r, done := s.checkTurnMove(m); done {
		return r
	}
	if m.Kind != MoveKindCashIn && m.Kind != MoveKindBagmanCashIn {
		return why(rBusinessMove, 0, 0, 0)
	}
	return s.checkCashIn(int8(m.By), m)
}

// cashInBans is the Investigation that forbids each Traffic's Cash-ins.
var cashInBans = [3]int8{iGaming, iNarcotics, iVice}

// checkCashIn: a Free Wiseguy and a Free Turf of the player showing the
// announced type (the Bagman needs no Turf, the type on one of the
// player's), no Investigation forbidding it, and the limits per Phase.
func (s *State) checkCashIn(p int8, m Move) reason {
	w, t, k := int8(m.Wiseguy), m.Turf.ordinal(), int8(m.CashIn)
	if r := s.checkFree(p, w, actCashIn); !r.OK() {
		return r
	}
	if k < 0 || k >= numKinds {
		return why(rUnknownCashInType, 0, 0, 0)
	}
	if m.Kind == MoveKindBagmanCashIn {
		if w != wBagman {
			return why(rCashInNeedsTurf, 0, 0, 0)
		}
		ok := false
		for i := 0; i < numTurfs; i++ {
			if s.turfs[p]&(1<<uint(i)) != 0 && turfMatches(i, int(k)) {
				ok = true
			}
		}
		if !ok {
			return why(rBagmanNeedsTurfShowingType, k, p, 0)
		}
	} else {
		if t < 0 || t >= numTurfs || s.turfs[p]&(1<<uint(t)) == 0 {
			return why(rNotYourTurf, t, p, 0)
		}
		if s.busyT&(1<<uint(t)) != 0 {
			return why(rTurfBusy, t, 0, 0)
		}
		if !turfMatches(int(t), int(k)) {
			return why(rTurfDoesNotShowType, t, k, 0)
		}
	}
	if k >= kGambling {
		if ban := cashInBans[k-kGambling]; s.invActive(int(ban)) {
			return why(rCashInForbiddenByInvestigation, ban, k, 0)
		}
	}
	if w != wRunner && s.used[p]&limitBit(int(k)) != 0 {
		if k < kGambling {
			return why(rOneRacketCashInPerPhase, 0, 0, 0)
		}
		return why(rOneTrafficCashInPerPhase, k, 0, 0)
	}
	return 0
}

// openKinds is the set of Cash-in types (bit k: type k) p may still cash
// in this phase: not forbidden by an Investigation and not used up, and
// for the Runner, who has no limit, only not forbidden (checkCashIn's
// last two rules, the Street read once and the limits as limitBit lays
// them out).
func (s *State) openKinds(p int8) (open, runner uint8) {
	runner = 1<<numKinds - 1
	for _, c := range s.street {
		if isInv(int(c)) {
			runner &^= bannedKinds[c-firstInv]
		}
	}
	const colours = 1<<kGambling - 1             // the Racket types
	const traffics = 1<<(numKinds-kGambling) - 1 // limitBit's bits of the Traffics
	used := s.used[p]
	open = runner &^ ((used & traffics) << kGambling) // each Traffic used
	if used&limitBit(kRed) != 0 {                     // the phase's Racket Cash-in, of any colour
		open &^= colours
	}
	return open, runner
}

// bannedKinds is, for each Investigation, the Cash-in types it forbids:
// cashInBans by Investigation.
var bannedKinds = func() (b [numInv]uint8) {
	for i, ban := range cashInBans {
		b[ban] |= 1 << uint(kGambling+i)
	}
	return b
}()

// ---- The distribution ----

func promptDistribute(s *State) string {
	return "Distribute your Cash-in: give its Bills (" + itoa(s.drawn.total()) +
		" left) to the players who share it, or keep them"
}

// countedTurfs is, for each Cash-in type, the set of Turfs (by ordinal)
// a Cash-in of that type counts.
var countedTurfs = func() (c [numKinds]uint16) {
	for k := range c {
		for t := 0; t < numTurfs; t++ {
			if turfMatches(t, k) {
				c[k] |= 1 << uint(t)
			}
		}
	}
	return c
}()

// sharesCashIn: q owns a Turf the Cash-in being distributed counted
// (Atlantic City for a Traffic), so its Bills may be given to q whatever
// q's share. Under reduced-entitlement (House rule HOUSE-13) the reduced
// shares decide only who is Cheated: a seat whose share the Police Raid
// cut to nothing still shares the Cash-in, and may be given more than its
// share (House rule HOUSE-23).
func (s *State) sharesCashIn(q int8) bool {
	return s.turfs[q]&countedTurfs[s.ci.kind] != 0 || s.ci.kind >= kGambling && s.atlantic == q
}

// legalDistribute: each drawn Bill type to each player who shares the
// Cash-in, the First Player card instead of a Bill, keeping the rest.
func legalDistribute(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	for t := int8(0); t < numBillTypes; t++ {
		if s.drawn[t] > 0 {
			for q := int8(0); q < s.n; q++ {
				if q != p && s.sharesCashIn(q) {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindGive, Bill: Bill(t), To: core.Player(q)})
				}
			}
		}
	}
	if s.first == p && !s.fpMoved {
		for q := int8(0); q < s.n; q++ {
			if q != p && s.ci.got[q] < s.ci.owed[q] {
				dst = append(dst, Move{By: core.Player(p), Kind: MoveKindGiveFirstPlayer, To: core.Player(q)})
			}
		}
	}
	return append(dst, Move{By: core.Player(p), Kind: MoveKindKeep})
}

func checkDistribute(s *State, m Move) reason {
	p := int8(m.By)
	switch m.Kind {
	case MoveKindKeep:
		if m != (Move{By: m.By, Kind: MoveKindKeep}) {
			return why(rUnusedFields, int8(MoveKindKeep), 0, 0)
		}
		return 0
	case MoveKindGive:
		if !validBill(int8(m.Bill)) || s.drawn[m.Bill] == 0 {
			return why(rBillNotDrawn, int8(m.Bill), int8(s.drawn.total()), 0)
		}
		if !s.otherSeat(p, int8(m.To)) {
			return why(rGiveToAnotherPlayer, 0, 0, 0)
		}
		if !s.sharesCashIn(int8(m.To)) {
			return why(rRecipientSharesNothing, int8(m.To), 0, 0)
		}
		return 0
	case MoveKindGiveFirstPlayer:
		if !s.otherSeat(p, int8(m.To)) {
			return why(rFirstPlayerToAnotherPlayer, 0, 0, 0)
		}
		// House rule HOUSE-2: only its owner gives it, in their own
		// distribution, once a Month.
		if s.first != p {
			return why(rNotFirstPlayer, p, 0, 0)
		}
		if s.fpMoved {
			return why(rFirstPlayerMovedThisMonth, 0, 0, 0)
		}
		if s.ci.got[int8(m.To)] >= s.ci.owed[int8(m.To)] {
			return why(rFirstPlayerReplacesOwedBill, int8(m.To), int8(m.To), 0)
		}
		return 0
	}
	return why(rDistributeMove, p, 0, 0)
}

func applyDistribute(s *State, m Move, ev *evbuf) {
	p, P := int8(m.By), m.By
	switch m.Kind {
	case MoveKindGive:
		s.drawn[int8(m.Bill)]--
		s.bank[int8(m.To)][int8(m.Bill)]++
		s.ci.got[int8(m.To)]++
		s.knowGiven(p, int8(m.To), int(int8(m.Bill)))
		var b bills
		b[int8(m.Bill)] = 1
		private(ev, Event{Kind: EventKindBillGiven, Player: P, Recipient: m.To, Bills: b},
			Event{Kind: EventKindBillGiven, Player: P, Recipient: m.To, Bills: bills{bHidden: 1}}, P, core.Player(int8(m.To)))
	case MoveKindGiveFirstPlayer:
		s.first = int8(m.To)
		s.fpMoved = true
		s.ci.got[int8(m.To)]++
		public(ev, Event{Kind: EventKindFirstPlayerGiven, Player: P, Recipient: m.To})
	case MoveKindKeep:
		s.endDistribution(p, ev)
	}
}

func validateDistribute(s *State) reason {
	if s.phase != PhaseBusiness {
		return why(rDistributionOutsideBusiness, 0, 0, 0)
	}
	return 0
}

// drawBill draws a Bill at random from the pile. The Police Raid returns
// PoliceRaid after reshuffling the discards in; an empty pile returns -1.
// Drawing uniformly from the pile is drawing the top of a shuffled pile.
func (s *State) drawBill(ev *evbuf, by int8) int {
	var t int
	if t, s.rng = chance.Weighted(s.billDeck[:], s.rng); t < 0 {
		return -1
	}
	if t == bRaid {
		s.billDeck.add(s.billDisc)
		s.billDisc = bills{}
		s.forgetDiscards()
		s.discTop = 0
		public(ev, Event{Kind: EventKindPoliceRaidDrawn, Player: core.Player(by)})
		return bRaid
	}
	s.billDeck[t]--
	return t
}

// drawToBank draws one Bill into p's Bank (Skim, Cleaner, Loan Shark,
// Enforcer). A Police Raid gives nothing.
func (s *State) drawToBank(p int8, ev *evbuf) {
	t := s.drawBill(ev, p)
	if t < 0 || t == bRaid {
		return
	}
	s.bank[p][t]++
	var b bills
	b[t] = 1
	private(ev, Event{Kind: EventKindBillDrawn, Player: core.Player(p), Bills: b},
		Event{Kind: EventKindBillDrawn, Player: core.Player(p), Bills: bills{bHidden: 1}}, core.Player(p))
}

// matches counts how many times Turf t counts for a Cash-in of kind k.
func turfMatches(t int, k int) bool {
	d := turfTable[t]
	if k < kGambling {
		return d.colours&(1<<uint(k)) != 0
	}
	return d.icons&(1<<uint(k-kGambling)) != 0
}

// cashIn performs the Cash-in action: the Turf count, the draw and the
// start of the distribution.
func (s *State) cashIn(p int8, w, turf, kind int, ev *evbuf) {
	s.makeBusy(p, w)
	if turf >= 0 {
		s.busyT |= 1 << uint(turf)
	}
	// House rule HOUSE-21: the Cash-in counts against its limit even if
	// the Police Raid stops it.
	if w != wRunner {
		s.used[p] |= limitBit(kind)
	}
	var ci cashIn
	ci.kind = int8(kind)
	total := 0
	for q := int8(0); q < s.n; q++ {
		c := bits.OnesCount16(s.turfs[q] & countedTurfs[kind])
		if kind >= kGambling && s.atlantic == q {
			c++
		}
		ci.owed[q] = int8(c)
		total += c
	}
	e := Event{Kind: EventKindCashedIn, Player: core.Player(p), Wiseguy: Wiseguy(w), CashIn: CashInType(kind), Turfs: int8(total)}
	if turf < 0 {
		e.Kind = EventKindBagmanCashedIn
	} else {
		e.Turf = turfAt(int8(turf))
	}
	public(ev, e)
	// House rule HOUSE-5 (I4 IRS Audit): a Racket Cash-in draws one Bill
	// fewer, taken from the active player's own share first, so the audit
	// itself never Cheats anyone.
	if kind < kGambling && s.invActive(iIRS) && total > 0 {
		total--
		s.reduceShares(&ci, p, 1)
	}
	got := 0
	for got < total {
		t := s.drawBill(ev, p)
		if t < 0 {
			break
		}
		if t == bRaid {
			// The Accountant goes on drawing after the reshuffle.
			if w == wAccountant && s.billDeck.total() > 1 {
				continue
			}
			break
		}
		s.drawn[t]++
		got++
	}
	if got < total {
		// House rule HOUSE-13: a draw cut short by the Police Raid; House
		// rule HOUSE-14: or by an empty pile, treated the same way.
		if s.opt.reduced {
			s.reduceShares(&ci, p, total-got)
		} else {
			ci.short = true
		}
	}
	s.ci = ci
	if got > 0 {
		private(ev, Event{Kind: EventKindBillsDrawn, Player: core.Player(p), Bills: s.drawn, Count: int8(got)},
			Event{Kind: EventKindBillsDrawn, Player: core.Player(p), Count: int8(got), Bills: bills{bHidden: uint8(got)}}, core.Player(p))
	}
	// The Collector's extra Bill goes to the active player alone.
	if w == wCollector && got == total {
		s.drawToBank(p, ev)
	}
	if got == 0 {
		s.endDistribution(p, ev)
		return
	}
	s.step = stDistribute
}

// reduceShares takes n Bills off the entitlements: the active player's own
// share first, then the others' clockwise from the active player.
func (s *State) reduceShares(ci *cashIn, p int8, n int) {
	for i := int8(0); i < s.n && n > 0; i++ {
		q := (p + i) % s.n
		for ci.owed[q] > 0 && n > 0 {
			ci.owed[q]--
			n--
		}
	}
}

func limitBit(kind int) uint8 {
	if kind < kGambling {
		return 1 << 3
	}
	return 1 << uint(kind-kGambling)
}

// endDistribution ends a Cash-in: the active player keeps what is left,
// and every player given less than their share is Cheated.
func (s *State) endDistribution(p int8, ev *evbuf) {
	rest, n := s.drawn, s.drawn.total()
	kept := int(s.ci.got[p]) + n
	if n > 0 {
		s.bank[p].add(rest)
		private(ev, Event{Kind: EventKindBillsKept, Player: core.Player(p), Bills: rest, Count: int8(n)},
			Event{Kind: EventKindBillsKept, Player: core.Player(p), Count: int8(n), Bills: bills{bHidden: uint8(n)}}, core.Player(p))
	} else {
		public(ev, Event{Kind: EventKindBillsKept, Player: core.Player(p)})
	}
	s.drawn = bills{}
	s.step = stTurn
	if s.ci.short {
		s.ci = cashIn{}
		return
	}
	for i := int8(0); i < s.n; i++ {
		q := (p + i) % s.n
		miss := int(s.ci.owed[q]) - int(s.ci.got[q])
		if q == p {
			// The rulebook: a player who keeps no Bill is never Cheated.
			// House rule HOUSE-23: one who keeps some, but fewer than
			// their share, is.
			miss = int(s.ci.owed[q]) - kept
			if kept == 0 {
				miss = 0
			}
		}
		if miss > 0 {
			s.cheated(q, miss, p, ev)
		}
	}
	s.ci = cashIn{}
}

// discard puts Bills on the Bill discard pile. House rule HOUSE-15 option
// DiscardTopVisible: the pile is face-up and shows its top, the last Bill
// discarded; Bills discarded together go on in type order ($5k first), so
// the highest type among them shows, and a public event names it.
func (s *State) discard(b bills, ev *evbuf) {
	s.billDisc.add(b)
	if !s.opt.topVisible {
		return
	}
	for t := numBillTypes - 1; t >= 0; t-- {
		if b[t] > 0 {
			s.discTop = int8(t + 1)
			var top bills
			top[t] = 1
			public(ev, Event{Kind: EventKindDiscardTopShown, Bills: top, Discards: int8(s.billDisc.total())})
			return
		}
	}
}

// randomBill picks a Bill of pile b uniformly (Shakedown, a Fit of Rage,
// the Court Clerk).
func (s *State) randomBill(b bills) (int, bool) {
	var t int
	t, s.rng = chance.Weighted(b[:], s.rng)
	return t, t >= 0
}
