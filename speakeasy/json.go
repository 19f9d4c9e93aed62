package speakeasy

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/shape"
)

// The position format: a State's JSON, version 2, in the vocabulary every
// game shares. The package doc lists every field and shows a complete
// example; this file is the codec only: the position declared as tagged
// structs of the game's id types on the shared envelope (internal/envelope
// reads them strictly and bounded, each id by its UnmarshalText), the
// derived facts worked out when left out, every refusal a Reason of the
// game's table.

// PositionVersion is the version of the position format State's JSON
// writes and reads.
const PositionVersion = 2

// position is the envelope of Speakeasy's positions, for internal/envelope.
var position = envelope.Game{Name: "speakeasy", Version: PositionVersion, Seats: 4, Reasons: &Reasons,
	Codes: envelope.Codes{Decode: lawPositionJSON, OtherGame: lawOtherGame, OtherVersion: lawOtherVersion,
		ViewSeat: lawViewSeat, NoRNG: lawFullStateNeedsRngWrite, EmptyRNG: lawEmptyRNG, ViewRNG: lawViewHasNoRng,
		Phase: lawPhaseDecisionsMake, Decision: lawDecisionTopDecisions, Active: lawActiveCapoPlacementPendingS}}

// positionJSON is the position format, version 2. Keys marked derived may
// be left out on input: the decoder works them out from the rest, and
// where one is given it must agree.
type positionJSON struct {
	envelope.Head[rulesJSON, Phase, Decision, decisionJSON]
	Act               int8                              `json:"act"`
	RoundsDone        *int8                             `json:"rounds_done,omitempty"` // derived
	TurnOrder         []*core.Player                    `json:"turn_order" max:"4"`
	NextTurnOrder     []*core.Player                    `json:"next_turn_order" max:"4"`
	Persons           shape.ByID[Location, personsJSON] `json:"persons,omitempty" max:"4096"`
	Park              []*Capo                           `json:"park" max:"2"`
	Districts         []districtJSON                    `json:"districts" max:"16"`
	Ships             []shipJSON                        `json:"ships" max:"4"`
	CrateStackTop     *Crate                            `json:"crate_stack_top,omitempty"`
	CrateStack        *faceDown                         `json:"crate_stack,omitempty"`   // derived
	BarrelSupply      *int8                             `json:"barrel_supply,omitempty"` // derived
	CityTiles         cityTilesJSON                     `json:"city_tiles"`
	HelperDisplay     []*Helper                         `json:"helper_display" max:"3"`
	OperationsDiscard []Card                            `json:"operations_discard,omitempty" max:"40"`
	Players           []playerJSON                      `json:"players" max:"4"`
	Building          *buildingJSON                     `json:"building,omitempty"`
	Ambush            *ambushJSON                       `json:"ambush,omitempty"`
	WonBarrel         bool                              `json:"won_barrel,omitempty"`
	MobWarDistrict    *District                         `json:"mob_war_district,omitempty"`
	envelope.Tail
}

// rulesJSON is every switch of the Config, written in full: Config's
// fields without its omitempty, converted to and from it, so the two
// cannot drift apart.
type rulesJSON struct {
	Players                int  `json:"players"`
	SoloWinAt              int  `json:"solo_win_at"`
	NoSafeSpending         bool `json:"no_safe_spending"`
	NoFinalAreaControl     bool `json:"no_final_area_control"`
	MobsterBlocksSpaceOnly bool `json:"mobster_blocks_space_only"`
	FlatShipPrice          bool `json:"flat_ship_price"`
}

// decisionJSON is a pending decision: its kind, the seat deciding and its
// arguments (each kind uses the few keys stepSchema names; the rest are absent).
type decisionJSON struct {
	Decision       *Decision          `json:"decision"`
	Seat           *core.Player       `json:"seat"`
	Building       *Group             `json:"building,omitempty"`
	Mode           *buildMode         `json:"mode,omitempty"`
	Location       *Location          `json:"location,omitempty"`
	Type           *OpsType           `json:"type,omitempty"` // play-operations: left out for any type
	OperationsOnly bool               `json:"operations_only,omitempty"`
	Bonus          int8               `json:"bonus,omitempty"`
	Moved          []int8             `json:"moved,omitempty" max:"2"` // the Trucks moved, 1 and 2
	Single         bool               `json:"single,omitempty"`
	Truck          int8               `json:"truck,omitempty"`
	Movement       int8               `json:"movement,omitempty"`
	Done           []RestaurantAction `json:"done,omitempty" max:"3"`
	Leverage       int8               `json:"leverage,omitempty"`
	Goons          int8               `json:"goons,omitempty"`
	Column         int8               `json:"column,omitempty"`
	Left           int8               `json:"left,omitempty"`
}

// personsJSON is a location's Persons of Interest, each with the Capo
// talking to them ("P2" or "neutral"); a free person is left out.
type personsJSON struct {
	L *Capo `json:"L,omitempty"`
	M *Capo `json:"M,omitempty"`
	R *Capo `json:"R,omitempty"`
}

// at is the person k's Capo.
func (p *personsJSON) at(k int) **Capo { return [3]**Capo{&p.L, &p.M, &p.R}[k] }

type districtJSON struct {
	District *District   `json:"district"`
	Invasion *invasion   `json:"invasion,omitempty"` // left out: not announced
	Strength int8        `json:"strength,omitempty"` // the face-up Strength tile
	Spaces   []spaceJSON `json:"spaces" max:"3"`
}

type spaceJSON struct {
	Space     *Space       `json:"space"`
	Building  *Building    `json:"building,omitempty"`
	Owner     *core.Player `json:"owner,omitempty"`
	CityTile  *Tile        `json:"city_tile,omitempty"`
	Closed    bool         `json:"closed,omitempty"`
	Barrel    bool         `json:"barrel,omitempty"`
	Protected bool         `json:"protected,omitempty"`
}

