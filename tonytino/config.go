package tonytino

import (
	"github.com/mafiarules/sdk/core"
)

// Config sets up a game. The zero Config is the standard game for two.
type Config struct {
	// Players must be 0 (meaning 2) or 2: Tony & Tino is a game for two.
	Players int `json:"players,omitempty"`

	// StartPlayer is the seat that takes the first turn. nil draws it from
	// the seed. House rule HOUSE-3: the seed's "the youngest" is not
	// something an engine knows, so the caller chooses or the RNG does.
	StartPlayer *core.Player `json:"start_player,omitempty" doc:"HOUSE-3: the seat that takes the first turn (P0 or P1); left out, the setup's chance draws it"`

	// StoolPigeonX3 switches the 13th card of each deck from a fifth Step Up
	// (the default reading, House rule HOUSE-4) to a third Stool Pigeon.
	StoolPigeonX3 bool `json:"stool_pigeon_x3,omitempty" doc:"HOUSE-4: the 13th card of each deck is a third Stool Pigeon instead of a fifth Step Up"`

	// PublicDiscards makes discarded cards face up. House rule HOUSE-15:
	// by default discards are face down, so a discarded Police Raid stays a
	// secret and the bluff the seed encourages still works.
	PublicDiscards bool `json:"public_discards,omitempty" doc:"HOUSE-15: discarded cards lie face up (by default face down, so a discarded Police Raid stays secret)"`

	// RacketDraft replaces the dealing of the racket tiles with a draft
	// (the German review's rule; House rule HOUSE-18): the tiles are
	// shuffled face down, and from the start player on, the players take
	// turns turning up the top one and putting it on a street that has
	// none. Streets full at setup take none: the tiles that would be drawn
	// last, one per full street, are discarded face up, as when dealing.
	// Play begins with the start player once all are out.
	RacketDraft bool `json:"racket_draft,omitempty" doc:"HOUSE-18: the players draft the racket tiles onto the streets instead of dealing them"`
}

// New sets up a game from a seed, as the seed rulebook's setup describes.
//
// House rule HOUSE-2: the setup draws from the RNG in a fixed order, so a
// seed always gives the same game: (1) shuffle the 36 corner tokens onto
// corners A1..F6 row by row, and replace the 12 coloured ones with that
// colour's Henchmen; (2) shuffle the 12 racket tiles onto the streets in
// street order, a street already full discarding the tile dealt to it face
// up; (3) shuffle P0's 12 remaining crew tiles, then P1's, and turn up the
// top two of each; (4) shuffle P0's 13 cards, then P1's, and deal three
// each; (5) draw the starting player unless Config.StartPlayer names one.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the setup's chance drawn from r, so a test can
// force the deal: New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	var s State
	if cfg.Players != 0 && cfg.Players != NumSeats {
		return s, core.Errorf(core.ErrBadConfig, "Tony & Tino is for 2 players, not %d", cfg.Players)
	}
	if cfg.StartPlayer != nil && (*cfg.StartPlayer < 0 || *cfg.StartPlayer >= NumSeats) {
		return s, core.Errorf(core.ErrBadConfig, "start_player %v is not a seat (P0 or P1)", *cfg.StartPlayer)
	}
	return setup(cfg, r), nil
}

// setup is New after the config checks, drawing from r (tests force it).
func setup(cfg Config, r core.RNG) State {
	var s State
	s.opts = options{stoolPigeonX3: cfg.StoolPigeonX3, publicDiscards: cfg.PublicDiscards, racketDraft: cfg.RacketDraft}

	// Corner tokens: 24 numbered, then 6 of each colour (0x20 marks a colour).
	var tokens [NumCorners]uint8
	copy(tokens[:], numberedTokens[:])
	for i := 0; i < 2*colouredTokens; i++ {
		tokens[len(numberedTokens)+i] = 0x20 | uint8(i/colouredTokens)
	}
	r = r.Shuffle(NumCorners, func(i, j int) { tokens[i], tokens[j] = tokens[j], tokens[i] })
	for c, t := range tokens {
		if t&0x20 != 0 {
			s.board[c] = tileCell(core.Player(t&1), 1)
		} else {
			s.board[c] = t
		}
	}
	s.recount()

	if cfg.RacketDraft {
		r = s.stackRackets(r)
	} else {
		r = s.dealRackets(r)
	}

	// Crew tiles: each colour's 18 less the 6 Henchmen already on the board.
	for p := 0; p < NumSeats; p++ {
		n := 0
		for v, k := range tileCopies {
			if v == 1 {
				k -= colouredTokens
			}
			for ; k > 0; k-- {
				s.pile[p][n] = uint8(v)
				n++
			}
		}
		s.npile[p] = uint8(n)
		r = r.Shuffle(n, func(i, j int) { s.pile[p][i], s.pile[p][j] = s.pile[p][j], s.pile[p][i] })
		for i := 0; i < DisplaySize; i++ {
			s.revealTile(core.Player(p))
		}
	}

	// Cards.
	copies := s.copies()
	for p := 0; p < NumSeats; p++ {
		n := 0
		for c := StepUp; c < numCards; c++ {
			for k := copies[c]; k > 0; k-- {
				s.deck[p][n] = c
				n++
			}
		}
		s.ndeck[p] = uint8(n)
		r = r.Shuffle(n, func(i, j int) { s.deck[p][i], s.deck[p][j] = s.deck[p][j], s.deck[p][i] })
		for i := 0; i < HandSize; i++ {
			s.drawCard(core.Player(p))
		}
	}

	if cfg.StartPlayer != nil {
		s.active = *cfg.StartPlayer
	} else {
		var v int
		v, r = r.IntN(NumSeats)
		s.active = core.Player(v)
	}
	s.rng = r
	s.first = NoCorner
	s.phase = phaseCard
	if s.nrstack > 0 {
		s.phase = phaseDraft
	}
	return s
}

