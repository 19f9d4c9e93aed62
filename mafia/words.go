package mafia

import (
	"strconv"
	"strings"
)

// counterWords is counter c in words with its notation: "the red Boss
// (R.B)", "Carabiniere CC2", "the Prefetto".
func counterWords(c int) string {
	switch kindOf(c) {
	case Prefetto:
		return "the Prefetto"
	case SISDE:
		return "the SISDE"
	case Carabinieri:
		return "Carabiniere " + counterName(c)
	case Boss:
		return "the " + ownerOf(c).String() + " Boss (" + counterName(c) + ")"
	}
	return "the " + ownerOf(c).String() + " Picciotto " + counterName(c)
}

// placeWords is a space in words with its id ("Catania (CAT)"), or a box.
func (s *State) placeWords(l int8) string {
	if l >= 0 && l < NumSpaces {
		return s.space(l).Name + " (" + s.space(l).ID + ")"
	}
	return "the " + locationName(int(l))
}

var dieWords = [3]string{"by the sum", "by the first die", "by the second die"}

func signedWord(d int8) string {
	switch {
	case d > 0:
		return "+" + strconv.Itoa(int(d))
	case d < 0:
		return "−" + strconv.Itoa(int(-d))
	}
	return "unchanged"
}

// Describe is m as a sentence for a button or a log, with the printed
// names; it carries every distinction the notation carries, so two legal
// moves never share a description. It reads only what the mover sees.
func Describe(s State, m Move) string {
	switch m.Kind {
	case KHome:
		return "The " + m.Fac.String() + " Family makes " + s.placeWords(int8(m.To)) + " its home city"
	case KPass:
		return "Pass: play no card now"
	case KMove:
		c := int(m.C)
		var b strings.Builder
		b.WriteString("Move " + counterWords(c) + " " + dieWords[m.Die%3] + " (" + strconv.Itoa(s.dieValue(m.Die%3)) + ")")
		if c >= 0 && c < NumCounters && s.onMap(c) {
			b.WriteString(" from " + s.placeWords(s.loc[c]))
		}
		b.WriteString(" to " + s.placeWords(int8(m.To)))
		if m.Air {
			b.WriteString(", flying between the airports")
		}
		switch m.Head {
		case HeadNorth:
			b.WriteString(", facing north along the centre track")
		case HeadSouth:
			b.WriteString(", facing south along the centre track")
		}
		return b.String()
	case KPlay:
		t := "Play " + m.Card.Name()
		switch targetOf(m.Card) {
		case tgtCounter:
			return t + " on " + counterWords(int(m.C))
		case tgtSpace:
			return t + " on " + s.placeWords(int8(m.To))
		case tgtDeltas:
			return t + ": first die " + signedWord(m.Delta[0]) + ", second die " + signedWord(m.Delta[1])
		}
		return t
	case KDetain:
		t := "Detain " + counterWords(int(m.C)) + ": he goes to the Carabinieri Station"
		if m.Lair {
			t += ", playing Discover a Lair in the City"
		}
		return t
	case KArrest:
		c := int(m.C)
		if kindOf(c) == Boss {
			t := "Arrest " + counterWords(c) + " with the " + ownerOf(c).String() + " SISDE pair: he goes to Prison"
			if m.Lair {
				t += ", playing Discover a Lair in the City"
			}
			return t
		}
		return "Arrest " + counterWords(c) + ": he goes to Prison"
	case KConvert:
		c := int(m.C)
		return "Play the " + ownerOf(c).String() + " SISDE pair: the detention of " + counterWords(c) + " becomes an arrest"
	case KResist:
		return "Resist the arrest: a shootout with the Carabiniere"
	case KSubmit:
		return "Submit to the arrest: go to Prison"
	case KBlock:
		return "Block " + counterWords(int(s.target)) + ": it may not act this turn"
	case KAllow:
		return "Let " + counterWords(int(s.target)) + " act"
	case KShoot:
		return "Open fire on " + counterWords(int(m.C))
	case KDiscard:
		return "Discard " + m.Card.Name() + ": it goes back to the " + m.Card.Deck().String() + " deck"
	case KDone:
		return "Done: no more actions for " + counterWords(int(s.target))
	case KUncontrol:
		return "Remove one control counter from " + s.placeWords(s.loc[s.target])
	case KUndercover:
		return "Undercover operation: send " + counterWords(int(m.C)) + " back to its home city"
	case KRoll:
		if kindOf(int(s.target)) == Carabinieri {
			return "Roll the die once more: an even result removes a control counter from " + s.placeWords(s.loc[s.target])
		}
		return "Roll the die once more: an even result asserts control over " + s.placeWords(s.loc[s.target])
	case KDecline:
		return "Do not roll"
	}
	return m.String()
}

