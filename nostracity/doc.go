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
//
// # The position format
//
// A State's JSON (json.Marshal of a State or a View) is the game's
// position format, version 1, like FEN in chess: a UI or a test builds a
// position by writing it. It describes decision points only (auctions,
// the Reception and the Final Verdict run by themselves). Decoding
// (json.Unmarshal into a State) checks everything and refuses, with
// core.ErrBadState naming what is wrong, anything the game could not
// reach: a key spelt otherwise or given twice, an unknown key, input over
// core.MaxJSON bytes, arrays of the wrong length, a face-down card in a
// full state, cards lost or doubled, a Respect score that is not the sum
// of its sources, a decision that cannot be. A position that decodes plays
// on to the Final Verdict. The fields, in order:
//
//   - game: "nostracity"; version: 1.
//   - view: only in a View: the viewer, "P1" or "spectator". A View writes
//     what its viewer cannot see as "?" in piles ("?×4": four face-down
//     Bills) and "hidden" for a bid's space, and has no rng.
//   - rules: the house rules in play, with the Config keys and values
//     (raid_policy, end_bonus_tie, verdict_weight, phase_turn_mode,
//     first_player_rotates_at_reception, discard_top_visible,
//     innocent_if_at_most, two_colour_turf_respect,
//     score_turf_respect_on_entry), every one written.
//   - month: 1 (January) to 6 (June); phase: business, meeting, trial or
//     final-verdict.
//   - step: who decides what: turn (the turn player acts or ends the turn),
//     distribute (the active player hands out a Cash-in's Bills), first-bill
//     (the bid just made needs its first Bill), cold-feet (after the reveal,
//     a Cold Feet bidder withdraws or stays), resolve (the auctions are
//     being resolved; a position rests here only on a pending decision),
//     keep-bid (a sole winner picks the Bill to keep), consigliere and
//     primo-capo (the Title chain).
//   - first_player: the holder of the First Player card; first_player_moved:
//     it changed owners this Month (HOUSE-2); phase_first: who started the
//     phase; turn: the turn player, or "-" once every turn of the Meeting is
//     over (the reveal and the auctions).
//   - passed, acted: under roundRobinSingleAction (HOUSE-1), the seats out
//     of the phase, and whether the turn player has acted this turn.
//   - cold_feet: in the cold-feet step, the bidder deciding. space: in the
//     resolve, keep-bid, consigliere and primo-capo steps, the Street space
//     being resolved (S1..S4, or end when all four are). keeper: in the
//     keep-bid step, the sole winner.
//   - players: one object per seat, P0 first, exactly as many as seats:
//     respect (the Respect score, the sum of its sources); wiseguys and
//     turfs (the Territory, by code: "W02 W07", "T14"); busy (those of them
//     Busy); respect_cards and investigations (the Respect cards and
//     Investigations won); bank, corruption (the Bills this seat put on the
//     Corruption pile) and vendetta (the Vendetta hand) as piles; bids (this
//     Meeting's Auctions, in the order made: wiseguy, space S1..S4, "hidden"
//     or "done" once resolved, bills, withdrawn); cash_ins (this phase's
//     Cash-ins against the limits: racket, gambling, drugs, prostitution);
//     bonus and rank (at the Final Verdict: the End of Game Bonuses and
//     Politician scored, and the rank, 0 first); knows (what this seat knows
//     privately: banks and hands, one pile per seat, of the Bills and
//     Vendetta cards known to be there; discard, the Bills known to be in the
//     discard pile; corruption, one Bill of each type its Court Clerk saw in
//     the Corruption pile).
//   - street: the four Street spaces S1..S4, a card code or "-" when empty;
//     street_pile: the cards in the Street pile above its known bottom (their
//     order is unknown to all); street_bottom: the card the whole table saw
//     go to the bottom (HOUSE-10), or "-"; investigations_gone: those out of
//     the game after a tie.
//   - titles: the holder of the underboss, consigliere and primo_capo, or
//     "-"; zealous_corruptors: the seats that won one, in order;
//     atlantic_city: its owner, or "-"; guilt: the Verdict token (HOUSE-9).
//   - bill_pile (with the Police Raid, "Raid"), bill_discard and drawn (a
//     Cash-in's Bills not yet given) as piles; discard_top: with
//     discard_top_visible, the discard pile's top Bill; cash_in: in the
//     distribute step, its type (red, blue, yellow, green, gambling, drugs,
//     prostitution), owed and got (each seat's share and the Bills or First
//     Player card it received) and short (the draw fell short: under noCheat
//     nobody is Cheated).
//   - vendetta_pile and vendetta_discard as piles; vendetta_played and
//     vendetta_limit: this turn's Vendetta cards played and allowed (2 with
//     the Hitman, HOUSE-12); enforcer: the Enforcer was made Busy this turn
//     and not used; bodyguards_used: this Month.
//   - pending: decisions that interrupt the flow, the first one now:
//     {"decision": "fit-of-rage", "player", "target"} (the target, once
//     known, for one drawn later) or {"decision": "make-busy", "player",
//     "card": "fit-of-rage" or "whack"}.
//   - corruptors: this Trial's corrupters; bidders and won: while the
//     auctions are resolved, who bid and who won a card.
//   - snitches, innocent, winners: at the Final Verdict.
//   - rng: a full state's chance to come (core.RNG), absent in a View.
//
// Piles are written "$5k×2 $10kI": Bills $5k, $10kI, $10kG, $20kI, $20kG,
// $50kI, $50kG (I an Innocent, G a Guilty icon), Raid the Police Raid;
// Vendetta cards fbi-snitch, atlantic-city, fit-of-rage, whack, torch,
// shakedown, tail, skim, fix; "?" face-down. An empty pile is "". A worked
// example, January's Business of a 3-player game where P0 distributes a red
// Racket Cash-in, having given a $5,000 Bill to P2 and holding a $20,000
// Guilty Bill (ExampleState_UnmarshalJSON decodes it):
//
//	{
//	  "game": "nostracity",
//	  "version": 1,
//	  "rules": {
//	    "raid_policy": "noCheat",
//	    "end_bonus_tie": "nobody",
//	    "verdict_weight": "perIcon",
//	    "phase_turn_mode": "allActionsInOneTurn",
//	    "first_player_rotates_at_reception": false,
//	    "discard_top_visible": false,
//	    "innocent_if_at_most": 0,
//	    "two_colour_turf_respect": 1,
//	    "score_turf_respect_on_entry": true
//	  },
//	  "month": 1,
//	  "phase": "business",
//	  "step": "distribute",
//	  "first_player": "P0",
//	  "first_player_moved": false,
//	  "phase_first": "P0",
//	  "turn": "P0",
//	  "passed": [],
//	  "acted": true,
//	  "players": [
//	    {
//	      "respect": 1,
//	      "wiseguys": "W02 W07 W15",
//	      "turfs": "T14",
//	      "busy": "W02 T14",
//	      "respect_cards": "",
//	      "investigations": "",
//	      "bank": "$5k×2 $10kI $10kG",
//	      "corruption": "",
//	      "vendetta": "",
//	      "bids": [],
//	      "cash_ins": "racket",
//	      "bonus": 0,
//	      "rank": 0,
//	      "knows": {
//	        "banks": ["", "", "$5k"],
//	        "hands": ["", "", ""],
//	        "discard": "",
//	        "corruption": ""
//	      }
//	    },
//	    {
//	      "respect": 0,
//	      "wiseguys": "W04 W12 W13",
//	      "turfs": "T05",
//	      "busy": "",
//	      "respect_cards": "",
//	      "investigations": "",
//	      "bank": "$5k×2 $10kI $10kG",
//	      "corruption": "",
//	      "vendetta": "",
//	      "bids": [],
//	      "cash_ins": "",
//	      "bonus": 0,
//	      "rank": 0,
//	      "knows": {
//	        "banks": ["", "", ""],
//	        "hands": ["", "", ""],
//	        "discard": "",
//	        "corruption": ""
//	      }
//	    },
//	    {
//	      "respect": 1,
//	      "wiseguys": "W05 W06 W19",
//	      "turfs": "T03",
//	      "busy": "",
//	      "respect_cards": "",
//	      "investigations": "",
//	      "bank": "$5k×3 $10kI $10kG",
//	      "corruption": "",
//	      "vendetta": "",
//	      "bids": [],
//	      "cash_ins": "",
//	      "bonus": 0,
//	      "rank": 0,
//	      "knows": {
//	        "banks": ["", "", ""],
//	        "hands": ["", "", ""],
//	        "discard": "",
//	        "corruption": ""
//	      }
//	    }
//	  ],
//	  "street": ["W20", "W17", "T07", "W03"],
//	  "street_pile": "W01 W08 W09 W10 W11 W14 W16 W18 T01 T02 T04 T06 T08 T09 T10 T11 T12 T13 R1 R2 R3 R4 R5 R6 R7 R8 I1 I2 I3 I4 I5 I6",
//	  "street_bottom": "-",
//	  "investigations_gone": "",
//	  "titles": {
//	    "underboss": "-",
//	    "consigliere": "-",
//	    "primo_capo": "-"
//	  },
//	  "zealous_corruptors": [],
//	  "atlantic_city": "-",
//	  "guilt": 4,
//	  "bill_pile": "$5k×27 $10kI×13 $10kG×13 $20kI×8 $20kG×7 $50kI×3 $50kG×3 Raid",
//	  "bill_discard": "",
//	  "drawn": "$20kG",
//	  "cash_in": {
//	    "type": "red",
//	    "owed": [1, 0, 1],
//	    "got": [0, 0, 1],
//	    "short": false
//	  },
//	  "vendetta_pile": "fbi-snitch×2 atlantic-city fit-of-rage×5 whack×3 torch×3 shakedown×3 tail×2 skim×2 fix×3",
//	  "vendetta_discard": "",
//	  "vendetta_played": 0,
//	  "vendetta_limit": 1,
//	  "enforcer": false,
//	  "bodyguards_used": [],
//	  "pending": [],
//	  "corruptors": [],
//	  "bidders": [],
//	  "won": [],
//	  "snitches": [],
//	  "innocent": false,
//	  "winners": [],
//	  "rng": {
//	    "pcg": "cGNnOokcyySTzQvi2vCyBp+ZMqQ="
//	  }
//	}
//
// A golden position file (testdata/position.v1.json) keeps decoding from
// one release to the next.
package nostracity
