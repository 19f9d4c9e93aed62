package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
)

// The decision skeleton: the table of pending decisions (prompt, legal,
// check, apply, validate side by side), the agenda of the steps that run
// by themselves, Legal, Apply and the loop that runs the game on to the
// next decision.
//
// A position rests on one pending decision (State.dec: its entry in the
// table says what it asks and allows) above the agenda: the stack of the
// turn's steps still to come, the next on top. A turn starts by putting
// its steps on the agenda (end.go): the returns, one per counter in a box
// (returns.go), the checkpoint after them, the movement roll (movement.go),
// the checkpoint at the end and the end itself. Movement puts on each
// moved counter's activities, in the order they moved (activities.go), and
// each of those, when it begins, its steps (i), (ii) and (iii). A step
// does its part of the rules and may open a decision; a step that needs a
// decision before it can finish leaves its rest on the agenda first (the
// Boss's call to the USA under the Wiretap window, the Prefetto's next
// arrest). Apply checks and applies the move through the table, then run
// takes steps off the agenda until a decision is pending or the game is
// over; an empty agenda starts the next turn.

// evbuf gathers the events of one Apply.
type evbuf = codec.EventBuf[Event, *Event]

// stepKind is one kind of step on the agenda.
type stepKind uint8

// The steps of a turn, in the order they run (a moved counter's steps in
// the order of D5a).
const (
	sNone              stepKind = iota
	sTurnCheckpoint             // the checkpoint at the start of the turn (Config.AllCheckpoints)
	sReturn                     // D3: the returns roll of counter x
	sReturnsCheckpoint          // the "any time" checkpoint after the returns
	sRoll                       // D4: the movement roll
	sMovedCheckpoint            // the checkpoint after movement (Config.AllCheckpoints)
	sActivities                 // D5: the activities of moved counter x (an index of the legs) begin
	sRoadblock                  // (i) an Anti-Mafia Operation roadblock on its space
	sSpace                      // (i) the printed space effect
	sCheckpointI                // the checkpoint after (i) (Config.AllCheckpoints)
	sReactions                  // (ii) the counters already in the space react
	sPrefettoArrest             // (ii) the Prefetto there arrests an arriving Picciotto
	sBossBlock                  // (ii) opposing Bosses there may block it, one by one
	sCheckpointII               // the checkpoint after (ii)
	sActions                    // (iii) arrest, detention, investigation or shootout
	sMoreActions                // (iii) a Carabiniere that arrested or detained may act again
	sPrefettoSweep              // (iii) the moved Prefetto's arrests and detentions, one by one
	sControl                    // (iii) control
	sTelephone                  // (iii) the telephone
	sCallUSA                    // (iii) the Boss's call to the USA, unless Wiretap stops it
	sCheckpointIII              // the checkpoint after (iii)
	sEndCheckpoint              // the checkpoint at the end of the turn
	sEndTurn                    // E: the end of the turn
	numStepKinds
)

// A moved counter's own steps, put on the agenda when its activities
// begin (with its checkpoints under Config.AllCheckpoints); the others in
// its range are left by a step for its rest.
var (
	ownSteps            = []stepKind{sRoadblock, sSpace, sReactions, sActions, sControl, sTelephone}
	ownStepsCheckpoints = []stepKind{sRoadblock, sSpace, sCheckpointI, sReactions, sCheckpointII, sActions, sControl, sTelephone, sCheckpointIII}
)

// ownSteps is a moved counter's own steps in this game.
func (s *State) ownSteps() []stepKind {
	if s.cfg.AllCheckpoints {
		return ownStepsCheckpoints
	}
	return ownSteps
}

// stepAfter is the moved counter's own step after k in this game (sNone
// after the last).
func (s *State) stepAfter(k stepKind) stepKind {
	own := s.ownSteps()
	for i := 0; i+1 < len(own); i++ {
		if own[i] == k {
			return own[i+1]
		}
	}
	return sNone
}

// isActivity reports whether k is a step of one moved counter's
// activities.
func (k stepKind) isActivity() bool { return k >= sRoadblock && k <= sCheckpointIII }

