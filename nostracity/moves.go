package nostracity

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// MoveKind is what a Move does.
type MoveKind int8

// The kinds of Move. Each names one small decision; a combinatorial choice
// (a whole distribution, a whole bid) is a sequence of them. Kind 0 is no
// kind, so the zero Move (an uninitialised one from a UI) is never legal.
const (
	// EndTurn ends the mover's turn in the current phase ("P0 pass").
	EndTurn MoveKind = iota + 1
	// CashIn makes Wiseguy A and Turf B Busy and cashes in type C ("P0 cash-in W03 T05 drugs").
	CashIn
	// Give hands one drawn Bill of type A to player B ("P0 give $10kI P2").
	Give
	// GiveFirst hands the First Player card to player B instead of a Bill ("P0 give first-player P2").
	GiveFirst
	// KeepRest ends a distribution: the active player keeps the Bills not given ("P0 keep").
	KeepRest
	// Bid makes Wiseguy A Busy with the Location card of Street space B (0..3) ("P0 bid W03 S2").
	Bid
	// AddBill puts a Bill of type A from the Bank under the bid just made ("P0 add $5k").
	AddBill
	// Withdraw takes back a Cold Feet bid after the reveal ("P0 withdraw").
	Withdraw
	// Stay keeps a Cold Feet bid after the reveal ("P0 stay").
	Stay
	// KeepBid keeps Bill type A of a sole winning bid ("P0 keep-bid $10kI").
	KeepBid
	// GiveTitle gives Title A to player B ("P0 title consigliere P2").
	GiveTitle
	// Corrupt makes Wiseguy A Busy and puts Bill type B on the Corruption pile ("P0 corrupt W03 $10kI").
	Corrupt
	// Play plays Vendetta card A: Whack, Shakedown and Tail at player B, Torch on Turf C, Fix with
	// Bill type C, Skim alone ("P0 play whack P2", "P0 play torch T03", "P0 play fix $5k", "P0 play skim").
	Play
	// RageTarget names player B as the target of the Fit of Rage the mover drew ("P0 rage P2").
	RageTarget
	// ChooseBusy makes the mover's Free Wiseguy A Busy, as a Fit of Rage or Whack demands ("P0 busy W05").
	ChooseBusy
	// Enforce discards Vendetta card A to draw two Bills (the Enforcer) ("P0 enforce whack").
	Enforce
	// BagmanCashIn makes the Bagman (A) Busy, and no Turf, and cashes in type C ("P0 cash-in W09 - red").
	BagmanCashIn
	// KeepTwo keeps Bill types A and B (A first in type order) of a sole winning bid, with the
	// Penny-pincher ("P0 keep-bid $5k $10kI").
	KeepTwo
	// CorruptTwo makes the Lawyer (A) Busy and puts Bill types B and C (B first in type order) on the
	// Corruption pile ("P0 corrupt W11 $5k $10kG").
	CorruptTwo
	// Tamper makes the Jury Tamperer (A) Busy to remove a Guilt point ("P0 corrupt W12 tamper").
	Tamper
	numMoveKinds
)

// Move is one decision of one player. A, B and C are small parameters whose
// meaning depends on Kind (see the kinds): ids (a Wiseguy, a Turf, a Bill
// type, a seat, a Street space, a Vendetta card, a Cash-in type), id 0
// included; a field its Kind does not use is 0. Moves are comparable
// values; the zero Move is no move.
type Move struct {
	By      core.Player
	Kind    MoveKind
	A, B, C int8
}

// Mover is the seat that makes the move.
func (m Move) Mover() core.Player { return m.By }

// MarshalText writes the move as its notation, so its JSON is that
// string.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move written in notation (ParseMove).
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

func spaceName(s int8) string { return "S" + itoa(int(s)+1) }

func itoa(i int) string { return strconv.Itoa(i) }

func billName(t int8) string {
	if t < 0 || int(t) >= numBillSlots {
		return "-"
	}
	return billNames[t]
}

