package speakeasy

import "slices"

// A turn (House rule HOUSE-4.7): place a Capo, resolve the location, then
// the end of the turn: played City tiles go to the middle column, every
// seat over the City tile limit discards (the rulebook's "City tile
// limit"), and the active player draws an Operations card below five.

// validatePlace says why a decoded place-capo step cannot be (zero when it can).
func validatePlace(_ *game, t *step) reason { return t.law(lawPlaceUnder) }

// legalPlace lists what checkPlace takes, testing each person once: a free
// person, a Restaurant column, a swap at the Park; and Pass only when none
// of those is listed, which is checkPlace's rule for it.
func legalPlace(l *lister, g *game, _ *step) {
	by, p := l.by(), l.who
	out := l.out // appended to here, its length kept in a register
	n0 := len(out)
	persons := personSlots[0]
	if g.small() {
		persons = personSlots[1]
	}
	// One pass over the persons finds the free ones and the other seats'
	// Capos a swap at the Park could take, which are listed last.
	park := g.freePark() >= 0
	var swaps [numPersonLocs * 3]personSlot
	n := 0
	m := PlaceMove(by, 0, 0)
	for _, at := range persons {
		if q := g.Occ[at.loc][at.k]; q < 0 {
			m.Location, m.Person = Location(at.loc), Person(at.k)
			out = append(out, m)
		} else if park && q != p {
			swaps[n] = at
			n++
		}
	}
	r := Move{By: by, Kind: MoveKindRestaurant}
	for c := int8(0); c < int8(g.columns()); c++ {
		if g.checkRestaurant(p, c).OK() {
			r.Column = c
			out = append(out, r)
		}
	}
	m.Kind = MoveKindPark
	for _, at := range swaps[:n] {
		m.Location, m.Person = Location(at.loc), Person(at.k)
		out = append(out, m)
	}
	if len(out) == n0 {
		out = append(out, PassMove(by))
	}
	l.out = out
}

// personSlot is a Person of Interest at a location.
type personSlot struct{ loc, k int8 }

// personSlots lists the persons personExists says exist, location by
// location, with 3–4 players ([0]) and with 1–2 ([1]): legalPlace's order.
var personSlots = [2][]personSlot{personsOf(&personsBig), personsOf(&personsSmall)}

func personsOf(persons *[numPersonLocs][3]bool) []personSlot {
	var out []personSlot
	for loc := range persons {
		for k, ok := range persons[loc] {
			if ok {
				out = append(out, personSlot{int8(loc), int8(k)})
			}
		}
	}
	return out
}

func checkPlace(g *game, _ *step, m *Move) reason { return g.checkPlace(*m) }

func applyPlace(g *game, _ *step, m Move, b *evbuf) {
	p := int8(m.By)
	switch m.Kind {
	case MoveKindPlace:
		g.Occ[int8(m.Location)][int8(m.Person)] = p
		g.Phase = phVisit
		emit(b, Event{Kind: EventKindCapoPlaced, Player: seat(p), Location: m.Location, Person: m.Person})
		g.pushVisit(p, int8(m.Location), int8(m.Person))
	case MoveKindRestaurant:
		g.goRestaurant(p, m.Column, b)
	case MoveKindPark:
		g.usePark(p, int8(m.Location), int8(m.Person), b)
	case MoveKindPass:
		g.Phase = phVisit
		g.Out[p]++
		emit(b, Event{Kind: EventKindTurnPassed, Player: seat(p)})
	}
}

func (g *game) checkPlace(m Move) reason {
	p := int8(m.By)
	switch m.Kind {
	case MoveKindPlace:
		if !g.personExists(int((m.Location)), int((m.Person))) {
			return why(rNoSuchPersonThatLocation)
		}
		if g.Occ[int8(m.Location)][int8(m.Person)] >= 0 {
			return why(rThatPersonAlreadyTalksCapo)
		}
		return reason(0)
	case MoveKindRestaurant:
		return g.checkRestaurant(p, m.Column)
	case MoveKindPark:
		return g.checkPark(p, int8(m.Location), int8(m.Person))
	case MoveKindPass:
		for loc := int8(0); loc < numPersonLocs; loc++ {
			for k := int8(0); k < 3; k++ {
				if g.checkPlace(PlaceMove(m.By, Location(loc), Person(k))).OK() ||
					g.checkPlace(ParkMove(m.By, Location(loc), Person(k))).OK() {
					return why(rCanStillPlaceCapo)
				}
			}
		}
		for c := int8(0); c < int8(g.columns()); c++ {
			if g.checkPlace(moveOf(m.By, MoveKindRestaurant, c, 0)).OK() {
				return why(rCanStillPlaceCapo)
			}
		}
		return reason(0)
	}
	return why(rPlaceCapoFirst)
}