// step is a step on the agenda: its kind and its counter (sReturn) or
// moved counter's leg (the activities).
type step struct {
	k stepKind
	x int8
}

// maxAgenda bounds the agenda: a turn's steps never number more (the
// end's two and the roll's two under at most five returns, or the end's
// two under two moved counters' activities and the eight steps left of
// the first's, with checkpoints).
const maxAgenda = 12

// agenda is the stack of the turn's steps still to run, the next last.
type agenda struct {
	at [maxAgenda]step
	n  uint8
}

func (a *agenda) push(k stepKind, x int8) {
	if int(a.n) < maxAgenda {
		a.at[a.n] = step{k, x}
		a.n++
	}
}

func (a *agenda) pop() step {
	if a.n == 0 {
		return step{}
	}
	a.n--
	st := a.at[a.n]
	a.at[a.n] = step{}
	return st
}

// drop takes the step k about counter x off the agenda, if it is there.
func (a *agenda) drop(k stepKind, x int8) {
	for i := 0; i < int(a.n); i++ {
		if a.at[i] == (step{k, x}) {
			copy(a.at[i:a.n], a.at[i+1:a.n])
			a.n--
			a.at[a.n] = step{}
			return
		}
	}
}

// top is the next step (the zero step when there is none).
func (a *agenda) top() step {
	if a.n == 0 {
		return step{}
	}
	return a.at[a.n-1]
}

func newMove(by core.Player, k MoveKind) Move {
	return Move{By: by, Kind: k}
}

func (s *State) roll() int {
	var v int
	v, s.rng = s.rng.Roll(6)
	return v
}

func pub(e Event) Event {
	e.To = core.Everyone
	return e
}

func ev0(k EventKind) Event {
	e := noEvent
	e.Kind = k
	return e
}

// emit adds e to the events, with the faction it is about (a counter's
// owner when no faction is named) and the seat that plays it now; a
// playout's step, which builds no events, passes no buffer (nil).
func (s *State) emit(ev *evbuf, e Event) {
	if ev != nil {
		s.record(ev, e)
	}
}

// record is emit with a buffer.
func (s *State) record(ev *evbuf, e Event) {
	if e.Faction == NoFaction && e.Counter >= 0 && e.Kind != EventKindAirCancelled && e.Kind != EventKindGameOver {
		e.Faction = ownerOf(int(e.Counter))
	}
	if e.Faction != NoFaction {
		e.Player = s.seatOf(e.Faction)
	}
	ev.Add(e)
}

// run carries the game forward, step by step, until a decision is pending
// or the game is over.
func (s *State) run(ev *evbuf) {
	for guard := 0; guard < 4_000_000 && s.dec == decisionRunning; guard++ { // bounded by the turn cut-off
		if s.todo.n == 0 {
			s.startTurn(ev)
			continue
		}
		st := s.todo.pop()
		switch st.k {
		case sTurnCheckpoint:
			s.openCheckpoint(cpTurn)
		case sReturn:
			s.returnRoll(ev, int(st.x))
		case sReturnsCheckpoint:
			s.openCheckpoint(cpStart)
		case sRoll:
			s.movementRoll(ev)
		case sMovedCheckpoint:
			s.openCheckpoint(cpMoved)
		case sActivities:
			s.beginActivities(int(st.x))
		case sEndCheckpoint:
			s.openCheckpoint(cpEnd)
		case sEndTurn:
			s.endTurn(ev)
		default:
			s.activityStep(ev, st)
		}
	}
}

// acting is the leg of the moved counter whose activities are under way
// (the next step's), or -1.
func (s *State) acting() int {
	if st := s.todo.top(); st.k.isActivity() {
		return int(st.x)
	}
	return -1
}

