package nostracity

import "math/bits"

// The state check (State.Check, and every decoded state): each component's
// conservation laws and ranges, in one function each. It works on a View
// too, where face-down cards count as cards.

// validate checks every range and conservation law of a State or a View.
// It is also the test suite's invariant.
func validate(s *State) error {
	if s.n < minPlayers || s.n > maxPlayers {
		return bad("%d players, not 3 to 5", s.n)
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
		return bad("%d players, not 3 to 5", n)
	}
	seat := func(p int8) bool { return p >= 0 && p < n }
	if s.month < 1 || s.month > 6 || s.phase < PhaseBusiness || s.phase > PhaseOver || s.step < stTurn || s.step > stPrimo {
		return bad("month %d, phase %d, step %d out of range", s.month, s.phase, s.step)
	}
	if !seat(s.first) || !seat(s.phaseFirst) || s.turn < 0 || s.turn > int16(n) || s.passed>>uint(n) != 0 {
		return bad("first player %d, phase first %d, turn %d out of range", s.first, s.phaseFirst, s.turn)
	}
	if s.opt.twoColR < 0 || s.opt.twoColR > 9 || s.guilt < -1000 || s.guilt > 1000 {
		return bad("options or Guilt out of range")
	}
	if s.vPlayed < 0 || s.vLimit < 1 || s.vLimit > 2 || s.vPlayed > s.vLimit {
		return bad("Vendetta plays %d of %d", s.vPlayed, s.vLimit)
	}
	return nil
}

