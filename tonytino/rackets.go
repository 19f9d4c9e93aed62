package tonytino

import "github.com/mafiarules/sdk/core"

// Phase 3 and the end: every street the placed tile completed is scored,
// the higher total taking its racket and a tie discarding it; the game
// ends when all 36 corners hold crew tiles, and the most money wins.

// score awards the racket of street st if the street is full and the racket
// still there: the higher sum takes it, a tie discards it (the rulebook,
// phase 3).
func (s *State) score(st Street, evs *events) {
	if s.rackets[st].fate() != onStreet || !s.streetFull(st) {
		return
	}
	sums := s.StreetSums(st)
	e := Event{Street: st, Racket: s.rackets[st].racket(), Sums: [2]int8{int8(sums[0]), int8(sums[1])},
		Player: core.NoPlayer, To: core.Everyone}
	f := tied
	switch {
	case sums[0] > sums[1]:
		f, e.Kind, e.Player = wonByP0, EventKindRacketWon, 0
	case sums[1] > sums[0]:
		f, e.Kind, e.Player = wonByP1, EventKindRacketWon, 1
	default:
		e.Kind = EventKindRacketDiscarded
	}
	s.rackets[st] = s.rackets[st].withFate(f)
	evs.Add(e)
}

func overPrompt(s *State) string { return "" }

func overLegal(dst []Move, s *State) []Move { return dst }

func overCheck(s *State, m Move) reason { return why(rGameOver) }

// overValidate: a finished game has nothing left to place and no turn open.
func overValidate(s *State) reason {
	if s.free() != 0 || s.pending != NoCard || s.stepUp || s.extra {
		return why(rOverOpen)
	}
	return 0
}

// addGameOver reports the winner (none for a shared win); Result has the
// money.
func (s *State) addGameOver(evs *events) {
	e := Event{Kind: EventKindGameOver, Player: core.NoPlayer, To: core.Everyone}
	switch d := compareStanding(s.standing(0), s.standing(1)); {
	case d > 0:
		e.Player = 0
	case d < 0:
		e.Player = 1
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

// Result is the outcome of a finished game: each player's money (Score) and
// rank; the zero Result before the end.
//
// The rulebook: the most money wins. House rule HOUSE-16: equal money is
// broken by more racket tiles won, then by the more valuable single tile;
// players still equal share the win.
func Result(s State) core.Result {
	if s.decision != DecisionOver {
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
