package speakeasy

// The Docks: the person's action first (top), left play a Stills card and
// hire a Goon for free, right play a Stills card (one person with two
// players); then the location action, ambush a Rum-runner Ship (ambush.go).
func visitDocks(g *game, p int8, person int8) {
	g.push(stAmbushMenu, p, 0, 0, 0)
	g.push(stPlayOps, p, 0, int8(OpsStills), 0)
	if person == 0 {
		g.push(stAutoGoon, p, 0, 0, 0)
	}
}

// autoGoon is the left person's free Goon.
var autoGoon = decision{
	prompt: "gain a free Goon",
	valid:  noArgs,
	auto:   autoAutoGoon,
}

func autoAutoGoon(g *game, t step, b *evbuf) { g.gainGoons(t.Who, 1, b) }
