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

// harnessOptions are the harness's options for Tony & Tino: every law of
// the v2 contract, nothing pending.
var harnessOptions = gametest.Options[State, Move]{
	Configs:   variants,
	MaxMoves:  400,
	Invariant: State.Check,
	RNG:       State.RNG,
	Check:     checkMove,
}

func TestHarness(t *testing.T) {
	gametest.Run(t, Rules, harnessOptions)
}
