package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// EventKind is what an Event reports.
type EventKind uint8

// The kinds of event, in the order they can happen in a turn. The package
// doc lists each with the fields it uses.
const (
	TurnStarted        EventKind = iota + 1 // Player begins a turn
	CardPlayed                              // Player plays Card face up
	RaidPassed                              // Player lets the opponent's Card stand
	CardCountered                           // Player counters the opponent's Card with Police Raid
	CardDiscarded                           // Player discards Card (HiddenCard in the others' copy)
	CardDrawn                               // Player draws Card (HiddenCard in the others' copy)
	SteppedUp                               // Step Up resolves: this turn's tile goes on Token
	ExtraTurnGranted                        // Super Crew resolves: another turn follows
	TargetNamed                             // Player names Corner as the first target of Card
	TilesSwapped                            // Card swaps the tiles on Corner and Corner2
	TokensSwapped                           // Double Cross swaps the tokens: Corner now holds Token, Corner2 Token2
	TokensShuffled                          // Lucky Break reshuffles the Count tokens on free corners
	TilePlaced                              // Player places Tile on Corner, taking Token out of the game
	TileTurnedUp                            // Player turns up Tile from the pile
	RacketWon                               // Player wins the Racket of Street by Sums
	RacketDiscarded                         // the Racket of Street is discarded: a tie at Sums
	ExtraTurnForfeited                      // Player's Super Crew turn is lost: no crew tile left
	TurnSkipped                             // Player has no crew tile left and misses the turn
	GameOver                                // the game ends; Player is the winner (none: a shared win)
	RacketPut                               // racket draft: Player puts the Racket on Street
	RacketTurnedUp                          // racket draft: Player turns up the next Racket to put out
	ExtraTurnStarted                        // Player begins the extra turn of Super Crew
	numEventKinds
)

// eventNames is the notation of the event kinds, indexed by EventKind.
var eventNames = eventCodec.Names()

