package speakeasy

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// Every move whose notation ParseMove reads is read back as the same move
// and written the same: the notation has one spelling per move, over
// every kind and every argument in and around its range.
func TestNotationReadsBackWhatItWrites(t *testing.T) {
	read := 0
	for k := MoveKind(1); k < numMoveKinds; k++ {
		for a := int8(-1); a < 70; a++ {
			for b := int8(-1); b < 40; b++ {
				m := moveOf(1, k, a, b)
				s := m.String()
				got, err := ParseMove(s)
				if err != nil {
					continue
				}
				read++
				if got != m || got.String() != s {
					t.Fatalf("%q reads as %+v, written %q; want %+v", s, got, got.String(), m)
				}
			}
		}
	}
	if read < 1000 {
		t.Fatalf("only %d moves read back", read)
	}
}

// An argument out of its kind's range has no spelling: a Family Member
// goes to the VIP area or a Docks Zone, a won barrel to a space or the
// Stills area, a seat is P0 to P3, a column 1 to 4, Goons 0 to 30.
func TestNotationRefusesArgumentsOutOfRange(t *testing.T) {
	for _, s := range []string{
		"P0 family-member 7.2", "P0 family-member stills-area", "P0 barrel vip-area",
		"P0 barrel supply", "P0 barrel uptown", "P0 use P7", "P0 use spectator",
		"P0 hire 31", "P0 hire ?", "P0 restaurant 5", "P0 restaurant 0", "P0 truck 3",
		"P0 associate 17", "P0 associate M9", "P0 buy B 10", "P0 fee maybe",
		"P0 reward book cash-1", "P0 reward city-tile", "P0 do cook", "P0 enter 17",
		"P4 pass", "P0  pass", "P0 place garage r",
	} {
		if m, err := ParseMove(s); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("%q reads as %v, %v; want ErrBadNotation", s, m, err)
		}
	}
	for _, m := range []Move{
		{By: 1, Kind: MoveKindHire, Goons: 31}, {By: 1, Kind: MoveKindUse, Seat: 4},
		{By: 1, Kind: MoveKindFamilyMember, Where: 3}, {By: 1, Kind: MoveKindRestaurant, Column: 4},
	} {
		if _, err := ParseMove(m.String()); err == nil {
			t.Errorf("%+v is written %q, which reads", m, m.String())
		}
	}
}