func vendettaCode(v int8) string {
	if v < 0 || int(v) >= numVendettaSlots {
		return "-"
	}
	return strings.ReplaceAll(strings.ToLower(vendettaNames[v]), " ", "-")
}

var titleCodes = [3]string{"underboss", "consigliere", "primo-capo"}

// verbExamples shows each verb's forms, for the refusal of a move whose
// arguments do not parse.
var verbExamples = map[string]string{
	"pass":     `"P0 pass"`,
	"cash-in":  `"P0 cash-in W03 T05 drugs" (the Bagman: "P0 cash-in W09 - red")`,
	"give":     `"P0 give $10kI P2" or "P0 give first-player P2"`,
	"keep":     `"P0 keep"`,
	"bid":      `"P0 bid W03 S2"`,
	"add":      `"P0 add $5k"`,
	"withdraw": `"P0 withdraw"`,
	"stay":     `"P0 stay"`,
	"keep-bid": `"P0 keep-bid $10kI" (the Penny-pincher: "P0 keep-bid $5k $10kI")`,
	"title":    `"P0 title consigliere P2"`,
	"corrupt":  `"P0 corrupt W03 $10kI" (the Lawyer: "P0 corrupt W11 $5k $10kG"; the Jury Tamperer: "P0 corrupt W12 tamper")`,
	"play":     `"P0 play whack P2", "P0 play torch T03", "P0 play fix $5k" or "P0 play skim"`,
	"rage":     `"P0 rage P2"`,
	"busy":     `"P0 busy W05"`,
	"enforce":  `"P0 enforce whack"`,
}

// String is the move in the game's notation, which ParseMove reads back.
func (m Move) String() string {
	p := m.By.String() + " "
	switch m.Kind {
	case EndTurn:
		return p + "pass"
	case CashIn:
		return p + "cash-in " + cardCode(int(m.A)) + " " + turfCode(m.B) + " " + kindName(m.C)
	case BagmanCashIn:
		return p + "cash-in " + cardCode(int(m.A)) + " - " + kindName(m.C)
	case Give:
		return p + "give " + billName(m.A) + " " + core.Player(m.B).String()
	case GiveFirst:
		return p + "give first-player " + core.Player(m.B).String()
	case KeepRest:
		return p + "keep"
	case Bid:
		return p + "bid " + cardCode(int(m.A)) + " " + spaceName(m.B)
	case AddBill:
		return p + "add " + billName(m.A)
	case Withdraw:
		return p + "withdraw"
	case Stay:
		return p + "stay"
	case KeepBid:
		return p + "keep-bid " + billName(m.A)
	case KeepTwo:
		return p + "keep-bid " + billName(m.A) + " " + billName(m.B)
	case GiveTitle:
		t := "-"
		if m.A >= 0 && m.A < 3 {
			t = titleCodes[m.A]
		}
		return p + "title " + t + " " + core.Player(m.B).String()
	case Corrupt:
		return p + "corrupt " + cardCode(int(m.A)) + " " + billName(m.B)
	case CorruptTwo:
		return p + "corrupt " + cardCode(int(m.A)) + " " + billName(m.B) + " " + billName(m.C)
	case Tamper:
		return p + "corrupt " + cardCode(int(m.A)) + " tamper"
	case Play:
		s := p + "play " + vendettaCode(m.A)
		switch m.A {
		case vTorch:
			return s + " " + turfCode(m.C)
		case vFix:
			return s + " " + billName(m.C)
		case vWhack, vShakedown, vTail:
			return s + " " + core.Player(m.B).String()
		}
		return s
	case RageTarget:
		return p + "rage " + core.Player(m.B).String()
	case ChooseBusy:
		return p + "busy " + cardCode(int(m.A))
	case Enforce:
		return p + "enforce " + vendettaCode(m.A)
	}
	return p + "?"
}

func turfCode(t int8) string {
	if t < 0 {
		return "-"
	}
	return cardCode(int(t) + firstTurf)
}

