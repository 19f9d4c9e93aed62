package bot_test

import (
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/envelope"
)

// Two tiny games for the bots' tests, beside the toy in core/internal/toy
// (whose choices cannot change its outcome, so it cannot tell a good bot
// from a bad one).

// nim: a pile of counters; in turn each player takes 1 to 3; whoever takes
// the last counter wins. Perfect information: with two players, leaving a
// multiple of four wins.
type nim struct{}

type nimState struct {
	Pile    int         `json:"pile"`
	Players int         `json:"players"`
	Turn    core.Player `json:"turn"`
	Winner  core.Player `json:"winner"` // NoPlayer until the end
}

type nimMove struct {
	By   core.Player
	Take int
}

func (m nimMove) Mover() core.Player { return m.By }
func (m nimMove) String() string     { return fmt.Sprintf("%v take %d", m.By, m.Take) }

type nimEvent struct{ m nimMove }

func (e *nimEvent) String() string          { return e.m.String() }
func (e *nimEvent) Audience() core.Audience { return core.Everyone }

var _ core.Game[nimState, nimMove] = nim{}

func (nim) Name() string                                               { return "nim" }
func (nim) PlayerRange() (int, int)                                    { return 2, 4 }
func (nim) NumPlayers(s nimState) int                                  { return s.Players }
func (nim) Over(s nimState) bool                                       { return s.Winner != core.NoPlayer }
func (nim) View(s nimState, _ core.Player) nimState                    { return s }
func (nim) Determinize(s nimState, _ core.Player, _ core.RNG) nimState { return s }

func (g nim) AppendLegal(dst []nimMove, s nimState) []nimMove {
	if g.Over(s) {
		return dst
	}
	for k := 1; k <= 3 && k <= s.Pile; k++ {
		dst = append(dst, nimMove{s.Turn, k})
	}
	return dst
}
func (nim) Describe(_ nimState, m nimMove) string { return m.String() }
func (g nim) Prompt(s nimState) string {
	if g.Over(s) {
		return ""
	}
	return "take stones"
}
func (g nim) NewWithRNG(config []byte, _ core.RNG) (nimState, error) { return g.New(config, 0) }

func (nim) New(config []byte, _ uint64) (nimState, error) {
	c := struct {
		Players int `json:"players"`
		Pile    int `json:"pile"`
	}{2, 10}
	if err := envelope.DecodeConfig("nim", config, &c); err != nil {
		return nimState{}, err
	}
	if c.Players < 2 || c.Players > 4 || c.Pile < 1 || c.Pile > 100 {
		return nimState{}, core.Errorf(core.ErrBadConfig, "nim: %d players, pile %d", c.Players, c.Pile)
	}
	return nimState{Pile: c.Pile, Players: c.Players, Winner: core.NoPlayer}, nil
}

func (g nim) ToMove(s nimState) core.Player {
	if g.Over(s) {
		return core.NoPlayer
	}
	return s.Turn
}

func (g nim) Legal(s nimState) []nimMove { return g.AppendLegal(nil, s) }

func (g nim) Apply(s nimState, m nimMove) (nimState, []core.Event, error) {
	next, err := g.take(s, m)
	if err != nil {
		return s, nil, err
	}
	return next, []core.Event{&nimEvent{m}}, nil
}

// AppendApply is Apply on *s, its events appended to dst.
func (g nim) AppendApply(dst []core.Event, s *nimState, m nimMove) ([]core.Event, error) {
	next, evs, err := g.Apply(*s, m)
	if err != nil {
		return dst, err
	}
	*s = next
	return append(dst, evs...), nil
}

// take is Apply without the events.
func (g nim) take(s nimState, m nimMove) (nimState, error) {
	switch {
	case g.Over(s):
		return s, core.Errorf(core.ErrGameOver, "the pile is gone")
	case m.By != s.Turn:
		return s, core.Errorf(core.ErrNotYourTurn, "%v takes now", s.Turn)
	case m.Take < 1 || m.Take > 3 || m.Take > s.Pile:
		return s, core.Errorf(core.ErrIllegalMove, "take 1 to 3 of %d", s.Pile)
	}
	s.Pile -= m.Take
	if s.Pile == 0 {
		s.Winner = m.By
	} else {
		s.Turn = (s.Turn + 1) % core.Player(s.Players)
	}
	return s, nil
}

