package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/codec"
)

// evbuf gathers one Apply's events. A nil *evbuf keeps none and costs
// nothing to fill: the in-place path of a playout (learning.go) passes nil,
// so ev and private, the only writers, return at once.
type evbuf = codec.EventBuf[Event, *Event]

// emit adds e, an event everyone sees; a nil b keeps none.
func emit(b *evbuf, e Event) {
	if b == nil {
		return
	}
	e.To = core.Everyone
	b.Add(e)
}

// private adds e, a fact only its seat may see, and its redacted twin for
// everyone else (the Book or card hidden).
func private(b *evbuf, e Event) {
	if b == nil {
		return
	}
	e.To = core.Only(e.Player)
	b.Add(e)
	e.To = core.AllBut(e.Player)
	if e.Kind == EventKindBookGained {
		e.Book = HiddenBook
	} else {
		e.Card = HiddenCard
	}
	b.Add(e)
}

// noSeat is the seat of an event about no seat.
const noSeat = core.NoPlayer

// seat is the seat an event concerns: p, core.NoPlayer for none (-1).
func seat(p int8) core.Player {
	if p < 0 {
		return core.NoPlayer
	}
	return core.Player(p)
}

// fmWhere is where a gained Family Member goes: 0 the VIP area, 1 to 3
// the Docks Zone z+1.
func fmWhere(dest int8) Where {
	if dest == 0 {
		return WhereVIPArea
	}
	return WhereDowntown + Where(dest) - 1
}

// barrelWhere is where a won barrel goes: a space, -1 the Stills area, -2
// back to the supply.
func barrelWhere(to int) Where {
	switch to {
	case -1:
		return WhereStillsArea
	case -2:
		return WhereSupply
	}
	return Where(to)
}

const (
	allOps     = bitset.Set(1)<<numOps - 1
	allTiles   = bitset.Set(1)<<numTiles - 1
	allBooks   = uint32(1)<<numBooks - 1
	allHelpers = uint32(1)<<numHelpers - 1
	allCrates  = uint16(1)<<numCrates - 1
)

// pick draws one set bit of mask uniformly with the state's RNG (core's
// uniform draw from a set: one IntN over its size, then the id of that rank).
func (g *game) pick(mask bitset.Set) (int8, bool) {
	if mask == 0 {
		return -1, false
	}
	var i int
	i, _, g.RNG = mask.Draw(g.RNG)
	return int8(i), true
}

// The hidden piles, as "everything minus what is elsewhere".

func (g *game) opsDeck() bitset.Set {
	m := allOps &^ g.Discard
	for p := range g.P[:g.n()] {
		pl := &g.P[p]
		m &^= pl.Hand
		for _, c := range &pl.Slots {
			if c >= 0 {
				m &^= 1 << uint(c)
			}
		}
	}
	return m
}

func (g *game) opsDeckLen() int {
	n := numOps - g.Discard.Len()
	for p := 0; p < g.n(); p++ {
		n -= int(g.P[p].HandN)
		for _, c := range g.P[p].Slots {
			if c >= 0 {
				n--
			}
		}
	}
	return n
}

func (g *game) bookPile() uint32 {
	m := allBooks
	for p := 0; p < g.n(); p++ {
		m &^= g.P[p].Books | g.P[p].Cooked
	}
	return m
}

func (g *game) bookPileLen() int {
	n := numBooks
	for p := 0; p < g.n(); p++ {
		n -= int(g.P[p].BooksN) + bits.OnesCount32(g.P[p].Cooked)
	}
	return n
}

func (g *game) helperDeck() uint32 {
	m := allHelpers
	for _, h := range g.Display {
		if h >= 0 {
			m &^= 1 << uint(h)
		}
	}
	for p := 0; p < g.n(); p++ {
		m &^= g.P[p].Helpers
	}
	return m
}

func (g *game) tilesSeen() bitset.Set {
	var m bitset.Set
	for i := range g.Space {
		if t := g.Space[i].Tile; t >= 0 {
			m |= 1 << uint(t)
		}
	}
	for _, t := range g.Right {
		if t >= 0 {
			m |= 1 << uint(t)
		}
	}
	for r := range g.Mid {
		for i := 0; i < int(g.MidN[r]); i++ {
			m |= 1 << uint(g.Mid[r][i])
		}
	}
	for p := 0; p < g.n(); p++ {
		m |= g.P[p].Tiles | g.P[p].Played
	}
	return m
}

func (g *game) crateStack() uint16 {
	m := allCrates
	for _, s := range g.Ships {
		if s.Crate >= 0 {
			m &^= 1 << uint(s.Crate)
		}
	}
	if g.Crate >= 0 {
		m &^= 1 << uint(g.Crate)
	}
	for p := 0; p < g.n(); p++ {
		m &^= g.P[p].Crates
	}
	return m
}

// Supplies.

func (g *game) goonSupply() int {
	n := numGoons
	for p := 0; p < g.n(); p++ {
		n -= int(g.P[p].Goons)
	}
	return n
}

func (g *game) tokenSupply() int {
	n := numTokens
	for p := 0; p < g.n(); p++ {
		n -= int(g.P[p].Tokens)
	}
	return n
}

func (g *game) mobsterSupply() int {
	n := numMobsterSE
	for i := range g.Space {
		if g.Space[i].Kind == BuildingMobsterSpeakeasy {
			n--
		}
	}
	return n
}

// Gains.

