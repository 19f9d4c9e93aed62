package mafia

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// Every rule that reads a die, tried on all six faces with forced rolls,
// so a rule that took the wrong faces (a 5 that kills through Special
// Weapons) fails here.

// faces are the six faces of a die.
var faces = [6]int{1, 2, 3, 4, 5, 6}

// D6b SPECIAL WEAPONS: the protected counter is hit only on a 1; every
// other face, odd ones too, misses it. The card protects only its holder:
// the attacker is still hit on every odd face.
func TestSpecialWeaponsOnEveryFace(t *testing.T) {
	shootout := func(t *testing.T, attacker, defender int, weapons bool) State {
		t.Helper()
		s := fresh(t, 5)
		put(&s, BossOf(Red), TER)
		put(&s, cCC1, SAG)
		put(&s, BossOf(Black), SST)
		if weapons {
			give(&s, Black, SpecialWeapons)
		}
		s, _ = turn(t, s, 0, 1, 1, attacker, defender)
		s = do(t, s, "P1 move R.B sum to SST")
		s = do(t, s, "P1 shoot R.B at N.B")
		if weapons {
			s = do(t, s, "P2 play special-weapons")
		}
		return s
	}
	for _, r := range faces {
		s := shootout(t, r, 2, true)
		if hit := s.Location(BossOf(Black)) == Continent; hit != (r == 1) {
			t.Errorf("Special Weapons, attacker rolls %d: protected N.B hit %v, want %v", r, hit, r == 1)
		}
		s = shootout(t, 2, r, true)
		if hit := s.Location(BossOf(Red)) == Continent; hit != (r%2 == 1) {
			t.Errorf("Special Weapons held by the target, target rolls %d: attacker hit %v, want %v", r, hit, r%2 == 1)
		}
	}
}

// D5c SHOOTOUT: a shot hits on an odd face and misses on an even one.
func TestShootoutHitsOnOddFaces(t *testing.T) {
	for _, r := range faces {
		s := fresh(t, 5)
		put(&s, BossOf(Red), TER)
		put(&s, cCC1, SAG)
		put(&s, BossOf(Black), SST)
		s, _ = turn(t, s, 0, 1, 1, r, 2)
		s = do(t, s, "P1 move R.B sum to SST")
		s = do(t, s, "P1 shoot R.B at N.B")
		if hit := s.Location(BossOf(Black)) == Continent; hit != (r%2 == 1) {
			t.Errorf("attacker rolls %d: N.B hit %v, want %v", r, hit, r%2 == 1)
		}
		if s.Location(BossOf(Red)) != SST {
			t.Errorf("attacker rolls %d, target 2: R.B at %s, want SST", r, locationName(int(s.Location(BossOf(Red)))))
		}
	}
}

// D6a LEATHERHEADS: the State's shot hits on every face; the resisting
// Picciotto still hits the Carabiniere only on an odd face.
func TestLeatherheadsOnEveryFace(t *testing.T) {
	resist := func(t *testing.T, picciotto, carabiniere int) State {
		t.Helper()
		s := fresh(t, 5)
		put(&s, BossOf(Red)+1, SST)
		give(&s, StateFaction, Leatherheads)
		s, _ = turn(t, s, 2, 1, 1, picciotto, carabiniere)
		s = do(t, s, "P0 pass") // Helicopter
		s = do(t, s, "P0 move CC1 sum to SST")
		s = do(t, s, "P0 arrest R.P1")
		s = do(t, s, "P1 resist")
		return do(t, s, "P0 play leatherheads")
	}
	for _, r := range faces {
		if s := resist(t, 2, r); s.Location(BossOf(Red)+1) != Continent {
			t.Errorf("Leatherheads, the Carabiniere rolls %d: R.P1 at %s, want Continent", r, locationName(int(s.Location(BossOf(Red)+1))))
		}
		if s := resist(t, r, 2); (s.Location(cCC1) == Continent) != (r%2 == 1) {
			t.Errorf("the Picciotto rolls %d against Leatherheads: CC1 at %s", r, locationName(int(s.Location(cCC1))))
		}
	}
}

