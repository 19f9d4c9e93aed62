package codec

import (
	"errors"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

type testKind uint8

type testNotationMove struct {
	By   core.Player
	Kind testKind
	Card testCard
	Seat core.Player
}

func (c testCard) String() string {
	b, err := c.MarshalText()
	if err != nil {
		return "?"
	}
	return string(b)
}

var testNotation = MustNotation[testNotationMove](3, "P0 play ace", []Verb{
	{},
	{Word: "pass"},
	{Word: "play", Fields: []string{"Card"}},
	{Word: "give", Fields: []string{"Card", "Seat"}},
})

func TestNotationReadsWhatItWrites(t *testing.T) {
	for _, m := range []testNotationMove{
		{By: 1, Kind: 1},
		{By: 2, Kind: 2, Card: cardB},
		{By: 0, Kind: 3, Card: cardA, Seat: 2},
	} {
		text := testNotation.String(m)
		back, err := testNotation.Parse(text)
		if err != nil || back != m {
			t.Errorf("%q reads back as %+v, %v", text, back, err)
		}
	}
	if got := testNotation.String(testNotationMove{By: 1, Kind: 3, Card: cardB, Seat: 0}); got != "P1 give bee P0" {
		t.Errorf("String = %q", got)
	}
}

func TestNotationRefusesEveryOtherSpelling(t *testing.T) {
	for text, want := range map[string]string{
		"":                  "want a seat and a verb",
		"P0":                "want a seat and a verb",
		" P0 play ace":      "one space between two words",
		"P0 play ace ":      "one space between two words",
		"P0  play ace":      "one space between two words",
		"P0\tplay ace":      "one space between two words",
		"P0 play ace\n":     "one space between two words",
		"p0 play ace":       "the seat must be P0 to P2",
		"P3 play ace":       "the seat must be P0 to P2",
		"P0 Play ace":       `"Play" is not a move (pass, play, give)`,
		"P0 play Ace":       `"Ace" is not a card`,
		"P0 play":           `"play" takes 3 words, not 2`,
		"P0 give ace P1 P2": `"give" takes 4 words, not 5`,
	} {
		_, err := testNotation.Parse(text)
		if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want ErrBadNotation saying %q", text, err, want)
		}
	}
}

type codecEvent struct {
	To     core.Audience
	Kind   testKind
	Player core.Player `json:"player"`
	Card   testCard    `json:"card"`
	Count  int         `json:"count"`
}

var testEvents = MustEventCodec(codecEvent{Player: core.NoPlayer}, []EventKind{
	{},
	{Name: "card-drawn", Keys: []string{"player", "card"}},
	{Name: "game-over", Keys: []string{"player?"}},
	{Name: "tokens-shuffled", Keys: []string{"count"}},
})

func TestEventCodecWritesOnlyTheKindsFields(t *testing.T) {
	for e, want := range map[codecEvent]string{
		{Kind: 1, Player: 1, Card: cardB, To: core.Only(1)}:            `{"kind":"card-drawn","player":"P1","card":"bee","to":"P1"}`,
		{Kind: 2, Player: core.NoPlayer, To: core.Everyone}:            `{"kind":"game-over","to":"everyone"}`,
		{Kind: 2, Player: 0, To: core.Everyone}:                        `{"kind":"game-over","player":"P0","to":"everyone"}`,
		{Kind: 3, Player: core.NoPlayer, Count: 4, To: core.AllBut(0)}: `{"kind":"tokens-shuffled","count":4,"to":"all but P0"}`,
	} {
		b, err := testEvents.Marshal(&e)
		if err != nil || string(b) != want {
			t.Errorf("%+v: %s %v, want %s", e, b, err, want)
			continue
		}
		var back codecEvent
		if err := testEvents.Unmarshal(b, &back); err != nil || back != e {
			t.Errorf("%s reads back as %+v, %v", b, back, err)
		}
	}
}

