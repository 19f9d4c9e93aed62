package tonytino

import (
	"encoding/json"
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
var eventNames = core.Names{"", "turn-started", "card-played", "raid-passed", "card-countered",
	"card-discarded", "card-drawn", "stepped-up", "extra-turn-granted", "target-named", "tiles-swapped",
	"tokens-swapped", "tokens-shuffled", "tile-placed", "tile-turned-up", "racket-won",
	"racket-discarded", "extra-turn-forfeited", "turn-skipped", "game-over", "racket-put", "racket-turned-up",
	"extra-turn-started"}

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
	Player  core.Player
	Card    Card
	Corner  Corner
	Corner2 Corner
	Street  Street
	Tile    Tile
	Token   Token
	Token2  Token
	Racket  Racket
	Count   int8 // TokensShuffled: how many tokens
	Sums    [NumSeats]int8
}

// The fields an event kind uses besides Kind and To.
type fields uint16

const (
	fPlayer fields = 1 << iota
	fCard
	fCorner
	fCorner2
	fStreet
	fTile
	fToken
	fToken2
	fSums
	fRacket
	fCount
)

// eventFields lists the fields of each kind. GameOver's player is absent
// on a shared win.
var eventFields = [numEventKinds]fields{
	TurnStarted:        fPlayer,
	ExtraTurnStarted:   fPlayer,
	CardPlayed:         fPlayer | fCard,
	RaidPassed:         fPlayer | fCard,
	CardCountered:      fPlayer | fCard,
	CardDiscarded:      fPlayer | fCard,
	CardDrawn:          fPlayer | fCard,
	SteppedUp:          fPlayer | fToken,
	ExtraTurnGranted:   fPlayer,
	TargetNamed:        fPlayer | fCard | fCorner,
	TilesSwapped:       fPlayer | fCard | fCorner | fCorner2,
	TokensSwapped:      fPlayer | fCard | fCorner | fCorner2 | fToken | fToken2,
	TokensShuffled:     fPlayer | fCount,
	TilePlaced:         fPlayer | fCorner | fTile | fToken,
	TileTurnedUp:       fPlayer | fTile,
	RacketWon:          fPlayer | fStreet | fRacket | fSums,
	RacketDiscarded:    fStreet | fRacket | fSums,
	ExtraTurnForfeited: fPlayer,
	TurnSkipped:        fPlayer,
	GameOver:           fPlayer,
	RacketPut:          fPlayer | fStreet | fRacket,
	RacketTurnedUp:     fPlayer | fRacket,
}

// eventJSON is the JSON form of an Event: unused fields are left out.
type eventJSON struct {
	Kind    EventKind       `json:"kind"`
	Player  *core.Player    `json:"player,omitempty"`
	Card    *Card           `json:"card,omitempty"`
	Corner  *Corner         `json:"corner,omitempty"`
	Corner2 *Corner         `json:"corner2,omitempty"`
	Street  *Street         `json:"street,omitempty"`
	Tile    *Tile           `json:"tile,omitempty"`
	Token   *Token          `json:"token,omitempty"`
	Token2  *Token          `json:"token2,omitempty"`
	Racket  *Racket         `json:"racket,omitempty"`
	Count   *int8           `json:"count,omitempty"`
	Sums    *[NumSeats]int8 `json:"sums,omitempty"`
	To      core.Audience   `json:"to"`
}

// MarshalJSON writes the kind and the fields it uses.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Kind == 0 || e.Kind >= numEventKinds {
		return nil, core.Errorf(core.ErrBadState, "event kind %d does not exist", e.Kind)
	}
	j := eventJSON{Kind: e.Kind, To: e.To}
	f := eventFields[e.Kind]
	if f&fPlayer != 0 && e.Player >= 0 {
		j.Player = &e.Player
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
	if f&fTile != 0 {
		j.Tile = &e.Tile
	}
	if f&fToken != 0 {
		j.Token = &e.Token
	}
	if f&fToken2 != 0 {
		j.Token2 = &e.Token2
	}
	if f&fRacket != 0 {
		j.Racket = &e.Racket
	}
	if f&fCount != 0 {
		j.Count = &e.Count
	}
	if f&fSums != 0 {
		j.Sums = &e.Sums
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes: exactly the fields the kind
// uses (GameOver's player may be absent), each once.
func (e *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := core.DecodeStrict(b, &j); err != nil {
		return core.Errorf(core.ErrBadState, "event JSON: %v", err)
	}
	if j.Kind == 0 {
		return core.Errorf(core.ErrBadState, "event JSON: no kind")
	}
	out := Event{Kind: j.Kind, Player: core.NoPlayer, To: j.To}
	var got fields
	set := func(f fields, present bool) {
		if present {
			got |= f
		}
	}
	set(fPlayer, j.Player != nil)
	set(fCard, j.Card != nil)
	set(fCorner, j.Corner != nil)
	set(fCorner2, j.Corner2 != nil)
	set(fStreet, j.Street != nil)
	set(fTile, j.Tile != nil)
	set(fToken, j.Token != nil)
	set(fToken2, j.Token2 != nil)
	set(fSums, j.Sums != nil)
	set(fRacket, j.Racket != nil)
	set(fCount, j.Count != nil)
	want := eventFields[j.Kind]
	if j.Kind == GameOver {
		got |= fPlayer
	}
	if got != want {
		return core.Errorf(core.ErrBadState, "event JSON: a %v event has other fields", j.Kind)
	}
	if j.Player != nil {
		if *j.Player < 0 || *j.Player >= NumSeats {
			return core.Errorf(core.ErrBadState, "event JSON: player %v is not a seat", *j.Player)
		}
		out.Player = *j.Player
	}
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
	if j.Tile != nil {
		out.Tile = *j.Tile
	}
	if j.Token != nil {
		out.Token = *j.Token
	}
	if j.Token2 != nil {
		out.Token2 = *j.Token2
	}
	if j.Sums != nil {
		out.Sums = *j.Sums
	}
	if j.Racket != nil {
		out.Racket = *j.Racket
	}
	if j.Count != nil {
		out.Count = *j.Count
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
