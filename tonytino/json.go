package tonytino

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// stateJSON is the JSON form of a State: readable names instead of codes.
type stateJSON struct {
	// Board lists the corners A1..F6 row by row: a free corner as its token
	// ("5"), an occupied one as owner and tile value ("P0:2").
	Board []string `json:"board"`
	// Rackets lists the racket tile dealt to each street V1..V6, H1..H6.
	Rackets []racketJSON `json:"rackets"`
	// RacketStack is the racket draft's stack, bottom first, in dollars;
	// -1 for a tile a View hides (all but the top).
	RacketStack []int        `json:"racket_stack,omitempty"`
	Players     []playerJSON `json:"players"`
	Active      int          `json:"active"`
	Phase       string       `json:"phase"`
	Pending     Card         `json:"pending,omitempty"`
	First       *Corner      `json:"first_target,omitempty"`
	StepUp      bool         `json:"step_up,omitempty"`
	Extra       bool         `json:"extra_turn,omitempty"`
	Options     optionsJSON  `json:"options"`
	RNG         core.RNG     `json:"rng"`
}

type racketJSON struct {
	Dollars int    `json:"dollars"`
	Fate    string `json:"fate"` // "street", "P0", "P1", "setup" (discarded at setup) or "tied"
}

type playerJSON struct {
	Pile           []int  `json:"pile"`    // face-down crew tiles, bottom first; -1 hidden
	FaceUp         []int  `json:"face_up"` // face-up crew tiles
	Deck           []Card `json:"deck"`    // face-down cards, bottom first
	Hand           []Card `json:"hand"`
	Played         []Card `json:"played"`
	Discards       []Card `json:"discards"`
	HiddenDiscards int    `json:"hidden_discards,omitempty"`
}

type optionsJSON struct {
	StoolPigeonX3  bool `json:"stool_pigeon_x3,omitempty"`
	PublicDiscards bool `json:"public_discards,omitempty"`
	RacketDraft    bool `json:"racket_draft,omitempty"`
}

// MarshalJSON writes the state (or view) in a readable form that
// UnmarshalJSON reads back exactly.
func (s State) MarshalJSON() ([]byte, error) {
	j := stateJSON{
		Board:   make([]string, NumCorners),
		Rackets: make([]racketJSON, NumRackets),
		Players: make([]playerJSON, NumSeats),
		Active:  int(s.active),
		Phase:   s.Phase(),
		Pending: s.pending,
		StepUp:  s.stepUp,
		Extra:   s.extra,
		Options: optionsJSON{s.opts.stoolPigeonX3, s.opts.publicDiscards, s.opts.racketDraft},
		RNG:     s.rng,
	}
	if s.first != NoCorner {
		f := s.first
		j.First = &f
	}
	for c, b := range s.board {
		if isTile(b) {
			j.Board[c] = tileOwner(b).String() + ":" + strconv.Itoa(tileValue(b))
		} else {
			j.Board[c] = strconv.Itoa(int(b))
		}
	}
	for st := range j.Rackets {
		f := "?"
		if s.fate[st] < numFates {
			f = fateNames[s.fate[st]]
		}
		j.Rackets[st] = racketJSON{int(s.racket[st]) * racketUnit, f}
	}
	for _, r := range s.rstack[:s.nrstack] {
		d := int(r) * racketUnit
		if r == HiddenRacket {
			d = -1
		}
		j.RacketStack = append(j.RacketStack, d)
	}
	for p := range j.Players {
		pj := &j.Players[p]
		pj.Pile = make([]int, s.npile[p])
		for i, t := range s.pile[p][:s.npile[p]] {
			pj.Pile[i] = int(t)
			if t == HiddenTile {
				pj.Pile[i] = -1
			}
		}
		pj.FaceUp = make([]int, s.ndisp[p])
		for i, t := range s.display[p][:s.ndisp[p]] {
			pj.FaceUp[i] = int(t)
		}
		pj.Deck = append([]Card{}, s.deck[p][:s.ndeck[p]]...)
		pj.Hand = append([]Card{}, s.hand[p][:s.nhand[p]]...)
		pj.Played = countsToCards(s.played[p])
		pj.Discards = countsToCards(s.discard[p])
		pj.HiddenDiscards = int(s.hidDisc[p])
	}
	return json.Marshal(j)
}

func countsToCards(n [numCards]uint8) []Card {
	out := []Card{}
	for c := StepUp; c < numCards; c++ {
		for k := uint8(0); k < n[c]; k++ {
			out = append(out, c)
		}
	}
	return out
}

