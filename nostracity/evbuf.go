package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// evbuf gathers the events of one Apply: the first evInline on the stack,
// the rest in a slice, and Events copies them into one allocation of
// their number's size class (1, 2, 4, ... 64 events: the interface slots
// and the values together). A move emits two or three events as a rule,
// so its allocation is a few hundred bytes, not an arena of eight: the
// bytes a game allocates, and the collector's work, stay small.
type evbuf struct {
	drop   bool // a playout's buffer: events are not kept
	into   bool // AppendApply's buffer: events go straight onto dst
	dst    []core.Event
	n      int
	turn   int8 // 1 + the seat whose turn starts once the move's effects are over, 0 if none
	inline [evInline]Event
	more   []Event
}

// evInline is the events an Apply keeps on the stack before spilling.
const evInline = 8

// Add appends an event; one whose Bills (or Hand) may be none and are
// none takes its kind for none (emptyKind).
func (b *evbuf) Add(e Event) {
	if b.drop {
		return
	}
	if k := emptyKind[e.Kind]; k != 0 && e.Bills == (BillPile{}) && e.Hand == (VendettaPile{}) {
		e.Kind = k
	}
	if b.into {
		b.dst = codec.AppendEvent[Event, *Event](b.dst, e)
	} else if b.n < evInline {
		b.inline[b.n] = e
	} else {
		if b.more == nil {
			b.more = make([]Event, 0, 56)
		}
		b.more = append(b.more, e)
	}
	b.n++
}

// Drop makes the buffer drop every event: the in-place path of playouts,
// which reads none.
func (b *evbuf) Drop() { b.drop = true }

// Len is the number of events added.
func (b *evbuf) Len() int { return b.n }

// at is event i.
func (b *evbuf) at(i int) *Event {
	if i < evInline {
		return &b.inline[i]
	}
	return &b.more[i-evInline]
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

// Into makes the buffer append the move's events to dst, written into the
// event values dst's spare capacity already points to (codec.AppendEvent),
// rather than keep them for Events: AppendApply's path, which allocates
// nothing once dst has grown. Appended returns dst with them.
func (b *evbuf) Into(dst []core.Event) { b.into, b.dst = true, dst }

// Appended is Into's dst with the move's events appended.
func (b *evbuf) Appended() []core.Event { return b.dst }

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
