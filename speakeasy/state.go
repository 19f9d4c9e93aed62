package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
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
	Cfg     Config
	N       int8
	Act     int8
	Round   int8 // Capos placed by everyone this Act
	Turn    int8 // index into the turn order
	Phase   int8
	Active  int8
	RNG     core.RNG
	Upper   [4]int8 // turn order track, this Act: player or -1 per column
	Lower   [4]int8 // next Act
	P       [4]player
	Space   [numSpaces]space
	Occ     [numPersonLocs][3]int8 // -1 free, 0..3 a player's Capo, 4 a solo neutral Capo
	Park    [2]int8
	Rest    [4]int8            // each seat's Capos at the Restaurant this Act
	Out     [4]int8            // each seat's Capos that passed this Act
	Group   [numDistricts]int8 // -2 blocked, -1 start district, 0 not announced, 1..3 invaded in that Act
	StrTile [numDistricts]int8 // value of the face-up Strength tile, 0 if none is face-up
	Ships   [numShips]ship
	Crate   int8                 // face-up top of the Crate stack, -1 if empty
	Right   [3]int8              // City tile display, right column
	Mid     [3][numMidSlots]int8 // middle column stacks, bottom first
	MidN    [3]int8
	PileN   [3]int8 // face-down piles (left column): sizes only
	Discard uint64
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
	Hand     uint64 // Operations cards; 0 with HandN > 0 in a View
	HandN    int8
	Books    uint32
	BooksN   int8
	Cooked   uint32
	Slots    [4]int8
	Tiles    uint64
	Played   uint64 // City tiles played this turn, bound for the middle column
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
	Kind   int8
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

// step is one pending decision (or automatic effect) on the decision stack.
type step struct {
	K   int8
	Who int8
	A   int8
	B   int8
	N   int8
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
	PhasePlace Phase = iota // the active player places a Capo
	PhaseVisit              // a visit is being resolved (or a Park reward)
	PhaseLimit              // the end of a turn: City tile limits, then the draw
	PhaseWar                // the end of an Act: the Mob War, district by district
	PhaseOver               // the game is over
)

var phaseNames = [5]string{"place", "visit", "end-of-turn", "mob-war", "over"}

// String names the phase ("mob-war").
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// Phases, as the state stores them.
const (
	phPlace = int8(PhasePlace)
	phVisit = int8(PhaseVisit)
	phLimit = int8(PhaseLimit)
	phWar   = int8(PhaseWar)
	phOver  = int8(PhaseOver)
)

// Build modes.
const (
	modeOpen = iota
	modeUpgrade
	modeTakeover
)

// hidden returns whether a hand is hidden (a View of another seat).
func handHidden(mask uint64, n int8) bool { return bits.OnesCount64(mask) != int(n) }

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

