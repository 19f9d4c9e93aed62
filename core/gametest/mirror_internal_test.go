package gametest

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// colour is an id type: an integer whose pointer reads its spellings.
type colour uint8

func (c *colour) UnmarshalText(b []byte) error {
	i := slices.Index([]string{"red", "blue"}, string(b))
	if i < 0 {
		return errors.New("no colour")
	}
	*c = colour(i)
	return nil
}

// row is a notation: a string type that reads itself.
type row string

func (r *row) UnmarshalText(b []byte) error {
	if !strings.HasPrefix(string(b), "row ") {
		return errors.New("not a row")
	}
	*r = row(b)
	return nil
}

// cells is a notation too: an array type that reads itself, so its key
// holds one string, not an array of ids (as core.DecodeStrict reads it).
type cells [2]colour

func (c *cells) UnmarshalText(b []byte) error {
	a, z, ok := strings.Cut(string(b), " ")
	if !ok {
		return errors.New("not two cells")
	}
	var out cells
	if out[0].UnmarshalText([]byte(a)) != nil || out[1].UnmarshalText([]byte(z)) != nil {
		return errors.New("not two colours")
	}
	*c = out
	return nil
}

type mirrorPlayer struct {
	Seat    *core.Player        `json:"seat"`
	Colours []colour            `json:"colours,omitempty"`
	Nick    string              `json:"nick" vocab:"text"`
	Counts  core.Counts[colour] `json:"counts"`
}

type mirrorPosition struct {
	Board   []row                 `json:"board"`
	Rows    []string              `json:"rows" vocab:"notation"`
	Pairs   []cells               `json:"pairs"`
	Players []mirrorPlayer        `json:"players"`
	ByName  map[string]*colour    `json:"by_name"`
	Plain   string                `json:"plain"`
	Nested  struct{ Deep colour } `json:"nested"`
}

type mirrorEvent struct {
	To     core.Audience
	Kind   colour
	Player core.Player `json:"player"`
	Count  int         `json:"count,omitempty"`
}

func (mirrorEvent) String() string          { return "an event" }
func (mirrorEvent) Audience() core.Audience { return core.Everyone }

// The mirrors' fields declare what each key holds: an id type, a
// notation, free text; an Event type's Kind is "kind", and its omitempty
// fields may be absent.
func TestMirrorsDeclareWhatEachKeyHolds(t *testing.T) {
	d := declare([]any{mirrorPosition{}, &mirrorEvent{}})
	kinds := map[string]string{}
	for k, kd := range d.keys {
		switch {
		case kd.text:
			kinds[k] = "text"
		case len(kd.notation) > 0:
			kinds[k] = "notation " + typeNames(kd.notation)
		default:
			kinds[k] = "id " + typeNames(kd.ids)
		}
	}
	want := map[string]string{
		"board":   "notation gametest.row",
		"rows":    "text",
		"pairs":   "notation gametest.cells",
		"seat":    "id core.Player",
		"colours": "id gametest.colour",
		"nick":    "text",
		"by_name": "id gametest.colour",
		"kind":    "id gametest.colour",
		"player":  "id core.Player",
	}
	if !maps.Equal(kinds, want) {
		t.Errorf("declared %v, want %v", kinds, want)
	}
	if !slices.Equal(d.optional, []string{"count"}) {
		t.Errorf("optional event keys %v, want [count]", d.optional)
	}
	v := vocab{decl: d}
	for _, c := range []struct {
		key, value, want string // want "" is no error
	}{
		{"colours", "red", ""},
		{"colours", "green", "not a spelling of gametest.colour"},
		{"colours", "hidden", ""},
		{"board", "row 1 2 3", ""},
		{"board", "rows 1", "gametest.row does not read"},
		{"rows", "C4 T1 -", ""},
		{"pairs", "red blue", ""},
		{"pairs", "red green", "gametest.cells does not read"},
		{"nick", "Tony the Fish", ""},
		{"nick", "none", "absent is absent"},
		{"plain", "any-id", ""},
		{"plain", "Not An Id", "an id is kebab-case"},
		{"seat", "P1", ""},
		{"seat", "P", "not a spelling of core.Player"},
	} {
		err := v.str("$.x", c.key, c.value)
		if (err == nil) != (c.want == "") || err != nil && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: %v, want %q", c.key, c.value, err, c.want)
		}
	}
}
