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

var billNames = [numBillSlots]string{"$5k", "$10kI", "$10kG", "$20kI", "$20kG", "$50kI", "$50kG", "Raid", "?"}

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

var vendettaNames = [numVendettaSlots]string{"FBI Snitch", "Atlantic City", "Fit of Rage", "Whack", "Torch", "Shakedown", "Tail", "Skim", "Fix", "?"}

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

// cardName names a Street card for a log or a terminal.
func cardName(c int) string {
	switch {
	case c < 0 || c >= numStreet:
		return "-"
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

// cardCode is the short notation of a Street card: W01, T05, R3, I2, UB;
// "-" for none.
func cardCode(c int) string {
	if c < 0 || c >= numStreet {
		return "-"
	}
	return cardCodes[c]
}

var cardCodes = func() (out [numStreet]string) {
	for c := range out {
		out[c] = makeCardCode(c)
	}
	return out
}()

func makeCardCode(c int) string {
	switch {
	case c < 0 || c >= numStreet:
		return "-"
	case c < firstTurf:
		return "W" + two(c+1)
	case c < firstRespect:
		return "T" + two(c-firstTurf+1)
	case c < firstInv:
		return "R" + itoa(c-firstRespect+1)
	case c < cUnderboss:
		return "I" + itoa(c-firstInv+1)
	}
	return "UB"
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

// cardText describes a Street card for a UI: its name and what it does.
func cardText(card int) string {
	switch {
	case card < 0 || card >= numStreet:
		return "-"
	case card < firstTurf:
		return cardName(card) + ": " + wiseguyPowers[card]
	case card < firstRespect:
		t := card - firstTurf
		s := turfLabel(t)
		if turfTable[t].bonus > 0 {
			s += ", bonus Respect"
		}
		return s
	case card < firstInv:
		return cardName(card)
	case card < cUnderboss:
		i := card - firstInv
		return cardName(card) + ": " + invEffects[i] + "; " + itoa(invTable[i].guilt) + " Guilt a Month"
	}
	return "Underboss: +3 Respect; its winner gives the Consigliere (+2), who gives the Primo Capo (+1)"
}
