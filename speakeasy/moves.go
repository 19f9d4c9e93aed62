package speakeasy

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// Move is one small decision. A visit to a location is a sequence of them
// in the rulebook's top-to-bottom order (place, then each step, each optional
// step skippable), so Legal stays short and a UI can walk it.
//
// Only the fields its Kind uses are set (the constructors set them); the
// others are zero. A field it uses may hold id 0 (the Garage, space 1.1).
type Move struct {
	By   core.Player // the seat that makes the move
	Kind MoveKind    // what it does

	Location Location // MoveKindPlace, MoveKindPark: the location
	Person   Person   // MoveKindPlace, MoveKindPark: the Person of Interest there
	// Column is the Restaurant's lower-row column (MoveKindRestaurant),
	// from 0; the notation writes it from 1.
	Column int8
	Track  Track  // MoveKindRaise: the track raised
	Helper Helper // MoveKindHelper: the Helper card taken
	// Where is where a Family Member goes (MoveKindFamilyMember:
	// WhereVIPArea or a Docks Zone) or the won barrel (MoveKindBarrel: a
	// space or WhereStillsArea).
	Where Where
	Goons int8  // MoveKindHire: Goons hired; MoveKindDefend: Goons returned
	Group Group // MoveKindOpen, MoveKindUpgrade, MoveKindTakeover: the building group
	// Space is the building space chosen (MoveKindAt), sold from
	// (MoveKindSell), protected (MoveKindProtect) or delivered to
	// (MoveKindDeliver).
	Space Space
	Fee   bool // MoveKindFee: add the Associate to the takeover, paying its fee
	Card  Card // MoveKindDiscard, MoveKindPlay: the Operations card
	// Truck is the Truck moved next (MoveKindTruck), 0 or 1; the notation
	// writes it from 1.
	Truck    int8
	District District         // MoveKindEnter, MoveKindDrive: the district driven to
	Ship     Ship             // MoveKindBuy, MoveKindAmbush: the Ship
	Barrels  int8             // MoveKindBuy: the barrels bought
	Seat     core.Player      // MoveKindUse: the seat whose Family Member joins the ambush
	Action   RestaurantAction // MoveKindDo: the Restaurant action
	// Tile is the City tile played (MoveKindTile), put on the middle
	// column (MoveKindDrop) or taken as the city-tile Park reward
	// (MoveKindReward).
	Tile    Tile
	Book    Book    // MoveKindCook: the Book cooked
	Mobster Mobster // MoveKindAssociate: the Mobster taken as Associate
	Reward  Reward  // MoveKindReward: the Park reward taken
}

// moveOf is the move of kind k by seat by from its arguments as the
// notation and the lists of legal moves number them (a, and b for the
// second argument of place, park, buy and the city-tile reward): Legal,
// ParseMove and the tests build moves through it.
func moveOf(by core.Player, k MoveKind, a, b int8) Move {
	m := Move{By: by, Kind: k}
	switch k {
	case MoveKindPlace, MoveKindPark:
		m.Location, m.Person = Location(a), Person(b)
	case MoveKindRestaurant:
		m.Column = a
	case MoveKindRaise:
		m.Track = Track(a)
	case MoveKindHelper:
		m.Helper = Helper(a)
	case MoveKindFamilyMember:
		m.Where = WhereVIPArea + Where(a)
	case MoveKindHire, MoveKindDefend:
		m.Goons = a
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		m.Group = Group(a)
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		m.Space = Space(a)
	case MoveKindFee:
		m.Fee = a == 1
	case MoveKindDiscard, MoveKindPlay:
		m.Card = Card(a)
	case MoveKindTruck:
		m.Truck = a
	case MoveKindEnter, MoveKindDrive:
		m.District = District(a)
	case MoveKindBuy:
		m.Ship, m.Barrels = Ship(a), b
	case MoveKindAmbush:
		m.Ship = Ship(a)
	case MoveKindUse:
		m.Seat = core.Player(a)
	case MoveKindBarrel:
		m.Where = Where(a)
	case MoveKindDo:
		m.Action = RestaurantAction(a)
	case MoveKindTile, MoveKindDrop:
		m.Tile = Tile(a)
	case MoveKindCook:
		m.Book = Book(a)
	case MoveKindAssociate:
		m.Mobster = Mobster(a)
	case MoveKindReward:
		m.Reward = Reward(a)
		if m.Reward == RewardCityTile {
			m.Tile = Tile(b)
		}
	}
	return m
}

