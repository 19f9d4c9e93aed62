package mafia

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/codec"
)

// EventKind is the kind of an Event.
type EventKind uint8

// Event kinds; the package doc lists each with its JSON keys. NoEventKind
// is the zero Event's.
const (
	NoEventKind               EventKind = iota // no event: the zero Event
	EventKindHomeChosen                        // Faction chose home city Space (Name: its name on the game's map)
	EventKindTurnStarted                       // Faction's turn begins
	EventKindReturnRolled                      // Counter rolled Roll to return from box From: Success tells
	EventKindReleaseBlocked                    // Support of the Judiciary kept Counter in Prison
	EventKindDiceRolled                        // Faction's movement roll: Dice
	EventKindDiceChanged                       // Helicopter Operation changed the dice to Dice
	EventKindMoved                             // Counter moved From → Space (Air: by air)
	EventKindMovementSkipped                   // Faction cannot move, or skips its movement (Cause: the Antimafia Commission)
	EventKindAirCancelled                      // Card grounded Counter's flight
	EventKindSpaceRolled                       // Counter rolled Roll on Space's effect (Cause): Success = hit
	EventKindDetained                          // Counter was detained (Carabinieri Station) by By for Cause
	EventKindArrested                          // Counter was arrested (Prison) by By for Cause
	EventKindEliminated                        // Counter was eliminated (Continent) by By for Cause
	EventKindReturned                          // Counter was placed in its home city, or Palermo
	EventKindNextMovementLost                  // Faction will skip its next movement phase
	EventKindControlPlaced                     // Faction placed a control counter on Space (Count there now)
	EventKindControlRemoved                    // a control counter of Faction was removed from Space (Count left)
	EventKindControlRolled                     // Counter rolled Roll to control or remove control at Space: Success even
	EventKindCardDrawn                         // Faction drew Card from Deck (private; Card hidden for the rest)
	EventKindCardPlayed                        // Faction played Card (on Target or Space)
	EventKindCardDiscarded                     // Card went back to Deck, reshuffled (Faction lost it)
	EventKindCardsReturned                     // all Count cards of Faction went back to their decks
	EventKindHandRevealed                      // Mole in Prefecture: the State's hand Cards (private)
	EventKindBlocked                           // the Boss Counter blocked the Picciotto Target
	EventKindShootoutStarted                   // Counter opens fire on Target at Space
	EventKindShot                              // Counter rolled Roll at Target: Success = hit
	EventKindArrestResisted                    // the Picciotto Counter resists the arrest
	EventKindInvestigated                      // the SISDE investigates Count mafiosi at Space
	EventKindGameOver                          // the game ends: Faction wins (absent: nobody), for Cause
	EventKindRollDeclined                      // Counter's owner declined the roll for control (or its removal) at Space
	numEventKinds
)

// eventKindTexts say what happened, for a tooltip (EventKind.Text).
var eventKindTexts = [numEventKinds]string{
	EventKindHomeChosen:       "Faction chose home city Space (Name: its name on the game's map).",
	EventKindTurnStarted:      "Faction's turn begins.",
	EventKindReturnRolled:     "Counter rolled Roll to return from box From: Success tells.",
	EventKindReleaseBlocked:   "Support of the Judiciary kept Counter in Prison.",
	EventKindDiceRolled:       "Faction's movement roll: Dice.",
	EventKindDiceChanged:      "Helicopter Operation changed the dice to Dice.",
	EventKindMoved:            "Counter moved From \u2192 Space (Air: by air).",
	EventKindMovementSkipped:  "Faction cannot move, or skips its movement (Cause: the Antimafia Commission).",
	EventKindAirCancelled:     "Card grounded Counter's flight.",
	EventKindSpaceRolled:      "Counter rolled Roll on Space's effect (Cause): Success = hit.",
	EventKindDetained:         "Counter was detained (Carabinieri Station) by By for Cause.",
	EventKindArrested:         "Counter was arrested (Prison) by By for Cause.",
	EventKindEliminated:       "Counter was eliminated (Continent) by By for Cause.",
	EventKindReturned:         "Counter was placed in its home city, or Palermo.",
	EventKindNextMovementLost: "Faction will skip its next movement phase.",
	EventKindControlPlaced:    "Faction placed a control counter on Space (Count there now).",
	EventKindControlRemoved:   "A control counter of Faction was removed from Space (Count left).",
	EventKindControlRolled:    "Counter rolled Roll to control or remove control at Space: Success even.",
	EventKindCardDrawn:        "Faction drew Card from Deck (private; Card hidden for the rest).",
	EventKindCardPlayed:       "Faction played Card (on Target or Space).",
	EventKindCardDiscarded:    "Card went back to Deck, reshuffled (Faction lost it).",
	EventKindCardsReturned:    "All Count cards of Faction went back to their decks.",
	EventKindHandRevealed:     "Mole in Prefecture: the State's hand Cards (private).",
	EventKindBlocked:          "The Boss Counter blocked the Picciotto Target.",
	EventKindShootoutStarted:  "Counter opens fire on Target at Space.",
	EventKindShot:             "Counter rolled Roll at Target: Success = hit.",
	EventKindArrestResisted:   "The Picciotto Counter resists the arrest.",
	EventKindInvestigated:     "The SISDE investigates Count mafiosi at Space.",
	EventKindGameOver:         "The game ends: Faction wins (absent: nobody), for Cause.",
	EventKindRollDeclined:     "Counter's owner declined the roll for control (or its removal) at Space.",
}

