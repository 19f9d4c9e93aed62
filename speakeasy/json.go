package speakeasy

import (
	"encoding/json"
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// The position format: a State's JSON, version 1. The package doc lists
// every field and shows a complete example; this file is the codec only.

// stateVersion is the version of the position format this package writes.
const stateVersion = 1

// enc appends JSON: a comma flag per nesting depth keeps the separators.
type enc struct {
	b    []byte
	more [12]bool
	d    int
}

func (e *enc) open(c byte) {
	e.b = append(e.b, c)
	e.d++
	e.more[e.d] = false
}

func (e *enc) close(c byte) {
	e.b = append(e.b, c)
	e.d--
}

// sep starts a value in the current array or object.
func (e *enc) sep() {
	if e.more[e.d] {
		e.b = append(e.b, ',')
	}
	e.more[e.d] = true
}

func (e *enc) key(k string) {
	e.sep()
	e.b = append(e.b, '"')
	e.b = append(e.b, k...)
	e.b = append(e.b, '"', ':')
}

func (e *enc) str(s string) { e.b = strconv.AppendQuote(e.b, s) }
func (e *enc) num(v int)    { e.b = strconv.AppendInt(e.b, int64(v), 10) }
func (e *enc) null()        { e.b = append(e.b, "null"...) }
func (e *enc) boolean(v bool) {
	if v {
		e.b = append(e.b, "true"...)
	} else {
		e.b = append(e.b, "false"...)
	}
}

func (e *enc) kstr(k, v string) { e.key(k); e.str(v) }
func (e *enc) knum(k string, v int) {
	e.key(k)
	e.num(v)
}

// seat writes a seat, or null for none.
func (e *enc) seat(q int8) {
	switch {
	case q == neutralCapo:
		e.str("neutral")
	case q >= 0:
		e.str(core.Player(q).String())
	default:
		e.null()
	}
}

// names writes the ids set in mask as a list of names.
func (e *enc) names(mask core.Bits, n int, name func(int8) string) {
	e.open('[')
	for i := 0; i < n; i++ {
		if mask&(1<<uint(i)) != 0 {
			e.sep()
			e.str(name(int8(i)))
		}
	}
	e.close(']')
}

// hiddenList writes a hand p may not see: that many "hidden" cards.
func (e *enc) hiddenList(n int8) {
	e.open('[')
	for i := int8(0); i < n; i++ {
		e.sep()
		e.str(hiddenName)
	}
	e.close(']')
}

// ledger writes a seat's money by category, every category named.
func (e *enc) ledger(names []string, v []int32) {
	e.open('{')
	for i, n := range names {
		e.knum(n, int(v[i]))
	}
	e.close('}')
}

// hiddenName is the sentinel a View writes for a card its viewer may not see.
const hiddenName = "hidden"

var buildingKeys = [6]string{"", "speakeasy", "stills", "nightclub", "casino", "mobster-speakeasy"}
var modeNames = [3]string{"open", "upgrade", "takeover"}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, with "view" naming the viewer): see the package doc for the schema.
func (s State) MarshalJSON() ([]byte, error) {
	g := &s.g
	e := enc{b: make([]byte, 0, 4096)}
	e.open('{')
	e.kstr("game", "speakeasy")
	e.knum("version", stateVersion)
	if g.Viewer != 0 {
		e.key("view")
		if g.Viewer > 0 {
			e.str(core.Player(g.Viewer - 1).String())
		} else {
			e.str("spectator")
		}
	}
	cfg, err := json.Marshal(g.Cfg)
	if err != nil {
		return nil, err
	}
	e.key("rules")
	e.b = append(e.b, cfg...)
	e.knum("act", int(g.Act))
	e.knum("rounds_done", int(g.Round))
	e.kstr("phase", Phase(g.Phase).String())
	e.kstr("active", core.Player(g.Active).String())
	if !g.RNG.IsZero() {
		r, err := g.RNG.MarshalJSON()
		if err != nil {
			return nil, err
		}
		e.key("rng")
		e.b = append(e.b, r...)
	}
	cols := g.columns()
	e.key("turn_order")
	e.open('[')
	for c := 0; c < cols; c++ {
		e.sep()
		e.seat(g.Upper[c])
	}
	e.close(']')
	e.key("next_turn_order")
	e.open('[')
	for c := 0; c < cols; c++ {
		e.sep()
		e.seat(g.Lower[c])
	}
	e.close(']')
	e.key("persons")
	e.open('{')
	for loc := 0; loc < numPersonLocs; loc++ {
		e.key(locNames[loc])
		e.open('{')
		for k := 0; k < 3; k++ {
			if g.personExists(loc, k) {
				e.key(personNames[k])
				e.seat(g.Occ[loc][k])
			}
		}
		e.close('}')
	}
	e.close('}')
	e.key("park")
	e.open('[')
	for i := 0; i < g.parkSpots(); i++ {
		e.sep()
		e.seat(g.Park[i])
	}
	e.close(']')
	e.key("districts")
	e.open('[')
	for d := int8(0); d < numDistricts; d++ {
		e.sep()
		e.open('{')
		e.knum("district", int(d)+1)
		e.key("invasion")
		switch v := g.Group[d]; v {
		case -2:
			e.str("blocked")
		case -1:
			e.str("start")
		case 0:
			e.str("none")
		default:
			e.str("act-" + strconv.Itoa(int(v)))
		}
		if v := g.StrTile[d]; v > 0 {
			e.knum("strength", int(v))
		}
		e.key("spaces")
		e.open('[')
		for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
			x := g.Space[i]
			e.sep()
			e.open('{')
			e.kstr("space", spaceName(i))
			if x.Kind != BNone {
				e.kstr("building", buildingKeys[x.Kind])
			}
			if x.Owner >= 0 {
				e.kstr("owner", core.Player(x.Owner).String())
			}
			if x.Tile >= 0 {
				e.kstr("city_tile", tileName(x.Tile))
			}
			if x.Closed {
				e.key("closed")
				e.boolean(true)
			}
			if x.Barrel {
				e.key("barrel")
				e.boolean(true)
			}
			if x.Prot {
				e.key("protected")
				e.boolean(true)
			}
			e.close('}')
		}
		e.close(']')
		e.close('}')
	}
	e.close(']')
	e.key("ships")
	e.open('[')
	for i, sh := range g.Ships {
		e.sep()
		e.open('{')
		e.kstr("ship", shipNames[i])
		e.kstr("port", Port(sh.Port).String())
		e.knum("barrels", int(sh.Barrels))
		if sh.Crate >= 0 {
			e.kstr("crate", crateName(sh.Crate))
		}
		e.close('}')
	}
	e.close(']')
	if g.Crate >= 0 {
		e.kstr("crate_stack_top", crateName(g.Crate))
	}
	e.knum("barrel_supply", int(g.Supply))
	e.key("city_tiles")
	e.open('{')
	e.key("right")
	e.open('[')
	for _, t := range g.Right {
		e.sep()
		if t >= 0 {
			e.str(tileName(t))
		} else {
			e.null()
		}
	}
	e.close(']')
	e.key("middle")
	e.open('[')
	for r := range g.Mid {
		e.sep()
		e.open('[')
		for i := 0; i < int(g.MidN[r]); i++ {
			e.sep()
			e.str(tileName(g.Mid[r][i]))
		}
		e.close(']')
	}
	e.close(']')
	e.key("piles")
	e.open('[')
	for _, n := range g.PileN {
		e.sep()
		e.num(int(n))
	}
	e.close(']')
	e.close('}')
	e.key("helper_display")
	e.open('[')
	for _, h := range g.Display {
		e.sep()
		if h >= 0 {
			e.str(helperName(h))
		} else {
			e.null()
		}
	}
	e.close(']')
	e.key("operations_discard")
	e.names(g.Discard, numOps, opsName)
	e.key("players")
	e.open('[')
	for p := int8(0); p < g.N; p++ {
		e.sep()
		g.encodeSeat(&e, p)
	}
	e.close(']')
	if g.Pend.Group >= 0 {
		pd := g.Pend
		e.key("building")
		e.open('{')
		e.kstr("building", groupNames[pd.Group])
		e.kstr("mode", modeNames[pd.Mode])
		if pd.Space >= 0 {
			e.kstr("space", spaceName(pd.Space))
		}
		if pd.Fee {
			e.key("fee")
			e.boolean(true)
		}
		if pd.Card >= 0 {
			e.kstr("card", opsName(pd.Card))
		}
		e.close('}')
	}
	if g.Pend.Ship >= 0 {
		e.key("ambush")
		e.open('{')
		e.kstr("ship", shipNames[g.Pend.Ship])
		e.key("family_members")
		e.open('[')
		for p := int8(0); p < g.N; p++ {
			e.sep()
			e.num(int(g.Pend.Used[p]))
		}
		e.close(']')
		e.close('}')
	}
	if g.Pend.Barrel == 1 {
		e.key("won_barrel")
		e.boolean(true)
	}
	if g.Phase == phWar {
		e.key("mob_war_district")
		e.num(int(g.War.District) + 1)
	}
	e.key("decisions")
	e.open('[')
	for i := int(g.SP) - 1; i >= 0; i-- {
		e.sep()
		encodeStep(&e, g.Stack[i])
	}
	e.close(']')
	e.close('}')
	return e.b, nil
}

