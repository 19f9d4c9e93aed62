package tonytino

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// PositionVersion is the version of the position format State's JSON
// writes and reads (the package doc describes it).
const PositionVersion = 2

// positionJSON is the position format, version 2; the package doc lists
// every field. Keys marked derived may be left out on input: the decoder
// works them out from the rest, and where one is given it must agree.
type positionJSON struct {
	envelope.Head[rulesJSON, Phase, Decision, decisionJSON]
	StepUp      bool         `json:"step_up,omitempty"`
	ExtraTurn   bool         `json:"extra_turn,omitempty"`
	Board       []boardRow   `json:"board" max:"6"`
	Rackets     []racketJSON `json:"rackets" max:"12"`
	RacketStack []Racket     `json:"racket_stack,omitempty" max:"12"` // derived in a full state
	Players     []playerJSON `json:"players" max:"2"`
	envelope.Tail
}

// rulesJSON is Config's switches; a switch left out is false.
type rulesJSON struct {
	StoolPigeonX3  bool `json:"stool_pigeon_x3"`
	PublicDiscards bool `json:"public_discards"`
	RacketDraft    bool `json:"racket_draft"`
}

// decisionJSON is the pending decision: its kind, who decides and its
// arguments (the card played in the Police Raid window and at the targets,
// the first target named).
type decisionJSON struct {
	Decision    *Decision    `json:"decision"`
	Seat        *core.Player `json:"seat"`
	Card        *Card        `json:"card,omitempty"`
	FirstTarget *Corner      `json:"first_target,omitempty"`
}

type racketJSON struct {
	Street *Street `json:"street"`
	Racket *Racket `json:"racket,omitempty"` // derived in a full state
	At     *fate   `json:"at"`
}

type playerJSON struct {
	Seat     *core.Player       `json:"seat"`
	Pile     []Tile             `json:"pile,omitempty" max:"18"` // derived
	FaceUp   []Tile             `json:"face_up,omitempty" max:"2"`
	Deck     []Card             `json:"deck,omitempty" max:"13"` // derived
	Hand     []Card             `json:"hand,omitempty" max:"3"`
	Played   core.Counts[slot8] `json:"played,omitzero"`
	Discards core.Counts[slot8] `json:"discards,omitzero"`
}

// slot8 is a card in a counted pile of the position format: slot 0 counts
// the hidden cards ({"hidden": 3}), the others are Cards.
type slot8 = envelope.Slot0[Card, *Card]

// position is the envelope of Tony & Tino's positions, for internal/envelope.
var position = envelope.Game{Name: "tonytino", Version: PositionVersion, Seats: NumSeats, Reasons: &Reasons,
	Codes: envelope.Codes{Decode: rPositionJSON, OtherGame: rOtherGame, OtherVersion: rOtherVersion,
		ViewSeat: rViewNotSeat, NoRNG: rNoRNG, EmptyRNG: rEmptyRNG, ViewRNG: rViewRNG,
		Phase: rPhaseDisagrees, Decision: rDecisionDisagrees, Active: rActiveDisagrees}}

// MarshalJSON writes the position format (the package doc describes it);
// UnmarshalJSON reads it back exactly.
func (s State) MarshalJSON() ([]byte, error) {
	if !s.decision.valid() {
		return nil, Reasons.Err(why(rNotAGame), nil)
	}
	j := positionJSON{StepUp: s.stepUp, ExtraTurn: s.extra, Board: make([]boardRow, 6),
		Rackets: make([]racketJSON, NumRackets), RacketStack: envelope.TopFirst(s.rstack), Players: make([]playerJSON, NumSeats)}
	var pending []decisionJSON
	if seat := ToMove(s); s.decision != DecisionOver {
		pending = []decisionJSON{{Decision: &s.decision, Seat: &seat}}
		if s.pending != NoCard {
			pending[0].Card = &s.pending
		}
		if s.first != NoCorner {
			pending[0].FirstTarget = &s.first
		}
	}
	j.Head, j.Tail = envelope.Write(&position, rulesJSON{s.opts.stoolPigeonX3, s.opts.publicDiscards, s.opts.racketDraft},
		s.Phase(), s.decision, s.Active(), pending, s.view, s.viewer, s.rng)
	for r := range j.Board {
		j.Board[r] = boardRow(s.board[CornerAt(0, r):])
	}
	for st := range j.Rackets {
		at := s.rackets[st].fate()
		j.Rackets[st] = racketJSON{Street: &streetOrder[st], At: &at}
		if r := s.rackets[st].racket(); at != toDraft {
			j.Rackets[st].Racket = &r
		}
	}
	for p := range j.Players {
		j.Players[p] = playerJSON{Seat: &seats[p], Pile: envelope.TopFirst(s.pile[p]), FaceUp: s.display[p][:s.ndisp[p]],
			Deck: envelope.TopFirst(s.deck[p]), Hand: s.hand[p][:s.nhand[p]],
			Played: countsOf(s.played[p], 0), Discards: countsOf(s.discard[p], s.hidDisc[p])}
	}
	return json.Marshal(j)
}

