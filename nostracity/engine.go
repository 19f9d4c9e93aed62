package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// The decision skeleton. A position rests on one pending decision; each
// kind of decision is declared once, in the decisions table, with its
// pieces side by side: the step it is the decision of, the prompt, the
// moves it lists, the check that refuses the others with the rule they
// break, the effect, and what its arguments must be in a decoded
// position. The rules code lives by the
// rulebook's sections: business.go (the Business and the Cash-in),
// meeting.go (the Meeting and its auctions), titles.go (the Underboss and
// the Title chain), trial.go (the Trial), reception.go (the Reception),
// verdict.go (the Final Verdict), powers.go (Wiseguy powers) and
// vendetta.go (Vendetta cards).

// decision is one kind of decision, its id (Decision, declared in ids.go
// from this table: spelling, name and rules text) beside its pieces.
type decision struct {
	id, name, text string
	step           int8 // the step whose own decision it is (decoding reads it); -1: the end or an interruption
	prompt         func(s *State) string
	legal          func(dst []Move, s *State) []Move // exactly the moves check passes, generated directly
	check          func(s *State, m Move) reason     // zero reason: legal
	apply          func(s *State, m Move, ev *evbuf)
	validate       func(s *State) reason // its arguments, in a decoded position (a law of the position: zero when they hold)
}

// decisions is the one table of the decisions, indexed by Decision. A
// turn (DecisionTurn) is the Business's, the Meeting's or the Trial's by
// the phase (promptTurnOf, legalTurn, checkTurn).
var decisions = [numDecisions]decision{
	DecisionOver: {"over", "the end of the game", "nobody decides: the Final Verdict has been given", -1,
		func(*State) string { return "" }, noMoves, checkNone, applyNone, validateNone},
	DecisionTurn: {"turn", "a turn", "the turn player cashes in (Business), bids (Meeting) or corrupts (Trial), plays a Vendetta card or ends the turn", stTurn,
		promptTurnOf, legalTurn, checkTurn, applyTurn, validateTurn},
	DecisionDistribute: {"distribute", "the distribution of a Cash-in", "the active player hands out the Bills the Cash-in drew, one at a time, then keeps the rest", stDistribute,
		promptDistribute, legalDistribute, checkDistribute, applyDistribute, validateDistribute},
	DecisionFirstBill: {"first-bill", "a bid's first Bill", "the bid just made needs its first Bill from the Bank", stBidBill,
		promptFirstBill, legalFirstBill, checkFirstBill, applyAddBill, validateFirstBill},
	DecisionColdFeet: {"cold-feet", "Cold Feet", "after the reveal, the Cold Feet bidder lets the bid stay or withdraws it", stWithdraw,
		promptColdFeet, legalColdFeet, checkColdFeet, applyColdFeet, validateColdFeet},
	DecisionKeepBid: {"keep-bid", "a sole winner's Bill", "the sole winner of a space keeps a Bill of the bid (two with the Penny-pincher)", stKeep,
		promptKeepBid, legalKeepBid, checkKeepBid, applyKeepBid, validateKeepBid},
	DecisionGiveConsigliere: {"give-consigliere", "the Consigliere", "the Underboss gives the Consigliere to another player", stConsig,
		promptConsigliere, legalTitle, checkTitle, applyTitle, validateConsigliere},
	DecisionGivePrimoCapo: {"give-primo-capo", "the Primo Capo", "the Consigliere gives the Primo Capo to a player who is not the Underboss", stPrimo,
		promptPrimoCapo, legalTitle, checkTitle, applyTitle, validatePrimoCapo},
	DecisionFitOfRageTarget: {"fit-of-rage-target", "the Fit of Rage's target", "the drawer of a Fit of Rage names the player it hits", -1,
		promptFitOfRage, legalFitOfRage, checkFitOfRage, applyFitOfRage, validatePending},
	DecisionMakeBusy: {"make-busy", "a Wiseguy to make Busy", "the victim of a Fit of Rage or a Whack makes one of their Free Wiseguys Busy", -1,
		promptMakeBusy, legalMakeBusy, checkMakeBusy, applyMakeBusy, validatePending},
}

