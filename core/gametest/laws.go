package gametest

import "strconv"

// law is one of the harness's numbered laws (the package doc lists them). A
// failure names the law it breaks, "(law 11, zero-move)".
type law uint8

// The laws, numbered as the package doc lists them.
const (
	lawEnds              law = iota + 1 // random games end within MaxMoves
	lawLegal                            // Legal's moves apply, others are refused
	lawImmutable                        // Apply never mutates its input
	lawDeterminism                      // New and the moves replay; so does a Record
	lawRoundTrip                        // JSON of State, View and Move; ParseMove
	lawViewSafety                       // a View shows nothing hidden
	lawInvariant                        // Options.Invariant, on real and determinized states
	lawCanonicalLegal                   // Legal is stable, without duplicates
	lawResult                           // Result is zero until Over, then ranks every seat
	lawConfig                           // New refuses bad configs
	lawZeroMove                         // the zero Move is never legal
	lawMoveJSON                         // a Move's JSON is its notation
	lawEventJSON                        // an Event's JSON is a kind and its fields
	lawDescribe                         // Describe is unique, and the same on the View
	lawPrompt                           // Prompt is "" exactly when Over, and the same on the View
	lawNewWithRNG                       // New(cfg, seed) is NewWithRNG(cfg, core.NewRNG(seed))
	lawDeterminizeRNG                   // Determinize(s, p, r) holds r
	lawStateJSON                        // a State's JSON has "game" and "version"
	lawViewState                        // a View says so, and is not played on
	lawAppendLegal                      // AppendLegal appends exactly Legal
	lawCheckMatches                     // Options.Check passes exactly Legal's moves
	lawOversize                         // JSON over core.MaxJSON is refused first
	lawFuzzPlayout                      // a decoded state plays out (FuzzState)
	lawVocabulary                       // positions and events speak the vocabulary
	lawTamper                           // an edited position is refused or plays out
	lawZeroState                        // the zero State is no game
	lawCanonicalNotation                // ParseMove reads only String's spelling
	lawPlayout                          // ApplyInPlace and PlayoutStep move as Apply
	lawActions                          // action ids are unique and invertible
	lawObservations                     // Observation depends on the View only
	lawAppendApply                      // AppendApply moves as Apply, its events after dst's
)

// lawNames are the laws' names, as failures and the package doc spell them.
var lawNames = [...]string{
	lawEnds:              "ends",
	lawLegal:             "legal",
	lawImmutable:         "immutable",
	lawDeterminism:       "determinism",
	lawRoundTrip:         "round-trip",
	lawViewSafety:        "view-safety",
	lawInvariant:         "invariant",
	lawCanonicalLegal:    "canonical-legal",
	lawResult:            "result",
	lawConfig:            "config",
	lawZeroMove:          "zero-move",
	lawMoveJSON:          "move-json",
	lawEventJSON:         "event-json",
	lawDescribe:          "describe",
	lawPrompt:            "prompt",
	lawNewWithRNG:        "new-with-rng",
	lawDeterminizeRNG:    "determinize-rng",
	lawStateJSON:         "state-json",
	lawViewState:         "view-state",
	lawAppendLegal:       "append-legal",
	lawCheckMatches:      "check-matches-legal",
	lawOversize:          "oversize",
	lawFuzzPlayout:       "fuzz-playout",
	lawVocabulary:        "vocabulary",
	lawTamper:            "tamper",
	lawZeroState:         "zero-state",
	lawCanonicalNotation: "canonical-notation",
	lawPlayout:           "playout",
	lawActions:           "actions",
	lawObservations:      "observations",
	lawAppendApply:       "append-apply",
}

// String is "law 11, zero-move".
func (l law) String() string { return "law " + strconv.Itoa(int(l)) + ", " + lawNames[l] }
