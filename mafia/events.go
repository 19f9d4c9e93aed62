package mafia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// EventKind is the kind of an Event.
type EventKind uint8

// Event kinds.
const (
	EvHome           EventKind = iota + 1 // Family Fac chose home city Space (Name: its name on the game's map)
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
	EvDeclined                            // C's owner declined the roll for control (or its removal) on Space
)

// Event is something that happened in Apply.
//
// Each kind uses some of the fields (the package doc's Events section
// lists them); the others are NoFaction, -1 for counters and places,
// HiddenCard for a card, and zero.
type Event struct {
	Kind   EventKind     // what happened
	Fac    Faction       // the faction it happened to or that acted
	C      Counter       // the counter it happened to, or that acted
	Target Counter       // the other counter: a shot's target, what arrested or eliminated C
	Space  Place         // where it happened, or where C went
	From   Place         // where C came from (a move, a return)
	Roll   uint8         // the die rolled (1–6)
	OK     bool          // the roll succeeded (a return, a control roll, a hit)
	Air    bool          // the move used the air link
	N      uint8         // a count: control counters left on the space, cards returned, mafiosi investigated (EvWin: 1 when the winner is a 2-player seat)
	Dice   [2]uint8      // the movement dice
	Card   Card          // the card played, drawn or returned (HiddenCard in a copy for others)
	Deck   Deck          // the deck a card came from or went back to
	Mask   uint32        // EvReveal: the cards shown, bit = card id (Cards lists them)
	Cause  Cause         // why a counter was detained, arrested, eliminated or returned, or how the game ended
	Name   string        // EvHome: the city's name on the game's map
	To     core.Audience // who may see this copy
}

// Audience implements core.Event.
func (e *Event) Audience() core.Audience { return e.To }

// String is the event as a log line ("R.B rolls 1 at N.B: hits").
func (e *Event) String() string {
	c, t := counterName(int(e.C)), counterName(int(e.Target))
	sp := locationName(int(e.Space))
	switch e.Kind {
	case EvHome:
		name := e.Name
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
		return fmt.Sprintf("%s rolls %d in the %s: %s", c, e.Roll, e.From.Name(), res)
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
		return fmt.Sprintf("%s moves %s → %s%s", c, locationName(int(e.From)), sp, how)
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
		return fmt.Sprintf("%s rolls %d on the %s at %s: %s", c, e.Roll, e.Cause.effect(), sp, res)
	case EvDetained:
		return fmt.Sprintf("%s is detained at the Carabinieri Station (%s)", c, e.text())
	case EvArrested:
		return fmt.Sprintf("%s is arrested and goes to Prison (%s)", c, e.text())
	case EvEliminated:
		return fmt.Sprintf("%s is eliminated and goes to the Continent (%s)", c, e.text())
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
			return fmt.Sprintf("the %s draws a %s card", famWord(e.Fac), e.Deck.Name())
		}
		return fmt.Sprintf("the %s draws %s (%s)", famWord(e.Fac), e.Card.Title(), e.Deck.Name())
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
			return fmt.Sprintf("the %s returns a %s card; the deck is reshuffled", famWord(e.Fac), e.Deck.Name())
		}
		return fmt.Sprintf("the %s returns %s to the %s deck; the deck is reshuffled", famWord(e.Fac), e.Card.Title(), e.Deck.Name())
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
	case EvDeclined:
		if kindOf(int(e.C)) == Carabinieri {
			return fmt.Sprintf("%s does not roll to remove control at %s", c, sp)
		}
		return fmt.Sprintf("%s does not roll for control at %s", c, sp)
	case EvWin:
		if e.Fac == NoFaction {
			return "the game ends: nobody wins (" + e.text() + ")"
		}
		if e.N == 1 {
			return "the game ends: " + e.text()
		}
		return fmt.Sprintf("the game ends: the %s wins (%s)", famWord(e.Fac), e.text())
	}
	return "?"
}

func famWord(f Faction) string {
	if f == StateFaction {
		return "State"
	}
	return f.String() + " Family"
}

var eventKindNames = [...]string{
	EvHome: "home", EvTurn: "turn", EvReturnRoll: "return-roll", EvReleaseBlocked: "release-blocked",
	EvRoll: "roll", EvDiceChanged: "dice-changed", EvMoved: "moved", EvNoMove: "no-move",
	EvAirCancelled: "air-cancelled", EvSpaceRoll: "space-roll", EvDetained: "detained",
	EvArrested: "arrested", EvEliminated: "eliminated", EvReturned: "returned", EvSkipNext: "skip-next",
	EvControl: "control", EvControlRemoved: "control-removed", EvControlRoll: "control-roll",
	EvDraw: "draw", EvPlayed: "played", EvCardReturned: "card-returned", EvCardsReturned: "cards-returned",
	EvReveal: "reveal", EvBlocked: "blocked", EvShootout: "shootout", EvShot: "shot",
	EvResists: "resists", EvInvestigate: "investigate", EvWin: "win", EvDeclined: "declined",
}

