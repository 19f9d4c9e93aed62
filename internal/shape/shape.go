// Package shape holds the shapes of the position format that a game
// declares beside core's Counts (a counted pile), Pile (an ordered pile),
// RNG and Player, and what core's Counts shares with them: the text of
// an id (IDText, ParseID) and the bounds of a shape's JSON.
//
//   - A hidden card whose origin is public ({"hidden": "roma"}) is an
//     OrHidden. A hidden value with no origin is the string "hidden":
//     the id type's own MarshalText writes it, and a Counts whose hidden
//     slot is an id writes {"hidden": 5}.
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
//
// It imports nothing of core, so core may import it.
package shape

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// CountsCap is the most card ids a core.Counts tells apart: ids 0 to 15.
const CountsCap = 16

// The largest JSON a shape reads: a card or a counted pile (MaxBytes), an
// object keyed by ids (maxByIDBytes). Past it the input is refused before
// the shape's own decoder buffers it, so a position's decoding stays
// within strictjson's allocation budget whatever max tag its field has.
const (
	MaxBytes     = 4096
	maxByIDBytes = 64 << 10
)

// IDText is the text of id x, by its MarshalText when it has one, else
// its number.
func IDText[T ~uint8 | ~int8](x T) (string, error) {
	if m, ok := any(x).(encoding.TextMarshaler); ok {
		t, err := m.MarshalText()
		return string(t), err
	}
	return strconv.Itoa(int(x)), nil
}

// ParseID reads the id text s as a T: by T's UnmarshalText when it has one,
// else as a number.
func ParseID[T ~uint8 | ~int8](s string) (T, error) {
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
		o, err := IDText(h.Origin)
		if err != nil {
			return nil, err
		}
		return append(strconv.AppendQuote([]byte(`{"hidden":`), o), '}'), nil
	}
	v, err := IDText(h.Value)
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
	if len(b) > MaxBytes {
		return fmt.Errorf("%d bytes for one card, at most %d", len(b), MaxBytes)
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
		if out.Value, err = ParseID[T](t); err != nil {
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
		if out.Origin, err = ParseID[O](o); err != nil {
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

// ByID is an object keyed by the ids of an id type K: Mafia's counters,
// each with its place; a ledger, each category with its sum. It is a map,
// built and read as one; an id with no value is not in it.
//
// Its JSON is an object from each id (K's MarshalText) to its value (V's
// JSON), in id order. UnmarshalJSON reads each key once, at most 256 of
// them (a K has no more ids) before anything is allocated for them, and
// each value strictly, as strictjson.Decode does.
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
		id, err := IDText(k)
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
	if len(b) > maxByIDBytes {
		return fmt.Errorf("%d bytes for an object keyed by id, at most %d", len(b), maxByIDBytes)
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
		k, err := ParseID[K](key)
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
