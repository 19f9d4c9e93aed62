package speakeasy

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
)

// The decision skeleton. A game's flow is a stack of pending decisions
// (a visit pushes its steps in the rulebook's top-to-bottom order, the last
// pushed resolving first); the Capo placement is the decision when nothing
// is pending. Each decision kind is one entry of the table decisions, its
// pieces side by side: what it asks, the moves it lists, why a move is
// refused, what a move does, and what its arguments must be when a state is
// decoded; the functions sit in the file of the rulebook section or
// location it belongs to.

// decision is one kind of pending decision.
type decision struct {
	prompt   string                                   // what the seat decides, for Prompt
	moves    uint64                                   // the move kinds it accepts, by bit
	optional bool                                     // "skip" finishes it
	skip     string                                   // what skipping does, for Describe
	legal    func(l *lister, g *game, t *step)        // offers its candidates; check filters them
	check    func(g *game, t *step, m *Move) reason   // why m is refused (zero reason: legal)
	apply    func(g *game, t *step, m Move, b *evbuf) // makes a move check accepted
	validate func(g *game, t *step) reason            // why its decoded arguments cannot be (zero: they can)
	on       uint64                                   // the decisions it stands on when the game pushes it, by bit (onBottom: none)
	stands   func(g *game, t, below *step) error      // why a decoded t cannot stand on below (nil at the bottom), nil if it can
}

// onBottom is the bit of on for the bottom of the stack: the decision
// stands on the Capo placement, the decision when nothing is pending,
// whose move pushed it.
const onBottom = 1 << stPlace

// Decision kinds: the decisions (and a few automatic effects) a visit is
// made of. Their rules are in the files named here.
const (
	stPlace       = iota // the Capo placement (nothing pending): turn.go
	stBook               // gain a Book: rewards.go
	stRaise              // raise a track by 1: rewards.go
	stHelper             // gain a Helper card: rewards.go
	stFM                 // gain a Family Member: rewards.go
	stHire               // hire Goons: rewards.go
	stBuild              // choose a building: building.go
	stSpace              // choose its space: building.go
	stFee                // use the Associate in a takeover: takeover.go
	stCasinoCard         // discard a card for a Casino: city_planning_office.go
	stPlayOps            // play an Operations card: rewards.go
	stSell               // sell barrels: rewards.go
	stProtect            // Get Protection: city_hall.go
	stTruckMenu          // Pick up and deliver, which Truck: trucks.go
	stTruck              // move one Truck: trucks.go
	stAmbushMenu         // ambush a Ship: docks.go
	stAmbushFM           // add Family Members to the ambush: docks.go
	stBarrel             // place the won barrel: docks.go
	stRestDiscard        // the Restaurant's discard: restaurant.go
	stRestMenu           // the Restaurant's two actions: restaurant.go
	stTiles              // play City tiles: restaurant.go
	stCook               // cook Books: restaurant.go
	stAssociate          // get an Associate: commission.go
	stReward             // the Park victim's reward: park.go
	stDrop               // the City tile limit: turn.go
	stDefend             // the Mob War defence: act.go
	stAutoToken          // automatic: City Hall's right person's Leverage token: city_hall.go
	stAutoGoon           // automatic: the Docks' left person's free Goon: docks.go
	stAutoMarker         // automatic: the Turn Order marker to the lower row: restaurant.go
	numStepKinds
)

// decisions is the table of the decision kinds, one entry each: what it
// asks (prompt), the moves it accepts (moves; optional ones "skip" too,
// with the words for skipping), the candidates it lists (legal), why a
// move is refused (check), what a move does (apply), why a decoded
// step's arguments cannot be (validate), the decisions it stands on when
// the game pushes it (on: the move that pushed it belongs to that one, or
// pushed it and finished, or pushed it with the visit's other steps) and
// why a decoded step cannot stand on the one below it (stands: their
// arguments, or the position, say the game never put it there). The
// functions sit in the file of the rulebook section or location the
// decision belongs to, named in each entry's comment. The three automatic
// steps have a prompt, a validate and their place only: callAuto runs
// them when they come to the top.
var decisions [numStepKinds]decision

