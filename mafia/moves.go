package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// Move kinds; NoMoveKind is the zero Move's, never legal.
const (
	NoMoveKind            MoveKind = iota // no move: the zero Move
	MoveKindHome                          // choose a Family's home city (Faction, Space)
	MoveKindPass                          // let a window go by / go on
	MoveKindMove                          // move Counter by Die to Space, ending with Facing; Air if by air
	MoveKindPlay                          // play Card (its target: Target, or Space; Helicopter Operation: FirstDieChange, SecondDieChange)
	MoveKindDetain                        // detain the Boss Target (Lair: with Discover a Lair in the City)
	MoveKindArrest                        // arrest Target: a Picciotto (a CC) or a Boss with the SISDE pair (the Prefetto)
	MoveKindConvert                       // play the SISDE pair to turn the Boss Target's detention into an arrest
	MoveKindResist                        // a Picciotto resists the CC's arrest: shootout
	MoveKindSubmit                        // a Picciotto submits to the arrest
	MoveKindBlock                         // a Boss blocks the arriving opposing Picciotto
	MoveKindAllow                         // the Boss lets it act
	MoveKindShoot                         // Counter opens fire on Target: a shootout
	MoveKindDiscard                       // news leak: discard Card
	MoveKindDone                          // no more optional actions for the moved counter
	MoveKindRemoveControl                 // 2-player game: the CC removes one control counter (H5)
	MoveKindUndercover                    // 2-player game: the SISDE sends the mafioso Target home (H8)
	MoveKindRoll                          // Counter rolls the die once more: a Picciotto for control, a CC to remove control
	MoveKindDecline                       // do not roll for control or its removal
	kMax                  = MoveKindDecline
)

// verb is the kind's verb in notation, quoted ("\"move\""), or "a move of
// no kind".
func (k MoveKind) verb() string {
	if moveKinds.Valid(k) {
		return "\"" + k.String() + "\""
	}
	return "a move of no kind"
}

// Move is one decision. It is a small comparable value; String prints it
// in the game's notation and ParseMove reads it back.
type Move struct {
	By   core.Player // the seat that makes the move
	Kind MoveKind    // what it does; the fields below it does not use are zero
	// Counter is the counter that acts: the one moved (MoveKindMove), the
	// one that rolls (MoveKindRoll), the one that opens fire
	// (MoveKindShoot).
	Counter Counter
	// Target is the counter acted on: detained, arrested, converted, sent
	// home, shot at, or the target of a card played.
	Target Counter
	Die    Die     // MoveKindMove: the sum or one of the two movement dice
	Space  Place   // MoveKindMove, MoveKindHome: the space reached or chosen; MoveKindPlay: the card's target space
	Facing Heading // MoveKindMove: facing at the end of the move
	Air    bool    // MoveKindMove: the move uses the air link
	Lair   bool    // MoveKindDetain, MoveKindArrest: with Discover a Lair in the City
	// Faction is the Family choosing its home city (MoveKindHome).
	Faction Faction
	Card    Card // MoveKindPlay, MoveKindDiscard: the card
	// FirstDieChange and SecondDieChange are Helicopter Operation's
	// change of the first and the second movement die, each -2..+2 (not
	// both 0).
	FirstDieChange, SecondDieChange DieChange
}

// DieChange is Helicopter Operation's change of one movement die, -2 to
// +2; its notation has a sign ("+1", "-2", "+0").
type DieChange int8

// dieChanges is a Helicopter Operation move's changes, first die first.
func (m Move) dieChanges() [2]DieChange { return [2]DieChange{m.FirstDieChange, m.SecondDieChange} }

// HomeMove is seat by choosing space as Family f's home city.
func HomeMove(by core.Player, f Faction, space Place) Move {
	return Move{By: by, Kind: MoveKindHome, Faction: f, Space: space}
}

// PassMove is seat by letting a card window go by.
func PassMove(by core.Player) Move { return Move{By: by, Kind: MoveKindPass} }

// MovementMove is seat by moving counter c by die d to space, ending with
// facing (NoHeading off the centre track), by air or not.
func MovementMove(by core.Player, c Counter, d Die, space Place, facing Heading, byAir bool) Move {
	return Move{By: by, Kind: MoveKindMove, Counter: c, Die: d, Space: space, Facing: facing, Air: byAir}
}

