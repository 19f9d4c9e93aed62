package speakeasy

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// ---- Contractor Office (seed) ----

func TestContractorLeftGainsABook(t *testing.T) {
	s := fresh(t, 4)
	before := s.g.P[0].BooksN
	s = do(t, s, "P0 place contractor-office L", "P0 book")
	if s.g.P[0].BooksN != before+1 {
		t.Fatalf("books %d, want %d", s.g.P[0].BooksN, before+1)
	}
	if s.g.top().K != stBuild {
		t.Fatalf("after the person comes the location action")
	}
}

func TestContractorMiddleRaisesStrengthOrOperations(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place contractor-office M", "P0 raise party")
	if s.g.P[0].Tracks[TrackParty] != 2 {
		t.Fatal("party not raised")
	}
	s = fresh(t, 4)
	s.g.P[0].Tracks[TrackStrength] = trackMax[TrackStrength]
	s = do(t, s, "P0 place contractor-office M")
	refuse(t, s, "P0 raise strength", illegal, "maximum")
}

func TestContractorRightTakesHelperAndDisplayRefills(t *testing.T) {
	s := fresh(t, 4)
	h := s.g.Display[0]
	s = do(t, s, "P0 place contractor-office R", "P0 helper "+helperName(h))
	if s.g.P[0].Helpers&(1<<uint(h)) == 0 {
		t.Fatal("helper not taken")
	}
	if s.g.Display[0] < 0 || s.g.Display[0] == h {
		t.Fatal("display not refilled at once")
	}
}

func TestOpenBuildingPaysTakesCityTileAndBenefit(t *testing.T) {
	s := fresh(t, 4)
	tile := s.g.Space[sp("4.1")].Tile
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy", "P0 at 4.1")
	pl := s.g.P[0]
	if pl.Cash != startCash-3 || pl.Goons != 2 || pl.Tiles&(1<<uint(tile)) == 0 {
		t.Fatalf(
			"cash %d goons %d tiles %b: want $17, the first space's Goon and the City tile",
			pl.Cash,
			pl.Goons,
			pl.Tiles,
		)
	}
	if x := s.g.Space[sp("4.1")]; x.Kind != BuildingSpeakeasy || x.Owner != 0 || x.Tile != -1 {
		t.Fatalf("space %+v", x)
	}
	// The second $3 Speakeasy comes from the next space: +$2.
	s = do(t, s, "P0 open 3-speakeasy", "P0 at 4.2")
	if s.g.P[0].Cash != startCash-3-3+2 {
		t.Fatalf("cash %d", s.g.P[0].Cash)
	}
}

func TestContractorBuildsUpToTwice(t *testing.T) {
	s := fresh(t, 4)
	s = do(
		t,
		s,
		"P0 place contractor-office L",
		"P0 skip",
		"P0 open 3-speakeasy",
		"P0 at 4.2",
		"P0 open stills",
		"P0 at 6.2",
	)
	if s.g.Active == 0 && s.g.top() != nil && s.g.top().K == stBuild {
		t.Fatal("a third building is offered")
	}
	if s.g.Active != 1 {
		t.Fatal("the turn did not pass after two buildings")
	}
}

func TestCannotBuildOnAnOccupiedSpace(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 1, Group3Speakeasy, "4.2")
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy")
	refuse(t, s, "P0 at 4.2", illegal, "already holds a player's building")
}

func TestCannotBuildBesideAMobsterSpeakeasy(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "4.1", 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy")
	refuse(t, s, "P0 at 4.2", illegal, "a Mobster Speakeasy stands in the district")
}

func TestOnlyOneStills(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupStills, "6.3")
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	refuse(t, s, "P0 open stills", illegal, "only one Stills")
}