func (g *game) encodeSeat(e *enc, p int8) {
	pl := &g.P[p]
	e.open('{')
	e.kstr("seat", core.Player(p).String())
	e.knum("cash", int(pl.Cash))
	e.knum("safe", int(pl.Safe))
	e.key("tracks")
	e.open('{')
	for t, v := range pl.Tracks {
		e.knum(trackNames[t], int(v))
	}
	e.close('}')
	e.key("family_members")
	e.open('{')
	e.knum("supply", int(pl.FMSupply))
	e.knum("vip-area", int(pl.FMVIP))
	for z, v := range pl.FMDock {
		e.knum(zoneShort[z], int(v))
	}
	e.close('}')
	e.knum("goons", int(pl.Goons))
	e.knum("leverage_tokens", int(pl.Tokens))
	e.key("hand")
	if handHidden(pl.Hand, pl.HandN) {
		e.hiddenList(pl.HandN)
	} else {
		e.names(pl.Hand, numOps, opsName)
	}
	e.key("books")
	if handHidden(core.Bits(pl.Books), pl.BooksN) {
		e.hiddenList(pl.BooksN)
	} else {
		e.names(core.Bits(pl.Books), numBooks, bookName)
	}
	e.key("cooked")
	e.names(core.Bits(pl.Cooked), numBooks, bookName)
	e.key("slots")
	e.open('{')
	for ty, c := range pl.Slots {
		e.key(opsNames[ty])
		if c >= 0 {
			e.str(opsName(c))
		} else {
			e.null()
		}
	}
	e.close('}')
	e.key("city_tiles")
	e.names(pl.Tiles, numTiles, tileName)
	e.key("played_city_tiles")
	e.names(pl.Played, numTiles, tileName)
	e.key("helpers")
	e.names(core.Bits(pl.Helpers), numHelpers, helperName)
	e.key("crates")
	e.names(core.Bits(pl.Crates), numCrates, crateName)
	e.key("associate")
	if pl.Assoc >= 0 {
		e.str("M" + strconv.Itoa(int(pl.Assoc)+1))
	} else {
		e.null()
	}
	e.key("trucks")
	e.open('[')
	for i := 0; i < 2; i++ {
		e.sep()
		e.open('{')
		e.key("district")
		if pl.Truck[i] >= 0 {
			e.num(int(pl.Truck[i]) + 1)
		} else {
			e.null()
		}
		e.knum("barrels", int(pl.Load[i]))
		e.close('}')
	}
	e.close(']')
	e.knum("stills_area", int(pl.Stills))
	e.key("buildings_taken")
	e.open('{')
	for gr, v := range pl.Taken {
		e.knum(groupNames[gr], int(v))
	}
	e.close('}')
	e.knum("speakeasies_gone", int(pl.Gone))
	e.knum("restaurant_capos", int(g.Rest[p]))
	e.knum("passed_capos", int(g.Out[p]))
	e.key("earned")
	e.ledger(sourceNames[:], pl.Earned[:])
	e.key("spent")
	e.ledger(sinkNames[:], pl.Spent[:])
	e.close('}')
}

