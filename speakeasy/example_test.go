package speakeasy_test

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/speakeasy"
)

// play applies moves in notation and prints what a spectator sees of each.
func play(s speakeasy.State, moves ...string) speakeasy.State {
	for _, text := range moves {
		m, err := speakeasy.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return s
		}
		next, events, err := speakeasy.Apply(s, m)
		if err != nil {
			fmt.Println(err)
			return s
		}
		fmt.Println(">", text)
		for _, e := range core.VisibleTo(events, core.NoPlayer) {
			fmt.Println("  ", e)
		}
		s = next
	}
	return s
}

// A Contractor Office visit: the person's action first (the left person's
// Book), then up to two buildings, each paid for, with the space's City
// tile and the benefit printed under the building's space.
func Example_contractorOffice() {
	s, _ := speakeasy.New(speakeasy.Config{Players: 2}, 1)
	fmt.Println(speakeasy.ToMove(s), "to move")
	s = play(s, "P0 place contractor-office L", "P0 book")
	for i, m := range speakeasy.Legal(s) {
		fmt.Printf("  %d. %v\n", i+1, m)
	}
	s = play(s, "P0 open 3-speakeasy", "P0 at 3.1", "P0 open stills", "P0 at 3.3")
	fmt.Println("cash", s.Cash(0), "goons", s.Goons(0))
	// Output:
	// P0 to move
	// > P0 place contractor-office L
	//    P0's Capo talks to the left person at the Contractor Office
	// > P0 book
	//    P0 gains a Book
	//   1. P0 open 3-speakeasy
	//   2. P0 open 5-speakeasy
	//   3. P0 open 8-speakeasy
	//   4. P0 open stills
	//   5. P0 skip
	// > P0 open 3-speakeasy
	// > P0 at 3.1
	//    P0 opens a Speakeasy on 3.1 for $3
	//    P0 takes the City tile Cash #2
	//    P0 gains a Goon
	// > P0 open stills
	// > P0 at 3.3
	//    P0 opens a Stills on 3.3 for $5
	//    P0's Stills produce 2 barrels
	//    P0 draws an Operations card
	//    P1's turn
	// cash 12 goons 2
}

// A truck delivery at the Garage: the right person's Pick up and deliver.
// The Truck enters the map for free, buys two barrels from the Ship docked
// in its district (the Ship then sails on) and delivers one to a Speakeasy.
func Example_truckDelivery() {
	s, _ := speakeasy.New(speakeasy.Config{Players: 2}, 1)
	s = play(s, "P0 place contractor-office L", "P0 skip", "P0 open 3-speakeasy", "P0 at 3.2", "P0 skip")
	s = play(s, "P1 place commission L", "P1 skip", "P1 skip", "P1 skip")
	s = play(
		s,
		"P0 place garage R",
		"P0 skip",
		"P0 truck 1",
		"P0 enter 3",
		"P0 buy A 2",
		"P0 deliver 3.2",
		"P0 drive 4",
		"P0 skip",
	)
	sp, _ := speakeasy.ParseSpace("3.2")
	x := s.SpaceAt(sp)
	fmt.Println("3.2:", x.Building == speakeasy.BuildingSpeakeasy, x.Owner, "cash", s.Cash(0))
	// Output:
	// > P0 place contractor-office L
	//    P0's Capo talks to the left person at the Contractor Office
	// > P0 skip
	// > P0 open 3-speakeasy
	// > P0 at 3.2
	//    P0 opens a Speakeasy on 3.2 for $3
	//    P0 gains a Goon
	// > P0 skip
	//    P0 draws an Operations card
	//    P1's turn
	// > P1 place commission L
	//    P1's Capo talks to the left person at the Commission
	// > P1 skip
	// > P1 skip
	// > P1 skip
	//    P1 draws an Operations card
	//    P0's turn
	// > P0 place garage R
	//    P0's Capo talks to the right person at the Garage
	// > P0 skip
	// > P0 truck 1
	// > P0 enter 3
	//    P0's Truck 1 enters the map in district 3
	// > P0 buy A 2
	//    P0 buys 2 barrels from Ship A for $9
	//    Ship A sails to port 4
	// > P0 deliver 3.2
	//    P0 delivers a barrel to 3.2
	// > P0 drive 4
	//    P0's Truck 1 drives to district 4
	// > P0 skip
	// 3.2: true P0 cash 8
}

// The ledger books each dollar by where it came from and where it went:
// two Speakeasies are "open" costs, the second space's $2 is a "building"
// benefit, and the Truck's barrels are "ship-barrels".
func ExampleState_Ledger() {
	s, _ := speakeasy.New(speakeasy.Config{Players: 2}, 1)
	s = quiet(
		s,
		"P0 place contractor-office L",
		"P0 skip",
		"P0 open 3-speakeasy",
		"P0 at 3.1",
		"P0 open 3-speakeasy",
		"P0 at 3.2",
	)
	s = quiet(s, "P1 place commission L", "P1 skip", "P1 skip", "P1 skip")
	s = quiet(
		s,
		"P0 place garage R",
		"P0 skip",
		"P0 truck 1",
		"P0 enter 3",
		"P0 buy A 2",
		"P0 skip",
		"P0 skip",
	)
	l := s.Ledger(0)
	for c := speakeasy.Source(0); c < speakeasy.NumSources; c++ {
		if l.Earned[c] != 0 {
			fmt.Printf("earned %s $%d\n", c, l.Earned[c])
		}
	}
	for c := speakeasy.Sink(0); c < speakeasy.NumSinks; c++ {
		if l.Spent[c] != 0 {
			fmt.Printf("spent %s $%d\n", c, l.Spent[c])
		}
	}
	fmt.Printf(
		"$20 + $%d - $%d = $%d cash + $%d Safe\n",
		l.TotalEarned(),
		l.TotalSpent(),
		s.Cash(0),
		s.Safe(0),
	)
	// Output:
	// earned building $2
	// spent open $6
	// spent ship-barrels $9
	// $20 + $2 - $15 = $7 cash + $0 Safe
}

// quiet applies moves without printing their events.
func quiet(s speakeasy.State, moves ...string) speakeasy.State {
	for _, text := range moves {
		m, err := speakeasy.ParseMove(text)
		if err == nil {
			s, _, err = speakeasy.Apply(s, m)
		}
		if err != nil {
			fmt.Println(text, err)
		}
	}
	return s
}

// A position read from its JSON (the package doc's example, kept in
// testdata): who decides, what, and the moves in words.
func ExampleState_UnmarshalJSON() {
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	var s speakeasy.State
	if err := json.Unmarshal(b, &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(speakeasy.Prompt(s))
	for _, m := range speakeasy.Legal(s)[:3] {
		fmt.Println(m, "-", speakeasy.Describe(s, m))
	}
	fmt.Println("P1 cash", s.Cash(1), "hand", s.HandSize(1))
	// Output:
	// Choose the space for the Casino
	// P1 at 3.1 - Open the Casino on 3.1 (district 3, Downtown)
	// P1 at 3.2 - Open the Casino on 3.2 (district 3, Downtown)
	// P1 at 4.1 - Open the Casino on 4.1 (district 4, Downtown)
	// P1 cash 18 hand 3
}
