package speakeasy

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Move is one small decision. A visit to a location is a sequence of them
// in the rulebook's top-to-bottom order (place, then each step, each optional
// step skippable), so Legal stays short and a UI can walk it.
type Move struct {
	By   core.Player
	Kind MoveKind
	A    int8
	B    int8
}

// MoveKind says what a Move does; A and B are its arguments.
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
	arg := func(s string) { b.WriteByte(' '); b.WriteString(s) }
	num := func(v int8) { arg(strconv.Itoa(int(v))) }
	switch m.Kind {
	case MoveKindPlace, MoveKindPark:
		if in(m.A, numLocations) && in(m.B, 3) {
			arg(locNames[m.A])
			arg(personNames[m.B])
		}
	case MoveKindRestaurant:
		num(m.A + 1)
	case MoveKindRaise:
		if in(m.A, numTracks) {
			arg(trackNames[m.A])
		}
	case MoveKindHelper:
		if in(m.A, numHelpers) {
			arg(helperName(m.A))
		}
	case MoveKindFamilyMember:
		if m.A == 0 {
			arg("vip-area")
		} else if in(m.A-1, 3) {
			arg(zoneShort[m.A-1])
		}
	case MoveKindHire, MoveKindDefend:
		num(m.A)
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		if in(m.A, numGroups) {
			arg(groupNames[m.A])
		}
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		if in(m.A, numSpaces) {
			arg(spaceName(m.A))
		}
	case MoveKindFee:
		if m.A == 1 {
			arg("yes")
		} else {
			arg("no")
		}
	case MoveKindDiscard, MoveKindPlay:
		if in(m.A, numOps) {
			arg(opsName(m.A))
		}
	case MoveKindTruck:
		num(m.A + 1)
	case MoveKindEnter, MoveKindDrive, MoveKindAssociate:
		num(m.A + 1)
	case MoveKindBuy:
		if in(m.A, numShips) {
			arg(shipNames[m.A])
		}
		num(m.B)
	case MoveKindAmbush:
		if in(m.A, numShips) {
			arg(shipNames[m.A])
		}
	case MoveKindUse:
		arg(core.Player(m.A).String())
	case MoveKindBarrel:
		if m.A == stillsArea {
			arg("stills-area")
		} else if in(m.A, numSpaces) {
			arg(spaceName(m.A))
		}
	case MoveKindDo:
		if in(m.A, 3) {
			arg(doNames[m.A])
		}
	case MoveKindTile, MoveKindDrop:
		if in(m.A, numTiles) {
			arg(tileName(m.A))
		}
	case MoveKindCook:
		if in(m.A, numBooks) {
			arg(bookName(m.A))
		}
	case MoveKindReward:
		if in(m.A, 3) {
			arg(rewardNames[m.A])
		}
		if m.A == 2 && in(m.B, numTiles) {
			arg(tileName(m.B))
		}
	}
	return b.String()
}

