package mafia

import (
	"encoding/json"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// Map is a board as data: the 26 spaces with their types, printed die
// numbers, home colours, clockwise arrows, centre-track links and
// airports, and the two cities where the State's counters start. A caller
// supplies another map through Config.Map; SicilyMap is the default.
//
// The engine's arrays are sized for 26 spaces, so a map always has
// exactly 26, and space i always has the id of Sicily's space i (PAL..PIA):
// move notation is read without a state (ParseMove), so the ids are the
// notation's names for the 26 slots. Names, types, numbers and links are
// free, within what Validate accepts.
type Map struct {
	// Spaces are the 26 spaces in slot order; CW, South and North are
	// slot indexes (-1 for none).
	Spaces [NumSpaces]Space
	// StateCity is where the Prefetto starts and where a returning State
	// counter is placed (Palermo on Sicily, C1 and D3).
	StateCity Place
	// SISDECity is where the SISDE starts (Catania on Sicily, C1).
	SISDECity Place
}

// SicilyMap returns the default 26-space map of Sicily (House rule
// HOUSE-MAP). It is a copy a caller may edit into another map.
func SicilyMap() Map { return Map{Spaces: sicilySpaces, StateCity: PAL, SISDECity: CAT} }

func badMap(format string, args ...any) error {
	return core.Errorf(core.ErrBadConfig, "map: "+format, args...)
}

// Validate refuses, with an ErrBadConfig error naming the problem, a map
// the engine cannot play: ids that are not the slot ids, unknown types,
// die numbers outside 1–6 or on a type that rolls none (or none on one
// that rolls), links out of range or to the space itself, a centre track
// that is not two-way, a track space with no way on, a dead end or a
// space that cannot be reached from every other by land, not exactly
// three roadblocks (one Carabiniere starts on each, C1), home colours on
// a space that is not a city, a Family without a home city (or, for the
// Families one player holds in the 2-player game, no second city left
// after the first chooses), airports on non-cities, the State's two start
// cities not distinct airport cities (the Palermo–Catania air link), or
// fewer than five spaces that can be controlled (F3's target).
func (m Map) Validate() error {
	roadblocks, controllable := 0, 0
	var homes [numFamilies][]int
	for i := range m.Spaces {
		sp := &m.Spaces[i]
		if want := sicilySpaces[i].ID; sp.ID != want {
			return badMap("space %d has id %q; space %d is always %s (move notation names the slots)", i, sp.ID, i, want)
		}
		if sp.Name == "" {
			return badMap("space %s has no name", sp.ID)
		}
		if sp.Kind > Antimafia {
			return badMap("space %s has unknown type %d", sp.ID, sp.Kind)
		}
		if sp.Nums&^nums(1, 2, 3, 4, 5, 6) != 0 {
			return badMap("space %s: printed numbers must be die results 1 to 6", sp.ID)
		}
		switch sp.Kind {
		case Roadblock, Ambush, Restaurant, Assassination, Antimafia:
			if sp.Nums == 0 {
				return badMap("space %s is a %s with no printed numbers", sp.ID, sp.Kind)
			}
		default:
			if sp.Nums != 0 {
				return badMap("space %s is a %s, which rolls no die, but has printed numbers", sp.ID, sp.Kind)
			}
		}
		if sp.Kind == Roadblock {
			roadblocks++
		}
		if sp.Kind != City {
			controllable++
		}
		if sp.Home&^0xF != 0 {
			return badMap("space %s has home colours beyond the four Families", sp.ID)
		}
		if sp.Home != 0 && sp.Kind != City {
			return badMap("space %s is a home for a Family but not a city (C2)", sp.ID)
		}
		if sp.Airport && sp.Kind != City {
			return badMap("space %s has an airport but is not a city", sp.ID)
		}
		for f := Red; f < numFamilies; f++ {
			if sp.Home&famBit(f) != 0 {
				homes[f] = append(homes[f], i)
			}
		}
		for _, l := range []struct {
			name string
			to   int8
		}{{"clockwise arrow", int8(sp.CW)}, {"south link", int8(sp.South)}, {"north link", int8(sp.North)}} {
			if l.to < -1 || l.to >= NumSpaces {
				return badMap("space %s: %s %d is off the map", sp.ID, l.name, l.to)
			}
			if int(l.to) == i {
				return badMap("space %s: %s leads to itself", sp.ID, l.name)
			}
		}
		if sp.South >= 0 && sp.South == sp.North {
			return badMap("space %s: the centre track leads to %s both ways", sp.ID, m.Spaces[sp.South].ID)
		}
		if sp.South >= 0 && m.Spaces[sp.South].North != Place(i) {
			return badMap("space %s: the centre track is two-way, but %s's north link does not lead back", sp.ID, m.Spaces[sp.South].ID)
		}
		if sp.North >= 0 && m.Spaces[sp.North].South != Place(i) {
			return badMap("space %s: the centre track is two-way, but %s's south link does not lead back", sp.ID, m.Spaces[sp.North].ID)
		}
		if sp.CW < 0 && (sp.South < 0 || sp.North < 0) {
			return badMap("space %s has no clockwise arrow and is not inside the centre track: a counter facing along the track would have no way on", sp.ID)
		}
	}
	if roadblocks != 3 {
		return badMap("%d roadblocks; the three Carabinieri start one on each roadblock (C1), so there must be 3", roadblocks)
	}
	if controllable < 5 {
		return badMap("%d spaces can be controlled; a Family may need 5 (F3)", controllable)
	}
	for f := Red; f < numFamilies; f++ {
		if len(homes[f]) == 0 {
			return badMap("the %s Family has no home city (C2)", f)
		}
	}
	// In the 2-player game one player holds red and green, the other black
	// and orange, and their two Families need different homes (H1): after
	// either chooses any of its cities the other must still have one.
	for _, pair := range [][2]Faction{{Red, Green}, {Black, Orange}} {
		for k := 0; k < 2; k++ {
			a, b := pair[k], pair[1-k]
			for _, x := range homes[a] {
				if len(homes[b]) == 1 && homes[b][0] == x {
					return badMap("if the %s Family chooses %s the %s Family has no home city left (H1)", a, m.Spaces[x].ID, b)
				}
			}
		}
	}
	for _, c := range []struct {
		name string
		at   int8
	}{{"the State city (Prefetto's start)", int8(m.StateCity)}, {"the SISDE's start city", int8(m.SISDECity)}} {
		if c.at < 0 || c.at >= NumSpaces {
			return badMap("%s %d is off the map", c.name, c.at)
		}
		if sp := m.Spaces[c.at]; sp.Kind != City || !sp.Airport {
			return badMap("%s %s must be a city with an airport (the Palermo–Catania air link)", c.name, sp.ID)
		}
	}
	if m.StateCity == m.SISDECity {
		return badMap("the Prefetto and the SISDE start in two different airport cities (C1)")
	}
	return m.checkMovement()
}

// checkMovement refuses dead ends: from every space, starting with any
// facing a counter can have there, every position reached by land must
// have a way on, and every space must be reachable.
func (m Map) checkMovement() error {
	bd := &board{m: m}
	var buf [4 + NumSpaces]hop
	for from := 0; from < NumSpaces; from++ {
		var seen [NumSpaces][3]bool
		var reached [NumSpaces]bool
		queue := []hop{{int8(from), NoHeading, false}}
		seen[from][NoHeading] = true
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			reached[p.to] = true
			next := bd.successors(p.to, p.head, false, false, buf[:0])
			if len(next) == 0 {
				return badMap("a counter on %s facing %v has no way on (a dead end)", m.Spaces[p.to].ID, p.head)
			}
			for _, n := range next {
				if !seen[n.to][n.head] {
					seen[n.to][n.head] = true
					queue = append(queue, n)
				}
			}
		}
		for to, ok := range reached {
			if !ok {
				return badMap("%s cannot be reached from %s by land (a one-way dead end)", m.Spaces[to].ID, m.Spaces[from].ID)
			}
		}
	}
	return nil
}

