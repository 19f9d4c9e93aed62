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

// add appends an event to a buffer that keeps them.
func (b *EventBuf[E, PE]) add(e E) {
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
	if b.more != nil {
		return len(b.more)
	}
	return b.n
}

// Events returns the events added so far (nil when none).
func (b *EventBuf[E, PE]) Events() []core.Event {
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
