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

func TestEventBufOneAllocationForAMove(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		var b EventBuf[testEvent, *testEvent]
		for i := 0; i < arenaSize; i++ {
			b.Add(testEvent{N: i, To: Everyone})
		}
		if len(b.Events()) != arenaSize {
			t.Fatal("lost events")
		}
	})
	if allocs != 1 {
		t.Errorf("%d events cost %v allocations, want 1", arenaSize, allocs)
	}
	var none EventBuf[testEvent, *testEvent]
	if none.Events() != nil || none.Len() != 0 {
		t.Error("empty buffer has events")
	}
}

func TestEventBufGrowsPastEight(t *testing.T) {
	var b EventBuf[testEvent, *testEvent]
	for i := 0; i < 20; i++ {
		b.Add(testEvent{N: i, To: Everyone})
	}
	evs := b.Events()
	if len(evs) != 20 || b.Len() != 20 {
		t.Fatalf("%d events", len(evs))
	}
	for i, e := range evs {
		if e.(*testEvent).N != i {
			t.Fatalf("event %d is %v", i, e)
		}
	}
}

func TestEventBufTwoAllocationsUpToSixtyFour(t *testing.T) {
	for _, n := range []int{arenaSize + 1, 30, spillSize} {
		allocs := testing.AllocsPerRun(50, func() {
			var b EventBuf[testEvent, *testEvent]
			for i := 0; i < n; i++ {
				b.Add(testEvent{N: i, To: Everyone})
			}
			if len(b.Events()) != n {
				t.Fatal("lost events")
			}
		})
		if allocs != 2 {
			t.Errorf("%d events cost %v allocations, want 2", n, allocs)
		}
	}
	var b EventBuf[testEvent, *testEvent]
	for i := 0; i < 3*spillSize; i++ {
		b.Add(testEvent{N: i, To: Everyone})
	}
	for i, e := range b.Events() {
		if e.(*testEvent).N != i {
			t.Fatalf("event %d is %v", i, e)
		}
	}
	if b.Len() != 3*spillSize {
		t.Fatalf("%d events", b.Len())
	}
}
