package gametest

// Law names one check of the v2 or v3 contract (one surface and one
// vocabulary for every game). A
// game that does not meet a law yet names it in Options.Pending, and the
// harness skips that check and reports what it skipped; every other check
// runs. The list of pending laws shrinks to empty as the games are ported.
type Law string

// The laws of the v2 and v3 contracts the harness checks, besides the v1
// contract.
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

	// The laws of the v3 contract (one vocabulary for positions, events
	// and notation).

	// Vocabulary: every position JSON (a full state, and the View of every
	// seat and of a spectator) and every event JSON follows the rules of
	// the position vocabulary: key order, no null outside an array, no
	// "-", "none", "" or "?" values, players[i].seat is seat i, hidden
	// values only as "hidden" or {"hidden": ...}, "active" exactly when
	// Active() is a seat, "phase", "decision" and "decisions" as the
	// game's state says, ids in their one spelling.
	Vocabulary Law = "vocabulary"
	// Tamper: a position of a random game, edited (a number moved, an id
	// swapped, list entries swapped, dropped or doubled, a key dropped),
	// is refused with ErrBadState or decodes to a position that plays to
	// the end with Options.Invariant passing after every move: a decoder
	// accepts only positions the game can reach.
	Tamper Law = "tamper"
	// ZeroState: the zero State is no game: Legal is empty, ToMove is
	// NoPlayer, Prompt is "", Over is false, and Apply refuses a move with
	// ErrBadState ("not a game: start one with New").
	ZeroState Law = "zero-state"
	// CanonicalNotation: ParseMove accepts exactly the spelling String
	// writes: not with surrounding spaces or tabs, doubled spaces or
	// another case, so a record holds one spelling of each move.
	CanonicalNotation Law = "canonical-notation"

	// The laws of search and learning bots, checked on a game that offers
	// the surface (core.Rules' Learns; every Rules has ApplyInPlace).

	// Playout: ApplyInPlace makes a legal move exactly as Apply does.
	Playout Law = "playout"
	// Actions: each legal move has an action id in [0, NumActions), the
	// ids of one position's legal moves differ, and ActionMove and
	// MoveAction are inverse on them.
	Actions Law = "actions"
	// Observations: Observation(p) has ObservationSize numbers, each in
	// [0, 1]; Observation(p) and InformationState(p) are the same on a
	// state and on its Determinize for p (p cannot tell them apart).
	Observations Law = "observations"
)

// AllLaws lists every law, for a game's Options.Pending before its port.
var AllLaws = []Law{ZeroMove, MoveJSON, EventJSON, Describe, Prompt, NewWithRNG,
	DeterminizeRNG, ConfigKeys, StateJSON, ViewState, AppendLegal, CheckMatchesLegal,
	FuzzPlayout, Oversize, Vocabulary, Tamper, ZeroState, CanonicalNotation,
	Playout, Actions, Observations}
