package speakeasy

// City Hall: the left person's action first (top), gain a Family Member
// and hire Goons, then the location action, Get Protection; or Get
// Protection, then the right person's action (below), gain a Leverage
// token and play a VIP Room card (whose action is Get Protection again).
func visitCityHall(g *game, p int8, person int8) {
	lev := int8(g.leverage(p))
	if person == 0 {
		g.push(stProtect, p, lev, 0, 0)
		g.push(stHire, p, 0, 0, 0)
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
		return
	}
	g.push(stPlayOps, p, 0, int8(OpsTypeVIPRoom), 0)
	g.push(stAutoToken, p, 0, 0, 0)
	g.push(stProtect, p, lev, 0, 0)
}

// validateProtect says why a decoded protect step cannot be (zero when it can).
func validateProtect(_ *game, t *step) reason {
	return unless(t.Left >= 0 && t.X == 0 && t.Y == 0, t, lawProtectArgs)
}

// standsProtect: Get Protection is City Hall's location action (the
// bottom of the left person's visit, on the right person's token after
// it), or a VIP Room card's where the card's play stood.
func standsProtect(_ *game, t, below *step) error {
	return fits(below == nil || below.K == stAutoToken || opsChild(below), t, below)
}

// standsAutoToken: the right person's token waits on its VIP Room card.
func standsAutoToken(_ *game, t, below *step) error {
	return fits(below.opsType() == int8(OpsTypeVIPRoom), t, below)
}

func legalProtect(l *lister, g *game, t *step) { l.ownSpaces(g, t, MoveKindProtect) }

func checkProtect(g *game, t *step, m *Move) reason {
	p := t.Who
	pl := &g.P[p]
	if !in(int8(m.Space), numSpaces) {
		return why(rNoSuchSpace)
	}
	x := g.Space[int8(m.Space)]
	if x.Owner != p || x.Kind < BuildingSpeakeasy || x.Kind > BuildingCasino {
		return why(rProtectOneOwnBuildings)
	}
	if x.Prot {
		return why(rBuildingAlreadyProtected)
	}
	if pl.FMVIP == 0 {
		return why(rNoFamilyMemberVipArea)
	}
	if have, price := int(t.Left)+int(pl.Tokens), g.protectPrice(p); have < price {
		return why(rFamilyMemberCostsNLeverage,
			price, have)
	}
	return reason(0)
}

func applyProtect(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	pl := &g.P[p]
	price := g.protectPrice(p)
	use := price
	if int(t.Left) < use {
		use = int(t.Left)
	}
	t.Left -= int8(use)
	pl.Tokens -= int8(price - use)
	pl.FMVIP--
	x := &g.Space[int8(m.Space)]
	x.Prot, x.Closed = true, false
	emit(b, Event{Kind: EventKindBuildingProtected, Player: seat(p), Space: m.Space, Leverage: int8(price)})
}

func autoAutoToken(g *game, t step, b *evbuf) { g.gainTokens(t.Who, 1, b) }

// protectPrice is the Leverage one Family Member costs (the rulebook: 4/3/2/1 by
// column; House rule HOUSE-4.5: 4/2 on the two-column track), 1 cheaper
// with the M4 Associate (never below 1).
func (g *game) protectPrice(p int8) int {
	c := g.priceColumn(p)
	var price int
	if g.columns() == 2 {
		price = [2]int{4, 2}[c&1]
	} else {
		price = 4 - c
	}
	if g.P[p].Assoc == powCheapProt && price > 1 {
		price--
	}
	return price
}

// leverage is p's Leverage for Get Protection: the Leverage printed on
// its slotted Operations cards and its Connection Crates.
func (g *game) leverage(p int8) int {
	n := g.crateCount(p, CrateBonusConnection)
	for _, c := range g.P[p].Slots {
		if c >= 0 {
			n += int(opsLev(c))
		}
	}
	return n
}
