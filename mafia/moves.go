package mafia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// MoveKind is the kind of a decision.
type MoveKind uint8

// Move kinds.
const (
	MoveKindHome          MoveKind = iota + 1 // choose a Family's home city (Faction, Space)
	MoveKindPass                              // let a window go by / go on
	MoveKindMove                              // move Counter by Die to Space, ending with Facing; Air if by air
	MoveKindPlay                              // play Card (its target: Target, or Space; Helicopter Operation: DieChanges)
	MoveKindDetain                            // detain the Boss Target (Lair: with Discover a Lair in the City)
	MoveKindArrest                            // arrest Target: a Picciotto (a CC) or a Boss with the SISDE pair (the Prefetto)
	MoveKindConvert                           // play the SISDE pair to turn the Boss Target's detention into an arrest
	MoveKindResist                            // a Picciotto resists the CC's arrest: shootout
	MoveKindSubmit                            // a Picciotto submits to the arrest
	MoveKindBlock                             // a Boss blocks the arriving opposing Picciotto
	MoveKindAllow                             // the Boss lets it act
	MoveKindShoot                             // Counter opens fire on Target: a shootout
	MoveKindDiscard                           // news leak: discard Card
	MoveKindDone                              // no more optional actions for the moved counter
	MoveKindRemoveControl                     // 2-player game: the CC removes one control counter (H5)
	MoveKindUndercover                        // 2-player game: the SISDE sends the mafioso Target home (H8)
	MoveKindRoll                              // Counter rolls the die once more: a Picciotto for control, a CC to remove control
	MoveKindDecline                           // do not roll for control or its removal
	kMax                  = MoveKindDecline
)

var verbs = [...]string{MoveKindHome: "home", MoveKindPass: "pass", MoveKindMove: "move", MoveKindPlay: "play", MoveKindDetain: "detain",
	MoveKindArrest: "arrest", MoveKindConvert: "convert", MoveKindResist: "resist", MoveKindSubmit: "submit", MoveKindBlock: "block",
	MoveKindAllow: "allow", MoveKindShoot: "shoot", MoveKindDiscard: "discard", MoveKindDone: "done", MoveKindRemoveControl: "remove-control",
	MoveKindUndercover: "undercover", MoveKindRoll: "roll", MoveKindDecline: "decline"}

