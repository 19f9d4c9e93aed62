package tonytino

import (
	"encoding/json"
	"slices"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/byref"
)

// ApplyInPlace makes m on *s itself, as Apply would, without building
// events or copying the State: a search bot's playout step, which
// allocates nothing. It refuses what Apply refuses, leaving *s as it was.
func ApplyInPlace(s *State, m Move) error {
	var evs events
	evs.Drop()
	return s.play(m, &evs)
}

// The learning functions on a *State, for a Batch (see internal/byref).
func init() {
	byref.Register("tonytino", byref.Funcs[State, Move]{
		AppendLegal:       appendLegal,
		MoveAction:        func(_ *State, m Move) (int, error) { return moveAction(m) },
		ActionMove:        actionMove,
		AppendActions:     func(dst []int, _ *State, moves []Move) []int { return appendActions(dst, moves) },
		AppendObservation: appendObservation,
		ApplyLegal: func(s *State, m Move) {
			var evs events
			evs.Drop()
			s.apply(m, &evs)
		},
	})
}

// playoutStep is core.Rules.PlayoutStep for Tony & Tino: the legal moves
// listed on *s itself, one drawn with r and made in place, without events
// and without a second check (it came from Legal).
func playoutStep(s *State, r core.RNG, buf []Move) (core.RNG, []Move, bool) {
	if s.view {
		return r, buf[:0], false
	}
	buf = s.legal(buf[:0])
	if len(buf) == 0 {
		return r, buf, false
	}
	var k int
	k, r = r.IntN(len(buf))
	var evs events
	evs.Drop()
	s.apply(buf[k], &evs)
	return r, buf, true
}

// The first action id of each kind (NumActions documents the layout).
const (
	actPlay    = 0
	actDiscard = actPlay + int(numCards) - 1
	actPass    = actDiscard + int(numCards) - 1
	actRaid    = actPass + 1
	actTarget  = actRaid + 1
	actPlace   = actTarget + NumCorners
	actRacket  = actPlace + int(numTiles)*NumCorners
	numActions = actRacket + NumStreets
)

// NumActions is the size of the fixed action space: 208 for every config.
// Every move has an id in [0, NumActions), the same in
// every position and every release, whoever makes it (the mover is always
// ToMove), laid out by kind:
//
//	  0..  6  play a card: Step Up .. Police Raid (card order)
//	  7.. 13  discard a card, in card order
//	 14       pass (let the card stand)
//	 15       raid (counter it with Police Raid)
//	 16.. 51  target a corner: A1 .. F6 (row by row)
//	 52..195  place a crew tile: 52 + 36·tile + corner (tile 0 to 3)
//	196..207  put the racket on a street: V1..V6, H1..H6
func NumActions(Config) int { return numActions }

// MoveAction is m's action id (the layout above); a move that is not well
// formed has none.
func MoveAction(_ State, m Move) (int, error) { return moveAction(m) }

func moveAction(m Move) (int, error) {
	if !m.wellFormed() {
		return 0, core.Errorf(core.ErrIllegalMove, "%v is not a well-formed move: it has no action id", m)
	}
	return actionOf(m), nil
}

// AppendActions appends MoveAction(s, m) for each of moves (-1 for a move
// that has none) and returns dst: a mask's ids for the moves AppendLegal
// listed, written into a caller's slice (a Batch reuses it) without
// allocating or copying s once a move.
func AppendActions(dst []int, _ State, moves []Move) []int { return appendActions(dst, moves) }

func appendActions(dst []int, moves []Move) []int {
	for _, m := range moves {
		id := -1
		if m.wellFormed() {
			id = actionOf(m)
		}
		dst = append(dst, id)
	}
	return dst
}

// actionOf is the action id of a well-formed move.
func actionOf(m Move) int {
	switch m.Kind {
	case MoveKindPlay:
		return actPlay + int(m.Card) - 1
	case MoveKindDiscard:
		return actDiscard + int(m.Card) - 1
	case MoveKindPass:
		return actPass
	case MoveKindRaid:
		return actRaid
	case MoveKindTarget:
		return actTarget + int(m.Corner)
	case MoveKindPlace:
		return actPlace + int(m.Tile)*NumCorners + int(m.Corner)
	}
	return actRacket + int(m.Street)
}

