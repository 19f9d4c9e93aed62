package speakeasy

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Event is something that happened in Apply, for a UI to animate and a log
// to print. P is the seat it concerns (-1 for none); A, B, C are the
// kind's details, as the kind's comment says.
//
// Its JSON is not these fields: MarshalJSON writes the kind's name and its
// details by name (see the package doc's Events).
type Event struct {
	Kind EventKind     // what happened
	P    core.Player   // the seat it concerns, or -1
	A    int           // the kind's first detail
	B    int           // the second
	C    int           // the third
	To   core.Audience // who may see this copy
}

// EventKind says what an Event reports.
type EventKind uint8

// The event kinds.
const (
	EvPlace      EventKind = iota + 1 // P's Capo talks to person B at location A
	EvRestaurant                      // P's Capo goes to the Restaurant, marker to lower column A
	// P swaps Capos with B at location A (C person); B's Capo goes to the Park
	EvPark
	EvPass       // P cannot place a Capo and passes
	EvBook       // P gains Book A (only P sees it)
	EvBookHidden // P gains a Book
	EvRaise      // P raises track A to B
	EvHelper     // P takes Helper card A
	EvFM         // P gains a Family Member into A (0 VIP, 1..3 Docks Zone+1)
	EvHire       // P hires A Goons for $B
	// P builds group A on space B (C mode) for $cost in To-independent detail
	EvBuild
	EvBenefit    // P gains benefit A of the building space
	EvCityTile   // P takes City tile A
	EvDiscard    // P discards Operations card A
	EvPlay       // P plays Operations card A into its slot
	EvProduce    // P's Stills produce A barrels
	EvSell       // P sells the barrel at space A for $B
	EvProtect    // P protects space A (Leverage B)
	EvTruck      // P's Truck A moves to district B
	EvPickup     // P's Truck A picks up a barrel at the Stills
	EvBuy        // P buys B barrels from Ship A for $C
	EvDeliver    // P delivers a barrel to space A
	EvAmbush     // P ambushes Ship A with attack B against defence C
	EvCrate      // P gains Crate A
	EvFMFee      // P pays $1 to seat A for a Family Member
	EvSail       // Ship A sails to port B
	EvMarker     // P's Turn Order marker goes to lower column A
	EvPlayTile   // P plays City tile A
	EvCook       // P cooks Book A for $B Safe
	EvAssociate  // P takes the Mobster of district A as Associate
	EvReward     // P, swapped away, takes reward A
	EvDrop       // P puts City tile A on the middle column
	EvDraw       // P draws Operations card A (only P sees it)
	EvDrawHidden // P draws an Operations card
	EvCops       // cops close P's building on space A
	EvReveal     // district A's Strength tile is B
	EvDefend     // P defends district A with B Goons; C 1 if held
	EvMobster    // a Mobster Speakeasy goes on space A
	EvArea       // P gets $B Safe for area control in zone A
	EvOrder      // P takes column A of the new turn order
	EvSkim       // P's Casinos skim $A
	EvAnnounce   // district A will be invaded in Act B
	EvNeutral    // a neutral Capo blocks location A, person B
	EvActEnd     // Act A ends
	EvFinal      // P's final score is A (Safe B)
	// P puts a won barrel on space A (-1 Stills area, -2 back to supply)
	EvBarrel
	// P takes over the Mobster Speakeasy on space A with attack B against C
	EvTakeover
	EvUpgrade  // P upgrades space A to group B for $C
	EvLeverage // P gains A Leverage tokens
	EvGoons    // P gains A Goons
	EvCash     // P gains $A cash
	EvSolo     // the solo game's result: P scores $A against the target $B; C 1 if won
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
	p := e.P.String()
	switch e.Kind {
	case EvPlace:
		return fmt.Sprintf(
			"%s's Capo talks to the %s person at the %s",
			p,
			safeName(personTitles[:], e.B),
			safeName(locTitles[:], e.A),
		)
	case EvRestaurant:
		return fmt.Sprintf("%s's Capo goes to the Restaurant", p)
	case EvPark:
		return fmt.Sprintf(
			"%s swaps Capos at the Park with %s at the %s (%s)",
			p,
			core.Player(e.B),
			safeName(locTitles[:], e.A),
			safeName(personTitles[:], e.C)+" person",
		)
	case EvPass:
		return p + " has nowhere to place a Capo and passes"
	case EvBook:
		return fmt.Sprintf("%s gains the Book %s", p, Book(e.A).Name())
	case EvBookHidden:
		return p + " gains a Book"
	case EvRaise:
		return fmt.Sprintf("%s raises %s to %d", p, Track(e.A).Name(), e.B)
	case EvHelper:
		return fmt.Sprintf("%s takes the Helper card %s", p, Helper(e.A).Name())
	case EvFM:
		if e.A == 0 {
			return p + " gains a Family Member in the VIP area"
		}
		return fmt.Sprintf(
			"%s gains a Family Member in the %s Docks",
			p,
			safeName(zoneNames[:], e.A-1),
		)
	case EvHire:
		return fmt.Sprintf("%s hires %s for $%d", p, plural(e.A, "Goon"), e.B)
	case EvBuild:
		return fmt.Sprintf(
			"%s opens a %s on %s for $%d",
			p,
			buildingNames[groupKind[e.A%numGroups]],
			spaceStr(e.B),
			e.C,
		)
	case EvBenefit:
		return fmt.Sprintf("%s's building space offers %s", p, safeName(benefitNames[:], e.A))
	case EvCityTile:
		return fmt.Sprintf("%s takes the City tile %s", p, Tile(e.A).Name())
	case EvDiscard:
		return fmt.Sprintf("%s discards the %s", p, Card(e.A).Name())
	case EvPlay:
		return fmt.Sprintf("%s plays the %s", p, Card(e.A).Name())
	case EvProduce:
		return fmt.Sprintf("%s's Stills produce %s", p, plural(e.A, "barrel"))
	case EvSell:
		return fmt.Sprintf("%s sells the barrel at %s for $%d", p, spaceStr(e.A), e.B)
	case EvProtect:
		return fmt.Sprintf(
			"%s sends a Family Member to protect %s for %d Leverage",
			p,
			spaceStr(e.A),
			e.B,
		)
	case EvTruck:
		if e.C == 1 {
			return fmt.Sprintf("%s's Truck %d enters the map in district %d", p, e.A+1, e.B+1)
		}
		return fmt.Sprintf("%s's Truck %d drives to district %d", p, e.A+1, e.B+1)
	case EvPickup:
		return fmt.Sprintf("%s's Truck %d picks up a barrel at the Stills", p, e.A+1)
	case EvBuy:
		return fmt.Sprintf(
			"%s buys %s from Ship %s for $%d",
			p,
			plural(e.B, "barrel"),
			safeName(shipNames[:], e.A),
			e.C,
		)
	case EvDeliver:
		return fmt.Sprintf("%s delivers a barrel to %s", p, spaceStr(e.A))
	case EvAmbush:
		return fmt.Sprintf(
			"%s ambushes Ship %s (%d against %d)",
			p,
			safeName(shipNames[:], e.A),
			e.B,
			e.C,
		)
	case EvCrate:
		return fmt.Sprintf(
			"%s wins a $%d Crate and keeps its %s bonus",
			p,
			crateCash(int8(e.A)),
			crateBonusNames[crateBonus(int8(e.A))%4],
		)
	case EvFMFee:
		return fmt.Sprintf("%s pays $1 to %s for a Family Member", p, core.Player(e.A))
	case EvSail:
		return fmt.Sprintf("Ship %s sails to %s", safeName(shipNames[:], e.A), Port(e.B).Name())
	case EvMarker:
		return fmt.Sprintf("%s moves the Turn Order marker to lower column %d", p, e.A+1)
	case EvPlayTile:
		return fmt.Sprintf("%s plays the City tile %s", p, Tile(e.A).Name())
	case EvCook:
		return fmt.Sprintf("%s cooks the Book %s for $%d Safe", p, Book(e.A).Name(), e.B)
	case EvAssociate:
		return fmt.Sprintf("%s takes the Mobster M%d of district %d as Associate", p, e.A+1, e.A+1)
	case EvReward:
		return fmt.Sprintf(
			"%s, swapped to the Park, takes %s",
			p,
			safeName([]string{"a Leverage token", "a Book", "a City tile"}, e.A),
		)
	case EvDrop:
		return fmt.Sprintf("%s puts the City tile %s on the middle column", p, Tile(e.A).Name())
	case EvDraw:
		return fmt.Sprintf("%s draws the %s", p, Card(e.A).Name())
	case EvDrawHidden:
		return p + " draws an Operations card"
	case EvCops:
		return fmt.Sprintf("Cops close %s's building on %s", p, spaceStr(e.A))
	case EvReveal:
		return fmt.Sprintf("Mobsters invade district %d with Strength %d", e.A+1, e.B)
	case EvDefend:
		if e.C == 1 {
			return fmt.Sprintf("%s holds district %d (%s returned)", p, e.A+1, plural(e.B, "Goon"))
		}
		return fmt.Sprintf("%s loses district %d to the Mobsters", p, e.A+1)
	case EvMobster:
		return fmt.Sprintf("A Mobster Speakeasy opens on %s", spaceStr(e.A))
	case EvArea:
		return fmt.Sprintf("%s controls %s: $%d into the Safe", p, safeName(zoneNames[:], e.A), e.B)
	case EvOrder:
		return fmt.Sprintf("%s takes turn order column %d", p, e.A+1)
	case EvSkim:
		return fmt.Sprintf("%s's Casinos skim $%d", p, e.A)
	case EvAnnounce:
		return fmt.Sprintf("District %d will be invaded at the end of Act %d", e.A+1, e.B)
	case EvNeutral:
		return fmt.Sprintf(
			"A neutral Capo blocks the %s person at the %s",
			safeName(personTitles[:], e.B),
			safeName(locTitles[:], e.A),
		)
	case EvActEnd:
		return fmt.Sprintf("Act %d ends", e.A)
	case EvFinal:
		return fmt.Sprintf("%s finishes with $%d (Safe $%d)", p, e.A, e.B)
	case EvBarrel:
		switch e.A {
		case -1:
			return p + " puts the won barrel on the Stills area"
		case -2:
			return p + " has nowhere to put the won barrel; it goes back"
		}
		return fmt.Sprintf("%s puts the won barrel at %s", p, spaceStr(e.A))
	case EvTakeover:
		return fmt.Sprintf(
			"%s takes over the Mobster Speakeasy on %s (%d against %d)",
			p,
			spaceStr(e.A),
			e.B,
			e.C,
		)
	case EvUpgrade:
		return fmt.Sprintf(
			"%s upgrades %s to a %s for $%d",
			p,
			spaceStr(e.A),
			buildingNames[groupKind[e.B%numGroups]],
			e.C,
		)
	case EvLeverage:
		return fmt.Sprintf("%s gains %s", p, plural(e.A, "Leverage token"))
	case EvGoons:
		return fmt.Sprintf("%s gains %s", p, plural(e.A, "Goon"))
	case EvCash:
		return fmt.Sprintf("%s gains $%d", p, e.A)
	case EvSolo:
		won := "lost"
		if e.C == 1 {
			won = "won"
		}
		return fmt.Sprintf("%s scores $%d against the solo target $%d: %s", p, e.A, e.B, won)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// Field types of the event kinds' fields, for the JSON form.
const (
	fNone     = iota
	fInt      // a number (dollars, counts, levels, attack)
	fPlus1    // a number shown from 1 (a Truck, a turn-order column)
	fDistrict // a district, 1 to 16
	fSpace    // a building space, "7.2"
	fLocation // a location, "garage"
	fPerson   // a person, "L", "M" or "R"
	fSeat     // a seat, "P2" ("neutral" for a solo neutral Capo)
	fTrack    // a track, "fleet"
	fHelper   // a Helper card, "gin2"
	fTile     // a City tile, "cash2"
	fBook     // a Book, "chain1"
	fOps      // an Operations card, "fleet7"
	fGroup    // a building group, "se5"
	fZone     // a Zone, "midtown"
	fShip     // a Ship, "B"
	fPort     // a port, "P4"
	fCrate    // a Crate tile, "crate7"
	fBenefit  // a building space's benefit, "strength"
	fFMPlace  // where a Family Member goes: "vip" or a Docks Zone
	fReward   // a Park reward: "leverage", "book" or "tile"
	fBarrelTo // where a won barrel goes: a space, "stills" or "supply"
	fBool     // 1 is true
	fMobster  // a Mobster tile, "M9"
	fHidden   // a field hidden from this copy's audience: "hidden"
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
	EvPlace:      {"capo-placed", true, [3]evField{{"location", fLocation}, {"person", fPerson}}},
	EvRestaurant: {"restaurant-visited", true, [3]evField{{"column", fPlus1}}},
	EvPark: {
		"capos-exchanged",
		true,
		[3]evField{{"location", fLocation}, {"victim", fSeat}, {"person", fPerson}},
	},
	EvPass:       {"turn-passed", true, [3]evField{}},
	EvBook:       {"book-gained", true, [3]evField{{"book", fBook}}},
	EvBookHidden: {"book-gained", true, [3]evField{{"book", fHidden}}},
	EvRaise:      {"track-raised", true, [3]evField{{"track", fTrack}, {"level", fInt}}},
	EvHelper:     {"helper-taken", true, [3]evField{{"helper", fHelper}}},
	EvFM:         {"family-member-gained", true, [3]evField{{"where", fFMPlace}}},
	EvHire:       {"goons-hired", true, [3]evField{{"goons", fInt}, {"cost", fInt}}},
	EvBuild: {
		"building-opened",
		true,
		[3]evField{{"building", fGroup}, {"space", fSpace}, {"cost", fInt}},
	},
	EvBenefit:  {"benefit-gained", true, [3]evField{{"benefit", fBenefit}}},
	EvCityTile: {"city-tile-taken", true, [3]evField{{"tile", fTile}}},
	EvDiscard:  {"card-discarded", true, [3]evField{{"card", fOps}}},
	EvPlay:     {"card-played", true, [3]evField{{"card", fOps}}},
	EvProduce:  {"barrels-produced", true, [3]evField{{"barrels", fInt}}},
	EvSell:     {"barrel-sold", true, [3]evField{{"space", fSpace}, {"price", fInt}}},
	EvProtect:  {"building-protected", true, [3]evField{{"space", fSpace}, {"leverage", fInt}}},
	EvTruck: {
		"truck-moved",
		true,
		[3]evField{{"truck", fPlus1}, {"district", fDistrict}, {"entered", fBool}},
	},
	EvPickup:  {"barrel-picked-up", true, [3]evField{{"truck", fPlus1}}},
	EvBuy:     {"barrels-bought", true, [3]evField{{"ship", fShip}, {"barrels", fInt}, {"cost", fInt}}},
	EvDeliver: {"barrel-delivered", true, [3]evField{{"space", fSpace}}},
	EvAmbush: {
		"ship-ambushed",
		true,
		[3]evField{{"ship", fShip}, {"attack", fInt}, {"defence", fInt}},
	},
	EvCrate:      {"crate-taken", true, [3]evField{{"crate", fCrate}}},
	EvFMFee:      {"family-member-fee-paid", true, [3]evField{{"owner", fSeat}}},
	EvSail:       {"ship-sailed", false, [3]evField{{"ship", fShip}, {"port", fPort}}},
	EvMarker:     {"turn-order-marker-moved", true, [3]evField{{"column", fPlus1}}},
	EvPlayTile:   {"city-tile-played", true, [3]evField{{"tile", fTile}}},
	EvCook:       {"book-cooked", true, [3]evField{{"book", fBook}, {"safe", fInt}}},
	EvAssociate:  {"associate-taken", true, [3]evField{{"mobster", fMobster}}},
	EvReward:     {"park-reward-taken", true, [3]evField{{"reward", fReward}}},
	EvDrop:       {"city-tile-dropped", true, [3]evField{{"tile", fTile}}},
	EvDraw:       {"card-drawn", true, [3]evField{{"card", fOps}}},
	EvDrawHidden: {"card-drawn", true, [3]evField{{"card", fHidden}}},
	EvCops:       {"building-closed", true, [3]evField{{"space", fSpace}}},
	EvReveal: {
		"strength-revealed",
		false,
		[3]evField{{"district", fDistrict}, {"strength", fInt}},
	},
	EvDefend: {
		"district-defended",
		true,
		[3]evField{{"district", fDistrict}, {"goons", fInt}, {"held", fBool}},
	},
	EvMobster:  {"mobster-speakeasy-placed", false, [3]evField{{"space", fSpace}}},
	EvArea:     {"area-control-scored", true, [3]evField{{"zone", fZone}, {"safe", fInt}}},
	EvOrder:    {"turn-order-set", true, [3]evField{{"column", fPlus1}}},
	EvSkim:     {"casino-skimmed", true, [3]evField{{"cash", fInt}}},
	EvAnnounce: {"invasion-announced", false, [3]evField{{"district", fDistrict}, {"act", fInt}}},
	EvNeutral:  {"neutral-capo-placed", false, [3]evField{{"location", fLocation}, {"person", fPerson}}},
	EvActEnd:   {"act-ended", false, [3]evField{{"act", fInt}}},
	EvFinal:    {"final-score", true, [3]evField{{"score", fInt}, {"safe", fInt}}},
	EvBarrel:   {"barrel-placed", true, [3]evField{{"where", fBarrelTo}}},
	EvTakeover: {
		"speakeasy-taken-over",
		true,
		[3]evField{{"space", fSpace}, {"attack", fInt}, {"defence", fInt}},
	},
	EvUpgrade: {
		"building-upgraded",
		true,
		[3]evField{{"space", fSpace}, {"building", fGroup}, {"cost", fInt}},
	},
	EvLeverage: {"leverage-gained", true, [3]evField{{"tokens", fInt}}},
	EvGoons:    {"goons-gained", true, [3]evField{{"goons", fInt}}},
	EvCash:     {"cash-gained", true, [3]evField{{"cash", fInt}}},
	EvSolo:     {"solo-result", true, [3]evField{{"score", fInt}, {"target", fInt}, {"won", fBool}}},
}

// String is the kind's kebab-case name, as its JSON writes it.
func (k EventKind) String() string {
	if int(k) < len(evSchema) && evSchema[k].name != "" {
		return evSchema[k].name
	}
	return "event-" + strconv.Itoa(int(k))
}

// MarshalText writes the kind's name.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i := range evSchema {
		if i > 0 && evSchema[i].name == string(b) {
			*k = EventKind(i)
			return nil
		}
	}
	return core.Errorf(core.ErrBadNotation, "%q is not a Speakeasy event kind", b)
}

