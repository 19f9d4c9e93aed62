package nostracity

import "math/bits"

// The state check (State.Check, and every decoded state): each component's
// conservation laws and ranges, in one function each. It works on a View
// too, where face-down cards count as cards.

// validate checks every range and conservation law of a State or a View.
// It is also the test suite's invariant.
func validate(s *State) error {
	if s.n < minPlayers || s.n > maxPlayers {
		return bad(rPlayersOutOfRange, s.n)
	}
	for _, check := range [...]func(*State) error{checkFlow, checkHidden, checkStreetCards, checkBids, checkBills, checkVendetta, checkDecision, checkWindows} {
		if err := check(s); err != nil {
			return err
		}
	}
	return s.checkKnowledge()
}

// checkFlow: the counters of the game's flow are in range.
func checkFlow(s *State) error {
	n := s.n
	if n < minPlayers || n > maxPlayers {
		return bad(rPlayersOutOfRange, n)
	}
	seat := func(p int8) bool { return p >= 0 && p < n }
	if s.month < 1 || s.month > 6 || s.phase < PhaseBusiness || s.phase > PhaseOver || s.step < stTurn || s.step > stPrimo {
		return bad(rMonthPhaseStepOutRange, s.month, s.phase, s.step)
	}
	if !seat(s.first) || !seat(s.phaseFirst) || s.turn < 0 || s.turn > int16(n) || s.passed>>uint(n) != 0 {
		return bad(rFirstPlayerPhaseFirstTurn, s.first, s.phaseFirst, s.turn)
	}
	if s.opt.twoColR < 0 || s.opt.twoColR > 9 || s.guilt < -1000 || s.guilt > 1000 {
		return bad(rOptionsOrGuiltOutRange)
	}
	if s.vPlayed < 0 || s.vLimit < 1 || s.vLimit > 2 || s.vPlayed > s.vLimit {
		return bad(rVendettaPlays, s.vPlayed, s.vLimit)
	}
	return nil
}

// checkHidden: a full state has no face-down card (a View has them where
// its viewer cannot see).
func checkHidden(s *State) error {
	if s.view < 0 || s.view > s.n+1 {
		return bad(rViewerViewSeatOrSpectator)
	}
	if s.view != 0 {
		return checkViewHidden(s)
	}
	hidden := s.billDeck[bHidden] + s.billDisc[bHidden] + s.drawn[bHidden] + s.vDeck[vHidden] + s.vDisc[vHidden]
	for p := range s.bank {
		hidden += s.bank[p][bHidden] + s.corr[p][bHidden] + s.hand[p][vHidden]
		for k := range s.bids[p] {
			if s.bids[p][k].space == hiddenSpace {
				return bad(rFullStateShowsEveryBid)
			}
			hidden += s.bids[p][k].bills[bHidden]
		}
	}
	if hidden != 0 {
		return bad(rFullStateHoldsNoFace)
	}
	return nil
}

// checkViewHidden: a View hides exactly what its viewer cannot see (see
// View): the others' Banks, Vendetta hands, bid Bills and, until the Final
// Verdict, Corruption Bills; the piles' faces; a Cash-in's Bills from all
// but its active player; and shows the viewer's own.
func checkViewHidden(s *State) error {
	me := int8(s.view) - 2 // -1: a spectator
	onlyHidden := func(b bills) bool { return b.total() == int(b[bHidden]) }
	for q := int8(0); q < s.n; q++ {
		own := q == me
		hand := s.hand[q]
		if own != (s.bank[q][bHidden] == 0 && hand[vHidden] == 0) && (s.bank[q].total() > 0 || hand.total() > 0) ||
			!own && (!onlyHidden(s.bank[q]) || hand.total() != int(hand[vHidden])) {
			return bad(rViewShowsViewerOwnBank)
		}
		if own && s.corr[q][bHidden] != 0 || !own && s.phase != PhaseOver && !onlyHidden(s.corr[q]) {
			return bad(rViewHidesOthersCorruptionBills)
		}
		for k := range s.bids[q] {
			b := s.bids[q][k]
			if own && (b.bills[bHidden] != 0 || b.space == hiddenSpace) || !own && !onlyHidden(b.bills) {
				return bad(rViewShowsViewerOwnBids)
			}
		}
	}
	deck := s.billDeck
	deck[bRaid] = 0
	disc := s.billDisc
	if t := s.discTop - 1; t >= 0 && t < numBillTypes && disc[t] > 0 {
		disc[t]--
	}
	if !onlyHidden(deck) || !onlyHidden(disc) || s.vDeck.total() != int(s.vDeck[vHidden]) {
		return bad(rViewShowsSizeBillVendetta)
	}
	if seesDrawn := s.step == stDistribute && me == s.active(); seesDrawn == (s.drawn[bHidden] > 0) && s.drawn.total() > 0 {
		return bad(rViewShowsCashBillsActive)
	}
	return nil
}

