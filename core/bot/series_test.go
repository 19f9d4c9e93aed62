package bot_test

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
)

// TestSeriesRotatesSeats: in game i seat p holds entrant (p+i) mod n, so
// two entrants alternate and three take every seat in turn.
func TestSeriesRotatesSeats(t *testing.T) {
	for _, specs := range [][]string{{"random", "random"}, {"random", "random", "random"}} {
		es, err := bot.Entrants(nim{}, specs...)
		if err != nil {
			t.Fatal(err)
		}
		n := len(specs)
		r, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 2 * n, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for i, gs := range r.Games {
			for p, e := range gs.Seats {
				if e != (p+i)%n {
					t.Fatalf("%d entrants, game %d: seat %d holds entrant %d, want %d", n, i, p, e, (p+i)%n)
				}
			}
		}
		for _, st := range r.Standings {
			if st.Games != 2*n {
				t.Fatalf("%d entrants: %s played %d games, want %d", n, st.Name, st.Games, 2*n)
			}
		}
	}
}

func TestSeriesDoesNotDependOnWorkers(t *testing.T) {
	es, err := bot.Entrants(nim{}, "mcts:40", "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	run := func(workers int) bot.SeriesResult {
		calls := 0
		r, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 12, Seed: 5, Workers: workers, Progress: func(done, total int) {
			calls++
			if done != calls || total != 12 {
				t.Errorf("progress %d/%d at call %d", done, total, calls)
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if calls != 12 {
			t.Errorf("progress called %d times for 12 games", calls)
		}
		return r
	}
	if a, b := run(1), run(3); !reflect.DeepEqual(a, b) {
		t.Fatalf("one worker and three differ:\n%v\n%v", a, b)
	}
}

// TestSeriesTalliesWins: the standings add up each game's winners, and the
// wins of all entrants add up to the number of games.
func TestSeriesTalliesWins(t *testing.T) {
	es, err := bot.Entrants(nim{}, "random", "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	r, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 30, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := make([]float64, 3)
	for _, gs := range r.Games {
		for p, e := range gs.Seats {
			if gs.Result.Won(core.Player(p)) {
				want[e]++
			}
		}
	}
	total := 0.0
	for i, st := range r.Standings {
		if st.Wins != want[i] {
			t.Errorf("%s: %v wins, the games say %v", st.Name, st.Wins, want[i])
		}
		total += st.Wins
	}
	if total != 30 {
		t.Errorf("%v wins in 30 games with one winner each", total)
	}
}

func TestSeriesStopsAtTheFirstError(t *testing.T) {
	es := []bot.Entrant[nimState, nimMove]{
		{Name: "cheat", New: func(uint64) bot.Bot[nimState, nimMove] { return cheat{m: nimMove{0, 9}} }},
		{Name: "random", New: func(seed uint64) bot.Bot[nimState, nimMove] { return bot.NewRandom(nim{}, seed) }},
	}
	if _, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 10, Workers: 2}); !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("a cheating entrant: %v, want ErrIllegalMove", err)
	}
}

func TestSeriesRejectsBadOptions(t *testing.T) {
	es, _ := bot.Entrants(nim{}, "random", "random")
	for name, c := range map[string]struct {
		es []bot.Entrant[nimState, nimMove]
		o  bot.SeriesOptions
	}{
		"no entrants":    {nil, bot.SeriesOptions{Games: 1}},
		"no bot maker":   {[]bot.Entrant[nimState, nimMove]{{Name: "x"}, es[0]}, bot.SeriesOptions{Games: 1}},
		"negative games": {es, bot.SeriesOptions{Games: -1}},
		"seat mismatch":  {es, bot.SeriesOptions{Games: 1, Config: []byte(`{"players":3}`)}},
	} {
		if _, err := bot.Series(nim{}, c.es, c.o); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("%s: %v, want ErrBadConfig", name, err)
		}
	}
	if _, err := bot.Entrants(nim{}, "random", "minimax"); !errors.Is(err, core.ErrBadConfig) {
		t.Errorf("Entrants with an unknown bot: %v, want ErrBadConfig", err)
	}
}

func TestSeriesTablePrintsRatesAndIntervals(t *testing.T) {
	r := bot.SeriesResult{Standings: []bot.Standing{{Name: "mcts", Games: 200, Wins: 180, RankSum: 20}, {Name: "random", Games: 200, Wins: 20, RankSum: 180}}}
	got := r.String()
	for _, want := range []string{"mcts", "180.0", "90.0%", "[ 85.1%,  93.4%]", "0.10", "random", "10.0%"} {
		if !strings.Contains(got, want) {
			t.Errorf("table lacks %q:\n%s", want, got)
		}
	}
}

// tieNim is nim where every game ends in a tie: all seats share the win.
type tieNim struct{ nim }

func (g tieNim) Result(s nimState) core.Result {
	if !g.Over(s) {
		return core.Result{}
	}
	scores := make([]int, s.Players)
	return core.NewResult(scores, nil)
}

