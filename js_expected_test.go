package sdk_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

var updateJSGames = flag.Bool("update-js-games", false, "rewrite js/test/testdata/games.json")

// jsGame is one game the JavaScript module's tests replay: its moves, and
// after each the SHA-256 (first 16 hex digits) of the position's JSON, of
// every event's JSON and words, and of each seat's view.
type jsGame struct {
	Game   string   `json:"game"`
	Seed   uint64   `json:"seed"`
	Moves  []string `json:"moves"`
	Digest []string `json:"digest"`
}

// jsStepDigest hashes what a move gives: the next position's JSON, the
// events' JSON and words in order, then each seat's view's JSON and the
// spectator's, each followed by a newline.
func jsStepDigest(t *testing.T, next sdk.Position, events []core.Event) string {
	h := sha256.New()
	line := func(b []byte) { h.Write(b); h.Write([]byte{'\n'}) }
	b, err := next.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	line(b)
	for _, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		line(b)
		line([]byte(e.String()))
	}
	for p := core.NoPlayer; int(p) < next.NumPlayers(); p++ {
		b, err := next.View(p).MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		line(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// jsGames plays two games of every game from seeds 1 and 2, each move the
// legal move a fixed function of the seed and the move's number picks.
func jsGames(t *testing.T) []jsGame {
	var out []jsGame
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		for seed := uint64(1); seed <= 2; seed++ {
			pos, err := g.New(nil, seed)
			if err != nil {
				t.Fatal(err)
			}
			jg := jsGame{Game: name, Seed: seed}
			for k := 0; !pos.Over(); k++ {
				legal := pos.Legal()
				move := legal[int(sdk.EpisodeSeed(seed, k, 0)%uint64(len(legal)))]
				next, events, err := pos.Apply(move)
				if err != nil {
					t.Fatal(err)
				}
				jg.Moves = append(jg.Moves, move)
				jg.Digest = append(jg.Digest, jsStepDigest(t, next, events))
				pos = next
			}
			out = append(out, jg)
		}
	}
	return out
}

// The JavaScript module's tests (js/test) replay these games through the
// WebAssembly build and compare every step's digest: the same moves give
// the same positions, events and views, byte for byte, as the Go registry.
func TestJSGamesFile(t *testing.T) {
	const file = "js/test/testdata/games.json"
	got := jsGames(t)
	if *updateJSGames {
		b, _ := json.Marshal(got)
		if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -run TestJSGamesFile -update-js-games . writes it)", err)
	}
	var want []jsGame
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatal("the games the JavaScript tests replay changed (rerun with -update-js-games if a rule change meant it)")
	}
}
