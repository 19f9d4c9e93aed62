package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// Step kinds: the decisions (and a few automatic effects) a visit is made of.
const (
	stBook        = iota + 1 // gain a Book (optional)
	stRaise                  // raise a track by 1; A 1: Operations tracks only
	stHelper                 // gain a Helper card from the display
	stFM                     // gain a Family Member
	stHire                   // hire up to 2 Goons at $2
	stBuild                  // up to N buildings; A 0 Contractor Office, 1 City Planning Office
	stSpace                  // choose the space for the building in pending
	stFee                    // use the Associate in a takeover?
	stCasinoCard             // discard an Operations card for a Casino
	stPlayOps                // play an Operations card; A type or -1 for any
	stSell                   // sell up to N barrels (Party)
	stProtect                // Get Protection with N Leverage
	stTruckMenu              // Pick up and deliver: A bonus range, B Trucks moved, N 1 for one Truck of range 3
	stTruck                  // move Truck A with N movement left
	stAmbushMenu             // ambush a Ship
	stAmbushFM               // add Family Members to the ambush
	stBarrel                 // place the won barrel
	stRestDiscard            // Restaurant: discard N cards
	stRestMenu               // Restaurant: two different actions; A used, N done
	stTiles                  // play up to N City tiles
	stCook                   // cook up to N Books
	stAssociate              // Commission: get an Associate
	stReward                 // Park victim's reward
	stDrop                   // City tile limit
	stDefend                 // Mob War: return A Goons to hold?
	stAutoToken              // automatic: City Hall right person's Leverage token
	stAutoGoon               // automatic: Docks left person's free Goon
	stAutoMarker             // automatic: Turn Order marker to lower column A
	numStepKinds
)

// Reasons are built once, so that Legal, which checks many candidates,
// allocates nothing for the ones it rejects.
var (
	playsMsg     [4]string
	wrongStepMsg [numStepKinds]string
	zoneLimitMsg [2][3]string
)

func init() {
	for k := range wrongStepMsg {
		wrongStepMsg[k] = "not a move for the current decision: " + stepTitles[k]
	}
	for t := range playsMsg {
		playsMsg[t] = "this action plays a " + opsNames[t] + " card"
	}
	for k := range zoneLimitMsg {
		for z := range zoneLimitMsg[k] {
			zoneLimitMsg[k][z] = "you already have a " + buildingNames[BNightclub+k] + " in " + zoneNames[z] + " (one per Zone)"
		}
	}
}

func isAuto(k int8) bool { return k >= stAutoToken }

// Legal lists every move ToMove(s) may make now, in a fixed order.
func Legal(s State) []Move {
	if s.g.Phase == phOver {
		return nil
	}
	return AppendLegal(make([]Move, 0, 16), s)
}

// AppendLegal appends Legal(s) to buf and returns it, so a bot's playout
// can reuse one buffer and allocate nothing.
func AppendLegal(buf []Move, s State) []Move {
	g := &s.g
	if g.Phase == phOver {
		return buf
	}
	l := lister{who: g.toMove(), out: buf}
	l.all(g)
	return l.out
}

// lister gathers candidates; the game is passed beside it, not inside, so
// the state Legal reads stays on the stack.
type lister struct {
	who int8
	out []Move
}

func (l *lister) try(g *game, k MoveKind, a, b int8) {
	m := Move{By: core.Player(l.who), Kind: k, A: a, B: b}
	if g.check(m) == "" {
		l.out = append(l.out, m)
	}
}

func (l *lister) each(g *game, k MoveKind, n int) {
	for i := 0; i < n; i++ {
		l.try(g, k, int8(i), 0)
	}
}

func (l *lister) bitsOf(g *game, k MoveKind, mask uint64) {
	for mask != 0 {
		i := bits.TrailingZeros64(mask)
		mask &^= 1 << uint(i)
		l.try(g, k, int8(i), 0)
	}
}

