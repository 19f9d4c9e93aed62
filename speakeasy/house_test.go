package speakeasy

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// Tests of the house rules (HOUSE-4.x).

func TestSetupByPlayerCount(t *testing.T) { // HOUSE-4.6
	for _, n := range []int{1, 2, 3, 4} {
		s, err := New(Config{Players: n}, 11)
		if err != nil {
			t.Fatal(err)
		}
		g := &s.g
		small := n <= 2
		mobsters, starts, act1, tilesOnMap := 0, 0, 0, 0
		for d := int8(0); d < numDistricts; d++ {
			if small && blockedSmall[d] {
				if g.Group[d] != -2 || g.Space[spaceStart[d]].Tile >= 0 {
					t.Fatalf("%dp: blocked district %d in use", n, d+1)
				}
				continue
			}
			switch g.Group[d] {
			case -1:
				starts++
				if v := g.StrTile[d]; v < 3 || v > 5 {
					t.Fatalf("start district with a Tier I tile, not %d", v)
				}
			case 1:
				act1++
				if g.StrTile[d] != 0 {
					t.Fatal("the invaders' strength is face-down")
				}
			}
			if g.Space[spaceStart[d]].Tile >= 0 {
				tilesOnMap++
			}
		}
		for i := range g.Space {
			if g.Space[i].Kind == BuildingMobsterSpeakeasy {
				mobsters++
			}
		}
		wantStarts, wantAct1, open := 4, 4, 16
		if small {
			wantStarts, wantAct1, open = 3, 3, 11
		}
		if starts != wantStarts || mobsters != wantStarts || act1 != wantAct1 ||
			tilesOnMap != open {
			t.Fatalf(
				"%dp: %d starts, %d mobsters, %d in Act 1, %d tiles on the map",
				n,
				starts,
				mobsters,
				act1,
				tilesOnMap,
			)
		}
		if int(g.PileN[0]+g.PileN[1]+g.PileN[2]) != numTiles-open-3 {
			t.Fatalf("%dp: piles %v", n, g.PileN)
		}
		for p := int8(0); p < g.N; p++ {
			pl := g.P[p]
			if pl.Cash != 20 || pl.HandN != 3 || pl.BooksN != 1 || pl.FMVIP != 2 ||
				pl.FMSupply != 4 ||
				pl.Goons != 1 ||
				int(pl.Tokens) != g.upperColumn(p) {
				t.Fatalf("%dp: P%d starts with %+v", n, p, pl)
			}
		}
		ports := [4]int8{0, 2, 4, 6}
		if small {
			ports = [4]int8{0, 1, 4, 6}
		}
		for i, sh := range g.Ships {
			if sh.Port != ports[i] || sh.Barrels != 4 || sh.Crate < 0 {
				t.Fatalf("%dp: ship %d %+v", n, i, sh)
			}
		}
	}
}

// playPolicy makes a short, deterministic choice: skip or pass when it can,
// else the first legal move.
func playPolicy(s State) Move {
	l := Legal(s)
	for _, m := range l {
		if m.Kind == MoveKindSkip || m.Kind == MoveKindPass {
			return m
		}
	}
	return l[0]
}

func TestCaposPerActAreFourThreeThreeOne(t *testing.T) { // HOUSE-4.7
	s, _ := New(Config{Players: 3}, 5)
	var placed [5]int
	for !Over(s) {
		m := playPolicy(s)
		if m.Kind == MoveKindPlace || m.Kind == MoveKindRestaurant || m.Kind == MoveKindPark || m.Kind == MoveKindPass {
			if m.By == 0 {
				placed[s.g.Act]++
			}
		}
		var err error
		s, _, err = Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
	}
	if placed != [5]int{0, 4, 3, 3, 1} {
		t.Fatalf("P0 placed %v", placed)
	}
}

