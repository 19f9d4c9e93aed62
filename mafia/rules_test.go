package mafia

import (
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// C1, C3, C4: the State's counters start on the roadblocks, Palermo and
// Catania; control counters off the map; the marker on R; decks shuffled.
func TestSetupPlacesStateCounters(t *testing.T) {
	s, err := New(Config{}, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]Place{cPrefetto: PAL, cSISDE: CAT, cCC1: TER, cCC1 + 1: TAO, cCC1 + 2: PIA}
	for c, sp := range want {
		if s.Location(Counter(c)) != Place(sp) {
			t.Errorf("%s at %s, want %s", counterName(c), locationName(int(s.Location(Counter(c)))), locationName(int(sp)))
		}
	}
	for f := Red; f < numFamilies; f++ {
		if s.Supply(f) != 8 || s.Controlled(f) != 0 {
			t.Errorf("%s: supply %d, controls %d", f, s.Supply(f), s.Controlled(f))
		}
	}
	if s.ActiveFaction() != Red || ToMove(s) != 1 {
		t.Errorf("first to choose: %v (%v), want red P1", s.ActiveFaction(), ToMove(s))
	}
	for d := Deck(0); d < 3; d++ {
		if s.DeckSize(d) != 8 {
			t.Errorf("%s deck has %d cards", d, s.DeckSize(d))
		}
	}
	s4, _ := New(Config{Players: 4}, 5)
	if s4.Location(cSISDE) != OutOfGame {
		t.Errorf("4-player game: SISDE at %s, want out of play (G2)", locationName(int(s4.Location(cSISDE))))
	}
}

// C2: black and green may not choose Palermo, red and orange not Catania;
// everyone may choose Enna; Families may share a city.
func TestHomeCityColourRestrictions(t *testing.T) {
	s, _ := New(Config{}, 1)
	if got := legalStrings(s); !slices.Equal(got, []string{"P1 home red PAL", "P1 home red ENN"}) {
		t.Fatalf("red's choices %v", got)
	}
	refuse(t, s, "P1 home red CAT", core.ErrIllegalMove, "colour rule")
	s = do(t, s, "P1 home red ENN")
	refuse(t, s, "P2 home black PAL", core.ErrIllegalMove, "colour rule")
	s = do(t, s, "P2 home black ENN") // shared with red
	refuse(t, s, "P3 home orange CAT", core.ErrIllegalMove, "colour rule")
	s = do(t, s, "P3 home orange PAL")
	s = do(t, s, "P4 home green CAT")
	for k := Counter(0); k < 3; k++ {
		if s.Location(BossOf(Black)+k) != ENN || s.Location(BossOf(Green)+k) != CAT {
			t.Fatal("Boss and Picciotti start in the home city")
		}
	}
}

// D1: the calendar R, N, State, O, V, State, and who plays each slot in
// the 5- and 3-player games (F1).
func TestCalendarOrder(t *testing.T) {
	for _, tc := range []struct {
		players int
		seats   []core.Player
	}{{5, []core.Player{1, 2, 0, 3, 4, 0}}, {3, []core.Player{1, 2, 0, 1, 2, 0}}} {
		s := fresh(t, tc.players)
		var got []core.Player
		var facs []Faction
		for i := 0; i < 6; i++ {
			facs = append(facs, s.ActiveFaction())
			got = append(got, s.SeatOf(s.ActiveFaction()))
			s.slot = (s.slot + 1) % 6
		}
		if !slices.Equal(facs, []Faction{Red, Black, StateFaction, Orange, Green, StateFaction}) || !slices.Equal(got, tc.seats) {
			t.Errorf("%d players: calendar %v seats %v", tc.players, facs, got)
		}
	}
}

// D4: a counter moves exactly the number rolled, clockwise along the
// arrows; from Termini Imerese a 2 reaches Santo Stefano (ring) or the
// Madonie (turning into the centre track at Cefalù).
func TestMovementExactAndClockwise(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), TER)
	s, _ = turn(t, s, 0, 1, 1)
	var got []string
	for _, m := range Legal(s) {
		if m.Counter == Counter(int8(BossOf(Red))) && m.Die == 0 {
			got = append(got, m.String())
		}
	}
	want := []string{"P1 move R.B sum to SST", "P1 move R.B sum to MAD facing S"}
	if !slices.Equal(got, want) {
		t.Fatalf("moves of R.B by 2 from TER: %v, want %v", got, want)
	}
	refuse(t, s, "P1 move R.B sum to CEF", core.ErrIllegalMove, "exactly 2 points")
	refuse(t, s, "P1 move R.B sum to BAG", core.ErrIllegalMove, "exactly 2 points")
}

