package nostracity

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// EventKind is what an Event reports; 0 is no kind.
type EventKind uint8

// The kinds of Event; the package doc lists each with its JSON keys.
const (
	NoEventKind                          EventKind = 0    // no kind: the zero Event's
	EventKindPhaseStarted                EventKind = iota // a phase starts: Month, Phase
	EventKindTurnEnded                                    // Player ends their turn (OutOfPhase: for the rest of the phase)
	EventKindCashedIn                                     // Player cashes in CashIn with Wiseguy and Turf: Turfs counted
	EventKindBillsDrawn                                   // Player draws Bills (redacted: face down)
	EventKindPoliceRaidDrawn                              // the Police Raid comes up; the Bill pile is reshuffled
	EventKindBillGiven                                    // Player gives Bills to Recipient (redacted: face down)
	EventKindFirstPlayerGiven                             // Player gives the First Player card to Recipient
	EventKindBillsKept                                    // Player keeps Bills: Count (redacted: face down)
	EventKindCheated                                      // Player is Cheated of Missing Bills and draws Draws Vendetta cards
	EventKindCardDrawn                                    // Player draws Vendetta card Vendetta (redacted: HiddenVendetta)
	EventKindVendettaDrawLost                             // Player should draw a Vendetta card but the pile is empty
	EventKindAtlanticCityPlaced                           // Player places Atlantic City in their Territory
	EventKindFitOfRageAimed                               // Player's Fit of Rage hits Target
	EventKindWiseguyMadeBusy                              // Player makes Wiseguy Busy (Fit of Rage or Whack)
	EventKindBillLost                                     // Player loses a random Bill from the Bank (redacted: face down)
	EventKindCardCancelled                                // Player's Bodyguard cancels Vendetta card Vendetta
	EventKindBidMade                                      // Player bids with Wiseguy on Space (redacted: HiddenSpace)
	EventKindBillAdded                                    // Player adds a Bill to the bid: Count under it (redacted: face down)
	EventKindBidRevealed                                  // Player's bid with Wiseguy is on Space: Count Bills
	EventKindBidWithdrawn                                 // Player withdraws the Cold Feet bid
	EventKindBidShown                                     // Player's bid on Space is shown: Bills, worth Value dollars
	EventKindCardWon                                      // Player wins Street card Card on Space
	EventKindAuctionTied                                  // tie on Space: nobody wins Card
	EventKindBidBillsKept                                 // Player keeps Bills of the winning bid: Count (redacted: face down)
	EventKindInvestigationRemoved                         // Investigation is paid off and Player takes it
	EventKindInvestigationStayed                          // the bids on Investigation (Total dollars) fall short of its Backhander
	EventKindTitleGiven                                   // Player becomes Title: Respect
	EventKindCorrupted                                    // Player corrupts with Wiseguy: Count Bills (redacted: face down)
	EventKindJuryTampered                                 // Player's Jury Tamperer removes 1 Guilt: Guilt now
	EventKindCorruptionPilePeeked                         // Player's Court Clerk sees Bills of the Corruption pile
	EventKindZealousCorruptorWon                          // Player wins a Zealous Corruptor card
	EventKindGuiltAdded                                   // Investigation adds Added Guilt: Guilt now
	EventKindUnderbossArrived                             // the Underboss enters Space
	EventKindStreetCardRevealed                           // Street card Card is revealed on Space
	EventKindFirstPlayerChanged                           // Player is First Player from now on
	EventKindBillDrawn                                    // Player draws a Bill into the Bank (Skim, Cleaner, Loan Shark, Enforcer...)
	EventKindCardPlayed                                   // Player plays Vendetta card Vendetta (at Target: Whack, Shakedown, Tail; on Target's Turf: Torch)
	EventKindBillTaken                                    // Player takes a Bill from Target (redacted: face down)
	EventKindVendettaHandSeen                             // Player sees Target's Vendetta hand: Hand
	EventKindBillFixed                                    // Player fixes a Bill onto the Corruption pile (redacted: face down)
	EventKindCardDiscarded                                // Player's Enforcer discards Vendetta card Vendetta
	EventKindSnitchRevealed                               // at the Final Verdict, Player is revealed as an FBI Snitch
	EventKindCorruptionPileRevealed                       // the Corruption pile is revealed: Bills, Guilt change GuiltChange
	EventKindVerdictReached                               // the Godfather is Verdict: Guilt final
	EventKindBonusScored                                  // Player scores End of Game Bonus Bonus: Respect
	EventKindGameOver                                     // Player wins with Respect (absent: Guilty with no Snitch, nobody wins)
	EventKindDiscardTopShown                              // DiscardTopVisible: Bills shows the discard pile's top Bill; Discards in the pile
	EventKindCardDealt                                    // at setup, Player is dealt Street card Card (a Wiseguy or a Turf), face up
	EventKindInvestigationShuffledBack                    // at setup, Investigation is revealed for the Street and shuffled back
	EventKindBagmanCashedIn                               // Player cashes in CashIn with the Bagman (Wiseguy) and no Turf: Turfs counted
	EventKindInvestigationLeftGame                        // Investigation is paid off and leaves the game (a tie: nobody takes it)
	EventKindDistributionEnded                            // Player keeps no more Bills: the distribution is over
	EventKindNoBillsDrawn                                 // Player's Cash-in draws no Bill
	EventKindNoBidBillsKept                               // Player keeps no Bill of the winning bid
	EventKindEmptyCorruptionPileRevealed                  // the Corruption pile is revealed empty: Guilt change GuiltChange
	EventKindCorruptedWithoutBill                         // Player corrupts with Wiseguy and places no Bill (the Jury Tamperer aside)
	EventKindNothingTaken                                 // Player shakes down Target, whose Bank is empty
	EventKindEmptyBidShown                                // Player's bid on Space is shown, with no Bill left (withdrawn)
	EventKindDiscardPileEmptied                           // DiscardTopVisible: the discard pile is empty
	EventKindEmptyVendettaHandSeen                        // Player sees Target's Vendetta hand, empty
	EventKindTurnStarted                                  // Player's turn of the phase starts
	numEventKinds
)

