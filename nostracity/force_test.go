package nostracity

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// ForceNextStreetCard makes the next Street card drawn the one asked, for
// every card of the Street pile, and refuses a card that is not there.
func TestForceNextStreetCardIsTheNextCardRevealed(t *testing.T) {
	s, _ := New(Config{Players: 4}, 3)
	n := 0
	for c := Card(0); c < numStreet; c++ {
		f, err := s.ForceNextStreetCard(c)
		if s.streetDeck&(1<<uint(c)) == 0 {
			if !errors.Is(err, core.ErrBadState) {
				t.Errorf("forcing %v, not in the Street pile: %v, want ErrBadState", c, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("forcing %v: %v", c, err)
		}
		if got := f.drawStreet(); got != int8(c) {
			t.Errorf("forced %v, drew %v", c, Card(got))
		}
		n++
	}
	if n == 0 {
		t.Fatal("no card in the Street pile: the test tests nothing")
	}
}

// ForceNextBill makes the next Bill drawn the one asked, for every type
// in the Bill pile, the Police Raid included; a type the pile lacks is
// refused.
func TestForceNextBillIsTheNextBillDrawn(t *testing.T) {
	s, _ := New(Config{Players: 3}, 5)
	for b := Bill5k; b <= PoliceRaid; b++ {
		f, err := s.ForceNextBill(b)
		if err != nil {
			t.Fatalf("forcing %v: %v", b, err)
		}
		var ev evbuf
		if got := f.drawBill(&ev, 0); got != int(b) {
			t.Errorf("forced %v, drew %v", b, Bill(got))
		}
	}
	s.billDeck[b50kG] = 0
	if _, err := s.ForceNextBill(Bill50kG); !errors.Is(err, core.ErrBadState) {
		t.Errorf("forcing a Bill the pile lacks: %v, want ErrBadState", err)
	}
}

// Forced through a move: the Police Raid forced before a Cash-in comes up
// as the Cash-in's first Bill.
func TestForcedPoliceRaidComesUpInTheNextCashIn(t *testing.T) {
	s, _ := New(Config{Players: 3}, 5)
	var cashIn Move
	for _, m := range Legal(s) {
		if m.Kind == MoveKindCashIn {
			cashIn = m
			break
		}
	}
	if cashIn.Kind == 0 {
		t.Fatal("no Cash-in at the start")
	}
	f, err := s.ForceNextBill(PoliceRaid)
	if err != nil {
		t.Fatal(err)
	}
	_, evs, err := Apply(f, cashIn)
	if err != nil {
		t.Fatal(err)
	}
	raid := false
	for _, e := range evs {
		ne, ok := e.(*Event)
		raid = raid || ok && ne.Kind == EventKindPoliceRaidDrawn
	}
	if !raid {
		t.Errorf("%v after forcing the Police Raid: no Raid in %v", cashIn, evs)
	}
}

// ForceNextVendettaCard makes the next Vendetta card drawn the one asked,
// for every card of the pile; with the pile empty, it forces the draw
// from the discards that are taken back.
func TestForceNextVendettaCardIsTheNextCardDrawn(t *testing.T) {
	s, _ := New(Config{Players: 3}, 7)
	for v := FBISnitch; v < HiddenVendetta; v++ {
		f, err := s.ForceNextVendettaCard(v)
		if err != nil {
			t.Fatalf("forcing %v: %v", v, err)
		}
		var ev evbuf
		f.drawVendetta(1, -1, &ev)
		if got := f.vDeck; got[v] != s.vDeck[v]-1 || got.total() != s.vDeck.total()-1 {
			t.Errorf("forced %v: the pile went from %v to %v", v, s.vDeck, got)
		}
	}
	empty := s
	empty.vDisc, empty.vDeck = empty.vDeck, vcards{}
	empty.vDisc[vTail] = 0
	if _, err := empty.ForceNextVendettaCard(Tail); !errors.Is(err, core.ErrBadState) {
		t.Errorf("forcing a card neither pile holds: %v, want ErrBadState", err)
	}
	f, err := empty.ForceNextVendettaCard(Whack)
	if err != nil {
		t.Fatal(err)
	}
	var ev evbuf
	f.drawVendetta(1, -1, &ev)
	if f.hand[1][vWhack] != 1 {
		t.Errorf("forced Whack from the discards taken back: hand %v", f.hand[1])
	}
}

// A View has no chance to force.
func TestForcingAViewIsRefused(t *testing.T) {
	s, _ := New(Config{Players: 3}, 7)
	if _, err := View(s, 0).ForceNextBill(Bill5k); !errors.Is(err, core.ErrBadState) {
		t.Errorf("forcing a View: %v, want ErrBadState", err)
	}
}

// Setup's events show a forced deal: with the first twelve draws forced
// (3 players: nine Wiseguys, three Turfs) and the 13th forced to I3, the
// setup reports I3 revealed and shuffled back, and four Street cards laid
// out, none of them an Investigation.
func TestSetupEventsShowWhichInvestigationTheThirteenthDrawRevealed(t *testing.T) {
	forced := make([]int, 12)
	// The Street pile after this deal: W10..W20, T04..T14, R1..R8, then
	// the Investigations: I3 is the 11+11+8+2 = 32nd card from 0.
	forced = append(forced, 32)
	s, evs, err := NewWithEvents(Config{Players: 3}, core.NewRNG(1).Force(forced...))
	if err != nil {
		t.Fatal(err)
	}
	dealt, street, back := 0, 0, []Investigation{}
	for _, e := range evs {
		ne := e.(*Event)
		switch ne.Kind {
		case EventKindCardDealt:
			dealt++
		case EventKindStreetCardRevealed:
			street++
			if _, inv := Card(ne.Card).Investigation(); inv {
				t.Errorf("an Investigation laid out at setup: %v", ne)
			}
		case EventKindInvestigationShuffledBack:
			back = append(back, ne.Investigation)
		}
	}
	if dealt != 12 || street != 4 || len(back) == 0 || back[0].String() != "I3" {
		t.Errorf("setup events: %d dealt, %d laid out, shuffled back %v; want 12, 4, I3 first", dealt, street, back)
	}
	plain, err := NewWithRNG(Config{Players: 3}, core.NewRNG(1).Force(forced...))
	if err != nil || plain != s {
		t.Errorf("NewWithEvents deals another game than NewWithRNG (%v)", err)
	}
}

// One Turf type: a Turf on the Street and the same Turf in a Territory are
// one value, Card(t) == the Street card and the Street card's Turf == t.
func TestStreetAndTurfsAgreeOnATurf(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s, _ := New(Config{Players: 3}, seed)
		for _, c := range s.Street() {
			tf, ok := c.Turf()
			if !ok {
				continue
			}
			if Card(tf) != c || tf.Card() != c || tf.String() != c.String() {
				t.Fatalf("Street card %v as a Turf is %v (%d vs %d)", c, tf, tf, c)
			}
			return
		}
		turfs, _ := s.Turfs(0)
		if c := Card(turfs[0]); c.String() != turfs[0].String() {
			t.Fatalf("P0's Turf %v as a Card is %v", turfs[0], c)
		}
	}
	t.Fatal("no Turf on the Street in 39 deals: the test tests nothing")
}

// forceAll forces each draw in turn with the ForceNext helpers: a Bill,
// a VendettaCard or a Card of the Street.
func forceAll(t *testing.T, s State, draws ...any) State {
	t.Helper()
	var err error
	for _, d := range draws {
		switch d := d.(type) {
		case Bill:
			s, err = s.ForceNextBill(d)
		case VendettaCard:
			s, err = s.ForceNextVendettaCard(d)
		case Card:
			s, err = s.ForceNextStreetCard(d)
		}
		if err != nil {
			t.Fatalf("forcing %v after %v: %v", d, draws, err)
		}
	}
	return s
}

// TestForcedBillsComposeOverACashInAndThePoliceRaid: ForceNextBill called
// once for each Bill of a Cash-in fixes each draw after the ones already
// forced, the pile worked out as those draws leave it: a Bill the pile
// holds once comes up after another is drawn, the Police Raid stops the
// draw, and with the Accountant the draw goes on after the Raid with a
// Bill only the discards held.
func TestForcedBillsComposeOverACashInAndThePoliceRaid(t *testing.T) {
	scene := func() State {
		s := scenario(t, 3)
		give(&s, 0, wAccountant, tRedHook, tBensonhurst)
		give(&s, 1, 1, tConey)
		give(&s, 2, 2, tOzone)
		// One $50,000 Guilty Bill in the pile, the others discarded.
		s.billDisc[b50kG], s.billDeck[b50kG] = s.billDeck[b50kG]-1, 1
		return s
	}
	// Three Bills forced, the only $50,000 Guilty one last: all three come.
	s := forceAll(t, scene(), Bill5k, Bill10kG, Bill50kG)
	s, _ = play(t, s, "P0 cash-in W07 T01 red")
	if want := (bills{b5k: 1, b10kG: 1, b50kG: 1}); s.drawn != want {
		t.Fatalf("forced 5k, 10k-guilty, 50k-guilty: drew %v", s.drawn)
	}
	// Forced after the Bills, the Vendetta card P1 draws when Cheated.
	s = forceAll(t, s, Whack)
	s, _ = play(t, s, "P0 keep")
	if s.hand[1] != (vcards{vWhack: 1}) {
		t.Fatalf("P1, Cheated, drew %v; forced Whack", s.hand[1])
	}

	// Two Bills and the Police Raid: the Raid stops the Cash-in.
	s = scene()
	s.wiseguys[0] |= 1 << 0 // W01, no Accountant
	s.streetDeck &^= 1 << 0
	s = forceAll(t, s, Bill5k, Bill50kG, PoliceRaid)
	s, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "Police Raid!")
	if want := (bills{b5k: 1, b50kG: 1}); s.drawn != want {
		t.Fatalf("forced 5k, 50k-guilty, the Raid: drew %v", s.drawn)
	}

	// The Accountant draws on after the Raid: the Raid shuffles the
	// discards in, so a $50,000 Guilty Bill may be forced after it, and
	// before it the pile's only one can be forced first.
	s = forceAll(t, scene(), Bill50kG, PoliceRaid, Bill50kG, Bill10kI)
	s, log = play(t, s, "P0 cash-in W07 T01 red")
	wantLine(t, log, "Police Raid!")
	if want := (bills{b50kG: 2, b10kI: 1}); s.drawn != want {
		t.Fatalf("forced 50k-guilty, the Raid, 50k-guilty, 10k-innocent: drew %v", s.drawn)
	}
	// Before the Raid, the pile's only $50,000 Guilty Bill cannot come twice.
	if _, err := forceAll(t, scene(), Bill50kG).ForceNextBill(Bill50kG); !errors.Is(err, core.ErrBadState) {
		t.Fatalf("forcing the pile's one 50k-guilty twice: %v, want ErrBadState", err)
	}
}

