package tonytino

import "github.com/mafiarules/sdk/core"

// The end of a turn: play passes to the other player, or the same player
// goes again after Super Crew; a player with no crew tile left is skipped.

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
		s.decision, s.active = DecisionOver, core.NoPlayer
		s.extra = false
		s.addGameOver(evs)
		return
	}
	next, extra := other(p), false
	if s.extra {
		if s.tilesLeft(p) > 0 {
			next, extra = p, true
		} else {
			evs.Add(Event{Kind: EventKindExtraTurnForfeited, Player: p, To: core.Everyone})
		}
	}
	s.extra = false
	if s.tilesLeft(next) == 0 {
		evs.Add(Event{Kind: EventKindTurnSkipped, Player: next, To: core.Everyone})
		next = other(next)
	}
	s.beginTurn(next, extra, evs)
}

// beginTurn starts next's turn. House rule HOUSE-13: with no card in hand,
// phase 1 is skipped.
func (s *State) beginTurn(next core.Player, extra bool, evs *events) {
	s.active = next
	s.decision = DecisionPlayOrDiscard
	if s.nhand[next] == 0 {
		s.decision = DecisionPlace
	}
	k := EventKindTurnStarted
	if extra {
		k = EventKindExtraTurnStarted
	}
	evs.Add(Event{Kind: k, Player: next, To: core.Everyone})
}
