package tonytino

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// MoveKind is what a move does. The zero MoveKind is no move: the zero
// Move is never legal.
type MoveKind uint8

// The kinds of move, each named for its verb. Phase 1 is MoveKindPlay or
// MoveKindDiscard; a counterable card played opens the opponent's Police
// Raid window (MoveKindPass or MoveKindRaid); a card with targets then asks
// for them one MoveKindTarget at a time; phase 2 is MoveKindPlace. Phase 3
// (rackets) needs no decision and happens inside MoveKindPlace.
const (
	NoMoveKind      MoveKind = iota // no move: the zero Move's kind, never legal
	MoveKindPlay                    // phase 1: play a card from the hand
	MoveKindDiscard                 // phase 1: discard a card from the hand
	MoveKindPass                    // Police Raid window: let the card stand
	MoveKindRaid                    // Police Raid window: counter the card with Police Raid
	MoveKindTarget                  // name the next target corner of the card that resolved
	MoveKindPlace                   // phase 2: place a face-up crew tile on a corner
	MoveKindRacket                  // racket draft (Config.RacketDraft): put the face-up racket on a street
	numMoveKinds
)

// moveKindTable is the one table of the move kinds: each kind's verb (its
// notation), its name, its rules text and the Move fields its notation
// writes after the verb.
var moveKindTable = [numMoveKinds]struct {
	verb, name, text string
	fields           []string
}{
	MoveKindPlay:    {"play", "play a card", "phase 1: play a card from your hand face up; a counterable card gives the opponent a Police Raid window; then you draw", []string{"Card"}},
	MoveKindDiscard: {"discard", "discard a card", "phase 1: discard a card from your hand (face down unless the discards are public); then you draw", []string{"Card"}},
	MoveKindPass:    {"pass", "let it stand", "the Police Raid window: let the card the opponent just played take effect", nil},
	MoveKindRaid:    {"raid", "play Police Raid", "the Police Raid window: cancel the card the opponent just played; both cards stay face up, and you draw", nil},
	MoveKindTarget:  {"target", "name a target", "name the next corner the card that stood swaps", []string{"Corner"}},
	MoveKindPlace:   {"place", "place a crew tile", "phase 2: place one of your face-up crew tiles on a corner of the lowest token (the next higher after Step Up); full streets are scored", []string{"Tile", "Corner"}},
	MoveKindRacket:  {"racket", "put out a racket", "the racket draft: put the face-up racket tile at the end of a street without one", []string{"Street"}},
}

// notation is the move notation, declared by the move kind table: each
// kind's verb and the Move fields it writes after the verb; core reads and
// writes it.
var notation = codec.MustNotation[Move](NumSeats, "P0 play step-up", func() []codec.Verb {
	verbs := make([]codec.Verb, numMoveKinds)
	for k := MoveKindPlay; k < numMoveKinds; k++ {
		verbs[k] = codec.Verb{Word: moveKindTable[k].verb, Fields: moveKindTable[k].fields}
	}
	return verbs
}())

// Move is one decision. Only the fields its Kind uses are set; the others
// are zero. A field it uses may hold id 0 (corner A1, the Informant).
//
// Notation (Move.String, ParseMove), one move per line:
//
//	P0 play step-up          play a card (step-up stool-pigeon takeover super-crew double-cross lucky-break)
//	P0 discard police-raid   discard a card
//	P1 pass                 let the card just played stand
//	P1 raid                 counter it with Police Raid
//	P0 target C4            name a target corner of the card
//	P0 place 2 C4           place the face-up crew tile of value 2 on corner C4
//	P1 racket H3            racket draft only: put the face-up racket on street H3
//
// Place names the tile by its value, not its slot: two face-up tiles of the
// same value are the same choice, so Legal never lists it twice.
//
// In JSON a Move is its notation, a string: "P0 place 2 C4".
type Move struct {
	By     core.Player
	Kind   MoveKind
	Card   Card   // MoveKindPlay, MoveKindDiscard
	Tile   Tile   // MoveKindPlace
	Corner Corner // MoveKindTarget, MoveKindPlace
	Street Street // MoveKindRacket
}

