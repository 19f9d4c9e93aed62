package speakeasy

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

func TestAccessorsReadTheTable(t *testing.T) {
	s := fresh(t, 3)
	build(&s, 1, GroupCasino, "7.2")
	s.g.Space[sp("7.2")].Prot = true
	s.g.P[1].FMVIP--
	s = do(t, s, "P0 place garage R")
	if p, neutral := s.Capo(LocationGarage, PersonR); p != 0 || neutral {
		t.Fatalf("the Capo at the Garage's R person: %v %v", p, neutral)
	}
	if p, _ := s.Capo(LocationGarage, PersonM); p != core.NoPlayer || s.HasPerson(LocationGarage, PersonM) {
		t.Fatal("the Garage has no middle person")
	}
	x := s.SpaceAt(Space(sp("7.2")))
	if x.Building != BuildingCasino || x.Owner != 1 || !x.Protected || x.Closed || sp("7.2") != 19 ||
		Space(19).District().String() != "7" || Space(19).Zone() != ZoneMidtown {
		t.Fatalf("7.2: %+v", x)
	}
	if got := s.TurnOrder(); len(got) != 4 || got[0] != 0 || got[3] != core.NoPlayer {
		t.Fatalf("turn order %v", got)
	}
	if r := s.CapoRound(); r.Round != 1 || r.Rounds != 4 {
		t.Fatalf("Capo round %+v", r)
	}
	if k := s.Decision(); k != DecisionRaise || k.String() != "raise" {
		t.Fatalf("the Garage asks for a track first: %v", k)
	}
	if s.Level(0, TrackFleet) != 1 || TrackVIPRoom.Name() != "VIP Room" || s.ProtectionPrice(0) != 4 {
		t.Fatal("tracks and the protection price")
	}
	sh := s.ShipAt(0)
	if sh.Barrels != 4 || sh.Defence != 4 || sh.Price != 4 || sh.Zone != ZoneDowntown {
		t.Fatalf("ship A %+v", sh)
	}
	td := s.TileDisplay()
	if td.Piles[0]+td.Piles[1]+td.Piles[2] == 0 || len(td.Middle[0]) != 0 || !td.RightOK[0] || td.Right[0] != Tile(s.g.Right[0]) {
		t.Fatal("City tile display")
	}
	if s.OpsDeckSize() != numOps || s.BookPileSize() != numBooks-3 ||
		s.HelperDeckSize() != numHelpers-3 ||
		s.CrateStackSize() != numCrates-4 ||
		len(s.HelperDisplay()) != 3 {
		t.Fatal("deck and pile sizes")
	}
	if m := Mobster(8); m.String() != "M9" || m.Strength() != 4 || m.Fee() != 3 ||
		s.AssociateOf(m) != core.NoPlayer {
		t.Fatal("the Mobster board")
	}
	for _, text := range []string{Card(27).Name(), Card(27).Text(), Tile(33).Name(),
		Tile(33).Text(),
		Book(17).Name(), Book(17).Text(), Helper(5).Name(), Helper(5).Text(), Crate(7).Name(),
		Crate(7).Text(),
		LocationDocks.Name(), LocationDocks.Text(), PersonText(LocationDocks, PersonL), Group8Speakeasy.Name(),
		Group8Speakeasy.Benefit(1)} {
		if text == "" || strings.Contains(text, "?") {
			t.Fatalf("a piece without its printed name or text: %q", text)
		}
	}
	if Card(27).String() != "vip-room-8" || Card(27).Leverage() != 2 ||
		Crate(7).String() != "bartender-2" {
		t.Fatal("identifiers")
	}
}

// TestAccessorsReturnValuesNotTuples checks rule 8 on a new game: the
// accessors that tell several facts return a struct named for them.
func TestAccessorsReturnValuesNotTuples(t *testing.T) {
	s, err := New(Config{Players: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if f := s.FamilyMembers(0); f.VIP != int(s.g.P[0].FMVIP) || f.Supply != int(s.g.P[0].FMSupply) || f.Docks != [3]int{} {
		t.Errorf("FamilyMembers %+v", f)
	}
	if tr := s.Truck(0, 0); tr.OnMap || tr.Barrels != 0 || tr.District != 0 {
		t.Errorf("a Truck off the map: %+v", tr)
	}
	starts, acts := 0, 0
	for d := range Districts() {
		inv := s.Invasion(d)
		if inv.Start {
			starts++
		}
		if inv.Act != 0 {
			acts++
		}
	}
	if starts != 4 || acts == 0 {
		t.Errorf("%d start districts and %d invasions announced, want 4 and some", starts, acts)
	}
	if r := s.CapoRound(); r.Round != 1 || r.Rounds != 4 {
		t.Errorf("CapoRound %+v", r)
	}
}
