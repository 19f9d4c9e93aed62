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
		if s.ph == phPrefetto {
			return "Let " + counterWords(int(s.target)) + " be: no arrest or detention"
		}
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
		return "Remove one control counter from " + s.targetSpace()
	case KUndercover:
		return "Undercover operation: send " + counterWords(int(m.C)) + " back to its home city"
	case KRoll:
		if kindOf(int(s.target)) == Carabinieri {
			return "Roll the die once more: an even result removes a control counter from " + s.targetSpace()
		}
		return "Roll the die once more: an even result asserts control over " + s.targetSpace()
	case KDecline:
		return "Do not roll"
	}
	return m.String()
}

// Prompt is what ToMove(s) decides now, in the rulebook's words; "" when
// the game is over. It reads only public facts, so it is the same on the
// decider's View.
func Prompt(s State) string {
	if s.ph == phOver || s.bd == nil || s.decider() < 0 {
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

// targetSpace is the space of the counter the decision is about, in words.
func (s *State) targetSpace() string {
	if s.target < 0 || s.target >= NumCounters {
		return "its space"
	}
	return s.placeWords(s.loc[s.target])
}
