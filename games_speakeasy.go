//go:build !only_tonytino && !only_nostracity && !only_mafia

package sdk

import (
	"github.com/mafiarules/sdk/internal/byref"
	"github.com/mafiarules/sdk/speakeasy"
)

// speakeasy is in the registry unless the build asks for another game alone
// (the build tags only_tonytino, only_nostracity, only_mafia and
// only_speakeasy make a one-game build, as js/build.sh does for a
// WebAssembly module of one game).
func init() {
	ref, _ := byref.Of[speakeasy.State, speakeasy.Move]("speakeasy")
	register(&entry[speakeasy.State, speakeasy.Move, speakeasy.Config]{rules: speakeasy.Rules, title: "Speakeasy", online: speakeasy.Online,
		ref:      ref,
		phase:    func(s speakeasy.State) string { return s.Phase().String() },
		decision: func(s speakeasy.State) string { return s.Decision().String() }})

	// Speakeasy's rulebook prints its locations; its decks and tiles
	// (Operations and Helper cards, Crates) are the package's house rules.
	glossaries["speakeasy"] = func() []Entry {
		var out []Entry
		out = append(out, entries("location", speakeasy.LocationContractorOffice, speakeasy.LocationPark, printed)...)
		out = append(out, entries("Operations card", speakeasy.OpsTypeStills, speakeasy.OpsTypeFleet, placeholder)...)
		out = append(out, entries("Helper card", speakeasy.Helper(0), speakeasy.Helper(19), placeholder)...) // Helper's doc: 0 to 19
		return append(out, entries("Crate", speakeasy.Crate(0), speakeasy.Crate(11), placeholder)...)        // Crate's doc: 0 to 11
	}
}