// D3 RETURNS: a counter comes back exactly on the faces the RETURNS table
// gives it: from the Continent a Boss on 5-6, any other counter on 4-6;
// from Prison a Boss on 6, a Picciotto on 5-6; from the Carabinieri
// Station a Boss on 4-6, a Picciotto on 3-6.
func TestReturnsOnEveryFace(t *testing.T) {
	for _, c := range []struct {
		counter Counter
		box     Place
		slot    int
		need    int
	}{
		{BossOf(Red), Continent, 0, 5}, {BossOf(Red) + 1, Continent, 0, 4}, {CC1, Continent, 2, 4},
		{BossOf(Red), Prison, 0, 6}, {BossOf(Red) + 1, Prison, 0, 5},
		{BossOf(Red), Station, 0, 4}, {BossOf(Red) + 1, Station, 0, 3},
	} {
		for _, r := range faces {
			s := fresh(t, 5)
			put(&s, c.counter, c.box)
			s, evs := turn(t, s, c.slot, r, 1, 1)
			if back := s.Location(c.counter) != c.box; back != (r >= c.need) {
				t.Errorf("%s in %s rolls %d: returned %v, want %v\n%s", counterName(int(c.counter)), locationName(int(c.box)), r, back, r >= c.need, logOf(evs))
			}
		}
	}
}

// D5d: each space's effect happens exactly on its printed numbers: the
// ambush at Madonie on 1-2, the assassination at Corleone on 1-2, the
// restaurant at Bagheria on 1, the Antimafia Commission at Messina on 1-3
// (the roadblock: TestRoadblockDetainsOnPrintedNumbers).
func TestSpaceEffectsOnEveryFace(t *testing.T) {
	for _, r := range faces {
		s := fresh(t, 5)
		s, _ = turn(t, s, 2, 1, 1, r)
		s = do(t, s, "P0 move CC1 sum to MAD facing S")
		if hit := s.Location(CC1) == Continent; hit != (r <= 2) {
			t.Errorf("ambush at MAD, roll %d: eliminated %v", r, hit)
		}

		s = fresh(t, 5)
		put(&s, BossOf(Red), MAZ)
		s, _ = turn(t, s, 0, 1, 1, r)
		s = do(t, s, "P1 move R.B sum to COR")
		if hit := s.Location(BossOf(Red)) == Continent; hit != (r <= 2) {
			t.Errorf("assassination at COR, roll %d: eliminated %v", r, hit)
		}

		s = fresh(t, 5)
		put(&s, BossOf(Red), COR)
		s, _ = turn(t, s, 0, 1, 1, r)
		s = do(t, s, "P1 move R.B sum to BAG")
		if hit := s.Location(BossOf(Red)) == Continent; hit != (r == 1) {
			t.Errorf("restaurant at BAG, roll %d: eliminated %v", r, hit)
		}

		s = fresh(t, 5)
		put(&s, BossOf(Red), PAT)
		s, _ = turn(t, s, 0, 1, 1, r)
		s = do(t, s, "P1 move R.B sum to MES")
		if skip := s.SkipsMovement(Red); skip != (r <= 3) {
			t.Errorf("Antimafia Commission at MES, roll %d: skips %v", r, skip)
		}
	}
}

// D6a ANTI-MAFIA OPERATION: the temporary roadblock detains on 1-2 only.
func TestAntiMafiaOperationOnEveryFace(t *testing.T) {
	for _, r := range faces {
		s := fresh(t, 5)
		put(&s, BossOf(Red)+1, TER)
		put(&s, cCC1, SAG)
		give(&s, StateFaction, AntiMafiaOperation)
		s, _ = turn(t, s, 0, 1, 1, r)
		s = do(t, s, "P0 pass") // Helicopter
		s = do(t, s, "P1 move R.P1 sum to SST")
		s = do(t, s, "P0 play anti-mafia-operation SST")
		if held := s.Location(BossOf(Red)+1) == Station; held != (r <= 2) {
			t.Errorf("roll %d: detained %v", r, held)
		}
	}
}

