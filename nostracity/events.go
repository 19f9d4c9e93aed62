package nostracity

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// EventKind is what an Event reports.
type EventKind int8

// The kinds of Event.
const (
	EvPhase            EventKind = iota // a phase starts: N = month, Card = phase
	EvPass                              // P ends their turn
	EvCashIn                            // P cashes in kind N2 with Wiseguy Card and Turf N3: N Turfs counted
	EvBillsDrawn                        // P draws Bills (the redacted form has only the count N)
	EvRaid                              // the Police Raid comes up; the Bill pile is reshuffled
	EvGive                              // P gives Bills to Q (redacted: the count)
	EvGiveFirst                         // P gives the First Player card to Q
	EvKeep                              // P keeps Bills (redacted: the count)
	EvCheated                           // P is Cheated of N Bills (or Cards)
	EvVendetta                          // P draws Vendetta card Card (redacted: HiddenVendetta)
	EvVendettaLost                      // P should draw a Vendetta card but the pile is empty
	EvAtlantic                          // P places Atlantic City in their Territory
	EvRage                              // P's Fit of Rage hits Q
	EvForcedBusy                        // P makes Wiseguy Card Busy (Fit of Rage or Whack)
	EvBillLost                          // P loses a random Bill from the Bank (redacted: which)
	EvCancelled                         // P's Bodyguard cancels Vendetta card Card
	EvBid                               // P bids with Wiseguy Card on space N (redacted: space hidden)
	EvAddBill                           // P adds a Bill to the bid (redacted: which)
	EvRevealBid                         // P's bid with Wiseguy Card is on space N (N2 Bills)
	EvWithdraw                          // P withdraws the Cold Feet bid
	EvBidShown                          // P's bid on space N is shown: Bills, worth N2 ($k)
	EvWon                               // P wins Street card Card on space N
	EvTie                               // tie on space N: nobody wins Card
	EvKeepBid                           // P keeps Bills of the winning bid (redacted: count)
	EvInvRemoved                        // Investigation Card is removed (P takes it, or nobody: P = -1)
	EvInvStays                          // the bids on Investigation Card (N $k) fall short of its Backhander
	EvTitle                             // P becomes Title Card (+N Respect)
	EvCorrupt                           // P corrupts with Wiseguy Card (redacted: count N)
	EvTamper                            // P's Jury Tamperer removes 1 Guilt
	EvPeek                              // P's Court Clerk sees a Bill of the Corruption pile
	EvZealous                           // P wins a Zealous Corruptor card
	EvGuilt                             // Investigation Card adds N Guilt
	EvUnderbossArrives                  // the Underboss enters space N
	EvStreet                            // Street card Card is revealed on space N
	EvFirstPlayer                       // P is First Player from now on
	EvBillToBank                        // P draws a Bill into the Bank (Skim, Cleaner, Loan Shark, Enforcer...)
	EvPlay                              // P plays Vendetta card Card at Q
	EvShakedown                         // P takes a Bill from Q (redacted: which)
	EvTail                              // P sees Q's Vendetta hand
	EvFix                               // P fixes a Bill onto the Corruption pile (redacted: which)
	EvEnforce                           // P's Enforcer discards Card
	EvSnitch                            // at the Final Verdict, P is revealed as an FBI Snitch
	EvCorruptionPile                    // the Corruption pile is revealed: Bills, Guilt change N
	EvVerdict                           // the Godfather is Innocent (N = 0) or Guilty (N = 1); N2 = final Guilt
	EvBonus                             // P scores an end bonus Card (+N)
	EvWinner                            // P wins
	EvNoWinner                          // Guilty with no Snitch: nobody wins
	EvDiscardTop                        // DiscardTopVisible: Bills shows the discard pile's top Bill; N = pile size
	EvDealt                             // at setup, P is dealt Street card Card (a Wiseguy or a Turf), face up
	EvInvShuffledBack                   // at setup, Investigation Card is revealed for the Street and shuffled back
	EvCashInBagman                      // P cashes in kind N2 with the Bagman (Card) and no Turf: N Turfs counted
	EvPlayAt                            // P plays Vendetta card Card (Whack, Shakedown, Tail) at Q
	EvTorch                             // P plays Torch (Card) on Q's Turf N3
	EvInvLeaves                         // Investigation Card is paid off and leaves the game (a tie: nobody takes it)
	numEventKinds
)

