package nostracity

import "github.com/mafiarules/sdk/core"

// billWords names a Bill type as the rulebook prints it ("a $10,000
// Innocent Bill").
var billWords = [numBillSlots]string{"a $5,000 Bill", "a $10,000 Innocent Bill", "a $10,000 Guilty Bill",
	"a $20,000 Innocent Bill", "a $20,000 Guilty Bill", "a $50,000 Innocent Bill", "a $50,000 Guilty Bill",
	"the Police Raid", "a face-down Bill"}

func billWord(t int8) string {
	if t < 0 || int(t) >= numBillSlots {
		return "a Bill"
	}
	return billWords[t]
}

var boroughs = [4]string{"Brooklyn", "Queens", "the Bronx", "Staten Island"}

// kindWords names a Cash-in type: "the red Racket (Brooklyn)", "the
// Drugs Traffic".
func kindWords(k int8) string {
	switch {
	case k >= 0 && k < kGambling:
		return "the " + kindNames[k] + " Racket (" + boroughs[k] + ")"
	case k >= kGambling && k < numKinds:
		n := kindNames[k]
		return "the " + string(n[0]-'a'+'A') + n[1:] + " Traffic"
	}
	return "an unknown Cash-in"
}

var titleRespectWords = [3]string{"+3 Respect", "+2 Respect", "+1 Respect"}

// Describe is m as a sentence for a button or a log, in the rulebook's
// words, with the cards' printed names. It carries every distinction the
// notation carries, so two legal moves never share a description, and it
// uses only what the mover sees (the same on the mover's View).
func Describe(s State, m Move) string {
	switch m.Kind {
	case EndTurn:
		if s.opt.roundRobin && !s.acted {
			return "Pass, and sit out the rest of the " + s.phase.String()
		}
		return "End your turn"
	case CashIn:
		return "Cash-in on " + kindWords(m.C) + ": make " + cardName(int(m.A)) + " and " + turfName(m.B) + " Busy"
	case BagmanCashIn:
		return "Cash-in on " + kindWords(m.C) + ": make " + cardName(int(m.A)) + " Busy, and no Turf (the Bagman's power)"
	case Give:
		return "Give " + billWord(m.A) + " of the Cash-in to " + core.Player(m.B).String()
	case GiveFirst:
		return "Give the First Player card to " + core.Player(m.B).String() + " instead of a Bill"
	case KeepRest:
		n := s.drawn.total()
		if n == 0 {
			return "End the distribution"
		}
		return "Keep the " + plural(n, "Bill") + " not given and end the distribution"
	case Bid:
		what := "Street space " + spaceName(m.B)
		if m.B >= 0 && m.B < 4 && s.street[m.B] != noCard {
			what += " (" + cardName(int(s.street[m.B])) + ")"
		}
		return "Auction for " + what + ": make " + cardName(int(m.A)) + " Busy with that Location card"
	case AddBill:
		return "Put " + billWord(m.A) + " from your Bank under the bid"
	case Withdraw:
		return "Withdraw the Cold Feet bid: its Bills go back to your Bank"
	case Stay:
		return "Let the Cold Feet bid stay"
	case KeepTwo:
		return "Keep " + billWord(m.A) + " and " + billWord(m.B) + " of the winning bid, and discard the rest unseen"
	case KeepBid:
		return "Keep " + billWord(m.A) + " of the winning bid, and discard the rest unseen"
	case GiveTitle:
		if m.A < 0 || m.A > 2 {
			return "Give a Title"
		}
		return "Give the " + titleNames[m.A] + " (" + titleRespectWords[m.A] + ") to " + core.Player(m.B).String()
	case Tamper:
		return "Corruption: make " + cardName(int(m.A)) + " Busy and remove 1 Guilt point instead of placing a Bill"
	case CorruptTwo:
		return "Corruption: make " + cardName(int(m.A)) + " Busy and put " + billWord(m.B) + " and " + billWord(m.C) + " on the Corruption pile"
	case Corrupt:
		return "Corruption: make " + cardName(int(m.A)) + " Busy and put " + billWord(m.B) + " on the Corruption pile"
	case Play:
		c := "Play " + vendettaName(m.A)
		switch m.A {
		case vTorch:
			return c + ": make " + turfName(m.C) + " Busy"
		case vFix:
			return c + ": put " + billWord(m.C) + " from your Bank on the Corruption pile, without a Wiseguy"
		case vSkim:
			return c + ": draw a Bill"
		case vWhack:
			return c + " on " + core.Player(m.B).String() + ": they make one of their Free Wiseguys Busy"
		case vShakedown:
			return c + " on " + core.Player(m.B).String() + ": take a random Bill of their Bank"
		case vTail:
			return c + " on " + core.Player(m.B).String() + ": look at their Vendetta cards"
		}
		return c
	case RageTarget:
		return "Aim your Fit of Rage at " + core.Player(m.B).String()
	case ChooseBusy:
		return "Make " + cardName(int(m.A)) + " Busy"
	case Enforce:
		return "The Enforcer: discard " + vendettaName(m.A) + " to draw 2 Bills"
	}
	return m.String()
}

func vendettaName(v int8) string {
	if v < 0 || int(v) >= numVendettaSlots-1 {
		return "a Vendetta card"
	}
	return vendettaNames[v]
}

func turfName(t int8) string {
	if t < 0 || t >= numTurfs {
		return "a Turf"
	}
	return cardName(int(t) + firstTurf)
}
