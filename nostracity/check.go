package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/envelope"
)

// The state check (State.Check, and every decoded state): each component's
// conservation laws and ranges, in one function each. It works on a View
// too, where face-down cards count as cards.

// validate checks every range and conservation law of a State or a View:
// the law broken as an error of kind core.ErrBadState, nil if none. It is
// also the test suite's invariant.
func validate(s *State) error { return lawErr(laws(s)) }

// laws is the first range or conservation law s breaks, zero if none.
func laws(s *State) reason {
	if s.n < minPlayers || s.n > maxPlayers {
		return core.Why(rPlayersOutOfRange, int(s.n))
	}
	for _, check := range [...]func(*State) reason{checkFlow, checkHidden, checkStreetCards, checkBids, checkBills, checkVendetta, checkDecision, checkWindows} {
		if r := check(s); !r.OK() {
			return r
		}
	}
	return s.checkKnowledge()
}

// checkFlow: the counters of the game's flow are in range.
func checkFlow(s *State) reason {
	n := s.n
	if n < minPlayers || n > maxPlayers {
		return core.Why(rPlayersOutOfRange, int(n))
	}
	seat := func(p int8) bool { return p >= 0 && p < n }
	if s.month < 1 || s.month > 6 || s.phase < PhaseBusiness || s.phase > PhaseOver || s.step < stTurn || s.step > stPrimo {
		return core.Why(rMonthPhaseStepOutRange, int(s.month), int(s.phase), int(s.step))
	}
	if !seat(s.first) || !seat(s.phaseFirst) || s.turn < 0 || s.turn > int16(n) {
		return core.Why(rFirstPlayerPhaseFirstTurn, int(s.first), int(s.phaseFirst), int(s.turn))
	}
	for _, m := range [...]uint8{s.passed, s.guardUsed, s.corruptors, s.bidders, s.won, s.snitches, s.winners} {
		if m>>uint(n) != 0 {
			return core.Why(rSeatListPastSeats, int(n))
		}
	}
	if s.opt.twoColR < 0 || s.opt.twoColR > 9 || s.guilt < -1000 || s.guilt > 1000 || !seat(s.opt.firstP) ||
		min(s.opt.jury[0], s.opt.jury[1], s.opt.jury[2]) < -50 || max(s.opt.jury[0], s.opt.jury[1], s.opt.jury[2]) > 50 {
		return core.Why(rOptionsOrGuiltOutRange)
	}
	if s.vPlayed < 0 || s.vLimit < 1 || s.vLimit > 2 || s.vPlayed > s.vLimit {
		return core.Why(rVendettaPlays, int(s.vPlayed), int(s.vLimit))
	}
	return 0
}

// checkHidden: a full state has no face-down card (a View has them where
// its viewer cannot see).
func checkHidden(s *State) reason {
	if s.view < 0 || s.view > s.n+1 {
		return core.Why(rViewerViewSeatOrSpectator)
	}
	if s.view != 0 {
		return checkViewHidden(s)
	}
	hidden := s.billDeck[bHidden] + s.billDisc[bHidden] + s.drawn[bHidden] + s.vDeck[vHidden] + s.vDisc[vHidden]
	for p := range s.bank {
		hidden += s.bank[p][bHidden] + s.corr[p][bHidden] + s.hand[p][vHidden]
		for k := range s.bids[p] {
			if s.bids[p][k].space == hiddenSpace {
				return core.Why(rFullStateShowsEveryBid)
			}
			hidden += s.bids[p][k].bills[bHidden]
		}
	}
	if hidden != 0 {
		return core.Why(rFullStateHoldsNoFace)
	}
	return 0
}

