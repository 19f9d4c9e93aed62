package tonytino

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// ---- Setup ----

// The rulebook, Setup: 36 tokens drawn onto the corners left to right, top to
// bottom; the coloured ones become Henchmen of their colour. With the token
// shuffle forced to leave the last 24 positions alone, rows 5 and 6 hold the
// 12 coloured tokens (P0's six, then P1's) and rows 3 and 4 the numbered
// tokens 5 to 10 in order.
func TestSetupDealsTokensRowByRowAndReplacesColouredOnes(t *testing.T) {
	var force []int
	for i := 35; i >= 12; i-- {
		force = append(force, i)
	}
	s := setup(Config{}, core.NewRNG(1).Force(force...))
	want := []int{5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 9, 10}
	for i, v := range want {
		if got := s.Token(Corner(12 + i)); int(got) != v {
			t.Errorf("corner %v: token %d, want %d", Corner(12+i), got, v)
		}
	}
	for c := Corner(24); c < 36; c++ {
		tl := s.Tile(c)
		owner, v, ok := tl.Owner, tl.Tile, tl.Placed
		wantOwner := core.Player(0)
		if c >= 30 {
			wantOwner = 1
		}
		if !ok || owner != wantOwner || v != 1 {
			t.Errorf("corner %v: tile %v/%d/%v, want a Henchman of %v", c, owner, v, ok, wantOwner)
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// The rulebook, Setup: a street already full of crew tiles gets no racket; its
// tile is discarded. Rows 5 and 6 are full in the forced layout above.
func TestStreetFullAtSetupDiscardsItsRacket(t *testing.T) {
	var force []int
	for i := 35; i >= 12; i-- {
		force = append(force, i)
	}
	s := setup(Config{}, core.NewRNG(1).Force(force...))
	for st := Street(0); st < NumStreets; st++ {
		sr := s.Racket(st)
		owner, on := sr.Owner, sr.OnStreet
		full := st == 10 || st == 11
		if on == full || owner != core.NoPlayer {
			t.Errorf("street %v: on street %v, owner %v; full at setup: %v", st, on, owner, full)
		}
	}
	// A cross of two full streets (11 coloured corners) loses two rackets.
	var x State
	for c := range x.board {
		x.board[c] = 1
	}
	for i := 0; i < 6; i++ {
		x.board[CornerAt(0, i)] = tileCell(0, 1)
		x.board[CornerAt(i, 0)] = tileCell(1, 1)
	}
	x.dealRackets(core.NewRNG(1))
	for st := Street(0); st < NumStreets; st++ {
		if want := st == 0 || st == 6; (x.rackets[st].fate() == setupFull) != want {
			t.Errorf("cross: street %v fate %d", st, x.rackets[st].fate())
		}
	}
}

// The rulebook, Setup: racket tiles are placed left to right, top to bottom; House
// rule HOUSE-1: that is street order V1..V6, H1..H6.
func TestRacketsAreDealtLeftToRightTopToBottom(t *testing.T) {
	var s State
	for c := range s.board {
		s.board[c] = 1
	}
	var force []int
	for i := 11; i >= 1; i-- {
		force = append(force, i) // Fisher–Yates swaps nothing
	}
	s.dealRackets(core.NewRNG(1).Force(force...))
	for st := Street(0); st < NumStreets; st++ {
		sr := s.Racket(st)
		r, on := sr.Racket, sr.OnStreet
		if d := r.Dollars(); d != int(racketValues[st])*racketUnit || !on {
			t.Errorf("street %v: %d on %v, want %d", st, d, on, int(racketValues[st])*racketUnit)
		}
	}
	if Street(0).String() != "V1" || Street(11).String() != "H6" || CornerAt(2, 3).String() != "C4" {
		t.Error("street and corner names")
	}
}

// The rulebook, Setup: two face-up tiles each, a 12-tile pile less those two, three
// cards from a 13-card deck; the money is $260,000. House rule HOUSE-2: the
// setup is a function of the seed number.
func TestSetupTurnsUpTwoTilesAndDealsThreeCards(t *testing.T) {
	s, err := New(Config{}, 7)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for st := Street(0); st < NumStreets; st++ {
		r := s.Racket(st).Racket
		total += r.Dollars()
	}
	if total != TotalMoney {
		t.Errorf("rackets add up to %d", total)
	}
	for p := core.Player(0); p < 2; p++ {
		if len(s.FaceUp(p)) != 2 || s.PileSize(p) != 10 || len(s.Hand(p)) != 3 || s.DeckSize(p) != 10 {
			t.Errorf("%v: face up %v, pile %d, hand %v, deck %d", p, s.FaceUp(p), s.PileSize(p), s.Hand(p), s.DeckSize(p))
		}
		tokens, tiles := 0, 0
		for c := Corner(0); c < NumCorners; c++ {
			if tl := s.Tile(c); tl.Placed && tl.Owner == p && tl.Tile == 1 {
				tiles++
			} else if !tl.Placed {
				tokens++
			}
		}
		if tiles != 6 || tokens != 24 {
			t.Errorf("%v: %d Henchmen, %d tokens on the board", p, tiles, tokens)
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	again, _ := New(Config{}, 7)
	if again != s {
		t.Error("the same seed gave another setup")
	}
	other, _ := New(Config{}, 8)
	if other == s {
		t.Error("another seed gave the same setup")
	}
}

// House rule HOUSE-3: Config.StartPlayer chooses who begins; unset, the
// seed does.
func TestStartPlayerComesFromConfigOrSeed(t *testing.T) {
	one := core.Player(1)
	s, err := New(Config{StartPlayer: &one}, 3)
	if err != nil || s.Active() != 1 || ToMove(s) != 1 {
		t.Fatalf("start player 1: %v %v", s.Active(), err)
	}
	seen := [2]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		s, _ := New(Config{}, seed)
		seen[s.Active()] = true
	}
	if !seen[0] || !seen[1] {
		t.Error("the setup's chance never chose one of the players")
	}
}

// Bad configs are errors, never panics.
func TestBadConfigIsRefused(t *testing.T) {
	for _, cfg := range []string{`{"players":3}`, `{"players":1}`, `{"StartPlayer":"P0"}`, `{"players":2,"players":2}`, `{"start_player":2}`, `{"start_player":"P2"}`, `{"start_player":"spectator"}`, `{"start_player":-1}`,
		`{"informant":true}`, `[1,2]`, `{`, `{"players":"two"}`, `{} {}`} {
		if _, err := Rules.New([]byte(cfg), 1); !errors.Is(err, core.ErrBadConfig) {
			t.Errorf("config %s: %v", cfg, err)
		}
	}
	for _, cfg := range []string{``, `{}`, `null`, `{"players":2}`} {
		if _, err := Rules.New([]byte(cfg), 1); err != nil {
			t.Errorf("config %q: %v", cfg, err)
		}
	}
}

// House rule HOUSE-4: 13 cards per deck, Step Up ×5 in one table; the
// StoolPigeonX3 switch makes it Step Up ×4 and Stool Pigeon ×3.
func TestDeckHasThirteenCards(t *testing.T) {
	total, kinds := 0, 0
	for c := StepUp; c < numCards; c++ {
		total += c.Copies()
		kinds++
	}
	if total != DeckSize || kinds != 7 || StepUp.Copies() != 5 || NoCard.Copies() != 0 || HiddenCard.Copies() != 0 {
		t.Fatalf("deck: %d cards of %d kinds, Step Up ×%d", total, kinds, StepUp.Copies())
	}
	for _, x3 := range []bool{false, true} {
		s, _ := New(Config{StoolPigeonX3: x3}, 5)
		var n [numCards]int
		for p := 0; p < 2; p++ {
			for _, c := range s.deck[p].AppendTo(nil) {
				n[c]++
			}
			for _, c := range s.hand[p][:s.nhand[p]] {
				n[c]++
			}
		}
		want := [numCards]int{0, 10, 4, 4, 2, 2, 2, 2}
		if x3 {
			want[StepUp], want[StoolPigeon] = 8, 6
		}
		if n != want {
			t.Errorf("stool_pigeon_x3 %v: cards %v, want %v", x3, n, want)
		}
	}
}

// ---- Phase 1 ----

// The rulebook, Phase 1: discard a card, then draw a new one. A face-down discard
// and the draw are private: the opponent sees only that it happened.
func TestDiscardThenDrawPrivately(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp, StepUp, SuperCrew}, {StepUp}},
		decks: [2][]Card{{StoolPigeon, Takeover}, nil}}.state(t)
	s, evs := do(t, s, "P0 discard step-up")
	if h := s.Hand(0); len(h) != 3 || h[0] != StepUp || h[1] != Takeover || h[2] != SuperCrew {
		t.Fatalf("hand %v", h)
	}
	if s.DeckSize(0) != 1 || s.Decision() != DecisionPlace {
		t.Fatalf("deck %d phase %s", s.DeckSize(0), s.Decision())
	}
	if n, _ := s.Discarded(0, StepUp); n != 1 {
		t.Fatal("discard not recorded")
	}
	if got := logOf(evs, 0); !eq(got, []string{"P0 discards Step Up", "P0 draws Takeover"}) {
		t.Errorf("P0 sees %q", got)
	}
	if got := logOf(evs, 1); !eq(got, []string{"P0 discards a card face down", "P0 draws a card"}) {
		t.Errorf("P1 sees %q", got)
	}
	if got := logOf(evs, core.NoPlayer); !eq(got, logOf(evs, 1)) {
		t.Errorf("a spectator sees %q", got)
	}
}

// House rule HOUSE-15 switch: with public discards everyone sees the card.
func TestPublicDiscardsAreSeenByAll(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{PoliceRaid, StepUp}, {StepUp}}, opts: options{publicDiscards: true}}.state(t)
	s, evs := do(t, s, "P0 discard police-raid")
	if !hasLine(logOf(evs, 1), "P0 discards Police Raid") {
		t.Errorf("P1 sees %q", logOf(evs, 1))
	}
	if n, hidden := View(s, 1).Discarded(0, PoliceRaid); n != 1 || hidden != 0 {
		t.Errorf("P1's view: %d raids discarded, %d hidden", n, hidden)
	}
}