func init() {
	decisions = [numStepKinds]decision{
		// the Capo placement: a free person of a location, the Restaurant
		// (restaurant.go) or the Park (park.go); a pass only when none is possible.
		// (turn.go)
		stPlace: {
			prompt: "place a Capo at a free person, go to the Restaurant or use the Park",
			moves:  kinds(MoveKindPlace, MoveKindRestaurant, MoveKindPark, MoveKindPass),
			legal:  legalPlace, check: checkPlace, apply: applyPlace, validate: validatePlace,
		},
		// gain a Book (the Contractor Office's left person). (rewards.go)
		stBook: {
			prompt: "gain a Book, or skip", skip: "Do not gain a Book",
			moves: kinds(MoveKindBook), optional: true,
			legal: legalBook, check: checkBook, apply: applyBook, validate: noArgs,
			on: steps(stBuild), stands: standsBook,
		},
		// raise Strength or any Operations level by 1 (only an Operations level for a
		// building space's or the M7 Associate's benefit). (rewards.go)
		stRaise: {
			prompt: "choose a track to raise by 1, or skip", skip: "Raise no track",
			moves: kinds(MoveKindRaise), optional: true,
			legal: legalRaise, check: checkRaise, apply: applyRaise, validate: validateRaise,
			on: steps(stBuild, stPlayOps, stTruckMenu, stRaise, stAssociate, stHire, stTiles, stRestMenu, stPlace), stands: standsRaise,
		},
		// gain a Helper card from the display (which refills at once). (rewards.go)
		stHelper: {
			prompt: "choose a Helper card from the display, or skip", skip: "Take no Helper card",
			moves: kinds(MoveKindHelper), optional: true,
			legal: legalHelper, check: checkHelper, apply: applyHelper, validate: noArgs,
			on: steps(stAssociate, stBuild, stPlayOps, stRaise, stHire, stPlace), stands: standsHelper,
		},
		// gain a Family Member, into the VIP area or a Docks Zone. (rewards.go)
		stFM: {
			prompt: "choose where your new Family Member goes, or skip", skip: "Gain no Family Member",
			moves: kinds(MoveKindFamilyMember), optional: true,
			legal: legalFM, check: checkFM, apply: applyFM, validate: noArgs,
			on: steps(stHire, stAssociate, stTiles, stRestMenu, stBuild, stPlace), stands: standsFM,
		},
		// hire up to two Goons at $2 each. (rewards.go)
		stHire: {
			prompt: "hire 1 or 2 Goons at $2 each, or skip", skip: "Hire no Goons",
			moves: kinds(MoveKindHire), optional: true,
			legal: legalHire, check: checkHire, apply: applyHire, validate: noArgs,
			on: steps(stProtect, stPlace),
		},
		// choose the next building (up to Left more) at the Contractor Office (site 0:
		// Speakeasies and the Stills) or the City Planning Office (site 1: Nightclubs and
		// Casinos), or finish building. (building.go)
		stBuild: {
			prompt: "choose a building to open, upgrade to or take over with, or finish building", skip: "Finish building",
			moves: kinds(MoveKindOpen, MoveKindUpgrade, MoveKindTakeover), optional: true,
			legal: legalBuild, check: checkBuild, apply: applyBuild, validate: validateBuild,
			on: steps(stPlayOps, stRaise, stPlace), stands: standsBuild,
		},
		// choose the space for the building being placed. (building.go)
		stSpace: {
			prompt: "choose the space for the building",
			moves:  kinds(MoveKindAt),
			legal:  legalSpace, check: checkSpace, apply: applySpace, validate: validateSpace,
			on: steps(stBuild, stPlayOps, stRaise, stPlace), stands: standsSpace,
		},
		// add the Associate's strength (and pay its fee) or not. (takeover.go)
		stFee: {
			prompt: "choose whether to pay your Associate's fee and add their strength",
			moves:  kinds(MoveKindFee),
			legal:  legalFee, check: checkFee, apply: applyFee, validate: validateFee,
			on: steps(stBuild, stPlayOps, stRaise, stPlace), stands: standsFee,
		},
		// a Casino costs an Operations card from the hand too. (city_planning_office.go)
		stCasinoCard: {
			prompt: "discard an Operations card for the Casino",
			moves:  kinds(MoveKindDiscard),
			legal:  legalCasinoCard, check: checkDiscard, apply: applyCasinoCard, validate: validateCasinoCard,
			on: steps(stBuild, stPlayOps, stRaise), stands: standsCasinoCard,
		},
		// play an Operations card (of one type, or any): it goes in its slot and acts at
		// the player's level. (rewards.go)
		stPlayOps: {
			prompt: "choose an Operations card to play, or skip", skip: "Play no Operations card",
			moves: kinds(MoveKindPlay), optional: true,
			legal: legalPlayOps, check: checkPlayOps, apply: applyPlayOps, validate: validatePlayOps,
			on: steps(stAmbushMenu, stRestMenu, stPlace), stands: standsPlayOps,
		},
		// sell the barrels at up to Left of your Operating buildings (a Party card; one
		// for a Private Party tile). (rewards.go)
		stSell: {
			prompt: "choose a barrel to sell, or finish selling", skip: "Finish selling",
			moves: kinds(MoveKindSell), optional: true,
			legal: legalSell, check: checkSell, apply: applySell, validate: countOnly,
			on: steps(stTiles, stRestMenu, stPlace), stands: standsSell,
		},
		// Get Protection: send Family Members from your VIP area to your unprotected
		// buildings, each for the Leverage price of your Turn Order column. The budget
		// (Left) is the Leverage printed on your slotted cards and Connection Crates (+
		// the VIP Room bonus for a VIP Room card); Leverage tokens top it up, and what is
		// left is lost (House rule HOUSE-4.8). A protected building is immune to cops,
		// and a Closed one reopens. (city_hall.go)
		stProtect: {
			prompt: "choose a building to protect, or finish Get Protection", skip: "Finish Get Protection",
			moves: kinds(MoveKindProtect), optional: true,
			legal: legalProtect, check: checkProtect, apply: applyProtect, validate: validateProtect,
			on: steps(stAutoToken, stRestMenu, stPlace), stands: standsProtect,
		},
		// choose the next Truck to move, or finish. (trucks.go)
		stTruckMenu: {
			prompt: "choose a Truck to move, or finish Pick up and deliver", skip: "Finish Pick up and deliver",
			moves: kinds(MoveKindTruck), optional: true,
			legal: legalTruckMenu, check: checkTruckMenu, apply: applyTruckMenu, validate: validateTruckMenu,
			on: steps(stTiles, stRestMenu, stPlace), stands: standsTruckMenu,
		},
		// move one Truck (Left is its movement), pick up, buy, deliver, or end its move.
		// (trucks.go)
		stTruck: {
			prompt: "move the Truck, pick up or deliver, or end its move", skip: "End this Truck's move",
			moves: kinds(MoveKindEnter, MoveKindDrive, MoveKindPickUp, MoveKindBuy, MoveKindDeliver), optional: true,
			legal: legalTruck, check: checkTruck, apply: applyTruck, validate: validateTruck,
			on: steps(stTruckMenu, stTiles, stRestMenu, stPlace), stands: standsTruck,
		},
		// choose a Ship to ambush, or skip. (docks.go)
		stAmbushMenu: {
			prompt: "choose a Ship to ambush, or skip", skip: "Ambush no Ship",
			moves: kinds(MoveKindAmbush), optional: true,
			legal: legalAmbushMenu, check: checkAmbushMenu, apply: applyAmbushMenu, validate: noArgs,
			on: steps(stPlace),
		},
		// add Family Members from the Docks Zone, or attack. (docks.go)
		stAmbushFM: {
			prompt: "add Family Members to the ambush, or attack",
			moves:  kinds(MoveKindUse, MoveKindAttack),
			legal:  legalAmbushFM, check: checkAmbushFM, apply: applyAmbushFM, validate: validAmbushFM,
			on: steps(stPlace), stands: standsAmbushFM,
		},
		// the won barrel goes beside one of your Operating buildings without a barrel, or
		// on your Operating Stills area. (docks.go)
		stBarrel: {
			prompt: "choose where the won barrel goes",
			moves:  kinds(MoveKindBarrel),
			legal:  legalBarrel, check: checkBarrel, apply: applyBarrel, validate: validateBarrel,
			on: steps(stPlace),
		},
		// the compulsory discard (Left cards). (restaurant.go)
		stRestDiscard: {
			prompt: "discard an Operations card for the Restaurant",
			moves:  kinds(MoveKindDiscard),
			legal:  legalRestDiscard, check: checkDiscard, apply: applyRestDiscard, validate: countOnly,
			on: steps(stAutoMarker), stands: standsRestDiscard,
		},
		// the next of the two different actions (Left to go), or finish. (restaurant.go)
		stRestMenu: {
			prompt: "choose a Restaurant action, or finish", skip: "Leave the Restaurant",
			moves: kinds(MoveKindDo), optional: true,
			legal: legalRestMenu, check: checkRestMenu, apply: applyRestMenu, validate: validateRestMenu,
			on: steps(stPlace),
		},
		// play up to two City tiles (a tile gained in this action may be one); they go to
		// the middle column at the end of the turn. (restaurant.go)
		stTiles: {
			prompt: "choose a City tile to play, or finish", skip: "Play no more City tiles",
			moves: kinds(MoveKindTile), optional: true,
			legal: legalTiles, check: checkTiles, apply: applyTiles, validate: countOnly,
			on: steps(stRestMenu, stPlace), stands: standsTiles,
		},
		// cook up to three Books whose condition is met now; each pays Safe money (House
		// rule HOUSE-4.11). (restaurant.go)
		stCook: {
			prompt: "choose a Book to cook, or finish", skip: "Cook no more Books",
			moves: kinds(MoveKindCook), optional: true,
			legal: legalCook, check: checkCook, apply: applyCook, validate: countOnly,
			on: steps(stRestMenu, stPlace), stands: standsCook,
		},
		// Get an Associate: any Mobster on the Mobster board that is nobody's
		// Associate (the old one goes back City side up); an immediate power acts at
		// once, an ongoing one while it stays. (commission.go)
		stAssociate: {
			prompt: "choose a Mobster as your Associate, or skip", skip: "Take no Associate",
			moves: kinds(MoveKindAssociate), optional: true,
			legal: legalAssociate, check: checkAssociate, apply: applyAssociate, validate: noArgs,
			on: steps(stHire),
		},
		// the swapped-away player's reward, before the swapper's visit. (park.go)
		stReward: {
			prompt: "swapped to the Park: choose a Leverage token, a Book or a City tile",
			moves:  kinds(MoveKindReward),
			legal:  legalReward, check: checkReward, apply: applyReward, validate: noArgs,
			on: steps(stBook, stRaise, stHelper, stBuild, stFM, stHire, stProtect, stAssociate, stAutoGoon, stPlayOps), stands: standsReward,
		},
		// the City tile limit: a seat holding more than four City tiles at the end of
		// a turn puts one on the middle column. (turn.go)
		stDrop: {
			prompt: "you hold more than four City tiles: choose one for the middle column",
			moves:  kinds(MoveKindDrop),
			legal:  legalDrop, check: checkDrop, apply: applyDrop, validate: noArgs,
			on: steps(stPlace),
		},
		// a seat whose defence falls short of the invading Strength returns the Goons
		// that make up the difference and holds the district, or returns none and loses
		// it (House rules HOUSE-4.16 and HOUSE-4.20). (act.go)
		stDefend: {
			prompt: "choose whether to return Goons to hold the district",
			moves:  kinds(MoveKindDefend),
			legal:  legalDefend, check: checkDefend, apply: applyDefend, validate: validateDefend,
			on: steps(stPlace),
		},
		// the right person's Leverage token, between the Get Protection and the VIP
		// Room card. (city_hall.go)
		stAutoToken: {
			prompt:   "gain a Leverage token",
			validate: noArgs,
			on:       steps(stPlayOps), stands: standsAutoToken,
		},
		// the left person's free Goon. (docks.go)
		stAutoGoon: {
			prompt:   "gain a free Goon",
			validate: noArgs,
			on:       steps(stPlayOps), stands: standsAutoGoon,
		},
		// puts the Turn Order marker on the lower row; the Leverage price changes at
		// once. (restaurant.go)
		stAutoMarker: {
			prompt:   "move the Turn Order marker",
			validate: validateAutoMarker,
			on:       steps(stRestMenu), stands: standsAutoMarker,
		},
	}
	for k := range decisions {
		if decisions[k].optional {
			decisions[k].moves |= 1 << MoveKindSkip
		}
	}
	decisionKinds = newDecisionKinds()
}