// decisionOf is the decision s rests on.
func (s *State) decisionOf() Decision {
	switch {
	case s.phase == PhaseOver || s.n < minPlayers || s.n > maxPlayers:
		return DecisionOver
	case s.npend > 0 && s.pend[0].kind == pendRage:
		return DecisionFitOfRageTarget
	case s.npend > 0:
		return DecisionMakeBusy
	}
	return s.stepDecision()
}

// stepDecision is the decision of the step, pending decisions aside.
func (s *State) stepDecision() Decision {
	switch s.step {
	case stDistribute:
		return DecisionDistribute
	case stBidBill:
		return DecisionFirstBill
	case stWithdraw:
		return DecisionColdFeet
	case stKeep:
		return DecisionKeepBid
	case stConsig:
		return DecisionGiveConsigliere
	case stPrimo:
		return DecisionGivePrimoCapo
	case stTurn:
		if s.phase == PhaseBusiness || s.phase == PhaseMeeting || s.phase == PhaseTrial {
			return DecisionTurn
		}
	}
	return DecisionOver
}

// promptTurnOf, legalTurn and checkTurn are a turn's pieces: the
// Business's, the Meeting's or the Trial's, by the phase.
func promptTurnOf(s *State) string {
	switch s.phase {
	case PhaseBusiness:
		return promptBusiness(s)
	case PhaseMeeting:
		return promptMeeting(s)
	}
	return promptTrial(s)
}

func legalTurn(dst []Move, s *State) []Move {
	switch s.phase {
	case PhaseBusiness:
		return legalBusiness(dst, s)
	case PhaseMeeting:
		return legalMeeting(dst, s)
	}
	return legalTrial(dst, s)
}

func checkTurn(s *State, m Move) reason {
	switch s.phase {
	case PhaseBusiness:
		return checkBusiness(s, m)
	case PhaseMeeting:
		return checkMeeting(s, m)
	}
	return checkTrial(s, m)
}

func noMoves(dst []Move, _ *State) []Move { return dst }

func checkNone(s *State, _ Move) reason {
	if s.n < minPlayers || s.n > maxPlayers {
		return why(rNotAGame, 0, 0, 0)
	}
	return why(rGameOver, 0, 0, 0)
}

func applyNone(*State, Move, *evbuf) {}

func validateNone(*State) reason { return 0 }

// check decides legality, the one place: who decides, the move's kind,
// then the decision's own check. Legal lists the moves it passes; Apply
// refuses the rest with its reason.
func check(s *State, m Move) reason { return checkIn(s, s.decisionOf(), m) }

// checkIn is check with the decision s rests on, d, already derived.
func checkIn(s *State, d Decision, m Move) reason {
	if d == DecisionOver {
		return checkNone(s, m)
	}
	if tm := s.toMove(); m.By != tm {
		return why(rNotYourTurn, int8(tm), int8(m.By), 0)
	}
	if m.Kind <= 0 || m.Kind >= numMoveKinds {
		return why(rNoMoveKind, int8(m.By), 0, 0)
	}
	if m.strayFields() {
		return why(rUnusedFields, int8(m.Kind), 0, 0)
	}
	return s.checkAs(d, m)
}

// The hot paths (check, Legal, Apply) call the decisions' pieces through
// a switch, not through the table's function values: a pointer passed to
// a function value escapes, and the State (and the events) would be
// allocated on every call. TestDecisionTableIsTheDispatch checks that
// both reach the same pieces.

func (s *State) checkAs(d Decision, m Move) reason {
	switch d {
	case DecisionTurn:
		return checkTurn(s, m)
	case DecisionDistribute:
		return checkDistribute(s, m)
	case DecisionFirstBill:
		return checkFirstBill(s, m)
	case DecisionColdFeet:
		return checkColdFeet(s, m)
	case DecisionKeepBid:
		return checkKeepBid(s, m)
	case DecisionGiveConsigliere, DecisionGivePrimoCapo:
		return checkTitle(s, m)
	case DecisionFitOfRageTarget:
		return checkFitOfRage(s, m)
	case DecisionMakeBusy:
		return checkMakeBusy(s, m)
	}
	return checkNone(s, m)
}

