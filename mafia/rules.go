package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// New starts a game on cfg.Map (nil: Sicily): the State's counters on the
// roadblocks, Palermo and Catania (the map's StateCity and SISDECity, C1), the turn marker on R (C3), the three decks shuffled (C4),
// and the Families to choose their home cities.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the setup's chance (the decks' shuffles) drawn
// from r: New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, bd: cfg.boardFor(), rng: r, winner: -1, amo: -1, target: -1, retC: -1, wfac: -1}
	s.cfg.Map = nil // the map lives in s.bd; Config() gives a copy
	m := &s.bd.m
	for i := range s.ctrl {
		s.ctrl[i] = -1
	}
	for i := range s.home {
		s.home[i] = -1
	}
	for c := range s.loc {
		s.loc[c] = -1
	}
	s.loc[CPrefetto] = int8(m.StateCity)
	s.loc[CSISDE] = int8(m.SISDECity)
	if s.fourP() {
		s.loc[CSISDE] = OutOfGame // G2
	}
	cc := CCC1 // one Carabiniere on each roadblock, in slot order (Validate: exactly 3)
	for sp := range m.Spaces {
		if m.Spaces[sp].Kind == Roadblock && cc < CFamily {
			s.loc[cc] = int8(sp)
			cc++
		}
	}
	for c := CFamily; c < NumCounters; c++ {
		s.loc[c] = Continent // placed in the home city when it is chosen
	}
	for d := Deck(0); d < 3; d++ {
		b := Card(8 * int(d))
		s.deck[d] = core.PileOf(b, b+1, b+2, b+3, b+4, b+5, b+6, b+7)
		s.rng = s.deck[d].Shuffle(s.rng)
	}
	s.ph = phSetup
	return s, nil
}

// Result is the outcome: the winning faction's seat (seats) ranked first
// with score 1, the others second with 0. Nobody wins when the State
// reaches its points in the 4-player game (G4) or at the house cut-off:
// every seat then shares rank 0 with score 0 and there are no winners.
func Result(s State) core.Result {
	if s.ph != phOver {
		return core.Result{}
	}
	n := s.NumPlayers()
	r := core.Result{Scores: make([]int, n), Rank: make([]int, n)}
	if s.winner < 0 {
		return r
	}
	w := s.seatOf(Faction(s.winner))
	for p := 0; p < n; p++ {
		if core.Player(p) == w {
			r.Scores[p] = 1
			r.Winners = append(r.Winners, w)
		} else {
			r.Rank[p] = 1
		}
	}
	return r
}

// Rules is Mafia as a core.Game, for the harness, the bots, the sdk
// registry and the examples: the package functions, with the Config as JSON.
var Rules = core.NewRules(core.Spec[State, Move, Config]{
	Name:        "mafia",
	MinPlayers:  2,
	MaxPlayers:  5,
	Config:      ParseConfig,
	NewWithRNG:  NewWithRNG,
	NumPlayers:  State.NumPlayers,
	Legal:       Legal,
	AppendLegal: AppendLegal,
	Apply:       Apply,
	ToMove:      ToMove,
	Over:        Over,
	Result:      Result,
	View:        View,
	Determinize: Determinize,
	ParseMove:   ParseMove,
	Describe:    Describe,
	Prompt:      Prompt,
})

// WithRNG returns s with its chance source replaced. A tutorial, a test or
// a puzzle sets up the dice this way: s.WithRNG(core.NewRNG(1).ForceRolls(3, 5))
// makes the next two rolls 3 and 5.
func (s State) WithRNG(r core.RNG) State {
	s.rng = r
	return s
}
