package tonytino

import "github.com/mafiarules/sdk/core"

// phase is the step of the turn the state waits in.
type phase uint8

const (
	phaseCard   phase = iota // phase 1: the active player plays or discards a card
	phaseRaid                // the opponent may counter the card just played with Police Raid
	phaseTarget              // the active player names the targets of the card that resolved
	phasePlace               // phase 2: the active player places a crew tile
	phaseOver                // all 36 corners hold crew tiles
	phaseDraft               // Config.RacketDraft: the active player puts the face-up racket on a street
	numPhases
)

var phaseNames = [numPhases]string{"card", "raid", "target", "place", "over", "draft"}

// Racket fates: where the racket tile dealt to a street is now.
const (
	racketOnStreet uint8 = iota // still at the end of its street
	racketWonP0                 // won by P0
	racketWonP1                 // won by P1
	racketSetup                 // discarded at setup: the street was full before play began
	racketTied                  // discarded in phase 3: the street was a tie
	racketDraft                 // Config.RacketDraft: no racket yet, one will be put here
	numFates
)

var fateNames = [numFates]string{"street", "P0", "P1", "setup", "tied", "draft"}

// HiddenRacket is the value a View shows for a face-down racket tile of the
// racket draft (Config.RacketDraft).
const HiddenRacket uint8 = 0xFF

// Board cells. A free corner holds its token's value (1 to 10); an occupied
// corner holds tileFlag | owner<<2 | value. A corner is free exactly when it
// holds a token, so the token is gone the moment a tile covers it.
const tileFlag uint8 = 0x10

func tileCell(p core.Player, v int) uint8 { return tileFlag | uint8(p)<<2 | uint8(v) }

func isTile(b uint8) bool           { return b&tileFlag != 0 }
func tileOwner(b uint8) core.Player { return core.Player(b >> 2 & 1) }
func tileValue(b uint8) int         { return int(b & 3) }

// State is a position of Tony & Tino, or a View of one. It is a value made
// of fixed-size arrays: copying it copies the whole game, and no function of
// this package modifies a State it is given.
//
// The zero State is not a game; make one with New (or decode one from JSON).
type State struct {
	board   [NumCorners]uint8 // token value on a free corner, tile cell on an occupied one
	racket  [NumRackets]uint8 // value of the racket tile dealt to each street, in $10,000
	fate    [NumRackets]uint8 // where that tile is now (racketOnStreet, racketWonP0, ...)
	pile    [NumSeats][PileSize]uint8
	npile   [NumSeats]uint8 // face-down crew tiles; the top is pile[p][npile-1]
	display [NumSeats][DisplaySize]uint8
	ndisp   [NumSeats]uint8 // face-up crew tiles, in the order they were turned up
	deck    [NumSeats][DeckSize]Card
	ndeck   [NumSeats]uint8 // face-down cards; the top is deck[p][ndeck-1]
	hand    [NumSeats][HandSize]Card
	nhand   [NumSeats]uint8           // the hand, sorted (HiddenCard last)
	played  [NumSeats][numCards]uint8 // cards played face up (countered ones too), by type
	discard [NumSeats][numCards]uint8 // cards discarded face down, by type
	hidDisc [NumSeats]uint8           // in a View: discards the viewer may not see
	active  core.Player               // whose turn it is (NoPlayer when over)
	phase   phase                     // the step the turn waits in
	pending Card                      // the card played and not yet resolved (phaseRaid, phaseTarget)
	first   Corner                    // the first target named (phaseTarget), NoCorner before
	stepUp  bool                      // Step Up resolved: phase 2 places on Next(L)
	extra   bool                      // Super Crew resolved: another turn follows this one
	rstack  [NumRackets]uint8         // Config.RacketDraft: racket tiles still to put out, top (face up) last
	nrstack uint8                     // how many
	ntok    [MaxToken + 1]uint8       // tokens of each value on the board (kept with board)
	ntile   [NumSeats][4]uint8        // crew tiles of each owner and value on the board (kept with board)
	opts    options                   // the Config switches the game was set up with
	rng     core.RNG                  // zero in a View
}