// stackRackets is the racket draft's setup (Config.RacketDraft): the 12
// tiles are shuffled into a face-down stack, and for each street full at
// setup the bottom tile (one that would be drawn last) is discarded face up
// onto it, so the stack holds one tile per street still to take one.
func (s *State) stackRackets(r core.RNG) core.RNG {
	s.rstack = racketValues
	r = r.Shuffle(NumRackets, func(i, j int) { s.rstack[i], s.rstack[j] = s.rstack[j], s.rstack[i] })
	s.nrstack = NumRackets
	bottom := 0
	for st := Street(0); st < NumStreets; st++ {
		s.fate[st] = racketDraft
		if s.streetFull(st) {
			s.racket[st] = s.rstack[bottom]
			s.fate[st] = racketSetup
			bottom++
		}
	}
	copy(s.rstack[:], s.rstack[bottom:])
	s.nrstack -= uint8(bottom)
	for i := s.nrstack; i < NumRackets; i++ {
		s.rstack[i] = 0
	}
	return r
}

// dealRackets shuffles the 12 racket tiles and deals them to the streets in
// street order (V1..V6, then H1..H6: the seed's "left to right, top to
// bottom"). A street whose six corners already hold crew tiles gets no
// racket: the tile dealt to it is discarded face up.
func (s *State) dealRackets(r core.RNG) core.RNG {
	s.racket = racketValues
	r = r.Shuffle(NumRackets, func(i, j int) { s.racket[i], s.racket[j] = s.racket[j], s.racket[i] })
	for st := Street(0); st < NumStreets; st++ {
		s.fate[st] = racketOnStreet
		if s.streetFull(st) {
			s.fate[st] = racketSetup
		}
	}
	return r
}

// decodeConfig reads a JSON Config; nil or empty means the default.
func decodeConfig(b []byte) (Config, error) {
	var cfg Config
	if err := core.DecodeConfig("tonytino", b, &cfg); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// revealTile turns up the top tile of p's pile into p's face-up display, if
// there is one and room for it; it returns the value and whether it did.
func (s *State) revealTile(p core.Player) (int, bool) {
	if s.npile[p] == 0 || s.ndisp[p] >= DisplaySize {
		return 0, false
	}
	s.npile[p]--
	v := s.pile[p][s.npile[p]]
	s.pile[p][s.npile[p]] = 0
	s.display[p][s.ndisp[p]] = v
	s.ndisp[p]++
	return int(v), true
}

// drawCard moves the top card of p's deck into p's hand, keeping the hand
// sorted. House rule HOUSE-13: with an empty deck nothing is drawn and the
// hand shrinks. It returns the card, NoCard when none was drawn.
func (s *State) drawCard(p core.Player) Card {
	if s.ndeck[p] == 0 || s.nhand[p] >= HandSize {
		return NoCard
	}
	s.ndeck[p]--
	c := s.deck[p][s.ndeck[p]]
	s.deck[p][s.ndeck[p]] = NoCard
	i := int(s.nhand[p])
	for i > 0 && s.hand[p][i-1] > c {
		s.hand[p][i] = s.hand[p][i-1]
		i--
	}
	s.hand[p][i] = c
	s.nhand[p]++
	return c
}

// removeCard takes one card of type c from p's hand, keeping it sorted.
func (s *State) removeCard(p core.Player, c Card) bool {
	n := int(s.nhand[p])
	for i := 0; i < n; i++ {
		if s.hand[p][i] == c {
			copy(s.hand[p][i:n], s.hand[p][i+1:n])
			s.hand[p][n-1] = NoCard
			s.nhand[p]--
			return true
		}
	}
	return false
}