type shipJSON struct {
	Ship    *Ship  `json:"ship"`
	Port    *Port  `json:"port"`
	Barrels int8   `json:"barrels,omitempty"`
	Crate   *Crate `json:"crate,omitempty"`
}

type cityTilesJSON struct {
	Right  []*Tile    `json:"right" max:"3"`           // fixed, an empty slot null
	Middle [][]Tile   `json:"middle" max:"3,12"`       // 3 stacks bottom first, an empty one null
	Piles  []faceDown `json:"piles,omitempty" max:"3"` // derived: the face-down piles' sizes
}

type playerJSON struct {
	Seat            *core.Player              `json:"seat"`
	Cash            *int16                    `json:"cash,omitempty"` // derived: the ledger's balance
	Safe            int16                     `json:"safe,omitempty"`
	Tracks          shape.ByID[Track, int8]   `json:"tracks,omitempty" max:"4096"`
	FamilyMembers   shape.ByID[fmPlace, int8] `json:"family_members,omitempty" max:"4096"` // supply derived
	Goons           int8                      `json:"goons,omitempty"`
	LeverageTokens  int8                      `json:"leverage_tokens,omitempty"`
	Hand            []Card                    `json:"hand,omitempty" max:"40"`
	Books           []Book                    `json:"books,omitempty" max:"18"`
	Cooked          []Book                    `json:"cooked,omitempty" max:"18"`
	Slots           shape.ByID[OpsType, Card] `json:"slots,omitempty" max:"4096"`
	CityTiles       []Tile                    `json:"city_tiles,omitempty" max:"36"`
	PlayedCityTiles []Tile                    `json:"played_city_tiles,omitempty" max:"36"`
	Helpers         []Helper                  `json:"helpers,omitempty" max:"20"`
	Crates          []Crate                   `json:"crates,omitempty" max:"12"`
	Associate       *Mobster                  `json:"associate,omitempty"`
	Trucks          []*truckJSON              `json:"trucks" max:"2"`
	StillsArea      int8                      `json:"stills_area,omitempty"`
	BuildingsTaken  shape.ByID[Group, int8]   `json:"buildings_taken,omitempty" max:"4096"` // derived
	SpeakeasiesGone int8                      `json:"speakeasies_gone,omitempty"`
	RestaurantCapos int8                      `json:"restaurant_capos,omitempty"`
	PassedCapos     int8                      `json:"passed_capos,omitempty"`
	Earned          *earnings                 `json:"earned,omitempty" max:"4096"`
	Spent           *spendings                `json:"spent,omitempty" max:"4096"`
}

type truckJSON struct {
	District *District `json:"district"`
	Barrels  int8      `json:"barrels,omitempty"`
}

type buildingJSON struct {
	Building *Group     `json:"building"`
	Mode     *buildMode `json:"mode"`
	Space    *Space     `json:"space,omitempty"`
	Fee      bool       `json:"fee,omitempty"`
	Card     *Card      `json:"card,omitempty"`
}

