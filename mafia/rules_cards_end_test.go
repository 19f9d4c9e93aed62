package mafia

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// D5c SHOOTOUT (ii): a Boss may shoot an opposing Boss, who fires back;
// an eliminated Boss's cards all go back to their decks (D6).
func TestBossShootoutAndCardsReturn(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	give(&s, Black, WifeCheats, MoleInPrefecture)
	s, _ = turn(t, s, 0, 1, 1, 1, 2)
	s = do(t, s, "P1 move R.B sum to SST")
	if !hasLegal(s, "P1 shoot R.B at N.B") || !hasLegal(s, "P1 done") {
		t.Fatalf("menu %v", legalStrings(s))
	}
	s = do(t, s, "P1 shoot R.B at N.B")
	s, evs := doEv(t, s, "P2 pass") // Black's hand is not empty: asked at the shootout window
	if countKind(evs, EventKindShot) != 2 || countKind(evs, EventKindEliminated) != 1 || countKind(evs, EventKindCardsReturned) != 1 || s.Location(BossOf(Red)) != SST {
		t.Fatalf("shootout:\n%s", logOf(evs))
	}
	if s.HandSize(Black) != 0 || s.DeckSize(USA) != 8 {
		t.Fatal("the eliminated Boss's cards did not go back")
	}
}

// D5c SHOOTOUT (i) and D5b: Picciotti may shoot the SISDE, which never
// fires back; a Boss fires back only at a Boss, so a Boss cannot be
// targeted by a Picciotto at all.
func TestPicciottoShootsSISDEWithoutReturnFire(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, cSISDE, SST)
	put(&s, BossOf(Black), SST)
	s, _ = turn(t, s, 0, 1, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	s = do(t, s, "P2 allow") // N.B does not block
	refuse(t, s, "P1 shoot R.P1 at N.B", core.ErrIllegalMove, "Picciotti shoot opposing Picciotti or the SISDE")
	refuse(t, s, "P1 shoot R.P2 at sisde", core.ErrIllegalMove, "R.P2 does not act now: R.P1 does")
	s, evs := doEv(t, s, "P1 shoot R.P1 at sisde")
	if countKind(evs, EventKindShot) != 1 || s.Location(cSISDE) != Continent {
		t.Fatalf("SISDE shootout:\n%s", logOf(evs))
	}
	if firesBack(int(BossOf(Red)), int(BossOf(Black)+1)) || !firesBack(int(BossOf(Red)), int(BossOf(Black))) || firesBack(cSISDE, int(BossOf(Red)+1)) {
		t.Fatal("return-fire rules")
	}
}

// D5b BOSS: a Boss stops opposing Picciotti arriving in his space from
// doing anything.
func TestBossBlocksArrivingPicciotti(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	put(&s, BossOf(Black)+1, SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	if ToMove(s) != 2 || !hasLegal(s, "P2 block") {
		t.Fatalf("the Boss's owner is not asked: %v", legalStrings(s))
	}
	s, evs := doEv(t, s, "P2 block")
	if countKind(evs, EventKindControlRolled) != 0 || countKind(evs, EventKindShootoutStarted) != 0 || s.dec == DecisionActions {
		t.Fatalf("a blocked Picciotto acted:\n%s", logOf(evs))
	}
}

// D5c TELEPHONE: a Boss on a phone calls the USA, the Prefetto Rome; the
// card is private to its holder.
func TestTelephoneDrawsCards(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	s, evs := doEv(t, s, "P1 move R.B sum to CEF")
	if s.HandSize(Red) != 1 || s.DeckSize(USA) != 7 {
		t.Fatalf("USA call:\n%s", logOf(evs))
	}
	for _, e := range core.VisibleTo(evs, 0) {
		if ev := e.(*Event); ev.Kind == EventKindCardDrawn && ev.Card != HiddenCard {
			t.Fatal("the State saw the USA card")
		}
	}
	s2 := fresh(t, 5)
	s2, _ = turn(t, s2, 2, 1, 2)
	s2 = do(t, s2, "P0 move prefetto sum to CEF")
	if s2.HandSize(StateFaction) != 1 || s2.DeckSize(Roma) != 7 {
		t.Fatal("Rome call")
	}
}

// D6a WIRETAP prevents a call to the USA.
func TestWiretapStopsUSACall(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, Wiretap)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter window
	s = do(t, s, "P1 move R.B sum to CEF")
	s = passUntil(t, s, "P0 play wiretap") // the Anti-Mafia Operation window first
	if ToMove(s) != 0 || !hasLegal(s, "P0 play wiretap") {
		t.Fatalf("no Wiretap window: %v", legalStrings(s))
	}
	s = do(t, s, "P0 play wiretap")
	if s.HandSize(Red) != 0 || s.DeckSize(USA) != 8 {
		t.Fatal("the call went through")
	}
}

