package speakeasy

import (
	"math/bits"
	"slices"
	"testing"
)

// TestSpaceTablesMatchTheBoard: the tables the hot path reads (the district
// of each space, the spaces of each zone) say what spaceStart and
// districtZone say, so the rules that read them see the same board.
func TestSpaceTablesMatchTheBoard(t *testing.T) {
	for sp := int8(-2); sp < numSpaces+2; sp++ {
		if got, want := spaceDistrict(sp), scanDistrict(sp); got != want {
			t.Fatalf("space %d: district %d, spaceStart says %d", sp, got, want)
		}
	}
	for z := int8(0); z < 3; z++ {
		lo, hi := zoneSpaces(z)
		for sp := int8(0); sp < numSpaces; sp++ {
			if in := sp >= lo && sp < hi; in != (districtZone(spaceDistrict(sp)) == z) {
				t.Fatalf("space %d: in zone %d's range %v, districtZone says otherwise", sp, z, in)
			}
		}
	}
	for sp := int8(0); sp < numSpaces; sp++ {
		for d := int8(0); d < numDistricts; d++ {
			if in := districtSpaces[d]&(1<<sp) != 0; in != (spaceDistrict(sp) == d) {
				t.Fatalf("space %d: in district %d's set %v, spaceDistrict says %d", sp, d, in, spaceDistrict(sp))
			}
		}
	}
	if lo, hi := zoneSpaces(3); lo != hi {
		t.Fatalf("no zone 3, but its range is [%d, %d)", lo, hi)
	}
}

// TestLegalBuildIsBuildChoice: Legal's quick verdict on a building (canBuild)
// is buildChoice's, for every seat, group and mode on random games' states,
// so Legal lists exactly the buildings checkBuild takes.
func TestLegalBuildIsBuildChoice(t *testing.T) {
	for _, s := range lawStates(t, 7) {
		g := &s.g
		for p := int8(0); p < g.N; p++ {
			for group := int8(0); group < numGroups; group++ {
				for mode := int8(modeOpen); mode <= modeTakeover; mode++ {
					if got, want := g.canBuild(p, group, mode), g.buildChoice(p, group, mode).OK(); got != want {
						t.Fatalf("seat %d group %d mode %d: canBuild %v, buildChoice %v", p, group, mode, got, want)
					}
				}
			}
		}
	}
}

// TestSpaceCheckAtReadsTheDistrict: past the space's kind, spaceCheckAt's
// verdict is the same on every fitting space of a district, which
// buildsOn and legalSpace read off one of them.
func TestSpaceCheckAtReadsTheDistrict(t *testing.T) {
	for _, s := range lawStates(t, 7) {
		g := &s.g
		for p := int8(0); p < g.N; p++ {
			for group := int8(0); group < numGroups; group++ {
				for mode := int8(modeOpen); mode <= modeTakeover; mode++ {
					fits := g.fittingSpaces(p, mode)
					for sp := int8(0); sp < numSpaces; sp++ {
						if g.spaceKindFits(p, mode, sp) != (fits&(1<<sp) != 0) {
							t.Fatalf("seat %d mode %d space %d: fittingSpaces disagrees with spaceKindFits", p, mode, sp)
						}
						if fits&(1<<sp) == 0 {
							continue
						}
						first := int8(bits.TrailingZeros64(fits & districtSpaces[spaceDistrict(sp)]))
						got, _ := g.spaceCheckAt(p, group, mode, sp)
						if want, _ := g.spaceCheckAt(p, group, mode, first); got != want {
							t.Fatalf("seat %d group %d mode %d: space %d says %v, space %d of its district %v", p, group, mode, sp, got, first, want)
						}
					}
				}
			}
		}
	}
}

// TestPersonSlotsArePersonExists: legalPlace's lists of persons hold, in
// order, exactly the persons personExists says exist at each board size.
func TestPersonSlotsArePersonExists(t *testing.T) {
	for i, n := range [2]int8{4, 2} {
		g := game{N: n}
		var want []personSlot
		for loc := 0; loc < numPersonLocs; loc++ {
			for k := 0; k < 3; k++ {
				if g.personExists(loc, k) {
					want = append(want, personSlot{int8(loc), int8(k)})
				}
			}
		}
		if !slices.Equal(personSlots[i], want) {
			t.Fatalf("%d players: personSlots %v, personExists %v", n, personSlots[i], want)
		}
	}
}