type ambushJSON struct {
	Ship          *Ship                    `json:"ship"`
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

// The arguments of a decision, the keys of stepSchema's slots (argNone for
// an unused one); a refusal names them by their index in jsonKeys.
const (
	argNone, argBuilding, argMode, argLocation, argType, argOperationsOnly, argBonus, argMoved    = 0, 1, 2, 3, 4, 5, 6, 7
	argSingle, argTruck, argMovement, argDone, argLeverage, argGoons, argColumn, argLeft, numArgs = 8, 9, 10, 11, 12, 13, 14, 15, 16
)

// jsonKeys are the keys, as a refusal names them: the decisions'
// arguments, then the keys of the position a refusal names by key.
var jsonKeys = []string{"", "building", "mode", "location", "type", "operations_only", "bonus", "moved",
	"single", "truck", "movement", "done", "leverage", "goons", "column", "left",
	"turn_order", "next_turn_order", "park", "ships", "city_tiles.right", "city_tiles.middle", "helper_display",
	"players", "city_tiles.piles", "barrel_supply", "crate_stack", "operations_discard", "decisions[].decision",
	"decisions[].seat", "districts[].district", "spaces[].space", "ships[].ship", "ships[].port", "building.building",
	"building.mode", "ambush.ship", "trucks[].district", "hand", "books", "cooked", "city_tiles", "played_city_tiles",
	"helpers", "crates"}

// key is the index of a key of the position in jsonKeys, for a refusal's
// {key}.
func key(name string) int { return slices.Index(jsonKeys, name) }

// stepSchema is each decision's JSON: its name and the keys of its
// arguments X, Y and Left (argNone: unused). A count is written as it is;
// a Truck and a turn-order column are shown from 1.
var stepSchema = [numStepKinds]struct {
	name string
	args [3]int8
}{
	stBook: {name: "gain-book"}, stRaise: {"raise", [3]int8{argOperationsOnly}}, stHelper: {name: "take-helper"},
	stFM: {name: "gain-family-member"}, stHire: {name: "hire"}, stBuild: {"build", [3]int8{argLocation, argNone, argLeft}},
	stSpace: {"build-space", [3]int8{argBuilding, argMode}}, stFee: {name: "associate-fee"}, stCasinoCard: {name: "casino-card"},
	stPlayOps: {"play-operations", [3]int8{argType}}, stSell: {"sell", [3]int8{2: argLeft}},
	stProtect: {"protect", [3]int8{2: argLeverage}}, stTruckMenu: {"pick-up-and-deliver", [3]int8{argBonus, argMoved, argSingle}},
	stTruck: {"truck", [3]int8{argTruck, argNone, argMovement}}, stAmbushMenu: {name: "ambush"},
	stAmbushFM: {name: "ambush-family-members"}, stBarrel: {name: "won-barrel"},
	stRestDiscard: {"restaurant-discard", [3]int8{2: argLeft}}, stRestMenu: {"restaurant-actions", [3]int8{argDone}},
	stTiles: {"play-city-tiles", [3]int8{2: argLeft}}, stCook: {"cook", [3]int8{2: argLeft}},
	stAssociate: {name: "get-associate"}, stReward: {name: "park-reward"}, stDrop: {name: "city-tile-limit"},
	stDefend: {"mob-war-defence", [3]int8{argGoons}}, stAutoToken: {name: "leverage-token"}, stAutoGoon: {name: "free-goon"},
	stAutoMarker: {"turn-order-marker", [3]int8{argColumn}},
}

// ---- The parts, both ways ----
//
// Each part of the position is converted once, in the direction of a
// conv: out writes the game's part into the position; otherwise the
// position's part is read into the game, keeping the first law it breaks
// (the parts after it are not read). Reading, cursors then sets what the
// format leaves implicit; derive writes the derived facts, or works out
// those left out and checks those given.

// conv is the direction of a conversion, the game converted and, reading,
// the first law the position breaks.
type conv struct {
	out bool
	g   *game
	r   reason
}

// law keeps r as the law the position breaks if bad (true: r says), unless
// one was broken before, and reports whether one has been.
func (c *conv) law(bad bool, r reason) bool {
	if bad && c.r.OK() {
		c.r = r
	}
	return !c.r.OK()
}

// parts converts the position's parts in the order they are read, up to
// the first that breaks a law.
func (c *conv) parts(j *positionJSON) {
	for _, part := range []func(*positionJSON){c.decisions, c.board, c.pending, c.cursors, c.derive} {
		if c.r.OK() {
			part(j)
		}
	}
}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, with "view" naming the viewer): see the package doc for the schema.
func (s State) MarshalJSON() ([]byte, error) {
	g := &s.g
	if g.N == 0 {
		return nil, core.Errorf(core.ErrBadState, "not a game: start one with New")
	}
	var j positionJSON
	(&conv{out: true, g: g}).parts(&j)
	viewer := max(core.Player(g.Viewer-1), core.NoPlayer) // Viewer is the seat + 1, -1 a spectator's
	j.Head, j.Tail = envelope.Write(&position, rulesJSON(g.Cfg.canonical()), s.Phase(), s.Decision(), s.Active(),
		j.Decisions, g.Viewer != 0, viewer, g.RNG)
	if g.RNG.IsZero() {
		j.Tail = envelope.Tail{}
	}
	return json.Marshal(&j)
}

// UnmarshalJSON reads a position (see the package doc for the schema):
// its rules and view, then its parts, working out the derived facts left
// out and checking those given, then every range and conservation law
// (validate's, Check's), so a truncated or tampered state is an
// ErrBadState error naming the law broken, and a state that decodes plays
// on to the end. Input over core.MaxJSON bytes is refused before anything
// is decoded. On error s is unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	env, err := position.Decode(b, &j)
	if err != nil {
		return err
	}
	cfg := Config(envelope.Deref(j.Rules))
	if err := cfg.validate(); err != nil {
		return Reasons.ErrText(why(lawRules), err.Error(), err)
	}
	c := conv{g: &game{RNG: env.RNG, Cfg: cfg.canonical(), N: int8(cfg.players())}}
	switch {
	case env.View && int(env.Viewer) >= c.g.n():
		c.r = why(lawViewSeat, int(env.Viewer))
	case env.View && env.Viewer == core.NoPlayer:
		c.g.Viewer = -1
	case env.View:
		c.g.Viewer = int8(env.Viewer) + 1
	}
	if c.parts(&j); !c.r.OK() {
		return Reasons.Err(c.r, nil)
	}
	if err := c.g.validate(); err != nil {
		return err
	}
	s.g = *c.g
	return nil
}

// seat reads a seat of the game (nil: none, -1).
func (c *conv) seat(p *core.Player) int8 {
	if p == nil || c.law(*p < 0 || int(*p) >= c.g.n(), why(lawSeatPlayers, int(*p), c.g.n())) {
		return -1
	}
	return int8(*p)
}

// capo reads a person's or a Park spot's occupant: a seat's Capo or the
// neutral one (nil: none, -1).
func (c *conv) capo(p *Capo) int8 {
	if p != nil && *p == CapoNeutral {
		return neutralCapo
	}
	return c.seat((*core.Player)(p))
}

