package tonytino

import "github.com/mafiarules/sdk/core"

// Check returns an error (core.ErrBadState) naming the law s breaks, nil
// if it keeps them all. The laws: the 24 numbered tokens, one per free
// corner at most; the 12 racket tiles ($260,000), each on its street, won
// or discarded as the street allows; each colour's 18 crew tiles, on the
// board, face up or in the pile; each player's 13 cards, in hand, deck,
// played or discarded; one free corner per crew tile still to place. Views
// keep them too: a hidden entry counts as any card or tile. Tests run it
// after every move; decoding a position runs it and more (validate).
func (s State) Check() error {
	if err := s.inRange(); err != nil {
		return err
	}
	return s.conservation()
}

func bad(format string, args ...any) error { return core.Errorf(core.ErrBadState, format, args...) }

// conservation is Check once every field is in range.
func (s *State) conservation() error {
	// The counts kept beside the board must match it.
	kept := *s
	kept.recount()
	if kept.ntok != s.ntok || kept.ntile != s.ntile {
		return bad("the token and tile counts do not match the board")
	}
	// Tokens: a sub-multiset of the 24 numbered tokens.
	var tok [MaxToken + 1]int
	for _, t := range numberedTokens {
		tok[t]++
	}
	for c, b := range s.board {
		if !isTile(b) {
			if tok[b]--; tok[b] < 0 {
				return bad("corner %v: one token %d too many on the board (there are 24: three each of 1 to 6, two each of 7 and 8, one each of 9 and 10)", Corner(c), b)
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
				return bad("street %v is full but waits for a racket", st)
			}
			continue
		}
		if rk[s.rackets[st].racket()]--; rk[s.rackets[st].racket()] < 0 {
			return bad("street %v: one %v racket too many (there are twelve: $50k ×1, $30k ×3, $20k ×4, $10k ×4)", st, s.rackets[st].racket())
		}
		if full && s.rackets[st].fate() == onStreet {
			return bad("street %v is full but its racket is still on it: a full street is scored at once", st)
		}
		if !full && s.rackets[st].fate() != onStreet {
			return bad("street %v is not full but its racket is %v", st, fateWords[s.rackets[st].fate()])
		}
	}
	for i := 0; i < s.rstack.Len(); i++ {
		v, _ := s.rstack.At(i)
		if v == HiddenRacket {
			continue
		}
		if rk[v]--; rk[v] < 0 {
			return bad("racket draft stack: one %v racket too many", v)
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
				return bad("%v has %d %v, the colour has %d", p, n[t], Tile(t).plural(), tileCopies[t])
			}
		}
		if total != TilesPerColor {
			return bad("%v's crew tiles add up to %d, not %d", p, total, TilesPerColor)
		}
		if s.pile[p].Len() > 0 && s.ndisp[p] < DisplaySize {
			return bad("%v shows %d face-up tiles with %d still in the pile: a new tile is turned up after each placement", p, s.ndisp[p], s.pile[p].Len())
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
				return bad("%v has %d %v cards, the deck has %d", p, c[k], k.Name(), copies[k])
			}
		}
		if total != DeckSize {
			return bad("%v's cards add up to %d, not %d", p, total, DeckSize)
		}
	}
	if free := s.free(); free != remaining {
		return bad("%d free corners but %d crew tiles left to place: each tile placed covers one corner", free, remaining)
	}
	return nil
}

// fateWords says where a racket is, for errors.
var fateWords = [numFates]string{"on its street", "won by P0", "won by P1", "discarded at setup", "discarded on a tie", "not dealt yet"}

// validate is what decoding a position checks: every field in range, the
// laws of Check, no hidden entry in a full state and exactly the hidden
// entries of its viewer in a View, the pending decision's own validation
// (its decision table entry) and, on a full state or a view of the mover,
// a legal move for the player to move. A state that passes is one the game
// could reach, and random play takes it to the end.
func (s *State) validate() error {
	if err := s.inRange(); err != nil {
		return err
	}
	if err := s.conservation(); err != nil {
		return err
	}
	if s.view {
		if View(*s, s.viewer) != *s {
			return bad("the view of %v shows or hides other things than that seat's view", s.viewer)
		}
	} else if err := s.noHidden(); err != nil {
		return err
	}
	// The turn, as far as every decision shares it.
	if s.pending != NoCard && s.decision != DecisionRaid && s.decision != DecisionTarget {
		return bad("a pending card (%v) outside the Police Raid window and the targets", s.pending.Name())
	}
	if s.pending == NoCard && (s.decision == DecisionRaid || s.decision == DecisionTarget) {
		return bad("phase %q without a pending card", s.decision)
	}
	if s.first != noCorner && s.decision != DecisionTarget {
		return bad("a first target outside the target phase")
	}
	if s.stepUp && s.decision != DecisionPlace {
		return bad("Step Up is resolved only for phase 2")
	}
	if s.extra && (s.decision == DecisionDraft || s.decision == DecisionOver) {
		return bad("a Super Crew extra turn outside a turn")
	}
	if (s.rstack.Len() > 0) != (s.decision == DecisionDraft) || (s.decision == DecisionDraft && !s.opts.racketDraft) {
		return bad("a racket draft stack of %d tiles in phase %q (the draft is on: %v)", s.rstack.Len(), s.decision, s.opts.racketDraft)
	}
	for _, rs := range s.rackets {
		if rs.fate() == toDraft && s.decision != DecisionDraft {
			return bad("a street waits for its racket outside the racket draft")
		}
	}
	if s.decision != DecisionOver && s.decision != DecisionDraft && s.tilesLeft(s.active) == 0 {
		return bad("%v is to play with no crew tile left: such a player is skipped (HOUSE-14)", s.active)
	}
	if s.decision != DecisionOver && s.free() == 0 {
		return bad("every corner holds a crew tile but the game is not over")
	}
	if err := decisions[s.decision].validate(s); err != nil {
		return err
	}
	// A view may hide the mover's hand (a spectator's, the opponent's):
	// then only they can list their moves, and phase 1 always has a discard.
	if s.decision != DecisionOver && !s.holds(ToMove(*s), HiddenCard) && len(AppendLegal(nil, *s)) == 0 {
		return bad("%v has no legal move in phase %q", ToMove(*s), s.decision)
	}
	return nil
}

