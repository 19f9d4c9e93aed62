package mafia

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// FuzzParseMove: any text either parses to a move that prints back to a
// string parsing to the same move, or is refused with ErrBadNotation.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P1 home R PAL", "P0 pass", "P1 move R.B d1 to CAT by air", "P2 move N.P1 sum to ENN facing S",
		"P0 play Helicopter -2 +1", "P1 play GovProtection N.P1", "P0 play AntiMafiaOp SST", "P0 detain O.B with lair",
		"P0 arrest R.P2", "P0 convert N.B", "P1 shoot SISDE", "P3 discard Wife", "P2 resist", "P9 x", "", "P1 move"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			if !errors.Is(err, core.ErrBadNotation) {
				t.Fatalf("%q: %v is not ErrBadNotation", text, err)
			}
			return
		}
		m2, err := ParseMove(m.String())
		if err != nil || m2 != m {
			t.Fatalf("%q → %q → %+v, %v", text, m.String(), m2, err)
		}
	})
}

// FuzzStateJSON: any bytes either decode to a state on which Legal, Apply
// of every legal move, View and String run without panicking, or are
// refused with ErrBadState.
func FuzzStateJSON(f *testing.F) {
	for _, seed := range []uint64{1, 2, 3} {
		for _, players := range []int{3, 4, 5} {
			s, _ := New(Config{Players: players}, seed)
			r := core.NewRNG(seed)
			for i := 0; i < 40*int(seed) && !Over(s); i++ {
				l := Legal(s)
				var k int
				k, r = r.IntN(len(l))
				s, _, _ = Apply(s, l[k])
			}
			b, _ := json.Marshal(s)
			f.Add(b)
			v, _ := json.Marshal(View(s, 1))
			f.Add(v)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s State
		if err := s.UnmarshalJSON(b); err != nil {
			if !errors.Is(err, core.ErrBadState) {
				t.Fatalf("%v is not ErrBadState", err)
			}
			return
		}
		_ = s.String()
		for _, m := range Legal(s) {
			before := s
			if _, _, err := Apply(s, m); err != nil {
				t.Fatalf("legal %v refused: %v", m, err)
			}
			if before != s {
				t.Fatal("Apply changed its input")
			}
		}
		for p := core.Player(-1); p < core.Player(s.NumPlayers()); p++ {
			_ = View(s, p)
			_ = Determinize(s, p, core.NewRNG(1))
		}
	})
}
