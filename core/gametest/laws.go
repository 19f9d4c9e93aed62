package gametest

// Law names one check of the v2 contract (one surface for every game). A
// game that does not meet a law yet names it in Options.Pending, and the
// harness skips that check and reports what it skipped; every other check
// runs. The list of pending laws shrinks to empty as the games are ported.
type Law string

// The laws of the v2 contract the harness checks, besides the v1 contract.
const (
	// ZeroMove: the zero Move is never legal; Apply refuses it.
	ZeroMove Law = "zero-move"
	// MoveJSON: a Move's JSON is the JSON string of its notation.
	MoveJSON Law = "move-json"
	// EventJSON: an Event's JSON is an object with a string "kind" and no
	// field its kind does not use.
	EventJSON Law = "event-json"
	// Describe: Describe is non-empty, unique among a state's legal moves
	// and the same on the mover's View.
	Describe Law = "describe"
	// Prompt: Prompt is non-empty exactly when the game is not Over, and
	// the same on the decider's View.
	Prompt Law = "prompt"
	// NewWithRNG: New(cfg, seed) equals NewWithRNG(cfg, core.NewRNG(seed)).
	NewWithRNG Law = "new-with-rng"
	// DeterminizeRNG: the state Determinize(s, p, r) returns holds r
	// itself as its RNG (Options.RNG reads it).
	DeterminizeRNG Law = "determinize-rng"
	// ConfigKeys: a config key in the wrong case, given twice or unknown
	// is ErrBadConfig.
	ConfigKeys Law = "config-keys"
	// StateJSON: a State's JSON is an object with "game" (the game's name)
	// and "version", and it round-trips.
	StateJSON Law = "state-json"
	// ViewState: a View says it is one (its JSON carries "view"), Legal
	// works on it, Apply refuses it with ErrBadState and Determinize
	// turns it into a full state.
	ViewState Law = "view-state"
	// AppendLegal: AppendLegal(dst, s) appends exactly Legal(s) to dst.
	AppendLegal Law = "append-legal"
	// CheckMatchesLegal: the game's move check (Options.Check) passes
	// exactly for the moves Legal lists.
	CheckMatchesLegal Law = "check-matches-legal"
	// FuzzPlayout: the fuzz bodies play out every full state that decodes:
	// random play reaches Over without an error.
	FuzzPlayout Law = "fuzz-playout"
	// Oversize: state JSON over core.MaxJSON is refused before anything is
	// allocated for it.
	Oversize Law = "oversize"
)

// AllLaws lists every v2 law, for a game's Options.Pending before its port.
var AllLaws = []Law{ZeroMove, MoveJSON, EventJSON, Describe, Prompt, NewWithRNG,
	DeterminizeRNG, ConfigKeys, StateJSON, ViewState, AppendLegal, CheckMatchesLegal,
	FuzzPlayout, Oversize}
