package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// auctionScene: P0 holds wg0, P1 holds wg1 and W13, P2 W15; the Street
// holds Arthur Avenue, the Hitman, a Respect card and the Grand Jury.
func auctionScene(t *testing.T, wg0, wg1 int) State {
	s := scenario(t, 3)
	give(&s, 0, wg0, tRedHook)
	give(&s, 1, wg1, 12, tConey)
	give(&s, 2, 14, tOzone)
	setStreet(&s, 0, tArthur)
	setStreet(&s, 1, 15)
	setStreet(&s, 2, firstRespect+7)
	setStreet(&s, 3, firstInv+5)
	s.phase = PhaseMeeting
	return s
}

func TestSweetenerAddsFiveThousandToItsBid(t *testing.T) {
	s := auctionScene(t, wSweetener, 10)
	s, log := play(t, s, "P0 bid W01 S1", "P0 add 10k-innocent", "P0 pass", "P1 bid W11 S1", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	wantLine(t, log, "($15k)")
	wantLine(t, log, "P0 wins T07 Arthur Avenue")
	_ = s
}

func TestCloserWinsTiesOnItsSpace(t *testing.T) {
	s := auctionScene(t, wCloser, 10)
	_, log := play(t, s, "P0 bid W02 S1", "P0 add 10k-innocent", "P0 pass", "P1 bid W11 S1", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	wantLine(t, log, "P0 wins T07 Arthur Avenue")
}

func TestPennyPincherKeepsTwoBills(t *testing.T) {
	s := auctionScene(t, wPennyPinch, 10)
	s, _ = play(t, s, "P0 bid W03 S1", "P0 add 10k-innocent", "P0 add 10k-guilty", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass")
	s, _ = play(t, s, "P0 keep-bid 10k-innocent 10k-guilty")
	if s.bank[0] != (bills{b5k: 1, b10kI: 1, b10kG: 1}) || s.billDisc.total() != 1 {
		t.Fatalf("bank %v", s.bank[0])
	}
}

func TestColdFeetWithdrawsAfterTheReveal(t *testing.T) {
	s := auctionScene(t, wColdFeet, 10)
	s, _ = play(t, s, "P0 bid W04 S1", "P0 add 10k-innocent", "P0 pass", "P1 bid W11 S1", "P1 add 5k", "P1 pass", "P2 pass")
	if s.step != stWithdraw || ToMove(s) != 0 {
		t.Fatal("the Cold Feet bidder decides after the reveal")
	}
	s, log := play(t, s, "P0 withdraw")
	wantLine(t, log, "P1 wins T07 Arthur Avenue")
	if hasLine(log, "P0 is Cheated") || s.bank[0] != (bills{b5k: 2, b10kI: 1, b10kG: 1}) || !owns(s.busyW, wColdFeet) {
		t.Fatal("the withdrawn bid returns to the Bank, the Wiseguy stays Busy, and it is no Auction for Cheating")
	}
}

func TestNoLossBidReturnsWhenItLoses(t *testing.T) {
	s := auctionScene(t, wNoLoss, 10)
	s, _ = play(t, s, "P0 bid W05 S1", "P0 add 5k", "P0 pass", "P1 bid W11 S1", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	if s.bank[0][b5k] != 2 || s.billDisc.total() != 1 {
		t.Fatalf("bank %v discards %v", s.bank[0], s.billDisc)
	}
}

func businessScene(t *testing.T, wg ...int) State {
	s := scenario(t, 3)
	give(&s, 0, append(wg, tRedHook, tBensonhurst)...)
	give(&s, 1, wPennyPinch, tConey)
	give(&s, 2, wColdFeet, tOzone)
	return s
}

func TestCollectorDrawsAnExtraBillForTheActivePlayer(t *testing.T) {
	s := businessScene(t, wCollector)
	forceBills(&s, b5k, b5k, b5k, b50kG)
	s, _ = play(t, s, "P0 cash-in W06 T01 red")
	if s.bank[0][b50kG] != 1 || s.drawn.total() != 3 {
		t.Fatal("the extra Bill goes straight to the Collector's owner")
	}
}

func TestAccountantDrawsOnAfterThePoliceRaid(t *testing.T) {
	s := businessScene(t, wAccountant)
	forceBills(&s, b5k, bRaid, b5k, b5k)
	s, log := play(t, s, "P0 cash-in W07 T01 red")
	wantLine(t, log, "Police Raid!")
	if s.drawn.total() != 3 {
		t.Fatalf("drawn %v", s.drawn)
	}
}

func TestRunnerCashInIgnoresTheLimits(t *testing.T) {
	s := businessScene(t, 0, wRunner)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 keep")
	if !isLegal(s, "P0 cash-in W08 T02 red") {
		t.Fatal("the Runner's Cash-in is not limited")
	}
}

func TestBagmanCashesInWithoutATurf(t *testing.T) {
	s := businessScene(t, wBagman)
	s.busyT = 1<<0 | 1<<1
	s, log := play(t, s, "P0 cash-in W09 red")
	wantLine(t, log, "no Turf (Bagman)")
	s2 := businessScene(t, wBagman)
	refused(t, s2, "P0 cash-in W09 blue", core.ErrIllegalMove, "needs a Turf of P0 showing it")
}

func TestLoanSharkDrawsAtReceptionForASmallBank(t *testing.T) {
	s := trialScene(t)
	give(&s, 1, wLoanShark)
	setBank(&s, 1, bills{b5k: 2})
	forceBills(&s, b20kI)
	s, log := play(t, s, "P0 pass", "P1 pass", "P2 pass")
	wantLine(t, log, "P1 draws $20kI into the Bank")
	if s.bank[1].total() != 3 {
		t.Fatal("the Loan Shark's owner draws a Bill")
	}
}

func TestLawyerPlacesTwoBills(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wLawyer)
	refused(t, s, "P0 corrupt W11 5k", core.ErrIllegalMove, "two Bills")
	s, _ = play(t, s, "P0 corrupt W11 5k 10k-innocent")
	if s.corr[0] != (bills{b5k: 1, b10kI: 1}) {
		t.Fatal("two Bills on the pile")
	}
}

func TestJuryTampererRemovesAGuiltPoint(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wJuryTamperer)
	g := s.guilt
	s, log := play(t, s, "P0 corrupt W12 tamper")
	wantLine(t, log, "Jury Tamperer removes 1 Guilt")
	if s.guilt != g-1 || s.corruptors != 1 || s.corr[0].total() != 0 {
		t.Fatal("one Guilt less, a Corruption action, no Bill")
	}
}

func TestCleanerDrawsABillAfterCorruption(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wCleaner)
	forceBills(&s, b50kI)
	s, _ = play(t, s, "P0 corrupt W13 5k")
	if s.bank[0][b50kI] != 1 {
		t.Fatal("the Cleaner draws a Bill")
	}
}

func TestCourtClerkPeeksAtTheCorruptionPilePrivately(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wCourtClerk)
	s.corr[1] = bills{b50kG: 1}
	s.billDeck[b50kG]--
	s.rng = s.rng.Force(1)
	m, _ := ParseMove("P0 corrupt W14 5k")
	_, evs, err := Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	for _, e := range core.VisibleTo(evs, 0) {
		seen = seen || e.String() == "P0's Court Clerk sees $50kG in the Corruption pile"
	}
	for _, e := range core.VisibleTo(evs, 1) {
		if e.(*Event).Kind == EventKindCorruptionPilePeeked {
			t.Fatal("P1 saw the peek")
		}
	}
	if !seen {
		t.Fatal("the Court Clerk's owner sees a Bill")
	}
}

