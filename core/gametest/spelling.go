package gametest

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// CanonicalSpelling is a game's named test of the CanonicalNotation law on
// its first legal move: ParseMove reads the spelling String writes, and
// refuses with ErrBadNotation the move with a space, a tab or a newline
// around it (the surrounding spaces named as such), a doubled space or
// another case.
func CanonicalSpelling[S any, M core.Move](t *testing.T, g core.Game[S, M]) {
	t.Helper()
	s, err := g.New(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	text := g.Legal(s)[0].String() // as "P0 ..."
	if m, err := g.ParseMove(text); err != nil || m.String() != text {
		t.Fatalf("ParseMove(%q) = %v, %v", text, m, err)
	}
	_, err = g.ParseMove(" " + text)
	if !errors.Is(err, core.ErrBadNotation) || !strings.Contains(err.Error(), "notation has no surrounding spaces or tabs") {
		t.Errorf("ParseMove(%q) = %v, want an ErrBadNotation error naming the surrounding spaces", " "+text, err)
	}
	for _, bad := range []string{text + " ", "\t" + text, text + "\n", strings.Replace(text, " ", "  ", 1), strings.ToUpper(text), "p" + text[1:]} {
		if _, err := g.ParseMove(bad); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, want an ErrBadNotation error", bad, err)
		}
	}
}
