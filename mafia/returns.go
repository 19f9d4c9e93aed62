package mafia

// Section D3 of the rulebook: the returns from Prison, the Carabinieri
// Station and the Continent, and the Support of the Judiciary window.

// returnChance is the RETURNS table. House rule HOUSE-4.3: no source
// prints it; Continent: Boss 5–6, others 4–6; Prison: Boss 6, Picciotto
// 5–6; Station: Boss 4–6, Picciotto 3–6.
func returnChance(c int, box int8) int {
	k := kindOf(c)
	switch box {
	case onContinent:
		if k == Boss {
			return 5
		}
		return 4
	case inPrison:
		if k == Boss {
			return 6
		}
		return 5
	case inStation:
		if k == Boss {
			return 4
		}
		return 3
	}
	return 7
}

var boxOrder = [3]int8{inPrison, inStation, onContinent}

// returnRoll rolls for counter c in its box (D3). The turn puts one on
// the agenda for each of the active faction's counters in a box, Prison
// first, then Station, then Continent, by counter id (HOUSE-4.3). A
// success in Prison opens the Support of the Judiciary window.
func (s *State) returnRoll(ev *evbuf, c int) {
	box := s.loc[c]
	r := s.roll()
	ok := r >= returnChance(c, box)
	e := ev0(EventKindReturnRolled)
	e.Counter, e.From, e.Roll, e.Success = Counter(c), Place(box), uint8(r), ok
	s.emit(ev, pub(e))
	if !ok {
		return
	}
	if box == inPrison && s.openJudiciary(c, false) {
		return
	}
	s.release(ev, c)
}

// pushReturns puts the returns rolls of faction a on the agenda, the
// first on top.
func (s *State) pushReturns(a Faction) {
	lo, hi := countersOf(a)
	away := false // a counter of a's in a box
	for c := lo; c < hi; c++ {
		away = away || s.loc[c] >= NumSpaces
	}
	if !away {
		return
	}
	for b := len(boxOrder) - 1; b >= 0; b-- {
		for c := hi - 1; c >= lo; c-- {
			if s.loc[c] == boxOrder[b] {
				s.todo.push(sReturn, int8(c))
			}
		}
	}
}

// openJudiciary asks the State whether to cancel counter c's release from
// Prison (HOUSE-4.5: after a successful Prison return roll, or when
// Government Protection is played).
func (s *State) openJudiciary(c int, fromCheckpoint bool) bool {
	if !s.eligible(StateFaction) {
		return false
	}
	s.retC, s.lair = int8(c), fromCheckpoint
	s.dec, s.wfac = DecisionSupportOfTheJudiciary, int8(StateFaction)
	return true
}

// release puts counter c in its home city (a Family's) or Palermo (the
// State's: the map's StateCity), facing free (D3). It does not count as a
// move.
func (s *State) release(ev *evbuf, c int) {
	to := s.b().m.StateCity
	if f := ownerOf(c); f != StateFaction {
		to = Place(s.home[f])
	}
	s.place(c, int8(to))
	// a counter a card frees before its return roll has no roll left
	s.todo.drop(sReturn, int8(c))
	e := ev0(EventKindReturned)
	e.Counter, e.Space = Counter(c), Place(to)
	s.emit(ev, pub(e))
}

// applyJudiciary: Support of the Judiciary keeps the counter in Prison, or
// the State lets the release go ahead.
func (s *State) applyJudiciary(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	c := int(s.retC)
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, int8(c), -1)
		e := ev0(EventKindReleaseBlocked)
		e.Counter = Counter(c)
		s.emit(ev, pub(e))
	} else {
		s.release(ev, c)
	}
	if s.lair { // Government Protection at the checkpoint
		s.lair = false
		if !s.nextWindow(DecisionCheckpoint) {
			s.closeCheckpoint(ev)
		}
		return
	}
	s.dec = decisionRunning
}

func validateJudiciary(s *State) error {
	if !validCounter(s.retC) || !isMafioso(int(s.retC)) || s.loc[s.retC] != inPrison {
		return lawOf(rLawJudiciaryWindowContext)
	}
	if s.lair {
		if err := s.checkpointAgenda(); err != nil {
			return err
		}
	} else if err := s.topIs(sReturn, sReturnsCheckpoint, sEndTurn); err != nil {
		return err
	}
	return s.deciderIs(StateFaction)
}