// all lists the candidates of the current decision; check filters them.
func (l *lister) all(g *game) {
	t := g.top()
	if t == nil {
		if g.Phase != phPlace {
			return
		}
		for loc := int8(0); loc < numPersonLocs; loc++ {
			for p := int8(0); p < 3; p++ {
				l.try(g, MPlace, loc, p)
			}
		}
		l.each(g, MRestaurant, g.columns())
		for loc := int8(0); loc < numPersonLocs; loc++ {
			for p := int8(0); p < 3; p++ {
				l.try(g, MPark, loc, p)
			}
		}
		l.try(g, MPass, 0, 0)
		return
	}
	p := t.Who
	pl := &g.P[p]
	switch t.K {
	case stBook:
		l.try(g, MBook, 0, 0)
	case stRaise:
		l.each(g, MRaise, numTracks)
	case stHelper:
		for _, h := range g.Display {
			if h >= 0 {
				l.try(g, MHelper, h, 0)
			}
		}
	case stFM:
		l.each(g, MFM, 4)
	case stHire:
		l.try(g, MHire, 1, 0)
		l.try(g, MHire, 2, 0)
	case stBuild:
		for _, k := range [3]MoveKind{MOpen, MUpgrade, MTakeover} {
			l.each(g, k, numGroups)
		}
	case stSpace:
		l.each(g, MAt, numSpaces)
		return
	case stFee:
		l.try(g, MFee, 0, 0)
		l.try(g, MFee, 1, 0)
		return
	case stCasinoCard, stRestDiscard:
		l.bitsOf(g, MDiscard, pl.Hand)
		return
	case stPlayOps:
		l.bitsOf(g, MPlay, pl.Hand)
	case stSell:
		l.each(g, MSell, numSpaces)
	case stProtect:
		l.each(g, MProtect, numSpaces)
	case stTruckMenu:
		l.each(g, MTruck, 2)
	case stTruck:
		l.each(g, MEnter, numDistricts)
		l.each(g, MDrive, numDistricts)
		l.try(g, MPickup, 0, 0)
		for sh := int8(0); sh < numShips; sh++ {
			l.try(g, MBuy, sh, 1)
			l.try(g, MBuy, sh, 2)
		}
		l.each(g, MDeliver, numSpaces)
	case stAmbushMenu:
		l.each(g, MAmbush, numShips)
	case stAmbushFM:
		l.each(g, MUse, g.n())
		l.try(g, MAttack, 0, 0)
		return
	case stBarrel:
		l.try(g, MBarrel, -1, 0)
		l.each(g, MBarrel, numSpaces)
		return
	case stRestMenu:
		l.each(g, MDo, 3)
	case stTiles:
		l.bitsOf(g, MTile, pl.Tiles)
	case stCook:
		l.bitsOf(g, MCook, uint64(pl.Books))
	case stAssociate:
		l.each(g, MAssociate, numDistricts)
	case stReward:
		l.try(g, MReward, 0, 0)
		l.try(g, MReward, 1, 0)
		tk := g.takeableTiles()
		for tk != 0 {
			i := bits.TrailingZeros64(tk)
			tk &^= 1 << uint(i)
			l.try(g, MReward, 2, int8(i))
		}
		return
	case stDrop:
		l.bitsOf(g, MDrop, pl.Tiles)
		return
	case stDefend:
		l.try(g, MDefend, 0, 0)
		l.try(g, MDefend, t.A, 0)
		return
	}
	l.try(g, MSkip, 0, 0)
}

