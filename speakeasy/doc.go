// Package speakeasy is the rules of Speakeasy (Vital Lacerda, Eagle-Gryphon
// Games, 2025) for 1 to 4 players: Manhattan during Prohibition, where each
// player opens Speakeasies, Stills, Nightclubs and Casinos, moves barrels by
// Truck, robs rum-runner Ships, buys protection and fights off invading
// Mobsters for four Acts, and the most money wins.
//
// The eight locations and every Person of Interest follow the rulebook's
// "Locations and Actions" exactly. Everything it does not say (the map, the
// player board, the decks and tiles, the Acts, cops, the Mob War, area
// control, scoring and the solo rules) is a house rule, listed below in
// words with its id (HOUSE-4.1 to HOUSE-4.20, numbered by topic) and,
// where players could dispute it, its Config switch.
//
//	s, _ := speakeasy.New(speakeasy.Config{Players: 3}, seed)
//	for !speakeasy.Over(s) {
//		moves := speakeasy.Legal(s)
//		fmt.Println(speakeasy.Prompt(s), speakeasy.Describe(s, moves[0]))
//		s, events, err = speakeasy.Apply(s, moves[choose(moves)])
//	}
//	fmt.Println(speakeasy.Result(s))
//
// # Decisions and moves
//
// A visit to a location is a sequence of small decisions in the rulebook's
// top-to-bottom order (place a Capo, then each person's and location
// action, optional steps skippable), so Legal stays short and a UI can walk
// it step by step. Interrupts (the Park victim's reward, the City tile
// limit, the Mob War defence) are decisions of the seat concerned: ToMove
// says who decides, Prompt what, Describe each move in words, and
// State.Decision the pending decision as a typed value. A Move's notation
// (its String, and its JSON as a string) is the seat, a verb and its
// arguments:
//
//	P0 place garage R       a Capo to a person (L, M or R) of contractor-office,
//	                        city-planning-office, garage, city-hall, commission or docks
//	P0 restaurant 3         the Restaurant, Turn Order marker to lower column 3
//	P0 park docks L         the Park: swap with the Capo at that person
//	P0 pass                 no placement is possible
//	P0 skip                 skip or finish the current optional step
//	P0 book                 gain a Book
//	P0 raise fleet          raise strength, stills, party, vip-room or fleet by 1
//	P0 helper gin-2         take a Helper card from the display
//	P0 family-member vip-area | family-member uptown
//	                        a new Family Member to the VIP area or a Docks Zone
//	P0 hire 2               hire Goons at $2 each
//	P0 open 5-speakeasy     open a building of a group: 3-speakeasy, 5-speakeasy,
//	P0 upgrade casino       8-speakeasy, stills, nightclub, casino; upgrade a
//	P0 takeover 3-speakeasy Speakeasy to one; take over with one
//	P0 at 7.2               the space for the building (district 7, second space)
//	P0 fee yes | fee no     add the Associate (paying its fee) to a takeover
//	P0 discard fleet-8      discard an Operations card (a Casino's, the Restaurant's)
//	P0 play party-4         play an Operations card into its slot
//	P0 sell 7.2             sell the barrel at a building
//	P0 protect 7.2          send a Family Member to protect a building
//	P0 truck 1              move Truck 1 (or 2) next
//	P0 enter 7 | drive 8    the Truck enters the map, or drives to a district
//	P0 pick-up              a barrel from the Stills area onto the Truck
//	P0 buy B 2              buy 1 or 2 barrels from Ship B
//	P0 deliver 7.2          a barrel from the Truck to a building
//	P0 ambush C             ambush Ship C
//	P0 use P2               one more Family Member of that seat in the ambush
//	P0 attack               attack with the Family Members chosen
//	P0 barrel 7.2           the won barrel to a building (barrel stills-area: the Stills area)
//	P0 do play-operations-card | play-city-tiles | cook-books   a Restaurant action
//	P0 tile cash-2          play a City tile
//	P0 cook chain-1         cook a Book
//	P0 associate 9          take the Mobster of district 9 (M9) as Associate
//	P1 reward leverage-token | book | city-tile cash-2   the Park victim's reward
//	P2 drop ledger-3        put a City tile on the middle column (the limit)
//	P3 defend 2             return 2 Goons to hold the invaded district (0: lose it)
//
// Pieces are named by kind and copy (name-N, N from 1): Operations cards
// stills-1..stills-10, party-1..party-10, vip-room-1..vip-room-10,
// fleet-1..fleet-10 (its Leverage is 0, 0, 0, 1, 1, 1, 1, 2, 2, 3 for 1 to
// 10); City tiles cash-1..cash-4 and likewise muscle, promotion, favour,
// moonshine, delivery, cousin, ledger, private-party; Books chain-1, chain-2
// and likewise citywide, nightlife, high-roller, muscle, specialist,
// stocked, family-business, smuggler; Helper cards gin-1..gin-4 and likewise
// rum, rye, bourbon, champagne; Crates by back and copy (bartender-2: the
// Bartender bonus, copy 2, which pays $3: copy N pays $N+1); Mobsters
// M1..M16 by district; Ships A to D; ports port-1 to port-8 clockwise.
// Each identifier type (Card, Tile, Book, Helper, Crate, Location, Person,
// Track, Group, Building, Zone, District, Space, Ship, Port, Mobster) has
// String (this notation), Name (as printed) and Text (its rules) where the
// game gives them.
//
// # House rules
//
// HOUSE-4.1 (components): per player 4 Capos, 6 Family Members, 2 Trucks,
// 8 Speakeasies in three groups, 1 Stills, 3 Nightclubs, 3 Casinos; shared
// 40 Operations cards (10 of each type, printed Leverage 0, 0, 0, 1, 1, 1,
// 1, 2, 2, 3), 20 Helper cards, 18 Books, 36 City tiles, 12 Crates, 16
// Mobster tiles, 20 Strength tiles, 24 Mobster Speakeasies, 40 barrels, 30
// Goons, 24 Leverage tokens, unlimited money.
//
// HOUSE-4.2 (the map): Manhattan is a grid 2 districts wide and 8 high;
// district d lies in row (d+1)/2, odd West, even East; 1–6 are Downtown,
// 7–12 Midtown, 13–16 Uptown; districts 1–12 have 3 building spaces, 13–16
// have 2 (44 spaces, named "7.2"). Adjacency is orthogonal, except that
// Central Park cuts 13 and 15 from 14 and 16 (the rulebook). Ports port-1..port-8
// clockwise lie in districts 3, 7, 11, 15, 16, 10, 6, 2; a port belongs to
// its district's Zone (its Docks Zone). With 1–2 players districts 2, 5, 8,
// 11 and 14 are blocked (no building, tile or Mobster; Trucks pass) and
// ports P3 and P8 are closed.
//
// HOUSE-4.3 (the player board): Strength 1–8, the Operations tracks Stills,
// Party, VIP Room and Fleet 1–5, all starting at 1; a track at its maximum
// cannot be raised. Four card slots, one per type; a Stills area of 6
// barrels; the VIP area holds VIP Room level + 1 Family Members.
//
// HOUSE-4.4 (building groups): a building comes from the leftmost space of
// its group and gains the benefit printed under it: $3 Speakeasies +1 Goon,
// +$2, +1 Leverage token; $5 Speakeasies Strength +1, a Family Member, a
// Book; $8 Speakeasies an Operations level +1, a Helper card; the Stills 2
// barrels on the Stills area; Nightclubs ($12) Strength +1, an Operations
// level +1, +2 Leverage tokens; Casinos ($17 and a card) a Helper card, +$6
// Safe, 2 Books. Of several cleared groups only the largest discount
// applies, never below $0. Building values (Infamy, influence): Speakeasy
// and Stills 1, Nightclub 2, Casino 3. A building is Operating or Closed (a
// cop marker on it): Closed ones get no barrel, sell, produce, skim, count
// for influence or for Books.
//
// HOUSE-4.5 (the turn order track): an upper row (this Act) and a lower row
// (the next) of 4 columns, 2 with 1–2 players; the Leverage price per
// Family Member is 4, 3, 2, 1 by column (4, 2 with two columns), the lower
// row's at once. At the end of an Act lower markers move up, the others
// take the leftmost empty columns in their old order; then each Operating
// Casino skims $2 × its owner's new column number.
//
// HOUSE-4.6 (setup): City tiles shuffled, one face up on the first space of
// each open district, the rest in three face-down piles whose tops fill the
// right column; 4 start districts (3 with 1–2 players) under Mobster
// control with a face-up Tier I Strength tile and a Mobster Speakeasy; the
// other open districts split at random into the invasion groups of Acts
// 1–3 (4/4/4, or 3/3/2), each Act's announced at its start, values hidden;
// Ships A–D at P1, P3, P5, P7 (P1, P2, P5, P7 with 1–2 players) with 4
// barrels and a Crate each; 3 Helper cards face up; a random turn order;
// each player $20, Safe $0, tracks at 1, 2 Family Members in the VIP area
// and 4 in the supply, 1 Goon, 3 Operations cards and 1 Book, and Leverage
// tokens equal to their column − 1.
//
// HOUSE-4.7 (the flow): four Acts with 4, 3, 3 and 1 Capos per player,
// placed one per turn in turn order. A player who can place nowhere passes,
// and that Capo sits out the Act. At the end of a turn played City tiles go
// to the middle column, every player over four City tiles discards (the
// active player first), and the active player draws an Operations card if
// holding fewer than 5 (the discard pile is reshuffled when the deck is
// empty). The end of Acts 1–3 runs cops, the Mob War, area control, the new
// turn order with the skim, and the cleanup (Capos home, every Ship gains 2
// barrels up to 5, the next invasions announced); Act 4 ends with the final
// scoring only.
//
// HOUSE-4.8 (the locations' details): the persons by player count (3–4:
// Contractor Office, City Planning Office and Commission L, M, R; Garage,
// City Hall and Docks L, R; 1–2: L and R everywhere, the Docks L only);
// playing an Operations card puts it in its slot (the old one to the
// discard) and acts at the player's level; hiring Goons costs $2 each, up
// to 2; a new Family Member goes to the VIP area (if there is room) or any
// Docks Zone; a right-column City tile is replaced from its row's pile, else
// the next pile. Payments may use Safe money at $2 for $1 (Config
// NoSafeSpending turns this off). Opening a building needs an empty space in
// an open district with no Mobster Speakeasy in the district (Config
// MobsterBlocksSpaceOnly: only the space itself); an upgrade keeps the
// Speakeasy's Family Member and barrel. Get Protection's budget is the
// slotted cards' Leverage plus Connection Crates, topped up by tokens; what
// is left is lost. Pick up and deliver moves each Truck in turn. A full
// Ship defends with 3, and an ambush is declared only when it wins. The
// Park swaps with another player's Capo at any other location; the victim
// chooses a Leverage token, a City tile or a Book before the swapper's
// visit; neutral solo Capos get nothing.
//
// HOUSE-4.9 (Operations cards): Stills adds (Stills level) barrels to an
// Operating Stills' area; Party sells at up to (Party level + 1) Operating
// buildings, each barrel $3/$6/$9 (Speakeasy/Nightclub/Casino) + (Party
// level − 1) + $1 per Bartender Crate; VIP Room is Get Protection with
// (VIP level − 1) bonus Leverage; Fleet is Pick up and deliver with +2
// range for each Truck.
//
// HOUSE-4.10 (Helper cards): 5 liquors × 4 copies; copy 1 pays $3, copy 2 a
// Goon, copy 3 a Leverage token, copy 4 Strength +1 when taken. At the end,
// sets of different liquors, as large as possible, pay $3, $8, $15, $24,
// $35 for 1 to 5.
//
// HOUSE-4.11 (Books): two of each kind, cooked at the Restaurant when its
// condition holds, paying Safe money: Chain (3 Operating Speakeasies) $8,
// Citywide (a building in each Zone) $9, Nightlife (a Nightclub) $7, High
// Roller (a Casino) $10, Muscle (Strength 4) $7, Specialist (an Operations
// track at 4) $7, Stocked (2 barrels beside buildings) $8, Family Business
// (2 protected buildings) $8, Smuggler (2 Crates) $9.
//
// HOUSE-4.12 (City tiles): four of each kind: Cash +$4, Muscle +2 Goons,
// Promotion a track +1, Favour +2 Leverage tokens, Moonshine +2 barrels on
// an Operating Stills area, Delivery Pick up and deliver with one Truck of
// range 3, Cousin a Family Member, Ledger a Book, Private Party sell one
// barrel. A tile for the middle column goes on an empty space, else the
// smallest stack, the topmost on ties; only stack tops may be taken.
//
// HOUSE-4.13 (Ships and Crates): under a Ship's five barrel spaces the
// defence is 12, 10, 8, 6, 4 and the price $7, $6, $5, $4, $3; a barrel
// bought is priced as it is taken, so a second one costs the price under the
// next barrel (Config.FlatShipPrice (flat_ship_price): both at the rightmost
// barrel's price); an empty Ship sells from the supply at $7. Crate i pays $2
// + (i mod 3) and keeps the bonus i / 3: Truck +1 range per Truck, Muscle +2
// in ambushes, Bartender +$1 per barrel a Party card sells, Connection +1
// Leverage in every Get Protection.
//
// HOUSE-4.14 (Mobsters): Strength tiles Tier I {3,3,4,4,4,5,5,5}, II
// {5,6,6,7,7,8}, III {7,8,8,9,9,10}; Mobster M(d) as an Associate has
// strength and fee 2/$1 (districts 1–4), 3/$2 (5–8), 4/$3 (9–12), 5/$4
// (13–16) and a power: M1 +$6, M2 +1 range per Truck, M3 +2 Goons, M4
// protection 1 cheaper, M5 Strength +1, M6 +$1 per barrel sold by a Party
// card, M7 an Operations level +1, M8 no cops in district 8, M9 +2 tokens,
// M10 +$2 skim per Casino, M11 a Family Member, M12 +1 in every Mob War, M13
// a Helper card, M14 +1 barrel per Stills card, M15 2 Books, M16 +$2 Safe per
// Book cooked (the odd ones act once when taken, the even ones last while the
// Mobster stays the Associate). An Associate adds its strength to a takeover
// when its fee is paid, and defends its own district in the Mob War for free.
//
// HOUSE-4.15 (cops, after Acts 1–3): in each Zone the players with the
// highest Infamy (their Operating buildings' values, at least 1) each have
// up to Act-number unprotected Operating buildings there Closed, highest
// value first, then the lowest space; their barrels go back.
//
// HOUSE-4.16 (the Mob War, after Acts 1–3): each district of the Act's
// group reveals its Strength tile; every player with buildings there, in
// turn order, defends with Strength + their Associate's if it is there
// (+1 for M12) and may return Goons; short of the tile, their Speakeasies
// there become Mobster Speakeasies and their other buildings are Closed.
// Then an empty space there gets a Mobster Speakeasy.
//
// HOUSE-4.17 (area control, after Acts 1–3 and at the final scoring): in each
// Zone, influence is the sum of Operating building values; ranks pay $10, $6,
// $3, $1 into the Safe ($10, $4 with 1–2 players), tied players the lowest
// rank their tie covers. Config.NoFinalAreaControl (no_final_area_control)
// skips it at the final scoring.
//
// HOUSE-4.18 (final scoring): area control, the skim, Helper sets, $1 per
// barrel owned; the score is cash + Safe (Score, in dollars). Ties go to
// more Safe money, then more cooked Books, then the win is shared.
//
// HOUSE-4.19 (solo): the 1–2 player side; before each turn a random location
// (not the Restaurant or the Park) gets a neutral Capo on its leftmost free
// person for the Act; a phantom Syndicate has 2 × Act influence (8 at the
// end) in every Zone. Config.SoloWinAt (solo_win_at) is the target ($180 by
// default; negative: the score only); State.SoloTarget reads it.
//
// HOUSE-4.20 (Goons returned, a dominated choice removed): the rulebook adds
// +1 attack for each Goon a player returns in a takeover or an ambush. A
// returned Goon is lost whether it was needed or not, so returning more
// than the fewest that win is never better: the library returns exactly the
// fewest that win, and a takeover or an ambush may be declared only when
// Strength, every Goon (and for a takeover the Associate, if the fee is
// paid) beat the defence. In the Mob War a player short of the tile chooses
// between returning no Goons (and losing the district) and the fewest that
// hold it.
//
// # Events
//
// Apply returns Events for a UI to animate and a log to print; each one's
// JSON is {"kind": ..., "player": ..., its fields, "to": audience}, with
// ids for every piece (a district is "7", a port "port-4"). Private facts (a Book or card drawn) are two
// events of the same kind: the full one for its owner, and for the others
// one whose hidden field reads "hidden".
// The kinds and their fields:
//
//	turn-started              player (a Capo to place)
//	phase-started             phase (end-of-act: the cops, the Mob War, area control)
//	capo-placed               player, location, person
//	restaurant-visited        player, column (from 1)
//	capos-exchanged           player, location, victim (a seat or "neutral"), person
//	turn-passed               player
//	book-gained               player, book ("hidden" to all but the player)
//	track-raised              player, track, level
//	helper-taken              player, helper
//	family-member-gained      player, where ("vip-area" or a Zone)
//	goons-hired               player, goons, cost
//	building-opened           player, building (a group), space, cost
//	benefit-gained            player, benefit (of a building space)
//	city-tile-taken           player, tile
//	card-discarded            player, card
//	card-played               player, card
//	barrels-produced          player, barrels
//	barrel-sold               player, space, price
//	building-protected        player, space, leverage
//	truck-moved               player, truck (1 or 2), district, entered (bool)
//	barrel-picked-up          player, truck
//	barrels-bought            player, ship, barrels, cost
//	barrel-delivered          player, space
//	ship-ambushed             player, ship, attack, defence
//	crate-taken               player, crate
//	family-member-fee-paid    player, owner (the seat paid $1)
//	ship-sailed               ship, port
//	turn-order-marker-moved   player, column (from 1)
//	city-tile-played          player, tile
//	book-cooked               player, book, safe
//	associate-taken           player, mobster
//	park-reward-taken         player, reward (leverage-token, book or city-tile)
//	city-tile-dropped         player, tile
//	card-drawn                player, card ("hidden" to all but the player)
//	building-closed           player, space
//	strength-revealed         district, strength
//	district-defended         player, district, goons, held (bool)
//	mobster-speakeasy-placed  space
//	area-control-scored       player, zone, safe
//	turn-order-set            player, column (from 1)
//	casino-skimmed            player, cash
//	invasion-announced        district, act
//	neutral-capo-placed       location, person
//	act-ended                 act
//	final-score-counted       player, score, safe (each seat's, at the end)
//	barrel-placed             player, where (a space, "stills-area" or "supply")
//	speakeasy-taken-over      player, space, attack, defence
//	building-upgraded         player, space, building (a group), cost
//	leverage-gained           player, tokens
//	goons-gained              player, goons
//	cash-gained               player, cash
//	game-over                 player (the winner; left out on a shared win or a
//	                          missed solo target), score (the top score), target
//	                          (the solo target; left out with none or 2-4 players)
//
// # The position format
//
// A State's JSON (version 2, PositionVersion) is the position in the words
// every game of the module shares; it is how a UI or a test builds a
// position, and a saved game keeps decoding from one release to the next.
// It holds decision points only: whatever runs by itself (draws, refills,
// the end of a turn or an Act) has run. Decoding (at most core.MaxJSON
// bytes; keys exact, each once, every list bounded) checks every range and
// conservation law and refuses with core.ErrBadState, naming the law,
// whatever the game could not reach; a state that decodes plays on to the
// end. Absent is absent: a value that is not there, an empty list, a zero
// count or a false flag is left out, and a key left out reads so; null
// stands only for an empty slot of a fixed-length array. Ids are the
// notation's. The fields, in order ("derived": the rest of the position
// determines it, so it may be left out; the encoder writes it, and where
// it is given it must agree):
//
//	game, version        "speakeasy", 2
//	view                 only in a View: its viewer, "P1" or "spectator"
//	rules                every switch of the Config (players 1-4, solo_win_at
//	                     180 by default, the four flags); optional on input
//	phase                derived: place-capo, visit, end-of-turn, end-of-act, over
//	decision             derived: the kind on top of decisions ("over" at the end)
//	active               the seat whose turn it is; left out in the Mob War
//	                     and after the end (derived from a place-capo decision)
//	decisions            the pending decisions, top first, each {"decision",
//	                     "seat", its arguments}; a Capo placement is
//	                     [{"decision": "place-capo", "seat": "P1"}]; left out
//	                     only after the end. Each stands where the game puts
//	                     it: a visit's steps in the order the visit pushes
//	                     them, a step on the one whose move asked for it (or
//	                     where that one stood, once done), its arguments and
//	                     the position what that move left (an ambush it can
//	                     win, a Restaurant discard its column asks, ...)
//	act                  1 to 4
//	rounds_done          derived: the rounds of Capo placement finished this
//	                     Act, which the Capos out make (left out, those of
//	                     the first seat of turn_order, less its Capo of this
//	                     round once placed; given, every seat's Capos out
//	                     must agree, as persons says)
//	turn_order           the upper row: a seat or null per column (2 with
//	                     1-2 players, 4 with 3-4)
//	next_turn_order      the lower row, likewise (left out: all empty)
//	persons              by location, its persons (L, M, R as the player
//	                     count has them) with the Capo talking to them, a
//	                     seat or "neutral"; free persons and locations left
//	                     out. A seat has one Capo out (at a person, in the
//	                     Park, restaurant_capos, passed_capos) per turn it has
//	                     had this Act, its turn under way included once its
//	                     Capo is placed; the solo game has one neutral Capo
//	                     out (at a person or in the Park) per turn started
//	park                 the Park spots, a seat, "neutral" or null (left out:
//	                     all free)
//	districts            by district, in any order, each once (one left out
//	                     has nothing on it and no invasion announced, or is
//	                     "blocked" where the board blocks it for 1-2
//	                     players): district ("1" to "16"); invasion
//	                     ("start", "act-1".."act-3" once announced, "blocked";
//	                     left out before); strength (the face-up Strength
//	                     tile); spaces: the spaces that hold something, in
//	                     any order, each once, with space (one of the
//	                     district's: "7.2"), building (speakeasy, stills,
//	                     nightclub, casino, mobster-speakeasy), owner,
//	                     city_tile, and closed, barrel, protected when true;
//	                     a space left out is empty
//	ships                4 entries: ship, port (port-1..port-8), barrels, crate
//	crate_stack_top      the face-up Crate on the stack; optional: left out,
//	                     no Crate is face up, which the game reaches only
//	                     once every Crate is on a Ship or kept (the stack
//	                     turns its next Crate up as soon as its top is won),
//	                     so it is refused while Crates are left under it
//	crate_stack          derived: the Crates under it (every Crate not
//	                     elsewhere), face down: {"hidden": 7} (a bare 7, as
//	                     positions wrote it before, reads too)
//	barrel_supply        derived: 40 less every barrel elsewhere
//	city_tiles           right (3 tiles or null), middle (3 stacks, bottom
//	                     first, an empty one null), piles (derived: the 3
//	                     face-down piles, each {"hidden": its size}, or a
//	                     bare size as before; left out, the City tiles not
//	                     elsewhere dealt as the setup deals them: a third
//	                     each, the one or two left over to the first piles,
//	                     so 17 tiles make 6, 6 and 5 and 16 make 6, 5 and 5);
//	                     right and middle left out: all empty
//	helper_display       3 Helper cards or null (left out: all empty)
//	operations_discard   the face-up discard pile, a set
//	players              one per seat: seat; cash (derived: $20 + earned -
//	                     spent - safe; given without earned and spent, the
//	                     ledger is derived from it, as the ledger section
//	                     says); safe; tracks (by track, a track left
//	                     out at its start level 1); family_members (vip-area,
//	                     downtown, midtown, uptown; supply derived: 6 less
//	                     those and the protecting ones); goons,
//	                     leverage_tokens; hand and books (ids, or as many
//	                     "hidden" in a View of another seat); cooked; slots
//	                     (by type, a card; an empty slot left out);
//	                     city_tiles; played_city_tiles (bound for the middle
//	                     column); helpers; crates; associate (a Mobster);
//	                     trucks (2: {district, barrels} or null; left out:
//	                     both off the map); stills_area; buildings_taken (by
//	                     group; derived: the buildings on the map, the
//	                     Speakeasies and those gone from the groups whose
//	                     prices the ledger's open, takeover and upgrade
//	                     costs add up to, the cheapest such groups first;
//	                     given, the costs must add up to it too);
//	                     speakeasies_gone; restaurant_capos;
//	                     passed_capos; earned and spent (the ledger, by
//	                     source and sink)
//	building             a building being placed: building (group), mode
//	                     (open, upgrade, takeover), space, fee, card
//	ambush               an ambush being assembled: ship, family_members
//	                     (the Family Members used, by seat)
//	won_barrel           true while a won barrel waits for its place
//	mob_war_district     in the Mob War: the district being invaded
//	rng                  a full state's chance to come, last (never in a View)
//
// The decisions' arguments (a decision not listed has none; a zero count,
// a false flag is left out):
//
//	raise                  operations_only (a benefit's Operations level)
//	build                  location (contractor-office or city-planning-office), left
//	build-space            none: the building being placed names its group and
//	                       mode (building and mode here, as positions wrote them
//	                       before, still read, and must agree)
//	play-operations        type (stills, party, vip-room, fleet; left out: any)
//	sell                   left (sales)
//	protect                leverage (the budget left)
//	pick-up-and-deliver    bonus (range), moved (the Trucks moved, 1 and 2), single
//	truck                  truck (1 or 2), movement (left)
//	restaurant-discard     left (cards)
//	restaurant-actions     done (play-operations-card, play-city-tiles, cook-books)
//	play-city-tiles        left (tiles)
//	cook                   left (Books)
//	mob-war-defence        goons (that hold the district)
//	turn-order-marker      column (from 1)
//
// The rng: a person writes "rng": {"seed": 7} (core.RNG reads a seed and
// starts the generator from it); the encoder writes the generator's state
// ({"pcg": ...}), so a saved game goes on with the same chance. A full
// state without an rng, or with an empty one, is refused.
//
// Forcing chance (core.RNG.Force queues the next IntN outcomes, for a
// test): nothing hidden is stored, so what is drawn is picked when the
// rules reveal it, uniformly from what is left, by one IntN over the
// candidates in id order. The face-down Strength tile of an invaded
// district is drawn when the Mob War reveals it: Force(k) picks the k-th
// (from 0) of the Act's tier's Strength tiles left, in value order, one
// entry per tile. The next City tile (a refill or a draw from a pile) is
// the k-th City tile not elsewhere, in id order (cash-1 .. private-party-4);
// the next Crate on the stack the k-th Crate under the top, in id order
// (truck-1 .. connection-3).
//
// A position written by hand, mid-Act (testdata/position-hand-written.json;
// TestHandWrittenPositionGetsItsDerivedFacts decodes it, and
// TestPackageDocsHandWrittenPositionIsReachedAndPlaysToTheEnd reads it from
// this text, reaches it and plays it to the end): two players, the game
// New(Config{Players: 2}, 1) starts after P0's first turn, "P0 place
// contractor-office L", "P0 book", "P0 open 3-speakeasy", "P0 at 7.2" (the
// space's Goon) and "P0 skip" (a card drawn as the turn ends); P1 is to
// place a Capo. Every derived fact is left out:
//
//	{
//	  "game": "speakeasy",
//	  "version": 2,
//	  "rules": {"players": 2},
//	  "decisions": [{"decision": "place-capo", "seat": "P1"}],
//	  "act": 1,
//	  "turn_order": ["P0", "P1"],
//	  "persons": {"contractor-office": {"L": "P0"}},
//	  "districts": [
//	    {"district": "1", "invasion": "start", "strength": 4,
//	     "spaces": [{"space": "1.1", "building": "mobster-speakeasy", "city_tile": "moonshine-3"}]},
//	    {"district": "3", "spaces": [{"space": "3.1", "city_tile": "cash-2"}]},
//	    {"district": "4", "spaces": [{"space": "4.1", "city_tile": "cousin-2"}]},
//	    {"district": "6", "spaces": [{"space": "6.1", "city_tile": "muscle-2"}]},
//	    {"district": "7", "invasion": "act-1",
//	     "spaces": [{"space": "7.1", "city_tile": "private-party-2"}, {"space": "7.2", "building": "speakeasy", "owner": "P0"}]},
//	    {"district": "9", "invasion": "start", "strength": 5,
//	     "spaces": [{"space": "9.1", "building": "mobster-speakeasy", "city_tile": "muscle-4"}]},
//	    {"district": "10", "spaces": [{"space": "10.1", "city_tile": "delivery-4"}]},
//	    {"district": "12", "invasion": "start", "strength": 5,
//	     "spaces": [{"space": "12.1", "building": "mobster-speakeasy", "city_tile": "cousin-1"}]},
//	    {"district": "13", "invasion": "act-1", "spaces": [{"space": "13.1", "city_tile": "private-party-1"}]},
//	    {"district": "15", "spaces": [{"space": "15.1", "city_tile": "moonshine-1"}]},
//	    {"district": "16", "invasion": "act-1", "spaces": [{"space": "16.1", "city_tile": "moonshine-4"}]}
//	  ],
//	  "ships": [
//	    {"ship": "A", "port": "port-1", "barrels": 4, "crate": "muscle-2"},
//	    {"ship": "B", "port": "port-2", "barrels": 4, "crate": "connection-3"},
//	    {"ship": "C", "port": "port-5", "barrels": 4, "crate": "truck-1"},
//	    {"ship": "D", "port": "port-7", "barrels": 4, "crate": "truck-3"}
//	  ],
//	  "crate_stack_top": "bartender-2",
//	  "city_tiles": {"right": ["delivery-1", "cousin-3", "muscle-1"]},
//	  "helper_display": ["rum-2", "rye-2", "rum-4"],
//	  "players": [
//	    {"seat": "P0", "family_members": {"vip-area": 2}, "goons": 2,
//	     "hand": ["stills-5", "stills-7", "party-5", "vip-room-8"], "books": ["high-roller-2", "stocked-2"],
//	     "spent": {"open": 3}},
//	    {"seat": "P1", "family_members": {"vip-area": 2}, "goons": 1, "leverage_tokens": 1,
//	     "hand": ["party-2", "party-10", "fleet-7"], "books": ["nightlife-2"]}
//	  ],
//	  "rng": {"seed": 7}
//	}
//
// A complete position (testdata/position-v2.json; ExampleState_UnmarshalJSON
// decodes it), two players in Act 3, P1 choosing the space for a Casino:
//
//	{
//	  "game": "speakeasy",
//	  "version": 2,
//	  "rules": {
//	    "players": 2,
//	    "solo_win_at": 180,
//	    "no_safe_spending": false,
//	    "no_final_area_control": false,
//	    "mobster_blocks_space_only": false,
//	    "flat_ship_price": false
//	  },
//	  "phase": "visit",
//	  "decision": "build-space",
//	  "active": "P1",
//	  "decisions": [
//	    {"decision": "build-space", "seat": "P1"},
//	    {"decision": "build", "seat": "P1", "location": "city-planning-office", "left": 1},
//	    {"decision": "play-operations", "seat": "P1"}
//	  ],
//	  "act": 3,
//	  "rounds_done": 2,
//	  "turn_order": ["P0", "P1"],
//	  "next_turn_order": [null, "P1"],
//	  "persons": {
//	    "city-planning-office": {"L": "P1", "R": "P0"},
//	    "commission": {"L": "P0", "R": "P1"}
//	  },
//	  "park": ["P0"],
//	  "districts": [
//	    {
//	      "district": "1",
//	      "invasion": "start",
//	      "strength": 5,
//	      "spaces": [
//	        {"space": "1.1", "building": "mobster-speakeasy", "city_tile": "cousin-2"},
//	        {"space": "1.2"},
//	        {"space": "1.3"}
//	      ]
//	    },
//	    {
//	      "district": "2",
//	      "invasion": "blocked",
//	      "spaces": [{"space": "2.1"}, {"space": "2.2"}, {"space": "2.3"}]
//	    },
//	    {
//	      "district": "3",
//	      "invasion": "act-3",
//	      "spaces": [
//	        {"space": "3.1", "city_tile": "ledger-4"},
//	        {"space": "3.2"},
//	        {"space": "3.3", "building": "speakeasy", "owner": "P0", "closed": true}
//	      ]
//	    },
//	    {
//	      "district": "4",
//	      "invasion": "act-3",
//	      "spaces": [{"space": "4.1", "city_tile": "cash-1"}, {"space": "4.2"}, {"space": "4.3"}]
//	    },
//	    {
//	      "district": "5",
//	      "invasion": "blocked",
//	      "spaces": [{"space": "5.1"}, {"space": "5.2"}, {"space": "5.3"}]
//	    },
//	    {
//	      "district": "6",
//	      "invasion": "start",
//	      "strength": 3,
//	      "spaces": [
//	        {"space": "6.1", "building": "mobster-speakeasy", "city_tile": "favour-3"},
//	        {"space": "6.2"},
//	        {"space": "6.3"}
//	      ]
//	    },
//	    {
//	      "district": "7",
//	      "invasion": "act-2",
//	      "strength": 5,
//	      "spaces": [
//	        {"space": "7.1", "building": "mobster-speakeasy", "city_tile": "ledger-3"},
//	        {"space": "7.2"},
//	        {"space": "7.3"}
//	      ]
//	    },
//	    {
//	      "district": "8",
//	      "invasion": "blocked",
//	      "spaces": [{"space": "8.1"}, {"space": "8.2"}, {"space": "8.3"}]
//	    },
//	    {
//	      "district": "9",
//	      "invasion": "act-2",
//	      "strength": 7,
//	      "spaces": [
//	        {"space": "9.1", "building": "mobster-speakeasy", "city_tile": "promotion-4"},
//	        {"space": "9.2"},
//	        {"space": "9.3"}
//	      ]
//	    },
//	    {
//	      "district": "10",
//	      "invasion": "start",
//	      "strength": 4,
//	      "spaces": [
//	        {"space": "10.1", "building": "mobster-speakeasy", "city_tile": "delivery-2"},
//	        {"space": "10.2"},
//	        {"space": "10.3"}
//	      ]
//	    },
//	    {
//	      "district": "11",
//	      "invasion": "blocked",
//	      "spaces": [{"space": "11.1"}, {"space": "11.2"}, {"space": "11.3"}]
//	    },
//	    {
//	      "district": "12",
//	      "invasion": "act-2",
//	      "strength": 7,
//	      "spaces": [
//	        {"space": "12.1", "building": "mobster-speakeasy", "city_tile": "cash-2"},
//	        {"space": "12.2"},
//	        {"space": "12.3"}
//	      ]
//	    },
//	    {
//	      "district": "13",
//	      "invasion": "act-1",
//	      "strength": 5,
//	      "spaces": [
//	        {"space": "13.1", "building": "mobster-speakeasy", "city_tile": "moonshine-4"},
//	        {"space": "13.2"}
//	      ]
//	    },
//	    {"district": "14", "invasion": "blocked", "spaces": [{"space": "14.1"}, {"space": "14.2"}]},
//	    {
//	      "district": "15",
//	      "invasion": "act-1",
//	      "strength": 4,
//	      "spaces": [
//	        {"space": "15.1", "building": "mobster-speakeasy", "city_tile": "muscle-4"},
//	        {"space": "15.2", "building": "speakeasy", "owner": "P0", "closed": true}
//	      ]
//	    },
//	    {
//	      "district": "16",
//	      "invasion": "act-1",
//	      "strength": 4,
//	      "spaces": [
//	        {"space": "16.1", "building": "mobster-speakeasy", "city_tile": "cash-3"},
//	        {"space": "16.2"}
//	      ]
//	    }
//	  ],
//	  "ships": [
//	    {"ship": "A", "port": "port-1", "barrels": 5, "crate": "truck-1"},
//	    {"ship": "B", "port": "port-2", "barrels": 5, "crate": "connection-3"},
//	    {"ship": "C", "port": "port-5", "barrels": 5, "crate": "bartender-3"},
//	    {"ship": "D", "port": "port-7", "barrels": 5, "crate": "muscle-3"}
//	  ],
//	  "crate_stack_top": "muscle-1",
//	  "crate_stack": {"hidden": 7},
//	  "barrel_supply": 20,
//	  "city_tiles": {
//	    "right": ["favour-1", "promotion-2", "muscle-3"],
//	    "middle": [["cousin-1"], null, null],
//	    "piles": [{"hidden": 8}, {"hidden": 6}, {"hidden": 6}]
//	  },
//	  "helper_display": ["rum-3", "champagne-3", "rye-4"],
//	  "operations_discard": [
//	    "stills-8",
//	    "party-5",
//	    "vip-room-7",
//	    "vip-room-8",
//	    "fleet-6",
//	    "fleet-7"
//	  ],
//	  "players": [
//	    {
//	      "seat": "P0",
//	      "cash": 5,
//	      "tracks": {"strength": 3, "stills": 1, "party": 1, "vip-room": 3, "fleet": 4},
//	      "family_members": {"supply": 3, "vip-area": 2, "midtown": 1},
//	      "goons": 1,
//	      "leverage_tokens": 1,
//	      "hand": ["stills-10", "party-10", "vip-room-1", "vip-room-2", "fleet-2"],
//	      "books": ["muscle-1"],
//	      "slots": {"stills": "stills-4", "party": "party-6", "fleet": "fleet-10"},
//	      "city_tiles": ["private-party-2"],
//	      "helpers": ["gin-4"],
//	      "associate": "M6",
//	      "trucks": [{"district": "10"}, {"district": "13"}],
//	      "buildings_taken": {"5-speakeasy": 1, "8-speakeasy": 1},
//	      "spent": {"open": 13, "goons": 2}
//	    },
//	    {
//	      "seat": "P1",
//	      "cash": 18,
//	      "tracks": {"strength": 1, "stills": 1, "party": 1, "vip-room": 2, "fleet": 2},
//	      "family_members": {"supply": 3, "vip-area": 2, "uptown": 1},
//	      "goons": 4,
//	      "leverage_tokens": 2,
//	      "hand": ["party-4", "fleet-1", "fleet-4"],
//	      "books": ["smuggler-2"],
//	      "slots": {"party": "party-9", "vip-room": "vip-room-5", "fleet": "fleet-5"},
//	      "associate": "M3",
//	      "trucks": [{"district": "8"}, null],
//	      "restaurant_capos": 1,
//	      "spent": {"goons": 2}
//	    }
//	  ],
//	  "building": {"building": "casino", "mode": "open"},
//	  "rng": {"pcg": "cGNnOjMKZMor/qEA/hagPCCfjuQ="}
//	}
//
// # Hidden information, chance and the ledger
//
// The State is a comparable value of fixed-size arrays: Apply never writes
// into its input, copies are cheap, and View hides only what is hidden (the
// other seats' Operations cards and Books; the piles nobody sees are never
// stored: their contents follow from every other place, and the state's
// RNG draws from them uniformly, with core's draws, when the rules reveal
// one). Determinize deals the hidden hands from rng.Split() and keeps rng.
//
// Every dollar is booked: State.Ledger(p) gives a seat's money by Source
// (area control, Casino skim, Party sales, Books, ...) and by Sink (open,
// upgrade, takeover, the Associate's fee, Goons, ...), and Check (and
// every JSON decode) holds Cash + Safe = $20 + earned − spent per seat and
// ambush fees paid = fees received across the seats.
//
// A ledger left out (a house rule for positions written by hand): a seat
// whose position gives its cash and neither earned nor spent gets the
// ledger its money and buildings allow. The buildings it took are booked
// as opened at their groups' prices (the cheapest groups first, as
// buildings_taken is derived); what its cash and Safe hold beyond $20 less
// those costs is booked as money from building spaces' benefits, and what
// they lack as Goons hired. Cash $30 and a $3 Speakeasy on the map make
// open $3 and building $13; cash $10 and the same Speakeasy make open $3
// and goons $7. Upgrades are not derived: a seat with Speakeasies gone
// (upgraded) gives its ledger.
//
// # Online tables
//
// The registry's take-back (sdk.Game.TakeBack) lets the seat that made
// the last move take it back only when the move showed nothing hidden to
// any seat, its maker included. In Speakeasy these qualify: placing a
// Capo (at a person, the Restaurant, the Park's swap), the Restaurant's
// action chosen, skipping an optional step, raising a track, a Family
// Member gained, Goons hired, an Associate taken and its fee, opening,
// upgrading or taking over a building and its space, protecting a
// building, a Truck's moves, picking up, buying, delivering and selling
// barrels, the Ship ambushed and the Family Members sent, the won
// barrel's place, a City tile played or dropped (City tiles are in the
// open), each only when nothing that runs after it draws or shows (the
// Operations card drawn as a visit ends, a Mobster's strength tile
// revealed, the next invasions announced). These never qualify: a Book
// gained, a Helper taken (the display refills) and an attack on a Ship:
// chance; an Operations card played or discarded, and a Book cooked,
// which show what was in the hand; a Mob War defence, which answers an
// invasion (and rolls).
//
// A seat that timed out or left the table makes the default move
// (sdk.Position.DefaultMove), the first of: pass; skip the optional step;
// attack with the Family Members chosen; no Associate's fee (fee no); no
// Goons returned to a defence (defend 0); discard the first Operations
// card in id order; drop the first City tile in id order; take the
// Leverage token as the Park victim's reward; then the first legal move
// in Legal's order (a Capo to the first free person, the first space, the
// first district). So an absent seat places its Capos and skips what each
// visit offers.
//
// # Learning bots
//
// Every move has an action id in a fixed space of NumActions ids (its
// doc lists the layout, kind by kind), the same in every release, so a
// learning agent can index and mask moves (MoveAction, ActionMove); what
// a seat may see is Observation's vector of ObservationSize numbers in
// [0, 1] (documented field by field) and InformationState's text.
// ApplyInPlace and Rules.PlayoutStep make moves in place without events,
// allocating nothing, for a search bot's playouts. AppendApply is a
// server's Apply: the move made on the State itself, its events appended to
// a slice the server hands back emptied (dst[:0]), written into the event
// values that slice already holds, so it allocates nothing once the slice
// has grown.
package speakeasy
