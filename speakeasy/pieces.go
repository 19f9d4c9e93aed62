package speakeasy

// The game's pieces and places: their types and what the rules read off
// them (a district's Zone, a card's Leverage). Their names and notation
// are in ids.go.

// NumDistricts is the number of districts of Manhattan; NumSpaces the
// number of building spaces on the map (House rule HOUSE-4.2).
const (
	NumDistricts = 16
	NumSpaces    = 44
)

// District is a district of Manhattan, 0 to 15 for the districts the board
// numbers 1 to 16.
type District int8

// Zone is the Zone the district lies in.
func (d District) Zone() Zone {
	if d < 0 || d >= numDistricts {
		return ZoneDowntown
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

// District is the district the space lies in.
func (sp Space) District() District {
	if sp < 0 || sp >= numSpaces {
		return 0
	}
	return District(spaceDistrict(int8(sp)))
}

// Zone is the Zone the space lies in.
func (sp Space) Zone() Zone { return sp.District().Zone() }

// HasPersons reports whether Capos talk to Persons of Interest there (all
// but the Restaurant and the Park).
func (l Location) HasPersons() bool { return l >= 0 && l < numPersonLocs }

// Person is a Person of Interest at a location: left, middle or right.
type Person int8

// The persons.
const (
	PersonL Person = 0 // the left person
	PersonM Person = 1 // the middle person
	PersonR Person = 2 // the right person
)

// PersonText is what person k at location l does (the rulebook's person
// column); "" where no such person stands.
func PersonText(l Location, k Person) string {
	if !l.HasPersons() || k < 0 || k > 2 {
		return ""
	}
	return personText[l][k]
}

// Max is the track's highest level (House rule HOUSE-4.3).
func (t Track) Max() int {
	if t < 0 || t >= numTracks {
		return 0
	}
	return int(trackMax[t])
}

// Building is the building the group holds.
func (gr Group) Building() Building {
	if gr < 0 || gr >= numGroups {
		return NoBuilding
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

// Value is the building's value for Infamy and influence (House rule
// HOUSE-4.4).
func (b Building) Value() int {
	if b < 0 || int(b) >= len(buildingValue) {
		return 0
	}
	return buildingValue[b]
}

// Card is an Operations card, 0 to 39: ten of each type, written
// "fleet-8" (the type and the card's copy, 1 to 10, within it).
type Card int8

// Type is the card's Operations type.
func (c Card) Type() OpsType { return OpsType(c / 10) }

// Leverage is the Leverage printed on the card (House rule HOUSE-4.1).
func (c Card) Leverage() int {
	if c < 0 || c >= numOps {
		return 0
	}
	return int(opsLev(int8(c)))
}

// Tile is a City tile, 0 to 35: four of each kind, written "cash-2".
type Tile int8

// Kind is the tile's kind.
func (t Tile) Kind() TileKind { return TileKind(t / 4) }

// Book is a Book tile, 0 to 17: two of each kind, written "chain-1".
type Book int8

// Kind is the Book's kind.
func (b Book) Kind() BookKind { return BookKind(b / 2) }

// Pay is the Safe money the kind pays when cooked.
func (k BookKind) Pay() int {
	if k < 0 || int(k) >= len(bookPay) {
		return 0
	}
	return bookPay[k]
}

// HiddenBook and HiddenCard stand for a Book or an Operations card a copy
// of an event hides from its audience ("hidden" in its JSON).
const (
	HiddenBook Book = 18
	HiddenCard Card = 40
)

// Helper is a Helper card, 0 to 19: four copies of each of five liquors,
// written "gin-2".
type Helper int8

// Liquor is the card's liquor, 0 to 4 (Gin, Rum, Rye, Bourbon, Champagne).
func (h Helper) Liquor() int { return int(h) / 4 }

// Crate is a Crate tile, 0 to 11, written by its back and front:
// "bartender-2" is the Bartender bonus's second copy, with $3 on its cash face.
type Crate int8

// Bonus is the lasting bonus on the Crate's back.
func (c Crate) Bonus() CrateBonus { return CrateBonus(c / 3) }

// Cash is the money on the Crate's face, paid when it is won.
func (c Crate) Cash() int {
	if c < 0 || c >= numCrates {
		return 0
	}
	return crateCash(int8(c))
}

// Ship is a Rum-runner Ship, A to D.
type Ship int8

// Port is a port of the Docks, port-1 to port-8 clockwise (0 to 7).
type Port int8

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