// check says why m may not be made now ("" when it may). m.By is ToMove.
// Legal and Apply both use it, so they cannot disagree.
func (g *game) check(m Move) string {
	p := int8(m.By)
	if p < 0 || int(p) >= g.n() {
		return "no such seat"
	}
	pl := &g.P[p]
	t := g.top()
	if t == nil {
		if g.Phase != phPlace {
			return "nothing to decide"
		}
		return g.checkPlace(m)
	}
	if m.Kind == MSkip {
		switch t.K {
		case stSpace, stFee, stCasinoCard, stAmbushFM, stBarrel, stRestDiscard, stReward, stDrop, stDefend:
			return "this step is compulsory"
		}
		return ""
	}
	switch t.K {
	case stBook:
		if m.Kind == MBook {
			if g.bookPileLen() == 0 {
				return "the Book pile is empty"
			}
			return ""
		}
	case stRaise:
		if m.Kind == MRaise {
			if !in(m.A, numTracks) {
				return "no such track"
			}
			if t.A == 1 && m.A == TrackStrength {
				return "only an Operations level may be raised here"
			}
			if pl.Tracks[m.A] >= trackMax[m.A] {
				return "the track is at its maximum"
			}
			return ""
		}
	case stHelper:
		if m.Kind == MHelper {
			for _, h := range g.Display {
				if h >= 0 && h == m.A {
					return ""
				}
			}
			return "that Helper card is not in the display"
		}
	case stFM:
		if m.Kind == MFM {
			if pl.FMSupply == 0 {
				return "no Family Member left in your supply"
			}
			if m.A == 0 {
				if !g.vipRoom(p) {
					return "your VIP area is full"
				}
				return ""
			}
			if !in(m.A-1, 3) {
				return "no such Docks Zone"
			}
			return ""
		}
	case stHire:
		if m.Kind == MHire {
			if m.A < 1 || m.A > maxHire {
				return "hire 1 or 2 Goons"
			}
			if g.funds(p) < goonPrice*int(m.A) {
				return "not enough money for the Goons"
			}
			if g.goonSupply() < int(m.A) {
				return "not enough Goons in the supply"
			}
			return ""
		}
	case stBuild:
		var mode int8
		switch m.Kind {
		case MOpen:
			mode = modeOpen
		case MUpgrade:
			mode = modeUpgrade
		case MTakeover:
			mode = modeTakeover
		default:
			return "choose a building, or skip"
		}
		if !in(m.A, numGroups) {
			return "no such building"
		}
		if t.A == 0 && (m.A > GroupStills || mode == modeUpgrade) {
			return "the Contractor Office opens Speakeasies and the Stills"
		}
		if t.A == 1 && m.A < GroupNightclub {
			return "the City Planning Office places Nightclubs and Casinos"
		}
		if r := g.canGroup(p, m.A, mode); r != "" {
			return r
		}
		for sp := int8(0); sp < numSpaces; sp++ {
			if g.spaceOK(p, m.A, mode, sp) == "" {
				return ""
			}
		}
		return "no space allows that building"
	case stSpace:
		if m.Kind == MAt {
			if !in(m.A, numSpaces) {
				return "no such space"
			}
			return g.spaceOK(p, t.A, t.B, m.A)
		}
	case stFee:
		if m.Kind == MFee {
			if m.A != 0 && m.A != 1 {
				return "the Associate is used (yes) or not (no)"
			}
			d := spaceDistrict(g.Pend.Space)
			att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
			cost := g.buildCost(p, g.Pend.Group, modeTakeover)
			if m.A == 1 {
				if pl.Assoc < 0 {
					return "you have no Associate"
				}
				if g.funds(p) < cost+assocFee(pl.Assoc) {
					return "not enough money for the building and the Associate's fee"
				}
				att += assocStrength(pl.Assoc)
			}
			if att <= int(g.StrTile[d]) {
				return "not enough strength to beat the Mobster Strength tile"
			}
			return ""
		}
	case stCasinoCard, stRestDiscard:
		if m.Kind == MDiscard {
			if !in(m.A, numOps) || pl.Hand&(1<<uint(m.A)) == 0 {
				return "that card is not in your hand"
			}
			return ""
		}
	case stPlayOps:
		if m.Kind == MPlay {
			if !in(m.A, numOps) || pl.Hand&(1<<uint(m.A)) == 0 {
				return "that card is not in your hand"
			}
			if t.A >= 0 && opsType(m.A) != t.A {
				return playsMsg[t.A&3]
			}
			return ""
		}
	case stSell:
		if m.Kind == MSell {
			if !in(m.A, numSpaces) || !g.operating(int(m.A), p) || !g.Space[m.A].Barrel {
				return "sell at one of your Operating buildings with a barrel"
			}
			return ""
		}
	case stProtect:
		if m.Kind == MProtect {
			if !in(m.A, numSpaces) {
				return "no such space"
			}
			x := g.Space[m.A]
			if x.Owner != p || x.Kind < BSpeakeasy || x.Kind > BCasino {
				return "protect one of your own buildings"
			}
			if x.Prot {
				return "the building is already protected"
			}
			if pl.FMVIP == 0 {
				return "no Family Member in your VIP area"
			}
			if int(t.N)+int(pl.Tokens) < g.protectPrice(p) {
				return "not enough Leverage for another Family Member"
			}
			return ""
		}
	case stTruckMenu:
		if m.Kind == MTruck {
			if !in(m.A, 2) || t.B&(1<<uint(m.A)) != 0 {
				return "that Truck has moved"
			}
			if m.A == 1 && pl.Tracks[TrackFleet] < 3 {
				return "the second Truck joins at Fleet level 3"
			}
			return ""
		}
	case stTruck:
		return g.checkTruck(p, t, m)
	case stAmbushMenu:
		if m.Kind == MAmbush {
			if !in(m.A, numShips) {
				return "no such Ship"
			}
			sh := g.Ships[m.A]
			z := shipZone(sh)
			if pl.FMDock[z] == 0 {
				return "you need one of your Family Members in the Ship's Docks Zone"
			}
			others := 0
			for q := 0; q < g.n(); q++ {
				if int8(q) != p {
					others += int(g.P[q].FMDock[z])
				}
			}
			if f := g.funds(p); others > f {
				others = f
			}
			if g.ambushBase(p, int(pl.FMDock[z])+others)+int(pl.Goons) <= shipDefence[sh.Barrels] {
				return "not enough strength to beat the Ship's defence"
			}
			return ""
		}
	case stAmbushFM:
		z := shipZone(g.Ships[g.Pend.Ship])
		switch m.Kind {
		case MUse:
			if !in(m.A, g.n()) || g.P[m.A].FMDock[z] <= g.Pend.Used[m.A] {
				return "no more Family Members of that seat in the Docks Zone"
			}
			if m.A != p && g.funds(p) < g.othersUsed(p)+1 {
				return "not enough money to pay $1 for the Family Member"
			}
			return ""
		case MAttack:
			if g.ambushBase(p, g.usedFMs())+int(pl.Goons) <= shipDefence[g.Ships[g.Pend.Ship].Barrels] {
				return "not enough strength to beat the Ship's defence"
			}
			return ""
		}
	case stBarrel:
		if m.Kind == MBarrel {
			if m.A == -1 {
				if !g.stillsOperating(p) || pl.Stills >= stillsAreaMax {
					return "your Stills area cannot take a barrel"
				}
				return ""
			}
			if !in(m.A, numSpaces) || !g.operating(int(m.A), p) || g.Space[m.A].Kind == BStills || g.Space[m.A].Barrel {
				return "the barrel goes beside one of your Operating buildings without a barrel"
			}
			return ""
		}
	case stRestMenu:
		if m.Kind == MDo {
			if !in(m.A, 3) || t.A&(1<<uint(m.A)) != 0 {
				return "the two Restaurant actions must differ"
			}
			switch m.A {
			case 0:
				if pl.HandN == 0 {
					return "no Operations card to play"
				}
			case 1:
				if pl.Tiles == 0 {
					return "no City tile to play"
				}
			case 2:
				if !g.anyCook(p) {
					return "no Book can be cooked now"
				}
			}
			return ""
		}
	case stTiles:
		if m.Kind == MTile {
			if !in(m.A, numTiles) || pl.Tiles&(1<<uint(m.A)) == 0 {
				return "that City tile is not on your board"
			}
			return ""
		}
	case stCook:
		if m.Kind == MCook {
			if !in(m.A, numBooks) || pl.Books&(1<<uint(m.A)) == 0 {
				return "that Book is not in your hand"
			}
			if !g.bookMet(p, m.A/2) {
				return "the Book's condition is not met"
			}
			return ""
		}
	case stAssociate:
		if m.Kind == MAssociate {
			if !in(m.A, numDistricts) || g.blocked(m.A) {
				return "no Mobster for that district"
			}
			if g.assocTaken(m.A) {
				return "that Mobster is already an Associate"
			}
			return ""
		}
	case stReward:
		if m.Kind == MReward {
			switch m.A {
			case 0, 1:
				return ""
			case 2:
				if !in(m.B, numTiles) || g.takeableTiles()&(1<<uint(m.B)) == 0 {
					return "that City tile is not face-up and uncovered"
				}
				return ""
			}
		}
	case stDrop:
		if m.Kind == MDrop {
			if !in(m.A, numTiles) || pl.Tiles&(1<<uint(m.A)) == 0 {
				return "that City tile is not on your board"
			}
			return ""
		}
	case stDefend:
		if m.Kind == MDefend {
			if m.A != 0 && m.A != t.A {
				return "return no Goons or exactly the ones needed"
			}
			return ""
		}
	}
	return wrongStepMsg[t.K]
}