func TestPoliticianScoresAtAnInnocentVerdict(t *testing.T) {
	s := verdictScene(t, 3)
	give(&s, 1, wPolitician)
	s, log := endTurns(t, s)
	wantLine(t, log, "P1 scores the Politician (+1 Respect)")
	if s.bonus[1] != 3 {
		t.Fatal("+1 Respect beside Most Wiseguys")
	}
}

func TestHitmanAllowsASecondVendettaCard(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wHitman)
	setHand(&s, 0, vcards{vSkim: 2})
	s, _ = play(t, s, "P0 play skim")
	refused(t, s, "P0 play skim", core.ErrIllegalMove, "one Vendetta card per turn")
	s, _ = play(t, s, "P0 corrupt W16 5k", "P0 play skim")
	if s.hand[0].total() != 0 {
		t.Fatal("the Hitman made Busy allows a second card")
	}
}

func TestBodyguardCancelsOneVendettaCardAMonth(t *testing.T) {
	s := trialScene(t)
	give(&s, 1, wBodyguard)
	setHand(&s, 0, vcards{vShakedown: 2})
	s, log := play(t, s, "P0 play shakedown P1")
	wantLine(t, log, "P1's Bodyguard cancels Shakedown")
	if s.bank[1].total() != 4 {
		t.Fatal("the card had no effect")
	}
	s.vPlayed = 0
	s.rng = s.rng.Force(0)
	s, _ = play(t, s, "P0 play shakedown P1")
	if s.bank[1].total() != 3 {
		t.Fatal("once a Month only")
	}
}

func TestHotheadDrawsAnExtraVendettaWhenCheated(t *testing.T) {
	s := businessScene(t, 0)
	give(&s, 1, wHothead)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vWhack, vWhack)
	_, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1 is Cheated of 1 Bill and draws 2 Vendetta cards")
}