// spaceJSON is a space in a map's JSON: types, colours and links by name.
type spaceJSON struct {
	ID      string   `json:"id"`
	Name    string   `json:"name" vocab:"text"` // the printed name, free text
	Type    string   `json:"type"`
	Nums    []int    `json:"nums,omitempty" max:"6"`
	Airport bool     `json:"airport,omitempty"`
	Home    []string `json:"home,omitempty" max:"4"`
	CW      string   `json:"cw,omitempty"`
	South   string   `json:"south,omitempty"`
	North   string   `json:"north,omitempty"`
}

type mapJSON struct {
	Spaces    []spaceJSON `json:"spaces" max:"26"` // NumSpaces
	StateCity string      `json:"state_city"`
	SISDECity string      `json:"sisde_city"`
}

func linkID(l int8) string {
	if l < 0 || l >= NumSpaces {
		return ""
	}
	return sicilySpaces[l].ID
}

// MarshalJSON writes the map with types, colours and links by name:
// {"spaces":[{"id":"PAL","name":"Palermo","type":"city","airport":true,
// "home":["R","O"],"cw":"BAG"},...],"state_city":"PAL","sisde_city":"CAT"}.
func (m Map) MarshalJSON() ([]byte, error) {
	j := mapJSON{Spaces: make([]spaceJSON, NumSpaces), StateCity: linkID(int8(m.StateCity)), SISDECity: linkID(int8(m.SISDECity))}
	for i, sp := range m.Spaces {
		o := &j.Spaces[i]
		o.ID, o.Name, o.Airport = sp.ID, sp.Name, sp.Airport
		o.Type = sp.Kind.String()
		for d := 0; d < 8; d++ {
			if sp.Nums&(1<<uint(d)) != 0 {
				o.Nums = append(o.Nums, d)
			}
		}
		for f := Red; f < numFamilies; f++ {
			if sp.Home&famBit(f) != 0 {
				o.Home = append(o.Home, f.Letter())
			}
		}
		o.CW, o.South, o.North = linkID(int8(sp.CW)), linkID(int8(sp.South)), linkID(int8(sp.North))
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a map and validates it; errors are ErrBadConfig and
// name the problem. On error m is left unchanged.
func (m *Map) UnmarshalJSON(b []byte) error {
	var j mapJSON
	if err := strictjson.Decode(b, &j); err != nil {
		return badMap("%v", err)
	}
	if len(j.Spaces) != NumSpaces {
		return badMap("%d spaces; the engine plays exactly %d", len(j.Spaces), NumSpaces)
	}
	link := func(what, id string) (Place, error) {
		if id == "" {
			return -1, nil
		}
		if i := spaceByID(id); i >= 0 {
			return Place(i), nil
		}
		return 0, badMap("%s: no space %q", what, id)
	}
	var t Map
	var err error
	for i, o := range j.Spaces {
		sp := &t.Spaces[i]
		sp.ID, sp.Name, sp.Airport = o.ID, o.Name, o.Airport
		if sp.Kind, err = ParseSpaceKind(o.Type); err != nil {
			return badMap("space %s: unknown type %q", o.ID, o.Type)
		}
		for _, d := range o.Nums {
			if d < 1 || d > 6 {
				return badMap("space %s: printed number %d is not a die result 1 to 6", o.ID, d)
			}
			sp.Nums |= 1 << uint(d)
		}
	colour:
		for _, h := range o.Home {
			for f := Red; f < numFamilies; f++ {
				if f.Letter() == h {
					sp.Home |= famBit(f)
					continue colour
				}
			}
			return badMap("space %s: unknown home colour %q (R, N, O or V)", o.ID, h)
		}
		if sp.CW, err = link("space "+o.ID+" cw", o.CW); err != nil {
			return err
		}
		if sp.South, err = link("space "+o.ID+" south", o.South); err != nil {
			return err
		}
		if sp.North, err = link("space "+o.ID+" north", o.North); err != nil {
			return err
		}
	}
	if t.StateCity, err = link("state_city", j.StateCity); err != nil {
		return err
	}
	if t.SISDECity, err = link("sisde_city", j.SISDECity); err != nil {
		return err
	}
	if err := t.Validate(); err != nil {
		return err
	}
	*m = t
	return nil
}
