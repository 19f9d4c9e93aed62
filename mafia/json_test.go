package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/internal/budget"
)

// TestPositionCodecKeepsItsBudget: the position codec is within its
// budget, 650 lines, and no function of it is over 80 (design rule 5).
func TestPositionCodecKeepsItsBudget(t *testing.T) {
	budget.File(t, "json.go", 650, 650)
}

// The laws the codec left to Check (design rule 5): an edit of a State
// that breaks one of them alone is refused by Check with its code, as a
// position breaking it is by decoding.
func TestCheckHoldsTheLawsOfADecodedPosition(t *testing.T) {
	breaks(t, blockPosition(t), []lawEdit{
		{"a counter moved twice", func(s *State) { s.legs[1], s.nlegs = s.legs[0], 2 }, rLawCounterMovedTwice},
		{"a winner before the end", func(s *State) { s.winner = int8(Red) }, rLawWinnerBeforeTheEnd},
		{"the first Family without a home", func(s *State) { s.home[setupOrder[0]] = -1 }, rLawHomesOutOfOrder},
		{"a hidden card in a full deck", func(s *State) { s.deck[Roma].Pop(); s.deck[Roma].Push(HiddenCard) }, rLawHiddenCardInAFullDeck},
	})
}
