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
//			RNG:       tonytino.State.RNG,
//			// The move check behind CheckMatchesLegal is internal to the
//			// game package; the game's own TestHarness runs that law.
//			Pending: []gametest.Law{gametest.CheckMatchesLegal},
//		})
//	}
//
// A test passes its *testing.T to Run; so that this example runs, Check
// is handed a small rapid.TB that records whether anything failed.
func ExampleRun() {
	var t recorder
	gametest.Check(&t, tonytino.Rules, gametest.Options[tonytino.State, tonytino.Move]{
		Players:   []int{2},
		Configs:   [][]byte{[]byte(`{"racket_draft":true}`)},
		MaxMoves:  400,
		Invariant: tonytino.State.Check,
		RNG:       tonytino.State.RNG,
		Pending:   []gametest.Law{gametest.CheckMatchesLegal}, // the game's own test runs it
		Checks:    4,
	})
	fmt.Println("the variant passes the harness:", !t.failed)
	// Output: the variant passes the harness: true
}
