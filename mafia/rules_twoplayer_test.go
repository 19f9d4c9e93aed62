package mafia

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// H1: a player's two Families need different home cities; opposing
// players may share one.
func TestTwoPlayerHomesDiffer(t *testing.T) {
	s, _ := New(Config{Players: 2}, 1)
	s = do(t, s, "P0 home red ENN")
	s = do(t, s, "P1 home black ENN") // the opponent may share Enna
	s = do(t, s, "P1 home orange PAL")
	refuse(t, s, "P0 home green ENN", core.ErrIllegalMove, "different home cities")
	do(t, s, "P0 home green CAT")
}

// H3, H4: P0 runs the State turn after black, P1 the one after green; in a
// Family turn the State's counters are run by that Family's opponent.
func TestTwoPlayerStateTurnsAlternate(t *testing.T) {
	s := fresh(t, 2)
	want := []core.Player{1, 0, 0, 0, 1, 1} // State controller in slots R N S O V S
	for slot, w := range want {
		s.slot = uint8(slot)
		if got := s.SeatOf(StateFaction); got != w {
			t.Errorf("slot %d: State run by %v, want %v", slot, got, w)
		}
	}
}

// H5: the Prefetto removes every control counter where he ends his move.
func TestTwoPlayerPrefettoRemovesAllControl(t *testing.T) {
	s := fresh(t, 2)
	s.cfg.PrefettoRemovesOne = true // H5 applies notwithstanding any other rule
	s.ctrl[TER], s.ctrlN[TER] = int8(Black), 3
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 2, 1, 1)
	s = do(t, s, "P0 move prefetto sum to TER")
	if _, n := s.Control(TER); n != 0 {
		t.Fatalf("%d control counters left", n)
	}
}

// H5: a CC does not roll; its controller may remove one control counter,
// of any Family (red, faction 0, too).
func TestTwoPlayerCCRemovalIsAChoice(t *testing.T) {
	for _, f := range []Faction{Green, Red} { // red is faction 0
		s := fresh(t, 2)
		s.ctrl[SST], s.ctrlN[SST] = int8(f), 2
		s, _ = turn(t, s, 2, 1, 1)
		s = do(t, s, "P0 move CC1 sum to SST")
		s = passUntil(t, s, "P0 remove-control")
		s, evs := doEv(t, s, "P0 remove-control")
		if _, n := s.Control(SST); n != 1 || countKind(evs, EventKindControlRolled) != 0 {
			t.Fatalf("removal of %v control:\n%s", f, logOf(evs))
		}
	}
}

// H6: a player acting with a State counter and holding no Roma card draws
// one; Roma cards held when the player's State turn begins go back at its
// end, cards gained during it are kept until the next one.
func TestTwoPlayerRomaCardsExpire(t *testing.T) {
	s := fresh(t, 2)
	s.hand[5] |= 1 << uint(GovernmentFalls) // P0 holds it from before
	s.deck[Roma] = core.PileOf(SupportJudiciary, Wiretap, AntiMafiaOperation, HelicopterOperation, DiscoverLair, ATIStrike, Leatherheads)
	s, _ = turn(t, s, 2, 1, 2)
	s = passUntil(t, s, "P0 move prefetto sum to CEF")
	s = do(t, s, "P0 move prefetto sum to CEF") // the phone: a new Roma card
	for s.ActiveFaction() == StateFaction && !Over(s) {
		s = do(t, s, legalStrings(s)[0])
	}
	if s.hand[5]&(1<<uint(GovernmentFalls)) != 0 || s.hand[7] != 0 {
		t.Fatal("the old card did not expire at the end of P0's State turn")
	}
	if popcount(s.hand[5]&deckMask(Roma)) != 1 {
		t.Fatalf("the card drawn in this State turn was not kept: %b", s.hand[5])
	}
}

