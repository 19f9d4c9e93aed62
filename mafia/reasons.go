package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Why a move is illegal: the reasons the checks return and their words, and
// the checks every decision shares.

// rcode names the rule a move breaks, a core.ReasonCode of Reasons; a
// reason is formatted into words only on Apply's error path, so Legal and
// the check pay nothing for it.
type rcode uint16

const (
	rOK              rcode = iota
	rZero                  // the zero Move, or a kind that does not exist
	rUnusedFields          // a field the kind does not use is not zero
	rWrongKind             // this decision does not take that kind of move
	rNoCard                // not one of the 24 cards
	rNotInHand             // the card is not in the decider's hand
	rOtherHand             // the card is in another hand of the decider's seat
	rCardNotNow            // the card is not played at this decision
	rCardTarget            // the card's target is not one it may take
	rHeliZero              // Helicopter Operation that changes nothing
	rSetupOrder            // another Family chooses its home now
	rNotCity               // a home must be a city
	rColour                // the colour rule of C2
	rTwoHomes              // H1: a player's two Families in one city
	rNoCounter             // no such counter
	rNotYours              // the counter is not the mover's
	rStateMoveKind         // G3: the reused die moves the Prefetto or a CC
	rOffMap                // the counter is not on the map
	rSameCounter           // a split needs two different counters
	rDieUsed               // the second leg takes the other die
	rEqualDice             // both dice show the same: d2 is d1
	rSplitNeedsTwo         // no other counter can use the other die
	rStateSum              // G3: the State counter takes one die's value
	rNoFlight              // only Bosses and the Prefetto fly
	rAirClosed             // ATI Strike / Bomb at Airport closed the air link
	rCannotReach           // no such path of exactly n points
	rNoSpace               // the destination is not a space of the map
	rNotTarget             // the decision is about another counter
	rHomeCity              // a Boss in his home city needs Discover a Lair
	rLairNotHome           // Discover a Lair is for a Boss in his home city
	rNoPair                // the SISDE pair is not held
	rNoLair                // Discover a Lair in the City is not held
	rPicciottoArrest       // the Prefetto arrests a Picciotto, nothing else
	rNotHere               // the target is not in the acting counter's space
	rTried                 // that arrest or detention was tried already
	rCantShoot             // a shootout the encounters do not allow
	rBlocked               // a blocked Picciotto does nothing
	rNoControl             // no control counter to remove
	rActionNotHere         // the acting counter has no such action
	rConvertState          // the pair converts only on a State turn
	rNotDetained           // the Boss is not detained
	rNotActor              // the move names another counter than the one acting now
)

// reason is why a move is illegal: core's Reason, a code and up to four
// small arguments, which each check gives where it refuses (whyOf);
// Apply's error path words it with Reasons.
type reason = core.Reason

func why(c rcode) reason { return core.Why(core.ReasonCode(c)) }

// whyOf is the reason of code c with its arguments, in the order its
// words place them.
func whyOf(c rcode, args ...int) reason { return core.Why(core.ReasonCode(c), args...) }