func TestTakeoverNeedsMoreThanTheStrengthTile(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 4)
	s.g.P[0].Goons = 3 // Strength 1 + 3 Goons = 4: a tie is not enough
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	refuse(
		t,
		s,
		"P0 takeover 3-speakeasy",
		illegal,
		"attack is at most 4 (Strength, every Goon and your Associate), "+
			"the weakest Mobster Speakeasy you may attack defends with 4",
	)
	s.g.P[0].Goons = 4
	s = do(t, s, "P0 takeover 3-speakeasy", "P0 at 5.1")
	if x := s.g.Space[sp("5.1")]; x.Kind != BuildingSpeakeasy || x.Owner != 0 {
		t.Fatalf("space %+v", x)
	}
	// Four Goons returned; the $3 group's first space gives one back.
	if s.g.P[0].Goons != 1 || s.g.mobsterSupply() != numMobsterSE {
		t.Fatalf("goons %d, mobster supply %d", s.g.P[0].Goons, s.g.mobsterSupply())
	}
}

func TestTakeoverWithTheAssociatePaysTheFee(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 4)
	s.g.P[0].Assoc = 12 // M13: strength 5, fee $4
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 3-speakeasy", "P0 at 5.1")
	refuse(t, s, "P0 fee no", illegal, "attack is at most 2")
	s = do(t, s, "P0 fee yes")
	if s.g.P[0].Cash != startCash-3-4 || s.g.P[0].Goons != 2 {
		t.Fatalf("cash %d goons %d", s.g.P[0].Cash, s.g.P[0].Goons)
	}
}

func TestNoTakeoverInYourOwnAssociatesDistrict(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 2)
	mob(&s, "9.1", 2)
	s.g.P[0].Assoc = 4 // district 5
	s.g.P[0].Goons = 5
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 3-speakeasy")
	refuse(t, s, "P0 at 5.1", illegal, "own Associate's district")
	// Another player's Associate's district is fair game.
	s = fresh(t, 4)
	mob(&s, "5.1", 2)
	s.g.P[1].Assoc = 4
	s.g.P[0].Goons = 5
	do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 3-speakeasy", "P0 at 5.1")
}

func TestCityTileLimitDiscardsToTheMiddleAtTurnEnd(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	// Four tiles from the piles onto P0's board.
	for k := 0; k < 4; k++ {
		tl, _ := g.pick(allTiles &^ g.tilesSeen())
		g.P[0].Tiles |= 1 << uint(tl)
		g.PileN[k%3]--
	}
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy", "P0 at 4.1")
	if tiles(s, 0) != 5 {
		t.Fatalf("a fifth tile may be taken during the turn; have %d", tiles(s, 0))
	}
	s = do(t, s, "P0 skip")
	if ToMove(s) != 0 || s.g.top().K != stDrop {
		t.Fatalf("the limit is checked at the end of the turn: %s", s)
	}
	drop := Legal(s)[0]
	s = do(t, s, drop.String())
	if tiles(s, 0) != 4 || s.g.MidN[0] != 1 || s.g.Mid[0][0] != int8(drop.Tile) {
		t.Fatalf("tile not on the middle column")
	}
	if s.g.Active != 1 {
		t.Fatal("turn did not pass")
	}
}

// ---- City Planning Office (seed) ----

func TestOneNightclubPerZone(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupNightclub, "1.2")
	money(&s, 0, 40, 0)
	s = do(t, s, "P0 place city-planning-office L", "P0 open nightclub")
	refuse(t, s, "P0 at 2.2", illegal, "already have a Nightclub in Downtown")
	s = do(t, s, "P0 at 7.2")
	if s.g.P[0].Cash != 40-12 {
		t.Fatalf("cash %d", s.g.P[0].Cash)
	}
}

func TestCasinoCostsSeventeenAndAnOperationsCard(t *testing.T) {
	s := fresh(t, 4)
	money(&s, 0, 30, 0)
	s = do(t, s, "P0 place city-planning-office L")
	refuse(t, s, "P0 open casino", illegal, "Operations card")
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 open casino", "P0 at 7.2", "P0 discard stills-1")
	g := s.g
	if g.P[0].Cash != 13 || g.Discard&(1<<uint(card("stills-1"))) == 0 ||
		g.Space[sp("7.2")].Kind != BuildingCasino {
		t.Fatalf("cash %d, discard %b", g.P[0].Cash, g.Discard)
	}
	if !strings.Contains(s.String(), "C0") {
		t.Fatal("casino not rendered")
	}
}

