// Package nostracity is the rules engine of Nostra City (Gigaudaut &
// Rakoto, Hazgaard 2009) for 3 to 5 players: six Months of Business
// (Cash-ins), Meeting (secret auctions for the Street), Trial (Corruption)
// and Reception, then the Final Verdict, where the Godfather is Innocent
// (the best loyal lieutenant wins) or Guilty (the best FBI Snitch wins, or
// nobody).
//
// What is printed and what is the SDK's: the rulebook gives the turn
// structure, the Cash-ins, the secret auctions, the Trial, the FBI
// Snitches and the Final Verdict, but no card list of the published game
// could be read and its text breaks off in the Reception. So the Turfs,
// the 20 Wiseguys' powers, the Investigations, most Vendetta cards, the
// Bill stock and the End of Game Bonuses are this package's design, with
// placeholder names (sdk.Glossary marks them), listed under "House rules"
// below, each with its Config switch where players may want another
// reading.
//
// It follows the SDK contract (see core.Game): New, NewWithRNG, Legal,
// AppendLegal, Apply, ToMove, Over, Result, View, Determinize, ParseMove,
// Describe, Prompt and the Rules value; a State answers NumPlayers,
// Phase, Active, Score (Respect), RNG, WithRNG, Equal, Check and IsView,
// and every fact the table can see has an accessor (state.go). A State is
// a fixed-size value (no slices, maps or pointers), so Apply copies it and
// can never write into its input, and == compares two states.
//
// # Moves
//
// A Move is one small decision, written in notation (its JSON is that
// string): "P0 pass"; "P0 cash-in W03 T05 drugs" (a Wiseguy, a Turf, a
// type), "P0 cash-in W09 red" (the Bagman, no Turf); in a distribution
// "P0 give 10k-innocent P2", "P0 give first-player P2", "P0 keep"; "P0 bid W03
// S2" then "P0 add 5k" for each Bill; "P1 withdraw" or "P1 stay" (Cold
// Feet); "P0 keep-bid 10k-innocent" or "P0 keep-bid 5k 10k-innocent" (the
// Penny-pincher); "P0 title consigliere P2"; "P0 corrupt W03 10k-innocent", "P0
// corrupt W11 5k 10k-guilty" (the Lawyer), "P0 corrupt W12 tamper" (the Jury
// Tamperer); "P0 play whack P2", "P0 play torch T03", "P0 play fix 5k",
// "P0 play skim"; "P0 rage P2" (a Fit of Rage's target); "P2 busy W05" (the
// Wiseguy a victim makes Busy); "P0 enforce whack" (the Enforcer).
// Describe says each as a sentence; Prompt says what is being decided.
//
// Apply refuses an illegal move with a *core.RuleError naming the rule
// broken: its Code is a name of the Reasons table ("not-your-turn",
// "wiseguy-busy", ...), its kind core.ErrIllegalMove,
// ErrNotYourTurn or ErrGameOver, its words the table's. Decoding a
// position refuses one that breaks a law the same way, with a code of the
// table and the kind core.ErrBadState. A UI may key its own words on the
// code.
//
// # Sources
//
// The rulebook is the authority where it speaks; the text this package is
// built on breaks off in the Reception ("Players check if"). The game is
// completed by house rules, HOUSE-1 to HOUSE-23, each below in words, with
// its Config switch where players may want another reading. Names marked
// placeholder are engine labels, not the printed names (no card list of
// the published game could be read).
//
// # House rules
//
//   - HOUSE-1 Phase turns. In each action phase every player, clockwise from
//     the First Player, takes one turn and makes any number of that phase's
//     actions in it, then ends it. Switch: Config.PhaseTurnMode
//     (phase_turn_mode): "all-actions-in-one-turn" (default) or
//     "round-robin-single-action" (one action a turn, round and round; a
//     player who ends a turn without acting is out of the phase, which ends
//     when everyone is out). The Cash-in limits are per player and Phase
//     either way.
//   - HOUSE-2 The First Player card. Only its owner gives it, only while
//     distributing their own Cash-in, and only if it has not changed owners
//     this Month (the rulebook); the new owner is First Player from the next
//     phase on. Switch: Config.FirstPlayerRotatesAtReception
//     (first_player_rotates_at_reception) (default false): the card also
//     passes clockwise at each Reception.
//   - HOUSE-3 The 14 Turfs: four of each Racket colour (Brooklyn red, Queens
//     blue, the Bronx yellow, Staten Island green) and four of each Traffic
//     (Gambling, Drugs, Prostitution), names placeholder but for Connecticut
//     (yellow and blue) and New Jersey (green and red), which have no Traffic
//     icon and give bonus Respect. Switch: Config.TwoColourTurfRespect
//     (two_colour_turf_respect) (default 1): that bonus, scored when the Turf
//     enters a Territory, the setup deal included; switch:
//     Config.ScoreTurfRespectOnEntry (score_turf_respect_on_entry) false:
//     never scored. Atlantic City counts for every Traffic, never for a
//     Racket, never starts a Cash-in and is no Turf for any other rule (Most
//     Turfs).
//   - HOUSE-4 The 20 Wiseguys, five in each of four families: the Baldini
//     (the Meeting), and, names placeholder, the Lombardo (Business), the
//     Ferrante (the Trial) and the Russo (Vendetta). Each power works when
//     the Wiseguy is made Busy for that action, or always (Wiseguy.Text):
//     W01 Sweetener, the bid counts $5,000 more when bids are compared or
//     added up; W02 Closer, wins a tie on its space (not when several tied
//     bids have it); W03 Penny-pincher, a sole winner keeps up to 2 Bills;
//     W04 Cold Feet, after the reveal the bid may be withdrawn, its Bills
//     back to the Bank (it is then no Auction for Meeting Cheating); W05
//     No-Loss, a contested bid that loses goes back to the Bank; W06
//     Collector, one extra Bill for the active player alone; W07 Accountant,
//     after a Police Raid the draw goes on; W08 Runner, the Cash-in does not
//     count against the limits; W09 Bagman, a Cash-in without a Turf made
//     Busy (the type must be on a Turf the player owns); W10 Loan Shark, at
//     the Reception a Bank of 2 Bills or fewer draws 1; W11 Lawyer,
//     Corruption places 2 Bills; W12 Jury Tamperer, Corruption removes a
//     Guilt point instead of placing a Bill; W13 Cleaner, after Corruption
//     draw a Bill; W14 Court Clerk, after Corruption look at a random Bill
//     of the Corruption pile; W15 Politician, +1 Respect at an Innocent
//     verdict; W16 Hitman, a second Vendetta card this turn; W17 Bodyguard,
//     once a Month cancels a Vendetta card aimed at its owner; W18 Hothead,
//     one more Vendetta card each time its owner is Cheated; W19 Made Man,
//     +1 Respect; W20 Enforcer, once made Busy, may discard a Vendetta card
//     to draw 2 Bills.
//   - HOUSE-5 The Street pile: the Wiseguys and Turfs not dealt, 8 Respect
//     cards (R1..R8 worth 1, 1, 1, 1, 2, 2, 2 and 3) and 6 Investigations,
//     names and effects placeholder: I1 Narcotics Squad ($30,000, no Drugs
//     Cash-ins), I2 Vice Squad ($30,000, no Prostitution Cash-ins), I3
//     Gaming Commission ($30,000, no Gambling Cash-ins), I4 IRS Audit
//     ($40,000, a Racket Cash-in draws one Bill fewer, taken off the active
//     player's own share first, so the audit Cheats nobody), I5 Wiretap
//     ($40,000, a sole auction winner keeps no Bill), I6 Grand Jury
//     ($50,000, no effect besides its Guilt). Every Investigation adds one
//     Guilt point a Month (the rulebook). The Underboss is placed on the
//     Street at the end of February, never shuffled in.
//   - HOUSE-6 The 88 Bills: 34 of $5,000 (no icon: only Bills of $10,000
//     and more carry one), 16 Innocent and 16 Guilty of $10,000, 8 and 8 of
//     $20,000, 3 and 3 of $50,000; and the Police Raid.
//   - HOUSE-7 The 24 Vendetta cards: 2 FBI Snitches (kept secret; holding
//     both is one Snitch), Atlantic City (placed in the drawer's Territory at
//     once), 5 Fits of Rage (resolved when drawn: aimed at the player whose
//     action made the drawer draw, else at a player the drawer names; the
//     target makes a Free Wiseguy Busy, or loses a random Bill when none is
//     Free) and the Revenge cards kept in hand: 3 Whack (the target makes a
//     Free Wiseguy Busy), 3 Torch (a Free Turf of another player becomes
//     Busy), 3 Shakedown (take a random Bill of the target's Bank), 2 Tail
//     (look at the target's Vendetta cards), 2 Skim (draw a Bill), 3 Fix (in
//     the Trial, put a Bill on the Corruption pile without a Wiseguy; no
//     Corruption action). An empty pile takes back its discards (Snitches
//     and Atlantic City never go there); when they are none, the draw is
//     lost.
//   - HOUSE-8 Titles are worth 3, 2 and 1 Respect (the rulebook), Zealous
//     Corruptor cards 1 each, the three End of Game Bonuses 2 each: Most
//     Vendetta cards (the hand, Atlantic City and Snitches; a published
//     review of the game names it), Most Wiseguys, Most Turfs (Atlantic City
//     excluded). Switch: Config.EndBonusTie (end_bonus_tie): "nobody"
//     (default: a tie scores nobody) or "all-tied".
//   - HOUSE-9 The Jury Box is one number, the Verdict token (Guilt): it
//     starts at jury_start (default 4, 5 and 6 for 3, 4 and 5 players); each
//     Investigation on the Street at a Reception adds 1 and the Jury Tamperer
//     removes 1; at the Final Verdict the Corruption pile adds its weight,
//     switch: Config.VerdictWeight (verdict_weight): "per-icon" (default:
//     each Innocent Bill -1, each Guilty one +1, $5,000 Bills 0) or
//     "by-value" (plus or minus the value over $10,000). The Godfather is
//     Innocent when the final Guilt is at most innocent_if_at_most (default
//     0), else Guilty.
//   - HOUSE-10 The Reception: (1) Wiseguys and Turfs are Free again; (2)
//     each Investigation on the Street adds its Guilt point; (3) the Loan
//     Shark draws; (4) at the end of February the Underboss enters the
//     lowest-numbered empty Street space, or on a full Street the card of S4
//     goes to the bottom of the Street pile, in front of everyone (it is
//     drawn again only after every card above it), and the Underboss takes
//     S4; (5) empty spaces are refilled in order from the Street pile,
//     without sliding, and Investigations revealed now stay; (6) the
//     Month's flags end (the First Player card's move, the Bodyguards, the
//     corrupters); (7) the next Month. In June the Final Verdict follows
//     step 2.
//   - HOUSE-11 The Final Verdict: the Snitches are revealed, the Corruption
//     pile is revealed and weighed (HOUSE-9), the End of Game Bonuses and the
//     Politician score, then the winner: Innocent, the loyal (non-Snitch)
//     player with the most Respect (the rulebook); Guilty, the Snitch with
//     the most Respect (the rulebook), and nobody when there is none
//     (published reviews of the game). Ties:
//     Innocent, the higher Title (Underboss, Consigliere, Primo Capo), then
//     more Zealous Corruptor cards, then the higher Bank value; Guilty, the
//     higher Bank value; then a shared win.
//   - HOUSE-12 Vendetta play: a Revenge card is played in its holder's own
//     turn of the Business, the Meeting or the Trial, at most one a turn (two
//     with the Hitman made Busy that turn), at another player.
//   - HOUSE-13 The Police Raid in the middle of a draw. Switch:
//     Config.RaidPolicy (raid_policy): "no-cheat" (default): the Bills drawn
//     before it are distributed freely and that Cash-in Cheats nobody;
//     "reduced-entitlement": the shortfall comes off the active player's own
//     share first, then the others' clockwise, and Cheating is judged against
//     the reduced shares (only that: a player whose share is cut, to
//     nothing too, still owns a counted Turf and may be given Bills). The Raid and the discards are shuffled back into
//     the Bill pile (the rulebook); a Raid as the first card yields nothing.
//   - HOUSE-14 The Bill pile running out: the Raid never leaves the pile, so
//     an exhausted pile shows it and takes the discards back; a draw that
//     still falls short is a short draw under raid_policy.
//   - HOUSE-15 The Bill discard pile "cannot be consulted": every View shows
//     its size only. Switch: Config.DiscardTopVisible (discard_top_visible):
//     its top Bill shows too (the last one discarded; Bills discarded
//     together go on in type order, $5k first, so the highest shows).
//   - HOUSE-16 Investigation bids are all shown and all discarded, whether
//     the Investigation is removed or not; a sole bidder who reaches the
//     Backhander takes it (+1 Respect).
//   - HOUSE-17 Meeting Cheating: one Vendetta card at most per player a
//     Meeting; helping to remove an Investigation without taking it is
//     winning nothing; a Title received through the chain is no card won.
//   - HOUSE-18 The Titles: the Consigliere goes to any other player, the
//     Primo Capo to a player neither Underboss nor Consigliere; then every
//     player without a Title is Cheated once. An Underboss tied or not bid
//     on stays on the Street; one never won Cheats nobody.
//   - HOUSE-19 Cards won enter Free: a Wiseguy won in the Meeting may act in
//     that Month's Trial; a Turf counts from the next Cash-in.
//   - HOUSE-20 An Auction and Corruption need a Bill in the Bank; an empty
//     Bank may still Cash-in.
//   - HOUSE-21 A Cash-in the Police Raid stops still counts against its
//     limit, and its Wiseguy and Turf stay Busy.
//   - HOUSE-22 From April a sole corrupter wins a Zealous Corruptor card
//     whatever the Titles above the stack; the End of Game Bonuses always
//     score.
//   - HOUSE-23 The active player's own share: keeping at least one Bill but
//     fewer than one's share Cheats oneself of each missing Bill; keeping
//     none never Cheats (the rulebook); keeping more than one's share is
//     allowed, and the players left short are Cheated.
//
// # Model
//
// Bills of one type are interchangeable, so every pile of Bills is a count
// per type (BillPile); drawing the top of a shuffled pile is drawing
// uniformly from the pile, with the state's RNG. The Street pile, whose
// contents every player can work out, is a set of cards above its known
// bottom, drawn uniformly too. Decisions are small moves: a
// Cash-in, then each Bill given (give), then keep; a bid (which Wiseguy,
// which space), then each Bill added; a Title given; the Wiseguy a Fit of
// Rage makes Busy. The Bills of a Cash-in go only to players who share it
// (own a counted Turf), as many as the active player likes: giving one
// player more than their share leaves others short, and they are Cheated
// (HOUSE-23).
//
// # Hidden information
//
// View hides other players' Banks, Vendetta hands and Corruption Bills
// (their sizes stay), bid spaces until the reveal and bid Bills always, the
// Bill pile and its discards (sizes only, and the discards' top Bill with
// discard_top_visible), and the drawn Bills of a Cash-in from all but the
// active player. What a seat has seen privately stays in its View
// (KnownBank, KnownHand, KnownDiscards, SeenInCorruption): a Court Clerk's
// peek, a Tail, the Bills it gave in a Cash-in, a Shakedown's Bill, the
// bids shown and discarded; Determinize deals those cards where the seat
// knows they are. Private facts are two events: the full one for the
// player (core.Only) and a redacted one (core.AllBut).
//
// # Result
//
// Scores are the final Respect (State.Score). Rank 0 is first. Under the
// verdict the eligible seats (the loyal ones when the Godfather is
// Innocent, the FBI Snitches when he is Guilty) rank ahead of every other
// seat, whatever their Respect; among themselves, and among the others,
// seats rank by Respect, then by the HOUSE-11 tie-breaks. The winners are
// the eligible seats ranked 0: none when the Godfather is Guilty and nobody
// is a Snitch. State.Standing says, for a UI, why a seat ranks where it
// does.
//
// # Events
//
// Apply returns its events as *Event values (core.Event). Their JSON is an
// object: "kind" (the kind's name below), the fields that kind uses, named
// as below, and "to", the audience (who may see it: "everyone", "P0,P2",
// "all but P1"), as in every game of the SDK. A field the kind does not use
// is absent; one it uses is always there, so an event where one does not
// apply is a kind of its own (bagman-cashed-in, without a Turf;
// card-played, a Skim or a Fix without a target; investigation-left-game,
// nobody taking it; and, with no Bill, distribution-ended, no-bills-drawn,
// no-bid-bills-kept, corrupted-without-bill, nothing-taken,
// empty-bid-shown, empty-corruption-pile-revealed, discard-pile-emptied,
// empty-vendetta-hand-seen, which carry the other fields of their kind).
// A Street card is "street_card", a Vendetta card "card" (the key every
// game's card-played, card-drawn and card-discarded use). Ids are written
// as the moves and positions write them (Street cards
// W01..W20, T01..T14, R1..R8, I1..I6, underboss; Vendetta cards fbi-snitch, ...,
// fix; Bills 5k, 10k-innocent, ...), seats as P0..P4, Street spaces as
// S1..S4, piles of Bills as counted piles ({"5k": 2, "10k-innocent": 1}),
// money in dollars, and Titles as underboss, consigliere, primo-capo. A
// value hidden from this copy's audience reads "hidden" ({"hidden": 2} for
// two face-down Bills): a private fact is two events, the full one for the
// players who may see it and a redacted one for the rest. The kinds and
// their fields:
//
//   - phase-started: month phase — a phase of a Month starts (the setup
//     ends with January's Business)
//   - turn-started: player — the player's turn of the phase starts (after
//     phase-started, and after each turn-ended that leaves the phase going on)
//   - turn-ended: player out_of_phase — the player ends the turn (out_of_phase:
//     under round-robin-single-action, without acting, so out of the phase)
//   - cashed-in: player wiseguy turf type turfs — a Cash-in with that Wiseguy
//     and Turf (the Bagman's is bagman-cashed-in) of that type (red, blue, yellow,
//     green, gambling, drugs, prostitution); turfs is how many Turfs count
//   - bills-drawn: player count bills — the active player draws the Cash-in's
//     Bills (hidden but to them)
//   - police-raid-drawn: player — the Police Raid comes up in the player's draw; the
//     Bill pile is reshuffled with its discards
//   - bill-given: player recipient bills — a drawn Bill given (hidden but to the
//     giver and the recipient)
//   - first-player-given: player recipient — the First Player card given
//     instead of a Bill
//   - bills-kept: player count bills — the active player keeps the Bills not given
//     (hidden but to them)
//   - cheated: player bills_missing draws — the player is Cheated of
//     bills_missing Bills (0: of a card or a Title) and draws that many
//     Vendetta cards
//   - card-drawn: player card — a Vendetta card drawn (hidden but to the
//     drawer, except Atlantic City and a Fit of Rage)
//   - vendetta-draw-lost: player — the player should draw a Vendetta card,
//     but the pile and its discards are empty
//   - atlantic-city-placed: player — Atlantic City goes into the player's Territory
//   - fit-of-rage-aimed: player target — the player's Fit of Rage hits the target
//   - wiseguy-made-busy: player wiseguy — the player makes that Wiseguy Busy for a
//     Fit of Rage or a Whack
//   - bill-lost: player bills — a random Bill of the player's Bank is
//     discarded (hidden but to the player)
//   - card-cancelled: player card — the player's Bodyguard cancels that
//     Vendetta card
//   - bid-made: player wiseguy space — an Auction with that Wiseguy (space hidden
//     but to the bidder until the reveal)
//   - bill-added: player bills count — a Bill added to the bid (hidden but to
//     the bidder); count is the bid's size
//   - bid-revealed: player wiseguy space count — at the reveal, the Location
//     card of that bid and its number of Bills
//   - bid-withdrawn: player — the player's Cold Feet bid is withdrawn
//   - bid-shown: player space value bills — a contested or Investigation bid
//     shown: its Bills and value in dollars
//   - card-won: player street_card space — the player wins that Street card on that space
//   - auction-tied: street_card space — a tie: nobody wins the card, which stays
//   - bid-bills-kept: player count bills — a sole winner keeps Bills of the bid
//     (hidden but to them) and discards the rest unseen
//   - investigation-removed: investigation player — an Investigation paid off:
//     the player takes it
//   - investigation-stayed: investigation total — the bids on an Investigation
//     (total, in dollars) fall short of its Backhander
//   - title-given: player title respect — the player receives that Title and its
//     Respect
//   - corrupted: player wiseguy count bills — Corruption with that Wiseguy:
//     count Bills on the pile (hidden but to the player)
//   - jury-tampered: player guilt — the Jury Tamperer removes a Guilt point; guilt is
//     the Verdict token's new position
//   - corruption-pile-peeked: player bills — the Court Clerk shows its owner a Bill
//     of the Corruption pile (only to them)
//   - zealous-corruptor-won: player — the sole corrupter of a Trial from April
//     wins a Zealous Corruptor card
//   - guilt-added: investigation added guilt — an Investigation on the Street
//     at the Reception adds its Guilt point; guilt is the new position
//   - underboss-arrived: space — the Underboss enters the Street
//   - street-card-revealed: street_card space — a Street card is revealed on an empty space
//   - first-player-changed: player — the player is First Player from this phase on
//   - bill-drawn: player bills — a Bill drawn into the player's Bank (Skim,
//     Cleaner, Loan Shark, Enforcer, Collector; hidden but to them)
//   - card-played: player card target turf — a Vendetta card played: Skim
//     or Fix (target and turf left out), Whack, Shakedown or Tail at the
//     target (turf left out), Torch at the target's Turf, which it makes Busy
//   - bill-taken: player target bills — the player takes a random Bill of the
//     target's Bank (hidden but to both; bills empty when the Bank was)
//   - vendetta-hand-seen: player target hand — the player sees the target's Vendetta hand
//     (only to them)
//   - bill-fixed: player bills — a Fix puts a Bill on the Corruption pile (hidden but
//     to the player)
//   - card-discarded: player card — the Enforcer discards that Vendetta card to draw
//     two Bills
//   - snitch-revealed: player — at the Final Verdict, the player is an FBI
//     Snitch
//   - corruption-pile-revealed: bills guilt_change — at the Final Verdict, the
//     Corruption pile is revealed and moves the Verdict token
//   - verdict-reached: verdict guilt — the Godfather is innocent or guilty; guilt is
//     the final position
//   - bonus-scored: player bonus respect — an End of Game Bonus (most-vendetta-cards,
//     most-wiseguys, most-turfs) or the Politician scores
//   - game-over: player respect — the player wins, with that Respect; with
//     neither: Guilty, and nobody is a Snitch, everybody falls
//   - discard-top-shown: bills discards — with discard_top_visible, the discard
//     pile's top Bill and the pile's size
//   - card-dealt: player street_card — at setup (NewWithEvents), a Wiseguy or a
//     Turf dealt face up
//   - investigation-shuffled-back: investigation — at setup, an
//     Investigation revealed for the Street goes back into the Street pile
//   - bagman-cashed-in: player wiseguy type turfs — a Cash-in with the
//     Bagman and no Turf
//   - investigation-left-game: investigation — an Investigation paid off in
//     a tie: nobody takes it
//   - distribution-ended: player — the active player keeps no Bill: the
//     distribution is over
//   - no-bills-drawn: player count — the Cash-in draws no Bill
//   - no-bid-bills-kept: player count — the sole winner keeps no Bill
//   - empty-corruption-pile-revealed: guilt_change — the Corruption pile is
//     revealed empty
//   - corrupted-without-bill: player wiseguy count — Corruption that places
//     no Bill
//   - nothing-taken: player target — a Shakedown of an empty Bank
//   - empty-bid-shown: player space value — a bid shown with no Bill left
//   - discard-pile-emptied: discards — with discard_top_visible, the discard
//     pile is empty
//   - empty-vendetta-hand-seen: player target — a Tail of an empty hand
//
// # The position format
//
// A State's JSON (json.Marshal of a State or a View) is the game's
// position format, version 3 (PositionVersion), like FEN in chess: a UI or
// a test builds a position by writing it. Version 2 positions still
// decode: the one difference is the Underboss, which version 2 wrote "UB"
// and version 3 writes "underboss", the Title's spelling. It describes decision points
// only (auctions, the Reception and the Final Verdict run by themselves).
// Decoding (json.Unmarshal into a State) checks everything and refuses,
// with core.ErrBadState naming what is wrong, anything the game could not
// reach: a key spelt otherwise or given twice, an unknown key, input over
// core.MaxJSON bytes, a face-down card in a full state, cards lost or
// doubled, a decision that cannot be. A position that decodes plays on to
// the Final Verdict. A value that is not there is left out (no "-", no
// null but an empty Street space); ids are written as the moves write
// them; a counted pile is an object from id to count ({"5k": 2,
// "10k-innocent": 1}); a set of cards is an array in id order. Keys marked
// derived may be left out: the decoder works them out, and where one is
// given it must agree. The fields, in order:
//
//   - game: "nostracity"; version: 3 (2 is read too).
//   - view: only in a View: the viewer, "P1" or "spectator". A View writes
//     what its viewer cannot see as "hidden": {"hidden": 4} for four
//     face-down Bills, "hidden" for a bid's space; it has no rng.
//   - rules: every switch of the Config but players, with its key and
//     value (first_player, raid_policy, end_bonus_tie, verdict_weight,
//     jury_start, phase_turn_mode, first_player_rotates_at_reception,
//     discard_top_visible, innocent_if_at_most, two_colour_turf_respect,
//     score_turf_respect_on_entry); first_player and jury_start set up the
//     game only, and are written so the position says which game it is.
//     The encoder writes them all; on input
//     the object may be left out, or give only some switches
//     ({"rules": {"raid_policy": "reduced-entitlement"}}): each switch
//     left out has its default, and the switches are checked as a Config's
//     are (rules-refused carries the Config's words). A position played
//     under a switch other
//     than its default must keep it (a round-robin position without its
//     rules is refused).
//   - phase: business, meeting, trial, or over after the Final Verdict;
//     decision (derived): the kind on top of decisions.
//   - active (derived): the turn player. The encoder writes it exactly
//     when there is one (not while the Meeting's reveal and auctions run,
//     nor at the end); on input it may be left out anywhere, and the
//     decoder takes the seat of the bottom decision when it is the turn
//     player's (turn, distribute, first-bill), else the phase's first turn
//     (phase_first) when no decision is written, else no turn player
//     (every turn of the phase is over); given beside such a decision, the
//     two must agree.
//   - decisions (derived when it is the turn player's turn): the pending
//     decisions, top first, each {"decision", "seat", ...}: turn;
//     distribute (with cash_in, the type, and owed and got, each seat's
//     share and what it received, as {"P1": 2}, and short: the draw fell
//     short, under no-cheat nobody is Cheated); first-bill (the bid just
//     made needs its first Bill); cold-feet; keep-bid, give-consigliere and
//     give-primo-capo (with space, the Street space resolved); above them
//     fit-of-rage-target (with target, once known) and make-busy (with
//     card, fit-of-rage or whack). While the auctions are resolved,
//     resolving is the Street space they have reached (left out once all
//     four are).
//   - month: 1 (January) to 6 (June); first_player: the holder of the First
//     Player card; first_player_moved: it changed owners this Month
//     (HOUSE-2); phase_first: who started the phase (left out: the First
//     Player); passed, acted: under round-robin-single-action (HOUSE-1),
//     the seats out of the phase and whether the turn player has acted.
//   - players: one object per seat, in seat order, each starting with its
//     seat: respect (derived: the Respect score, the sum of its sources);
//     wiseguys and turfs (the Territory); busy (those of them Busy);
//     respect_cards and investigations (won); bank, corruption (the Bills
//     this seat put on the Corruption pile) and vendetta (the Vendetta
//     hand), counted; bids (this Meeting's Auctions, in the order made:
//     wiseguy, space, left out once resolved, bills, withdrawn); cash_ins
//     (this phase's Cash-ins against the limits: racket, gambling, drugs,
//     prostitution); bonus and rank (at the end only: the End of Game
//     Bonuses and Politician scored, and the rank, 1 first); knows (what
//     this seat knows privately, left out when nothing: banks and hands,
//     by seat, of the Bills and Vendetta cards known to be there; discard,
//     the Bills known to be in the discard pile; corruption, the Bill types
//     its Court Clerk saw in the Corruption pile).
//   - street: the four Street spaces S1..S4, a card or null when empty;
//     street_pile (derived: every Street card not elsewhere, the Underboss
//     set aside until the end of Month 2; the pile's order is unknown to
//     all); street_bottom: the card the whole table saw go to the bottom
//     (HOUSE-10); investigations_gone: those out of the game after a tie.
//   - titles: an object from Title to its holder, with the keys
//     underboss, consigliere and primo-capo ({"underboss": "P1",
//     "primo-capo": "P0"}), a Title nobody holds left out;
//     zealous_corruptors: the seats that won one, in order; atlantic_city:
//     its owner; guilt: the Verdict token (HOUSE-9).
//   - bill_pile (derived: the stock less every Bill elsewhere, with the
//     Police Raid), bill_discard and drawn (a Cash-in's Bills not yet
//     given), counted; discard_top: with discard_top_visible, the discard
//     pile's top Bill.
//   - vendetta_pile (derived: the stock less every card elsewhere) and
//     vendetta_discard, counted; vendetta_played and vendetta_limit: this
//     turn's Vendetta cards played and allowed (1, or 2 with the Hitman,
//     HOUSE-12; the encoder writes the limit, and left out on input it is
//     1); enforcer: the Enforcer was made Busy this turn and
//     not used; bodyguards_used: this Month.
//   - corruptors: this Trial's corrupters; bidders and won: while the
//     auctions are resolved, who bid and who won a card.
//   - snitches, innocent, winners: at the Final Verdict.
//   - rng: a full state's chance to come (core.RNG), absent in a View:
//     {"seed": 7} starts a generator from a seed; "forced" lists outcomes
//     queued for the next draws. Do not write "forced" by hand: force the
//     next cards of the piles with State.ForceNextStreetCard, ForceNextBill
//     and ForceNextVendettaCard, in the order the moves to come draw them
//     (each call forces the draw after those already forced: the three
//     Bills of a Cash-in are three calls), and encode the state. A decoded
//     state whose rng holds forced outcomes refuses another such call until
//     they are drawn.
//
// A mid-game position written by hand needs only what the game cannot work
// out. March's Business of a 3-player game, P2's turn, the Underboss on
// the Street (ExampleState_UnmarshalJSON decodes it):
//
//	{
//	  "game": "nostracity",
//	  "version": 3,
//	  "phase": "business",
//	  "month": 3,
//	  "first_player": "P1",
//	  "active": "P2",
//	  "players": [
//	    {"seat": "P0", "wiseguys": ["W03", "W09", "W16"], "turfs": ["T10"], "respect_cards": ["R2"],
//	     "bank": {"5k": 2, "20k-innocent": 1}, "corruption": {"5k": 1}},
//	    {"seat": "P1", "wiseguys": ["W11", "W15", "W19"], "turfs": ["T12"],
//	     "bank": {"5k": 3, "10k-guilty": 2}, "vendetta": {"skim": 1}},
//	    {"seat": "P2", "wiseguys": ["W01", "W07", "W13"], "turfs": ["T04", "T08"],
//	     "bank": {"10k-innocent": 2}}
//	  ],
//	  "street": ["I5", "underboss", "T01", "W04"],
//	  "guilt": 6,
//	  "rng": {"seed": 7}
//	}
//
// To force what comes next, decode, call the ForceNext helpers, and play
// or encode. A golden position file (testdata/position-v2.json) keeps
// decoding from one release to the next.
//
// # Online tables
//
// The registry's take-back (sdk.Game.TakeBack) lets the seat that made
// the last move take it back only when the move showed nothing hidden to
// any seat, its maker included. In Nostra City these qualify: ending one's
// turn; a sealed bid and each Bill added to it, and Corruption with one's
// own Bills (the Jury Tamperer's too): each is told to its maker alone,
// who knew it, and the others saw only that it was made; keeping the
// Bills of a Cash-in not given, and giving the First Player card; giving a
// Title, aiming a Fit of Rage, the Wiseguy made Busy, Cold Feet's choice
// and the Bill kept from a won bid; a Cash-in that draws no Bill. Each
// qualifies only when nothing that runs after it draws or shows: ending
// the Meeting's last turn reveals the bids, the end of a Month turns
// Street cards up, the Final Verdict shows the Snitches and the
// Corruption pile, and the auctions go on to show contested bids and deal
// Vendetta cards to the Cheated. These never qualify: a Cash-in that
// draws, and every other draw (a Vendetta card, a Skim, the Cleaner, the
// Loan Shark, the Collector): chance; a Bill given, which its recipient
// sees; a Vendetta card played, and the Enforcer's discard, which show a
// card of the hand; the Court Clerk's peek at the Corruption pile. Nostra
// City has no reaction window: ending a turn answers none.
//
// A seat that timed out or left the table makes the default move
// (sdk.Position.DefaultMove), the first of: end the turn (pass); in a
// distribution keep the Bills not given (keep: the players left short are
// Cheated, as when any player keeps them, HOUSE-23); let a Cold Feet bid
// stand (stay); add the cheapest Bill to a bid just made (Bills in type
// order, $5,000 first); keep the first Bill of a won bid in type order;
// give a Title, aim a Fit of Rage and make a Wiseguy Busy: the first seat
// or Wiseguy in Legal's order. So an absent seat never cashes in, bids,
// corrupts or plays a card.
//
// # Learning bots
//
// AppendApply is a server's Apply: the move made on the State itself, its
// events appended to a slice the server hands back emptied (dst[:0]),
// written into the event values that slice already holds, so it allocates
// nothing once the slice has grown. ApplyInPlace makes a move on the State itself without
// events, for a search bot's playouts (it allocates nothing; the MCTS bot of core/bot
// uses it). For learning agents every move has an action id in [0, 980),
// the same in every position, config and release (NumActions lists the
// layout by kind; MoveAction and ActionMove turn a move into its id and
// back), and Observation(s, p) is 1412 numbers in [0, 1] of what p may
// see, from p's point of view, laid out field by field in its doc;
// InformationState(s, p) is the JSON of p's View, which holds what p
// remembers (KnownBank, KnownHand, KnownDiscards, SeenInCorruption).
package nostracity
