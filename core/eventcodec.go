package core

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
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
	bounds   [][]int // each field's max tag, as DecodeStrict reads it
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
	if !ok || to.Type != reflect.TypeFor[Audience]() {
		return nil, fmt.Errorf("events: %v has no To field of type core.Audience", t)
	}
	c.kind, c.to = kind.Index[0], to.Index[0]
	info := structInfoOf(t)
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
			var bounds []int
			if fi, ok := info.byName[name]; ok {
				bounds = info.fields[fi].max
			}
			ck.bounds = append(ck.bounds, bounds)
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

// Marshal writes e: its kind, the fields the kind uses, its audience.
func (c *EventCodec[E]) Marshal(e *E) ([]byte, error) {
	v := reflect.ValueOf(e).Elem()
	k := v.Field(c.kind).Uint()
	if k == 0 || k >= uint64(len(c.kinds)) {
		return nil, Errorf(ErrBadState, "event kind %d does not exist", k)
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
// It reads the input in place with the bounded decoder DecodeStrict uses
// (each field's value by its own max tag, or the defaults), so decoding
// any input allocates what decoding a position does: at most 64 KiB plus
// 8 bytes per input byte, on top of what the field types that decode
// themselves allocate.
func (c *EventCodec[E]) Unmarshal(b []byte, e *E) error {
	if len(b) > MaxJSON {
		return Errorf(ErrBadState, "event JSON: %d bytes, at most %d", len(b), MaxJSON)
	}
	var small [16]eventSpan
	spans, err := c.spans(b, small[:0])
	if err != nil {
		return err
	}
	find := func(key string) (eventSpan, bool) {
		for _, sp := range spans {
			if string(sp.key) == key {
				return sp, true
			}
		}
		return eventSpan{}, false
	}
	ks, ok := find("kind")
	var name []byte
	if ok {
		d := decoder{b: b[ks.start:ks.end], deep: 1}
		if d.peek() == '"' {
			name, _ = d.text(defaultMaxString)
		}
	}
	if len(name) == 0 {
		return Errorf(ErrBadState, "event JSON: no \"kind\"")
	}
	k, ok := c.names.Lookup(string(name))
	if !ok || k == 0 {
		return Errorf(ErrBadState, "event JSON: %q is not a kind of event", clip(name))
	}
	kind := c.names[k]
	out := c.zero
	v := reflect.ValueOf(&out).Elem()
	v.Field(c.kind).SetUint(uint64(k))
	if to, ok := find("to"); !ok || c.decode(b, to, v.Field(c.to), nil) != nil {
		return Errorf(ErrBadState, "event JSON: a %s event without its audience (\"to\")", kind)
	}
	ck := c.kinds[k]
	for j, i := range ck.fields {
		sp, ok := find(ck.keys[j])
		if !ok {
			if ck.optional[j] {
				continue
			}
			return Errorf(ErrBadState, "event JSON: a %s event has a %q", kind, ck.keys[j])
		}
		if err := c.decode(b, sp, v.Field(i), ck.bounds[j]); err != nil {
			return Errorf(ErrBadState, "event JSON: %q: %s", ck.keys[j], reasonOf(err))
		}
	}
	for _, sp := range spans {
		if key := string(sp.key); key != "kind" && key != "to" && !slices.Contains(ck.keys, key) {
			return Errorf(ErrBadState, "event JSON: a %s event has no %q", kind, clip(sp.key))
		}
	}
	*e = out
	return nil
}

// eventSpan is one key of an event's JSON and where its value lies.
type eventSpan struct {
	key        []byte
	start, end int
}

// spans reads the event object's keys, each once, and where each value
// lies, checking the values' syntax and depth only; at most as many keys
// as an event has.
func (c *EventCodec[E]) spans(b []byte, spans []eventSpan) ([]eventSpan, error) {
	d := decoder{b: b}
	if d.peek() != '{' {
		return nil, Errorf(ErrBadState, "event JSON: an event is an object")
	}
	d.deep++
	d.i++
	if d.peek() == '}' {
		d.i++
	} else {
		for {
			if len(spans) > len(c.fields)+2 {
				return nil, Errorf(ErrBadState, "event JSON: more keys than an event has")
			}
			k, err := d.key()
			if err != nil {
				return nil, Errorf(ErrBadState, "event JSON: %v", err)
			}
			k = d.keyOf(k)
			for _, sp := range spans {
				if string(sp.key) == string(k) {
					return nil, Errorf(ErrBadState, "event JSON: key %q given twice", clip(k))
				}
			}
			d.ws()
			start := d.i
			if err := d.skip(); err != nil {
				return nil, Errorf(ErrBadState, "event JSON: key %q: %v", clip(k), err)
			}
			spans = append(spans, eventSpan{key: k, start: start, end: d.i})
			end, err := d.next()
			if err != nil {
				return nil, Errorf(ErrBadState, "event JSON: %v", err)
			}
			if end {
				break
			}
		}
	}
	if d.peek() != 0 {
		return nil, Errorf(ErrBadState, "event JSON: data after the event")
	}
	return spans, nil
}

// decode reads the value at sp into field v, bounded by its max tag.
func (c *EventCodec[E]) decode(b []byte, sp eventSpan, v reflect.Value, bounds []int) error {
	d := decoder{b: b[sp.start:sp.end], deep: 1}
	return d.value(v, bounds)
}
