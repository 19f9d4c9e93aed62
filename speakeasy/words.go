package speakeasy

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// Describe is m as a sentence for a button or a log, with the printed
// names of the pieces ("Open a $5 Speakeasy", "Buy 2 barrels from Ship B
// for $9"). It carries every distinction the notation carries, so two legal
// moves never share a description, and it reads only what the mover sees.
func Describe(s State, m Move) string {
	g := &s.g
	p := int8(m.By)
	pl := g.pl(m.By)
	// a and a2 are the move's arguments as the notation numbers them.
	a, a2 := m.args()
	switch m.Kind {
	case MoveKindPlace:
		if g.personExists(int(a), int(a2)) {
			return "Send a Capo to the " + personTitles[a2] + " person at the " + locTitles[a] +
				": " +
				locationText[a] + "; " + personText[a][a2]
		}
	case MoveKindRestaurant:
		return "Go to the Restaurant and put your Turn Order marker on lower column " + itoa(
			a+1,
		) +
			" (discard " + plural(
			g.restaurantCards(a),
			"Operations card",
		) + ")"
	case MoveKindPark:
		if g.personExists(int(a), int(a2)) {
			who := "the Capo"
			if q := g.Occ[a][a2]; q == neutralCapo {
				who = "the neutral Capo"
			} else if q >= 0 {
				who = core.Player(q).String() + "'s Capo"
			}
			return "Use the Park: swap with " + who + " at the " + personTitles[a2] +
				" person of the " +
				locTitles[a] + " and take that visit"
		}
	case MoveKindPass:
		return "Pass: no placement is possible, this Capo sits out the Act"
	case MoveKindSkip:
		if t := g.top(); t != nil && decisions[t.K].skip != "" {
			return decisions[t.K].skip
		}
		return "Skip"
	case MoveKindBook:
		return "Gain a Book from the pile"
	case MoveKindRaise:
		if in(a, numTracks) {
			return "Raise your " + trackTitles[a] + " track to " + itoa(pl.Tracks[a]+1)
		}
	case MoveKindHelper:
		if in(a, numHelpers) {
			return "Take the Helper card " + helperTitle(a)
		}
	case MoveKindFamilyMember:
		if a == 0 {
			return "Put a Family Member from your supply in your VIP area"
		}
		if in(a-1, 3) {
			return "Put a Family Member from your supply in the " + zoneNames[a-1] + " Docks Zone"
		}
	case MoveKindHire:
		return "Hire " + plural(int(a), "Goon") + " for $" + strconv.Itoa(goonPrice*int(a))
	case MoveKindOpen, MoveKindUpgrade, MoveKindTakeover:
		if in(a, numGroups) {
			mode := modeOpen
			switch m.Kind {
			case MoveKindUpgrade:
				return "Upgrade a Speakeasy to a " + groupTitles[a] + " for $" +
					strconv.Itoa(g.buildCost(p, a, modeUpgrade))
			case MoveKindTakeover:
				return "Take over a Mobster Speakeasy with a " + groupTitles[a] + " for $" +
					strconv.Itoa(g.buildCost(p, a, modeTakeover))
			}
			return "Open a " + groupTitles[a] + " for $" + strconv.Itoa(
				g.buildCost(p, a, int8(mode)),
			)
		}
	case MoveKindAt:
		if gr := g.Pend.Group; in(gr, numGroups) {
			switch g.Pend.Mode {
			case modeUpgrade:
				return "Upgrade your Speakeasy on " + spaceWords(a) + " to a " + groupTitles[gr]
			case modeTakeover:
				return "Take over the Mobster Speakeasy on " + spaceWords(
					a,
				) + " with a " + groupTitles[gr]
			}
			return "Open the " + groupTitles[gr] + " on " + spaceWords(a)
		}
		return "Put the building on " + spaceWords(a)
	case MoveKindFee:
		if a == 1 && in(pl.Assoc, numDistricts) {
			return "Pay your Associate's fee ($" + strconv.Itoa(
				assocFee(pl.Assoc),
			) + ") and add their strength " +
				strconv.Itoa(
					assocStrength(pl.Assoc),
				)
		}
		if a == 1 {
			return "Use your Associate"
		}
		return "Take over without your Associate"
	case MoveKindDiscard:
		if in(a, numOps) {
			return "Discard the " + opsTitle(a)
		}
	case MoveKindPlay:
		if in(a, numOps) {
			return "Play the " + opsTitle(a) + ": " + opsText[a/10]
		}
	case MoveKindSell:
		if in(a, numSpaces) {
			return "Sell the barrel at " + spaceWords(
				a,
			) + " for $" + strconv.Itoa(
				g.partyPrice(p, int(a)),
			)
		}
	case MoveKindProtect:
		return "Send a Family Member to protect your building on " + spaceWords(a)
	default:
		return describeDelivery(g, p, m, a, a2)
	}
	return m.String()
}

// describeDelivery is Describe for the moves from a Truck's on: Pick up
// and deliver, the ambush, the Restaurant, the Associate, the Park reward,
// the City tile limit and the Mob War.
func describeDelivery(g *game, p int8, m Move, a, a2 int8) string {
	switch m.Kind {
	case MoveKindTruck:
		return "Move Truck " + itoa(a+1)
	case MoveKindEnter:
		return "Bring the Truck onto the map in district " + itoa(a+1)
	case MoveKindDrive:
		return "Drive the Truck to district " + itoa(a+1)
	case MoveKindPickUp:
		return "Pick up a barrel from your Stills area"
	case MoveKindBuy:
		if in(a, numShips) {
			cost, _ := g.buyCost(a, int(a2))
			return "Buy " + plural(
				int(a2),
				"barrel",
			) + " from Ship " + shipNames[a] + " for $" + strconv.Itoa(
				cost,
			)
		}
	case MoveKindDeliver:
		return "Deliver a barrel to your building on " + spaceWords(a)
	case MoveKindAmbush:
		if in(a, numShips) {
			sh := g.Ships[a]
			return "Ambush Ship " + shipNames[a] + " in the " + zoneNames[shipZone(sh)] +
				" Docks (defence " +
				strconv.Itoa(
					shipDefence[sh.Barrels],
				) + ")"
		}
	case MoveKindUse:
		if a == p {
			return "Use one more of your own Family Members in the ambush"
		}
		return "Use one of " + core.Player(a).
			String() +
			"'s Family Members in the ambush ($1 to " +
			core.Player(a).
				String() +
			")"
	case MoveKindAttack:
		return "Attack with the Family Members chosen (the fewest Goons that win are returned)"
	case MoveKindBarrel:
		if a == stillsArea {
			return "Put the won barrel on your Stills area"
		}
		return "Put the won barrel beside your building on " + spaceWords(a)
	case MoveKindDo:
		switch a {
		case 0:
			return "Restaurant action: play one Operations card"
		case 1:
			return "Restaurant action: play up to two City tiles"
		case 2:
			return "Restaurant action: cook up to three Books"
		}
	case MoveKindTile:
		if in(a, numTiles) {
			return "Play the City tile " + tileTitle(a) + ": " + tileText[a/4]
		}
	case MoveKindCook:
		if in(a, numBooks) {
			return "Cook the Book " + bookTitle(
				a,
			) + " for $" + strconv.Itoa(
				bookPay[a/2],
			) + " Safe"
		}
	case MoveKindAssociate:
		if in(a, numDistricts) {
			return "Take Mobster M" + itoa(
				a+1,
			) + " of district " + itoa(
				a+1,
			) + " as your Associate (strength " +
				strconv.Itoa(
					assocStrength(a),
				) + ", fee $" + strconv.Itoa(
				assocFee(a),
			) + "): " + powerText[a]
		}
	case MoveKindReward:
		switch a {
		case 0:
			return "Take a Leverage token as the Park reward"
		case 1:
			return "Take a Book as the Park reward"
		case 2:
			if in(a2, numTiles) {
				return "Take the City tile " + tileTitle(a2) + " as the Park reward"
			}
		}
	case MoveKindDrop:
		if in(a, numTiles) {
			return "Put the City tile " + tileTitle(a) + " on the middle column"
		}
	case MoveKindDefend:
		d := g.War.District
		if a == 0 {
			return "Return no Goons and lose district " + itoa(d+1) + " to the Mobsters"
		}
		return "Return " + plural(int(a), "Goon") + " to hold district " + itoa(d+1)
	}
	return m.String()
}

// itoa is v in decimal.
func itoa(v int8) string { return strconv.Itoa(int(v)) }

// spaceWords is space sp with its district and Zone, "7.2 (district 7,
// Midtown)".
func spaceWords(sp int8) string {
	if !in(sp, numSpaces) {
		return "?"
	}
	d := spaceDistrict(sp)
	return spaceName(sp) + " (district " + itoa(d+1) + ", " + zoneNames[districtZone(d)] + ")"
}

