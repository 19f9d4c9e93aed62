package speakeasy

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// Edge cases of the rulebook and of the house rules.

func TestTruckMovementIsItsRangeAndItMayEndLoaded(t *testing.T) {
	s := fresh(t, 4)
	s = do(
		t,
		s,
		"P0 place garage R",
		"P0 skip",
		"P0 truck 1",
		"P0 enter 3",
		"P0 buy A 1",
		"P0 drive 5",
	)
	refuse(t, s, "P0 drive 7", illegal, "no movement left")
	s = do(t, s, "P0 skip")
	if s.g.P[0].Truck[0] != 4 || s.g.P[0].Load[0] != 1 {
		t.Fatal("the Truck stays on the map, still loaded")
	}
}

func TestTrucksDriveThroughBlockedDistricts(t *testing.T) {
	s := fresh(t, 2)
	s.g.P[0].Tracks[TrackFleet] = 2
	s = do(
		t,
		s,
		"P0 place garage R",
		"P0 skip",
		"P0 truck 1",
		"P0 enter 1",
		"P0 drive 2",
		"P0 drive 4",
	)
	if s.g.P[0].Truck[0] != 3 {
		t.Fatal("district 2 is blocked on the small side but Trucks pass through")
	}
}

func TestNoDeliveryToAClosedOrAnotherPlayersBuilding(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "3.2")
	build(&s, 1, Group3Speakeasy, "3.3")
	s.g.Space[sp("3.2")].Closed = true
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1", "P0 enter 3", "P0 buy A 1")
	refuse(t, s, "P0 deliver 3.2", illegal, "Operating")
	refuse(t, s, "P0 deliver 3.3", illegal, "your Operating")
}

func TestShipDefenceIsTheHighestUncoveredValue(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	g.P[0].FMDock[ZoneDowntown], g.P[0].FMSupply = 1, 3
	g.Supply -= 1
	g.Ships[0].Barrels = 5 // full: the hull defends with 3
	g.P[0].Tracks[TrackStrength] = 3
	g.P[0].Goons = 0
	g.P[0].Assoc = 12 // an Associate never helps against Ships
	s = do(t, s, "P0 place docks R", "P0 skip")
	refuse(t, s, "P0 ambush A", illegal, "the Ship defends with")
	s.g.P[0].Goons = 1
	s = do(t, s, "P0 ambush A", "P0 attack")
	if s.g.Ships[0].Barrels != 4 || s.g.P[0].Goons != 0 {
		t.Fatal("3 + 1 Goon beats the hull")
	}
}

func TestCrateMuscleAddsTwoInAmbushes(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	g.P[0].FMDock[ZoneDowntown], g.P[0].FMSupply = 1, 3
	g.P[0].Goons = 0
	g.P[0].Tracks[TrackStrength] = 3
	// Take a Muscle Crate (tiles 3..5) from wherever it is.
	c := int8(3)
	for i := range g.Ships {
		if g.Ships[i].Crate == c {
			g.Ships[i].Crate = -1
		}
	}
	if g.Crate == c {
		g.Crate = -1
	}
	g.P[0].Crates = 1 << uint(c)
	s = do(t, s, "P0 place docks R", "P0 skip", "P0 ambush A", "P0 attack") // 3 + 2 > 4
}

func TestRestaurantPlaysAtMostTwoTiles(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	for k := 0; k < 3; k++ {
		tl, _ := g.pick(allTiles &^ g.tilesSeen())
		g.P[0].Tiles |= 1 << uint(tl)
		g.PileN[k]--
	}
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 restaurant 1", "P0 discard stills-1", "P0 do play-city-tiles")
	for k := 0; k < 2; k++ {
		var m Move
		for _, l := range Legal(s) {
			if l.Kind == MoveKindTile {
				m = l
				break
			}
		}
		s = do(t, s, m.String())
	}
	for i := int8(0); i < s.g.SP; i++ {
		if s.g.Stack[i].K == stTiles {
			t.Fatal("two City tiles at most")
		}
	}
	if tiles(s, 0) != 1 || popcount64(uint64(s.g.P[0].Played)) != 2 {
		t.Fatal("played tiles wait for the end of the turn")
	}
}

func TestParkCannotTargetYourOwnCapo(t *testing.T) {
	s := fresh(t, 4)
	s.g.Occ[LocationGarage][0] = 0
	refuse(t, s, "P0 park garage L", illegal, "another player's Capo")
}

