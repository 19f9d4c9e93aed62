package speakeasy

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// The reasons a move is refused name the rule broken, at the first decision
// that breaks it, with the numbers involved.

func TestOpeningOnAMobsterSpeakeasySaysToTakeItOver(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "4.1", 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy")
	refuse(
		t,
		s,
		"P0 at 4.1",
		illegal,
		"a Mobster Speakeasy stands on the space: take it over instead",
	)
}

func TestOpeningBesideAMobsterSpeakeasyOnlyBlocksItsSpaceWithTheSwitch(t *testing.T) {
	s := fresh(t, 4)
	s.g.Cfg.MobsterBlocksSpaceOnly = true
	mob(&s, "4.1", 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy")
	refuse(t, s, "P0 at 4.1", illegal, "take it over instead")
	do(t, s, "P0 at 4.2")
}

func TestSecondNightclubInAZoneIsRefusedAtTheBuildingChoice(t *testing.T) {
	s := fresh(t, 4)
	build(&s, 0, GroupNightclub, "1.2")
	build(&s, 0, Group3Speakeasy, "3.2") // the only Speakeasy, in Downtown too
	money(&s, 0, 40, 0)
	s = do(t, s, "P0 place city-planning-office M")
	refuse(
		t,
		s,
		"P0 upgrade nightclub",
		illegal,
		"you already have a Nightclub in Downtown (one per Zone)",
	)
	give(&s, 0, "fleet-4")
	do(t, s, "P0 upgrade casino") // the limit is per building type
}

func TestUpgradeWithoutASpeakeasySaysSo(t *testing.T) {
	s := fresh(t, 4)
	money(&s, 0, 40, 0)
	s = do(t, s, "P0 place city-planning-office M")
	refuse(t, s, "P0 upgrade nightclub", illegal, "you have no Speakeasy to upgrade")
}

func TestTakeoverInYourAssociatesDistrictIsRefusedAtTheBuildingChoice(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 1)
	s.g.P[0].Assoc = 4 // district 5
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	refuse(
		t,
		s,
		"P0 takeover 3-speakeasy",
		illegal,
		"you may not take over in your own Associate's district",
	)
}

func TestReasonsCarryTheirNumbers(t *testing.T) {
	s := fresh(t, 4)
	money(&s, 0, 3, 0)
	s = do(t, s, "P0 place city-hall L", "P0 family-member downtown")
	refuse(t, s, "P0 hire 2", illegal, "hiring 2 at $2 a Goon costs $4, you have $3 to spend")
	money(&s, 0, 3, 2) // Safe money counts at $2 for $1
	do(t, s, "P0 hire 2")
	refuse(
		t,
		fresh(t, 4),
		"P0 restaurant 1",
		illegal,
		"costs a discarded Operations card, and your hand is empty",
	)
}

func TestCaposAtTheRestaurantArePiecesInTheStateAndEveryView(t *testing.T) {
	s := fresh(t, 4)
	give(&s, 0, "fleet-4")
	s = do(t, s, "P0 restaurant 1")
	for _, v := range []State{s, View(s, 1), View(s, core.NoPlayer)} {
		if v.RestaurantCapos(0) != 1 {
			t.Fatalf("the Capo at the Restaurant is not in the state: %d", v.RestaurantCapos(0))
		}
		if !strings.Contains(v.String(), "restaurant[0]") {
			t.Fatalf("the Capo at the Restaurant is not drawn:\n%s", v)
		}
	}
	s.g.Rest[0] = caposPerAct[1] + 1
	if s.Check() == nil {
		t.Fatal("more Capos at the Restaurant than the Act gives")
	}
}

func TestGameOverTextNamesNoCapoRoundAndTheSoloTarget(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Players: 1}, "against the solo target $180"},
		{Config{Players: 1, SoloWinAt: -1}, "game over after Act 4: P0 scores $"},
		{Config{Players: 3}, "game over after Act 4\n"},
	} {
		s, err := New(c.cfg, 5)
		if err != nil {
			t.Fatal(err)
		}
		for !Over(s) {
			s, _, err = Apply(s, Legal(s)[0])
			if err != nil {
				t.Fatal(err)
			}
		}
		text := s.String()
		if strings.Contains(text, "Capo round") || !strings.Contains(text, c.want) {
			t.Fatalf("%+v: the end of the game reads\n%s", c.cfg, strings.SplitN(text, "\n", 2)[0])
		}
		if c.cfg.Players == 1 && c.cfg.SoloWinAt == 0 && s.SoloTarget() != 180 {
			t.Fatalf("SoloTarget %d", s.SoloTarget())
		}
	}
}

func TestSoloResultReportsTheTarget(t *testing.T) { // HOUSE-4.19
	for _, c := range []struct {
		cfg    Config
		target int
	}{
		{Config{Players: 1}, 180},
		{Config{Players: 1, SoloWinAt: 150}, 150},
		{Config{Players: 1, SoloWinAt: -1}, -1},
	} {
		s, _ := New(c.cfg, 3)
		var last []core.Event
		for !Over(s) {
			var err error
			s, last, err = Apply(s, Legal(s)[0])
			if err != nil {
				t.Fatal(err)
			}
		}
		found := -1
		for _, e := range last {
			if ev := e.(*Event); ev.Kind == EventKindGameOver {
				if ev.Target != 0 {
					found = int(ev.Target)
				}
				won := c.target >= 0 && s.Score(0) >= c.target
				if int(ev.Score) != s.Score(0) || (ev.Player == 0) != won {
					t.Fatalf("game over %+v for score %d", ev, s.Score(0))
				}
			}
		}
		if found != c.target {
			t.Fatalf("%+v: the solo result names target %d, want %d", c.cfg, found, c.target)
		}
	}
}

// A refusal that names a key of the position ({key}) names one of
// jsonKeys: every key("...") of json.go is one, so no refusal says "?".
func TestRefusalsNameKeysOfThePosition(t *testing.T) {
	src, err := os.ReadFile("json.go")
	if err != nil {
		t.Fatal(err)
	}
	calls := regexp.MustCompile(`key\("([^"]*)"\)`).FindAllStringSubmatch(string(src), -1)
	if len(calls) < 20 {
		t.Fatalf("%d calls of key in json.go: the test no longer finds them", len(calls))
	}
	for _, c := range calls {
		if key(c[1]) < 0 {
			t.Errorf("json.go names key %q, which jsonKeys does not hold", c[1])
		}
	}
}
