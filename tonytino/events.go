package tonytino

import (
	"encoding/json"
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// EventKind is what an Event reports.
type EventKind uint8

// The kinds of event, in the order they can happen in a turn.
const (
	TurnStarted        EventKind = iota + 1 // Player begins a turn (Value 1: an extra turn from Super Crew)
	CardPlayed                              // Player plays Card face up
	RaidPassed                              // Player lets the opponent's Card stand
	CardCountered                           // Player counters the opponent's Card with Police Raid
	CardDiscarded                           // Player discards Card (HiddenCard in the redacted copy)
	CardDrawn                               // Player draws Card (HiddenCard in the redacted copy)
	SteppedUp                               // Step Up resolves: this turn places on token Value
	ExtraTurnGranted                        // Super Crew resolves: another turn follows
	TargetNamed                             // Player names Corner as the first target of Card
	TilesSwapped                            // Card swaps the tiles on Corner and Corner2
	TokensSwapped                           // Double Cross swaps the tokens on Corner (now Value) and Corner2 (now Value2)
	TokensShuffled                          // Lucky Break reshuffles the Value tokens on free corners
	TilePlaced                              // Player places a tile of Value on Corner, removing token Value2
	TileTurnedUp                            // Player turns up a crew tile of Value from the pile
	RacketWon                               // Player wins the racket of Street (Amount) by Sums
	RacketDiscarded                         // the racket of Street (Amount) is discarded: a tie at Sums
	ExtraTurnForfeited                      // Player's Super Crew turn is lost: no crew tile left
	TurnSkipped                             // Player has no crew tile left and misses the turn
	GameOver                                // the game ends; Player is the winner (NoPlayer: shared win)
	RacketPut                               // racket draft: Player puts the racket (Amount) on Street
	RacketTurnedUp                          // racket draft: Player turns up the next racket (Amount) to put out
	numEventKinds
)

var eventNames = [numEventKinds]string{"", "turn-started", "card-played", "raid-passed", "card-countered",
	"card-discarded", "card-drawn", "stepped-up", "extra-turn", "target-named", "tiles-swapped",
	"tokens-swapped", "tokens-shuffled", "tile-placed", "tile-turned-up", "racket-won",
	"racket-discarded", "extra-turn-forfeited", "turn-skipped", "game-over", "racket-put", "racket-turned-up"}

// Event is something that happened in Apply. Only the fields its Kind uses
// are set. To is its audience: a private fact (a card drawn or discarded
// face down) comes twice, the full event Only(owner) and a copy with the
// card hidden for AllBut(owner).
//
// In JSON an event carries only the fields its Kind uses:
//
//	{"kind":"racket-won","player":1,"street":"H3","amount":30000,"sums":[4,7],"to":65535}
type Event struct {
	Kind    EventKind
	Player  core.Player
	Card    Card
	Corner  Corner
	Corner2 Corner
	Street  Street
	Value   int8
	Value2  int8
	Amount  int32
	Sums    [NumSeats]int8
	To      core.Audience
}

// The fields an event kind uses besides Kind, Player and To.
const (
	fCard uint8 = 1 << iota
	fCorner
	fCorner2
	fStreet
	fValue
	fValue2
	fAmount
	fSums
)

var eventFields = [numEventKinds]uint8{
	TurnStarted:        fValue,
	CardPlayed:         fCard,
	RaidPassed:         fCard,
	CardCountered:      fCard,
	CardDiscarded:      fCard,
	CardDrawn:          fCard,
	SteppedUp:          fValue,
	TargetNamed:        fCard | fCorner,
	TilesSwapped:       fCard | fCorner | fCorner2,
	TokensSwapped:      fCard | fCorner | fCorner2 | fValue | fValue2,
	TokensShuffled:     fValue,
	TilePlaced:         fCorner | fValue | fValue2,
	TileTurnedUp:       fValue,
	RacketWon:          fStreet | fAmount | fSums,
	RacketDiscarded:    fStreet | fAmount | fSums,
	GameOver:           fAmount,
	RacketPut:          fStreet | fAmount,
	RacketTurnedUp:     fAmount,
	ExtraTurnGranted:   0,
	ExtraTurnForfeited: 0,
	TurnSkipped:        0,
}

// eventJSON is the JSON form of an Event: unused fields are left out.
type eventJSON struct {
	Kind    EventKind       `json:"kind"`
	Player  core.Player     `json:"player"`
	Card    *Card           `json:"card,omitempty"`
	Corner  *Corner         `json:"corner,omitempty"`
	Corner2 *Corner         `json:"corner2,omitempty"`
	Street  *Street         `json:"street,omitempty"`
	Value   *int8           `json:"value,omitempty"`
	Value2  *int8           `json:"value2,omitempty"`
	Amount  *int32          `json:"amount,omitempty"`
	Sums    *[NumSeats]int8 `json:"sums,omitempty"`
	To      core.Audience   `json:"to"`
}

// MarshalJSON writes the fields the event's kind uses.
func (e Event) MarshalJSON() ([]byte, error) {
	j := eventJSON{Kind: e.Kind, Player: e.Player, To: e.To}
	var f uint8
	if e.Kind < numEventKinds {
		f = eventFields[e.Kind]
	}
	if f&fCard != 0 {
		j.Card = &e.Card
	}
	if f&fCorner != 0 {
		j.Corner = &e.Corner
	}
	if f&fCorner2 != 0 {
		j.Corner2 = &e.Corner2
	}
	if f&fStreet != 0 {
		j.Street = &e.Street
	}
	if f&fValue != 0 {
		j.Value = &e.Value
	}
	if f&fValue2 != 0 {
		j.Value2 = &e.Value2
	}
	if f&fAmount != 0 {
		j.Amount = &e.Amount
	}
	if f&fSums != 0 {
		j.Sums = &e.Sums
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return core.Errorf(core.ErrBadState, "event JSON: %v", err)
	}
	if j.Kind == 0 {
		return core.Errorf(core.ErrBadState, "event JSON: no kind")
	}
	out := Event{Kind: j.Kind, Player: j.Player, To: j.To}
	if j.Card != nil {
		out.Card = *j.Card
	}
	if j.Corner != nil {
		out.Corner = *j.Corner
	}
	if j.Corner2 != nil {
		out.Corner2 = *j.Corner2
	}
	if j.Street != nil {
		out.Street = *j.Street
	}
	if j.Value != nil {
		out.Value = *j.Value
	}
	if j.Value2 != nil {
		out.Value2 = *j.Value2
	}
	if j.Amount != nil {
		out.Amount = *j.Amount
	}
	if j.Sums != nil {
		out.Sums = *j.Sums
	}
	*e = out
	return nil
}

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

// String reads the event as a line of a game log.
func (e *Event) String() string {
	p := e.Player.String()
	switch e.Kind {
	case TurnStarted:
		if e.Value == 1 {
			return p + " takes the extra turn from Super Crew"
		}
		return p + "'s turn"
	case CardPlayed:
		return p + " plays " + e.Card.String()
	case RaidPassed:
		return p + " lets " + e.Card.String() + " stand"
	case CardCountered:
		return p + " plays Police Raid: " + other(e.Player).String() + "'s " + e.Card.String() + " is cancelled"
	case CardDiscarded:
		if e.Card == HiddenCard {
			return p + " discards a card face down"
		}
		return p + " discards " + e.Card.String()
	case CardDrawn:
		if e.Card == HiddenCard {
			return p + " draws a card"
		}
		return p + " draws " + e.Card.String()
	case SteppedUp:
		return p + " steps up: this turn's tile goes on a " + strconv.Itoa(int(e.Value))
	case ExtraTurnGranted:
		return p + " will take another turn after this one"
	case TargetNamed:
		return p + " names " + e.Corner.String() + " for " + e.Card.String()
	case TilesSwapped:
		return p + "'s " + e.Card.String() + " swaps the tiles on " + e.Corner.String() + " and " + e.Corner2.String()
	case TokensSwapped:
		return p + "'s Double Cross swaps tokens: " + e.Corner.String() + " now " + strconv.Itoa(int(e.Value)) +
			", " + e.Corner2.String() + " now " + strconv.Itoa(int(e.Value2))
	case TokensShuffled:
		return p + "'s Lucky Break reshuffles the " + strconv.Itoa(int(e.Value)) + " tokens on the free corners"
	case TilePlaced:
		return p + " places " + tileArticle(int(e.Value)) + " (" + strconv.Itoa(int(e.Value)) + ") on " +
			e.Corner.String() + " (token " + strconv.Itoa(int(e.Value2)) + ")"
	case TileTurnedUp:
		return p + " turns up " + tileArticle(int(e.Value)) + " (" + strconv.Itoa(int(e.Value)) + ")"
	case RacketWon:
		won, lost := e.Sums[0], e.Sums[1]
		if e.Player == 1 {
			won, lost = lost, won
		}
		return p + " wins the " + money(int(e.Amount)) + " racket on " + e.Street.String() + " (" +
			strconv.Itoa(int(won)) + " to " + strconv.Itoa(int(lost)) + ")"
	case RacketDiscarded:
		return "the " + money(int(e.Amount)) + " racket on " + e.Street.String() + " is discarded: a tie at " +
			strconv.Itoa(int(e.Sums[0])) + " each"
	case ExtraTurnForfeited:
		return p + " has no crew tile left: the Super Crew turn is lost"
	case TurnSkipped:
		return p + " has no crew tile left and misses the turn"
	case RacketPut:
		return p + " puts the " + money(int(e.Amount)) + " racket on " + e.Street.String()
	case RacketTurnedUp:
		return p + " turns up the " + money(int(e.Amount)) + " racket"
	case GameOver:
		if e.Player < 0 {
			return "game over: a shared win at " + money(int(e.Amount)) + " each"
		}
		return "game over: " + p + " wins with " + money(int(e.Amount))
	}
	return "?"
}

// tileArticle is "a Henchman", "an Informant".
func tileArticle(v int) string {
	if v == 0 {
		return "an " + TileName(v)
	}
	return "a " + TileName(v)
}

// String is the kind's name ("racket-won").
func (k EventKind) String() string {
	if k > 0 && k < numEventKinds {
		return eventNames[k]
	}
	return "?"
}

// MarshalText writes the kind's name, so events read well as JSON.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i := EventKind(1); i < numEventKinds; i++ {
		if eventNames[i] == string(b) {
			*k = i
			return nil
		}
	}
	return core.Errorf(core.ErrBadState, "%q is not an event kind", b)
}

// events gathers one Apply's events in a single allocation.
type events = core.EventBuf[Event, *Event]

// private adds a private fact: the full event for its owner and, unless
// public, a copy with the card hidden for everyone else.
func private(evs *events, e Event, public bool) {
	if public {
		e.To = core.Everyone
		evs.Add(e)
		return
	}
	e.To = core.Only(e.Player)
	evs.Add(e)
	e.Card = HiddenCard
	e.To = core.AllBut(e.Player)
	evs.Add(e)
}
