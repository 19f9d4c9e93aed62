// Package ids is the one table behind each id type of a game: every id's
// spelling (its notation, as positions, moves and events write it), its
// name as printed, its rules text and whether that name is printed or a
// placeholder, beside the type's "no such thing" (spelt "none") and
// hidden (spelt "hidden") values. A game declares the table once and each
// method of the id type is one line that calls it:
//
//	var cards = ids.New(ids.Spec[Card]{What: "card", IDs: ..., None: ..., Hidden: ...})
//
//	func (c Card) String() string                { return cards.String(c) }
//	func (c Card) Name() string                  { return cards.Name(c) }
//	func (c Card) Text() string                  { return cards.Text(c) }
//	func (c Card) MarshalText() ([]byte, error)  { return cards.MarshalText(c) }
//	func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalText(c, b) }
//	func ParseCard(s string) (Card, error)       { return cards.Parse(s) }
//	func Cards() iter.Seq[Card]                  { return cards.All() }
//
// The rules every game keeps (the design's rules 1 and 3): String is the
// id's spelling, "none" for the none and "hidden" for the hidden value;
// MarshalText writes a real or hidden id and refuses the none (a value
// that is not there is left out of JSON) and any value the table does not
// hold; Parse reads the spelling of a real id only; UnmarshalText reads
// what MarshalText writes; All yields the real ids only, in the table's
// order.
//
// The package imports nothing of the module, so core may use it too.
package ids

import (
	"iter"
	"strconv"
	"strings"
)

// Int is the underlying type an id type may have.
type Int interface {
	~int8 | ~uint8 | ~int16 | ~uint16 | ~int32 | ~int
}

// Entry is one id of a table.
type Entry[X Int] struct {
	ID       X      // the id's value
	Spelling string // its notation: "step-up", "C4"; "none" and "hidden" are the table's own
	Name     string // its name as printed ("Step Up"), or as the game names it
	Text     string // its rules text, for a tooltip
	// Placeholder says the name is not the printed one: the rulebook
	// shows the thing without naming it, and the game names it.
	Placeholder bool
}

// Spec declares a table.
type Spec[X Int] struct {
	// What is an id of the type in words, for messages: "card", "event kind".
	What string
	// Kind is the error a refusal wraps, so errors.Is finds it (a game
	// passes core.ErrBadNotation); nil wraps none.
	Kind error
	// IDs are the real ids, in the order All yields them.
	IDs []Entry[X]
	// None is the type's "no such thing", if it has one; its Spelling is
	// left empty (it is "none").
	None *Entry[X]
	// Hidden is the value a View writes for what its viewer may not see,
	// if the type has one; its Spelling is left empty (it is "hidden").
	Hidden *Entry[X]
	// Expect is what a refusal says is read ("A1 to F6"); left empty, it
	// lists the spellings, or the first "to" the last past twelve ids.
	Expect string
}

// The slots of a value outside the real ids.
const (
	noSlot     = -1 // a value the table does not hold
	noneSlot   = -2
	hiddenSlot = -3
)

// Table is an id type's table, made by New; its methods are what the id
// type's own methods call.
type Table[X Int] struct {
	what    string
	kind    error
	expect  string
	ids     []Entry[X]
	none    *Entry[X]
	hidden  *Entry[X]
	min     int
	slots   []int16      // by value - min: the index in ids, or one of the slots above
	spelled map[string]X // real ids and the hidden one, by spelling
}