func TestUpgradeDiscountFromTheLargestClearedGroup(t *testing.T) {
	s := fresh(t, 4)
	for _, x := range []string{"7.1", "7.2", "7.3"} {
		build(&s, 0, Group3Speakeasy, x)
	}
	for _, x := range []string{"9.1", "9.2", "9.3"} {
		build(&s, 0, Group5Speakeasy, x)
	}
	money(&s, 0, 12, 0)
	s = do(t, s, "P0 place city-planning-office L", "P0 upgrade nightclub", "P0 at 7.2")
	if s.g.P[0].Cash != 12-(12-5) {
		t.Fatalf("cash %d: want the $5 discount only", s.g.P[0].Cash)
	}
}

func TestUpgradeKeepsProtectionAndBarrel(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "7.2")
	x := &g.Space[sp("7.2")]
	x.Prot, x.Barrel = true, true
	g.P[0].FMVIP--
	g.Supply--
	s = do(t, s, "P0 place city-planning-office L", "P0 upgrade nightclub", "P0 at 7.2")
	y := s.g.Space[sp("7.2")]
	if y.Kind != BuildingNightclub || !y.Prot || !y.Barrel || s.g.P[0].Gone != 1 {
		t.Fatalf("space %+v gone %d", y, s.g.P[0].Gone)
	}
	// The Nightclub's first space: Strength +1.
	if s.g.P[0].Tracks[TrackStrength] != 2 {
		t.Fatal("benefit of the new building's space not gained")
	}
}

func TestPlanningPersonsPlayCards(t *testing.T) {
	s := fresh(t, 4)
	give(&s, 0, "stills-4", "party-2")
	s = do(t, s, "P0 place city-planning-office R", "P0 skip")
	refuse(t, s, "P0 play stills-4", illegal, "party card")
	s = do(t, s, "P0 play party-2")
	if s.g.P[0].Slots[OpsTypeParty] != card("party-2") {
		t.Fatal("party card not slotted")
	}
}

// ---- Garage (seed) ----

func TestGarageLocationActionRaisesATrack(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place garage R", "P0 raise fleet")
	if s.g.P[0].Tracks[TrackFleet] != 2 || s.g.top().K != stTruckMenu {
		t.Fatal("raise, then the person's Pick up and deliver")
	}
}

func TestFleetCardAddsTwoRangeForEachTruck(t *testing.T) {
	s := fresh(t, 4)
	give(&s, 0, "fleet-1")
	s = do(t, s, "P0 place garage L", "P0 skip", "P0 play fleet-1", "P0 truck 1")
	if s.g.top().Left != 1+2 {
		t.Fatalf("range %d, want Fleet 1 + 2", s.g.top().Left)
	}
	s = fresh(t, 4)
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1")
	if s.g.top().Left != 1 {
		t.Fatalf("range %d without the card", s.g.top().Left)
	}
}

func TestTrucksCannotCrossCentralPark(t *testing.T) {
	s := fresh(t, 4)
	s.g.P[0].Tracks[TrackFleet] = 5
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1", "P0 enter 13")
	refuse(t, s, "P0 drive 14", illegal, "not across Central Park")
	s = do(t, s, "P0 drive 11", "P0 drive 12", "P0 drive 14")
	if s.g.P[0].Truck[0] != 13 || s.g.top().Left != 2 {
		t.Fatalf("truck at %d with %d left", s.g.P[0].Truck[0], s.g.top().Left)
	}
	if !adjacent(4, 5) || adjacent(12, 13) || adjacent(14, 15) {
		t.Fatal("adjacency table")
	}
}

func TestSecondTruckJoinsAtFleetThree(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place garage R", "P0 skip")
	refuse(t, s, "P0 truck 2", illegal, "Fleet level 3")
	s = fresh(t, 4)
	s.g.P[0].Tracks[TrackFleet] = 2
	s = do(t, s, "P0 place garage R", "P0 raise fleet", "P0 truck 2")
}