// Event is one thing that happened in Apply (or in the setup, see
// NewWithEvents). Its fields are typed for what they hold, and a kind uses
// those its JSON writes (see the kinds in the package doc); the rest are
// zero. To is who may see it.
type Event struct {
	// Value is a bid's value or an Investigation's bids, in dollars.
	Value int32
	// Guilt is the Guilt after the event; GuiltChange what it added.
	Guilt       int16
	GuiltChange int8
	Kind        EventKind
	// Player is the seat the event is about ("player"); NoPlayer for
	// an Investigation nobody takes.
	Player core.Player
	// Target is the other seat: a Bill's recipient, a Vendetta card's
	// or a Fit of Rage's target ("recipient", "target").
	Target core.Player
	// Card is a Street card: a Wiseguy, a card won or revealed, an
	// Investigation ("wiseguy", "card", "investigation").
	Card Card
	// Vendetta is a Vendetta card (HiddenVendetta face down).
	Vendetta VendettaCard
	// Title is the Title given; Bonus the End of Game Bonus scored.
	Title Title
	Bonus Bonus
	// Month and Phase are the phase that starts.
	Month int8
	Phase Phase
	// Space is a Street space (HiddenSpace for a secret bid).
	Space Space
	// Turf is the Turf of a Cash-in or a Torch.
	Turf Turf
	// CashIn is what a Cash-in cashes in on.
	CashIn CashInType
	// Count is how many: Bills drawn, kept, added or put, Turfs counted,
	// Bills missing, discards.
	Count int8
	// Draws is the Vendetta cards a Cheated player draws.
	Draws int8
	// Respect is the Respect scored.
	Respect int8
	// OutOfPhase: the player passes for the rest of the phase
	// (round-robin-single-action).
	OutOfPhase bool
	// Guilty is the Final Verdict.
	Guilty bool
	// Bills and Hand are the Bills and Vendetta cards it shows
	// (HiddenBill and HiddenVendetta counting face-down ones).
	Bills BillPile
	Hand  VendettaPile
	To    core.Audience
}

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

var phaseNames = [...]string{"Business", "Meeting", "Trial", "Final Verdict", "Reception", "Final Verdict"}

var monthNames = [...]string{"", "January", "February", "March", "April", "May", "June"}

