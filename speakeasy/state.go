package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// State is a whole game of Speakeasy (or a player's View of one): an
// immutable value of fixed-size arrays, so copying it is cheap and Apply
// never writes into memory another State can reach.
//
// Piles nobody may see (the Operations deck, the Book pile, the Helper deck,
// the face-down City tile piles, the Crate stack below its top, face-down
// Strength tiles and future invasion groups) are not stored at all: what is
// in them follows from every other place ("everything minus what is seen"),
// and the state's RNG draws from them uniformly when the rules reveal one.
// That is the same chance as a shuffled pile, and it leaves a View nothing
// to hide but the players' hands.
type State struct {
	g game
}

// game holds the state's data (json.go writes and reads it as the
// position format the package doc describes).
type game struct {
	Cfg    Config
	N      int8
	Act    int8
	Round  int8 // Capos placed by everyone this Act
	Turn   int8 // index into the turn order
	Phase  int8
	Active int8
	RNG    core.RNG
	Upper  [4]int8 // turn order track, this Act: player or -1 per column
	Lower  [4]int8 // next Act
	P      [4]player
	Space  [numSpaces]space
	Occ    [numPersonLocs][3]int8 // -1 free, 0..3 a player's Capo, 4 a solo neutral Capo
	Park   [2]int8
	Rest   [4]int8 // each seat's Capos at the Restaurant this Act
	Out    [4]int8 // each seat's Capos that passed this Act
	// -2 blocked, -1 start district, 0 not announced, 1..3 invaded in that Act
	Group   [numDistricts]int8
	StrTile [numDistricts]int8 // value of the face-up Strength tile, 0 if none is face-up
	Ships   [numShips]ship
	Crate   int8                 // face-up top of the Crate stack, -1 if empty
	Right   [3]int8              // City tile display, right column
	Mid     [3][numMidSlots]int8 // middle column stacks, bottom first
	MidN    [3]int8
	PileN   [3]int8 // face-down piles (left column): sizes only
	Discard bitset.Set
	Display [3]int8 // Helper display, -1 empty
	Supply  int8
	Stack   [stackSize]step
	SP      int8
	Pend    pending
	War     war
	Viewer  int8 // 0 a full state; a View's seat + 1, or -1 the spectator
}

const stackSize = 16

// player is one seat's board.
type player struct {
	Cash     int16
	Safe     int16
	Tracks   [numTracks]int8
	FMSupply int8
	FMVIP    int8
	FMDock   [3]int8
	Goons    int8
	Tokens   int8
	Hand     bitset.Set // Operations cards; empty with HandN > 0 in a View
	HandN    int8
	Books    uint32
	BooksN   int8
	Cooked   uint32
	Slots    [4]int8
	Tiles    bitset.Set
	Played   bitset.Set // City tiles played this turn, bound for the middle column
	Helpers  uint32
	Crates   uint16
	Assoc    int8 // district of the Associate marker, -1 none
	Truck    [2]int8
	Load     [2]int8
	Stills   int8
	Taken    [numGroups]int8 // buildings taken from each group's spaces, leftmost first
	Gone     int8            // Speakeasies that left the game
	Earned   earnings        // money received by Source, at face value
	Spent    spendings       // money paid by Sink, at face value (see Ledger)
}

type space struct {
	Kind   Building
	Owner  int8
	Tile   int8 // City tile on the space, -1 none
	Closed bool
	Barrel bool
	Prot   bool // a Family Member protects it
}

type ship struct {
	Port    int8
	Barrels int8
	Crate   int8
}

// pending is the building or ambush being assembled by the steps above it.
type pending struct {
	Group  int8
	Mode   int8
	Space  int8
	Fee    bool
	Card   int8
	Barrel int8 // a won barrel waiting to be placed
	Ship   int8
	Used   [4]int8
}

// war is the Mob War cursor at the end of an Act.
type war struct {
	District int8
	Order    int8
}

// Phase is the part of the game a state is in, as State.Phase reports it.
type Phase uint8

// The phases.
const (
	PhasePlaceCapo Phase = iota // the active player places a Capo
	PhaseVisit                  // a visit is being resolved (or a Park reward)
	PhaseEndOfTurn              // the end of a turn: City tile limits, then the draw
	PhaseEndOfAct               // the end of an Act: the Mob War, district by district
	PhaseOver                   // the game is over
)

