package gametest

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/mafiarules/sdk/core"
)

var update = flag.Bool("update", false, "gametest: rewrite golden files from their records")

// golden is a golden file: a record and the log it must produce.
type golden struct {
	Record core.Record `json:"record"`
	Log    []string    `json:"log"`
}

// Golden replays the record stored at path and compares the log it
// produces (every move, every event with its audience, the result) with the
// log stored beside it, so any change of behaviour shows as a diff. With
// `go test -update` it writes the file from rec instead.
func Golden[S any, M core.Move](t *testing.T, g core.Game[S, M], path string, rec core.Record) {
	t.Helper()
	if *update {
		log, err := Log(g, rec)
		if err != nil {
			t.Fatalf("golden %s: %v", path, err)
		}
		b, err := json.MarshalIndent(golden{Record: rec, Log: log}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v (run go test -run %s -update to write it)", path, err, t.Name())
	}
	var want golden
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatalf("golden %s: %v", path, err)
	}
	got, err := Log(g, want.Record)
	if err != nil {
		t.Fatalf("golden %s: %v", path, err)
	}
	if d := cmp.Diff(want.Log, got); d != "" {
		t.Errorf("golden %s: the game plays differently now (-want +got):\n%s", path, d)
	}
}

// Log replays rec and returns its log: one line per move, the move's events
// indented below it (with their audience when not everyone), and the result.
func Log[S any, M core.Move](g core.Game[S, M], rec core.Record) ([]string, error) {
	var log []string
	s, err := core.Replay(g, rec, func(i int, m M, _ S, events []core.Event) {
		log = append(log, fmt.Sprintf("%d. %s", i+1, m))
		for _, e := range eventStrings(events) {
			log = append(log, "   "+e)
		}
	})
	if err != nil {
		return nil, err
	}
	if g.Over(s) {
		r := g.Result(s)
		log = append(log, fmt.Sprintf("result: scores %v, rank %v, winners %v", r.Scores, r.Rank, r.Winners))
	} else {
		log = append(log, "not over")
	}
	return log, nil
}

// GoldenFacts are what a golden game keeps through a refactor, a rename or
// a change of format: how many moves it has, how it ends and the RNG it
// ends with. A game's test compares them with values written down once, so
// a regenerated golden file cannot quietly become another game.
type GoldenFacts struct {
	Moves  int    // the record's moves
	Result string // "scores [..], rank [..], winners [..]", or "not over"
	RNG    string // the final State's RNG as JSON
}

// Facts replays the golden file at path and returns its GoldenFacts; rng
// reads a State's RNG (the game's State.RNG).
func Facts[S any, M core.Move](t testing.TB, g core.Game[S, M], path string, rng func(S) core.RNG) GoldenFacts {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden %s: %v", path, err)
	}
	var gf golden
	if err := json.Unmarshal(b, &gf); err != nil {
		t.Fatalf("golden %s: %v", path, err)
	}
	s, err := core.Replay(g, gf.Record, nil)
	if err != nil {
		t.Fatalf("golden %s: %v", path, err)
	}
	f := GoldenFacts{Moves: len(gf.Record.Moves), Result: "not over"}
	if g.Over(s) {
		r := g.Result(s)
		f.Result = fmt.Sprintf("scores %v, rank %v, winners %v", r.Scores, r.Rank, r.Winners)
	}
	rj, err := json.Marshal(rng(s))
	if err != nil {
		t.Fatal(err)
	}
	f.RNG = string(rj)
	return f
}