// Event is something that happened in Apply.
//
// Each kind uses some of the fields (the package doc's Events section
// lists them); the others hold the zero Event's values: NoPlayer,
// NoFaction, -1 for counters and places, HiddenCard for a card, and zero.
type Event struct {
	Kind    EventKind     `json:"-"`                 // what happened
	Player  core.Player   `json:"player,omitempty"`  // the seat that plays Faction now (NoPlayer: nobody, as the State in the 4-player game)
	Faction Faction       `json:"faction,omitempty"` // the faction it happened to, or that acted
	Counter Counter       `json:"counter"`           // the counter it happened to, or that acted
	Target  Counter       `json:"target,omitempty"`  // the counter acted on: shot at, blocked, a card's target
	By      Counter       `json:"by,omitempty"`      // the counter that detained, arrested or eliminated Counter
	Space   Place         `json:"space,omitempty"`   // where it happened, or where Counter went
	From    Place         `json:"from"`              // where Counter came from (a move, a return)
	Roll    uint8         `json:"roll"`              // the die rolled (1–6)
	Success bool          `json:"success,omitempty"` // the roll succeeded: a return, a control roll, a space's effect or a shot hitting
	Air     bool          `json:"by_air,omitempty"`  // the move used the air link
	Count   uint8         `json:"count,omitempty"`   // control counters on the space now, cards returned, mafiosi investigated
	Dice    [2]uint8      `json:"dice"`              // the movement dice
	Card    Card          `json:"card"`              // the card played, drawn or returned (HiddenCard in a copy for others)
	Deck    Deck          `json:"deck"`              // the deck a card came from or went back to
	Cause   Cause         `json:"cause,omitempty"`   // why a counter was detained, arrested, eliminated or returned, a movement skipped, or how the game ended
	To      core.Audience `json:"-"`                 // who may see this copy
	// seatWin: the 2-player game ended on a seat's State turn, so the
	// message names the winning player
	seatWin bool
	Cards   CardSet `json:"cards,omitempty"` // EventKindHandRevealed: the cards shown
	Name    string  `json:"-"`               // EventKindHomeChosen: the city's name on the game's map
}

// noEvent is the zero Event of the codec: what a field a kind does not
// use holds.
var noEvent = Event{Player: core.NoPlayer, Faction: NoFaction, Counter: -1, Target: -1, By: -1, Space: -1, From: -1, Card: HiddenCard}

// eventCodec is the events' JSON, declared by eventKinds.
var eventCodec = codec.MustEventCodec(noEvent, eventKinds)

