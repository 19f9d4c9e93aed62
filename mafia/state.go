package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"strconv"
)

// CounterKind is the type of a playing counter.
type CounterKind uint8

// Counter kinds.
const (
	Prefetto CounterKind = iota
	SISDE
	Carabinieri
	Boss
	Picciotto
)

// NumCounters is the number of playing counters: Prefetto, SISDE, three CC
// and, per Family, a Boss and two Picciotti.
const NumCounters = 17

// The State's counters; a Family's are BossOf(f) and PicciottoOf(f, n).
const (
	CPrefetto Counter = 0 // the Prefetto
	CSISDE    Counter = 1 // the SISDE
	CC1       Counter = 2 // the first Carabiniere
	CC2       Counter = 3 // the second Carabiniere
	CC3       Counter = 4 // the third Carabiniere
	// NoCounter is no counter: an event field or a decision that names
	// none. It is spelt "none" and never written.
	NoCounter Counter = -1
)

// Counter ids inside the package, untyped for the State's int8 arrays (the
// same as CPrefetto, CSISDE, CC1; TestTypedIdsMatchTheUntyped checks).
const (
	cPrefetto = 0
	cSISDE    = 1
	cCC1      = 2 // CC1..CC3 are 2, 3, 4
	cFamily   = 5 // Boss of Family f is 5+3f, its Picciotti 6+3f and 7+3f
)

// BossOf is the counter id of Family f's Boss.
func bossOf(f Faction) int { return cFamily + 3*int(f) }

// KindOf is the type of counter c.
func kindOf(c int) CounterKind {
	switch {
	case c == cPrefetto:
		return Prefetto
	case c == cSISDE:
		return SISDE
	case c < cFamily:
		return Carabinieri
	case (c-cFamily)%3 == 0:
		return Boss
	}
	return Picciotto
}

// OwnerOf is the faction that owns counter c.
func ownerOf(c int) Faction {
	if c < cFamily {
		return StateFaction
	}
	return Faction((c - cFamily) / 3)
}

func isMafioso(c int) bool { return c >= cFamily }

// CounterName is the counter's id in notation: "prefetto", "sisde",
// "CC1".."CC3", "R.B", "R.P1", "R.P2", ...
func counterName(c int) string {
	switch {
	case c == cPrefetto:
		return "prefetto"
	case c == cSISDE:
		return "sisde"
	case c >= cCC1 && c < cFamily:
		return "CC" + string(rune('1'+c-cCC1))
	case c >= cFamily && c < NumCounters:
		f := ownerOf(c).Letter()
		switch (c - cFamily) % 3 {
		case 0:
			return f + ".B"
		case 1:
			return f + ".P1"
		default:
			return f + ".P2"
		}
	}
	return "?"
}

// Off-map locations of a counter (values after the 26 spaces).
const (
	Prison    Place = NumSpaces     // arrested
	Station   Place = NumSpaces + 1 // detained at the Stazione dei Carabinieri
	Continent Place = NumSpaces + 2 // eliminated
	OutOfGame Place = NumSpaces + 3 // the SISDE counter in the 4-player game
)

// The boxes inside the package, untyped, for the int8 locations of a
// State (the same as Prison...OutOfGame).
const (
	inPrison    = NumSpaces
	inStation   = NumSpaces + 1
	onContinent = NumSpaces + 2
	outOfGame   = NumSpaces + 3
	numLocation = NumSpaces + 4
)

// locationName names a space id or box: "none" for NoPlace, as an id's
// none is spelt, and "place(42)" for a value that is no place.
func locationName(l int) string {
	switch {
	case l >= 0 && l < NumSpaces:
		return sicilySpaces[l].ID // the same id on every map
	case l == inPrison:
		return "prison"
	case l == inStation:
		return "carabinieri-station"
	case l == onContinent:
		return "continent"
	case l == outOfGame:
		return "out of play"
	case l == int(NoPlace):
		return "none"
	}
	return "place(" + strconv.Itoa(l) + ")"
}

