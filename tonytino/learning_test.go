package tonytino

import (
	"errors"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// The action ids follow the documented layout, the same for both seats.
func TestActionIdsFollowTheLayout(t *testing.T) {
	var s State
	for m, want := range map[Move]int{
		PlayMove(0, StepUp):            0,
		PlayMove(1, PoliceRaid):        6,
		DiscardMove(0, StepUp):         7,
		DiscardMove(1, PoliceRaid):     13,
		PassMove(1):                    14,
		RaidMove(0):                    15,
		TargetMove(0, 0):               16,
		TargetMove(1, NumCorners-1):    51,
		PlaceMove(0, 0, 0):             52,
		PlaceMove(1, 2, 3):             52 + 2*36 + 3,
		PlaceMove(0, 3, NumCorners-1):  195,
		PutRacketMove(0, 0):            196,
		PutRacketMove(1, NumStreets-1): 207,
	} {
		if got, err := MoveAction(s, m); err != nil || got != want {
			t.Errorf("MoveAction(%v) = %d, %v; want %d", m, got, err, want)
		}
	}
	if NumActions(Config{}) != 208 || ObservationSize(Config{}) != 298 {
		t.Errorf("NumActions %d, ObservationSize %d", NumActions(Config{}), ObservationSize(Config{}))
	}
	if _, err := MoveAction(s, Move{By: 0, Kind: MoveKindPlace, Tile: 9}); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("a malformed move has an action id: %v", err)
	}
	g, _ := New(Config{}, 1)
	if _, err := ActionMove(g, numActions); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("an action out of range: %v", err)
	}
}

// The playout path makes the moves Apply makes, in place, and refuses what
// Apply refuses without touching the state.
func TestApplyInPlaceIsApplyWithoutEvents(t *testing.T) {
	s, _ := New(Config{}, 5)
	r := core.NewRNG(9)
	for !Over(s) {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		next, _, _ := Apply(s, l[k])
		in := s
		if err := ApplyInPlace(&in, l[k]); err != nil || in != next {
			t.Fatalf("ApplyInPlace(%v) differs from Apply: %v", l[k], err)
		}
		keep := s
		if err := ApplyInPlace(&keep, Move{By: ToMove(s), Kind: MoveKindPlace, Tile: 9}); err == nil || keep != s {
			t.Fatalf("a malformed move: %v", err)
		}
		s = next
	}
	start, _ := New(Config{}, 5)
	m := Legal(start)[0]
	var in State
	if a := testing.AllocsPerRun(10, func() { in = start; _ = ApplyInPlace(&in, m) }); a != 0 {
		t.Errorf("ApplyInPlace(%v) allocates %v times", m, a)
	}
}

// A playout's step makes the legal move its RNG draws, exactly as Apply
// makes it, allocating nothing, and plays no View.
func TestPlayoutStepIsApplyOfTheDrawnLegalMove(t *testing.T) {
	s, _ := New(Config{}, 9)
	r := core.NewRNG(4)
	buf := make([]Move, 0, maxLegal)
	for steps := 0; !Over(s); steps++ {
		legal := Legal(s)
		k, _ := r.IntN(len(legal))
		want, _, err := Apply(s, legal[k])
		if err != nil {
			t.Fatal(err)
		}
		var ok bool
		if r, buf, ok = Rules.PlayoutStep(&s, r, buf); !ok || s != want {
			t.Fatalf("step %d: PlayoutStep made another move than %v (ok %v)", steps, legal[k], ok)
		}
	}
	if _, _, ok := Rules.PlayoutStep(&s, r, buf); ok {
		t.Error("a step after the end")
	}
	start, _ := New(Config{}, 5)
	v := View(start, 0)
	if _, _, ok := Rules.PlayoutStep(&v, r, buf); ok || v != View(start, 0) {
		t.Error("a View was played")
	}
	var in State
	if a := testing.AllocsPerRun(10, func() { in = start; _, buf, _ = Rules.PlayoutStep(&in, r, buf) }); a != 0 {
		t.Errorf("PlayoutStep allocates %v times", a)
	}
}

// An observation is computed from View(s, p) alone: reading s itself, it
// gives what it gives on p's View, for every seat and a spectator, with
// discards private and public.
func TestObservationIsTheViewsObservation(t *testing.T) {
	for _, config := range [][]byte{nil, []byte(`{"public_discards":true}`), []byte(`{"racket_draft":true}`)} {
		for seed := uint64(1); seed <= 4; seed++ {
			states, _, err := gametest.Trajectory(Rules, config, seed, 200)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range states {
				for _, p := range []core.Player{0, 1, core.NoPlayer} {
					if !slices.Equal(Observation(s, p), Observation(View(s, p), p)) {
						t.Fatalf("config %s seed %d state %d seat %v: the observation sees what the View hides", config, seed, i, p)
					}
				}
			}
		}
	}
}