func TestParkSwapperResolvesLocationAndPersonOfTheNewSpot(t *testing.T) {
	s := fresh(t, 4)
	capoOf(&s, 1, LocationCityHall, 2)
	give(&s, 0, "vip-room-4")
	s = do(t, s, "P0 park city-hall R", "P1 reward book")
	if s.g.top().K != stProtect {
		t.Fatal("Get Protection first")
	}
	s = do(t, s, "P0 skip")
	if s.g.top().K != stPlayOps || s.g.P[0].Tokens != 1 {
		t.Fatal("then the right person's token and VIP Room card")
	}
}

func TestParkVictimDiscardsAFifthTileAtTheEndOfTheSwappersTurn(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	for k := 0; k < 4; k++ {
		tl, _ := g.pick(allTiles &^ g.tilesSeen())
		g.P[1].Tiles |= 1 << uint(tl)
		g.PileN[k%3]--
	}
	capoOf(&s, 1, LocationGarage, 0)
	s = do(t, s, "P0 park garage L", "P1 reward city-tile "+tileName(s.g.Right[2]))
	if tiles(s, 1) != 5 || ToMove(s) != 0 {
		t.Fatal("the victim keeps the fifth tile while the swapper plays")
	}
	s = do(t, s, "P0 skip", "P0 skip")
	if ToMove(s) != 1 || s.g.top().K != stDrop || s.g.Active != 0 {
		t.Fatal("the victim discards at the end of the swapper's turn")
	}
}

func TestSoloParkSwapsANeutralCapoWithoutReward(t *testing.T) {
	s, _ := New(Config{Players: 1}, 3)
	var loc, k int8 = -1, -1
	for l := range s.g.Occ {
		for x, q := range s.g.Occ[l] {
			if q == neutralCapo {
				loc, k = int8(l), int8(x)
			}
		}
	}
	s = do(t, s, ParkMove(0, Location(loc), Person(k)).String())
	if s.g.Park[0] != neutralCapo || s.g.top().K == stReward {
		t.Fatal("the neutral Capo goes to the Park, no reward")
	}
}

func TestUpgradeNeedsAnOperatingSpeakeasy(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "7.2")
	build(&s, 0, Group3Speakeasy, "9.2")
	s.g.Space[sp("7.2")].Closed = true
	s = do(t, s, "P0 place city-planning-office L", "P0 upgrade nightclub")
	refuse(t, s, "P0 at 7.2", illegal, "a Closed Speakeasy cannot be upgraded")
	s = do(t, s, "P0 at 9.2")
}

func TestTakeoverAtPlanningObeysTheZoneLimit(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupNightclub, "7.2")
	mob(&s, "9.1", 2)
	mob(&s, "1.1", 2)
	s.g.P[0].Goons = 3
	s = do(t, s, "P0 place city-planning-office L", "P0 takeover nightclub")
	refuse(t, s, "P0 at 9.1", illegal, "already have a Nightclub in Midtown")
	s = do(t, s, "P0 at 1.1")
	if s.g.Space[sp("1.1")].Kind != BuildingNightclub {
		t.Fatal("not taken over")
	}
}

func TestActFourEndsWithoutCopsOrMobWar(t *testing.T) {
	s := fresh(t, 2)
	g := &s.g
	g.Act = 4
	build(&s, 0, Group3Speakeasy, "1.2")
	for d := range g.Group {
		if g.Group[d] == 0 {
			g.Group[d] = 3
		}
	}
	var b evbuf
	g.endAct(&b)
	if g.Phase != phOver || g.Space[sp("1.2")].Closed {
		t.Fatal("Act 4 goes straight to the final scoring")
	}
	if g.P[0].Safe != 10 {
		t.Fatalf("final area control: safe %d", g.P[0].Safe)
	}
	s2 := fresh(t, 2)
	s2.g.Cfg.NoFinalAreaControl = true
	s2.g.Act = 4
	build(&s2, 0, Group3Speakeasy, "1.2")
	s2.g.endAct(&b)
	if s2.g.P[0].Safe != 0 {
		t.Fatal("switch no_final_area_control")
	}
}

func TestLaterInvasionGroupsStayUnknownUntilTheirAct(t *testing.T) {
	s, _ := New(Config{Players: 4}, 21)
	for d := range s.g.Group {
		if s.g.Group[d] > 1 {
			t.Fatal("a later group is known at the start")
		}
	}
}

