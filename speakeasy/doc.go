// Package speakeasy is the rules of Speakeasy (Vital Lacerda, Eagle-Gryphon
// Games, 2025) for 1 to 4 players: Manhattan during Prohibition, where each
// player opens Speakeasies, Stills, Nightclubs and Casinos, moves barrels by
// Truck, robs rum-runner Ships, buys protection and fights off invading
// Mobsters for four Acts, and the most money wins.
//
// The eight locations and every Person of Interest follow the seed rulebook
// exactly; everything the seed does not say (the map, the player board, the
// decks and tiles, the Acts, cops, the Mob War, area control, scoring and
// the solo rules) follows the rules dossier's house decisions, each named
// in a doc comment as "House rule HOUSE-4.x" after the dossier's section.
// The ones players could dispute are Config switches.
//
// A visit to a location is a sequence of small decisions in the seed's
// top-to-bottom order (place a Capo, then each person's and location
// action, optional steps skippable), so Legal stays short and a UI can
// walk it step by step. Interrupts (the Park victim's reward, the City tile
// limit, Mob War defence) are decisions of the seat concerned: ToMove says
// who decides.
//
//	s, _ := speakeasy.New(speakeasy.Config{Players: 3}, seed)
//	for !speakeasy.Over(s) {
//		moves := speakeasy.Legal(s)
//		s, events, err = speakeasy.Apply(s, moves[choose(moves)])
//	}
//	fmt.Println(speakeasy.Result(s))
//
// The State is a comparable value of fixed-size arrays: Apply never writes
// into its input, copies are cheap, and View hides only what is hidden (the
// other seats' Operations cards and Books; the piles nobody sees are never
// stored, their contents follow from every other place and the state's RNG
// draws from them when the rules reveal one).
//
// Goons returned (House rule HOUSE-4.20, a dominated choice removed): the
// rulebook adds +1 attack for each Goon a player returns in a takeover or an
// ambush. A returned Goon is lost whether or not it was needed, so returning
// more than the fewest that win is never better; the library returns exactly
// the fewest that win, and a player declares a takeover or an ambush only
// when Strength, every Goon (and for a takeover the Associate, if the fee is
// paid) beat the defence. In the Mob War the defender chooses between
// returning no Goons (and losing the district) and the fewest that hold it.
//
// Every dollar is booked: State.Ledger(p) gives a seat's money by Source
// (area control, Casino skim, Party sales, Books, ...) and by Sink (open,
// upgrade, takeover, the Associate's fee, Goons, ...), and Check (and
// every JSON decode) holds Cash + Safe = $20 + earned − spent per seat and
// ambush fees paid = fees received across the seats.
package speakeasy