// verb is the kind's verb in notation, quoted ("\"move\""), or "a move of
// no kind".
func (k MoveKind) verb() string {
	if k >= 1 && k <= kMax {
		return "\"" + verbs[k] + "\""
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
	// DieChanges is Helicopter Operation's change of the first and the
	// second movement die, each -2..+2 (not both 0).
	DieChanges [2]int8
}

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
func HelicopterMove(by core.Player, first, second int8) Move {
	return Move{By: by, Kind: MoveKindPlay, Card: HelicopterOperation, DieChanges: [2]int8{first, second}}
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

var dieNames = [3]string{"sum", "die-1", "die-2"}

func signed(d int) string {
	if d >= 0 {
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

// String is the move in notation ("P1 move R.B die-1 to CAT by air").
func (m Move) String() string {
	p := m.By.String()
	switch m.Kind {
	case MoveKindHome:
		return fmt.Sprintf("%s home %s %s", p, m.Faction.String(), locationName(int(m.Space)))
	case MoveKindPass:
		return p + " pass"
	case MoveKindMove:
		var b strings.Builder
		b.WriteString(p + " move " + counterName(int(m.Counter)) + " " + dieNames[m.Die%3] + " to " + locationName(int(m.Space)))
		if m.Facing != NoHeading {
			b.WriteString(" facing " + m.Facing.String())
		}
		if m.Air {
			b.WriteString(" by air")
		}
		return b.String()
	case MoveKindPlay:
		s := p + " play " + m.Card.String()
		switch targetOf(m.Card) {
		case tgtCounter:
			s += " " + counterName(int(m.Target))
		case tgtSpace:
			s += " " + locationName(int(m.Space))
		case tgtDeltas:
			s += " " + signed(int(m.DieChanges[0])) + " " + signed(int(m.DieChanges[1]))
		}
		return s
	case MoveKindDetain, MoveKindArrest:
		verb := " detain "
		if m.Kind == MoveKindArrest {
			verb = " arrest "
		}
		s := p + verb + counterName(int(m.Target))
		if m.Lair {
			s += " with lair"
		}
		return s
	case MoveKindConvert:
		return p + " convert " + counterName(int(m.Target))
	case MoveKindResist:
		return p + " resist"
	case MoveKindSubmit:
		return p + " submit"
	case MoveKindBlock:
		return p + " block"
	case MoveKindAllow:
		return p + " allow"
	case MoveKindShoot:
		return p + " shoot " + counterName(int(m.Counter)) + " at " + counterName(int(m.Target))
	case MoveKindDiscard:
		return p + " discard " + m.Card.String()
	case MoveKindDone:
		return p + " done"
	case MoveKindRemoveControl:
		return p + " remove-control"
	case MoveKindUndercover:
		return p + " undercover " + counterName(int(m.Target))
	case MoveKindRoll:
		return p + " roll " + counterName(int(m.Counter))
	case MoveKindDecline:
		return p + " decline"
	}
	return p + " ?"
}

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

func badNotation(text, why string) error {
	return core.Errorf(core.ErrBadNotation, "%q: %s", text, why)
}

// simpleVerb is the kind of a move that takes no argument.
func simpleVerb(v string) (MoveKind, bool) {
	switch v {
	case "pass":
		return MoveKindPass, true
	case "resist":
		return MoveKindResist, true
	case "submit":
		return MoveKindSubmit, true
	case "block":
		return MoveKindBlock, true
	case "allow":
		return MoveKindAllow, true
	case "done":
		return MoveKindDone, true
	case "decline":
		return MoveKindDecline, true
	}
	return 0, false
}

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form, not legality.
func ParseMove(text string) (Move, error) {
	if strings.TrimSpace(text) != text {
		return Move{}, badNotation(text, "write it "+strconv.Quote(strings.TrimSpace(text))+": notation has no surrounding spaces or tabs")
	}
	f := strings.Fields(text)
	if len(f) < 2 || len(f[0]) < 2 || f[0][0] != 'P' {
		return Move{}, badNotation(text, "want a seat and a verb, as in \"P1 home red PAL\"")
	}
	seat, err := strconv.Atoi(f[0][1:])
	if err != nil || seat < 0 || seat > 4 || "P"+strconv.Itoa(seat) != f[0] {
		return Move{}, badNotation(text, "the seat must be P0 to P4")
	}
	m := Move{By: core.Player(seat)}
	args := f[2:]
	want := func(n int) error {
		if len(args) != n {
			return badNotation(text, fmt.Sprintf("%q takes %d words, not %d", f[1], n+2, len(f)))
		}
		return nil
	}
	counter := func(s string) (Counter, error) {
		c := counterByName(s)
		if c < 0 {
			return 0, badNotation(text, "unknown counter "+strconv.Quote(s))
		}
		return Counter(c), nil
	}
	space := func(s string) (Place, error) {
		sp := spaceByID(s)
		if sp < 0 {
			return 0, badNotation(text, "unknown space "+strconv.Quote(s))
		}
		return Place(sp), nil
	}
	if k, ok := simpleVerb(f[1]); ok {
		if err := want(0); err != nil {
			return Move{}, err
		}
		m.Kind = k
		return canonical(text, m)
	}
	switch f[1] {
	case "home":
		if err := want(2); err != nil {
			return Move{}, err
		}
		m.Kind = MoveKindHome
		fac := NoFaction
		for i := Red; i < numFamilies; i++ {
			if i.String() == args[0] {
				fac = i
			}
		}
		if fac == NoFaction {
			return Move{}, badNotation(text, "unknown Family "+strconv.Quote(args[0]))
		}
		m.Faction = fac
		if m.Space, err = space(args[1]); err != nil {
			return Move{}, err
		}
	case "move":
		if len(args) < 4 || args[2] != "to" {
			return Move{}, badNotation(text, "want \"move <counter> sum|die-1|die-2 to <space> [facing N|S] [by air]\"")
		}
		m.Kind = MoveKindMove
		if m.Counter, err = counter(args[0]); err != nil {
			return Move{}, err
		}
		switch args[1] {
		case "sum":
			m.Die = 0
		case "die-1":
			m.Die = 1
		case "die-2":
			m.Die = 2
		default:
			return Move{}, badNotation(text, "die must be sum, die-1 or die-2")
		}
		if m.Space, err = space(args[3]); err != nil {
			return Move{}, err
		}
		rest := args[4:]
		if len(rest) >= 2 && rest[0] == "facing" {
			switch rest[1] {
			case "N":
				m.Facing = HeadNorth
			case "S":
				m.Facing = HeadSouth
			default:
				return Move{}, badNotation(text, "facing must be N or S")
			}
			rest = rest[2:]
		}
		if len(rest) == 2 && rest[0] == "by" && rest[1] == "air" {
			m.Air = true
			rest = nil
		}
		if len(rest) != 0 {
			return Move{}, badNotation(text, "unexpected "+strconv.Quote(strings.Join(rest, " ")))
		}
	case "play":
		if len(args) < 1 {
			return Move{}, badNotation(text, "play needs a card")
		}
		m.Kind = MoveKindPlay
		c := cardByCode(args[0])
		if c == HiddenCard {
			return Move{}, badNotation(text, "unknown card "+strconv.Quote(args[0]))
		}
		m.Card = c
		switch targetOf(m.Card) {
		case tgtNone:
			err = want(1)
		case tgtCounter:
			if err = want(2); err == nil {
				m.Target, err = counter(args[1])
			}
		case tgtSpace:
			if err = want(2); err == nil {
				m.Space, err = space(args[1])
			}
		case tgtDeltas:
			if err = want(3); err == nil {
				a, e1 := strconv.Atoi(args[1])
				b, e2 := strconv.Atoi(args[2])
				if e1 != nil || e2 != nil || a < -2 || a > 2 || b < -2 || b > 2 || signed(a) != args[1] || signed(b) != args[2] {
					err = badNotation(text, "Helicopter deltas must be -2..+2 each, written with a sign")
				}
				m.DieChanges = [2]int8{int8(a), int8(b)}
			}
		}
		if err != nil {
			return Move{}, err
		}
	case "detain", "arrest":
		m.Kind = MoveKindDetain
		if f[1] == "arrest" {
			m.Kind = MoveKindArrest
		}
		if len(args) == 3 && args[1] == "with" && args[2] == "lair" {
			m.Lair = true
			args = args[:1]
		}
		if err := want(1); err != nil {
			return Move{}, err
		}
		if m.Target, err = counter(args[0]); err != nil {
			return Move{}, err
		}
	case "remove-control":
		if err := want(0); err != nil {
			return Move{}, err
		}
		m.Kind = MoveKindRemoveControl
	case "roll":
		if err := want(1); err != nil {
			return Move{}, err
		}
		m.Kind = MoveKindRoll
		if m.Counter, err = counter(args[0]); err != nil {
			return Move{}, err
		}
	case "shoot":
		if len(args) != 3 || args[1] != "at" {
			return Move{}, badNotation(text, "want \"shoot <counter> at <counter>\"")
		}
		m.Kind = MoveKindShoot
		if m.Counter, err = counter(args[0]); err != nil {
			return Move{}, err
		}
		if m.Target, err = counter(args[2]); err != nil {
			return Move{}, err
		}
	case "convert", "undercover":
		m.Kind = MoveKindConvert
		if f[1] == "undercover" {
			m.Kind = MoveKindUndercover
		}
		if err := want(1); err != nil {
			return Move{}, err
		}
		if m.Target, err = counter(args[0]); err != nil {
			return Move{}, err
		}
	case "discard":
		if err := want(1); err != nil {
			return Move{}, err
		}
		m.Kind = MoveKindDiscard
		c := cardByCode(args[0])
		if c == HiddenCard {
			return Move{}, badNotation(text, "unknown card "+strconv.Quote(args[0]))
		}
		m.Card = c
	default:
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is not a move ("+strings.Join(verbs[1:], ", ")+")")
	}
	return canonical(text, m)
}

// canonical returns m, read from text, if text is the notation String
// writes for m, and an error otherwise: ParseMove reads one spelling of
// each move (not with doubled spaces, nor in another case), so a record
// holds one spelling and a client may compare a move with Legal as text.
func canonical(text string, m Move) (Move, error) {
	if w := m.String(); w != text {
		return Move{}, badNotation(text, "this move is written "+strconv.Quote(w))
	}
	return m, nil
}