// checkViewHidden: a View hides exactly what its viewer cannot see (see
// View): the others' Banks, Vendetta hands, bid Bills and, until the Final
// Verdict, Corruption Bills; the piles' faces; a Cash-in's Bills from all
// but its active player; and shows the viewer's own.
func checkViewHidden(s *State) reason {
	me := int8(s.view) - 2 // -1: a spectator
	onlyHidden := func(b bills) bool { return b.total() == int(b[bHidden]) }
	for q := int8(0); q < s.n; q++ {
		own := q == me
		hand := s.hand[q]
		if own != (s.bank[q][bHidden] == 0 && hand[vHidden] == 0) && (s.bank[q].total() > 0 || hand.total() > 0) ||
			!own && (!onlyHidden(s.bank[q]) || hand.total() != int(hand[vHidden])) {
			return core.Why(rViewShowsViewerOwnBank)
		}
		if own && s.corr[q][bHidden] != 0 || !own && s.phase != PhaseOver && !onlyHidden(s.corr[q]) {
			return core.Why(rViewHidesOthersCorruptionBills)
		}
		for k := range s.bids[q] {
			b := s.bids[q][k]
			if own && (b.bills[bHidden] != 0 || b.space == hiddenSpace) || !own && !onlyHidden(b.bills) {
				return core.Why(rViewShowsViewerOwnBids)
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
		return core.Why(rViewShowsSizeBillVendetta)
	}
	if seesDrawn := s.step == stDistribute && me == s.active(); seesDrawn == (s.drawn[bHidden] > 0) && s.drawn.total() > 0 {
		return core.Why(rViewShowsCashBillsActive)
	}
	return 0
}

// checkStreetCards: each Street card is in exactly one place (the Street,
// the Street pile, a Territory, out of the game, or set aside), and
// Respect is the sum of its sources.
func checkStreetCards(s *State) reason {
	n := s.n
	// Street cards: each in exactly one place.
	var seen uint64
	put := func(set uint64) reason {
		if seen&set != 0 {
			return core.Why(rStreetCardTwoPlaces)
		}
		seen |= set
		return 0
	}
	if s.streetDeck>>numStreet != 0 || s.streetDeck&(1<<cUnderboss) != 0 {
		return core.Why(rStreetPileHoldsUnknownCards)
	}
	if r := put(uint64(s.streetDeck)); !r.OK() {
		return r
	}
	if s.streetBottom != noCard {
		// Only the card the Underboss pushed out goes under the pile.
		if s.streetBottom < 0 || s.streetBottom >= cUnderboss || s.month < 3 {
			return core.Why(rStreetPileKnownBottomNot, int(s.streetBottom))
		}
		if r := put(1 << uint(s.streetBottom)); !r.OK() {
			return r
		}
	}
	for _, c := range s.street {
		if c < noCard || c >= numStreet {
			return core.Why(rStreetSpaceHoldsCard, int(c))
		}
		if c != noCard {
			if r := put(1 << uint(c)); !r.OK() {
				return r
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
			return core.Why(rSeatNotPlayerGame, int(p), int(n))
		}
		if s.wiseguys[p]>>numWiseguys != 0 || s.turfs[p]>>numTurfs != 0 || s.invWon[p]>>numInv != 0 {
			return core.Why(rHoldsUnknownCards, int(p))
		}
		if r := put(uint64(s.wiseguys[p]) | uint64(s.turfs[p])<<firstTurf | uint64(s.respCards[p])<<firstRespect | uint64(s.invWon[p])<<firstInv); !r.OK() {
			return r
		}
		allW |= s.wiseguys[p]
		allT |= s.turfs[p]
	}
	if s.invGone>>numInv != 0 {
		return core.Why(rUnknownInvestigationOutGame)
	}
	if r := put(uint64(s.invGone) << firstInv); !r.OK() {
		return r
	}
	for _, h := range s.titles {
		if h < -1 || h >= n {
			return core.Why(rTitleHolder, int(h))
		}
	}
	if s.titles[0] >= 0 {
		if r := put(1 << cUnderboss); !r.OK() {
			return r
		}
	}
	if s.titles[1] >= 0 && (s.titles[0] < 0 || s.titles[1] == s.titles[0]) || s.titles[2] >= 0 && (s.titles[1] < 0 || s.titles[2] == s.titles[0] || s.titles[2] == s.titles[1]) {
		return core.Why(rTitlesGivenOutOrder)
	}
	want := uint64(1)<<numStreet - 1
	if s.month <= 2 && s.phase != PhaseOver {
		// The Underboss enters the Street at the end of Month 2: before,
		// it is set aside, on no space and in nobody's hands.
		if seen&(1<<cUnderboss) != 0 {
			return core.Why(rUnderbossEntersStreetEndMonth, int(s.month))
		}
		seen |= 1 << cUnderboss
	}
	if seen != want {
		return core.Why(rStreetCardsMissingAccounted, int(bits.OnesCount64(seen)), int(numStreet))
	}
	if s.busyW&^allW != 0 || s.busyT&^allT != 0 {
		return core.Why(rBusyCardBelongsNobody)
	}
	if s.atlantic < -1 || s.atlantic >= n {
		return core.Why(rAtlanticCityOwner, int(s.atlantic))
	}
	for i, h := range s.zealous {
		if h < -1 || h >= n || (i > 0 && h >= 0 && s.zealous[i-1] < 0) {
			return core.Why(rZealousCorruptorHolder, int(h))
		}
	}
	for p := int8(0); p < n; p++ {
		if int(s.respect[p]) != s.expectedRespect(p) {
			return core.Why(rRespectNotSumOfSources, int(p), int(s.respect[p]), int(s.expectedRespect(p)))
		}
		if s.bonus[p] < 0 || s.bonus[p] > 7 || s.rank[p] < 0 || s.rank[p] >= n {
			return core.Why(rBonusOrRankOutRange, int(p))
		}
	}
	return 0
}

// checkBids: the Auctions of the Meeting.
func checkBids(s *State) reason {
	n := s.n
	// Bids.
	for p := int8(0); p < n; p++ {
		if s.nbids[p] < 0 || s.nbids[p] > 4 {
			return core.Why(rHasBids, int(p), int(s.nbids[p]))
		}
		if s.nbids[p] > 0 && s.phase != PhaseMeeting {
			return core.Why(rBidsOutsideMeeting)
		}
		var spaces uint8
		for k := int8(0); k < 4; k++ {
			b := s.bids[p][k]
			if k >= s.nbids[p] {
				if b != (bid{}) {
					return core.Why(rHasStrayBid, int(p))
				}
				continue
			}
			if b.wg < 0 || b.wg >= numWiseguys || !owns(s.wiseguys[p], int(b.wg)) || !owns(s.busyW, int(b.wg)) {
				return core.Why(rBidsWiseguyNotBusyTheir, int(p))
			}
			switch {
			case b.space == hiddenSpace:
				if !s.biddingOpen() {
					return core.Why(rHiddenBidSpaceAfterReveal)
				}
			case b.space == -1:
			case b.space >= 0 && b.space < 4:
				if spaces&(1<<uint(b.space)) != 0 {
					return core.Why(rBidsTwiceSpace, int(p))
				}
				spaces |= 1 << uint(b.space)
			default:
				return core.Why(rBidSpace, int(b.space))
			}
			if b.space >= 0 && b.bills.total() == 0 && !b.gone && !(s.step == stBidBill && p == s.active() && k == s.nbids[p]-1) {
				return core.Why(rBidHoldsNoBill, int(p))
			}
		}
	}
	return 0
}

// checkBills: the Bill stock is conserved and the Police Raid is in the
// Bill pile.
func checkBills(s *State) reason {
	n := s.n
	// Bills: the stock is conserved, counted in whole numbers (a count of
	// 255 and one of 35 are 290 Bills, not 34).
	sum := s.billsOut()
	for p := int8(0); p < n; p++ {
		for t, c := range s.bank[p] {
			sum[t] += int(c)
		}
	}
	for t, c := range s.billDeck {
		sum[t] += int(c)
	}
	total := 0
	for t := range sum {
		if t <= bRaid && sum[t] > int(billStock[t]) {
			return core.Why(rBillsStockHas, sum[t], t, int(billStock[t]))
		}
		total += sum[t]
	}
	if total != billStock.total() {
		return core.Why(rBillsPlayStockHas, int(total), int(billStock.total()))
	}
	if s.billDeck[bRaid] != 1 {
		return core.Why(rPoliceRaidNotBillPile)
	}
	for _, p := range [...]*bills{&s.billDisc} {
		if p[bRaid] != 0 {
			return core.Why(rPoliceRaidOutBillPile)
		}
	}
	if s.discTop < 0 || s.discTop > numBillTypes {
		return core.Why(rDiscardTopNotBillType, int(s.discTop)-1)
	}
	// House rule HOUSE-15: the discard pile's top is known exactly when
	// DiscardTopVisible is on and the pile holds a Bill of its type.
	if s.opt.topVisible {
		if (s.discTop == 0) != (s.billDisc.total() == 0) || s.discTop < 0 || s.discTop > numBillTypes ||
			s.discTop > 0 && s.billDisc[s.discTop-1] == 0 {
			return core.Why(rBillDiscardPileTopDoes)
		}
	} else if s.discTop != 0 {
		return core.Why(rBillDiscardPileTopShown)
	}
	return 0
}

// checkVendetta: the Vendetta stock is conserved.
func checkVendetta(s *State) reason {
	n := s.n
	// Vendetta cards, counted in whole numbers (hands of 255 and 4 Whacks
	// are 259 cards, not 3).
	for p := int8(0); p < n; p++ {
		if h := s.hand[p]; h[vAtlantic] != 0 || h[vRage] != 0 {
			return core.Why(rAtlanticCityOrFitRage)
		}
	}
	vs := s.vendettaOut()
	for t, c := range s.vDeck {
		vs[t] += int(c)
	}
	if s.vDisc[vSnitch] != 0 || s.vDisc[vAtlantic] != 0 || s.vDisc[vHidden] != 0 {
		return core.Why(rSnitchOrAtlanticCityVendetta)
	}
	total := 0
	for t := range vs {
		if t < vHidden && vs[t] > int(vendettaStock[t]) {
			return core.Why(rCardsStockHas, vs[t], t, int(vendettaStock[t]))
		}
		total += vs[t]
	}
	if total != vendettaStock.total() {
		return core.Why(rVendettaCardsPlayStockHas, int(total), int(vendettaStock.total()))
	}
	return 0
}

// checkDecision: the decision in progress is one the game can reach.
func checkDecision(s *State) reason {
	n := s.n
	seat := func(p int8) bool { return p >= 0 && p < n }
	// The decision in progress.
	if s.npend < 0 || s.npend > maxPend {
		return core.Why(rPendingDecisions, int(s.npend))
	}
	for i := int8(0); i < maxPend; i++ {
		d := s.pend[i]
		if i >= s.npend {
			if d != (pend{}) {
				return core.Why(rStrayPendingDecision)
			}
			continue
		}
		if !seat(d.who) || d.kind < pendRage || d.kind > pendBusy {
			return core.Why(rPendingDecisionMalformed, int(i))
		}
		if d.kind == pendRage && (d.target < -1 || d.target >= n || d.target == d.who) {
			return core.Why(rFitRageTarget, int(d.target))
		}
		if d.kind == pendBusy && d.target != vRage && d.target != vWhack {
			return core.Why(rForcedBusyCard)
		}
	}
	for p := int8(0); p < maxPlayers; p++ {
		if s.ci.owed[p] < 0 || s.ci.got[p] < 0 || s.ci.owed[p] > 20 || s.ci.got[p] > 20 {
			return core.Why(rCashSharesOutRange)
		}
	}
	if s.ci.kind < 0 || s.ci.kind >= numKinds {
		return core.Why(rCashInKind, int(s.ci.kind))
	}
	if s.step != stDistribute && (s.drawn.total() != 0 || s.ci != (cashIn{})) {
		return core.Why(rDrawnBillsOutsideDistribution)
	}
	if r := validateDecision(s); !r.OK() {
		return r
	}
	if s.phase == PhaseOver && (s.step != stTurn || s.npend != 0) {
		return core.Why(rDecisionsAfterFinalVerdict)
	}
	if s.phase != PhaseOver && (s.snitches != 0 || s.winners != 0) {
		return core.Why(rWinnersBeforeFinalVerdict)
	}
	if s.phase == PhaseOver {
		for p := int8(0); p < n; p++ {
			if s.hand[p][vHidden] == 0 && (s.hand[p][vSnitch] > 0) != (s.snitches&bit(p) != 0) {
				return core.Why(rRevealedSnitchStatusDoesNot, int(p))
			}
		}
	}
	return 0
}

// checkWindows: what lasts part of a phase is blank outside it, so a
// position has one form: the resolution's cursor, the sole winner, the
// bidders and winners of a Meeting, the corrupters of a Trial, the final
// ranks and bonuses.
func checkWindows(s *State) reason {
	n := int16(s.n)
	meetingEnd := s.phase == PhaseMeeting && s.step >= stWithdraw
	// House rule HOUSE-1: only round-robin-single-action puts seats out of
	// the phase, and there the turn player is never one of them while its
	// turn goes on, whatever the turn waits for (a distribution, a bid's
	// first Bill, a pending Fit of Rage).
	if !s.opt.roundRobin && s.passed != 0 {
		return core.Why(rPassedOnlyRoundRobin, int(s.passed))
	}
	if s.opt.roundRobin && s.phase != PhaseOver && !meetingEnd && s.passed&bit(s.active()) != 0 {
		return core.Why(rTurnPlayerPassed)
	}
	switch {
	case s.phase == PhaseOver:
	case s.opt.roundRobin:
		// The phase ends when every player has passed (HOUSE-1).
		if meetingEnd != (s.passed == 1<<uint(n)-1) || s.turn >= n {
			return core.Why(rLocationCardsRevealedOnceEvery)
		}
	case meetingEnd && s.turn != n:
		return core.Why(rLocationCardsRevealedOnlyOnce)
	case !meetingEnd && s.turn >= n:
		return core.Why(rPhaseGoesOnAfterTurns)
	}
	if s.step < stWithdraw && s.cursor != 0 {
		return core.Why(rNoAuctionBeingResolved)
	}
	if (s.keeper >= 0) != (s.step == stKeep) || s.chain && s.step != stKeep {
		return core.Why(rSoleWinnerKeepsBillOnly)
	}
	if s.corruptors != 0 && s.phase != PhaseTrial && s.phase != PhaseOver {
		return core.Why(rCorruptersCountedTrialOnly)
	}
	if (s.bidders != 0 || s.won != 0) && !(s.phase == PhaseMeeting && s.step >= stResolve) {
		return core.Why(rBiddersWinnersCountedWhileAuctions)
	}
	z := 0
	for _, h := range s.zealous {
		if h >= 0 {
			z++
		}
	}
	if max(int(s.month)-3, 0) < z {
		return core.Why(rZealousCorruptorCardsMonthOne, int(z), int(s.month))
	}
	if s.phase != PhaseOver {
		for p := range s.bonus {
			if s.bonus[p] != 0 || s.rank[p] != 0 {
				return core.Why(rEndGameBonusesRanksCome)
			}
		}
		if s.innocent {
			return core.Why(rVerdictComesFinalVerdict)
		}
		return 0
	}
	if s.innocent != (s.guilt <= int16(s.opt.innocentM)) {
		return core.Why(rVerdictDoesNotFollowFinal, int(s.guilt), int(s.opt.innocentM))
	}
	return 0
}

// checkRanks: the ranks and winners of a finished full state are those
// the Final Verdict gives. (A determinization may deal the Banks that broke
// a tie otherwise, so only a decoded position is held to it.)
func checkRanks(s *State) reason {
	if s.phase != PhaseOver || s.view != 0 {
		return 0
	}
	t := *s
	t.rankPlayers()
	if t.rank != s.rank || t.winners != s.winners {
		return core.Why(rRanksOrWinnersNotThose)
	}
	return 0
}

// seatsText is the seats of mask as the words write them: "P1, P3".
func seatsText(mask uint8, n int8) string {
	out := ""
	for _, p := range envelope.IDs[core.Player](mask, 0, int(n)) {
		out += pick(out == "", "", ", ") + p.String()
	}
	return out
}

// billsOut counts, per type, the Bills out of the Bill pile and out of the
// Banks: on the Corruption pile, under bids, discarded and drawn (in whole
// numbers, so no count wraps).
func (s *State) billsOut() (sum [numBillSlots]int) {
	add := func(b bills) {
		for t, c := range b {
			sum[t] += int(c)
		}
	}
	for p := int8(0); p < s.n; p++ {
		add(s.corr[p])
		for k := range s.bids[p] {
			add(s.bids[p][k].bills)
		}
	}
	add(s.billDisc)
	add(s.drawn)
	return sum
}

// vendettaOut counts, per type, the Vendetta cards out of the pile: in the
// hands, discarded, Atlantic City placed and the Fits of Rage pending (in
// whole numbers, so no count wraps).
func (s *State) vendettaOut() (sum [numVendettaSlots]int) {
	for p := int8(0); p < s.n; p++ {
		for t, c := range s.hand[p] {
			sum[t] += int(c)
		}
	}
	for t, c := range s.vDisc {
		sum[t] += int(c)
	}
	if s.atlantic >= 0 {
		sum[vAtlantic]++
	}
	sum[vRage] += s.pendingRages()
	return sum
}

// derivedBillPile is the Bill stock less every Bill elsewhere; in a View,
// the Police Raid and that many face-down Bills.
func (s *State) derivedBillPile() bills {
	sum := s.billsOut()
	total := 0
	for p := int8(0); p < s.n; p++ {
		for t, c := range s.bank[p] {
			sum[t] += int(c)
		}
	}
	for _, c := range sum {
		total += c
	}
	var out bills
	if s.view != 0 {
		out[bRaid] = 1
		out[bHidden] = uint8(min(max(billStock.total()-total-1, 0), 255))
		return out
	}
	for t := 0; t <= bRaid; t++ {
		out[t] = uint8(max(int(billStock[t])-sum[t], 0))
	}
	return out
}

// derivedVendettaPile is the Vendetta stock less every card elsewhere; in
// a View, that many face-down cards.
func (s *State) derivedVendettaPile() vcards {
	sum := s.vendettaOut()
	total := 0
	for _, c := range sum {
		total += c
	}
	var out vcards
	if s.view != 0 {
		out[vHidden] = uint8(max(vendettaStock.total()-total, 0))
		return out
	}
	for t := 0; t < vHidden; t++ {
		out[t] = uint8(max(int(vendettaStock[t])-sum[t], 0))
	}
	return out
}

// derivedStreetPile is every Street card not elsewhere (the Underboss set
// aside until the end of Month 2).
func (s *State) derivedStreetPile() bitset.Set {
	all := bitset.Set(1)<<numStreet - 1
	all &^= 1 << cUnderboss
	for _, c := range s.street {
		if c >= 0 {
			all &^= 1 << uint(c)
		}
	}
	if s.streetBottom >= 0 {
		all &^= 1 << uint(s.streetBottom)
	}
	for p := int8(0); p < s.n; p++ {
		all &^= bitset.Set(s.wiseguys[p]) | bitset.Set(s.turfs[p])<<firstTurf | bitset.Set(s.respCards[p])<<firstRespect | bitset.Set(s.invWon[p])<<firstInv
	}
	all &^= bitset.Set(s.invGone) << firstInv
	return all
}

// ---- The laws of a decoded position's lists ----
//
// Decoding reads a position's seats, sets of cards and what a seat knows
// through a reader, which keeps the first of these laws they break: a
// seat the game has, a seat listed once, a set of cards in range and in
// card order, knowledge of another seat's pile and face up. Each refusal
// names the key by its {where} argument or the seat.

// The position's keys a refusal names, as its {where} argument: a key, or
// a key of seat p's entry of "players" (where(k, p)).
const (
	kRulesFirstPlayer = iota
	kFirstPlayer
	kPhaseFirst
	kPassed
	kDecisionsSeat
	kDecisionsTarget
	kActive
	kTitles
	kZealous
	kAtlanticCity
	kBodyguardsUsed
	kCorruptors
	kBidders
	kWon
	kSnitches
	kWinners
	kInvestigationsGone
	kStreetPile
	kWiseguys
	kTurfs
	kBusy
	kRespectCards
	kInvestigations
	kKnowsBanks
	kKnowsHands
)

// positionKeys spell the keys of {where}.
var positionKeys = [...]string{"rules.first_player", "first_player", "phase_first", "passed", "decisions seat", "decisions target",
	"active", "titles", "zealous_corruptors", "atlantic_city", "bodyguards_used", "corruptors", "bidders", "won", "snitches",
	"winners", "investigations_gone", "street_pile", "wiseguys", "turfs", "busy", "respect_cards", "investigations",
	"knows.banks", "knows.hands"}

// where is key k of seat p's entry of "players", as a {where} argument.
func where(k, p int) int { return k | (p+1)<<5 }

// whereText is a {where} argument in words: "passed", "players[2].turfs".
func whereText(v int) string {
	k, p := v&31, v>>5-1
	if k >= len(positionKeys) {
		return "a key"
	}
	if p < 0 {
		return positionKeys[k]
	}
	return "players[" + itoa(p) + "]." + positionKeys[k]
}

// reader reads the position's seats and card sets into a State, keeping
// the first law they break.
type reader struct {
	n int8
	r reason
}

func (rd *reader) fail(r reason) {
	if rd.r.OK() {
		rd.r = r
	}
}

// seat is p as the engine's seat, -1 for none; a seat the game does not
// have is refused, naming key k.
func (rd *reader) seat(k int, p *core.Player) int8 {
	if p == nil {
		return -1
	}
	if *p < 0 || int8(*p) >= rd.n {
		rd.fail(core.Why(rNotASeat, k, int(*p), int(rd.n)-1))
		return -1
	}
	return int8(*p)
}

// seats is a list of seats as a mask; a seat given twice is refused, and
// so is one the mask cannot hold (past P7): whether the game has the
// seat is Check's law (seat-list-past-seats).
func (rd *reader) seats(k int, list []core.Player) uint8 {
	var m uint8
	for _, p := range list {
		if p < 0 || p >= 8 {
			rd.fail(core.Why(rNotASeat, k, int(p), int(rd.n)-1))
			continue
		}
		if m&bit(int8(p)) != 0 {
			rd.fail(core.Why(rListedTwice, k, int(p)))
		}
		m |= bit(int8(p))
	}
	return m
}

// set is a set of Street cards first to first+count-1, written once each
// in card order.
func (rd *reader) set(k int, cards []Card, first, count int) uint64 {
	var v uint64
	for i, c := range cards {
		if int(c) < first || int(c) >= first+count {
			rd.fail(core.Why(rIdOutOfRange, k, int(c), first, first+count-1))
			continue
		}
		if i > 0 && c <= cards[i-1] {
			rd.fail(core.Why(rSetWrittenOnceEachId, k, int(c), int(cards[i-1])))
		}
		v |= 1 << uint(int(c)-first)
	}
	return v
}

// decisions judges the shape of a position's pending decisions, top
// first, and is the index of the step's own decision at the bottom (-1:
// none): each names its decision and its seat; at most maxPend
// interruptions (fit-of-rage-target, make-busy) over at most one decision
// of a step (turn, distribute, first-bill, cold-feet, keep-bid,
// give-consigliere, give-primo-capo), which names what its step needs:
// the space resolved, a distribution's cash_in.
func (rd *reader) decisions(ds []decisionJSON, resolving *Space) int {
	bottom := -1
	if k := len(ds) - 1; k >= 0 && ds[k].Decision != nil && *ds[k].Decision != DecisionFitOfRageTarget && *ds[k].Decision != DecisionMakeBusy {
		bottom = k
	}
	if len(ds) > maxPend+1 || bottom < 0 && len(ds) > maxPend {
		rd.fail(core.Why(rPendingDecisionsMost, len(ds), maxPend+1))
	}
	for i, dj := range ds {
		d := envelope.Deref(dj.Decision)
		switch step := decisions[d].step; {
		case dj.Seat == nil || dj.Decision == nil:
			rd.fail(core.Why(rDecisionsEveryDecisionNamesSeat, i))
		case i != bottom && d != DecisionFitOfRageTarget && d != DecisionMakeBusy:
			rd.fail(core.Why(rDecisionsOnlyFitRageTarget, i, int(d)))
		case i == bottom && step < 0:
			rd.fail(core.Why(rDecisionsNotDecisionNostraCity, int(d)))
		case i == bottom && (step == stKeep || step == stConsig || step == stPrimo) && (dj.Space == nil || *dj.Space < 0 || *dj.Space > 3):
			rd.fail(core.Why(rDecisionNamesStreetSpaceResolved, int(d)))
		case i == bottom && step == stDistribute && dj.CashIn == nil:
			rd.fail(core.Why(rDistributeDecisionNamesCash))
		case i == bottom && step == stDistribute && (seatsPast(dj.Owed) || seatsPast(dj.Got)):
			rd.fail(core.Why(rDistributeShareSeat, maxPlayers))
		}
	}
	if resolving != nil && (bottom >= 0 || *resolving < 0 || *resolving > 3) {
		rd.fail(core.Why(rResolvingWrittenExactlyWhileAuctions))
	}
	return bottom
}

// seatsPast reports whether a distribution's counts name a seat past any
// game's (P5 on).
func seatsPast(c *core.Counts[core.Player]) bool {
	n := 0
	for p := range core.Player(maxPlayers) {
		n += envelope.Deref(c).Of(p)
	}
	return n != envelope.Deref(c).Total()
}

// own is seat p's Busy cards, busy; one that is not the seat's own (a
// Wiseguy or a Turf of its Territory) is refused.
func (rd *reader) own(p int, busy, own uint64) uint64 {
	if busy&^own != 0 {
		rd.fail(core.Why(rBusyCardOneSeatWiseguys, p))
	}
	return busy & own
}

// cashIns is seat p's cash_ins as a mask of the limits used; a limit
// listed twice is refused.
func (rd *reader) cashIns(p int, list []cashInUse) uint8 {
	var m uint8
	for _, u := range list {
		if m&(1<<u) != 0 {
			rd.fail(core.Why(rCashInsListsTwice, p))
		}
		m |= 1 << u
	}
	return m
}

// faceDown reports whether a View's Bill pile holds face-down Bills only,
// at least least of them; one that does not is refused by law.
func (rd *reader) faceDown(law core.ReasonCode, b bills, least int) bool {
	if b.total() != int(b[bHidden]) || int(b[bHidden]) < least {
		rd.fail(core.Why(law))
		return false
	}
	return true
}

// given is the first of what a position must give that it leaves out or
// gives out of range: 3 to 5 players, its phase, the First Player card's
// holder.
func given(j *positionJSON) reason {
	switch n := len(j.Players); {
	case n < minPlayers || n > maxPlayers:
		return core.Why(rPlayersNot3To5, n)
	case j.Phase == nil:
		return core.Why(rPhaseLeftOut)
	case j.FirstPlayer == nil:
		return core.Why(rFirstPlayerHolderFirstPlayer)
	}
	return 0
}

// decodedLaws is the first law a decoded position breaks: Check's, then
// its ranks, and that its decider has a move (a View of another seat
// cannot list it), so a position that decodes plays on to the end.
func decodedLaws(t *State) reason {
	if r := laws(t); !r.OK() {
		return r
	}
	if r := checkRanks(t); !r.OK() {
		return r
	}
	if !Over(*t) && (t.view == 0 || t.Viewer() == t.toMove()) && len(Legal(*t)) == 0 {
		return core.Why(rPositionOffersNoLegalMove, int(t.toMove()))
	}
	return 0
}

// other is seat q's slot in seat p's knowledge; a seat that is not
// another seat of the game is refused by law, naming key k of p's entry
// of "players" (-1).
func (rd *reader) other(law core.ReasonCode, k, p int, q core.Player) int8 {
	if q < 0 || int8(q) >= rd.n || int(q) == p {
		rd.fail(core.Why(law, where(k, p), int(q)))
		return -1
	}
	return other(int8(p), int8(q))
}

// faceUp reports whether a pile seat p knows of (n[t] of id t) holds none
// of the ids never known (a face-down card, the Police Raid, a card no
// hand keeps); one that does is refused by law.
func (rd *reader) faceUp(law core.ReasonCode, p int, n []uint8, never ...int) bool {
	for _, t := range never {
		if n[t] != 0 {
			rd.fail(core.Why(law, p))
			return false
		}
	}
	return true
}

// billTypes is a set of Bill types (5k to 50k-guilty) written once each
// in id order, as a mask; anything else is refused by law, naming seat p.
func (rd *reader) billTypes(law core.ReasonCode, p int, list []Bill) uint8 {
	var m uint8
	for i, b := range list {
		if b < 0 || b >= numBillTypes || i > 0 && b <= list[i-1] {
			rd.fail(core.Why(law, p))
			return 0
		}
		m |= 1 << uint(b)
	}
	return m
}
