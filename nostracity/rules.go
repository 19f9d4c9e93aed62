package nostracity

import "github.com/mafiarules/sdk/core"

// Rules is Nostra City as a core.Game, for the harness, the bots, the sdk
// registry and the examples: the package functions, with the Config as JSON.
var Rules = core.NewRules(core.Spec[State, Move, Config]{
	Name:        "nostracity",
	MinPlayers:  minPlayers,
	MaxPlayers:  maxPlayers,
	Config:      parseConfig,
	NewWithRNG:  NewWithRNG,
	NumPlayers:  func(s State) int { return int(s.n) },
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

	PlayoutStep:      playoutStep,
	ApplyInPlace:     ApplyInPlace,
	NumActions:       NumActions,
	MoveAction:       MoveAction,
	ActionMove:       ActionMove,
	ObservationSize:  ObservationSize,
	Observation:      Observation,
	InformationState: InformationState,
})