// evValue is one field of an event as its JSON value.
func evValue(typ uint8, v int) any {
	switch typ {
	case fHidden:
		return "hidden"
	case fInt:
		return v
	case fPlus1:
		return v + 1
	case fDistrict:
		return District(v).String()
	case fSpace:
		return spaceStr(v)
	case fLocation:
		return safeName(locNames[:], v)
	case fPerson:
		return safeName(personNames[:], v)
	case fSeat:
		if v == neutralCapo {
			return "neutral"
		}
		return core.Player(v).String()
	case fTrack:
		return safeName(trackNames[:], v)
	case fHelper:
		return nameOr(v, numHelpers, helperName)
	case fTile:
		return nameOr(v, numTiles, tileName)
	case fBook:
		return nameOr(v, numBooks, bookName)
	case fOps:
		return nameOr(v, numOps, opsName)
	case fGroup:
		return safeName(groupNames[:], v)
	case fZone:
		return safeName(zoneShort[:], v)
	case fShip:
		return safeName(shipNames[:], v)
	case fPort:
		return Port(v).String()
	case fCrate:
		return nameOr(v, numCrates, crateName)
	case fBenefit:
		return safeName(benefitKeys[:], v)
	case fFMPlace:
		if v == 0 {
			return "vip-area"
		}
		return safeName(zoneShort[:], v-1)
	case fReward:
		return safeName(rewardNames[:], v)
	case fBarrelTo:
		switch v {
		case -1:
			return "stills-area"
		case -2:
			return "supply"
		}
		return spaceStr(v)
	case fBool:
		return v == 1
	case fMobster:
		return "M" + strconv.Itoa(v+1)
	}
	return v
}

