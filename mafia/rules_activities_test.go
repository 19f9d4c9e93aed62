package mafia

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

func countKind(evs []core.Event, k EventKind) int {
	n := 0
	for _, e := range evs {
		if e.(*Event).Kind == k && e.Audience() == core.Everyone {
			n++
		}
	}
	return n
}

// D3 and HOUSE-4.3: each counter in a box rolls once, Prison first, on the
// RETURNS table; a success puts it in its home city.
func TestReturnsTable(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), Continent)
	put(&s, BossOf(Red)+1, Prison)
	put(&s, BossOf(Red)+2, Station)
	// Prison Picciotto needs 5, Station Picciotto 3, Continent Boss 5
	got, evs := turn(t, s, 0, 4, 3, 4, 1, 1)
	if got.Location(BossOf(Red)+1) != Prison || got.Location(BossOf(Red)+2) != PAL || got.Location(BossOf(Red)) != Continent {
		t.Fatalf("returns with 4,3,4:\n%s", logOf(evs))
	}
	got, evs = turn(t, s, 0, 5, 2, 5, 1, 1)
	if got.Location(BossOf(Red)+1) != PAL || got.Location(BossOf(Red)+2) != Station || got.Location(BossOf(Red)) != PAL {
		t.Fatalf("returns with 5,2,5:\n%s", logOf(evs))
	}
	for _, c := range []struct {
		c    int
		box  int8
		need int
	}{{int(BossOf(Red)), onContinent, 5}, {int(BossOf(Red) + 1), onContinent, 4}, {cCC1, onContinent, 4}, {int(BossOf(Red)), inPrison, 6}, {int(BossOf(Red) + 1), inPrison, 5}, {int(BossOf(Red)), inStation, 4}, {int(BossOf(Red) + 1), inStation, 3}} {
		if returnChance(c.c, c.box) != c.need {
			t.Errorf("%s from %s needs %d, want %d", counterName(c.c), locationName(int(c.box)), returnChance(c.c, c.box), c.need)
		}
	}
}

// D3: a State counter that returns goes to Palermo.
func TestStateCounterReturnsToPalermo(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, Continent)
	s, _ = turn(t, s, 2, 4, 1, 1)
	if s.Location(cCC1) != PAL || s.Facing(cCC1) != NoHeading {
		t.Fatalf("CC1 at %s", locationName(int(s.Location(cCC1))))
	}
}

// D6a Support of the Judiciary blocks a successful release from Prison.
func TestSupportOfJudiciaryCancelsRelease(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, Prison)
	give(&s, StateFaction, SupportJudiciary)
	s, _ = turn(t, s, 0, 6, 1, 1)
	if ToMove(s) != 0 || !hasLegal(s, "P0 play support-of-the-judiciary") {
		t.Fatalf("State not asked: %v", legalStrings(s))
	}
	blocked := do(t, s, "P0 play support-of-the-judiciary")
	if blocked.Location(BossOf(Red)+1) != Prison || blocked.HandSize(StateFaction) != 0 || blocked.DeckSize(Roma) != 8 {
		t.Fatal("the card did not keep the Picciotto in Prison and go back to its deck")
	}
	freed := do(t, s, "P0 pass")
	if freed.Location(BossOf(Red)+1) != PAL {
		t.Fatal("without the card the Picciotto goes home")
	}
}

// D5d ROADBLOCK: a Boss or Picciotto ending there is detained on the
// printed numbers (1–2 at Termini) and not otherwise.
func TestRoadblockDetainsOnPrintedNumbers(t *testing.T) {
	for roll := 1; roll <= 6; roll++ {
		s := fresh(t, 5)
		put(&s, cCC1, SAG)
		s, _ = turn(t, s, 0, 1, 1, roll)
		s = do(t, s, "P1 move R.B sum to TER")
		detained := s.Location(BossOf(Red)) == Station
		if detained != (roll <= 2) {
			t.Errorf("roll %d: detained %v", roll, detained)
		}
	}
}

// D5d ROADBLOCK affects only mafiosi: a CC ending on one rolls nothing.
func TestRoadblockIgnoresStateCounters(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1+2, MIL)
	s, _ = turn(t, s, 2, 1, 1)
	s, evs := doEv(t, s, "P0 move CC3 sum to TAO")
	if countKind(evs, EventKindSpaceRolled) != 0 {
		t.Fatalf("a CC rolled on a roadblock:\n%s", logOf(evs))
	}
}

