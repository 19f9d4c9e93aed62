package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

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
		return core.Errorf(core.ErrBadState, "%s: this is a View, not the whole game: determinize it first", m)
	}
	if g.Phase == phOver {
		return core.Errorf(core.ErrGameOver, "%s: the game is over", m)
	}
	if w := g.toMove(); int8(m.By) != w {
		return core.Errorf(core.ErrNotYourTurn, "%s: it is %s's decision", m, core.Player(w))
	}
	if m.Kind == 0 || m.Kind >= numMoveKinds || canonical(m) != m {
		return core.Errorf(core.ErrIllegalMove, "%s: no such move (arguments %d, %d)", m, m.A, m.B)
	}
	if r := g.check(m); r.f != "" {
		return core.Errorf(core.ErrIllegalMove, "%s: %s", m, r.String())
	}
	return nil
}

// canonical zeroes the arguments a move's kind does not use, so that only
// the one form Legal lists (and ParseMove reads) is accepted.
func canonical(m Move) Move {
	switch m.Kind {
	case MPass, MSkip, MBook, MPickup, MAttack:
		m.A, m.B = 0, 0
	case MPlace, MPark, MBuy:
	case MReward:
		if m.A != 2 {
			m.B = 0
		}
	default:
		m.B = 0
	}
	return m
}

// pushVisit puts a location's steps on the stack, so they resolve in the
// seed's top-to-bottom order (the last pushed resolves first).
func (g *game) pushVisit(p int8, loc, person int8) {
	pl := &g.P[p]
	switch Location(loc) {
	case LocContractor: // person (top), then the location action
		g.push(stBuild, p, 0, 0, 2)
		switch person {
		case 0:
			g.push(stBook, p, 0, 0, 0)
		case 1:
			g.push(stRaise, p, 0, 0, 0)
		case 2:
			g.push(stHelper, p, 0, 0, 0)
		}
	case LocPlanning: // location action (top), then the person (below)
		switch person {
		case 0:
			g.push(stPlayOps, p, -1, 0, 0)
		case 1:
			g.push(stRaise, p, 0, 0, 0)
		case 2:
			g.push(stPlayOps, p, int8(OpsParty), 0, 0)
		}
		g.push(stBuild, p, 1, 0, 2)
	case LocGarage: // location action (top), then the person
		if person == 0 {
			g.push(stPlayOps, p, int8(OpsFleet), 0, 0)
		} else {
			g.push(stTruckMenu, p, 0, 0, 0)
		}
		g.push(stRaise, p, 0, 0, 0)
	case LocCityHall:
		if person == 0 { // left person (top), then Get Protection
			g.push(stProtect, p, 0, 0, int8(g.leverage(p)))
			g.push(stHire, p, 0, 0, 0)
			if pl.FMSupply > 0 {
				g.push(stFM, p, 0, 0, 0)
			}
		} else { // Get Protection, then the right person (below)
			g.push(stPlayOps, p, int8(OpsVIP), 0, 0)
			g.push(stAutoToken, p, 0, 0, 0)
			g.push(stProtect, p, 0, 0, int8(g.leverage(p)))
		}
	case LocCommission: // person (top), then Associate and Goons
		g.push(stHire, p, 0, 0, 0)
		g.push(stAssociate, p, 0, 0, 0)
		switch person {
		case 0:
			g.push(stHelper, p, 0, 0, 0)
		case 1:
			g.push(stRaise, p, 0, 0, 0)
		case 2:
			if pl.FMSupply > 0 {
				g.push(stFM, p, 0, 0, 0)
			}
		}
	case LocDocks: // person (top), then the Ambush
		g.push(stAmbushMenu, p, 0, 0, 0)
		g.push(stPlayOps, p, int8(OpsStills), 0, 0)
		if person == 0 {
			g.push(stAutoGoon, p, 0, 0, 0)
		}
	}
}