func dests(sp Place, h Heading, n int, fly bool) []string {
	var out []string
	for _, d := range sicily.destinations(int8(sp), h, n, fly, false, nil) {
		s := sicilySpaces[d.to].ID
		if d.head != NoHeading {
			s += "/" + d.head.String()
		}
		if d.air {
			s += "+air"
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// D4 translator's note: the centre track is two-way but a counter keeps
// the direction in which it entered; Enna after setup may go either way.
func TestCentreTrackFacing(t *testing.T) {
	cases := []struct {
		from Place
		h    Heading
		n    int
		want []string
	}{
		{CEF, NoHeading, 3, []string{"ENN/S", "PAT"}}, // from the ring: branch at Cefalù
		{CEF, HeadNorth, 3, []string{"PAT"}},          // came out of the centre: carry on east
		{CAL, HeadSouth, 4, []string{"LIC"}},          // southbound through Enna, Piazza, Gela
		{PIA, HeadNorth, 2, []string{"CAL/N"}},        // northbound must continue north
		{ENN, NoHeading, 1, []string{"CAL/N", "PIA/S"}},
		{GEL, HeadSouth, 1, []string{"LIC"}}, // left the centre southbound: no turning back
		{GEL, NoHeading, 1, []string{"LIC", "PIA/N"}},
	}
	for _, c := range cases {
		if got := dests(c.from, c.h, c.n, false); !slices.Equal(got, c.want) {
			t.Errorf("from %s facing %v by %d: %v, want %v", sicilySpaces[c.from].ID, c.h, c.n, got, c.want)
		}
	}
	// the facing is recorded where the move ends
	s := fresh(t, 5)
	put(&s, BossOf(Red), CEF)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P1 move R.B sum to ENN facing S")
	if s.Facing(BossOf(Red)) != HeadSouth {
		t.Fatalf("facing %v after entering southbound", s.Facing(BossOf(Red)))
	}
}

// D4: only Bosses and the Prefetto fly, the flight costs one point, and a
// counter may not fly back and forth in one move.
func TestAirLinkBossAndPrefettoOnly(t *testing.T) {
	if got := dests(PAL, NoHeading, 1, true); !slices.Contains(got, "CAT+air") {
		t.Fatalf("Boss from Palermo by 1: %v, want Catania by air", got)
	}
	if got := dests(PAL, NoHeading, 2, true); slices.Contains(got, "PAL+air") {
		t.Fatalf("back and forth by air in one move: %v", got)
	}
	if got := dests(COR, NoHeading, 3, true); !slices.Contains(got, "LEN+air") {
		t.Fatalf("air step mid-path COR→PAL→CAT→LEN missing: %v", got)
	}
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	refuse(t, s, "P1 move R.P1 die-1 to CAT by air", core.ErrIllegalMove, "only the Bosses and the Prefetto may fly")
	s = do(t, s, "P1 move R.B die-1 to CAT by air")
	if s.Location(BossOf(Red)) != CAT {
		t.Fatal("the Boss did not fly")
	}
}

// D4: one counter by the sum or two different counters one die each; a
// die cannot be used twice, and a lone counter must use the sum.
func TestSplitMoveNeedsTwoCounters(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 3, 5)
	s = do(t, s, "P1 move R.P1 die-1 to CEF")
	refuse(t, s, "P1 move R.P2 die-1 to CEF", core.ErrIllegalMove, "the first counter used that die")
	refuse(t, s, "P1 move R.P1 die-2 to PIA facing S", core.ErrIllegalMove, "two different counters")
	s = do(t, s, "P1 move R.P2 die-2 to SAG")
	if s.Location(BossOf(Red)+1) != CEF || s.Location(BossOf(Red)+2) != SAG {
		t.Fatal("the two Picciotti did not move one die each")
	}

	lone := fresh(t, 5)
	put(&lone, BossOf(Red)+1, Continent)
	put(&lone, BossOf(Red)+2, Continent)
	lone, _ = turn(t, lone, 0, 1, 1, 3, 5) // both Picciotti fail to return
	for _, m := range Legal(lone) {
		if m.Kind == MoveKindMove && m.Die != 0 {
			t.Fatalf("lone counter offered %v", m)
		}
	}
	refuse(t, lone, "P1 move R.B die-1 to CEF", core.ErrIllegalMove, "move one counter by the sum")
}

// D4: spaces passed through have no effect: a Boss crossing a roadblock
// rolls nothing there.
func TestPassingThroughHasNoEffect(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, SAG) // keep the CC off the road
	s, _ = turn(t, s, 0, 2, 1)
	s, evs := doEv(t, s, "P1 move R.B sum to CEF")
	for _, e := range evs {
		if e.(*Event).Kind == EventKindSpaceRolled {
			t.Fatalf("a roll while passing through: %s", logOf(evs))
		}
	}
}

// House rule HOUSE-4.1e: a move that ends where it started is no move: a
// Boss at Termini Imerese with 11 points could fly round the island back
// to Termini Imerese, and is not offered it, nor may he make it.
func TestAMoveThatEndsWhereItStartedIsNoMove(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), TER)
	s, _ = turn(t, s, 0, 5, 6)
	for _, m := range Legal(s) {
		if m.Kind == MoveKindMove && m.Space == s.Location(m.Counter) {
			t.Errorf("offered %s", m)
		}
	}
	refuse(t, s, "P1 move R.B sum to TER by air", core.ErrIllegalMove, "cannot end on TER")
	var buf [32]dest
	if got := s.b().destinations(int8(TER), NoHeading, 11, true, false, buf[:0]); len(got) == 0 {
		t.Fatal("no destination for 11 points from TER at all")
	}
}

// State.Phase is the rulebook's phase (C preparation, D3 returns, D4
// movement, D5 activities) and State.Decision the kind of decision
// pending; each id reads back.
func TestPhaseIsTheRulebooksAndDecisionWhatIsPending(t *testing.T) {
	s, err := New(Config{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Phase() != PhasePreparation || s.Decision() != DecisionHomeCity {
		t.Errorf("at the start: %v, %v", s.Phase(), s.Decision())
	}
	s = fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	if s.Phase() != PhaseMovement || s.Decision() != DecisionMove {
		t.Errorf("after the roll: %v, %v", s.Phase(), s.Decision())
	}
	s = do(t, s, "P1 move R.P1 sum to CEF")
	if s.Phase() != PhaseActivities || s.Decision() != DecisionControlRoll {
		t.Errorf("after the move: %v, %v", s.Phase(), s.Decision())
	}
	for d := range Decisions() {
		if back, err := ParseDecision(d.String()); err != nil || back != d {
			t.Errorf("decision %v reads back as %v, %v", d, back, err)
		}
	}
	for p := range Phases() {
		if back, err := ParsePhase(p.String()); err != nil || back != p {
			t.Errorf("phase %v reads back as %v, %v", p, back, err)
		}
	}
}
