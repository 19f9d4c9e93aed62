package nostracity

// The game's components as Go tables (House rules HOUSE-3 to HOUSE-8).
// Names marked placeholder in the package doc are engine labels, not the
// printed names.

// Bill types. Bills of one type are interchangeable, so every pile of Bills
// is a count per type (see bills).
const (
	b5k     = iota // $5,000, no icon
	b10kI          // $10,000 Innocent
	b10kG          // $10,000 Guilty
	b20kI          // $20,000 Innocent
	b20kG          // $20,000 Guilty
	b50kI          // $50,000 Innocent
	b50kG          // $50,000 Guilty
	bRaid          // the Police Raid card, shuffled into the Bill pile
	bHidden        // a face-down Bill in a View: its owner knows it, the viewer does not
	numBillSlots
)

// numBillTypes is the number of real Bill types (without the Raid).
const numBillTypes = 7

// billValue is each Bill type's value in thousands of dollars.
var billValue = [numBillSlots]int{5, 10, 10, 20, 20, 50, 50, 0, 0}

// billIcon is -1 for an Innocent icon, +1 for Guilty, 0 for none.
var billIcon = [numBillSlots]int{0, -1, 1, -1, 1, -1, 1, 0, 0}

var billNames = [numBillSlots]string{"$5k", "$10kI", "$10kG", "$20kI", "$20kG", "$50kI", "$50kG", "Raid", "face-down"}

// billIDs are the Bill types' ids, in notation and positions: the printed
// value with ,000 as k and the icon in words.
var billIDs = [numBillSlots]string{"5k", "10k-innocent", "10k-guilty", "20k-innocent", "20k-guilty", "50k-innocent", "50k-guilty", "police-raid", "hidden"}

// House rule HOUSE-6: the Bill stock is 34 × $5,000, 16 + 16 × $10,000
// Innocent/Guilty, 8 + 8 × $20,000, 3 + 3 × $50,000, and the Police Raid.
var billStock = bills{34, 16, 16, 8, 8, 3, 3, 1, 0}

// Vendetta card types.
const (
	vSnitch    = iota // kept secret; changes the holder's win condition
	vAtlantic         // placed face-up at once; a Turf for every Traffic
	vRage             // resolved at once when drawn
	vWhack            // Revenge: the target makes a Free Wiseguy Busy
	vTorch            // Revenge: a target Free Turf becomes Busy
	vShakedown        // Revenge: take a random Bill from the target's Bank
	vTail             // Revenge: look at the target's Vendetta hand
	vSkim             // Revenge: draw a Bill
	vFix              // Revenge: put a Bill on the Corruption pile without a Wiseguy
	vHidden           // a face-down Vendetta card in a View
	numVendettaSlots
)

var vendettaNames = [numVendettaSlots]string{"FBI Snitch", "Atlantic City", "Fit of Rage", "Whack", "Torch", "Shakedown", "Tail", "Skim", "Fix", "face-down"}

// House rule HOUSE-7: the 24 Vendetta cards (2 Snitches and Atlantic City are
// sourced; the rest are engine placeholders).
var vendettaStock = vcards{2, 1, 5, 3, 3, 3, 2, 2, 3, 0}

// Racket colours and Traffic icons. A Cash-in kind is a colour 0..3 or a
// Traffic 4..6.
const (
	kRed    = iota // Brooklyn
	kBlue          // Queens
	kYellow        // Bronx
	kGreen         // Staten Island
	kGambling
	kDrugs
	kProstitution
	numKinds
)

var kindNames = [numKinds]string{"red", "blue", "yellow", "green", "gambling", "drugs", "prostitution"}

// Street card ids: Wiseguys 0..19, Turfs 20..33, Respect cards 34..41,
// Investigations 42..47 and the Underboss 48.
const (
	firstWiseguy = 0
	numWiseguys  = 20
	firstTurf    = 20
	numTurfs     = 14
	firstRespect = 34
	numRespect   = 8
	firstInv     = 42
	numInv       = 6
	cUnderboss   = 48
	numStreet    = 49
	noCard       = -1
)

