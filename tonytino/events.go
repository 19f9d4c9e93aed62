package tonytino

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// EventKind is what an Event reports.
type EventKind uint8

// The kinds of event, each EventKind and its id in CamelCase, in the order
// they can happen in a turn. The package doc lists each with the fields it
// uses.
const (
	NoEventKind                 EventKind = iota // no event: the zero Event's kind
	EventKindTurnStarted                         // Player begins a turn
	EventKindCardPlayed                          // Player plays Card face up
	EventKindRaidPassed                          // Player lets the opponent's Card stand
	EventKindCardCountered                       // Player counters the opponent's Card with Police Raid
	EventKindCardDiscarded                       // Player discards Card (HiddenCard in the others' copy)
	EventKindCardDrawn                           // Player draws Card (HiddenCard in the others' copy)
	EventKindSteppedUp                           // Step Up resolves: this turn's tile goes on Token
	EventKindExtraTurnGranted                    // Super Crew resolves: another turn follows
	EventKindTargetNamed                         // Player names Corner as the first target of Card
	EventKindTilesSwapped                        // Card swaps the tiles on Corner and Corner2
	EventKindTokensSwapped                       // Double Cross swaps the tokens: Corner now holds Token, Corner2 Token2
	EventKindTokensShuffled                      // Lucky Break reshuffles the Count tokens on free corners
	EventKindTilePlaced                          // Player places Tile on Corner, taking Token out of the game
	EventKindTileTurnedUp                        // Player turns up Tile from the pile
	EventKindRacketWon                           // Player wins the Racket of Street by Sums
	EventKindRacketDiscarded                     // the Racket of Street is discarded: a tie at Sums
	EventKindExtraTurnForfeited                  // Player's Super Crew turn is lost: no crew tile left
	EventKindTurnSkipped                         // Player has no crew tile left and misses the turn
	EventKindGameOver                            // the game ends; Player is the winner (none: a shared win)
	EventKindRacketPut                           // racket draft: Player puts the Racket on Street
	EventKindRacketTurnedUp                      // racket draft: Player turns up the next Racket to put out
	EventKindExtraTurnStarted                    // Player begins the extra turn of Super Crew
	numEventKinds
)

// eventKindTable is the one table of the event kinds: each kind's id, what
// it reports (its rules text) and the JSON keys of the fields it uses.
// EventKindGameOver's player is absent on a shared win ("player?").
var eventKindTable = [numEventKinds]struct {
	id, text string
	keys     []string
}{
	EventKindTurnStarted:        {"turn-started", "a player's turn begins", []string{"player"}},
	EventKindCardPlayed:         {"card-played", "a player plays a card face up", []string{"player", "card"}},
	EventKindRaidPassed:         {"raid-passed", "the opponent lets the card stand", []string{"player", "card"}},
	EventKindCardCountered:      {"card-countered", "the opponent cancels the card with Police Raid", []string{"player", "card"}},
	EventKindCardDiscarded:      {"card-discarded", "a player discards a card", []string{"player", "card"}},
	EventKindCardDrawn:          {"card-drawn", "a player draws a card", []string{"player", "card"}},
	EventKindSteppedUp:          {"stepped-up", "Step Up resolves: this turn's tile goes on the next higher token", []string{"player", "token"}},
	EventKindExtraTurnGranted:   {"extra-turn-granted", "Super Crew resolves: another whole turn follows this one", []string{"player"}},
	EventKindTargetNamed:        {"target-named", "a player names the first target corner of their card", []string{"player", "card", "corner"}},
	EventKindTilesSwapped:       {"tiles-swapped", "Stool Pigeon or Takeover swaps two crew tiles", []string{"player", "card", "corner", "corner2"}},
	EventKindTokensSwapped:      {"tokens-swapped", "Double Cross swaps two corner tokens", []string{"player", "card", "corner", "corner2", "token", "token2"}},
	EventKindTokensShuffled:     {"tokens-shuffled", "Lucky Break reshuffles the tokens on the free corners", []string{"player", "count"}},
	EventKindTilePlaced:         {"tile-placed", "a player places a crew tile on a corner, taking its token out of the game", []string{"player", "corner", "tile", "token"}},
	EventKindTileTurnedUp:       {"tile-turned-up", "a player turns up a crew tile from the pile", []string{"player", "tile"}},
	EventKindRacketWon:          {"racket-won", "a full street's racket goes to the higher total", []string{"player", "street", "racket", "sums"}},
	EventKindRacketDiscarded:    {"racket-discarded", "a full street's racket is discarded: a tie", []string{"street", "racket", "sums"}},
	EventKindExtraTurnForfeited: {"extra-turn-forfeited", "Super Crew's extra turn is lost: no crew tile left", []string{"player"}},
	EventKindTurnSkipped:        {"turn-skipped", "a player with no crew tile left misses the turn", []string{"player"}},
	EventKindGameOver:           {"game-over", "all 36 corners are filled: the most money wins", []string{"player?"}},
	EventKindRacketPut:          {"racket-put", "the racket draft: a racket goes to a street", []string{"player", "street", "racket"}},
	EventKindRacketTurnedUp:     {"racket-turned-up", "the racket draft: the next racket is turned up", []string{"player", "racket"}},
	EventKindExtraTurnStarted:   {"extra-turn-started", "a player begins the extra turn Super Crew gave them", []string{"player"}},
}

