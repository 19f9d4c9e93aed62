package nostracity

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// Card ids used by the tests.
const (
	tRedHook     = firstTurf + 0  // red, drugs
	tBensonhurst = firstTurf + 1  // red, gambling
	tConey       = firstTurf + 2  // red, prostitution
	tOzone       = firstTurf + 3  // blue, gambling
	tAstoria     = firstTurf + 4  // blue, prostitution
	tJamaica     = firstTurf + 5  // blue, drugs
	tArthur      = firstTurf + 6  // yellow, gambling
	tConnecticut = firstTurf + 12 // yellow + blue
	tNewJersey   = firstTurf + 13 // green + red
)

// scenario is a game of n players whose Territories and Street are empty
// (every card back in the Street pile), for a test to fill.
func scenario(t *testing.T, n int, cfgs ...Config) State {
	t.Helper()
	c := Config{}
	if len(cfgs) > 0 {
		c = cfgs[0]
	}
	c.Players = n
	s, err := New(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; p < n; p++ {
		s.streetDeck |= bitset.Set(s.wiseguys[p]) | bitset.Set(s.turfs[p])<<firstTurf
		s.wiseguys[p], s.turfs[p] = 0, 0
	}
	for i, c := range s.street {
		if c != noCard {
			s.streetDeck |= 1 << uint(c)
			s.street[i] = noCard
		}
	}
	fixRespect(&s)
	return s
}

func fixRespect(s *State) {
	for p := int8(0); p < s.n; p++ {
		s.respect[p] = int16(s.expectedRespect(p))
	}
}

func takeCard(s *State, c int) {
	s.streetDeck &^= 1 << uint(c)
	for i := range s.street {
		if int(s.street[i]) == c {
			s.street[i] = noCard
		}
	}
	for p := range s.wiseguys {
		if c < firstTurf {
			s.wiseguys[p] &^= 1 << uint(c)
		} else if c < firstRespect {
			s.turfs[p] &^= 1 << uint(c-firstTurf)
		}
	}
}

// give puts Wiseguys and Turfs into p's Territory.
func give(s *State, p int, cards ...int) {
	for _, c := range cards {
		takeCard(s, c)
		if c < firstTurf {
			s.wiseguys[p] |= 1 << uint(c)
		} else {
			s.turfs[p] |= 1 << uint(c-firstTurf)
		}
	}
	fixRespect(s)
}

func setStreet(s *State, sp int, c int) {
	if old := s.street[sp]; old != noCard {
		s.streetDeck |= 1 << uint(old)
		s.street[sp] = noCard
	}
	if c == cUnderboss {
		s.street[sp] = cUnderboss
		return
	}
	takeCard(s, c)
	s.street[sp] = int8(c)
}

func setBank(s *State, p int, b bills) {
	s.billDeck.add(s.bank[p])
	for t := range b {
		s.billDeck[t] -= b[t]
	}
	s.bank[p] = b
}

func setHand(s *State, p int, h vcards) {
	for t := range h {
		s.vDeck[t] += s.hand[p][t]
		s.vDeck[t] -= h[t]
	}
	s.hand[p] = h
}

// forceBills makes the next Bill draws come out as types.
func forceBills(s *State, types ...int) {
	d, disc := s.billDeck, s.billDisc
	for _, t := range types {
		idx := 0
		for u := 0; u < t; u++ {
			idx += int(d[u])
		}
		s.rng = s.rng.Force(idx)
		if t == bRaid {
			d.add(disc)
			disc = bills{}
		} else {
			d[t]--
		}
	}
}

// forceVendetta makes the next Vendetta draws come out as types.
func forceVendetta(s *State, types ...int) {
	d := s.vDeck
	for _, t := range types {
		idx := 0
		for u := 0; u < t; u++ {
			idx += int(d[u])
		}
		s.rng = s.rng.Force(idx)
		d[t]--
	}
}

// play applies moves in notation and returns the state and every event
// line (all audiences).
func play(t *testing.T, s State, moves ...string) (State, []string) {
	t.Helper()
	var log []string
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		next, evs, err := Apply(s, m)
		if err != nil {
			t.Fatalf("%s: %v\n%s", text, err, s)
		}
		if err := validate(&next); err != nil {
			t.Fatalf("after %s: %v", text, err)
		}
		for _, e := range evs {
			log = append(log, e.String())
		}
		s = next
	}
	return s, log
}

// refused applies a move that must be refused with kind, leaving s as it was.
func refused(t *testing.T, s State, text string, kind error, reason string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	got, _, err := Apply(s, m)
	if err == nil {
		t.Fatalf("%s was accepted", text)
	}
	if !errorsIs(err, kind) || !strings.Contains(err.Error(), reason) {
		t.Fatalf("%s: got %v, want %v naming %q", text, err, kind, reason)
	}
	if got != s {
		t.Fatalf("%s: refused but changed the state", text)
	}
}

func errorsIs(err, kind error) bool {
	for e := err; e != nil; {
		if e == kind {
			return true
		}
		u, ok := e.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		e = u.Unwrap()
	}
	return false
}

func hasLine(log []string, sub string) bool {
	for _, l := range log {
		if strings.Contains(l, sub) {
			return true
		}
	}
	return false
}

func wantLine(t *testing.T, log []string, sub string) {
	t.Helper()
	if !hasLine(log, sub) {
		t.Fatalf("no event %q in\n%s", sub, strings.Join(log, "\n"))
	}
}

func isLegal(s State, text string) bool {
	m, err := ParseMove(text)
	if err != nil {
		return false
	}
	for _, l := range Legal(s) {
		if l == m {
			return true
		}
	}
	return false
}

var _ = core.NoPlayer

// setMonth moves the game to month m; after February the Underboss must be
// somewhere, so it waits on S4 unless a Title holder has it.
func setMonth(s *State, m int8) {
	s.month = m
	if m > 2 && s.titles[0] < 0 && !s.onStreet(cUnderboss) {
		setStreet(s, 3, cUnderboss)
	}
}

// giveRespect gives Respect card i (0..7) to p.
func giveRespect(s *State, p int, i int) {
	takeCard(s, firstRespect+i)
	s.respCards[p] |= 1 << uint(i)
	fixRespect(s)
}