// noHidden checks a full state holds no hidden entry: a hidden tile, card
// or racket, or a count of hidden discards, belongs to a View only.
func (s *State) noHidden() error {
	for p := core.Player(0); p < NumSeats; p++ {
		if s.pile[p].Count(HiddenTile) > 0 {
			return bad("%v's pile holds a hidden tile in a full state (only a view hides)", p)
		}
		if s.deck[p].Count(HiddenCard) > 0 {
			return bad("%v's deck holds a hidden card in a full state (only a view hides)", p)
		}
		if s.holds(p, HiddenCard) {
			return bad("%v's hand holds a hidden card in a full state (only a view hides)", p)
		}
		if s.hidDisc[p] > 0 {
			return bad("%v has hidden discards in a full state (only a view hides)", p)
		}
	}
	if s.rstack.Count(HiddenRacket) > 0 {
		return bad("the racket draft stack holds a hidden racket in a full state (only a view hides)")
	}
	return nil
}

// inRange checks every field holds a value of its kind and every count
// fits its array, so the other checks can index without fear.
func (s *State) inRange() error {
	if s.decision >= numDecisions {
		return bad("decision %d does not exist", s.decision)
	}
	if (s.active < 0 || s.active >= NumSeats) != (s.decision == DecisionOver) {
		return bad("active player %v: a seat is active exactly while the game runs", s.active)
	}
	for c, b := range s.board {
		if (isTile(b) && b > tileCell(1, GodfathersSon)) || (!isTile(b) && !Token(b).Valid()) {
			return bad("corner %v holds neither a token nor a crew tile", Corner(c))
		}
	}
	for st := range s.rackets {
		if s.rackets[st].fate() >= numFates || (s.rackets[st].fate() == toDraft) != (s.rackets[st].racket() == 0) ||
			(s.rackets[st].fate() != toDraft && !s.rackets[st].racket().Valid()) {
			return bad("street %v: no such racket", Street(st))
		}
	}
	if s.rstack.Len() > NumRackets {
		return bad("%d racket tiles in the draft stack, at most %d", s.rstack.Len(), NumRackets)
	}
	for i := 0; i < s.rstack.Len(); i++ {
		if r, _ := s.rstack.At(i); r != HiddenRacket && !r.Valid() {
			return bad("the draft stack holds no such racket")
		}
	}
	for p := core.Player(0); p < NumSeats; p++ {
		if s.pile[p].Len() > PileSize || s.ndisp[p] > DisplaySize || s.deck[p].Len() > DeckSize || s.nhand[p] > HandSize {
			return bad("%v: %d tiles in the pile (at most %d), %d face up (at most %d), %d cards in the deck (at most %d), %d in hand (at most %d)",
				p, s.pile[p].Len(), PileSize, s.ndisp[p], DisplaySize, s.deck[p].Len(), DeckSize, s.nhand[p], HandSize)
		}
		for i := 0; i < s.pile[p].Len(); i++ {
			if t, _ := s.pile[p].At(i); !t.Valid() && t != HiddenTile {
				return bad("%v's pile holds no such tile", p)
			}
		}
		for _, t := range s.display[p][:s.ndisp[p]] {
			if !t.Valid() {
				return bad("%v shows a hidden or unknown tile face up", p)
			}
		}
		for i := 0; i < s.deck[p].Len(); i++ {
			if c, _ := s.deck[p].At(i); !c.valid() && c != HiddenCard {
				return bad("%v's deck holds no such card", p)
			}
		}
		for _, c := range s.hand[p][:s.nhand[p]] {
			if !c.valid() && c != HiddenCard {
				return bad("%v's hand holds no such card", p)
			}
		}
		if s.played[p][NoCard] != 0 || s.discard[p][NoCard] != 0 {
			return bad("%v played or discarded no card", p)
		}
	}
	if s.pending != NoCard && !s.pending.valid() {
		return bad("the pending card is no card")
	}
	if s.first != noCorner && !s.first.Valid() {
		return bad("the first target is no corner")
	}
	if s.view && s.viewer != core.NoPlayer && (s.viewer < 0 || s.viewer >= NumSeats) {
		return bad("a view of %v, who is not a seat", s.viewer)
	}
	return nil
}
