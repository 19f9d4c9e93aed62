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
	case MoveKindPass:
		if s.opt.roundRobin && !s.acted {
			return "Pass, and sit out the rest of the " + s.phase.Name()
		}
		return "End your turn"
	case MoveKindCashIn:
		return "Cash-in on " + kindWords(int8(m.CashIn)) + ": make " + cardName(int(int8(m.Wiseguy))) + " and " + turfName(m.Turf.ordinal()) + " Busy"
	case MoveKindBagmanCashIn:
		return "Cash-in on " + kindWords(int8(m.CashIn)) + ": make " + cardName(int(int8(m.Wiseguy))) + " Busy, and no Turf (the Bagman's power)"
	case MoveKindGive:
		return "Give " + billWord(int8(m.Bill)) + " of the Cash-in to " + core.Player(int8(m.To)).String()
	case MoveKindGiveFirstPlayer:
		return "Give the First Player card to " + core.Player(int8(m.To)).String() + " instead of a Bill"
	case MoveKindKeep:
		n := s.drawn.total()
		if n == 0 {
			return "End the distribution"
		}
		return "Keep the " + plural(n, "Bill") + " not given and end the distribution"
	case MoveKindBid:
		what := "Street space " + spaceName(int8(m.Space))
		if int8(m.Space) >= 0 && int8(m.Space) < 4 && s.street[int8(m.Space)] != noCard {
			what += " (" + cardName(int(s.street[int8(m.Space)])) + ")"
		}
		return "Auction for " + what + ": make " + cardName(int(int8(m.Wiseguy))) + " Busy with that Location card"
	case MoveKindAdd:
		return "Put " + billWord(int8(m.Bill)) + " from your Bank under the bid"
	case MoveKindWithdraw:
		return "Withdraw the Cold Feet bid: its Bills go back to your Bank"
	case MoveKindStay:
		return "Let the Cold Feet bid stay"
	case MoveKindKeepTwo:
		return "Keep " + billWord(int8(m.Bill)) + " and " + billWord(int8(m.Bill2)) + " of the winning bid, and discard the rest unseen"
	case MoveKindKeepBid:
		return "Keep " + billWord(int8(m.Bill)) + " of the winning bid, and discard the rest unseen"
	case MoveKindTitle:
		if int8(m.Title) < 0 || int8(m.Title) > 2 {
			return "Give a Title"
		}
		return "Give the " + titleNames[int8(m.Title)] + " (" + titleRespectWords[int8(m.Title)] + ") to " + core.Player(int8(m.To)).String()
	case MoveKindTamper:
		return "Corruption: make " + cardName(int(int8(m.Wiseguy))) + " Busy and remove 1 Guilt point instead of placing a Bill"
	case MoveKindCorruptTwo:
		return "Corruption: make " + cardName(int(int8(m.Wiseguy))) + " Busy and put " + billWord(int8(m.Bill)) + " and " + billWord(int8(m.Bill2)) + " on the Corruption pile"
	case MoveKindCorrupt:
		return "Corruption: make " + cardName(int(int8(m.Wiseguy))) + " Busy and put " + billWord(int8(m.Bill)) + " on the Corruption pile"
	case MoveKindPlay:
		c := "Play " + vendettaName(int8(m.Vendetta))
		switch int8(m.Vendetta) {
		case vTorch:
			return c + ": make " + turfName(m.Turf.ordinal()) + " Busy"
		case vFix:
			return c + ": put " + billWord(int8(m.Bill)) + " from your Bank on the Corruption pile, without a Wiseguy"
		case vSkim:
			return c + ": draw a Bill"
		case vWhack:
			return c + " on " + core.Player(int8(m.Target)).String() + ": they make one of their Free Wiseguys Busy"
		case vShakedown:
			return c + " on " + core.Player(int8(m.Target)).String() + ": take a random Bill of their Bank"
		case vTail:
			return c + " on " + core.Player(int8(m.Target)).String() + ": look at their Vendetta cards"
		}
		return c
	case MoveKindRage:
		return "Aim your Fit of Rage at " + core.Player(int8(m.Target)).String()
	case MoveKindBusy:
		return "Make " + cardName(int(int8(m.Wiseguy))) + " Busy"
	case MoveKindEnforce:
		return "The Enforcer: discard " + vendettaName(int8(m.Vendetta)) + " to draw 2 Bills"
	}
	return m.String()
}

// vendettaName is Vendetta card v's name: its Name.
func vendettaName(v int8) string { return VendettaCard(v).Name() }

func turfName(t int8) string {
	if t < 0 || t >= numTurfs {
		return "a Turf"
	}
	return cardName(int(t) + firstTurf)
}
