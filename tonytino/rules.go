package tonytino

import "github.com/mafiarules/sdk/core"

// Rules is Tony & Tino as a core.Game, for the harness, the bots, the sdk
// registry and the examples: the package functions, with the Config as JSON.
var Rules = core.NewRules(core.Spec[State, Move, Config]{
	Name:        "tonytino",
	MinPlayers:  NumSeats,
	MaxPlayers:  NumSeats,
	Config:      decodeConfig,
	NewWithRNG:  NewWithRNG,
	NumPlayers:  func(State) int { return NumSeats },
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