// D5d AMBUSH: any counter ending there, State counters too, is eliminated
// on the printed numbers.
func TestAmbushEliminatesAnyCounter(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 2, 1, 1, 2)
	s = do(t, s, "P0 move CC1 sum to MAD facing S")
	if s.Location(cCC1) != Continent {
		t.Fatal("the CC survived the ambush on a 2")
	}
}

// D5d RESTAURANT: every counter present rolls, once a turn even when two
// counters arrive.
func TestRestaurantOncePerTurnEveryCounter(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, BAG)
	put(&s, BossOf(Black)+1, BAG)
	// dice 1,1; restaurant rolls for CC1, R.B, R.P1, N.P1; then R.P1's control roll
	s, _ = turn(t, s, 0, 1, 1, 1, 2, 2, 1, 3)
	s = do(t, s, "P1 move R.B die-1 to BAG")
	s, evs := doEv(t, s, "P1 move R.P1 die-2 to BAG")
	if n := countKind(evs, EventKindSpaceRolled); n != 4 {
		t.Fatalf("%d restaurant rolls, want 4:\n%s", n, logOf(evs))
	}
	if s.Location(cCC1) != Continent || s.Location(BossOf(Black)+1) != Continent || s.Location(BossOf(Red)) != BAG {
		t.Fatalf("wrong victims:\n%s", logOf(evs))
	}
}

// D5d ASSASSINATION: only a Boss or the Prefetto is attacked.
func TestAssassinationOnlyBossOrPrefetto(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
	put(&s, BossOf(Red), TRA)
	put(&s, BossOf(Red)+1, TRA)
	s, _ = turn(t, s, 0, 1, 1, 3, 1)
	s = do(t, s, "P1 move R.P1 die-1 to COR")
	s, evs := doEv(t, s, "P1 move R.B die-2 to COR")
	if countKind(evs, EventKindSpaceRolled) != 1 || s.Location(BossOf(Red)) != Continent || s.Location(BossOf(Red)+1) != COR {
		t.Fatalf("assassination:\n%s", logOf(evs))
	}
}

// D5d ANTIMAFIA COMMISSION: on a printed number the Family skips its next
// movement phase; returns still happen.
func TestAntimafiaSkipsNextMovement(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), MIL)
	put(&s, BossOf(Red)+1, LIC)
	s, _ = turn(t, s, 0, 1, 2, 3, 2)
	s = do(t, s, "P1 move R.B die-1 to MES")
	s = do(t, s, "P1 move R.P1 die-2 to SCI")
	if !s.SkipsMovement(Red) {
		t.Fatal("no skip after a 3 on Messina")
	}
	put(&s, BossOf(Red)+2, Continent)
	next, evs := turn(t, s, 0, 6)
	if next.SkipsMovement(Red) || next.Location(BossOf(Red)+2) != PAL || countKind(evs, EventKindMovementSkipped) != 1 || next.ActiveFaction() == Red {
		t.Fatalf("the skipped turn:\n%s", logOf(evs))
	}
}

// D5d NEWS LEAK: the owner discards a card of their choice; it goes back
// to its deck, which is reshuffled, and only the owner sees which.
func TestNewsLeakDiscardsChosenCard(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), NOT)
	put(&s, BossOf(Red)+1, LIC)
	give(&s, Red, WifeCheats, BombAtAirport)
	s, _ = turn(t, s, 0, 1, 2, 2)
	s = do(t, s, "P1 move R.B die-1 to RAG")
	s = do(t, s, "P1 move R.P1 die-2 to SCI")
	if ToMove(s) != 1 || s.dec != DecisionNewsLeak {
		t.Fatalf("no discard asked: %v", legalStrings(s))
	}
	s, evs := doEv(t, s, "P1 discard your-wife-cheats-on-you")
	if s.HandSize(Red) != 1 || !s.holds(Red, BombAtAirport) || s.DeckSize(USA) != 7 {
		t.Fatal("wrong card discarded")
	}
	for _, e := range core.VisibleTo(evs, 2) {
		if e.(*Event).Kind == EventKindCardDiscarded && e.(*Event).Card != HiddenCard {
			t.Fatal("another player saw the discarded card")
		}
	}
}