// eventKinds declares the events' JSON: each kind's name and keys. A key
// ending in "?" is left out when absent (a card played on nothing, a
// counter eliminated by no counter, a game nobody won); its Event field
// is tagged omitempty.
var eventKinds = []codec.EventKind{
	EventKindHomeChosen:       {Name: "home-chosen", Keys: []string{"player", "faction", "space"}},
	EventKindTurnStarted:      {Name: "turn-started", Keys: []string{"player?", "faction"}},
	EventKindReturnRolled:     {Name: "return-rolled", Keys: []string{"player?", "faction", "counter", "from", "roll", "success?"}},
	EventKindReleaseBlocked:   {Name: "release-blocked", Keys: []string{"player?", "faction", "counter"}},
	EventKindDiceRolled:       {Name: "dice-rolled", Keys: []string{"player?", "faction", "dice"}},
	EventKindDiceChanged:      {Name: "dice-changed", Keys: []string{"dice"}},
	EventKindMoved:            {Name: "moved", Keys: []string{"player?", "faction", "counter", "from", "space", "by_air?"}},
	EventKindMovementSkipped:  {Name: "movement-skipped", Keys: []string{"player?", "faction", "cause?"}},
	EventKindAirCancelled:     {Name: "air-cancelled", Keys: []string{"counter", "card"}},
	EventKindSpaceRolled:      {Name: "space-rolled", Keys: []string{"player?", "faction", "counter", "space", "cause", "roll", "success?"}},
	EventKindDetained:         {Name: "detained", Keys: []string{"player?", "faction", "counter", "space", "cause", "by?"}},
	EventKindArrested:         {Name: "arrested", Keys: []string{"player?", "faction", "counter", "space", "cause", "by?"}},
	EventKindEliminated:       {Name: "eliminated", Keys: []string{"player?", "faction", "counter", "space", "cause", "by?"}},
	EventKindReturned:         {Name: "returned", Keys: []string{"player?", "faction", "counter", "space"}},
	EventKindNextMovementLost: {Name: "next-movement-lost", Keys: []string{"player?", "faction"}},
	EventKindControlPlaced:    {Name: "control-placed", Keys: []string{"player?", "faction", "space", "count"}},
	EventKindControlRemoved:   {Name: "control-removed", Keys: []string{"player?", "faction", "space", "count?"}},
	EventKindControlRolled:    {Name: "control-rolled", Keys: []string{"player?", "faction", "counter", "space", "roll", "success?"}},
	EventKindCardDrawn:        {Name: "card-drawn", Keys: []string{"player?", "faction", "deck", "card"}},
	EventKindCardPlayed:       {Name: "card-played", Keys: []string{"player?", "faction", "card", "target?", "space?"}},
	EventKindCardDiscarded:    {Name: "card-discarded", Keys: []string{"player?", "faction", "deck", "card"}},
	EventKindCardsReturned:    {Name: "cards-returned", Keys: []string{"player?", "faction", "count"}},
	EventKindHandRevealed:     {Name: "hand-revealed", Keys: []string{"player?", "faction", "cards?"}},
	EventKindBlocked:          {Name: "blocked", Keys: []string{"player?", "faction", "counter", "target"}},
	EventKindShootoutStarted:  {Name: "shootout-started", Keys: []string{"player?", "faction", "counter", "target", "space"}},
	EventKindShot:             {Name: "shot", Keys: []string{"player?", "faction", "counter", "target", "roll", "success?"}},
	EventKindArrestResisted:   {Name: "arrest-resisted", Keys: []string{"player?", "faction", "counter"}},
	EventKindInvestigated:     {Name: "investigated", Keys: []string{"space", "count?"}},
	EventKindGameOver:         {Name: "game-over", Keys: []string{"player?", "faction?", "cause"}},
	EventKindRollDeclined:     {Name: "roll-declined", Keys: []string{"player?", "faction", "counter", "space"}},
}

// MarshalJSON writes the event as {"kind": "moved", ...}: its kind's name,
// the keys that kind uses (an absent one left out), ids as text, a card
// its audience may not see as "hidden", and "to", the audience.
func (e Event) MarshalJSON() ([]byte, error) { return eventCodec.Marshal(&e) }

// UnmarshalJSON reads what MarshalJSON writes: exactly the keys the kind
// uses (an optional one may be absent), each once.
func (e *Event) UnmarshalJSON(b []byte) error { return eventCodec.Unmarshal(b, e) }

// Audience implements core.Event.
func (e *Event) Audience() core.Audience { return e.To }