type turfData struct {
	name    string
	colours uint8 // bit per Racket colour
	icons   uint8 // bit per Traffic (bit 0 Gambling)
	bonus   int   // Respect on entry
}

// House rule HOUSE-3: the 14 Turfs; four of each colour and of each Traffic.
// Connecticut and New Jersey have two colours, no icon and bonus Respect
// (Config.TwoColourTurfRespect).
var turfTable = [numTurfs]turfData{
	{"Red Hook", 1 << kRed, 1 << 1, 0},
	{"Bensonhurst", 1 << kRed, 1 << 0, 0},
	{"Coney Island", 1 << kRed, 1 << 2, 0},
	{"Ozone Park", 1 << kBlue, 1 << 0, 0},
	{"Astoria", 1 << kBlue, 1 << 2, 0},
	{"Jamaica", 1 << kBlue, 1 << 1, 0},
	{"Arthur Avenue", 1 << kYellow, 1 << 0, 0},
	{"Hunts Point", 1 << kYellow, 1 << 2, 0},
	{"Mott Haven", 1 << kYellow, 1 << 1, 0},
	{"Todt Hill", 1 << kGreen, 1 << 0, 0},
	{"St. George", 1 << kGreen, 1 << 1, 0},
	{"Tottenville", 1 << kGreen, 1 << 2, 0},
	{"Connecticut", 1<<kYellow | 1<<kBlue, 0, 1},
	{"New Jersey", 1<<kGreen | 1<<kRed, 0, 1},
}

// Wiseguy powers (House rule HOUSE-4). The power of Wiseguy i is i+1 (W01..W20).
const (
	wSweetener    = iota // W01 Baldini: this bid counts +$5,000 when compared or summed
	wCloser              // W02 Baldini: wins ties on its space
	wPennyPinch          // W03 Baldini: a sole winner keeps up to 2 Bills
	wColdFeet            // W04 Baldini: may withdraw the bid after the reveal
	wNoLoss              // W05 Baldini: a lost contested bid returns to the Bank
	wCollector           // W06: one extra Bill for the active player
	wAccountant          // W07: drawing goes on after a Police Raid
	wRunner              // W08: the Cash-in does not count against the limits
	wBagman              // W09: Cash-in without making a Turf Busy
	wLoanShark           // W10: at Reception, a Bank of 2 Bills or fewer draws 1
	wLawyer              // W11: Corruption places 2 Bills
	wJuryTamperer        // W12: Corruption removes 1 Guilt instead of a Bill
	wCleaner             // W13: after Corruption, draw 1 Bill
	wCourtClerk          // W14: after Corruption, peek at a random Bill of the pile
	wPolitician          // W15: +1 Respect at an Innocent verdict
	wHitman              // W16: one extra Vendetta card this turn
	wBodyguard           // W17: once a Month, cancels a Vendetta card aimed at the owner
	wHothead             // W18: one extra Vendetta card each time the owner is Cheated
	wMadeMan             // W19: +1 Respect
	wEnforcer            // W20: may discard a Vendetta card to draw 2 Bills
)

var wiseguyNames = [numWiseguys]string{
	"Baldini Sweetener", "Baldini Closer", "Baldini Penny-pincher", "Baldini Cold Feet", "Baldini No-Loss",
	"Lombardo Collector", "Lombardo Accountant", "Lombardo Runner", "Lombardo Bagman", "Lombardo Loan Shark",
	"Ferrante Lawyer", "Ferrante Jury Tamperer", "Ferrante Cleaner", "Ferrante Court Clerk", "Ferrante Politician",
	"Russo Hitman", "Russo Bodyguard", "Russo Hothead", "Russo Made Man", "Russo Enforcer",
}

// House rule HOUSE-5: 8 Respect cards worth 13 Respect.
var respectValue = [numRespect]int{1, 1, 1, 1, 2, 2, 2, 3}

