package tonytino

import (
	"github.com/mafiarules/sdk/core"
)

// Apply makes move m and returns the new state and what happened. s is
// never modified. A move that is not in Legal(s) returns s unchanged and an
// error wrapping core.ErrGameOver, core.ErrNotYourTurn or
// core.ErrIllegalMove whose message names the rule broken.
//
// The checks are the same predicates Legal filters its candidates with, so
// the two cannot disagree. An Apply allocates once (its events).
//
// Apply plays on full states (from New, JSON or Determinize). On a View it
// never fails or panics, but what comes off a hidden pile stays hidden.
func Apply(s State, m Move) (State, []core.Event, error) {
	if err := check(&s, m); err != nil {
		return s, nil, err
	}
	var evs events
	next := s
	next.apply(m, &evs)
	return next, evs.Events(), nil
}

// check returns why m may not be applied to s, nil if it may.
func check(s *State, m Move) error {
	if s.phase == phaseOver {
		return core.Errorf(core.ErrGameOver, "the game is over: all 36 corners hold crew tiles")
	}
	if s.phase >= numPhases || s.active < 0 || s.active >= NumSeats {
		return core.Errorf(core.ErrIllegalMove, "the state is not a game (use New)")
	}
	if to := ToMove(*s); m.By != to {
		if s.phase == phaseRaid {
			return core.Errorf(core.ErrNotYourTurn, "%v decides on %v's %v now, not %v", to, s.active, s.pending, m.By)
		}
		return core.Errorf(core.ErrNotYourTurn, "it is %v's turn, not %v's", to, m.By)
	}
	if !m.wellFormed() {
		return core.Errorf(core.ErrIllegalMove, "%q is not a well-formed move", m.String())
	}
	p := m.By
	var sv survey
	var pr problem
	if m.Kind == Play || m.Kind == Target || m.Kind == Place {
		sv = s.survey()
	}
	switch s.phase {
	case phaseCard:
		if m.Kind != Play && m.Kind != Discard {
			return core.Errorf(core.ErrIllegalMove, "phase 1: %v must play or discard a card, not %v", p, m.Kind)
		}
		if !s.holds(p, m.Card) {
			return core.Errorf(core.ErrIllegalMove, "%v holds no %v", p, m.Card)
		}
		if m.Kind == Play {
			if !s.playOK(m.Card, &sv, &pr) {
				return pr.err()
			}
		}
	case phaseRaid:
		switch m.Kind {
		case Pass:
		case Raid:
			if !s.holds(p, PoliceRaid) {
				return core.Errorf(core.ErrIllegalMove, "%v holds no Police Raid", p)
			}
		default:
			return core.Errorf(core.ErrIllegalMove, "%v may only pass or raid against %v now", p, s.pending)
		}
	case phaseTarget:
		if m.Kind != Target {
			return core.Errorf(core.ErrIllegalMove, "%v must name a target corner for %v", p, s.pending)
		}
		if !s.targetOK(m.Corner, &sv, &pr) {
			return pr.err()
		}
	case phaseDraft:
		if m.Kind != PutRacket {
			return core.Errorf(core.ErrIllegalMove, "racket draft: %v must put the face-up racket on a street, not %v", p, m.Kind)
		}
		if !s.racketOK(m.Street, &pr) {
			return pr.err()
		}
	case phasePlace:
		if m.Kind != Place {
			return core.Errorf(core.ErrIllegalMove, "phase 2: %v must place a crew tile, not %v", p, m.Kind)
		}
		if !s.placeOK(int(m.Value), m.Corner, &sv, &pr) {
			return pr.err()
		}
	}
	return nil
}

