package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move. Phase 1 is Play or Discard; a counterable Play opens
// the opponent's Police Raid window (Pass or Raid); a card with targets then
// asks for them one Target at a time; phase 2 is Place. Phase 3 (rackets)
// needs no decision and happens inside Place.
const (
	Play      MoveKind = iota + 1 // phase 1: play a card from the hand
	Discard                       // phase 1: discard a card from the hand
	Pass                          // Police Raid window: let the card stand
	Raid                          // Police Raid window: counter the card with Police Raid
	Target                        // name the next target corner of the card that resolved
	Place                         // phase 2: place a face-up crew tile of a value on a corner
	PutRacket                     // racket draft (Config.RacketDraft): put the face-up racket on a street
	numMoveKinds
)

var moveWords = [numMoveKinds]string{"", "play", "discard", "pass", "raid", "target", "place", "racket"}

// Move is one decision. Only the fields its Kind uses are set; the others
// are zero.
//
// Notation (Move.String, ParseMove), one move per line:
//
//	P0 play stepup      play a card (stepup stoolpigeon takeover supercrew doublecross luckybreak)
//	P0 discard policeraid     discard a card
//	P1 pass             let the card just played stand
//	P1 raid             counter it with Police Raid
//	P0 target C4        name a target corner of the card
//	P0 place 2 C4       place the face-up crew tile of value 2 on corner C4
//	P1 racket H3        racket draft only: put the face-up racket on street H3
//
// Place names the tile by its value, not its slot: two face-up tiles of the
// same value are the same choice, so Legal never lists it twice.
//
// In JSON a Move is its notation, a string.
type Move struct {
	By     core.Player
	Kind   MoveKind
	Card   Card   // Play, Discard
	Value  int8   // Place: the crew tile's value, 0 to 3
	Corner Corner // Target, Place
	Street Street // PutRacket
}

// Mover is the seat that makes the move.
func (m Move) Mover() core.Player { return m.By }

// PlayMove is p playing card c in phase 1.
func PlayMove(p core.Player, c Card) Move { return Move{By: p, Kind: Play, Card: c} }

// DiscardMove is p discarding card c in phase 1.
func DiscardMove(p core.Player, c Card) Move { return Move{By: p, Kind: Discard, Card: c} }

// PassMove is p letting the opponent's card stand.
func PassMove(p core.Player) Move { return Move{By: p, Kind: Pass} }

// RaidMove is p countering the opponent's card with Police Raid.
func RaidMove(p core.Player) Move { return Move{By: p, Kind: Raid} }

// TargetMove is p naming corner c as the next target of their card.
func TargetMove(p core.Player, c Corner) Move { return Move{By: p, Kind: Target, Corner: c} }

// PutRacketMove is p putting the face-up racket of the draft on street st.
func PutRacketMove(p core.Player, st Street) Move { return Move{By: p, Kind: PutRacket, Street: st} }

// PlaceMove is p placing their face-up crew tile of value v on corner c.
func PlaceMove(p core.Player, v int, c Corner) Move {
	return Move{By: p, Kind: Place, Value: int8(v), Corner: c}
}

// wellFormed reports whether m has exactly the fields its Kind uses, with
// values in range; Apply refuses anything else.
func (m Move) wellFormed() bool {
	if m.Kind != PutRacket && m.Street != 0 {
		return false
	}
	switch m.Kind {
	case Play, Discard:
		return m.Card.valid() && m.Value == 0 && m.Corner == 0
	case Pass, Raid:
		return m.Card == NoCard && m.Value == 0 && m.Corner == 0
	case Target:
		return m.Card == NoCard && m.Value == 0 && m.Corner.Valid()
	case Place:
		return m.Card == NoCard && m.Value >= 0 && m.Value <= 3 && m.Corner.Valid()
	case PutRacket:
		return m.Card == NoCard && m.Value == 0 && m.Corner == 0 && m.Street.Valid()
	}
	return false
}

// String is the move in notation: "P0 play stepup", "P1 raid", "P0 place 2 C4".
func (m Move) String() string {
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return m.By.String() + " ?"
	}
	s := m.By.String() + " " + moveWords[m.Kind]
	switch m.Kind {
	case Play, Discard:
		s += " " + m.Card.ID()
	case Target:
		s += " " + m.Corner.String()
	case Place:
		s += " " + strconv.Itoa(int(m.Value)) + " " + m.Corner.String()
	case PutRacket:
		s += " " + m.Street.String()
	}
	return s
}

// MarshalText writes the move in notation, so a Move is a JSON string.
func (m Move) MarshalText() ([]byte, error) {
	if !m.wellFormed() || m.By < 0 || m.By >= NumSeats {
		return nil, core.Errorf(core.ErrBadNotation, "move %+v has no notation", m)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a move in notation.
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a move in the notation Move.String writes. It checks the
// form, not legality: Apply does that.
func ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: want a seat and a verb, as in \"P0 play stepup\"", text)
	}
	var m Move
	switch f[0] {
	case "P0":
		m.By = 0
	case "P1":
		m.By = 1
	default:
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: the seat must be P0 or P1", text)
	}
	want := 2
	switch f[1] {
	case "play", "discard":
		m.Kind = Play
		if f[1] == "discard" {
			m.Kind = Discard
		}
		want = 3
		if len(f) == want {
			c, ok := parseCard(f[2])
			if !ok || c == HiddenCard {
				return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a card (stepup, stoolpigeon, takeover, supercrew, doublecross, luckybreak, policeraid)", text, f[2])
			}
			m.Card = c
		}
	case "pass":
		m.Kind = Pass
	case "raid":
		m.Kind = Raid
	case "target":
		m.Kind = Target
		want = 3
		if len(f) == want {
			c, ok := ParseCorner(f[2])
			if !ok {
				return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a corner (A1 to F6)", text, f[2])
			}
			m.Corner = c
		}
	case "place":
		m.Kind = Place
		want = 4
		if len(f) == want {
			if len(f[2]) != 1 || f[2][0] < '0' || f[2][0] > '3' {
				return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a crew tile value (0 to 3)", text, f[2])
			}
			m.Value = int8(f[2][0] - '0')
			c, ok := ParseCorner(f[3])
			if !ok {
				return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a corner (A1 to F6)", text, f[3])
			}
			m.Corner = c
		}
	case "racket":
		m.Kind = PutRacket
		want = 3
		if len(f) == want {
			st, ok := parseStreet(f[2])
			if !ok {
				return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a street (V1 to V6, H1 to H6)", text, f[2])
			}
			m.Street = st
		}
	default:
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q is not a move (play, discard, pass, raid, target, place, racket)", text, f[1])
	}
	if len(f) != want {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: %q takes %d words, not %d", text, f[1], want, len(f))
	}
	return m, nil
}

// String is the kind's notation word ("play").
func (k MoveKind) String() string {
	if k > 0 && k < numMoveKinds {
		return moveWords[k]
	}
	return "?"
}