// decisions converts the Act, the rounds done and the decisions pending,
// top first (a Capo placement stands alone, the active seat's), and
// reading, the phase and decision that follow from them.
func (c *conv) decisions(j *positionJSON) {
	g := c.g
	envelope.Same(c.out, &j.Act, &g.Act)
	envelope.Zeroed(c.out, &j.RoundsDone, &g.Round) // derived: cursors works it out
	switch {
	case c.out && g.Phase == phPlace:
		j.Decisions = []decisionJSON{{Decision: envelope.Ptr(DecisionPlaceCapo), Seat: envelope.Ptr(core.Player(g.Active))}}
		return
	case c.out && g.Phase != phOver:
		j.Decisions = make([]decisionJSON, g.SP)
	}
	n := len(j.Decisions)
	if c.law(n > stackSize, why(lawDecisionsPendingMost, n, stackSize)) {
		return
	}
	if dj := j.Decisions; !c.out && n == 1 && dj[0].Decision != nil && *dj[0].Decision == DecisionPlaceCapo {
		keys := dj[0].given()
		c.law(keys != 0, why(lawDecisionPlaceCapoHasNo, bitset.Set(keys).First()))
		if c.law(dj[0].Seat == nil, why(lawNeeds, key("decisions[].seat"))) {
			return
		}
		c.law(true, envelope.Agree(j.Active, *dj[0].Seat, position.Codes.Active))
		j.Active, n = dj[0].Seat, 0
	}
	for i := range n {
		c.step(&j.Decisions[i], &g.Stack[n-1-i])
	}
	if c.out {
		return
	}
	g.SP, g.Phase = int8(n), phVisit
	switch top := g.Stack[max(n-1, 0)].K; {
	case n == 0 && g.Act == 4 && len(j.Decisions) != 1:
		g.Phase = phOver
	case n == 0:
		g.Phase = phPlace
		c.law(len(j.Decisions) != 1, why(lawNoDecisionsPendingGameOver, int(g.Act)))
	case top == stDrop:
		g.Phase = phLimit
	case top == stDefend:
		g.Phase = phWar
	}
	c.law(true, envelope.Agree(j.Decision, State{g: *g}.Decision(), position.Codes.Decision))
	c.law(true, envelope.Agree(j.Phase, Phase(g.Phase), position.Codes.Phase))
}

// step converts a pending decision (place-capo stands alone, so it is none
// of these): its kind, its seat and the arguments its kind's schema names.
func (c *conv) step(dj *decisionJSON, st *step) {
	switch {
	case c.out:
		dj.Decision, dj.Seat = envelope.Ptr(Decision(st.K)), envelope.Ptr(core.Player(st.Who))
	case c.law(dj.Decision == nil, why(lawNeeds, key("decisions[].decision"))),
		c.law(dj.Seat == nil, why(lawNeeds, key("decisions[].seat"))),
		c.law(*dj.Decision <= DecisionPlaceCapo || *dj.Decision >= DecisionOver, why(lawNoSuchDecision, int(*dj.Decision))):
		return
	default:
		st.K, st.Who = int8(*dj.Decision), c.seat(dj.Seat)
	}
	args := stepSchema[st.K].args
	extra := dj.given() &^ (1<<args[0] | 1<<args[1] | 1<<args[2])
	c.law(!c.out && extra != 0, why(lawDecisionHasNo, int(st.K), bitset.Set(extra).First()))
	switch {
	case st.K == stSpace && c.out: // its building and mode are the building's, written there once
		return
	case st.K == stSpace && dj.Building == nil && dj.Mode == nil:
		st.X, st.Y = -1, -1 // the building being placed names them: pending fills them in
		return
	}
	for i, v := range [3]*int8{&st.X, &st.Y, &st.Left} {
		given, r := dj.arg(c.out, args[i], v)
		c.law(!c.out && !given && args[i] >= argBuilding && args[i] <= argLocation, why(lawDecisionNeeds, int(st.K), int(args[i])))
		c.law(true, r)
	}
	if !c.out && st.K == stRestMenu {
		st.Left = int8(2 - bitset.Set(uint8(st.X)).Len())
	}
}

// arg converts argument key of a decision (argNone: none, 0) both ways:
// out writes v as the package doc shows it (a Truck and a turn-order
// column from 1, a type left out when any type will do); in reads it into
// v (0 before), the reason naming the law a list breaks. given is whether
// the position holds the key.
func (j *decisionJSON) arg(out bool, key int8, v *int8) (given bool, r reason) {
	counts := [numArgs]*int8{argBonus: &j.Bonus, argTruck: &j.Truck, argMovement: &j.Movement,
		argLeverage: &j.Leverage, argGoons: &j.Goons, argColumn: &j.Column, argLeft: &j.Left}
	flags := [numArgs]*bool{argOperationsOnly: &j.OperationsOnly, argSingle: &j.Single}
	from := int8(0)
	switch key {
	case argNone:
		return false, 0
	case argBuilding:
		return idArg(out, &j.Building, v), 0
	case argMode:
		return idArg(out, &j.Mode, v), 0
	case argLocation:
		return idArg(out, &j.Location, v), 0
	case argType: // not needed: left out, any type
		if x := *v & 3; out && *v >= 0 {
			v = &x // a type's id, whatever the step holds
		}
		return idArg(out, &j.Type, v), 0
	case argMoved:
		return j.Moved != nil, bitList(out, &j.Moved, v, 1, 2, func(int8) reason { return why(lawMovedTrucksAre12) })
	case argDone:
		return j.Done != nil, bitList(out, &j.Done, v, 0, 3, func(d RestaurantAction) reason { return why(lawDoneListedTwice, int(d)) })
	case argOperationsOnly, argSingle:
		if f := flags[key]; out {
			*f = *v == 1
		} else if *f {
			*v = 1
		}
		return *flags[key], 0
	case argTruck, argColumn: // shown from 1
		from = 1
	}
	if n := counts[key]; out {
		*n = *v + from
	} else {
		*v = *n - from
	}
	return *counts[key] != 0, 0
}

// idArg converts an id argument both ways (none: left out), and reports
// whether it is given.
func idArg[X ~int8](out bool, a **X, v *int8) bool {
	envelope.Opt(out, a, v, -1)
	return *a != nil
}

// bitList converts a set of n ids by bit, written as a list of them in
// order (the first id, bit 0, shown as first), both ways: read, an id out
// of range or listed twice is bad's reason.
func bitList[X ~int8](out bool, a *[]X, v *int8, first, n X, bad func(X) reason) reason {
	if out {
		*a = envelope.IDs[X](uint8(*v), int(first), int(n))
		return 0
	}
	for _, x := range *a {
		if b := x - first; b < 0 || b >= n || *v&(1<<b) != 0 {
			return bad(x)
		}
		*v |= 1 << (x - first)
	}
	return 0
}

