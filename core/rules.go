package core

import (
	"fmt"
	"reflect"
	"strings"
)

// Spec lists a game package's functions, for NewRules to turn into the
// package's Rules value. Every field is required: NewRules refuses a Spec
// with a nil function or no name.
type Spec[S any, M Move, C any] struct {
	Name                   string
	MinPlayers, MaxPlayers int
	// Config decodes the game's JSON config (nil or {} is the default,
	// {"players": n} the default for n seats) with ErrBadConfig on error.
	Config      func(json []byte) (C, error)
	NewWithRNG  func(cfg C, r RNG) (S, error)
	NumPlayers  func(s S) int
	Legal       func(s S) []M
	AppendLegal func(dst []M, s S) []M
	Apply       func(s S, m M) (S, []Event, error)
	AppendApply func(dst []Event, s *S, m M) ([]Event, error)
	ToMove      func(s S) Player
	Over        func(s S) bool
	Result      func(s S) Result
	View        func(s S, p Player) S
	Determinize func(s S, p Player, rng RNG) S
	ParseMove   func(text string) (M, error)
	Describe    func(s S, m M) string
	Prompt      func(s S) string

	// For search and learning bots.

	// ApplyInPlace makes m on *s itself, as Apply would, without building
	// events or copying the State: a playout's step, allocating nothing.
	// It refuses what Apply refuses, leaving *s as it was.
	ApplyInPlace func(s *S, m M) error
	// PlayoutStep is Rules.PlayoutStep done by the game itself: the legal
	// moves listed on *s without copying it, one drawn with r, and made
	// in place without events and without checking it again (it came from
	// Legal).
	PlayoutStep func(s *S, r RNG, buf []M) (next RNG, moves []M, ok bool)
	// NumActions is the size of the fixed action space of a config: every
	// move of every position has an id in [0, NumActions).
	NumActions func(cfg C) int
	// MoveAction is m's action id in s (the id does not depend on s or on
	// the mover, only on what the move does).
	MoveAction func(s S, m M) (int, error)
	// ActionMove is the move of ToMove(s) with that action id.
	ActionMove func(s S, id int) (M, error)
	// ObservationSize is the length of Observation's vector for a config.
	ObservationSize func(cfg C) int
	// Observation is what p may see of s, as numbers, field by field as
	// the package doc says; it depends only on View(s, p).
	Observation func(s S, p Player) []float32
	// InformationState is what p knows in s, as canonical text: p's View
	// and the memories the game keeps for p.
	InformationState func(s S, p Player) string
}

// Rules is a game as a Game: the package functions its Spec lists, with
// the config as JSON. Each game package has one, its Rules variable. A
// Rules is a value holding its Spec privately, so nothing can change a
// game's functions after NewRules.
//
// It holds a pointer to its own copy of the Spec, so a call through the
// Game interface copies one word for the receiver, not sixteen.
type Rules[S any, M Move, C any] struct{ spec *Spec[S, M, C] }

// NewRules returns the Rules for a game's Spec. It panics, naming them,
// when the Spec has no Name, a seat range that is not 1 ≤ MinPlayers ≤
// MaxPlayers, or nil functions: a game package declares its Rules in a
// package variable, so the mistake shows when the package loads, as
// regexp.MustCompile's does.
func NewRules[S any, M Move, C any](spec Spec[S, M, C]) Rules[S, M, C] {
	if missing := specMissing(reflect.ValueOf(spec)); len(missing) > 0 {
		panic(fmt.Sprintf("core.NewRules: the Spec of %q lacks %s", spec.Name, strings.Join(missing, ", ")))
	}
	if spec.MinPlayers < 1 || spec.MinPlayers > spec.MaxPlayers {
		panic(fmt.Sprintf("core.NewRules: the Spec of %q has seats %d to %d", spec.Name, spec.MinPlayers, spec.MaxPlayers))
	}
	return Rules[S, M, C]{spec: &spec}
}

// specMissing names a Spec's empty Name and nil functions.
func specMissing(v reflect.Value) []string {
	var missing []string
	for i := range v.NumField() {
		f := v.Field(i)
		if (f.Kind() == reflect.Func && f.IsNil()) || (f.Kind() == reflect.String && f.Len() == 0) {
			missing = append(missing, v.Type().Field(i).Name)
		}
	}
	return missing
}

var (
	_ Game[int, testMove]     = Rules[int, testMove, struct{}]{}
	_ Playout[int, testMove]  = Rules[int, testMove, struct{}]{}
	_ Learning[int, testMove] = Rules[int, testMove, struct{}]{}
)

type testMove struct{}

func (testMove) String() string { return "" }
func (testMove) Mover() Player  { return NoPlayer }

// Name is the game's identifier in a Record.
func (g Rules[S, M, C]) Name() string { return g.spec.Name }

// PlayerRange is the smallest and largest number of seats.
func (g Rules[S, M, C]) PlayerRange() (min, max int) {
	return g.spec.MinPlayers, g.spec.MaxPlayers
}

// Config decodes a JSON config into the game's Config type.
func (g Rules[S, M, C]) Config(config []byte) (C, error) { return g.spec.Config(config) }

// New decodes the JSON config and sets up a game from seed.
func (g Rules[S, M, C]) New(config []byte, seed uint64) (S, error) {
	return g.NewWithRNG(config, NewRNG(seed))
}