// The codes the error path words more finely, and the refusals of the
// engine itself, after the checks' codes.
const (
	rSetupOrderName        = rNotActor + 1 + iota // the Family choosing is not named
	rTargetPrison                                 // Government Protection's target
	rTargetStation                                // Protection of a Notable Person's target
	rTargetAmericanBoss                           // Visit of an American Boss's target
	rTargetAmericanBossOwn                        // ... under Config.VisitOwnFamilyOnly
	rTargetAMO                                    // Anti-Mafia Operation's target
	rTargetNone                                   // a card that takes no target
	rNotAGame                                     // the zero State
	rGameWon                                      // the game is over, won
	rGameOverNobody                               // the game is over, nobody won
	rNoDecision                                   // no decision is pending
	rNotYourTurn                                  // another seat decides

	// The laws of a position (UnmarshalJSON, Check): a refusal is
	// ErrBadState, its words the check's own ({text}).
	rPositionJSON // the strict decoder refused the JSON
	rOtherGame    // a position of another game
	rOtherVersion // another version of the format
	rLawControlRollCounter
	rLawControlRollBlocked
	rLawStepsBeforeFirstTurn
	rLawStepsAfterTheEnd
	rLawNoSuchStep
	rLawReturnOfNoCounter
	rLawActivitiesOfAnUnmovedCounter
	rLawStepTakesNoCounter
	rLawStrayStep
	rLawTurnEndsAtTheBottom
	rLawStartCheckpointNotOpened
	rLawMovementInTheStateSlot
	rLawMovementBeforeTheRoll
	rLawReturnsBeforeTheirCheckpoint
	rLawStartCheckpointBeforeTheRoll
	rLawStepOutOfOrder
	rLawEndWithoutItsCheckpoint
	rLawReturnsNotTheActiveFactions
	rLawActivitiesOutOfOrder
	rLawMovementCheckpointAfterActivities
	rLawActivityBeforeItsActivities
	rLawTwoCountersActivitiesAtOnce
	rLawOwnStepSkipped
	rLawNotTheCountersStep
	rLawStepNotJustAboveItsFollowers
	rLawPrefettoArrestAfterBlocks
	rLawDecisionNotAfterItsStep
	rLawMovementAgenda
	rLawBlockDecisionContext
	rLawResistDecisionContext
	rLawActionsWithoutAnAction
	rLawFlightOfACounterThatCannotFly
	rLawLegsWithoutDice
	rLawLegsAgainstTheDice
	rLawAntiMafiaRoadblockUnreached
	rLawBlockedCounterNotAnArrivingPicciotto
	rLawStateDrewForAMafioso
	rLawCounterNowhere
	rLawSisdeOutOfPlay
	rLawCounterOutOfPlay
	rLawStateCounterInABox
	rLawNoSuchFacing
	rLawControlByNoFamily
	rLawControlOwnerAndCount
	rLawControlOfACity
	rLawControlCountersOverEight
	rLawSetupDoesNotMatchDecision
	rLawHomeCityNotAllowed
	rLawHomeBeforeChoosing
	rLawCountersBeforeHome
	rLawUnknownCardHeld
	rLawHandHoldsWrongDeck
	rLawCardInTwoHands
	rLawDeckHoldsAnotherDecksCard
	rLawCardInTwoPlaces
	rLawDeckMixesHiddenAndKnown
	rLawDeckCardsUnaccounted
	rLawKnowledgeOfNoSeat
	rLawKnowledgeOfNoHand
	rLawViewShowsAnothersKnowledge
	rLawCalendarAgainstTurns
	rLawNoSuchCheckpoint
	rLawCalendarDecisionOrWindowOutOfRange
	rLawDiceRoadblockOrWinnerOutOfRange
	rLawDiceRolledApart
	rLawDecisionFieldsOutOfRange
	rLawLegOutOfRange
	rLawGameOverWithoutResult
	rLawWrongFactionDecides
	rLawWindowAsksOthers
	rLawDecisionNotAboutTheMover
	rLawBadRules
	rLawNoRng
	rLawViewWithRng
	rLawEmptyRng
	rLawViewNotASeat
	rLawTurnsOutOfRange
	rLawWinnerBeforeTheEnd
	rLawCheckpointUnnamed
	rLawCheckpointNamedNoneOpen
	rLawDecisionEntry
	rLawDecisionsPastOne
	rLawNotASeatsDecision
	rLawToAskTwice
	rLawDecisionDisagrees
	rLawPhaseDisagrees
	rLawActiveDisagrees
	rLawDecisionSeatDisagrees
	rLawStateSeatInFourPlayerGame
	rLawFactionSeatDisagrees
	rLawPlayerCount
	rLawPlayerSeatOrder
	rLawStateCardsOutsideTwoPlayerGame
	rLawHiddenCardInAFullState
	rLawHiddenCardWithoutOrigin
	rLawCardSetOrder
	rLawStateHome
	rLawHomeNotASpace
	rLawHomesOutOfOrder
	rLawCounterPlace
	rLawControlOfNoSpace
	rLawControlEntry
	rLawHiddenCardInAFullDeck
	rLawNoSuchDieValue
	rLawCounterMovedTwice
	rLawStateMoveBeforeTheFamilys
	rLawAntiMafiaRoadblockNotASpace
	rLawFlightWithoutItsDecision
	rLawShootoutEntry
	rLawCounterSetOrder
	rLawLegEntry
	rLawLegOffTheMap
	rLawStepEntry
	rLawReturnStepWithoutCounter
	rLawActivityStepWithoutCounter
	rLawStepOfAnUnmovedCounter
	rLawViewHidesOwnHand
	rLawViewShowsAnotherHand
	rLawViewShowsDeckOrder
	rLawDecisionRunsByItself
	rLawNobodyDecides
	rLawDecisionSetsUnusedFields
	rLawDecisionWithoutLegalMove
	rLawHelicopterWindowContext
	rLawHelicopterWindowDice
	rLawMovementBeforeTheDice
	rLawFirstLegAfterALeg
	rLawSecondLegWithoutAFirst
	rLawStateMoveOutsideFourPlayerGame
	rLawFlightWindowWithoutFlight
	rLawFlightBeforeTheDice
	rLawFlightWindowAsksTheMover
	rLawDeclaredFlightCounter
	rLawFlightDecisionContext
	rLawFlightNotALegalMove
	rLawPrefettoDecisionContext
	rLawJudiciaryWindowContext
	rLawHomeCityDecisionContext
	rLawPreparationLayout
	rLawHomeCityChosenOutOfTurn
	rLawCountersOutsideHome
	rLawPlayBeforeTheFirstTurn
	rLawKillersWindowContext
	rLawKillersWindowCounter
	rLawKillersWindowWithoutPrefettoArrival
	rLawKillersWindowUnarmedFamily
	rLawKillersWindowAsksTheState
	rLawShootoutWindowContext
	rLawShootoutWindowAsksOthers
	rLawNewsLeakContext
	rLawNewsLeakEmptyHand
	rLawCheckpointAsksNobody
	rLawCheckpointNotOpened
	rLawWindowBeforeTheActivities
	rLawWindowNotAtTheEnd
	rLawAntiMafiaWindowContext
	rLawAntiMafiaWindowWithoutMafioso
	rLawWiretapWindowContext
	numReasons
)

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// strayFieldNames are Move's fields a kind may leave unused, in the order
// an unused-fields refusal names them.
var strayFieldNames = [...]string{"Counter", "Target", "Die", "Space", "Facing", "Air", "Lair", "Faction", "Card", "FirstDieChange", "SecondDieChange"}