// args is moveOf's inverse: the move's arguments as numbers, for the
// notation and the descriptions.
func (m Move) args() (a, b int8) {
	switch m.Kind {
	case MoveKindPlace, MoveKindPark:
		return int8(m.Location), int8(m.Person)
	case MoveKindRestaurant:
		return m.Column, 0
	case MoveKindRaise:
		return int8(m.Track), 0
	case MoveKindHelper:
		return int8(m.Helper), 0
	case MoveKindFamilyMember:
		return int8(m.Where - WhereVIPArea), 0
	case MoveKindHire, MoveKindDefend:
		return m.Goons, 0
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		return int8(m.Group), 0
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		return int8(m.Space), 0
	case MoveKindFee:
		if m.Fee {
			return 1, 0
		}
	case MoveKindDiscard, MoveKindPlay:
		return int8(m.Card), 0
	case MoveKindTruck:
		return m.Truck, 0
	case MoveKindEnter, MoveKindDrive:
		return int8(m.District), 0
	case MoveKindBuy:
		return int8(m.Ship), m.Barrels
	case MoveKindAmbush:
		return int8(m.Ship), 0
	case MoveKindUse:
		return int8(m.Seat), 0
	case MoveKindBarrel:
		return int8(m.Where), 0
	case MoveKindDo:
		return int8(m.Action), 0
	case MoveKindTile, MoveKindDrop:
		return int8(m.Tile), 0
	case MoveKindCook:
		return int8(m.Book), 0
	case MoveKindAssociate:
		return int8(m.Mobster), 0
	case MoveKindReward:
		if m.Reward == RewardCityTile {
			return int8(m.Reward), int8(m.Tile)
		}
		return int8(m.Reward), 0
	}
	return 0, 0
}

// argField is the field that holds the argument of m's kind, for the
// kinds whose one argument is an id or a number stored as it is written
// (not the Family Member's Where, the fee's yes or no, nor a kind with
// two arguments); nil for the others.
func (m *Move) argField() *int8 {
	switch m.Kind {
	case MoveKindRestaurant:
		return &m.Column
	case MoveKindRaise:
		return (*int8)(&m.Track)
	case MoveKindHelper:
		return (*int8)(&m.Helper)
	case MoveKindHire, MoveKindDefend:
		return &m.Goons
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		return (*int8)(&m.Group)
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		return (*int8)(&m.Space)
	case MoveKindDiscard, MoveKindPlay:
		return (*int8)(&m.Card)
	case MoveKindTruck:
		return &m.Truck
	case MoveKindEnter, MoveKindDrive:
		return (*int8)(&m.District)
	case MoveKindAmbush:
		return (*int8)(&m.Ship)
	case MoveKindUse:
		return (*int8)(&m.Seat)
	case MoveKindBarrel:
		return (*int8)(&m.Where)
	case MoveKindDo:
		return (*int8)(&m.Action)
	case MoveKindTile, MoveKindDrop:
		return (*int8)(&m.Tile)
	case MoveKindCook:
		return (*int8)(&m.Book)
	case MoveKindAssociate:
		return (*int8)(&m.Mobster)
	}
	return nil
}

// bare is m with the fields its kind uses zeroed: the zero Move of its seat
// and kind exactly when m sets no field its kind does not use (one switch,
// for Apply's check of every move).
func (m Move) bare() Move {
	switch m.Kind {
	case MoveKindPlace, MoveKindPark:
		m.Location, m.Person = 0, 0
	case MoveKindRestaurant:
		m.Column = 0
	case MoveKindRaise:
		m.Track = 0
	case MoveKindHelper:
		m.Helper = 0
	case MoveKindFamilyMember, MoveKindBarrel:
		m.Where = 0
	case MoveKindHire, MoveKindDefend:
		m.Goons = 0
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		m.Group = 0
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		m.Space = 0
	case MoveKindFee:
		m.Fee = false
	case MoveKindDiscard, MoveKindPlay:
		m.Card = 0
	case MoveKindTruck:
		m.Truck = 0
	case MoveKindEnter, MoveKindDrive:
		m.District = 0
	case MoveKindBuy:
		m.Ship, m.Barrels = 0, 0
	case MoveKindAmbush:
		m.Ship = 0
	case MoveKindUse:
		m.Seat = 0
	case MoveKindDo:
		m.Action = 0
	case MoveKindTile, MoveKindDrop:
		m.Tile = 0
	case MoveKindCook:
		m.Book = 0
	case MoveKindAssociate:
		m.Mobster = 0
	case MoveKindReward:
		if m.Reward == RewardCityTile {
			m.Tile = 0
		}
		m.Reward = 0
	}
	return m
}

