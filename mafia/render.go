package mafia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

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
