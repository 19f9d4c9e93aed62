package tonytino

import "strconv"

// The fixed sizes of the game. They never vary, which is why State is made
// of arrays.
const (
	NumCorners    = 36 // the intersections of the 6×6 street grid
	NumStreets    = 12 // 6 vertical streets (columns) and 6 horizontal streets (rows)
	NumRackets    = 12 // one racket tile per street
	NumSeats      = 2  // Tony and Tino
	TilesPerColor = 18 // crew tiles of one colour, on the board, face up or in the pile
	PileSize      = 12 // crew tiles a player starts with in the face-down pile
	DeckSize      = 13 // cards in each player's deck
	HandSize      = 3  // cards in a full hand
	DisplaySize   = 2  // face-up crew tiles in front of a player
	TotalMoney    = 260000
)

// Corner is one of the 36 intersections, numbered row by row from the top
// left: Corner 6*r + c is column c (A–F) and row r+1 (1–6), so 0 is A1 and
// 35 is F6.
//
// House rule HOUSE-1: the board is a 6×6 grid of corners named A1..F6
// (column letter, row number), with twelve streets: the columns V1..V6
// (A..F) are streets 0..5 and the rows H1..H6 are streets 6..11. Every
// corner lies on exactly one column and one row.
type Corner int8

// NoCorner is the Corner of a move or event that names none.
const NoCorner Corner = -1

// CornerAt returns the corner in column col (0 = A) and row row (0 = row 1).
func CornerAt(col, row int) Corner { return Corner(6*row + col) }

// Valid reports whether c is one of the 36 corners.
func (c Corner) Valid() bool { return c >= 0 && c < NumCorners }

// Col is the corner's column, 0 (A) to 5 (F).
func (c Corner) Col() int { return int(c) % 6 }

// Row is the corner's row, 0 (row 1) to 5 (row 6).
func (c Corner) Row() int { return int(c) / 6 }

// Streets returns the corner's column street and row street, in that order
// (the order phase 3 scores them in).
func (c Corner) Streets() (col, row Street) {
	return Street(c.Col()), Street(6 + c.Row())
}

// String is the corner's name, "A1" to "F6" ("-" for NoCorner).
func (c Corner) String() string {
	if !c.Valid() {
		return "-"
	}
	return string([]byte{byte('A' + c.Col()), byte('1' + c.Row())})
}

// ParseCorner reads a corner name, "A1" to "F6" (either case).
func ParseCorner(s string) (Corner, bool) {
	if len(s) != 2 {
		return NoCorner, false
	}
	col, row := int(s[0]|0x20)-'a', int(s[1])-'1'
	if col < 0 || col > 5 || row < 0 || row > 5 {
		return NoCorner, false
	}
	return CornerAt(col, row), true
}

// Street is one of the 12 streets: 0..5 are the columns A..F (named V1..V6),
// 6..11 the rows 1..6 (named H1..H6). The racket slots are dealt in this
// order, which is the seed's "left to right, top to bottom".
type Street int8

// Valid reports whether s is one of the 12 streets.
func (s Street) Valid() bool { return s >= 0 && s < NumStreets }

// Corners returns the six corners of the street, top to bottom or left to right.
func (s Street) Corners() [6]Corner {
	var out [6]Corner
	for i := range out {
		out[i] = streetCorners[s%NumStreets][i]
	}
	return out
}

// String is the street's name: "V1".."V6" for the columns A..F, "H1".."H6"
// for the rows 1..6.
func (s Street) String() string {
	switch {
	case s >= 0 && s < 6:
		return "V" + strconv.Itoa(int(s)+1)
	case s >= 6 && s < NumStreets:
		return "H" + strconv.Itoa(int(s)-5)
	}
	return "-"
}

// parseStreet reads a street's name, "V1".."V6" or "H1".."H6".
func parseStreet(s string) (Street, bool) {
	if len(s) != 2 || s[1] < '1' || s[1] > '6' {
		return 0, false
	}
	switch s[0] {
	case 'V':
		return Street(s[1] - '1'), true
	case 'H':
		return Street(6 + s[1] - '1'), true
	}
	return 0, false
}

// streetCorners lists each street's corners; phase 3 sums over them.
var streetCorners = func() (t [NumStreets][6]Corner) {
	for i := 0; i < 6; i++ {
		for j := 0; j < 6; j++ {
			t[i][j] = CornerAt(i, j)   // column i
			t[6+i][j] = CornerAt(j, i) // row i
		}
	}
	return t
}()

// numberedTokens are the 24 green corner tokens: three each of 1–6, two each
// of 7 and 8, one each of 9 and 10 (seed, Components). The 12 coloured
// tokens are not listed: setup replaces them with henchmen at once.
var numberedTokens = [24]uint8{1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 9, 10}

// MaxToken is the highest corner token value.
const MaxToken = 10

// colouredTokens is how many unnumbered tokens each colour has (seed: 6 blue, 6 purple).
const colouredTokens = 6

// racketValues are the 12 racket tiles in units of $10,000: $50,000 ×1,
// $30,000 ×3, $20,000 ×4, $10,000 ×4, $260,000 in all (seed, Components).
var racketValues = [NumRackets]uint8{5, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1}