// given is the set of argument keys j holds, by bit: each must be one
// its kind uses.
func (j *decisionJSON) given() (keys uint32) {
	for key := range int8(numArgs) {
		if given, _ := j.arg(false, key, new(int8)); given {
			keys |= 1 << key
		}
	}
	return keys
}

// board converts the turn order track, the locations' persons, the Park,
// the districts, the Ships, the City tiles, the Helper display, the
// Operations discard and the seats.
func (c *conv) board(j *positionJSON) {
	g, cols := c.g, c.g.columns()
	c.law(!c.out && len(j.TurnOrder) != cols, why(lawEntriesWant, key("turn_order"), len(j.TurnOrder), cols))
	slots(c, &j.TurnOrder, g.Upper[:], key("turn_order"), cols, c.seat)
	slots(c, &j.NextTurnOrder, g.Lower[:], key("next_turn_order"), cols, c.seat)
	c.persons(j)
	slots(c, &j.Park, g.Park[:], key("park"), g.parkSpots(), c.capo)
	c.districts(j)
	c.ships(j)
	c.cityTiles(j)
	slots(c, &j.HelperDisplay, g.Display[:], key("helper_display"), 3, envelope.OrNone[Helper])
	setOf(c, &j.OperationsDiscard, -1, -1, key("operations_discard"), &g.Discard, nil)
	if c.out {
		j.Players = make([]playerJSON, g.N)
	}
	if !c.law(len(j.Players) != g.n(), why(lawEntriesWant, key("players"), len(j.Players), g.n())) {
		for p := range j.Players {
			c.player(&j.Players[p], int8(p))
		}
	}
}

// slots converts a row of fixed slots, dst, each an id or none (-1):
// written, the first want, an empty one null; read each by read, the row
// given holds want slots, and left out, every slot is empty.
func slots[X ~int8](c *conv, row *[]*X, dst []int8, key, want int, read func(*X) int8) {
	for i := range dst {
		switch {
		case c.out && i < want:
			*row = append(*row, envelope.OptID(X(dst[i])))
		case !c.out && i < want && len(*row) == want:
			dst[i] = read((*row)[i])
		case !c.out:
			dst[i] = -1
		}
	}
	c.law(!c.out && len(*row) != 0 && len(*row) != want, why(lawEntriesWant, key, len(*row), want))
}

// persons converts the locations' Persons of Interest, each with the Capo
// talking to them; a free person is left out, and a location with none.
func (c *conv) persons(j *positionJSON) {
	g := c.g
	for loc := range Location(numLocations) {
		ps, ok := j.Persons[loc]
		if !c.out && loc.HasPersons() {
			g.Occ[loc] = [3]int8{-1, -1, -1}
		}
		if c.out && !loc.HasPersons() || !c.out && (!ok || c.law(!loc.HasPersons(), why(lawPersonsHasNoPersonsInterest, int(loc)))) {
			continue
		}
		for k := range 3 {
			switch q, exists := ps.at(k), g.personExists(int(loc), k); {
			case c.out && exists:
				*q = envelope.OptID(Capo(g.Occ[loc][k])) // neutralCapo is CapoNeutral
			case !c.out && *q != nil && !c.law(!exists, why(lawPersonsNoPersonPlayers, k, int(loc), g.n())):
				g.Occ[loc][k] = c.capo(*q)
			}
		}
		j.Persons = put(j.Persons, loc, ps, c.out && ps != personsJSON{})
	}
}

// districts converts the districts, each with its invasion, Strength tile
// and spaces. Read, a district left out has nothing on it and no invasion
// announced; one the board blocks for 1-2 players is blocked.
func (c *conv) districts(j *positionJSON) {
	g := c.g
	for di := range int8(numDistricts) {
		dj := districtJSON{District: envelope.Ptr(District(di))}
		for sp := spaceStart[di]; sp < spaceStart[di+1]; sp++ {
			if dj.Spaces = append(dj.Spaces, spaceJSON{Space: envelope.Ptr(Space(sp))}); !c.out {
				g.Space[sp] = space{Owner: -1, Tile: -1}
			}
		}
		if c.out {
			j.Districts = append(j.Districts, dj)
		} else if g.blocked(di) {
			g.Group[di] = int8(invasionBlocked)
		}
	}
	var seen, spaces bitset.Set // the districts and the spaces given
	for i := range j.Districts {
		dj := &j.Districts[i]
		if c.law(dj.District == nil, why(lawNeeds, key("districts[].district"))) {
			return
		}
		di := int8(*dj.District)
		c.law(seen.Has(int(di)), why(lawDistrictGivenTwice, int(di)+1))
		seen = seen.With(int(di))
		inv := invasion(g.Group[di])
		envelope.Zeroed(c.out, &dj.Invasion, &inv)
		g.Group[di] = int8(inv)
		envelope.Same(c.out, &dj.Strength, &g.StrTile[di])
		for k, sj := range dj.Spaces {
			sp := envelope.OrNone(sj.Space)
			if c.law(sj.Space == nil || sj.Space.District() != *dj.District, why(lawDistrictHasSpaces, int(di)+1, int(di), int(sp))) {
				return
			}
			c.law(spaces.Has(int(sp)), why(lawDistrictSpaceGivenTwice, int(di)+1, int(sp)))
			spaces = spaces.With(int(sp))
			if x := &g.Space[sp]; c.out {
				dj.Spaces[k] = spaceJSON{Space: sj.Space, Building: envelope.NonZero(x.Kind), Owner: envelope.OptID(core.Player(x.Owner)),
					CityTile: envelope.OptID(Tile(x.Tile)), Closed: x.Closed, Barrel: x.Barrel, Protected: x.Prot}
			} else {
				*x = space{Kind: envelope.Deref(sj.Building), Owner: c.seat(sj.Owner), Tile: envelope.OrNone(sj.CityTile),
					Closed: sj.Closed, Barrel: sj.Barrel, Prot: sj.Protected}
			}
		}
	}
}

