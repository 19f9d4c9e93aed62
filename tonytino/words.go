package tonytino

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// Describe is m as a sentence for a button or a log, in the rulebook's
// words: "Play Stool Pigeon: swap an Informant of yours with a stronger tile
// of yours". It carries every distinction the notation carries, so two
// legal moves never share a description, and it reads only what the mover
// sees, so it is the same on the mover's View.
func Describe(s State, m Move) string {
	switch m.Kind {
	case MoveKindPlay:
		if m.Card.valid() {
			return "Play " + m.Card.Name() + ": " + cardShort[m.Card]
		}
	case MoveKindDiscard:
		if s.opts.publicDiscards {
			return "Discard " + m.Card.Name() + " face up"
		}
		return "Discard " + m.Card.Name() + " face down"
	case MoveKindPass:
		return "Let " + s.active.String() + "'s " + s.pending.Name() + " stand"
	case MoveKindRaid:
		return "Play Police Raid: cancel " + s.active.String() + "'s " + s.pending.Name()
	case MoveKindTarget:
		which := "first"
		if s.first != NoCorner {
			which = "second"
		}
		return "Name " + m.Corner.String() + " (" + s.cornerWords(m.Corner, m.By) + ") as the " + which +
			" target of " + s.pending.Name()
	case MoveKindPlace:
		return "Place your " + m.Tile.Name() + " (" + m.Tile.String() + ") on " + m.Corner.String() +
			" (" + s.cornerWords(m.Corner, m.By) + ")"
	case MoveKindRacket:
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
	// decoding: the position's laws
	rPositionJSON
	rOtherGame
	rOtherVersion
	rViewNotSeat
	rNoRNG
	rEmptyRNG
	rViewRNG
	rBoardRows
	rRowCorners
	rNoSuchCell
	rRacketCount
	rRacketStreetOrder
	rRacketAt
	rRacketNamed
	rNoRacketForStreet
	rPlayerCount
	rViewDraftStack
	rViewRacketLeftOut
	rRacketsLeftShort
	rDecisionEntry
	rDecisionsCount
	rDecisionsLeftOut
	rDecisionsNeedCard
	rDecisionsNoActive
	rDecisionsNoDecision
	rNoPendingDecision
	rDecisionSeat
	rDecisionCard
	rDecisionCardNoCard
	rDecisionFirstTarget
	rDecisionDisagrees
	rPhaseDisagrees
	rActiveDisagrees
	rPlayerSeatOrder
	rFaceUpCount
	rHandCount
	rPlayedHidden
	rTilesOverCopies
	rCardsOverCopies
	rCountsMismatch
	rTokenTooMany
	rFullStreetWaits
	rRacketTooMany
	rFullStreetRacket
	rOpenStreetRacket
	rStackRacketTooMany
	rTileTooMany
	rTileTotal
	rFaceUpShort
	rCardTooMany
	rCardTotal
	rFreeCorners
	rViewMismatch
	rPendingOutside
	rNoPendingCard
	rFirstOutside
	rStepUpOutside
	rExtraOutside
	rDraftStack
	rStreetWaits
	rActiveNoTiles
	rBoardFullNotOver
	rNoLegalMove
	rHiddenPile
	rHiddenDeck
	rHiddenHand
	rHiddenDiscards
	rHiddenStack
	rNoSuchDecision
	rActiveSeat
	rNoSuchRacket
	rStackTooTall
	rStackNoSuchRacket
	rPileOverfull
	rPileNoSuchTile
	rFaceUpHidden
	rDeckNoSuchCard
	rHandNoSuchCard
	rPlayedNoCard
	rPendingNoCard
	rFirstNoCorner
	rViewerNotSeat
	rEmptyHand
	rDraftStackCount
	rDraftTopHidden
	rNoFaceUpTile
	rOverOpen
	rRaidUncounterable
	rRaidNoRaid
	rPendingNotPlayed
	rPendingNotPlayable
	rTakesNoTargets
	numReasons
)

// Reasons is every rule a move or a position can break: each code's
// stable name, error kind and words (see core.ReasonTable). In a text,
// {corner} prints the next argument as a corner, {card} as a card's name,
// {seat} as a seat, {street} as a street, {tile} as a crew tile's name,
// {tiles} as its plural, {racket} as a racket's id, {verb} as a move's
// verb, {decision} and {phase} as their notation, quoted, {fate} as where
// a racket is, {pile} as one of a player's piles, {bool} as true or false,
// {count} as a number that may be clamped and {n} as a number; {move} is
// the refused move and {unused} says which fields it sets that its kind
// does not use. {text} is text no argument can carry (an id the decoder
// could not read, the decoder's own words): the error of such a refusal
// carries it in its words and Args, and Text prints "the text".
var Reasons = core.ReasonTable{
	Game: "tonytino",
	Args: map[string]func(int) string{
		"corner": func(v int) string { return Corner(v).String() },
		"card":   func(v int) string { return Card(uint8(v)).Name() },
		"street": func(v int) string { return Street(v).String() },
		"tile":   func(v int) string { return Tile(uint8(v)).Name() },
		"verb":   func(v int) string { return MoveKind(v).String() },
		"unused": unusedFields,
		"tiles":  func(v int) string { return Tile(uint8(v)).plural() },
		"racket": func(v int) string { return Racket(uint8(v)).String() },
		"decision": func(v int) string {
			return strconv.Quote(Decision(uint8(v)).String())
		},
		"phase": func(v int) string { return strconv.Quote(Phase(uint8(v)).String()) },
		"fate":  fateText,
		"pile":  func(v int) string { return pileWords[v&3] },
		"bool":  func(v int) string { return strconv.FormatBool(v != 0) },
		"count": countText,
		"text":  func(int) string { return "the text" },
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

		// decoding: the position's laws
		rPositionJSON: {Name: "position-json", Kind: core.ErrBadState, Text: "tonytino position: {text}"},
		rOtherGame:    {Name: "other-game", Kind: core.ErrBadState, Text: "a position of {text}, not of \"tonytino\""},
		rOtherVersion: {Name: "other-version", Kind: core.ErrBadState, Text: "tonytino position version {text}: this package reads version {n}"},

		rViewNotSeat:         {Name: "view-not-a-seat", Kind: core.ErrBadState, Text: "view: {seat} is not a seat of the game"},
		rNoRNG:               {Name: "full-position-without-rng", Kind: core.ErrBadState, Text: "a full position without its \"rng\" (only a view leaves it out; an object with a \"seed\" makes one)"},
		rEmptyRNG:            {Name: "full-position-empty-rng", Kind: core.ErrBadState, Text: "rng: an empty object is a view's empty generator; a full position needs its own (an object with a \"seed\" makes one)"},
		rViewRNG:             {Name: "view-with-rng", Kind: core.ErrBadState, Text: "rng: a view holds no chance to come (a full position, without \"view\", does)"},
		rBoardRows:           {Name: "board-rows", Kind: core.ErrBadState, Text: "the board has {n} rows, not 6"},
		rRowCorners:          {Name: "board-row-corners", Kind: core.ErrBadState, Text: "board row {n} has {count} corners, not 6 (one space between two)"},
		rNoSuchCell:          {Name: "no-such-cell", Kind: core.ErrBadState, Text: "corner {corner}: {text} is neither a token (1 to 10) nor a crew tile (P0:0 to P1:3)"},
		rRacketCount:         {Name: "racket-count", Kind: core.ErrBadState, Text: "{n} rackets, not one per street ({n})"},
		rRacketStreetOrder:   {Name: "racket-street-order", Kind: core.ErrBadState, Text: "rackets: entry {n} is not street {street} (street order V1..V6, H1..H6)"},
		rRacketAt:            {Name: "racket-at", Kind: core.ErrBadState, Text: "street {street}: its racket is at {text}, not one of street, P0, P1, setup, tie, draft"},
		rRacketNamed:         {Name: "racket-named-unless-to-draft", Kind: core.ErrBadState, Text: "street {street}: a racket is named exactly when it is not still to draft"},
		rNoRacketForStreet:   {Name: "no-racket-for-street", Kind: core.ErrBadState, Text: "street {street}: {racket} is no racket for a street"},
		rPlayerCount:         {Name: "player-count", Kind: core.ErrBadState, Text: "{n} players, not {n}"},
		rViewDraftStack:      {Name: "view-lists-draft-stack", Kind: core.ErrBadState, Text: "a view of the racket draft lists its racket_stack, the top face up"},
		rViewRacketLeftOut:   {Name: "view-names-rackets", Kind: core.ErrBadState, Text: "street {street}: a view names every racket on the table (only a full state may leave one out to be dealt)"},
		rRacketsLeftShort:    {Name: "rackets-left-short", Kind: core.ErrBadState, Text: "street {street}: its racket is left out, but none of the twelve is left to deal (they are " + racketMixText + ")"},
		rDecisionEntry:       {Name: "decision-entry", Kind: core.ErrBadState, Text: "decisions: an entry names its \"decision\" and the \"seat\" that decides"},
		rDecisionsCount:      {Name: "decisions-count", Kind: core.ErrBadState, Text: "decisions: {n} entries, but one decision is pending at a time"},
		rDecisionsLeftOut:    {Name: "decisions-left-out", Kind: core.ErrBadState, Text: "\"decisions\" left out means the game is over, but {n} corners are free: give the pending decision in \"decisions\" (or \"decision\" and \"active\")"},
		rDecisionsNeedCard:   {Name: "decisions-left-out-card", Kind: core.ErrBadState, Text: "\"decisions\" left out, but a {decision} decision names its card there"},
		rDecisionsNoActive:   {Name: "decisions-left-out-active", Kind: core.ErrBadState, Text: "\"decisions\" left out, and \"decision\" {decision} without \"active\": give whose turn it is, or the pending decision in \"decisions\""},
		rDecisionsNoDecision: {Name: "decisions-left-out-decision", Kind: core.ErrBadState, Text: "\"decisions\" left out, and \"active\" {seat} without \"decision\": give what {seat} decides, or the pending decision in \"decisions\""},
		rNoPendingDecision:   {Name: "no-pending-decision", Kind: core.ErrBadState, Text: "decisions: {decision} is no pending decision"},
		rDecisionSeat:        {Name: "decision-seat", Kind: core.ErrBadState, Text: "decisions: {seat} is not a seat of the game"},
		rDecisionCard:        {Name: "decision-card", Kind: core.ErrBadState, Text: "decisions: a {decision} decision names the card played exactly in the Police Raid window and at the targets"},
		rDecisionCardNoCard:  {Name: "decision-card-no-card", Kind: core.ErrBadState, Text: "decisions: the card played is no card"},
		rDecisionFirstTarget: {Name: "decision-first-target", Kind: core.ErrBadState, Text: "decisions: a first target outside the targets"},
		rDecisionDisagrees:   {Name: "derived-decision", Kind: core.ErrBadState, Text: "decision {decision}, but decisions says {decision}"},
		rPhaseDisagrees:      {Name: "derived-phase", Kind: core.ErrBadState, Text: "phase {phase}, but the pending decision falls in {phase} ({decision})"},
		rActiveDisagrees:     {Name: "derived-active", Kind: core.ErrBadState, Text: "active {seat}, but decisions makes it {seat}"},
		rPlayerSeatOrder:     {Name: "player-seat-order", Kind: core.ErrBadState, Text: "players: entry {n} is not seat {seat}"},
		rFaceUpCount:         {Name: "face-up-count", Kind: core.ErrBadState, Text: "{seat} has {n} face-up crew tiles, at most {n}"},
		rHandCount:           {Name: "hand-count", Kind: core.ErrBadState, Text: "{seat} has {n} cards in hand, at most {n}"},
		rPlayedHidden:        {Name: "played-card-hidden", Kind: core.ErrBadState, Text: "{seat}'s played cards are face up: none is hidden"},
		rTilesOverCopies:     {Name: "tiles-over-copies", Kind: core.ErrBadState, Text: "{seat} has more {tiles} on the board and face up than the colour's {n}"},
		rCardsOverCopies:     {Name: "cards-over-copies", Kind: core.ErrBadState, Text: "{seat} has {n} more {card} cards in hand, played and discarded than the deck's {n}"},

		rCountsMismatch:     {Name: "counts-mismatch", Kind: core.ErrBadState, Text: "the token and tile counts do not match the board"},
		rTokenTooMany:       {Name: "token-too-many", Kind: core.ErrBadState, Text: "corner {corner}: one token {n} too many on the board (the 24 are " + tokenMixText + ")"},
		rFullStreetWaits:    {Name: "full-street-waits-for-racket", Kind: core.ErrBadState, Text: "street {street} is full but waits for a racket"},
		rRacketTooMany:      {Name: "racket-too-many", Kind: core.ErrBadState, Text: "street {street}: one {racket} racket too many (the twelve are " + racketMixText + ")"},
		rFullStreetRacket:   {Name: "full-street-racket-unscored", Kind: core.ErrBadState, Text: "street {street} is full but its racket is still on it: a full street is scored at once"},
		rOpenStreetRacket:   {Name: "open-street-racket-gone", Kind: core.ErrBadState, Text: "street {street} is not full but its racket is {fate}"},
		rStackRacketTooMany: {Name: "draft-stack-racket-too-many", Kind: core.ErrBadState, Text: "racket draft stack: one {racket} racket too many"},
		rTileTooMany:        {Name: "tile-too-many", Kind: core.ErrBadState, Text: "{seat} has {n} {tiles}, the colour has {n}"},
		rTileTotal:          {Name: "tile-total", Kind: core.ErrBadState, Text: "{seat}'s crew tiles add up to {n}, not {n}"},
		rFaceUpShort:        {Name: "face-up-short", Kind: core.ErrBadState, Text: "{seat} shows {n} face-up tiles with {n} still in the pile: a new tile is turned up after each placement"},
		rCardTooMany:        {Name: "card-too-many", Kind: core.ErrBadState, Text: "{seat} has {n} {card} cards, the deck has {n}"},
		rCardTotal:          {Name: "card-total", Kind: core.ErrBadState, Text: "{seat}'s cards add up to {n}, not {n}"},
		rFreeCorners:        {Name: "free-corners", Kind: core.ErrBadState, Text: "{n} free corners but {n} crew tiles left to place: each tile placed covers one corner"},

		rViewMismatch:     {Name: "view-mismatch", Kind: core.ErrBadState, Text: "the view of {seat} shows or hides other things than that seat's view"},
		rPendingOutside:   {Name: "pending-card-outside", Kind: core.ErrBadState, Text: "a pending card ({card}) outside the Police Raid window and the targets"},
		rNoPendingCard:    {Name: "no-pending-card", Kind: core.ErrBadState, Text: "decision {decision} without a pending card"},
		rFirstOutside:     {Name: "first-target-outside", Kind: core.ErrBadState, Text: "a first target outside the target phase"},
		rStepUpOutside:    {Name: "step-up-outside", Kind: core.ErrBadState, Text: "Step Up is resolved only for phase 2"},
		rExtraOutside:     {Name: "extra-turn-outside", Kind: core.ErrBadState, Text: "a Super Crew extra turn outside a turn"},
		rDraftStack:       {Name: "draft-stack-outside", Kind: core.ErrBadState, Text: "a racket draft stack of {n} tiles at decision {decision} (the draft is on: {bool})"},
		rStreetWaits:      {Name: "street-waits-outside-draft", Kind: core.ErrBadState, Text: "a street waits for its racket outside the racket draft"},
		rActiveNoTiles:    {Name: "active-without-tiles", Kind: core.ErrBadState, Text: "{seat} is to play with no crew tile left: such a player is skipped (HOUSE-14)"},
		rBoardFullNotOver: {Name: "board-full-not-over", Kind: core.ErrBadState, Text: "every corner holds a crew tile but the game is not over"},
		rNoLegalMove:      {Name: "no-legal-move", Kind: core.ErrBadState, Text: "{seat} has no legal move at decision {decision}"},

		rHiddenPile:     {Name: "hidden-tile-in-full-state", Kind: core.ErrBadState, Text: "{seat}'s pile holds a hidden tile in a full state (only a view hides)"},
		rHiddenDeck:     {Name: "hidden-deck-card-in-full-state", Kind: core.ErrBadState, Text: "{seat}'s deck holds a hidden card in a full state (only a view hides)"},
		rHiddenHand:     {Name: "hidden-hand-card-in-full-state", Kind: core.ErrBadState, Text: "{seat}'s hand holds a hidden card in a full state (only a view hides)"},
		rHiddenDiscards: {Name: "hidden-discards-in-full-state", Kind: core.ErrBadState, Text: "{seat} has hidden discards in a full state (only a view hides)"},
		rHiddenStack:    {Name: "hidden-racket-in-full-state", Kind: core.ErrBadState, Text: "the racket draft stack holds a hidden racket in a full state (only a view hides)"},

		rNoSuchDecision:    {Name: "no-such-decision", Kind: core.ErrBadState, Text: "decision {n} does not exist"},
		rActiveSeat:        {Name: "active-seat", Kind: core.ErrBadState, Text: "active player {seat}: a seat is active exactly while the game runs"},
		rNoSuchRacket:      {Name: "no-such-racket", Kind: core.ErrBadState, Text: "street {street}: no such racket"},
		rStackTooTall:      {Name: "draft-stack-too-tall", Kind: core.ErrBadState, Text: "{n} racket tiles in the draft stack, at most {n}"},
		rStackNoSuchRacket: {Name: "draft-stack-no-such-racket", Kind: core.ErrBadState, Text: "the draft stack holds no such racket"},
		rPileOverfull:      {Name: "pile-overfull", Kind: core.ErrBadState, Text: "{seat}: {n} {pile}, at most {n}"},
		rPileNoSuchTile:    {Name: "pile-no-such-tile", Kind: core.ErrBadState, Text: "{seat}'s pile holds no such tile"},
		rFaceUpHidden:      {Name: "face-up-hidden", Kind: core.ErrBadState, Text: "{seat} shows a hidden or unknown tile face up"},
		rDeckNoSuchCard:    {Name: "deck-no-such-card", Kind: core.ErrBadState, Text: "{seat}'s deck holds no such card"},
		rHandNoSuchCard:    {Name: "hand-no-such-card", Kind: core.ErrBadState, Text: "{seat}'s hand holds no such card"},
		rPlayedNoCard:      {Name: "played-no-card", Kind: core.ErrBadState, Text: "{seat} played or discarded no card"},
		rPendingNoCard:     {Name: "pending-no-card", Kind: core.ErrBadState, Text: "the pending card is no card"},
		rFirstNoCorner:     {Name: "first-target-no-corner", Kind: core.ErrBadState, Text: "the first target is no corner"},
		rViewerNotSeat:     {Name: "viewer-not-a-seat", Kind: core.ErrBadState, Text: "a view of {seat}, who is not a seat"},

		rEmptyHand:          {Name: "phase-1-empty-hand", Kind: core.ErrBadState, Text: "phase 1 with no card in {seat}'s hand: an empty hand skips phase 1 (HOUSE-13)"},
		rDraftStackCount:    {Name: "draft-stack-count", Kind: core.ErrBadState, Text: "{n} racket tiles in the draft stack for {n} streets without one"},
		rDraftTopHidden:     {Name: "draft-top-face-down", Kind: core.ErrBadState, Text: "the racket to put out is face down"},
		rNoFaceUpTile:       {Name: "phase-2-no-face-up-tile", Kind: core.ErrBadState, Text: "phase 2 with no face-up crew tile for {seat}"},
		rOverOpen:           {Name: "over-with-turn-open", Kind: core.ErrBadState, Text: "the game is over with a turn still open"},
		rRaidUncounterable:  {Name: "raid-window-uncounterable", Kind: core.ErrBadState, Text: "a Police Raid window for {card}, which cannot be countered"},
		rPendingNotPlayed:   {Name: "pending-card-not-played", Kind: core.ErrBadState, Text: "the card waiting to resolve, {card}, is not among {seat}'s played cards"},
		rPendingNotPlayable: {Name: "pending-card-not-playable", Kind: core.ErrBadState, Text: "{card} waits in the Police Raid window, but the board does not allow it to be played"},
		rRaidNoRaid:         {Name: "raid-window-no-raid", Kind: core.ErrBadState, Text: "a Police Raid window against {seat}, who cannot hold Police Raid (HOUSE-11)"},
		rTakesNoTargets:     {Name: "card-takes-no-targets", Kind: core.ErrBadState, Text: "{card} takes no targets"},
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
	return codec.UnusedFields(MoveKind(v&0xF).String(), names...)
}

// fateWords says where a racket is, for the {fate} placeholder.
var fateWords = [numFates]string{"on its street", "won by P0", "won by P1", "discarded at setup", "discarded on a tie", "not dealt yet"}

// fateText is the {fate} placeholder: where a racket is.
func fateText(v int) string {
	if v < 0 || v >= int(numFates) {
		return "nowhere"
	}
	return fateWords[v]
}

// pileWords are a player's piles, for the {pile} placeholder.
var pileWords = [4]string{"tiles in the pile", "tiles face up", "cards in the deck", "cards in hand"}

// countText is the {count} placeholder: a number a reason may have clamped
// (core.Why keeps up to 2047).
func countText(v int) string {
	if v >= 2047 {
		return "2047 or more"
	}
	return strconv.Itoa(v)
}

// refuse is a decoded position's reason as its error: Reasons.Err, kind
// core.ErrBadState. A first target that breaks one of the targeting rules
// (targetValidate) names that rule, its code and its words after the
// corner, still as a bad state: the position holds a choice no move could
// have made.
func (s *State) refuse(r reason) error {
	err := Reasons.Err(r, nil)
	if e, ok := err.(*core.RuleError); ok && e.Kind != core.ErrBadState {
		e.Kind = core.ErrBadState
		e.Reason = "first target " + s.first.String() + ": " + e.Reason
	}
	return err
}

// withText is the reason r as an error whose {text} placeholder takes
// text no reason argument can carry (Reasons.ErrText).
func withText(r reason, text string, cause error) error { return Reasons.ErrText(r, text, cause) }
