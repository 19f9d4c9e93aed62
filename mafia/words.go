package mafia

import (
	"errors"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
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
		if s.dec == DecisionPrefetto {
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
			return t + ": first die " + signedWord(int8(m.FirstDieChange)) + ", second die " + signedWord(int8(m.SecondDieChange))
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
	if s.dec == DecisionOver || s.bd == nil || s.decider() < 0 {
		return ""
	}
	if d := &decisions[s.dec]; d.prompt != nil {
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

// The {rule} placeholder names another rule of the table, so it joins
// the table once the table is made.
func init() {
	Reasons.Args["rule"] = func(v int) string { return strconv.Quote(rcode(v).name()) }
}

// ruleOf is the code of the rule err names (a refusal of this game's
// Reasons), 0 for another error.
func ruleOf(err error) int {
	var re *core.RuleError
	if errors.As(err, &re) {
		for c, t := range Reasons.Texts {
			if t.Name == re.Code {
				return c
			}
		}
	}
	return 0
}

// name is the code's rule name in Reasons ("" for none).
func (c rcode) name() string {
	if int(c) > 0 && int(c) < len(Reasons.Texts) {
		return Reasons.Texts[c].Name
	}
	return ""
}

// lawOf is the refusal of a position that breaks law c: ErrBadState with
// c's name as its Code, in the words of c's entry in Reasons.
func lawOf(c rcode, args ...int) error {
	return Reasons.Err(core.Why(core.ReasonCode(c), args...), nil)
}

// withText is the reason r as an error whose {text} placeholder takes
// text no reason argument can carry (Reasons.ErrText).
func withText(r reason, text string, cause error) error { return Reasons.ErrText(r, text, cause) }

// Reasons names and words every rule a move or a position can break: its stable
// kebab-case name (core.RuleError.Code), its error kind and its words,
// with {seat}, {n} and {move} (core's) and the game's own placeholders:
// {counter}, {space}, {card}, {faction}, {decision}, {kind} and {unused}
// (the fields a move's kind does not use, set). A UI may show its own words,
// keyed on the name.
var Reasons = core.ReasonTable{
	Game: "mafia",
	Texts: []core.ReasonText{
		rZero:                                    {Name: "no-such-move-kind", Kind: core.ErrIllegalMove, Text: "not a move: its kind is not one of the notation's verbs"},
		rUnusedFields:                            {Name: "unused-move-fields", Kind: core.ErrIllegalMove, Text: "malformed move: {kind} does not use its {unused}"},
		rWrongKind:                               {Name: "wrong-kind-of-move", Kind: core.ErrIllegalMove, Text: "this decision ({decision}) does not take {kind}"},
		rNoCard:                                  {Name: "no-such-card", Kind: core.ErrIllegalMove, Text: "there is no such card"},
		rNotInHand:                               {Name: "card-not-in-hand", Kind: core.ErrIllegalMove, Text: "{card} is not in your hand"},
		rOtherHand:                               {Name: "card-in-another-hand", Kind: core.ErrIllegalMove, Text: "{card} is in another of your hands: the {faction} decides now"},
		rCardNotNow:                              {Name: "card-not-playable-now", Kind: core.ErrIllegalMove, Text: "{card} cannot be played at this moment: the game waits for {decision} (the card windows)"},
		rCardTarget:                              {Name: "card-target", Kind: core.ErrIllegalMove, Text: "that card cannot take that target"},
		rHeliZero:                                {Name: "helicopter-changes-nothing", Kind: core.ErrIllegalMove, Text: "Helicopter Operation must change at least one die"},
		rSetupOrder:                              {Name: "home-city-order", Kind: core.ErrIllegalMove, Text: "the {faction} chooses its home city now, not the {faction}"},
		rNotCity:                                 {Name: "home-not-a-city", Kind: core.ErrIllegalMove, Text: "a home base must be a city: Palermo, Catania or Enna"},
		rColour:                                  {Name: "home-city-colour", Kind: core.ErrIllegalMove, Text: "the colour rule: the {faction} may not choose {space} as its base"},
		rTwoHomes:                                {Name: "two-families-one-city", Kind: core.ErrIllegalMove, Text: "a player's two Families must choose different home cities"},
		rNoCounter:                               {Name: "no-such-counter", Kind: core.ErrIllegalMove, Text: "there is no such counter"},
		rNotYours:                                {Name: "not-the-movers-counter", Kind: core.ErrIllegalMove, Text: "{counter} is not a counter of the {faction}"},
		rStateMoveKind:                           {Name: "state-move-counter", Kind: core.ErrIllegalMove, Text: "the reused die moves the Prefetto or a Carabiniere, not {counter}"},
		rOffMap:                                  {Name: "counter-off-the-map", Kind: core.ErrIllegalMove, Text: "{counter} is not on the map"},
		rSameCounter:                             {Name: "split-needs-two-counters", Kind: core.ErrIllegalMove, Text: "moving by one die each needs two different counters"},
		rDieUsed:                                 {Name: "die-already-used", Kind: core.ErrIllegalMove, Text: "the first counter used that die: the second moves by the other"},
		rEqualDice:                               {Name: "equal-dice-write-die-1", Kind: core.ErrIllegalMove, Text: "both dice show {n}: write die-1"},
		rSplitNeedsTwo:                           {Name: "no-counter-for-the-other-die", Kind: core.ErrIllegalMove, Text: "no other counter can use the other die: move one counter by the sum"},
		rStateSum:                                {Name: "state-move-by-one-die", Kind: core.ErrIllegalMove, Text: "the State counter moves by the value of one of the two dice, not their sum"},
		rNoFlight:                                {Name: "only-bosses-and-prefetto-fly", Kind: core.ErrIllegalMove, Text: "only the Bosses and the Prefetto may fly between the airports"},
		rAirClosed:                               {Name: "air-link-closed", Kind: core.ErrIllegalMove, Text: "the air link is closed for the rest of this turn (ATI Strike or Bomb at Airport)"},
		rCannotReach:                             {Name: "cannot-reach", Kind: core.ErrIllegalMove, Text: "{counter} cannot end on {space} that way with exactly {n} points along the arrows (a move never ends where it started)"},
		rNoSpace:                                 {Name: "move-ends-off-the-map", Kind: core.ErrIllegalMove, Text: "a move ends on one of the map's {n} spaces"},
		rNotTarget:                               {Name: "decision-about-another-counter", Kind: core.ErrIllegalMove, Text: "this decision is about {counter}, not {counter}"},
		rHomeCity:                                {Name: "boss-in-home-city", Kind: core.ErrIllegalMove, Text: "{counter} is in his home city: only Discover a Lair in the City allows it"},
		rLairNotHome:                             {Name: "lair-outside-home-city", Kind: core.ErrIllegalMove, Text: "Discover a Lair in the City is for a Boss in his home city"},
		rNoPair:                                  {Name: "no-sisde-pair", Kind: core.ErrIllegalMove, Text: "the SISDE pair of the {faction} is not in your hand"},
		rNoLair:                                  {Name: "no-lair-card", Kind: core.ErrIllegalMove, Text: "Discover a Lair in the City is not in your hand"},
		rPicciottoArrest:                         {Name: "prefetto-arrests-picciotti", Kind: core.ErrIllegalMove, Text: "the Prefetto arrests a Picciotto; he does not detain one"},
		rNotHere:                                 {Name: "not-in-the-space", Kind: core.ErrIllegalMove, Text: "{counter} is not in the acting counter's space"},
		rTried:                                   {Name: "already-tried", Kind: core.ErrIllegalMove, Text: "that arrest or detention was tried already this activities phase"},
		rCantShoot:                               {Name: "shootout-not-allowed", Kind: core.ErrIllegalMove, Text: "that shootout is not allowed: Picciotti shoot opposing Picciotti or the SISDE, a Boss an opposing Boss, and the State never starts one"},
		rBlocked:                                 {Name: "blocked-by-a-boss", Kind: core.ErrIllegalMove, Text: "{counter} was blocked by a Boss and may not act"},
		rNoControl:                               {Name: "no-control-to-remove", Kind: core.ErrIllegalMove, Text: "there is no control counter to remove here"},
		rActionNotHere:                           {Name: "action-not-open", Kind: core.ErrIllegalMove, Text: "that action is not open to {counter}"},
		rConvertState:                            {Name: "convert-on-a-state-turn", Kind: core.ErrIllegalMove, Text: "the SISDE pair turns a detention into an arrest on a State turn"},
		rNotDetained:                             {Name: "boss-not-detained", Kind: core.ErrIllegalMove, Text: "{counter} is not detained at the Carabinieri Station"},
		rNotActor:                                {Name: "not-the-acting-counter", Kind: core.ErrIllegalMove, Text: "{counter} does not act now: {counter} does"},
		rSetupOrderName:                          {Name: "home-city-family-unnamed", Kind: core.ErrIllegalMove, Text: "the {faction} chooses its home city now: name it (red, black, orange or green)"},
		rTargetPrison:                            {Name: "target-in-prison", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a mafioso in Prison"},
		rTargetStation:                           {Name: "target-at-the-station", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a mafioso detained at the Carabinieri Station"},
		rTargetAmericanBoss:                      {Name: "target-controlled-space", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space a Family controls, with a control counter left in that Family's supply"},
		rTargetAmericanBossOwn:                   {Name: "target-own-controlled-space", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space your Family controls, with a control counter left in its supply"},
		rTargetAMO:                               {Name: "target-space-a-mafioso-reached", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: a space where a mafioso moved this turn ended its move"},
		rTargetNone:                              {Name: "card-takes-no-target", Kind: core.ErrIllegalMove, Text: "{card} cannot take that target: it takes none"},
		rNotAGame:                                {Name: "not-a-game", Kind: core.ErrBadState, Text: "not a game: start one with New"},
		rGameWon:                                 {Name: "game-won", Kind: core.ErrGameOver, Text: "the {faction} has won"},
		rGameOverNobody:                          {Name: "game-over-nobody-won", Kind: core.ErrGameOver, Text: "the game has ended with no winner"},
		rNoDecision:                              {Name: "no-decision-pending", Kind: core.ErrIllegalMove, Text: "no decision is pending"},
		rNotYourTurn:                             {Name: "not-your-turn", Kind: core.ErrNotYourTurn, Text: "{seat} decides now, not {seat}"},
		rPositionJSON:                            {Name: "position-json", Kind: core.ErrBadState, Text: "mafia position: {text}"},
		rOtherGame:                               {Name: "other-game", Kind: core.ErrBadState, Text: "a position of {text}, not of \"mafia\""},
		rOtherVersion:                            {Name: "other-version", Kind: core.ErrBadState, Text: "mafia position version {text}: this package reads version {n}"},
		rLawControlRollCounter:                   {Name: "control-roll-counter", Kind: core.ErrBadState, Text: "a roll for control is a Picciotto's or a Carabiniere's"},
		rLawControlRollBlocked:                   {Name: "control-roll-blocked", Kind: core.ErrBadState, Text: "roll for control: {counter} was blocked by a Boss, so it takes no control (HOUSE-4.4c)"},
		rLawStepsBeforeFirstTurn:                 {Name: "steps-before-first-turn", Kind: core.ErrBadState, Text: "steps on the agenda before the first turn"},
		rLawStepsAfterTheEnd:                     {Name: "steps-after-the-end", Kind: core.ErrBadState, Text: "steps on the agenda after the end of the game"},
		rLawNoSuchStep:                           {Name: "no-such-step", Kind: core.ErrBadState, Text: "step kind {n} on the agenda"},
		rLawReturnOfNoCounter:                    {Name: "return-of-no-counter", Kind: core.ErrBadState, Text: "a returns roll for counter {n}"},
		rLawActivitiesOfAnUnmovedCounter:         {Name: "activities-of-an-unmoved-counter", Kind: core.ErrBadState, Text: "activities of a counter that did not move this turn"},
		rLawStepTakesNoCounter:                   {Name: "step-takes-no-counter", Kind: core.ErrBadState, Text: "step {step} takes no counter"},
		rLawStrayStep:                            {Name: "stray-step", Kind: core.ErrBadState, Text: "a stray step above the agenda"},
		rLawTurnEndsAtTheBottom:                  {Name: "turn-ends-at-the-bottom", Kind: core.ErrBadState, Text: "a turn under way has its end at the bottom of the agenda"},
		rLawStartCheckpointNotOpened:             {Name: "start-checkpoint-not-opened", Kind: core.ErrBadState, Text: "the checkpoint at the start of a turn is opened only with Config.AllCheckpoints, and not in the 4-player State's slot"},
		rLawMovementInTheStateSlot:               {Name: "movement-in-the-state-slot", Kind: core.ErrBadState, Text: "dice or movement in the State's own slot of the 4-player game"},
		rLawMovementBeforeTheRoll:                {Name: "movement-before-the-roll", Kind: core.ErrBadState, Text: "dice or movement before the movement roll on the agenda"},
		rLawReturnsBeforeTheirCheckpoint:         {Name: "returns-before-their-checkpoint", Kind: core.ErrBadState, Text: "the returns come before their checkpoint on the agenda"},
		rLawStartCheckpointBeforeTheRoll:         {Name: "start-checkpoint-before-the-roll", Kind: core.ErrBadState, Text: "the checkpoint at the start of a turn comes before its roll"},
		rLawStepOutOfOrder:                       {Name: "step-out-of-order", Kind: core.ErrBadState, Text: "step {step} out of order on the agenda"},
		rLawEndWithoutItsCheckpoint:              {Name: "end-without-its-checkpoint", Kind: core.ErrBadState, Text: "steps above the end of the turn without its checkpoint"},
		rLawReturnsNotTheActiveFactions:          {Name: "returns-not-the-active-factions", Kind: core.ErrBadState, Text: "the returns rolls on the agenda are not the active faction's last counters in the boxes, in order (Prison, Station, Continent, by counter)"},
		rLawActivitiesOutOfOrder:                 {Name: "activities-out-of-order", Kind: core.ErrBadState, Text: "the moved counters' activities are not on the agenda in the order they moved"},
		rLawMovementCheckpointAfterActivities:    {Name: "movement-checkpoint-after-activities", Kind: core.ErrBadState, Text: "the checkpoint after movement comes before every moved counter's activities (Config.AllCheckpoints)"},
		rLawActivityBeforeItsActivities:          {Name: "activity-before-its-activities", Kind: core.ErrBadState, Text: "activity steps of a counter whose activities are on the agenda to begin"},
		rLawTwoCountersActivitiesAtOnce:          {Name: "two-counters-activities-at-once", Kind: core.ErrBadState, Text: "the steps of two moved counters' activities at once"},
		rLawOwnStepSkipped:                       {Name: "own-step-skipped", Kind: core.ErrBadState, Text: "a moved counter's own steps skip one before {step}"},
		rLawNotTheCountersStep:                   {Name: "not-the-counters-step", Kind: core.ErrBadState, Text: "step {step} is not one {counter}'s activities have"},
		rLawStepNotJustAboveItsFollowers:         {Name: "step-not-just-above-its-followers", Kind: core.ErrBadState, Text: "step {step} lies on the agenda only just above the steps after {step}"},
		rLawPrefettoArrestAfterBlocks:            {Name: "prefetto-arrest-after-blocks", Kind: core.ErrBadState, Text: "the Prefetto's arrest of an arriving Picciotto comes before the Bosses' blocks"},
		rLawDecisionNotAfterItsStep:              {Name: "decision-not-after-its-step", Kind: core.ErrBadState, Text: "{decision}: not a decision the next step on the agenda ({step}) follows"},
		rLawMovementAgenda:                       {Name: "movement-agenda", Kind: core.ErrBadState, Text: "{decision}: during movement only the end of the turn and its checkpoint are on the agenda"},
		rLawBlockDecisionContext:                 {Name: "block-decision-context", Kind: core.ErrBadState, Text: "a block is an opposing Boss's decision about an arriving Picciotto in his space"},
		rLawResistDecisionContext:                {Name: "resist-decision-context", Kind: core.ErrBadState, Text: "resisting is a Picciotto's decision about the moved Carabiniere's arrest in its space"},
		rLawActionsWithoutAnAction:               {Name: "actions-without-an-action", Kind: core.ErrBadState, Text: "actions: {counter} has no action here but done (the Prefetto has none, the SISDE only in the 2-player game)"},
		rLawFlightOfACounterThatCannotFly:        {Name: "flight-of-a-counter-that-cannot-fly", Kind: core.ErrBadState, Text: "turn.moved: {counter} flew, but only a Boss or the Prefetto flies (D4)"},
		rLawLegsWithoutDice:                      {Name: "legs-without-dice", Kind: core.ErrBadState, Text: "turn.moved: legs without both movement dice"},
		rLawLegsAgainstTheDice:                   {Name: "legs-against-the-dice", Kind: core.ErrBadState, Text: "turn.moved: one counter by the sum, or two by one die each (D4)"},
		rLawAntiMafiaRoadblockUnreached:          {Name: "anti-mafia-roadblock-unreached", Kind: core.ErrBadState, Text: "turn.anti_mafia_roadblock: {space}, where no mafioso ended its move"},
		rLawBlockedCounterNotAnArrivingPicciotto: {Name: "blocked-counter-not-an-arriving-picciotto", Kind: core.ErrBadState, Text: "turn.blocked: {counter}, but a Boss blocks only an arriving Picciotto (D5b BOSS)"},
		rLawStateDrewForAMafioso:                 {Name: "state-drew-for-a-mafioso", Kind: core.ErrBadState, Text: "turn.state_drew: only State counters draw a Roma card for an action"},
		rLawCounterNowhere:                       {Name: "counter-nowhere", Kind: core.ErrBadState, Text: "{counter} is at location {n}, not on the map or in a box"},
		rLawSisdeOutOfPlay:                       {Name: "sisde-out-of-play", Kind: core.ErrBadState, Text: "the SISDE counter is out of play exactly in the 4-player game (G2)"},
		rLawCounterOutOfPlay:                     {Name: "counter-out-of-play", Kind: core.ErrBadState, Text: "{counter} cannot be out of play"},
		rLawStateCounterInABox:                   {Name: "state-counter-in-a-box", Kind: core.ErrBadState, Text: "{counter} (a State counter) cannot be arrested or detained"},
		rLawNoSuchFacing:                         {Name: "no-such-facing", Kind: core.ErrBadState, Text: "{counter} has facing {n}"},
		rLawControlByNoFamily:                    {Name: "control-by-no-family", Kind: core.ErrBadState, Text: "space {space} is controlled by Family {n}"},
		rLawControlOwnerAndCount:                 {Name: "control-owner-and-count", Kind: core.ErrBadState, Text: "space {space}: control owner and count disagree"},
		rLawControlOfACity:                       {Name: "control-of-a-city", Kind: core.ErrBadState, Text: "city {space} cannot be controlled (D5d)"},
		rLawControlCountersOverEight:             {Name: "control-counters-over-eight", Kind: core.ErrBadState, Text: "the {family} Family has {n} control counters on the map, it owns 8"},
		rLawSetupDoesNotMatchDecision:            {Name: "setup-does-not-match-decision", Kind: core.ErrBadState, Text: "setup counter {n} does not match the decision"},
		rLawHomeCityNotAllowed:                   {Name: "home-city-not-allowed", Kind: core.ErrBadState, Text: "the {family} Family's home, {home}, is not a city it may choose (C2)"},
		rLawHomeBeforeChoosing:                   {Name: "home-before-choosing", Kind: core.ErrBadState, Text: "the {family} Family has a home before choosing it"},
		rLawCountersBeforeHome:                   {Name: "counters-before-home", Kind: core.ErrBadState, Text: "the {family} Family's counters wait off the map until it chooses its home"},
		rLawUnknownCardHeld:                      {Name: "unknown-card-held", Kind: core.ErrBadState, Text: "{hand} holds an unknown card"},
		rLawHandHoldsWrongDeck:                   {Name: "hand-holds-wrong-deck", Kind: core.ErrBadState, Text: "{hand} holds {deck} cards it cannot hold"},
		rLawCardInTwoHands:                       {Name: "card-in-two-hands", Kind: core.ErrBadState, Text: "a card is in two hands"},
		rLawDeckHoldsAnotherDecksCard:            {Name: "deck-holds-another-decks-card", Kind: core.ErrBadState, Text: "the {deck} deck holds a card that is not a {deck} card"},
		rLawCardInTwoPlaces:                      {Name: "card-in-two-places", Kind: core.ErrBadState, Text: "card {card} is in two places"},
		rLawDeckMixesHiddenAndKnown:              {Name: "deck-mixes-hidden-and-known", Kind: core.ErrBadState, Text: "the {deck} deck mixes hidden and known cards"},
		rLawDeckCardsUnaccounted:                 {Name: "deck-cards-unaccounted", Kind: core.ErrBadState, Text: "the {deck} deck's 8 cards are not all accounted for ({n})"},
		rLawKnowledgeOfNoSeat:                    {Name: "knowledge-of-no-seat", Kind: core.ErrBadState, Text: "seat {seat} of a {n}-player game knows cards"},
		rLawKnowledgeOfNoHand:                    {Name: "knowledge-of-no-hand", Kind: core.ErrBadState, Text: "{seat} knows cards that are not in another seat's hand"},
		rLawViewShowsAnothersKnowledge:           {Name: "view-shows-anothers-knowledge", Kind: core.ErrBadState, Text: "a view shows what another seat knows"},
		rLawCalendarAgainstTurns:                 {Name: "calendar-against-turns", Kind: core.ErrBadState, Text: "calendar {calendar} after {n} turns: the calendar moves one slot a turn from R ({calendar})"},
		rLawNoSuchCheckpoint:                     {Name: "no-such-checkpoint", Kind: core.ErrBadState, Text: "checkpoint kind {n}"},
		rLawCalendarDecisionOrWindowOutOfRange:   {Name: "calendar-decision-or-window-out-of-range", Kind: core.ErrBadState, Text: "calendar, phase or window out of range"},
		rLawDiceRoadblockOrWinnerOutOfRange:      {Name: "dice-roadblock-or-winner-out-of-range", Kind: core.ErrBadState, Text: "dice, Anti-Mafia space or winner out of range"},
		rLawDiceRolledApart:                      {Name: "dice-rolled-apart", Kind: core.ErrBadState, Text: "turn.dice: {n} and {n}: the two movement dice are rolled together (D4), so both are given or neither"},
		rLawDecisionFieldsOutOfRange:             {Name: "decision-fields-out-of-range", Kind: core.ErrBadState, Text: "decision fields out of range"},
		rLawLegOutOfRange:                        {Name: "leg-out-of-range", Kind: core.ErrBadState, Text: "movement leg {n} out of range"},
		rLawGameOverWithoutResult:                {Name: "game-over-without-result", Kind: core.ErrBadState, Text: "a finished game needs a result"},
		rLawWrongFactionDecides:                  {Name: "wrong-faction-decides", Kind: core.ErrBadState, Text: "{decision}: the {faction} decides, not the {faction}"},
		rLawWindowAsksOthers:                     {Name: "window-asks-others", Kind: core.ErrBadState, Text: "{decision}: only the State is asked"},
		rLawDecisionNotAboutTheMover:             {Name: "decision-not-about-the-mover", Kind: core.ErrBadState, Text: "{decision}: the decision is about the moved counter whose activities are under way, in the space it reached"},
		rLawBadRules:                             {Name: "bad-rules", Kind: core.ErrBadState, Text: "rules: {text}"},
		rLawNoRng:                                {Name: "no-rng", Kind: core.ErrBadState, Text: "rng: a full state holds its chance to come"},
		rLawViewWithRng:                          {Name: "view-with-rng", Kind: core.ErrBadState, Text: "rng: a view holds no RNG"},
		rLawEmptyRng:                             {Name: "empty-rng", Kind: core.ErrBadState, Text: "rng: the zero RNG is no chance to come (give a seed, \"seed\": n)"},
		rLawViewNotASeat:                         {Name: "view-not-a-seat", Kind: core.ErrBadState, Text: "view of seat {seat}, not a seat of this game"},
		rLawTurnsOutOfRange:                      {Name: "turns-out-of-range", Kind: core.ErrBadState, Text: "turns {n} out of range"},
		rLawWinnerBeforeTheEnd:                   {Name: "winner-before-the-end", Kind: core.ErrBadState, Text: "winner: a winner before the game is over"},
		rLawCheckpointUnnamed:                    {Name: "checkpoint-unnamed", Kind: core.ErrBadState, Text: "decisions: a checkpoint's decision names the checkpoint open (start-of-turn, after-returns, after-roll, after-movement, after-step or end-of-turn)"},
		rLawCheckpointNamedNoneOpen:              {Name: "checkpoint-named-none-open", Kind: core.ErrBadState, Text: "decisions: a checkpoint named, but no checkpoint is open"},
		rLawDecisionEntry:                        {Name: "decision-entry", Kind: core.ErrBadState, Text: "decisions: each is an object with its \"decision\" kind"},
		rLawDecisionsPastOne:                     {Name: "decisions-past-one", Kind: core.ErrBadState, Text: "decisions: {n} entries, more than 1 (a Mafia position has one decision pending at a time)"},
		rLawNotASeatsDecision:                    {Name: "not-a-seats-decision", Kind: core.ErrBadState, Text: "decisions: \"{decision}\" is not a decision a seat makes"},
		rLawToAskTwice:                           {Name: "to-ask-twice", Kind: core.ErrBadState, Text: "decisions: to_ask names the {faction} twice"},
		rLawDecisionDisagrees:                    {Name: "decision-disagrees", Kind: core.ErrBadState, Text: "decision: \"{decision}\", but the decision on top of decisions is \"{decision}\""},
		rLawPhaseDisagrees:                       {Name: "phase-disagrees", Kind: core.ErrBadState, Text: "phase: \"{phase}\", but the decision is in the \"{phase}\" phase (\"{decision}\")"},
		rLawActiveDisagrees:                      {Name: "active-disagrees", Kind: core.ErrBadState, Text: "active: {seat}, but it is the turn of {seat}"},
		rLawDecisionSeatDisagrees:                {Name: "decision-seat-disagrees", Kind: core.ErrBadState, Text: "decisions: the seat deciding is {seat}, not {seat}"},
		rLawStateSeatInFourPlayerGame:            {Name: "state-seat-in-four-player-game", Kind: core.ErrBadState, Text: "factions.{family}.seat: {seat}, but nobody plays the State in the 4-player game"},
		rLawFactionSeatDisagrees:                 {Name: "faction-seat-disagrees", Kind: core.ErrBadState, Text: "factions.{family}.seat: {seat}, but {seat} plays it now"},
		rLawPlayerCount:                          {Name: "player-count", Kind: core.ErrBadState, Text: "players: {n} entries for {n} seats"},
		rLawPlayerSeatOrder:                      {Name: "player-seat-order", Kind: core.ErrBadState, Text: "players: entry {n} is seat {seat}'s, in seat order"},
		rLawStateCardsOutsideTwoPlayerGame:       {Name: "state-cards-outside-two-player-game", Kind: core.ErrBadState, Text: "players[{n}].state_cards: only the 2-player game's seats hold State cards (H6)"},
		rLawHiddenCardInAFullState:               {Name: "hidden-card-in-a-full-state", Kind: core.ErrBadState, Text: "{text}: a hidden card in a full state (only a view hides cards)"},
		rLawHiddenCardWithoutOrigin:              {Name: "hidden-card-without-origin", Kind: core.ErrBadState, Text: "{text}: \"hidden\" is not a card here"},
		rLawCardSetOrder:                         {Name: "card-set-order", Kind: core.ErrBadState, Text: "{text}: a set of cards lists each once, in id order, hidden cards last by deck"},
		rLawStateHome:                            {Name: "state-home", Kind: core.ErrBadState, Text: "factions.state.home: the State has no home city"},
		rLawHomeNotASpace:                        {Name: "home-not-a-space", Kind: core.ErrBadState, Text: "factions.{family}.home: {space} is not a space of the map"},
		rLawHomesOutOfOrder:                      {Name: "homes-out-of-order", Kind: core.ErrBadState, Text: "factions: the Families choose their homes in the order red, black, orange, green (HOUSE-4.6)"},
		rLawCounterPlace:                         {Name: "counter-place", Kind: core.ErrBadState, Text: "counters: {counter} at {space}"},
		rLawControlOfNoSpace:                     {Name: "control-of-no-space", Kind: core.ErrBadState, Text: "control: {space} is not a space of the map"},
		rLawControlEntry:                         {Name: "control-entry", Kind: core.ErrBadState, Text: "control of {space}: a Family's control counters, 1 to 8"},
		rLawHiddenCardInAFullDeck:                {Name: "hidden-card-in-a-full-deck", Kind: core.ErrBadState, Text: "decks.{deck}: a hidden card in a full state (only a view hides the decks)"},
		rLawNoSuchDieValue:                       {Name: "no-such-die-value", Kind: core.ErrBadState, Text: "turn.dice: {n}, a die counts 1 to 6 (8 after Helicopter Operation)"},
		rLawCounterMovedTwice:                    {Name: "counter-moved-twice", Kind: core.ErrBadState, Text: "turn.moved: {counter} moved twice"},
		rLawStateMoveBeforeTheFamilys:            {Name: "state-move-before-the-familys", Kind: core.ErrBadState, Text: "turn.moved: {counter}'s State move comes after the Family's movement, as the turn's last leg"},
		rLawAntiMafiaRoadblockNotASpace:          {Name: "anti-mafia-roadblock-not-a-space", Kind: core.ErrBadState, Text: "turn.anti_mafia_roadblock: {space} is not a space of the map"},
		rLawFlightWithoutItsDecision:             {Name: "flight-without-its-decision", Kind: core.ErrBadState, Text: "turn: a declared flight and the decision it was declared in go together"},
		rLawShootoutEntry:                        {Name: "shootout-entry", Kind: core.ErrBadState, Text: "turn.shootout: an attacker and a target"},
		rLawCounterSetOrder:                      {Name: "counter-set-order", Kind: core.ErrBadState, Text: "{text}: a set of counters lists each once, in id order"},
		rLawLegEntry:                             {Name: "leg-entry", Kind: core.ErrBadState, Text: "{text}: a leg gives its \"counter\", its \"die\" and where it went, \"to\""},
		rLawLegOffTheMap:                         {Name: "leg-off-the-map", Kind: core.ErrBadState, Text: "{text}: {counter} to {space}, a counter to a space of the map"},
		rLawStepEntry:                            {Name: "step-entry", Kind: core.ErrBadState, Text: "turn.steps: each is an object with its \"step\" kind"},
		rLawReturnStepWithoutCounter:             {Name: "return-step-without-counter", Kind: core.ErrBadState, Text: "turn.steps: a return names its counter"},
		rLawActivityStepWithoutCounter:           {Name: "activity-step-without-counter", Kind: core.ErrBadState, Text: "turn.steps: {step} names the moved counter"},
		rLawStepOfAnUnmovedCounter:               {Name: "step-of-an-unmoved-counter", Kind: core.ErrBadState, Text: "turn.steps: {step} {counter}, which did not move this turn (turn.moved)"},
		rLawViewHidesOwnHand:                     {Name: "view-hides-own-hand", Kind: core.ErrBadState, Text: "{view} hides cards of the viewer's own hand"},
		rLawViewShowsAnotherHand:                 {Name: "view-shows-another-hand", Kind: core.ErrBadState, Text: "{view} shows cards of another hand the viewer has not seen"},
		rLawViewShowsDeckOrder:                   {Name: "view-shows-deck-order", Kind: core.ErrBadState, Text: "a view shows the order of the {deck} deck"},
		rLawDecisionRunsByItself:                 {Name: "decision-runs-by-itself", Kind: core.ErrBadState, Text: "\"{decision}\" runs by itself: a position is a decision point (or the game is over)"},
		rLawNobodyDecides:                        {Name: "nobody-decides", Kind: core.ErrBadState, Text: "nobody decides in this position"},
		rLawDecisionSetsUnusedFields:             {Name: "decision-sets-unused-fields", Kind: core.ErrBadState, Text: "the position sets a decider, a counter, a shootout, a flight, a release, a checkpoint or factions to ask that the decision \"{decision}\" does not use"},
		rLawDecisionWithoutLegalMove:             {Name: "decision-without-legal-move", Kind: core.ErrBadState, Text: "the decision \"{decision}\" has no legal move here"},
		rLawHelicopterWindowContext:              {Name: "helicopter-window-context", Kind: core.ErrBadState, Text: "Helicopter Operation window outside the movement roll"},
		rLawHelicopterWindowDice:                 {Name: "helicopter-window-dice", Kind: core.ErrBadState, Text: "turn.dice: {n} and {n} in the Helicopter Operation window, before any card changed them: a die shows 1 to 6"},
		rLawMovementBeforeTheDice:                {Name: "movement-before-the-dice", Kind: core.ErrBadState, Text: "movement before the dice are rolled"},
		rLawFirstLegAfterALeg:                    {Name: "first-leg-after-a-leg", Kind: core.ErrBadState, Text: "a first movement leg after a leg was made"},
		rLawSecondLegWithoutAFirst:               {Name: "second-leg-without-a-first", Kind: core.ErrBadState, Text: "second movement leg without a first by one die"},
		rLawStateMoveOutsideFourPlayerGame:       {Name: "state-move-outside-four-player-game", Kind: core.ErrBadState, Text: "State counter move outside the 4-player game"},
		rLawFlightWindowWithoutFlight:            {Name: "flight-window-without-flight", Kind: core.ErrBadState, Text: "air window without a declared flight"},
		rLawFlightBeforeTheDice:                  {Name: "flight-before-the-dice", Kind: core.ErrBadState, Text: "a flight declared before the movement dice are rolled (D4)"},
		rLawFlightWindowAsksTheMover:             {Name: "flight-window-asks-the-mover", Kind: core.ErrBadState, Text: "the flight's window asks the other factions, not the mover"},
		rLawDeclaredFlightCounter:                {Name: "declared-flight-counter", Kind: core.ErrBadState, Text: "the declared flight's counter is not a Boss or the Prefetto on the map"},
		rLawFlightDecisionContext:                {Name: "flight-decision-context", Kind: core.ErrBadState, Text: "the declared flight's {decision} decision breaks the law {rule}"},
		rLawFlightNotALegalMove:                  {Name: "flight-not-a-legal-move", Kind: core.ErrBadState, Text: "the declared flight {move} is not a move of the {decision} decision: it breaks the rule {rule}"},
		rLawPrefettoDecisionContext:              {Name: "prefetto-decision-context", Kind: core.ErrBadState, Text: "the Prefetto's decision is about a mafioso in his space"},
		rLawJudiciaryWindowContext:               {Name: "judiciary-window-context", Kind: core.ErrBadState, Text: "Support of the Judiciary window without a mafioso leaving Prison"},
		rLawHomeCityDecisionContext:              {Name: "home-city-decision-context", Kind: core.ErrBadState, Text: "the home-city decision: the position's rules start no game"},
		rLawPreparationLayout:                    {Name: "preparation-layout", Kind: core.ErrBadState, Text: "{counter} stands on {space} before the first turn, but the preparation (C1) puts it on {space}"},
		rLawHomeCityChosenOutOfTurn:              {Name: "home-city-chosen-out-of-turn", Kind: core.ErrBadState, Text: "the {faction} has chosen its home city exactly when its turn to choose has passed (the order red, black, orange, green)"},
		rLawCountersOutsideHome:                  {Name: "counters-outside-home", Kind: core.ErrBadState, Text: "{counter} stands on {space} before the first turn: a Family's counters start in its home city, once it has chosen one"},
		rLawPlayBeforeTheFirstTurn:               {Name: "play-before-the-first-turn", Kind: core.ErrBadState, Text: "control, cards held or seen, turns played or a lost movement before the first turn"},
		rLawKillersWindowContext:                 {Name: "killers-window-context", Kind: core.ErrBadState, Text: "Killers window without the Prefetto on the map and a Family"},
		rLawKillersWindowCounter:                 {Name: "killers-window-counter", Kind: core.ErrBadState, Text: "a Killers window is about the arriving Picciotto, in the Prefetto's space, of the Family deciding"},
		rLawKillersWindowWithoutPrefettoArrival:  {Name: "killers-window-without-prefetto-arrival", Kind: core.ErrBadState, Text: "a Killers window about no counter is opened by the Prefetto's arrival"},
		rLawKillersWindowUnarmedFamily:           {Name: "killers-window-unarmed-family", Kind: core.ErrBadState, Text: "Killers window for the {faction}, without a Picciotto in the Prefetto's space"},
		rLawKillersWindowAsksTheState:            {Name: "killers-window-asks-the-state", Kind: core.ErrBadState, Text: "Killers window asking the State: Killers from Las Vegas is a Family's card"},
		rLawShootoutWindowContext:                {Name: "shootout-window-context", Kind: core.ErrBadState, Text: "shootout window without two counters in one space"},
		rLawShootoutWindowAsksOthers:             {Name: "shootout-window-asks-others", Kind: core.ErrBadState, Text: "a shootout's window asks the two sides"},
		rLawNewsLeakContext:                      {Name: "news-leak-context", Kind: core.ErrBadState, Text: "news leak without a moved counter on the news leak"},
		rLawNewsLeakEmptyHand:                    {Name: "news-leak-empty-hand", Kind: core.ErrBadState, Text: "news leak with an empty hand"},
		rLawCheckpointAsksNobody:                 {Name: "checkpoint-asks-nobody", Kind: core.ErrBadState, Text: "checkpoint without a faction to ask"},
		rLawCheckpointNotOpened:                  {Name: "checkpoint-not-opened", Kind: core.ErrBadState, Text: "checkpoint {checkpoint} is opened only with Config.AllCheckpoints"},
		rLawWindowBeforeTheActivities:            {Name: "window-before-the-activities", Kind: core.ErrBadState, Text: "the checkpoint {checkpoint}: before the activities"},
		rLawWindowNotAtTheEnd:                    {Name: "window-not-at-the-end", Kind: core.ErrBadState, Text: "the checkpoint {checkpoint}: only the end of the turn is left on the agenda"},
		rLawAntiMafiaWindowContext:               {Name: "anti-mafia-window-context", Kind: core.ErrBadState, Text: "Anti-Mafia Operation: the window opens after movement, before the activities"},
		rLawAntiMafiaWindowWithoutMafioso:        {Name: "anti-mafia-window-without-mafioso", Kind: core.ErrBadState, Text: "Anti-Mafia Operation window without a moved mafioso"},
		rLawWiretapWindowContext:                 {Name: "wiretap-window-context", Kind: core.ErrBadState, Text: "Wiretap window without a Boss calling from a telephone"},
	},
	Args: map[string]func(int) string{
		"text":       func(int) string { return "the text" }, // a position law's words, carried by withText
		"counter":    func(v int) string { return counterName(v) },
		"space":      func(v int) string { return locationName(v) },
		"card":       func(v int) string { return Card(v).Name() },
		"faction":    func(v int) string { return famWord(Faction(v)) },
		"decision":   func(v int) string { return Decision(v).String() },
		"kind":       func(v int) string { return MoveKind(v).verb() },
		"family":     func(v int) string { return Faction(v).String() },
		"hand":       handName,
		"deck":       func(v int) string { return Deck(v).String() },
		"step":       func(v int) string { return steps.String(stepKind(v)) },
		"calendar":   func(v int) string { return calendarSlots.String(calendarSlot(v)) },
		"checkpoint": func(v int) string { return checkpoints.String(checkpointID(v)) },
		"phase":      func(v int) string { return Phase(v).String() },
		"view":       func(v int) string { return viewWords(core.Player(v)) },
		"home": func(v int) string {
			if v < 0 || v >= NumSpaces {
				return "no space"
			}
			return locationName(v)
		},
		"unused": func(v int) string {
			var names []string
			for i, name := range strayFieldNames {
				if v&(1<<i) != 0 {
					names = append(names, name)
				}
			}
			// the words of codec.UnusedFields after its verb
			_, tail, _ := strings.Cut(codec.UnusedFields("", names...), " does not use its ")
			return tail
		},
	},
}

// viewWords names a View by its viewer: "P1's view", "a spectator's view".
func viewWords(p core.Player) string {
	if p < 0 {
		return "a spectator's view"
	}
	return p.String() + "'s view"
}
