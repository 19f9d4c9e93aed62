package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// New starts a game: the State's counters on the roadblocks, Palermo and
// Catania (C1), the turn marker on R (C3), the three decks shuffled (C4),
// and the Families to choose their home cities.
func New(cfg Config, seed uint64) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	s := State{cfg: cfg, rng: core.NewRNG(seed), winner: -1, amo: -1, target: -1, retC: -1, wfac: -1}
	for i := range s.ctrl {
		s.ctrl[i] = -1
	}
	for i := range s.home {
		s.home[i] = -1
	}
	for c := range s.loc {
		s.loc[c] = -1
	}
	s.loc[CPrefetto] = PAL
	s.loc[CSISDE] = CAT
	if s.fourP() {
		s.loc[CSISDE] = OutOfGame // G2
	}
	s.loc[CCC1], s.loc[CCC1+1], s.loc[CCC1+2] = TER, TAO, PIA
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

// seeHands is the set of hand slots seat p sees.
func (s *State) seeHands(p core.Player) uint16 {
	var m uint16
	if p < 0 {
		return 0
	}
	for i := 0; i < numHands; i++ {
		if s.slotSeat(i) == p {
			m |= 1 << uint(i)
		}
	}
	return m
}

// View is s as seat p (or a spectator, p = NoPlayer) may see it: the other
// factions' hands become counts of hidden cards, the decks keep their size
// but not their cards, and the RNG is zeroed.
func View(s State, p core.Player) State {
	see := s.seeHands(p)
	for f := 0; f < numHands; f++ {
		if see&(1<<uint(f)) != 0 {
			continue
		}
		for d := Deck(0); d < 3; d++ {
			s.hid[f][d] += uint8(popcount(s.hand[f] & deckMask(d)))
		}
		s.hand[f] = 0
	}
	for d := range s.deck {
		for i := range s.deck[d].c {
			if i < int(s.deck[d].n) {
				s.deck[d].c[i] = HiddenCard
			} else {
				s.deck[d].c[i] = 0
			}
		}
	}
	s.rng = core.RNG{}
	return s
}

// Determinize deals every card p cannot see anew — the other factions'
// hands and the three decks — from the cards p cannot account for, and
// sets the RNG to rng. It works on a View and on a full state alike.
func Determinize(s State, p core.Player, rng core.RNG) State {
	see := s.seeHands(p)
	r := rng
	for d := Deck(0); d < 3; d++ {
		var known uint32
		for f := 0; f < numHands; f++ {
			if see&(1<<uint(f)) != 0 {
				known |= s.hand[f]
			}
		}
		var pool [8]Card
		n := 0
		for c := Card(8 * int(d)); c < Card(8*int(d)+8); c++ {
			if known&(1<<uint(c)) == 0 {
				pool[n] = c
				n++
			}
		}
		r = core.ShuffleSlice(r, pool[:n])
		k := 0
		for f := 0; f < numHands; f++ {
			if see&(1<<uint(f)) != 0 {
				continue
			}
			cnt := popcount(s.hand[f]&deckMask(d)) + int(s.hid[f][d])
			s.hand[f] &^= deckMask(d)
			s.hid[f][d] = 0
			for i := 0; i < cnt && k < n; i++ {
				s.hand[f] |= 1 << uint(pool[k])
				k++
			}
		}
		dp := &s.deck[d]
		for i := 0; i < int(dp.n) && k < n; i++ {
			dp.c[i] = pool[k]
			k++
		}
	}
	s.rng = rng
	return s
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
