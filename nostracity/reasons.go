package nostracity

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// The rules a move or a position can break, one code each: the refusals
// of a move (by rule section: the turn, the Business, the Meeting, the
// Wiseguys' powers, the Titles, the Trial, the Vendetta cards), then the
// laws of a position (the decoder's and Check's).
const (
	_ core.ReasonCode = iota
	// engine.go
	rNotAGame
	rGameOver
	rNotYourTurn
	rNoMoveKind
	rUnusedFields
	rResolvingWithoutPendingDecision
	rOneActionPerTurn
	rPhaseTurnsOver
	rTurnPlayerPassed
	// business.go
	rBusinessMove
	rUnknownCashInType
	rCashInNeedsTurf
	rBagmanNeedsTurfShowingType
	rNotYourTurf
	rTurfBusy
	rTurfDoesNotShowType
	rCashInForbiddenByInvestigation
	rOneRacketCashInPerPhase
	rOneTrafficCashInPerPhase
	rBillNotDrawn
	rGiveToAnotherPlayer
	rRecipientSharesNothing
	rFirstPlayerToAnotherPlayer
	rNotFirstPlayer
	rFirstPlayerMovedThisMonth
	rFirstPlayerReplacesOwedBill
	rDistributeMove
	rDistributionOutsideBusiness
	// meeting.go
	rNoBidToAddTo
	rMeetingMove
	rNoSuchSpace
	rSpaceEmpty
	rLocationCardUsed
	rNoLocationCardLeft
	rBidNeedsABill
	rBillNotInBank
	rFirstBillMove
	rNoBidForFirstBill
	rFirstBillFromEmptyBank
	rKeepBidMove
	rNoWinningBid
	rBillNotInBid
	rKeepsOneBill
	rKeepTwoInTypeOrder
	rSecondBillNotInBid
	rNoWinningBidToKeep
	// powers.go
	rNoSuchWiseguy
	rNotYourWiseguy
	rWiseguyBusy
	rColdFeetMove
	rNoColdFeetDecision
	rEnforcerNotBusy
	rEnforceCardNotInHand
	// titles.go
	rTitleMove
	rNoSuchPlayer
	rAlreadyHasTitle
	rNoConsigliereToGive
	rNoPrimoCapoToGive
	// trial.go
	rTrialMove
	rOnlyJuryTampererTampers
	rCorruptBillNotInBank
	rLawyerPlacesTwo
	rLawyerBillsInTypeOrder
	rSecondBillNotInBank
	// vendetta.go
	rCardNotInHand
	rOneVendettaCardPerTurn
	rTargetAnotherPlayer
	rTorchNeedsTurf
	rTorchFreeTurfOfAnother
	rFixInTrial
	rFixBillNotInBank
	rFitOfRageTargetMove
	rFitOfRageAnotherPlayer
	rMakeBusyMove
	rPendingResolvesItself
	// check.go
	rPlayersOutOfRange
	rMonthPhaseStepOutRange
	rFirstPlayerPhaseFirstTurn
	rSeatListPastSeats
	rOptionsOrGuiltOutRange
	rVendettaPlays
	rViewerViewSeatOrSpectator
	rFullStateShowsEveryBid
	rFullStateHoldsNoFace
	rViewShowsViewerOwnBank
	rViewHidesOthersCorruptionBills
	rViewShowsViewerOwnBids
	rViewShowsSizeBillVendetta
	rViewShowsCashBillsActive
	rStreetCardTwoPlaces
	rStreetPileHoldsUnknownCards
	rStreetPileKnownBottomNot
	rStreetSpaceHoldsCard
	rSeatNotPlayerGame
	rHoldsUnknownCards
	rUnknownInvestigationOutGame
	rTitleHolder
	rTitlesGivenOutOrder
	rUnderbossEntersStreetEndMonth
	rStreetCardsMissingAccounted
	rBusyCardBelongsNobody
	rAtlanticCityOwner
	rZealousCorruptorHolder
	rRespectNotSumOfSources
	rBonusOrRankOutRange
	rHasBids
	rBidsOutsideMeeting
	rHasStrayBid
	rBidsWiseguyNotBusyTheir
	rHiddenBidSpaceAfterReveal
	rBidsTwiceSpace
	rBidSpace
	rBidHoldsNoBill
	rBillsStockHas
	rBillsPlayStockHas
	rPoliceRaidNotBillPile
	rPoliceRaidOutBillPile
	rBillDiscardPileTopDoes
	rBillDiscardPileTopShown
	rAtlanticCityOrFitRage
	rSnitchOrAtlanticCityVendetta
	rCardsStockHas
	rVendettaCardsPlayStockHas
	rPendingDecisions
	rStrayPendingDecision
	rPendingDecisionMalformed
	rFitRageTarget
	rForcedBusyCard
	rCashSharesOutRange
	rCashInKind
	rDrawnBillsOutsideDistribution
	rDecisionsAfterFinalVerdict
	rWinnersBeforeFinalVerdict
	rRevealedSnitchStatusDoesNot
	rLocationCardsRevealedOnceEvery
	rLocationCardsRevealedOnlyOnce
	rPhaseGoesOnAfterTurns
	rPassedOnlyRoundRobin
	rNoAuctionBeingResolved
	rSoleWinnerKeepsBillOnly
	rCorruptersCountedTrialOnly
	rBiddersWinnersCountedWhileAuctions
	rZealousCorruptorCardsMonthOne
	rEndGameBonusesRanksCome
	rVerdictComesFinalVerdict
	rVerdictDoesNotFollowFinal
	rRanksOrWinnersNotThose
	// json.go
	rPositionOffersNoLegalMove
	rDecisionDecisionsSay
	rDecisionsPositionRests
	rRespectGivenNotSum
	rPlayersNot3To5
	rNotASeat
	rListedTwice
	rIdOutOfRange
	rSetWrittenOnceEachId
	rFullStateCarriesRngView
	rFirstPlayerHolderFirstPlayer
	rPendingDecisionsMost
	rDecisionsEveryDecisionNamesSeat
	rDecisionsOnlyFitRageTarget
	rDistributeDecisionNamesCash
	rDistributeShareSeat
	rDecisionNamesStreetSpaceResolved
	rDecisionsNotDecisionNostraCity
	rResolvingWrittenExactlyWhileAuctions
	rStreetHasSpacesWantExactly
	rDiscardTopNotBillType
	rViewWritesBillDiscards
	rPlayerSeat
	rBusyCardOneSeatWiseguys
	rCashInsListsTwice
	rKnowsBanksAnotherSeatGame
	rKnowsBanksBillsNoneFace
	rKnowsHandsAnotherSeatGame
	rKnowsHandsVendettaCardsHand
	rKnowsDiscardBillsNoneFace
	rKnowsCorruptionSetBillTypes
	rViewWritesBillPilePolice
	// knowledge.go
	rSeatNotPlayerGameBut
	rKnowsBankOrHandCannot
	rKnowsBillsBankNotThere
	rKnowsVendettaCardsHandNot
	rKnowledgeHoldsNoSuchCard
	rKnowsBillsDiscardPileNot
	rHasSeenBillsCorruptionPile
	rViewerKnowsMoreBillsThanStock
	rViewerKnowsMoreCardsThanStock
	// force.go
	rNotStreetPileEmpty
	rNotStreetPileAboveBottom
	rBillPileHoldsNo
	rVendettaPileHoldsNo
	rForcedOutcomesUnknown
	rForcedQueueFull
	rNotStreetPileEmptyButBottom
	// the decoder, the ids, the forcing helpers
	rPositionJson
	rOtherGame
	rOtherVersion
	rViewNotSeat
	rNoRNG
	rEmptyRNG
	rPhaseLeftOut
	rRulesRefused
	rViewHasNoChance
	rNothingToForce
	numReasons
)