func TestDrawAtTurnEndOnlyBelowFiveCards(t *testing.T) { // HOUSE-4.7
	s := fresh(t, 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 skip")
	if s.g.P[0].HandN != 1 {
		t.Fatal("no draw")
	}
	s = fresh(t, 4)
	give(&s, 0, "stills-1", "stills-2", "stills-3", "stills-4", "stills-5")
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 skip")
	if s.g.P[0].HandN != 5 {
		t.Fatal("drew with five cards")
	}
}

func TestEmptyDeckReshufflesTheDiscardPile(t *testing.T) { // HOUSE-4.7
	s := fresh(t, 4)
	g := &s.g
	g.Discard = g.opsDeck() // every card not in a hand or slot is discarded
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 skip")
	if s.g.P[0].HandN != 1 || s.g.Discard.Len() != 0 || s.g.opsDeckLen() != numOps-1 {
		t.Fatalf(
			"hand %d discard %d deck %d",
			s.g.P[0].HandN,
			s.g.Discard.Len(),
			s.g.opsDeckLen(),
		)
	}
}

func TestPassOnlyWhenNothingCanBePlaced(t *testing.T) { // HOUSE-4.7
	s := fresh(t, 1)
	refuse(t, s, "P0 pass", illegal, "still place")
	for loc := range s.g.Occ {
		for k := range s.g.Occ[loc] {
			if s.g.personExists(loc, k) {
				s.g.Occ[loc][k] = neutralCapo
			}
		}
	}
	s.g.Park[0] = neutralCapo // no Park spot free, no card for the Restaurant
	if l := Legal(s); len(l) != 1 || l[0].Kind != MoveKindPass {
		t.Fatalf("legal %v", l)
	}
	// No game reaches this (a solo Act's eight Capos leave persons free),
	// so the pass is applied without do's invariant check.
	s, _, err := Apply(s, PassMove(0))
	if err != nil {
		t.Fatal(err)
	}
	if s.g.Round != 1 {
		t.Fatal("the Capo sits out; the next turn begins")
	}
}

func TestCopsCloseTheMostInfamousUnprotectedBuildings(t *testing.T) { // HOUSE-4.15
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "1.2")
	build(&s, 0, Group3Speakeasy, "1.3")
	build(&s, 0, GroupNightclub, "2.2")
	build(&s, 0, GroupCasino, "3.2")
	g.Space[sp("3.2")].Prot = true
	g.P[0].FMVIP--
	build(&s, 1, GroupCasino, "4.2") // P1: 3, P0: 1+1+2+3 = 7
	g.Space[sp("1.2")].Barrel = true
	g.Supply--
	g.Act = 2
	var b evbuf
	g.cops(&b)
	mustCheck(t, s)
	// Act 2: two buildings; the Casino is protected, so the Nightclub, then the lowest Speakeasy.
	if !g.Space[sp("2.2")].Closed || !g.Space[sp("1.2")].Closed || g.Space[sp("1.3")].Closed ||
		g.Space[sp("3.2")].Closed {
		t.Fatal("wrong buildings closed")
	}
	if g.Space[sp("1.2")].Barrel || g.Space[sp("4.2")].Closed {
		t.Fatal("barrel not returned, or the less infamous player raided")
	}
}

func TestCopsSpareTheM8AssociatesDistrict(t *testing.T) { // HOUSE-4.14
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "8.2")
	g.P[0].Assoc = powNoCops
	var b evbuf
	g.cops(&b)
	if g.Space[sp("8.2")].Closed {
		t.Fatal("M8 power ignored")
	}
}

// warOn sets up the Mob War of Act 1 in one district.
func warOn(s *State, d int8, strength int8) {
	g := &s.g
	for x := int8(0); x < numDistricts; x++ {
		if g.Group[x] == 1 {
			g.Group[x] = 0
		}
	}
	g.Group[d] = 1
	g.Phase = phWar
	g.War = war{District: 0, Order: -1}
	// Force the revealed tile.
	g.RNG = g.RNG.Force(indexOfTier(g, strength))
}