// D6b SPECIAL WEAPONS: the protected counter dies only on a 1.
func TestSpecialWeaponsProtectsUnlessOne(t *testing.T) {
	for _, tc := range []struct {
		roll int
		loc  Place
	}{{3, SST}, {1, Continent}} {
		s := fresh(t, 5)
		put(&s, BossOf(Red), TER)
		put(&s, cCC1, SAG)
		put(&s, BossOf(Black), SST)
		give(&s, Black, SpecialWeapons)
		s, _ = turn(t, s, 0, 1, 1, tc.roll, 2)
		s = do(t, s, "P1 move R.B sum to SST")
		s = do(t, s, "P1 shoot R.B at N.B")
		s, evs := doEv(t, s, "P2 play special-weapons")
		if s.Location(BossOf(Black)) != Place(tc.loc) {
			t.Errorf("roll %d: N.B at %s\n%s", tc.roll, locationName(int(s.Location(BossOf(Black)))), logOf(evs))
		}
	}
}

// D6a LEATHERHEADS: the State's shot hits automatically.
func TestLeatherheadsHitsAutomatically(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, SST)
	give(&s, StateFaction, Leatherheads)
	s, _ = turn(t, s, 2, 1, 1, 2, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P0 move CC1 sum to SST")
	s = do(t, s, "P0 arrest R.P1")
	s = do(t, s, "P1 resist")
	s = do(t, s, "P0 play leatherheads")
	if s.Location(BossOf(Red)+1) != Continent || s.Location(cCC1) != SST {
		t.Fatal("Leatherheads did not hit on an even roll")
	}
}

// D6a HELICOPTER OPERATION changes each movement die by up to 2
// (HOUSE-4.1c: clamped to 1..8).
func TestHelicopterChangesDice(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, HelicopterOperation)
	s, _ = turn(t, s, 0, 1, 6)
	s = do(t, s, "P0 play helicopter-operation -2 +2")
	if s.Dice() != [2]int{1, 8} {
		t.Fatalf("dice %v, want 1 and 8", s.Dice())
	}
}

// D6a ATI STRIKE / D6b BOMB AT AIRPORT cancel a declared air move; the
// mover chooses again without the air link (HOUSE-4.1d).
func TestATIStrikeCancelsAirMove(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, ATIStrike)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.B die-1 to CAT by air")
	if ToMove(s) != 0 || !hasLegal(s, "P0 play ati-strike") {
		t.Fatalf("no air window: %v", legalStrings(s))
	}
	s = do(t, s, "P0 play ati-strike")
	if s.Location(BossOf(Red)) != PAL || s.dec != DecisionMove {
		t.Fatal("the flight happened")
	}
	refuse(t, s, "P1 move R.B die-1 to CAT by air", core.ErrIllegalMove, "air link is closed")
}