func (s *State) legalAs(d Decision, dst []Move) []Move {
	switch d {
	case DecisionTurn:
		return legalTurn(dst, s)
	case DecisionDistribute:
		return legalDistribute(dst, s)
	case DecisionFirstBill:
		return legalFirstBill(dst, s)
	case DecisionColdFeet:
		return legalColdFeet(dst, s)
	case DecisionKeepBid:
		return legalKeepBid(dst, s)
	case DecisionGiveConsigliere, DecisionGivePrimoCapo:
		return legalTitle(dst, s)
	case DecisionFitOfRageTarget:
		return legalFitOfRage(dst, s)
	case DecisionMakeBusy:
		return legalMakeBusy(dst, s)
	}
	return dst
}

func (s *State) applyAs(d Decision, m Move, ev *evbuf) {
	switch d {
	case DecisionTurn:
		applyTurn(s, m, ev)
	case DecisionDistribute:
		applyDistribute(s, m, ev)
	case DecisionFirstBill:
		applyAddBill(s, m, ev)
	case DecisionColdFeet:
		applyColdFeet(s, m, ev)
	case DecisionKeepBid:
		applyKeepBid(s, m, ev)
	case DecisionGiveConsigliere, DecisionGivePrimoCapo:
		applyTitle(s, m, ev)
	case DecisionFitOfRageTarget:
		applyFitOfRage(s, m, ev)
	case DecisionMakeBusy:
		applyMakeBusy(s, m, ev)
	}
}

// checkErr is check as an error (nil when legal), for the harness.
func checkErr(s *State, m Move) error {
	if r := check(s, m); !r.OK() {
		return Reasons.Err(r, m)
	}
	return nil
}

// ToMove is the one player who decides now: the turn player, the active
// player distributing a Cash-in, a Cold Feet bidder, a sole winner, a Title
// giver, or a player answering a Fit of Rage or a Whack. NoPlayer when over.
func ToMove(s State) core.Player { return s.toMove() }

func (s *State) toMove() core.Player {
	if s.phase == PhaseOver || s.n < minPlayers {
		return core.NoPlayer
	}
	if s.npend > 0 {
		return core.Player(s.pend[0].who)
	}
	switch s.step {
	case stWithdraw:
		return core.Player((s.phaseFirst + s.cursor) % s.n)
	case stKeep:
		return core.Player(s.keeper)
	case stConsig:
		return core.Player(s.titles[tUnderboss])
	case stPrimo:
		return core.Player(s.titles[tConsigliere])
	}
	return core.Player(s.active())
}

// Over reports whether the Final Verdict has been given.
func Over(s State) bool { return s.phase == PhaseOver }

// Legal lists every move ToMove(s) may make, in a fixed order. It works on
// a View of the mover as on the full state.
func Legal(s State) []Move {
	if s.decisionOf() == DecisionOver {
		return nil
	}
	return AppendLegal(make([]Move, 0, 48), s)
}

// AppendLegal appends Legal(s) to dst and returns it; it allocates only
// when dst must grow. Each decision generates its moves directly, exactly
// those its check passes (the harness's CheckMatchesLegal law and
// TestDecisionTableIsTheDispatch hold them to it), so listing them checks
// nothing twice.
func AppendLegal(dst []Move, s State) []Move { return s.legalAs(s.decisionOf(), dst) }

// Apply makes move m. It never modifies s (a State holds no shared memory,
// so the copy Apply works on is its own); an illegal m returns s unchanged
// and an error naming the rule. A View cannot be played on: Determinize it
// first.
func Apply(s State, m Move) (State, []core.Event, error) {
	// s is Apply's own copy: working on it leaves the caller's state alone.
	var keep evkeep
	ev := evbuf{keep: &keep}
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
	list := dst
	ev := evbuf{dst: &list}
	if err := s.move(m, &ev); err != nil {
		return dst, err
	}
	return list, nil
}

