package speakeasy

// Code below gives every id type its text form: MarshalText and
// UnmarshalText (the one spelling String writes, as the position format,
// events and notation use it), a ParseX and an iterator over all values.

import (
	"iter"

	"github.com/mafiarules/sdk/core"
)

// idType is an id type of the game: small integers 0 to n-1, each spelt by
// String.
type idType interface {
	~int8
	String() string
}

// idText is v's spelling, or an ErrBadState error for a value out of range.
func idText[T idType](v T, n int, what string) ([]byte, error) {
	if v < 0 || int(v) >= n {
		return nil, core.Errorf(core.ErrBadState, "%d is not %s", int(v), what)
	}
	return []byte(v.String()), nil
}

// parseID reads one of the n spellings of T, or returns an ErrBadNotation
// error naming what was wanted.
func parseID[T idType](s string, n int, what string) (T, error) {
	for i := 0; i < n; i++ {
		if T(i).String() == s {
			return T(i), nil
		}
	}
	return 0, core.Errorf(core.ErrBadNotation, "%q is not %s", s, what)
}

// allIDs yields 0 to n-1 as T.
func allIDs[T ~int8](n int) iter.Seq[T] {
	return func(yield func(T) bool) {
		for i := 0; i < n; i++ {
			if !yield(T(i)) {
				return
			}
		}
	}
}

// MarshalText writes the Location's id.
func (x Location) MarshalText() ([]byte, error) {
	return idText(x, int(numLocations), "a location (contractor-office, city-planning-office, garage, city-hall, commission, docks, restaurant, park)")
}

