// Package tonytino is the rules of Tony & Tino (Bruno Cathala, Descartes
// Éditeur 2002), a game for two: the Godfather's twin sons place their crews
// on the corners of a 6×6 street grid, and whoever holds the most on a full
// street wins its racket. The most money at the end wins.
//
// # Playing
//
//	s, _ := tonytino.New(tonytino.Config{}, seed)
//	for !tonytino.Over(s) {
//		moves := tonytino.Legal(s)            // for tonytino.ToMove(s)
//		s, events, err = tonytino.Apply(s, moves[k])
//	}
//	result := tonytino.Result(s)
//
// A turn is three phases. Phase 1: play or discard a card (Play, Discard),
// then draw. A counterable card opens the opponent's Police Raid window
// (Pass, Raid) and then, if it stands and needs them, asks for its target
// corners one at a time (Target). Phase 2: place a face-up crew tile on a
// corner of the lowest token value (Place). Phase 3 is automatic: every
// street the tile completed goes to the higher total, a tie discards it.
// The notation is described at Move; corners are A1..F6, streets V1..V6
// (columns) and H1..H6 (rows).
//
// AppendLegal fills a reused buffer instead of allocating, and an Apply
// allocates once (its events), so a bot's random playout of a whole game
// takes a few tens of microseconds.
//
// State is a value of fixed-size arrays: copies are cheap and no function
// modifies a State it is given. CheckConservation states the game's
// conservation laws; JSON decoding enforces them. View(s, p) hides what p may not see;
// Determinize deals it back for a search bot. Rules is the game as a
// core.Game for the harness and the generic bots.
//
// # House rules
//
// The seed rulebook is followed where it speaks; the rules dossier fills
// the gaps with sourced facts and with house decisions, numbered here and
// named in the code where they apply. Those players could dispute are
// Config switches.
//
//   - HOUSE-1: board geometry: corners A1..F6 row by row; streets V1..V6
//     (columns A..F) then H1..H6 (rows 1..6); one racket per street.
//   - HOUSE-2: setup order of chance: tokens, rackets (in street order; a
//     street full at setup discards the tile dealt to it), P0's tiles, P1's
//     tiles, P0's cards, P1's cards, the start player.
//   - HOUSE-3: the start player is Config.StartPlayer, or drawn by the RNG.
//   - HOUSE-4: 13 cards per deck: Step Up ×5, Stool Pigeon ×2, Takeover ×2,
//     Super Crew, Double Cross, Lucky Break, Police Raid (DeckComposition).
//     Switch: Config.StoolPigeonX3 (Step Up ×4, Stool Pigeon ×3).
//   - HOUSE-5: Step Up: phase 2 places on Next(L), the lowest token value
//     above the lowest; without one the card cannot be played.
//   - HOUSE-6: Stool Pigeon: swap one of your Informants on the board with
//     one of your tiles of value 1 or more on the board.
//   - HOUSE-7: Takeover: swap one of your tiles with an opponent's tile of
//     the same value (Informants included).
//   - HOUSE-8: Super Crew's extra turn is lost if the player has no crew
//     tile left (or the game is over).
//   - HOUSE-9: Double Cross: swap the tokens of two free corners whose
//     values differ.
//   - HOUSE-10: Lucky Break: reshuffle the tokens of all free corners with
//     the game's RNG; a countered Lucky Break leaves the RNG alone.
//   - HOUSE-11: the Police Raid window opens after every counterable card,
//     whether or not the opponent holds the Raid, unless the table can see
//     they cannot (their Raid spent, or face up in their discards, or an
//     empty hand). A Raid cancels the card (both stay face up); the raider
//     draws, then the countered player draws.
//   - HOUSE-12: swaps (Stool Pigeon, Takeover) never fill or empty a
//     corner, so they never score a street; rackets already won stay won.
//   - HOUSE-13: an empty deck means no draw; an empty hand skips phase 1.
//   - HOUSE-14: a player with no crew tile left is skipped.
//   - HOUSE-15: discards are face down. Switch: Config.PublicDiscards.
//   - HOUSE-16: equal money is broken by more racket tiles won, then by
//     the best single tile; still equal, the win is shared.
//   - HOUSE-17: when one tile completes two streets, the column is scored
//     before the row.
//   - HOUSE-18: the racket draft (a German review's rule), off by default.
//     Switch: Config.RacketDraft. The rackets are shuffled face down; from
//     the start player on, the players take turns putting the top one,
//     face up, on any street without one ("P0 racket H3"). The tiles that
//     would come last, one per street full at setup, are discarded face
//     up. Then the start player begins play.
package tonytino
