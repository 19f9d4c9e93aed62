package nostracity

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// playRandom plays k random legal moves from s, chosen with r.
func playRandom(t *testing.T, s State, r *rand.Rand, k int) State {
	t.Helper()
	for i := 0; i < k && !Over(s); i++ {
		legal := Legal(s)
		next, _, err := Apply(s, legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	return s
}

// The Underboss enters the Street at the end of Month 2, so a position of
// Month 3 relabelled Month 2 (the Underboss already out) could never be
// reached: it is refused, where it used to decode and then fail the state
// check when the Reception brought the Underboss in a second time.
func TestMonthBeforeTheUnderbossEntersIsRefusedWhenItIsOut(t *testing.T) {
	s, err := Rules.New(nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s = playRandom(t, s, rand.New(rand.NewPCG(1, 1)), 90)
	if s.month != 3 || s.phase != PhaseBusiness {
		t.Fatalf("after 90 moves: month %d, phase %v; the test wants the Business of Month 3", s.month, s.phase)
	}
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	edited := bytes.Replace(b, []byte(`"month":3`), []byte(`"month":2`), 1)
	if bytes.Equal(edited, b) {
		t.Fatalf("no month key in %s", b)
	}
	var back State
	err = back.UnmarshalJSON(edited)
	if !errors.Is(err, core.ErrBadState) {
		t.Fatalf("Month 2 with the Underboss out decodes (err %v)", err)
	}
	if want := "the Underboss enters the Street at the end of Month 2"; !bytes.Contains([]byte(err.Error()), []byte(want)) {
		t.Errorf("refusal %q does not name the rule (%q)", err, want)
	}
}
