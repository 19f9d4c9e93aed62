package speakeasy

import "github.com/mafiarules/sdk/core"

// The decision skeleton. A game's flow is a stack of pending decisions
// (a visit pushes its steps in the rulebook's top-to-bottom order, the last
// pushed resolving first); the Capo placement is the decision when nothing
// is pending. Each decision kind is declared once, in the file of the
// rulebook section it belongs to, as a decision value whose pieces stand
// side by side: what it asks, the moves it lists, why a move is refused,
// what a move does, and what its arguments must be when a state is decoded.

// decision is one kind of pending decision.
type decision struct {
	prompt   string                                   // what the seat decides, for Prompt
	moves    uint64                                   // the move kinds it accepts, by bit
	optional bool                                     // "skip" finishes it
	skip     string                                   // what skipping does, for Describe
	legal    func(l *lister, g *game, t *step)        // offers its candidates; check filters them
	check    func(g *game, t *step, m Move) reason    // why m is refused (zero reason: legal)
	apply    func(g *game, t *step, m Move, b *evbuf) // makes a move check accepted
	valid    func(g *game, t *step) string            // why its decoded arguments cannot be ("" they can)
	auto     func(g *game, t step, b *evbuf)          // an automatic step: runs when it comes up
}

// Decision kinds: the decisions (and a few automatic effects) a visit is
// made of. Their declarations are in the files of their rulebook sections.
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

// decisions is the table of decision kinds.
var decisions [numStepKinds]*decision

func init() {
	decisions = [numStepKinds]*decision{
		stPlace: &decidePlace, stBook: &decideBook, stRaise: &decideRaise, stHelper: &decideHelper,
		stFM: &decideFM, stHire: &decideHire, stBuild: &decideBuild, stSpace: &decideSpace,
		stFee: &decideFee, stCasinoCard: &decideCasinoCard, stPlayOps: &decidePlayOps,
		stSell: &decideSell, stProtect: &decideProtect, stTruckMenu: &decideTruckMenu,
		stTruck: &decideTruck, stAmbushMenu: &decideAmbushMenu, stAmbushFM: &decideAmbushFM,
		stBarrel: &decideBarrel, stRestDiscard: &decideRestDiscard, stRestMenu: &decideRestMenu,
		stTiles: &decideTiles, stCook: &decideCook, stAssociate: &decideAssociate,
		stReward: &decideReward, stDrop: &decideDrop, stDefend: &decideDefend,
		stAutoToken: &autoToken, stAutoGoon: &autoGoon, stAutoMarker: &autoMarker,
	}
	for _, d := range decisions {
		if d.optional {
			d.moves |= 1 << MoveKindSkip
		}
	}
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
		return decisions[stPlace], nil
	}
	return decisions[t.K], t
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
func AppendLegal(dst []Move, s State) []Move {
	g := &s.g
	if g.Phase == phOver || g.N == 0 || (g.SP == 0 && g.Phase != phPlace) {
		return dst
	}
	l := lister{who: g.toMove(), out: dst}
	d, t := g.current()
	callLegal(g.kind(), &l, g, t)
	if d.optional {
		l.try(g, SkipMove(l.by()))
	}
	return l.out
}

// lister gathers candidates; the game is passed beside it, not inside, so
// the state Legal reads stays on the stack.
type lister struct {
	who int8
	out []Move
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

func callCheck(k int8, g *game, t *step, m Move) reason {
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

// try lists m if it is legal.
func (l *lister) try(g *game, m Move) {
	if g.check(m).OK() {
		l.out = append(l.out, m)
	}
}

// each tries the moves of kind k with the arguments 0 to n-1, setting the
// one field that holds it in place (no per-move dispatch).
func (l *lister) each(g *game, k MoveKind, n int) {
	m := Move{By: l.by(), Kind: k}
	f := m.argField()
	for i := 0; i < n; i++ {
		*f = int8(i)
		l.try(g, m)
	}
}

// bitsOf tries the moves of kind k with each argument in mask.
func (l *lister) bitsOf(g *game, k MoveKind, mask core.Bits) {
	m := Move{By: l.by(), Kind: k}
	f := m.argField()
	for mask != 0 {
		i := mask.First()
		mask = mask.Without(i)
		*f = int8(i)
		l.try(g, m)
	}
}

// check says why m may not be made now (the zero reason when it may). m.By
// is ToMove. Legal and Apply both use it, so they cannot disagree.
func (g *game) check(m Move) reason {
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
	if err := s.g.checkMove(m); err != nil {
		return s, nil, err
	}
	// s is Apply's own copy (the State is a value of arrays), and nothing
	// can fail from here on, so the move is made in place.
	g := &s.g
	var b evbuf
	g.exec(m, &b)
	g.advance(&b)
	return s, b.Events(), nil
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
		return core.ViewNotPlayable(viewer)
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
		return core.Errorf(core.ErrIllegalMove, "%s", core.UnusedFields(verbs[m.Kind], stray...))
	}
	if r := g.check(m); !r.OK() {
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
			d := decisions[t.K]
			if d.auto == nil {
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