// Investigation effects.
const (
	iNarcotics = iota // I1: Drugs Cash-ins forbidden
	iVice             // I2: Prostitution Cash-ins forbidden
	iGaming           // I3: Gambling Cash-ins forbidden
	iIRS              // I4: Racket Cash-ins draw 1 Bill fewer
	iWiretap          // I5: sole auction winners keep no Bill
	iGrandJury        // I6: no effect besides its Guilt point
)

type invData struct {
	name       string
	backhander int // thousands
	guilt      int
}

// House rule HOUSE-5: the six Investigations. Their names and effects are
// placeholders; their Guilt is the rulebook's: "Each Investigation not
// removed from the Street generates one Guilt point at the end of each
// Month", the Grand Jury included.
var invTable = [numInv]invData{
	{"Narcotics Squad", 30, 1},
	{"Vice Squad", 30, 1},
	{"Gaming Commission", 30, 1},
	{"IRS Audit", 40, 1},
	{"Wiretap", 40, 1},
	{"Grand Jury", 50, 1},
}

// Titles, in order of rank.
const (
	tUnderboss = iota
	tConsigliere
	tPrimoCapo
)

var titleNames = [3]string{"Underboss", "Consigliere", "Primo Capo"}

// House rule HOUSE-8: Titles are worth 3, 2 and 1 Respect.
var titleRespect = [3]int{3, 2, 1}

// cardName names a Street card for a log or a terminal: its Name.
func cardName(c int) string { return Card(c).Name() }

// cardCode is the short notation of a Street card, its String: W01, T05,
// R3, I2, underboss.
func cardCode(c int) string { return Card(c).String() }

// makeCardName is the name of Street card c (0 to 48) in the card table.
func makeCardName(c int) string {
	switch {
	case c < firstTurf:
		return "W" + two(c+1) + " " + wiseguyNames[c]
	case c < firstRespect:
		return "T" + two(c-firstTurf+1) + " " + turfTable[c-firstTurf].name
	case c < firstInv:
		return "R" + itoa(c-firstRespect+1) + " Respect +" + itoa(respectValue[c-firstRespect])
	case c < cUnderboss:
		inv := invTable[c-firstInv]
		return "I" + itoa(c-firstInv+1) + " " + inv.name + " ($" + itoa(inv.backhander) + "k)"
	}
	return "Underboss"
}

var cardCodes = func() (out [numStreet]string) {
	for c := range out {
		out[c] = makeCardCode(c)
	}
	return out
}()

// makeCardCode is the code of Street card c (0 to 48) in the card table.
func makeCardCode(c int) string {
	switch {
	case c < firstTurf:
		return "W" + two(c+1)
	case c < firstRespect:
		return "T" + two(c-firstTurf+1)
	case c < firstInv:
		return "R" + itoa(c-firstRespect+1)
	case c < cUnderboss:
		return "I" + itoa(c-firstInv+1)
	}
	return "underboss"
}

func two(i int) string {
	if i < 10 {
		return "0" + itoa(i)
	}
	return itoa(i)
}

// wiseguyPowers is each Wiseguy's power as a player reads it (House rule
// HOUSE-4); the engine implements each where its action is, by its
// constant (see powers.go).
var wiseguyPowers = [numWiseguys]string{
	"Auction: this bid counts $5,000 more when bids are compared or added up",
	"Auction: wins a tie on its space (unless several tied bids have this power)",
	"Auction: a sole winner keeps up to 2 Bills of the bid",
	"Auction: after the reveal, may withdraw the bid (Bills back to the Bank)",
	"Auction: a contested bid that loses returns to the Bank",
	"Cash-in: draws 1 extra Bill that goes to the active player alone",
	"Cash-in: after a Police Raid, the draw goes on",
	"Cash-in: does not count against the one-per-Traffic and one-Racket limits",
	"Cash-in: needs no Turf made Busy (the kind must be on a Turf you own)",
	"Reception: if your Bank holds 2 Bills or fewer, draw 1 Bill",
	"Corruption: places 2 Bills",
	"Corruption: removes 1 Guilt instead of placing a Bill",
	"Corruption: then draw 1 Bill",
	"Corruption: then look at a random Bill of the Corruption pile",
	"Final Verdict: +1 Respect if the Godfather is Innocent",
	"Any action: you may play a second Vendetta card this turn",
	"Once a Month, cancels a Vendetta card aimed at you",
	"Each time you are Cheated, draw 1 more Vendetta card",
	"+1 Respect",
	"Any action: you may discard a Vendetta card to draw 2 Bills",
}

