package codec

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// EventKind declares one kind of a game's events for EventCodec: its
// name, past-tense kebab-case ("card-played"), and the JSON keys of the
// Event fields it uses, in the order they are written. A key ending in "?"
// may be absent: it is left out when the field holds its value in the
// codec's zero Event (a game-over with no winner has no "player").
type EventKind struct {
	Name string
	Keys []string
}

// EventCodec is a game's event JSON, declared as a table of kinds, which
// core reads and writes: {"kind": name, the fields the kind uses, "to":
// audience}, and nothing else. It works on an Event struct E with a Kind
// field (an unsigned integer indexing the kinds; 0 is none), a To field
// (an Audience) and a field for each key, named by its json tag; each
// field's value is written by its own JSON or text marshalling.
type EventCodec[E any] struct {
	zero   E
	kind   int
	to     int
	kinds  []codecKind
	names  Names
	fields map[string]int
}

type codecKind struct {
	keys     []string
	fields   []int
	optional []bool
	bounds   [][]int // each field's max tag, as strictjson.Decode reads it
}

// NewEventCodec declares the events of E: zero is the Event that fields
// not set by a decoded event take (a game whose "no player" is NoPlayer
// sets it there), kinds indexed by kind (entry 0 unused). An error says
// what is wrong with the table.
func NewEventCodec[E any](zero E, kinds []EventKind) (*EventCodec[E], error) {
	t := reflect.TypeFor[E]()
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("events: %v is not a struct", t)
	}
	c := &EventCodec[E]{zero: zero, fields: map[string]int{}, names: make(Names, len(kinds))}
	kind, ok := t.FieldByName("Kind")
	if !ok || kind.Type.Kind() < reflect.Uint || kind.Type.Kind() > reflect.Uint64 {
		return nil, fmt.Errorf("events: %v has no unsigned Kind field", t)
	}
	to, ok := t.FieldByName("To")
	if !ok || to.Type != reflect.TypeFor[core.Audience]() {
		return nil, fmt.Errorf("events: %v has no To field of type core.Audience", t)
	}
	c.kind, c.to = kind.Index[0], to.Index[0]
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if key, _, _ := strings.Cut(f.Tag.Get("json"), ","); key != "" && key != "-" && f.IsExported() {
			c.fields[key] = i
		}
	}
	for k, ek := range kinds {
		c.names[k] = ek.Name
		ck := codecKind{}
		for _, key := range ek.Keys {
			name, opt := strings.CutSuffix(key, "?")
			i, ok := c.fields[name]
			if !ok {
				return nil, fmt.Errorf("events: kind %q uses key %q, which no field of %v is tagged with", ek.Name, name, t)
			}
			ck.bounds = append(ck.bounds, strictjson.Bounds(t, name))
			ck.keys = append(ck.keys, name)
			ck.fields = append(ck.fields, i)
			ck.optional = append(ck.optional, opt)
		}
		c.kinds = append(c.kinds, ck)
	}
	return c, nil
}

// MustEventCodec is NewEventCodec for a table fixed in a package's
// source: it panics on a table NewEventCodec refuses, when the package
// loads.
func MustEventCodec[E any](zero E, kinds []EventKind) *EventCodec[E] {
	c, err := NewEventCodec(zero, kinds)
	if err != nil {
		panic(err)
	}
	return c
}

// Names is the kinds' names, indexed by kind.
func (c *EventCodec[E]) Names() Names { return c.names }

// EventKeys is each kind's keys as the table declares them, by the kind's
// name: in the order written, "?" ending a key the kind may leave out.
// Given among core/gametest's Options.Mirrors, the codec tells the
// EventJSON law which keys come and go in which kind.
func (c *EventCodec[E]) EventKeys() map[string][]string {
	out := map[string][]string{}
	for k, ck := range c.kinds[1:] {
		keys := make([]string, len(ck.keys))
		for j, key := range ck.keys {
			if keys[j] = key; ck.optional[j] {
				keys[j] += "?"
			}
		}
		out[c.names[k+1]] = keys
	}
	return out
}