// D6a ANTI-MAFIA OPERATION makes a space a roadblock on 1–2 this turn.
func TestAntiMafiaOperationRoadblock(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	give(&s, StateFaction, AntiMafiaOperation)
	s, _ = turn(t, s, 0, 1, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.P1 sum to SST")
	s, evs := doEv(t, s, "P0 play anti-mafia-operation SST")
	if s.Location(BossOf(Red)+1) != Station {
		t.Fatalf("not detained by the temporary roadblock on a 2\n%s", logOf(evs))
	}
}

// D6b KILLERS FROM LAS VEGAS: the only way to shoot the Prefetto; he fires
// back, and an eliminated Prefetto returns all State cards.
func TestKillersShootThePrefetto(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cPrefetto, SST)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	give(&s, Red, KillersLasVegas)
	give(&s, StateFaction, Wiretap)
	s, _ = turn(t, s, 0, 1, 1, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.P1 sum to SST")
	s = passUntil(t, s, "P1 play killers-from-las-vegas")
	if !hasLegal(s, "P1 play killers-from-las-vegas") {
		t.Fatalf("no Killers window: %v", legalStrings(s))
	}
	s = do(t, s, "P1 play killers-from-las-vegas")
	s, evs := doEv(t, s, "P0 pass") // the State may answer with Leatherheads
	if countKind(evs, EventKindShot) != 2 || s.Location(BossOf(Red)+1) != SST || s.HandSize(StateFaction) != 0 || s.DeckSize(Roma) != 8 {
		t.Fatalf("Killers shootout:\n%s", logOf(evs))
	}
}

// D6b GOVERNMENT PROTECTION frees a prisoner without a roll, unless the
// State answers with Support of the Judiciary.
func TestGovernmentProtectionFreesPrisoner(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Black)+1, Prison)
	give(&s, Red, GovernmentProtection)
	s, _ = turnCP(t, s, 0, 1, 1)
	s = do(t, s, "P1 play government-protection N.P1")
	if s.Location(BossOf(Black)+1) != CAT {
		t.Fatal("not freed to its home")
	}
	s2 := fresh(t, 5)
	put(&s2, BossOf(Black)+1, Prison)
	give(&s2, Red, GovernmentProtection)
	give(&s2, StateFaction, SupportJudiciary)
	s2, _ = turnCP(t, s2, 0, 1, 1)
	s2 = do(t, s2, "P1 play government-protection N.P1")
	s2 = do(t, s2, "P0 play support-of-the-judiciary")
	if s2.Location(BossOf(Black)+1) != Prison {
		t.Fatal("Support of the Judiciary did not stop it")
	}
}

// D6b PROTECTION OF A NOTABLE PERSON frees a detained counter.
func TestNotableProtectionFreesDetained(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), Station)
	give(&s, Red, NotableProtection)
	s, _ = turnCP(t, s, 0, 1, 1, 1)
	s = do(t, s, "P1 play protection-of-a-notable-person R.B")
	if s.Location(BossOf(Red)) != PAL {
		t.Fatal("not freed")
	}
}

// D6b VISIT OF AN AMERICAN BOSS adds a control counter to a controlled
// space; HOUSE-4.4e any Family's, unless VisitOwnFamilyOnly.
func TestAmericanBossAddsControl(t *testing.T) {
	s := fresh(t, 5)
	s.ctrl[SST], s.ctrlN[SST] = int8(Red), 1
	s.ctrl[SAG], s.ctrlN[SAG] = int8(Black), 1
	give(&s, Red, AmericanBoss)
	s, _ = turnCP(t, s, 0, 1, 1)
	if !hasLegal(s, "P1 play visit-of-an-american-boss SAG") {
		t.Fatal("cannot aid another Family")
	}
	s = do(t, s, "P1 play visit-of-an-american-boss SST")
	if _, n := s.Control(SST); n != 2 {
		t.Fatal("no counter added")
	}
	s2 := fresh(t, 5)
	s2.cfg.VisitOwnFamilyOnly = true
	s2.ctrl[SAG], s2.ctrlN[SAG] = int8(Black), 1
	give(&s2, Red, AmericanBoss)
	s2, _ = turnCP(t, s2, 0, 1, 1)
	if hasLegal(s2, "P1 play visit-of-an-american-boss SAG") {
		t.Fatal("VisitOwnFamilyOnly ignored")
	}
}

// D6b MOLE IN PREFECTURE shows the State's hand to the player alone.
func TestMoleRevealsStateHandPrivately(t *testing.T) {
	s := fresh(t, 5)
	give(&s, Red, MoleInPrefecture)
	give(&s, StateFaction, Wiretap)
	s, _ = turnCP(t, s, 0, 1, 1)
	s, evs := doEv(t, s, "P1 play mole-in-prefecture")
	seen := false
	for _, e := range core.VisibleTo(evs, 1) {
		if ev := e.(*Event); ev.Kind == EventKindHandRevealed && ev.Cards == 1<<uint(Wiretap) {
			seen = true
		}
	}
	for _, e := range core.VisibleTo(evs, 2) {
		if e.(*Event).Kind == EventKindHandRevealed {
			t.Fatal("another Family saw the State's hand")
		}
	}
	if !seen {
		t.Fatal("the player did not see the State's hand")
	}
}