// emptyKind is, for each kind whose Bills (a Tail: Hand) may be none, the
// kind of the event with none: a kind always writes the keys it uses, so
// the event with no Bill is a kind of its own ("distribution-ended", not
// "bills-kept" with nothing kept). Add picks it.
var emptyKind = [numEventKinds]EventKind{
	EventKindBillsKept:              EventKindDistributionEnded,
	EventKindBillsDrawn:             EventKindNoBillsDrawn,
	EventKindBidBillsKept:           EventKindNoBidBillsKept,
	EventKindCorruptionPileRevealed: EventKindEmptyCorruptionPileRevealed,
	EventKindCorrupted:              EventKindCorruptedWithoutBill,
	EventKindBillTaken:              EventKindNothingTaken,
	EventKindBidShown:               EventKindEmptyBidShown,
	EventKindDiscardTopShown:        EventKindDiscardPileEmptied,
	EventKindVendettaHandSeen:       EventKindEmptyVendettaHandSeen,
}

// Event is one thing that happened in Apply (or in the setup, see
// NewWithEvents). Its fields are typed for what they hold, each under its
// JSON key; a kind uses those its JSON writes (the package doc lists
// them), the rest hold the zero Event's values (NoPlayer for a seat, zero
// otherwise). To is who may see it.
type Event struct {
	Kind EventKind `json:"-"`
	// Player is the seat the event is about; NoPlayer when nobody.
	Player core.Player `json:"player"`
	// Target is the seat a Vendetta card or a Fit of Rage is aimed at;
	// Recipient the seat given a Bill or the First Player card.
	Target    core.Player `json:"target"`
	Recipient core.Player `json:"recipient"`
	// Wiseguy is the Wiseguy that acts (a Cash-in, a bid, Corruption) or
	// is made Busy.
	Wiseguy Wiseguy `json:"wiseguy"`
	// Card is a Street card won, revealed or dealt.
	Card Card `json:"street_card"`
	// Investigation is the Investigation paid off, staying, adding Guilt
	// or shuffled back.
	Investigation Investigation `json:"investigation"`
	// Vendetta is a Vendetta card drawn, played, cancelled or discarded
	// (HiddenVendetta face down).
	Vendetta VendettaCard `json:"card"`
	// Title is the Title given; Bonus the End of Game Bonus scored.
	Title Title `json:"title"`
	Bonus Bonus `json:"bonus"`
	// Month and Phase are the phase that starts.
	Month int8  `json:"month"`
	Phase Phase `json:"phase"`
	// Space is a Street space (HiddenSpace for a secret bid).
	Space Space `json:"space"`
	// Turf is the Turf of a Cash-in or a Torch.
	Turf Turf `json:"turf"`
	// CashIn is what a Cash-in cashes in on.
	CashIn CashInType `json:"type"`
	// Turfs is the Turfs a Cash-in counts.
	Turfs int8 `json:"turfs"`
	// Count is how many Bills: drawn, kept, added, under a bid, corrupted.
	Count int8 `json:"count"`
	// Missing is the Bills a Cheated player misses; Draws the Vendetta
	// cards they draw.
	Missing int8 `json:"bills_missing"`
	Draws   int8 `json:"draws"`
	// Discards is the size of the Bill discard pile.
	Discards int8 `json:"discards"`
	// Respect is the Respect scored.
	Respect int8 `json:"respect"`
	// Guilt is the Guilt after the event; Added what an Investigation
	// added, GuiltChange what the Corruption pile changed.
	Guilt       int16 `json:"guilt"`
	Added       int8  `json:"added"`
	GuiltChange int8  `json:"guilt_change"`
	// OutOfPhase: the player passes for the rest of the phase
	// (round-robin-single-action).
	OutOfPhase bool `json:"out_of_phase"`
	// Verdict is the Final Verdict.
	Verdict Verdict `json:"verdict"`
	// Value is a bid's worth, Total the bids on an Investigation, in
	// dollars.
	Value int32 `json:"value"`
	Total int32 `json:"total"`
	// Bills and Hand are the Bills and Vendetta cards it shows
	// (HiddenBill and HiddenVendetta counting face-down ones).
	Bills BillPile      `json:"bills"`
	Hand  VendettaPile  `json:"hand"`
	To    core.Audience `json:"-"`
}

