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
	KHome       MoveKind = iota + 1 // choose a Family's home city (Fac, To)
	KPass                           // let a window go by / go on
	KMove                           // move counter C with die Die (0 sum, 1, 2) to To facing Head, Air if by air
	KPlay                           // play Card (its target: counter C or space To; Helicopter Operation: Delta)
	KDetain                         // detain Boss C (Lair: with Discover a Lair in the City)
	KArrest                         // arrest C: a Picciotto (CC) or a Boss with the SISDE pair (Prefetto)
	KConvert                        // play the SISDE pair to turn Boss C's detention into an arrest
	KResist                         // a Picciotto resists the CC's arrest: shootout
	KSubmit                         // a Picciotto submits to the arrest
	KBlock                          // a Boss blocks the arriving opposing Picciotto
	KAllow                          // the Boss lets it act
	KShoot                          // start a shootout against counter C
	KDiscard                        // News leak: discard Card
	KDone                           // no more optional actions for the moved counter
	KUncontrol                      // 2-player game: the CC removes one control counter (H5)
	KUndercover                     // 2-player game: the SISDE sends mafioso C home (H8)
	KRoll                           // roll the die once more: a Picciotto's control, a CC's removal of control
	KDecline                        // do not roll for control or its removal
	kMax        = KDecline
)

var verbs = [...]string{KHome: "home", KPass: "pass", KMove: "move", KPlay: "play", KDetain: "detain",
	KArrest: "arrest", KConvert: "convert", KResist: "resist", KSubmit: "submit", KBlock: "block",
	KAllow: "allow", KShoot: "shoot", KDiscard: "discard", KDone: "done", KUncontrol: "remove control",
	KUndercover: "undercover", KRoll: "roll", KDecline: "decline"}

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
	C    Counter     // the counter moved, targeted, or (KPlay) the card's target counter
	Die  Die         // KMove: the sum (0) or one of the two movement dice
	To   Place       // KMove, KHome: the space; KPlay: the card's target space
	Head Heading     // KMove: facing at the end of the move
	Air  bool        // KMove: the move uses the air link
	Lair bool        // KDetain, KArrest: with Discover a Lair in the City
	Fac  Faction     // KHome: the Family choosing
	Card Card        // KPlay, KDiscard
	// Delta is KPlay Helicopter Operation's change of the first and the
	// second movement die, each -2..+2 (not both 0).
	Delta [2]int8
}

// MarshalText writes the move as its notation, so a Move's JSON is a
// string ("P1 move R.B d1 to CAT by air").
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

var dieNames = [3]string{"sum", "d1", "d2"}

func signed(d int) string {
	if d >= 0 {
		return "+" + strconv.Itoa(d)
	}
	return strconv.Itoa(d)
}

