package nostracity

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
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
	// NoMoveKind is no kind: the zero Move's, never legal.
	NoMoveKind MoveKind = 0
	// MoveKindPass ends the mover's turn in the current phase ("P0 pass").
	MoveKindPass MoveKind = iota
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

// moveKindTable is the one table of the move kinds: each kind's id (its
// verb, or for a kind that shares a verb, what sets it apart), its name
// and what it does. The MoveKind id table (ids.go) is read from it; the
// notation (moveNotation) writes the verbs.
var moveKindTable = [numMoveKinds]struct{ id, name, text string }{
	MoveKindPass:            {"pass", "end the turn", "ends the mover's turn in the current phase"},
	MoveKindCashIn:          {"cash-in", "cash in", "makes a Wiseguy and a Turf Busy and cashes in a Racket or a Traffic"},
	MoveKindGive:            {"give", "give a Bill", "hands one drawn Bill of the Cash-in to another player"},
	MoveKindGiveFirstPlayer: {"give-first-player", "give the First Player card", "hands the First Player card to another player instead of a Bill"},
	MoveKindKeep:            {"keep", "keep the rest", "ends a distribution: the active player keeps the Bills not given"},
	MoveKindBid:             {"bid", "bid", "makes a Wiseguy Busy with the Location card of a Street space"},
	MoveKindAdd:             {"add", "add a Bill", "puts a Bill from the Bank under the bid just made"},
	MoveKindWithdraw:        {"withdraw", "withdraw the bid", "takes back a Cold Feet bid after the reveal"},
	MoveKindStay:            {"stay", "let the bid stay", "keeps a Cold Feet bid after the reveal"},
	MoveKindKeepBid:         {"keep-bid", "keep a Bill of the bid", "keeps a Bill of a sole winning bid"},
	MoveKindTitle:           {"title", "give a Title", "gives the Consigliere or the Primo Capo to another player"},
	MoveKindCorrupt:         {"corrupt", "corrupt", "makes a Wiseguy Busy and puts a Bill on the Corruption pile"},
	MoveKindPlay:            {"play", "play a Vendetta card", "plays a Revenge card: Whack, Shakedown or Tail at a player, Torch on a Turf, Fix with a Bill, Skim alone"},
	MoveKindRage:            {"rage", "aim the Fit of Rage", "names the player hit by the Fit of Rage the mover drew"},
	MoveKindBusy:            {"busy", "make a Wiseguy Busy", "makes the mover's Free Wiseguy Busy, as a Fit of Rage or a Whack demands"},
	MoveKindEnforce:         {"enforce", "discard for two Bills", "the Enforcer: discards a Vendetta card to draw two Bills"},
	MoveKindBagmanCashIn:    {"bagman-cash-in", "cash in with the Bagman", "makes the Bagman Busy, and no Turf, and cashes in a Racket or a Traffic"},
	MoveKindKeepTwo:         {"keep-two", "keep two Bills of the bid", "the Penny-pincher: keeps two Bills of a sole winning bid"},
	MoveKindCorruptTwo:      {"corrupt-two", "corrupt with two Bills", "the Lawyer: puts two Bills on the Corruption pile"},
	MoveKindTamper:          {"tamper", "tamper with the jury", "the Jury Tamperer: removes a Guilt point instead of placing a Bill"},
}

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

var titleCodes = [3]string{"underboss", "consigliere", "primo-capo"}

// isAt reports whether Vendetta card v is played at a seat (Whack,
// Shakedown, Tail).
func isAt(m Move) bool {
	return m.Vendetta == Whack || m.Vendetta == Shakedown || m.Vendetta == Tail
}