var invEffects = [numInv]string{
	"Drugs Cash-ins are forbidden",
	"Prostitution Cash-ins are forbidden",
	"Gambling Cash-ins are forbidden",
	"Racket Cash-ins draw 1 Bill fewer (off the active player's share)",
	"a sole auction winner keeps no Bill",
	"no effect besides its Guilt",
}

var vendettaEffects = [numVendettaSlots - 1]string{
	"kept secret: you win only if the Godfather is Guilty and you are the most respected Snitch",
	"placed at once in your Territory: a Turf for every Traffic Cash-in, never a Racket",
	"resolved at once: the cheater (or a player you name) makes a Free Wiseguy Busy, or loses a random Bill",
	"the target makes one of their Free Wiseguys Busy",
	"a Free Turf of another player becomes Busy",
	"take a random Bill from the target's Bank",
	"look at the target's Vendetta hand",
	"draw 1 Bill",
	"in your Trial turn, put a Bill on the Corruption pile without a Wiseguy (no Corruption action)",
}

// makeCardText describes Street card c (0 to 48) in the card table: its
// name and what it does.
func makeCardText(card int) string {
	switch {
	case card < firstTurf:
		return makeCardName(card) + ": " + wiseguyPowers[card]
	case card < firstRespect:
		t := card - firstTurf
		s := turfLabel(t)
		if turfTable[t].bonus > 0 {
			s += ", bonus Respect"
		}
		return s
	case card < firstInv:
		return makeCardName(card)
	case card < cUnderboss:
		i := card - firstInv
		return makeCardName(card) + ": " + invEffects[i] + "; " + itoa(invTable[i].guilt) + " Guilt a Month"
	}
	return "Underboss: +3 Respect; its winner gives the Consigliere (+2), who gives the Primo Capo (+1)"
}

// The identifier types of the game. Each has String (its notation, as in
// moves, events and the position format), Name (as the rulebook prints
// it, or the house rules' placeholder) and Text (its rules text, for a
// tooltip), from its table in ids.go. The constants below are the names a
// caller uses, each defined by its value (values never change: action ids
// and observations are computed from them); the engine's hot code indexes
// its arrays with untyped names of the same values (b5k, vWhack,
// wBagman...).

// The Bill types (see Bill).
const (
	Bill5k     Bill = 0  // $5,000, no icon
	Bill10kI   Bill = 1  // $10,000 Innocent
	Bill10kG   Bill = 2  // $10,000 Guilty
	Bill20kI   Bill = 3  // $20,000 Innocent
	Bill20kG   Bill = 4  // $20,000 Guilty
	Bill50kI   Bill = 5  // $50,000 Innocent
	Bill50kG   Bill = 6  // $50,000 Guilty
	PoliceRaid Bill = 7  // the Police Raid card, shuffled into the Bill pile
	HiddenBill Bill = 8  // a face-down Bill in a View
	NoBill     Bill = -1 // no Bill (an empty discard pile's top)
)

// Bill is a type of Bill (House rule HOUSE-6), the Police Raid or a
// face-down Bill. Bills of one type are interchangeable.
type Bill int8

var billFullNames = [numBillSlots]string{"$5,000", "$10,000 Innocent", "$10,000 Guilty", "$20,000 Innocent",
	"$20,000 Guilty", "$50,000 Innocent", "$50,000 Guilty", "Police Raid", "face-down Bill"}

