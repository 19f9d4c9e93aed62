package bot_test

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// winRate plays a series of the specs (one per seat, seats rotated) and
// returns it, logging the table and the time taken.
func winRate[S any, M core.Move](t *testing.T, g core.Game[S, M], games, workers int, seed uint64, specs ...string) bot.SeriesResult {
	t.Helper()
	es, err := bot.Entrants(g, specs...)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	r, err := bot.Series(g, es, bot.SeriesOptions{Games: games, Seed: seed, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s, %d games, %v:\n%v", g.Name(), games, time.Since(start).Round(time.Second), r)
	return r
}

// quick sizes a quick win-rate test: it is skipped under -short (the
// games take seconds; nim and guess test the search there), plays the
// first `games` games of its series by default and the first `long` under
// gametest.Long(), and returns the count and the bound for it. Game i of a
// series has the same seed whatever the series' length, so each size's
// bound was checked on exactly those games.
func quick(t *testing.T, games, bound, long, longBound int) (int, float64) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the quick win-rate games take seconds; nim and guess test the search")
	}
	if gametest.Long() {
		return long, float64(longBound)
	}
	return games, float64(bound)
}

// TestMCTSBeatsRandomAtTonyTino is the quick form of the bar (MCTS
// with 1,000 iterations wins ≥ 80% of 200 games against random): a smaller
// budget and a few games, fixed seed, loose bound (it wins all of the first
// 12). The full run is TestWinRateTables.
func TestMCTSBeatsRandomAtTonyTino(t *testing.T) {
	games, bound := quick(t, 6, 4, 12, 9)
	r := winRate(t, tonytino.Rules, games, 1, 1, "mcts:150", "random")
	if st := r.Standings[0]; st.Wins < bound {
		t.Fatalf("MCTS won %.1f of %d games of Tony & Tino against random, want ≥ %v", st.Wins, st.Games, bound)
	}
}

// TestMCTSBeatsRandomAtMafia: with three seats, a short search wins well
// above a random seat's third (seeds 1 to 3 give 6, 7 and 6 wins of 9; seed
// 1 wins 4 of the first 6).
func TestMCTSBeatsRandomAtMafia(t *testing.T) {
	games, bound := quick(t, 6, 3, 9, 5)
	r := winRate(t, mafia.Rules, games, 1, 1, "mcts:60", "random", "random")
	if st := r.Standings[0]; st.Wins < bound {
		t.Fatalf("MCTS won %.1f of %d three-seat games of Mafia against two random bots, want ≥ %v", st.Wins, st.Games, bound)
	}
}

// TestMCTSBeatsRandomAtSpeakeasy: two seats, a short search (it wins all of
// the first 8).
func TestMCTSBeatsRandomAtSpeakeasy(t *testing.T) {
	games, bound := quick(t, 4, 3, 8, 6)
	r := winRate(t, speakeasy.Rules, games, 1, 1, "mcts:30", "random")
	if st := r.Standings[0]; st.Wins < bound {
		t.Fatalf("MCTS won %.1f of %d two-seat games of Speakeasy against random, want ≥ %v", st.Wins, st.Games, bound)
	}
}

// TestMCTSBeatsRandomAtNostraCity: three seats. The secret bids make
// random playouts noisy and a short search only a little better than a
// random seat (seeds 1 to 3 give 6, 5 and 4 wins of 12 at mcts:60, seed 1
// 3 of the first 6; the full run, mcts:1000 over 30 games, wins 60%), so
// the bound is a random seat's share: a search that played for the wrong
// seat falls below it.
func TestMCTSBeatsRandomAtNostraCity(t *testing.T) {
	games, bound := quick(t, 6, 2, 12, 4)
	r := winRate(t, nostracity.Rules, games, 1, 1, "mcts:60", "random", "random")
	if st := r.Standings[0]; st.Wins < bound {
		t.Fatalf("MCTS won %.1f of %d three-seat games of Nostra City against two random bots, want ≥ %v", st.Wins, st.Games, bound)
	}
}

// TestWinRateTables is the full run behind the numbers, skipped
// unless BOT_WINRATES=1 (and not -short; SDK_LONG=1 alone runs the quick
// tests above at their larger sizes, not this); it takes many minutes:
//
//	BOT_WINRATES=1 go test -run TestWinRateTables -v -timeout 3h ./core/bot/
//
// Tony & Tino: MCTS with 1,000 iterations against random, 200 games, seats
// alternated, must win ≥ 80%. The other games print their tables with
// BOT_GAMES games (default 30) at BOT_SPEC (default mcts:200) against two
// random bots (three seats). BOT_WORKERS (default 2) games run at once.
func TestWinRateTables(t *testing.T) {
	if testing.Short() || os.Getenv("BOT_WINRATES") != "1" {
		t.Skip("the full win-rate run takes many minutes: BOT_WINRATES=1 to run it")
	}
	env := func(name string, def int) int {
		if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
			return n
		}
		return def
	}
	workers, games := env("BOT_WORKERS", 2), env("BOT_GAMES", 30)
	spec := os.Getenv("BOT_SPEC")
	if spec == "" {
		spec = "mcts:200"
	}
	only := os.Getenv("BOT_GAME")
	if only == "" || only == "tonytino" {
		r := winRate(t, tonytino.Rules, 200, workers, 2026, "mcts:1000", "random")
		st := r.Standings[0]
		lo, hi := st.Interval(bot.Z95)
		t.Logf("tonytino: mcts:1000 won %.1f%% [%.1f%%, %.1f%%] of %d games", 100*st.WinRate(), 100*lo, 100*hi, st.Games)
		if st.WinRate() < 0.8 {
			t.Errorf("MCTS won %.1f%% of %d games of Tony & Tino, want ≥ 80%%", 100*st.WinRate(), st.Games)
		}
	}
	if only == "" || only == "mafia" {
		winRate(t, mafia.Rules, games, workers, 2026, spec, "random", "random")
	}
	if only == "" || only == "nostracity" {
		winRate(t, nostracity.Rules, games, workers, 2026, spec, "random", "random")
	}
	if only == "" || only == "speakeasy" {
		winRate(t, speakeasy.Rules, games, workers, 2026, spec, "random", "random")
	}
}
