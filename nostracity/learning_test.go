package nostracity

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// learningConfigs are 3, 4 and 5 seats and every switch, as the harness
// plays them.
var learningConfigs = [][]byte{
	[]byte(`{"players":3}`),
	[]byte(`{"players":4}`),
	[]byte(`{"players":5}`),
	[]byte(`{"players":5,"raid_policy":"reduced-entitlement","end_bonus_tie":"all-tied","verdict_weight":"by-value"}`),
	[]byte(`{"players":4,"phase_turn_mode":"round-robin-single-action","innocent_if_at_most":2}`),
	[]byte(`{"players":3,"first_player":"P2","first_player_rotates_at_reception":true,"jury_start":[0,0,0],"two_colour_turf_respect":2}`),
	[]byte(`{"players":4,"discard_top_visible":true,"score_turf_respect_on_entry":false}`),
}

// The action ids follow the layout NumActions documents, whoever moves.
func TestActionIdsFollowTheLayout(t *testing.T) {
	var s State
	for m, want := range map[Move]int{
		PassMove(0):     0,
		KeepMove(1):     1,
		WithdrawMove(2): 2,
		StayMove(3):     3,
		CashInMove(0, 0, turfAt(0), CashInType(kRed)):     4,
		CashInMove(0, 0, turfAt(0), CashInType(kDrugs)):   5,
		CashInMove(1, 2, turfAt(12), CashInType(kBlue)):   4 + 28*2 + 24,
		CashInMove(1, 2, turfAt(12), CashInType(kYellow)): 4 + 28*2 + 25,
		CashInMove(4, 19, turfAt(13), CashInType(kGreen)): 563,
		BagmanCashInMove(0, CashInType(kRed)):             564,
		BagmanCashInMove(0, CashInType(kProstitution)):    570,
		GiveMove(0, Bill(b5k), 0):                         571,
		GiveMove(0, Bill(b10kG), 3):                       571 + 10 + 3,
		GiveMove(0, Bill(b50kG), 4):                       605,
		GiveFirstPlayerMove(0, 2):                         608,
		BidMove(0, 0, 0):                                  611,
		BidMove(0, 19, 3):                                 690,
		AddBillMove(0, Bill(b5k)):                         691,
		KeepBidMove(0, Bill(b50kG)):                       704,
		KeepTwoMove(0, Bill(b5k), Bill(b5k)):              705,
		KeepTwoMove(0, Bill(b5k), Bill(b10kI)):            706,
		KeepTwoMove(0, Bill(b10kI), Bill(b10kI)):          705 + 7,
		KeepTwoMove(0, Bill(b50kG), Bill(b50kG)):          732,
		TitleMove(0, TitleConsigliere, 0):                 733,
		TitleMove(0, TitlePrimoCapo, 4):                   742,
		CorruptMove(0, 0, Bill(b5k)):                      743,
		CorruptMove(0, 19, Bill(b50kG)):                   882,
		CorruptTwoMove(0, Bill(b5k), Bill(b5k)):           883,
		CorruptTwoMove(0, Bill(b50kG), Bill(b50kG)):       910,
		TamperMove(0):               911,
		PlayAtMove(0, Whack, 0):     912,
		PlayAtMove(0, Shakedown, 1): 918,
		PlayAtMove(0, Tail, 4):      926,
		TorchMove(0, turfAt(0)):     927,
		TorchMove(0, turfAt(13)):    940,
		SkimMove(0):                 941,
		FixMove(0, Bill(b5k)):       942,
		FixMove(0, Bill(b50kG)):     948,
		RageMove(0, 1):              950,
		BusyMove(0, 4):              958,
		EnforceMove(0, Whack):       974,
		EnforceMove(0, Fix):         979,
	} {
		if got, err := MoveAction(s, m); err != nil || got != want {
			t.Errorf("MoveAction(%v) = %d, %v; want %d", m, got, err, want)
		}
	}
	if !Rules.Learns() {
		t.Error("Rules does not offer the learning surface: the harness skips its laws")
	}
	if NumActions(Config{}) != 980 || ObservationSize(Config{}) != 1412 {
		t.Errorf("NumActions %d, ObservationSize %d", NumActions(Config{}), ObservationSize(Config{}))
	}
	for _, m := range []Move{
		{By: 0, Kind: MoveKindPass, Bill: 1},                             // a stray field
		TitleMove(0, TitleUnderboss, 1),                                  // never given
		{By: 0, Kind: MoveKindCorruptTwo, Wiseguy: 3, Bill: 0, Bill2: 1}, // not the Lawyer
		KeepTwoMove(0, Bill(b10kI), Bill(b5k)),                           // not in type order
		CashInMove(0, 0, turfAt(0), CashInType(kBlue)),                   // Red Hook shows no blue
		{By: 0, Kind: MoveKindPlay, Vendetta: FitOfRage},                 // never played
		{},
	} {
		if _, err := MoveAction(s, m); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%v has an action id: %v", m, err)
		}
	}
	g, _ := New(Config{}, 1)
	for _, id := range []int{-1, numActions} {
		if _, err := ActionMove(g, id); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("action %d: %v", id, err)
		}
	}
	g.phase = PhaseOver
	if _, err := ActionMove(g, 0); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("an action once the game is over: %v", err)
	}
}

