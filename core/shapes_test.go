package core

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// tid is an id type of the tests, written as the table N gives: how a
// game's id type reads and writes itself (a Names table, MarshalText,
// UnmarshalText), without a game.
type tid[N tnames] uint8

// tnames gives a tid's table: tnames' only method returns it.
type tnames interface{ table() Names }

// MarshalText writes the id's spelling; an id past the table is an error.
func (x tid[N]) MarshalText() ([]byte, error) {
	var n N
	t := n.table()
	if int(x) >= len(t) || t[x] == "" {
		return nil, fmt.Errorf("id %d does not exist", int(x))
	}
	return []byte(t[x]), nil
}

// UnmarshalText reads one spelling of the table, exactly.
func (x *tid[N]) UnmarshalText(b []byte) error {
	var n N
	i, ok := n.table().Lookup(string(b))
	if !ok || string(b) == "" {
		return fmt.Errorf("%q is not a known id", b)
	}
	*x = tid[N](i)
	return nil
}

// numbered is the table prefix+1 .. prefix+n (or prefix01.. when pad).
func numbered(prefix string, from, n int, pad bool) Names {
	out := make(Names, 0, n)
	for i := from; i < from+n; i++ {
		if pad {
			out = append(out, fmt.Sprintf("%s%02d", prefix, i))
		} else {
			out = append(out, fmt.Sprintf("%s%d", prefix, i))
		}
	}
	return out
}

type shapeCardNames struct{}

func (shapeCardNames) table() Names {
	return Names{"hidden", "wiretap", "mole-in-prefecture", "bomb-at-airport"}
}

type shapeDeckNames struct{}

func (shapeDeckNames) table() Names { return Names{"roma", "usa", "sisde"} }

type (
	shapeCard = tid[shapeCardNames]
	shapeDeck = tid[shapeDeckNames]
)

func TestOrHiddenWritesTheIdOrItsOrigin(t *testing.T) {
	for _, tc := range []struct {
		v    OrHidden[shapeCard, shapeDeck]
		json string
	}{
		{OrHidden[shapeCard, shapeDeck]{Value: 1}, `"wiretap"`},
		{OrHidden[shapeCard, shapeDeck]{Origin: 1, Hidden: true}, `{"hidden":"usa"}`},
	} {
		b, err := json.Marshal(tc.v)
		if err != nil || string(b) != tc.json {
			t.Fatalf("Marshal(%+v) = %s, %v; want %s", tc.v, b, err, tc.json)
		}
		var back OrHidden[shapeCard, shapeDeck]
		if err := strictjson.Decode([]byte(tc.json), &back); err != nil || back != tc.v {
			t.Fatalf("decode %s = %+v, %v; want %+v", tc.json, back, err, tc.v)
		}
	}
	if _, err := json.Marshal(OrHidden[shapeCard, shapeDeck]{Value: 0}); err == nil {
		t.Fatal("a bare \"hidden\" was written where the origin is public")
	}
}

func TestOrHiddenRefusesAnyOtherShape(t *testing.T) {
	for _, in := range []string{
		`"hidden"`, `null`, `""`, `"spy"`, `3`, `[]`, `{}`,
		`{"hidden": 3}`, `{"hidden": "mars"}`, `{"hidden": "roma", "n": 1}`,
		`{"origin": "roma"}`, `{"hidden": {"roma": 1}}`, `"wiretap" 1`,
	} {
		var h OrHidden[shapeCard, shapeDeck]
		if err := h.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("%s decoded as %+v", in, h)
		}
	}
}

