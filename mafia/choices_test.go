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
	if countKind(evs, EvShootout) != 0 || s.Location(BossOf(Black)) != SST {
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
	if !hasLegal(s, "P1 roll") {
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
	if !hasLegal(s, "P1 shoot N.P1") || !hasLegal(s, "P1 done") {
		t.Fatalf("the Picciotto's actions %v", legalStrings(s))
	}
	s, evs := doEv(t, s, "P1 done")
	if countKind(evs, EvShootout) != 0 || !hasLegal(s, "P1 roll") {
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
	s = passUntil(t, s, "P0 move SISDE d1 to LEN")
	s = do(t, s, "P0 move SISDE d1 to LEN")
	s = do(t, s, "P0 move CC1 d2 to SST")
	s = passUntil(t, s, "P0 undercover N.P1")
	if !hasLegal(s, "P0 done") {
		t.Fatalf("no way to decline: %v", legalStrings(s))
	}
	s = do(t, s, "P0 done")
	if s.Location(BossOf(Black)+1) != LEN {
		t.Fatal("the Picciotto was sent home though the State declined")
	}
}
