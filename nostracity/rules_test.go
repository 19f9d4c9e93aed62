package nostracity

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// ---- Setup (the rulebook's twelve steps) ----

func TestSetupDealsThreeWiseguysAndOneTurfEach(t *testing.T) {
	for n := 3; n <= 5; n++ {
		s, err := New(Config{Players: n}, 9)
		if err != nil {
			t.Fatal(err)
		}
		for p := 0; p < n; p++ {
			if bits.OnesCount32(s.wiseguys[p]) != 3 || bits.OnesCount16(s.turfs[p]) != 1 {
				t.Fatalf("%dp: P%d has %d Wiseguys and %d Turfs", n, p, bits.OnesCount32(s.wiseguys[p]), bits.OnesCount16(s.turfs[p]))
			}
		}
		// Undealt Wiseguys and Turfs, the Respect cards and Investigations
		// make the Street: 4 revealed, the rest in the pile (HOUSE-5).
		want := (20 - 3*n) + (14 - n) + 8 + 6
		if got := s.StreetPile() + 4; got != want {
			t.Fatalf("%dp: Street cards %d, want %d", n, got, want)
		}
	}
}

func TestSetupStartingBankIsTwoFivesOneInnocentOneGuilty(t *testing.T) {
	s, _ := New(Config{Players: 5}, 3)
	for p := 0; p < 5; p++ {
		if s.bank[p] != (bills{b5k: 2, b10kI: 1, b10kG: 1}) {
			t.Fatalf("P%d's Bank is %v", p, s.bank[p])
		}
	}
	// HOUSE-6: the rest of the stock and the Police Raid form the Bill pile.
	if s.billDeck.total() != 88-20+1 || s.billDeck[bRaid] != 1 {
		t.Fatalf("Bill pile %v", s.billDeck)
	}
}

func TestSetupInvestigationsRevealedAreShuffledBack(t *testing.T) {
	// Deal every card from the lowest index, then make the first Street
	// reveal hit Investigation I1: it must go back and another card come up.
	r := core.NewRNG(1).Force(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	pile := uint64(1)<<numWiseguys - 1
	pile &^= 1<<9 - 1
	pile |= (uint64(1)<<numTurfs - 1 - 7) << firstTurf
	pile |= (uint64(1)<<numRespect - 1) << firstRespect
	pile |= uint64(invMask)
	i1 := bits.OnesCount64(pile & (1<<firstInv - 1))
	r = r.Force(i1, 0)
	s, err := NewWithRNG(Config{Players: 3}, r)
	if err != nil {
		t.Fatal(err)
	}
	if isInv(int(s.street[0])) || s.street[0] != 9 {
		t.Fatalf("space 1 holds %s, want W10 after I1 was shuffled back", cardName(int(s.street[0])))
	}
	if s.streetDeck&(1<<firstInv) == 0 {
		t.Fatal("I1 is not back in the Street pile")
	}
}

func TestSetupPilesTokensAndFirstPlayer(t *testing.T) {
	for n, g := range map[int]int{3: 4, 4: 5, 5: 6} {
		s, _ := New(Config{Players: n, FirstPlayer: core.Player(n - 1)}, 5)
		if s.Guilt() != g {
			t.Fatalf("%dp: Verdict token on %d, want %d (HOUSE-9)", n, s.Guilt(), g)
		}
		if s.vDeck != vendettaStock || s.Month() != 1 || s.FirstPlayer() != core.Player(n-1) || ToMove(s) != core.Player(n-1) {
			t.Fatalf("%dp: Vendetta pile %v, month %d, first %v", n, s.vDeck, s.Month(), s.FirstPlayer())
		}
		if s.titles != [3]int8{-1, -1, -1} || s.zealous != [3]int8{-1, -1, -1} {
			t.Fatal("Titles or Zealous Corruptors already given")
		}
	}
	if _, err := New(Config{Players: 6}, 1); !errorsIs(err, core.ErrBadConfig) {
		t.Fatalf("6 players: %v", err)
	}
	if _, err := Rules.New([]byte(`{"raid_policy":"sometimes"}`), 1); !errorsIs(err, core.ErrBadConfig) {
		t.Fatalf("bad raid_policy: %v", err)
	}
}

// ---- Business ----

func cashInScene(t *testing.T, cfgs ...Config) State {
	s := scenario(t, 3, cfgs...)
	give(&s, 0, 0, 1, 2, tRedHook, tBensonhurst)
	give(&s, 1, 5+1, tConey)
	give(&s, 2, 6+1, tOzone)
	setStreet(&s, 0, tNewJersey)
	return s
}

func TestCashInCountsBusyTurfsOfAllPlayersNotStreetTurfs(t *testing.T) {
	s := cashInScene(t)
	s.busyT |= 1 << (tBensonhurst - firstTurf)
	forceBills(&s, b5k, b5k, b5k)
	s, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "3 Turfs count")
	if s.ci.owed != [5]int8{2, 1, 0} || s.drawn.total() != 3 {
		t.Fatalf("owed %v, drawn %v", s.ci.owed, s.drawn)
	}
}

