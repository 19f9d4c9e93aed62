package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5b CARABINIERI of the rulebook: a Picciotto resisting or
// submitting to a Carabiniere's arrest.

func legalResist(out []Move, s *State, by core.Player) []Move {
	return append(out, newMove(by, MoveKindResist), newMove(by, MoveKindSubmit))
}

func checkResist(s *State, m Move) reason {
	if m.Kind != MoveKindResist && m.Kind != MoveKindSubmit {
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	return 0
}

func promptResist(s *State) string {
	return counterWords(int(s.target)) + " is being arrested by a Carabiniere: resist (a shootout) or submit"
}

// applyResist: the Picciotto resists (a shootout) or submits (arrested).
func (s *State) applyResist(m Move, ev *evbuf) {
	p := int(s.target)
	cc := int(s.legs[s.acting()].c)
	s.dec = decisionRunning
	if m.Kind == MoveKindResist {
		e := ev0(EventKindArrestResisted)
		e.Counter = Counter(p)
		s.emit(ev, pub(e))
		s.startShootout(ev, p, cc, true)
		return
	}
	s.arrest(ev, p, CauseCarabiniere, cc)
	s.stateActed(ev, cc)
}

func validateResist(s *State) error {
	cc, p := s.mover(), int(s.target)
	if cc < 0 || kindOf(cc) != Carabinieri || !validCounter(s.target) || kindOf(p) != Picciotto || s.loc[p] != s.loc[cc] || !s.onMap(cc) {
		return lawOf(rLawResistDecisionContext)
	}
	if err := s.topIs(sMoreActions); err != nil {
		return err
	}
	return s.deciderIs(ownerOf(p))
}