// Field types of the decisions' arguments, besides the events' ones.
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

func encodeStep(e *enc, st step) {
	sc := &stepSchema[st.K]
	e.open('{')
	e.kstr("decision", sc.name)
	e.kstr("seat", core.Player(st.Who).String())
	for i, v := range [3]int8{st.X, st.Y, st.Left} {
		f := sc.f[i]
		if f.typ == fNone {
			continue
		}
		e.key(f.name)
		switch f.typ {
		case fMode:
			e.str(modeNames[v%3])
		case fOpsType:
			if v < 0 {
				e.str("any")
			} else {
				e.str(opsNames[v&3])
			}
		case fTrucks, fDone:
			names := [3]string{"1", "2", ""}
			if f.typ == fDone {
				names = doNames
			}
			e.open('[')
			for k := 0; k < 3; k++ {
				if v&(1<<uint(k)) != 0 {
					e.sep()
					if f.typ == fTrucks {
						e.num(k + 1)
					} else {
						e.str(names[k])
					}
				}
			}
			e.close(']')
		case fInt:
			e.num(int(v))
		case fPlus1:
			e.num(int(v) + 1)
		case fBool:
			e.boolean(v == 1)
		case fLocation:
			e.str(safeName(locNames[:], int(v)))
		case fGroup:
			e.str(safeName(groupNames[:], int(v)))
		}
	}
	e.close('}')
}

