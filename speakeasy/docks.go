package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/internal/bitset"
)

// The Docks: the person's action first (top), left play a Stills card and
// hire a Goon for free, right play a Stills card (one person with two
// players); then the location action, ambush a Rum-runner Ship (below).
func visitDocks(g *game, p int8, person int8) {
	g.push(stAmbushMenu, p, 0, 0, 0)
	g.push(stPlayOps, p, 0, int8(OpsTypeStills), 0)
	if person == 0 {
		g.push(stAutoGoon, p, 0, 0, 0)
	}
}

func autoAutoGoon(g *game, t step, b *evbuf) { g.gainGoons(t.Who, 1, b) }

// standsAutoGoon: the left person's free Goon waits on its Stills card.
func standsAutoGoon(_ *game, t, below *step) error {
	return fits(below.opsType() == int8(OpsTypeStills), t, below)
}

// Ambush a Rum-runner Ship (the Docks' location action): with at least one
// of your Family Members in the Ship's Docks Zone, attack with Strength ×
// the Family Members used (others' at $1 each to their owners) + Goons
// returned (+2 per Muscle Crate, House rule HOUSE-4.13), never an
// Associate; you need more than the Ship's defence. A player declares only
// an ambush that wins (House rule HOUSE-4.8), and the fewest Goons that win
// are returned (House rule HOUSE-4.20).

func legalAmbushMenu(l *lister, g *game, _ *step) { l.each(g, MoveKindAmbush, numShips) }

func checkAmbushMenu(g *game, t *step, m *Move) reason {
	p := t.Who
	pl := &g.P[p]
	if !in(int8(m.Ship), numShips) {
		return why(rNoSuchShip)
	}
	if pl.FMDock[shipZone(g.Ships[int8(m.Ship)])] == 0 {
		return why(rNeedOneFamilyMembersShip)
	}
	if att, def := g.ambushMost(p, int8(m.Ship)); att <= def {
		return why(rAttackMostNStrengthFamily, att, def)
	}
	return reason(0)
}

// ambushMost is the most p's ambush of Ship si can attack with (every
// Family Member of the Ship's Docks Zone, the others' as many as p can pay
// $1 each for, and every Goon) and the Ship's defence.
func (g *game) ambushMost(p, si int8) (att, def int) {
	sh := g.Ships[si]
	z := shipZone(sh)
	others := 0
	for q := 0; q < g.n(); q++ {
		if int8(q) != p {
			others += int(g.P[q].FMDock[z])
		}
	}
	if f := g.funds(p); others > f {
		others = f
	}
	return g.ambushBase(p, int(g.P[p].FMDock[z])+others) + int(g.P[p].Goons), shipDefence[sh.Barrels]
}

// standsAmbushFM: an ambush being assembled is one its attacker could
// declare (checkAmbushMenu), and nothing its decisions change makes it
// weaker: with every Family Member it may still use and every Goon it
// beats the Ship.
func standsAmbushFM(g *game, t, _ *step) error {
	if att, def := g.ambushMost(t.Who, g.Pend.Ship); att <= def {
		return lawErr(lawAmbushCannotWin, int(t.Who), int(g.Pend.Ship), att, def)
	}
	return nil
}

func applyAmbushMenu(g *game, t *step, m Move, _ *evbuf) {
	p := t.Who
	g.pop()
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: int8(m.Ship)}
	g.Pend.Used[p] = 1
	g.push(stAmbushFM, p, 0, 0, 0)
}

// validAmbushFM: an ambush being assembled uses at least one of the
// attacker's Family Members, none a seat does not have in the Ship's Docks
// Zone, and no more of the others' than the attacker can pay $1 each for.
func validAmbushFM(g *game, t *step) reason {
	if !in(g.Pend.Ship, numShips) || g.Pend.Used[t.Who] < 1 {
		return t.law(lawAmbushFMOwn)
	}
	z := shipZone(g.Ships[g.Pend.Ship])
	for q := 0; q < g.n(); q++ {
		if g.Pend.Used[q] > g.P[q].FMDock[z] {
			return t.law(lawAmbushFMDocks, q)
		}
	}
	if g.othersUsed(t.Who) > g.funds(t.Who) {
		return t.law(lawAmbushFMPay)
	}
	return noArgs(g, t)
}

