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

// harnessOptions are the harness's options for Tony & Tino: every law,
// nothing pending.
var harnessOptions = gametest.Options[State, Move]{
	KnownID:   knownID,
	TextKeys:  []string{"board"},
	Configs:   variants,
	MaxMoves:  400,
	Invariant: State.Check,
	RNG:       State.RNG,
	Check:     checkMove,
}

// knownID says whether value is a spelling of the ids a position's or an
// event's key holds (the Vocabulary law); keys that hold no id say yes.
func knownID(key, value string) bool {
	text := func(u interface{ UnmarshalText([]byte) error }) bool { return u.UnmarshalText([]byte(value)) == nil }
	switch key {
	case "pile", "face_up", "tile":
		var t Tile
		return text(&t)
	case "deck", "hand", "card":
		var c Card
		return text(&c)
	case "racket", "racket_stack":
		var r Racket
		return text(&r)
	case "street":
		var st Street
		return text(&st)
	case "corner", "corner2", "first_target":
		var c Corner
		return text(&c)
	case "token", "token2":
		var t Token
		return text(&t)
	case "decision":
		var d Decision
		return text(&d)
	case "phase":
		var ph Phase
		return text(&ph)
	case "at":
		_, ok := fateNames.Lookup(value)
		return ok
	case "kind":
		var k EventKind
		return text(&k)
	}
	return true
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