// streetOrder and seats are the streets and seats in order, for the
// position's "street" and "seat" keys.
var (
	streetOrder = slices.Collect(Streets())
	seats       = [NumSeats]core.Player{0, 1}
)

// countsOf is a player's played or discarded cards as a counted pile, the
// hidden ones in slot 0.
func countsOf(n [numCards]uint8, hidden uint8) (c core.Counts[slot8]) {
	c.Add(0, int(hidden))
	for k := StepUp; k < numCards; k++ {
		c.Add(slot8(k), int(n[k]))
	}
	return c
}

// boardRow is a row of the board in its notation, the cells of columns A
// to F with one space between two ("6 P0:1 P0:1 1 3 3").
type boardRow [6]uint8

// MarshalText writes the row's notation.
func (r boardRow) MarshalText() ([]byte, error) {
	cells := make([]string, len(r))
	for c, b := range r {
		cells[c] = cellText(b)
	}
	return []byte(strings.Join(cells, " ")), nil
}

// UnmarshalText reads a row's notation: six cells, one space between two,
// each a free corner's token ("5") or the owner and value of the crew tile
// on it ("P0:2"). Anything else is core.ErrBadNotation; *r is left as it was.
func (r *boardRow) UnmarshalText(b []byte) error {
	cells, row := strings.Split(string(b), " "), boardRow{}
	if len(cells) != len(r) {
		return core.Errorf(core.ErrBadNotation, "board row %q has %d corners, not 6 (one space between two)", b, len(cells))
	}
	for c, txt := range cells {
		t, err := ParseToken(txt)
		switch {
		case len(txt) == 4 && txt[0] == 'P' && (txt[1] == '0' || txt[1] == '1') && txt[2] == ':' && txt[3] >= '0' && txt[3] <= '3':
			row[c] = tileCell(core.Player(txt[1]-'0'), Tile(txt[3]-'0'))
		case err != nil:
			return core.Errorf(core.ErrBadNotation, "board row %q: %q is neither a token (1 to 10) nor a crew tile (P0:0 to P1:3)", b, txt)
		default:
			row[c] = uint8(t)
		}
	}
	*r = row
	return nil
}

// cellText is a board cell: a free corner's token ("5"), or the owner and
// value of the crew tile on it ("P0:2").
func cellText(b uint8) string {
	if isTile(b) {
		return tileOwner(b).String() + ":" + tileOf(b).String()
	}
	return Token(b).String()
}

// UnmarshalJSON reads the position format and checks all of it (validate):
// the keys (each once, exactly spelt, none unknown, at most core.MaxJSON
// bytes, every list refused past its largest size before anything is
// allocated for it), every list's length, every name, the derived facts
// (worked out where left out, checked where given), the laws of Check, the
// hidden entries of a View, and that the position is one the game can
// reach and play on from. Anything else is a core.ErrBadState error naming
// the law broken, and s is left as it was.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	env, err := position.Decode(b, &j)
	if err != nil {
		return err
	}
	t, err := j.state(env)
	if err == nil {
		*s = t
	}
	return err
}

// state builds the State the position describes, reading its keys in
// turn (the pending decision, the board, the rackets, the players), then
// working out what is derived (the piles and decks, a full state shuffling
// them from a split of its rng, which stays as given, and the rackets left
// out), and validates it: the law broken as an error, nil if none.
func (j *positionJSON) state(env envelope.Read) (State, error) {
	s := State{view: env.View, viewer: env.Viewer, rng: env.RNG, stepUp: j.StepUp, extra: j.ExtraTurn}
	if j.Rules != nil {
		s.opts = options{j.Rules.StoolPigeonX3, j.Rules.PublicDiscards, j.Rules.RacketDraft}
	}
	r := j.decision(&s)
	for row := range min(len(j.Board), 6) { // each read by boardRow
		copy(s.board[CornerAt(0, row):], j.Board[row][:])
	}
	s.recount()
	switch {
	case r.OK() && len(j.Board) != 6:
		r = why1(rBoardRows, len(j.Board))
	case r.OK() && slices.Contains(j.Board, boardRow{}): // a null row: no corners
		r = why2(rRowCorners, slices.Index(j.Board, boardRow{})+1, 0)
	case r.OK() && len(j.Decisions) == 0 && s.decision == DecisionOver && s.free() > 0:
		r = why1(rDecisionsLeftOut, s.free())
	case r.OK() && len(j.Players) != NumSeats:
		r = why2(rPlayerCount, len(j.Players), NumSeats)
	}
	if err := j.rackets(&s); r.OK() && err != nil {
		return State{}, err
	}
	deal := s.rng.Split()
	for p := 0; p < NumSeats && r.OK(); p++ {
		r = j.Players[p].fill(&s, core.Player(p))
	}
	for p := 0; p < NumSeats && r.OK(); p++ {
		deal, r = j.Players[p].derive(&s, core.Player(p), deal)
	}
	if r.OK() {
		r = j.deriveRackets(&s, deal)
	}
	if !r.OK() {
		return State{}, Reasons.Err(r, nil)
	}
	if r := s.validate(); !r.OK() {
		return State{}, s.refuse(r)
	}
	return s, nil
}

