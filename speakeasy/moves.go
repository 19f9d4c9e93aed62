package speakeasy

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
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
		if m.Reward == rewardCityTile {
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
		if m.Reward == rewardCityTile {
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
		if m.Reward == rewardCityTile {
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

// The move kinds, with their notation after the seat ("P0 place garage R").
const (
	MoveKindPlace        MoveKind = iota + 1 // place garage R: A location, B person
	MoveKindRestaurant                       // restaurant 3: A lower-row column (from 0)
	MoveKindPark                             // park docks L: swap with the Capo at A location, B person
	MoveKindPass                             // pass: no placement is possible
	MoveKindSkip                             // skip: skip or finish the current optional step
	MoveKindBook                             // book: gain a Book
	MoveKindRaise                            // raise fleet: A track
	MoveKindHelper                           // helper gin-2: A Helper card from the display
	MoveKindFamilyMember                     // family-member vip-area | family-member uptown: A 0 VIP area, 1..3 Docks Zone+1
	MoveKindHire                             // hire 2: A Goons at $2
	MoveKindOpen                             // open 3-speakeasy: A building group
	MoveKindUpgrade                          // upgrade casino: A group (Nightclub or Casino)
	MoveKindTakeover                         // takeover 5-speakeasy: A group
	MoveKindAt                               // at 7.2: A space for the building chosen
	MoveKindFee                              // fee yes|no: use the Associate in a takeover
	MoveKindDiscard                          // discard fleet-8: A Operations card
	MoveKindPlay                             // play party-4: A Operations card
	MoveKindSell                             // sell 7.2: A space whose barrel is sold
	MoveKindProtect                          // protect 7.2: A space
	MoveKindTruck                            // truck 1: A Truck (from 0)
	MoveKindEnter                            // enter 7: A district (from 0)
	MoveKindDrive                            // drive 8: A district
	MoveKindPickUp                           // pickup: a barrel from your Stills area
	MoveKindBuy                              // buy B 2: A Ship, B barrels
	MoveKindDeliver                          // deliver 7.2: A space
	MoveKindAmbush                           // ambush C: A Ship
	MoveKindUse                              // use P2: one more Family Member of seat A
	MoveKindAttack                           // attack: stop adding Family Members
	MoveKindBarrel                           // barrel 7.2 | barrel stills-area: A a space or stillsArea
	MoveKindDo                               // do ops|tiles|cook: a Restaurant action
	MoveKindTile                             // tile cash-2: play A City tile
	MoveKindCook                             // cook chain-1: A Book
	MoveKindAssociate                        // associate 9: A district's Mobster
	MoveKindReward                           // reward leverage|book|tile cash-2: A kind, B tile
	MoveKindDrop                             // drop cash-2: A City tile to the middle column
	MoveKindDefend                           // defend 2: A Goons returned in the Mob War
	numMoveKinds
)

// verbExamples is a move of each kind after the seat, for the refusal of a
// move whose arguments do not parse.
var verbExamples = [numMoveKinds]string{
	MoveKindPlace: "place garage R", MoveKindRestaurant: "restaurant 3", MoveKindPark: "park docks L", MoveKindPass: "pass",
	MoveKindSkip: "skip", MoveKindBook: "book", MoveKindRaise: "raise fleet", MoveKindHelper: "helper gin-2", MoveKindFamilyMember: "family-member uptown",
	MoveKindHire: "hire 2", MoveKindOpen: "open 3-speakeasy", MoveKindUpgrade: "upgrade casino", MoveKindTakeover: "takeover 5-speakeasy",
	MoveKindAt: "at 7.2", MoveKindFee: "fee yes", MoveKindDiscard: "discard fleet-8", MoveKindPlay: "play party-4",
	MoveKindSell: "sell 7.2", MoveKindProtect: "protect 7.2", MoveKindTruck: "truck 1", MoveKindEnter: "enter 7",
	MoveKindDrive: "drive 8", MoveKindPickUp: "pick-up", MoveKindBuy: "buy B 2", MoveKindDeliver: "deliver 7.2",
	MoveKindAmbush: "ambush C", MoveKindUse: "use P2", MoveKindAttack: "attack", MoveKindBarrel: "barrel 7.2",
	MoveKindDo: "do cook-books", MoveKindTile: "tile cash-2", MoveKindCook: "cook chain-1", MoveKindAssociate: "associate 9",
	MoveKindReward: "reward city-tile cash-2", MoveKindDrop: "drop cash-2", MoveKindDefend: "defend 2",
}

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

// rewardCityTile is the Park reward that takes a City tile (the one with a
// second argument).
const rewardCityTile Reward = 2

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
	opsNameTab    [numOps]string
	tileNameTab   [numTiles]string
	helperNameTab [numHelpers]string
	bookNameTab   [numBooks]string
	spaceNameTab  [numSpaces]string
	crateNameTab  [numCrates]string
)

func init() {
	for c := range opsNameTab {
		opsNameTab[c] = opsNames[c/10] + "-" + strconv.Itoa(c%10+1)
	}
	for t := range tileNameTab {
		tileNameTab[t] = tileNames[t/4] + "-" + strconv.Itoa(t%4+1)
	}
	for h := range helperNameTab {
		helperNameTab[h] = helperNames[h/4] + "-" + strconv.Itoa(h%4+1)
	}
	for b := range bookNameTab {
		bookNameTab[b] = bookNames[b/2] + "-" + strconv.Itoa(b%2+1)
	}
	for sp := range spaceNameTab {
		d := spaceDistrict(int8(sp))
		spaceNameTab[sp] = strconv.Itoa(int(d)+1) + "." + strconv.Itoa(sp-int(spaceStart[d])+1)
	}
	for c := range crateNameTab {
		crateNameTab[c] = crateKeys[crateBonus(int8(c))] + "-" + strconv.Itoa(crateCash(int8(c))-1)
	}
}

func opsName(c int8) string    { return opsNameTab[c] }
func tileName(t int8) string   { return tileNameTab[t] }
func helperName(h int8) string { return helperNameTab[h] }
func bookName(b int8) string   { return bookNameTab[b] }
func spaceName(sp int8) string { return spaceNameTab[sp] }

// String is the move in notation, for example "P1 open 5-speakeasy" or "P0 buy B 2".
func (m Move) String() string {
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return m.By.String() + " ?"
	}
	var b strings.Builder
	b.WriteString(m.By.String())
	b.WriteByte(' ')
	b.WriteString(verbs[m.Kind])
	a, b2 := m.args()
	arg := func(s string) { b.WriteByte(' '); b.WriteString(s) }
	num := func(v int8) { arg(strconv.Itoa(int(v))) }
	switch m.Kind {
	case MoveKindPlace, MoveKindPark:
		if in(a, numLocations) && in(b2, 3) {
			arg(locNames[a])
			arg(personNames[b2])
		}
	case MoveKindRestaurant:
		num(a + 1)
	case MoveKindRaise:
		if in(a, numTracks) {
			arg(trackNames[a])
		}
	case MoveKindHelper:
		if in(a, numHelpers) {
			arg(helperName(a))
		}
	case MoveKindFamilyMember:
		if a == 0 {
			arg("vip-area")
		} else if in(a-1, 3) {
			arg(zoneShort[a-1])
		}
	case MoveKindHire, MoveKindDefend:
		num(a)
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		if in(a, numGroups) {
			arg(groupNames[a])
		}
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		if in(a, numSpaces) {
			arg(spaceName(a))
		}
	case MoveKindFee:
		if a == 1 {
			arg("yes")
		} else {
			arg("no")
		}
	case MoveKindDiscard, MoveKindPlay:
		if in(a, numOps) {
			arg(opsName(a))
		}
	case MoveKindTruck:
		num(a + 1)
	case MoveKindEnter, MoveKindDrive, MoveKindAssociate:
		num(a + 1)
	case MoveKindBuy:
		if in(a, numShips) {
			arg(shipNames[a])
		}
		num(b2)
	case MoveKindAmbush:
		if in(a, numShips) {
			arg(shipNames[a])
		}
	case MoveKindUse:
		arg(core.Player(a).String())
	case MoveKindBarrel:
		if a == stillsArea {
			arg("stills-area")
		} else if in(a, numSpaces) {
			arg(spaceName(a))
		}
	case MoveKindDo:
		if in(a, 3) {
			arg(doNames[a])
		}
	case MoveKindTile, MoveKindDrop:
		if in(a, numTiles) {
			arg(tileName(a))
		}
	case MoveKindCook:
		if in(a, numBooks) {
			arg(bookName(a))
		}
	case MoveKindReward:
		if in(a, 3) {
			arg(rewardNames[a])
		}
		if a == 2 && in(b2, numTiles) {
			arg(tileName(b2))
		}
	}
	return b.String()
}

// in reports whether id v is one of the n ids from 0.
func in[T ~int8](v T, n int) bool { return v >= 0 && int(v) < n }

func badNotation(text, why string) error {
	return core.Errorf(core.ErrBadNotation, "%q: %s", text, why)
}

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form only; Apply checks legality.
func ParseMove(text string) (Move, error) {
	if strings.TrimSpace(text) != text {
		return Move{}, badNotation(text, "write it "+strconv.Quote(strings.TrimSpace(text))+": notation has no surrounding spaces or tabs")
	}
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, badNotation(text, "want a seat and a verb, as in \"P0 pass\"")
	}
	if len(f[0]) < 2 || f[0][0] != 'P' {
		return Move{}, badNotation(text, "a move starts with the seat, P0 to P3")
	}
	seat, err := strconv.Atoi(f[0][1:])
	if err != nil || seat < 0 || seat > 3 {
		return Move{}, badNotation(text, "the seat must be P0 to P3")
	}
	m := Move{By: core.Player(seat)}
	var a, b int8
	for k := MoveKind(1); k < numMoveKinds; k++ {
		if verbs[k] == f[1] {
			m.Kind = k
		}
	}
	if m.Kind == 0 {
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is not a move ("+strings.Join(verbs[1:], ", ")+")")
	}
	args := f[2:]
	want := func(n int) bool { return len(args) == n }
	var ok bool
	switch m.Kind {
	case MoveKindPass, MoveKindSkip, MoveKindBook, MoveKindPickUp, MoveKindAttack:
		ok = want(0)
	case MoveKindPlace, MoveKindPark:
		if want(2) {
			var okA, okB bool
			a, okA = index(locNames[:], args[0])
			b, okB = index(personNames[:], args[1])
			ok = okA && okB
		}
	case MoveKindRestaurant:
		ok = want(1) && number(args[0], 1, 4, &a, -1)
	case MoveKindRaise:
		ok = want(1) && named(trackNames[:], args[0], &a)
	case MoveKindHelper:
		ok = want(1) && tabArg(helperNameTab[:], args[0], &a)
	case MoveKindFamilyMember:
		if want(1) {
			if args[0] == "vip-area" {
				ok = true
			} else {
				ok = named(zoneShort[:], args[0], &a)
				a++
			}
		}
	case MoveKindHire, MoveKindDefend:
		ok = want(1) && number(args[0], 0, numGoons, &a, 0)
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		ok = want(1) && named(groupNames[:], args[0], &a)
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		ok = want(1) && spaceArg(args[0], &a)
	case MoveKindFee:
		if want(1) {
			switch args[0] {
			case "yes":
				a, ok = 1, true
			case "no":
				ok = true
			}
		}
	case MoveKindDiscard, MoveKindPlay:
		ok = want(1) && tabArg(opsNameTab[:], args[0], &a)
	case MoveKindTruck:
		ok = want(1) && number(args[0], 1, 2, &a, -1)
	case MoveKindEnter, MoveKindDrive, MoveKindAssociate:
		ok = want(1) && number(args[0], 1, numDistricts, &a, -1)
	case MoveKindBuy:
		ok = want(2) && named(shipNames[:], args[0], &a) && number(args[1], 0, 9, &b, 0)
	case MoveKindAmbush:
		ok = want(1) && named(shipNames[:], args[0], &a)
	case MoveKindUse:
		if want(1) && len(args[0]) == 2 && args[0][0] == 'P' && args[0][1] >= '0' &&
			args[0][1] <= '3' {
			a, ok = int8(args[0][1]-'0'), true
		}
	case MoveKindBarrel:
		if want(1) {
			if args[0] == "stills-area" {
				a, ok = stillsArea, true
			} else {
				ok = spaceArg(args[0], &a)
			}
		}
	case MoveKindDo:
		ok = want(1) && named(doNames[:], args[0], &a)
	case MoveKindTile, MoveKindDrop:
		ok = want(1) && tabArg(tileNameTab[:], args[0], &a)
	case MoveKindCook:
		ok = want(1) && tabArg(bookNameTab[:], args[0], &a)
	case MoveKindReward:
		if len(args) >= 1 && named(rewardNames[:], args[0], &a) {
			if a == 2 {
				ok = want(2) && tabArg(tileNameTab[:], args[1], &b)
			} else {
				ok = want(1)
			}
		}
	}
	if !ok {
		return Move{}, badNotation(text, strconv.Quote(verbs[m.Kind])+" is written as in \"P0 "+verbExamples[m.Kind]+"\"")
	}
	return canonicalMove(text, moveOf(m.By, m.Kind, a, b))
}