// steps is a set of decision kinds, by bit (stPlace's: the bottom of the stack).
func steps(ks ...int8) uint64 {
	var m uint64
	for _, k := range ks {
		m |= 1 << k
	}
	return m
}

// kinds is the set of move kinds a decision accepts.
func kinds(ks ...MoveKind) uint64 {
	var m uint64
	for _, k := range ks {
		m |= 1 << k
	}
	return m
}

// step is one pending decision: its kind, the seat deciding, what it still
// allows (Left) and its own arguments (X, Y). Each decision names its
// arguments through the accessors below; nothing else reads X and Y.
type step struct {
	K    int8
	Who  int8
	Left int8
	X    int8
	Y    int8
}

// The decisions' named arguments.
func (t *step) opsOnly() bool     { return t.X == 1 }    // stRaise: Operations tracks only
func (t *step) site() int8        { return t.X }         // stBuild: 0 Contractor, 1 City Planning
func (t *step) group() int8       { return t.X }         // stSpace: the building group
func (t *step) mode() int8        { return t.Y }         // stSpace: open, upgrade or take over
func (t *step) opsType() int8     { return t.X }         // stPlayOps: the type to play, -1 any
func (t *step) rangeBonus() int8  { return t.X }         // stTruckMenu: +2 from a Fleet card
func (t *step) moved() int8       { return t.Y }         // stTruckMenu: the Trucks moved (bits)
func (t *step) singleTruck() bool { return t.Left == 1 } // stTruckMenu: one Truck, range 3
func (t *step) truck() int8       { return t.X }         // stTruck: which Truck
func (t *step) done() int8        { return t.X }         // stRestMenu: the actions done (bits)
func (t *step) need() int8        { return t.X }         // stDefend: the Goons that hold it
func (t *step) column() int8      { return t.X }         // stAutoMarker: the lower-row column

