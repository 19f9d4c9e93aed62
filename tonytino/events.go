package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
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

// eventNames is the notation of the event kinds, indexed by EventKind.
var eventNames = eventCodec.Names()

// String is the kind's notation ("racket-won"; "none" for NoEventKind).
func (k EventKind) String() string {
	if k == NoEventKind {
		return "none"
	}
	return eventNames.Name(int(k))
}

// Name is the kind in words: "racket won".
func (k EventKind) Name() string { return strings.ReplaceAll(k.String(), "-", " ") }

// Text says what an event of the kind reports, for a tooltip.
func (k EventKind) Text() string {
	if k == 0 || k >= numEventKinds {
		return "no event"
	}
	return eventText[k]
}

// eventText is what each kind reports.
var eventText = [numEventKinds]string{
	EventKindTurnStarted:        "a player's turn begins",
	EventKindExtraTurnStarted:   "a player begins the extra turn Super Crew gave them",
	EventKindCardPlayed:         "a player plays a card face up",
	EventKindRaidPassed:         "the opponent lets the card stand",
	EventKindCardCountered:      "the opponent cancels the card with Police Raid",
	EventKindCardDiscarded:      "a player discards a card",
	EventKindCardDrawn:          "a player draws a card",
	EventKindSteppedUp:          "Step Up resolves: this turn's tile goes on the next higher token",
	EventKindExtraTurnGranted:   "Super Crew resolves: another whole turn follows this one",
	EventKindTargetNamed:        "a player names the first target corner of their card",
	EventKindTilesSwapped:       "Stool Pigeon or Takeover swaps two crew tiles",
	EventKindTokensSwapped:      "Double Cross swaps two corner tokens",
	EventKindTokensShuffled:     "Lucky Break reshuffles the tokens on the free corners",
	EventKindTilePlaced:         "a player places a crew tile on a corner, taking its token out of the game",
	EventKindTileTurnedUp:       "a player turns up a crew tile from the pile",
	EventKindRacketWon:          "a full street's racket goes to the higher total",
	EventKindRacketDiscarded:    "a full street's racket is discarded: a tie",
	EventKindExtraTurnForfeited: "Super Crew's extra turn is lost: no crew tile left",
	EventKindTurnSkipped:        "a player with no crew tile left misses the turn",
	EventKindGameOver:           "all 36 corners are filled: the most money wins",
	EventKindRacketPut:          "the racket draft: a racket goes to a street",
	EventKindRacketTurnedUp:     "the racket draft: the next racket is turned up",
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

// eventCodec is the events' JSON, declared: each kind's name and the
// keys of the fields it uses; core reads and writes it. EventKindGameOver's player
// is absent on a shared win.
var eventCodec = core.MustEventCodec(Event{Player: core.NoPlayer}, []core.EventKind{
	EventKindTurnStarted:        {Name: "turn-started", Keys: []string{"player"}},
	EventKindCardPlayed:         {Name: "card-played", Keys: []string{"player", "card"}},
	EventKindRaidPassed:         {Name: "raid-passed", Keys: []string{"player", "card"}},
	EventKindCardCountered:      {Name: "card-countered", Keys: []string{"player", "card"}},
	EventKindCardDiscarded:      {Name: "card-discarded", Keys: []string{"player", "card"}},
	EventKindCardDrawn:          {Name: "card-drawn", Keys: []string{"player", "card"}},
	EventKindSteppedUp:          {Name: "stepped-up", Keys: []string{"player", "token"}},
	EventKindExtraTurnGranted:   {Name: "extra-turn-granted", Keys: []string{"player"}},
	EventKindTargetNamed:        {Name: "target-named", Keys: []string{"player", "card", "corner"}},
	EventKindTilesSwapped:       {Name: "tiles-swapped", Keys: []string{"player", "card", "corner", "corner2"}},
	EventKindTokensSwapped:      {Name: "tokens-swapped", Keys: []string{"player", "card", "corner", "corner2", "token", "token2"}},
	EventKindTokensShuffled:     {Name: "tokens-shuffled", Keys: []string{"player", "count"}},
	EventKindTilePlaced:         {Name: "tile-placed", Keys: []string{"player", "corner", "tile", "token"}},
	EventKindTileTurnedUp:       {Name: "tile-turned-up", Keys: []string{"player", "tile"}},
	EventKindRacketWon:          {Name: "racket-won", Keys: []string{"player", "street", "racket", "sums"}},
	EventKindRacketDiscarded:    {Name: "racket-discarded", Keys: []string{"street", "racket", "sums"}},
	EventKindExtraTurnForfeited: {Name: "extra-turn-forfeited", Keys: []string{"player"}},
	EventKindTurnSkipped:        {Name: "turn-skipped", Keys: []string{"player"}},
	EventKindGameOver:           {Name: "game-over", Keys: []string{"player?"}},
	EventKindRacketPut:          {Name: "racket-put", Keys: []string{"player", "street", "racket"}},
	EventKindRacketTurnedUp:     {Name: "racket-turned-up", Keys: []string{"player", "racket"}},
	EventKindExtraTurnStarted:   {Name: "extra-turn-started", Keys: []string{"player"}},
})

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