// String reads the event as a log line.
func (e *Event) String() string {
	p, q := e.Player.String(), e.Target.String()
	switch e.Kind {
	case EvPhase:
		return monthName(int(e.Month)) + ": " + phaseName(int(e.Phase))
	case EvPass:
		if e.OutOfPhase {
			return p + " passes for the rest of the phase"
		}
		return p + " ends the turn"
	case EvCashIn, EvCashInBagman:
		t := "no Turf (Bagman)"
		if e.Turf != NoTurf {
			t = cardName(int(e.Turf))
		}
		return p + " cashes in " + kindName(int8(e.CashIn)) + " with " + cardName(int(e.Card)) + " and " + t + ": " + plural(int(e.Count), "Turf") + " count"
	case EvBillsDrawn:
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " draws " + plural(int(e.Count), "Bill")
		}
		return p + " draws " + e.Bills.String()
	case EvRaid:
		return "Police Raid! " + p + "'s Cash-in stops and the Bill pile is reshuffled"
	case EvGive:
		if e.Bills[bHidden] > 0 {
			return p + " gives a Bill to " + q
		}
		return p + " gives " + e.Bills.String() + " to " + q
	case EvGiveFirst:
		return p + " gives the First Player card to " + q + " instead of a Bill"
	case EvKeep:
		if e.Count == 0 {
			return p + " keeps no more Bills: the distribution is over"
		}
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " keeps " + plural(int(e.Count), "Bill")
		}
		return p + " keeps " + e.Bills.String()
	case EvCheated:
		if e.Count == 0 {
			return p + " is Cheated and draws " + plural(int(e.Draws), "Vendetta card")
		}
		return p + " is Cheated of " + plural(int(e.Count), "Bill") + " and draws " + plural(int(e.Draws), "Vendetta card")
	case EvVendetta:
		if e.Vendetta == HiddenVendetta {
			return p + " draws a Vendetta card"
		}
		return p + " draws the Vendetta card " + vendettaNames[e.Vendetta]
	case EvVendettaLost:
		return p + " should draw a Vendetta card, but the pile is empty"
	case EvAtlantic:
		return p + " places Atlantic City in their Territory"
	case EvRage:
		return p + "'s Fit of Rage hits " + q
	case EvForcedBusy:
		return p + " makes " + cardName(int(e.Card)) + " Busy"
	case EvBillLost:
		if e.Bills[bHidden] > 0 {
			return p + " loses a random Bill from the Bank"
		}
		return p + " loses " + e.Bills.String() + " from the Bank"
	case EvCancelled:
		return p + "'s Bodyguard cancels " + vendettaNames[e.Vendetta]
	case EvBid:
		if e.Space == HiddenSpace {
			return p + " makes " + cardName(int(e.Card)) + " Busy for a secret bid"
		}
		return p + " bids with " + cardName(int(e.Card)) + " on space " + spaceName(int8(e.Space))
	case EvAddBill:
		if e.Bills[bHidden] > 0 {
			return p + " adds a Bill to the bid (" + plural(int(e.Count), "Bill") + ")"
		}
		return p + " adds " + e.Bills.String() + " to the bid (" + plural(int(e.Count), "Bill") + ")"
	case EvRevealBid:
		return p + "'s " + cardName(int(e.Card)) + " bid on " + spaceName(int8(e.Space)) + " with " + plural(int(e.Count), "Bill")
	case EvWithdraw:
		return p + " gets Cold Feet and withdraws the bid"
	case EvBidShown:
		return p + " bid " + e.Bills.String() + " ($" + itoa(int(e.Value)/1000) + "k) on " + spaceName(int8(e.Space))
	case EvWon:
		return p + " wins " + cardName(int(e.Card)) + " on " + spaceName(int8(e.Space))
	case EvTie:
		return "tie on " + spaceName(int8(e.Space)) + ": nobody wins " + cardName(int(e.Card))
	case EvKeepBid:
		if e.Bills[bHidden] > 0 || e.Bills.total() == 0 {
			return p + " keeps " + plural(int(e.Count), "Bill") + " of the bid and discards the rest"
		}
		return p + " keeps " + e.Bills.String() + " of the bid and discards the rest"
	case EvInvRemoved, EvInvLeaves:
		if e.Player < 0 {
			return cardName(int(e.Card)) + " is paid off and leaves the game (tie)"
		}
		return cardName(int(e.Card)) + " is paid off; " + p + " takes it (+1 Respect)"
	case EvInvStays:
		return "the bids on " + cardName(int(e.Card)) + " ($" + itoa(int(e.Value)/1000) + "k) fall short; it stays"
	case EvTitle:
		return p + " becomes " + titleNames[e.Title] + " (+" + itoa(int(e.Respect)) + " Respect)"
	case EvCorrupt:
		if e.Bills[bHidden] > 0 {
			return p + " puts " + plural(int(e.Count), "Bill") + " on the Corruption pile with " + cardName(int(e.Card))
		}
		return p + " puts " + e.Bills.String() + " on the Corruption pile with " + cardName(int(e.Card))
	case EvTamper:
		return p + "'s Jury Tamperer removes 1 Guilt (Guilt " + itoa(int(e.Guilt)) + ")"
	case EvPeek:
		return p + "'s Court Clerk sees " + e.Bills.String() + " in the Corruption pile"
	case EvZealous:
		return p + " is the only corrupter and wins a Zealous Corruptor card (+1 Respect)"
	case EvGuilt:
		return cardName(int(e.Card)) + " is still on the Street: +" + itoa(int(e.GuiltChange)) + " Guilt (Guilt " + itoa(int(e.Guilt)) + ")"
	case EvUnderbossArrives:
		return "the Underboss enters the Street on " + spaceName(int8(e.Space))
	case EvStreet:
		return cardName(int(e.Card)) + " is revealed on " + spaceName(int8(e.Space))
	case EvDealt:
		return p + " is dealt " + cardName(int(e.Card))
	case EvInvShuffledBack:
		return cardName(int(e.Card)) + " is revealed during setup and shuffled back into the Street pile"
	case EvFirstPlayer:
		return p + " is now the First Player"
	case EvBillToBank:
		if e.Bills[bHidden] > 0 {
			return p + " draws a Bill into the Bank"
		}
		return p + " draws " + e.Bills.String() + " into the Bank"
	case EvPlay, EvPlayAt, EvTorch:
		s := p + " plays " + vendettaNames[e.Vendetta]
		if e.Kind != EvPlay {
			s += " at " + q
		}
		if e.Kind == EvTorch {
			s += ": " + cardName(int(e.Turf)) + " is Busy"
		}
		return s
	case EvShakedown:
		if e.Bills.total() == 0 {
			return q + "'s Bank is empty: nothing to take"
		}
		if e.Bills[bHidden] > 0 {
			return p + " shakes down " + q + " for a Bill"
		}
		return p + " shakes down " + q + " for " + e.Bills.String()
	case EvTail:
		return p + " tails " + q + " and sees " + e.Hand.String()
	case EvFix:
		if e.Bills[bHidden] > 0 {
			return p + " fixes a Bill onto the Corruption pile"
		}
		return p + " fixes " + e.Bills.String() + " onto the Corruption pile"
	case EvEnforce:
		return p + "'s Enforcer discards " + vendettaNames[e.Vendetta] + " to draw 2 Bills"
	case EvSnitch:
		return p + " is an FBI Snitch!"
	case EvCorruptionPile:
		return "the Corruption pile holds " + e.Bills.String() + ": Guilt " + signed(int(e.GuiltChange))
	case EvVerdict:
		v := "Innocent"
		if e.Guilty {
			v = "Guilty"
		}
		return "the Godfather is " + v + " (final Guilt " + itoa(int(e.Guilt)) + ")"
	case EvBonus:
		return p + " scores " + bonusNames[e.Bonus] + " (+" + itoa(int(e.Respect)) + " Respect)"
	case EvWinner:
		return p + " wins with " + itoa(int(e.Respect)) + " Respect"
	case EvNoWinner:
		return "Guilty, and nobody is a Snitch: everybody falls with the Godfather"
	case EvDiscardTop:
		return "the Bill discard pile (" + plural(int(e.Count), "Bill") + ") shows " + e.Bills.String() + " on top"
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

