package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// determinizations deals n states p cannot tell from s.
func determinizations(s State, p core.Player, n int) []State {
	out := make([]State, n)
	for i := range out {
		out[i] = Determinize(s, p, core.NewRNG(uint64(i)))
	}
	return out
}

func corruptionPile(s State) bills {
	var b bills
	for q := int8(0); q < s.n; q++ {
		b.add(s.corr[q])
	}
	return b
}

// TestCourtClerkPeekIsRemembered: the Bill a Court Clerk showed its owner
// stays in the owner's View, and every determinization for the owner
// keeps it in the Corruption pile.
func TestCourtClerkPeekIsRemembered(t *testing.T) {
	s := trialScene(t)
	give(&s, 0, wCourtClerk)
	s.corr[1] = bills{b50kG: 1}
	s.billDeck[b50kG]--
	s.rng = s.rng.Force(1)
	s, _ = play(t, s, "P0 corrupt W14 5k", "P0 pass")
	v := View(s, 0)
	if v.SeenInCorruption(0) != (bills{b50kG: 1}) {
		t.Fatalf("P0's View forgot the peek: %v", v.SeenInCorruption(0))
	}
	if View(s, 1).SeenInCorruption(0) != (bills{}) {
		t.Fatal("P1 sees what P0's Court Clerk saw")
	}
	for i, d := range determinizations(v, 0, 40) {
		if corruptionPile(d)[b50kG] == 0 {
			t.Fatalf("determinization %d dealt the $50kG P0 saw elsewhere", i)
		}
		if err := validate(&d); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTailIsRemembered: the hand a Tail showed stays in its player's View
// until the cards are played, and determinizations keep them there.
func TestTailIsRemembered(t *testing.T) {
	s := trialScene(t)
	setHand(&s, 0, vcards{vTail: 1})
	setHand(&s, 1, vcards{vSnitch: 1, vWhack: 1})
	s, _ = play(t, s, "P0 play tail P1", "P0 pass")
	v := View(s, 0)
	if v.KnownHand(0, 1) != (vcards{vSnitch: 1, vWhack: 1}) || View(s, 2).KnownHand(0, 1) != (vcards{}) {
		t.Fatalf("P0 knows %v of P1's hand", v.KnownHand(0, 1))
	}
	for i, d := range determinizations(v, 0, 40) {
		if d.hand[1][vSnitch] != 1 || d.hand[1][vWhack] != 1 {
			t.Fatalf("determinization %d dealt P1 %v, not the Snitch and Whack P0 saw", i, d.hand[1])
		}
	}
	// P1 plays the Whack: P0 knows the Snitch is still there, not the Whack.
	s, _ = play(t, s, "P1 play whack P2", "P2 busy W05")
	if got := s.KnownHand(0, 1); got != (vcards{vSnitch: 1}) {
		t.Fatalf("after the Whack P0 knows %v", got)
	}
}

// TestCashInGiftIsRemembered: the active player of a Cash-in knows which
// Bill each player received, until that player's Bank loses a Bill
// unseen.
func TestCashInGiftIsRemembered(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, b50kI, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red", "P0 give 50k-innocent P1", "P0 keep")
	if s.KnownBank(0, 1) != (bills{b50kI: 1}) || View(s, 0).KnownBank(0, 1) != (bills{b50kI: 1}) {
		t.Fatalf("P0 knows %v of P1's Bank", s.KnownBank(0, 1))
	}
	for i, d := range determinizations(View(s, 0), 0, 40) {
		if d.bank[1][b50kI] == 0 {
			t.Fatalf("determinization %d moved the $50kI P0 gave P1", i)
		}
	}
	if View(s, 2).KnownBank(0, 1) != (bills{}) {
		t.Fatal("P2 sees what P0 knows")
	}
	s.bankLost(1, b5k, -1)
	if s.KnownBank(0, 1) != (bills{}) {
		t.Fatal("a Bill left P1's Bank unseen: P0 can no longer be sure of the $50kI")
	}
}

// TestDiscardedBillsAreRemembered: the bids of a contested auction are
// shown to everyone and discarded, and a sole winner knows the Bills it
// discarded unseen; determinizations leave them in the discard pile.
func TestDiscardedBillsAreRemembered(t *testing.T) {
	s := auctionScene(t, 0, 10)
	s, _ = play(t, s, "P0 bid W01 S1", "P0 add 10k-innocent", "P0 add 10k-guilty", "P0 pass",
		"P1 bid W11 S1", "P1 add 10k-guilty", "P1 pass", "P2 pass")
	for _, p := range []core.Player{0, 1, 2} {
		if s.KnownDiscards(p)[b10kG] != 2 || s.KnownDiscards(p)[b10kI] != 1 {
			t.Fatalf("%v knows %v of the discards", p, s.KnownDiscards(p))
		}
		for i, d := range determinizations(View(s, p), p, 20) {
			if d.billDisc[b10kG] < 2 || d.billDisc[b10kI] < 1 {
				t.Fatalf("determinization %d for %v moved the shown bids out of the discards", i, p)
			}
		}
	}
	// The Police Raid takes the discard pile back into the Bill pile.
	s.billDeck.add(s.billDisc)
	s.billDisc = bills{}
	s.forgetDiscards()
	if err := validate(&s); err != nil {
		t.Fatal(err)
	}
}

// TestDeterminizeDealsFromASplitAndReturnsTheRNGItWasGiven: the deal uses
// rng.Split(), and the state's chance to come is rng itself.
func TestDeterminizeDealsFromASplitAndReturnsTheRNGItWasGiven(t *testing.T) {
	s, _ := New(Config{Players: 4}, 3)
	r := core.NewRNG(77)
	if d := Determinize(s, 1, r); d.RNG() != r {
		t.Fatal("Determinize must return a state whose RNG is the rng it was given")
	}
}

// TestTallySubEachForgetsOneOfEveryType: subEach lowers every count above
// zero by one and leaves the zeros, for every tally.
func TestTallySubEachForgetsOneOfEveryType(t *testing.T) {
	for x := 0; x < 1<<16; x++ {
		k := tally(x)
		want := k
		for ty := 0; ty < 8; ty++ {
			want.sub(ty)
		}
		if k.subEach(); k != want {
			t.Fatalf("subEach(%#x) = %#x, want %#x", x, k, want)
		}
	}
}