func TestSeriesCountsSharedWinsAsFractions(t *testing.T) {
	es, err := bot.Entrants(nim{}, "random", "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	r, err := bot.Series(tieNim{}, es, bot.SeriesOptions{Games: 6})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range r.Standings {
		if math.Abs(st.Wins-2) > 1e-9 || st.MeanRank() != 0 {
			t.Errorf("%s: %v wins, mean rank %v in 6 three-way ties; want 2 and 0", st.Name, st.Wins, st.MeanRank())
		}
	}
}

// TestSeriesIsSeriesFuncWithPlay: Series plays the games SeriesFunc hands
// out, with the seeds it names, so a series of a core.Game and one played
// by hand through SeriesFunc are the same series.
func TestSeriesIsSeriesFuncWithPlay(t *testing.T) {
	es, err := bot.Entrants(nim{}, "mcts:20", "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	o := bot.SeriesOptions{Games: 9, Seed: 4, Workers: 2}
	want, err := bot.Series(nim{}, es, o)
	if err != nil {
		t.Fatal(err)
	}
	got, err := bot.SeriesFunc([]string{"mcts:20", "random", "random"}, o, func(sg bot.SeriesGame) (core.Result, int, error) {
		bots := make([]bot.Bot[nimState, nimMove], len(sg.Seats))
		for p, e := range sg.Seats {
			bots[p] = es[e].New(sg.BotSeed(core.Player(p)))
		}
		out, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Config: sg.Config, Seed: sg.Seed, Bots: bots, MaxMoves: sg.MaxMoves})
		return out.Result, len(out.Record.Moves), err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("SeriesFunc with Play:\n%v\nSeries:\n%v", got, want)
	}
}

// TestSeriesFuncHandsOutDistinctSeeds: every game has its own seed and
// every seat of it its own bot seed, the seats rotate, and the config
// defaults to one seat per entrant.
func TestSeriesFuncHandsOutDistinctSeeds(t *testing.T) {
	seen := map[uint64]string{}
	var mu sync.Mutex
	_, err := bot.SeriesFunc([]string{"a", "b", "c"}, bot.SeriesOptions{Games: 30, Seed: 9, Workers: 3}, func(sg bot.SeriesGame) (core.Result, int, error) {
		mu.Lock()
		defer mu.Unlock()
		if string(sg.Config) != string(core.PlayersConfig(3)) || sg.MaxMoves != 0 {
			t.Errorf("game %d: config %s, max %d", sg.Index, sg.Config, sg.MaxMoves)
		}
		for p, e := range sg.Seats {
			if e != (p+sg.Index)%3 {
				t.Errorf("game %d: seat %d holds entrant %d", sg.Index, p, e)
			}
		}
		seeds := []uint64{sg.Seed, sg.BotSeed(0), sg.BotSeed(1), sg.BotSeed(2)}
		for k, s := range seeds {
			what := fmt.Sprintf("game %d seed %d", sg.Index, k)
			if prev, ok := seen[s]; ok {
				t.Errorf("%s repeats %s", what, prev)
			}
			seen[s] = what
		}
		return core.Result{Winners: []core.Player{0}, Rank: []int{0, 1, 1}}, 1, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 120 {
		t.Errorf("%d seeds for 30 games of 3 seats, want 120", len(seen))
	}
}

// TestSeriesFuncTalliesSeatsAndScores: the standings by seat count
// whoever sat there; scores add up by entrant and by seat.
func TestSeriesFuncTalliesSeatsAndScores(t *testing.T) {
	// Seat 0 always wins 5 to 1; entrant b plays an extra 10 wherever it sits.
	r, err := bot.SeriesFunc([]string{"a", "b"}, bot.SeriesOptions{Games: 4, SeatNames: []string{"first", "second"}},
		func(sg bot.SeriesGame) (core.Result, int, error) {
			scores := []int{5, 1}
			for p, e := range sg.Seats {
				if e == 1 {
					scores[p] += 10
				}
			}
			return core.Result{Scores: scores, Rank: []int{0, 1}, Winners: []core.Player{0}}, 10 + sg.Index, nil
		})
	if err != nil {
		t.Fatal(err)
	}
	want := []bot.Standing{{Name: "first", Games: 4, Wins: 4, RankSum: 0, ScoreSum: 40}, {Name: "second", Games: 4, Wins: 0, RankSum: 4, ScoreSum: 24}}
	if !reflect.DeepEqual(r.Seats, want) {
		t.Errorf("by seat %+v, want %+v", r.Seats, want)
	}
	want = []bot.Standing{{Name: "a", Games: 4, Wins: 2, RankSum: 2, ScoreSum: 12}, {Name: "b", Games: 4, Wins: 2, RankSum: 2, ScoreSum: 52}}
	if !reflect.DeepEqual(r.Standings, want) {
		t.Errorf("by entrant %+v, want %+v", r.Standings, want)
	}
	if got := r.Standings[1].MeanScore(); got != 13 {
		t.Errorf("b's mean score %v, want 13", got)
	}
	if got := r.Seats[1].MeanRank(); got != 1 {
		t.Errorf("the second seat's mean rank %v, want 1", got)
	}
	for i, gs := range r.Games {
		if gs.Moves != 10+i {
			t.Errorf("game %d: %d moves, want %d", i, gs.Moves, 10+i)
		}
	}
	if (bot.Standing{}).MeanScore() != 0 {
		t.Error("a standing of no games has a mean score")
	}
	r, err = bot.SeriesFunc([]string{"a", "b", "c"}, bot.SeriesOptions{Games: 1}, func(bot.SeriesGame) (core.Result, int, error) {
		return core.Result{}, 0, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Seats[0].Name != "P0" || r.Seats[2].Name != "P2" {
		t.Errorf("seats without names: %q, %q", r.Seats[0].Name, r.Seats[2].Name)
	}
}

// TestSeriesFuncReportsTheGameThatFailed: the error is a *SeriesError of
// the lowest failing game, with the seed and seats it was played from,
// and wraps the game's error.
func TestSeriesFuncReportsTheGameThatFailed(t *testing.T) {
	boom := errors.New("boom")
	var failed bot.SeriesGame
	var mu sync.Mutex
	_, err := bot.SeriesFunc([]string{"a", "b"}, bot.SeriesOptions{Games: 8, Seed: 3, Workers: 2}, func(sg bot.SeriesGame) (core.Result, int, error) {
		if sg.Index == 3 {
			mu.Lock()
			failed = sg
			mu.Unlock()
			return core.Result{}, 0, boom
		}
		return core.Result{}, 0, nil
	})
	var se *bot.SeriesError
	if !errors.As(err, &se) || !errors.Is(err, boom) {
		t.Fatalf("%v: want a *SeriesError wrapping boom", err)
	}
	if !reflect.DeepEqual(se.Game, failed) {
		t.Errorf("the error names game %+v, the failing game was %+v", se.Game, failed)
	}
	if want := fmt.Sprintf("bot: game 4 of the series (seed %d): boom", failed.Seed); err.Error() != want {
		t.Errorf("%q, want %q", err, want)
	}
}

func TestSeriesFuncRejectsBadOptions(t *testing.T) {
	ok := func(bot.SeriesGame) (core.Result, int, error) { return core.Result{}, 0, nil }
	for _, c := range []struct {
		names []string
		o     bot.SeriesOptions
		play  func(bot.SeriesGame) (core.Result, int, error)
		want  string
	}{
		{nil, bot.SeriesOptions{Games: 1}, ok, "needs entrants"},
		{[]string{"a"}, bot.SeriesOptions{Games: 1}, nil, "needs a function"},
		{[]string{"a"}, bot.SeriesOptions{Games: -2}, ok, "Games is -2"},
		{[]string{"a"}, bot.SeriesOptions{Games: 1, MaxMoves: -1}, ok, "MaxMoves is -1"},
		{[]string{"a"}, bot.SeriesOptions{Games: 1, Workers: -1}, ok, "Workers is -1"},
		{[]string{"a", "b"}, bot.SeriesOptions{Games: 1, SeatNames: []string{"x"}}, ok, "SeatNames names 1 seats for 2 entrants"},
	} {
		_, err := bot.SeriesFunc(c.names, c.o, c.play)
		if !errors.Is(err, core.ErrBadConfig) || !strings.Contains(fmt.Sprint(err), c.want) {
			t.Errorf("%v %+v: %v, want ErrBadConfig saying %q", c.names, c.o, err, c.want)
		}
	}
}

// TestSeriesShardsAreTheWholeSeries: shards of a series (First and Games
// cutting it in parts) play the whole series' games, each with the seed
// and seats the whole series gives it, and a negative First is refused.
func TestSeriesShardsAreTheWholeSeries(t *testing.T) {
	es, err := bot.Entrants(nim{}, "random", "random")
	if err != nil {
		t.Fatal(err)
	}
	whole, err := bot.Series(nim{}, es, bot.SeriesOptions{Games: 10, Seed: 4, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var joined []bot.GameSummary
	for _, cut := range [][2]int{{0, 3}, {3, 7}, {7, 10}} {
		part, err := bot.Series(nim{}, es, bot.SeriesOptions{First: cut[0], Games: cut[1] - cut[0], Seed: 4, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		joined = append(joined, part.Games...)
	}
	if !reflect.DeepEqual(joined, whole.Games) {
		t.Fatalf("the shards' games are not the series' games:\n%v\n%v", joined, whole.Games)
	}
	if _, err := bot.Series(nim{}, es, bot.SeriesOptions{First: -1, Games: 2}); err == nil || !strings.Contains(err.Error(), "First") {
		t.Fatalf("First -1 gave %v", err)
	}
}
