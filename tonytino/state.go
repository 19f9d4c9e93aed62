package tonytino

import (
	"encoding/binary"

	"github.com/mafiarules/sdk/core"
)

// Decision is the kind of decision the game waits for: it indexes the
// table of decisions (engine.go), and Decision().String() names it in a
// position's JSON ("decision", and each entry of "decisions").
type Decision uint8

// The decisions, each named for its id. DecisionPlayOrDiscard, DecisionRaidWindow and DecisionTarget fall in the
// rulebook's phase 1, DecisionPlace in its phase 2; phase 3 (scoring the
// streets) needs no decision and runs inside the move that places a tile.
const (
	DecisionPlayOrDiscard Decision = iota // phase 1: the active player plays or discards a card
	DecisionRaidWindow                    // the opponent may counter the card just played with Police Raid
	DecisionTarget                        // the active player names the target corners of the card that resolved
	DecisionPlace                         // phase 2: the active player places a crew tile
	DecisionOver                          // all 36 corners hold crew tiles
	DecisionPutRacket                     // Config.RacketDraft: the active player puts the face-up racket on a street
	numDecisions
)

// Phase is the decision's phase of play, as the rulebook names them.
func (d Decision) Phase() Phase {
	switch d {
	case DecisionPlayOrDiscard, DecisionRaidWindow, DecisionTarget:
		return Phase1
	case DecisionPlace:
		return Phase2
	case DecisionPutRacket:
		return PhaseDraft
	}
	return PhaseOver
}

// Racket fates: where the racket tile dealt to a street is now. Their
// notation, a racket's "at" in a position, is the fates table (ids.go).
type fate uint8

const (
	onStreet  fate = iota // still at the end of its street
	wonByP0               // won by P0
	wonByP1               // won by P1
	setupFull             // discarded at setup: the street was full before play began
	tied                  // discarded in phase 3: the street was a tie
	toDraft               // Config.RacketDraft: no racket yet, one will be put here
	numFates
)

// racketSlot is a street's racket: the tile dealt to it (low 3 bits; 0
// while the racket draft has put none there) and its fate (the bits above),
// one byte so the State stays small to copy.
type racketSlot uint8

func slot(r Racket, f fate) racketSlot { return racketSlot(r&7) | racketSlot(f)<<3 }

func (rs racketSlot) racket() Racket { return Racket(rs & 7) }
func (rs racketSlot) fate() fate     { return fate(rs >> 3) }

// withFate is rs with its fate changed.
func (rs racketSlot) withFate(f fate) racketSlot { return slot(rs.racket(), f) }

// Board cells. A free corner holds its token (1 to 10); an occupied corner
// holds tileFlag | owner<<2 | tile. A corner is free exactly when it holds a
// token, so the token is gone the moment a tile covers it.
const tileFlag uint8 = 0x10

func tileCell(p core.Player, t Tile) uint8 { return tileFlag | uint8(p)<<2 | uint8(t) }

func isTile(b uint8) bool           { return b&tileFlag != 0 }
func tileOwner(b uint8) core.Player { return core.Player(b >> 2 & 1) }
func tileOf(b uint8) Tile           { return Tile(b & 3) }

