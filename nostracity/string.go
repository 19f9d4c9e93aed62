package nostracity

import (
	"strings"

	"github.com/mafiarules/sdk/core"
)

func turfLabel(t int) string {
	d := turfTable[t]
	var parts []string
	for k := 0; k < numKinds; k++ {
		if turfMatches(t, k) {
			parts = append(parts, kindNames[k])
		}
	}
	return cardCode(t+firstTurf) + " " + d.name + " (" + strings.Join(parts, "/") + ")"
}

// String renders the state (or a View) for a terminal.
func (s State) String() string {
	if s.n < minPlayers || s.n > maxPlayers {
		return "Nostra City (no game)"
	}
	var b strings.Builder
	w := func(parts ...string) {
		for _, p := range parts {
			b.WriteString(p)
		}
	}
	if s.phase == FinalVerdict {
		v := "Guilty"
		if s.innocent {
			v = "Innocent"
		}
		w("Nostra City: Final Verdict: the Godfather is ", v, " (Guilt ", itoa(int(s.guilt)), ")\n")
	} else {
		w("Nostra City: ", monthName(int(s.month)), ", ", phaseName(int(s.phase)), ", ", s.toMove().String(), " to decide",
			" | Guilt ", itoa(int(s.guilt)), " | First Player ", core.Player(s.first).String(), "\n")
	}
	w("Street:")
	for i, c := range s.street {
		w(" [", spaceName(int8(i)), " ")
		switch {
		case c == noCard:
			w("empty")
		case int(c) >= firstTurf && int(c) < firstRespect:
			w(turfLabel(int(c) - firstTurf))
		default:
			w(cardName(int(c)))
		}
		w("]")
	}
	w(" | Street pile ", itoa(s.StreetPile()), "\n")
	for p := int8(0); p < s.n; p++ {
		w(core.Player(p).String(), ": Respect ", itoa(int(s.respect[p])))
		for t, h := range s.titles {
			if h == p {
				w(", ", titleNames[t])
			}
		}
		if s.snitches&bit(p) != 0 {
			w(", FBI SNITCH")
		}
		if s.phase == FinalVerdict && s.winners&bit(p) != 0 {
			w(", WINNER")
		}
		w(" | Bank ", itoa(s.bank[p].total()), " (", s.bank[p].String(), ")")
		w(" | Vendetta ", itoa(s.hand[p].total()), " (", s.hand[p].String(), ")\n")
		w("    Wiseguys:")
		for c := 0; c < numWiseguys; c++ {
			if owns(s.wiseguys[p], c) {
				w(" ", cardName(c))
				if owns(s.busyW, c) {
					w(" (Busy)")
				}
				w(";")
			}
		}
		w("\n    Turfs:")
		for t := 0; t < numTurfs; t++ {
			if s.turfs[p]&(1<<uint(t)) != 0 {
				w(" ", turfLabel(t))
				if s.busyT&(1<<uint(t)) != 0 {
					w(" (Busy)")
				}
				w(";")
			}
		}
		if s.atlantic == p {
			w(" Atlantic City (all Traffics);")
		}
		if s.respCards[p]|s.invWon[p] != 0 {
			w("\n    Won:")
			for i := 0; i < numRespect; i++ {
				if s.respCards[p]&(1<<uint(i)) != 0 {
					w(" ", cardName(firstRespect+i), ";")
				}
			}
			for i := 0; i < numInv; i++ {
				if s.invWon[p]&(1<<uint(i)) != 0 {
					w(" ", cardName(firstInv+i), ";")
				}
			}
		}
		if s.corr[p].total() > 0 {
			w("\n    Corruption: ", s.corr[p].String())
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
			w("\n    Bid: ", cardCode(int(bd.wg)), " on ", sp, " with ", plural(bd.bills.total(), "Bill"))
			if bd.bills[bHidden] == 0 {
				w(" (", bd.bills.String(), ")")
			}
			if bd.gone {
				w(" (withdrawn)")
			}
		}
		b.WriteByte('\n')
	}
	if s.drawn.total() > 0 {
		w("Drawn, to distribute: ", s.drawn.String(), " | owed:")
		for p := int8(0); p < s.n; p++ {
			w(" ", core.Player(p).String(), " ", itoa(int(s.ci.got[p])), "/", itoa(int(s.ci.owed[p])))
		}
		b.WriteByte('\n')
	}
	w("Bill pile ", itoa(s.billDeck.total()), " (with the Police Raid), discards ", itoa(s.billDisc.total()))
	if t := s.discTop - 1; t >= 0 && t < numBillTypes {
		// House rule HOUSE-15 option DiscardTopVisible.
		w(" (", billNames[t], " on top)")
	}
	w(" | Vendetta pile ", itoa(s.vDeck.total()), ", discards ", itoa(s.vDisc.total()),
		" | Zealous Corruptors left ", itoa(zealousLeft(s.zealous)), "\n")
	return b.String()
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