// freeActions is what makes a Wiseguy Busy, for the {action} placeholder.
var freeActions = [...]string{"a Cash-in", "an Auction", "Corruption", "Fit of Rage", "Whack"}

// The actions that make a Wiseguy Busy, indexes of freeActions.
const (
	actCashIn int8 = iota
	actAuction
	actCorruption
	actFitOfRage
	actWhack
)

// Reasons is every rule a move or a position can break: each code's
// stable name, error kind and words (see core.ReasonTable). In a text,
// {seat} prints the next argument as a seat, {seats} a mask of seats
// ("P1, P3"), {card} as a Street card's code, {turf} as a Turf's code
// (T01; the Reason's argument is the Turf's place among the Turfs, 0 for
// T01 to 13 for T14, not its Turf value, which is 20 for T01, Turf 0
// being NoTurf), {bill} as a Bill's id (20k-guilty, as moves and positions
// write it), {vendetta} as a Vendetta card's name, {cashin} as a Cash-in
// type, {space} as a Street space, {title} as a Title, {investigation} as
// an Investigation's name, {action} as what makes a Wiseguy Busy,
// {decision} as a decision's id, {where} as the key of a position a law
// names ("passed", "players[2].turfs"), {unused} says which fields a move
// sets that its kind does not use, and {n} is a number. {text} is words
// no argument can carry, in the position envelope's refusals and a rules
// object's (the strict decoder's words, the game or version read, the
// Config's words): the error carries them in its words and Args, and Text
// prints "the text".
var Reasons = core.ReasonTable{
	Game: "nostracity",
	Args: map[string]func(int) string{
		"card":          func(v int) string { return cardCode(v) },
		"turf":          func(v int) string { return turfCode(int8(v)) },
		"bill":          func(v int) string { return billID(int8(v)) },
		"vendetta":      func(v int) string { return vendettaName(int8(v)) },
		"cashin":        func(v int) string { return kindName(int8(v)) },
		"space":         func(v int) string { return spaceName(int8(v)) },
		"title":         func(v int) string { return codec.Names(titleNames[:]).Name(v) },
		"investigation": func(v int) string { return Investigation(v).Name() },
		"action":        func(v int) string { return codec.Names(freeActions[:]).Name(v) },
		"unused":        func(v int) string { return codec.UnusedFields(moveNotation.Words().Name(v)) },
		"seats":         func(v int) string { return seatsText(uint8(v), maxPlayers) },
		"where":         whereText,
		"decision":      func(v int) string { return strconv.Quote(Decision(v).String()) },
		"text":          func(int) string { return "the text" },
	},
	Texts: []core.ReasonText{
		rNotAGame:                             {Name: "not-a-game", Kind: core.ErrBadState, Text: "this is not a game: start one with New"},
		rGameOver:                             {Name: "game-over", Kind: core.ErrGameOver, Text: "the Final Verdict has been given"},
		rNotYourTurn:                          {Name: "not-your-turn", Kind: core.ErrNotYourTurn, Text: "{seat} decides now, not {seat}"},
		rNoMoveKind:                           {Name: "no-move-kind", Kind: core.ErrIllegalMove, Text: "{seat}: a Move needs a kind (the zero Move is no move)"},
		rUnusedFields:                         {Name: "unused-fields", Kind: core.ErrIllegalMove, Text: "{unused}"},
		rResolvingWithoutPendingDecision:      {Name: "resolving-without-pending-decision", Kind: core.ErrBadState, Text: "auction resolution rests only on a pending decision"},
		rOneActionPerTurn:                     {Name: "one-action-per-turn", Kind: core.ErrIllegalMove, Text: "one action per turn (House rule HOUSE-1, round-robin-single-action): pass the turn on"},
		rPhaseTurnsOver:                       {Name: "phase-turns-over", Kind: core.ErrBadState, Text: "every turn of the phase is over"},
		rTurnPlayerPassed:                     {Name: "turn-player-passed", Kind: core.ErrBadState, Text: "the turn player has passed for the phase"},
		rBusinessMove:                         {Name: "business-move", Kind: core.ErrIllegalMove, Text: "the Business phase allows Cash-ins, Vendetta cards and ending the turn"},
		rUnknownCashInType:                    {Name: "unknown-cash-in-type", Kind: core.ErrIllegalMove, Text: "unknown Cash-in type"},
		rCashInNeedsTurf:                      {Name: "cash-in-needs-turf", Kind: core.ErrIllegalMove, Text: "a Cash-in makes a Turf Busy (only the Bagman needs none)"},
		rBagmanNeedsTurfShowingType:           {Name: "bagman-needs-turf-showing-type", Kind: core.ErrIllegalMove, Text: "the Bagman's {cashin} Cash-in needs a Turf of {seat} showing it"},
		rNotYourTurf:                          {Name: "not-your-turf", Kind: core.ErrIllegalMove, Text: "{turf} is not a Turf of {seat} (Atlantic City can never start a Cash-in)"},
		rTurfBusy:                             {Name: "turf-busy", Kind: core.ErrIllegalMove, Text: "{turf} is Busy: a Busy Turf cannot start a Cash-in"},
		rTurfDoesNotShowType:                  {Name: "turf-does-not-show-type", Kind: core.ErrIllegalMove, Text: "{turf} does not show {cashin}"},
		rCashInForbiddenByInvestigation:       {Name: "cash-in-forbidden-by-investigation", Kind: core.ErrIllegalMove, Text: "{investigation} is on the Street: {cashin} Cash-ins are forbidden"},
		rOneRacketCashInPerPhase:              {Name: "one-racket-cash-in-per-phase", Kind: core.ErrIllegalMove, Text: "only one Racket Cash-in per Phase"},
		rOneTrafficCashInPerPhase:             {Name: "one-traffic-cash-in-per-phase", Kind: core.ErrIllegalMove, Text: "only one {cashin} Cash-in per Phase"},
		rBillNotDrawn:                         {Name: "bill-not-drawn", Kind: core.ErrIllegalMove, Text: "no {bill} is left among the Bills drawn ({n} left): only drawn Bills can be given"},
		rGiveToAnotherPlayer:                  {Name: "give-to-another-player", Kind: core.ErrIllegalMove, Text: "Bills go to other players; the active player keeps the rest with keep"},
		rRecipientSharesNothing:               {Name: "recipient-shares-nothing", Kind: core.ErrIllegalMove, Text: "{seat} has no Turf in this Cash-in and shares none of its Bills"},
		rFirstPlayerToAnotherPlayer:           {Name: "first-player-to-another-player", Kind: core.ErrIllegalMove, Text: "the First Player card goes to another player"},
		rNotFirstPlayer:                       {Name: "not-first-player", Kind: core.ErrIllegalMove, Text: "{seat} does not hold the First Player card"},
		rFirstPlayerMovedThisMonth:            {Name: "first-player-moved-this-month", Kind: core.ErrIllegalMove, Text: "the First Player card has already changed owners this Month"},
		rFirstPlayerReplacesOwedBill:          {Name: "first-player-replaces-owed-bill", Kind: core.ErrIllegalMove, Text: "the First Player card replaces a Bill {seat} is owed, and {seat} is owed none"},
		rDistributeMove:                       {Name: "distribute-move", Kind: core.ErrIllegalMove, Text: "{seat} is distributing a Cash-in: give, give first-player or keep"},
		rDistributionOutsideBusiness:          {Name: "distribution-outside-business", Kind: core.ErrBadState, Text: "a distribution outside the Business"},
		rNoBidToAddTo:                         {Name: "no-bid-to-add-to", Kind: core.ErrIllegalMove, Text: "{seat} has no bid to add a Bill to"},
		rMeetingMove:                          {Name: "meeting-move", Kind: core.ErrIllegalMove, Text: "the Meeting allows Auctions, Vendetta cards and ending the turn"},
		rNoSuchSpace:                          {Name: "no-such-space", Kind: core.ErrIllegalMove, Text: "there is no Street space {space}: the Street has the spaces S1 to S4"},
		rSpaceEmpty:                           {Name: "space-empty", Kind: core.ErrIllegalMove, Text: "Street space {space} is empty: there is no card to bid on"},
		rLocationCardUsed:                     {Name: "location-card-used", Kind: core.ErrIllegalMove, Text: "{seat} has already used the Location card of {space}"},
		rNoLocationCardLeft:                   {Name: "no-location-card-left", Kind: core.ErrIllegalMove, Text: "{seat} has no Location card left"},
		rBidNeedsABill:                        {Name: "bid-needs-a-bill", Kind: core.ErrIllegalMove, Text: "a bid needs at least one Bill and {seat}'s Bank is empty (House rule HOUSE-20)"},
		rBillNotInBank:                        {Name: "bill-not-in-bank", Kind: core.ErrIllegalMove, Text: "{seat}'s Bank holds no {bill}"},
		rFirstBillMove:                        {Name: "first-bill-move", Kind: core.ErrIllegalMove, Text: "a bid needs at least one Bill: add a Bill from the Bank first"},
		rNoBidForFirstBill:                    {Name: "no-bid-for-first-bill", Kind: core.ErrBadState, Text: "no bid to add a first Bill to"},
		rFirstBillFromEmptyBank:               {Name: "first-bill-from-empty-bank", Kind: core.ErrBadState, Text: "a bid waits for a first Bill from an empty Bank (House rule HOUSE-20)"},
		rKeepBidMove:                          {Name: "keep-bid-move", Kind: core.ErrIllegalMove, Text: "{seat} won the auction alone and must choose the Bill to keep"},
		rNoWinningBid:                         {Name: "no-winning-bid", Kind: core.ErrIllegalMove, Text: "no winning bid"},
		rBillNotInBid:                         {Name: "bill-not-in-bid", Kind: core.ErrIllegalMove, Text: "the bid holds no {bill}"},
		rKeepsOneBill:                         {Name: "keeps-one-bill", Kind: core.ErrIllegalMove, Text: "a sole winner keeps one Bill (two only with the Penny-pincher)"},
		rKeepTwoInTypeOrder:                   {Name: "keep-two-in-type-order", Kind: core.ErrIllegalMove, Text: "name the two Bills kept in type order"},
		rSecondBillNotInBid:                   {Name: "second-bill-not-in-bid", Kind: core.ErrIllegalMove, Text: "the bid holds no second {bill}"},
		rNoWinningBidToKeep:                   {Name: "no-winning-bid-to-keep", Kind: core.ErrBadState, Text: "no winning bid to keep a Bill of"},
		rNoSuchWiseguy:                        {Name: "no-such-wiseguy", Kind: core.ErrIllegalMove, Text: "there is no Wiseguy {card}"},
		rNotYourWiseguy:                       {Name: "not-your-wiseguy", Kind: core.ErrIllegalMove, Text: "{action} makes one of your Free Wiseguys Busy: {card} is not one of {seat}'s Wiseguys"},
		rWiseguyBusy:                          {Name: "wiseguy-busy", Kind: core.ErrIllegalMove, Text: "{card} is Busy: a Busy Wiseguy stays Busy for the rest of the Month ({action} needs a Free one)"},
		rColdFeetMove:                         {Name: "cold-feet-move", Kind: core.ErrIllegalMove, Text: "after the reveal {seat} decides whether the Cold Feet bid stays"},
		rNoColdFeetDecision:                   {Name: "no-cold-feet-decision", Kind: core.ErrBadState, Text: "no Cold Feet decision"},
		rEnforcerNotBusy:                      {Name: "enforcer-not-busy", Kind: core.ErrIllegalMove, Text: "the Enforcer's power needs the Enforcer made Busy this turn, once"},
		rEnforceCardNotInHand:                 {Name: "enforce-card-not-in-hand", Kind: core.ErrIllegalMove, Text: "{seat} holds no {vendetta} to discard"},
		rTitleMove:                            {Name: "title-move", Kind: core.ErrIllegalMove, Text: "{seat} must give the {title}"},
		rNoSuchPlayer:                         {Name: "no-such-player", Kind: core.ErrIllegalMove, Text: "no such player"},
		rAlreadyHasTitle:                      {Name: "already-has-title", Kind: core.ErrIllegalMove, Text: "{seat} is already {title}: the {title} goes to a player without a Title"},
		rNoConsigliereToGive:                  {Name: "no-consigliere-to-give", Kind: core.ErrBadState, Text: "no Consigliere to give"},
		rNoPrimoCapoToGive:                    {Name: "no-primo-capo-to-give", Kind: core.ErrBadState, Text: "no Primo Capo to give"},
		rTrialMove:                            {Name: "trial-move", Kind: core.ErrIllegalMove, Text: "the Trial allows Corruption, Vendetta cards and ending the turn"},
		rOnlyJuryTampererTampers:              {Name: "only-jury-tamperer-tampers", Kind: core.ErrIllegalMove, Text: "the Jury Tamperer, and only he, removes a Guilt point instead of placing a Bill"},
		rCorruptBillNotInBank:                 {Name: "corrupt-bill-not-in-bank", Kind: core.ErrIllegalMove, Text: "{seat}'s Bank holds no {bill} to corrupt with"},
		rLawyerPlacesTwo:                      {Name: "lawyer-places-two", Kind: core.ErrIllegalMove, Text: "the Lawyer places two Bills when the Bank holds two; Corruption otherwise places a single Bill"},
		rLawyerBillsInTypeOrder:               {Name: "lawyer-bills-in-type-order", Kind: core.ErrIllegalMove, Text: "the Lawyer places two Bills, named in type order"},
		rSecondBillNotInBank:                  {Name: "second-bill-not-in-bank", Kind: core.ErrIllegalMove, Text: "{seat}'s Bank holds no second {bill}"},
		rCardNotInHand:                        {Name: "card-not-in-hand", Kind: core.ErrIllegalMove, Text: "{seat} holds no {vendetta} to play"},
		rOneVendettaCardPerTurn:               {Name: "one-vendetta-card-per-turn", Kind: core.ErrIllegalMove, Text: "one Vendetta card per turn (two with the Hitman made Busy) (House rule HOUSE-12)"},
		rTargetAnotherPlayer:                  {Name: "target-another-player", Kind: core.ErrIllegalMove, Text: "{vendetta} targets another player"},
		rTorchNeedsTurf:                       {Name: "torch-needs-turf", Kind: core.ErrIllegalMove, Text: "Torch targets a Turf"},
		rTorchFreeTurfOfAnother:               {Name: "torch-free-turf-of-another", Kind: core.ErrIllegalMove, Text: "Torch targets a Free Turf of another player"},
		rFixInTrial:                           {Name: "fix-in-trial", Kind: core.ErrIllegalMove, Text: "Fix is played in your Trial turn"},
		rFixBillNotInBank:                     {Name: "fix-bill-not-in-bank", Kind: core.ErrIllegalMove, Text: "{seat}'s Bank holds no {bill} to fix"},
		rFitOfRageTargetMove:                  {Name: "fit-of-rage-target-move", Kind: core.ErrIllegalMove, Text: "{seat} must first name the target of the Fit of Rage"},
		rFitOfRageAnotherPlayer:               {Name: "fit-of-rage-another-player", Kind: core.ErrIllegalMove, Text: "a Fit of Rage targets another player"},
		rMakeBusyMove:                         {Name: "make-busy-move", Kind: core.ErrIllegalMove, Text: "{seat} must first make a Free Wiseguy Busy ({vendetta})"},
		rPendingResolvesItself:                {Name: "pending-resolves-itself", Kind: core.ErrBadState, Text: "the first pending decision resolves itself"},
		rPlayersOutOfRange:                    {Name: "players-out-of-range", Kind: core.ErrBadState, Text: "{n} players, not 3 to 5"},
		rMonthPhaseStepOutRange:               {Name: "month-phase-step-out-range", Kind: core.ErrBadState, Text: "month {n}, phase {n}, step {n} out of range"},
		rFirstPlayerPhaseFirstTurn:            {Name: "first-player-phase-first-turn", Kind: core.ErrBadState, Text: "first player {n}, phase first {n}, turn {n} out of range"},
		rSeatListPastSeats:                    {Name: "seat-list-past-seats", Kind: core.ErrBadState, Text: "a list of seats (passed, bodyguards_used, corruptors, bidders, won, snitches, winners) names a seat the game's {n} seats do not have"},
		rOptionsOrGuiltOutRange:               {Name: "options-or-guilt-out-range", Kind: core.ErrBadState, Text: "options or Guilt out of range"},
		rVendettaPlays:                        {Name: "vendetta-plays", Kind: core.ErrBadState, Text: "Vendetta plays {n} of {n}"},
		rViewerViewSeatOrSpectator:            {Name: "viewer-view-seat-or-spectator", Kind: core.ErrBadState, Text: "the viewer of a View is a seat or a spectator"},
		rFullStateShowsEveryBid:               {Name: "full-state-shows-every-bid", Kind: core.ErrBadState, Text: "a full state shows every bid's space (\"hidden\" is for a View)"},
		rFullStateHoldsNoFace:                 {Name: "full-state-holds-no-face", Kind: core.ErrBadState, Text: "a full state holds no face-down card (\"?\" is for a View)"},
		rViewShowsViewerOwnBank:               {Name: "view-shows-viewer-own-bank", Kind: core.ErrBadState, Text: "a View shows its viewer's own Bank and hand and hides the others'"},
		rViewHidesOthersCorruptionBills:       {Name: "view-hides-others-corruption-bills", Kind: core.ErrBadState, Text: "a View hides the others' Corruption Bills until the Final Verdict"},
		rViewShowsViewerOwnBids:               {Name: "view-shows-viewer-own-bids", Kind: core.ErrBadState, Text: "a View shows its viewer's own bids and hides the others' Bills"},
		rViewShowsSizeBillVendetta:            {Name: "view-shows-size-bill-vendetta", Kind: core.ErrBadState, Text: "a View shows the size of the Bill and Vendetta piles and of the discards, not their faces"},
		rViewShowsCashBillsActive:             {Name: "view-shows-cash-bills-active", Kind: core.ErrBadState, Text: "a View shows a Cash-in's Bills to its active player only"},
		rStreetCardTwoPlaces:                  {Name: "street-card-two-places", Kind: core.ErrBadState, Text: "a Street card is in two places"},
		rStreetPileHoldsUnknownCards:          {Name: "street-pile-holds-unknown-cards", Kind: core.ErrBadState, Text: "the Street pile holds unknown cards"},
		rStreetPileKnownBottomNot:             {Name: "street-pile-known-bottom-not", Kind: core.ErrBadState, Text: "the Street pile's known bottom {n} is not a card the Underboss pushed out"},
		rStreetSpaceHoldsCard:                 {Name: "street-space-holds-card", Kind: core.ErrBadState, Text: "Street space holds card {n}"},
		rSeatNotPlayerGame:                    {Name: "seat-not-player-game", Kind: core.ErrBadState, Text: "seat {n} is not in a {n}-player game"},
		rHoldsUnknownCards:                    {Name: "holds-unknown-cards", Kind: core.ErrBadState, Text: "{seat} holds unknown cards"},
		rUnknownInvestigationOutGame:          {Name: "unknown-investigation-out-game", Kind: core.ErrBadState, Text: "unknown Investigation out of the game"},
		rTitleHolder:                          {Name: "title-holder", Kind: core.ErrBadState, Text: "Title holder {n}"},
		rTitlesGivenOutOrder:                  {Name: "titles-given-out-order", Kind: core.ErrBadState, Text: "Titles given out of order"},
		rUnderbossEntersStreetEndMonth:        {Name: "underboss-enters-street-end-month", Kind: core.ErrBadState, Text: "the Underboss enters the Street at the end of Month 2: in Month {n} it is still set aside"},
		rStreetCardsMissingAccounted:          {Name: "street-cards-missing-accounted", Kind: core.ErrBadState, Text: "Street cards missing: {n} of {n} accounted for"},
		rBusyCardBelongsNobody:                {Name: "busy-card-belongs-nobody", Kind: core.ErrBadState, Text: "a Busy card belongs to nobody"},
		rAtlanticCityOwner:                    {Name: "atlantic-city-owner", Kind: core.ErrBadState, Text: "Atlantic City's owner {n}"},
		rZealousCorruptorHolder:               {Name: "zealous-corruptor-holder", Kind: core.ErrBadState, Text: "Zealous Corruptor holder {n}"},
		rRespectNotSumOfSources:               {Name: "respect-not-sum-of-sources", Kind: core.ErrBadState, Text: "{seat}'s Respect {n} is not the sum of its sources ({n})"},
		rBonusOrRankOutRange:                  {Name: "bonus-or-rank-out-range", Kind: core.ErrBadState, Text: "{seat}'s bonus or rank out of range"},
		rHasBids:                              {Name: "has-bids", Kind: core.ErrBadState, Text: "{seat} has {n} bids"},
		rBidsOutsideMeeting:                   {Name: "bids-outside-meeting", Kind: core.ErrBadState, Text: "bids outside the Meeting"},
		rHasStrayBid:                          {Name: "has-stray-bid", Kind: core.ErrBadState, Text: "{seat} has a stray bid"},
		rBidsWiseguyNotBusyTheir:              {Name: "bids-wiseguy-not-busy-their", Kind: core.ErrBadState, Text: "{seat} bids with a Wiseguy not Busy in their Territory"},
		rHiddenBidSpaceAfterReveal:            {Name: "hidden-bid-space-after-reveal", Kind: core.ErrBadState, Text: "hidden bid space after the reveal"},
		rBidsTwiceSpace:                       {Name: "bids-twice-space", Kind: core.ErrBadState, Text: "{seat} bids twice on a space"},
		rBidSpace:                             {Name: "bid-space", Kind: core.ErrBadState, Text: "bid space {n}"},
		rBidHoldsNoBill:                       {Name: "bid-holds-no-bill", Kind: core.ErrBadState, Text: "{seat}'s bid holds no Bill"},
		rBillsStockHas:                        {Name: "bills-stock-has", Kind: core.ErrBadState, Text: "{n} {bill} Bills, the stock has {n}"},
		rBillsPlayStockHas:                    {Name: "bills-play-stock-has", Kind: core.ErrBadState, Text: "{n} Bills in play, the stock has {n}"},
		rPoliceRaidNotBillPile:                {Name: "police-raid-not-bill-pile", Kind: core.ErrBadState, Text: "the Police Raid is not in the Bill pile"},
		rPoliceRaidOutBillPile:                {Name: "police-raid-out-bill-pile", Kind: core.ErrBadState, Text: "the Police Raid is out of the Bill pile"},
		rBillDiscardPileTopDoes:               {Name: "bill-discard-pile-top-does", Kind: core.ErrBadState, Text: "the Bill discard pile's top does not match the pile"},
		rBillDiscardPileTopShown:              {Name: "bill-discard-pile-top-shown", Kind: core.ErrBadState, Text: "the Bill discard pile's top is shown without discard_top_visible (HOUSE-15)"},
		rAtlanticCityOrFitRage:                {Name: "atlantic-city-or-fit-rage", Kind: core.ErrBadState, Text: "Atlantic City or a Fit of Rage in a hand"},
		rSnitchOrAtlanticCityVendetta:         {Name: "snitch-or-atlantic-city-vendetta", Kind: core.ErrBadState, Text: "a Snitch or Atlantic City in the Vendetta discards"},
		rCardsStockHas:                        {Name: "cards-stock-has", Kind: core.ErrBadState, Text: "{n} {vendetta} cards, the stock has {n}"},
		rVendettaCardsPlayStockHas:            {Name: "vendetta-cards-play-stock-has", Kind: core.ErrBadState, Text: "{n} Vendetta cards in play, the stock has {n}"},
		rPendingDecisions:                     {Name: "pending-decisions", Kind: core.ErrBadState, Text: "{n} pending decisions"},
		rStrayPendingDecision:                 {Name: "stray-pending-decision", Kind: core.ErrBadState, Text: "stray pending decision"},
		rPendingDecisionMalformed:             {Name: "pending-decision-malformed", Kind: core.ErrBadState, Text: "pending decision {n} malformed"},
		rFitRageTarget:                        {Name: "fit-rage-target", Kind: core.ErrBadState, Text: "Fit of Rage target {n}"},
		rForcedBusyCard:                       {Name: "forced-busy-card", Kind: core.ErrBadState, Text: "a make-busy decision names the card that caused it: fit-of-rage or whack"},
		rCashSharesOutRange:                   {Name: "cash-shares-out-range", Kind: core.ErrBadState, Text: "Cash-in shares of 0..20 Bills"},
		rCashInKind:                           {Name: "cash-in-kind", Kind: core.ErrBadState, Text: "Cash-in kind {n}"},
		rDrawnBillsOutsideDistribution:        {Name: "drawn-bills-outside-distribution", Kind: core.ErrBadState, Text: "drawn Bills outside a distribution"},
		rDecisionsAfterFinalVerdict:           {Name: "decisions-after-final-verdict", Kind: core.ErrBadState, Text: "decisions after the Final Verdict"},
		rWinnersBeforeFinalVerdict:            {Name: "winners-before-final-verdict", Kind: core.ErrBadState, Text: "winners before the Final Verdict"},
		rRevealedSnitchStatusDoesNot:          {Name: "revealed-snitch-status-does-not", Kind: core.ErrBadState, Text: "{seat}'s revealed Snitch status does not match the hand"},
		rLocationCardsRevealedOnceEvery:       {Name: "location-cards-revealed-once-every", Kind: core.ErrBadState, Text: "the Location cards are revealed once every player has passed"},
		rLocationCardsRevealedOnlyOnce:        {Name: "location-cards-revealed-only-once", Kind: core.ErrBadState, Text: "the Location cards are revealed only once every turn of the Meeting is over"},
		rPhaseGoesOnAfterTurns:                {Name: "phase-goes-on-after-turns", Kind: core.ErrBadState, Text: "every turn of the phase is over, yet the phase goes on"},
		rPassedOnlyRoundRobin:                 {Name: "passed-only-round-robin", Kind: core.ErrBadState, Text: "seats {seats} are out of the phase, which only phase_turn_mode \"round-robin-single-action\" allows, and the rules are \"all-actions-in-one-turn\" (a position played round-robin keeps its \"rules\")"},
		rNoAuctionBeingResolved:               {Name: "no-auction-being-resolved", Kind: core.ErrBadState, Text: "no auction is being resolved"},
		rSoleWinnerKeepsBillOnly:              {Name: "sole-winner-keeps-bill-only", Kind: core.ErrBadState, Text: "a sole winner keeps a Bill only in the keep-bid step"},
		rCorruptersCountedTrialOnly:           {Name: "corrupters-counted-trial-only", Kind: core.ErrBadState, Text: "corrupters are counted in the Trial only"},
		rBiddersWinnersCountedWhileAuctions:   {Name: "bidders-winners-counted-while-auctions", Kind: core.ErrBadState, Text: "bidders and winners are counted while the auctions are resolved only"},
		rZealousCorruptorCardsMonthOne:        {Name: "zealous-corruptor-cards-month-one", Kind: core.ErrBadState, Text: "{n} Zealous Corruptor cards by Month {n}: one a Month from April at most"},
		rEndGameBonusesRanksCome:              {Name: "end-game-bonuses-ranks-come", Kind: core.ErrBadState, Text: "End of Game Bonuses and ranks come at the Final Verdict"},
		rVerdictComesFinalVerdict:             {Name: "verdict-comes-final-verdict", Kind: core.ErrBadState, Text: "the verdict comes at the Final Verdict"},
		rVerdictDoesNotFollowFinal:            {Name: "verdict-does-not-follow-final", Kind: core.ErrBadState, Text: "the verdict does not follow from the final Guilt {n} (innocent_if_at_most {n})"},
		rRanksOrWinnersNotThose:               {Name: "ranks-or-winners-not-those", Kind: core.ErrBadState, Text: "the ranks or winners are not those of the Final Verdict (see Result)"},
		rPositionOffersNoLegalMove:            {Name: "position-offers-no-legal-move", Kind: core.ErrBadState, Text: "the position offers {seat} no legal move"},
		rDecisionDecisionsSay:                 {Name: "decision-decisions-say", Kind: core.ErrBadState, Text: "decision {decision}: the decisions say {decision}"},
		rDecisionsPositionRests:               {Name: "decisions-position-rests", Kind: core.ErrBadState, Text: "decisions: {decision} for {seat} given, but the position rests on {decision} for {seat} (each entry as the rest of the position derives it, with the arguments its decision takes and no other)"},
		rRespectGivenNotSum:                   {Name: "respect-given-not-sum", Kind: core.ErrBadState, Text: "{seat}'s respect {n} is not the sum of its sources ({n})"},
		rPlayersNot3To5:                       {Name: "players-not-3-to-5", Kind: core.ErrBadState, Text: "{n} players: Nostra City is for 3 to 5"},
		rNotASeat:                             {Name: "not-a-seat", Kind: core.ErrBadState, Text: "{where}: {seat} is not a seat (P0..{seat})"},
		rListedTwice:                          {Name: "listed-twice", Kind: core.ErrBadState, Text: "{where}: {seat} listed twice"},
		rIdOutOfRange:                         {Name: "id-out-of-range", Kind: core.ErrBadState, Text: "{where}: {card} is not one of {card}..{card}"},
		rSetWrittenOnceEachId:                 {Name: "set-written-once-each-id", Kind: core.ErrBadState, Text: "{where}: a set is written once each, in id order ({card} after {card})"},
		rFullStateCarriesRngView:              {Name: "full-state-carries-rng-view", Kind: core.ErrBadState, Text: "a full state carries its \"rng\" and a View none"},
		rFirstPlayerHolderFirstPlayer:         {Name: "first-player-holder-first-player", Kind: core.ErrBadState, Text: "first_player: the holder of the First Player card is written"},
		rPendingDecisionsMost:                 {Name: "pending-decisions-most", Kind: core.ErrBadState, Text: "{n} pending decisions: at most {n}"},
		rDecisionsEveryDecisionNamesSeat:      {Name: "decisions-every-decision-names-seat", Kind: core.ErrBadState, Text: "decisions[{n}]: every decision names its seat"},
		rDecisionsOnlyFitRageTarget:           {Name: "decisions-only-fit-rage-target", Kind: core.ErrBadState, Text: "decisions[{n}] {decision}: only fit-of-rage-target and make-busy interrupt another decision"},
		rDistributeDecisionNamesCash:          {Name: "distribute-decision-names-cash", Kind: core.ErrBadState, Text: "a distribute decision names its cash_in"},
		rDistributeShareSeat:                  {Name: "distribute-share-seat", Kind: core.ErrBadState, Text: "distribute: shares for at most {n} seats"},
		rDecisionNamesStreetSpaceResolved:     {Name: "decision-names-street-space-resolved", Kind: core.ErrBadState, Text: "a {decision} decision names the Street space resolved (S1..S4)"},
		rDecisionsNotDecisionNostraCity:       {Name: "decisions-not-decision-nostra-city", Kind: core.ErrBadState, Text: "decisions: {decision} is not the decision of a step (turn, distribute, first-bill, cold-feet, keep-bid, give-consigliere or give-primo-capo)"},
		rResolvingWrittenExactlyWhileAuctions: {Name: "resolving-written-exactly-while-auctions", Kind: core.ErrBadState, Text: "resolving is written exactly while the auctions are resolved, S1..S4"},
		rStreetHasSpacesWantExactly:           {Name: "street-has-spaces-want-exactly", Kind: core.ErrBadState, Text: "street has {n} spaces: want exactly 4 (S1..S4, null when empty)"},
		rDiscardTopNotBillType:                {Name: "discard-top-not-bill-type", Kind: core.ErrBadState, Text: "discard_top: {bill} is not a Bill a discard pile holds"},
		rViewWritesBillDiscards:               {Name: "view-writes-bill-discards", Kind: core.ErrBadState, Text: "a View writes the Bill discards as a hidden count (\"hidden\": n)"},
		rPlayerSeat:                           {Name: "player-seat", Kind: core.ErrBadState, Text: "players[{n}]: its seat is {seat}"},
		rBusyCardOneSeatWiseguys:              {Name: "busy-card-one-seat-wiseguys", Kind: core.ErrBadState, Text: "players[{n}]: a Busy card is one of the seat's Wiseguys or Turfs"},
		rCashInsListsTwice:                    {Name: "cash-ins-lists-twice", Kind: core.ErrBadState, Text: "players[{n}]: cash_ins lists a limit twice"},
		rKnowsBanksAnotherSeatGame:            {Name: "knows-banks-another-seat-game", Kind: core.ErrBadState, Text: "{where}: {seat} is not another seat of the game"},
		rKnowsBanksBillsNoneFace:              {Name: "knows-banks-bills-none-face", Kind: core.ErrBadState, Text: "players[{n}].knows.banks: Bills, none face down"},
		rKnowsHandsAnotherSeatGame:            {Name: "knows-hands-another-seat-game", Kind: core.ErrBadState, Text: "{where}: {seat} is not another seat of the game"},
		rKnowsHandsVendettaCardsHand:          {Name: "knows-hands-vendetta-cards-hand", Kind: core.ErrBadState, Text: "players[{n}].knows.hands: the Vendetta cards a hand keeps, none face down"},
		rKnowsDiscardBillsNoneFace:            {Name: "knows-discard-bills-none-face", Kind: core.ErrBadState, Text: "players[{n}].knows.discard: Bills, none face down"},
		rKnowsCorruptionSetBillTypes:          {Name: "knows-corruption-set-bill-types", Kind: core.ErrBadState, Text: "players[{n}].knows.corruption: a set of Bill types, in id order"},
		rViewWritesBillPilePolice:             {Name: "view-writes-bill-pile-police", Kind: core.ErrBadState, Text: "a View writes the Bill pile as a hidden count (\"hidden\": n), the Police Raid among them"},
		rSeatNotPlayerGameBut:                 {Name: "seat-not-player-game-but", Kind: core.ErrBadState, Text: "seat {n} is not in a {n}-player game but knows something"},
		rKnowsBankOrHandCannot:                {Name: "knows-bank-or-hand-cannot", Kind: core.ErrBadState, Text: "{seat} knows of a Bank or hand it cannot know of (seat {n})"},
		rKnowsBillsBankNotThere:               {Name: "knows-bills-bank-not-there", Kind: core.ErrBadState, Text: "{seat} knows of Bills in {seat}'s Bank that are not there"},
		rKnowsVendettaCardsHandNot:            {Name: "knows-vendetta-cards-hand-not", Kind: core.ErrBadState, Text: "{seat} knows of Vendetta cards in {seat}'s hand that are not there"},
		rKnowledgeHoldsNoSuchCard:             {Name: "knowledge-holds-no-such-card", Kind: core.ErrBadState, Text: "{seat}'s knowledge holds no such card"},
		rKnowsBillsDiscardPileNot:             {Name: "knows-bills-discard-pile-not", Kind: core.ErrBadState, Text: "{seat} knows of Bills in the discard pile that are not there"},
		rHasSeenBillsCorruptionPile:           {Name: "has-seen-bills-corruption-pile", Kind: core.ErrBadState, Text: "{seat} has seen Bills in the Corruption pile that are not there"},
		rViewerKnowsMoreBillsThanStock:        {Name: "viewer-knows-more-bills-than-stock", Kind: core.ErrBadState, Text: "{seat} sees or knows of {n} {bill} Bills, the stock has {n}: no full state gives this View"},
		rViewerKnowsMoreCardsThanStock:        {Name: "viewer-knows-more-cards-than-stock", Kind: core.ErrBadState, Text: "{seat} sees or knows of {n} {vendetta} cards, the stock has {n}: no full state gives this View"},
		rNotStreetPileEmpty:                   {Name: "not-street-pile-empty", Kind: core.ErrBadState, Text: "{card} is not in the Street pile (it is empty)"},
		rNotStreetPileEmptyButBottom:          {Name: "not-street-pile-empty-but-bottom", Kind: core.ErrBadState, Text: "{card} is not in the Street pile (it is empty but for {card} at the bottom)"},
		rNotStreetPileAboveBottom:             {Name: "not-street-pile-above-bottom", Kind: core.ErrBadState, Text: "{card} is not in the Street pile above its bottom"},
		rBillPileHoldsNo:                      {Name: "bill-pile-holds-no", Kind: core.ErrBadState, Text: "the Bill pile holds no {bill}"},
		rVendettaPileHoldsNo:                  {Name: "vendetta-pile-holds-no", Kind: core.ErrBadState, Text: "the Vendetta pile holds no {vendetta}"},
		rForcedOutcomesUnknown:                {Name: "forced-outcomes-unknown", Kind: core.ErrBadState, Text: "the RNG holds {n} forced outcomes the ForceNext helpers did not queue (forced by hand or decoded), so the draw after them cannot be worked out: force every draw with the helpers, on the state before it is encoded"},
		rForcedQueueFull:                      {Name: "forced-queue-full", Kind: core.ErrBadState, Text: "the RNG already holds {n} forced outcomes, the most it can: play the moves that draw them first"},

		rPositionJson:    {Name: "position-json", Kind: core.ErrBadState, Text: "nostracity position: {text}"},
		rOtherGame:       {Name: "other-game", Kind: core.ErrBadState, Text: "a position of {text}, not of \"nostracity\""},
		rOtherVersion:    {Name: "other-version", Kind: core.ErrBadState, Text: "nostracity position version {text}: this package reads version {n}"},
		rViewNotSeat:     {Name: "view-not-a-seat", Kind: core.ErrBadState, Text: "view: {seat} is not a seat of the game"},
		rNoRNG:           {Name: "full-position-without-rng", Kind: core.ErrBadState, Text: "a full position without its \"rng\" (only a View leaves it out; an object with a \"seed\" makes one)"},
		rEmptyRNG:        {Name: "full-position-empty-rng", Kind: core.ErrBadState, Text: "rng: an empty object is a View's empty generator; a full position needs its own (an object with a \"seed\" makes one)"},
		rPhaseLeftOut:    {Name: "phase-left-out", Kind: core.ErrBadState, Text: "phase: a position names its phase (business, meeting, trial or over)"},
		rRulesRefused:    {Name: "rules-refused", Kind: core.ErrBadState, Text: "rules: {text}"},
		rViewHasNoChance: {Name: "view-has-no-chance", Kind: core.ErrBadState, Text: "a View has no chance to force: force the full state"},
		rNothingToForce:  {Name: "nothing-to-force", Kind: core.ErrGameOver, Text: "the game is over: no card is drawn any more"},
	},
}

// reason is why a move is refused or a position breaks a law: a code of
// Reasons and its arguments. It is a machine word, so Legal's checks
// return it and allocate nothing; the words are made on the error path
// only (Reasons.Err).
type reason = core.Reason

// why is the reason of code with up to three small arguments, those its
// text places.
func why(code core.ReasonCode, a, b, c int8) reason {
	return core.Why(code, int(a), int(b), int(c))
}

// billID is a Bill type's id ("10k-innocent"), as moves and positions
// write it, for the {bill} placeholder; "no Bill" for none.
func billID(t int8) string {
	if t < 0 || int(t) >= numBillSlots {
		return "no Bill"
	}
	return billIDs[t]
}

// lawErr is a decision's law broken by a decoded position (a reason of
// its validator) as its error, of kind core.ErrBadState.
func lawErr(r reason) error {
	if r.OK() {
		return nil
	}
	err := Reasons.Err(r, nil)
	if e, ok := err.(*core.RuleError); ok {
		e.Kind = core.ErrBadState
	}
	return err
}

// freeAction is the action of Vendetta card v that makes a Wiseguy Busy
// (Fit of Rage or Whack).
func freeAction(v int8) int8 {
	if v == vWhack {
		return actWhack
	}
	return actFitOfRage
}
