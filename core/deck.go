package core

import (
	"encoding/json"
	"slices"
)

// Deck is an immutable pile of cards with a discard pile beside it. Every
// method returns a new Deck and never writes into memory another Deck may
// share: drawing re-slices, adding copies. So a Deck inside a State can be
// copied freely and Apply stays side-effect free.
//
// The top of the draw pile is the last element of Cards; games rarely need
// to know that.
type Deck[T any] struct {
	draw    []T
	discard []T
}

// NewDeck returns a deck whose draw pile is cards, cards[0] at the bottom and
// the last card on top. It copies cards.
func NewDeck[T any](cards ...T) Deck[T] {
	return Deck[T]{draw: slices.Clone(cards)}
}

// Len is the number of cards in the draw pile.
func (d Deck[T]) Len() int { return len(d.draw) }

// DiscardLen is the number of cards in the discard pile.
func (d Deck[T]) DiscardLen() int { return len(d.discard) }

// Cards returns a copy of the draw pile, bottom first, top last.
func (d Deck[T]) Cards() []T { return slices.Clone(d.draw) }

// Discards returns a copy of the discard pile, oldest first.
func (d Deck[T]) Discards() []T { return slices.Clone(d.discard) }

// Top returns the top card of the draw pile without drawing it; ok is false
// when the pile is empty.
func (d Deck[T]) Top() (card T, ok bool) {
	if len(d.draw) == 0 {
		return card, false
	}
	return d.draw[len(d.draw)-1], true
}

// Draw takes the top card; ok is false (and d is returned as it was) when
// the draw pile is empty.
func (d Deck[T]) Draw() (card T, next Deck[T], ok bool) {
	n := len(d.draw)
	if n == 0 {
		return card, d, false
	}
	card = d.draw[n-1]
	d.draw = emptyNil(d.draw[: n-1 : n-1])
	return card, d, true
}

// DrawN takes up to n cards from the top, the first drawn first. It returns
// fewer when the pile runs out.
func (d Deck[T]) DrawN(n int) ([]T, Deck[T]) {
	if n > len(d.draw) {
		n = len(d.draw)
	}
	if n <= 0 {
		return nil, d
	}
	out := make([]T, n)
	for i := range out {
		out[i] = d.draw[len(d.draw)-1-i]
	}
	k := len(d.draw) - n
	d.draw = emptyNil(d.draw[:k:k])
	return out, d
}

// Take removes the topmost card of the draw pile for which match is true
// (a search through the deck, as some card effects ask); ok is false when
// there is none.
func (d Deck[T]) Take(match func(T) bool) (card T, next Deck[T], ok bool) {
	for i := len(d.draw) - 1; i >= 0; i-- {
		if match(d.draw[i]) {
			card = d.draw[i]
			d.draw = emptyNil(slices.Delete(slices.Clone(d.draw), i, i+1))
			return card, d, true
		}
	}
	return card, d, false
}

// PutTop puts cards on top of the draw pile, the last one ending on top.
func (d Deck[T]) PutTop(cards ...T) Deck[T] {
	d.draw = emptyNil(append(slices.Clip(d.draw), cards...))
	return d
}

// PutBottom puts cards under the draw pile, cards[0] ending at the very bottom.
func (d Deck[T]) PutBottom(cards ...T) Deck[T] {
	d.draw = emptyNil(append(slices.Clone(cards), d.draw...))
	return d
}

// Discard puts cards on the discard pile.
func (d Deck[T]) Discard(cards ...T) Deck[T] {
	d.discard = emptyNil(append(slices.Clip(d.discard), cards...))
	return d
}

// Shuffle shuffles the draw pile with r and returns the advanced RNG.
func (d Deck[T]) Shuffle(r RNG) (Deck[T], RNG) {
	d.draw = slices.Clone(d.draw)
	r = ShuffleSlice(r, d.draw)
	return d, r
}

// Reshuffle puts the discard pile back into the draw pile and shuffles the
// whole draw pile, as when a card returns to a deck that must be shuffled.
func (d Deck[T]) Reshuffle(r RNG) (Deck[T], RNG) {
	all := make([]T, 0, len(d.draw)+len(d.discard))
	all = append(append(all, d.draw...), d.discard...)
	d.draw, d.discard = emptyNil(all), nil
	r = ShuffleSlice(r, d.draw)
	return d, r
}

// Masked returns the deck as a viewer who may not see the draw pile's cards
// sees it: the same number of cards, each replaced by hidden. The discard
// pile is kept unless hideDiscards is set.
func (d Deck[T]) Masked(hidden T, hideDiscards bool) Deck[T] {
	d.draw = fill(len(d.draw), hidden)
	if hideDiscards {
		d.discard = fill(len(d.discard), hidden)
	}
	return d
}

func fill[T any](n int, v T) []T {
	if n == 0 {
		return nil
	}
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

type deckJSON[T any] struct {
	Draw    []T `json:"draw"`
	Discard []T `json:"discard"`
}

// MarshalJSON writes {"draw":[bottom..top],"discard":[oldest..newest]}.
func (d Deck[T]) MarshalJSON() ([]byte, error) {
	return json.Marshal(deckJSON[T]{Draw: nonNil(d.draw), Discard: nonNil(d.discard)})
}

// UnmarshalJSON reads what MarshalJSON wrote. The game that holds the deck
// checks the cards themselves.
func (d *Deck[T]) UnmarshalJSON(b []byte) error {
	var j deckJSON[T]
	if err := json.Unmarshal(b, &j); err != nil {
		return Errorf(ErrBadState, "deck: %v", err)
	}
	*d = Deck[T]{draw: emptyNil(j.Draw), discard: emptyNil(j.Discard)}
	return nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func emptyNil[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return s
}