func TestTruckBuysFromAShipWhichThenSails(t *testing.T) {
	s := fresh(t, 4)
	// Ship A is at P1 (district 3) with 4 barrels: $4, then $5.
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1", "P0 enter 3")
	s, text := events(t, s, "P0 buy A 2")
	if s.g.P[0].Cash != startCash-9 || s.g.P[0].Load[0] != 2 || s.g.Ships[0].Barrels != 2 {
		t.Fatalf("cash %d load %d ship %d", s.g.P[0].Cash, s.g.P[0].Load[0], s.g.Ships[0].Barrels)
	}
	if s.g.Ships[0].Port != 1 || !strings.Contains(text, "Ship A sails to port 2") {
		t.Fatalf("ship at P%d; events:\n%s", s.g.Ships[0].Port+1, text)
	}
	// A Truck holds two barrels.
	refuse(t, s, "P0 buy A 1", illegal, "not docked")
}

func TestTruckDeliversOneBarrelPerBuildingNeverToTheStills(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "3.2")
	build(&s, 0, GroupStills, "3.3")
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1", "P0 enter 3", "P0 buy A 2")
	refuse(t, s, "P0 deliver 3.3", illegal, "Operating Speakeasies")
	s = do(t, s, "P0 deliver 3.2")
	refuse(t, s, "P0 deliver 3.2", illegal, "one barrel per building")
	if !s.g.Space[sp("3.2")].Barrel || s.g.P[0].Load[0] != 1 {
		t.Fatal("not delivered")
	}
}

func TestTruckPicksUpAtTheOperatingStills(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupStills, "4.3")
	s.g.P[0].Stills = 3
	s.g.Supply -= 3
	s = do(
		t,
		s,
		"P0 place garage R",
		"P0 skip",
		"P0 truck 1",
		"P0 enter 4",
		"P0 pick-up",
		"P0 pick-up",
	)
	refuse(t, s, "P0 pick-up", illegal, "two barrels")
	s.g.Space[sp("4.3")].Closed = true
	s.g.P[0].Load[0] = 0
	s.g.P[0].Stills += 2
	refuse(t, s, "P0 pick-up", illegal, "Operating Stills")
}

// ---- City Hall (seed) ----

func TestGetProtectionPricedByTurnOrderColumn(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "7.2")
	build(&s, 0, Group3Speakeasy, "7.3")
	slot(&s, 0, "vip-room-10") // Leverage 3
	slot(&s, 0, "party-10")    // Leverage 3
	s = do(t, s, "P0 place city-hall L", "P0 skip", "P0 skip", "P0 protect 7.2")
	if s.g.top().Left != 2 || !s.g.Space[sp("7.2")].Prot || s.g.P[0].FMVIP != 1 {
		t.Fatalf("column 1 costs 4 Leverage per Family Member")
	}
	refuse(t, s, "P0 protect 7.3", illegal, "costs 4 Leverage, you have 2")
	// Leverage tokens top up the budget.
	s.g.P[0].Tokens = 2
	s = do(t, s, "P0 protect 7.3")
	if s.g.P[0].Tokens != 0 || s.g.P[0].Slots[OpsTypeVIPRoom] != card("vip-room-10") {
		t.Fatal("tokens not spent, or a slotted card left")
	}
	// A marker on the lower row sets the price at once.
	s = fresh(t, 4)
	s.g.Lower[3] = 0
	if s.g.protectPrice(0) != 1 || s.g.protectPrice(1) != 3 {
		t.Fatalf("prices %d %d", s.g.protectPrice(0), s.g.protectPrice(1))
	}
	s = fresh(t, 2)
	if s.g.protectPrice(0) != 4 || s.g.protectPrice(1) != 2 {
		t.Fatal("two-column prices are 4 and 2")
	}
}

