package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Rules is Mafia as a core.Game, for the harness, the bots, the sdk
// registry and the examples: the package functions, with the Config as JSON.
var Rules = core.NewRules(core.Spec[State, Move, Config]{
	Name:        "mafia",
	MinPlayers:  2,
	MaxPlayers:  5,
	Config:      decodeConfig,
	NewWithRNG:  NewWithRNG,
	NumPlayers:  State.NumPlayers,
	Legal:       Legal,
	AppendLegal: AppendLegal,
	Apply:       Apply,
	AppendApply: AppendApply,
	ToMove:      ToMove,
	Over:        Over,
	Result:      Result,
	View:        View,
	Determinize: Determinize,
	ParseMove:   ParseMove,
	Describe:    Describe,
	Prompt:      Prompt,

	ApplyInPlace:     ApplyInPlace,
	PlayoutStep:      playoutStep,
	NumActions:       NumActions,
	MoveAction:       MoveAction,
	ActionMove:       ActionMove,
	ObservationSize:  ObservationSize,
	Observation:      Observation,
	InformationState: InformationState,
})

// WithRNG returns s with its chance source replaced. A tutorial, a test or
// a puzzle sets up the dice this way: s.WithRNG(core.NewRNG(1).ForceRolls(3, 5))
// makes the next two rolls 3 and 5.
func (s State) WithRNG(r core.RNG) State {
	s.rng = r
	return s
}