// options are the rule switches of Config that the state must remember.
type options struct {
	stoolPigeonX3  bool // HOUSE-4 variant: Stool Pigeon ×3, Step Up ×4
	publicDiscards bool // HOUSE-15 variant: discards face up
	racketDraft    bool // HOUSE-18 variant: the players put the rackets out
}

// copies is the deck composition of the game's variant.
func (s *State) copies() [numCards]uint8 { return copiesOf(s.opts.stoolPigeonX3) }

// ---- accessors for a UI ----

// Active is the player whose turn it is; NoPlayer when the game is over.
// During a Police Raid window ToMove is the opponent, Active stays.
func (s State) Active() core.Player {
	if s.phase == phaseOver {
		return core.NoPlayer
	}
	return s.active
}

// Token is the corner token on c, 0 when c holds a crew tile (or is not a corner).
func (s State) Token(c Corner) int {
	if !c.Valid() || isTile(s.board[c]) {
		return 0
	}
	return int(s.board[c])
}

// Tile returns the crew tile on c: its owner and value, ok false when the
// corner is free.
func (s State) Tile(c Corner) (owner core.Player, value int, ok bool) {
	if !c.Valid() || !isTile(s.board[c]) {
		return core.NoPlayer, 0, false
	}
	return tileOwner(s.board[c]), tileValue(s.board[c]), true
}

// Racket returns the dollar value of the racket tile dealt to street st and
// who holds it: owner is the winner, NoPlayer while it is still on the
// street (onStreet) or once discarded (a tie, or a street full at setup).
// In the racket draft a street still waiting for its racket has 0 dollars.
func (s State) Racket(st Street) (dollars int, owner core.Player, onStreet bool) {
	if !st.Valid() {
		return 0, core.NoPlayer, false
	}
	d := int(s.racket[st]) * racketUnit
	switch s.fate[st] {
	case racketOnStreet:
		return d, core.NoPlayer, true
	case racketWonP0:
		return d, 0, false
	case racketWonP1:
		return d, 1, false
	}
	return d, core.NoPlayer, false
}

// StreetSums returns each player's total crew value on street st.
func (s State) StreetSums(st Street) [NumSeats]int {
	var sums [NumSeats]int
	if !st.Valid() {
		return sums
	}
	for _, c := range streetCorners[st] {
		if b := s.board[c]; isTile(b) {
			sums[tileOwner(b)] += tileValue(b)
		}
	}
	return sums
}

// Money is the dollar value of the racket tiles p has won.
func (s State) Money(p core.Player) int {
	m, _, _ := s.winnings(p)
	return m
}

// winnings returns p's money, number of racket tiles and best single tile.
func (s *State) winnings(p core.Player) (money, tiles, best int) {
	if p < 0 || p >= NumSeats {
		return 0, 0, 0
	}
	want := racketWonP0 + uint8(p)
	for st := 0; st < NumRackets; st++ {
		if s.fate[st] == want {
			v := int(s.racket[st]) * racketUnit
			money += v
			tiles++
			if v > best {
				best = v
			}
		}
	}
	return money, tiles, best
}

// FaceUp returns the values of p's face-up crew tiles (0 to 2 of them).
func (s State) FaceUp(p core.Player) []int {
	if p < 0 || p >= NumSeats {
		return nil
	}
	out := make([]int, s.ndisp[p])
	for i := range out {
		out[i] = int(s.display[p][i])
	}
	return out
}

// PileSize is the number of crew tiles left in p's face-down pile.
func (s State) PileSize(p core.Player) int {
	if p < 0 || p >= NumSeats {
		return 0
	}
	return int(s.npile[p])
}

// Hand returns p's hand, sorted; in a View another player's cards are HiddenCard.
func (s State) Hand(p core.Player) []Card {
	if p < 0 || p >= NumSeats {
		return nil
	}
	return append([]Card(nil), s.hand[p][:s.nhand[p]]...)
}

// DeckSize is the number of cards left in p's draw pile.
func (s State) DeckSize(p core.Player) int {
	if p < 0 || p >= NumSeats {
		return 0
	}
	return int(s.ndeck[p])
}

// Played returns how many cards of type c p has played face up (countered
// cards and Police Raids included).
func (s State) Played(p core.Player, c Card) int {
	if p < 0 || p >= NumSeats || !c.valid() {
		return 0
	}
	return int(s.played[p][c])
}

