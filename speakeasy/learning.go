package speakeasy

import (
	"encoding/json"
	"slices"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/byref"
)

// ApplyInPlace makes m on *s itself, as Apply would, without building
// events or copying the State: a search bot's playout step, which
// allocates nothing. It refuses what Apply refuses, with the same error,
// leaving *s as it was.
func ApplyInPlace(s *State, m Move) error {
	return s.g.move(m, nil) // a nil buffer: no events built (effects.go)
}

// playoutStep is core.Rules.PlayoutStep for Speakeasy: the legal moves
// listed on *s itself, one drawn with r and made in place, without events
// and without a second check (it came from Legal).
func playoutStep(s *State, r core.RNG, buf []Move) (core.RNG, []Move, bool) {
	g := &s.g
	if g.Viewer != 0 {
		return r, buf[:0], false
	}
	buf = g.appendLegal(buf[:0])
	if len(buf) == 0 {
		return r, buf, false
	}
	var k int
	k, r = r.IntN(len(buf))
	g.exec(buf[k], nil)
	g.advance(nil)
	return r, buf, true
}

// The learning functions on a *State, for a Batch (see internal/byref).
func init() {
	byref.Register("speakeasy", byref.Funcs[State, Move]{
		AppendLegal:   func(dst []Move, s *State) []Move { return s.g.appendLegal(dst) },
		MoveAction:    func(_ *State, m Move) (int, error) { return moveActionOf(m) },
		ActionMove:    actionMoveOn,
		AppendActions: func(dst []int, _ *State, moves []Move) []int { return appendActions(dst, moves) },
		// Observation reads a View, a copy, whatever it is given.
		AppendObservation: func(dst []float32, s *State, p core.Player) []float32 { return AppendObservation(dst, *s, p) },
		ApplyLegal: func(s *State, m Move) {
			s.g.exec(m, nil)
			s.g.advance(nil)
		},
	})
}

// actionCount is the number of action ids of each move kind, in the order
// of the kinds; the ids of a kind follow those of the kinds before it.
var actionCount = [numMoveKinds]int16{
	MoveKindPlace:        numPersonLocs * 3,
	MoveKindRestaurant:   4,
	MoveKindPark:         numPersonLocs * 3,
	MoveKindPass:         1,
	MoveKindSkip:         1,
	MoveKindBook:         1,
	MoveKindRaise:        numTracks,
	MoveKindHelper:       numHelpers,
	MoveKindFamilyMember: 4,
	MoveKindHire:         maxHire,
	MoveKindOpen:         numGroups,
	MoveKindUpgrade:      numGroups,
	MoveKindTakeover:     numGroups,
	MoveKindAt:           numSpaces,
	MoveKindFee:          2,
	MoveKindDiscard:      numOps,
	MoveKindPlay:         numOps,
	MoveKindSell:         numSpaces,
	MoveKindProtect:      numSpaces,
	MoveKindTruck:        2,
	MoveKindEnter:        numDistricts,
	MoveKindDrive:        numDistricts,
	MoveKindPickUp:       1,
	MoveKindBuy:          numShips * truckCapacity,
	MoveKindDeliver:      numSpaces,
	MoveKindAmbush:       numShips,
	MoveKindUse:          4,
	MoveKindAttack:       1,
	MoveKindBarrel:       numSpaces + 1,
	MoveKindDo:           3,
	MoveKindTile:         numTiles,
	MoveKindCook:         numBooks,
	MoveKindAssociate:    numDistricts,
	MoveKindReward:       2 + numTiles,
	MoveKindDrop:         numTiles,
	MoveKindDefend:       numGoons + 1,
}

// actionFirst is the first action id of each move kind; numActions ends
// the last kind's ids.
var actionFirst, numActions = func() (first [numMoveKinds]int16, n int) {
	for k := MoveKind(1); k < numMoveKinds; k++ {
		first[k] = int16(n)
		n += int(actionCount[k])
	}
	return first, n
}()

