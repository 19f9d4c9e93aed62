package speakeasy

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/shape"
)

// The position format: a State's JSON, version 2, in the vocabulary every
// game shares. The package doc lists every field and shows a complete
// example; this file is the codec only: the position declared as tagged
// structs (envelope.DecodePosition reads them strictly and bounded), the
// derived facts worked out when left out, the ids as text.

// PositionVersion is the version of the position format State's JSON
// writes and reads.
const PositionVersion = 2

// stateVersion is PositionVersion, as the package's own code says it.
const stateVersion = PositionVersion

// hiddenName is the sentinel a View writes for a card its viewer may not see.
const hiddenName = "hidden"

var buildingKeys = [6]string{"", "speakeasy", "stills", "nightclub", "casino", "mobster-speakeasy"}
var modeNames = [3]string{"open", "upgrade", "takeover"}

// positionJSON is the position format, version 2. Keys marked derived may
// be left out on input: the decoder works them out from the rest, and
// where one is given it must agree.
type positionJSON struct {
	Game              string                            `json:"game"`
	Version           int                               `json:"version"`
	View              string                            `json:"view,omitempty"`
	Rules             *rulesJSON                        `json:"rules,omitempty"`
	Phase             string                            `json:"phase,omitempty"`    // derived
	Decision          string                            `json:"decision,omitempty"` // derived
	Active            string                            `json:"active,omitempty"`
	Decisions         []decisionJSON                    `json:"decisions,omitempty" max:"16"`
	Act               int8                              `json:"act"`
	RoundsDone        int8                              `json:"rounds_done,omitempty"`
	TurnOrder         []*string                         `json:"turn_order" max:"4"`
	NextTurnOrder     []*string                         `json:"next_turn_order" max:"4"`
	Persons           shape.ByID[Location, personsJSON] `json:"persons,omitempty" max:"4096"`
	Park              []*string                         `json:"park" max:"2"`
	Districts         []districtJSON                    `json:"districts" max:"16"`
	Ships             []shipJSON                        `json:"ships" max:"4"`
	CrateStackTop     string                            `json:"crate_stack_top,omitempty"`
	CrateStack        *faceDown                         `json:"crate_stack,omitempty"`   // derived
	BarrelSupply      *int8                             `json:"barrel_supply,omitempty"` // derived
	CityTiles         cityTilesJSON                     `json:"city_tiles"`
	HelperDisplay     []*string                         `json:"helper_display" max:"3"`
	OperationsDiscard []string                          `json:"operations_discard,omitempty" max:"40"`
	Players           []playerJSON                      `json:"players" max:"4"`
	Building          *buildingJSON                     `json:"building,omitempty"`
	Ambush            *ambushJSON                       `json:"ambush,omitempty"`
	WonBarrel         bool                              `json:"won_barrel,omitempty"`
	MobWarDistrict    string                            `json:"mob_war_district,omitempty"`
	RNG               *core.RNG                         `json:"rng,omitempty"`
}

// rulesJSON is every switch of the Config, written in full.
type rulesJSON struct {
	Players                int  `json:"players"`
	SoloWinAt              int  `json:"solo_win_at"`
	NoSafeSpending         bool `json:"no_safe_spending"`
	NoFinalAreaControl     bool `json:"no_final_area_control"`
	MobsterBlocksSpaceOnly bool `json:"mobster_blocks_space_only"`
	FlatShipPrice          bool `json:"flat_ship_price"`
}

// decisionJSON is a pending decision: its kind, the seat deciding and its
// arguments (each kind uses the few stepSchema names; the rest are absent).
type decisionJSON struct {
	Decision       string   `json:"decision"`
	Seat           string   `json:"seat"`
	Building       string   `json:"building,omitempty"`
	Mode           string   `json:"mode,omitempty"`
	Location       string   `json:"location,omitempty"`
	Type           string   `json:"type,omitempty"` // play-operations: left out for any type
	OperationsOnly bool     `json:"operations_only,omitempty"`
	Bonus          int8     `json:"bonus,omitempty"`
	Moved          []int8   `json:"moved,omitempty" max:"2"` // the Trucks moved, 1 and 2
	Single         bool     `json:"single,omitempty"`
	Truck          int8     `json:"truck,omitempty"`
	Movement       int8     `json:"movement,omitempty"`
	Done           []string `json:"done,omitempty" max:"3"`
	Leverage       int8     `json:"leverage,omitempty"`
	Goons          int8     `json:"goons,omitempty"`
	Column         int8     `json:"column,omitempty"`
	Left           int8     `json:"left,omitempty"`
}

// personsJSON is a location's Persons of Interest, each with the Capo
// talking to them ("P2" or "neutral"); a free person is left out.
type personsJSON struct {
	L *string `json:"L,omitempty"`
	M *string `json:"M,omitempty"`
	R *string `json:"R,omitempty"`
}

func (p *personsJSON) at(k int) **string {
	switch k {
	case 0:
		return &p.L
	case 1:
		return &p.M
	}
	return &p.R
}

type districtJSON struct {
	District string      `json:"district"`
	Invasion string      `json:"invasion,omitempty"` // left out: not announced
	Strength int8        `json:"strength,omitempty"` // the face-up Strength tile
	Spaces   []spaceJSON `json:"spaces" max:"3"`
}

type spaceJSON struct {
	Space     string `json:"space"`
	Building  string `json:"building,omitempty"`
	Owner     string `json:"owner,omitempty"`
	CityTile  string `json:"city_tile,omitempty"`
	Closed    bool   `json:"closed,omitempty"`
	Barrel    bool   `json:"barrel,omitempty"`
	Protected bool   `json:"protected,omitempty"`
}

type shipJSON struct {
	Ship    string `json:"ship"`
	Port    string `json:"port"`
	Barrels int8   `json:"barrels,omitempty"`
	Crate   string `json:"crate,omitempty"`
}

type cityTilesJSON struct {
	Right  []*string  `json:"right" max:"3"`           // fixed, an empty slot null
	Middle [][]string `json:"middle" max:"3,12"`       // 3 stacks bottom first, an empty one null
	Piles  []faceDown `json:"piles,omitempty" max:"3"` // derived: the face-down piles' sizes
}