// Prompt says what ToMove(s) decides now, addressed to the decider
// ("Choose the space for the building"); "" when the game is over. It
// reads only public facts.
func Prompt(s State) string {
	g := &s.g
	if g.Phase == phOver || g.N == 0 {
		return ""
	}
	text := g.promptText()
	if text != "" && text[0] >= 'a' && text[0] <= 'z' {
		text = string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// promptText is the current decision's prompt with its numbers.
func (g *game) promptText() string {
	d, t := g.current()
	text := d.prompt
	if t == nil {
		return text
	}
	switch t.K {
	case stProtect:
		text += " (" + strconv.Itoa(
			int(t.Left),
		) + " Leverage left, " + strconv.Itoa(
			g.protectPrice(t.Who),
		) +
			" per Family Member)"
	case stTruck:
		text = "Truck " + strconv.Itoa(
			int(t.truck())+1,
		) + ": " + text + " (" + strconv.Itoa(
			int(t.Left),
		) +
			" movement left)"
	case stSpace:
		if in(t.group(), numGroups) {
			text = "choose the space for the " + groupTitles[t.group()]
		}
	case stSell, stTiles, stCook, stBuild:
		text += " (up to " + strconv.Itoa(int(t.Left)) + " more)"
	case stDefend:
		text = "Mobsters invade district " + strconv.Itoa(
			int(g.War.District)+1,
		) + " with Strength " +
			strconv.Itoa(
				int(g.StrTile[g.War.District]),
			) + ": return " + plural(
			int(t.need()),
			"Goon",
		) +
			" to hold it, or lose it"
	}
	return text
}

// The rules a move can break, one code each; Reasons words them.
const (
	rNone core.ReasonCode = iota
	rReturnNoGoonsExactlyN
	rNoSuchBuilding
	rContractorOfficeOpensSpeakeasiesStills
	rCityPlanningOfficePlacesNightclubs
	rNoSuchSpace
	rThatCardNotHand
	rOnlyNightclubsCasinosAreUpgrades
	rCasinoCostsAnOperationsCard
	rAttackMostNStrengthEvery
	rMobsterSpeakeasyStandsSpaceTake
	rSpaceAlreadyHoldsPlayerS
	rOnlyOneOwnSpeakeasiesCan
	rClosedSpeakeasyCannotBeUpgraded
	rThereNoMobsterSpeakeasySpace
	rNoSuchBuildMode
	rDistrictBlockedThisSideBoard
	rMobsterSpeakeasyStandsDistrictTake
	rProtectOneOwnBuildings
	rBuildingAlreadyProtected
	rNoFamilyMemberVipArea
	rFamilyMemberCostsNLeverage
	rNoMobsterForThatDistrict
	rThatMobsterAlreadyAnAssociate
	rNoSuchShip
	rNeedOneFamilyMembersShip
	rAttackMostNStrengthFamily
	rAttackMostNWithThese
	rNoMoreFamilyMembersThat
	rAnotherPlayerSFamilyMember
	rStillsAreaCannotTakeBarrel
	rBarrelGoesBesideOneOperating
	rNoSuchDecision
	rNoSuchSeat
	rNothingDecide
	rPlaceCapoFirst
	rNoFreeParkSpot
	rNoSuchPersonThatLocation
	rSwapWithAnotherPlayerS
	rThatCityTileNotFace
	rRewardLeverageTokenBookCity
	rNoSuchLowerRowColumn
	rThatLowerRowSpaceTaken
	rRestaurantCostsDiscardedOperationsCard
	rLowerColumnNRestaurantCosts
	rTwoRestaurantActionsMustDiffer
	rNoOperationsCardPlay
	rNoCityTilePlay
	rNoBookCanBeCooked
	rThatCityTileNotBoard
	rThatBookNotHand
	rBookSConditionNotMet
	rBookPileEmpty
	rNoSuchTrack
	rOnlyAnOperationsLevelMay
	rThatHelperCardNotDisplay
	rNoFamilyMemberLeftSupply
	rVipAreaFull
	rNoSuchDocksZone
	rHire12Goons
	rHiringN2GoonCosts
	rGoonSupplyHoldsOnlyN
	rSellOneOperatingBuildingsWith
	rMayNotTakeOverOwn
	rAttackMostNStrengthEvery2
	rHaveNoAssociate
	rBuildingNAssociateSFee
	rAttackMostNStrengthEvery3
	rThatTruckHasMoved
	rSecondTruckJoinsFleetLevel
	rTruckAlreadyMap
	rNoSuchDistrict
	rTruckMustEnterMapFirst
	rTrucksMoveAnOrthogonallyAdjacent
	rTruckHasNoMovementLeft
	rPickUpOperatingStillsTruck
	rStillsAreaEmpty
	rTruckHoldsTwoBarrels
	rShipNotDockedTruckS
	rBuyOneTwoBarrels
	rNoBarrelsLeftSupply
	rBarrelsCostNHaveN
	rTruckEmpty
	rDeliverTruckSDistrict
	rDeliverOneOperatingSpeakeasiesNightclubs
	rOneBarrelPerBuilding
	rThatPersonAlreadyTalksCapo
	rCanStillPlaceCapo
	rOnlyOneStills
	rGroupAllBuilt
	rBuildingCosts
	rNoEmptySpace
	rNoSpeakeasyToUpgrade
	rNoMobsterToTakeOver
	rOnePerZone
	rCompulsory
	rWrongStep
	rTrackAtMaximum
	rPlaysType
	// decoding: the position's laws
	lawPositionJSON
	lawOtherGame
	lawOtherVersion
	lawConfig
	lawSeatsConfigSays
	lawActPhaseRoundTurnActive
	lawViewerSeat
	lawViewHoldsRng
	lawTurnOrderTrackUpperColumn
	lawTurnOrderTrackSeatUpper
	lawTurnOrderTrackLowerColumn
	lawSpaceKindTileOutRange
	lawSpaceOwnerDoesFit
	lawSpaceBlockedDistrict
	lawSpaceBarrelProtectionCopMarker
	lawMobsterSpeakeasiesOnlyExist
	lawDistrictInvasionGroupStrengthTile
	lawDistrictAnnouncedLaterAct
	lawLocationPersonBadCapo
	lawParkSpotBadCapo
	lawCaposRestaurantPassed
	lawHasCaposOutRoundsDone
	lawNeutralCaposOutsideSoloGame
	lawDiscardPileHoldsUnknownCards
	lawMoneyOutRange
	lawLevelOutRange
	lawNegativeFamilyMembers
	lawFamilyMembers
	lawVipAreaOverCapacity
	lawNegativeGoonsTokens
	lawHiddenHandFullStateOwner
	lawOperationsHandDoesMatchSize
	lawOperationsCardTwoPlaces
	lawBadCardSlot
	lawBooksDoAddUp
	lawCityTilesTwoPlaces
	lawHelperCardsTwoPlaces
	lawCratesTwoPlaces
	lawBadAssociate
	lawShareAssociate
	lawBadTruck
	lawStillsAreaOutRange
	lawBuildingGroupOutRange
	lawBuildingsMapDoMatchPlayer
	lawMoreSpeakeasiesGoneBuilt
	lawMoreGoonsLeverageTokensExist
	lawHelperDisplayBadCard
	lawCityTileTwoPlaces
	lawCityTileDisplayBadRight
	lawCityTileDisplayBadStack
	lawCityTileDisplayTileAbove
	lawCityTileDisplayBadMiddle
	lawCityTilesSeenPiles
	lawShipLiesWhichClosedPlayers
	lawShipOutRange
	lawTwoShips
	lawCrateTwoPlaces
	lawBadCrateStackTop
	lawCrateStackWithoutTop
	lawBarrels
	lawDecisionStackSizeOutRange
	lawDecisionStackGarbageAboveTop
	lawDecisionStackBadStep
	lawDecisionsPendingAfterGameOver
	lawNoDecisionPendingPhase
	lawCapoPlacementCannotHaveSteps
	lawPendingActionOutRange
	lawPendingAmbushOutRange
	lawMobWarCursorOutRange
	lawDecisionWaitsUnderFinishesBuilding
	lawDecisionPhase
	lawParkRewardWhoWasSwapped
	lawDiscardsCityTilesWithoutHolding
	lawDecisionSTurn
	lawBuildingAmbushBeingAssembledNo
	lawPhaseHasDecisionsPendingOne
	lawMobWarCursorOutsideMob
	lawCapoRoundAct
	lawActiveSeatTurnS
	lawActSPlacementsAreDone
	lawMobWarDefenceDoesFit
	lawMobWarDefenceAsksGoons
	lawGameOverAct
	lawHasNoMoveGameCould
	lawLedgerSourceOutRange
	lawLedgerSinkOutRange
	lawCashSafeStartEarnedSpent
	lawFinalScoringMoneyBeforeGame
	lawSafeMoneySpentAlthoughSafe
	lawBookMoneyNoCookedBook
	lawCrateMoneyNoCrate
	lawHelperMoneyNoFirstCopy
	lawBuildingCostsNoBuildingTaken
	lawAmbushFeesPaidReceived
	lawReceivedAmbushFeesOtherSeats
	lawListedTwice
	lawHandMixesHiddenNamedCards
	lawSeatPlayers
	lawEntriesWant
	lawRestPositionMakes
	lawRules
	lawFullStateNeedsRngWrite
	lawViewHasNoRng
	lawDecisionsPendingMost
	lawDecisionPlaceCapoHasNo
	lawActiveCapoPlacementPendingS
	lawNoDecisionsPendingGameOver
	lawPhaseDecisionsMake
	lawDecisionTopDecisions
	lawPersonsHasNoPersonsInterest
	lawPersonsNoPersonPlayers
	lawShipsShipWant
	lawCityTilesMiddleTilesMost
	lawBuildingAmbushPendingOnce
	lawAmbushFamilyMembersSeatPlayers
	lawMobWarNeedsMobWar
	lawMobWarDistrictOutsideMob
	lawActiveNobodyHasTurnPhase
	lawNoActiveSeatWriteWhose
	lawActiveSeatTurnOrderTrack
	lawDistrictGivenTwice
	lawDistrictHasSpaces
	lawDistrictSpaceGivenTwice
	lawPlayersSeat
	lawCashStartEarnedSpentSafe
	lawCashOutRange
	lawFamilyMembersSupplyFamilyMembers
	lawCityTilesPilesHoldTiles
	lawNoSuchDecision
	lawDecisionHasNo
	lawMovedTrucksAre12
	lawDoneListedTwice
	lawDecisionStandsOn
	lawDecisionArgsOn
	lawAutomaticOnTop
	lawRestaurantDiscardLeft
	lawTurnOrderMarkerColumnTaken
	lawAmbushCannotWin
	lawFamilyMemberWithoutSupply
	lawSecondTruckBelowFleet3
	lawNeutralCaposTurns
	lawBuildingsWithoutOfficeCapo
	lawBuildingsTakenDisagree
	lawBuildingCostsFitNoBuildings
	lawViewSeat
	lawEmptyRNG
	lawSeatListedTwice
	lawTrucksWant
	lawNeeds
	lawDecisionNeeds
	lawPlaceUnder
	lawNoArgs
	lawRaiseArgs
	lawBuildArgs
	lawSpaceArgs
	lawFeeArgs
	lawCasinoCardArgs
	lawCasinoCardFee
	lawPlayOpsArgs
	lawCountOnly
	lawProtectArgs
	lawTruckMenuArgs
	lawTruckArgs
	lawAmbushFMOwn
	lawAmbushFMDocks
	lawAmbushFMPay
	lawBarrelArgs
	lawRestMenuArgs
	lawDefendArgs
	lawAutoMarkerArgs
	lawBuildWithoutCapo
	lawVisitWithoutCapo
	numReasons
)

// Reasons is every rule a Speakeasy move can break and every law a decoded
// position can break (from position-json on, each an ErrBadState), declared
// once: its stable kebab-case name (core.RuleError.Code carries it, so a UI
// may show its own words), its error kind and its words, the placeholders
// filled from the reason's numbers ("{n}" a number, "{seat}" a seat,
// "{group}" a building group, "{decision}" the decision pending, "{kind}" a
// decision's id, "{key}" a key of the position, ...); "{text}" is the
// words no number carries (the strict decoder's, an invalid config's).
var Reasons = core.ReasonTable{
	Game: "speakeasy",
	Texts: []core.ReasonText{
		rReturnNoGoonsExactlyN:                    {Name: "return-no-goons-exactly-n", Kind: core.ErrIllegalMove, Text: "return no Goons or exactly the {n} the district needs"},
		rNoSuchBuilding:                           {Name: "no-such-building", Kind: core.ErrIllegalMove, Text: "no such building"},
		rContractorOfficeOpensSpeakeasiesStills:   {Name: "contractor-office-opens-speakeasies-stills", Kind: core.ErrIllegalMove, Text: "the Contractor Office opens Speakeasies and the Stills"},
		rCityPlanningOfficePlacesNightclubs:       {Name: "city-planning-office-places-nightclubs", Kind: core.ErrIllegalMove, Text: "the City Planning Office places Nightclubs and Casinos"},
		rNoSuchSpace:                              {Name: "no-such-space", Kind: core.ErrIllegalMove, Text: "no such space"},
		rThatCardNotHand:                          {Name: "that-card-not-hand", Kind: core.ErrIllegalMove, Text: "that card is not in your hand"},
		rOnlyNightclubsCasinosAreUpgrades:         {Name: "only-nightclubs-casinos-are-upgrades", Kind: core.ErrIllegalMove, Text: "only Nightclubs and Casinos are upgrades"},
		rCasinoCostsAnOperationsCard:              {Name: "casino-costs-an-operations-card", Kind: core.ErrIllegalMove, Text: "a Casino costs an Operations card from your hand too, and your hand is empty"},
		rAttackMostNStrengthEvery:                 {Name: "attack-most-n-strength-every", Kind: core.ErrIllegalMove, Text: "your attack is at most {n} (Strength, every Goon and your Associate), the weakest Mobster Speakeasy you may attack defends with {n}: you need more"},
		rMobsterSpeakeasyStandsSpaceTake:          {Name: "mobster-speakeasy-stands-space-take", Kind: core.ErrIllegalMove, Text: "a Mobster Speakeasy stands on the space: take it over instead"},
		rSpaceAlreadyHoldsPlayerS:                 {Name: "space-already-holds-player-s", Kind: core.ErrIllegalMove, Text: "the space already holds a player's building"},
		rOnlyOneOwnSpeakeasiesCan:                 {Name: "only-one-own-speakeasies-can", Kind: core.ErrIllegalMove, Text: "only one of your own Speakeasies can be upgraded"},
		rClosedSpeakeasyCannotBeUpgraded:          {Name: "closed-speakeasy-cannot-be-upgraded", Kind: core.ErrIllegalMove, Text: "a Closed Speakeasy cannot be upgraded: protect it to reopen it"},
		rThereNoMobsterSpeakeasySpace:             {Name: "there-no-mobster-speakeasy-space", Kind: core.ErrIllegalMove, Text: "there is no Mobster Speakeasy on the space"},
		rNoSuchBuildMode:                          {Name: "no-such-build-mode", Kind: core.ErrIllegalMove, Text: "no such build mode"},
		rDistrictBlockedThisSideBoard:             {Name: "district-blocked-this-side-board", Kind: core.ErrIllegalMove, Text: "the district is blocked on this side of the board"},
		rMobsterSpeakeasyStandsDistrictTake:       {Name: "mobster-speakeasy-stands-district-take", Kind: core.ErrIllegalMove, Text: "a Mobster Speakeasy stands in the district: take it over to build here"},
		rProtectOneOwnBuildings:                   {Name: "protect-one-own-buildings", Kind: core.ErrIllegalMove, Text: "protect one of your own buildings"},
		rBuildingAlreadyProtected:                 {Name: "building-already-protected", Kind: core.ErrIllegalMove, Text: "the building is already protected"},
		rNoFamilyMemberVipArea:                    {Name: "no-family-member-vip-area", Kind: core.ErrIllegalMove, Text: "no Family Member in your VIP area"},
		rFamilyMemberCostsNLeverage:               {Name: "family-member-costs-n-leverage", Kind: core.ErrIllegalMove, Text: "a Family Member costs {n} Leverage, you have {n} (budget and tokens)"},
		rNoMobsterForThatDistrict:                 {Name: "no-mobster-for-that-district", Kind: core.ErrIllegalMove, Text: "no Mobster for that district"},
		rThatMobsterAlreadyAnAssociate:            {Name: "that-mobster-already-an-associate", Kind: core.ErrIllegalMove, Text: "that Mobster is already an Associate"},
		rNoSuchShip:                               {Name: "no-such-ship", Kind: core.ErrIllegalMove, Text: "no such Ship"},
		rNeedOneFamilyMembersShip:                 {Name: "need-one-family-members-ship", Kind: core.ErrIllegalMove, Text: "you need one of your Family Members in the Ship's Docks Zone"},
		rAttackMostNStrengthFamily:                {Name: "attack-most-n-strength-family", Kind: core.ErrIllegalMove, Text: "your attack is at most {n} (Strength \u00d7 Family Members in the Docks Zone, Goons, Muscle Crates), the Ship defends with {n}: you need more"},
		rAttackMostNWithThese:                     {Name: "attack-most-n-with-these", Kind: core.ErrIllegalMove, Text: "your attack is at most {n} with these Family Members and every Goon, the Ship defends with {n}: use more Family Members"},
		rNoMoreFamilyMembersThat:                  {Name: "no-more-family-members-that", Kind: core.ErrIllegalMove, Text: "no more Family Members of that seat in the Docks Zone"},
		rAnotherPlayerSFamilyMember:               {Name: "another-player-s-family-member", Kind: core.ErrIllegalMove, Text: "another player's Family Member costs $1 to its owner, and you have only ${n} to spend"},
		rStillsAreaCannotTakeBarrel:               {Name: "stills-area-cannot-take-barrel", Kind: core.ErrIllegalMove, Text: "your Stills area cannot take a barrel"},
		rBarrelGoesBesideOneOperating:             {Name: "barrel-goes-beside-one-operating", Kind: core.ErrIllegalMove, Text: "the barrel goes beside one of your Operating buildings without a barrel"},
		rNoSuchDecision:                           {Name: "no-such-decision", Kind: core.ErrIllegalMove, Text: "no such decision"},
		rNoSuchSeat:                               {Name: "no-such-seat", Kind: core.ErrIllegalMove, Text: "no such seat"},
		rNothingDecide:                            {Name: "nothing-decide", Kind: core.ErrIllegalMove, Text: "nothing to decide"},
		rPlaceCapoFirst:                           {Name: "place-capo-first", Kind: core.ErrIllegalMove, Text: "place a Capo first"},
		rNoFreeParkSpot:                           {Name: "no-free-park-spot", Kind: core.ErrIllegalMove, Text: "no free Park spot"},
		rNoSuchPersonThatLocation:                 {Name: "no-such-person-that-location", Kind: core.ErrIllegalMove, Text: "no such person at that location"},
		rSwapWithAnotherPlayerS:                   {Name: "swap-with-another-player-s", Kind: core.ErrIllegalMove, Text: "swap with another player's Capo talking to someone"},
		rThatCityTileNotFace:                      {Name: "that-city-tile-not-face", Kind: core.ErrIllegalMove, Text: "that City tile is not face-up and uncovered"},
		rRewardLeverageTokenBookCity:              {Name: "reward-leverage-token-book-city", Kind: core.ErrIllegalMove, Text: "the reward is a Leverage token, a Book or a City tile"},
		rNoSuchLowerRowColumn:                     {Name: "no-such-lower-row-column", Kind: core.ErrIllegalMove, Text: "no such lower-row column"},
		rThatLowerRowSpaceTaken:                   {Name: "that-lower-row-space-taken", Kind: core.ErrIllegalMove, Text: "that lower-row space is taken"},
		rRestaurantCostsDiscardedOperationsCard:   {Name: "restaurant-costs-discarded-operations-card", Kind: core.ErrIllegalMove, Text: "the Restaurant costs a discarded Operations card, and your hand is empty"},
		rLowerColumnNRestaurantCosts:              {Name: "lower-column-n-restaurant-costs", Kind: core.ErrIllegalMove, Text: "lower column {n} of the Restaurant costs two discarded Operations cards, you hold {n}"},
		rTwoRestaurantActionsMustDiffer:           {Name: "two-restaurant-actions-must-differ", Kind: core.ErrIllegalMove, Text: "the two Restaurant actions must differ"},
		rNoOperationsCardPlay:                     {Name: "no-operations-card-play", Kind: core.ErrIllegalMove, Text: "no Operations card to play"},
		rNoCityTilePlay:                           {Name: "no-city-tile-play", Kind: core.ErrIllegalMove, Text: "no City tile to play"},
		rNoBookCanBeCooked:                        {Name: "no-book-can-be-cooked", Kind: core.ErrIllegalMove, Text: "no Book can be cooked now"},
		rThatCityTileNotBoard:                     {Name: "that-city-tile-not-board", Kind: core.ErrIllegalMove, Text: "that City tile is not on your board"},
		rThatBookNotHand:                          {Name: "that-book-not-hand", Kind: core.ErrIllegalMove, Text: "that Book is not in your hand"},
		rBookSConditionNotMet:                     {Name: "book-s-condition-not-met", Kind: core.ErrIllegalMove, Text: "the Book's condition is not met"},
		rBookPileEmpty:                            {Name: "book-pile-empty", Kind: core.ErrIllegalMove, Text: "the Book pile is empty"},
		rNoSuchTrack:                              {Name: "no-such-track", Kind: core.ErrIllegalMove, Text: "no such track"},
		rOnlyAnOperationsLevelMay:                 {Name: "only-an-operations-level-may", Kind: core.ErrIllegalMove, Text: "only an Operations level may be raised here"},
		rThatHelperCardNotDisplay:                 {Name: "that-helper-card-not-display", Kind: core.ErrIllegalMove, Text: "that Helper card is not in the display"},
		rNoFamilyMemberLeftSupply:                 {Name: "no-family-member-left-supply", Kind: core.ErrIllegalMove, Text: "no Family Member left in your supply"},
		rVipAreaFull:                              {Name: "vip-area-full", Kind: core.ErrIllegalMove, Text: "your VIP area is full"},
		rNoSuchDocksZone:                          {Name: "no-such-docks-zone", Kind: core.ErrIllegalMove, Text: "no such Docks Zone"},
		rHire12Goons:                              {Name: "hire-1-2-goons", Kind: core.ErrIllegalMove, Text: "hire 1 or 2 Goons"},
		rHiringN2GoonCosts:                        {Name: "hiring-n-2-goon-costs", Kind: core.ErrIllegalMove, Text: "hiring {n} at $2 a Goon costs ${n}, you have ${n} to spend"},
		rGoonSupplyHoldsOnlyN:                     {Name: "goon-supply-holds-only-n", Kind: core.ErrIllegalMove, Text: "the Goon supply holds only {n}"},
		rSellOneOperatingBuildingsWith:            {Name: "sell-one-operating-buildings-with", Kind: core.ErrIllegalMove, Text: "sell at one of your Operating buildings with a barrel"},
		rMayNotTakeOverOwn:                        {Name: "may-not-take-over-own", Kind: core.ErrIllegalMove, Text: "you may not take over in your own Associate's district"},
		rAttackMostNStrengthEvery2:                {Name: "attack-most-n-strength-every-2", Kind: core.ErrIllegalMove, Text: "your attack is at most {n} (Strength, every Goon and your Associate), the Mobster Speakeasy here defends with {n}: you need more"},
		rHaveNoAssociate:                          {Name: "have-no-associate", Kind: core.ErrIllegalMove, Text: "you have no Associate"},
		rBuildingNAssociateSFee:                   {Name: "building-n-associate-s-fee", Kind: core.ErrIllegalMove, Text: "the building (${n}) and the Associate's fee (${n}) cost more than the ${n} you have to spend"},
		rAttackMostNStrengthEvery3:                {Name: "attack-most-n-strength-every-3", Kind: core.ErrIllegalMove, Text: "your attack is at most {n} (Strength, every Goon and the Associate if used), the Mobster Speakeasy defends with {n}: you need more"},
		rThatTruckHasMoved:                        {Name: "that-truck-has-moved", Kind: core.ErrIllegalMove, Text: "that Truck has moved"},
		rSecondTruckJoinsFleetLevel:               {Name: "second-truck-joins-fleet-level", Kind: core.ErrIllegalMove, Text: "the second Truck joins at Fleet level 3"},
		rTruckAlreadyMap:                          {Name: "truck-already-map", Kind: core.ErrIllegalMove, Text: "the Truck is already on the map"},
		rNoSuchDistrict:                           {Name: "no-such-district", Kind: core.ErrIllegalMove, Text: "no such district"},
		rTruckMustEnterMapFirst:                   {Name: "truck-must-enter-map-first", Kind: core.ErrIllegalMove, Text: "the Truck must enter the map first"},
		rTrucksMoveAnOrthogonallyAdjacent:         {Name: "trucks-move-an-orthogonally-adjacent", Kind: core.ErrIllegalMove, Text: "Trucks move to an orthogonally adjacent district (not across Central Park)"},
		rTruckHasNoMovementLeft:                   {Name: "truck-has-no-movement-left", Kind: core.ErrIllegalMove, Text: "the Truck has no movement left"},
		rPickUpOperatingStillsTruck:               {Name: "pick-up-operating-stills-truck", Kind: core.ErrIllegalMove, Text: "pick up at your Operating Stills in the Truck's district"},
		rStillsAreaEmpty:                          {Name: "stills-area-empty", Kind: core.ErrIllegalMove, Text: "your Stills area is empty"},
		rTruckHoldsTwoBarrels:                     {Name: "truck-holds-two-barrels", Kind: core.ErrIllegalMove, Text: "a Truck holds two barrels"},
		rShipNotDockedTruckS:                      {Name: "ship-not-docked-truck-s", Kind: core.ErrIllegalMove, Text: "the Ship is not docked in the Truck's district"},
		rBuyOneTwoBarrels:                         {Name: "buy-one-two-barrels", Kind: core.ErrIllegalMove, Text: "buy one or two barrels"},
		rNoBarrelsLeftSupply:                      {Name: "no-barrels-left-supply", Kind: core.ErrIllegalMove, Text: "no barrels left in the supply"},
		rBarrelsCostNHaveN:                        {Name: "barrels-cost-n-have-n", Kind: core.ErrIllegalMove, Text: "the barrels cost ${n}, you have ${n} to spend"},
		rTruckEmpty:                               {Name: "truck-empty", Kind: core.ErrIllegalMove, Text: "the Truck is empty"},
		rDeliverTruckSDistrict:                    {Name: "deliver-truck-s-district", Kind: core.ErrIllegalMove, Text: "deliver in the Truck's district"},
		rDeliverOneOperatingSpeakeasiesNightclubs: {Name: "deliver-one-operating-speakeasies-nightclubs", Kind: core.ErrIllegalMove, Text: "deliver to one of your Operating Speakeasies, Nightclubs or Casinos"},
		rOneBarrelPerBuilding:                     {Name: "one-barrel-per-building", Kind: core.ErrIllegalMove, Text: "one barrel per building"},
		rThatPersonAlreadyTalksCapo:               {Name: "that-person-already-talks-capo", Kind: core.ErrIllegalMove, Text: "that person already talks to a Capo"},
		rCanStillPlaceCapo:                        {Name: "can-still-place-capo", Kind: core.ErrIllegalMove, Text: "you can still place your Capo"},
		rOnlyOneStills:                            {Name: "only-one-stills", Kind: core.ErrIllegalMove, Text: "you may have only one Stills"},
		rGroupAllBuilt:                            {Name: "group-all-built", Kind: core.ErrIllegalMove, Text: "every {group} on your board is built"},
		rBuildingCosts:                            {Name: "building-costs", Kind: core.ErrIllegalMove, Text: "{modeverb} a {group} costs ${n}, you have ${n} to spend"},
		rNoEmptySpace:                             {Name: "no-empty-space", Kind: core.ErrIllegalMove, Text: "there is no empty building space for it"},
		rNoSpeakeasyToUpgrade:                     {Name: "no-speakeasy-to-upgrade", Kind: core.ErrIllegalMove, Text: "you have no Speakeasy to upgrade"},
		rNoMobsterToTakeOver:                      {Name: "no-mobster-to-take-over", Kind: core.ErrIllegalMove, Text: "there is no Mobster Speakeasy to take over"},
		rOnePerZone:                               {Name: "one-per-zone", Kind: core.ErrIllegalMove, Text: "you already have a {building} in {zone} (one per Zone)"},
		rCompulsory:                               {Name: "step-compulsory", Kind: core.ErrIllegalMove, Text: "this step is compulsory: {decision}"},
		rWrongStep:                                {Name: "not-this-decision", Kind: core.ErrIllegalMove, Text: "not a move for the current decision: {decision}"},
		rTrackAtMaximum:                           {Name: "track-at-maximum", Kind: core.ErrIllegalMove, Text: "your {track} track is at its maximum ({n})"},
		rPlaysType:                                {Name: "plays-operations-type", Kind: core.ErrIllegalMove, Text: "this action plays a {opstype} card"},

		// decoding: the position's laws
		lawPositionJSON:                       {Name: "position-json", Kind: core.ErrBadState, Text: "speakeasy position: {text}"},
		lawOtherGame:                          {Name: "other-game", Kind: core.ErrBadState, Text: "a position of {text}, not of \"speakeasy\""},
		lawOtherVersion:                       {Name: "other-version", Kind: core.ErrBadState, Text: "speakeasy position version {text}: this package reads version {n}"},
		lawConfig:                             {Name: "config-invalid", Kind: core.ErrBadState, Text: "config: {text}"},
		lawSeatsConfigSays:                    {Name: "seats-not-as-config", Kind: core.ErrBadState, Text: "{n} seats but the config says {n}"},
		lawActPhaseRoundTurnActive:            {Name: "act-phase-round-turn-active", Kind: core.ErrBadState, Text: "act, phase, round, turn or active seat out of range"},
		lawViewerSeat:                         {Name: "viewer-not-a-seat", Kind: core.ErrBadState, Text: "viewer {n}: not a seat"},
		lawViewHoldsRng:                       {Name: "view-holds-rng", Kind: core.ErrBadState, Text: "a View holds the RNG"},
		lawTurnOrderTrackUpperColumn:          {Name: "turn-order-track-upper-column", Kind: core.ErrBadState, Text: "turn order track: upper column {n} holds {n}"},
		lawTurnOrderTrackSeatUpper:            {Name: "turn-order-track-seat-upper", Kind: core.ErrBadState, Text: "turn order track: seat {n} is on the upper row {n} times"},
		lawTurnOrderTrackLowerColumn:          {Name: "turn-order-track-lower-column", Kind: core.ErrBadState, Text: "turn order track: lower column {n} holds {n}"},
		lawSpaceKindTileOutRange:              {Name: "space-kind-tile-out-range", Kind: core.ErrBadState, Text: "space {space}: kind or tile out of range"},
		lawSpaceOwnerDoesFit:                  {Name: "space-owner-does-fit", Kind: core.ErrBadState, Text: "space {space}: owner {n} does not fit a {building}"},
		lawSpaceBlockedDistrict:               {Name: "space-blocked-district", Kind: core.ErrBadState, Text: "space {space} is in a blocked district"},
		lawSpaceBarrelProtectionCopMarker:     {Name: "space-barrel-protection-cop-marker", Kind: core.ErrBadState, Text: "space {space}: barrel, protection or cop marker on the wrong building"},
		lawMobsterSpeakeasiesOnlyExist:        {Name: "mobster-speakeasies-only-exist", Kind: core.ErrBadState, Text: "{n} Mobster Speakeasies, only {n} exist"},
		lawDistrictInvasionGroupStrengthTile:  {Name: "district-invasion-group-strength-tile", Kind: core.ErrBadState, Text: "district {n}: invasion group or Strength tile out of range"},
		lawDistrictAnnouncedLaterAct:          {Name: "district-announced-later-act", Kind: core.ErrBadState, Text: "district {n} is announced for a later Act"},
		lawLocationPersonBadCapo:              {Name: "location-person-bad-capo", Kind: core.ErrBadState, Text: "location {location} person {person}: bad Capo {n}"},
		lawParkSpotBadCapo:                    {Name: "park-spot-bad-capo", Kind: core.ErrBadState, Text: "Park spot {n}: bad Capo {n}"},
		lawCaposRestaurantPassed:              {Name: "capos-restaurant-passed", Kind: core.ErrBadState, Text: "{seat}: {n} Capos at the Restaurant and {n} passed"},
		lawHasCaposOutRoundsDone:              {Name: "has-capos-out-rounds-done", Kind: core.ErrBadState, Text: "{seat} has {n} Capos out, but the rounds done and the turn order make it {n} (Act {n})"},
		lawNeutralCaposOutsideSoloGame:        {Name: "neutral-capos-outside-solo-game", Kind: core.ErrBadState, Text: "neutral Capos outside the solo game"},
		lawDiscardPileHoldsUnknownCards:       {Name: "discard-pile-holds-unknown-cards", Kind: core.ErrBadState, Text: "discard pile holds unknown cards"},
		lawMoneyOutRange:                      {Name: "money-out-range", Kind: core.ErrBadState, Text: "{seat}: money out of range"},
		lawLevelOutRange:                      {Name: "level-out-range", Kind: core.ErrBadState, Text: "{seat}: {trackid} level {n} out of range"},
		lawNegativeFamilyMembers:              {Name: "negative-family-members", Kind: core.ErrBadState, Text: "{seat}: negative Family Members"},
		lawFamilyMembers:                      {Name: "family-member-count", Kind: core.ErrBadState, Text: "{seat}: {n} Family Members, not {n}"},
		lawVipAreaOverCapacity:                {Name: "vip-area-over-capacity", Kind: core.ErrBadState, Text: "{seat}: VIP area over capacity"},
		lawNegativeGoonsTokens:                {Name: "negative-goons-tokens", Kind: core.ErrBadState, Text: "{seat}: negative Goons or tokens"},
		lawHiddenHandFullStateOwner:           {Name: "hidden-hand-full-state-owner", Kind: core.ErrBadState, Text: "{seat}: a hidden hand in a full state or in its owner's View"},
		lawOperationsHandDoesMatchSize:        {Name: "operations-hand-does-match-size", Kind: core.ErrBadState, Text: "{seat}: Operations hand does not match its size"},
		lawOperationsCardTwoPlaces:            {Name: "operations-card-two-places", Kind: core.ErrBadState, Text: "{seat}: an Operations card is in two places"},
		lawBadCardSlot:                        {Name: "bad-card-slot", Kind: core.ErrBadState, Text: "{seat}: bad card in the {opstype} slot"},
		lawBooksDoAddUp:                       {Name: "books-do-add-up", Kind: core.ErrBadState, Text: "{seat}: Books do not add up"},
		lawCityTilesTwoPlaces:                 {Name: "city-tiles-two-places", Kind: core.ErrBadState, Text: "{seat}: City tiles in two places"},
		lawHelperCardsTwoPlaces:               {Name: "helper-cards-two-places", Kind: core.ErrBadState, Text: "{seat}: Helper cards in two places"},
		lawCratesTwoPlaces:                    {Name: "crates-two-places", Kind: core.ErrBadState, Text: "{seat}: Crates in two places"},
		lawBadAssociate:                       {Name: "bad-associate", Kind: core.ErrBadState, Text: "{seat}: bad Associate"},
		lawShareAssociate:                     {Name: "share-associate", Kind: core.ErrBadState, Text: "{seat} and {seat} share an Associate"},
		lawBadTruck:                           {Name: "bad-truck", Kind: core.ErrBadState, Text: "{seat}: bad Truck"},
		lawStillsAreaOutRange:                 {Name: "stills-area-out-range", Kind: core.ErrBadState, Text: "{seat}: Stills area out of range"},
		lawBuildingGroupOutRange:              {Name: "building-group-out-range", Kind: core.ErrBadState, Text: "{seat}: building group {groupid} out of range"},
		lawBuildingsMapDoMatchPlayer:          {Name: "buildings-map-do-match-player", Kind: core.ErrBadState, Text: "{seat}: buildings on the map do not match the player board"},
		lawMoreSpeakeasiesGoneBuilt:           {Name: "more-speakeasies-gone-built", Kind: core.ErrBadState, Text: "{seat}: more Speakeasies gone than built"},
		lawMoreGoonsLeverageTokensExist:       {Name: "more-goons-leverage-tokens-exist", Kind: core.ErrBadState, Text: "more Goons or Leverage tokens than exist"},
		lawHelperDisplayBadCard:               {Name: "helper-display-bad-card", Kind: core.ErrBadState, Text: "Helper display {n}: bad card"},
		lawCityTileTwoPlaces:                  {Name: "city-tile-two-places", Kind: core.ErrBadState, Text: "City tile {tile} in two places"},
		lawCityTileDisplayBadRight:            {Name: "city-tile-display-bad-right", Kind: core.ErrBadState, Text: "City tile display: bad right column"},
		lawCityTileDisplayBadStack:            {Name: "city-tile-display-bad-stack", Kind: core.ErrBadState, Text: "City tile display: bad stack size"},
		lawCityTileDisplayTileAbove:           {Name: "city-tile-display-tile-above", Kind: core.ErrBadState, Text: "City tile display: a tile above the top of a stack"},
		lawCityTileDisplayBadMiddle:           {Name: "city-tile-display-bad-middle", Kind: core.ErrBadState, Text: "City tile display: bad middle column"},
		lawCityTilesSeenPiles:                 {Name: "city-tiles-seen-piles", Kind: core.ErrBadState, Text: "City tiles: {n} seen and {n} in piles, not {n}"},
		lawShipLiesWhichClosedPlayers:         {Name: "ship-lies-which-closed-players", Kind: core.ErrBadState, Text: "Ship {ship} lies at {port}, which is closed with {n} players"},
		lawShipOutRange:                       {Name: "ship-out-range", Kind: core.ErrBadState, Text: "Ship {ship} out of range"},
		lawTwoShips:                           {Name: "two-ships", Kind: core.ErrBadState, Text: "two Ships in {port}"},
		lawCrateTwoPlaces:                     {Name: "crate-two-places", Kind: core.ErrBadState, Text: "Crate in two places"},
		lawBadCrateStackTop:                   {Name: "bad-crate-stack-top", Kind: core.ErrBadState, Text: "bad Crate stack top"},
		lawCrateStackWithoutTop:               {Name: "crate-stack-without-top", Kind: core.ErrBadState, Text: "no crate_stack_top, but {n} Crates are neither on a Ship nor kept: the stack shows its top Crate face up"},
		lawBarrels:                            {Name: "barrel-count", Kind: core.ErrBadState, Text: "{n} barrels, not {n}"},
		lawDecisionStackSizeOutRange:          {Name: "decision-stack-size-out-range", Kind: core.ErrBadState, Text: "decision stack size out of range"},
		lawDecisionStackGarbageAboveTop:       {Name: "decision-stack-garbage-above-top", Kind: core.ErrBadState, Text: "decision stack: garbage above the top"},
		lawDecisionStackBadStep:               {Name: "decision-stack-bad-step", Kind: core.ErrBadState, Text: "decision stack: bad step {n}"},
		lawDecisionsPendingAfterGameOver:      {Name: "decisions-pending-after-game-over", Kind: core.ErrBadState, Text: "decisions pending after the game is over"},
		lawNoDecisionPendingPhase:             {Name: "no-decision-pending-phase", Kind: core.ErrBadState, Text: "no decision pending in phase {phase}"},
		lawCapoPlacementCannotHaveSteps:       {Name: "capo-placement-cannot-have-steps", Kind: core.ErrBadState, Text: "a Capo placement cannot have steps pending"},
		lawPendingActionOutRange:              {Name: "pending-action-out-range", Kind: core.ErrBadState, Text: "pending action out of range"},
		lawPendingAmbushOutRange:              {Name: "pending-ambush-out-range", Kind: core.ErrBadState, Text: "pending ambush out of range"},
		lawMobWarCursorOutRange:               {Name: "mob-war-cursor-out-range", Kind: core.ErrBadState, Text: "Mob War cursor out of range"},
		lawDecisionWaitsUnderFinishesBuilding: {Name: "decision-waits-under-finishes-building", Kind: core.ErrBadState, Text: "decision {kind} waits under {kind}: it finishes the building or ambush being assembled, so it is only ever asked on top"},
		lawDecisionPhase:                      {Name: "decision-phase", Kind: core.ErrBadState, Text: "decision {kind} in phase {phase}"},
		lawParkRewardWhoWasSwapped:            {Name: "park-reward-who-was-swapped", Kind: core.ErrBadState, Text: "a Park reward for {seat}, who was not swapped to the Park"},
		lawDiscardsCityTilesWithoutHolding:    {Name: "discards-city-tiles-without-holding", Kind: core.ErrBadState, Text: "{seat} discards City tiles without holding more than four"},
		lawDecisionSTurn:                      {Name: "decision-of-another-seat-in-turn", Kind: core.ErrBadState, Text: "decision {kind} of {seat} in {seat}'s turn"},
		lawBuildingAmbushBeingAssembledNo:     {Name: "building-ambush-being-assembled-no", Kind: core.ErrBadState, Text: "a building or an ambush is being assembled, but no decision on top finishes it"},
		lawPhaseHasDecisionsPendingOne:        {Name: "phase-has-decisions-pending-one", Kind: core.ErrBadState, Text: "phase {phase} has {n} decisions pending, not one"},
		lawMobWarCursorOutsideMob:             {Name: "mob-war-cursor-outside-mob", Kind: core.ErrBadState, Text: "a Mob War cursor outside the Mob War"},
		lawCapoRoundAct:                       {Name: "capo-round-out-of-act", Kind: core.ErrBadState, Text: "Capo round {n} of {n} in Act {n}"},
		lawActiveSeatTurnS:                    {Name: "active-seat-not-the-turns", Kind: core.ErrBadState, Text: "the active seat is not the turn's"},
		lawActSPlacementsAreDone:              {Name: "act-s-placements-are-done", Kind: core.ErrBadState, Text: "the Act's placements are not done in phase {phase}"},
		lawMobWarDefenceDoesFit:               {Name: "mob-war-defence-does-fit", Kind: core.ErrBadState, Text: "the Mob War defence does not fit district {n}"},
		lawMobWarDefenceAsksGoons:             {Name: "mob-war-defence-asks-goons", Kind: core.ErrBadState, Text: "the Mob War defence asks for {n} Goons, the district needs {n}"},
		lawGameOverAct:                        {Name: "game-over-act", Kind: core.ErrBadState, Text: "the game is over in Act {n}"},
		lawHasNoMoveGameCould:                 {Name: "has-no-move-game-could", Kind: core.ErrBadState, Text: "{seat} has no move: the game could not have reached this position"},
		lawLedgerSourceOutRange:               {Name: "ledger-source-out-range", Kind: core.ErrBadState, Text: "{seat}: ledger source {source} out of range"},
		lawLedgerSinkOutRange:                 {Name: "ledger-sink-out-range", Kind: core.ErrBadState, Text: "{seat}: ledger sink {sink} out of range"},
		lawCashSafeStartEarnedSpent:           {Name: "cash-safe-start-earned-spent", Kind: core.ErrBadState, Text: "{seat}: ${n} cash and ${n} Safe, but the ledger makes ${n} (the start, plus earned, minus spent)"},
		lawFinalScoringMoneyBeforeGame:        {Name: "final-scoring-money-before-game", Kind: core.ErrBadState, Text: "{seat}: final scoring money before the game is over"},
		lawSafeMoneySpentAlthoughSafe:         {Name: "safe-money-spent-although-safe", Kind: core.ErrBadState, Text: "{seat}: Safe money spent although Safe spending is off"},
		lawBookMoneyNoCookedBook:              {Name: "book-money-no-cooked-book", Kind: core.ErrBadState, Text: "{seat}: Book money but no cooked Book"},
		lawCrateMoneyNoCrate:                  {Name: "crate-money-no-crate", Kind: core.ErrBadState, Text: "{seat}: Crate money but no Crate"},
		lawHelperMoneyNoFirstCopy:             {Name: "helper-money-no-first-copy", Kind: core.ErrBadState, Text: "{seat}: Helper money but no first-copy Helper card"},
		lawBuildingCostsNoBuildingTaken:       {Name: "building-costs-no-building-taken", Kind: core.ErrBadState, Text: "{seat}: building costs but no building taken from the board"},
		lawAmbushFeesPaidReceived:             {Name: "ambush-fees-paid-received", Kind: core.ErrBadState, Text: "ambush fees: ${n} paid but ${n} received"},
		lawReceivedAmbushFeesOtherSeats:       {Name: "received-ambush-fees-other-seats", Kind: core.ErrBadState, Text: "{seat} received ${n} in ambush fees, the other seats paid ${n}"},
		lawListedTwice:                        {Name: "listed-twice", Kind: core.ErrBadState, Text: "{key}[{n}] is listed twice"},
		lawHandMixesHiddenNamedCards:          {Name: "hand-mixes-hidden-named-cards", Kind: core.ErrBadState, Text: "{seat}: {key} mixes hidden and named cards"},
		lawSeatPlayers:                        {Name: "not-a-seat-of-players", Kind: core.ErrBadState, Text: "{seat} is not a seat of {n} players"},
		lawEntriesWant:                        {Name: "entries-want", Kind: core.ErrBadState, Text: "{key}: {n} entries, want {n}"},
		lawRestPositionMakes:                  {Name: "derived-fact-disagrees", Kind: core.ErrBadState, Text: "{key} is {n}, but the rest of the position makes it {n}"},
		lawRules:                              {Name: "rules-invalid", Kind: core.ErrBadState, Text: "rules: {text}"},
		lawFullStateNeedsRngWrite:             {Name: "full-state-needs-rng-write", Kind: core.ErrBadState, Text: "a full state needs its rng: an object with a \"seed\" (\"rng\" with \"seed\" 7, say) starts one"},
		lawViewHasNoRng:                       {Name: "view-has-no-rng", Kind: core.ErrBadState, Text: "a View has no rng"},
		lawDecisionsPendingMost:               {Name: "decisions-pending-most", Kind: core.ErrBadState, Text: "{n} decisions pending, at most {n}"},
		lawDecisionPlaceCapoHasNo:             {Name: "decision-place-capo-has-no", Kind: core.ErrBadState, Text: "decision place-capo has no \"{key}\""},
		lawActiveCapoPlacementPendingS:        {Name: "active-capo-placement-pending-s", Kind: core.ErrBadState, Text: "active is \"{seat}\", but the Capo placement pending is {seat}'s"},
		lawNoDecisionsPendingGameOver:         {Name: "no-decisions-pending-game-over", Kind: core.ErrBadState, Text: "no decisions pending, and the game is not over (act {n}): a Capo placement is the decision place-capo with its seat"},
		lawPhaseDecisionsMake:                 {Name: "phase-decisions-make", Kind: core.ErrBadState, Text: "phase is \"{phase}\", but the decisions make it \"{phase}\""},
		lawDecisionTopDecisions:               {Name: "decision-top-decisions", Kind: core.ErrBadState, Text: "decision is \"{kind}\", but the top of decisions is \"{kind}\""},
		lawPersonsHasNoPersonsInterest:        {Name: "persons-has-no-persons-interest", Kind: core.ErrBadState, Text: "persons: the {location} has no Persons of Interest"},
		lawPersonsNoPersonPlayers:             {Name: "persons-no-person-players", Kind: core.ErrBadState, Text: "persons: no {person} person at the {location} with {n} players"},
		lawShipsShipWant:                      {Name: "ships-ship-want", Kind: core.ErrBadState, Text: "ships[{n}] is Ship {ship}, want {ship}"},
		lawCityTilesMiddleTilesMost:           {Name: "city-tiles-middle-tiles-most", Kind: core.ErrBadState, Text: "city_tiles.middle[{n}]: {n} tiles, at most {n}"},
		lawBuildingAmbushPendingOnce:          {Name: "building-ambush-pending-once", Kind: core.ErrBadState, Text: "a building and an ambush pending at once"},
		lawAmbushFamilyMembersSeatPlayers:     {Name: "ambush-family-members-seat-players", Kind: core.ErrBadState, Text: "ambush.family_members: {seat} is not a seat of {n} players"},
		lawMobWarNeedsMobWar:                  {Name: "mob-war-needs-mob-war", Kind: core.ErrBadState, Text: "the Mob War needs its mob_war_district"},
		lawMobWarDistrictOutsideMob:           {Name: "mob-war-district-outside-mob", Kind: core.ErrBadState, Text: "mob_war_district outside the Mob War"},
		lawActiveNobodyHasTurnPhase:           {Name: "active-nobody-has-turn-phase", Kind: core.ErrBadState, Text: "active is \"{seat}\", but nobody has a turn in phase {phase}"},
		lawNoActiveSeatWriteWhose:             {Name: "no-active-seat-write-whose", Kind: core.ErrBadState, Text: "no active seat: write whose turn it is"},
		lawActiveSeatTurnOrderTrack:           {Name: "active-seat-turn-order-track", Kind: core.ErrBadState, Text: "the active seat {seat} is not on the turn order track"},
		lawDistrictGivenTwice:                 {Name: "district-given-twice", Kind: core.ErrBadState, Text: "district {n} is given twice in districts"},
		lawDistrictHasSpaces:                  {Name: "district-has-spaces", Kind: core.ErrBadState, Text: "district {n} has spaces {spaces}, not \"{space}\""},
		lawDistrictSpaceGivenTwice:            {Name: "district-space-given-twice", Kind: core.ErrBadState, Text: "district {n}: space {space} is given twice"},
		lawPlayersSeat:                        {Name: "players-out-of-seat-order", Kind: core.ErrBadState, Text: "players[{n}] is seat {seat}"},
		lawCashStartEarnedSpentSafe:           {Name: "cash-start-earned-spent-safe", Kind: core.ErrBadState, Text: "{seat}: cash is ${n}, but the ledger makes it ${n} (the start, plus earned, minus spent, minus the Safe)"},
		lawCashOutRange:                       {Name: "cash-out-range", Kind: core.ErrBadState, Text: "{seat}: cash ${n} out of range"},
		lawFamilyMembersSupplyFamilyMembers:   {Name: "family-members-supply-family-members", Kind: core.ErrBadState, Text: "{seat}: family_members.supply is {n}, but {n} of {n} Family Members are elsewhere"},
		lawCityTilesPilesHoldTiles:            {Name: "city-tiles-piles-hold-tiles", Kind: core.ErrBadState, Text: "city_tiles.piles hold {n} tiles, but {n} City tiles are not elsewhere"},
		lawNoSuchDecision:                     {Name: "not-a-decision-id", Kind: core.ErrBadState, Text: "decisions: {kind} is not among decisions pending on a visit (place-capo is the one decision when nothing else is pending; over, none)"},
		lawDecisionHasNo:                      {Name: "decision-has-no", Kind: core.ErrBadState, Text: "decision {kind} has no \"{key}\""},
		lawMovedTrucksAre12:                   {Name: "moved-trucks-are-1-2", Kind: core.ErrBadState, Text: "pick-up-and-deliver.moved: the Trucks are 1 and 2, each once"},
		lawDoneListedTwice:                    {Name: "done-listed-twice", Kind: core.ErrBadState, Text: "restaurant-actions.done: {action} listed twice"},
		lawDecisionStandsOn:                   {Name: "decision-where-never-put", Kind: core.ErrBadState, Text: "decisions: {kind} of {seat} stands on {under}, but the game puts it only on {on}"},
		lawDecisionArgsOn:                     {Name: "decision-arguments-never-reached", Kind: core.ErrBadState, Text: "decisions: {kind} of {seat} cannot stand on {under} with these arguments: no game puts the two so"},
		lawAutomaticOnTop:                     {Name: "automatic-decision-on-top", Kind: core.ErrBadState, Text: "decisions: {kind} of {seat} is on top, but it runs by itself as it comes there"},
		lawRestaurantDiscardLeft:              {Name: "restaurant-discard-left", Kind: core.ErrBadState, Text: "{seat}: {n} cards left to discard for the Restaurant, but the lower column it is bound for costs {n} and the hand holds {n}"},
		lawTurnOrderMarkerColumnTaken:         {Name: "turn-order-marker-column-taken", Kind: core.ErrBadState, Text: "{seat}: the Restaurant visit is bound for lower column {n}, which {seat}'s marker holds"},
		lawAmbushCannotWin:                    {Name: "ambush-cannot-win", Kind: core.ErrBadState, Text: "{seat}: the ambush of Ship {ship} cannot win: its attack is at most {n} (every Family Member it may use and every Goon), the Ship defends with {n}"},
		lawFamilyMemberWithoutSupply:          {Name: "family-member-gain-without-supply", Kind: core.ErrBadState, Text: "{seat}: gains a Family Member, but none is left in the supply (the game asks only when one is)"},
		lawSecondTruckBelowFleet3:             {Name: "second-truck-below-fleet-3", Kind: core.ErrBadState, Text: "{seat}: Truck 2 moves at Fleet level {n}: it joins at level 3"},
		lawNeutralCaposTurns:                  {Name: "neutral-capos-not-one-per-turn", Kind: core.ErrBadState, Text: "neutral Capos out: {n}, but {n} turns of Act {n} have started, and a neutral Capo comes before each"},
		lawBuildingsWithoutOfficeCapo:         {Name: "act-1-buildings-without-office-capo", Kind: core.ErrBadState, Text: "{seat} has spent ${n} on buildings in Act 1 but has no Capo at the Contractor Office, the City Planning Office or the Park, where its building visit would be"},
		lawBuildingsTakenDisagree:             {Name: "buildings-taken-disagree", Kind: core.ErrBadState, Text: "{seat}: buildings_taken holds {n} of {groupid}, but the buildings on the map and the ledger make it {n}"},
		lawBuildingCostsFitNoBuildings:        {Name: "building-costs-fit-no-buildings", Kind: core.ErrBadState, Text: "{seat}: ${n} spent opening and taking over and ${n} upgrading is not what any buildings taken from the board, with those on the map, cost"},
		lawViewSeat:                           {Name: "view-not-a-seat", Kind: core.ErrBadState, Text: "view: {seat} is not a seat of the game"},
		lawEmptyRNG:                           {Name: "empty-rng", Kind: core.ErrBadState, Text: "a full state needs its rng, and an empty object is none: an object with a \"seed\" (\"rng\" with \"seed\" 7, say) starts one"},
		lawSeatListedTwice:                    {Name: "seat-listed-twice", Kind: core.ErrBadState, Text: "{seat}: {key}[{n}] is listed twice"},
		lawTrucksWant:                         {Name: "trucks-want", Kind: core.ErrBadState, Text: "{seat}: trucks: {n} entries, want 2"},
		lawNeeds:                              {Name: "key-left-out", Kind: core.ErrBadState, Text: "{key} is left out, and the position needs it"},
		lawDecisionNeeds:                      {Name: "decision-needs-argument", Kind: core.ErrBadState, Text: "decision {kind} needs its \"{key}\""},
		lawPlaceUnder:                         {Name: "place-capo-under-a-decision", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a Capo placement is never under another decision"},
		lawNoArgs:                             {Name: "decision-takes-no-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: it takes no arguments"},
		lawRaiseArgs:                          {Name: "raise-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: its one argument is operations_only"},
		lawBuildArgs:                          {Name: "build-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a build is at the Contractor Office or the City Planning Office, with 1 or 2 buildings left"},
		lawSpaceArgs:                          {Name: "build-space-not-the-building", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: the building being placed (its group and mode, no space yet) is the one the decision names"},
		lawFeeArgs:                            {Name: "associate-fee-without-takeover", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a takeover being placed on a Mobster Speakeasy its rules allow, before its fee is chosen"},
		lawCasinoCardArgs:                     {Name: "casino-card-without-casino", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a Casino being placed, its space chosen and its card not yet"},
		lawCasinoCardFee:                      {Name: "casino-card-attack-too-weak", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a Casino taken over with an attack its fee choice allows: Strength, every Goon and, with the fee paid, the Associate beat the district's Strength tile"},
		lawPlayOpsArgs:                        {Name: "play-operations-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: its one argument is an Operations type"},
		lawCountOnly:                          {Name: "left-out-of-range", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: left counts 1 to 6 of what it allows"},
		lawProtectArgs:                        {Name: "protect-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: its one argument is the Leverage left"},
		lawTruckMenuArgs:                      {Name: "pick-up-and-deliver-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: bonus 0 to 2, the Trucks moved among 1 and 2, single a flag"},
		lawTruckArgs:                          {Name: "truck-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a Truck 1 or 2 with its movement left"},
		lawAmbushFMOwn:                        {Name: "ambush-without-own-family-member", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: an ambush being assembled uses one of the attacker's Family Members at least"},
		lawAmbushFMDocks:                      {Name: "ambush-uses-family-members-not-there", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: {seat} has fewer Family Members in the Ship's Docks Zone than the ambush uses"},
		lawAmbushFMPay:                        {Name: "ambush-fees-unpaid", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: the attacker cannot pay $1 for each of the others' Family Members used"},
		lawBarrelArgs:                         {Name: "won-barrel-without-barrel", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a won barrel waits for its place"},
		lawRestMenuArgs:                       {Name: "restaurant-actions-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: the Restaurant's two actions: at most one done before this one"},
		lawDefendArgs:                         {Name: "mob-war-defence-arguments", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a Mob War defence asks for 1 Goon or more, in the Mob War"},
		lawAutoMarkerArgs:                     {Name: "turn-order-marker-column", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: its column is one of the track's"},
		lawBuildWithoutCapo:                   {Name: "build-without-its-capo", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: the build is the visit of the {location}, and the seat has no Capo there"},
		lawVisitWithoutCapo:                   {Name: "visit-without-its-capo", Kind: core.ErrBadState, Text: "decision {kind} of {seat}: a visit is under way, and the seat has no Capo at a person or at the Restaurant"},
	},
	Args: map[string]func(int) string{
		"text":     func(int) string { return "the text" },
		"group":    func(v int) string { return safeName(groupTitles[:], v) },
		"modeverb": func(v int) string { return safeName([]string{"opening", "the upgrade to", "taking over with"}, v) },
		"building": func(v int) string { return safeName(buildingNames[:], v) },
		"zone":     func(v int) string { return safeName(zoneNames[:], v) },
		"decision": func(v int) string { return Decision(v).Text() },
		"track":    func(v int) string { return safeName(trackTitles[:], v) },
		"opstype":  func(v int) string { return safeName(opsNames[:], v) },
		"key":      func(v int) string { return safeName(jsonKeys, v) },
		"kind":     func(v int) string { return Decision(v).String() },
		"phase":    func(v int) string { return Phase(v).String() },
		"location": func(v int) string { return Location(v).String() },
		"person":   func(v int) string { return Person(v).String() },
		"ship":     func(v int) string { return Ship(v).String() },
		"space":    func(v int) string { return Space(v).String() },
		"spaces":   func(v int) string { return spaceList(District(v)) },
		"action":   func(v int) string { return RestaurantAction(v).String() },
		"groupid":  func(v int) string { return Group(v).String() },
		"trackid":  func(v int) string { return Track(v).String() },
		"tile":     func(v int) string { return Tile(v).String() },
		"port":     func(v int) string { return Port(v).String() },
		"source":   func(v int) string { return Source(v).String() },
		"sink":     func(v int) string { return Sink(v).String() },
		"under":    underWords,
		"on":       func(v int) string { return onNames(v) },
	},
}

// underWords is what a decision sits on in the decisions list: another
// decision, or nothing under the Capo placement at its bottom.
func underWords(v int) string {
	if v == stPlace {
		return "nothing"
	}
	return Decision(v).String()
}