// UnmarshalJSON reads what MarshalJSON writes and checks all of it: ranges,
// the make-up of tiles, tokens, rackets and cards, and that the position can
// arise in play (a corner is free exactly when it holds a token, a street is
// scored exactly when it is full, the player to move has a move). Anything
// else is a core.ErrBadState error naming the fault, and s is left as it was.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return core.Errorf(core.ErrBadState, "state JSON: %v", err)
	}
	if dec.More() {
		return core.Errorf(core.ErrBadState, "state JSON: trailing data")
	}
	t, err := j.state()
	if err != nil {
		return err
	}
	*s = t
	return nil
}

func bad(format string, args ...any) error { return core.Errorf(core.ErrBadState, format, args...) }

// state builds and validates the State.
func (j *stateJSON) state() (State, error) {
	var s State
	s.opts = options{j.Options.StoolPigeonX3, j.Options.PublicDiscards, j.Options.RacketDraft}
	s.rng = j.RNG
	if len(j.Board) != NumCorners {
		return s, bad("board has %d corners, not %d", len(j.Board), NumCorners)
	}
	for c, txt := range j.Board {
		cell, ok := parseCell(txt)
		if !ok {
			return s, bad("corner %v: %q is neither a token (1 to 10) nor a tile (P0:0 to P1:3)", Corner(c), txt)
		}
		s.board[c] = cell
	}
	s.recount()
	if len(j.Rackets) != NumRackets {
		return s, bad("%d racket tiles, not %d", len(j.Rackets), NumRackets)
	}
	for st, r := range j.Rackets {
		draft := r.Fate == fateNames[racketDraft]
		if r.Dollars%racketUnit != 0 || (draft && r.Dollars != 0) ||
			(!draft && (r.Dollars < racketUnit || r.Dollars > 5*racketUnit)) {
			return s, bad("street %v: racket of %d dollars does not exist (fate %q)", Street(st), r.Dollars, r.Fate)
		}
		s.racket[st] = uint8(r.Dollars / racketUnit)
		f := -1
		for i, n := range fateNames {
			if n == r.Fate {
				f = i
			}
		}
		if f < 0 {
			return s, bad("street %v: racket fate %q (want street, P0, P1, setup or tied)", Street(st), r.Fate)
		}
		s.fate[st] = uint8(f)
	}
	if len(j.RacketStack) > NumRackets {
		return s, bad("%d tiles in the racket stack", len(j.RacketStack))
	}
	for i, d := range j.RacketStack {
		switch {
		case d == -1:
			s.rstack[i] = HiddenRacket
		case d%racketUnit == 0 && d >= racketUnit && d <= 5*racketUnit:
			s.rstack[i] = uint8(d / racketUnit)
		default:
			return s, bad("racket stack: a racket of %d dollars does not exist", d)
		}
	}
	s.nrstack = uint8(len(j.RacketStack))
	if len(j.Players) != NumSeats {
		return s, bad("%d players, not %d", len(j.Players), NumSeats)
	}
	for p := range j.Players {
		if err := j.Players[p].fill(&s, core.Player(p)); err != nil {
			return s, err
		}
	}
	if j.Active < 0 || j.Active >= NumSeats {
		return s, bad("active player %d is not a seat", j.Active)
	}
	s.active = core.Player(j.Active)
	ph := -1
	for i, n := range phaseNames {
		if n == j.Phase {
			ph = i
		}
	}
	if ph < 0 {
		return s, bad("phase %q (want card, raid, target, place or over)", j.Phase)
	}
	s.phase = phase(ph)
	s.pending = j.Pending
	s.first = NoCorner
	if j.First != nil {
		s.first = *j.First
	}
	s.stepUp, s.extra = j.StepUp, j.Extra
	if err := s.validate(); err != nil {
		return State{}, err
	}
	return s, nil
}

func parseCell(txt string) (uint8, bool) {
	if len(txt) == 4 && txt[0] == 'P' && (txt[1] == '0' || txt[1] == '1') && txt[2] == ':' && txt[3] >= '0' && txt[3] <= '3' {
		return tileCell(core.Player(txt[1]-'0'), int(txt[3]-'0')), true
	}
	v, err := strconv.Atoi(txt)
	if err != nil || v < 1 || v > MaxToken || strconv.Itoa(v) != txt {
		return 0, false
	}
	return uint8(v), true
}