// checkHidden: a full state has no face-down card (a View has them where
// its viewer cannot see).
func checkHidden(s *State) error {
	if s.view < 0 || s.view > s.n+1 {
		return bad("the viewer of a View is a seat or a spectator")
	}
	if s.view != 0 {
		return checkViewHidden(s)
	}
	hidden := s.billDeck[bHidden] + s.billDisc[bHidden] + s.drawn[bHidden] + s.vDeck[vHidden] + s.vDisc[vHidden]
	for p := range s.bank {
		hidden += s.bank[p][bHidden] + s.corr[p][bHidden] + s.hand[p][vHidden]
		for k := range s.bids[p] {
			if s.bids[p][k].space == hiddenSpace {
				return bad("a full state shows every bid's space (\"hidden\" is for a View)")
			}
			hidden += s.bids[p][k].bills[bHidden]
		}
	}
	if hidden != 0 {
		return bad("a full state holds no face-down card (\"?\" is for a View)")
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
			return bad("a View shows its viewer's own Bank and hand and hides the others'")
		}
		if own && s.corr[q][bHidden] != 0 || !own && s.phase != PhaseOver && !onlyHidden(s.corr[q]) {
			return bad("a View hides the others' Corruption Bills until the Final Verdict")
		}
		for k := range s.bids[q] {
			b := s.bids[q][k]
			if own && (b.bills[bHidden] != 0 || b.space == hiddenSpace) || !own && !onlyHidden(b.bills) {
				return bad("a View shows its viewer's own bids and hides the others' Bills")
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
		return bad("a View shows the size of the Bill and Vendetta piles and of the discards, not their faces")
	}
	if seesDrawn := s.step == stDistribute && me == s.active(); seesDrawn == (s.drawn[bHidden] > 0) && s.drawn.total() > 0 {
		return bad("a View shows a Cash-in's Bills to its active player only")
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
			return bad("a Street card is in two places")
		}
		seen |= set
		return nil
	}
	if s.streetDeck>>numStreet != 0 || s.streetDeck&(1<<cUnderboss) != 0 {
		return bad("the Street pile holds unknown cards")
	}
	if err := put(uint64(s.streetDeck)); err != nil {
		return err
	}
	if s.streetBottom != noCard {
		// Only the card the Underboss pushed out goes under the pile.
		if s.streetBottom < 0 || s.streetBottom >= cUnderboss || s.month < 3 {
			return bad("the Street pile's known bottom %d is not a card the Underboss pushed out", s.streetBottom)
		}
		if err := put(1 << uint(s.streetBottom)); err != nil {
			return err
		}
	}
	for _, c := range s.street {
		if c < noCard || c >= numStreet {
			return bad("Street space holds card %d", c)
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
			return bad("seat %d is not in a %d-player game", p, n)
		}
		if s.wiseguys[p]>>numWiseguys != 0 || s.turfs[p]>>numTurfs != 0 || s.invWon[p]>>numInv != 0 {
			return bad("P%d holds unknown cards", p)
		}
		if err := put(uint64(s.wiseguys[p]) | uint64(s.turfs[p])<<firstTurf | uint64(s.respCards[p])<<firstRespect | uint64(s.invWon[p])<<firstInv); err != nil {
			return err
		}
		allW |= s.wiseguys[p]
		allT |= s.turfs[p]
	}
	if s.invGone>>numInv != 0 {
		return bad("unknown Investigation out of the game")
	}
	if err := put(uint64(s.invGone) << firstInv); err != nil {
		return err
	}
	for _, h := range s.titles {
		if h < -1 || h >= n {
			return bad("Title holder %d", h)
		}
	}
	if s.titles[0] >= 0 {
		if err := put(1 << cUnderboss); err != nil {
			return err
		}
	}
	if s.titles[1] >= 0 && (s.titles[0] < 0 || s.titles[1] == s.titles[0]) || s.titles[2] >= 0 && (s.titles[1] < 0 || s.titles[2] == s.titles[0] || s.titles[2] == s.titles[1]) {
		return bad("Titles given out of order")
	}
	want := uint64(1)<<numStreet - 1
	if s.month <= 2 && s.phase != PhaseOver {
		// The Underboss enters the Street at the end of Month 2: before,
		// it is set aside, on no space and in nobody's hands.
		if seen&(1<<cUnderboss) != 0 {
			return bad("the Underboss enters the Street at the end of Month 2: in Month %d it is still set aside", s.month)
		}
		seen |= 1 << cUnderboss
	}
	if seen != want {
		return bad("Street cards missing: %d of %d accounted for", bits.OnesCount64(seen), numStreet)
	}
	if s.busyW&^allW != 0 || s.busyT&^allT != 0 {
		return bad("a Busy card belongs to nobody")
	}
	if s.atlantic < -1 || s.atlantic >= n {
		return bad("Atlantic City's owner %d", s.atlantic)
	}
	for i, h := range s.zealous {
		if h < -1 || h >= n || (i > 0 && h >= 0 && s.zealous[i-1] < 0) {
			return bad("Zealous Corruptor holder %d", h)
		}
	}
	for p := int8(0); p < n; p++ {
		if int(s.respect[p]) != s.expectedRespect(p) {
			return bad("P%d's Respect %d is not the sum of its sources (%d)", p, s.respect[p], s.expectedRespect(p))
		}
		if s.bonus[p] < 0 || s.bonus[p] > 7 || s.rank[p] < 0 || s.rank[p] >= n {
			return bad("P%d's bonus or rank out of range", p)
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
			return bad("P%d has %d bids", p, s.nbids[p])
		}
		if s.nbids[p] > 0 && s.phase != PhaseMeeting {
			return bad("bids outside the Meeting")
		}
		var spaces uint8
		for k := int8(0); k < 4; k++ {
			b := s.bids[p][k]
			if k >= s.nbids[p] {
				if b != (bid{}) {
					return bad("P%d has a stray bid", p)
				}
				continue
			}
			if b.wg < 0 || b.wg >= numWiseguys || !owns(s.wiseguys[p], int(b.wg)) || !owns(s.busyW, int(b.wg)) {
				return bad("P%d bids with a Wiseguy not Busy in their Territory", p)
			}
			switch {
			case b.space == hiddenSpace:
				if !s.biddingOpen() {
					return bad("hidden bid space after the reveal")
				}
			case b.space == -1:
			case b.space >= 0 && b.space < 4:
				if spaces&(1<<uint(b.space)) != 0 {
					return bad("P%d bids twice on a space", p)
				}
				spaces |= 1 << uint(b.space)
			default:
				return bad("bid space %d", b.space)
			}
			if b.space >= 0 && b.bills.total() == 0 && !b.gone && !(s.step == stBidBill && p == s.active() && k == s.nbids[p]-1) {
				return bad("P%d's bid holds no Bill", p)
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
			return bad("%d Bills of %s, the stock has %d", sum[t], billNames[t], billStock[t])
		}
	}
	if sum.total() != billStock.total() {
		return bad("%d Bills in play, the stock has %d", sum.total(), billStock.total())
	}
	if s.billDeck[bRaid] != 1 {
		return bad("the Police Raid is not in the Bill pile")
	}
	for _, p := range [...]*bills{&s.billDisc} {
		if p[bRaid] != 0 {
			return bad("the Police Raid is out of the Bill pile")
		}
	}
	// House rule HOUSE-15: the discard pile's top is known exactly when
	// DiscardTopVisible is on and the pile holds a Bill of its type.
	if s.opt.topVisible {
		if (s.discTop == 0) != (s.billDisc.total() == 0) || s.discTop < 0 || s.discTop > numBillTypes ||
			s.discTop > 0 && s.billDisc[s.discTop-1] == 0 {
			return bad("the Bill discard pile's top does not match the pile")
		}
	} else if s.discTop != 0 {
		return bad("the Bill discard pile's top is shown without discard_top_visible (HOUSE-15)")
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
			return bad("Atlantic City or a Fit of Rage in a hand")
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
		return bad("a Snitch or Atlantic City in the Vendetta discards")
	}
	for t := 0; t < vHidden; t++ {
		if vs[t] > vendettaStock[t] {
			return bad("%d %s cards, the stock has %d", vs[t], vendettaNames[t], vendettaStock[t])
		}
	}
	if vs.total() != vendettaStock.total() {
		return bad("%d Vendetta cards in play, the stock has %d", vs.total(), vendettaStock.total())
	}
	return nil
}

// checkDecision: the decision in progress is one the game can reach.
func checkDecision(s *State) error {
	n := s.n
	seat := func(p int8) bool { return p >= 0 && p < n }
	// The decision in progress.
	if s.npend < 0 || s.npend > maxPend {
		return bad("%d pending decisions", s.npend)
	}
	for i := int8(0); i < maxPend; i++ {
		d := s.pend[i]
		if i >= s.npend {
			if d != (pend{}) {
				return bad("stray pending decision")
			}
			continue
		}
		if !seat(d.who) || d.kind < pendRage || d.kind > pendBusy {
			return bad("pending decision %d malformed", i)
		}
		if d.kind == pendRage && (d.target < -1 || d.target >= n || d.target == d.who) {
			return bad("Fit of Rage target %d", d.target)
		}
		if d.kind == pendBusy && d.target != vRage && d.target != vWhack {
			return bad("forced Busy from card %d", d.target)
		}
	}
	for p := int8(0); p < maxPlayers; p++ {
		if s.ci.owed[p] < 0 || s.ci.got[p] < 0 || s.ci.owed[p] > 100 || s.ci.got[p] > 100 {
			return bad("Cash-in shares out of range")
		}
	}
	if s.ci.kind < 0 || s.ci.kind >= numKinds {
		return bad("Cash-in kind %d", s.ci.kind)
	}
	if s.step != stDistribute && (s.drawn.total() != 0 || s.ci != (cashIn{})) {
		return bad("drawn Bills outside a distribution")
	}
	if err := validateDecision(s); err != nil {
		return err
	}
	if s.phase == PhaseOver && (s.step != stTurn || s.npend != 0) {
		return bad("decisions after the Final Verdict")
	}
	if s.phase != PhaseOver && (s.snitches != 0 || s.winners != 0) {
		return bad("winners before the Final Verdict")
	}
	if s.phase == PhaseOver {
		for p := int8(0); p < n; p++ {
			if s.hand[p][vHidden] == 0 && (s.hand[p][vSnitch] > 0) != (s.snitches&bit(p) != 0) {
				return bad("P%d's revealed Snitch status does not match the hand", p)
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
	switch {
	case s.phase == PhaseOver:
	case s.opt.roundRobin:
		// The phase ends when every player has passed (HOUSE-1).
		if meetingEnd != (s.passed == 1<<uint(n)-1) || s.turn >= n {
			return bad("the Location cards are revealed once every player has passed")
		}
	case meetingEnd && s.turn != n:
		return bad("the Location cards are revealed only once every turn of the Meeting is over")
	case !meetingEnd && s.turn >= n:
		return bad("every turn of the phase is over, yet the phase goes on")
	}
	if s.step < stWithdraw && s.cursor != 0 {
		return bad("no auction is being resolved")
	}
	if (s.keeper >= 0) != (s.step == stKeep) || s.chain && s.step != stKeep {
		return bad("a sole winner keeps a Bill only in the keep-bid step")
	}
	if s.corruptors != 0 && s.phase != PhaseTrial && s.phase != PhaseOver {
		return bad("corrupters are counted in the Trial only")
	}
	if (s.bidders != 0 || s.won != 0) && !(s.phase == PhaseMeeting && s.step >= stResolve) {
		return bad("bidders and winners are counted while the auctions are resolved only")
	}
	z := 0
	for _, h := range s.zealous {
		if h >= 0 {
			z++
		}
	}
	if max(int(s.month)-3, 0) < z {
		return bad("%d Zealous Corruptor cards by Month %d: one a Month from April at most", z, s.month)
	}
	if s.phase != PhaseOver {
		for p := range s.bonus {
			if s.bonus[p] != 0 || s.rank[p] != 0 {
				return bad("End of Game Bonuses and ranks come at the Final Verdict")
			}
		}
		if s.innocent {
			return bad("the verdict comes at the Final Verdict")
		}
		return nil
	}
	if s.innocent != (s.guilt <= int16(s.opt.innocentM)) {
		return bad("the verdict does not follow from the final Guilt %d (innocent_if_at_most %d)", s.guilt, s.opt.innocentM)
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
		return bad("the ranks or winners are not those of the Final Verdict (see Result)")
	}
	return nil
}
