package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5a of the rulebook: the activities of the moved counters in
// order, steps (i), (ii) and (iii), and a moved counter's actions decision.

// activities runs D5 for every moved counter in the order it moved, and
// reports whether a decision is pending.
func (s *State) activities(ev *evbuf) bool {
	for guard := 0; guard < 1000; guard++ {
		if int(s.mi) >= int(s.nlegs) {
			s.ph = phEnd
			return false
		}
		l := s.legs[s.mi]
		c, sp := int(l.c), l.to
		if s.st != stBegin && s.st != stNext && s.loc[c] != sp {
			s.st = stNext // removed earlier in the activities: it does nothing
		}
		switch s.st {
		case stBegin:
			s.st, s.sub, s.tried = stAMO, 0, 0
			if s.loc[c] != sp {
				s.st = stNext
			}
		case stAMO:
			s.st = stSpace
			if s.amo == sp && isMafioso(c) {
				s.amoRoadblock(ev, c, sp)
			}
		case stSpace:
			s.st, s.sub = stCP1, 0
			if s.spaceEffect(ev, c, sp) {
				return true
			}
		case stCP1, stCP2, stCP3:
			s.st++
			if s.cfg.AllCheckpoints && s.openCheckpoint(cpStep) {
				return true
			}
		case stReact:
			if s.react(ev, c, sp) {
				return true
			}
			s.st, s.sub, s.tried = stCP2, 0, 0
		case stAction:
			if s.action(ev, c, sp) {
				return true
			}
			s.st, s.sub = stControl, 0
		case stControl:
			if s.sub == 0 {
				if s.askControl(c, sp) {
					return true
				}
				s.control(ev, c, sp)
			}
			s.st, s.sub = stPhone, 0
		case stPhone:
			if s.phone(ev, c, sp) {
				return true
			}
			s.st = stCP3
		default:
			s.mi++
			s.st, s.sub, s.tried = stBegin, 0, 0
		}
	}
	s.ph = phEnd
	return false
}

// react is step (ii): the counters already in the space react to the
// arrival of counter c (the Prefetto to a Boss or a Picciotto, an opposing
// Boss to a Picciotto, Picciotti with Killers from Las Vegas to the
// Prefetto). House rule HOUSE-4.4c: a block stops the Picciotto's control,
// shootouts and Killers attack, not its resisting arrest. House rule
// HOUSE-4.6: a Picciotto in its home city is not protected (only a Boss
// is).
func (s *State) react(ev *evbuf, c int, sp int8) bool {
	switch kindOf(c) {
	case Boss:
		return s.reactToBoss(ev, c, sp)
	case Picciotto:
		return s.reactToPicciotto(ev, c, sp)
	case Prefetto:
		return s.reactToPrefetto(sp)
	}
	return false
}

// action is step (iii)'s first part: arrest, detention, investigation or
// shootout (HOUSE-4.4 order: these, then control, then telephone).
func (s *State) action(ev *evbuf, c int, sp int8) bool {
	switch kindOf(c) {
	case Prefetto:
		return s.actPrefetto(ev, sp)
	case SISDE:
		return s.actSISDE(ev, c, sp)
	}
	if kindOf(c) == Carabinieri {
		s.romaForAction(ev)
	}
	var buf [16]Move
	if len(menuOptions(s, c, sp, buf[:0])) > 1 {
		s.ph, s.wfac, s.target = phMenu, int8(ownerOf(c)), int8(c)
		return true
	}
	return false
}

// menuOptions: the optional actions of moved counter c on sp (step iii).
func menuOptions(s *State, c int, sp int8, out []Move) []Move {
	if s.sub != 0 {
		return out
	}
	by := s.seatOf(ownerOf(c))
	out = append(out, newMove(by, KDone))
	f := ownerOf(c)
	switch kindOf(c) {
	case SISDE:
		for x := CFamily; x < NumCounters; x++ {
			if s.loc[x] == sp {
				m := newMove(by, KUndercover)
				m.C = Counter(x)
				out = append(out, m)
			}
		}
	case Carabinieri:
		if s.twoP() && s.ctrl[sp] >= 0 && s.tried&(1<<31) == 0 {
			out = append(out, newMove(by, KUncontrol))
		}
		for x := CFamily; x < NumCounters; x++ {
			if s.loc[x] != sp || s.tried&(1<<uint(x)) != 0 {
				continue
			}
			m := newMove(by, KArrest)
			m.C = Counter(x)
			if kindOf(x) == Boss {
				m.Kind = KDetain
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
				m := newMove(by, KShoot)
				m.C = Counter(b)
				out = append(out, m)
			}
		}
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return out
		}
		if s.loc[CSISDE] == sp {
			m := newMove(by, KShoot)
			m.C = CSISDE
			out = append(out, m)
		}
		for x := CFamily; x < NumCounters; x++ {
			if kindOf(x) == Picciotto && ownerOf(x) != f && s.loc[x] == sp {
				m := newMove(by, KShoot)
				m.C = Counter(x)
				out = append(out, m)
			}
		}
	}
	return out
}

func legalMenu(out []Move, s *State, by core.Player) []Move {
	if s.target < 0 || int(s.target) >= NumCounters || !s.onMap(int(s.target)) {
		return out
	}
	return menuOptions(s, int(s.target), s.loc[s.target], out)
}

