package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// Section E of the rulebook: the start of a turn with its victory checks,
// the end of a turn, and the result.

// Result is the outcome: the winning faction's seat ranked first, the
// others second, each scored by Score in its unit (the spaces a seat's
// Family controls, the State's remediation in half points). Nobody wins
// when the State reaches its points in the 4-player game (G4) or at the
// house cut-off: every seat then shares rank 0 and there are no winners.
func Result(s State) core.Result {
	if s.dec != DecisionOver {
		return core.Result{}
	}
	n := s.NumPlayers()
	r := core.Result{Scores: make([]int, n), Rank: make([]int, n)}
	for p := range n {
		r.Scores[p] = s.Score(core.Player(p))
	}
	if s.winner < 0 {
		return r
	}
	w := s.seatOf(Faction(s.winner))
	for p := 0; p < n; p++ {
		if core.Player(p) == w {
			r.Winners = append(r.Winners, w)
		} else {
			r.Rank[p] = 1
		}
	}
	return r
}

func (s *State) gameOver(ev *evbuf, winner int8, why Cause) {
	s.dec, s.winner, s.todo = DecisionOver, winner, agenda{}
	e := ev0(EventKindGameOver)
	if winner >= 0 {
		e.Faction = Faction(winner)
	}
	if s.twoP() && s.active() == StateFaction && winner >= 0 {
		e.seatWin = true // the message names the winning player
	}
	e.Cause = why
	s.emit(ev, pub(e))
}

// startTurn checks the end of the game (E, F3, G4) at the start of the
// turn, then resets the turn and puts its steps on the agenda.
func (s *State) startTurn(ev *evbuf) {
	a := s.active()
	switch {
	case int(s.turns) >= s.cfg.maxTurns():
		s.gameOver(ev, -2, CauseCutoff)
		return
	case s.fourP() && s.remediation2(0xF) >= 8:
		s.gameOver(ev, -2, CauseAllLose)
		return
	case a != StateFaction && s.controlled(a) >= s.winTarget():
		s.gameOver(ev, int8(a), CauseControl)
		return
	case a == StateFaction && !s.fourP() && !s.twoP() && s.remediation2(0xF) >= 8:
		s.gameOver(ev, int8(StateFaction), CauseRemediation)
		return
	}
	s.legs, s.decl, s.shoot = [3]leg{}, leg{}, shootout{}
	s.nlegs, s.dice, s.noAir, s.amo, s.rest = 0, [2]uint8{}, false, -1, false
	s.tried, s.blocked, s.acted = 0, 0, 0
	s.target, s.lair, s.wmask = -1, false, 0
	if a == StateFaction && s.twoP() {
		// H6: the Roma cards this player holds now expire at the end of
		// this State turn; cards gained during it are kept until the next.
		p := 5 + int(s.seatOf(StateFaction))
		s.hand[p+2] |= s.hand[p] & deckMask(Roma)
		s.hand[p] &^= deckMask(Roma)
		s.hid[p+2][Roma] += s.hid[p][Roma]
		s.hid[p][Roma] = 0
	}
	e := ev0(EventKindTurnStarted)
	e.Faction = a
	s.emit(ev, pub(e))
	// The turn's steps, the last first: in the 4-player game the State's
	// own slots only roll its returns (HOUSE-6.3b).
	s.todo.push(sEndTurn, 0)
	stateSlot := s.fourP() && a == StateFaction
	if !stateSlot {
		s.todo.push(sEndCheckpoint, 0)
		s.todo.push(sRoll, 0)
		s.todo.push(sReturnsCheckpoint, 0)
	}
	s.pushReturns(a)
	if s.cfg.AllCheckpoints && !stateSlot {
		s.todo.push(sTurnCheckpoint, 0)
	}
}

func (s *State) endTurn(ev *evbuf) {
	if s.fourP() {
		s.returnAll(ev, StateFaction)
	}
	if s.twoP() {
		// H7: drawn SISDE cards go back at the end of the turn; H6: the
		// expiring Roma cards at the end of their holder's State turn.
		for i := 5; i < numHands; i++ {
			s.returnCards(ev, StateFaction, i, deckMask(SISDEDeck))
		}
		if s.active() == StateFaction {
			p := 5 + int(s.seatOf(StateFaction))
			s.returnCards(ev, StateFaction, p+2, ^bitset.Set(0))
			// H10: at the end of a State turn, 4 remediation points against
			// one player's pair of Families make the other player win.
			rv := s.remediation2(famBit(Red)|famBit(Green)) >= 8
			na := s.remediation2(famBit(Black)|famBit(Orange)) >= 8
			switch {
			case rv && na:
				s.gameOver(ev, -2, CauseBothPairs)
				return
			case rv:
				s.gameOver(ev, int8(Black), CauseRedGreenPair)
				return
			case na:
				s.gameOver(ev, int8(Red), CauseBlackOrangePair)
				return
			}
		}
	}
	s.slot = (s.slot + 1) % 6
	s.turns++ // the agenda is empty: the next turn starts
}

// Remediation is the State's remediation points, doubled to stay whole:
// +4 per Boss in Prison, +2 per Boss in the Station, +1 per Picciotto in
// Prison (section E). fams limits the count to those Families (bit f).
func (s *State) remediation2(fams uint8) int {
	pts := 0
	for f := Red; f < numFamilies; f++ {
		if fams&famBit(f) == 0 {
			continue
		}
		b := bossOf(f)
		switch s.loc[b] {
		case inPrison:
			pts += 4
		case inStation:
			pts += 2
		}
		for c := b + 1; c <= b+2; c++ { // the Picciotti
			if s.loc[c] == inPrison {
				pts++
			}
		}
	}
	return pts
}

// winTarget is the number of controlled spaces a Family needs (E1, F3).
func (s *State) winTarget() int {
	if p := s.cfg.players(); p == 3 || p == 2 {
		return 5 // F3, H9
	}
	return 4
}