type playerJSON struct {
	Seat            string                      `json:"seat"`
	Cash            *int16                      `json:"cash,omitempty"` // derived: the ledger's balance
	Safe            int16                       `json:"safe,omitempty"`
	Tracks          shape.ByID[Track, int8]     `json:"tracks,omitempty" max:"4096"`
	FamilyMembers   shape.ByID[fmPlace, int8]   `json:"family_members,omitempty" max:"4096"` // supply derived
	Goons           int8                        `json:"goons,omitempty"`
	LeverageTokens  int8                        `json:"leverage_tokens,omitempty"`
	Hand            []string                    `json:"hand,omitempty" max:"40"`
	Books           []string                    `json:"books,omitempty" max:"18"`
	Cooked          []string                    `json:"cooked,omitempty" max:"18"`
	Slots           shape.ByID[OpsType, string] `json:"slots,omitempty" max:"4096"`
	CityTiles       []string                    `json:"city_tiles,omitempty" max:"36"`
	PlayedCityTiles []string                    `json:"played_city_tiles,omitempty" max:"36"`
	Helpers         []string                    `json:"helpers,omitempty" max:"20"`
	Crates          []string                    `json:"crates,omitempty" max:"12"`
	Associate       string                      `json:"associate,omitempty"`
	Trucks          []*truckJSON                `json:"trucks" max:"2"`
	StillsArea      int8                        `json:"stills_area,omitempty"`
	BuildingsTaken  shape.ByID[Group, int8]     `json:"buildings_taken,omitempty" max:"4096"` // derived
	SpeakeasiesGone int8                        `json:"speakeasies_gone,omitempty"`
	RestaurantCapos int8                        `json:"restaurant_capos,omitempty"`
	PassedCapos     int8                        `json:"passed_capos,omitempty"`
	Earned          *earnings                   `json:"earned,omitempty" max:"4096"`
	Spent           *spendings                  `json:"spent,omitempty" max:"4096"`
}

type truckJSON struct {
	District string `json:"district"`
	Barrels  int8   `json:"barrels,omitempty"`
}

type buildingJSON struct {
	Building string `json:"building"`
	Mode     string `json:"mode"`
	Space    string `json:"space,omitempty"`
	Fee      bool   `json:"fee,omitempty"`
	Card     string `json:"card,omitempty"`
}

type ambushJSON struct {
	Ship          string                   `json:"ship"`
	FamilyMembers core.Counts[core.Player] `json:"family_members,omitzero"`
}

// faceDown is the size of a face-down pile (the Crates under the stack's
// top, a pile of City tiles), written {"hidden": 7}: what the pile holds is
// hidden, its size is not. A bare number, as positions wrote it before,
// reads too.
type faceDown int8

// MarshalJSON writes {"hidden": n}.
func (n faceDown) MarshalJSON() ([]byte, error) {
	return append(strconv.AppendInt([]byte(`{"hidden":`), int64(n), 10), '}'), nil
}

// UnmarshalJSON reads {"hidden": n} (the key once, nothing else) or n.
func (n *faceDown) UnmarshalJSON(b []byte) error {
	var v int8
	if len(b) > 64 { // {"hidden": 127} and some spaces: the value is read only when small
		return core.Errorf(core.ErrBadState, "a face-down pile is {\"hidden\": its size}, not %d bytes", len(b))
	}
	if t := bytes.TrimLeft(b, " \t\r\n"); len(t) > 0 && t[0] == '{' {
		var h struct {
			Hidden *int8 `json:"hidden"`
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&h); err != nil || h.Hidden == nil || dec.More() {
			return core.Errorf(core.ErrBadState, "a face-down pile is {\"hidden\": its size}, not %s", b)
		}
		v = *h.Hidden
	} else if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v < 0 {
		return core.Errorf(core.ErrBadState, "a face-down pile of %d", v)
	}
	*n = faceDown(v)
	return nil
}

// fmPlace is where a seat's Family Members are: the supply, the VIP area
// or a Docks Zone (the keys of "family_members").
type fmPlace int8

var fmPlaceNames = [5]string{"supply", "vip-area", "downtown", "midtown", "uptown"}

// String is the place's key in "family_members".
func (f fmPlace) String() string { return fmPlaces.String(f) }

// MarshalText writes the place's key.
func (f fmPlace) MarshalText() ([]byte, error) { return fmPlaces.MarshalText(f) }

// UnmarshalText reads a place's key.
func (f *fmPlace) UnmarshalText(b []byte) error { return fmPlaces.UnmarshalText(f, b) }

func str(s string) *string { return &s }

func seatStr(q int8) *string {
	switch {
	case q == neutralCapo:
		return str("neutral")
	case q >= 0:
		return str(core.Player(q).String())
	}
	return nil
}

func names(mask bitset.Set, n int, f func(int8) string) []string {
	var out []string
	for i := 0; i < n; i++ {
		if mask&(1<<uint(i)) != 0 {
			out = append(out, f(int8(i)))
		}
	}
	return out
}

func hiddenList(n int8) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = hiddenName
	}
	return out
}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, with "view" naming the viewer): see the package doc for the schema.
func (s State) MarshalJSON() ([]byte, error) {
	g := &s.g
	if g.N == 0 {
		return nil, core.Errorf(core.ErrBadState, "not a game: start one with New")
	}
	j := positionJSON{
		Game:    "speakeasy",
		Version: PositionVersion,
		Rules: &rulesJSON{
			Players: g.Cfg.players(), SoloWinAt: g.Cfg.soloTarget(), NoSafeSpending: g.Cfg.NoSafeSpending,
			NoFinalAreaControl: g.Cfg.NoFinalAreaControl, MobsterBlocksSpaceOnly: g.Cfg.MobsterBlocksSpaceOnly,
			FlatShipPrice: g.Cfg.FlatShipPrice,
		},
		Phase:      s.Phase().String(),
		Decision:   g.decisionName(),
		Act:        g.Act,
		RoundsDone: g.Round,
	}
	switch {
	case g.Viewer > 0:
		j.View = core.Player(g.Viewer - 1).String()
	case g.Viewer < 0:
		j.View = "spectator"
	}
	if a := s.Active(); a != core.NoPlayer {
		j.Active = a.String()
	}
	for i := int(g.SP) - 1; i >= 0 && g.Phase != phOver; i-- {
		j.Decisions = append(j.Decisions, encodeStep(g.Stack[i]))
	}
	if g.Phase == phPlace {
		j.Decisions = []decisionJSON{{Decision: DecisionPlaceCapo.String(), Seat: core.Player(g.Active).String()}}
	}
	cols := g.columns()
	for c := 0; c < cols; c++ {
		j.TurnOrder = append(j.TurnOrder, seatStr(g.Upper[c]))
		j.NextTurnOrder = append(j.NextTurnOrder, seatStr(g.Lower[c]))
	}
	for loc := 0; loc < numPersonLocs; loc++ {
		var ps personsJSON
		busy := false
		for k := 0; k < 3; k++ {
			if g.personExists(loc, k) && g.Occ[loc][k] >= 0 {
				*ps.at(k) = seatStr(g.Occ[loc][k])
				busy = true
			}
		}
		if busy {
			if j.Persons == nil {
				j.Persons = shape.ByID[Location, personsJSON]{}
			}
			j.Persons[Location(loc)] = ps
		}
	}
	for i := 0; i < g.parkSpots(); i++ {
		j.Park = append(j.Park, seatStr(g.Park[i]))
	}
	g.boardJSON(&j)
	j.OperationsDiscard = names(g.Discard, numOps, opsName)
	for p := int8(0); p < g.N; p++ {
		j.Players = append(j.Players, g.encodeSeat(p))
	}
	if pd := g.Pend; pd.Group >= 0 {
		b := &buildingJSON{Building: groupNames[pd.Group], Mode: modeNames[pd.Mode], Fee: pd.Fee}
		if pd.Space >= 0 {
			b.Space = spaceName(pd.Space)
		}
		if pd.Card >= 0 {
			b.Card = opsName(pd.Card)
		}
		j.Building = b
	}
	if g.Pend.Ship >= 0 {
		a := &ambushJSON{Ship: shipNames[g.Pend.Ship]}
		for p := int8(0); p < g.N; p++ {
			a.FamilyMembers.Add(core.Player(p), int(g.Pend.Used[p]))
		}
		j.Ambush = a
	}
	j.WonBarrel = g.Pend.Barrel == 1
	if g.Phase == phWar {
		j.MobWarDistrict = District(g.War.District).String()
	}
	if !g.RNG.IsZero() {
		r := g.RNG
		j.RNG = &r
	}
	return json.Marshal(&j)
}

