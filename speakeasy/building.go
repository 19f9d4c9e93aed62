package speakeasy

import (
	"math/bits"
	"slices"

	"github.com/mafiarules/sdk/core"
)

// Buildings (the rulebook's "Open a building", the Contractor Office's and
// the City Planning Office's location actions, and Building groups): a
// visit offers up to two buildings; each is a choice of building and mode
// (open, upgrade, take over), then its space, then for a takeover the
// Associate (takeover.go) and for a Casino the card it costs
// (city_planning_office.go).

// Build modes.
const (
	modeOpen = iota
	modeUpgrade
	modeTakeover
)

// Reasons are built once, so that Legal allocates nothing for them.
// noSpaceReason is why a build mode finds no space at all.
var noSpaceReason = [3]core.ReasonCode{modeOpen: rNoEmptySpace, modeUpgrade: rNoSpeakeasyToUpgrade, modeTakeover: rNoMobsterToTakeOver}

// validateBuild says why a decoded build step cannot be (zero when it can):
// its arguments, and the deciding seat's Capo at the office whose visit it
// is (the Capo placed there, or moved there by a swap at the Park).
func validateBuild(g *game, t *step) reason {
	if !rng8(t.X, 0, 1) || !rng8(t.Left, 1, 2) || t.Y != 0 {
		return t.law(lawBuildArgs)
	}
	return unless(slices.Contains(g.Occ[t.X][:], t.Who), t, lawBuildWithoutCapo, int(t.X))
}

// legalBuild lists what checkBuild takes: its site's groups, in each mode
// that some space takes (buildChoice's verdict, without its reason). The
// spaces that fit a mode are found once, for the first group p can take.
func legalBuild(l *lister, g *game, t *step) {
	p := t.Who
	for mode, k := range [3]MoveKind{MoveKindOpen, MoveKindUpgrade, MoveKindTakeover} {
		if l.moves&(1<<k) == 0 {
			continue
		}
		m := Move{By: l.by(), Kind: k}
		fits, found := uint64(0), false
		for group := int8(0); group < numGroups; group++ {
			if t.site() == 0 && (group > int8(GroupStills) || mode == modeUpgrade) ||
				t.site() == 1 && group < int8(GroupNightclub) ||
				!g.canGroup(p, group, int8(mode)).OK() {
				continue
			}
			if !found {
				fits, found = g.fittingSpaces(p, int8(mode)), true
			}
			if g.buildsOn(p, group, int8(mode), fits) {
				m.Group = Group(group)
				l.out = append(l.out, m)
			}
		}
	}
}

// canBuild is buildChoice(p, group, mode).OK(): the building is p's to
// take and some space takes it.
func (g *game) canBuild(p int8, group, mode int8) bool {
	return g.canGroup(p, group, mode).OK() && g.buildsOn(p, group, mode, g.fittingSpaces(p, mode))
}

// buildsOn reports whether a space of fits (fittingSpaces(p, mode)) takes
// p's building of group past its own checks: past the space's kind,
// spaceCheckAt reads only the space's district, so one fitting space a
// district answers for all of them.
func (g *game) buildsOn(p int8, group, mode int8, fits uint64) bool {
	for fits != 0 {
		sp := int8(bits.TrailingZeros64(fits))
		fits &^= districtSpaces[spaceDistrict(sp)]
		if r, _ := g.spaceCheckAt(p, group, mode, sp); r.OK() {
			return true
		}
	}
	return false
}

func checkBuild(g *game, t *step, m *Move) reason {
	mode := int8(modeOpen)
	switch m.Kind {
	case MoveKindUpgrade:
		mode = modeUpgrade
	case MoveKindTakeover:
		mode = modeTakeover
	}
	if !in(int8(m.Group), numGroups) {
		return why(rNoSuchBuilding)
	}
	if t.site() == 0 && (int8(m.Group) > int8(GroupStills) || mode == modeUpgrade) {
		return why(rContractorOfficeOpensSpeakeasiesStills)
	}
	if t.site() == 1 && int8(m.Group) < int8(GroupNightclub) {
		return why(rCityPlanningOfficePlacesNightclubs)
	}
	return g.buildChoice(t.Who, int8(m.Group), mode)
}

func applyBuild(g *game, t *step, m Move, _ *evbuf) {
	p := t.Who
	mode := int8(modeOpen)
	if m.Kind == MoveKindUpgrade {
		mode = modeUpgrade
	} else if m.Kind == MoveKindTakeover {
		mode = modeTakeover
	}
	g.Pend = pending{Group: int8(m.Group), Mode: mode, Space: -1, Card: -1, Ship: -1}
	g.countDown(t)
	g.push(stSpace, p, 0, int8(m.Group), mode)
}

