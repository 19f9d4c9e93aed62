package gametest

import (
	"encoding"
	"encoding/json"
	"reflect"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// The Vocabulary law (24) and the EventJSON law (13) learn what each JSON
// key of a position and of an event holds from the Go types the game's
// JSON is written from (Options.Mirrors): its position mirror struct and
// its Event type, read by reflection. For each exported field with a json
// tag (and, on an Event type, its Kind field as "kind", as codec.EventCodec
// writes it), the key holds, by the field's type (through pointers, slices,
// arrays and map values, down to the first type whose pointer has
// UnmarshalText: an array or slice type that reads itself, such as a
// board row of cells, is one value, as core.DecodeStrict reads it):
//
//   - an id: an integer type whose pointer has UnmarshalText (Card, Phase,
//     core.Player): a string under the key is an id in its one spelling
//     and one that UnmarshalText reads;
//   - a notation: any other type whose pointer has UnmarshalText, or a
//     string tagged vocab:"notation": a string under the key is not read
//     as an id, and, where the type has UnmarshalText, is one it reads;
//   - free text: a string tagged vocab:"text" (a name a person typed);
//   - the fields of a struct, which are learnt in turn;
//   - a value of its own JSON (a json.Marshaler that is none of the
//     above, as core.Counts): nothing is learnt from it.
//
// A plain string without a vocab tag is an id of no declared type: it is
// checked for its shape only. On an Event type, a field tagged omitempty
// declares a key that may be absent, which the EventJSON law lets come and
// go between events of one kind, whatever the kind.
//
// A mirror that is an event table (it has a method EventKeys() map[string][]string,
// as the module's event codec has) declares the keys kind by kind: each
// kind's keys in the order written, a key ending in "?" one that kind may
// leave out (a kind merged from two, whose key only one of its uses
// writes). The EventJSON law lets such a key come and go between events
// of that kind only.
//
// A key declared with several types holds a value any of them reads; a
// key one declaration calls free text is free text.

// keyDecl is what the game's mirrors declare of one JSON key.
type keyDecl struct {
	ids      []reflect.Type // id types whose UnmarshalText reads a value
	notation []reflect.Type // notation types, nil for an untyped notation
	text     bool           // free text, or a notation without a reader
}

// declared is what the game's mirrors declare of its JSON's keys.
type declared struct {
	keys       map[string]*keyDecl
	optional   []string            // event keys that may be absent, in any kind
	optionalIn map[string][]string // event kind -> the keys it may leave out
}

// eventTable is a mirror that declares the game's event kinds: each kind's
// JSON keys in the order written, "?" ending a key the kind may leave out.
type eventTable interface {
	EventKeys() map[string][]string
}

// mayLeaveOut reports whether events of kind may leave key out.
func (d *declared) mayLeaveOut(kind, key string) bool {
	return slices.Contains(d.optional, key) || slices.Contains(d.optionalIn[kind], key)
}

var (
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	jsonMarshaler   = reflect.TypeFor[json.Marshaler]()
	eventType       = reflect.TypeFor[core.Event]()
)

// declare reads the mirrors' types.
func declare(mirrors []any) *declared {
	d := &declared{keys: map[string]*keyDecl{}, optionalIn: map[string][]string{}}
	seen := map[reflect.Type]bool{}
	for _, m := range mirrors {
		if et, ok := m.(eventTable); ok {
			for kind, keys := range et.EventKeys() {
				for _, k := range keys {
					if key, ok := strings.CutSuffix(k, "?"); ok {
						d.optionalIn[kind] = append(d.optionalIn[kind], key)
					}
				}
			}
			continue
		}
		t := reflect.TypeOf(m)
		for t != nil && t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct {
			continue
		}
		event := t.Implements(eventType) || reflect.PointerTo(t).Implements(eventType)
		if f, ok := t.FieldByName("Kind"); ok && event && f.Tag.Get("json") == "" {
			d.field("kind", f.Type, "", seen)
		}
		d.fields(t, event, seen)
	}
	return d
}

// fields declares the json-tagged fields of struct t; event says t is an
// Event type, whose omitempty fields may be absent.
func (d *declared) fields(t reflect.Type, event bool, seen map[reflect.Type]bool) {
	if seen[t] {
		return
	}
	seen[t] = true
	for i := range t.NumField() {
		f := t.Field(i)
		tag, ok := f.Tag.Lookup("json")
		name, opts, _ := strings.Cut(tag, ",")
		if !ok || !f.IsExported() || name == "-" || name == "" {
			continue
		}
		if event && slices.Contains(strings.Split(opts, ","), "omitempty") && !slices.Contains(d.optional, name) {
			d.optional = append(d.optional, name)
		}
		d.field(name, f.Type, f.Tag.Get("vocab"), seen)
	}
}

// field declares key as holding values of type t, tagged vocab.
func (d *declared) field(key string, t reflect.Type, vocab string, seen map[reflect.Type]bool) {
	for !reflect.PointerTo(t).Implements(textUnmarshaler) &&
		(t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map) {
		t = t.Elem()
	}
	kd := d.keys[key]
	if kd == nil {
		kd = &keyDecl{}
	}
	reads := reflect.PointerTo(t).Implements(textUnmarshaler)
	switch {
	case vocab == "text":
		kd.text = true
	case reads && isInteger(t) && vocab != "notation":
		kd.ids = appendType(kd.ids, t)
	case reads:
		kd.notation = appendType(kd.notation, t)
	case vocab == "notation":
		kd.text = true // a notation the harness has no reader for
	case t.Kind() == reflect.Struct && !t.Implements(jsonMarshaler) && !reflect.PointerTo(t).Implements(jsonMarshaler):
		d.fields(t, false, seen)
		return
	default:
		return // a plain value, or one of its own JSON: nothing learnt
	}
	d.keys[key] = kd
}

func isInteger(t reflect.Type) bool {
	return t.Kind() >= reflect.Int && t.Kind() <= reflect.Uint64
}

func appendType(ts []reflect.Type, t reflect.Type) []reflect.Type {
	if slices.Contains(ts, t) {
		return ts
	}
	return append(ts, t)
}

// reads reports whether one of the types ts reads s with UnmarshalText.
func reads(ts []reflect.Type, s string) bool {
	for _, t := range ts {
		u := reflect.New(t).Interface().(encoding.TextUnmarshaler)
		if u.UnmarshalText([]byte(s)) == nil {
			return true
		}
	}
	return false
}

// typeNames are the types ts as a message names them: "tonytino.Card or
// tonytino.Tile".
func typeNames(ts []reflect.Type) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.String()
	}
	return strings.Join(names, " or ")
}
