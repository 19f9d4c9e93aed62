package mafia

import (
	"iter"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// The identifiers declared as tables (internal/ids): every id's spelling
// (its notation: String, MarshalText, ParseX), its name as printed (Name)
// and its rules text (Text), with the type's none (spelt "none", never
// written). Every method below is one line that reads the table, and each
// type's plural (Factions, Decks, Headings, Dies) yields its real ids, in
// order.
var (
	cards = ids.New(ids.Spec[Card]{What: "card", Kind: core.ErrBadNotation, IDs: cardIDs(),
		Hidden: &ids.Entry[Card]{ID: HiddenCard, Name: "a hidden card", Text: "a card its viewer may not see"}})
	counters = ids.New(ids.Spec[Counter]{What: "counter", Kind: core.ErrBadNotation, IDs: counterIDs(),
		None: &ids.Entry[Counter]{ID: NoCounter, Name: "no counter", Text: "no counter"}})
	factions = ids.New(ids.Spec[Faction]{What: "faction", Kind: core.ErrBadNotation, IDs: []ids.Entry[Faction]{
		{ID: Red, Spelling: "red", Name: "the red Family", Text: familyText},
		{ID: Black, Spelling: "black", Name: "the black Family", Text: familyText},
		{ID: Orange, Spelling: "orange", Name: "the orange Family", Text: familyText},
		{ID: Green, Spelling: "green", Name: "the green Family", Text: familyText},
		{ID: StateFaction, Spelling: "state", Name: "the State", Text: "The State: the Prefetto, the SISDE and three Carabinieri; it wins with 4 remediation points at the start of its turn (E2)."},
	}, None: &ids.Entry[Faction]{ID: NoFaction, Name: "nobody", Text: "no faction"}})
	decks = ids.New(ids.Spec[Deck]{What: "deck", Kind: core.ErrBadNotation, IDs: []ids.Entry[Deck]{
		{ID: Roma, Spelling: "roma", Name: "Roma", Text: "The State's event cards: the result of the Prefetto calling Rome."},
		{ID: USA, Spelling: "usa", Name: "USA", Text: "The Families' event cards: a Boss contacting criminal allies in the USA."},
		{ID: SISDEDeck, Spelling: "sisde", Name: "SISDE", Text: "Evidence: two clues per Family; both let the Prefetto arrest that Family's Boss."},
	}})
	facings = ids.New(ids.Spec[Heading]{What: "facing", Kind: core.ErrBadNotation, IDs: []ids.Entry[Heading]{
		{ID: HeadNorth, Spelling: "N", Name: "north", Text: "Moving north along the centre track: it keeps this direction until it leaves the track."},
		{ID: HeadSouth, Spelling: "S", Name: "south", Text: "Moving south along the centre track: it keeps this direction until it leaves the track."},
	}, None: &ids.Entry[Heading]{ID: NoHeading, Name: "no facing", Text: "Free to leave the centre track either way (after setup, a return, or off the track)."}})
	dies = ids.New(ids.Spec[Die]{What: "die", Kind: core.ErrBadNotation, IDs: []ids.Entry[Die]{
		{ID: Sum, Spelling: "sum", Name: "the sum", Text: "One counter moves by the sum of the two dice."},
		{ID: FirstDie, Spelling: "die-1", Name: "the first die", Text: "Two different counters move, one by each die."},
		{ID: SecondDie, Spelling: "die-2", Name: "the second die", Text: "Two different counters move, one by each die."},
	}})
	// decisionKinds leaves out decisionRunning, which no position holds:
	// it is spelt "decision(18)", and no decision reads it.
	decisionKinds = ids.New(ids.Spec[Decision]{What: "decision", Kind: core.ErrBadNotation, IDs: []ids.Entry[Decision]{
		{ID: DecisionHomeCity, Spelling: "home-city", Name: "choose a home city", Text: "A Family chooses its home city, where its Boss and Picciotti start."},
		{ID: DecisionSupportOfTheJudiciary, Spelling: "support-of-the-judiciary", Name: "Support of the Judiciary?", Text: "The State may play Support of the Judiciary to keep a mafioso in Prison after a successful return roll."},
		{ID: DecisionCheckpoint, Spelling: "checkpoint", Name: "play an \"any time\" card or pass", Text: "Each faction in calendar order may play a card that is played \"at any time\", or pass."},
		{ID: DecisionHelicopterOperation, Spelling: "helicopter-operation", Name: "Helicopter Operation?", Text: "The State may play Helicopter Operation to change each movement die by up to 2."},
		{ID: DecisionMove, Spelling: "move", Name: "choose a movement", Text: "The active player moves one counter by the sum of the dice, or a first counter by one die."},
		{ID: DecisionFlight, Spelling: "flight", Name: "ATI Strike / Bomb at Airport?", Text: "The State may play ATI Strike, a Family Bomb at Airport, to ground a declared flight."},
		{ID: DecisionSecondMove, Spelling: "second-move", Name: "move a second counter with the other die", Text: "The active player moves a second counter by the other die."},
		{ID: DecisionStateMove, Spelling: "state-move", Name: "move a State counter with one die", Text: "In the 4-player game the active player moves a State counter by one die."},
		{ID: DecisionAntiMafiaOperation, Spelling: "anti-mafia-operation", Name: "Anti-Mafia Operation?", Text: "The State may play Anti-Mafia Operation to make a space a moved mafioso reached a roadblock."},
		{ID: DecisionNewsLeak, Spelling: "news-leak", Name: "news leak: discard a card", Text: "The owner of the counter on the news leak discards a card of its choice."},
		{ID: DecisionPrefetto, Spelling: "prefetto", Name: "the Prefetto may detain or arrest", Text: "The Prefetto may detain a Boss in his space, or arrest him with the SISDE pair."},
		{ID: DecisionKillersFromLasVegas, Spelling: "killers-from-las-vegas", Name: "Killers from Las Vegas?", Text: "A Family with a Picciotto in the Prefetto's space may play Killers from Las Vegas."},
		{ID: DecisionBlock, Spelling: "block", Name: "block the arriving Picciotto?", Text: "A Boss's owner may block an opposing Picciotto arriving in his space, or let it act."},
		{ID: DecisionActions, Spelling: "actions", Name: "choose an action", Text: "The moved counter's owner chooses its next optional action, or is done."},
		{ID: DecisionResist, Spelling: "resist", Name: "resist the arrest?", Text: "A Picciotto being arrested by a Carabiniere resists (a shootout) or submits."},
		{ID: DecisionShootout, Spelling: "shootout", Name: "Special Weapons / Leatherheads?", Text: "Each side of a shootout may play Special Weapons (a Family) or Leatherheads (the State)."},
		{ID: DecisionWiretap, Spelling: "wiretap", Name: "Wiretap?", Text: "The State may play Wiretap to stop a Boss's call to the USA."},
		{ID: DecisionControlRoll, Spelling: "control-roll", Name: "roll for control?", Text: "The owner rolls the die once more for control (a Picciotto) or to remove control (a Carabiniere), or declines."},
		{ID: DecisionOver, Spelling: "over", Name: "game over", Text: "The game is over."},
	}})
	moveKinds = ids.New(ids.Spec[MoveKind]{What: "move kind", Kind: core.ErrBadNotation, IDs: []ids.Entry[MoveKind]{
		{ID: MoveKindHome, Spelling: "home", Name: "choose a home city", Text: "A Family chooses its home city, where its Boss and Picciotti start (C)."},
		{ID: MoveKindPass, Spelling: "pass", Name: "pass", Text: "Let a card window go by, or go on."},
		{ID: MoveKindMove, Spelling: "move", Name: "move", Text: "Move a counter by the sum of the dice or by one die, to a space, with its facing on the centre track; by air where the link allows (D4)."},
		{ID: MoveKindPlay, Spelling: "play", Name: "play a card", Text: "Play a card of the hand, on its target: a counter, a space, or Helicopter Operation's change of the dice."},
		{ID: MoveKindDetain, Spelling: "detain", Name: "detain", Text: "The Prefetto or a Carabiniere detains a Boss (with Discover a Lair in the City in his home city)."},
		{ID: MoveKindArrest, Spelling: "arrest", Name: "arrest", Text: "A Carabiniere arrests a Picciotto, or the Prefetto a Boss with the SISDE pair of his Family."},
		{ID: MoveKindConvert, Spelling: "convert", Name: "convert a detention", Text: "Play the SISDE pair to turn a Boss's detention into an arrest."},
		{ID: MoveKindResist, Spelling: "resist", Name: "resist the arrest", Text: "A Picciotto resists a Carabiniere's arrest: a shootout."},
		{ID: MoveKindSubmit, Spelling: "submit", Name: "submit to the arrest", Text: "A Picciotto submits to a Carabiniere's arrest."},
		{ID: MoveKindBlock, Spelling: "block", Name: "block", Text: "A Boss blocks an opposing Picciotto arriving in his space: it takes no action there."},
		{ID: MoveKindAllow, Spelling: "allow", Name: "let it act", Text: "A Boss lets the arriving opposing Picciotto act."},
		{ID: MoveKindShoot, Spelling: "shoot", Name: "shoot", Text: "A counter opens fire on another in its space: a shootout."},
		{ID: MoveKindDiscard, Spelling: "discard", Name: "discard a card", Text: "A news leak: the player discards a card of their choice."},
		{ID: MoveKindDone, Spelling: "done", Name: "done", Text: "No more optional actions for the moved counter."},
		{ID: MoveKindRemoveControl, Spelling: "remove-control", Name: "remove control", Text: "In the 2-player game a Carabiniere removes one control counter from its space (H5)."},
		{ID: MoveKindUndercover, Spelling: "undercover", Name: "undercover operation", Text: "In the 2-player game the SISDE sends a mafioso in its space home (H8)."},
		{ID: MoveKindRoll, Spelling: "roll", Name: "roll once more", Text: "Roll the die once more: a Picciotto for control of its space, a Carabiniere to remove control."},
		{ID: MoveKindDecline, Spelling: "decline", Name: "decline the roll", Text: "Do not roll for control or for its removal."},
	}, None: &ids.Entry[MoveKind]{ID: NoMoveKind, Name: "no move", Text: "no move: the zero Move, never legal"}})
	dieChanges = ids.New(ids.Spec[DieChange]{What: "die change", Kind: core.ErrBadNotation, Expect: "-2 to +2, written with a sign", IDs: []ids.Entry[DieChange]{
		{ID: -2, Spelling: "-2", Name: "two less", Text: "Helicopter Operation takes 2 from the die (a die stays at 1 or more, HOUSE-4.1c)."},
		{ID: -1, Spelling: "-1", Name: "one less", Text: "Helicopter Operation takes 1 from the die (a die stays at 1 or more, HOUSE-4.1c)."},
		{ID: 0, Spelling: "+0", Name: "unchanged", Text: "Helicopter Operation leaves the die as rolled."},
		{ID: 1, Spelling: "+1", Name: "one more", Text: "Helicopter Operation adds 1 to the die (a die stays at 8 or less, HOUSE-4.1c)."},
		{ID: 2, Spelling: "+2", Name: "two more", Text: "Helicopter Operation adds 2 to the die (a die stays at 8 or less, HOUSE-4.1c)."},
	}})
	// The position format's own ids: the calendar's slots, the open
	// checkpoint and the steps of a turn's agenda.
	calendarSlots = ids.New(ids.Spec[calendarSlot]{What: "calendar slot", Kind: core.ErrBadState, IDs: []ids.Entry[calendarSlot]{
		{ID: 0, Spelling: "R", Name: "the red Family's turn"},
		{ID: 1, Spelling: "N", Name: "the black Family's turn"},
		{ID: 2, Spelling: "S1", Name: "the State's turn after the black Family's"},
		{ID: 3, Spelling: "O", Name: "the orange Family's turn"},
		{ID: 4, Spelling: "V", Name: "the green Family's turn"},
		{ID: 5, Spelling: "S2", Name: "the State's turn after the green Family's"},
	}})
	checkpoints = ids.New(ids.Spec[checkpointID]{What: "checkpoint", Kind: core.ErrBadState, IDs: []ids.Entry[checkpointID]{
		{ID: checkpointID(cpStart), Spelling: "after-returns", Name: "after the returns"},
		{ID: checkpointID(cpRoll), Spelling: "after-roll", Name: "after the movement roll"},
		{ID: checkpointID(cpMoved), Spelling: "after-movement", Name: "after the movement"},
		{ID: checkpointID(cpStep), Spelling: "after-step", Name: "after a step of the activities"},
		{ID: checkpointID(cpEnd), Spelling: "end-of-turn", Name: "at the end of the turn"},
		{ID: checkpointID(cpTurn), Spelling: "start-of-turn", Name: "at the start of the turn"},
	}})
	steps = ids.New(ids.Spec[stepKind]{What: "step", Kind: core.ErrBadState, IDs: []ids.Entry[stepKind]{
		{ID: sTurnCheckpoint, Spelling: "start-checkpoint"}, {ID: sReturn, Spelling: "return"},
		{ID: sReturnsCheckpoint, Spelling: "returns-checkpoint"}, {ID: sRoll, Spelling: "roll"},
		{ID: sMovedCheckpoint, Spelling: "movement-checkpoint"}, {ID: sActivities, Spelling: "activities"},
		{ID: sRoadblock, Spelling: "anti-mafia-roadblock"}, {ID: sSpace, Spelling: "space"},
		{ID: sCheckpointI, Spelling: "checkpoint-i"}, {ID: sReactions, Spelling: "reactions"},
		{ID: sPrefettoArrest, Spelling: "prefetto-arrest"}, {ID: sBossBlock, Spelling: "boss-block"},
		{ID: sCheckpointII, Spelling: "checkpoint-ii"}, {ID: sActions, Spelling: "actions"},
		{ID: sMoreActions, Spelling: "more-actions"}, {ID: sPrefettoSweep, Spelling: "prefetto-sweep"},
		{ID: sControl, Spelling: "control"}, {ID: sTelephone, Spelling: "telephone"}, {ID: sCallUSA, Spelling: "call-usa"},
		{ID: sCheckpointIII, Spelling: "checkpoint-iii"}, {ID: sEndCheckpoint, Spelling: "end-checkpoint"}, {ID: sEndTurn, Spelling: "end"},
	}, None: &ids.Entry[stepKind]{ID: sNone}})
	eventKindTable = ids.New(ids.Spec[EventKind]{What: "event kind", Kind: core.ErrBadNotation, IDs: eventKindIDs(),
		None: &ids.Entry[EventKind]{ID: NoEventKind, Name: "no event", Text: "no event: the zero Event"}})
	spaceKinds = ids.New(ids.Spec[SpaceKind]{What: "space type", Kind: core.ErrBadNotation, IDs: []ids.Entry[SpaceKind]{
		{ID: Blank, Spelling: "blank", Name: "blank", Text: "No effect."},
		{ID: City, Spelling: "city", Name: "city", Text: "Cannot be controlled; a Boss cannot be arrested or detained in his own home city, except with Discover a Lair in the City."},
		{ID: Phone, Spelling: "phone", Name: "phone", Text: "The Prefetto calls Rome (draws a Roma card), a Boss calls the USA (draws a USA card)."},
		{ID: Roadblock, Spelling: "roadblock", Name: "roadblock", Text: "A Boss or Picciotto ending here rolls a die: on a printed number it is detained."},
		{ID: Ambush, Spelling: "ambush", Name: "ambush", Text: "Any counter ending here rolls a die: on a printed number it is eliminated."},
		{ID: Restaurant, Spelling: "restaurant", Name: "restaurant", Text: "Like an ambush, but every counter here rolls, once a turn."},
		{ID: Assassination, Spelling: "assassination", Name: "assassination", Text: "An ambush that affects only a Boss or the Prefetto."},
		{ID: NewsLeak, Spelling: "news-leak", Name: "news leak", Text: "A counter ending here makes its player discard a card of their choice."},
		{ID: Antimafia, Spelling: "antimafia-commission", Name: "Antimafia Commission", Text: "A Boss or the Prefetto ending here rolls: on a printed number that player's counters skip the next movement."},
	}})
	counterKinds = ids.New(ids.Spec[CounterKind]{What: "kind of counter", Kind: core.ErrBadNotation, IDs: []ids.Entry[CounterKind]{
		{ID: Prefetto, Spelling: "prefetto", Name: "Prefetto", Text: "Controls the space where he ends his move, arrests every Picciotto there or arriving, may detain a Boss there or arriving (or arrest him with the SISDE pair), fires back in shootouts, calls Rome from a telephone."},
		{ID: SISDE, Spelling: "sisde", Name: "SISDE", Text: "Investigates: ending its move with mafiosi, the State draws a SISDE card for each. Never fires back. In the 2-player game it runs undercover operations instead."},
		{ID: Carabinieri, Spelling: "carabiniere", Name: "Carabiniere", Text: "Can remove a Mafia control counter by rolling the die once more (even), detains Bosses and arrests Picciotti in its space; a Picciotto may resist."},
		{ID: Boss, Spelling: "boss", Name: "Boss", Text: "Controls the space where he ends his move, may block opposing Picciotti arriving there, may shoot an opposing Boss and fires back only at a Boss, calls the USA from a telephone."},
		{ID: Picciotto, Spelling: "picciotto", Name: "Picciotto", Text: "Can assert control by rolling the die once more (even), may shoot opposing Picciotti or the SISDE, may resist a Carabiniere's arrest."},
	}})
	phases = ids.New(ids.Spec[Phase]{What: "phase", Kind: core.ErrBadNotation, IDs: []ids.Entry[Phase]{
		{ID: PhasePreparation, Spelling: "preparation", Name: "the preparation", Text: "the Families choose their home cities, where their Boss and Picciotti start"},
		{ID: PhaseReturns, Spelling: "returns", Name: "the returns phase", Text: "the active faction rolls for each of its counters in Prison, at the Carabinieri Station or on the Continent"},
		{ID: PhaseMovement, Spelling: "movement", Name: "the movement phase", Text: "the active player rolls two dice and moves one counter by the sum or two by one die each"},
		{ID: PhaseActivities, Spelling: "activities", Name: "the activities phase", Text: "the moved counters suffer their spaces' effects and carry out their actions"},
		{ID: PhaseOver, Spelling: "over", Name: "the end of the game", Text: "a faction has won, or nobody has"},
	}})
	causes = ids.New(ids.Spec[Cause]{What: "cause", Kind: core.ErrBadNotation, IDs: []ids.Entry[Cause]{
		{ID: CauseRoadblock, Spelling: "roadblock", Name: "roadblock", Text: "a roadblock's roll (D5d)"},
		{ID: CauseAntiMafiaOp, Spelling: "anti-mafia-operation", Name: "Anti-Mafia Operation roadblock", Text: "the roadblock of Anti-Mafia Operation (D6a)"},
		{ID: CauseAmbush, Spelling: "ambush", Name: "ambush", Text: "an ambush's roll (D5d)"},
		{ID: CauseAssassination, Spelling: "assassination", Name: "assassination", Text: "the assassination space's roll (D5d)"},
		{ID: CauseRestaurant, Spelling: "restaurant", Name: "restaurant attack", Text: "the restaurant attack (D5d)"},
		{ID: CauseAntimafia, Spelling: "antimafia-commission", Name: "Antimafia Commission", Text: "the Antimafia Commission's roll (D5d)"},
		{ID: CauseShot, Spelling: "shot", Name: "shot", Text: "hit in a shootout (by: the shooter)"},
		{ID: CausePrefetto, Spelling: "prefetto", Name: "the Prefetto", Text: "the Prefetto's arrest of Picciotti, or his detention"},
		{ID: CauseCarabiniere, Spelling: "carabiniere", Name: "a Carabiniere", Text: "a Carabiniere's detention or arrest (by: the CC)"},
		{ID: CauseAfterShootout, Spelling: "after-shootout", Name: "after a shootout", Text: "the CC's arrest after a shootout both survived (by: the CC)"},
		{ID: CauseSISDEPair, Spelling: "sisde-pair", Name: "the SISDE pair", Text: "the Prefetto's arrest with the SISDE pair"},
		{ID: CauseSISDECard, Spelling: "sisde-card", Name: "a SISDE card", Text: "the 4- and 2-player SISDE card naming the Boss's Family"},
		{ID: CauseConvert, Spelling: "convert", Name: "the SISDE pair's conversion", Text: "the SISDE pair turning a detention into an arrest"},
		{ID: CauseUndercover, Spelling: "undercover", Name: "the undercover operation", Text: "the 2-player undercover operation (H8)"},
		{ID: CauseCutoff, Spelling: "cut-off", Name: "the turn limit", Text: "the house cut-off ended the game (HOUSE-CUTOFF)"},
		{ID: CauseAllLose, Spelling: "all-lose", Name: "all lose", Text: "the 4-player State reached 4 remediation points (G4)"},
		{ID: CauseControl, Spelling: "control", Name: "control", Text: "a Family controls enough spaces (E1)"},
		{ID: CauseRemediation, Spelling: "remediation", Name: "remediation", Text: "the State has 4 remediation points (E2)"},
		{ID: CauseBothPairs, Spelling: "both-pairs", Name: "both pairs", Text: "2-player: both pairs of Families reached 4 points (H10)"},
		{ID: CauseRedGreenPair, Spelling: "red-green-pair", Name: "the red and green pair", Text: "2-player: 4 points against red and green (H10)"},
		{ID: CauseBlackOrangePair, Spelling: "black-orange-pair", Name: "the black and orange pair", Text: "2-player: 4 points against black and orange (H10)"},
	}, None: &ids.Entry[Cause]{ID: NoCause, Name: "no cause", Text: "no cause"}})
)

const familyText = "A mafia Family: a Boss, two Picciotti and 8 control counters; it wins controlling 4 spaces (5 in the 3- and 2-player games) at the start of its turn (E1)."

// String is the faction's id: its colour ("red"), or "state"; "none" for
// NoFaction.
func (f Faction) String() string { return factions.String(f) }

// Name is the faction as printed ("the red Family", "the State").
func (f Faction) Name() string { return factions.Name(f) }

// Text is the faction's side of the game (B).
func (f Faction) Text() string { return factions.Text(f) }

// MarshalText writes the faction's id ("red", "state"); NoFaction is
// refused (it is left out).
func (f Faction) MarshalText() ([]byte, error) { return factions.MarshalText(f) }

// UnmarshalText reads a faction's id.
func (f *Faction) UnmarshalText(b []byte) error { return factions.UnmarshalText(f, b) }

// ParseFaction reads a faction's id ("black", "state").
func ParseFaction(s string) (Faction, error) { return factions.Parse(s) }

// Factions yields the five factions: the four Families in calendar order,
// then the State.
func Factions() iter.Seq[Faction] { return factions.All() }

// String is the deck's id ("roma", "usa", "sisde").
func (d Deck) String() string { return decks.String(d) }

// Name is the deck as printed ("Roma").
func (d Deck) Name() string { return decks.Name(d) }

// Text is what the deck's cards are (C4).
func (d Deck) Text() string { return decks.Text(d) }

// MarshalText writes the deck's id ("usa").
func (d Deck) MarshalText() ([]byte, error) { return decks.MarshalText(d) }

// UnmarshalText reads a deck's id.
func (d *Deck) UnmarshalText(b []byte) error { return decks.UnmarshalText(d, b) }

// ParseDeck reads a deck's id ("roma").
func ParseDeck(s string) (Deck, error) { return decks.Parse(s) }

// Decks yields the three decks: Roma, USA, SISDE.
func Decks() iter.Seq[Deck] { return decks.All() }

// String is the facing's id, "N" or "S"; "none" for NoHeading.
func (h Heading) String() string { return facings.String(h) }

// Name is the facing in words ("north").
func (h Heading) Name() string { return facings.Name(h) }

// Text explains the facing (the translator's note to D4).
func (h Heading) Text() string { return facings.Text(h) }

// MarshalText writes the facing, "N" or "S"; NoHeading is refused (a
// counter free to choose has no facing written).
func (h Heading) MarshalText() ([]byte, error) { return facings.MarshalText(h) }

// UnmarshalText reads a facing, "N" or "S".
func (h *Heading) UnmarshalText(b []byte) error { return facings.UnmarshalText(h, b) }

// ParseHeading reads a facing, "N" or "S".
func ParseHeading(s string) (Heading, error) { return facings.Parse(s) }

// Headings yields the two facings along the centre track: north, south.
func Headings() iter.Seq[Heading] { return facings.All() }

// String is the notation: "sum", "die-1" or "die-2".
func (d Die) String() string { return dies.String(d) }

// Name is the choice in words ("the first die").
func (d Die) Name() string { return dies.Name(d) }

// Text explains the choice (D4).
func (d Die) Text() string { return dies.Text(d) }

// MarshalText writes the die's id ("die-1").
func (d Die) MarshalText() ([]byte, error) { return dies.MarshalText(d) }

// UnmarshalText reads a die's id: "sum", "die-1" or "die-2".
func (d *Die) UnmarshalText(b []byte) error { return dies.UnmarshalText(d, b) }

// ParseDie reads a die's id: "sum", "die-1" or "die-2".
func ParseDie(s string) (Die, error) { return dies.Parse(s) }

// Dies yields the three choices of a movement leg: the sum, the first
// die, the second die.
func Dies() iter.Seq[Die] { return dies.All() }

// String is the phase's id ("movement").
func (p Phase) String() string { return phases.String(p) }

// Name is the phase as the rulebook calls it ("the movement phase").
func (p Phase) Name() string { return phases.Name(p) }

// Text is what happens in the phase, for a tooltip.
func (p Phase) Text() string { return phases.Text(p) }

// MarshalText writes the phase's id.
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText reads a phase's id.
func (p *Phase) UnmarshalText(b []byte) error { return phases.UnmarshalText(p, b) }

// ParsePhase reads a phase's id ("returns").
func ParsePhase(s string) (Phase, error) { return phases.Parse(s) }

// Phases yields every phase, in order.
func Phases() iter.Seq[Phase] { return phases.All() }

// String is the cause's id in an event's JSON ("roadblock", "shot");
// "none" for NoCause.
func (c Cause) String() string { return causes.String(c) }

// Name is the cause in words ("restaurant attack").
func (c Cause) Name() string { return causes.Name(c) }

// Text is what the cause is, for a tooltip.
func (c Cause) Text() string { return causes.Text(c) }

// MarshalText writes the cause's id ("roadblock"); NoCause is refused (an
// event with no cause leaves it out).
func (c Cause) MarshalText() ([]byte, error) { return causes.MarshalText(c) }

// UnmarshalText reads a cause's id.
func (c *Cause) UnmarshalText(b []byte) error { return causes.UnmarshalText(c, b) }

// ParseCause reads a cause's id ("ambush").
func ParseCause(s string) (Cause, error) { return causes.Parse(s) }

// Causes yields every cause, in order.
func Causes() iter.Seq[Cause] { return causes.All() }

// String is the decision's id ("control-roll").
func (d Decision) String() string { return decisionKinds.String(d) }

// Name is the decision as a player says it ("roll for control?").
func (d Decision) Name() string { return decisionKinds.Name(d) }

// Text is what the decision asks, in general.
func (d Decision) Text() string { return decisionKinds.Text(d) }

// MarshalText writes the decision's id.
func (d Decision) MarshalText() ([]byte, error) { return decisionKinds.MarshalText(d) }

// UnmarshalText reads a decision's id.
func (d *Decision) UnmarshalText(b []byte) error { return decisionKinds.UnmarshalText(d, b) }

// ParseDecision reads a decision's id ("move").
func ParseDecision(s string) (Decision, error) { return decisionKinds.Parse(s) }

// Decisions yields every decision kind, in order, DecisionOver last.
func Decisions() iter.Seq[Decision] { return decisionKinds.All() }

// String is the space type's id ("news-leak").
func (k SpaceKind) String() string { return spaceKinds.String(k) }

// Name is the space type as printed ("news leak").
func (k SpaceKind) Name() string { return spaceKinds.Name(k) }

// Text is the space type's rules (D5d).
func (k SpaceKind) Text() string { return spaceKinds.Text(k) }

// MarshalText writes the space type's id.
func (k SpaceKind) MarshalText() ([]byte, error) { return spaceKinds.MarshalText(k) }

// UnmarshalText reads a space type's id.
func (k *SpaceKind) UnmarshalText(b []byte) error { return spaceKinds.UnmarshalText(k, b) }

// ParseSpaceKind reads a space type's id ("ambush").
func ParseSpaceKind(s string) (SpaceKind, error) { return spaceKinds.Parse(s) }

// SpaceKinds yields the nine space types of section A1, in order.
func SpaceKinds() iter.Seq[SpaceKind] { return spaceKinds.All() }

// String is the kind's id ("picciotto").
func (k CounterKind) String() string { return counterKinds.String(k) }

// Name is the kind's name as printed ("Carabiniere").
func (k CounterKind) Name() string { return counterKinds.Name(k) }

// Text is what a counter of this kind may do (D5b).
func (k CounterKind) Text() string { return counterKinds.Text(k) }

// MarshalText writes the kind's id.
func (k CounterKind) MarshalText() ([]byte, error) { return counterKinds.MarshalText(k) }

// UnmarshalText reads a kind's id.
func (k *CounterKind) UnmarshalText(b []byte) error { return counterKinds.UnmarshalText(k, b) }

// ParseCounterKind reads a kind's id ("boss").
func ParseCounterKind(s string) (CounterKind, error) { return counterKinds.Parse(s) }

// CounterKinds yields the five kinds of counter, the State's first.
func CounterKinds() iter.Seq[CounterKind] { return counterKinds.All() }

// String is the card's id, the kebab-case of its printed title
// ("government-falls"), or "hidden".
func (c Card) String() string { return cards.String(c) }

// Name is the card's printed title ("Support of the Judiciary").
func (c Card) Name() string { return cards.Name(c) }

// Text is the card's rules text (D6), for a tooltip.
func (c Card) Text() string { return cards.Text(c) }

// MarshalText writes the card's id, or "hidden".
func (c Card) MarshalText() ([]byte, error) { return cards.MarshalText(c) }

// UnmarshalText reads a card's id, or "hidden" (HiddenCard).
func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalText(c, b) }