func checkMenu(s *State, m Move) reason {
	c := int(s.target)
	sp := s.loc[c]
	f := ownerOf(c)
	k := kindOf(c)
	x := int(m.C)
	inSpace := func() reason {
		if x < 0 || x >= NumCounters {
			return why(rNoCounter)
		}
		if s.loc[x] != sp {
			return why(rNotHere)
		}
		return reason{}
	}
	switch m.Kind {
	case KDone:
		return reason{}
	case KUndercover:
		if k != SISDE {
			return why(rActionNotHere)
		}
		if r := inSpace(); r.code != rOK {
			return r
		}
		if !isMafioso(x) {
			return why(rActionNotHere)
		}
		return reason{}
	case KUncontrol:
		if k != Carabinieri || !s.twoP() {
			return why(rActionNotHere)
		}
		if s.ctrl[sp] < 0 || s.tried&(1<<31) != 0 {
			return why(rNoControl)
		}
		return reason{}
	case KArrest, KDetain:
		if k != Carabinieri {
			return why(rActionNotHere)
		}
		if r := inSpace(); r.code != rOK {
			return r
		}
		if !isMafioso(x) {
			return why(rActionNotHere)
		}
		if s.tried&(1<<uint(x)) != 0 {
			return why(rTried)
		}
		if kindOf(x) == Picciotto {
			if m.Kind != KArrest || m.Lair {
				return why(rActionNotHere)
			}
			return reason{}
		}
		if m.Kind != KDetain {
			return why(rActionNotHere)
		}
		home := s.inHome(x)
		switch {
		case home && !m.Lair:
			return why(rHomeCity)
		case !home && m.Lair:
			return why(rLairNotHome)
		case m.Lair && !s.holds(StateFaction, DiscoverLair):
			return why(rNoLair)
		}
		return reason{}
	case KShoot:
		if r := inSpace(); r.code != rOK {
			return r
		}
		switch k {
		case Boss:
			if kindOf(x) == Boss && ownerOf(x) != f {
				return reason{}
			}
		case Picciotto:
			if s.blocked&(1<<uint(c)) != 0 {
				return why(rBlocked)
			}
			if x == CSISDE || (kindOf(x) == Picciotto && ownerOf(x) != f) {
				return reason{}
			}
		}
		return why(rCantShoot)
	}
	return why(rWrongKind)
}

// Steps of one moved counter's activities (D5a), in order.
const (
	stBegin   = iota // is the counter still where it ended its move?
	stAMO            // (i) an Anti-Mafia Operation roadblock on its space
	stSpace          // (i) the printed space effect
	stCP1            // checkpoint after (i) (Config.AllCheckpoints)
	stReact          // (ii) counters already present act
	stCP2            // checkpoint after (ii)
	stAction         // (iii) the mover's arrest/detain/investigate/shootout
	stControl        // (iii) control
	stPhone          // (iii) telephone
	stCP3            // checkpoint after (iii)
	stNext           // on to the next moved counter
)

// startActivities follows movement and the Anti-Mafia Operation window.
func (s *State) startActivities() {
	if s.cfg.AllCheckpoints && s.openCheckpoint(cpMoved) {
		return
	}
	s.ph = phAct
}

func (s *State) toActivities(ev *evbuf) {
	s.ph, s.mi, s.st, s.sub, s.tried = phAct, 0, 0, 0, 0
	if s.ActiveFaction() != StateFaction {
		for i := 0; i < int(s.nlegs); i++ {
			if isMafioso(int(s.legs[i].c)) {
				if s.openWindow(phAMO, famBit(StateFaction)) {
					return
				}
				break
			}
		}
	}
	s.startActivities()
}

func promptMenu(s *State) string {
	c := int(s.target)
	var what string
	switch kindOf(c) {
	case SISDE:
		what = "an undercover operation (H8)"
	case Carabinieri:
		what = "an arrest or a detention"
		if s.twoP() {
			what += ", or removing a control counter (H5)"
		}
	default:
		what = "a shootout"
	}
	return "Choose the next action of " + counterWords(c) + " at " + s.placeWords(s.loc[c]) + ": " + what + ", or done"
}

// applyMenu: one of the moved counter's actions, or done.
func (s *State) applyMenu(m Move, ev *evbuf) {
	s.ph = phAct
	mover := int(s.target)
	switch m.Kind {
	case KDone:
		s.sub = 1
	case KShoot:
		s.sub = 1
		s.startShootout(ev, mover, int(m.C), false)
	case KDetain:
		s.tried |= 1 << uint(m.C)
		if m.Lair {
			s.play(ev, StateFaction, DiscoverLair, int8(m.C), -1)
		}
		s.stateDetains(ev, mover, int(m.C), false)
	case KArrest:
		s.tried |= 1 << uint(m.C)
		s.ph, s.wfac, s.target = phResist, int8(ownerOf(int(m.C))), int8(m.C)
	case KUncontrol:
		s.tried |= 1 << 31
		s.removeControl(ev, s.loc[mover], false)
	case KUndercover:
		// H8: one mafioso goes back to its home city, facing free
		s.sub = 1
		x := int(m.C)
		s.place(x, s.home[ownerOf(x)])
		e := ev0(EvReturned)
		e.C, e.Space, e.Cause = m.C, Place(s.home[ownerOf(x)]), CauseUndercover
		ev.Add(pub(e))
	}
}
