package speakeasy

// This file holds the game's data as Go tables: the map of Manhattan, the
// player board, the decks and tiles. Every number the rulebook does not
// give is a house rule (HOUSE-4.x), named at its constant or table and
// explained in the package doc.

// Location is one of the eight locations of the board, in the rulebook's
// teaching order.
type Location int8

// The locations.
const (
	LocationContractorOffice   Location = iota // Contractor Office
	LocationCityPlanningOffice                 // City Planning Office
	LocationGarage                             // Garage
	LocationCityHall                           // City Hall
	LocationCommission                         // Commission
	LocationDocks                              // Docks
	LocationRestaurant                         // Restaurant (any number of Capos, no persons)
	LocationPark                               // Park (swap Capos)
	numLocations               = 8
)

// numPersonLocs is the number of locations with Persons of Interest (the
// first six); their persons are Left, Middle and Right.
const numPersonLocs = 6

var locNames = [numLocations]string{
	"contractor-office",
	"city-planning-office",
	"garage",
	"city-hall",
	"commission",
	"docks",
	"restaurant",
	"park",
}

var locTitles = [numLocations]string{
	"Contractor Office",
	"City Planning Office",
	"Garage",
	"City Hall",
	"Commission",
	"Docks",
	"Restaurant",
	"Park",
}
var personNames = [3]string{"L", "M", "R"}

// House rule HOUSE-4.8 (persons by player count): which persons exist at
// each location with 3–4 players and with 1–2 players.
var personsBig = [numPersonLocs][3]bool{
	{true, true, true},  // Contractor Office
	{true, true, true},  // City Planning Office
	{true, false, true}, // Garage
	{true, false, true}, // City Hall
	{true, true, true},  // Commission
	{true, false, true}, // Docks
}
var personsSmall = [numPersonLocs][3]bool{
	{true, false, true},
	{true, false, true},
	{true, false, true},
	{true, false, true},
	{true, false, true},
	{true, false, false}, // the rulebook: with two players only one Docks person
}

// Track is a track on the player board: Strength or an Operations track.
type Track int8

// The tracks: Strength and the four Operations tracks.
const (
	TrackStrength Track = iota
	TrackStills
	TrackParty
	TrackVIPRoom
	TrackFleet
	numTracks = 5
)

var trackNames = [numTracks]string{"strength", "stills", "party", "vip-room", "fleet"}
var trackTitles = [numTracks]string{"Strength", "Stills", "Party", "VIP Room", "Fleet"}

// House rule HOUSE-4.3: track maxima (Strength 8, Operations 5); all start at 1.
var trackMax = [numTracks]int8{8, 5, 5, 5, 5}

// OpsType is one of the four types of Operations card.
type OpsType int8

// Operations card types, in the order of the tracks they belong to
// (the card type t raises nothing; its strength is track t+1).
const (
	OpsTypeStills OpsType = iota
	OpsTypeParty
	OpsTypeVIPRoom
	OpsTypeFleet
)

var opsNames = [4]string{"stills", "party", "vip-room", "fleet"}

// House rule HOUSE-4.1: 40 Operations cards, ten of each type, with the
// printed Leverage 0,0,0,1,1,1,1,2,2,3 in each type. Card id = type*10+i.
const numOps = 40

var opsLeverage = [10]int8{0, 0, 0, 1, 1, 1, 1, 2, 2, 3}

func opsType(c int8) int8 { return c / 10 }
func opsLev(c int8) int8  { return opsLeverage[c%10] }

// Building is what stands on a building space of the map.
type Building int8

// The buildings on a map space.
const (
	NoBuilding               Building = iota
	BuildingSpeakeasy                 // a player's Speakeasy
	BuildingStills                    // a player's Stills
	BuildingNightclub                 // a player's Nightclub
	BuildingCasino                    // a player's Casino
	BuildingMobsterSpeakeasy          // a Mobster Speakeasy
)

var buildingNames = [6]string{
	"empty",
	"Speakeasy",
	"Stills",
	"Nightclub",
	"Casino",
	"Mobster Speakeasy",
}

// House rule HOUSE-4.4: building values for Infamy and influence.
var buildingValue = [6]int{0, 1, 1, 2, 3, 0}

