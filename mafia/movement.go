package mafia

import (
	"slices"
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// Section D4 of the rulebook: the movement roll and legs, the Helicopter
// Operation and air-link windows, and the 4-player State move (G3).

func (s *State) onMap(c int) bool { return s.loc[c] >= 0 && s.loc[c] < NumSpaces }

func canFly(c int) bool { k := kindOf(c); return k == Boss || k == Prefetto }

// movable lists the counters the faction may move this phase.
func (s *State) movable(f Faction, stateLeg bool) (lo, hi int) {
	if stateLeg {
		return cPrefetto, cFamily // the SISDE is out of play in the 4-player game
	}
	if f == StateFaction {
		return cPrefetto, cFamily
	}
	return bossOf(f), bossOf(f) + 3
}

func (s *State) dieValue(d Die) int {
	switch d {
	case 1:
		return int(s.dice[0])
	case 2:
		return int(s.dice[1])
	}
	return int(s.dice[0]) + int(s.dice[1])
}

// canUse reports whether some counter in [lo,hi) other than skip can move
// exactly n points.
func (s *State) canUse(lo, hi, skip, n int) bool {
	for c := lo; c < hi; c++ {
		if c != skip && s.onMap(c) && s.b().reachable(s.loc[c], s.head[c], n, canFly(c), s.noAir) {
			return true
		}
	}
	return false
}

// moveOptions lists the movement legs (D4): one counter by the sum, or one
// die each for two different counters (HOUSE-4.1: a split needs a second
// counter able to use the other die); in the 4-player game one State
// counter by one die value (G3).
func moveOptions(s *State, out []Move) []Move { return movesBy(s, out, s.decider()) }

// movesBy is moveOptions for seat by, the decider (Legal has it already).
func movesBy(s *State, out []Move, by core.Player) []Move {
	lo, hi := s.movable(s.active(), s.dec == DecisionStateMove)
	var dies [3]bool
	skip := -1 // the counter that made the first leg (DecisionSecondMove)
	switch s.dec {
	case DecisionMove:
		dies[0] = true
		dies[1] = true
		dies[2] = s.dice[1] != s.dice[0]
	case DecisionSecondMove:
		if s.nlegs == 0 || s.legs[0].die == 0 {
			return out
		}
		dies[3-s.legs[0].die] = true
		skip = int(s.legs[0].c)
	case DecisionStateMove:
		dies[1] = true
		dies[2] = s.dice[1] != s.dice[0]
	}
	bd := s.b()
	points := [3]int{s.dieValue(Sum), s.dieValue(FirstDie), s.dieValue(SecondDie)}
	var fits [3]bool // a leg of that many points is in the table
	for d := range points {
		fits[d] = points[d] > 0 && points[d] <= maxPoints
		dies[d] = dies[d] && fits[d]
	}
	// can[d] has bit c set when counter c can use die d (1 or 2) at all
	var can [3]uint32
	if s.dec == DecisionMove {
		for c := lo; c < hi; c++ {
			span := bd.spanOf(s.loc[c], s.head[c], canFly(c) && !s.noAir)
			if span == nil {
				continue
			}
			for d := FirstDie; d <= SecondDie; d++ {
				if fits[d] && span[points[d]] != span[points[d]+1] {
					can[d] |= 1 << uint(c)
				}
			}
		}
	}
	for c := lo; c < hi; c++ {
		if c == skip {
			continue
		}
		span := bd.spanOf(s.loc[c], s.head[c], canFly(c) && !s.noAir)
		if span == nil {
			continue
		}
		m := Move{By: by, Kind: MoveKindMove, Counter: Counter(c)}
		for d := Sum; d <= SecondDie; d++ {
			if !dies[d] {
				continue
			}
			if s.dec == DecisionMove && d > 0 && (can[d]&(1<<uint(c)) == 0 || can[3-d]&^(1<<uint(c)) == 0) {
				continue // a split needs another counter able to use the other die
			}
			// appendEnds, written out: a Move argument costs a register each field
			p := points[d]
			lo, hi := span[p], span[p+1]
			if lo >= hi {
				continue
			}
			ends := bd.ends[lo:hi]
			k := len(out)
			out = slices.Grow(out, len(ends))[:k+len(ends)]
			dst := out[k:]
			dst = dst[:len(ends)]
			m.Die = d
			for j, e := range ends {
				m.Space, m.Facing, m.Air = e.sp, e.head, e.air
				dst[j] = m
			}
		}
	}
	return out
}

func legalMove(out []Move, s *State, by core.Player) []Move { return movesBy(s, out, by) }

func checkMove(s *State, m Move) reason {
	if m.Kind != MoveKindMove {
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	c := int(m.Counter)
	if c < 0 || c >= NumCounters {
		return why(rNoCounter)
	}
	if s.dec == DecisionStateMove {
		if c >= cFamily || c == cSISDE {
			return whyOf(rStateMoveKind, int(m.Counter))
		}
	} else if ownerOf(c) != s.active() {
		return whyOf(rNotYours, int(m.Counter), int(s.ActiveFaction()))
	}
	if !s.onMap(c) {
		return whyOf(rOffMap, int(m.Counter))
	}
	if m.Die > 2 {
		return whyOf(rCannotReach, int(m.Counter), int(m.Space), s.dieValue(m.Die%3))
	}
	switch s.dec {
	case DecisionMove:
		if m.Die == 2 && s.dice[0] == s.dice[1] {
			return whyOf(rEqualDice, int(s.dice[0]))
		}
		if m.Die != 0 {
			lo, hi := s.movable(s.active(), false)
			if !s.canUse(lo, hi, c, s.dieValue(3-m.Die)) {
				return why(rSplitNeedsTwo)
			}
		}
	case DecisionSecondMove:
		if s.nlegs == 0 || s.legs[0].die == 0 {
			return whyOf(rWrongKind, int(s.dec), int(m.Kind))
		}
		if int(s.legs[0].c) == c {
			return why(rSameCounter)
		}
		if m.Die != 3-s.legs[0].die {
			return why(rDieUsed)
		}
	case DecisionStateMove:
		if m.Die == 0 {
			return why(rStateSum)
		}
		if m.Die == 2 && s.dice[0] == s.dice[1] {
			return whyOf(rEqualDice, int(s.dice[0]))
		}
	}
	if m.Air && !canFly(c) {
		return why(rNoFlight)
	}
	if m.Air && s.noAir {
		return why(rAirClosed)
	}
	if m.Space < 0 || m.Space >= NumSpaces {
		return whyOf(rNoSpace, NumSpaces)
	}
	if m.Facing > HeadSouth {
		return whyOf(rCannotReach, int(m.Counter), int(m.Space), s.dieValue(m.Die%3))
	}
	if s.b().canEnd(s.loc[c], s.head[c], s.dieValue(m.Die), canFly(c), s.noAir, int8(m.Space), m.Facing, m.Air) {
		return 0
	}
	return whyOf(rCannotReach, int(m.Counter), int(m.Space), s.dieValue(m.Die%3))
}

// startMovement follows the roll and the Helicopter window.
func (s *State) startMovement(ev *evbuf) {
	if s.cfg.AllCheckpoints && s.openCheckpoint(cpRoll) {
		return
	}
	s.dec = DecisionMove
	s.checkMovable(ev)
}

// movementRoll is D4's roll, unless an Antimafia Commission result makes
// the faction skip its movement (and so its activities).
func (s *State) movementRoll(ev *evbuf) {
	a := s.active()
	if s.skip[a] {
		s.skip[a] = false
		e := ev0(EventKindMovementSkipped)
		e.Faction, e.Cause = a, CauseAntimafia
		s.emit(ev, pub(e))
		s.afterMovement(ev)
		return
	}
	s.dice[0], s.dice[1] = uint8(s.roll()), uint8(s.roll())
	e := ev0(EventKindDiceRolled)
	e.Faction, e.Dice = a, s.dice
	s.emit(ev, pub(e))
	if s.openWindow(DecisionHelicopterOperation, famBit(StateFaction)) {
		return
	}
	s.startMovement(ev)
}

// checkMovable skips a movement phase with no legal option.
func (s *State) checkMovable(ev *evbuf) {
	if hasMoveOption(s) {
		return
	}
	e := ev0(EventKindMovementSkipped)
	e.Faction = s.movingFaction()
	s.emit(ev, pub(e))
	if s.dec == DecisionStateMove {
		s.toActivities(ev)
		return
	}
	s.afterMovement(ev)
}

func (s *State) movingFaction() Faction {
	if s.dec == DecisionStateMove {
		return StateFaction
	}
	return s.active()
}

// afterMovement: in the 4-player game the State counter move (G3), then
// the Anti-Mafia Operation window, then the activities. House rule
// HOUSE-6.3b: the State move comes after the Family's movement and all
// moved counters resolve in one activities phase in the order they moved;
// the active player decides for the State's counters; the State's own
// calendar slots only roll its returns.
func (s *State) afterMovement(ev *evbuf) {
	if s.fourP() && s.active() != StateFaction {
		if s.skip[StateFaction] {
			s.skip[StateFaction] = false
			e := ev0(EventKindMovementSkipped)
			e.Faction, e.Cause = StateFaction, CauseAntimafia
			s.emit(ev, pub(e))
		} else if s.dice[0] > 0 {
			s.dec = DecisionStateMove
			s.checkMovable(ev)
			return
		}
	}
	s.toActivities(ev)
}

// performLeg moves a counter; a declared air move first opens the ATI
// Strike / Bomb at Airport window. House rule HOUSE-4.1d: a cancelled
// flight is not made; the mover chooses again with the same dice and no
// air link for the rest of the turn.
func (s *State) performLeg(ev *evbuf, l leg, declared bool) {
	if l.air && !declared {
		s.decl, s.declDec = l, s.dec
		// everyone but the mover may ground the flight
		if s.openWindow(DecisionFlight, 0x1F&^famBit(s.movingFaction())) {
			return
		}
	}
	e := ev0(EventKindMoved)
	e.Counter, e.From, e.Space, e.Air = Counter(l.c), Place(s.loc[l.c]), Place(l.to), l.air
	s.emit(ev, pub(e))
	s.loc[l.c], s.head[l.c] = l.to, l.head
	if s.nlegs < 3 {
		s.legs[s.nlegs] = l
		s.nlegs++
	}
	switch {
	case s.dec == DecisionMove && l.die != 0:
		s.dec = DecisionSecondMove
		s.checkMovable(ev)
	case s.dec == DecisionStateMove:
		s.toActivities(ev)
	default:
		s.afterMovement(ev)
	}
}

var dieWords = [3]string{"by the sum", "by the first die", "by the second die"}

func promptMove(s *State) string {
	a := s.active()
	d1, d2 := strconv.Itoa(int(s.dice[0])), strconv.Itoa(int(s.dice[1]))
	switch s.dec {
	case DecisionSecondMove:
		other := 3 - s.legs[0].die%3
		return "Move another counter of the " + famWord(a) + " " + dieWords[other%3] + " (" + strconv.Itoa(s.dieValue(other)) + ")"
	case DecisionStateMove:
		return "Move the Prefetto or a Carabiniere by the value of one die (" + d1 + " or " + d2 + ")"
	}
	return "Move one counter of the " + famWord(a) + " by the sum (" + strconv.Itoa(s.dieValue(0)) + "), or two counters by one die each (" + d1 + " and " + d2 + ")"
}

// applyHeli: Helicopter Operation changes the movement dice.
func (s *State) applyHeli(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, -1, -1)
		for i, d := range m.dieChanges() {
			// House rule HOUSE-4.1c: each die changes by -2..+2, clamped to 1..8
			v := int(s.dice[i]) + int(d)
			s.dice[i] = uint8(min(max(v, 1), 8))
		}
		e := ev0(EventKindDiceChanged)
		e.Dice = s.dice
		s.emit(ev, pub(e))
	}
	s.startMovement(ev)
}

