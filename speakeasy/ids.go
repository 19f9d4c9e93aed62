package speakeasy

import "strconv"

// The identifiers of the game's pieces and places. Each has String (its
// notation, as moves, events and the position format write it), and Name
// (as the rulebook prints it) and Text (its rules text, for a tooltip)
// where the rulebook gives them. An identifier out of range prints "?".

// NumDistricts is the number of districts of Manhattan; NumSpaces the
// number of building spaces on the map (House rule HOUSE-4.2).
const (
	NumDistricts = numDistricts
	NumSpaces    = numSpaces
)

// District is a district of Manhattan, 0 to 15 for the districts the board
// numbers 1 to 16.
type District int8

// String is the district's number on the board, "7".
func (d District) String() string {
	if d < 0 || d >= numDistricts {
		return "?"
	}
	return strconv.Itoa(int(d) + 1)
}

// Name is "district 7".
func (d District) Name() string { return "district " + d.String() }

// Zone is the Zone the district lies in.
func (d District) Zone() Zone {
	if d < 0 || d >= numDistricts {
		return Downtown
	}
	return districtZoneOf(int8(d))
}

// Spaces are the district's building spaces.
func (d District) Spaces() []Space {
	if d < 0 || d >= numDistricts {
		return nil
	}
	out := make([]Space, 0, 3)
	for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
		out = append(out, Space(i))
	}
	return out
}

// Adjacent reports whether a Truck may drive between d and e in one step
// (Central Park cuts 13 and 15 from 14 and 16).
func (d District) Adjacent(e District) bool {
	return d >= 0 && d < numDistricts && e >= 0 && e < numDistricts && adjacent(int8(d), int8(e))
}

// Space is a building space of the map, 0 to NumSpaces-1, written "7.2"
// (district 7, its second space).
type Space int8

// String is "7.2".
func (sp Space) String() string {
	if sp < 0 || sp >= numSpaces {
		return "?"
	}
	return spaceName(int8(sp))
}

// District is the district the space lies in.
func (sp Space) District() District {
	if sp < 0 || sp >= numSpaces {
		return 0
	}
	return District(spaceDistrict(int8(sp)))
}

// Zone is the Zone the space lies in.
func (sp Space) Zone() Zone { return sp.District().Zone() }

// String is the location's notation, "garage".
func (l Location) String() string { return safeName(locNames[:], int(l)) }

// Name is the location as printed, "City Planning Office".
func (l Location) Name() string { return safeName(locTitles[:], int(l)) }

// Text is the location's action, the big framed box.
func (l Location) Text() string { return safeName(locationText[:], int(l)) }

// HasPersons reports whether Capos talk to Persons of Interest there (all
// but the Restaurant and the Park).
func (l Location) HasPersons() bool { return l >= 0 && l < numPersonLocs }

// Person is a Person of Interest at a location: left, middle or right.
type Person int8

// The persons.
const (
	PersonL Person = iota // the left person
	PersonM               // the middle person
	PersonR               // the right person
)

// String is "L", "M" or "R".
func (k Person) String() string { return safeName(personNames[:], int(k)) }

// Name is "left", "middle" or "right".
func (k Person) Name() string { return safeName(personTitles[:], int(k)) }

// PersonText is what person k at location l does (the rulebook's person
// column); "" where no such person stands.
func PersonText(l Location, k Person) string {
	if !l.HasPersons() || k < 0 || k > 2 {
		return ""
	}
	return personText[l][k]
}

// String is the track's notation, "fleet".
func (t Track) String() string { return safeName(trackNames[:], int(t)) }

// Name is the track as printed, "VIP Room".
func (t Track) Name() string { return safeName(trackTitles[:], int(t)) }

// Max is the track's highest level (House rule HOUSE-4.3).
func (t Track) Max() int {
	if t < 0 || t >= numTracks {
		return 0
	}
	return int(trackMax[t])
}

// String is the group's notation, "5-speakeasy".
func (gr Group) String() string { return safeName(groupNames[:], int(gr)) }

// Name is "$5 Speakeasy".
func (gr Group) Name() string { return safeName(groupTitles[:], int(gr)) }

// Building is the building the group holds.
func (gr Group) Building() Building {
	if gr < 0 || gr >= numGroups {
		return BNone
	}
	return groupKind[gr]
}

// Cost is the group's price before any discount.
func (gr Group) Cost() int {
	if gr < 0 || gr >= numGroups {
		return 0
	}
	return groupCost[gr]
}