// The decoder's mirror of the schema.

type stateJSON struct {
	Game      string                        `json:"game"`
	Version   int                           `json:"version"`
	View      *string                       `json:"view"`
	Config    json.RawMessage               `json:"rules" max:"1024"`
	Act       int8                          `json:"act"`
	Rounds    int8                          `json:"rounds_done"`
	Phase     string                        `json:"phase"`
	Active    string                        `json:"active"`
	RNG       *core.RNG                     `json:"rng"`
	Upper     []*string                     `json:"turn_order" max:"8"`
	Lower     []*string                     `json:"next_turn_order" max:"8"`
	Persons   map[string]map[string]*string `json:"persons" max:"16,8"`
	Park      []*string                     `json:"park" max:"16"`
	Districts []districtJSON                `json:"districts" max:"16"`
	Ships     []shipJSON                    `json:"ships" max:"8"`
	CrateTop  *string                       `json:"crate_stack_top"`
	Supply    int8                          `json:"barrel_supply"`
	Tiles     struct {
		Right  []*string  `json:"right" max:"16"`
		Middle [][]string `json:"middle" max:"16,16"`
		Piles  []int8     `json:"piles" max:"16"`
	} `json:"city_tiles"`
	Display  []*string     `json:"helper_display" max:"16"`
	Discard  []string      `json:"operations_discard" max:"64"`
	Seats    []seatJSON    `json:"players" max:"4"`
	Building *buildingJSON `json:"building"`
	Ambush   *struct {
		Ship string `json:"ship"`
		Used []int8 `json:"family_members" max:"8"`
	} `json:"ambush"`
	WonBarrel bool                         `json:"won_barrel"`
	WarDist   int8                         `json:"mob_war_district"`
	Decisions []map[string]json.RawMessage `json:"decisions" max:"16,8,256"`
}

type districtJSON struct {
	District int8        `json:"district"`
	Invasion string      `json:"invasion"`
	Strength int8        `json:"strength"`
	Spaces   []spaceJSON `json:"spaces" max:"8"`
}

type spaceJSON struct {
	Space     string `json:"space"`
	Building  string `json:"building"`
	Owner     string `json:"owner"`
	Tile      string `json:"city_tile"`
	Closed    bool   `json:"closed"`
	Barrel    bool   `json:"barrel"`
	Protected bool   `json:"protected"`
}

type shipJSON struct {
	Ship    string `json:"ship"`
	Port    string `json:"port"`
	Barrels int8   `json:"barrels"`
	Crate   string `json:"crate"`
}

type buildingJSON struct {
	Building string `json:"building"`
	Mode     string `json:"mode"`
	Space    string `json:"space"`
	Fee      bool   `json:"fee"`
	Card     string `json:"card"`
}

type seatJSON struct {
	Seat    string             `json:"seat"`
	Cash    int16              `json:"cash"`
	Safe    int16              `json:"safe"`
	Tracks  map[string]int8    `json:"tracks" max:"16"`
	FM      map[string]int8    `json:"family_members" max:"16"`
	Goons   int8               `json:"goons"`
	Tokens  int8               `json:"leverage_tokens"`
	Hand    []string           `json:"hand" max:"64"`
	Books   []string           `json:"books" max:"64"`
	Cooked  []string           `json:"cooked" max:"64"`
	Slots   map[string]*string `json:"slots" max:"16"`
	Tiles   []string           `json:"city_tiles" max:"64"`
	Played  []string           `json:"played_city_tiles" max:"64"`
	Helpers []string           `json:"helpers" max:"64"`
	Crates  []string           `json:"crates" max:"64"`
	Assoc   *string            `json:"associate"`
	Trucks  []struct {
		District *int8 `json:"district"`
		Barrels  int8  `json:"barrels"`
	} `json:"trucks" max:"8"`
	Stills int8            `json:"stills_area"`
	Taken  map[string]int8 `json:"buildings_taken" max:"16"`
	Gone   int8            `json:"speakeasies_gone"`
	Rest   int8            `json:"restaurant_capos"`
	Out    int8            `json:"passed_capos"`
	Earned earnings        `json:"earned" max:"1024"`
	Spent  spendings       `json:"spent" max:"1024"`
}