var phaseNames = [5]string{"place-capo", "visit", "end-of-turn", "end-of-act", "over"}

var phaseTitles = [5]string{"Place a Capo", "Visit", "End of the turn", "End of the Act", "Game over"}
var phaseText = [5]string{
	"the active player sends a Capo to a person, the Restaurant or the Park",
	"the Capo's visit: the person's action, then the location's, each step in turn",
	"City tiles over the limit go to the middle column, then the draw",
	"the cops, the Mob War district by district, area control, the new turn order",
	"the final scoring is done",
}

// Phases, as the state stores them.
const (
	phPlace = int8(PhasePlaceCapo)
	phVisit = int8(PhaseVisit)
	phLimit = int8(PhaseEndOfTurn)
	phWar   = int8(PhaseEndOfAct)
	phOver  = int8(PhaseOver)
)

// hidden returns whether a hand is hidden (a View of another seat).
func handHidden(mask bitset.Set, n int8) bool { return mask.Len() != int(n) }

// n returns the number of seats.
func (g *game) n() int { return int(g.N) }

func (g *game) small() bool { return g.N <= 2 }

func (g *game) columns() int {
	if g.small() {
		return 2
	}
	return 4
}

func (g *game) blocked(d int8) bool { return g.small() && blockedSmall[d] }

func (g *game) personExists(loc, person int) bool {
	if loc < 0 || loc >= numPersonLocs || person < 0 || person > 2 {
		return false
	}
	if g.small() {
		return personsSmall[loc][person]
	}
	return personsBig[loc][person]
}

func (g *game) parkSpots() int {
	if g.small() {
		return 1
	}
	return 2
}

// order returns the seats in turn order (upper row, leftmost first).
func (g *game) order() (out [4]int8, n int) {
	for _, p := range g.Upper {
		if p >= 0 {
			out[n] = p
			n++
		}
	}
	return
}

// column returns p's column on the turn order track (from 0) and whether
// it is on the lower row; the lower row sets the Leverage price at once (seed).
func (g *game) priceColumn(p int8) int {
	for c, q := range g.Lower {
		if q == p {
			return c
		}
	}
	return g.upperColumn(p)
}

func (g *game) upperColumn(p int8) int {
	for c, q := range g.Upper {
		if q == p {
			return c
		}
	}
	return 0
}

func (g *game) funds(p int8) int {
	pl := &g.P[p]
	f := int(pl.Cash)
	if !g.Cfg.NoSafeSpending {
		f += int(pl.Safe) / 2
	}
	return f
}

// pay takes cost from p for sink: cash first, then Safe at 2:1 (House
// rule HOUSE-4.8). Cash first is never worse, as both count the same at
// the end. The sink is booked the cost; the second Safe dollar of each
// pair goes to SinkSafeRate, so the ledger adds up to what left the seat.
func (g *game) pay(p int8, cost int, sink Sink) {
	pl := &g.P[p]
	pl.Spent[sink] += int32(cost)
	if int(pl.Cash) >= cost {
		pl.Cash -= int16(cost)
		return
	}
	cost -= int(pl.Cash)
	pl.Spent[SinkSafeRate] += int32(cost)
	pl.Cash = 0
	pl.Safe -= int16(2 * cost)
}

// earn is every income: cash and Safe money from the bank (or, for the
// ambush fee, from another seat's payment), booked under its source so
// that the money law Cash + Safe = $20 + Σ earned − Σ spent can be checked.
func (g *game) earn(p int8, cash, safe int, src Source) {
	pl := &g.P[p]
	pl.Cash += int16(cash)
	pl.Safe += int16(safe)
	pl.Earned[src] += int32(cash + safe)
}

// toMove is the seat deciding now.
func (g *game) toMove() int8 {
	if g.Phase == phOver {
		return -1
	}
	if t := g.top(); t != nil {
		return t.Who
	}
	return g.Active
}

// Accessors for a UI: everything the table shows, so a UI never parses
// String(). What a View hides reads as hidden (Hand and Books say so).

// Act is the current Act, 1 to 4.
func (s State) Act() int { return int(s.g.Act) }

