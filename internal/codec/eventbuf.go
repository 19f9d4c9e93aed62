package codec

import "github.com/mafiarules/sdk/core"

const (
	arenaSize = 8  // the events of a move in its first allocation
	spillSize = 64 // the events of a move in its first two
)

type eventArena[E any] struct {
	list [arenaSize]core.Event
	data [arenaSize]E
}

// spillArena takes a move's events after the first eight, up to
// spillSize in all, in one more allocation.
type spillArena[E any] struct {
	list [spillSize]core.Event
	data [spillSize - arenaSize]E
}

// EventBuf gathers the events of one Apply. The first eight events of a move
// share one allocation (the interface slots and the values together), so an
// Apply that emits events allocates once; the next 56 share a second one
// (a Mafia turn of returns, rolls and activities may emit that many), and
// only events beyond 64 are allocated one by one. The zero EventBuf is ready to use;
// E is the game's event struct and PE is *E:
//
//	var evs codec.EventBuf[Event, *Event]
//	evs.Add(Event{Kind: RacketWon, ...})
//	return next, evs.Events(), nil
type EventBuf[E any, PE interface {
	*E
	core.Event
}] struct {
	arena *eventArena[E]
	spill *spillArena[E]
	n     int
	more  []core.Event
	drop  bool
	into  bool         // Into: events go onto dst, reusing its spare values
	dst   []core.Event // Into's list
	base  int          // len(dst) when Into was called
}

// Drop makes the buffer keep no event: Add does nothing and Events stays
// nil. A search bot's playout applies moves in place with a dropping
// buffer, so it builds and allocates no event.
func (b *EventBuf[E, PE]) Drop() { b.drop = true }

// Add appends an event (nothing once Drop was called). It is small enough
// to inline, so a dropping buffer costs a playout one test per event.
func (b *EventBuf[E, PE]) Add(e E) {
	if b.drop {
		return
	}
	b.add(e)
}

// Into makes the buffer append the move's events to dst, reusing the
// event values dst's spare capacity points to (AppendEvent), instead of
// allocating an arena: Events returns dst with them appended. A server
// that passes the last move's slice emptied (dst[:0]) makes moves without
// allocating.
func (b *EventBuf[E, PE]) Into(dst []core.Event) {
	b.into, b.dst, b.base = true, dst, len(dst)
}

// AppendEvent appends e to dst as a core.Event. When dst's next spare slot
// (dst[:cap(dst)][len(dst)]) already points to an E, e is written into that
// value and no memory is allocated; otherwise a new E is. So a slice handed
// back emptied (dst[:0]) is refilled in place: an event kept from it is
// overwritten by the next call that reuses it, as bufio.Scanner's Bytes is.
func AppendEvent[E any, PE interface {
	*E
	core.Event
}](dst []core.Event, e E) []core.Event {
	if n := len(dst); n < cap(dst) {
		if p, ok := dst[:n+1][n].(PE); ok && p != nil {
			*p = e
			return dst[:n+1]
		}
	}
	p := PE(new(E))
	*p = e
	return append(dst, p)
}

// add appends an event to a buffer that keeps them.
func (b *EventBuf[E, PE]) add(e E) {
	if b.into {
		b.dst = AppendEvent[E, PE](b.dst, e)
		return
	}
	if b.more == nil && b.n < arenaSize {
		if b.arena == nil {
			b.arena = new(eventArena[E])
		}
		b.arena.data[b.n] = e
		b.arena.list[b.n] = PE(&b.arena.data[b.n])
		b.n++
		return
	}
	if b.more == nil && b.n < spillSize {
		if b.spill == nil {
			b.spill = new(spillArena[E])
			copy(b.spill.list[:], b.arena.list[:])
		}
		k := b.n - arenaSize
		b.spill.data[k] = e
		b.spill.list[b.n] = PE(&b.spill.data[k])
		b.n++
		return
	}
	if b.more == nil {
		b.more = append(make([]core.Event, 0, 2*spillSize), b.spill.list[:]...)
	}
	p := new(E)
	*p = e
	b.more = append(b.more, PE(p))
}

// Len is the number of events added.
func (b *EventBuf[E, PE]) Len() int {
	if b.into {
		return len(b.dst) - b.base
	}
	if b.more != nil {
		return len(b.more)
	}
	return b.n
}

// Events returns the events added so far (nil when none); after Into, the
// dst given with them appended.
func (b *EventBuf[E, PE]) Events() []core.Event {
	if b.into {
		return b.dst
	}
	if b.more != nil {
		return b.more
	}
	if b.n == 0 {
		return nil
	}
	if b.n > arenaSize {
		return b.spill.list[:b.n:b.n]
	}
	return b.arena.list[:b.n:b.n]
}
