package sdk

import (
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

func init() {
	register(&entry[tonytino.State, tonytino.Move, tonytino.Config]{rules: tonytino.Rules, title: "Tony & Tino", online: tonytino.Online,
		appendObservation: tonytino.AppendObservation,
		phase:             func(s tonytino.State) string { return s.Phase().String() },
		decision:          func(s tonytino.State) string { return s.Decision().String() }})
	register(&entry[nostracity.State, nostracity.Move, nostracity.Config]{rules: nostracity.Rules, title: "Nostra City", online: nostracity.Online,
		phase:    func(s nostracity.State) string { return s.Phase().String() },
		decision: func(s nostracity.State) string { return s.Decision().String() }})
	register(&entry[mafia.State, mafia.Move, mafia.Config]{rules: mafia.Rules, title: "Mafia", online: mafia.Online,
		phase:    func(s mafia.State) string { return s.Phase().String() },
		decision: func(s mafia.State) string { return s.Decision().String() }})
	register(&entry[speakeasy.State, speakeasy.Move, speakeasy.Config]{rules: speakeasy.Rules, title: "Speakeasy", online: speakeasy.Online,
		phase:    func(s speakeasy.State) string { return s.Phase().String() },
		decision: func(s speakeasy.State) string { return s.Decision().String() }})

	// Tony & Tino's rulebook names its crew tiles, and of its cards Super
	// Crew and the Police Raid: it shows the other five only as pictures,
	// so the package names them.
	glossaries["tonytino"] = func() []Entry {
		return append(entries("card", tonytino.StepUp, tonytino.PoliceRaid, func(c tonytino.Card) bool {
			return c == tonytino.SuperCrew || c == tonytino.PoliceRaid
		}),
			entries("crew tile", tonytino.Informant, tonytino.GodfathersSon, printed)...)
	}
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
	// Mafia's rulebook prints every card and counter; each counter is
	// named by its id (prefetto, sisde, CC1..CC3, R.B, R.P1, ...).
	glossaries["mafia"] = func() []Entry {
		return append(entries("card", mafia.SupportJudiciary, mafia.SISDEGreen2, printed),
			entries("counter", mafia.CPrefetto, mafia.Counter(mafia.NumCounters-1), printed)...)
	}
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
