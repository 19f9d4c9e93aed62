package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// THE MEETING phase: the Auction action, the simultaneous reveal, the
// resolution from space #1 to #4, and Cheating in the Meeting (the
// rulebook's "THE MEETING Phase"; House rules HOUSE-16, HOUSE-17,
// HOUSE-19 and HOUSE-20). The Title chain is in titles.go.

func promptMeeting(s *State) string { return promptTurn(s, "Auction for a Street card") }

// legalMeeting: a Bill more under the bid just made, a new bid with each
// Free Wiseguy on each Street space whose Location card is still in hand,
// then the moves of every turn. The spaces open to a bid are found once,
// not for each Wiseguy.
func legalMeeting(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	if s.nbids[p] > 0 {
		dst = s.legalAddBills(dst, p)
	}
	if s.bank[p] != (bills{}) && s.nbids[p] < 4 && s.actionsLeft() {
		var bidOn uint8 // the spaces of p's standing bids (bidOn as a set)
		for _, b := range s.bids[p][:s.nbids[p]] {
			if !b.gone && b.space >= 0 && b.space < 4 {
				bidOn |= 1 << uint(b.space)
			}
		}
		var spaces [4]bool
		for sp := range spaces {
			spaces[sp] = s.street[sp] != noCard && bidOn&(1<<uint(sp)) == 0
		}
		for free := s.free(p); free != 0; free &= free - 1 {
			w := int8(bits.TrailingZeros32(free))
			for sp, open := range spaces {
				if open {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindBid, Wiseguy: Wiseguy(w), Space: Space(sp)})
				}
			}
		}
	}
	return s.legalTurnMoves(dst)
}

func (s *State) legalAddBills(dst []Move, p int8) []Move {
	bank := &s.bank[p]
	for t := int8(0); t < numBillTypes; t++ {
		if bank[t] > 0 {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindAdd, Bill: Bill(t)})
		}
	}
	return dst
}

func checkMeeting(s *State, m Move) reason {
	if r, done := s.checkTurnMove(m); done {
		return r
	}
	p := int8(m.By)
	switch m.Kind {
	case MoveKindBid:
		return s.checkBid(p, m)
	case MoveKindAdd:
		if s.nbids[p] == 0 {
			return why(rNoBidToAddTo, p, 0, 0)
		}
		return s.checkAddBill(p, m)
	}
	return why(rMeetingMove, 0, 0, 0)
}

// checkBid: a Free Wiseguy, the Location card of a Street space with a
// card on it and still in hand, and a Bill in the Bank (HOUSE-20).
func (s *State) checkBid(p int8, m Move) reason {
	sp := int8(m.Space)
	if r := s.checkFree(p, int8(m.Wiseguy), actAuction); !r.OK() {
		return r
	}
	if sp < 0 || sp > 3 {
		return why(rNoSuchSpace, sp, 0, 0)
	}
	if s.street[sp] == noCard {
		return why(rSpaceEmpty, sp, 0, 0)
	}
	if s.bidOn(p, sp) >= 0 {
		return why(rLocationCardUsed, p, sp, 0)
	}
	if s.nbids[p] >= 4 {
		return why(rNoLocationCardLeft, p, 0, 0)
	}
	if s.bank[p].total() == 0 {
		return why(rBidNeedsABill, p, 0, 0)
	}
	return 0
}

func (s *State) checkAddBill(p int8, m Move) reason {
	if !validBill(int8(m.Bill)) || s.bank[p][m.Bill] == 0 {
		return why(rBillNotInBank, p, int8(m.Bill), 0)
	}
	return 0
}

// bid makes the Auction: the Wiseguy Busy, the Location card face-down on
// it; its first Bill comes next.
func (s *State) bid(p, w, sp int8, ev *evbuf) {
	s.makeBusy(p, int(w))
	s.bids[p][s.nbids[p]] = bid{wg: w, space: sp}
	s.nbids[p]++
	s.step = stBidBill
	P := core.Player(p)
	private(ev, Event{Kind: EventKindBidMade, Player: P, Wiseguy: Wiseguy(w), Space: Space(int16(sp))},
		Event{Kind: EventKindBidMade, Player: P, Wiseguy: Wiseguy(w), Space: HiddenSpace}, P)
}

// ---- A bid's first Bill ----

func promptFirstBill(s *State) string {
	return "Put at least one Bill from your Bank under your bid"
}

func legalFirstBill(dst []Move, s *State) []Move { return s.legalAddBills(dst, int8(s.toMove())) }