// strayFields names the fields m sets that its Kind does not use (they
// differ from the move its arguments make), for the refusal of a
// hand-built Move.
func (m Move) strayFields() []string {
	if m.bare() == (Move{By: m.By, Kind: m.Kind}) {
		return nil
	}
	a, b := m.args()
	c := moveOf(m.By, m.Kind, a, b)
	var out []string
	add := func(differs bool, name string) {
		if differs {
			out = append(out, name)
		}
	}
	add(c.Location != m.Location, "Location")
	add(c.Person != m.Person, "Person")
	add(c.Column != m.Column, "Column")
	add(c.Track != m.Track, "Track")
	add(c.Helper != m.Helper, "Helper")
	add(c.Where != m.Where, "Where")
	add(c.Goons != m.Goons, "Goons")
	add(c.Group != m.Group, "Group")
	add(c.Space != m.Space, "Space")
	add(c.Fee != m.Fee, "Fee")
	add(c.Card != m.Card, "Card")
	add(c.Truck != m.Truck, "Truck")
	add(c.District != m.District, "District")
	add(c.Ship != m.Ship, "Ship")
	add(c.Barrels != m.Barrels, "Barrels")
	add(c.Seat != m.Seat, "Seat")
	add(c.Action != m.Action, "Action")
	add(c.Tile != m.Tile, "Tile")
	add(c.Book != m.Book, "Book")
	add(c.Mobster != m.Mobster, "Mobster")
	add(c.Reward != m.Reward, "Reward")
	return out
}

// MoveKind says what a Move does; the Move fields it uses hold its arguments.
type MoveKind uint8

// The move kinds, each with its notation after the seat and the Move
// fields it uses ("P0 place garage R" sets Location and Person).
const (
	NoMoveKind           MoveKind = iota // none: the zero Move, never legal
	MoveKindPlace                        // place garage R: Location and Person
	MoveKindRestaurant                   // restaurant 3: Column (from 0; the notation's 3 is 2)
	MoveKindPark                         // park docks L: Location and Person of the Capo swapped
	MoveKindPass                         // pass
	MoveKindSkip                         // skip
	MoveKindBook                         // book
	MoveKindRaise                        // raise fleet: Track
	MoveKindHelper                       // helper gin-2: Helper
	MoveKindFamilyMember                 // family-member vip-area: Where (WhereVIPArea or a Docks Zone)
	MoveKindHire                         // hire 2: Goons
	MoveKindOpen                         // open 3-speakeasy: Group
	MoveKindUpgrade                      // upgrade casino: Group (Nightclub or Casino)
	MoveKindTakeover                     // takeover 5-speakeasy: Group
	MoveKindAt                           // at 7.2: Space
	MoveKindFee                          // fee yes: Fee
	MoveKindDiscard                      // discard fleet-8: Card
	MoveKindPlay                         // play party-4: Card
	MoveKindSell                         // sell 7.2: Space
	MoveKindProtect                      // protect 7.2: Space
	MoveKindTruck                        // truck 1: Truck (from 0; the notation's 1 is 0)
	MoveKindEnter                        // enter 7: District
	MoveKindDrive                        // drive 8: District
	MoveKindPickUp                       // pick-up
	MoveKindBuy                          // buy B 2: Ship and Barrels
	MoveKindDeliver                      // deliver 7.2: Space
	MoveKindAmbush                       // ambush C: Ship
	MoveKindUse                          // use P2: Seat
	MoveKindAttack                       // attack
	MoveKindBarrel                       // barrel 7.2: Where (a space or WhereStillsArea)
	MoveKindDo                           // do cook-books: Action
	MoveKindTile                         // tile cash-2: Tile
	MoveKindCook                         // cook chain-1: Book
	MoveKindAssociate                    // associate 9: Mobster
	MoveKindReward                       // reward city-tile cash-2: Reward, and Tile for the city-tile reward
	MoveKindDrop                         // drop cash-2: Tile
	MoveKindDefend                       // defend 2: Goons
	numMoveKinds
)

