package core_test

import (
	"fmt"

	"github.com/mafiarules/sdk/core"
)

// An ordered pile: a face-down deck drawn from the top. A card slid under
// it face up is its known bottom, which a View keeps while it hides the
// rest.
func ExamplePile() {
	deck := core.PileOf[uint8](1, 2, 3) // 3 on top
	card, _ := deck.Pop()
	deck.PutBottom(9) // slid under the deck face up: the table knows it
	view := deck.Mask(0)
	fmt.Println(card, deck.Len(), deck.Known(), view.AppendTo(nil))
	// Output: 3 3 1 [9 0 0]
}

// A counted pile: interchangeable cards, counted by kind (two $5,000
// Bills and one $10,000). Drawing the top of the shuffled pile is drawing
// a kind with the odds of its count, with the state's RNG; Deal fills a
// View's hidden slots from it when a bot determinizes.
func ExampleCounts() {
	const bill5k, bill10k, hidden uint8 = 0, 1, 2
	bank := core.CountsOf(bill5k, bill5k, bill10k)
	bill, r, _ := bank.Draw(core.NewRNG(7))
	fmt.Println(bank.Total(), bank.Of(bill5k)+bank.Of(bill10k), bill == bill5k || bill == bill10k)

	hand := []uint8{hidden, bill10k, hidden} // a View: two cards unknown
	bank.Deal(hand, hidden, r)
	fmt.Println(bank.Total(), hand[1], hand[0] != hidden && hand[2] != hidden)
	// Output:
	// 2 2 true
	// 0 1 true
}
