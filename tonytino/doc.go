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
// A turn is three phases. Phase 1: play or discard a card (MoveKindPlay,
// MoveKindDiscard), then draw. A counterable card opens the opponent's
// Police Raid window (MoveKindPass, MoveKindRaid) and then, if it stands and
// needs them, asks for its target corners one at a time (MoveKindTarget).
// Phase 2: place a face-up crew tile on a corner of the lowest token value
// (MoveKindPlace). Phase 3 is automatic: every
// street the tile completed goes to the higher total, a tie discards it.
// State.Phase names the decision the game waits for; Prompt says it in
// words ("Choose your Informant for Stool Pigeon") and Describe says a move
// ("Play Stool Pigeon: swap an Informant of yours with a stronger tile of
// yours"), both the same on the decider's View.
//
// Score is money in dollars: the racket tiles a player has won.
// State.Check states the game's conservation laws. AppendLegal fills a
// reused buffer instead of allocating, and an Apply allocates once (its
// events), so a bot's random playout of a whole game takes some tens of
// microseconds. State is a value of fixed-size arrays: copies are cheap and
// no function modifies a State it is given. View(s, p) hides what p may not
// see; Determinize deals it back for a search bot, from rng.Split(), and
// keeps rng as the state's chance. NewWithRNG and State.WithRNG force the
// chance to come, for tests. Rules is the game as a core.Game for the
// harness, the generic bots and the sdk registry.
//
// # Notation
//
// A move is one line, its seat first (Move lists them): "P0 play step-up",
// "P1 raid", "P0 target C4", "P0 place 2 C4", "P1 racket H3". In JSON a
// Move is that string. The identifiers have a notation (String, read by
// ParseX and written by MarshalText), a name as printed (Name) and their
// rules text (Text), and each type's plural yields its ids (Cards(),
// Corners(), ...). A "no such thing" is NoX, written "none" and left out
// of JSON; a View's hidden value is HiddenX, written "hidden":
//
//   - Corner: A1..F6, column letter then row number, row by row from the
//     top left; "corner C4".
//   - Street: V1..V6 for the columns A..F, H1..H6 for the rows 1..6.
//   - Token: the corner tokens 1 to 10.
//   - Tile: the crew tiles by value, 0 Informant, 1 Henchman, 2 Lieutenant,
//     3 the Godfather's Son.
//   - Racket: 10k, 20k, 30k, 50k (the tiles by their worth; words say
//     "$30,000").
//   - Card: step-up (Step Up), stool-pigeon (Stool Pigeon), takeover
//     (Takeover), super-crew (Super Crew), double-cross (Double Cross),
//     lucky-break (Lucky Break), police-raid (Police Raid). Super Crew and
//     Police Raid are the printed names; the rulebook shows the other five
//     cards only as pictures, so this package names them (HOUSE-4 has the
//     counts), and each card's id is its name in lower-case kebab-case.
//   - Phase: the rulebook's phase of play: phase-1, phase-2, draft (the
//     racket draft of Config.RacketDraft), over.
//   - Decision: what the game waits for: play-or-discard (phase 1),
//     raid-window (the Police Raid window), target (the card's targets),
//     place (phase 2), put-racket (the racket draft), over.
//
// A hidden entry of a View (a card in a hand or deck, a tile of a pile, a
// racket of the draft stack) is written "hidden"; hidden discards are
// counted as {"hidden": 3}.
//
// # Events
//
// Apply returns what happened as Events, each with its audience; a card
// drawn, or discarded face down, comes twice: the full event for its owner
// and a copy with the card "hidden" for everyone else. In JSON an event is
// {"kind": ..., fields, "to": audience} with exactly the fields its kind
// uses, ids in notation and seats as "P0"/"P1":
//
//	turn-started          player
//	card-played           player, card
//	raid-passed           player (who lets it stand), card
//	card-countered        player (who plays Police Raid), card (the one cancelled)
//	card-discarded        player, card ("hidden" in the others' copy)
//	card-drawn            player, card ("hidden" in the others' copy)
//	stepped-up            player, token (this turn's tile goes on it)
//	extra-turn-granted    player (Super Crew resolved: another turn follows)
//	target-named          player, card, corner (the first target)
//	tiles-swapped         player, card, corner, corner2
//	tokens-swapped        player, card, corner, corner2, token, token2 (now on corner and corner2)
//	tokens-shuffled       player, count (how many tokens on free corners Lucky Break reshuffled)
//	tile-placed           player, corner, tile, token (the token it covers)
//	tile-turned-up        player, tile
//	racket-won            player, street, racket, sums ([P0's total, P1's])
//	racket-discarded      street, racket, sums (a tie)
//	extra-turn-forfeited  player (no crew tile left for Super Crew's turn)
//	turn-skipped          player (no crew tile left)
//	game-over             player (the winner; absent on a shared win); Result has the money
//	racket-put            player, street, racket (racket draft)
//	racket-turned-up      player, racket (racket draft: the next one to put out)
//	extra-turn-started    player (the extra turn Super Crew gave)
//
// For example
// {"kind":"racket-won","player":"P1","street":"H3","racket":"30k","sums":[4,7],"to":"everyone"}.
//
// # The position format
//
// A State's JSON is a position (version 2), written and read by
// MarshalJSON and UnmarshalJSON; ExampleState_UnmarshalJSON decodes one
// written by hand, and testdata/position-v2.json must keep decoding. It
// holds decision points only: draws, turned-up tiles and scoring have
// happened. Keys come in the order below, spelt exactly, each once; a
// value that is not there is left out (no null, "none" or ""), and so are
// empty lists, empty piles and false flags. Keys marked derived may be
// left out on input: the decoder works them out from the rest, and where
// one is given it must agree. The encoder writes them all, so a client
// reads them without working them out.
//
//	game          "tonytino"
//	version       2
//	view          a View only: the seat it is for, "P0", "P1" or "spectator"
//	rules         the house-rule switches {"stool_pigeon_x3", "public_discards", "racket_draft"},
//	              each true or false; a switch left out is false, and so are all when "rules" is left out
//	phase         derived: the rulebook's phase, phase-1, phase-2, draft or over
//	decision      derived: the kind of the pending decision (play-or-discard, raid-window, target, place,
//	              put-racket), over at the end
//	active        derived: whose turn it is, "P0" or "P1"; absent once the game is over
//	decisions     the pending decision, absent once the game is over: one object
//	              {"decision": kind, "seat": who decides, "card": the card played (raid-window and target only),
//	              "first_target": the corner named first (target only)}; in the raid window the seat
//	              is the opponent of the active player. Derived when "decision" and "active" say all
//	              of it (play-or-discard, place, put-racket: the seat is the active player); a
//	              raid-window or target decision is given here, with its card. Left out with
//	              "decision" and "active" both left out too, the game is over, so every corner holds
//	              a crew tile
//	step_up       true once Step Up resolved this turn (decision place)
//	extra_turn    true once Super Crew resolved this turn
//	board         six strings, rows 1 to 6, each six cells for columns A to F, one space between two:
//	              a free corner's token ("7"), or a crew tile as owner:value ("P0:2")
//	rackets       twelve objects in street order V1..V6, H1..H6:
//	              {"street": "V1", "racket": "30k", "at": where}; where is "street" (still on it),
//	              "P0" or "P1" (won by), "setup" (discarded: the street was full at setup),
//	              "tie" (discarded on a tie) or "draft" (none yet: racket draft; "racket" absent).
//	              "racket" is derived in a full state: left out, it is dealt from the twelve less
//	              those named (and in racket_stack), shuffled; a View names every one
//	racket_stack  the racket draft's face-down stack, top first, its top face up; derived in a full
//	              state (the rackets not on a street, shuffled), required in a View of the draft
//	players       two objects, P0 then P1:
//	  seat        "P0" or "P1"
//	  pile        derived: the face-down crew tiles, top first ("hidden" in a View); left out, the
//	              colour's 18 tiles less those on the board and face up, shuffled
//	  face_up     the face-up crew tiles (two while the pile lasts), in the order turned up
//	  deck        derived: the face-down cards, top first ("hidden" in a View); left out, the
//	              deck's 13 cards less those in hand, played and discarded, shuffled
//	  hand        the hand, in any order; written in card order (another seat's cards "hidden"
//	              in a View)
//	  played      the cards played face up, countered ones and Police Raids too (the card
//	              being resolved among them), counted: {"step-up": 2, "takeover": 1}
//	  discards    the cards discarded, counted; in a View the ones it may not see are
//	              {"hidden": n}
//	rng           a full state only, last: the chance to come (core.RNG's JSON)
//
// Order: board rows 1 to 6 and their cells A to F, rackets in street order
// and players in seat order; a pile, a deck and racket_stack top first,
// and face_up in the order turned up: the state keeps these orders, so they
// are read as given. A hand may come in any order (the state keeps it in
// card order, and so it is written), and played and discards are objects,
// their keys in any order (written in card order).
//
// The counts a position keeps (the laws of State.Check; a refusal names the
// one broken, and a derived key is worked out from them):
//
//	tokens        the free corners hold tokens of the 24: 1 ×3, 2 ×3, 3 ×3, 4 ×3, 5 ×3, 6 ×3,
//	              7 ×2, 8 ×2, 9 ×1, 10 ×1; one free corner per crew tile still to place (face up
//	              or in a pile, of either colour)
//	crew tiles    each colour has 18, on the board, face up or in its pile, by value 0 ×3, 1 ×11,
//	              2 ×3, 3 ×1; two face up while the pile has any, at most 12 in the pile
//	rackets       the twelve: 50k ×1, 30k ×3, 20k ×4, 10k ×4 ($260,000), one dealt to each
//	              street; in the racket draft those not yet put out are the racket_stack
//	cards         each deck has 13, in hand (at most 3), deck, played or discarded: step-up ×5,
//	              stool-pigeon ×2, takeover ×2, super-crew ×1, double-cross ×1, lucky-break ×1,
//	              police-raid ×1; with stool_pigeon_x3 step-up ×4, stool-pigeon ×3, takeover ×2,
//	              super-crew ×1, double-cross ×1, lucky-break ×1, police-raid ×1
//
// A derived pile or deck is shuffled from rng.Split(), so the rng given is
// the one the game goes on with. To write the rng by hand, give {"seed": 7}
// (core.NewRNG(7)); {"seed": 7, "forced": [0, 2]} also queues the next
// outcomes of chance, as core.RNG.Force does (a shuffle consumes them too).
// The encoder writes the generator's state as {"pcg": "..."}, which is
// json.Marshal(core.NewRNG(seed)) for a new one. A minimal mid-game
// position, every derived key left out:
//
//	{"game": "tonytino", "version": 2,
//	 "decisions": [{"decision": "place", "seat": "P0"}],
//	 "board": ["6 P0:1 P0:1 P0:0 3 3", "9 P1:0 P1:1 8 P0:1 4", "P1:1 P0:0 P1:1 8 5 4",
//	           "4 P1:1 P1:1 6 2 6", "P0:1 5 5 P0:1 P1:1 7", "P1:0 P0:1 P0:3 10 P1:3 7"],
//	 "rackets": [{"street": "V1", "racket": "30k", "at": "street"}, ... eleven more],
//	 "players": [{"seat": "P0", "face_up": ["1", "1"], "hand": ["step-up", "takeover", "police-raid"]},
//	             {"seat": "P1", "face_up": ["1", "0"], "hand": ["step-up", "lucky-break"]}],
//	 "rng": {"seed": 7}}
//
// Decoding checks everything and names the law broken (core.ErrBadState):
// input over core.MaxJSON bytes is refused before anything is allocated for
// it, and so is every list past its largest length; then the names, the
// lengths, the derived facts, the laws of State.Check, no "hidden" in a
// full state, exactly the viewer's hidden entries in a View, the pending
// decision's own rules (its first target, its card), and a legal move for
// the player to move. A full state that decodes is one the game could
// reach, and random play takes it to the end. A View decodes as a view:
// Legal, Prompt and Describe work on it, Apply refuses it (determinize it
// first).
//
// # Bots: playouts, action ids and observations
//
// AppendApply is a server's Apply: the move made on the State itself, its
// events appended to a slice the server hands back emptied (dst[:0]),
// written into the event values that slice already holds, so it allocates
// nothing once the slice has grown. ApplyInPlace makes a move on the State itself without
// events, for a search bot's tree, and Rules.PlayoutStep one uniformly random legal move
// in place, for its playouts (neither allocates; the MCTS bot of core/bot
// uses both; a playout step is more than twice as fast a move as Apply). For learning agents every move has an action id in [0, 208),
// the same in every position, config and release (NumActions, MoveAction,
// ActionMove: play 0-6, discard 7-13, pass 14, raid 15, target 16-51,
// place 52-195 as 52 + 36·tile + corner, racket 196-207), and
// Observation(s, p) is 298 numbers in [0, 1] of what p may see, from p's
// point of view, laid out field by field in its doc; InformationState(s,
// p) is the JSON of p's View, which holds all Tony & Tino lets p remember.
//
// # Online tables: take-backs and default moves
//
// The registry (sdk.Game.TakeBack) lets the seat that made the last move
// take it back only when the move revealed nothing hidden from any seat.
// In Tony & Tino that is naming the first target of Stool Pigeon, Takeover
// or Double Cross, and placing a crew tile or putting a racket on a street
// when no tile or racket is turned up after it. Every other move is final:
// discarding a card draws one; playing a card shows it to the table, and
// draws one at once unless it waits in the Police Raid window or for its
// targets (the draw comes when they close); placing a tile turns the next
// one up, Lucky Break reshuffles the tokens with chance, the last target
// resolves the card (and a card is drawn), and passing or raiding in the
// Police Raid window answers a reaction, which tells the table something.
//
// A seat that timed out or left the table makes the default move
// (sdk.Position.DefaultMove), the first of: let the card stand (pass),
// discard (Step Up first: the hand in card order), name a target, place a
// tile, put the racket on a street, play a card, all in Legal's order.
//
// # House rules
//
// The rulebook is followed where it speaks. Where it is silent or
// contradicts itself, this package decides, and names the decision in the
// code where it applies. Those players could dispute are Config switches.
//
//   - HOUSE-1: board geometry: corners A1..F6 row by row; streets V1..V6
//     (columns A..F) then H1..H6 (rows 1..6); one racket per street, the
//     columns' above the board, the rows' to its right.
//   - HOUSE-2: setup order of chance: tokens, rackets (in street order; a
//     street full at setup discards the tile dealt to it), P0's tiles, P1's
//     tiles, P0's cards, P1's cards, the start player.
//   - HOUSE-3: the start player is Config.StartPlayer (start_player), or
//     drawn by the RNG (the rulebook's "the youngest" is nothing an engine
//     knows).
//   - HOUSE-4: 13 cards per deck (every edition has 13, the rulebook's
//     counts add up to 12): Step Up ×5, Stool Pigeon ×2, Takeover ×2, Super
//     Crew, Double Cross, Lucky Break, Police Raid (Card.Copies).
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
//   - HOUSE-15: discards are face down, so a discarded Police Raid stays a
//     secret. Switch: Config.PublicDiscards (public_discards).
//   - HOUSE-16: equal money is broken by more racket tiles won, then by
//     the best single tile; still equal, the win is shared.
//   - HOUSE-17: when one tile completes two streets, the column is scored
//     before the row.
//   - HOUSE-18: the racket draft (a German review's rule), off by default.
//     Switch: Config.RacketDraft (racket_draft). The rackets are shuffled
//     face down; from the start player on, the players take turns putting the
//     top one, face up, on any street without one ("P0 racket H3"). The tiles
//     that would come last, one per street full at setup, are discarded face
//     up. Then the start player begins play.
package tonytino
