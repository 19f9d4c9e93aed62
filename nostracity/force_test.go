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