// NumActions is the size of the fixed action space: 625 for every config.
// Every move has an id in [0, NumActions), the same in every position and
// every release, whoever makes it (the mover is always ToMove), laid out
// by kind in the order of the notation's verbs, each kind's arguments in
// id order:
//
//	  0.. 17  place: 3·location + person (contractor-office L .. docks R)
//	 18.. 21  restaurant: column 1..4
//	 22.. 39  park: 22 + 3·location + person
//	 40       pass
//	 41       skip
//	 42       book
//	 43.. 47  raise: strength, stills, party, vip-room, fleet
//	 48.. 67  helper: Helper card gin-1 .. champagne-4
//	 68.. 71  family-member: vip-area, downtown, midtown, uptown
//	 72.. 73  hire: 1 or 2 Goons
//	 74.. 79  open: 3-speakeasy .. casino (group order)
//	 80.. 85  upgrade: likewise
//	 86.. 91  takeover: likewise
//	 92..135  at: space 1.1 .. 16.x (space order)
//	136..137  fee: no, yes
//	138..177  discard: Operations card stills-1 .. fleet-10
//	178..217  play: likewise
//	218..261  sell: by space
//	262..305  protect: by space
//	306..307  truck: 1, 2
//	308..323  enter: district 1..16
//	324..339  drive: district 1..16
//	340       pick-up
//	341..348  buy: 341 + 2·ship + barrels - 1 (ship A..D, 1 or 2 barrels)
//	349..392  deliver: by space
//	393..396  ambush: Ship A..D
//	397..400  use: P0..P3
//	401       attack
//	402..446  barrel: by space, then 446 the stills-area
//	447..449  do: play-operations-card, play-city-tiles, cook-books
//	450..485  tile: City tile cash-1 .. private-party-4
//	486..503  cook: Book chain-1 .. smuggler-2
//	504..519  associate: Mobster 1..16
//	520..557  reward: leverage-token, book, then 522 + City tile
//	558..593  drop: City tile
//	594..624  defend: 0..30 Goons returned
func NumActions(Config) int { return numActions }

// actionIndex is the rank of arguments a, b among the ids of kind k, and
// whether the kind has an id for them.
func actionIndex(k MoveKind, a, b int8) (int, bool) {
	i := int(a)
	switch k {
	case MoveKindPlace, MoveKindPark:
		if a < 0 || a >= numPersonLocs || b < 0 || b > 2 {
			return 0, false
		}
		i = 3*int(a) + int(b)
	case MoveKindHire:
		i = int(a) - 1
	case MoveKindBuy:
		if b < 1 || b > truckCapacity {
			return 0, false
		}
		i = truckCapacity*int(a) + int(b) - 1
	case MoveKindBarrel:
		if a == stillsArea {
			i = numSpaces
		} else if a >= numSpaces {
			return 0, false
		}
	case MoveKindReward:
		if a == int8(RewardCityTile) {
			i = 2 + int(b)
		}
	}
	return i, i >= 0 && i < int(actionCount[k])
}

// actionArgs is actionIndex's inverse: the arguments of the i-th id of
// kind k.
func actionArgs(k MoveKind, i int) (a, b int8) {
	switch k {
	case MoveKindPlace, MoveKindPark:
		return int8(i / 3), int8(i % 3)
	case MoveKindHire:
		return int8(i + 1), 0
	case MoveKindBuy:
		return int8(i / truckCapacity), int8(i%truckCapacity + 1)
	case MoveKindBarrel:
		if i == numSpaces {
			return stillsArea, 0
		}
	case MoveKindReward:
		if i >= 2 {
			return int8(RewardCityTile), int8(i - 2)
		}
	}
	return int8(i), 0
}

