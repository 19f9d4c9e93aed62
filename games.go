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