// pile is a deck's draw pile (core's ordered pile, capacity 16 for 8
// cards), bottom first; every card that returns to a deck is shuffled in,
// so there is no discard pile.
type pile = core.Pile[Card]

// Decision is the kind of decision the game waits for ("move",
// "control-roll"), or DecisionOver after the end. It indexes the table of
// decisions (engine.go); Phase is the rulebook's phase it falls in.
type Decision uint8

// The decisions, in the order of a turn.
const (
	DecisionHomeCity              Decision = iota // preparation: a Family chooses its home city
	DecisionSupportOfTheJudiciary                 // returns: the State may cancel a release from Prison with Support of the Judiciary
	DecisionCheckpoint                            // "any time" cards: the factions in calendar order play one or pass
	DecisionHelicopterOperation                   // movement: the State may change the movement dice with Helicopter Operation
	DecisionMove                                  // movement: the first (or only) counter moves
	DecisionFlight                                // movement: ATI Strike or Bomb at Airport may ground a declared flight
	DecisionSecondMove                            // movement: a second counter moves by the other die
	DecisionStateMove                             // movement, 4-player game: a State counter moves by one die
	DecisionAntiMafiaOperation                    // movement: the State may make a space a roadblock for the moved mafiosi
	DecisionNewsLeak                              // activities: the owner discards a card of its choice
	DecisionPrefetto                              // activities: the Prefetto may detain or arrest a Boss in his space
	DecisionKillersFromLasVegas                   // activities: a Family may shoot the Prefetto with Killers from Las Vegas
	DecisionBlock                                 // activities: a Boss's owner may block an arriving opposing Picciotto
	DecisionActions                               // activities: the moved counter's optional actions
	DecisionResist                                // activities: a Picciotto resists or submits to a Carabiniere's arrest
	DecisionShootout                              // activities: the sides of a shootout may play Special Weapons or Leatherheads
	DecisionWiretap                               // activities: the State may stop a Boss's call to the USA
	DecisionControlRoll                           // activities: roll for control (a Picciotto) or to remove control (a Carabiniere), or decline
	decisionRunning                               // no decision: the turn's steps run (never in a position)
	DecisionOver                                  // the game is over
	numDecisions
)

// Phase is the rulebook's phase of play: the preparation (C: the home
// cities), and in each turn the returns (D3), the movement (D4) and the
// activities (D5); PhaseOver after the end.
type Phase uint8

// The phases.
const (
	PhasePreparation Phase = iota // C: the Families choose their home cities
	PhaseReturns                  // D3: the active faction's counters in the boxes try to return
	PhaseMovement                 // D4: the movement roll and the counters' moves
	PhaseActivities               // D5: the moved counters' activities, in the order they moved
	PhaseOver                     // the game is over
	numPhases
)

// leg is a declared or made movement.
type leg struct {
	c    int8    // counter
	die  Die     // the sum, the first die or the second
	to   int8    // destination
	head Heading // facing at the end
	air  bool    // the air link was used
}

// shootout in progress.
type shootout struct {
	att, tgt int8
	resist   bool // a Picciotto resisting a CC arrest: both survive → arrest
	sw       [2]bool
	lh       [2]bool
}

