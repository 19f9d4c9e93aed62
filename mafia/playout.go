package mafia

import (
	"slices"

	"github.com/mafiarules/sdk/core"
)

// Shortcuts for the apply path, which a search bot's playout runs at
// every step: whether a movement decision has an option, and whether a leg
// can end where a move says, answered from the board's movement table
// without listing the options, and Legal's movement options read straight
// from that table; the calendar order of each slot worked out
// once; a faction's counters as a range.

// calendarOrder is, per calendar slot, the factions in calendar order
// starting with that slot's (then any faction the calendar lacks, in
// faction order): the order a window asks them in.
var calendarOrder = func() (order [6][5]Faction) {
	for slot := range order {
		n := 0
		var seen uint8
		for k := 0; k < 6 && n < 5; k++ {
			f := calendar[(slot+k)%6]
			if seen&(1<<uint(f)) == 0 {
				seen |= 1 << uint(f)
				order[slot][n] = f
				n++
			}
		}
		for f := Red; n < 5; f++ {
			if seen&(1<<uint(f)) == 0 {
				order[slot][n] = f
				n++
			}
		}
	}
	return order
}()

// countersOf is the range of faction f's counters: the State's five, or a
// Family's Boss and two Picciotti.
func countersOf(f Faction) (lo, hi int) {
	switch {
	case f < Red || f > StateFaction:
		return 0, 0
	case f == StateFaction:
		return cPrefetto, cFamily
	}
	return bossOf(f), bossOf(f) + 3
}

// hasMoveOption reports whether moveOptions lists a move in s, without
// listing them (checkMovable's question).
func hasMoveOption(s *State) bool {
	b := s.b()
	lo, hi := s.movable(s.active(), s.dec == DecisionStateMove)
	reach := func(c int, d Die) bool {
		return b.reachable(s.loc[c], s.head[c], s.dieValue(d), canFly(c), s.noAir)
	}
	switch s.dec {
	case DecisionMove:
		// one counter by the sum, or a split: one counter by the first
		// die and another by the second (the same pairs either way round)
		var can [3]uint32
		for c := lo; c < hi; c++ {
			if !s.onMap(c) {
				continue
			}
			if reach(c, Sum) {
				return true
			}
			for d := FirstDie; d <= SecondDie; d++ {
				if reach(c, d) {
					can[d] |= 1 << uint(c)
				}
			}
		}
		for c := lo; c < hi; c++ {
			if can[FirstDie]&(1<<uint(c)) != 0 && can[SecondDie]&^(1<<uint(c)) != 0 {
				return true
			}
		}
	case DecisionSecondMove:
		if s.nlegs == 0 || s.legs[0].die == 0 {
			return false
		}
		d := 3 - s.legs[0].die
		for c := lo; c < hi; c++ {
			if s.onMap(c) && c != int(s.legs[0].c) && reach(c, d) {
				return true
			}
		}
	case DecisionStateMove:
		for c := lo; c < hi; c++ {
			if s.onMap(c) && (reach(c, FirstDie) || s.dice[1] != s.dice[0] && reach(c, SecondDie)) {
				return true
			}
		}
	}
	return false
}

// spanOf is the row of the movement table's ends for a counter at
// (sp, h), flying or not: the destinations of a move of exactly n points
// are bd.ends[span[n]:span[n+1]] (Legal's movement options, copied from
// the table). Nil off the map.
func (bd *board) spanOf(sp int8, h Heading, fly bool) *[maxPoints + 2]uint32 {
	if sp < 0 || sp >= NumSpaces || h > HeadSouth {
		return nil
	}
	f := 0
	if fly {
		f = 1
	}
	return &bd.span[sp][h][f]
}

// appendLegs appends seat by's moves of counter c by die d from (sp, h),
// n points, one per destination in destinations' order: moveOptions' legs
// for one counter and die, as the tests compare them with destinations.
func (bd *board) appendLegs(out []Move, by core.Player, c int, d Die, sp int8, h Heading, n int, noAir bool) []Move {
	span := bd.spanOf(sp, h, canFly(c) && !noAir)
	if span == nil || n <= 0 || n > maxPoints {
		return out
	}
	return appendEnds(out, Move{By: by, Kind: MoveKindMove, Counter: Counter(c), Die: d}, bd.ends[span[n]:span[n+1]])
}

// appendEnds appends move m once per end, with its space, facing and air
// link set from the end: the list grows once.
func appendEnds(out []Move, m Move, ends []legEnd) []Move {
	i := len(out)
	out = slices.Grow(out, len(ends))[:i+len(ends)]
	dst := out[i:]
	dst = dst[:len(ends)]
	for j, e := range ends {
		m.Space, m.Facing, m.Air = e.sp, e.head, e.air
		dst[j] = m
	}
	return out
}

// canEnd reports whether a counter at (sp, h) moving exactly n points can
// end at (to, head), by air or not: whether destinations lists it.
func (bd *board) canEnd(sp int8, h Heading, n int, canFly, noAir bool, to int8, head Heading, air bool) bool {
	if n <= 0 || n > maxPoints || sp < 0 || sp >= NumSpaces || h > HeadSouth || to < 0 || to >= NumSpaces || head > HeadSouth {
		return false
	}
	fly := 0
	if canFly && !noAir {
		fly = 1
	}
	k := posKey(to, head, air)
	return bd.dest[sp][h][fly][n][k>>6]&(1<<uint(k&63)) != 0
}