// push puts a decision for seat who on the stack, with what it allows
// (left) and its arguments x, y.
func (g *game) push(k int8, who int8, left, x, y int8) {
	if int(g.SP) >= stackSize {
		return
	}
	g.Stack[g.SP] = step{K: k, Who: who, Left: left, X: x, Y: y}
	g.SP++
}

func (g *game) top() *step {
	if g.SP == 0 {
		return nil
	}
	return &g.Stack[g.SP-1]
}

func (g *game) pop() {
	if g.SP > 0 {
		g.SP--
		g.Stack[g.SP] = step{}
	}
}

// countDown uses one of what a decision allows, and finishes it after the last.
func (g *game) countDown(t *step) {
	t.Left--
	if t.Left <= 0 {
		g.pop()
	}
}

// kind is the kind of the decision ToMove decides now.
func (g *game) kind() int8 {
	if g.SP == 0 {
		return stPlace
	}
	return g.Stack[g.SP-1].K
}

// current is the decision ToMove decides now, and its step (nil for the
// Capo placement).
func (g *game) current() (*decision, *step) {
	t := g.top()
	if t == nil {
		return &decisions[stPlace], nil
	}
	return &decisions[t.K], t
}

// Legal lists every move ToMove(s) may make now, in a fixed order.
func Legal(s State) []Move {
	if s.g.Phase == phOver {
		return nil
	}
	return AppendLegal(make([]Move, 0, 16), s)
}

