package tonytino

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// The targets of Stool Pigeon, Takeover and Double Cross: once the card
// stands, the active player names its two corners one at a time, the
// first, then the second; then the swap is made.

func targetPrompt(s *State) string {
	first := s.first == NoCorner
	switch s.pending {
	case StoolPigeon:
		if first {
			return "Choose your Informant for Stool Pigeon"
		}
		return "Choose your stronger tile to trade places with the Informant on " + s.first.String()
	case Takeover:
		if first {
			return "Choose your tile for Takeover"
		}
		return "Choose the opponent's tile of the same value to swap with " + s.first.String()
	case DoubleCross:
		if first {
			return "Choose the first free corner whose token Double Cross swaps"
		}
		return "Choose the free corner to swap tokens with " + s.first.String()
	}
	return "Choose a target corner"
}

// targetLegal lists the corners A1..F6 the next target may be.
func targetLegal(dst []Move, s *State) []Move {
	p := s.active
	// Candidates: free corners for Double Cross, the opponent's crew tiles
	// for Takeover's second target, the player's own for the others;
	// targetReason decides.
	own := tileFlag | uint8(p)<<2
	cands := s.cornersWith(tileFlag|4, own)
	switch {
	case s.pending == DoubleCross:
		cands = s.cornersWith(tileFlag, 0)
	case s.pending == Takeover && s.first != NoCorner:
		cands = s.cornersWith(tileFlag|4, own^4)
	}
	for ; cands != 0; cands &= cands - 1 {
		if c := Corner(bits.TrailingZeros64(cands)); s.targetReason(c).OK() {
			dst = append(dst, TargetMove(p, c))
		}
	}
	return dst
}

func targetCheck(s *State, m Move) reason {
	if m.Kind != MoveKindTarget {
		return why3(rTargetKind, int(m.By), int(s.pending), int(m.Kind))
	}
	return s.targetReason(m.Corner)
}

// targetReason says why corner c cannot be the next target of the pending
// card, zero if it can.
func (s *State) targetReason(c Corner) reason {
	p := s.active
	b := s.board[c]
	switch s.pending {
	case StoolPigeon:
		// House rule HOUSE-6: Stool Pigeon swaps one of your Informants on
		// the board with one of your tiles of value 1 or more on the board.
		if !isTile(b) || tileOwner(b) != p {
			return why1(rStoolPigeonOwnTiles, int(c))
		}
		if s.first == NoCorner && tileOf(b) != Informant {
			return why2(rStoolPigeonInformantFirst, int(c), int(tileOf(b)))
		}
		if s.first != NoCorner && tileOf(b) == Informant {
			return why1(rStoolPigeonStronger, int(c))
		}
	case Takeover:
		// House rule HOUSE-7: Takeover swaps one of your tiles with an
		// opponent's tile of the same value (Informants too).
		if !isTile(b) {
			return why1(rTakeoverTiles, int(c))
		}
		if s.first == NoCorner {
			if tileOwner(b) != p {
				return why1(rTakeoverOwnFirst, int(c))
			}
			if s.ntile[other(p)][tileOf(b)] == 0 {
				return why2(rTakeoverNoMatch, int(tileOf(b)), int(c))
			}
			return 0
		}
		if tileOwner(b) == p {
			return why1(rTakeoverOpponentSecond, int(c))
		}
		if f := tileOf(s.board[s.first]); tileOf(b) != f {
			return why4(rTakeoverSameValue, int(c), int(tileOf(b)), int(f), int(s.first))
		}
	case DoubleCross:
		// House rule HOUSE-9: Double Cross swaps the tokens of two free
		// corners whose values differ.
		if isTile(b) {
			return why1(rDoubleCrossTokens, int(c))
		}
		if s.first != NoCorner && b == s.board[s.first] {
			return why3(rDoubleCrossSameValue, int(c), int(b), int(s.first))
		}
	}
	return 0
}

func targetApply(s *State, m Move, evs *events) {
	p := m.By
	if s.first == NoCorner {
		s.first = m.Corner
		evs.Add(Event{Kind: EventKindTargetNamed, Player: p, Card: s.pending, Corner: m.Corner, To: core.Everyone})
		return
	}
	a, b := s.first, m.Corner
	s.board[a], s.board[b] = s.board[b], s.board[a]
	if s.pending == DoubleCross {
		evs.Add(Event{Kind: EventKindTokensSwapped, Player: p, Card: s.pending, Corner: a, Corner2: b,
			Token: Token(s.board[a]), Token2: Token(s.board[b]), To: core.Everyone})
	} else {
		// House rule HOUSE-12: tiles trade corners; no corner fills or
		// empties, so no street is completed and nothing is scored, and
		// rackets already won stay won.
		evs.Add(Event{Kind: EventKindTilesSwapped, Player: p, Card: s.pending, Corner: a, Corner2: b, To: core.Everyone})
	}
	s.pending = NoCard
	s.first = NoCorner
	s.endPhase1(evs)
}

// targetValidate: the pending card takes targets, and a first target named
// is one the card could take, with a second still to name: the targeting
// rule it breaks otherwise.
func targetValidate(s *State) reason {
	if s.pending != StoolPigeon && s.pending != Takeover && s.pending != DoubleCross {
		return why1(rTakesNoTargets, int(s.pending))
	}
	if s.played[s.active][s.pending] == 0 {
		return why2(rPendingNotPlayed, int(s.pending), int(s.active))
	}
	if s.first == NoCorner {
		return 0
	}
	f := s.first
	s.first = NoCorner
	r := s.targetReason(f)
	s.first = f
	return r // the targeting rule it breaks; refuse names the corner
}
