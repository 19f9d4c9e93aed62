package speakeasy

import (
	"encoding"
	"encoding/json"
	"errors"
	"iter"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// idsReadBack checks that every value of an id type writes its one
// spelling and reads back from it, the spellings are distinct and no id
// reads as a seat, and that an unknown spelling is refused.
func idsReadBack[T interface {
	comparable
	String() string
	MarshalText() ([]byte, error)
}, PT interface {
	*T
	encoding.TextUnmarshaler
}](t *testing.T, what string, all iter.Seq[T], parse func(string) (T, error), n int) {
	t.Helper()
	seen := map[string]bool{}
	count := 0
	for v := range all {
		count++
		b, err := v.MarshalText()
		if err != nil || string(b) != v.String() {
			t.Fatalf("%s %v: MarshalText %q, %v", what, v, b, err)
		}
		if seen[string(b)] {
			t.Fatalf("%s: %q twice", what, b)
		}
		seen[string(b)] = true
		if _, err := core.ParsePlayer(string(b), 5); err == nil {
			t.Fatalf("%s %q reads as a seat", what, b)
		}
		back, err := parse(string(b))
		if err != nil || back != v {
			t.Fatalf("%s: Parse(%q) = %v, %v", what, b, back, err)
		}
		var u T
		if err := PT(&u).UnmarshalText(b); err != nil || u != v {
			t.Fatalf("%s: UnmarshalText(%q) = %v, %v", what, b, u, err)
		}
	}
	if count != n {
		t.Fatalf("%s: %d values, want %d", what, count, n)
	}
	if _, err := parse("no-such-id"); !errors.Is(err, core.ErrBadNotation) {
		t.Fatalf("%s: an unknown id: %v", what, err)
	}
}

// Every id type has one spelling per value, read back by its ParseX and
// UnmarshalText, listed by its iterator; none reads as a seat.
func TestEveryIDTypeReadsBack(t *testing.T) {
	idsReadBack[Location](t, "Location", Locations(), ParseLocation, numLocations)
	idsReadBack[Person](t, "Person", Persons(), ParsePerson, 3)
	idsReadBack[Track](t, "Track", Tracks(), ParseTrack, numTracks)
	idsReadBack[OpsType](t, "OpsType", OpsTypes(), ParseOpsType, 4)
	idsReadBack[Group](t, "Group", Groups(), ParseGroup, numGroups)
	idsReadBack[Zone](t, "Zone", Zones(), ParseZone, 3)
	idsReadBack[CrateBonus](t, "CrateBonus", CrateBonuses(), ParseCrateBonus, 4)
	idsReadBack[TileKind](t, "TileKind", TileKinds(), ParseTileKind, 9)
	idsReadBack[BookKind](t, "BookKind", BookKinds(), ParseBookKind, 9)
	idsReadBack[District](t, "District", Districts(), ParseDistrict, numDistricts)
	idsReadBack[Space](t, "Space", Spaces(), ParseSpace, numSpaces)
	idsReadBack[Card](t, "Card", Cards(), ParseCard, numOps)
	idsReadBack[Tile](t, "Tile", Tiles(), ParseTile, numTiles)
	idsReadBack[Book](t, "Book", Books(), ParseBook, numBooks)
	idsReadBack[Helper](t, "Helper", Helpers(), ParseHelper, numHelpers)
	idsReadBack[Crate](t, "Crate", Crates(), ParseCrate, numCrates)
	idsReadBack[Ship](t, "Ship", Ships(), ParseShip, numShips)
	idsReadBack[Port](t, "Port", Ports(), ParsePort, 8)
	idsReadBack[Mobster](t, "Mobster", Mobsters(), ParseMobster, numMobsterTile)
	idsReadBack[Source](t, "Source", Sources(), ParseSource, int(NumSources))
	idsReadBack[Sink](t, "Sink", Sinks(), ParseSink, int(NumSinks))
	idsReadBack[Phase](t, "Phase", Phases(), ParsePhase, 5)
	idsReadBack[Decision](t, "Decision", Decisions(), ParseDecision, int(DecisionOver)+1)
	idsReadBack[Building](t, "Building", Buildings(), ParseBuilding, 5)
	idsReadBack[Benefit](t, "Benefit", Benefits(), ParseBenefit, len(benefitKeys))
	idsReadBack[Reward](t, "Reward", Rewards(), ParseReward, 3)
	idsReadBack[RestaurantAction](t, "RestaurantAction", RestaurantActions(), ParseRestaurantAction, 3)
	idsReadBack[MoveKind](t, "MoveKind", MoveKinds(), ParseMoveKind, int(numMoveKinds)-1)
	idsReadBack[EventKind](t, "EventKind", EventKinds(), ParseEventKind, len(evSchema)-1)
	idsReadBack[Where](t, "Where", Wheres(), ParseWhere, int(numWhere))
	if Crate(4).String() != "muscle-2" || Crate(4).Cash() != 3 || Card(9).String() != "stills-10" {
		t.Fatal("copies are name-N from 1; Crate copy N pays $N+1")
	}
}

// State.Decision names the decision on top and State.Phase its phase, the
// same as the position's "decision" and "phase", through a whole game.
func TestDecisionAndPhaseFollowTheGame(t *testing.T) {
	states, _, err := gametest.Trajectory(Rules, []byte(`{"players":3}`), 4, 5000)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Decision]bool{}
	for _, s := range states {
		d := s.Decision()
		seen[d] = true
		want := Phase(PhaseVisit)
		switch d {
		case DecisionPlaceCapo:
			want = PhasePlaceCapo
		case DecisionCityTileLimit:
			want = PhaseEndOfTurn
		case DecisionMobWarDefence:
			want = PhaseEndOfAct
		}
		if s.Phase() != want {
			t.Fatalf("decision %v in phase %v, want %v", d, s.Phase(), want)
		}
		if d.Text() == "?" || d.Name() == "" {
			t.Fatalf("decision %v has no words", d)
		}
	}
	if !seen[DecisionPlaceCapo] || !seen[DecisionBuildSpace] || len(seen) < 10 {
		t.Fatalf("a game meets only %d decisions", len(seen))
	}
}