func TestTwoColourTurfsCountForBothColoursNeverTraffic(t *testing.T) {
	s := cashInScene(t)
	setStreet(&s, 0, 19)
	give(&s, 1, tNewJersey)
	give(&s, 2, tConnecticut)
	s2, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "4 Turfs count") // T01, T02, Coney, New Jersey
	_ = s2
	_, log = play(t, s, "P0 cash-in W01 T01 drugs")
	wantLine(t, log, "1 Turf count")
	if s.Respect(1) != 1 || s.Respect(2) != 1 {
		t.Fatalf("two-colour Turfs give 1 Respect (HOUSE-3): %d %d", s.Respect(1), s.Respect(2))
	}
	s.turfs[0] = 0
	give(&s, 0, tNewJersey)
	if !isLegal(s, "P0 cash-in W01 T14 green") || !isLegal(s, "P0 cash-in W01 T14 red") || isLegal(s, "P0 cash-in W01 T14 drugs") {
		t.Fatal("New Jersey starts green or red Cash-ins, never Traffic")
	}
}

func TestAtlanticCityCountsForEveryTrafficNeverRacketNeverStarts(t *testing.T) {
	s := cashInScene(t)
	s.atlantic = 1
	s.vDeck[vAtlantic] = 0
	_, log := play(t, s, "P0 cash-in W01 T01 drugs")
	wantLine(t, log, "2 Turfs count")
	_, log = play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "3 Turfs count")
	s.turn = 1
	for _, m := range Legal(s) {
		if m.Kind == MoveKindCashIn && m.Turf == NoTurf {
			t.Fatalf("Atlantic City started a Cash-in: %v", m)
		}
	}
}

func TestCashInLimitsOneRacketAndOnePerTraffic(t *testing.T) {
	s := cashInScene(t)
	give(&s, 0, tConey, tJamaica)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 keep")
	refused(t, s, "P0 cash-in W02 T06 blue", core.ErrIllegalMove, "only one Racket Cash-in per Phase")
	s, _ = play(t, s, "P0 cash-in W02 T06 drugs", "P0 keep")
	refused(t, s, "P0 cash-in W03 T02 drugs", core.ErrIllegalMove, "T02 does not show drugs")
}

func TestSecondCashInOfOneTrafficIsIllegal(t *testing.T) {
	s := cashInScene(t)
	give(&s, 0, tJamaica)
	s, _ = play(t, s, "P0 cash-in W01 T01 drugs", "P0 keep")
	refused(t, s, "P0 cash-in W02 T06 drugs", core.ErrIllegalMove, "only one drugs Cash-in per Phase")
}

func TestBusyTurfCannotStartACashIn(t *testing.T) {
	s := cashInScene(t)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 keep")
	refused(t, s, "P0 cash-in W02 T01 drugs", core.ErrIllegalMove, "a Busy Turf cannot start a Cash-in")
}

