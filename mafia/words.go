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
	return "the " + Place(l).Name()
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
	case MoveKindHome:
		return "The " + m.Faction.String() + " Family makes " + s.placeWords(int8(m.Space)) + " its home city"
	case MoveKindPass:
		if s.ph == phPrefetto {
			return "Let " + counterWords(int(s.target)) + " be: no arrest or detention"
		}
		return "Pass: play no card now"
	case MoveKindMove:
		c := int(m.Counter)
		var b strings.Builder
		b.WriteString("Move " + counterWords(c) + " " + dieWords[m.Die%3] + " (" + strconv.Itoa(s.dieValue(m.Die%3)) + ")")
		if c >= 0 && c < NumCounters && s.onMap(c) {
			b.WriteString(" from " + s.placeWords(s.loc[c]))
		}
		b.WriteString(" to " + s.placeWords(int8(m.Space)))
		if m.Air {
			b.WriteString(", flying between the airports")
		}
		switch m.Facing {
		case HeadNorth:
			b.WriteString(", facing north along the centre track")
		case HeadSouth:
			b.WriteString(", facing south along the centre track")
		}
		return b.String()
	case MoveKindPlay:
		t := "Play " + m.Card.Name()
		switch targetOf(m.Card) {
		case tgtCounter:
			return t + " on " + counterWords(int(m.Target))
		case tgtSpace:
			return t + " on " + s.placeWords(int8(m.Space))
		case tgtDeltas:
			return t + ": first die " + signedWord(m.DieChanges[0]) + ", second die " + signedWord(m.DieChanges[1])
		}
		return t
	case MoveKindDetain:
		t := "Detain " + counterWords(int(m.Target)) + ": he goes to the Carabinieri Station"
		if m.Lair {
			t += ", playing Discover a Lair in the City"
		}
		return t
	case MoveKindArrest:
		c := int(m.Target)
		if kindOf(c) == Boss {
			t := "Arrest " + counterWords(c) + " with the " + ownerOf(c).String() + " SISDE pair: he goes to Prison"
			if m.Lair {
				t += ", playing Discover a Lair in the City"
			}
			return t
		}
		return "Arrest " + counterWords(c) + ": he goes to Prison"
	case MoveKindConvert:
		c := int(m.Target)
		return "Play the " + ownerOf(c).String() + " SISDE pair: the detention of " + counterWords(c) + " becomes an arrest"
	case MoveKindResist:
		return "Resist the arrest: a shootout with the Carabiniere"
	case MoveKindSubmit:
		return "Submit to the arrest: go to Prison"
	case MoveKindBlock:
		return "Block " + counterWords(int(s.target)) + ": it may not act this turn"
	case MoveKindAllow:
		return "Let " + counterWords(int(s.target)) + " act"
	case MoveKindShoot:
		return capital(counterWords(int(m.Counter))) + " opens fire on " + counterWords(int(m.Target))
	case MoveKindDiscard:
		return "Discard " + m.Card.Name() + ": it goes back to the " + m.Card.Deck().Name() + " deck"
	case MoveKindDone:
		return "Done: no more actions for " + counterWords(int(s.target))
	case MoveKindRemoveControl:
		return "Remove one control counter from " + s.targetSpace()
	case MoveKindUndercover:
		return "Undercover operation: send " + counterWords(int(m.Target)) + " back to its home city"
	case MoveKindRoll:
		if kindOf(int(m.Counter)) == Carabinieri {
			return capital(counterWords(int(m.Counter))) + " rolls the die once more: an even result removes a control counter from " + s.targetSpace()
		}
		return capital(counterWords(int(m.Counter))) + " rolls the die once more: an even result asserts control over " + s.targetSpace()
	case MoveKindDecline:
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
