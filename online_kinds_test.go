package sdk

import (
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// Every game declares its online-table rule (its package's Online, on its
// own kinds), and the registry dispatches to it: no game falls back to
// the first legal move and refuses every take-back.
func TestEveryGameDeclaresItsOnlineRule(t *testing.T) {
	for name, g := range games {
		var declared bool
		switch e := g.(type) {
		case *entry[tonytino.State, tonytino.Move, tonytino.Config]:
			declared = e.online != nil
		case *entry[nostracity.State, nostracity.Move, nostracity.Config]:
			declared = e.online != nil
		case *entry[mafia.State, mafia.Move, mafia.Config]:
			declared = e.online != nil
		case *entry[speakeasy.State, speakeasy.Move, speakeasy.Config]:
			declared = e.online != nil
		}
		if !declared {
			t.Errorf("%s declares no online-table rule", name)
		}
	}
	if len(games) != 4 {
		t.Errorf("%d games, want 4", len(games))
	}
	for f, want := range map[core.Final]string{core.NotFinal: "not-final", core.FinalChance: "chance", core.FinalTold: "told", core.FinalShown: "shown", core.FinalAnswered: "answered"} {
		if f.String() != want {
			t.Errorf("core.Final(%d) = %q, want %q", f, f.String(), want)
		}
	}
}
