package speakeasy

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// Event is something that happened in Apply, for a UI to animate and a log
// to print: its kind, the seat it concerns (Player, core.NoPlayer for
// none), the typed fields its kind uses (named for what they hold; the
// others are zero) and its audience. The package doc lists every kind and
// its fields.
//
// Its JSON, declared with codec.EventCodec, is {"kind": ..., "player": ...,
// the fields its kind uses, "to": audience}.
type Event struct {
	Kind     EventKind     // what happened
	Player   core.Player   `json:"player"`   // the seat it concerns
	Safe     int16         `json:"safe"`     // dollars into the Safe
	Score    int16         `json:"score"`    // dollars
	Target   int16         `json:"target"`   // the solo target, dollars
	Location Location      `json:"location"` // a location
	Person   Person        `json:"person"`   // a person of the location
	Victim   Capo          `json:"victim"`   // the Capo swapped to the Park
	Column   int8          `json:"column"`   // a turn order column, from 1
	Book     Book          `json:"book"`     // HiddenBook to all but its owner
	Track    Track         `json:"track"`
	Level    int8          `json:"level"` // a track's new level
	Helper   Helper        `json:"helper"`
	Where    Where         `json:"where"` // where a Family Member or a won barrel goes
	Goons    int8          `json:"goons"`
	Cost     int8          `json:"cost"` // dollars
	Building Group         `json:"building"`
	Space    Space         `json:"space"`
	Benefit  Benefit       `json:"benefit"`
	Tile     Tile          `json:"tile"`
	Card     Card          `json:"card"` // HiddenCard to all but its owner
	Barrels  int8          `json:"barrels"`
	Price    int8          `json:"price"` // dollars
	Leverage int8          `json:"leverage"`
	Truck    int8          `json:"truck"` // 1 or 2
	District District      `json:"district"`
	Entered  bool          `json:"entered"` // the Truck entered the map
	Ship     Ship          `json:"ship"`
	Attack   int8          `json:"attack"`
	Defence  int8          `json:"defence"`
	Crate    Crate         `json:"crate"`
	Owner    Capo          `json:"owner"` // the seat paid for its Family Member
	Port     Port          `json:"port"`
	Mobster  Mobster       `json:"mobster"`
	Reward   Reward        `json:"reward"`
	Strength int8          `json:"strength"`
	Held     bool          `json:"held"` // the district was held
	Zone     Zone          `json:"zone"`
	Cash     int8          `json:"cash"` // dollars
	Act      int8          `json:"act"`
	Won      bool          `json:"won"`
	Tokens   int8          `json:"tokens"` // Leverage tokens
	Phase    Phase         `json:"phase"`  // the phase started
	To       core.Audience // who may see this copy
}

// Capo is whose Capo an event names: a seat's, or the solo game's neutral
// one ("P2", "neutral").
type Capo int8

// CapoNeutral is the solo game's neutral Capo.
const CapoNeutral Capo = 4

// Where is where a Family Member or a won barrel goes: a building space
// ("7.2"), the VIP area, a Docks Zone, the Stills area or back to the
// supply.
type Where int8

// The places besides the building spaces (0 to NumSpaces-1).
const (
	WhereVIPArea    Where = 44 + iota // "vip-area"
	WhereDowntown                     // the Downtown Docks Zone
	WhereMidtown                      // the Midtown Docks Zone
	WhereUptown                       // the Uptown Docks Zone
	WhereStillsArea                   // "stills-area"
	WhereSupply                       // "supply": the barrel goes back
	numWhere
)

// Benefit is a building space's benefit ("2-cash", "leverage-token").
type Benefit int8

// Reward is the Park reward a swapped-away seat takes.
type Reward int8

// The Park rewards.
const (
	RewardLeverageToken Reward = 0 // a Leverage token
	RewardBook          Reward = 1 // a Book
	RewardCityTile      Reward = 2 // a City tile of the middle column (the reward with a second argument)
)

// EventKind says what an Event reports.
type EventKind uint8