// ships converts the Ships, in order, and the Crate stack's top.
func (c *conv) ships(j *positionJSON) {
	g := c.g
	envelope.Opt(c.out, &j.CrateStackTop, &g.Crate, -1)
	if c.out {
		j.Ships = make([]shipJSON, numShips)
	}
	c.law(len(j.Ships) != numShips, why(lawEntriesWant, key("ships"), len(j.Ships), numShips))
	for i := range j.Ships {
		sj, sh := &j.Ships[i], &g.Ships[i]
		switch {
		case c.out:
			sj.Ship, sj.Port = envelope.Ptr(Ship(i)), envelope.OptID(Port(sh.Port))
		case c.law(sj.Ship == nil, why(lawNeeds, key("ships[].ship"))),
			c.law(*sj.Ship != Ship(i), why(lawShipsShipWant, i, int(*sj.Ship), i)),
			c.law(sj.Port == nil, why(lawNeeds, key("ships[].port"))):
			return
		default:
			sh.Port = int8(*sj.Port)
		}
		envelope.Same(c.out, &sj.Barrels, &sh.Barrels)
		envelope.Opt(c.out, &sj.Crate, &sh.Crate, -1)
	}
}

// cityTiles converts the City tiles' middle stacks (bottom first, an
// empty one null) and right column.
func (c *conv) cityTiles(j *positionJSON) {
	g, ct := c.g, &j.CityTiles
	if c.out {
		mid := State{g: *g}.TileDisplay().Middle
		ct.Middle = mid[:]
	}
	given := len(ct.Middle) == 3
	for s := 0; !c.out && s < 3; s++ {
		for i := range g.Mid[s] {
			g.Mid[s][i] = -1
		}
		if given && !c.law(len(ct.Middle[s]) > numMidSlots, why(lawCityTilesMiddleTilesMost, s, len(ct.Middle[s]), numMidSlots)) {
			for i, t := range ct.Middle[s] {
				g.Mid[s][i] = int8(t)
			}
			g.MidN[s] = int8(len(ct.Middle[s]))
		}
	}
	slots(c, &ct.Right, g.Right[:], key("city_tiles.right"), 3, envelope.OrNone[Tile])
	c.law(len(ct.Middle) != 0 && !given, why(lawEntriesWant, key("city_tiles.middle"), len(ct.Middle), 3))
}

// player converts seat p's board (its derived facts are derivePlayer's).
func (c *conv) player(sj *playerJSON, p int8) {
	g, pl := c.g, &c.g.P[p]
	if c.out {
		sj.Seat = envelope.Ptr(core.Player(p))
	}
	if c.law(sj.Seat == nil || *sj.Seat != core.Player(p), why(lawPlayersSeat, int(p), int(envelope.OrNone(sj.Seat)))) {
		return
	}
	envelope.Same(c.out, &sj.Safe, &pl.Safe)
	for _, n := range [][2]*int8{{&sj.Goons, &pl.Goons}, {&sj.LeverageTokens, &pl.Tokens}, {&sj.StillsArea, &pl.Stills},
		{&sj.SpeakeasiesGone, &pl.Gone}, {&sj.RestaurantCapos, &g.Rest[p]}, {&sj.PassedCapos, &g.Out[p]}} {
		envelope.Same(c.out, n[0], n[1])
	}
	for t := range pl.Tracks {
		entry(c.out, &sj.Tracks, Track(t), &pl.Tracks[t], true, 1) // left out: at its start level
	}
	for i, v := range []*int8{&pl.FMVIP, &pl.FMDock[0], &pl.FMDock[1], &pl.FMDock[2]} {
		entry(c.out, &sj.FamilyMembers, fmPlace(i+1), v, *v != 0, 0) // the supply is derived
	}
	for ty := range pl.Slots {
		entry(c.out, &sj.Slots, OpsType(ty), &pl.Slots[ty], pl.Slots[ty] >= 0, -1)
	}
	envelope.Opt(c.out, &sj.Associate, &pl.Assoc, -1)
	envelope.Zeroed(c.out, &sj.Earned, &pl.Earned)
	envelope.Zeroed(c.out, &sj.Spent, &pl.Spent)
	setOf(c, &sj.Hand, HiddenCard, p, key("hand"), &pl.Hand, &pl.HandN)
	setOf(c, &sj.Books, HiddenBook, p, key("books"), &pl.Books, &pl.BooksN)
	setOf(c, &sj.Cooked, -1, p, key("cooked"), &pl.Cooked, nil)
	setOf(c, &sj.CityTiles, -1, p, key("city_tiles"), &pl.Tiles, nil)
	setOf(c, &sj.PlayedCityTiles, -1, p, key("played_city_tiles"), &pl.Played, nil)
	setOf(c, &sj.Helpers, -1, p, key("helpers"), &pl.Helpers, nil)
	setOf(c, &sj.Crates, -1, p, key("crates"), &pl.Crates, nil)
	if c.out {
		sj.Trucks = make([]*truckJSON, 2)
	} else {
		pl.Truck = [2]int8{-1, -1}
	}
	c.law(len(sj.Trucks) != 0 && len(sj.Trucks) != 2, why(lawTrucksWant, int(p), len(sj.Trucks)))
	for i, t := range sj.Trucks {
		switch {
		case c.out && pl.Truck[i] >= 0:
			sj.Trucks[i] = &truckJSON{District: envelope.Ptr(District(pl.Truck[i])), Barrels: pl.Load[i]}
		case !c.out && t != nil && !c.law(t.District == nil, why(lawNeeds, key("trucks[].district"))):
			pl.Truck[i], pl.Load[i] = int8(*t.District), t.Barrels
		}
	}
}