func kindName(k int8) string {
	if k < 0 || k >= numKinds {
		return "-"
	}
	return kindNames[k]
}

func badNotation(text, why string) error {
	return core.Errorf(core.ErrBadNotation, "%q: %s", text, why)
}

// ParseMove reads a move in the notation Move.String prints, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form only; Apply checks legality.
func ParseMove(text string) (Move, error) {
	if strings.TrimSpace(text) != text {
		return Move{}, badNotation(text, "write it "+strconv.Quote(strings.TrimSpace(text))+": notation has no surrounding spaces or tabs")
	}
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, badNotation(text, "want a seat and a verb, as in \"P0 pass\"")
	}
	by, ok := parsePlayer(f[0])
	if !ok {
		return Move{}, badNotation(text, "the seat must be P0 to P4")
	}
	m := Move{By: by}
	args := f[2:]
	want := func(n int) bool { return len(args) == n }
	bill := func(i int) (int8, bool) { return parseIndex(args[i], billNames[:numBillTypes]) }
	var okA, okB, okC bool
	ok = false
	switch f[1] {
	case "pass":
		m.Kind, ok = EndTurn, want(0)
	case "cash-in":
		m.Kind = CashIn
		if ok = want(3); ok {
			m.A, okA = parseCard(args[0], firstWiseguy, numWiseguys)
			if args[1] == "-" {
				m.Kind, okB = BagmanCashIn, true
			} else {
				m.B, okB = parseCard(args[1], firstTurf, numTurfs)
				m.B -= firstTurf
			}
			m.C, okC = parseIndex(args[2], kindNames[:])
			ok = okA && okB && okC
		}
	case "give":
		if want(2) && args[0] == "first-player" {
			m.Kind = GiveFirst
			m.B, ok = parsePlayer8(args[1])
		} else if want(2) {
			m.Kind = Give
			m.A, okA = bill(0)
			m.B, okB = parsePlayer8(args[1])
			ok = okA && okB
		} else {
			ok = false
		}
	case "keep":
		m.Kind, ok = KeepRest, want(0)
	case "bid":
		m.Kind = Bid
		if ok = want(2); ok {
			m.A, okA = parseCard(args[0], firstWiseguy, numWiseguys)
			var sp int
			sp, okB = parseSmall(args[1], "S", 1, 4)
			m.B = int8(sp - 1)
			ok = okA && okB
		}
	case "add":
		m.Kind = AddBill
		if ok = want(1); ok {
			m.A, ok = bill(0)
		}
	case "withdraw":
		m.Kind, ok = Withdraw, want(0)
	case "stay":
		m.Kind, ok = Stay, want(0)
	case "keep-bid":
		switch len(args) {
		case 1:
			m.Kind = KeepBid
			m.A, ok = bill(0)
		case 2:
			m.Kind = KeepTwo
			m.A, okA = bill(0)
			m.B, okB = bill(1)
			ok = okA && okB
		}
	case "title":
		m.Kind = GiveTitle
		if ok = want(2); ok {
			m.A, okA = parseIndex(args[0], titleCodes[:])
			m.B, okB = parsePlayer8(args[1])
			ok = okA && okB
		}
	case "corrupt":
		if len(args) < 2 || len(args) > 3 {
			break
		}
		m.A, okA = parseCard(args[0], firstWiseguy, numWiseguys)
		switch {
		case len(args) == 2 && args[1] == "tamper":
			m.Kind, okB = Tamper, true
		case len(args) == 2:
			m.Kind = Corrupt
			m.B, okB = bill(1)
		default:
			m.Kind = CorruptTwo
			m.B, okB = bill(1)
			var okC2 bool
			m.C, okC2 = bill(2)
			okB = okB && okC2
		}
		ok = okA && okB
	case "play":
		m.Kind = Play
		if len(args) == 0 {
			break
		}
		m.A, ok = parseIndex(args[0], vendettaCodes())
		if !ok {
			break
		}
		switch m.A {
		case vSkim:
			ok = want(1)
		case vTorch:
			if ok = want(2); ok {
				m.C, ok = parseCard(args[1], firstTurf, numTurfs)
				m.C -= firstTurf
			}
		case vFix:
			if ok = want(2); ok {
				m.C, ok = bill(1)
			}
		default:
			if ok = want(2); ok {
				m.B, ok = parsePlayer8(args[1])
			}
		}
	case "rage":
		m.Kind = RageTarget
		if ok = want(1); ok {
			m.B, ok = parsePlayer8(args[0])
		}
	case "busy":
		m.Kind = ChooseBusy
		if ok = want(1); ok {
			m.A, ok = parseCard(args[0], firstWiseguy, numWiseguys)
		}
	case "enforce":
		m.Kind = Enforce
		if ok = want(1); ok {
			m.A, ok = parseIndex(args[0], vendettaCodes())
		}
	default:
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is not a move (pass, cash-in, give, keep, bid, add, withdraw, stay, keep-bid, title, corrupt, play, rage, busy, enforce)")
	}
	if !ok {
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is written as in "+verbExamples[f[1]])
	}
	return canonical(text, m)
}

