package nostracity

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// MoveKind is what a Move does.
type MoveKind int8

// The kinds of Move, one per verb of the notation (MoveKindBagmanCashIn,
// MoveKindKeepTwo, MoveKindCorruptTwo and MoveKindTamper share a verb and
// say what sets them apart). Each names one small decision; a
// combinatorial choice (a whole distribution, a whole bid) is a sequence
// of them. Kind 0 is no kind, so the zero Move (an uninitialised one from
// a UI) is never legal.
const (
	// MoveKindPass ends the mover's turn in the current phase ("P0 pass").
	MoveKindPass MoveKind = iota + 1
	// MoveKindCashIn makes Wiseguy and Turf Busy and cashes in CashIn ("P0 cash-in W03 T05 drugs").
	MoveKindCashIn
	// MoveKindGive hands one drawn Bill to seat To ("P0 give 10k-innocent P2").
	MoveKindGive
	// MoveKindGiveFirstPlayer hands the First Player card to seat To instead of a Bill ("P0 give first-player P2").
	MoveKindGiveFirstPlayer
	// MoveKindKeep ends a distribution: the active player keeps the Bills not given ("P0 keep").
	MoveKindKeep
	// MoveKindBid makes Wiseguy Busy with the Location card of Street space Space ("P0 bid W03 S2").
	MoveKindBid
	// MoveKindAdd puts Bill from the Bank under the bid just made ("P0 add 5k").
	MoveKindAdd
	// MoveKindWithdraw takes back a Cold Feet bid after the reveal ("P0 withdraw").
	MoveKindWithdraw
	// MoveKindStay keeps a Cold Feet bid after the reveal ("P0 stay").
	MoveKindStay
	// MoveKindKeepBid keeps Bill of a sole winning bid ("P0 keep-bid 10k-innocent").
	MoveKindKeepBid
	// MoveKindTitle gives Title to seat To ("P0 title consigliere P2").
	MoveKindTitle
	// MoveKindCorrupt makes Wiseguy Busy and puts Bill on the Corruption pile ("P0 corrupt W03 10k-innocent").
	MoveKindCorrupt
	// MoveKindPlay plays Vendetta card Vendetta: Whack, Shakedown and Tail at seat Target, Torch on Turf,
	// Fix with Bill, Skim alone ("P0 play whack P2", "P0 play torch T03", "P0 play fix 5k", "P0 play skim").
	MoveKindPlay
	// MoveKindRage names seat Target as the target of the Fit of Rage the mover drew ("P0 rage P2").
	MoveKindRage
	// MoveKindBusy makes the mover's Free Wiseguy Busy, as a Fit of Rage or Whack demands ("P0 busy W05").
	MoveKindBusy
	// MoveKindEnforce discards Vendetta card Vendetta to draw two Bills (the Enforcer) ("P0 enforce whack").
	MoveKindEnforce
	// MoveKindBagmanCashIn makes the Bagman (Wiseguy) Busy, and no Turf, and cashes in CashIn ("P0 cash-in W09 red").
	MoveKindBagmanCashIn
	// MoveKindKeepTwo keeps Bill and Bill2 (Bill first in type order) of a sole winning bid, with the
	// Penny-pincher ("P0 keep-bid 5k 10k-innocent").
	MoveKindKeepTwo
	// MoveKindCorruptTwo makes the Lawyer (Wiseguy) Busy and puts Bill and Bill2 (Bill first in type
	// order) on the Corruption pile ("P0 corrupt W11 5k 10k-guilty").
	MoveKindCorruptTwo
	// MoveKindTamper makes the Jury Tamperer (Wiseguy) Busy to remove a Guilt point ("P0 corrupt W12 tamper").
	MoveKindTamper
	numMoveKinds
)

// Move is one decision of one player: its seat, its kind and the fields
// its kind uses (see the kinds), each typed for what it holds; a field
// its kind does not use is zero. Build moves with the constructors
// (CashInMove, GiveMove, ...). Moves are comparable values; the zero Move
// is no move.
type Move struct {
	By   core.Player
	Kind MoveKind
	// Wiseguy is the Wiseguy made Busy (cash-in, bid, corrupt, busy).
	Wiseguy Wiseguy
	// Turf is the Turf made Busy by a Cash-in, or Torched.
	Turf Turf
	// CashIn is what a Cash-in cashes in on.
	CashIn CashInType
	// Bill is the Bill given, added, kept, corrupted or fixed; Bill2 the
	// second of two (the Penny-pincher, the Lawyer).
	Bill, Bill2 Bill
	// To is the seat given a Bill, the First Player card or a Title.
	To core.Player
	// Target is the seat a Vendetta card or a Fit of Rage is aimed at.
	Target core.Player
	// Space is the Street space bid on.
	Space Space
	// Title is the Title given.
	Title Title
	// Vendetta is the Vendetta card played or discarded.
	Vendetta VendettaCard
}

