package nostracity

import "github.com/mafiarules/sdk/core"

type rules struct{}

// Rules is Nostra City as a core.Game, for the harness, bots and examples.
var Rules = rules{}

var _ core.Game[State, Move] = Rules

// Name is "nostracity".
func (rules) Name() string { return "nostracity" }

// PlayerRange is 3 to 5.
func (rules) PlayerRange() (int, int) { return minPlayers, maxPlayers }

// New decodes a JSON Config (nil, {} and {"players":n} work) and deals.
func (rules) New(config []byte, seed uint64) (State, error) {
	c, err := parseConfig(config)
	if err != nil {
		return State{}, err
	}
	return New(c, seed)
}

// NumPlayers is the number of seats.
func (rules) NumPlayers(s State) int { return int(s.n) }

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
func (rules) Determinize(s State, p core.Player, r core.RNG) State { return Determinize(s, p, r) }

// ParseMove is ParseMove.
func (rules) ParseMove(text string) (Move, error) { return ParseMove(text) }
