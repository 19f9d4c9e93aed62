//go:build !only_tonytino && !only_nostracity && !only_speakeasy

package sdk

import (
	"github.com/mafiarules/sdk/internal/byref"
	"github.com/mafiarules/sdk/mafia"
)

// mafia is in the registry unless the build asks for another game alone
// (the build tags only_tonytino, only_nostracity, only_mafia and
// only_speakeasy make a one-game build, as js/build.sh does for a
// WebAssembly module of one game).
func init() {
	ref, _ := byref.Of[mafia.State, mafia.Move]("mafia")
	register(&entry[mafia.State, mafia.Move, mafia.Config]{rules: mafia.Rules, title: "Mafia", online: mafia.Online,
		ref:      ref,
		phase:    func(s mafia.State) string { return s.Phase().String() },
		decision: func(s mafia.State) string { return s.Decision().String() }})

	// Mafia's rulebook prints every card and counter; each counter is
	// named by its id (prefetto, sisde, CC1..CC3, R.B, R.P1, ...).
	glossaries["mafia"] = func() []Entry {
		return append(entries("card", mafia.SupportJudiciary, mafia.SISDEGreen2, printed),
			entries("counter", mafia.CPrefetto, mafia.Counter(mafia.NumCounters-1), printed)...)
	}
}