func TestEventCodecRefusesOtherShapes(t *testing.T) {
	for _, bad := range []string{
		`{"kind":"card-drawn","player":"P1","to":"P1"}`,
		`{"kind":"card-drawn","player":"P1","card":"bee","count":1,"to":"P1"}`,
		`{"kind":"card-drawn","player":"P1","card":"bee","card":"ace","to":"P1"}`,
		`{"kind":"card-drawn","player":"P1","card":"bee"}`,
		`{"kind":"card-seen","to":"P1"}`,
		`{"player":"P1","to":"P1"}`,
		`[]`,
		`{"kind":"game-over","to":"everyone"} {}`,
	} {
		keep := codecEvent{Count: 9}
		if err := testEvents.Unmarshal([]byte(bad), &keep); !errors.Is(err, core.ErrBadState) || keep != (codecEvent{Count: 9}) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// formMove is a move of a notation written in forms: "move" with an
// optional "by air", "give" whose target depends on the card, and two
// kinds that share the word "keep".
type formMove struct {
	By   core.Player
	Kind int8
	Card testCard
	Seat core.Player
	Air  bool
}

var formNotation = MustNotationForms[formMove](3, "P0 keep", append([]Form[formMove]{
	{Kind: 1, Verb: Verb{Word: "keep"}},
	{Kind: 2, Verb: Verb{Word: "keep", Fields: []string{"Card"}}},
	{Kind: 3, Verb: Verb{Word: "move", Fields: []string{"Card", "to", "Seat", "by", "air"}}, If: func(m formMove) bool { return m.Air }, Set: func(m *formMove) { m.Air = true }},
	{Kind: 3, Verb: Verb{Word: "move", Fields: []string{"Card", "to", "Seat"}}},
	{Kind: 4, Verb: Verb{Word: "give", Fields: []string{"Card", "Seat"}}, If: func(m formMove) bool { return m.Card == cardB }},
	{Kind: 4, Verb: Verb{Word: "give", Fields: []string{"Card"}}},
	{Kind: 5, Verb: Verb{Word: "give", Fields: []string{"first-player", "Seat"}}},
}, countForms()...))

// countForms writes a number a Move holds as a plain integer as one
// literal form per value ("wait 0" .. "wait 9"), and "?" out of range.
func countForms() []Form[formMove] {
	var out []Form[formMove]
	for i := range 10 {
		out = append(out, Form[formMove]{Kind: 6, Verb: Verb{Word: "wait", Fields: []string{strconv.Itoa(i)}},
			If: func(m formMove) bool { return int(m.Seat) == i }, Set: func(m *formMove) { m.Seat = core.Player(i) }})
	}
	return append(out, Form[formMove]{Kind: 6, Verb: Verb{Word: "wait", Fields: []string{"?"}}})
}

func TestNotationFormsReadWhatTheyWrite(t *testing.T) {
	for m, want := range map[formMove]string{
		{By: 0, Kind: 1}:                                  "P0 keep",
		{By: 1, Kind: 2, Card: cardA}:                     "P1 keep ace",
		{By: 2, Kind: 3, Card: cardB, Seat: 1, Air: true}: "P2 move bee to P1 by air",
		{By: 2, Kind: 3, Card: cardB, Seat: 1}:            "P2 move bee to P1",
		{By: 0, Kind: 4, Card: cardB, Seat: 2}:            "P0 give bee P2",
		{By: 0, Kind: 4, Card: cardA}:                     "P0 give ace",
		{By: 1, Kind: 5, Seat: 0}:                         "P1 give first-player P0",
	} {
		if got := formNotation.String(m); got != want {
			t.Errorf("%+v writes %q, want %q", m, got, want)
		}
		back, err := formNotation.Parse(want)
		if err != nil || back != m {
			t.Errorf("%q reads back as %+v, %v", want, back, err)
		}
	}
}

func TestNotationFormsRefuseEveryOtherSpelling(t *testing.T) {
	for text, want := range map[string]string{
		"P0 keep ace bee":          `"keep" takes 2 or 3 words, not 4`,
		"P0 move ace from P1":      `"move" is written "move … to …"`,
		"P0 move ace to P1 by":     `"move" takes 5 or 7 words, not 6`,
		"P0 give ace P1":           `the notation writes this move "P0 give ace"`,
		"P0 give bee":              `the notation writes this move "P0 give bee P0"`,
		"P0 give first-player ace": `ace`,
		"P0 give eel":              `"eel" is not a card`,
		"P0 take ace":              `"take" is not a move (keep, move, give, wait)`,
		"P0 wait 12":               `"wait" takes 0, 1, 2, … or 9 where "12" is`,
		"P0 wait":                  `"wait" takes 3 words, not 2`,
	} {
		_, err := formNotation.Parse(text)
		if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want ErrBadNotation saying %q", text, err, want)
		}
	}
}

func TestNotationFormsTableIsChecked(t *testing.T) {
	always := func(formMove) bool { return true }
	for name, forms := range map[string][]Form[formMove]{
		"kind 0":               {{Kind: 0, Verb: Verb{Word: "keep"}}},
		"gap":                  {{Kind: 2, Verb: Verb{Word: "keep"}}},
		"capital word":         {{Kind: 1, Verb: Verb{Word: "Keep"}}},
		"unknown field":        {{Kind: 1, Verb: Verb{Word: "keep", Fields: []string{"Colour"}}}},
		"last form has an If":  {{Kind: 1, Verb: Verb{Word: "keep"}, If: always}},
		"form after catch-all": {{Kind: 1, Verb: Verb{Word: "keep"}}, {Kind: 1, Verb: Verb{Word: "hold"}}},
		"field without String": {{Kind: 1, Verb: Verb{Word: "keep", Fields: []string{"Air"}}}},
	} {
		if _, err := NewNotationForms(3, "P0 keep", forms); err == nil {
			t.Errorf("%s: the table is accepted", name)
		}
	}
}

// A place that takes up to six words lists them all; more are cut to the
// first three and the last, and "?" (a value with no spelling) is never
// offered.
func TestOneOfListsWhatAPlaceTakes(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  string
	}{
		{[]string{"yes", "no"}, "yes or no"},
		{[]string{"to", "?"}, `"to"`},
		{[]string{"1", "2", "3", "4", "5", "6"}, "1, 2, 3, 4, 5 or 6"},
		{[]string{"1", "2", "3", "4", "5", "6", "7"}, "1, 2, 3, … or 7"},
	} {
		if got := oneOf(c.words); got != c.want {
			t.Errorf("oneOf(%q) = %q, want %q", c.words, got, c.want)
		}
	}
}