// TestBusyWiseguyIsRefusedAsBusy: a Wiseguy made Busy stays Busy for the
// rest of the Month, and every action that needs a Free one says so.
func TestBusyWiseguyIsRefusedAsBusy(t *testing.T) {
	s := cashInScene(t)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 keep")
	refused(t, s, "P0 cash-in W01 T02 gambling", core.ErrIllegalMove, "W01 is Busy")
	refused(t, s, "P0 cash-in W16 T02 gambling", core.ErrIllegalMove, "W16 is not one of P0's Wiseguys")
	s.phase = PhaseMeeting
	refused(t, s, "P0 bid W01 S1", core.ErrIllegalMove, "W01 is Busy")
	s.phase = PhaseTrial
	refused(t, s, "P0 corrupt W01 5k", core.ErrIllegalMove, "W01 is Busy")
}

// TestBidOnAStreetSpaceThatDoesNotExist: the Street has four spaces, and a
// bid on an empty one is refused as empty.
func TestBidOnAStreetSpaceThatDoesNotExist(t *testing.T) {
	s := meetingScene(t)
	m := Move{By: 0, Kind: MoveKindBid, Wiseguy: 10, Space: 4}
	if _, _, err := Apply(s, m); err == nil || !strings.Contains(err.Error(), "there is no Street space S5") {
		t.Fatalf("a bid on S5: %v", err)
	}
	s.street[1] = noCard
	s.streetDeck |= 1 << 15
	refused(t, s, "P0 bid W11 S2", core.ErrIllegalMove, "Street space S2 is empty")
}

func TestPoliceRaidStopsTheDrawReshufflesAndCheatsNobody(t *testing.T) {
	s := cashInScene(t)
	s.billDisc = bills{b5k: 3}
	s.billDeck[b5k] -= 3
	forceBills(&s, b10kI, bRaid)
	s, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "Police Raid!")
	if s.drawn.total() != 1 || s.billDisc.total() != 0 || s.billDeck[bRaid] != 1 {
		t.Fatalf("drawn %v, discards %v", s.drawn, s.billDisc)
	}
	// HOUSE-13 no-cheat: keeping the one Bill Cheats nobody.
	s, log = play(t, s, "P0 keep")
	if hasLine(log, "Cheated") {
		t.Fatal("a raided Cash-in Cheated someone")
	}
	// HOUSE-21: the raided Cash-in used the Racket limit.
	refused(t, s, "P0 cash-in W02 T02 red", core.ErrIllegalMove, "only one Racket")
}

func TestRaidFirstCardYieldsNothing(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, bRaid)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	if s.step != stTurn || s.bank[0].total() != 4 {
		t.Fatal("a Cash-in whose first card is the Raid gives nothing and ends")
	}
}

func TestReducedEntitlementPolicyJudgesTheReducedShares(t *testing.T) {
	s := scenario(t, 3, Config{RaidPolicy: "reduced-entitlement"})
	give(&s, 0, 0, 1, 2, tRedHook, tBensonhurst)
	give(&s, 1, 6, tConey)
	forceBills(&s, b5k, bRaid)
	// 3 owed (P0 2, P1 1), 1 drawn: the shortfall of 2 comes off P0's share.
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	if s.ci.owed != [5]int8{0, 1, 0} {
		t.Fatalf("reduced shares %v", s.ci.owed)
	}
	forceVendetta(&s, vWhack)
	_, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1 is Cheated of 1 Bill")
}