// State is a position of Mafia, or a View of one. It is a value: every
// field is an array or a small integer, so copying a State copies it all.
type State struct {
	cfg   Config // Map is always nil here: the map is bd
	bd    *board // the map and its movement table, shared, never written
	loc   counterLocs
	head  headings
	ctrl  ctrlOwners // Family controlling the space, -1 none
	ctrlN ctrlCounts // its stacked control counters
	home  [numFamilies]int8
	hand  [numHands]bitset.Set // cards held, by hand slot (see hidx; bit = card id)
	hid   hiddenCounts         // in a View: cards of each deck held but hidden
	deck  piles
	skip  [5]bool // Antimafia Commission: skip the next movement phase

	slot  uint8    // calendar index 0..5 of the active turn
	turns uint16   // calendar turns completed
	dec   Decision // the decision the game waits for
	setup uint8    // DecisionHomeCity: how many Families have chosen

	todo    agenda   // the turn's steps still to run
	retC    int8     // DecisionSupportOfTheJudiciary: the counter being released
	dice    [2]uint8 // movement dice (after Helicopter Operation)
	noAir   bool
	legs    legList // legs made this turn, in order
	nlegs   uint8
	decl    leg      // DecisionFlight: the declared air move
	declDec Decision // DecisionFlight: the movement decision it was declared in
	amo     int8     // space made a roadblock by Anti-Mafia Operation, -1 none
	rest    bool     // the restaurant attack was resolved this turn
	cp      uint8    // the checkpoint open or last opened (cpStart...)
	tried   uint32   // counters the moved counter's reactions or actions dealt with (bit 31: the 2-player control removal)
	blocked uint32   // counters blocked by a Boss this turn
	acted   uint32   // State counters that drew their 4-player Roma card
	wmask   uint8    // window: factions still to ask
	wfac    int8     // window or decision: the faction deciding
	target  int8     // decision: the counter it is about
	lair    bool
	shoot   shootout
	winner  int8 // faction that won, -1 none; -2 nobody (4-player loss, cut-off)
	rng     core.RNG
	known   [5]bitset.Set // by seat: cards of other hands the seat saw (Mole in Prefecture)
	view    bool          // a View: hidden cards are not known
	viewer  core.Player   // whose View
}

// NumPlayers is the number of seats.
func (s State) NumPlayers() int { return s.cfg.players() }

// Config returns the game's configuration; Map is nil on Sicily, else a
// copy of the game's map.
func (s State) Config() Config {
	c := s.cfg
	if b := s.b(); b != sicily {
		m := b.m
		c.Map = &m
	}
	return c
}

// Map returns the map the game is played on (a copy).
func (s State) Map() Map { return s.b().m }

// b is the game's board; a zero State is on Sicily.
func (s *State) b() *board {
	if s.bd == nil {
		return sicily
	}
	return s.bd
}

// space is space sp of the game's map.
func (s *State) space(sp int8) *Space { return &s.b().m.Spaces[sp] }

// Location is where counter c is: a space id (0–25) or Prison, Station,
// Continent, OutOfGame.
func (s State) Location(c Counter) Place {
	if !c.Valid() {
		return NoPlace
	}
	return Place(s.loc[c])
}

// Facing is counter c's facing on or next to the centre track.
func (s State) Facing(c Counter) Heading {
	if !c.Valid() {
		return NoHeading
	}
	return s.head[c]
}

// Control is the Family controlling space sp and the number of its control
// counters stacked there (NoFaction, 0 when the State controls it).
func (s State) Control(sp Place) (Faction, int) {
	if !sp.IsSpace() || s.ctrl[sp] < 0 {
		return NoFaction, 0
	}
	return Faction(s.ctrl[sp]), int(s.ctrlN[sp])
}

// Home is Family f's home city; ok is false before it is chosen.
func (s State) Home(f Faction) (city Place, ok bool) {
	if f < 0 || f >= numFamilies || s.home[f] < 0 {
		return NoPlace, false
	}
	return Place(s.home[f]), true
}