// String is the event as a log line ("R.B rolls 1 at N.B: hits").
func (e *Event) String() string {
	c, t := counterName(int(e.Counter)), counterName(int(e.Target))
	sp := locationName(int(e.Space))
	switch e.Kind {
	case EventKindHomeChosen:
		name := e.Name
		if name == "" && e.Space >= 0 && e.Space < NumSpaces {
			name = sicilySpaces[e.Space].Name
		}
		if name == "" {
			name = "?"
		}
		return fmt.Sprintf("the %s Family makes %s its home", e.Faction, name)
	case EventKindTurnStarted:
		return fmt.Sprintf("turn of the %s", famWord(e.Faction))
	case EventKindReturnRolled:
		res := "stays"
		if e.Success {
			res = "returns"
		}
		return fmt.Sprintf("%s rolls %d in the %s: %s", c, e.Roll, e.From.Name(), res)
	case EventKindReleaseBlocked:
		return fmt.Sprintf("Support of the Judiciary keeps %s in Prison", c)
	case EventKindDiceRolled:
		return fmt.Sprintf("the %s rolls %d and %d", famWord(e.Faction), e.Dice[0], e.Dice[1])
	case EventKindDiceChanged:
		return fmt.Sprintf("Helicopter Operation: the dice now count %d and %d", e.Dice[0], e.Dice[1])
	case EventKindMoved:
		how := ""
		if e.Air {
			how = " (by air)"
		}
		return fmt.Sprintf("%s moves %s → %s%s", c, locationName(int(e.From)), sp, how)
	case EventKindMovementSkipped:
		if e.Cause == CauseAntimafia {
			return fmt.Sprintf("the %s skips its movement (Antimafia Commission)", famWord(e.Faction))
		}
		return fmt.Sprintf("the %s cannot move", famWord(e.Faction))
	case EventKindAirCancelled:
		return fmt.Sprintf("%s grounds %s's flight", e.Card.Title(), c)
	case EventKindSpaceRolled:
		res := "no effect"
		if e.Success {
			res = "hit"
		}
		return fmt.Sprintf("%s rolls %d on the %s at %s: %s", c, e.Roll, e.Cause.effect(), sp, res)
	case EventKindDetained:
		return fmt.Sprintf("%s is detained at the Carabinieri Station (%s)", c, e.text())
	case EventKindArrested:
		return fmt.Sprintf("%s is arrested and goes to Prison (%s)", c, e.text())
	case EventKindEliminated:
		return fmt.Sprintf("%s is eliminated and goes to the Continent (%s)", c, e.text())
	case EventKindReturned:
		return fmt.Sprintf("%s returns to %s", c, sp)
	case EventKindNextMovementLost:
		return fmt.Sprintf("the %s will skip its next movement (Antimafia Commission)", famWord(e.Faction))
	case EventKindControlPlaced:
		return fmt.Sprintf("the %s Family places a control counter on %s (%d there)", e.Faction, sp, e.Count)
	case EventKindControlRemoved:
		return fmt.Sprintf("a %s control counter is removed from %s (%d left)", e.Faction, sp, e.Count)
	case EventKindControlRolled:
		res := "odd: nothing"
		if e.Success {
			res = "even: success"
		}
		return fmt.Sprintf("%s rolls %d for control at %s: %s", c, e.Roll, sp, res)
	case EventKindCardDrawn:
		if e.Card == HiddenCard {
			return fmt.Sprintf("the %s draws a %s card", famWord(e.Faction), e.Deck.Name())
		}
		return fmt.Sprintf("the %s draws %s (%s)", famWord(e.Faction), e.Card.Title(), e.Deck.Name())
	case EventKindCardPlayed:
		s := fmt.Sprintf("the %s plays %s", famWord(e.Faction), e.Card.Title())
		if e.Target >= 0 {
			s += " on " + t
		} else if e.Space >= 0 {
			s += " on " + sp
		}
		return s
	case EventKindCardDiscarded:
		if e.Card == HiddenCard {
			return fmt.Sprintf("the %s returns a %s card; the deck is reshuffled", famWord(e.Faction), e.Deck.Name())
		}
		return fmt.Sprintf("the %s returns %s to the %s deck; the deck is reshuffled", famWord(e.Faction), e.Card.Title(), e.Deck.Name())
	case EventKindCardsReturned:
		return fmt.Sprintf("the %s returns all %d of its cards; the decks are reshuffled", famWord(e.Faction), e.Count)
	case EventKindHandRevealed:
		var names []string
		for _, k := range e.Cards.Cards() {
			names = append(names, k.Title())
		}
		if len(names) == 0 {
			return "Mole in Prefecture: the State holds no cards"
		}
		return "Mole in Prefecture: the State holds " + strings.Join(names, ", ")
	case EventKindBlocked:
		return fmt.Sprintf("%s stops %s from acting", c, t)
	case EventKindShootoutStarted:
		return fmt.Sprintf("shootout at %s: %s opens fire on %s", sp, c, t)
	case EventKindShot:
		res := "misses"
		if e.Success {
			res = "hits"
		}
		return fmt.Sprintf("%s rolls %d at %s: %s", c, e.Roll, t, res)
	case EventKindArrestResisted:
		return fmt.Sprintf("%s resists arrest", c)
	case EventKindInvestigated:
		return fmt.Sprintf("the SISDE investigates %d mafiosi at %s", e.Count, sp)
	case EventKindRollDeclined:
		if kindOf(int(e.Counter)) == Carabinieri {
			return fmt.Sprintf("%s does not roll to remove control at %s", c, sp)
		}
		return fmt.Sprintf("%s does not roll for control at %s", c, sp)
	case EventKindGameOver:
		if e.Faction == NoFaction {
			return "the game ends: nobody wins (" + e.text() + ")"
		}
		if e.seatWin {
			return "the game ends: " + e.text()
		}
		return fmt.Sprintf("the game ends: the %s wins (%s)", famWord(e.Faction), e.text())
	}
	return "?"
}

func famWord(f Faction) string {
	if f == StateFaction {
		return "State"
	}
	return f.String() + " Family"
}