// Verdict is the Final Verdict: the Godfather Innocent or Guilty.
type Verdict int8

// The verdicts.
const (
	Innocent Verdict = iota
	Guilty
)

// noEvent is the zero Event of the codec: what a field a kind does not
// use holds.
var noEvent = Event{Player: core.NoPlayer, Target: core.NoPlayer, Recipient: core.NoPlayer}

// eventKindTable is the one table of the event kinds: each kind's id, its
// JSON keys in the order written (a key ending in "?" is left out when
// absent) and what it reports. The event codec and the EventKind id table
// (ids.go) are read from it.
var eventKindTable = [numEventKinds]struct {
	id   string
	keys []string
	text string
}{
	EventKindPhaseStarted: {"phase-started", []string{"month", "phase"},
		"a phase starts: Month, Phase"},
	EventKindTurnEnded: {"turn-ended", []string{"player", "out_of_phase"},
		"Player ends their turn (OutOfPhase: for the rest of the phase)"},
	EventKindCashedIn: {"cashed-in", []string{"player", "wiseguy", "turf", "type", "turfs"},
		"Player cashes in CashIn with Wiseguy and Turf: Turfs counted"},
	EventKindBillsDrawn: {"bills-drawn", []string{"player", "count", "bills"},
		"Player draws Bills (redacted: face down)"},
	EventKindPoliceRaidDrawn: {"police-raid-drawn", []string{"player"},
		"the Police Raid comes up; the Bill pile is reshuffled"},
	EventKindBillGiven: {"bill-given", []string{"player", "recipient", "bills"},
		"Player gives Bills to Recipient (redacted: face down)"},
	EventKindFirstPlayerGiven: {"first-player-given", []string{"player", "recipient"},
		"Player gives the First Player card to Recipient"},
	EventKindBillsKept: {"bills-kept", []string{"player", "count", "bills"},
		"Player keeps Bills: Count (redacted: face down)"},
	EventKindCheated: {"cheated", []string{"player", "bills_missing", "draws"},
		"Player is Cheated of Missing Bills and draws Draws Vendetta cards"},
	EventKindCardDrawn: {"card-drawn", []string{"player", "card"},
		"Player draws Vendetta card Vendetta (redacted: HiddenVendetta)"},
	EventKindVendettaDrawLost: {"vendetta-draw-lost", []string{"player"},
		"Player should draw a Vendetta card but the pile is empty"},
	EventKindAtlanticCityPlaced: {"atlantic-city-placed", []string{"player"},
		"Player places Atlantic City in their Territory"},
	EventKindFitOfRageAimed: {"fit-of-rage-aimed", []string{"player", "target"},
		"Player's Fit of Rage hits Target"},
	EventKindWiseguyMadeBusy: {"wiseguy-made-busy", []string{"player", "wiseguy"},
		"Player makes Wiseguy Busy (Fit of Rage or Whack)"},
	EventKindBillLost: {"bill-lost", []string{"player", "bills"},
		"Player loses a random Bill from the Bank (redacted: face down)"},
	EventKindCardCancelled: {"card-cancelled", []string{"player", "card"},
		"Player's Bodyguard cancels Vendetta card Vendetta"},
	EventKindBidMade: {"bid-made", []string{"player", "wiseguy", "space"},
		"Player bids with Wiseguy on Space (redacted: HiddenSpace)"},
	EventKindBillAdded: {"bill-added", []string{"player", "bills", "count"},
		"Player adds a Bill to the bid: Count under it (redacted: face down)"},
	EventKindBidRevealed: {"bid-revealed", []string{"player", "wiseguy", "space", "count"},
		"Player's bid with Wiseguy is on Space: Count Bills"},
	EventKindBidWithdrawn: {"bid-withdrawn", []string{"player"},
		"Player withdraws the Cold Feet bid"},
	EventKindBidShown: {"bid-shown", []string{"player", "space", "value", "bills"},
		"Player's bid on Space is shown: Bills, worth Value dollars"},
	EventKindCardWon: {"card-won", []string{"player", "street_card", "space"},
		"Player wins Street card Card on Space"},
	EventKindAuctionTied: {"auction-tied", []string{"street_card", "space"},
		"tie on Space: nobody wins Card"},
	EventKindBidBillsKept: {"bid-bills-kept", []string{"player", "count", "bills"},
		"Player keeps Bills of the winning bid: Count (redacted: face down)"},
	EventKindInvestigationRemoved: {"investigation-removed", []string{"investigation", "player"},
		"Investigation is paid off and Player takes it"},
	EventKindInvestigationStayed: {"investigation-stayed", []string{"investigation", "total"},
		"the bids on Investigation (Total dollars) fall short of its Backhander"},
	EventKindTitleGiven: {"title-given", []string{"player", "title", "respect"},
		"Player becomes Title: Respect"},
	EventKindCorrupted: {"corrupted", []string{"player", "wiseguy", "count", "bills"},
		"Player corrupts with Wiseguy: Count Bills (redacted: face down)"},
	EventKindJuryTampered: {"jury-tampered", []string{"player", "guilt"},
		"Player's Jury Tamperer removes 1 Guilt: Guilt now"},
	EventKindCorruptionPilePeeked: {"corruption-pile-peeked", []string{"player", "bills"},
		"Player's Court Clerk sees Bills of the Corruption pile"},
	EventKindZealousCorruptorWon: {"zealous-corruptor-won", []string{"player"},
		"Player wins a Zealous Corruptor card"},
	EventKindGuiltAdded: {"guilt-added", []string{"investigation", "added", "guilt"},
		"Investigation adds Added Guilt: Guilt now"},
	EventKindUnderbossArrived: {"underboss-arrived", []string{"space"},
		"the Underboss enters Space"},
	EventKindStreetCardRevealed: {"street-card-revealed", []string{"street_card", "space"},
		"Street card Card is revealed on Space"},
	EventKindFirstPlayerChanged: {"first-player-changed", []string{"player"},
		"Player is First Player from now on"},
	EventKindBillDrawn: {"bill-drawn", []string{"player", "bills"},
		"Player draws a Bill into the Bank (Skim, Cleaner, Loan Shark, Enforcer...)"},
	EventKindCardPlayed: {"card-played", []string{"player", "card", "target?", "turf?"},
		"Player plays Vendetta card Vendetta (at Target: Whack, Shakedown, Tail; on Target's Turf: Torch)"},
	EventKindBillTaken: {"bill-taken", []string{"player", "target", "bills"},
		"Player takes a Bill from Target (redacted: face down)"},
	EventKindVendettaHandSeen: {"vendetta-hand-seen", []string{"player", "target", "hand"},
		"Player sees Target's Vendetta hand: Hand"},
	EventKindBillFixed: {"bill-fixed", []string{"player", "bills"},
		"Player fixes a Bill onto the Corruption pile (redacted: face down)"},
	EventKindCardDiscarded: {"card-discarded", []string{"player", "card"},
		"Player's Enforcer discards Vendetta card Vendetta"},
	EventKindSnitchRevealed: {"snitch-revealed", []string{"player"},
		"at the Final Verdict, Player is revealed as an FBI Snitch"},
	EventKindCorruptionPileRevealed: {"corruption-pile-revealed", []string{"bills", "guilt_change"},
		"the Corruption pile is revealed: Bills, Guilt change GuiltChange"},
	EventKindVerdictReached: {"verdict-reached", []string{"verdict", "guilt"},
		"the Godfather is Verdict: Guilt final"},
	EventKindBonusScored: {"bonus-scored", []string{"player", "bonus", "respect"},
		"Player scores End of Game Bonus Bonus: Respect"},
	EventKindGameOver: {"game-over", []string{"player?", "respect?"},
		"Player wins with Respect (absent: Guilty with no Snitch, nobody wins)"},
	EventKindDiscardTopShown: {"discard-top-shown", []string{"bills", "discards"},
		"DiscardTopVisible: Bills shows the discard pile's top Bill; Discards in the pile"},
	EventKindCardDealt: {"card-dealt", []string{"player", "street_card"},
		"at setup, Player is dealt Street card Card (a Wiseguy or a Turf), face up"},
	EventKindInvestigationShuffledBack: {"investigation-shuffled-back", []string{"investigation"},
		"at setup, Investigation is revealed for the Street and shuffled back"},
	EventKindBagmanCashedIn: {"bagman-cashed-in", []string{"player", "wiseguy", "type", "turfs"},
		"Player cashes in CashIn with the Bagman (Wiseguy) and no Turf: Turfs counted"},
	EventKindInvestigationLeftGame: {"investigation-left-game", []string{"investigation"},
		"Investigation is paid off and leaves the game (a tie: nobody takes it)"},
	EventKindDistributionEnded: {"distribution-ended", []string{"player"},
		"Player keeps no more Bills: the distribution is over"},
	EventKindNoBillsDrawn: {"no-bills-drawn", []string{"player", "count"},
		"Player's Cash-in draws no Bill"},
	EventKindNoBidBillsKept: {"no-bid-bills-kept", []string{"player", "count"},
		"Player keeps no Bill of the winning bid"},
	EventKindEmptyCorruptionPileRevealed: {"empty-corruption-pile-revealed", []string{"guilt_change"},
		"the Corruption pile is revealed empty: Guilt change GuiltChange"},
	EventKindCorruptedWithoutBill: {"corrupted-without-bill", []string{"player", "wiseguy", "count"},
		"Player corrupts with Wiseguy and places no Bill (the Jury Tamperer aside)"},
	EventKindNothingTaken: {"nothing-taken", []string{"player", "target"},
		"Player shakes down Target, whose Bank is empty"},
	EventKindEmptyBidShown: {"empty-bid-shown", []string{"player", "space", "value"},
		"Player's bid on Space is shown, with no Bill left (withdrawn)"},
	EventKindDiscardPileEmptied: {"discard-pile-emptied", []string{"discards"},
		"DiscardTopVisible: the discard pile is empty"},
	EventKindEmptyVendettaHandSeen: {"empty-vendetta-hand-seen", []string{"player", "target"},
		"Player sees Target's Vendetta hand, empty"},
	EventKindTurnStarted: {"turn-started", []string{"player"},
		"Player's turn of the phase starts"},
}

