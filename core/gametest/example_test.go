package gametest_test

import (
	"fmt"

	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/tonytino"
)

// A user who adds a house-rule variant (or a custom Mafia map) runs the
// same harness on it in their own test, with the variant's JSON config in
// Options.Configs and the seat counts to play in Options.Players:
//
//	func TestRacketDraftVariant(t *testing.T) {
//		gametest.Run(t, tonytino.Rules, gametest.Options[tonytino.State, tonytino.Move]{
//			Players:   []int{2},
//			Configs:   [][]byte{[]byte(`{"racket_draft":true}`)},
//			MaxMoves:  400,
//			Invariant: tonytino.State.Check,
//			Mirrors:   []any{tonytino.Event{}, boardRows{}},
//		})
//	}
//
// The move check behind law 21 (check-matches-legal) and the position
// format's mirror are internal to the game package, so Options.Check stays
// nil here (the Run says it did not check that law), and Options.Mirrors
// holds the exported Event type (the ids its events' keys hold) and a
// struct of the test's own that declares the one position key the
// Vocabulary law could not tell from an id: "board" holds rows in their
// notation. The game's own TestHarness declares its whole mirror.
//
// A test passes its *testing.T to Run; so that this example runs, Check
// is handed a small rapid.TB that records whether anything failed.
// boardRows declares what a Tony & Tino position's "board" key holds: its
// six rows, each in the row notation the package doc gives ("G3 . ..."),
// not ids.
type boardRows struct {
	Board []string `json:"board" vocab:"notation"`
}

func ExampleRun() {
	var t recorder
	gametest.Check(&t, tonytino.Rules, gametest.Options[tonytino.State, tonytino.Move]{
		Players:   []int{2},
		Configs:   [][]byte{[]byte(`{"racket_draft":true}`)},
		MaxMoves:  400,
		Invariant: tonytino.State.Check,
		Mirrors:   []any{tonytino.Event{}, boardRows{}},
		Checks:    4,
	})
	fmt.Println("the variant passes the harness:", !t.failed)
	if t.failed {
		fmt.Println(t.log.String())
	}
	// Output: the variant passes the harness: true
}
