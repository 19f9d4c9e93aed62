package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

//lint:file-ignore SA1019 a racket's "at" and the board's rows are plain strings in positionJSON: KnownID and TextKeys stay until json.go types them

// variants are the house-rule switches, tested by the harness beside the
// default game.
var variants = [][]byte{
	[]byte(`{"stool_pigeon_x3":true}`),
	[]byte(`{"public_discards":true,"start_player":"P1"}`),
	[]byte(`{"racket_draft":true}`),
}

// harnessOptions are the harness's options for Tony & Tino: every law.
// The Vocabulary law learns the ids under each key from the position
// format's mirror and the Event type, as declared in json.go and
// events.go.
var harnessOptions = gametest.Options[State, Move]{
	Mirrors:   []any{positionJSON{}, Event{}},
	KnownID:   knownFate,
	TextKeys:  []string{"board"},
	Configs:   variants,
	MaxMoves:  400,
	Invariant: State.Check,
	RNG:       State.RNG,
	Check:     checkMove,
}

// knownFate is the Vocabulary law's check of a racket's "at", which the
// mirror declares as a plain string (the board's rows, under "board", are
// its row notation, likewise a []string): until json.go declares them
// typed, these two stay the harness's deprecated options.
func knownFate(key, value string) bool {
	if key != "at" {
		return true
	}
	_, ok := fateNames.Lookup(value)
	return ok
}

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, harnessOptions)
}

// ParseMove reads only the spelling String writes: a move's notation with
// a space, a tab or a newline around it, a doubled space or another case is
// refused with ErrBadNotation, the surrounding spaces named as such.
func TestParseMoveRefusesAnyOtherSpelling(t *testing.T) {
	gametest.CanonicalSpelling(t, Rules)
}