var verbs = [numMoveKinds]string{
	"",
	"place",
	"restaurant",
	"park",
	"pass",
	"skip",
	"book",
	"raise",
	"helper",
	"family-member",
	"hire",
	"open",
	"upgrade",
	"takeover",
	"at",
	"fee",
	"discard",
	"play",
	"sell",
	"protect",
	"truck",
	"enter",
	"drive",
	"pick-up",
	"buy",
	"deliver",
	"ambush",
	"use",
	"attack",
	"barrel",
	"do",
	"tile",
	"cook",
	"associate",
	"reward",
	"drop",
	"defend",
}

var doNames = [3]string{"play-operations-card", "play-city-tiles", "cook-books"}
var rewardNames = [3]string{"leverage-token", "book", "city-tile"}

// MarshalText writes the move's notation, so a Move's JSON is a string
// such as "P1 open 5-speakeasy".
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move's notation (ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	v, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Mover is the seat making the move.
func (m Move) Mover() core.Player { return m.By }

// The names of the ids in notation, built once so that printing a move,
// an event or a position allocates nothing for them.
var (
	opsNameTab    = nameTab[[numOps]string](func(c int) string { return opsNames[c/10] + "-" + strconv.Itoa(c%10+1) })
	tileNameTab   = nameTab[[numTiles]string](func(t int) string { return tileNames[t/4] + "-" + strconv.Itoa(t%4+1) })
	helperNameTab = nameTab[[numHelpers]string](func(h int) string { return helperNames[h/4] + "-" + strconv.Itoa(h%4+1) })
	bookNameTab   = nameTab[[numBooks]string](func(b int) string { return bookNames[b/2] + "-" + strconv.Itoa(b%2+1) })
	spaceNameTab  = nameTab[[numSpaces]string](func(sp int) string {
		d := spaceDistrict(int8(sp))
		return strconv.Itoa(int(d)+1) + "." + strconv.Itoa(sp-int(spaceStart[d])+1)
	})
	crateNameTab = nameTab[[numCrates]string](func(c int) string {
		return crateKeys[crateBonus(int8(c))] + "-" + strconv.Itoa(crateCash(int8(c))-1)
	})
)

// nameTab is the array of name(i) for each index i of A.
func nameTab[A [numOps]string | [numTiles]string | [numHelpers]string | [numBooks]string | [numSpaces]string | [numCrates]string](name func(int) string) (out A) {
	for i := range len(out) {
		out[i] = name(i)
	}
	return out
}

func opsName(c int8) string    { return opsNameTab[c] }
func tileName(t int8) string   { return tileNameTab[t] }
func helperName(h int8) string { return helperNameTab[h] }
func bookName(b int8) string   { return bookNameTab[b] }
func spaceName(sp int8) string { return spaceNameTab[sp] }

// String is the move in notation, for example "P1 open 5-speakeasy" or "P0 buy B 2".
func (m Move) String() string { return notation.String(m) }

// in reports whether id v is one of the n ids from 0.
func in[T ~int8](v T, n int) bool { return v >= 0 && int(v) < n }

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form only; Apply checks legality.
func ParseMove(text string) (Move, error) { return notation.Parse(text) }

// form declares a form of the notation: kind k's word and the fields and
// literal words after it, written when cond holds (nil: always), and what
// its literal words set when read.
func form(k MoveKind, cond func(Move) bool, set func(*Move), fields ...string) codec.Form[Move] {
	return codec.Form[Move]{Kind: int(k), Verb: codec.Verb{Word: verbs[k], Fields: fields}, If: cond, Set: set}
}

// choices is the forms of kind k whose last word is a literal, one of
// names, for a plain integer field (a column, a Truck, a count of Goons or
// barrels, a Mobster's district number): names[i] is written and read for
// get(m) == i, after the fields and words of before. A last form writes
// "?" for a value out of range; ParseMove refuses it, since the move it
// reads (the field 0) is written names[0].
func choices(k MoveKind, names []string, get func(Move) int, set func(*Move, int), before ...string) []codec.Form[Move] {
	out := make([]codec.Form[Move], 0, len(names)+1)
	for i, name := range names {
		out = append(out, form(k,
			func(m Move) bool { return get(m) == i },
			func(m *Move) { set(m, i) },
			append(slices.Clip(before), name)...))
	}
	return append(out, form(k, nil, nil, append(slices.Clip(before), "?")...))
}

