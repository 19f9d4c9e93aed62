package mafia

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// breaks checks that s obeys every law of a decoded position and that
// each edit, which breaks one law alone, is refused by Check with that
// law's code.
func breaks(t *testing.T, s State, edits []lawEdit) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("the position itself is refused: %v", err)
	}
	for _, e := range edits {
		b := s
		e.edit(&b)
		err := b.Check()
		var re *core.RuleError
		if want := Reasons.Texts[e.code].Name; !errors.As(err, &re) || re.Code != want {
			t.Errorf("%s: %v, want a refusal named %q", e.name, err, want)
		}
	}
}

// lawEdit is an edit of a valid position that breaks one law.
type lawEdit struct {
	name string
	edit func(*State)
	code rcode
}

// blockPosition is the red Picciotto arriving at Sant'Agata, where the
// black Boss may block it (D5b).
func blockPosition(t *testing.T) State {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	if s.dec != DecisionBlock {
		t.Fatalf("no block decision: %v", s.Decision())
	}
	return s
}

// D5b BOSSES: a block is the decision of an opposing Boss's owner about an
// arriving Picciotto in the Boss's space.
func TestABlockIsAnOpposingBossesDecisionAboutAnArrivingPicciotto(t *testing.T) {
	s := blockPosition(t)
	breaks(t, s, []lawEdit{
		{"no faction deciding", func(s *State) { s.wfac = -1 }, rLawBlockDecisionContext},
		{"the State deciding", func(s *State) { s.wfac = int8(StateFaction) }, rLawBlockDecisionContext},
		{"the mover's own Family deciding", func(s *State) { s.wfac = int8(Red) }, rLawBlockDecisionContext},
		{"the Boss elsewhere", func(s *State) { s.loc[BossOf(Black)] = int8(CAT) }, rLawBlockDecisionContext},
		{"about another counter", func(s *State) { s.target = int8(BossOf(Black)) }, rLawDecisionNotAboutTheMover},
	})
}

// D5b: the moved counter's actions are its owner's decision, about the
// counter whose activities are under way.
func TestTheActionsAreTheMoversOwnersDecision(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black)+1, SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	if s.dec != DecisionActions {
		t.Fatalf("no actions decision: %v", s.Decision())
	}
	breaks(t, s, []lawEdit{
		{"another Family deciding", func(s *State) { s.wfac = int8(Black) }, rLawWrongFactionDecides},
		{"about another counter", func(s *State) { s.target = int8(BossOf(Black)) }, rLawDecisionNotAboutTheMover},
		{"the mover moved away", func(s *State) { s.loc[BossOf(Red)+1] = int8(CAT) }, rLawDecisionNotAboutTheMover},
	})
}

// D5b CARABINIERI: resisting is the decision of a Picciotto's owner about
// the moved Carabiniere's arrest in its space.
func TestResistingIsAPicciottosDecisionAboutTheCarabinieresArrest(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, SST)
	put(&s, BossOf(Red), SST)
	s, _ = turn(t, s, 2, 1, 1)
	s = do(t, s, "P0 move CC1 sum to SST")
	s = do(t, s, "P0 arrest R.P1")
	s.turns = 2 // the State's first turn
	if s.dec != DecisionResist {
		t.Fatalf("no resist decision: %v", s.Decision())
	}
	breaks(t, s, []lawEdit{
		{"about a Boss", func(s *State) { s.target = int8(BossOf(Red)) }, rLawResistDecisionContext},
		{"about no counter", func(s *State) { s.target = -1 }, rLawResistDecisionContext},
		{"the Picciotto elsewhere", func(s *State) { s.loc[BossOf(Red)+1] = int8(CAT) }, rLawResistDecisionContext},
		{"another Family deciding", func(s *State) { s.wfac = int8(Black) }, rLawWrongFactionDecides},
	})
}

// D4 and HOUSE-4.1: a movement leg is accepted exactly when Legal lists
// it: one counter by the sum, or one die each for two different counters
// when a second counter can use the other die; in the 4-player game (G3)
// one State counter by one die. Every leg a counter, die, space, facing
// and air link could spell is tried at the movement decisions of random
// games of each size.
func TestAMovementLegIsAcceptedExactlyWhenLegalListsIt(t *testing.T) {
	for players := 2; players <= 5; players++ {
		rng := core.NewRNG(uint64(40 + players))
		seen := map[Decision]int{}
		games := 6
		if testing.Short() {
			games = 2
		}
		for game := 0; game < games; game++ {
			s, err := New(Config{Players: players, AutoControlRolls: true}, uint64(game))
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 3000 && !Over(s); i++ {
				legal := Legal(s)
				if s.dec == DecisionMove || s.dec == DecisionSecondMove || s.dec == DecisionStateMove {
					seen[s.dec]++
					legsAgree(t, s)
				}
				var k int
				k, rng = rng.IntN(len(legal))
				s, _, err = Apply(s, legal[k])
				if err != nil {
					t.Fatal(err)
				}
			}
		}
		if seen[DecisionMove] == 0 || seen[DecisionSecondMove] == 0 || players == 4 && seen[DecisionStateMove] == 0 {
			t.Errorf("%d players: movement decisions seen %v", players, seen)
		}
	}
}