// Group is a building group on the player board, the buildings of one
// kind and price (House rule HOUSE-4.4).
type Group int8

// The building groups.
const (
	Group3Speakeasy Group = iota
	Group5Speakeasy
	Group8Speakeasy
	GroupStills
	GroupNightclub
	GroupCasino
	numGroups = 6
)

var groupNames = [numGroups]string{"3-speakeasy", "5-speakeasy", "8-speakeasy", "stills", "nightclub", "casino"}

var groupTitles = [numGroups]string{
	"$3 Speakeasy",
	"$5 Speakeasy",
	"$8 Speakeasy",
	"Stills",
	"Nightclub",
	"Casino",
}
var groupSize = [numGroups]int8{3, 3, 2, 1, 3, 3}

// groupCost: the rulebook's costs ($3/$5/$8 Speakeasy, $5 Stills, $12 Nightclub, $17 Casino).
var groupCost = [numGroups]int{3, 5, 8, 5, 12, 17}

var groupKind = [numGroups]Building{
	BuildingSpeakeasy,
	BuildingSpeakeasy,
	BuildingSpeakeasy,
	BuildingStills,
	BuildingNightclub,
	BuildingCasino,
}

// Benefits printed under the building spaces (House rule HOUSE-4.4).
const (
	benGoon = iota
	benCash2
	benToken
	benStrength
	benFM
	benBook
	benOps
	benHelper
	benBarrels2
	benTokens2
	benSafe6
	benBooks2
)

var groupBenefit = [numGroups][3]int8{
	{benGoon, benCash2, benToken},
	{benStrength, benFM, benBook},
	{benOps, benHelper, -1},
	{benBarrels2, -1, -1},
	{benStrength, benOps, benTokens2},
	{benHelper, benSafe6, benBooks2},
}

var benefitNames = [...]string{
	"+1 Goon",
	"+$2",
	"+1 Leverage token",
	"Strength +1",
	"a Family Member",
	"a Book",
	"an Operations level +1",
	"a Helper card",
	"2 barrels on the Stills area",
	"+2 Leverage tokens",
	"+$6 Safe",
	"2 Books",
}

// Zone is one of Manhattan's three Zones.
type Zone int8

// The Zones.
const (
	ZoneDowntown Zone = iota
	ZoneMidtown
	ZoneUptown
)

var zoneNames = [3]string{"Downtown", "Midtown", "Uptown"}
var zoneShort = [3]string{"downtown", "midtown", "uptown"}

// House rule HOUSE-4.2: sixteen districts in a 2×8 grid; districts 1–12
// have three building spaces, 13–16 two; 44 spaces in all.
const (
	numDistricts = 16
	numSpaces    = 44
)

// spaceStart[d] is the index of space d.1 (d counted from 0); the last entry closes the list.
var spaceStart = [numDistricts + 1]int8{
	0,
	3,
	6,
	9,
	12,
	15,
	18,
	21,
	24,
	27,
	30,
	33,
	36,
	38,
	40,
	42,
	44,
}

func spaceDistrict(sp int8) int8 {
	if uint8(sp) < numSpaces {
		return spaceDistricts[sp]
	}
	return scanDistrict(sp)
}

// spaceDistricts is spaceDistrict of each space, looked up on the hot path
// (the rules of building, the cops) rather than searched.
var spaceDistricts = func() (t [numSpaces]int8) {
	for sp := range t {
		t[sp] = scanDistrict(int8(sp))
	}
	return t
}()

// districtSpaces[d] is the set of district d's spaces, bit sp for space sp.
var districtSpaces = func() (t [numDistricts]uint64) {
	for sp := int8(0); sp < numSpaces; sp++ {
		t[spaceDistricts[sp]] |= 1 << sp
	}
	return t
}()

// scanDistrict finds the district of space sp in spaceStart.
func scanDistrict(sp int8) int8 {
	for d := int8(0); d < numDistricts; d++ {
		if sp < spaceStart[d+1] {
			return d
		}
	}
	return numDistricts - 1
}

