package gametest

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/mafiarules/sdk/core"
)

// CanonicalSpelling is a game's named test of law 27 (canonical-notation) on
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

// notCanonical are spellings of a move's notation s that ParseMove must
// refuse (law 27): surrounded by spaces, a tab or a newline,
// with an inner space doubled, in upper case, its first letter in the other
// case.
func notCanonical(s string) []string {
	out := []string{" " + s, s + " ", "\t" + s, s + "\n"}
	if i := strings.IndexByte(s, ' '); i >= 0 {
		out = append(out, s[:i]+"  "+s[i+1:])
	}
	if up := strings.ToUpper(s); up != s {
		out = append(out, up)
	}
	for i, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		f := unicode.ToUpper(r)
		if unicode.IsUpper(r) {
			f = unicode.ToLower(r)
		}
		if f != r {
			out = append(out, s[:i]+string(f)+s[i+utf8.RuneLen(r):])
		}
		break
	}
	return out
}

// canonical checks that ParseMove refuses every other spelling of each
// legal move's notation, with ErrBadNotation: a spelling it accepts must be
// the notation of the move it reads (another move's, then).
func (c *checker[S, M]) canonical(legal []M) {
	for _, m := range legal {
		for _, text := range notCanonical(m.String()) {
			p, err := c.g.ParseMove(text)
			switch {
			case err == nil && p.String() != text:
				c.fail("ParseMove(%q) = %q, nil: only the notation String writes, %q, reads (%v)", text, p, p.String(), lawCanonicalNotation)
			case err != nil && !errors.Is(err, core.ErrBadNotation):
				c.fail("ParseMove(%q) refused with %v, want an ErrBadNotation error (%v)", text, err, lawCanonicalNotation)
			}
		}
	}
}