// standsBuild: the Contractor Office's build is its visit's bottom; the
// City Planning Office's stands on the person the visit asks after it.
func standsBuild(_ *game, t, below *step) error {
	if below == nil {
		return fits(t.site() == 0, t, below)
	}
	return fits(t.site() == 1 && cpoPerson(below), t, below)
}

// freshBuild reports whether b is the build of site as its visit pushed
// it, none of its two buildings chosen: a person's step waits on it.
func freshBuild(b *step, site int8) bool {
	return b != nil && b.K == stBuild && b.site() == site && b.Left == 2
}

// buildSite is the office whose build the decisions a building pushes
// (its space, the Associate's fee, a Casino's card, the space's benefit)
// stand under, read from what they stand on: the build with its second
// building to come, the City Planning Office's person (asked after the
// build), or nothing at the Contractor Office; -1 when none of those.
func buildSite(below *step) int8 {
	switch {
	case below == nil:
		return 0
	case below.K == stBuild && below.Left == 1:
		return below.site()
	case cpoPerson(below):
		return 1
	}
	return -1
}

// siteBuilds reports whether the office of site places a building of
// group in mode: the Contractor Office opens or takes over with
// Speakeasies and the Stills, the City Planning Office Nightclubs and
// Casinos in any mode.
func siteBuilds(site, group, mode int8) bool {
	if site == 0 {
		return group <= int8(GroupStills) && mode != modeUpgrade
	}
	return site == 1 && group >= int8(GroupNightclub)
}

// validateSpace says why a decoded build-space step cannot be (zero when it can).
func validateSpace(g *game, t *step) reason {
	return unless(rng8(t.X, 0, numGroups-1) && rng8(t.Y, 0, 2) && t.Left == 0 && g.Pend.Group == t.X &&
		g.Pend.Mode == t.Y && g.Pend.Space < 0 && g.Pend.Card < 0 && !g.Pend.Fee,
		t, lawSpaceArgs)
}

// legalSpace lists the spaces checkSpace takes: the building's own checks
// (spaceCheck's first) once, then each district's fitting spaces past them
// (spaceCheckAt's verdict on one of them is the district's, as in buildsOn).
func legalSpace(l *lister, g *game, t *step) {
	p, group, mode := t.Who, t.group(), t.mode()
	if !in(group, numGroups) || !g.canGroup(p, group, mode).OK() {
		return
	}
	m := Move{By: l.by(), Kind: MoveKindAt}
	for fits := g.fittingSpaces(p, mode); fits != 0; {
		sp := int8(bits.TrailingZeros64(fits))
		here := fits & districtSpaces[spaceDistrict(sp)]
		fits &^= here
		if r, _ := g.spaceCheckAt(p, group, mode, sp); !r.OK() {
			continue
		}
		for ; here != 0; here &= here - 1 {
			m.Space = Space(bits.TrailingZeros64(here))
			l.out = append(l.out, m)
		}
	}
}

func checkSpace(g *game, t *step, m *Move) reason {
	if !in(int8(m.Space), numSpaces) {
		return why(rNoSuchSpace)
	}
	return g.spaceOK(t.Who, t.group(), t.mode(), int8(m.Space))
}

func applySpace(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	g.Pend.Space = int8(m.Space)
	if g.Pend.Mode == modeTakeover && g.P[p].Assoc >= 0 {
		g.push(stFee, p, 0, 0, 0)
		return
	}
	g.buildNext(p, b)
}

// standsSpace: the building's space is asked under the build that chose
// it, of a group and mode its office places.
func standsSpace(_ *game, t, below *step) error {
	return fits(siteBuilds(buildSite(below), t.group(), t.mode()), t, below)
}

// checkDiscard: the card must be in the hand.
func checkDiscard(g *game, t *step, m *Move) reason {
	if !in(int8(m.Card), numOps) || g.P[t.Who].Hand&(1<<uint((m.Card))) == 0 {
		return why(rThatCardNotHand)
	}
	return reason(0)
}

// pendingBuilding reports whether a building with its space is pending
// for p, with a space left on p's board for it, on a space the building's
// rules allow (spaceOK, as when the space was chosen).
func (g *game) pendingBuilding(p int8) bool {
	pd := g.Pend
	return pd.Group >= 0 && pd.Space >= 0 && g.P[p].Taken[pd.Group] < groupSize[pd.Group] &&
		g.spaceOK(p, pd.Group, pd.Mode, pd.Space).OK()
}