// checkStreetCards: each Street card is in exactly one place (the Street,
// the Street pile, a Territory, out of the game, or set aside), and
// Respect is the sum of its sources.
func checkStreetCards(s *State) error {
	n := s.n
	// Street cards: each in exactly one place.
	var seen uint64
	put := func(set uint64) error {
		if seen&set != 0 {
			return bad(rStreetCardTwoPlaces)
		}
		seen |= set
		return nil
	}
	if s.streetDeck>>numStreet != 0 || s.streetDeck&(1<<cUnderboss) != 0 {
		return bad(rStreetPileHoldsUnknownCards)
	}
	if err := put(uint64(s.streetDeck)); err != nil {
		return err
	}
	if s.streetBottom != noCard {
		// Only the card the Underboss pushed out goes under the pile.
		if s.streetBottom < 0 || s.streetBottom >= cUnderboss || s.month < 3 {
			return bad(rStreetPileKnownBottomNot, s.streetBottom)
		}
		if err := put(1 << uint(s.streetBottom)); err != nil {
			return err
		}
	}
	for _, c := range s.street {
		if c < noCard || c >= numStreet {
			return bad(rStreetSpaceHoldsCard, c)
		}
		if c != noCard {
			if err := put(1 << uint(c)); err != nil {
				return err
			}
		}
	}
	var allW uint32
	var allT uint16
	for p := int8(0); p < maxPlayers; p++ {
		if p >= n && (s.wiseguys[p] != 0 || s.turfs[p] != 0 || s.respCards[p] != 0 || s.invWon[p] != 0 ||
			s.bank[p] != (bills{}) || s.corr[p] != (bills{}) || s.hand[p] != (vcards{}) || s.nbids[p] != 0 ||
			s.respect[p] != 0 || s.bonus[p] != 0 || s.bids[p] != [4]bid{} || s.rank[p] != 0 ||
			s.ci.owed[p] != 0 || s.ci.got[p] != 0) {
			return bad(rSeatNotPlayerGame, p, n)
		}
		if s.wiseguys[p]>>numWiseguys != 0 || s.turfs[p]>>numTurfs != 0 || s.invWon[p]>>numInv != 0 {
			return bad(rHoldsUnknownCards, p)
		}
		if err := put(uint64(s.wiseguys[p]) | uint64(s.turfs[p])<<firstTurf | uint64(s.respCards[p])<<firstRespect | uint64(s.invWon[p])<<firstInv); err != nil {
			return err
		}
		allW |= s.wiseguys[p]
		allT |= s.turfs[p]
	}
	if s.invGone>>numInv != 0 {
		return bad(rUnknownInvestigationOutGame)
	}
	if err := put(uint64(s.invGone) << firstInv); err != nil {
		return err
	}
	for _, h := range s.titles {
		if h < -1 || h >= n {
			return bad(rTitleHolder, h)
		}
	}
	if s.titles[0] >= 0 {
		if err := put(1 << cUnderboss); err != nil {
			return err
		}
	}
	if s.titles[1] >= 0 && (s.titles[0] < 0 || s.titles[1] == s.titles[0]) || s.titles[2] >= 0 && (s.titles[1] < 0 || s.titles[2] == s.titles[0] || s.titles[2] == s.titles[1]) {
		return bad(rTitlesGivenOutOrder)
	}
	want := uint64(1)<<numStreet - 1
	if s.month <= 2 && s.phase != PhaseOver {
		// The Underboss enters the Street at the end of Month 2: before,
		// it is set aside, on no space and in nobody's hands.
		if seen&(1<<cUnderboss) != 0 {
			return bad(rUnderbossEntersStreetEndMonth, s.month)
		}
		seen |= 1 << cUnderboss
	}
	if seen != want {
		return bad(rStreetCardsMissingAccounted, bits.OnesCount64(seen), numStreet)
	}
	if s.busyW&^allW != 0 || s.busyT&^allT != 0 {
		return bad(rBusyCardBelongsNobody)
	}
	if s.atlantic < -1 || s.atlantic >= n {
		return bad(rAtlanticCityOwner, s.atlantic)
	}
	for i, h := range s.zealous {
		if h < -1 || h >= n || (i > 0 && h >= 0 && s.zealous[i-1] < 0) {
			return bad(rZealousCorruptorHolder, h)
		}
	}
	for p := int8(0); p < n; p++ {
		if int(s.respect[p]) != s.expectedRespect(p) {
			return bad(rRespectNotSumOfSources, p, s.respect[p], s.expectedRespect(p))
		}
		if s.bonus[p] < 0 || s.bonus[p] > 7 || s.rank[p] < 0 || s.rank[p] >= n {
			return bad(rBonusOrRankOutRange, p)
		}
	}
	return nil
}

