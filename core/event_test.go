package core

import (
	"fmt"
	"testing"
)

type testEvent struct {
	N  int
	To Audience
}

func (e *testEvent) String() string     { return fmt.Sprint("event ", e.N) }
func (e *testEvent) Audience() Audience { return e.To }

func TestAudience(t *testing.T) {
	cases := []struct {
		a    Audience
		p    Player
		want bool
	}{
		{Everyone, 3, true}, {Everyone, NoPlayer, true},
		{Only(1), 1, true}, {Only(1), 0, false}, {Only(1), NoPlayer, false},
		{AllBut(1), 1, false}, {AllBut(1), 0, true}, {AllBut(1), NoPlayer, true},
		{Only(0, 2), 2, true}, {Only(0, 2), 15, false},
	}
	for _, c := range cases {
		if got := c.a.Has(c.p); got != c.want {
			t.Errorf("%v.Has(%v) = %v, want %v", c.a, c.p, got, c.want)
		}
	}
	for a, want := range map[Audience]string{Everyone: "everyone", Only(0, 2): "P0,P2", AllBut(1): "all but P1", 0: "nobody"} {
		if a.String() != want {
			t.Errorf("String() = %q, want %q", a.String(), want)
		}
	}
}

func TestVisibleToFiltersPrivateEvents(t *testing.T) {
	evs := []Event{&testEvent{1, Everyone}, &testEvent{2, Only(0)}, &testEvent{3, AllBut(0)}}
	if got := VisibleTo(evs, 0); len(got) != 2 || got[1].String() != "event 2" {
		t.Errorf("P0 sees %v", got)
	}
	if got := VisibleTo(evs, 1); len(got) != 2 || got[1].String() != "event 3" {
		t.Errorf("P1 sees %v", got)
	}
	if got := VisibleTo(evs, NoPlayer); len(got) != 2 {
		t.Errorf("a spectator sees %v", got)
	}
}