// TestReducedEntitlementGiftToACountedTurf: under reduced-entitlement a
// Police Raid after the first of three Bills cuts P0's and P1's shares to
// 0, yet P1's Turf is one the Cash-in counted, so P0 may still give P1 the
// Bill (the rulebook's Cash-in step 6; HOUSE-13: the reduced shares decide
// only who is Cheated; HOUSE-23: a player may be given more than its
// share), and P2, left short, is Cheated.
func TestReducedEntitlementGiftToACountedTurf(t *testing.T) {
	s := scenario(t, 3, Config{RaidPolicy: "reduced-entitlement"})
	give(&s, 0, 0, tRedHook)
	give(&s, 1, 6, tConey)
	give(&s, 2, 7, tBensonhurst)
	forceBills(&s, b5k, bRaid)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	if s.ci.owed != [5]int8{0, 0, 1} {
		t.Fatalf("reduced shares %v", s.ci.owed)
	}
	if !isLegal(s, "P0 give 5k P1") {
		t.Fatalf("giving P1 a Bill is not listed: %v", Legal(s))
	}
	had := s.bank[1][b5k]
	s, _ = play(t, s, "P0 give 5k P1")
	forceVendetta(&s, vWhack)
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P2 is Cheated of 1 Bill")
	if hasLine(log, "P1 is Cheated") || hasLine(log, "P0 is Cheated") {
		t.Fatalf("only P2 is left short:\n%s", strings.Join(log, "\n"))
	}
	if s.bank[1][b5k] != had+1 {
		t.Fatalf("P1's Bank %v", s.bank[1])
	}
	// A seat with no counted Turf still shares nothing.
	s = scenario(t, 3, Config{RaidPolicy: "reduced-entitlement"})
	give(&s, 0, 0, tRedHook)
	give(&s, 1, 6, tConey)
	give(&s, 2, 7, tOzone)
	forceBills(&s, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	refused(t, s, "P0 give 5k P2", core.ErrIllegalMove, "P2 has no Turf in this Cash-in")
}

func TestEmptyBillPileStopsTheDraw(t *testing.T) {
	// HOUSE-14: the Accountant draws on after the Raid, but the pile holds
	// nothing else and the discards are empty: the draw stops short, and
	// under no-cheat nobody is Cheated.
	s := scenario(t, 3)
	give(&s, 0, wAccountant, tRedHook, tBensonhurst)
	give(&s, 1, 0, tConey)
	out := s.billDeck
	out[bRaid], out[b5k] = 0, out[b5k]-1
	s.bank[2].add(out) // every other Bill is in P2's Bank
	s.billDeck = bills{b5k: 1, bRaid: 1}
	forceBills(&s, b5k, bRaid)
	s, log := play(t, s, "P0 cash-in W07 T01 red")
	wantLine(t, log, "Police Raid!")
	if s.drawn.total() != 1 || !s.ci.short {
		t.Fatalf("drawn %v, short %v", s.drawn, s.ci.short)
	}
	_, log = play(t, s, "P0 keep")
	if hasLine(log, "Cheated") {
		t.Fatal("a short draw Cheats nobody")
	}
}

func TestDistributionGivesDrawnBillsOnlyOneAtATime(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, b5k, b10kG, b20kI)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	if ToMove(s) != 0 || s.step != stDistribute {
		t.Fatal("the active player distributes")
	}
	refused(t, s, "P0 give 50k-innocent P1", core.ErrIllegalMove, "only drawn Bills can be given")
	s, log := play(t, s, "P0 give 10k-guilty P1")
	wantLine(t, log, "P0 gives $10kG to P1")
	wantLine(t, log, "P0 gives a Bill to P1")
	s, _ = play(t, s, "P0 keep")
	if s.bank[0].total() != 6 || s.bank[1][b10kG] != 2 {
		t.Fatalf("banks %v %v", s.bank[0], s.bank[1])
	}
}

func TestCheatedPlayerDrawsOneVendettaPerMissingBill(t *testing.T) {
	s := scenario(t, 3)
	give(&s, 0, 0, 1, 2, tRedHook)
	give(&s, 1, 6, tConey, tBensonhurst)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vWhack, vSkim)
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P1 is Cheated of 2 Bills and draws 2 Vendetta cards")
	if s.hand[1] != (vcards{vWhack: 1, vSkim: 1}) {
		t.Fatalf("P1's hand %v", s.hand[1])
	}
}

