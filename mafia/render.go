package mafia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// decisionTexts say what each decision asks, in general (Decision.Text).
var decisionTexts = [...]string{
	DecisionHomeCity:              "A Family chooses its home city, where its Boss and Picciotti start.",
	DecisionSupportOfTheJudiciary: "The State may play Support of the Judiciary to keep a mafioso in Prison after a successful return roll.",
	DecisionCheckpoint:            "Each faction in calendar order may play a card that is played \"at any time\", or pass.",
	DecisionHelicopterOperation:   "The State may play Helicopter Operation to change each movement die by up to 2.",
	DecisionMove:                  "The active player moves one counter by the sum of the dice, or a first counter by one die.",
	DecisionFlight:                "The State may play ATI Strike, a Family Bomb at Airport, to ground a declared flight.",
	DecisionSecondMove:            "The active player moves a second counter by the other die.",
	DecisionStateMove:             "In the 4-player game the active player moves a State counter by one die.",
	DecisionAntiMafiaOperation:    "The State may play Anti-Mafia Operation to make a space a moved mafioso reached a roadblock.",
	DecisionNewsLeak:              "The owner of the counter on the news leak discards a card of its choice.",
	DecisionPrefetto:              "The Prefetto may detain a Boss in his space, or arrest him with the SISDE pair.",
	DecisionKillersFromLasVegas:   "A Family with a Picciotto in the Prefetto's space may play Killers from Las Vegas.",
	DecisionBlock:                 "A Boss's owner may block an opposing Picciotto arriving in his space, or let it act.",
	DecisionActions:               "The moved counter's owner chooses its next optional action, or is done.",
	DecisionResist:                "A Picciotto being arrested by a Carabiniere resists (a shootout) or submits.",
	DecisionShootout:              "Each side of a shootout may play Special Weapons (a Family) or Leatherheads (the State).",
	DecisionWiretap:               "The State may play Wiretap to stop a Boss's call to the USA.",
	DecisionControlRoll:           "The owner rolls the die once more for control (a Picciotto) or to remove control (a Carabiniere), or declines.",
	decisionRunning:               "No decision: the turn's steps run.",
	DecisionOver:                  "The game is over.",
}

var decisionWords = [...]string{
	DecisionHomeCity:              "choose a home city",
	DecisionSupportOfTheJudiciary: "Support of the Judiciary?", DecisionCheckpoint: "play an \"any time\" card or pass",
	DecisionHelicopterOperation: "Helicopter Operation?", DecisionMove: "choose a movement",
	DecisionFlight: "ATI Strike / Bomb at Airport?", DecisionSecondMove: "move a second counter with the other die",
	DecisionStateMove: "move a State counter with one die", DecisionAntiMafiaOperation: "Anti-Mafia Operation?",
	DecisionNewsLeak: "news leak: discard a card", DecisionPrefetto: "the Prefetto may detain or arrest",
	DecisionKillersFromLasVegas: "Killers from Las Vegas?", DecisionBlock: "block the arriving Picciotto?", DecisionActions: "choose an action",
	DecisionResist: "resist the arrest?", DecisionShootout: "Special Weapons / Leatherheads?", DecisionWiretap: "Wiretap?", DecisionControlRoll: "roll for control?",
	decisionRunning: "the turn goes on", DecisionOver: "game over",
}

// seatWords names the seat that plays faction f now ("seat P2"), so a
// seat does not read like a Picciotto (R.P2), or says that nobody does.
func (s *State) seatWords(f Faction) string {
	p := s.seatOf(f)
	if p < 0 {
		if f == StateFaction && s.fourP() {
			return "moved by the active player"
		}
		return "nobody"
	}
	return "seat " + p.String()
}

// halves writes half points without floats: "3", "3½", "½".
func halves(n int) string {
	w := strconv.Itoa(n / 2)
	if n%2 == 0 {
		return w
	}
	if n == 1 {
		return "½"
	}
	return w + "½"
}

