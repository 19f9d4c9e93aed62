package mafia

import (
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// D6a ANTI-MAFIA OPERATION: at the window after a Family's movement the
// State may pass, or play the card on a space where a mafioso ended its
// move: each such space once, in the order of the spaces, and no space
// only a State counter reached (the 4-player game's State move): the card
// played on Sant'Agata, which no mafioso reached, is refused.
func TestAntiMafiaOperationIsOfferedOnEachSpaceAMafiosoReached(t *testing.T) {
	for _, c := range []struct {
		name    string
		players int
		moves   []string
		want    []string
	}{
		{"two Picciotti to one space", 5, []string{"P1 move R.P1 die-2 to TER", "P1 move R.P2 die-1 to TER"},
			[]string{"P0 pass", "P0 play anti-mafia-operation TER"}},
		{"two Picciotti to two spaces", 5, []string{"P1 move R.P1 die-1 to BAG", "P1 move R.P2 die-2 to CEF"},
			[]string{"P0 pass", "P0 play anti-mafia-operation BAG", "P0 play anti-mafia-operation CEF"}},
		{"the later leg to the earlier space", 5, []string{"P1 move R.P1 die-2 to TER", "P1 move R.B die-1 to BAG"},
			[]string{"P0 pass", "P0 play anti-mafia-operation BAG", "P0 play anti-mafia-operation TER"}},
		{"a Carabiniere's State move after two mafiosi's", 4, []string{"P0 move R.P1 die-1 to BAG", "P0 move R.P2 die-2 to TER", "P0 move CC1 die-2 to SST"},
			[]string{"P0 pass", "P0 play anti-mafia-operation BAG", "P0 play anti-mafia-operation TER"}},
	} {
		s := fresh(t, c.players)
		if c.players == 5 {
			put(&s, BossOf(Red)+2, BAG)
		}
		give(&s, StateFaction, AntiMafiaOperation)
		s, _ = turn(t, s, 0, 1, 2)
		s = do(t, s, "P0 pass") // Helicopter
		for _, m := range c.moves {
			s = do(t, s, m)
		}
		if s.dec != DecisionAntiMafiaOperation {
			t.Fatalf("%s: decision %v, want the Anti-Mafia Operation window", c.name, s.Decision())
		}
		if got := legalStrings(s); !slices.Equal(got, c.want) {
			t.Errorf("%s: legal %q, want %q", c.name, got, c.want)
		}
		if m := PlayOnSpaceMove(0, AntiMafiaOperation, SST); s.check(m).Code() != core.ReasonCode(rTargetAMO) {
			t.Errorf("%s: the card on SST: %q, want %s", c.name, Reasons.Text(s.check(m), m), Reasons.Texts[rTargetAMO].Name)
		}
	}
}

// D6a LEATHERHEADS and D6b SPECIAL WEAPONS: at a declared shootout a
// Family holding Special Weapons may play it, and the State holding
// Leatherheads may play that; each side is offered its own card.
func TestShootoutWindowOffersEachSideItsOwnCard(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	give(&s, Black, SpecialWeapons)
	s, _ = turn(t, s, 0, 1, 1, 3, 2)
	s = do(t, s, "P1 move R.B sum to SST")
	s = do(t, s, "P1 shoot R.B at N.B")
	if got, want := legalStrings(s), []string{"P2 pass", "P2 play special-weapons"}; s.dec != DecisionShootout || !slices.Equal(got, want) {
		t.Errorf("black holding Special Weapons at a shootout: %v %q, want %q", s.Decision(), got, want)
	}

	s = fresh(t, 5)
	put(&s, BossOf(Red)+1, SST)
	give(&s, StateFaction, Leatherheads)
	give(&s, Red, SpecialWeapons)
	s, _ = turn(t, s, 2, 1, 1, 2, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P0 move CC1 sum to SST")
	s = do(t, s, "P0 arrest R.P1")
	s = do(t, s, "P1 resist")
	if got, want := legalStrings(s), []string{"P0 pass", "P0 play leatherheads"}; s.dec != DecisionShootout || !slices.Equal(got, want) {
		t.Errorf("the State holding Leatherheads at a shootout: %v %q, want %q", s.Decision(), got, want)
	}
	s = do(t, s, "P0 pass")
	if got, want := legalStrings(s), []string{"P1 pass", "P1 play special-weapons"}; s.dec != DecisionShootout || !slices.Equal(got, want) {
		t.Errorf("red holding Special Weapons at the same shootout: %v %q, want %q", s.Decision(), got, want)
	}
}

// D6c: at an "any time" checkpoint of its own turn the State holding both
// SISDE cards of a Family may convert that Family's Boss's detention into
// an arrest: it is offered for a Boss in the Station whose pair it holds,
// not for one whose pair it lacks. A conversion naming no Boss (no
// counter, a counter past the last, a Picciotto) is refused as no counter.
func TestTheStateConvertsTheDetentionOfABossWhosePairItHolds(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Black), Station)
	put(&s, BossOf(Red), Station)
	give(&s, StateFaction, SISDEBlack1, SISDEBlack2, SISDERed1)
	s, _ = turnCP(t, s, 2, 1, 1)
	if got, want := legalStrings(s), []string{"P0 pass", "P0 convert N.B"}; s.dec != DecisionCheckpoint || !slices.Equal(got, want) {
		t.Errorf("the State's checkpoint: %v %q, want %q", s.Decision(), got, want)
	}
	for _, c := range []struct {
		name   string
		target Counter
	}{{"no counter (-1)", NoCounter}, {"a counter past the last", NumCounters}, {"a Picciotto", BossOf(Black) + 1}} {
		m := ConvertMove(0, c.target)
		if r := s.check(m); r.Code() != core.ReasonCode(rNoCounter) {
			t.Errorf("converting %s: %q, want %s", c.name, Reasons.Text(r, m), Reasons.Texts[rNoCounter].Name)
		}
	}
}

