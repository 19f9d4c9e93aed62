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
	idsReadBack[Location](t, "Location", AllLocations(), ParseLocation, numLocations)
	idsReadBack[Person](t, "Person", AllPersons(), ParsePerson, 3)
	idsReadBack[Track](t, "Track", AllTracks(), ParseTrack, numTracks)
	idsReadBack[OpsType](t, "OpsType", AllOpsTypes(), ParseOpsType, 4)
	idsReadBack[Group](t, "Group", AllGroups(), ParseGroup, numGroups)
	idsReadBack[Zone](t, "Zone", AllZones(), ParseZone, 3)
	idsReadBack[CrateBonus](t, "CrateBonus", AllCrateBonuses(), ParseCrateBonus, 4)
	idsReadBack[TileKind](t, "TileKind", AllTileKinds(), ParseTileKind, 9)
	idsReadBack[BookKind](t, "BookKind", AllBookKinds(), ParseBookKind, 9)
	idsReadBack[District](t, "District", AllDistricts(), ParseDistrict, numDistricts)
	idsReadBack[Space](t, "Space", AllSpaces(), ParseSpace, numSpaces)
	idsReadBack[Card](t, "Card", AllCards(), ParseCard, numOps)
	idsReadBack[Tile](t, "Tile", AllTiles(), ParseTile, numTiles)
	idsReadBack[Book](t, "Book", AllBooks(), ParseBook, numBooks)
	idsReadBack[Helper](t, "Helper", AllHelpers(), ParseHelper, numHelpers)
	idsReadBack[Crate](t, "Crate", AllCrates(), ParseCrate, numCrates)
	idsReadBack[Ship](t, "Ship", AllShips(), ParseShip, numShips)
	idsReadBack[Port](t, "Port", AllPorts(), ParsePort, 8)
	idsReadBack[Mobster](t, "Mobster", AllMobsters(), ParseMobster, numMobsterTile)
	idsReadBack[Source](t, "Source", AllSources(), ParseSource, int(NumSources))
	idsReadBack[Sink](t, "Sink", AllSinks(), ParseSink, int(NumSinks))
	idsReadBack[Phase](t, "Phase", AllPhases(), ParsePhase, 5)
	idsReadBack[Decision](t, "Decision", AllDecisions(), ParseDecision, int(DecisionOver)+1)
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