// racketUnit is the dollar value of one racket unit.
const racketUnit = 10000

// tileCopies is how many crew tiles of each value (0 to 3) a colour has:
// three Informants (0), eleven Henchmen (1), three Lieutenants (2) and The
// Godfather's Son (3) (seed, Components).
var tileCopies = [4]uint8{3, 11, 3, 1}

// TileName is the character a crew tile of value v represents.
func TileName(v int) string {
	switch v {
	case 0:
		return "Informant"
	case 1:
		return "Henchman"
	case 2:
		return "Lieutenant"
	case 3:
		return "Godfather's Son"
	}
	return "hidden tile"
}

// HiddenTile is the value a View shows for a crew tile in a face-down pile.
const HiddenTile uint8 = 0xFF

// Card is a card type. The zero Card is no card; HiddenCard stands for a
// card the viewer may not see.
type Card uint8

// The seven card types. House names from the dossier (the seed's card names
// are graphics); Super Crew and Police Raid are the printed names.
const (
	NoCard      Card = iota
	StepUp           // go to the corner one token value higher
	StoolPigeon      // swap an own Informant with a stronger own tile
	Takeover         // swap an own tile with an opponent's tile of equal value
	SuperCrew        // take another whole turn after this one; cannot be countered
	DoubleCross      // swap two corner tokens
	LuckyBreak       // reshuffle the corner tokens still on the board
	PoliceRaid       // counter the card the opponent just played
	numCards    = iota
)

// HiddenCard stands, in a View, for a card the viewer may not see.
const HiddenCard Card = 0xFF

// CardInfo describes a card type: its notation, its name and its copies in
// each deck.
type CardInfo struct {
	Card        Card
	ID          string // the word used in move notation and JSON
	Name        string // the house name (printed name for Super Crew and Police Raid)
	Copies      int    // copies in each 13-card deck by default
	Counterable bool   // whether Police Raid can counter it
	Text        string // what it does, as the player aid would say
}

// cardTable is the one table of card types, their names and counts.
//
// House rule HOUSE-4: the seed's counts add up to 12 but every source says
// 13 cards per deck; the 13th card is a fifth Step Up. Config.StoolPigeonX3
// switches to the other reading: four Step Up and three Stool Pigeon.
var cardTable = [numCards]CardInfo{
	{},
	{StepUp, "stepup", "Step Up", 5, true, "this turn, place on the corners of the next higher token value instead of the lowest"},
	{StoolPigeon, "stoolpigeon", "Stool Pigeon", 2, true, "swap one of your Informants on the board with one of your stronger tiles on the board"},
	{Takeover, "takeover", "Takeover", 2, true, "swap one of your tiles on the board with an opponent's tile of the same value"},
	{SuperCrew, "supercrew", "Super Crew", 1, false, "take another whole turn after this one (cannot be countered)"},
	{DoubleCross, "doublecross", "Double Cross", 1, true, "swap the tokens of two free corners"},
	{LuckyBreak, "luckybreak", "Lucky Break", 1, true, "shuffle the tokens of all free corners"},
	{PoliceRaid, "policeraid", "Police Raid", 1, false, "in the opponent's phase 1, cancel the card they just played"},
}

// DeckComposition returns the table of the seven card types with their
// default copies per deck (13 in all).
func DeckComposition() []CardInfo {
	return append([]CardInfo(nil), cardTable[1:]...)
}

// copiesOf returns the copies of each card type in a deck under the given
// variant (index by Card).
func copiesOf(stoolPigeonX3 bool) [numCards]uint8 {
	var n [numCards]uint8
	for c := StepUp; c < numCards; c++ {
		n[c] = uint8(cardTable[c].Copies)
	}
	if stoolPigeonX3 {
		n[StepUp]--
		n[StoolPigeon]++
	}
	return n
}

// valid reports whether c is one of the seven card types.
func (c Card) valid() bool { return c >= StepUp && c < numCards }

// ID is the card's notation word ("stepup", "raid"), "hidden" for HiddenCard.
func (c Card) ID() string {
	if c.valid() {
		return cardTable[c].ID
	}
	if c == HiddenCard {
		return "hidden"
	}
	return "none"
}

// String is the card's name ("Step Up").
func (c Card) String() string {
	if c.valid() {
		return cardTable[c].Name
	}
	if c == HiddenCard {
		return "a hidden card"
	}
	return "no card"
}

// Counterable reports whether Police Raid can counter the card.
func (c Card) Counterable() bool { return c.valid() && cardTable[c].Counterable }

// parseCard reads a card's notation word.
func parseCard(s string) (Card, bool) {
	for c := StepUp; c < numCards; c++ {
		if cardTable[c].ID == s {
			return c, true
		}
	}
	if s == "hidden" {
		return HiddenCard, true
	}
	return NoCard, false
}

// money formats a dollar amount as "$30,000".
func money(d int) string {
	s := strconv.Itoa(d)
	neg := d < 0
	if neg {
		s = s[1:]
	}
	out := make([]byte, 0, len(s)+len(s)/3+2)
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-$" + string(out)
	}
	return "$" + string(out)
}