// D5b PREFETTO: arriving, he arrests every Picciotto in the space, of every
// Family, in their home city too (HOUSE-4.6), but a Boss in his home city
// is protected.
func TestPrefettoArrestsAllPicciotti(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 2, 3, 3)
	s, evs := doEv(t, s, "P0 move prefetto sum to ENN facing S")
	for _, c := range []int{int(BossOf(Orange) + 1), int(BossOf(Orange) + 2), int(BossOf(Green) + 1), int(BossOf(Green) + 2)} {
		if s.Location(Counter(c)) != Prison {
			t.Fatalf("%s not arrested:\n%s", counterName(c), logOf(evs))
		}
	}
	if s.Location(BossOf(Orange)) != ENN || s.Location(BossOf(Green)) != ENN {
		t.Fatal("a Boss in his home city was touched")
	}
}

// D5b PREFETTO: a Picciotto arriving in his space is arrested.
func TestPrefettoArrestsArrivingPicciotto(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cPrefetto, SST)
	put(&s, BossOf(Red)+1, TER)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	if s.Location(BossOf(Red)+1) != Prison {
		t.Fatal("not arrested")
	}
}

// D5b PREFETTO: he may detain a Boss who arrives in his space (not in the
// Boss's home city).
func TestPrefettoDetainsArrivingBoss(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cPrefetto, SST)
	put(&s, BossOf(Red), TER)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.B sum to SST")
	if ToMove(s) != 0 || !hasLegal(s, "P0 detain R.B") || hasLegal(s, "P0 arrest R.B") {
		t.Fatalf("State's options %v", legalStrings(s))
	}
	s = do(t, s, "P0 detain R.B")
	if s.Location(BossOf(Red)) != Station {
		t.Fatal("not detained")
	}
}

// D5d CITY and D6a: a Boss cannot be touched in his home city except with
// Discover a Lair in the City.
func TestHomeCityProtectsBossUnlessLair(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 2, 3, 3)
	s = do(t, s, "P0 move prefetto sum to ENN facing S")
	if s.dec == DecisionPrefetto {
		t.Fatalf("State asked about a protected Boss with an empty hand: %v", legalStrings(s))
	}
	s2 := fresh(t, 5)
	give(&s2, StateFaction, DiscoverLair)
	s2, _ = turn(t, s2, 2, 3, 3)
	s2 = do(t, s2, "P0 pass") // Helicopter window
	s2 = do(t, s2, "P0 move prefetto sum to ENN facing S")
	if !hasLegal(s2, "P0 detain O.B with lair") || hasLegal(s2, "P0 detain O.B") {
		t.Fatalf("options %v", legalStrings(s2))
	}
	s2, evs := doEv(t, s2, "P0 detain O.B with lair")
	if countKind(evs, EventKindDetained) != 1 || s2.HandSize(StateFaction) != 0 || s2.DeckSize(Roma) != 8 {
		t.Fatalf("Lair detention failed:\n%s", logOf(evs))
	}
}

// D6c: with the Family's SISDE pair the Prefetto arrests its Boss; the
// pair goes back to the deck.
func TestSISDEPairArrestsBoss(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Black), TER)
	put(&s, cCC1, SAG)
	give(&s, StateFaction, SISDEBlack1, SISDEBlack2)
	s, _ = turn(t, s, 2, 1, 1, 3)
	s = do(t, s, "P0 pass") // Helicopter window
	s = do(t, s, "P0 move prefetto sum to TER")
	s = do(t, s, "P0 arrest N.B")
	if s.Location(BossOf(Black)) != Prison || s.DeckSize(SISDEDeck) != 8 {
		t.Fatal("pair arrest failed")
	}
}

// D6c: playing the pair turns a detention into an arrest.
func TestSISDEPairConvertsDetention(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Black), Station)
	give(&s, StateFaction, SISDEBlack1, SISDEBlack2)
	s, _ = turnCP(t, s, 2, 1, 1)
	s = do(t, s, "P0 convert N.B")
	if s.Location(BossOf(Black)) != Prison {
		t.Fatal("not converted")
	}
}

// D5b SISDE: investigation draws one SISDE card per mafioso present, seen
// only by the State.
func TestSISDEInvestigationDrawsPerMafioso(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), LEN)
	put(&s, BossOf(Red)+1, LEN)
	s, _ = turn(t, s, 2, 1, 2)
	s = do(t, s, "P0 move sisde die-1 to LEN")
	s, evs := doEv(t, s, "P0 move CC1 die-2 to SST")
	if s.HandSize(StateFaction) != 2 || s.DeckSize(SISDEDeck) != 6 {
		t.Fatalf("investigation:\n%s", logOf(evs))
	}
	for _, e := range core.VisibleTo(evs, 1) {
		if e.(*Event).Kind == EventKindCardDrawn && e.(*Event).Card != HiddenCard {
			t.Fatal("a Family saw a SISDE card")
		}
	}
}