// Hand is the cards of faction f that the state shows (in a View, the
// viewer's own); HandSize counts hidden ones too.
func (s State) Hand(f Faction) []Card {
	if f < 0 || f > StateFaction {
		return nil
	}
	var out []Card
	h := s.handOf(f)
	for c := Card(0); c < numCards; c++ {
		if h&(1<<uint(c)) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// HandSize is how many cards faction f holds (public).
func (s State) HandSize(f Faction) int {
	if f < 0 || f > StateFaction {
		return 0
	}
	return s.handSize(f)
}

func (s *State) handSize(f Faction) int {
	i := s.hidx(f)
	n := popcount(s.hand[i]) + int(s.hid[i][0]) + int(s.hid[i][1]) + int(s.hid[i][2])
	if i >= 5 {
		n += popcount(s.hand[i+2]) + int(s.hid[i+2][0]) + int(s.hid[i+2][1]) + int(s.hid[i+2][2])
	}
	return n
}

// handOf is every card faction f holds now (in the 2-player game the
// acting player's State cards, expiring ones included).
func (s *State) handOf(f Faction) bitset.Set {
	i := s.hidx(f)
	if i >= 5 {
		return s.hand[i] | s.hand[i+2]
	}
	return s.hand[i]
}

// drop removes card c from faction f's hand.
func (s *State) drop(f Faction, c Card) {
	i := s.hidx(f)
	s.hand[i] &^= 1 << uint(c)
	if i >= 5 {
		s.hand[i+2] &^= 1 << uint(c)
	}
}

// StateCards is the State cards seat p holds and may read: in the
// 2-player game the Roma and SISDE cards p drew while acting for the State
// (kept, or expiring at the end of p's next State turn, H6), at every
// moment; in the other games the State's hand when p plays the State.
func (s State) StateCards(p core.Player) []Card {
	var h bitset.Set
	switch {
	case p < 0 || int(p) >= s.NumPlayers():
		return nil
	case s.twoP():
		h = s.hand[5+int(p)] | s.hand[7+int(p)]
	case s.seatOf(StateFaction) == p:
		h = s.hand[StateFaction]
	}
	var out []Card
	for c := Card(0); c < numCards; c++ {
		if h&(1<<uint(c)) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// Known is the cards of other seats' hands that seat p saw privately and
// that have not moved since (Mole in Prefecture shows the State's hand).
func (s State) Known(p core.Player) []Card {
	if p < 0 || int(p) >= len(s.known) {
		return nil
	}
	var out []Card
	for c := Card(0); c < numCards; c++ {
		if s.known[p]&(1<<uint(c)) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// DeckSize is the number of cards in deck d.
func (s State) DeckSize(d Deck) int {
	if d > SISDEDeck {
		return 0
	}
	return s.deck[d].Len()
}

// ActiveFaction is the faction whose calendar turn it is.
func (s State) ActiveFaction() Faction { return s.active() }

// active is ActiveFaction on a pointer: the rules ask it at every step,
// and a value receiver would copy the whole State at each call.
func (s *State) active() Faction { return calendar[s.slot%6] }

// Active is the seat whose turn it is: the seat that plays the active
// faction (ToMove may be another seat, reacting); NoPlayer when the game is
// over, and on the 4-player game's State slots, which run by themselves.
func (s State) Active() core.Player {
	if s.dec == DecisionOver || s.bd == nil {
		return core.NoPlayer
	}
	return s.seatOf(s.ActiveFaction())
}

// RNG is the state's source of chance (zero in a View).
func (s State) RNG() core.RNG { return s.rng }

// IsView reports whether s is a View, whose hidden cards are not known:
// Legal works on it, Apply refuses it.
func (s State) IsView() bool { return s.view }

// Viewer is the seat a View was made for (NoPlayer for a spectator's or
// for a full state).
func (s State) Viewer() core.Player {
	if !s.view {
		return core.NoPlayer
	}
	return s.viewer
}

// Equal reports whether s and t are the same position. The map is
// compared by value, the rest as arrays, so go-cmp (which calls Equal)
// stays fast.
func (s State) Equal(t State) bool {
	if !s.b().Equal(t.b()) {
		return false
	}
	s.bd, t.bd = nil, nil
	return s == t
}

// Score is seat p's progress towards its win: for a seat that plays
// Families, the most spaces one of its Families controls (E1: 4 wins, 5 in
// the 3- and 2-player games); for the State's seat in the 5- and 3-player
// games, the State's remediation points in half points (E2: 8 half points,
// that is 4 points, win). It counts the same after the end, in the unit
// the registry's ScoreUnit names; Result's scores are these.
func (s State) Score(p core.Player) int {
	if p < 0 || int(p) >= s.NumPlayers() {
		return 0
	}
	if !s.fourP() && !s.twoP() && p == 0 {
		return s.remediation2(0xF)
	}
	best := 0
	for f := Red; f < numFamilies; f++ {
		if s.seatOf(f) == p {
			best = max(best, s.controlled(f))
		}
	}
	return best
}

// RemediationHalves is the State's remediation points (section E) in half
// points: 4 per Boss in Prison, 2 per Boss detained, 1 per Picciotto in
// Prison. The State wins with 8 (4 points).
func (s State) RemediationHalves() int { return s.remediation2(0xF) }

// Dice are the movement dice of the current turn (0 before the roll).
func (s State) Dice() [2]int { return [2]int{int(s.dice[0]), int(s.dice[1])} }

// Turns is the number of calendar turns completed.
func (s State) Turns() int { return int(s.turns) }

// SkipsMovement reports whether faction f will skip its next movement
// phase (Antimafia Commission).
func (s State) SkipsMovement(f Faction) bool { return f >= 0 && f <= StateFaction && s.skip[f] }

// Controlled is the number of spaces Family f controls.
func (s State) Controlled(f Faction) int { return s.controlled(f) }

// controlled is Controlled on a pointer, without copying the State.
func (s *State) controlled(f Faction) int {
	n := 0
	for sp := range s.ctrl {
		if s.ctrl[sp] == int8(f) && s.ctrlN[sp] > 0 {
			n++
		}
	}
	return n
}

// Supply is the number of Family f's control counters off the map.
func (s State) Supply(f Faction) int { return s.supply(f) }

// supply is Supply on a pointer, without copying the State.
func (s *State) supply(f Faction) int {
	n := 8
	for sp := range s.ctrl {
		if s.ctrl[sp] == int8(f) {
			n -= int(s.ctrlN[sp])
		}
	}
	return n
}

// Winner is the faction that won, NoFaction while playing or when nobody
// won (the 4-player loss for all, or the turn cut-off).
func (s State) Winner() Faction {
	if s.winner < 0 {
		return NoFaction
	}
	return Faction(s.winner)
}

func popcount(x bitset.Set) int { return x.Len() }

// numHands is the number of hand slots: one per Family, the State's, and
// in the 2-player game each player's own State cards (H6): slots 5 and 6
// hold P0's and P1's, slots 7 and 8 those of them that expire at the end
// of that player's current State turn.
const numHands = 9

// movedThisTurn reports whether counter c made a leg this turn.
func (s *State) movedThisTurn(c int) bool {
	for i := 0; i < int(s.nlegs); i++ {
		if int(s.legs[i].c) == c {
			return true
		}
	}
	return false
}

// The array types below have Equal methods so that go-cmp (used by the
// harness and by tests) compares them in one step instead of element by
// element; a difference still shows the whole array.
type (
	counterLocs  [NumCounters]int8
	headings     [NumCounters]Heading
	ctrlOwners   [NumSpaces]int8
	ctrlCounts   [NumSpaces]uint8
	hiddenCounts [numHands][3]uint8
	piles        [3]pile
	legList      [3]leg
)

// Equal reports whether a and b are the same.
func (a counterLocs) Equal(b counterLocs) bool { return a == b }

// Equal reports whether a and b are the same.
func (a headings) Equal(b headings) bool { return a == b }

// Equal reports whether a and b are the same.
func (a ctrlOwners) Equal(b ctrlOwners) bool { return a == b }

// Equal reports whether a and b are the same.
func (a ctrlCounts) Equal(b ctrlCounts) bool { return a == b }

// Equal reports whether a and b are the same.
func (a hiddenCounts) Equal(b hiddenCounts) bool { return a == b }

// Equal reports whether a and b are the same.
func (a piles) Equal(b piles) bool { return a == b }

// Equal reports whether a and b are the same.
func (a legList) Equal(b legList) bool { return a == b }