// D5b: a Picciotto places a control counter on an even face only, and a
// Carabiniere removes one on an even face only.
func TestControlRollsOnEveryFace(t *testing.T) {
	for _, r := range faces {
		s := fresh(t, 5)
		put(&s, BossOf(Red)+1, SST)
		s, _ = turn(t, s, 0, 1, 1, 4) // the ambush at PAT rolls 4
		s = do(t, s, "P1 move R.P1 sum to PAT")
		s = passUntil(t, s, "P1 roll R.P1")
		s.rng = core.NewRNG(5).ForceRolls(r)
		s = do(t, s, "P1 roll R.P1")
		if placed := s.Controlled(Red) == 1; placed != (r%2 == 0) {
			t.Errorf("Picciotto rolls %d: placed %v", r, placed)
		}

		s = fresh(t, 5)
		s.ctrl[SST], s.ctrlN[SST] = int8(Red), 2
		s, _ = turn(t, s, 2, 1, 1)
		s = do(t, s, "P0 move CC1 sum to SST")
		s = passUntil(t, s, "P0 roll CC1")
		s.rng = core.NewRNG(5).ForceRolls(r)
		s = do(t, s, "P0 roll CC1")
		if _, n := s.Control(SST); (n == 1) != (r%2 == 0) {
			t.Errorf("Carabiniere rolls %d: %d control counters left", r, n)
		}
	}
}

// D4: the movement dice are the two faces rolled, every pair; D6a
// HELICOPTER OPERATION then changes each by up to 2, never below 1.
func TestMovementDiceOnEveryFace(t *testing.T) {
	for _, a := range faces {
		for _, b := range faces {
			s, _ := turnCP(t, fresh(t, 5), 0, a, b)
			if s.Dice() != [2]int{a, b} {
				t.Errorf("rolled %d and %d: dice %v", a, b, s.Dice())
			}
		}
		s := fresh(t, 5)
		give(&s, StateFaction, HelicopterOperation)
		s, _ = turn(t, s, 0, a, a)
		s = do(t, s, "P0 play helicopter-operation -2 +2")
		if want := [2]int{max(a-2, 1), a + 2}; s.Dice() != want {
			t.Errorf("Helicopter -2 +2 on %d and %d: dice %v, want %v", a, a, s.Dice(), want)
		}
	}
}

// D4: after a first counter moved by one die, the prompt offers the other
// die, by name and value.
func TestSecondMovePromptNamesTheOtherDie(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	s = passUntil(t, s, "P1 move R.B die-1 to BAG")
	for _, c := range []struct{ move, want string }{
		{"P1 move R.B die-1 to BAG", "by the second die (2)"},
		{"P1 move R.B die-2 to TER", "by the first die (1)"},
	} {
		next, err := ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if !hasLegal(s, c.move) {
			t.Fatalf("%s is not legal here: %v", c.move, legalStrings(s))
		}
		after, _, err := Apply(s, next)
		if err != nil || after.dec != DecisionSecondMove {
			t.Fatalf("%s: %v, decision %v", c.move, err, after.dec)
		}
		if p := Prompt(after); !strings.Contains(p, c.want) {
			t.Errorf("after %s the prompt is %q, want it to say %q", c.move, p, c.want)
		}
	}
}

// D4: a counter in a box (Prison, the Station, the Continent) is off the
// map and cannot move.
func TestCounterInABoxCannotMove(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	s = passUntil(t, s, "P1 move R.B die-1 to BAG")
	for _, box := range []Place{Prison, Station, Continent} {
		b := s
		put(&b, BossOf(Red)+1, box)
		m := MovementMove(1, BossOf(Red)+1, Sum, CEF, NoHeading, false)
		if r := b.check(m); r.Code() != core.ReasonCode(rOffMap) {
			t.Errorf("R.P1 in %v: %q, want off-map", box, Reasons.Text(r, m))
		}
	}
}
