package speakeasy

import "github.com/mafiarules/sdk/internal/bitset"

// The shared rewards of the persons, locations, building spaces, City
// tiles and Associates: gain a Book, raise a track, gain a Helper card,
// gain a Family Member, hire Goons, play an Operations card and sell
// barrels with it (House rules HOUSE-4.8 and HOUSE-4.9).

func legalBook(l *lister, g *game, _ *step) { l.try(g, BookMove(l.by())) }

func checkBook(g *game, _ *step, _ *Move) reason {
	if g.bookPileLen() == 0 {
		return why(rBookPileEmpty)
	}
	return reason(0)
}

func applyBook(g *game, t *step, _ Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.drawBook(p, b)
}

// standsBook: the Contractor Office's left person asks for the Book on its
// build, before the build begins.
func standsBook(_ *game, t, below *step) error { return fits(freshBuild(below, 0), t, below) }

// validateRaise says why a decoded raise step cannot be (zero when it can).
func validateRaise(_ *game, t *step) reason {
	return unless(rng8(t.X, 0, 1) && t.Left == 0 && t.Y == 0, t, lawRaiseArgs)
}

func legalRaise(l *lister, g *game, _ *step) { l.each(g, MoveKindRaise, numTracks) }

func checkRaise(g *game, t *step, m *Move) reason {
	if !in(int8(m.Track), numTracks) {
		return why(rNoSuchTrack)
	}
	if t.opsOnly() && int8(m.Track) == int8(TrackStrength) {
		return why(rOnlyAnOperationsLevelMay)
	}
	if g.P[t.Who].Tracks[int8(m.Track)] >= trackMax[int8(m.Track)] {
		return why(rTrackAtMaximum, int((m.Track)), int(trackMax[int8(m.Track)]))
	}
	return reason(0)
}

func applyRaise(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.raise(p, int8(m.Track), b)
}

// standsRaise: a person's raise (any track) stands on what its visit
// pushed first, or alone (the City Planning Office's middle person, under
// its build); a Promotion tile's where the tile's play stood; an
// Operations-only raise (a building space's benefit, the M7 Associate's)
// where the building's decisions stood, or on the Commission's Goons.
func standsRaise(_ *game, t, below *step) error {
	ops := t.opsOnly()
	ok := below == nil
	if below != nil {
		switch below.K {
		case stBuild:
			ok = (!ops && freshBuild(below, 0)) || (ops && buildSite(below) >= 0)
		case stPlayOps:
			ok = (!ops && below.opsType() == int8(OpsTypeFleet)) || (ops && cpoPerson(below))
		case stTruckMenu:
			ok = !ops && *below == step{K: stTruckMenu, Who: below.Who}
		case stRaise:
			ok = ops && cpoPerson(below)
		case stAssociate:
			ok = !ops
		case stHire:
			ok = ops
		case stTiles, stRestMenu:
			ok = !ops && tileChild(below)
		}
	}
	return fits(ok, t, below)
}

func legalHelper(l *lister, g *game, _ *step) {
	for _, h := range g.Display {
		if h >= 0 {
			l.try(g, HelperMove(l.by(), Helper(h)))
		}
	}
}

func checkHelper(g *game, _ *step, m *Move) reason {
	for _, h := range g.Display {
		if h >= 0 && h == int8(m.Helper) {
			return reason(0)
		}
	}
	return why(rThatHelperCardNotDisplay)
}

func applyHelper(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.takeHelper(p, int8(m.Helper), b)
}

// standsHelper: a person's Helper card (the Contractor Office's right, on
// its build before it begins; the Commission's left, on its Associate), a
// building space's benefit where the building's decisions stood, or the
// M13 Associate's on the Commission's Goons.
func standsHelper(_ *game, t, below *step) error {
	ok := below == nil
	if below != nil {
		switch below.K {
		case stAssociate, stHire:
			ok = true
		case stBuild:
			ok = freshBuild(below, 0) || buildSite(below) >= 0
		case stPlayOps, stRaise:
			ok = cpoPerson(below)
		}
	}
	return fits(ok, t, below)
}

func legalFM(l *lister, g *game, _ *step) {
	for w := WhereVIPArea; w <= WhereUptown; w++ {
		l.try(g, FamilyMemberMove(l.by(), w))
	}
}

func checkFM(g *game, t *step, m *Move) reason {
	p := t.Who
	if g.P[p].FMSupply == 0 {
		return why(rNoFamilyMemberLeftSupply)
	}
	if m.Where == WhereVIPArea {
		if !g.vipRoom(p) {
			return why(rVipAreaFull)
		}
		return reason(0)
	}
	if m.Where < WhereDowntown || m.Where > WhereUptown {
		return why(rNoSuchDocksZone)
	}
	return reason(0)
}

func applyFM(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.gainFM(p, int8(m.Where-WhereVIPArea), b)
}

