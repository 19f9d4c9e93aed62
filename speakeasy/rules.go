package speakeasy

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// New sets up a game (House rule HOUSE-4.6). A config the rules do not
// allow is an ErrBadConfig error.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the setup's chance drawn from r:
// New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	var s State
	g := &s.g
	g.Cfg = cfg.canonical()
	g.N = int8(cfg.players())
	g.Act = 1
	g.RNG = r
	g.Upper = [4]int8{-1, -1, -1, -1}
	g.Lower = [4]int8{-1, -1, -1, -1}
	g.Park = [2]int8{-1, -1}
	g.Crate = -1
	g.Right = [3]int8{-1, -1, -1}
	g.Display = [3]int8{-1, -1, -1}
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	for loc := range g.Occ {
		g.Occ[loc] = [3]int8{-1, -1, -1}
	}
	for r := range g.Mid {
		for i := range g.Mid[r] {
			g.Mid[r][i] = -1
		}
	}
	for i := range g.Space {
		g.Space[i] = space{Owner: -1, Tile: -1}
	}
	for d := int8(0); d < numDistricts; d++ {
		if g.blocked(d) {
			g.Group[d] = -2
		}
	}
	var b evbuf // setup events are not reported
	// City tiles: one face-up on d.1 of each open district; the rest in three piles.
	open := 0
	for d := int8(0); d < numDistricts; d++ {
		if !g.blocked(d) {
			t, _ := g.pick(allTiles &^ g.tilesSeen())
			g.Space[spaceStart[d]].Tile = t
			open++
		}
	}
	g.dealPiles(numTiles - open)
	for r := 0; r < 3; r++ {
		t, _ := g.pick(allTiles &^ g.tilesSeen())
		g.Right[r] = t
		g.PileN[r]--
	}
	// Mobsters: start districts with a face-up Tier I tile and a Mobster Speakeasy.
	starts := 4
	if g.small() {
		starts = 3
	}
	for k := 0; k < starts; k++ {
		var cand bitset.Set
		for d := 0; d < numDistricts; d++ {
			if g.Group[d] == 0 {
				cand |= 1 << uint(d)
			}
		}
		d, _ := g.pick(cand)
		g.Group[d] = -1
		g.StrTile[d] = g.drawStrength(1)
		g.Space[spaceStart[d]].Kind = BuildingMobsterSpeakeasy
	}
	g.announce(&b)
	// Docks.
	ports := [4]int8{0, 2, 4, 6}
	if g.small() {
		ports = [4]int8{0, 1, 4, 6}
	}
	g.Supply = numBarrels
	for i := range g.Ships {
		g.Ships[i] = ship{Port: ports[i], Barrels: 4, Crate: -1}
		g.Supply -= 4
	}
	c, _ := g.pick(bitset.Set(allCrates))
	g.Crate = c
	for i := range g.Ships {
		g.Ships[i].Crate = g.Crate
		g.Crate = -1
		if c, ok := g.pick(bitset.Set(g.crateStack())); ok {
			g.Crate = c
		}
	}
	// Helper display.
	for i := range g.Display {
		h, _ := g.pick(bitset.Set(g.helperDeck()))
		g.Display[i] = h
	}
	// Turn order: random.
	var perm []int
	perm, g.RNG = g.RNG.Perm(g.n())
	for c, p := range perm {
		g.Upper[c] = int8(p)
	}
	// Players.
	for p := int8(0); p < g.N; p++ {
		pl := &g.P[p]
		*pl = player{Cash: startCash, FMSupply: numFM - 2, FMVIP: 2, Goons: 1, Assoc: -1,
			Truck: [2]int8{-1, -1}, Slots: [4]int8{-1, -1, -1, -1}}
		for t := range pl.Tracks {
			pl.Tracks[t] = 1
		}
		pl.Tokens = int8(g.upperColumn(p))
	}
	for p := int8(0); p < g.N; p++ {
		for k := 0; k < startHand; k++ {
			g.drawOps(p, &b)
		}
		g.drawBook(p, &b)
	}
	g.startTurn(&b)
	return s, nil
}

// dealPiles deals n face-down City tiles into the three piles, the first
// piles one more each while n is not a multiple of 3: the setup deals
// them so, and a position that leaves the piles out is read so.
func (g *game) dealPiles(n int) {
	for r := range g.PileN {
		g.PileN[r] = int8(n / 3)
		if r < n%3 {
			g.PileN[r]++
		}
	}
}

// ToMove is the seat deciding now (an interrupted seat during a Park
// reward, a City tile discard or a Mob War defence); NoPlayer when over.
func ToMove(s State) core.Player {
	if s.g.N == 0 {
		return core.NoPlayer // the zero State: no game
	}
	return core.Player(s.g.toMove())
}

// Over reports whether the final scoring has happened.
func Over(s State) bool { return s.g.Phase == phOver }

// compareSeats orders two seats' final standing (House rule HOUSE-4.18):
// above zero when a is ahead of b, by score, then Safe money, then cooked
// Books; zero when they share the place.
func (g *game) compareSeats(a, b int8) int {
	if d := g.score(a) - g.score(b); d != 0 {
		return d
	}
	if d := int(g.P[a].Safe) - int(g.P[b].Safe); d != 0 {
		return d
	}
	return g.cookedCount(a) - g.cookedCount(b)
}

// Result is the outcome of a finished game (House rule HOUSE-4.18): score
// = cash + Safe; ties go to more Safe money, then more cooked Books, and
// then the tied players share the win. Solo (House rule HOUSE-4.19): the
// player wins at Config.SoloWinAt dollars or more.
func Result(s State) core.Result {
	g := &s.g
	if g.Phase != phOver {
		return core.Result{}
	}
	scores := make([]int, g.n())
	for p := range scores {
		scores[p] = g.score(int8(p))
	}
	r := core.NewResult(scores, func(a, b core.Player) int { return g.compareSeats(int8(a), int8(b)) })
	if g.N == 1 {
		if t := g.Cfg.soloTarget(); t < 0 || scores[0] < t {
			r.Winners = nil
		}
	}
	return r
}

// Rules is Speakeasy as a core.Game, for the harness, the bots, the sdk
// registry and the examples: the package functions, with the Config as JSON.
var Rules = core.NewRules(core.Spec[State, Move, Config]{
	Name:        "speakeasy",
	MinPlayers:  1,
	MaxPlayers:  4,
	Config:      decodeConfig,
	NewWithRNG:  NewWithRNG,
	NumPlayers:  func(s State) int { return int(s.g.N) },
	Legal:       Legal,
	AppendLegal: AppendLegal,
	Apply:       Apply,
	AppendApply: AppendApply,
	ToMove:      ToMove,
	Over:        Over,
	Result:      Result,
	View:        View,
	Determinize: Determinize,
	ParseMove:   ParseMove,
	Describe:    Describe,
	Prompt:      Prompt,

	ApplyInPlace:     ApplyInPlace,
	PlayoutStep:      playoutStep,
	NumActions:       NumActions,
	MoveAction:       MoveAction,
	ActionMove:       ActionMove,
	ObservationSize:  ObservationSize,
	Observation:      Observation,
	InformationState: InformationState,
})
