package tonytino

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// PositionVersion is the version of the position format State's JSON
// writes and reads (the package doc describes it).
const PositionVersion = 2

// positionJSON is the position format, version 2; the package doc lists
// every field. Keys marked derived may be left out on input: the decoder
// works them out from the rest, and where one is given it must agree.
type positionJSON struct {
	Game        string         `json:"game"`
	Version     int            `json:"version"`
	View        *core.Player   `json:"view,omitempty"`
	Rules       *rulesJSON     `json:"rules,omitempty"`
	Phase       *Phase         `json:"phase,omitempty"`    // derived
	Decision    *Decision      `json:"decision,omitempty"` // derived
	Active      *core.Player   `json:"active,omitempty"`   // derived
	Decisions   []decisionJSON `json:"decisions,omitempty" max:"1"`
	StepUp      bool           `json:"step_up,omitempty"`
	ExtraTurn   bool           `json:"extra_turn,omitempty"`
	Board       []string       `json:"board" max:"6"`
	Rackets     []racketJSON   `json:"rackets" max:"12"`
	RacketStack []Racket       `json:"racket_stack,omitempty" max:"12"` // derived in a full state
	Players     []playerJSON   `json:"players" max:"2"`
	RNG         *core.RNG      `json:"rng,omitempty"`
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
	Racket *Racket `json:"racket,omitempty"`
	At     string  `json:"at"`
}

type playerJSON struct {
	Seat     *core.Player        `json:"seat"`
	Pile     []Tile              `json:"pile,omitempty" max:"18"` // derived
	FaceUp   []Tile              `json:"face_up,omitempty" max:"2"`
	Deck     []Card              `json:"deck,omitempty" max:"13"` // derived
	Hand     []Card              `json:"hand,omitempty" max:"3"`
	Played   *core.Counts[slot8] `json:"played,omitempty"`
	Discards *core.Counts[slot8] `json:"discards,omitempty"`
}

// slot8 is a card in a counted pile of the position format: slot 0 counts
// the hidden cards ({"hidden": 3}), the others are Cards.
type slot8 uint8

// MarshalText writes the card's id, "hidden" for slot 0.
func (c slot8) MarshalText() ([]byte, error) {
	if c == 0 {
		return []byte("hidden"), nil
	}
	return Card(c).MarshalText()
}

// UnmarshalText reads a card's id or "hidden".
func (c *slot8) UnmarshalText(b []byte) error {
	k, err := ParseCard(string(b))
	switch {
	case string(b) == "hidden":
		*c = 0
	case err != nil:
		return err
	default:
		*c = slot8(k)
	}
	return nil
}