// D5b CARABINIERI: a CC removes one control counter on an even roll.
func TestCCRemovesControlOnEven(t *testing.T) {
	for _, roll := range []int{3, 4} {
		s := fresh(t, 5)
		s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
		s.ctrl[SST], s.ctrlN[SST] = int8(Red), 2
		s, _ = turn(t, s, 2, 1, 1, roll)
		s = do(t, s, "P0 move CC1 sum to SST")
		_, n := s.Control(SST)
		if want := 2 - (roll+1)%2; n != want {
			t.Errorf("roll %d: %d left, want %d", roll, n, want)
		}
	}
}

// D5b CARABINIERI and D5c SHOOTOUT (iii): a Picciotto may resist; if both
// survive the arrest goes ahead; a hit CC goes to the Continent.
func TestCCArrestAndResistance(t *testing.T) {
	cases := []struct {
		rolls    []int
		resist   bool
		picc, cc Place
	}{
		{nil, false, Prison, SST},
		{[]int{2, 2}, true, Prison, SST},
		{[]int{1, 2}, true, SST, Continent},
		{[]int{2, 5}, true, Continent, SST},
	}
	for _, c := range cases {
		s := fresh(t, 5)
		put(&s, BossOf(Red)+1, SST)
		s, _ = turn(t, s, 2, append([]int{1, 1}, c.rolls...)...)
		s = do(t, s, "P0 move CC1 sum to SST")
		s = do(t, s, "P0 arrest R.P1")
		if ToMove(s) != 1 {
			t.Fatalf("the Picciotto's owner is not asked: %v", ToMove(s))
		}
		if c.resist {
			s = do(t, s, "P1 resist")
		} else {
			s = do(t, s, "P1 submit")
		}
		if s.Location(BossOf(Red)+1) != Place(c.picc) || s.Location(cCC1) != Place(c.cc) {
			t.Errorf("rolls %v: R.P1 %s, CC1 %s", c.rolls, s.Location(BossOf(Red)+1).String(), locationName(int(s.Location(cCC1))))
		}
	}
}

// D5c CONTROL: a Boss controls automatically, a Picciotto on an even roll;
// against a stack each action removes one counter, and the newcomer is
// placed only when the last one goes.
func TestControlStackingAndRemoval(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
	put(&s, BossOf(Red), SST)
	put(&s, BossOf(Red)+1, SST)
	s.ctrl[SAG], s.ctrlN[SAG] = int8(Black), 2
	s, _ = turn(t, s, 0, 1, 1, 2)
	s = do(t, s, "P1 move R.B die-1 to SAG")
	s, evs := doEv(t, s, "P1 move R.P1 die-2 to SAG")
	if f, n := s.Control(SAG); f != Red || n != 1 || countKind(evs, EventKindControlRemoved) != 2 || countKind(evs, EventKindControlPlaced) != 1 {
		t.Fatalf("Boss then Picciotto (even) against two black counters: %v ×%d\n%s", f, n, logOf(evs))
	}
	// own counters stack
	s2 := fresh(t, 5)
	put(&s2, BossOf(Red), SST)
	s2.ctrl[SAG], s2.ctrlN[SAG] = int8(Red), 1
	s2, _ = turn(t, s2, 0, 1, 2, 1, 1, 1, 1)
	s2 = do(t, s2, "P1 move R.B die-1 to SAG")
	s2 = do(t, s2, "P1 move R.P1 die-2 to TER")
	if f, n := s2.Control(SAG); f != Red || n != 2 {
		t.Fatalf("own stack: %v ×%d", f, n)
	}
}

// D5c CONTROL: a Picciotto's odd roll places nothing.
func TestPicciottoControlNeedsEven(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
	put(&s, BossOf(Red)+1, SST)
	put(&s, BossOf(Red)+2, SST)
	s, _ = turn(t, s, 0, 1, 1, 3, 4)
	s = do(t, s, "P1 move R.P1 die-1 to SAG")
	s = do(t, s, "P1 move R.P2 die-2 to SAG")
	if f, n := s.Control(SAG); f != Red || n != 1 {
		t.Fatalf("3 then 4: %v ×%d, want one red counter", f, n)
	}
}