// The rulebook, Phase 1: a played card takes effect, then the player draws.
func TestPlayThenDraw(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{SuperCrew, StepUp}, {StepUp}},
		decks: [2][]Card{{DoubleCross}, nil}}.state(t)
	s, evs := do(t, s, "P0 play super-crew")
	if !hasLine(logOf(evs, 0), "P0 draws Double Cross") || len(s.Hand(0)) != 2 || s.Played(0, SuperCrew) != 1 {
		t.Fatalf("events %q hand %v", logOf(evs, 0), s.Hand(0))
	}
}

// The rulebook, Special cases: Police Raid is only played in the opponent's turn;
// in one's own phase 1 it can only be discarded.
func TestPoliceRaidIsNotPlayableInOwnPhase1(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{PoliceRaid, StepUp}, {PoliceRaid}}}.state(t)
	if got := legal(s); !eq(got, []string{"P0 play step-up", "P0 discard step-up", "P0 discard police-raid"}) {
		t.Fatalf("legal %q", got)
	}
	refuse(t, s, "P0 play police-raid", core.ErrIllegalMove, "only in the opponent's phase 1")
	refuse(t, s, "P1 raid", core.ErrNotYourTurn, "P0 decides now, not P1")
	do(t, s, "P0 discard police-raid")
}

// ---- Police Raid ----

// The rulebook, Special cases: Police Raid counters the card; the countered player
// names no targets. House rule HOUSE-11: both cards are face up, the raider
// draws, then the countered player draws and goes on to phase 2.
func TestPoliceRaidCancelsTheCard(t *testing.T) {
	rows := base
	rows[0] = "a3 b1 a1 b1 a1 b3"
	s := pos{rows: rows, hands: [2][]Card{{Takeover, StepUp}, {PoliceRaid, StepUp}},
		decks: [2][]Card{{DoubleCross}, {LuckyBreak}}}.state(t)
	s, _ = do(t, s, "P0 play takeover")
	if ToMove(s) != 1 || !eq(legal(s), []string{"P1 pass", "P1 raid"}) {
		t.Fatalf("window: to move %v, legal %q", ToMove(s), legal(s))
	}
	board := s.board
	s, evs := do(t, s, "P1 raid")
	want := []string{"P1 plays Police Raid: P0's Takeover is cancelled", "P1 draws Lucky Break", "P0 draws a card"}
	if got := logOf(evs, 1); !eq(got, want) {
		t.Errorf("P1 sees %q, want %q", got, want)
	}
	if s.board != board || s.Decision() != DecisionPlace || ToMove(s) != 0 || s.Pending() != NoCard {
		t.Errorf("after the raid: phase %s, to move %v, pending %v", s.Decision(), ToMove(s), s.Pending())
	}
	if s.Played(0, Takeover) != 1 || s.Played(1, PoliceRaid) != 1 || len(s.Hand(0)) != 2 || len(s.Hand(1)) != 2 {
		t.Errorf("played %d %d, hands %v %v", s.Played(0, Takeover), s.Played(1, PoliceRaid), s.Hand(0), s.Hand(1))
	}
}

// House rule HOUSE-11: the window opens after every counterable card,
// whether or not the opponent holds the Raid; without it, Pass is all they
// can do.
func TestRaidWindowOpensWhetherOrNotTheOpponentHoldsRaid(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp, Takeover}}}.state(t)
	s, _ = do(t, s, "P0 play step-up")
	if ToMove(s) != 1 || s.Decision() != DecisionRaidWindow || !eq(legal(s), []string{"P1 pass"}) {
		t.Fatalf("to move %v phase %s legal %q", ToMove(s), s.Decision(), legal(s))
	}
	refuse(t, s, "P1 raid", core.ErrIllegalMove, "holds no Police Raid")
	refuse(t, s, "P0 place 1 B6", core.ErrNotYourTurn, "P1 decides")
}