// MoveAction is m's action id (the layout NumActions lists); a move that
// is not well formed (a field its kind does not use, an argument out of
// range), or one no rule can make legal (buying 3 barrels), has none.
func MoveAction(_ State, m Move) (int, error) { return moveActionOf(m) }

func moveActionOf(m Move) (int, error) {
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return 0, core.Errorf(core.ErrIllegalMove, "not a move (kind %d): it has no action id", m.Kind)
	}
	if id := checkedAction(m); id >= 0 {
		return id, nil
	}
	return 0, core.Errorf(core.ErrIllegalMove, "%v is not a move any position allows: it has no action id", m)
}

// AppendActions appends MoveAction(s, m) for each of moves (-1 for a move
// that has none) and returns dst: a mask's ids for the moves AppendLegal
// listed, written into a caller's slice (a Batch reuses it) without
// allocating or copying s once a move.
func AppendActions(dst []int, _ State, moves []Move) []int { return appendActions(dst, moves) }

func appendActions(dst []int, moves []Move) []int {
	for _, m := range moves {
		id := -1
		if m.Kind != 0 && m.Kind < numMoveKinds {
			id = checkedAction(m)
		}
		dst = append(dst, id)
	}
	return dst
}

// checkedAction is MoveAction's id for a move of a known kind, -1 for
// none: the id of m's arguments, if it stands for m.
func checkedAction(m Move) int {
	a, b := m.args()
	i, ok := actionIndex(m.Kind, a, b)
	if !ok || moveOf(m.By, m.Kind, a, b) != m {
		return -1
	}
	return int(actionFirst[m.Kind]) + i
}

// ActionMove is the move of ToMove(s) with action id id: a well-formed
// move, legal or not (Apply says which).
func ActionMove(s State, id int) (Move, error) { return actionMoveOn(&s, id) }

func actionMoveOn(s *State, id int) (Move, error) {
	p := core.NoPlayer
	if s.g.N != 0 {
		p = core.Player(s.g.toMove())
	}
	if p == core.NoPlayer {
		return Move{}, core.Errorf(core.ErrGameOver, "the game is over: no move has an action id")
	}
	if id < 0 || id >= numActions {
		return Move{}, core.Errorf(core.ErrIllegalMove, "action %d is not in [0, %d)", id, numActions)
	}
	k := MoveKind(numMoveKinds - 1)
	for id < int(actionFirst[k]) {
		k--
	}
	a, b := actionArgs(k, id-int(actionFirst[k]))
	return moveOf(p, k, a, b), nil
}

// The lengths of Observation's parts (ObservationSize documents them).
const (
	obsSpaces    = numSpaces * (6 + 4 + 3 + 9)
	obsDistricts = numDistricts * (6 + 1)
	obsPersons   = numPersonLocs*3*5 + 2*5
	obsShips     = numShips*(3+numCrates) + numCrates + 1
	obsTiles     = 3*9 + 3*(1+9) + 3
	obsCards     = numOps + 3*5 + 4
	obsFlow      = 3 + 5 + int(DecisionOver) + 1 + 4
	obsSeats     = 4 + 4 + 4*4 + 4*4
	obsPending   = 7 + 4 + 2
	obsCommon    = obsSpaces + obsDistricts + obsPersons + obsShips + obsTiles + obsCards +
		obsFlow + obsSeats + obsPending
	obsMine   = numOps + numBooks
	obsPlayer = 2 + numTracks + 5 + 4 + numBooks + 4*2 + 9 + 9 + 5 + numCrates + numDistricts +
		2*3 + 4 + numGroups
)

// ObservationSize is the length of Observation's vector: 1525 numbers and
// 109 more a seat (1634 solo, 1743, 1852, 1961 with four players).
func ObservationSize(cfg Config) int { return obsCommon + obsMine + cfg.players()*obsPlayer }