// UnmarshalJSON reads a position (see the package doc for the schema) and
// checks every range and conservation law, so a truncated or tampered
// state is an ErrBadState error naming the law broken, and a state that
// decodes plays on to the end. Input over core.MaxJSON bytes is refused
// before anything is decoded. On error s is unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	if err := core.DecodePosition("speakeasy", b, &j); err != nil {
		return err
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

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = bad(format, args...)
	}
}

// name reads one of names; what names the field for the error.
func (d *decoder) name(names []string, s, what string) int8 {
	for i, n := range names {
		if n == s && n != "" {
			return int8(i)
		}
	}
	d.fail("%s %q is not one of %v", what, s, names)
	return 0
}

// id reads a name printed by f for ids 0..n-1.
func (d *decoder) id(s string, n int, f func(int8) string, what string) int8 {
	for i := 0; i < n; i++ {
		if f(int8(i)) == s {
			return int8(i)
		}
	}
	d.fail("%q is not a %s", s, what)
	return 0
}

func (d *decoder) ids(list []string, n int, f func(int8) string, what string) core.Bits {
	var m core.Bits
	for _, s := range list {
		i := d.id(s, n, f, what)
		if m&(1<<uint(i)) != 0 {
			d.fail("%s %q listed twice", what, s)
		}
		m |= 1 << uint(i)
	}
	return m
}

// hand reads a hand that may be hidden: names, or that many "hidden".
func (d *decoder) hand(list []string, n int, f func(int8) string, what string) (core.Bits, int8) {
	hidden := 0
	for _, s := range list {
		if s == hiddenName {
			hidden++
		}
	}
	if hidden > 0 {
		if hidden != len(list) {
			d.fail("a %s hand mixes hidden and named cards", what)
		}
		return 0, int8(len(list))
	}
	if len(list) > 64 {
		d.fail("too many %ss", what)
		return 0, 0
	}
	return d.ids(list, n, f, what), int8(len(list))
}

// seat reads a seat ("P2"), "neutral" where allowed, or null (-1).
func (d *decoder) seat(s *string, n int, neutral bool) int8 {
	if s == nil {
		return -1
	}
	if neutral && *s == "neutral" {
		return neutralCapo
	}
	p, err := core.ParsePlayer(*s, n)
	if err != nil {
		d.fail("%v", err)
		return -1
	}
	return int8(p)
}

func (d *decoder) length(what string, got, want int) bool {
	if got != want {
		d.fail("%s: %d entries, want %d", what, got, want)
		return false
	}
	return true
}