// boardJSON writes the board's pieces into j: the districts, the Ships,
// the Crates, the barrel supply, the City tiles and the Helper display.
func (g *game) boardJSON(j *positionJSON) {
	for d := int8(0); d < numDistricts; d++ {
		dj := districtJSON{District: District(d).String(), Strength: g.StrTile[d]}
		switch v := g.Group[d]; v {
		case -2:
			dj.Invasion = "blocked"
		case -1:
			dj.Invasion = "start"
		case 0:
		default:
			dj.Invasion = "act-" + strconv.Itoa(int(v))
		}
		for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
			x := g.Space[i]
			sj := spaceJSON{Space: spaceName(i), Closed: x.Closed, Barrel: x.Barrel, Protected: x.Prot}
			if x.Kind != NoBuilding {
				sj.Building = buildingKeys[x.Kind]
			}
			if x.Owner >= 0 {
				sj.Owner = core.Player(x.Owner).String()
			}
			if x.Tile >= 0 {
				sj.CityTile = tileName(x.Tile)
			}
			dj.Spaces = append(dj.Spaces, sj)
		}
		j.Districts = append(j.Districts, dj)
	}
	for i, sh := range g.Ships {
		sj := shipJSON{Ship: shipNames[i], Port: Port(sh.Port).String(), Barrels: sh.Barrels}
		if sh.Crate >= 0 {
			sj.Crate = crateName(sh.Crate)
		}
		j.Ships = append(j.Ships, sj)
	}
	if g.Crate >= 0 {
		j.CrateStackTop = crateName(g.Crate)
	}
	if n := faceDown(bitsLen16(g.crateStack())); n > 0 {
		j.CrateStack = &n
	}
	if g.Supply > 0 {
		v := g.Supply
		j.BarrelSupply = &v
	}
	for _, t := range g.Right {
		if t >= 0 {
			j.CityTiles.Right = append(j.CityTiles.Right, str(tileName(t)))
		} else {
			j.CityTiles.Right = append(j.CityTiles.Right, nil)
		}
	}
	for r := range g.Mid {
		var stack []string
		for i := 0; i < int(g.MidN[r]); i++ {
			stack = append(stack, tileName(g.Mid[r][i]))
		}
		j.CityTiles.Middle = append(j.CityTiles.Middle, stack)
	}
	if g.PileN != [3]int8{} {
		j.CityTiles.Piles = []faceDown{faceDown(g.PileN[0]), faceDown(g.PileN[1]), faceDown(g.PileN[2])}
	}
	for _, h := range g.Display {
		if h >= 0 {
			j.HelperDisplay = append(j.HelperDisplay, str(helperName(h)))
		} else {
			j.HelperDisplay = append(j.HelperDisplay, nil)
		}
	}
}

func bitsLen16(m uint16) int { return bitset.Set(m).Len() }

func (g *game) encodeSeat(p int8) playerJSON {
	pl := &g.P[p]
	j := playerJSON{
		Seat: core.Player(p).String(), Safe: pl.Safe, Goons: pl.Goons, LeverageTokens: pl.Tokens,
		StillsArea: pl.Stills, SpeakeasiesGone: pl.Gone, RestaurantCapos: g.Rest[p], PassedCapos: g.Out[p],
		Tracks: shape.ByID[Track, int8]{}, FamilyMembers: shape.ByID[fmPlace, int8]{},
	}
	if pl.Cash != 0 {
		c := pl.Cash
		j.Cash = &c
	}
	for t, v := range pl.Tracks {
		j.Tracks[Track(t)] = v
	}
	fm := [5]int8{pl.FMSupply, pl.FMVIP, pl.FMDock[0], pl.FMDock[1], pl.FMDock[2]}
	for i, v := range fm {
		if v != 0 {
			j.FamilyMembers[fmPlace(i)] = v
		}
	}
	if len(j.FamilyMembers) == 0 {
		j.FamilyMembers = nil
	}
	if handHidden(pl.Hand, pl.HandN) {
		j.Hand = hiddenList(pl.HandN)
	} else {
		j.Hand = names(pl.Hand, numOps, opsName)
	}
	if handHidden(bitset.Set(pl.Books), pl.BooksN) {
		j.Books = hiddenList(pl.BooksN)
	} else {
		j.Books = names(bitset.Set(pl.Books), numBooks, bookName)
	}
	j.Cooked = names(bitset.Set(pl.Cooked), numBooks, bookName)
	for ty, c := range pl.Slots {
		if c >= 0 {
			if j.Slots == nil {
				j.Slots = shape.ByID[OpsType, string]{}
			}
			j.Slots[OpsType(ty)] = opsName(c)
		}
	}
	j.CityTiles = names(pl.Tiles, numTiles, tileName)
	j.PlayedCityTiles = names(pl.Played, numTiles, tileName)
	j.Helpers = names(bitset.Set(pl.Helpers), numHelpers, helperName)
	j.Crates = names(bitset.Set(pl.Crates), numCrates, crateName)
	if pl.Assoc >= 0 {
		j.Associate = Mobster(pl.Assoc).String()
	}
	for i := 0; i < 2; i++ {
		if pl.Truck[i] >= 0 {
			j.Trucks = append(j.Trucks, &truckJSON{District: District(pl.Truck[i]).String(), Barrels: pl.Load[i]})
		} else {
			j.Trucks = append(j.Trucks, nil)
		}
	}
	for gr, v := range pl.Taken {
		if v != 0 {
			if j.BuildingsTaken == nil {
				j.BuildingsTaken = shape.ByID[Group, int8]{}
			}
			j.BuildingsTaken[Group(gr)] = v
		}
	}
	if pl.Earned != (earnings{}) {
		e := pl.Earned
		j.Earned = &e
	}
	if pl.Spent != (spendings{}) {
		e := pl.Spent
		j.Spent = &e
	}
	return j
}

