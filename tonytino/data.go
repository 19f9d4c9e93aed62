package tonytino

import (
	"strconv"
)

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

// ---- corners and streets ----

// Corner is one of the 36 intersections, numbered row by row from the top
// left: Corner 6*r + c is column c (A–F) and row r+1 (1–6), so 0 is A1 and
// 35 is F6.
//
// House rule HOUSE-1: the board is a 6×6 grid of corners named A1..F6
// (column letter, row number), with twelve streets: the columns V1..V6
// (A..F) are streets 0..5 and the rows H1..H6 are streets 6..11. Every
// corner lies on exactly one column and one row.
type Corner int8

// NoCorner is no corner: the first target before one is named. It never
// reaches a Move, an Event or a JSON document.
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

// Street is one of the 12 streets: 0..5 are the columns A..F (named V1..V6),
// 6..11 the rows 1..6 (named H1..H6). The racket slots are dealt in this
// order, which is the rulebook's "left to right, top to bottom".
type Street int8

// Valid reports whether s is one of the 12 streets.
func (s Street) Valid() bool { return s >= 0 && s < NumStreets }

// Corners returns the six corners of the street, top to bottom or left to right.
func (s Street) Corners() [6]Corner {
	if !s.Valid() {
		return [6]Corner{}
	}
	return streetCorners[s]
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

// ---- corner tokens ----

// Token is a numbered corner token, 1 to 10. A free corner holds one; the
// crew tile placed on it takes it out of the game. The zero Token is none.
type Token uint8

// The tokens' bounds: NoToken (none: a corner with a crew tile on it) and
// the highest token.
const (
	NoToken  Token = 0
	MaxToken Token = 10
)

// Valid reports whether t is one of the token values 1 to 10.
func (t Token) Valid() bool { return t >= 1 && t <= MaxToken }

// numberedTokens are the 24 green corner tokens: three each of 1–6, two each
// of 7 and 8, one each of 9 and 10 (the rulebook's components). The 12
// coloured tokens are not listed: setup replaces them with Henchmen at once.
var numberedTokens = [24]Token{1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 9, 10}

// colouredTokens is how many unnumbered tokens each colour has (6 blue, 6 purple).
const colouredTokens = 6

// ---- crew tiles ----

// Tile is a crew tile, named by its value: Informant (0), Henchman (1),
// Lieutenant (2) or the Godfather's Son (3).
type Tile uint8

// The four crew tiles, and HiddenTile: in a View, a tile of a face-down
// pile.
const (
	Informant     Tile = 0
	Henchman      Tile = 1
	Lieutenant    Tile = 2
	GodfathersSon Tile = 3
	numTiles           = 4
	HiddenTile    Tile = 0xFF
)

// Valid reports whether t is one of the four crew tiles (not HiddenTile).
func (t Tile) Valid() bool { return t < numTiles }

// Value is the tile's strength on a street, 0 to 3.
func (t Tile) Value() int { return int(t) }

// tileCopies is how many crew tiles of each value a colour has: three
// Informants, eleven Henchmen, three Lieutenants and the Godfather's Son
// (the rulebook's components).
var tileCopies = [numTiles]uint8{3, 11, 3, 1}

// plural is "Henchmen", "Informants".
func (t Tile) plural() string {
	if t == Henchman {
		return "Henchmen"
	}
	return t.Name() + "s"
}

// withArticle is "a Henchman", "an Informant".
func (t Tile) withArticle() string {
	if t == Informant {
		return "an " + t.Name()
	}
	return "a " + t.Name()
}

// ---- racket tiles ----

// Racket is a racket tile, named by its worth in units of $10,000: 1, 2, 3
// or 5. The zero Racket is none.
type Racket uint8

// NoRacket is no racket (a street still waiting for one in the racket
// draft); HiddenRacket is, in a View of the racket draft, a face-down racket
// tile.
const (
	NoRacket     Racket = 0
	HiddenRacket Racket = 0xFF
)

// racketUnit is the dollar value of one racket unit.
const racketUnit = 10000

// racketValues are the 12 racket tiles: $50,000 ×1, $30,000 ×3, $20,000
// ×4, $10,000 ×4, $260,000 in all (the rulebook's components).
var racketValues = [NumRackets]Racket{5, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1}

// Valid reports whether r is one of the four racket values.
func (r Racket) Valid() bool { return r == 1 || r == 2 || r == 3 || r == 5 }

// Dollars is the racket's worth: 10000 to 50000.
func (r Racket) Dollars() int {
	if !r.Valid() {
		return 0
	}
	return int(r) * racketUnit
}

// ---- cards ----

// Card is a card type. The zero Card is no card; HiddenCard stands for a
// card the viewer may not see.
type Card uint8

// The seven card types. Super Crew and Police Raid are the printed names;
// the other five are the names this package gives the cards the rulebook
// shows only as pictures.
const (
	NoCard      Card = iota
	StepUp           // go to the corners one token value higher
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

// cardFacts is a row of the card table: the card's notation, its name
// (Card.Name), its copies in each 13-card deck by default (Card.Copies),
// whether Police Raid can counter it (Card.Counterable) and what it does
// (Card.Text).
type cardFacts struct {
	id, name    string
	copies      uint8
	counterable bool
	text        string
}

// cardTable is the one table of the cards: every fact of a card is here.
//
// House rule HOUSE-4: the rulebook's counts add up to 12 but every edition
// has 13 cards per deck; the 13th card is a fifth Step Up.
// Config.StoolPigeonX3 switches to the other reading: four Step Up and
// three Stool Pigeon.
var cardTable = [numCards]cardFacts{
	StepUp:      {"step-up", "Step Up", 5, true, "this turn, place your crew tile on a corner of the next higher token value instead of the lowest"},
	StoolPigeon: {"stool-pigeon", "Stool Pigeon", 2, true, "swap one of your Informants on the board with one of your stronger tiles on the board"},
	Takeover:    {"takeover", "Takeover", 2, true, "swap one of your tiles on the board with an opponent's tile of the same value"},
	SuperCrew:   {"super-crew", "Super Crew", 1, false, "take another whole turn after this one; Police Raid cannot counter it"},
	DoubleCross: {"double-cross", "Double Cross", 1, true, "swap the tokens of two free corners of different values"},
	LuckyBreak:  {"lucky-break", "Lucky Break", 1, true, "shuffle the tokens of all free corners and lay them out again"},
	PoliceRaid:  {"police-raid", "Police Raid", 1, false, "in the opponent's phase 1, cancel the card they just played"},
}

// Copies is how many copies of the card each 13-card deck holds by default
// (HOUSE-4; Config.StoolPigeonX3 makes it one Step Up fewer and one Stool
// Pigeon more); 0 for NoCard and HiddenCard.
func (c Card) Copies() int {
	if !c.valid() {
		return 0
	}
	return int(cardTable[c].copies)
}

// copiesOf returns the copies of each card type in a deck under the given
// variant (index by Card).
func copiesOf(stoolPigeonX3 bool) [numCards]uint8 {
	var n [numCards]uint8
	for c := StepUp; c < numCards; c++ {
		n[c] = cardTable[c].copies
	}
	if stoolPigeonX3 {
		n[StepUp]--
		n[StoolPigeon]++
	}
	return n
}

// valid reports whether c is one of the seven card types.
func (c Card) valid() bool { return c >= StepUp && c < numCards }

// Counterable reports whether Police Raid can counter the card.
func (c Card) Counterable() bool { return c.valid() && cardTable[c].counterable }

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

// ---- the counts a position holds ----

// The components' counts as the package doc's position section and the
// refusals list them: each id with its count, "50k ×1, 30k ×3, ...".
var (
	tokenMixText  = mixText(numberedTokens[:], Token.String)
	racketMixText = mixText(racketValues[:], Racket.String)
	tileMixText   = countsText(tileCopies[:], func(i int) string { return Tile(i).String() })
	cardMixText   = cardsText(copiesOf(false))
	cardX3MixText = cardsText(copiesOf(true))
)

// mixText lists a multiset of ids, each once in the order first met, with
// its count.
func mixText[T comparable](all []T, id func(T) string) string {
	var order []T
	n := map[T]int{}
	for _, x := range all {
		if n[x] == 0 {
			order = append(order, x)
		}
		n[x]++
	}
	out := ""
	for i, x := range order {
		if i > 0 {
			out += ", "
		}
		out += id(x) + " ×" + strconv.Itoa(n[x])
	}
	return out
}

// countsText lists counts[i] of the id id(i), in index order.
func countsText(counts []uint8, id func(int) string) string {
	out := ""
	for i, n := range counts {
		if i > 0 {
			out += ", "
		}
		out += id(i) + " ×" + strconv.Itoa(int(n))
	}
	return out
}

// cardsText lists a deck's copies of each card, in card order.
func cardsText(copies [numCards]uint8) string {
	return countsText(copies[StepUp:], func(i int) string { return (StepUp + Card(i)).String() })
}
