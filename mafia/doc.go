// Package mafia is the rules engine of Mafia (International Team): the State
// against four mafia Families in Sicily, for 2 to 5 players (sections A–H of
// the translated rulebook, the translator's clarifications and his
// experimental 2-player addendum included).
//
// A State is an immutable value; Legal lists the decisions of the one seat
// that decides now (ToMove), which may be a player reacting out of turn;
// Apply makes one and returns the events. Chance lives in the state
// (core.RNG). The map is data (Map: 26 spaces, their types, printed
// numbers, home colours, the clockwise ring, the two-way centre track
// through Enna, the Palermo–Catania air link and the State's start
// cities), so movement is table driven. SicilyMap is the default;
// Config.Map (map) plays another map that passes Map.Validate.
// No public source prints the board, so SicilyMap's spaces, names and
// numbers are this package's design (house rule HOUSE-MAP, below); every
// other rule is the rulebook's, or a house rule named where it applies.
//
// # Seats and factions
//
// The factions are the red, black, orange and green Families (the
// calendar's R, N, O and V: rosso, nero, arancio, verde) and the State.
// Five players: P0 plays the State, P1–P4 the red, black, orange and green
// Families. Three players (F): P0 the State, P1 red and orange, P2 black and
// green. Four players (G): P0–P3 the red, black, orange and green Families;
// nobody plays the State, whose counters the active player moves. Two
// players (H): P0 plays red and green, P1 black and orange; P0 runs the
// State's turn after black, P1 the one after green, and during a Family
// turn the State's counters are run by the other player. State.SeatOf
// names the seat that plays a faction now.
//
// Score (State.Score) is progress towards a win: for a Family seat the most
// spaces one of its Families controls; for the State's seat the State's
// remediation points in half points (the State wins at 8, that is 4
// points). Result gives the winning seat 1 and every other seat 0.
//
// # A turn, and the order of the dice
//
// The calendar runs R, N, State, O, V, State (D1). A turn:
//
//  1. Victory checks (E; F3, G4, H9): a Family that controls 4 spaces (5 in
//     the 3- and 2-player games) at the start of its turn wins; the State
//     with 4 remediation points at the start of its turn (in the 4-player
//     game 4 points at the start of any turn mean everybody loses; in the
//     2-player game the State's points are counted at the end of a State
//     turn, H10).
//  2. Returns (D3): one die for each of the faction's counters in a box,
//     Prison first, then the Carabinieri Station, then the Continent,
//     within a box by counter (Prefetto, SISDE, CC1–CC3, R.B, R.P1, R.P2,
//     N.B, ... V.P2). A successful Prison return opens the State's Support
//     of the Judiciary window.
//  3. The "any time" checkpoint after the returns.
//  4. The movement roll: two dice, the first die (die-1) and the second (die-2);
//     then the Helicopter Operation window. A faction under the Antimafia
//     Commission's result skips its movement and activities instead.
//  5. Movement (D4): one counter by the sum, or two counters by one die
//     each; a flight between the airports opens the ATI Strike / Bomb at
//     Airport window. In the 4-player game one State counter then moves by
//     one die's value (G3). Then the Anti-Mafia Operation window.
//  6. Activities (D5), for each moved counter in the order it moved (the
//     4-player State counter last), in its space: (i) an Anti-Mafia
//     Operation roadblock roll, then the space's own roll (roadblock,
//     ambush, assassination, Antimafia Commission: the arriving counter;
//     the restaurant: once a turn, every counter there, by counter); (ii)
//     the reactions of counters already there (the Prefetto's arrests and
//     detentions, a Boss's block, Killers from Las Vegas); (iii) the
//     mover's own actions — shootouts, arrests, detentions, investigation
//     or the undercover operation — then its roll for control, then its
//     telephone call. In a shootout the attacker rolls first, then the
//     target if it fires back.
//  7. The "any time" checkpoint at the end of the turn; then the 4-player
//     game's drawn Roma and SISDE cards go back (G3), and in the 2-player
//     game the drawn SISDE cards and the Roma cards that expire (H6, H7),
//     and H10's count.
//
// Decks are shuffled when a card returns to them, from a number drawn with
// core.RNG.Uint64, so dice forced in a test (core.RNG.ForceRolls) are not
// used up by shuffles.
//
// # The turn's steps
//
// What runs by itself is a stack of steps, the agenda, under the pending
// decision; a position lists it (turn.steps, the next first). A turn puts
// on, to run in this order: start-checkpoint (only with all_checkpoints),
// return (one per counter in a box, in the order above),
// returns-checkpoint, roll, end-checkpoint, end (in the 4-player State's
// slot only the returns and the end). Movement puts on, before the
// end's checkpoint, movement-checkpoint (only with all_checkpoints) and
// one activities step per moved counter, in the order they moved; each,
// when it begins, puts on that counter's steps: anti-mafia-roadblock,
// space, reactions, actions, control, telephone (with all_checkpoints a
// checkpoint-i, checkpoint-ii and checkpoint-iii after the space, the
// reactions and the telephone). A step that opens a decision first puts on
// what is left of it: reactions leaves prefetto-arrest and boss-block for
// an arriving Picciotto; the Prefetto's actions leave prefetto-sweep while
// he works through the counters there; a Carabiniere that arrested or
// detained (or removed a control counter) gets more-actions; telephone
// leaves call-usa under the Wiretap window, which Wiretap takes off. A
// moved counter removed from its space does nothing more: its steps left
// are skipped. Between the roll and the activities, movement is decisions
// that lead to one another and put no step on: the Helicopter Operation
// window, the checkpoint after the roll (all_checkpoints), the first leg,
// a flight's ATI Strike / Bomb at Airport window, the second leg, the
// 4-player State move. When movement ends the activities go on, and the
// Anti-Mafia Operation window opens before they run.
//
// # What the rulebook says a counter "can" or "may" do
//
// Each permission of sections D and E is either a decision for its owner
// or automatic:
//
//   - D4, move one counter by the sum or two by one die each; the centre
//     track in either direction; the flight between the airports: choices
//     of the movement decision ("move").
//   - D5b PREFETTO, "may detain any Bosses": the State's decision (detain or
//     pass); "can arrest a Boss ... with the pair": the same decision
//     (arrest), and on a State turn "convert" at a checkpoint for a Boss
//     already detained (D6c).
//   - D5b PREFETTO and BOSS, "can shoot back" / "can only return fire":
//     automatic — both sides roll at once, so firing back never costs the
//     defender anything.
//   - D5b PREFETTO and BOSS, "can call Rome" / "can call the USA", and the
//     SISDE's investigation: automatic — a card drawn may be kept unplayed
//     (or played with no effect), so a draw never harms its owner; a USA
//     call still opens the State's Wiretap window.
//   - D5b CARABINIERI, "can remove a Mafia Control counter ... by rolling the
//     die once more": a decision for the State ("roll" or "decline"),
//     automatic with Config.AutoControlRolls (auto_control_rolls); in the
//     2-player game no roll, the mover "may choose" to remove one
//     ("remove-control", H5).
//   - D5b CARABINIERI, "can conduct detention actions ... and arrest
//     Picciotti": the Carabiniere's actions decision (detain, arrest, done).
//     "If both sides survive the shootout, the CC can proceed with the
//     arrest": automatic — the arrest was the State's choice already.
//   - D5b BOSS, "can prevent Picciotti ... from carrying out any type of
//     activity": the Boss's owner's decision ("block" or "allow"); "can
//     engage in a shootout with an opposing Boss": the Boss's actions
//     decision ("shoot" or "done").
//   - D5b PICCIOTTI, "can assert control ... by rolling the die once more": a
//     decision for the owner ("roll" or "decline"), automatic with
//     Config.AutoControlRolls (auto_control_rolls); "can also initiate
//     shootouts" (with opposing Picciotti, or the SISDE per the ENCOUNTERS
//     table): the actions decision; "choosing to oppose Carabinieri":
//     "resist" or "submit".
//   - D5c CONTROL, a Family "can ... overlap several control counters" on
//     a space: automatic — a control action on a space the Family controls
//     adds a counter to its stack (HOUSE-4.4d for an empty supply), since
//     a bigger stack only protects it.
//   - D6, Roma and USA cards "can be used at any time": the card windows and
//     checkpoints below (HOUSE-4.5), where the holder plays or passes.
//   - H4, the State's player "has the option" to arrest or detain their own
//     Families: the Prefetto's arrest of an own Picciotto is a decision;
//     H8, the undercover operation "may cause one ... to be removed": the
//     SISDE's actions decision; H6, a player acting for the State "may draw
//     one Roma card" with an action: automatic (HOUSE-H6), and only with
//     an action (HOUSE-H6c).
//   - Section E grants no permission: the end of the game is automatic.
//
// # House rules
//
// Where the rulebook is silent this package decides; each decision has an
// id, named in the doc comment of the code that implements it, and the
// disputable ones are Config switches:
//
//   - HOUSE-MAP: no public source prints the map, so the 26 spaces, their
//     names, types and printed numbers are this package's: a 22-space
//     clockwise ring and the four-space centre track MAD–CAL–ENN–PIA
//     joining Cefalù (three steps north of Enna) and Gela (two steps south),
//     with the Palermo–Catania air link. Config.Map (map) plays another map.
//   - HOUSE-4.1a: the translator's facing clarification is a facing (none,
//     N, S) recorded where a move ends; setup and returns reset it.
//     HOUSE-4.1b: at most one flight per move (the translator's "no back
//     and forth"). HOUSE-4.1c: Helicopter Operation changes each die by −2
//     to +2, the result kept within 1 to 8. HOUSE-4.1d: a grounded flight
//     is not made; the mover chooses again with the same dice and no air
//     link for the rest of the turn. A split needs two counters, and a
//     second counter able to use the other die; with no legal path for any
//     option the movement is skipped. HOUSE-4.1e: a move ends on a space
//     other than the one it started from. The rulebook does not say so,
//     but it gives activities only to the counters a player moved, and
//     "counters that remained stationary" none; a Boss flying round the
//     island back to his own space (Termini Imerese to Termini Imerese by
//     11 points) would act where he stood, so such a move is not offered.
//   - HOUSE-4.2: one news-leak discard per arriving counter, none with an
//     empty hand; Anti-Mafia Operation is played after a Family's movement
//     on a space where a moved mafioso ended, resolved before the printed
//     effect, home-city protection still applying.
//   - HOUSE-4.3: the RETURNS table, which no source prints: from the
//     Continent a Boss returns on 5–6, others on 4–6; from Prison a Boss on
//     6, a Picciotto on 5–6; from the Station a Boss on 4–6, a Picciotto on
//     3–6. A counter placed by a return did not move: nothing reacts to
//     it.
//   - HOUSE-4.4: the ENCOUNTERS table as the rule text reads; only the
//     Prefetto, a Boss (blocking) and Picciotti (Killers from Las Vegas)
//     react to an arrival, the Carabinieri and the SISDE never (the text
//     gives reactions to no other counter). HOUSE-4.4a: the Prefetto's
//     control removes every control counter in his space (as in H5);
//     Config.PrefettoRemovesOne (prefetto_removes_one) removes one.
//     HOUSE-4.4c: a blocked Picciotto neither controls nor shoots, but may
//     resist arrest. HOUSE-4.4d: with an empty supply a control action still
//     removes. HOUSE-4.4e: Visit of an American Boss may target a space any
//     Family controls (the card aids other players);
//     Config.VisitOwnFamilyOnly (visit_own_family_only) restricts it to the
//     player's own. Shootouts are one against one.
//   - HOUSE-4.5: the card windows — Support of the Judiciary after a
//     successful Prison return or Government Protection; Helicopter Operation
//     after the movement roll; ATI Strike and Bomb at Airport on a declared
//     flight; Anti-Mafia Operation after a Family's movement; Killers from
//     Las Vegas when the Prefetto and Picciotti meet; Special Weapons and
//     Leatherheads on a declared shootout; Wiretap before a USA call — and
//     the "any time" checkpoints after the returns and at the end of every
//     turn, where factions are asked in calendar order from the active one.
//     Config.AllCheckpoints (all_checkpoints) opens a checkpoint also at the
//     start of the turn (after the victory checks, before the returns), after
//     the roll, after movement and after each activity step. Roma and USA
//     cards "can be used at any time ... to aid another player" (D6), as
//     far as each card's text reaches, so a window asks each faction that
//     could hold a card playable there: Support of the Judiciary,
//     Helicopter Operation, Anti-Mafia Operation and Wiretap the State; a
//     flight every faction but the mover's (ATI Strike the State, Bomb at
//     Airport any Family); Killers from Las Vegas the Families with a
//     Picciotto in the Prefetto's space; a shootout its two sides alone,
//     for Special Weapons protects "your counter(s)" and Leatherheads
//     eliminates "the target you are shooting at" (a State holding
//     Leatherheads is not asked in a shootout between Families, nor a third
//     Family holding Special Weapons; each Family keeps its own hand, F, so
//     a seat's other Family is not asked for it either); a checkpoint every
//     faction (but the 4-player game's State, whose cards live within a
//     turn), each "any time" card's target any Family's. Each of them is
//     asked whatever cards it holds, whenever its hand is not empty: a
//     hand's size is public, so being asked tells nothing, and an empty
//     hand could hold nothing. Config.SkipEmptyWindows
//     (skip_empty_windows) skips a faction with nothing playable there
//     (faster, but being asked then tells the table it holds a card that
//     may be played there).
//   - HOUSE-4.6: home cities are chosen in calendar order R, N, O, V (the
//     translator's "oldest first" needs ages); Picciotti are not protected
//     in their home city (only Bosses are); a draw from an empty deck draws
//     nothing.
//   - HOUSE-6.3a: in the 4-player game a State counter's actions draw at most
//     one Roma card a turn; an action is an arrest, a detention, a control
//     removal or a call to Rome (which draws already). HOUSE-6.3b: the State
//     counter moves after the Family's movement, all moved counters resolve
//     in one activities phase in the order they moved, the active player
//     decides for the State's counters, and the State's own calendar slots
//     only roll its returns.
//   - HOUSE-H6: in the 2-player game the Roma card a player acting for the
//     State may draw is drawn automatically (an unplayed card only waits to
//     expire). HOUSE-H6c: H6 grants the draw "whenever a player is taking an
//     action for a State counter ... in conjunction with the action", so it
//     comes only with an action, as HOUSE-6.3a counts them: an arrest, a
//     detention, a control removal, and the SISDE's undercover operation
//     (a call to Rome draws its own card). It is drawn when the action is
//     taken, before it resolves, so it may be played with it (Leatherheads
//     in the shootout of a resisted arrest); a State counter that only
//     moves, or ends on a space where it takes no action, draws nothing,
//     and a State decision let go by (pass) draws nothing either.
//   - HOUSE-H6b: in the 2-player game, with no single State hand, Mole in
//     Prefecture shows the State cards of the player acting for the State
//     at that moment (during a Family's turn, the other player's).
//   - HOUSE-CUTOFF: Config.MaxTurns (default 600 calendar turns) ends an
//     endless game with no winner.
//   - HOUSE-ROLLS: the rolls of D5b for control are the owner's choice (the
//     rulebook says the counters "can" roll); Config.AutoControlRolls
//     (auto_control_rolls) rolls them automatically, as soon as a roll can do
//     something, for tables that never decline and for fast self-play.
//
// # Notation
//
// A move is written "P<seat> <verb> ...", exactly as Move.String prints and
// ParseMove reads it; a Move's JSON is that string. Counters are prefetto,
// sisde, CC1–CC3, and R.B, R.P1, R.P2 (the red Boss and Picciotti), N.B,
// ..., V.P2; spaces are their three-letter ids (PAL ... PIA); dice are sum,
// die-1 (the first die) and die-2 (the second); cards are their ids, the
// kebab-case of the printed title (support-of-the-judiciary,
// government-falls, wiretap, anti-mafia-operation, helicopter-operation,
// discover-a-lair-in-the-city, ati-strike, leatherheads,
// government-protection, protection-of-a-notable-person,
// killers-from-las-vegas, visit-of-an-american-boss, special-weapons,
// mole-in-prefecture, bomb-at-airport, your-wife-cheats-on-you,
// sisde-red-clue-1 ... sisde-green-clue-2). The verbs:
//
//	P1 home red PAL                     the red Family chooses Palermo (C2)
//	P1 move R.B die-1 to CAT by air     a movement leg: counter, die, end
//	P2 move N.P1 sum to ENN facing S    ... and the facing on the centre track
//	P0 pass                             let a card window go by
//	P0 play helicopter-operation -1 +2  play a card: the dice deltas,
//	P1 play government-protection N.P1  ... a counter freed,
//	P0 play anti-mafia-operation SST    ... a space, or no target (P0 play wiretap)
//	P0 detain R.B                       detain a Boss (Prefetto or CC)
//	P0 detain R.B with lair             ... in his home city, with Discover a Lair
//	P0 arrest R.P2                      arrest a Picciotto, or a Boss with the SISDE pair
//	P0 convert N.B                      the SISDE pair turns N.B's detention into an arrest
//	P1 resist                           a Picciotto resists the CC's arrest (a shootout)
//	P1 submit                           ... or submits
//	P2 block                            a Boss stops an arriving opposing Picciotto
//	P2 allow                            ... or lets it act
//	P1 shoot R.B at N.B                 the moved counter opens fire on another: a shootout
//	P3 discard your-wife-cheats-on-you  the news leak's discard
//	P1 done                             no more actions for the moved counter
//	P1 roll R.P1                        the counter rolls for control (a Picciotto) or its removal (a CC)
//	P1 decline                          ... or do not roll
//	P0 remove-control                   2-player game: the CC removes one control counter (H5)
//	P0 undercover N.P1                  2-player game: the SISDE sends a mafioso home (H8)
//
// A move names the counter that acts where it says which one (roll,
// shoot: always the counter the decision is about; another is refused).
// Build moves with the constructors (MovementMove, RollMove, ShootMove,
// ...): Move's fields are named for what they hold, Counter the counter
// that acts and Target the one acted on.
//
// Describe says a move as a sentence; Prompt says what the seat to move
// decides. A refused move's error is a core.RuleError whose Code names the
// rule broken; Reasons lists every rule with its name, error kind and
// words, so a UI may word them its own way. A move is checked in this
// order, and refused for the first rule it breaks: the game is on and a
// decision is pending; the move is the deciding seat's; its kind is a
// verb and it sets no field its kind does not use; a card it plays or
// discards is in the deciding faction's hand (or the refusal names the
// seat's other hand that holds it); then the decision's own rules, the
// kind of move first (the decision takes it), then the counter that acts
// (the one the decision is about), then the target, the space or the die.
//
// State.Phase is the rulebook's phase of play (preparation, returns,
// movement, activities, over); State.Decision is the kind of decision
// pending (home-city, move, control-roll, ...; over after the end).
//
// # Events
//
// Apply returns *Event values. An Event's JSON is {"kind": ..., keys...,
// "to": audience}, declared with codec.EventCodec: the kind's name, then
// only the keys it uses, with ids as text (counters, spaces, boxes, cards,
// decks, factions, causes) and a card its audience may not see as
// "hidden". Who an event is about is "player", the seat that plays
// "faction" now; a key in brackets is left out when absent: the player of
// the State in the 4-player game (nobody plays it), a false success, no
// counter or space, no cause, a zero count. The kinds and their keys:
//
//	home-chosen         player, faction, space
//	turn-started        [player], faction
//	return-rolled       [player], faction, counter, from (a box), roll, [success]
//	release-blocked     [player], faction, counter (Support of the Judiciary kept it in Prison)
//	dice-rolled         [player], faction, dice
//	dice-changed        dice (Helicopter Operation)
//	moved               [player], faction, counter, from, space, [by_air]
//	movement-skipped    [player], faction, [cause] (antimafia-commission: skipped; none: no legal move)
//	air-cancelled       counter, card
//	space-rolled        [player], faction, counter, space, cause (the effect), roll, [success]
//	detained            [player], faction, counter, space, cause, [by] (the counter that did it)
//	arrested            [player], faction, counter, space, cause, [by]
//	eliminated          [player], faction, counter, space, cause, [by]
//	returned            [player], faction, counter, space
//	next-movement-lost  [player], faction (the Antimafia Commission's result)
//	control-placed      [player], faction, space, count (now there)
//	control-removed     [player], faction, space, [count] (left)
//	control-rolled      [player], faction, counter, space, roll, [success]
//	roll-declined       [player], faction, counter, space
//	card-drawn          [player], faction, deck, card (hidden to all but the drawer)
//	card-played         [player], faction, card, [target] (a counter), [space]
//	card-discarded      [player], faction, deck, card (the news leak; hidden to the rest)
//	cards-returned      [player], faction, count
//	hand-revealed       [player], faction, [cards] (Mole in Prefecture; only its player)
//	blocked             [player], faction, counter (the Boss), target
//	shootout-started    [player], faction, counter (the attacker), target, space
//	shot                [player], faction, counter, target, roll, [success]
//	arrest-resisted     [player], faction, counter
//	investigated        space, [count] (the mafiosi)
//	game-over           [player], [faction] (the winner; both absent: nobody won), cause
//
// A cause is one of roadblock, anti-mafia-operation, ambush, assassination,
// restaurant, antimafia-commission (space effects), shot, prefetto,
// carabiniere, after-shootout, sisde-pair, sisde-card, convert, undercover
// (what detained, arrested, eliminated or moved a counter), and cut-off,
// all-lose, control, remediation, both-pairs, red-green-pair,
// black-orange-pair (how the game ended); Cause lists them.
//
// # The position format
//
// A State's JSON (MarshalJSON, UnmarshalJSON) is a position, like FEN in
// chess: it is how a UI or a test builds a position and how a game is
// saved. A position is a decision point — somebody decides, or the game is
// over; what runs by itself (returns, dice, activities) has run. Decoding
// reads at most core.MaxJSON bytes, keys exactly once and in their case,
// every list within its largest size, and checks every name, length and
// conservation law (ErrBadState names the law broken), so a position that
// decodes plays on to the end. A value that is not there is left out:
// no empty list, no "none", no false. Keys marked derived may be left out
// on input: the decoder works them out from the rest, and checks them where
// given; the encoder writes them. The fields (version 2), in this order:
//
//	game        "mafia"
//	version     2
//	view        only in a View: the viewer ("P1", or "spectator")
//	rules       every switch of the Config, written in full ("players": 5,
//	            "max_turns": 600, ...); a custom map as "map", Sicily left
//	            out. Left out on input: the default game
//	phase       derived: the rulebook's phase (Phase): preparation,
//	            returns, movement, activities; or over
//	decision    derived: the decision on top of decisions (Decision), or over
//	active      derived: the seat whose turn it is (State.Active); left out
//	            once over and on the 4-player game's State slots
//	decisions   the pending decision, one at most (Mafia stacks none),
//	            left out once over: [{"decision",
//	            "seat" (derived: who decides), "faction" (the faction
//	            deciding; derived for control-roll, actions and resist:
//	            the counter's owner), "counter" (the counter it is
//	            about), "checkpoint"
//	            (which "any time" checkpoint is open: start-of-turn,
//	            after-returns, after-roll, after-movement, after-step,
//	            end-of-turn), "to_ask" (the factions a card window still
//	            asks), "released" (the counter whose Prison release Support
//	            of the Judiciary may cancel)}]
//	calendar    derived: the calendar slot, R, N, S1 (the State after N),
//	            O, V, S2: turns mod 6
//	turns       calendar turns completed
//	players     one entry per seat, in seat order: {"seat", "known" (cards
//	            of another hand the seat saw with Mole in Prefecture, until
//	            they move), "state_cards" (2-player game: {"kept",
//	            "expiring"}, the State cards the seat holds, H6)}; may be
//	            left out on input when no seat knows or holds anything
//	factions    red, black, orange, green, state → {"seat" (derived: the
//	            seat playing it now; none for the State nobody plays in the
//	            4-player game), "home" (a Family's home city, once chosen),
//	            "hand" (card ids in id order; a View writes a card its
//	            viewer may not see {"hidden": "roma"}, "usa" or "sisde",
//	            last), "skips_movement" (the Antimafia Commission)}
//	counters    counter → a space id or prison, carabinieri-station,
//	            continent. Derived: a counter left out is on the
//	            Continent, its side's supply (a Family's counters before
//	            its home is chosen, the eliminated), but the SISDE of the
//	            4-player game, which is out of play and always left out
//	facing      counter → N or S, for counters with a facing
//	control     space → {"faction", "counters"}, for controlled spaces
//	decks       roma, usa, sisde → the cards from the top down; a View
//	            writes each "hidden". Derived: a deck left out holds its
//	            cards no hand holds, shuffled from a split of the rng (the
//	            rng itself is kept); a full state's deck that lists only
//	            its top cards holds the rest of them under those, shuffled
//	            the same way
//	turn        the turn in progress:
//	  dice          the two movement dice, once rolled
//	  moved         the legs made: {"counter", "die" (sum, die-1, die-2),
//	                "to", "facing", "by_air"}
//	  air_closed    ATI Strike or Bomb at Airport closed the air link
//	  anti_mafia_roadblock  the space Anti-Mafia Operation made a roadblock
//	  restaurant_attacked   the restaurant attack was resolved this turn
//	  steps         the agenda: the turn's steps still to run after the
//	                pending decision, the next first (see "The turn's
//	                steps" above), each {"step", "counter"}: {"step":
//	                "return", "counter": "N.B"}, {"step": "end"}
//	  tried         counters the moved counter's reactions or actions
//	                dealt with (an arrest or detention tried, a Boss asked
//	                to block); tried_control_removal for the 2-player CC's
//	                removal
//	  blocked       Picciotti a Boss blocked this turn
//	  state_drew    State counters that drew their 4-player Roma card
//	  judiciary_after_protection  Government Protection freed the
//	                counter Support of the Judiciary may keep
//	  declared_flight, flight_declared_in  a flight waiting on its window
//	                and the movement decision it was declared in
//	  shootout      {"attacker", "target", "resisting_arrest",
//	                "special_weapons", "leatherheads"}, the cards by side:
//	                {"attacker": true}
//	winner      once over, the faction that won; left out when nobody won
//	rng         the chance to come (core.RNG): {"pcg": ...} as written, or
//	            {"seed": n} by hand (core.NewRNG(n)); a full state has it,
//	            a View does not
//
// A position written by hand leaves out all it can; what it must give is
// game and version, the pending decision (and the facts its kind needs:
// a window's faction and factions still to ask, the counter a decision
// is about), turns when not 0, each Family's home once chosen, every
// counter not on the Continent, the hands (a card in no hand is in its
// deck), the turn in progress (dice once rolled, the legs moved, the
// steps still to run) and the rng. The red Family's movement at the
// start of its second turn, with 2 and 3 rolled: its second Picciotto
// was eliminated and waits on the Continent, the State holds Wiretap,
// Killers from Las Vegas is the USA deck's top card and every other card
// is in its deck:
//
//	{
//	  "game": "mafia", "version": 2,
//	  "decisions": [{"decision": "move"}],
//	  "turns": 6,
//	  "factions": {"red": {"home": "PAL"}, "black": {"home": "CAT"}, "orange": {"home": "ENN"}, "green": {"home": "ENN"}, "state": {"hand": ["wiretap"]}},
//	  "counters": {
//	    "prefetto": "PAL", "sisde": "CAT", "CC1": "SST", "CC2": "TAO", "CC3": "PIA",
//	    "R.B": "PAL", "R.P1": "PAL", "N.B": "CAT", "N.P1": "CAT", "N.P2": "CAT",
//	    "O.B": "ENN", "O.P1": "ENN", "O.P2": "ENN", "V.B": "ENN", "V.P1": "ENN", "V.P2": "ENN"
//	  },
//	  "decks": {"usa": ["killers-from-las-vegas"]},
//	  "turn": {"dice": [2, 3], "steps": [{"step": "end-checkpoint"}, {"step": "end"}]},
//	  "rng": {"seed": 7}
//	}
//
// The golden position (testdata/position-v2.json, decoded by
// ExampleState_UnmarshalJSON) is written in full: the red Picciotto has
// reached Cefalù and its owner decides whether to roll for control; then
// its telephone step (Cefalù has none), the red Boss's activities in
// Termini, the end's checkpoint and the end of the turn follow.
//
// # Views
//
// View(s, p) hides the other factions' hands (as hidden cards of their
// decks), the decks' order and the RNG, and records its viewer; Legal works
// on it, Apply refuses it (ErrBadState), Determinize deals it into a full
// state again. A seat's private knowledge (the State cards Mole in
// Prefecture showed it) stays in its view until those cards move.
//
// # Online tables
//
// The registry's take-back (sdk.Game.TakeBack) lets the seat that made
// the last move take it back only when the move showed nothing hidden to
// any seat, its maker included. In Mafia these qualify: choosing a home
// city, a movement leg, an arrest, a detention that draws no card, ending
// the moved counter's actions (done), declining a control roll, the
// 2-player game's removal of control and undercover operation, each only
// when nothing that runs after it rolls or draws (the next turn's
// returns and movement roll, a space's roll, a card drawn). These never
// qualify: every roll (returns, movement, a space's, control, a
// shootout's): chance; a card drawn from its ordered deck, which its
// drawer sees (a detention's SISDE card); a card played, which shows it
// and shuffles it back into its deck, and the news leak's discard,
// shuffled back too; and every answer to a reaction window: a card
// window let go by (pass), a Boss's block or allow, a Picciotto's resist
// or submit, for the answer tells the table whether the seat would react.
// With skip_empty_windows (Config.SkipEmptyWindows) a move after which a
// card window opened, or was skipped because of what a hand holds, never
// qualifies either: a faction is then asked only when it holds a card
// playable there, so the window's opening or not told every seat
// something of that hand (a Boss's flight that nobody may ground says
// that no faction holding cards holds ATI Strike or Bomb at Airport).
// Without the switch a window asks on hand sizes alone, which are public,
// and tells nothing.
//
// A seat that timed out or left the table makes the default move
// (sdk.Position.DefaultMove), the first of: let the card window go by
// (pass); let an arriving opposing Picciotto act (allow); submit to an
// arrest; end the moved counter's actions (done); roll for control (a
// game whose seats decline every roll runs on to the turn limit); then
// the first legal move in Legal's order: the first home city, the first
// movement leg (the first counter, by the sum before each die), the first
// card of the hand in card order to discard to a news leak. So an absent
// seat never plays a card, shoots, blocks or resists.
//
// # Learning bots
//
// Every move has an action id in a fixed space per config (NumActions
// documents the layout: 2381 ids on Sicily for every player count, the
// home cities and movement legs numbered over what the map allows);
// MoveAction and ActionMove turn a move into its id and back. Observation
// is what a seat may see as ObservationSize numbers in [0, 1], documented
// field by field, and InformationState the same knowledge as canonical
// text. ApplyInPlace is the playout step of a search bot: Apply without
// events or a copy of the State, allocating nothing. AppendApply is a
// server's Apply: the move made on the State itself, its events appended to
// a slice the server hands back emptied (dst[:0]), written into the event
// values that slice already holds, so it allocates nothing once the slice
// has grown.
package mafia