// Observation is what p may see of s, as numbers in [0, 1] (a count over
// its largest value, capped at 1; 1 or 0 for yes or no; a one-hot is all
// zero for none), from p's point of view: a seat is named relative to p
// (seat 0 is p, seat 1 the next seat, and so on; a spectator sees as P0
// does, without a hand), as one-hot over 4 seats. ObservationSize
// numbers, in this order:
//
//	spaces     968  per space 1.1..16.x: building one-hot (none,
//	                Speakeasy, Stills, Nightclub, Casino, Mobster
//	                Speakeasy), owner seat, closed, barrel, protected,
//	                City tile kind one-hot (9)
//	districts  112  per district: invasion one-hot (blocked, start,
//	                not announced, Act 1, 2, 3), Strength tile/10
//	persons    100  per location contractor-office..docks and person
//	                L, M, R: the Capo's seat, 1 if the neutral Capo;
//	                then the two Park spots alike
//	ships       73  per Ship A..D: port/7, barrels/5, 1 if a Crate,
//	                Crate one-hot (12); the Crate stack's top one-hot
//	                (12), its size/12
//	tiles       60  the right column's 3 City tiles, kind one-hot; the
//	                middle column's 3 stacks: size/12, top's kind
//	                one-hot; the 3 face-down piles' sizes/12
//	cards       59  the Operations discard (40, by card); the Helper
//	                display's 3 cards, liquor one-hot (5); the sizes of
//	                the Operations deck/40, the Book pile/18, the Helper
//	                deck/20 and the barrel supply/40
//	flow        42  Act/4, Capo round/4, turn/4; phase one-hot (5);
//	                decision one-hot (30, place-capo .. over); the
//	                pending decision's left/20, its two arguments
//	                (+1)/32, the stack's depth/16
//	seats       40  the active seat, the seat to move; per column of
//	                the turn order's upper row the seat there, then the
//	                lower row's
//	pending     13  the building or ambush assembled: group (+1)/7,
//	                mode/2, space (+1)/45, fee, card (+1)/41, 1 if a
//	                won barrel waits, Ship (+1)/5, Family Members used by each
//	                seat/6; the Mob War's district/16, order (+1)/5
//	mine        58  my hand by Operations card (40), my Books by id (18)
//	per seat   109  for each seat from mine on: cash/200, Safe/200,
//	                tracks/their maximum (5), Family Members in the
//	                supply, VIP area, the three Docks Zones/6, Goons/30,
//	                Leverage tokens/24, hand size/10, Books/18, cooked
//	                Books (18), per slot 1 if a card and (its rank+1)/10,
//	                City tiles on the board by kind/4 (9), played this
//	                turn by kind/4 (9), Helpers by liquor/4 (5), Crates
//	                (12), the Associate one-hot (16), per Truck 1 if on
//	                the map, (district+1)/16, load/2, Stills area/6,
//	                Speakeasies gone/24, Capos at the Restaurant/16,
//	                Capos passed/4, buildings taken per group/3 (6)
//
// It is computed from View(s, p) alone.
func Observation(s State, p core.Player) []float32 {
	return AppendObservation(make([]float32, 0, ObservationSize(s.g.Cfg)), s, p)
}

