// Package core is what the four games of the SDK share: seats (Player),
// the seeded chance source every state carries (RNG), immutable card piles
// (Deck), typed events with their audience (Event, EventBuf, VisibleTo),
// the error kinds (ErrIllegalMove and the rest), the generic Game contract
// that each game's Rules value satisfies, and game records (Record, Replay).
//
// Nothing here panics on caller input, and nothing here modifies a value it
// is given: RNG and Deck methods return new values.
package core