// exec carries out a move check has accepted.
func (g *game) exec(m Move, b *evbuf) {
	p := int8(m.By)
	pl := &g.P[p]
	t := g.top()
	switch m.Kind {
	case MPlace:
		g.Occ[m.A][m.B] = p
		g.Phase = phVisit
		ev(b, EvPlace, p, int(m.A), int(m.B), 0)
		g.pushVisit(p, m.A, m.B)
	case MRestaurant:
		g.Phase = phVisit
		g.Rest[p]++
		ev(b, EvRestaurant, p, int(m.A), 0, 0)
		g.push(stRestMenu, p, 0, 0, 0)
		g.push(stAutoMarker, p, m.A, 0, 0)
		g.push(stRestDiscard, p, 0, 0, int8(g.restaurantCards(m.A)))
	case MPark:
		g.Phase = phVisit
		victim := g.Occ[m.A][m.B]
		g.Occ[m.A][m.B] = p
		g.Park[g.freePark()] = victim
		ev(b, EvPark, p, int(m.A), int(victim), int(m.B))
		g.pushVisit(p, m.A, m.B)
		if victim != neutralCapo {
			g.push(stReward, victim, 0, 0, 0)
		}
	case MPass:
		g.Phase = phVisit
		g.Out[p]++
		ev(b, EvPass, p, 0, 0, 0)
	case MSkip:
		g.pop()
	case MBook:
		g.pop()
		g.drawBook(p, b)
	case MRaise:
		g.pop()
		g.raise(p, m.A, b)
	case MHelper:
		g.pop()
		g.takeHelper(p, m.A, b)
	case MFM:
		g.pop()
		g.gainFM(p, m.A, b)
	case MHire:
		g.pop()
		g.pay(p, goonPrice*int(m.A), SinkGoons)
		pl.Goons += m.A
		ev(b, EvHire, p, int(m.A), goonPrice*int(m.A), 0)
	case MOpen, MUpgrade, MTakeover:
		mode := int8(modeOpen)
		if m.Kind == MUpgrade {
			mode = modeUpgrade
		} else if m.Kind == MTakeover {
			mode = modeTakeover
		}
		g.Pend = pending{Group: m.A, Mode: mode, Space: -1, Card: -1, Ship: -1}
		t.N--
		if t.N <= 0 {
			g.pop()
		}
		g.push(stSpace, p, m.A, mode, 0)
	case MAt:
		g.pop()
		g.Pend.Space = m.A
		if g.Pend.Mode == modeTakeover && pl.Assoc >= 0 {
			g.push(stFee, p, 0, 0, 0)
			return
		}
		g.buildNext(p, b)
	case MFee:
		g.pop()
		g.Pend.Fee = m.A == 1
		g.buildNext(p, b)
	case MDiscard:
		if t.K == stCasinoCard {
			g.pop()
			g.Pend.Card = m.A
			g.build(p, b)
			return
		}
		pl.Hand &^= 1 << uint(m.A)
		pl.HandN--
		g.Discard |= 1 << uint(m.A)
		ev(b, EvDiscard, p, int(m.A), 0, 0)
		t.N--
		if t.N <= 0 {
			g.pop()
		}
	case MPlay:
		g.pop()
		g.playOps(p, m.A, b)
	case MSell:
		t.N--
		if t.N <= 0 {
			g.pop()
		}
		price := g.partyPrice(p, int(m.A))
		g.Space[m.A].Barrel = false
		g.Supply++
		g.earn(p, price, 0, SourceParty)
		ev(b, EvSell, p, int(m.A), price, 0)
	case MProtect:
		price := g.protectPrice(p)
		use := price
		if int(t.N) < use {
			use = int(t.N)
		}
		t.N -= int8(use)
		pl.Tokens -= int8(price - use)
		pl.FMVIP--
		x := &g.Space[m.A]
		x.Prot, x.Closed = true, false
		ev(b, EvProtect, p, int(m.A), price, 0)
	case MTruck:
		r := g.truckRange(p, t.A, t.N == 1)
		t.B |= 1 << uint(m.A)
		if t.N == 1 {
			g.pop()
		}
		g.push(stTruck, p, m.A, 0, r)
	case MEnter:
		pl.Truck[t.A] = m.A
		ev(b, EvTruck, p, int(t.A), int(m.A), 1)
	case MDrive:
		pl.Truck[t.A] = m.A
		t.N--
		ev(b, EvTruck, p, int(t.A), int(m.A), 0)
	case MPickup:
		pl.Stills--
		pl.Load[t.A]++
		ev(b, EvPickup, p, int(t.A), 0, 0)
	case MBuy:
		cost, sup := g.buyCost(m.A, int(m.B))
		g.pay(p, cost, SinkShipBarrels)
		g.Ships[m.A].Barrels -= m.B - int8(sup)
		g.Supply -= int8(sup)
		pl.Load[t.A] += m.B
		ev(b, EvBuy, p, int(m.A), int(m.B), cost)
		g.sail(m.A, b)
	case MDeliver:
		pl.Load[t.A]--
		g.Space[m.A].Barrel = true
		ev(b, EvDeliver, p, int(m.A), 0, 0)
	case MAmbush:
		g.pop()
		g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: m.A}
		g.Pend.Used[p] = 1
		g.push(stAmbushFM, p, 0, 0, 0)
	case MUse:
		g.Pend.Used[m.A]++
	case MAttack:
		g.pop()
		g.ambush(p, b)
	case MBarrel:
		g.pop()
		g.Pend.Barrel = 0 // the won barrel leaves limbo
		if m.A == -1 {
			pl.Stills++
		} else {
			g.Space[m.A].Barrel = true
		}
		ev(b, EvBarrel, p, int(m.A), 0, 0)
	case MDo:
		t.A |= 1 << uint(m.A)
		t.N++
		if t.N >= 2 {
			g.pop()
		}
		switch m.A {
		case 0:
			g.push(stPlayOps, p, -1, 0, 0)
		case 1:
			g.push(stTiles, p, 0, 0, 2)
		case 2:
			g.push(stCook, p, 0, 0, 3)
		}
	case MTile:
		t.N--
		if t.N <= 0 {
			g.pop()
		}
		pl.Tiles &^= 1 << uint(m.A)
		pl.Played |= 1 << uint(m.A)
		ev(b, EvPlayTile, p, int(m.A), 0, 0)
		g.playTile(p, m.A, b)
	case MCook:
		t.N--
		if t.N <= 0 {
			g.pop()
		}
		pl.Books &^= 1 << uint(m.A)
		pl.BooksN--
		pl.Cooked |= 1 << uint(m.A)
		pay := bookPay[m.A/2]
		if pl.Assoc == powCookPlus {
			pay += 2
		}
		g.earn(p, 0, pay, SourceBooks)
		ev(b, EvCook, p, int(m.A), pay, 0)
	case MAssociate:
		g.pop()
		g.takeAssociate(p, m.A, b)
	case MReward:
		g.pop()
		ev(b, EvReward, p, int(m.A), 0, 0)
		switch m.A {
		case 0:
			g.gainTokens(p, 1, b)
		case 1:
			g.drawBook(p, b)
		case 2:
			g.takeTile(p, m.B, b)
		}
	case MDrop:
		g.pop()
		pl.Tiles &^= 1 << uint(m.A)
		g.toMiddle(m.A)
		ev(b, EvDrop, p, int(m.A), 0, 0)
	case MDefend:
		g.pop()
		d := g.War.District
		if m.A > 0 {
			pl.Goons -= m.A
			ev(b, EvDefend, p, int(d), int(m.A), 1)
		} else {
			g.loseDistrict(p, d, b)
		}
		g.War.Order++
	}
}