func TestMadeManIsWorthOneRespect(t *testing.T) {
	s := auctionScene(t, 0, 10)
	setStreet(&s, 1, wMadeMan)
	s, _ = play(t, s, "P0 bid W01 S2", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass")
	if s.Respect(0) != 1 {
		t.Fatal("the Made Man gives 1 Respect on entry")
	}
}

func TestEnforcerTradesAVendettaCardForTwoBills(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wEnforcer)
	setHand(&s, 0, vcards{vTail: 1})
	if isLegal(s, "P0 enforce tail") {
		t.Fatal("the Enforcer must be made Busy first")
	}
	forceBills(&s, b5k, b10kI)
	s, _ = play(t, s, "P0 corrupt W20 10k-guilty", "P0 enforce tail")
	if s.hand[0].total() != 0 || s.bank[0].total() != 5 {
		t.Fatalf("hand %v bank %v", s.hand[0], s.bank[0])
	}
}

// ---- Vendetta cards (House rules HOUSE-7, HOUSE-12) ----

func TestFitOfRageHitsTheCheaterWhoChoosesAWiseguy(t *testing.T) {
	s := businessScene(t, 0, 1)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vRage)
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1's Fit of Rage hits P0")
	if ToMove(s) != 0 || Legal(s)[0].Kind != MoveKindBusy {
		t.Fatal("the target chooses the Wiseguy")
	}
	s, _ = play(t, s, "P0 busy W02")
	if !owns(s.busyW, 1) || ToMove(s) != 0 || s.step != stTurn {
		t.Fatal("then the turn goes on")
	}
}

func TestFitOfRageOnAPlayerWithoutFreeWiseguysCostsABill(t *testing.T) {
	s := businessScene(t, 0)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vRage)
	s.rng = s.rng.Force(0)
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P0 loses a random Bill from the Bank")
	if s.bank[0].total() != 6 || s.billDisc.total() != 1 {
		t.Fatalf("bank %v", s.bank[0])
	}
}

func TestFitOfRageAfterAMeetingLetsTheDrawerAim(t *testing.T) {
	s := meetingScene(t)
	forceVendetta(&s, vRage)
	s, _ = play(t, s, "P0 bid W11 S2", "P0 add 5k", "P0 pass", "P1 bid W14 S2", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	if ToMove(s) != 0 || Legal(s)[0].Kind != MoveKindRage {
		t.Fatal("nobody cheated P0: P0 names the target")
	}
	s, _ = play(t, s, "P0 rage P2", "P2 busy W06")
	if !owns(s.busyW, 5) {
		t.Fatal("P2 made a Wiseguy Busy")
	}
}

func TestAtlanticCityIsPlacedAtOnce(t *testing.T) {
	s := businessScene(t, 0)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vAtlantic)
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1 places Atlantic City in their Territory")
	if s.atlantic != 1 || s.hand[1].total() != 0 {
		t.Fatal("Atlantic City goes to the Territory, not the hand")
	}
}

func TestWhackMakesTheTargetChooseABusyWiseguy(t *testing.T) {
	s := trialScene(t)
	setHand(&s, 0, vcards{vWhack: 1})
	s, _ = play(t, s, "P0 play whack P2")
	if ToMove(s) != 2 {
		t.Fatal("the target chooses")
	}
	s, _ = play(t, s, "P2 busy W05")
	if !owns(s.busyW, 4) || ToMove(s) != 0 {
		t.Fatal("W05 is Busy and P0's turn goes on")
	}
}

func TestTorchMakesATargetTurfBusy(t *testing.T) {
	s := businessScene(t, 0)
	setHand(&s, 0, vcards{vTorch: 1})
	refused(t, s, "P0 play torch T01", core.ErrIllegalMove, "another player")
	s, _ = play(t, s, "P0 play torch T03")
	if s.busyT&(1<<2) == 0 {
		t.Fatal("Coney Island is Busy")
	}
}

func TestShakedownTakesARandomBillPrivately(t *testing.T) {
	s := trialScene(t)
	setHand(&s, 0, vcards{vShakedown: 1})
	s.rng = s.rng.Force(3) // the $10kG of P1
	m, _ := ParseMove("P0 play shakedown P1")
	s, evs, _ := Apply(s, m)
	if s.bank[0][b10kG] != 2 || s.bank[1].total() != 3 {
		t.Fatal("P0 took P1's $10kG")
	}
	for _, e := range core.VisibleTo(evs, 2) {
		if e.String() == "P0 shakes down P1 for $10kG" {
			t.Fatal("P2 saw the Bill")
		}
	}
}