func legalAmbushFM(l *lister, g *game, _ *step) {
	l.each(g, MoveKindUse, g.n())
	l.try(g, AttackMove(l.by()))
}

func checkAmbushFM(g *game, t *step, m *Move) reason {
	p := t.Who
	z := shipZone(g.Ships[g.Pend.Ship])
	if m.Kind == MoveKindAttack {
		att := g.ambushBase(p, g.usedFMs()) + int(g.P[p].Goons)
		if def := shipDefence[g.Ships[g.Pend.Ship].Barrels]; att <= def {
			return why(rAttackMostNWithThese, att, def)
		}
		return reason(0)
	}
	if !in(int8(m.Seat), g.n()) || g.P[int8(m.Seat)].FMDock[z] <= g.Pend.Used[int8(m.Seat)] {
		return why(rNoMoreFamilyMembersThat)
	}
	if owe, f := g.othersUsed(p)+1, g.funds(p); int8(m.Seat) != p && f < owe {
		return why(rAnotherPlayerSFamilyMember, f)
	}
	return reason(0)
}

func applyAmbushFM(g *game, t *step, m Move, b *evbuf) {
	if m.Kind == MoveKindUse {
		g.Pend.Used[int8(m.Seat)]++
		return
	}
	p := t.Who
	g.pop()
	g.ambush(p, b)
}

// stillsArea is a won barrel's move to the Stills area ("barrel
// stills-area"), after the building spaces.
const stillsArea = int8(WhereStillsArea)

// validateBarrel says why a decoded won-barrel step cannot be (zero when it can).
func validateBarrel(g *game, t *step) reason {
	return unless(noArgs(g, t).OK() && g.Pend.Barrel == 1, t, lawBarrelArgs)
}

func legalBarrel(l *lister, g *game, t *step) {
	l.try(g, BarrelMove(l.by(), WhereStillsArea))
	l.ownSpaces(g, t, MoveKindBarrel)
}

func checkBarrel(g *game, t *step, m *Move) reason {
	p := t.Who
	if int8(m.Where) == stillsArea {
		if !g.stillsOperating(p) || g.P[p].Stills >= stillsAreaMax {
			return why(rStillsAreaCannotTakeBarrel)
		}
		return reason(0)
	}
	if !in(int8(m.Where), numSpaces) || !g.operating(int((m.Where)), p) || g.Space[int8(m.Where)].Kind == BuildingStills ||
		g.Space[int8(m.Where)].Barrel {
		return why(rBarrelGoesBesideOneOperating)
	}
	return reason(0)
}

func applyBarrel(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.Pend.Barrel = 0 // the won barrel leaves limbo
	to := int((m.Where))
	if int8(m.Where) == stillsArea {
		g.P[p].Stills++
		to = -1 // the event's number for the Stills area
	} else {
		g.Space[int8(m.Where)].Barrel = true
	}
	emit(b, Event{Kind: EventKindBarrelPlaced, Player: seat(p), Where: barrelWhere(to)})
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

// ambush resolves a won ambush (the rulebook: Crate, barrel, Family Member
// home, sail).
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
				emit(b, Event{Kind: EventKindFamilyMemberFeePaid, Player: seat(p), Owner: Capo(q)})
			}
		}
	}
	emit(b, Event{Kind: EventKindShipAmbushed, Player: seat(p), Ship: Ship(si), Attack: int8(base + need), Defence: int8(def)})
	if c := sh.Crate; c >= 0 {
		g.earn(p, crateCash(c), 0, SourceCrate)
		pl.Crates |= 1 << uint(c)
		emit(b, Event{Kind: EventKindCrateTaken, Player: seat(p), Crate: Crate(c)})
		sh.Crate = g.Crate
		g.Crate = -1
		if n, ok := g.pick(bitset.Set(g.crateStack())); ok {
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
		g.Pend.Barrel = 1 // one barrel in hand until MoveKindBarrel places it
		g.push(stBarrel, p, 0, 0, 0)
		return
	}
	g.Supply++
	emit(b, Event{Kind: EventKindBarrelPlaced, Player: seat(p), Where: WhereSupply})
}