func checkFirstBill(s *State, m Move) reason {
	if m.Kind != MoveKindAdd {
		return why(rFirstBillMove, 0, 0, 0)
	}
	return s.checkAddBill(int8(m.By), m)
}

// applyAddBill puts a Bill from the Bank under the bid just made.
func applyAddBill(s *State, m Move, ev *evbuf) {
	p, P := int8(m.By), m.By
	b := &s.bids[p][s.nbids[p]-1]
	s.bank[p][m.Bill]--
	s.bankLost(p, int(m.Bill), -1)
	b.bills[m.Bill]++
	s.step = stTurn
	var one bills
	one[m.Bill] = 1
	n := int16(b.bills.total())
	private(ev, Event{Kind: EventKindBillAdded, Player: P, Bills: one, Count: int8(n)},
		Event{Kind: EventKindBillAdded, Player: P, Bills: bills{bHidden: 1}, Count: int8(n)}, P)
}

func validateFirstBill(s *State) reason {
	p := s.active()
	if s.phase != PhaseMeeting || s.nbids[p] == 0 || s.nbids[p] > 4 || s.bids[p][s.nbids[p]-1].bills.total() != 0 {
		return why(rNoBidForFirstBill, 0, 0, 0)
	}
	if s.bank[p].total() == 0 {
		return why(rFirstBillFromEmptyBank, 0, 0, 0)
	}
	return 0
}

// ---- The reveal ----

// reveal turns the Location cards face up together, when every player
// has played.
func (s *State) reveal(ev *evbuf) {
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		for k := int8(0); k < s.nbids[p]; k++ {
			b := s.bids[p][k]
			public(ev, Event{Kind: EventKindBidRevealed, Player: core.Player(p), Wiseguy: Wiseguy(b.wg), Space: Space(int16(b.space)), Count: int8(b.bills.total())})
		}
	}
	s.step, s.cursor = stWithdraw, 0
}

// ---- The resolution ----

func promptKeepBid(s *State) string {
	return "You won " + spaceName(s.cursor) + " alone: choose the Bill of your bid to keep"
}

// legalKeepBid: each Bill type of the winning bid (and, with the
// Penny-pincher, each pair in type order).
func legalKeepBid(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	k := s.bidOn(p, s.cursor)
	if k < 0 {
		return dst
	}
	b := s.bids[p][k]
	for t := int8(0); t < numBillTypes; t++ {
		if b.bills[t] == 0 {
			continue
		}
		dst = append(dst, Move{By: core.Player(p), Kind: MoveKindKeepBid, Bill: Bill(t)})
		if b.wg == wPennyPinch {
			for u := t; u < numBillTypes; u++ {
				if b.bills[u] > 0 && (u != t || b.bills[t] > 1) {
					dst = append(dst, Move{By: core.Player(p), Kind: MoveKindKeepTwo, Bill: Bill(t), Bill2: Bill(u)})
				}
			}
		}
	}
	return dst
}

func checkKeepBid(s *State, m Move) reason {
	p := int8(m.By)
	if m.Kind != MoveKindKeepBid && m.Kind != MoveKindKeepTwo {
		return why(rKeepBidMove, p, 0, 0)
	}
	k := s.bidOn(p, s.cursor)
	if k < 0 {
		return why(rNoWinningBid, 0, 0, 0)
	}
	b := s.bids[p][k].bills
	if !validBill(int8(m.Bill)) || b[int8(m.Bill)] == 0 {
		return why(rBillNotInBid, int8(m.Bill), 0, 0)
	}
	if m.Kind == MoveKindKeepBid {
		return 0
	}
	if s.bids[p][k].wg != wPennyPinch {
		return why(rKeepsOneBill, 0, 0, 0)
	}
	if !validBill(int8(m.Bill2)) || int8(m.Bill2) < int8(m.Bill) {
		return why(rKeepTwoInTypeOrder, 0, 0, 0)
	}
	b[int8(m.Bill)]--
	if b[int8(m.Bill2)] == 0 {
		return why(rSecondBillNotInBid, int8(m.Bill2), 0, 0)
	}
	return 0
}

func applyKeepBid(s *State, m Move, ev *evbuf) {
	second := int8(-1)
	if m.Kind == MoveKindKeepTwo {
		second = int8(m.Bill2)
	}
	s.keepBid(int8(m.By), int8(m.Bill), second, ev)
}

func validateKeepBid(s *State) reason {
	if s.phase != PhaseMeeting || s.cursor < 0 || s.cursor > 3 || s.keeper < 0 || s.keeper >= s.n || s.bidOn(s.keeper, s.cursor) < 0 {
		return why(rNoWinningBidToKeep, 0, 0, 0)
	}
	return 0
}

