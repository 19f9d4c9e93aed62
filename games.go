package sdk

import (
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

func init() {
	register(&entry[tonytino.State, tonytino.Move, tonytino.Config]{rules: tonytino.Rules, title: "Tony & Tino",
		seat:     func(s tonytino.State, p core.Player) string { return s.SeatName(p) },
		unit:     func(core.Player) string { return "dollars" },
		phase:    func(s tonytino.State) string { return s.Phase().String() },
		decision: func(s tonytino.State) string { return s.Decision().String() }})
	register(&entry[nostracity.State, nostracity.Move, nostracity.Config]{rules: nostracity.Rules, title: "Nostra City",
		unit:     func(core.Player) string { return "Respect" },
		phase:    func(s nostracity.State) string { return s.Phase().String() },
		decision: func(s nostracity.State) string { return s.Decision().String() }})
	register(&entry[mafia.State, mafia.Move, mafia.Config]{rules: mafia.Rules, title: "Mafia", seat: mafiaSeat,
		unit:     mafiaUnit,
		phase:    func(s mafia.State) string { return s.Phase().String() },
		decision: func(s mafia.State) string { return s.Decision().String() }})
	register(&entry[speakeasy.State, speakeasy.Move, speakeasy.Config]{rules: speakeasy.Rules, title: "Speakeasy",
		unit:     func(core.Player) string { return "dollars" },
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
	// Mafia's rulebook prints every card and counter.
	glossaries["mafia"] = func() []Entry {
		return append(entries("card", mafia.SupportJudiciary, mafia.SISDEGreen2, printed),
			entries("counter", mafia.Prefetto, mafia.Picciotto, printed)...)
	}
	// Speakeasy's rulebook prints its locations; its decks and tiles
	// (Operations and Helper cards, Crates) are the package's house rules.
	glossaries["speakeasy"] = func() []Entry {
		var out []Entry
		out = append(out, entries("location", speakeasy.LocContractor, speakeasy.LocPark, printed)...)
		out = append(out, entries("Operations card", speakeasy.OpsStills, speakeasy.OpsFleet, placeholder)...)
		out = append(out, entries("Helper card", speakeasy.Helper(0), speakeasy.Helper(19), placeholder)...) // Helper's doc: 0 to 19
		return append(out, entries("Crate", speakeasy.Crate(0), speakeasy.Crate(11), placeholder)...)        // Crate's doc: 0 to 11
	}
}

// nostraDecision is the decision Nostra City's ToMove makes: the pending
// one on top (a Fit of Rage to aim, a Wiseguy to make Busy), else the
// step's ("turn", "distribute", ...); "over" after the end. The package
// keeps its pending decisions to its position format, so they are read
// from there until it has a Decision of its own.

// mafiaUnit is what Mafia's Score counts: the spaces one of a seat's
// Families controls, and for seat 0, the State's seat in the 5- and
// 3-player games (the default is 5), the State's remediation in half
// points. In the 4- and 2-player games seat 0 plays Families and counts
// spaces, which a Game, knowing no config, cannot tell.
func mafiaUnit(p core.Player) string {
	if p == 0 {
		return "half points"
	}
	return "spaces"
}

// mafiaSeat names the sides a seat plays: "P0 (the State)", "P2 (the black
// Family)", "P1 (the red and orange Families)".
func mafiaSeat(s mafia.State, p core.Player) string {
	var fams []string
	for f := mafia.Red; f <= mafia.Green; f++ {
		if s.SeatOf(f) == p {
			fams = append(fams, f.String())
		}
	}
	var sides []string
	switch len(fams) {
	case 0:
	case 1:
		sides = append(sides, "the "+fams[0]+" Family")
	default:
		sides = append(sides, "the "+strings.Join(fams, " and ")+" Families")
	}
	if s.NumPlayers() != 4 && s.SeatOf(mafia.StateFaction) == p {
		sides = append(sides, "the State")
	}
	if len(sides) == 0 {
		return p.String()
	}
	return p.String() + " (" + strings.Join(sides, ", ") + ")"
}