// rackets reads the twelve streets' rackets, in street order: the law
// they break as an error, nil if none. A racket left out of a full state
// is dealt later (deriveRackets).
func (j *positionJSON) rackets(s *State) error {
	if len(j.Rackets) != NumRackets {
		return Reasons.Err(why2(rRacketCount, len(j.Rackets), NumRackets), nil)
	}
	for st, rj := range j.Rackets {
		var r reason
		switch {
		case rj.Street == nil || *rj.Street != Street(st):
			r = why2(rRacketStreetOrder, st+1, st)
		case rj.At == nil: // left out; a spelling no fate has, fate.UnmarshalText refuses
			return withText(why1(rRacketAt, st), `""`, nil)
		case rj.Racket != nil && *rj.At == toDraft:
			r = why1(rRacketNamed, st)
		case rj.Racket == nil && *rj.At != toDraft && s.view:
			r = why1(rViewRacketLeftOut, st)
		case rj.Racket != nil && !rj.Racket.Valid():
			r = why2(rNoRacketForStreet, st, int(*rj.Racket))
		case rj.Racket != nil:
			s.rackets[st] = slot(*rj.Racket, *rj.At)
		default:
			s.rackets[st] = slot(NoRacket, *rj.At)
		}
		if !r.OK() {
			return Reasons.Err(r, nil)
		}
	}
	return nil
}

// deriveRackets deals the rackets a full state leaves out, from the twelve
// less those named on the streets and in the racket_stack: a street's
// racket left out ("racket" absent, "at" not "draft") is drawn from them
// with deal, and in the racket draft a racket_stack left out is the rest,
// shuffled. The reason is the law the rest breaks, zero if none.
func (j *positionJSON) deriveRackets(s *State, deal core.RNG) reason {
	left := core.CountsOf(racketValues[:]...).Minus(core.CountsOf(j.RacketStack...))
	for _, rs := range s.rackets {
		left.Remove(rs.racket(), 1)
	}
	for st, rs := range s.rackets {
		if rs.fate() != toDraft && rs.racket() == NoRacket {
			r, next, ok := left.Draw(deal)
			if !ok {
				return why1(rRacketsLeftShort, st)
			}
			deal, s.rackets[st] = next, slot(r, rs.fate())
		}
	}
	switch {
	case j.RacketStack != nil:
		s.rstack = envelope.PileOf(j.RacketStack)
	case s.decision == DecisionPutRacket && s.view:
		return why(rViewDraftStack)
	case s.decision == DecisionPutRacket:
		for r, n := range left.All {
			for ; n > 0; n-- {
				s.rstack.Push(r)
			}
		}
		s.rstack.Shuffle(deal)
	}
	return 0
}

// decision reads the pending decision and the derived keys beside it,
// which must agree with it (s.active is NoPlayer once over): the law they
// break, zero if none. Left out, "decisions" is worked out from "decision"
// and "active" where they say all of it; left out with both, the game is
// over (read checks the board agrees).
func (j *positionJSON) decision(s *State) reason {
	s.decision, s.active, s.first = DecisionOver, core.NoPlayer, NoCorner
	if len(j.Decisions) == 0 {
		return j.derivedDecision(s)
	}
	d := j.Decisions[0]
	switch {
	case len(j.Decisions) > 1:
		return why1(rDecisionsCount, len(j.Decisions))
	case d.Decision == nil || d.Seat == nil:
		return why(rDecisionEntry)
	case !d.Decision.valid() || *d.Decision == DecisionOver:
		return why1(rNoPendingDecision, int(*d.Decision))
	case *d.Seat < 0 || *d.Seat >= NumSeats:
		return why1(rDecisionSeat, int(*d.Seat))
	}
	s.decision, s.active = *d.Decision, *d.Seat
	if s.decision == DecisionRaidWindow {
		s.active = other(*d.Seat) // the opponent decides in the active player's turn
	}
	switch {
	case (d.Card != nil) != (s.decision == DecisionRaidWindow || s.decision == DecisionTarget):
		return why1(rDecisionCard, int(s.decision))
	case d.Card != nil && !d.Card.valid():
		return why(rDecisionCardNoCard)
	case d.Card != nil:
		s.pending = *d.Card
	}
	if d.FirstTarget != nil {
		if s.decision != DecisionTarget {
			return why(rDecisionFirstTarget)
		}
		s.first = *d.FirstTarget
	}
	return j.Derived(&position, s.decision.Phase(), s.decision, s.active)
}