// buildNext continues a building after its space (and the Associate
// choice): a Casino still needs its card.
func (g *game) buildNext(p int8, b *evbuf) {
	if g.Pend.Group == int8(GroupCasino) {
		g.push(stCasinoCard, p, 0, 0, 0)
		return
	}
	g.build(p, b)
}

// modeSink is the ledger's sink for a build mode's price.
var modeSink = [3]Sink{modeOpen: SinkOpen, modeUpgrade: SinkUpgrade, modeTakeover: SinkTakeover}

// build pays for and places the pending building (the rulebook: Open a building,
// Upgrade, Take over a Mobster Speakeasy).
func (g *game) build(p int8, b *evbuf) {
	pl := &g.P[p]
	pd := g.Pend
	sp := pd.Space
	x := &g.Space[sp]
	d := spaceDistrict(sp)
	cost := g.buildCost(p, pd.Group, pd.Mode)
	g.pay(p, cost, modeSink[pd.Mode])
	if pd.Mode == modeTakeover && pd.Fee {
		g.pay(p, assocFee(pl.Assoc), SinkAssociateFee)
	}
	if pd.Card >= 0 {
		pl.Hand &^= 1 << uint(pd.Card)
		pl.HandN--
		g.Discard |= 1 << uint(pd.Card)
		emit(b, Event{Kind: EventKindCardDiscarded, Player: seat(p), Card: Card(pd.Card)})
	}
	kind := groupKind[pd.Group]
	switch pd.Mode {
	case modeUpgrade:
		// The rulebook: the Speakeasy leaves the game; its protecting Family Member
		// (and, House rule HOUSE-4.8, its barrel) stays.
		x.Kind = kind
		pl.Gone++
		emit(b, Event{Kind: EventKindBuildingUpgraded, Player: seat(p), Space: Space(sp), Building: Group(pd.Group), Cost: int8(cost)})
	case modeTakeover:
		att := int(pl.Tracks[TrackStrength])
		if pd.Fee {
			att += assocStrength(pl.Assoc)
		}
		// House rule HOUSE-4.20: the fewest Goons that win are returned;
		// more would only be lost.
		need := int(g.StrTile[d]) + 1 - att
		if need < 0 {
			need = 0
		}
		pl.Goons -= int8(need)
		emit(b, Event{Kind: EventKindSpeakeasyTakenOver, Player: seat(p), Space: Space(sp), Attack: int8(att + need), Defence: int8(g.StrTile[d])})
		*x = space{Kind: kind, Owner: p, Tile: x.Tile}
	default:
		*x = space{Kind: kind, Owner: p, Tile: x.Tile}
		emit(b, Event{Kind: EventKindBuildingOpened, Player: seat(p), Building: Group(pd.Group), Space: Space(sp), Cost: int8(cost)})
	}
	if x.Tile >= 0 { // the rulebook: take the space's City tile
		t := x.Tile
		x.Tile = -1
		pl.Tiles |= 1 << uint(t)
		emit(b, Event{Kind: EventKindCityTileTaken, Player: seat(p), Tile: Tile(t)})
	}
	slot := pl.Taken[pd.Group]
	g.Pend = pending{Group: -1, Space: -1, Card: -1, Ship: -1}
	if slot >= groupSize[pd.Group] {
		return // only a tampered state gets here: the group is empty
	}
	pl.Taken[pd.Group]++
	g.benefit(p, groupBenefit[pd.Group][slot], b)
}

// canGroup checks that p has a building of the group left and can pay for it.
func (g *game) canGroup(p int8, group, mode int8) reason {
	pl := &g.P[p]
	if pl.Taken[group] >= groupSize[group] {
		if group == int8(GroupStills) {
			return why(rOnlyOneStills)
		}
		return why(rGroupAllBuilt, int(group))
	}
	if mode == modeUpgrade && group < int8(GroupNightclub) {
		return why(rOnlyNightclubsCasinosAreUpgrades)
	}
	if cost, f := g.buildCost(p, group, mode), g.funds(p); f < cost {
		return why(rBuildingCosts, int(mode), int(group), cost, f)
	}
	if group == int8(GroupCasino) && pl.HandN == 0 {
		return why(rCasinoCostsAnOperationsCard)
	}
	return reason(0)
}

