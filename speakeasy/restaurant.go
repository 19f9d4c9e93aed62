package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/internal/bitset"
)

// The Restaurant: any number of Capos may come. The location action
// (top) is compulsory: discard an Operations card, then put your Turn
// Order marker on any empty space of the lower row (your current column
// too); the 3rd and 4th spaces (the 2nd with two players) cost one more
// card. Then two different actions (below): play one Operations card,
// play up to two City tiles, cook up to three Books.

// checkRestaurant: a free lower-row space and the cards to discard.
func (g *game) checkRestaurant(p int8, col int8) reason {
	if !in(col, g.columns()) {
		return why(rNoSuchLowerRowColumn)
	}
	if q := g.Lower[col]; q >= 0 && q != p {
		return why(rThatLowerRowSpaceTaken)
	}
	if need, have := g.restaurantCards(col), int(g.P[p].HandN); have < need {
		if need == 1 {
			return why(rRestaurantCostsDiscardedOperationsCard)
		}
		return why(rLowerColumnNRestaurantCosts, int(col)+1, have)
	}
	return reason(0)
}

func (g *game) restaurantCards(col int8) int {
	if (g.columns() == 4 && col >= 2) || (g.columns() == 2 && col == 1) {
		return 2
	}
	return 1
}

// goRestaurant places p's Capo at the Restaurant, bound for lower column col.
func (g *game) goRestaurant(p int8, col int8, b *evbuf) {
	g.Phase = phVisit
	g.Rest[p]++
	emit(b, Event{Kind: EventKindRestaurantVisited, Player: seat(p), Column: int8(col) + 1})
	g.push(stRestMenu, p, 2, 0, 0)
	g.push(stAutoMarker, p, 0, col, 0)
	g.push(stRestDiscard, p, int8(g.restaurantCards(col)), 0, 0)
}

func legalRestDiscard(l *lister, g *game, t *step) { l.bitsOf(g, MoveKindDiscard, g.P[t.Who].Hand) }

// standsRestDiscard: the discard stands on the Turn Order marker's step
// (engine.go's on), asking the cards its lower column costs, and no more
// than the hand holds (checkRestaurant let the Capo come).
func standsRestDiscard(g *game, t, below *step) error {
	if need := g.restaurantCards(below.column()); int(t.Left) > need || t.Left > g.P[t.Who].HandN {
		return lawErr(lawRestaurantDiscardLeft, int(t.Who), int(t.Left), need, int(g.P[t.Who].HandN))
	}
	return nil
}

// standsAutoMarker: the marker's step stands on the Restaurant's actions
// before any is chosen, bound for a lower-row space that is free or the
// seat's own.
func standsAutoMarker(g *game, t, below *step) error {
	if below.done() != 0 {
		return standsNot(t, below)
	}
	if q := g.Lower[t.column()]; q >= 0 && q != t.Who {
		return lawErr(lawTurnOrderMarkerColumnTaken, int(t.Who), int(t.column())+1, int(q))
	}
	return nil
}

// restMenuDid reports whether below is the Restaurant's actions with only
// action a done: a decision a pushed stands on it while the second action
// is still to come.
func restMenuDid(below *step, a RestaurantAction) bool {
	return below.K == stRestMenu && below.done() == 1<<a
}

// standsTiles: City tiles to play stand on the Restaurant's actions that
// chose them, or alone; two at most.
func standsTiles(_ *game, t, below *step) error {
	return fits(t.Left <= 2 && (below == nil || restMenuDid(below, RestaurantActionPlayCityTiles)), t, below)
}

// standsCook: Books to cook stand on the Restaurant's actions that chose
// them, or alone; three at most.
func standsCook(_ *game, t, below *step) error {
	return fits(t.Left <= 3 && (below == nil || restMenuDid(below, RestaurantActionCookBooks)), t, below)
}

// tileChild reports whether a decision a City tile pushed (Promotion,
// Delivery, Cousin, Private Party: playTile) may stand on below: the tiles
// still to play (one left), the Restaurant's actions that chose them, or
// nothing.
func tileChild(below *step) bool {
	return below == nil || (below.K == stTiles && below.Left == 1) || restMenuDid(below, RestaurantActionPlayCityTiles)
}

func applyRestDiscard(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	pl.Hand &^= 1 << uint((m.Card))
	pl.HandN--
	g.Discard |= 1 << uint((m.Card))
	emit(b, Event{Kind: EventKindCardDiscarded, Player: seat(p), Card: m.Card})
	g.countDown(t)
}

