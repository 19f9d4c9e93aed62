// Package mafia is the rules engine of Mafia (International Team): the State
// against four mafia Families in Sicily, for 2 to 5 players (sections A–H of
// the translated rulebook, the translator's clarifications and his
// experimental 2-player addendum included).
//
// The map is data (Map: 26 spaces, their types, printed numbers, home
// colours, the clockwise ring, the two-way centre track through Enna, the
// Palermo–Catania air link and the State's start cities), so movement is
// table driven. SicilyMap is the default; Config.Map plays another map
// that passes Map.Validate, and the state JSON carries it. A State is an
// immutable value; Legal lists the decisions of the one seat that decides
// now (ToMove), which may be a player reacting out of turn; Apply makes
// one and returns the events. Chance lives in the state (core.RNG).
//
// A turn: returns (D3), an "any time" card checkpoint, the movement roll
// (Helicopter Operation window), one or two legs (ATI Strike / Bomb at
// Airport window on a flight), in the 4-player game a State counter with
// one die, the Anti-Mafia Operation window, then the activities of each
// moved counter in order: (i) the space's effect, (ii) the reactions of
// counters already there (Prefetto arrests and detentions, Boss blocks,
// Killers from Las Vegas), (iii) the mover's own actions (shootouts,
// arrests, detentions, investigation; then control; then telephone).
//
// Where the rulebook is silent the rules dossier's house decisions apply,
// each named in a doc comment as "House rule HOUSE-x" after the dossier
// section that states it; the disputable ones are Config switches.
// House rules implemented: HOUSE-MAP (4.1, the map and printed numbers),
// HOUSE-4.1 (movement: facing, one flight per move, a split needs two
// counters, Helicopter −2..+2 clamped to 1..8, a cancelled flight chooses
// again without the air link), HOUSE-4.2 (space effects, one news-leak
// discard per arriving counter, Anti-Mafia Operation timing), HOUSE-4.3
// (RETURNS table), HOUSE-4.4 (ENCOUNTERS: Prefetto control removes all
// control counters — Config.PrefettoRemovesOne; one-on-one shootouts;
// empty supply only removes; Visit of an American Boss for any Family —
// Config.VisitOwnFamilyOnly; blocked Picciotti), HOUSE-4.5 (card windows),
// HOUSE-4.6 (home choice in calendar order, Picciotti unprotected at home,
// empty decks), HOUSE-6.3 (4-player State move and draws), HOUSE-H6 (the
// 2-player Roma draw is automatic) and HOUSE-CUTOFF (Config.MaxTurns).
//
// The "any time" cards are played at checkpoints: after the returns and at
// the end of every turn, or at every checkpoint the dossier lists with
// Config.AllCheckpoints.
//
// Card windows open on public triggers only: a player is asked whenever
// their hand (whose size is public) is not empty, whatever it holds, and
// can always pass. Config.SkipEmptyWindows skips players who hold nothing
// playable at that window, which is faster but tells the table that a
// player who is asked holds such a card.
//
// Seats: 5 players P0 State, P1–P4 red, black, orange, green; 3 players P0
// State, P1 red+orange, P2 black+green; 4 players P0–P3 the Families, the
// State's counters moved by the active player; 2 players P0 red+green, P1
// black+orange, running the State's turns in alternation and its counters
// during the other player's Family turns.
package mafia
