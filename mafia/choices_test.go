package mafia

import "testing"

// The permissions of D5b are choices: each one can be declined, and a
// decline leaves the position as the rule would without the action.

// TestPrefettoMayLetABossBe: the Prefetto "may detain" a Boss (D5b): the
// State may pass, and the Boss stays.
func TestPrefettoMayLetABossBe(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cPrefetto, SST)
	put(&s, BossOf(Red), TER)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.B sum to SST")
	if !hasLegal(s, "P0 pass") {
		t.Fatalf("the State cannot let the Boss be: %v", legalStrings(s))
	}
	s = do(t, s, "P0 pass")
	if s.Location(BossOf(Red)) != SST {
		t.Fatal("the Boss was taken though the State passed")
	}
}

// TestCarabiniereArrestIsAChoice: a Carabiniere "can conduct detention
// actions ... and arrest Picciotti" (D5b): the State may be done without
// arresting.
func TestCarabiniereArrestIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, SST)
	s, _ = turn(t, s, 2, 1, 1)
	s = do(t, s, "P0 move CC1 sum to SST")
	if !hasLegal(s, "P0 arrest R.P1") || !hasLegal(s, "P0 done") {
		t.Fatalf("the CC's actions %v", legalStrings(s))
	}
	s = do(t, s, "P0 done")
	if s.Location(BossOf(Red)+1) != SST {
		t.Fatal("the Picciotto was arrested though the State was done")
	}
}

// TestBossShootoutIsAChoice: a Boss "can engage in a shootout with an
// opposing boss" (D5b): its owner may be done instead; no die is rolled.
func TestBossShootoutIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.B sum to SST")
	s, evs := doEv(t, s, "P1 done")
	if countKind(evs, EventKindShootoutStarted) != 0 || s.Location(BossOf(Black)) != SST {
		t.Fatalf("a shootout without the choice:\n%s", logOf(evs))
	}
}

// TestBossBlockIsAChoice: a Boss "can prevent" opposing Picciotti from
// acting (D5b): its owner may allow them, and the Picciotto then acts.
func TestBossBlockIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black), SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	s = do(t, s, "P2 allow")
	if !hasLegal(s, "P1 roll R.P1") {
		t.Fatalf("the allowed Picciotto may not roll for control: %v", legalStrings(s))
	}
}

// TestPicciottoShootoutIsAChoice: Picciotti "can also initiate shootouts
// with other Picciotti" (D5b): the owner may be done instead.
func TestPicciottoShootoutIsAChoice(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	put(&s, BossOf(Black)+1, SST)
	s, _ = turn(t, s, 0, 1, 1)
	s = do(t, s, "P1 move R.P1 sum to SST")
	if !hasLegal(s, "P1 shoot R.P1 at N.P1") || !hasLegal(s, "P1 done") {
		t.Fatalf("the Picciotto's actions %v", legalStrings(s))
	}
	s, evs := doEv(t, s, "P1 done")
	if countKind(evs, EventKindShootoutStarted) != 0 || !hasLegal(s, "P1 roll R.P1") {
		t.Fatalf("done did not skip the shootout:\n%s%v", logOf(evs), legalStrings(s))
	}
}

// D5b CARABINIERI: a Carabiniere "can conduct detention actions": the
// State may also leave a Boss it reaches alone ("done").
func TestCarabiniereMayDeclineToDetain(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, TER)
	put(&s, BossOf(Black), SST)
	s, _ = turn(t, s, 2, 1, 1) // the State's turn
	s = do(t, s, "P0 move CC1 sum to SST")
	if !hasLegal(s, "P0 detain N.B") || !hasLegal(s, "P0 done") {
		t.Fatalf("no detention choice: %v", legalStrings(s))
	}
	s = do(t, s, "P0 done")
	if s.Location(BossOf(Black)) != SST {
		t.Fatal("the Boss was detained though the State declined")
	}
}

// H8: the undercover operation "may cause one ... to be removed": the
// State's player may also send nobody home ("done").
func TestSISDEMayDeclineTheUndercoverOperation(t *testing.T) {
	s := fresh(t, 2)
	put(&s, BossOf(Black)+1, LEN)
	s, _ = turn(t, s, 2, 1, 2)
	s = passUntil(t, s, "P0 move sisde die-1 to LEN")
	s = do(t, s, "P0 move sisde die-1 to LEN")
	s = do(t, s, "P0 move CC1 die-2 to SST")
	s = passUntil(t, s, "P0 undercover N.P1")
	if !hasLegal(s, "P0 done") {
		t.Fatalf("no way to decline: %v", legalStrings(s))
	}
	s = do(t, s, "P0 done")
	if s.Location(BossOf(Black)+1) != LEN {
		t.Fatal("the Picciotto was sent home though the State declined")
	}
}

// Every constructor builds the move its notation reads back, and the
// moves that name a counter name the one that acts.
func TestConstructorsBuildWhatTheNotationReads(t *testing.T) {
	for _, c := range []struct {
		m    Move
		text string
	}{
		{HomeMove(1, Red, PAL), "P1 home red PAL"},
		{PassMove(0), "P0 pass"},
		{MovementMove(1, BossOf(Red), FirstDie, CAT, NoHeading, true), "P1 move R.B die-1 to CAT by air"},
		{PlayMove(0, Wiretap), "P0 play wiretap"},
		{PlayOnCounterMove(1, GovernmentProtection, BossOf(Black)+1), "P1 play government-protection N.P1"},
		{PlayOnSpaceMove(0, AntiMafiaOperation, SST), "P0 play anti-mafia-operation SST"},
		{HelicopterMove(0, -1, 2), "P0 play helicopter-operation -1 +2"},
		{DetainMove(0, BossOf(Red), true), "P0 detain R.B with lair"},
		{ArrestMove(0, BossOf(Red)+2, false), "P0 arrest R.P2"},
		{ConvertMove(0, BossOf(Black)), "P0 convert N.B"},
		{ResistMove(1), "P1 resist"},
		{SubmitMove(1), "P1 submit"},
		{BlockMove(2), "P2 block"},
		{AllowMove(2), "P2 allow"},
		{ShootMove(1, BossOf(Red), BossOf(Black)), "P1 shoot R.B at N.B"},
		{DiscardMove(3, WifeCheats), "P3 discard your-wife-cheats-on-you"},
		{DoneMove(1), "P1 done"},
		{RemoveControlMove(0), "P0 remove-control"},
		{UndercoverMove(0, BossOf(Black)+1), "P0 undercover N.P1"},
		{RollMove(1, BossOf(Red)+1), "P1 roll R.P1"},
		{DeclineMove(1), "P1 decline"},
	} {
		if got := c.m.String(); got != c.text {
			t.Errorf("%+v writes %q, want %q", c.m, got, c.text)
		}
		if back, err := ParseMove(c.text); err != nil || back != c.m {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", c.text, back, err, c.m)
		}
	}
}
