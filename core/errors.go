package core

import (
	"errors"
	"fmt"
)

// The kinds of error the SDK returns. Every error the games return wraps one
// of them, so callers test with errors.Is, and carries a message that names
// the rule broken.
var (
	// ErrIllegalMove: the move is not one of Legal(s).
	ErrIllegalMove = errors.New("illegal move")
	// ErrNotYourTurn: the move's mover is not ToMove(s).
	ErrNotYourTurn = errors.New("not your turn")
	// ErrGameOver: a move was applied to a finished game.
	ErrGameOver = errors.New("game is over")
	// ErrBadConfig: New was given a configuration the rules do not allow.
	ErrBadConfig = errors.New("bad config")
	// ErrBadNotation: ParseMove was given text that is not a move.
	ErrBadNotation = errors.New("bad move notation")
	// ErrBadState: a State decoded from JSON is truncated or inconsistent.
	ErrBadState = errors.New("bad state")
	// ErrBadRecord: a Record names another game or holds a move that does not apply.
	ErrBadRecord = errors.New("bad record")
)

// RuleError is an error of one of the kinds above with the reason a rule
// gives. Its message reads "illegal move: corner C4 is not the lowest token (2)".
type RuleError struct {
	Kind   error  // one of the Err* values of this package
	Reason string // the rule broken, in words safe to show the player who moved
	// Code is the stable name of the rule broken ("not-lowest-token") when the
	// error comes from a game's ReasonTable, so a UI can show its own
	// words; "" otherwise.
	Code string
	// Args are the values the reason's placeholders took, in order, as
	// the words show them ("C4", "2").
	Args []string
	// Cause is the error the reason wrapped with %w (Errorf keeps it), nil
	// when it wrapped none: errors.Is and errors.As see it as well as
	// Kind, so a reason built on a decoder's error still answers to it.
	Cause error
}

// Error reads "<kind>: <reason>".
func (e *RuleError) Error() string { return e.Kind.Error() + ": " + e.Reason }

// Unwrap lets errors.Is(err, core.ErrIllegalMove) work.
func (e *RuleError) Unwrap() error { return e.Kind }

// Is lets errors.Is find the Cause too, not only the Kind that Unwrap
// returns (Unwrap stays a single error so a walk over Unwrap() error still
// reaches the Kind).
func (e *RuleError) Is(target error) bool { return e.Cause != nil && errors.Is(e.Cause, target) }

// As lets errors.As find an error of the Cause's chain.
func (e *RuleError) As(target any) bool { return e.Cause != nil && errors.As(e.Cause, target) }

// Errorf returns a *RuleError of the given kind with a formatted reason.
// A %w verb in format keeps its error as the Cause, as fmt.Errorf would
// (several %w keep them all); the reason reads it as %v does.
func Errorf(kind error, format string, args ...any) error {
	// One call of fmt.Errorf, with or without %w: go vet then knows
	// Errorf as a wrapper of fmt.Errorf, and lets a caller's %w through.
	err := fmt.Errorf(format, args...)
	e := &RuleError{Kind: kind, Reason: err.Error()}
	switch w := err.(type) {
	case interface{ Unwrap() error }:
		e.Cause = w.Unwrap()
	case interface{ Unwrap() []error }:
		e.Cause = err // it unwraps to each error it wrapped
	}
	return e
}