// AppendObservation appends Observation(s, p) to dst and returns it, so a
// trainer that reuses dst (as a Batch does) observes without allocating.
func AppendObservation(dst []float32, s State, p core.Player) []float32 {
	v := View(s, p)
	g := &v.g
	n := g.n()
	size := ObservationSize(g.Cfg)
	dst = slices.Grow(dst, size)
	if n == 0 {
		start := len(dst)
		dst = dst[:start+size]
		clear(dst[start:])
		return dst
	}
	me := int(p)
	if me < 0 || me >= n {
		me = 0
	}
	o := obs{out: dst, me: me, n: n}
	for i := range g.Space {
		x := g.Space[i]
		o.hot(int(x.Kind), 6)
		o.seat(x.Owner)
		o.flag(x.Closed)
		o.flag(x.Barrel)
		o.flag(x.Prot)
		o.tileKind(x.Tile)
	}
	for d := range g.Group {
		o.hot(int(g.Group[d])+2, 6)
		o.f(int(g.StrTile[d]), 10)
	}
	for loc := range g.Occ {
		for k := range g.Occ[loc] {
			o.capo(g.Occ[loc][k])
		}
	}
	for _, q := range g.Park {
		o.capo(q)
	}
	for _, sh := range g.Ships {
		o.f(int(sh.Port), 7)
		o.f(int(sh.Barrels), shipCapacity)
		o.flag(sh.Crate >= 0)
		o.hot(int(sh.Crate), numCrates)
	}
	o.hot(int(g.Crate), numCrates)
	o.f(v.CrateStackSize(), numCrates)
	for r := 0; r < 3; r++ {
		o.tileKind(g.Right[r])
	}
	for r := 0; r < 3; r++ {
		o.f(int(g.MidN[r]), numMidSlots)
		top := int8(-1)
		if g.MidN[r] > 0 && int(g.MidN[r]) <= numMidSlots {
			top = g.Mid[r][g.MidN[r]-1]
		}
		o.tileKind(top)
	}
	for r := 0; r < 3; r++ {
		o.f(int(g.PileN[r]), 12)
	}
	o.bits(uint64(g.Discard), numOps)
	for _, h := range g.Display {
		if h >= 0 {
			o.hot(int(h)/4, 5)
		} else {
			o.hot(-1, 5)
		}
	}
	o.f(g.opsDeckLen(), numOps)
	o.f(g.bookPileLen(), numBooks)
	o.f(v.HelperDeckSize(), numHelpers)
	o.f(int(g.Supply), numBarrels)
	o.f(int(g.Act), 4)
	o.f(int(g.Round), 4)
	o.f(int(g.Turn), 4)
	o.hot(int(g.Phase), 5)
	o.hot(int(v.Decision()), int(DecisionOver)+1)
	var t step
	if top := g.top(); top != nil && g.Phase != phOver {
		t = *top
	}
	o.f(int(t.Left), 20)
	o.f(int(t.X)+1, 32)
	o.f(int(t.Y)+1, 32)
	o.f(int(g.SP), stackSize)
	if a := v.Active(); a != core.NoPlayer {
		o.seat(int8(a))
	} else {
		o.seat(-1)
	}
	o.seat(g.toMove())
	for _, q := range g.Upper {
		o.seat(q)
	}
	for _, q := range g.Lower {
		o.seat(q)
	}
	pd := g.Pend
	o.f(int(pd.Group)+1, numGroups+1)
	o.f(int(pd.Mode), 2)
	o.f(int(pd.Space)+1, numSpaces+1)
	o.flag(pd.Fee)
	o.f(int(pd.Card)+1, numOps+1)
	o.f(int(pd.Barrel), 1)
	o.f(int(pd.Ship)+1, numShips+1)
	for r := 0; r < 4; r++ {
		used := 0
		if r < n {
			used = int(pd.Used[(me+r)%n])
		}
		o.f(used, numFM)
	}
	o.f(int(g.War.District), numDistricts)
	o.f(int(g.War.Order)+1, 5)
	mine := &g.P[me]
	o.bits(uint64(mine.Hand), numOps)
	o.bits(uint64(mine.Books), numBooks)
	for r := 0; r < n; r++ {
		q := (me + r) % n
		o.player(g, int8(q))
	}
	return o.out
}

// obs builds an Observation.
type obs struct {
	out   []float32
	me, n int
}

// f appends x/scale, capped to [0, 1].
func (o *obs) f(x, scale int) {
	x = min(max(x, 0), scale)
	o.out = append(o.out, float32(x)/float32(scale))
}

func (o *obs) flag(b bool) {
	if b {
		o.out = append(o.out, 1)
	} else {
		o.out = append(o.out, 0)
	}
}