func (pj *playerJSON) fill(s *State, p core.Player) error {
	if len(pj.Pile) > PileSize {
		return bad("%v has %d face-down crew tiles, at most %d", p, len(pj.Pile), PileSize)
	}
	for i, t := range pj.Pile {
		switch {
		case t == -1:
			s.pile[p][i] = HiddenTile
		case t >= 0 && t <= 3:
			s.pile[p][i] = uint8(t)
		default:
			return bad("%v's pile holds a crew tile of value %d", p, t)
		}
	}
	s.npile[p] = uint8(len(pj.Pile))
	if len(pj.FaceUp) > DisplaySize {
		return bad("%v has %d face-up crew tiles, at most %d", p, len(pj.FaceUp), DisplaySize)
	}
	for i, t := range pj.FaceUp {
		if t < 0 || t > 3 {
			return bad("%v has a face-up crew tile of value %d", p, t)
		}
		s.display[p][i] = uint8(t)
	}
	s.ndisp[p] = uint8(len(pj.FaceUp))
	if len(pj.Deck) > DeckSize || len(pj.Hand) > HandSize {
		return bad("%v has %d cards in the deck and %d in hand, at most %d and %d", p, len(pj.Deck), len(pj.Hand), DeckSize, HandSize)
	}
	for i, c := range pj.Deck {
		if !c.valid() && c != HiddenCard {
			return bad("%v's deck holds %v", p, c)
		}
		s.deck[p][i] = c
	}
	s.ndeck[p] = uint8(len(pj.Deck))
	for i, c := range pj.Hand {
		if !c.valid() && c != HiddenCard {
			return bad("%v's hand holds %v", p, c)
		}
		s.hand[p][i] = c
	}
	s.nhand[p] = uint8(len(pj.Hand))
	sortCards(s.hand[p][:s.nhand[p]])
	for _, c := range pj.Played {
		if !c.valid() || s.played[p][c] >= DeckSize {
			return bad("%v's played cards: %v", p, c)
		}
		s.played[p][c]++
	}
	for _, c := range pj.Discards {
		if !c.valid() || s.discard[p][c] >= DeckSize {
			return bad("%v's discards: %v", p, c)
		}
		s.discard[p][c]++
	}
	if pj.HiddenDiscards < 0 || pj.HiddenDiscards > DeckSize {
		return bad("%v has %d hidden discards", p, pj.HiddenDiscards)
	}
	s.hidDisc[p] = uint8(pj.HiddenDiscards)
	return nil
}

// CheckConservation returns an error (core.ErrBadState) if s breaks a law
// of the game: the 24 numbered tokens, the 12 racket tiles ($260,000) each
// on its street, won or discarded as the street allows, each colour's 18
// crew tiles, each player's 13 cards, one free corner per crew tile still
// to place, and a consistent turn with a legal move for the player to move.
// Views pass too: hidden entries count as any card or tile. UnmarshalJSON
// runs it on every decoded state; tests run it after every move.
func CheckConservation(s State) error { return s.validate() }