// The types of a decision's arguments that are lists or words.
// The types of a decision's arguments in its JSON (stepSchema).
const (
	fNone     = iota
	fInt      // a number (dollars, counts, levels)
	fPlus1    // a number shown from 1 (a Truck, a turn-order column)
	fLocation // a location, "garage"
	fGroup    // a building group, "5-speakeasy"
	fBool     // 1 is true
)

// evField is one argument of a decision: its JSON key and type.
type evField struct {
	name string
	typ  uint8
}

const (
	fMode    = 100 + iota // a build mode: "open", "upgrade", "takeover"
	fOpsType              // an Operations type, or "any"
	fTrucks               // the Trucks already moved: a list of 1 and 2
	fDone                 // the Restaurant actions done: a list of names
)

// stepSchema is each decision's JSON: its name and the names and types of
// its arguments A, B and N (N only as a count).
var stepSchema = [numStepKinds]struct {
	name string
	f    [3]evField
}{
	stBook:       {"gain-book", [3]evField{}},
	stRaise:      {"raise", [3]evField{{"operations_only", fBool}}},
	stHelper:     {"take-helper", [3]evField{}},
	stFM:         {"gain-family-member", [3]evField{}},
	stHire:       {"hire", [3]evField{}},
	stBuild:      {"build", [3]evField{{"location", fLocation}, {}, {"left", fInt}}},
	stSpace:      {"build-space", [3]evField{{"building", fGroup}, {"mode", fMode}}},
	stFee:        {"associate-fee", [3]evField{}},
	stCasinoCard: {"casino-card", [3]evField{}},
	stPlayOps:    {"play-operations", [3]evField{{"type", fOpsType}}},
	stSell:       {"sell", [3]evField{{}, {}, {"left", fInt}}},
	stProtect:    {"protect", [3]evField{{}, {}, {"leverage", fInt}}},
	stTruckMenu: {
		"pick-up-and-deliver",
		[3]evField{{"bonus", fInt}, {"moved", fTrucks}, {"single", fBool}},
	},
	stTruck:       {"truck", [3]evField{{"truck", fPlus1}, {}, {"movement", fInt}}},
	stAmbushMenu:  {"ambush", [3]evField{}},
	stAmbushFM:    {"ambush-family-members", [3]evField{}},
	stBarrel:      {"won-barrel", [3]evField{}},
	stRestDiscard: {"restaurant-discard", [3]evField{{}, {}, {"left", fInt}}},
	stRestMenu:    {"restaurant-actions", [3]evField{{"done", fDone}}},
	stTiles:       {"play-city-tiles", [3]evField{{}, {}, {"left", fInt}}},
	stCook:        {"cook", [3]evField{{}, {}, {"left", fInt}}},
	stAssociate:   {"get-associate", [3]evField{}},
	stReward:      {"park-reward", [3]evField{}},
	stDrop:        {"city-tile-limit", [3]evField{}},
	stDefend:      {"mob-war-defence", [3]evField{{"goons", fInt}}},
	stAutoToken:   {"leverage-token", [3]evField{}},
	stAutoGoon:    {"free-goon", [3]evField{}},
	stAutoMarker:  {"turn-order-marker", [3]evField{{"column", fPlus1}}},
}

// encodeStep writes one pending decision: its kind, seat and the
// arguments its kind uses, a zero count, a false flag and "any" type left
// out.
func encodeStep(st step) decisionJSON {
	sc := &stepSchema[st.K]
	j := decisionJSON{Decision: sc.name, Seat: core.Player(st.Who).String()}
	if st.K == stSpace { // its building and mode are the building's, written there once
		return j
	}
	for i, v := range [3]int8{st.X, st.Y, st.Left} {
		f := sc.f[i]
		switch f.typ {
		case fNone:
			continue
		case fMode:
			j.setStr(f.name, modeNames[v%3])
		case fOpsType:
			if v >= 0 {
				j.setStr(f.name, opsNames[v&3])
			}
		case fTrucks:
			for k := 0; k < 2; k++ {
				if v&(1<<uint(k)) != 0 {
					j.Moved = append(j.Moved, int8(k+1))
				}
			}
		case fDone:
			for k := 0; k < 3; k++ {
				if v&(1<<uint(k)) != 0 {
					j.Done = append(j.Done, doNames[k])
				}
			}
		case fInt:
			*j.num(f.name) = v
		case fPlus1:
			*j.num(f.name) = v + 1
		case fBool:
			*j.flag(f.name) = v == 1
		case fLocation:
			j.setStr(f.name, safeName(locNames[:], int(v)))
		case fGroup:
			j.setStr(f.name, safeName(groupNames[:], int(v)))
		}
	}
	return j
}

func (j *decisionJSON) setStr(name, v string) { *j.text(name) = v }

// text, num and flag are the decision's arguments by their JSON names.
func (j *decisionJSON) text(name string) *string {
	switch name {
	case "building":
		return &j.Building
	case "mode":
		return &j.Mode
	case "location":
		return &j.Location
	}
	return &j.Type
}

func (j *decisionJSON) num(name string) *int8 {
	switch name {
	case "bonus":
		return &j.Bonus
	case "truck":
		return &j.Truck
	case "movement":
		return &j.Movement
	case "leverage":
		return &j.Leverage
	case "goons":
		return &j.Goons
	case "column":
		return &j.Column
	}
	return &j.Left
}

func (j *decisionJSON) flag(name string) *bool {
	if name == "single" {
		return &j.Single
	}
	return &j.OperationsOnly
}

// given lists the argument keys j writes: each must be one its kind uses.
func (j *decisionJSON) given() []string {
	var out []string
	for _, k := range []struct {
		name string
		set  bool
	}{
		{"building", j.Building != ""}, {"mode", j.Mode != ""}, {"location", j.Location != ""},
		{"type", j.Type != ""}, {"operations_only", j.OperationsOnly}, {"bonus", j.Bonus != 0},
		{"moved", len(j.Moved) > 0}, {"single", j.Single}, {"truck", j.Truck != 0},
		{"movement", j.Movement != 0}, {"done", len(j.Done) > 0}, {"leverage", j.Leverage != 0},
		{"goons", j.Goons != 0}, {"column", j.Column != 0}, {"left", j.Left != 0},
	} {
		if k.set {
			out = append(out, k.name)
		}
	}
	return out
}

