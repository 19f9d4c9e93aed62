// Package mafia is the rules engine of Mafia (International Team): the State
// against four mafia Families in Sicily, for 3 to 5 players (sections A–G of
// the translated rulebook; the translator's clarifications are the default).
//
// The map is data (Board: 26 spaces, their types, printed numbers, home
// colours, the clockwise ring, the two-way centre track through Enna and
// the Palermo–Catania air link), so movement is table driven. A State is an
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
// empty decks), HOUSE-6.3 (4-player State move and draws) and
// HOUSE-CUTOFF (Config.MaxTurns).
//
// Seats: 5 players P0 State, P1–P4 red, black, orange, green; 3 players P0
// State, P1 red+orange, P2 black+green; 4 players P0–P3 the Families, the
// State's counters moved by the active player.
package mafia
