package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// final is what Mafia's online-table rule says of move text from s.
func final(t *testing.T, s State, text string) (State, core.Final) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	after, evs, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	f, _ := Online.Final(s, m, after, evs)
	return after, f
}

// Online tables, skip_empty_windows: whether a card window opens after a
// move tells every seat that someone holds a card playable there, so the
// move after which a window opened, or was skipped for what a hand holds,
// is final; without the switch a window asks on hand sizes alone and the
// move may be taken back.
func TestOnlineMoveIsFinalWhenASkippedWindowToldWhatHandsHold(t *testing.T) {
	for _, c := range []struct {
		name   string
		skip   bool
		orange Card
		final  bool
	}{
		{"asked on hand size", false, WifeCheats, false},
		{"asked on hand size, holding the bomb", false, BombAtAirport, false},
		{"skipped: no card playable there", true, WifeCheats, true},
		{"opened: a card playable there", true, BombAtAirport, true},
	} {
		s := fresh(t, 5)
		s.cfg.SkipEmptyWindows = c.skip
		give(&s, Orange, c.orange)
		s, _ = turn(t, s, 0, 1, 2)
		if s.dec == DecisionHelicopterOperation {
			s = do(t, s, "P0 pass")
		}
		after, f := final(t, s, "P1 move R.B die-1 to CAT by air")
		if (f != core.NotFinal) != c.final {
			t.Errorf("%s: the flight's take-back: %v, want final %v (then %s)", c.name, f, c.final, after.dec)
		}
	}
	// With the switch on and no hand at the table, nothing is told.
	s := fresh(t, 5)
	s.cfg.SkipEmptyWindows = true
	s, _ = turn(t, s, 0, 1, 2)
	if _, f := final(t, s, "P1 move R.B die-1 to CAT by air"); f != core.NotFinal {
		t.Errorf("no hand held: the flight is %v", f)
	}
}
