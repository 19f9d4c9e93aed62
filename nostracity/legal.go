package nostracity

import (
	"github.com/mafiarules/sdk/core"
)

// ToMove is the one player who decides now: the turn player, the active
// player distributing a Cash-in, a Cold Feet bidder, a sole winner, a Title
// giver, or a player answering a Fit of Rage or a Whack. NoPlayer when over.
func ToMove(s State) core.Player { return s.toMove() }

func (s *State) toMove() core.Player {
	if s.phase == FinalVerdict || s.n < minPlayers {
		return core.NoPlayer
	}
	if s.npend > 0 {
		return core.Player(s.pend[0].who)
	}
	switch s.step {
	case stWithdraw:
		return core.Player((s.phaseFirst + s.cursor) % s.n)
	case stKeep:
		return core.Player(s.keeper)
	case stConsig:
		return core.Player(s.titles[tUnderboss])
	case stPrimo:
		return core.Player(s.titles[tConsigliere])
	}
	return core.Player(s.active())
}

// Over reports whether the Final Verdict has been given.
func Over(s State) bool { return s.phase == FinalVerdict }

func illegal(format string, args ...any) error {
	return core.Errorf(core.ErrIllegalMove, format, args...)
}

func validBill(t int8) bool { return t >= 0 && t < numBillTypes }

// check is the one place that decides legality; Legal lists the moves it
// accepts and Apply refuses the rest with its reason.
func check(s *State, m Move) error {
	if s.n < minPlayers || s.n > maxPlayers {
		return illegal("this is not a game: start one with New")
	}
	if s.phase == FinalVerdict {
		return core.Errorf(core.ErrGameOver, "the Final Verdict has been given")
	}
	tm := s.toMove()
	if m.By != tm {
		return core.Errorf(core.ErrNotYourTurn, "%v decides now, not %v", tm, m.By)
	}
	if m.Kind <= 0 || m.Kind >= numMoveKinds {
		return illegal("%v: a Move needs a kind (the zero Move is no move)", m.By)
	}
	p := int8(m.By)
	if s.npend > 0 {
		d := s.pend[0]
		if d.kind == pendRage {
			if m.Kind != RageTarget || m.A != 0 || m.C != 0 {
				return illegal("%v must first name the target of the Fit of Rage", m.By)
			}
			if !s.otherSeat(p, m.B) {
				return illegal("a Fit of Rage targets another player")
			}
			return nil
		}
		if m.Kind != ChooseBusy || m.B != 0 || m.C != 0 {
			return illegal("%v must first make a Free Wiseguy Busy (%s)", m.By, vendettaNames[d.target])
		}
		if err := s.checkFree(p, m.A, vendettaNames[d.target]); err != nil {
			return err
		}
		return nil
	}
	switch s.step {
	case stDistribute:
		return s.checkDistribute(p, m)
	case stBidBill:
		if m.Kind != AddBill {
			return illegal("a bid needs at least one Bill: add a Bill from the Bank first")
		}
		return s.checkAddBill(p, m)
	case stWithdraw:
		if (m.Kind != Withdraw && m.Kind != Stay) || m != (Move{By: m.By, Kind: m.Kind}) {
			return illegal("after the reveal %v decides whether the Cold Feet bid stays", m.By)
		}
		return nil
	case stKeep:
		return s.checkKeep(p, m)
	case stConsig, stPrimo:
		return s.checkTitle(m)
	}
	// stTurn
	switch m.Kind {
	case EndTurn:
		if m != (Move{By: m.By, Kind: EndTurn}) {
			return illegal("malformed pass")
		}
		return nil
	case Play:
		return s.checkPlay(p, m)
	case Enforce:
		if !s.enforcer {
			return illegal("the Enforcer's power needs the Enforcer made Busy this turn, once")
		}
		if m.B != 0 || m.C != 0 || m.A < vWhack || m.A > vFix || s.hand[p][m.A] == 0 {
			return illegal("%v holds no %s to discard", m.By, vendettaCode(m.A))
		}
		return nil
	}
	if s.opt.roundRobin && s.acted && (m.Kind == CashIn || m.Kind == Bid || m.Kind == Corrupt) {
		return illegal("one action per turn (House rule HOUSE-1, roundRobinSingleAction): pass the turn on")
	}
	switch s.phase {
	case Business:
		if m.Kind != CashIn {
			return illegal("the Business phase allows Cash-ins, Vendetta cards and passing")
		}
		return s.checkCashIn(p, m)
	case Meeting:
		switch m.Kind {
		case Bid:
			return s.checkBid(p, m)
		case AddBill:
			if s.nbids[p] == 0 {
				return illegal("%v has no bid to add a Bill to", m.By)
			}
			return s.checkAddBill(p, m)
		}
		return illegal("the Meeting allows Auctions, Vendetta cards and passing")
	case Trial:
		if m.Kind != Corrupt {
			return illegal("the Trial allows Corruption, Vendetta cards and passing")
		}
		return s.checkCorrupt(p, m)
	}
	return illegal("no move is possible now")
}