// Hidden information: in the window, the active player's view is the same
// whether or not the opponent holds the Raid.
func TestRaidWindowViewIsTheSameWithOrWithoutRaid(t *testing.T) {
	with := pos{rows: base, hands: [2][]Card{{StepUp}, {PoliceRaid, StepUp, StepUp}}}.state(t)
	without := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp, StepUp, StepUp}}}.state(t)
	with, _ = do(t, with, "P0 play step-up")
	without, _ = do(t, without, "P0 play step-up")
	for _, p := range []core.Player{0, core.NoPlayer} {
		a, _ := json.Marshal(View(with, p))
		b, _ := json.Marshal(View(without, p))
		if string(a) != string(b) {
			t.Errorf("viewer %v tells the two apart:\n%s\n%s", p, a, b)
		}
	}
	if eq(legal(with), legal(without)) {
		t.Error("the opponent's options should differ")
	}
}

// House rule HOUSE-11: once the opponent's Raid has been played face up
// (or their hand is empty) the window is skipped.
func TestRaidWindowSkippedWhenTheOpponentCannotRaid(t *testing.T) {
	spent := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp}}, played: [2][]Card{nil, {PoliceRaid}}}.state(t)
	empty := pos{rows: base, hands: [2][]Card{{StepUp}, nil}}.state(t)
	public := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp}}, opts: options{publicDiscards: true}}.state(t)
	public.discard[1][PoliceRaid] = 1
	hidden := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp}}}.state(t)
	hidden.discard[1][PoliceRaid] = 1
	for name, s := range map[string]State{"spent": spent, "empty hand": empty, "public discard": public} {
		s, evs := do(t, s, "P0 play step-up")
		if s.Decision() != DecisionPlace || !hasLine(logOf(evs, 0), "P0 steps up: this turn's tile goes on a 2") {
			t.Errorf("%s: phase %s, events %q", name, s.Decision(), logOf(evs, 0))
		}
	}
	// A face-down discard is secret, so the window still opens.
	if s, _ := do(t, hidden, "P0 play step-up"); s.Decision() != DecisionRaidWindow {
		t.Errorf("face-down discarded Raid: phase %s", s.Decision())
	}
}

// The rulebook, Special cases: Super Crew cannot be countered: no window opens.
func TestSuperCrewCannotBeCountered(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{SuperCrew}, {PoliceRaid}}}.state(t)
	s, evs := do(t, s, "P0 play super-crew")
	if s.Decision() != DecisionPlace || ToMove(s) != 0 || !hasLine(logOf(evs, 1), "P0 will take another turn after this one") {
		t.Fatalf("phase %s events %q", s.Decision(), logOf(evs, 1))
	}
}

// The rulebook, Special cases: targets are named only after the window (a
// countered player need not say what they meant to affect).
func TestTargetsAreNamedAfterTheWindow(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{DoubleCross}, {StepUp}}}.state(t)
	s, _ = do(t, s, "P0 play double-cross")
	if s.Decision() != DecisionRaidWindow || s.first != NoCorner {
		t.Fatalf("phase %s", s.Decision())
	}
	s, _ = do(t, s, "P1 pass")
	if s.Decision().String() != "target" || ToMove(s) != 0 {
		t.Fatalf("phase %s", s.Decision())
	}
}

// ---- Phase 2 ----

// The rulebook, Phase 2: the tile goes on the corner of the lowest token left.
func TestPlacementGoesOnTheLowestToken(t *testing.T) {
	s := pos{rows: base, faceUp: [2][]int{{1, 1}, nil}}.state(t)
	if got := legal(s); !eq(got, []string{"P0 place 1 A6"}) {
		t.Fatalf("legal %q", got)
	}
	refuse(t, s, "P0 place 1 B6", core.ErrIllegalMove, "corner B6 holds token 2, not the lowest (1)")
	refuse(t, s, "P0 place 3 A6", core.ErrIllegalMove, "no face-up Godfather's Son")
	refuse(t, s, "P0 place 1 A1", core.ErrIllegalMove, "already holds a crew tile")
	refuse(t, s, "P0 discard step-up", core.ErrIllegalMove, "phase 2")
}

// The rulebook, Phase 2: several corners with the lowest number: the player
// chooses; and either face-up tile may go.
func TestPlayerChoosesAmongTheLowestCorners(t *testing.T) {
	rows := base
	rows[5] = "1 1 2 3 5 b1"
	s := pos{rows: rows, faceUp: [2][]int{{2, 0}, nil}}.state(t)
	want := []string{"P0 place 0 A6", "P0 place 0 B6", "P0 place 2 A6", "P0 place 2 B6"}
	if got := legal(s); !eq(got, want) {
		t.Fatalf("legal %q, want %q", got, want)
	}
}

// The rulebook, Phase 2: the token leaves the game, a new tile is turned up.
func TestPlacingRemovesTheTokenAndTurnsUpANewTile(t *testing.T) {
	s := pos{rows: base, faceUp: [2][]int{{0, 2}, nil}, piles: [2][]int{{1, 3}, nil}}.state(t)
	s, evs := do(t, s, "P0 place 2 A6")
	if s.Token(CornerAt(0, 5)) != 0 {
		t.Error("the token is still there")
	}
	if tl := s.Tile(CornerAt(0, 5)); !tl.Placed || tl.Owner != 0 || tl.Tile != 2 {
		t.Error("the tile is not there")
	}
	if f := s.FaceUp(0); len(f) != 2 || f[0] != 0 || f[1] != 3 || s.PileSize(0) != 1 {
		t.Errorf("face up %v pile %d", f, s.PileSize(0))
	}
	want := []string{"P0 places a Lieutenant (2) on A6 (token 1)", "P0 turns up a Godfather's Son (3)",
		"P0 wins the $50,000 racket on V1 (5 to 2)", "P1's turn"}
	if got := logOf(evs, 1); !eq(got, want) {
		t.Errorf("events %q", got)
	}
}

// An edge case: the face-up pair shrinks to one, then none.
func TestFaceUpTilesShrinkWhenThePileRunsOut(t *testing.T) {
	s := pos{rows: base, faceUp: [2][]int{{1, 2}, nil}, piles: [2][]int{{}, nil}}.state(t)
	s, _ = do(t, s, "P0 place 1 A6")
	if f := s.FaceUp(0); len(f) != 1 || f[0] != 2 {
		t.Fatalf("face up %v", f)
	}
}

// ---- Phase 3 ----

// The rulebook, Phase 3: a full street goes to the higher total.
func TestFullStreetGoesToTheHigherSum(t *testing.T) {
	rows := base
	rows[2] = "a3 a1 b2 b2 b3 1"
	rows[5] = "2 2 3 5 6 7"
	rk := [NumRackets]Racket{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 5}
	s := pos{rows: rows, faceUp: [2][]int{{0, 1}, nil}, rackets: &rk}.state(t)
	s, evs := do(t, s, "P0 place 0 F3")
	if !hasLine(logOf(evs, 0), "P1 wins the $30,000 racket on H3 (7 to 4)") {
		t.Fatalf("events %q", logOf(evs, 0))
	}
	if sr := s.Racket(8); sr.Owner != 1 || sr.OnStreet || sr.Racket.Dollars() != 30000 || s.Money(1) != 30000 {
		t.Errorf("racket H3: %+v", s.Racket(8))
	}
}