// buildNext continues a building after its space (and the Associate
// choice): a Casino still needs its card.
func (g *game) buildNext(p int8, b *evbuf) {
	if g.Pend.Group == int8(GroupCasino) {
		g.push(stCasinoCard, p, 0, 0, 0)
		return
	}
	g.build(p, b)
}

// modeSink is the ledger's sink for a build mode's price.
var modeSink = [3]Sink{modeOpen: SinkOpen, modeUpgrade: SinkUpgrade, modeTakeover: SinkTakeover}

// build pays for and places the pending building (seed: Open a building,
// Upgrade, Take over a Mobster Speakeasy).
func (g *game) build(p int8, b *evbuf) {
	pl := &g.P[p]
	pd := g.Pend
	sp := pd.Space
	x := &g.Space[sp]
	d := spaceDistrict(sp)
	cost := g.buildCost(p, pd.Group, pd.Mode)
	g.pay(p, cost, modeSink[pd.Mode])
	if pd.Mode == modeTakeover && pd.Fee {
		g.pay(p, assocFee(pl.Assoc), SinkAssociateFee)
	}
	if pd.Card >= 0 {
		pl.Hand &^= 1 << uint(pd.Card)
		pl.HandN--
		g.Discard |= 1 << uint(pd.Card)
		ev(b, EvDiscard, p, int(pd.Card), 0, 0)
	}
	kind := groupKind[pd.Group]
	switch pd.Mode {
	case modeUpgrade:
		// Seed: the Speakeasy leaves the game; its protecting Family Member
		// (and, House rule HOUSE-4.8, its barrel) stays.
		x.Kind = kind
		pl.Gone++
		ev(b, EvUpgrade, p, int(sp), int(pd.Group), cost)
	case modeTakeover:
		att := int(pl.Tracks[TrackStrength])
		if pd.Fee {
			att += assocStrength(pl.Assoc)
		}
		// House rule HOUSE-4.20: the fewest Goons that win are returned;
		// more would only be lost.
		need := int(g.StrTile[d]) + 1 - att
		if need < 0 {
			need = 0
		}
		pl.Goons -= int8(need)
		ev(b, EvTakeover, p, int(sp), att+need, int(g.StrTile[d]))
		*x = space{Kind: kind, Owner: p, Tile: x.Tile}
	default:
		*x = space{Kind: kind, Owner: p, Tile: x.Tile}
		ev(b, EvBuild, p, int(pd.Group), int(sp), cost)
	}
	if x.Tile >= 0 { // seed: take the space's City tile onto your board
		t := x.Tile
		x.Tile = -1
		pl.Tiles |= 1 << uint(t)
		ev(b, EvCityTile, p, int(t), 0, 0)
	}
	slot := pl.Taken[pd.Group]
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	if slot >= groupSize[pd.Group] {
		return // only a tampered state gets here: the group is empty
	}
	pl.Taken[pd.Group]++
	g.benefit(p, groupBenefit[pd.Group][slot], b)
}

