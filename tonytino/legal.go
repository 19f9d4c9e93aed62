package tonytino

import "github.com/mafiarules/sdk/core"

// problem is why a move breaks a rule: a format and up to four arguments,
// formatted only when an error is returned, so Legal can ask the same
// predicates Apply does without allocating.
type problem struct {
	format string
	args   [4]any
	n      int
}

// why builds a problem.
func why(format string, args ...any) problem {
	p := problem{format: format}
	p.n = copy(p.args[:], args)
	return p
}

// ok reports whether there is no problem.
func (p problem) ok() bool { return p.format == "" }

// err is the problem as an ErrIllegalMove error.
func (p problem) err() error {
	return core.Errorf(core.ErrIllegalMove, p.format, p.args[:p.n]...)
}

// maxLegal bounds the length of a Legal list: at most 36 target corners, 6
// placements (two tile values on the ≤3 corners of one token value) or 6
// card moves. Legal allocates this once.
const maxLegal = NumCorners

// Legal lists every move ToMove(s) may make now, in a fixed order: card
// plays before discards (each in card order), Pass before Raid, corners
// A1..F6 row by row, tile values from 0 up. It is empty exactly when the
// game is over. It works on a View of the player to move as on a full state.
func Legal(s State) []Move { return AppendLegal(make([]Move, 0, maxLegal), s) }

// AppendLegal appends Legal(s) to dst and returns it, so a bot can reuse one
// buffer for a whole game.
func AppendLegal(dst []Move, s State) []Move {
	p := s.active
	if p < 0 || p >= NumSeats {
		return dst
	}
	switch s.phase {
	case phaseCard:
		sv := s.survey()
		for c := StepUp; c < numCards; c++ {
			if s.holds(p, c) && s.playProblem(c, &sv).ok() {
				dst = append(dst, PlayMove(p, c))
			}
		}
		for c := StepUp; c < numCards; c++ {
			if s.holds(p, c) {
				dst = append(dst, DiscardMove(p, c))
			}
		}
	case phaseRaid:
		o := other(p)
		dst = append(dst, PassMove(o))
		if s.holds(o, PoliceRaid) {
			dst = append(dst, RaidMove(o))
		}
	case phaseTarget:
		sv := s.survey()
		for c := Corner(0); c < NumCorners; c++ {
			if s.targetProblem(c, &sv).ok() {
				dst = append(dst, TargetMove(p, c))
			}
		}
	case phasePlace:
		sv := s.survey()
		want := sv.placeValue(s.stepUp)
		for v := 0; v < 4; v++ {
			if !s.showsTile(p, v) {
				continue
			}
			for c := Corner(0); c < NumCorners; c++ {
				// The token test first only skips the corners placeProblem
				// would refuse anyway, cheaply.
				if s.board[c] == want && s.placeProblem(v, c, &sv).ok() {
					dst = append(dst, PlaceMove(p, v, c))
				}
			}
		}
	}
	return dst
}

// ToMove is the one seat that decides now: the active player, or their
// opponent in the Police Raid window; NoPlayer once the game is over.
func ToMove(s State) core.Player {
	switch {
	case s.phase == phaseOver || s.active < 0 || s.active >= NumSeats:
		return core.NoPlayer
	case s.phase == phaseRaid:
		return other(s.active)
	}
	return s.active
}

// Over reports whether the game has ended: all 36 corners hold crew tiles.
func Over(s State) bool { return s.phase == phaseOver }

// showsTile reports whether p has a face-up crew tile of value v.
func (s *State) showsTile(p core.Player, v int) bool {
	for _, t := range s.display[p][:s.ndisp[p]] {
		if int(t) == v {
			return true
		}
	}
	return false
}

// survey is what the rule predicates need to know about the board,
// gathered in one pass so Legal stays fast.
type survey struct {
	low, next uint8             // L, the lowest token value on the board, and Next(L) (0: none)
	has       [NumSeats][4]bool // has[p][v]: p has a crew tile of value v on the board
}

// survey scans the board once.
func (s *State) survey() (sv survey) {
	for _, b := range s.board {
		if isTile(b) {
			sv.has[tileOwner(b)][tileValue(b)] = true
			continue
		}
		switch {
		case sv.low == 0 || b < sv.low:
			sv.next, sv.low = sv.low, b
		case b > sv.low && (sv.next == 0 || b < sv.next):
			sv.next = b
		}
	}
	return sv
}

// placeValue is the token value phase 2 places on this turn: L, or Next(L)
// after Step Up.
func (sv *survey) placeValue(stepUp bool) uint8 {
	if stepUp {
		return sv.next
	}
	return sv.low
}