// Value is the Bill's value in dollars (0 for the Raid and a face-down
// Bill).
func (b Bill) Value() int {
	if b < 0 || b >= numBillSlots {
		return 0
	}
	return billValue[b] * 1000
}

// Icon is -1 for an Innocent icon, +1 for a Guilty one, 0 for none (the
// $5,000 Bills carry none).
func (b Bill) Icon() int {
	if b < 0 || b >= numBillSlots {
		return 0
	}
	return billIcon[b]
}

// BillPile is a pile of Bills as a count per type, indexed by Bill:
// pile[Bill10kI] Innocent $10,000 Bills; in a View, pile[HiddenBill]
// face-down ones.
type BillPile [numBillSlots]uint8

// bills is the engine's name for a BillPile.
type bills = BillPile

// Count is how many Bills of type b the pile holds.
func (p BillPile) Count(b Bill) int {
	if b < 0 || b >= numBillSlots {
		return 0
	}
	return int(p[b])
}

// Len is the number of Bills in the pile, face-down ones included.
func (p BillPile) Len() int { return p.total() }

// Value is the dollar value of the pile's Bills that show.
func (p BillPile) Value() int { return p.value() * 1000 }

// VendettaCard is a type of Vendetta card (House rule HOUSE-7), or a
// face-down one.
type VendettaCard int8

// The Vendetta cards (see VendettaCard).
const (
	FBISnitch      VendettaCard = 0 // kept secret; changes the holder's win condition
	AtlanticCity   VendettaCard = 1 // placed face-up at once; a Turf for every Traffic
	FitOfRage      VendettaCard = 2 // resolved at once when drawn
	Whack          VendettaCard = 3 // Revenge: the target makes a Free Wiseguy Busy
	Torch          VendettaCard = 4 // Revenge: a Free Turf of another player becomes Busy
	Shakedown      VendettaCard = 5 // Revenge: take a random Bill from the target's Bank
	Tail           VendettaCard = 6 // Revenge: look at the target's Vendetta hand
	Skim           VendettaCard = 7 // Revenge: draw a Bill
	Fix            VendettaCard = 8 // Revenge: put a Bill on the Corruption pile without a Wiseguy
	HiddenVendetta VendettaCard = 9 // a face-down Vendetta card in a View
)

// VendettaPile is a pile of Vendetta cards as a count per type, indexed
// by VendettaCard (HiddenVendetta counts face-down cards in a View).
type VendettaPile [numVendettaSlots]uint8

type vcards = VendettaPile

// Count is how many cards of type v the pile holds.
func (p VendettaPile) Count(v VendettaCard) int {
	if v < 0 || v >= numVendettaSlots {
		return 0
	}
	return int(p[v])
}

// Len is the number of cards in the pile, face-down ones included.
func (p VendettaPile) Len() int { return p.total() }

// The Cash-in types (see CashInType).
const (
	Red          CashInType = 0 // the Brooklyn Racket
	Blue         CashInType = 1 // the Queens Racket
	Yellow       CashInType = 2 // the Bronx Racket
	Green        CashInType = 3 // the Staten Island Racket
	Gambling     CashInType = 4
	Drugs        CashInType = 5
	Prostitution CashInType = 6
)

// CashInType is what a Cash-in announces: a Racket colour or a Traffic
// icon (House rule HOUSE-3).
type CashInType int8

// Racket reports whether the type is a Racket colour (not a Traffic).
func (k CashInType) Racket() bool { return k >= Red && k < Gambling }

// Wiseguy is one of the 20 Wiseguy cards, W01 (0) to W20 (19) (House rule
// HOUSE-4). Its value is its number as a Street card (Card(w)), so the
// zero Wiseguy is W01, the Sweetener, a real Wiseguy: the type has no none.
// (Turf, whose values are 20 to 33, has one: NoTurf is 0.) These values
// never change, so a Move's zero Wiseguy field reads as W01.
type Wiseguy int8