func (g *game) othersUsed(p int8) int {
	n := 0
	for q := 0; q < g.n(); q++ {
		if int8(q) != p {
			n += int(g.Pend.Used[q])
		}
	}
	return n
}

func (g *game) usedFMs() int {
	n := 0
	for q := 0; q < g.n(); q++ {
		n += int(g.Pend.Used[q])
	}
	return n
}

func (g *game) anyCook(p int8) bool {
	bs := g.P[p].Books
	for b := int8(0); b < numBooks; b++ {
		if bs&(1<<uint(b)) != 0 && g.bookMet(p, b/2) {
			return true
		}
	}
	return false
}

func (g *game) restaurantCards(col int8) int {
	if (g.columns() == 4 && col >= 2) || (g.columns() == 2 && col == 1) {
		return 2
	}
	return 1
}

func (g *game) checkPlace(m Move) string {
	p := int8(m.By)
	switch m.Kind {
	case MPlace:
		if !g.personExists(int(m.A), int(m.B)) {
			return "no such person at that location"
		}
		if g.Occ[m.A][m.B] >= 0 {
			return "that person already talks to a Capo"
		}
		return ""
	case MRestaurant:
		if !in(m.A, g.columns()) {
			return "no such lower-row column"
		}
		if q := g.Lower[m.A]; q >= 0 && q != p {
			return "that lower-row space is taken"
		}
		if int(g.P[p].HandN) < g.restaurantCards(m.A) {
			return "the Restaurant needs an Operations card to discard (two for that column)"
		}
		return ""
	case MPark:
		if g.freePark() < 0 {
			return "no free Park spot"
		}
		if !g.personExists(int(m.A), int(m.B)) {
			return "no such person at that location"
		}
		if q := g.Occ[m.A][m.B]; q < 0 || q == p {
			return "swap with another player's Capo talking to someone"
		}
		return ""
	case MPass:
		for loc := int8(0); loc < numPersonLocs; loc++ {
			for k := int8(0); k < 3; k++ {
				if g.checkPlace(Move{By: m.By, Kind: MPlace, A: loc, B: k}) == "" || g.checkPlace(Move{By: m.By, Kind: MPark, A: loc, B: k}) == "" {
					return "you can still place your Capo"
				}
			}
		}
		for c := int8(0); c < int8(g.columns()); c++ {
			if g.checkPlace(Move{By: m.By, Kind: MRestaurant, A: c}) == "" {
				return "you can still place your Capo"
			}
		}
		return ""
	}
	return "place a Capo first"
}