// Size is the number of buildings in the group.
func (gr Group) Size() int {
	if gr < 0 || gr >= numGroups {
		return 0
	}
	return int(groupSize[gr])
}

// Benefit is the text of the benefit printed under the group's i-th space
// (from 0, leftmost first); "" past the group's end.
func (gr Group) Benefit(i int) string {
	if gr < 0 || gr >= numGroups || i < 0 || i >= int(groupSize[gr]) {
		return ""
	}
	return benefitNames[groupBenefit[gr][i]]
}

// String is the building's notation, "nightclub" ("" for none).
func (b Building) String() string { return safeName(buildingKeys[:], int(b)) }

// Name is the building as printed, "Mobster Speakeasy" ("empty" for none).
func (b Building) Name() string { return safeName(buildingNames[:], int(b)) }

// Value is the building's value for Infamy and influence (House rule
// HOUSE-4.4).
func (b Building) Value() int {
	if b < 0 || int(b) >= len(buildingValue) {
		return 0
	}
	return buildingValue[b]
}

// String is the Zone's notation, "midtown".
func (z Zone) String() string { return safeName(zoneShort[:], int(z)) }

// Name is "Midtown".
func (z Zone) Name() string { return safeName(zoneNames[:], int(z)) }

// String is the type's notation, "vip-room".
func (t OpsType) String() string { return safeName(opsNames[:], int(t)) }

// Name is "VIP Room".
func (t OpsType) Name() string { return safeName(opsTitles[:], int(t)) }

// Text is what a card of the type does when played (House rule HOUSE-4.9).
func (t OpsType) Text() string { return safeName(opsText[:], int(t)) }

// Card is an Operations card, 0 to 39: ten of each type, written
// "fleet-8" (the type and the card's copy, 1 to 10, within it).
type Card int8

// String is "fleet-8".
func (c Card) String() string { return nameOr(int(c), numOps, opsName) }

// Type is the card's Operations type.
func (c Card) Type() OpsType { return OpsType(c / 10) }

// Leverage is the Leverage printed on the card (House rule HOUSE-4.1).
func (c Card) Leverage() int {
	if c < 0 || c >= numOps {
		return 0
	}
	return int(opsLev(int8(c)))
}

// Name is "Fleet card #7 (Leverage 2)".
func (c Card) Name() string {
	if c < 0 || c >= numOps {
		return "?"
	}
	return opsTitle(int8(c))
}

// Text is what the card does when played.
func (c Card) Text() string { return c.Type().Text() }

// Tile is a City tile, 0 to 35: four of each kind, written "cash-2".
type Tile int8

// String is "cash-2".
func (t Tile) String() string { return nameOr(int(t), numTiles, tileName) }

// Kind is the tile's kind.
func (t Tile) Kind() TileKind { return TileKind(t / 4) }

// Name is "Cash #2".
func (t Tile) Name() string {
	if t < 0 || t >= numTiles {
		return "?"
	}
	return tileTitle(int8(t))
}

// Text is what the tile does when played (House rule HOUSE-4.12).
func (t Tile) Text() string { return t.Kind().Text() }

// String is the kind's id, "private-party".
func (k TileKind) String() string { return safeName(tileNames[:], int(k)) }

// Name is the kind as printed, "Private Party".
func (k TileKind) Name() string { return safeName(tileTitles[:], int(k)) }

// Text is what a tile of the kind does when played.
func (k TileKind) Text() string { return safeName(tileText[:], int(k)) }

// Book is a Book tile, 0 to 17: two of each kind, written "chain-1".
type Book int8

// String is "chain-1".
func (b Book) String() string { return nameOr(int(b), numBooks, bookName) }

// Kind is the Book's kind.
func (b Book) Kind() BookKind { return BookKind(b / 2) }

// Name is "Chain #1".
func (b Book) Name() string {
	if b < 0 || b >= numBooks {
		return "?"
	}
	return bookTitle(int8(b))
}

// Text is the Book's condition and pay.
func (b Book) Text() string { return b.Kind().Text() }

// String is the kind's id, "family-business".
func (k BookKind) String() string { return safeName(bookNames[:], int(k)) }

// Name is the kind as printed.
func (k BookKind) Name() string { return safeName(bookTitles[:], int(k)) }

// Text is the kind's condition at the moment of cooking and the Safe
// money it pays (House rule HOUSE-4.11).
func (k BookKind) Text() string {
	if k < 0 || int(k) >= len(bookText) {
		return "?"
	}
	return bookText[k] + ": $" + strconv.Itoa(bookPay[k]) + " into your Safe"
}