// The Wiseguys by power (W01..W20).
const (
	Sweetener    Wiseguy = 0  // W01 Baldini: this bid counts +$5,000 when compared or summed
	Closer       Wiseguy = 1  // W02 Baldini: wins ties on its space
	PennyPinch   Wiseguy = 2  // W03 Baldini: a sole winner keeps up to 2 Bills
	ColdFeet     Wiseguy = 3  // W04 Baldini: may withdraw the bid after the reveal
	NoLoss       Wiseguy = 4  // W05 Baldini: a lost contested bid returns to the Bank
	Collector    Wiseguy = 5  // W06: one extra Bill for the active player
	Accountant   Wiseguy = 6  // W07: drawing goes on after a Police Raid
	Runner       Wiseguy = 7  // W08: the Cash-in does not count against the limits
	Bagman       Wiseguy = 8  // W09: Cash-in without making a Turf Busy
	LoanShark    Wiseguy = 9  // W10: at Reception, a Bank of 2 Bills or fewer draws 1
	Lawyer       Wiseguy = 10 // W11: Corruption places 2 Bills
	JuryTamperer Wiseguy = 11 // W12: Corruption removes 1 Guilt instead of a Bill
	Cleaner      Wiseguy = 12 // W13: after Corruption, draw 1 Bill
	CourtClerk   Wiseguy = 13 // W14: after Corruption, peek at a random Bill of the pile
	Politician   Wiseguy = 14 // W15: +1 Respect at an Innocent verdict
	Hitman       Wiseguy = 15 // W16: one extra Vendetta card this turn
	Bodyguard    Wiseguy = 16 // W17: once a Month, cancels a Vendetta card aimed at the owner
	Hothead      Wiseguy = 17 // W18: one extra Vendetta card each time the owner is Cheated
	MadeMan      Wiseguy = 18 // W19: +1 Respect
	Enforcer     Wiseguy = 19 // W20: may discard a Vendetta card to draw 2 Bills
)

// Card is the Wiseguy as a Street card.
func (w Wiseguy) Card() Card { return Card(w) }

// Turf is one of the 14 Turf cards, T01 to T14 (House rule HOUSE-3). Its
// value is its number as a Street card, so a Turf and the Card on a Street
// space are one value: Card(t) is the Turf as a Street card and
// Turf(c) the Street card c as a Turf (Card.Turf checks it is one). The
// zero Turf is none (it is W01 as a Card).
type Turf int8

// NoTurf is no Turf, value 0 (which as a Card is W01, so Card(NoTurf) is
// not a Turf): the Bagman's Cash-in has none. Its String is "none"; it is
// never written in JSON and ParseTurf does not read it.
const NoTurf Turf = 0

// ordinal is the Turf's place among the Turfs, 0 (T01) to 13 (T14).
func (t Turf) ordinal() int8 { return int8(t) - firstTurf }

func (t Turf) ok() bool { return t >= firstTurf && t < firstRespect }

// turfAt is the Turf of ordinal i (0 for T01).
func turfAt(i int8) Turf { return Turf(i) + firstTurf }

// Counts reports whether the Turf counts for a Cash-in of type k.
func (t Turf) Counts(k CashInType) bool {
	return t.ok() && k >= 0 && k < numKinds && turfMatches(int(t.ordinal()), int(k))
}

// Card is the Turf as a Street card: the same value.
func (t Turf) Card() Card { return Card(t) }

// Card is any Street card: a Wiseguy (0..19), a Turf (20..33), a Respect
// card R1..R8 (34..41), an Investigation I1..I6 (42..47) or the Underboss
// (48). NoCard is none (an empty Street space).
type Card int8

// The Underboss, and no card.
const (
	Underboss Card = 48
	NoCard    Card = -1
)

// Wiseguy is the card as a Wiseguy; ok is false for another card.
func (c Card) Wiseguy() (w Wiseguy, ok bool) { return Wiseguy(c), c >= 0 && c < firstTurf }

