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
// counter, a counter past the last, a Picciotto) is refused as no counter;
// the red Boss's (the first Family counter) is accepted.
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
	// the red Boss, the first Family counter, is a Boss like the others
	s = fresh(t, 5)
	put(&s, BossOf(Red), Station)
	give(&s, StateFaction, SISDERed1, SISDERed2)
	s, _ = turnCP(t, s, 2, 1, 1)
	if got, want := legalStrings(s), []string{"P0 pass", "P0 convert R.B"}; !slices.Equal(got, want) {
		t.Errorf("the State's checkpoint with the red pair: %q, want %q", got, want)
	}
	if m := ConvertMove(0, BossOf(Red)); !s.check(m).OK() {
		t.Errorf("converting R.B's detention: %q", Reasons.Text(s.check(m), m))
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

// D6: a card played names its own target alone: the counter of a card
// played on a counter (Government Protection, Protection of a Notable
// Person, both SISDE cards converting a detention), the space of one
// played on a space (Anti-Mafia Operation, the American Boss), neither
// for the others (Wiretap, Mole in Prefecture, Your Wife Cheats on You,
// Government Falls): its card-played events say so.
func TestACardPlayedNamesItsOwnTargetAlone(t *testing.T) {
	checkpoint := func(slot int, edit func(*State)) func() State {
		return func() State {
			s := fresh(t, 5)
			edit(&s)
			s, _ = turnCP(t, s, slot, 1, 1)
			return s
		}
	}
	for _, c := range []struct {
		name   string
		at     func() State
		play   string
		cards  []Card
		target Counter
		space  Place
	}{
		{"Anti-Mafia Operation", func() State {
			s := fresh(t, 5)
			put(&s, BossOf(Red)+1, TER)
			put(&s, cCC1, SAG)
			give(&s, StateFaction, AntiMafiaOperation)
			s, _ = turn(t, s, 0, 1, 1, 2)
			s = do(t, s, "P0 pass") // Helicopter
			return do(t, s, "P1 move R.P1 sum to SST")
		}, "P0 play anti-mafia-operation SST", []Card{AntiMafiaOperation}, NoCounter, SST},
		{"Wiretap", func() State {
			s := fresh(t, 5)
			give(&s, StateFaction, Wiretap)
			s, _ = turn(t, s, 0, 1, 2)
			s = do(t, s, "P0 pass") // Helicopter
			s = do(t, s, "P1 move R.B sum to CEF")
			return passUntil(t, s, "P0 play wiretap")
		}, "P0 play wiretap", []Card{Wiretap}, NoCounter, NoPlace},
		{"Government Protection", checkpoint(0, func(s *State) {
			put(s, BossOf(Black)+1, Prison)
			give(s, Red, GovernmentProtection)
		}), "P1 play government-protection N.P1", []Card{GovernmentProtection}, BossOf(Black) + 1, NoPlace},
		{"Protection of a Notable Person", checkpoint(0, func(s *State) {
			put(s, BossOf(Red), Station)
			give(s, Red, NotableProtection)
		}), "P1 play protection-of-a-notable-person R.B", []Card{NotableProtection}, BossOf(Red), NoPlace},
		{"the American Boss", checkpoint(0, func(s *State) {
			s.ctrl[SST], s.ctrlN[SST] = int8(Red), 1
			give(s, Red, AmericanBoss)
		}), "P1 play visit-of-an-american-boss SST", []Card{AmericanBoss}, NoCounter, SST},
		{"Mole in Prefecture", checkpoint(0, func(s *State) { give(s, Red, MoleInPrefecture) }),
			"P1 play mole-in-prefecture", []Card{MoleInPrefecture}, NoCounter, NoPlace},
		{"Your Wife Cheats on You", checkpoint(0, func(s *State) { give(s, Red, WifeCheats) }),
			"P1 play your-wife-cheats-on-you", []Card{WifeCheats}, NoCounter, NoPlace},
		{"Government Falls", checkpoint(2, func(s *State) { give(s, StateFaction, GovernmentFalls) }),
			"P0 play government-falls", []Card{GovernmentFalls}, NoCounter, NoPlace},
		{"the SISDE pair converting a detention", checkpoint(2, func(s *State) {
			put(s, BossOf(Black), Station)
			give(s, StateFaction, SISDEBlack1, SISDEBlack2)
		}), "P0 convert N.B", []Card{SISDEBlack1, SISDEBlack2}, BossOf(Black), NoPlace},
	} {
		_, evs := doEv(t, c.at(), c.play)
		var cards []Card
		for _, e := range evs {
			if ev := *e.(*Event); ev.Kind == EventKindCardPlayed {
				cards = append(cards, ev.Card)
				if ev.Target != c.target || ev.Space != c.space {
					t.Errorf("%s: %v played on counter %v, space %v; want %v, %v", c.name, ev.Card, ev.Target, ev.Space, c.target, c.space)
				}
			}
		}
		if !slices.Equal(cards, c.cards) {
			t.Errorf("%s: cards played %v, want %v", c.name, cards, c.cards)
		}
	}
}

// D6b MOLE IN PREFECTURE and HOUSE-H6b: the player who plays the card
// remembers the State cards it showed, whichever seat plays it: here P0,
// the first seat, in the 2-player game while P1 acts for the State with
// a State card of its own, which P0 knows from then on.
func TestMoleInPrefectureIsRememberedByTheFirstSeatToo(t *testing.T) {
	s := fresh(t, 2)
	s.hand[6] |= 1 << uint(Wiretap) // P1's own State card
	s.deck[Roma].Remove(Wiretap)
	give(&s, Red, MoleInPrefecture)
	s, _ = turnCP(t, s, 0, 1, 1) // red's turn (P0): P1 acts for the State
	s = passUntil(t, s, "P0 play mole-in-prefecture")
	s = do(t, s, "P0 play mole-in-prefecture")
	if got := s.Known(0); !slices.Equal(got, []Card{Wiretap}) {
		t.Errorf("P0 knows %v after Mole in Prefecture, want Wiretap", got)
	}
	if got := View(s, 0).Hand(StateFaction); !slices.Equal(got, []Card{Wiretap}) {
		t.Errorf("P0 reads the State's hand as %v, want Wiretap", got)
	}
}

// HOUSE-4.5: with Config.AllCheckpoints the "any time" checkpoint after
// movement comes before the moved counters' activities, the one after an
// activity step during them, the one at the end of the turn when only the
// end is left, and none but those after the returns and at the end opens
// without AllCheckpoints; a position breaking one of those laws alone is
// refused with its code.
func TestTheCheckpointsOpenWhereTheTurnIs(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	give(&s, Red, WifeCheats)
	s, _ = turn(t, s, 0, 1, 2)
	moved := do(t, s, "P1 move R.P1 sum to CEF")
	if moved.dec != DecisionCheckpoint || moved.cp != cpMoved {
		t.Fatalf("after movement: %v at checkpoint %d, want the after-movement checkpoint", moved.Decision(), moved.cp)
	}
	breaks(t, moved, []lawEdit{
		{"after movement, opened without AllCheckpoints", func(s *State) { s.cfg.AllCheckpoints = false }, rLawCheckpointNotOpened},
		{"after movement, called the end of the turn's", func(s *State) { s.cp = cpEnd }, rLawWindowNotAtTheEnd},
	})
	step := do(t, moved, "P1 pass")
	if step.dec != DecisionCheckpoint || step.cp != cpStep {
		t.Fatalf("after the first step: %v at checkpoint %d, want the after-step checkpoint", step.Decision(), step.cp)
	}
	breaks(t, step, []lawEdit{
		{"after a step, called the after-movement checkpoint", func(s *State) { s.cp = cpMoved }, rLawWindowBeforeTheActivities},
	})
}

// D6a ANTI-MAFIA OPERATION and HOUSE-4.5: the window opens after a
// mafioso's movement, before the activities: above the end of the turn
// and its checkpoint, with the moved counters' activities still to come
// and none begun. A window with no activities left, or opened during a
// moved counter's activities, is refused (anti-mafia-window-context).
func TestTheAntiMafiaWindowComesBeforeTheActivities(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, AntiMafiaOperation)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.P1 sum to CEF")
	if s.dec != DecisionAntiMafiaOperation {
		t.Fatalf("after R.P1's move: %v, want the Anti-Mafia Operation window", s.Decision())
	}
	breaks(t, s, []lawEdit{
		{"no activities left", func(s *State) {
			for s.todo.n > 2 {
				s.todo.pop()
			}
		}, rLawAntiMafiaWindowContext},
	})
	// the checkpoint after R.P1's first activity step, turned into the
	// window: leg 0's activities are under way
	s = fresh(t, 5)
	s.cfg.AllCheckpoints = true
	give(&s, Red, WifeCheats)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P1 move R.P1 sum to CEF")
	s = do(t, s, "P1 pass")
	if s.dec != DecisionCheckpoint || s.cp != cpStep || s.acting() != 0 {
		t.Fatalf("after R.P1's first step: %v at checkpoint %d, leg %d acting; want the after-step checkpoint of leg 0", s.Decision(), s.cp, s.acting())
	}
	breaks(t, s, []lawEdit{
		{"the window during leg 0's activities", func(s *State) {
			s.dec, s.wfac, s.cp, s.wmask = DecisionAntiMafiaOperation, int8(StateFaction), 0, 0
		}, rLawAntiMafiaWindowContext},
	})
}