// MarshalJSON writes the position format (the package doc describes it);
// UnmarshalJSON reads it back exactly.
func (s State) MarshalJSON() ([]byte, error) {
	if s.NumPlayers() == 0 || !s.decision.valid() {
		return nil, Reasons.Err(why(rNotAGame), nil)
	}
	ph, dec := s.Phase(), s.decision
	j := positionJSON{
		Game:      "tonytino",
		Version:   PositionVersion,
		Rules:     &rulesJSON{s.opts.stoolPigeonX3, s.opts.publicDiscards, s.opts.racketDraft},
		Phase:     &ph,
		Decision:  &dec,
		StepUp:    s.stepUp,
		ExtraTurn: s.extra,
		Board:     make([]string, 6),
		Rackets:   make([]racketJSON, NumRackets),
		Players:   make([]playerJSON, NumSeats),
	}
	if a := s.Active(); a != core.NoPlayer {
		j.Active = &a
	}
	if s.decision != DecisionOver {
		seat := ToMove(s)
		d := decisionJSON{Decision: &dec, Seat: &seat}
		if s.pending != NoCard {
			c := s.pending
			d.Card = &c
		}
		if s.first != NoCorner {
			c := s.first
			d.FirstTarget = &c
		}
		j.Decisions = []decisionJSON{d}
	}
	if s.view {
		v := s.viewer
		j.View = &v
	} else {
		r := s.rng
		j.RNG = &r
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
	j.RacketStack = topFirst(s.rstack)
	for p := range j.Players {
		seat := core.Player(p)
		played, discards := countsOf(s.played[p], 0), countsOf(s.discard[p], s.hidDisc[p])
		pj := playerJSON{
			Seat:   &seat,
			Pile:   topFirst(s.pile[p]),
			FaceUp: s.display[p][:s.ndisp[p]],
			Deck:   topFirst(s.deck[p]),
			Hand:   s.hand[p][:s.nhand[p]],
		}
		if played.Total() > 0 {
			pj.Played = &played
		}
		if discards.Total() > 0 {
			pj.Discards = &discards
		}
		j.Players[p] = pj
	}
	return json.Marshal(j)
}

// topFirst lists an ordered pile top first, as the position format does.
func topFirst[T ~uint8 | ~int8](p core.Pile[T]) []T {
	out := p.AppendTo(nil)
	slices.Reverse(out)
	return out
}

// countsOf is a player's played or discarded cards as a counted pile, the
// hidden ones in slot 0.
func countsOf(n [numCards]uint8, hidden uint8) core.Counts[slot8] {
	var c core.Counts[slot8]
	c.Add(0, int(hidden))
	for k := StepUp; k < numCards; k++ {
		c.Add(slot8(k), int(n[k]))
	}
	return c
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
	if err := core.DecodePosition("tonytino", b, &j); err != nil {
		// The decoder's words are text no reason argument carries.
		text := err.Error()
		var re *core.RuleError
		if errors.As(err, &re) {
			text = strings.TrimPrefix(re.Reason, "tonytino position: ")
		}
		return withText(why(rPositionJSON), text, err)
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
		if j.Game != "tonytino" {
			return s, withText(why(rOtherGame), strconv.Quote(j.Game), err)
		}
		return s, withText(why2(rOtherVersion, 0, PositionVersion), strconv.Itoa(j.Version), err)
	}
	if j.Rules != nil {
		s.opts = options{j.Rules.StoolPigeonX3, j.Rules.PublicDiscards, j.Rules.RacketDraft}
	}
	switch {
	case j.View != nil:
		s.view, s.viewer = true, *j.View
		if s.viewer < core.NoPlayer || s.viewer >= NumSeats {
			return s, Reasons.Err(why1(rViewNotSeat, int(s.viewer)), nil)
		}
	case j.RNG == nil:
		return s, Reasons.Err(why(rNoRNG), nil)
	case j.RNG.IsZero():
		return s, Reasons.Err(why(rEmptyRNG), nil)
	default:
		s.rng = *j.RNG
	}
	if r := j.decision(&s); !r.OK() {
		return s, Reasons.Err(r, nil)
	}
	s.stepUp, s.extra = j.StepUp, j.ExtraTurn
	if len(j.Board) != 6 {
		return s, Reasons.Err(why1(rBoardRows, len(j.Board)), nil)
	}
	for r, row := range j.Board {
		cells := strings.Split(row, " ")
		if len(cells) != 6 {
			return s, Reasons.Err(why2(rRowCorners, r+1, len(cells)), nil)
		}
		for c, txt := range cells {
			cell, ok := parseCell(txt)
			if !ok {
				return s, withText(why1(rNoSuchCell, int(CornerAt(c, r))), strconv.Quote(txt), nil)
			}
			s.board[CornerAt(c, r)] = cell
		}
	}
	s.recount()
	if len(j.Decisions) == 0 && s.decision == DecisionOver && s.free() > 0 {
		return s, Reasons.Err(why1(rDecisionsLeftOut, s.free()), nil)
	}
	if len(j.Rackets) != NumRackets {
		return s, Reasons.Err(why2(rRacketCount, len(j.Rackets), NumRackets), nil)
	}
	for st, rj := range j.Rackets {
		if rj.Street == nil || *rj.Street != Street(st) {
			return s, Reasons.Err(why2(rRacketStreetOrder, st+1, st), nil)
		}
		f, ok := fateNames.Lookup(rj.At)
		if !ok {
			return s, withText(why1(rRacketAt, st), strconv.Quote(rj.At), nil)
		}
		switch {
		case rj.Racket != nil && fate(f) == toDraft:
			return s, Reasons.Err(why1(rRacketNamed, st), nil)
		case rj.Racket == nil && fate(f) != toDraft && s.view:
			return s, Reasons.Err(why1(rViewRacketLeftOut, st), nil)
		}
		var r Racket
		if rj.Racket != nil {
			if r = *rj.Racket; !r.Valid() {
				return s, Reasons.Err(why2(rNoRacketForStreet, st, int(r)), nil)
			}
		}
		s.rackets[st] = slot(r, fate(f))
	}
	if len(j.Players) != NumSeats {
		return s, Reasons.Err(why2(rPlayerCount, len(j.Players), NumSeats), nil)
	}
	for p := range j.Players {
		if r := j.Players[p].fill(&s, core.Player(p)); !r.OK() {
			return s, Reasons.Err(r, nil)
		}
	}
	// The derived piles, worked out from the rest where left out; a full
	// state shuffles them from a split of its rng, leaving the rng as given.
	deal := s.rng.Split()
	for p := range j.Players {
		var r reason
		if deal, r = j.Players[p].derive(&s, core.Player(p), deal); !r.OK() {
			return State{}, Reasons.Err(r, nil)
		}
	}
	if r := j.deriveRackets(&s, deal); !r.OK() {
		return State{}, Reasons.Err(r, nil)
	}
	if r := s.validate(); !r.OK() {
		return State{}, s.refuse(r)
	}
	return s, nil
}

// deriveRackets deals the rackets a full state leaves out, from the twelve
// less those named on the streets and in the racket_stack: a street's
// racket left out ("racket" absent, "at" not "draft") is drawn from them
// shuffled with deal, and in the racket draft a racket_stack left out is
// the rest, shuffled. The reason is the law the rest breaks, zero if none.
func (j *positionJSON) deriveRackets(s *State, deal core.RNG) reason {
	var left [6]int
	for _, v := range racketValues {
		left[v]++
	}
	for _, rs := range s.rackets {
		left[rs.racket()]--
	}
	if j.RacketStack != nil {
		s.rstack = pileOfTopFirst(j.RacketStack)
		for _, v := range j.RacketStack {
			if v.Valid() {
				left[v]--
			}
		}
	}
	var rest core.Pile[Racket]
	for v := range left {
		for k := 0; k < left[v]; k++ {
			rest.Push(Racket(v))
		}
	}
	need := 0
	for _, rs := range s.rackets {
		if rs.fate() != toDraft && rs.racket() == 0 {
			need++
		}
	}
	if need > rest.Len() {
		return why2(rRacketsLeftShort, need, rest.Len())
	}
	if need > 0 {
		deal = rest.Shuffle(deal)
		for st, rs := range s.rackets {
			if rs.fate() != toDraft && rs.racket() == 0 {
				r, _ := rest.Pop()
				s.rackets[st] = slot(r, rs.fate())
			}
		}
	}
	switch {
	case j.RacketStack != nil:
	case s.decision == DecisionPutRacket && s.view:
		return why(rViewDraftStack)
	case s.decision == DecisionPutRacket:
		s.rstack = rest
		s.rstack.Shuffle(deal)
	}
	return 0
}

// pileOfTopFirst is the ordered pile a position lists top first.
func pileOfTopFirst[T ~uint8 | ~int8](top []T) core.Pile[T] {
	bottom := slices.Clone(top)
	slices.Reverse(bottom)
	return core.PileOf(bottom...)
}

// decision reads the pending decision and the derived keys beside it: the
// law they break, zero if none. Left out, "decisions" is worked out from
// "decision" and "active" where they say all of it; left out with both,
// the game is over (state checks the board agrees).
func (j *positionJSON) decision(s *State) reason {
	s.decision, s.active, s.first = DecisionOver, core.NoPlayer, NoCorner
	if len(j.Decisions) == 0 {
		return j.derivedDecision(s)
	}
	d := j.Decisions[0]
	if d.Decision == nil || d.Seat == nil {
		return why(rDecisionEntry)
	}
	if !d.Decision.valid() || *d.Decision == DecisionOver {
		return why1(rNoPendingDecision, int(*d.Decision))
	}
	if *d.Seat < 0 || *d.Seat >= NumSeats {
		return why1(rDecisionSeat, int(*d.Seat))
	}
	s.decision, s.active = *d.Decision, *d.Seat
	if s.decision == DecisionRaidWindow {
		s.active = other(*d.Seat) // the opponent decides in the active player's turn
	}
	if (d.Card != nil) != (s.decision == DecisionRaidWindow || s.decision == DecisionTarget) {
		return why1(rDecisionCard, int(s.decision))
	}
	if d.Card != nil {
		if !d.Card.valid() {
			return why(rDecisionCardNoCard)
		}
		s.pending = *d.Card
	}
	if d.FirstTarget != nil {
		if s.decision != DecisionTarget {
			return why(rDecisionFirstTarget)
		}
		s.first = *d.FirstTarget
	}
	return j.derivedAgree(s)
}

// derivedAgree checks the derived "decision", "phase" and "active", where
// given, agree with the pending decision: the law they break, zero if none.
func (j *positionJSON) derivedAgree(s *State) reason {
	if j.Decision != nil && *j.Decision != s.decision {
		return why2(rDecisionDisagrees, int(*j.Decision), int(s.decision))
	}
	if j.Phase != nil && *j.Phase != s.decision.Phase() {
		return why3(rPhaseDisagrees, int(*j.Phase), int(s.decision), int(s.decision.Phase()))
	}
	// s.active is NoPlayer once over; the board is not read yet, so
	// Active (which asks whether s is a game) cannot be asked here.
	if j.Active != nil && *j.Active != s.active {
		return why2(rActiveDisagrees, int(*j.Active), int(s.active))
	}
	return 0
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
	case *j.Decision == DecisionOver: // over: derivedAgree refuses an active seat
	case j.Active == nil:
		return why1(rDecisionsNoActive, int(*j.Decision))
	case *j.Active < 0 || *j.Active >= NumSeats:
		return why1(rDecisionSeat, int(*j.Active))
	default:
		s.decision, s.active = *j.Decision, *j.Active
	}
	return j.derivedAgree(s)
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

// fill sets p's face-up tiles, hand, played cards and discards: the law
// they break, zero if none.
func (pj *playerJSON) fill(s *State, p core.Player) reason {
	if pj.Seat == nil || *pj.Seat != p {
		return why2(rPlayerSeatOrder, int(p)+1, int(p))
	}
	if len(pj.FaceUp) > DisplaySize {
		return why3(rFaceUpCount, int(p), len(pj.FaceUp), DisplaySize)
	}
	copy(s.display[p][:], pj.FaceUp)
	s.ndisp[p] = uint8(len(pj.FaceUp))
	if len(pj.Hand) > HandSize {
		return why3(rHandCount, int(p), len(pj.Hand), HandSize)
	}
	copy(s.hand[p][:], pj.Hand)
	s.nhand[p] = uint8(len(pj.Hand))
	sortCards(s.hand[p][:s.nhand[p]]) // any order in, card order kept and written
	if pj.Played != nil {
		if pj.Played.Of(0) > 0 {
			return why1(rPlayedHidden, int(p))
		}
		for k := StepUp; k < numCards; k++ {
			s.played[p][k] = uint8(pj.Played.Of(slot8(k)))
		}
	}
	if pj.Discards != nil {
		s.hidDisc[p] = uint8(pj.Discards.Of(0))
		for k := StepUp; k < numCards; k++ {
			s.discard[p][k] = uint8(pj.Discards.Of(slot8(k)))
		}
	}
	return 0
}

// derive sets p's face-down pile and deck: as listed (top first), or, left
// out, worked out from the rest: the colour's 18 crew tiles less those on
// the board and face up, the deck's 13 cards less those in hand, played
// and discarded. A full state shuffles them with deal; a View has them
// face down. The reason is the law the rest breaks, zero if none.
func (pj *playerJSON) derive(s *State, p core.Player, deal core.RNG) (core.RNG, reason) {
	if pj.Pile != nil {
		s.pile[p] = pileOfTopFirst(pj.Pile)
	} else {
		for t := range Tile(numTiles) {
			left := int(tileCopies[t]) - int(s.ntile[p][t])
			for _, d := range s.display[p][:s.ndisp[p]] {
				if d == t {
					left--
				}
			}
			if left < 0 {
				return deal, why3(rTilesOverCopies, int(p), int(t), int(tileCopies[t]))
			}
			for ; left > 0; left-- {
				if s.view {
					s.pile[p].Push(HiddenTile)
				} else {
					s.pile[p].Push(t)
				}
			}
		}
		if !s.view {
			deal = s.pile[p].Shuffle(deal)
		}
	}
	if pj.Deck != nil {
		s.deck[p] = pileOfTopFirst(pj.Deck)
		return deal, 0
	}
	inHand := func(k Card) int {
		n := 0
		for _, c := range s.hand[p][:s.nhand[p]] {
			if c == k {
				n++
			}
		}
		return n
	}
	if s.view {
		left := DeckSize - int(s.hidDisc[p]) - inHand(HiddenCard)
		for k := StepUp; k < numCards; k++ {
			left -= int(s.played[p][k]) + int(s.discard[p][k]) + inHand(k)
		}
		for ; left > 0; left-- {
			s.deck[p].Push(HiddenCard)
		}
		return deal, 0
	}
	copies := s.copies()
	for k := StepUp; k < numCards; k++ {
		left := int(copies[k]) - int(s.played[p][k]) - int(s.discard[p][k]) - inHand(k)
		if left < 0 {
			return deal, why4(rCardsOverCopies, int(p), -left, int(k), int(copies[k]))
		}
		for ; left > 0; left-- {
			s.deck[p].Push(k)
		}
	}
	return s.deck[p].Shuffle(deal), 0
}