// standsFM: a Family Member is asked for only while the supply has one:
// City Hall's left person (on its Goons), the Commission's right (on its
// Associate), the M11 Associate's (on the Commission's Goons), a Cousin
// tile's where the tile's play stood, and the $5 Speakeasies' space
// benefit where the Contractor Office's building decisions stood.
func standsFM(g *game, t, below *step) error {
	if g.P[t.Who].FMSupply == 0 {
		return lawErr(lawFamilyMemberWithoutSupply, int(t.Who))
	}
	ok := below == nil
	if below != nil {
		switch below.K {
		case stHire, stAssociate:
			ok = true
		case stTiles, stRestMenu:
			ok = tileChild(below)
		case stBuild:
			ok = buildSite(below) == 0
		}
	}
	return fits(ok, t, below)
}

func legalHire(l *lister, g *game, _ *step) {
	l.try(g, HireMove(l.by(), 1))
	l.try(g, HireMove(l.by(), 2))
}

func checkHire(g *game, t *step, m *Move) reason {
	if m.Goons < 1 || m.Goons > maxHire {
		return why(rHire12Goons)
	}
	if c, f := goonPrice*int(m.Goons), g.funds(t.Who); f < c {
		return why(rHiringN2GoonCosts, int(m.Goons), c, f)
	}
	if g.goonSupply() < int(m.Goons) {
		return why(rGoonSupplyHoldsOnlyN, g.goonSupply())
	}
	return reason(0)
}

func applyHire(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.pay(p, goonPrice*int(m.Goons), SinkGoons)
	g.P[p].Goons += m.Goons
	emit(b, Event{Kind: EventKindGoonsHired, Player: seat(p), Goons: int8(m.Goons), Cost: int8(goonPrice * int(m.Goons))})
}

// validatePlayOps says why a decoded play-operations step cannot be (zero when it can).
func validatePlayOps(_ *game, t *step) reason {
	return unless(rng8(t.X, -1, 3) && t.Left == 0 && t.Y == 0, t, lawPlayOpsArgs)
}

func legalPlayOps(l *lister, g *game, t *step) { l.bitsOf(g, MoveKindPlay, g.P[t.Who].Hand) }

func checkPlayOps(g *game, t *step, m *Move) reason {
	if !in(int8(m.Card), numOps) || g.P[t.Who].Hand&(1<<uint((m.Card))) == 0 {
		return why(rThatCardNotHand)
	}
	if ty := t.opsType(); ty >= 0 && opsType(int8(m.Card)) != ty {
		return why(rPlaysType, int(ty&3))
	}
	return reason(0)
}

func applyPlayOps(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.playOps(p, int8(m.Card), b)
}

// standsPlayOps: the Docks' Stills card stands on their ambush; the
// Restaurant's card (any type) on its actions that chose it, or alone; the
// other persons' cards (any type, Party, VIP Room, Fleet) at the bottom
// of their visits.
func standsPlayOps(_ *game, t, below *step) error {
	ty := t.opsType()
	switch {
	case below == nil:
		return fits(ty != int8(OpsTypeStills), t, below)
	case below.K == stAmbushMenu:
		return fits(ty == int8(OpsTypeStills), t, below)
	}
	return fits(ty == -1 && restMenuDid(below, RestaurantActionPlayOperationsCard), t, below)
}

// opsChild reports whether a decision an Operations card pushed (a Party
// card's sales, a VIP Room card's Get Protection, a Fleet card's Pick up
// and deliver: playOps) may stand on below: where the card's play stood,
// the bottom or the Restaurant's actions that chose it.
func opsChild(below *step) bool {
	return below == nil || restMenuDid(below, RestaurantActionPlayOperationsCard)
}

func legalSell(l *lister, g *game, t *step) { l.ownSpaces(g, t, MoveKindSell) }

func checkSell(g *game, t *step, m *Move) reason {
	if !in(int8(m.Space), numSpaces) || !g.operating(int((m.Space)), t.Who) || !g.Space[int8(m.Space)].Barrel {
		return why(rSellOneOperatingBuildingsWith)
	}
	return reason(0)
}

func applySell(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.countDown(t)
	price := g.partyPrice(p, int((m.Space)))
	g.Space[int8(m.Space)].Barrel = false
	g.Supply++
	g.earn(p, price, 0, SourceParty)
	emit(b, Event{Kind: EventKindBarrelSold, Player: seat(p), Space: m.Space, Price: int8(price)})
}

// standsSell: a Party card's sales (its Party level + 1 at most) stand
// where the card's play stood; a Private Party tile's one sale where the
// tile's play stood.
func standsSell(g *game, t, below *step) error {
	return fits(int(t.Left) <= int(g.P[t.Who].Tracks[TrackParty])+1 &&
		(opsChild(below) || (t.Left == 1 && tileChild(below))), t, below)
}