// validateAutoMarker says why a decoded turn-order-marker step cannot be (zero when it can).
func validateAutoMarker(g *game, t *step) reason {
	return unless(rng8(t.X, 0, g.columns()-1) && t.Left == 0 && t.Y == 0, t, lawAutoMarkerArgs)
}

func autoAutoMarker(g *game, t step, b *evbuf) {
	p := t.Who
	for c := range g.Lower {
		if g.Lower[c] == p {
			g.Lower[c] = -1
		}
	}
	g.Lower[t.column()] = p
	emit(b, Event{Kind: EventKindTurnOrderMarkerMoved, Player: seat(p), Column: int8(t.column()) + 1})
}

// validateRestMenu says why a decoded restaurant-actions step cannot be (zero when it can).
func validateRestMenu(_ *game, t *step) reason {
	return unless(rng8(t.X, 0, 7) && bits.OnesCount8(uint8(t.X)) <= 1 &&
		int(t.Left) == 2-bits.OnesCount8(uint8(t.X)) && t.Y == 0,
		t, lawRestMenuArgs)
}

func legalRestMenu(l *lister, g *game, _ *step) { l.each(g, MoveKindDo, 3) }

func checkRestMenu(g *game, t *step, m *Move) reason {
	p := t.Who
	pl := &g.P[p]
	if !in(int8(m.Action), 3) || t.done()&(1<<uint((m.Action))) != 0 {
		return why(rTwoRestaurantActionsMustDiffer)
	}
	switch int8(m.Action) {
	case 0:
		if pl.HandN == 0 {
			return why(rNoOperationsCardPlay)
		}
	case 1:
		if pl.Tiles == 0 {
			return why(rNoCityTilePlay)
		}
	case 2:
		if !g.anyCook(p) {
			return why(rNoBookCanBeCooked)
		}
	}
	return reason(0)
}

func applyRestMenu(g *game, t *step, m Move, _ *evbuf) {
	p := t.Who
	t.X |= 1 << uint((m.Action)) // done
	g.countDown(t)
	switch int8(m.Action) {
	case 0:
		g.push(stPlayOps, p, 0, -1, 0)
	case 1:
		g.push(stTiles, p, 2, 0, 0)
	case 2:
		g.push(stCook, p, 3, 0, 0)
	}
}

func legalTiles(l *lister, g *game, t *step) { l.bitsOf(g, MoveKindTile, g.P[t.Who].Tiles) }

func checkTiles(g *game, t *step, m *Move) reason {
	if !in(int8(m.Tile), numTiles) || g.P[t.Who].Tiles&(1<<uint((m.Tile))) == 0 {
		return why(rThatCityTileNotBoard)
	}
	return reason(0)
}

func applyTiles(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	g.countDown(t)
	pl.Tiles &^= 1 << uint((m.Tile))
	pl.Played |= 1 << uint((m.Tile))
	emit(b, Event{Kind: EventKindCityTilePlayed, Player: seat(p), Tile: m.Tile})
	g.playTile(p, int8(m.Tile), b)
}

func legalCook(l *lister, g *game, t *step) { l.bitsOf(g, MoveKindCook, bitset.Set(g.P[t.Who].Books)) }

func checkCook(g *game, t *step, m *Move) reason {
	if !in(int8(m.Book), numBooks) || g.P[t.Who].Books&(1<<uint((m.Book))) == 0 {
		return why(rThatBookNotHand)
	}
	if !g.bookMet(t.Who, BookKind(int8(m.Book)/2)) {
		return why(rBookSConditionNotMet)
	}
	return reason(0)
}

func applyCook(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	g.countDown(t)
	pl.Books &^= 1 << uint((m.Book))
	pl.BooksN--
	pl.Cooked |= 1 << uint((m.Book))
	pay := bookPay[int8(m.Book)/2]
	if pl.Assoc == powCookPlus {
		pay += 2
	}
	g.earn(p, 0, pay, SourceBooks)
	emit(b, Event{Kind: EventKindBookCooked, Player: seat(p), Book: m.Book, Safe: int16(pay)})
}

func (g *game) anyCook(p int8) bool {
	bs := g.P[p].Books
	if bs == 0 {
		return false
	}
	h := g.holdingsOf(p)
	for b := int8(0); b < numBooks; b++ {
		if bs&(1<<uint(b)) != 0 && g.bookMetWith(p, BookKind(b/2), &h) {
			return true
		}
	}
	return false
}