// Every event of a game writes the keys its kind uses and reads back as
// the same Event (typed fields, "hidden" for a hidden Book or card); a
// hidden copy is the same kind as the full one.
func TestEventsReadBackFromTheirJSON(t *testing.T) {
	s, err := New(Config{Players: 3}, 9)
	if err != nil {
		t.Fatal(err)
	}
	rng := core.NewRNG(5)
	kinds := map[EventKind]bool{}
	hidden := 0
	for !Over(s) {
		ms := Legal(s)
		var k int
		k, rng = rng.IntN(len(ms))
		var evs []core.Event
		s, evs, err = Apply(s, ms[k])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			ev := *e.(*Event)
			kinds[ev.Kind] = true
			if ev.Book == HiddenBook || ev.Card == HiddenCard {
				hidden++
			}
			b, err := json.Marshal(ev)
			if err != nil {
				t.Fatal(err)
			}
			var back Event
			if err := json.Unmarshal(b, &back); err != nil || back != ev {
				t.Fatalf("%s reads back as %+v, %v", b, back, err)
			}
		}
	}
	if len(kinds) < 25 || hidden == 0 {
		t.Fatalf("a game shows %d kinds and %d hidden copies", len(kinds), hidden)
	}
}

// Each kind's constructor builds the move its notation names.
func TestEachMoveKindHasItsConstructor(t *testing.T) {
	p := core.Player(1)
	for _, c := range []struct {
		m    Move
		text string
	}{
		{PlaceMove(p, LocationGarage, PersonR), "P1 place garage R"},
		{RestaurantMove(p, 2), "P1 restaurant 3"},
		{ParkMove(p, LocationDocks, PersonL), "P1 park docks L"},
		{PassMove(p), "P1 pass"},
		{SkipMove(p), "P1 skip"},
		{BookMove(p), "P1 book"},
		{RaiseMove(p, TrackVIPRoom), "P1 raise vip-room"},
		{HelperMove(p, Helper(1)), "P1 helper gin-2"},
		{FamilyMemberMove(p, WhereVIPArea), "P1 family-member vip-area"},
		{FamilyMemberMove(p, WhereUptown), "P1 family-member uptown"},
		{HireMove(p, 2), "P1 hire 2"},
		{OpenMove(p, Group5Speakeasy), "P1 open 5-speakeasy"},
		{UpgradeMove(p, GroupCasino), "P1 upgrade casino"},
		{TakeoverMove(p, Group3Speakeasy), "P1 takeover 3-speakeasy"},
		{AtMove(p, Space(19)), "P1 at 7.2"},
		{FeeMove(p, true), "P1 fee yes"},
		{FeeMove(p, false), "P1 fee no"},
		{DiscardMove(p, Card(37)), "P1 discard fleet-8"},
		{PlayMove(p, Card(13)), "P1 play party-4"},
		{SellMove(p, Space(19)), "P1 sell 7.2"},
		{ProtectMove(p, Space(19)), "P1 protect 7.2"},
		{TruckMove(p, 1), "P1 truck 2"},
		{EnterMove(p, District(6)), "P1 enter 7"},
		{DriveMove(p, District(7)), "P1 drive 8"},
		{PickUpMove(p), "P1 pick-up"},
		{BuyMove(p, Ship(1), 2), "P1 buy B 2"},
		{DeliverMove(p, Space(19)), "P1 deliver 7.2"},
		{AmbushMove(p, Ship(2)), "P1 ambush C"},
		{UseMove(p, 2), "P1 use P2"},
		{AttackMove(p), "P1 attack"},
		{BarrelMove(p, Where(19)), "P1 barrel 7.2"},
		{BarrelMove(p, WhereStillsArea), "P1 barrel stills-area"},
		{DoMove(p, RestaurantActionCookBooks), "P1 do cook-books"},
		{TileMove(p, Tile(1)), "P1 tile cash-2"},
		{CookMove(p, Book(0)), "P1 cook chain-1"},
		{AssociateMove(p, Mobster(8)), "P1 associate 9"},
		{RewardMove(p, 2, Tile(1)), "P1 reward city-tile cash-2"},
		{RewardMove(p, 0, Tile(1)), "P1 reward leverage-token"},
		{DropMove(p, Tile(6)), "P1 drop muscle-3"},
		{DefendMove(p, 2), "P1 defend 2"},
	} {
		back, err := ParseMove(c.text)
		if c.m.String() != c.text || err != nil || back != c.m {
			t.Errorf("%q: the constructor writes %q, ParseMove reads %v (%v)", c.text, c.m.String(), back, err)
		}
	}
	kinds := map[MoveKind]bool{}
	for k := MoveKind(1); k < numMoveKinds; k++ {
		kinds[k] = true
	}
	if len(kinds) != 36 {
		t.Fatalf("%d move kinds", len(kinds))
	}
}