// zoneSpaces is the range [lo, hi) of the spaces of zone z (districtZone's
// districts are consecutive, and so are their spaces); empty for no zone.
func zoneSpaces(z int8) (lo, hi int8) {
	switch z {
	case int8(ZoneDowntown):
		return spaceStart[0], spaceStart[6]
	case int8(ZoneMidtown):
		return spaceStart[6], spaceStart[12]
	case int8(ZoneUptown):
		return spaceStart[12], spaceStart[numDistricts]
	}
	return 0, 0
}

func districtZone(d int8) int8 {
	return int8(districtZoneOf(d))
}

func districtZoneOf(d int8) Zone {
	switch {
	case d < 6:
		return ZoneDowntown
	case d < 12:
		return ZoneMidtown
	}
	return ZoneUptown
}

// adjacent reports whether districts a and b (from 0) touch orthogonally.
// Central Park (seed) cuts West from East in rows 7 and 8: 13/15 never
// touch 14/16.
func adjacent(a, b int8) bool {
	ra, rb := a/2, b/2
	ca, cb := a%2, b%2
	if ra == rb && ca != cb {
		return ra < 6
	}
	return ca == cb && (ra-rb == 1 || rb-ra == 1)
}

// House rule HOUSE-4.2: ports port-1..port-8 in clockwise order and their districts (from 0).
var portDistrict = [8]int8{2, 6, 10, 14, 15, 9, 5, 1}

// House rule HOUSE-4.2: districts 2, 5, 8, 11, 14 are blocked on the
// 1–2 player side, and ports P3 and P8 are closed.
var blockedSmall = [numDistricts]bool{1: true, 4: true, 7: true, 10: true, 13: true}

// Ships.
const numShips = 4

var shipNames = [numShips]string{"A", "B", "C", "D"}

// House rule HOUSE-4.13: values printed under the five barrel spaces of a Ship row.
var shipDefence = [6]int{12, 10, 8, 6, 4, 3} // index k = barrels aboard; a full Ship defends with 3
var shipPrice = [5]int{7, 6, 5, 4, 3}

// House rule HOUSE-4.13: twelve Crate tiles; tile i pays $2+(i mod 3) and
// keeps the lasting bonus i/3.
const numCrates = 12

// CrateBonus is the lasting bonus on the back of a Crate tile.
type CrateBonus int8

// The Crates' lasting bonuses.
const (
	CrateBonusTruck CrateBonus = iota
	CrateBonusMuscle
	CrateBonusBartender
	CrateBonusConnection
)

var crateBonusNames = [4]string{"Truck", "Muscle", "Bartender", "Connection"}

func crateCash(c int8) int         { return 2 + int(c)%3 }
func crateBonus(c int8) CrateBonus { return CrateBonus(c / 3) }

// City tiles (House rule HOUSE-4.12): 36 tiles, four of each of nine kinds.
const numTiles = 36

// TileKind is one of the nine kinds of City tile.
type TileKind int8

// The nine kinds of City tile, in the order of their names in notation.
const (
	TileKindCash TileKind = iota
	TileKindMuscle
	TileKindPromotion
	TileKindFavour
	TileKindMoonshine
	TileKindDelivery
	TileKindCousin
	TileKindLedger
	TileKindPrivateParty
)

var tileNames = [9]string{
	"cash",
	"muscle",
	"promotion",
	"favour",
	"moonshine",
	"delivery",
	"cousin",
	"ledger",
	"private-party",
}

// Helper cards (House rule HOUSE-4.10): five liquors, four copies each.
const numHelpers = 20

var helperNames = [5]string{"gin", "rum", "rye", "bourbon", "champagne"}

// helperSetPay is the cash a set of k different liquors pays at the end.
var helperSetPay = [6]int{0, 3, 8, 15, 24, 35}

// Books (House rule HOUSE-4.11): nine kinds, two tiles each.
const numBooks = 18

// BookKind is one of the nine kinds of Book.
type BookKind int8

// The nine kinds of Book, in the order of their names in notation.
const (
	BookKindChain BookKind = iota
	BookKindCitywide
	BookKindNightlife
	BookKindHighRoller
	BookKindMuscle
	BookKindSpecialist
	BookKindStocked
	BookKindFamilyBusiness
	BookKindSmuggler
)