// AppendLegal appends Legal(s) to dst and returns it, so a bot's playout
// can reuse one buffer and allocate nothing.
func AppendLegal(dst []Move, s State) []Move { return s.g.appendLegal(dst) }

// appendLegal is AppendLegal on the game itself, which a playout lists
// without copying the State.
func (g *game) appendLegal(dst []Move) []Move {
	if g.Phase == phOver || g.N == 0 || (g.SP == 0 && g.Phase != phPlace) {
		return dst
	}
	d, t := g.current()
	l := newLister(g, dst)
	callLegal(l.k, &l, g, t)
	if d.optional {
		l.try(g, SkipMove(l.by()))
	}
	return l.out
}

// lister gathers candidates; the game is passed beside it, not inside, so
// the state Legal reads stays on the stack.
type lister struct {
	who   int8
	k     int8   // the decision's kind
	moves uint64 // the move kinds it takes
	out   []Move
}

// newLister lists the moves of g's current decision (the game not over:
// the seat is the step's, else the active seat) after dst. It holds
// what check's preamble would work out again for every candidate: the
// seat, the decision and the move kinds it takes. It holds no pointer into
// g, which would make the state escape to the heap.
func newLister(g *game, dst []Move) lister {
	d, t := g.current()
	if t == nil {
		return lister{who: g.Active, k: stPlace, moves: d.moves, out: dst}
	}
	return lister{who: t.Who, k: t.K, moves: d.moves, out: dst}
}

// The hot half of the decision table: Legal, check, Apply and advance call
// each decision's pieces through these switches, by name, and never
// through the table's function values, because a call through a function
// value makes the state it is given escape to the heap (one allocation of
// the whole State per call). TestDispatchIsTheTable checks that every
// switch calls what the table declares.

