package speakeasy

import (
	"math/bits"

	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/chance"
)

// endAct runs the end of an Act (House rule HOUSE-4.7): after Acts 1–3 the
// cops, the Mob War, area control, the new turn order with the Casino skim
// and the cleanup; after Act 4 the final scoring.
func (g *game) endAct(b *evbuf) {
	emit(b, Event{Kind: EventKindActEnded, Player: noSeat, Act: int8(g.Act)})
	if g.Act >= 4 {
		g.finalScoring(b)
		return
	}
	emit(b, Event{Kind: EventKindPhaseStarted, Player: noSeat, Phase: PhaseEndOfAct})
	g.cops(b)
	g.Phase = phWar
	g.War = war{District: 0, Order: -1}
}

// cops is House rule HOUSE-4.15: in each zone the players with the highest
// Infamy (at least 1) each have up to Act unprotected Operating buildings
// there Closed, highest value first, then lowest district and space.
func (g *game) cops(b *evbuf) {
	for z := int8(0); z < 3; z++ {
		var inf [4]int
		best := 0
		lo, hi := zoneSpaces(z)
		for i := lo; i < hi; i++ {
			x := &g.Space[i]
			if x.Owner >= 0 && x.Kind != BuildingMobsterSpeakeasy && x.Kind != NoBuilding && !x.Closed {
				inf[x.Owner] += buildingValue[x.Kind]
				if inf[x.Owner] > best {
					best = inf[x.Owner]
				}
			}
		}
		if best < 1 {
			continue
		}
		ord, n := g.order()
		for _, p := range ord[:n] {
			if inf[p] != best {
				continue
			}
			left := int(g.Act)
			for v := 3; v >= 1 && left > 0; v-- {
				for i := int(lo); i < int(hi) && left > 0; i++ {
					x := &g.Space[i]
					if x.Owner != p || x.Kind == BuildingMobsterSpeakeasy || x.Kind == NoBuilding || x.Closed ||
						x.Prot ||
						buildingValue[x.Kind] != v {
						continue
					}
					d := spaceDistrict(int8(i))
					if g.P[p].Assoc == powNoCops && d == powNoCops {
						continue // the M8 power
					}
					g.close(i)
					left--
					emit(b, Event{Kind: EventKindBuildingClosed, Player: seat(p), Space: Space(i)})
				}
			}
		}
	}
}

// close puts a cop marker on a building; its barrel goes back to the supply.
func (g *game) close(i int) {
	x := &g.Space[i]
	x.Closed = true
	if x.Barrel {
		x.Barrel = false
		g.Supply++
	}
}

func (g *game) ownsIn(p int8, d int8) bool {
	for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
		x := g.Space[i]
		if x.Owner == p && x.Kind >= BuildingSpeakeasy && x.Kind <= BuildingCasino {
			return true
		}
	}
	return false
}

// defence is p's Mob War defence in district d before Goons (House rule
// HOUSE-4.16): Strength, their Associate's strength in its own district,
// and +1 for the M12 power.
func (g *game) defence(p int8, d int8) int {
	pl := &g.P[p]
	def := int(pl.Tracks[TrackStrength])
	if pl.Assoc == d {
		def += assocStrength(d)
	}
	if pl.Assoc == powMobWar {
		def++
	}
	return def
}

// drawStrength turns up a face-down Strength tile of the tier: it is drawn
// from the tier's tiles not yet face-up (House rule HOUSE-4.14), a counted
// pile of interchangeable tiles by value, with core's weighted draw.
func (g *game) drawStrength(tier int8) int8 {
	var left [11]int8
	for _, v := range strengthTiles[tier] {
		left[v]++
	}
	for d := int8(0); d < numDistricts; d++ {
		if v := g.StrTile[d]; v > 0 && g.tierOf(d) == tier && left[v] > 0 {
			left[v]--
		}
	}
	v, r := chance.Weighted(left[:], g.RNG)
	if v < 0 {
		return strengthTiles[tier][0]
	}
	g.RNG = r
	return int8(v)
}

func (g *game) tierOf(d int8) int8 {
	if g.Group[d] == -1 {
		return 1
	}
	return g.Group[d]
}

