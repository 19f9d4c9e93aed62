package gametest

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mafiarules/sdk/core"
)

// The checks of the v3 laws (laws.go): Vocabulary, ZeroState and
// CanonicalNotation here, Tamper in tamper.go. Each is called only when
// its law is not pending.

// activer is a State with Active, which the Vocabulary law reads.
type activer interface{ Active() core.Player }

// activeOf is State.Active(s), and whether S has it.
func activeOf[S any](s S) (core.Player, bool) {
	a, ok := any(s).(activer)
	if !ok {
		return core.NoPlayer, false
	}
	return a.Active(), true
}

// vocab is the Vocabulary law's checker for the game's ids.
func (o Options[S, M]) vocab() vocab { return vocab{known: o.KnownID, text: o.TextKeys} }

// vocabState checks the JSON b of s, or of a View of s for viewer, against
// the vocabulary (law Vocabulary).
func (c *checker[S, M]) vocabState(s S, b []byte, view bool, viewer core.Player) {
	root, err := parseTree(b)
	if err != nil {
		c.fail("the state's JSON does not parse: %v", err)
	}
	active, _ := activeOf(s)
	f := posFacts{n: c.n, view: view, active: active, toMove: c.g.ToMove(s), over: c.g.Over(s)}
	if err := c.o.vocab().position(root, f); err != nil {
		what := "the state"
		if view {
			what = fmt.Sprintf("View(s, %v)", viewer)
		}
		c.fail("%s's JSON breaks the vocabulary: %v (law %s): %.2000s", what, err, Vocabulary, b)
	}
}

// vocabEvent checks an event's JSON against the vocabulary.
func (c *checker[S, M]) vocabEvent(e core.Event) {
	b := c.json(e)
	root, err := parseTree(b)
	if err != nil {
		c.fail("event %q: its JSON does not parse: %v", e, err)
	}
	if err := c.o.vocab().event(root, e.Audience(), c.n); err != nil {
		c.fail("event %q: its JSON breaks the vocabulary: %v (law %s): %s", e, err, Vocabulary, b)
	}
}

// notCanonical are spellings of a move's notation s that ParseMove must
// refuse (law CanonicalNotation): surrounded by spaces, a tab or a newline,
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
				c.fail("ParseMove(%q) = %q, nil: only the notation String writes, %q, reads (law %s)", text, p, p.String(), CanonicalNotation)
			case err != nil && !errors.Is(err, core.ErrBadNotation):
				c.fail("ParseMove(%q) refused with %v, want an ErrBadNotation error (law %s)", text, err, CanonicalNotation)
			}
		}
	}
}

// zeroStateText is what the refusal of a move on the zero State says.
const zeroStateText = "not a game: start one with New"

// checkZeroState checks that the zero State is no game (law ZeroState):
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
		tb.Fatalf("the zero State is no game, but %s (law %s)", msg, ZeroState)
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

// decisionOf is the kind of decision s waits for, as its State.Decision
// method names it (its first result), and whether S has such a method.
func decisionOf(s any) (string, bool) {
	m := reflect.ValueOf(s).MethodByName("Decision")
	if !m.IsValid() || m.Type().NumIn() != 0 || m.Type().NumOut() == 0 {
		return "", false
	}
	return fmt.Sprint(m.Call(nil)[0].Interface()), true
}
