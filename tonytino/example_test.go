package tonytino_test

import (
	"encoding/json"
	"fmt"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/tonytino"
)

// New sets up a game from a seed: tokens and Henchmen on the board, a racket
// at the end of every street, two face-up crew tiles and three cards each.
func ExampleNew() {
	first := core.Player(0)
	s, err := tonytino.New(tonytino.Config{StartPlayer: &first}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s)
	// Output:
	// Tony & Tino: P0's turn, phase 1: play or discard a card
	//
	//      A     B     C     D     E     F
	//      $30k  $20k  $20k  $50k  $10k  $30k
	// 1    [6]   P0:1  P0:1  [1]   [3]   [3]    $20k
	// 2    [9]   [1]   P1:1  [8]   P0:1  [4]    $10k
	// 3    P1:1  [3]   P1:1  [8]   [5]   [4]    $30k
	// 4    [4]   P1:1  P1:1  [6]   [2]   [6]    $20k
	// 5    P0:1  [5]   [5]   P0:1  P1:1  [7]    $10k
	// 6    [2]   P0:1  [2]   [10]  [1]   [7]    $10k
	//
	// P0 (blue)   $0 in 0 rackets | face up: 0 1 | pile 10 | deck 10
	//    hand: Step Up, Lucky Break, Police Raid | played: none | discards: none
	// P1 (purple) $0 in 0 rackets | face up: 0 3 | pile 10 | deck 10
	//    hand: Step Up, Step Up, Takeover | played: none | discards: none
	// ([n] a corner token, P0:2 a crew tile of P0 worth 2, -- a racket discarded)
}

// Legal lists what the player to move may do, in notation.
func ExampleLegal() {
	s, _ := tonytino.New(tonytino.Config{}, 1)
	fmt.Println(tonytino.ToMove(s), "to move:")
	for i, m := range tonytino.Legal(s) {
		fmt.Printf("%d. %v\n", i+1, m)
	}
	// Output:
	// P0 to move:
	// 1. P0 play step-up
	// 2. P0 play lucky-break
	// 3. P0 discard step-up
	// 4. P0 discard lucky-break
	// 5. P0 discard police-raid
}

// Apply makes a move and reports what happened. Drawn cards are private:
// the opponent sees "draws a card".
func ExampleApply() {
	s, _ := tonytino.New(tonytino.Config{}, 1)
	m, _ := tonytino.ParseMove("P0 discard lucky-break")
	s, events, err := tonytino.Apply(s, m)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range core.VisibleTo(events, 1) {
		fmt.Println(e)
	}
	fmt.Println(tonytino.ToMove(s), "now places:", tonytino.Legal(s))
	_, _, err = tonytino.Apply(s, m)
	fmt.Println(err)
	// Output:
	// P0 discards a card face down
	// P0 draws a card
	// P0 now places: [P0 place 0 D1 P0 place 0 B2 P0 place 0 E6 P0 place 1 D1 P0 place 1 B2 P0 place 1 E6]
	// illegal move: phase 2: P0 must place a crew tile, not discard
}

// View is what one player may see: the opponent's hand and every
// face-down pile are hidden.
func ExampleView() {
	s, _ := tonytino.New(tonytino.Config{}, 1)
	v := tonytino.View(s, 1)
	fmt.Println("P0's hand as P1 sees it:", v.Hand(0))
	fmt.Println("P1's own hand:", v.Hand(1))
	fmt.Println("a view:", v.IsView(), "of", v.Viewer())
	fmt.Println("P0's deck:", v.DeckSize(0), "cards")
	// Output:
	// P0's hand as P1 sees it: [hidden hidden hidden]
	// P1's own hand: [step-up step-up takeover]
	// a view: true of P1
	// P0's deck: 10 cards
}

// A Police Raid window: after a counterable card the opponent decides,
// even when all they can do is let it stand.
func ExampleState_Pending() {
	s, _ := tonytino.New(tonytino.Config{}, 1)
	s, _, _ = tonytino.Apply(s, tonytino.PlayMove(0, tonytino.StepUp))
	fmt.Println(tonytino.ToMove(s), "decides on", s.Pending().Name(), tonytino.Legal(s))
	fmt.Println(tonytino.Prompt(s))
	// Output:
	// P1 decides on Step Up [P1 pass]
	// Counter P0's Step Up with Police Raid, or let it stand
}