// D6b VISIT OF AN AMERICAN BOSS: at its checkpoint a Family holding the
// card may add a control counter to any controlled space, the red
// Family's (faction 0) as well as another's; with VisitOwnFamilyOnly
// only to its own.
func TestAmericanBossIsOfferedOnEveryControlledSpace(t *testing.T) {
	s := fresh(t, 5)
	s.ctrl[SST], s.ctrlN[SST] = int8(Red), 1
	s.ctrl[SAG], s.ctrlN[SAG] = int8(Black), 1
	give(&s, Red, AmericanBoss)
	s, _ = turnCP(t, s, 0, 1, 1)
	if got, want := legalStrings(s), []string{"P1 pass", "P1 play visit-of-an-american-boss SST", "P1 play visit-of-an-american-boss SAG"}; !slices.Equal(got, want) {
		t.Errorf("red's checkpoint: %q, want %q", got, want)
	}
	s.cfg.VisitOwnFamilyOnly = true
	if got, want := legalStrings(s), []string{"P1 pass", "P1 play visit-of-an-american-boss SST"}; !slices.Equal(got, want) {
		t.Errorf("red's checkpoint, VisitOwnFamilyOnly: %q, want %q", got, want)
	}
}

// D6b GOVERNMENT PROTECTION, PROTECTION OF A NOTABLE PERSON and VISIT OF
// AN AMERICAN BOSS: a card's target is a counter or a space of the game;
// one outside the game (none, or an id past the last) is refused in the
// words of what the card takes, and the first space, Palermo (id 0), is a
// space like any other.
func TestACardsTargetIsACounterOrASpaceOfTheGame(t *testing.T) {
	s := fresh(t, 5)
	s.ctrl[PAL], s.ctrlN[PAL] = int8(Black), 1
	give(&s, Red, GovernmentProtection, NotableProtection, AmericanBoss)
	s, _ = turnCP(t, s, 0, 1, 1)
	for _, c := range []struct {
		name string
		m    Move
		want rcode
	}{
		{"Government Protection on no counter", PlayOnCounterMove(1, GovernmentProtection, NoCounter), rTargetPrison},
		{"Government Protection past the last counter", PlayOnCounterMove(1, GovernmentProtection, NumCounters), rTargetPrison},
		{"Notable Protection on no counter", PlayOnCounterMove(1, NotableProtection, NoCounter), rTargetStation},
		{"Notable Protection past the last counter", PlayOnCounterMove(1, NotableProtection, NumCounters), rTargetStation},
		{"the American Boss on no space", PlayOnSpaceMove(1, AmericanBoss, NoPlace), rTargetAmericanBoss},
		{"the American Boss past the last space", PlayOnSpaceMove(1, AmericanBoss, NumSpaces), rTargetAmericanBoss},
	} {
		if r := s.check(c.m); r.Code() != core.ReasonCode(c.want) {
			t.Errorf("%s: %q, want %s", c.name, Reasons.Text(r, c.m), Reasons.Texts[c.want].Name)
		}
	}
	m := PlayOnSpaceMove(1, AmericanBoss, PAL)
	if r := s.check(m); !r.OK() {
		t.Errorf("the American Boss on Palermo, which black controls: %q", Reasons.Text(r, m))
	}
}

// D6 and H6: in the 2-player game the Prefetto eliminated returns every
// State card of the player acting for the State, those drawn this State
// turn and those held from before, which expire at its end; the other
// hands keep theirs (here green's, the acting player's own Family's).
func TestThePrefettosEliminationReturnsEveryStateCardOfItsPlayer(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Black)+1, CEF)
	s.hand[5] |= 1 << uint(GovernmentFalls) // P0 holds it from before
	s.deck[Roma].Remove(GovernmentFalls)
	give(&s, Black, KillersLasVegas)
	give(&s, Green, WifeCheats)
	s, _ = turn(t, s, 2, 1, 2, 1, 2) // the State's turn: P0 acts for it
	s.hand[5] |= 1 << uint(Wiretap)  // drawn this turn
	s.deck[Roma].Remove(Wiretap)
	s = passUntil(t, s, "P0 move prefetto sum to CEF")
	s = do(t, s, "P0 move prefetto sum to CEF")
	s = passUntil(t, s, "P1 play killers-from-las-vegas")
	s = do(t, s, "P1 play killers-from-las-vegas")
	s, evs := doEv(t, s, "P0 pass") // N.P1 hits on the 1
	if s.Location(CPrefetto) != Continent {
		t.Fatalf("the Prefetto at %v, want eliminated\n%s", s.Location(CPrefetto), logOf(evs))
	}
	returned := 0
	for _, e := range evs {
		if ev := e.(*Event); ev.Kind == EventKindCardsReturned && ev.Faction == StateFaction {
			returned += int(ev.Count)
		}
	}
	if s.hand[5] != 0 || s.hand[7] != 0 || s.DeckSize(Roma) != 8 || returned != 2 {
		t.Errorf("after the Prefetto's elimination P0's State cards are %v and %v, the Roma deck %d, %d cards returned; want none, 8, 2\n%s", s.hand[5], s.hand[7], s.DeckSize(Roma), returned, logOf(evs))
	}
	if s.hand[Green] != 1<<uint(WifeCheats) {
		t.Errorf("green's hand after the Prefetto's elimination: %v, want Your Wife Cheats on You alone", s.hand[Green])
	}
}
