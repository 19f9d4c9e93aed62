package ids

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fruit is a test id type with a none (0) and a hidden value (255), real
// ids 1, 2 and 5 (a gap, as Tony & Tino's rackets have).
type fruit uint8

var errTest = errors.New("test kind")

var fruits = New(Spec[fruit]{
	What: "fruit",
	Kind: errTest,
	IDs: []Entry[fruit]{
		{ID: 1, Spelling: "apple", Name: "Apple", Text: "red"},
		{ID: 2, Spelling: "blood-orange", Name: "Blood Orange", Text: "orange", Placeholder: true},
		{ID: 5, Spelling: "cherry", Name: "Cherry", Text: "small"},
	},
	None:   &Entry[fruit]{ID: 0, Name: "no fruit", Text: "nothing"},
	Hidden: &Entry[fruit]{ID: 255, Name: "a hidden fruit", Text: "a fruit the viewer may not see"},
})

// corner is a test id type without none or hidden, signed, more than
// twelve ids, starting below zero.
type corner int8

var corners = func() *Table[corner] {
	var e []Entry[corner]
	for i := -3; i < 20; i++ {
		e = append(e, Entry[corner]{ID: corner(i), Spelling: "c" + string(rune('a'+i+3)), Name: "corner", Text: "a corner"})
	}
	return New(Spec[corner]{What: "corner", IDs: e})
}()

// A real id is its spelling, name and text, written and read back; All
// yields the real ids only, in the table's order.
func TestRealIdsAreSpeltNamedAndRead(t *testing.T) {
	if got := slices.Collect(fruits.All()); !slices.Equal(got, []fruit{1, 2, 5}) || fruits.Len() != 3 {
		t.Fatalf("All: %v", got)
	}
	for x := range fruits.All() {
		b, err := fruits.MarshalText(x)
		var back fruit
		if err != nil || string(b) != fruits.String(x) || fruits.UnmarshalText(&back, b) != nil || back != x {
			t.Errorf("%d: %q %v, back %d", x, b, err, back)
		}
		if p, err := fruits.Parse(fruits.String(x)); err != nil || p != x || !fruits.Valid(x) {
			t.Errorf("Parse(%q): %d %v", fruits.String(x), p, err)
		}
	}
	if fruits.Name(2) != "Blood Orange" || fruits.Text(2) != "orange" || !fruits.Placeholder(2) || fruits.Placeholder(1) {
		t.Error("name, text or placeholder of blood-orange")
	}
	if corners.String(-3) != "ca" || corners.String(19) != "cw" || corners.Expect() != "ca to cw" {
		t.Errorf("a signed table: %q %q %q", corners.String(-3), corners.String(19), corners.Expect())
	}
}

// The none is "none": never written, never read; the hidden value is
// "hidden": written and read back, but not parsed (it is no real id); a
// value the table does not hold has a String and is refused.
func TestNoneAndHiddenAreNamedTheSameEverywhere(t *testing.T) {
	if fruits.String(0) != "none" || fruits.Name(0) != "no fruit" || fruits.Valid(0) {
		t.Errorf("none: %q %q", fruits.String(0), fruits.Name(0))
	}
	if _, err := fruits.MarshalText(0); err == nil || !errors.Is(err, errTest) || !strings.Contains(err.Error(), "leave it out") {
		t.Errorf("MarshalText(none): %v", err)
	}
	x := fruit(1)
	if err := fruits.UnmarshalText(&x, []byte("none")); err == nil || x != 1 {
		t.Errorf("UnmarshalText(\"none\"): %v, %d", err, x)
	}
	if p, err := fruits.Parse("none"); err == nil || p != 0 {
		t.Errorf("Parse(\"none\"): %d %v", p, err)
	}
	if b, err := fruits.MarshalText(255); err != nil || string(b) != "hidden" || fruits.String(255) != "hidden" || fruits.Valid(255) {
		t.Errorf("MarshalText(hidden): %q %v", b, err)
	}
	if err := fruits.UnmarshalText(&x, []byte("hidden")); err != nil || x != 255 {
		t.Errorf("UnmarshalText(\"hidden\"): %v %d", err, x)
	}
	if _, err := fruits.Parse("hidden"); err == nil {
		t.Error("Parse reads \"hidden\"")
	}
	for _, v := range []fruit{3, 4, 6, 254} {
		if fruits.String(v) != "fruit("+strconv.Itoa(int(v))+")" || fruits.Valid(v) {
			t.Errorf("String(%d) = %q", v, fruits.String(v))
		}
		if _, err := fruits.MarshalText(v); err == nil || !strings.Contains(err.Error(), "does not exist") {
			t.Errorf("MarshalText(%d): %v", v, err)
		}
	}
}

