package speakeasy

// The Commission: the person's action first (top), left gain a Helper
// card, middle raise Strength or any Operations level, right gain a Family
// Member; then the location action, get an Associate, and hire Goons.
func visitCommission(g *game, p int8, person int8) {
	g.push(stHire, p, 0, 0, 0)
	g.push(stAssociate, p, 0, 0, 0)
	switch person {
	case 0:
		g.push(stHelper, p, 0, 0, 0)
	case 1:
		g.push(stRaise, p, 0, 0, 0)
	case 2:
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
	}
}

func legalAssociate(l *lister, g *game, _ *step) { l.each(g, MoveKindAssociate, numDistricts) }

func checkAssociate(g *game, _ *step, m *Move) reason {
	if !in(int8(m.Mobster), numDistricts) || g.blocked(int8(m.Mobster)) {
		return why(rNoMobsterForThatDistrict)
	}
	if g.assocTaken(int8(m.Mobster)) {
		return why(rThatMobsterAlreadyAnAssociate)
	}
	return reason(0)
}

func applyAssociate(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.takeAssociate(p, int8(m.Mobster), b)
}

// Associates.

func (g *game) assocTaken(d int8) bool {
	for p := 0; p < g.n(); p++ {
		if g.P[p].Assoc == d {
			return true
		}
	}
	return false
}

// takeAssociate is the Commission's location action (seed): return the old
// Associate, take the Mobster of district d, fire an immediate power.
func (g *game) takeAssociate(p int8, d int8, b *evbuf) {
	g.P[p].Assoc = d
	emit(b, Event{Kind: EventKindAssociateTaken, Player: seat(p), Mobster: Mobster(d)})
	switch d {
	case powCash6:
		g.gainCash(p, 6, SourceAssociate, b)
	case powGoons2:
		g.gainGoons(p, 2, b)
	case powStrength:
		g.raise(p, int8(TrackStrength), b)
	case powOps:
		g.push(stRaise, p, 0, 1, 0)
	case powTokens2:
		g.gainTokens(p, 2, b)
	case powFM:
		if g.P[p].FMSupply > 0 {
			g.push(stFM, p, 0, 0, 0)
		}
	case powHelper:
		g.push(stHelper, p, 0, 0, 0)
	case powBooks2:
		g.drawBook(p, b)
		g.drawBook(p, b)
	}
}