// move is the one path of a move, for Apply, AppendApply and ApplyInPlace:
// m checked, then made on *s with what follows it until the next decision,
// its events into ev (none kept when it drops them). A refused move leaves
// *s untouched.
func (s *State) move(m Move, ev *evbuf) error {
	if s.view != 0 {
		return envelope.ViewNotPlayable(s.Viewer())
	}
	d := s.decisionOf()
	if r := checkIn(s, d, m); !r.OK() {
		return Reasons.Err(r, m)
	}
	s.applyAs(d, m, ev)
	s.advance(ev)
	ev.startTurn()
	return nil
}

// Prompt says what ToMove(s) decides now, in the rulebook's words,
// addressed to the decider ("Business, January: Cash-in, play a Vendetta
// card or end your turn"); ""
// when the game is over. It uses only what the decider sees.
func Prompt(s State) string { return decisions[s.decisionOf()].prompt(&s) }

// validateDecision checks the decision a decoded position rests on: the
// pending one, and the step's own arguments beneath it. The reason is the
// law broken, zero if none.
func validateDecision(s *State) reason {
	if s.phase == PhaseOver {
		return 0
	}
	if s.npend > 0 {
		if r := validatePending(s); !r.OK() {
			return r
		}
	}
	switch {
	case s.step == stResolve:
		if s.npend == 0 || s.phase != PhaseMeeting || s.cursor < 0 || s.cursor > 4 {
			return core.Why(rResolvingWithoutPendingDecision)
		}
		return 0
	case s.step == stTurn && s.npend > 0:
		// The turn goes on once the pending decisions are made: its player
		// must still be in the phase (a hole the tamper law found: a turn
		// player listed among those who passed, under a pending decision).
		return validateTurn(s)
	}
	return decisions[s.stepDecision()].validate(s)
}

// advance runs the automatic parts of the game (pending decisions that
// resolve themselves, the end of a phase, the reveal, the auctions, the
// Reception, the Final Verdict) until a player must decide.
func (s *State) advance(ev *evbuf) {
	for s.phase != PhaseOver {
		if s.npend > 0 {
			if s.settlePending(ev) {
				continue
			}
			return
		}
		switch s.step {
		case stTurn:
			if !s.phaseDone() {
				return
			}
			s.endPhase(ev)
		case stWithdraw:
			for s.cursor < s.n && !s.hasColdFeet((s.phaseFirst+s.cursor)%s.n) {
				s.cursor++
			}
			if s.cursor < s.n {
				return
			}
			s.startResolution()
		case stResolve:
			if s.cursor >= 4 {
				s.endMeeting(ev)
				continue
			}
			s.resolveSpace(ev)
		default:
			return
		}
	}
}

// ---- Phases and turns (the rulebook's "Game Flow") ----

// endPhase closes an action phase after every player's turn.
func (s *State) endPhase(ev *evbuf) {
	switch s.phase {
	case PhaseBusiness:
		s.startPhase(PhaseMeeting, ev)
	case PhaseMeeting:
		s.reveal(ev)
	case PhaseTrial:
		s.endTrial(ev)
		s.reception(ev)
	}
}

// startPhase starts a phase: the First Player card's holder plays first.
func (s *State) startPhase(ph Phase, ev *evbuf) {
	if s.phaseFirst != s.first {
		public(ev, Event{Kind: EventKindFirstPlayerChanged, Player: core.Player(s.first)})
	}
	s.phase, s.step, s.turn, s.phaseFirst = ph, stTurn, 0, s.first
	s.cursor, s.keeper, s.chain = 0, -1, false
	s.used, s.passed = [maxPlayers]uint8{}, 0
	s.startTurn()
	public(ev, Event{Kind: EventKindPhaseStarted, Month: s.month, Phase: ph})
	ev.turnStarts(s.active())
}

// startTurn resets what lasts one phase turn.
func (s *State) startTurn() {
	s.vPlayed, s.vLimit, s.enforcer, s.acted = 0, 1, false, false
}

