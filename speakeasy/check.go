package speakeasy

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// Check reports the first broken range or conservation law of s (nil if
// none). Tests use it as the harness invariant.
func (s State) Check() error { return s.g.validate() }

// lawErr is the refusal of a state that breaks law code (a code of
// Reasons from lawPositionJSON on) with its arguments: a core.RuleError of
// ErrBadState, as Reasons words it.
func lawErr(code core.ReasonCode, args ...int) error { return Reasons.Err(why(code, args...), nil) }

func rng8(v int8, lo, hi int) bool { return int(v) >= lo && int(v) <= hi }

func (g *game) validate() error {
	if err := g.Cfg.validate(); err != nil {
		return Reasons.ErrText(why(lawConfig), err.Error(), err)
	}
	if int(g.N) != g.Cfg.players() {
		return lawErr(lawSeatsConfigSays, int(g.N), g.Cfg.players())
	}
	n := g.n()
	if !rng8(g.Act, 1, 4) || !rng8(g.Phase, int(phPlace), int(phOver)) || !rng8(g.Round, 0,
		int(caposPerAct[g.Act])) ||
		!rng8(g.Turn, 0, n-1) ||
		!rng8(g.Active, 0, n-1) {
		return lawErr(lawActPhaseRoundTurnActive)
	}
	if !rng8(g.Viewer, -1, n) {
		return lawErr(lawViewerSeat, int(g.Viewer))
	}
	if g.Viewer != 0 && !g.RNG.IsZero() {
		return lawErr(lawViewHoldsRng)
	}
	// Each part checks its rules' pieces (the file of the rule it checks);
	// cn counts the pieces met, so that each is in exactly one place.
	cn := census{ops: g.Discard}
	if err := g.validTurnOrder(); err != nil {
		return err
	}
	if err := g.validSpaces(&cn); err != nil {
		return err
	}
	if err := g.validDistricts(); err != nil {
		return err
	}
	if err := g.validCapos(); err != nil {
		return err
	}
	if err := g.validPlayers(&cn); err != nil {
		return err
	}
	if err := g.validLedger(); err != nil {
		return err
	}
	if err := g.validBuildingVisits(); err != nil {
		return err
	}
	if cn.goons > numGoons || cn.tokens > numTokens {
		return lawErr(lawMoreGoonsLeverageTokensExist)
	}
	if err := g.validHelperDisplay(&cn); err != nil {
		return err
	}
	if err := g.validCityTiles(&cn); err != nil {
		return err
	}
	if err := g.validShips(&cn); err != nil {
		return err
	}
	return g.validStack()
}

// census counts the pieces the validators meet, so that each piece is
// found in exactly one place and each supply adds up.
type census struct {
	kinds         [4][6]int  // each seat's buildings by kind
	protected     [4]int     // each seat's protected buildings
	ops           bitset.Set // Operations cards seen
	books         uint32     // Books seen (held or cooked)
	tiles         bitset.Set // City tiles seen
	helpers       uint32     // Helper cards seen
	crates        uint16     // Crates seen
	goons, tokens int        // Goons and Leverage tokens held
}

