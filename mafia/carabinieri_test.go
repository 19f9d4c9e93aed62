package mafia

import "testing"

// D5b CARABINIERI: the Picciotto a moved Carabiniere arrests is asked,
// by its owner, whether it resists (a shootout) or submits; the prompt
// names that Picciotto, whichever it is, and the two choices.
func TestResistPromptNamesThePicciottoBeingArrested(t *testing.T) {
	for _, c := range []struct {
		p    Counter
		name string
	}{
		{PicciottoOf(Red, 1), "The red Picciotto R.P1"},
		{PicciottoOf(Red, 2), "The red Picciotto R.P2"},
		{PicciottoOf(Black, 1), "The black Picciotto N.P1"},
	} {
		p := c.p
		s := fresh(t, 5)
		put(&s, p, SST)
		s, _ = turn(t, s, 2, 1, 1)
		s = do(t, s, "P0 move CC1 sum to SST")
		s = do(t, s, "P0 arrest "+p.String())
		if s.dec != DecisionResist {
			t.Fatalf("arresting %v: decision %v, want resist", p, s.Decision())
		}
		want := c.name + " is being arrested by a Carabiniere: resist (a shootout) or submit"
		if got := Prompt(s); got != want {
			t.Errorf("arresting %v: prompt %q, want %q", p, got, want)
		}
	}
}
