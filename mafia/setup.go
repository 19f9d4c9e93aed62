package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Section C of the rulebook, preparation for play: the State's counters, the
// decks, and each Family's home city.

// setupOrder is the order in which Families choose their home cities.
// House rule HOUSE-4.6: calendar order R, N, O, V replaces the
// translator's "oldest player first", which needs the players' ages.
var setupOrder = [numFamilies]Faction{Red, Black, Orange, Green}

// sameSeatHome reports the 2-player rule H1: a player's two Families need
// different home cities.
func (s *State) sameSeatHome(f Faction, sp int8) bool {
	if !s.twoP() {
		return false
	}
	for g := Red; g < numFamilies; g++ {
		if g != f && s.seatOf(g) == s.seatOf(f) && s.home[g] == sp {
			return true
		}
	}
	return false
}

func legalSetup(out []Move, s *State, by core.Player) []Move {
	f := setupOrder[s.setup]
	for sp := 0; sp < NumSpaces; sp++ {
		if s.space(int8(sp)).Kind == City && s.space(int8(sp)).Home&famBit(f) != 0 && !s.sameSeatHome(f, int8(sp)) {
			m := newMove(by, MoveKindHome)
			m.Faction, m.Space = f, Place(sp)
			out = append(out, m)
		}
	}
	return out
}

func checkSetup(s *State, m Move) reason {
	switch {
	case m.Kind != MoveKindHome:
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	case m.Faction < 0 || m.Faction >= numFamilies || m.Faction != setupOrder[s.setup]:
		return s.setupOrderReason(m)
	case m.Space < 0 || m.Space >= NumSpaces || s.space(int8(m.Space)).Kind != City:
		return why(rNotCity)
	case s.space(int8(m.Space)).Home&famBit(m.Faction) == 0:
		return whyOf(rColour, int(m.Faction), int(m.Space))
	case s.sameSeatHome(m.Faction, int8(m.Space)):
		return why(rTwoHomes)
	}
	return 0
}

func promptSetup(s *State) string {
	return "Choose the " + setupOrder[s.setup].String() + " Family's home city, where its Boss and Picciotti start"
}

// applySetup places the Family's Boss and Picciotti in its home city (C2).
func (s *State) applySetup(m Move, ev *evbuf) {
	s.home[m.Faction] = int8(m.Space)
	for k := 0; k < 3; k++ {
		s.place(bossOf(m.Faction)+k, int8(m.Space))
	}
	e := ev0(EventKindHomeChosen)
	e.Faction, e.Space, e.Name = m.Faction, m.Space, s.space(int8(m.Space)).Name
	s.emit(ev, pub(e))
	s.setup++
	if int(s.setup) == numFamilies {
		s.dec = decisionRunning
	}
}

// validateSetup: before the first turn the State's counters stand where
// the preparation (C1) puts them, each Family that chose its home city
// (in setupOrder) has its counters there and the others are not on the
// map yet, and nothing has happened: no control, no card held or seen, no
// turn played, no movement to skip.
func validateSetup(s *State) error {
	start, err := NewWithRNG(s.Config(), core.NewRNG(0))
	if err != nil {
		return lawOf(rLawHomeCityDecisionContext)
	}
	for c := 0; c < cFamily; c++ {
		if s.loc[c] != start.loc[c] || s.head[c] != NoHeading {
			return lawOf(rLawPreparationLayout, c, int(s.loc[c]), int(start.loc[c]))
		}
	}
	for f := Red; f < numFamilies; f++ {
		chosen := int(f) < int(s.setup)
		want := int8(onContinent)
		if chosen {
			want = s.home[f]
		}
		if chosen != (s.home[f] >= 0) {
			return lawOf(rLawHomeCityChosenOutOfTurn, int(f))
		}
		for k := 0; k < 3; k++ {
			if c := bossOf(f) + k; s.loc[c] != want || s.head[c] != NoHeading {
				return lawOf(rLawCountersOutsideHome, c, int(s.loc[c]))
			}
		}
	}
	if s.turns != 0 || s.ctrl != start.ctrl || s.ctrlN != start.ctrlN || s.hand != start.hand || s.known != start.known || s.skip != start.skip {
		return lawOf(rLawPlayBeforeTheFirstTurn)
	}
	return nil
}

// setupOrderReason is the refusal of a home chosen out of turn: the
// Family whose turn it is, and the one named if it is a Family.
func (s *State) setupOrderReason(m Move) reason {
	if m.Faction < 0 || m.Faction >= numFamilies {
		return whyOf(rSetupOrderName, int(setupOrder[s.setup]))
	}
	return whyOf(rSetupOrder, int(setupOrder[s.setup]), int(m.Faction))
}
