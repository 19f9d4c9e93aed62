//go:build !only_tonytino && !only_mafia && !only_speakeasy

package sdk

import (
	"github.com/mafiarules/sdk/internal/byref"
	"github.com/mafiarules/sdk/nostracity"
)

// nostracity is in the registry unless the build asks for another game alone
// (the build tags only_tonytino, only_nostracity, only_mafia and
// only_speakeasy make a one-game build, as js/build.sh does for a
// WebAssembly module of one game).
func init() {
	ref, _ := byref.Of[nostracity.State, nostracity.Move]("nostracity")
	register(&entry[nostracity.State, nostracity.Move, nostracity.Config]{rules: nostracity.Rules, title: "Nostra City", online: nostracity.Online,
		ref:      ref,
		phase:    func(s nostracity.State) string { return s.Phase().String() },
		decision: func(s nostracity.State) string { return s.Decision().String() }})

	// Nostra City's rulebook prints no card list: the Wiseguys' and the
	// Investigations' names are placeholders, and of the Vendetta cards
	// only the FBI Snitch and Atlantic City are named in it; the End of
	// Game Bonuses are named by the package (house rules 4, 5, 7 and 8 of
	// the package doc). The Titles are the rulebook's.
	glossaries["nostracity"] = func() []Entry {
		var out []Entry
		out = append(out, entries("Wiseguy", nostracity.Sweetener, nostracity.Enforcer, placeholder)...)
		out = append(out, entries("Vendetta card", nostracity.FBISnitch, nostracity.Fix, func(v nostracity.VendettaCard) bool {
			return v == nostracity.FBISnitch || v == nostracity.AtlanticCity
		})...)
		out = append(out, entries("Investigation", nostracity.NarcoticsSquad, nostracity.GrandJury, placeholder)...)
		out = append(out, entries("Title", nostracity.TitleUnderboss, nostracity.TitlePrimoCapo, printed)...)
		return append(out, entries("End of Game Bonus", nostracity.MostVendettaCards, nostracity.PoliticianBonus, placeholder)...)
	}
}
