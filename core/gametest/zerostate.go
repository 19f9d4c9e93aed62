package gametest

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Law 26 (zero-state): the zero State is no game.

// zeroStateText is what the refusal of a move on the zero State says.
const zeroStateText = "not a game: start one with New"

// checkZeroState checks that the zero State is no game (law 26):
// Legal and AppendLegal list nothing, ToMove is NoPlayer, Prompt is "",
// Over is false, and Apply refuses moves legal in the first state of the
// first config with an ErrBadState error saying "not a game: start one
// with New"; none of them panics.
func checkZeroState[S any, M core.Move](tb failer, g core.Game[S, M], config []byte) {
	tb.Helper()
	s, err := g.New(config, 1)
	if err != nil {
		tb.Fatalf("New(%s): %v", config, err)
		return
	}
	legal := g.Legal(s)
	var zero S
	if msg := zeroState(g, zero, legal); msg != "" {
		tb.Fatalf("the zero State is no game, but %s (%v)", msg, lawZeroState)
	}
}

// failer is what checkZeroState needs of a testing.TB or rapid.TB.
type failer interface {
	Helper()
	Fatalf(format string, args ...any)
}

func zeroState[S any, M core.Move](g core.Game[S, M], zero S, legal []M) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("a function panics on it: %v", r)
		}
	}()
	if l := g.Legal(zero); len(l) != 0 {
		return fmt.Sprintf("Legal lists %v", l)
	}
	if l := g.AppendLegal(nil, zero); len(l) != 0 {
		return fmt.Sprintf("AppendLegal appends %v", l)
	}
	if p := g.ToMove(zero); p != core.NoPlayer {
		return fmt.Sprintf("ToMove is %v, want core.NoPlayer", p)
	}
	if p := g.Prompt(zero); p != "" {
		return fmt.Sprintf("Prompt is %q, want \"\"", p)
	}
	if g.Over(zero) {
		return "Over is true, want false (nothing was played)"
	}
	if a, ok := activeOf(zero); ok && a != core.NoPlayer {
		return fmt.Sprintf("Active is %v, want core.NoPlayer", a)
	}
	for i, m := range legal {
		if i == 4 {
			break
		}
		_, _, err := g.Apply(zero, m)
		if !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), zeroStateText) {
			return fmt.Sprintf("Apply(%q), a move legal in a new game, gives %v, want an ErrBadState error saying %q", m, err, zeroStateText)
		}
	}
	return ""
}