// PlayMove is seat by playing a card that takes no target.
func PlayMove(by core.Player, card Card) Move { return Move{By: by, Kind: MoveKindPlay, Card: card} }

// PlayOnCounterMove is seat by playing a card on counter target
// (Government Protection, Protection of a Notable Person).
func PlayOnCounterMove(by core.Player, card Card, target Counter) Move {
	return Move{By: by, Kind: MoveKindPlay, Card: card, Target: target}
}

// PlayOnSpaceMove is seat by playing a card on a space (Visit of an
// American Boss, Anti-Mafia Operation).
func PlayOnSpaceMove(by core.Player, card Card, space Place) Move {
	return Move{By: by, Kind: MoveKindPlay, Card: card, Space: space}
}

// HelicopterMove is seat by playing Helicopter Operation, changing the
// first die by first and the second by second (each -2..+2).
func HelicopterMove(by core.Player, first, second DieChange) Move {
	return Move{By: by, Kind: MoveKindPlay, Card: HelicopterOperation, FirstDieChange: first, SecondDieChange: second}
}

// DetainMove is seat by detaining the Boss target, with Discover a Lair in
// the City if lair.
func DetainMove(by core.Player, target Counter, lair bool) Move {
	return Move{By: by, Kind: MoveKindDetain, Target: target, Lair: lair}
}

// ArrestMove is seat by arresting target, with Discover a Lair in the City
// if lair.
func ArrestMove(by core.Player, target Counter, lair bool) Move {
	return Move{By: by, Kind: MoveKindArrest, Target: target, Lair: lair}
}

// ConvertMove is seat by playing the SISDE pair to turn the Boss target's
// detention into an arrest.
func ConvertMove(by core.Player, target Counter) Move {
	return Move{By: by, Kind: MoveKindConvert, Target: target}
}

// ResistMove is seat by resisting a Carabiniere's arrest.
func ResistMove(by core.Player) Move { return Move{By: by, Kind: MoveKindResist} }

// SubmitMove is seat by submitting to a Carabiniere's arrest.
func SubmitMove(by core.Player) Move { return Move{By: by, Kind: MoveKindSubmit} }

// BlockMove is seat by having its Boss block the arriving Picciotto.
func BlockMove(by core.Player) Move { return Move{By: by, Kind: MoveKindBlock} }

// AllowMove is seat by letting the arriving Picciotto act.
func AllowMove(by core.Player) Move { return Move{By: by, Kind: MoveKindAllow} }

// ShootMove is seat by having counter c open fire on target.
func ShootMove(by core.Player, c, target Counter) Move {
	return Move{By: by, Kind: MoveKindShoot, Counter: c, Target: target}
}

// DiscardMove is seat by discarding card on a news leak.
func DiscardMove(by core.Player, card Card) Move {
	return Move{By: by, Kind: MoveKindDiscard, Card: card}
}

// DoneMove is seat by ending the moved counter's actions.
func DoneMove(by core.Player) Move { return Move{By: by, Kind: MoveKindDone} }

// RemoveControlMove is seat by having the Carabiniere remove a control
// counter (2-player game).
func RemoveControlMove(by core.Player) Move { return Move{By: by, Kind: MoveKindRemoveControl} }

// UndercoverMove is seat by having the SISDE send the mafioso target home
// (2-player game).
func UndercoverMove(by core.Player, target Counter) Move {
	return Move{By: by, Kind: MoveKindUndercover, Target: target}
}

// RollMove is seat by having counter c roll the die once more (a Picciotto
// for control, a Carabiniere to remove control).
func RollMove(by core.Player, c Counter) Move { return Move{By: by, Kind: MoveKindRoll, Counter: c} }

// DeclineMove is seat by not rolling.
func DeclineMove(by core.Player) Move { return Move{By: by, Kind: MoveKindDecline} }

// MarshalText writes the move as its notation, so a Move's JSON is a
// string ("P1 move R.B die-1 to CAT by air").
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move in notation (ParseMove); on error m is left
// unchanged.
func (m *Move) UnmarshalText(b []byte) error {
	x, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = x
	return nil
}