// The rulebook, Phase 3: two streets completed by one tile are both awarded;
// House rule HOUSE-17: the column first.
func TestTwoStreetsCompletedAtOnce(t *testing.T) {
	rows := base
	rows[2] = "a3 a1 b2 b2 b3 1"
	rows[5] = "2 2 3 5 6 b1"
	rk := [NumRackets]Racket{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 5}
	s := pos{rows: rows, faceUp: [2][]int{{0, 1}, nil}, piles: [2][]int{{1}, nil}, rackets: &rk}.state(t)
	_, evs := do(t, s, "P0 place 0 F3")
	got := logOf(evs, 0)
	want := []string{"P0 places an Informant (0) on F3 (token 1)", "P0 turns up a Henchman (1)",
		"P1 wins the $20,000 racket on V6 (3 to 2)", "P1 wins the $30,000 racket on H3 (7 to 4)", "P1's turn"}
	if !eq(got, want) {
		t.Fatalf("events %q\nwant %q", got, want)
	}
}

// The rulebook, Phase 3: a tie discards the racket (also a street of Informants).
func TestTiedStreetDiscardsTheRacket(t *testing.T) {
	for _, row := range []string{"a2 a1 b2 b1 a0 1", "a0 b0 a0 b0 b0 1"} {
		rows := base
		rows[2] = row
		rows[5] = "2 2 3 5 6 7"
		s := pos{rows: rows, faceUp: [2][]int{{0, 0}, nil}}.state(t)
		s, evs := do(t, s, "P0 place 0 F3")
		sums := s.StreetSums(8)
		want := "the $10,000 racket on H3 is discarded: a tie at " + string(rune('0'+sums[0])) + " each"
		if !hasLine(logOf(evs, 0), want) {
			t.Errorf("%s: events %q", row, logOf(evs, 0))
		}
		if sr := s.Racket(8); sr.Owner != core.NoPlayer || sr.OnStreet || sr.Racket.Dollars() != 10000 {
			t.Errorf("%s: racket %+v", row, s.Racket(8))
		}
	}
}

// An edge case: a street with one colour only goes to that colour.
func TestOneColourStreetIsWon(t *testing.T) {
	rows := base
	rows[2] = "a1 a1 a1 a1 a1 1"
	rows[5] = "2 2 3 5 6 7"
	s := pos{rows: rows}.state(t)
	_, evs := do(t, s, "P0 place 1 F3")
	if !hasLine(logOf(evs, 0), "P0 wins the $10,000 racket on H3 (6 to 0)") {
		t.Fatalf("events %q", logOf(evs, 0))
	}
}

// ---- The cards ----

// House rule HOUSE-5: Step Up places on Next(L), one value above the lowest.
func TestStepUpPlacesOnTheNextValue(t *testing.T) {
	for _, c := range []struct{ row6, want string }{
		{"1 2 2 3 5 b1", "P0 place 1 B6|P0 place 1 C6"}, // L+1 exists
		{"1 3 3 5 5 b1", "P0 place 1 B6|P0 place 1 C6"}, // no L+1: the next value up
		{"1 1 1 2 5 b1", "P0 place 1 D6"},               // several lowest: still one value up
	} {
		rows := base
		rows[5] = c.row6
		s := pos{rows: rows, hands: [2][]Card{{StepUp}, {StepUp}}}.state(t)
		s, _ = do(t, s, "P0 play step-up", "P1 pass")
		if got := strings.Join(legal(s), "|"); got != c.want || !s.EventKindSteppedUp() {
			t.Errorf("%s: legal %q, want %q", c.row6, got, c.want)
		}
	}
}

// House rule HOUSE-5: without a higher token Step Up cannot be played.
func TestStepUpNeedsAHigherToken(t *testing.T) {
	rows := base
	rows[5] = "1 1 a1 a1 b1 b1"
	s := pos{rows: rows, hands: [2][]Card{{StepUp}, {StepUp}}}.state(t)
	if got := legal(s); !eq(got, []string{"P0 discard step-up"}) {
		t.Fatalf("legal %q", got)
	}
	refuse(t, s, "P0 play step-up", core.ErrIllegalMove, "Step Up needs a token higher than the lowest (1)")
}

// An edge case: a countered Step Up leaves placement on the lowest token.
func TestCounteredStepUpPlacesOnTheLowest(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp}, {PoliceRaid}}}.state(t)
	s, _ = do(t, s, "P0 play step-up", "P1 raid")
	if got := legal(s); !eq(got, []string{"P0 place 1 A6"}) || s.EventKindSteppedUp() {
		t.Fatalf("legal %q", got)
	}
}

// House rule HOUSE-6: Stool Pigeon swaps an own Informant with a stronger
// own tile. House rule HOUSE-12: nothing is scored or re-scored.
func TestStoolPigeonSwapsAnInformantWithAStrongerTile(t *testing.T) {
	rows := base
	rows[0] = "a0 b1 a1 b1 a1 b1"
	rows[1] = "b1 a3 b1 a1 b1 a1"
	s := pos{rows: rows, hands: [2][]Card{{StoolPigeon}, {StepUp}}}.state(t)
	s.rackets[6] = s.rackets[6].withFate(wonByP1) // H1 was won before
	s, _ = do(t, s, "P0 play stool-pigeon", "P1 pass")
	if got := legal(s); !eq(got, []string{"P0 target A1"}) {
		t.Fatalf("first targets %q", got)
	}
	refuse(t, s, "P0 target B2", core.ErrIllegalMove, "name your Informant first")
	s, _ = do(t, s, "P0 target A1")
	if got := legal(s); len(got) != 14 || got[0] != "P0 target C1" {
		t.Fatalf("second targets %q", got)
	}
	refuse(t, s, "P0 target B1", core.ErrIllegalMove, "does not hold one")
	s, evs := do(t, s, "P0 target B2")
	if v := s.Tile(CornerAt(0, 0)).Tile; v != 3 {
		t.Error("A1 should hold the 3")
	}
	if v := s.Tile(CornerAt(1, 1)).Tile; v != 0 {
		t.Error("B2 should hold the Informant")
	}
	if !hasLine(logOf(evs, 1), "P0's Stool Pigeon swaps the tiles on A1 and B2") || s.rackets[6].fate() != wonByP1 {
		t.Errorf("events %q, H1 fate %d", logOf(evs, 1), s.rackets[6].fate())
	}
	for _, e := range evs {
		if k := e.(*Event).Kind; k == EventKindRacketWon || k == EventKindRacketDiscarded {
			t.Error("a swap scored a street")
		}
	}
	noInformant := pos{rows: base, hands: [2][]Card{{StoolPigeon}, {StepUp}}}.state(t)
	refuse(t, noInformant, "P0 play stool-pigeon", core.ErrIllegalMove, "Stool Pigeon needs one of your Informants")
}