// H7: a Prefetto detention draws a SISDE card; the Boss's colour makes it
// an arrest; SISDE cards go back at the end of the turn.
func TestTwoPlayerPrefettoDrawsSISDE(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Black), TER)
	put(&s, cCC1, SAG)
	d := &s.deck[SISDEDeck]
	for i := 0; i < 1; i++ {
		d.Remove(SISDEBlack2)
		d.Push(SISDEBlack2)
	}
	s, _ = turn(t, s, 2, 1, 1, 5)
	s = passUntil(t, s, "P0 move prefetto sum to TER")
	s = do(t, s, "P0 move prefetto sum to TER")
	s = passUntil(t, s, "P0 detain N.B")
	s, evs := doEv(t, s, "P0 detain N.B")
	if countKind(evs, EventKindArrested) != 1 {
		t.Fatalf("no arrest:\n%s", logOf(evs))
	}
	for s.dec == DecisionCheckpoint { // the end-of-turn checkpoint
		s = do(t, s, ToMove(s).String()+" pass")
	}
	if s.DeckSize(SISDEDeck) != 8 {
		t.Fatal("the SISDE card was not returned at the end of the turn")
	}
}

// H8: the SISDE does not investigate; its undercover operation sends one
// mafioso home.
func TestTwoPlayerUndercoverOperation(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Black)+1, LEN)
	put(&s, BossOf(Red)+1, LEN)
	s, _ = turn(t, s, 2, 1, 2)
	s = passUntil(t, s, "P0 move sisde die-1 to LEN")
	s = do(t, s, "P0 move sisde die-1 to LEN")
	s, evs := doEv(t, s, "P0 move CC1 die-2 to SST")
	if countKind(evs, EventKindInvestigated) != 0 {
		t.Fatal("the SISDE investigated")
	}
	s = passUntil(t, s, "P0 undercover N.P1")
	s, evs = doEv(t, s, "P0 undercover N.P1")
	if s.Location(BossOf(Black)+1) != CAT || s.Location(BossOf(Red)+1) != LEN {
		t.Fatalf("undercover:\n%s", logOf(evs))
	}
}

// H9: a Family needs 5 spaces.
func TestTwoPlayerFamilyNeedsFive(t *testing.T) {
	s := fresh(t, 2)
	for _, sp := range []Place{SST, SAG, MIL, LEN} {
		s.ctrl[sp], s.ctrlN[sp] = int8(Green), 1
	}
	if s2, _ := turn(t, s, 4, 1, 1); Over(s2) {
		t.Fatal("4 spaces won")
	}
	s.ctrl[NOT], s.ctrlN[NOT] = int8(Green), 1
	s, _ = turn(t, s, 4)
	if !Over(s) || !Result(s).Won(0) {
		t.Fatal("green's player P0 did not win with 5")
	}
}

// H10: at the end of a State turn, 4 remediation points against one
// player's pair of Families make the other player win.
func TestTwoPlayerStateConditionOtherPlayerWins(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Red), Prison)
	put(&s, BossOf(Green), Prison)
	s, _ = turn(t, s, 5, 1, 1) // the State turn starts: no check yet
	if Over(s) {
		t.Fatal("checked at the start of the State turn")
	}
	for !Over(s) && s.ActiveFaction() == StateFaction {
		s = do(t, s, legalStrings(s)[0])
	}
	if !Over(s) || !Result(s).Won(1) || Result(s).Won(0) {
		t.Fatalf("result %+v", Result(s))
	}
}

// H4: the player acting for the State may spare their own Picciotti; the
// opponent's are arrested as usual.
func TestTwoPlayerOwnPicciottiArrestOptional(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Red)+1, TER)   // P0's
	put(&s, BossOf(Black)+1, TER) // P1's
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 2, 1, 1) // P0 runs the State
	s = passUntil(t, s, "P0 move prefetto sum to TER")
	s = do(t, s, "P0 move prefetto sum to TER")
	s = passUntil(t, s, "P0 arrest R.P1")
	s, evs := doEv(t, s, "P0 pass")
	if s.Location(BossOf(Red)+1) != TER || countKind(evs, EventKindArrested) != 1 {
		t.Fatalf("own Picciotto arrested or the other spared:\n%s", logOf(evs))
	}
}

