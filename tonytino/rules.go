package tonytino

import "github.com/mafiarules/sdk/core"

// Rules is Tony & Tino as a core.Game, for the harness, the bots and the
// examples. Its methods are the package functions, with the Config as JSON.
var Rules = rules{}

var _ core.Game[State, Move] = Rules

type rules struct{}

// Name is "tonytino".
func (rules) Name() string { return "tonytino" }

// PlayerRange is 2 to 2.
func (rules) PlayerRange() (min, max int) { return NumSeats, NumSeats }

// New decodes a JSON Config (nil or {} for the default) and sets up a game.
func (rules) New(config []byte, seed uint64) (State, error) {
	cfg, err := decodeConfig(config)
	if err != nil {
		return State{}, err
	}
	return New(cfg, seed)
}

// NumPlayers is 2.
func (rules) NumPlayers(State) int { return NumSeats }

// Legal is Legal.
func (rules) Legal(s State) []Move { return Legal(s) }

// Apply is Apply.
func (rules) Apply(s State, m Move) (State, []core.Event, error) { return Apply(s, m) }

// ToMove is ToMove.
func (rules) ToMove(s State) core.Player { return ToMove(s) }

// Over is Over.
func (rules) Over(s State) bool { return Over(s) }

// Result is Result.
func (rules) Result(s State) core.Result { return Result(s) }

// View is View.
func (rules) View(s State, p core.Player) State { return View(s, p) }

// Determinize is Determinize.
func (rules) Determinize(s State, p core.Player, rng core.RNG) State { return Determinize(s, p, rng) }

// ParseMove is ParseMove.
func (rules) ParseMove(text string) (Move, error) { return ParseMove(text) }