// ParseCard reads a card's id ("special-weapons"); "hidden" is a View's
// value, read by UnmarshalText only.
func ParseCard(s string) (Card, error) { return cards.Parse(s) }

// Cards yields the 24 cards in id order: Roma, USA, SISDE.
func Cards() iter.Seq[Card] { return cards.All() }

// String is the counter's notation ("R.P1", "prefetto"); "none" for
// NoCounter.
func (c Counter) String() string { return counters.String(c) }

// Name is the counter in words ("the red Boss (R.B)").
func (c Counter) Name() string { return counters.Name(c) }

// Text is what the counter may do (D5b), for a tooltip.
func (c Counter) Text() string { return counters.Text(c) }

// MarshalText writes the counter's id ("R.P1", "prefetto").
func (c Counter) MarshalText() ([]byte, error) { return counters.MarshalText(c) }

// UnmarshalText reads a counter's id.
func (c *Counter) UnmarshalText(b []byte) error { return counters.UnmarshalText(c, b) }

// ParseCounter reads a counter's notation.
func ParseCounter(s string) (Counter, error) { return counters.Parse(s) }

// Counters yields the 17 counters in id order: the State's, then each
// Family's Boss and Picciotti.
func Counters() iter.Seq[Counter] { return counters.All() }

// eventKindIDs are the event kinds of the event codec's declaration
// (eventKinds), each named by its id in words ("return rolled").
func eventKindIDs() []ids.Entry[EventKind] {
	out := make([]ids.Entry[EventKind], 0, numEventKinds-1)
	for k := EventKindHomeChosen; k < numEventKinds; k++ {
		name := eventKinds[k].Name
		out = append(out, ids.Entry[EventKind]{ID: k, Spelling: name, Name: strings.ReplaceAll(name, "-", " "), Text: eventKindTexts[k]})
	}
	return out
}

