package tonytino

import "github.com/mafiarules/sdk/core"

// Check returns an error (core.ErrBadState) naming the law s breaks, nil
// if it keeps them all: a *core.RuleError whose Code is the law's name in
// Reasons. The laws: the 24 numbered tokens, one per free
// corner at most; the 12 racket tiles ($260,000), each on its street, won
// or discarded as the street allows; each colour's 18 crew tiles, on the
// board, face up or in the pile; each player's 13 cards, in hand, deck,
// played or discarded; one free corner per crew tile still to place. Views
// keep them too: a hidden entry counts as any card or tile. Tests run it
// after every move; decoding a position runs it and more (validate).
func (s State) Check() error {
	r := s.inRange()
	if r.OK() {
		r = s.conservation()
	}
	if !r.OK() {
		return Reasons.Err(r, nil)
	}
	return nil
}

// conservation is Check once every field is in range: the law it breaks,
// zero if none.
func (s *State) conservation() reason {
	// The counts kept beside the board must match it.
	kept := *s
	kept.recount()
	if kept.ntok != s.ntok || kept.ntile != s.ntile {
		return why(rCountsMismatch)
	}
	// Tokens: a sub-multiset of the 24 numbered tokens.
	var tok [MaxToken + 1]int
	for _, t := range numberedTokens {
		tok[t]++
	}
	for c, b := range s.board {
		if !isTile(b) {
			if tok[b]--; tok[b] < 0 {
				return why2(rTokenTooMany, c, int(b))
			}
		}
	}
	// Rackets: the 12 tiles, each with a fate its street allows.
	var rk [6]int
	for _, v := range racketValues {
		rk[v]++
	}
	for st := Street(0); st < NumStreets; st++ {
		full := s.streetFull(st)
		if s.rackets[st].fate() == toDraft {
			if full {
				return why1(rFullStreetWaits, int(st))
			}
			continue
		}
		if rk[s.rackets[st].racket()]--; rk[s.rackets[st].racket()] < 0 {
			return why2(rRacketTooMany, int(st), int(s.rackets[st].racket()))
		}
		if full && s.rackets[st].fate() == onStreet {
			return why1(rFullStreetRacket, int(st))
		}
		if !full && s.rackets[st].fate() != onStreet {
			return why2(rOpenStreetRacket, int(st), int(s.rackets[st].fate()))
		}
	}
	for i := 0; i < s.rstack.Len(); i++ {
		v, _ := s.rstack.At(i)
		if v == HiddenRacket {
			continue
		}
		if rk[v]--; rk[v] < 0 {
			return why1(rStackRacketTooMany, int(v))
		}
	}
	// Crew tiles: each colour's 18, on the board, face up or in the pile.
	remaining := 0
	copies := s.copies()
	for p := core.Player(0); p < NumSeats; p++ {
		var n [numTiles]int
		total := 0
		for t := range n {
			n[t] = int(s.ntile[p][t])
			total += n[t]
		}
		for _, t := range s.display[p][:s.ndisp[p]] {
			n[t]++
			total++
		}
		for i := 0; i < s.pile[p].Len(); i++ {
			if t, _ := s.pile[p].At(i); t != HiddenTile {
				n[t]++
			}
			total++
		}
		for t := range n {
			if n[t] > int(tileCopies[t]) {
				return why4(rTileTooMany, int(p), n[t], t, int(tileCopies[t]))
			}
		}
		if total != TilesPerColor {
			return why3(rTileTotal, int(p), total, TilesPerColor)
		}
		if s.pile[p].Len() > 0 && s.ndisp[p] < DisplaySize {
			return why3(rFaceUpShort, int(p), int(s.ndisp[p]), s.pile[p].Len())
		}
		remaining += s.tilesLeft(p)

		// Cards: the 13 of the deck, in hand, deck, played or discarded.
		var c [numCards]int
		total = int(s.hidDisc[p])
		for k := StepUp; k < numCards; k++ {
			c[k] = int(s.played[p][k]) + int(s.discard[p][k])
			total += c[k]
		}
		for _, k := range s.hand[p][:s.nhand[p]] {
			if k != HiddenCard {
				c[k]++
			}
			total++
		}
		for i := 0; i < s.deck[p].Len(); i++ {
			if k, _ := s.deck[p].At(i); k != HiddenCard {
				c[k]++
			}
			total++
		}
		for k := StepUp; k < numCards; k++ {
			if c[k] > int(copies[k]) {
				return why4(rCardTooMany, int(p), c[k], int(k), int(copies[k]))
			}
		}
		if total != DeckSize {
			return why3(rCardTotal, int(p), total, DeckSize)
		}
	}
	if free := s.free(); free != remaining {
		return why2(rFreeCorners, free, remaining)
	}
	return 0
}

