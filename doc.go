// Package sdk is a pure Go rules SDK for four mafia-themed tabletop games:
// Tony & Tino (package tonytino), Nostra City (nostracity), Mafia
// (mafia, the Sicilian game) and Speakeasy (speakeasy). It draws nothing and
// serves nothing: programs import it to build their own UIs, servers and
// bots on rules that are exact where a rulebook speaks, fast, and cannot
// be crashed or cheated. Where a rulebook is silent each package decides
// by house rules its doc lists in words; for Nostra City and Speakeasy
// much of the game (card lists, maps, scoring) is the SDK's own design,
// and the README's games table says what comes from where.
//
// # The contract
//
// Every game package offers the same functions over its own State and Move:
//
//	s, err := tonytino.New(cfg, seed)        // a bad config is an error, never a panic
//	moves := tonytino.Legal(s)                // every move the deciding player may make now
//	s2, events, err := tonytino.Apply(s, m)   // s is never modified; an illegal m is an error
//	tonytino.ToMove(s), tonytino.Over(s), tonytino.Result(s)
//	view := tonytino.View(s, p)               // what seat p may see, the same State type
//	tonytino.Prompt(s), tonytino.Describe(s, m) // what is decided now, and a move, in the rulebook's words
//	full := tonytino.Determinize(view, p, rng) // a full state p cannot tell from s, for a search bot
//
// Every package also has NewWithRNG (force the setup's chance), AppendLegal
// (Legal without allocating), AppendApply (Apply on the State itself, its
// events appended to a slice the caller reuses: a server's path, without
// allocating), ParseMove, and on State NumPlayers, Phase,
// Active, Score, RNG, WithRNG, Equal, Check and IsView.
//
// One wire format: a Move's JSON is its notation as a string; an event's
// JSON is {"kind": "racket-won", ...} with the fields its kind uses and
// "to", its audience; config keys are snake_case, matched exactly and
// once. A State's JSON is the game's documented position format, with
// "game" and "version" (and "view" for a View), which each package doc
// lists field by field with a worked example: the way a UI or a test
// builds a position. A decoded position is one the game could reach.
//
// States are immutable values that carry their own RNG, so the same seed and
// moves replay bit for bit, and a core.Record (game, config, seed, moves in
// notation, whether it is over) saves a whole game, finished or not. Exactly one seat decides at a time, reactions
// out of turn included (ToMove says who). Combinatorial choices are split
// into small moves so Legal stays short for a UI and for a search.
//
// # Any game by name
//
// This package is also the registry: Names lists the games and Lookup
// returns one as a Game, driven with strings and JSON, so a server, a
// command-line tool or a replay viewer is written once for all four:
//
//	g, _ := sdk.Lookup("mafia")
//	pos, _ := g.New([]byte(`{"players":3}`), 42)
//	fmt.Println(pos.Prompt(), pos.Legal())   // what the seat to move decides, and its moves in notation
//	next, events, err := pos.Apply(pos.Legal()[0])
//	view := next.View(1)                     // what seat P1 may see; view.MarshalJSON() for a client
//	bot, _ := g.Bot("mcts:500", 1)           // bots by spec, shown only a view
//
// Game.Switches lists each game's house-rule keys with their doc and
// default, Position.Seat names a seat ("P2 (the black Family)"),
// Position.Active, Phase, Decision and Score say whose turn it is, where
// the game stands and each seat's score (in Position.ScoreUnit), Game.Replay
// resumes a core.Record, finished or not, and Glossary lists a game's
// cards, powers and places with their names and texts, each marked
// printed or the SDK's placeholder. A move is taken only as Legal spells
// it, so a record holds that spelling alone.
//
// # Bots, learning agents and online tables
//
// Game.Bot gives the random and MCTS bots; Position.LegalActions,
// ActionMove, MoveAction, Observation and InformationState give a learning
// agent a fixed action space and observations per seat (Game.NumActions
// and ObservationSize their sizes). A server takes moves back by each
// game's rule (Game.TakeBack), plays Position.DefaultMove for a seat that
// timed out or left, and keeps Position.Hash after each move in
// core.Record.Hashes, so Replay refuses a record played under other rules.
// Each game package declares that rule beside its rules, typed on its own
// move and event kinds (its Online value, a core.Online); the registry
// only dispatches to it.
//
// # Choosing a game
//
// Each package's Rules value satisfies core.Game, the generic interface the
// test harness (core/gametest), the bots (core/bot) and the examples use,
// so code written against core.Game works on all four games.
//
// # Views and events
//
// View(s, p) replaces what p may not see (other hands, face-down bills,
// secret bids, hidden roles, the order of a deck, the RNG) with hidden
// sentinels; a UI renders views and a bot searches them. Apply returns typed
// events, each with the audience allowed to see it; core.VisibleTo filters
// them for one seat or for a spectator. Errors wrap core.ErrIllegalMove,
// core.ErrNotYourTurn, core.ErrGameOver, core.ErrBadConfig and friends, with
// a reason that names the rule broken.
package sdk