// Every id stands for one well-formed move, and that move's id is the id:
// the layout has no hole and no overlap.
func TestEveryActionIdIsOneMove(t *testing.T) {
	g, _ := New(Config{Players: 5}, 1)
	seen := map[Move]int{}
	for id := range numActions {
		m, err := ActionMove(g, id)
		if err != nil {
			t.Fatalf("ActionMove(%d): %v", id, err)
		}
		if back, err := MoveAction(g, m); err != nil || back != id {
			t.Fatalf("MoveAction(ActionMove(%d) = %v) = %d, %v", id, m, back, err)
		}
		if m.strayFields() {
			t.Errorf("ActionMove(%d) = %v sets a field its kind does not use", id, m)
		}
		if o, dup := seen[m]; dup {
			t.Errorf("actions %d and %d are both %v", o, id, m)
		}
		seen[m] = id
	}
}

// Every Turf shows two Cash-in types, the two a Cash-in's id tells apart.
func TestEveryTurfShowsTwoCashInTypes(t *testing.T) {
	for tf := range numTurfs {
		n := 0
		for k := range numKinds {
			if turfMatches(tf, k) {
				n++
				if turfKinds[tf][0] != int8(k) && turfKinds[tf][1] != int8(k) {
					t.Errorf("%s shows %s, not among its ids' types", turfCode(int8(tf)), kindName(int8(k)))
				}
			}
		}
		if n != 2 {
			t.Errorf("%s shows %d Cash-in types", turfCode(int8(tf)), n)
		}
	}
}

// The playout path makes the moves Apply makes, in place, in every config,
// and refuses what Apply refuses with Apply's error, leaving the state as
// it was.
func TestApplyInPlaceIsApplyWithoutEvents(t *testing.T) {
	for _, cfg := range learningConfigs {
		for seed := uint64(1); seed <= 3; seed++ {
			states, moves, err := gametest.Trajectory(Rules, cfg, seed, 5000)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range states {
				next, _, _ := Apply(s, moves[i])
				in := s
				if err := ApplyInPlace(&in, moves[i]); err != nil || in != next {
					t.Fatalf("%s seed %d: ApplyInPlace(%v) differs from Apply: %v", cfg, seed, moves[i], err)
				}
				// An illegal move: the same move by another seat, and an id's
				// move that is not legal.
				wrong := moves[i]
				wrong.By = (wrong.By + 1) % core.Player(s.n)
				bad, _ := ActionMove(s, (i*37)%numActions)
				for _, m := range []Move{wrong, bad} {
					if isLegalMove(s, m) {
						continue
					}
					keep := s
					_, _, want := Apply(s, m)
					got := ApplyInPlace(&keep, m)
					if got == nil || keep != s || got.Error() != want.Error() {
						t.Fatalf("%s: ApplyInPlace(%v) = %v, Apply %v; state kept: %v", cfg, m, got, want, keep == s)
					}
				}
			}
		}
	}
	s, _ := New(Config{}, 1)
	v := View(s, 0)
	keep := v
	if err := ApplyInPlace(&v, Legal(s)[0]); err == nil || v != keep {
		t.Errorf("a View was played on: %v", err)
	}
}