// derivedDecision is decision for a position that leaves out
// "decisions": a play-or-discard, place or put-racket decision is "decision"
// and "active"; a raid-window or target decision names its card in
// "decisions", so it cannot be left out; "decision" or "active" alone does
// not say who decides what. Neither given, the game is over.
func (j *positionJSON) derivedDecision(s *State) reason {
	switch {
	case j.Decision == nil && j.Active == nil:
		return 0
	case j.Decision == nil:
		return why1(rDecisionsNoDecision, int(*j.Active))
	case !j.Decision.valid():
		return why1(rNoSuchDecision, int(*j.Decision))
	case *j.Decision == DecisionRaidWindow || *j.Decision == DecisionTarget:
		return why1(rDecisionsNeedCard, int(*j.Decision))
	case *j.Decision == DecisionOver: // over: Derived refuses an active seat
	case j.Active == nil:
		return why1(rDecisionsNoActive, int(*j.Decision))
	case *j.Active < 0 || *j.Active >= NumSeats:
		return why1(rDecisionSeat, int(*j.Active))
	default:
		s.decision, s.active = *j.Decision, *j.Active
	}
	return j.Derived(&position, s.decision.Phase(), s.decision, s.active)
}

// fill sets p's face-up tiles, hand, played cards and discards: the law
// they break, zero if none.
func (pj *playerJSON) fill(s *State, p core.Player) reason {
	switch {
	case pj.Seat == nil || *pj.Seat != p:
		return why2(rPlayerSeatOrder, int(p)+1, int(p))
	case len(pj.FaceUp) > DisplaySize:
		return why3(rFaceUpCount, int(p), len(pj.FaceUp), DisplaySize)
	case len(pj.Hand) > HandSize:
		return why3(rHandCount, int(p), len(pj.Hand), HandSize)
	case pj.Played.Of(0) > 0:
		return why1(rPlayedHidden, int(p))
	}
	s.ndisp[p] = uint8(copy(s.display[p][:], pj.FaceUp))
	s.nhand[p] = uint8(copy(s.hand[p][:], pj.Hand))
	sortCards(s.hand[p][:s.nhand[p]]) // any order in, card order kept and written
	for k := StepUp; k < numCards; k++ {
		s.played[p][k], s.discard[p][k] = uint8(pj.Played.Of(slot8(k))), uint8(pj.Discards.Of(slot8(k)))
	}
	s.hidDisc[p] = uint8(pj.Discards.Of(0))
	return 0
}

// derive sets p's face-down pile and deck: as listed (top first), or, left
// out, worked out from the rest: the colour's 18 crew tiles less those on
// the board and face up, the deck's 13 cards less those in hand, played
// and discarded. A full state shuffles them with deal; a View has them
// face down. The reason is the law the rest breaks, zero if none.
func (pj *playerJSON) derive(s *State, p core.Player, deal core.RNG) (core.RNG, reason) {
	faceUp, hand := core.CountsOf(s.display[p][:s.ndisp[p]]...), core.CountsOf(s.hand[p][:s.nhand[p]]...)
	if pj.Pile != nil {
		s.pile[p] = envelope.PileOf(pj.Pile)
	} else {
		for t := range Tile(numTiles) {
			left := int(tileCopies[t]) - int(s.ntile[p][t]) - faceUp.Of(t)
			if left < 0 {
				return deal, why3(rTilesOverCopies, int(p), int(t), int(tileCopies[t]))
			}
			for ; left > 0; left-- {
				s.pile[p].Push(t)
			}
		}
		if s.view {
			s.pile[p] = s.pile[p].Mask(HiddenTile)
		} else {
			deal = s.pile[p].Shuffle(deal)
		}
	}
	if pj.Deck != nil {
		s.deck[p] = envelope.PileOf(pj.Deck)
		return deal, 0
	}
	left, copies := DeckSize-int(s.hidDisc[p])-int(s.nhand[p]), s.copies()
	for k := StepUp; k < numCards; k++ {
		used := int(s.played[p][k]) + int(s.discard[p][k])
		n := int(copies[k]) - used - hand.Of(k)
		switch left -= used; {
		case s.view:
		case n < 0:
			return deal, why4(rCardsOverCopies, int(p), -n, int(k), int(copies[k]))
		default:
			for ; n > 0; n-- {
				s.deck[p].Push(k)
			}
		}
	}
	if s.view {
		for ; left > 0; left-- {
			s.deck[p].Push(HiddenCard)
		}
		return deal, 0
	}
	return s.deck[p].Shuffle(deal), 0
}