func phaseName(p int) string {
	if p < 0 || p >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

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

// private adds a fact p may see in full and the rest see redacted.
func private(ev *evbuf, full, redacted Event, who ...core.Player) {
	full.To = core.Only(who...)
	redacted.To = core.AllBut(who...)
	ev.Add(full)
	ev.Add(redacted)
}

func public(ev *evbuf, e Event) {
	e.To = core.Everyone
	ev.Add(e)
}

// How an Event field is written in JSON.
type evFormat int8

const (
	fPlayer      evFormat = iota // Player as a seat ("P2"); left out when NoPlayer
	fOther                       // Target as a seat
	fStreet                      // Card as a Street card code ("W03", "T05", "I6", "UB")
	fVendetta                    // Vendetta as a Vendetta card id ("whack"); "hidden" when face-down
	fTitle                       // Title as its id ("consigliere")
	fBonus                       // Bonus as its id ("most-vendetta-cards")
	fPhase                       // Phase as its id ("business")
	fMonth                       // Month, a number
	fCount                       // Count, a number
	fDraws                       // Draws, a number
	fRespect                     // Respect, a number
	fGuilt                       // Guilt, a number
	fGuiltChange                 // GuiltChange, a number
	fValue                       // Value, dollars
	fSpace                       // Space ("S2"); "hidden" when face-down
	fTurf                        // Turf as its code
	fKind                        // CashIn as its id ("red", "drugs")
	fBills                       // Bills as a counted pile ({"hidden": n} face down)
	fHand                        // Hand as a counted pile of Vendetta card ids
	fVerdict                     // Guilty: "innocent" or "guilty"
	fFlag                        // OutOfPhase, a boolean
)

type evField struct {
	name string
	f    evFormat
}

type evSpec struct {
	name   string
	fields []evField
}

// eventSpecs names each kind of Event and its fields as JSON writes them;
// the package doc lists the same (TestEventKindsAndFieldsAreDocumented).
var eventSpecs = [numEventKinds]evSpec{
	EvPhase:            {"phase-started", []evField{{"month", fMonth}, {"phase", fPhase}}},
	EvPass:             {"turn-ended", []evField{{"player", fPlayer}, {"out_of_phase", fFlag}}},
	EvCashIn:           {"cashed-in", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"turf", fTurf}, {"type", fKind}, {"turfs", fCount}}},
	EvBillsDrawn:       {"bills-drawn", []evField{{"player", fPlayer}, {"count", fCount}, {"bills", fBills}}},
	EvRaid:             {"police-raid-drawn", []evField{{"player", fPlayer}}},
	EvGive:             {"bill-given", []evField{{"player", fPlayer}, {"recipient", fOther}, {"bills", fBills}}},
	EvGiveFirst:        {"first-player-given", []evField{{"player", fPlayer}, {"recipient", fOther}}},
	EvKeep:             {"bills-kept", []evField{{"player", fPlayer}, {"count", fCount}, {"bills", fBills}}},
	EvCheated:          {"cheated", []evField{{"player", fPlayer}, {"bills_missing", fCount}, {"draws", fDraws}}},
	EvVendetta:         {"card-drawn", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvVendettaLost:     {"vendetta-draw-lost", []evField{{"player", fPlayer}}},
	EvAtlantic:         {"atlantic-city-placed", []evField{{"player", fPlayer}}},
	EvRage:             {"fit-of-rage-aimed", []evField{{"player", fPlayer}, {"target", fOther}}},
	EvForcedBusy:       {"wiseguy-made-busy", []evField{{"player", fPlayer}, {"wiseguy", fStreet}}},
	EvBillLost:         {"bill-lost", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvCancelled:        {"card-cancelled", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvBid:              {"bid-made", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"space", fSpace}}},
	EvAddBill:          {"bill-added", []evField{{"player", fPlayer}, {"bills", fBills}, {"count", fCount}}},
	EvRevealBid:        {"bid-revealed", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"space", fSpace}, {"count", fCount}}},
	EvWithdraw:         {"bid-withdrawn", []evField{{"player", fPlayer}}},
	EvBidShown:         {"bid-shown", []evField{{"player", fPlayer}, {"space", fSpace}, {"value", fValue}, {"bills", fBills}}},
	EvWon:              {"card-won", []evField{{"player", fPlayer}, {"card", fStreet}, {"space", fSpace}}},
	EvTie:              {"auction-tied", []evField{{"card", fStreet}, {"space", fSpace}}},
	EvKeepBid:          {"bid-bills-kept", []evField{{"player", fPlayer}, {"count", fCount}, {"bills", fBills}}},
	EvInvRemoved:       {"investigation-removed", []evField{{"investigation", fStreet}, {"player", fPlayer}}},
	EvInvStays:         {"investigation-stayed", []evField{{"investigation", fStreet}, {"total", fValue}}},
	EvTitle:            {"title-given", []evField{{"player", fPlayer}, {"title", fTitle}, {"respect", fRespect}}},
	EvCorrupt:          {"corrupted", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"count", fCount}, {"bills", fBills}}},
	EvTamper:           {"jury-tampered", []evField{{"player", fPlayer}, {"guilt", fGuilt}}},
	EvPeek:             {"corruption-pile-peeked", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvZealous:          {"zealous-corruptor-won", []evField{{"player", fPlayer}}},
	EvGuilt:            {"guilt-added", []evField{{"investigation", fStreet}, {"added", fGuiltChange}, {"guilt", fGuilt}}},
	EvUnderbossArrives: {"underboss-arrived", []evField{{"space", fSpace}}},
	EvStreet:           {"street-card-revealed", []evField{{"card", fStreet}, {"space", fSpace}}},
	EvFirstPlayer:      {"first-player-changed", []evField{{"player", fPlayer}}},
	EvBillToBank:       {"bill-drawn", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvPlay:             {"card-played", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvShakedown:        {"bill-taken", []evField{{"player", fPlayer}, {"target", fOther}, {"bills", fBills}}},
	EvTail:             {"vendetta-hand-seen", []evField{{"player", fPlayer}, {"target", fOther}, {"hand", fHand}}},
	EvFix:              {"bill-fixed", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvEnforce:          {"card-discarded", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvSnitch:           {"snitch-revealed", []evField{{"player", fPlayer}}},
	EvCorruptionPile:   {"corruption-pile-revealed", []evField{{"bills", fBills}, {"guilt_change", fGuiltChange}}},
	EvVerdict:          {"verdict-reached", []evField{{"verdict", fVerdict}, {"guilt", fGuilt}}},
	EvBonus:            {"bonus-scored", []evField{{"player", fPlayer}, {"bonus", fBonus}, {"respect", fRespect}}},
	EvWinner:           {"game-over", []evField{{"player", fPlayer}, {"respect", fRespect}}},
	EvNoWinner:         {"game-over", nil},
	EvDiscardTop:       {"discard-top-shown", []evField{{"bills", fBills}, {"discards", fCount}}},
	EvDealt:            {"card-dealt", []evField{{"player", fPlayer}, {"card", fStreet}}},
	EvInvShuffledBack:  {"investigation-shuffled-back", []evField{{"investigation", fStreet}}},
	EvCashInBagman:     {"bagman-cashed-in", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"type", fKind}, {"turfs", fCount}}},
	EvPlayAt:           {"card-played-at", []evField{{"player", fPlayer}, {"card", fVendetta}, {"target", fOther}}},
	EvTorch:            {"turf-torched", []evField{{"player", fPlayer}, {"card", fVendetta}, {"target", fOther}, {"turf", fTurf}}},
	EvInvLeaves:        {"investigation-left-game", []evField{{"investigation", fStreet}}},
}

// emptyKinds names the kinds whose Bills (a Tail: hand) may be none when
// they are none:
// a kind always writes the fields it uses, and an empty pile is left out,
// so the event with no Bill is a kind of its own ("distribution-ended",
// not "bills-kept" with nothing kept).
var emptyKinds = map[EventKind]string{
	EvKeep:           "distribution-ended",
	EvBillsDrawn:     "no-bills-drawn",
	EvKeepBid:        "no-bid-bills-kept",
	EvCorruptionPile: "empty-corruption-pile-revealed",
	EvCorrupt:        "corrupted-without-bill",
	EvShakedown:      "nothing-taken",
	EvBidShown:       "empty-bid-shown",
	EvDiscardTop:     "discard-pile-emptied",
	EvTail:           "empty-vendetta-hand-seen",
}

// String is the kind's name as Event JSON writes it ("cashed-in").
func (k EventKind) String() string {
	if k < 0 || k >= numEventKinds {
		return "event-" + strconv.Itoa(int(k))
	}
	return eventSpecs[k].name
}

var bonusCodes = core.Names{"most-vendetta-cards", "most-wiseguys", "most-turfs", "politician"}

// MarshalJSON writes the event as {"kind": "cash-in", ...}: its kind's
// name, the fields that kind uses by name (cards, spaces and seats in
// notation, a face-down value as "hidden") and "to", its audience.
func (e Event) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 96)
	b = append(b, `{"kind":`...)
	name := e.Kind.String()
	if empty, ok := emptyKinds[e.Kind]; ok && e.Bills.total() == 0 && e.Hand.total() == 0 {
		name = empty
	}
	b = strconv.AppendQuote(b, name)
	str := func(name, v string) {
		b = append(b, ',')
		b = strconv.AppendQuote(b, name)
		b = append(b, ':')
		b = strconv.AppendQuote(b, v)
	}
	num := func(name string, v int) {
		b = append(b, ',')
		b = strconv.AppendQuote(b, name)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(v), 10)
	}
	if e.Kind >= 0 && e.Kind < numEventKinds {
		for _, f := range eventSpecs[e.Kind].fields {
			switch f.f {
			case fPlayer:
				if e.Player >= 0 {
					str(f.name, e.Player.String())
				}
			case fOther:
				if e.Target >= 0 {
					str(f.name, e.Target.String())
				}
			case fStreet:
				str(f.name, cardCode(int(e.Card)))
			case fVendetta:
				str(f.name, vendettaCode(int8(e.Vendetta)))
			case fTitle:
				str(f.name, core.Names(titleCodes[:]).Name(int(e.Title)))
			case fBonus:
				str(f.name, bonusCodes.Name(int(e.Bonus)))
			case fPhase:
				ph := e.Phase
				if ph == PhaseOver {
					ph = PhaseFinalVerdict // the phase that starts at the end
				}
				str(f.name, ph.String())
			case fMonth:
				num(f.name, int(e.Month))
			case fCount:
				num(f.name, int(e.Count))
			case fDraws:
				num(f.name, int(e.Draws))
			case fRespect:
				num(f.name, int(e.Respect))
			case fGuilt:
				num(f.name, int(e.Guilt))
			case fGuiltChange:
				num(f.name, int(e.GuiltChange))
			case fValue:
				num(f.name, int(e.Value))
			case fSpace:
				str(f.name, e.Space.String())
			case fTurf:
				if e.Turf != NoTurf {
					str(f.name, e.Turf.String())
				}
			case fKind:
				str(f.name, e.CashIn.String())
			case fBills:
				if e.Bills.total() > 0 {
					b = append(b, ',')
					b = strconv.AppendQuote(b, f.name)
					b = append(b, ':')
					b = appendCounts(b, e.Bills[:], billIDs[:])
				}
			case fHand:
				if e.Hand.total() > 0 {
					b = append(b, ',')
					b = strconv.AppendQuote(b, f.name)
					b = append(b, ':')
					b = appendCounts(b, e.Hand[:], vendettaCodesAll[:])
				}
			case fVerdict:
				str(f.name, pick(e.Guilty, "guilty", "innocent"))
			case fFlag:
				b = append(b, ',')
				b = strconv.AppendQuote(b, f.name)
				b = append(b, ':')
				b = strconv.AppendBool(b, e.OutOfPhase)
			}
		}
	}
	str("to", e.To.String())
	return append(b, '}'), nil
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
