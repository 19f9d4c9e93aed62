package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Describe is m as a sentence for a button or a log, in the rulebook's
// words: "Play Stool Pigeon: swap an Informant of yours with a stronger tile
// of yours". It carries every distinction the notation carries, so two
// legal moves never share a description, and it reads only what the mover
// sees, so it is the same on the mover's View.
func Describe(s State, m Move) string {
	switch m.Kind {
	case Play:
		if m.Card.valid() {
			return "Play " + m.Card.Name() + ": " + cardShort[m.Card]
		}
	case Discard:
		if s.opts.publicDiscards {
			return "Discard " + m.Card.Name() + " face up"
		}
		return "Discard " + m.Card.Name() + " face down"
	case Pass:
		return "Let " + s.active.String() + "'s " + s.pending.Name() + " stand"
	case Raid:
		return "Play Police Raid: cancel " + s.active.String() + "'s " + s.pending.Name()
	case Target:
		which := "first"
		if s.first != noCorner {
			which = "second"
		}
		return "Name " + m.Corner.String() + " (" + s.cornerWords(m.Corner, m.By) + ") as the " + which +
			" target of " + s.pending.Name()
	case Place:
		return "Place your " + m.Tile.Name() + " (" + m.Tile.String() + ") on " + m.Corner.String() +
			" (" + s.cornerWords(m.Corner, m.By) + ")"
	case PutRacket:
		r, _ := s.DraftRacket()
		return "Put the " + r.Name() + " racket on street " + m.Street.String()
	}
	return m.String()
}

// cardShort is what playing each card does, for Describe.
var cardShort = [numCards]string{
	StepUp:      "place this turn's tile one token value higher",
	StoolPigeon: "swap an Informant of yours with a stronger tile of yours",
	Takeover:    "swap a tile of yours with an opponent's tile of the same value",
	SuperCrew:   "take another whole turn after this one",
	DoubleCross: "swap the tokens of two free corners",
	LuckyBreak:  "reshuffle the tokens on the free corners",
	PoliceRaid:  "cancel the card the opponent just played",
}

// cornerWords says what lies on corner c, as p sees it: "token 5", "your
// Lieutenant", "P1's Henchman".
func (s *State) cornerWords(c Corner, p core.Player) string {
	if !c.Valid() {
		return "no corner"
	}
	b := s.board[c]
	if !isTile(b) {
		return Token(b).Name()
	}
	if tileOwner(b) == p {
		return "your " + tileOf(b).Name()
	}
	return tileOwner(b).String() + "'s " + tileOf(b).Name()
}

// Prompt says what ToMove(s) decides now ("Choose a face-up crew tile and a
// corner of token 3 for it"); "" when the game is over. It reads only what
// the decider sees, so it is the same on their View.
func Prompt(s State) string {
	if s.noGame() {
		return ""
	}
	return decisions[s.phase].prompt(&s)
}

// The rules a move can break, one code each; reasonTable gives each its
// error kind and text.
type reasonCode uint8

const (
	_ reasonCode = iota // 0: legal, no rule broken
	// the engine
	rNotAGame
	rGameOver
	rNotYourTurn
	rNotYourReaction
	rMalformed
	rUnusedFields
	// setup: the racket draft
	rDraftKind
	rRacketThere
	// phase 1: play or discard
	rCardKind
	rNotInHand
	rStepUpNeedsHigher
	rStoolPigeonNeeds
	rTakeoverNeeds
	rNeedsTwoTokens
	rRaidOnlyAsCounter
	// the Police Raid window
	rRaidKind
	rNoRaidInHand
	// the targets
	rTargetKind
	rStoolPigeonOwnTiles
	rStoolPigeonInformantFirst
	rStoolPigeonStronger
	rTakeoverTiles
	rTakeoverOwnFirst
	rTakeoverNoMatch
	rTakeoverOpponentSecond
	rTakeoverSameValue
	rDoubleCrossTokens
	rDoubleCrossSameValue
	// phase 2
	rPlaceKind
	rNotFaceUp
	rCornerTaken
	rNotLowest
	rNotStepUp
	numReasons
)

