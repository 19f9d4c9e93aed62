package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// Apply makes move m. It never modifies s (a State holds no shared memory,
// so the copy Apply works on is its own); an illegal m returns s unchanged
// and an error naming the rule.
func Apply(s State, m Move) (State, []core.Event, error) {
	if s.view != 0 {
		return s, nil, core.Errorf(core.ErrBadState, "this is a View: its hidden cards are unknown; Determinize it first")
	}
	if err := check(&s, m); err != nil {
		return s, nil, err
	}
	// s is Apply's own copy: working on it leaves the caller's state alone.
	var ev evbuf
	s.do(m, &ev)
	s.advance(&ev)
	return s, ev.Events(), nil
}

// do carries out a checked move.
func (s *State) do(m Move, ev *evbuf) {
	p := int8(m.By)
	P := m.By
	switch m.Kind {
	case EndTurn:
		e := Event{Kind: EvPass, P: P}
		if s.opt.roundRobin && !s.acted {
			s.passed |= bit(p)
			e.N = 1
		}
		public(ev, e)
		s.turn++
		for s.opt.roundRobin && !s.phaseDone() && s.passed&bit(s.active()) != 0 {
			s.turn++
		}
		if s.opt.roundRobin {
			// Only the turn player counts: the phase ends when all have passed.
			s.turn %= int16(s.n)
		}
		s.startTurn()
	case CashIn:
		s.acted = true
		s.cashIn(p, int(m.A), int(m.B), int(m.C), ev)
	case Give:
		s.drawn[m.A]--
		s.bank[m.B][m.A]++
		s.ci.got[m.B]++
		s.knowGiven(p, m.B, int(m.A))
		var b bills
		b[m.A] = 1
		private(ev, Event{Kind: EvGive, P: P, Q: core.Player(m.B), Bills: b},
			Event{Kind: EvGive, P: P, Q: core.Player(m.B), Bills: bills{bHidden: 1}}, P, core.Player(m.B))
	case GiveFirst:
		s.first = m.B
		s.fpMoved = true
		s.ci.got[m.B]++
		public(ev, Event{Kind: EvGiveFirst, P: P, Q: core.Player(m.B)})
	case KeepRest:
		s.endDistribution(p, ev)
	case Bid:
		s.acted = true
		s.makeBusy(p, int(m.A))
		s.bids[p][s.nbids[p]] = bid{wg: m.A, space: m.B}
		s.nbids[p]++
		s.step = stBidBill
		private(ev, Event{Kind: EvBid, P: P, Card: m.A, N: int16(m.B)},
			Event{Kind: EvBid, P: P, Card: m.A, N: -1}, P)
	case AddBill:
		b := &s.bids[p][s.nbids[p]-1]
		s.bank[p][m.A]--
		s.bankLost(p, int(m.A), -1)
		b.bills[m.A]++
		s.step = stTurn
		var one bills
		one[m.A] = 1
		n := int16(b.bills.total())
		private(ev, Event{Kind: EvAddBill, P: P, Bills: one, N: n},
			Event{Kind: EvAddBill, P: P, Bills: bills{bHidden: 1}, N: n}, P)
	case Withdraw:
		for k := int8(0); k < s.nbids[p]; k++ {
			b := &s.bids[p][k]
			if b.wg == wColdFeet && !b.gone {
				s.bank[p].add(b.bills)
				b.bills = bills{}
				b.gone = true
			}
		}
		public(ev, Event{Kind: EvWithdraw, P: P})
		s.cursor++
	case Stay:
		s.cursor++
	case KeepBid:
		s.keepBid(p, m.A, m.B, ev)
	case GiveTitle:
		s.giveTitle(int(m.A), m.B, ev)
		if m.A == tConsigliere {
			s.step = stPrimo
		} else {
			s.titleCheating(ev)
			s.step = stResolve
			s.cursor++
		}
	case Corrupt:
		s.acted = true
		s.corrupt(p, int(m.A), m.B, m.C, ev)
	case Play:
		s.play(p, m, ev)
	case RageTarget:
		s.popPend()
		s.rage(p, m.B, ev)
	case ChooseBusy:
		s.popPend()
		s.busyW |= 1 << uint(m.A)
		public(ev, Event{Kind: EvForcedBusy, P: P, Card: m.A})
	case Enforce:
		s.hand[p][m.A]--
		s.handPlayed(p, int(m.A))
		s.vDisc[m.A]++
		s.enforcer = false
		public(ev, Event{Kind: EvEnforce, P: P, Card: m.A})
		s.drawToBank(p, ev)
		s.drawToBank(p, ev)
	}
}