// pushVisit puts a location's steps on the stack, one function per
// location in its own file, so they resolve in the rulebook's top-to-bottom
// order (the last pushed resolves first). A switch calls them, not a table
// of functions: a call through a function value would move the state to
// the heap.
func (g *game) pushVisit(p int8, loc, person int8) {
	switch Location(loc) {
	case LocationContractorOffice:
		visitContractorOffice(g, p, person)
	case LocationCityPlanningOffice:
		visitCityPlanningOffice(g, p, person)
	case LocationGarage:
		visitGarage(g, p, person)
	case LocationCityHall:
		visitCityHall(g, p, person)
	case LocationCommission:
		visitCommission(g, p, person)
	case LocationDocks:
		visitDocks(g, p, person)
	}
}

// endVisit: the rulebook's City tile limit — played City tiles go to the
// middle column at the end of the turn.
func (g *game) endVisit() {
	for p := int8(0); p < g.N; p++ {
		pt := g.P[p].Played
		for pt != 0 {
			i := pt.First()
			pt = pt.Without(i)
			g.toMiddle(int8(i))
		}
		g.P[p].Played = 0
	}
	g.Phase = phLimit
}

// endTurn asks every seat over the City tile limit to discard, then the
// active player draws below five cards and the turn passes on. It returns
// false when a seat must decide.
func (g *game) endTurn(b *evbuf) bool {
	if w := g.overLimit(); w >= 0 {
		g.push(stDrop, w, 0, 0, 0)
		return false
	}
	if g.P[g.Active].HandN < handLimit {
		g.drawOps(g.Active, b)
	}
	g.nextTurn(b)
	return true
}

func legalDrop(l *lister, g *game, t *step) {
	l.bitsOf(g, MoveKindDrop, g.P[t.Who].Tiles)
}

func checkDrop(g *game, t *step, m *Move) reason {
	if !in(int8(m.Tile), numTiles) || g.P[t.Who].Tiles&(1<<uint((m.Tile))) == 0 {
		return why(rThatCityTileNotBoard)
	}
	return reason(0)
}

func applyDrop(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.P[p].Tiles &^= 1 << uint((m.Tile))
	g.toMiddle(int8(m.Tile))
	emit(b, Event{Kind: EventKindCityTileDropped, Player: seat(p), Tile: m.Tile})
}

// noArgs validates a decision without arguments.
// noArgs is the validator of a decision without arguments.
func noArgs(_ *game, t *step) reason {
	return unless(t.Left == 0 && t.X == 0 && t.Y == 0, t, lawNoArgs)
}

// overLimit returns the first seat (the active player, then the others in
// turn order) holding more than four City tiles, or -1.
func (g *game) overLimit() int8 {
	if g.P[g.Active].Tiles.Len() > maxCityTiles {
		return g.Active
	}
	ord, n := g.order()
	for _, q := range ord[:n] {
		if g.P[q].Tiles.Len() > maxCityTiles {
			return q
		}
	}
	return -1
}

// nextTurn passes the turn on; after the last Capo of the Act, the Act ends.
func (g *game) nextTurn(b *evbuf) {
	g.Turn++
	if int(g.Turn) >= g.n() {
		g.Turn = 0
		g.Round++
	}
	if g.Round >= caposPerAct[g.Act] {
		g.endAct(b)
		return
	}
	g.startTurn(b)
}

func (g *game) startTurn(b *evbuf) {
	ord, _ := g.order()
	g.Active = ord[g.Turn]
	g.Phase = phPlace
	emit(b, Event{Kind: EventKindTurnStarted, Player: seat(g.Active)})
	if g.N == 1 {
		g.placeNeutral(b)
	}
}

// placeNeutral is House rule HOUSE-4.19 (solo): before each turn a random
// location (not the Restaurant or the Park) with a free person gets a
// neutral Capo on its leftmost free person until the end of the Act.
func (g *game) placeNeutral(b *evbuf) {
	var locs [numPersonLocs]int8
	n := 0
	for loc := 0; loc < numPersonLocs; loc++ {
		for k := 0; k < 3; k++ {
			if g.personExists(loc, k) && g.Occ[loc][k] < 0 {
				locs[n] = int8(loc)
				n++
				break
			}
		}
	}
	if n == 0 {
		return
	}
	var r int
	r, g.RNG = g.RNG.IntN(n)
	loc := locs[r]
	for k := 0; k < 3; k++ {
		if g.personExists(int(loc), k) && g.Occ[loc][k] < 0 {
			g.Occ[loc][k] = neutralCapo
			emit(b, Event{Kind: EventKindNeutralCapoPlaced, Player: noSeat, Location: Location(loc), Person: Person(k)})
			return
		}
	}
}