func TestTailShowsTheTargetsHandToThePlayerAlone(t *testing.T) {
	s := trialScene(t)
	setHand(&s, 0, vcards{vTail: 1})
	setHand(&s, 1, vcards{vSnitch: 1})
	m, _ := ParseMove("P0 play tail P1")
	_, evs, _ := Apply(s, m)
	if len(core.VisibleTo(evs, 0)) != 2 || len(core.VisibleTo(evs, 2)) != 1 {
		t.Fatal("only P0 sees the hand")
	}
	wantLine(t, []string{evs[1].String()}, "P0 tails P1 and sees FBI Snitch")
}

func TestSkimDrawsABill(t *testing.T) {
	s := trialScene(t)
	setHand(&s, 0, vcards{vSkim: 1})
	forceBills(&s, b20kG)
	s, _ = play(t, s, "P0 play skim")
	if s.bank[0][b20kG] != 1 {
		t.Fatal("Skim draws a Bill")
	}
}

func TestFixIsNoCorruptionAction(t *testing.T) {
	s := trialScene(t)
	setMonth(&s, 4)
	setHand(&s, 0, vcards{vFix: 1})
	s, _ = play(t, s, "P0 play fix 10k-innocent", "P0 pass", "P1 pass", "P2 pass")
	if s.corr[0][b10kI] != 1 || s.zealous[0] >= 0 {
		t.Fatal("the Fixed Bill is on the pile and wins no Zealous Corruptor")
	}
	s2 := businessScene(t, 0)
	setHand(&s2, 0, vcards{vFix: 1})
	refused(t, s2, "P0 play fix 5k", core.ErrIllegalMove, "Trial turn")
}

func TestEmptyVendettaPileTakesBackItsDiscards(t *testing.T) {
	s := businessScene(t, 0)
	s.vDisc = s.vDeck
	s.vDisc[vSnitch], s.vDisc[vAtlantic] = 0, 0
	s.vDeck = vcards{}
	s.hand[2] = vcards{vSnitch: 2}
	s.atlantic = 2
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1 draws")
	if s.vDisc.total() != 0 && s.vDeck.total() != 20 {
		t.Fatalf("deck %v discards %v", s.vDeck, s.vDisc)
	}
}

// ---- Investigations (House rule HOUSE-5) ----

func TestTrafficBansWhileTheInvestigationIsOnTheStreet(t *testing.T) {
	s := businessScene(t, 0)
	setStreet(&s, 0, firstInv+iNarcotics)
	refused(t, s, "P0 cash-in W01 T01 drugs", core.ErrIllegalMove, "Narcotics Squad is on the Street")
	setStreet(&s, 0, firstInv+iGaming)
	refused(t, s, "P0 cash-in W01 T02 gambling", core.ErrIllegalMove, "Gaming Commission is on the Street")
}

func TestIRSAuditDrawsOneFewerFromTheActiveShare(t *testing.T) {
	s := businessScene(t, 0)
	setStreet(&s, 0, firstInv+iIRS)
	forceBills(&s, b5k, b5k)
	s, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "3 Turfs count")
	if s.drawn.total() != 2 || s.ci.owed != [5]int8{1, 1, 0} {
		t.Fatalf("drawn %v owed %v", s.drawn, s.ci.owed)
	}
}

func TestWiretapSoleWinnerKeepsNoBill(t *testing.T) {
	s := auctionScene(t, 0, 10)
	setStreet(&s, 3, firstInv+iWiretap)
	s, _ = play(t, s, "P0 bid W01 S1", "P0 add 5k", "P0 add 10k-innocent", "P0 pass", "P1 pass", "P2 pass")
	if s.bank[0].total() != 2 || s.billDisc.total() != 2 || s.phase != PhaseTrial {
		t.Fatalf("bank %v", s.bank[0])
	}
}

// ---- Turn structure ----

func TestEachPlayerTakesOneTurnPerPhaseWithAnyNumberOfActions(t *testing.T) {
	// HOUSE-1: P0 cashes in twice in one turn, then the turn passes on.
	s := businessScene(t, 0, 1)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 keep", "P0 cash-in W02 T02 gambling", "P0 keep", "P0 pass")
	if ToMove(s) != 1 || s.phase != PhaseBusiness {
		t.Fatal("P1's turn")
	}
	s, _ = play(t, s, "P1 pass", "P2 pass")
	if s.phase != PhaseMeeting || ToMove(s) != 0 {
		t.Fatal("then the Meeting, from the First Player")
	}
}

func TestWiseguyWonInTheMeetingActsInTheTrial(t *testing.T) {
	s := auctionScene(t, 0, 10)
	s, _ = play(t, s, "P0 bid W01 S2", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass")
	if !isLegal(s, "P0 corrupt W16 10k-innocent") {
		t.Fatal("HOUSE-19: the Hitman won is Free for the Trial")
	}
}
