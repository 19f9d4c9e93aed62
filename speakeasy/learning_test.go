package speakeasy

import (
	"errors"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// learningConfigs are every player count and every switch, for the
// learning surface's tests.
var learningConfigs = []Config{
	{Players: 1}, {Players: 2}, {Players: 3}, {},
	{Players: 2, NoSafeSpending: true},
	{Players: 1, SoloWinAt: -1, NoFinalAreaControl: true},
	{Players: 3, NoFinalAreaControl: true, MobsterBlocksSpaceOnly: true},
	{Players: 4, FlatShipPrice: true},
}

// The action ids follow the documented layout, the same for every seat.
func TestActionIdsFollowTheLayout(t *testing.T) {
	var s State
	for m, want := range map[Move]int{
		PlaceMove(0, LocationContractorOffice, PersonL): 0,
		PlaceMove(2, LocationDocks, PersonR):            17,
		RestaurantMove(1, 0):                            18,
		RestaurantMove(3, 3):                            21,
		ParkMove(0, LocationContractorOffice, PersonL):  22,
		ParkMove(0, LocationDocks, PersonR):             39,
		PassMove(0):                                     40,
		SkipMove(1):                                     41,
		BookMove(2):                                     42,
		RaiseMove(0, TrackStrength):                     43,
		RaiseMove(0, TrackFleet):                        47,
		HelperMove(0, 0):                                48,
		HelperMove(0, numHelpers-1):                     67,
		FamilyMemberMove(0, WhereVIPArea):               68,
		FamilyMemberMove(0, WhereUptown):                71,
		HireMove(0, 1):                                  72,
		HireMove(0, 2):                                  73,
		OpenMove(0, Group3Speakeasy):                    74,
		UpgradeMove(0, 0):                               80,
		TakeoverMove(0, numGroups-1):                    91,
		AtMove(0, 0):                                    92,
		AtMove(0, numSpaces-1):                          135,
		FeeMove(0, false):                               136,
		FeeMove(0, true):                                137,
		DiscardMove(0, 0):                               138,
		PlayMove(0, numOps-1):                           217,
		SellMove(0, 0):                                  218,
		ProtectMove(0, numSpaces-1):                     305,
		TruckMove(0, 0):                                 306,
		TruckMove(0, 1):                                 307,
		EnterMove(0, 0):                                 308,
		DriveMove(0, numDistricts-1):                    339,
		PickUpMove(0):                                   340,
		BuyMove(0, 0, 1):                                341,
		BuyMove(0, 1, 2):                                344,
		BuyMove(0, numShips-1, 2):                       348,
		DeliverMove(0, 0):                               349,
		AmbushMove(0, 0):                                393,
		UseMove(0, 3):                                   400,
		AttackMove(0):                                   401,
		BarrelMove(0, 0):                                402,
		BarrelMove(0, WhereStillsArea):                  446,
		DoMove(0, RestaurantActionPlayOperationsCard):   447,
		DoMove(0, RestaurantActionCookBooks):            449,
		TileMove(0, 0):                                  450,
		CookMove(0, numBooks-1):                         503,
		AssociateMove(0, numDistricts-1):                519,
		RewardMove(0, 0, 0):                             520,
		RewardMove(0, 1, 0):                             521,
		RewardMove(0, RewardCityTile, 0):                522,
		RewardMove(0, RewardCityTile, numTiles-1):       557,
		DropMove(0, 0):                                  558,
		DefendMove(0, 0):                                594,
		DefendMove(0, numGoons):                         624,
	} {
		if got, err := MoveAction(s, m); err != nil || got != want {
			t.Errorf("MoveAction(%v) = %d, %v; want %d", m, got, err, want)
		}
	}
	for _, cfg := range learningConfigs {
		if NumActions(cfg) != 625 {
			t.Errorf("NumActions(%+v) = %d", cfg, NumActions(cfg))
		}
		if want := 1525 + 109*cfg.players(); ObservationSize(cfg) != want {
			t.Errorf("ObservationSize(%+v) = %d, want %d", cfg, ObservationSize(cfg), want)
		}
	}
}

// Every id names a move whose id it is, and a move no position allows
// (a malformed one, three barrels bought, a Capo sent to the Park's
// person) has no id.
func TestActionMoveAndMoveActionAreInverse(t *testing.T) {
	s, _ := New(Config{}, 1)
	seen := map[Move]bool{}
	for id := 0; id < numActions; id++ {
		m, err := ActionMove(s, id)
		if err != nil || m.By != ToMove(s) {
			t.Fatalf("ActionMove(%d) = %v, %v", id, m, err)
		}
		if back, err := MoveAction(s, m); err != nil || back != id {
			t.Errorf("MoveAction(ActionMove(%d) = %v) = %d, %v", id, m, back, err)
		}
		if _, err := ParseMove(m.String()); err != nil || seen[m] {
			t.Errorf("action %d is %v: %v (seen before: %v)", id, m, err, seen[m])
		}
		seen[m] = true
	}
	for _, m := range []Move{
		BuyMove(0, 0, 3), BuyMove(0, 0, 0), HireMove(0, 3), HireMove(0, 0),
		ParkMove(0, LocationPark, PersonL), PlaceMove(0, LocationRestaurant, PersonL),
		{By: 0, Kind: MoveKindPass, Goons: 1}, {By: 0, Kind: numMoveKinds}, {},
		{By: 0, Kind: MoveKindFamilyMember, Where: 3},
		{By: 0, Kind: MoveKindBarrel, Where: WhereSupply},
		DefendMove(0, numGoons+1), RestaurantMove(0, 4),
	} {
		if id, err := MoveAction(s, m); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("MoveAction(%v) = %d, %v: want ErrIllegalMove", m, id, err)
		}
	}
	for _, id := range []int{-1, numActions} {
		if _, err := ActionMove(s, id); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("ActionMove(%d): %v", id, err)
		}
	}
}