// TestTwoPlayerStateCardsReadableByHolder: in the 2-player game each
// player reads their own State cards at every moment, also while the
// other player acts for the State.
func TestTwoPlayerStateCardsReadableByHolder(t *testing.T) {
	s := fresh(t, 2)
	give(&s, StateFaction, Wiretap) // into slot 4 first: move it to P0's own
	s.hand[StateFaction] = 0
	s.hand[5] |= 1 << uint(Wiretap)
	s.deck[Roma].Remove(Wiretap)
	s, _ = turn(t, s, 1, 1, 2) // black's turn (P1): P0 acts for the State now
	s, _ = turn(t, s, 0, 1, 2) // red's turn (P0): P1 acts for the State
	if s.seatOf(StateFaction) != 1 {
		t.Fatal("P1 should act for the State in red's turn")
	}
	v := View(s, 0)
	if got := v.StateCards(0); len(got) != 1 || got[0] != Wiretap {
		t.Fatalf("P0 reads its State cards as %v", got)
	}
	if got := View(s, 1).StateCards(0); len(got) != 0 {
		t.Fatalf("P1 reads P0's State cards: %v", got)
	}
}

// TestTwoPlayerMoleOnOwnStateCards: in the 2-player game the State cards
// Mole in Prefecture shows may be the player's own (they act for the State
// now); they are not remembered as another seat's, and the state stays
// consistent.
func TestTwoPlayerMoleOnOwnStateCards(t *testing.T) {
	s := fresh(t, 2)
	s.hand[6] |= 1 << uint(Wiretap) // P1's own State card
	s.deck[Roma].Remove(Wiretap)
	give(&s, Orange, MoleInPrefecture)
	s, _ = turnCP(t, s, 0, 1, 1) // red's turn (P0): P1 acts for the State
	s = passUntil(t, s, "P1 play mole-in-prefecture")
	s = do(t, s, "P1 play mole-in-prefecture")
	if err := s.Check(); err != nil || len(s.Known(1)) != 0 {
		t.Fatalf("after Mole on one's own State cards: %v, known %v", err, s.Known(1))
	}
}

// TestTwoPlayerRomaCardDrawnOnlyWithAnAction: H6 (House rule HOUSE-H6c): a
// player acting for the State who holds no Roma card draws one only in
// conjunction with an action of a State counter (an arrest, a detention, a
// control removal, the undercover operation). Moving the SISDE and a CC
// onto empty spaces, where they take no action, draws nothing; the CC's
// arrest of a Picciotto draws one, before the Picciotto resists or submits.
func TestTwoPlayerRomaCardDrawnOnlyWithAnAction(t *testing.T) {
	romaDrawn := func(evs []core.Event) int {
		n := 0
		for _, e := range evs {
			if e := e.(*Event); e.Kind == EventKindCardDrawn && e.Deck == Roma && e.To == core.Only(0) {
				n++
			}
		}
		return n
	}
	// No action: the SISDE to Noto, CC1 to Sant'Agata, both empty.
	s := fresh(t, 2)
	s, _ = turn(t, s, 2, 3, 3)
	s = passUntil(t, s, "P0 move sisde die-1 to NOT")
	s, evs := doEv(t, s, "P0 move sisde die-1 to NOT")
	s, more := doEv(t, s, "P0 move CC1 die-2 to SAG")
	evs = append(evs, more...)
	if n := romaDrawn(evs); n != 0 || s.hand[5]&deckMask(Roma) != 0 {
		t.Fatalf("moves with no action drew %d Roma cards:\n%s", n, logOf(evs))
	}
	// An arrest: CC1 to Sant'Agata, where a black Picciotto stands.
	s = fresh(t, 2)
	put(&s, BossOf(Black)+1, SAG)
	s, _ = turn(t, s, 2, 1, 2)
	s = passUntil(t, s, "P0 move CC1 sum to SAG")
	s, evs = doEv(t, s, "P0 move CC1 sum to SAG")
	if n := romaDrawn(evs); n != 0 {
		t.Fatalf("the move itself drew %d Roma cards:\n%s", n, logOf(evs))
	}
	s = passUntil(t, s, "P0 arrest N.P1")
	s, evs = doEv(t, s, "P0 arrest N.P1")
	if n := romaDrawn(evs); n != 1 || popcount(s.hand[5]&deckMask(Roma)) != 1 {
		t.Fatalf("the arrest drew %d Roma cards:\n%s", n, logOf(evs))
	}
	if s.dec != DecisionResist {
		t.Fatalf("the card comes before the Picciotto resists or submits: %v", s.Decision())
	}
}