func vendettaCodes() []string {
	out := make([]string, numVendettaSlots-1)
	for i := range out {
		out[i] = vendettaCode(int8(i))
	}
	return out
}

func parsePlayer(s string) (core.Player, bool) {
	p, ok := parseSmall(s, "P", 0, maxPlayers-1)
	return core.Player(p), ok
}

func parsePlayer8(s string) (int8, bool) {
	p, ok := parseSmall(s, "P", 0, maxPlayers-1)
	return int8(p), ok
}

// parseSmall reads prefix followed by a decimal in [lo, hi], written without
// leading zeros or signs (so the notation is unique).
func parseSmall(s, prefix string, lo, hi int) (int, bool) {
	rest, ok := strings.CutPrefix(s, prefix)
	if !ok || len(rest) == 0 || len(rest) > 2 || (len(rest) > 1 && rest[0] == '0') {
		return 0, false
	}
	v := 0
	for _, c := range rest {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, v >= lo && v <= hi
}

// parseCard reads a card code (W01..W20, T01..T14) into its Street id.
func parseCard(s string, first, n int) (int8, bool) {
	for i := 0; i < n; i++ {
		if cardCode(first+i) == s {
			return int8(first + i), true
		}
	}
	return 0, false
}

func parseIndex(s string, names []string) (int8, bool) {
	for i, n := range names {
		if n == s {
			return int8(i), true
		}
	}
	return 0, false
}

// The moves, one constructor a kind, with typed arguments, so a caller
// never writes a Kind's fields by hand.

// PassMove ends p's turn.
func PassMove(p core.Player) Move { return Move{By: p, Kind: EndTurn} }

// CashInMove cashes in type k with Wiseguy w and Turf t.
func CashInMove(p core.Player, w Wiseguy, t Turf, k CashInType) Move {
	return Move{By: p, Kind: CashIn, A: int8(w), B: t.ordinal(), C: int8(k)}
}

// BagmanCashInMove cashes in type k with the Bagman and no Turf.
func BagmanCashInMove(p core.Player, k CashInType) Move {
	return Move{By: p, Kind: BagmanCashIn, A: int8(Bagman), C: int8(k)}
}

// GiveMove gives a drawn Bill of type b to player to.
func GiveMove(p core.Player, b Bill, to core.Player) Move {
	return Move{By: p, Kind: Give, A: int8(b), B: int8(to)}
}

// GiveFirstPlayerMove gives the First Player card to player to instead of a Bill.
func GiveFirstPlayerMove(p, to core.Player) Move { return Move{By: p, Kind: GiveFirst, B: int8(to)} }

// KeepMove ends a distribution, keeping the Bills not given.
func KeepMove(p core.Player) Move { return Move{By: p, Kind: KeepRest} }

// BidMove makes Wiseguy w Busy with the Location card of space sp.
func BidMove(p core.Player, w Wiseguy, sp Space) Move {
	return Move{By: p, Kind: Bid, A: int8(w), B: int8(sp)}
}

// AddBillMove puts a Bill of type b from the Bank under the bid just made.
func AddBillMove(p core.Player, b Bill) Move { return Move{By: p, Kind: AddBill, A: int8(b)} }

// WithdrawMove withdraws a Cold Feet bid after the reveal.
func WithdrawMove(p core.Player) Move { return Move{By: p, Kind: Withdraw} }

// StayMove lets a Cold Feet bid stay.
func StayMove(p core.Player) Move { return Move{By: p, Kind: Stay} }

// KeepBidMove keeps a Bill of type b of a sole winning bid.
func KeepBidMove(p core.Player, b Bill) Move { return Move{By: p, Kind: KeepBid, A: int8(b)} }

// KeepTwoMove keeps Bills of types a and b (a first in type order) of a
// sole winning bid, with the Penny-pincher.
func KeepTwoMove(p core.Player, a, b Bill) Move {
	return Move{By: p, Kind: KeepTwo, A: int8(a), B: int8(b)}
}

// TitleMove gives Title t to player to.
func TitleMove(p core.Player, t Title, to core.Player) Move {
	return Move{By: p, Kind: GiveTitle, A: int8(t), B: int8(to)}
}

// CorruptMove makes Wiseguy w Busy and puts a Bill of type b on the
// Corruption pile.
func CorruptMove(p core.Player, w Wiseguy, b Bill) Move {
	return Move{By: p, Kind: Corrupt, A: int8(w), B: int8(b)}
}

// CorruptTwoMove makes the Lawyer Busy and puts Bills of types a and b (a
// first in type order) on the Corruption pile.
func CorruptTwoMove(p core.Player, a, b Bill) Move {
	return Move{By: p, Kind: CorruptTwo, A: int8(Lawyer), B: int8(a), C: int8(b)}
}

// TamperMove makes the Jury Tamperer Busy to remove a Guilt point.
func TamperMove(p core.Player) Move { return Move{By: p, Kind: Tamper, A: int8(JuryTamperer)} }

// PlayAtMove plays Whack, Shakedown or Tail at player target.
func PlayAtMove(p core.Player, v VendettaCard, target core.Player) Move {
	return Move{By: p, Kind: Play, A: int8(v), B: int8(target)}
}

// TorchMove plays Torch on Turf t.
func TorchMove(p core.Player, t Turf) Move { return Move{By: p, Kind: Play, A: vTorch, C: t.ordinal()} }

// FixMove plays Fix with a Bill of type b.
func FixMove(p core.Player, b Bill) Move { return Move{By: p, Kind: Play, A: vFix, C: int8(b)} }

// SkimMove plays Skim.
func SkimMove(p core.Player) Move { return Move{By: p, Kind: Play, A: vSkim} }

// RageMove names player target as the target of the Fit of Rage p drew.
func RageMove(p, target core.Player) Move { return Move{By: p, Kind: RageTarget, B: int8(target)} }

// BusyMove makes p's Free Wiseguy w Busy, as a Fit of Rage or a Whack demands.
func BusyMove(p core.Player, w Wiseguy) Move { return Move{By: p, Kind: ChooseBusy, A: int8(w)} }

// EnforceMove discards Vendetta card v to draw two Bills (the Enforcer).
func EnforceMove(p core.Player, v VendettaCard) Move { return Move{By: p, Kind: Enforce, A: int8(v)} }

// canonical returns m, read from text, if text is the notation String
// writes for m, and an error otherwise: ParseMove reads one spelling of
// each move (not with doubled spaces, nor in another case), so a record
// holds one spelling and a client may compare a move with Legal as text.
func canonical(text string, m Move) (Move, error) {
	if w := m.String(); w != text {
		return Move{}, badNotation(text, "this move is written "+strconv.Quote(w))
	}
	return m, nil
}