// Pay is the Safe money the kind pays when cooked.
func (k BookKind) Pay() int {
	if k < 0 || int(k) >= len(bookPay) {
		return 0
	}
	return bookPay[k]
}

// Helper is a Helper card, 0 to 19: four copies of each of five liquors,
// written "gin-2".
type Helper int8

// String is "gin-2".
func (h Helper) String() string { return nameOr(int(h), numHelpers, helperName) }

// Liquor is the card's liquor, 0 to 4 (Gin, Rum, Rye, Bourbon, Champagne).
func (h Helper) Liquor() int { return int(h) / 4 }

// Name is "Gin #2 (+1 Goon)".
func (h Helper) Name() string {
	if h < 0 || h >= numHelpers {
		return "?"
	}
	return helperTitle(int8(h))
}

// Text is the card's instant bonus and how Helpers score (House rule
// HOUSE-4.10).
func (h Helper) Text() string {
	if h < 0 || h >= numHelpers {
		return "?"
	}
	return "when taken: " + helperText[h%4] + "; at the end, sets of different liquors pay " +
		"$3, $8, $15, $24, $35 for 1 to 5 liquors"
}

// Crate is a Crate tile, 0 to 11, written by its back and front:
// "bartender-2" is the Bartender bonus's second copy, with $3 on its cash face.
type Crate int8

// String is "bartender-2".
func (c Crate) String() string { return nameOr(int(c), numCrates, crateName) }

// Bonus is the lasting bonus on the Crate's back.
func (c Crate) Bonus() CrateBonus { return CrateBonus(c / 3) }

// Cash is the money on the Crate's face, paid when it is won.
func (c Crate) Cash() int {
	if c < 0 || c >= numCrates {
		return 0
	}
	return crateCash(int8(c))
}

// Name is "Bartender Crate ($3)".
func (c Crate) Name() string {
	if c < 0 || c >= numCrates {
		return "?"
	}
	return c.Bonus().Name() + " Crate ($" + strconv.Itoa(c.Cash()) + ")"
}

// Text is the Crate's cash and lasting bonus (House rule HOUSE-4.13).
func (c Crate) Text() string {
	if c < 0 || c >= numCrates {
		return "?"
	}
	return "$" + strconv.Itoa(c.Cash()) + " when won, then kept: " + c.Bonus().Text()
}

// String is the bonus's id, "bartender".
func (b CrateBonus) String() string { return safeName(crateKeys[:], int(b)) }

// Name is the bonus as printed, "Bartender".
func (b CrateBonus) Name() string { return safeName(crateBonusNames[:], int(b)) }

// Text is what the bonus does while the Crate is kept.
func (b CrateBonus) Text() string { return safeName(crateText[:], int(b)) }

// Ship is a Rum-runner Ship, A to D.
type Ship int8

// String is "B".
func (sh Ship) String() string { return safeName(shipNames[:], int(sh)) }

// Port is a port of the Docks, port-1 to port-8 clockwise (0 to 7).
type Port int8

// String is "port-4".
func (pt Port) String() string {
	if pt < 0 || pt > 7 {
		return "?"
	}
	return "port-" + strconv.Itoa(int(pt)+1)
}

// Name is "port 4", as a log line says it.
func (pt Port) Name() string {
	if pt < 0 || pt > 7 {
		return "?"
	}
	return "port " + strconv.Itoa(int(pt)+1)
}

// District is the district the port lies in.
func (pt Port) District() District {
	if pt < 0 || pt > 7 {
		return 0
	}
	return District(portDistrict[pt])
}

// Mobster is a Mobster tile, one per district (M1 to M16 for districts 1
// to 16): City side up on the Mobster board, or a player's Associate.
type Mobster int8

// String is "M9".
func (m Mobster) String() string {
	if m < 0 || m >= numMobsterTile {
		return "?"
	}
	return "M" + strconv.Itoa(int(m)+1)
}

// District is the Mobster's district.
func (m Mobster) District() District { return District(m) }

// Strength is the Mobster's strength as an Associate (House rule HOUSE-4.14).
func (m Mobster) Strength() int {
	if m < 0 || m >= numMobsterTile {
		return 0
	}
	return assocStrength(int8(m))
}

// Fee is the Mobster's fee for adding its strength to a takeover.
func (m Mobster) Fee() int {
	if m < 0 || m >= numMobsterTile {
		return 0
	}
	return assocFee(int8(m))
}

// Text is the Mobster's power as an Associate.
func (m Mobster) Text() string { return safeName(powerText[:], int(m)) }
