package core_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/internal/toy"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
)

func TestNewResultSharesPlacesOnTies(t *testing.T) {
	scores := []int{10, 30, 30, 5}
	r := core.NewResult(scores, nil)
	if !slices.Equal(r.Rank, []int{2, 0, 0, 3}) {
		t.Fatalf("rank = %v, want [2 0 0 3]", r.Rank)
	}
	if !slices.Equal(r.Winners, []core.Player{1, 2}) || !r.Won(2) || r.Won(0) {
		t.Fatalf("winners = %v", r.Winners)
	}
	if r.IsZero() || !(core.Result{}).IsZero() {
		t.Fatal("IsZero is wrong")
	}
}

func TestNewResultAppliesTieBreaks(t *testing.T) {
	scores := []int{20, 20}
	tiles := []int{1, 2}
	r := core.NewResult(scores, func(a, b core.Player) int {
		if d := scores[a] - scores[b]; d != 0 {
			return d
		}
		return tiles[a] - tiles[b]
	})
	if !slices.Equal(r.Rank, []int{1, 0}) || !slices.Equal(r.Winners, []core.Player{1}) {
		t.Fatalf("tie-break ignored: %+v", r)
	}
}

func TestErrorsWrapTheirKind(t *testing.T) {
	err := core.Errorf(core.ErrIllegalMove, "corner %s is not the lowest", "C4")
	if !errors.Is(err, core.ErrIllegalMove) || errors.Is(err, core.ErrNotYourTurn) {
		t.Fatal("errors.Is does not see the kind")
	}
	if err.Error() != "illegal move: corner C4 is not the lowest" {
		t.Fatalf("message %q", err.Error())
	}
	var re *core.RuleError
	if !errors.As(err, &re) || re.Reason != "corner C4 is not the lowest" {
		t.Fatal("errors.As does not give the reason")
	}
}

func TestPlayerNames(t *testing.T) {
	if core.Player(2).String() != "P2" || core.NoPlayer.String() != "none" {
		t.Fatal("player names")
	}
	if string(core.PlayersConfig(4)) != `{"players":4}` {
		t.Fatal("PlayersConfig")
	}
}

func record(t *testing.T) core.Record {
	t.Helper()
	g := toy.Game{}
	s, _ := g.New(nil, 5)
	rec := core.Record{Game: "toy", Seed: 5}
	for !g.Over(s) {
		m := g.Legal(s)[0]
		s, _, _ = g.Apply(s, m)
		rec.Moves = append(rec.Moves, m.String())
	}
	rec.Over = true
	return rec
}

func TestReplayKeepsTheMovesErrorKind(t *testing.T) {
	rec := record(t)
	rec.Moves = append([]string{"P1 play 1"}, rec.Moves...) // P0 moves first
	_, err := core.Replay(toy.Game{}, rec, nil)
	if !errors.Is(err, core.ErrBadRecord) || !errors.Is(err, core.ErrNotYourTurn) {
		t.Fatalf("%v: want both ErrBadRecord and ErrNotYourTurn", err)
	}
}

func TestReplayResumesAnUnfinishedRecord(t *testing.T) {
	rec := record(t)
	rec.Moves = rec.Moves[:2]
	rec.Over = false
	s, err := core.Replay(toy.Game{}, rec, nil)
	if err != nil || (toy.Game{}).Over(s) {
		t.Fatalf("unfinished record: %v, over %v", err, toy.Game{}.Over(s))
	}
	rec.Over = true // a record cut short that claims to be finished
	if _, err := core.Replay(toy.Game{}, rec, nil); !errors.Is(err, core.ErrBadRecord) {
		t.Fatalf("a cut-short record replayed as finished: %v", err)
	}
}

func TestReplayReproducesTheGame(t *testing.T) {
	rec := record(t)
	b, _ := json.Marshal(rec)
	var back core.Record
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	var calls int
	s, err := core.Replay(toy.Game{}, back, func(i int, m toy.Move, s toy.State, evs []core.Event) {
		if i != calls || m.String() != rec.Moves[i] || len(evs) != 1 {
			t.Errorf("callback %d: %v, %d events", i, m, len(evs))
		}
		calls++
	})
	if err != nil || !(toy.Game{}).Over(s) || calls != len(rec.Moves) {
		t.Fatalf("replay: %v, over %v, %d calls", err, toy.Game{}.Over(s), calls)
	}
}