// D6a WIRETAP: the window before a Boss's call to the USA from a
// telephone is the State's alone: a position where a Family decides it,
// or where it asks a Family too, is refused with that law's code.
func TestTheWiretapWindowIsTheStatesAlone(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, Wiretap)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.B sum to CEF")
	s = passUntil(t, s, "P0 play wiretap")
	if s.dec != DecisionWiretap {
		t.Fatalf("after R.B's move to the telephone: %v, want the Wiretap window", s.Decision())
	}
	breaks(t, s, []lawEdit{
		{"red deciding", func(s *State) { s.wfac = int8(Red) }, rLawWrongFactionDecides},
		{"red asked too", func(s *State) { s.wmask |= famBit(Red) }, rLawWindowAsksOthers},
	})
}

// D6a SUPPORT OF THE JUDICIARY and HOUSE-4.5: the window Government
// Protection opens at an "any time" checkpoint belongs to that
// checkpoint: once the State has answered, the checkpoint goes on and
// asks the factions it had not asked yet (here black, holding a card).
func TestTheJudiciaryWindowOfACheckpointKeepsItOpen(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Black)+1, Prison)
	give(&s, Red, GovernmentProtection)
	give(&s, Black, WifeCheats)
	give(&s, StateFaction, SupportJudiciary)
	s, _ = turnCP(t, s, 0, 1, 1)
	s = do(t, s, "P1 play government-protection N.P1")
	if s.dec != DecisionSupportOfTheJudiciary {
		t.Fatalf("after Government Protection: %v, want the Support of the Judiciary window", s.Decision())
	}
	s = do(t, s, "P0 pass")
	if got, want := legalStrings(s), []string{"P2 pass", "P2 play your-wife-cheats-on-you"}; s.dec != DecisionCheckpoint || !slices.Equal(got, want) {
		t.Errorf("after the State's answer: %v %q, want the checkpoint asking black %q", s.Decision(), got, want)
	}
}