// TestDecisionsAreTheDecisionTable checks that each Decision constant is
// the decision-table step it names, so a Decision's value is its step's.
func TestDecisionsAreTheDecisionTable(t *testing.T) {
	for _, c := range []struct {
		d    Decision
		step int
	}{
		{DecisionPlaceCapo, stPlace},
		{DecisionGainBook, stBook},
		{DecisionRaise, stRaise},
		{DecisionTakeHelper, stHelper},
		{DecisionGainFamilyMember, stFM},
		{DecisionHire, stHire},
		{DecisionBuild, stBuild},
		{DecisionBuildSpace, stSpace},
		{DecisionAssociateFee, stFee},
		{DecisionCasinoCard, stCasinoCard},
		{DecisionPlayOperations, stPlayOps},
		{DecisionSell, stSell},
		{DecisionProtect, stProtect},
		{DecisionPickUpAndDeliver, stTruckMenu},
		{DecisionTruck, stTruck},
		{DecisionAmbush, stAmbushMenu},
		{DecisionAmbushFamilyMembers, stAmbushFM},
		{DecisionWonBarrel, stBarrel},
		{DecisionRestaurantDiscard, stRestDiscard},
		{DecisionRestaurantActions, stRestMenu},
		{DecisionPlayCityTiles, stTiles},
		{DecisionCook, stCook},
		{DecisionGetAssociate, stAssociate},
		{DecisionParkReward, stReward},
		{DecisionCityTileLimit, stDrop},
		{DecisionMobWarDefence, stDefend},
		{DecisionLeverageToken, stAutoToken},
		{DecisionFreeGoon, stAutoGoon},
		{DecisionTurnOrderMarker, stAutoMarker},
		{DecisionOver, numStepKinds},
	} {
		if int(c.d) != c.step {
			t.Errorf("%v is %d, its step %d", c.d, int(c.d), c.step)
		}
	}
}