// hot appends a one-hot of n numbers, all zero when i is not in [0, n).
func (o *obs) hot(i, n int) {
	for k := 0; k < n; k++ {
		o.flag(k == i)
	}
}

// bits appends the first n bits of mask.
func (o *obs) bits(mask uint64, n int) {
	for k := 0; k < n; k++ {
		o.flag(mask&(1<<uint(k)) != 0)
	}
}

// seat appends seat q's one-hot relative to the observer (4 numbers).
func (o *obs) seat(q int8) {
	r := -1
	if q >= 0 && int(q) < o.n {
		r = (int(q) - o.me + o.n) % o.n
	}
	o.hot(r, 4)
}

// capo appends the occupant of a person or a Park spot: its seat, then 1
// for the neutral Capo.
func (o *obs) capo(q int8) {
	o.seat(q)
	o.flag(q == neutralCapo)
}

// tileKind appends the kind of City tile t as a one-hot (none for -1).
func (o *obs) tileKind(t int8) {
	k := -1
	if t >= 0 && t < numTiles {
		k = int(t) / 4
	}
	o.hot(k, 9)
}

// player appends seat q's board.
func (o *obs) player(g *game, q int8) {
	pl := &g.P[q]
	o.f(int(pl.Cash), 200)
	o.f(int(pl.Safe), 200)
	for t := range pl.Tracks {
		o.f(int(pl.Tracks[t]), int(trackMax[t]))
	}
	o.f(int(pl.FMSupply), numFM)
	o.f(int(pl.FMVIP), numFM)
	for z := range pl.FMDock {
		o.f(int(pl.FMDock[z]), numFM)
	}
	o.f(int(pl.Goons), numGoons)
	o.f(int(pl.Tokens), numTokens)
	o.f(int(pl.HandN), 10)
	o.f(int(pl.BooksN), numBooks)
	o.bits(uint64(pl.Cooked), numBooks)
	for _, c := range pl.Slots {
		o.flag(c >= 0)
		if c >= 0 {
			o.f(int(c)%10+1, 10)
		} else {
			o.f(0, 10)
		}
	}
	var tiles, played [9]int
	for t := 0; t < numTiles; t++ {
		if pl.Tiles&(1<<uint(t)) != 0 {
			tiles[t/4]++
		}
		if pl.Played&(1<<uint(t)) != 0 {
			played[t/4]++
		}
	}
	for _, c := range tiles {
		o.f(c, 4)
	}
	for _, c := range played {
		o.f(c, 4)
	}
	var liquors [5]int
	for h := 0; h < numHelpers; h++ {
		if pl.Helpers&(1<<uint(h)) != 0 {
			liquors[h/4]++
		}
	}
	for _, c := range liquors {
		o.f(c, 4)
	}
	o.bits(uint64(pl.Crates), numCrates)
	o.hot(int(pl.Assoc), numDistricts)
	for i := range pl.Truck {
		o.flag(pl.Truck[i] >= 0)
		o.f(int(pl.Truck[i])+1, numDistricts)
		o.f(int(pl.Load[i]), truckCapacity)
	}
	o.f(int(pl.Stills), stillsAreaMax)
	o.f(int(pl.Gone), numMobsterSE)
	o.f(int(g.Rest[q]), 16)
	o.f(int(g.Out[q]), 4)
	for gr := range pl.Taken {
		o.f(int(pl.Taken[gr]), 3)
	}
}

// InformationState is what p knows in s, as canonical text: the JSON of
// p's View, which holds all that Speakeasy lets p remember (p's own hand
// and Books; everything else but the other hands and Books is in the
// open, and the piles nobody sees are not stored). Two histories that
// leave p knowing the same give one information state.
func InformationState(s State, p core.Player) string {
	b, err := json.Marshal(View(s, p))
	if err != nil {
		return ""
	}
	return string(b)
}