// tidy clears what the pending decision does not use — the faction and
// the counter of a finished decision, a resolved shootout, a flight that
// was made or grounded, a release that was decided — so a position holds
// only what its decision needs and writes one way.
func (s *State) tidy() {
	dec := uint32(1) << s.dec
	if dec&askNoFaction != 0 {
		s.wfac = -1
	}
	if dec&aboutACounter == 0 {
		s.target = -1
	}
	if s.dec != DecisionSupportOfTheJudiciary {
		s.retC, s.lair = -1, false
	}
	if s.dec != DecisionShootout {
		s.shoot = shootout{}
	}
	if s.dec != DecisionFlight {
		s.decl, s.declDec = leg{}, 0
	}
	// a checkpoint's kind and a window's factions still to ask, only while
	// they are open (Support of the Judiciary after Government Protection
	// belongs to its checkpoint)
	checkpoint := s.atCheckpoint()
	if !checkpoint {
		s.cp = 0
	}
	if dec&cardWindows == 0 && !checkpoint {
		s.wmask = 0
	}
}

// The decisions by what tidy keeps for them, as sets (bit d for decision
// d): those that ask no faction in wfac (the setup's and the movement's,
// whose decider follows from the turn, and the end); those about a
// counter (target); the card windows, which ask factions in turn (wmask).
const (
	askNoFaction  = 1<<DecisionHomeCity | 1<<DecisionMove | 1<<DecisionSecondMove | 1<<DecisionStateMove | 1<<DecisionOver
	aboutACounter = 1<<DecisionPrefetto | 1<<DecisionKillersFromLasVegas | 1<<DecisionBlock | 1<<DecisionActions | 1<<DecisionResist | 1<<DecisionControlRoll
	cardWindows   = 1<<DecisionCheckpoint | 1<<DecisionHelicopterOperation | 1<<DecisionFlight | 1<<DecisionAntiMafiaOperation | 1<<DecisionKillersFromLasVegas | 1<<DecisionShootout | 1<<DecisionWiretap
)

// decider is the seat that decides now.
func (s *State) decider() core.Player {
	switch s.dec {
	case DecisionOver:
		return core.NoPlayer
	case DecisionHomeCity:
		if s.setup >= numFamilies {
			return core.NoPlayer
		}
		return s.seatOf(setupOrder[s.setup])
	case DecisionMove, DecisionSecondMove:
		return s.seatOf(s.active())
	case DecisionStateMove:
		return s.seatOf(StateFaction)
	}
	if s.wfac < 0 || s.wfac > int8(StateFaction) {
		return core.NoPlayer
	}
	return s.seatOf(Faction(s.wfac))
}

// options lists the legal moves of the pending decision; Legal and
// Apply's check both come from its entry in the decision table.
func options(s *State, out []Move) []Move {
	by := s.decider()
	if by < 0 || s.view && s.dec == DecisionOver {
		return out
	}
	return s.legalNow(out, by)
}

// decision is one kind of pending decision, its pieces side by side:
// what it asks (prompt), the moves it lists (legal), the check that
// decides whether a move is one of them (check: the zero reason means
// legal), and what a legal move does (apply). Legal lists and Apply checks
// through the same table, and the harness checks that check passes exactly
// for the moves legal lists.
type decision struct {
	prompt func(s *State) string
	legal  func(dst []Move, s *State, by core.Player) []Move
	check  func(s *State, m Move) reason
	apply  func(s *State, m Move, ev *evbuf)
	// validate checks the decision's own fields in a decoded position
	// (who decides, the counter it is about, the moved counter it
	// belongs to): a position that passes is one the game could reach.
	validate func(s *State) error
}

// decisions is indexed by the decision the game waits for; what
// runs by itself is on the agenda (decisionRunning, between decisions, has no
// entry).
//
// Legal, the check and Apply reach an entry's pieces through the switch in
// legalNow, checkNow and applyNow, which calls the same functions
// directly: a call through a function value makes Go move the State it is
// given to the heap, an allocation on every Legal and Apply.
var decisions [DecisionOver + 1]decision

// legalNow is decisions[s.dec].legal, called directly.
func (s *State) legalNow(out []Move, by core.Player) []Move {
	switch s.dec {
	case DecisionHomeCity:
		return legalSetup(out, s, by)
	case DecisionMove, DecisionSecondMove, DecisionStateMove:
		return legalMove(out, s, by)
	case DecisionSupportOfTheJudiciary, DecisionCheckpoint, DecisionHelicopterOperation, DecisionFlight, DecisionAntiMafiaOperation, DecisionKillersFromLasVegas, DecisionShootout, DecisionWiretap:
		return legalWindow(out, s, by)
	case DecisionNewsLeak:
		return legalNewsLeak(out, s, by)
	case DecisionPrefetto:
		return legalPrefetto(out, s, by)
	case DecisionBlock:
		return legalBlock(out, s, by)
	case DecisionActions:
		return legalMenu(out, s, by)
	case DecisionResist:
		return legalResist(out, s, by)
	case DecisionControlRoll:
		return legalControl(out, s, by)
	}
	return out
}