// Prompt is what ToMove(s) decides now, in the rulebook's words; "" when
// the game is over. It reads only public facts, so it is the same on the
// decider's View.
func Prompt(s State) string {
	if s.ph == phOver || s.decider() < 0 {
		return ""
	}
	if d := &decisions[s.ph]; d.prompt != nil {
		return capital(d.prompt(&s))
	}
	return ""
}

// capital is t with its first letter upper-case.
func capital(t string) string {
	if t != "" && t[0] >= 'a' && t[0] <= 'z' {
		return string(t[0]-'a'+'A') + t[1:]
	}
	return t
}

func (s *State) deciderWords() string { return famWord(Faction(s.wfac)) }

func promptSetup(s *State) string {
	return "Choose the " + setupOrder[s.setup].String() + " Family's home city, where its Boss and Picciotti start (C2)"
}

func promptMove(s *State) string {
	a := s.ActiveFaction()
	d1, d2 := strconv.Itoa(int(s.dice[0])), strconv.Itoa(int(s.dice[1]))
	switch s.ph {
	case phMove2:
		other := 3 - s.legs[0].die%3
		return "Move another counter of the " + famWord(a) + " " + dieWords[other%3] + " (" + strconv.Itoa(s.dieValue(other)) + ") (D4)"
	case phStateMove:
		return "Move the Prefetto or a Carabiniere by the value of one die (" + d1 + " or " + d2 + ") (G3)"
	}
	return "Move one counter of the " + famWord(a) + " by the sum (" + strconv.Itoa(s.dieValue(0)) + "), or two counters by one die each (" + d1 + " and " + d2 + ") (D4)"
}

func promptWindow(s *State) string {
	who := "The " + s.deciderWords()
	switch s.ph {
	case phJudiciary:
		return who + " may play Support of the Judiciary to keep " + counterWords(int(s.retC)) + " in Prison, or pass"
	case phCheckpoint:
		return who + " may play an \"any time\" card now (" + checkpointWords[s.cp%5] + "), or pass"
	case phHeli:
		return who + " may play Helicopter Operation to change each movement die (" + strconv.Itoa(int(s.dice[0])) + " and " + strconv.Itoa(int(s.dice[1])) + ") by up to 2, or pass"
	case phAir:
		return counterWords(int(s.decl.c)) + " is flying to " + s.placeWords(s.decl.to) + ": the " + s.deciderWords() + " may ground the flight with ATI Strike or Bomb at Airport, or pass"
	case phAMO:
		return who + " may play Anti-Mafia Operation to make a space where a mafioso ended its move a roadblock this turn, or pass"
	case phKillers:
		return who + " may play Killers from Las Vegas to open fire on the Prefetto, or pass"
	case phShootout:
		return "Shootout: " + counterWords(int(s.shoot.att)) + " against " + counterWords(int(s.shoot.tgt)) + "; the " + s.deciderWords() + " may play Special Weapons (a Family) or Leatherheads (the State), or pass"
	case phWiretap:
		return who + " may play Wiretap to stop the call to the USA, or pass"
	}
	return who + " decides"
}

var checkpointWords = [5]string{"after the returns", "after the movement roll", "after movement", "after an activity step", "at the end of the turn"}

func promptNewsLeak(s *State) string {
	return "News leak: the " + s.deciderWords() + " discards one card of its choice (D5d)"
}

func promptPrefetto(s *State) string {
	c := int(s.target)
	if kindOf(c) == Picciotto {
		return "The Prefetto may arrest " + counterWords(c) + " (H4: the State's player need not arrest his own), or pass"
	}
	return "The Prefetto may detain " + counterWords(c) + ", or arrest him with the " + ownerOf(c).String() + " SISDE pair, or pass (D5b PREFETTO)"
}

func promptBlock(s *State) string {
	return "The " + s.deciderWords() + "'s Boss may block " + counterWords(int(s.target)) + " from acting this turn, or allow it (D5b BOSS)"
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

func promptResist(s *State) string {
	return counterWords(int(s.target)) + " is being arrested by a Carabiniere: resist (a shootout) or submit (D5b PICCIOTTI)"
}

func promptControl(s *State) string {
	c := int(s.target)
	if kindOf(c) == Carabinieri {
		return counterWords(c) + " can remove a Mafia control counter from " + s.placeWords(s.loc[c]) + " by rolling the die once more and getting an even result: roll, or decline (D5b CARABINIERI)"
	}
	return counterWords(c) + " can assert control over " + s.placeWords(s.loc[c]) + " by rolling the die once more and getting an even result: roll, or decline (D5b PICCIOTTI)"
}