func (s *State) otherSeat(p, q int8) bool { return q >= 0 && q < s.n && q != p }

// checkFree refuses a Wiseguy that is not p's, or is Busy: the action
// (named by what) makes a Free Wiseguy Busy.
func (s *State) checkFree(p, w int8, what string) error {
	switch {
	case w < 0 || w >= numWiseguys:
		return illegal("there is no Wiseguy %s", cardCode(int(w)))
	case !owns(s.wiseguys[p], int(w)):
		return illegal("%s makes one of your Free Wiseguys Busy: %s is not one of %v's Wiseguys", what, cardCode(int(w)), core.Player(p))
	case owns(s.busyW, int(w)):
		return illegal("%s is Busy: a Busy Wiseguy stays Busy for the rest of the Month (%s needs a Free one)", cardCode(int(w)), what)
	}
	return nil
}

func (s *State) checkCashIn(p int8, m Move) error {
	w, t, k := m.A, m.B, m.C
	if err := s.checkFree(p, w, "a Cash-in"); err != nil {
		return err
	}
	if k < 0 || k >= numKinds {
		return illegal("unknown Cash-in kind")
	}
	if t == -1 {
		if w != wBagman {
			return illegal("a Cash-in makes a Turf Busy (only the Bagman needs none)")
		}
		ok := false
		for i := 0; i < numTurfs; i++ {
			if s.turfs[p]&(1<<uint(i)) != 0 && turfMatches(i, int(k)) {
				ok = true
			}
		}
		if !ok {
			return illegal("the Bagman's %s Cash-in needs a Turf of %v showing it", kindName(k), m.By)
		}
	} else {
		if t < 0 || t >= numTurfs || s.turfs[p]&(1<<uint(t)) == 0 {
			return illegal("%s is not a Turf of %v (Atlantic City can never start a Cash-in)", turfCode(t), m.By)
		}
		if s.busyT&(1<<uint(t)) != 0 {
			return illegal("%s is Busy: a Busy Turf cannot start a Cash-in", turfCode(t))
		}
		if !turfMatches(int(t), int(k)) {
			return illegal("%s does not show %s", turfCode(t), kindName(k))
		}
	}
	if k >= kGambling {
		for i, ban := range [3]int{iGaming, iNarcotics, iVice} {
			if int(k)-kGambling == i && s.invActive(ban) {
				return illegal("%s is on the Street: %s Cash-ins are forbidden", invTable[ban].name, kindName(k))
			}
		}
	}
	if w != wRunner && s.used[p]&limitBit(int(k)) != 0 {
		if k < kGambling {
			return illegal("only one Racket Cash-in per Phase")
		}
		return illegal("only one %s Cash-in per Phase", kindName(k))
	}
	return nil
}

// cashInOpen is a cheap pre-filter for Legal: kind k is neither banned by an
// Investigation nor used up this phase (Bagman Turfs are checked by check).
func (s *State) cashInOpen(p, w, k int8) bool {
	if k >= kGambling && s.invActive([3]int{iGaming, iNarcotics, iVice}[k-kGambling]) {
		return false
	}
	if w == wBagman {
		ok := false
		for i := 0; i < numTurfs; i++ {
			ok = ok || s.turfs[p]&(1<<uint(i)) != 0 && turfMatches(i, int(k))
		}
		if !ok {
			return false
		}
	}
	return w == wRunner || s.used[p]&limitBit(int(k)) == 0
}