// checkNow is decisions[s.dec].check, called directly.
func (s *State) checkNow(m Move) reason {
	switch s.dec {
	case DecisionHomeCity:
		return checkSetup(s, m)
	case DecisionMove, DecisionSecondMove, DecisionStateMove:
		return checkMove(s, m)
	case DecisionSupportOfTheJudiciary, DecisionCheckpoint, DecisionHelicopterOperation, DecisionFlight, DecisionAntiMafiaOperation, DecisionKillersFromLasVegas, DecisionShootout, DecisionWiretap:
		return checkWindow(s, m)
	case DecisionNewsLeak:
		return checkNewsLeak(s, m)
	case DecisionPrefetto:
		return checkPrefetto(s, m)
	case DecisionBlock:
		return checkBlock(s, m)
	case DecisionActions:
		return checkMenu(s, m)
	case DecisionResist:
		return checkResist(s, m)
	case DecisionControlRoll:
		return checkControl(s, m)
	}
	return whyOf(rWrongKind, int(s.dec), int(m.Kind))
}

// applyNow is decisions[s.dec].apply, called directly.
func (s *State) applyNow(m Move, ev *evbuf) {
	switch s.dec {
	case DecisionHomeCity:
		s.applySetup(m, ev)
	case DecisionSupportOfTheJudiciary:
		s.applyJudiciary(m, ev)
	case DecisionCheckpoint:
		s.applyCheckpoint(m, ev)
	case DecisionHelicopterOperation:
		s.applyHeli(m, ev)
	case DecisionMove, DecisionSecondMove, DecisionStateMove:
		s.applyMove(m, ev)
	case DecisionFlight:
		s.applyAir(m, ev)
	case DecisionAntiMafiaOperation:
		s.applyAMO(m, ev)
	case DecisionNewsLeak:
		s.applyNewsLeak(m, ev)
	case DecisionPrefetto:
		s.applyPrefetto(m, ev)
	case DecisionKillersFromLasVegas:
		s.applyKillers(m, ev)
	case DecisionBlock:
		s.applyBlock(m, ev)
	case DecisionActions:
		s.applyMenu(m, ev)
	case DecisionResist:
		s.applyResist(m, ev)
	case DecisionShootout:
		s.applyShootout(m, ev)
	case DecisionWiretap:
		s.applyWiretap(m, ev)
	case DecisionControlRoll:
		s.applyControl(m, ev)
	}
}

func init() {
	decisions = [DecisionOver + 1]decision{
		DecisionHomeCity:              {promptSetup, legalSetup, checkSetup, (*State).applySetup, validateSetup},
		DecisionSupportOfTheJudiciary: {promptWindow, legalWindow, checkWindow, (*State).applyJudiciary, validateJudiciary},
		DecisionCheckpoint:            {promptWindow, legalWindow, checkWindow, (*State).applyCheckpoint, validateCheckpoint},
		DecisionHelicopterOperation:   {promptWindow, legalWindow, checkWindow, (*State).applyHeli, validateHeli},
		DecisionMove:                  {promptMove, legalMove, checkMove, (*State).applyMove, validateMove},
		DecisionFlight:                {promptWindow, legalWindow, checkWindow, (*State).applyAir, validateAir},
		DecisionSecondMove:            {promptMove, legalMove, checkMove, (*State).applyMove, validateMove},
		DecisionStateMove:             {promptMove, legalMove, checkMove, (*State).applyMove, validateMove},
		DecisionAntiMafiaOperation:    {promptWindow, legalWindow, checkWindow, (*State).applyAMO, validateAMO},
		DecisionNewsLeak:              {promptNewsLeak, legalNewsLeak, checkNewsLeak, (*State).applyNewsLeak, validateNewsLeak},
		DecisionPrefetto:              {promptPrefetto, legalPrefetto, checkPrefetto, (*State).applyPrefetto, validatePrefetto},
		DecisionKillersFromLasVegas:   {promptWindow, legalWindow, checkWindow, (*State).applyKillers, validateKillers},
		DecisionBlock:                 {promptBlock, legalBlock, checkBlock, (*State).applyBlock, validateBlock},
		DecisionActions:               {promptMenu, legalMenu, checkMenu, (*State).applyMenu, validateMenu},
		DecisionResist:                {promptResist, legalResist, checkResist, (*State).applyResist, validateResist},
		DecisionShootout:              {promptWindow, legalWindow, checkWindow, (*State).applyShootout, validateShootout},
		DecisionWiretap:               {promptWindow, legalWindow, checkWindow, (*State).applyWiretap, validateWiretap},
		DecisionControlRoll:           {promptControl, legalControl, checkControl, (*State).applyControl, validateControl},
	}
}