// ActionMove is the move of ToMove(s) with action id id: a well-formed
// move, legal or not (Apply says which).
func ActionMove(s State, id int) (Move, error) { return actionMove(&s, id) }

func actionMove(s *State, id int) (Move, error) {
	p := s.toMove()
	if p == core.NoPlayer {
		return Move{}, core.Errorf(core.ErrGameOver, "the game is over: no move has an action id")
	}
	switch {
	case id < 0 || id >= numActions:
		return Move{}, core.Errorf(core.ErrIllegalMove, "action %d is not in [0, %d)", id, numActions)
	case id < actDiscard:
		return PlayMove(p, Card(id-actPlay+1)), nil
	case id < actPass:
		return DiscardMove(p, Card(id-actDiscard+1)), nil
	case id == actPass:
		return PassMove(p), nil
	case id == actRaid:
		return RaidMove(p), nil
	case id < actPlace:
		return TargetMove(p, Corner(id-actTarget)), nil
	case id < actRacket:
		k := id - actPlace
		return PlaceMove(p, Tile(k/NumCorners), Corner(k%NumCorners)), nil
	}
	return PutRacketMove(p, Street(id-actRacket)), nil
}

// observationSize is the length of Observation's vector.
const observationSize = 144 + 48 + 7 + 1 + 2 + 14 + 15 + 8 + 2 + 6 + 7 + 36 + 4 + 2 + 2

// ObservationSize is the length of Observation's vector: 298 for every
// config.
func ObservationSize(Config) int { return observationSize }

// Observation is what seat p may see of s, as numbers in [0, 1], from p's
// point of view ("mine" is p's, "theirs" the opponent's; a spectator sees
// as P0 does, without a hand). ObservationSize numbers, in this order:
//
//	board      144  per corner A1..F6: free token/10, my tile (value+1)/4,
//	                their tile (value+1)/4, 1 if free
//	rackets     48  per street V1..H6: worth/5 (0 while to draft), 1 if on
//	                its street, 1 if won by me, 1 if won by them
//	hand         7  my cards by type, count/3
//	their hand   1  their hand's size/3
//	decks        2  my deck's size/13, theirs
//	played      14  my played cards by type, count/5, then theirs
//	discards    15  my discards by type, count/5, then theirs I may see,
//	                then how many of theirs I may not see, /13
//	face up      8  my face-up tiles by value, count/2, then theirs
//	piles        2  my face-down pile's size/18, theirs
//	decision     6  one-hot: play-or-discard, raid-window, target, place,
//	                over, put-racket
//	pending      7  one-hot: the card waiting to resolve
//	first       36  one-hot: the first target named
//	flags        4  Step Up resolved, Super Crew resolved, I am active,
//	                I decide now
//	draft        2  the racket draft's face-up racket worth/5, its stack/12
//	money        2  my money/260000, theirs
//
// It is computed from View(s, p) alone.
func Observation(s State, p core.Player) []float32 {
	return AppendObservation(make([]float32, 0, observationSize), s, p)
}

// AppendObservation appends Observation(s, p) to dst and returns it, so a
// trainer that reuses dst (as a Batch does) observes without allocating.
//
// It reads s itself, not a copy made by View, seeing only what View(s, p)
// leaves: the cards in p's own hand, and a seat's discards by type only
// where p may see them (its own, or all under public_discards).
// TestObservationIsTheViewsObservation holds it equal on every View.
func AppendObservation(dst []float32, s State, p core.Player) []float32 {
	return appendObservation(dst, &s, p)
}