// mobWar is House rule HOUSE-4.16, district by district and seat by seat
// in turn order. It returns false when a seat must decide on its Goons.
func (g *game) mobWar(b *evbuf) bool {
	for ; g.War.District < numDistricts; g.War.District, g.War.Order = g.War.District+1, -1 {
		d := g.War.District
		if g.Group[d] != g.Act {
			continue
		}
		if g.War.Order < 0 {
			g.StrTile[d] = g.drawStrength(g.Act)
			emit(b, Event{Kind: EventKindStrengthRevealed, Player: noSeat, District: District(d), Strength: int8(g.StrTile[d])})
			g.War.Order = 0
		}
		ord, n := g.order()
		for ; int(g.War.Order) < n; g.War.Order++ {
			p := ord[g.War.Order]
			if !g.ownsIn(p, d) {
				continue
			}
			def := g.defence(p, d)
			v := int(g.StrTile[d])
			if def >= v {
				emit(b, Event{Kind: EventKindDistrictDefended, Player: seat(p), District: District(d), Held: true})
				continue
			}
			if need := v - def; int(g.P[p].Goons) >= need {
				g.push(stDefend, p, 0, int8(need), 0)
				return false
			}
			g.loseDistrict(p, d, b)
		}
		// A Mobster Speakeasy on the lowest empty space, if any.
		for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
			if g.Space[i].Kind == NoBuilding {
				if g.mobsterSupply() > 0 {
					g.Space[i].Kind, g.Space[i].Owner = BuildingMobsterSpeakeasy, -1
					emit(b, Event{Kind: EventKindMobsterSpeakeasyPlaced, Player: noSeat, Space: Space(i)})
				}
				break
			}
		}
	}
	return true
}

// loseDistrict: p's Speakeasies in d become Mobster Speakeasies (the
// Family Member goes home, the barrel to the supply); p's other buildings
// there are Closed (House rule HOUSE-4.16).
func (g *game) loseDistrict(p int8, d int8, b *evbuf) {
	emit(b, Event{Kind: EventKindDistrictDefended, Player: seat(p), District: District(d)})
	for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
		x := &g.Space[i]
		if x.Owner != p {
			continue
		}
		switch x.Kind {
		case BuildingSpeakeasy:
			if x.Prot {
				g.fmHome(p)
			}
			if x.Barrel {
				g.Supply++
			}
			g.P[p].Gone++
			*x = space{Kind: NoBuilding, Owner: -1, Tile: x.Tile}
			if g.mobsterSupply() > 0 {
				x.Kind = BuildingMobsterSpeakeasy
				emit(b, Event{Kind: EventKindMobsterSpeakeasyPlaced, Player: noSeat, Space: Space(i)})
			}
		case BuildingStills, BuildingNightclub, BuildingCasino:
			g.close(int(i))
		}
	}
}

// influence is each seat's sum of Operating building values in zone z.
func (g *game) influence(z int8) (inf [4]int) {
	lo, hi := zoneSpaces(z)
	for i := lo; i < hi; i++ {
		x := &g.Space[i]
		if x.Owner >= 0 && x.Kind >= BuildingSpeakeasy && x.Kind <= BuildingCasino && !x.Closed {
			inf[x.Owner] += buildingValue[x.Kind]
		}
	}
	return
}

// areaControl is House rule HOUSE-4.17: Safe money by rank in each zone;
// tied players get the payout of the lowest rank their tie covers. Solo:
// a phantom Syndicate has 2 × Act influence (8 at the final scoring).
func (g *game) areaControl(final bool, b *evbuf) {
	pay := payoutBig[:]
	if g.small() {
		pay = payoutSmall[:]
	}
	phantom := 0
	if g.N == 1 {
		phantom = 2 * int(g.Act)
		if final {
			phantom = 8
		}
	}
	for z := int8(0); z < 3; z++ {
		inf := g.influence(z)
		for p := int8(0); p < g.N; p++ {
			if inf[p] < 1 {
				continue
			}
			above, tied := 0, 0
			for q := int8(0); q < g.N; q++ {
				if inf[q] > inf[p] {
					above++
				} else if inf[q] == inf[p] {
					tied++
				}
			}
			if phantom > inf[p] {
				above++
			} else if phantom == inf[p] {
				tied++
			}
			rank := above + tied - 1
			if rank < len(pay) {
				g.earn(p, 0, pay[rank], SourceAreaControl)
				emit(b, Event{Kind: EventKindAreaControlScored, Player: seat(p), Zone: Zone(z), Safe: int16(pay[rank])})
			}
		}
	}
}