// Discarded returns how many cards of type c p has discarded, as far as the
// state shows (a View hides the opponent's face-down discards), and how
// many discards are hidden.
func (s State) Discarded(p core.Player, c Card) (n, hidden int) {
	if p < 0 || p >= NumSeats {
		return 0, 0
	}
	if c.valid() {
		n = int(s.discard[p][c])
	}
	return n, int(s.hidDisc[p])
}

// DraftRacket is, during the racket draft (Config.RacketDraft), the dollar
// value of the face-up racket tile the active player must put on a street,
// and how many racket tiles are left to put out (that one included).
func (s State) DraftRacket() (dollars, left int) {
	if s.phase != phaseDraft || s.nrstack == 0 {
		return 0, 0
	}
	return int(s.rstack[s.nrstack-1]) * racketUnit, int(s.nrstack)
}

// Pending is the card played this turn that waits for the Police Raid
// window or for its targets; NoCard otherwise.
func (s State) Pending() Card { return s.pending }

// FirstTarget is the corner named as the first target of the pending card,
// NoCorner if none yet.
func (s State) FirstTarget() Corner {
	if s.phase != phaseTarget {
		return NoCorner
	}
	return s.first
}

// SteppedUp reports whether Step Up resolved this turn (phase 2 then places
// on the next higher token value).
func (s State) SteppedUp() bool { return s.stepUp }

// ExtraTurn reports whether Super Crew resolved this turn.
func (s State) ExtraTurn() bool { return s.extra }

// Phase names the step the game waits in: "card" (phase 1), "raid" (the
// opponent's Police Raid window), "target" (naming a card's targets),
// "place" (phase 2), "draft" (putting out the rackets, Config.RacketDraft)
// or "over".
func (s State) Phase() string {
	if s.phase < numPhases {
		return phaseNames[s.phase]
	}
	return "?"
}

// ---- rules helpers shared by Legal, Apply, View and validation ----

// other is the opponent of p.
func other(p core.Player) core.Player { return 1 - p }

// recount sets the counts kept beside the board (ntok, ntile) from it.
// Only placing a tile changes them afterwards: swaps and shuffles move
// tokens and tiles around without changing what is on the board.
func (s *State) recount() {
	s.ntok = [MaxToken + 1]uint8{}
	s.ntile = [NumSeats][4]uint8{}
	for _, b := range s.board {
		if isTile(b) {
			s.ntile[tileOwner(b)][tileValue(b)]++
		} else if b <= MaxToken {
			s.ntok[b]++
		}
	}
}

// free counts the corners still holding a token.
func (s *State) free() int {
	n := 0
	for _, k := range s.ntok {
		n += int(k)
	}
	return n
}

// tilesLeft is how many crew tiles p still has to place.
func (s *State) tilesLeft(p core.Player) int { return int(s.npile[p]) + int(s.ndisp[p]) }

// streetFull reports whether every corner of st holds a crew tile.
func (s *State) streetFull(st Street) bool {
	for _, c := range streetCorners[st] {
		if !isTile(s.board[c]) {
			return false
		}
	}
	return true
}

// holds reports whether p's hand holds a card of type c.
func (s *State) holds(p core.Player, c Card) bool {
	for _, h := range s.hand[p][:s.nhand[p]] {
		if h == c {
			return true
		}
	}
	return false
}

// raidPossible reports whether, as far as the whole table can tell, p may
// hold Police Raid: p has cards and p's Raid has not been seen played (or,
// with public discards, discarded). Only public facts go in, so the window
// it opens reveals nothing.
func (s *State) raidPossible(p core.Player) bool {
	if s.nhand[p] == 0 {
		return false
	}
	seen := s.played[p][PoliceRaid]
	if s.opts.publicDiscards {
		seen += s.discard[p][PoliceRaid]
	}
	return seen < s.copies()[PoliceRaid]
}

// Equal reports whether s and t are the same state (or the same view),
// every field compared. State is comparable, so s == t says the same;
// go-cmp uses this method, which keeps comparing states cheap.
func (s State) Equal(t State) bool { return s == t }
