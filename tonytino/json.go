package tonytino

import (
	"encoding/json"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// PositionVersion is the version of the position format State's JSON
// writes and reads (the package doc describes it).
const PositionVersion = 1

// positionJSON is the position format, version 1; the package doc lists
// every field.
type positionJSON struct {
	Game        string       `json:"game"`
	Version     int          `json:"version"`
	View        *core.Player `json:"view,omitempty"`
	Rules       *rulesJSON   `json:"rules"`
	Phase       *Decision    `json:"phase"`
	Active      *core.Player `json:"active"`
	Pending     *Card        `json:"pending,omitempty"`
	FirstTarget *Corner      `json:"first_target,omitempty"`
	StepUp      bool         `json:"step_up,omitempty"`
	ExtraTurn   bool         `json:"extra_turn,omitempty"`
	Board       []string     `json:"board"`
	Rackets     []racketJSON `json:"rackets"`
	RacketStack []Racket     `json:"racket_stack,omitempty"`
	Players     []playerJSON `json:"players"`
	RNG         *core.RNG    `json:"rng,omitempty"`
}

type rulesJSON struct {
	StoolPigeonX3  *bool `json:"stool_pigeon_x3"`
	PublicDiscards *bool `json:"public_discards"`
	RacketDraft    *bool `json:"racket_draft"`
}

type racketJSON struct {
	Street *Street `json:"street"`
	Racket *Racket `json:"racket,omitempty"`
	At     string  `json:"at"`
}

type playerJSON struct {
	Seat           *core.Player `json:"seat"`
	Pile           []Tile       `json:"pile"`
	FaceUp         []Tile       `json:"face_up"`
	Deck           []Card       `json:"deck"`
	Hand           []Card       `json:"hand"`
	Played         []Card       `json:"played"`
	Discards       []Card       `json:"discards"`
	HiddenDiscards int          `json:"hidden_discards,omitempty"`
}

// MarshalJSON writes the position format (the package doc describes it);
// UnmarshalJSON reads it back exactly.
func (s State) MarshalJSON() ([]byte, error) {
	j := positionJSON{
		Game:      "tonytino",
		Version:   PositionVersion,
		Rules:     &rulesJSON{&s.opts.stoolPigeonX3, &s.opts.publicDiscards, &s.opts.racketDraft},
		Phase:     &s.decision,
		Active:    &s.active,
		StepUp:    s.stepUp,
		ExtraTurn: s.extra,
		Board:     make([]string, 6),
		Rackets:   make([]racketJSON, NumRackets),
		Players:   make([]playerJSON, NumSeats),
	}
	if s.view {
		v := s.viewer
		j.View = &v
	} else {
		r := s.rng
		j.RNG = &r
	}
	if s.pending != NoCard {
		c := s.pending
		j.Pending = &c
	}
	if s.first != noCorner {
		c := s.first
		j.FirstTarget = &c
	}
	for r := range j.Board {
		cells := make([]string, 6)
		for c := range cells {
			cells[c] = cellText(s.board[CornerAt(c, r)])
		}
		j.Board[r] = strings.Join(cells, " ")
	}
	for st := range j.Rackets {
		street := Street(st)
		rj := racketJSON{Street: &street, At: fateNames.Name(int(s.rackets[st].fate()))}
		if s.rackets[st].fate() != toDraft {
			r := s.rackets[st].racket()
			rj.Racket = &r
		}
		j.Rackets[st] = rj
	}
	j.RacketStack = s.rstack.AppendTo(nil)
	for p := range j.Players {
		seat := core.Player(p)
		j.Players[p] = playerJSON{
			Seat:           &seat,
			Pile:           s.pile[p].AppendTo([]Tile{}),
			FaceUp:         append([]Tile{}, s.display[p][:s.ndisp[p]]...),
			Deck:           s.deck[p].AppendTo([]Card{}),
			Hand:           append([]Card{}, s.hand[p][:s.nhand[p]]...),
			Played:         countsToCards(s.played[p]),
			Discards:       countsToCards(s.discard[p]),
			HiddenDiscards: int(s.hidDisc[p]),
		}
	}
	return json.Marshal(j)
}

// cellText is a board cell: a free corner's token ("5"), or the owner and
// value of the crew tile on it ("P0:2").
func cellText(b uint8) string {
	if isTile(b) {
		return tileOwner(b).String() + ":" + tileOf(b).String()
	}
	return Token(b).String()
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

// UnmarshalJSON reads the position format and checks all of it (validate):
// the keys (each once, exactly spelt, none unknown, at most core.MaxJSON
// bytes, refused before anything is allocated for it), every list's
// length, every name, the laws of Check, the hidden entries of a View, and
// that the position is one the game can reach and play on from. Anything
// else is a core.ErrBadState error naming the law broken, and s is left as
// it was.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	if err := core.DecodePosition("tonytino", b, &j); err != nil {
		return err
	}
	t, err := j.state()
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// state builds the State and validates it.
func (j *positionJSON) state() (State, error) {
	var s State
	if err := core.CheckHeader("tonytino", PositionVersion, j.Game, j.Version); err != nil {
		return s, err
	}
	if j.Rules == nil || j.Rules.StoolPigeonX3 == nil || j.Rules.PublicDiscards == nil || j.Rules.RacketDraft == nil {
		return s, bad("the position names no rules (stool_pigeon_x3, public_discards and racket_draft, each true or false)")
	}
	s.opts = options{*j.Rules.StoolPigeonX3, *j.Rules.PublicDiscards, *j.Rules.RacketDraft}
	switch {
	case j.View != nil:
		s.view, s.viewer = true, *j.View
	case j.RNG == nil:
		return s, bad("a full position without its \"rng\" (only a view leaves it out)")
	default:
		s.rng = *j.RNG
	}
	if j.Phase == nil || j.Active == nil {
		return s, bad("the position names no phase or no active player")
	}
	s.decision, s.active = *j.Phase, *j.Active
	if j.Pending != nil {
		if *j.Pending == NoCard {
			return s, bad("pending: \"none\" is written by leaving the key out")
		}
		s.pending = *j.Pending
	}
	s.first = noCorner
	if j.FirstTarget != nil {
		s.first = *j.FirstTarget
	}
	s.stepUp, s.extra = j.StepUp, j.ExtraTurn
	if len(j.Board) != 6 {
		return s, bad("the board has %d rows, not 6", len(j.Board))
	}
	for r, row := range j.Board {
		cells := strings.Fields(row)
		if len(cells) != 6 {
			return s, bad("board row %d has %d corners, not 6", r+1, len(cells))
		}
		for c, txt := range cells {
			cell, ok := parseCell(txt)
			if !ok {
				return s, bad("corner %v: %q is neither a token (1 to 10) nor a crew tile (P0:0 to P1:3)", CornerAt(c, r), txt)
			}
			s.board[CornerAt(c, r)] = cell
		}
	}
	s.recount()
	if len(j.Rackets) != NumRackets {
		return s, bad("%d rackets, not one per street (%d)", len(j.Rackets), NumRackets)
	}
	for st, rj := range j.Rackets {
		if rj.Street == nil || *rj.Street != Street(st) {
			return s, bad("rackets: entry %d is not street %v (street order V1..V6, H1..H6)", st+1, Street(st))
		}
		f, ok := fateNames.Lookup(rj.At)
		if !ok {
			return s, bad("street %v: its racket is at %q, not one of street, P0, P1, setup, tie, draft", Street(st), rj.At)
		}
		if (rj.Racket == nil) != (fate(f) == toDraft) {
			return s, bad("street %v: a racket is named exactly when it is not still to draft", Street(st))
		}
		var r Racket
		if rj.Racket != nil {
			if r = *rj.Racket; !r.Valid() {
				return s, bad("street %v: %v is no racket for a street", Street(st), r)
			}
		}
		s.rackets[st] = slot(r, fate(f))
	}
	if len(j.RacketStack) > NumRackets {
		return s, bad("%d racket tiles in the draft stack, at most %d", len(j.RacketStack), NumRackets)
	}
	s.rstack = core.PileOf(j.RacketStack...)
	if len(j.Players) != NumSeats {
		return s, bad("%d players, not %d", len(j.Players), NumSeats)
	}
	for p := range j.Players {
		if err := j.Players[p].fill(&s, core.Player(p)); err != nil {
			return s, err
		}
	}
	if err := s.validate(); err != nil {
		return State{}, err
	}
	return s, nil
}

func parseCell(txt string) (uint8, bool) {
	if len(txt) == 4 && txt[0] == 'P' && (txt[1] == '0' || txt[1] == '1') && txt[2] == ':' && txt[3] >= '0' && txt[3] <= '3' {
		return tileCell(core.Player(txt[1]-'0'), Tile(txt[3]-'0')), true
	}
	for t := Token(1); t <= MaxToken; t++ {
		if txt == t.String() {
			return uint8(t), true
		}
	}
	return 0, false
}

func (pj *playerJSON) fill(s *State, p core.Player) error {
	if pj.Pile == nil || pj.FaceUp == nil || pj.Deck == nil || pj.Hand == nil || pj.Played == nil || pj.Discards == nil {
		return bad("players: entry %d lacks one of pile, face_up, deck, hand, played, discards (an empty one is [])", p+1)
	}
	if pj.Seat == nil || *pj.Seat != p {
		return bad("players: entry %d is not seat %v", p+1, p)
	}
	if len(pj.Pile) > PileSize {
		return bad("%v has %d face-down crew tiles, at most %d", p, len(pj.Pile), PileSize)
	}
	s.pile[p] = core.PileOf(pj.Pile...)
	if len(pj.FaceUp) > DisplaySize {
		return bad("%v has %d face-up crew tiles, at most %d", p, len(pj.FaceUp), DisplaySize)
	}
	copy(s.display[p][:], pj.FaceUp)
	s.ndisp[p] = uint8(len(pj.FaceUp))
	if len(pj.Deck) > DeckSize || len(pj.Hand) > HandSize {
		return bad("%v has %d cards in the deck and %d in hand, at most %d and %d", p, len(pj.Deck), len(pj.Hand), DeckSize, HandSize)
	}
	s.deck[p] = core.PileOf(pj.Deck...)
	copy(s.hand[p][:], pj.Hand)
	s.nhand[p] = uint8(len(pj.Hand))
	if !sortedCards(pj.Hand) {
		return bad("%v's hand is not in card order (step-up ... police-raid, hidden last)", p)
	}
	if len(pj.Played) > DeckSize || len(pj.Discards) > DeckSize {
		return bad("%v has played %d cards and discarded %d, of a deck of %d", p, len(pj.Played), len(pj.Discards), DeckSize)
	}
	for _, c := range pj.Played {
		if !c.valid() {
			return bad("%v's played cards hold %v", p, c)
		}
		s.played[p][c]++
	}
	for _, c := range pj.Discards {
		if !c.valid() {
			return bad("%v's discards hold %v", p, c)
		}
		s.discard[p][c]++
	}
	if !sortedCards(pj.Played) || !sortedCards(pj.Discards) {
		return bad("%v's played cards and discards are listed in card order", p)
	}
	if pj.HiddenDiscards < 0 || pj.HiddenDiscards > DeckSize {
		return bad("%v has %d hidden discards", p, pj.HiddenDiscards)
	}
	s.hidDisc[p] = uint8(pj.HiddenDiscards)
	return nil
}

// sortedCards reports whether cs is in card order.
func sortedCards(cs []Card) bool {
	for i := 1; i < len(cs); i++ {
		if cs[i-1] > cs[i] {
			return false
		}
	}
	return true
}

// ---- the identifiers as text ----

// MarshalText writes the card's notation ("step-up", "hidden").
func (c Card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a card's notation, "hidden" (a View's hidden card)
// and "none" too.
func (c *Card) UnmarshalText(b []byte) error {
	switch string(b) {
	case "hidden":
		*c = HiddenCard
		return nil
	case "none":
		*c = NoCard
		return nil
	}
	k, err := ParseCard(string(b))
	if err != nil {
		return bad("%q is not a card", b)
	}
	*c = k
	return nil
}

// MarshalText writes the tile's notation ("2", "hidden").
func (t Tile) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a tile's notation, "hidden" too.
func (t *Tile) UnmarshalText(b []byte) error {
	if string(b) == "hidden" {
		*t = HiddenTile
		return nil
	}
	k, err := ParseTile(string(b))
	if err != nil {
		return bad("%q is not a crew tile (0 to 3)", b)
	}
	*t = k
	return nil
}

// MarshalText writes the token's notation ("5").
func (t Token) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a token's notation, "1" to "10".
func (t *Token) UnmarshalText(b []byte) error {
	for k := Token(1); k <= MaxToken; k++ {
		if k.String() == string(b) {
			*t = k
			return nil
		}
	}
	return bad("%q is not a corner token (1 to 10)", b)
}

// MarshalText writes the racket's notation ("$30k", "hidden").
func (r Racket) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a racket's notation, "hidden" too.
func (r *Racket) UnmarshalText(b []byte) error {
	if string(b) == "hidden" {
		*r = HiddenRacket
		return nil
	}
	k, err := parseRacket(string(b))
	if err != nil {
		return err
	}
	*r = k
	return nil
}

// MarshalText writes the corner's notation ("C4").
func (c Corner) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, bad("corner %d does not exist", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a corner's notation.
func (c *Corner) UnmarshalText(b []byte) error {
	k, err := ParseCorner(string(b))
	if err != nil {
		return bad("%q is not a corner (A1 to F6)", b)
	}
	*c = k
	return nil
}

// MarshalText writes the street's notation ("V1", "H3").
func (st Street) MarshalText() ([]byte, error) {
	if !st.Valid() {
		return nil, bad("street %d does not exist", int(st))
	}
	return []byte(st.String()), nil
}

// UnmarshalText reads a street's notation.
func (st *Street) UnmarshalText(b []byte) error {
	k, err := ParseStreet(string(b))
	if err != nil {
		return bad("%q is not a street (V1 to V6, H1 to H6)", b)
	}
	*st = k
	return nil
}

// MarshalText writes the phase's notation ("card").
func (ph Decision) MarshalText() ([]byte, error) { return []byte(ph.String()), nil }

// UnmarshalText reads a phase's notation.
func (ph *Decision) UnmarshalText(b []byte) error {
	i, ok := decisionNames.Lookup(string(b))
	if !ok {
		return bad("%q is not a phase (card, raid, target, place, over, draft)", b)
	}
	*ph = Decision(i)
	return nil
}

// MarshalText writes the kind's notation ("racket-won").
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's notation.
func (k *EventKind) UnmarshalText(b []byte) error {
	i, ok := eventNames.Lookup(string(b))
	if !ok || i == 0 {
		return bad("%q is not an event kind", b)
	}
	*k = EventKind(i)
	return nil
}

// MarshalText writes the kind's notation ("play").
func (k MoveKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's notation.
func (k *MoveKind) UnmarshalText(b []byte) error {
	i, ok := moveWords.Lookup(string(b))
	if !ok || i == 0 {
		return core.Errorf(core.ErrBadNotation, "%q is not a move kind", b)
	}
	*k = MoveKind(i)
	return nil
}
