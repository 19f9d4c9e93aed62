package nostracity

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// How an Event field is written in JSON.
type evFormat int8

const (
	fPlayer   evFormat = iota // P as a seat ("P2"); "none" when NoPlayer
	fOther                    // Q as a seat; "none" when NoPlayer
	fStreet                   // Card as a Street card code ("W03", "T05", "I6", "UB")
	fVendetta                 // Card as a Vendetta card code ("whack"); "hidden" when face-down
	fTitle                    // Card as a Title code ("consigliere")
	fBonus                    // Card as a bonus code ("most-vendetta-cards")
	fPhase                    // Card as a phase name ("business")
	fN                        // N as a number
	fN2                       // N2 as a number
	fSpace                    // N as a Street space ("S2"); "hidden" when face-down
	fTurf                     // N3 as a Turf code; "none" when none
	fKind                     // N2 as a Cash-in kind ("red", "drugs")
	fBills                    // Bills as a pile ("$5k×2 $10kI"); "hidden" when face-down, "none" when empty
	fHand                     // Hand as a pile of Vendetta codes
	fVerdict                  // N: "innocent" (0) or "guilty" (1)
	fFlag                     // N as a boolean (1 = true)
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
	EvPhase:            {"phase", []evField{{"month", fN}, {"phase", fPhase}}},
	EvPass:             {"pass", []evField{{"player", fPlayer}, {"out_of_phase", fFlag}}},
	EvCashIn:           {"cash-in", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"turf", fTurf}, {"type", fKind}, {"turfs", fN}}},
	EvBillsDrawn:       {"bills-drawn", []evField{{"player", fPlayer}, {"count", fN}, {"bills", fBills}}},
	EvRaid:             {"police-raid", []evField{{"player", fPlayer}}},
	EvGive:             {"give", []evField{{"player", fPlayer}, {"to", fOther}, {"bills", fBills}}},
	EvGiveFirst:        {"give-first-player", []evField{{"player", fPlayer}, {"to", fOther}}},
	EvKeep:             {"keep", []evField{{"player", fPlayer}, {"count", fN}, {"bills", fBills}}},
	EvCheated:          {"cheated", []evField{{"player", fPlayer}, {"bills_missing", fN}, {"draws", fN2}}},
	EvVendetta:         {"vendetta-drawn", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvVendettaLost:     {"vendetta-pile-empty", []evField{{"player", fPlayer}}},
	EvAtlantic:         {"atlantic-city", []evField{{"player", fPlayer}}},
	EvRage:             {"fit-of-rage", []evField{{"player", fPlayer}, {"target", fOther}}},
	EvForcedBusy:       {"forced-busy", []evField{{"player", fPlayer}, {"wiseguy", fStreet}}},
	EvBillLost:         {"bill-lost", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvCancelled:        {"bodyguard-cancels", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvBid:              {"bid", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"space", fSpace}}},
	EvAddBill:          {"add-bill", []evField{{"player", fPlayer}, {"bills", fBills}, {"count", fN}}},
	EvRevealBid:        {"bid-revealed", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"space", fSpace}, {"count", fN2}}},
	EvWithdraw:         {"withdraw", []evField{{"player", fPlayer}}},
	EvBidShown:         {"bid-shown", []evField{{"player", fPlayer}, {"space", fSpace}, {"value", fN2}, {"bills", fBills}}},
	EvWon:              {"won", []evField{{"player", fPlayer}, {"card", fStreet}, {"space", fSpace}}},
	EvTie:              {"tie", []evField{{"card", fStreet}, {"space", fSpace}}},
	EvKeepBid:          {"keep-bid", []evField{{"player", fPlayer}, {"count", fN}, {"bills", fBills}}},
	EvInvRemoved:       {"investigation-removed", []evField{{"investigation", fStreet}, {"player", fPlayer}}},
	EvInvStays:         {"investigation-stays", []evField{{"investigation", fStreet}, {"total", fN}}},
	EvTitle:            {"title", []evField{{"player", fPlayer}, {"title", fTitle}, {"respect", fN}}},
	EvCorrupt:          {"corrupt", []evField{{"player", fPlayer}, {"wiseguy", fStreet}, {"count", fN}, {"bills", fBills}}},
	EvTamper:           {"tamper", []evField{{"player", fPlayer}, {"guilt", fN}}},
	EvPeek:             {"court-clerk-peek", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvZealous:          {"zealous-corruptor", []evField{{"player", fPlayer}}},
	EvGuilt:            {"guilt-point", []evField{{"investigation", fStreet}, {"added", fN}, {"guilt", fN2}}},
	EvUnderbossArrives: {"underboss-arrives", []evField{{"space", fSpace}}},
	EvStreet:           {"street-card", []evField{{"card", fStreet}, {"space", fSpace}}},
	EvFirstPlayer:      {"first-player", []evField{{"player", fPlayer}}},
	EvBillToBank:       {"bill-to-bank", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvPlay:             {"play", []evField{{"player", fPlayer}, {"card", fVendetta}, {"target", fOther}, {"turf", fTurf}}},
	EvShakedown:        {"shakedown", []evField{{"player", fPlayer}, {"target", fOther}, {"bills", fBills}}},
	EvTail:             {"tail", []evField{{"player", fPlayer}, {"target", fOther}, {"hand", fHand}}},
	EvFix:              {"fix", []evField{{"player", fPlayer}, {"bills", fBills}}},
	EvEnforce:          {"enforce", []evField{{"player", fPlayer}, {"card", fVendetta}}},
	EvSnitch:           {"snitch-revealed", []evField{{"player", fPlayer}}},
	EvCorruptionPile:   {"corruption-pile", []evField{{"bills", fBills}, {"guilt_change", fN}}},
	EvVerdict:          {"verdict", []evField{{"verdict", fVerdict}, {"guilt", fN2}}},
	EvBonus:            {"bonus", []evField{{"player", fPlayer}, {"bonus", fBonus}, {"respect", fN}}},
	EvWinner:           {"winner", []evField{{"player", fPlayer}, {"respect", fN}}},
	EvNoWinner:         {"no-winner", nil},
	EvDiscardTop:       {"discard-top", []evField{{"bills", fBills}, {"discards", fN}}},
}

func seatOrNone(p core.Player) string {
	if p < 0 {
		return "none"
	}
	return p.String()
}

// String is the kind's name as Event JSON writes it ("cash-in").
func (k EventKind) String() string {
	if k < 0 || k >= numEventKinds {
		return "event-" + strconv.Itoa(int(k))
	}
	return eventSpecs[k].name
}

var bonusCodes = core.Names{"most-vendetta-cards", "most-wiseguys", "most-turfs", "politician"}

var phaseCodes = core.Names{"business", "meeting", "trial", "final-verdict"}

// MarshalJSON writes the event as {"kind": "cash-in", ...}: its kind's
// name, the fields that kind uses by name (cards, spaces and seats in
// notation, a face-down value as "hidden") and its "audience".
func (e Event) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 96)
	b = append(b, `{"kind":`...)
	b = strconv.AppendQuote(b, e.Kind.String())
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
				str(f.name, seatOrNone(e.P))
			case fOther:
				str(f.name, seatOrNone(e.Q))
			case fStreet:
				str(f.name, cardCode(int(e.Card)))
			case fVendetta:
				if e.Card == vHidden {
					str(f.name, "hidden")
				} else {
					str(f.name, vendettaCode(e.Card))
				}
			case fTitle:
				str(f.name, core.Names(titleCodes[:]).Name(int(e.Card)))
			case fBonus:
				str(f.name, bonusCodes.Name(int(e.Card)))
			case fPhase:
				str(f.name, phaseCodes.Name(int(e.Card)))
			case fN:
				num(f.name, int(e.N))
			case fN2:
				num(f.name, int(e.N2))
			case fSpace:
				if e.N < 0 {
					str(f.name, "hidden")
				} else {
					str(f.name, spaceName(int8(e.N)))
				}
			case fTurf:
				if e.N3 >= 0 {
					str(f.name, turfCode(e.N3))
				} else {
					str(f.name, "none")
				}
			case fKind:
				str(f.name, kindName(int8(e.N2)))
			case fBills:
				if e.Bills[bHidden] > 0 {
					str(f.name, "hidden")
				} else if e.Bills.total() == 0 {
					str(f.name, "none")
				} else {
					b = append(b, ',')
					b = strconv.AppendQuote(b, f.name)
					b = append(b, ':')
					b = appendPile(b, e.Bills[:], billNames[:])
				}
			case fHand:
				if e.Hand.total() == 0 {
					str(f.name, "none")
					continue
				}
				b = append(b, ',')
				b = strconv.AppendQuote(b, f.name)
				b = append(b, ':')
				b = appendPile(b, e.Hand[:], vendettaCodesAll[:])
			case fVerdict:
				v := "guilty"
				if e.N == 0 {
					v = "innocent"
				}
				str(f.name, v)
			case fFlag:
				b = append(b, ',')
				b = strconv.AppendQuote(b, f.name)
				b = append(b, ':')
				b = strconv.AppendBool(b, e.N == 1)
			}
		}
	}
	str("audience", e.To.String())
	return append(b, '}'), nil
}