// countOnly validates a decision whose only argument is what it allows.
func countOnly(_ *game, t *step) reason {
	return unless(rng8(t.Left, 1, 6) && t.X == 0 && t.Y == 0, t, lawCountOnly)
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
	emit(b, Event{Kind: EventKindCardPlayed, Player: seat(p), Card: Card(c)})
	switch OpsType(ty) {
	case OpsTypeStills:
		if g.stillsOperating(p) {
			n := int(pl.Tracks[TrackStills])
			if pl.Assoc == powStillsPlus {
				n++
			}
			g.addStills(p, n, b)
		}
	case OpsTypeParty:
		g.push(stSell, p, pl.Tracks[TrackParty]+1, 0, 0)
	case OpsTypeVIPRoom:
		g.push(stProtect, p, int8(g.leverage(p))+pl.Tracks[TrackVIPRoom]-1, 0, 0)
	case OpsTypeFleet:
		g.push(stTruckMenu, p, 0, 2, 0) // +2 range for each Truck
	}
}

// validHelperDisplay checks the Helper display: each card once in all.
func (g *game) validHelperDisplay(cn *census) error {
	for i, h := range g.Display {
		if h == -1 {
			continue
		}
		if !rng8(h, 0, numHelpers-1) || cn.helpers&(1<<uint(h)) != 0 {
			return lawErr(lawHelperDisplayBadCard, i)
		}
		cn.helpers |= 1 << uint(h)
	}
	return nil
}

// takeHelper gives p the Helper card h from the display and its instant
// bonus (House rule HOUSE-4.10), then refills the display at once (seed).
func (g *game) takeHelper(p int8, h int8, b *evbuf) {
	g.P[p].Helpers |= 1 << uint(h)
	for i, x := range g.Display {
		if x == h {
			g.Display[i] = -1
			if n, ok := g.pick(bitset.Set(g.helperDeck())); ok {
				g.Display[i] = n
			}
		}
	}
	emit(b, Event{Kind: EventKindHelperTaken, Player: seat(p), Helper: Helper(h)})
	switch h % 4 {
	case 0:
		g.gainCash(p, 3, SourceHelper, b)
	case 1:
		g.gainGoons(p, 1, b)
	case 2:
		g.gainTokens(p, 1, b)
	case 3:
		g.raise(p, int8(TrackStrength), b)
	}
}

// gainFM puts a Family Member from p's supply in the VIP area (dest 0) or a
// Docks Zone (dest 1..3): House rule HOUSE-4.8, "gain a Family Member".
func (g *game) gainFM(p int8, dest int8, b *evbuf) {
	pl := &g.P[p]
	if pl.FMSupply == 0 {
		return
	}
	pl.FMSupply--
	if dest == 0 {
		pl.FMVIP++
	} else {
		pl.FMDock[dest-1]++
	}
	emit(b, Event{Kind: EventKindFamilyMemberGained, Player: seat(p), Where: fmWhere(dest)})
}

// vipRoom reports whether p's VIP area has room for a Family Member.
func (g *game) vipRoom(p int8) bool {
	return g.P[p].FMVIP < g.P[p].Tracks[TrackVIPRoom]+1
}

// partyPrice is what a barrel sold at space sp pays (House rule HOUSE-4.9).
func (g *game) partyPrice(p int8, sp int) int {
	pr := partyBase[g.Space[sp].Kind] + int(g.P[p].Tracks[TrackParty]) - 1
	pr += g.crateCount(p, CrateBonusBartender)
	if g.P[p].Assoc == powPartyPlus {
		pr++
	}
	return pr
}

// benefit gains what is printed under a building space (House rule HOUSE-4.4).
func (g *game) benefit(p int8, ben int8, b *evbuf) {
	if ben < 0 {
		return
	}
	switch ben {
	case benFM, benOps, benHelper, benSafe6: // the others report their own gain
		emit(b, Event{Kind: EventKindBenefitGained, Player: seat(p), Benefit: Benefit(ben)})
	}
	switch ben {
	case benGoon:
		g.gainGoons(p, 1, b)
	case benCash2:
		g.gainCash(p, 2, SourceBuilding, b)
	case benToken:
		g.gainTokens(p, 1, b)
	case benStrength:
		g.raise(p, int8(TrackStrength), b)
	case benFM:
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
	case benBook:
		g.drawBook(p, b)
	case benOps:
		g.push(stRaise, p, 0, 1, 0)
	case benHelper:
		g.push(stHelper, p, 0, 0, 0)
	case benBarrels2:
		g.addStills(p, 2, b)
	case benTokens2:
		g.gainTokens(p, 2, b)
	case benSafe6:
		g.earn(p, 0, 6, SourceBuilding)
	case benBooks2:
		g.drawBook(p, b)
		g.drawBook(p, b)
	}
}
