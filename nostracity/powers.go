package nostracity

import "github.com/mafiarules/sdk/core"

// Wiseguy powers (House rule HOUSE-4) that are decisions or rules of their
// own: making a Wiseguy Busy (and the powers it triggers), Cold Feet's
// withdrawal after the reveal, the Enforcer's trade, the Bodyguard. The
// other powers act where their action is (business.go, meeting.go,
// trial.go, reception.go, verdict.go), each named by its constant.

// checkFree refuses a Wiseguy that is not p's, or is Busy: the action
// (named by what) makes a Free Wiseguy Busy.
func (s *State) checkFree(p, w, what int8) reason {
	switch {
	case w < 0 || w >= numWiseguys:
		return why(rNoSuchWiseguy, w, 0, 0)
	case !owns(s.wiseguys[p], int(w)):
		return why(rNotYourWiseguy, what, w, p)
	case owns(s.busyW, int(w)):
		return why(rWiseguyBusy, w, what, 0)
	}
	return 0
}

// ---- W04 Cold Feet: after the reveal, the bid may be withdrawn ----

func promptColdFeet(s *State) string {
	return "The Location cards are revealed: withdraw your Cold Feet bid, or let it stay"
}

func legalColdFeet(dst []Move, s *State) []Move {
	p := int8(s.toMove())
	return append(dst, Move{By: core.Player(p), Kind: MoveKindWithdraw}, Move{By: core.Player(p), Kind: MoveKindStay})
}

func checkColdFeet(s *State, m Move) reason {
	if (m.Kind != MoveKindWithdraw && m.Kind != MoveKindStay) || m != (Move{By: m.By, Kind: m.Kind}) {
		return why(rColdFeetMove, int8(m.By), 0, 0)
	}
	return 0
}

func applyColdFeet(s *State, m Move, ev *evbuf) {
	p := int8(m.By)
	if m.Kind == MoveKindWithdraw {
		for k := int8(0); k < s.nbids[p]; k++ {
			b := &s.bids[p][k]
			if b.wg == wColdFeet && !b.gone {
				s.bank[p].add(b.bills)
				b.bills = bills{}
				b.gone = true
			}
		}
		public(ev, Event{Kind: EventKindBidWithdrawn, Player: m.By})
	}
	s.cursor++
}

func validateColdFeet(s *State) reason {
	if s.phase != PhaseMeeting || s.cursor < 0 || s.cursor >= s.n || !s.hasColdFeet((s.phaseFirst+s.cursor)%s.n) {
		return why(rNoColdFeetDecision, 0, 0, 0)
	}
	return 0
}

// ---- W20 Enforcer: discard a Vendetta card to draw two Bills ----

func (s *State) checkEnforce(p int8, m Move) reason {
	if !s.enforcer {
		return why(rEnforcerNotBusy, 0, 0, 0)
	}
	if v := int8(m.Vendetta); v < vWhack || v > vFix || s.hand[p][v] == 0 {
		return why(rEnforceCardNotInHand, p, v, 0)
	}
	return 0
}

func (s *State) legalEnforce(dst []Move, p int8) []Move {
	if !s.enforcer {
		return dst
	}
	for c := int8(vWhack); c <= vFix; c++ {
		if s.hand[p][c] > 0 {
			dst = append(dst, Move{By: core.Player(p), Kind: MoveKindEnforce, Vendetta: VendettaCard(c)})
		}
	}
	return dst
}

func (s *State) enforce(p, card int8, ev *evbuf) {
	s.hand[p][card]--
	s.handPlayed(p, int(card))
	s.vDisc[card]++
	s.enforcer = false
	public(ev, Event{Kind: EventKindCardDiscarded, Player: core.Player(p), Vendetta: VendettaCard(card)})
	s.drawToBank(p, ev)
	s.drawToBank(p, ev)
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

// guarded reports whether p's Bodyguard cancels card (once a Month), and
// uses it up.
func (s *State) guarded(p int8, card int8, ev *evbuf) bool {
	if !owns(s.wiseguys[p], wBodyguard) || s.guardUsed&bit(p) != 0 {
		return false
	}
	s.guardUsed |= bit(p)
	public(ev, Event{Kind: EventKindCardCancelled, Player: core.Player(p), Vendetta: VendettaCard(card)})
	return true
}
