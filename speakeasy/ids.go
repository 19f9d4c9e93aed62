package speakeasy

import (
	"iter"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// The identifiers, each type declared once as a table (internal/ids):
// every id's spelling (its notation, as moves, events and the position
// format write it: String, MarshalText, ParseX), its name as printed
// (Name) and its rules text (Text), with the type's none (spelt "none",
// never written) and hidden value (spelt "hidden", a View's) where it has
// one. Every method below is one line that reads the table, and each
// type's plural (Locations, Cards, ...) yields its real ids, in order. A
// value out of range prints as "card(42)".
var (
	locations = ids.New(ids.Spec[Location]{What: "location", Kind: core.ErrBadNotation,
		IDs: entries[Location](0, locNames[:], locTitles[:], locationText[:])})
	persons = ids.New(ids.Spec[Person]{What: "person", Kind: core.ErrBadNotation,
		IDs: entries[Person](0, personNames[:], personTitles[:], []string{
			"the left Person of Interest of a location", "the middle Person of Interest of a location",
			"the right Person of Interest of a location"})})
	tracks = ids.New(ids.Spec[Track]{What: "track", Kind: core.ErrBadNotation,
		IDs: entries[Track](0, trackNames[:], trackTitles[:], trackText())})
	opsTypes = ids.New(ids.Spec[OpsType]{What: "Operations type", Kind: core.ErrBadNotation,
		IDs: entries[OpsType](0, opsNames[:], opsTitles[:], opsText[:])})
	buildings = ids.New(ids.Spec[Building]{What: "building", Kind: core.ErrBadNotation,
		IDs:  entries[Building](BuildingSpeakeasy, buildingKeys[1:], buildingNames[1:], buildingText[1:]),
		None: &ids.Entry[Building]{ID: NoBuilding, Name: buildingNames[0], Text: buildingText[0]}})
	groups = ids.New(ids.Spec[Group]{What: "building group", Kind: core.ErrBadNotation,
		IDs: entries[Group](0, groupNames[:], groupTitles[:], groupText())})
	zones = ids.New(ids.Spec[Zone]{What: "Zone", Kind: core.ErrBadNotation,
		IDs: entries[Zone](0, zoneShort[:], zoneNames[:], []string{
			"Downtown: districts 1 to 6", "Midtown: districts 7 to 12", "Uptown: districts 13 to 16"})})
	crateBonuses = ids.New(ids.Spec[CrateBonus]{What: "Crate bonus", Kind: core.ErrBadNotation,
		IDs: entries[CrateBonus](0, crateKeys[:], crateBonusNames[:], crateText[:])})
	tileKinds = ids.New(ids.Spec[TileKind]{What: "City tile kind", Kind: core.ErrBadNotation,
		IDs: entries[TileKind](0, tileNames[:], tileTitles[:], tileText[:])})
	bookKinds = ids.New(ids.Spec[BookKind]{What: "Book kind", Kind: core.ErrBadNotation,
		IDs: entries[BookKind](0, bookNames[:], bookTitles[:], bookKindText())})
	districts = ids.New(ids.Spec[District]{What: "district", Kind: core.ErrBadNotation, IDs: districtIDs(), Expect: "1 to 16"})
	spaces    = ids.New(ids.Spec[Space]{What: "building space", Kind: core.ErrBadNotation, IDs: spaceIDs(), Expect: `1.1 to 16.2, as "7.2"`})
	cards     = ids.New(ids.Spec[Card]{What: "Operations card", Kind: core.ErrBadNotation, IDs: cardIDs(),
		Expect: `stills-1 to fleet-10, as "fleet-8"`,
		Hidden: &ids.Entry[Card]{ID: HiddenCard, Name: "a hidden Operations card", Text: "an Operations card the viewer may not see"}})
	cityTiles = ids.New(ids.Spec[Tile]{What: "City tile", Kind: core.ErrBadNotation, IDs: tileIDs(),
		Expect: `cash-1 to private-party-4, as "cash-2"`})
	books = ids.New(ids.Spec[Book]{What: "Book", Kind: core.ErrBadNotation, IDs: bookIDs(),
		Expect: `chain-1 to smuggler-2, as "chain-1"`,
		Hidden: &ids.Entry[Book]{ID: HiddenBook, Name: "a hidden Book", Text: "a Book the viewer may not see"}})
	helpers = ids.New(ids.Spec[Helper]{What: "Helper card", Kind: core.ErrBadNotation, IDs: helperIDs(),
		Expect: `gin-1 to champagne-4, as "gin-2"`})
	crates   = ids.New(ids.Spec[Crate]{What: "Crate", Kind: core.ErrBadNotation, IDs: crateIDs(), Expect: `truck-1 to connection-3, as "bartender-2"`})
	ships    = ids.New(ids.Spec[Ship]{What: "Ship", Kind: core.ErrBadNotation, IDs: shipIDs(), Expect: "A to D"})
	ports    = ids.New(ids.Spec[Port]{What: "port", Kind: core.ErrBadNotation, IDs: portIDs(), Expect: "port-1 to port-8"})
	mobsters = ids.New(ids.Spec[Mobster]{What: "Mobster", Kind: core.ErrBadNotation, IDs: mobsterIDs(), Expect: "M1 to M16"})
	capos    = ids.New(ids.Spec[Capo]{What: "Capo", Kind: core.ErrBadNotation, IDs: capoIDs()})
	wheres   = ids.New(ids.Spec[Where]{What: "place", Kind: core.ErrBadNotation, IDs: whereIDs(),
		Expect: "a space, vip-area, downtown, midtown, uptown, stills-area, supply"})
	benefits = ids.New(ids.Spec[Benefit]{What: "building space's benefit", Kind: core.ErrBadNotation,
		IDs: entries[Benefit](0, benefitKeys[:], benefitNames[:], benefitNames[:])})
	rewards = ids.New(ids.Spec[Reward]{What: "Park reward", Kind: core.ErrBadNotation,
		IDs: entries[Reward](0, rewardNames[:], []string{"a Leverage token", "a Book", "a City tile"}, []string{
			"the swapped-away seat gains a Leverage token", "the swapped-away seat gains a Book",
			"the swapped-away seat takes a City tile of the middle column"})})
	restaurantActions = ids.New(ids.Spec[RestaurantAction]{What: "Restaurant action", Kind: core.ErrBadNotation,
		IDs: entries[RestaurantAction](0, doNames[:], []string{"play an Operations card", "play City tiles", "cook Books"},
			[]string{"play one Operations card", "play up to two City tiles", "cook up to three Books"})})
	sources = ids.New(ids.Spec[Source]{What: "ledger source", Kind: core.ErrBadNotation,
		IDs: entries[Source](0, sourceNames[:], words(sourceNames[:]), sourceText[:])})
	sinks = ids.New(ids.Spec[Sink]{What: "ledger sink", Kind: core.ErrBadNotation,
		IDs: entries[Sink](0, sinkNames[:], words(sinkNames[:]), sinkText[:])})
	phases = ids.New(ids.Spec[Phase]{What: "phase", Kind: core.ErrBadNotation,
		IDs: entries[Phase](0, phaseNames[:], phaseTitles[:], phaseText[:])})
	moveKinds = ids.New(ids.Spec[MoveKind]{What: "move kind", Kind: core.ErrBadNotation,
		IDs:  entries[MoveKind](MoveKindPlace, verbs[1:], words(verbs[1:]), moveKindText[1:]),
		None: &ids.Entry[MoveKind]{ID: NoMoveKind, Name: "no move", Text: "no move: the zero Move, never legal"}})
	eventKinds = ids.New(ids.Spec[EventKind]{What: "event kind", Kind: core.ErrBadNotation, IDs: eventKindIDs(),
		None: &ids.Entry[EventKind]{ID: NoEventKind, Name: "no event", Text: "no event: the zero Event"}})
	fmPlaces = ids.New(ids.Spec[fmPlace]{What: "Family Member place", Kind: core.ErrBadNotation,
		IDs: entries[fmPlace](0, fmPlaceNames[:], fmPlaceNames[:], fmPlaceNames[:])})
	buildModes = ids.New(ids.Spec[buildMode]{What: "build mode", Kind: core.ErrBadNotation,
		IDs: entries[buildMode](modeOpen, modeNames[:], modeNames[:], []string{
			"open a building on an empty space", "upgrade one of your Speakeasies", "take over a Mobster Speakeasy"})})
	invasions = ids.New(ids.Spec[invasion]{What: "invasion", Kind: core.ErrBadNotation, IDs: []ids.Entry[invasion]{
		{ID: invasionBlocked, Spelling: "blocked", Name: "blocked", Text: "the district is blocked on this side of the board"},
		{ID: invasionStart, Spelling: "start", Name: "at the start", Text: "the Mobsters invade the district at the start"},
		{ID: 1, Spelling: "act-1", Name: "Act 1", Text: "the Mob War of Act 1 is fought in the district"},
		{ID: 2, Spelling: "act-2", Name: "Act 2", Text: "the Mob War of Act 2 is fought in the district"},
		{ID: 3, Spelling: "act-3", Name: "Act 3", Text: "the Mob War of Act 3 is fought in the district"}}})
)

// fmPlace is where a seat's Family Members are: the supply, the VIP area
// or a Docks Zone (the keys of a position's "family_members").
type fmPlace int8

var fmPlaceNames = [5]string{"supply", "vip-area", "downtown", "midtown", "uptown"}

// MarshalText writes the place's key.
func (f fmPlace) MarshalText() ([]byte, error) { return fmPlaces.MarshalText(f) }

// UnmarshalText reads a place's key.
func (f *fmPlace) UnmarshalText(b []byte) error { return fmPlaces.UnmarshalText(f, b) }

// buildMode is how a building is placed (modeOpen, modeUpgrade,
// modeTakeover), as a position's "mode" writes it.
type buildMode int8

var modeNames = [3]string{"open", "upgrade", "takeover"}

// buildingKeys are the Buildings' spellings, by Building (NoBuilding's
// none first).
var buildingKeys = [6]string{"", "speakeasy", "stills", "nightclub", "casino", "mobster-speakeasy"}

// MarshalText writes the mode's spelling.
func (m buildMode) MarshalText() ([]byte, error) { return buildModes.MarshalText(m) }

// UnmarshalText reads a mode's spelling.
func (m *buildMode) UnmarshalText(b []byte) error { return buildModes.UnmarshalText(m, b) }

// invasion is when the Mobsters invade a district (game.Group): blocked,
// at the start, or in the Mob War of an Act (1 to 3); 0, not announced,
// is left out of a position.
type invasion int8

// The invasions that are not an Act's.
const (
	invasionBlocked invasion = -2
	invasionStart   invasion = -1
)

// MarshalText writes the invasion's spelling.
func (v invasion) MarshalText() ([]byte, error) { return invasions.MarshalText(v) }

// UnmarshalText reads an invasion's spelling.
func (v *invasion) UnmarshalText(b []byte) error { return invasions.UnmarshalText(v, b) }

// decisionKinds is the Decision table; it reads each decision's prompt
// from the decision table, so engine.go's init makes it
// (newDecisionKinds).
var decisionKinds *ids.Table[Decision]

// newDecisionKinds makes the Decision table: each decision's spelling, the
// spelling in words and its prompt.
func newDecisionKinds() *ids.Table[Decision] {
	return ids.New(ids.Spec[Decision]{What: "decision", Kind: core.ErrBadNotation, IDs: decisionIDs()})
}

// decisionIDs are the decisions of newDecisionKinds.
func decisionIDs() []ids.Entry[Decision] {
	out := make([]ids.Entry[Decision], 0, numStepKinds+1)
	for k := DecisionPlaceCapo; k < DecisionOver; k++ {
		name := stepSchema[k].name
		if k == DecisionPlaceCapo {
			name = "place-capo"
		}
		out = append(out, ids.Entry[Decision]{ID: k, Spelling: name, Name: strings.ReplaceAll(name, "-", " "), Text: decisions[k].prompt})
	}
	return append(out, ids.Entry[Decision]{ID: DecisionOver, Spelling: "over", Name: "over", Text: "the game is over"})
}

// entries are the ids first, first+1, ... spelt spellings[i], named
// names[i], with the rules text texts[i].
func entries[X ~int8 | ~uint8](first X, spellings, names, texts []string) []ids.Entry[X] {
	out := make([]ids.Entry[X], len(spellings))
	for i := range out {
		out[i] = ids.Entry[X]{ID: first + X(i), Spelling: spellings[i], Name: names[i], Text: texts[i]}
	}
	return out
}

// words is each spelling in words: "casino-skim" is "casino skim".
func words(spellings []string) []string {
	out := make([]string, len(spellings))
	for i, s := range spellings {
		out[i] = strings.ReplaceAll(s, "-", " ")
	}
	return out
}

// trackText is each track's range and what it counts (House rule HOUSE-4.3).
func trackText() []string {
	out := make([]string, numTracks)
	for t := range out {
		what := "the strength of the Operations cards of its type"
		if t == int(TrackStrength) {
			what = "your strength in takeovers and ambushes"
		}
		out[t] = "the " + trackTitles[t] + " track, 1 to " + strconv.Itoa(int(trackMax[t])) + ": " + what
	}
	return out
}

// buildingText says what each building is; the first is NoBuilding's.
var buildingText = [6]string{
	"an empty building space",
	"a player's Speakeasy (value 1)",
	"a player's Stills (value 1): it makes barrels",
	"a player's Nightclub (value 2)",
	"a player's Casino (value 3): it skims cash at the new turn order",
	"a Mobster Speakeasy: a player may take it over",
}

// groupText is each group's buildings and price.
func groupText() []string {
	out := make([]string, numGroups)
	for gr := range out {
		out[gr] = strconv.Itoa(int(groupSize[gr])) + " × " + buildingNames[groupKind[gr]] + " at $" + strconv.Itoa(groupCost[gr])
	}
	return out
}

// bookKindText is each Book kind's condition and pay.
func bookKindText() []string {
	out := make([]string, len(bookText))
	for k := range out {
		out[k] = bookText[k] + ": $" + strconv.Itoa(bookPay[k]) + " into your Safe"
	}
	return out
}

// districtIDs are the sixteen districts: "7", "district 7", "district 7,
// Midtown: spaces 7.1, 7.2 and 7.3".
func districtIDs() []ids.Entry[District] {
	out := make([]ids.Entry[District], numDistricts)
	for d := range out {
		n := strconv.Itoa(d + 1)
		out[d] = ids.Entry[District]{ID: District(d), Spelling: n, Name: "district " + n,
			Text: "district " + n + ", " + zoneNames[districtZone(int8(d))] + ": spaces " + spaceList(District(d))}
	}
	return out
}

// spaceList is "7.1, 7.2 and 7.3": district d's spaces.
func spaceList(d District) string {
	var s []string
	for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
		s = append(s, spaceNameTab[i])
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// spaceIDs are the 44 building spaces: "7.2", "space 7.2".
func spaceIDs() []ids.Entry[Space] {
	out := make([]ids.Entry[Space], numSpaces)
	for sp := range out {
		d := strconv.Itoa(int(spaceDistrict(int8(sp))) + 1)
		out[sp] = ids.Entry[Space]{ID: Space(sp), Spelling: spaceNameTab[sp], Name: "space " + spaceNameTab[sp],
			Text: "building space " + strconv.Itoa(sp-int(spaceStart[spaceDistrict(int8(sp))])+1) + " of district " + d}
	}
	return out
}

// cardIDs are the 40 Operations cards: "fleet-8", "Fleet card #8
// (Leverage 2)".
func cardIDs() []ids.Entry[Card] {
	out := make([]ids.Entry[Card], numOps)
	for c := range out {
		out[c] = ids.Entry[Card]{ID: Card(c), Spelling: opsNameTab[c], Name: opsTitle(int8(c)), Text: opsText[c/10], Placeholder: true}
	}
	return out
}

// tileIDs are the 36 City tiles: "cash-2", "Cash #2".
func tileIDs() []ids.Entry[Tile] {
	out := make([]ids.Entry[Tile], numTiles)
	for t := range out {
		out[t] = ids.Entry[Tile]{ID: Tile(t), Spelling: tileNameTab[t], Name: tileTitle(int8(t)), Text: tileText[t/4]}
	}
	return out
}

// bookIDs are the 18 Books: "chain-1", "Chain #1".
func bookIDs() []ids.Entry[Book] {
	out := make([]ids.Entry[Book], numBooks)
	texts := bookKindText()
	for b := range out {
		out[b] = ids.Entry[Book]{ID: Book(b), Spelling: bookNameTab[b], Name: bookTitle(int8(b)), Text: texts[b/2]}
	}
	return out
}

// helperIDs are the 20 Helper cards: "gin-2", "Gin #2 (+1 Goon)".
func helperIDs() []ids.Entry[Helper] {
	out := make([]ids.Entry[Helper], numHelpers)
	for h := range out {
		out[h] = ids.Entry[Helper]{ID: Helper(h), Spelling: helperNameTab[h], Name: helperTitle(int8(h)), Placeholder: true,
			Text: "when taken: " + helperText[h%4] + "; at the end, sets of different liquors pay " +
				"$3, $8, $15, $24, $35 for 1 to 5 liquors"}
	}
	return out
}

// crateIDs are the twelve Crates: "bartender-2", "Bartender Crate ($3)".
func crateIDs() []ids.Entry[Crate] {
	out := make([]ids.Entry[Crate], numCrates)
	for c := range out {
		cash := "$" + strconv.Itoa(crateCash(int8(c)))
		b := crateBonus(int8(c))
		out[c] = ids.Entry[Crate]{ID: Crate(c), Spelling: crateNameTab[c], Name: crateBonusNames[b] + " Crate (" + cash + ")",
			Text: cash + " when won, then kept: " + crateText[b], Placeholder: true}
	}
	return out
}

// shipIDs are the four Ships: "B", "Ship B".
func shipIDs() []ids.Entry[Ship] {
	out := make([]ids.Entry[Ship], numShips)
	for sh := range out {
		out[sh] = ids.Entry[Ship]{ID: Ship(sh), Spelling: shipNames[sh], Name: "Ship " + shipNames[sh],
			Text: "Rum-runner Ship " + shipNames[sh] + ": a Truck buys its barrels, a Capo at the Docks ambushes it"}
	}
	return out
}

// portIDs are the eight ports: "port-4", "port 4".
func portIDs() []ids.Entry[Port] {
	out := make([]ids.Entry[Port], len(portDistrict))
	for pt := range out {
		n := strconv.Itoa(pt + 1)
		out[pt] = ids.Entry[Port]{ID: Port(pt), Spelling: "port-" + n, Name: "port " + n,
			Text: "port " + n + ", in district " + strconv.Itoa(int(portDistrict[pt])+1)}
	}
	return out
}

// mobsterIDs are the sixteen Mobsters: "M9", "the Mobster of district 9".
func mobsterIDs() []ids.Entry[Mobster] {
	out := make([]ids.Entry[Mobster], numMobsterTile)
	for m := range out {
		n := strconv.Itoa(m + 1)
		out[m] = ids.Entry[Mobster]{ID: Mobster(m), Spelling: "M" + n, Name: "the Mobster of district " + n, Text: powerText[m]}
	}
	return out
}

// capoIDs are the Capos an event names: P0 to P3's, then the solo game's
// neutral one.
func capoIDs() []ids.Entry[Capo] {
	out := make([]ids.Entry[Capo], 0, 5)
	for p := core.Player(0); p < 4; p++ {
		out = append(out, ids.Entry[Capo]{ID: Capo(p), Spelling: p.String(), Name: p.String() + "'s Capo", Text: "a Capo of seat " + p.String()})
	}
	return append(out, ids.Entry[Capo]{ID: CapoNeutral, Spelling: "neutral", Name: "the neutral Capo",
		Text: "the solo game's neutral Capo, which blocks a person"})
}

// whereIDs are the places: the building spaces, then the VIP area, the
// three Docks Zones, the Stills area and the supply.
func whereIDs() []ids.Entry[Where] {
	out := make([]ids.Entry[Where], 0, numWhere)
	for sp := Where(0); sp < numSpaces; sp++ {
		out = append(out, ids.Entry[Where]{ID: sp, Spelling: spaceNameTab[sp], Name: "space " + spaceNameTab[sp], Text: "building space " + spaceNameTab[sp]})
	}
	return append(out,
		ids.Entry[Where]{ID: WhereVIPArea, Spelling: "vip-area", Name: "the VIP area", Text: "the VIP area of the player board"},
		ids.Entry[Where]{ID: WhereDowntown, Spelling: "downtown", Name: "the Downtown Docks Zone", Text: "the Downtown Zone of the Docks"},
		ids.Entry[Where]{ID: WhereMidtown, Spelling: "midtown", Name: "the Midtown Docks Zone", Text: "the Midtown Zone of the Docks"},
		ids.Entry[Where]{ID: WhereUptown, Spelling: "uptown", Name: "the Uptown Docks Zone", Text: "the Uptown Zone of the Docks"},
		ids.Entry[Where]{ID: WhereStillsArea, Spelling: "stills-area", Name: "the Stills area", Text: "the Stills area of the player board"},
		ids.Entry[Where]{ID: WhereSupply, Spelling: "supply", Name: "the supply", Text: "back to the supply"})
}

// eventKindIDs are the event kinds of the event table.
func eventKindIDs() []ids.Entry[EventKind] {
	out := make([]ids.Entry[EventKind], 0, len(evSchema))
	for k := EventKind(1); int(k) < len(evSchema); k++ {
		n := evSchema[k].name
		out = append(out, ids.Entry[EventKind]{ID: k, Spelling: n, Name: strings.ReplaceAll(n, "-", " "), Text: eventKindText[k]})
	}
	return out
}

// eventKindText says what an event of each kind reports, naming the
// Event fields it fills.
var eventKindText = [...]string{
	EventKindCapoPlaced:             "Player's Capo talks to Person at Location",
	EventKindRestaurantVisited:      "Player's Capo goes to the Restaurant, its marker to lower column Column (from 1)",
	EventKindCaposExchanged:         "Player swaps Capos with Victim at Location (Person); Victim's Capo goes to the Park",
	EventKindTurnPassed:             "Player cannot place a Capo and passes",
	EventKindBookGained:             "Player gains Book (HiddenBook to all but Player)",
	EventKindTrackRaised:            "Player raises Track to Level",
	EventKindHelperTaken:            "Player takes Helper card Helper",
	EventKindFamilyMemberGained:     "Player gains a Family Member into Where (WhereVIPArea or a Docks Zone)",
	EventKindGoonsHired:             "Player hires Goons Goons for $Cost",
	EventKindBuildingOpened:         "Player opens a building of group Building on Space for $Cost",
	EventKindBenefitGained:          "Player gains Benefit of the building space",
	EventKindCityTileTaken:          "Player takes City tile Tile",
	EventKindCardDiscarded:          "Player discards Operations card Card",
	EventKindCardPlayed:             "Player plays Operations card Card into its slot",
	EventKindBarrelsProduced:        "Player's Stills produce Barrels barrels",
	EventKindBarrelSold:             "Player sells the barrel at Space for $Price",
	EventKindBuildingProtected:      "Player protects Space, for Leverage Leverage",
	EventKindTruckMoved:             "Player's Truck Truck (1 or 2) drives to District; Entered when it enters the map",
	EventKindBarrelPickedUp:         "Player's Truck Truck (1 or 2) picks up a barrel at the Stills",
	EventKindBarrelsBought:          "Player buys Barrels barrels from Ship Ship for $Cost",
	EventKindBarrelDelivered:        "Player delivers a barrel to Space",
	EventKindShipAmbushed:           "Player ambushes Ship Ship with attack Attack against defence Defence",
	EventKindCrateTaken:             "Player gains Crate Crate",
	EventKindFamilyMemberFeePaid:    "Player pays $1 to Owner for a Family Member",
	EventKindShipSailed:             "Ship sails to Port",
	EventKindTurnOrderMarkerMoved:   "Player's Turn Order marker goes to lower column Column (from 1)",
	EventKindCityTilePlayed:         "Player plays City tile Tile",
	EventKindBookCooked:             "Player cooks Book for $Safe into the Safe",
	EventKindAssociateTaken:         "Player takes Mobster as Associate",
	EventKindParkRewardTaken:        "Player, swapped away, takes Reward",
	EventKindCityTileDropped:        "Player puts City tile Tile on the middle column",
	EventKindCardDrawn:              "Player draws Card (HiddenCard to all but Player)",
	EventKindBuildingClosed:         "cops close Player's building on Space",
	EventKindStrengthRevealed:       "District's Strength tile is Strength, face up for its Mob War",
	EventKindDistrictDefended:       "Player defends District, returning Goons Goons; Held when the district holds",
	EventKindMobsterSpeakeasyPlaced: "a Mobster Speakeasy goes on Space",
	EventKindAreaControlScored:      "Player gets $Safe into the Safe for area control in Zone",
	EventKindTurnOrderSet:           "Player takes column Column (from 1) of the new turn order",
	EventKindCasinoSkimmed:          "Player's Casinos skim $Cash",
	EventKindInvasionAnnounced:      "District will be invaded at the end of Act Act",
	EventKindNeutralCapoPlaced:      "a neutral Capo blocks Person at Location",
	EventKindActEnded:               "the Act numbered Act ends",
	EventKindFinalScoreCounted:      "Player's final score is Score (Safe Safe)",
	EventKindBarrelPlaced:           "Player puts a won barrel on Where: a space, WhereStillsArea, or WhereSupply when it goes back",
	EventKindSpeakeasyTakenOver:     "Player takes over the Mobster Speakeasy on Space with attack Attack against defence Defence",
	EventKindBuildingUpgraded:       "Player upgrades Space to group Building for $Cost",
	EventKindLeverageGained:         "Player gains Tokens Leverage tokens",
	EventKindGoonsGained:            "Player gains Goons Goons",
	EventKindCashGained:             "Player gains $Cash",
	EventKindGameOver:               "the game is over: Player wins with $Score (core.NoPlayer: a shared win, or the solo target missed); Target is the solo target, 0 without one",
	EventKindTurnStarted:            "Player's turn starts: a Capo to place",
	EventKindPhaseStarted:           "Phase starts (the end of an Act)",
}

// moveKindText says what a move of each kind does.
var moveKindText = [numMoveKinds]string{
	MoveKindPlace:        "send a Capo to a free Person of Interest at a location",
	MoveKindRestaurant:   "send a Capo to the Restaurant, its Turn Order marker to a column of the lower row",
	MoveKindPark:         "send a Capo to the Park, swapping it with another player's Capo at a location",
	MoveKindPass:         "pass, when no Capo can be placed",
	MoveKindSkip:         "skip the optional step pending, or finish it",
	MoveKindBook:         "gain a Book",
	MoveKindRaise:        "raise Strength or an Operations level by 1",
	MoveKindHelper:       "take a Helper card from the display",
	MoveKindFamilyMember: "gain a Family Member into the VIP area or a Docks Zone",
	MoveKindHire:         "hire Goons at $2 each",
	MoveKindOpen:         "open a building of a group",
	MoveKindUpgrade:      "upgrade a Speakeasy to a Nightclub or Casino",
	MoveKindTakeover:     "take over a Mobster Speakeasy with a building of a group",
	MoveKindAt:           "put the building being placed on a space",
	MoveKindFee:          "add the Associate's strength to the takeover, paying its fee, or not",
	MoveKindDiscard:      "discard an Operations card",
	MoveKindPlay:         "play an Operations card",
	MoveKindSell:         "sell the barrel beside a building",
	MoveKindProtect:      "send a Family Member to protect a building",
	MoveKindTruck:        "choose the Truck to move next",
	MoveKindEnter:        "have the Truck enter the map in a district",
	MoveKindDrive:        "drive the Truck to a district",
	MoveKindPickUp:       "put a barrel from the Stills area on the Truck",
	MoveKindBuy:          "buy barrels from a Ship",
	MoveKindDeliver:      "deliver a barrel to a building",
	MoveKindAmbush:       "ambush a Rum-runner Ship",
	MoveKindUse:          "add one more Family Member of a seat to the ambush",
	MoveKindAttack:       "stop adding Family Members and attack",
	MoveKindBarrel:       "put the won barrel beside a building or on the Stills area",
	MoveKindDo:           "choose a Restaurant action",
	MoveKindTile:         "play a City tile",
	MoveKindCook:         "cook a Book",
	MoveKindAssociate:    "take a Mobster as Associate",
	MoveKindReward:       "take a Park reward: a Leverage token, a Book or a City tile",
	MoveKindDrop:         "put a City tile on the middle column (the City tile limit)",
	MoveKindDefend:       "return Goons to defend a district in the Mob War",
}

// sourceText says where each source's money comes from.
var sourceText = [NumSources]string{
	SourceAreaControl: "Safe money for area control after each Act (HOUSE-4.17)",
	SourceCasinoSkim:  "cash skimmed by Operating Casinos at the new turn order (HOUSE-4.5)",
	SourceParty:       "cash for barrels sold by a Party card or a Private Party tile (HOUSE-4.9)",
	SourceBooks:       "Safe money for cooking Books at the Restaurant",
	SourceCityTile:    "the Cash City tile's $4 (HOUSE-4.12)",
	SourceHelper:      "a Helper card #1's $3 when it is taken (HOUSE-4.10)",
	SourceAssociate:   "the M1 Associate's immediate $6",
	SourceBuilding:    "a building space's benefit: $2 cash or $6 Safe (HOUSE-4.4)",
	SourceCrate:       "the cash face of a Crate won in an ambush",
	SourceAmbushFee:   "$1 from another seat for each of your Family Members its ambush used",
	SourceHelperSets:  "final scoring: sets of Helper liquors (HOUSE-4.18)",
	SourceBarrels:     "final scoring: $1 for each barrel owned (HOUSE-4.18)",
}

// sinkText says what each sink's money pays for.
var sinkText = [NumSinks]string{
	SinkOpen:         "opening a building (a Casino too)",
	SinkUpgrade:      "upgrading a Speakeasy",
	SinkTakeover:     "taking over a Mobster Speakeasy (its group's price)",
	SinkAssociateFee: "the Associate's fee paid to add its strength to a takeover",
	SinkGoons:        "hiring Goons at City Hall",
	SinkShipBarrels:  "barrels a Truck buys at a Ship",
	SinkAmbushFee:    "$1 to another seat for each of its Family Members an ambush used",
	SinkSafeRate:     "the extra half lost when Safe money pays at $2 per $1 (HOUSE-4.8)",
}

// ---- Location ----

// String is the location's notation, "garage".
func (l Location) String() string { return locations.String(l) }

// Name is the location as printed, "City Planning Office".
func (l Location) Name() string { return locations.Name(l) }

// Text is the location's action, the big framed box.
func (l Location) Text() string { return locations.Text(l) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (l Location) MarshalText() ([]byte, error) { return locations.MarshalText(l) }

// UnmarshalText reads the notation MarshalText writes.
func (l *Location) UnmarshalText(text []byte) error { return locations.UnmarshalText(l, text) }

// ParseLocation reads a location's notation ("city-planning-office").
func ParseLocation(s string) (Location, error) { return locations.Parse(s) }

// Locations yields the eight locations, in the rulebook's teaching order.
func Locations() iter.Seq[Location] { return locations.All() }

// ---- Person ----

// String is "L", "M" or "R".
func (k Person) String() string { return persons.String(k) }

// Name is "left", "middle" or "right".
func (k Person) Name() string { return persons.Name(k) }

// Text is where the person stands; PersonText says what the person does at a location.
func (k Person) Text() string { return persons.Text(k) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (k Person) MarshalText() ([]byte, error) { return persons.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *Person) UnmarshalText(text []byte) error { return persons.UnmarshalText(k, text) }

// ParsePerson reads a person's notation, "L", "M" or "R".
func ParsePerson(s string) (Person, error) { return persons.Parse(s) }

// Persons yields the three persons, left to right.
func Persons() iter.Seq[Person] { return persons.All() }

// ---- Track ----

// String is the track's notation, "fleet".
func (t Track) String() string { return tracks.String(t) }

// Name is the track as printed, "VIP Room".
func (t Track) Name() string { return tracks.Name(t) }

// Text is the track's range and what it counts.
func (t Track) Text() string { return tracks.Text(t) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (t Track) MarshalText() ([]byte, error) { return tracks.MarshalText(t) }

// UnmarshalText reads the notation MarshalText writes.
func (t *Track) UnmarshalText(text []byte) error { return tracks.UnmarshalText(t, text) }

// ParseTrack reads a track's notation ("vip-room").
func ParseTrack(s string) (Track, error) { return tracks.Parse(s) }

// Tracks yields the five tracks, Strength first.
func Tracks() iter.Seq[Track] { return tracks.All() }

// ---- OpsType ----

// String is the type's notation, "vip-room".
func (t OpsType) String() string { return opsTypes.String(t) }

// Name is the type as printed, "VIP Room".
func (t OpsType) Name() string { return opsTypes.Name(t) }

// Text is what a card of the type does when played (House rule HOUSE-4.9).
func (t OpsType) Text() string { return opsTypes.Text(t) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (t OpsType) MarshalText() ([]byte, error) { return opsTypes.MarshalText(t) }

// UnmarshalText reads the notation MarshalText writes.
func (t *OpsType) UnmarshalText(text []byte) error { return opsTypes.UnmarshalText(t, text) }

// ParseOpsType reads an Operations type's notation ("vip-room").
func ParseOpsType(s string) (OpsType, error) { return opsTypes.Parse(s) }

// OpsTypes yields the four Operations types, in track order.
func OpsTypes() iter.Seq[OpsType] { return opsTypes.All() }

// ---- Building ----

// String is the building's notation, "nightclub" ("none" for NoBuilding).
func (b Building) String() string { return buildings.String(b) }

// Name is the building as printed, "Mobster Speakeasy" ("empty" for NoBuilding).
func (b Building) Name() string { return buildings.Name(b) }

// Text is what the building is and its value for Infamy and influence.
func (b Building) Text() string { return buildings.Text(b) }

// MarshalText writes the notation String gives; NoBuilding and a value out of
// range are refused (none is left out).
func (b Building) MarshalText() ([]byte, error) { return buildings.MarshalText(b) }

// UnmarshalText reads the notation MarshalText writes.
func (b *Building) UnmarshalText(text []byte) error { return buildings.UnmarshalText(b, text) }

// ParseBuilding reads a building's notation ("nightclub").
func ParseBuilding(s string) (Building, error) { return buildings.Parse(s) }

// Buildings yields the five buildings, NoBuilding left out.
func Buildings() iter.Seq[Building] { return buildings.All() }

// ---- Group ----

// String is the group's notation, "5-speakeasy".
func (gr Group) String() string { return groups.String(gr) }

// Name is the group as printed, "$5 Speakeasy".
func (gr Group) Name() string { return groups.Name(gr) }

// Text is the group's buildings and price.
func (gr Group) Text() string { return groups.Text(gr) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (gr Group) MarshalText() ([]byte, error) { return groups.MarshalText(gr) }

// UnmarshalText reads the notation MarshalText writes.
func (gr *Group) UnmarshalText(text []byte) error { return groups.UnmarshalText(gr, text) }

// ParseGroup reads a building group's notation ("5-speakeasy").
func ParseGroup(s string) (Group, error) { return groups.Parse(s) }

// Groups yields the six building groups, as the player board lists them.
func Groups() iter.Seq[Group] { return groups.All() }

// ---- Zone ----

// String is the Zone's notation, "midtown".
func (z Zone) String() string { return zones.String(z) }

// Name is the Zone as printed, "Midtown".
func (z Zone) Name() string { return zones.Name(z) }

// Text is the districts the Zone holds.
func (z Zone) Text() string { return zones.Text(z) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (z Zone) MarshalText() ([]byte, error) { return zones.MarshalText(z) }

// UnmarshalText reads the notation MarshalText writes.
func (z *Zone) UnmarshalText(text []byte) error { return zones.UnmarshalText(z, text) }

// ParseZone reads a Zone's notation ("midtown").
func ParseZone(s string) (Zone, error) { return zones.Parse(s) }

// Zones yields the three Zones, Downtown first.
func Zones() iter.Seq[Zone] { return zones.All() }

// ---- CrateBonus ----

// String is the bonus's notation, "bartender".
func (b CrateBonus) String() string { return crateBonuses.String(b) }

// Name is the bonus as printed, "Bartender".
func (b CrateBonus) Name() string { return crateBonuses.Name(b) }

// Text is what the bonus does while the Crate is kept.
func (b CrateBonus) Text() string { return crateBonuses.Text(b) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (b CrateBonus) MarshalText() ([]byte, error) { return crateBonuses.MarshalText(b) }

// UnmarshalText reads the notation MarshalText writes.
func (b *CrateBonus) UnmarshalText(text []byte) error { return crateBonuses.UnmarshalText(b, text) }

// ParseCrateBonus reads a Crate bonus's notation ("bartender").
func ParseCrateBonus(s string) (CrateBonus, error) { return crateBonuses.Parse(s) }

// CrateBonuses yields the four Crate bonuses.
func CrateBonuses() iter.Seq[CrateBonus] { return crateBonuses.All() }

// ---- TileKind ----

// String is the kind's notation, "private-party".
func (k TileKind) String() string { return tileKinds.String(k) }

// Name is the kind as printed, "Private Party".
func (k TileKind) Name() string { return tileKinds.Name(k) }

// Text is what a tile of the kind does when played.
func (k TileKind) Text() string { return tileKinds.Text(k) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (k TileKind) MarshalText() ([]byte, error) { return tileKinds.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *TileKind) UnmarshalText(text []byte) error { return tileKinds.UnmarshalText(k, text) }

// ParseTileKind reads a City tile kind's notation ("private-party").
func ParseTileKind(s string) (TileKind, error) { return tileKinds.Parse(s) }

// TileKinds yields the nine kinds of City tile.
func TileKinds() iter.Seq[TileKind] { return tileKinds.All() }

// ---- BookKind ----

// String is the kind's notation, "family-business".
func (k BookKind) String() string { return bookKinds.String(k) }

// Name is the kind as printed, "Family Business".
func (k BookKind) Name() string { return bookKinds.Name(k) }

// Text is the kind's condition at the moment of cooking and the Safe money it pays (House rule HOUSE-4.11).
func (k BookKind) Text() string { return bookKinds.Text(k) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (k BookKind) MarshalText() ([]byte, error) { return bookKinds.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *BookKind) UnmarshalText(text []byte) error { return bookKinds.UnmarshalText(k, text) }

// ParseBookKind reads a Book kind's notation ("family-business").
func ParseBookKind(s string) (BookKind, error) { return bookKinds.Parse(s) }

// BookKinds yields the nine kinds of Book.
func BookKinds() iter.Seq[BookKind] { return bookKinds.All() }

// ---- District ----

// String is the district's number on the board, "7".
func (d District) String() string { return districts.String(d) }

// Name is "district 7".
func (d District) Name() string { return districts.Name(d) }

// Text is the district's Zone and building spaces.
func (d District) Text() string { return districts.Text(d) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (d District) MarshalText() ([]byte, error) { return districts.MarshalText(d) }

// UnmarshalText reads the notation MarshalText writes.
func (d *District) UnmarshalText(text []byte) error { return districts.UnmarshalText(d, text) }

// ParseDistrict reads a district's number, "1" to "16".
func ParseDistrict(s string) (District, error) { return districts.Parse(s) }

// Districts yields the sixteen districts, 1 to 16.
func Districts() iter.Seq[District] { return districts.All() }

// ---- Space ----

// String is "7.2": district 7, its second space.
func (sp Space) String() string { return spaces.String(sp) }

// Name is "space 7.2".
func (sp Space) Name() string { return spaces.Name(sp) }

// Text is which district the space lies in.
func (sp Space) Text() string { return spaces.Text(sp) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (sp Space) MarshalText() ([]byte, error) { return spaces.MarshalText(sp) }

// UnmarshalText reads the notation MarshalText writes.
func (sp *Space) UnmarshalText(text []byte) error { return spaces.UnmarshalText(sp, text) }

// ParseSpace reads a building space's notation ("7.2").
func ParseSpace(s string) (Space, error) { return spaces.Parse(s) }

// Spaces yields the 44 building spaces, district by district.
func Spaces() iter.Seq[Space] { return spaces.All() }

// ---- Card ----

// String is the card's notation, "fleet-8" ("hidden" for HiddenCard).
func (c Card) String() string { return cards.String(c) }

// Name is "Fleet card #8 (Leverage 2)" ("a hidden Operations card" for HiddenCard).
func (c Card) Name() string { return cards.Name(c) }

// Text is what the card does when played.
func (c Card) Text() string { return cards.Text(c) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (c Card) MarshalText() ([]byte, error) { return cards.MarshalText(c) }

// UnmarshalText reads the notation MarshalText writes, "hidden" (HiddenCard) too.
func (c *Card) UnmarshalText(text []byte) error { return cards.UnmarshalText(c, text) }

// ParseCard reads an Operations card's notation ("fleet-8").
func ParseCard(s string) (Card, error) { return cards.Parse(s) }

// Cards yields the 40 Operations cards, type by type.
func Cards() iter.Seq[Card] { return cards.All() }

// ---- Tile ----

// String is the tile's notation, "cash-2".
func (t Tile) String() string { return cityTiles.String(t) }

// Name is "Cash #2".
func (t Tile) Name() string { return cityTiles.Name(t) }

// Text is what the tile does when played (House rule HOUSE-4.12).
func (t Tile) Text() string { return cityTiles.Text(t) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (t Tile) MarshalText() ([]byte, error) { return cityTiles.MarshalText(t) }

// UnmarshalText reads the notation MarshalText writes.
func (t *Tile) UnmarshalText(text []byte) error { return cityTiles.UnmarshalText(t, text) }

// ParseTile reads a City tile's notation ("cash-2").
func ParseTile(s string) (Tile, error) { return cityTiles.Parse(s) }

// Tiles yields the 36 City tiles, kind by kind.
func Tiles() iter.Seq[Tile] { return cityTiles.All() }

// ---- Book ----

// String is the Book's notation, "chain-1" ("hidden" for HiddenBook).
func (b Book) String() string { return books.String(b) }

// Name is "Chain #1" ("a hidden Book" for HiddenBook).
func (b Book) Name() string { return books.Name(b) }

// Text is the Book's condition and pay.
func (b Book) Text() string { return books.Text(b) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (b Book) MarshalText() ([]byte, error) { return books.MarshalText(b) }

// UnmarshalText reads the notation MarshalText writes, "hidden" (HiddenBook) too.
func (b *Book) UnmarshalText(text []byte) error { return books.UnmarshalText(b, text) }

// ParseBook reads a Book's notation ("chain-1").
func ParseBook(s string) (Book, error) { return books.Parse(s) }

// Books yields the 18 Books, kind by kind.
func Books() iter.Seq[Book] { return books.All() }

// ---- Helper ----

// String is the card's notation, "gin-2".
func (h Helper) String() string { return helpers.String(h) }

// Name is "Gin #2 (+1 Goon)".
func (h Helper) Name() string { return helpers.Name(h) }

// Text is the card's instant bonus and how Helpers score (House rule HOUSE-4.10).
func (h Helper) Text() string { return helpers.Text(h) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (h Helper) MarshalText() ([]byte, error) { return helpers.MarshalText(h) }

// UnmarshalText reads the notation MarshalText writes.
func (h *Helper) UnmarshalText(text []byte) error { return helpers.UnmarshalText(h, text) }

// ParseHelper reads a Helper card's notation ("gin-2").
func ParseHelper(s string) (Helper, error) { return helpers.Parse(s) }

// Helpers yields the 20 Helper cards, liquor by liquor.
func Helpers() iter.Seq[Helper] { return helpers.All() }

// ---- Crate ----

// String is the Crate's notation, "bartender-2".
func (c Crate) String() string { return crates.String(c) }

// Name is "Bartender Crate ($3)".
func (c Crate) Name() string { return crates.Name(c) }

// Text is the Crate's cash and lasting bonus (House rule HOUSE-4.13).
func (c Crate) Text() string { return crates.Text(c) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (c Crate) MarshalText() ([]byte, error) { return crates.MarshalText(c) }

// UnmarshalText reads the notation MarshalText writes.
func (c *Crate) UnmarshalText(text []byte) error { return crates.UnmarshalText(c, text) }

// ParseCrate reads a Crate's notation ("bartender-2").
func ParseCrate(s string) (Crate, error) { return crates.Parse(s) }

// Crates yields the twelve Crate tiles, bonus by bonus.
func Crates() iter.Seq[Crate] { return crates.All() }

// ---- Ship ----

// String is the Ship's notation, "B".
func (sh Ship) String() string { return ships.String(sh) }

// Name is "Ship B".
func (sh Ship) Name() string { return ships.Name(sh) }

// Text is what the Ship is.
func (sh Ship) Text() string { return ships.Text(sh) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (sh Ship) MarshalText() ([]byte, error) { return ships.MarshalText(sh) }

// UnmarshalText reads the notation MarshalText writes.
func (sh *Ship) UnmarshalText(text []byte) error { return ships.UnmarshalText(sh, text) }

// ParseShip reads a Ship's notation, "A" to "D".
func ParseShip(s string) (Ship, error) { return ships.Parse(s) }

// Ships yields the four Rum-runner Ships, A to D.
func Ships() iter.Seq[Ship] { return ships.All() }

// ---- Port ----

// String is the port's notation, "port-4".
func (pt Port) String() string { return ports.String(pt) }

// Name is "port 4", as a log line says it.
func (pt Port) Name() string { return ports.Name(pt) }

// Text is the district the port lies in.
func (pt Port) Text() string { return ports.Text(pt) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (pt Port) MarshalText() ([]byte, error) { return ports.MarshalText(pt) }

// UnmarshalText reads the notation MarshalText writes.
func (pt *Port) UnmarshalText(text []byte) error { return ports.UnmarshalText(pt, text) }

// ParsePort reads a port's notation, "port-1" to "port-8".
func ParsePort(s string) (Port, error) { return ports.Parse(s) }

// Ports yields the eight ports, clockwise.
func Ports() iter.Seq[Port] { return ports.All() }

// ---- Mobster ----

// String is the Mobster's notation, "M9".
func (m Mobster) String() string { return mobsters.String(m) }

// Name is "the Mobster of district 9".
func (m Mobster) Name() string { return mobsters.Name(m) }

// Text is the Mobster's power as an Associate.
func (m Mobster) Text() string { return mobsters.Text(m) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (m Mobster) MarshalText() ([]byte, error) { return mobsters.MarshalText(m) }

// UnmarshalText reads the notation MarshalText writes.
func (m *Mobster) UnmarshalText(text []byte) error { return mobsters.UnmarshalText(m, text) }

// ParseMobster reads a Mobster's notation, "M1" to "M16".
func ParseMobster(s string) (Mobster, error) { return mobsters.Parse(s) }

// Mobsters yields the sixteen Mobsters, M1 to M16.
func Mobsters() iter.Seq[Mobster] { return mobsters.All() }

// ---- Capo ----

// String is "P2" or "neutral".
func (c Capo) String() string { return capos.String(c) }

// Name is "P2's Capo" or "the neutral Capo".
func (c Capo) Name() string { return capos.Name(c) }

// Text is whose Capo it is.
func (c Capo) Text() string { return capos.Text(c) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (c Capo) MarshalText() ([]byte, error) { return capos.MarshalText(c) }

// UnmarshalText reads the notation MarshalText writes.
func (c *Capo) UnmarshalText(text []byte) error { return capos.UnmarshalText(c, text) }

// ParseCapo reads a Capo's notation, "P0" to "P3" or "neutral".
func ParseCapo(s string) (Capo, error) { return capos.Parse(s) }

// Capos yields the five Capos an event may name, P0 to P3 then CapoNeutral.
func Capos() iter.Seq[Capo] { return capos.All() }

// ---- Where ----

// String is the place's notation: a space ("7.2"), "vip-area", a Zone, "stills-area" or "supply".
func (w Where) String() string { return wheres.String(w) }

// Name is the place in words: "space 7.2", "the VIP area".
func (w Where) Name() string { return wheres.Name(w) }

// Text is what goes there.
func (w Where) Text() string { return wheres.Text(w) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (w Where) MarshalText() ([]byte, error) { return wheres.MarshalText(w) }

// UnmarshalText reads the notation MarshalText writes.
func (w *Where) UnmarshalText(text []byte) error { return wheres.UnmarshalText(w, text) }

// ParseWhere reads a place's notation ("7.2", "vip-area").
func ParseWhere(s string) (Where, error) { return wheres.Parse(s) }

// Wheres yields the places: the 44 building spaces, then WhereVIPArea to WhereSupply.
func Wheres() iter.Seq[Where] { return wheres.All() }

// ---- Benefit ----

// String is the benefit's notation, "2-cash".
func (x Benefit) String() string { return benefits.String(x) }

// Name is the benefit as printed, "+$2".
func (x Benefit) Name() string { return benefits.Name(x) }

// Text is what the benefit gives.
func (x Benefit) Text() string { return benefits.Text(x) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (x Benefit) MarshalText() ([]byte, error) { return benefits.MarshalText(x) }

// UnmarshalText reads the notation MarshalText writes.
func (x *Benefit) UnmarshalText(text []byte) error { return benefits.UnmarshalText(x, text) }

// ParseBenefit reads a benefit's notation ("2-cash").
func ParseBenefit(s string) (Benefit, error) { return benefits.Parse(s) }

// Benefits yields the twelve benefits printed under the building spaces.
func Benefits() iter.Seq[Benefit] { return benefits.All() }

// ---- Reward ----

// String is "leverage-token", "book" or "city-tile".
func (x Reward) String() string { return rewards.String(x) }

// Name is "a Leverage token", "a Book" or "a City tile".
func (x Reward) Name() string { return rewards.Name(x) }

// Text is what the swapped-away seat takes.
func (x Reward) Text() string { return rewards.Text(x) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (x Reward) MarshalText() ([]byte, error) { return rewards.MarshalText(x) }

// UnmarshalText reads the notation MarshalText writes.
func (x *Reward) UnmarshalText(text []byte) error { return rewards.UnmarshalText(x, text) }

// ParseReward reads a Park reward's notation ("city-tile").
func ParseReward(s string) (Reward, error) { return rewards.Parse(s) }

// Rewards yields the three Park rewards.
func Rewards() iter.Seq[Reward] { return rewards.All() }

// ---- RestaurantAction ----

// String is the action's notation, "cook-books".
func (a RestaurantAction) String() string { return restaurantActions.String(a) }

// Name is the action in words, "cook Books".
func (a RestaurantAction) Name() string { return restaurantActions.Name(a) }

// Text is what the action does.
func (a RestaurantAction) Text() string { return restaurantActions.Text(a) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (a RestaurantAction) MarshalText() ([]byte, error) { return restaurantActions.MarshalText(a) }

// UnmarshalText reads the notation MarshalText writes.
func (a *RestaurantAction) UnmarshalText(text []byte) error {
	return restaurantActions.UnmarshalText(a, text)
}

// ParseRestaurantAction reads a Restaurant action's notation ("cook-books").
func ParseRestaurantAction(s string) (RestaurantAction, error) { return restaurantActions.Parse(s) }

// RestaurantActions yields the Restaurant's three actions.
func RestaurantActions() iter.Seq[RestaurantAction] { return restaurantActions.All() }

// ---- Source ----

// String is the source's ledger name, "casino-skim".
func (c Source) String() string { return sources.String(c) }

// Name is the source in words, "casino skim".
func (c Source) Name() string { return sources.Name(c) }

// Text is where the money comes from.
func (c Source) Text() string { return sources.Text(c) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (c Source) MarshalText() ([]byte, error) { return sources.MarshalText(c) }

// UnmarshalText reads the notation MarshalText writes.
func (c *Source) UnmarshalText(text []byte) error { return sources.UnmarshalText(c, text) }

// ParseSource reads a ledger source's name ("casino-skim").
func ParseSource(s string) (Source, error) { return sources.Parse(s) }

// Sources yields the ledger's sources, in ledger order.
func Sources() iter.Seq[Source] { return sources.All() }

// ---- Sink ----

// String is the sink's ledger name, "associate-fee".
func (c Sink) String() string { return sinks.String(c) }

// Name is the sink in words, "associate fee".
func (c Sink) Name() string { return sinks.Name(c) }

// Text is what the money pays for.
func (c Sink) Text() string { return sinks.Text(c) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (c Sink) MarshalText() ([]byte, error) { return sinks.MarshalText(c) }

// UnmarshalText reads the notation MarshalText writes.
func (c *Sink) UnmarshalText(text []byte) error { return sinks.UnmarshalText(c, text) }

// ParseSink reads a ledger sink's name ("associate-fee").
func ParseSink(s string) (Sink, error) { return sinks.Parse(s) }

// Sinks yields the ledger's sinks, in ledger order.
func Sinks() iter.Seq[Sink] { return sinks.All() }

// ---- Phase ----

// String is the phase's notation, "end-of-act".
func (p Phase) String() string { return phases.String(p) }

// Name is the phase as the rulebook says it, "End of the Act".
func (p Phase) Name() string { return phases.Name(p) }

// Text is what happens in the phase.
func (p Phase) Text() string { return phases.Text(p) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText reads the notation MarshalText writes.
func (p *Phase) UnmarshalText(text []byte) error { return phases.UnmarshalText(p, text) }

// ParsePhase reads a phase's notation ("visit").
func ParsePhase(s string) (Phase, error) { return phases.Parse(s) }

// Phases yields the five phases, PhaseOver last.
func Phases() iter.Seq[Phase] { return phases.All() }

// ---- Decision ----

// String is the decision's notation, "build-space".
func (k Decision) String() string { return decisionKinds.String(k) }

// Name is the decision in words, "build space".
func (k Decision) Name() string { return decisionKinds.Name(k) }

// Text is what the seat deciding decides, as Prompt says it.
func (k Decision) Text() string { return decisionKinds.Text(k) }

// MarshalText writes the notation String gives; a value out of range is refused.
func (k Decision) MarshalText() ([]byte, error) { return decisionKinds.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *Decision) UnmarshalText(text []byte) error { return decisionKinds.UnmarshalText(k, text) }

// ParseDecision reads a decision's notation ("build-space").
func ParseDecision(s string) (Decision, error) { return decisionKinds.Parse(s) }

// Decisions yields every decision, in id order, DecisionOver last.
func Decisions() iter.Seq[Decision] { return decisionKinds.All() }

// ---- MoveKind ----

// String is the kind's verb, "open" ("none" for NoMoveKind).
func (k MoveKind) String() string { return moveKinds.String(k) }

// Name is the kind in words, "family member".
func (k MoveKind) Name() string { return moveKinds.Name(k) }

// Text is what a move of the kind does.
func (k MoveKind) Text() string { return moveKinds.Text(k) }

// MarshalText writes the notation String gives; NoMoveKind and a value out of
// range are refused (none is left out).
func (k MoveKind) MarshalText() ([]byte, error) { return moveKinds.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *MoveKind) UnmarshalText(text []byte) error { return moveKinds.UnmarshalText(k, text) }

// ParseMoveKind reads a move kind's verb ("open").
func ParseMoveKind(s string) (MoveKind, error) { return moveKinds.Parse(s) }

// MoveKinds yields the 36 kinds of move, NoMoveKind left out.
func MoveKinds() iter.Seq[MoveKind] { return moveKinds.All() }

// ---- EventKind ----

// String is the kind's notation, "building-opened" ("none" for NoEventKind).
func (k EventKind) String() string { return eventKinds.String(k) }

// Name is the kind in words, "building opened".
func (k EventKind) Name() string { return eventKinds.Name(k) }

// Text is what an event of the kind reports.
func (k EventKind) Text() string { return eventKinds.Text(k) }

// MarshalText writes the notation String gives; NoEventKind and a value out of
// range are refused (none is left out).
func (k EventKind) MarshalText() ([]byte, error) { return eventKinds.MarshalText(k) }

// UnmarshalText reads the notation MarshalText writes.
func (k *EventKind) UnmarshalText(text []byte) error { return eventKinds.UnmarshalText(k, text) }

// ParseEventKind reads an event kind's notation ("building-opened").
func ParseEventKind(s string) (EventKind, error) { return eventKinds.Parse(s) }

// EventKinds yields the event kinds, NoEventKind left out.
func EventKinds() iter.Seq[EventKind] { return eventKinds.All() }
