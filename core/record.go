package core

import (
	"encoding/json"
)

// Record is a whole game as data: which game, its config, the seed and the
// moves in notation. Replay turns it back into the identical final state, so
// a Record is the way to save, share and test a game.
type Record struct {
	Game   string          `json:"game"`
	Config json.RawMessage `json:"config,omitempty"`
	Seed   uint64          `json:"seed"`
	Moves  []string        `json:"moves"`
}

// Replay plays r with g from the start. each, if not nil, is called after
// every move with its index, the move, the state it produced and its events.
// A record of another game, a config New refuses, a move that does not
// parse or does not apply: each stops the replay with an error (wrapping
// ErrBadRecord, with the move's index) and the state reached before it.
func Replay[S any, M Move](g Game[S, M], r Record, each func(i int, m M, s S, events []Event)) (S, error) {
	var s S
	if r.Game != g.Name() {
		return s, Errorf(ErrBadRecord, "record of %q, not %q", r.Game, g.Name())
	}
	s, err := g.New(r.Config, r.Seed)
	if err != nil {
		return s, Errorf(ErrBadRecord, "config: %v", err)
	}
	for i, text := range r.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			return s, Errorf(ErrBadRecord, "move %d %q: %v", i, text, err)
		}
		next, events, err := g.Apply(s, m)
		if err != nil {
			return s, Errorf(ErrBadRecord, "move %d %q: %v", i, text, err)
		}
		s = next
		if each != nil {
			each(i, m, s, events)
		}
	}
	return s, nil
}