// D6: cards with no effect may be played, and every played card goes back
// to its deck, which is reshuffled.
func TestPlayedCardReturnsToDeck(t *testing.T) {
	s := fresh(t, 5)
	give(&s, Red, WifeCheats)
	s, _ = turnCP(t, s, 0, 1, 1)
	s, evs := doEv(t, s, "P1 play your-wife-cheats-on-you")
	if s.HandSize(Red) != 0 || s.DeckSize(USA) != 8 || countKind(evs, EventKindCardPlayed) != 1 {
		t.Fatal("card not returned")
	}
}

// E1: a Family with 4 spaces at the start of its turn wins; not before.
func TestFamilyWinsAtStartOfTurn(t *testing.T) {
	s := fresh(t, 5)
	for _, sp := range []Place{SST, SAG, MIL} {
		s.ctrl[sp], s.ctrlN[sp] = int8(Red), 1
	}
	if s2, _ := turn(t, s, 0, 1, 1); Over(s2) {
		t.Fatal("3 spaces won")
	}
	s.ctrl[LEN], s.ctrlN[LEN] = int8(Red), 1
	s, _ = turn(t, s, 1, 1, 1) // black's turn: red does not win now
	if Over(s) {
		t.Fatal("red won at the start of black's turn")
	}
	s, _ = turn(t, s, 0)
	if !Over(s) || s.Winner() != Red || !Result(s).Won(1) {
		t.Fatalf("red with 4 spaces at the start of its turn: %v", s.Winner())
	}
}

// F3: in the 3-player game a Family needs 5 spaces; its player wins.
func TestThreePlayerFamilyNeedsFive(t *testing.T) {
	s := fresh(t, 3)
	for _, sp := range []Place{SST, SAG, MIL, LEN} {
		s.ctrl[sp], s.ctrlN[sp] = int8(Orange), 1
	}
	if s2, _ := turn(t, s, 3, 1, 1); Over(s2) {
		t.Fatal("4 spaces won the 3-player game")
	}
	s.ctrl[NOT], s.ctrlN[NOT] = int8(Orange), 1
	s, _ = turn(t, s, 3)
	if !Over(s) || !Result(s).Won(1) {
		t.Fatal("orange's player P1 did not win")
	}
}

// E2: the State wins with 4 remediation points at the start of its turn:
// +2 per Boss in Prison, +1 per Boss detained, +1/2 per Picciotto in Prison.
func TestStateWinsWithFourRemediationPoints(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), Prison)
	put(&s, BossOf(Black), Station)
	put(&s, BossOf(Black)+1, Prison)
	put(&s, BossOf(Green)+1, Prison)
	if s.RemediationHalves() != 8 {
		t.Fatalf("remediation %v half points", s.RemediationHalves())
	}
	s, _ = turn(t, s, 2)
	if !Over(s) || s.Winner() != StateFaction || !Result(s).Won(0) {
		t.Fatal("the State did not win")
	}
	s2 := fresh(t, 5)
	for _, c := range []int{6, 7, 9, 10, 12, 13, 15} {
		put(&s2, Counter(c), Prison)
	}
	if s2.RemediationHalves() != 7 {
		t.Fatalf("7 Picciotti: %v half points", s2.RemediationHalves())
	}
	if s2, _ = turn(t, s2, 2, 1, 1); Over(s2) {
		t.Fatal("3.5 points won")
	}
}

// G4: in the 4-player game, 4 remediation points at the start of any turn
// end the game as a loss for everyone.
func TestFourPlayerRemediationLossForAll(t *testing.T) {
	s := fresh(t, 4)
	put(&s, BossOf(Red), Prison)
	put(&s, BossOf(Black), Prison)
	s, _ = turn(t, s, 3)
	r := Result(s)
	if !Over(s) || len(r.Winners) != 0 || s.Winner() != NoFaction {
		t.Fatalf("result %+v", r)
	}
}

