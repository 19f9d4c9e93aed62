// Package core is what a program that plays, stores, replays, views or
// bots the SDK's games uses, whichever game it is:
//
//   - Game, Move and Event: the contract every game's Rules value meets
//     (Rules and Spec are how a game package declares one), and
//     Learning and Playout, what search and learning bots call on it.
//     Event.Audience says who sees an event; VisibleTo filters a move's
//     events for one seat.
//   - Player (a seat, "P0" .. "P4", NoPlayer for nobody or a spectator)
//     and Audience (who sees: Everyone, Only, AllBut).
//   - RNG: the seeded chance every state carries, so the same seed and
//     moves replay a game exactly. NewRNG(seed) starts one; a test forces
//     the next draws with Force and ForceRolls.
//   - The deck every game is built on: Pile, an ordered pile of up to 16
//     cards drawn from the top and shuffled with the state's RNG (a
//     face-down deck, a display, a hand in dealt order), and Counts, a
//     counted pile of interchangeable cards (ids 0 to 15, at most 255 of
//     one) drawn uniformly and dealt into hidden slots. A game's
//     accessors that hand out a pile return one of these. Both are
//     values: a copy of a state never shares a pile with it.
//   - Refusals: every error a game returns on a caller's input is a
//     *RuleError of one kind (ErrIllegalMove, ErrNotYourTurn,
//     ErrGameOver, ErrBadNotation, ErrBadConfig, ErrBadState,
//     ErrBadRecord; errors.Is tells them apart). A game's refusal carries
//     the rule broken in words (Reason), and its stable code (Code, as
//     "not-your-turn") and arguments (Args), which a UI may show in its own
//     words from the game's ReasonTable; Why builds the Reason a game's
//     checks return. Errorf makes a RuleError of a kind.
//   - Records: a Record is a game's config and seed (or a starting
//     position) and its moves, with an optional PositionHash after each;
//     Replay plays one back, checking every move and hash. Result is a
//     finished game's scores, ranks and winners; Final says why a move
//     cannot be taken back at an online table, and Online is a game's
//     rule of what a table may take back and which move it makes for a
//     seat that timed out.
//   - PlayersConfig writes the config of the default game for n seats;
//     MaxJSON bounds every config, position, record and event read.
//
// Nothing here panics on caller input (NewRules, which a game package
// calls when it loads, panics on a Spec that lacks a function), and
// nothing here modifies a value it is given: RNG, Pile and Counts methods
// with a value receiver return new values.
//
// The kit the games are written with (their id tables, the position
// envelope, the notation and event codecs, the bounded JSON decoder)
// lives in the module's internal packages. A game written outside this
// module implements Game with its own codecs, and runs the harness
// (core/gametest) and the bots (core/bot) on it.
package core