func (g *game) freePark() int {
	for i := 0; i < g.parkSpots(); i++ {
		if g.Park[i] < 0 {
			return i
		}
	}
	return -1
}

// canGroup checks that p has a building of the group left and can pay for it.
func (g *game) canGroup(p int8, group, mode int8) string {
	pl := &g.P[p]
	if pl.Taken[group] >= groupSize[group] {
		return "no building of that group left on your board"
	}
	if mode == modeUpgrade && group < GroupNightclub {
		return "only Nightclubs and Casinos are upgrades"
	}
	if g.funds(p) < g.buildCost(p, group, mode) {
		return "not enough money for the building"
	}
	if group == GroupCasino && pl.HandN == 0 {
		return "a Casino needs an Operations card from your hand"
	}
	return ""
}

// spaceOK says why p may not put a building of group on sp in mode.
func (g *game) spaceOK(p int8, group, mode, sp int8) string {
	if !in(group, numGroups) || !in(sp, numSpaces) {
		return "no such space"
	}
	if r := g.canGroup(p, group, mode); r != "" {
		return r
	}
	d := spaceDistrict(sp)
	if g.blocked(d) {
		return "the district is blocked on this side of the board"
	}
	x := g.Space[sp]
	kind := groupKind[group]
	if kind == BNightclub || kind == BCasino {
		if g.hasInZone(p, kind, districtZone(d)) {
			return zoneLimitMsg[kind-BNightclub][districtZone(d)]
		}
	}
	pl := &g.P[p]
	switch mode {
	case modeOpen:
		if x.Kind != BNone {
			return "the space already holds a building"
		}
		if !g.Cfg.MobsterBlocksSpaceOnly && g.districtHasMobster(d) {
			return "a Mobster Speakeasy stands beside the space"
		}
	case modeUpgrade:
		if x.Kind != BSpeakeasy || x.Owner != p || x.Closed {
			return "only one of your Operating Speakeasies can be upgraded"
		}
	case modeTakeover:
		if x.Kind != BMobster {
			return "there is no Mobster Speakeasy on the space"
		}
		if pl.Assoc == d {
			return "you may not take over in your own Associate's district"
		}
		att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
		if pl.Assoc >= 0 && g.funds(p) >= g.buildCost(p, group, mode)+assocFee(pl.Assoc) {
			att += assocStrength(pl.Assoc)
		}
		if att <= int(g.StrTile[d]) {
			return "not enough strength to beat the Mobster Strength tile"
		}
	default:
		return "no such build mode"
	}
	return ""
}

