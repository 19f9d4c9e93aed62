package speakeasy

// The Contractor Office: the person's action first (top): left gain a Book,
// middle raise Strength or any Operations level, right gain a Helper card;
// then the location action, up to twice: open a Speakeasy or the Stills,
// or take over a Mobster Speakeasy with one (building.go, takeover.go).
func visitContractorOffice(g *game, p int8, person int8) {
	g.push(stBuild, p, 2, 0, 0)
	switch person {
	case 0:
		g.push(stBook, p, 0, 0, 0)
	case 1:
		g.push(stRaise, p, 0, 0, 0)
	case 2:
		g.push(stHelper, p, 0, 0, 0)
	}
}