// UnmarshalJSON reads a position (see the package doc for the schema),
// works out the derived facts left out and checks those given, and checks
// every range and conservation law, so a truncated or tampered state is an
// ErrBadState error naming the law broken, and a state that decodes plays
// on to the end. Input over core.MaxJSON bytes is refused before anything
// is decoded. On error s is unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	if err := envelope.DecodePosition("speakeasy", b, &j); err != nil {
		// The decoder's words are text no reason argument carries.
		text := err.Error()
		var re *core.RuleError
		if errors.As(err, &re) {
			text = strings.TrimPrefix(re.Reason, "speakeasy position: ")
		}
		e := bad(lawPositionJSON, text).(*core.RuleError)
		e.Cause = err
		return e
	}
	var d decoder
	g := d.game(&j)
	if d.err != nil {
		return d.err
	}
	if err := g.validate(); err != nil {
		return err
	}
	s.g = *g
	return nil
}

// decoder turns the mirror into a game, keeping the first error.
type decoder struct {
	err error
}

func (d *decoder) fail(code core.ReasonCode, args ...any) {
	if d.err == nil {
		d.err = bad(code, args...)
	}
}

// name reads one of names; what names the field for the error.
func (d *decoder) name(names []string, s, what string) int8 {
	for i, n := range names {
		if n == s && n != "" {
			return int8(i)
		}
	}
	d.fail(lawOne, what, s, names)
	return 0
}

// id reads a name printed by f for ids 0..n-1.
func (d *decoder) id(s string, n int, f func(int8) string, what string) int8 {
	for i := 0; i < n; i++ {
		if f(int8(i)) == s {
			return int8(i)
		}
	}
	d.fail(lawLaw, s, what)
	return 0
}

func (d *decoder) ids(list []string, n int, f func(int8) string, what string) bitset.Set {
	var m bitset.Set
	for _, s := range list {
		i := d.id(s, n, f, what)
		if m&(1<<uint(i)) != 0 {
			d.fail(lawListedTwice, what, s)
		}
		m |= 1 << uint(i)
	}
	return m
}

// hand reads a hand that may be hidden: names, or that many "hidden".
func (d *decoder) hand(list []string, n int, f func(int8) string, what string) (bitset.Set, int8) {
	hidden := 0
	for _, s := range list {
		if s == hiddenName {
			hidden++
		}
	}
	if hidden > 0 {
		if hidden != len(list) {
			d.fail(lawHandMixesHiddenNamedCards, what)
		}
		return 0, int8(len(list))
	}
	return d.ids(list, n, f, what), int8(len(list))
}

// seat reads a seat ("P2"), "neutral" where allowed, or nothing (-1).
func (d *decoder) seat(s *string, n int, neutral bool) int8 {
	if s == nil {
		return -1
	}
	if neutral && *s == "neutral" {
		return neutralCapo
	}
	p, err := core.ParsePlayer(*s, n)
	if err != nil || p.String() != *s {
		d.fail(lawSeatPlayers, *s, n)
		return -1
	}
	return int8(p)
}

func (d *decoder) length(what string, got, want int) bool {
	if got != want {
		d.fail(lawEntriesWant, what, got, want)
		return false
	}
	return true
}

// fixed reports whether a fixed-length array of want entries is given
// (got == want); left out (got == 0), all its slots are empty.
func (d *decoder) fixed(what string, got, want int) bool {
	return got != 0 && d.length(what, got, want)
}

// district reads a district's number, "1" to "16".
func (d *decoder) district(s, what string) int8 {
	v, err := ParseDistrict(s)
	if err != nil {
		d.fail(lawDistrict116, what, s)
		return 0
	}
	return int8(v)
}

// derived checks a derived fact given in the position against the value
// the rest determines; what names it.
func (d *decoder) derived(what string, given *int8, want int) {
	if given != nil && int(*given) != want {
		d.fail(lawRestPositionMakes, what, *given, want)
	}
}

func (d *decoder) game(j *positionJSON) *game {
	g := &game{}
	if err := envelope.CheckHeader("speakeasy", stateVersion, j.Game, j.Version); err != nil {
		e := bad(lawOtherVersion, j.Version, stateVersion).(*core.RuleError)
		if j.Game != "speakeasy" {
			e = bad(lawOtherGame, strconv.Quote(j.Game)).(*core.RuleError)
		}
		e.Cause = err
		if d.err == nil {
			d.err = e
		}
		return g
	}
	var cfg Config
	if r := j.Rules; r != nil {
		cfg = Config{Players: r.Players, SoloWinAt: r.SoloWinAt, NoSafeSpending: r.NoSafeSpending,
			NoFinalAreaControl: r.NoFinalAreaControl, MobsterBlocksSpaceOnly: r.MobsterBlocksSpaceOnly,
			FlatShipPrice: r.FlatShipPrice}
	}
	if err := cfg.validate(); err != nil {
		d.fail(lawRules, err)
		return g
	}
	g.Cfg = cfg.canonical()
	g.N = int8(cfg.players())
	n := g.n()
	switch j.View {
	case "":
	case "spectator":
		g.Viewer = -1
	default:
		g.Viewer = d.seat(&j.View, n, false) + 1
	}
	g.Act, g.Round = j.Act, j.RoundsDone
	if g.Viewer == 0 {
		if j.RNG == nil || j.RNG.IsZero() {
			d.fail(lawFullStateNeedsRngWrite)
		} else {
			g.RNG = *j.RNG
		}
	} else if j.RNG != nil {
		d.fail(lawViewHasNoRng)
	}
	if !d.decisions(g, j, n) {
		return g
	}
	d.board(g, j, n)
	d.pending(g, j, n)
	if d.err != nil {
		return g
	}
	for i := range g.Stack[:g.SP] {
		if t := &g.Stack[i]; t.K == stSpace && t.X == -1 {
			t.X, t.Y = g.Pend.Group, g.Pend.Mode
		}
	}
	// The cursors the format leaves implicit: the turn is the active
	// seat's column; after the Act's placements (the Mob War, the end) the
	// turn is back at the first column and the active seat the last to
	// place; the Mob War's defender is the deciding seat.
	ord, on := g.order()
	if g.Phase == phWar || g.Phase == phOver {
		if j.Active != "" {
			d.fail(lawActiveNobodyHasTurnPhase, j.Active, Phase(g.Phase))
		}
		if on > 0 {
			g.Active = ord[on-1]
		}
	} else {
		if j.Active == "" {
			d.fail(lawNoActiveSeatWriteWhose)
			return g
		}
		g.Active = d.seat(&j.Active, n, false)
		found := false
		for i, q := range ord[:on] {
			if q == g.Active {
				g.Turn, found = int8(i), true
			}
		}
		if !found {
			d.fail(lawActiveSeatTurnOrderTrack, core.Player(g.Active))
		}
	}
	if g.Phase == phWar && g.SP > 0 {
		g.War.Order = -1
		for i, q := range ord[:on] {
			if q == g.Stack[g.SP-1].Who {
				g.War.Order = int8(i)
			}
		}
	}
	d.deriveSupplies(g, j)
	return g
}

