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
		return "Cash-in on " + kindWords(m.c()) + ": make " + cardName(int(m.a())) + " and " + turfName(m.b()) + " Busy"
	case MoveKindBagmanCashIn:
		return "Cash-in on " + kindWords(m.c()) + ": make " + cardName(int(m.a())) + " Busy, and no Turf (the Bagman's power)"
	case MoveKindGive:
		return "Give " + billWord(m.a()) + " of the Cash-in to " + core.Player(m.b()).String()
	case MoveKindGiveFirstPlayer:
		return "Give the First Player card to " + core.Player(m.b()).String() + " instead of a Bill"
	case MoveKindKeep:
		n := s.drawn.total()
		if n == 0 {
			return "End the distribution"
		}
		return "Keep the " + plural(n, "Bill") + " not given and end the distribution"
	case MoveKindBid:
		what := "Street space " + spaceName(m.b())
		if m.b() >= 0 && m.b() < 4 && s.street[m.b()] != noCard {
			what += " (" + cardName(int(s.street[m.b()])) + ")"
		}
		return "Auction for " + what + ": make " + cardName(int(m.a())) + " Busy with that Location card"
	case MoveKindAdd:
		return "Put " + billWord(m.a()) + " from your Bank under the bid"
	case MoveKindWithdraw:
		return "Withdraw the Cold Feet bid: its Bills go back to your Bank"
	case MoveKindStay:
		return "Let the Cold Feet bid stay"
	case MoveKindKeepTwo:
		return "Keep " + billWord(m.a()) + " and " + billWord(m.b()) + " of the winning bid, and discard the rest unseen"
	case MoveKindKeepBid:
		return "Keep " + billWord(m.a()) + " of the winning bid, and discard the rest unseen"
	case MoveKindTitle:
		if m.a() < 0 || m.a() > 2 {
			return "Give a Title"
		}
		return "Give the " + titleNames[m.a()] + " (" + titleRespectWords[m.a()] + ") to " + core.Player(m.b()).String()
	case MoveKindTamper:
		return "Corruption: make " + cardName(int(m.a())) + " Busy and remove 1 Guilt point instead of placing a Bill"
	case MoveKindCorruptTwo:
		return "Corruption: make " + cardName(int(m.a())) + " Busy and put " + billWord(m.b()) + " and " + billWord(m.c()) + " on the Corruption pile"
	case MoveKindCorrupt:
		return "Corruption: make " + cardName(int(m.a())) + " Busy and put " + billWord(m.b()) + " on the Corruption pile"
	case MoveKindPlay:
		c := "Play " + vendettaName(m.a())
		switch m.a() {
		case vTorch:
			return c + ": make " + turfName(m.c()) + " Busy"
		case vFix:
			return c + ": put " + billWord(m.c()) + " from your Bank on the Corruption pile, without a Wiseguy"
		case vSkim:
			return c + ": draw a Bill"
		case vWhack:
			return c + " on " + core.Player(m.b()).String() + ": they make one of their Free Wiseguys Busy"
		case vShakedown:
			return c + " on " + core.Player(m.b()).String() + ": take a random Bill of their Bank"
		case vTail:
			return c + " on " + core.Player(m.b()).String() + ": look at their Vendetta cards"
		}
		return c
	case MoveKindRage:
		return "Aim your Fit of Rage at " + core.Player(m.b()).String()
	case MoveKindBusy:
		return "Make " + cardName(int(m.a())) + " Busy"
	case MoveKindEnforce:
		return "The Enforcer: discard " + vendettaName(m.a()) + " to draw 2 Bills"
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