// State is a position of Tony & Tino, or a View of one. It is a value made
// of fixed-size arrays: copying it copies the whole game, and no function of
// this package modifies a State it is given.
//
// The zero State is not a game; make one with New (or decode one from JSON).
type State struct {
	board    [NumCorners]uint8           // token on a free corner, tile cell on an occupied one
	rackets  [NumStreets]racketSlot      // each street's racket tile and where it is now
	pile     [NumSeats]core.Pile[Tile]   // face-down crew tiles
	display  [NumSeats][DisplaySize]Tile // face-up crew tiles, in the order they were turned up
	ndisp    [NumSeats]uint8             //
	deck     [NumSeats]core.Pile[Card]   // face-down cards
	hand     [NumSeats][HandSize]Card    // the hand, sorted (HiddenCard last)
	nhand    [NumSeats]uint8             //
	played   [NumSeats][numCards]uint8   // cards played face up (countered ones too), by type
	discard  [NumSeats][numCards]uint8   // cards discarded, by type
	hidDisc  [NumSeats]uint8             // in a View: discards the viewer may not see
	active   core.Player                 // whose turn it is
	decision Decision                    // the decision the game waits for
	pending  Card                        // the card played and not yet resolved (DecisionRaidWindow, DecisionTarget)
	first    Corner                      // the first target named (DecisionTarget), NoCorner before
	stepUp   bool                        // Step Up resolved: phase 2 places on Next(L)
	extra    bool                        // Super Crew resolved: another turn follows this one
	view     bool                        // a View of viewer
	viewer   core.Player                 // the seat the View is for (NoPlayer: a spectator)
	rstack   core.Pile[Racket]           // Config.RacketDraft: racket tiles still to put out, top face up
	ntok     [MaxToken + 1]uint8         // tokens of each value on the board (kept with board)
	ntile    [NumSeats][numTiles]uint8   // crew tiles of each owner and value on the board (kept with board)
	opts     options                     // the Config switches the game was set up with
	rng      core.RNG                    // zero in a View
}

// options are the rule switches of Config that the state must remember.
type options struct {
	stoolPigeonX3  bool // HOUSE-4 switch: Stool Pigeon ×3, Step Up ×4
	publicDiscards bool // HOUSE-15 switch: discards face up
	racketDraft    bool // HOUSE-18 switch: the players put the rackets out
}

// copies is the deck composition of the game's variant.
func (s *State) copies() [numCards]uint8 { return copiesOf(s.opts.stoolPigeonX3) }

// ---- the v2 surface every game shares ----

// NumPlayers is the number of seats: always 2.
func (s State) NumPlayers() int { return NumSeats }

// Decision is the kind of decision the game waits for (DecisionOver after
// the end).
func (s State) Decision() Decision { return s.decision }

// Phase is the rulebook's phase of play the game is in (PhaseOver after the
// end).
func (s State) Phase() Phase { return s.decision.Phase() }

// Active is the player whose turn it is; NoPlayer when the game is over
// and in the zero State. During a Police Raid window ToMove is the
// opponent, Active stays.
func (s State) Active() core.Player {
	if s.decision == DecisionOver || s.noGame() {
		return core.NoPlayer
	}
	return s.active
}

// Score is p's score in dollars: the worth of the racket tiles p has won.
func (s State) Score(p core.Player) int {
	m, _, _ := s.winnings(p)
	return m
}

// RNG is the chance to come (the zero RNG in a View).
func (s State) RNG() core.RNG { return s.rng }

// WithRNG returns s with its chance replaced by r, so a test can force what
// Lucky Break deals mid-game.
func (s State) WithRNG(r core.RNG) State {
	s.rng = r
	return s
}

// Equal reports whether s and t are the same state (or the same view),
// every field compared. State is comparable, so s == t says the same;
// go-cmp uses this method, which keeps comparing states cheap.
func (s State) Equal(t State) bool { return s == t }

// IsView reports whether s is a View (of Viewer), not a full state.
func (s State) IsView() bool { return s.view }

// Viewer is the seat a View was made for (NoPlayer for a spectator's), and
// NoPlayer for a full state.
func (s State) Viewer() core.Player {
	if !s.view {
		return core.NoPlayer
	}
	return s.viewer
}

// ---- accessors for a UI ----

// SeatName is seat p as a UI prints it, with its crew's colour: "P0
// (blue)", "P1 (purple)".
func (s State) SeatName(p core.Player) string {
	switch p {
	case 0:
		return "P0 (blue)"
	case 1:
		return "P1 (purple)"
	}
	return p.String()
}

// Token is the corner token on c, NoToken when c holds a crew tile (or is
// not a corner).
func (s State) Token(c Corner) Token {
	if !c.Valid() || isTile(s.board[c]) {
		return NoToken
	}
	return Token(s.board[c])
}