// moveNotation is the game's notation, declared as core's forms: each
// kind's verb and what it writes after it ("P0 cash-in W03 T05 drugs").
// Several kinds share a verb (cash-in, give, keep-bid, corrupt) and are
// told apart by their words; play writes the field its Vendetta card
// takes (a seat, a Turf, a Bill, or none).
var moveNotation = codec.MustNotationForms(maxPlayers, "P0 pass", []codec.Form[Move]{
	{Kind: int(MoveKindPass), Verb: codec.Verb{Word: "pass"}},
	{Kind: int(MoveKindCashIn), Verb: codec.Verb{Word: "cash-in", Fields: []string{"Wiseguy", "Turf", "CashIn"}}},
	{Kind: int(MoveKindBagmanCashIn), Verb: codec.Verb{Word: "cash-in", Fields: []string{"Wiseguy", "CashIn"}}},
	{Kind: int(MoveKindGive), Verb: codec.Verb{Word: "give", Fields: []string{"Bill", "To"}}},
	{Kind: int(MoveKindGiveFirstPlayer), Verb: codec.Verb{Word: "give", Fields: []string{"first-player", "To"}}},
	{Kind: int(MoveKindKeep), Verb: codec.Verb{Word: "keep"}},
	{Kind: int(MoveKindBid), Verb: codec.Verb{Word: "bid", Fields: []string{"Wiseguy", "Space"}}},
	{Kind: int(MoveKindAdd), Verb: codec.Verb{Word: "add", Fields: []string{"Bill"}}},
	{Kind: int(MoveKindWithdraw), Verb: codec.Verb{Word: "withdraw"}},
	{Kind: int(MoveKindStay), Verb: codec.Verb{Word: "stay"}},
	{Kind: int(MoveKindKeepBid), Verb: codec.Verb{Word: "keep-bid", Fields: []string{"Bill"}}},
	{Kind: int(MoveKindKeepTwo), Verb: codec.Verb{Word: "keep-bid", Fields: []string{"Bill", "Bill2"}}},
	{Kind: int(MoveKindTitle), Verb: codec.Verb{Word: "title", Fields: []string{"Title", "To"}}},
	{Kind: int(MoveKindCorrupt), Verb: codec.Verb{Word: "corrupt", Fields: []string{"Wiseguy", "Bill"}}},
	{Kind: int(MoveKindCorruptTwo), Verb: codec.Verb{Word: "corrupt", Fields: []string{"Wiseguy", "Bill", "Bill2"}}},
	{Kind: int(MoveKindTamper), Verb: codec.Verb{Word: "corrupt", Fields: []string{"Wiseguy", "tamper"}}},
	{Kind: int(MoveKindPlay), Verb: codec.Verb{Word: "play", Fields: []string{"Vendetta", "Target"}}, If: isAt},
	{Kind: int(MoveKindPlay), Verb: codec.Verb{Word: "play", Fields: []string{"Vendetta", "Turf"}}, If: func(m Move) bool { return m.Vendetta == Torch }},
	{Kind: int(MoveKindPlay), Verb: codec.Verb{Word: "play", Fields: []string{"Vendetta", "Bill"}}, If: func(m Move) bool { return m.Vendetta == Fix }},
	{Kind: int(MoveKindPlay), Verb: codec.Verb{Word: "play", Fields: []string{"Vendetta"}}},
	{Kind: int(MoveKindRage), Verb: codec.Verb{Word: "rage", Fields: []string{"Target"}}},
	{Kind: int(MoveKindBusy), Verb: codec.Verb{Word: "busy", Fields: []string{"Wiseguy"}}},
	{Kind: int(MoveKindEnforce), Verb: codec.Verb{Word: "enforce", Fields: []string{"Vendetta"}}},
})

// String is the move in the game's notation, which ParseMove reads back.
func (m Move) String() string { return moveNotation.String(m) }

// ParseMove reads a move in the notation Move.String writes, and only in
// that spelling (an ErrBadNotation error for surrounding spaces or tabs,
// a doubled space, another case: a UI trims what a person types). It
// checks the form only; Apply checks legality.
func ParseMove(text string) (Move, error) { return moveNotation.Parse(text) }

// turfCode is the code of the Turf of ordinal t ("T01" for 0), "none"
// for a negative one (NoTurf's ordinal).
func turfCode(t int8) string {
	if t < 0 {
		return NoTurf.String()
	}
	return turfAt(t).String()
}

// kindName is Cash-in type k's code: its String.
func kindName(k int8) string { return CashInType(k).String() }

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