func popcount64(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestSwitchMobsterBlocksSpaceOnly(t *testing.T) {
	s := fresh(t, 4)
	s.g.Cfg.MobsterBlocksSpaceOnly = true
	mob(&s, "4.1", 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy", "P0 at 4.2")
}

func TestSwitchFlatShipPrice(t *testing.T) {
	s := fresh(t, 4)
	s.g.Cfg.FlatShipPrice = true
	if c, _ := s.g.buyCost(0, 2); c != 8 {
		t.Fatalf("two barrels at $4: %d", c)
	}
	s.g.Cfg.FlatShipPrice = false
	if c, _ := s.g.buyCost(0, 2); c != 9 {
		t.Fatalf("$4 then $5: %d", c)
	}
}

func TestAccessorsShowWhatAViewMayShow(t *testing.T) {
	s := fresh(t, 3)
	give(&s, 1, "fleet-8")
	v := View(s, 0)
	if _, ok := v.Hand(1); ok {
		t.Fatal("P1's hand shows in P0's view")
	}
	if h, ok := s.Hand(1); !ok || len(h) != 1 || h[0].String() != "fleet-8" {
		t.Fatalf("hand %v", h)
	}
	if _, ok := v.Books(2); ok || v.BookCount(2) != 1 {
		t.Fatal("books")
	}
	if sh := v.ShipAt(0); sh.Port != 0 || sh.Barrels != 4 || sh.Defence != 4 ||
		sh.Port.String() != "port-1" {
		t.Fatal("ship")
	}
	if Space(7).String() != "3.2" || Tile(-1).String() != "City tile(-1)" || Book(0).String() != "chain-1" {
		t.Fatal("names")
	}
}

func TestOnlyTheGoonsNeededAreReturned(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 4)
	s.g.P[0].Goons = 6
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 5-speakeasy", "P0 at 5.1")
	// Strength 1 + 4 Goons = 5 beats 4; the $5 group's first space raises Strength.
	if s.g.P[0].Goons != 2 || s.g.P[0].Tracks[TrackStrength] != 2 {
		t.Fatalf("goons %d", s.g.P[0].Goons)
	}
}

func TestMobWarDecliningToReturnGoonsLoses(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 1, Group3Speakeasy, "7.2")
	s.g.P[1].Goons = 9
	warOn(&s, 6, 5)
	var b evbuf
	s.g.advance(&b)
	s = do(t, s, "P1 defend 0")
	if s.g.P[1].Goons != 9 || s.g.Space[sp("7.2")].Kind != BuildingMobsterSpeakeasy {
		t.Fatal("declining keeps the Goons and loses the Speakeasy")
	}
}

func TestMovesOutsideTheirNotationAreRefused(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place contractor-office L")
	for _, m := range []Move{{By: 0, Kind: MoveKindSkip, Goons: 3}, {By: 0, Kind: MoveKindBook, Barrels: 1}, {By: 0,
		Kind: 0}, {By: 0, Kind: numMoveKinds}} {
		if _, _, err := Apply(s, m); err == nil {
			t.Fatalf("%+v accepted", m)
		}
	}
}

// A hand-built Move that sets an argument its kind does not use is
// refused, and the reason names it, in the words every game uses.
func TestUnusedFieldIsNamed(t *testing.T) {
	s, err := New(Config{Players: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRNG(3)
	for n := 0; n < 5000 && !Over(s); n++ {
		l := Legal(s)
		for _, m := range l {
			if m.Kind != MoveKindPass && m.Kind != MoveKindSkip {
				continue
			}
			bad := m
			bad.Barrels = 1
			want := `"` + verbs[m.Kind] + `" does not use its Barrels field: leave it zero`
			if _, _, err := Apply(s, bad); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), want) {
				t.Fatalf("%v with Barrels set: %v", m, err)
			}
			return
		}
		var k int
		k, r = r.IntN(len(l))
		s, _, _ = Apply(s, l[k])
	}
	t.Fatal("no pass or skip met")
}