// Marshal writes e: its kind, the fields the kind uses, its audience.
func (c *EventCodec[E]) Marshal(e *E) ([]byte, error) {
	v := reflect.ValueOf(e).Elem()
	k := v.Field(c.kind).Uint()
	if k == 0 || k >= uint64(len(c.kinds)) {
		return nil, core.Errorf(core.ErrBadState, "event kind %d does not exist", k)
	}
	z := reflect.ValueOf(&c.zero).Elem()
	b := append([]byte(`{"kind":`), strconv.Quote(c.names[k])...)
	ck := c.kinds[k]
	for j, i := range ck.fields {
		f := v.Field(i)
		if ck.optional[j] && f.Equal(z.Field(i)) {
			continue
		}
		val, err := json.Marshal(f.Interface())
		if err != nil {
			return nil, err
		}
		b = append(b, ',')
		b = strconv.AppendQuote(b, ck.keys[j])
		b = append(b, ':')
		b = append(b, val...)
	}
	to, err := json.Marshal(v.Field(c.to).Interface())
	if err != nil {
		return nil, err
	}
	b = append(b, `,"to":`...)
	b = append(b, to...)
	return append(b, '}'), nil
}

// Unmarshal reads what Marshal writes: "kind", exactly the keys the kind
// uses (an optional one may be absent), "to", each once, in any order; at
// most MaxJSON bytes. Fields the kind does not use take the zero Event's.
// Anything else is an ErrBadState error and leaves e as it was.
//
// It reads the input in place with the bounded decoder positions are read with (strictjson)
// (each field's value by its own max tag, or the defaults), so decoding
// any input allocates what decoding a position does: at most 64 KiB plus
// 8 bytes per input byte, on top of what the field types that decode
// themselves allocate.
func (c *EventCodec[E]) Unmarshal(b []byte, e *E) error {
	if len(b) > core.MaxJSON {
		return core.Errorf(core.ErrBadState, "event JSON: %d bytes, at most %d", len(b), core.MaxJSON)
	}
	var small [16]strictjson.Field
	spans, err := strictjson.Fields(b, small[:0], len(c.fields)+2)
	if err != nil {
		return core.Errorf(core.ErrBadState, "event JSON: %v", err)
	}
	find := func(key string) ([]byte, bool) {
		for _, sp := range spans {
			if string(sp.Key) == key {
				return b[sp.Start:sp.End], true
			}
		}
		return nil, false
	}
	var name []byte
	if ks, ok := find("kind"); ok {
		name, _ = strictjson.Text(ks)
	}
	if len(name) == 0 {
		return core.Errorf(core.ErrBadState, "event JSON: no \"kind\"")
	}
	k, ok := c.names.Lookup(string(name))
	if !ok || k == 0 {
		return core.Errorf(core.ErrBadState, "event JSON: %q is not a kind of event", strictjson.Clip(name))
	}
	kind := c.names[k]
	out := c.zero
	v := reflect.ValueOf(&out).Elem()
	v.Field(c.kind).SetUint(uint64(k))
	if to, ok := find("to"); !ok || strictjson.DecodeValue(to, v.Field(c.to), nil) != nil {
		return core.Errorf(core.ErrBadState, "event JSON: a %s event without its audience (\"to\")", kind)
	}
	ck := c.kinds[k]
	for j, i := range ck.fields {
		sp, ok := find(ck.keys[j])
		if !ok {
			if ck.optional[j] {
				continue
			}
			return core.Errorf(core.ErrBadState, "event JSON: a %s event has a %q", kind, ck.keys[j])
		}
		if err := strictjson.DecodeValue(sp, v.Field(i), ck.bounds[j]); err != nil {
			return core.Errorf(core.ErrBadState, "event JSON: %q: %s", ck.keys[j], reasonOf(err))
		}
	}
	for _, sp := range spans {
		if key := string(sp.Key); key != "kind" && key != "to" && !slices.Contains(ck.keys, key) {
			return core.Errorf(core.ErrBadState, "event JSON: a %s event has no %q", kind, strictjson.Clip(sp.Key))
		}
	}
	*e = out
	return nil
}