func TestProtectingAClosedBuildingReopensIt(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "7.2")
	s.g.Space[sp("7.2")].Closed = true
	s.g.P[0].Tokens = 4
	s = do(t, s, "P0 place city-hall L", "P0 skip", "P0 skip", "P0 protect 7.2")
	if s.g.Space[sp("7.2")].Closed {
		t.Fatal("still closed")
	}
}

func TestCityHallLeftGainsFamilyMemberAndHiresGoons(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place city-hall L", "P0 family-member midtown", "P0 hire 2")
	pl := s.g.P[0]
	if pl.FMDock[ZoneMidtown] != 1 || pl.Goons != 3 || pl.Cash != startCash-4 ||
		s.g.top().K != stProtect {
		t.Fatalf("%+v", pl)
	}
}

func TestCityHallRightTokenThenVIPRoomCard(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, Group3Speakeasy, "7.2")
	give(&s, 0, "vip-room-10")
	s.g.P[0].Tracks[TrackVIPRoom] = 2
	s = do(t, s, "P0 place city-hall R", "P0 skip")
	if s.g.P[0].Tokens != 1 {
		t.Fatal("the right person's Leverage token comes after the location action")
	}
	s = do(t, s, "P0 play vip-room-10")
	// Budget: the card's Leverage 3 + VIP bonus 1 = 4, the column-1 price.
	if s.g.top().K != stProtect || s.g.top().Left != 4 {
		t.Fatalf("VIP Room card: Get Protection with %d", s.g.top().Left)
	}
	s = do(t, s, "P0 protect 7.2")
	if s.g.P[0].Tokens != 1 {
		t.Fatal("tokens spent although the budget covered the price")
	}
}

// ---- Commission (seed) ----

func TestCommissionAssociateReplacesTheOldOneAndFiresItsPower(t *testing.T) {
	s := fresh(t, 4)
	s.g.P[1].Assoc = 5
	s.g.P[0].Assoc = 3
	s = do(t, s, "P0 place commission M", "P0 skip")
	refuse(t, s, "P0 associate 6", illegal, "already an Associate")
	s = do(t, s, "P0 associate 1", "P0 hire 1")
	if s.g.P[0].Assoc != 0 || s.g.P[0].Cash != startCash+6-2 || s.g.assocTaken(3) {
		t.Fatalf("assoc %d cash %d", s.g.P[0].Assoc, s.g.P[0].Cash)
	}
}

func TestCommissionRightGainsAFamilyMember(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place commission R")
	refuse(t, s, "P0 family-member vip-area", illegal, "VIP area is full")
	s = do(t, s, "P0 family-member uptown")
	if s.g.P[0].FMDock[ZoneUptown] != 1 || s.g.P[0].FMSupply != 3 {
		t.Fatal("no family member")
	}
}

// ---- Docks (seed) ----

func TestAmbushNeedsYourFamilyMemberInTheDocksZone(t *testing.T) {
	s := fresh(t, 4)
	s.g.P[1].FMDock[ZoneDowntown], s.g.P[1].FMSupply = 3, 1
	s.g.P[0].Tracks[TrackStrength] = 8
	s = do(t, s, "P0 place docks R", "P0 skip")
	refuse(t, s, "P0 ambush A", illegal, "Family Members in the Ship's Docks Zone")
}