func init() {
	ring := []Place{PAL, BAG, TER, CEF, SST, SAG, PAT, MIL, MES, TAO, CAT, LEN, SIR, NOT, RAG, GEL, LIC, AGR, SCI, MAZ, TRA, COR}
	sp := &sicilySpaces
	for i := range sp {
		sp[i].CW, sp[i].South, sp[i].North = -1, -1, -1
	}
	for i, x := range ring {
		sp[x].CW = ring[(i+1)%len(ring)]
	}
	centre := []Place{CEF, MAD, CAL, ENN, PIA, GEL} // north to south
	for i := 0; i+1 < len(centre); i++ {
		sp[centre[i]].South = centre[i+1]
		sp[centre[i+1]].North = centre[i]
	}
	sicily = newBoard(SicilyMap())
}

// Legal lists every move ToMove(s) may make now, in a canonical order.
func Legal(s State) []Move {
	if s.dec == DecisionOver || s.bd == nil {
		return nil
	}
	return options(&s, make([]Move, 0, 32))
}

// AppendLegal appends Legal(s) to dst and returns it, so a bot can reuse
// one buffer.
func AppendLegal(dst []Move, s State) []Move {
	if s.dec == DecisionOver || s.bd == nil {
		return dst
	}
	return options(&s, dst)
}

// ToMove is the seat that decides now; NoPlayer when the game is over and
// in the zero State (no map: no game).
func ToMove(s State) core.Player {
	if s.bd == nil {
		return core.NoPlayer
	}
	return s.decider()
}

// Over reports whether the game has ended.
func Over(s State) bool { return s.dec == DecisionOver }

// Apply makes move m. It never modifies s; an illegal move returns s
// unchanged and an error that names the rule broken. A View cannot be
// played (ErrBadState): Determinize it first.
func Apply(s State, m Move) (State, []core.Event, error) {
	var ev evbuf
	if err := s.move(m, &ev); err != nil {
		return s, nil, err
	}
	return s, ev.Events(), nil
}

// AppendApply makes m on *s itself, as Apply would, and appends its events
// to dst, writing them into the event values dst's spare capacity already
// points to: a server that hands back the last move's slice emptied
// (dst[:0]) makes moves without allocating. A refused move leaves *s as it
// was and returns dst unchanged, with Apply's error.
func AppendApply(dst []core.Event, s *State, m Move) ([]core.Event, error) {
	var ev evbuf
	ev.Into(dst)
	if err := s.move(m, &ev); err != nil {
		return dst, err
	}
	return ev.Events(), nil
}

// move is the one path of a move, for Apply, AppendApply and ApplyInPlace:
// m checked, then made on *s with what follows it until the next decision,
// its events into ev (nil: none built). A refused move leaves *s untouched.
func (s *State) move(m Move, ev *evbuf) error {
	if s.view {
		return envelope.ViewNotPlayable(s.viewer)
	}
	if err := s.checkErr(m); err != nil {
		return err
	}
	s.applyNow(m, ev)
	s.run(ev)
	s.tidy()
	return nil
}