func in(v int8, n int) bool { return v >= 0 && int(v) < n }

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
			var a, b bool
			m.A, a = index(locNames[:], args[0])
			m.B, b = index(personNames[:], args[1])
			ok = a && b
		}
	case MoveKindRestaurant:
		ok = want(1) && number(args[0], 1, 4, &m.A, -1)
	case MoveKindRaise:
		ok = want(1) && named(trackNames[:], args[0], &m.A)
	case MoveKindHelper:
		ok = want(1) && tabArg(helperNameTab[:], args[0], &m.A)
	case MoveKindFamilyMember:
		if want(1) {
			if args[0] == "vip-area" {
				ok = true
			} else {
				ok = named(zoneShort[:], args[0], &m.A)
				m.A++
			}
		}
	case MoveKindHire, MoveKindDefend:
		ok = want(1) && number(args[0], 0, numGoons, &m.A, 0)
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		ok = want(1) && named(groupNames[:], args[0], &m.A)
	case MoveKindAt, MoveKindSell, MoveKindProtect, MoveKindDeliver:
		ok = want(1) && spaceArg(args[0], &m.A)
	case MoveKindFee:
		if want(1) {
			switch args[0] {
			case "yes":
				m.A, ok = 1, true
			case "no":
				ok = true
			}
		}
	case MoveKindDiscard, MoveKindPlay:
		ok = want(1) && tabArg(opsNameTab[:], args[0], &m.A)
	case MoveKindTruck:
		ok = want(1) && number(args[0], 1, 2, &m.A, -1)
	case MoveKindEnter, MoveKindDrive, MoveKindAssociate:
		ok = want(1) && number(args[0], 1, numDistricts, &m.A, -1)
	case MoveKindBuy:
		ok = want(2) && named(shipNames[:], args[0], &m.A) && number(args[1], 0, 9, &m.B, 0)
	case MoveKindAmbush:
		ok = want(1) && named(shipNames[:], args[0], &m.A)
	case MoveKindUse:
		if want(1) && len(args[0]) == 2 && args[0][0] == 'P' && args[0][1] >= '0' &&
			args[0][1] <= '3' {
			m.A, ok = int8(args[0][1]-'0'), true
		}
	case MoveKindBarrel:
		if want(1) {
			if args[0] == "stills-area" {
				m.A, ok = stillsArea, true
			} else {
				ok = spaceArg(args[0], &m.A)
			}
		}
	case MoveKindDo:
		ok = want(1) && named(doNames[:], args[0], &m.A)
	case MoveKindTile, MoveKindDrop:
		ok = want(1) && tabArg(tileNameTab[:], args[0], &m.A)
	case MoveKindCook:
		ok = want(1) && tabArg(bookNameTab[:], args[0], &m.A)
	case MoveKindReward:
		if len(args) >= 1 && named(rewardNames[:], args[0], &m.A) {
			if m.A == 2 {
				ok = want(2) && tabArg(tileNameTab[:], args[1], &m.B)
			} else {
				ok = want(1)
			}
		}
	}
	if !ok {
		return Move{}, badNotation(text, strconv.Quote(verbs[m.Kind])+" is written as in \"P0 "+verbExamples[m.Kind]+"\"")
	}
	return canonicalMove(text, m)
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
	return Move{By: p, Kind: MoveKindPlace, A: int8(l), B: int8(k)}
}

// RestaurantMove sends p's Capo to the Restaurant, its Turn Order marker to
// lower column column (from 1).
func RestaurantMove(p core.Player, column int) Move {
	return Move{By: p, Kind: MoveKindRestaurant, A: int8(column - 1)}
}

// ParkMove uses the Park: p swaps with the Capo at person k of location l.
func ParkMove(p core.Player, l Location, k Person) Move {
	return Move{By: p, Kind: MoveKindPark, A: int8(l), B: int8(k)}
}

// PassMove: p has nowhere to place a Capo.
func PassMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPass} }

// SkipMove skips or finishes the optional step pending.
func SkipMove(p core.Player) Move { return Move{By: p, Kind: MoveKindSkip} }

// BookMove gains a Book.
func BookMove(p core.Player) Move { return Move{By: p, Kind: MoveKindBook} }

// RaiseMove raises track t by 1.
func RaiseMove(p core.Player, t Track) Move { return Move{By: p, Kind: MoveKindRaise, A: int8(t)} }

// HelperMove takes Helper card h from the display.
func HelperMove(p core.Player, h Helper) Move { return Move{By: p, Kind: MoveKindHelper, A: int8(h)} }

// FamilyMemberMove puts a Family Member from the supply at w: WhereVIPArea
// or a Docks Zone (WhereDowntown, WhereMidtown, WhereUptown).
func FamilyMemberMove(p core.Player, w Where) Move {
	a := int8(0)
	if w >= WhereDowntown && w <= WhereUptown {
		a = int8(w-WhereDowntown) + 1
	}
	return Move{By: p, Kind: MoveKindFamilyMember, A: a}
}

// HireMove hires goons Goons at $2 each.
func HireMove(p core.Player, goons int) Move { return Move{By: p, Kind: MoveKindHire, A: int8(goons)} }

// OpenMove opens a building of group g.
func OpenMove(p core.Player, g Group) Move { return Move{By: p, Kind: MoveKindOpen, A: int8(g)} }

// UpgradeMove upgrades a Speakeasy to a building of group g.
func UpgradeMove(p core.Player, g Group) Move { return Move{By: p, Kind: MoveKindUpgrade, A: int8(g)} }

// TakeoverMove takes over a Mobster Speakeasy with a building of group g.
func TakeoverMove(p core.Player, g Group) Move {
	return Move{By: p, Kind: MoveKindTakeover, A: int8(g)}
}

