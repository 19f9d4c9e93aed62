package tonytino

import (
	"testing"

	"github.com/mafiarules/sdk/core/gametest"
)

// variants are the house-rule switches, tested by the harness beside the
// default game.
var variants = [][]byte{
	[]byte(`{"stool_pigeon_x3":true}`),
	[]byte(`{"public_discards":true,"start_player":"P1"}`),
	[]byte(`{"racket_draft":true}`),
}

// harnessOptions are the harness's options for Tony & Tino: every law.
// The Vocabulary law learns what each key holds from the position
// format's mirror and the Event type, as declared in json.go and
// events.go: the ids by their types (a racket's "at" is a fate), the
// board's rows by boardRow, their notation.
var harnessOptions = gametest.Options[State, Move]{
	Mirrors:   []any{positionJSON{}, Event{}},
	Configs:   variants,
	MaxMoves:  400,
	Invariant: State.Check,
	RNG:       State.RNG,
	Check:     checkMove,
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