// House rule HOUSE-7: Takeover swaps an own tile with an opponent's tile of
// the same value (Informants too).
func TestTakeoverSwapsTilesOfEqualValue(t *testing.T) {
	rows := base
	rows[0] = "a3 b1 a1 b1 a1 b3"
	rows[1] = "a0 a1 b1 a1 b1 b0"
	s := pos{rows: rows, hands: [2][]Card{{Takeover}, {StepUp}}}.state(t)
	s, _ = do(t, s, "P0 play takeover", "P1 pass", "P0 target A1")
	if got := legal(s); !eq(got, []string{"P0 target F1"}) {
		t.Fatalf("second targets %q", got)
	}
	refuse(t, s, "P0 target B1", core.ErrIllegalMove, "B1 holds a Henchman, not a Godfather's Son like A1")
	s, _ = do(t, s, "P0 target F1")
	if tl := s.Tile(CornerAt(5, 0)); tl.Owner != 0 || tl.Tile != 3 {
		t.Error("F1 should hold P0's 3")
	}
	if tl := s.Tile(CornerAt(0, 0)); tl.Owner != 1 || tl.Tile != 3 {
		t.Error("A1 should hold P1's 3")
	}
	// Informant for Informant.
	s = pos{rows: rows, hands: [2][]Card{{Takeover}, {StepUp}}}.state(t)
	s, _ = do(t, s, "P0 play takeover", "P1 pass", "P0 target A2")
	if got := legal(s); !eq(got, []string{"P0 target F2"}) {
		t.Fatalf("0-0 targets %q", got)
	}
	// No equal pair: not playable.
	rows[0] = "a3 b1 b1 b1 b1 b1"
	rows[1] = "b1 b1 b1 b1 b1 b1"
	for i := 2; i < 5; i++ {
		rows[i] = "b1 b1 b1 b1 b1 a2"
	}
	s = pos{rows: rows, hands: [2][]Card{{Takeover}, {StepUp}}}.state(t)
	refuse(t, s, "P0 play takeover", core.ErrIllegalMove, "Takeover needs a tile of yours")
}

// The rulebook, Special cases: Super Crew gives a whole new turn (phases 1 to 3)
// after this one, in which a card can again be countered.
func TestSuperCrewGivesAWholeExtraTurn(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{SuperCrew, StepUp}, {PoliceRaid}}}.state(t)
	s, evs := do(t, s, "P0 play super-crew", "P0 place 1 A6")
	if s.Active() != 0 || s.Decision() != DecisionPlayOrDiscard || !hasLine(logOf(evs, 1), "P0 takes the extra turn from Super Crew") {
		t.Fatalf("active %v phase %s events %q", s.Active(), s.Decision(), logOf(evs, 1))
	}
	s, _ = do(t, s, "P0 play step-up")
	if ToMove(s) != 1 || !eq(legal(s), []string{"P1 pass", "P1 raid"}) {
		t.Fatalf("no window in the extra turn: %q", legal(s))
	}
	s, _ = do(t, s, "P1 raid", "P0 place 1 B6")
	if s.Active() != 1 {
		t.Fatal("the turn after the extra turn is the opponent's")
	}
}

// House rule HOUSE-8: Super Crew on one's last tile: the extra turn is lost;
// on the last tile of the game, the game simply ends.
func TestSuperCrewOnTheLastTileIsForfeited(t *testing.T) {
	rows := base
	rows[5] = "1 2 a1 a1 b1 b1"
	s := pos{rows: rows, hands: [2][]Card{{SuperCrew}, {StepUp}}, faceUp: [2][]int{{1}, {1}},
		piles: [2][]int{{}, {}}}.state(t)
	s, evs := do(t, s, "P0 play super-crew", "P0 place 1 A6")
	if !hasLine(logOf(evs, 1), "P0 has no crew tile left: the Super Crew turn is lost") || s.Active() != 1 {
		t.Fatalf("events %q", logOf(evs, 1))
	}
	s, _ = do(t, s, "P1 discard step-up", "P1 place 1 B6")
	if !Over(s) || ToMove(s) != core.NoPlayer {
		t.Fatal("the game should be over")
	}

	rows[5] = "1 b1 a1 a1 b1 b1"
	s = pos{rows: rows, hands: [2][]Card{{SuperCrew}, nil}, faceUp: [2][]int{{1}, {}}, piles: [2][]int{{}, {}}}.state(t)
	s, _ = do(t, s, "P0 play super-crew", "P0 place 1 A6")
	if !Over(s) || s.ExtraTurn() {
		t.Fatal("the last tile ends the game")
	}
}

// House rule HOUSE-9: Double Cross swaps two tokens of different values;
// the new order applies to the player's own placement this turn.
func TestDoubleCrossSwapsTwoTokens(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{DoubleCross}, {StepUp}}}.state(t)
	s, _ = do(t, s, "P0 play double-cross", "P1 pass")
	if got := legal(s); !eq(got, []string{"P0 target A6", "P0 target B6", "P0 target C6", "P0 target D6", "P0 target E6"}) {
		t.Fatalf("first targets %q", got)
	}
	s, _ = do(t, s, "P0 target B6")
	if got := legal(s); !eq(got, []string{"P0 target A6", "P0 target D6", "P0 target E6"}) {
		t.Fatalf("second targets %q", got)
	}
	refuse(t, s, "P0 target C6", core.ErrIllegalMove, "the same as B6")

	s = pos{rows: base, hands: [2][]Card{{DoubleCross}, {StepUp}}}.state(t)
	s, evs := do(t, s, "P0 play double-cross", "P1 pass", "P0 target A6", "P0 target E6")
	if !hasLine(logOf(evs, 1), "P0's Double Cross swaps tokens: A6 now 5, E6 now 1") {
		t.Errorf("events %q", logOf(evs, 1))
	}
	if got := legal(s); !eq(got, []string{"P0 place 1 E6"}) {
		t.Fatalf("placement after the swap %q", got)
	}
	rows := base
	rows[5] = "1 1 a1 a1 b1 b1"
	s = pos{rows: rows, hands: [2][]Card{{DoubleCross, LuckyBreak}, {StepUp}}}.state(t)
	refuse(t, s, "P0 play double-cross", core.ErrIllegalMove, "at least two different token values")
	refuse(t, s, "P0 play lucky-break", core.ErrIllegalMove, "at least two different token values")
}

// House rule HOUSE-10: Lucky Break reshuffles the free corners' tokens with
// the game's RNG (forced here: each Fisher–Yates step swaps with the first).
func TestLuckyBreakReshufflesTheFreeTokens(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{LuckyBreak}, {StepUp}}}.state(t)
	s.rng = s.rng.Force(0, 0, 0, 0)
	s, evs := do(t, s, "P0 play lucky-break", "P1 pass")
	// Tokens 1 2 2 3 5 on A6..E6 become 2 2 3 5 1.
	for i, want := range []int{2, 2, 3, 5, 1} {
		if got := s.Token(CornerAt(i, 5)); int(got) != want {
			t.Errorf("corner %v: token %d, want %d", CornerAt(i, 5), got, want)
		}
	}
	if !hasLine(logOf(evs, 1), "P0's Lucky Break reshuffles the 5 tokens on the free corners") || s.rng.Forced() != 0 {
		t.Errorf("events %q", logOf(evs, 1))
	}
	if got := legal(s); !eq(got, []string{"P0 place 1 E6"}) {
		t.Errorf("placement after the shuffle %q", got)
	}
}

// House rule HOUSE-10: a countered Lucky Break does not touch the RNG.
func TestCounteredLuckyBreakLeavesTheRNG(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{LuckyBreak}, {PoliceRaid}}}.state(t)
	rng := s.rng
	board := s.board
	s, _ = do(t, s, "P0 play lucky-break", "P1 raid")
	if s.rng != rng || s.board != board {
		t.Fatal("a countered Lucky Break changed the RNG or the board")
	}
}