func (g *game) canPlaceBarrel(p int8) bool {
	if g.stillsOperating(p) && g.P[p].Stills < stillsAreaMax {
		return true
	}
	for i := range g.Space {
		if g.operating(i, p) && g.Space[i].Kind != BuildingStills && !g.Space[i].Barrel {
			return true
		}
	}
	return false
}

// validShips checks the Ships (each at its own open port), the Crates
// (each once) and that the barrels add up to the 40 of the game.
func (g *game) validShips(cn *census) error {
	ships := uint16(0)
	for i, sh := range g.Ships {
		if rng8(sh.Port, 0, 7) && !g.portOpen(sh.Port) {
			return lawErr(lawShipLiesWhichClosedPlayers, i, int(sh.Port), int(g.N))
		}
		if !rng8(sh.Port, 0, 7) || !rng8(sh.Barrels, 0, shipCapacity) ||
			!rng8(sh.Crate, -1, numCrates-1) {
			return lawErr(lawShipOutRange, i)
		}
		for j := 0; j < i; j++ {
			if g.Ships[j].Port == sh.Port {
				return lawErr(lawTwoShips, int(sh.Port))
			}
		}
		if sh.Crate >= 0 {
			if (cn.crates|ships)&(1<<uint(sh.Crate)) != 0 {
				return lawErr(lawCrateTwoPlaces)
			}
			ships |= 1 << uint(sh.Crate)
		}
	}
	if !rng8(g.Crate, -1, numCrates-1) || (g.Crate >= 0 && (cn.crates|ships)&(1<<uint(g.Crate)) != 0) {
		return lawErr(lawBadCrateStackTop)
	}
	if under := allCrates &^ (cn.crates | ships); g.Crate < 0 && under != 0 {
		// the stack turns its next Crate face up as soon as the top is won
		return lawErr(lawCrateStackWithoutTop, bits.OnesCount16(under))
	}
	if all := int(g.Supply) + g.barrelsOut(); g.Supply < 0 || all != numBarrels {
		return lawErr(lawBarrels, all, numBarrels)
	}
	return nil
}

// barrelsOut counts the barrels out of the supply: beside the buildings,
// on the Ships, in the seats' Stills areas and Trucks, and a won one
// waiting for its place. With the supply they are the game's 40.
func (g *game) barrelsOut() int {
	n := int(g.Pend.Barrel)
	for _, x := range g.Space {
		if x.Barrel {
			n++
		}
	}
	for _, sh := range g.Ships {
		n += int(sh.Barrels)
	}
	for p := range g.N {
		pl := &g.P[p]
		n += int(pl.Stills) + int(pl.Load[0]) + int(pl.Load[1])
	}
	return n
}

// The Ships (the rulebook's Docks and its Ships): where each lies, and
// how one sails on once its barrels are bought or ambushed.

// shipAt is the Ship at port, -1 if none.
func (g *game) shipAt(port int8) int8 {
	for i, s := range g.Ships {
		if s.Port == port {
			return int8(i)
		}
	}
	return -1
}

func (g *game) portOpen(port int8) bool { return !g.blocked(portDistrict[port]) }

// sail moves Ship i clockwise to the next free, open port (seed).
func (g *game) sail(i int8, b *evbuf) {
	from := g.Ships[i].Port
	for k := int8(1); k < 8; k++ {
		port := (from + k) % 8
		if g.portOpen(port) && g.shipAt(port) < 0 {
			g.Ships[i].Port = port
			emit(b, Event{Kind: EventKindShipSailed, Player: noSeat, Ship: Ship(i), Port: Port(port)})
			return
		}
	}
}

func shipZone(s ship) int8 { return districtZone(portDistrict[s.Port]) }

// ambushBase is an ambush's attack before its Goons: Strength × Family
// Members used + 2 per Muscle Crate (the rulebook; House
// rule HOUSE-4.13).
func (g *game) ambushBase(p int8, fms int) int {
	return int(g.P[p].Tracks[TrackStrength])*fms + 2*g.crateCount(p, CrateBonusMuscle)
}

// crateCount is how many of p's Crates (won from the Ships) carry bonus.
func (g *game) crateCount(p int8, bonus CrateBonus) int {
	n := 0
	for c := int8(0); c < numCrates; c++ {
		if g.P[p].Crates&(1<<uint(c)) != 0 && crateBonus(c) == bonus {
			n++
		}
	}
	return n
}