// TestNoneAndHiddenAreNamed checks rule 3: a type's none is NoX, spelt
// "none", never written nor parsed; a hidden value is HiddenX, spelt
// "hidden", written and read back by UnmarshalText but not by ParseX; the
// plurals yield neither; Capos are P0 to P3 and neutral.
func TestNoneAndHiddenAreNamed(t *testing.T) {
	for _, none := range []interface {
		String() string
		MarshalText() ([]byte, error)
	}{NoBuilding, NoMoveKind, NoEventKind} {
		if _, err := none.MarshalText(); none.String() != "none" || err == nil {
			t.Errorf("%T's none is %q, written: %v", none, none.String(), err)
		}
	}
	if _, err := ParseBuilding("none"); err == nil {
		t.Error(`ParseBuilding reads "none"`)
	}
	var c Card
	var b Book
	if HiddenCard.String() != "hidden" || HiddenBook.String() != "hidden" ||
		c.UnmarshalText([]byte("hidden")) != nil || c != HiddenCard ||
		b.UnmarshalText([]byte("hidden")) != nil || b != HiddenBook {
		t.Error("HiddenCard and HiddenBook are not spelt hidden")
	}
	if _, err := ParseCard("hidden"); err == nil {
		t.Error(`ParseCard reads "hidden"`)
	}
	for x := range Cards() {
		if x == HiddenCard {
			t.Error("Cards yields HiddenCard")
		}
	}
	var got []string
	for x := range Capos() {
		got = append(got, x.String())
		if back, err := ParseCapo(x.String()); err != nil || back != x {
			t.Errorf("ParseCapo(%q) = %v, %v", x, back, err)
		}
	}
	if len(got) != 5 || got[4] != "neutral" || CapoNeutral.String() != "neutral" {
		t.Errorf("Capos: %v", got)
	}
}

// TestCardNamesCountAsTheirIDs checks that a card's printed name counts
// its copy as its id does: "fleet-8" is "Fleet card #8".
func TestCardNamesCountAsTheirIDs(t *testing.T) {
	for _, c := range []struct{ id, name string }{
		{"fleet-8", "Fleet card #8 (Leverage 2)"}, {"stills-1", "Stills card #1 (Leverage 0)"},
		{"party-10", "Party card #10 (Leverage 3)"}, {"gin-2", "Gin #2 (+1 Goon)"},
		{"cash-2", "Cash #2"}, {"chain-1", "Chain #1"}, {"bartender-2", "Bartender Crate ($3)"},
	} {
		var name string
		if x, err := ParseCard(c.id); err == nil {
			name = x.Name()
		} else if x, err := ParseHelper(c.id); err == nil {
			name = x.Name()
		} else if x, err := ParseTile(c.id); err == nil {
			name = x.Name()
		} else if x, err := ParseBook(c.id); err == nil {
			name = x.Name()
		} else if x, err := ParseCrate(c.id); err == nil {
			name = x.Name()
		}
		if name != c.name {
			t.Errorf("%s is named %q, want %q", c.id, name, c.name)
		}
	}
}

// TestConstructorsCountAsTheMove checks rule 8: a constructor's column or
// Truck counts from 0, as the Move's field does.
func TestConstructorsCountAsTheMove(t *testing.T) {
	for c := 0; c < 4; c++ {
		if m := RestaurantMove(1, c); int(m.Column) != c {
			t.Errorf("RestaurantMove(1, %d).Column = %d", c, m.Column)
		}
	}
	for k := 0; k < 2; k++ {
		if m := TruckMove(1, k); int(m.Truck) != k {
			t.Errorf("TruckMove(1, %d).Truck = %d", k, m.Truck)
		}
	}
}