// eventCodec is the events' JSON, declared by the event kind table.
var eventCodec = codec.MustEventCodec(noEvent, func() []codec.EventKind {
	kinds := make([]codec.EventKind, numEventKinds)
	for k := EventKindPhaseStarted; k < numEventKinds; k++ {
		kinds[k] = codec.EventKind{Name: eventKindTable[k].id, Keys: eventKindTable[k].keys}
	}
	return kinds
}())

// MarshalJSON writes the event as {"kind": "cashed-in", ...}: its kind's
// name, the keys that kind uses (an absent one left out), ids as text, a
// face-down value as "hidden", and "to", its audience.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the keys the kind
// uses (an optional one may be absent), each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

var monthNames = [...]string{"", "January", "February", "March", "April", "May", "June"}

// String reads the event as a log line.
func (e *Event) String() string {
	p, q, r := e.Player.String(), e.Target.String(), e.Recipient.String()
	w, inv := cardName(int(e.Wiseguy)), cardName(int(e.Investigation)+firstInv)
	switch e.Kind {
	case EventKindPhaseStarted:
		return monthName(int(e.Month)) + ": " + phaseName(int(e.Phase))
	case EventKindTurnStarted:
		return p + "'s turn"
	case EventKindTurnEnded:
		if e.OutOfPhase {
			return p + " passes for the rest of the phase"
		}
		return p + " ends the turn"
	case EventKindCashedIn:
		return p + " cashes in " + kindName(int8(e.CashIn)) + " with " + w + " and " + cardName(int(e.Turf)) + ": " + plural(int(e.Turfs), "Turf") + " count"
	case EventKindBagmanCashedIn:
		return p + " cashes in " + kindName(int8(e.CashIn)) + " with " + w + " and no Turf (Bagman): " + plural(int(e.Turfs), "Turf") + " count"
	case EventKindBillsDrawn, EventKindNoBillsDrawn:
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " draws " + plural(int(e.Count), "Bill")
		}
		return p + " draws " + e.Bills.String()
	case EventKindPoliceRaidDrawn:
		return "Police Raid! " + p + "'s Cash-in stops and the Bill pile is reshuffled"
	case EventKindBillGiven:
		if e.Bills[bHidden] > 0 {
			return p + " gives a Bill to " + r
		}
		return p + " gives " + e.Bills.String() + " to " + r
	case EventKindFirstPlayerGiven:
		return p + " gives the First Player card to " + r + " instead of a Bill"
	case EventKindDistributionEnded:
		return p + " keeps no more Bills: the distribution is over"
	case EventKindBillsKept:
		if e.Bills[bHidden] > 0 {
			return p + " keeps " + plural(int(e.Count), "Bill")
		}
		return p + " keeps " + e.Bills.String()
	case EventKindCheated:
		if e.Missing == 0 {
			return p + " is Cheated and draws " + plural(int(e.Draws), "Vendetta card")
		}
		return p + " is Cheated of " + plural(int(e.Missing), "Bill") + " and draws " + plural(int(e.Draws), "Vendetta card")
	case EventKindCardDrawn:
		if e.Vendetta == HiddenVendetta {
			return p + " draws a Vendetta card"
		}
		return p + " draws the Vendetta card " + vendettaName(int8(e.Vendetta))
	case EventKindVendettaDrawLost:
		return p + " should draw a Vendetta card, but the pile is empty"
	case EventKindAtlanticCityPlaced:
		return p + " places Atlantic City in their Territory"
	case EventKindFitOfRageAimed:
		return p + "'s Fit of Rage hits " + q
	case EventKindWiseguyMadeBusy:
		return p + " makes " + w + " Busy"
	case EventKindBillLost:
		if e.Bills[bHidden] > 0 {
			return p + " loses a random Bill from the Bank"
		}
		return p + " loses " + e.Bills.String() + " from the Bank"
	case EventKindCardCancelled:
		return p + "'s Bodyguard cancels " + vendettaName(int8(e.Vendetta))
	case EventKindBidMade:
		if e.Space == HiddenSpace {
			return p + " makes " + w + " Busy for a secret bid"
		}
		return p + " bids with " + w + " on space " + spaceName(int8(e.Space))
	case EventKindBillAdded:
		if e.Bills[bHidden] > 0 {
			return p + " adds a Bill to the bid (" + plural(int(e.Count), "Bill") + ")"
		}
		return p + " adds " + e.Bills.String() + " to the bid (" + plural(int(e.Count), "Bill") + ")"
	case EventKindBidRevealed:
		return p + "'s " + w + " bid on " + spaceName(int8(e.Space)) + " with " + plural(int(e.Count), "Bill")
	case EventKindBidWithdrawn:
		return p + " gets Cold Feet and withdraws the bid"
	case EventKindBidShown, EventKindEmptyBidShown:
		return p + " bid " + e.Bills.String() + " ($" + itoa(int(e.Value)/1000) + "k) on " + spaceName(int8(e.Space))
	case EventKindCardWon:
		return p + " wins " + cardName(int(e.Card)) + " on " + spaceName(int8(e.Space))
	case EventKindAuctionTied:
		return "tie on " + spaceName(int8(e.Space)) + ": nobody wins " + cardName(int(e.Card))
	case EventKindBidBillsKept, EventKindNoBidBillsKept:
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " keeps " + plural(int(e.Count), "Bill") + " of the bid and discards the rest"
		}
		return p + " keeps " + e.Bills.String() + " of the bid and discards the rest"
	case EventKindInvestigationLeftGame:
		return inv + " is paid off and leaves the game (tie)"
	case EventKindInvestigationRemoved:
		return inv + " is paid off; " + p + " takes it (+1 Respect)"
	case EventKindInvestigationStayed:
		return "the bids on " + inv + " ($" + itoa(int(e.Total)/1000) + "k) fall short; it stays"
	case EventKindTitleGiven:
		return p + " becomes " + e.Title.Name() + " (+" + itoa(int(e.Respect)) + " Respect)"
	case EventKindCorrupted, EventKindCorruptedWithoutBill:
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " puts " + plural(int(e.Count), "Bill") + " on the Corruption pile with " + w
		}
		return p + " puts " + e.Bills.String() + " on the Corruption pile with " + w
	case EventKindJuryTampered:
		return p + "'s Jury Tamperer removes 1 Guilt (Guilt " + itoa(int(e.Guilt)) + ")"
	case EventKindCorruptionPilePeeked:
		return p + "'s Court Clerk sees " + e.Bills.String() + " in the Corruption pile"
	case EventKindZealousCorruptorWon:
		return p + " is the only corrupter and wins a Zealous Corruptor card (+1 Respect)"
	case EventKindGuiltAdded:
		return inv + " is still on the Street: +" + itoa(int(e.Added)) + " Guilt (Guilt " + itoa(int(e.Guilt)) + ")"
	case EventKindUnderbossArrived:
		return "the Underboss enters the Street on " + spaceName(int8(e.Space))
	case EventKindStreetCardRevealed:
		return cardName(int(e.Card)) + " is revealed on " + spaceName(int8(e.Space))
	case EventKindCardDealt:
		return p + " is dealt " + cardName(int(e.Card))
	case EventKindInvestigationShuffledBack:
		return inv + " is revealed during setup and shuffled back into the Street pile"
	case EventKindFirstPlayerChanged:
		return p + " is now the First Player"
	case EventKindBillDrawn:
		if e.Bills[bHidden] > 0 {
			return p + " draws a Bill into the Bank"
		}
		return p + " draws " + e.Bills.String() + " into the Bank"
	case EventKindCardPlayed:
		s := p + " plays " + vendettaName(int8(e.Vendetta))
		if e.Target != core.NoPlayer {
			s += " at " + q
		}
		if e.Turf != NoTurf {
			s += ": " + cardName(int(e.Turf)) + " is Busy"
		}
		return s
	case EventKindNothingTaken:
		return q + "'s Bank is empty: nothing to take"
	case EventKindBillTaken:
		if e.Bills[bHidden] > 0 {
			return p + " shakes down " + q + " for a Bill"
		}
		return p + " shakes down " + q + " for " + e.Bills.String()
	case EventKindVendettaHandSeen, EventKindEmptyVendettaHandSeen:
		return p + " tails " + q + " and sees " + e.Hand.String()
	case EventKindBillFixed:
		if e.Bills[bHidden] > 0 {
			return p + " fixes a Bill onto the Corruption pile"
		}
		return p + " fixes " + e.Bills.String() + " onto the Corruption pile"
	case EventKindCardDiscarded:
		return p + "'s Enforcer discards " + vendettaName(int8(e.Vendetta)) + " to draw 2 Bills"
	case EventKindSnitchRevealed:
		return p + " is an FBI Snitch!"
	case EventKindCorruptionPileRevealed, EventKindEmptyCorruptionPileRevealed:
		return "the Corruption pile holds " + e.Bills.String() + ": Guilt " + signed(int(e.GuiltChange))
	case EventKindVerdictReached:
		v := "Innocent"
		if e.Verdict == Guilty {
			v = "Guilty"
		}
		return "the Godfather is " + v + " (final Guilt " + itoa(int(e.Guilt)) + ")"
	case EventKindBonusScored:
		return p + " scores " + codec.Names(bonusNames[:]).Name(int(e.Bonus)) + " (+" + itoa(int(e.Respect)) + " Respect)"
	case EventKindGameOver:
		if e.Player == core.NoPlayer {
			return "Guilty, and nobody is a Snitch: everybody falls with the Godfather"
		}
		return p + " wins with " + itoa(int(e.Respect)) + " Respect"
	case EventKindDiscardTopShown, EventKindDiscardPileEmptied:
		return "the Bill discard pile (" + plural(int(e.Discards), "Bill") + ") shows " + e.Bills.String() + " on top"
	}
	return "event " + strconv.Itoa(int(e.Kind))
}

