package tonytino

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// decision is one kind of pending decision, declared once with its pieces
// side by side. The game waits for exactly one at a time, the one its
// Phase names; decisions is the table of them.
type decision struct {
	// prompt says what ToMove decides now, in the rulebook's words.
	prompt func(s *State) string
	// legal appends every legal move, in a canonical order; it generates
	// them directly, filtering candidates with the same rule checks that
	// check uses.
	legal func(dst []Move, s *State) []Move
	// check says why m breaks a rule of this decision (zero: it does not).
	// The engine has checked the game is on and m is ToMove's.
	check func(s *State, m Move) reason
	// apply makes the checked move on the caller's copy of the state.
	apply func(s *State, m Move, evs *events)
	// validate checks, for a decoded state, what this decision adds to the
	// laws of Check: its pending card, its first target, its counts. It
	// returns the law broken (zero: none).
	validate func(s *State) reason
}

// decisions is the table of decisions, indexed by Decision. The rules behind
// each entry live in the file named after the rulebook's section.
var decisions = [numDecisions]decision{
	// setup: the racket draft (draft.go)
	DecisionPutRacket: {prompt: draftPrompt, legal: draftLegal, check: draftCheck, apply: draftApply, validate: draftValidate},
	// phase 1: play or discard a card (cards.go)
	DecisionPlayOrDiscard: {prompt: cardPrompt, legal: cardLegal, check: cardCheck, apply: cardApply, validate: cardValidate},
	// phase 1: the Police Raid window (raid.go)
	DecisionRaidWindow: {prompt: raidPrompt, legal: raidLegal, check: raidCheck, apply: raidApply, validate: raidValidate},
	// phase 1: the card's targets (targets.go)
	DecisionTarget: {prompt: targetPrompt, legal: targetLegal, check: targetCheck, apply: targetApply, validate: targetValidate},
	// phase 2: place a crew tile, and phase 3, scoring (placement.go, rackets.go)
	DecisionPlace: {prompt: placePrompt, legal: placeLegal, check: placeCheck, apply: placeApply, validate: placeValidate},
	// the end (rackets.go)
	DecisionOver: {prompt: overPrompt, legal: overLegal, check: overCheck, apply: nil, validate: overValidate},
}

// maxLegal bounds the length of a Legal list: at most 36 target corners, 6
// placements (two tiles on the ≤3 corners of one token value), 6 card
// moves or 12 streets.
const maxLegal = NumCorners

// Legal lists every move ToMove(s) may make now, in a fixed order: card
// plays before discards (each in card order), Pass before Raid, corners
// A1..F6 row by row, tile values from 0 up, streets V1..V6 then H1..H6.
// It is empty exactly when the game is over. It works on a View of the
// player to move as on the full state (a View that hides the mover's hand
// lists no card move).
func Legal(s State) []Move {
	var buf [maxLegal]Move
	l := AppendLegal(buf[:0], s)
	if len(l) == 0 {
		return nil
	}
	return append(make([]Move, 0, len(l)), l...) // one allocation, of the exact size
}

// AppendLegal appends Legal(s) to dst and returns it, so a bot can reuse one
// buffer for a whole game.
func AppendLegal(dst []Move, s State) []Move { return appendLegal(dst, &s) }

func appendLegal(dst []Move, s *State) []Move {
	if s.noGame() {
		return dst
	}
	return s.legal(dst)
}

// ToMove is the one seat that decides now: the active player, or their
// opponent in the Police Raid window; NoPlayer once the game is over.
func ToMove(s State) core.Player { return s.toMove() }

func (s *State) toMove() core.Player {
	switch {
	case s.decision == DecisionOver || s.noGame():
		return core.NoPlayer
	case s.decision == DecisionRaidWindow:
		return other(s.active)
	}
	return s.active
}

// noGame reports whether s is no game: the zero State (New sets a token
// or a crew tile on every corner, so corner 0 is never empty in a game),
// or one whose decision or active seat is out of range (no seat is active
// once the game is over).
func (s *State) noGame() bool {
	return s.board[0] == 0 || s.decision >= numDecisions || (s.active < 0 || s.active >= NumSeats) && s.decision != DecisionOver
}

// Over reports whether the game has ended: all 36 corners hold crew tiles.
func Over(s State) bool { return s.decision == DecisionOver }

// Apply makes move m and returns the new state and what happened. s is
// never modified. A move that is not in Legal(s) returns s unchanged and an
// error wrapping core.ErrGameOver, core.ErrNotYourTurn or
// core.ErrIllegalMove whose message names the rule broken; on a View it is
// core.ErrBadState (determinize it first). An Apply allocates once (its
// events).
func Apply(s State, m Move) (State, []core.Event, error) {
	var evs events
	if err := s.play(m, &evs); err != nil {
		return s, nil, err
	}
	return s, evs.Events(), nil
}

