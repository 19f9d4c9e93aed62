package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// New deals a game: the rulebook's twelve setup steps.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the deal's chance drawn from r, so a test can
// force it: New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	return deal(cfg, r, nil)
}

// NewWithEvents is NewWithRNG with the setup's events, so the deal can be
// shown and a forced setup seen: each Wiseguy and Turf dealt
// (card-dealt), each Street card laid out (street-card-revealed), and
// each Investigation revealed for the Street and shuffled back
// (investigation-shuffled-back). Every seat sees them all: the deal is
// face up.
func NewWithEvents(cfg Config, r core.RNG) (State, []core.Event, error) {
	var keep evkeep
	ev := evbuf{keep: &keep}
	s, err := deal(cfg, r, &ev)
	if err != nil {
		return State{}, nil, err
	}
	return s, ev.Events(), nil
}

// deal is the setup; it reports its events to ev unless ev is nil (New
// keeps no events, so a game costs nothing more for them).
func deal(cfg Config, r core.RNG, ev *evbuf) (State, error) {
	o, n, g, err := cfg.check()
	if err != nil {
		return State{}, err
	}
	emit := func(e Event) {
		if ev != nil {
			public(ev, e)
		}
	}
	s := State{
		n: int8(n), opt: o, month: 1, phase: PhaseBusiness, step: stTurn,
		first: int8(cfg.FirstPlayer), phaseFirst: int8(cfg.FirstPlayer),
		atlantic: -1, guilt: int16(g), vLimit: 1,
		titles: [3]int8{-1, -1, -1}, zealous: [3]int8{-1, -1, -1},
		street: [4]int8{noCard, noCard, noCard, noCard},
		keeper: -1, streetBottom: noCard,
	}
	// Steps 1-2: three Wiseguys each.
	pool := bitset.Set(1)<<numWiseguys - 1
	for p := 0; p < n; p++ {
		for k := 0; k < 3; k++ {
			var w int
			w, pool, r = pool.Draw(r)
			s.wiseguys[p] |= 1 << uint(w)
			emit(Event{Kind: EventKindCardDealt, Player: core.Player(p), Card: Card(int8(w))})
		}
	}
	streetDeck := pool
	// Step 3: one Turf each.
	pool = bitset.Set(1)<<numTurfs - 1
	for p := 0; p < n; p++ {
		var t int
		t, pool, r = pool.Draw(r)
		s.turfs[p] |= 1 << uint(t)
		emit(Event{Kind: EventKindCardDealt, Player: core.Player(p), Card: Card(int8(t + firstTurf))})
	}
	streetDeck |= pool << firstTurf
	for p := int8(0); p < s.n; p++ {
		s.respect[p] = int16(s.expectedRespect(p))
	}
	// Step 5: starting Banks.
	s.billDeck = billStock
	for p := 0; p < n; p++ {
		s.bank[p] = bills{b5k: 2, b10kI: 1, b10kG: 1}
		s.billDeck[b5k] -= 2
		s.billDeck[b10kI]--
		s.billDeck[b10kG]--
	}
	// Step 6: the Street pile; Investigations revealed now go back.
	streetDeck |= (bitset.Set(1)<<numRespect - 1) << firstRespect
	streetDeck |= invMask
	s.streetDeck = streetDeck
	for i := range s.street {
		for s.streetDeck&^invMask != 0 {
			var c int
			var rest bitset.Set
			c, rest, r = s.streetDeck.Draw(r)
			if isInv(c) {
				emit(Event{Kind: EventKindInvestigationShuffledBack, Investigation: Investigation(c - firstInv)})
				continue // revealed during setup: shuffled back
			}
			s.streetDeck = rest
			s.street[i] = int8(c)
			emit(Event{Kind: EventKindStreetCardRevealed, Card: Card(int8(c)), Space: Space(int16(i))})
			break
		}
	}
	// Steps 7-8: the Bill pile holds the Raid; the Vendetta pile is full.
	s.vDeck = vendettaStock
	s.rng = r
	// The game starts: January's Business, the First Player's turn.
	emit(Event{Kind: EventKindPhaseStarted, Month: 1, Phase: PhaseBusiness})
	emit(Event{Kind: EventKindTurnStarted, Player: core.Player(s.active())})
	return s, nil
}

const invMask = (bitset.Set(1)<<numInv - 1) << firstInv

func isInv(c int) bool { return c >= firstInv && c < cUnderboss }