// String is the kind's notation ("racket-won").
func (k EventKind) String() string {
	if k == 0 {
		return "?"
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
	TurnStarted:        "a player's turn begins",
	ExtraTurnStarted:   "a player begins the extra turn Super Crew gave them",
	CardPlayed:         "a player plays a card face up",
	RaidPassed:         "the opponent lets the card stand",
	CardCountered:      "the opponent cancels the card with Police Raid",
	CardDiscarded:      "a player discards a card",
	CardDrawn:          "a player draws a card",
	SteppedUp:          "Step Up resolves: this turn's tile goes on the next higher token",
	ExtraTurnGranted:   "Super Crew resolves: another whole turn follows this one",
	TargetNamed:        "a player names the first target corner of their card",
	TilesSwapped:       "Stool Pigeon or Takeover swaps two crew tiles",
	TokensSwapped:      "Double Cross swaps two corner tokens",
	TokensShuffled:     "Lucky Break reshuffles the tokens on the free corners",
	TilePlaced:         "a player places a crew tile on a corner, taking its token out of the game",
	TileTurnedUp:       "a player turns up a crew tile from the pile",
	RacketWon:          "a full street's racket goes to the higher total",
	RacketDiscarded:    "a full street's racket is discarded: a tie",
	ExtraTurnForfeited: "Super Crew's extra turn is lost: no crew tile left",
	TurnSkipped:        "a player with no crew tile left misses the turn",
	GameOver:           "all 36 corners are filled: the most money wins",
	RacketPut:          "the racket draft: a racket goes to a street",
	RacketTurnedUp:     "the racket draft: the next racket is turned up",
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
// keys of the fields it uses; core reads and writes it. GameOver's player
// is absent on a shared win.
var eventCodec = core.MustEventCodec(Event{Player: core.NoPlayer}, []core.EventKind{
	TurnStarted:        {Name: "turn-started", Keys: []string{"player"}},
	CardPlayed:         {Name: "card-played", Keys: []string{"player", "card"}},
	RaidPassed:         {Name: "raid-passed", Keys: []string{"player", "card"}},
	CardCountered:      {Name: "card-countered", Keys: []string{"player", "card"}},
	CardDiscarded:      {Name: "card-discarded", Keys: []string{"player", "card"}},
	CardDrawn:          {Name: "card-drawn", Keys: []string{"player", "card"}},
	SteppedUp:          {Name: "stepped-up", Keys: []string{"player", "token"}},
	ExtraTurnGranted:   {Name: "extra-turn-granted", Keys: []string{"player"}},
	TargetNamed:        {Name: "target-named", Keys: []string{"player", "card", "corner"}},
	TilesSwapped:       {Name: "tiles-swapped", Keys: []string{"player", "card", "corner", "corner2"}},
	TokensSwapped:      {Name: "tokens-swapped", Keys: []string{"player", "card", "corner", "corner2", "token", "token2"}},
	TokensShuffled:     {Name: "tokens-shuffled", Keys: []string{"player", "count"}},
	TilePlaced:         {Name: "tile-placed", Keys: []string{"player", "corner", "tile", "token"}},
	TileTurnedUp:       {Name: "tile-turned-up", Keys: []string{"player", "tile"}},
	RacketWon:          {Name: "racket-won", Keys: []string{"player", "street", "racket", "sums"}},
	RacketDiscarded:    {Name: "racket-discarded", Keys: []string{"street", "racket", "sums"}},
	ExtraTurnForfeited: {Name: "extra-turn-forfeited", Keys: []string{"player"}},
	TurnSkipped:        {Name: "turn-skipped", Keys: []string{"player"}},
	GameOver:           {Name: "game-over", Keys: []string{"player?"}},
	RacketPut:          {Name: "racket-put", Keys: []string{"player", "street", "racket"}},
	RacketTurnedUp:     {Name: "racket-turned-up", Keys: []string{"player", "racket"}},
	ExtraTurnStarted:   {Name: "extra-turn-started", Keys: []string{"player"}},
})

// MarshalJSON writes the kind and the fields it uses.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the fields the kind
// uses (GameOver's player may be absent), each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }

// Audience is who may see the event.
func (e *Event) Audience() core.Audience { return e.To }

// String reads the event as a line of a game log.
func (e *Event) String() string {
	p := e.Player.String()
	switch e.Kind {
	case TurnStarted:
		return p + "'s turn"
	case ExtraTurnStarted:
		return p + " takes the extra turn from Super Crew"
	case CardPlayed:
		return p + " plays " + e.Card.Name()
	case RaidPassed:
		return p + " lets " + e.Card.Name() + " stand"
	case CardCountered:
		return p + " plays Police Raid: " + other(e.Player).String() + "'s " + e.Card.Name() + " is cancelled"
	case CardDiscarded:
		if e.Card == HiddenCard {
			return p + " discards a card face down"
		}
		return p + " discards " + e.Card.Name()
	case CardDrawn:
		if e.Card == HiddenCard {
			return p + " draws a card"
		}
		return p + " draws " + e.Card.Name()
	case SteppedUp:
		return p + " steps up: this turn's tile goes on a " + e.Token.String()
	case ExtraTurnGranted:
		return p + " will take another turn after this one"
	case TargetNamed:
		return p + " names " + e.Corner.String() + " for " + e.Card.Name()
	case TilesSwapped:
		return p + "'s " + e.Card.Name() + " swaps the tiles on " + e.Corner.String() + " and " + e.Corner2.String()
	case TokensSwapped:
		return p + "'s Double Cross swaps tokens: " + e.Corner.String() + " now " + e.Token.String() +
			", " + e.Corner2.String() + " now " + e.Token2.String()
	case TokensShuffled:
		return p + "'s Lucky Break reshuffles the " + strconv.Itoa(int(e.Count)) + " tokens on the free corners"
	case TilePlaced:
		return p + " places " + e.Tile.withArticle() + " (" + e.Tile.String() + ") on " +
			e.Corner.String() + " (token " + e.Token.String() + ")"
	case TileTurnedUp:
		return p + " turns up " + e.Tile.withArticle() + " (" + e.Tile.String() + ")"
	case RacketWon:
		won, lost := e.Sums[0], e.Sums[1]
		if e.Player == 1 {
			won, lost = lost, won
		}
		return p + " wins the " + e.Racket.Name() + " racket on " + e.Street.String() + " (" +
			strconv.Itoa(int(won)) + " to " + strconv.Itoa(int(lost)) + ")"
	case RacketDiscarded:
		return "the " + e.Racket.Name() + " racket on " + e.Street.String() + " is discarded: a tie at " +
			strconv.Itoa(int(e.Sums[0])) + " each"
	case ExtraTurnForfeited:
		return p + " has no crew tile left: the Super Crew turn is lost"
	case TurnSkipped:
		return p + " has no crew tile left and misses the turn"
	case RacketPut:
		return p + " puts the " + e.Racket.Name() + " racket on " + e.Street.String()
	case RacketTurnedUp:
		return p + " turns up the " + e.Racket.Name() + " racket"
	case GameOver:
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