// normal is m with the fields its kind does not use zeroed; a move with
// such fields set is malformed.
func normal(m Move) Move {
	n := Move{By: m.By, Kind: m.Kind}
	switch m.Kind {
	case MoveKindHome:
		n.Faction, n.Space = m.Faction, m.Space
	case MoveKindMove:
		n.Counter, n.Die, n.Space, n.Facing, n.Air = m.Counter, m.Die, m.Space, m.Facing, m.Air
	case MoveKindPlay:
		n.Card = m.Card
		if m.Card.Valid() {
			switch targetOf(m.Card) {
			case tgtCounter:
				n.Target = m.Target
			case tgtSpace:
				n.Space = m.Space
			case tgtDeltas:
				n.FirstDieChange, n.SecondDieChange = m.FirstDieChange, m.SecondDieChange
			}
		}
	case MoveKindDetain, MoveKindArrest:
		n.Target, n.Lair = m.Target, m.Lair
	case MoveKindConvert, MoveKindUndercover:
		n.Target = m.Target
	case MoveKindShoot:
		n.Counter, n.Target = m.Counter, m.Target
	case MoveKindRoll:
		n.Counter = m.Counter
	case MoveKindDiscard:
		n.Card = m.Card
	}
	return n
}

// strayFields names the fields of m its kind does not use but that are set.
func strayFields(m Move) []string {
	n := normal(m)
	var out []string
	add := func(differ bool, name string) {
		if differ {
			out = append(out, name)
		}
	}
	add(m.Counter != n.Counter, "Counter")
	add(m.Target != n.Target, "Target")
	add(m.Die != n.Die, "Die")
	add(m.Space != n.Space, "Space")
	add(m.Facing != n.Facing, "Facing")
	add(m.Air != n.Air, "Air")
	add(m.Lair != n.Lair, "Lair")
	add(m.Faction != n.Faction, "Faction")
	add(m.Card != n.Card, "Card")
	add(m.FirstDieChange != n.FirstDieChange, "FirstDieChange")
	add(m.SecondDieChange != n.SecondDieChange, "SecondDieChange")
	return out
}

// checkMoveErr is the check of the pending decision as an error (nil:
// legal), the check Apply makes after the turn and the seat.
func checkMoveErr(s State, m Move) error { return s.checkErr(m) }

// checkErr is checkMoveErr on the State in place (no copy on Apply's path).
func (s *State) checkErr(m Move) error {
	if s.bd == nil {
		return Reasons.Err(why(rNotAGame), m)
	}
	if s.dec == DecisionOver {
		if s.winner >= 0 {
			return Reasons.Err(core.Why(core.ReasonCode(rGameWon), int(s.winner)), m)
		}
		return Reasons.Err(why(rGameOverNobody), m)
	}
	by := s.decider()
	if by < 0 || decisions[s.dec].check == nil {
		return Reasons.Err(why(rNoDecision), m)
	}
	if m.By != by {
		return Reasons.Err(core.Why(core.ReasonCode(rNotYourTurn), int(by), int(m.By)), m)
	}
	if r := s.check(m); !r.OK() {
		return Reasons.Err(r, m)
	}
	return nil
}

// check is the pending decision's check, after the checks every decision
// shares: a real kind, no stray fields, and a card that is in the hand.
func (s *State) check(m Move) reason {
	if m.Kind == 0 || m.Kind > kMax {
		return why(rZero)
	}
	if m != normal(m) {
		mask := 0
		for i, name := range strayFieldNames {
			if slicesContains(strayFields(m), name) {
				mask |= 1 << i
			}
		}
		return whyOf(rUnusedFields, int(m.Kind), mask)
	}
	if m.Kind == MoveKindPlay || m.Kind == MoveKindDiscard {
		if !m.Card.Valid() {
			return why(rNoCard)
		}
		if s.wfac < 0 || !s.holds(Faction(s.wfac), m.Card) {
			// not the deciding faction's: another hand of the seat's, or none
			held := false
			for f := Red; f <= StateFaction; f++ {
				held = held || s.seatOf(f) == m.By && s.holds(f, m.Card)
			}
			switch {
			case !held:
				return whyOf(rNotInHand, int(m.Card))
			case s.wfac >= 0:
				return whyOf(rOtherHand, int(m.Card), int(s.wfac))
			}
		}
	}
	return s.checkNow(m)
}
