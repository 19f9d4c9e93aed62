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
//			// game package; the game's own TestHarness runs that law, and
//			// names the laws the game does not meet yet.
//			Pending: []gametest.Law{gametest.CheckMatchesLegal,
//				gametest.Vocabulary, gametest.Tamper},
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
		// The game's own test runs CheckMatchesLegal; Vocabulary and
		// Tamper are laws Tony & Tino does not meet yet.
		Pending: []gametest.Law{gametest.CheckMatchesLegal, gametest.Vocabulary, gametest.Tamper},
		Checks:  4,
	})
	fmt.Println("the variant passes the harness:", !t.failed)
	if t.failed {
		fmt.Println(t.log.String())
	}
	// Output: the variant passes the harness: true
}