// Mover is the seat that makes the move.
func (m Move) Mover() core.Player { return m.By }

// PlayMove is p playing card c in phase 1.
func PlayMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindPlay, Card: c} }

// DiscardMove is p discarding card c in phase 1.
func DiscardMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindDiscard, Card: c} }

// PassMove is p letting the opponent's card stand.
func PassMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPass} }

// RaidMove is p countering the opponent's card with Police Raid.
func RaidMove(p core.Player) Move { return Move{By: p, Kind: MoveKindRaid} }

// TargetMove is p naming corner c as the next target of their card.
func TargetMove(p core.Player, c Corner) Move { return Move{By: p, Kind: MoveKindTarget, Corner: c} }

// PlaceMove is p placing their face-up crew tile t on corner c.
func PlaceMove(p core.Player, t Tile, c Corner) Move {
	return Move{By: p, Kind: MoveKindPlace, Tile: t, Corner: c}
}

// PutRacketMove is p putting the face-up racket of the draft on street st.
func PutRacketMove(p core.Player, st Street) Move {
	return Move{By: p, Kind: MoveKindRacket, Street: st}
}

// strayMask has a bit for each field m sets that its Kind does not use:
// 1 Card, 2 Tile, 4 Corner, 8 Street (unusedNames).
func (m Move) strayMask() int {
	var used int
	switch m.Kind {
	case MoveKindPlay, MoveKindDiscard:
		used = 1
	case MoveKindTarget:
		used = 4
	case MoveKindPlace:
		used = 2 | 4
	case MoveKindRacket:
		used = 8
	}
	set := 0
	for i, on := range [4]bool{m.Card != NoCard, m.Tile != 0, m.Corner != 0, m.Street != 0} {
		if on {
			set |= 1 << i
		}
	}
	return set &^ used
}

// wellFormed reports whether m has exactly the fields its Kind uses, with
// values in range; Apply refuses anything else.
func (m Move) wellFormed() bool {
	if m.By < 0 || m.By >= NumSeats {
		return false
	}
	switch m.Kind {
	case MoveKindPlay, MoveKindDiscard:
		return m.Card.valid() && m.Tile == 0 && m.Corner == 0 && m.Street == 0
	case MoveKindPass, MoveKindRaid:
		return m.Card == NoCard && m.Tile == 0 && m.Corner == 0 && m.Street == 0
	case MoveKindTarget:
		return m.Card == NoCard && m.Tile == 0 && m.Corner.Valid() && m.Street == 0
	case MoveKindPlace:
		return m.Card == NoCard && m.Tile.Valid() && m.Corner.Valid() && m.Street == 0
	case MoveKindRacket:
		return m.Card == NoCard && m.Tile == 0 && m.Corner == 0 && m.Street.Valid()
	}
	return false
}

// String is the move in notation: "P0 play step-up", "P1 raid", "P0 place 2 C4".
func (m Move) String() string { return notation.String(m) }

// MarshalText writes the move in notation, so a Move is a JSON string.
func (m Move) MarshalText() ([]byte, error) {
	if !m.wellFormed() {
		return nil, core.Errorf(core.ErrBadNotation, "move %+v has no notation", m)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a move in notation (ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a move in the notation Move.String writes, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form, not legality: Apply does that.
func ParseMove(text string) (Move, error) {
	m, err := notation.Parse(text)
	if err != nil {
		return Move{}, err
	}
	if !m.wellFormed() {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: a move names a card, crew tile, corner or street, not a hidden one", text)
	}
	return canonical(text, m)
}

// canonical returns m, read from text, if text is the notation String
// writes for m, and an error otherwise: ParseMove reads one spelling of
// each move (not with doubled spaces, nor in another case), so a record
// holds one spelling and a client may compare a move with Legal as text.
func canonical(text string, m Move) (Move, error) {
	if w := m.String(); w != text {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: this move is written %q", text, w)
	}
	return m, nil
}