func TestActivePlayerWhoKeepsNoBillIsNeverCheated(t *testing.T) {
	// The rulebook: P0 is owed 2 but gives all 3 Bills to P1: never Cheated.
	s := scenario(t, 3)
	give(&s, 0, 0, 1, 2, tRedHook, tBensonhurst)
	give(&s, 1, 6, tConey)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 give 5k P1", "P0 give 5k P1", "P0 give 5k P1")
	_, log := play(t, s, "P0 keep")
	if hasLine(log, "Cheated") {
		t.Fatalf("a player who keeps no Bill is never Cheated:\n%v", log)
	}
}

func TestActivePlayerShortOfOwnShareIsCheated(t *testing.T) {
	// HOUSE-23: P0 is owed 2 but keeps 1 of the 4 Bills: Cheated of 1.
	s := scenario(t, 3)
	give(&s, 0, 0, tRedHook, tBensonhurst)
	give(&s, 1, 6, tConey, tNewJersey)
	forceBills(&s, b5k, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 give 5k P1", "P0 give 5k P1", "P0 give 5k P1")
	forceVendetta(&s, vWhack)
	_, log := play(t, s, "P0 keep")
	wantLine(t, log, "P0 is Cheated of 1 Bill")
}

func TestFirstPlayerCardReplacesABillOncePerMonthFromNextPhase(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, b5k, b5k, b5k)
	s, log := play(t, s, "P0 cash-in W01 T01 red", "P0 give first-player P1", "P0 keep")
	wantLine(t, log, "gives the First Player card to P1")
	if hasLine(log, "Cheated") {
		t.Fatal("the First Player card counts as the Bill")
	}
	if s.FirstPlayer() != 1 || s.phaseFirst != 0 {
		t.Fatal("the card moves now but the phase order does not")
	}
	s, _ = play(t, s, "P0 pass", "P1 pass", "P2 pass")
	if s.phase != PhaseMeeting || ToMove(s) != 1 {
		t.Fatalf("the Meeting starts with the new First Player, got %v", ToMove(s))
	}
	if !s.fpMoved {
		t.Fatal("the card has moved this Month")
	}
}

func TestFirstPlayerCardCannotMoveTwiceInAMonth(t *testing.T) {
	s := cashInScene(t)
	s.fpMoved = true
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	refused(t, s, "P0 give first-player P1", core.ErrIllegalMove, "already changed owners this Month")
}

// ---- Meeting ----

func meetingScene(t *testing.T, cfgs ...Config) State {
	s := scenario(t, 3, cfgs...)
	give(&s, 0, 10, 12, tRedHook)
	give(&s, 1, 13, 14, tConey)
	give(&s, 2, 5, 6, tOzone)
	setStreet(&s, 0, tArthur)
	setStreet(&s, 1, 15)
	setStreet(&s, 2, firstRespect+7)
	setStreet(&s, 3, firstInv+5)
	s.phase = PhaseMeeting
	return s
}

func TestBidsAreSecretUntilTheReveal(t *testing.T) {
	s := meetingScene(t)
	s, log := play(t, s, "P0 bid W11 S2", "P0 add 10k-innocent", "P0 add 5k")
	v := View(s, 1)
	if v.bids[0][0].space != hiddenSpace || v.bids[0][0].bills != (bills{bHidden: 2}) {
		t.Fatalf("P1 sees P0's bid %+v", v.bids[0][0])
	}
	if !owns(v.busyW, 10) {
		t.Fatal("the Wiseguy made Busy is public")
	}
	if own := View(s, 0); own.bids[0][0].space != 1 || own.bids[0][0].bills[b10kI] != 1 {
		t.Fatal("the bidder sees the bid")
	}
	wantLine(t, log, "P0 makes W11 Ferrante Lawyer Busy for a secret bid")
	_, log = play(t, s, "P0 pass", "P1 pass", "P2 pass")
	wantLine(t, log, "P0's W11 Ferrante Lawyer bid on S2 with 2 Bills")
}

