package mafia

import (
	"errors"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// The action ids follow the documented layout, the same whoever moves.
func TestActionIdsFollowTheLayout(t *testing.T) {
	var s State
	ends := sicilyActions().nends // 32 ends for a counter that never flies, 64 for one that flies
	moves := 261 + 8
	for m, want := range map[Move]int{
		PassMove(3):                   0,
		ResistMove(1):                 1,
		DeclineMove(2):                7,
		PlayMove(0, SupportJudiciary): 8,
		PlayMove(4, WifeCheats):       17,
		HelicopterMove(0, -2, -2):     18,
		HelicopterMove(0, 0, -1):      18 + 11,
		HelicopterMove(0, 0, 1):       18 + 12,
		HelicopterMove(0, 2, 2):       41,
		PlayOnCounterMove(1, GovernmentProtection, BossOf(Red)):                  42,
		PlayOnCounterMove(1, NotableProtection, PicciottoOf(Green, 2)):           65,
		PlayOnSpaceMove(2, AmericanBoss, PAL):                                    66,
		PlayOnSpaceMove(0, AntiMafiaOperation, PIA):                              117,
		DiscardMove(1, SupportJudiciary):                                         118,
		DiscardMove(1, SISDEGreen2):                                              141,
		DetainMove(0, BossOf(Red), false):                                        142,
		DetainMove(0, BossOf(Green), true):                                       149,
		ArrestMove(0, BossOf(Red), false):                                        150,
		ArrestMove(0, BossOf(Red), true):                                         151,
		ArrestMove(0, PicciottoOf(Red, 2), false):                                153,
		ArrestMove(0, PicciottoOf(Green, 2), false):                              165,
		ConvertMove(0, BossOf(Black)):                                            167,
		UndercoverMove(0, BossOf(Red)):                                           170,
		UndercoverMove(0, PicciottoOf(Green, 2)):                                 181,
		ShootMove(1, BossOf(Red), BossOf(Black)):                                 182,
		ShootMove(1, PicciottoOf(Red, 1), CSISDE):                                182 + 3, // after R.B's three
		ShootMove(4, PicciottoOf(Green, 2), PicciottoOf(Orange, 2)):              249,
		RollMove(0, CC1):                                                         250,
		RollMove(4, PicciottoOf(Green, 2)):                                       260,
		HomeMove(1, Red, PAL):                                                    261,
		HomeMove(4, Green, ENN):                                                  268,
		MovementMove(0, CC1, Sum, TER, NoHeading, false):                         moves + 3*ends[1] + 3*ends[0] + 2, // after the Prefetto's and the SISDE's; PAL, BAG before TER
		MovementMove(0, CSISDE, Sum, PAL, NoHeading, false):                      moves + 3*ends[1],
		MovementMove(4, PicciottoOf(Green, 2), SecondDie, PIA, HeadSouth, false): 2380,
	} {
		if got, err := MoveAction(s, m); err != nil || got != want {
			t.Errorf("MoveAction(%v) = %d, %v; want %d", m, got, err, want)
		}
		if back, err := ActionMove(fresh(t, 5), want); err != nil || back.Kind != m.Kind || back.Counter != m.Counter || back.Target != m.Target || back.Card != m.Card {
			t.Errorf("ActionMove(%d) = %v, %v; want %v's kind", want, back, err, m)
		}
	}
	if ends != [2]int{32, 64} {
		t.Errorf("Sicily's leg ends: %v, want 32 and 64", ends)
	}
	for _, players := range []int{2, 3, 4, 5} {
		cfg := Config{Players: players, AllCheckpoints: true}
		if NumActions(cfg) != 2381 || ObservationSize(cfg) != 1433 {
			t.Errorf("%d players: NumActions %d, ObservationSize %d", players, NumActions(cfg), ObservationSize(cfg))
		}
	}
	for _, m := range []Move{
		{By: 0, Kind: MoveKindPass, Card: Wiretap},             // a stray field
		ShootMove(1, BossOf(Red), PicciottoOf(Black, 1)),       // a Boss fires only at a Boss
		ArrestMove(0, PicciottoOf(Red, 1), true),               // a lair is a Boss's
		HomeMove(1, Red, CAT),                                  // not a red home city on Sicily
		MovementMove(0, CC1, Sum, PAL, NoHeading, true),        // a Carabiniere never flies
		MovementMove(0, CPrefetto, Sum, PAL, HeadNorth, false), // Palermo is off the centre track
		HelicopterMove(0, 0, 0),
		{By: 0, Kind: 99},
	} {
		if _, err := MoveAction(s, m); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%v has an action id: %v", m, err)
		}
	}
	if _, err := ActionMove(fresh(t, 5), 2381); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("an action out of range: %v", err)
	}
	if _, err := ActionMove(s, 0); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("no game: %v", err)
	}
	if NumActions(Config{Map: &Map{}}) != 0 {
		t.Error("a map that fails Validate has an action space")
	}
}