// checkBids: the Auctions of the Meeting.
func checkBids(s *State) error {
	n := s.n
	// Bids.
	for p := int8(0); p < n; p++ {
		if s.nbids[p] < 0 || s.nbids[p] > 4 {
			return bad(rHasBids, p, s.nbids[p])
		}
		if s.nbids[p] > 0 && s.phase != PhaseMeeting {
			return bad(rBidsOutsideMeeting)
		}
		var spaces uint8
		for k := int8(0); k < 4; k++ {
			b := s.bids[p][k]
			if k >= s.nbids[p] {
				if b != (bid{}) {
					return bad(rHasStrayBid, p)
				}
				continue
			}
			if b.wg < 0 || b.wg >= numWiseguys || !owns(s.wiseguys[p], int(b.wg)) || !owns(s.busyW, int(b.wg)) {
				return bad(rBidsWiseguyNotBusyTheir, p)
			}
			switch {
			case b.space == hiddenSpace:
				if !s.biddingOpen() {
					return bad(rHiddenBidSpaceAfterReveal)
				}
			case b.space == -1:
			case b.space >= 0 && b.space < 4:
				if spaces&(1<<uint(b.space)) != 0 {
					return bad(rBidsTwiceSpace, p)
				}
				spaces |= 1 << uint(b.space)
			default:
				return bad(rBidSpace, b.space)
			}
			if b.space >= 0 && b.bills.total() == 0 && !b.gone && !(s.step == stBidBill && p == s.active() && k == s.nbids[p]-1) {
				return bad(rBidHoldsNoBill, p)
			}
		}
	}
	return nil
}