// numbers is the decimals lo to hi, as the notation writes them.
func numbers(lo, hi int) []string {
	out := make([]string, 0, hi-lo+1)
	for v := lo; v <= hi; v++ {
		out = append(out, strconv.Itoa(v))
	}
	return out
}

// notation is the game's notation: each kind's verb (verbs) and what it
// writes after it, in the order String tries the forms of a kind. A
// number the Move holds from 0 (a column, a Truck, a Mobster) is written
// from 1.
var notation = codec.MustNotationForms[Move](4, "P0 pass", slices.Concat(
	[]codec.Form[Move]{
		form(MoveKindPlace, nil, nil, "Location", "Person"),
	},
	choices(MoveKindRestaurant, numbers(1, 4),
		func(m Move) int { return int(m.Column) }, func(m *Move, v int) { m.Column = int8(v) }),
	[]codec.Form[Move]{
		form(MoveKindPark, nil, nil, "Location", "Person"),
		form(MoveKindPass, nil, nil),
		form(MoveKindSkip, nil, nil),
		form(MoveKindBook, nil, nil),
		form(MoveKindRaise, nil, nil, "Track"),
		form(MoveKindHelper, nil, nil, "Helper"),
		form(MoveKindFamilyMember, func(m Move) bool { return m.Where >= WhereVIPArea && m.Where <= WhereUptown }, nil, "Where"),
		// "?" never reads: it sets a place the first form writes.
		form(MoveKindFamilyMember, nil, func(m *Move) { m.Where = WhereVIPArea }, "?"),
	},
	choices(MoveKindHire, numbers(0, numGoons),
		func(m Move) int { return int(m.Goons) }, func(m *Move, v int) { m.Goons = int8(v) }),
	[]codec.Form[Move]{
		form(MoveKindOpen, nil, nil, "Group"),
		form(MoveKindUpgrade, nil, nil, "Group"),
		form(MoveKindTakeover, nil, nil, "Group"),
		form(MoveKindAt, nil, nil, "Space"),
		form(MoveKindFee, func(m Move) bool { return m.Fee }, func(m *Move) { m.Fee = true }, "yes"),
		form(MoveKindFee, nil, nil, "no"),
		form(MoveKindDiscard, nil, nil, "Card"),
		form(MoveKindPlay, nil, nil, "Card"),
		form(MoveKindSell, nil, nil, "Space"),
		form(MoveKindProtect, nil, nil, "Space"),
	},
	choices(MoveKindTruck, numbers(1, 2),
		func(m Move) int { return int(m.Truck) }, func(m *Move, v int) { m.Truck = int8(v) }),
	[]codec.Form[Move]{
		form(MoveKindEnter, nil, nil, "District"),
		form(MoveKindDrive, nil, nil, "District"),
		form(MoveKindPickUp, nil, nil),
	},
	choices(MoveKindBuy, numbers(0, 9),
		func(m Move) int { return int(m.Barrels) }, func(m *Move, v int) { m.Barrels = int8(v) }, "Ship"),
	[]codec.Form[Move]{
		form(MoveKindDeliver, nil, nil, "Space"),
		form(MoveKindAmbush, nil, nil, "Ship"),
	},
	[]codec.Form[Move]{
		form(MoveKindUse, func(m Move) bool { return m.Seat >= 0 && m.Seat < 4 }, nil, "Seat"),
		form(MoveKindUse, nil, nil, "?"),
		form(MoveKindAttack, nil, nil),
		form(MoveKindBarrel, func(m Move) bool { return in(m.Where, numSpaces) || m.Where == WhereStillsArea }, nil, "Where"),
		form(MoveKindBarrel, nil, nil, "?"),
		form(MoveKindDo, nil, nil, "Action"),
		form(MoveKindTile, nil, nil, "Tile"),
		form(MoveKindCook, nil, nil, "Book"),
	},
	choices(MoveKindAssociate, numbers(1, numDistricts),
		func(m Move) int { return int(m.Mobster) }, func(m *Move, v int) { m.Mobster = Mobster(v) }),
	[]codec.Form[Move]{
		form(MoveKindReward, func(m Move) bool { return m.Reward == RewardCityTile }, nil, "Reward", "Tile"),
		form(MoveKindReward, nil, nil, "Reward"),
		form(MoveKindDrop, nil, nil, "Tile"),
	},
	choices(MoveKindDefend, numbers(0, numGoons),
		func(m Move) int { return int(m.Goons) }, func(m *Move, v int) { m.Goons = int8(v) }),
))