// D5d CITY: cities can never be controlled.
func TestCitiesCannotBeControlled(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), CAL)
	s, _ = turn(t, s, 0, 1, 2, 1, 1)
	s = do(t, s, "P1 move R.B die-1 to ENN facing S")
	s = do(t, s, "P1 move R.P1 die-2 to TER")
	if _, n := s.Control(ENN); n != 0 {
		t.Fatal("Enna controlled")
	}
}

// HOUSE-4.4d: with an empty supply a control action only removes.
func TestEmptySupplyOnlyRemoves(t *testing.T) {
	s := fresh(t, 5)
	for sp, n := range map[Place]uint8{MIL: 3, LEN: 3, NOT: 2} {
		s.ctrl[sp], s.ctrlN[sp] = int8(Red), n
	}
	put(&s, BossOf(Red), SST)
	s.ctrl[SAG], s.ctrlN[SAG] = int8(Black), 1
	s, _ = turn(t, s, 0, 1, 2, 3, 3)
	s = do(t, s, "P1 move R.B die-1 to SAG")
	s = do(t, s, "P1 move R.P1 die-2 to TER")
	if f, n := s.Control(SAG); f != NoFaction || n != 0 {
		t.Fatalf("SAG %v ×%d with red's supply empty", f, n)
	}
}

// TestPicciottoControlIsAChoice: Picciotti "can assert control ... by
// rolling the die once more" (D5b): the owner rolls or declines; a decline
// uses no die and places nothing.
func TestPicciottoControlIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, SST)
	s, _ = turn(t, s, 0, 1, 1, 4)
	s = do(t, s, "P1 move R.P1 sum to PAT")
	s = passUntil(t, s, "P1 roll R.P1") // the ambush at PAT rolled the 4
	s.rng = core.NewRNG(5).ForceRolls(2)
	if got := legalStrings(s); len(got) != 2 || got[0] != "P1 roll R.P1" || got[1] != "P1 decline" {
		t.Fatalf("legal %v, want roll and decline", got)
	}
	refuse(t, s, "P1 roll R.P2", core.ErrIllegalMove, "R.P2 does not act now: R.P1 does")
	declined, evs := doEv(t, s, "P1 decline")
	if countKind(evs, EventKindRollDeclined) != 1 || countKind(evs, EventKindControlRolled) != 0 || declined.Controlled(Red) != 0 {
		t.Fatalf("a decline rolled or placed:\n%s", logOf(evs))
	}
	rolled, evs := doEv(t, s, "P1 roll R.P1")
	if countKind(evs, EventKindControlRolled) != 1 || rolled.Controlled(Red) != 1 {
		t.Fatalf("the roll of 2 placed nothing:\n%s", logOf(evs))
	}
}

// TestCarabiniereRemovalIsAChoice: a Carabiniere "can remove a Mafia
// Control counter ... by rolling the die once more" (D5b): the State
// rolls or declines.
func TestCarabiniereRemovalIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	s.ctrl[SST], s.ctrlN[SST] = int8(Red), 2
	s, _ = turn(t, s, 2, 1, 1, 4)
	s = do(t, s, "P0 move CC1 sum to SST")
	s = passUntil(t, s, "P0 roll CC1")
	kept, evs := doEv(t, s, "P0 decline")
	if _, n := kept.Control(SST); n != 2 || countKind(evs, EventKindControlRolled) != 0 {
		t.Fatalf("a decline removed a counter or used the die: %d left", n)
	}
	removed, _ := doEv(t, s, "P0 roll CC1")
	if _, n := removed.Control(SST); n != 1 {
		t.Fatalf("the roll of 4 left %d", n)
	}
}

// TestAutoControlRollsSwitch: with Config.AutoControlRolls the rolls of
// D5b happen without asking, as soon as they can do something.
func TestAutoControlRollsSwitch(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AutoControlRolls = true
	put(&s, BossOf(Red)+1, SST)
	s, _ = turn(t, s, 0, 1, 1, 4, 2)
	s, evs := doEv(t, s, "P1 move R.P1 sum to PAT")
	for s.dec == DecisionCheckpoint {
		var more []core.Event
		s, more = doEv(t, s, ToMove(s).String()+" pass")
		evs = append(evs, more...)
	}
	if countKind(evs, EventKindControlRolled) != 1 || s.Controlled(Red) != 1 {
		t.Fatalf("no automatic roll:\n%s", logOf(evs))
	}
}
