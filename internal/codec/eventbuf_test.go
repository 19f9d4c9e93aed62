package codec

import (
	"fmt"
	"testing"

	"github.com/mafiarules/sdk/core"
)

type testEvent struct {
	N  int
	To core.Audience
}

func (e *testEvent) String() string          { return fmt.Sprint("event ", e.N) }
func (e *testEvent) Audience() core.Audience { return e.To }

func TestEventBufOneAllocationForAMove(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		var b EventBuf[testEvent, *testEvent]
		for i := 0; i < arenaSize; i++ {
			b.Add(testEvent{N: i, To: core.Everyone})
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
		b.Add(testEvent{N: i, To: core.Everyone})
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
				b.Add(testEvent{N: i, To: core.Everyone})
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
		b.Add(testEvent{N: i, To: core.Everyone})
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

func TestEventBufIntoReusesTheValuesOfDst(t *testing.T) {
	var dst []core.Event
	move := func(n int) {
		var b EventBuf[testEvent, *testEvent]
		b.Into(dst[:0])
		for i := 0; i < n; i++ {
			b.Add(testEvent{N: 100*n + i, To: core.Everyone})
		}
		if b.Len() != n {
			t.Fatalf("Len is %d after %d events", b.Len(), n)
		}
		dst = b.Events()
	}
	move(20) // warms dst: 20 values
	first := dst[0].(*testEvent)
	if a := testing.AllocsPerRun(50, func() { move(20) }); a != 0 {
		t.Errorf("a move of 20 events into a reused slice cost %v allocations, want 0", a)
	}
	if dst[0].(*testEvent) != first {
		t.Error("the first event was not written into the value dst already held")
	}
	move(3)
	for i, e := range dst {
		if e.(*testEvent).N != 300+i {
			t.Fatalf("event %d is %v", i, e)
		}
	}
}

func TestEventBufIntoAppendsAfterWhatDstHolds(t *testing.T) {
	kept := &testEvent{N: -1}
	var b EventBuf[testEvent, *testEvent]
	b.Into([]core.Event{kept})
	b.Add(testEvent{N: 1})
	evs := b.Events()
	if len(evs) != 2 || evs[0] != core.Event(kept) || evs[1].(*testEvent).N != 1 || b.Len() != 1 {
		t.Fatalf("events %v, Len %d", evs, b.Len())
	}
	var none EventBuf[testEvent, *testEvent]
	none.Into(nil)
	if none.Events() != nil || none.Len() != 0 {
		t.Error("a move without events changed dst")
	}
}

func TestAppendEventTakesNoValueOfAnotherType(t *testing.T) {
	other := core.Event(otherEvent{})
	dst := append(make([]core.Event, 0, 2), other)[:0]
	dst = AppendEvent[testEvent, *testEvent](dst, testEvent{N: 7})
	if e, ok := dst[0].(*testEvent); !ok || e.N != 7 {
		t.Fatalf("got %v", dst[0])
	}
}

type otherEvent struct{}

func (otherEvent) String() string          { return "other" }
func (otherEvent) Audience() core.Audience { return core.Everyone }
