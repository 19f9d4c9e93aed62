package core

// Spec lists a game package's functions, for NewRules to turn into the
// package's Rules value. Every field is required.
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
	ToMove      func(s S) Player
	Over        func(s S) bool
	Result      func(s S) Result
	View        func(s S, p Player) S
	Determinize func(s S, p Player, rng RNG) S
	ParseMove   func(text string) (M, error)
	Describe    func(s S, m M) string
	Prompt      func(s S) string
}

// Rules is a game as a Game: the package functions its Spec lists, with
// the config as JSON. Each game package has one, its Rules variable. A
// Rules is a value holding its Spec privately, so nothing can change a
// game's functions after NewRules.
//
// It holds a pointer to its own copy of the Spec, so a call through the
// Game interface copies one word for the receiver, not sixteen.
type Rules[S any, M Move, C any] struct{ spec *Spec[S, M, C] }

// NewRules returns the Rules for a game's Spec.
func NewRules[S any, M Move, C any](spec Spec[S, M, C]) Rules[S, M, C] {
	return Rules[S, M, C]{spec: &spec}
}

var _ Game[int, testMove] = Rules[int, testMove, struct{}]{}

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
