package mafia

// The agenda's laws for a decoded position: its steps are the ones a turn
// puts on, in the order they run, and the pending decision is one a step
// of that agenda opens.

// checkAgenda checks the agenda from its bottom (the end of the turn) up.
func (s *State) checkAgenda() error {
	t := &s.todo
	switch {
	case s.dec == DecisionHomeCity && t.n != 0:
		return lawOf(rLawStepsBeforeFirstTurn)
	case s.dec == DecisionOver && t.n != 0:
		return lawOf(rLawStepsAfterTheEnd)
	case s.dec == DecisionHomeCity || s.dec == DecisionOver:
		return nil
	}
	for i := 0; i < int(t.n); i++ {
		st := t.at[i]
		switch {
		case st.k == sNone || st.k >= numStepKinds:
			return lawOf(rLawNoSuchStep, int(st.k))
		case st.k == sReturn && !validCounter(st.x):
			return lawOf(rLawReturnOfNoCounter, int(st.x))
		case (st.k == sActivities || st.k.isActivity()) && (st.x < 0 || int(st.x) >= int(s.nlegs)):
			return lawOf(rLawActivitiesOfAnUnmovedCounter)
		case st.k != sReturn && st.k != sActivities && !st.k.isActivity() && st.x != 0:
			return lawOf(rLawStepTakesNoCounter, int(st.k))
		}
	}
	for i := int(t.n); i < maxAgenda; i++ {
		if t.at[i] != (step{}) {
			return lawOf(rLawStrayStep)
		}
	}
	a := s.ActiveFaction()
	fourPState := s.fourP() && a == StateFaction
	if t.n == 0 || t.at[0].k != sEndTurn {
		return lawOf(rLawTurnEndsAtTheBottom)
	}
	// the checkpoint at the very start of a turn (Config.AllCheckpoints)
	// lies on top of all the turn's first steps
	n := int(t.n)
	turnStart := t.at[n-1].k == sTurnCheckpoint
	if turnStart {
		if !s.cfg.AllCheckpoints || fourPState {
			return lawOf(rLawStartCheckpointNotOpened)
		}
		n--
	}
	i := 1
	switch {
	case fourPState:
		// the State's own slot in the 4-player game: its returns only
		if s.dice != [2]uint8{} || s.nlegs != 0 {
			return lawOf(rLawMovementInTheStateSlot)
		}
	case i < n && t.at[i].k == sEndCheckpoint:
		i++
		if i < n && t.at[i].k == sRoll {
			// the roll is still to come: no dice, no movement yet
			if s.dice != [2]uint8{} || s.nlegs != 0 {
				return lawOf(rLawMovementBeforeTheRoll)
			}
			i++
			if i < n && t.at[i].k == sReturnsCheckpoint {
				i++
			} else if i < n || turnStart {
				return lawOf(rLawReturnsBeforeTheirCheckpoint)
			}
			break
		}
		if turnStart {
			return lawOf(rLawStartCheckpointBeforeTheRoll)
		}
		var err error
		if i, err = s.checkActivitiesAgenda(i); err != nil {
			return err
		}
		if i < n {
			return lawOf(rLawStepOutOfOrder, int(t.at[i].k))
		}
	default:
		if n != 1 || turnStart {
			return lawOf(rLawEndWithoutItsCheckpoint)
		}
	}
	// the returns still to roll, Prison first, then Station, then
	// Continent, by counter id: every one of the active faction's counters
	// in a box from the next one's place on (all of them before the
	// checkpoint at the start of the turn)
	if i < n || turnStart {
		if i < n && t.at[i].k != sReturn {
			return lawOf(rLawStepOutOfOrder, int(t.at[i].k))
		}
		// the rolls still to come are the last of the turn's: pushReturns
		// puts the first on top
		var all State
		all.loc, all.cfg = s.loc, s.cfg
		all.pushReturns(a)
		m := n - i
		same := m <= int(all.todo.n) && (!turnStart || m == int(all.todo.n))
		for k := 0; same && k < m; k++ {
			same = t.at[i+k] == all.todo.at[k]
		}
		if !same {
			return lawOf(rLawReturnsNotTheActiveFactions)
		}
	}
	return nil
}

// checkActivitiesAgenda checks the activities part of the agenda from
// index i up (above the end's checkpoint) and returns the index past it:
// the activities of the moved counters not yet begun, the last at the
// bottom, then the steps of the one under way, in order.
func (s *State) checkActivitiesAgenda(i int) (int, error) {
	t := &s.todo
	next := int(s.nlegs) - 1 // the leg whose activities come next from the bottom
	for ; i < int(t.n) && t.at[i].k == sActivities; i++ {
		if int(t.at[i].x) != next {
			return i, lawOf(rLawActivitiesOutOfOrder)
		}
		next--
	}
	if i < int(t.n) && t.at[i].k == sMovedCheckpoint {
		if !s.cfg.AllCheckpoints || next != -1 {
			return i, lawOf(rLawMovementCheckpointAfterActivities)
		}
		return i + 1, nil
	}
	if i == int(t.n) || !t.at[i].k.isActivity() {
		return i, nil
	}
	if next < 0 {
		return i, lawOf(rLawActivityBeforeItsActivities)
	}
	// the moved counter's own steps: the last ones of ownSteps, with
	// what a step left for its rest on top
	c := int(s.legs[next].c)
	own := s.ownSteps()
	first := len(own) // the first of its own steps left
	prev := numStepKinds
	for ; i < int(t.n) && t.at[i].k.isActivity(); i++ {
		st := t.at[i]
		if int(st.x) != next {
			return i, lawOf(rLawTwoCountersActivitiesAtOnce)
		}
		if st.k >= prev {
			return i, lawOf(rLawStepOutOfOrder, int(st.k))
		}
		prev = st.k
		at := -1
		for k, ok := range own {
			if ok == st.k {
				at = k
			}
		}
		if at >= 0 {
			if at != first-1 {
				return i, lawOf(rLawOwnStepSkipped, int(st.k))
			}
			first = at
			continue
		}
		var follows stepKind // the own step that leaves it
		ok := false
		switch st.k {
		case sPrefettoArrest, sBossBlock:
			follows, ok = sReactions, kindOf(c) == Picciotto
		case sMoreActions:
			follows, ok = sActions, kindOf(c) == Carabinieri
		case sPrefettoSweep:
			follows, ok = sActions, c == cPrefetto
		case sCallUSA:
			follows, ok = sTelephone, kindOf(c) == Boss
		}
		if !ok {
			return i, lawOf(rLawNotTheCountersStep, int(st.k), c)
		}
		if first == 0 || first > len(own) || own[first-1] != follows {
			return i, lawOf(rLawStepNotJustAboveItsFollowers, int(st.k), int(follows))
		}
	}
	if t.at[i-1].k == sPrefettoArrest && t.at[i-2].k != sBossBlock {
		return i, lawOf(rLawPrefettoArrestAfterBlocks)
	}
	return i, nil
}

// topIs checks that the next step on the agenda is one of ks.
func (s *State) topIs(ks ...stepKind) error {
	top := s.todo.top().k
	for _, k := range ks {
		if top == k {
			return nil
		}
	}
	return lawOf(rLawDecisionNotAfterItsStep, int(s.dec), int(top))
}

// movementAgenda checks that only the end of the turn and its checkpoint
// wait under a movement decision.
func (s *State) movementAgenda() error {
	if s.todo.n != 2 || s.todo.at[1].k != sEndCheckpoint {
		return lawOf(rLawMovementAgenda, int(s.dec))
	}
	return nil
}
