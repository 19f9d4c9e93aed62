// Package byref holds each game's learning functions on a *State, for the
// root package's Batch, which steps its States in place. The exported
// functions take a State by value, as the design's surface has them, and
// a State is hundreds of bytes (Speakeasy's over a thousand): a Batch step
// through them copied its State four times, a third of the step's cost. A
// game package registers its Funcs in init; nothing outside the module can
// import them, so the public surface does not change.
package byref

import "github.com/mafiarules/sdk/core"

// Funcs are one game's functions on a *State, each the exported function
// of its name on *s (they neither change nor keep s), but ApplyLegal.
type Funcs[S, M any] struct {
	AppendLegal       func(dst []M, s *S) []M
	MoveAction        func(s *S, m M) (int, error)
	ActionMove        func(s *S, id int) (M, error)
	AppendActions     func(dst []int, s *S, moves []M) []int
	AppendObservation func(dst []float32, s *S, p core.Player) []float32
	// ApplyLegal makes m, one of AppendLegal's moves on *s, in place,
	// without events and without checking m again (as a playout step
	// does): the Batch checked it against that list.
	ApplyLegal func(s *S, m M)
}

// registered is every game's Funcs by its name; written only in init.
var registered = map[string]any{}

// Register records game's Funcs; a game package calls it in init.
func Register[S, M any](game string, f Funcs[S, M]) { registered[game] = f }

// Of is game's Funcs for its State S and Move M, and whether it has any.
func Of[S, M any](game string) (Funcs[S, M], bool) {
	f, ok := registered[game].(Funcs[S, M])
	return f, ok
}