// Mover implements core.Move.
func (m Move) Mover() core.Player { return m.By }

// String is the move in notation ("P1 move R.B die-1 to CAT by air").
func (m Move) String() string { return notation.String(m) }

type target uint8

const (
	tgtNone target = iota
	tgtCounter
	tgtSpace
	tgtDeltas
)

func targetOf(c Card) target {
	switch c {
	case GovernmentProtection, NotableProtection:
		return tgtCounter
	case AmericanBoss, AntiMafiaOperation:
		return tgtSpace
	case HelicopterOperation:
		return tgtDeltas
	}
	return tgtNone
}

// verb declares a form of the notation: kind, its word and the fields and
// literal words after it, written when cond holds (nil: always), and what
// its literal words set when read.
func verb(k MoveKind, word string, cond func(Move) bool, set func(*Move), fields ...string) codec.Form[Move] {
	return codec.Form[Move]{Kind: int(k), Verb: codec.Verb{Word: word, Fields: fields}, If: cond, Set: set}
}

// The forms of the notation a kind writes in several ways: a move's facing
// and flight, a card's target, a detention's or arrest's lair.
var (
	facing = func(m Move) bool { return m.Facing != NoHeading }
	byAir  = func(m Move) bool { return m.Air }
	setAir = func(m *Move) { m.Air = true }
	onCard = func(t target) func(Move) bool {
		return func(m Move) bool { return m.Card.Valid() && targetOf(m.Card) == t }
	}
	withLair = func(m Move) bool { return m.Lair }
	setLair  = func(m *Move) { m.Lair = true }
)

// notation is the game's notation: each kind's verb (MoveKind.String) and what it
// writes after it, in the order String tries the forms of a kind.
var notation = codec.MustNotationForms[Move](5, "P1 home red PAL", []codec.Form[Move]{
	verb(MoveKindHome, "home", nil, nil, "Faction", "Space"),
	verb(MoveKindPass, "pass", nil, nil),
	verb(MoveKindMove, "move", func(m Move) bool { return facing(m) && byAir(m) }, setAir, "Counter", "Die", "to", "Space", "facing", "Facing", "by", "air"),
	verb(MoveKindMove, "move", facing, nil, "Counter", "Die", "to", "Space", "facing", "Facing"),
	verb(MoveKindMove, "move", byAir, setAir, "Counter", "Die", "to", "Space", "by", "air"),
	verb(MoveKindMove, "move", nil, nil, "Counter", "Die", "to", "Space"),
	verb(MoveKindPlay, "play", onCard(tgtCounter), nil, "Card", "Target"),
	verb(MoveKindPlay, "play", onCard(tgtSpace), nil, "Card", "Space"),
	verb(MoveKindPlay, "play", onCard(tgtDeltas), nil, "Card", "FirstDieChange", "SecondDieChange"),
	verb(MoveKindPlay, "play", nil, nil, "Card"),
	verb(MoveKindDetain, "detain", withLair, setLair, "Target", "with", "lair"),
	verb(MoveKindDetain, "detain", nil, nil, "Target"),
	verb(MoveKindArrest, "arrest", withLair, setLair, "Target", "with", "lair"),
	verb(MoveKindArrest, "arrest", nil, nil, "Target"),
	verb(MoveKindConvert, "convert", nil, nil, "Target"),
	verb(MoveKindResist, "resist", nil, nil),
	verb(MoveKindSubmit, "submit", nil, nil),
	verb(MoveKindBlock, "block", nil, nil),
	verb(MoveKindAllow, "allow", nil, nil),
	verb(MoveKindShoot, "shoot", nil, nil, "Counter", "at", "Target"),
	verb(MoveKindDiscard, "discard", nil, nil, "Card"),
	verb(MoveKindDone, "done", nil, nil),
	verb(MoveKindRemoveControl, "remove-control", nil, nil),
	verb(MoveKindUndercover, "undercover", nil, nil, "Target"),
	verb(MoveKindRoll, "roll", nil, nil, "Counter"),
	verb(MoveKindDecline, "decline", nil, nil),
})

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form, not legality.
func ParseMove(text string) (Move, error) { return notation.Parse(text) }