func isLegalMove(s State, m Move) bool { return slices.Contains(Legal(s), m) }

// A playout step allocates nothing, at every kind of decision a game
// has: no event is built and no State copied to the heap.
func TestApplyInPlaceAllocatesNothing(t *testing.T) {
	for _, cfg := range learningConfigs {
		states, moves, err := gametest.Trajectory(Rules, cfg, 7, 5000)
		if err != nil {
			t.Fatal(err)
		}
		var in State
		a := testing.AllocsPerRun(3, func() {
			for i := range states {
				in = states[i]
				_ = ApplyInPlace(&in, moves[i])
			}
		})
		if a != 0 {
			t.Errorf("%s: a game of %d moves in place allocates %v times", cfg, len(moves), a)
		}
	}
}

// The observation has its fixed length in every config, numbers in
// [0, 1], and only what the View shows: it is the same on the View and on
// a determinization (a state the seat cannot tell apart).
func TestObservationIsTheSeatsView(t *testing.T) {
	for _, cfg := range learningConfigs {
		states, _, err := gametest.Trajectory(Rules, cfg, 11, 5000)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			if i%5 != 0 {
				continue
			}
			for p := core.NoPlayer; int(p) < int(s.n); p++ {
				o := Observation(s, p)
				if len(o) != observationSize {
					t.Fatalf("%s: Observation(%v) has %d numbers", cfg, p, len(o))
				}
				for j, x := range o {
					if !(x >= 0 && x <= 1) {
						t.Fatalf("%s: Observation(%v)[%d] = %v", cfg, p, j, x)
					}
				}
				if !slices.Equal(o, Observation(View(s, p), p)) {
					t.Fatalf("%s: Observation(%v) of the View differs", cfg, p)
				}
				if p == core.NoPlayer {
					continue
				}
				// A state p cannot tell from s: p's observation and
				// information state are the same.
				d := Determinize(s, p, core.NewRNG(uint64(i)))
				if !slices.Equal(o, Observation(d, p)) || InformationState(s, p) != InformationState(d, p) {
					t.Fatalf("%s: %v tells a determinization apart at move %d", cfg, p, i)
				}
			}
		}
	}
}

// seatBlock is where seat slot i's numbers start in an observation.
const seatBlock = observationSize - maxPlayers*obsSeat

// The viewer's own Bank shows by type; another's Bank only by size, so
// two states that differ in an opponent's Bills give p one observation.
func TestObservationHidesOtherBanks(t *testing.T) {
	s := scenario(t, 3)
	a, b := s, s
	setBank(&a, 1, bills{b5k: 2})
	setBank(&b, 1, bills{b10kI: 1, b50kG: 1})
	if !slices.Equal(Observation(a, 0), Observation(b, 0)) || InformationState(a, 0) != InformationState(b, 0) {
		t.Error("P0 tells P1's Bank types apart")
	}
	if !slices.Equal(Observation(a, 2), Observation(b, 2)) {
		t.Error("P2 tells P1's Bank types apart")
	}
	if slices.Equal(Observation(a, 1), Observation(b, 1)) {
		t.Error("P1 does not see its own Bank")
	}
	// P1's slot is 0 in its own observation: its 5k count is the second
	// number of its bank field.
	bank := seatBlock + 1 + 5 + 1 + 3 + 3 + 3
	if o := Observation(a, 1); o[bank] != 0.2 || o[bank+1] != 0.2 {
		t.Errorf("P1's bank field reads %v, want 2 Bills, 2 of them 5k", o[bank:bank+8])
	}
	if o := Observation(a, 0); o[obsSeat+bank] != 0.2 || o[obsSeat+bank+1] != 0 {
		t.Errorf("P0 reads P1's bank (slot 1) as %v, want its size alone", o[obsSeat+bank:obsSeat+bank+8])
	}
}