func (g *game) gainGoons(p int8, n int, b *evbuf) {
	if s := g.goonSupply(); n > s {
		n = s
	}
	if n > 0 {
		g.P[p].Goons += int8(n)
		emit(b, Event{Kind: EventKindGoonsGained, Player: seat(p), Goons: int8(n)})
	}
}

func (g *game) gainTokens(p int8, n int, b *evbuf) {
	if s := g.tokenSupply(); n > s {
		n = s
	}
	if n > 0 {
		g.P[p].Tokens += int8(n)
		emit(b, Event{Kind: EventKindLeverageGained, Player: seat(p), Tokens: int8(n)})
	}
}

func (g *game) gainCash(p int8, n int, src Source, b *evbuf) {
	g.earn(p, n, 0, src)
	emit(b, Event{Kind: EventKindCashGained, Player: seat(p), Cash: int8(n)})
}

func (g *game) raise(p int8, t int8, b *evbuf) {
	if g.P[p].Tracks[t] < trackMax[t] {
		g.P[p].Tracks[t]++
		emit(b, Event{Kind: EventKindTrackRaised, Player: seat(p), Track: Track(t), Level: int8(g.P[p].Tracks[t])})
	}
}

func (g *game) drawBook(p int8, b *evbuf) {
	bk, ok := g.pick(bitset.Set(g.bookPile()))
	if !ok {
		return
	}
	g.P[p].Books |= 1 << uint(bk)
	g.P[p].BooksN++
	private(b, Event{Kind: EventKindBookGained, Player: seat(p), Book: Book(bk)})
}

func (g *game) drawOps(p int8, b *evbuf) {
	deck := g.opsDeck()
	if deck == 0 {
		// The discard pile becomes the new deck (shuffled: drawing from it is uniform).
		g.Discard = 0
		deck = g.opsDeck()
	}
	c, ok := g.pick(deck)
	if !ok {
		return
	}
	g.P[p].Hand |= 1 << uint(c)
	g.P[p].HandN++
	private(b, Event{Kind: EventKindCardDrawn, Player: seat(p), Card: Card(c)})
}

// fmHome returns a Family Member to p's VIP area, or to the supply when
// the area is full.
func (g *game) fmHome(p int8) {
	if g.vipRoom(p) {
		g.P[p].FMVIP++
	} else {
		g.P[p].FMSupply++
	}
}

// takeTile moves a face-up uncovered City tile to p's board. A tile taken
// from the right column is replaced from the pile of its row, else the
// next non-empty pile (the rulebook; House rule HOUSE-4.8); the middle column is
// never refilled (seed).
func (g *game) takeTile(p int8, t int8, b *evbuf) {
	g.P[p].Tiles |= 1 << uint(t)
	for r, x := range g.Right {
		if x == t {
			g.Right[r] = -1
			for _, pile := range [4]int{r, 0, 1, 2} {
				if g.PileN[pile] > 0 {
					if n, ok := g.pick(allTiles &^ g.tilesSeen()); ok {
						g.PileN[pile]--
						g.Right[r] = n
					}
					break
				}
			}
		}
	}
	for r := range g.Mid {
		if n := g.MidN[r]; n > 0 && g.Mid[r][n-1] == t {
			g.Mid[r][n-1] = -1
			g.MidN[r]--
		}
	}
	emit(b, Event{Kind: EventKindCityTileTaken, Player: seat(p), Tile: Tile(t)})
}

// takeableTiles is the set of face-up tiles nobody covers.
func (g *game) takeableTiles() bitset.Set {
	var m bitset.Set
	for _, t := range g.Right {
		if t >= 0 {
			m |= 1 << uint(t)
		}
	}
	for r := range g.Mid {
		if n := g.MidN[r]; n > 0 {
			m |= 1 << uint(g.Mid[r][n-1])
		}
	}
	return m
}

// toMiddle puts a tile on the middle column: an empty space first, else the
// smallest stack, the topmost winning ties (the rulebook; House rule HOUSE-4.12).
func (g *game) toMiddle(t int8) {
	best := 0
	for r := 1; r < 3; r++ {
		if g.MidN[r] < g.MidN[best] {
			best = r
		}
	}
	if int(g.MidN[best]) >= numMidSlots {
		return
	}
	g.Mid[best][g.MidN[best]] = t
	g.MidN[best]++
}

// Buildings.

func (g *game) operating(sp int, p int8) bool {
	x := &g.Space[sp]
	return x.Owner == p && x.Kind >= BuildingSpeakeasy && x.Kind <= BuildingCasino && !x.Closed
}

func (g *game) stillsSpace(p int8) int {
	for i := range g.Space {
		if g.Space[i].Kind == BuildingStills && g.Space[i].Owner == p {
			return i
		}
	}
	return -1
}

func (g *game) stillsOperating(p int8) bool {
	sp := g.stillsSpace(p)
	return sp >= 0 && !g.Space[sp].Closed
}

// addStills puts up to n barrels from the supply on p's Stills area (at most 6).
func (g *game) addStills(p int8, n int, b *evbuf) {
	if room := stillsAreaMax - int(g.P[p].Stills); n > room {
		n = room
	}
	if n > int(g.Supply) {
		n = int(g.Supply)
	}
	if n <= 0 {
		return
	}
	g.P[p].Stills += int8(n)
	g.Supply -= int8(n)
	emit(b, Event{Kind: EventKindBarrelsProduced, Player: seat(p), Barrels: int8(n)})
}
