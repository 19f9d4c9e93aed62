package sdk_test

import (
	"errors"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// Through the registry, a game that offers the learning surface gives each
// legal move its action id in Legal's order, turns ids back into the legal
// move and observes every seat with a vector of the documented size; a
// game that offers none yet says so with ErrBadConfig.
func TestRegistryActionsAndObservations(t *testing.T) {
	// The games that offer it, with their NumActions and ObservationSize
	// for the default config.
	sizes := map[string][2]int{"tonytino": {208, 298}, "nostracity": {980, 1412}}
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		n, err := g.NumActions(nil)
		want, learns := sizes[name]
		if !learns {
			if !errors.Is(err, core.ErrBadConfig) {
				t.Errorf("%s offers no action ids yet, yet NumActions says %d, %v", name, n, err)
			}
			continue
		}
		size, err := g.ObservationSize(nil)
		if err != nil || n != want[0] || size != want[1] {
			t.Fatalf("%s: NumActions %d, ObservationSize %d, %v", name, n, size, err)
		}
		pos, _ := g.New(nil, 2)
		for step := 0; step < 40 && !pos.Over(); step++ {
			legal, ids := pos.Legal(), pos.LegalActions()
			if len(ids) != len(legal) {
				t.Fatalf("%d ids for %d legal moves", len(ids), len(legal))
			}
			for i, id := range ids {
				if m, err := pos.ActionMove(id); err != nil || m != legal[i] {
					t.Fatalf("ActionMove(%d) = %q, %v; want %q", id, m, err, legal[i])
				}
				if back, err := pos.MoveAction(legal[i]); err != nil || back != id {
					t.Fatalf("MoveAction(%q) = %d, %v; want %d", legal[i], back, err, id)
				}
			}
			for p := core.Player(0); int(p) < pos.NumPlayers(); p++ {
				if len(pos.Observation(p)) != size || pos.InformationState(p) == "" {
					t.Fatalf("seat %v's observation or information state", p)
				}
			}
			if _, err := pos.ActionMove(n); !errors.Is(err, core.ErrIllegalMove) {
				t.Fatalf("an id out of range: %v", err)
			}
			pos, _, _ = pos.Apply(legal[len(legal)-1])
		}
	}
}