// UnmarshalText reads a Location's id.
func (x *Location) UnmarshalText(b []byte) error {
	v, err := ParseLocation(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseLocation reads a location (contractor-office, city-planning-office, garage, city-hall, commission, docks, restaurant, park).
func ParseLocation(s string) (Location, error) {
	return parseID[Location](s, int(numLocations), "a location (contractor-office, city-planning-office, garage, city-hall, commission, docks, restaurant, park)")
}

// AllLocations yields every Location, in id order.
func AllLocations() iter.Seq[Location] { return allIDs[Location](int(numLocations)) }

// MarshalText writes the Person's id.
func (x Person) MarshalText() ([]byte, error) { return idText(x, int(3), "a person (L, M or R)") }

// UnmarshalText reads a Person's id.
func (x *Person) UnmarshalText(b []byte) error {
	v, err := ParsePerson(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParsePerson reads a person (L, M or R).
func ParsePerson(s string) (Person, error) { return parseID[Person](s, int(3), "a person (L, M or R)") }

// AllPersons yields every Person, in id order.
func AllPersons() iter.Seq[Person] { return allIDs[Person](int(3)) }

// MarshalText writes the Track's id.
func (x Track) MarshalText() ([]byte, error) {
	return idText(x, int(numTracks), "a track (strength, stills, party, vip-room, fleet)")
}

// UnmarshalText reads a Track's id.
func (x *Track) UnmarshalText(b []byte) error {
	v, err := ParseTrack(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseTrack reads a track (strength, stills, party, vip-room, fleet).
func ParseTrack(s string) (Track, error) {
	return parseID[Track](s, int(numTracks), "a track (strength, stills, party, vip-room, fleet)")
}

// AllTracks yields every Track, in id order.
func AllTracks() iter.Seq[Track] { return allIDs[Track](int(numTracks)) }

// MarshalText writes the OpsType's id.
func (x OpsType) MarshalText() ([]byte, error) {
	return idText(x, int(4), "an Operations type (stills, party, vip-room, fleet)")
}

// UnmarshalText reads a OpsType's id.
func (x *OpsType) UnmarshalText(b []byte) error {
	v, err := ParseOpsType(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseOpsType reads an Operations type (stills, party, vip-room, fleet).
func ParseOpsType(s string) (OpsType, error) {
	return parseID[OpsType](s, int(4), "an Operations type (stills, party, vip-room, fleet)")
}

// AllOpsTypes yields every OpsType, in id order.
func AllOpsTypes() iter.Seq[OpsType] { return allIDs[OpsType](int(4)) }

// MarshalText writes the Group's id.
func (x Group) MarshalText() ([]byte, error) {
	return idText(x, int(numGroups), "a building group (3-speakeasy, 5-speakeasy, 8-speakeasy, stills, nightclub, casino)")
}

// UnmarshalText reads a Group's id.
func (x *Group) UnmarshalText(b []byte) error {
	v, err := ParseGroup(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseGroup reads a building group (3-speakeasy, 5-speakeasy, 8-speakeasy, stills, nightclub, casino).
func ParseGroup(s string) (Group, error) {
	return parseID[Group](s, int(numGroups), "a building group (3-speakeasy, 5-speakeasy, 8-speakeasy, stills, nightclub, casino)")
}

// AllGroups yields every Group, in id order.
func AllGroups() iter.Seq[Group] { return allIDs[Group](int(numGroups)) }

// MarshalText writes the Zone's id.
func (x Zone) MarshalText() ([]byte, error) {
	return idText(x, int(3), "a Zone (downtown, midtown, uptown)")
}

// UnmarshalText reads a Zone's id.
func (x *Zone) UnmarshalText(b []byte) error {
	v, err := ParseZone(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseZone reads a Zone (downtown, midtown, uptown).
func ParseZone(s string) (Zone, error) {
	return parseID[Zone](s, int(3), "a Zone (downtown, midtown, uptown)")
}

// AllZones yields every Zone, in id order.
func AllZones() iter.Seq[Zone] { return allIDs[Zone](int(3)) }

// MarshalText writes the CrateBonus's id.
func (x CrateBonus) MarshalText() ([]byte, error) {
	return idText(x, int(4), "a Crate bonus (truck, muscle, bartender, connection)")
}

// UnmarshalText reads a CrateBonus's id.
func (x *CrateBonus) UnmarshalText(b []byte) error {
	v, err := ParseCrateBonus(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseCrateBonus reads a Crate bonus (truck, muscle, bartender, connection).
func ParseCrateBonus(s string) (CrateBonus, error) {
	return parseID[CrateBonus](s, int(4), "a Crate bonus (truck, muscle, bartender, connection)")
}

// AllCrateBonuses yields every CrateBonus, in id order.
func AllCrateBonuses() iter.Seq[CrateBonus] { return allIDs[CrateBonus](int(4)) }

// MarshalText writes the TileKind's id.
func (x TileKind) MarshalText() ([]byte, error) { return idText(x, int(9), "a City tile kind") }

// UnmarshalText reads a TileKind's id.
func (x *TileKind) UnmarshalText(b []byte) error {
	v, err := ParseTileKind(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseTileKind reads a City tile kind.
func ParseTileKind(s string) (TileKind, error) {
	return parseID[TileKind](s, int(9), "a City tile kind")
}

// AllTileKinds yields every TileKind, in id order.
func AllTileKinds() iter.Seq[TileKind] { return allIDs[TileKind](int(9)) }

// MarshalText writes the BookKind's id.
func (x BookKind) MarshalText() ([]byte, error) { return idText(x, int(9), "a Book kind") }

// UnmarshalText reads a BookKind's id.
func (x *BookKind) UnmarshalText(b []byte) error {
	v, err := ParseBookKind(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseBookKind reads a Book kind.
func ParseBookKind(s string) (BookKind, error) { return parseID[BookKind](s, int(9), "a Book kind") }

// AllBookKinds yields every BookKind, in id order.
func AllBookKinds() iter.Seq[BookKind] { return allIDs[BookKind](int(9)) }

// MarshalText writes the District's id.
func (x District) MarshalText() ([]byte, error) {
	return idText(x, int(numDistricts), "a district (1 to 16)")
}

// UnmarshalText reads a District's id.
func (x *District) UnmarshalText(b []byte) error {
	v, err := ParseDistrict(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseDistrict reads a district (1 to 16).
func ParseDistrict(s string) (District, error) {
	return parseID[District](s, int(numDistricts), "a district (1 to 16)")
}

// AllDistricts yields every District, in id order.
func AllDistricts() iter.Seq[District] { return allIDs[District](int(numDistricts)) }

// MarshalText writes the Space's id.
func (x Space) MarshalText() ([]byte, error) {
	return idText(x, int(numSpaces), "a building space (\"7.2\")")
}

// UnmarshalText reads a Space's id.
func (x *Space) UnmarshalText(b []byte) error {
	v, err := ParseSpace(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseSpace reads a building space (\"7.2\").
func ParseSpace(s string) (Space, error) {
	return parseID[Space](s, int(numSpaces), "a building space (\"7.2\")")
}

// AllSpaces yields every Space, in id order.
func AllSpaces() iter.Seq[Space] { return allIDs[Space](int(numSpaces)) }

// MarshalText writes the Card's id.
func (x Card) MarshalText() ([]byte, error) {
	if x == HiddenCard {
		return []byte(hiddenName), nil
	}
	return idText(x, int(numOps), "an Operations card")
}

// UnmarshalText reads a Card's id.
func (x *Card) UnmarshalText(b []byte) error {
	if string(b) == hiddenName {
		*x = HiddenCard
		return nil
	}
	v, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseCard reads an Operations card (\"fleet-8\").
func ParseCard(s string) (Card, error) {
	return parseID[Card](s, int(numOps), "an Operations card (\"fleet-8\")")
}

// AllCards yields every Card, in id order.
func AllCards() iter.Seq[Card] { return allIDs[Card](int(numOps)) }

// MarshalText writes the Tile's id.
func (x Tile) MarshalText() ([]byte, error) {
	return idText(x, int(numTiles), "a City tile (\"cash-2\")")
}

// UnmarshalText reads a Tile's id.
func (x *Tile) UnmarshalText(b []byte) error {
	v, err := ParseTile(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseTile reads a City tile (\"cash-2\").
func ParseTile(s string) (Tile, error) {
	return parseID[Tile](s, int(numTiles), "a City tile (\"cash-2\")")
}

// AllTiles yields every Tile, in id order.
func AllTiles() iter.Seq[Tile] { return allIDs[Tile](int(numTiles)) }

// MarshalText writes the Book's id.
func (x Book) MarshalText() ([]byte, error) {
	if x == HiddenBook {
		return []byte(hiddenName), nil
	}
	return idText(x, int(numBooks), "a Book")
}

// UnmarshalText reads a Book's id.
func (x *Book) UnmarshalText(b []byte) error {
	if string(b) == hiddenName {
		*x = HiddenBook
		return nil
	}
	v, err := ParseBook(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseBook reads a Book (\"chain-1\").
func ParseBook(s string) (Book, error) {
	return parseID[Book](s, int(numBooks), "a Book (\"chain-1\")")
}

// AllBooks yields every Book, in id order.
func AllBooks() iter.Seq[Book] { return allIDs[Book](int(numBooks)) }

// MarshalText writes the Helper's id.
func (x Helper) MarshalText() ([]byte, error) {
	return idText(x, int(numHelpers), "a Helper card (\"gin-2\")")
}

// UnmarshalText reads a Helper's id.
func (x *Helper) UnmarshalText(b []byte) error {
	v, err := ParseHelper(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseHelper reads a Helper card (\"gin-2\").
func ParseHelper(s string) (Helper, error) {
	return parseID[Helper](s, int(numHelpers), "a Helper card (\"gin-2\")")
}

// AllHelpers yields every Helper, in id order.
func AllHelpers() iter.Seq[Helper] { return allIDs[Helper](int(numHelpers)) }

// MarshalText writes the Crate's id.
func (x Crate) MarshalText() ([]byte, error) {
	return idText(x, int(numCrates), "a Crate (\"bartender-2\")")
}

// UnmarshalText reads a Crate's id.
func (x *Crate) UnmarshalText(b []byte) error {
	v, err := ParseCrate(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseCrate reads a Crate (\"bartender-2\").
func ParseCrate(s string) (Crate, error) {
	return parseID[Crate](s, int(numCrates), "a Crate (\"bartender-2\")")
}

// AllCrates yields every Crate, in id order.
func AllCrates() iter.Seq[Crate] { return allIDs[Crate](int(numCrates)) }

// MarshalText writes the Ship's id.
func (x Ship) MarshalText() ([]byte, error) { return idText(x, int(numShips), "a Ship (A to D)") }

// UnmarshalText reads a Ship's id.
func (x *Ship) UnmarshalText(b []byte) error {
	v, err := ParseShip(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseShip reads a Ship (A to D).
func ParseShip(s string) (Ship, error) { return parseID[Ship](s, int(numShips), "a Ship (A to D)") }

// AllShips yields every Ship, in id order.
func AllShips() iter.Seq[Ship] { return allIDs[Ship](int(numShips)) }

// MarshalText writes the Port's id.
func (x Port) MarshalText() ([]byte, error) { return idText(x, int(8), "a port (port-1 to port-8)") }

// UnmarshalText reads a Port's id.
func (x *Port) UnmarshalText(b []byte) error {
	v, err := ParsePort(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParsePort reads a port (port-1 to port-8).
func ParsePort(s string) (Port, error) { return parseID[Port](s, int(8), "a port (port-1 to port-8)") }

// AllPorts yields every Port, in id order.
func AllPorts() iter.Seq[Port] { return allIDs[Port](int(8)) }

// MarshalText writes the Mobster's id.
func (x Mobster) MarshalText() ([]byte, error) {
	return idText(x, int(numMobsterTile), "a Mobster (M1 to M16)")
}

// UnmarshalText reads a Mobster's id.
func (x *Mobster) UnmarshalText(b []byte) error {
	v, err := ParseMobster(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseMobster reads a Mobster (M1 to M16).
func ParseMobster(s string) (Mobster, error) {
	return parseID[Mobster](s, int(numMobsterTile), "a Mobster (M1 to M16)")
}

// AllMobsters yields every Mobster, in id order.
func AllMobsters() iter.Seq[Mobster] { return allIDs[Mobster](int(numMobsterTile)) }

// MarshalText writes the Source's id.
func (x Source) MarshalText() ([]byte, error) { return idText(x, int(NumSources), "a ledger source") }

// UnmarshalText reads a Source's id.
func (x *Source) UnmarshalText(b []byte) error {
	v, err := ParseSource(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseSource reads a ledger source.
func ParseSource(s string) (Source, error) {
	return parseID[Source](s, int(NumSources), "a ledger source")
}

// AllSources yields every Source, in id order.
func AllSources() iter.Seq[Source] { return allIDs[Source](int(NumSources)) }

// MarshalText writes the Sink's id.
func (x Sink) MarshalText() ([]byte, error) { return idText(x, int(NumSinks), "a ledger sink") }

// UnmarshalText reads a Sink's id.
func (x *Sink) UnmarshalText(b []byte) error {
	v, err := ParseSink(string(b))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// ParseSink reads a ledger sink.
func ParseSink(s string) (Sink, error) { return parseID[Sink](s, int(NumSinks), "a ledger sink") }

// AllSinks yields every Sink, in id order.
func AllSinks() iter.Seq[Sink] { return allIDs[Sink](int(NumSinks)) }