// TestForcedStreetCardsCompose: two Street cards forced one after the
// other come out in that order, the second from the pile the first leaves.
func TestForcedStreetCardsCompose(t *testing.T) {
	s, _ := New(Config{Players: 4}, 3)
	var in []Card
	for c := Card(0); c < numStreet; c++ {
		if s.streetDeck&(1<<uint(c)) != 0 {
			in = append(in, c)
		}
	}
	if len(in) < 3 {
		t.Fatal("the Street pile is too small to test")
	}
	f := forceAll(t, s, in[0], in[2], in[1])
	for _, c := range []Card{in[0], in[2], in[1]} {
		if got := f.drawStreet(); got != int8(c) {
			t.Fatalf("forced %v, %v, %v: drew %v for %v", in[0], in[2], in[1], Card(got), c)
		}
	}
}

// TestForcingOverOutcomesNotForcedByTheHelpersIsRefused: an RNG whose
// queue holds outcomes the helpers did not put there (forced by hand, or
// decoded from a position's "forced") cannot be composed with, and the
// refusal says why; so is a full queue.
func TestForcingOverOutcomesNotForcedByTheHelpersIsRefused(t *testing.T) {
	s, _ := New(Config{Players: 3}, 5)
	raw := s.WithRNG(s.RNG().Force(3))
	_, err := raw.ForceNextBill(Bill5k)
	var re *core.RuleError
	if !errors.As(err, &re) || re.Code != "forced-outcomes-unknown" || !errors.Is(err, core.ErrBadState) {
		t.Fatalf("forcing over a hand-forced outcome: %v", err)
	}
	full := s
	for i := 0; i < 24; i++ {
		full = forceAll(t, full, Bill5k)
	}
	if _, err := full.ForceNextBill(Bill5k); !errors.As(err, &re) || re.Code != "forced-queue-full" {
		t.Fatalf("forcing a 25th draw: %v", err)
	}
	// Once the moves have drawn them, the helpers force again.
	m := Legal(s)[0]
	for _, l := range Legal(s) {
		if l.Kind == MoveKindCashIn {
			m = l
			break
		}
	}
	next, _, err := Apply(forceAll(t, s, Bill5k, Bill5k, Bill5k, Bill5k, Bill5k, Bill5k), m)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := next.ForceNextBill(Bill10kI); err != nil {
		t.Fatalf("forcing after %v drew the forced Bills: %v", m, err)
	}
}