func TestAmbushWinsCrateBarrelAndTheShipSails(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	g.P[0].FMDock[ZoneDowntown], g.P[0].FMSupply = 1, 3
	g.P[1].FMDock[ZoneDowntown], g.P[1].FMSupply = 1, 3
	g.P[0].Tracks[TrackStrength] = 2
	g.P[0].Goons = 1
	g.P[0].FMVIP, g.P[0].FMSupply = 1, 4 // room in the VIP area
	build(&s, 0, Group3Speakeasy, "9.2")
	crate := g.Ships[0].Crate
	// Ship A has 4 barrels: defence 4. 2 × 1 + 1 Goon = 3 is not enough; 2 × 2 + 1 = 5 is.
	s = do(t, s, "P0 place docks R", "P0 skip", "P0 ambush A")
	refuse(t, s, "P0 attack", illegal, "the Ship defends with 4")
	s = do(t, s, "P0 use P1", "P0 attack")
	pl := s.g.P[0]
	if pl.Goons != 0 || s.g.P[1].Cash != startCash+1 {
		t.Fatalf("goons %d, P1 cash %d: the Goon and the $1 fee", pl.Goons, s.g.P[1].Cash)
	}
	if pl.Cash != int16(startCash-1+crateCash(crate)) || pl.Crates != 1<<uint(crate) ||
		s.g.Ships[0].Crate == crate {
		t.Fatalf("crate not won: cash %d", pl.Cash)
	}
	if pl.FMDock[ZoneDowntown] != 0 || pl.FMVIP != 2 || s.g.Ships[0].Port != 1 ||
		s.g.Ships[0].Barrels != 3 {
		t.Fatalf("FM home, ship sailed: %+v %+v", pl, s.g.Ships[0])
	}
	if s.g.top().K != stBarrel {
		t.Fatal("the won barrel is placed next")
	}
	s = do(t, s, "P0 barrel 9.2")
	if !s.g.Space[sp("9.2")].Barrel {
		t.Fatal("barrel not placed")
	}
}

func TestAmbushFamilyMemberFallsIntoTheRiver(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	g.P[0].FMDock[ZoneDowntown], g.P[0].FMSupply = 1, 3 // VIP area full (2 of 2)
	g.P[0].Tracks[TrackStrength] = 5
	s = do(t, s, "P0 place docks R", "P0 skip", "P0 ambush A", "P0 attack")
	if s.g.P[0].FMSupply != 4 || s.g.P[0].FMVIP != 2 {
		t.Fatal("with no room the Family Member goes back to the supply")
	}
	// No Operating building: the barrel went back.
	if s.g.Supply != numBarrels-16+1 {
		t.Fatalf("supply %d", s.g.Supply)
	}
}

func TestDocksLeftGivesAFreeGoonAndAStillsCard(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupStills, "4.3")
	give(&s, 0, "stills-6")
	s = do(t, s, "P0 place docks L")
	if s.g.P[0].Goons != 2 || s.g.P[0].Cash != startCash {
		t.Fatal("free goon")
	}
	s = do(t, s, "P0 play stills-6")
	if s.g.P[0].Stills != 1 {
		t.Fatal("Stills card at level 1 produces one barrel")
	}
}

// ---- Restaurant (seed) ----

func TestRestaurantNeedsACardAndMoreForLateColumns(t *testing.T) {
	s := fresh(t, 4)
	refuse(t, s, "P0 restaurant 1", illegal, "costs a discarded Operations card")
	give(&s, 0, "stills-1")
	refuse(t, s, "P0 restaurant 3", illegal, "costs two discarded Operations cards, you hold 1")
	s = do(t, s, "P0 restaurant 2")
	if s.g.top().K != stRestDiscard {
		t.Fatal("the discard is compulsory")
	}
	refuse(t, s, "P0 skip", illegal, "compulsory")
	s = do(t, s, "P0 discard stills-1")
	if s.g.Lower[1] != 0 || s.g.Discard&1 == 0 {
		t.Fatal("marker not on lower column 2")
	}
	s = fresh(t, 2)
	give(&s, 0, "stills-1")
	refuse(t, s, "P0 restaurant 2", illegal, "costs two discarded Operations cards, you hold 1")
}

func TestRestaurantTwoDifferentActions(t *testing.T) {
	s := fresh(t, 4)
	give(&s, 0, "stills-1", "party-1", "fleet-1")
	g := &s.g
	tl := g.Right[0]
	g.Right[0] = -1
	g.P[0].Tiles |= 1 << uint(tl)
	s = do(
		t,
		s,
		"P0 restaurant 1",
		"P0 discard stills-1",
		"P0 do play-city-tiles",
		"P0 tile "+tileName(tl),
		"P0 skip",
	)
	refuse(t, s, "P0 do play-city-tiles", illegal, "must differ")
	s = do(t, s, "P0 do play-operations-card", "P0 play party-1", "P0 skip")
	if s.g.Active != 1 || s.g.MidN[0] != 1 || s.g.Mid[0][0] != tl {
		t.Fatal("played City tile goes to the middle column at the end of the turn")
	}
}

