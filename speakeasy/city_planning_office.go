package speakeasy

// The City Planning Office: the location action first (top), up to twice:
// open a Nightclub or Casino, upgrade a Speakeasy to one, or take over a
// Mobster Speakeasy with one (building.go; at most one Nightclub and one
// Casino in each Zone); then the person (below): left play one Operations
// card, middle raise Strength or any Operations level, right play a Party
// card.
func visitCityPlanningOffice(g *game, p int8, person int8) {
	switch person {
	case 0:
		g.push(stPlayOps, p, 0, -1, 0)
	case 1:
		g.push(stRaise, p, 0, 0, 0)
	case 2:
		g.push(stPlayOps, p, 0, int8(OpsParty), 0)
	}
	g.push(stBuild, p, 2, 1, 0)
}
