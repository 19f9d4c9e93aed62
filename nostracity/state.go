package nostracity

import (
	"encoding/binary"
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// total is the number of Bills: the first eight counts summed as the
// bytes of one word (byteSum), then the rest.
func (b bills) total() int {
	n := byteSum(binary.LittleEndian.Uint64(b[:]))
	for _, c := range b[8:] {
		n += int(c)
	}
	return n
}

// byteSum is the sum of the eight bytes of x: added in pairs, each sum
// under 512 fits its 16 bits, and the product's top 16 bits add the four
// (at most 2040, no carry between them).
func byteSum(x uint64) int {
	x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
	return int(x * 0x0001000100010001 >> 48)
}

// value is the dollar value of the known Bills, in thousands.
func (b bills) value() int {
	v := 0
	for t, c := range b {
		v += billValue[t] * int(c)
	}
	return v
}

func (b *bills) add(o bills) {
	for i := range b {
		b[i] += o[i]
	}
}

func (h vcards) total() int {
	n := byteSum(binary.LittleEndian.Uint64(h[:]))
	for _, c := range h[8:] {
		n += int(c)
	}
	return n
}

// Phase is the rulebook's phase of play: the Business, the Meeting and
// the Trial of each Month, then the Reception and, after June, the Final
// Verdict; PhaseOver once the game is over. The Reception and the Final
// Verdict run by themselves, so no position rests in them: they are
// phases for the phase-started event.
type Phase int8

// The phases.
const (
	PhaseBusiness     Phase = iota // Cash-ins
	PhaseMeeting                   // secret auctions for the Street
	PhaseTrial                     // Corruption
	PhaseOver                      // the game is over
	PhaseReception                 // the end of a Month (automatic)
	PhaseFinalVerdict              // the end of the game (automatic)
	numPhases
)

// Decision is what the game waits for: the kind of decision on top of the
// position's decisions.
type Decision int8

// The decisions.
const (
	DecisionOver            Decision = iota // nobody decides: the game is over
	DecisionTurn                            // the turn player acts or ends the turn
	DecisionDistribute                      // the active player hands out a Cash-in's Bills
	DecisionFirstBill                       // the bid just made needs its first Bill
	DecisionColdFeet                        // after the reveal, a Cold Feet bid stays or goes
	DecisionKeepBid                         // a sole winner keeps a Bill of the bid
	DecisionGiveConsigliere                 // the Underboss gives the Consigliere
	DecisionGivePrimoCapo                   // the Consigliere gives the Primo Capo
	DecisionFitOfRageTarget                 // the drawer of a Fit of Rage names its target
	DecisionMakeBusy                        // a victim makes a Free Wiseguy Busy
	numDecisions
)

// Decision is what the game waits for now: the top of the position's
// decisions; DecisionOver once the game is over.
func (s State) Decision() Decision { return s.decisionOf() }

// Steps: who decides what inside a phase.
const (
	stTurn       = iota // the turn player acts or passes
	stDistribute        // the active player hands out the Bills of a Cash-in
	stBidBill           // the bid just made needs its first Bill
	stWithdraw          // after the reveal: Cold Feet bidders, in turn order
	stResolve           // resolving the auctions (automatic)
	stKeep              // a sole winner picks the Bill(s) to keep
	stConsig            // the Underboss gives the Consigliere
	stPrimo             // the Consigliere gives the Primo Capo
)

// hiddenSpace is a bid's space in a View before the reveal, HiddenSpace
// as the engine's int8.
const hiddenSpace = int8(HiddenSpace)

// bid is one Auction action: a Wiseguy, a Location card and face-down Bills.
type bid struct {
	wg    int8
	space int8 // 0..3; -1 once resolved; hiddenSpace in a View before the reveal
	bills bills
	gone  bool // withdrawn by Cold Feet
}

// pend is a decision that interrupts the flow: a Fit of Rage to aim, or a
// Wiseguy a victim must make Busy.
type pend struct {
	kind   int8 // pendRage or pendBusy
	who    int8 // the player who decides (pendBusy: the victim)
	target int8 // pendRage: the target, -1 until named; pendBusy: the card that caused it
}

const (
	pendRage = iota
	pendBusy
)

const maxPend = 8

// cashIn is the Cash-in being distributed.
type cashIn struct {
	kind  int8
	owed  [maxPlayers]int8 // each player's entitlement
	got   [maxPlayers]int8 // Bills (or the First Player card) received so far
	short bool             // the draw fell short: under no-cheat nobody is Cheated
}

// State is a game of Nostra City, or a View of one. It is a value of fixed
// size (no slices or maps), so copying it is the whole cost of Apply's
// immutability.
type State struct {
	n     int8
	view  int8 // 0: a full state; 1: a spectator's View; 2 + p: seat p's View
	opt   options
	month int8 // 1..6
	phase Phase
	step  int8

	first      int8  // holder of the First Player card
	phaseFirst int8  // who started the current phase
	turn       int16 // turns finished in the current phase
	cursor     int8  // stWithdraw: player offset; stResolve: the Street space
	keeper     int8  // stKeep: the sole winner
	chain      bool  // the Underboss was just won: the Title chain follows
	fpMoved    bool  // the First Player card has changed owners this Month
	atlantic   int8  // owner of Atlantic City, -1 while in the Vendetta pile
	// streetBottom is the card at the bottom of the Street pile, face up
	// for the whole table to see go there (House rule HOUSE-10: the card
	// the Underboss pushes out of a full Street), or noCard. It is drawn
	// only once every card above it has been. (Fields are ordered so the
	// State has no padding to copy.)
	streetBottom int8

	wiseguys [maxPlayers]uint32 // bit i: Wiseguy i (W01 = bit 0)
	busyW    uint32
	turfs    [maxPlayers]uint16 // bit i: Turf i (T01 = bit 0)
	busyT    uint16

	respect   [maxPlayers]int16
	respCards [maxPlayers]uint8 // bit i: Respect card i
	invWon    [maxPlayers]uint8 // bit i: Investigation i taken
	invGone   uint8             // Investigations out of the game (tie)
	titles    [3]int8           // holder of each Title, -1 if none
	zealous   [3]int8           // holder of each Zealous Corruptor card
	bonus     [maxPlayers]int8  // end bonuses and Politician, set at the Final Verdict

	street     [4]int8    // card on each Street space, -1 if empty
	streetDeck bitset.Set // the Street pile above its known bottom: bit i is Street card i (its order is unknown to all)
	guilt      int16      // the Verdict token; > innocentM at the end is Guilty

	bank     [maxPlayers]bills
	corr     [maxPlayers]bills // the Corruption pile, by who put the Bill in
	billDeck bills
	billDisc bills
	discTop  int8  // with DiscardTopVisible: 1 + the type of the discard pile's top Bill, 0 if the pile is empty
	drawn    bills // Bills of the Cash-in being distributed
	ci       cashIn
	used     [maxPlayers]uint8 // this phase's Cash-ins: bits 0..2 the Traffics, bit 3 the Racket
	passed   uint8             // round-robin-single-action: players out of the phase
	acted    bool              // round-robin-single-action: the turn player has acted

	bids  [maxPlayers][4]bid
	nbids [maxPlayers]int8

	hand      [maxPlayers]vcards
	vDeck     vcards
	vDisc     vcards
	vPlayed   int8  // Vendetta cards played this turn
	vLimit    int8  // Vendetta cards allowed this turn (1, 2 with the Hitman)
	enforcer  bool  // the Enforcer was made Busy this turn and not used
	guardUsed uint8 // Bodyguards used this Month
	pend      [maxPend]pend
	npend     int8

	corruptors uint8 // players who performed Corruption this Trial
	bidders    uint8 // players with a standing bid this Meeting
	won        uint8 // players who won a card this Meeting

	snitches uint8 // revealed at the Final Verdict
	innocent bool
	rank     [maxPlayers]int8
	winners  uint8

	// know is what each seat has seen privately and still knows (a View
	// keeps only its viewer's); knowCorr[v] bit t: seat v knows a Bill of
	// type t is in the Corruption pile.
	know     [maxPlayers]know
	knowCorr [maxPlayers]uint8

	// forced is which pile each outcome the ForceNext helpers queued on
	// rng is for (force.go); zero in a View and once decoded.
	forced forceLog
	rng    core.RNG
}

func bit(p int8) uint8 { return 1 << uint(p) }

// pick is yes when c holds, else no.
func pick(c bool, yes, no string) string {
	if c {
		return yes
	}
	return no
}

// pendingRages counts the Fits of Rage drawn and not yet resolved.
func (s *State) pendingRages() int {
	n := 0
	for i := int8(0); i < s.npend && i < maxPend; i++ {
		if s.pend[i].kind == pendRage {
			n++
		}
	}
	return n
}

// active is the player whose phase turn it is.
func (s *State) active() int8 { return int8((int16(s.phaseFirst) + s.turn) % int16(s.n)) }

// phaseDone reports whether every player has finished the phase: each has
// had their turn, or under round-robin-single-action each has passed.
func (s *State) phaseDone() bool {
	if s.opt.roundRobin {
		return s.passed == 1<<uint(s.n)-1
	}
	return s.turn >= int16(s.n)
}

func (s *State) free(p int8) uint32 { return s.wiseguys[p] &^ s.busyW }

func owns(set uint32, w int) bool { return set&(1<<uint(w)) != 0 }

// owner returns who holds Wiseguy w, or -1.
func (s *State) wiseguyOwner(w int) int8 {
	for p := int8(0); p < s.n; p++ {
		if owns(s.wiseguys[p], w) {
			return p
		}
	}
	return -1
}

func (s *State) turfOwner(t int) int8 {
	for p := int8(0); p < s.n; p++ {
		if s.turfs[p]&(1<<uint(t)) != 0 {
			return p
		}
	}
	return -1
}

// onStreet reports whether Investigation i is on a Street space.
func (s *State) onStreet(card int) bool {
	for _, c := range s.street {
		if int(c) == card {
			return true
		}
	}
	return false
}

func (s *State) invActive(i int) bool { return s.onStreet(firstInv + i) }

// expectedRespect is the sum of p's Respect sources.
func (s *State) expectedRespect(p int8) int {
	r := 0
	for t := 0; t < numTurfs; t++ {
		if s.turfs[p]&(1<<uint(t)) != 0 && turfTable[t].bonus > 0 && !s.opt.noTurfR {
			r += int(s.opt.twoColR)
		}
	}
	if owns(s.wiseguys[p], wMadeMan) {
		r++
	}
	for i := 0; i < numRespect; i++ {
		if s.respCards[p]&(1<<uint(i)) != 0 {
			r += respectValue[i]
		}
	}
	r += bits.OnesCount8(s.invWon[p])
	for t, h := range s.titles {
		if h == p {
			r += titleRespect[t]
		}
	}
	for _, h := range s.zealous {
		if h == p {
			r++
		}
	}
	return r + int(s.bonus[p])
}

// drawStreet reveals the next Street card: uniformly from the cards above
// the known bottom (one IntN call, as for a shuffled pile), and the known
// bottom only once they are all gone. It returns noCard on an empty pile.
func (s *State) drawStreet() int8 {
	if s.streetDeck != 0 {
		var c int
		c, s.streetDeck, s.rng = s.streetDeck.Draw(s.rng)
		return int8(c)
	}
	c := s.streetBottom
	s.streetBottom = noCard
	return c
}

func (s State) seat(p core.Player) bool { return p >= 0 && int(p) < int(s.n) }

// RNG is the state's chance to come (zero in a View).
func (s State) RNG() core.RNG { return s.rng }

// WithRNG is s with its chance replaced by r, so a test can force the
// draws to come mid-game.
func (s State) WithRNG(r core.RNG) State {
	s.rng, s.forced = r, 0
	return s
}

// What the table can see, as typed values, so a UI never parses String.
// On a View each accessor answers as the viewer sees: another player's
// Bank is so many HiddenBill, a bid's space is hidden until the reveal.

// NumPlayers is the number of seats.
func (s State) NumPlayers() int { return int(s.n) }

// Month is the current Month, 1 (January) to 6 (June).
func (s State) Month() int { return int(s.month) }

// Phase is Business, Meeting or Trial while the game goes on, and
// PhaseOver once the Final Verdict has been given. The Reception and the
// Final Verdict run by themselves, so no State rests in them: they are
// phases of the phase-started event only.
func (s State) Phase() Phase { return s.phase }

// Active is the player whose turn it is in the current phase (ToMove may
// be another: a player distributing, answering a Fit of Rage, giving a
// Title); NoPlayer when the game is over and when every turn of the
// phase is over (the Meeting's reveal and auctions).
func (s State) Active() core.Player {
	if s.phase == PhaseOver || s.n < minPlayers || s.turn < 0 || s.turn >= int16(s.n) {
		return core.NoPlayer // over, or every turn of the phase is over (the auctions)
	}
	return core.Player(s.active())
}

// Score is p's Respect, the game's score: at the end, the final Respect
// with every bonus (see Result).
func (s State) Score(p core.Player) int { return s.Respect(p) }

// IsView reports whether s is a View (of a seat or a spectator), not a
// full state: Apply refuses it; Determinize makes a full state of it.
func (s State) IsView() bool { return s.view != 0 }

// Viewer is the seat whose View s is (NoPlayer for a spectator's, or for
// a full state: see IsView).
func (s State) Viewer() core.Player {
	if s.view < 2 {
		return core.NoPlayer
	}
	return core.Player(s.view - 2)
}

// Check verifies the conservation laws and every range of s: each Bill,
// Vendetta card and Street card is in exactly one place, Respect is the
// sum of its sources, the decision in progress is one the game can reach,
// and what each seat knows is true (see check.go). It works on a View too.
func (s State) Check() error { return validate(&s) }

// Equal reports whether two states are identical, hidden parts and RNG
// included. A State holds no pointers, so this is ==; go-cmp uses it too.
func (s State) Equal(o State) bool { return s == o }

// FirstPlayer is the holder of the First Player card.
func (s State) FirstPlayer() core.Player { return core.Player(s.first) }

// FirstPlayerMoved reports whether the First Player card has changed
// owners this Month (it may do so once: House rule HOUSE-2).
func (s State) FirstPlayerMoved() bool { return s.fpMoved }

// Respect is p's Respect score.
func (s State) Respect(p core.Player) int {
	if !s.seat(p) {
		return 0
	}
	return int(s.respect[p])
}

// Guilt is the Verdict token's position (House rule HOUSE-9; the
// Corruption pile is added at the Final Verdict).
func (s State) Guilt() int { return int(s.guilt) }

// Street is the card on each Street space S1..S4 (NoCard when empty).
func (s State) Street() [4]Card {
	var out [4]Card
	for i, c := range s.street {
		out[i] = Card(c)
	}
	return out
}

// StreetPile is the number of cards in the Street pile.
func (s State) StreetPile() int {
	n := s.streetDeck.Len()
	if s.streetBottom != noCard {
		n++
	}
	return n
}

// StreetBottom is the card the whole table saw put at the bottom of the
// Street pile (House rule HOUSE-10), or NoCard when its bottom is unknown.
func (s State) StreetBottom() Card { return Card(s.streetBottom) }

// Wiseguys lists p's Wiseguys and which of them are Busy.
func (s State) Wiseguys(p core.Player) (cards []Wiseguy, busy []bool) {
	if !s.seat(p) {
		return nil, nil
	}
	for w := 0; w < numWiseguys; w++ {
		if owns(s.wiseguys[p], w) {
			cards = append(cards, Wiseguy(w))
			busy = append(busy, owns(s.busyW, w))
		}
	}
	return cards, busy
}

// Turfs lists p's Turfs, as a Cash-in move names them (T01 to T14, the
// Turf values 20 to 33: a Turf is a Card; the zero Turf is NoTurf), and
// which of them are Busy. Atlantic City is no Turf: see AtlanticCity.
func (s State) Turfs(p core.Player) (cards []Turf, busy []bool) {
	if !s.seat(p) {
		return nil, nil
	}
	for t := 0; t < numTurfs; t++ {
		if s.turfs[p]&(1<<uint(t)) != 0 {
			cards = append(cards, turfAt(int8(t)))
			busy = append(busy, s.busyT&(1<<uint(t)) != 0)
		}
	}
	return cards, busy
}

// RespectCards lists the Respect cards p has won (R1..R8 as Cards).
func (s State) RespectCards(p core.Player) []Card {
	var out []Card
	for i := 0; s.seat(p) && i < numRespect; i++ {
		if s.respCards[p]&(1<<uint(i)) != 0 {
			out = append(out, Card(firstRespect+i))
		}
	}
	return out
}

// InvestigationsWon lists the Investigations p has taken (+1 Respect each).
func (s State) InvestigationsWon(p core.Player) []Investigation {
	var out []Investigation
	for i := 0; s.seat(p) && i < numInv; i++ {
		if s.invWon[p]&(1<<uint(i)) != 0 {
			out = append(out, Investigation(i))
		}
	}
	return out
}

// InvestigationsGone lists the Investigations removed from the game by a
// tie between their top bidders.
func (s State) InvestigationsGone() []Investigation {
	var out []Investigation
	for i := 0; i < numInv; i++ {
		if s.invGone&(1<<uint(i)) != 0 {
			out = append(out, Investigation(i))
		}
	}
	return out
}

// BankSize is how many Bills p's Bank holds (public).
func (s State) BankSize(p core.Player) int {
	if !s.seat(p) {
		return 0
	}
	return s.bank[p].total()
}

// Bank is p's Bills by type (HiddenBill for another player's in a View).
func (s State) Bank(p core.Player) BillPile {
	if !s.seat(p) {
		return BillPile{}
	}
	return s.bank[p]
}

// HandSize is how many Vendetta cards p holds (public).
func (s State) HandSize(p core.Player) int {
	if !s.seat(p) {
		return 0
	}
	return s.hand[p].total()
}

// Hand is p's Vendetta hand (HiddenVendetta cards in another player's View).
func (s State) Hand(p core.Player) VendettaPile {
	if !s.seat(p) {
		return VendettaPile{}
	}
	return s.hand[p]
}

// BillPileSize is the number of cards in the Bill pile, the Police Raid
// included (it never leaves the pile for long).
func (s State) BillPileSize() int { return s.billDeck.total() }

// DiscardSize is the number of Bills in the Bill discard pile (public).
func (s State) DiscardSize() int { return s.billDisc.total() }

// DiscardTop is the Bill on top of the Bill discard pile, or NoBill when
// the pile is empty or, by default (House rule HOUSE-15: the pile "cannot
// be consulted"), its top is not shown.
func (s State) DiscardTop() Bill { return Bill(s.discTop) - 1 }

// Discards is the Bill discard pile as the viewer sees it: its size as
// HiddenBill, and its top with discard_top_visible. (A full state shows
// every Bill.)
func (s State) Discards() BillPile { return s.billDisc }

// VendettaPileSize is the number of cards in the Vendetta pile.
func (s State) VendettaPileSize() int { return s.vDeck.total() }

// VendettaDiscards is the Vendetta discard pile: the Revenge cards played
// and the Fits of Rage resolved (public).
func (s State) VendettaDiscards() VendettaPile { return s.vDisc }

// Drawn is the Bills of the Cash-in being distributed (hidden but to the
// active player).
func (s State) Drawn() BillPile { return s.drawn }

// CashInShares is a Cash-in being distributed: its type, and by seat the
// share of the Bills drawn each is owed and what each has received so far
// (a Bill or the First Player card).
type CashInShares struct {
	Type CashInType
	Owed []int // by seat: the Bills it is owed
	Got  []int // by seat: what it has received
	// Short says the draw fell short of the shares (a Police Raid, an
	// empty Bill pile): under the no-cheat policy nobody is Cheated.
	Short bool
}

// CashInShares is the Cash-in being distributed; ok is false outside a
// distribution.
func (s State) CashInShares() (c CashInShares, ok bool) {
	if s.step != stDistribute {
		return CashInShares{}, false
	}
	c = CashInShares{Type: CashInType(s.ci.kind), Owed: make([]int, s.n), Got: make([]int, s.n), Short: s.ci.short}
	for p := int8(0); p < s.n; p++ {
		c.Owed[p], c.Got[p] = int(s.ci.owed[p]), int(s.ci.got[p])
	}
	return c, true
}

// CashInsUsed is which of a seat's Cash-in limits this Phase has used:
// the one Racket Cash-in and each Traffic's one (the Runner's Cash-ins use
// none).
type CashInsUsed struct {
	Racket, Gambling, Drugs, Prostitution bool
}

// CashInsUsed is which of p's Cash-in limits this Phase has used (none
// for a seat not in the game).
func (s State) CashInsUsed(p core.Player) CashInsUsed {
	if !s.seat(p) {
		return CashInsUsed{}
	}
	u := s.used[p]
	return CashInsUsed{Racket: u&8 != 0, Gambling: u&1 != 0, Drugs: u&2 != 0, Prostitution: u&4 != 0}
}

// LocationCardsLeft is how many of p's four Location cards are not on a
// bid this Meeting (public: the number of bids is).
func (s State) LocationCardsLeft(p core.Player) int {
	if !s.seat(p) {
		return 0
	}
	return 4 - int(s.nbids[p])
}

// Corruption is what p has put on the Corruption pile (hidden to the others
// until the Final Verdict).
func (s State) Corruption(p core.Player) BillPile {
	if !s.seat(p) {
		return BillPile{}
	}
	return s.corr[p]
}

// CorruptionSize is the number of Bills on the Corruption pile (public,
// and who put how many in: Corruption(p).Len()).
func (s State) CorruptionSize() int {
	n := 0
	for p := int8(0); p < s.n; p++ {
		n += s.corr[p].total()
	}
	return n
}

// Titles is the holder of the Underboss, Consigliere and Primo Capo
// (NoPlayer while not given).
func (s State) Titles() [3]core.Player {
	var out [3]core.Player
	for i, h := range s.titles {
		out[i] = core.Player(h)
	}
	return out
}

// ZealousCorruptors lists the holders of the Zealous Corruptor cards won so
// far, in order; the others are still on the stack (3 in all).
func (s State) ZealousCorruptors() []core.Player {
	var out []core.Player
	for _, h := range s.zealous {
		if h >= 0 {
			out = append(out, core.Player(h))
		}
	}
	return out
}

// ZealousCorruptorsLeft is how many Zealous Corruptor cards are still on
// the stack (one may go each Trial from April: House rule HOUSE-22).
func (s State) ZealousCorruptorsLeft() int {
	left := 3
	for _, h := range s.zealous {
		if h >= 0 {
			left--
		}
	}
	return left
}

// EndBonusesLeft is how many End of Game Bonus cards wait on the stack: 3
// until the Final Verdict scores them, then 0 (House rule HOUSE-22).
func (s State) EndBonusesLeft() int {
	if s.phase == PhaseOver {
		return 0
	}
	return 3
}

// EndBonuses lists who scored bonus b at the Final Verdict (nobody before
// it: the End of Game Bonus cards wait on the stack until then).
func (s State) EndBonuses(b Bonus) []core.Player {
	var out []core.Player
	if s.phase != PhaseOver {
		return out
	}
	if b == PoliticianBonus {
		if o := s.wiseguyOwner(wPolitician); o >= 0 && s.innocent {
			out = append(out, core.Player(o))
		}
		return out
	}
	if b < MostVendettaCards || b > MostTurfs {
		return out
	}
	counts := s.bonusCounts()[b]
	best, nb := -1, 0
	for p := 0; p < int(s.n); p++ {
		switch {
		case counts[p] > best:
			best, nb = counts[p], 1
		case counts[p] == best:
			nb++
		}
	}
	if nb > 1 && !s.opt.allTied {
		return out
	}
	for p := int8(0); p < s.n; p++ {
		if counts[p] == best {
			out = append(out, core.Player(p))
		}
	}
	return out
}

// bonusCounts is, per End of Game Bonus, what each seat has of it.
func (s *State) bonusCounts() [3][maxPlayers]int {
	var c [3][maxPlayers]int
	for p := int8(0); p < s.n; p++ {
		c[MostVendettaCards][p] = s.hand[p].total()
		if s.atlantic == p {
			c[MostVendettaCards][p]++
		}
		c[MostWiseguys][p] = bits.OnesCount32(s.wiseguys[p])
		c[MostTurfs][p] = bits.OnesCount16(s.turfs[p])
	}
	return c
}

// AtlanticCity is the player whose Territory holds Atlantic City, or NoPlayer.
func (s State) AtlanticCity() core.Player { return core.Player(s.atlantic) }

// Snitch reports whether p is a revealed FBI Snitch (after the Final Verdict).
func (s State) Snitch(p core.Player) bool { return s.seat(p) && s.snitches&bit(int8(p)) != 0 }

// Innocent reports the verdict of a finished game.
func (s State) Innocent() bool { return s.phase == PhaseOver && s.innocent }

// BidInfo is one Auction of the current Meeting as a viewer sees it.
type BidInfo struct {
	Wiseguy Wiseguy  // the Wiseguy made Busy
	Space   Space    // the Location card's space, or HiddenSpace while it is face-down
	Bills   BillPile // the Bills under it (HiddenBill for another player's)
	Gone    bool     // withdrawn by Cold Feet
}

// HiddenSpace is a bid's space while its Location card is face-down.
const HiddenSpace Space = -2

// Bids lists p's Auctions of the current Meeting still on the table.
func (s State) Bids(p core.Player) []BidInfo {
	if !s.seat(p) {
		return nil
	}
	var out []BidInfo
	for k := int8(0); k < s.nbids[p] && k < 4; k++ {
		b := s.bids[p][k]
		if b.space == -1 {
			continue
		}
		out = append(out, BidInfo{Wiseguy: Wiseguy(b.wg), Space: Space(b.space), Bills: b.bills, Gone: b.gone})
	}
	return out
}
