package core

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// MaxJSON is the largest config or state JSON the games decode: larger
// input is refused before anything is allocated for it.
const MaxJSON = 1 << 20

// DecodeConfig reads a game's JSON config into cfg, strictly: nil, empty
// or null leaves cfg as it is (the default game). Keys must match a field's
// JSON name exactly (Go's decoder ignores case; this does not) and appear
// once; an unknown key is an error, because a misspelt house-rule switch
// must not pass silently; so is anything after the object. Errors are
// ErrBadConfig and name the game. Every game's Rules.New decodes its config
// with it.
func DecodeConfig(game string, b []byte, cfg any) error {
	t := bytes.TrimSpace(b)
	if len(t) == 0 || string(t) == "null" {
		return nil
	}
	if err := DecodeStrict(t, cfg); err != nil {
		return Errorf(ErrBadConfig, "%s config: %v", game, err)
	}
	return nil
}

// DecodeStrict decodes JSON into v the way configs and states must be read:
// at most MaxJSON bytes, one value and nothing after it, every object key
// spelt exactly as a field's JSON name and given once, no unknown key.
// Values whose type decodes itself (json.Unmarshaler, encoding.TextUnmarshaler)
// check their own insides. The error says which key is wrong.
func DecodeStrict(b []byte, v any) error {
	if len(b) > MaxJSON {
		return fmt.Errorf("%d bytes of JSON, at most %d", len(b), MaxJSON)
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("decode into a non-pointer %T", v)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := checkKeys(dec, rv.Type().Elem(), ""); err != nil {
		return err
	}
	if _, err := dec.Token(); err == nil {
		return fmt.Errorf("data after the JSON value")
	}
	dec = json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		// a value that decodes itself says what is wrong; the caller
		// gives the kind (ErrBadConfig, ErrBadState) once
		var re *RuleError
		if errors.As(err, &re) {
			return errors.New(re.Reason)
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if te.Field == "" {
				return fmt.Errorf("want %s, not %s", jsonWant(te.Type), jsonGot(te.Value))
			}
			return fmt.Errorf("key %q: want %s, not %s", te.Field, jsonWant(te.Type), jsonGot(te.Value))
		}
		return err
	}
	return nil
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

// jsonGot names the JSON value json.UnmarshalTypeError reports ("string",
// "number -1", "array"), for an error.
func jsonGot(v string) string {
	switch {
	case strings.HasPrefix(v, "number "):
		return strings.TrimPrefix(v, "number ")
	case v == "array" || v == "object":
		return "an " + v
	case v == "bool":
		return "true or false"
	}
	return "a " + v
}

// DecodePosition reads a game's position JSON into v strictly, as
// DecodeStrict does; errors are ErrBadState and name the game, as
// DecodeConfig's name it for a config. Every game's State.UnmarshalJSON
// starts with it, then CheckHeader.
func DecodePosition(game string, b []byte, v any) error {
	if err := DecodeStrict(b, v); err != nil {
		return Errorf(ErrBadState, "%s position: %v", game, err)
	}
	return nil
}

// CheckHeader checks a decoded position's "game" and "version" against the
// game and the position version its package reads.
func CheckHeader(game string, version int, gotGame string, gotVersion int) error {
	if gotGame != game {
		return Errorf(ErrBadState, "a position of %q, not of %q", gotGame, game)
	}
	if gotVersion != version {
		return Errorf(ErrBadState, "%s position version %d: this package reads version %d", game, gotVersion, version)
	}
	return nil
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// checkKeys reads one JSON value from dec and checks its object keys
// against t, recursively.
func checkKeys(dec *json.Decoder, t reflect.Type, path string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	delim, isDelim := tok.(json.Delim)
	if !isDelim {
		return nil
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (reflect.PointerTo(t).Implements(jsonUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler)) {
		t = nil // it checks itself; skip its insides
	}
	switch delim {
	case '[':
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := checkKeys(dec, elem, path+"[]"); err != nil {
				return err
			}
		}
	case '{':
		var fields map[string]reflect.Type
		var elem reflect.Type
		if t != nil && t.Kind() == reflect.Struct {
			fields = jsonFields(t)
		} else if t != nil && t.Kind() == reflect.Map {
			elem = t.Elem()
		}
		seen := map[string]bool{}
		for dec.More() {
			kt, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := kt.(string)
			if seen[key] {
				return fmt.Errorf("key %q given twice", path+key)
			}
			seen[key] = true
			ft := elem
			if fields != nil {
				var ok bool
				if ft, ok = fields[key]; !ok {
					for name := range fields {
						if strings.EqualFold(name, key) {
							return fmt.Errorf("unknown key %q (keys are case-sensitive: %q)", path+key, name)
						}
					}
					return fmt.Errorf("unknown key %q", path+key)
				}
			}
			if err := checkKeys(dec, ft, path+key+"."); err != nil {
				return err
			}
		}
	}
	_, err = dec.Token() // the closing delimiter
	return err
}

// jsonFields maps a struct's JSON keys to their types, as encoding/json
// names them (tag name, else the field name; "-" and unexported skipped;
// embedded structs without a tag flattened).
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range jsonFields(ft) {
					out[k] = v
				}
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}
