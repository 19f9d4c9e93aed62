package mafia

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// legsAgree fails the test unless every movement leg a counter, die,
// space, facing and air link could spell is accepted exactly when Legal
// lists it.
func legsAgree(t *testing.T, s State) {
	t.Helper()
	listed := map[Move]bool{}
	for _, m := range Legal(s) {
		listed[m] = true
	}
	by := ToMove(s)
	for c := Counter(0); c < NumCounters; c++ {
		for d := Sum; d <= SecondDie; d++ {
			for sp := Place(0); sp < NumSpaces; sp++ {
				for h := NoHeading; h <= HeadSouth; h++ {
					for _, air := range []bool{false, true} {
						m := Move{By: by, Kind: MoveKindMove, Counter: c, Die: d, Space: sp, Facing: h, Air: air}
						if ok := s.check(m) == 0; ok != listed[m] {
							t.Fatalf("%v: %v accepted %v, listed %v\n%s", s.dec, m, ok, listed[m], s)
						}
					}
				}
			}
		}
	}
}

// D4 with HOUSE-4.1c: Helicopter Operation may raise both dice to 8, and
// the sum of 16, the longest move, is a leg like any other.
func TestASumOfSixteenIsALeg(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, HelicopterOperation)
	s, _ = turn(t, s, 0, 6, 6)
	s = do(t, s, "P0 play helicopter-operation +2 +2")
	if s.Dice() != [2]int{8, 8} {
		t.Fatalf("dice %v, want 8 and 8", s.Dice())
	}
	// sixteen spaces clockwise round the ring from Palermo
	if !hasLegal(s, "P1 move R.B sum to LIC") {
		t.Fatalf("R.B by 16 from PAL to LIC not listed: %v", legalStrings(s))
	}
	legsAgree(t, s)
	s = do(t, s, "P1 move R.B sum to LIC")
	if s.Location(BossOf(Red)) != LIC {
		t.Fatalf("R.B at %v, want LIC", s.Location(BossOf(Red)))
	}
}

// D4: the State moves its counters in its own turn, the Prefetto (the
// first counter by id) like the others.
func TestThePrefettoMovesInTheStatesTurn(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 2, 1, 2)
	legsAgree(t, s)
	s = do(t, s, "P0 move prefetto sum to CEF")
	if s.Location(Counter(cPrefetto)) != CEF {
		t.Fatalf("the Prefetto is at %v, want CEF", s.Location(Counter(cPrefetto)))
	}
}

// shortLoop is Sicily with the centre track ending at Piazza Armerina,
// whose clockwise arrow leads back to Enna: a counter on Enna facing
// south goes round the loop and back to Enna with exactly 2 points, which
// is no move (HOUSE-4.1e), so it can use a die of 1 or 3 but not of 2.
func shortLoop() Map {
	m := SicilyMap()
	m.Spaces[PIA].South, m.Spaces[GEL].North, m.Spaces[PIA].CW = -1, -1, ENN
	return m
}

// HOUSE-4.1: a counter may move by one die only when another counter can
// use the other die; a counter that can use the other die only with one
// point less does not count.
func TestASplitNeedsASecondCounterAbleToUseTheOtherDie(t *testing.T) {
	s := freshOn(t, shortLoop())
	for _, p := range []Counter{BossOf(Red) + 1, BossOf(Red) + 2} {
		put(&s, p, ENN)
		s.head[p] = HeadSouth
	}
	s, _ = turn(t, s, 0, 2, 3)
	if s.b().reachable(int8(ENN), HeadSouth, 2, false, false) || !s.b().reachable(int8(ENN), HeadSouth, 3, false, false) {
		t.Fatal("the short loop does not make 2 points from Enna facing south no move")
	}
	legsAgree(t, s)
	// R.B may take the 2 (a Picciotto takes the 3), not the 3
	if !hasLegal(s, "P1 move R.B die-1 to TER") || hasLegal(s, "P1 move R.B die-2 to CEF") {
		t.Fatalf("legs by one die: %v", legalStrings(s))
	}
	refuse(t, s, "P1 move R.B die-2 to CEF", core.ErrIllegalMove, "no other counter can use the other die")
}