var bonusNames = [...]string{"Most Vendetta cards", "Most Wiseguys", "Most Turfs", "the Politician"}

func monthName(m int) string {
	if m < 1 || m > 6 {
		return "Month " + itoa(m)
	}
	return monthNames[m]
}

// phaseName is phase p as the rulebook heads it: its Name.
func phaseName(p int) string { return Phase(p).Name() }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return itoa(n) + " " + what + "s"
}

func signed(n int) string {
	if n >= 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}

// String lists a pile of Bills: "$5k×2 $10kI".
func (b bills) String() string {
	var sb strings.Builder
	for t, c := range b {
		if c == 0 {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		if t == bHidden {
			sb.WriteString(itoa(int(c)) + " face-down")
			continue
		}
		sb.WriteString(billNames[t])
		if c > 1 {
			sb.WriteString("×" + itoa(int(c)))
		}
	}
	if sb.Len() == 0 {
		return "no Bills"
	}
	return sb.String()
}

// String lists a Vendetta hand.
func (h vcards) String() string {
	var sb strings.Builder
	for t, c := range h {
		if c == 0 {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteString(", ")
		}
		if t == vHidden {
			sb.WriteString(itoa(int(c)) + " face-down")
			continue
		}
		sb.WriteString(vendettaNames[t])
		if c > 1 {
			sb.WriteString("×" + itoa(int(c)))
		}
	}
	if sb.Len() == 0 {
		return "no cards"
	}
	return sb.String()
}

// private adds a fact p may see in full and the rest see redacted (on a
// playout's buffer, nothing: the audiences are not worked out to be dropped).
func private(ev *evbuf, full, redacted Event, who ...core.Player) {
	if ev.drop {
		return
	}
	full.To = core.Only(who...)
	redacted.To = core.AllBut(who...)
	ev.Add(&full)
	ev.Add(&redacted)
}

func public(ev *evbuf, e Event) {
	e.To = core.Everyone
	ev.Add(&e)
}

// appendCounts writes a counted pile as an object from id to count, in id
// order, ids with no card left out ({"5k": 2, "hidden": 1}).
func appendCounts(dst []byte, counts []uint8, ids []string) []byte {
	dst = append(dst, '{')
	first := true
	for t, c := range counts {
		if c == 0 {
			continue
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = strconv.AppendQuote(dst, ids[t])
		dst = append(dst, ':')
		dst = strconv.AppendInt(dst, int64(c), 10)
	}
	return append(dst, '}')
}

// MarshalJSON writes a pile of Bills as the position format's counted
// pile ({"5k": 2, "10k-innocent": 1}; {"hidden": 3} face down).
func (b bills) MarshalJSON() ([]byte, error) { return appendCounts(nil, b[:], billIDs[:]), nil }

// UnmarshalJSON reads what MarshalJSON wrote.
func (b *bills) UnmarshalJSON(data []byte) error {
	var c core.Counts[Bill]
	if err := c.UnmarshalJSON(data); err != nil {
		return err
	}
	countsIn(&c, b[:])
	return nil
}

// MarshalJSON writes a pile of Vendetta cards as a counted pile
// ({"whack": 2}; {"hidden": 3} face down).
func (h vcards) MarshalJSON() ([]byte, error) {
	return appendCounts(nil, h[:], vendettaCodesAll[:]), nil
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (h *vcards) UnmarshalJSON(data []byte) error {
	var c core.Counts[VendettaCard]
	if err := c.UnmarshalJSON(data); err != nil {
		return err
	}
	countsIn(&c, h[:])
	return nil
}

var vendettaCodesAll = func() (out [numVendettaSlots]string) {
	for i := range out {
		out[i] = VendettaCard(i).String()
	}
	return out
}()