// CornerTile is what State.Tile says of a corner: the crew tile on it and
// its owner.
type CornerTile struct {
	Placed bool        // a crew tile is on the corner (false: the corner is free, or no corner)
	Owner  core.Player // the tile's owner; NoPlayer on a free corner
	Tile   Tile        // the tile, by value; Informant (0) on a free corner, so read Placed first
}

// Tile is the crew tile on c and its owner, Placed false when the corner is
// free.
func (s State) Tile(c Corner) CornerTile {
	if !c.Valid() || !isTile(s.board[c]) {
		return CornerTile{Owner: core.NoPlayer}
	}
	return CornerTile{Placed: true, Owner: tileOwner(s.board[c]), Tile: tileOf(s.board[c])}
}

// StreetRacket is what State.Racket says of a street: the racket tile
// dealt to it and where that tile is now.
type StreetRacket struct {
	Racket   Racket      // the tile dealt to the street; NoRacket while the racket draft has put none there
	OnStreet bool        // the tile is still at the end of its street, to be won
	Owner    core.Player // the player who won it; NoPlayer while on the street or once discarded (a tie, or a street full at setup)
}

// Racket is the racket tile dealt to street st and who holds it.
func (s State) Racket(st Street) StreetRacket {
	if !st.Valid() {
		return StreetRacket{Racket: NoRacket, Owner: core.NoPlayer}
	}
	sr := StreetRacket{Racket: s.rackets[st].racket(), Owner: core.NoPlayer}
	switch s.rackets[st].fate() {
	case onStreet:
		sr.OnStreet = true
	case wonByP0:
		sr.Owner = 0
	case wonByP1:
		sr.Owner = 1
	}
	return sr
}

// StreetSums returns each player's total crew value on street st.
func (s State) StreetSums(st Street) [NumSeats]int {
	var sums [NumSeats]int
	if !st.Valid() {
		return sums
	}
	for _, c := range streetCorners[st] {
		if b := s.board[c]; isTile(b) {
			sums[tileOwner(b)] += tileOf(b).Value()
		}
	}
	return sums
}

// Money is the dollar value of the racket tiles p has won (Score).
func (s State) Money(p core.Player) int { return s.Score(p) }

// winnings returns p's money, number of racket tiles and best single tile.
func (s *State) winnings(p core.Player) (money, tiles, best int) {
	if p < 0 || p >= NumSeats {
		return 0, 0, 0
	}
	want := wonByP0 + fate(p)
	for st := 0; st < NumRackets; st++ {
		if s.rackets[st].fate() == want {
			v := s.rackets[st].racket().Dollars()
			money += v
			tiles++
			if v > best {
				best = v
			}
		}
	}
	return money, tiles, best
}

// FaceUp returns p's face-up crew tiles (0 to 2 of them).
func (s State) FaceUp(p core.Player) []Tile {
	if p < 0 || p >= NumSeats {
		return nil
	}
	return append([]Tile(nil), s.display[p][:s.ndisp[p]]...)
}