// verbExamples is a move of each kind after the seat, as the package doc
// lists them.
var verbExamples = [numMoveKinds]string{
	MoveKindPlace: "place garage R", MoveKindRestaurant: "restaurant 3", MoveKindPark: "park docks L", MoveKindPass: "pass",
	MoveKindSkip: "skip", MoveKindBook: "book", MoveKindRaise: "raise fleet", MoveKindHelper: "helper gin-2", MoveKindFamilyMember: "family-member uptown",
	MoveKindHire: "hire 2", MoveKindOpen: "open 3-speakeasy", MoveKindUpgrade: "upgrade casino", MoveKindTakeover: "takeover 5-speakeasy",
	MoveKindAt: "at 7.2", MoveKindFee: "fee yes", MoveKindDiscard: "discard fleet-8", MoveKindPlay: "play party-4",
	MoveKindSell: "sell 7.2", MoveKindProtect: "protect 7.2", MoveKindTruck: "truck 1", MoveKindEnter: "enter 7",
	MoveKindDrive: "drive 8", MoveKindPickUp: "pick-up", MoveKindBuy: "buy B 2", MoveKindDeliver: "deliver 7.2",
	MoveKindAmbush: "ambush C", MoveKindUse: "use P2", MoveKindAttack: "attack", MoveKindBarrel: "barrel 7.2",
	MoveKindDo: "do cook-books", MoveKindTile: "tile cash-2", MoveKindCook: "cook chain-1", MoveKindAssociate: "associate 9",
	MoveKindReward: "reward city-tile cash-2", MoveKindDrop: "drop cash-2", MoveKindDefend: "defend 2",
}

// Every example of the package doc reads as its verb and is written back
// the same; a move with too few words is refused, naming the count.
func TestDocExamplesReadBack(t *testing.T) {
	for k := MoveKind(1); k < numMoveKinds; k++ {
		text := "P0 " + verbExamples[k]
		m, err := ParseMove(text)
		if err != nil || m.Kind != k || m.String() != text {
			t.Errorf("the example of %q, %q: %v, %v", verbs[k], verbExamples[k], m, err)
		}
	}
	_, err := ParseMove("P0 buy B")
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), `"buy" takes 4 words, not 3`) {
		t.Fatalf("buy without barrels: %v", err)
	}
}

// Active is nobody's once the game is over, as in every game.
func TestActiveIsNobodyWhenOver(t *testing.T) {
	s, err := New(Config{Players: 2}, 4)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = gametest.RandomPlayout(Rules, s, core.NewRNG(4), 100000)
	if err != nil || !Over(s) {
		t.Fatalf("the game did not end: %v", err)
	}
	if s.Active() != core.NoPlayer {
		t.Fatalf("Active %v after the game", s.Active())
	}
}

// The terminal board keeps its columns from district 1 to 16, closes each
// bracket once, and words counts as English does ("an Operations card",
// "a Goon").
func TestTerminalBoardKeepsItsColumnsAndWords(t *testing.T) {
	states, _, err := gametest.Trajectory(Rules, []byte(`{"players":4}`), 3, 5000)
	if err != nil {
		t.Fatal(err)
	}
	s := states[30]
	text := s.String()
	col := -1
	row := regexp.MustCompile(`^\s+(\d+) (Downtown|Midtown|Uptown)`)
	for _, line := range strings.Split(text, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		at := strings.Index(line, " "+m[1]+".2 ")
		if col >= 0 && at != col {
			t.Fatalf("district %s's second space sits at column %d, district 1's at %d:\n%s", m[1], at, col, text)
		}
		col = at
	}
	if col < 0 {
		t.Fatalf("no district lines:\n%s", text)
	}
	if strings.Contains(text, "]]") || !strings.Contains(text, " restaurant[") {
		t.Fatalf("brackets:\n%s", text)
	}
	for _, st := range states[:200] {
		for _, m := range Legal(st) {
			if d := Describe(st, m); strings.Contains(d, "a Operations") || strings.Contains(d, " 1 Goons") {
				t.Fatalf("%q", d)
			}
		}
	}
}

// A move built from its arguments sets only the fields its kind uses:
// bare (Apply's quick check for stray fields) zeroes exactly those, so it
// and strayFields agree on every kind and argument.
func TestBareZeroesExactlyTheFieldsAKindUses(t *testing.T) {
	for k := MoveKind(1); k < numMoveKinds; k++ {
		for _, a := range []int8{-1, 0, 1, 2, 5, 43} {
			for _, b := range []int8{0, 1, 3} {
				m := moveOf(2, k, a, b)
				if m.bare() != (Move{By: 2, Kind: k}) || m.strayFields() != nil {
					t.Fatalf("%v (%d, %d): bare %+v, stray %v", k, a, b, m.bare(), m.strayFields())
				}
				bad := m
				bad.Barrels, bad.Fee = bad.Barrels+1, !bad.Fee
				if k != MoveKindBuy && k != MoveKindFee && (bad.bare() == (Move{By: 2, Kind: k}) || bad.strayFields() == nil) {
					t.Fatalf("%v with stray fields passes", k)
				}
			}
		}
	}
}