// What p remembers (a Bill p gave, a hand a Tail showed) is in p's
// observation and information state, and in nobody else's.
func TestObservationKeepsTheSeatsMemories(t *testing.T) {
	s := scenario(t, 3)
	setBank(&s, 1, bills{b50kI: 1, b5k: 1})
	setHand(&s, 2, vcards{vSnitch: 1})
	knows := s
	knows.know[0].bank[other(0, 1)] = billTally(bills{b50kI: 1})
	knows.know[0].hand[other(0, 2)] = handTally(vcards{vSnitch: 1})
	if slices.Equal(Observation(s, 0), Observation(knows, 0)) {
		t.Error("P0's observation forgets what P0 knows")
	}
	if InformationState(s, 0) == InformationState(knows, 0) || !strings.Contains(InformationState(knows, 0), `"knows"`) {
		t.Error("P0's information state forgets what P0 knows")
	}
	for _, p := range []core.Player{1, 2, core.NoPlayer} {
		if !slices.Equal(Observation(s, p), Observation(knows, p)) || InformationState(s, p) != InformationState(knows, p) {
			t.Errorf("%v sees what P0 knows", p)
		}
	}
}

// The information state is the View's canonical JSON, whatever history
// led there.
func TestInformationStateIsTheViewsJSON(t *testing.T) {
	s, _ := New(Config{Players: 4}, 3)
	for p := core.NoPlayer; p < 4; p++ {
		want, err := View(s, p).MarshalJSON()
		if err != nil || InformationState(s, p) != string(want) {
			t.Errorf("InformationState(%v) is not its View's JSON: %v", p, err)
		}
	}
}

// A playout's step makes the legal move its RNG draws, exactly as Apply
// makes it, allocating nothing, and plays no View.
func TestPlayoutStepIsApplyOfTheDrawnLegalMove(t *testing.T) {
	for _, cfg := range []Config{{Players: 3}, {Players: 5, PhaseTurnMode: "round-robin-single-action"}} {
		s, err := New(cfg, 9)
		if err != nil {
			t.Fatal(err)
		}
		r := core.NewRNG(4)
		var buf []Move
		for steps := 0; !Over(s); steps++ {
			legal := Legal(s)
			k, _ := r.IntN(len(legal))
			want, _, err := Apply(s, legal[k])
			if err != nil {
				t.Fatal(err)
			}
			var ok bool
			if r, buf, ok = Rules.PlayoutStep(&s, r, buf); !ok || !reflect.DeepEqual(s, want) {
				t.Fatalf("%+v step %d: PlayoutStep made another move than %v (ok %v)", cfg, steps, legal[k], ok)
			}
		}
		if _, _, ok := Rules.PlayoutStep(&s, r, buf); ok {
			t.Error("a step after the end")
		}
	}
	start, _ := New(Config{Players: 4}, 5)
	v := View(start, 0)
	before := v
	r := core.NewRNG(1)
	if _, _, ok := Rules.PlayoutStep(&v, r, nil); ok || !reflect.DeepEqual(v, before) {
		t.Error("a View was played")
	}
	buf := make([]Move, 0, 256)
	var in State
	if a := testing.AllocsPerRun(20, func() {
		in = start
		for ok := true; ok; {
			r, buf, ok = Rules.PlayoutStep(&in, r, buf)
		}
	}); a != 0 {
		t.Errorf("a game of PlayoutSteps allocates %v times", a)
	}
}

// AppendObservation writes what Observation returns, for every seat and a
// spectator, into the caller's slice (after what it holds, whatever the
// slice held before) without allocating.
func TestAppendObservationIsObservationInPlace(t *testing.T) {
	for _, config := range [][]byte{nil, []byte(`{"players":3}`), []byte(`{"players":5}`)} {
		states, _, err := gametest.Trajectory(Rules, config, 3, 100000)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			if i%7 != 0 && i != len(states)-1 {
				continue
			}
			size := observationSize
			buf := make([]float32, 1+size)
			for p := core.NoPlayer; int(p) < s.NumPlayers(); p++ {
				for k := range buf {
					buf[k] = 0.5 // what a reused buffer held
				}
				got := AppendObservation(buf[:1], s, p)
				if !slices.Equal(got[1:], Observation(s, p)) || got[0] != 0.5 || &got[0] != &buf[0] {
					t.Fatalf("config %s state %d seat %v: AppendObservation is not Observation in place", config, i, p)
				}
			}
			if n := testing.AllocsPerRun(5, func() { AppendObservation(buf[:0], s, 0) }); n != 0 {
				t.Fatalf("config %s state %d: AppendObservation allocates %v times", config, i, n)
			}
		}
	}
}