// NewWithRNG decodes the JSON config and sets up a game with r's chance.
func (g Rules[S, M, C]) NewWithRNG(config []byte, r RNG) (S, error) {
	cfg, err := g.spec.Config(config)
	if err != nil {
		var s S
		return s, err
	}
	return g.spec.NewWithRNG(cfg, r)
}

// NumPlayers is the number of seats in s.
func (g Rules[S, M, C]) NumPlayers(s S) int { return g.spec.NumPlayers(s) }

// Legal lists every move ToMove(s) may make now.
func (g Rules[S, M, C]) Legal(s S) []M { return g.spec.Legal(s) }

// AppendLegal appends Legal(s) to dst.
func (g Rules[S, M, C]) AppendLegal(dst []M, s S) []M { return g.spec.AppendLegal(dst, s) }

// Apply makes a move; s is never modified.
func (g Rules[S, M, C]) Apply(s S, m M) (S, []Event, error) { return g.spec.Apply(s, m) }

// AppendApply makes m on *s itself and appends its events to dst,
// overwriting the event values dst's spare capacity points to; a refused
// move leaves *s and dst as they were.
func (g Rules[S, M, C]) AppendApply(dst []Event, s *S, m M) ([]Event, error) {
	return g.spec.AppendApply(dst, s, m)
}

// ToMove is the seat that decides now.
func (g Rules[S, M, C]) ToMove(s S) Player { return g.spec.ToMove(s) }

// Over reports whether the game has ended.
func (g Rules[S, M, C]) Over(s S) bool { return g.spec.Over(s) }

// Result is the outcome of a finished game.
func (g Rules[S, M, C]) Result(s S) Result { return g.spec.Result(s) }

// View is s as seat p (or a spectator) may see it.
func (g Rules[S, M, C]) View(s S, p Player) S { return g.spec.View(s, p) }

// Determinize deals what p cannot see anew from rng.Split() and sets the
// state's RNG to rng.
func (g Rules[S, M, C]) Determinize(s S, p Player, rng RNG) S {
	return g.spec.Determinize(s, p, rng)
}

// ParseMove reads a move in the game's notation.
func (g Rules[S, M, C]) ParseMove(text string) (M, error) { return g.spec.ParseMove(text) }

// Describe is m as a sentence.
func (g Rules[S, M, C]) Describe(s S, m M) string { return g.spec.Describe(s, m) }

// Prompt says what ToMove(s) decides now.
func (g Rules[S, M, C]) Prompt(s S) string { return g.spec.Prompt(s) }

// ApplyInPlace makes m on *s itself without events, refusing what Apply
// refuses and leaving *s as it was then.
func (g Rules[S, M, C]) ApplyInPlace(s *S, m M) error { return g.spec.ApplyInPlace(s, m) }

// PlayoutStep makes one move on *s in place and without events, drawn
// uniformly from Legal(*s) with r: a random playout's step, as a search
// bot takes it. It returns r advanced and buf holding Legal(*s) as it was
// (scratch space: pass it back next time, so the step allocates nothing);
// ok is false, and *s untouched, when the game is over or s is a View.
// As it applies only
// moves it listed itself, it skips the check a move from a caller needs.
func (g Rules[S, M, C]) PlayoutStep(s *S, r RNG, buf []M) (next RNG, moves []M, ok bool) {
	return g.spec.PlayoutStep(s, r, buf)
}

// Learns reports whether the game offers the learning surface: action ids,
// observations and information states. A Rules always does (its Spec
// fills them); a Learning written outside this module may say no.
func (g Rules[S, M, C]) Learns() bool { return true }

// NumActions is the size of the fixed action space of the JSON config.
func (g Rules[S, M, C]) NumActions(config []byte) (int, error) {
	cfg, err := g.spec.Config(config)
	if err != nil {
		return 0, err
	}
	return g.spec.NumActions(cfg), nil
}

// ObservationSize is the length of Observation's vector for the JSON
// config.
func (g Rules[S, M, C]) ObservationSize(config []byte) (int, error) {
	cfg, err := g.spec.Config(config)
	if err != nil {
		return 0, err
	}
	return g.spec.ObservationSize(cfg), nil
}

// MoveAction is m's action id.
func (g Rules[S, M, C]) MoveAction(s S, m M) (int, error) {
	return g.spec.MoveAction(s, m)
}

// ActionMove is the move of ToMove(s) with action id id.
func (g Rules[S, M, C]) ActionMove(s S, id int) (M, error) {
	return g.spec.ActionMove(s, id)
}

// Observation is what p may see of s, as numbers.
func (g Rules[S, M, C]) Observation(s S, p Player) []float32 {
	return g.spec.Observation(s, p)
}

// InformationState is what p knows in s, as canonical text.
func (g Rules[S, M, C]) InformationState(s S, p Player) string {
	return g.spec.InformationState(s, p)
}

// Playout is what a game offers a search bot besides Game: moves applied
// in place. Every Rules value is one.
type Playout[S any, M Move] interface {
	ApplyInPlace(s *S, m M) error
	PlayoutStep(s *S, r RNG, buf []M) (next RNG, moves []M, ok bool)
}

// Learning is the surface a learning bot reads, typed: a fixed action
// space with ids per move, observations and information states per seat.
// Every Rules value is one, and Learns says yes.
type Learning[S any, M Move] interface {
	Learns() bool
	NumActions(config []byte) (int, error)
	ObservationSize(config []byte) (int, error)
	MoveAction(s S, m M) (int, error)
	ActionMove(s S, id int) (M, error)
	Observation(s S, p Player) []float32
	InformationState(s S, p Player) string
}