// New makes the table spec declares. It panics on a declaration no table
// can hold (an empty spelling or What, a spelling or a value given twice,
// a real id spelt "none" or "hidden", a none or hidden value with a
// spelling of its own): such a table is a bug of the game, found when the
// package loads.
func New[X Int](spec Spec[X]) *Table[X] {
	t := &Table[X]{what: spec.What, kind: spec.Kind, expect: spec.Expect, ids: spec.IDs, none: copyOf(spec.None),
		hidden: copyOf(spec.Hidden), spelled: make(map[string]X, len(spec.IDs)+1)}
	if t.what == "" || len(t.ids) == 0 {
		panic("ids: a table names what its ids are and holds at least one")
	}
	lo, hi := int(t.ids[0].ID), int(t.ids[0].ID)
	for _, e := range t.all() {
		lo, hi = min(lo, int(e.ID)), max(hi, int(e.ID))
	}
	t.min, t.slots = lo, make([]int16, hi-lo+1)
	for i := range t.slots {
		t.slots[i] = noSlot
	}
	put := func(e *Entry[X], slot int16, spelling string) {
		if t.slots[int(e.ID)-lo] != noSlot {
			panic("ids: " + t.what + " " + strconv.Itoa(int(e.ID)) + " is declared twice")
		}
		if _, dup := t.spelled[spelling]; dup && spelling != "none" {
			panic("ids: two " + t.what + " ids are spelt " + strconv.Quote(spelling))
		}
		t.slots[int(e.ID)-lo] = slot
		if spelling != "none" {
			t.spelled[spelling] = e.ID
		}
	}
	for i := range t.ids {
		e := &t.ids[i]
		if e.Spelling == "" || e.Spelling == "none" || e.Spelling == "hidden" {
			panic("ids: " + t.what + " " + strconv.Itoa(int(e.ID)) + " is spelt " + strconv.Quote(e.Spelling))
		}
		put(e, int16(i), e.Spelling)
	}
	for _, x := range []struct {
		e        *Entry[X]
		slot     int16
		spelling string
	}{{t.none, noneSlot, "none"}, {t.hidden, hiddenSlot, "hidden"}} {
		if x.e == nil {
			continue
		}
		if x.e.Spelling != "" {
			panic("ids: the " + x.spelling + " " + t.what + " has no spelling of its own")
		}
		x.e.Spelling = x.spelling
		put(x.e, x.slot, x.spelling)
	}
	if t.expect == "" {
		t.expect = listOf(t.ids)
	}
	return t
}

// copyOf is a copy of *e, nil for nil: the table spells its none and
// hidden value without writing into the caller's Spec.
func copyOf[X Int](e *Entry[X]) *Entry[X] {
	if e == nil {
		return nil
	}
	c := *e
	return &c
}

// all is the real ids, then the none and the hidden value the table has.
func (t *Table[X]) all() []Entry[X] {
	out := t.ids
	for _, e := range []*Entry[X]{t.none, t.hidden} {
		if e != nil {
			out = append(out[:len(out):len(out)], *e)
		}
	}
	return out
}

// listOf is what a refusal says a table reads: its spellings, or its first
// "to" its last past twelve.
func listOf[X Int](ids []Entry[X]) string {
	if len(ids) > 12 {
		return ids[0].Spelling + " to " + ids[len(ids)-1].Spelling
	}
	s := make([]string, len(ids))
	for i, e := range ids {
		s[i] = e.Spelling
	}
	return strings.Join(s, ", ")
}

// entry is x's entry, nil for a value the table does not hold.
func (t *Table[X]) entry(x X) *Entry[X] {
	i := int(x) - t.min
	if i < 0 || i >= len(t.slots) {
		return nil
	}
	switch s := t.slots[i]; s {
	case noSlot:
		return nil
	case noneSlot:
		return t.none
	case hiddenSlot:
		return t.hidden
	default:
		return &t.ids[s]
	}
}

// unknown is what String, Name and Text say of a value the table does not
// hold: "card(42)".
func (t *Table[X]) unknown(x X) string { return t.what + "(" + strconv.Itoa(int(x)) + ")" }

// Valid reports whether x is a real id (not the none, not the hidden
// value, not a value the table does not hold).
func (t *Table[X]) Valid(x X) bool {
	i := int(x) - t.min
	return i >= 0 && i < len(t.slots) && t.slots[i] >= 0
}

