package mafia

import (
	"fmt"
	"strings"
)

var phaseWords = [...]string{
	phSetup: "choose a home city", phStart: "start of turn", phReturns: "returns",
	phJudiciary: "Support of the Judiciary?", phCheckpoint: "play an \"any time\" card or pass",
	phRoll: "movement roll", phHeli: "Helicopter Operation?", phMove1: "choose a movement",
	phAir: "ATI Strike / Bomb at Airport?", phMove2: "move a second counter with the other die",
	phStateMove: "move a State counter with one die", phAMO: "Anti-Mafia Operation?",
	phAct: "activities", phNewsLeak: "news leak: discard a card", phPrefetto: "the Prefetto may detain or arrest",
	phKillers: "Killers from Las Vegas?", phBlock: "block the arriving Picciotto?", phMenu: "choose an action",
	phResist: "resist the arrest?", phShootout: "Special Weapons / Leatherheads?", phWiretap: "Wiretap?", phControl: "roll for control?",
	phEnd: "end of turn", phOver: "game over",
}

// String renders the state (or a view) for a terminal.
func (s State) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Mafia, %d players — turn %d, calendar: ", s.NumPlayers(), s.turns+1)
	for i, f := range calendar {
		l := f.Letter()
		if f == StateFaction {
			l = "S"
		}
		if i == int(s.slot%6) {
			l = "[" + l + "]"
		}
		b.WriteString(l + " ")
	}
	b.WriteString("\n")
	if s.dice[0] > 0 {
		fmt.Fprintf(&b, "Dice: %d and %d\n", s.dice[0], s.dice[1])
	}
	for sp := 0; sp < NumSpaces; sp++ {
		bd := s.space(int8(sp))
		var who []string
		for c := 0; c < NumCounters; c++ {
			if int(s.loc[c]) == sp {
				n := CounterName(c)
				if s.head[c] != NoHeading {
					n += "(" + s.head[c].String() + ")"
				}
				who = append(who, n)
			}
		}
		kind := bd.Kind.String()
		if bd.Nums != 0 {
			var ds []string
			for d := 1; d <= 6; d++ {
				if bd.Triggers(d) {
					ds = append(ds, fmt.Sprint(d))
				}
			}
			kind += " " + strings.Join(ds, ",")
		}
		ctrl := ""
		if f, n := s.Control(sp); n > 0 {
			ctrl = fmt.Sprintf("  [%s control ×%d]", f, n)
		}
		if len(who) == 0 && ctrl == "" && bd.Kind != City {
			continue
		}
		fmt.Fprintf(&b, "  %s %-26s %-22s %s%s\n", bd.ID, bd.Name, "("+kind+")", strings.Join(who, " "), ctrl)
	}
	for _, box := range []int8{Prison, Station, Continent} {
		var who []string
		for c := 0; c < NumCounters; c++ {
			if s.loc[c] == box && (box != Continent || s.home[OwnerOf(c)%4] >= 0 || c < CFamily) {
				who = append(who, CounterName(c))
			}
		}
		if len(who) == 0 {
			who = []string{"-"}
		}
		fmt.Fprintf(&b, "%s: %s   ", LocationName(int(box)), strings.Join(who, " "))
	}
	b.WriteString("\n")
	for f := Red; f <= StateFaction; f++ {
		if f == StateFaction && s.fourP() {
			continue
		}
		fmt.Fprintf(&b, "%-6s", f.Letter())
		if f != StateFaction {
			home := "-"
			if h := s.home[f]; h >= 0 && h < NumSpaces {
				home = s.space(h).ID
			}
			fmt.Fprintf(&b, " home %s, controls %d, supply %d,", home, s.Controlled(f), s.Supply(f))
		} else {
			fmt.Fprintf(&b, " remediation %.1f,", s.Remediation())
		}
		fmt.Fprintf(&b, " %d cards", s.handSize(f))
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
	fmt.Fprintf(&b, "Decks: Roma %d, USA %d, SISDE %d\n", s.deck[Roma].Len(), s.deck[USA].Len(), s.deck[SISDEDeck].Len())
	if s.ph == phOver {
		if w := s.Winner(); w != NoFaction {
			fmt.Fprintf(&b, "Game over: the %s wins.\n", famWord(w))
		} else {
			b.WriteString("Game over: nobody wins.\n")
		}
	} else if int(s.ph) < len(phaseWords) {
		fmt.Fprintf(&b, "%v to decide: %s\n", s.decider(), phaseWords[s.ph])
	}
	return b.String()
}