// randomGame plays a random game of cfg from seed and calls visit before
// each move with the state and the move drawn.
func randomGame(t *testing.T, cfg Config, seed uint64, visit func(s State, m Move)) {
	t.Helper()
	s, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRNG(seed + 100)
	for n := 0; !Over(s); n++ {
		if n > 5000 {
			t.Fatal("no end after 5000 moves")
		}
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		visit(s, l[k])
		next, _, err := Apply(s, l[k])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
}

// The in-place path makes the moves Apply makes, and refuses what Apply
// refuses (with the same error) without touching the state, in every
// config.
func TestApplyInPlaceIsApplyWithoutEvents(t *testing.T) {
	for i, cfg := range learningConfigs {
		randomGame(t, cfg, uint64(i+1), func(s State, m Move) {
			next, _, _ := Apply(s, m)
			in := s
			if err := ApplyInPlace(&in, m); err != nil || in != next {
				t.Fatalf("%+v: ApplyInPlace(%v) differs from Apply: %v", cfg, m, err)
			}
			for _, bad := range []Move{
				{By: m.By, Kind: MoveKindBuy, Ship: 0, Barrels: 3},
				{By: m.By, Kind: MoveKindPass, Goons: 1},
				{By: m.By, Kind: numMoveKinds},
				SkipMove(m.By + 1),
				DefendMove(m.By, numGoons),
			} {
				_, _, want := Apply(s, bad)
				keep := s
				err := ApplyInPlace(&keep, bad)
				if want == nil || err == nil || err.Error() != want.Error() || keep != s {
					t.Fatalf("%+v: ApplyInPlace(%v) = %v, Apply %v (state kept: %v)", cfg, bad, err, want, keep == s)
				}
			}
		})
		keep, _ := New(cfg, 3)
		v := View(keep, 0)
		if err := ApplyInPlace(&v, Legal(keep)[0]); !errors.Is(err, core.ErrBadState) || v != View(keep, 0) {
			t.Errorf("%+v: a View was played in place: %v", cfg, err)
		}
	}
}

// A playout's step makes the legal move its RNG draws, exactly as Apply
// makes it, in every config, and plays neither a View nor a finished game.
func TestPlayoutStepIsApplyOfTheDrawnLegalMove(t *testing.T) {
	for i, cfg := range learningConfigs {
		s, _ := New(cfg, uint64(i+7))
		r := core.NewRNG(4)
		buf := make([]Move, 0, 64)
		for steps := 0; !Over(s); steps++ {
			legal := Legal(s)
			k, _ := r.IntN(len(legal))
			want, _, err := Apply(s, legal[k])
			if err != nil {
				t.Fatal(err)
			}
			var ok bool
			if r, buf, ok = Rules.PlayoutStep(&s, r, buf); !ok || s != want {
				t.Fatalf("%+v step %d: PlayoutStep made another move than %v (ok %v)", cfg, steps, legal[k], ok)
			}
		}
		if _, _, ok := Rules.PlayoutStep(&s, r, buf); ok {
			t.Errorf("%+v: a step after the end", cfg)
		}
		start, _ := New(cfg, 5)
		v := View(start, 0)
		if _, _, ok := Rules.PlayoutStep(&v, r, buf); ok || v != View(start, 0) {
			t.Errorf("%+v: a View was played", cfg)
		}
	}
}

// Neither path allocates, on any move of a game: each step of a whole
// playout is measured, the final scoring's included.
func TestPlayoutAllocatesNothing(t *testing.T) {
	for i, cfg := range learningConfigs {
		var states []State
		var moves []Move
		randomGame(t, cfg, uint64(i+20), func(s State, m Move) {
			states = append(states, s)
			moves = append(moves, m)
		})
		buf := make([]Move, 0, 128)
		r := core.NewRNG(1)
		var in State
		for k := 0; k < len(states); k += 1 + k/8 {
			if a := testing.AllocsPerRun(3, func() { in = states[k]; _ = ApplyInPlace(&in, moves[k]) }); a != 0 {
				t.Errorf("%+v: ApplyInPlace(%v) allocates %v times", cfg, moves[k], a)
			}
			if a := testing.AllocsPerRun(3, func() { in = states[k]; _, buf, _ = Rules.PlayoutStep(&in, r, buf) }); a != 0 {
				t.Errorf("%+v: PlayoutStep allocates %v times before %v", cfg, a, moves[k])
			}
		}
		last := len(states) - 1
		if a := testing.AllocsPerRun(3, func() { in = states[last]; _ = ApplyInPlace(&in, moves[last]) }); a != 0 || !Over(in) {
			t.Errorf("%+v: the last move (%v) allocates %v times", cfg, moves[last], a)
		}
	}
}

// The observation puts each field where the doc says: my hand after the
// common part, seats named relative to the observer, and nothing of
// another seat's hand.
func TestObservationFieldsFollowTheDoc(t *testing.T) {
	s, _ := New(Config{}, 11)
	for p := core.Player(0); p < 4; p++ {
		o := Observation(s, p)
		if len(o) != ObservationSize(Config{}) {
			t.Fatalf("P%d: %d numbers", p, len(o))
		}
		hand := o[obsCommon : obsCommon+numOps]
		for c := 0; c < numOps; c++ {
			in := s.g.P[p].Hand&(1<<uint(c)) != 0
			if (hand[c] == 1) != in {
				t.Errorf("P%d: hand card %d: observation %v, in hand %v", p, c, hand[c], in)
			}
		}
		// The seat to move, one-hot relative to p, in the seats part.
		seats := obsSpaces + obsDistricts + obsPersons + obsShips + obsTiles + obsCards + obsFlow
		toMove := o[seats+4 : seats+8]
		rel := (int(ToMove(s)) - int(p) + 4) % 4
		for r := range toMove {
			if (toMove[r] == 1) != (r == rel) {
				t.Errorf("P%d: the seat to move (P%d) reads %v, want relative seat %d", p, ToMove(s), toMove, rel)
			}
		}
		// Cash of each seat, from p on, in the per-seat part.
		for r := 0; r < 4; r++ {
			q := (int(p) + r) % 4
			at := obsCommon + obsMine + r*obsPlayer
			if want := float32(s.Cash(core.Player(q))) / 200; o[at] != want {
				t.Errorf("P%d: seat %d's cash reads %v, want %v", p, r, o[at], want)
			}
		}
	}
	spectator := Observation(s, core.NoPlayer)
	for _, x := range spectator[obsCommon : obsCommon+obsMine] {
		if x != 0 {
			t.Fatal("a spectator's observation shows a hand")
		}
	}
	// Another seat's hidden hand changes neither its observation nor its
	// information state, but changes the owner's.
	other := s
	other.g.P[1].Hand, other.g.P[2].Hand = s.g.P[2].Hand, s.g.P[1].Hand
	if s.g.P[1].Hand == s.g.P[2].Hand {
		t.Fatal("two equal hands")
	}
	if !equalFloats(Observation(s, 0), Observation(other, 0)) || InformationState(s, 0) != InformationState(other, 0) {
		t.Error("P0's observation shows another seat's hand")
	}
	if equalFloats(Observation(s, 1), Observation(other, 1)) || InformationState(s, 1) == InformationState(other, 1) {
		t.Error("P1's observation misses its own hand")
	}
}

// Every number of every observation of random games is in [0, 1], and
// the length is ObservationSize, in every config.
func TestObservationIsInRangeAndFixedLength(t *testing.T) {
	for i, cfg := range learningConfigs {
		k := 0
		randomGame(t, cfg, uint64(i+30), func(s State, _ Move) {
			if k++; k%7 != 0 {
				return
			}
			for p := core.Player(-1); int(p) < cfg.players(); p++ {
				o := Observation(s, p)
				if len(o) != ObservationSize(cfg) {
					t.Fatalf("%+v: %d numbers, want %d", cfg, len(o), ObservationSize(cfg))
				}
				for j, x := range o {
					if x < 0 || x > 1 {
						t.Fatalf("%+v: Observation(%v)[%d] = %v", cfg, p, j, x)
					}
				}
			}
		})
	}
}

func equalFloats(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// AppendObservation writes what Observation returns, for every seat and a
// spectator, into the caller's slice (after what it holds, whatever the
// slice held before) without allocating.
func TestAppendObservationIsObservationInPlace(t *testing.T) {
	for _, config := range [][]byte{[]byte(`{"players":1}`), []byte(`{"players":2}`), []byte(`{"players":4}`)} {
		states, _, err := gametest.Trajectory(Rules, config, 3, 100000)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range states {
			if i%7 != 0 && i != len(states)-1 {
				continue
			}
			size := ObservationSize(s.g.Cfg)
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