func (g nim) Result(s nimState) core.Result {
	if !g.Over(s) {
		return core.Result{}
	}
	scores := make([]int, s.Players)
	scores[s.Winner] = 1
	return core.NewResult(scores, nil)
}

func (nim) ParseMove(text string) (nimMove, error) {
	var p, k int
	if n, err := fmt.Sscanf(text, "P%d take %d", &p, &k); err != nil || n != 2 || p < 0 || p > 3 || k < 1 || k > 3 {
		return nimMove{}, core.Errorf(core.ErrBadNotation, "%q is not \"P<n> take <1..3>\"", text)
	}
	return nimMove{core.Player(p), k}, nil
}

// guess: P0 is dealt a secret number 1..guessRange that P1 cannot see; P1
// guesses it and wins if right, else P0 wins. A bot that read the secret
// would always win; one that plays from its view wins 1 time in
// guessRange.
type guess struct{}

const guessRange = 5

type guessState struct {
	Secret int      `json:"secret"` // 0 in P1's view until the guess
	Guess  int      `json:"guess"`  // 0 until P1 guesses
	RNG    core.RNG `json:"rng"`
}

type guessMove struct {
	By core.Player
	N  int
}

func (m guessMove) Mover() core.Player { return m.By }
func (m guessMove) String() string     { return fmt.Sprintf("%v guess %d", m.By, m.N) }

var _ core.Game[guessState, guessMove] = guess{}

func (guess) Name() string              { return "guess" }
func (guess) PlayerRange() (int, int)   { return 2, 2 }
func (guess) NumPlayers(guessState) int { return 2 }
func (guess) Over(s guessState) bool    { return s.Guess != 0 }

func (g guess) AppendLegal(dst []guessMove, s guessState) []guessMove {
	if g.Over(s) {
		return dst
	}
	for n := 1; n <= guessRange; n++ {
		dst = append(dst, guessMove{1, n})
	}
	return dst
}
func (guess) Describe(_ guessState, m guessMove) string { return m.String() }
func (g guess) Prompt(s guessState) string {
	if g.Over(s) {
		return ""
	}
	return "guess the number"
}
func (g guess) NewWithRNG(config []byte, r core.RNG) (guessState, error) {
	if len(config) > 0 && string(config) != "{}" && string(config) != `{"players":2}` {
		return guessState{}, core.Errorf(core.ErrBadConfig, "guess has no options")
	}
	v, r := r.IntN(guessRange)
	return guessState{Secret: v + 1, RNG: r}, nil
}

func (g guess) New(config []byte, seed uint64) (guessState, error) {
	return g.NewWithRNG(config, core.NewRNG(seed))
}

func (g guess) ToMove(s guessState) core.Player {
	if g.Over(s) {
		return core.NoPlayer
	}
	return 1
}

func (g guess) Legal(s guessState) []guessMove { return g.AppendLegal(nil, s) }

// AppendApply is Apply on *s, its events appended to dst.
func (g guess) AppendApply(dst []core.Event, s *guessState, m guessMove) ([]core.Event, error) {
	next, evs, err := g.Apply(*s, m)
	if err != nil {
		return dst, err
	}
	*s = next
	return append(dst, evs...), nil
}

func (g guess) Apply(s guessState, m guessMove) (guessState, []core.Event, error) {
	switch {
	case g.Over(s):
		return s, nil, core.Errorf(core.ErrGameOver, "the guess is made")
	case m.By != 1:
		return s, nil, core.Errorf(core.ErrNotYourTurn, "P1 guesses")
	case m.N < 1 || m.N > guessRange:
		return s, nil, core.Errorf(core.ErrIllegalMove, "guess 1 to %d", guessRange)
	}
	s.Guess = m.N
	return s, nil, nil
}

