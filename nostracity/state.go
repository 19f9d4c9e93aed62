package nostracity

import (
	"math/bits"

	"github.com/mafiarules/sdk/core"
)

func (b bills) total() int {
	n := 0
	for _, c := range b {
		n += int(c)
	}
	return n
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
	n := 0
	for _, c := range h {
		n += int(c)
	}
	return n
}

// Phase is a phase of a Month, or the Final Verdict that ends the game.
// The Reception is automatic, so no state rests in it.
type Phase int8

// The phases.
const (
	Business     Phase = iota // Cash-ins
	Meeting                   // secret auctions for the Street
	Trial                     // Corruption
	FinalVerdict              // the game is over
)

// String is the phase's name as the rulebook prints it ("Business").
func (p Phase) String() string { return phaseName(int(p)) }

// Name is the phase as the rulebook heads it: "THE BUSINESS".
func (p Phase) Name() string {
	if p < Business || p > FinalVerdict {
		return "?"
	}
	return [...]string{"THE BUSINESS", "THE MEETING", "THE TRIAL", "THE FINAL VERDICT"}[p]
}

// Text is what the phase is for.
func (p Phase) Text() string {
	switch p {
	case Business:
		return "each player in turn makes Wiseguys Busy to Cash-in on a Racket or a Traffic, and distributes the Bills"
	case Meeting:
		return "each player in turn bids in secret on the Street cards; then the Location cards are revealed and the auctions resolved from space #1 to #4"
	case Trial:
		return "each player in turn makes Wiseguys Busy to put a Bill on the Corruption pile; then the Reception ends the Month"
	case FinalVerdict:
		return "the Corruption pile and the Guilt decide the verdict; the game is over"
	}
	return ""
}

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

// hiddenSpace is a bid's space in a View before the reveal.
const hiddenSpace = -2

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
	short bool             // the draw fell short: under noCheat nobody is Cheated
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

	wiseguys [maxPlayers]uint32 // bit i: Wiseguy i (W01 = bit 0)
	busyW    uint32
	turfs    [maxPlayers]uint16 // bit i: Turf i (T01 = bit 0)
	busyT    uint16
	atlantic int8 // owner of Atlantic City, -1 while in the Vendetta pile

	respect   [maxPlayers]int16
	respCards [maxPlayers]uint8 // bit i: Respect card i
	invWon    [maxPlayers]uint8 // bit i: Investigation i taken
	invGone   uint8             // Investigations out of the game (tie)
	titles    [3]int8           // holder of each Title, -1 if none
	zealous   [3]int8           // holder of each Zealous Corruptor card
	bonus     [maxPlayers]int8  // end bonuses and Politician, set at the Final Verdict

	street     [4]int8   // card on each Street space, -1 if empty
	streetDeck core.Bits // the Street pile above its known bottom: bit i is Street card i (its order is unknown to all)
	// streetBottom is the card at the bottom of the Street pile, face up
	// for the whole table to see go there (House rule HOUSE-10: the card
	// the Underboss pushes out of a full Street), or noCard. It is drawn
	// only once every card above it has been.
	streetBottom int8
	guilt        int16 // the Verdict token; > innocentM at the end is Guilty

	bank     [maxPlayers]bills
	corr     [maxPlayers]bills // the Corruption pile, by who put the Bill in
	billDeck bills
	billDisc bills
	discTop  int8  // with DiscardTopVisible: 1 + the type of the discard pile's top Bill, 0 if the pile is empty
	drawn    bills // Bills of the Cash-in being distributed
	ci       cashIn
	used     [maxPlayers]uint8 // this phase's Cash-ins: bits 0..2 the Traffics, bit 3 the Racket
	passed   uint8             // roundRobinSingleAction: players out of the phase
	acted    bool              // roundRobinSingleAction: the turn player has acted

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
	// keeps only its viewer's).
	know [maxPlayers]know

	rng core.RNG
}

func bit(p int8) uint8 { return 1 << uint(p) }

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
// had their turn, or under roundRobinSingleAction each has passed.
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
	s.rng = r
	return s
}
