package tonytino

import "github.com/mafiarules/sdk/core"

// Phase 1: the active player plays a card or discards one, then draws.
// A counterable card opens the opponent's Police Raid window (raid.go);
// a card that stands resolves here, or asks for its targets (targets.go).

func cardPrompt(s *State) string { return "Play a card or discard one (phase 1)" }

// cardLegal lists the plays, then the discards, each in card order. The
// hand is sorted, so card order comes free; equal cards are one choice.
func cardLegal(dst []Move, s *State) []Move {
	p := s.active
	sv := s.survey()
	h := s.hand[p][:s.nhand[p]]
	for i, c := range h {
		if (i == 0 || h[i-1] != c) && c.valid() && s.playReason(c, &sv).OK() {
			dst = append(dst, PlayMove(p, c))
		}
	}
	for i, c := range h {
		if (i == 0 || h[i-1] != c) && c.valid() {
			dst = append(dst, DiscardMove(p, c))
		}
	}
	return dst
}

func cardCheck(s *State, m Move) reason {
	if m.Kind != MoveKindPlay && m.Kind != MoveKindDiscard {
		return why2(rCardKind, int(m.By), int(m.Kind))
	}
	if !s.holds(m.By, m.Card) {
		return why2(rNotInHand, int(m.By), int(m.Card))
	}
	if m.Kind == MoveKindPlay {
		sv := s.survey()
		return s.playReason(m.Card, &sv)
	}
	return 0
}

// playReason is the play condition of each card: why the active player
// may not play c now, zero if they may.
func (s *State) playReason(c Card, sv *survey) reason {
	p := s.active
	switch c {
	case StepUp:
		// House rule HOUSE-5: Step Up goes to Next(L), the lowest token
		// value above the lowest; without one it cannot be played.
		if sv.next == 0 {
			return why1(rStepUpNeedsHigher, int(sv.low))
		}
	case StoolPigeon:
		if h := s.ntile[p]; h[Informant] == 0 || h[Henchman]+h[Lieutenant]+h[GodfathersSon] == 0 {
			return why(rStoolPigeonNeeds)
		}
	case Takeover:
		if !s.takeoverPair(p) {
			return why(rTakeoverNeeds)
		}
	case SuperCrew:
	case DoubleCross, LuckyBreak:
		if sv.next == 0 {
			return why1(rNeedsTwoTokens, int(c))
		}
	case PoliceRaid:
		return why(rRaidOnlyAsCounter)
	}
	return 0
}

// takeoverPair reports whether p and the opponent both have a tile of some
// value on the board.
func (s *State) takeoverPair(p core.Player) bool {
	for t := range s.ntile[p] {
		if s.ntile[p][t] > 0 && s.ntile[other(p)][t] > 0 {
			return true
		}
	}
	return false
}

func cardApply(s *State, m Move, evs *events) {
	p := m.By
	s.removeCard(p, m.Card)
	if m.Kind == MoveKindDiscard {
		s.discard[p][m.Card]++
		private(evs, Event{Kind: EventKindCardDiscarded, Player: p, Card: m.Card}, s.opts.publicDiscards)
		s.endPhase1(evs)
		return
	}
	s.played[p][m.Card]++
	evs.Add(Event{Kind: EventKindCardPlayed, Player: p, Card: m.Card, To: core.Everyone})
	s.pending = m.Card
	// House rule HOUSE-11: the Police Raid window opens after every
	// counterable card, whether or not the opponent holds the Raid, so that
	// asking reveals nothing. It is skipped only when the table can see the
	// opponent cannot hold one (their Raid is spent, or their hand is empty).
	if m.Card.Counterable() && s.raidPossible(other(p)) {
		s.decision = DecisionRaidWindow
		return
	}
	s.resolve(evs)
}

func cardValidate(s *State) reason {
	if s.nhand[s.active] == 0 {
		return why1(rEmptyHand, int(s.active))
	}
	return 0
}

// resolve carries out the pending card once no Police Raid stopped it.
func (s *State) resolve(evs *events) {
	p := s.active
	switch s.pending {
	case StepUp:
		s.stepUp = true
		sv := s.survey()
		evs.Add(Event{Kind: EventKindSteppedUp, Player: p, Token: sv.next, To: core.Everyone})
	case SuperCrew:
		s.extra = true
		evs.Add(Event{Kind: EventKindExtraTurnGranted, Player: p, To: core.Everyone})
	case LuckyBreak:
		s.shuffleTokens(evs)
	case StoolPigeon, Takeover, DoubleCross:
		// Targets are named only now, after the window (the rulebook: a
		// countered player need not say what they meant to affect).
		s.decision = DecisionTarget
		s.first = NoCorner
		return
	}
	s.pending = NoCard
	s.endPhase1(evs)
}

// shuffleTokens is Lucky Break. House rule HOUSE-10: every token still on
// the board is taken up, shuffled with the game's RNG, and laid back on the
// same free corners in corner order. The RNG moves only here, so a
// countered Lucky Break leaves it as it was.
func (s *State) shuffleTokens(evs *events) {
	var idx [NumCorners]Corner
	n := 0
	for c := Corner(0); c < NumCorners; c++ {
		if !isTile(s.board[c]) {
			idx[n] = c
			n++
		}
	}
	s.rng = s.rng.Shuffle(n, func(i, j int) {
		s.board[idx[i]], s.board[idx[j]] = s.board[idx[j]], s.board[idx[i]]
	})
	evs.Add(Event{Kind: EventKindTokensShuffled, Player: s.active, Count: int8(n), To: core.Everyone})
}

// endPhase1 closes phase 1: the active player draws (whether the card was
// played, discarded or countered) and phase 2 begins.
func (s *State) endPhase1(evs *events) {
	s.draw(s.active, evs)
	s.decision = DecisionPlace
}

// draw gives p the top card of their deck, privately.
func (s *State) draw(p core.Player, evs *events) {
	if c := s.drawCard(p); c != NoCard {
		private(evs, Event{Kind: EventKindCardDrawn, Player: p, Card: c}, false)
	}
}

// drawCard moves the top card of p's deck into p's hand, keeping the hand
// sorted. House rule HOUSE-13: with an empty deck nothing is drawn and the
// hand shrinks. It returns the card, NoCard when none was drawn.
func (s *State) drawCard(p core.Player) Card {
	if s.nhand[p] >= HandSize {
		return NoCard
	}
	c, ok := s.deck[p].Pop()
	if !ok {
		return NoCard
	}
	i := int(s.nhand[p])
	for i > 0 && s.hand[p][i-1] > c {
		s.hand[p][i] = s.hand[p][i-1]
		i--
	}
	s.hand[p][i] = c
	s.nhand[p]++
	return c
}

// removeCard takes one card of type c from p's hand, keeping it sorted.
func (s *State) removeCard(p core.Player, c Card) bool {
	n := int(s.nhand[p])
	for i := 0; i < n; i++ {
		if s.hand[p][i] == c {
			copy(s.hand[p][i:n], s.hand[p][i+1:n])
			s.hand[p][n-1] = NoCard
			s.nhand[p]--
			return true
		}
	}
	return false
}

// sortCards sorts a hand in place (insertion sort: at most three cards).
func sortCards(h []Card) {
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && h[j-1] > h[j]; j-- {
			h[j-1], h[j] = h[j], h[j-1]
		}
	}
}
