package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// evbuf gathers the events of one Apply: the first evInline in its
// evkeep, the rest in a slice, and Events copies them into one allocation
// of their number's size class (1, 2, 4, ... 64 events: the interface
// slots and the values together). A move emits two or three events as a
// rule, so its allocation is a few hundred bytes, not an arena of eight:
// the bytes a game allocates, and the collector's work, stay small.
//
// The buffer only points to where events go (its evkeep, AppendApply's
// list), so the buffers of playouts and AppendApply, which keep none, are
// a few words to clear, not eight events. Their makers set the pointer in
// the literal that makes the buffer: set through a pointer (a method),
// escape analysis would move the evkeep or the list to the heap.
type evbuf struct {
	drop bool          // a playout's buffer: events are not kept
	dst  *[]core.Event // AppendApply's list: events go straight onto it
	keep *evkeep       // Apply's events; nil until one is kept, unless the maker gives its own
	n    int           // events added
	turn int8          // 1 + the seat whose turn starts once the move's effects are over, 0 if none
}

// evkeep is the events a buffer keeps for Events: the first evInline
// inline (on Apply's stack), the rest in more.
type evkeep struct {
	inline [evInline]Event
	more   []Event
}

// evInline is the events an Apply keeps on the stack before spilling.
const evInline = 8

// Add appends an event (the caller's value, taken by pointer so that it is
// copied once, into place); one whose Bills (or Hand) may be none and are
// none takes its kind for none (emptyKind).
func (b *evbuf) Add(e *Event) {
	if b.drop {
		return
	}
	if k := emptyKind[e.Kind]; k != 0 && e.Bills == (BillPile{}) && e.Hand == (VendettaPile{}) {
		e.Kind = k
	}
	if b.dst != nil {
		*b.dst = codec.AppendEvent[Event, *Event](*b.dst, *e)
		b.n++
		return
	}
	if b.keep == nil {
		b.keep = new(evkeep)
	}
	if b.n < evInline {
		b.keep.inline[b.n] = *e
	} else {
		if b.keep.more == nil {
			b.keep.more = make([]Event, 0, 56)
		}
		b.keep.more = append(b.keep.more, *e)
	}
	b.n++
}

// Drop makes the buffer drop every event: the in-place path of playouts,
// which reads none.
func (b *evbuf) Drop() { b.drop = true }

// Len is the number of events added.
func (b *evbuf) Len() int { return b.n }

// at is event i of those kept.
func (b *evbuf) at(i int) *Event {
	if i < evInline {
		return &b.keep.inline[i]
	}
	return &b.keep.more[i-evInline]
}

// The arenas of Events: n events and their interface slots in one
// allocation.
type (
	arena1 struct {
		list [1]core.Event
		data [1]Event
	}
	arena2 struct {
		list [2]core.Event
		data [2]Event
	}
	arena4 struct {
		list [4]core.Event
		data [4]Event
	}
	arena8 struct {
		list [8]core.Event
		data [8]Event
	}
	arena16 struct {
		list [16]core.Event
		data [16]Event
	}
	arena32 struct {
		list [32]core.Event
		data [32]Event
	}
	arena64 struct {
		list [64]core.Event
		data [64]Event
	}
)

// Events returns the events added, in one allocation (nil when none).
func (b *evbuf) Events() []core.Event {
	n := b.n
	var list []core.Event
	var data []Event
	switch {
	case n == 0:
		return nil
	case n == 1:
		a := new(arena1)
		list, data = a.list[:], a.data[:]
	case n == 2:
		a := new(arena2)
		list, data = a.list[:], a.data[:]
	case n <= 4:
		a := new(arena4)
		list, data = a.list[:], a.data[:]
	case n <= 8:
		a := new(arena8)
		list, data = a.list[:], a.data[:]
	case n <= 16:
		a := new(arena16)
		list, data = a.list[:], a.data[:]
	case n <= 32:
		a := new(arena32)
		list, data = a.list[:], a.data[:]
	case n <= 64:
		a := new(arena64)
		list, data = a.list[:], a.data[:]
	default:
		list, data = make([]core.Event, n), make([]Event, n)
	}
	for i := 0; i < n; i++ {
		data[i] = *b.at(i)
		list[i] = &data[i]
	}
	return list[:n:n]
}

// turnStarts notes that p's turn starts: its turn-started event comes
// last among the move's (after the Cheating and the draws that close the
// phase before), made by startTurn.
func (b *evbuf) turnStarts(p int8) { b.turn = p + 1 }

// startTurn adds the turn-started event of the turn that starts, if one
// does.
func (b *evbuf) startTurn() {
	if b.turn != 0 {
		public(b, Event{Kind: EventKindTurnStarted, Player: core.Player(b.turn - 1)})
		b.turn = 0
	}
}