// H6, in a view: the Roma cards another seat holds when its State turn
// begins expire as they do in the full state, hidden: they move to the
// cards that go back at the turn's end, and the hand keeps its size.
func TestTwoPlayerRomaCardsExpireHiddenInAView(t *testing.T) {
	s := fresh(t, 2)
	s.hand[5] |= 1<<uint(GovernmentFalls) | 1<<uint(Wiretap) // P0 holds them from before
	v := View(s, 1)
	if v.hid[5][Roma] != 2 {
		t.Fatalf("P1's view hides %d of P0's Roma cards, want 2", v.hid[5][Roma])
	}
	v.slot = 2 // P0 acts for the State
	size := v.HandSize(StateFaction)
	v, _ = turnCP(t, v, 2, 1, 2)
	if v.hid[5][Roma] != 0 || v.hid[7][Roma] != 2 || v.HandSize(StateFaction) != size {
		t.Fatalf("hidden Roma cards held %d, expiring %d, hand size %d (was %d)", v.hid[5][Roma], v.hid[7][Roma], v.HandSize(StateFaction), size)
	}
}

// H10: the end of a State turn that ends the 2-player game names the
// winning player by seat, whichever pair the 4 remediation points are
// against (red, the winner of the black and orange pair's loss, is
// faction 0).
func TestTwoPlayerWinnerIsNamedBySeat(t *testing.T) {
	for _, c := range []struct {
		pair [2]Faction
		want string
	}{
		{[2]Faction{Red, Green}, "the game ends: 4 remediation points against red and green: P1 (black and orange) wins"},
		{[2]Faction{Black, Orange}, "the game ends: 4 remediation points against black and orange: P0 (red and green) wins"},
	} {
		s := fresh(t, 2)
		put(&s, BossOf(c.pair[0]), Prison)
		put(&s, BossOf(c.pair[1]), Prison)
		s, _ = turn(t, s, 5, 1, 1)
		var evs []core.Event
		for !Over(s) && s.ActiveFaction() == StateFaction {
			s, evs = doEv(t, s, legalStrings(s)[0])
		}
		if !Over(s) || !strings.Contains(logOf(evs), c.want+"\n") {
			t.Errorf("%v and %v in Prison: the game ends with\n%s\nwant %q", c.pair[0], c.pair[1], logOf(evs), c.want)
		}
	}
}

// H10: 4 remediation points against both pairs at once at the end of a
// State turn end the 2-player game with no winner.
func TestTwoPlayerBothPairsLoseTogether(t *testing.T) {
	s := fresh(t, 2)
	for f := Red; f < numFamilies; f++ {
		put(&s, BossOf(f), Prison)
	}
	s, _ = turn(t, s, 5, 1, 1)
	var evs []core.Event
	for !Over(s) && s.ActiveFaction() == StateFaction {
		s, evs = doEv(t, s, legalStrings(s)[0])
	}
	want := "the game ends: nobody wins (both pairs of Families reached 4 remediation points)\n"
	if r := Result(s); !Over(s) || len(r.Winners) != 0 || !strings.Contains(logOf(evs), want) {
		t.Fatalf("every Boss in Prison: result %+v\n%s", r, logOf(evs))
	}
}