// playOps puts card c in its slot (the old card to the discard pile) and
// resolves it at the player's level (House rule HOUSE-4.9).
func (g *game) playOps(p int8, c int8, b *evbuf) {
	pl := &g.P[p]
	ty := opsType(c)
	pl.Hand &^= 1 << uint(c)
	pl.HandN--
	if old := pl.Slots[ty]; old >= 0 {
		g.Discard |= 1 << uint(old)
	}
	pl.Slots[ty] = c
	ev(b, EvPlay, p, int(c), 0, 0)
	switch OpsType(ty) {
	case OpsStills:
		if g.stillsOperating(p) {
			n := int(pl.Tracks[TrackStills])
			if pl.Assoc == powStillsPlus {
				n++
			}
			g.addStills(p, n, b)
		}
	case OpsParty:
		g.push(stSell, p, 0, 0, pl.Tracks[TrackParty]+1)
	case OpsVIP:
		g.push(stProtect, p, 0, 0, int8(g.leverage(p))+pl.Tracks[TrackVIP]-1)
	case OpsFleet:
		g.push(stTruckMenu, p, 2, 0, 0) // seed: +2 range for each Truck
	}
}

// playTile resolves a City tile (House rule HOUSE-4.12).
func (g *game) playTile(p int8, t int8, b *evbuf) {
	switch TileKind(t / 4) {
	case TileCash:
		g.gainCash(p, 4, SourceCityTile, b)
	case TileMuscle:
		g.gainGoons(p, 2, b)
	case TilePromotion:
		g.push(stRaise, p, 0, 0, 0)
	case TileFavour:
		g.gainTokens(p, 2, b)
	case TileMoonshine:
		if g.stillsOperating(p) {
			g.addStills(p, 2, b)
		}
	case TileDelivery:
		g.push(stTruckMenu, p, 0, 0, 1)
	case TileCousin:
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
	case TileLedger:
		g.drawBook(p, b)
	case TilePrivateParty:
		g.push(stSell, p, 0, 0, 1)
	}
}

// ambush resolves a won ambush (seed: Crate, barrel, Family Member home, sail).
func (g *game) ambush(p int8, b *evbuf) {
	pl := &g.P[p]
	si := g.Pend.Ship
	sh := &g.Ships[si]
	z := shipZone(*sh)
	def := shipDefence[sh.Barrels]
	base := g.ambushBase(p, g.usedFMs())
	need := def + 1 - base // House rule HOUSE-4.20: the fewest Goons that win
	if need < 0 {
		need = 0
	}
	pl.Goons -= int8(need)
	for q := 0; q < g.n(); q++ {
		if int8(q) != p {
			for k := int8(0); k < g.Pend.Used[q]; k++ {
				g.pay(p, 1, SinkAmbushFee)
				g.earn(int8(q), 1, 0, SourceAmbushFee)
				ev(b, EvFMFee, p, q, 0, 0)
			}
		}
	}
	ev(b, EvAmbush, p, int(si), base+need, def)
	if c := sh.Crate; c >= 0 {
		g.earn(p, crateCash(c), 0, SourceCrate)
		pl.Crates |= 1 << uint(c)
		ev(b, EvCrate, p, int(c), 0, 0)
		sh.Crate = g.Crate
		g.Crate = -1
		if n, ok := g.pick(uint64(g.crateStack())); ok {
			g.Crate = n
		}
	}
	// The barrel: the Ship's rightmost, or one from the supply.
	got := false
	if sh.Barrels > 0 {
		sh.Barrels--
		got = true
	} else if g.Supply > 0 {
		g.Supply--
		got = true
	}
	pl.FMDock[z]--
	g.fmHome(p)
	g.sail(si, b)
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	if !got {
		return
	}
	if g.canPlaceBarrel(p) {
		g.Pend.Barrel = 1 // one barrel in hand until MBarrel places it
		g.push(stBarrel, p, 0, 0, 0)
		return
	}
	g.Supply++
	ev(b, EvBarrel, p, -2, 0, 0)
}