func (s *State) checkDistribute(p int8, m Move) error {
	switch m.Kind {
	case KeepRest:
		if m != (Move{By: m.By, Kind: KeepRest}) {
			return illegal("malformed keep")
		}
		return nil
	case Give:
		if m.C != 0 || !validBill(m.A) || s.drawn[m.A] == 0 {
			return illegal("no %s is left among the Bills drawn (%d left): only drawn Bills can be given", billName(m.A), s.drawn.total())
		}
		if !s.otherSeat(p, m.B) {
			return illegal("Bills go to other players; the active player keeps the rest with keep")
		}
		if s.ci.owed[m.B] == 0 {
			return illegal("%v has no Turf in this Cash-in and shares none of its Bills", core.Player(m.B))
		}
		return nil
	case GiveFirst:
		if m.A != 0 || m.C != 0 || !s.otherSeat(p, m.B) {
			return illegal("the First Player card goes to another player")
		}
		// House rule HOUSE-2: only its owner gives it, in their own
		// distribution, once a Month.
		if s.first != p {
			return illegal("%v does not hold the First Player card", m.By)
		}
		if s.fpMoved {
			return illegal("the First Player card has already changed owners this Month")
		}
		if s.ci.got[m.B] >= s.ci.owed[m.B] {
			return illegal("the First Player card replaces a Bill %v is owed, and %v is owed none", core.Player(m.B), core.Player(m.B))
		}
		return nil
	}
	return illegal("%v is distributing a Cash-in: give, give first-player or keep", m.By)
}

func (s *State) checkBid(p int8, m Move) error {
	if m.C != 0 {
		return illegal("malformed bid")
	}
	if err := s.checkFree(p, m.A, "an Auction"); err != nil {
		return err
	}
	if m.B < 0 || m.B > 3 {
		return illegal("there is no Street space %s: the Street has the spaces S1 to S4", spaceName(m.B))
	}
	if s.street[m.B] == noCard {
		return illegal("Street space %s is empty: there is no card to bid on", spaceName(m.B))
	}
	if s.bidOn(p, m.B) >= 0 {
		return illegal("%v has already used the Location card of %s", m.By, spaceName(m.B))
	}
	if s.nbids[p] >= 4 {
		return illegal("%v has no Location card left", m.By)
	}
	if s.bank[p].total() == 0 {
		return illegal("a bid needs at least one Bill and %v's Bank is empty (House rule HOUSE-20)", m.By)
	}
	return nil
}

func (s *State) checkAddBill(p int8, m Move) error {
	if m.B != 0 || m.C != 0 || !validBill(m.A) || s.bank[p][m.A] == 0 {
		return illegal("%v's Bank holds no %s", m.By, billName(m.A))
	}
	return nil
}

func (s *State) checkKeep(p int8, m Move) error {
	if m.Kind != KeepBid || m.C != 0 {
		return illegal("%v won the auction alone and must choose the Bill to keep", m.By)
	}
	k := s.bidOn(p, s.cursor)
	if k < 0 {
		return illegal("no winning bid")
	}
	b := s.bids[p][k].bills
	if !validBill(m.A) || b[m.A] == 0 {
		return illegal("the bid holds no %s", billName(m.A))
	}
	if m.B == -1 {
		return nil
	}
	if s.bids[p][k].wg != wPennyPinch {
		return illegal("a sole winner keeps one Bill (two only with the Penny-pincher)")
	}
	if !validBill(m.B) || m.B < m.A {
		return illegal("name the two Bills kept in type order")
	}
	b[m.A]--
	if b[m.B] == 0 {
		return illegal("the bid holds no second %s", billName(m.B))
	}
	return nil
}

func (s *State) checkTitle(m Move) error {
	want := int8(tConsigliere)
	if s.step == stPrimo {
		want = tPrimoCapo
	}
	if m.Kind != GiveTitle || m.A != want || m.C != 0 {
		return illegal("%v must give the %s", m.By, titleNames[want])
	}
	if m.B < 0 || m.B >= s.n {
		return illegal("no such player")
	}
	for t := int8(0); t < want; t++ {
		if s.titles[t] == m.B {
			return illegal("%v is already %s: the %s goes to a player without a Title", core.Player(m.B), titleNames[t], titleNames[want])
		}
	}
	return nil
}

