package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5a of the rulebook: the activities of the moved counters in
// order, steps (i), (ii) and (iii), and a moved counter's actions decision.

// beginActivities puts the steps of leg i's moved counter on the agenda
// (D5a: (i), (ii), (iii), with their checkpoints), unless it was removed
// before its turn came.
func (s *State) beginActivities(i int) {
	l := s.legs[i]
	if s.loc[l.c] != l.to {
		return
	}
	s.tried = 0
	steps := s.ownSteps()
	for k := len(steps) - 1; k >= 0; k-- {
		s.todo.push(steps[k], int8(i))
	}
}

// activityStep runs one step of a moved counter's activities. A counter
// removed from the space it moved to does nothing more: each of its steps
// left is skipped.
func (s *State) activityStep(ev *evbuf, st step) {
	i := int(st.x)
	c, sp := int(s.legs[i].c), s.legs[i].to
	if s.loc[c] != sp {
		return
	}
	switch st.k {
	case sRoadblock:
		if s.amo == sp && isMafioso(c) {
			s.amoRoadblock(ev, c, sp)
		}
	case sSpace:
		s.spaceEffect(ev, c, sp)
	case sCheckpointI, sCheckpointII, sCheckpointIII:
		s.openCheckpoint(cpStep)
	case sReactions:
		s.tried = 0
		s.react(ev, i, c, sp)
	case sPrefettoArrest:
		s.prefettoArrest(ev, c, sp)
	case sBossBlock:
		s.bossBlock(i, c, sp)
	case sActions:
		s.tried = 0
		s.action(ev, i, c, sp)
	case sMoreActions:
		s.offerMenu(c, sp)
	case sPrefettoSweep:
		s.prefettoSweep(ev, i, sp)
	case sControl:
		if !s.askControl(c, sp) {
			s.control(ev, c, sp)
		}
	case sTelephone:
		s.phone(ev, i, c, sp)
	case sCallUSA:
		s.draw(ev, ownerOf(c), USA)
	}
}

// react is step (ii): the counters already in the space react to the
// arrival of counter c (the Prefetto to a Boss or a Picciotto, an opposing
// Boss to a Picciotto, Picciotti with Killers from Las Vegas to the
// Prefetto). House rule HOUSE-4.4c: a block stops the Picciotto's control,
// shootouts and Killers attack, not its resisting arrest. House rule
// HOUSE-4.6: a Picciotto in its home city is not protected (only a Boss
// is).
func (s *State) react(ev *evbuf, i, c int, sp int8) {
	switch kindOf(c) {
	case Boss:
		s.reactToBoss(ev, c, sp)
	case Picciotto:
		s.reactToPicciotto(i, c, sp)
	case Prefetto:
		s.reactToPrefetto(sp)
	}
}

// action is step (iii)'s first part: arrest, detention, investigation or
// shootout (HOUSE-4.4 order: these, then control, then telephone).
func (s *State) action(ev *evbuf, i, c int, sp int8) {
	switch kindOf(c) {
	case Prefetto:
		s.prefettoSweep(ev, i, sp)
		return
	case SISDE:
		s.actSISDE(ev, c, sp)
		return
	}
	s.offerMenu(c, sp)
}

// offerMenu asks the owner of moved counter c for its actions when it has
// any (more than "done").
func (s *State) offerMenu(c int, sp int8) {
	var buf [16]Move
	if len(menuOptions(s, c, sp, buf[:0])) > 1 {
		s.dec, s.wfac, s.target = DecisionActions, int8(ownerOf(c)), int8(c)
	}
}