// indexOfTier returns the position of value v among the unseen Tier I tiles.
func indexOfTier(g *game, v int8) int {
	var used [11]int
	for d := int8(0); d < numDistricts; d++ {
		if x := g.StrTile[d]; x > 0 && g.tierOf(d) == 1 {
			used[x]++
		}
	}
	i := 0
	for _, x := range strengthTiles[1] {
		if used[x] > 0 {
			used[x]--
			continue
		}
		if x == v {
			return i
		}
		i++
	}
	return 0
}

func TestMobWarLoserLosesSpeakeasiesAndClosesTheRest(t *testing.T) { // HOUSE-4.16
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "7.2")
	build(&s, 0, GroupNightclub, "7.3")
	g.Space[sp("7.2")].Prot, g.Space[sp("7.2")].Barrel = true, true
	g.P[0].FMVIP--
	g.Supply--
	g.P[0].Goons = 0
	warOn(&s, 6, 5)
	var b evbuf
	g.advance(&b) // no decision without Goons: on to Act 2
	mustCheck(t, s)
	if g.StrTile[6] != 5 || g.Space[sp("7.2")].Kind != BuildingMobsterSpeakeasy || !g.Space[sp("7.3")].Closed ||
		g.P[0].Gone != 1 {
		t.Fatalf("district 7: %+v %+v", g.Space[sp("7.2")], g.Space[sp("7.3")])
	}
	if g.P[0].FMVIP != 2 || g.Space[sp("7.1")].Kind != BuildingMobsterSpeakeasy {
		t.Fatal("FM not home, or no Mobster Speakeasy on the lowest empty space")
	}
}

func TestMobWarGoonsHoldTheDistrict(t *testing.T) { // HOUSE-4.16
	s := fresh(t, 4)
	g := &s.g
	build(&s, 1, Group3Speakeasy, "7.2")
	g.P[1].Goons = 4
	g.P[1].Assoc = 6 // +3 in its own district: 1 + 3 = 4, needs 1 Goon against 5
	warOn(&s, 6, 5)
	var b evbuf
	if g.mobWar(&b) {
		t.Fatal("P1 must decide")
	}
	if ToMove(s) != 1 || !legalHas(s, "P1 defend 1") || legalHas(s, "P1 defend 2") {
		t.Fatalf("legal %v", Legal(s))
	}
	s = do(t, s, "P1 defend 1")
	if s.g.P[1].Goons != 3 || s.g.Space[sp("7.2")].Kind != BuildingSpeakeasy {
		t.Fatal("not held")
	}
	if s.g.Act != 2 {
		t.Fatal("the end of the Act did not continue")
	}
}

func TestAreaControlTiesTakeTheLowerPayout(t *testing.T) { // HOUSE-4.17
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, GroupNightclub, "1.2")
	build(&s, 1, Group3Speakeasy, "2.2")
	build(&s, 1, Group5Speakeasy, "2.3")
	build(&s, 2, Group3Speakeasy, "3.2")
	var b evbuf
	g.areaControl(false, &b)
	if g.P[0].Safe != 6 || g.P[1].Safe != 6 || g.P[2].Safe != 3 || g.P[3].Safe != 0 {
		t.Fatalf("safes %d %d %d %d", g.P[0].Safe, g.P[1].Safe, g.P[2].Safe, g.P[3].Safe)
	}
	s = fresh(t, 2)
	build(&s, 0, Group3Speakeasy, "1.2")
	s.g.areaControl(false, &b)
	if s.g.P[0].Safe != 10 {
		t.Fatal("two-player payout")
	}
}

