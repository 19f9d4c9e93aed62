package mafia

import (
	"iter"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// Counter is one of the 17 playing counters: the Prefetto (CPrefetto), the
// SISDE (CSISDE), the three Carabinieri (CC1, CC2, CC3) and, for each
// Family, its Boss (BossOf) and two Picciotti (PicciottoOf). Its notation
// (its id) is "prefetto", "sisde", "CC1".."CC3", "R.B", "R.P1", "R.P2",
// "N.B", ...
type Counter int8

// BossOf is Family f's Boss.
func BossOf(f Faction) Counter { return Counter(bossOf(f)) }

// PicciottoOf is Family f's first (n = 1) or second (n = 2) Picciotto.
func PicciottoOf(f Faction, n int) Counter { return Counter(bossOf(f) + min(max(n, 1), 2)) }

// Valid reports whether c is one of the 17 counters.
func (c Counter) Valid() bool { return c >= 0 && c < NumCounters }

// Kind is the counter's type.
func (c Counter) Kind() CounterKind { return kindOf(int(c)) }

// Owner is the faction the counter belongs to (the State for the Prefetto,
// the SISDE and the Carabinieri).
func (c Counter) Owner() Faction { return ownerOf(int(c)) }

// counterIDs are the counters' table entries: notation, words, and what
// the counter's kind may do.
func counterIDs() []ids.Entry[Counter] {
	out := make([]ids.Entry[Counter], NumCounters)
	for c := range NumCounters {
		out[c] = ids.Entry[Counter]{ID: Counter(c), Spelling: counterName(c), Name: counterWords(c), Text: counterKinds.Text(kindOf(c))}
	}
	return out
}

// Die is which movement dice a leg uses (D4): both (their sum), or one.
type Die uint8

// The dice of a leg.
const (
	Sum       Die = iota // the sum of the two dice: one counter moves
	FirstDie             // the first die ("die-1"): two counters move, one die each
	SecondDie            // the second die ("die-2")
)

// NoPlace is the Place of nothing: a link a map space does not have.
const NoPlace Place = -1

// Place is where a counter can be: a space of the map (0–25, PAL..PIA) or
// a box (Prison, Station, Continent, and OutOfGame for the 4-player SISDE).
type Place int8

// IsSpace reports whether p is a space of the map.
func (p Place) IsSpace() bool { return p >= 0 && p < NumSpaces }

// String is the place's notation: the space's id ("PAL") or the box's id
// ("prison", "carabinieri-station", "continent"); OutOfGame, no place a
// position writes (a counter out of play is left out), prints "out of
// play".
func (p Place) String() string { return locationName(int(p)) }

// Name is the place as printed on Sicily ("Palermo", "Carabinieri
// Station"); a game on another map names its spaces with State.Map.
func (p Place) Name() string {
	switch {
	case p.IsSpace():
		return sicilySpaces[p].Name
	case p == inPrison:
		return "Prison"
	case p == inStation:
		return "Carabinieri Station"
	case p == onContinent:
		return "Continent"
	}
	return locationName(int(p))
}

// Text is what the place does, for a tooltip: the space type's rules (D5d)
// or the box's meaning.
func (p Place) Text() string {
	switch {
	case p.IsSpace():
		return sicilySpaces[p].Kind.Text()
	case p == inPrison:
		return "Arrested counters; a Boss here is worth 2 remediation points to the State, a Picciotto 1/2."
	case p == inStation:
		return "Detained counters (the Stazione dei Carabinieri); a Boss here is worth 1 remediation point to the State."
	case p == onContinent:
		return "Eliminated counters; they roll to return at the start of their owner's turn."
	case p == outOfGame:
		return "The SISDE counter is not used in the 4-player game (G2)."
	}
	return ""
}

// Phase is the rulebook's phase the decision falls in; a checkpoint's
// depends on the checkpoint (State.Phase).
func (d Decision) Phase() Phase {
	switch d {
	case DecisionHomeCity:
		return PhasePreparation
	case DecisionSupportOfTheJudiciary, DecisionCheckpoint:
		return PhaseReturns
	case DecisionHelicopterOperation, DecisionMove, DecisionFlight, DecisionSecondMove, DecisionStateMove, DecisionAntiMafiaOperation:
		return PhaseMovement
	case DecisionOver:
		return PhaseOver
	}
	return PhaseActivities
}

// Decision is the kind of decision the game waits for (DecisionOver after
// the end).
func (s State) Decision() Decision { return s.dec }

// Phase is the rulebook's phase of play the game is in: a checkpoint's
// by where the turn stands (the start of the turn and after the returns:
// the returns phase; after the roll and after the movement: the movement
// phase; after a step and at the end: the activities phase).
func (s State) Phase() Phase {
	if s.dec == DecisionCheckpoint {
		switch s.cp {
		case cpStart, cpTurn:
			return PhaseReturns
		case cpRoll, cpMoved:
			return PhaseMovement
		}
		return PhaseActivities
	}
	return s.dec.Phase()
}

// MarshalText writes the place's id ("PAL", "prison"); NoPlace and
// OutOfGame, which a position leaves out, are refused.
func (p Place) MarshalText() ([]byte, error) {
	if p < 0 || p >= OutOfGame {
		return nil, core.Errorf(core.ErrBadState, "%s is no place a position writes (a counter out of play, or no place, is left out)", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText reads a place's id: a space of Sicily or a box.
func (p *Place) UnmarshalText(b []byte) error {
	x, err := ParsePlace(string(b))
	if err == nil {
		*p = x
	}
	return err
}

// Places yields the places a counter can be, in id order: the 26 spaces
// (PAL..PIA) and the boxes Prison, Station and Continent (what ParsePlace
// reads; the 4-player SISDE's OutOfGame is never written).
func Places() iter.Seq[Place] {
	return func(yield func(Place) bool) {
		for l := Place(0); l < OutOfGame; l++ {
			if !yield(l) {
				return
			}
		}
	}
}

// ParsePlace reads a place's id: a space of Sicily ("CAT") or a box
// ("carabinieri-station").
func ParsePlace(s string) (Place, error) {
	for l := 0; l < outOfGame; l++ {
		if locationName(l) == s {
			return Place(l), nil
		}
	}
	return 0, core.Errorf(core.ErrBadState, "%q is not a space or a box", s)
}
