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
//
// # Events
//
// Apply returns its events as *Event values (core.Event). Their JSON is
// an object: "kind" (the kind's name below), the fields that kind uses,
// named as below, and "audience" (who may see it: "everyone", "P0,P2",
// "all but P1"). A field the kind does not use is absent. Cards are
// written in notation (Street cards W01..W20, T01..T14, R1..R8, I1..I6,
// UB; Vendetta cards fbi-snitch, atlantic-city, fit-of-rage, whack, torch,
// shakedown, tail, skim, fix), seats as P0..P4, Street spaces as S1..S4,
// piles of Bills as "$5k×2 $10kI" and Titles as underboss, consigliere,
// primo-capo. A value hidden from this copy's audience reads "hidden":
// a private fact is two events, the full one for the players who may see
// it and a redacted one for the rest. The kinds and their fields:
//
//   - phase: month phase — a phase of a Month starts
//   - pass: player out_of_phase — the player ends the turn (out_of_phase:
//     under roundRobinSingleAction, without acting, so out of the phase)
//   - cash-in: player wiseguy turf type turfs — a Cash-in with that Wiseguy
//     and Turf (turf absent for the Bagman's) of that type (red, blue, yellow,
//     green, gambling, drugs, prostitution); turfs is how many Turfs count
//   - bills-drawn: player count bills — the active player draws the Cash-in's
//     Bills (hidden but to them)
//   - police-raid: player — the Police Raid comes up in the player's draw; the
//     Bill pile is reshuffled with its discards
//   - give: player to bills — a drawn Bill given (hidden but to the giver and
//     the receiver)
//   - give-first-player: player to — the First Player card given instead of a
//     Bill
//   - keep: player count bills — the active player keeps the Bills not given
//     (hidden but to them)
//   - cheated: player bills_missing draws — the player is Cheated of
//     bills_missing Bills (0: of a card or a Title) and draws that many
//     Vendetta cards
//   - vendetta-drawn: player card — a Vendetta card drawn (hidden but to the
//     drawer, except Atlantic City and a Fit of Rage)
//   - vendetta-pile-empty: player — the player should draw a Vendetta card,
//     but the pile and its discards are empty
//   - atlantic-city: player — Atlantic City goes into the player's Territory
//   - fit-of-rage: player target — the player's Fit of Rage hits the target
//   - forced-busy: player wiseguy — the player makes that Wiseguy Busy for a
//     Fit of Rage or a Whack
//   - bill-lost: player bills — a random Bill of the player's Bank is
//     discarded (hidden but to the player)
//   - bodyguard-cancels: player card — the player's Bodyguard cancels that
//     Vendetta card
//   - bid: player wiseguy space — an Auction with that Wiseguy (space hidden
//     but to the bidder until the reveal)
//   - add-bill: player bills count — a Bill added to the bid (hidden but to
//     the bidder); count is the bid's size
//   - bid-revealed: player wiseguy space count — at the reveal, the Location
//     card of that bid and its number of Bills
//   - withdraw: player — the player's Cold Feet bid is withdrawn
//   - bid-shown: player space value bills — a contested or Investigation bid
//     shown: its Bills and value in thousands
//   - won: player card space — the player wins that Street card on that space
//   - tie: card space — a tie: nobody wins the card, which stays
//   - keep-bid: player count bills — a sole winner keeps Bills of the bid
//     (hidden but to them) and discards the rest unseen
//   - investigation-removed: investigation player — an Investigation paid off;
//     player absent when a tie sends it out of the game
//   - investigation-stays: investigation total — the bids on an Investigation
//     (total, in thousands) fall short of its Backhander
//   - title: player title respect — the player receives that Title and its
//     Respect
//   - corrupt: player wiseguy count bills — Corruption with that Wiseguy:
//     count Bills on the pile (hidden but to the player)
//   - tamper: player guilt — the Jury Tamperer removes a Guilt point; guilt is
//     the Verdict token's new position
//   - court-clerk-peek: player bills — the Court Clerk shows its owner a Bill
//     of the Corruption pile (only to them)
//   - zealous-corruptor: player — the sole corrupter of a Trial from April
//     wins a Zealous Corruptor card
//   - guilt-point: investigation added guilt — an Investigation on the Street
//     at the Reception adds its Guilt point; guilt is the new position
//   - underboss-arrives: space — the Underboss enters the Street
//   - street-card: card space — a Street card is revealed on an empty space
//   - first-player: player — the player is First Player from this phase on
//   - bill-to-bank: player bills — a Bill drawn into the player's Bank (Skim,
//     Cleaner, Loan Shark, Enforcer, Collector; hidden but to them)
//   - play: player card target turf — a Revenge card played, at the target
//     (absent for Skim and Fix) or the Turf (Torch)
//   - shakedown: player target bills — the player takes a random Bill of the
//     target's Bank (hidden but to both; bills empty when the Bank was)
//   - tail: player target hand — the player sees the target's Vendetta hand
//     (only to them)
//   - fix: player bills — a Fix puts a Bill on the Corruption pile (hidden but
//     to the player)
//   - enforce: player card — the Enforcer discards that Vendetta card to draw
//     two Bills
//   - snitch-revealed: player — at the Final Verdict, the player is an FBI
//     Snitch
//   - corruption-pile: bills guilt_change — at the Final Verdict, the
//     Corruption pile is revealed and moves the Verdict token
//   - verdict: verdict guilt — the Godfather is innocent or guilty; guilt is
//     the final position
//   - bonus: player bonus respect — an End of Game Bonus (most-vendetta-cards,
//     most-wiseguys, most-turfs) or the Politician scores
//   - winner: player respect — the player wins, with that Respect
//   - no-winner: — Guilty, and nobody is a Snitch: everybody falls
//   - discard-top: bills discards — with discard_top_visible, the discard
//     pile's top Bill and the pile's size
package nostracity
