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