// MarshalJSON writes the event as {"kind": "sell", "player": "P1",
// "space": "7.2", "price": 5, "to": "everyone"}: its kind's name, the seat
// it concerns, the fields its kind uses (by name, with names for ids), and
// its audience. The package doc lists every kind and its fields.
func (e Event) MarshalJSON() ([]byte, error) {
	k := e.Kind
	if int(k) >= len(evSchema) || evSchema[k].name == "" {
		return nil, core.Errorf(core.ErrBadState, "no such event kind %d", k)
	}
	sc := &evSchema[k]
	b := make([]byte, 0, 96)
	b = append(b, `{"kind":`...)
	b = strconv.AppendQuote(b, sc.name)
	if sc.player {
		b = append(b, `,"player":`...)
		b = strconv.AppendQuote(b, e.P.String())
	}
	for i, v := range [3]int{e.A, e.B, e.C} {
		f := sc.f[i]
		if f.typ == fNone {
			continue
		}
		b = append(b, ',')
		b = strconv.AppendQuote(b, f.name)
		b = append(b, ':')
		j, err := json.Marshal(evValue(f.typ, v))
		if err != nil {
			return nil, err
		}
		b = append(b, j...)
	}
	b = append(b, `,"to":`...)
	to, err := e.To.MarshalText()
	if err != nil {
		return nil, err
	}
	b = strconv.AppendQuote(b, string(to))
	return append(b, '}'), nil
}