func callLegal(k int8, l *lister, g *game, t *step) {
	switch k {
	case stPlace:
		legalPlace(l, g, t)
	case stBook:
		legalBook(l, g, t)
	case stRaise:
		legalRaise(l, g, t)
	case stHelper:
		legalHelper(l, g, t)
	case stFM:
		legalFM(l, g, t)
	case stHire:
		legalHire(l, g, t)
	case stBuild:
		legalBuild(l, g, t)
	case stSpace:
		legalSpace(l, g, t)
	case stFee:
		legalFee(l, g, t)
	case stCasinoCard:
		legalCasinoCard(l, g, t)
	case stPlayOps:
		legalPlayOps(l, g, t)
	case stSell:
		legalSell(l, g, t)
	case stProtect:
		legalProtect(l, g, t)
	case stTruckMenu:
		legalTruckMenu(l, g, t)
	case stTruck:
		legalTruck(l, g, t)
	case stAmbushMenu:
		legalAmbushMenu(l, g, t)
	case stAmbushFM:
		legalAmbushFM(l, g, t)
	case stBarrel:
		legalBarrel(l, g, t)
	case stRestDiscard:
		legalRestDiscard(l, g, t)
	case stRestMenu:
		legalRestMenu(l, g, t)
	case stTiles:
		legalTiles(l, g, t)
	case stCook:
		legalCook(l, g, t)
	case stAssociate:
		legalAssociate(l, g, t)
	case stReward:
		legalReward(l, g, t)
	case stDrop:
		legalDrop(l, g, t)
	case stDefend:
		legalDefend(l, g, t)
	}
}

func callCheck(k int8, g *game, t *step, m *Move) reason {
	switch k {
	case stCasinoCard, stRestDiscard:
		return checkDiscard(g, t, m)
	case stPlace:
		return checkPlace(g, t, m)
	case stBook:
		return checkBook(g, t, m)
	case stRaise:
		return checkRaise(g, t, m)
	case stHelper:
		return checkHelper(g, t, m)
	case stFM:
		return checkFM(g, t, m)
	case stHire:
		return checkHire(g, t, m)
	case stBuild:
		return checkBuild(g, t, m)
	case stSpace:
		return checkSpace(g, t, m)
	case stFee:
		return checkFee(g, t, m)
	case stPlayOps:
		return checkPlayOps(g, t, m)
	case stSell:
		return checkSell(g, t, m)
	case stProtect:
		return checkProtect(g, t, m)
	case stTruckMenu:
		return checkTruckMenu(g, t, m)
	case stTruck:
		return checkTruck(g, t, m)
	case stAmbushMenu:
		return checkAmbushMenu(g, t, m)
	case stAmbushFM:
		return checkAmbushFM(g, t, m)
	case stBarrel:
		return checkBarrel(g, t, m)
	case stRestMenu:
		return checkRestMenu(g, t, m)
	case stTiles:
		return checkTiles(g, t, m)
	case stCook:
		return checkCook(g, t, m)
	case stAssociate:
		return checkAssociate(g, t, m)
	case stReward:
		return checkReward(g, t, m)
	case stDrop:
		return checkDrop(g, t, m)
	case stDefend:
		return checkDefend(g, t, m)
	}
	return why(rNoSuchDecision)
}

func callApply(k int8, g *game, t *step, m Move, b *evbuf) {
	switch k {
	case stPlace:
		applyPlace(g, t, m, b)
	case stBook:
		applyBook(g, t, m, b)
	case stRaise:
		applyRaise(g, t, m, b)
	case stHelper:
		applyHelper(g, t, m, b)
	case stFM:
		applyFM(g, t, m, b)
	case stHire:
		applyHire(g, t, m, b)
	case stBuild:
		applyBuild(g, t, m, b)
	case stSpace:
		applySpace(g, t, m, b)
	case stFee:
		applyFee(g, t, m, b)
	case stCasinoCard:
		applyCasinoCard(g, t, m, b)
	case stPlayOps:
		applyPlayOps(g, t, m, b)
	case stSell:
		applySell(g, t, m, b)
	case stProtect:
		applyProtect(g, t, m, b)
	case stTruckMenu:
		applyTruckMenu(g, t, m, b)
	case stTruck:
		applyTruck(g, t, m, b)
	case stAmbushMenu:
		applyAmbushMenu(g, t, m, b)
	case stAmbushFM:
		applyAmbushFM(g, t, m, b)
	case stBarrel:
		applyBarrel(g, t, m, b)
	case stRestDiscard:
		applyRestDiscard(g, t, m, b)
	case stRestMenu:
		applyRestMenu(g, t, m, b)
	case stTiles:
		applyTiles(g, t, m, b)
	case stCook:
		applyCook(g, t, m, b)
	case stAssociate:
		applyAssociate(g, t, m, b)
	case stReward:
		applyReward(g, t, m, b)
	case stDrop:
		applyDrop(g, t, m, b)
	case stDefend:
		applyDefend(g, t, m, b)
	}
}