// The event kinds.
const (
	NoEventKind                EventKind = iota // none: the zero Event
	EventKindCapoPlaced                         // P's Capo talks to person B at location A
	EventKindRestaurantVisited                  // P's Capo goes to the Restaurant, marker to lower column A
	// P swaps Capos with B at location A (C person); B's Capo goes to the Park
	EventKindCaposExchanged
	EventKindTurnPassed         // P cannot place a Capo and passes
	EventKindBookGained         // P gains Book A (only P sees it)
	EventKindTrackRaised        // P raises track A to B
	EventKindHelperTaken        // P takes Helper card A
	EventKindFamilyMemberGained // P gains a Family Member into A (0 VIP, 1..3 Docks Zone+1)
	EventKindGoonsHired         // P hires A Goons for $B
	// P builds group A on space B (C mode) for $cost in To-independent detail
	EventKindBuildingOpened
	EventKindBenefitGained          // P gains benefit A of the building space
	EventKindCityTileTaken          // P takes City tile A
	EventKindCardDiscarded          // P discards Operations card A
	EventKindCardPlayed             // P plays Operations card A into its slot
	EventKindBarrelsProduced        // P's Stills produce A barrels
	EventKindBarrelSold             // P sells the barrel at space A for $B
	EventKindBuildingProtected      // P protects space A (Leverage B)
	EventKindTruckMoved             // P's Truck A moves to district B
	EventKindBarrelPickedUp         // P's Truck A picks up a barrel at the Stills
	EventKindBarrelsBought          // P buys B barrels from Ship A for $C
	EventKindBarrelDelivered        // P delivers a barrel to space A
	EventKindShipAmbushed           // P ambushes Ship A with attack B against defence C
	EventKindCrateTaken             // P gains Crate A
	EventKindFamilyMemberFeePaid    // P pays $1 to seat A for a Family Member
	EventKindShipSailed             // Ship A sails to port B
	EventKindTurnOrderMarkerMoved   // P's Turn Order marker goes to lower column A
	EventKindCityTilePlayed         // P plays City tile A
	EventKindBookCooked             // P cooks Book A for $B Safe
	EventKindAssociateTaken         // P takes the Mobster of district A as Associate
	EventKindParkRewardTaken        // P, swapped away, takes reward A
	EventKindCityTileDropped        // P puts City tile A on the middle column
	EventKindCardDrawn              // P draws Operations card A (only P sees it)
	EventKindBuildingClosed         // cops close P's building on space A
	EventKindStrengthRevealed       // district A's Strength tile is B
	EventKindDistrictDefended       // P defends district A with B Goons; C 1 if held
	EventKindMobsterSpeakeasyPlaced // a Mobster Speakeasy goes on space A
	EventKindAreaControlScored      // P gets $B Safe for area control in zone A
	EventKindTurnOrderSet           // P takes column A of the new turn order
	EventKindCasinoSkimmed          // P's Casinos skim $A
	EventKindInvasionAnnounced      // district A will be invaded in Act B
	EventKindNeutralCapoPlaced      // a neutral Capo blocks location A, person B
	EventKindActEnded               // Act A ends
	EventKindFinalScoreCounted      // P's final score is A (Safe B)
	// P puts a won barrel on space A (-1 Stills area, -2 back to supply)
	EventKindBarrelPlaced
	// P takes over the Mobster Speakeasy on space A with attack B against C
	EventKindSpeakeasyTakenOver
	EventKindBuildingUpgraded // P upgrades space A to group B for $C
	EventKindLeverageGained   // P gains A Leverage tokens
	EventKindGoonsGained      // P gains A Goons
	EventKindCashGained       // P gains $A cash
	EventKindGameOver         // the game is over: P wins (none: a shared win, a solo miss) with $A; B the solo target
	EventKindTurnStarted      // P's turn starts: a Capo to place
	EventKindPhaseStarted     // phase A of the rulebook starts (the end of an Act)
)

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

func spaceStr(sp int) string {
	if sp < 0 || sp >= numSpaces {
		return "?"
	}
	return spaceName(int8(sp))
}

func safeName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

