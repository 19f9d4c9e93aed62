package bot_test

import (
	"errors"
	"math"
	"reflect"
	"strconv"
	"testing"
	"time"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/core/internal/toy"
)

func newMCTS[S any, M core.Move](t testing.TB, seed uint64, o bot.Options) *bot.MCTS[S, M] {
	t.Helper()
	b, err := bot.NewMCTS[S, M](nil, seed, o) // nil: the game only fixes the types
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMCTSFindsTheWinningNimMove: with two players, the winning move leaves
// a multiple of four counters; the search must find it, whatever its seed,
// from every pile up to 13 where one exists. (Beyond that the random
// playouts' noise needs more than the default 1,000 iterations: from 15,
// half the seeds miss.)
func TestMCTSFindsTheWinningNimMove(t *testing.T) {
	g := nim{}
	for _, pile := range []int{2, 3, 5, 6, 7, 9, 10, 11, 13} {
		s := newNim(t, `{"pile":`+strconv.Itoa(pile)+`}`)
		for seed := uint64(0); seed < 5; seed++ {
			m, err := newMCTS[nimState, nimMove](t, seed, bot.Options{}).Choose(g, s, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			if (pile-m.Take)%4 != 0 {
				t.Errorf("pile %d, seed %d: took %d, want %d", pile, seed, m.Take, pile%4)
			}
		}
	}
}

// TestMCTSBeatsRandomAtNim: MCTS wins nearly every two-player game against
// the random bot, from either seat.
func TestMCTSBeatsRandomAtNim(t *testing.T) {
	es, err := bot.Entrants(nim{}, "mcts:300", "random")
	if err != nil {
		t.Fatal(err)
	}
	r, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 60, Config: []byte(`{"players":2,"pile":15}`), Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if st := r.Standings[0]; st.WinRate() < 0.9 {
		t.Errorf("MCTS won %.1f of %d nim games against random, want ≥ 90%%\n%v", st.Wins, st.Games, r)
	}
}

// TestMCTSSearchesForEverySeat: in three-player nim the opponents' nodes are
// searched for the opponents (max^n), so MCTS wins well above the 1/3 of a
// random seat.
func TestMCTSSearchesForEverySeat(t *testing.T) {
	es, err := bot.Entrants(nim{}, "mcts:300", "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	r, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 60, Config: []byte(`{"players":3,"pile":15}`), Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	if st := r.Standings[0]; st.WinRate() < 0.6 {
		t.Errorf("MCTS won %.1f of %d three-player nim games, want ≥ 60%%\n%v", st.Wins, st.Games, r)
	}
}

func TestMCTSIsDeterministicForASeed(t *testing.T) {
	g := toy.Game{}
	play := func(seed uint64) []string {
		bots := []bot.Bot[toy.State, toy.Move]{
			newMCTS[toy.State, toy.Move](t, seed, bot.Options{Iterations: 200}),
			newMCTS[toy.State, toy.Move](t, seed+1, bot.Options{Iterations: 200}),
		}
		out, err := bot.Play(g, bot.PlayOptions[toy.State, toy.Move]{Seed: 42, Bots: bots})
		if err != nil {
			t.Fatal(err)
		}
		return out.Record.Moves
	}
	if a, b := play(5), play(5); !reflect.DeepEqual(a, b) {
		t.Fatalf("same seeds, other games:\n%q\n%q", a, b)
	}
	// And one bot's statistics, not only its move, replay exactly.
	s := newNim(t, `{"pile":30}`)
	b1 := newMCTS[nimState, nimMove](t, 8, bot.Options{Iterations: 500})
	b2 := newMCTS[nimState, nimMove](t, 8, bot.Options{Iterations: 500})
	b1.Choose(nim{}, s, 0, nil)
	b2.Choose(nim{}, s, 0, nil)
	if !reflect.DeepEqual(b1.Stats(), b2.Stats()) {
		t.Fatalf("same seed, other statistics:\n%+v\n%+v", b1.Stats(), b2.Stats())
	}
}

// TestMCTSCannotReadTheSecret: in guess, a bot that read P0's secret would
// win every game as P1; one that plays from its view wins about 1 in
// guessRange, and its guess does not depend on the secret.
func TestMCTSCannotReadTheSecret(t *testing.T) {
	g := guess{}
	var moves []int
	for secret := 1; secret <= guessRange; secret++ {
		s := guessState{Secret: secret, RNG: core.NewRNG(uint64(secret))}
		m, err := newMCTS[guessState, guessMove](t, 4, bot.Options{Iterations: 200}).Choose(g, s, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m.N)
	}
	for _, n := range moves {
		if n != moves[0] {
			t.Fatalf("the guess follows the secret: guesses %v for secrets 1..%d", moves, guessRange)
		}
	}
	es, err := bot.Entrants(guess{}, "random", "mcts:50")
	if err != nil {
		t.Fatal(err)
	}
	r, err := bot.Series(g, es, bot.SeriesOptions{Games: 400, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	// MCTS guesses in the odd games (seat P1); count those it won.
	won, played := 0, 0
	for _, gs := range r.Games {
		if gs.Seats[1] == 1 {
			played++
			if gs.Result.Won(1) {
				won++
			}
		}
	}
	if lo, _ := bot.Wilson(float64(won), played, bot.Z95); lo > 1.0/guessRange || won > played/2 {
		t.Fatalf("MCTS guessed %d of %d secrets: it sees what it should not", won, played)
	}
}

func TestMCTSReturnsTheOnlyMoveWithoutSearching(t *testing.T) {
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{})
	m, err := b.Choose(nim{}, newNim(t, `{"pile":1}`), 0, nil)
	if err != nil || m != (nimMove{0, 1}) {
		t.Fatalf("Choose = %v, %v; want P0 take 1", m, err)
	}
	if st := b.Stats(); st.Iterations != 0 {
		t.Fatalf("searched %d iterations for a forced move", st.Iterations)
	}
}

// TestMCTSIterationBudgetIsExact: the search runs exactly the iterations
// asked, each through one root move, and grows the tree by at most one node
// per iteration.
func TestMCTSIterationBudgetIsExact(t *testing.T) {
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 123})
	if _, err := b.Choose(nim{}, newNim(t, `{"pile":40}`), 0, nil); err != nil {
		t.Fatal(err)
	}
	st := b.Stats()
	visits := 0
	for _, ms := range st.Moves {
		visits += ms.Visits
		if ms.Mean < 0 || ms.Mean > 1 {
			t.Errorf("move %v has mean reward %v, outside [0, 1]", ms.Move, ms.Mean)
		}
	}
	if st.Iterations != 123 || visits != 123 || st.Nodes > 124 || len(st.Moves) != 3 {
		t.Fatalf("stats %+v: want 123 iterations through 3 root moves, at most 124 nodes", st)
	}
}

// TestMCTSTimeBudgetReadsTheClock: with a time budget the search stops when
// the (caller's) clock says so; here each reading advances 1ms, so a 10ms
// budget buys exactly 10 iterations.
func TestMCTSTimeBudgetReadsTheClock(t *testing.T) {
	now := time.Unix(0, 0)
	clock := func() time.Time { now = now.Add(time.Millisecond); return now }
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{Time: 10 * time.Millisecond, Clock: clock})
	if _, err := b.Choose(nim{}, newNim(t, `{"pile":40}`), 0, nil); err != nil {
		t.Fatal(err)
	}
	if got := b.Stats().Iterations; got != 10 {
		t.Fatalf("%d iterations in a 10ms budget at 1ms per iteration, want 10", got)
	}
	// With an iteration budget too, the smaller one stops the search.
	b = newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 4, Time: time.Hour, Clock: clock})
	b.Choose(nim{}, newNim(t, `{"pile":40}`), 0, nil)
	if got := b.Stats().Iterations; got != 4 {
		t.Fatalf("%d iterations, want the 4 of the iteration budget", got)
	}
}