// automatic reports whether step kind k is an automatic step, which
// callAuto runs when it comes to the top: it has a prompt and a validate in
// the table, no moves.
func automatic(k int8) bool { return k >= stAutoToken && k < numStepKinds }

func callAuto(k int8, g *game, t step, b *evbuf) {
	switch k {
	case stAutoToken:
		autoAutoToken(g, t, b)
	case stAutoGoon:
		autoAutoGoon(g, t, b)
	case stAutoMarker:
		autoAutoMarker(g, t, b)
	}
}

// by is the seat whose moves are listed.
func (l *lister) by() core.Player { return core.Player(l.who) }

// try lists m if it is legal: check on a move of the seat that decides,
// without the preamble the lister has already made once.
func (l *lister) try(g *game, m Move) {
	if l.moves&(1<<m.Kind) == 0 {
		return
	}
	if m.Kind == MoveKindSkip || callCheck(l.k, g, g.top(), &m).OK() {
		l.out = append(l.out, m)
	}
}

// each tries the moves of kind k with the arguments 0 to n-1, setting the
// one field that holds it in place (no per-move dispatch).
func (l *lister) each(g *game, k MoveKind, n int) {
	if l.moves&(1<<k) == 0 {
		return
	}
	m := Move{By: l.by(), Kind: k}
	f := m.argField()
	t := g.top()
	for i := 0; i < n; i++ {
		*f = int8(i)
		l.tryAt(g, t, &m)
	}
}

// ownSpaces is each over the building spaces, trying only those t.Who owns:
// for the moves whose check refuses every other space (protect, sell, place
// a won barrel).
func (l *lister) ownSpaces(g *game, t *step, k MoveKind) {
	if l.moves&(1<<k) == 0 {
		return
	}
	m := Move{By: l.by(), Kind: k}
	f := m.argField()
	for sp := range g.Space {
		if g.Space[sp].Owner != t.Who {
			continue
		}
		*f = int8(sp)
		l.tryAt(g, t, &m)
	}
}

// tryAt is try for a kind the decision takes other than skip, with its
// step t, on m in place: each and bitsOf look the decision up once for all
// their moves.
func (l *lister) tryAt(g *game, t *step, m *Move) {
	if callCheck(l.k, g, t, m).OK() {
		l.out = append(l.out, *m)
	}
}

// bitsOf tries the moves of kind k with each argument in mask.
func (l *lister) bitsOf(g *game, k MoveKind, mask bitset.Set) {
	if l.moves&(1<<k) == 0 {
		return
	}
	m := Move{By: l.by(), Kind: k}
	f := m.argField()
	t := g.top()
	for mask != 0 {
		i := mask.First()
		mask = mask.Without(i)
		*f = int8(i)
		l.tryAt(g, t, &m)
	}
}

// check says why m may not be made now (the zero reason when it may). m.By
// is ToMove. Legal and Apply both use it, so they cannot disagree.
func (g *game) check(m *Move) reason {
	if p := int8(m.By); p < 0 || int(p) >= g.n() {
		return why(rNoSuchSeat)
	}
	if g.SP == 0 && g.Phase != phPlace {
		return why(rNothingDecide)
	}
	d, t := g.current()
	if d.moves&(1<<m.Kind) == 0 {
		if m.Kind == MoveKindSkip {
			return why(rCompulsory, int(g.kind()))
		}
		if t == nil {
			return why(rPlaceCapoFirst)
		}
		return why(rWrongStep, int(t.K))
	}
	if m.Kind == MoveKindSkip {
		return reason(0)
	}
	return callCheck(g.kind(), g, t, m)
}

// exec makes a move check has accepted.
func (g *game) exec(m Move, b *evbuf) {
	t := g.top()
	if m.Kind == MoveKindSkip {
		g.pop()
		return
	}
	callApply(g.kind(), g, t, m, b)
}

