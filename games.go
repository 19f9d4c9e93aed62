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
		seat: func(s tonytino.State, p core.Player) string { return s.SeatName(p) }})
	register(&entry[nostracity.State, nostracity.Move, nostracity.Config]{rules: nostracity.Rules, title: "Nostra City"})
	register(&entry[mafia.State, mafia.Move, mafia.Config]{rules: mafia.Rules, title: "Mafia", seat: mafiaSeat})
	register(&entry[speakeasy.State, speakeasy.Move, speakeasy.Config]{rules: speakeasy.Rules, title: "Speakeasy"})

	glossaries["tonytino"] = func() []Entry {
		return append(entries("card", 16, func(i int) tonytino.Card { return tonytino.Card(i) }),
			entries("crew tile", 16, func(i int) tonytino.Tile { return tonytino.Tile(i) })...)
	}
	glossaries["nostracity"] = func() []Entry {
		var out []Entry
		out = append(out, entries("Wiseguy", 20, func(i int) nostracity.Wiseguy { return nostracity.Wiseguy(i) })...)
		out = append(out, entries("Vendetta card", 9, func(i int) nostracity.VendettaCard { return nostracity.VendettaCard(i) })...)
		out = append(out, entries("Investigation", 6, func(i int) nostracity.Investigation { return nostracity.Investigation(i) })...)
		out = append(out, entries("Title", 8, func(i int) nostracity.Title { return nostracity.Title(i) })...)
		return append(out, entries("End of Game Bonus", 16, func(i int) nostracity.Bonus { return nostracity.Bonus(i) })...)
	}
	glossaries["mafia"] = func() []Entry {
		return append(entries("card", 24, func(i int) mafia.Card { return mafia.Card(i) }),
			entries("counter", 16, func(i int) mafia.CounterKind { return mafia.CounterKind(i) })...)
	}
	glossaries["speakeasy"] = func() []Entry {
		var out []Entry
		out = append(out, entries("location", 8, func(i int) speakeasy.Location { return speakeasy.Location(i) })...)
		out = append(out, entries("Operations card", 8, func(i int) speakeasy.OpsType { return speakeasy.OpsType(i) })...)
		out = append(out, entries("Helper card", 64, func(i int) speakeasy.Helper { return speakeasy.Helper(i) })...)
		return append(out, entries("Crate", 64, func(i int) speakeasy.Crate { return speakeasy.Crate(i) })...)
	}
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
