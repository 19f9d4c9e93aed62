package nostracity

import (
	"strings"
	"unicode/utf8"

	"github.com/mafiarules/sdk/core"
)

// turfLabel is the Turf of ordinal t (0 to 13) with its colours and icons:
// "T01 Red Hook (red/drugs)".
func turfLabel(t int) string {
	d := turfTable[t]
	var parts []string
	for k := 0; k < numKinds; k++ {
		if turfMatches(t, k) {
			parts = append(parts, kindNames[k])
		}
	}
	return cardCodes[t+firstTurf] + " " + d.name + " (" + strings.Join(parts, "/") + ")"
}

// renderWidth is the most columns a line of State.String takes.
const renderWidth = 100

// lines builds the text of State.String: items on a line, wrapped at
// renderWidth with an indent.
type lines struct {
	b    strings.Builder
	cur  int // columns on the current line
	wrap string
}

// start begins a line; items that do not fit go on lines indented by wrap.
func (l *lines) start(head, wrap string) {
	if l.cur > 0 {
		l.b.WriteByte('\n')
	}
	l.b.WriteString(head)
	l.cur, l.wrap = utf8.RuneCountInString(head), wrap
}

// item adds an item to the line, after sep, wrapping first if it would
// pass renderWidth.
func (l *lines) item(sep, text string) {
	n := utf8.RuneCountInString(text)
	if l.cur+len(sep)+n > renderWidth && l.cur > len(l.wrap) {
		l.b.WriteByte('\n')
		l.b.WriteString(l.wrap)
		l.cur = len(l.wrap)
		sep = ""
	}
	l.b.WriteString(sep)
	l.b.WriteString(text)
	l.cur += len(sep) + n
}

// billLegend explains the Bill codes of the rendering.
var billLegend = [...]string{"$5k = a $5,000 Bill (no icon);", "$10k, $20k, $50k = $10,000, $20,000, $50,000 Bills;",
	"I = an Innocent icon, G = a Guilty icon;", "face-down = Bills the viewer cannot see."}

// String renders the state (or a View) for a terminal: the calendar and
// the decision, the Street, each seat's Territory, Bank and Vendetta
// hand, the piles, and a legend of the Bill codes; no line is longer than
// 100 columns.
func (s State) String() string {
	if s.n < minPlayers || s.n > maxPlayers {
		return "Nostra City (no game)"
	}
	var l lines
	if s.phase == PhaseOver {
		v := "Guilty"
		if s.innocent {
			v = "Innocent"
		}
		l.start("Nostra City: Final Verdict: the Godfather is "+v+" (Guilt "+itoa(int(s.guilt))+")", "  ")
	} else {
		l.start("Nostra City: "+monthName(int(s.month))+", "+phaseName(int(s.phase))+", "+s.toMove().String()+" to decide", "  ")
		l.item(" | ", "Guilt "+itoa(int(s.guilt)))
		l.item(" | ", "First Player "+core.Player(s.first).String())
	}
	l.start("Street:", "  ")
	for i, c := range s.street {
		text := "empty"
		switch {
		case c == noCard:
		case int(c) >= firstTurf && int(c) < firstRespect:
			text = turfLabel(int(c) - firstTurf)
		default:
			text = cardName(int(c))
		}
		l.item(" ", "["+spaceName(int8(i))+" "+text+"]")
	}
	pile := "Street pile " + itoa(s.StreetPile())
	if s.streetBottom != noCard {
		pile += " (" + cardCode(int(s.streetBottom)) + " at the bottom)"
	}
	l.item(" | ", pile)
	for p := int8(0); p < s.n; p++ {
		head := core.Player(p).String() + ": Respect " + itoa(int(s.respect[p]))
		for t, h := range s.titles {
			if h == p {
				head += ", " + titleNames[t]
			}
		}
		if s.snitches&bit(p) != 0 {
			head += ", FBI SNITCH"
		}
		if s.phase == PhaseOver && s.winners&bit(p) != 0 {
			head += ", WINNER"
		}
		l.start(head, "    ")
		l.item(" | ", "Bank "+itoa(s.bank[p].total())+" ("+s.bank[p].String()+")")
		l.item(" | ", "Vendetta "+itoa(s.hand[p].total())+" ("+s.hand[p].String()+")")
		l.start("    Wiseguys:", "      ")
		for c := 0; c < numWiseguys; c++ {
			if owns(s.wiseguys[p], c) {
				text := cardName(c)
				if owns(s.busyW, c) {
					text += " (Busy)"
				}
				l.item(" ", text+";")
			}
		}
		l.start("    Turfs:", "      ")
		for t := 0; t < numTurfs; t++ {
			if s.turfs[p]&(1<<uint(t)) != 0 {
				text := turfLabel(t)
				if s.busyT&(1<<uint(t)) != 0 {
					text += " (Busy)"
				}
				l.item(" ", text+";")
			}
		}
		if s.atlantic == p {
			l.item(" ", "Atlantic City (all Traffics);")
		}
		if s.respCards[p]|s.invWon[p] != 0 {
			l.start("    Won:", "      ")
			for i := 0; i < numRespect; i++ {
				if s.respCards[p]&(1<<uint(i)) != 0 {
					l.item(" ", cardName(firstRespect+i)+";")
				}
			}
			for i := 0; i < numInv; i++ {
				if s.invWon[p]&(1<<uint(i)) != 0 {
					l.item(" ", cardName(firstInv+i)+";")
				}
			}
		}
		if s.corr[p].total() > 0 {
			l.start("    Corruption: "+s.corr[p].String(), "      ")
		}
		for k := int8(0); k < s.nbids[p]; k++ {
			bd := s.bids[p][k]
			if bd.space == -1 {
				continue
			}
			sp := "a secret space"
			if bd.space >= 0 {
				sp = spaceName(bd.space)
			}
			text := "    Bid: " + cardCode(int(bd.wg)) + " on " + sp + " with " + plural(bd.bills.total(), "Bill")
			if bd.bills[bHidden] == 0 {
				text += " (" + bd.bills.String() + ")"
			}
			if bd.gone {
				text += " (withdrawn)"
			}
			l.start(text, "      ")
		}
	}
	if s.drawn.total() > 0 {
		l.start("Drawn, to distribute: "+s.drawn.String()+" | owed:", "  ")
		for p := int8(0); p < s.n; p++ {
			l.item(" ", core.Player(p).String()+" "+itoa(int(s.ci.got[p]))+"/"+itoa(int(s.ci.owed[p])))
		}
	}
	disc := "discards " + itoa(s.billDisc.total())
	if t := s.discTop - 1; t >= 0 && t < numBillTypes {
		// House rule HOUSE-15 option discard_top_visible.
		disc += " (" + billNames[t] + " on top)"
	}
	l.start("Bill pile "+itoa(s.billDeck.total())+" (with the Police Raid), "+disc, "  ")
	l.item(" | ", "Vendetta pile "+itoa(s.vDeck.total())+", discards "+itoa(s.vDisc.total()))
	l.item(" | ", "Zealous Corruptors left "+itoa(zealousLeft(s.zealous)))
	l.start("Legend:", "  ")
	for _, text := range billLegend {
		l.item(" ", text)
	}
	l.b.WriteByte('\n')
	return l.b.String()
}

func zealousLeft(z [3]int8) int {
	n := 0
	for _, h := range z {
		if h < 0 {
			n++
		}
	}
	return n
}