// G3: in the 4-player game the mover reuses one die for a State counter;
// a Prefetto detention draws a SISDE card, the Boss's colour making it an
// arrest; State cards go back at the end of the turn.
func TestFourPlayerStateMoveAndSISDEDraw(t *testing.T) {
	for _, top := range []Card{SISDEBlack1, SISDERed1} {
		s := fresh(t, 4)
		s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
		put(&s, cPrefetto, TER)
		put(&s, cCC1, SAG)
		put(&s, BossOf(Black), SST)
		d := &s.deck[SISDEDeck]
		for i := 0; i < 1; i++ {
			d.Remove(top)
			d.Push(top)
		}
		s, _ = turn(t, s, 0, 2, 5, 1)
		s = do(t, s, "P0 move R.P1 sum to MIL")
		for _, m := range Legal(s) {
			if k := kindOf(int(m.Counter)); k != Prefetto && k != Carabinieri {
				t.Fatalf("State move offers %v", m)
			}
		}
		refuse(t, s, "P0 move R.B die-1 to TER", core.ErrIllegalMove, "Prefetto or a Carabiniere")
		s = do(t, s, "P0 move prefetto die-1 to SST")
		if !hasLegal(s, "P0 detain N.B") {
			t.Fatalf("no detention offered: %v", legalStrings(s))
		}
		s, evs := doEv(t, s, "P0 detain N.B")
		want := EventKindDetained
		if top == SISDEBlack1 {
			want = EventKindArrested
		}
		if countKind(evs, want) != 1 {
			t.Errorf("top card %s:\n%s", top, logOf(evs))
		}
		if s.HandSize(StateFaction) != 0 || s.DeckSize(SISDEDeck) != 8 || s.DeckSize(Roma) != 8 {
			t.Error("the State cards were not returned at the end of the turn")
		}
	}
}

// Card windows open on public triggers: a player with a non-empty hand is
// asked whatever they hold; SkipEmptyWindows skips the empty-handed.
func TestWindowsAskedOnHandSizeOnly(t *testing.T) {
	for _, skip := range []bool{false, true} {
		s := fresh(t, 5)
		s.cfg.SkipEmptyWindows = skip
		give(&s, StateFaction, GovernmentFalls)
		s, _ = turn(t, s, 0, 1, 2)
		asked := s.dec == DecisionHelicopterOperation
		if asked == skip {
			t.Errorf("skip %v: State asked at the Helicopter window: %v", skip, asked)
		}
		if asked && len(Legal(s)) != 1 {
			t.Errorf("options without the card: %v", legalStrings(s))
		}
	}
}

// SkipEmptyWindows still asks a player who holds a card playable there.
func TestSkipEmptyWindowsAsksHolders(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.SkipEmptyWindows = true
	give(&s, StateFaction, HelicopterOperation)
	s, _ = turn(t, s, 0, 1, 2)
	if s.dec != DecisionHelicopterOperation || !hasLegal(s, "P0 play helicopter-operation +1 +1") {
		t.Fatalf("the holder was not asked: %v", legalStrings(s))
	}
}

// HOUSE-CUTOFF: the game ends with no winner after MaxTurns turns.
func TestTurnCutoffEndsWithoutWinner(t *testing.T) {
	s, _ := New(Config{MaxTurns: 3}, 4)
	for !Over(s) {
		s, _, _ = Apply(s, Legal(s)[0])
	}
	if s.Turns() != 3 || s.Winner() != NoFaction || len(Result(s).Winners) != 0 {
		t.Fatalf("turns %d winner %v", s.Turns(), s.Winner())
	}
	// The position of a game nobody won has no winner and reads back as one.
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("a game nobody won is not written: %v", err)
	}
	var back State
	if err := back.UnmarshalJSON(b); err != nil {
		t.Fatalf("a game nobody won does not read back: %v\n%s", err, b)
	}
	if bytes.Contains(b, []byte(`"winner"`)) || back != s {
		t.Errorf("a game nobody won does not round-trip: %s", b)
	}
}

