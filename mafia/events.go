package mafia

import (
	"fmt"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// EventKind is the kind of an Event.
type EventKind uint8

// Event kinds.
const (
	EvHome           EventKind = iota + 1 // Family Fac chose home city Space (Why: its name on the game's map)
	EvTurn                                // Fac's turn begins
	EvReturnRoll                          // counter C rolled Roll to return from box From: OK tells
	EvReleaseBlocked                      // Support of the Judiciary kept C in Prison
	EvRoll                                // movement roll Dice
	EvDiceChanged                         // Helicopter Operation changed the dice to Dice
	EvMoved                               // C moved From → Space (Air: by air)
	EvNoMove                              // Fac cannot move (or skips: OK)
	EvAirCancelled                        // Card cancelled C's air move
	EvSpaceRoll                           // C rolled Roll on Space's effect: OK = hit
	EvDetained                            // C was detained (Station)
	EvArrested                            // C was arrested (Prison)
	EvEliminated                          // C was eliminated (Continent)
	EvReturned                            // C was placed in its home city / Palermo
	EvSkipNext                            // Fac will skip its next movement phase
	EvControl                             // Fac placed a control counter on Space (N now)
	EvControlRemoved                      // a control counter of Fac was removed from Space (N left)
	EvControlRoll                         // C rolled Roll to control / remove control: OK even
	EvDraw                                // Fac drew Card from Deck (private; Card hidden for the rest)
	EvPlayed                              // Fac played Card (target in C / Space)
	EvCardReturned                        // Card returned to Deck and it was reshuffled (Fac lost it)
	EvCardsReturned                       // all N cards of Fac went back to their decks
	EvReveal                              // Mole in Prefecture: the State's hand Mask (private)
	EvBlocked                             // Boss C blocked Picciotto Target
	EvShootout                            // C opens fire on Target
	EvShot                                // C rolled Roll at Target: OK = hit
	EvResists                             // Picciotto C resists the arrest
	EvInvestigate                         // the SISDE investigates N mafiosi
	EvWin                                 // the game ends: Fac wins (NoFaction: nobody)
)

// Event is something that happened in Apply.
type Event struct {
	Kind   EventKind
	Fac    Faction
	C      int8
	Target int8
	Space  int8
	From   int8
	Roll   uint8
	OK     bool
	Air    bool
	N      uint8
	Dice   [2]uint8
	Card   Card
	Deck   Deck
	Mask   uint32
	Why    string
	To     core.Audience
}

// Audience implements core.Event.
func (e *Event) Audience() core.Audience { return e.To }

// String is the event as a log line ("R.B rolls 1 at N.B: hits").
func (e *Event) String() string {
	c, t := CounterName(int(e.C)), CounterName(int(e.Target))
	sp := LocationName(int(e.Space))
	switch e.Kind {
	case EvHome:
		name := e.Why
		if name == "" && e.Space >= 0 && e.Space < NumSpaces {
			name = sicilySpaces[e.Space].Name
		}
		if name == "" {
			name = "?"
		}
		return fmt.Sprintf("the %s Family makes %s its home", e.Fac, name)
	case EvTurn:
		return fmt.Sprintf("turn of the %s", famWord(e.Fac))
	case EvReturnRoll:
		res := "stays"
		if e.OK {
			res = "returns"
		}
		return fmt.Sprintf("%s rolls %d in the %s: %s", c, e.Roll, LocationName(int(e.From)), res)
	case EvReleaseBlocked:
		return fmt.Sprintf("Support of the Judiciary keeps %s in Prison", c)
	case EvRoll:
		return fmt.Sprintf("the %s rolls %d and %d", famWord(e.Fac), e.Dice[0], e.Dice[1])
	case EvDiceChanged:
		return fmt.Sprintf("Helicopter Operation: the dice now count %d and %d", e.Dice[0], e.Dice[1])
	case EvMoved:
		how := ""
		if e.Air {
			how = " (by air)"
		}
		return fmt.Sprintf("%s moves %s → %s%s", c, LocationName(int(e.From)), sp, how)
	case EvNoMove:
		if e.OK {
			return fmt.Sprintf("the %s skips its movement (Antimafia Commission)", famWord(e.Fac))
		}
		return fmt.Sprintf("the %s cannot move", famWord(e.Fac))
	case EvAirCancelled:
		return fmt.Sprintf("%s grounds %s's flight", e.Card.Title(), c)
	case EvSpaceRoll:
		res := "no effect"
		if e.OK {
			res = "hit"
		}
		return fmt.Sprintf("%s rolls %d on the %s at %s: %s", c, e.Roll, e.Why, sp, res)
	case EvDetained:
		return fmt.Sprintf("%s is detained at the Carabinieri Station (%s)", c, e.Why)
	case EvArrested:
		return fmt.Sprintf("%s is arrested and goes to Prison (%s)", c, e.Why)
	case EvEliminated:
		return fmt.Sprintf("%s is eliminated and goes to the Continent (%s)", c, e.Why)
	case EvReturned:
		return fmt.Sprintf("%s returns to %s", c, sp)
	case EvSkipNext:
		return fmt.Sprintf("the %s will skip its next movement (Antimafia Commission)", famWord(e.Fac))
	case EvControl:
		return fmt.Sprintf("the %s Family places a control counter on %s (%d there)", e.Fac, sp, e.N)
	case EvControlRemoved:
		return fmt.Sprintf("a %s control counter is removed from %s (%d left)", e.Fac, sp, e.N)
	case EvControlRoll:
		res := "odd: nothing"
		if e.OK {
			res = "even: success"
		}
		return fmt.Sprintf("%s rolls %d for control at %s: %s", c, e.Roll, sp, res)
	case EvDraw:
		if e.Card == HiddenCard {
			return fmt.Sprintf("the %s draws a %s card", famWord(e.Fac), e.Deck)
		}
		return fmt.Sprintf("the %s draws %s (%s)", famWord(e.Fac), e.Card.Title(), e.Deck)
	case EvPlayed:
		s := fmt.Sprintf("the %s plays %s", famWord(e.Fac), e.Card.Title())
		if e.C >= 0 {
			s += " on " + c
		} else if e.Space >= 0 {
			s += " on " + sp
		}
		return s
	case EvCardReturned:
		if e.Card == HiddenCard {
			return fmt.Sprintf("the %s returns a %s card; the deck is reshuffled", famWord(e.Fac), e.Deck)
		}
		return fmt.Sprintf("the %s returns %s to the %s deck; the deck is reshuffled", famWord(e.Fac), e.Card.Title(), e.Deck)
	case EvCardsReturned:
		return fmt.Sprintf("the %s returns all %d of its cards; the decks are reshuffled", famWord(e.Fac), e.N)
	case EvReveal:
		var names []string
		for k := Card(0); k < numCards; k++ {
			if e.Mask&(1<<uint(k)) != 0 {
				names = append(names, k.Title())
			}
		}
		if len(names) == 0 {
			return "Mole in Prefecture: the State holds no cards"
		}
		return "Mole in Prefecture: the State holds " + strings.Join(names, ", ")
	case EvBlocked:
		return fmt.Sprintf("%s stops %s from acting", c, t)
	case EvShootout:
		return fmt.Sprintf("shootout at %s: %s opens fire on %s", sp, c, t)
	case EvShot:
		res := "misses"
		if e.OK {
			res = "hits"
		}
		return fmt.Sprintf("%s rolls %d at %s: %s", c, e.Roll, t, res)
	case EvResists:
		return fmt.Sprintf("%s resists arrest", c)
	case EvInvestigate:
		return fmt.Sprintf("the SISDE investigates %d mafiosi at %s", e.N, sp)
	case EvWin:
		if e.Fac == NoFaction {
			return "the game ends: nobody wins (" + e.Why + ")"
		}
		if e.N == 1 {
			return "the game ends: " + e.Why
		}
		return fmt.Sprintf("the game ends: the %s wins (%s)", famWord(e.Fac), e.Why)
	}
	return "?"
}

func famWord(f Faction) string {
	if f == StateFaction {
		return "State"
	}
	return f.String() + " Family"
}