// CapoRound is the round of Capo placements of an Act.
type CapoRound struct {
	Round  int // the round under way, from 1; Rounds once the Act's placements are done
	Rounds int // the rounds the Act has: 4, 3, 3, 1 (House rule HOUSE-4.7)
}

// CapoRound is the round of Capo placements under way in this Act and the
// number of rounds the Act has. Once the Act's placements are done (the
// Mob War, the end of the game) Round is Rounds.
func (s State) CapoRound() CapoRound {
	r, of := int(s.g.Round)+1, int(caposPerAct[s.g.Act])
	return CapoRound{Round: min(r, of), Rounds: of}
}

// NumPlayers is the number of seats.
func (s State) NumPlayers() int { return int(s.g.N) }

// Phase is the part of the game the state is in.
func (s State) Phase() Phase { return Phase(s.g.Phase) }

// RNG is the state's chance to come (the zero RNG in a View).
func (s State) RNG() core.RNG { return s.g.RNG }

// WithRNG is s with its chance to come replaced by r, so a test can force
// what comes next (core.RNG.Force) in the middle of a game.
func (s State) WithRNG(r core.RNG) State {
	s.g.RNG = r
	return s
}

// IsView reports whether s is a View (whose viewer Viewer names): Legal
// works on it, Apply refuses it until Determinize makes a full state.
func (s State) IsView() bool { return s.g.Viewer != 0 }

// Viewer is the seat a View is seen by (NoPlayer for the spectator's
// View and for a full state; see IsView).
func (s State) Viewer() core.Player {
	if s.g.Viewer > 0 {
		return core.Player(s.g.Viewer - 1)
	}
	return core.NoPlayer
}

// Active is the seat whose turn it is (an interrupt may let another seat
// decide; see ToMove); NoPlayer when the game is over.
func (s State) Active() core.Player {
	if s.g.Phase == phOver || s.g.Phase == phWar || s.g.N == 0 {
		return core.NoPlayer
	}
	return core.Player(s.g.Active)
}

// TurnOrder is the upper row of the turn order track, one entry per column
// (2 with 1–2 players, 4 with 3–4): the seats in this Act's turn order,
// NoPlayer for an empty column.
func (s State) TurnOrder() []core.Player { return s.g.row(&s.g.Upper) }

// NextTurnOrder is the lower row: the columns the Restaurant's visitors
// chose for the next Act (NoPlayer where nobody did yet).
func (s State) NextTurnOrder() []core.Player { return s.g.row(&s.g.Lower) }

func (g *game) row(r *[4]int8) []core.Player {
	out := make([]core.Player, g.columns())
	for c := range out {
		out[c] = core.Player(r[c])
	}
	return out
}

// HasPerson reports whether person k stands at location l with this many
// players (House rule HOUSE-4.8's table).
func (s State) HasPerson(l Location, k Person) bool { return s.g.personExists(int(l), int(k)) }

// Capo is who talks to person k at location l: a seat, or NoPlayer with
// neutral true for the solo game's neutral Capo, or NoPlayer and false for
// a free (or missing) person.
func (s State) Capo(l Location, k Person) (p core.Player, neutral bool) {
	if !s.g.personExists(int(l), int(k)) {
		return core.NoPlayer, false
	}
	return occupant(s.g.Occ[l][k])
}

func occupant(q int8) (core.Player, bool) {
	switch {
	case q == neutralCapo:
		return core.NoPlayer, true
	case q >= 0:
		return core.Player(q), false
	}
	return core.NoPlayer, false
}

// NumParkSpots is the number of Park spots (1 with 1–2 players, else 2).
func (s State) NumParkSpots() int { return s.g.parkSpots() }

// ParkCapo is who stands on Park spot i (from 0), as Capo says.
func (s State) ParkCapo(i int) (p core.Player, neutral bool) {
	if i < 0 || i >= s.g.parkSpots() {
		return core.NoPlayer, false
	}
	return occupant(s.g.Park[i])
}

// RestaurantCapos is the number of p's Capos at the Restaurant this Act
// (any number may come; they stay until the Act's cleanup).
func (s State) RestaurantCapos(p core.Player) int {
	if p < 0 || int(p) >= int(s.g.N) {
		return 0
	}
	return int(s.g.Rest[p])
}

