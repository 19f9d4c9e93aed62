package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// ---- Titles ----

func TestUnderbossEntersTheStreetAtTheEndOfFebruary(t *testing.T) {
	s := meetingScene(t)
	s.phase, s.month = PhaseTrial, 1
	setStreet(&s, 0, 19)
	s.street[0] = noCard
	s.streetDeck |= 1 << 19
	s, log := play(t, s, "P0 pass", "P1 pass", "P2 pass")
	if hasLine(log, "Underboss enters") {
		t.Fatal("the Underboss came in January")
	}
	s.phase, s.step, s.turn = PhaseTrial, stTurn, 0
	s.streetDeck |= 1 << uint(s.street[0])
	s.street[0] = noCard
	s, log = play(t, s, "P0 pass", "P1 pass", "P2 pass")
	wantLine(t, log, "the Underboss enters the Street on S1")
	if s.street[0] != cUnderboss {
		t.Fatal("the Underboss takes the first empty space")
	}
}

// TestUnderbossPushesTheLastSpaceToTheBottomOfTheStreetPile: House rule
// HOUSE-10, on a full Street the Underboss takes S4 and the card there goes
// to the bottom of the Street pile, in front of the table: every View shows
// it, and it comes back only after every card above it has been drawn.
func TestUnderbossPushesTheLastSpaceToTheBottomOfTheStreetPile(t *testing.T) {
	s := meetingScene(t)
	s.phase, s.month = PhaseTrial, 2
	grandJury := int8(firstInv + iGrandJury)
	s, _ = play(t, s, "P0 pass", "P1 pass", "P2 pass")
	if s.street[3] != cUnderboss || s.streetBottom != grandJury || s.streetDeck.Has(int(grandJury)) {
		t.Fatal("HOUSE-10: the Underboss takes S4 and the card of S4 goes to the bottom of the Street pile")
	}
	for _, p := range []core.Player{0, 1, core.NoPlayer} {
		if View(s, p).StreetBottom() != Card(grandJury) {
			t.Fatalf("%v's View does not show the Street pile's known bottom", p)
		}
	}
	above := s.streetDeck.Len()
	for seed := uint64(0); seed < 20; seed++ {
		d := s.WithRNG(core.NewRNG(seed))
		for k := 0; d.StreetPile() > 0; k++ {
			if c := d.drawStreet(); c == grandJury && k != above {
				t.Fatalf("seed %d: the card pushed under the pile came back as draw %d of %d", seed, k+1, above+1)
			}
		}
	}
}

func titleScene(t *testing.T, n int) State {
	s := scenario(t, n)
	for p := 0; p < n; p++ {
		give(&s, p, 10+p)
	}
	s.month, s.phase = 3, PhaseMeeting
	setStreet(&s, 0, cUnderboss)
	return s
}

