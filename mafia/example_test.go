package mafia_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
)

func must(s mafia.State, text string) (mafia.State, []core.Event) {
	m, err := mafia.ParseMove(text)
	if err != nil {
		panic(err)
	}
	s, evs, err := mafia.Apply(s, m)
	if err != nil {
		panic(err)
	}
	return s, evs
}

// setup starts a 5-player game with the homes Palermo (red), Catania
// (black) and Enna (orange, green) and the given rolls forced from the
// first turn on.
func setup(rolls ...int) (mafia.State, []core.Event) {
	s, _ := mafia.New(mafia.Config{}, 1)
	s, _ = must(s, "P1 home red PAL")
	s, _ = must(s, "P2 home black CAT")
	s, _ = must(s, "P3 home orange ENN")
	s = s.WithRNG(core.NewRNG(1).ForceRolls(rolls...))
	return must(s, "P4 home green ENN")
}

// A movement with two dice: the red player rolls 3 and 4 and moves two
// counters, one die each. The Boss reaches the telephone at Cefalù; the
// Picciotto turns south into the centre track there and now faces south.
// Activities follow in the order the counters moved; the USA card drawn
// is shown only to its holder (here, as P1 sees the log). The Picciotto
// "can assert control ... by rolling the die once more": its owner is
// asked, and rolls.
func Example_movementWithTwoDice() {
	s, evs := setup(3, 4, 5, 4)
	fmt.Println(evs[len(evs)-1])
	s, _ = must(s, "P1 move R.B die-1 to CEF")
	s, evs = must(s, "P1 move R.P1 die-2 to MAD facing S")
	for _, e := range core.VisibleTo(evs, 1) {
		fmt.Println(e)
	}
	fmt.Println(mafia.Prompt(s))
	s, evs = must(s, "P1 roll R.P1")
	for _, e := range evs[:2] {
		fmt.Println(e)
	}
	fmt.Println("R.P1 faces", s.Facing(mafia.BossOf(mafia.Red)+1))
	// Output:
	// the red Family rolls 3 and 4
	// R.P1 moves PAL → MAD
	// the red Family places a control counter on CEF (1 there)
	// the red Family draws Mole in Prefecture (USA)
	// R.P1 rolls 5 on the ambush at MAD: no effect
	// The red Picciotto R.P1 can assert control over Madonie (MAD) by rolling the die once more and getting an even result: roll, or decline
	// R.P1 rolls 4 for control at MAD: even: success
	// the red Family places a control counter on MAD (1 there)
	// R.P1 faces S
}

// A shootout: the red Boss flies from Palermo to Catania and opens fire on
// the black Boss, who fires back; odd rolls hit.
func Example_shootout() {
	s, _ := setup(1, 4, 1, 4, 2)
	s, _ = must(s, "P1 move R.B die-1 to CAT by air")
	s, _ = must(s, "P1 move R.P1 die-2 to SST")
	fmt.Println(mafia.Legal(s))
	s, evs := must(s, "P1 shoot R.B at N.B")
	for _, e := range evs[:4] {
		fmt.Println(e)
	}
	fmt.Println("N.B is in the", s.Location(mafia.BossOf(mafia.Black)).Name())
	// Output:
	// [P1 done P1 shoot R.B at N.B]
	// shootout at CAT: R.B opens fire on N.B
	// R.B rolls 1 at N.B: hits
	// N.B rolls 4 at R.B: misses
	// N.B is eliminated and goes to the Continent (shot by R.B)
	// N.B is in the Continent
}

// Another map as data: Sicily with the roadblock at Termini Imerese
// printing 5 and 6 instead of 1 and 2. The red Boss drives into it and
// rolls a 5.
func ExampleMap() {
	m := mafia.SicilyMap()
	ter, _ := mafia.ParsePlace("TER")
	m.Spaces[ter].Nums = 1<<5 | 1<<6
	s, _ := mafia.New(mafia.Config{Map: &m}, 1)
	s, _ = must(s, "P1 home red PAL")
	s, _ = must(s, "P2 home black CAT")
	s, _ = must(s, "P3 home orange ENN")
	s = s.WithRNG(core.NewRNG(1).ForceRolls(1, 1, 5))
	s, _ = must(s, "P4 home green ENN")
	_, evs := must(s, "P1 move R.B sum to TER")
	for _, e := range evs[:3] {
		fmt.Println(e)
	}
	// Output:
	// R.B moves PAL → TER
	// R.B rolls 5 on the roadblock at TER: hit
	// R.B is detained at the Carabinieri Station (roadblock at TER)
}

// A position in the documented format (the package doc explains every
// field): the red Picciotto has reached Cefalù and its owner decides
// whether to roll for control. A UI or a test builds positions this way.
func ExampleState_UnmarshalJSON() {
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		panic(err)
	}
	var s mafia.State
	if err := json.Unmarshal(b, &s); err != nil {
		panic(err)
	}
	fmt.Println(mafia.Prompt(s))
	for _, m := range mafia.Legal(s) {
		fmt.Printf("%v: %s\n", m, mafia.Describe(s, m))
	}
	fmt.Println("remediation (half points):", s.RemediationHalves())
	// Output:
	// The red Picciotto R.P1 can assert control over Cefalù (CEF) by rolling the die once more and getting an even result: roll, or decline
	// P1 roll R.P1: The red Picciotto R.P1 rolls the die once more: an even result asserts control over Cefalù (CEF)
	// P1 decline: Do not roll
	// remediation (half points): 3
}