// reasonTable is the error kind and text of each reason. In a text, %C
// prints the next argument as a corner, %K as a card's name, %P as a seat,
// %S as a street, %T as a crew tile's name, %d as a number; %M is the
// move's kind and %m the move; %F says which fields the move sets that its
// kind does not use.
var reasonTable = [numReasons]struct {
	kind error
	text string
}{
	rNotAGame:        {core.ErrBadState, "not a game: start one with New"},
	rGameOver:        {core.ErrGameOver, "all 36 corners hold crew tiles"},
	rNotYourTurn:     {core.ErrNotYourTurn, "%P decides now, not %P"},
	rNotYourReaction: {core.ErrNotYourTurn, "%P decides on %P's %K now, not %P"},
	rMalformed:       {core.ErrIllegalMove, "%m is not a well-formed move"},
	rUnusedFields:    {core.ErrIllegalMove, "%F"},

	rDraftKind:   {core.ErrIllegalMove, "racket draft: %P must put the face-up racket on a street, not %M"},
	rRacketThere: {core.ErrIllegalMove, "street %S already has its racket"},

	rCardKind:          {core.ErrIllegalMove, "phase 1: %P must play or discard a card, not %M"},
	rNotInHand:         {core.ErrIllegalMove, "%P holds no %K"},
	rStepUpNeedsHigher: {core.ErrIllegalMove, "Step Up needs a token higher than the lowest (%d) on the board"},
	rStoolPigeonNeeds:  {core.ErrIllegalMove, "Stool Pigeon needs one of your Informants and one of your stronger tiles on the board"},
	rTakeoverNeeds:     {core.ErrIllegalMove, "Takeover needs a tile of yours and an opponent's tile of the same value on the board"},
	rNeedsTwoTokens:    {core.ErrIllegalMove, "%K needs free corners with at least two different token values"},
	rRaidOnlyAsCounter: {core.ErrIllegalMove, "Police Raid is played only in the opponent's phase 1, to counter the card they play"},

	rRaidKind:     {core.ErrIllegalMove, "%P may only let %K stand or counter it with Police Raid now, not %M"},
	rNoRaidInHand: {core.ErrIllegalMove, "%P holds no Police Raid"},

	rTargetKind:                {core.ErrIllegalMove, "%P must name a target corner for %K, not %M"},
	rStoolPigeonOwnTiles:       {core.ErrIllegalMove, "Stool Pigeon swaps your own tiles; %C does not hold one"},
	rStoolPigeonInformantFirst: {core.ErrIllegalMove, "name your Informant first; %C holds a %T"},
	rStoolPigeonStronger:       {core.ErrIllegalMove, "the Informant trades places with a stronger tile; %C holds an Informant"},
	rTakeoverTiles:             {core.ErrIllegalMove, "Takeover swaps crew tiles; %C is free"},
	rTakeoverOwnFirst:          {core.ErrIllegalMove, "name your own tile first; %C is the opponent's"},
	rTakeoverNoMatch:           {core.ErrIllegalMove, "the opponent has no %T on the board to swap with %C"},
	rTakeoverOpponentSecond:    {core.ErrIllegalMove, "name the opponent's tile second; %C is yours"},
	rTakeoverSameValue:         {core.ErrIllegalMove, "%C holds a %T, not a %T like %C"},
	rDoubleCrossTokens:         {core.ErrIllegalMove, "Double Cross swaps tokens; %C holds a crew tile"},
	rDoubleCrossSameValue:      {core.ErrIllegalMove, "%C holds token %d, the same as %C"},

	rPlaceKind:   {core.ErrIllegalMove, "phase 2: %P must place a crew tile, not %M"},
	rNotFaceUp:   {core.ErrIllegalMove, "%P has no face-up %T"},
	rCornerTaken: {core.ErrIllegalMove, "corner %C already holds a crew tile"},
	rNotLowest:   {core.ErrIllegalMove, "corner %C holds token %d, not the lowest (%d)"},
	rNotStepUp:   {core.ErrIllegalMove, "corner %C holds token %d; after Step Up the tile goes on a %d"},
}

// text formats the reason's text with its arguments.
func (r reason) text(s *State, m Move) string {
	msg := reasonTable[r.code()].text
	var b strings.Builder
	k := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' || i+1 == len(msg) {
			b.WriteByte(msg[i])
			continue
		}
		i++
		if msg[i] == 'M' {
			b.WriteString(m.Kind.String())
			continue
		}
		if msg[i] == 'm' {
			b.WriteString(strconv.Quote(m.String()))
			continue
		}
		if msg[i] == 'F' {
			b.WriteString(core.UnusedFields(moveWords.Name(int(m.Kind)), m.strayFields()...))
			continue
		}
		var a int8
		if k < 4 {
			a = r.arg(k)
		}
		k++
		switch msg[i] {
		case 'C':
			b.WriteString(Corner(a).String())
		case 'K':
			b.WriteString(Card(uint8(a)).Name())
		case 'P':
			b.WriteString(core.Player(a).String())
		case 'S':
			b.WriteString(Street(a).String())
		case 'T':
			b.WriteString(Tile(uint8(a)).Name())
		default:
			b.WriteString(strconv.Itoa(int(a)))
		}
	}
	return b.String()
}