// AppendObservation writes what Observation returns, for every seat and a
// spectator, into the caller's slice without allocating.
func TestAppendObservationIsObservationInPlace(t *testing.T) {
	buf := make([]float32, 0, observationSize)
	for seed := uint64(1); seed <= 5; seed++ {
		states, _, err := gametest.Trajectory(Rules, nil, seed, 200)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			for _, p := range []core.Player{0, 1, core.NoPlayer} {
				want := Observation(s, p)
				got := AppendObservation(buf[:0], s, p)
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d state %d seat %v: AppendObservation differs from Observation", seed, i, p)
				}
			}
		}
		s := states[len(states)/2]
		if a := testing.AllocsPerRun(20, func() { buf = AppendObservation(buf[:0], s, 1) }); a != 0 {
			t.Fatalf("AppendObservation allocates %v times", a)
		}
	}
}

// TestObservationFollowsTheLayout reads the blocks Observation's doc lays
// out back from the State: each corner's four numbers (a free token/10
// and 1, or the tile's (value+1)/4 as mine or theirs), each racket's
// four, the one-hot decision, pending card and first target, the flags
// and the money, for both seats on random games.
func TestObservationFollowsTheLayout(t *testing.T) {
	const racketsAt, decisionAt, flagsAt, moneyAt = 144, 241, 290, 296
	for seed := uint64(1); seed <= 4; seed++ {
		states, _, err := gametest.Trajectory(Rules, nil, seed, 200)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			for _, p := range []core.Player{0, 1} {
				o := Observation(s, p)
				want := make([]float32, observationSize)
				for c, b := range s.board {
					cell := want[4*c : 4*c+4]
					switch {
					case !isTile(b):
						cell[0], cell[3] = float32(b)/10, 1
					case tileOwner(b) == p:
						cell[1] = float32(tileOf(b)+1) / 4
					default:
						cell[2] = float32(tileOf(b)+1) / 4
					}
				}
				for st, rs := range s.rackets {
					if rs.fate() != toDraft {
						r := want[racketsAt+4*st:]
						r[0] = float32(rs.racket()) / 5
						r[1] = b2f(rs.fate() == onStreet)
						r[2] = b2f(rs.fate() == wonByP0+fate(p))
						r[3] = b2f(rs.fate() == wonByP1-fate(p))
					}
				}
				want[decisionAt+int(s.decision)] = 1
				if s.pending != NoCard {
					want[decisionAt+int(numDecisions)+int(s.pending)-1] = 1
				}
				if s.first != NoCorner {
					want[decisionAt+int(numDecisions)+int(numCards)-1+int(s.first)] = 1
				}
				flags := []bool{s.stepUp, s.extra, s.Active() == p, ToMove(s) == p}
				for k, fl := range flags {
					want[flagsAt+k] = b2f(fl)
				}
				want[moneyAt], want[moneyAt+1] = float32(s.Score(p))/260000, float32(s.Score(other(p)))/260000
				for _, block := range [][2]int{{0, racketsAt + 48}, {decisionAt, flagsAt + 4}, {moneyAt, observationSize}} {
					if got, w := o[block[0]:block[1]], want[block[0]:block[1]]; !slices.Equal(got, w) {
						t.Fatalf("seed %d state %d seat %v: observation[%d:%d] is\n%v\nwant\n%v", seed, i, p, block[0], block[1], got, w)
					}
				}
			}
		}
	}
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// TestCornersWithIsTheCornersLoop: the candidates Legal lists its
// placements and targets from, eight cells at a time, are the corners a
// loop over the board finds, for every mask and value the rules ask
// (a token value, free corners, crew tiles, a seat's tiles) on random
// boards, tokens and tiles of both seats mixed.
func TestCornersWithIsTheCornersLoop(t *testing.T) {
	r := core.NewRNG(5)
	for range 2000 {
		var s State
		for c := range s.board {
			var k int
			k, r = r.IntN(18)
			if k < 10 {
				s.board[c] = uint8(k + 1)
			} else {
				s.board[c] = tileCell(core.Player(k%2), Tile(k%4))
			}
		}
		for _, q := range [][2]uint8{{0xff, 1}, {0xff, 7}, {0xff, 10}, {tileFlag, 0}, {tileFlag, tileFlag}, {tileFlag | 4, tileFlag | 4}, {0xff, tileCell(1, 3)}} {
			var want uint64
			for c, b := range s.board {
				if b&q[0] == q[1] {
					want |= 1 << c
				}
			}
			if got := s.cornersWith(q[0], q[1]); got != want {
				t.Fatalf("board %v, cells &%#x == %#x: %036b, want %036b", s.board, q[0], q[1], got, want)
			}
		}
	}
}
