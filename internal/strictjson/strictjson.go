// Package strictjson is the bounded JSON decoder every config, position
// and record of the SDK is read with: Decode reads one value
// strictly (keys spelt exactly and given once, nothing unknown, nothing
// after it) and bounds what it allocates before it allocates it;
// ObjectKey finds one key of an object without decoding the rest.
//
// It imports nothing of core, so core may import it (RNG.UnmarshalJSON,
// PositionHash). The kind of a refusal (core.ErrBadConfig,
// core.ErrBadState) is the caller's to name: this package's errors are
// plain.
package strictjson

import (
	"errors"
	"fmt"
	"reflect"
)

// MaxJSON is the largest input Decode and ObjectKey read: larger input is
// refused before anything is allocated for it. core.MaxJSON is the same
// number.
const MaxJSON = 1 << 20

// ReasonOf, when set, gives the reason of an error apart from its kind:
// core sets it to read a *core.RuleError's Reason, so that the error a
// value's own decoding returns ("bad state: no such card") reads once
// under the kind of the caller's error, not twice. It is set once, when
// core loads, and only read after.
var ReasonOf func(err error) (reason string, ok bool)

// Decode decodes JSON into v the way configs and states must be read:
// at most MaxJSON bytes, one value and nothing after it, every object key
// spelt exactly as a field's JSON name and given once, no unknown key.
// Values whose type decodes itself (json.Unmarshaler, encoding.TextUnmarshaler)
// check their own insides. The error says which key is wrong.
//
// It reads the input token by token straight into v, so what it allocates
// is bounded before it is allocated: an array or object is counted, and
// refused past its bound, before its slice or map is made; a string is
// measured before it is copied. A struct field's `max:"N"` tag is its
// bound: the most elements of a slice, keys of a map, bytes of a string
// (of the text a TextUnmarshaler reads) or bytes of the JSON a
// json.Unmarshaler is given. More numbers bound the levels inside, from
// the field in: `max:"5,64"` on a []string is at most 5 strings of at
// most 64 bytes (a Go array's level takes its length; a number left empty
// or "-" is the default). Without a tag a slice or map holds at most
// 1024, a string at most 4096 bytes, and a json.Unmarshaler is given its
// value whatever its size; a Go array holds at most its length (fewer
// leave the rest zero). Arrays and objects nest at most 32 deep. With
// these bounds the decoding of any input up to MaxJSON allocates at most
// 64 KiB plus 8 bytes per input byte, on top of what the values that
// decode themselves allocate. Null leaves a value as it is, and sets a
// pointer, slice or map to nil.
func Decode(b []byte, v any) error {
	if len(b) > MaxJSON {
		return fmt.Errorf("%d bytes of JSON, at most %d", len(b), MaxJSON)
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("decode into a non-pointer %T", v)
	}
	d := decoder{b: b, path: make([]seg, 0, maxDepth)}
	if err := d.value(rv.Elem(), nil); err != nil {
		return err
	}
	if d.peek() != 0 {
		return errors.New("data after the JSON value")
	}
	return nil
}

// ObjectKey returns the JSON of key's value in the object b, or nil if b
// has no such key, without decoding anything: the values before the key
// are only checked for syntax and depth, and those after it are not read.
// A reader that dispatches on one key ("game") reads it so, then decodes
// the whole with Decode. Input over MaxJSON, or that is not an object, is
// an error.
func ObjectKey(b []byte, key string) ([]byte, error) {
	if len(b) > MaxJSON {
		return nil, fmt.Errorf("%d bytes of JSON, at most %d", len(b), MaxJSON)
	}
	d := decoder{b: b}
	if c := d.peek(); c != '{' {
		return nil, d.wrongType(reflect.TypeFor[struct{}](), "")
	}
	d.deep++
	d.i++
	if d.peek() == '}' {
		return nil, nil
	}
	for {
		k, err := d.key()
		if err != nil {
			return nil, err
		}
		hit := string(k) == key
		d.ws()
		start := d.i
		if err := d.skip(); err != nil {
			return nil, err
		}
		if hit {
			return b[start:d.i], nil
		}
		end, err := d.next()
		if err != nil {
			return nil, err
		}
		if end {
			return nil, nil
		}
	}
}

// jsonWant names the JSON a Go type decodes from, for an error.
func jsonWant(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number from 0"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return t.String()
}
