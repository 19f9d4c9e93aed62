package nostracity_test

import (
	"encoding/json"
	"fmt"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/nostracity"
)

// Setting up a 3-player game: each player's Territory, the Street and the
// piles.
func ExampleNew() {
	s, err := nostracity.New(nostracity.Config{Players: 3}, 42)
	if err != nil {
		panic(err)
	}
	fmt.Print(s)
	fmt.Println(nostracity.ToMove(s), "starts;", len(nostracity.Legal(s)), "moves")
	// Output:
	// Nostra City: January, Business, P0 to decide | Guilt 4 | First Player P0
	// Street: [S1 R3 Respect +1] [S2 T12 Tottenville (green/prostitution)]
	//   [S3 T10 Todt Hill (green/gambling)] [S4 T03 Coney Island (red/prostitution)] | Street pile 32
	// P0: Respect 1 | Bank 4 ($5k×2 $10kI $10kG) | Vendetta 0 (no cards)
	//     Wiseguys: W10 Lombardo Loan Shark; W14 Ferrante Court Clerk; W20 Russo Enforcer;
	//     Turfs: T13 Connecticut (blue/yellow);
	// P1: Respect 1 | Bank 4 ($5k×2 $10kI $10kG) | Vendetta 0 (no cards)
	//     Wiseguys: W06 Lombardo Collector; W17 Russo Bodyguard; W19 Russo Made Man;
	//     Turfs: T09 Mott Haven (yellow/drugs);
	// P2: Respect 0 | Bank 4 ($5k×2 $10kI $10kG) | Vendetta 0 (no cards)
	//     Wiseguys: W04 Baldini Cold Feet; W05 Baldini No-Loss; W07 Lombardo Accountant;
	//     Turfs: T11 St. George (green/drugs);
	// Bill pile 77 (with the Police Raid), discards 0 | Vendetta pile 24, discards 0
	//   Zealous Corruptors left 3
	// Legend: $5k = a $5,000 Bill (no icon); $10k, $20k, $50k = $10,000, $20,000, $50,000 Bills;
	//   I = an Innocent icon, G = a Guilty icon; face-down = Bills the viewer cannot see.
	// P0 starts; 7 moves
}

// A Cash-in and its distribution, one Bill at a time, as the active
// player sees it.
func ExampleApply_cashIn() {
	s, _ := nostracity.New(nostracity.Config{Players: 3}, 42)
	show := func(text string) {
		m, err := nostracity.ParseMove(text)
		if err != nil {
			panic(err)
		}
		next, events, err := nostracity.Apply(s, m)
		if err != nil {
			fmt.Println(err)
			return
		}
		s = next
		fmt.Println(">", m)
		for _, e := range core.VisibleTo(events, 0) {
			fmt.Println("  ", e)
		}
	}
	show("P0 cash-in W14 T13 yellow")
	for _, m := range nostracity.Legal(s) {
		fmt.Println("   option:", m)
	}
	show("P0 give 10k-guilty P1")
	show("P0 keep")
	fmt.Println(nostracity.ToMove(s), "to move")
	// Output:
	// > P0 cash-in W14 T13 yellow
	//    P0 cashes in yellow with W14 Ferrante Court Clerk and T13 Connecticut: 2 Turfs count
	//    P0 draws $10kG $20kI
	//    option: P0 give 10k-guilty P1
	//    option: P0 give 20k-innocent P1
	//    option: P0 give first-player P1
	//    option: P0 keep
	// > P0 give 10k-guilty P1
	//    P0 gives $10kG to P1
	// > P0 keep
	//    P0 keeps $20kI
	// P0 to move
}

// What P1 sees of the table: other Banks and Vendetta hands face-down.
func ExampleView() {
	s, _ := nostracity.New(nostracity.Config{Players: 3}, 42)
	for _, text := range []string{"P0 pass", "P1 pass", "P2 pass", "P0 bid W10 S2", "P0 add 10k-innocent", "P0 pass"} {
		m, _ := nostracity.ParseMove(text)
		s, _, _ = nostracity.Apply(s, m)
	}
	fmt.Print(nostracity.View(s, 1))
	// Output:
	// Nostra City: January, Meeting, P1 to decide | Guilt 4 | First Player P0
	// Street: [S1 R3 Respect +1] [S2 T12 Tottenville (green/prostitution)]
	//   [S3 T10 Todt Hill (green/gambling)] [S4 T03 Coney Island (red/prostitution)] | Street pile 32
	// P0: Respect 1 | Bank 3 (3 face-down) | Vendetta 0 (no cards)
	//     Wiseguys: W10 Lombardo Loan Shark (Busy); W14 Ferrante Court Clerk; W20 Russo Enforcer;
	//     Turfs: T13 Connecticut (blue/yellow);
	//     Bid: W10 on a secret space with 1 Bill
	// P1: Respect 1 | Bank 4 ($5k×2 $10kI $10kG) | Vendetta 0 (no cards)
	//     Wiseguys: W06 Lombardo Collector; W17 Russo Bodyguard; W19 Russo Made Man;
	//     Turfs: T09 Mott Haven (yellow/drugs);
	// P2: Respect 0 | Bank 4 (4 face-down) | Vendetta 0 (no cards)
	//     Wiseguys: W04 Baldini Cold Feet; W05 Baldini No-Loss; W07 Lombardo Accountant;
	//     Turfs: T11 St. George (green/drugs);
	// Bill pile 77 (with the Police Raid), discards 0 | Vendetta pile 24, discards 0
	//   Zealous Corruptors left 3
	// Legend: $5k = a $5,000 Bill (no icon); $10k, $20k, $50k = $10,000, $20,000, $50,000 Bills;
	//   I = an Innocent icon, G = a Guilty icon; face-down = Bills the viewer cannot see.
}