// Bad input: wrong seat, a card not held, garbage notation, a finished
// game; the state stays as it was.
func TestBadInputNamesTheRule(t *testing.T) {
	s := fresh(t, 5)
	give(&s, Red, WifeCheats)
	s, _ = turnCP(t, s, 0, 1, 1)
	refuse(t, s, "P2 pass", core.ErrNotYourTurn, "P1 decides now")
	refuse(t, s, "P1 play mole-in-prefecture", core.ErrIllegalMove, "not in your hand")
	refuse(t, s, "P1 play killers-from-las-vegas", core.ErrIllegalMove, "not in your hand")
	give(&s, Red, BombAtAirport)
	refuse(t, s, "P1 play bomb-at-airport", core.ErrIllegalMove, "cannot be played at this moment")
	refuse(t, s, "P1 shoot R.B at N.B", core.ErrIllegalMove, "does not take \"shoot\"")
	if _, err := ParseMove("P1 fly R.B"); !errors.Is(err, core.ErrBadNotation) {
		t.Fatal(err)
	}
	if _, err := Rules.New([]byte(`{"players":7}`), 1); !errors.Is(err, core.ErrBadConfig) {
		t.Fatal(err)
	}
	if _, err := Rules.New([]byte(`{"players":`), 1); !errors.Is(err, core.ErrBadConfig) {
		t.Fatal(err)
	}
	over := s
	over.dec, over.winner = DecisionOver, int8(Red)
	refuse(t, over, "P1 pass", core.ErrGameOver, "the red Family has won")
}

// HOUSE-4.5: "any time" cards are played at the checkpoints, at the start
// of the turn and at its end: a Boss detained at a roadblock is freed with
// Protection of a Notable Person before the turn passes.
func TestEndOfTurnCheckpoint(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, SAG)
	give(&s, Red, NotableProtection)
	s, _ = turn(t, s, 0, 1, 1, 1)
	s = do(t, s, "P1 move R.B sum to TER")
	if s.Location(BossOf(Red)) != Station || s.dec != DecisionCheckpoint || s.cp != cpEnd {
		t.Fatalf("no end-of-turn checkpoint after the detention: %v", legalStrings(s))
	}
	s = do(t, s, "P1 play protection-of-a-notable-person R.B")
	if s.Location(BossOf(Red)) != PAL {
		t.Fatal("not freed")
	}
}

// D6b BOMB AT AIRPORT: any Family may ground another's flight.
func TestBombAtAirportCancelsFlight(t *testing.T) {
	s := fresh(t, 5)
	give(&s, Orange, BombAtAirport)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P1 move R.B die-1 to CAT by air")
	if ToMove(s) != 3 || !hasLegal(s, "P3 play bomb-at-airport") {
		t.Fatalf("orange not asked: %v", legalStrings(s))
	}
	s = do(t, s, "P3 play bomb-at-airport")
	if s.Location(BossOf(Red)) != PAL || s.DeckSize(USA) != 8 {
		t.Fatal("the flight happened")
	}
}

// D6a THE GOVERNMENT FALLS has no effect but may be played (and so leaves
// the hand).
func TestGovernmentFallsNoEffect(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, GovernmentFalls)
	s, _ = turnCP(t, s, 2, 1, 1)
	before := s
	s, evs := doEv(t, s, "P0 play government-falls")
	if s.HandSize(StateFaction) != 0 || s.DeckSize(Roma) != 8 || countKind(evs, EventKindCardPlayed) != 1 {
		t.Fatal("not played")
	}
	for c := 0; c < NumCounters; c++ {
		if s.Location(Counter(c)) != before.Location(Counter(c)) {
			t.Fatal("it moved a counter")
		}
	}
}