// An event's JSON is read in place: white space between the tokens is
// JSON's, and a value of a megabyte (a string, an array, a key no kind
// has) is refused having allocated no more than the position decoders'
// budget (64 KiB plus 8 bytes a byte; in fact a few hundred bytes).
func TestEventCodecReadsInPlace(t *testing.T) {
	var e codecEvent
	if err := testEvents.Unmarshal([]byte(" { \"kind\" : \"game-over\" ,\n\"to\":\"everyone\" } "), &e); err != nil || e.Kind != 2 || e.Player != core.NoPlayer {
		t.Fatalf("white space: %+v %v", e, err)
	}
	big := strings.Repeat("ab ", 1<<18)
	for _, in := range []string{
		`{"kind":"card-drawn","player":"P1","card":"` + big + `","to":"P1"}`,
		`{"kind":"card-drawn","player":"P1","card":"bee","to":"P1","` + big + `":1}`,
		`{"kind":"` + big + `","to":"P1"}`,
		`{"kind":"tokens-shuffled","count":[` + strings.Repeat("0,", 1<<18) + `0],"to":"P1"}`,
		`{"kind":"game-over","to":"everyone","x":` + strings.Repeat("[", 1<<10) + strings.Repeat("]", 1<<10) + `}`,
	} {
		b := []byte(in)
		// The least of a few reads: TotalAlloc counts the whole process,
		// so one read may include what the runtime or another goroutine
		// allocated meanwhile.
		alloc := uint64(math.MaxUint64)
		for range 5 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := testEvents.Unmarshal(b, &e)
			runtime.ReadMemStats(&after)
			if !errors.Is(err, core.ErrBadState) || len(err.Error()) > 300 {
				t.Errorf("%.40s…: %.300v", in, err)
			}
			alloc = min(alloc, after.TotalAlloc-before.TotalAlloc)
		}
		if alloc > 64<<10+8*uint64(len(in)) || alloc > 4<<10 {
			t.Errorf("%.40s…: %d bytes allocated for %d bytes of input", in, alloc, len(in))
		}
	}
}

// A text longer than any move of the notation can be written is refused
// before it is read, allocating no more for a megabyte than for a few
// bytes; the bound is the longest form with the longest text of each
// field's type ("P2 give hidden P127": every value of a card and a seat
// tried), so every move String writes is read.
func TestNotationRefusesATextLongerThanAnyMove(t *testing.T) {
	if got := testNotation.longestMove(); got != len("P2 give hidden P127") {
		t.Fatalf("the longest move: %d bytes, want %d", got, len("P2 give hidden P127"))
	}
	for _, text := range []string{"P2 give hidden P127", "P2 give bee P1"} {
		if _, err := testNotation.Parse(text); err != nil && strings.Contains(err.Error(), "at most") {
			t.Errorf("%q: %v", text, err)
		}
	}
	if _, err := testNotation.Parse("P2 give hidden P1270"); !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), "a move is written in at most 19 bytes, and this text has 20") {
		t.Errorf("one byte too many: %v", err)
	}
	for _, text := range []string{"P0 play " + strings.Repeat("a", 1<<20), "P0 " + strings.Repeat("a ", 1<<19) + "a"} {
		var err error
		// The least of five reads, the first not counted (what a first
		// error sets up): TotalAlloc counts the whole process, so one read
		// may include what the runtime or another goroutine allocated
		// meanwhile (CI saw 960 bytes once).
		alloc := uint64(math.MaxUint64)
		for i := range 6 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err = testNotation.Parse(text)
			runtime.ReadMemStats(&after)
			if i > 0 {
				alloc = min(alloc, after.TotalAlloc-before.TotalAlloc)
			}
		}
		if alloc > 512 || !errors.Is(err, core.ErrBadNotation) || len(err.Error()) > 200 {
			t.Errorf("a text of %d bytes: %d bytes allocated, %.200v", len(text), alloc, err)
		}
	}
}
