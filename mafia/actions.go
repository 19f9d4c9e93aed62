package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5c of the rulebook: control, arrest, detention and the telephone,
// and the rolls for control of D5b.

// askControl offers the owner of a moved Picciotto the roll for control,
// and the State the roll of a moved Carabiniere to remove a control
// counter (D5b: each "can ... by rolling the die once more"), unless
// Config.AutoControlRolls makes the roll automatic. It reports whether the
// decision is now pending.
func (s *State) askControl(c int, sp int8) bool {
	if s.cfg.AutoControlRolls || s.space(sp).Kind == City {
		return false
	}
	switch kindOf(c) {
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return false
		}
	case Carabinieri:
		if s.twoP() || s.ctrl[sp] < 0 {
			return false
		}
	default:
		return false
	}
	f := ownerOf(c)
	if s.seatOf(f) < 0 {
		return false
	}
	s.dec, s.wfac, s.target = DecisionControlRoll, int8(f), int8(c)
	return true
}

// applyControl rolls for the control (or its removal) the owner chose, or
// declines.
func (s *State) applyControl(m Move, ev *evbuf) {
	s.dec = decisionRunning
	c := int(s.target)
	if m.Kind == MoveKindDecline {
		e := ev0(EventKindRollDeclined)
		e.Counter, e.Space = Counter(c), Place(s.loc[c])
		s.emit(ev, pub(e))
		return
	}
	s.control(ev, c, s.loc[c])
}

// control is step (iii)'s control action (D5b, D5c).
func (s *State) control(ev *evbuf, c int, sp int8) {
	if s.space(sp).Kind == City {
		return
	}
	switch kindOf(c) {
	case Boss:
		s.controlAction(ev, ownerOf(c), sp)
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return
		}
		if s.evenRoll(ev, c, sp) {
			s.controlAction(ev, ownerOf(c), sp)
		}
	case Prefetto:
		if s.ctrl[sp] >= 0 {
			// H5: in the 2-player game he always removes them all
			s.romaForAction(ev)
			s.removeControl(ev, sp, !s.cfg.PrefettoRemovesOne || s.twoP())
			s.stateActed(ev, c)
		}
	case Carabinieri:
		// H5: in the 2-player game the CC's removal is a choice in its menu
		if !s.twoP() && s.ctrl[sp] >= 0 && s.evenRoll(ev, c, sp) {
			s.removeControl(ev, sp, false)
			s.stateActed(ev, c)
		}
	}
}

func (s *State) evenRoll(ev *evbuf, c int, sp int8) bool {
	r := s.roll()
	e := ev0(EventKindControlRolled)
	e.Counter, e.Space, e.Roll, e.Success = Counter(c), Place(sp), uint8(r), r%2 == 0
	s.emit(ev, pub(e))
	return r%2 == 0
}

// phone is the telephone action of moved counter c (leg i): the Prefetto
// calls Rome; a Boss calls the USA (sCallUSA), after the State's Wiretap
// window.
func (s *State) phone(ev *evbuf, i, c int, sp int8) {
	if s.space(sp).Kind != Phone {
		return
	}
	switch kindOf(c) {
	case Prefetto:
		s.draw(ev, StateFaction, Roma)
		s.acted |= 1 << uint(c)
	case Boss:
		s.todo.push(sCallUSA, int8(i))
		s.openWindow(DecisionWiretap, famBit(StateFaction))
	}
}

func legalControl(out []Move, s *State, by core.Player) []Move {
	roll := newMove(by, MoveKindRoll)
	roll.Counter = Counter(s.target)
	return append(out, roll, newMove(by, MoveKindDecline))
}

// checkControl: the counter the roll is about rolls, or its owner
// declines.
func checkControl(s *State, m Move) reason {
	switch {
	case m.Kind != MoveKindRoll && m.Kind != MoveKindDecline:
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	case m.Kind == MoveKindRoll && m.Counter != Counter(s.target):
		return whyOf(rNotActor, int(m.Counter), int(s.target))
	}
	return 0
}