// decisions reads the decisions pending, top first, and the phase and
// decision that follow from them; false when there are too many to read.
func (d *decoder) decisions(g *game, j *positionJSON, n int) bool {
	// The decisions, top first; the phase and the decision follow from them.
	if len(j.Decisions) > stackSize {
		d.fail(lawDecisionsPendingMost, len(j.Decisions), stackSize)
		return false
	}
	// A Capo placement is the one decision pending, and its seat is the
	// active one.
	placing := len(j.Decisions) == 1 && j.Decisions[0].Decision == DecisionPlaceCapo.String()
	if placing {
		dj := &j.Decisions[0]
		if g := dj.given(); len(g) > 0 {
			d.fail(lawDecisionPlaceCapoHasNo, g[0])
		}
		if j.Active != "" && j.Active != dj.Seat {
			d.fail(lawActiveCapoPlacementPendingS, j.Active, dj.Seat)
		}
		j.Active = dj.Seat
	} else {
		for i := range j.Decisions {
			g.Stack[len(j.Decisions)-1-i] = d.step(&j.Decisions[i], n)
		}
		g.SP = int8(len(j.Decisions))
	}
	g.Phase = phPlace
	switch {
	case placing:
	case g.SP == 0 && g.Act == 4:
		g.Phase = phOver
	case g.SP == 0:
		d.fail(lawNoDecisionsPendingGameOver, g.Act)
	case g.Stack[g.SP-1].K == stDrop:
		g.Phase = phLimit
	case g.Stack[g.SP-1].K == stDefend:
		g.Phase = phWar
	default:
		g.Phase = phVisit
	}
	if j.Phase != "" && j.Phase != Phase(g.Phase).String() {
		d.fail(lawPhaseDecisionsMake, j.Phase, Phase(g.Phase))
	}
	if want := g.decisionName(); j.Decision != "" && j.Decision != want {
		d.fail(lawDecisionTopDecisions, j.Decision, want)
	}
	return true
}

// board reads the turn order track, the locations' persons, the Park, the
// districts, the Ships, the Crates, the City tiles, the Helper display, the
// Operations discard and the seats.
func (d *decoder) board(g *game, j *positionJSON, n int) {
	g.Upper, g.Lower = [4]int8{-1, -1, -1, -1}, [4]int8{-1, -1, -1, -1}
	cols := g.columns()
	if d.length("turn_order", len(j.TurnOrder), cols) {
		for c := 0; c < cols; c++ {
			g.Upper[c] = d.seat(j.TurnOrder[c], n, false)
		}
	}
	if d.fixed("next_turn_order", len(j.NextTurnOrder), cols) {
		for c := 0; c < cols; c++ {
			g.Lower[c] = d.seat(j.NextTurnOrder[c], n, false)
		}
	}
	for loc := range g.Occ {
		g.Occ[loc] = [3]int8{-1, -1, -1}
	}
	for loc, ps := range j.Persons {
		if !loc.HasPersons() {
			d.fail(lawPersonsHasNoPersonsInterest, loc)
			continue
		}
		for k := 0; k < 3; k++ {
			q := *ps.at(k)
			if q == nil {
				continue
			}
			if !g.personExists(int(loc), k) {
				d.fail(lawPersonsNoPersonPlayers, personNames[k], loc, n)
				continue
			}
			g.Occ[loc][k] = d.seat(q, n, true)
		}
	}
	g.Park = [2]int8{-1, -1}
	if d.fixed("park", len(j.Park), g.parkSpots()) {
		for i, q := range j.Park {
			g.Park[i] = d.seat(q, n, true)
		}
	}
	// A district left out has nothing on it and no invasion announced; one
	// the board blocks for 1-2 players is blocked.
	for di := int8(0); di < numDistricts; di++ {
		if g.blocked(di) {
			g.Group[di] = -2
		}
		for i := spaceStart[di]; i < spaceStart[di+1]; i++ {
			g.Space[i] = space{Owner: -1, Tile: -1}
		}
	}
	seen := uint16(0)
	for i := range j.Districts {
		di := d.district(j.Districts[i].District, "districts")
		if seen&(1<<uint(di)) != 0 {
			d.fail(lawDistrictGivenTwice, di+1)
			continue
		}
		seen |= 1 << uint(di)
		d.districtInto(g, di, &j.Districts[i], n)
	}
	if d.length("ships", len(j.Ships), numShips) {
		for i, sj := range j.Ships {
			if sj.Ship != shipNames[i] {
				d.fail(lawShipsShipWant, i, sj.Ship, shipNames[i])
			}
			sh := ship{Barrels: sj.Barrels, Crate: -1}
			sh.Port = d.id(sj.Port, 8, func(p int8) string { return Port(p).String() }, "port")
			if sj.Crate != "" {
				sh.Crate = d.id(sj.Crate, numCrates, crateName, "Crate")
			}
			g.Ships[i] = sh
		}
	}
	g.Crate = -1
	if j.CrateStackTop != "" {
		g.Crate = d.id(j.CrateStackTop, numCrates, crateName, "Crate")
	}
	g.Right = [3]int8{-1, -1, -1}
	if d.fixed("city_tiles.right", len(j.CityTiles.Right), 3) {
		for r, t := range j.CityTiles.Right {
			if t != nil {
				g.Right[r] = d.id(*t, numTiles, tileName, "City tile")
			}
		}
	}
	for r := range g.Mid {
		for i := range g.Mid[r] {
			g.Mid[r][i] = -1
		}
	}
	if d.fixed("city_tiles.middle", len(j.CityTiles.Middle), 3) {
		for r, stack := range j.CityTiles.Middle {
			if len(stack) > numMidSlots {
				d.fail(lawCityTilesMiddleTilesMost, r, len(stack), numMidSlots)
				continue
			}
			for i, t := range stack {
				g.Mid[r][i] = d.id(t, numTiles, tileName, "City tile")
			}
			g.MidN[r] = int8(len(stack))
		}
	}
	g.Display = [3]int8{-1, -1, -1}
	if d.fixed("helper_display", len(j.HelperDisplay), 3) {
		for i, h := range j.HelperDisplay {
			if h != nil {
				g.Display[i] = d.id(*h, numHelpers, helperName, "Helper card")
			}
		}
	}
	g.Discard = d.ids(j.OperationsDiscard, numOps, opsName, "Operations card")
	if d.length("players", len(j.Players), n) {
		for p := range j.Players {
			d.seatInto(g, int8(p), &j.Players[p])
		}
	}
}