// PassedCapos is the number of p's Capos that sat out this Act because no
// placement was possible (House rule HOUSE-4.7).
func (s State) PassedCapos(p core.Player) int {
	if p < 0 || int(p) >= int(s.g.N) {
		return 0
	}
	return int(s.g.Out[p])
}

// Equal reports whether two states are identical in every field (the
// state is a comparable value: arrays and small integers only). go-cmp
// uses it, which keeps the harness's many comparisons cheap.
func (s State) Equal(o State) bool { return s.g == o.g }

// Cash is p's cash in dollars.
func (s State) Cash(p core.Player) int { return int(s.g.pl(p).Cash) }

// Safe is the money in p's Safe.
func (s State) Safe(p core.Player) int { return int(s.g.pl(p).Safe) }

// Funds is what p can spend now: cash plus half the Safe (House rule
// HOUSE-4.8; cash only with Config.NoSafeSpending).
func (s State) Funds(p core.Player) int {
	if s.g.pl(p) == &nobody {
		return 0
	}
	return s.g.funds(int8(p))
}

// Level is p's level on track t.
func (s State) Level(p core.Player, t Track) int {
	if t < 0 || t >= numTracks {
		return 0
	}
	return int(s.g.pl(p).Tracks[t])
}

// Goons is the number of Goons p holds.
func (s State) Goons(p core.Player) int { return int(s.g.pl(p).Goons) }

// Tokens is the number of Leverage tokens p holds.
func (s State) Tokens(p core.Player) int { return int(s.g.pl(p).Tokens) }

// HandSize is the number of Operations cards in p's hand (public).
func (s State) HandSize(p core.Player) int { return int(s.g.pl(p).HandN) }

// Hand is p's Operations cards, or nil and false when this View hides them.
func (s State) Hand(p core.Player) ([]Card, bool) {
	pl := s.g.pl(p)
	if handHidden(pl.Hand, pl.HandN) {
		return nil, false
	}
	return idList[Card](pl.Hand), true
}

// Slot is the Operations card in p's slot of type t, if any.
func (s State) Slot(p core.Player, t OpsType) (Card, bool) {
	if t < 0 || t > 3 {
		return 0, false
	}
	c := s.g.pl(p).Slots[t]
	return Card(c), c >= 0
}

// BookCount is the number of uncooked Books p holds (public).
func (s State) BookCount(p core.Player) int { return int(s.g.pl(p).BooksN) }

// Books is p's uncooked Books, or nil and false when this View hides them.
func (s State) Books(p core.Player) ([]Book, bool) {
	pl := s.g.pl(p)
	if handHidden(bitset.Set(pl.Books), pl.BooksN) {
		return nil, false
	}
	return idList[Book](bitset.Set(pl.Books)), true
}

// Cooked is the Books p has cooked (public, face up).
func (s State) Cooked(p core.Player) []Book { return idList[Book](bitset.Set(s.g.pl(p).Cooked)) }

// CityTiles is the City tiles on p's board (played tiles bound for the
// middle column at the end of the turn are not among them).
func (s State) CityTiles(p core.Player) []Tile { return idList[Tile](s.g.pl(p).Tiles) }

// Helpers is the Helper cards p holds.
func (s State) Helpers(p core.Player) []Helper {
	return idList[Helper](bitset.Set(s.g.pl(p).Helpers))
}

// Crates is the Crate tiles p keeps (their backs are lasting bonuses).
func (s State) Crates(p core.Player) []Crate { return idList[Crate](bitset.Set(s.g.pl(p).Crates)) }

// FamilyMembers is where a seat's Family Members are; the others protect
// buildings.
type FamilyMembers struct {
	VIP    int    // in the VIP area
	Docks  [3]int // in each Docks Zone, by Zone
	Supply int    // in the supply
}

// FamilyMembers is where p's Family Members are.
func (s State) FamilyMembers(p core.Player) FamilyMembers {
	pl := s.g.pl(p)
	f := FamilyMembers{VIP: int(pl.FMVIP), Supply: int(pl.FMSupply)}
	for z := range f.Docks {
		f.Docks[z] = int(pl.FMDock[z])
	}
	return f
}

// VIPCapacity is how many Family Members p's VIP area holds (VIP Room
// level + 1, House rule HOUSE-4.3).
func (s State) VIPCapacity(p core.Player) int { return int(s.g.pl(p).Tracks[TrackVIPRoom]) + 1 }

