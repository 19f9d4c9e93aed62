package nostracity

import "github.com/mafiarules/sdk/core"

// mv is the Move of kind k whose three small numbers, for the fuzz tests,
// them, are a, b and c: a the Wiseguy (as a Street card), Bill, Title or
// Vendetta card; b the Turf (0 for T01), seat, Space or second Bill; c the
// Cash-in type, Turf or Bill of a Vendetta card, or second Bill.
func mv(by int8, k MoveKind, a, b, c int8) Move {
	m := Move{By: core.Player(by), Kind: k}
	switch k {
	case MoveKindCashIn, MoveKindBagmanCashIn:
		m.Wiseguy, m.CashIn = Wiseguy(a), CashInType(c)
		if k == MoveKindCashIn {
			m.Turf = turfAt(b)
		}
	case MoveKindBid:
		m.Wiseguy, m.Space = Wiseguy(a), Space(b)
	case MoveKindCorrupt:
		m.Wiseguy, m.Bill = Wiseguy(a), Bill(b)
	case MoveKindCorruptTwo:
		m.Wiseguy, m.Bill, m.Bill2 = Wiseguy(a), Bill(b), Bill(c)
	case MoveKindTamper, MoveKindBusy:
		m.Wiseguy = Wiseguy(a)
	case MoveKindGive:
		m.Bill, m.To = Bill(a), core.Player(b)
	case MoveKindGiveFirstPlayer:
		m.To = core.Player(b)
	case MoveKindAdd, MoveKindKeepBid:
		m.Bill = Bill(a)
	case MoveKindKeepTwo:
		m.Bill, m.Bill2 = Bill(a), Bill(b)
	case MoveKindTitle:
		m.Title, m.To = Title(a), core.Player(b)
	case MoveKindRage:
		m.Target = core.Player(b)
	case MoveKindEnforce:
		m.Vendetta = VendettaCard(a)
	case MoveKindPlay:
		m.Vendetta = VendettaCard(a)
		switch a {
		case vWhack, vShakedown, vTail:
			m.Target = core.Player(b)
		case vTorch:
			m.Turf = turfAt(c)
		case vFix:
			m.Bill = Bill(c)
		}
	}
	return m
}