// menuOptions: the optional actions of moved counter c on sp (step iii).
func menuOptions(s *State, c int, sp int8, out []Move) []Move {
	by := s.seatOf(ownerOf(c))
	out = append(out, newMove(by, MoveKindDone))
	f := ownerOf(c)
	switch kindOf(c) {
	case SISDE:
		for x := cFamily; x < NumCounters; x++ {
			if s.loc[x] == sp {
				m := newMove(by, MoveKindUndercover)
				m.Target = Counter(x)
				out = append(out, m)
			}
		}
	case Carabinieri:
		if s.twoP() && s.ctrl[sp] >= 0 && s.tried&(1<<31) == 0 {
			out = append(out, newMove(by, MoveKindRemoveControl))
		}
		for x := cFamily; x < NumCounters; x++ {
			if s.loc[x] != sp || s.tried&(1<<uint(x)) != 0 {
				continue
			}
			m := newMove(by, MoveKindArrest)
			m.Target = Counter(x)
			if kindOf(x) == Boss {
				m.Kind = MoveKindDetain
				if s.inHome(x) {
					if !s.holds(StateFaction, DiscoverLair) {
						continue
					}
					m.Lair = true
				}
			}
			out = append(out, m)
		}
	case Boss:
		for g := Red; g < numFamilies; g++ {
			if b := bossOf(g); g != f && s.loc[b] == sp {
				m := newMove(by, MoveKindShoot)
				m.Counter, m.Target = Counter(c), Counter(b)
				out = append(out, m)
			}
		}
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return out
		}
		if s.loc[cSISDE] == sp {
			m := newMove(by, MoveKindShoot)
			m.Counter, m.Target = Counter(c), cSISDE
			out = append(out, m)
		}
		for x := cFamily; x < NumCounters; x++ {
			if s.loc[x] == sp && kindOf(x) == Picciotto && ownerOf(x) != f {
				m := newMove(by, MoveKindShoot)
				m.Counter, m.Target = Counter(c), Counter(x)
				out = append(out, m)
			}
		}
	}
	return out
}

func legalMenu(out []Move, s *State, by core.Player) []Move {
	if !validCounter(s.target) || !s.onMap(int(s.target)) {
		return out
	}
	return menuOptions(s, int(s.target), s.loc[s.target], out)
}

func checkMenu(s *State, m Move) reason {
	c := int(s.target)
	sp := s.loc[c]
	f := ownerOf(c)
	k := kindOf(c)
	x := int(m.Target)
	inSpace := func() reason {
		if x < 0 || x >= NumCounters {
			return why(rNoCounter)
		}
		if s.loc[x] != sp {
			return whyOf(rNotHere, int(m.Target))
		}
		return 0
	}
	switch m.Kind {
	case MoveKindDone:
		return 0
	case MoveKindUndercover:
		if k != SISDE {
			return whyOf(rActionNotHere, int(s.target))
		}
		if r := inSpace(); !r.OK() {
			return r
		}
		if !isMafioso(x) {
			return whyOf(rActionNotHere, int(s.target))
		}
		return 0
	case MoveKindRemoveControl:
		if k != Carabinieri || !s.twoP() {
			return whyOf(rActionNotHere, int(s.target))
		}
		if s.ctrl[sp] < 0 || s.tried&(1<<31) != 0 {
			return why(rNoControl)
		}
		return 0
	case MoveKindArrest, MoveKindDetain:
		if k != Carabinieri {
			return whyOf(rActionNotHere, int(s.target))
		}
		if r := inSpace(); !r.OK() {
			return r
		}
		if !isMafioso(x) {
			return whyOf(rActionNotHere, int(s.target))
		}
		if s.tried&(1<<uint(x)) != 0 {
			return why(rTried)
		}
		if kindOf(x) == Picciotto {
			if m.Kind != MoveKindArrest || m.Lair {
				return whyOf(rActionNotHere, int(s.target))
			}
			return 0
		}
		if m.Kind != MoveKindDetain {
			return whyOf(rActionNotHere, int(s.target))
		}
		home := s.inHome(x)
		switch {
		case home && !m.Lair:
			return whyOf(rHomeCity, int(m.Target))
		case !home && m.Lair:
			return why(rLairNotHome)
		case m.Lair && !s.holds(StateFaction, DiscoverLair):
			return why(rNoLair)
		}
		return 0
	case MoveKindShoot:
		if m.Counter != Counter(c) {
			return whyOf(rNotActor, int(m.Counter), int(s.target))
		}
		if r := inSpace(); !r.OK() {
			return r
		}
		switch k {
		case Boss:
			if kindOf(x) == Boss && ownerOf(x) != f {
				return 0
			}
		case Picciotto:
			if s.blocked&(1<<uint(c)) != 0 {
				return whyOf(rBlocked, int(s.target))
			}
			if x == cSISDE || (kindOf(x) == Picciotto && ownerOf(x) != f) {
				return 0
			}
		}
		return why(rCantShoot)
	}
	return whyOf(rWrongKind, int(s.dec), int(m.Kind))
}