// number parses a decimal in [lo, hi] and stores it plus shift.
func number(s string, lo, hi int, out *int8, shift int) bool {
	if len(s) == 0 || len(s) > 3 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < lo || v > hi {
		return false
	}
	*out = int8(v + shift)
	return true
}

func spaceArg(s string, out *int8) bool {
	i := strings.IndexByte(s, '.')
	if i < 0 {
		return false
	}
	var d, k int8
	if !number(s[:i], 1, numDistricts, &d, -1) || !number(s[i+1:], 1, 3, &k, -1) {
		return false
	}
	if spaceStart[d]+k >= spaceStart[d+1] {
		return false
	}
	*out = spaceStart[d] + k
	return true
}

// RestaurantAction is one of the Restaurant's actions ("do").
type RestaurantAction int8

// The Restaurant's actions.
const (
	RestaurantActionPlayOperationsCard RestaurantAction = iota // play one Operations card
	RestaurantActionPlayCityTiles                              // play up to two City tiles
	RestaurantActionCookBooks                                  // cook up to three Books
)

// The constructors, one per kind: the way to build a Move. A column or a
// Truck is counted from 0, as the Move's field holds it (the notation
// writes it from 1: RestaurantMove(1, 2) is "P1 restaurant 3").

// PlaceMove sends p's Capo to person k at location l.
func PlaceMove(p core.Player, l Location, k Person) Move {
	return Move{By: p, Kind: MoveKindPlace, Location: l, Person: k}
}

// RestaurantMove sends p's Capo to the Restaurant, its Turn Order marker to
// lower column column (from 0, as Move.Column: the notation's column 1 is 0).
func RestaurantMove(p core.Player, column int) Move {
	return Move{By: p, Kind: MoveKindRestaurant, Column: int8(column)}
}

// ParkMove uses the Park: p swaps with the Capo at person k of location l.
func ParkMove(p core.Player, l Location, k Person) Move {
	return Move{By: p, Kind: MoveKindPark, Location: l, Person: k}
}

// PassMove: p has nowhere to place a Capo.
func PassMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPass} }

// SkipMove skips or finishes the optional step pending.
func SkipMove(p core.Player) Move { return Move{By: p, Kind: MoveKindSkip} }

// BookMove gains a Book.
func BookMove(p core.Player) Move { return Move{By: p, Kind: MoveKindBook} }

// RaiseMove raises track t by 1.
func RaiseMove(p core.Player, t Track) Move { return Move{By: p, Kind: MoveKindRaise, Track: t} }

// HelperMove takes Helper card h from the display.
func HelperMove(p core.Player, h Helper) Move { return Move{By: p, Kind: MoveKindHelper, Helper: h} }

// FamilyMemberMove puts a Family Member from the supply at w: WhereVIPArea
// or a Docks Zone (WhereDowntown, WhereMidtown, WhereUptown).
func FamilyMemberMove(p core.Player, w Where) Move {
	if w < WhereDowntown || w > WhereUptown {
		w = WhereVIPArea
	}
	return Move{By: p, Kind: MoveKindFamilyMember, Where: w}
}

// HireMove hires goons Goons at $2 each.
func HireMove(p core.Player, goons int) Move {
	return Move{By: p, Kind: MoveKindHire, Goons: int8(goons)}
}

// OpenMove opens a building of group g.
func OpenMove(p core.Player, g Group) Move { return Move{By: p, Kind: MoveKindOpen, Group: g} }

// UpgradeMove upgrades a Speakeasy to a building of group g.
func UpgradeMove(p core.Player, g Group) Move { return Move{By: p, Kind: MoveKindUpgrade, Group: g} }