// validate is what decoding a position checks: every field in range, the
// laws of Check, no hidden entry in a full state and exactly the hidden
// entries of its viewer in a View, the pending decision's own validation
// (its decision table entry) and, on a full state or a view of the mover,
// a legal move for the player to move. A state that passes is one the game
// could reach, and random play takes it to the end. It returns the law s
// breaks, zero if none (refuse makes it an error).
func (s *State) validate() reason {
	if r := s.inRange(); !r.OK() {
		return r
	}
	if r := s.conservation(); !r.OK() {
		return r
	}
	if s.view {
		if View(*s, s.viewer) != *s {
			return why1(rViewMismatch, int(s.viewer))
		}
	} else if r := s.noHidden(); !r.OK() {
		return r
	}
	// The turn, as far as every decision shares it.
	if s.pending != NoCard && s.decision != DecisionRaidWindow && s.decision != DecisionTarget {
		return why1(rPendingOutside, int(s.pending))
	}
	if s.pending == NoCard && (s.decision == DecisionRaidWindow || s.decision == DecisionTarget) {
		return why1(rNoPendingCard, int(s.decision))
	}
	if s.first != NoCorner && s.decision != DecisionTarget {
		return why(rFirstOutside)
	}
	if s.stepUp && s.decision != DecisionPlace {
		return why(rStepUpOutside)
	}
	if s.extra && (s.decision == DecisionPutRacket || s.decision == DecisionOver) {
		return why(rExtraOutside)
	}
	if (s.rstack.Len() > 0) != (s.decision == DecisionPutRacket) || (s.decision == DecisionPutRacket && !s.opts.racketDraft) {
		return why3(rDraftStack, s.rstack.Len(), int(s.decision), b2i(s.opts.racketDraft))
	}
	for _, rs := range s.rackets {
		if rs.fate() == toDraft && s.decision != DecisionPutRacket {
			return why(rStreetWaits)
		}
	}
	if s.decision != DecisionOver && s.decision != DecisionPutRacket && s.tilesLeft(s.active) == 0 {
		return why1(rActiveNoTiles, int(s.active))
	}
	if s.decision != DecisionOver && s.free() == 0 {
		return why(rBoardFullNotOver)
	}
	if r := decisions[s.decision].validate(s); !r.OK() {
		return r
	}
	// A view may hide the mover's hand (a spectator's, the opponent's):
	// then only they can list their moves, and phase 1 always has a discard.
	if s.decision != DecisionOver && !s.holds(ToMove(*s), HiddenCard) && len(AppendLegal(nil, *s)) == 0 {
		return why2(rNoLegalMove, int(ToMove(*s)), int(s.decision))
	}
	return 0
}

// b2i is 1 for true, 0 for false, as a reason's argument.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// noHidden checks a full state holds no hidden entry: a hidden tile, card
// or racket, or a count of hidden discards, belongs to a View only.
func (s *State) noHidden() reason {
	for p := core.Player(0); p < NumSeats; p++ {
		if s.pile[p].Count(HiddenTile) > 0 {
			return why1(rHiddenPile, int(p))
		}
		if s.deck[p].Count(HiddenCard) > 0 {
			return why1(rHiddenDeck, int(p))
		}
		if s.holds(p, HiddenCard) {
			return why1(rHiddenHand, int(p))
		}
		if s.hidDisc[p] > 0 {
			return why1(rHiddenDiscards, int(p))
		}
	}
	if s.rstack.Count(HiddenRacket) > 0 {
		return why(rHiddenStack)
	}
	return 0
}

// inRange checks every field holds a value of its kind and every count
// fits its array, so the other checks can index without fear.
func (s *State) inRange() reason {
	if s.decision >= numDecisions {
		return why1(rNoSuchDecision, int(s.decision))
	}
	if (s.active < 0 || s.active >= NumSeats) != (s.decision == DecisionOver) {
		return why1(rActiveSeat, int(s.active))
	}
	for c, b := range s.board {
		if (isTile(b) && b > tileCell(1, GodfathersSon)) || (!isTile(b) && !Token(b).Valid()) {
			return why1(rNoSuchCell, c)
		}
	}
	for st := range s.rackets {
		if s.rackets[st].fate() >= numFates || (s.rackets[st].fate() == toDraft) != (s.rackets[st].racket() == 0) ||
			(s.rackets[st].fate() != toDraft && !s.rackets[st].racket().Valid()) {
			return why1(rNoSuchRacket, st)
		}
	}
	if s.rstack.Len() > NumRackets {
		return why2(rStackTooTall, s.rstack.Len(), NumRackets)
	}
	for i := 0; i < s.rstack.Len(); i++ {
		if r, _ := s.rstack.At(i); r != HiddenRacket && !r.Valid() {
			return why(rStackNoSuchRacket)
		}
	}
	for p := core.Player(0); p < NumSeats; p++ {
		for i, n := range [4][2]int{{s.pile[p].Len(), PileSize}, {int(s.ndisp[p]), DisplaySize}, {s.deck[p].Len(), DeckSize}, {int(s.nhand[p]), HandSize}} {
			if n[0] > n[1] {
				return why4(rPileOverfull, int(p), n[0], i, n[1])
			}
		}
		for i := 0; i < s.pile[p].Len(); i++ {
			if t, _ := s.pile[p].At(i); !t.Valid() && t != HiddenTile {
				return why1(rPileNoSuchTile, int(p))
			}
		}
		for _, t := range s.display[p][:s.ndisp[p]] {
			if !t.Valid() {
				return why1(rFaceUpHidden, int(p))
			}
		}
		for i := 0; i < s.deck[p].Len(); i++ {
			if c, _ := s.deck[p].At(i); !c.valid() && c != HiddenCard {
				return why1(rDeckNoSuchCard, int(p))
			}
		}
		for _, c := range s.hand[p][:s.nhand[p]] {
			if !c.valid() && c != HiddenCard {
				return why1(rHandNoSuchCard, int(p))
			}
		}
		if s.played[p][NoCard] != 0 || s.discard[p][NoCard] != 0 {
			return why1(rPlayedNoCard, int(p))
		}
	}
	if s.pending != NoCard && !s.pending.valid() {
		return why(rPendingNoCard)
	}
	if s.first != NoCorner && !s.first.Valid() {
		return why(rFirstNoCorner)
	}
	if s.view && s.viewer != core.NoPlayer && (s.viewer < 0 || s.viewer >= NumSeats) {
		return why1(rViewerNotSeat, int(s.viewer))
	}
	return 0
}