// validFlow checks that the state is a decision point of its phase: a
// Capo placement with nothing pending, a visit's decisions, one City tile
// discard at the end of a turn, or one seat's Mob War defence.
func (g *game) validFlow() error {
	var top *step
	if g.SP > 0 {
		top = &g.Stack[g.SP-1]
	}
	for i := 0; i < int(g.SP); i++ {
		st := g.Stack[i]
		k := st.K
		// The decisions that finish the building or ambush being assembled
		// (the position's "building", "ambush", "won_barrel") are asked one
		// at a time, on top: none waits under another decision.
		if usesPending(k) && i != int(g.SP)-1 {
			return lawErr(lawDecisionWaitsUnderFinishesBuilding,
				int(k), int(g.Stack[g.SP-1].K))
		}
		if (k == stDrop) != (g.Phase == phLimit) || (k == stDefend) != (g.Phase == phWar) {
			return lawErr(lawDecisionPhase, int(k), int(g.Phase))
		}
		switch k {
		case stReward: // the swapped-away seat, before the swapper's visit
			if i != int(g.SP)-1 || st.Who == g.Active || (g.Park[0] != st.Who && g.Park[1] != st.Who) {
				return lawErr(lawParkRewardWhoWasSwapped, int(st.Who))
			}
		case stDrop:
			if g.P[st.Who].Tiles.Len() <= maxCityTiles {
				return lawErr(lawDiscardsCityTilesWithoutHolding, int(st.Who))
			}
		case stDefend:
		default:
			if st.Who != g.Active {
				return lawErr(lawDecisionSTurn, int(k), int(st.Who), int(g.Active))
			}
		}
	}
	if err := g.validStanding(); err != nil {
		return err
	}
	if err := g.validVisitor(); err != nil {
		return err
	}
	if pd := g.Pend; (pd.Group >= 0 || pd.Ship >= 0 || pd.Barrel != 0) && (top == nil || !usesPending(top.K)) {
		return lawErr(lawBuildingAmbushBeingAssembledNo)
	}
	if (g.Phase == phLimit || g.Phase == phWar) && g.SP != 1 {
		return lawErr(lawPhaseHasDecisionsPendingOne, int(g.Phase), int(g.SP))
	}
	if g.Phase != phWar && g.War != (war{}) {
		return lawErr(lawMobWarCursorOutsideMob)
	}
	switch g.Phase {
	case phPlace, phVisit, phLimit:
		if g.Round >= caposPerAct[g.Act] {
			return lawErr(lawCapoRoundAct, int(g.Round)+1, int(caposPerAct[g.Act]), int(g.Act))
		}
		if ord, _ := g.order(); ord[g.Turn] != g.Active {
			return lawErr(lawActiveSeatTurnS)
		}
	case phWar, phOver:
		if g.Round != caposPerAct[g.Act] || g.Turn != 0 {
			return lawErr(lawActSPlacementsAreDone, int(g.Phase))
		}
	}
	if g.Phase == phWar {
		d := g.War.District
		ord, n := g.order()
		if g.Act > 3 || d >= numDistricts || g.Group[d] != g.Act || g.StrTile[d] == 0 ||
			!rng8(g.War.Order, 0, n-1) || ord[g.War.Order] != top.Who || !g.ownsIn(top.Who, d) {
			return lawErr(lawMobWarDefenceDoesFit, int(d)+1)
		}
		if need := int(g.StrTile[d]) - g.defence(top.Who, d); need != int(top.need()) ||
			int(g.P[top.Who].Goons) < need {
			return lawErr(lawMobWarDefenceAsksGoons, int(top.need()), need)
		}
	}
	if g.Phase == phOver && g.Act != 4 {
		return lawErr(lawGameOverAct, int(g.Act))
	}
	if g.Phase != phOver && (g.Viewer == 0 || g.Viewer == g.toMove()+1) { // the mover sees its options
		var buf [64]Move
		if len(AppendLegal(buf[:0], State{g: *g})) == 0 {
			return lawErr(lawHasNoMoveGameCould, int(g.toMove()))
		}
	}
	return nil
}

// usesPending reports whether decision k finishes the building or the
// ambush being assembled (game.Pend).
func usesPending(k int8) bool {
	switch k {
	case stSpace, stFee, stCasinoCard, stAmbushFM, stBarrel:
		return true
	}
	return false
}

// validStep checks a decoded step's arguments and what it needs from the
// pending building or ambush (each decision's valid).
func (g *game) validStep(st step) error {
	if r := decisions[st.K].validate(g, &st); !r.OK() {
		return Reasons.Err(r, nil)
	}
	return nil
}

// String names the seat's hand for a log when needed.
func handString(mask bitset.Set, n int8) string {
	if mask.Len() != int(n) {
		return fmt.Sprintf("%d hidden", n)
	}
	out := ""
	for c := int8(0); c < numOps; c++ {
		if mask&(1<<uint(c)) != 0 {
			if out != "" {
				out += " "
			}
			out += fmt.Sprintf("%s(L%d)", opsName(c), opsLev(c))
		}
	}
	return out
}