func TestTitleChainUnderbossConsigliereAndPrimoCapo(t *testing.T) {
	s := titleScene(t, 5)
	s, _ = play(t, s, "P0 bid W11 S1", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass", "P3 pass", "P4 pass")
	if s.titles[0] != 0 || s.step != stConsig || ToMove(s) != 0 {
		t.Fatalf("the Underboss goes to P0, who gives the Consigliere: step %d", s.step)
	}
	refused(t, s, "P0 title consigliere P0", core.ErrIllegalMove, "already Underboss")
	s, _ = play(t, s, "P0 title consigliere P2")
	refused(t, s, "P2 title primo-capo P0", core.ErrIllegalMove, "already Underboss")
	refused(t, s, "P2 title primo-capo P2", core.ErrIllegalMove, "already Consigliere")
	forceVendetta(&s, vWhack, vWhack)
	s, log := play(t, s, "P2 title primo-capo P4")
	if s.Respect(0) != 3 || s.Respect(2) != 2 || s.Respect(4) != 1 {
		t.Fatalf("Respect %d %d %d", s.Respect(0), s.Respect(2), s.Respect(4))
	}
	// At 5 players the two without a Title are Cheated (HOUSE-18).
	wantLine(t, log, "P1 is Cheated and draws 1 Vendetta card")
	wantLine(t, log, "P3 is Cheated and draws 1 Vendetta card")
	if hasLine(log, "P0 is Cheated") {
		t.Fatal("the Underboss won a card")
	}
}

func TestTitlesAtThreePlayersCheatNobody(t *testing.T) {
	s := titleScene(t, 3)
	s, _ = play(t, s, "P0 bid W11 S1", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass", "P0 title consigliere P1")
	_, log := play(t, s, "P1 title primo-capo P2")
	if hasLine(log, "Cheated") {
		t.Fatal("at 3 players everyone has a Title")
	}
}

// ---- Trial ----

func trialScene(t *testing.T) State {
	s := scenario(t, 3)
	give(&s, 0, 0, 1)
	give(&s, 1, 2, 3)
	give(&s, 2, 4, 5)
	s.phase = PhaseTrial
	return s
}

func TestCorruptionPlacesOneHiddenBill(t *testing.T) {
	s := trialScene(t)
	s, log := play(t, s, "P0 corrupt W01 10k-guilty")
	wantLine(t, log, "P0 puts $10kG on the Corruption pile")
	wantLine(t, log, "P0 puts 1 Bill on the Corruption pile")
	if s.corr[0] != (bills{b10kG: 1}) || View(s, 1).corr[0] != (bills{bHidden: 1}) {
		t.Fatal("the Bill is on the pile, face-down to the others")
	}
	refused(t, s, "P0 corrupt W02 10k-innocent 5k", core.ErrIllegalMove, "single Bill")
}

func TestZealousCorruptorFromAprilForTheOnlyCorrupter(t *testing.T) {
	for month, want := range map[int8]bool{3: false, 4: true} {
		s := trialScene(t)
		setMonth(&s, month)
		s, _ = play(t, s, "P0 corrupt W01 5k", "P0 corrupt W02 5k", "P0 pass", "P1 pass", "P2 pass")
		if got := s.zealous[0] == 0; got != want {
			t.Fatalf("month %d: Zealous Corruptor %v, want %v", month, got, want)
		}
	}
	s := trialScene(t)
	setMonth(&s, 5)
	s, _ = play(t, s, "P0 corrupt W01 5k", "P0 pass", "P1 corrupt W03 5k", "P1 pass", "P2 pass")
	if s.zealous[0] >= 0 {
		t.Fatal("two corrupters: nobody wins a Zealous Corruptor")
	}
}

func TestZealousCorruptorIgnoresTheTitleStack(t *testing.T) {
	// HOUSE-22: no Title given yet, the card is still won.
	s := trialScene(t)
	setMonth(&s, 4)
	s, _ = play(t, s, "P1 pass"[:0]+"P0 pass", "P1 corrupt W03 5k", "P1 pass", "P2 pass")
	if s.zealous[0] != 1 || s.Respect(1) != 1 {
		t.Fatal("P1 wins the Zealous Corruptor (+1)")
	}
}

func TestEmptyBankCannotCorrupt(t *testing.T) {
	s := trialScene(t)
	s.billDeck.add(s.bank[0])
	s.bank[0] = bills{}
	refused(t, s, "P0 corrupt W01 5k", core.ErrIllegalMove, "holds no 5k")
	for _, m := range Legal(s) {
		if m.Kind == MoveKindCorrupt {
			t.Fatal("HOUSE-20: Corruption needs a Bill")
		}
	}
}

// ---- Reception ----

func TestReceptionFreesEverythingAddsGuiltAndRefills(t *testing.T) {
	s := meetingScene(t) // Grand Jury on S4
	s.phase = PhaseTrial
	s.busyW = 1<<10 | 1<<13
	s.busyT = 1 << (tRedHook - firstTurf)
	g := s.guilt
	setStreet(&s, 1, firstInv+1)
	s.street[0] = noCard
	s.streetDeck |= 1 << tArthur
	s, log := play(t, s, "P0 pass", "P1 pass", "P2 pass")
	if s.busyW != 0 || s.busyT != 0 {
		t.Fatal("HOUSE-10: Wiseguys and Turfs are Free again")
	}
	if s.guilt != g+2 {
		t.Fatalf("Guilt %d, want %d (+1 Vice Squad, +1 Grand Jury)", s.guilt, g+2)
	}
	wantLine(t, log, "is revealed on S1")
	if s.street[0] == noCard || s.month != 2 || s.phase != PhaseBusiness {
		t.Fatal("the Street refills and February begins")
	}
}

// TestEveryInvestigationAddsOneGuiltPointAMonth: the rulebook, "Each
// Investigation not removed from the Street generates one Guilt point at
// the end of each Month", the Grand Jury included.
func TestEveryInvestigationAddsOneGuiltPointAMonth(t *testing.T) {
	for i := 0; i < numInv; i++ {
		s := meetingScene(t)
		s.phase = PhaseTrial
		setStreet(&s, 3, firstInv+i)
		g := s.guilt
		s, log := play(t, s, "P0 pass", "P1 pass", "P2 pass")
		if s.guilt != g+1 {
			t.Fatalf("%s: Guilt %d, want %d (one point a Month)", cardName(firstInv+i), s.guilt, g+1)
		}
		wantLine(t, log, "+1 Guilt")
	}
}

// ---- Final Verdict ----

func verdictScene(t *testing.T, n int) State {
	s := scenario(t, n)
	for p := 0; p < n; p++ {
		give(&s, p, p)
	}
	s.phase = PhaseTrial
	setMonth(&s, 6)
	s.guilt = 0
	return s
}

func endTurns(t *testing.T, s State) (State, []string) {
	var log, l []string
	for !Over(s) && s.phase == PhaseTrial {
		s, l = play(t, s, ToMove(s).String()+" pass")
		log = append(log, l...)
	}
	return s, log
}

func TestVerdictIsInnocentAtZeroGuilt(t *testing.T) {
	s := verdictScene(t, 3)
	s.corr[0] = bills{b10kG: 1, b10kI: 1}
	s.billDeck[b10kG]--
	s.billDeck[b10kI]--
	s, log := endTurns(t, s)
	wantLine(t, log, "the Godfather is Innocent (final Guilt 0)")
	if !s.Innocent() {
		t.Fatal("HOUSE-9: Guilt 0 is Innocent")
	}
}

func TestVerdictWeightByValue(t *testing.T) {
	for _, c := range []struct {
		weight string
		want   int
	}{{"per-icon", 0}, {"by-value", 3}} {
		s := scenario(t, 3, Config{VerdictWeight: c.weight})
		for p := 0; p < 3; p++ {
			give(&s, p, p)
		}
		s.phase, s.guilt = PhaseTrial, 0
		setMonth(&s, 6)
		s.corr[0] = bills{b50kG: 1, b20kI: 1}
		s.billDeck[b50kG]--
		s.billDeck[b20kI]--
		s, _ = endTurns(t, s)
		if s.Guilt() != c.want {
			t.Fatalf("%s: Guilt %d, want %d", c.weight, s.Guilt(), c.want)
		}
	}
}

func TestInnocentVerdictCrownsTheBestLoyalPlayer(t *testing.T) {
	s := verdictScene(t, 3)
	giveRespect(&s, 1, 7) // 3 Respect, but a Snitch
	setHand(&s, 1, vcards{vSnitch: 1})
	giveRespect(&s, 2, 4) // 2 Respect
	s, log := endTurns(t, s)
	wantLine(t, log, "P1 is an FBI Snitch!")
	r := Result(s)
	if len(r.Winners) != 1 || r.Winners[0] != 2 {
		t.Fatalf("winners %v, want P2 (the Snitch P1 cannot win an Innocent verdict)", r.Winners)
	}
}

func TestGuiltyVerdictWithoutSnitchHasNoWinner(t *testing.T) {
	s := verdictScene(t, 4)
	s.guilt = 5
	s, log := endTurns(t, s)
	wantLine(t, log, "nobody is a Snitch")
	if r := Result(s); len(r.Winners) != 0 || len(r.Rank) != 4 {
		t.Fatalf("result %+v", r)
	}
}

func TestGuiltyVerdictCrownsTheBestSnitch(t *testing.T) {
	s := verdictScene(t, 4)
	s.guilt = 5
	setHand(&s, 1, vcards{vSnitch: 1})
	setHand(&s, 3, vcards{vSnitch: 1})
	giveRespect(&s, 3, 0)
	s, _ = endTurns(t, s)
	if r := Result(s); len(r.Winners) != 1 || r.Winners[0] != 3 {
		t.Fatalf("winners %v, want P3", r.Winners)
	}
}

func TestInnocentTieBreakIsTheHighestTitle(t *testing.T) {
	s := verdictScene(t, 3)
	s.street[3] = noCard
	s.titles = [3]int8{2, 1, 0} // 3, 2, 1 Respect
	giveRespect(&s, 0, 4)       // +2
	giveRespect(&s, 0, 0)       // +1: P0 has 4
	giveRespect(&s, 1, 5)       // +2: P1 has 4
	giveRespect(&s, 2, 1)       // +1: P2 has 4
	s, _ = endTurns(t, s)
	if r := Result(s); len(r.Winners) != 1 || r.Winners[0] != 2 {
		t.Fatalf("winners %v (Respect %v), want the Underboss P2", r.Winners, r.Scores)
	}
}

func TestEndBonusesAndTheirTies(t *testing.T) {
	s := verdictScene(t, 3)
	give(&s, 0, 10, tRedHook, tConey) // most Wiseguys and most Turfs
	setHand(&s, 1, vcards{vWhack: 1})
	setHand(&s, 2, vcards{vWhack: 1})
	s, log := endTurns(t, s)
	wantLine(t, log, "P0 scores Most Wiseguys (+2 Respect)")
	wantLine(t, log, "P0 scores Most Turfs (+2 Respect)")
	if hasLine(log, "Most Vendetta") {
		t.Fatal("HOUSE-8 nobody: a tied bonus is not given")
	}
	s = scenario(t, 3, Config{EndBonusTie: "all-tied"})
	for p := 0; p < 3; p++ {
		give(&s, p, p)
	}
	s.phase, s.guilt = PhaseTrial, 0
	setMonth(&s, 6)
	setHand(&s, 1, vcards{vWhack: 1})
	setHand(&s, 2, vcards{vWhack: 1})
	_, log = endTurns(t, s)
	wantLine(t, log, "P1 scores Most Vendetta cards")
	wantLine(t, log, "P2 scores Most Vendetta cards")
}

// ---- Hidden information ----

func TestViewHidesBanksHandsPilesAndTheRNG(t *testing.T) {
	s, _ := New(Config{Players: 4}, 11)
	setHand(&s, 2, vcards{vSnitch: 1})
	s.billDisc = bills{b20kG: 2}
	s.billDeck[b20kG] -= 2
	v := View(s, 0)
	if v.bank[1] != (bills{bHidden: 4}) || v.bank[0] != s.bank[0] {
		t.Fatal("Banks are face-down to the others")
	}
	if v.hand[2] != (vcards{vHidden: 1}) || v.HandSize(2) != 1 {
		t.Fatal("Vendetta hands show only their size")
	}
	if v.billDisc != (bills{bHidden: 2}) {
		t.Fatal("HOUSE-15: the Bill discard pile cannot be consulted")
	}
	if !v.rng.IsZero() || v.billDeck[bHidden] != uint8(s.billDeck.total()-1) {
		t.Fatal("the View holds no RNG and a face-down Bill pile")
	}
}

func TestDrawnBillsAreSeenOnlyByTheActivePlayer(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, b50kI, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	if View(s, 1).drawn != (bills{bHidden: 3}) || View(s, 0).drawn != s.drawn {
		t.Fatal("only the active player sees the drawn Bills")
	}
	m, _ := ParseMove("P0 give 50k-innocent P1")
	_, evs, _ := Apply(s, m)
	for _, e := range core.VisibleTo(evs, 2) {
		if e.String() != "P0 gives a Bill to P1" {
			t.Fatalf("P2 sees %q", e)
		}
	}
}

func TestSnitchDrawLooksLikeAnyVendettaDraw(t *testing.T) {
	s := scenario(t, 3)
	give(&s, 0, 0, tRedHook)
	give(&s, 1, 6, tConey)
	forceBills(&s, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vSnitch)
	m, _ := ParseMove("P0 keep")
	s, evs, _ := Apply(s, m)
	for _, e := range core.VisibleTo(evs, 0) {
		if e.String() == "P1 draws the Vendetta card FBI Snitch" {
			t.Fatal("P0 saw the Snitch")
		}
	}
	found := false
	for _, e := range core.VisibleTo(evs, 1) {
		found = found || e.String() == "P1 draws the Vendetta card FBI Snitch"
	}
	if !found || s.Snitch(1) {
		t.Fatal("P1 sees their Snitch; it stays secret until the Final Verdict")
	}
}

func TestRefillKeepsInvestigationsDrawnMidGame(t *testing.T) {
	// HOUSE-10 step 5: no sliding, and an Investigation revealed now stays.
	s := meetingScene(t)
	s.phase = PhaseTrial
	setStreet(&s, 1, firstInv+0)
	s.street[2] = noCard
	s.streetDeck |= 1 << (firstRespect + 7)
	below := (s.streetDeck & (1<<(firstInv+1) - 1)).Len()
	s.rng = s.rng.Force(below) // I2, the lowest card above I1 in the pile
	s, log := play(t, s, "P0 pass", "P1 pass", "P2 pass")
	wantLine(t, log, "I2 Vice Squad ($30k) is revealed on S3")
	if s.street[1] != firstInv+0 || s.street[2] != firstInv+1 {
		t.Fatalf("Street %v", s.street)
	}
}

func TestBothSnitchesMakeOneSnitchAndCountAsVendettaCards(t *testing.T) {
	s := verdictScene(t, 3)
	s.guilt = 2
	setHand(&s, 1, vcards{vSnitch: 2})
	setHand(&s, 0, vcards{vWhack: 1})
	give(&s, 0, tRedHook)
	s, log := endTurns(t, s)
	wantLine(t, log, "P1 is an FBI Snitch!")
	wantLine(t, log, "P1 scores Most Vendetta cards (+2 Respect)")
	if r := Result(s); len(r.Winners) != 1 || r.Winners[0] != 1 || s.snitches != 1<<1 {
		t.Fatalf("result %+v", r)
	}
}

func TestAtlanticCityCountsAsAVendettaCardNotATurf(t *testing.T) {
	s := verdictScene(t, 3)
	setHand(&s, 1, vcards{vWhack: 2})
	setHand(&s, 2, vcards{vSkim: 2})
	s.atlantic = 2
	s.vDeck[vAtlantic] = 0
	give(&s, 0, tRedHook)
	_, log := endTurns(t, s)
	wantLine(t, log, "P2 scores Most Vendetta cards") // 3 with Atlantic City, 2 without
	wantLine(t, log, "P0 scores Most Turfs")          // a tie with P2 if it were a Turf
}

// TestStandingSaysWhyASeatWon: a UI can tell the winner from the others
// and why, at the Final Verdict.
func TestStandingSaysWhyASeatWon(t *testing.T) {
	for seed := uint64(0); seed < 4; seed++ {
		s, _ := New(Config{Players: 3 + int(seed%3)}, seed)
		if (s.Standing(0) != Standing{}) {
			t.Fatal("no standing before the Final Verdict")
		}
		r := core.NewRNG(seed)
		for !Over(s) {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
		}
		res := Result(s)
		for p := core.Player(0); int(p) < s.NumPlayers(); p++ {
			st := s.Standing(p)
			won := false
			for _, w := range res.Winners {
				won = won || w == p
			}
			if st.Winner != won || st.Rank != res.Rank[p] || st.Respect != res.Scores[p] || st.Reason == "" {
				t.Fatalf("seed %d %v: %+v, result %+v", seed, p, st, res)
			}
			if won && !st.Eligible {
				t.Fatalf("%v won without being eligible", p)
			}
		}
	}
}

// TestEndBonusesAreGivenAtTheFinalVerdict: the three End of Game Bonus
// cards wait on the stack until the Final Verdict, which gives each to
// the seats EndBonuses names (HOUSE-8, HOUSE-22), their Respect included.
func TestEndBonusesAreGivenAtTheFinalVerdict(t *testing.T) {
	s, _ := New(Config{Players: 4}, 21)
	if s.EndBonusesLeft() != 3 || s.ZealousCorruptorsLeft() != 3 || len(s.EndBonuses(MostWiseguys)) != 0 {
		t.Fatal("the stack is full at the start")
	}
	r := core.NewRNG(21)
	for !Over(s) {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		s, _, _ = Apply(s, l[k])
	}
	if s.EndBonusesLeft() != 0 {
		t.Fatal("the Final Verdict scores the End of Game Bonuses")
	}
	var bonus [maxPlayers]int
	for b := MostVendettaCards; b <= PoliticianBonus; b++ {
		for _, p := range s.EndBonuses(b) {
			bonus[p] += b.Respect()
		}
	}
	for p := 0; p < s.NumPlayers(); p++ {
		if bonus[p] != int(s.bonus[p]) {
			t.Fatalf("P%d scored %d in bonuses, EndBonuses says %d", p, s.bonus[p], bonus[p])
		}
	}
	if s.ZealousCorruptorsLeft() != 3-len(s.ZealousCorruptors()) {
		t.Fatal("Zealous Corruptors left")
	}
}