// HOUSE-4.5 with Config.AllCheckpoints: every checkpoint of the house rules,
// in order — at the start of the turn, after the returns, the roll, the
// movement, each of steps (i)–(iii) of each moved counter, and the end of
// the turn.
func TestAllCheckpoints(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	put(&s, BossOf(Red), TER)
	put(&s, cCC1, SAG)
	give(&s, Red, WifeCheats)
	s, _ = turnCP(t, s, 0, 1, 1)
	var asked []string
	for s.ActiveFaction() == Red && !Over(s) {
		switch s.dec {
		case DecisionCheckpoint:
			asked = append(asked, checkpoints.String(checkpointID(s.cp)))
			s = do(t, s, "P1 pass")
		case DecisionMove:
			s = do(t, s, "P1 move R.B sum to SST")
		default:
			t.Fatalf("unexpected decision %v", legalStrings(s))
		}
	}
	want := []string{"start-of-turn", "after-returns", "after-roll", "after-movement", "after-step", "after-step", "after-step", "end-of-turn"}
	if !slices.Equal(asked, want) {
		t.Fatalf("asked at %q, want %q", asked, want)
	}
}

// TestMoleRevealStaysInView: the hand Mole in Prefecture shows stays in
// the viewer's view (and in Determinize) until those cards move; other
// seats see nothing of it.
func TestMoleRevealStaysInView(t *testing.T) {
	s := fresh(t, 5)
	give(&s, Red, MoleInPrefecture)
	give(&s, StateFaction, Wiretap, ATIStrike)
	s, _ = turnCP(t, s, 0, 1, 1)
	s = do(t, s, "P1 play mole-in-prefecture")
	if got := View(s, 1).Hand(StateFaction); len(got) != 2 {
		t.Fatalf("P1's view of the State's hand: %v, want both cards", got)
	}
	if got := View(s, 2).Hand(StateFaction); len(got) != 0 {
		t.Fatalf("P2 sees %v", got)
	}
	d := Determinize(View(s, 1), 1, core.NewRNG(3))
	if !d.holds(StateFaction, Wiretap) || !d.holds(StateFaction, ATIStrike) {
		t.Fatal("Determinize dealt away cards P1 saw")
	}
	// the State plays Wiretap: P1 still knows ATI Strike, not Wiretap
	s.drop(StateFaction, Wiretap)
	s.toDeck(Wiretap)
	give(&s, StateFaction, Leatherheads) // drawn after the reveal: unknown
	v := View(s, 1)
	if got := v.Hand(StateFaction); len(got) != 1 || got[0] != ATIStrike || v.HandSize(StateFaction) != 2 {
		t.Fatalf("after Wiretap moved: %v of %d", got, v.HandSize(StateFaction))
	}
}