// A leg that cannot end where it says is refused naming the points of the
// die it took, not the sum.
func TestARefusedLegNamesThePointsOfItsDie(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	refuse(t, s, "P1 move R.B die-1 to TER", core.ErrIllegalMove, "with exactly 1 points")
	refuse(t, s, "P1 move R.B die-2 to BAG", core.ErrIllegalMove, "with exactly 2 points")
	refuse(t, s, "P1 move R.B sum to BAG", core.ErrIllegalMove, "with exactly 3 points")
}

// G3: in the 4-player game a Family with no leg to make still has its
// State move after it; a State move with no counter able to make it is
// skipped, and the activities follow.
func TestAFamilyWithNoLegStillHasItsStateMove(t *testing.T) {
	s := fresh(t, 4)
	for c := BossOf(Red); c < BossOf(Red)+3; c++ {
		put(&s, c, Continent)
	}
	s, evs := turn(t, s, 0, 1, 1, 1, 2, 5) // the three returns fail
	if s.dec != DecisionStateMove || countKind(evs, EventKindMovementSkipped) != 1 {
		t.Fatalf("after red's movement was skipped: %v\n%s", s.dec, logOf(evs))
	}

	s = fresh(t, 4)
	for _, c := range []int{cPrefetto, cCC1, cCC1 + 1, cCC1 + 2} {
		put(&s, Counter(c), Continent)
	}
	s, _ = turn(t, s, 0, 2, 5)
	s, evs = doEv(t, s, "P0 move R.P1 sum to MIL")
	if s.dec == DecisionStateMove || countKind(evs, EventKindMovementSkipped) != 1 {
		t.Fatalf("a State move with every State counter on the Continent: %v\n%s", s.dec, logOf(evs))
	}
}

// refusedAs fails the test unless position, decoded, is refused as a bad
// state with the code of law.
func refusedAs(t *testing.T, position string, law rcode) {
	t.Helper()
	var s State
	err := json.Unmarshal([]byte(position), &s)
	var re *core.RuleError
	if !errors.As(err, &re) || re.Kind != core.ErrBadState || re.Code != Reasons.Texts[law].Name {
		t.Errorf("decoded with %v; want the refusal %q", err, Reasons.Texts[law].Name)
	}
}

// edited is position with old replaced by new once; the test fails when
// old is not in it.
func edited(t *testing.T, position, old, new string) string {
	t.Helper()
	if !strings.Contains(position, old) {
		t.Fatalf("%s is not in the position %s", old, position)
	}
	return strings.Replace(position, old, new, 1)
}

// D6a HELICOPTER OPERATION: the window after the movement roll is the
// State's alone, with only the end of the turn and its checkpoint under
// it; a position breaking one of those laws is refused with its code.
func TestAHelicopterWindowIsTheStatesAloneAfterTheRoll(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, HelicopterOperation)
	s, _ = turn(t, s, 0, 1, 6)
	if s.dec != DecisionHelicopterOperation {
		t.Fatalf("no Helicopter window: %v", s.dec)
	}
	b, _ := json.Marshal(s)
	pos := string(b)
	var x State
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatalf("the window itself: %v", err)
	}
	refusedAs(t, edited(t, pos, `"to_ask":["state"]`, `"to_ask":["red","state"]`), rLawWindowAsksOthers)
	refusedAs(t, edited(t, pos, `{"step":"end-checkpoint"},`, ``), rLawMovementAgenda)
	refusedAs(t, edited(t, pos, `"seat":"P0","faction":"state","to_ask"`, `"seat":"P1","faction":"red","to_ask"`), rLawWrongFactionDecides)
}

// A leg of a counter beyond the last is refused as no such counter, in
// the State's turn too (where every counter past the Families' would read
// as the State's).
func TestALegOfNoCounterIsRefused(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 2, 1, 2)
	for _, c := range []Counter{-1, NumCounters} {
		m := MovementMove(0, c, Sum, CEF, NoHeading, false)
		if _, _, err := Apply(s, m); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), Reasons.Texts[rNoCounter].Text) {
			t.Errorf("a leg of counter %d: %v", c, err)
		}
	}
}