// pending reads the building, ambush or won barrel being assembled and
// the Mob War's district.
func (d *decoder) pending(g *game, j *positionJSON, n int) {
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	if b := j.Building; b != nil {
		g.Pend.Group = d.name(groupNames[:], b.Building, "building")
		g.Pend.Mode = d.name(modeNames[:], b.Mode, "build mode")
		if b.Space != "" {
			if !spaceArg(b.Space, &g.Pend.Space) {
				d.fail(lawBuildingNoSpace, b.Space)
			}
		}
		g.Pend.Fee = b.Fee
		if b.Card != "" {
			g.Pend.Card = d.id(b.Card, numOps, opsName, "Operations card")
		}
	}
	if a := j.Ambush; a != nil {
		if g.Pend.Group >= 0 {
			d.fail(lawBuildingAmbushPendingOnce)
		}
		g.Pend.Ship = d.name(shipNames[:], a.Ship, "Ship")
		for p := 0; p < shape.CountsCap; p++ {
			if k := a.FamilyMembers.Of(core.Player(p)); k > 0 {
				if p >= n {
					d.fail(lawAmbushFamilyMembersSeatPlayers, p, n)
					break
				}
				g.Pend.Used[p] = int8(k)
			}
		}
	}
	if j.WonBarrel {
		g.Pend.Barrel = 1
	}
	if g.Phase == phWar {
		if j.MobWarDistrict == "" {
			d.fail(lawMobWarNeedsMobWar)
		} else {
			g.War.District = d.district(j.MobWarDistrict, "mob_war_district")
		}
	} else if j.MobWarDistrict != "" {
		d.fail(lawMobWarDistrictOutsideMob)
	}
}

// districtInto reads district di and its spaces.
func (d *decoder) districtInto(g *game, di int8, dj *districtJSON, n int) {
	g.Group[di] = 0
	switch dj.Invasion {
	case "blocked":
		g.Group[di] = -2
	case "start":
		g.Group[di] = -1
	case "":
	case "act-1", "act-2", "act-3":
		g.Group[di] = int8(dj.Invasion[4] - '0')
	default:
		d.fail(lawDistrictInvasionStartAct1, di+1, dj.Invasion)
	}
	g.StrTile[di] = dj.Strength
	for i := spaceStart[di]; i < spaceStart[di+1]; i++ {
		g.Space[i] = space{Owner: -1, Tile: -1}
	}
	given := uint8(0)
	for _, sj := range dj.Spaces {
		sp, err := ParseSpace(sj.Space)
		if err != nil || sp.District() != District(di) {
			d.fail(lawDistrictHasSpaces, di+1, spaceList(District(di)), sj.Space)
			return
		}
		i := int8(sp)
		bit := uint8(1) << uint(i-spaceStart[di])
		if given&bit != 0 {
			d.fail(lawDistrictSpaceGivenTwice, di+1, sj.Space)
			return
		}
		given |= bit
		x := space{Owner: -1, Tile: -1, Closed: sj.Closed, Barrel: sj.Barrel, Prot: sj.Protected}
		if sj.Building != "" {
			x.Kind = Building(d.name(buildingKeys[:], sj.Building, "building"))
		}
		if sj.Owner != "" {
			x.Owner = d.seat(&sj.Owner, n, false)
		}
		if sj.CityTile != "" {
			x.Tile = d.id(sj.CityTile, numTiles, tileName, "City tile")
		}
		g.Space[i] = x
	}
}

func (d *decoder) seatInto(g *game, p int8, sj *playerJSON) {
	pl := &g.P[p]
	if sj.Seat != core.Player(p).String() {
		d.fail(lawPlayersSeat, p, sj.Seat)
	}
	pl.Safe = sj.Safe
	for t := range pl.Tracks {
		pl.Tracks[t] = 1 // a track left out is at its start level
		if v, ok := sj.Tracks[Track(t)]; ok {
			pl.Tracks[t] = v
		}
	}
	for k, v := range sj.FamilyMembers {
		switch {
		case k == 1:
			pl.FMVIP = v
		case k >= 2:
			pl.FMDock[k-2] = v
		}
	}
	pl.Goons, pl.Tokens = sj.Goons, sj.LeverageTokens
	pl.Hand, pl.HandN = d.hand(sj.Hand, numOps, opsName, "Operations card")
	var books bitset.Set
	books, pl.BooksN = d.hand(sj.Books, numBooks, bookName, "Book")
	pl.Books = uint32(books)
	pl.Cooked = uint32(d.ids(sj.Cooked, numBooks, bookName, "Book"))
	pl.Slots = [4]int8{-1, -1, -1, -1}
	for ty, c := range sj.Slots {
		pl.Slots[ty] = d.id(c, numOps, opsName, "Operations card")
	}
	pl.Tiles = d.ids(sj.CityTiles, numTiles, tileName, "City tile")
	pl.Played = d.ids(sj.PlayedCityTiles, numTiles, tileName, "City tile")
	pl.Helpers = uint32(d.ids(sj.Helpers, numHelpers, helperName, "Helper card"))
	pl.Crates = uint16(d.ids(sj.Crates, numCrates, crateName, "Crate"))
	pl.Assoc = -1
	if sj.Associate != "" {
		pl.Assoc = d.id(sj.Associate, numMobsterTile, func(m int8) string { return Mobster(m).String() }, "Mobster")
	}
	pl.Truck = [2]int8{-1, -1}
	if d.fixed(sj.Seat+": trucks", len(sj.Trucks), 2) {
		for i, t := range sj.Trucks {
			if t != nil {
				pl.Truck[i] = d.district(t.District, sj.Seat+": truck")
				pl.Load[i] = t.Barrels
			}
		}
	}
	pl.Stills = sj.StillsArea
	pl.Gone = sj.SpeakeasiesGone
	g.Rest[p], g.Out[p] = sj.RestaurantCapos, sj.PassedCapos
	if sj.Earned != nil {
		pl.Earned = *sj.Earned
	}
	if sj.Spent != nil {
		pl.Spent = *sj.Spent
	}
}