func TestNewTurnOrderAndCasinoSkim(t *testing.T) { // HOUSE-4.5
	s := fresh(t, 3)
	g := &s.g
	build(&s, 0, GroupCasino, "1.2")
	g.Lower[0] = 2
	var b evbuf
	g.newOrder(&b)
	if g.Upper != [4]int8{2, 0, 1, -1} || g.Lower != [4]int8{-1, -1, -1, -1} {
		t.Fatalf("upper %v", g.Upper)
	}
	g.skim(&b)
	if g.P[0].Cash != startCash+4 {
		t.Fatalf("skim: column 2 pays $4, got %d", g.P[0].Cash-startCash)
	}
}

func TestSecondRestaurantVisitMovesTheMarkerAgain(t *testing.T) { // HOUSE-4.5
	s := fresh(t, 2)
	give(&s, 0, "stills-1", "stills-2", "stills-3")
	s.g.Lower[1] = 0
	s = do(t, s, "P0 restaurant 1", "P0 discard stills-1")
	if s.g.Lower != [4]int8{0, -1, -1, -1} {
		t.Fatalf("lower %v", s.g.Lower)
	}
}

func TestEndOfActCleanup(t *testing.T) { // HOUSE-4.7
	s := fresh(t, 2)
	g := &s.g
	g.Ships[0].Barrels = 4
	g.Ships[1].Barrels = 0
	g.Supply = numBarrels - 4 - 0 - 4 - 4
	g.Occ[LocationGarage][0] = 1
	var b evbuf
	g.endAct(&b)
	g.advance(&b)
	mustCheck(t, s)
	if g.Act != 2 || g.Ships[0].Barrels != 5 || g.Ships[1].Barrels != 2 ||
		g.Occ[LocationGarage][0] != -1 {
		t.Fatalf("act %d ships %d %d", g.Act, g.Ships[0].Barrels, g.Ships[1].Barrels)
	}
	n := 0
	for d := range g.Group {
		if g.Group[d] == 2 {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d districts announced for Act 2", n)
	}
}

func TestFinalScoringHelpersBarrelsAndTieBreaks(t *testing.T) { // HOUSE-4.18, HOUSE-4.10
	s := fresh(t, 2)
	g := &s.g
	g.Cfg.NoFinalAreaControl = true
	g.Display = [3]int8{-1, -1, -1}
	g.P[0].Helpers = 1<<0 | 1<<1 | 1<<4 // two Gin, one Rum: {Gin, Rum} $8 + {Gin} $3
	g.P[0].Stills = 2
	g.Supply -= 2
	money(&s, 0, 10, 5)
	money(&s, 1, 23, 3)
	var b evbuf
	g.Act = 4
	g.finalScoring(&b)
	if g.P[0].Cash != 10+11+2 {
		t.Fatalf("cash %d", g.P[0].Cash)
	}
	r := Result(s)
	// 28 each; P0 has more Safe.
	if r.Scores[0] != 28 || r.Scores[1] != 26 || !r.Won(0) {
		t.Fatalf("%+v", r)
	}
	money(&s, 1, 25, 3)
	r = Result(s)
	if !r.Won(0) || r.Rank[1] != 1 {
		t.Fatalf("tie on score goes to more Safe: %+v", r)
	}
	money(&s, 1, 23, 5)
	g.P[1].Cooked = 1
	if r = Result(s); !r.Won(1) || r.Rank[0] != 1 {
		t.Fatalf("then to more cooked Books: %+v", r)
	}
}

func TestSoloNeutralCapoAndPhantomSyndicate(t *testing.T) { // HOUSE-4.19
	s, _ := New(Config{Players: 1}, 3)
	n := 0
	for loc := range s.g.Occ {
		for _, q := range s.g.Occ[loc] {
			if q == neutralCapo {
				n++
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d neutral Capos before the first turn", n)
	}
	g := &s.g
	build(&s, 0, Group3Speakeasy, "1.2")
	build(&s, 0, Group5Speakeasy, "1.3")
	build(&s, 0, GroupNightclub, "7.2")
	g.Act = 1
	var b evbuf
	g.areaControl(false, &b)
	// Downtown 2 = Syndicate 2: tied, second place $4; Midtown 2 likewise.
	if g.P[0].Safe != 8 {
		t.Fatalf("safe %d", g.P[0].Safe)
	}
	g.Phase = phOver
	if r := Result(s); len(r.Winners) != 0 {
		t.Fatal("a win needs $180")
	}
	money(&s, 0, 200, int(g.P[0].Safe))
	if r := Result(s); !r.Won(0) {
		t.Fatal("a win at $180")
	}
}

func TestSafeMoneyPaysAtTwoToOne(t *testing.T) { // HOUSE-4.8
	s := fresh(t, 4)
	money(&s, 0, 1, 9)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 5-speakeasy", "P0 at 7.2")
	if s.g.P[0].Cash != 0 || s.g.P[0].Safe != 1 {
		t.Fatalf("cash %d safe %d", s.g.P[0].Cash, s.g.P[0].Safe)
	}
	s = fresh(t, 4)
	s.g.Cfg.NoSafeSpending = true
	money(&s, 0, 1, 9)
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	refuse(t, s, "P0 open 3-speakeasy", illegal, "costs $3, you have $1 to spend")
}

func TestPartyCardSellsAtLevelPrices(t *testing.T) { // HOUSE-4.9
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "7.2")
	build(&s, 0, GroupCasino, "9.2")
	build(&s, 0, Group3Speakeasy, "9.3")
	for _, x := range []string{"7.2", "9.2", "9.3"} {
		g.Space[sp(x)].Barrel = true
		g.Supply--
	}
	g.P[0].Tracks[TrackParty] = 2 // up to 3 buildings, +$1 each
	give(&s, 0, "party-1")
	s = do(t, s, "P0 place city-planning-office R", "P0 skip", "P0 play party-1", "P0 sell 7.2", "P0 sell 9.2")
	if s.g.P[0].Cash != startCash+4+10 {
		t.Fatalf("cash %d", s.g.P[0].Cash)
	}
	s = do(t, s, "P0 sell 9.3")
	if s.g.Active != 1 {
		t.Fatal("three sales at Party 2")
	}
}

func TestStillsCardProducesUpToSix(t *testing.T) { // HOUSE-4.9
	s := fresh(t, 4)
	build(&s, 0, GroupStills, "4.3")
	s.g.P[0].Tracks[TrackStills] = 4
	s.g.P[0].Stills = 4
	s.g.Supply -= 4
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 place docks R", "P0 play stills-1")
	if s.g.P[0].Stills != 6 {
		t.Fatalf("stills area %d", s.g.P[0].Stills)
	}
}

func TestHelperInstantBonusByCopy(t *testing.T) { // HOUSE-4.10
	s := fresh(t, 4)
	var b evbuf
	s.g.Display = [3]int8{0, 1, 2} // gin-1, gin-2, gin-3
	s.g.takeHelper(0, 0, &b)
	s.g.takeHelper(0, 1, &b)
	s.g.takeHelper(0, 2, &b)
	pl := s.g.P[0]
	if pl.Cash != startCash+3 || pl.Goons != 2 || pl.Tokens != 1 {
		t.Fatalf("%+v", pl)
	}
	mustCheck(t, s)
}

func TestCityTileEffects(t *testing.T) { // HOUSE-4.12
	s := fresh(t, 4)
	g := &s.g
	var b evbuf
	g.playTile(0, int8(TileKindCash)*4, &b)
	g.playTile(0, int8(TileKindFavour)*4, &b)
	g.playTile(0, int8(TileKindMuscle)*4, &b)
	if g.P[0].Cash != startCash+4 || g.P[0].Tokens != 2 || g.P[0].Goons != 3 {
		t.Fatalf("%+v", g.P[0])
	}
	g.playTile(0, int8(TileKindDelivery)*4, &b)
	if tp := g.top(); tp.K != stTruckMenu ||
		g.truckRange(0, tp.rangeBonus(), tp.singleTruck()) != 3 {
		t.Fatal("Delivery: one Truck, range 3")
	}
}

func TestMiddleColumnSpreadsEvenly(t *testing.T) { // HOUSE-4.12
	s := fresh(t, 4)
	g := &s.g
	g.MidN = [3]int8{1, 0, 1}
	g.toMiddle(5)
	if g.MidN != [3]int8{1, 1, 1} {
		t.Fatal("empty space first")
	}
	g.toMiddle(6)
	if g.MidN != [3]int8{2, 1, 1} {
		t.Fatal("then the topmost smallest stack")
	}
}

func TestShipDefenceAndPrices(t *testing.T) { // HOUSE-4.13
	s := fresh(t, 4)
	g := &s.g
	g.Ships[0].Barrels = 1
	if c, sup := g.buyCost(0, 2); c != 14 || sup != 1 {
		t.Fatalf("one barrel at $7, then one from the supply at $7: %d %d", c, sup)
	}
	if shipDefence[5] != 3 || shipDefence[0] != 12 {
		t.Fatal("defence table")
	}
}

func TestAssociateCheaperProtection(t *testing.T) { // HOUSE-4.14
	s := fresh(t, 4)
	s.g.P[0].Assoc = powCheapProt
	if s.g.protectPrice(0) != 3 {
		t.Fatal("M4 power")
	}
	s.g.Upper = [4]int8{1, 2, 3, 0}
	if s.g.protectPrice(0) != 1 {
		t.Fatal("never below 1")
	}
}

func TestBadConfigsAreErrors(t *testing.T) {
	for _, c := range []string{`{"players":5}`, `{"players":-1}`, `{"players":"x"}`, `[`,
		`{"solo_win_at":99999}`} {
		if _, err := Rules.New([]byte(c), 1); !errors.Is(err, core.ErrBadConfig) {
			t.Fatalf("%s: %v", c, err)
		}
	}
	for _, c := range []string{``, `{}`, `{"players":2}`} {
		if _, err := Rules.New([]byte(c), 1); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
	}
}

func TestWrongSeatAndGameOver(t *testing.T) {
	s := fresh(t, 4)
	refuse(t, s, "P1 place garage L", core.ErrNotYourTurn, "P0 decides now, not P1")
	s.g.Phase = phOver
	refuse(t, s, "P0 place garage L", core.ErrGameOver, "over")
}

func TestViewHidesOtherHandsAndTheRNG(t *testing.T) {
	s, _ := New(Config{Players: 3}, 9)
	v := View(s, 1)
	if !v.g.RNG.IsZero() || v.g.P[0].Hand != 0 || v.g.P[2].Books != 0 ||
		v.g.P[1].Hand != s.g.P[1].Hand ||
		v.g.P[0].HandN != 3 {
		t.Fatal("view")
	}
	if !strings.Contains(v.String(), "3 hidden") {
		t.Fatal("rendering of hidden hands")
	}
	d := Determinize(v, 1, core.NewRNG(4))
	if err := d.Check(); err != nil || d.g.P[0].HandN != 3 || d.g.P[0].Hand.Len() != 3 {
		t.Fatalf("determinized: %v", err)
	}
}

func TestEventsKeepDrawsPrivate(t *testing.T) {
	s := fresh(t, 4)
	m, _ := ParseMove("P0 place contractor-office L")
	s, _, _ = Apply(s, m)
	m, _ = ParseMove("P0 book")
	_, evs, err := Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range core.VisibleTo(evs, 1) {
		if strings.Contains(e.String(), "the Book") {
			t.Fatalf("P1 sees %q", e)
		}
	}
	own := core.VisibleTo(evs, 0)
	if len(own) != 1 || !strings.Contains(own[0].String(), "gains the Book") {
		t.Fatalf("P0 sees %v", own)
	}
}
