package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// New starts a game on cfg.Map (nil: Sicily): the State's counters on the
// roadblocks, Palermo and Catania (the map's StateCity and SISDECity, C1), the turn marker on R (C3), the three decks shuffled (C4),
// and the Families to choose their home cities.
func New(cfg Config, seed uint64) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, bd: cfg.boardFor(), rng: core.NewRNG(seed), winner: -1, amo: -1, target: -1, retC: -1, wfac: -1}
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
	s.loc[CPrefetto] = m.StateCity
	s.loc[CSISDE] = m.SISDECity
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
		p := &s.deck[d]
		for i := 0; i < 8; i++ {
			p.c[i] = Card(8*int(d) + i)
		}
		p.n = 8
		s.rng = core.ShuffleSlice(s.rng, p.c[:])
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

// rules is the Rules value's type.
type rules struct{}

// Rules is Mafia as a core.Game.
var Rules = rules{}

var _ core.Game[State, Move] = Rules

// Name implements core.Game.
func (rules) Name() string { return "mafia" }

// PlayerRange implements core.Game: 2 to 5 seats.
func (rules) PlayerRange() (int, int) { return 2, 5 }

// New implements core.Game with a JSON Config.
func (rules) New(config []byte, seed uint64) (State, error) {
	cfg, err := ParseConfig(config)
	if err != nil {
		return State{}, err
	}
	return New(cfg, seed)
}

// NumPlayers implements core.Game.
func (rules) NumPlayers(s State) int { return s.NumPlayers() }

// Legal implements core.Game.
func (rules) Legal(s State) []Move { return Legal(s) }

// Apply implements core.Game.
func (rules) Apply(s State, m Move) (State, []core.Event, error) { return Apply(s, m) }

// ToMove implements core.Game.
func (rules) ToMove(s State) core.Player { return ToMove(s) }

// Over implements core.Game.
func (rules) Over(s State) bool { return Over(s) }

// Result implements core.Game.
func (rules) Result(s State) core.Result { return Result(s) }

// View implements core.Game.
func (rules) View(s State, p core.Player) State { return View(s, p) }

// Determinize implements core.Game.
func (rules) Determinize(s State, p core.Player, rng core.RNG) State { return Determinize(s, p, rng) }

// ParseMove implements core.Game.
func (rules) ParseMove(text string) (Move, error) { return ParseMove(text) }

// WithRNG returns s with its chance source replaced. A tutorial, a test or
// a puzzle sets up the dice this way: s.WithRNG(core.NewRNG(1).ForceRolls(3, 5))
// makes the next two rolls 3 and 5.
func (s State) WithRNG(r core.RNG) State {
	s.rng = r
	return s
}