// String is the kind's name in JSON ("return-roll").
func (k EventKind) String() string {
	if int(k) < len(eventKindNames) && eventKindNames[k] != "" {
		return eventKindNames[k]
	}
	return "?"
}

// jw writes one JSON object, key by key, in a fixed order.
type jw struct{ b []byte }

func (w *jw) key(k string) {
	if len(w.b) > 1 {
		w.b = append(w.b, ',')
	}
	w.b = strconv.AppendQuote(w.b, k)
	w.b = append(w.b, ':')
}
func (w *jw) str(k, v string) { w.key(k); w.b = strconv.AppendQuote(w.b, v) }
func (w *jw) num(k string, v int) {
	w.key(k)
	w.b = strconv.AppendInt(w.b, int64(v), 10)
}
func (w *jw) flag(k string, v bool) { w.key(k); w.b = strconv.AppendBool(w.b, v) }

// MarshalJSON writes the event as {"kind": "moved", ...}: its kind name,
// then the fields that kind uses, with counters, spaces, boxes, cards,
// decks and factions by their notation names, a card its audience may not
// see as "hidden", and "to", the audience, by seat names. The package doc
// lists every kind with its fields.
func (e Event) MarshalJSON() ([]byte, error) {
	w := jw{b: append(make([]byte, 0, 128), '{')}
	w.str("kind", e.Kind.String())
	counter := func() { w.str("counter", counterName(int(e.C))) }
	target := func() { w.str("target", counterName(int(e.Target))) }
	space := func() { w.str("space", locationName(int(e.Space))) }
	fac := func(k string) { w.str(k, e.Fac.String()) }
	card := func() { w.str("card", e.Card.String()) }
	dice := func() {
		w.key("dice")
		w.b = append(w.b, '[')
		w.b = strconv.AppendInt(w.b, int64(e.Dice[0]), 10)
		w.b = append(w.b, ',')
		w.b = strconv.AppendInt(w.b, int64(e.Dice[1]), 10)
		w.b = append(w.b, ']')
	}
	switch e.Kind {
	case EvHome:
		fac("family")
		space()
	case EvTurn:
		fac("faction")
	case EvReturnRoll:
		counter()
		w.str("from", locationName(int(e.From)))
		w.num("roll", int(e.Roll))
		w.flag("returns", e.OK)
	case EvReleaseBlocked, EvResists:
		counter()
	case EvRoll:
		fac("faction")
		dice()
	case EvDiceChanged:
		dice()
	case EvMoved:
		counter()
		w.str("from", locationName(int(e.From)))
		space()
		w.flag("by_air", e.Air)
	case EvNoMove:
		fac("faction")
		w.flag("antimafia_skip", e.OK)
	case EvAirCancelled:
		counter()
		card()
	case EvSpaceRoll:
		counter()
		space()
		w.str("effect", e.Cause.String())
		w.num("roll", int(e.Roll))
		w.flag("hit", e.OK)
	case EvDetained, EvArrested, EvEliminated:
		counter()
		w.str("cause", e.Cause.String())
		w.str("at", locationName(int(e.Space)))
		by := "none"
		if e.Target >= 0 {
			by = counterName(int(e.Target))
		}
		w.str("by", by)
	case EvReturned, EvDeclined:
		counter()
		space()
	case EvSkipNext:
		fac("faction")
	case EvControl:
		fac("family")
		space()
		w.num("count", int(e.N))
	case EvControlRemoved:
		fac("family")
		space()
		w.num("left", int(e.N))
	case EvControlRoll:
		counter()
		space()
		w.num("roll", int(e.Roll))
		w.flag("even", e.OK)
	case EvDraw, EvCardReturned:
		fac("faction")
		w.str("deck", e.Deck.String())
		card()
	case EvPlayed:
		fac("faction")
		card()
		switch {
		case e.C >= 0:
			w.str("target", counterName(int(e.C)))
		case e.Space >= 0:
			w.str("target", locationName(int(e.Space)))
		default:
			w.str("target", "none")
		}
	case EvCardsReturned:
		fac("faction")
		w.num("count", int(e.N))
	case EvReveal:
		fac("faction")
		w.key("state_hand")
		w.b = append(w.b, '[')
		first := true
		for k := Card(0); k < numCards; k++ {
			if e.Mask&(1<<uint(k)) != 0 {
				if !first {
					w.b = append(w.b, ',')
				}
				first = false
				w.b = strconv.AppendQuote(w.b, k.String())
			}
		}
		w.b = append(w.b, ']')
	case EvBlocked, EvShootout:
		counter()
		target()
		if e.Kind == EvShootout {
			space()
		}
	case EvShot:
		counter()
		target()
		w.num("roll", int(e.Roll))
		w.flag("hit", e.OK)
	case EvInvestigate:
		space()
		w.num("mafiosi", int(e.N))
	case EvWin:
		if e.Fac == NoFaction {
			w.str("winner", "nobody")
		} else {
			fac("winner")
		}
		w.str("cause", e.Cause.String())
	}
	to, _ := e.To.MarshalText()
	w.str("to", string(to))
	w.b = append(w.b, '}')
	return w.b, nil
}