// AppendApply makes m on *s itself, as Apply would, and appends its events
// to dst, writing them into the event values dst's spare capacity already
// points to: a server that hands back the last move's slice emptied
// (dst[:0]) makes moves without allocating. A refused move leaves *s as it
// was and returns dst unchanged, with Apply's error.
func AppendApply(dst []core.Event, s *State, m Move) ([]core.Event, error) {
	var evs events
	evs.Into(dst)
	if err := s.play(m, &evs); err != nil {
		return dst, err
	}
	return evs.Events(), nil
}

// play is the one path of a move, for Apply, AppendApply and ApplyInPlace:
// m checked, then made on *s, its events into evs. A refused move leaves
// *s untouched.
func (s *State) play(m Move, evs *events) error {
	if s.view {
		return envelope.ViewNotPlayable(s.viewer)
	}
	if r := s.check(m); !r.OK() {
		return Reasons.Err(r, m)
	}
	s.apply(m, evs)
	return nil
}

// check is the one check of a move: the engine's (the game is on, m is
// ToMove's) then the pending decision's. Legal lists exactly the moves it
// passes.
func (s *State) check(m Move) reason {
	if s.noGame() {
		return why(rNotAGame)
	}
	if s.decision != DecisionOver {
		if to := s.toMove(); m.By != to {
			if s.decision == DecisionRaidWindow {
				return why4(rNotYourReaction, int(to), int(s.active), int(s.pending), int(m.By))
			}
			return why2(rNotYourTurn, int(to), int(m.By))
		}
		if m.Kind != 0 && !m.wellFormed() {
			if m.Kind < numMoveKinds && m.strayMask() != 0 {
				return why1(rUnusedFields, int(m.Kind)|m.strayMask()<<4)
			}
			return why(rMalformed)
		}
	}
	return s.decide(m)
}

// The hot paths call the table's functions through a switch, not through
// the table: Go's escape analysis cannot see through a function value, so
// a call through the table would move the State to the heap on every
// Legal and Apply. The switches list exactly the table's functions, phase
// by phase (TestDispatchIsTheTable checks they agree); prompt and validate
// go through the table.

// legal is decisions[s.decision].legal.
func (s *State) legal(dst []Move) []Move {
	switch s.decision {
	case DecisionPutRacket:
		return draftLegal(dst, s)
	case DecisionPlayOrDiscard:
		return cardLegal(dst, s)
	case DecisionRaidWindow:
		return raidLegal(dst, s)
	case DecisionTarget:
		return targetLegal(dst, s)
	case DecisionPlace:
		return placeLegal(dst, s)
	}
	return overLegal(dst, s)
}

// decide is decisions[s.decision].check.
func (s *State) decide(m Move) reason {
	switch s.decision {
	case DecisionPutRacket:
		return draftCheck(s, m)
	case DecisionPlayOrDiscard:
		return cardCheck(s, m)
	case DecisionRaidWindow:
		return raidCheck(s, m)
	case DecisionTarget:
		return targetCheck(s, m)
	case DecisionPlace:
		return placeCheck(s, m)
	}
	return overCheck(s, m)
}

// apply is decisions[s.decision].apply.
func (s *State) apply(m Move, evs *events) {
	switch s.decision {
	case DecisionPutRacket:
		draftApply(s, m, evs)
	case DecisionPlayOrDiscard:
		cardApply(s, m, evs)
	case DecisionRaidWindow:
		raidApply(s, m, evs)
	case DecisionTarget:
		targetApply(s, m, evs)
	case DecisionPlace:
		placeApply(s, m, evs)
	}
}

// checkMove is check as an error (nil: m is legal), for the harness.
func checkMove(s State, m Move) error {
	if r := s.check(m); !r.OK() {
		return Reasons.Err(r, m)
	}
	return nil
}

// reason is why a move breaks a rule: a core.Reason, the rule's code
// (Reasons gives its name, error kind and words) and up to four small
// arguments in one word. It is passed in a register, so Legal asks the same
// checks as Apply at no cost; it becomes words only on Apply's error path.
// The zero reason means the move is legal.
type reason = core.Reason

// why returns the reason of code; why1 to why4 add its arguments.
func why(code reasonCode) reason                  { return reason(code) }
func why1(code reasonCode, a int) reason          { return core.Why(code, a) }
func why2(code reasonCode, a, b int) reason       { return core.Why(code, a, b) }
func why3(code reasonCode, a, b, c int) reason    { return core.Why(code, a, b, c) }
func why4(code reasonCode, a, b, c, d int) reason { return core.Why(code, a, b, c, d) }