// protectPrice is the Leverage one Family Member costs (seed: 4/3/2/1 by
// column; House rule HOUSE-4.5: 4/2 on the two-column track), 1 cheaper
// with the M4 Associate (never below 1).
func (g *game) protectPrice(p int8) int {
	c := g.priceColumn(p)
	var price int
	if g.columns() == 2 {
		price = [2]int{4, 2}[c&1]
	} else {
		price = 4 - c
	}
	if g.P[p].Assoc == powCheapProt && price > 1 {
		price--
	}
	return price
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

func (g *game) top() *step {
	if g.SP == 0 {
		return nil
	}
	return &g.Stack[g.SP-1]
}

func (g *game) push(k int8, who int8, a, b, n int8) {
	if int(g.SP) >= stackSize {
		return
	}
	g.Stack[g.SP] = step{K: k, Who: who, A: a, B: b, N: n}
	g.SP++
}

func (g *game) pop() {
	if g.SP > 0 {
		g.SP--
		g.Stack[g.SP] = step{}
	}
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

// Accessors for a UI.

// Act is the current Act, 1 to 4.
func (s State) Act() int { return int(s.g.Act) }

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

// Active is the seat whose turn it is (an interrupt may let another seat decide; see ToMove).
func (s State) Active() core.Player { return core.Player(s.g.Active) }

// Cash is p's cash in dollars.
func (s State) Cash(p core.Player) int { return int(s.g.pl(p).Cash) }

// Safe is the money in p's Safe.
func (s State) Safe(p core.Player) int { return int(s.g.pl(p).Safe) }

// Track is p's level on a track (TrackStrength ... TrackFleet).
func (s State) Track(p core.Player, t int) int {
	if t < 0 || t >= numTracks {
		return 0
	}
	return int(s.g.pl(p).Tracks[t])
}

// HandSize is the number of Operations cards in p's hand (public).
func (s State) HandSize(p core.Player) int { return int(s.g.pl(p).HandN) }

// Goons is the number of Goons p holds.
func (s State) Goons(p core.Player) int { return int(s.g.pl(p).Goons) }

// Building returns the building on a space (d.s as index 0..43), its owner
// (-1 for a Mobster Speakeasy or none) and whether it is Closed.
func (s State) Building(sp int) (kind int, owner core.Player, closed bool) {
	if sp < 0 || sp >= numSpaces {
		return BNone, core.NoPlayer, false
	}
	x := s.g.Space[sp]
	return int(x.Kind), core.Player(x.Owner), x.Closed
}

var nobody player

func (g *game) pl(p core.Player) *player {
	if p < 0 || int(p) >= int(g.N) || int(p) >= 4 {
		return &nobody
	}
	return &g.P[p]
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

// Hand returns p's Operations cards (ids 0..39: type = id/10, see
// OpsCardName), or nil and false when the hand is hidden in this View.
func (s State) Hand(p core.Player) ([]int, bool) {
	pl := s.g.pl(p)
	if handHidden(pl.Hand, pl.HandN) {
		return nil, false
	}
	return maskList(pl.Hand), true
}

// Books returns p's uncooked Books (ids 0..17, see BookName), or nil and
// false when they are hidden in this View; BookCount is public.
func (s State) Books(p core.Player) ([]int, bool) {
	pl := s.g.pl(p)
	if handHidden(uint64(pl.Books), pl.BooksN) {
		return nil, false
	}
	return maskList(uint64(pl.Books)), true
}

// BookCount is the number of uncooked Books p holds.
func (s State) BookCount(p core.Player) int { return int(s.g.pl(p).BooksN) }

// Cooked returns the Books p has cooked (public).
func (s State) Cooked(p core.Player) []int { return maskList(uint64(s.g.pl(p).Cooked)) }

// CityTiles returns the City tiles on p's board (ids 0..35, see TileName).
func (s State) CityTiles(p core.Player) []int { return maskList(s.g.pl(p).Tiles) }

// Slots returns the Operations card in each of p's four slots (-1 for none).
func (s State) Slots(p core.Player) [4]int {
	var out [4]int
	for i, c := range s.g.pl(p).Slots {
		out[i] = int(c)
	}
	return out
}

// Tokens is the number of Leverage tokens p holds.
func (s State) Tokens(p core.Player) int { return int(s.g.pl(p).Tokens) }

// FamilyMembers returns where p's Family Members are: the VIP area, the
// three Docks Zones, and the supply (the rest protect buildings).
func (s State) FamilyMembers(p core.Player) (vip int, docks [3]int, supply int) {
	pl := s.g.pl(p)
	for z := range docks {
		docks[z] = int(pl.FMDock[z])
	}
	return int(pl.FMVIP), docks, int(pl.FMSupply)
}

// Associate is the district (0..15) of p's Associate, or -1.
func (s State) Associate(p core.Player) int { return int(s.g.pl(p).Assoc) }

// Truck returns the district (0..15, -1 off the map) and load of p's Truck i.
func (s State) Truck(p core.Player, i int) (district, barrels int) {
	if i < 0 || i > 1 {
		return -1, 0
	}
	pl := s.g.pl(p)
	return int(pl.Truck[i]), int(pl.Load[i])
}

// Ship returns Ship i's port (0..7 for P1..P8), barrels aboard and Crate (-1 none).
func (s State) Ship(i int) (port, barrels, crate int) {
	if i < 0 || i >= numShips {
		return -1, 0, -1
	}
	sh := s.g.Ships[i]
	return int(sh.Port), int(sh.Barrels), int(sh.Crate)
}

// StrengthTile is the face-up Mobster Strength tile of district d (0 if none).
func (s State) StrengthTile(d int) int {
	if d < 0 || d >= numDistricts {
		return 0
	}
	return int(s.g.StrTile[d])
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

// Score is p's score so far: cash plus Safe (final once Over).
func (s State) Score(p core.Player) int { pl := s.g.pl(p); return int(pl.Cash) + int(pl.Safe) }

// OpsCardName names an Operations card id ("fleet7"), as moves print it.
func OpsCardName(c int) string { return nameOr(c, numOps, opsName) }

// TileName names a City tile id ("cash2").
func TileName(t int) string { return nameOr(t, numTiles, tileName) }

// BookName names a Book id ("chain1").
func BookName(b int) string { return nameOr(b, numBooks, bookName) }

// SpaceName names a building space index ("7.2").
func SpaceName(sp int) string { return nameOr(sp, numSpaces, spaceName) }

func nameOr(i, n int, f func(int8) string) string {
	if i < 0 || i >= n {
		return "?"
	}
	return f(int8(i))
}

func maskList(m uint64) []int {
	var out []int
	for i := 0; i < 64; i++ {
		if m&(1<<uint(i)) != 0 {
			out = append(out, i)
		}
	}
	return out
}
