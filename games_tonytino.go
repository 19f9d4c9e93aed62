//go:build !only_nostracity && !only_mafia && !only_speakeasy

package sdk

import (
	"github.com/mafiarules/sdk/internal/byref"
	"github.com/mafiarules/sdk/tonytino"
)

// tonytino is in the registry unless the build asks for another game alone
// (the build tags only_tonytino, only_nostracity, only_mafia and
// only_speakeasy make a one-game build, as js/build.sh does for a
// WebAssembly module of one game).
func init() {
	ref, _ := byref.Of[tonytino.State, tonytino.Move]("tonytino")
	register(&entry[tonytino.State, tonytino.Move, tonytino.Config]{rules: tonytino.Rules, title: "Tony & Tino", online: tonytino.Online,
		ref:      ref,
		phase:    func(s tonytino.State) string { return s.Phase().String() },
		decision: func(s tonytino.State) string { return s.Decision().String() }})

	// Tony & Tino's rulebook names its crew tiles, and of its cards Super
	// Crew and the Police Raid: it shows the other five only as pictures,
	// so the package names them.
	glossaries["tonytino"] = func() []Entry {
		return append(entries("card", tonytino.StepUp, tonytino.PoliceRaid, func(c tonytino.Card) bool {
			return c == tonytino.SuperCrew || c == tonytino.PoliceRaid
		}),
			entries("crew tile", tonytino.Informant, tonytino.GodfathersSon, printed)...)
	}
}