func (d *decoder) game(j *stateJSON) *game {
	g := &game{}
	if err := core.CheckHeader("speakeasy", stateVersion, j.Game, j.Version); err != nil {
		if d.err == nil {
			d.err = err
		}
		return g
	}
	cfg, err := decodeConfig(j.Config)
	if err != nil {
		d.fail("config: %v", err)
		return g
	}
	g.Cfg = cfg
	g.N = int8(cfg.players())
	n := g.n()
	if j.View != nil {
		g.Viewer = -1
		if *j.View != "spectator" {
			g.Viewer = d.seat(j.View, n, false) + 1
		}
	}
	g.Act, g.Round = j.Act, j.Rounds
	ph := d.name(phaseNames[:], j.Phase, "phase")
	g.Phase = ph
	g.Active = d.seat(&j.Active, n, false)
	if j.RNG != nil {
		g.RNG = *j.RNG
	} else if g.Viewer == 0 {
		d.fail("a full state needs its rng")
	}
	g.Upper, g.Lower = [4]int8{-1, -1, -1, -1}, [4]int8{-1, -1, -1, -1}
	cols := g.columns()
	if d.length("turn_order", len(j.Upper), cols) &&
		d.length("next_turn_order", len(j.Lower), cols) {
		for c := 0; c < cols; c++ {
			g.Upper[c] = d.seat(j.Upper[c], n, false)
			g.Lower[c] = d.seat(j.Lower[c], n, false)
		}
	}
	for loc := range g.Occ {
		g.Occ[loc] = [3]int8{-1, -1, -1}
	}
	if d.length("persons", len(j.Persons), numPersonLocs) {
		for loc := 0; loc < numPersonLocs; loc++ {
			ps, ok := j.Persons[locNames[loc]]
			if !ok {
				d.fail("persons: no %q", locNames[loc])
				continue
			}
			want := 0
			for k := 0; k < 3; k++ {
				if !g.personExists(loc, k) {
					continue
				}
				want++
				q, ok := ps[personNames[k]]
				if !ok {
					d.fail("persons: no %s person at the %s", personNames[k], locNames[loc])
				}
				g.Occ[loc][k] = d.seat(q, n, true)
			}
			d.length("persons of "+locNames[loc], len(ps), want)
		}
	}
	g.Park = [2]int8{-1, -1}
	if d.length("park", len(j.Park), g.parkSpots()) {
		for i, q := range j.Park {
			g.Park[i] = d.seat(q, n, true)
		}
	}
	if d.length("districts", len(j.Districts), numDistricts) {
		for di, dj := range j.Districts {
			dd := int8(di)
			if dj.District != dd+1 {
				d.fail("districts[%d] is district %d", di, dj.District)
			}
			switch dj.Invasion {
			case "blocked":
				g.Group[dd] = -2
			case "start":
				g.Group[dd] = -1
			case "none":
			case "act-1", "act-2", "act-3":
				g.Group[dd] = int8(dj.Invasion[4] - '0')
			default:
				d.fail("district %d: invasion %q", di+1, dj.Invasion)
			}
			g.StrTile[dd] = dj.Strength
			if !d.length(
				"spaces of district "+strconv.Itoa(di+1),
				len(dj.Spaces),
				int(spaceStart[dd+1]-spaceStart[dd]),
			) {
				continue
			}
			for k, sj := range dj.Spaces {
				i := spaceStart[dd] + int8(k)
				if sj.Space != spaceName(i) {
					d.fail("district %d: space %q where %s belongs", di+1, sj.Space, spaceName(i))
				}
				x := space{
					Owner:  -1,
					Tile:   -1,
					Closed: sj.Closed,
					Barrel: sj.Barrel,
					Prot:   sj.Protected,
				}
				if sj.Building != "" {
					x.Kind = Building(d.name(buildingKeys[:], sj.Building, "building"))
				}
				if sj.Owner != "" {
					x.Owner = d.seat(&sj.Owner, n, false)
				}
				if sj.Tile != "" {
					x.Tile = d.id(sj.Tile, numTiles, tileName, "City tile")
				}
				g.Space[i] = x
			}
		}
	}
	if d.length("ships", len(j.Ships), numShips) {
		for i, sj := range j.Ships {
			if sj.Ship != shipNames[i] {
				d.fail("ships[%d] is Ship %q", i, sj.Ship)
			}
			sh := ship{Barrels: sj.Barrels, Crate: -1}
			sh.Port = d.id(
				sj.Port,
				8,
				func(p int8) string { return Port(p).String() },
				"port",
			)
			if sj.Crate != "" {
				sh.Crate = d.id(sj.Crate, numCrates, crateName, "Crate")
			}
			g.Ships[i] = sh
		}
	}
	g.Crate = -1
	if j.CrateTop != nil {
		g.Crate = d.id(*j.CrateTop, numCrates, crateName, "Crate")
	}
	g.Supply = j.Supply
	g.Right = [3]int8{-1, -1, -1}
	if d.length("city_tiles.right", len(j.Tiles.Right), 3) {
		for r, t := range j.Tiles.Right {
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
	if d.length("city_tiles.middle", len(j.Tiles.Middle), 3) {
		for r, stack := range j.Tiles.Middle {
			if len(stack) > numMidSlots {
				d.fail("city_tiles.middle[%d]: %d tiles, at most %d", r, len(stack), numMidSlots)
				continue
			}
			for i, t := range stack {
				g.Mid[r][i] = d.id(t, numTiles, tileName, "City tile")
			}
			g.MidN[r] = int8(len(stack))
		}
	}
	if d.length("city_tiles.piles", len(j.Tiles.Piles), 3) {
		copy(g.PileN[:], j.Tiles.Piles)
	}
	g.Display = [3]int8{-1, -1, -1}
	if d.length("helper_display", len(j.Display), 3) {
		for i, h := range j.Display {
			if h != nil {
				g.Display[i] = d.id(*h, numHelpers, helperName, "Helper card")
			}
		}
	}
	g.Discard = d.ids(j.Discard, numOps, opsName, "Operations card")
	if d.length("players", len(j.Seats), n) {
		for p := range j.Seats {
			d.seatInto(g, int8(p), &j.Seats[p])
		}
	}
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	if b := j.Building; b != nil {
		g.Pend.Group = d.name(groupNames[:], b.Building, "building")
		g.Pend.Mode = d.name(modeNames[:], b.Mode, "build mode")
		if b.Space != "" {
			if !spaceArg(b.Space, &g.Pend.Space) {
				d.fail("building: no space %q", b.Space)
			}
		}
		g.Pend.Fee = b.Fee
		if b.Card != "" {
			g.Pend.Card = d.id(b.Card, numOps, opsName, "Operations card")
		}
	}
	if a := j.Ambush; a != nil {
		if g.Pend.Group >= 0 {
			d.fail("a building and an ambush pending at once")
		}
		g.Pend.Ship = d.name(shipNames[:], a.Ship, "Ship")
		if d.length("ambush.family_members", len(a.Used), n) {
			copy(g.Pend.Used[:], a.Used)
		}
	}
	if j.WonBarrel {
		g.Pend.Barrel = 1
	}
	if g.Phase == phWar {
		g.War.District = j.WarDist - 1
	} else if j.WarDist != 0 {
		d.fail("mob_war_district outside the Mob War")
	}
	if len(j.Decisions) > stackSize {
		d.fail("%d decisions pending, at most %d", len(j.Decisions), stackSize)
		return g
	}
	for i, m := range j.Decisions {
		g.Stack[len(j.Decisions)-1-i] = d.step(m, n)
	}
	g.SP = int8(len(j.Decisions))
	// The cursors the format leaves implicit: the turn is the active
	// seat's column (0 once the Act's placements are done), the Mob War's
	// defender is the deciding seat.
	ord, on := g.order()
	if g.Phase != phWar && g.Phase != phOver {
		found := false
		for i, q := range ord[:on] {
			if q == g.Active {
				g.Turn, found = int8(i), true
			}
		}
		if !found {
			d.fail("the active seat %s is not on the turn order track", core.Player(g.Active))
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
	return g
}

func (d *decoder) seatInto(g *game, p int8, sj *seatJSON) {
	pl := &g.P[p]
	if sj.Seat != core.Player(p).String() {
		d.fail("seats[%d] is seat %q", p, sj.Seat)
	}
	pl.Cash, pl.Safe = sj.Cash, sj.Safe
	if d.length("tracks", len(sj.Tracks), numTracks) {
		for t := range pl.Tracks {
			v, ok := sj.Tracks[trackNames[t]]
			if !ok {
				d.fail("seat %s: no %s track", sj.Seat, trackNames[t])
			}
			pl.Tracks[t] = v
		}
	}
	if d.length("family_members", len(sj.FM), 5) {
		pl.FMSupply, pl.FMVIP = sj.FM["supply"], sj.FM["vip-area"]
		for z := range pl.FMDock {
			v, ok := sj.FM[zoneShort[z]]
			if !ok {
				d.fail("seat %s: no %s Docks Zone", sj.Seat, zoneShort[z])
			}
			pl.FMDock[z] = v
		}
	}
	pl.Goons, pl.Tokens = sj.Goons, sj.Tokens
	pl.Hand, pl.HandN = d.hand(sj.Hand, numOps, opsName, "Operations card")
	var books core.Bits
	books, pl.BooksN = d.hand(sj.Books, numBooks, bookName, "Book")
	pl.Books = uint32(books)
	pl.Cooked = uint32(d.ids(sj.Cooked, numBooks, bookName, "Book"))
	pl.Slots = [4]int8{-1, -1, -1, -1}
	if d.length("slots", len(sj.Slots), 4) {
		for ty := range pl.Slots {
			c, ok := sj.Slots[opsNames[ty]]
			if !ok {
				d.fail("seat %s: no %s slot", sj.Seat, opsNames[ty])
			}
			if c != nil {
				pl.Slots[ty] = d.id(*c, numOps, opsName, "Operations card")
			}
		}
	}
	pl.Tiles = d.ids(sj.Tiles, numTiles, tileName, "City tile")
	pl.Played = d.ids(sj.Played, numTiles, tileName, "City tile")
	pl.Helpers = uint32(d.ids(sj.Helpers, numHelpers, helperName, "Helper card"))
	pl.Crates = uint16(d.ids(sj.Crates, numCrates, crateName, "Crate"))
	pl.Assoc = -1
	if sj.Assoc != nil {
		pl.Assoc = d.id(
			*sj.Assoc,
			numDistricts,
			func(m int8) string { return "M" + strconv.Itoa(int(m)+1) },
			"Mobster",
		)
	}
	pl.Truck = [2]int8{-1, -1}
	if d.length("trucks", len(sj.Trucks), 2) {
		for i, t := range sj.Trucks {
			if t.District != nil {
				pl.Truck[i] = *t.District - 1
				if pl.Truck[i] < 0 {
					d.fail("seat %s: Truck %d in district %d", sj.Seat, i+1, *t.District)
				}
			}
			pl.Load[i] = t.Barrels
		}
	}
	pl.Stills = sj.Stills
	if d.length("buildings_taken", len(sj.Taken), numGroups) {
		for gr := range pl.Taken {
			v, ok := sj.Taken[groupNames[gr]]
			if !ok {
				d.fail("seat %s: no %s in buildings_taken", sj.Seat, groupNames[gr])
			}
			pl.Taken[gr] = v
		}
	}
	pl.Gone = sj.Gone
	g.Rest[p], g.Out[p] = sj.Rest, sj.Out
	pl.Earned, pl.Spent = sj.Earned, sj.Spent
}

// step reads one pending decision.
func (d *decoder) step(m map[string]json.RawMessage, n int) step {
	var st step
	var name, seat string
	if json.Unmarshal(m["decision"], &name) != nil || json.Unmarshal(m["seat"], &seat) != nil {
		d.fail("a decision needs its \"decision\" and \"seat\"")
		return st
	}
	k := -1
	for i := 1; i < numStepKinds; i++ {
		if stepSchema[i].name == name {
			k = i
		}
	}
	if k < 0 {
		d.fail("no such decision %q", name)
		return st
	}
	st.K = int8(k)
	st.Who = d.seat(&seat, n, false)
	sc := &stepSchema[k]
	used := 2
	args := [3]*int8{&st.X, &st.Y, &st.Left}
	for i, f := range sc.f {
		if f.typ == fNone {
			continue
		}
		raw, ok := m[f.name]
		if !ok {
			d.fail("decision %s: no %q", name, f.name)
			continue
		}
		used++
		*args[i] = d.arg(f.typ, raw, name+"."+f.name)
	}
	if len(m) != used {
		d.fail("decision %s: unknown keys (it has %d, uses %d)", name, len(m), used)
	}
	if st.K == stRestMenu {
		st.Left = int8(2 - popcount8(st.X))
	}
	return st
}

func popcount8(v int8) int {
	c := 0
	for k := 0; k < 8; k++ {
		if v&(1<<uint(k)) != 0 {
			c++
		}
	}
	return c
}

// arg reads one decision argument of type typ.
func (d *decoder) arg(typ uint8, raw json.RawMessage, what string) int8 {
	var s string
	var v int
	var list []json.RawMessage
	switch typ {
	case fInt, fPlus1:
		if json.Unmarshal(raw, &v) != nil || v < -1 || v > 100 {
			d.fail("%s: want a small number", what)
			return 0
		}
		if typ == fPlus1 {
			v--
		}
		return int8(v)
	case fBool:
		var b bool
		if json.Unmarshal(raw, &b) != nil {
			d.fail("%s: want true or false", what)
		}
		if b {
			return 1
		}
		return 0
	case fTrucks, fDone:
		if json.Unmarshal(raw, &list) != nil || len(list) > 3 {
			d.fail("%s: want a short list", what)
			return 0
		}
		var mask int8
		for _, x := range list {
			var bit int8
			if typ == fTrucks {
				if json.Unmarshal(x, &v) != nil || v < 1 || v > 2 {
					d.fail("%s: Trucks are 1 and 2", what)
					continue
				}
				bit = int8(v - 1)
			} else {
				if json.Unmarshal(x, &s) != nil {
					d.fail("%s: want names", what)
					continue
				}
				bit = d.name(doNames[:], s, what)
			}
			if mask&(1<<uint(bit)) != 0 {
				d.fail("%s: listed twice", what)
			}
			mask |= 1 << uint(bit)
		}
		return mask
	}
	if json.Unmarshal(raw, &s) != nil {
		d.fail("%s: want a name", what)
		return 0
	}
	switch typ {
	case fLocation:
		return d.name(locNames[:], s, what)
	case fGroup:
		return d.name(groupNames[:], s, what)
	case fMode:
		return d.name(modeNames[:], s, what)
	case fOpsType:
		if s == "any" {
			return -1
		}
		return d.name(opsNames[:], s, what)
	}
	d.fail("%s: unknown field type", what)
	return 0
}
