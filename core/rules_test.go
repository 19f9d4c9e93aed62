package core

import (
	"strings"
	"testing"
)

// Every field of a Spec is required (the bots' and the learning
// surface's included): NewRules refuses, naming them, a Spec that lacks
// any, so no Rules falls back to a slower path or answers "not offered".
func TestNewRulesRequiresEveryFieldOfTheSpec(t *testing.T) {
	refused := func(spec Spec[int, testMove, struct{}]) (msg string) {
		defer func() { msg, _ = recover().(string) }()
		NewRules(spec)
		return ""
	}
	msg := refused(Spec[int, testMove, struct{}]{Name: "g", MinPlayers: 2, MaxPlayers: 2})
	for _, field := range []string{"Config", "NewWithRNG", "Legal", "Apply", "AppendApply", "ApplyInPlace", "PlayoutStep", "NumActions", "Observation", "InformationState"} {
		if !strings.Contains(msg, field) {
			t.Errorf("a Spec of no functions: %q does not name %s", msg, field)
		}
	}
	full := Spec[int, testMove, struct{}]{
		Name: "g", MinPlayers: 2, MaxPlayers: 2,
		Config:           func([]byte) (struct{}, error) { return struct{}{}, nil },
		NewWithRNG:       func(struct{}, RNG) (int, error) { return 0, nil },
		NumPlayers:       func(int) int { return 2 },
		Legal:            func(int) []testMove { return nil },
		AppendLegal:      func(d []testMove, _ int) []testMove { return d },
		Apply:            func(s int, _ testMove) (int, []Event, error) { return s, nil, nil },
		AppendApply:      func(d []Event, _ *int, _ testMove) ([]Event, error) { return d, nil },
		ToMove:           func(int) Player { return NoPlayer },
		Over:             func(int) bool { return true },
		Result:           func(int) Result { return Result{} },
		View:             func(s int, _ Player) int { return s },
		Determinize:      func(s int, _ Player, _ RNG) int { return s },
		ParseMove:        func(string) (testMove, error) { return testMove{}, nil },
		Describe:         func(int, testMove) string { return "" },
		Prompt:           func(int) string { return "" },
		ApplyInPlace:     func(*int, testMove) error { return nil },
		PlayoutStep:      func(_ *int, r RNG, b []testMove) (RNG, []testMove, bool) { return r, b, false },
		NumActions:       func(struct{}) int { return 0 },
		MoveAction:       func(int, testMove) (int, error) { return 0, nil },
		ActionMove:       func(int, int) (testMove, error) { return testMove{}, nil },
		ObservationSize:  func(struct{}) int { return 0 },
		Observation:      func(int, Player) []float32 { return nil },
		InformationState: func(int, Player) string { return "" },
	}
	if msg := refused(full); msg != "" {
		t.Fatalf("a full Spec: %s", msg)
	}
	lacks := full
	lacks.PlayoutStep = nil
	if msg := refused(lacks); !strings.Contains(msg, "lacks PlayoutStep") {
		t.Errorf("no PlayoutStep: %q", msg)
	}
	lacks = full
	lacks.Name = ""
	if msg := refused(lacks); !strings.Contains(msg, "lacks Name") {
		t.Errorf("no Name: %q", msg)
	}
	lacks = full
	lacks.MinPlayers = 3
	if msg := refused(lacks); !strings.Contains(msg, "seats 3 to 2") {
		t.Errorf("seats 3 to 2: %q", msg)
	}
}