// playProblem says why the active player may not play card c now, "" if
// they may. It is the play condition of each card (dossier 4.3); Legal and
// Apply both ask it.
func (s *State) playProblem(c Card, sv *survey) problem {
	p := s.active
	switch c {
	case StepUp:
		// House rule HOUSE-5: Step Up goes to Next(L), the lowest token
		// value above the lowest; without one it cannot be played.
		if sv.next == 0 {
			return why("Step Up needs a token higher than the lowest (%d) on the board", sv.low)
		}
	case StoolPigeon:
		if h := sv.has[p]; !h[0] || !(h[1] || h[2] || h[3]) {
			return why("Stool Pigeon needs one of your Informants and one of your stronger tiles on the board")
		}
	case Takeover:
		if !sv.takeoverPair(p) {
			return why("Takeover needs a tile of yours and an opponent's tile of the same value on the board")
		}
	case SuperCrew:
	case DoubleCross, LuckyBreak:
		if sv.next == 0 {
			return why("%v needs free corners with at least two different token values", c)
		}
	case PoliceRaid:
		return why("Police Raid is played only in the opponent's phase 1, to counter the card they play")
	default:
		return why("no such card")
	}
	return problem{}
}

// takeoverPair reports whether p and the opponent both have a tile of some
// value on the board.
func (sv *survey) takeoverPair(p core.Player) bool {
	for v := range sv.has[p] {
		if sv.has[p][v] && sv.has[other(p)][v] {
			return true
		}
	}
	return false
}

// targetProblem says why corner c cannot be the next target of the pending
// card, "" if it can. Targets are named one at a time: the first, then the
// second.
func (s *State) targetProblem(c Corner, sv *survey) problem {
	if !c.Valid() {
		return why("no such corner")
	}
	p := s.active
	b := s.board[c]
	switch s.pending {
	case StoolPigeon:
		// House rule HOUSE-6: Stool Pigeon swaps one of your Informants on
		// the board with one of your tiles of value 1 or more on the board.
		if !isTile(b) || tileOwner(b) != p {
			return why("Stool Pigeon swaps your own tiles; %v does not hold one", c)
		}
		if s.first == NoCorner && tileValue(b) != 0 {
			return why("name your Informant first; %v holds a %d", c, tileValue(b))
		}
		if s.first != NoCorner && tileValue(b) == 0 {
			return why("the Informant trades places with a stronger tile; %v holds an Informant", c)
		}
	case Takeover:
		// House rule HOUSE-7: Takeover swaps one of your tiles with an
		// opponent's tile of the same value (Informants too).
		if !isTile(b) {
			return why("Takeover swaps crew tiles; %v is free", c)
		}
		if s.first == NoCorner {
			if tileOwner(b) != p {
				return why("name your own tile first; %v is the opponent's", c)
			}
			if !sv.has[other(p)][tileValue(b)] {
				return why("the opponent has no %d on the board to swap with %v", tileValue(b), c)
			}
			return problem{}
		}
		if tileOwner(b) == p {
			return why("name the opponent's tile second; %v is yours", c)
		}
		if tileValue(b) != tileValue(s.board[s.first]) {
			return why("%v holds a %d, not a %d like %v", c, tileValue(b), tileValue(s.board[s.first]), s.first)
		}
	case DoubleCross:
		// House rule HOUSE-9: Double Cross swaps the tokens of two free
		// corners whose values differ.
		if isTile(b) {
			return why("Double Cross swaps tokens; %v holds a crew tile", c)
		}
		if s.first == NoCorner {
			if sv.next == 0 {
				return why("every free corner holds the same token value")
			}
			return problem{}
		}
		if b == s.board[s.first] {
			return why("%v holds token %d, the same as %v", c, b, s.first)
		}
	default:
		return why("no card waits for a target")
	}
	return problem{}
}

// placeProblem says why the active player may not place a tile of value v
// on corner c now, "" if they may. The seed: the tile goes on a corner of
// the lowest token value still on the board (Next(L) after Step Up).
func (s *State) placeProblem(v int, c Corner, sv *survey) problem {
	p := s.active
	if !s.showsTile(p, v) {
		return why("%v has no face-up crew tile of value %d", p, v)
	}
	if !c.Valid() {
		return why("no such corner")
	}
	if isTile(s.board[c]) {
		return why("corner %v already holds a crew tile", c)
	}
	if want := sv.placeValue(s.stepUp); s.board[c] != want {
		if s.stepUp {
			return why("corner %v holds token %d; after Step Up the tile goes on a %d", c, s.board[c], want)
		}
		return why("corner %v holds token %d, not the lowest (%d)", c, s.board[c], want)
	}
	return problem{}
}