// applyMove makes (or, by air, declares) a movement leg.
func (s *State) applyMove(m Move, ev *evbuf) {
	s.performLeg(ev, leg{c: int8(m.Counter), die: m.Die, to: int8(m.Space), head: m.Facing, air: m.Air}, false)
}

// applyAir: ATI Strike or Bomb at Airport grounds the declared flight.
func (s *State) applyAir(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, s.decl.c, -1)
		e := ev0(EventKindAirCancelled)
		e.Counter, e.Card = Counter(s.decl.c), m.Card
		s.emit(ev, pub(e))
		s.noAir, s.wmask = true, 0
		s.dec = s.declDec
		s.checkMovable(ev)
		return
	}
	s.wmask &^= 1 << uint(f)
	if !s.nextWindow(DecisionFlight) {
		s.dec = s.declDec
		s.performLeg(ev, s.decl, true)
	}
}

func validateHeli(s *State) error {
	if s.dice[0] == 0 || s.nlegs != 0 {
		return lawOf(rLawHelicopterWindowContext)
	}
	if s.dice[0] > 6 || s.dice[1] > 6 {
		return lawOf(rLawHelicopterWindowDice, int(s.dice[0]), int(s.dice[1]))
	}
	if err := s.movementAgenda(); err != nil {
		return err
	}
	return s.onlyStateAsked()
}

