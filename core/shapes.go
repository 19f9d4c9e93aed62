package core

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// The shapes of the position format (version 2) that a game declares
// with core's types, beside Counts (a counted pile), Pile (an ordered
// pile, written as an array top first), RNG and Player:
//
//   - A hidden card whose origin is public ({"hidden": "roma"}) is an
//     OrHidden; a counted pile with hidden cards counted by origin
//     ({"hidden": {"roma": 1}, "5k": 2}) is a HiddenCounts. A hidden value
//     with no origin is the string "hidden": the id type's own
//     MarshalText writes it, and a Counts whose hidden slot is an id
//     writes {"hidden": 5}.
//   - A fixed-length array with empty slots (a display of three, a row of
//     a turn order) is a slice of pointers ([]*Tile, empty slots nil,
//     written null) with a max tag, whose length the game checks against
//     the length the config gives: some depend on the number of seats,
//     and a Go array would take a short JSON array, filling the rest with
//     empty slots. A slot that holds a list (a stack of tiles) is a nil
//     slice when empty, which encoding/json writes null.
//   - An object keyed by side (Mafia's factions, its three decks) is a
//     struct with one omitempty pointer field per side, in the sides'
//     order; an object keyed by the ids of an id type (Mafia's counters
//     by counter, a ledger by category) is a ByID, written in id order
//     with the ids that have no value left out.
//   - A set of distinct ids is a slice in id order; a stack (the pending
//     decisions, a turn's agenda) is a slice, top first.

// OrHidden is a value a viewer may not see although its origin is
// public: a card in hand whose deck everyone knows (Mafia's hands, where
// a hidden Roma card is {"hidden": "roma"}). T is the value's id type, O
// the origin's; both write themselves by MarshalText.
//
// Its JSON is the value's id ("wiretap") or {"hidden": origin}, nothing
// else: a bare "hidden" is refused, since the origin is known.
type OrHidden[T, O ~uint8 | ~int8] struct {
	Value  T    // the value, when it is shown
	Origin O    // where a hidden value comes from
	Hidden bool // the viewer does not see Value
}

// MarshalJSON writes the value's id, or {"hidden": origin}.
func (h OrHidden[T, O]) MarshalJSON() ([]byte, error) {
	if h.Hidden {
		o, err := countsID(h.Origin)
		if err != nil {
			return nil, err
		}
		return append(strconv.AppendQuote([]byte(`{"hidden":`), o), '}'), nil
	}
	v, err := countsID(h.Value)
	if err != nil {
		return nil, err
	}
	if v == "hidden" {
		return nil, fmt.Errorf("a hidden value with a public origin is {\"hidden\": origin}, not \"hidden\"")
	}
	return strconv.AppendQuote(nil, v), nil
}