// House-rule switches arrive as JSON, as a server receives them. With
// discard_top_visible (HOUSE-15) everyone sees the top Bill of the discard
// pile; with score_turf_respect_on_entry false (HOUSE-3) Connecticut and New
// Jersey never give Respect.
func ExampleConfig_houseRuleSwitches() {
	s, err := nostracity.Rules.New([]byte(`{"players":3,"discard_top_visible":true,"score_turf_respect_on_entry":false}`), 42)
	if err != nil {
		panic(err)
	}
	var evs []core.Event
	for !nostracity.Over(s) && s.DiscardTop() < 0 {
		s, evs, _ = nostracity.Apply(s, nostracity.Legal(s)[0])
	}
	for _, e := range core.VisibleTo(evs, 1) {
		fmt.Println(e)
	}
	v := nostracity.View(s, 1)
	fmt.Println("P1's View: discards", v.DiscardSize(), "with the $20kG on top:", v.DiscardTop() == nostracity.Bill20kG)
	// Output:
	// P2 ends the turn
	// P0's W14 Ferrante Court Clerk bid on S1 with 7 Bills
	// P1's W17 Russo Bodyguard bid on S1 with 5 Bills
	// P2's W05 Baldini No-Loss bid on S1 with 5 Bills
	// P0 bid $5k×2 $10kI $10kG×2 $20kI $20kG ($80k) on S1
	// P1 bid $5k×3 $10kI $10kG ($35k) on S1
	// P2 bid $5k×3 $10kI $10kG ($35k) on S1
	// the Bill discard pile (12 Bills) shows $20kG on top
	// P0 wins R3 Respect +1 on S1
	// January: Trial
	// P1 is Cheated and draws 1 Vendetta card
	// P1 draws the Vendetta card Fit of Rage
	// P2 is Cheated and draws 1 Vendetta card
	// P2 draws a Vendetta card
	// P0's turn
	// P1's View: discards 12 with the $20kG on top: true
}

// examplePosition is the worked example of the package doc: March's
// Business of a 3-player game, P2's turn, written by hand with no derived
// key.
const examplePosition = `{
  "game": "nostracity",
  "version": 3,
  "phase": "business",
  "month": 3,
  "first_player": "P1",
  "active": "P2",
  "players": [
    {"seat": "P0", "wiseguys": ["W03", "W09", "W16"], "turfs": ["T10"], "respect_cards": ["R2"],
     "bank": {"5k": 2, "20k-innocent": 1}, "corruption": {"5k": 1}},
    {"seat": "P1", "wiseguys": ["W11", "W15", "W19"], "turfs": ["T12"],
     "bank": {"5k": 3, "10k-guilty": 2}, "vendetta": {"skim": 1}},
    {"seat": "P2", "wiseguys": ["W01", "W07", "W13"], "turfs": ["T04", "T08"],
     "bank": {"10k-innocent": 2}}
  ],
  "street": ["I5", "underboss", "T01", "W04"],
  "guilt": 6,
  "rng": {"seed": 7}
}`

// A position decoded from its JSON, the way a UI or a test builds one: the
// decoder works out what the hand-written position leaves out (Respect,
// the piles, the decision), and a test forces the next card to come.
func ExampleState_UnmarshalJSON() {
	var s nostracity.State
	if err := json.Unmarshal([]byte(examplePosition), &s); err != nil {
		panic(err)
	}
	fmt.Println(nostracity.Prompt(s))
	fmt.Println("Respect:", s.Respect(0), s.Respect(1), s.Respect(2))
	fmt.Println("Street pile:", s.StreetPile(), "Bill pile:", s.BillPileSize(), "Vendetta pile:", s.VendettaPileSize())
	s, err := s.ForceNextBill(nostracity.PoliceRaid)
	if err != nil {
		panic(err)
	}
	turfs, _ := s.Turfs(2)
	s, events, err := nostracity.Apply(s, nostracity.CashInMove(2, nostracity.Sweetener, turfs[0], nostracity.Blue))
	fmt.Println(err)
	for _, e := range events {
		fmt.Println(e)
	}
	// Output:
	// Business, March: Cash-in, play a Vendetta card or end your turn
	// Respect: 1 1 0
	// Street pile: 31 Bill pile: 78 Vendetta pile: 23
	// <nil>
	// P2 cashes in blue with W01 Baldini Sweetener and T04 Ozone Park: 1 Turf count
	// Police Raid! P2's Cash-in stops and the Bill pile is reshuffled
	// P2 keeps no more Bills: the distribution is over
}