// Associate is p's Associate, if any.
func (s State) Associate(p core.Player) (Mobster, bool) {
	a := s.g.pl(p).Assoc
	return Mobster(a), a >= 0
}

// AssociateOf is the seat whose Associate Mobster m is, or NoPlayer while
// it lies City side up on the Mobster board.
func (s State) AssociateOf(m Mobster) core.Player {
	for p := int8(0); p < s.g.N; p++ {
		if s.g.P[p].Assoc == int8(m) {
			return core.Player(p)
		}
	}
	return core.NoPlayer
}

// Truck is one of a seat's two Trucks.
type Truck struct {
	District District // where it is, when OnMap
	OnMap    bool     // whether it has entered the map
	Barrels  int      // the barrels it carries
}

// Truck is p's Truck i (0 or 1). The second Truck joins at Fleet 3
// (TruckReady).
func (s State) Truck(p core.Player, i int) Truck {
	if i < 0 || i > 1 {
		return Truck{}
	}
	pl := s.g.pl(p)
	return Truck{District: District(max(pl.Truck[i], 0)), OnMap: pl.Truck[i] >= 0, Barrels: int(pl.Load[i])}
}

// TruckReady reports whether p may use Truck i (the second needs Fleet 3).
func (s State) TruckReady(p core.Player, i int) bool {
	return i == 0 || (i == 1 && s.g.pl(p).Tracks[TrackFleet] >= 3)
}

// StillsArea is the number of barrels on p's Stills area (at most 6).
func (s State) StillsArea(p core.Player) int { return int(s.g.pl(p).Stills) }

// BuildingsTaken is how many buildings p has taken from group gr (leftmost
// first; the next one gains gr.Benefit of that index).
func (s State) BuildingsTaken(p core.Player, gr Group) int {
	if gr < 0 || gr >= numGroups {
		return 0
	}
	return int(s.g.pl(p).Taken[gr])
}

// UpgradeDiscount is what an upgrade costs p less: the price of the
// largest cleared Speakeasy group (House rule HOUSE-4.4).
func (s State) UpgradeDiscount(p core.Player) int {
	if s.g.pl(p) == &nobody {
		return 0
	}
	return s.g.discount(int8(p))
}

// Leverage is the Leverage p's slotted cards and Connection Crates give a
// Get Protection, before tokens (and the VIP Room card's bonus).
func (s State) Leverage(p core.Player) int {
	if s.g.pl(p) == &nobody {
		return 0
	}
	return s.g.leverage(int8(p))
}

// ProtectionPrice is the Leverage one Family Member costs p in Get
// Protection now: by the turn order column, the lower row's at once.
func (s State) ProtectionPrice(p core.Player) int {
	if s.g.pl(p) == &nobody {
		return 0
	}
	return s.g.protectPrice(int8(p))
}

// SpaceInfo is what the table shows of one building space.
type SpaceInfo struct {
	Building  Building    // NoBuilding on an empty space
	Owner     core.Player // the player's; NoPlayer for none or a Mobster Speakeasy
	Closed    bool        // a cop marker lies on it
	Barrel    bool        // a barrel stands beside it
	Protected bool        // a Family Member protects it
	Tile      Tile        // the City tile on the space, when HasTile
	HasTile   bool
	Blocked   bool // the district is blocked on the 1–2 player side
}

// SpaceAt is what space sp shows.
func (s State) SpaceAt(sp Space) SpaceInfo {
	if sp < 0 || sp >= numSpaces {
		return SpaceInfo{Owner: core.NoPlayer}
	}
	x := s.g.Space[sp]
	return SpaceInfo{
		Building:  x.Kind,
		Owner:     core.Player(x.Owner),
		Closed:    x.Closed,
		Barrel:    x.Barrel,
		Protected: x.Prot,
		Tile:      Tile(x.Tile),
		HasTile:   x.Tile >= 0,
		Blocked:   s.g.blocked(int8(sp.District())),
	}
}

// Blocked reports whether district d is blocked (the 1–2 player side).
func (s State) Blocked(
	d District,
) bool {
	return d >= 0 && d < numDistricts && s.g.blocked(int8(d))
}