// ---- Turns and the end ----

// House rule HOUSE-14: a player with no crew tile left is skipped.
func TestPlayerWithoutTilesIsSkipped(t *testing.T) {
	rows := base
	rows[5] = "1 2 a1 a1 b1 b1"
	s := pos{rows: rows, faceUp: [2][]int{{1, 1}, {}}, piles: [2][]int{{}, {}}}.state(t)
	s, evs := do(t, s, "P0 place 1 A6")
	if !hasLine(logOf(evs, 1), "P1 has no crew tile left and misses the turn") || s.Active() != 0 {
		t.Fatalf("events %q", logOf(evs, 1))
	}
	s, _ = do(t, s, "P0 place 1 B6")
	if !Over(s) {
		t.Fatal("not over")
	}
}

// House rule HOUSE-13: an empty deck means no draw; with an empty hand
// phase 1 is skipped.
func TestEmptyDeckMeansNoDrawAndEmptyHandSkipsPhase1(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp}, nil}, decks: [2][]Card{{}, {}}}.state(t)
	s, evs := do(t, s, "P0 discard step-up")
	for _, e := range evs {
		if e.(*Event).Kind == EventKindCardDrawn {
			t.Fatal("drew from an empty deck")
		}
	}
	if len(s.Hand(0)) != 0 || s.Decision() != DecisionPlace {
		t.Fatalf("hand %v phase %s", s.Hand(0), s.Decision())
	}
	s, _ = do(t, s, "P0 place 1 A6")
	if s.Active() != 1 || s.Decision() != DecisionPlace {
		t.Fatalf("P1 with no cards: phase %s", s.Decision())
	}
	s, _ = do(t, s, "P1 place 1 B6")
	if s.Active() != 0 || s.Decision() != DecisionPlace {
		t.Fatalf("P0 with no cards: phase %s", s.Decision())
	}
}

// The rulebook, End: the game ends when all 36 corners are occupied; nothing more
// can be played.
func TestGameEndsWhenTheLastCornerIsFilled(t *testing.T) {
	rows := base
	rows[5] = "1 a1 a1 a1 b1 b1"
	s := pos{rows: rows, faceUp: [2][]int{{1}, {}}, piles: [2][]int{{}, {}}}.state(t)
	if Over(s) || Result(s).Scores != nil {
		t.Fatal("over too early")
	}
	s, evs := do(t, s, "P0 place 1 A6")
	if !Over(s) || ToMove(s) != core.NoPlayer || len(Legal(s)) != 0 || Result(s).IsZero() {
		t.Fatal("not over")
	}
	last := evs[len(evs)-1].(*Event)
	if last.Kind != EventKindGameOver {
		t.Fatalf("last event %v", last)
	}
	refuse(t, s, "P0 place 1 A6", core.ErrGameOver, "over")
}

// endState is a finished game in which P0 won the rackets of streets a and
// P1 those of b; the rest were tied.
func endState(a, b []Street) State {
	var s State
	for i := range s.rackets {
		s.rackets[i] = slot(racketValues[i], tied)
	}
	for _, st := range a {
		s.rackets[st] = s.rackets[st].withFate(wonByP0)
	}
	for _, st := range b {
		s.rackets[st] = s.rackets[st].withFate(wonByP1)
	}
	s.decision = DecisionOver
	return s
}

// The rulebook, End: the most money wins. House rule HOUSE-16: then more racket
// tiles, then the best single tile, else a shared win.
func TestTieBreaks(t *testing.T) {
	for _, c := range []struct {
		name    string
		a, b    []Street
		winners []core.Player
		rank    []int
	}{
		{"money", []Street{0}, []Street{1}, []core.Player{0}, []int{0, 1}},
		{"more tiles", []Street{1, 4}, []Street{0}, []core.Player{0}, []int{0, 1}},
		{"best tile", []Street{1, 8, 9}, []Street{4, 5, 10}, []core.Player{0}, []int{0, 1}},
		{"best tile for P1", []Street{4, 5, 10}, []Street{1, 8, 9}, []core.Player{1}, []int{1, 0}},
		{"shared", []Street{1, 4}, []Street{2, 5}, []core.Player{0, 1}, []int{0, 0}},
	} {
		r := Result(endState(c.a, c.b))
		if len(r.Winners) != len(c.winners) || r.Winners[0] != c.winners[0] || r.Rank[0] != c.rank[0] || r.Rank[1] != c.rank[1] {
			t.Errorf("%s: %+v", c.name, r)
		}
	}
}

// The conservation law: $260,000 of rackets won, discarded or still on the
// streets, 18 tiles a colour, 13 cards a player, after every move of
// random games.
func TestConservationInRandomGames(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		s, _ := New(Config{StoolPigeonX3: seed%2 == 1}, seed)
		r := core.NewRNG(seed)
		for !Over(s) {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			var err error
			s, _, err = Apply(s, l[k])
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			money := 0
			for st := Street(0); st < NumStreets; st++ {
				r := s.Racket(st).Racket
				money += r.Dollars()
			}
			if money != TotalMoney {
				t.Fatalf("seed %d: $%d of rackets", seed, money)
			}
		}
		res := Result(s)
		if res.Scores[0]+res.Scores[1] > TotalMoney || s.free() != 0 {
			t.Fatalf("seed %d: scores %v", seed, res.Scores)
		}
	}
}

// ---- Hidden information ----

// Hidden information: hands, decks, tile piles, the opponent's discards and
// the RNG are hidden; the board, face-up tiles and played cards are not.
func TestViewHidesWhatThePlayerMayNotSee(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp, PoliceRaid}, {Takeover, StepUp}}, played: [2][]Card{{SuperCrew}, nil}}.state(t)
	s, _ = do(t, s, "P0 discard police-raid")
	v := View(s, 1)
	if !v.rng.IsZero() {
		t.Error("the view holds the RNG")
	}
	for _, c := range v.Hand(0) {
		if c != HiddenCard {
			t.Error("P0's hand shows")
		}
	}
	if h := v.Hand(1); h[0] != StepUp || h[1] != Takeover {
		t.Errorf("P1's own hand %v", h)
	}
	for p := 0; p < 2; p++ {
		for _, c := range v.deck[p].AppendTo(nil) {
			if c != HiddenCard {
				t.Error("a deck shows")
			}
		}
		for _, x := range v.pile[p].AppendTo(nil) {
			if x != HiddenTile {
				t.Error("a tile pile shows")
			}
		}
	}
	if n, hidden := v.Discarded(0, PoliceRaid); n != 0 || hidden != 1 {
		t.Errorf("P0's discard: %d shown, %d hidden", n, hidden)
	}
	if n, _ := View(s, 0).Discarded(0, PoliceRaid); n != 1 {
		t.Error("P0 does not see their own discard")
	}
	if v.Played(0, SuperCrew) != 1 || v.board != s.board || v.DeckSize(0) != s.DeckSize(0) {
		t.Error("public facts are missing from the view")
	}
	if View(v, 1) != v {
		t.Error("View is not idempotent")
	}
	if !strings.Contains(v.String(), "hand: ?") {
		t.Errorf("the view renders:\n%v", v)
	}
}