// validPlayers checks each seat's board (money, tracks, Family Members,
// Goons, cards, Books, City tiles, Helpers, Crates, Associate, Trucks,
// buildings taken) and counts its pieces into cn.
func (g *game) validPlayers(cn *census) error {
	n := g.n()
	if g.Discard&^allOps != 0 {
		return lawErr(lawDiscardPileHoldsUnknownCards)
	}
	for p := 0; p < n; p++ {
		pl := &g.P[p]
		if pl.Cash < 0 || pl.Safe < 0 || pl.Cash > 30000 || pl.Safe > 30000 {
			return lawErr(lawMoneyOutRange, p)
		}
		for t, v := range pl.Tracks {
			if !rng8(v, 1, int(trackMax[t])) {
				return lawErr(lawLevelOutRange, p, t, int(v))
			}
		}
		if pl.FMSupply < 0 || pl.FMVIP < 0 || pl.FMDock[0] < 0 || pl.FMDock[1] < 0 ||
			pl.FMDock[2] < 0 {
			return lawErr(lawNegativeFamilyMembers, p)
		}
		if tot := int(pl.FMSupply) + int(pl.FMVIP) + int(pl.FMDock[0]) + int(pl.FMDock[1]) +
			int(pl.FMDock[2]) + cn.protected[p]; tot != numFM {
			return lawErr(lawFamilyMembers, p, tot, numFM)
		}
		if pl.FMVIP > pl.Tracks[TrackVIPRoom]+1 {
			return lawErr(lawVipAreaOverCapacity, p)
		}
		if pl.Goons < 0 || pl.Tokens < 0 {
			return lawErr(lawNegativeGoonsTokens, p)
		}
		cn.goons += int(pl.Goons)
		cn.tokens += int(pl.Tokens)
		hidden := handHidden(pl.Hand, pl.HandN) || handHidden(bitset.Set(pl.Books), pl.BooksN)
		if hidden && (g.Viewer == 0 || g.Viewer == int8(p)+1) {
			return lawErr(lawHiddenHandFullStateOwner, p)
		}
		if pl.Hand&^allOps != 0 || !rng8(pl.HandN, 0, handLimit) ||
			(pl.Hand != 0 && pl.Hand.Len() != int(pl.HandN)) {
			return lawErr(lawOperationsHandDoesMatchSize, p)
		}
		if pl.Hand&cn.ops != 0 {
			return lawErr(lawOperationsCardTwoPlaces, p)
		}
		cn.ops |= pl.Hand
		for ty, c := range pl.Slots {
			if c == -1 {
				continue
			}
			if !rng8(c, 0, numOps-1) || int(opsType(c)) != ty || cn.ops&(1<<uint(c)) != 0 {
				return lawErr(lawBadCardSlot, p, ty)
			}
			cn.ops |= 1 << uint(c)
		}
		if pl.Books&^allBooks != 0 || pl.Cooked&^allBooks != 0 || !rng8(pl.BooksN, 0, numBooks) ||
			(pl.Books != 0 && bits.OnesCount32(pl.Books) != int(pl.BooksN)) ||
			(pl.Books|pl.Cooked)&cn.books != 0 || pl.Books&pl.Cooked != 0 {
			return lawErr(lawBooksDoAddUp, p)
		}
		cn.books |= pl.Books | pl.Cooked
		if pl.Tiles&^allTiles != 0 || pl.Played&^allTiles != 0 || pl.Tiles&pl.Played != 0 ||
			(pl.Tiles|pl.Played)&cn.tiles != 0 {
			return lawErr(lawCityTilesTwoPlaces, p)
		}
		cn.tiles |= pl.Tiles | pl.Played
		if pl.Helpers&^allHelpers != 0 || pl.Helpers&cn.helpers != 0 {
			return lawErr(lawHelperCardsTwoPlaces, p)
		}
		cn.helpers |= pl.Helpers
		if pl.Crates&^allCrates != 0 || pl.Crates&cn.crates != 0 {
			return lawErr(lawCratesTwoPlaces, p)
		}
		cn.crates |= pl.Crates
		if !rng8(pl.Assoc, -1, numDistricts-1) || (pl.Assoc >= 0 && g.blocked(pl.Assoc)) {
			return lawErr(lawBadAssociate, p)
		}
		for q := 0; q < p; q++ {
			if pl.Assoc >= 0 && g.P[q].Assoc == pl.Assoc {
				return lawErr(lawShareAssociate, q, p)
			}
		}
		for i := 0; i < 2; i++ {
			if !rng8(pl.Truck[i], -1, numDistricts-1) || !rng8(pl.Load[i], 0, truckCapacity) {
				return lawErr(lawBadTruck, p)
			}
		}
		if !rng8(pl.Stills, 0, stillsAreaMax) {
			return lawErr(lawStillsAreaOutRange, p)
		}
		for gr := 0; gr < numGroups; gr++ {
			if !rng8(pl.Taken[gr], 0, int(groupSize[gr])) {
				return lawErr(lawBuildingGroupOutRange, p, gr)
			}
		}
		seTaken := int(pl.Taken[Group3Speakeasy]) + int(pl.Taken[Group5Speakeasy]) + int(pl.Taken[Group8Speakeasy])
		if pl.Gone < 0 || cn.kinds[p][BuildingSpeakeasy]+int(pl.Gone) != seTaken ||
			cn.kinds[p][BuildingStills] != int(pl.Taken[GroupStills]) ||
			cn.kinds[p][BuildingNightclub] != int(pl.Taken[GroupNightclub]) ||
			cn.kinds[p][BuildingCasino] != int(pl.Taken[GroupCasino]) {
			return lawErr(lawBuildingsMapDoMatchPlayer, p)
		}
		if pl.Gone > int8(seTaken) {
			return lawErr(lawMoreSpeakeasiesGoneBuilt, p)
		}
	}
	return nil
}

