package mafia

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
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

// Reasons names and words every rule a move can break: its stable
// kebab-case name (core.RuleError.Code), its error kind and its words,
// with {seat}, {n} and {move} (core's) and the game's own placeholders:
// {counter}, {space}, {card}, {faction}, {decision}, {kind} and {unused}
// (the fields a move's kind does not use, set). A UI may show its own words,
// keyed on the name.
var Reasons = core.ReasonTable{
	Game: "mafia",
	Texts: []core.ReasonText{
		rZero:                  {Name: "no-such-move-kind", Kind: core.ErrIllegalMove, Text: "not a move: its kind is not one of the notation's verbs"},
		rUnusedFields:          {Name: "unused-move-fields", Kind: core.ErrIllegalMove, Text: "malformed move: {kind} does not use its {unused}"},
		rWrongKind:             {Name: "wrong-kind-of-move", Kind: core.ErrIllegalMove, Text: "this decision ({decision}) does not take {kind}"},
		rNoCard:                {Name: "no-such-card", Kind: core.ErrIllegalMove, Text: "there is no such card"},
		rNotInHand:             {Name: "card-not-in-hand", Kind: core.ErrIllegalMove, Text: "{card} is not in your hand"},
		rOtherHand:             {Name: "card-in-another-hand", Kind: core.ErrIllegalMove, Text: "{card} is in another of your hands: the {faction} decides now"},
		rCardNotNow:            {Name: "card-not-playable-now", Kind: core.ErrIllegalMove, Text: "{card} cannot be played at this moment: the game waits for {decision} (the card windows)"},
		rCardTarget:            {Name: "card-target", Kind: core.ErrIllegalMove, Text: "that card cannot take that target"},
		rHeliZero:              {Name: "helicopter-changes-nothing", Kind: core.ErrIllegalMove, Text: "Helicopter Operation must change at least one die"},
		rSetupOrder:            {Name: "home-city-order", Kind: core.ErrIllegalMove, Text: "the {faction} chooses its home city now, not the {faction}"},
		rNotCity:               {Name: "home-not-a-city", Kind: core.ErrIllegalMove, Text: "a home base must be a city: Palermo, Catania or Enna"},
		rColour:                {Name: "home-city-colour", Kind: core.ErrIllegalMove, Text: "the colour rule: the {faction} may not choose {space} as its base"},
		rTwoHomes:              {Name: "two-families-one-city", Kind: core.ErrIllegalMove, Text: "a player's two Families must choose different home cities"},
		rNoCounter:             {Name: "no-such-counter", Kind: core.ErrIllegalMove, Text: "there is no such counter"},
		rNotYours:              {Name: "not-the-movers-counter", Kind: core.ErrIllegalMove, Text: "{counter} is not a counter of the {faction}"},
		rStateMoveKind:         {Name: "state-move-counter", Kind: core.ErrIllegalMove, Text: "the reused die moves the Prefetto or a Carabiniere, not {counter}"},
		rOffMap:                {Name: "counter-off-the-map", Kind: core.ErrIllegalMove, Text: "{counter} is not on the map"},
		rSameCounter:           {Name: "split-needs-two-counters", Kind: core.ErrIllegalMove, Text: "moving by one die each needs two different counters"},
		rDieUsed:               {Name: "die-already-used", Kind: core.ErrIllegalMove, Text: "the first counter used that die: the second moves by the other"},
		rEqualDice:             {Name: "equal-dice-write-die-1", Kind: core.ErrIllegalMove, Text: "both dice show {n}: write die-1"},
		rSplitNeedsTwo:         {Name: "no-counter-for-the-other-die", Kind: core.ErrIllegalMove, Text: "no other counter can use the other die: move one counter by the sum"},
		rStateSum:              {Name: "state-move-by-one-die", Kind: core.ErrIllegalMove, Text: "the State counter moves by the value of one of the two dice, not their sum"},
		rNoFlight:              {Name: "only-bosses-and-prefetto-fly", Kind: core.ErrIllegalMove, Text: "only the Bosses and the Prefetto may fly between the airports"},
		rAirClosed:             {Name: "air-link-closed", Kind: core.ErrIllegalMove, Text: "the air link is closed for the rest of this turn (ATI Strike or Bomb at Airport)"},
		rCannotReach:           {Name: "cannot-reach", Kind: core.ErrIllegalMove, Text: "{counter} cannot end on {space} that way with exactly {n} points along the arrows (a move never ends where it started)"},
		rNoSpace:               {Name: "move-ends-off-the-map", Kind: core.ErrIllegalMove, Text: "a move ends on one of the map's {n} spaces"},
		rNotTarget:             {Name: "decision-about-another-counter", Kind: core.ErrIllegalMove, Text: "this decision is about {counter}, not {counter}"},
		rHomeCity:              {Name: "boss-in-home-city", Kind: core.ErrIllegalMove, Text: "{counter} is in his home city: only Discover a Lair in the City allows it"},
		rLairNotHome:           {Name: "lair-outside-home-city", Kind: core.ErrIllegalMove, Text: "Discover a Lair in the City is for a Boss in his home city"},
		rNoPair:                {Name: "no-sisde-pair", Kind: core.ErrIllegalMove, Text: "the SISDE pair of the {faction} is not in your hand"},
		rNoLair:                {Name: "no-lair-card", Kind: core.ErrIllegalMove, Text: "Discover a Lair in the City is not in your hand"},
		rPicciottoArrest:       {Name: "prefetto-arrests-picciotti", Kind: core.ErrIllegalMove, Text: "the Prefetto arrests a Picciotto; he does not detain one"},
		rNotHere:               {Name: "not-in-the-space", Kind: core.ErrIllegalMove, Text: "{counter} is not in the acting counter's space"},
		rTried:                 {Name: "already-tried", Kind: core.ErrIllegalMove, Text: "that arrest or detention was tried already this activities phase"},
		rCantShoot:             {Name: "shootout-not-allowed", Kind: core.ErrIllegalMove, Text: "that shootout is not allowed: Picciotti shoot opposing Picciotti or the SISDE, a Boss an opposing Boss, and the State never starts one"},
		rBlocked:               {Name: "blocked-by-a-boss", Kind: core.ErrIllegalMove, Text: "{counter} was blocked by a Boss and may not act"},
		rNoControl:             {Name: "no-control-to-remove", Kind: core.ErrIllegalMove, Text: "there is no control counter to remove here"},
		rActionNotHere:         {Name: "action-not-open", Kind: core.ErrIllegalMove, Text: "that action is not open to {counter}"},
		rConvertState:          {Name: "convert-on-a-state-turn", Kind: core.ErrIllegalMove, Text: "the SISDE pair turns a detention into an arrest on a State turn"},
		rNotDetained:           {Name: "boss-not-detained", Kind: core.ErrIllegalMove, Text: "{counter} is not detained at the Carabinieri Station"},
		rNotActor:              {Name: "not-the-acting-counter", Kind: core.ErrIllegalMove, Text: "{counter} does not act now: {counter} does"},
		rSetupOrderName:        {Name: "home-city-family-unnamed", Kind: core.ErrIllegalMove, Text: "the {faction} chooses its home city now: name it (red, black, orange or green)"},
		rTargetPrison:          {Name: "target-in-prison", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a mafioso in Prison"},
		rTargetStation:         {Name: "target-at-the-station", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a mafioso detained at the Carabinieri Station"},
		rTargetAmericanBoss:    {Name: "target-controlled-space", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space a Family controls, with a control counter left in that Family's supply"},
		rTargetAmericanBossOwn: {Name: "target-own-controlled-space", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space your Family controls, with a control counter left in its supply"},
		rTargetAMO:             {Name: "target-space-a-mafioso-reached", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space where a mafioso moved this turn ended its move"},
		rTargetNone:            {Name: "card-takes-no-target", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: it takes none"},
		rNotAGame:              {Name: "not-a-game", Kind: core.ErrBadState, Text: "not a game: start one with New"},
		rGameWon:               {Name: "game-won", Kind: core.ErrGameOver, Text: "the {faction} has won"},
		rGameOverNobody:        {Name: "game-over-nobody-won", Kind: core.ErrGameOver, Text: "the game has ended with no winner"},
		rNoDecision:            {Name: "no-decision-pending", Kind: core.ErrIllegalMove, Text: "no decision is pending"},
		rNotYourTurn:           {Name: "not-your-turn", Kind: core.ErrNotYourTurn, Text: "{seat} decides now, not {seat}"},
	},
	Args: map[string]func(int) string{
		"counter":  func(v int) string { return counterName(v) },
		"space":    func(v int) string { return locationName(v) },
		"card":     func(v int) string { return Card(v).Name() },
		"faction":  func(v int) string { return famWord(Faction(v)) },
		"decision": func(v int) string { return Decision(v).String() },
		"kind":     func(v int) string { return MoveKind(v).verb() },
		"unused": func(v int) string {
			var names []string
			for i, name := range strayFieldNames {
				if v&(1<<i) != 0 {
					names = append(names, name)
				}
			}
			// the words of core.UnusedFields after its verb
			_, tail, _ := strings.Cut(core.UnusedFields("", names...), " does not use its ")
			return tail
		},
	},
}