// String is the kind's verb in notation ("move", "remove-control"); "none"
// for NoMoveKind.
func (k MoveKind) String() string { return moveKinds.String(k) }

// Name is the kind in words ("remove control").
func (k MoveKind) Name() string { return moveKinds.Name(k) }

// Text is what a move of the kind does, for a tooltip.
func (k MoveKind) Text() string { return moveKinds.Text(k) }

// MarshalText writes the kind's verb.
func (k MoveKind) MarshalText() ([]byte, error) { return moveKinds.MarshalText(k) }

// UnmarshalText reads a kind's verb.
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKinds.UnmarshalText(k, b) }

// ParseMoveKind reads a kind's verb ("shoot").
func ParseMoveKind(s string) (MoveKind, error) { return moveKinds.Parse(s) }

// MoveKinds yields the move kinds in order, home to decline.
func MoveKinds() iter.Seq[MoveKind] { return moveKinds.All() }

// String is the kind's id ("return-rolled"); "none" for NoEventKind.
func (k EventKind) String() string { return eventKindTable.String(k) }

// Name is the kind's id in words ("return rolled").
func (k EventKind) Name() string { return eventKindTable.Name(k) }

// Text is what happened, for a tooltip.
func (k EventKind) Text() string { return eventKindTable.Text(k) }