// Every id in the space stands for one move, which MoveAction numbers back
// to the same id, on Sicily and on another map (whose size is its own).
func TestActionIdsAreABijection(t *testing.T) {
	custom := swappedArrows()
	custom.Spaces[ENN].Airport = true
	for _, cfg := range []Config{{}, {Players: 2, Map: &custom}} {
		s, err := New(cfg, 1)
		if err != nil {
			t.Fatal(err)
		}
		n := NumActions(cfg)
		seen := map[Move]bool{}
		for id := range n {
			m, err := ActionMove(s, id)
			if err != nil || seen[m] {
				t.Fatalf("ActionMove(%d) = %v, %v (twice?)", id, m, err)
			}
			seen[m] = true
			if back, err := MoveAction(s, m); err != nil || back != id {
				t.Fatalf("MoveAction(%v) = %d, %v; want %d", m, back, err, id)
			}
		}
		t.Logf("%d ids", n)
	}
}

// randomGames plays a random game of each player count, calling visit on
// every state before each move with the move chosen.
func randomGames(t *testing.T, seed uint64, visit func(s State, m Move)) {
	t.Helper()
	custom := swappedArrows()
	custom.Spaces[ENN].Airport = true
	for _, cfg := range []Config{{Players: 2}, {Players: 3, AllCheckpoints: true}, {Players: 4}, {Players: 5, AutoControlRolls: true}, {Players: 5, Map: &custom}} {
		s, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := core.NewRNG(seed)
		for n := 0; !Over(s) && n < 3000; n++ {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			visit(s, l[k])
			if s, _, err = Apply(s, l[k]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Legal moves have distinct ids in range, which ActionMove turns back into
// the move, in every player count.
func TestLegalMovesHaveDistinctActionIds(t *testing.T) {
	randomGames(t, 3, func(s State, _ Move) {
		n := NumActions(s.Config())
		var ids []int
		for _, m := range Legal(s) {
			id, err := MoveAction(s, m)
			if err != nil || id < 0 || id >= n || slices.Contains(ids, id) {
				t.Fatalf("MoveAction(%v) = %d, %v among %v", m, id, err, ids)
			}
			ids = append(ids, id)
			if back, err := ActionMove(s, id); err != nil || back != m {
				t.Fatalf("ActionMove(%d) = %v, %v; want %v", id, back, err, m)
			}
		}
	})
}

// The playout path makes the moves Apply makes, in place, allocating
// nothing, and refuses what Apply refuses without touching the state;
// playoutStep makes the legal move its RNG draws as Apply makes it.
func TestApplyInPlaceIsApplyWithoutEvents(t *testing.T) {
	k := 0
	randomGames(t, 5, func(s State, m Move) {
		next, _, _ := Apply(s, m)
		in := s
		if err := ApplyInPlace(&in, m); err != nil || !in.Equal(next) {
			t.Fatalf("ApplyInPlace(%v) differs from Apply: %v", m, err)
		}
		wrong := m
		wrong.By = (m.By + 1) % core.Player(s.NumPlayers())
		keep := s
		_, _, want := Apply(s, wrong)
		if err := ApplyInPlace(&keep, wrong); err == nil || err.Error() != want.Error() || !keep.Equal(s) {
			t.Fatalf("ApplyInPlace(%v) by the wrong seat: %v, want %v", wrong, err, want)
		}
		if k++; k%7 == 0 {
			if a := testing.AllocsPerRun(5, func() { in = s; _ = ApplyInPlace(&in, m) }); a != 0 {
				t.Fatalf("ApplyInPlace(%v) allocates %v times", m, a)
			}
		}
	})
	r := core.NewRNG(2)
	var buf []Move
	randomGames(t, 6, func(s State, _ Move) {
		k, _ := r.IntN(len(Legal(s)))
		want, _, _ := Apply(s, Legal(s)[k])
		in := s
		var ok bool
		if r, buf, ok = playoutStep(&in, r, buf); !ok || !in.Equal(want) {
			t.Fatalf("playoutStep does not make the move Apply makes, %v", Legal(s)[k])
		}
		if a := testing.AllocsPerRun(5, func() { in = s; _, buf, _ = playoutStep(&in, r, buf) }); a != 0 {
			t.Fatalf("playoutStep allocates %v times", a)
		}
	})
	s, _ := New(Config{}, 1)
	v := View(s, 1)
	if _, _, ok := playoutStep(&v, r, buf); ok {
		t.Error("playoutStep played a View")
	}
	if err := ApplyInPlace(&v, Legal(v)[0]); !errors.Is(err, core.ErrBadState) || !v.Equal(View(s, 1)) {
		t.Errorf("a View played in place: %v", err)
	}
}

// Observation and InformationState are built from what the seat may see:
// the same on its View and on any state it cannot tell apart from s
// (Determinize), of the documented length, in [0, 1]; they show the
// seat's own cards, and the State's cards Mole in Prefecture showed it.
func TestObservationSeesOnlyWhatTheSeatMaySee(t *testing.T) {
	r := core.NewRNG(8)
	randomGames(t, 7, func(s State, _ Move) {
		for p := core.NoPlayer; int(p) < s.NumPlayers(); p++ {
			o, is := Observation(s, p), InformationState(s, p)
			if p == ToMove(s) && o[len(o)-1] != 1 || p != ToMove(s) && o[len(o)-1] != 0 {
				t.Fatalf("Observation(%v)'s last number says %v decides: the fields are misaligned", p, o[len(o)-1])
			}
			if len(o) != ObservationSize(s.cfg) || slices.ContainsFunc(o, func(x float32) bool { return !(x >= 0 && x <= 1) }) {
				t.Fatalf("Observation(%v): %d numbers, %v", p, len(o), o)
			}
			var d State
			d, r = Determinize(s, p, r), r.Split()
			if !slices.Equal(Observation(d, p), o) || !slices.Equal(Observation(View(s, p), p), o) {
				t.Fatalf("Observation(%v) differs on a state %v cannot tell apart", p, p)
			}
			if InformationState(d, p) != is || InformationState(View(s, p), p) != is {
				t.Fatalf("InformationState(%v) differs on a state %v cannot tell apart", p, p)
			}
		}
	})
	s := fresh(t, 5)
	give(&s, StateFaction, Wiretap)
	give(&s, Red, MoleInPrefecture)
	redSees := Observation(s, 1)
	stateSees := Observation(s, 0)
	held := 5 + 5 + NumCounters*(numLocation+2) + NumSpaces*(numFamilies+1) + numFamilies*NumSpaces // the hands' first number
	if stateSees[held+int(StateFaction)*int(numCards)+int(Wiretap)] != 1 || redSees[held+int(StateFaction)*int(numCards)+int(Wiretap)] != 0 {
		t.Error("the State's Wiretap is seen by the wrong seats")
	}
	if redSees[held+int(MoleInPrefecture)] != 1 {
		t.Error("red does not see its own card")
	}
	before := InformationState(s, 1)
	s.known[1] = 1 << uint(Wiretap) // Mole in Prefecture showed red the State's hand
	if Observation(s, 1)[held+int(StateFaction)*int(numCards)+int(Wiretap)] != 1 || InformationState(s, 1) == before {
		t.Error("what Mole in Prefecture showed red is forgotten")
	}
	if InformationState(s, 2) == InformationState(s, 1) {
		t.Error("two seats that know different hands share an information state")
	}
}

// The apply path's shortcuts answer as the listing would: a movement
// decision has an option exactly when moveOptions lists one, canEnd holds
// exactly for the destinations listed and appendLegs lists a leg to each
// in their order, in every movement decision put on the states of random
// games, and the returns go on the agenda in the
// order of boxes then counters.
func TestMovementShortcutsAgreeWithTheListing(t *testing.T) {
	if calendarOrder[2] != [5]Faction{StateFaction, Orange, Green, Red, Black} || calendarOrder[5] != [5]Faction{StateFaction, Red, Black, Orange, Green} {
		t.Errorf("calendar order from the State's slots: %v, %v", calendarOrder[2], calendarOrder[5])
	}
	randomGames(t, 11, func(s State, _ Move) {
		for _, d := range []Decision{DecisionMove, DecisionSecondMove, DecisionStateMove} {
			u := s
			u.dec = d
			var buf [64]Move
			if got, want := hasMoveOption(&u), len(moveOptions(&u, buf[:0])) > 0; got != want {
				t.Fatalf("%v: hasMoveOption %v, moveOptions lists %d", d, got, len(moveOptions(&u, buf[:0])))
			}
		}
		for a := Red; a <= StateFaction; a++ { // the returns, as the loop over every counter and box pushed them
			var got, want State
			got.loc, want.loc = s.loc, s.loc
			got.pushReturns(a)
			for i := 3*NumCounters - 1; i >= 0; i-- {
				if box, c := boxOrder[i/NumCounters], i%NumCounters; ownerOf(c) == a && s.loc[c] == box {
					want.todo.push(sReturn, int8(c))
				}
			}
			if got.todo != want.todo {
				t.Fatalf("pushReturns(%v) = %v, want %v", a, got.todo, want.todo)
			}
		}
		b := s.b()
		for c := 0; c < NumCounters; c++ {
			if !s.onMap(c) {
				continue
			}
			for n := 0; n <= maxPoints+1; n++ {
				var dbuf [32]dest
				listed := b.destinations(s.loc[c], s.head[c], n, canFly(c), s.noAir, dbuf[:0])
				legs := b.appendLegs(nil, 1, c, SecondDie, s.loc[c], s.head[c], n, s.noAir)
				if len(legs) != len(listed) {
					t.Fatalf("appendLegs lists %d legs of %s, %d points, for %d destinations", len(legs), counterName(c), n, len(listed))
				}
				for i, l := range legs {
					if want := MovementMove(1, Counter(c), SecondDie, Place(listed[i].to), listed[i].head, listed[i].air); l != want {
						t.Fatalf("appendLegs' leg %d is %v, want %v", i, l, want)
					}
				}
				for to := int8(0); to < NumSpaces; to++ {
					for h := NoHeading; h <= HeadSouth; h++ {
						for _, air := range []bool{false, true} {
							want := slices.Contains(listed, dest{to, h, air})
							if b.canEnd(s.loc[c], s.head[c], n, canFly(c), s.noAir, to, h, air) != want {
								t.Fatalf("canEnd(%s, %d points, %s %v %v) is not %v", counterName(c), n, locationName(int(to)), h, air, want)
							}
						}
					}
				}
			}
		}
	})
}

// AppendObservation writes what Observation returns, for every seat and a
// spectator, into the caller's slice (after what it holds, whatever the
// slice held before) without allocating.
func TestAppendObservationIsObservationInPlace(t *testing.T) {
	buf := make([]float32, 1, 1+observationSize)
	for _, config := range [][]byte{nil, []byte(`{"players":2}`), []byte(`{"players":4}`)} {
		states, _, err := gametest.Trajectory(Rules, config, 3, 100000)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			for p := core.NoPlayer; int(p) < s.NumPlayers(); p++ {
				for k := range buf[:cap(buf)] {
					buf[:cap(buf)][k] = 0.5 // what a reused buffer held
				}
				got := AppendObservation(buf[:1], s, p)
				if !slices.Equal(got[1:], Observation(s, p)) || got[0] != 0.5 || &got[0] != &buf[0] {
					t.Fatalf("config %s state %d seat %v: AppendObservation is not Observation in place", config, i, p)
				}
			}
		}
		s := states[len(states)/2]
		if n := testing.AllocsPerRun(20, func() { AppendObservation(buf[:0], s, 0) }); n != 0 {
			t.Errorf("config %s: AppendObservation allocates %v times", config, n)
		}
	}
}
