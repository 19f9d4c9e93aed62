package tonytino

import (
	"bytes"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// misspelling is the edit misspelt's JSON makes: the first old becomes
// new.
var misspelling struct{ old, new string }

// misspelt is a State whose JSON carries misspelling: Tony & Tino with
// one spelling wrong, for the harness to catch.
type misspelt struct{ State }

func (s misspelt) MarshalJSON() ([]byte, error) {
	b, err := s.State.MarshalJSON()
	return bytes.Replace(b, []byte(misspelling.old), []byte(misspelling.new), 1), err
}

// misspeltRules is Rules over misspelt states.
type misspeltRules struct{}

func (misspeltRules) Name() string                       { return Rules.Name() }
func (misspeltRules) PlayerRange() (int, int)            { return Rules.PlayerRange() }
func (misspeltRules) NumPlayers(s misspelt) int          { return Rules.NumPlayers(s.State) }
func (misspeltRules) Legal(s misspelt) []Move            { return Rules.Legal(s.State) }
func (misspeltRules) ToMove(s misspelt) core.Player      { return Rules.ToMove(s.State) }
func (misspeltRules) Over(s misspelt) bool               { return Rules.Over(s.State) }
func (misspeltRules) Result(s misspelt) core.Result      { return Rules.Result(s.State) }
func (misspeltRules) Prompt(s misspelt) string           { return Rules.Prompt(s.State) }
func (misspeltRules) ParseMove(t string) (Move, error)   { return Rules.ParseMove(t) }
func (misspeltRules) Describe(s misspelt, m Move) string { return Rules.Describe(s.State, m) }
func (misspeltRules) AppendLegal(dst []Move, s misspelt) []Move {
	return Rules.AppendLegal(dst, s.State)
}
func (misspeltRules) View(s misspelt, p core.Player) misspelt {
	return misspelt{Rules.View(s.State, p)}
}

func (misspeltRules) Determinize(s misspelt, p core.Player, r core.RNG) misspelt {
	return misspelt{Rules.Determinize(s.State, p, r)}
}

func (misspeltRules) New(config []byte, seed uint64) (misspelt, error) {
	s, err := Rules.New(config, seed)
	return misspelt{s}, err
}

func (misspeltRules) NewWithRNG(config []byte, r core.RNG) (misspelt, error) {
	s, err := Rules.NewWithRNG(config, r)
	return misspelt{s}, err
}

func (misspeltRules) Apply(s misspelt, m Move) (misspelt, []core.Event, error) {
	t, evs, err := Rules.Apply(s.State, m)
	return misspelt{t}, evs, err
}

func (misspeltRules) AppendApply(dst []core.Event, s *misspelt, m Move) ([]core.Event, error) {
	return Rules.AppendApply(dst, &s.State, m)
}

// recorder is a rapid.TB that records a run of the harness.
type recorder struct {
	failed bool
	log    strings.Builder
}

func (r *recorder) Helper()                   {}
func (r *recorder) Name() string              { return "recorder" }
func (r *recorder) Logf(f string, a ...any)   { fmt.Fprintf(&r.log, f+"\n", a...) }
func (r *recorder) Log(a ...any)              { fmt.Fprintln(&r.log, a...) }
func (r *recorder) Skipf(string, ...any)      {}
func (r *recorder) Skip(...any)               {}
func (r *recorder) SkipNow()                  {}
func (r *recorder) Errorf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *recorder) Error(a ...any)            { r.failed = true; r.Log(a...) }
func (r *recorder) Fatalf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *recorder) Fatal(a ...any)            { r.failed = true; r.Log(a...) }
func (r *recorder) FailNow()                  { r.failed = true }
func (r *recorder) Fail()                     { r.failed = true }
func (r *recorder) Failed() bool              { return r.failed }

// The Vocabulary law reads a racket's "at" with its type, fate, and each
// board row with boardRow, as the decoder does, because harnessOptions'
// mirror declares them so: a position that spells either otherwise breaks
// the law ("streets" has an id's shape, so only the fate's spellings
// refuse it; a row is no id, so only boardRow's reading refuses it).
func TestTheVocabularyReadsAtAndTheBoardRows(t *testing.T) {
	for name, v := range map[string]string{"rapid.nofailfile": "true", "rapid.shrinktime": "20ms"} {
		f := flag.Lookup(name)
		old := f.Value.String()
		if err := flag.Set(name, v); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { flag.Set(name, old) })
	}
	t.Cleanup(func() { misspelling.old, misspelling.new = "", "" })
	for _, c := range []struct{ old, new, want string }{
		{`"at":"street"`, `"at":"streets"`, `$.rackets[0].at: is "streets", which is not a spelling of tonytino.fate`},
		{`"board":["`, `"board":["x`, `which tonytino.boardRow does not read: the game's mirror declares "board"`},
		{`"board":["`, `"board":["1 `, `which tonytino.boardRow does not read: the game's mirror declares "board"`},
	} {
		misspelling.old, misspelling.new = c.old, c.new
		var r recorder
		gametest.Check(&r, misspeltRules{}, gametest.Options[misspelt, Move]{Mirrors: harnessOptions.Mirrors, Checks: 1, MaxMoves: 8})
		if got := r.log.String(); !r.failed || !strings.Contains(got, c.want) || !strings.Contains(got, "law 24, vocabulary") {
			t.Errorf("%s as %s: want the Vocabulary law to fail saying %q:\n%.3000s", c.old, c.new, c.want, got)
		}
	}
}