// MarshalText writes the kind's id.
func (k EventKind) MarshalText() ([]byte, error) { return eventKindTable.MarshalText(k) }

// UnmarshalText reads a kind's id.
func (k *EventKind) UnmarshalText(b []byte) error { return eventKindTable.UnmarshalText(k, b) }

// ParseEventKind reads a kind's id ("shot").
func ParseEventKind(s string) (EventKind, error) { return eventKindTable.Parse(s) }

// EventKinds yields the event kinds in order, home-chosen to roll-declined.
func EventKinds() iter.Seq[EventKind] { return eventKindTable.All() }

// String is the change with its sign ("+1", "-2", "+0").
func (d DieChange) String() string { return dieChanges.String(d) }

// Name is the change in words ("one more").
func (d DieChange) Name() string { return dieChanges.Name(d) }

// Text is what the change does to the die, for a tooltip.
func (d DieChange) Text() string { return dieChanges.Text(d) }

// MarshalText writes the change with its sign.
func (d DieChange) MarshalText() ([]byte, error) { return dieChanges.MarshalText(d) }

// UnmarshalText reads a change of -2 to +2 written with its sign.
func (d *DieChange) UnmarshalText(b []byte) error { return dieChanges.UnmarshalText(d, b) }

// ParseDieChange reads a change of -2 to +2 written with its sign ("-1").
func ParseDieChange(s string) (DieChange, error) { return dieChanges.Parse(s) }

// DieChanges yields the changes in order, -2 to +2.
func DieChanges() iter.Seq[DieChange] { return dieChanges.All() }

// MarshalText writes the slot's id ("S1").
func (c calendarSlot) MarshalText() ([]byte, error) { return calendarSlots.MarshalText(c) }

// UnmarshalText reads a slot's id.
func (c *calendarSlot) UnmarshalText(b []byte) error { return calendarSlots.UnmarshalText(c, b) }

// MarshalText writes the checkpoint's id ("after-roll").
func (c checkpointID) MarshalText() ([]byte, error) { return checkpoints.MarshalText(c) }

// UnmarshalText reads a checkpoint's id.
func (c *checkpointID) UnmarshalText(b []byte) error { return checkpoints.UnmarshalText(c, b) }

// MarshalText writes the step's id ("telephone").
func (k stepKind) MarshalText() ([]byte, error) { return steps.MarshalText(k) }

// UnmarshalText reads a step's id; "none" is no step.
func (k *stepKind) UnmarshalText(b []byte) error { return steps.UnmarshalText(k, b) }