// validStack checks the decision stack (each step's decision valid where
// it stands), the building or ambush being assembled and the Mob War
// cursor, then the flow of the decisions (validFlow).
func (g *game) validStack() error {
	n := g.n()
	if !rng8(g.SP, 0, stackSize) {
		return lawErr(lawDecisionStackSizeOutRange)
	}
	if g.Pend.Group >= 0 && g.Pend.Ship >= 0 { // each decision finishing one asks for one alone
		return lawErr(lawBuildingAmbushPendingOnce)
	}
	for i := 0; i < stackSize; i++ {
		st := g.Stack[i]
		if i >= int(g.SP) {
			if st != (step{}) {
				return lawErr(lawDecisionStackGarbageAboveTop)
			}
			continue
		}
		if !rng8(st.K, 1, numStepKinds-1) || !rng8(st.Who, 0, n-1) {
			return lawErr(lawDecisionStackBadStep, i)
		}
		if err := g.validStep(st); err != nil {
			return err
		}
	}
	if g.Phase == phOver && g.SP != 0 {
		return lawErr(lawDecisionsPendingAfterGameOver)
	}
	if g.SP == 0 && g.Phase != phPlace && g.Phase != phOver {
		return lawErr(lawNoDecisionPendingPhase, int(g.Phase))
	}
	if g.SP > 0 && g.Phase == phPlace {
		return lawErr(lawCapoPlacementCannotHaveSteps)
	}
	pd := g.Pend
	if !rng8(pd.Group, -1, numGroups-1) || !rng8(pd.Mode, 0, 2) || !rng8(pd.Space, -1,
		numSpaces-1) ||
		!rng8(pd.Card, -1, numOps-1) || !rng8(pd.Ship, -1, numShips-1) ||
		!rng8(pd.Barrel, 0, 1) {
		return lawErr(lawPendingActionOutRange)
	}
	for q, u := range pd.Used {
		if !rng8(u, 0, numFM) || (u > 0 && q >= n) {
			return lawErr(lawPendingAmbushOutRange)
		}
	}
	if !rng8(g.War.District, 0, numDistricts) || !rng8(g.War.Order, -1, 4) {
		return lawErr(lawMobWarCursorOutRange)
	}
	return g.validFlow()
}

// validStanding checks that each pending decision stands where the game
// puts it: its kind on one its table entry's on names (the bottom one on
// the Capo placement), its arguments fitting the one below (stands), and
// no automatic step on top, where it would have run.
func (g *game) validStanding() error {
	for i := 0; i < int(g.SP); i++ {
		t := &g.Stack[i]
		var below *step
		under := int8(stPlace)
		if i > 0 {
			below = &g.Stack[i-1]
			under = below.K
		}
		d := &decisions[t.K]
		if d.on&(1<<uint(under)) == 0 {
			return lawErr(lawDecisionStandsOn, int(t.K), int(t.Who), int(under), int(t.K))
		}
		if d.stands != nil {
			if err := d.stands(g, t, below); err != nil {
				return err
			}
		}
	}
	if t := g.top(); t != nil && automatic(t.K) {
		return lawErr(lawAutomaticOnTop, int(t.K), int(t.Who))
	}
	return nil
}

// standsNot is the refusal of a decision t whose arguments do not fit the
// one below it (nil: the bottom).
func standsNot(t, below *step) error {
	under := int8(stPlace)
	if below != nil {
		under = below.K
	}
	return lawErr(lawDecisionArgsOn, int(t.K), int(t.Who), int(under))
}

// fits is standsNot unless ok: nil when the arguments fit.
func fits(ok bool, t, below *step) error {
	if ok {
		return nil
	}
	return standsNot(t, below)
}

// onNames lists the decisions decision k stands on when the game pushes
// it: "build, raise or nothing".
func onNames(k int) string {
	if k < 0 || k >= numStepKinds {
		return "nothing"
	}
	var names []string
	for b := range int8(numStepKinds) {
		if decisions[k].on&(1<<b) != 0 && b != stPlace {
			names = append(names, Decision(b).String())
		}
	}
	if decisions[k].on&onBottom != 0 {
		names = append(names, "nothing")
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