// PileSize is the number of crew tiles left in p's face-down pile.
func (s State) PileSize(p core.Player) int {
	if p < 0 || p >= NumSeats {
		return 0
	}
	return s.pile[p].Len()
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
	return s.deck[p].Len()
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

// DraftRacket is, during the racket draft (Config.RacketDraft), the
// face-up racket tile the active player must put on a street, and how many
// racket tiles are left to put out (that one included).
func (s State) DraftRacket() (r Racket, left int) {
	top, ok := s.rstack.Top()
	if s.decision != DecisionPutRacket || !ok {
		return NoRacket, 0
	}
	return top, s.rstack.Len()
}

// Pending is the card played this turn that waits for the Police Raid
// window or for its targets; NoCard otherwise.
func (s State) Pending() Card { return s.pending }

// FirstTarget is the corner named as the first target of the pending card;
// ok is false before one is named.
func (s State) FirstTarget() (c Corner, ok bool) {
	if s.decision != DecisionTarget || s.first == NoCorner {
		return 0, false
	}
	return s.first, true
}

// SteppedUp reports whether Step Up resolved this turn (phase 2 then places
// on the next higher token value).
func (s State) EventKindSteppedUp() bool { return s.stepUp }

// ExtraTurn reports whether Super Crew resolved this turn.
func (s State) ExtraTurn() bool { return s.extra }

// ---- rules helpers shared by the decisions, View and validation ----

// other is the opponent of p.
func other(p core.Player) core.Player { return 1 - p }

// recount sets the counts kept beside the board (ntok, ntile) from it.
// Only placing a tile changes them afterwards: swaps and shuffles move
// tokens and tiles around without changing what is on the board.
func (s *State) recount() {
	s.ntok = [MaxToken + 1]uint8{}
	s.ntile = [NumSeats][numTiles]uint8{}
	for _, b := range s.board {
		if isTile(b) {
			s.ntile[tileOwner(b)][tileOf(b)]++
		} else if Token(b) <= MaxToken {
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
func (s *State) tilesLeft(p core.Player) int { return s.pile[p].Len() + int(s.ndisp[p]) }

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

// showsTile reports whether p has the crew tile t face up.
func (s *State) showsTile(p core.Player, t Tile) bool {
	for _, x := range s.display[p][:s.ndisp[p]] {
		if x == t {
			return true
		}
	}
	return false
}

// cornersWith is the set of corners c (bit c) whose cell has
// board[c]&mask == want: the candidates a Legal list checks (the corners of
// a token value, the free corners, the crew tiles), found eight cells at a
// time instead of corner by corner. TestCornersWithIsTheCornersLoop holds
// it to the loop over the corners.
func (s *State) cornersWith(mask, want uint8) uint64 {
	const ones, low7 = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	m, w := uint64(mask)*ones, uint64(want)*ones
	// match is the set of the eight cells of word (cell k in byte k) that
	// are wanted, as bits at..at+7.
	match := func(word uint64, at int) uint64 {
		x := word&m ^ w // a zero byte: a corner wanted
		// The high bit of each byte of y is set exactly where x's byte is
		// zero; the multiplication gathers those eight bits into one byte.
		y := ^((x&low7 + low7) | x | low7)
		return (y >> 7 * 0x0102040810204080 >> 56) << at
	}
	var set uint64
	tail := NumCorners &^ 7
	for at := 0; at < tail; at += 8 {
		set |= match(binary.LittleEndian.Uint64(s.board[at:]), at)
	}
	var last uint64 // the cells past the last eight, padded with zero cells
	for c := NumCorners - 1; c >= tail; c-- {
		last = last<<8 | uint64(s.board[c])
	}
	return (set | match(last, tail)) & (1<<NumCorners - 1)
}

// survey is what the rule checks need to know about the tokens, gathered
// in one pass so Legal stays fast (which tiles a player has on the board
// is ntile).
type survey struct {
	low, next Token // L, the lowest token on the board, and Next(L) (0: none)
}

// survey reads the counts kept beside the board.
func (s *State) survey() (sv survey) {
	for v := Token(1); v <= MaxToken; v++ {
		if s.ntok[v] > 0 {
			if sv.low == 0 {
				sv.low = v
			} else {
				sv.next = v
				break
			}
		}
	}
	return sv
}

// Phase is a phase of play as the rulebook names it: phase 1 (cards),
// phase 2 (placement; phase 3, the scoring, runs inside it), the racket
// draft of Config.RacketDraft before play, and the end.
type Phase uint8

// The phases.
const (
	Phase1     Phase = iota // phase 1: play or discard a card, and what it calls for
	Phase2                  // phase 2: place a crew tile (phase 3 scores at once)
	PhaseDraft              // setup under Config.RacketDraft: the racket draft
	PhaseOver               // the game is over
	numPhases
)

// valid reports whether d is one of the decisions.
func (d Decision) valid() bool { return d < numDecisions }
