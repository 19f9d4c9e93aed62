package bot_test

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/core/internal/toy"
)

func newNim(t testing.TB, config string) nimState {
	t.Helper()
	s, err := nim{}.New([]byte(config), 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRandomPlaysOnlyLegalMoves(t *testing.T) {
	g := toy.Game{}
	for seed := uint64(0); seed < 100; seed++ {
		bots := []bot.Bot[toy.State, toy.Move]{bot.NewRandom(toy.Game{}, seed), bot.NewRandom(toy.Game{}, seed+1000)}
		out, err := bot.Play(g, bot.PlayOptions[toy.State, toy.Move]{Seed: seed, Bots: bots})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := gametest.CheckResult(out.Result, 2); err != nil || out.Result.IsZero() {
			t.Fatalf("seed %d: result %+v: %v", seed, out.Result, err)
		}
	}
}

func TestRandomIsUniform(t *testing.T) {
	g := nim{}
	s := newNim(t, `{"pile":10}`)
	b := bot.NewRandom(nim{}, 3)
	var count [4]int
	const n = 3000
	for range n {
		m, err := b.Choose(g, s, 0, g.Legal(s))
		if err != nil {
			t.Fatal(err)
		}
		count[m.Take]++
	}
	for k := 1; k <= 3; k++ {
		// n/3 = 1000, standard deviation ≈ 26: 150 is almost six of them.
		if count[k] < n/3-150 || count[k] > n/3+150 {
			t.Errorf("take %d chosen %d times in %d, want about %d", k, count[k], n, n/3)
		}
	}
}

func TestRandomIsDeterministicForASeed(t *testing.T) {
	g := nim{}
	s := newNim(t, `{"pile":10}`)
	seq := func(seed uint64) []int {
		b := bot.NewRandom(nim{}, seed)
		var out []int
		for range 64 {
			m, _ := b.Choose(g, s, 0, nil)
			out = append(out, m.Take)
		}
		return out
	}
	a, b, c := seq(9), seq(9), seq(10)
	if !equalInts(a, b) {
		t.Fatalf("same seed, other choices:\n%v\n%v", a, b)
	}
	if equalInts(a, c) {
		t.Fatalf("seeds 9 and 10 chose the same 64 moves: the seed is ignored")
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestChooseRefusesWhenItIsNotTheBotsDecision: every bot answers a finished
// game with ErrGameOver and another seat's decision with ErrNotYourTurn,
// never with a made-up move.
func TestChooseRefusesWhenItIsNotTheBotsDecision(t *testing.T) {
	g := nim{}
	live := newNim(t, `{"pile":5}`)
	over, _, _ := g.Apply(newNim(t, `{"pile":1}`), nimMove{0, 1})
	mcts, err := bot.NewMCTS(nim{}, 1, bot.Options{Iterations: 10})
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string]bot.Bot[nimState, nimMove]{
		"random": bot.NewRandom(nim{}, 1),
		"mcts":   mcts,
	} {
		if _, err := b.Choose(g, over, 0, nil); !errors.Is(err, core.ErrGameOver) {
			t.Errorf("%s on a finished game: %v, want ErrGameOver", name, err)
		}
		if _, err := b.Choose(g, live, 1, nil); !errors.Is(err, core.ErrNotYourTurn) {
			t.Errorf("%s for P1 while P0 decides: %v, want ErrNotYourTurn", name, err)
		}
		if _, err := b.Choose(g, live, 0, []nimMove{}); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%s with an empty legal list: %v, want ErrIllegalMove", name, err)
		}
	}
}

func TestNewReadsSpecs(t *testing.T) {
	g := nim{}
	s := newNim(t, `{"pile":20}`)
	for spec, iterations := range map[string]int{
		"mcts":       bot.DefaultIterations,
		"mcts:37":    37,
		" MCTS:5 ":   5,
		"mcts:1h":    -1, // a time budget: more than a handful of iterations
		"mcts:300ms": -1,
	} {
		if iterations < 0 {
			// Do not spend the wall-clock budget in a unit test: it is
			// enough that the spec parses to an MCTS bot.
			b, err := bot.New(nim{}, spec, 1)
			if _, ok := b.(*bot.MCTS[nimState, nimMove]); err != nil || !ok {
				t.Errorf("New(%q) = %T, %v; want an MCTS bot", spec, b, err)
			}
			continue
		}
		b, err := bot.New(nim{}, spec, 1)
		if err != nil {
			t.Fatalf("New(%q): %v", spec, err)
		}
		m, ok := b.(*bot.MCTS[nimState, nimMove])
		if !ok {
			t.Fatalf("New(%q) is a %T, want an MCTS bot", spec, b)
		}
		if _, err := m.Choose(g, s, 0, nil); err != nil {
			t.Fatal(err)
		}
		if got := m.Stats().Iterations; got != iterations {
			t.Errorf("New(%q) searched %d iterations, want %d", spec, got, iterations)
		}
	}
	for _, spec := range []string{"random", " Random "} {
		if b, err := bot.New(nim{}, spec, 1); err != nil {
			t.Errorf("New(%q): %v", spec, err)
		} else if _, ok := b.(*bot.Random[nimState, nimMove]); !ok {
			t.Errorf("New(%q) is a %T, want a Random bot", spec, b)
		}
	}
}

func TestNewRejectsBadSpecs(t *testing.T) {
	for _, spec := range []string{"", "alpha", "random:5", "mcts:", "mcts:0", "mcts:-3", "mcts:abc", "mcts:-1s", "mcts:0s", "mcts:99999999999", "mcts:1:2"} {
		b, err := bot.New(nim{}, spec, 1)
		if !errors.Is(err, core.ErrBadConfig) || b != nil {
			t.Errorf("New(%q) = %v, %v; want nil and ErrBadConfig", spec, b, err)
		}
	}
}
