package shape_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/internal/shape"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// names is an id type's table in the tests: names[i] spells id i.
type names []string

// tid is an id type of the tests, written as the table N gives: how a
// game's id type reads and writes itself (a table of names, MarshalText,
// UnmarshalText), without a game.
type tid[N tnames] uint8

// tnames gives a tid's table: tnames' only method returns it.
type tnames interface{ table() names }

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
	i := slices.Index(n.table(), string(b))
	if i < 0 || string(b) == "" {
		return fmt.Errorf("%q is not a known id", b)
	}
	*x = tid[N](i)
	return nil
}

// numbered is the table prefix+1 .. prefix+n (or prefix01.. when pad).
func numbered(prefix string, from, n int, pad bool) names {
	out := make(names, 0, n)
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

func (shapeCardNames) table() names {
	return names{"hidden", "wiretap", "mole-in-prefecture", "bomb-at-airport"}
}

type shapeDeckNames struct{}

func (shapeDeckNames) table() names { return names{"roma", "usa", "sisde"} }

type (
	shapeCard = tid[shapeCardNames]
	shapeDeck = tid[shapeDeckNames]
)

func TestOrHiddenWritesTheIdOrItsOrigin(t *testing.T) {
	for _, tc := range []struct {
		v    shape.OrHidden[shapeCard, shapeDeck]
		json string
	}{
		{shape.OrHidden[shapeCard, shapeDeck]{Value: 1}, `"wiretap"`},
		{shape.OrHidden[shapeCard, shapeDeck]{Origin: 1, Hidden: true}, `{"hidden":"usa"}`},
	} {
		b, err := json.Marshal(tc.v)
		if err != nil || string(b) != tc.json {
			t.Fatalf("Marshal(%+v) = %s, %v; want %s", tc.v, b, err, tc.json)
		}
		var back shape.OrHidden[shapeCard, shapeDeck]
		if err := strictjson.Decode([]byte(tc.json), &back); err != nil || back != tc.v {
			t.Fatalf("decode %s = %+v, %v; want %+v", tc.json, back, err, tc.v)
		}
	}
	if _, err := json.Marshal(shape.OrHidden[shapeCard, shapeDeck]{Value: 0}); err == nil {
		t.Fatal("a bare \"hidden\" was written where the origin is public")
	}
}

func TestOrHiddenRefusesAnyOtherShape(t *testing.T) {
	for _, in := range []string{
		`"hidden"`, `null`, `""`, `"spy"`, `3`, `[]`, `{}`,
		`{"hidden": 3}`, `{"hidden": "mars"}`, `{"hidden": "roma", "n": 1}`,
		`{"origin": "roma"}`, `{"hidden": {"roma": 1}}`, `"wiretap" 1`,
	} {
		var h shape.OrHidden[shapeCard, shapeDeck]
		if err := h.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("%s decoded as %+v", in, h)
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

// Why a fixed-length array is not a Go array: strictjson.Decode fills a short
// JSON array's missing slots with empty ones, so a position with a slot
// left out would decode. When the decoder refuses it, a Go array may do.
func TestGoArrayTakesAShortArray(t *testing.T) {
	var r struct {
		Display [3]*shapeCard `json:"display"`
	}
	if err := strictjson.Decode([]byte(`{"display":["wiretap"]}`), &r); err != nil {
		t.Skipf("strictjson.Decode now refuses a short array (%v): a Go array is a fixed-length array", err)
	}
	if r.Display[1] != nil || r.Display[2] != nil {
		t.Fatalf("decoded %v", r.Display)
	}
}

func TestByIDWritesInIDOrderAndReadsStrictly(t *testing.T) {
	type entry struct {
		N int `json:"n"`
	}
	m := shape.ByID[shapeCard, entry]{3: {1}, 1: {2}}
	b, err := json.Marshal(m)
	if err != nil || string(b) != `{"wiretap":{"n":2},"bomb-at-airport":{"n":1}}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var back shape.ByID[shapeCard, entry]
	if err := strictjson.Decode([]byte(`{"bomb-at-airport": {"n": 1}, "wiretap": {"n": 2}}`), &back); err != nil || len(back) != 2 || back[1].N != 2 {
		t.Fatalf("decode = %v, %v", back, err)
	}
	many := `{` + strings.Repeat(`"x":1,`, 256) + `"x":1}`
	for _, in := range []string{
		`null`, `[]`, `{"spy": {"n": 1}}`, `{"wiretap": {"n": 1}, "wiretap": {"n": 1}}`,
		`{"wiretap": {"N": 1}}`, `{"wiretap": {"n": 1, "m": 2}}`, `{"wiretap": 1}`, many, `{} {}`,
	} {
		var m shape.ByID[shapeCard, entry]
		if err := m.UnmarshalJSON([]byte(in)); err == nil {
			t.Errorf("%.60s decoded as %v", in, m)
		}
	}
}
