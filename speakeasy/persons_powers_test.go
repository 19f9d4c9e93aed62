package speakeasy

import "testing"

func TestCommissionLeftHelperAndMiddleRaise(t *testing.T) {
	s := fresh(t, 4)
	h := s.g.Display[1]
	s = do(t, s, "P0 place commission L", "P0 helper "+helperName(h), "P0 skip", "P0 skip")
	if s.g.P[0].Helpers != 1<<uint(h) {
		t.Fatal("left person: a Helper card")
	}
	s = do(t, s, "P1 place commission M", "P1 raise vip-room")
	if s.g.P[1].Tracks[TrackVIPRoom] != 2 || s.g.top().K != stAssociate {
		t.Fatal("middle person: a track, then the Associate")
	}
}

func TestPlanningLeftPlaysAnyCardAndMiddleRaises(t *testing.T) {
	s := fresh(t, 4)
	give(&s, 0, "fleet-5")
	s = do(t, s, "P0 place city-planning-office L", "P0 skip", "P0 play fleet-5")
	if s.g.top().K != stTruckMenu {
		t.Fatal("a Fleet card played at the left person picks up and delivers")
	}
	s = fresh(t, 4)
	s = do(t, s, "P0 place city-planning-office M", "P0 skip", "P0 raise strength")
	if s.g.P[0].Tracks[TrackStrength] != 2 {
		t.Fatal("middle person raises")
	}
}

func TestCookAtMostThreeBooks(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	for p := range g.P {
		g.P[p].Books, g.P[p].BooksN = 0, 0
	}
	// Muscle ×2, Specialist ×2: Strength 4 and Stills 4 meet all four.
	g.P[0].Books = 3<<(2*BookKindMuscle) | 3<<(2*BookKindSpecialist)
	g.P[0].BooksN = 4
	g.P[0].Tracks[TrackStrength], g.P[0].Tracks[TrackStills] = 4, 4
	give(&s, 0, "stills-1")
	s = do(
		t,
		s,
		"P0 restaurant 1",
		"P0 discard stills-1",
		"P0 do cook-books",
		"P0 cook muscle-1",
		"P0 cook muscle-2",
		"P0 cook specialist-1",
	)
	if s.g.P[0].BooksN != 1 || s.g.P[0].Safe != 7+7+7 {
		t.Fatalf("books %d safe %d", s.g.P[0].BooksN, s.g.P[0].Safe)
	}
	for i := int8(0); i < s.g.SP; i++ {
		if s.g.Stack[i].K == stCook {
			t.Fatal("a fourth Book offered")
		}
	}
}

func TestBuildingSpaceBenefits(t *testing.T) { // HOUSE-4.4
	s := fresh(t, 4)
	money(&s, 0, 100, 0)
	s = do(
		t,
		s,
		"P0 place contractor-office L",
		"P0 skip",
		"P0 open 5-speakeasy",
		"P0 at 7.2",
		"P0 open 5-speakeasy",
		"P0 at 7.3",
	)
	pl := s.g.P[0]
	if pl.Tracks[TrackStrength] != 2 || s.g.top().K != stFM {
		t.Fatal("$5 group: Strength, then a Family Member")
	}
	s = do(t, s, "P0 family-member uptown")
	if s.g.P[0].FMDock[ZoneUptown] != 1 {
		t.Fatal("the Family Member")
	}
	s = fresh(t, 4)
	money(&s, 0, 100, 0)
	give(&s, 0, "stills-1", "stills-2")
	s = do(t, s, "P0 place city-planning-office L", "P0 open casino", "P0 at 7.2", "P0 discard stills-1")
	if s.g.top().K != stHelper {
		t.Fatal("Casino group's first space: a Helper card")
	}
	s = do(t, s, "P0 skip", "P0 open casino", "P0 at 1.2", "P0 discard stills-2")
	if s.g.P[0].Safe != 6 {
		t.Fatal("Casino group's second space: $6 Safe")
	}
}

func TestBookConditions(t *testing.T) { // HOUSE-4.11
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "1.2")
	build(&s, 0, Group3Speakeasy, "7.2")
	if g.bookMet(0, BookKindChain) || g.bookMet(0, BookKindCitywide) || g.bookMet(0, BookKindStocked) {
		t.Fatal("not yet")
	}
	build(&s, 0, Group3Speakeasy, "13.2")
	if !g.bookMet(0, BookKindChain) || !g.bookMet(0, BookKindCitywide) {
		t.Fatal("three Speakeasies in three zones")
	}
	g.Space[sp("13.2")].Closed = true
	if g.bookMet(0, BookKindChain) || g.bookMet(0, BookKindCitywide) {
		t.Fatal("Closed buildings do not count")
	}
	g.Space[sp("1.2")].Barrel, g.Space[sp("7.2")].Barrel = true, true
	g.Space[sp("1.2")].Prot, g.Space[sp("7.2")].Prot = true, true
	if !g.bookMet(0, BookKindStocked) || !g.bookMet(0, BookKindFamilyBusiness) || g.bookMet(0, BookKindNightlife) ||
		g.bookMet(0, BookKindSmuggler) {
		t.Fatal("stocked, family")
	}
}

func TestAssociateOngoingPowers(t *testing.T) { // HOUSE-4.14
	s := fresh(t, 4)
	g := &s.g
	g.P[0].Assoc = powTruckRange
	if g.truckRange(0, 0, false) != 2 {
		t.Fatal("M2: +1 range")
	}
	build(&s, 0, Group3Speakeasy, "7.2")
	g.P[0].Assoc = powPartyPlus
	if g.partyPrice(0, int(sp("7.2"))) != 4 {
		t.Fatal("M6: +$1 per barrel")
	}
	build(&s, 0, GroupCasino, "9.2")
	g.P[0].Assoc = powSkim
	var b evbuf
	g.skim(&b)
	if g.P[0].Cash != startCash+4 {
		t.Fatal("M10: +$2 skim per Casino")
	}
	g.P[0].Assoc = powMobWar
	if g.defence(0, 3) != 2 {
		t.Fatal("M12: +1 in the Mob War")
	}
	build(&s, 0, GroupStills, "4.3")
	g.P[0].Assoc = powStillsPlus
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 place docks R", "P0 play stills-1")
	if s.g.P[0].Stills != 2 {
		t.Fatal("M14: +1 barrel")
	}
}

func TestImmediateAssociatePowers(t *testing.T) { // HOUSE-4.14
	s := fresh(t, 4)
	var b evbuf
	g := &s.g
	g.takeAssociate(0, powGoons2, &b)
	g.takeAssociate(1, powTokens2, &b)
	g.takeAssociate(2, powStrength, &b)
	if g.P[0].Goons != 3 || g.P[1].Tokens != 3 || g.P[2].Tracks[TrackStrength] != 2 {
		t.Fatal("M3, M9, M5")
	}
	books := g.P[3].BooksN
	g.takeAssociate(3, powBooks2, &b)
	if g.P[3].BooksN != books+2 {
		t.Fatal("M15")
	}
	mustCheck(t, s)
}