// A refusal to read says what was read and what is read, and wraps the
// table's kind.
func TestRefusalsSayWhatIsRead(t *testing.T) {
	_, err := fruits.Parse("Apple")
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, errTest) || err.Error() != `"Apple" is not a fruit (apple, blood-orange, cherry)` {
		t.Errorf("Parse(\"Apple\"): %v", err)
	}
	var c corner
	if err := corners.UnmarshalText(&c, []byte("zz")); err == nil || err.Error() != `"zz" is not a corner (ca to cw)` || errors.Unwrap(err) != nil {
		t.Errorf("UnmarshalText(\"zz\"): %v", err)
	}
}

// New refuses a table no game could mean.
func TestNewRefusesABrokenTable(t *testing.T) {
	for name, spec := range map[string]Spec[fruit]{
		"no what":          {IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}}},
		"no ids":           {What: "fruit"},
		"a value twice":    {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}, {ID: 1, Spelling: "b"}}},
		"a spelling twice": {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}, {ID: 2, Spelling: "a"}}},
		"an empty one":     {What: "fruit", IDs: []Entry[fruit]{{ID: 1}}},
		"a real none":      {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "none"}}},
		"a real hidden":    {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "hidden"}}},
		"a spelt none":     {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}}, None: &Entry[fruit]{ID: 0, Spelling: "nil"}},
		"a none on an id":  {What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}}, None: &Entry[fruit]{ID: 1}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: New accepted it", name)
				}
			}()
			New(spec)
		}()
	}
	none := &Entry[fruit]{ID: 0}
	New(Spec[fruit]{What: "fruit", IDs: []Entry[fruit]{{ID: 1, Spelling: "a"}}, None: none})
	if none.Spelling != "" {
		t.Error("New wrote into the caller's Spec")
	}
}

// Parse and MarshalText round-trip: what Parse reads, MarshalText writes
// back the same; what UnmarshalText reads is a real id or the hidden
// value; every value has a String, and MarshalText writes exactly the
// real ids and the hidden value, which UnmarshalText reads back.
func FuzzTable(f *testing.F) {
	for _, s := range []string{"apple", "cherry", "none", "hidden", "", "Apple", "blood-orange "} {
		f.Add(s, uint8(len(s)))
	}
	f.Add("x", uint8(255))
	f.Fuzz(func(t *testing.T, s string, v uint8) {
		x, err := fruits.Parse(s)
		if err == nil {
			if b, err := fruits.MarshalText(x); err != nil || string(b) != s || !fruits.Valid(x) {
				t.Fatalf("Parse(%q) = %d, which writes %q %v", s, x, b, err)
			}
		} else if x != 0 || !errors.Is(err, errTest) {
			t.Fatalf("Parse(%q) refused with %d, %v", s, x, err)
		}
		var y fruit
		if err := fruits.UnmarshalText(&y, []byte(s)); (err == nil) != (fruits.Valid(y) && s == fruits.String(y) || s == "hidden") {
			t.Fatalf("UnmarshalText(%q): %d %v", s, y, err)
		}
		w := fruit(v)
		if fruits.String(w) == "" || fruits.Name(w) == "" || fruits.Text(w) == "" {
			t.Fatalf("%d has no String, Name or Text", w)
		}
		b, err := fruits.MarshalText(w)
		if (err == nil) != (fruits.Valid(w) || w == 255) {
			t.Fatalf("MarshalText(%d): %q %v", w, b, err)
		}
		if err == nil {
			var back fruit
			if err := fruits.UnmarshalText(&back, b); err != nil || back != w {
				t.Fatalf("%d writes %q, which reads %d %v", w, b, back, err)
			}
		}
	})
}
