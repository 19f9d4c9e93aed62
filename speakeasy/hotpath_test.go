package speakeasy

import "testing"

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
