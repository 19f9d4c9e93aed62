package tonytino

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

// Phase 2: the active player places one of their face-up crew tiles on a
// corner holding the lowest token still on the board (Next(L) after Step
// Up), and turns up a new tile. Phase 3 follows at once (rackets.go).

func placePrompt(s *State) string {
	sv := s.survey()
	txt := "Choose a face-up crew tile and a corner of token " + sv.placeValue(s.stepUp).String() + " for it (phase 2"
	if s.stepUp {
		txt += ", Step Up"
	}
	return txt + ")"
}

// placeLegal lists the face-up tiles from value 0 up, each on the corners
// of the wanted token A1..F6.
func placeLegal(dst []Move, s *State) []Move {
	p := s.active
	sv := s.survey()
	want := uint8(sv.placeValue(s.stepUp))
	// The corners of the wanted token first: placeReason refuses every
	// other corner anyway, and there are at most three.
	corners := s.cornersWith(0xff, want)
	for t := Tile(0); t < numTiles; t++ {
		if !s.showsTile(p, t) {
			continue
		}
		for cs := corners; cs != 0; cs &= cs - 1 {
			if c := Corner(bits.TrailingZeros64(cs)); s.placeReason(t, c, &sv).OK() {
				dst = append(dst, PlaceMove(p, t, c))
			}
		}
	}
	return dst
}

func placeCheck(s *State, m Move) reason {
	if m.Kind != MoveKindPlace {
		return why2(rPlaceKind, int(m.By), int(m.Kind))
	}
	sv := s.survey()
	return s.placeReason(m.Tile, m.Corner, &sv)
}

// placeReason says why the active player may not place tile t on corner c
// now, zero if they may. The rulebook: the tile goes on a corner of the
// lowest token value still on the board (Next(L) after Step Up).
func (s *State) placeReason(t Tile, c Corner, sv *survey) reason {
	p := s.active
	if !s.showsTile(p, t) {
		return why2(rNotFaceUp, int(p), int(t))
	}
	if isTile(s.board[c]) {
		return why1(rCornerTaken, int(c))
	}
	if want := sv.placeValue(s.stepUp); Token(s.board[c]) != want {
		if s.stepUp {
			return why3(rNotStepUp, int(c), int(s.board[c]), int(want))
		}
		return why3(rNotLowest, int(c), int(s.board[c]), int(want))
	}
	return 0
}

// placeValue is the token value phase 2 places on this turn: L, or Next(L)
// after Step Up.
func (sv *survey) placeValue(stepUp bool) Token {
	if stepUp {
		return sv.next
	}
	return sv.low
}

// placeApply is phase 2 and phase 3: the tile goes on the corner, its token
// leaves the game, a new tile is turned up, and every street the tile
// completed is scored; then the turn ends.
func placeApply(s *State, m Move, evs *events) {
	p, t, c := m.By, m.Tile, m.Corner
	token := s.board[c]
	s.board[c] = tileCell(p, t)
	s.ntok[token]--
	s.ntile[p][t]++
	s.takeFaceUp(p, t)
	evs.Add(Event{Kind: EventKindTilePlaced, Player: p, Corner: c, Tile: t, Token: Token(token), To: core.Everyone})
	if t, ok := s.revealTile(p); ok {
		evs.Add(Event{Kind: EventKindTileTurnedUp, Player: p, Tile: t, To: core.Everyone})
	}
	// Phase 3. House rule HOUSE-17: when one tile completes two streets,
	// the column is scored before the row (street order).
	col, row := c.Streets()
	s.score(col, evs)
	s.score(row, evs)
	s.endTurn(evs)
}

// takeFaceUp takes the face-up tile t out of p's display, keeping the other
// in place.
func (s *State) takeFaceUp(p core.Player, t Tile) {
	n := int(s.ndisp[p])
	for i := 0; i < n; i++ {
		if s.display[p][i] == t {
			copy(s.display[p][i:n], s.display[p][i+1:n])
			s.display[p][n-1] = 0
			s.ndisp[p]--
			return
		}
	}
}

// placeValidate: the active player has a face-up tile to place.
func placeValidate(s *State) reason {
	if s.ndisp[s.active] == 0 {
		return why1(rNoFaceUpTile, int(s.active))
	}
	return 0
}