var bookNames = [9]string{
	"chain",
	"citywide",
	"nightlife",
	"high-roller",
	"muscle",
	"specialist",
	"stocked",
	"family-business",
	"smuggler",
}
var bookPay = [9]int{8, 9, 7, 10, 7, 7, 8, 8, 9}

// House rule HOUSE-4.14: Mobster Strength tiles by tier.
var strengthTiles = [4][]int8{
	nil,
	{3, 3, 4, 4, 4, 5, 5, 5},
	{5, 6, 6, 7, 7, 8},
	{7, 8, 8, 9, 9, 10},
}

// House rule HOUSE-4.14: Associate strength and fee by district.
func assocStrength(d int8) int { return 2 + int(d)/4 }
func assocFee(d int8) int      { return 1 + int(d)/4 }

// Associate powers (House rule HOUSE-4.14), by district from 0.
const (
	powCash6       = 0  // M1 I: +$6
	powTruckRange  = 1  // M2 O: +1 range per Truck
	powGoons2      = 2  // M3 I: +2 Goons
	powCheapProt   = 3  // M4 O: protection 1 cheaper
	powStrength    = 4  // M5 I: Strength +1
	powPartyPlus   = 5  // M6 O: +$1 per barrel sold by a Party card
	powOps         = 6  // M7 I: an Operations level +1
	powNoCops      = 7  // M8 O: cops never close buildings in district 8
	powTokens2     = 8  // M9 I: +2 Leverage tokens
	powSkim        = 9  // M10 O: +$2 skim per Casino
	powFM          = 10 // M11 I: gain a Family Member
	powMobWar      = 11 // M12 O: +1 defence in every Mob War
	powHelper      = 12 // M13 I: gain a Helper card
	powStillsPlus  = 13 // M14 O: Stills cards produce +1 barrel
	powBooks2      = 14 // M15 I: gain 2 Books
	powCookPlus    = 15 // M16 O: +$2 Safe per Book cooked
	numMobsterTile = 16
)

var powerText = [numMobsterTile]string{
	"+$6 cash (once)", "+1 range for each Truck", "+2 Goons (once)",
	"Get Protection 1 cheaper per Family Member",
	"Strength +1 (once)", "+$1 per barrel sold by a Party card", "an Operations level +1 (once)",
	"cops never close your buildings in district 8",
	"+2 Leverage tokens (once)", "+$2 skim per Operating Casino", "a Family Member (once)",
	"+1 defence in every Mob War",
	"a Helper card (once)", "Stills cards produce +1 barrel", "2 Books (once)",
	"+$2 Safe for each Book cooked",
}

// Component counts (House rule HOUSE-4.1).
const (
	numFM            = 6
	numBarrels       = 40
	numGoons         = 30
	numTokens        = 24
	numMobsterSE     = 24
	stillsAreaMax    = 6
	handLimit        = 5 // draw only below this
	maxCityTiles     = 4 // the rulebook: the City tile limit
	truckCapacity    = 2 // the rulebook
	shipCapacity     = 5
	numMidSlots      = 12
	neutralCapo      = 4 // the occupant code of a solo neutral Capo
	startCash        = 20
	startHand        = 3
	goonPrice        = 2
	maxHire          = 2
	mobsterCapoCount = 0
)

// House rule HOUSE-4.7: Capos per player in Acts 1–4.
var caposPerAct = [5]int8{0, 4, 3, 3, 1}

// House rule HOUSE-4.9: Party base price per barrel by building kind.
var partyBase = [6]int{0, 3, 0, 6, 9, 0}

// House rule HOUSE-4.17: area-control payouts.
var payoutBig = [4]int{10, 6, 3, 1}
var payoutSmall = [2]int{10, 4}

// benefitKeys name the building spaces' benefits in events and JSON.
var benefitKeys = [...]string{
	"goon",
	"2-cash",
	"leverage-token",
	"strength",
	"family-member",
	"book",
	"operations-level",
	"helper-card",
	"2-barrels",
	"2-leverage-tokens",
	"6-safe",
	"2-books",
}

var crateKeys = [4]string{"truck", "muscle", "bartender", "connection"}

// crateName names Crate tile c by its bonus and its rank among the three
// of that bonus: "bartender-2" is the Bartender Crate with $3 on its front.
func crateName(c int8) string { return crateNameTab[c] }