// Invasion is a district's Mob War schedule.
type Invasion struct {
	// Act is the Act at whose end the district is invaded (1 to 3) once
	// announced, 0 otherwise (not announced yet, never, or blocked).
	Act int
	// Start reports whether it has been under Mobster control from the
	// start (the position's "invasion": "start").
	Start bool
}

// Invasion is district d's Mob War schedule.
func (s State) Invasion(d District) Invasion {
	if d < 0 || d >= numDistricts {
		return Invasion{}
	}
	g := s.g.Group[d]
	if g > 0 {
		return Invasion{Act: int(g)}
	}
	return Invasion{Start: g == -1}
}

// StrengthTile is the face-up Mobster Strength tile of district d, if any.
func (s State) StrengthTile(d District) (int, bool) {
	if d < 0 || d >= numDistricts {
		return 0, false
	}
	v := s.g.StrTile[d]
	return int(v), v > 0
}

// MobWarDistrict is the district being invaded while the Mob War is
// resolved (false outside it).
func (s State) MobWarDistrict() (District, bool) {
	return District(s.g.War.District), s.g.Phase == phWar
}

// ShipInfo is what the Docks board shows of one Ship.
type ShipInfo struct {
	Port     Port
	Zone     Zone // the Docks Zone of its port
	Barrels  int
	Defence  int // against an ambush (House rule HOUSE-4.13)
	Price    int // what the next barrel costs a Truck
	Crate    Crate
	HasCrate bool
}

// ShipAt is what Ship sh shows.
func (s State) ShipAt(sh Ship) ShipInfo {
	if sh < 0 || sh >= numShips {
		return ShipInfo{}
	}
	x := s.g.Ships[sh]
	price, _ := s.g.buyCost(int8(sh), 1)
	return ShipInfo{Port: Port(x.Port), Zone: Zone(shipZone(x)), Barrels: int(x.Barrels),
		Defence: shipDefence[x.Barrels], Price: price, Crate: Crate(x.Crate),
		HasCrate: x.Crate >= 0}
}

// CrateStackTop is the face-up Crate on top of the stack, if any.
func (s State) CrateStackTop() (Crate, bool) { return Crate(s.g.Crate), s.g.Crate >= 0 }

// CrateStackSize is the number of Crates in the stack, the top included.
func (s State) CrateStackSize() int {
	n := bits.OnesCount16(s.g.crateStack())
	if s.g.Crate >= 0 {
		n++
	}
	return n
}

// BarrelSupply is the number of barrels in the general supply.
func (s State) BarrelSupply() int { return int(s.g.Supply) }

// OpsDeckSize is the number of cards in the face-down Operations deck.
func (s State) OpsDeckSize() int { return s.g.opsDeckLen() }

// OpsDiscard is the face-up Operations discard pile.
func (s State) OpsDiscard() []Card { return idList[Card](s.g.Discard) }

// BookPileSize is the number of Books in the face-down pile.
func (s State) BookPileSize() int { return s.g.bookPileLen() }

// HelperDeckSize is the number of Helper cards in the face-down deck.
func (s State) HelperDeckSize() int { return bits.OnesCount32(s.g.helperDeck()) }

// HelperDisplay is the three face-up Helper cards (fewer once the deck
// runs out).
func (s State) HelperDisplay() []Helper {
	var out []Helper
	for _, h := range s.g.Display {
		if h >= 0 {
			out = append(out, Helper(h))
		}
	}
	return out
}

// TileDisplay is the City tile display, row by row (three rows).
type TileDisplay struct {
	Right   [3]Tile   // the tile face up in each row of the right column
	RightOK [3]bool   // whether that space holds a tile (false: it is empty, Right says nothing)
	Middle  [3][]Tile // the middle column's stacks, bottom first; only the top of each may be taken
	Piles   [3]int    // the number of tiles in each face-down pile of the left column
}

// TileDisplay is the City tile display: the right column, the middle
// column's stacks and the sizes of the left column's face-down piles.
func (s State) TileDisplay() TileDisplay {
	g := &s.g
	var d TileDisplay
	for r := 0; r < 3; r++ {
		d.Right[r], d.RightOK[r] = Tile(g.Right[r]), g.Right[r] >= 0
		for i := 0; i < int(g.MidN[r]); i++ {
			d.Middle[r] = append(d.Middle[r], Tile(g.Mid[r][i]))
		}
		d.Piles[r] = int(g.PileN[r])
	}
	return d
}