// Depths of spaceCheck's refusals: how far a space got through the rules.
// The building choice reports the refusal that got furthest, so that its
// reason names the rule that actually stops the building.
const (
	depthKind     = iota // the space holds the wrong thing for the mode
	depthBlocked         // the district is blocked
	depthPlace           // the one-per-Zone limit or a Mobster in the district
	depthAssoc           // the player's own Associate's district
	depthStrength        // the Mobster is too strong
)

// buildChoice checks the choice of a building and mode before its space:
// it is legal when some space takes it, and otherwise refused for the rule
// that stops the building on the space that came closest.
func (g *game) buildChoice(p int8, group, mode int8) reason {
	if r := g.canGroup(p, group, mode); !r.OK() {
		return r
	}
	best, depth := reason(0), -1
	weakest := 0
	for sp := int8(0); sp < numSpaces; sp++ {
		if !g.spaceKindFits(p, mode, sp) {
			depth = max(depth, depthKind) // never the reason given
			continue
		}
		r, d := g.spaceCheckAt(p, group, mode, sp)
		if r.OK() {
			return r
		}
		if d == depthStrength {
			if v := int(g.StrTile[spaceDistrict(sp)]); weakest == 0 || v < weakest {
				weakest = v
			}
		}
		if d > depth {
			best, depth = r, d
		}
	}
	switch depth {
	case depthKind:
		return why(noSpaceReason[mode])
	case depthStrength:
		return why(rAttackMostNStrengthEvery,
			g.maxAttack(p, group), weakest)
	}
	return best
}

// spaceKindFits reports whether sp holds what mode builds on (spaceCheckAt's
// first test, which refuses at depthKind): buildChoice skips the other
// spaces, whose refusals it never reports.
func (g *game) spaceKindFits(p int8, mode, sp int8) bool {
	x := &g.Space[sp]
	switch mode {
	case modeOpen:
		return x.Kind == NoBuilding
	case modeUpgrade:
		return x.Kind == BuildingSpeakeasy && x.Owner == p && !x.Closed
	case modeTakeover:
		return x.Kind == BuildingMobsterSpeakeasy
	}
	return true
}

// fittingSpaces is the set of spaces that spaceKindFits, bit sp for space
// sp: a loop for each mode, the hot path's.
func (g *game) fittingSpaces(p int8, mode int8) uint64 {
	var fits uint64
	switch mode {
	case modeOpen:
		for sp := range g.Space {
			if g.Space[sp].Kind == NoBuilding {
				fits |= 1 << sp
			}
		}
	case modeUpgrade:
		for sp := range g.Space {
			if x := &g.Space[sp]; x.Kind == BuildingSpeakeasy && x.Owner == p && !x.Closed {
				fits |= 1 << sp
			}
		}
	case modeTakeover:
		for sp := range g.Space {
			if g.Space[sp].Kind == BuildingMobsterSpeakeasy {
				fits |= 1 << sp
			}
		}
	default:
		fits = 1<<numSpaces - 1
	}
	return fits
}

// spaceOK says why p may not put a building of group on sp in mode.
func (g *game) spaceOK(p int8, group, mode, sp int8) reason {
	r, _ := g.spaceCheck(p, group, mode, sp)
	return r
}

// spaceCheck is spaceOK with the depth of its refusal.
func (g *game) spaceCheck(p int8, group, mode, sp int8) (reason, int) {
	if !in(group, numGroups) || !in(sp, numSpaces) {
		return why(rNoSuchSpace), depthKind
	}
	if r := g.canGroup(p, group, mode); !r.OK() {
		return r, depthKind
	}
	return g.spaceCheckAt(p, group, mode, sp)
}