func TestHiddenCountsWritesHiddenByOriginFirst(t *testing.T) {
	var c HiddenCounts[shapeCard, shapeDeck]
	c.Shown.Add(1, 2)
	c.Hidden.Add(0, 1)
	c.Hidden.Add(1, 2)
	for _, tc := range []struct {
		v    HiddenCounts[shapeCard, shapeDeck]
		json string
	}{
		{c, `{"hidden":{"roma":1,"usa":2},"wiretap":2}`},
		{HiddenCounts[shapeCard, shapeDeck]{Shown: c.Shown}, `{"wiretap":2}`},
		{HiddenCounts[shapeCard, shapeDeck]{Hidden: c.Hidden}, `{"hidden":{"roma":1,"usa":2}}`},
		{HiddenCounts[shapeCard, shapeDeck]{}, `{}`},
	} {
		b, err := json.Marshal(tc.v)
		if err != nil || string(b) != tc.json {
			t.Fatalf("Marshal = %s, %v; want %s", b, err, tc.json)
		}
		var back HiddenCounts[shapeCard, shapeDeck]
		if err := strictjson.Decode([]byte(tc.json), &back); err != nil || back != tc.v {
			t.Fatalf("decode %s = %+v, %v", tc.json, back, err)
		}
		if back.Total() != tc.v.Shown.Total()+tc.v.Hidden.Total() {
			t.Fatalf("Total %d", back.Total())
		}
	}
	var spaced HiddenCounts[shapeCard, shapeDeck]
	if err := strictjson.Decode([]byte(`{ "wiretap" : 2 , "hidden" : { "usa" : 2 , "roma" : 1 } }`), &spaced); err != nil || spaced != c {
		t.Fatalf("spaced input = %+v, %v", spaced, err)
	}
}

func TestHiddenCountsRefusesAnyOtherShape(t *testing.T) {
	many := `{` + strings.Repeat(`"wiretap":1,`, CountsCap+1) + `"hidden":{}}`
	for _, in := range []string{
		`null`, `[]`, `"hidden"`, `{"hidden": 3}`, `{"hidden": "roma"}`,
		`{"hidden": {"mars": 1}}`, `{"hidden": {}, "hidden": {}}`,
		`{"wiretap": 1, "wiretap": 1}`, `{"wiretap": -1}`, `{"wiretap": 256}`,
		`{"wiretap": 1.5}`, `{"spy": 1}`, `{"wiretap": "1"}`, many, `{} {}`,
	} {
		var c HiddenCounts[shapeCard, shapeDeck]
		if err := c.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("%.60s decoded as %+v", in, c)
		}
	}
}

// A fixed-length array is a slice of pointers, empty slots null: the
// round trip keeps the nulls, and max bounds the length.
func TestFixedSlotsKeepTheirNulls(t *testing.T) {
	type row struct {
		Display []*shapeCard `json:"display" max:"3"`
	}
	in := `{"display":[null,"wiretap",null]}`
	var r row
	if err := strictjson.Decode([]byte(in), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Display) != 3 || r.Display[0] != nil || r.Display[1] == nil || *r.Display[1] != 1 {
		t.Fatalf("decoded %v", r.Display)
	}
	if b, _ := json.Marshal(r); string(b) != in {
		t.Fatalf("round trip %s, want %s", b, in)
	}
}

// Why a fixed-length array is not a Go array: DecodeStrict fills a short
// JSON array's missing slots with empty ones, so a position with a slot
// left out would decode. When the decoder refuses it, a Go array may do.
func TestGoArrayTakesAShortArray(t *testing.T) {
	var r struct {
		Display [3]*shapeCard `json:"display"`
	}
	if err := strictjson.Decode([]byte(`{"display":["wiretap"]}`), &r); err != nil {
		t.Skipf("DecodeStrict now refuses a short array (%v): a Go array is a fixed-length array", err)
	}
	if r.Display[1] != nil || r.Display[2] != nil {
		t.Fatalf("decoded %v", r.Display)
	}
}

func TestByIDWritesInIDOrderAndReadsStrictly(t *testing.T) {
	type entry struct {
		N int `json:"n"`
	}
	m := ByID[shapeCard, entry]{3: {1}, 1: {2}}
	b, err := json.Marshal(m)
	if err != nil || string(b) != `{"wiretap":{"n":2},"bomb-at-airport":{"n":1}}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var back ByID[shapeCard, entry]
	if err := strictjson.Decode([]byte(`{"bomb-at-airport": {"n": 1}, "wiretap": {"n": 2}}`), &back); err != nil || len(back) != 2 || back[1].N != 2 {
		t.Fatalf("decode = %v, %v", back, err)
	}
	many := `{` + strings.Repeat(`"x":1,`, 256) + `"x":1}`
	for _, in := range []string{
		`null`, `[]`, `{"spy": {"n": 1}}`, `{"wiretap": {"n": 1}, "wiretap": {"n": 1}}`,
		`{"wiretap": {"N": 1}}`, `{"wiretap": {"n": 1, "m": 2}}`, `{"wiretap": 1}`, many, `{} {}`,
	} {
		var m ByID[shapeCard, entry]
		if err := m.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("%.60s decoded as %v", in, m)
		}
	}
}