func TestNewMCTSRejectsBadOptions(t *testing.T) {
	for _, o := range []bot.Options{
		{Iterations: -1},
		{Iterations: 1 << 31},
		{Time: -time.Second},
		{Exploration: -0.5},
		{Exploration: math.NaN()},
		{Exploration: math.Inf(1)},
		{MaxRollout: -2},
	} {
		if b, err := bot.NewMCTS(nim{}, 1, o); !errors.Is(err, core.ErrBadConfig) || b != nil {
			t.Errorf("NewMCTS(%+v) = %v, %v; want ErrBadConfig", o, b, err)
		}
	}
}

func TestRewards(t *testing.T) {
	shared := core.NewResult([]int{5, 5, 1}, nil)
	nobody := core.Result{Scores: []int{0, 0}, Rank: []int{0, 0}}
	for _, c := range []struct {
		name string
		got  float64
		want float64
	}{
		{"sole winner", bot.WinShare(core.NewResult([]int{3, 1}, nil), 0), 1},
		{"loser", bot.WinShare(core.NewResult([]int{3, 1}, nil), 1), 0},
		{"shared win", bot.WinShare(shared, 1), 0.5},
		{"nobody wins", bot.WinShare(nobody, 0), 0},
		{"unfinished", bot.WinShare(core.Result{}, 0), 0},
		{"rank first", bot.RankReward(shared, 0), 1},
		{"rank last of 3", bot.RankReward(shared, 2), 0},
		{"rank second of 3", bot.RankReward(core.NewResult([]int{3, 2, 1}, nil), 1), 0.5},
		{"rank unfinished", bot.RankReward(core.Result{}, 0), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
}

// TestMCTSRankRewardPlays: the alternative reward drives a full search.
func TestMCTSRankRewardPlays(t *testing.T) {
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 1000, Reward: bot.RankReward})
	m, err := b.Choose(nim{}, newNim(t, `{"pile":10}`), 0, nil)
	if err != nil || m.Take != 2 {
		t.Fatalf("Choose = %v, %v; want the winning take 2", m, err)
	}
}