func (s *State) place(c int, loc int8) {
	s.loc[c] = loc
	s.head[c] = NoHeading
}

func (s *State) eliminate(ev *evbuf, c int, why Cause, by int) {
	at := s.loc[c]
	s.place(c, onContinent)
	e := ev0(EventKindEliminated)
	e.Counter, e.Cause, e.By, e.Space = Counter(c), why, Counter(by), Place(at)
	s.emit(ev, pub(e))
	if k := kindOf(c); k == Boss || k == Prefetto {
		s.returnAll(ev, ownerOf(c))
	}
}

func (s *State) detain(ev *evbuf, c int, why Cause, by int) {
	at := s.loc[c]
	s.place(c, inStation)
	e := ev0(EventKindDetained)
	e.Counter, e.Cause, e.By, e.Space = Counter(c), why, Counter(by), Place(at)
	s.emit(ev, pub(e))
}

func (s *State) arrest(ev *evbuf, c int, why Cause, by int) {
	at := s.loc[c]
	s.place(c, inPrison)
	e := ev0(EventKindArrested)
	e.Counter, e.Cause, e.By, e.Space = Counter(c), why, Counter(by), Place(at)
	s.emit(ev, pub(e))
}

// controlAction is D5c CONTROL for Family f on space sp: add to its own
// stack, or take one counter off an opposing stack and place its own when
// the last one goes. House rule HOUSE-4.4d: with an empty supply a
// control action still removes but places nothing.
func (s *State) controlAction(ev *evbuf, f Faction, sp int8) {
	if s.space(sp).Kind == City {
		return
	}
	if o := s.ctrl[sp]; o >= 0 && Faction(o) != f {
		s.ctrlN[sp]--
		e := ev0(EventKindControlRemoved)
		e.Faction, e.Space, e.Count = Faction(o), Place(sp), s.ctrlN[sp]
		s.emit(ev, pub(e))
		if s.ctrlN[sp] > 0 {
			return
		}
		s.ctrl[sp] = -1
	}
	if s.supply(f) == 0 {
		return
	}
	s.ctrl[sp] = int8(f)
	s.ctrlN[sp]++
	e := ev0(EventKindControlPlaced)
	e.Faction, e.Space, e.Count = f, Place(sp), s.ctrlN[sp]
	s.emit(ev, pub(e))
}

func (s *State) removeControl(ev *evbuf, sp int8, all bool) {
	for s.ctrl[sp] >= 0 && s.ctrlN[sp] > 0 {
		s.ctrlN[sp]--
		e := ev0(EventKindControlRemoved)
		e.Faction, e.Space, e.Count = Faction(s.ctrl[sp]), Place(sp), s.ctrlN[sp]
		s.emit(ev, pub(e))
		if !all {
			break
		}
	}
	if s.ctrlN[sp] == 0 {
		s.ctrl[sp] = -1
	}
}

func promptControl(s *State) string {
	c := int(s.target)
	if kindOf(c) == Carabinieri {
		return counterWords(c) + " can remove a Mafia control counter from " + s.placeWords(s.loc[c]) + " by rolling the die once more and getting an even result: roll, or decline"
	}
	return counterWords(c) + " can assert control over " + s.placeWords(s.loc[c]) + " by rolling the die once more and getting an even result: roll, or decline"
}

func validateControl(s *State) error {
	if err := s.aboutMover(); err != nil {
		return err
	}
	if err := s.topIs(sTelephone); err != nil {
		return err
	}
	c := int(s.target)
	if k := kindOf(c); k != Picciotto && k != Carabinieri {
		return lawOf(rLawControlRollCounter)
	}
	if s.blocked&(1<<uint(c)) != 0 {
		return lawOf(rLawControlRollBlocked, c)
	}
	return s.deciderIs(ownerOf(c))
}
