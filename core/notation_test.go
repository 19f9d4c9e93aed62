package core

import (
	"errors"
	"strings"
	"testing"
)

type testKind uint8

type testNotationMove struct {
	By   Player
	Kind testKind
	Card testCard
	Seat Player
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
		if !errors.Is(err, ErrBadNotation) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want ErrBadNotation saying %q", text, err, want)
		}
	}
}

type codecEvent struct {
	To     Audience
	Kind   testKind
	Player Player   `json:"player"`
	Card   testCard `json:"card"`
	Count  int      `json:"count"`
}

var testEvents = MustEventCodec(codecEvent{Player: NoPlayer}, []EventKind{
	{},
	{Name: "card-drawn", Keys: []string{"player", "card"}},
	{Name: "game-over", Keys: []string{"player?"}},
	{Name: "tokens-shuffled", Keys: []string{"count"}},
})

func TestEventCodecWritesOnlyTheKindsFields(t *testing.T) {
	for e, want := range map[codecEvent]string{
		{Kind: 1, Player: 1, Card: cardB, To: Only(1)}:       `{"kind":"card-drawn","player":"P1","card":"bee","to":"P1"}`,
		{Kind: 2, Player: NoPlayer, To: Everyone}:            `{"kind":"game-over","to":"everyone"}`,
		{Kind: 2, Player: 0, To: Everyone}:                   `{"kind":"game-over","player":"P0","to":"everyone"}`,
		{Kind: 3, Player: NoPlayer, Count: 4, To: AllBut(0)}: `{"kind":"tokens-shuffled","count":4,"to":"all but P0"}`,
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
		if err := testEvents.Unmarshal([]byte(bad), &keep); !errors.Is(err, ErrBadState) || keep != (codecEvent{Count: 9}) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}