func (s *State) checkCorrupt(p int8, m Move) error {
	w := m.A
	if err := s.checkFree(p, w, "Corruption"); err != nil {
		return err
	}
	if w == wJuryTamperer {
		if m.B != -1 || m.C != -1 {
			return illegal("the Jury Tamperer removes a Guilt point instead of placing a Bill")
		}
		return nil
	}
	if !validBill(m.B) || s.bank[p][m.B] == 0 {
		return illegal("%v's Bank holds no %s to corrupt with", m.By, billName(m.B))
	}
	two := w == wLawyer && s.bank[p].total() >= 2
	if !two {
		if m.C != -1 {
			return illegal("Corruption places a single Bill (two only with the Lawyer)")
		}
		return nil
	}
	if !validBill(m.C) || m.C < m.B {
		return illegal("the Lawyer places two Bills, named in type order")
	}
	b := s.bank[p]
	b[m.B]--
	if b[m.C] == 0 {
		return illegal("%v's Bank holds no second %s", m.By, billName(m.C))
	}
	return nil
}

func (s *State) checkPlay(p int8, m Move) error {
	c := m.A
	if c < vWhack || c > vFix || s.hand[p][c] == 0 {
		return illegal("%v holds no %s to play", m.By, vendettaCode(c))
	}
	if s.vPlayed >= s.vLimit {
		return illegal("one Vendetta card per turn (two with the Hitman made Busy) (House rule HOUSE-12)")
	}
	switch c {
	case vWhack, vShakedown, vTail:
		if m.C != -1 || !s.otherSeat(p, m.B) {
			return illegal("%s targets another player", vendettaNames[c])
		}
	case vTorch:
		if m.B != -1 || m.C < 0 || m.C >= numTurfs {
			return illegal("Torch targets a Turf")
		}
		o := s.turfOwner(int(m.C))
		if o < 0 || o == p || s.busyT&(1<<uint(m.C)) != 0 {
			return illegal("Torch targets a Free Turf of another player")
		}
	case vSkim:
		if m.B != -1 || m.C != -1 {
			return illegal("Skim has no target")
		}
	case vFix:
		if s.phase != Trial {
			return illegal("Fix is played in your Trial turn")
		}
		if m.B != -1 || !validBill(m.C) || s.bank[p][m.C] == 0 {
			return illegal("%v's Bank holds no %s to fix", m.By, billName(m.C))
		}
	}
	return nil
}

func mv(by int8, k MoveKind, a, b, c int8) Move {
	return Move{By: core.Player(by), Kind: k, A: a, B: b, C: c}
}

// Legal lists every move ToMove(s) may make, in a fixed order. It works on
// a View of the mover as on the full state.
func Legal(s State) []Move {
	if s.phase == FinalVerdict || s.n < minPlayers {
		return nil
	}
	return appendLegal(make([]Move, 0, 48), &s)
}

// AppendLegal appends Legal(s) to dst and returns it; it allocates only
// when dst must grow.
func AppendLegal(dst []Move, s State) []Move {
	if s.phase == FinalVerdict || s.n < minPlayers {
		return dst
	}
	return appendLegal(dst, &s)
}