func appendObservation(dst []float32, s *State, p core.Player) []float32 {
	me := p
	if me != 0 && me != 1 {
		me = 0
	}
	them := other(me)
	n0 := len(dst)
	dst = slices.Grow(dst, observationSize)[:n0+observationSize]
	o := dst[n0:]
	i := 0
	f := func(x, scale int) { o[i] = quotient(x, scale); i++ }
	flag := func(b bool) {
		if b {
			o[i] = 1
		}
		i++
	}
	skip := func(k int) { i += k }
	// hot is a one-hot block of n: the k-th set (none when k is outside).
	hot := func(k, n int) {
		if uint(k) < uint(n) {
			o[i+k] = 1
		}
		i += n
	}
	clear(o)
	// The board: four numbers a corner, written straight into its cell.
	board := o[:4*NumCorners]
	for c, b := range s.board {
		cell := board[4*c : 4*c+4 : 4*c+4]
		switch {
		case !isTile(b):
			cell[0], cell[3] = quotient(int(b), 10), 1
		case tileOwner(b) == me:
			cell[1] = quotient(int(tileOf(b))+1, 4)
		default:
			cell[2] = quotient(int(tileOf(b))+1, 4)
		}
	}
	skip(len(board))
	mineWon, theirsWon := wonByP0+fate(me), wonByP0+fate(them)
	for _, rs := range s.rackets {
		fa := rs.fate()
		if fa == toDraft {
			skip(4)
			continue
		}
		f(int(rs.racket()), 5)
		flag(fa == onStreet)
		flag(fa == mineWon)
		flag(fa == theirsWon)
	}
	var mine [numCards]int
	if me == p { // a spectator sees no hand
		for _, h := range s.hand[me][:s.nhand[me]] {
			if h < numCards {
				mine[h]++
			}
		}
	}
	for c := StepUp; c < numCards; c++ {
		f(mine[c], 3)
	}
	f(int(s.nhand[them]), 3)
	f(s.deck[me].Len(), DeckSize)
	f(s.deck[them].Len(), DeckSize)
	for _, q := range [2]core.Player{me, them} {
		for _, k := range s.played[q][StepUp:] {
			f(int(k), 5)
		}
	}
	hidDisc := int(s.hidDisc[them])
	for _, q := range [2]core.Player{me, them} {
		seen := q == p || s.opts.publicDiscards
		for _, k := range s.discard[q][StepUp:] {
			if seen {
				f(int(k), 5)
			} else {
				skip(1)
				if q == them {
					hidDisc += int(k)
				}
			}
		}
	}
	f(hidDisc, DeckSize)
	for _, q := range [2]core.Player{me, them} {
		var up [numTiles]int
		for _, d := range s.display[q][:s.ndisp[q]] {
			if d < numTiles {
				up[d]++
			}
		}
		for t := range Tile(numTiles) {
			f(up[t], 2)
		}
	}
	f(s.pile[me].Len(), TilesPerColor)
	f(s.pile[them].Len(), TilesPerColor)
	hot(int(s.decision), int(numDecisions))
	hot(int(s.pending-StepUp), int(numCards-StepUp))
	hot(int(s.first), NumCorners)
	flag(s.stepUp)
	flag(s.extra)
	// s's own methods on the pointer: State's (Active, ToMove, Score)
	// would copy it.
	over := s.decision == DecisionOver || s.noGame()
	flag(!over && s.active == p && p != core.NoPlayer)
	flag(s.toMove() == p && p != core.NoPlayer)
	top, ok := s.rstack.Top()
	if ok && top.Valid() {
		f(int(top), 5)
	} else {
		skip(1)
	}
	f(s.rstack.Len(), NumRackets)
	myMoney, _, _ := s.winnings(me)
	theirMoney, _, _ := s.winnings(them)
	f(myMoney, 260000)
	f(theirMoney, 260000)
	return dst
}

// quotients are x/scale for the small counts and scales an observation
// divides, worked out once: the same float32 a division gives.
var quotients = func() (q [19][19]float32) {
	for scale := 1; scale < len(q); scale++ {
		for x := range q[scale] {
			q[scale][x] = float32(x) / float32(scale)
		}
	}
	return q
}()

// quotient is float32(x)/float32(scale), from the table where it can be.
func quotient(x, scale int) float32 {
	if uint(scale) < uint(len(quotients)) && uint(x) < uint(len(quotients[0])) {
		return quotients[scale][x]
	}
	return float32(x) / float32(scale)
}

// InformationState is what p knows in s, as canonical text: the JSON of
// p's View, which holds all that Tony & Tino lets p remember (p's own
// discards included). Two histories that leave p knowing the same give one
// information state.
func InformationState(s State, p core.Player) string {
	b, err := json.Marshal(View(s, p))
	if err != nil {
		return ""
	}
	return string(b)
}
