package speakeasy

import (
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// fresh is a game with n seats in turn order P0, P1, ..., no Mobster
// Speakeasies on the map and empty hands, so a test sets up exactly what
// its rule needs.
func fresh(t *testing.T, n int) State {
	t.Helper()
	s, err := New(Config{Players: n}, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := &s.g
	g.Upper = [4]int8{-1, -1, -1, -1}
	for p := 0; p < n; p++ {
		g.Upper[p] = int8(p)
		g.P[p].Tokens = int8(p)
		g.P[p].Hand, g.P[p].HandN = 0, 0
	}
	g.Active, g.Turn = 0, 0
	for i := range g.Space {
		if g.Space[i].Kind == BuildingMobsterSpeakeasy {
			g.Space[i].Kind = NoBuilding
		}
	}
	for loc := range g.Occ { // the solo game's neutral Capo of the first turn stays
		for k, q := range g.Occ[loc] {
			if q != neutralCapo {
				g.Occ[loc][k] = -1
			}
		}
	}
	mustCheck(t, s)
	return s
}

func mustCheck(t *testing.T, s State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("invariant: %v\n%s", err, s)
	}
}

// sp reads a space name like "7.2".
func sp(name string) int8 {
	var v int8
	if !spaceArg(name, &v) {
		panic("bad space " + name)
	}
	return v
}

// card reads an Operations card name like "fleet-8", or the tests' short
// form "fleet-8" (the eighth fleet card, counted from 0).
func card(name string) int8 {
	var v int8
	if tabArg(opsNameTab[:], name, &v) {
		return v
	}
	d := name[len(name)-1]
	t, ok := index([]string{"stills", "party", "vip", "fleet"}, name[:len(name)-1])
	if !ok || d < '0' || d > '9' {
		panic("bad card " + name)
	}
	return t*10 + int8(d-'0')
}

// give puts the named Operations cards in p's hand, taking them from
// wherever they are.
// onlyMuscleBook takes both Muscle Books out of wherever they are and
// gives one to seat p.
func onlyMuscleBook(g *game, p int) {
	for q := range g.P {
		if g.P[q].Books&(3<<(2*BookKindMuscle)) != 0 {
			g.P[q].BooksN -= int8(popcount32(g.P[q].Books & (3 << (2 * BookKindMuscle))))
			g.P[q].Books &^= 3 << (2 * BookKindMuscle)
		}
	}
	g.P[p].Books |= 1 << (2 * BookKindMuscle)
	g.P[p].BooksN++
}

func give(s *State, p int8, names ...string) {
	g := &s.g
	for _, n := range names {
		c := card(n)
		bit := bitset.Set(1) << uint(c)
		for q := range g.P {
			if g.P[q].Hand&bit != 0 {
				g.P[q].Hand &^= bit
				g.P[q].HandN--
			}
			for ty := range g.P[q].Slots {
				if g.P[q].Slots[ty] == c {
					g.P[q].Slots[ty] = -1
				}
			}
		}
		g.Discard &^= bit
		g.P[p].Hand |= bit
		g.P[p].HandN++
	}
}

// slot puts a card in p's slot of its type.
func slot(s *State, p int8, name string) {
	give(s, p, name)
	c := card(name)
	g := &s.g
	g.P[p].Hand &^= 1 << uint(c)
	g.P[p].HandN--
	g.P[p].Slots[opsType(c)] = c
}

// build puts p's building of group on a space, as if built earlier.
func build(s *State, p int8, group Group, space string) {
	g := &s.g
	i := sp(space)
	g.Space[i].Kind = groupKind[group]
	g.Space[i].Owner = p
	g.P[p].Taken[group]++
}

// mob puts a Mobster Speakeasy with a face-up Strength tile in its district.
func mob(s *State, space string, strength int8) {
	g := &s.g
	i := sp(space)
	d := spaceDistrict(i)
	g.Space[i] = space0(BuildingMobsterSpeakeasy, -1, g.Space[i].Tile)
	g.StrTile[d] = strength
	g.Group[d] = -1
}

func space0(kind Building, owner, tile int8) space {
	return space{Kind: kind, Owner: owner, Tile: tile}
}

// do applies moves in notation, failing the test on any error, and checks
// the conservation laws after each.
func do(t *testing.T, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		next, _, err := Apply(s, m)
		if err != nil {
			t.Fatalf("%v\nlegal: %v\n%s", err, Legal(s), s)
		}
		s = next
		mustCheck(t, s)
	}
	return s
}

// events applies one move and returns its events' texts.
func events(t *testing.T, s State, move string) (State, string) {
	t.Helper()
	m, err := ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	next, evs, err := Apply(s, m)
	if err != nil {
		t.Fatalf("%v\nlegal: %v", err, Legal(s))
	}
	var out []string
	for _, e := range evs {
		out = append(out, e.String())
	}
	return next, strings.Join(out, "\n")
}

// refuse asserts that move is refused with an error of kind and a reason
// containing want, and that s is untouched.
func refuse(t *testing.T, s State, move string, kind error, want string) {
	t.Helper()
	m, err := ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	before := s
	next, _, err := Apply(s, m)
	if err == nil {
		t.Fatalf("%s was accepted", move)
	}
	if !errors.Is(err, kind) || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: got %v, want %v containing %q", move, err, kind, want)
	}
	if !next.Equal(before) || !s.Equal(before) {
		t.Fatalf("%s: the refused move changed the state", move)
	}
	for _, l := range Legal(s) {
		if l == m {
			t.Fatalf("%s is refused but listed in Legal", move)
		}
	}
}

func legalHas(s State, move string) bool {
	for _, m := range Legal(s) {
		if m.String() == move {
			return true
		}
	}
	return false
}

func tiles(s State, p int8) int { return s.g.P[p].Tiles.Len() }

var illegal = core.ErrIllegalMove

// money sets p's cash and Safe, booking the difference so the money law
// holds: a gain as City tile cash, a loss as Goons (the ledger tests
// compare a move's before and after, so the setup's booking is not seen).
func money(s *State, p int8, cash, safe int) {
	pl := &s.g.P[p]
	d := int32(cash+safe) - int32(pl.Cash) - int32(pl.Safe)
	if d >= 0 {
		pl.Earned[SourceCityTile] += d
	} else {
		pl.Spent[SinkGoons] -= d
	}
	pl.Cash, pl.Safe = int16(cash), int16(safe)
}

// capoOf puts seat p's Capo at loc's person k in the first round, making
// p the seat that placed just before P0 (the turn order p, P0, then the
// rest), so the position is one the turns could have reached.
func capoOf(s *State, p int8, loc Location, k int) {
	g := &s.g
	g.Occ[loc][k] = p
	ord := []int8{p, 0}
	for q := int8(1); q < g.N; q++ {
		if q != p {
			ord = append(ord, q)
		}
	}
	copy(g.Upper[:], ord)
	g.Turn, g.Active = 1, 0
}

// index is the position of s in names.
func index(names []string, s string) (int8, bool) {
	for i, n := range names {
		if n == s {
			return int8(i), true
		}
	}
	return 0, false
}

// tabArg reads an id from its table of spellings ("gin-2", "fleet-10").
func tabArg(tab []string, s string, out *int8) bool {
	v, ok := index(tab, s)
	*out = v
	return ok
}