func (s *State) hasColdFeet(p int8) bool {
	for k := int8(0); k < s.nbids[p]; k++ {
		if s.bids[p][k].wg == wColdFeet && !s.bids[p][k].gone {
			return true
		}
	}
	return false
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
	var who, bidOf [maxPlayers]int8 // the bidders in turn order, and each one's bid on sp
	nb := 0
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		if k := s.bidOn(p, sp); k >= 0 {
			who[nb], bidOf[nb] = p, k
			nb++
		}
	}
	if card == noCard || nb == 0 {
		s.cursor++
		return
	}
	inv := isInv(card)
	if nb == 1 && !inv {
		p, k := who[0], bidOf[0]
		s.street[sp] = noCard
		s.won |= bit(p)
		public(ev, Event{Kind: EventKindCardWon, Player: core.Player(p), Card: Card(int8(card)), Space: Space(int16(sp))})
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
	var top, topBid [maxPlayers]int8
	nt := 0
	for i := 0; i < nb; i++ {
		p := who[i]
		b := s.bids[p][bidOf[i]]
		v := bidValue(b)
		sum += v
		public(ev, Event{Kind: EventKindBidShown, Player: core.Player(p), Space: Space(int16(sp)), Value: int32(int16(v)) * 1000, Bills: b.bills})
		switch {
		case v > best:
			best, nt = v, 0
			top[nt], topBid[nt] = p, bidOf[i]
			nt++
		case v == best:
			top[nt], topBid[nt] = p, bidOf[i]
			nt++
		}
	}
	winner := int8(-1)
	if nt == 1 {
		winner = top[0]
	} else {
		// W02 Closer wins a tie on its space, unless several tied Closers.
		for i := 0; i < nt; i++ {
			if s.bids[top[i]][topBid[i]].wg == wCloser {
				winner = top[i]
			}
		}
	}
	var out bills
	for i := 0; i < nb; i++ {
		p := who[i]
		bd := &s.bids[p][bidOf[i]]
		if !inv && p != winner && bd.wg == wNoLoss && winner >= 0 {
			// Shown to everyone, then back to the Bank.
			s.bank[p].add(bd.bills)
			for v := int8(0); v < s.n; v++ {
				if v != p {
					for t := 0; t < numBillTypes; t++ {
						s.know[v].bank[other(v, p)].add(t, int(bd.bills[t]))
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
			public(ev, Event{Kind: EventKindInvestigationStayed, Investigation: Investigation(card - firstInv), Total: int32(int16(sum)) * 1000})
			return
		}
		s.street[sp] = noCard
		e := Event{Kind: EventKindInvestigationRemoved, Player: core.Player(winner), Investigation: Investigation(card - firstInv)}
		if winner < 0 {
			e.Kind = EventKindInvestigationLeftGame
		}
		public(ev, e)
		if winner < 0 {
			s.invGone |= 1 << uint(card-firstInv)
			return
		}
		s.won |= bit(winner)
		s.place(winner, card, ev)
		return
	}
	if winner < 0 {
		public(ev, Event{Kind: EventKindAuctionTied, Card: Card(int8(card)), Space: Space(int16(sp))})
		return
	}
	s.street[sp] = noCard
	s.won |= bit(winner)
	public(ev, Event{Kind: EventKindCardWon, Player: core.Player(winner), Card: Card(int8(card)), Space: Space(int16(sp))})
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
	private(ev, Event{Kind: EventKindBidBillsKept, Player: core.Player(p), Bills: kept, Count: int8(kept.total())},
		Event{Kind: EventKindBidBillsKept, Player: core.Player(p), Count: int8(kept.total()), Bills: bills{bHidden: uint8(kept.total())}}, core.Player(p))
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

// endMeeting: House rule HOUSE-17, a bidder who won nothing is Cheated
// once; then the Trial.
func (s *State) endMeeting(ev *evbuf) {
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		for k := range s.bids[p] {
			if left := s.bids[p][k].bills; left != (bills{}) {
				s.bank[p].add(left) // nothing is left; kept for safety
			}
			s.bids[p][k] = bid{}
		}
		s.nbids[p] = 0
	}
	bidders, won := s.bidders, s.won
	s.bidders, s.won = 0, 0
	s.corruptors = 0
	s.startPhase(PhaseTrial, ev)
	for i := int8(0); i < s.n; i++ {
		p := (s.phaseFirst + i) % s.n
		if bidders&bit(p) != 0 && won&bit(p) == 0 {
			s.cheated(p, 0, -1, ev)
		}
	}
}