func validateMove(s *State) error {
	switch {
	case s.dice[0] == 0 || s.dice[1] == 0:
		return lawOf(rLawMovementBeforeTheDice)
	case s.dec == DecisionMove && s.nlegs != 0:
		return lawOf(rLawFirstLegAfterALeg)
	case s.dec == DecisionSecondMove && (s.nlegs != 1 || s.legs[0].die == 0):
		return lawOf(rLawSecondLegWithoutAFirst)
	case s.dec == DecisionStateMove && !s.fourP():
		return lawOf(rLawStateMoveOutsideFourPlayerGame)
	}
	return s.movementAgenda()
}

func validateAir(s *State) error {
	moving := s.active()
	if s.declDec == DecisionStateMove {
		moving = StateFaction
	}
	switch {
	case !validLeg(s.decl) || !s.decl.air || (s.declDec != DecisionMove && s.declDec != DecisionSecondMove && s.declDec != DecisionStateMove):
		return lawOf(rLawFlightWindowWithoutFlight)
	case s.dice[0] == 0:
		return lawOf(rLawFlightBeforeTheDice)
	case s.wfac < 0 || Faction(s.wfac) == moving || s.wmask&famBit(moving) != 0:
		return lawOf(rLawFlightWindowAsksTheMover)
	case !s.onMap(int(s.decl.c)) || !canFly(int(s.decl.c)):
		return lawOf(rLawDeclaredFlightCounter)
	}
	// the declared flight is a move its movement decision allows, after
	// the legs already made (the other die for a second leg, a path of
	// exactly its points)
	t := *s
	t.dec = s.declDec
	if err := validateMove(&t); err != nil {
		return lawOf(rLawFlightDecisionContext, int(s.declDec), ruleOf(err))
	}
	m := MovementMove(0, Counter(s.decl.c), s.decl.die, Place(s.decl.to), s.decl.head, true)
	if r := checkMove(&t, m); !r.OK() {
		return Reasons.Err(whyOf(rLawFlightNotALegalMove, int(s.declDec), int(r.Code())), m)
	}
	return s.movementAgenda()
}