func TestCookingABookPaysSafeMoney(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	onlyMuscleBook(g, 0)
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 restaurant 1", "P0 discard stills-1")
	if legalHas(s, "P0 do cook-books") {
		t.Fatal("Muscle needs Strength 4")
	}
	s.g.P[0].Tracks[TrackStrength] = 4
	s = do(t, s, "P0 do cook-books", "P0 cook muscle-1")
	if s.g.P[0].Safe != 7 || s.g.P[0].Cooked == 0 {
		t.Fatalf("safe %d", s.g.P[0].Safe)
	}
}

// ---- Park (seed) ----

func TestParkSwapsCaposAndTheVictimChoosesAReward(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place garage L", "P0 skip", "P0 skip")
	if s.g.Active != 1 {
		t.Fatal("turn")
	}
	refuse(t, s, "P1 park contractor-office L", illegal, "another player's Capo")
	s = do(t, s, "P1 park garage L")
	if ToMove(s) != 0 || s.g.Occ[LocationGarage][0] != 1 || s.g.Park[0] != 0 {
		t.Fatal("the victim decides first")
	}
	s = do(t, s, "P0 reward leverage-token")
	if s.g.P[0].Tokens != 1 || ToMove(s) != 1 || s.g.top().K != stRaise {
		t.Fatal("then the swapper resolves the new spot")
	}
}

func TestParkNeedsAFreeSpot(t *testing.T) {
	s := fresh(t, 2)
	capoOf(&s, 1, LocationGarage, 0)
	s.g.Park[0] = 1
	refuse(t, s, "P0 park garage L", illegal, "no free Park spot")
}

func TestTakingARightColumnTileRefillsFromThePile(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	capoOf(&s, 1, LocationGarage, 0)
	mid, _ := g.pick(allTiles &^ g.tilesSeen())
	g.PileN[0]--
	g.Mid[1][0], g.Mid[1][1], g.MidN[1] = g.Right[1], mid, 2 // Right[1]'s tile now lies under mid
	g.Right[1] = -1
	under := g.Mid[1][0]
	top := g.Right[0]
	pile := g.PileN[0]
	s = do(t, s, "P0 park garage L")
	refuse(t, s, "P1 reward city-tile "+tileName(under), illegal, "uncovered")
	s = do(t, s, "P1 reward city-tile "+tileName(top))
	if s.g.PileN[0] != pile-1 || s.g.Right[0] < 0 || s.g.Right[0] == top {
		t.Fatal("right column not refilled from its pile")
	}
}

func popcount32(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

var _ = core.NoPlayer

// A Casino taken over waits for its Operations card with the fee already
// chosen: a position there must still hold the attack that choice beat the
// Strength tile with (a seat's goons left out decoded, and the discard
// then made the Goons negative: the tamper law's find under SDK_LONG=1).
func TestCasinoTakeoverKeepsTheAttackItsFeeChoiceMade(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 3)
	money(&s, 0, 40, 0)
	give(&s, 0, "stills-1")
	s.g.P[0].Assoc = 12 // M13: strength 5, fee $4
	s.g.P[0].Goons = 3  // Strength 1 + 3 Goons = 4 beats 3 without the Associate
	s = do(t, s, "P0 place city-planning-office L", "P0 takeover casino", "P0 at 5.1", "P0 fee no")
	if s.g.top().K != stCasinoCard {
		t.Fatalf("decision %s, want the Casino's card", stepSchema[s.g.top().K].name)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	refusedEdit(t, b, `"goons":3,`, ``, "attack")
	s = do(t, s, "P0 discard stills-1")
	if s.g.P[0].Goons != 0 || s.g.Space[sp("5.1")].Kind != BuildingCasino {
		t.Fatalf("goons %d, space %+v", s.g.P[0].Goons, s.g.Space[sp("5.1")])
	}
}