// String is the move in notation ("P1 move R.B d1 to CAT by air").
func (m Move) String() string {
	p := m.By.String()
	switch m.Kind {
	case KHome:
		return fmt.Sprintf("%s home %s %s", p, m.Fac.Letter(), locationName(int(m.To)))
	case KPass:
		return p + " pass"
	case KMove:
		var b strings.Builder
		b.WriteString(p + " move " + counterName(int(m.C)) + " " + dieNames[m.Die%3] + " to " + locationName(int(m.To)))
		if m.Head != NoHeading {
			b.WriteString(" facing " + m.Head.String())
		}
		if m.Air {
			b.WriteString(" by air")
		}
		return b.String()
	case KPlay:
		s := p + " play " + m.Card.String()
		switch targetOf(m.Card) {
		case tgtCounter:
			s += " " + counterName(int(m.C))
		case tgtSpace:
			s += " " + locationName(int(m.To))
		case tgtDeltas:
			s += " " + signed(int(m.Delta[0])) + " " + signed(int(m.Delta[1]))
		}
		return s
	case KDetain, KArrest:
		verb := " detain "
		if m.Kind == KArrest {
			verb = " arrest "
		}
		s := p + verb + counterName(int(m.C))
		if m.Lair {
			s += " with lair"
		}
		return s
	case KConvert:
		return p + " convert " + counterName(int(m.C))
	case KResist:
		return p + " resist"
	case KSubmit:
		return p + " submit"
	case KBlock:
		return p + " block"
	case KAllow:
		return p + " allow"
	case KShoot:
		return p + " shoot " + counterName(int(m.C))
	case KDiscard:
		return p + " discard " + m.Card.String()
	case KDone:
		return p + " done"
	case KUncontrol:
		return p + " remove control"
	case KUndercover:
		return p + " undercover " + counterName(int(m.C))
	case KRoll:
		return p + " roll"
	case KDecline:
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
		return KPass, true
	case "resist":
		return KResist, true
	case "submit":
		return KSubmit, true
	case "block":
		return KBlock, true
	case "allow":
		return KAllow, true
	case "done":
		return KDone, true
	case "roll":
		return KRoll, true
	case "decline":
		return KDecline, true
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
		return Move{}, badNotation(text, "want a seat and a verb, as in \"P1 home R PAL\"")
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
		m.Kind = KHome
		fac := NoFaction
		for i := Red; i < numFamilies; i++ {
			if i.Letter() == args[0] {
				fac = i
			}
		}
		if fac == NoFaction {
			return Move{}, badNotation(text, "unknown Family "+strconv.Quote(args[0]))
		}
		m.Fac = fac
		if m.To, err = space(args[1]); err != nil {
			return Move{}, err
		}
	case "move":
		if len(args) < 4 || args[2] != "to" {
			return Move{}, badNotation(text, "want \"move <counter> sum|d1|d2 to <space> [facing N|S] [by air]\"")
		}
		m.Kind = KMove
		if m.C, err = counter(args[0]); err != nil {
			return Move{}, err
		}
		switch args[1] {
		case "sum":
			m.Die = 0
		case "d1":
			m.Die = 1
		case "d2":
			m.Die = 2
		default:
			return Move{}, badNotation(text, "die must be sum, d1 or d2")
		}
		if m.To, err = space(args[3]); err != nil {
			return Move{}, err
		}
		rest := args[4:]
		if len(rest) >= 2 && rest[0] == "facing" {
			switch rest[1] {
			case "N":
				m.Head = HeadNorth
			case "S":
				m.Head = HeadSouth
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
		m.Kind = KPlay
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
				m.C, err = counter(args[1])
			}
		case tgtSpace:
			if err = want(2); err == nil {
				m.To, err = space(args[1])
			}
		case tgtDeltas:
			if err = want(3); err == nil {
				a, e1 := strconv.Atoi(args[1])
				b, e2 := strconv.Atoi(args[2])
				if e1 != nil || e2 != nil || a < -2 || a > 2 || b < -2 || b > 2 || signed(a) != args[1] || signed(b) != args[2] {
					err = badNotation(text, "Helicopter deltas must be -2..+2 each, written with a sign")
				}
				m.Delta = [2]int8{int8(a), int8(b)}
			}
		}
		if err != nil {
			return Move{}, err
		}
	case "detain", "arrest":
		m.Kind = KDetain
		if f[1] == "arrest" {
			m.Kind = KArrest
		}
		if len(args) == 3 && args[1] == "with" && args[2] == "lair" {
			m.Lair = true
			args = args[:1]
		}
		if err := want(1); err != nil {
			return Move{}, err
		}
		if m.C, err = counter(args[0]); err != nil {
			return Move{}, err
		}
	case "remove":
		if len(args) != 1 || args[0] != "control" {
			return Move{}, badNotation(text, "want \"remove control\"")
		}
		m.Kind = KUncontrol
	case "convert", "shoot", "undercover":
		m.Kind = KConvert
		switch f[1] {
		case "shoot":
			m.Kind = KShoot
		case "undercover":
			m.Kind = KUndercover
		}
		if err := want(1); err != nil {
			return Move{}, err
		}
		if m.C, err = counter(args[0]); err != nil {
			return Move{}, err
		}
	case "discard":
		if err := want(1); err != nil {
			return Move{}, err
		}
		m.Kind = KDiscard
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