// validTurnOrder checks the turn order track: each seat once on the upper
// row, at most once on the lower, within the columns the players use.
func (g *game) validTurnOrder() error {
	n := g.n()
	cols := g.columns()
	var seen [4]int
	for c, p := range g.Upper {
		if p == -1 {
			continue
		}
		if !rng8(p, 0, n-1) || c >= cols {
			return lawErr(lawTurnOrderTrackUpperColumn, c+1, int(p))
		}
		seen[p]++
	}
	for p := 0; p < n; p++ {
		if seen[p] != 1 {
			return lawErr(lawTurnOrderTrackSeatUpper, p, seen[p])
		}
	}
	seen = [4]int{}
	for c, p := range g.Lower {
		if p == -1 {
			continue
		}
		if !rng8(p, 0, n-1) || c >= cols || seen[p] > 0 {
			return lawErr(lawTurnOrderTrackLowerColumn, c+1, int(p))
		}
		seen[p]++
	}
	return nil
}

// validVisitor checks that a visit under way is that of a Capo on the
// board: the visiting (active) seat has a Capo at a person or at the
// Restaurant, since a passed Capo visits nothing.
func (g *game) validVisitor() error {
	if g.Phase != phVisit || g.SP == 0 || g.Rest[g.Active] > 0 {
		return nil
	}
	for _, at := range g.Occ {
		if slices.Contains(at[:], g.Active) {
			return nil
		}
	}
	return Reasons.Err(g.Stack[0].law(lawVisitWithoutCapo), nil)
}

// validCapos checks the Capos out: each at a person who exists or a Park
// spot, and each seat with exactly the Capos its turns have placed this Act.
func (g *game) validCapos() error {
	n := g.n()
	for loc := range g.Occ {
		for k, q := range g.Occ[loc] {
			if !rng8(q, -1, neutralCapo) || (q >= 0 && q < neutralCapo && int(q) >= n) ||
				(q >= 0 && !g.personExists(loc, k)) {
				return lawErr(lawLocationPersonBadCapo, loc, k, int(q))
			}
		}
	}
	for i, q := range g.Park {
		if !rng8(q, -1, neutralCapo) || (q >= 0 && q < neutralCapo && int(q) >= n) ||
			(q >= 0 && i >= g.parkSpots()) {
			return lawErr(lawParkSpotBadCapo, i+1, int(q))
		}
	}
	// Capos: nobody has more out than the Act gives; neutral ones only solo.
	var capos [5]int
	for loc := range g.Occ {
		for _, q := range g.Occ[loc] {
			if q >= 0 {
				capos[q]++
			}
		}
	}
	for _, q := range g.Park {
		if q >= 0 {
			capos[q]++
		}
	}
	for p := 0; p < 4; p++ {
		if !rng8(g.Rest[p], 0, int(caposPerAct[g.Act])) ||
			!rng8(g.Out[p], 0, int(caposPerAct[g.Act])) ||
			(p >= n && g.Rest[p]+g.Out[p] > 0) {
			return lawErr(lawCaposRestaurantPassed, p, int(g.Rest[p]), int(g.Out[p]))
		}
		capos[p] += int(g.Rest[p]) + int(g.Out[p])
	}
	for p := 0; p < n; p++ {
		if want := g.caposPlaced(int8(p)); capos[p] != want {
			return lawErr(lawHasCaposOutRoundsDone, p, capos[p], want, int(g.Act))
		}
	}
	if capos[neutralCapo] > 0 && n != 1 {
		return lawErr(lawNeutralCaposOutsideSoloGame)
	}
	// Solo: a neutral Capo comes before each turn (placeNeutral), and a
	// free person is always left for it (at most two Capos a turn, ten
	// persons), so the neutral Capos out are the turns started this Act.
	if turns := g.turnsStarted(); n == 1 && capos[neutralCapo] != turns {
		return lawErr(lawNeutralCaposTurns, capos[neutralCapo], turns, int(g.Act))
	}
	return nil
}

// caposPlaced is the number of Capos seat p's turns have placed this Act:
// one per round done, and one more once its turn in this round has come
// and its Capo is placed (after the Act's placements, all of them). Each
// is at a person, in the Park, at the Restaurant or passed.
func (g *game) caposPlaced(p int8) int {
	want := int(g.Round)
	ord, on := g.order()
	for i, q := range ord[:on] {
		if q == p && g.Round < caposPerAct[g.Act] && (i < int(g.Turn) || (i == int(g.Turn) && g.Phase != phPlace)) {
			want++
		}
	}
	return want
}

// caposShown is the number of seat p's Capos at a person, in the Park or
// at the Restaurant: those placed less those passed.
func (g *game) caposShown(p int8) int {
	n := int(g.Rest[p])
	for _, at := range g.Occ {
		for _, q := range at {
			if q == p {
				n++
			}
		}
	}
	for _, q := range g.Park {
		if q == p {
			n++
		}
	}
	return n
}

// turnsStarted is the number of turns this Act has started (a solo game's:
// one a round): the rounds done, and the one under way before the Act's
// placements are done.
func (g *game) turnsStarted() int {
	t := int(g.Round)*g.n() + int(g.Turn)
	if g.Phase == phPlace || g.Phase == phVisit || g.Phase == phLimit {
		t++
	}
	return t
}
