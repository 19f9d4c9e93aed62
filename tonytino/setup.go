package tonytino

import "github.com/mafiarules/sdk/core"

// setup is the rulebook's setup, drawing from r in the fixed order of House
// rule HOUSE-2 (New's doc lists it).
func setup(cfg Config, r core.RNG) State {
	var s State
	s.opts = options{stoolPigeonX3: cfg.StoolPigeonX3, publicDiscards: cfg.PublicDiscards, racketDraft: cfg.RacketDraft}

	// Corner tokens: 24 numbered, then 6 of each colour (0x20 marks a colour).
	var tokens [NumCorners]uint8
	for i, t := range numberedTokens {
		tokens[i] = uint8(t)
	}
	for i := 0; i < 2*colouredTokens; i++ {
		tokens[len(numberedTokens)+i] = 0x20 | uint8(i/colouredTokens)
	}
	r = r.Shuffle(NumCorners, func(i, j int) { tokens[i], tokens[j] = tokens[j], tokens[i] })
	for c, t := range tokens {
		if t&0x20 != 0 {
			s.board[c] = tileCell(core.Player(t&1), Henchman)
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
	// (The piles are shuffled as arrays, then made core.Piles: the same
	// draws as Pile.Shuffle, without its generic swap.)
	for p := core.Player(0); p < NumSeats; p++ {
		var tiles [PileSize]Tile
		n := 0
		for t, k := range tileCopies {
			if Tile(t) == Henchman {
				k -= colouredTokens
			}
			for ; k > 0; k-- {
				tiles[n] = Tile(t)
				n++
			}
		}
		r = r.Shuffle(n, func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
		s.pile[p] = core.PileOf(tiles[:n]...)
		for i := 0; i < DisplaySize; i++ {
			s.revealTile(p)
		}
	}

	// Cards.
	copies := s.copies()
	for p := core.Player(0); p < NumSeats; p++ {
		var cards [DeckSize]Card
		n := 0
		for c := StepUp; c < numCards; c++ {
			for k := copies[c]; k > 0; k-- {
				cards[n] = c
				n++
			}
		}
		r = r.Shuffle(n, func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		s.deck[p] = core.PileOf(cards[:n]...)
		for i := 0; i < HandSize; i++ {
			s.drawCard(p)
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
	s.decision = DecisionPlayOrDiscard
	if s.rstack.Len() > 0 {
		s.decision = DecisionPutRacket
	}
	return s
}

// dealRackets shuffles the 12 racket tiles and deals them to the streets in
// street order (V1..V6, then H1..H6: the rulebook's "left to right, top to
// bottom"). A street whose six corners already hold crew tiles gets no
// racket: the tile dealt to it is discarded face up.
func (s *State) dealRackets(r core.RNG) core.RNG {
	tiles := racketValues
	r = r.Shuffle(NumRackets, func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	for st := Street(0); st < NumStreets; st++ {
		s.rackets[st] = slot(tiles[st], onStreet)
		if s.streetFull(st) {
			s.rackets[st] = slot(tiles[st], setupFull)
		}
	}
	return r
}

// revealTile turns up the top tile of p's pile into p's face-up display, if
// there is one and room for it; it reports the tile and whether it did.
func (s *State) revealTile(p core.Player) (Tile, bool) {
	if s.ndisp[p] >= DisplaySize {
		return 0, false
	}
	t, ok := s.pile[p].Pop()
	if !ok {
		return 0, false
	}
	s.display[p][s.ndisp[p]] = t
	s.ndisp[p]++
	return t, true
}
