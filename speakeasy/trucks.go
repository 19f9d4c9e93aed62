package speakeasy

// Pick up and deliver barrels (the rulebook's section of that name, at the
// Garage, with a Fleet card and a Delivery City tile): each Truck moves in
// turn (House rule HOUSE-4.8): choose a Truck, enter the map for free or
// drive to adjacent districts, pick up from the Stills or buy from a Ship
// docked there, deliver to your Operating buildings, then end its move.

// validateTruckMenu says why a decoded pick-up-and-deliver step cannot be (zero when it can).
func validateTruckMenu(_ *game, t *step) reason {
	return unless(rng8(t.X, 0, 2) && rng8(t.Y, 0, 3) && rng8(t.Left, 0, 1), t, lawTruckMenuArgs)
}

func legalTruckMenu(l *lister, g *game, _ *step) { l.each(g, MoveKindTruck, 2) }

func checkTruckMenu(g *game, t *step, m *Move) reason {
	if !in(m.Truck, 2) || t.moved()&(1<<uint(m.Truck)) != 0 {
		return why(rThatTruckHasMoved)
	}
	if m.Truck == 1 && g.P[t.Who].Tracks[TrackFleet] < 3 {
		return why(rSecondTruckJoinsFleetLevel)
	}
	return reason(0)
}

func applyTruckMenu(g *game, t *step, m Move, _ *evbuf) {
	p := t.Who
	r := g.truckRange(p, t.rangeBonus(), t.singleTruck())
	t.Y |= 1 << uint(m.Truck) // moved
	if t.singleTruck() {
		g.pop()
	}
	g.push(stTruck, p, r, m.Truck, 0)
}

// standsTruckMenu: the Garage's right person's Pick up and deliver is its
// visit's bottom; a Fleet card's (+2 range) stands where the card's play
// stood; a Delivery tile's (one Truck, none moved yet) where the tile's
// play stood.
func standsTruckMenu(_ *game, t, below *step) error {
	switch {
	case t.singleTruck():
		return fits(t.rangeBonus() == 0 && t.moved() == 0 && tileChild(below), t, below)
	case t.rangeBonus() == 2:
		return fits(opsChild(below), t, below)
	}
	return fits(t.rangeBonus() == 0 && below == nil, t, below)
}

// standsTruck: a Truck moves on the Pick up and deliver that chose it (a
// Delivery tile's, which ends as its one Truck starts, where the tile's
// play stood), the second Truck from Fleet level 3.
func standsTruck(g *game, t, below *step) error {
	if f := g.P[t.Who].Tracks[TrackFleet]; t.truck() == 1 && f < 3 {
		return lawErr(lawSecondTruckBelowFleet3, int(t.Who), int(f))
	}
	if below != nil && below.K == stTruckMenu {
		return fits(!below.singleTruck() && below.moved()&(1<<uint(t.truck())) != 0, t, below)
	}
	return fits(tileChild(below), t, below)
}

// validateTruck says why a decoded truck step cannot be (zero when it can).
func validateTruck(_ *game, t *step) reason {
	return unless(rng8(t.X, 0, 1) && t.Left >= 0 && t.Y == 0, t, lawTruckArgs)
}

// legalTruck lists what checkTruck takes: a Truck off the map only enters
// it, and one on the map enters nowhere, drives only to an adjacent
// district, buys only from a Ship docked in its district and delivers only
// in its own district, so the other candidates are not tried.
func legalTruck(l *lister, g *game, t *step) {
	pos := g.P[t.Who].Truck[t.truck()]
	if pos < 0 {
		l.each(g, MoveKindEnter, numDistricts)
		return
	}
	if l.moves&(1<<MoveKindDrive) != 0 {
		m := Move{By: l.by(), Kind: MoveKindDrive}
		for d := int8(0); d < numDistricts; d++ {
			if adjacent(pos, d) {
				m.District = District(d)
				l.tryAt(g, t, &m)
			}
		}
	}
	l.try(g, PickUpMove(l.by()))
	for sh := int8(0); sh < numShips; sh++ {
		if portDistrict[g.Ships[sh].Port] == pos {
			l.try(g, BuyMove(l.by(), Ship(sh), 1))
			l.try(g, BuyMove(l.by(), Ship(sh), 2))
		}
	}
	if !in(pos, numDistricts) {
		l.each(g, MoveKindDeliver, numSpaces)
		return
	}
	m := Move{By: l.by(), Kind: MoveKindDeliver}
	for sp := spaceStart[pos]; sp < spaceStart[pos+1]; sp++ {
		m.Space = Space(sp)
		l.try(g, m)
	}
}