// apply makes the checked move m on s (a copy the caller owns).
func (s *State) apply(m Move, evs *events) {
	p := m.By
	switch m.Kind {
	case Play:
		s.removeCard(p, m.Card)
		s.played[p][m.Card]++
		evs.Add(Event{Kind: CardPlayed, Player: p, Card: m.Card, To: core.Everyone})
		s.pending = m.Card
		// House rule HOUSE-11: the Police Raid window opens after every
		// counterable card, whether or not the opponent holds the Raid, so
		// that asking reveals nothing. It is skipped only when the table can
		// see the opponent cannot hold one (their Raid is spent, or their
		// hand is empty).
		if m.Card.Counterable() && s.raidPossible(other(p)) {
			s.phase = phaseRaid
			return
		}
		s.resolve(evs)
	case Discard:
		s.removeCard(p, m.Card)
		s.discard[p][m.Card]++
		private(evs, Event{Kind: CardDiscarded, Player: p, Card: m.Card}, s.opts.publicDiscards)
		s.endPhase1(evs)
	case Pass:
		evs.Add(Event{Kind: RaidPassed, Player: p, Card: s.pending, To: core.Everyone})
		s.resolve(evs)
	case Raid:
		// The countered card has no effect and names no target (seed); both
		// cards stay face up. House rule HOUSE-11: the raider draws a
		// replacement, then the countered player draws as after any card.
		s.removeCard(p, PoliceRaid)
		s.played[p][PoliceRaid]++
		evs.Add(Event{Kind: CardCountered, Player: p, Card: s.pending, To: core.Everyone})
		s.pending = NoCard
		s.draw(p, evs)
		s.endPhase1(evs)
	case Target:
		if s.first == NoCorner {
			s.first = m.Corner
			evs.Add(Event{Kind: TargetNamed, Player: p, Card: s.pending, Corner: m.Corner, To: core.Everyone})
			return
		}
		a, b := s.first, m.Corner
		if s.pending == DoubleCross {
			s.board[a], s.board[b] = s.board[b], s.board[a]
			evs.Add(Event{Kind: TokensSwapped, Player: p, Card: s.pending, Corner: a, Corner2: b,
				Value: int8(s.board[a]), Value2: int8(s.board[b]), To: core.Everyone})
		} else {
			// House rule HOUSE-12: tiles trade corners; no corner fills or
			// empties, so no street is completed and nothing is scored, and
			// rackets already won stay won.
			s.board[a], s.board[b] = s.board[b], s.board[a]
			evs.Add(Event{Kind: TilesSwapped, Player: p, Card: s.pending, Corner: a, Corner2: b, To: core.Everyone})
		}
		s.pending = NoCard
		s.first = NoCorner
		s.endPhase1(evs)
	case Place:
		s.place(p, int(m.Value), m.Corner, evs)
	case PutRacket:
		s.putRacket(p, m.Street, evs)
	}
}

// putRacket is a step of the racket draft (House rule HOUSE-18): the
// face-up racket goes on street st, the next player turns up the next one;
// when all are out, the start player begins the game.
func (s *State) putRacket(p core.Player, st Street, evs *events) {
	s.nrstack--
	s.racket[st] = s.rstack[s.nrstack]
	s.rstack[s.nrstack] = 0
	s.fate[st] = racketOnStreet
	evs.Add(Event{Kind: RacketPut, Player: p, Street: st, Amount: int32(s.racket[st]) * racketUnit, To: core.Everyone})
	next := other(p)
	if s.nrstack > 0 {
		s.active = next
		evs.Add(Event{Kind: RacketTurnedUp, Player: next, Amount: int32(s.rstack[s.nrstack-1]) * racketUnit, To: core.Everyone})
		return
	}
	// The drafters alternated from the start player, who begins play.
	placed := 0
	for _, f := range s.fate {
		if f == racketOnStreet {
			placed++
		}
	}
	if placed%2 == 1 {
		next = p
	}
	s.active = next
	s.phase = phaseCard
	if s.nhand[next] == 0 {
		s.phase = phasePlace
	}
	evs.Add(Event{Kind: TurnStarted, Player: next, To: core.Everyone})
}