// String is x's spelling: "step-up", "none", "hidden"; "card(42)" for a
// value the table does not hold.
func (t *Table[X]) String(x X) string {
	if e := t.entry(x); e != nil {
		return e.Spelling
	}
	return t.unknown(x)
}

// Name is x's name as printed ("Step Up"), the none's and the hidden
// value's as declared.
func (t *Table[X]) Name(x X) string {
	if e := t.entry(x); e != nil {
		return e.Name
	}
	return t.unknown(x)
}

// Text is x's rules text.
func (t *Table[X]) Text(x X) string {
	if e := t.entry(x); e != nil {
		return e.Text
	}
	return t.unknown(x)
}

// Placeholder reports whether x's name is the game's, not printed.
func (t *Table[X]) Placeholder(x X) bool {
	e := t.entry(x)
	return e != nil && e.Placeholder
}

// MarshalText writes a real id's or the hidden value's spelling; the none
// and a value the table does not hold are refused.
func (t *Table[X]) MarshalText(x X) ([]byte, error) {
	e := t.entry(x)
	if e == nil || e == t.none {
		return nil, &Error{What: t.what, Value: int(x), None: e != nil, kind: t.kind}
	}
	return []byte(e.Spelling), nil
}

// UnmarshalText reads what MarshalText writes into *x: a real id's
// spelling, or "hidden" where the type has a hidden value. Anything else
// (the none's "none" too) is refused, and *x is left as it was.
func (t *Table[X]) UnmarshalText(x *X, b []byte) error {
	v, ok := t.spelled[string(b)]
	if !ok {
		return t.refuse(string(b))
	}
	*x = v
	return nil
}

// Parse reads a real id's spelling, exactly; anything else, "none" and
// "hidden" too, is refused (with the none, or the zero X).
func (t *Table[X]) Parse(s string) (X, error) {
	if v, ok := t.spelled[s]; ok && t.Valid(v) {
		return v, nil
	}
	var zero X
	if t.none != nil {
		zero = t.none.ID
	}
	return zero, t.refuse(s)
}

// refuse is the error for text no id of the table is spelt.
func (t *Table[X]) refuse(s string) error {
	return &Error{What: t.what, Text: s, Expect: t.expect, Read: true, kind: t.kind}
}

// All yields the real ids, in the table's order: never the none or the
// hidden value.
func (t *Table[X]) All() iter.Seq[X] {
	return func(yield func(X) bool) {
		for _, e := range t.ids {
			if !yield(e.ID) {
				return
			}
		}
	}
}

// Len is the number of real ids.
func (t *Table[X]) Len() int { return len(t.ids) }

// Expect is what the table reads, as its refusals say: "step-up,
// stool-pigeon, ..." or "A1 to F6".
func (t *Table[X]) Expect() string { return t.expect }

// Error is a refusal of a table: text that is no id's spelling (Read), or
// a value MarshalText cannot write (the none, or one the table does not
// hold). It wraps the table's Kind.
type Error struct {
	What   string // what the ids are: "card"
	Read   bool   // text was read, not a value written
	Text   string // the text read
	Expect string // what is read: "step-up, stool-pigeon, ..."
	Value  int    // the value written
	None   bool   // the value is the none
	kind   error
}

// Error reads `"ace" is not a card (step-up, ...)`, `no card to write
// ("none"): leave it out` or `card 42 does not exist`.
func (e *Error) Error() string {
	switch {
	case e.Read:
		return strconv.Quote(e.Text) + " is not " + article(e.What) + e.What + " (" + e.Expect + ")"
	case e.None:
		return "no " + e.What + " to write (\"none\"): leave it out"
	}
	return e.What + " " + strconv.Itoa(e.Value) + " does not exist"
}

// Unwrap is the table's Kind, so errors.Is(err, core.ErrBadNotation) holds
// for a game that declares it.
func (e *Error) Unwrap() error { return e.kind }

// article is "an " before a vowel, "a " before anything else.
func article(what string) string {
	if what != "" && strings.ContainsRune("aeiou", rune(what[0])) {
		return "an "
	}
	return "a "
}