// Event is something that happened in Apply. Only the fields its Kind uses
// are set (the package doc lists them). To is its audience: a private fact
// (a card drawn, or discarded face down) comes twice, the full event
// Only(owner) and a copy with the card hidden for AllBut(owner).
//
// In JSON an event is its kind and the fields that kind uses, ids as their
// notation, a hidden card as "hidden":
//
//	{"kind":"racket-won","player":"P1","street":"H3","racket":"30k","sums":[4,7],"to":"everyone"}
type Event struct {
	To      core.Audience
	Kind    EventKind
	Player  core.Player    `json:"player"`
	Card    Card           `json:"card"`
	Corner  Corner         `json:"corner"`
	Corner2 Corner         `json:"corner2"`
	Street  Street         `json:"street"`
	Tile    Tile           `json:"tile"`
	Token   Token          `json:"token"`
	Token2  Token          `json:"token2"`
	Racket  Racket         `json:"racket"`
	Count   int8           `json:"count"` // TokensShuffled: how many tokens
	Sums    [NumSeats]int8 `json:"sums"`
}

// eventCodec is the events' JSON, declared by the event kind table: each
// kind's id and the keys of the fields it uses; core reads and writes it.
var eventCodec = codec.MustEventCodec(Event{Player: core.NoPlayer}, func() []codec.EventKind {
	kinds := make([]codec.EventKind, numEventKinds)
	for k := EventKindTurnStarted; k < numEventKinds; k++ {
		kinds[k] = codec.EventKind{Name: eventKindTable[k].id, Keys: eventKindTable[k].keys}
	}
	return kinds
}())

// MarshalJSON writes the kind and the fields it uses.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the fields the kind
// uses (EventKindGameOver's player may be absent), each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

// String reads the event as a line of a game log.
func (e *Event) String() string {
	p := e.Player.String()
	switch e.Kind {
	case EventKindTurnStarted:
		return p + "'s turn"
	case EventKindExtraTurnStarted:
		return p + " takes the extra turn from Super Crew"
	case EventKindCardPlayed:
		return p + " plays " + e.Card.Name()
	case EventKindRaidPassed:
		return p + " lets " + e.Card.Name() + " stand"
	case EventKindCardCountered:
		return p + " plays Police Raid: " + other(e.Player).String() + "'s " + e.Card.Name() + " is cancelled"
	case EventKindCardDiscarded:
		if e.Card == HiddenCard {
			return p + " discards a card face down"
		}
		return p + " discards " + e.Card.Name()
	case EventKindCardDrawn:
		if e.Card == HiddenCard {
			return p + " draws a card"
		}
		return p + " draws " + e.Card.Name()
	case EventKindSteppedUp:
		return p + " steps up: this turn's tile goes on a " + e.Token.String()
	case EventKindExtraTurnGranted:
		return p + " will take another turn after this one"
	case EventKindTargetNamed:
		return p + " names " + e.Corner.String() + " for " + e.Card.Name()
	case EventKindTilesSwapped:
		return p + "'s " + e.Card.Name() + " swaps the tiles on " + e.Corner.String() + " and " + e.Corner2.String()
	case EventKindTokensSwapped:
		return p + "'s Double Cross swaps tokens: " + e.Corner.String() + " now " + e.Token.String() +
			", " + e.Corner2.String() + " now " + e.Token2.String()
	case EventKindTokensShuffled:
		return p + "'s Lucky Break reshuffles the " + strconv.Itoa(int(e.Count)) + " tokens on the free corners"
	case EventKindTilePlaced:
		return p + " places " + e.Tile.withArticle() + " (" + e.Tile.String() + ") on " +
			e.Corner.String() + " (token " + e.Token.String() + ")"
	case EventKindTileTurnedUp:
		return p + " turns up " + e.Tile.withArticle() + " (" + e.Tile.String() + ")"
	case EventKindRacketWon:
		won, lost := e.Sums[0], e.Sums[1]
		if e.Player == 1 {
			won, lost = lost, won
		}
		return p + " wins the " + e.Racket.Name() + " racket on " + e.Street.String() + " (" +
			strconv.Itoa(int(won)) + " to " + strconv.Itoa(int(lost)) + ")"
	case EventKindRacketDiscarded:
		return "the " + e.Racket.Name() + " racket on " + e.Street.String() + " is discarded: a tie at " +
			strconv.Itoa(int(e.Sums[0])) + " each"
	case EventKindExtraTurnForfeited:
		return p + " has no crew tile left: the Super Crew turn is lost"
	case EventKindTurnSkipped:
		return p + " has no crew tile left and misses the turn"
	case EventKindRacketPut:
		return p + " puts the " + e.Racket.Name() + " racket on " + e.Street.String()
	case EventKindRacketTurnedUp:
		return p + " turns up the " + e.Racket.Name() + " racket"
	case EventKindGameOver:
		if e.Player < 0 {
			return "game over: a shared win"
		}
		return "game over: " + p + " wins"
	}
	return "?"
}

// events gathers one Apply's events in a single allocation.
type events = codec.EventBuf[Event, *Event]

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