func (g *game) truckRange(p int8, bonus int8, single bool) int8 {
	r := g.P[p].Tracks[TrackFleet]
	if single {
		r = 3
	}
	r += bonus + int8(g.crateCount(p, CrateTruck))
	if g.P[p].Assoc == powTruckRange {
		r++
	}
	return r
}

// buyCost is what n barrels from Ship sh cost: each at the price under the
// rightmost barrel when it is taken, $7 from the supply once it is empty.
func (g *game) buyCost(sh int8, n int) (cost int, fromSupply int) {
	k := int(g.Ships[sh].Barrels)
	first := shipPrice[0]
	if k > 0 {
		first = shipPrice[k-1]
	}
	for i := 0; i < n; i++ {
		if g.Cfg.FlatShipPrice {
			cost += first
			if k > 0 {
				k--
			} else {
				fromSupply++
			}
			continue
		}
		if k > 0 {
			cost += shipPrice[k-1]
			k--
		} else {
			cost += shipPrice[0]
			fromSupply++
		}
	}
	return
}

func (g *game) checkTruck(p int8, t *step, m Move) string {
	pl := &g.P[p]
	i := t.A
	pos := pl.Truck[i]
	if m.Kind == MEnter {
		if pos >= 0 {
			return "the Truck is already on the map"
		}
		if !in(m.A, numDistricts) {
			return "no such district"
		}
		return ""
	}
	if pos < 0 {
		return "the Truck must enter the map first"
	}
	switch m.Kind {
	case MDrive:
		if !in(m.A, numDistricts) || !adjacent(pos, m.A) {
			return "Trucks move to an orthogonally adjacent district (not across Central Park)"
		}
		if t.N <= 0 {
			return "the Truck has no movement left"
		}
		return ""
	case MPickup:
		sp := g.stillsSpace(p)
		if sp < 0 || spaceDistrict(int8(sp)) != pos || g.Space[sp].Closed {
			return "pick up at your Operating Stills in the Truck's district"
		}
		if pl.Stills == 0 {
			return "your Stills area is empty"
		}
		if pl.Load[i] >= truckCapacity {
			return "a Truck holds two barrels"
		}
		return ""
	case MBuy:
		if !in(m.A, numShips) || portDistrict[g.Ships[m.A].Port] != pos {
			return "the Ship is not docked in the Truck's district"
		}
		if m.B < 1 || m.B > 2 {
			return "buy one or two barrels"
		}
		if int(pl.Load[i])+int(m.B) > truckCapacity {
			return "a Truck holds two barrels"
		}
		cost, sup := g.buyCost(m.A, int(m.B))
		if sup > int(g.Supply) {
			return "no barrels left in the supply"
		}
		if g.funds(p) < cost {
			return "not enough money for the barrels"
		}
		return ""
	case MDeliver:
		if pl.Load[i] == 0 {
			return "the Truck is empty"
		}
		if !in(m.A, numSpaces) || spaceDistrict(m.A) != pos {
			return "deliver in the Truck's district"
		}
		x := g.Space[m.A]
		if !g.operating(int(m.A), p) || x.Kind == BStills {
			return "deliver to one of your Operating Speakeasies, Nightclubs or Casinos"
		}
		if x.Barrel {
			return "one barrel per building"
		}
		return ""
	}
	return wrongStepMsg[t.K]
}