func appendLegal(out []Move, s *State) []Move {
	p := int8(s.toMove())
	add := func(m Move) {
		if check(s, m) == nil {
			out = append(out, m)
		}
	}
	if s.npend > 0 {
		if s.pend[0].kind == pendRage {
			for q := int8(0); q < s.n; q++ {
				if q != p {
					add(mv(p, RageTarget, 0, q, 0))
				}
			}
		} else {
			for w := int8(0); w < numWiseguys; w++ {
				if owns(s.free(p), int(w)) {
					add(mv(p, ChooseBusy, w, 0, 0))
				}
			}
		}
		return out
	}
	switch s.step {
	case stDistribute:
		for t := int8(0); t < numBillTypes; t++ {
			if s.drawn[t] > 0 {
				for q := int8(0); q < s.n; q++ {
					if q != p && s.ci.owed[q] > 0 {
						add(mv(p, Give, t, q, 0))
					}
				}
			}
		}
		if s.first == p && !s.fpMoved {
			for q := int8(0); q < s.n; q++ {
				if q != p && s.ci.got[q] < s.ci.owed[q] {
					add(mv(p, GiveFirst, 0, q, 0))
				}
			}
		}
		add(mv(p, KeepRest, 0, 0, 0))
		return out
	case stBidBill:
		s.addBills(p, add)
		return out
	case stWithdraw:
		add(mv(p, Withdraw, 0, 0, 0))
		add(mv(p, Stay, 0, 0, 0))
		return out
	case stKeep:
		if k := s.bidOn(p, s.cursor); k >= 0 {
			b := s.bids[p][k]
			for t := int8(0); t < numBillTypes; t++ {
				if b.bills[t] == 0 {
					continue
				}
				add(mv(p, KeepBid, t, -1, 0))
				if b.wg == wPennyPinch {
					for u := t; u < numBillTypes; u++ {
						if b.bills[u] > 0 && (u != t || b.bills[t] > 1) {
							add(mv(p, KeepBid, t, u, 0))
						}
					}
				}
			}
		}
		return out
	case stConsig, stPrimo:
		t := int8(tConsigliere)
		if s.step == stPrimo {
			t = tPrimoCapo
		}
		for q := int8(0); q < s.n; q++ {
			if q != s.titles[0] && q != s.titles[1] {
				add(mv(p, GiveTitle, t, q, 0))
			}
		}
		return out
	}
	free := s.free(p)
	switch s.phase {
	case Business:
		for w := int8(0); w < numWiseguys; w++ {
			if !owns(free, int(w)) {
				continue
			}
			for t := int8(0); t < numTurfs; t++ {
				if s.turfs[p]&(1<<uint(t)) == 0 || s.busyT&(1<<uint(t)) != 0 {
					continue
				}
				for k := int8(0); k < numKinds; k++ {
					if turfMatches(int(t), int(k)) && s.cashInOpen(p, w, k) {
						add(mv(p, CashIn, w, t, k))
					}
				}
			}
			if w == wBagman {
				for k := int8(0); k < numKinds; k++ {
					if s.cashInOpen(p, w, k) {
						add(mv(p, CashIn, w, -1, k))
					}
				}
			}
		}
	case Meeting:
		if s.nbids[p] > 0 {
			s.addBills(p, add)
		}
		if s.bank[p].total() > 0 {
			for w := int8(0); w < numWiseguys; w++ {
				if owns(free, int(w)) && s.nbids[p] < 4 {
					for sp := int8(0); sp < 4; sp++ {
						if s.street[sp] != noCard && s.bidOn(p, sp) < 0 {
							add(mv(p, Bid, w, sp, 0))
						}
					}
				}
			}
		}
	case Trial:
		for w := int8(0); w < numWiseguys; w++ {
			if !owns(free, int(w)) {
				continue
			}
			if w == wJuryTamperer {
				add(mv(p, Corrupt, w, -1, -1))
				continue
			}
			for t := int8(0); t < numBillTypes; t++ {
				if s.bank[p][t] == 0 {
					continue
				}
				if w == wLawyer && s.bank[p].total() >= 2 {
					for u := t; u < numBillTypes; u++ {
						if s.bank[p][u] > 0 && (u != t || s.bank[p][t] > 1) {
							add(mv(p, Corrupt, w, t, u))
						}
					}
				} else {
					add(mv(p, Corrupt, w, t, -1))
				}
			}
		}
	}
	if s.vPlayed < s.vLimit {
		for c := int8(vWhack); c <= vFix; c++ {
			if s.hand[p][c] == 0 {
				continue
			}
			switch c {
			case vWhack, vShakedown, vTail:
				for q := int8(0); q < s.n; q++ {
					if q != p {
						add(mv(p, Play, c, q, -1))
					}
				}
			case vTorch:
				for t := int8(0); t < numTurfs; t++ {
					if o := s.turfOwner(int(t)); o >= 0 && o != p && s.busyT&(1<<uint(t)) == 0 {
						add(mv(p, Play, c, -1, t))
					}
				}
			case vSkim:
				add(mv(p, Play, c, -1, -1))
			case vFix:
				for t := int8(0); t < numBillTypes && s.phase == Trial; t++ {
					if s.bank[p][t] > 0 {
						add(mv(p, Play, c, -1, t))
					}
				}
			}
		}
	}
	if s.enforcer {
		for c := int8(vWhack); c <= vFix; c++ {
			if s.hand[p][c] > 0 {
				add(mv(p, Enforce, c, 0, 0))
			}
		}
	}
	add(mv(p, EndTurn, 0, 0, 0))
	return out
}

func (s *State) addBills(p int8, add func(Move)) {
	for t := int8(0); t < numBillTypes; t++ {
		if s.bank[p][t] > 0 {
			add(mv(p, AddBill, t, 0, 0))
		}
	}
}