func index(names []string, s string) (int8, bool) {
	for i, n := range names {
		if n == s {
			return int8(i), true
		}
	}
	return 0, false
}

func named(names []string, s string, out *int8) bool {
	v, ok := index(names, s)
	*out = v
	return ok
}

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

// tabArg parses an id from its table of spellings ("gin-2", "fleet-10").
func tabArg(tab []string, s string, out *int8) bool {
	v, ok := index(tab, s)
	*out = v
	return ok
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

// canonicalMove returns m, read from text, if text is the notation String
// writes for m, and an error otherwise: ParseMove reads one spelling of
// each move (not with doubled spaces, nor in another case), so a record
// holds one spelling and a client may compare a move with Legal as text.
func canonicalMove(text string, m Move) (Move, error) {
	if w := m.String(); w != text {
		return Move{}, badNotation(text, "this move is written "+strconv.Quote(w))
	}
	return m, nil
}

// RestaurantAction is one of the Restaurant's actions ("do").
type RestaurantAction int8

// The Restaurant's actions.
const (
	PlayOperationsCard RestaurantAction = iota // play one Operations card
	PlayCityTiles                              // play up to two City tiles
	CookBooks                                  // cook up to three Books
)

// String is the action's id ("cook-books").
func (a RestaurantAction) String() string { return safeName(doNames[:], int(a)) }

// The constructors, one per kind: the way to build a Move. A number in
// notation (a column, a Truck) is given as the notation writes it, from 1.

// PlaceMove sends p's Capo to person k at location l.
func PlaceMove(p core.Player, l Location, k Person) Move {
	return Move{By: p, Kind: MoveKindPlace, Location: l, Person: k}
}

// RestaurantMove sends p's Capo to the Restaurant, its Turn Order marker to
// lower column column (from 1).
func RestaurantMove(p core.Player, column int) Move {
	return Move{By: p, Kind: MoveKindRestaurant, Column: int8(column - 1)}
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

// TruckMove moves Truck truck (1 or 2) next.
func TruckMove(p core.Player, truck int) Move {
	return Move{By: p, Kind: MoveKindTruck, Truck: int8(truck - 1)}
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
	if r == rewardCityTile {
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