// newOrder is House rule HOUSE-4.5: lower-row markers move up; the others
// take the leftmost empty columns in their old order; then the Casino skim.
func (g *game) newOrder(b *evbuf) {
	old, n := g.order()
	var up [4]int8
	for c := range up {
		up[c] = g.Lower[c]
	}
	for _, p := range old[:n] {
		placed := false
		for _, q := range up {
			if q == p {
				placed = true
			}
		}
		if placed {
			continue
		}
		for c := 0; c < g.columns(); c++ {
			if up[c] < 0 {
				up[c] = p
				break
			}
		}
	}
	g.Upper = up
	g.Lower = [4]int8{-1, -1, -1, -1}
	for c, p := range g.Upper {
		if p >= 0 {
			emit(b, Event{Kind: EventKindTurnOrderSet, Player: seat(p), Column: int8(c) + 1})
		}
	}
}

// skim is House rule HOUSE-4.5: each Operating Casino pays $2 × its owner's
// column (from 1), +$2 with the M10 power.
func (g *game) skim(b *evbuf) {
	var casinos [4]int // each seat's Operating Casinos, counted in one pass
	for i := range g.Space {
		if x := &g.Space[i]; x.Kind == BuildingCasino && x.Owner >= 0 && g.operating(i, x.Owner) {
			casinos[x.Owner]++
		}
	}
	for p := int8(0); p < g.N; p++ {
		per := 2 * (g.upperColumn(p) + 1)
		if g.P[p].Assoc == powSkim {
			per += 2
		}
		total := casinos[p] * per
		if total > 0 {
			g.earn(p, total, 0, SourceCasinoSkim)
			emit(b, Event{Kind: EventKindCasinoSkimmed, Player: seat(p), Cash: int8(total)})
		}
	}
}

func (g *game) afterWar(b *evbuf) {
	g.areaControl(false, b)
	g.newOrder(b)
	g.skim(b)
	// Cleanup: Capos go home; each Ship gains 2 barrels, up to 5.
	for loc := range g.Occ {
		g.Occ[loc] = [3]int8{-1, -1, -1}
	}
	g.Park = [2]int8{-1, -1}
	g.Rest, g.Out = [4]int8{}, [4]int8{}
	g.War = war{}
	for i := range g.Ships {
		for k := 0; k < 2 && g.Ships[i].Barrels < shipCapacity && g.Supply > 0; k++ {
			g.Ships[i].Barrels++
			g.Supply--
		}
	}
	g.Act++
	g.announce(b)
	g.Round, g.Turn = 0, 0
	g.startTurn(b)
}

// announce picks this Act's invasion group among the districts not yet
// scheduled (House rule HOUSE-4.6: 4/4/4, or 3/3/2 with 1–2 players).
func (g *game) announce(b *evbuf) {
	if g.Act > 3 {
		return
	}
	size := 4
	if g.small() {
		size = [4]int{0, 3, 3, 2}[g.Act]
	}
	for k := 0; k < size; k++ {
		var cand bitset.Set
		for d := 0; d < numDistricts; d++ {
			if g.Group[d] == 0 {
				cand |= 1 << uint(d)
			}
		}
		d, ok := g.pick(cand)
		if !ok {
			return
		}
		g.Group[d] = g.Act
	}
	for d := int8(0); d < numDistricts; d++ {
		if g.Group[d] == g.Act {
			emit(b, Event{Kind: EventKindInvasionAnnounced, Player: noSeat, District: District(d), Act: int8(g.Act)})
		}
	}
}