// spaceCheckAt is spaceCheck past the building's own checks (canGroup),
// which buildChoice makes once for all the spaces.
func (g *game) spaceCheckAt(p int8, group, mode, sp int8) (reason, int) {
	d := spaceDistrict(sp)
	x := &g.Space[sp]
	switch mode {
	case modeOpen:
		switch x.Kind {
		case NoBuilding:
		case BuildingMobsterSpeakeasy:
			return why(rMobsterSpeakeasyStandsSpaceTake), depthKind
		default:
			return why(rSpaceAlreadyHoldsPlayerS), depthKind
		}
	case modeUpgrade:
		if x.Kind != BuildingSpeakeasy || x.Owner != p {
			return why(rOnlyOneOwnSpeakeasiesCan), depthKind
		}
		if x.Closed {
			return why(rClosedSpeakeasyCannotBeUpgraded), depthKind
		}
	case modeTakeover:
		if x.Kind != BuildingMobsterSpeakeasy {
			return why(rThereNoMobsterSpeakeasySpace), depthKind
		}
	default:
		return why(rNoSuchBuildMode), depthKind
	}
	if g.blocked(d) {
		return why(rDistrictBlockedThisSideBoard), depthBlocked
	}
	kind := groupKind[group]
	if kind == BuildingNightclub || kind == BuildingCasino {
		if g.hasInZone(p, kind, districtZone(d)) {
			return why(rOnePerZone, int(kind), int(districtZone(d))), depthPlace
		}
	}
	switch mode {
	case modeOpen:
		if !g.Cfg.MobsterBlocksSpaceOnly && g.districtHasMobster(d) {
			return why(rMobsterSpeakeasyStandsDistrictTake),
				depthPlace
		}
	case modeTakeover:
		return g.takeoverReason(p, group, d) // takeover.go
	}
	return reason(0), 0
}

// validSpaces checks each building space (its kind, owner, tile, barrel,
// protection and cop marker) and counts the buildings on them.
func (g *game) validSpaces(cn *census) error {
	n := g.n()
	mobsters := 0
	for i, x := range g.Space {
		d := spaceDistrict(int8(i))
		if !rng8(int8(x.Kind), int(NoBuilding), int(BuildingMobsterSpeakeasy)) || !rng8(x.Tile, -1, numTiles-1) {
			return lawErr(lawSpaceKindTileOutRange, i)
		}
		player := x.Kind >= BuildingSpeakeasy && x.Kind <= BuildingCasino
		if player != (x.Owner >= 0) || !rng8(x.Owner, -1, n-1) {
			return lawErr(lawSpaceOwnerDoesFit,
				i,
				int(x.Owner),
				int(x.Kind),
			)
		}
		if g.blocked(d) && (x.Kind != NoBuilding || x.Tile >= 0) {
			return lawErr(lawSpaceBlockedDistrict, i)
		}
		if (x.Barrel && (!player || x.Kind == BuildingStills || x.Closed)) || (x.Prot && !player) ||
			(x.Closed && !player) {
			return lawErr(lawSpaceBarrelProtectionCopMarker,
				i,
			)
		}
		if x.Kind == BuildingMobsterSpeakeasy {
			mobsters++
		}
	}
	if mobsters > numMobsterSE {
		return lawErr(lawMobsterSpeakeasiesOnlyExist, mobsters, numMobsterSE)
	}
	cn.kinds, cn.protected = g.buildingsOf()
	return nil
}

// buildingsOf counts each seat's buildings on the map by kind, and its
// protected ones (a space whose owner is no seat counts for none): what
// validSpaces counts, and what decoding derives a seat's facts from.
func (g *game) buildingsOf() (kinds [4][6]int, protected [4]int) {
	for _, x := range g.Space {
		if x.Owner >= 0 && x.Owner < 4 {
			kinds[x.Owner][x.Kind]++
			if x.Prot {
				protected[x.Owner]++
			}
		}
	}
	return kinds, protected
}

// validBuildingVisits checks that the money a seat spent on buildings in
// Act 1 has its building visit: only the Contractor Office and the City
// Planning Office build, and every Capo of Act 1 is still out, at the
// person it was placed at or in the Park, where a swap sends it.
func (g *game) validBuildingVisits() error {
	if g.Act != 1 {
		return nil
	}
	for p := int8(0); p < g.N; p++ {
		s := &g.P[p].Spent
		paid := s[SinkOpen] + s[SinkUpgrade] + s[SinkTakeover]
		if paid == 0 || g.Park[0] == p || g.Park[1] == p {
			continue
		}
		if !slices.Contains(g.Occ[LocationContractorOffice][:], p) && !slices.Contains(g.Occ[LocationCityPlanningOffice][:], p) {
			return lawErr(lawBuildingsWithoutOfficeCapo, int(p), int(paid))
		}
	}
	return nil
}