func checkTruck(g *game, t *step, m *Move) reason { return g.checkTruck(t.Who, t, *m) }

func applyTruck(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	i := t.truck()
	switch m.Kind {
	case MoveKindEnter:
		pl.Truck[i] = int8(m.District)
		emit(b, Event{Kind: EventKindTruckMoved, Player: seat(p), Truck: int8(i) + 1, District: m.District, Entered: true})
	case MoveKindDrive:
		pl.Truck[i] = int8(m.District)
		t.Left--
		emit(b, Event{Kind: EventKindTruckMoved, Player: seat(p), Truck: int8(i) + 1, District: m.District})
	case MoveKindPickUp:
		pl.Stills--
		pl.Load[i]++
		emit(b, Event{Kind: EventKindBarrelPickedUp, Player: seat(p), Truck: int8(i) + 1})
	case MoveKindBuy:
		cost, sup := g.buyCost(int8(m.Ship), int(m.Barrels))
		g.pay(p, cost, SinkShipBarrels)
		g.Ships[int8(m.Ship)].Barrels -= m.Barrels - int8(sup)
		g.Supply -= int8(sup)
		pl.Load[i] += m.Barrels
		emit(b, Event{Kind: EventKindBarrelsBought, Player: seat(p), Ship: m.Ship, Barrels: int8(m.Barrels), Cost: int8(cost)})
		g.sail(int8(m.Ship), b)
	case MoveKindDeliver:
		pl.Load[i]--
		g.Space[int8(m.Space)].Barrel = true
		emit(b, Event{Kind: EventKindBarrelDelivered, Player: seat(p), Space: m.Space})
	}
}

func (g *game) truckRange(p int8, bonus int8, single bool) int8 {
	r := g.P[p].Tracks[TrackFleet]
	if single {
		r = 3
	}
	r += bonus + int8(g.crateCount(p, CrateBonusTruck))
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
	i := t.truck()
	pos := pl.Truck[i]
	if m.Kind == MoveKindEnter {
		if pos >= 0 {
			return why(rTruckAlreadyMap)
		}
		if !in(int8(m.District), numDistricts) {
			return why(rNoSuchDistrict)
		}
		return reason(0)
	}
	if pos < 0 {
		return why(rTruckMustEnterMapFirst)
	}
	switch m.Kind {
	case MoveKindDrive:
		if !in(int8(m.District), numDistricts) || !adjacent(pos, int8(m.District)) {
			return why(rTrucksMoveAnOrthogonallyAdjacent)
		}
		if t.Left <= 0 {
			return why(rTruckHasNoMovementLeft)
		}
		return reason(0)
	case MoveKindPickUp:
		sp := g.stillsSpace(p)
		if sp < 0 || spaceDistrict(int8(sp)) != pos || g.Space[sp].Closed {
			return why(rPickUpOperatingStillsTruck)
		}
		if pl.Stills == 0 {
			return why(rStillsAreaEmpty)
		}
		if pl.Load[i] >= truckCapacity {
			return why(rTruckHoldsTwoBarrels)
		}
		return reason(0)
	case MoveKindBuy:
		if !in(int8(m.Ship), numShips) || portDistrict[g.Ships[int8(m.Ship)].Port] != pos {
			return why(rShipNotDockedTruckS)
		}
		if m.Barrels < 1 || m.Barrels > 2 {
			return why(rBuyOneTwoBarrels)
		}
		if int(pl.Load[i])+int(m.Barrels) > truckCapacity {
			return why(rTruckHoldsTwoBarrels)
		}
		cost, sup := g.buyCost(int8(m.Ship), int(m.Barrels))
		if sup > int(g.Supply) {
			return why(rNoBarrelsLeftSupply)
		}
		if f := g.funds(p); f < cost {
			return why(rBarrelsCostNHaveN, cost, f)
		}
		return reason(0)
	case MoveKindDeliver:
		if pl.Load[i] == 0 {
			return why(rTruckEmpty)
		}
		if !in(int8(m.Space), numSpaces) || spaceDistrict(int8(m.Space)) != pos {
			return why(rDeliverTruckSDistrict)
		}
		x := g.Space[int8(m.Space)]
		if !g.operating(int((m.Space)), p) || x.Kind == BuildingStills {
			return why(rDeliverOneOperatingSpeakeasiesNightclubs)
		}
		if x.Barrel {
			return why(rOneBarrelPerBuilding)
		}
		return reason(0)
	}
	return why(rWrongStep, int(t.K)) // unreachable: the decision accepts only these kinds
}