// mv is the Move of kind k whose three small numbers, as ParseMove reads
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

// verbs is each kind's verb, as the notation writes it.
var verbs = [numMoveKinds]string{MoveKindPass: "pass", MoveKindCashIn: "cash-in", MoveKindGive: "give",
	MoveKindGiveFirstPlayer: "give", MoveKindKeep: "keep", MoveKindBid: "bid", MoveKindAdd: "add",
	MoveKindWithdraw: "withdraw", MoveKindStay: "stay", MoveKindKeepBid: "keep-bid", MoveKindTitle: "title",
	MoveKindCorrupt: "corrupt", MoveKindPlay: "play", MoveKindRage: "rage", MoveKindBusy: "busy",
	MoveKindEnforce: "enforce", MoveKindBagmanCashIn: "cash-in", MoveKindKeepTwo: "keep-bid",
	MoveKindCorruptTwo: "corrupt", MoveKindTamper: "corrupt"}

// strayFields reports whether m sets a field its kind does not use: m
// is not its own used fields alone.
func (m Move) strayFields() bool {
	c := Move{By: m.By, Kind: m.Kind}
	switch m.Kind {
	case MoveKindCashIn:
		c.Wiseguy, c.Turf, c.CashIn = m.Wiseguy, m.Turf, m.CashIn
	case MoveKindBagmanCashIn:
		c.Wiseguy, c.CashIn = m.Wiseguy, m.CashIn
	case MoveKindBid:
		c.Wiseguy, c.Space = m.Wiseguy, m.Space
	case MoveKindCorrupt:
		c.Wiseguy, c.Bill = m.Wiseguy, m.Bill
	case MoveKindCorruptTwo:
		c.Wiseguy, c.Bill, c.Bill2 = m.Wiseguy, m.Bill, m.Bill2
	case MoveKindTamper, MoveKindBusy:
		c.Wiseguy = m.Wiseguy
	case MoveKindGive:
		c.Bill, c.To = m.Bill, m.To
	case MoveKindGiveFirstPlayer:
		c.To = m.To
	case MoveKindAdd, MoveKindKeepBid:
		c.Bill = m.Bill
	case MoveKindKeepTwo:
		c.Bill, c.Bill2 = m.Bill, m.Bill2
	case MoveKindTitle:
		c.Title, c.To = m.Title, m.To
	case MoveKindRage:
		c.Target = m.Target
	case MoveKindEnforce:
		c.Vendetta = m.Vendetta
	case MoveKindPlay:
		c.Vendetta = m.Vendetta
		switch m.Vendetta {
		case vWhack, vShakedown, vTail:
			c.Target = m.Target
		case vTorch:
			c.Turf = m.Turf
		case vFix:
			c.Bill = m.Bill
		}
	}
	return m != c
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

// billName is a Bill type's id, as notation and positions write it
// ("10k-innocent"); "-" for none.
func billName(t int8) string {
	if t < 0 || int(t) >= numBillSlots {
		return "-"
	}
	return billIDs[t]
}

func vendettaCode(v int8) string {
	if v < 0 || int(v) >= numVendettaSlots {
		return "-"
	}
	if v == vHidden {
		return "hidden"
	}
	return strings.ReplaceAll(strings.ToLower(vendettaNames[v]), " ", "-")
}

var titleCodes = [3]string{"underboss", "consigliere", "primo-capo"}

// verbExamples shows each verb's forms, for the refusal of a move whose
// arguments do not parse.
var verbExamples = map[string]string{
	"pass":     `"P0 pass"`,
	"cash-in":  `"P0 cash-in W03 T05 drugs" (the Bagman: "P0 cash-in W09 red")`,
	"give":     `"P0 give 10k-innocent P2" or "P0 give first-player P2"`,
	"keep":     `"P0 keep"`,
	"bid":      `"P0 bid W03 S2"`,
	"add":      `"P0 add 5k"`,
	"withdraw": `"P0 withdraw"`,
	"stay":     `"P0 stay"`,
	"keep-bid": `"P0 keep-bid 10k-innocent" (the Penny-pincher: "P0 keep-bid 5k 10k-innocent")`,
	"title":    `"P0 title consigliere P2"`,
	"corrupt":  `"P0 corrupt W03 10k-innocent" (the Lawyer: "P0 corrupt W11 5k 10k-guilty"; the Jury Tamperer: "P0 corrupt W12 tamper")`,
	"play":     `"P0 play whack P2", "P0 play torch T03", "P0 play fix 5k" or "P0 play skim"`,
	"rage":     `"P0 rage P2"`,
	"busy":     `"P0 busy W05"`,
	"enforce":  `"P0 enforce whack"`,
}

// String is the move in the game's notation, which ParseMove reads back.
func (m Move) String() string {
	p := m.By.String() + " "
	switch m.Kind {
	case MoveKindPass:
		return p + "pass"
	case MoveKindCashIn:
		return p + "cash-in " + cardCode(int(m.Wiseguy)) + " " + turfCode(m.Turf.ordinal()) + " " + kindName(int8(m.CashIn))
	case MoveKindBagmanCashIn:
		return p + "cash-in " + cardCode(int(m.Wiseguy)) + " " + kindName(int8(m.CashIn))
	case MoveKindGive:
		return p + "give " + billName(int8(m.Bill)) + " " + m.To.String()
	case MoveKindGiveFirstPlayer:
		return p + "give first-player " + m.To.String()
	case MoveKindKeep:
		return p + "keep"
	case MoveKindBid:
		return p + "bid " + cardCode(int(m.Wiseguy)) + " " + spaceName(int8(m.Space))
	case MoveKindAdd:
		return p + "add " + billName(int8(m.Bill))
	case MoveKindWithdraw:
		return p + "withdraw"
	case MoveKindStay:
		return p + "stay"
	case MoveKindKeepBid:
		return p + "keep-bid " + billName(int8(m.Bill))
	case MoveKindKeepTwo:
		return p + "keep-bid " + billName(int8(m.Bill)) + " " + billName(int8(m.Bill2))
	case MoveKindTitle:
		t := "-"
		if m.Title >= 0 && m.Title < 3 {
			t = titleCodes[m.Title]
		}
		return p + "title " + t + " " + m.To.String()
	case MoveKindCorrupt:
		return p + "corrupt " + cardCode(int(m.Wiseguy)) + " " + billName(int8(m.Bill))
	case MoveKindCorruptTwo:
		return p + "corrupt " + cardCode(int(m.Wiseguy)) + " " + billName(int8(m.Bill)) + " " + billName(int8(m.Bill2))
	case MoveKindTamper:
		return p + "corrupt " + cardCode(int(m.Wiseguy)) + " tamper"
	case MoveKindPlay:
		s := p + "play " + vendettaCode(int8(m.Vendetta))
		switch m.Vendetta {
		case vTorch:
			return s + " " + turfCode(m.Turf.ordinal())
		case vFix:
			return s + " " + billName(int8(m.Bill))
		case vWhack, vShakedown, vTail:
			return s + " " + m.Target.String()
		}
		return s
	case MoveKindRage:
		return p + "rage " + m.Target.String()
	case MoveKindBusy:
		return p + "busy " + cardCode(int(m.Wiseguy))
	case MoveKindEnforce:
		return p + "enforce " + vendettaCode(int8(m.Vendetta))
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
	var a, b, c int8
	args := f[2:]
	want := func(n int) bool { return len(args) == n }
	bill := func(i int) (int8, bool) { return parseIndex(args[i], billIDs[:numBillTypes]) }
	var okA, okB, okC bool
	ok = false
	switch f[1] {
	case "pass":
		m.Kind, ok = MoveKindPass, want(0)
	case "cash-in":
		m.Kind = MoveKindCashIn
		switch len(args) {
		case 3:
			a, okA = parseCard(args[0], firstWiseguy, numWiseguys)
			b, okB = parseCard(args[1], firstTurf, numTurfs)
			b -= firstTurf
			c, okC = parseIndex(args[2], kindNames[:])
			ok = okA && okB && okC
		case 2:
			m.Kind = MoveKindBagmanCashIn
			a, okA = parseCard(args[0], firstWiseguy, numWiseguys)
			c, okC = parseIndex(args[1], kindNames[:])
			ok = okA && okC
		}
	case "give":
		if want(2) && args[0] == "first-player" {
			m.Kind = MoveKindGiveFirstPlayer
			b, ok = parsePlayer8(args[1])
		} else if want(2) {
			m.Kind = MoveKindGive
			a, okA = bill(0)
			b, okB = parsePlayer8(args[1])
			ok = okA && okB
		} else {
			ok = false
		}
	case "keep":
		m.Kind, ok = MoveKindKeep, want(0)
	case "bid":
		m.Kind = MoveKindBid
		if ok = want(2); ok {
			a, okA = parseCard(args[0], firstWiseguy, numWiseguys)
			var sp int
			sp, okB = parseSmall(args[1], "S", 1, 4)
			b = int8(sp - 1)
			ok = okA && okB
		}
	case "add":
		m.Kind = MoveKindAdd
		if ok = want(1); ok {
			a, ok = bill(0)
		}
	case "withdraw":
		m.Kind, ok = MoveKindWithdraw, want(0)
	case "stay":
		m.Kind, ok = MoveKindStay, want(0)
	case "keep-bid":
		switch len(args) {
		case 1:
			m.Kind = MoveKindKeepBid
			a, ok = bill(0)
		case 2:
			m.Kind = MoveKindKeepTwo
			a, okA = bill(0)
			b, okB = bill(1)
			ok = okA && okB
		}
	case "title":
		m.Kind = MoveKindTitle
		if ok = want(2); ok {
			a, okA = parseIndex(args[0], titleCodes[:])
			b, okB = parsePlayer8(args[1])
			ok = okA && okB
		}
	case "corrupt":
		if len(args) < 2 || len(args) > 3 {
			break
		}
		a, okA = parseCard(args[0], firstWiseguy, numWiseguys)
		switch {
		case len(args) == 2 && args[1] == "tamper":
			m.Kind, okB = MoveKindTamper, true
		case len(args) == 2:
			m.Kind = MoveKindCorrupt
			b, okB = bill(1)
		default:
			m.Kind = MoveKindCorruptTwo
			b, okB = bill(1)
			var okC2 bool
			c, okC2 = bill(2)
			okB = okB && okC2
		}
		ok = okA && okB
	case "play":
		m.Kind = MoveKindPlay
		if len(args) == 0 {
			break
		}
		a, ok = parseIndex(args[0], vendettaCodes())
		if !ok {
			break
		}
		switch a {
		case vSkim:
			ok = want(1)
		case vTorch:
			if ok = want(2); ok {
				c, ok = parseCard(args[1], firstTurf, numTurfs)
				c -= firstTurf
			}
		case vFix:
			if ok = want(2); ok {
				c, ok = bill(1)
			}
		default:
			if ok = want(2); ok {
				b, ok = parsePlayer8(args[1])
			}
		}
	case "rage":
		m.Kind = MoveKindRage
		if ok = want(1); ok {
			b, ok = parsePlayer8(args[0])
		}
	case "busy":
		m.Kind = MoveKindBusy
		if ok = want(1); ok {
			a, ok = parseCard(args[0], firstWiseguy, numWiseguys)
		}
	case "enforce":
		m.Kind = MoveKindEnforce
		if ok = want(1); ok {
			a, ok = parseIndex(args[0], vendettaCodes())
		}
	default:
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is not a move (pass, cash-in, give, keep, bid, add, withdraw, stay, keep-bid, title, corrupt, play, rage, busy, enforce)")
	}
	if !ok {
		return Move{}, badNotation(text, strconv.Quote(f[1])+" is written as in "+verbExamples[f[1]])
	}
	return canonical(text, mv(int8(by), m.Kind, a, b, c))
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
func PassMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPass} }

// CashInMove cashes in type k with Wiseguy w and Turf t.
func CashInMove(p core.Player, w Wiseguy, t Turf, k CashInType) Move {
	return Move{By: p, Kind: MoveKindCashIn, Wiseguy: w, Turf: t, CashIn: k}
}

// BagmanCashInMove cashes in type k with the Bagman and no Turf.
func BagmanCashInMove(p core.Player, k CashInType) Move {
	return Move{By: p, Kind: MoveKindBagmanCashIn, Wiseguy: Bagman, CashIn: k}
}

// GiveMove gives a drawn Bill of type b to player to.
func GiveMove(p core.Player, b Bill, to core.Player) Move {
	return Move{By: p, Kind: MoveKindGive, Bill: b, To: to}
}

// GiveFirstPlayerMove gives the First Player card to player to instead of a Bill.
func GiveFirstPlayerMove(p, to core.Player) Move {
	return Move{By: p, Kind: MoveKindGiveFirstPlayer, To: to}
}

// KeepMove ends a distribution, keeping the Bills not given.
func KeepMove(p core.Player) Move { return Move{By: p, Kind: MoveKindKeep} }

// BidMove makes Wiseguy w Busy with the Location card of space sp.
func BidMove(p core.Player, w Wiseguy, sp Space) Move {
	return Move{By: p, Kind: MoveKindBid, Wiseguy: w, Space: sp}
}

// AddBillMove puts a Bill of type b from the Bank under the bid just made.
func AddBillMove(p core.Player, b Bill) Move { return Move{By: p, Kind: MoveKindAdd, Bill: b} }

// WithdrawMove withdraws a Cold Feet bid after the reveal.
func WithdrawMove(p core.Player) Move { return Move{By: p, Kind: MoveKindWithdraw} }

// StayMove lets a Cold Feet bid stay.
func StayMove(p core.Player) Move { return Move{By: p, Kind: MoveKindStay} }

// KeepBidMove keeps a Bill of type b of a sole winning bid.
func KeepBidMove(p core.Player, b Bill) Move { return Move{By: p, Kind: MoveKindKeepBid, Bill: b} }

// KeepTwoMove keeps Bills of types a and b (a first in type order) of a
// sole winning bid, with the Penny-pincher.
func KeepTwoMove(p core.Player, a, b Bill) Move {
	return Move{By: p, Kind: MoveKindKeepTwo, Bill: a, Bill2: b}
}

// TitleMove gives Title t to player to.
func TitleMove(p core.Player, t Title, to core.Player) Move {
	return Move{By: p, Kind: MoveKindTitle, Title: t, To: to}
}

// CorruptMove makes Wiseguy w Busy and puts a Bill of type b on the
// Corruption pile.
func CorruptMove(p core.Player, w Wiseguy, b Bill) Move {
	return Move{By: p, Kind: MoveKindCorrupt, Wiseguy: w, Bill: b}
}

// CorruptTwoMove makes the Lawyer Busy and puts Bills of types a and b (a
// first in type order) on the Corruption pile.
func CorruptTwoMove(p core.Player, a, b Bill) Move {
	return Move{By: p, Kind: MoveKindCorruptTwo, Wiseguy: Lawyer, Bill: a, Bill2: b}
}

// TamperMove makes the Jury Tamperer Busy to remove a Guilt point.
func TamperMove(p core.Player) Move { return Move{By: p, Kind: MoveKindTamper, Wiseguy: JuryTamperer} }

// PlayAtMove plays Whack, Shakedown or Tail at player target.
func PlayAtMove(p core.Player, v VendettaCard, target core.Player) Move {
	return Move{By: p, Kind: MoveKindPlay, Vendetta: v, Target: target}
}

// TorchMove plays Torch on Turf t.
func TorchMove(p core.Player, t Turf) Move {
	return Move{By: p, Kind: MoveKindPlay, Vendetta: Torch, Turf: t}
}

// FixMove plays Fix with a Bill of type b.
func FixMove(p core.Player, b Bill) Move {
	return Move{By: p, Kind: MoveKindPlay, Vendetta: Fix, Bill: b}
}

// SkimMove plays Skim.
func SkimMove(p core.Player) Move { return Move{By: p, Kind: MoveKindPlay, Vendetta: Skim} }

// RageMove names player target as the target of the Fit of Rage p drew.
func RageMove(p, target core.Player) Move { return Move{By: p, Kind: MoveKindRage, Target: target} }

// BusyMove makes p's Free Wiseguy w Busy, as a Fit of Rage or a Whack demands.
func BusyMove(p core.Player, w Wiseguy) Move { return Move{By: p, Kind: MoveKindBusy, Wiseguy: w} }

// EnforceMove discards Vendetta card v to draw two Bills (the Enforcer).
func EnforceMove(p core.Player, v VendettaCard) Move {
	return Move{By: p, Kind: MoveKindEnforce, Vendetta: v}
}

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