// toActivities follows movement: the moved counters' activities go on the
// agenda in the order they moved, after the checkpoint of
// Config.AllCheckpoints, and the State may first play Anti-Mafia
// Operation when a mafioso moved.
func (s *State) toActivities(ev *evbuf) {
	s.dec, s.tried = decisionRunning, 0
	for i := int(s.nlegs) - 1; i >= 0; i-- {
		s.todo.push(sActivities, int8(i))
	}
	if s.cfg.AllCheckpoints {
		s.todo.push(sMovedCheckpoint, 0)
	}
	if s.active() != StateFaction {
		for _, l := range s.legs[:s.nlegs] {
			if isMafioso(int(l.c)) {
				s.openWindow(DecisionAntiMafiaOperation, famBit(StateFaction))
				return
			}
		}
	}
}

func promptMenu(s *State) string {
	c := int(s.target)
	var what string
	switch kindOf(c) {
	case SISDE:
		what = "an undercover operation"
	case Carabinieri:
		what = "an arrest or a detention"
		if s.twoP() {
			what += ", or removing a control counter"
		}
	default:
		what = "a shootout"
	}
	return "Choose the next action of " + counterWords(c) + " at " + s.placeWords(s.loc[c]) + ": " + what + ", or done"
}

// applyMenu: one of the moved counter's actions, or done. A Carabiniere
// that arrested, detained or removed a control counter may act again.
func (s *State) applyMenu(m Move, ev *evbuf) {
	s.dec = decisionRunning
	mover := int(s.target)
	switch m.Kind {
	case MoveKindShoot:
		s.startShootout(ev, mover, int(m.Target), false)
	case MoveKindDetain:
		s.romaForAction(ev)
		s.todo.push(sMoreActions, int8(s.acting()))
		s.tried |= 1 << uint(m.Target)
		if m.Lair {
			s.play(ev, StateFaction, DiscoverLair, int8(m.Target), -1)
		}
		s.stateDetains(ev, mover, int(m.Target), false)
	case MoveKindArrest:
		s.romaForAction(ev)
		s.todo.push(sMoreActions, int8(s.acting()))
		s.tried |= 1 << uint(m.Target)
		s.dec, s.wfac, s.target = DecisionResist, int8(ownerOf(int(m.Target))), int8(m.Target)
	case MoveKindRemoveControl:
		s.romaForAction(ev)
		s.todo.push(sMoreActions, int8(s.acting()))
		s.tried |= 1 << 31
		s.removeControl(ev, s.loc[mover], false)
	case MoveKindUndercover:
		// H8: one mafioso goes back to its home city, facing free
		s.romaForAction(ev)
		x := int(m.Target)
		s.place(x, s.home[ownerOf(x)])
		e := ev0(EventKindReturned)
		e.Counter, e.Space, e.Cause = m.Target, Place(s.home[ownerOf(x)]), CauseUndercover
		s.emit(ev, pub(e))
	}
}

func validateMenu(s *State) error {
	if err := s.aboutMover(); err != nil {
		return err
	}
	if err := s.topIs(sControl); err != nil {
		return err
	}
	if err := s.deciderIs(ownerOf(int(s.target))); err != nil {
		return err
	}
	// The actions are asked only when the moved counter has one besides
	// done (offerMenu): never the Prefetto's (his are his own decision),
	// the SISDE's only in the 2-player game (H8: the undercover operation
	// replaces the investigation).
	c := int(s.target)
	var buf [16]Move
	if k := kindOf(c); k == Prefetto || k == SISDE && !s.twoP() ||
		len(menuOptions(s, c, s.loc[c], buf[:0])) < 2 && !s.mayDetainInLair(c) {
		return lawOf(rLawActionsWithoutAnAction, c)
	}
	return nil
}

// mayDetainInLair says whether Carabiniere c shares its space with an
// untried Boss in his home city, whom it detains only while the State
// holds Discover a Lair in the City (D6a). Its actions are not refused
// whatever the State's hand: a view hides the card, and a deal of the view
// (Determinize) may give it to a Family.
func (s *State) mayDetainInLair(c int) bool {
	if kindOf(c) != Carabinieri {
		return false
	}
	for f := Red; f < numFamilies; f++ {
		if b := bossOf(f); s.loc[b] == s.loc[c] && s.tried&(1<<uint(b)) == 0 && s.inHome(b) {
			return true
		}
	}
	return false
}