// Determinize deals what a player cannot see anew, for a search bot: the
// result looks the same to that player as the state it came from.
func ExampleDeterminize() {
	s, _ := tonytino.New(tonytino.Config{}, 1)
	d := tonytino.Determinize(tonytino.View(s, 0), 0, core.NewRNG(7))
	fmt.Println(tonytino.View(d, 0) == tonytino.View(s, 0))
	fmt.Println("P1's hand is dealt:", len(d.Hand(1)), "cards, none hidden:", d.Hand(1)[0] != tonytino.HiddenCard)
	fmt.Println(d.Check())
	// Output:
	// true
	// P1's hand is dealt: 3 cards, none hidden: true
	// <nil>
}

// A position is JSON in a documented format (the package doc lists every
// field), like FEN in chess: a UI or a test writes one by hand, and a saved
// game reads back exactly. This one is written by hand with only what the
// game cannot work out: the face-down piles and decks, whose turn it is,
// the phase and the decision are derived (the piles are shuffled with the
// rng, {"seed": 7} here). P1 has played Stool Pigeon, P0 let it stand, and
// P1 has named the Informant on A6; now P1 names the stronger tile it
// trades places with.
func ExampleState_UnmarshalJSON() {
	position := `{
  "game": "tonytino",
  "version": 2,
  "decisions": [{"decision": "target", "seat": "P1", "card": "stool-pigeon", "first_target": "A6"}],
  "board": [
    "6 P0:1 P0:1 P0:0 3 3",
    "9 P1:0 P1:1 8 P0:1 4",
    "P1:1 P0:0 P1:1 8 5 4",
    "4 P1:1 P1:1 6 2 6",
    "P0:1 5 5 P0:1 P1:1 7",
    "P1:0 P0:1 P0:3 10 P1:3 7"
  ],
  "rackets": [
    {"street": "V1", "racket": "30k", "at": "street"}, {"street": "V2", "racket": "20k", "at": "street"},
    {"street": "V3", "racket": "20k", "at": "street"}, {"street": "V4", "racket": "50k", "at": "street"},
    {"street": "V5", "racket": "10k", "at": "street"}, {"street": "V6", "racket": "30k", "at": "street"},
    {"street": "H1", "racket": "20k", "at": "street"}, {"street": "H2", "racket": "10k", "at": "street"},
    {"street": "H3", "racket": "30k", "at": "street"}, {"street": "H4", "racket": "20k", "at": "street"},
    {"street": "H5", "racket": "10k", "at": "street"}, {"street": "H6", "racket": "10k", "at": "street"}
  ],
  "players": [
    {"seat": "P0", "face_up": ["1", "1"], "hand": ["step-up", "takeover", "police-raid"],
     "played": {"step-up": 2}, "discards": {"lucky-break": 1}},
    {"seat": "P1", "face_up": ["1", "0"], "hand": ["step-up", "lucky-break"],
     "played": {"stool-pigeon": 1, "super-crew": 1}, "discards": {"step-up": 1, "takeover": 1}}
  ],
  "rng": {"seed": 7}
}`
	var s tonytino.State
	if err := json.Unmarshal([]byte(position), &s); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Decision(), "-", tonytino.Prompt(s))
	for _, m := range tonytino.Legal(s) {
		fmt.Printf("%-14v %s\n", m, tonytino.Describe(s, m))
	}
	next, events, _ := tonytino.Apply(s, tonytino.Legal(s)[0])
	for _, e := range core.VisibleTo(events, core.NoPlayer) {
		fmt.Println(e)
	}
	fmt.Println(next.Decision(), "-", tonytino.Prompt(next))
	// Output:
	// target - Choose your stronger tile to trade places with the Informant on A6
	// P1 target C2   Name C2 (your Henchman) as the second target of Stool Pigeon
	// P1 target A3   Name A3 (your Henchman) as the second target of Stool Pigeon
	// P1 target C3   Name C3 (your Henchman) as the second target of Stool Pigeon
	// P1 target B4   Name B4 (your Henchman) as the second target of Stool Pigeon
	// P1 target C4   Name C4 (your Henchman) as the second target of Stool Pigeon
	// P1 target E5   Name E5 (your Henchman) as the second target of Stool Pigeon
	// P1 target E6   Name E6 (your Godfather's Son) as the second target of Stool Pigeon
	// P1's Stool Pigeon swaps the tiles on A6 and C2
	// P1 draws a card
	// place - Choose a face-up crew tile and a corner of token 2 for it (phase 2)
}
