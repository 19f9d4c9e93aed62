package core

import (
	"fmt"
	"strconv"
)

// Move is what every game's move type satisfies: a small comparable value
// that names its mover and prints in the game's notation. The game's
// ParseMove reads that notation back: ParseMove(m.String()) == m.
type Move interface {
	comparable
	fmt.Stringer
	// Mover is the seat that makes the move.
	Mover() Player
}

// Game is the contract every game package meets through its Rules value, so
// that the test harness (core/gametest), the bots and the examples work on
// any game without knowing it. Each game package also offers the same
// operations as package functions with its own Config type (tonytino.New,
// tonytino.Legal, ...), which is what most callers use.
//
// S is the game's State: an immutable value. No function here modifies the
// S it is given. A View is an S too, with what its viewer may not see
// replaced by the game's hidden sentinels and the RNG zeroed.
type Game[S any, M Move] interface {
	// Name is the game's identifier in a Record ("tonytino").
	Name() string
	// PlayerRange is the smallest and largest number of seats.
	PlayerRange() (min, max int)
	// New starts a game. config is the game's Config as JSON; nil or {}
	// means the default, and {"players": n} the default for n seats (see
	// PlayersConfig). A config the rules do not allow is an ErrBadConfig.
	New(config []byte, seed uint64) (S, error)
	// NewWithRNG is New with the setup's chance drawn from r, so a test can
	// force the deal. New(config, seed) == NewWithRNG(config, NewRNG(seed)).
	NewWithRNG(config []byte, r RNG) (S, error)
	// NumPlayers is the number of seats in s.
	NumPlayers(s S) int
	// Legal lists every move ToMove(s) may make now, in a fixed order,
	// without duplicates. It is empty exactly when Over(s).
	Legal(s S) []M
	// AppendLegal appends Legal(s) to dst and returns it, so a bot that
	// reuses dst lists moves without allocating.
	AppendLegal(dst []M, s S) []M
	// Apply makes a move. It never modifies s; a move not in Legal(s)
	// returns s unchanged and an error wrapping ErrIllegalMove,
	// ErrNotYourTurn or ErrGameOver.
	Apply(s S, m M) (S, []Event, error)
	// AppendApply is Apply for a server that reuses its memory: m is made
	// on *s itself and its events are appended to dst, which is returned.
	// The event values dst's spare capacity points to are overwritten, so
	// a server that hands back the last move's slice emptied (dst[:0])
	// makes moves without allocating. A refused move leaves *s as it was
	// and returns dst unchanged, with Apply's error.
	AppendApply(dst []Event, s *S, m M) ([]Event, error)
	// ToMove is the one seat that decides now, which may be a player
	// reacting out of turn; NoPlayer when the game is over.
	ToMove(s S) Player
	// Over reports whether the game has ended.
	Over(s S) bool
	// Result is the outcome of a finished game; the zero Result before that.
	Result(s S) Result
	// View is s as seat p (or a spectator, p = NoPlayer) may see it.
	View(s S, p Player) S
	// Determinize returns a full state that p cannot tell from s: every
	// place p cannot see is dealt anew, uniformly, from what p cannot
	// account for, and the RNG is set to rng. s may be a View or a full
	// state; either way View(Determinize(s, p, rng), p) == View(s, p).
	// Search bots use it to play out a view.
	Determinize(s S, p Player, rng RNG) S
	// ParseMove reads a move in the game's notation (the form m.String()
	// prints). It checks the form, not legality: Apply does that.
	ParseMove(text string) (M, error)
	// Describe is m as a sentence for a button or a log, in the
	// rulebook's words. Two legal moves of one state never share a
	// description, and the mover's View describes m the same way.
	Describe(s S, m M) string
	// Prompt says what ToMove(s) decides now; "" exactly when Over(s). The
	// decider's View prompts the same way.
	Prompt(s S) string
}

// PlayersConfig is the JSON config that asks Game.New for the default game
// with n seats.
func PlayersConfig(n int) []byte {
	return []byte(`{"players":` + strconv.Itoa(n) + `}`)
}

// Result is the outcome of a finished game, with the game's tie-breaks
// already applied.
type Result struct {
	// Scores is each seat's final score in the game's own unit (dollars,
	// Respect, points).
	Scores []int `json:"scores"`
	// Rank is each seat's place: 0 for first. Seats the tie-breaks cannot
	// separate share a place, and the next place is skipped (0, 0, 2).
	Rank []int `json:"rank"`
	// Winners are the seats that won: normally those ranked 0; empty when
	// the rules say nobody wins.
	Winners []Player `json:"winners"`
}

// IsZero reports whether r is the zero Result of an unfinished game.
func (r Result) IsZero() bool { return r.Scores == nil && r.Rank == nil && r.Winners == nil }

// Won reports whether p is among the winners.
func (r Result) Won(p Player) bool {
	for _, w := range r.Winners {
		if w == p {
			return true
		}
	}
	return false
}

// NewResult ranks the seats by compare, which returns a positive number when
// a finishes ahead of b, negative when behind and 0 when the tie-breaks
// cannot separate them; a nil compare ranks by score alone. The winners
// are the seats ranked 0.
func NewResult(scores []int, compare func(a, b Player) int) Result {
	if compare == nil {
		compare = func(a, b Player) int { return scores[a] - scores[b] }
	}
	n := len(scores)
	r := Result{Scores: append([]int(nil), scores...), Rank: make([]int, n)}
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			if a != b && compare(Player(b), Player(a)) > 0 {
				r.Rank[a]++
			}
		}
	}
	for p, k := range r.Rank {
		if k == 0 {
			r.Winners = append(r.Winners, Player(p))
		}
	}
	return r
}