// checkBills: the Bill stock is conserved and the Police Raid is in the
// Bill pile.
func checkBills(s *State) error {
	n := s.n
	// Bills: the stock is conserved.
	var sum bills
	for p := int8(0); p < n; p++ {
		sum.add(s.bank[p])
		sum.add(s.corr[p])
		for k := range s.bids[p] {
			sum.add(s.bids[p][k].bills)
		}
	}
	sum.add(s.billDeck)
	sum.add(s.billDisc)
	sum.add(s.drawn)
	for t := 0; t <= bRaid; t++ {
		if sum[t] > billStock[t] {
			return bad(rBillsStockHas, sum[t], str(billNames[t]), billStock[t])
		}
	}
	if sum.total() != billStock.total() {
		return bad(rBillsPlayStockHas, sum.total(), billStock.total())
	}
	if s.billDeck[bRaid] != 1 {
		return bad(rPoliceRaidNotBillPile)
	}
	for _, p := range [...]*bills{&s.billDisc} {
		if p[bRaid] != 0 {
			return bad(rPoliceRaidOutBillPile)
		}
	}
	// House rule HOUSE-15: the discard pile's top is known exactly when
	// DiscardTopVisible is on and the pile holds a Bill of its type.
	if s.opt.topVisible {
		if (s.discTop == 0) != (s.billDisc.total() == 0) || s.discTop < 0 || s.discTop > numBillTypes ||
			s.discTop > 0 && s.billDisc[s.discTop-1] == 0 {
			return bad(rBillDiscardPileTopDoes)
		}
	} else if s.discTop != 0 {
		return bad(rBillDiscardPileTopShown)
	}
	return nil
}

// checkVendetta: the Vendetta stock is conserved.
func checkVendetta(s *State) error {
	n := s.n
	// Vendetta cards.
	var vs vcards
	for p := int8(0); p < n; p++ {
		h := s.hand[p]
		if h[vAtlantic] != 0 || h[vRage] != 0 {
			return bad(rAtlanticCityOrFitRage)
		}
		for t := range vs {
			vs[t] += h[t]
		}
	}
	for t := range vs {
		vs[t] += s.vDeck[t] + s.vDisc[t]
	}
	if s.atlantic >= 0 {
		vs[vAtlantic]++
	}
	vs[vRage] += uint8(s.pendingRages())
	if s.vDisc[vSnitch] != 0 || s.vDisc[vAtlantic] != 0 || s.vDisc[vHidden] != 0 {
		return bad(rSnitchOrAtlanticCityVendetta)
	}
	for t := 0; t < vHidden; t++ {
		if vs[t] > vendettaStock[t] {
			return bad(rCardsStockHas, vs[t], str(vendettaNames[t]), vendettaStock[t])
		}
	}
	if vs.total() != vendettaStock.total() {
		return bad(rVendettaCardsPlayStockHas, vs.total(), vendettaStock.total())
	}
	return nil
}

// checkDecision: the decision in progress is one the game can reach.
func checkDecision(s *State) error {
	n := s.n
	seat := func(p int8) bool { return p >= 0 && p < n }
	// The decision in progress.
	if s.npend < 0 || s.npend > maxPend {
		return bad(rPendingDecisions, s.npend)
	}
	for i := int8(0); i < maxPend; i++ {
		d := s.pend[i]
		if i >= s.npend {
			if d != (pend{}) {
				return bad(rStrayPendingDecision)
			}
			continue
		}
		if !seat(d.who) || d.kind < pendRage || d.kind > pendBusy {
			return bad(rPendingDecisionMalformed, i)
		}
		if d.kind == pendRage && (d.target < -1 || d.target >= n || d.target == d.who) {
			return bad(rFitRageTarget, d.target)
		}
		if d.kind == pendBusy && d.target != vRage && d.target != vWhack {
			return bad(rForcedBusyCard, d.target)
		}
	}
	for p := int8(0); p < maxPlayers; p++ {
		if s.ci.owed[p] < 0 || s.ci.got[p] < 0 || s.ci.owed[p] > 100 || s.ci.got[p] > 100 {
			return bad(rCashSharesOutRange)
		}
	}
	if s.ci.kind < 0 || s.ci.kind >= numKinds {
		return bad(rCashInKind, s.ci.kind)
	}
	if s.step != stDistribute && (s.drawn.total() != 0 || s.ci != (cashIn{})) {
		return bad(rDrawnBillsOutsideDistribution)
	}
	if err := validateDecision(s); err != nil {
		return err
	}
	if s.phase == PhaseOver && (s.step != stTurn || s.npend != 0) {
		return bad(rDecisionsAfterFinalVerdict)
	}
	if s.phase != PhaseOver && (s.snitches != 0 || s.winners != 0) {
		return bad(rWinnersBeforeFinalVerdict)
	}
	if s.phase == PhaseOver {
		for p := int8(0); p < n; p++ {
			if s.hand[p][vHidden] == 0 && (s.hand[p][vSnitch] > 0) != (s.snitches&bit(p) != 0) {
				return bad(rRevealedSnitchStatusDoesNot, p)
			}
		}
	}
	return nil
}