// Turf is the card as a Turf; ok is false for another card.
func (c Card) Turf() (t Turf, ok bool) {
	return Turf(c), c >= firstTurf && c < firstRespect
}

// Investigation is the card as an Investigation; ok is false for another.
func (c Card) Investigation() (i Investigation, ok bool) {
	return Investigation(c - firstInv), c >= firstInv && c < cUnderboss
}

// Respect is the Respect the card gives its winner: a Respect card's
// value, 1 for an Investigation taken, 3 for the Underboss (its Title), 1
// for the Made Man, a two-colour Turf's bonus by default; 0 otherwise.
func (c Card) Respect() int {
	switch {
	case c == Card(wMadeMan):
		return 1
	case c >= firstTurf && c < firstRespect:
		return turfTable[c-firstTurf].bonus
	case c >= firstRespect && c < firstInv:
		return respectValue[c-firstRespect]
	case c >= firstInv && c < cUnderboss:
		return 1
	case c == cUnderboss:
		return titleRespect[tUnderboss]
	}
	return 0
}

// Investigation is one of the six Investigations, I1 (0) to I6 (5) (House
// rule HOUSE-5; names and effects placeholder).
type Investigation int8

// The Investigations.
const (
	NarcoticsSquad   Investigation = 0 // I1: Drugs Cash-ins forbidden
	ViceSquad        Investigation = 1 // I2: Prostitution Cash-ins forbidden
	GamingCommission Investigation = 2 // I3: Gambling Cash-ins forbidden
	IRSAudit         Investigation = 3 // I4: Racket Cash-ins draw 1 Bill fewer
	Wiretap          Investigation = 4 // I5: sole auction winners keep no Bill
	GrandJury        Investigation = 5 // I6: no effect besides its Guilt point
)

func (i Investigation) ok() bool { return i >= 0 && i < numInv }

// Backhander is the sum of bids, in dollars, that removes it.
func (i Investigation) Backhander() int {
	if !i.ok() {
		return 0
	}
	return invTable[i].backhander * 1000
}

// Title is one of the three Titles (House rule HOUSE-8).
type Title int8

// The Titles, highest first.
const (
	TitleUnderboss   Title = 0
	TitleConsigliere Title = 1
	TitlePrimoCapo   Title = 2
)

var titleTexts = [3]string{
	"+3 Respect; won at the Meeting, its holder gives the Consigliere to another player",
	"+2 Respect; its holder gives the Primo Capo to a player who is not the Underboss",
	"+1 Respect; then every player without a Title is Cheated",
}

// Respect is what the Title is worth.
func (t Title) Respect() int {
	if t < 0 || t > 2 {
		return 0
	}
	return titleRespect[t]
}

// Bonus is an End of Game Bonus card, or the Politician's Respect, scored
// at the Final Verdict (House rule HOUSE-8).
type Bonus int8

// The bonuses.
const (
	MostVendettaCards Bonus = iota // +2: the most Vendetta cards held (hand, Atlantic City, Snitches)
	MostWiseguys                   // +2: the most Wiseguys
	MostTurfs                      // +2: the most Turfs (Atlantic City excluded)
	PoliticianBonus                // +1: the Politician's owner, at an Innocent verdict
)

var bonusTexts = [4]string{
	"+2 Respect to the player holding the most Vendetta cards (hand, Atlantic City and Snitches)",
	"+2 Respect to the player with the most Wiseguys",
	"+2 Respect to the player with the most Turfs (Atlantic City is none)",
	"+1 Respect to the Politician's owner if the Godfather is Innocent",
}

// Respect is the bonus's worth.
func (b Bonus) Respect() int {
	switch {
	case b >= MostVendettaCards && b <= MostTurfs:
		return 2
	case b == PoliticianBonus:
		return 1
	}
	return 0
}

// Space is a Street space, S1 (0) to S4 (3), and the Location card that
// bids on it.
type Space int8