// takenByLedger works out the buildings p took from its board (House rule
// HOUSE-4.4: from the chosen group): the Stills, Nightclubs and Casinos on
// the map, and the Speakeasies, those on the map and those gone, split
// over the three groups as the ledger's building costs say (costsFit),
// the cheapest such split first. fit is false when no split costs what
// the ledger says; taken is then the cheapest split.
func (g *game) takenByLedger(p int8, kinds [6]int) (taken [numGroups]int8, fit bool) {
	taken[GroupStills] = int8(kinds[BuildingStills])
	taken[GroupNightclub] = int8(kinds[BuildingNightclub])
	taken[GroupCasino] = int8(kinds[BuildingCasino])
	se := kinds[BuildingSpeakeasy] + int(g.P[p].Gone)
	cheapest := taken // the default: the cheapest groups filled first
	for gr, left := Group3Speakeasy, se; gr <= Group8Speakeasy && left > 0; gr++ {
		k := min(left, int(groupSize[gr]))
		cheapest[gr] = int8(k)
		left -= k
	}
	best := -1 // the price above the $3 groups' of the split chosen (2 a $5, 5 an $8)
	for c := 0; c <= int(groupSize[Group8Speakeasy]); c++ {
		for b := 0; b <= int(groupSize[Group5Speakeasy]); b++ {
			a := se - b - c
			if a < 0 || a > int(groupSize[Group3Speakeasy]) {
				continue
			}
			t := taken
			t[Group3Speakeasy], t[Group5Speakeasy], t[Group8Speakeasy] = int8(a), int8(b), int8(c)
			if price := 2*b + 5*c; (best < 0 || price < best) && g.costsFit(p, t) {
				best, cheapest = price, t
			}
		}
	}
	return cheapest, best >= 0
}

// costsFit reports whether buildings taken as taken cost what p's ledger
// says p paid for buildings: each opened or taken over at its group's
// price (open and takeover), each Nightclub or Casino upgraded from a
// Speakeasy (one gone each) at its price less the discount then, the
// price of a Speakeasy group cleared or none (upgrade).
func (g *game) costsFit(p int8, taken [numGroups]int8) bool {
	pl := &g.P[p]
	full, up := int(pl.Spent[SinkOpen]+pl.Spent[SinkTakeover]), int(pl.Spent[SinkUpgrade])
	all := 0
	for gr, n := range taken {
		all += groupCost[gr] * int(n)
	}
	// The discounts an upgrade may have had: none, or a cleared group's price.
	discounts := uint64(1)
	for gr := Group3Speakeasy; gr <= Group8Speakeasy; gr++ {
		if taken[gr] == groupSize[gr] {
			discounts |= 1 << uint(groupCost[gr])
		}
	}
	for nc := 0; nc <= int(taken[GroupNightclub]); nc++ {
		for ca := 0; ca <= int(taken[GroupCasino]) && nc+ca <= int(pl.Gone); ca++ {
			upgraded := groupCost[GroupNightclub]*nc + groupCost[GroupCasino]*ca
			if full != all-upgraded || up > upgraded {
				continue
			}
			sums := uint64(1) // the totals nc+ca discounts can make
			for k := 0; k < nc+ca; k++ {
				var next uint64
				for d := 0; d < 64; d++ {
					if discounts&(1<<uint(d)) != 0 {
						next |= sums << uint(d)
					}
				}
				sums = next
			}
			if sums&(1<<uint(upgraded-up)) != 0 {
				return true
			}
		}
	}
	return false
}

// hasInZone reports whether p has a building of kind in zone (one
// Nightclub and one Casino per Zone).
func (g *game) hasInZone(p int8, kind Building, zone int8) bool {
	lo, hi := zoneSpaces(zone)
	spaces := g.Space[lo:hi]
	for i := range spaces {
		if x := &spaces[i]; x.Owner == p && x.Kind == kind {
			return true
		}
	}
	return false
}

// districtHasMobster reports whether a Mobster Speakeasy stands in district d.
func (g *game) districtHasMobster(d int8) bool {
	for _, x := range g.Space[spaceStart[d]:spaceStart[d+1]] {
		if x.Kind == BuildingMobsterSpeakeasy {
			return true
		}
	}
	return false
}

// discount is the upgrade discount: the largest cleared Speakeasy group's
// price (the rulebook; House rule HOUSE-4.4: only the largest applies).
func (g *game) discount(p int8) int {
	d := 0
	for gr := Group3Speakeasy; gr <= Group8Speakeasy; gr++ {
		if g.P[p].Taken[gr] == groupSize[gr] {
			d = groupCost[gr]
		}
	}
	return d
}

// buildCost is the price of a building of group in mode (an upgrade less
// the discount).
func (g *game) buildCost(p int8, group, mode int8) int {
	c := groupCost[group]
	if mode == modeUpgrade {
		c -= g.discount(p)
		if c < 0 {
			c = 0
		}
	}
	return c
}
