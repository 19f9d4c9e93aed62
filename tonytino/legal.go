package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// problem is why a move breaks a rule: a message and up to four small
// numbers it refers to, recorded only when Apply asks and turned into text
// only for its error. So Legal asks the very predicates Apply does (passing
// no problem to fill), at no cost.
type problem struct {
	msg string // the rule broken; %C, %K, %P, %S and %d print the next arg as a corner, card, player, street, number
	arg [4]int16
}

// set records the problem in p, if the caller asked for it (Apply does,
// Legal does not), and returns false: the move breaks a rule.
func (p *problem) set(msg string, args ...int) bool {
	if p != nil {
		p.msg = msg
		for i, a := range args {
			if i < len(p.arg) {
				p.arg[i] = int16(a)
			}
		}
	}
	return false
}

// String is the problem's message with its arguments.
func (p problem) String() string {
	var b strings.Builder
	k := 0
	for i := 0; i < len(p.msg); i++ {
		if p.msg[i] != '%' || i+1 == len(p.msg) {
			b.WriteByte(p.msg[i])
			continue
		}
		i++
		var a int16
		if k < len(p.arg) {
			a = p.arg[k]
		}
		k++
		switch p.msg[i] {
		case 'C':
			b.WriteString(Corner(a).String())
		case 'K':
			b.WriteString(Card(a).String())
		case 'P':
			b.WriteString(core.Player(a).String())
		case 'S':
			b.WriteString(Street(a).String())
		default:
			b.WriteString(strconv.Itoa(int(a)))
		}
	}
	return b.String()
}

// err is the problem as an ErrIllegalMove error.
func (p problem) err() error { return core.Errorf(core.ErrIllegalMove, "%s", p.String()) }

// maxLegal bounds the length of a Legal list: at most 36 target corners, 6
// placements (two tile values on the ≤3 corners of one token value), 6
// card moves or 12 streets.
const maxLegal = NumCorners

// Legal lists every move ToMove(s) may make now, in a fixed order: card
// plays before discards (each in card order), Pass before Raid, corners
// A1..F6 row by row, tile values from 0 up, streets V1..V6 then H1..H6.
// It is empty exactly when the game is over. It works on a View of the player to move as on a full state.
func Legal(s State) []Move {
	var buf [maxLegal]Move
	l := AppendLegal(buf[:0], s)
	if len(l) == 0 {
		return nil
	}
	return append(make([]Move, 0, len(l)), l...) // one allocation, of the exact size
}