// startTurn resets what lasts one phase turn.
func (s *State) startTurn() {
	s.vPlayed, s.vLimit, s.enforcer, s.acted = 0, 1, false, false
}

// makeBusy makes p's Wiseguy w Busy for an action, which triggers the
// Hitman's and the Enforcer's powers.
func (s *State) makeBusy(p int8, w int) {
	s.busyW |= 1 << uint(w)
	switch w {
	case wHitman:
		s.vLimit = 2
	case wEnforcer:
		s.enforcer = true
	}
}

// drawBill draws a Bill at random from the pile. The Police Raid returns
// PoliceRaid after reshuffling the discards in; an empty pile returns -1.
// Drawing uniformly from the pile is drawing the top of a shuffled pile.
func (s *State) drawBill(ev *evbuf, by int8) int {
	var t int
	if t, s.rng = core.DrawWeighted(s.billDeck[:], s.rng); t < 0 {
		return -1
	}
	if t == bRaid {
		s.billDeck.add(s.billDisc)
		s.billDisc = bills{}
		s.forgetDiscards()
		s.discTop = 0
		public(ev, Event{Kind: EvRaid, P: core.Player(by)})
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
	private(ev, Event{Kind: EvBillToBank, P: core.Player(p), Bills: b},
		Event{Kind: EvBillToBank, P: core.Player(p), Bills: bills{bHidden: 1}}, core.Player(p))
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
		c := 0
		for t := 0; t < numTurfs; t++ {
			if s.turfs[q]&(1<<uint(t)) != 0 && turfMatches(t, kind) {
				c++
			}
		}
		if kind >= kGambling && s.atlantic == q {
			c++
		}
		ci.owed[q] = int8(c)
		total += c
	}
	public(ev, Event{Kind: EvCashIn, P: core.Player(p), Card: int8(w), N3: int8(turf), N2: int16(kind), N: int16(total)})
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
		private(ev, Event{Kind: EvBillsDrawn, P: core.Player(p), Bills: s.drawn, N: int16(got)},
			Event{Kind: EvBillsDrawn, P: core.Player(p), N: int16(got), Bills: bills{bHidden: uint8(got)}}, core.Player(p))
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
	rest := s.drawn
	kept := int(s.ci.got[p]) + rest.total()
	if rest.total() > 0 {
		s.bank[p].add(rest)
		private(ev, Event{Kind: EvKeep, P: core.Player(p), Bills: rest, N: int16(rest.total())},
			Event{Kind: EvKeep, P: core.Player(p), N: int16(rest.total()), Bills: bills{bHidden: uint8(rest.total())}}, core.Player(p))
	} else {
		public(ev, Event{Kind: EvKeep, P: core.Player(p)})
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

// cheated makes p draw n Vendetta cards (one more with the Hothead).
// cheater is the player a Fit of Rage aims at, or -1.
// n is the number of Bills missing, or 0 when the player is Cheated of a
// card (the Meeting, the Titles) and draws one.
func (s *State) cheated(p int8, n int, cheater int8, ev *evbuf) {
	draws := max(n, 1)
	if owns(s.wiseguys[p], wHothead) {
		draws++
	}
	public(ev, Event{Kind: EvCheated, P: core.Player(p), N: int16(n), N2: int16(draws)})
	for ; draws > 0; draws-- {
		s.drawVendetta(p, cheater, ev)
	}
}

// drawVendetta draws a Vendetta card for p. An empty pile takes the
// discards back; if there are none the draw is lost (House rule HOUSE-7).
func (s *State) drawVendetta(p, cheater int8, ev *evbuf) {
	if s.vDeck.total() == 0 {
		s.vDeck = s.vDisc
		s.vDisc = vcards{}
	}
	var t int
	if t, s.rng = core.DrawWeighted(s.vDeck[:], s.rng); t < 0 {
		public(ev, Event{Kind: EvVendettaLost, P: core.Player(p)})
		return
	}
	s.vDeck[t]--
	P := core.Player(p)
	switch t {
	case vAtlantic:
		s.atlantic = p
		public(ev, Event{Kind: EvVendetta, P: P, Card: int8(t)})
		public(ev, Event{Kind: EvAtlantic, P: P})
	case vRage:
		// Resolved at once: aimed at the cheater when there is one,
		// otherwise the drawer names a target (House rule HOUSE-7).
		// The card waits beside its pending decision until it resolves.
		public(ev, Event{Kind: EvVendetta, P: P, Card: int8(t)})
		target := cheater
		if target == p {
			target = -1
		}
		s.pushPend(pend{kind: pendRage, who: p, target: target}, false)
	default:
		s.hand[p][t]++
		private(ev, Event{Kind: EvVendetta, P: P, Card: int8(t)},
			Event{Kind: EvVendetta, P: P, Card: vHidden}, P)
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

// guarded reports whether p's Bodyguard cancels card (once a Month), and
// uses it up.
func (s *State) guarded(p int8, card int8, ev *evbuf) bool {
	if !owns(s.wiseguys[p], wBodyguard) || s.guardUsed&bit(p) != 0 {
		return false
	}
	s.guardUsed |= bit(p)
	public(ev, Event{Kind: EvCancelled, P: core.Player(p), Card: card})
	return true
}

// rage resolves a Fit of Rage drawn by p at target.
func (s *State) rage(p, target int8, ev *evbuf) {
	s.vDisc[vRage]++
	public(ev, Event{Kind: EvRage, P: core.Player(p), Q: core.Player(target)})
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
	private(ev, Event{Kind: EvBillLost, P: core.Player(p), Bills: b},
		Event{Kind: EvBillLost, P: core.Player(p), Bills: bills{bHidden: 1}}, core.Player(p))
	s.discard(b, ev)
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
			public(ev, Event{Kind: EvDiscardTop, Bills: top, N: int16(s.billDisc.total())})
			return
		}
	}
}

// randomBill picks a Bill of pile b uniformly (Shakedown, a Fit of Rage,
// the Court Clerk).
func (s *State) randomBill(b bills) (int, bool) {
	var t int
	t, s.rng = core.DrawWeighted(b[:], s.rng)
	return t, t >= 0
}

// keepBid: the sole winner keeps one Bill (two with the Penny-pincher) and
// discards the rest unseen.
func (s *State) keepBid(p int8, a, b int8, ev *evbuf) {
	k := s.bidOn(p, s.cursor)
	bd := &s.bids[p][k]
	var kept bills
	kept[a]++
	if b >= 0 {
		kept[b]++
	}
	for t := range bd.bills {
		bd.bills[t] -= kept[t]
	}
	s.bank[p].add(kept)
	rest := bd.bills
	bd.bills = bills{}
	bd.space = -1
	s.knowDiscarded(p, rest)
	private(ev, Event{Kind: EvKeepBid, P: core.Player(p), Bills: kept, N: int16(kept.total())},
		Event{Kind: EvKeepBid, P: core.Player(p), N: int16(kept.total()), Bills: bills{bHidden: uint8(kept.total())}}, core.Player(p))
	s.discard(rest, ev)
	s.afterWin()
}

// afterWin goes on after a sole winner kept their Bills: the Title chain if
// the card was the Underboss, else the next space.
func (s *State) afterWin() {
	s.keeper = -1
	if s.chain {
		s.chain = false
		s.step = stConsig
		return
	}
	s.step = stResolve
	s.cursor++
}

// bidOn is the index of p's bid on space sp, or -1.
func (s *State) bidOn(p, sp int8) int8 {
	for k := int8(0); k < s.nbids[p]; k++ {
		if s.bids[p][k].space == sp && !s.bids[p][k].gone {
			return k
		}
	}
	return -1
}

// place puts a won Street card into p's Territory.
func (s *State) place(p int8, c int, ev *evbuf) {
	switch {
	case c < firstTurf:
		// House rule HOUSE-19: a Wiseguy won enters Free and may act in
		// this Month's Trial.
		s.wiseguys[p] |= 1 << uint(c)
		if c == wMadeMan {
			s.respect[p]++
		}
	case c < firstRespect:
		t := c - firstTurf
		s.turfs[p] |= 1 << uint(t)
		// House rule HOUSE-3: the bonus Respect is scored on entry, or
		// never (Config.ScoreTurfRespectOnEntry false).
		if turfTable[t].bonus > 0 && !s.opt.noTurfR {
			s.respect[p] += int16(s.opt.twoColR)
		}
	case c < firstInv:
		s.respCards[p] |= 1 << uint(c-firstRespect)
		s.respect[p] += int16(respectValue[c-firstRespect])
	case c < cUnderboss:
		s.invWon[p] |= 1 << uint(c-firstInv)
		s.respect[p]++
	default:
		s.giveTitle(tUnderboss, p, ev)
	}
}

func (s *State) giveTitle(t int, p int8, ev *evbuf) {
	s.titles[t] = p
	s.respect[p] += int16(titleRespect[t])
	public(ev, Event{Kind: EvTitle, P: core.Player(p), Card: int8(t), N: int16(titleRespect[t])})
}

// titleCheating: House rule HOUSE-18, every player without a Title is
// Cheated once the chain is complete.
func (s *State) titleCheating(ev *evbuf) {
	for i := int8(0); i < s.n; i++ {
		q := (s.titles[tUnderboss] + i) % s.n
		if s.titles[0] != q && s.titles[1] != q && s.titles[2] != q {
			s.cheated(q, 0, -1, ev)
		}
	}
}

// corrupt performs the Corruption action.
func (s *State) corrupt(p int8, w int, a, b int8, ev *evbuf) {
	s.makeBusy(p, w)
	s.corruptors |= bit(p)
	P := core.Player(p)
	if w == wJuryTamperer {
		s.guilt--
		public(ev, Event{Kind: EvTamper, P: P, N: s.guilt})
		return
	}
	var put bills
	put[a]++
	if b >= 0 {
		put[b]++
	}
	for t := range put {
		s.bank[p][t] -= put[t]
		for k := put[t]; k > 0; k-- {
			s.bankLost(p, t, -1)
		}
	}
	s.corr[p].add(put)
	private(ev, Event{Kind: EvCorrupt, P: P, Card: int8(w), Bills: put, N: int16(put.total())},
		Event{Kind: EvCorrupt, P: P, Card: int8(w), N: int16(put.total()), Bills: bills{bHidden: uint8(put.total())}}, P)
	switch w {
	case wCleaner:
		s.drawToBank(p, ev)
	case wCourtClerk:
		var pile bills
		for q := int8(0); q < s.n; q++ {
			pile.add(s.corr[q])
		}
		if t, ok := s.randomBill(pile); ok {
			var seen bills
			seen[t] = 1
			s.know[p].corr |= 1 << uint(t)
			ev.Add(Event{Kind: EvPeek, P: P, Bills: seen, To: core.Only(P)})
		}
	}
}

// play plays a Revenge card (House rule HOUSE-12).
func (s *State) play(p int8, m Move, ev *evbuf) {
	card := m.A
	s.hand[p][card]--
	s.handPlayed(p, int(card))
	s.vDisc[card]++
	s.vPlayed++
	P := core.Player(p)
	target := m.B
	if card == vTorch {
		target = s.turfOwner(int(m.C))
	}
	// The Turf a Torch burns is public; the Bill a Fix puts in is not.
	e := Event{Kind: EvPlay, P: P, Q: core.Player(target), Card: card, N3: -1}
	if card == vTorch {
		e.N3 = m.C
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
		s.busyT |= 1 << uint(m.C)
	case vShakedown:
		if s.bank[target].total() == 0 {
			public(ev, Event{Kind: EvShakedown, P: P, Q: core.Player(target)})
		}
		if t, ok := s.randomBill(s.bank[target]); ok {
			s.bank[target][t]--
			s.bankLost(target, t, p)
			s.bank[p][t]++
			s.knowGiven(target, p, t)
			var b bills
			b[t] = 1
			private(ev, Event{Kind: EvShakedown, P: P, Q: core.Player(target), Bills: b},
				Event{Kind: EvShakedown, P: P, Q: core.Player(target), Bills: bills{bHidden: 1}}, P, core.Player(target))
		}
	case vTail:
		s.know[p].hand[target] = handTally(s.hand[target])
		ev.Add(Event{Kind: EvTail, P: P, Q: core.Player(target), Hand: s.hand[target], To: core.Only(P)})
	case vSkim:
		s.drawToBank(p, ev)
	case vFix:
		s.bank[p][m.C]--
		s.bankLost(p, int(m.C), -1)
		s.corr[p][m.C]++
		var b bills
		b[m.C] = 1
		private(ev, Event{Kind: EvFix, P: P, Bills: b}, Event{Kind: EvFix, P: P, Bills: bills{bHidden: 1}}, P)
	}
}

// advance runs the automatic parts of the game (auction resolution,
// Reception, the Final Verdict) until a player must decide.
func (s *State) advance(ev *evbuf) {
	for s.phase != FinalVerdict {
		if s.npend > 0 {
			d := s.pend[0]
			switch {
			case d.kind == pendRage && d.target >= 0:
				s.popPend()
				s.rage(d.who, d.target, ev)
				continue
			case d.kind == pendBusy && s.free(d.who) == 0:
				s.popPend()
				if d.target == vRage {
					s.loseBill(d.who, ev)
				}
				continue
			}
			return
		}
		switch s.step {
		case stTurn:
			if !s.phaseDone() {
				return
			}
			s.endPhase(ev)
		case stWithdraw:
			for s.cursor < s.n && !s.hasColdFeet((s.phaseFirst+s.cursor)%s.n) {
				s.cursor++
			}
			if s.cursor < s.n {
				return
			}
			s.startResolution()
		case stResolve:
			if s.cursor >= 4 {
				s.endMeeting(ev)
				continue
			}
			s.resolveSpace(ev)
		default:
			return
		}
	}
}

func (s *State) hasColdFeet(p int8) bool {
	for k := int8(0); k < s.nbids[p]; k++ {
		if s.bids[p][k].wg == wColdFeet && !s.bids[p][k].gone {
			return true
		}
	}
	return false
}

// endPhase closes an action phase after every player's turn.
func (s *State) endPhase(ev *evbuf) {
	switch s.phase {
	case Business:
		s.startPhase(Meeting, ev)
	case Meeting:
		// The simultaneous reveal of the Location cards.
		for i := int8(0); i < s.n; i++ {
			p := (s.phaseFirst + i) % s.n
			for k := int8(0); k < s.nbids[p]; k++ {
				b := s.bids[p][k]
				public(ev, Event{Kind: EvRevealBid, P: core.Player(p), Card: b.wg, N: int16(b.space), N2: int16(b.bills.total())})
			}
		}
		s.step, s.cursor = stWithdraw, 0
	case Trial:
		// Zealous Corruptor: from April, the only corrupter wins a card
		// (House rule HOUSE-22: whatever the Titles above).
		if s.month >= 4 && bits.OnesCount8(s.corruptors) == 1 {
			p := int8(bits.TrailingZeros8(s.corruptors))
			for i := range s.zealous {
				if s.zealous[i] < 0 {
					s.zealous[i] = p
					s.respect[p]++
					public(ev, Event{Kind: EvZealous, P: core.Player(p)})
					break
				}
			}
		}
		s.reception(ev)
	}
}

func (s *State) startPhase(ph Phase, ev *evbuf) {
	if s.phaseFirst != s.first {
		public(ev, Event{Kind: EvFirstPlayer, P: core.Player(s.first)})
	}
	s.phase, s.step, s.turn, s.phaseFirst = ph, stTurn, 0, s.first
	s.cursor, s.keeper, s.chain = 0, -1, false
	s.used, s.passed = [maxPlayers]uint8{}, 0
	s.startTurn()
	public(ev, Event{Kind: EvPhase, N: int16(s.month), Card: int8(ph)})
}

func (s *State) startResolution() {
	s.bidders = 0
	for p := int8(0); p < s.n; p++ {
		for k := int8(0); k < s.nbids[p]; k++ {
			if !s.bids[p][k].gone {
				s.bidders |= bit(p)
			}
		}
	}
	s.step, s.cursor = stResolve, 0
}

// bidValue is a bid's worth in thousands (the Sweetener adds $5,000).
func bidValue(b bid) int {
	v := b.bills.value()
	if b.wg == wSweetener {
		v += 5
	}
	return v
}

// resolveSpace resolves the auction on Street space s.cursor.
func (s *State) resolveSpace(ev *evbuf) {
	sp := s.cursor
	card := int(s.street[sp])
	var who [maxPlayers]int8
	nb := 0
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		if s.bidOn(p, sp) >= 0 {
			who[nb] = p
			nb++
		}
	}
	if card == noCard || nb == 0 {
		s.cursor++
		return
	}
	inv := isInv(card)
	if nb == 1 && !inv {
		p := who[0]
		k := s.bidOn(p, sp)
		s.street[sp] = noCard
		s.won |= bit(p)
		public(ev, Event{Kind: EvWon, P: core.Player(p), Card: int8(card), N: int16(sp)})
		s.place(p, card, ev)
		s.keeper = p
		s.chain = card == cUnderboss
		bd := &s.bids[p][k]
		switch {
		case s.invActive(iWiretap):
			// I5 Wiretap: the whole bid is discarded.
			s.discard(bd.bills, ev)
			s.knowDiscarded(p, bd.bills)
			bd.bills = bills{}
			bd.space = -1
			s.afterWin()
		case bd.bills.total() == 1:
			s.keepBid(p, firstType(bd.bills), -1, ev)
		default:
			s.step = stKeep
		}
		return
	}
	// Contested, or an Investigation: every bid is revealed.
	best, sum := -1, 0
	var top [maxPlayers]int8
	nt := 0
	for i := 0; i < nb; i++ {
		p := who[i]
		b := s.bids[p][s.bidOn(p, sp)]
		v := bidValue(b)
		sum += v
		public(ev, Event{Kind: EvBidShown, P: core.Player(p), N: int16(sp), N2: int16(v), Bills: b.bills})
		switch {
		case v > best:
			best, nt = v, 0
			top[nt] = p
			nt++
		case v == best:
			top[nt] = p
			nt++
		}
	}
	winner := int8(-1)
	if nt == 1 {
		winner = top[0]
	} else {
		// W02 Closer wins a tie on its space, unless several tied Closers.
		for i := 0; i < nt; i++ {
			if s.bids[top[i]][s.bidOn(top[i], sp)].wg == wCloser {
				winner = top[i]
			}
		}
	}
	var out bills
	for i := 0; i < nb; i++ {
		p := who[i]
		bd := &s.bids[p][s.bidOn(p, sp)]
		if !inv && p != winner && bd.wg == wNoLoss && winner >= 0 {
			// Shown to everyone, then back to the Bank.
			s.bank[p].add(bd.bills)
			for v := int8(0); v < s.n; v++ {
				if v != p {
					for t := 0; t < numBillTypes; t++ {
						s.know[v].bank[p].add(t, int(bd.bills[t]))
					}
				}
			}
		} else {
			out.add(bd.bills)
		}
		bd.bills = bills{}
		bd.space = -1
	}
	s.discard(out, ev)
	s.knowDiscarded(-1, out)
	s.cursor++
	if inv {
		// House rule HOUSE-16: the bids are summed against the Backhander.
		if sum < invTable[card-firstInv].backhander {
			public(ev, Event{Kind: EvInvStays, Card: int8(card), N: int16(sum)})
			return
		}
		s.street[sp] = noCard
		public(ev, Event{Kind: EvInvRemoved, P: core.Player(winner), Card: int8(card)})
		if winner < 0 {
			s.invGone |= 1 << uint(card-firstInv)
			return
		}
		s.won |= bit(winner)
		s.place(winner, card, ev)
		return
	}
	if winner < 0 {
		public(ev, Event{Kind: EvTie, Card: int8(card), N: int16(sp)})
		return
	}
	s.street[sp] = noCard
	s.won |= bit(winner)
	public(ev, Event{Kind: EvWon, P: core.Player(winner), Card: int8(card), N: int16(sp)})
	s.place(winner, card, ev)
	if card == cUnderboss {
		s.cursor--
		s.step = stConsig
	}
}

func firstType(b bills) int8 {
	for t, c := range b {
		if c > 0 {
			return int8(t)
		}
	}
	return -1
}

// endMeeting: House rule HOUSE-17, a bidder who won nothing is Cheated
// once; then the Trial.
func (s *State) endMeeting(ev *evbuf) {
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		for k := range s.bids[p] {
			s.bank[p].add(s.bids[p][k].bills) // nothing is left; kept for safety
			s.bids[p][k] = bid{}
		}
		s.nbids[p] = 0
	}
	bidders, won := s.bidders, s.won
	s.bidders, s.won = 0, 0
	s.corruptors = 0
	s.startPhase(Trial, ev)
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		if bidders&bit(p) != 0 && won&bit(p) == 0 {
			s.cheated(p, 0, -1, ev)
		}
	}
}

