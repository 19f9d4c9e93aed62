package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section D5b BOSS of the rulebook: a Boss blocking the arriving opposing
// Picciotti.

func legalBlock(out []Move, s *State, by core.Player) []Move {
	return append(out, newMove(by, MoveKindBlock), newMove(by, MoveKindAllow))
}

func checkBlock(s *State, m Move) reason {
	if m.Kind != MoveKindBlock && m.Kind != MoveKindAllow {
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	return 0
}

func promptBlock(s *State) string {
	return "The " + s.deciderWords() + "'s Boss may block " + counterWords(int(s.target)) + " from acting this turn, or allow it"
}

// applyBlock: the Boss blocks the arriving Picciotto, or lets it act.
func (s *State) applyBlock(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	s.dec = decisionRunning
	if m.Kind == MoveKindBlock {
		s.blocked |= 1 << uint(s.target)
		e := ev0(EventKindBlocked)
		e.Counter, e.Target = Counter(int8(bossOf(f))), Counter(s.target)
		s.emit(ev, pub(e))
	}
}

func validateBlock(s *State) error {
	if err := s.aboutMover(); err != nil {
		return err
	}
	if err := s.topIs(sBossBlock); err != nil {
		return err
	}
	c := int(s.target)
	if kindOf(c) != Picciotto || s.wfac < 0 || s.wfac >= numFamilies || Faction(s.wfac) == ownerOf(c) || s.loc[bossOf(Faction(s.wfac))] != s.loc[c] {
		return lawOf(rLawBlockDecisionContext)
	}
	return nil
}
