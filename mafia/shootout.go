package mafia

// Section D5c SHOOTOUT of the rulebook, with Special Weapons, Leatherheads
// and Killers from Las Vegas.

// startShootout declares a shootout (D5c SHOOTOUT, HOUSE-4.4: one
// attacker against one target) and opens the card window of both sides.
func (s *State) startShootout(ev *evbuf, att, tgt int, resist bool) {
	s.shoot = shootout{att: int8(att), tgt: int8(tgt), resist: resist}
	e := ev0(EventKindShootoutStarted)
	e.Counter, e.Target, e.Space = Counter(att), Counter(tgt), Place(s.loc[att])
	s.emit(ev, pub(e))
	if s.openWindow(DecisionShootout, famBit(ownerOf(att))|famBit(ownerOf(tgt))) {
		return
	}
	s.resolveShootout(ev)
}

// fires reports whether counter x may shoot back at y: the SISDE never
// does; a Boss only at a Boss (D5b).
func firesBack(x, y int) bool {
	switch kindOf(x) {
	case SISDE:
		return false
	case Boss:
		return kindOf(y) == Boss
	}
	return true
}

// resolveShootout rolls for both sides at once: an odd result hits;
// Special Weapons protects unless the roll is 1; Leatherheads hits
// automatically. Hit counters go to the Continent.
func (s *State) resolveShootout(ev *evbuf) {
	sh := s.shoot
	a, t := int(sh.att), int(sh.tgt)
	hits := [2]bool{}
	shooters := [2]int{a, t}
	for side := 0; side < 2; side++ {
		me, other := shooters[side], shooters[1-side]
		if side == 1 && !firesBack(t, a) {
			continue
		}
		r := s.roll()
		hit := sh.lh[side] || (r%2 == 1 && (!sh.sw[1-side] || r == 1))
		hits[1-side] = hit
		e := ev0(EventKindShot)
		e.Counter, e.Target, e.Roll, e.Success = Counter(me), Counter(other), uint8(r), hit
		s.emit(ev, pub(e))
	}
	if hits[1] {
		s.eliminate(ev, t, CauseShot, a)
	}
	if hits[0] {
		s.eliminate(ev, a, CauseShot, t)
	}
	if sh.resist && !hits[0] && !hits[1] {
		// both survive: the CC proceeds with the arrest (D5b CARABINIERI)
		cc, p := t, a
		s.arrest(ev, p, CauseAfterShootout, cc)
		s.stateActed(ev, cc)
	}
	s.dec = decisionRunning
}

// applyKillers: Killers from Las Vegas opens fire on the Prefetto.
func (s *State) applyKillers(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == MoveKindPass {
		s.wmask &^= 1 << uint(f)
		if !s.nextWindow(DecisionKillersFromLasVegas) {
			s.dec = decisionRunning
		}
		return
	}
	s.wmask = 0
	shooter := int(s.target)
	if shooter < 0 {
		for x := bossOf(f) + 1; x < bossOf(f)+3; x++ {
			if s.loc[x] == s.loc[cPrefetto] && s.blocked&(1<<uint(x)) == 0 {
				shooter = x
				break
			}
		}
	}
	s.play(ev, f, m.Card, cPrefetto, -1)
	s.dec = decisionRunning
	if shooter >= 0 {
		s.startShootout(ev, shooter, cPrefetto, false)
	}
}

// applyShootout: Special Weapons or Leatherheads, or a pass.
func (s *State) applyShootout(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	side := 0
	if ownerOf(int(s.shoot.tgt)) == f {
		side = 1
	}
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, -1, -1)
		if m.Card == Leatherheads {
			s.shoot.lh[side] = true
		} else {
			s.shoot.sw[side] = true
		}
	}
	s.wmask &^= 1 << uint(f)
	if !s.nextWindow(DecisionShootout) {
		s.resolveShootout(ev)
	}
}

func validateKillers(s *State) error {
	if !s.onMap(cPrefetto) || s.wfac < 0 || s.wfac >= numFamilies || s.mover() < 0 {
		return lawOf(rLawKillersWindowContext)
	}
	// opened for an arriving Picciotto, the window is about him (he opens
	// fire) and his Prefetto's arrest waits; opened by the Prefetto's
	// arrival, it names no counter and the Prefetto's next step waits
	if s.target >= 0 {
		c := int(s.target)
		if !validCounter(s.target) || c != s.mover() || kindOf(c) != Picciotto || ownerOf(c) != Faction(s.wfac) ||
			s.loc[c] != s.loc[cPrefetto] || s.blocked&(1<<uint(c)) != 0 || s.wmask&^famBit(ownerOf(c)) != 0 {
			return lawOf(rLawKillersWindowCounter)
		}
		if err := s.topIs(sPrefettoArrest); err != nil {
			return err
		}
	} else {
		if s.mover() != cPrefetto {
			return lawOf(rLawKillersWindowWithoutPrefettoArrival)
		}
		if err := s.topIs(s.stepAfter(sReactions)); err != nil {
			return err
		}
	}
	// the Family deciding and those still to ask each have an unblocked
	// Picciotto in the Prefetto's space
	for f := Red; f < numFamilies; f++ {
		if f != Faction(s.wfac) && s.wmask&famBit(f) == 0 {
			continue
		}
		armed := false
		for x := bossOf(f) + 1; x < bossOf(f)+3; x++ {
			armed = armed || s.loc[x] == s.loc[cPrefetto] && s.blocked&(1<<uint(x)) == 0
		}
		if !armed {
			return lawOf(rLawKillersWindowUnarmedFamily, int(f))
		}
	}
	if s.wmask&famBit(StateFaction) != 0 {
		return lawOf(rLawKillersWindowAsksTheState)
	}
	return nil
}

func validateShootout(s *State) error {
	a, t := s.shoot.att, s.shoot.tgt
	switch {
	case !validCounter(a) || !validCounter(t) || a == t || !s.onMap(int(a)) || s.loc[a] != s.loc[t] || s.mover() < 0:
		return lawOf(rLawShootoutWindowContext)
	case s.wfac != int8(ownerOf(int(a))) && s.wfac != int8(ownerOf(int(t))),
		s.wmask&^(famBit(ownerOf(int(a)))|famBit(ownerOf(int(t)))) != 0:
		return lawOf(rLawShootoutWindowAsksOthers)
	}
	return nil
}
