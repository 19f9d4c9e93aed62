package bot_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/core/internal/toy"
)

func TestPlayRecordReplays(t *testing.T) {
	g := toy.Game{}
	bots := []bot.Bot[toy.State, toy.Move]{
		newMCTS[toy.State, toy.Move](t, 1, bot.Options{Iterations: 50}),
		bot.NewRandom(toy.Game{}, 2),
	}
	var observed []string
	out, err := bot.Play(g, bot.PlayOptions[toy.State, toy.Move]{Seed: 7, Bots: bots, Observe: func(i int, m toy.Move, s toy.State, events []core.Event) {
		if i != len(observed) {
			t.Errorf("observe called with index %d after %d moves", i, len(observed))
		}
		observed = append(observed, m.String())
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(observed, out.Record.Moves) || len(observed) != 8 {
		t.Fatalf("observed %q, recorded %q; want the same 8 moves", observed, out.Record.Moves)
	}
	if !out.Record.Over {
		t.Fatal("the record of a finished game does not say it is over")
	}
	final, err := core.Replay(g, out.Record, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := gametest.Diff(out.Final, final); d != "" {
		t.Fatalf("the record replays to another state:\n%s", d)
	}
	if !reflect.DeepEqual(out.Result, g.Result(final)) || out.Result.IsZero() {
		t.Fatalf("result %+v, replay's %+v", out.Result, g.Result(final))
	}
}

// spy is a bot that checks what it is handed: the view of its own seat,
// with the other hand hidden, and the legal moves.
type spy struct {
	t     *testing.T
	inner bot.Bot[toy.State, toy.Move]
	calls int
}

func (b *spy) Choose(g core.Game[toy.State, toy.Move], view toy.State, p core.Player, legal []toy.Move) (toy.Move, error) {
	b.calls++
	raw, _ := json.Marshal(view)
	var j struct {
		Players [2]struct {
			Hand []any `json:"hand"`
		} `json:"players"`
		RNG json.RawMessage `json:"rng"`
	}
	if err := json.Unmarshal(raw, &j); err != nil {
		b.t.Fatal(err)
	}
	for _, c := range j.Players[1-p].Hand {
		if c != "hidden" {
			b.t.Errorf("%v was handed the other hand %v", p, j.Players[1-p].Hand)
		}
	}
	for _, c := range j.Players[p].Hand {
		if c == "hidden" {
			b.t.Errorf("%v was handed its own hand hidden: %v", p, j.Players[p].Hand)
		}
	}
	if j.RNG != nil {
		b.t.Errorf("%v was handed the RNG %s", p, j.RNG)
	}
	if !reflect.DeepEqual(legal, g.Legal(view)) {
		b.t.Errorf("%v was handed legal %v, its view's are %v", p, legal, g.Legal(view))
	}
	return b.inner.Choose(g, view, p, legal)
}

func TestPlayHandsEachBotOnlyItsView(t *testing.T) {
	a := &spy{t: t, inner: bot.NewRandom(toy.Game{}, 1)}
	b := &spy{t: t, inner: bot.NewRandom(toy.Game{}, 2)}
	if _, err := bot.Play(toy.Game{}, bot.PlayOptions[toy.State, toy.Move]{Seed: 3, Bots: []bot.Bot[toy.State, toy.Move]{a, b}}); err != nil {
		t.Fatal(err)
	}
	if a.calls != 4 || b.calls != 4 {
		t.Fatalf("the bots were asked %d and %d times, want 4 each", a.calls, b.calls)
	}
}

// cheat is a bot that answers with a move of its own making.
type cheat struct {
	m   nimMove
	err error
}

func (c cheat) Choose(core.Game[nimState, nimMove], nimState, core.Player, []nimMove) (nimMove, error) {
	return c.m, c.err
}

func TestPlayRejectsABotsIllegalMove(t *testing.T) {
	bots := []bot.Bot[nimState, nimMove]{cheat{m: nimMove{0, 9}}, bot.NewRandom(nim{}, 1)}
	out, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Seed: 1, Bots: bots})
	if !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("a bot taking 9: %v, want ErrIllegalMove", err)
	}
	if len(out.Record.Moves) != 0 || out.Final.Pile != 10 {
		t.Fatalf("the illegal move was played: %+v", out)
	}
	bots[0] = cheat{m: nimMove{1, 1}}
	if _, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Seed: 1, Bots: bots}); !errors.Is(err, core.ErrNotYourTurn) {
		t.Fatalf("a bot moving for another seat: %v, want ErrNotYourTurn", err)
	}
	boom := fmt.Errorf("the human left")
	bots[0] = cheat{err: boom}
	if _, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Seed: 1, Bots: bots}); !errors.Is(err, boom) {
		t.Fatalf("a bot's error: %v, want it passed on", err)
	}
}

func TestPlayRejectsABadTable(t *testing.T) {
	r := bot.NewRandom(nim{}, 1)
	for name, c := range map[string]struct {
		config string
		bots   []bot.Bot[nimState, nimMove]
	}{
		"too few bots":  {`{"players":3}`, []bot.Bot[nimState, nimMove]{r, r}},
		"too many bots": {``, []bot.Bot[nimState, nimMove]{r, r, r}},
		"a nil bot":     {``, []bot.Bot[nimState, nimMove]{r, nil}},
		"a bad config":  {`{"players":9}`, []bot.Bot[nimState, nimMove]{r, r}},
	} {
		if _, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Config: []byte(c.config), Seed: 1, Bots: c.bots}); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("%s: %v, want ErrBadConfig", name, err)
		}
	}
}

func TestPlayStopsAtMaxMoves(t *testing.T) {
	bots := []bot.Bot[nimState, nimMove]{bot.NewRandom(nim{}, 1), bot.NewRandom(nim{}, 2)}
	out, err := bot.Play(nim{}, bot.PlayOptions[nimState, nimMove]{Config: []byte(`{"pile":100}`), Seed: 1, Bots: bots, MaxMoves: 5})
	if err == nil || len(out.Record.Moves) != 5 || !out.Result.IsZero() || out.Record.Over {
		t.Fatalf("a 100-counter game cut at 5 moves: %v after %d moves, result %+v", err, len(out.Record.Moves), out.Result)
	}
}
