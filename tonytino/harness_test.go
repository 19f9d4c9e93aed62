package tonytino

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// variants are the house-rule switches, tested by the harness beside the
// default game.
var variants = [][]byte{
	[]byte(`{"stool_pigeon_x3":true}`),
	[]byte(`{"public_discards":true,"start_player":"P1"}`),
	[]byte(`{"racket_draft":true}`),
}

// harnessOptions are the harness's options for Tony & Tino: every law of
// the v2 contract, ZeroState and CanonicalNotation of v3; Vocabulary and
// Tamper are pending until the position format speaks the v3 vocabulary.
var harnessOptions = gametest.Options[State, Move]{
	Pending:   []gametest.Law{gametest.Vocabulary, gametest.Tamper},
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
	s, err := Rules.New(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	text := Legal(s)[0].String() // as "P0 ..."
	if m, err := ParseMove(text); err != nil || m.String() != text {
		t.Fatalf("ParseMove(%q) = %v, %v", text, m, err)
	}
	_, err = ParseMove(" " + text)
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), "notation has no surrounding spaces or tabs") {
		t.Errorf("ParseMove(%q) = %v, want an ErrBadNotation error naming the surrounding spaces", " "+text, err)
	}
	for _, bad := range []string{text + " ", "\t" + text, text + "\n", strings.Replace(text, " ", "  ", 1), strings.ToUpper(text), "p" + text[1:]} {
		if _, err := ParseMove(bad); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, want an ErrBadNotation error", bad, err)
		}
	}
}