func plural(n int, what string) string {
	switch n {
	case 1:
		if strings.ContainsRune("AEIOU", rune(what[0])) {
			return "an " + what
		}
		return "a " + what
	case 0:
		return "no " + what + "s"
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// String reads well in a log: "P1 opens a Nightclub on 7.2 for $12".
func (e *Event) String() string {
	p := e.Player.String()
	a, b, c := e.arg(0), e.arg(1), e.arg(2)
	switch e.Kind {
	case EventKindCapoPlaced:
		return fmt.Sprintf(
			"%s's Capo talks to the %s person at the %s",
			p,
			safeName(personTitles[:], b),
			safeName(locTitles[:], a),
		)
	case EventKindRestaurantVisited:
		return fmt.Sprintf("%s's Capo goes to the Restaurant", p)
	case EventKindCaposExchanged:
		return fmt.Sprintf(
			"%s swaps Capos at the Park with %s at the %s (%s)",
			p,
			core.Player(b),
			safeName(locTitles[:], a),
			safeName(personTitles[:], c)+" person",
		)
	case EventKindTurnPassed:
		return p + " has nowhere to place a Capo and passes"
	case EventKindBookGained:
		if e.Book == HiddenBook {
			return p + " gains a Book"
		}
		return fmt.Sprintf("%s gains the Book %s", p, Book(a).Name())
	case EventKindTrackRaised:
		return fmt.Sprintf("%s raises %s to %d", p, Track(a).Name(), b)
	case EventKindHelperTaken:
		return fmt.Sprintf("%s takes the Helper card %s", p, Helper(a).Name())
	case EventKindFamilyMemberGained:
		if a == 0 {
			return p + " gains a Family Member in the VIP area"
		}
		return fmt.Sprintf(
			"%s gains a Family Member in the %s Docks",
			p,
			safeName(zoneNames[:], a-1),
		)
	case EventKindGoonsHired:
		return fmt.Sprintf("%s hires %s for $%d", p, plural(a, "Goon"), b)
	case EventKindBuildingOpened:
		return fmt.Sprintf(
			"%s opens a %s on %s for $%d",
			p,
			buildingNames[groupKind[a%numGroups]],
			spaceStr(b),
			c,
		)
	case EventKindBenefitGained:
		return fmt.Sprintf("%s's building space offers %s", p, safeName(benefitNames[:], a))
	case EventKindCityTileTaken:
		return fmt.Sprintf("%s takes the City tile %s", p, Tile(a).Name())
	case EventKindCardDiscarded:
		return fmt.Sprintf("%s discards the %s", p, Card(a).Name())
	case EventKindCardPlayed:
		return fmt.Sprintf("%s plays the %s", p, Card(a).Name())
	case EventKindBarrelsProduced:
		return fmt.Sprintf("%s's Stills produce %s", p, plural(a, "barrel"))
	case EventKindBarrelSold:
		return fmt.Sprintf("%s sells the barrel at %s for $%d", p, spaceStr(a), b)
	case EventKindBuildingProtected:
		return fmt.Sprintf(
			"%s sends a Family Member to protect %s for %d Leverage",
			p,
			spaceStr(a),
			b,
		)
	case EventKindTruckMoved:
		if c == 1 {
			return fmt.Sprintf("%s's Truck %d enters the map in district %d", p, a+1, b+1)
		}
		return fmt.Sprintf("%s's Truck %d drives to district %d", p, a+1, b+1)
	case EventKindBarrelPickedUp:
		return fmt.Sprintf("%s's Truck %d picks up a barrel at the Stills", p, a+1)
	case EventKindBarrelsBought:
		return fmt.Sprintf(
			"%s buys %s from Ship %s for $%d",
			p,
			plural(b, "barrel"),
			safeName(shipNames[:], a),
			c,
		)
	case EventKindBarrelDelivered:
		return fmt.Sprintf("%s delivers a barrel to %s", p, spaceStr(a))
	case EventKindShipAmbushed:
		return fmt.Sprintf(
			"%s ambushes Ship %s (%d against %d)",
			p,
			safeName(shipNames[:], a),
			b,
			c,
		)
	case EventKindCrateTaken:
		return fmt.Sprintf(
			"%s wins a $%d Crate and keeps its %s bonus",
			p,
			crateCash(int8(a)),
			crateBonusNames[crateBonus(int8(a))%4],
		)
	case EventKindFamilyMemberFeePaid:
		return fmt.Sprintf("%s pays $1 to %s for a Family Member", p, core.Player(a))
	case EventKindShipSailed:
		return fmt.Sprintf("Ship %s sails to %s", safeName(shipNames[:], a), Port(b).Name())
	case EventKindTurnOrderMarkerMoved:
		return fmt.Sprintf("%s moves the Turn Order marker to lower column %d", p, a+1)
	}
	return e.stringLater(p, a, b, c)
}

// stringLater is String for the event kinds from EventKindCityTilePlayed
// on (the second half of the kinds, as declared).
func (e *Event) stringLater(p string, a, b, c int) string {
	switch e.Kind {
	case EventKindCityTilePlayed:
		return fmt.Sprintf("%s plays the City tile %s", p, Tile(a).Name())
	case EventKindBookCooked:
		return fmt.Sprintf("%s cooks the Book %s for $%d Safe", p, Book(a).Name(), b)
	case EventKindAssociateTaken:
		return fmt.Sprintf("%s takes the Mobster M%d of district %d as Associate", p, a+1, a+1)
	case EventKindParkRewardTaken:
		return fmt.Sprintf(
			"%s, swapped to the Park, takes %s",
			p,
			safeName([]string{"a Leverage token", "a Book", "a City tile"}, a),
		)
	case EventKindCityTileDropped:
		return fmt.Sprintf("%s puts the City tile %s on the middle column", p, Tile(a).Name())
	case EventKindCardDrawn:
		if e.Card == HiddenCard {
			return p + " draws an Operations card"
		}
		return fmt.Sprintf("%s draws the %s", p, Card(a).Name())
	case EventKindBuildingClosed:
		return fmt.Sprintf("Cops close %s's building on %s", p, spaceStr(a))
	case EventKindStrengthRevealed:
		return fmt.Sprintf("Mobsters invade district %d with Strength %d", a+1, b)
	case EventKindDistrictDefended:
		if c == 1 {
			return fmt.Sprintf("%s holds district %d (%s returned)", p, a+1, plural(b, "Goon"))
		}
		return fmt.Sprintf("%s loses district %d to the Mobsters", p, a+1)
	case EventKindMobsterSpeakeasyPlaced:
		return fmt.Sprintf("A Mobster Speakeasy opens on %s", spaceStr(a))
	case EventKindAreaControlScored:
		return fmt.Sprintf("%s controls %s: $%d into the Safe", p, safeName(zoneNames[:], a), b)
	case EventKindTurnOrderSet:
		return fmt.Sprintf("%s takes turn order column %d", p, a+1)
	case EventKindCasinoSkimmed:
		return fmt.Sprintf("%s's Casinos skim $%d", p, a)
	case EventKindInvasionAnnounced:
		return fmt.Sprintf("District %d will be invaded at the end of Act %d", a+1, b)
	case EventKindNeutralCapoPlaced:
		return fmt.Sprintf(
			"A neutral Capo blocks the %s person at the %s",
			safeName(personTitles[:], b),
			safeName(locTitles[:], a),
		)
	case EventKindActEnded:
		return fmt.Sprintf("Act %d ends", a)
	case EventKindFinalScoreCounted:
		return fmt.Sprintf("%s finishes with $%d (Safe $%d)", p, a, b)
	case EventKindBarrelPlaced:
		switch a {
		case -1:
			return p + " puts the won barrel on the Stills area"
		case -2:
			return p + " has nowhere to put the won barrel; it goes back"
		}
		return fmt.Sprintf("%s puts the won barrel at %s", p, spaceStr(a))
	case EventKindSpeakeasyTakenOver:
		return fmt.Sprintf(
			"%s takes over the Mobster Speakeasy on %s (%d against %d)",
			p,
			spaceStr(a),
			b,
			c,
		)
	case EventKindBuildingUpgraded:
		return fmt.Sprintf(
			"%s upgrades %s to a %s for $%d",
			p,
			spaceStr(a),
			buildingNames[groupKind[b%numGroups]],
			c,
		)
	case EventKindLeverageGained:
		return fmt.Sprintf("%s gains %s", p, plural(a, "Leverage token"))
	case EventKindGoonsGained:
		return fmt.Sprintf("%s gains %s", p, plural(a, "Goon"))
	case EventKindCashGained:
		return fmt.Sprintf("%s gains $%d", p, a)
	case EventKindTurnStarted:
		return p + "'s turn"
	case EventKindPhaseStarted:
		return Phase(a).Name() + " begins"
	case EventKindGameOver:
		switch {
		case e.Target != 0 && e.Player == core.NoPlayer:
			return fmt.Sprintf("game over: $%d misses the solo target $%d", a, b)
		case e.Target != 0:
			return fmt.Sprintf("game over: %s reaches the solo target $%d with $%d", p, b, a)
		case e.Player == core.NoPlayer:
			return fmt.Sprintf("game over: a shared win at $%d", a)
		}
		return fmt.Sprintf("game over: %s wins with $%d", p, a)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// Field types of the event kinds' fields, for the JSON form.
const (
	fNone     = iota
	fInt      // a number (dollars, counts, levels, attack)
	fPlus1    // a number shown from 1 (a Truck, a turn-order column)
	fDistrict // a district, "1" to "16"
	fSpace    // a building space, "7.2"
	fLocation // a location, "garage"
	fPerson   // a person, "L", "M" or "R"
	fSeat     // a seat, "P2" ("neutral" for a solo neutral Capo)
	fTrack    // a track, "fleet"
	fHelper   // a Helper card, "gin-2"
	fTile     // a City tile, "cash-2"
	fBook     // a Book, "chain-1"
	fOps      // an Operations card, "fleet-8"
	fGroup    // a building group, "5-speakeasy"
	fZone     // a Zone, "midtown"
	fShip     // a Ship, "B"
	fPort     // a port, "port-4"
	fCrate    // a Crate tile, "truck-2"
	fBenefit  // a building space's benefit, "strength"
	fFMPlace  // where a Family Member goes: "vip-area" or a Docks Zone
	fReward   // a Park reward: "leverage-token", "book" or "city-tile"
	fBarrelTo // where a won barrel goes: a space, "stills-area" or "supply"
	fBool     // 1 is true
	fMobster  // a Mobster tile, "M9"
)

type evField struct {
	name string
	typ  uint8
}

// evSchema is each event kind's JSON: its kebab-case name, whether it
// concerns a player, and the names and types of its fields A, B and C.
var evSchema = [...]struct {
	name   string
	player bool
	f      [3]evField
}{
	EventKindCapoPlaced:        {"capo-placed", true, [3]evField{{"location", fLocation}, {"person", fPerson}}},
	EventKindRestaurantVisited: {"restaurant-visited", true, [3]evField{{"column", fPlus1}}},
	EventKindCaposExchanged: {
		"capos-exchanged",
		true,
		[3]evField{{"location", fLocation}, {"victim", fSeat}, {"person", fPerson}},
	},
	EventKindTurnPassed:         {"turn-passed", true, [3]evField{}},
	EventKindBookGained:         {"book-gained", true, [3]evField{{"book", fBook}}},
	EventKindTrackRaised:        {"track-raised", true, [3]evField{{"track", fTrack}, {"level", fInt}}},
	EventKindHelperTaken:        {"helper-taken", true, [3]evField{{"helper", fHelper}}},
	EventKindFamilyMemberGained: {"family-member-gained", true, [3]evField{{"where", fFMPlace}}},
	EventKindGoonsHired:         {"goons-hired", true, [3]evField{{"goons", fInt}, {"cost", fInt}}},
	EventKindBuildingOpened: {
		"building-opened",
		true,
		[3]evField{{"building", fGroup}, {"space", fSpace}, {"cost", fInt}},
	},
	EventKindBenefitGained:     {"benefit-gained", true, [3]evField{{"benefit", fBenefit}}},
	EventKindCityTileTaken:     {"city-tile-taken", true, [3]evField{{"tile", fTile}}},
	EventKindCardDiscarded:     {"card-discarded", true, [3]evField{{"card", fOps}}},
	EventKindCardPlayed:        {"card-played", true, [3]evField{{"card", fOps}}},
	EventKindBarrelsProduced:   {"barrels-produced", true, [3]evField{{"barrels", fInt}}},
	EventKindBarrelSold:        {"barrel-sold", true, [3]evField{{"space", fSpace}, {"price", fInt}}},
	EventKindBuildingProtected: {"building-protected", true, [3]evField{{"space", fSpace}, {"leverage", fInt}}},
	EventKindTruckMoved: {
		"truck-moved",
		true,
		[3]evField{{"truck", fPlus1}, {"district", fDistrict}, {"entered", fBool}},
	},
	EventKindBarrelPickedUp:  {"barrel-picked-up", true, [3]evField{{"truck", fPlus1}}},
	EventKindBarrelsBought:   {"barrels-bought", true, [3]evField{{"ship", fShip}, {"barrels", fInt}, {"cost", fInt}}},
	EventKindBarrelDelivered: {"barrel-delivered", true, [3]evField{{"space", fSpace}}},
	EventKindShipAmbushed: {
		"ship-ambushed",
		true,
		[3]evField{{"ship", fShip}, {"attack", fInt}, {"defence", fInt}},
	},
	EventKindCrateTaken:           {"crate-taken", true, [3]evField{{"crate", fCrate}}},
	EventKindFamilyMemberFeePaid:  {"family-member-fee-paid", true, [3]evField{{"owner", fSeat}}},
	EventKindShipSailed:           {"ship-sailed", false, [3]evField{{"ship", fShip}, {"port", fPort}}},
	EventKindTurnOrderMarkerMoved: {"turn-order-marker-moved", true, [3]evField{{"column", fPlus1}}},
	EventKindCityTilePlayed:       {"city-tile-played", true, [3]evField{{"tile", fTile}}},
	EventKindBookCooked:           {"book-cooked", true, [3]evField{{"book", fBook}, {"safe", fInt}}},
	EventKindAssociateTaken:       {"associate-taken", true, [3]evField{{"mobster", fMobster}}},
	EventKindParkRewardTaken:      {"park-reward-taken", true, [3]evField{{"reward", fReward}}},
	EventKindCityTileDropped:      {"city-tile-dropped", true, [3]evField{{"tile", fTile}}},
	EventKindCardDrawn:            {"card-drawn", true, [3]evField{{"card", fOps}}},
	EventKindBuildingClosed:       {"building-closed", true, [3]evField{{"space", fSpace}}},
	EventKindStrengthRevealed: {
		"strength-revealed",
		false,
		[3]evField{{"district", fDistrict}, {"strength", fInt}},
	},
	EventKindDistrictDefended: {
		"district-defended",
		true,
		[3]evField{{"district", fDistrict}, {"goons", fInt}, {"held", fBool}},
	},
	EventKindMobsterSpeakeasyPlaced: {"mobster-speakeasy-placed", false, [3]evField{{"space", fSpace}}},
	EventKindAreaControlScored:      {"area-control-scored", true, [3]evField{{"zone", fZone}, {"safe", fInt}}},
	EventKindTurnOrderSet:           {"turn-order-set", true, [3]evField{{"column", fPlus1}}},
	EventKindCasinoSkimmed:          {"casino-skimmed", true, [3]evField{{"cash", fInt}}},
	EventKindInvasionAnnounced:      {"invasion-announced", false, [3]evField{{"district", fDistrict}, {"act", fInt}}},
	EventKindNeutralCapoPlaced:      {"neutral-capo-placed", false, [3]evField{{"location", fLocation}, {"person", fPerson}}},
	EventKindActEnded:               {"act-ended", false, [3]evField{{"act", fInt}}},
	EventKindFinalScoreCounted:      {"final-score-counted", true, [3]evField{{"score", fInt}, {"safe", fInt}}},
	EventKindBarrelPlaced:           {"barrel-placed", true, [3]evField{{"where", fBarrelTo}}},
	EventKindSpeakeasyTakenOver: {
		"speakeasy-taken-over",
		true,
		[3]evField{{"space", fSpace}, {"attack", fInt}, {"defence", fInt}},
	},
	EventKindBuildingUpgraded: {
		"building-upgraded",
		true,
		[3]evField{{"space", fSpace}, {"building", fGroup}, {"cost", fInt}},
	},
	EventKindLeverageGained: {"leverage-gained", true, [3]evField{{"tokens", fInt}}},
	EventKindGoonsGained:    {"goons-gained", true, [3]evField{{"goons", fInt}}},
	EventKindCashGained:     {"cash-gained", true, [3]evField{{"cash", fInt}}},
	EventKindGameOver:       {"game-over", true, [3]evField{{"score", fInt}, {"target", fInt}}},
	EventKindTurnStarted:    {"turn-started", true, [3]evField{}},
	EventKindPhaseStarted:   {"phase-started", false, [3]evField{{"phase", fInt}}},
}

// evSlot is the typed field of Event an event kind's field lives in.
type evSlot uint8

// The slots, one per JSON key of the event fields.
const (
	slotNone evSlot = iota
	slotLocation
	slotPerson
	slotVictim
	slotOwner
	slotColumn
	slotBook
	slotTrack
	slotLevel
	slotHelper
	slotWhere
	slotGoons
	slotCost
	slotBuilding
	slotSpace
	slotBenefit
	slotTile
	slotCard
	slotBarrels
	slotPrice
	slotLeverage
	slotTruck
	slotDistrict
	slotEntered
	slotShip
	slotAttack
	slotDefence
	slotCrate
	slotPort
	slotSafe
	slotMobster
	slotReward
	slotStrength
	slotHeld
	slotZone
	slotCash
	slotAct
	slotScore
	slotTarget
	slotWon
	slotTokens
	slotPhase
)

// evSlotNames are the slots' JSON keys.
var evSlotNames = [...]string{"", "location", "person", "victim", "owner", "column", "book", "track", "level", "helper", "where", "goons", "cost", "building", "space", "benefit", "tile", "card", "barrels", "price", "leverage", "truck", "district", "entered", "ship", "attack", "defence", "crate", "port", "safe", "mobster", "reward", "strength", "held", "zone", "cash", "act", "score", "target", "won", "tokens", "phase"}

// evSlots are each kind's fields' slots, from evSchema once, so that
// making an event compares no strings.
var evSlots = func() (out [len(evSchema)][3]evSlot) {
	for k := range evSchema {
		for i, f := range evSchema[k].f {
			for sl, n := range evSlotNames {
				if f.typ != fNone && n == f.name {
					out[k][i] = evSlot(sl)
				}
			}
		}
	}
	return out
}()

// set stores the engine's number v as the event's field i (of the kind's
// schema), in its typed field.
func (e *Event) set(i int, v int) {
	f := evSchema[e.Kind].f[i]
	switch f.typ {
	case fNone:
		return
	case fPlus1:
		v++
	case fFMPlace:
		if v == 0 {
			v = int(WhereVIPArea)
		} else {
			v = int(WhereDowntown) + v - 1
		}
	case fBarrelTo:
		switch v {
		case -1:
			v = int(WhereStillsArea)
		case -2:
			v = int(WhereSupply)
		}
	}
	switch evSlots[e.Kind][i] {
	case slotLocation:
		e.Location = Location(v)
	case slotPerson:
		e.Person = Person(v)
	case slotVictim:
		e.Victim = Capo(v)
	case slotOwner:
		e.Owner = Capo(v)
	case slotColumn:
		e.Column = int8(v)
	case slotBook:
		e.Book = Book(v)
	case slotTrack:
		e.Track = Track(v)
	case slotLevel:
		e.Level = int8(v)
	case slotHelper:
		e.Helper = Helper(v)
	case slotWhere:
		e.Where = Where(v)
	case slotGoons:
		e.Goons = int8(v)
	case slotCost:
		e.Cost = int8(v)
	case slotBuilding:
		e.Building = Group(v)
	case slotSpace:
		e.Space = Space(v)
	case slotBenefit:
		e.Benefit = Benefit(v)
	case slotTile:
		e.Tile = Tile(v)
	case slotCard:
		e.Card = Card(v)
	case slotBarrels:
		e.Barrels = int8(v)
	case slotPrice:
		e.Price = int8(v)
	case slotLeverage:
		e.Leverage = int8(v)
	case slotTruck:
		e.Truck = int8(v)
	case slotDistrict:
		e.District = District(v)
	case slotEntered:
		e.Entered = v == 1
	case slotShip:
		e.Ship = Ship(v)
	case slotAttack:
		e.Attack = int8(v)
	case slotDefence:
		e.Defence = int8(v)
	case slotCrate:
		e.Crate = Crate(v)
	case slotPort:
		e.Port = Port(v)
	case slotSafe:
		e.Safe = int16(v)
	case slotMobster:
		e.Mobster = Mobster(v)
	case slotReward:
		e.Reward = Reward(v)
	case slotStrength:
		e.Strength = int8(v)
	case slotHeld:
		e.Held = v == 1
	case slotZone:
		e.Zone = Zone(v)
	case slotCash:
		e.Cash = int8(v)
	case slotAct:
		e.Act = int8(v)
	case slotScore:
		e.Score = int16(v)
	case slotTarget:
		e.Target = int16(v)
	case slotWon:
		e.Won = v == 1
	case slotTokens:
		e.Tokens = int8(v)
	case slotPhase:
		e.Phase = Phase(v)
	}
}

// arg is the event's field i as the engine's number (set's inverse), for
// the log line.
func (e *Event) arg(i int) int {
	if int(e.Kind) >= len(evSchema) {
		return 0
	}
	f := evSchema[e.Kind].f[i]
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	var v int
	switch evSlots[e.Kind][i] {
	case slotNone:
		return 0
	case slotLocation:
		v = int(e.Location)
	case slotPerson:
		v = int(e.Person)
	case slotVictim:
		v = int(e.Victim)
	case slotOwner:
		v = int(e.Owner)
	case slotColumn:
		v = int(e.Column)
	case slotBook:
		v = int(e.Book)
	case slotTrack:
		v = int(e.Track)
	case slotLevel:
		v = int(e.Level)
	case slotHelper:
		v = int(e.Helper)
	case slotWhere:
		v = int(e.Where)
	case slotGoons:
		v = int(e.Goons)
	case slotCost:
		v = int(e.Cost)
	case slotBuilding:
		v = int(e.Building)
	case slotSpace:
		v = int(e.Space)
	case slotBenefit:
		v = int(e.Benefit)
	case slotTile:
		v = int(e.Tile)
	case slotCard:
		v = int(e.Card)
	case slotBarrels:
		v = int(e.Barrels)
	case slotPrice:
		v = int(e.Price)
	case slotLeverage:
		v = int(e.Leverage)
	case slotTruck:
		v = int(e.Truck)
	case slotDistrict:
		v = int(e.District)
	case slotEntered:
		v = b2i(e.Entered)
	case slotShip:
		v = int(e.Ship)
	case slotAttack:
		v = int(e.Attack)
	case slotDefence:
		v = int(e.Defence)
	case slotCrate:
		v = int(e.Crate)
	case slotPort:
		v = int(e.Port)
	case slotSafe:
		v = int(e.Safe)
	case slotMobster:
		v = int(e.Mobster)
	case slotReward:
		v = int(e.Reward)
	case slotStrength:
		v = int(e.Strength)
	case slotHeld:
		v = b2i(e.Held)
	case slotZone:
		v = int(e.Zone)
	case slotCash:
		v = int(e.Cash)
	case slotAct:
		v = int(e.Act)
	case slotScore:
		v = int(e.Score)
	case slotTarget:
		v = int(e.Target)
	case slotWon:
		v = b2i(e.Won)
	case slotTokens:
		v = int(e.Tokens)
	case slotPhase:
		v = int(e.Phase)
	}
	switch f.typ {
	case fPlus1:
		v--
	case fFMPlace:
		if v == int(WhereVIPArea) {
			v = 0
		} else {
			v = v - int(WhereDowntown) + 1
		}
	case fBarrelTo:
		switch Where(v) {
		case WhereStillsArea:
			v = -1
		case WhereSupply:
			v = -2
		}
	}
	return v
}

// eventCodec is the events' JSON, declared from evSchema: each kind's name
// and the keys of the fields it uses ("player" first for a kind about a
// seat); core reads and writes it.
var eventCodec = func() *codec.EventCodec[Event] {
	kinds := make([]codec.EventKind, len(evSchema))
	for k := 1; k < len(evSchema); k++ {
		sc := &evSchema[k]
		kinds[k].Name = sc.name
		if sc.player {
			kinds[k].Keys = append(kinds[k].Keys, "player")
		}
		for _, f := range sc.f {
			if f.typ != fNone {
				kinds[k].Keys = append(kinds[k].Keys, f.name)
			}
		}
		if k == int(EventKindGameOver) { // no winner, no solo target: left out
			kinds[k].Keys = []string{"player?", "score", "target?"}
		}
	}
	return codec.MustEventCodec(Event{Player: core.NoPlayer}, kinds)
}()

// MarshalJSON writes the event as {"kind": "barrel-sold", "player": "P1",
// "space": "7.2", "price": 5, "to": "everyone"}: its kind's name, the seat
// it concerns, the fields its kind uses and its audience.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the keys the kind
// uses, each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }
