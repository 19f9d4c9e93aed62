package bot_test

import (
	"errors"
	"math"
	"reflect"
	"strings"
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