// String renders the state (or a view) for a terminal: the calendar, every
// one of the 26 spaces with its type, printed numbers, the spaces it leads
// to and what stands there, the boxes, each faction with the seat that
// plays it, and the decision pending.
func (s State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Mafia, %d players — turn %d, calendar: ", s.NumPlayers(), s.turns+1)
	for i, f := range calendar {
		l := f.String()
		if f == StateFaction {
			l = "State"
		}
		if i == int(s.slot%6) {
			l = "[" + l + "]"
		}
		b.WriteString(l + " ")
	}
	b.WriteString("\n")
	switch {
	case s.view && s.viewer == core.NoPlayer:
		b.WriteString("A spectator's view: the hands and the decks are hidden.\n")
	case s.view:
		fmt.Fprintf(&b, "The view of seat %v: other hands and the decks are hidden.\n", s.viewer)
	}
	if s.dice[0] > 0 {
		fmt.Fprintf(&b, "Dice: %d and %d\n", s.dice[0], s.dice[1])
	}
	b.WriteString("Spaces (→ where a counter goes next; facing N or S: moving north or south along the centre track):\n")
	for sp := int8(0); sp < NumSpaces; sp++ {
		bd := s.space(sp)
		kind := bd.Kind.Name()
		if bd.Nums != 0 {
			var ds []string
			for d := 1; d <= 6; d++ {
				if bd.Triggers(d) {
					ds = append(ds, strconv.Itoa(d))
				}
			}
			kind += " " + strings.Join(ds, ",")
		}
		if bd.Airport {
			kind += ", airport"
		}
		var next []string
		if bd.CW >= 0 {
			next = append(next, s.space(int8(bd.CW)).ID)
		}
		if bd.North >= 0 {
			next = append(next, s.space(int8(bd.North)).ID+" (N)")
		}
		if bd.South >= 0 {
			next = append(next, s.space(int8(bd.South)).ID+" (S)")
		}
		var who []string
		for c := 0; c < NumCounters; c++ {
			if s.loc[c] == sp {
				n := counterName(c)
				if s.head[c] != NoHeading {
					n += " facing " + s.head[c].String()
				}
				who = append(who, n)
			}
		}
		ctrl := ""
		if f, n := s.Control(Place(sp)); n > 0 {
			ctrl = fmt.Sprintf("  [%s control ×%d]", f, n)
		}
		fmt.Fprintf(&b, "  %s %-26s %-30s → %-16s %s%s\n", bd.ID, bd.Name, "("+kind+")", strings.Join(next, " "), strings.Join(who, " "), ctrl)
	}
	for _, box := range []int8{inPrison, inStation, onContinent} {
		var who []string
		for c := 0; c < NumCounters; c++ {
			if s.loc[c] == box && (box != onContinent || s.home[ownerOf(c)%4] >= 0 || c < cFamily) {
				who = append(who, counterName(c))
			}
		}
		if len(who) == 0 {
			who = []string{"-"}
		}
		fmt.Fprintf(&b, "%s: %s   ", Place(box).Name(), strings.Join(who, " "))
	}
	b.WriteString("\n")
	for f := Red; f <= StateFaction; f++ {
		if f == StateFaction && s.fourP() {
			fmt.Fprintf(&b, "%-13s (%s): remediation %s\n", famWord(f), s.seatWords(f), halves(s.remediation2(0xF)))
			continue
		}
		fmt.Fprintf(&b, "%-13s (%s):", famWord(f), s.seatWords(f))
		if f != StateFaction {
			home := "-"
			if h := s.home[f]; h >= 0 && h < NumSpaces {
				home = s.space(h).ID
			}
			fmt.Fprintf(&b, " home %s, controls %d, supply %d,", home, s.Controlled(f), s.Supply(f))
		} else {
			fmt.Fprintf(&b, " remediation %s,", halves(s.remediation2(0xF)))
		}
		if n := s.handSize(f); n == 1 {
			b.WriteString(" 1 card")
		} else {
			fmt.Fprintf(&b, " %d cards", n)
		}
		if h := s.Hand(f); len(h) > 0 {
			var names []string
			for _, c := range h {
				names = append(names, c.Title())
			}
			b.WriteString(": " + strings.Join(names, ", "))
		}
		if s.skip[f] {
			b.WriteString(" (skips next movement)")
		}
		b.WriteString("\n")
	}
	if s.twoP() {
		for p := core.Player(0); p < 2; p++ {
			names := []string{}
			for _, c := range s.StateCards(p) {
				names = append(names, c.Title())
			}
			hidden := 0
			for d := 0; d < 3; d++ {
				hidden += int(s.hid[5+p][d]) + int(s.hid[7+p][d])
			}
			if hidden > 0 {
				names = append(names, strconv.Itoa(hidden)+" hidden")
			}
			fmt.Fprintf(&b, "State cards of seat %v: %s\n", p, strings.Join(names, ", "))
		}
	}
	fmt.Fprintf(&b, "Decks: Roma %d, USA %d, SISDE %d\n", s.deck[Roma].Len(), s.deck[USA].Len(), s.deck[SISDEDeck].Len())
	if s.dec == DecisionOver {
		if w := s.Winner(); w != NoFaction {
			fmt.Fprintf(&b, "Game over: the %s wins.\n", famWord(w))
		} else {
			b.WriteString("Game over: nobody wins.\n")
		}
	} else if s.decider() >= 0 {
		fmt.Fprintf(&b, "Seat %v to decide: %s\n", s.decider(), Prompt(s))
	}
	return b.String()
}