// finalScoring is House rule HOUSE-4.18.
func (g *game) finalScoring(b *evbuf) {
	if !g.Cfg.NoFinalAreaControl {
		g.areaControl(true, b)
	}
	g.skim(b)
	for p := int8(0); p < g.N; p++ {
		pl := &g.P[p]
		// Helper sets: as many different liquors per set as possible.
		var cnt [5]int
		for h := 0; h < numHelpers; h++ {
			if pl.Helpers&(1<<uint(h)) != 0 {
				cnt[h/4]++
			}
		}
		for {
			k := 0
			for i := range cnt {
				if cnt[i] > 0 {
					cnt[i]--
					k++
				}
			}
			if k == 0 {
				break
			}
			g.earn(p, helperSetPay[k], 0, SourceHelperSets)
		}
		// $1 for each barrel owned.
		barrels := int(pl.Stills) + int(pl.Load[0]) + int(pl.Load[1])
		for i := range g.Space {
			if g.Space[i].Owner == p && g.Space[i].Barrel {
				barrels++
			}
		}
		g.earn(p, barrels, 0, SourceBarrels)
		emit(b, Event{Kind: EventKindFinalScoreCounted, Player: seat(p), Score: int16(int(pl.Cash) + int(pl.Safe)), Safe: int16(pl.Safe)})
	}
	g.Phase = phOver
	g.SP = 0
	// The game is over: the winner (none on a shared win, nor when the
	// solo player misses the target), the winning score and the solo
	// target (House rule HOUSE-4.19).
	// (Result's winners, worked out here without its allocations.)
	winner, top, winners := int8(-1), 0, 0
	for p := int8(0); p < g.N; p++ {
		top = max(top, g.score(p))
		beaten := false
		for q := int8(0); q < g.N; q++ {
			beaten = beaten || (q != p && g.compareSeats(q, p) > 0)
		}
		if !beaten {
			winner, winners = p, winners+1
		}
	}
	if winners != 1 {
		winner = -1
	}
	target := 0
	if t := g.Cfg.soloTarget(); g.N == 1 {
		target = max(t, 0)
		if t < 0 || g.score(0) < t {
			winner = -1 // no solo target, or missed
		}
	}
	emit(b, Event{Kind: EventKindGameOver, Player: seat(winner), Score: int16(top), Target: int16(target)})
}

// score is a seat's final score: cash plus Safe at face value.
func (g *game) score(p int8) int { return int(g.P[p].Cash) + int(g.P[p].Safe) }

func (g *game) cookedCount(p int8) int { return bits.OnesCount32(g.P[p].Cooked) }

// validateDefend says why a decoded mob-war-defence step cannot be (zero when it can).
func validateDefend(g *game, t *step) reason {
	return unless(rng8(t.X, 1, numGoons) && t.Left == 0 && t.Y == 0 &&
		rng8(g.War.District, 0, numDistricts-1) && g.Phase == phWar,
		t, lawDefendArgs)
}

func legalDefend(l *lister, g *game, t *step) {
	l.try(g, DefendMove(l.by(), 0))
	l.try(g, DefendMove(l.by(), int(t.need())))
}

func checkDefend(_ *game, t *step, m *Move) reason {
	if m.Goons != 0 && m.Goons != t.need() {
		return why(rReturnNoGoonsExactlyN, int(t.need()))
	}
	return reason(0)
}

func applyDefend(g *game, t *step, m Move, b *evbuf) {
	p := t.Who
	g.pop()
	d := g.War.District
	if m.Goons > 0 {
		g.P[p].Goons -= m.Goons
		emit(b, Event{Kind: EventKindDistrictDefended, Player: seat(p), District: District(d), Goons: int8(m.Goons), Held: true})
	} else {
		g.loseDistrict(p, d, b)
	}
	g.War.Order++
}

// validDistricts checks each district's invasion group (none announced for
// a later Act) and Strength tile.
func (g *game) validDistricts() error {
	for d := int8(0); d < numDistricts; d++ {
		if !rng8(g.Group[d], -2, 3) || (g.Group[d] == -2) != g.blocked(d) ||
			!rng8(g.StrTile[d], 0, 10) {
			return lawErr(lawDistrictInvasionGroupStrengthTile, int(d)+1)
		}
		if g.Group[d] > g.Act {
			return lawErr(lawDistrictAnnouncedLaterAct, int(d)+1)
		}
	}
	return nil
}
