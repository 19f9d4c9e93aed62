// Package nostracity is the rules engine of Nostra City (Gigaudaut &
// Rakoto, Hazgaard 2009) for 3 to 5 players: six Months of Business
// (Cash-ins), Meeting (secret auctions for the Street), Trial (Corruption)
// and Reception, then the Final Verdict, where the Godfather is Innocent
// (the best loyal lieutenant wins) or Guilty (the best FBI Snitch wins, or
// nobody).
//
// It follows the SDK contract (see core.Game): New, Legal, Apply, ToMove,
// Over, Result, View, Determinize, ParseMove and the Rules value. A State
// is a fixed-size value (no slices, maps or pointers), so Apply copies it
// and can never write into its input, and == compares two states.
//
// # Sources
//
// The seed rulebook is the authority where it speaks; it breaks off in the
// Reception. The rules dossier completes the game with house rules, each
// named in a doc comment here as "House rule HOUSE-n":
//
//   - HOUSE-1 one turn per player per phase, with any number of actions
//     (Config.PhaseTurnMode roundRobinSingleAction: one action a turn);
//   - HOUSE-2 the First Player card moves only in its owner's distribution,
//     once a Month (Config.FirstPlayerRotatesAtReception adds a rotation);
//   - HOUSE-3 the 14 Turfs (turfTable; Config.TwoColourTurfRespect;
//     Config.ScoreTurfRespectOnEntry false: the bonus is never scored);
//   - HOUSE-4 the 20 Wiseguys and their powers (wiseguyNames, the power
//     constants Sweetener ... Enforcer);
//   - HOUSE-5 the Street pile, 8 Respect cards, 6 Investigations (invTable);
//   - HOUSE-6 the 88 Bills and the Police Raid (billStock);
//   - HOUSE-7 the 24 Vendetta cards (vendettaStock);
//   - HOUSE-8 Titles, Zealous Corruptors, End of Game Bonuses
//     (Config.EndBonusTie);
//   - HOUSE-9 the Jury Box as one Guilt number (Config.JuryStart,
//     Config.VerdictWeight, Config.InnocentIfAtMost);
//   - HOUSE-10 the Reception; HOUSE-11 the Final Verdict and tie-breaks;
//   - HOUSE-12 Vendetta play timing; HOUSE-13/14 the Police Raid and an
//     empty Bill pile (Config.RaidPolicy); HOUSE-15 the discard pile shows
//     its size only (Config.DiscardTopVisible: and its top Bill); HOUSE-16
//     Investigation bids; HOUSE-17 Meeting Cheating; HOUSE-18 the Title
//     chain; HOUSE-19 new cards enter Free;
//     HOUSE-20 Auctions and Corruption need a Bill; HOUSE-21 a raided
//     Cash-in still counts against the limits; HOUSE-22 Zealous Corruptors
//     whatever the Titles; HOUSE-23 the active player's own share.
//
// # Model
//
// Bills of one type are interchangeable, so every pile of Bills is a count
// per type; drawing the top of a shuffled pile is drawing uniformly from
// the pile, which is what the engine does with the state's RNG. The Street
// pile, whose contents every player can work out, is a set of cards.
// Decisions are small moves: a Cash-in, then each Bill given (give), then
// keep; a bid (which Wiseguy, which space), then each Bill added; a Title
// given; the Wiseguy a Fit of Rage makes Busy. The Bills of a Cash-in go
// only to players who share it (own a counted Turf), as many as the active
// player likes: giving one player more than their share leaves others short,
// and they are Cheated (HOUSE-23).
//
// # Hidden information
//
// View hides other players' Banks, Vendetta hands and Corruption Bills
// (their sizes stay), bid spaces until the reveal and bid Bills always, the
// Bill pile and its discards (sizes only, and the discards' top Bill with
// Config.DiscardTopVisible), and the drawn Bills of a Cash-in from all but
// the active player. Private facts are two events: the full
// one for the player (core.Only) and a redacted one (core.AllBut).
package nostracity