// checkWindows: what lasts part of a phase is blank outside it, so a
// position has one form: the resolution's cursor, the sole winner, the
// bidders and winners of a Meeting, the corrupters of a Trial, the final
// ranks and bonuses.
func checkWindows(s *State) error {
	n := int16(s.n)
	meetingEnd := s.phase == PhaseMeeting && s.step >= stWithdraw
	// House rule HOUSE-1: only round-robin-single-action puts seats out of
	// the phase, and there the turn player is never one of them while its
	// turn goes on, whatever the turn waits for (a distribution, a bid's
	// first Bill, a pending Fit of Rage).
	if !s.opt.roundRobin && s.passed != 0 {
		return bad(rPassedOnlyRoundRobin, seatsText(s.passed, s.n))
	}
	if s.opt.roundRobin && s.phase != PhaseOver && !meetingEnd && s.passed&bit(s.active()) != 0 {
		return bad(rTurnPlayerPassed)
	}
	switch {
	case s.phase == PhaseOver:
	case s.opt.roundRobin:
		// The phase ends when every player has passed (HOUSE-1).
		if meetingEnd != (s.passed == 1<<uint(n)-1) || s.turn >= n {
			return bad(rLocationCardsRevealedOnceEvery)
		}
	case meetingEnd && s.turn != n:
		return bad(rLocationCardsRevealedOnlyOnce)
	case !meetingEnd && s.turn >= n:
		return bad(rPhaseGoesOnAfterTurns)
	}
	if s.step < stWithdraw && s.cursor != 0 {
		return bad(rNoAuctionBeingResolved)
	}
	if (s.keeper >= 0) != (s.step == stKeep) || s.chain && s.step != stKeep {
		return bad(rSoleWinnerKeepsBillOnly)
	}
	if s.corruptors != 0 && s.phase != PhaseTrial && s.phase != PhaseOver {
		return bad(rCorruptersCountedTrialOnly)
	}
	if (s.bidders != 0 || s.won != 0) && !(s.phase == PhaseMeeting && s.step >= stResolve) {
		return bad(rBiddersWinnersCountedWhileAuctions)
	}
	z := 0
	for _, h := range s.zealous {
		if h >= 0 {
			z++
		}
	}
	if max(int(s.month)-3, 0) < z {
		return bad(rZealousCorruptorCardsMonthOne, z, s.month)
	}
	if s.phase != PhaseOver {
		for p := range s.bonus {
			if s.bonus[p] != 0 || s.rank[p] != 0 {
				return bad(rEndGameBonusesRanksCome)
			}
		}
		if s.innocent {
			return bad(rVerdictComesFinalVerdict)
		}
		return nil
	}
	if s.innocent != (s.guilt <= int16(s.opt.innocentM)) {
		return bad(rVerdictDoesNotFollowFinal, s.guilt, s.opt.innocentM)
	}
	return nil
}

// checkRanks: the ranks and winners of a finished full state are those
// the Final Verdict gives. (A determinization may deal the Banks that broke
// a tie otherwise, so only a decoded position is held to it.)
func checkRanks(s *State) error {
	if s.phase != PhaseOver || s.view != 0 {
		return nil
	}
	t := *s
	t.rankPlayers()
	if t.rank != s.rank || t.winners != s.winners {
		return bad(rRanksOrWinnersNotThose)
	}
	return nil
}

// seatsText is the seats of mask as the words write them: "P1, P3".
func seatsText(mask uint8, n int8) string {
	out := ""
	for _, p := range seatList(mask, n) {
		out += pick(out == "", "", ", ") + p.String()
	}
	return out
}
