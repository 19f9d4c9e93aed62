package core

// pileCap is the most cards a Pile holds: 16.
const pileCap = 16

// Pile is an ordered pile of up to 16 cards: a face-down deck drawn
// from the top, a face-up display, a hand in the order it was dealt. It is
// a value (an array and two counts), so a State that holds one copies it
// with the State and Apply never shares memory between two states. The
// methods with a pointer receiver change the Pile they are called on: call
// them on the State's own copy inside Apply.
//
// Index 0 is the bottom and Len()-1 the top. A pile may have a known
// bottom: Known cards at the bottom whose identity the whole table saw
// (a card put under the deck face up); Mask keeps them and hides the rest.
type Pile[T ~uint8 | ~int8] struct {
	c     [pileCap]T
	n     uint8
	known uint8
}

// PileOf returns a pile of the given cards, cards[0] at the bottom. Cards
// beyond 16 are dropped.
func PileOf[T ~uint8 | ~int8](cards ...T) Pile[T] {
	var p Pile[T]
	p.n = uint8(copy(p.c[:], cards))
	return p
}

// Len is the number of cards in the pile.
func (p Pile[T]) Len() int { return int(p.n) }

// At is the card at index i (0 is the bottom); ok is false out of range.
func (p Pile[T]) At(i int) (card T, ok bool) {
	if i < 0 || i >= int(p.n) {
		return card, false
	}
	return p.c[i], true
}

// Top is the top card; ok is false when the pile is empty.
func (p Pile[T]) Top() (card T, ok bool) { return p.At(int(p.n) - 1) }

// Known is how many cards at the bottom the whole table knows.
func (p Pile[T]) Known() int { return int(p.known) }

// AppendTo appends the cards, bottom first, to dst.
func (p Pile[T]) AppendTo(dst []T) []T { return append(dst, p.c[:p.n]...) }

// Count is how many cards equal to c the pile holds.
func (p Pile[T]) Count(c T) int {
	k := 0
	for _, x := range p.c[:p.n] {
		if x == c {
			k++
		}
	}
	return k
}

// Push puts c on top; it reports false (and changes nothing) when the pile
// is full.
func (p *Pile[T]) Push(c T) bool {
	if p.n == pileCap {
		return false
	}
	p.c[p.n] = c
	p.n++
	return true
}

// Pop takes the top card; ok is false when the pile is empty. A known
// bottom card that is drawn stops being counted as known.
func (p *Pile[T]) Pop() (card T, ok bool) {
	if p.n == 0 {
		return card, false
	}
	p.n--
	card = p.c[p.n]
	var zero T
	p.c[p.n] = zero
	if p.known > p.n {
		p.known = p.n
	}
	return card, true
}

// PutBottom slides c under the pile face up, in front of the table: it
// becomes the lowest known card. It reports false when the pile is full.
func (p *Pile[T]) PutBottom(c T) bool {
	if p.n == pileCap {
		return false
	}
	copy(p.c[1:p.n+1], p.c[:p.n])
	p.c[0] = c
	p.n++
	p.known++
	return true
}

// RemoveAt takes out the card at index i, closing the gap; ok is false out
// of range.
func (p *Pile[T]) RemoveAt(i int) (card T, ok bool) {
	if i < 0 || i >= int(p.n) {
		return card, false
	}
	card = p.c[i]
	copy(p.c[i:], p.c[i+1:p.n])
	p.n--
	var zero T
	p.c[p.n] = zero
	if i < int(p.known) {
		p.known--
	}
	return card, true
}

// Remove takes out the topmost card equal to c; it reports whether there
// was one.
func (p *Pile[T]) Remove(c T) bool {
	for i := int(p.n) - 1; i >= 0; i-- {
		if p.c[i] == c {
			p.RemoveAt(i)
			return true
		}
	}
	return false
}

// Shuffle shuffles the whole pile (Fisher–Yates, the same Len()-1 IntN
// calls as RNG.Shuffle) and returns the advanced RNG. Nothing is known of a
// shuffled pile's order, its bottom included.
func (p *Pile[T]) Shuffle(r RNG) RNG {
	c := &p.c
	r = r.Shuffle(int(p.n), func(i, j int) { c[i], c[j] = c[j], c[i] })
	p.known = 0
	return r
}

// Mask is the pile as a viewer who cannot see its faces sees it: every card
// but the known bottom replaced by hidden, the size kept.
func (p Pile[T]) Mask(hidden T) Pile[T] {
	for i := int(p.known); i < int(p.n); i++ {
		p.c[i] = hidden
	}
	return p
}

// SetKnown marks the bottom k cards as known to the whole table (clamped
// to the pile's size); a decoder uses it to restore a pile.
func (p *Pile[T]) SetKnown(k int) {
	if k < 0 {
		k = 0
	}
	if k > int(p.n) {
		k = int(p.n)
	}
	p.known = uint8(k)
}