// AtMove chooses space sp for the building chosen.
func AtMove(p core.Player, sp Space) Move { return Move{By: p, Kind: MoveKindAt, A: int8(sp)} }

// FeeMove adds the Associate (paying its fee) to a takeover, or not.
func FeeMove(p core.Player, use bool) Move {
	m := Move{By: p, Kind: MoveKindFee}
	if use {
		m.A = 1
	}
	return m
}

// DiscardMove discards Operations card c.
func DiscardMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindDiscard, A: int8(c)} }

// PlayMove plays Operations card c into its slot.
func PlayMove(p core.Player, c Card) Move { return Move{By: p, Kind: MoveKindPlay, A: int8(c)} }

// SellMove sells the barrel at space sp.
func SellMove(p core.Player, sp Space) Move { return Move{By: p, Kind: MoveKindSell, A: int8(sp)} }

// ProtectMove sends a Family Member to protect the building on sp.
func ProtectMove(p core.Player, sp Space) Move {
	return Move{By: p, Kind: MoveKindProtect, A: int8(sp)}
}

// TruckMove moves Truck truck (1 or 2) next.
func TruckMove(p core.Player, truck int) Move {
	return Move{By: p, Kind: MoveKindTruck, A: int8(truck - 1)}
}

// EnterMove has the Truck enter the map in district d.
func EnterMove(p core.Player, d District) Move { return Move{By: p, Kind: MoveKindEnter, A: int8(d)} }

// DriveMove drives the Truck to district d.
func DriveMove(p core.Player, d District) Move { return Move{By: p, Kind: MoveKindDrive, A: int8(d)} }

// PickUpMove puts a barrel from the Stills area on the Truck.
func PickUpMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPickUp} }

// BuyMove buys barrels barrels from Ship sh.
func BuyMove(p core.Player, sh Ship, barrels int) Move {
	return Move{By: p, Kind: MoveKindBuy, A: int8(sh), B: int8(barrels)}
}

// DeliverMove delivers a barrel from the Truck to space sp.
func DeliverMove(p core.Player, sp Space) Move {
	return Move{By: p, Kind: MoveKindDeliver, A: int8(sp)}
}

// AmbushMove ambushes Ship sh.
func AmbushMove(p core.Player, sh Ship) Move { return Move{By: p, Kind: MoveKindAmbush, A: int8(sh)} }

// UseMove adds one more Family Member of seat q to the ambush.
func UseMove(p, q core.Player) Move { return Move{By: p, Kind: MoveKindUse, A: int8(q)} }

// AttackMove attacks with the Family Members chosen.
func AttackMove(p core.Player) Move { return Move{By: p, Kind: MoveKindAttack} }

// BarrelMove puts the won barrel at w: a space or WhereStillsArea.
func BarrelMove(p core.Player, w Where) Move { return Move{By: p, Kind: MoveKindBarrel, A: int8(w)} }

// DoMove takes Restaurant action a.
func DoMove(p core.Player, a RestaurantAction) Move {
	return Move{By: p, Kind: MoveKindDo, A: int8(a)}
}

// TileMove plays City tile t.
func TileMove(p core.Player, t Tile) Move { return Move{By: p, Kind: MoveKindTile, A: int8(t)} }

// CookMove cooks Book b.
func CookMove(p core.Player, b Book) Move { return Move{By: p, Kind: MoveKindCook, A: int8(b)} }

// AssociateMove takes Mobster m as Associate.
func AssociateMove(p core.Player, m Mobster) Move {
	return Move{By: p, Kind: MoveKindAssociate, A: int8(m)}
}

// RewardMove takes Park reward r; t is the City tile for the city-tile
// reward (ignored for the others).
func RewardMove(p core.Player, r Reward, t Tile) Move {
	m := Move{By: p, Kind: MoveKindReward, A: int8(r)}
	if r == 2 {
		m.B = int8(t)
	}
	return m
}

// DropMove puts City tile t on the middle column (the City tile limit).
func DropMove(p core.Player, t Tile) Move { return Move{By: p, Kind: MoveKindDrop, A: int8(t)} }

// DefendMove returns goons Goons to hold the district in the Mob War.
func DefendMove(p core.Player, goons int) Move {
	return Move{By: p, Kind: MoveKindDefend, A: int8(goons)}
}