// checkTurnMove checks the moves every turn allows (ending it, a Vendetta
// card, the Enforcer), and House rule HOUSE-1's one action a turn; done
// is false for the phase's own actions, which its check decides.
func (s *State) checkTurnMove(m Move) (r reason, done bool) {
	p := int8(m.By)
	switch m.Kind {
	case MoveKindPass:
		if m != (Move{By: m.By, Kind: MoveKindPass}) {
			return why(rUnusedFields, int8(MoveKindPass), 0, 0), true
		}
		return 0, true
	case MoveKindPlay:
		return s.checkPlay(p, m), true
	case MoveKindEnforce:
		return s.checkEnforce(p, m), true
	}
	if s.opt.roundRobin && s.acted && m.Kind != MoveKindAdd {
		return why(rOneActionPerTurn, 0, 0, 0), true
	}
	return 0, false
}

// actionsLeft reports whether the turn player may still act (House rule
// HOUSE-1: under round-robin-single-action, one action a turn).
func (s *State) actionsLeft() bool { return !s.opt.roundRobin || !s.acted }

// legalTurnMoves lists the moves every turn allows: Vendetta cards, the
// Enforcer, ending the turn.
func (s *State) legalTurnMoves(dst []Move) []Move {
	p := int8(s.toMove())
	dst = s.legalPlays(dst, p)
	dst = s.legalEnforce(dst, p)
	return append(dst, Move{By: core.Player(p), Kind: MoveKindPass})
}

// applyTurn carries out a turn's move.
func applyTurn(s *State, m Move, ev *evbuf) {
	p := int8(m.By)
	switch m.Kind {
	case MoveKindPass:
		s.endTurn(p, ev)
	case MoveKindCashIn:
		s.acted = true
		s.cashIn(p, int(m.Wiseguy), int(m.Turf.ordinal()), int(m.CashIn), ev)
	case MoveKindBagmanCashIn:
		s.acted = true
		s.cashIn(p, int(m.Wiseguy), -1, int(m.CashIn), ev)
	case MoveKindBid:
		s.acted = true
		s.bid(p, int8(m.Wiseguy), int8(m.Space), ev)
	case MoveKindAdd:
		applyAddBill(s, m, ev)
	case MoveKindCorrupt:
		s.acted = true
		s.corrupt(p, int(m.Wiseguy), int8(m.Bill), -1, ev)
	case MoveKindCorruptTwo:
		s.acted = true
		s.corrupt(p, int(m.Wiseguy), int8(m.Bill), int8(m.Bill2), ev)
	case MoveKindTamper:
		s.acted = true
		s.corrupt(p, int(m.Wiseguy), -1, -1, ev)
	case MoveKindPlay:
		s.play(p, m, ev)
	case MoveKindEnforce:
		s.enforce(p, int8(m.Vendetta), ev)
	}
}

// endTurn ends p's turn (House rule HOUSE-1: under round-robin-single-action a
// player who ends a turn without acting is out of the phase).
func (s *State) endTurn(p int8, ev *evbuf) {
	e := Event{Kind: EventKindTurnEnded, Player: core.Player(p)}
	if s.opt.roundRobin && !s.acted {
		s.passed |= bit(p)
		e.OutOfPhase = true
	}
	public(ev, e)
	s.turn++
	for s.opt.roundRobin && !s.phaseDone() && s.passed&bit(s.active()) != 0 {
		s.turn++
	}
	if s.opt.roundRobin {
		// Only the turn player counts: the phase ends when all have passed.
		s.turn %= int16(s.n)
	}
	s.startTurn()
	if !s.phaseDone() {
		ev.turnStarts(s.active())
	}
}

// promptTurn is the prompt of a phase turn.
func promptTurn(s *State, actions string) string {
	return s.phase.Name() + ", " + monthName(int(s.month)) + ": " + actions +
		", play a Vendetta card or end your turn"
}

func validateTurn(s *State) reason {
	if s.phaseDone() {
		return why(rPhaseTurnsOver, 0, 0, 0)
	}
	if s.passed&bit(s.active()) != 0 {
		return why(rTurnPlayerPassed, 0, 0, 0)
	}
	return 0
}

func (s *State) otherSeat(p, q int8) bool { return q >= 0 && q < s.n && q != p }

func validBill(t int8) bool { return t >= 0 && t < numBillTypes }
