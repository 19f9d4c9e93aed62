package core

import "fmt"

// Event is something that happened in Apply, for a UI to animate and a log
// to print. Each game has one concrete event type (a struct with a Kind and
// the fields the kinds use); Apply returns pointers to it as Events, which
// lets EventBuf gather all of a move's events in one allocation.
type Event interface {
	fmt.Stringer
	// Audience is who may see the event. Private facts (a card drawn) are
	// emitted twice: the full event for its owner, a redacted one for AllBut.
	Audience() Audience
}

// VisibleTo returns the events p may see, in order (p = NoPlayer: what a
// spectator sees). It returns a new slice.
func VisibleTo(events []Event, p Player) []Event {
	var out []Event
	for _, e := range events {
		if e.Audience().Has(p) {
			out = append(out, e)
		}
	}
	return out
}