// resolve carries out the pending card once no Police Raid stopped it.
func (s *State) resolve(evs *events) {
	p := s.active
	switch s.pending {
	case StepUp:
		s.stepUp = true
		sv := s.survey()
		evs.Add(Event{Kind: SteppedUp, Player: p, Value: int8(sv.next), To: core.Everyone})
	case SuperCrew:
		s.extra = true
		evs.Add(Event{Kind: ExtraTurnGranted, Player: p, To: core.Everyone})
	case LuckyBreak:
		s.shuffleTokens(evs)
	case StoolPigeon, Takeover, DoubleCross:
		// Targets are named only now, after the window (seed: a countered
		// player need not say what they meant to affect).
		s.phase = phaseTarget
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
	r := s.rng
	for i := n - 1; i > 0; i-- {
		var j int
		j, r = r.IntN(i + 1)
		s.board[idx[i]], s.board[idx[j]] = s.board[idx[j]], s.board[idx[i]]
	}
	s.rng = r
	evs.Add(Event{Kind: TokensShuffled, Player: s.active, Value: int8(n), To: core.Everyone})
}

// draw gives p the top card of their deck, privately.
func (s *State) draw(p core.Player, evs *events) {
	if c := s.drawCard(p); c != NoCard {
		private(evs, Event{Kind: CardDrawn, Player: p, Card: c}, false)
	}
}

// endPhase1 closes phase 1: the active player draws (whether the card was
// played, discarded or countered) and phase 2 begins.
func (s *State) endPhase1(evs *events) {
	s.draw(s.active, evs)
	s.phase = phasePlace
}

// place is phase 2 and phase 3: the tile goes on the corner, its token
// leaves the game, a new tile is turned up, and every street the tile
// completed is scored.
func (s *State) place(p core.Player, v int, c Corner, evs *events) {
	token := s.board[c]
	s.board[c] = tileCell(p, v)
	s.ntok[token]--
	s.ntile[p][v]++
	// Take the tile out of the display, keeping the other in place.
	n := int(s.ndisp[p])
	for i := 0; i < n; i++ {
		if int(s.display[p][i]) == v {
			copy(s.display[p][i:n], s.display[p][i+1:n])
			s.display[p][n-1] = 0
			s.ndisp[p]--
			break
		}
	}
	evs.Add(Event{Kind: TilePlaced, Player: p, Corner: c, Value: int8(v), Value2: int8(token), To: core.Everyone})
	if t, ok := s.revealTile(p); ok {
		evs.Add(Event{Kind: TileTurnedUp, Player: p, Value: int8(t), To: core.Everyone})
	}
	// Phase 3. House rule HOUSE-17: when one tile completes two streets,
	// the column is scored before the row (street order).
	col, row := c.Streets()
	s.score(col, evs)
	s.score(row, evs)
	s.endTurn(evs)
}

// score awards the racket of street st if the street is full and the racket
// still there: the higher sum takes it, a tie discards it (seed, phase 3).
func (s *State) score(st Street, evs *events) {
	if s.fate[st] != racketOnStreet || !s.streetFull(st) {
		return
	}
	sums := s.StreetSums(st)
	e := Event{Street: st, Amount: int32(s.racket[st]) * racketUnit, Sums: [2]int8{int8(sums[0]), int8(sums[1])},
		Player: core.NoPlayer, To: core.Everyone}
	switch {
	case sums[0] > sums[1]:
		s.fate[st], e.Kind, e.Player = racketWonP0, RacketWon, 0
	case sums[1] > sums[0]:
		s.fate[st], e.Kind, e.Player = racketWonP1, RacketWon, 1
	default:
		s.fate[st], e.Kind = racketTied, RacketDiscarded
	}
	evs.Add(e)
}

// endTurn passes the turn on, or ends the game when the board is full.
//
// House rule HOUSE-8: Super Crew's extra turn is lost if the player has no
// crew tile left. House rule HOUSE-14: a player with no crew tile left is
// skipped, so the other may take several turns in a row.
func (s *State) endTurn(evs *events) {
	p := s.active
	s.stepUp = false
	s.pending = NoCard
	s.first = NoCorner
	if s.free() == 0 {
		s.phase = phaseOver
		s.extra = false
		s.addGameOver(evs)
		return
	}
	next, extra := other(p), false
	if s.extra {
		if s.tilesLeft(p) > 0 {
			next, extra = p, true
		} else {
			evs.Add(Event{Kind: ExtraTurnForfeited, Player: p, To: core.Everyone})
		}
	}
	s.extra = false
	if s.tilesLeft(next) == 0 {
		evs.Add(Event{Kind: TurnSkipped, Player: next, To: core.Everyone})
		next = other(next)
	}
	s.active = next
	s.phase = phaseCard
	if s.nhand[next] == 0 {
		// House rule HOUSE-13: with no card in hand, phase 1 is skipped.
		s.phase = phasePlace
	}
	e := Event{Kind: TurnStarted, Player: next, To: core.Everyone}
	if extra {
		e.Value = 1
	}
	evs.Add(e)
}

// addGameOver reports the winner (NoPlayer for a shared win) and their money.
func (s *State) addGameOver(evs *events) {
	e := Event{Kind: GameOver, Player: core.NoPlayer, To: core.Everyone}
	a, b := s.standing(0), s.standing(1)
	e.Amount = int32(a[0])
	switch d := compareStanding(a, b); {
	case d > 0:
		e.Player = 0
	case d < 0:
		e.Player, e.Amount = 1, int32(b[0])
	}
	evs.Add(e)
}

// standing is what the end ranks a player by: money, racket tiles won, the
// best single tile.
func (s *State) standing(p core.Player) [3]int {
	m, n, best := s.winnings(p)
	return [3]int{m, n, best}
}

// compareStanding is positive when a finishes ahead of b.
func compareStanding(a, b [3]int) int {
	for i := range a {
		if d := a[i] - b[i]; d != 0 {
			return d
		}
	}
	return 0
}

// Result is the outcome of a finished game: each player's money and rank;
// the zero Result before the end.
//
// The seed: the most money wins. House rule HOUSE-16: equal money is broken
// by more racket tiles won, then by the more valuable single tile; players
// still equal share the win.
func Result(s State) core.Result {
	if s.phase != phaseOver {
		return core.Result{}
	}
	return result(&s)
}

func result(s *State) core.Result {
	var w [NumSeats][3]int
	scores := make([]int, NumSeats)
	for p := range w {
		w[p] = s.standing(core.Player(p))
		scores[p] = w[p][0]
	}
	return core.NewResult(scores, func(a, b core.Player) int { return compareStanding(w[a], w[b]) })
}
