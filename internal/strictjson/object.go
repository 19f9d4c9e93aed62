package strictjson

import (
	"fmt"
	"reflect"
	"unicode/utf8"
)

// Field is one key of a JSON object and where its value lies in the
// object's bytes: b[Start:End].
type Field struct {
	Key        []byte
	Start, End int
}

// Fields reads the object b's keys, each once, and where each value lies,
// checking the values' syntax and depth only, so a reader that dispatches
// on one key (an event's "kind") decodes the others in place after it. It
// appends to dst, refusing an object of more than max keys; anything
// after the object is an error.
func Fields(b []byte, dst []Field, max int) ([]Field, error) {
	if len(b) > MaxJSON {
		return nil, fmt.Errorf("%d bytes of JSON, at most %d", len(b), MaxJSON)
	}
	d := decoder{b: b}
	if d.peek() != '{' {
		return nil, fmt.Errorf("not an object")
	}
	d.deep++
	d.i++
	if d.peek() == '}' {
		d.i++
	} else {
		for {
			if len(dst) >= max {
				return nil, fmt.Errorf("more than %d keys", max)
			}
			k, err := d.key()
			if err != nil {
				return nil, err
			}
			k = d.keyOf(k)
			for _, f := range dst {
				if string(f.Key) == string(k) {
					return nil, fmt.Errorf("key %q given twice", clip(k))
				}
			}
			d.ws()
			start := d.i
			if err := d.skip(); err != nil {
				return nil, fmt.Errorf("key %q: %v", clip(k), err)
			}
			dst = append(dst, Field{Key: k, Start: start, End: d.i})
			end, err := d.next()
			if err != nil {
				return nil, err
			}
			if end {
				break
			}
		}
	}
	if d.peek() != 0 {
		return nil, fmt.Errorf("data after the object")
	}
	return dst, nil
}

// DecodeValue decodes b, the JSON of one value of an object (a Field's
// bytes), into v as Decode would decode it there, bounded by bounds (the
// max tag of the field it fills, as Bounds gives it; nil for the
// defaults).
func DecodeValue(b []byte, v reflect.Value, bounds []int) error {
	d := decoder{b: b, deep: 1}
	return d.value(v, bounds)
}

// Text reads b as a JSON string of at most 4096 bytes, unquoted; false
// if it is none.
func Text(b []byte) ([]byte, bool) {
	d := decoder{b: b, deep: 1}
	if d.peek() != '"' {
		return nil, false
	}
	s, err := d.text(defaultMaxString)
	return s, err == nil
}

// Bounds is the max tag of the field of struct type t that the JSON key
// names, as Decode reads it (nil: the defaults).
func Bounds(t reflect.Type, key string) []int {
	info := structInfoOf(t)
	if i, ok := info.byName[key]; ok {
		return info.fields[i].max
	}
	return nil
}

// Clip shortens b to a length an error may quote.
func Clip(b []byte) []byte { return clip(b) }

// MaxString is the longest string Decode reads into a field without a max
// tag (or a TextUnmarshaler's text, or a map key), in bytes.
const MaxString = defaultMaxString

// ClipText shortens a text (a move, a hash) quoted in an error to 64
// bytes and an ellipsis, cut at a rune's start,
// so a hostile record of megabytes does not make a message of megabytes.
func ClipText(s string) string {
	const most = 64
	if len(s) > most {
		n := most
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n] + "…"
	}
	return s
}