// reception is House rule HOUSE-10, the Reception completed.
func (s *State) reception(ev *evbuf) {
	// 1. Wiseguys and Turfs return to Free.
	s.busyW, s.busyT = 0, 0
	// 2. The Guilt check.
	for _, c := range s.street {
		if isInv(int(c)) {
			g := invTable[int(c)-firstInv].guilt
			s.guilt += int16(g)
			public(ev, Event{Kind: EvGuilt, Card: c, N: int16(g), N2: s.guilt})
		}
	}
	if s.month == 6 {
		s.verdict(ev)
		return
	}
	// 3. The Loan Shark.
	if o := s.wiseguyOwner(wLoanShark); o >= 0 && s.bank[o].total() <= 2 {
		s.drawToBank(o, ev)
	}
	// 4. The Underboss enters at the end of Month 2.
	if s.month == 2 {
		sp := -1
		for i, c := range s.street {
			if c == noCard {
				sp = i
				break
			}
		}
		if sp < 0 {
			// The card pushed out goes to the bottom of the Street pile,
			// in front of the table.
			sp = 3
			s.streetBottom = s.street[3]
		}
		s.street[sp] = cUnderboss
		public(ev, Event{Kind: EvUnderbossArrives, N: int16(sp)})
	}
	// 5. Refill without sliding; Investigations drawn now stay.
	for i := range s.street {
		if s.street[i] == noCard && s.StreetPile() > 0 {
			c := s.drawStreet()
			s.street[i] = c
			public(ev, Event{Kind: EvStreet, Card: c, N: int16(i)})
		}
	}
	// 6. Per-Month flags.
	s.fpMoved, s.guardUsed, s.corruptors = false, 0, 0
	if s.opt.rotate {
		s.first = (s.first + 1) % s.n
	}
	// 7. The Date token.
	s.month++
	s.startPhase(Business, ev)
}