func TestReplayRejectsABadRecord(t *testing.T) {
	good := record(t)
	other := good
	other.Game = "chess"
	badMove := good
	badMove.Moves = append([]string{"P0 jump"}, good.Moves...)
	illegal := good
	illegal.Moves = append([]string{"P1 play 1"}, good.Moves...)
	badConfig := good
	badConfig.Config = json.RawMessage(`{"players":3}`)
	for name, r := range map[string]core.Record{"other game": other, "garbage move": badMove, "illegal move": illegal, "bad config": badConfig} {
		if _, err := core.Replay(toy.Game{}, r, nil); !errors.Is(err, core.ErrBadRecord) {
			t.Errorf("%s: %v, want ErrBadRecord", name, err)
		}
	}
}

func ExampleRNG() {
	r := core.NewRNG(2026).ForceRolls(6, 1) // a test forces the next two dice
	a, r := r.Roll(6)
	b, _ := r.Roll(6)
	fmt.Println(a, b)
	// Output: 6 1
}

func ExampleNewResult() {
	dollars := []int{120, 140, 140}
	r := core.NewResult(dollars, nil)
	fmt.Println(r.Rank, r.Winners)
	// Output: [2 0 0] [P1 P2]
}

func TestDecodeConfigIsStrict(t *testing.T) {
	type cfg struct {
		Players int  `json:"players"`
		Switch  bool `json:"switch"`
	}
	for _, ok := range []string{"", "null", " {} ", `{"players":3,"switch":true}`} {
		c := cfg{Players: 9}
		if err := envelope.DecodeConfig("g", []byte(ok), &c); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{`{"swtich":true}`, `{"players":"x"}`, `{} {}`, `[`, `7`} {
		var c cfg
		if err := envelope.DecodeConfig("g", []byte(bad), &c); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("%q: %v, want ErrBadConfig", bad, err)
		}
	}
}

func TestUnusedFieldsNamesEachField(t *testing.T) {
	for _, c := range []struct {
		fields []string
		want   string
	}{
		{[]string{"C"}, `malformed move: "bid" does not use its C field: leave it zero`},
		{[]string{"B", "C"}, `malformed move: "bid" does not use its B and C fields: leave them zero`},
		{[]string{"A", "B", "C"}, `malformed move: "bid" does not use its A, B and C fields: leave them zero`},
		{nil, `malformed move: "bid" does not use its other fields: leave them zero`},
	} {
		if got := codec.UnusedFields("bid", c.fields...); got != c.want {
			t.Errorf("%v: %q, want %q", c.fields, got, c.want)
		}
	}
}

func TestViewNotPlayableNamesTheViewer(t *testing.T) {
	if err := envelope.ViewNotPlayable(1); !errors.Is(err, core.ErrBadState) || err.Error() != "bad state: this is P1's view of the game: determinize it first" {
		t.Errorf("%v", err)
	}
	if err := envelope.ViewNotPlayable(core.NoPlayer); err.Error() != "bad state: this is a spectator's view of the game: determinize it first" {
		t.Errorf("%v", err)
	}
}

// A value of the wrong JSON type is named by its key and what was wanted,
// in words, not as Go's decoder types.
func TestDecodeNamesWrongTypesInWords(t *testing.T) {
	type cfg struct {
		Players int    `json:"players"`
		Seats   uint8  `json:"seats"`
		Switch  bool   `json:"switch"`
		Name    string `json:"name"`
	}
	for in, want := range map[string]string{
		`{"players":"2"}`:  `bad config: g config: key "players": want a whole number, not a string`,
		`{"players":2.5}`:  `bad config: g config: key "players": want a whole number, not 2.5`,
		`{"seats":-1}`:     `bad config: g config: key "seats": want a whole number from 0, not -1`,
		`{"switch":"yes"}`: `bad config: g config: key "switch": want true or false, not a string`,
		`{"name":true}`:    `bad config: g config: key "name": want a string, not true or false`,
		`[]`:               `bad config: g config: want an object, not an array`,
	} {
		var c cfg
		if err := envelope.DecodeConfig("g", []byte(in), &c); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", in, err, want)
		}
	}
}

func TestPositionsAreReadInOneWording(t *testing.T) {
	var v struct {
		Game    string `json:"game"`
		Version int    `json:"version"`
	}
	if err := envelope.DecodePosition("g", []byte(`{"game":7}`), &v); !errors.Is(err, core.ErrBadState) || err.Error() != `bad state: g position: key "game": want a string, not a number` {
		t.Errorf("%v", err)
	}
}