// setOf converts seat p's list key (p -1: the board's), the set m by id,
// and its size n (nil: not kept). Written, the set's ids in order, or n
// hidden ones where a hand's viewer may not see it. Read, a law names the
// first listed twice; a hand lists its ids or that many hidden ones; any
// other list has hidden -1, and a hidden id in it is kept (validate
// refuses it where none may be).
func setOf[X ~int8, M ~uint16 | ~uint32 | ~uint64](c *conv, list *[]X, hidden X, p int8, key int, m *M, n *int8) {
	if c.out {
		if *list = idList[X](bitset.Set(*m)); n != nil && handHidden(bitset.Set(*m), *n) {
			*list = slices.Repeat([]X{hidden}, int(*n))
		}
		return
	}
	var set bitset.Set
	k := 0 // the hidden ones
	for i, x := range *list {
		twice := x != hidden && set.Has(int(x))
		c.law(twice && p < 0, why(lawListedTwice, key, i))
		c.law(twice, why(lawSeatListedTwice, int(p), key, i))
		if x == hidden {
			k++
		} else {
			set = set.With(int(x))
		}
	}
	c.law(k > 0 && k != len(*list), why(lawHandMixesHiddenNamedCards, int(p), key))
	if *m = M(set); n != nil {
		*n = int8(len(*list))
	}
}

// entry converts id k's value v in a map keyed by id: written when keep
// (the map made when first needed), read as def when left out.
func entry[K, V ~int8](out bool, m *shape.ByID[K, V], k K, v *int8, keep bool, def int8) {
	x, ok := (*m)[k]
	switch {
	case out:
		*m = put(*m, k, V(*v), keep)
	case ok:
		*v = int8(x)
	default:
		*v = def
	}
}

// put is m with k set to v if ok, made when first needed (nil: none).
func put[K ~int8, V any](m shape.ByID[K, V], k K, v V, ok bool) shape.ByID[K, V] {
	if !ok {
		return m
	}
	if m == nil {
		m = shape.ByID[K, V]{}
	}
	m[k] = v
	return m
}

// pending converts the building, ambush or won barrel being assembled and
// the Mob War's district.
func (c *conv) pending(j *positionJSON) {
	g, pd := c.g, &c.g.Pend
	if c.out {
		j.Building, j.Ambush = envelope.PtrIf(buildingJSON{}, pd.Group >= 0), envelope.PtrIf(ambushJSON{}, pd.Ship >= 0)
		j.WonBarrel = pd.Barrel == 1
	} else if *pd = (pending{Group: -1, Space: -1, Card: -1, Ship: -1}); j.WonBarrel {
		pd.Barrel = 1
	}
	if b := j.Building; b != nil {
		envelope.Opt(c.out, &b.Building, &pd.Group, -1)
		envelope.Opt(c.out, &b.Mode, &pd.Mode, -1)
		c.law(!c.out && b.Building == nil, why(lawNeeds, key("building.building")))
		c.law(!c.out && b.Mode == nil, why(lawNeeds, key("building.mode")))
		envelope.Opt(c.out, &b.Space, &pd.Space, -1)
		envelope.Opt(c.out, &b.Card, &pd.Card, -1)
		envelope.Same(c.out, &b.Fee, &pd.Fee)
	}
	if a := j.Ambush; a != nil {
		envelope.Opt(c.out, &a.Ship, &pd.Ship, -1)
		c.law(a.Ship == nil, why(lawNeeds, key("ambush.ship")))
		for p := range shape.CountsCap {
			switch k := a.FamilyMembers.Of(core.Player(p)); {
			case c.out && p < g.n():
				a.FamilyMembers.Add(core.Player(p), int(pd.Used[p]))
			case !c.out && k > 0 && !c.law(p >= g.n(), why(lawAmbushFamilyMembersSeatPlayers, p, g.n())):
				pd.Used[p] = int8(k)
			}
		}
	}
	if g.Phase == phWar {
		envelope.Opt(c.out, &j.MobWarDistrict, &g.War.District, -1)
		c.law(!c.out && j.MobWarDistrict == nil, why(lawMobWarNeedsMobWar))
	} else {
		c.law(j.MobWarDistrict != nil, why(lawMobWarDistrictOutsideMob))
	}
	for i := range g.Stack[:g.SP] {
		if t := &g.Stack[i]; !c.out && t.K == stSpace && t.X == -1 {
			t.X, t.Y = g.Pend.Group, g.Pend.Mode
		}
	}
}

