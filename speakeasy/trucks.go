package speakeasy

// Pick up and deliver barrels (the rulebook's section of that name, at the
// Garage, with a Fleet card and a Delivery City tile): each Truck moves in
// turn (House rule HOUSE-4.8): choose a Truck, enter the map for free or
// drive to adjacent districts, pick up from the Stills or buy from a Ship
// docked there, deliver to your Operating buildings, then end its move.

// decideTruckMenu: choose the next Truck to move, or finish.
var decideTruckMenu = decision{
	prompt:   "choose a Truck to move, or finish Pick up and deliver",
	moves:    kinds(MTruck),
	optional: true,
	skip:     "Finish Pick up and deliver",
	legal:    legalTruckMenu,
	check:    checkTruckMenu,
	apply:    applyTruckMenu,
	valid: func(_ *game, t *step) string {
		return unless(rng8(t.X, 0, 2) && rng8(t.Y, 0, 3) && rng8(t.Left, 0, 1),
			"bonus 0 to 2, the Trucks moved among 1 and 2, single a flag")
	},
}

func legalTruckMenu(l *lister, g *game, _ *step) { l.each(g, MTruck, 2) }

func checkTruckMenu(g *game, t *step, m Move) reason {
	if !in(m.A, 2) || t.moved()&(1<<uint(m.A)) != 0 {
		return why("that Truck has moved")
	}
	if m.A == 1 && g.P[t.Who].Tracks[TrackFleet] < 3 {
		return why("the second Truck joins at Fleet level 3")
	}
	return reason{}
}

func applyTruckMenu(g *game, t *step, m Move, _ *evbuf) {
	p := t.Who
	r := g.truckRange(p, t.rangeBonus(), t.singleTruck())
	t.Y |= 1 << uint(m.A) // moved
	if t.singleTruck() {
		g.pop()
	}
	g.push(stTruck, p, r, m.A, 0)
}

// decideTruck: move one Truck (Left is its movement), pick up, buy,
// deliver, or end its move.
var decideTruck = decision{
	prompt:   "move the Truck, pick up or deliver, or end its move",
	moves:    kinds(MEnter, MDrive, MPickup, MBuy, MDeliver),
	optional: true,
	skip:     "End this Truck's move",
	legal:    legalTruck,
	check:    checkTruck,
	apply:    applyTruck,
	valid: func(_ *game, t *step) string {
		return unless(rng8(t.X, 0, 1) && t.Left >= 0 && t.Y == 0, "a Truck 1 or 2 with its movement left")
	},
}

func legalTruck(l *lister, g *game, _ *step) {
	l.each(g, MEnter, numDistricts)
	l.each(g, MDrive, numDistricts)
	l.try(g, MPickup, 0, 0)
	for sh := int8(0); sh < numShips; sh++ {
		l.try(g, MBuy, sh, 1)
		l.try(g, MBuy, sh, 2)
	}
	l.each(g, MDeliver, numSpaces)
}

func checkTruck(g *game, t *step, m Move) reason { return g.checkTruck(t.Who, t, m) }

func applyTruck(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	i := t.truck()
	switch m.Kind {
	case MEnter:
		pl.Truck[i] = m.A
		ev(b, EvTruck, p, int(i), int(m.A), 1)
	case MDrive:
		pl.Truck[i] = m.A
		t.Left--
		ev(b, EvTruck, p, int(i), int(m.A), 0)
	case MPickup:
		pl.Stills--
		pl.Load[i]++
		ev(b, EvPickup, p, int(i), 0, 0)
	case MBuy:
		cost, sup := g.buyCost(m.A, int(m.B))
		g.pay(p, cost, SinkShipBarrels)
		g.Ships[m.A].Barrels -= m.B - int8(sup)
		g.Supply -= int8(sup)
		pl.Load[i] += m.B
		ev(b, EvBuy, p, int(m.A), int(m.B), cost)
		g.sail(m.A, b)
	case MDeliver:
		pl.Load[i]--
		g.Space[m.A].Barrel = true
		ev(b, EvDeliver, p, int(m.A), 0, 0)
	}
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
	i := t.truck()
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
		if t.Left <= 0 {
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
	return why(wrongStepMsg[t.K]) // unreachable: the decision accepts only these kinds
}