// Determinize deals the hidden places anew and keeps the view.
func TestDeterminizeKeepsTheView(t *testing.T) {
	s, _ := New(Config{}, 11)
	r := core.NewRNG(4)
	for i := 0; i < 40 && !Over(s); i++ {
		for _, p := range []core.Player{0, 1, core.NoPlayer} {
			d := Determinize(s, p, core.NewRNG(uint64(i)))
			if View(d, p) != View(s, p) || View(Determinize(View(s, p), p, core.NewRNG(9)), p) != View(s, p) {
				t.Fatalf("step %d viewer %v: the determinized state looks different", i, p)
			}
			if err := d.Check(); err != nil {
				t.Fatalf("step %d viewer %v: %v", i, p, err)
			}
			if d.rng != core.NewRNG(uint64(i)) {
				t.Fatal("the RNG is not the one given")
			}
		}
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		s, _, _ = Apply(s, l[k])
	}
}

// ---- Bad input ----

func TestApplyRefusesBadMovesAndLeavesTheState(t *testing.T) {
	s := pos{rows: base, hands: [2][]Card{{StepUp}, {StepUp}}}.state(t)
	refuse(t, s, "P1 discard step-up", core.ErrNotYourTurn, "P0 decides now, not P1")
	refuse(t, s, "P0 place 1 A6", core.ErrIllegalMove, "phase 1")
	refuse(t, s, "P0 discard police-raid", core.ErrIllegalMove, "holds no Police Raid")
	refuse(t, s, "P0 pass", core.ErrIllegalMove, "phase 1")
	refuse(t, s, "P0 target A6", core.ErrIllegalMove, "phase 1")
	for _, m := range []Move{{By: 0, Kind: MoveKindPass, Card: StepUp}, {By: 0, Kind: MoveKindPlay}, {By: 0, Kind: 99},
		{By: 0, Kind: MoveKindPlace, Tile: 9, Corner: 3}, {By: 0, Kind: MoveKindTarget, Corner: 77}} {
		if _, _, err := Apply(s, m); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%+v: %v", m, err)
		}
	}
	if _, _, err := Apply(State{decision: 77}, PassMove(0)); err == nil {
		t.Error("a garbage state accepted a move")
	}
	if _, _, err := Apply(State{}, DiscardMove(0, StepUp)); err == nil {
		t.Error("the zero state accepted a move")
	}
}

