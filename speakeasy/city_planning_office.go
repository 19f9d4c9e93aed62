package speakeasy

// The City Planning Office: the location action first (top), up to twice:
// open a Nightclub or Casino, upgrade a Speakeasy to one, or take over a
// Mobster Speakeasy with one (building.go; at most one Nightclub and one
// Casino in each Zone; a Casino costs an Operations card too, below); then
// the person (below): left play one Operations card, middle raise Strength
// or any Operations level, right play a Party card.
func visitCityPlanningOffice(g *game, p int8, person int8) {
	switch person {
	case 0:
		g.push(stPlayOps, p, 0, -1, 0)
	case 1:
		g.push(stRaise, p, 0, 0, 0)
	case 2:
		g.push(stPlayOps, p, 0, int8(OpsTypeParty), 0)
	}
	g.push(stBuild, p, 2, 1, 0)
}

// validateCasinoCard says why a decoded casino-card step cannot be (zero when it can).
func validateCasinoCard(g *game, t *step) reason {
	if r := unless(noArgs(g, t).OK() && g.pendingBuilding(t.Who) && g.Pend.Card < 0 &&
		g.Pend.Group == int8(GroupCasino), t, lawCasinoCardArgs); !r.OK() {
		return r
	}
	// A takeover's fee was chosen before the card: the attack that
	// choice made (takeover.go's checkFee) must still beat the tile.
	return unless(g.Pend.Mode != modeTakeover || checkFeeChoice(g, t).OK(), t, lawCasinoCardFee)
}

func legalCasinoCard(l *lister, g *game, t *step) { l.bitsOf(g, MoveKindDiscard, g.P[t.Who].Hand) }

func applyCasinoCard(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.Pend.Card = int8(m.Card)
	g.build(p, b)
}

// standsCasinoCard: a Casino's card is asked under the City Planning
// Office's build.
func standsCasinoCard(_ *game, t, below *step) error { return fits(buildSite(below) == 1, t, below) }

// cpoPerson reports whether b is the step of the City Planning Office's
// person the visit asks after its build: the left one's card (any type),
// the middle one's raise (any track), the right one's Party card.
func cpoPerson(b *step) bool {
	switch b.K {
	case stPlayOps:
		return b.opsType() == -1 || b.opsType() == int8(OpsTypeParty)
	case stRaise:
		return !b.opsOnly()
	}
	return false
}