// Apply makes a move. It never modifies the caller's state: the State is a
// value of arrays, so the copy Apply receives shares no memory with it. A
// View is refused with ErrBadState: determinize it first.
func Apply(s State, m Move) (State, []core.Event, error) {
	// s is Apply's own copy (the State is a value of arrays), so the move
	// is made on it in place.
	var b evbuf
	if err := s.g.move(m, &b); err != nil {
		return s, nil, err
	}
	return s, b.Events(), nil
}

// AppendApply makes m on *s itself, as Apply would, and appends its events
// to dst, writing them into the event values dst's spare capacity already
// points to: a server that hands back the last move's slice emptied
// (dst[:0]) makes moves without allocating. A refused move leaves *s as it
// was and returns dst unchanged, with Apply's error.
func AppendApply(dst []core.Event, s *State, m Move) ([]core.Event, error) {
	var b evbuf
	b.Into(dst)
	if err := s.g.move(m, &b); err != nil {
		return dst, err
	}
	return b.Events(), nil
}

// move is the one path of a move, for Apply, AppendApply and ApplyInPlace:
// m checked (nothing can fail after that), then made on g with what
// follows it until the next decision, its events into b (nil: none
// built). A refused move leaves g untouched.
func (g *game) move(m Move, b *evbuf) error {
	if err := g.checkMove(m); err != nil {
		return err
	}
	g.exec(m, b)
	g.advance(b)
	return nil
}

// checkMove is the error Apply gives for m, or nil when m is legal: a View,
// the end of the game, another seat's decision, a malformed move, then the
// rule the move breaks.
func (g *game) checkMove(m Move) error {
	if g.Viewer != 0 {
		viewer := core.NoPlayer // a spectator's
		if g.Viewer > 0 {
			viewer = core.Player(g.Viewer - 1)
		}
		return envelope.ViewNotPlayable(viewer)
	}
	if g.Phase == phOver {
		return core.Errorf(core.ErrGameOver, "the final scoring after Act 4 has ended the game")
	}
	if g.N == 0 {
		return core.Errorf(core.ErrBadState, "not a game: start one with New")
	}
	if w := g.toMove(); int8(m.By) != w {
		return core.Errorf(core.ErrNotYourTurn, "%s decides now, not %s", core.Player(w), m.By)
	}
	if m.Kind == 0 || m.Kind >= numMoveKinds {
		return core.Errorf(core.ErrIllegalMove, "not a move: its kind is not one of the notation's verbs (kind %d)", m.Kind)
	}
	if stray := m.strayFields(); stray != nil {
		return core.Errorf(core.ErrIllegalMove, "%s", codec.UnusedFields(verbs[m.Kind], stray...))
	}
	if r := g.check(&m); !r.OK() {
		return Reasons.Err(r, m)
	}
	return nil
}

// advance runs everything automatic until a seat must decide: automatic
// steps, the end of a visit and of a turn, the end of an Act.
func (g *game) advance(b *evbuf) {
	for guard := 0; guard < 1000; guard++ {
		if g.Phase == phOver {
			return
		}
		if t := g.top(); t != nil {
			if !automatic(t.K) {
				return
			}
			st := *t
			g.pop()
			callAuto(st.K, g, st, b)
			continue
		}
		switch g.Phase {
		case phPlace:
			return
		case phVisit:
			g.endVisit()
		case phLimit:
			if !g.endTurn(b) {
				return
			}
		case phWar:
			if !g.mobWar(b) {
				return
			}
			g.afterWar(b)
		}
	}
}

// reason is why a move may not be made now: a core.Reason, the code of the
// rule broken (its name and words in the Reasons table, words.go) and up to
// four numbers, one machine word, turned into words only when Apply returns
// it as an error; so Legal, which checks many candidates, pays nothing for
// the ones it rejects. The zero reason means the move is legal.
type reason = core.Reason

// why is the reason of code with its numbers.
func why(code core.ReasonCode, args ...int) reason { return core.Why(code, args...) }

// unless is the reason t breaks law code (with more arguments) when ok
// does not hold, zero when it does.
func unless(ok bool, t *step, code core.ReasonCode, more ...int) reason {
	if ok {
		return 0
	}
	return t.law(code, more...)
}

// law is the reason a decoded decision t breaks law code: the law's words
// name its kind and seat, then more.
func (t *step) law(code core.ReasonCode, more ...int) reason {
	return why(code, append([]int{int(t.K), int(t.Who)}, more...)...)
}