func (g guess) Result(s guessState) core.Result {
	if !g.Over(s) {
		return core.Result{}
	}
	scores := []int{1, 0}
	if s.Guess == s.Secret {
		scores = []int{0, 1}
	}
	return core.NewResult(scores, nil)
}

func (g guess) View(s guessState, p core.Player) guessState {
	if p != 0 && !g.Over(s) {
		s.Secret = 0
	}
	s.RNG = core.RNG{}
	return s
}

func (g guess) Determinize(s guessState, p core.Player, rng core.RNG) guessState {
	if p != 0 && !g.Over(s) {
		var v int
		v, rng = rng.IntN(guessRange)
		s.Secret = v + 1
	}
	s.RNG = rng
	return s
}

func (guess) ParseMove(text string) (guessMove, error) {
	var p, n int
	if k, err := fmt.Sscanf(text, "P%d guess %d", &p, &n); err != nil || k != 2 || p != 1 || n < 1 || n > guessRange {
		return guessMove{}, core.Errorf(core.ErrBadNotation, "%q is not \"P1 guess <1..%d>\"", text, guessRange)
	}
	return guessMove{1, n}, nil
}

// TestTestGamesKeepTheContract keeps the test games honest: a bot test on
// a broken game proves nothing. They are too small for the harness (struct
// moves, events without kinds, plain JSON states), so this checks what a
// bot relies on: every legal move applies and one by another seat is
// refused, games end with a well-formed Result, and a View shows a seat
// nothing its Determinize could change, nor the mover other options.
func TestTestGamesKeepTheContract(t *testing.T) {
	keepsContract(t, nim{}, [][]byte{nil, []byte(`{"players":3,"pile":21}`)}, 100)
	keepsContract(t, guess{}, [][]byte{nil}, 2)
}

func keepsContract[S any, M core.Move](t *testing.T, g core.Game[S, M], configs [][]byte, maxMoves int) {
	t.Helper()
	for _, config := range configs {
		for seed := range uint64(50) {
			s, err := g.New(config, seed)
			if err != nil {
				t.Fatalf("%s: New(%s): %v", g.Name(), config, err)
			}
			rng := core.NewRNG(seed)
			for n := 0; !g.Over(s); n++ {
				legal := g.Legal(s)
				if n >= maxMoves || len(legal) == 0 {
					t.Fatalf("%s: seed %d: not over after %d moves, %d legal", g.Name(), seed, n, len(legal))
				}
				for p := core.Player(0); int(p) < g.NumPlayers(s); p++ {
					v := g.View(s, p)
					var x uint64
					x, rng = rng.Uint64()
					if d := gametest.Diff(v, g.View(g.Determinize(s, p, core.NewRNG(x)), p)); d != "" {
						t.Fatalf("%s: seed %d: View(·, %v) shows what Determinize changes:\n%s", g.Name(), seed, p, d)
					}
					if p == g.ToMove(s) && gametest.Diff(legal, g.Legal(v)) != "" {
						t.Fatalf("%s: seed %d: the mover's options depend on what %v cannot see", g.Name(), seed, p)
					}
				}
				for _, m := range legal {
					if m.Mover() != g.ToMove(s) {
						t.Fatalf("%s: legal move %v is not by %v, who moves", g.Name(), m, g.ToMove(s))
					}
					if _, _, err := g.Apply(s, m); err != nil {
						t.Fatalf("%s: legal move %v refused: %v", g.Name(), m, err)
					}
				}
				var k int
				k, rng = rng.IntN(len(legal))
				if s, _, err = g.Apply(s, legal[k]); err != nil {
					t.Fatal(err)
				}
			}
			if err := gametest.CheckResult(g.Result(s), g.NumPlayers(s)); err != nil {
				t.Fatalf("%s: seed %d: %v", g.Name(), seed, err)
			}
			if len(g.Legal(s)) != 0 || g.ToMove(s) != core.NoPlayer {
				t.Fatalf("%s: seed %d: moves after the end", g.Name(), seed)
			}
		}
	}
}