// validate is CheckConservation.
func (s *State) validate() error {
	if err := s.inRange(); err != nil {
		return err
	}
	// The counts kept beside the board must match it.
	kept := *s
	kept.recount()
	if kept.ntok != s.ntok || kept.ntile != s.ntile {
		return bad("the token and tile counts do not match the board")
	}
	// Tokens: a sub-multiset of the 24 numbered tokens.
	var tok [MaxToken + 1]int
	for _, t := range numberedTokens {
		tok[t]++
	}
	for c, b := range s.board {
		if !isTile(b) {
			if tok[b]--; tok[b] < 0 {
				return bad("corner %v: one token %d too many on the board", Corner(c), b)
			}
		}
	}
	// Rackets: the 12 tiles, each with a fate its street allows.
	var rk [6]int
	for _, v := range racketValues {
		rk[v]++
	}
	waiting := 0
	for st := Street(0); st < NumStreets; st++ {
		full := s.streetFull(st)
		if s.fate[st] == racketDraft {
			if full || s.phase != phaseDraft {
				return bad("street %v waits for a racket outside the racket draft", st)
			}
			waiting++
			continue
		}
		if rk[s.racket[st]]--; rk[s.racket[st]] < 0 {
			return bad("street %v: one %s racket too many", st, money(int(s.racket[st])*racketUnit))
		}
		if full == (s.fate[st] == racketOnStreet) {
			return bad("street %v: full %v but racket fate %q", st, full, fateNames[s.fate[st]])
		}
	}
	for _, v := range s.rstack[:s.nrstack] {
		if v == HiddenRacket {
			continue
		}
		if rk[v]--; rk[v] < 0 {
			return bad("racket stack: one %s racket too many", money(int(v)*racketUnit))
		}
	}
	if int(s.nrstack) != waiting || (s.phase == phaseDraft) != (waiting > 0) || (s.nrstack > 0 && !s.opts.racketDraft) {
		return bad("%d racket tiles in the stack for %d streets waiting", s.nrstack, waiting)
	}
	if s.nrstack > 0 && s.rstack[s.nrstack-1] == HiddenRacket {
		return bad("the racket to put out is face down")
	}
	// Crew tiles: each colour's 18, on the board, face up or in the pile.
	remaining := 0
	for p := core.Player(0); p < NumSeats; p++ {
		var n [4]int
		total := 0
		for _, b := range s.board {
			if isTile(b) && tileOwner(b) == p {
				n[tileValue(b)]++
				total++
			}
		}
		for _, t := range s.display[p][:s.ndisp[p]] {
			n[t]++
			total++
		}
		for _, t := range s.pile[p][:s.npile[p]] {
			if t != HiddenTile {
				n[t]++
			}
			total++
		}
		for v := range n {
			if n[v] > int(tileCopies[v]) {
				return bad("%v has %d crew tiles of value %d, the colour has %d", p, n[v], v, tileCopies[v])
			}
		}
		if total != TilesPerColor {
			return bad("%v's crew tiles add up to %d, not %d", p, total, TilesPerColor)
		}
		if s.npile[p] > 0 && s.ndisp[p] < DisplaySize {
			return bad("%v shows %d face-up tiles with %d still in the pile", p, s.ndisp[p], s.npile[p])
		}
		remaining += s.tilesLeft(p)

		// Cards: the 13 of the deck, in hand, deck, played or discarded.
		copies := s.copies()
		var c [numCards]int
		total = int(s.hidDisc[p])
		for k := StepUp; k < numCards; k++ {
			c[k] = int(s.played[p][k]) + int(s.discard[p][k])
			total += c[k]
		}
		for _, k := range s.hand[p][:s.nhand[p]] {
			if k != HiddenCard {
				c[k]++
			}
			total++
		}
		for _, k := range s.deck[p][:s.ndeck[p]] {
			if k != HiddenCard {
				c[k]++
			}
			total++
		}
		for k := StepUp; k < numCards; k++ {
			if c[k] > int(copies[k]) {
				return bad("%v has %d %v cards, the deck has %d", p, c[k], k, copies[k])
			}
		}
		if total != DeckSize {
			return bad("%v's cards add up to %d, not %d", p, total, DeckSize)
		}
	}
	if free := s.free(); free != remaining {
		return bad("%d free corners but %d crew tiles left to place", free, remaining)
	}
	// The turn.
	if s.pending != NoCard && !s.pending.valid() {
		return bad("pending card %v", s.pending)
	}
	if s.first != NoCorner && (!s.first.Valid() || s.phase != phaseTarget) {
		return bad("first target %v outside the target phase", s.first)
	}
	if s.phase == phaseOver {
		if remaining != 0 || s.pending != NoCard || s.stepUp || s.extra {
			return bad("the game is over with a turn still open")
		}
		return nil
	}
	p := s.active
	if s.tilesLeft(p) == 0 {
		return bad("%v is to play with no crew tile left", p)
	}
	want := map[phase]bool{phaseRaid: true, phaseTarget: true}[s.phase]
	if (s.pending != NoCard) != want {
		return bad("phase %q with pending card %v", phaseNames[s.phase], s.pending)
	}
	if s.stepUp && s.phase != phasePlace {
		return bad("Step Up is resolved only in phase 2")
	}
	switch s.phase {
	case phaseCard:
		if s.nhand[p] == 0 {
			return bad("phase 1 with no card in hand")
		}
	case phaseRaid:
		if !s.pending.Counterable() || !s.raidPossible(other(p)) {
			return bad("a Police Raid window for %v", s.pending)
		}
	case phaseTarget:
		if s.pending != StoolPigeon && s.pending != Takeover && s.pending != DoubleCross {
			return bad("%v takes no targets", s.pending)
		}
		if s.first != NoCorner {
			f := s.first
			s.first = NoCorner
			sv := s.survey()
			var pr problem
			ok := s.targetOK(f, &sv, &pr)
			s.first = f
			if !ok {
				return bad("first target %v: %s", f, pr.String())
			}
		}
	}
	// A view may hide the mover's hand (a spectator's, the opponent's): then
	// only they can list their moves, and phase 1 always has a discard.
	if !s.holds(ToMove(*s), HiddenCard) && len(AppendLegal(nil, *s)) == 0 {
		return bad("%v has no legal move in phase %q", ToMove(*s), phaseNames[s.phase])
	}
	return nil
}

