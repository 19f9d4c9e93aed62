package core

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/mafiarules/sdk/internal/chance"
	"github.com/mafiarules/sdk/internal/shape"
)

// countsCap is the most card ids a Counts tells apart: ids 0 to 15 (the
// shapes of positions bound their JSON by it too).
const countsCap = shape.CountsCap

// Counts is a counted pile: how many cards of each id a pile of
// interchangeable cards holds, where the order does not matter or nobody
// knows it (Nostra City's Bills in a bank, Tony & Tino's discards). Like
// Pile it is a value (sixteen bytes), so a State copies it with itself.
// Ids are 0 to 15; at most 255 of one id.
//
// Its JSON is the position format's counted pile: an object from card id
// (the id's MarshalText) to count, in id order, ids with no card left out
// ({"5k": 18, "10k-guilty": 7}; {} when empty). A game whose hidden card is
// an id of the pile writes a pile of unknown make-up as {"hidden": 5}.
type Counts[T ~uint8 | ~int8] struct {
	n [countsCap]uint8
}

// CountsOf returns the counted pile of cards.
func CountsOf[T ~uint8 | ~int8](cards ...T) Counts[T] {
	var c Counts[T]
	for _, x := range cards {
		c.Add(x, 1)
	}
	return c
}

// Of is how many cards of id x the pile holds.
func (c Counts[T]) Of(x T) int {
	if int(x) < 0 || int(x) >= countsCap {
		return 0
	}
	return int(c.n[x])
}

// Total is the number of cards in the pile.
func (c Counts[T]) Total() int {
	t := 0
	for _, k := range c.n {
		t += int(k)
	}
	return t
}

// Add puts k cards of id x on the pile; false (and no change) for an id out
// of range or a count past 255.
func (c *Counts[T]) Add(x T, k int) bool {
	if int(x) < 0 || int(x) >= countsCap || k < 0 || int(c.n[x])+k > 255 {
		return false
	}
	c.n[x] += uint8(k)
	return true
}

// Remove takes k cards of id x off the pile; false (and no change) when it
// holds fewer.
func (c *Counts[T]) Remove(x T, k int) bool {
	if int(x) < 0 || int(x) >= countsCap || k < 0 || int(c.n[x]) < k {
		return false
	}
	c.n[x] -= uint8(k)
	return true
}

// Plus is the pile with o's cards added (255 of an id at most).
func (c Counts[T]) Plus(o Counts[T]) Counts[T] {
	for i, k := range o.n {
		c.n[i] = uint8(min(int(c.n[i])+int(k), 255))
	}
	return c
}

// Minus is the pile less o's cards, never below zero of an id: what is
// left of a stock once the cards seen elsewhere are taken out.
func (c Counts[T]) Minus(o Counts[T]) Counts[T] {
	for i, k := range o.n {
		c.n[i] -= min(c.n[i], k)
	}
	return c
}

// Contains reports whether the pile holds at least o's cards of every id.
func (c Counts[T]) Contains(o Counts[T]) bool {
	for i, k := range o.n {
		if c.n[i] < k {
			return false
		}
	}
	return true
}

// Draw takes one card off the pile, each card equally likely, and returns
// its id and the advanced RNG; ok is false (r unchanged) on an empty pile.
func (c *Counts[T]) Draw(r RNG) (x T, _ RNG, ok bool) {
	i, r := chance.Weighted(c.n[:], r)
	if i < 0 {
		return x, r, false
	}
	c.n[i]--
	return T(i), r, true
}

// Deal replaces every entry of slots equal to hidden with a card drawn
// from the pile, each equally likely, and returns the advanced RNG: how a
// Determinize deals the places a seat cannot see from what it cannot
// account for. Entries the pile cannot fill (it ran out) stay hidden.
func (c *Counts[T]) Deal(slots []T, hidden T, r RNG) RNG {
	for i, x := range slots {
		if x != hidden {
			continue
		}
		y, next, ok := c.Draw(r)
		if !ok {
			return r
		}
		slots[i], r = y, next
	}
	return r
}

// All yields each card id with its count, in id order, ids with no card
// left out.
func (c Counts[T]) All(yield func(T, int) bool) {
	for i, k := range c.n {
		if k > 0 && !yield(T(i), int(k)) {
			return
		}
	}
}

// MarshalJSON writes the counted pile as an object from id to count.
func (c Counts[T]) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, k := range c.n {
		if k == 0 {
			continue
		}
		id, err := shape.IDText(T(i))
		if err != nil {
			return nil, err
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, id)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(k), 10)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the object MarshalJSON writes: each key an id (read
// by the id type's UnmarshalText), given once, with a count from 0 to 255.
// At most 16 keys are read: more is refused before anything is
// allocated for them, and the pile's JSON is at most 4096 bytes.
func (c *Counts[T]) UnmarshalJSON(b []byte) error {
	if len(b) > shape.MaxBytes {
		return fmt.Errorf("%d bytes for a counted pile, at most %d", len(b), shape.MaxBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("a counted pile is an object from card id to count")
	}
	var out Counts[T]
	var seen [countsCap]bool
	for keys := 0; dec.More(); keys++ {
		if keys == countsCap {
			return fmt.Errorf("a counted pile names at most %d card ids", countsCap)
		}
		kt, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := kt.(string)
		x, k, err := countEntry[T](dec, key, &seen)
		if err != nil {
			return err
		}
		out.n[x] = k
	}
	if _, err := dec.Token(); err != nil {
		return err
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("data after the counted pile")
	}
	*c = out
	return nil
}

// countEntry reads one entry of a counted pile whose key was just read: the
// id the key names (once a pile: seen marks it) and its count, 0 to 255.
func countEntry[T ~uint8 | ~int8](dec *json.Decoder, key string, seen *[countsCap]bool) (T, uint8, error) {
	x, err := shape.ParseID[T](key)
	if err != nil {
		return x, 0, err
	}
	if int(x) < 0 || int(x) >= countsCap {
		return x, 0, fmt.Errorf("%q cannot be counted in a pile", key)
	}
	if seen[x] {
		return x, 0, fmt.Errorf("card %q is counted twice", key)
	}
	seen[x] = true
	vt, err := dec.Token()
	if err != nil {
		return x, 0, err
	}
	num, ok := vt.(json.Number)
	k, err := strconv.Atoi(string(num))
	if !ok || err != nil || k < 0 || k > 255 {
		return x, 0, fmt.Errorf("card %q: a count is a whole number from 0 to 255, not %v", key, vt)
	}
	return x, uint8(k), nil
}