func (g *game) canPlaceBarrel(p int8) bool {
	if g.stillsOperating(p) && g.P[p].Stills < stillsAreaMax {
		return true
	}
	for i := range g.Space {
		if g.operating(i, p) && g.Space[i].Kind != BStills && !g.Space[i].Barrel {
			return true
		}
	}
	return false
}

// advance runs everything automatic until a seat must decide.
func (g *game) advance(b *evbuf) {
	for guard := 0; guard < 1000; guard++ {
		if g.Phase == phOver {
			return
		}
		if t := g.top(); t != nil {
			if !isAuto(t.K) {
				return
			}
			p, a, k := t.Who, t.A, t.K
			g.pop()
			switch k {
			case stAutoToken:
				g.gainTokens(p, 1, b)
			case stAutoGoon:
				g.gainGoons(p, 1, b)
			case stAutoMarker:
				for c := range g.Lower {
					if g.Lower[c] == p {
						g.Lower[c] = -1
					}
				}
				g.Lower[a] = p
				ev(b, EvMarker, p, int(a), 0, 0)
			}
			continue
		}
		switch g.Phase {
		case phPlace:
			return
		case phVisit:
			// Seed: played City tiles go to the middle column at the end of the turn.
			for p := int8(0); p < g.N; p++ {
				pt := g.P[p].Played
				for pt != 0 {
					i := bits.TrailingZeros64(pt)
					pt &^= 1 << uint(i)
					g.toMiddle(int8(i))
				}
				g.P[p].Played = 0
			}
			g.Phase = phLimit
		case phLimit:
			if w := g.overLimit(); w >= 0 {
				g.push(stDrop, w, 0, 0, 0)
				return
			}
			if g.P[g.Active].HandN < handLimit {
				g.drawOps(g.Active, b)
			}
			g.nextTurn(b)
		case phWar:
			if !g.mobWar(b) {
				return
			}
			g.afterWar(b)
		}
	}
}

// overLimit returns the first seat (the active player, then the others in
// turn order) holding more than four City tiles, or -1.
func (g *game) overLimit() int8 {
	if bits.OnesCount64(g.P[g.Active].Tiles) > maxCityTiles {
		return g.Active
	}
	ord, n := g.order()
	for _, q := range ord[:n] {
		if bits.OnesCount64(g.P[q].Tiles) > maxCityTiles {
			return q
		}
	}
	return -1
}

// nextTurn passes the turn on; after the last Capo of the Act, the Act ends.
func (g *game) nextTurn(b *evbuf) {
	g.Turn++
	if int(g.Turn) >= g.n() {
		g.Turn = 0
		g.Round++
	}
	if g.Round >= caposPerAct[g.Act] {
		g.endAct(b)
		return
	}
	g.startTurn(b)
}

func (g *game) startTurn(b *evbuf) {
	ord, _ := g.order()
	g.Active = ord[g.Turn]
	g.Phase = phPlace
	if g.N == 1 {
		g.placeNeutral(b)
	}
}

// placeNeutral is House rule HOUSE-4.19 (solo): before each turn a random
// location (not the Restaurant or the Park) with a free person gets a
// neutral Capo on its leftmost free person until the end of the Act.
func (g *game) placeNeutral(b *evbuf) {
	var locs [numPersonLocs]int8
	n := 0
	for loc := 0; loc < numPersonLocs; loc++ {
		for k := 0; k < 3; k++ {
			if g.personExists(loc, k) && g.Occ[loc][k] < 0 {
				locs[n] = int8(loc)
				n++
				break
			}
		}
	}
	if n == 0 {
		return
	}
	var r int
	r, g.RNG = g.RNG.IntN(n)
	loc := locs[r]
	for k := 0; k < 3; k++ {
		if g.personExists(int(loc), k) && g.Occ[loc][k] < 0 {
			g.Occ[loc][k] = neutralCapo
			ev(b, EvNeutral, -1, int(loc), k, 0)
			return
		}
	}
}