// UnmarshalJSON reads what MarshalJSON writes: an id (read by T's
// UnmarshalText), or an object with the one key "hidden" and an origin
// (read by O's UnmarshalText).
func (h *OrHidden[T, O]) UnmarshalJSON(b []byte) error {
	if len(b) > maxShapeJSON {
		return fmt.Errorf("%d bytes for one card, at most %d", len(b), maxShapeJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	t, err := dec.Token()
	if err != nil {
		return err
	}
	var out OrHidden[T, O]
	switch t := t.(type) {
	case string:
		if t == "hidden" {
			return fmt.Errorf("a hidden value here names its origin: {\"hidden\": origin}, not \"hidden\"")
		}
		if out.Value, err = idOf[T](t); err != nil {
			return err
		}
	case json.Delim:
		if t != '{' {
			return fmt.Errorf("want an id or {\"hidden\": origin}, not an array")
		}
		kt, err := dec.Token()
		if err != nil {
			return err
		}
		if kt != "hidden" {
			return fmt.Errorf("a hidden value is {\"hidden\": origin}, with no other key")
		}
		vt, err := dec.Token()
		if err != nil {
			return err
		}
		o, ok := vt.(string)
		if !ok {
			return fmt.Errorf("a hidden value's origin is an id, not %v", vt)
		}
		if out.Origin, err = idOf[O](o); err != nil {
			return err
		}
		if end, err := dec.Token(); err != nil || end != json.Delim('}') {
			return fmt.Errorf("a hidden value is {\"hidden\": origin}, with no other key")
		}
		out.Hidden = true
	default:
		return fmt.Errorf("want an id or {\"hidden\": origin}, not %v", t)
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("data after the value")
	}
	*h = out
	return nil
}

// HiddenCounts is a counted pile some of whose cards a viewer may not
// see, the hidden ones counted by their public origin: the cards a seat
// holds of several decks. Shown counts the cards seen by id, Hidden the
// others by origin.
//
// Its JSON is Counts's object with one more key, "hidden", first, whose
// value is the hidden cards as a counted pile of origins: {"hidden":
// {"roma": 1, "usa": 2}, "wiretap": 1}. "hidden" is left out when no card
// is hidden, so a full state's pile reads as a plain Counts.
type HiddenCounts[T, O ~uint8 | ~int8] struct {
	Shown  Counts[T] // the cards seen, by id
	Hidden Counts[O] // the cards not seen, by origin
}

// Total is the number of cards in the pile, hidden ones included.
func (c HiddenCounts[T, O]) Total() int { return c.Shown.Total() + c.Hidden.Total() }

// MarshalJSON writes the pile as an object: "hidden" first when a card is
// hidden, then each shown id with its count, in id order.
func (c HiddenCounts[T, O]) MarshalJSON() ([]byte, error) {
	shown, err := c.Shown.MarshalJSON()
	if err != nil {
		return nil, err
	}
	if c.Hidden.Total() == 0 {
		return shown, nil
	}
	hidden, err := c.Hidden.MarshalJSON()
	if err != nil {
		return nil, err
	}
	b := append([]byte(`{"hidden":`), hidden...)
	if len(shown) > 2 {
		b = append(b, ',')
		b = append(b, shown[1:len(shown)-1]...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads what MarshalJSON writes: each key a shown id (read
// by T's UnmarshalText) with a count from 0 to 255, or "hidden" with a
// counted pile of origins; each key once. At most CountsCap+1 keys are
// read: more is refused before anything is allocated for them.
func (c *HiddenCounts[T, O]) UnmarshalJSON(b []byte) error {
	if len(b) > maxShapeJSON {
		return fmt.Errorf("%d bytes for a counted pile, at most %d", len(b), maxShapeJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("a counted pile is an object from card id to count")
	}
	var out HiddenCounts[T, O]
	var seen [CountsCap]bool
	hidden := false
	for keys := 0; dec.More(); keys++ {
		if keys == CountsCap+1 {
			return fmt.Errorf("a counted pile names at most %d card ids and \"hidden\"", CountsCap)
		}
		kt, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := kt.(string)
		if key == "hidden" {
			if hidden {
				return fmt.Errorf("\"hidden\" is given twice")
			}
			hidden = true
			start := dec.InputOffset()
			if err := skipValue(dec); err != nil {
				return err
			}
			raw := bytes.TrimLeft(b[start:dec.InputOffset()], " \t\r\n:")
			if err := out.Hidden.UnmarshalJSON(raw); err != nil {
				return fmt.Errorf("hidden: %v", err)
			}
			continue
		}
		x, k, err := countEntry[T](dec, key, &seen)
		if err != nil {
			return err
		}
		out.Shown.n[x] = k
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

// skipValue reads one JSON value of any shape from dec, nesting at most
// 32 deep.
func skipValue(dec *json.Decoder) error {
	depth := 0
	for {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		if d, ok := t.(json.Delim); ok {
			if d == '{' || d == '[' {
				if depth++; depth > 32 {
					return fmt.Errorf("nested more than 32 deep")
				}
			} else {
				depth--
			}
		}
		if depth == 0 {
			return nil
		}
	}
}

// idOf reads the id text s as a T: by T's UnmarshalText when it has one,
// else as a number.
func idOf[T ~uint8 | ~int8](s string) (T, error) {
	var x T
	if u, ok := any(&x).(encoding.TextUnmarshaler); ok {
		err := u.UnmarshalText([]byte(s))
		return x, err
	}
	n, err := strconv.Atoi(s)
	if err != nil || n != int(T(n)) {
		return x, fmt.Errorf("%q is not an id", s)
	}
	return T(n), nil
}

// ByID is an object keyed by the ids of an id type K: Mafia's counters,
// each with its place; a ledger, each category with its sum. It is a map,
// built and read as one; an id with no value is not in it.
//
// Its JSON is an object from each id (K's MarshalText) to its value (V's
// JSON), in id order. UnmarshalJSON reads each key once, at most 256 of
// them (a K has no more ids) before anything is allocated for them, and
// each value strictly, as DecodeStrict does.
type ByID[K ~uint8 | ~int8, V any] map[K]V

// MarshalJSON writes the object in id order.
func (m ByID[K, V]) MarshalJSON() ([]byte, error) {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b := []byte{'{'}
	for i, k := range keys {
		id, err := countsID(k)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(m[k])
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, id)
		b = append(b, ':')
		b = append(b, v...)
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads what MarshalJSON writes, keys in any order.
func (m *ByID[K, V]) UnmarshalJSON(b []byte) error {
	if len(b) > maxByIDJSON {
		return fmt.Errorf("%d bytes for an object keyed by id, at most %d", len(b), maxByIDJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("want an object keyed by id")
	}
	out := ByID[K, V]{}
	for keys := 0; dec.More(); keys++ {
		if keys == 256 {
			return fmt.Errorf("an object keyed by id names at most 256 ids")
		}
		kt, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := kt.(string)
		k, err := idOf[K](key)
		if err != nil {
			return err
		}
		if _, dup := out[k]; dup {
			return fmt.Errorf("key %q given twice", key)
		}
		start := dec.InputOffset()
		if err := skipValue(dec); err != nil {
			return err
		}
		var v V
		if err := strictjson.Decode(bytes.TrimLeft(b[start:dec.InputOffset()], " \t\r\n:"), &v); err != nil {
			return fmt.Errorf("%s: %v", key, err)
		}
		out[k] = v
	}
	if _, err := dec.Token(); err != nil {
		return err
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("data after the object")
	}
	*m = out
	return nil
}

// The largest JSON a shape reads: a card, a counted pile and an object
// keyed by ids. Past it the input is refused before the shape's own
// decoder buffers it, so a position's decoding stays within core's
// allocation budget whatever max tag its field has.
const (
	maxShapeJSON = 4096
	maxByIDJSON  = 64 << 10
)