func TestParseMoveReadsTheNotation(t *testing.T) {
	for _, m := range []Move{PlayMove(0, StepUp), DiscardMove(1, PoliceRaid), PassMove(1), RaidMove(0),
		TargetMove(0, CornerAt(2, 3)), PlaceMove(1, 2, CornerAt(5, 5)), PutRacketMove(1, 8), PutRacketMove(0, 0)} {
		got, err := ParseMove(m.String())
		if err != nil || got != m {
			t.Errorf("%q: %+v %v", m.String(), got, err)
		}
		b, err := json.Marshal(m)
		var back Move
		if err != nil || json.Unmarshal(b, &back) != nil || back != m {
			t.Errorf("JSON %s", b)
		}
	}
	if PlaceMove(0, 2, CornerAt(2, 3)).String() != "P0 place 2 C4" {
		t.Error(PlaceMove(0, 2, CornerAt(2, 3)).String())
	}
	for _, bad := range []string{"", "P0", "P2 pass", "P0 fly", "P0 play", "P0 play joker", "P0 play hidden",
		"P0 place 4 A1", "P0 place 1 G1", "P0 place 1 A7", "P0 target", "P0 pass now", "p0 pass", "P0 place 12 A1", "P0 racket", "P0 racket H7", "P0 racket X1", "P0 racket h3"} {
		if _, err := ParseMove(bad); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestStateJSONRoundTripsAndRefusesTampering(t *testing.T) {
	s, _ := New(Config{PublicDiscards: true}, 3)
	s, _ = do(t, s, legal(s)[0])
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("round trip: %v", err)
	}
	v := View(s, 0)
	vb, _ := json.Marshal(v)
	var vback State
	if err := json.Unmarshal(vb, &vback); err != nil || vback != v {
		t.Fatalf("view round trip: %v", err)
	}
	text := string(b)
	hiddenPile := strings.Replace(text, `"pile":["`, `"pile":["hidden","`, 1)
	hiddenPile = strings.Replace(hiddenPile, `","deck"`, `"],"deck"`, 1)
	for name, tampered := range map[string]string{
		"truncated":           text[:len(text)/2],
		"extra token":         strings.Replace(text, `"board":["`, `"board":["10 `, 1),
		"seven rows":          strings.Replace(text, `"board":[`, `"board":["1 2 3 4 5 6",`, 1),
		"racket value":        strings.Replace(text, `"racket":"10k"`, `"racket":"40k"`, 1),
		"racket out of order": strings.Replace(text, `"street":"V1"`, `"street":"V2"`, 1),
		"unknown field":       strings.Replace(text, `"board"`, `"bored":1,"board"`, 1),
		"key in wrong case":   strings.Replace(text, `"board"`, `"Board"`, 1),
		"key twice":           strings.Replace(text, `"board"`, `"phase":"phase-1","board"`, 1),
		"bad phase":           strings.Replace(text, `"phase":"`, `"phase":"x`, 1),
		"hand card lost":      strings.Replace(text, `"hand":["`, `"hand":["police-raid","police-raid","`, 1),
		"active":              strings.Replace(text, `"active":"P`, `"active":"P7`, 1),
		"other game":          strings.Replace(text, `"game":"tonytino"`, `"game":"mafia"`, 1),
		"other version":       strings.Replace(text, `"version":2`, `"version":1`, 1),
		"hidden in full":      hiddenPile,
		"empty":               ``,
		"null":                `null`,
		"oversize":            `{"game":"tonytino","version":2,"board":["` + strings.Repeat("1 ", core.MaxJSON) + `"]}`,
	} {
		keep := s
		if err := json.Unmarshal([]byte(tampered), &keep); err == nil || keep != s {
			t.Errorf("%s: accepted (%v)", name, err)
		} else if name != "truncated" && name != "empty" && !errors.Is(err, core.ErrBadState) {
			t.Errorf("%s: %v is not ErrBadState", name, err)
		}
	}
}

// Events survive JSON with only the fields their kind uses.
func TestEventsRoundTripThroughJSON(t *testing.T) {
	s, _ := New(Config{}, 21)
	r := core.NewRNG(2)
	kinds := map[EventKind]bool{}
	for !Over(s) {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		var evs []core.Event
		s, evs, _ = Apply(s, l[k])
		for _, e := range evs {
			ev := *e.(*Event)
			kinds[ev.Kind] = true
			b, err := json.Marshal(ev)
			var back Event
			if err != nil || json.Unmarshal(b, &back) != nil || back != ev {
				t.Fatalf("%v: %s -> %+v (%v)", ev.String(), b, back, err)
			}
		}
	}
	e := Event{Kind: EventKindRacketWon, Player: 1, Street: 8, Racket: 3, Sums: [2]int8{4, 7}, To: core.Everyone}
	if b, _ := json.Marshal(e); string(b) != `{"kind":"racket-won","player":"P1","street":"H3","racket":"30k","sums":[4,7],"to":"everyone"}` {
		t.Errorf("JSON %s", b)
	}
	if len(kinds) < 10 {
		t.Errorf("only %d event kinds in a game", len(kinds))
	}
}

// House rule HOUSE-18: in the racket draft the players, from the start
// player on, put the face-up racket on any street without one; streets
// full at setup take none; then the start player begins play.
func TestRacketDraftPutsRacketsWhereThePlayersChoose(t *testing.T) {
	var force []int
	for i := 35; i >= 12; i-- {
		force = append(force, i) // rows 5 and 6 full of Henchmen (as above)
	}
	one := core.Player(1)
	s := setup(Config{RacketDraft: true, StartPlayer: &one}, core.NewRNG(1).Force(force...))
	if s.Decision() != DecisionPutRacket || ToMove(s) != 1 {
		t.Fatalf("phase %s, to move %v", s.Decision(), ToMove(s))
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	d, left := s.DraftRacket()
	if left != 10 || d == 0 {
		t.Fatalf("draft: %v, %d left", d, left)
	}
	want := []string{"P1 racket V1", "P1 racket V2", "P1 racket V3", "P1 racket V4", "P1 racket V5", "P1 racket V6",
		"P1 racket H1", "P1 racket H2", "P1 racket H3", "P1 racket H4"}
	if got := legal(s); !eq(got, want) {
		t.Fatalf("legal %q", got)
	}
	refuse(t, s, "P1 racket H5", core.ErrIllegalMove, "street H5 already has its racket")
	refuse(t, s, "P1 discard step-up", core.ErrIllegalMove, "racket draft")
	s, evs := do(t, s, "P1 racket H3")
	if got := logOf(evs, 0); len(got) != 2 || got[0] != "P1 puts the "+d.Name()+" racket on H3" {
		t.Fatalf("events %q", got)
	}
	if sr := s.Racket(8); sr.Racket != d || !sr.OnStreet || ToMove(s) != 0 {
		t.Fatalf("H3: %v on %v; to move %v", s.Racket(8).Racket, s.Racket(8).OnStreet, ToMove(s))
	}
	// The View hides the stack but for its top.
	v := View(s, 0)
	vt, _ := v.rstack.Top()
	st, _ := s.rstack.Top()
	if b, _ := v.rstack.At(0); vt != st || b != HiddenRacket {
		t.Fatal("the view shows the racket stack wrongly")
	}
	for i := 0; !Over(s) && s.Decision() == DecisionPutRacket; i++ {
		s, _ = do(t, s, legal(s)[0])
	}
	if s.Decision() != DecisionPlayOrDiscard || s.Active() != 1 {
		t.Fatalf("after the draft: phase %s, active %v", s.Decision(), s.Active())
	}
	total := 0
	for st := Street(0); st < NumStreets; st++ {
		sr := s.Racket(st)
		r, on := sr.Racket, sr.OnStreet
		total += r.Dollars()
		if on == (st == 10 || st == 11) {
			t.Errorf("street %v on %v", st, on)
		}
	}
	if total != TotalMoney {
		t.Errorf("rackets add up to %d", total)
	}
}

// Apply accepts exactly the moves Legal lists: every well-formed move of
// either seat is tried on every state of random games (all variants).
func TestApplyAcceptsExactlyTheLegalMoves(t *testing.T) {
	var all []Move
	for p := core.Player(0); p < 2; p++ {
		for c := StepUp; c < numCards; c++ {
			all = append(all, PlayMove(p, c), DiscardMove(p, c))
		}
		all = append(all, PassMove(p), RaidMove(p))
		for c := Corner(0); c < NumCorners; c++ {
			all = append(all, TargetMove(p, c))
			for v := Tile(0); v < numTiles; v++ {
				all = append(all, PlaceMove(p, v, c))
			}
		}
		for st := Street(0); st < NumStreets; st++ {
			all = append(all, PutRacketMove(p, st))
		}
	}
	for seed := uint64(0); seed < 4; seed++ {
		s, _ := New(Config{RacketDraft: seed == 3, StoolPigeonX3: seed == 2}, seed)
		r := core.NewRNG(seed)
		for !Over(s) {
			l := Legal(s)
			in := map[Move]bool{}
			for _, m := range l {
				in[m] = true
			}
			for _, m := range all {
				_, _, err := Apply(s, m)
				if (err == nil) != in[m] {
					t.Fatalf("seed %d, %s: %q legal %v, Apply error %v", seed, s.Decision(), m, in[m], err)
				}
			}
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
		}
	}
}

// Config is JSON too: what it encodes, Rules.New reads back to the same game.
func TestConfigRoundTripsThroughJSON(t *testing.T) {
	one := core.Player(1)
	cfg := Config{Players: 2, StartPlayer: &one, StoolPigeonX3: true, PublicDiscards: true, RacketDraft: true}
	b, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"players":2,"start_player":"P1","stool_pigeon_x3":true,"public_discards":true,"racket_draft":true}` {
		t.Errorf("JSON %s", b)
	}
	a, err1 := Rules.New(b, 9)
	want, err2 := New(cfg, 9)
	if err1 != nil || err2 != nil || a != want {
		t.Fatalf("Rules.New(%s) differs from New: %v %v", b, err1, err2)
	}
}

// Hidden information: a drawn card, and a face-down discard, reach only their
// owner; everyone else (spectators too) gets the same event with the card
// hidden.
func TestPrivateEventsNeverShowTheCardToOthers(t *testing.T) {
	for seed := uint64(0); seed < 10; seed++ {
		s, _ := New(Config{PublicDiscards: seed%2 == 1}, seed)
		r := core.NewRNG(seed)
		for !Over(s) {
			l := Legal(s)
			var k int
			k, r = r.IntN(len(l))
			var evs []core.Event
			s, evs, _ = Apply(s, l[k])
			for _, x := range evs {
				e := x.(*Event)
				private := e.Kind == EventKindCardDrawn || (e.Kind == EventKindCardDiscarded && seed%2 == 0)
				if !private {
					continue
				}
				for _, viewer := range []core.Player{other(e.Player), core.NoPlayer} {
					if e.To.Has(viewer) && e.Card != HiddenCard {
						t.Fatalf("seed %d: %v sees %q", seed, viewer, e.String())
					}
				}
				if e.To.Has(e.Player) && e.Card == HiddenCard {
					t.Fatalf("seed %d: the owner sees only %q", seed, e.String())
				}
			}
		}
	}
}

// Apply, Legal, View, Determinize, String and JSON never panic when a
// caller plays on views instead of full states (hidden cards and tiles come
// off the piles hidden).
func TestPlayingOnViewsNeverPanics(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		s, _ := New(Config{RacketDraft: seed%2 == 0}, seed)
		r := core.NewRNG(seed)
		for i := 0; i < 200 && !Over(s); i++ {
			s = View(s, core.Player((seed+uint64(i))%3)-1)
			l := Legal(s)
			if len(l) == 0 {
				break
			}
			var k int
			k, r = r.IntN(len(l))
			s, _, _ = Apply(s, l[k])
			_ = s.String()
			_ = s.Check()
			_ = Determinize(s, 0, r)
			_, _ = s.MarshalJSON()
		}
	}
}