// inRange checks every field holds a value of its kind and every count
// fits its array, so the checks of validate can index without fear.
func (s *State) inRange() error {
	if s.phase >= numPhases {
		return bad("phase %d", s.phase)
	}
	if s.phase != phaseOver && (s.active < 0 || s.active >= NumSeats) {
		return bad("active player %v", s.active)
	}
	for c, b := range s.board {
		if (isTile(b) && b > tileCell(1, 3)) || (!isTile(b) && (b < 1 || b > MaxToken)) {
			return bad("corner %v holds %#x", Corner(c), b)
		}
	}
	for st := range s.fate {
		if s.fate[st] >= numFates || s.racket[st] > 5 || (s.racket[st] == 0) != (s.fate[st] == racketDraft) {
			return bad("street %v: racket %d, fate %d", Street(st), s.racket[st], s.fate[st])
		}
	}
	if s.nrstack > NumRackets {
		return bad("%d racket tiles in the stack", s.nrstack)
	}
	for _, r := range s.rstack[:s.nrstack] {
		if r != HiddenRacket && (r < 1 || r > 5) {
			return bad("a racket of %d in the stack", r)
		}
	}
	for p := 0; p < NumSeats; p++ {
		if s.npile[p] > PileSize || s.ndisp[p] > DisplaySize || s.ndeck[p] > DeckSize || s.nhand[p] > HandSize {
			return bad("P%d: %d tiles in the pile, %d face up, %d cards in the deck, %d in hand", p, s.npile[p], s.ndisp[p], s.ndeck[p], s.nhand[p])
		}
		for _, t := range s.pile[p][:s.npile[p]] {
			if t > 3 && t != HiddenTile {
				return bad("P%d's pile holds a tile of %d", p, t)
			}
		}
		for _, t := range s.display[p][:s.ndisp[p]] {
			if t > 3 {
				return bad("P%d shows a hidden or unknown tile (%d)", p, t)
			}
		}
		for _, c := range s.deck[p][:s.ndeck[p]] {
			if !c.valid() && c != HiddenCard {
				return bad("P%d's deck holds %v", p, c)
			}
		}
		for _, c := range s.hand[p][:s.nhand[p]] {
			if !c.valid() && c != HiddenCard {
				return bad("P%d's hand holds %v", p, c)
			}
		}
		if s.played[p][NoCard] != 0 || s.discard[p][NoCard] != 0 {
			return bad("P%d played or discarded no card", p)
		}
	}
	if s.pending != NoCard && !s.pending.valid() {
		return bad("pending card %v", s.pending)
	}
	return nil
}

// MarshalText writes the card's notation word, so cards read well in JSON.
func (c Card) MarshalText() ([]byte, error) { return []byte(c.ID()), nil }

// UnmarshalText reads a card's notation word ("none" and "hidden" too).
func (c *Card) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*c = NoCard
		return nil
	}
	k, ok := parseCard(string(b))
	if !ok {
		return core.Errorf(core.ErrBadState, "%q is not a card", b)
	}
	*c = k
	return nil
}

// MarshalText writes the corner's name ("C4", "-" for NoCorner).
func (c Corner) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a corner's name.
func (c *Corner) UnmarshalText(b []byte) error {
	if string(b) == "-" {
		*c = NoCorner
		return nil
	}
	k, ok := ParseCorner(string(b))
	if !ok {
		return core.Errorf(core.ErrBadState, "%q is not a corner", b)
	}
	*c = k
	return nil
}

// MarshalText writes the street's name ("V1", "H3").
func (st Street) MarshalText() ([]byte, error) { return []byte(st.String()), nil }

// UnmarshalText reads a street's name.
func (st *Street) UnmarshalText(b []byte) error {
	k, ok := parseStreet(string(b))
	if !ok {
		return core.Errorf(core.ErrBadState, "%q is not a street", b)
	}
	*st = k
	return nil
}

// MarshalText writes the kind's notation word ("play").
func (k MoveKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's notation word.
func (k *MoveKind) UnmarshalText(b []byte) error {
	for i := MoveKind(1); i < numMoveKinds; i++ {
		if moveWords[i] == string(b) {
			*k = i
			return nil
		}
	}
	return core.Errorf(core.ErrBadNotation, "%q is not a move kind", b)
}
