package nostracity

// THE RECEPTION, House rule HOUSE-10: the rulebook breaks off at its step
// 2, "Players check if"; the rest is the house rule's.

// reception is House rule HOUSE-10, the Reception completed.
func (s *State) reception(ev *evbuf) {
	// 1. Wiseguys and Turfs return to Free.
	s.busyW, s.busyT = 0, 0
	// 2. The Guilt check.
	for _, c := range s.street {
		if isInv(int(c)) {
			g := invTable[int(c)-firstInv].guilt
			s.guilt += int16(g)
			public(ev, Event{Kind: EventKindGuiltAdded, Investigation: Investigation(int(c) - firstInv), Added: int8(g), Guilt: int16(s.guilt)})
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
		public(ev, Event{Kind: EventKindUnderbossArrived, Space: Space(int16(sp))})
	}
	// 5. Refill without sliding; Investigations drawn now stay.
	for i := range s.street {
		if s.street[i] == noCard && s.StreetPile() > 0 {
			c := s.drawStreet()
			s.street[i] = c
			public(ev, Event{Kind: EventKindStreetCardRevealed, Card: Card(c), Space: Space(int16(i))})
		}
	}
	// 6. Per-Month flags.
	s.fpMoved, s.guardUsed, s.corruptors = false, 0, 0
	if s.opt.rotate {
		s.first = (s.first + 1) % s.n
	}
	// 7. The Date token.
	s.month++
	s.startPhase(PhaseBusiness, ev)
}