func TestBidNeedsBillsFromTheBankAndAFreeWiseguy(t *testing.T) {
	s := meetingScene(t)
	refused(t, s, "P0 bid W02 S1", core.ErrIllegalMove, "not one of P0's")
	s, _ = play(t, s, "P0 bid W11 S1")
	refused(t, s, "P0 pass", core.ErrIllegalMove, "at least one Bill")
	refused(t, s, "P0 add 50k-guilty", core.ErrIllegalMove, "holds no 50k-guilty")
	s, _ = play(t, s, "P0 add 5k")
	refused(t, s, "P0 bid W11 S3", core.ErrIllegalMove, "W11 is Busy")
	refused(t, s, "P0 bid W13 S1", core.ErrIllegalMove, "already used the Location card of S1")
	s.bank[0] = bills{}
	s.billDeck.add(bills{b5k: 1, b10kI: 1, b10kG: 1})
	refused(t, s, "P0 bid W13 S3", core.ErrIllegalMove, "HOUSE-20")
}

func TestSoleBidderWinsAndKeepsOneBill(t *testing.T) {
	s := meetingScene(t)
	s, _ = play(t, s, "P0 bid W11 S1", "P0 add 10k-innocent", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass")
	if ToMove(s) != 0 || s.step != stKeep {
		t.Fatal("the sole winner chooses the Bill to keep")
	}
	refused(t, s, "P0 keep-bid 10k-innocent 5k", core.ErrIllegalMove, "keeps one Bill")
	s, log := play(t, s, "P0 keep-bid 10k-innocent")
	wantLine(t, log, "P0 keeps 1 Bill of the bid")
	if s.bank[0] != (bills{b5k: 1, b10kI: 1, b10kG: 1}) || !owns(uint32(s.turfs[0]), tArthur-firstTurf) {
		t.Fatalf("bank %v", s.bank[0])
	}
	if s.billDisc[b5k] != 1 {
		t.Fatal("the rest of the bid is discarded")
	}
}

func TestContestedAuctionHighestBidWinsAndAllBillsAreDiscarded(t *testing.T) {
	s := meetingScene(t)
	s, log := play(t, s, "P0 bid W11 S2", "P0 add 10k-innocent", "P0 pass",
		"P1 bid W14 S2", "P1 add 10k-guilty", "P1 add 5k", "P1 pass", "P2 pass")
	wantLine(t, log, "P1 wins W16 Russo Hitman on S2")
	if !owns(s.wiseguys[1], 15) || s.billDisc.total() != 3 {
		t.Fatalf("discards %v", s.billDisc)
	}
}

func TestTiedAuctionLeavesTheCardOnItsSpace(t *testing.T) {
	s := meetingScene(t)
	s, log := play(t, s, "P0 bid W11 S2", "P0 add 10k-innocent", "P0 pass",
		"P1 bid W14 S2", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	wantLine(t, log, "tie on S2")
	if s.street[1] != 15 || s.billDisc.total() != 2 {
		t.Fatal("a tie leaves the card and discards the Bills")
	}
}

func TestInvestigationIsPaidOffByTheCombinedBids(t *testing.T) {
	// HOUSE-16: Grand Jury ($50k): 10+10+5 and 20+5 = $50k, P1 bid more.
	s := meetingScene(t)
	setBank(&s, 1, bills{b5k: 1, b20kI: 1})
	s, log := play(t, s, "P0 bid W11 S4", "P0 add 10k-innocent", "P0 add 10k-guilty", "P0 pass",
		"P1 bid W14 S4", "P1 add 20k-innocent", "P1 add 5k", "P1 add 5k"[:0]+"P1 pass", "P2 pass")
	_ = log
	if s.street[3] != noCard {
		// 20 + 20 = 40 < 50: it stays.
		wantLine(t, log, "fall short")
	}
	s = meetingScene(t)
	setBank(&s, 1, bills{b5k: 1, b20kI: 1})
	s, log = play(t, s, "P0 bid W11 S4", "P0 add 10k-innocent", "P0 add 10k-guilty", "P0 add 5k", "P0 add 5k", "P0 pass",
		"P1 bid W14 S4", "P1 add 20k-innocent", "P1 add 5k", "P1 pass", "P2 pass")
	wantLine(t, log, "I6 Grand Jury ($50k) is paid off; P0 takes it")
	if s.invWon[0] != 1<<iGrandJury || s.Respect(0) != 1 {
		t.Fatal("the top bidder takes the Investigation (+1 Respect)")
	}
}

func TestInvestigationTieAtTheTopLeavesTheGame(t *testing.T) {
	s := meetingScene(t)
	setStreet(&s, 3, firstInv+0) // $30k
	s, log := play(t, s, "P0 bid W11 S4", "P0 add 10k-innocent", "P0 add 5k", "P0 pass",
		"P1 bid W14 S4", "P1 add 10k-guilty", "P1 add 5k", "P1 pass", "P2 pass")
	wantLine(t, log, "leaves the game (tie)")
	if s.invGone != 1 || s.street[3] != noCard {
		t.Fatal("the tied Investigation is out of the game")
	}
}

func TestInvestigationShortOfItsBackhanderStays(t *testing.T) {
	s := meetingScene(t)
	s, log := play(t, s, "P0 bid W11 S4", "P0 add 10k-innocent", "P0 pass", "P1 pass", "P2 pass")
	wantLine(t, log, "fall short; it stays")
	if s.street[3] != firstInv+5 || s.billDisc[b10kI] != 1 {
		t.Fatal("the Investigation stays and the bid is discarded")
	}
}

func TestBidderWhoWinsNothingIsCheatedOnce(t *testing.T) {
	// HOUSE-17: two lost auctions, one Vendetta card.
	s := meetingScene(t)
	forceVendetta(&s, vTail)
	s, log := play(t, s, "P0 bid W11 S2", "P0 add 5k", "P0 bid W13 S1", "P0 add 5k", "P0 pass",
		"P1 bid W14 S2", "P1 add 10k-guilty", "P1 bid W15 S1", "P1 add 10k-innocent", "P1 pass", "P2 pass")
	wantLine(t, log, "P0 is Cheated and draws 1 Vendetta card")
	if s.hand[0].total() != 1 || s.phase != PhaseTrial {
		t.Fatal("one Vendetta card, then the Trial")
	}
}

// Design rule 8: the Cash-in accessors return values named for their
// facts. A distribution's shares are its type, each seat's share and what
// it got; the limits used are one flag each.
func TestCashInAccessorsReturnValuesNamedForTheirFacts(t *testing.T) {
	seen := false
	for _, s := range sampleStates(t, 5) {
		c, ok := s.CashInShares()
		if ok != (s.Decision() == DecisionDistribute) {
			t.Fatalf("CashInShares ok %v at decision %v", ok, s.Decision())
		}
		if !ok {
			continue
		}
		seen = true
		if c.Type != CashInType(s.ci.kind) || len(c.Owed) != int(s.n) || len(c.Got) != int(s.n) || c.Short != s.ci.short {
			t.Fatalf("CashInShares %+v", c)
		}
		for p := range c.Owed {
			if c.Owed[p] != int(s.ci.owed[p]) || c.Got[p] != int(s.ci.got[p]) {
				t.Fatalf("seat %d: %+v", p, c)
			}
		}
		used := s.CashInsUsed(ToMove(s))
		u := s.used[ToMove(s)]
		if used.Racket != (u&8 != 0) || used.Gambling != (u&1 != 0) || used.Drugs != (u&2 != 0) || used.Prostitution != (u&4 != 0) {
			t.Fatalf("CashInsUsed %+v, used %04b", used, u)
		}
	}
	if !seen {
		t.Fatal("the sample games never distribute a Cash-in")
	}
	if (State{}).CashInsUsed(7) != (CashInsUsed{}) {
		t.Fatal("a seat not in the game has used no limit")
	}
}