// Score and Result's scores count in Score's unit after the end too: the
// spaces a seat's Family controls (4 or more for a Family that won by E1),
// or the State's remediation in half points, not 1 and 0.
func TestResultScoresCountSpacesAndHalfPoints(t *testing.T) {
	for _, name := range []string{"five", "three", "two"} {
		b, err := os.ReadFile("testdata/" + name + ".golden.json")
		if err != nil {
			t.Fatal(err)
		}
		var file struct{ Record core.Record }
		if err := json.Unmarshal(b, &file); err != nil {
			t.Fatal(err)
		}
		s, err := core.Replay(Rules, file.Record, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := Result(s)
		for p := range s.NumPlayers() {
			if r.Scores[p] != s.Score(core.Player(p)) {
				t.Errorf("%s: seat P%d: Result scores %d, Score %d", name, p, r.Scores[p], s.Score(core.Player(p)))
			}
		}
		w := s.Winner()
		if w == NoFaction || w == StateFaction {
			continue
		}
		if got, need := r.Scores[r.Winners[0]], 4; got < need || got != s.Controlled(w) && s.NumPlayers() == 5 {
			t.Errorf("%s: the winning %s scores %d, controls %d spaces", name, famWord(w), got, s.Controlled(w))
		}
	}
}

// D6b GOVERNMENT PROTECTION, played by another Family at the checkpoint
// at the start of a turn (Config.AllCheckpoints), frees a mafioso whose return roll is still to
// come: he has no roll left, and the turn goes on (the tamper law found a
// turn that kept the roll on its agenda).
func TestGovernmentProtectionBeforeTheReturnRoll(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	put(&s, BossOf(Red)+1, Prison)
	give(&s, Black, GovernmentProtection)
	s, _ = turnCP(t, s, 0, 1, 1)
	s = passUntil(t, s, "P2 play government-protection R.P1")
	s, evs := doEv(t, s, "P2 play government-protection R.P1")
	for i := 0; i < 12 && s.dec != DecisionMove; i++ {
		var more []core.Event
		s, more = doEv(t, s, ToMove(s).String()+" pass")
		evs = append(evs, more...)
		if err := s.Check(); err != nil {
			t.Fatalf("%v\n%s", err, logOf(evs))
		}
	}
	if s.Location(BossOf(Red)+1) != PAL || countKind(evs, EventKindReturnRolled) != 0 {
		t.Fatalf("R.P1 at %v, after:\n%s", s.Location(BossOf(Red)+1), logOf(evs))
	}
}

// TestAShootoutWindowAsksItsTwoSidesWhateverTheirCards (House rule
// HOUSE-4.5): a card window asks the factions that could play a card
// there, each whenever its hand (whose size is public) is not empty,
// whatever cards it holds, so being asked tells nothing. In a shootout
// between Families those are its two sides: Special Weapons protects "your
// counter(s)" and Leatherheads eliminates "the target you are shooting
// at", so the State holding Leatherheads and a third Family holding
// Special Weapons are not asked; the target's Family, holding only a card
// useless there, is; with skip_empty_windows it is not.
func TestAShootoutWindowAsksItsTwoSidesWhateverTheirCards(t *testing.T) {
	for _, skip := range []bool{false, true} {
		s := fresh(t, 5)
		s.cfg.SkipEmptyWindows = skip
		put(&s, BossOf(Red), TER)
		put(&s, cCC1, SAG)
		put(&s, BossOf(Black), SST)
		give(&s, Black, WifeCheats)
		give(&s, StateFaction, Leatherheads)
		give(&s, Green, SpecialWeapons)
		s, _ = turn(t, s, 0, 1, 1, 1, 2)
		s = passUntil(t, s, "P1 move R.B sum to SST") // the State's Helicopter window
		s = do(t, s, "P1 move R.B sum to SST")
		s = passUntil(t, s, "P1 shoot R.B at N.B") // the Anti-Mafia Operation window, the checkpoints
		s, evs := doEv(t, s, "P1 shoot R.B at N.B")
		if !skip {
			if s.dec != DecisionShootout || ToMove(s) != 2 || Faction(s.wfac) != Black {
				t.Fatalf("the target's Family, holding a card, is not asked: %v to move\n%s", ToMove(s), logOf(evs))
			}
			s, evs = doEv(t, s, "P2 pass")
		}
		if s.dec == DecisionShootout || countKind(evs, EventKindShot) != 2 {
			t.Fatalf("skip %v: the State or green is asked, or no shots: %v to move\n%s", skip, ToMove(s), logOf(evs))
		}
	}
}

// cardPlayed is the card-played event among evs (the zero Event if none).
func cardPlayed(evs []core.Event) Event {
	for _, e := range evs {
		if ev := *e.(*Event); ev.Kind == EventKindCardPlayed {
			return ev
		}
	}
	return Event{}
}

// D6a HELICOPTER OPERATION and ATI STRIKE are played on no counter or
// space of their own: the card-played event names the grounded counter for
// ATI Strike, and no space for either.
func TestHelicopterAndATIStrikeEventsNameNoSpace(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, HelicopterOperation)
	s, _ = turn(t, s, 0, 3, 3)
	_, evs := doEv(t, s, "P0 play helicopter-operation -2 +2")
	if e := cardPlayed(evs); e.Card != HelicopterOperation || e.Target != NoCounter || e.Space != NoPlace {
		t.Errorf("Helicopter Operation's event: card %v, target %v, space %v; want no target, no space", e.Card, e.Target, e.Space)
	}
	s = fresh(t, 5)
	give(&s, StateFaction, ATIStrike)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.B die-1 to CAT by air")
	_, evs = doEv(t, s, "P0 play ati-strike")
	if e := cardPlayed(evs); e.Card != ATIStrike || e.Target != BossOf(Red) || e.Space != NoPlace {
		t.Errorf("ATI Strike's event: card %v, target %v, space %v; want R.B, no space", e.Card, e.Target, e.Space)
	}
}