// deriveSupplies works out the derived facts the position may leave out,
// and checks those it gives: each seat's cash (the ledger's balance), its
// Family Member supply and the buildings taken from its board, the
// barrel supply, the Crate stack's size and the face-down City tile piles.
func (d *decoder) deriveSupplies(g *game, j *positionJSON) {
	var protected, kinds [4][6]int
	for _, x := range g.Space {
		if x.Owner >= 0 && x.Owner < 4 {
			kinds[x.Owner][x.Kind]++
			if x.Prot {
				protected[x.Owner][0]++
			}
		}
	}
	barrels := int(g.Pend.Barrel)
	for i := range g.Space {
		if g.Space[i].Barrel {
			barrels++
		}
	}
	for _, sh := range g.Ships {
		barrels += int(sh.Barrels)
	}
	for p := int8(0); p < g.N; p++ {
		pl, sj := &g.P[p], &j.Players[p]
		seat := core.Player(p).String()
		if sj.Cash != nil && sj.Earned == nil && sj.Spent == nil {
			g.ledgerOfCash(p, kinds[p], int(*sj.Cash))
		}
		cash := int(startCash) + int(pl.Earned.total()) - int(pl.Spent.total()) - int(pl.Safe)
		if sj.Cash != nil && int(*sj.Cash) != cash {
			d.fail(lawCashStartEarnedSpentSafe, seat, *sj.Cash, cash)
		}
		if cash < -1<<15 || cash >= 1<<15 {
			d.fail(lawCashOutRange, seat, cash)
			return
		}
		pl.Cash = int16(cash)
		supply := numFM - int(pl.FMVIP) - int(pl.FMDock[0]) - int(pl.FMDock[1]) - int(pl.FMDock[2]) - protected[p][0]
		if v, ok := sj.FamilyMembers[0]; ok && int(v) != supply {
			d.fail(lawFamilyMembersSupplyFamilyMembers, seat, v, numFM-supply, numFM)
		}
		pl.FMSupply = int8(supply)
		// The buildings on the map and the ledger's building costs make
		// buildings_taken; given, it must be one they allow.
		taken, fit := g.takenByLedger(p, kinds[p])
		if !fit && taken != [numGroups]int8{} { // none taken: validLedger's law says so
			sp := &pl.Spent
			d.fail(lawBuildingCostsFitNoBuildings, p, sp[SinkOpen]+sp[SinkTakeover], sp[SinkUpgrade])
		}
		pl.Taken = taken
		if sj.BuildingsTaken != nil {
			pl.Taken = [numGroups]int8{}
			for gr, v := range sj.BuildingsTaken {
				pl.Taken[gr] = v
			}
			if fit && !g.costsFit(p, pl.Taken) || pl.Taken[GroupStills] != taken[GroupStills] ||
				pl.Taken[GroupNightclub] != taken[GroupNightclub] || pl.Taken[GroupCasino] != taken[GroupCasino] {
				d.fail(lawBuildingsTakenDisagree, p, takenText(pl.Taken), takenText(taken))
			}
		}
		barrels += int(pl.Stills) + int(pl.Load[0]) + int(pl.Load[1])
	}
	supply := numBarrels - barrels
	d.derived("barrel_supply", j.BarrelSupply, supply)
	g.Supply = int8(max(supply, -1))
	d.derived("crate_stack", (*int8)(j.CrateStack), bitsLen16(g.crateStack()))
	unseen := numTiles - g.tilesSeen().Len()
	if p := j.CityTiles.Piles; p != nil {
		if d.length("city_tiles.piles", len(p), 3) {
			for r := range g.PileN {
				g.PileN[r] = int8(p[r])
			}
			if sum := int(p[0]) + int(p[1]) + int(p[2]); sum != unseen {
				d.fail(lawCityTilesPilesHoldTiles, sum, unseen)
			}
		}
	} else {
		// Left out: the tiles not elsewhere, dealt as the setup deals them.
		for r := range g.PileN {
			g.PileN[r] = int8(unseen / 3)
			if r < unseen%3 {
				g.PileN[r]++
			}
		}
	}
}

// takenText is buildings_taken as the position writes it.
func takenText(taken [numGroups]int8) string {
	var b strings.Builder
	for gr, v := range taken {
		if v != 0 {
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Quote(groupNames[gr]) + ":" + strconv.Itoa(int(v)))
		}
	}
	return "{" + b.String() + "}"
}

// step reads one pending decision.
func (d *decoder) step(j *decisionJSON, n int) step {
	var st step
	k := -1
	for i := 1; i < numStepKinds; i++ {
		if stepSchema[i].name == j.Decision {
			k = i
		}
	}
	if k < 0 {
		d.fail(lawNoSuchDecision, j.Decision)
		return st
	}
	st.K = int8(k)
	st.Who = d.seat(&j.Seat, n, false)
	sc := &stepSchema[k]
	for _, key := range j.given() {
		used := false
		for _, f := range sc.f {
			used = used || (f.typ != fNone && f.name == key)
		}
		if !used {
			d.fail(lawDecisionHasNo, j.Decision, key)
		}
	}
	if k == stSpace && j.Building == "" && j.Mode == "" {
		st.X, st.Y = -1, -1 // the building being placed names them: pending fills them in
		return st
	}
	what := j.Decision + "."
	args := [3]*int8{&st.X, &st.Y, &st.Left}
	for i, f := range sc.f {
		v := args[i]
		switch f.typ {
		case fNone:
		case fMode:
			*v = d.name(modeNames[:], j.Mode, what+f.name)
		case fOpsType:
			*v = -1
			if j.Type != "" {
				*v = d.name(opsNames[:], j.Type, what+f.name)
			}
		case fTrucks:
			for _, t := range j.Moved {
				if t < 1 || t > 2 || *v&(1<<uint(t-1)) != 0 {
					d.fail(lawMovedTrucksAre12, what)
					continue
				}
				*v |= 1 << uint(t-1)
			}
		case fDone:
			for _, s := range j.Done {
				bit := d.name(doNames[:], s, what+"done")
				if *v&(1<<uint(bit)) != 0 {
					d.fail(lawDoneListedTwice, what, s)
				}
				*v |= 1 << uint(bit)
			}
		case fInt:
			*v = *j.num(f.name)
		case fPlus1:
			*v = *j.num(f.name) - 1
		case fBool:
			if *j.flag(f.name) {
				*v = 1
			}
		case fLocation:
			*v = d.name(locNames[:], j.Location, what+f.name)
		case fGroup:
			*v = d.name(groupNames[:], j.Building, what+f.name)
		}
	}
	if st.K == stRestMenu {
		st.Left = int8(2 - popcount8(st.X))
	}
	return st
}

func popcount8(v int8) int { return bitset.Set(uint8(v)).Len() }