// Decision is the kind of decision the game waits for (the position
// format's "decision"): a Capo placement, one of a visit's decisions, the
// City tile limit at the end of a turn, a Mob War defence; DecisionOver
// after the end. Phase is the rulebook's phase it falls in.
type Decision int8

// The decisions, each declared in the file of its rulebook section.
const (
	DecisionPlaceCapo           Decision = 0  // place-capo
	DecisionGainBook            Decision = 1  // gain-book
	DecisionRaise               Decision = 2  // raise
	DecisionTakeHelper          Decision = 3  // take-helper
	DecisionGainFamilyMember    Decision = 4  // gain-family-member
	DecisionHire                Decision = 5  // hire
	DecisionBuild               Decision = 6  // build
	DecisionBuildSpace          Decision = 7  // build-space
	DecisionAssociateFee        Decision = 8  // associate-fee
	DecisionCasinoCard          Decision = 9  // casino-card
	DecisionPlayOperations      Decision = 10 // play-operations
	DecisionSell                Decision = 11 // sell
	DecisionProtect             Decision = 12 // protect
	DecisionPickUpAndDeliver    Decision = 13 // pick-up-and-deliver
	DecisionTruck               Decision = 14 // truck
	DecisionAmbush              Decision = 15 // ambush
	DecisionAmbushFamilyMembers Decision = 16 // ambush-family-members
	DecisionWonBarrel           Decision = 17 // won-barrel
	DecisionRestaurantDiscard   Decision = 18 // restaurant-discard
	DecisionRestaurantActions   Decision = 19 // restaurant-actions
	DecisionPlayCityTiles       Decision = 20 // play-city-tiles
	DecisionCook                Decision = 21 // cook
	DecisionGetAssociate        Decision = 22 // get-associate
	DecisionParkReward          Decision = 23 // park-reward
	DecisionCityTileLimit       Decision = 24 // city-tile-limit
	DecisionMobWarDefence       Decision = 25 // mob-war-defence
	DecisionLeverageToken       Decision = 26 // leverage-token
	DecisionFreeGoon            Decision = 27 // free-goon
	DecisionTurnOrderMarker     Decision = 28 // turn-order-marker
	DecisionOver                Decision = 29 // over
)

// Decision is the kind of decision ToMove(s) makes now (DecisionPlaceCapo
// for the placement of a Capo, which Prompt words; DecisionOver after the
// end).
func (s State) Decision() Decision {
	if s.g.Phase == phOver {
		return DecisionOver
	}
	if t := s.g.top(); t != nil {
		return Decision(t.K)
	}
	return DecisionPlaceCapo
}

// DecisionLeft is how many more the pending decision allows, for those
// that count down ("left" in the position format: buildings, sales, City
// tiles, Books, discards; Leverage for Get Protection; movement for a
// Truck); 0 for the others.
func (s State) DecisionLeft() int {
	if t := s.g.top(); t != nil && s.g.Phase != phOver {
		return int(t.Left)
	}
	return 0
}

// SoloTarget is the score a solo game is played against (House rule
// HOUSE-4.19, Config.SoloWinAt): $180 by default, or -1 when no target is
// reported (and in games of two or more players).
func (s State) SoloTarget() int {
	if s.g.N != 1 {
		return -1
	}
	if t := s.g.Cfg.soloTarget(); t >= 0 {
		return t
	}
	return -1
}

// Score is p's score in dollars so far: cash plus Safe at face value
// (final once Over; House rule HOUSE-4.18).
func (s State) Score(p core.Player) int { pl := s.g.pl(p); return int(pl.Cash) + int(pl.Safe) }

var nobody player

func (g *game) pl(p core.Player) *player {
	if p < 0 || int(p) >= int(g.N) || int(p) >= 4 {
		return &nobody
	}
	return &g.P[p]
}

// idList lists the ids set in a mask as typed identifiers.
func idList[T ~int8](m bitset.Set) []T {
	out := make([]T, 0, m.Len())
	for m != 0 {
		i := m.First()
		m = m.Without(i)
		out = append(out, T(i))
	}
	return out
}