// cursors sets the cursors the format leaves implicit: the turn is the
// active seat's column; after the Act's placements (the Mob War, the end)
// the turn is back at the first column and the active seat the last to
// place; the Mob War's defender is the deciding seat; the rounds done, left
// out, are the Capos out.
func (c *conv) cursors(j *positionJSON) {
	g := c.g
	ord, on := g.order()
	switch {
	case c.out:
		return
	case g.Phase == phWar || g.Phase == phOver:
		c.law(j.Active != nil, why(lawActiveNobodyHasTurnPhase, int(envelope.Deref(j.Active)), int(g.Phase)))
		if on > 0 {
			g.Active = ord[on-1]
		}
	case !c.law(j.Active == nil, why(lawNoActiveSeatWriteWhose)):
		g.Active = c.seat(j.Active)
		g.Turn = int8(slices.Index(ord[:on], g.Active))
		c.law(g.Turn < 0, why(lawActiveSeatTurnOrderTrack, int(g.Active)))
	}
	if g.Phase == phWar && g.SP > 0 {
		g.War.Order = int8(slices.Index(ord[:on], g.Stack[g.SP-1].Who))
	}
	if j.RoundsDone == nil && on > 0 {
		// Left out: the first seat's Capos out, less its Capo of this
		// round once placed (validCapos checks every seat's).
		placed := g.Phase != phWar && g.Phase != phOver && (g.Turn > 0 || g.Phase != phPlace)
		g.Round = int8(g.caposShown(ord[0]) + int(g.Out[ord[0]]))
		if placed {
			g.Round--
		}
	}
}

// derive converts the derived facts: written as the game holds them;
// read, worked out where left out and checked where given: each seat's
// (derivePlayer's), the barrel supply, the Crate stack's size and the
// face-down City tile piles.
func (c *conv) derive(j *positionJSON) {
	g := c.g
	kinds, protected := g.buildingsOf()
	for p := range g.N {
		c.derivePlayer(&j.Players[p], p, kinds[p], protected[p])
	}
	if c.out {
		j.CrateStack = envelope.NonZero(faceDown(bitset.Set(g.crateStack()).Len()))
		j.BarrelSupply = envelope.NonZero(g.Supply)
		if g.PileN != [3]int8{} {
			j.CityTiles.Piles = []faceDown{faceDown(g.PileN[0]), faceDown(g.PileN[1]), faceDown(g.PileN[2])}
		}
		return
	}
	supply := numBarrels - g.barrelsOut()
	c.derived(key("barrel_supply"), j.BarrelSupply, supply)
	g.Supply = int8(max(supply, -1))
	c.derived(key("crate_stack"), (*int8)(j.CrateStack), bitset.Set(g.crateStack()).Len())
	unseen, p := numTiles-g.tilesSeen().Len(), j.CityTiles.Piles
	if p == nil {
		g.dealPiles(unseen) // left out: the tiles not elsewhere, dealt as the setup deals them
		return
	}
	sum := 0
	for r, n := range p {
		g.PileN[r], sum = int8(n), sum+int(n)
	}
	c.law(len(p) != 3, why(lawEntriesWant, key("city_tiles.piles"), len(p), 3))
	c.law(sum != unseen, why(lawCityTilesPilesHoldTiles, sum, unseen))
}

// derivePlayer converts seat p's derived facts: its cash (the ledger's
// balance), its Family Member supply and its buildings taken; kinds are
// its buildings on the map by kind, protected its protected ones.
func (c *conv) derivePlayer(sj *playerJSON, p int8, kinds [6]int, protected int) {
	g, pl := c.g, &c.g.P[p]
	if c.out {
		sj.Cash, sj.FamilyMembers = envelope.NonZero(pl.Cash), put(sj.FamilyMembers, 0, pl.FMSupply, pl.FMSupply != 0)
		for gr, v := range pl.Taken {
			sj.BuildingsTaken = put(sj.BuildingsTaken, Group(gr), v, v != 0)
		}
		return
	}
	if sj.Cash != nil && sj.Earned == nil && sj.Spent == nil {
		g.ledgerOfCash(p, kinds, int(*sj.Cash))
	}
	cash := int(startCash) + int(pl.Earned.total()) - int(pl.Spent.total()) - int(pl.Safe)
	c.law(sj.Cash != nil && int(*sj.Cash) != cash, why(lawCashStartEarnedSpentSafe, int(p), int(envelope.Deref(sj.Cash)), cash))
	c.law(cash < -1<<15 || cash >= 1<<15, why(lawCashOutRange, int(p), cash))
	pl.Cash = int16(cash)
	supply := numFM - int(pl.FMVIP) - int(pl.FMDock[0]) - int(pl.FMDock[1]) - int(pl.FMDock[2]) - protected
	v, ok := sj.FamilyMembers[0]
	c.law(ok && int(v) != supply, why(lawFamilyMembersSupplyFamilyMembers, int(p), int(v), numFM-supply, numFM))
	pl.FMSupply = int8(supply)
	// The buildings on the map and the ledger's building costs make
	// buildings_taken; given, it must be one they allow (none taken:
	// validLedger's law says so).
	taken, fit := g.takenByLedger(p, kinds)
	sp := &pl.Spent
	c.law(!fit && taken != [numGroups]int8{}, why(lawBuildingCostsFitNoBuildings, int(p), int(sp[SinkOpen]+sp[SinkTakeover]), int(sp[SinkUpgrade])))
	if pl.Taken = taken; sj.BuildingsTaken == nil {
		return
	}
	for gr := range pl.Taken {
		entry(false, &sj.BuildingsTaken, Group(gr), &pl.Taken[gr], false, 0)
	}
	if fit && !g.costsFit(p, pl.Taken) || pl.Taken[GroupStills] != taken[GroupStills] ||
		pl.Taken[GroupNightclub] != taken[GroupNightclub] || pl.Taken[GroupCasino] != taken[GroupCasino] {
		gr := 0
		for gr < numGroups-1 && pl.Taken[gr] == taken[gr] {
			gr++
		}
		c.law(true, why(lawBuildingsTakenDisagree, int(p), int(pl.Taken[gr]), gr, int(taken[gr])))
	}
}

// derived checks a derived fact given in the position (key) against the
// value the rest determines.
func (c *conv) derived(key int, given *int8, want int) {
	c.law(given != nil && int(*given) != want, why(lawRestPositionMakes, key, int(envelope.Deref(given)), want))
}