// AppendLegal appends Legal(s) to dst and returns it, so a bot can reuse one
// buffer for a whole game.
func AppendLegal(dst []Move, s State) []Move {
	p := s.active
	if p < 0 || p >= NumSeats {
		return dst
	}
	switch s.phase {
	case phaseCard:
		// The hand is sorted, so card order comes free; equal cards are
		// one choice.
		sv := s.survey()
		h := s.hand[p][:s.nhand[p]]
		for i, c := range h {
			if (i == 0 || h[i-1] != c) && c.valid() && s.playOK(c, &sv, nil) {
				dst = append(dst, PlayMove(p, c))
			}
		}
		for i, c := range h {
			if (i == 0 || h[i-1] != c) && c.valid() {
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
			if s.targetOK(c, &sv, nil) {
				dst = append(dst, TargetMove(p, c))
			}
		}
	case phaseDraft:
		for st := Street(0); st < NumStreets; st++ {
			if s.racketOK(st, nil) {
				dst = append(dst, PutRacketMove(p, st))
			}
		}
	case phasePlace:
		sv := s.survey()
		want := sv.placeValue(s.stepUp)
		// The corners of the wanted token first: placeOK refuses every
		// other corner anyway, and there are at most three.
		var cs [NumCorners]Corner
		n := 0
		for c := Corner(0); c < NumCorners; c++ {
			if s.board[c] == want {
				cs[n] = c
				n++
			}
		}
		for v := 0; v < 4; v++ {
			if !s.showsTile(p, v) {
				continue
			}
			for _, c := range cs[:n] {
				if s.placeOK(v, c, &sv, nil) {
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

// survey reads the counts kept beside the board.
func (s *State) survey() (sv survey) {
	for v := uint8(1); v <= MaxToken; v++ {
		if s.ntok[v] > 0 {
			if sv.low == 0 {
				sv.low = v
			} else {
				sv.next = v
				break
			}
		}
	}
	for p := range sv.has {
		for v := range sv.has[p] {
			sv.has[p][v] = s.ntile[p][v] > 0
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

// playOK reports whether the active player may play card c now; if not,
// and w is not nil, w says why. It is the play condition of each card
// (dossier 4.3); Legal and Apply both ask it.
func (s *State) playOK(c Card, sv *survey, w *problem) bool {
	p := s.active
	switch c {
	case StepUp:
		// House rule HOUSE-5: Step Up goes to Next(L), the lowest token
		// value above the lowest; without one it cannot be played.
		if sv.next == 0 {
			return w.set("Step Up needs a token higher than the lowest (%d) on the board", int(sv.low))
		}
	case StoolPigeon:
		if h := sv.has[p]; !h[0] || !(h[1] || h[2] || h[3]) {
			return w.set("Stool Pigeon needs one of your Informants and one of your stronger tiles on the board")
		}
	case Takeover:
		if !sv.takeoverPair(p) {
			return w.set("Takeover needs a tile of yours and an opponent's tile of the same value on the board")
		}
	case SuperCrew:
	case DoubleCross, LuckyBreak:
		if sv.next == 0 {
			return w.set("%K needs free corners with at least two different token values", int(c))
		}
	case PoliceRaid:
		return w.set("Police Raid is played only in the opponent's phase 1, to counter the card they play")
	default:
		return w.set("no such card")
	}
	return true
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

// targetOK reports whether corner c can be the next target of the pending
// card; if not, and w is not nil, w says why. Targets are named one at a
// time: the first, then the second.
func (s *State) targetOK(c Corner, sv *survey, w *problem) bool {
	if !c.Valid() {
		return w.set("no such corner")
	}
	p := s.active
	b := s.board[c]
	switch s.pending {
	case StoolPigeon:
		// House rule HOUSE-6: Stool Pigeon swaps one of your Informants on
		// the board with one of your tiles of value 1 or more on the board.
		if !isTile(b) || tileOwner(b) != p {
			return w.set("Stool Pigeon swaps your own tiles; %C does not hold one", int(c))
		}
		if s.first == NoCorner && tileValue(b) != 0 {
			return w.set("name your Informant first; %C holds a %d", int(c), tileValue(b))
		}
		if s.first != NoCorner && tileValue(b) == 0 {
			return w.set("the Informant trades places with a stronger tile; %C holds an Informant", int(c))
		}
	case Takeover:
		// House rule HOUSE-7: Takeover swaps one of your tiles with an
		// opponent's tile of the same value (Informants too).
		if !isTile(b) {
			return w.set("Takeover swaps crew tiles; %C is free", int(c))
		}
		if s.first == NoCorner {
			if tileOwner(b) != p {
				return w.set("name your own tile first; %C is the opponent's", int(c))
			}
			if !sv.has[other(p)][tileValue(b)] {
				return w.set("the opponent has no %d on the board to swap with %C", tileValue(b), int(c))
			}
			return true
		}
		if tileOwner(b) == p {
			return w.set("name the opponent's tile second; %C is yours", int(c))
		}
		if tileValue(b) != tileValue(s.board[s.first]) {
			return w.set("%C holds a %d, not a %d like %C", int(c), tileValue(b), tileValue(s.board[s.first]), int(s.first))
		}
	case DoubleCross:
		// House rule HOUSE-9: Double Cross swaps the tokens of two free
		// corners whose values differ.
		if isTile(b) {
			return w.set("Double Cross swaps tokens; %C holds a crew tile", int(c))
		}
		if s.first == NoCorner {
			if sv.next == 0 {
				return w.set("every free corner holds the same token value")
			}
			return true
		}
		if b == s.board[s.first] {
			return w.set("%C holds token %d, the same as %C", int(c), int(b), int(s.first))
		}
	default:
		return w.set("no card waits for a target")
	}
	return true
}

// placeOK reports whether the active player may place a tile of value v
// on corner c now; if not, and w is not nil, w says why. The seed: the
// tile goes on a corner of the lowest token value still on the board
// (Next(L) after Step Up).
func (s *State) placeOK(v int, c Corner, sv *survey, w *problem) bool {
	p := s.active
	if !s.showsTile(p, v) {
		return w.set("%P has no face-up crew tile of value %d", int(p), int(v))
	}
	if !c.Valid() {
		return w.set("no such corner")
	}
	if isTile(s.board[c]) {
		return w.set("corner %C already holds a crew tile", int(c))
	}
	if want := sv.placeValue(s.stepUp); s.board[c] != want {
		if s.stepUp {
			return w.set("corner %C holds token %d; after Step Up the tile goes on a %d", int(c), int(s.board[c]), int(want))
		}
		return w.set("corner %C holds token %d, not the lowest (%d)", int(c), int(s.board[c]), int(want))
	}
	return true
}

// racketOK reports whether the face-up racket of the draft may go on street
// st; if not, and w is not nil, w says why. House rule HOUSE-18: any street
// still without a racket (streets full at setup never take one).
func (s *State) racketOK(st Street, w *problem) bool {
	if !st.Valid() {
		return w.set("no such street")
	}
	if s.fate[st] != racketDraft {
		return w.set("street %S already has its racket", int(st))
	}
	return true
}
