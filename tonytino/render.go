package tonytino

import (
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// String renders the state (or a view) as text for a terminal: what the
// game waits for, the board with its tokens ([n]) and crew tiles
// (owner:value), the racket at the end of each street (the columns' above
// the board, the rows' to the right), and each player's money, tiles and
// cards (hidden ones as ?):
//
//	Tony & Tino: P0's turn, phase 1: play or discard a card
//
//	     A     B     C     D     E     F
//	     $30k  $20k  $20k  $50k  $10k  $30k
//	1    [6]   P0:1  P0:1  [1]   [3]   [3]    $20k
//	...
//	P0 (blue)   $0 in 0 rackets | face up: 0 1 | pile 10 | deck 10
//	   hand: Step Up, Lucky Break, Police Raid | played: none | discards: none
func (s State) String() string {
	var b strings.Builder
	b.WriteString("Tony & Tino: ")
	b.WriteString(s.status())
	b.WriteString("\n\n     ")
	for c := 0; c < 6; c++ {
		b.WriteString(pad(string(rune('A'+c)), 6))
	}
	b.WriteString("\n     ")
	for st := Street(0); st < 6; st++ {
		b.WriteString(pad(s.racketLabel(st), 6))
	}
	b.WriteByte('\n')
	for r := 0; r < 6; r++ {
		b.WriteString(pad(strconv.Itoa(r+1), 5))
		for c := 0; c < 6; c++ {
			cell := s.board[CornerAt(c, r)]
			if isTile(cell) {
				b.WriteString(pad(cellText(cell), 6))
			} else {
				b.WriteString(pad("["+strconv.Itoa(int(cell))+"]", 6))
			}
		}
		b.WriteString(" " + s.racketLabel(Street(6+r)) + "\n")
	}
	b.WriteByte('\n')
	for p := core.Player(0); p < NumSeats; p++ {
		m, n, _ := s.winnings(p)
		b.WriteString(pad(s.SeatName(p), 12) + money(m) + " in " + strconv.Itoa(n) + " rackets")
		b.WriteString(" | face up:")
		for _, t := range s.display[p][:s.ndisp[p]] {
			b.WriteString(" " + t.String())
		}
		b.WriteString(" | pile " + strconv.Itoa(s.pile[p].Len()))
		b.WriteString(" | deck " + strconv.Itoa(s.deck[p].Len()) + "\n")
		b.WriteString("   hand: ")
		if s.nhand[p] == 0 {
			b.WriteString("empty")
		}
		for i, c := range s.hand[p][:s.nhand[p]] {
			if i > 0 {
				b.WriteString(", ")
			}
			if c == HiddenCard {
				b.WriteString("?")
			} else {
				b.WriteString(c.Name())
			}
		}
		b.WriteString(" | played: " + cardCounts(s.played[p], 0))
		b.WriteString(" | discards: " + cardCounts(s.discard[p], int(s.hidDisc[p])) + "\n")
	}
	b.WriteString("([n] a corner token, P0:2 a crew tile of P0 worth 2, -- a racket discarded")
	if s.decision == DecisionPutRacket {
		b.WriteString(", ? no racket yet")
	}
	b.WriteString(")\n")
	lines := strings.Split(b.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}

// status says whose turn it is and what the game waits for.
func (s *State) status() string {
	p := s.active
	switch s.decision {
	case DecisionOver:
		r := result(s)
		if len(r.Winners) == 1 {
			return "game over, " + r.Winners[0].String() + " wins"
		}
		return "game over, a shared win"
	case DecisionPlayOrDiscard:
		return p.String() + "'s turn, phase 1: play or discard a card"
	case DecisionRaidWindow:
		return p.String() + " played " + s.pending.Name() + "; " + other(p).String() + " may counter it with Police Raid (pass or raid)"
	case DecisionTarget:
		which := "first"
		if s.first != NoCorner {
			which = "second (first: " + s.first.String() + ")"
		}
		return p.String() + "'s " + s.pending.Name() + ": name the " + which + " target corner"
	case DecisionPutRacket:
		r, left := s.DraftRacket()
		return p.String() + " puts the " + r.Name() + " racket on a street without one (" + strconv.Itoa(left) + " to put out)"
	case DecisionPlace:
		sv := s.survey()
		v := sv.placeValue(s.stepUp)
		txt := p.String() + "'s turn, phase 2: place a crew tile on a " + v.String()
		if s.stepUp {
			txt += " (Step Up)"
		}
		if s.extra {
			txt += "; Super Crew: another turn follows"
		}
		return txt
	}
	return "not a game"
}

// racketLabel shows the racket of a street: its value while on the street,
// the winner once won, "--" once discarded.
func (s *State) racketLabel(st Street) string {
	switch s.rackets[st].fate() {
	case onStreet:
		return "$" + s.rackets[st].racket().String()
	case wonByP0:
		return "P0"
	case wonByP1:
		return "P1"
	case toDraft:
		return "?"
	}
	return "--"
}

// cardCounts lists cards by type ("Step Up ×2, Police Raid"), with hidden ones.
func cardCounts(n [numCards]uint8, hidden int) string {
	var parts []string
	for c := StepUp; c < numCards; c++ {
		switch n[c] {
		case 0:
		case 1:
			parts = append(parts, c.Name())
		default:
			parts = append(parts, c.Name()+" ×"+strconv.Itoa(int(n[c])))
		}
	}
	if hidden > 0 {
		parts = append(parts, strconv.Itoa(hidden)+" face down")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// pad left-aligns s in a field of width w.
func pad(s string, w int) string {
	if len(s) >= w {
		return s + " "
	}
	return s + strings.Repeat(" ", w-len(s))
}
