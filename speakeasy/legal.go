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
	groupGoneMsg [numGroups]string
	trackMaxMsg  [numTracks]string
	costMsg      [3][numGroups]string
	noSpaceMsg   = [3]string{
		modeOpen:     "there is no empty building space for it",
		modeUpgrade:  "you have no Speakeasy to upgrade",
		modeTakeover: "there is no Mobster Speakeasy to take over",
	}
)

func init() {
	for k := range wrongStepMsg {
		wrongStepMsg[k] = "not a move for the current decision: " + stepTitles[k]
	}
	for t := range playsMsg {
		playsMsg[t] = "this action plays a " + opsNames[t] + " card"
	}
	for gr := range groupGoneMsg {
		groupGoneMsg[gr] = "every " + groupTitles[gr] + " on your board is built"
		for mode, verb := range [3]string{"opening", "the upgrade to", "taking over with"} {
			costMsg[mode][gr] = verb + " a " + groupTitles[gr] + " costs $%d, you have $%d to spend"
		}
	}
	for t := range trackMaxMsg {
		trackMaxMsg[t] = "your " + trackTitles[t] + " track is at its maximum (%d)"
	}
	groupGoneMsg[GroupStills] = "you may have only one Stills"
	for k := range zoneLimitMsg {
		for z := range zoneLimitMsg[k] {
			zoneLimitMsg[k][z] = "you already have a " + buildingNames[int(BNightclub)+k] + " in " + zoneNames[z] + " (one per Zone)"
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
	if g.check(m).f == "" {
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
func (g *game) check(m Move) reason {
	p := int8(m.By)
	if p < 0 || int(p) >= g.n() {
		return why("no such seat")
	}
	pl := &g.P[p]
	t := g.top()
	if t == nil {
		if g.Phase != phPlace {
			return why("nothing to decide")
		}
		return g.checkPlace(m)
	}
	if m.Kind == MSkip {
		switch t.K {
		case stSpace, stFee, stCasinoCard, stAmbushFM, stBarrel, stRestDiscard, stReward, stDrop, stDefend:
			return why("this step is compulsory")
		}
		return reason{}
	}
	switch t.K {
	case stBook:
		if m.Kind == MBook {
			if g.bookPileLen() == 0 {
				return why("the Book pile is empty")
			}
			return reason{}
		}
	case stRaise:
		if m.Kind == MRaise {
			if !in(m.A, numTracks) {
				return why("no such track")
			}
			if t.A == 1 && m.A == int8(TrackStrength) {
				return why("only an Operations level may be raised here")
			}
			if pl.Tracks[m.A] >= trackMax[m.A] {
				return why1(trackMaxMsg[m.A], int(trackMax[m.A]))
			}
			return reason{}
		}
	case stHelper:
		if m.Kind == MHelper {
			for _, h := range g.Display {
				if h >= 0 && h == m.A {
					return reason{}
				}
			}
			return why("that Helper card is not in the display")
		}
	case stFM:
		if m.Kind == MFM {
			if pl.FMSupply == 0 {
				return why("no Family Member left in your supply")
			}
			if m.A == 0 {
				if !g.vipRoom(p) {
					return why("your VIP area is full")
				}
				return reason{}
			}
			if !in(m.A-1, 3) {
				return why("no such Docks Zone")
			}
			return reason{}
		}
	case stHire:
		if m.Kind == MHire {
			if m.A < 1 || m.A > maxHire {
				return why("hire 1 or 2 Goons")
			}
			if c, f := goonPrice*int(m.A), g.funds(p); f < c {
				return why3("%d Goons cost $%d, you have $%d to spend", int(m.A), c, f)
			}
			if g.goonSupply() < int(m.A) {
				return why1("the supply has only %d Goons", g.goonSupply())
			}
			return reason{}
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
			return why("choose a building, or skip")
		}
		if !in(m.A, numGroups) {
			return why("no such building")
		}
		if t.A == 0 && (m.A > int8(GroupStills) || mode == modeUpgrade) {
			return why("the Contractor Office opens Speakeasies and the Stills")
		}
		if t.A == 1 && m.A < int8(GroupNightclub) {
			return why("the City Planning Office places Nightclubs and Casinos")
		}
		return g.buildChoice(p, m.A, mode)
	case stSpace:
		if m.Kind == MAt {
			if !in(m.A, numSpaces) {
				return why("no such space")
			}
			return g.spaceOK(p, t.A, t.B, m.A)
		}
	case stFee:
		if m.Kind == MFee {
			if m.A != 0 && m.A != 1 {
				return why("the Associate is used (yes) or not (no)")
			}
			d := spaceDistrict(g.Pend.Space)
			att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
			cost := g.buildCost(p, g.Pend.Group, modeTakeover)
			if m.A == 1 {
				if pl.Assoc < 0 {
					return why("you have no Associate")
				}
				if fee, f := assocFee(pl.Assoc), g.funds(p); f < cost+fee {
					return why3("the building ($%d) and the Associate's fee ($%d) cost more than "+
						"the $%d you have to spend", cost, fee, f)
				}
				att += assocStrength(pl.Assoc)
			}
			if v := int(g.StrTile[d]); att <= v {
				return why2("your attack is at most %d (Strength, every Goon and the Associate "+
					"if used), the Mobster Speakeasy defends with %d: you need more", att, v)
			}
			return reason{}
		}
	case stCasinoCard, stRestDiscard:
		if m.Kind == MDiscard {
			if !in(m.A, numOps) || pl.Hand&(1<<uint(m.A)) == 0 {
				return why("that card is not in your hand")
			}
			return reason{}
		}
	case stPlayOps:
		if m.Kind == MPlay {
			if !in(m.A, numOps) || pl.Hand&(1<<uint(m.A)) == 0 {
				return why("that card is not in your hand")
			}
			if t.A >= 0 && opsType(m.A) != t.A {
				return why(playsMsg[t.A&3])
			}
			return reason{}
		}
	case stSell:
		if m.Kind == MSell {
			if !in(m.A, numSpaces) || !g.operating(int(m.A), p) || !g.Space[m.A].Barrel {
				return why("sell at one of your Operating buildings with a barrel")
			}
			return reason{}
		}
	case stProtect:
		if m.Kind == MProtect {
			if !in(m.A, numSpaces) {
				return why("no such space")
			}
			x := g.Space[m.A]
			if x.Owner != p || x.Kind < BSpeakeasy || x.Kind > BCasino {
				return why("protect one of your own buildings")
			}
			if x.Prot {
				return why("the building is already protected")
			}
			if pl.FMVIP == 0 {
				return why("no Family Member in your VIP area")
			}
			if have, price := int(t.N)+int(pl.Tokens), g.protectPrice(p); have < price {
				return why2("a Family Member costs %d Leverage, you have %d (budget and tokens)",
					price, have)
			}
			return reason{}
		}
	case stTruckMenu:
		if m.Kind == MTruck {
			if !in(m.A, 2) || t.B&(1<<uint(m.A)) != 0 {
				return why("that Truck has moved")
			}
			if m.A == 1 && pl.Tracks[TrackFleet] < 3 {
				return why("the second Truck joins at Fleet level 3")
			}
			return reason{}
		}
	case stTruck:
		return g.checkTruck(p, t, m)
	case stAmbushMenu:
		if m.Kind == MAmbush {
			if !in(m.A, numShips) {
				return why("no such Ship")
			}
			sh := g.Ships[m.A]
			z := shipZone(sh)
			if pl.FMDock[z] == 0 {
				return why("you need one of your Family Members in the Ship's Docks Zone")
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
			att, def := g.ambushBase(p, int(pl.FMDock[z])+others)+int(pl.Goons), shipDefence[sh.Barrels]
			if att <= def {
				return why2("your attack is at most %d (Strength × Family Members in the Docks Zone, "+
					"Goons, Muscle Crates), the Ship defends with %d: you need more", att, def)
			}
			return reason{}
		}
	case stAmbushFM:
		z := shipZone(g.Ships[g.Pend.Ship])
		switch m.Kind {
		case MUse:
			if !in(m.A, g.n()) || g.P[m.A].FMDock[z] <= g.Pend.Used[m.A] {
				return why("no more Family Members of that seat in the Docks Zone")
			}
			if owe, f := g.othersUsed(p)+1, g.funds(p); m.A != p && f < owe {
				return why1("another player's Family Member costs $1 to its owner, and you "+
					"have only $%d to spend", f)
			}
			return reason{}
		case MAttack:
			att := g.ambushBase(p, g.usedFMs()) + int(pl.Goons)
			if def := shipDefence[g.Ships[g.Pend.Ship].Barrels]; att <= def {
				return why2("your attack is at most %d with these Family Members and every Goon, "+
					"the Ship defends with %d: use more Family Members", att, def)
			}
			return reason{}
		}
	case stBarrel:
		if m.Kind == MBarrel {
			if m.A == -1 {
				if !g.stillsOperating(p) || pl.Stills >= stillsAreaMax {
					return why("your Stills area cannot take a barrel")
				}
				return reason{}
			}
			if !in(m.A, numSpaces) || !g.operating(int(m.A), p) || g.Space[m.A].Kind == BStills || g.Space[m.A].Barrel {
				return why("the barrel goes beside one of your Operating buildings without a barrel")
			}
			return reason{}
		}
	case stRestMenu:
		if m.Kind == MDo {
			if !in(m.A, 3) || t.A&(1<<uint(m.A)) != 0 {
				return why("the two Restaurant actions must differ")
			}
			switch m.A {
			case 0:
				if pl.HandN == 0 {
					return why("no Operations card to play")
				}
			case 1:
				if pl.Tiles == 0 {
					return why("no City tile to play")
				}
			case 2:
				if !g.anyCook(p) {
					return why("no Book can be cooked now")
				}
			}
			return reason{}
		}
	case stTiles:
		if m.Kind == MTile {
			if !in(m.A, numTiles) || pl.Tiles&(1<<uint(m.A)) == 0 {
				return why("that City tile is not on your board")
			}
			return reason{}
		}
	case stCook:
		if m.Kind == MCook {
			if !in(m.A, numBooks) || pl.Books&(1<<uint(m.A)) == 0 {
				return why("that Book is not in your hand")
			}
			if !g.bookMet(p, BookKind(m.A/2)) {
				return why("the Book's condition is not met")
			}
			return reason{}
		}
	case stAssociate:
		if m.Kind == MAssociate {
			if !in(m.A, numDistricts) || g.blocked(m.A) {
				return why("no Mobster for that district")
			}
			if g.assocTaken(m.A) {
				return why("that Mobster is already an Associate")
			}
			return reason{}
		}
	case stReward:
		if m.Kind == MReward {
			switch m.A {
			case 0, 1:
				return reason{}
			case 2:
				if !in(m.B, numTiles) || g.takeableTiles()&(1<<uint(m.B)) == 0 {
					return why("that City tile is not face-up and uncovered")
				}
				return reason{}
			}
		}
	case stDrop:
		if m.Kind == MDrop {
			if !in(m.A, numTiles) || pl.Tiles&(1<<uint(m.A)) == 0 {
				return why("that City tile is not on your board")
			}
			return reason{}
		}
	case stDefend:
		if m.Kind == MDefend {
			if m.A != 0 && m.A != t.A {
				return why("return no Goons or exactly the ones needed")
			}
			return reason{}
		}
	}
	return why(wrongStepMsg[t.K])
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
		if bs&(1<<uint(b)) != 0 && g.bookMet(p, BookKind(b/2)) {
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

func (g *game) checkPlace(m Move) reason {
	p := int8(m.By)
	switch m.Kind {
	case MPlace:
		if !g.personExists(int(m.A), int(m.B)) {
			return why("no such person at that location")
		}
		if g.Occ[m.A][m.B] >= 0 {
			return why("that person already talks to a Capo")
		}
		return reason{}
	case MRestaurant:
		if !in(m.A, g.columns()) {
			return why("no such lower-row column")
		}
		if q := g.Lower[m.A]; q >= 0 && q != p {
			return why("that lower-row space is taken")
		}
		if need, have := g.restaurantCards(m.A), int(g.P[p].HandN); have < need {
			if need == 1 {
				return why("the Restaurant costs a discarded Operations card, and your hand is empty")
			}
			return why2("lower column %d of the Restaurant costs two discarded Operations cards, "+
				"you hold %d", int(m.A)+1, have)
		}
		return reason{}
	case MPark:
		if g.freePark() < 0 {
			return why("no free Park spot")
		}
		if !g.personExists(int(m.A), int(m.B)) {
			return why("no such person at that location")
		}
		if q := g.Occ[m.A][m.B]; q < 0 || q == p {
			return why("swap with another player's Capo talking to someone")
		}
		return reason{}
	case MPass:
		for loc := int8(0); loc < numPersonLocs; loc++ {
			for k := int8(0); k < 3; k++ {
				if g.checkPlace(Move{By: m.By, Kind: MPlace, A: loc, B: k}).f == "" || g.checkPlace(Move{By: m.By, Kind: MPark, A: loc, B: k}).f == "" {
					return why("you can still place your Capo")
				}
			}
		}
		for c := int8(0); c < int8(g.columns()); c++ {
			if g.checkPlace(Move{By: m.By, Kind: MRestaurant, A: c}).f == "" {
				return why("you can still place your Capo")
			}
		}
		return reason{}
	}
	return why("place a Capo first")
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
func (g *game) canGroup(p int8, group, mode int8) reason {
	pl := &g.P[p]
	if pl.Taken[group] >= groupSize[group] {
		return why(groupGoneMsg[group])
	}
	if mode == modeUpgrade && group < int8(GroupNightclub) {
		return why("only Nightclubs and Casinos are upgrades")
	}
	if cost, f := g.buildCost(p, group, mode), g.funds(p); f < cost {
		return why2(costMsg[mode][group], cost, f)
	}
	if group == int8(GroupCasino) && pl.HandN == 0 {
		return why("a Casino costs an Operations card from your hand too, and your hand is empty")
	}
	return reason{}
}

// Depths of spaceCheck's refusals: how far a space got through the rules.
// The building choice reports the refusal that got furthest, so that its
// reason names the rule that actually stops the building.
const (
	depthKind     = iota // the space holds the wrong thing for the mode
	depthBlocked         // the district is blocked
	depthPlace           // the one-per-Zone limit or a Mobster in the district
	depthAssoc           // the player's own Associate's district
	depthStrength        // the Mobster is too strong
)

// buildChoice checks the choice of a building and mode before its space:
// it is legal when some space takes it, and otherwise refused for the rule
// that stops the building on the space that came closest.
func (g *game) buildChoice(p int8, group, mode int8) reason {
	if r := g.canGroup(p, group, mode); r.f != "" {
		return r
	}
	best, depth := reason{}, -1
	weakest := 0
	for sp := int8(0); sp < numSpaces; sp++ {
		r, d := g.spaceCheck(p, group, mode, sp)
		if r.f == "" {
			return r
		}
		if d == depthStrength {
			if v := int(g.StrTile[spaceDistrict(sp)]); weakest == 0 || v < weakest {
				weakest = v
			}
		}
		if d > depth {
			best, depth = r, d
		}
	}
	switch depth {
	case depthKind:
		return why(noSpaceMsg[mode])
	case depthStrength:
		return why2("your attack is at most %d (Strength, every Goon and your Associate), "+
			"the weakest Mobster Speakeasy you may attack defends with %d: you need more",
			g.maxAttack(p, group), weakest)
	}
	return best
}

// maxAttack is the most p can attack a Mobster Speakeasy with while
// paying for a building of group: Strength, every Goon, and the
// Associate's strength when p can pay the fee too.
func (g *game) maxAttack(p int8, group int8) int {
	pl := &g.P[p]
	att := int(pl.Tracks[TrackStrength]) + int(pl.Goons)
	if pl.Assoc >= 0 && g.funds(p) >= g.buildCost(p, group, modeTakeover)+assocFee(pl.Assoc) {
		att += assocStrength(pl.Assoc)
	}
	return att
}

// spaceOK says why p may not put a building of group on sp in mode.
func (g *game) spaceOK(p int8, group, mode, sp int8) reason {
	r, _ := g.spaceCheck(p, group, mode, sp)
	return r
}

// spaceCheck is spaceOK with the depth of its refusal.
func (g *game) spaceCheck(p int8, group, mode, sp int8) (reason, int) {
	if !in(group, numGroups) || !in(sp, numSpaces) {
		return why("no such space"), depthKind
	}
	if r := g.canGroup(p, group, mode); r.f != "" {
		return r, depthKind
	}
	d := spaceDistrict(sp)
	x := g.Space[sp]
	pl := &g.P[p]
	switch mode {
	case modeOpen:
		switch x.Kind {
		case BNone:
		case BMobster:
			return why("a Mobster Speakeasy stands on the space: take it over instead"), depthKind
		default:
			return why("the space already holds a player's building"), depthKind
		}
	case modeUpgrade:
		if x.Kind != BSpeakeasy || x.Owner != p {
			return why("only one of your own Speakeasies can be upgraded"), depthKind
		}
		if x.Closed {
			return why("a Closed Speakeasy cannot be upgraded: protect it to reopen it"), depthKind
		}
	case modeTakeover:
		if x.Kind != BMobster {
			return why("there is no Mobster Speakeasy on the space"), depthKind
		}
	default:
		return why("no such build mode"), depthKind
	}
	if g.blocked(d) {
		return why("the district is blocked on this side of the board"), depthBlocked
	}
	kind := groupKind[group]
	if kind == BNightclub || kind == BCasino {
		if g.hasInZone(p, kind, districtZone(d)) {
			return why(zoneLimitMsg[kind-BNightclub][districtZone(d)]), depthPlace
		}
	}
	switch mode {
	case modeOpen:
		if !g.Cfg.MobsterBlocksSpaceOnly && g.districtHasMobster(d) {
			return why("a Mobster Speakeasy stands in the district: take it over to build here"),
				depthPlace
		}
	case modeTakeover:
		if pl.Assoc == d {
			return why("you may not take over in your own Associate's district"), depthAssoc
		}
		if att, v := g.maxAttack(p, group), int(g.StrTile[d]); att <= v {
			return why2("your attack is at most %d (Strength, every Goon and your Associate), "+
				"the Mobster Speakeasy here defends with %d: you need more", att, v), depthStrength
		}
	}
	return reason{}, 0
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

func (g *game) checkTruck(p int8, t *step, m Move) reason {
	pl := &g.P[p]
	i := t.A
	pos := pl.Truck[i]
	if m.Kind == MEnter {
		if pos >= 0 {
			return why("the Truck is already on the map")
		}
		if !in(m.A, numDistricts) {
			return why("no such district")
		}
		return reason{}
	}
	if pos < 0 {
		return why("the Truck must enter the map first")
	}
	switch m.Kind {
	case MDrive:
		if !in(m.A, numDistricts) || !adjacent(pos, m.A) {
			return why("Trucks move to an orthogonally adjacent district (not across Central Park)")
		}
		if t.N <= 0 {
			return why("the Truck has no movement left")
		}
		return reason{}
	case MPickup:
		sp := g.stillsSpace(p)
		if sp < 0 || spaceDistrict(int8(sp)) != pos || g.Space[sp].Closed {
			return why("pick up at your Operating Stills in the Truck's district")
		}
		if pl.Stills == 0 {
			return why("your Stills area is empty")
		}
		if pl.Load[i] >= truckCapacity {
			return why("a Truck holds two barrels")
		}
		return reason{}
	case MBuy:
		if !in(m.A, numShips) || portDistrict[g.Ships[m.A].Port] != pos {
			return why("the Ship is not docked in the Truck's district")
		}
		if m.B < 1 || m.B > 2 {
			return why("buy one or two barrels")
		}
		if int(pl.Load[i])+int(m.B) > truckCapacity {
			return why("a Truck holds two barrels")
		}
		cost, sup := g.buyCost(m.A, int(m.B))
		if sup > int(g.Supply) {
			return why("no barrels left in the supply")
		}
		if f := g.funds(p); f < cost {
			return why2("the barrels cost $%d, you have $%d to spend", cost, f)
		}
		return reason{}
	case MDeliver:
		if pl.Load[i] == 0 {
			return why("the Truck is empty")
		}
		if !in(m.A, numSpaces) || spaceDistrict(m.A) != pos {
			return why("deliver in the Truck's district")
		}
		x := g.Space[m.A]
		if !g.operating(int(m.A), p) || x.Kind == BStills {
			return why("deliver to one of your Operating Speakeasies, Nightclubs or Casinos")
		}
		if x.Barrel {
			return why("one barrel per building")
		}
		return reason{}
	}
	return why(wrongStepMsg[t.K])
}
