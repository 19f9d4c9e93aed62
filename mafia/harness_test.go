package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// TestHarness runs the SDK's property harness on every player count and
// the house-rule switches.
//
// Sized for the test budget: a few random games under -short, more by
// default, gametest.LongChecks under gametest.Long() (SDK_LONG=1). A game of Mafia
// is long (hundreds of decisions), so each check takes a moment.
func TestHarness(t *testing.T) {
	checks, stride := 10, 48
	switch {
	case gametest.Long():
		checks, stride = 0, 16 // gametest.LongChecks
	case testing.Short():
		checks, stride = 3, 128
	}
	o := harnessOptions(t)
	o.Checks, o.Stride = checks, stride
	gametest.Run(t, Rules, o)
}

// harnessOptions are the harness's options for this game: its RNG and
// move check, the variants and switches to play. The Vocabulary law
// learns what each key holds from the position format's mirror, a custom
// map's (its spaces' printed names are free text) and the Event type, as
// declared in json.go, map.go and events.go; the event keys that may be
// absent are the Event fields tagged omitempty (the "?" keys of the event
// codec).
func harnessOptions(t testing.TB) gametest.Options[State, Move] {
	return gametest.Options[State, Move]{
		Mirrors: []any{positionJSON{}, mapJSON{}, Event{}, byIDPlaces{}, byIDFacings{}, mapHomes{}},
		RNG:     State.RNG,
		Check:   checkMoveErr,
		Players: []int{2, 3, 4, 5},
		Configs: [][]byte{
			[]byte(`{"players":5,"skip_empty_windows":true}`),
			[]byte(`{"players":3,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			[]byte(`{"players":4,"max_turns":30,"auto_control_rolls":true}`),
			[]byte(`{"players":2,"all_checkpoints":true}`),
			[]byte(`{"players":5,"auto_control_rolls":true}`),
			[]byte(`{"players":3,"auto_control_rolls":true,"all_checkpoints":true,"skip_empty_windows":true}`),
			[]byte(`{"players":2,"auto_control_rolls":true,"max_turns":200}`),
			[]byte(`{"players":2,"skip_empty_windows":true,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			[]byte(`{"players":4,"skip_empty_windows":true,"prefetto_removes_one":true,"all_checkpoints":true}`),
			[]byte(`{"players":5,"prefetto_removes_one":true,"visit_own_family_only":true}`),
			customMapConfig(t, 5),
			customMapConfig(t, 3),
		},
		MaxMoves:  20000,
		Invariant: State.Check,
	}
}

// ParseMove reads only the spelling String writes: a move's notation with
// a space, a tab or a newline around it, a doubled space or another case is
// refused with ErrBadNotation, the surrounding spaces named as such.
func TestParseMoveRefusesAnyOtherSpelling(t *testing.T) {
	gametest.CanonicalSpelling(t, Rules)
}

// byIDPlaces and byIDFacings declare what an object keyed by id holds
// under a key that is also a field's elsewhere: the mirror learns keys by
// name and not the keys of a shape.ByID, so "sisde", the SISDE deck's key
// (decks.sisde: cards), is declared as the SISDE counter's too
// (counters.sisde: a place; facing.sisde: a heading).
type byIDPlaces struct {
	SISDE Place `json:"sisde"`
}

type byIDFacings struct {
	SISDE Heading `json:"sisde"`
}

// mapHomes declares a custom map's home colours, which the mirror would
// read as a Family's home (factions.red.home: a place): on a map's space,
// "home" lists the calendar letters of the Families at home there (R, N,
// O, V).
type mapHomes struct {
	Home []calendarSlot `json:"home"`
}
