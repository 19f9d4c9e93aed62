package speakeasy

// The Garage: the location action first (top), raise Strength or any
// Operations level; then the person (below): left play a Fleet card (its
// Pick up and deliver gets +2 range for each Truck), right Pick up and
// deliver barrels (trucks.go).
func visitGarage(g *game, p int8, person int8) {
	if person == 0 {
		g.push(stPlayOps, p, 0, int8(OpsTypeFleet), 0)
	} else {
		g.push(stTruckMenu, p, 0, 0, 0)
	}
	g.push(stRaise, p, 0, 0, 0)
}