// playTile resolves a City tile (House rule HOUSE-4.12).
func (g *game) playTile(p int8, t int8, b *evbuf) {
	switch TileKind(t / 4) {
	case TileKindCash:
		g.gainCash(p, 4, SourceCityTile, b)
	case TileKindMuscle:
		g.gainGoons(p, 2, b)
	case TileKindPromotion:
		g.push(stRaise, p, 0, 0, 0)
	case TileKindFavour:
		g.gainTokens(p, 2, b)
	case TileKindMoonshine:
		if g.stillsOperating(p) {
			g.addStills(p, 2, b)
		}
	case TileKindDelivery:
		g.push(stTruckMenu, p, 1, 0, 0) // one Truck, range 3
	case TileKindCousin:
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
	case TileKindLedger:
		g.drawBook(p, b)
	case TileKindPrivateParty:
		g.push(stSell, p, 1, 0, 0)
	}
}

// holdings is what the Books count of a seat's Operating buildings: each
// kind, barrels, protected ones, and the zones they stand in. anyCook
// counts them once for all the seat's Books.
type holdings struct {
	se, nc, ca, barrels, prot int
	zones                     [3]bool
}

func (g *game) holdingsOf(p int8) (h holdings) {
	for i := range g.Space {
		if !g.operating(i, p) {
			continue
		}
		x := &g.Space[i]
		switch x.Kind {
		case BuildingSpeakeasy:
			h.se++
		case BuildingNightclub:
			h.nc++
		case BuildingCasino:
			h.ca++
		}
		if x.Barrel {
			h.barrels++
		}
		if x.Prot {
			h.prot++
		}
		h.zones[districtZone(spaceDistrict(int8(i)))] = true
	}
	return h
}

// bookMet reports whether p meets Book kind k now (House rule HOUSE-4.11).
func (g *game) bookMet(p int8, k BookKind) bool {
	h := g.holdingsOf(p)
	return g.bookMetWith(p, k, &h)
}

// bookMetWith is bookMet with p's holdings counted.
func (g *game) bookMetWith(p int8, k BookKind, h *holdings) bool {
	pl := &g.P[p]
	switch k {
	case BookKindChain:
		return h.se >= 3
	case BookKindCitywide:
		return h.zones[0] && h.zones[1] && h.zones[2]
	case BookKindNightlife:
		return h.nc >= 1
	case BookKindHighRoller:
		return h.ca >= 1
	case BookKindMuscle:
		return pl.Tracks[TrackStrength] >= 4
	case BookKindSpecialist:
		for t := TrackStills; t < numTracks; t++ {
			if pl.Tracks[t] >= 4 {
				return true
			}
		}
	case BookKindStocked:
		return h.barrels >= 2
	case BookKindFamilyBusiness:
		return h.prot >= 2
	case BookKindSmuggler:
		return bits.OnesCount16(pl.Crates) >= 2
	}
	return false
}

// validCityTiles checks that each City tile is in exactly one place: a
// seat's, a space, the display's columns or the piles.
func (g *game) validCityTiles(cn *census) error {
	for i := range g.Space {
		if t := g.Space[i].Tile; t >= 0 {
			if cn.tiles&(1<<uint(t)) != 0 {
				return lawErr(lawCityTileTwoPlaces, int(t))
			}
			cn.tiles |= 1 << uint(t)
		}
	}
	for _, t := range g.Right {
		if t == -1 {
			continue
		}
		if !rng8(t, 0, numTiles-1) || cn.tiles&(1<<uint(t)) != 0 {
			return lawErr(lawCityTileDisplayBadRight)
		}
		cn.tiles |= 1 << uint(t)
	}
	piles := 0
	for r := range g.Mid {
		if !rng8(g.MidN[r], 0, numMidSlots) || !rng8(g.PileN[r], 0, numTiles) {
			return lawErr(lawCityTileDisplayBadStack)
		}
		piles += int(g.PileN[r])
		for i, t := range g.Mid[r] {
			if i >= int(g.MidN[r]) {
				if t != -1 {
					return lawErr(lawCityTileDisplayTileAbove)
				}
				continue
			}
			if !rng8(t, 0, numTiles-1) || cn.tiles&(1<<uint(t)) != 0 {
				return lawErr(lawCityTileDisplayBadMiddle)
			}
			cn.tiles |= 1 << uint(t)
		}
	}
	if cn.tiles.Len()+piles != numTiles {
		return lawErr(lawCityTilesSeenPiles,
			cn.tiles.Len(),
			piles,
			numTiles,
		)
	}
	return nil
}