// brokenNim refuses taking three, though Legal lists it.
type brokenNim struct{ nim }

func (g brokenNim) Apply(s nimState, m nimMove) (nimState, []core.Event, error) {
	if m.Take == 3 {
		return s, nil, core.Errorf(core.ErrIllegalMove, "no threes")
	}
	return g.nim.Apply(s, m)
}

// TestMCTSReportsAGameThatRefusesItsOwnMove: a game whose Apply refuses a
// move its Legal lists gets an error naming the move, not a panic and not
// a silently skewed search.
func TestMCTSReportsAGameThatRefusesItsOwnMove(t *testing.T) {
	_, err := newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 50}).Choose(brokenNim{}, newNim(t, `{"pile":10}`), 0, nil)
	if !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("Choose on a broken game: %v, want an error wrapping ErrIllegalMove", err)
	}
}

// TestMCTSCutsOffEndlessPlayouts: a playout longer than MaxRollout stops and
// scores nothing, so a game that never ends cannot hang the bot.
func TestMCTSCutsOffEndlessPlayouts(t *testing.T) {
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 20, MaxRollout: 2})
	if _, err := b.Choose(nim{}, newNim(t, `{"pile":100}`), 0, nil); err != nil {
		t.Fatal(err)
	}
	for _, ms := range b.Stats().Moves {
		if ms.Mean != 0 {
			t.Fatalf("a 100-counter pile cannot end within 2 playout moves, yet %v scored %v", ms.Move, ms.Mean)
		}
	}
}

// quietNim is nim whose Apply emits no events, so it allocates nothing:
// what a search or a playout on it allocates is the caller's own.
type quietNim struct{ nim }

func (g quietNim) Apply(s nimState, m nimMove) (nimState, []core.Event, error) {
	next, err := g.take(s, m)
	return next, nil, err
}

// ApplyInPlace is quietNim's playout step, without events too.
func (g quietNim) ApplyInPlace(s *nimState, m nimMove) error {
	next, err := g.take(*s, m)
	if err == nil {
		*s = next
	}
	return err
}

// TestSearchAllocatesNothingPerStep: MCTS lists moves with AppendLegal
// into buffers it keeps, so once its tree and buffers have grown a search
// allocates nothing per iteration beyond what the game allocates (here
// nothing), and gametest's random players nothing per move.
func TestSearchAllocatesNothingPerStep(t *testing.T) {
	g := quietNim{}
	s := newNim(t, `{"pile":40}`)
	b := newMCTS[nimState, nimMove](t, 1, bot.Options{Iterations: 300})
	b.Choose(g, s, 0, nil) // grow the tree and the buffers
	end, _, _ := g.Apply(newNim(t, `{"pile":1}`), nimMove{0, 1})
	result := testing.AllocsPerRun(5, func() { g.Result(end) }) // the game's, once per playout
	if a := testing.AllocsPerRun(5, func() { b.Choose(g, s, 0, nil) }); a > 1+300*result {
		t.Errorf("a 300-iteration search allocates %v times, want at most 1 (the statistics) + 300 × %v (the game's Result)", a, result)
	}
	long := newNim(t, `{"pile":100}`) // 34 moves or more
	playout := func() {
		if _, n, err := gametest.RandomPlayout(g, long, core.NewRNG(1), 100); err != nil || n < 34 {
			t.Fatal(n, err)
		}
	}
	if a := testing.AllocsPerRun(5, playout); a > 3 {
		t.Errorf("a random playout of 100 counters allocates %v times, want at most 3 (its move buffer growing to 3 moves)", a)
	}
}
