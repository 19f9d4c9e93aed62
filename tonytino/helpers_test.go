package tonytino

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// pos describes a test position. The board is six rows of six cells: a
// number is a token, "a2" a P0 tile of value 2, "b0" a P1 Informant.
type pos struct {
	rows    [6]string
	hands   [2][]Card
	decks   [2][]Card // top last; nil: the rest of the player's 13 cards in card order
	faceUp  [2][]int  // nil: two Henchmen
	piles   [2][]int  // nil: the rest of the colour, at most 12
	active  core.Player
	phase   Decision // DecisionPlayOrDiscard by default (DecisionPlace if the hand is empty)
	stepUp  bool
	extra   bool
	played  [2][]Card
	rackets *[NumRackets]Racket // nil: racketValues in street order
	opts    options
}

// base is a board with only row 6 free: tokens 1, 2, 2, 3, 5 on A6..E6.
var base = [6]string{
	"a1 b1 a1 b1 a1 b1",
	"b1 a1 b1 a1 b1 a1",
	"a1 b1 a1 b1 a1 b1",
	"b1 a1 b1 a1 b1 a1",
	"a1 b1 a1 b1 a1 b1",
	"1 2 2 3 5 b1",
}

func (ps pos) state(t testing.TB) State {
	t.Helper()
	var s State
	s.opts = ps.opts
	for r, row := range ps.rows {
		cells := strings.Fields(row)
		if len(cells) != 6 {
			t.Fatalf("row %d has %d cells", r+1, len(cells))
		}
		for c, cell := range cells {
			k := CornerAt(c, r)
			switch cell[0] {
			case 'a', 'b':
				v, _ := strconv.Atoi(cell[1:])
				s.board[k] = tileCell(core.Player(cell[0]-'a'), Tile(v))
			default:
				v, err := strconv.Atoi(cell)
				if err != nil || v < 1 || v > int(MaxToken) {
					t.Fatalf("cell %q", cell)
				}
				s.board[k] = uint8(v)
			}
		}
	}
	s.recount()
	tiles := racketValues
	if ps.rackets != nil {
		tiles = *ps.rackets
	}
	for st := Street(0); st < NumStreets; st++ {
		s.rackets[st] = slot(tiles[st], onStreet)
		if s.streetFull(st) {
			s.rackets[st] = s.rackets[st].withFate(setupFull)
		}
	}
	copies := s.copies()
	for p := 0; p < NumSeats; p++ {
		face := ps.faceUp[p]
		if face == nil {
			face = []int{1, 1}
		}
		for i, v := range face {
			s.display[p][i] = Tile(v)
		}
		s.ndisp[p] = uint8(len(face))
		pile := ps.piles[p]
		if pile == nil {
			left := tileCopies
			for _, b := range s.board {
				if isTile(b) && int(tileOwner(b)) == p && left[tileOf(b)] > 0 {
					left[tileOf(b)]--
				}
			}
			for _, v := range face {
				if left[v] > 0 {
					left[v]--
				}
			}
			for v := range left {
				for k := 0; k < int(left[v]) && len(pile) < PileSize; k++ {
					pile = append(pile, v)
				}
			}
		}
		for _, v := range pile {
			s.pile[p].Push(Tile(v))
		}
		n := copies
		for _, c := range ps.hands[p] {
			s.hand[p][s.nhand[p]] = c
			s.nhand[p]++
			n[c]--
		}
		sortCards(s.hand[p][:s.nhand[p]])
		for _, c := range ps.played[p] {
			s.played[p][c]++
			n[c]--
		}
		deck := ps.decks[p]
		if deck == nil {
			for c := StepUp; c < numCards; c++ {
				for k := uint8(0); k < n[c] && k < 20; k++ {
					deck = append(deck, c)
				}
			}
		}
		s.deck[p] = core.PileOf(deck...)
	}
	s.active = ps.active
	s.decision = ps.phase
	if s.decision == DecisionPlayOrDiscard && s.nhand[s.active] == 0 {
		s.decision = DecisionPlace
	}
	s.stepUp, s.extra = ps.stepUp, ps.extra
	s.first = NoCorner
	s.rng = core.NewRNG(1)
	return s
}

// do applies moves in notation, failing the test on any error, and returns
// the state and all events.
func do(t testing.TB, s State, moves ...string) (State, []core.Event) {
	t.Helper()
	var all []core.Event
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		next, evs, err := Apply(s, m)
		if err != nil {
			t.Fatalf("Apply(%q): %v\n%v", text, err, s)
		}
		all = append(all, evs...)
		s = next
	}
	return s, all
}

// refuse applies a move that must fail with the given error kind and a
// message containing want, and checks the state is untouched.
func refuse(t testing.TB, s State, text string, kind error, want string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", text, err)
	}
	before, _ := s.MarshalJSON()
	next, evs, err := Apply(s, m)
	if err == nil {
		t.Fatalf("Apply(%q) accepted; want %v", text, kind)
	}
	if !errors.Is(err, kind) || !strings.Contains(err.Error(), want) {
		t.Fatalf("Apply(%q) = %v; want %v containing %q", text, err, kind, want)
	}
	after, _ := next.MarshalJSON()
	if string(before) != string(after) || evs != nil {
		t.Fatalf("Apply(%q) refused but changed the state or emitted events", text)
	}
}

// legal returns Legal(s) in notation.
func legal(s State) []string {
	var out []string
	for _, m := range Legal(s) {
		out = append(out, m.String())
	}
	return out
}

// logOf returns the events' strings as seen by viewer (all if viewer < -1).
func logOf(evs []core.Event, viewer core.Player) []string {
	var out []string
	for _, e := range evs {
		if viewer < -1 || e.Audience().Has(viewer) {
			out = append(out, e.String())
		}
	}
	return out
}

// hasLine reports whether lines contains want.
func hasLine(lines []string, want string) bool {
	for _, l := range lines {
		if l == want {
			return true
		}
	}
	return false
}

func eq(a, b []string) bool { return strings.Join(a, "|") == strings.Join(b, "|") }