// TakeoverMove takes over a Mobster Speakeasy with a building of group g.
func TakeoverMove(p core.Player, g Group) Move {
	return Move{By: p, Kind: MoveKindTakeover, Group: g}
}

// AtMove chooses space sp for the building chosen.
func AtMove(p core.Player, sp Space) Move { return Move{By: p, Kind: MoveKindAt, Space: sp} }

// FeeMove adds the Associate (paying its fee) to a takeover, or not.
func FeeMove(p core.Player, use bool) Move {
	return Move{By: p, Kind: MoveKindFee, Fee: use}
}

// DiscardMove discards Operations card c.
func DiscardMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindDiscard, Card: c} }

// PlayMove plays Operations card c into its slot.
func PlayMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindPlay, Card: c} }

// SellMove sells the barrel at space sp.
func SellMove(p core.Player, sp Space) Move { return Move{By: p, Kind: MoveKindSell, Space: sp} }

// ProtectMove sends a Family Member to protect the building on sp.
func ProtectMove(p core.Player, sp Space) Move {
	return Move{By: p, Kind: MoveKindProtect, Space: sp}
}

// TruckMove moves Truck truck next: 0 or 1, as Move.Truck (the notation's
// "truck 1" is 0).
func TruckMove(p core.Player, truck int) Move {
	return Move{By: p, Kind: MoveKindTruck, Truck: int8(truck)}
}

// EnterMove has the Truck enter the map in district d.
func EnterMove(p core.Player, d District) Move { return Move{By: p, Kind: MoveKindEnter, District: d} }

// DriveMove drives the Truck to district d.
func DriveMove(p core.Player, d District) Move { return Move{By: p, Kind: MoveKindDrive, District: d} }

// PickUpMove puts a barrel from the Stills area on the Truck.
func PickUpMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPickUp} }

// BuyMove buys barrels barrels from Ship sh.
func BuyMove(p core.Player, sh Ship, barrels int) Move {
	return Move{By: p, Kind: MoveKindBuy, Ship: sh, Barrels: int8(barrels)}
}

// DeliverMove delivers a barrel from the Truck to space sp.
func DeliverMove(p core.Player, sp Space) Move {
	return Move{By: p, Kind: MoveKindDeliver, Space: sp}
}

// AmbushMove ambushes Ship sh.
func AmbushMove(p core.Player, sh Ship) Move { return Move{By: p, Kind: MoveKindAmbush, Ship: sh} }

// UseMove adds one more Family Member of seat q to the ambush.
func UseMove(p, q core.Player) Move { return Move{By: p, Kind: MoveKindUse, Seat: q} }

// AttackMove attacks with the Family Members chosen.
func AttackMove(p core.Player) Move { return Move{By: p, Kind: MoveKindAttack} }

// BarrelMove puts the won barrel at w: a space or WhereStillsArea.
func BarrelMove(p core.Player, w Where) Move { return Move{By: p, Kind: MoveKindBarrel, Where: w} }

// DoMove takes Restaurant action a.
func DoMove(p core.Player, a RestaurantAction) Move {
	return Move{By: p, Kind: MoveKindDo, Action: a}
}

// TileMove plays City tile t.
func TileMove(p core.Player, t Tile) Move { return Move{By: p, Kind: MoveKindTile, Tile: t} }

// CookMove cooks Book b.
func CookMove(p core.Player, b Book) Move { return Move{By: p, Kind: MoveKindCook, Book: b} }

// AssociateMove takes Mobster m as Associate.
func AssociateMove(p core.Player, m Mobster) Move {
	return Move{By: p, Kind: MoveKindAssociate, Mobster: m}
}

// RewardMove takes Park reward r; t is the City tile for the city-tile
// reward (ignored for the others).
func RewardMove(p core.Player, r Reward, t Tile) Move {
	m := Move{By: p, Kind: MoveKindReward, Reward: r}
	if r == RewardCityTile {
		m.Tile = t
	}
	return m
}

// DropMove puts City tile t on the middle column (the City tile limit).
func DropMove(p core.Player, t Tile) Move { return Move{By: p, Kind: MoveKindDrop, Tile: t} }

// DefendMove returns goons Goons to hold the district in the Mob War.
func DefendMove(p core.Player, goons int) Move {
	return Move{By: p, Kind: MoveKindDefend, Goons: int8(goons)}
}
