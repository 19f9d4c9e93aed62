package tonytino

import (
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
	if s.decision >= numDecisions {
		return ""
	}
	return decisions[s.decision].prompt(&s)
}

// The rules a move can break, one code each; reasonTable gives each its
// error kind and text.
type reasonCode = core.ReasonCode

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

// Reasons is every rule a move or a position can break: each code's
// stable name, error kind and words (see core.ReasonTable). In a text,
// {corner} prints the next argument as a corner, {card} as a card's name,
// {seat} as a seat, {street} as a street, {tile} as a crew tile's name,
// {verb} as a move's verb and {n} as a number; {move} is the refused move
// and {unused} says which fields it sets that its kind does not use.
var Reasons = core.ReasonTable{
	Game: "tonytino",
	Args: map[string]func(int) string{
		"corner": func(v int) string { return Corner(v).String() },
		"card":   func(v int) string { return Card(uint8(v)).Name() },
		"street": func(v int) string { return Street(v).String() },
		"tile":   func(v int) string { return Tile(uint8(v)).Name() },
		"verb":   func(v int) string { return MoveKind(v).String() },
		"unused": unusedFields,
	},
	Texts: []core.ReasonText{
		rNotAGame:        {Name: "not-a-game", Kind: core.ErrBadState, Text: "not a game: start one with New"},
		rGameOver:        {Name: "game-over", Kind: core.ErrGameOver, Text: "all 36 corners hold crew tiles"},
		rNotYourTurn:     {Name: "not-your-turn", Kind: core.ErrNotYourTurn, Text: "{seat} decides now, not {seat}"},
		rNotYourReaction: {Name: "not-your-reaction", Kind: core.ErrNotYourTurn, Text: "{seat} decides on {seat}'s {card} now, not {seat}"},
		rMalformed:       {Name: "malformed-move", Kind: core.ErrIllegalMove, Text: "{move} is not a well-formed move"},
		rUnusedFields:    {Name: "unused-fields", Kind: core.ErrIllegalMove, Text: "{unused}"},

		rDraftKind:   {Name: "racket-draft-move", Kind: core.ErrIllegalMove, Text: "racket draft: {seat} must put the face-up racket on a street, not {verb}"},
		rRacketThere: {Name: "street-has-racket", Kind: core.ErrIllegalMove, Text: "street {street} already has its racket"},

		rCardKind:          {Name: "phase-1-move", Kind: core.ErrIllegalMove, Text: "phase 1: {seat} must play or discard a card, not {verb}"},
		rNotInHand:         {Name: "card-not-in-hand", Kind: core.ErrIllegalMove, Text: "{seat} holds no {card}"},
		rStepUpNeedsHigher: {Name: "step-up-needs-higher-token", Kind: core.ErrIllegalMove, Text: "Step Up needs a token higher than the lowest ({n}) on the board"},
		rStoolPigeonNeeds:  {Name: "stool-pigeon-needs-tiles", Kind: core.ErrIllegalMove, Text: "Stool Pigeon needs one of your Informants and one of your stronger tiles on the board"},
		rTakeoverNeeds:     {Name: "takeover-needs-tiles", Kind: core.ErrIllegalMove, Text: "Takeover needs a tile of yours and an opponent's tile of the same value on the board"},
		rNeedsTwoTokens:    {Name: "needs-two-token-values", Kind: core.ErrIllegalMove, Text: "{card} needs free corners with at least two different token values"},
		rRaidOnlyAsCounter: {Name: "police-raid-only-as-counter", Kind: core.ErrIllegalMove, Text: "Police Raid is played only in the opponent's phase 1, to counter the card they play"},

		rRaidKind:     {Name: "raid-window-move", Kind: core.ErrIllegalMove, Text: "{seat} may only let {card} stand or counter it with Police Raid now, not {verb}"},
		rNoRaidInHand: {Name: "no-police-raid-in-hand", Kind: core.ErrIllegalMove, Text: "{seat} holds no Police Raid"},

		rTargetKind:                {Name: "target-move", Kind: core.ErrIllegalMove, Text: "{seat} must name a target corner for {card}, not {verb}"},
		rStoolPigeonOwnTiles:       {Name: "stool-pigeon-own-tiles", Kind: core.ErrIllegalMove, Text: "Stool Pigeon swaps your own tiles; {corner} does not hold one"},
		rStoolPigeonInformantFirst: {Name: "stool-pigeon-informant-first", Kind: core.ErrIllegalMove, Text: "name your Informant first; {corner} holds a {tile}"},
		rStoolPigeonStronger:       {Name: "stool-pigeon-stronger-tile", Kind: core.ErrIllegalMove, Text: "the Informant trades places with a stronger tile; {corner} holds an Informant"},
		rTakeoverTiles:             {Name: "takeover-swaps-tiles", Kind: core.ErrIllegalMove, Text: "Takeover swaps crew tiles; {corner} is free"},
		rTakeoverOwnFirst:          {Name: "takeover-own-tile-first", Kind: core.ErrIllegalMove, Text: "name your own tile first; {corner} is the opponent's"},
		rTakeoverNoMatch:           {Name: "takeover-no-match", Kind: core.ErrIllegalMove, Text: "the opponent has no {tile} on the board to swap with {corner}"},
		rTakeoverOpponentSecond:    {Name: "takeover-opponent-tile-second", Kind: core.ErrIllegalMove, Text: "name the opponent's tile second; {corner} is yours"},
		rTakeoverSameValue:         {Name: "takeover-same-value", Kind: core.ErrIllegalMove, Text: "{corner} holds a {tile}, not a {tile} like {corner}"},
		rDoubleCrossTokens:         {Name: "double-cross-swaps-tokens", Kind: core.ErrIllegalMove, Text: "Double Cross swaps tokens; {corner} holds a crew tile"},
		rDoubleCrossSameValue:      {Name: "double-cross-same-value", Kind: core.ErrIllegalMove, Text: "{corner} holds token {n}, the same as {corner}"},

		rPlaceKind:   {Name: "phase-2-move", Kind: core.ErrIllegalMove, Text: "phase 2: {seat} must place a crew tile, not {verb}"},
		rNotFaceUp:   {Name: "tile-not-face-up", Kind: core.ErrIllegalMove, Text: "{seat} has no face-up {tile}"},
		rCornerTaken: {Name: "corner-taken", Kind: core.ErrIllegalMove, Text: "corner {corner} already holds a crew tile"},
		rNotLowest:   {Name: "not-lowest-token", Kind: core.ErrIllegalMove, Text: "corner {corner} holds token {n}, not the lowest ({n})"},
		rNotStepUp:   {Name: "not-step-up-token", Kind: core.ErrIllegalMove, Text: "corner {corner} holds token {n}; after Step Up the tile goes on a {n}"},
	},
}

// unusedNames are the Move fields a kind may leave unused, by the bits of
// Move.strayMask.
var unusedNames = [4]string{"Card", "Tile", "Corner", "Street"}

// unusedFields says which fields a hand-built Move sets that its kind does
// not use: v packs the move's kind (low four bits) and its strayMask above.
func unusedFields(v int) string {
	var names []string
	for i, f := range unusedNames {
		if v>>4&(1<<i) != 0 {
			names = append(names, f)
		}
	}
	return core.UnusedFields(moveWords.Name(v&0xF), names...)
}
