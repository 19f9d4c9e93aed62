package speakeasy

import (
	"fmt"
	"math/bits"
	"strings"
)

var kindLetter = [6]string{".", "S", "T", "N", "C", "M"}

// String renders the state (or a View) for a terminal: the Act and who
// decides, the map by district, the Docks, the displays and each seat's board.
func (s State) String() string {
	g := &s.g
	var b strings.Builder
	ord, n := g.order()
	switch {
	case g.Phase == phOver && g.N == 1:
		fmt.Fprintf(&b, "Speakeasy: game over after Act 4: P0 scores $%d", g.score(0))
		if t := g.Cfg.soloTarget(); t >= 0 {
			won := "lost"
			if g.score(0) >= t {
				won = "won"
			}
			fmt.Fprintf(&b, " against the solo target $%d (%s)", t, won)
		}
		b.WriteByte('\n')
	case g.Phase == phOver:
		b.WriteString("Speakeasy: game over after Act 4\n")
	case g.Phase == phWar:
		fmt.Fprintf(&b, "Speakeasy: end of Act %d, the Mob War: P%d to decide%s\n",
			g.Act, g.toMove(), g.stepText())
	default:
		fmt.Fprintf(&b, "Speakeasy: Act %d, Capo round %d of %d, P%d's turn, P%d to decide%s\n",
			g.Act, g.Round+1, caposPerAct[g.Act], g.Active, g.toMove(), g.stepText())
	}
	b.WriteString("Turn order:")
	for _, p := range ord[:n] {
		fmt.Fprintf(&b, " P%d", p)
	}
	b.WriteString("   next Act (lower row):")
	for c, p := range g.Lower {
		if c < g.columns() {
			if p >= 0 {
				fmt.Fprintf(&b, " %d:P%d", c+1, p)
			} else {
				fmt.Fprintf(&b, " %d:-", c+1)
			}
		}
	}
	b.WriteString(
		"\nManhattan (S Speakeasy, T Stills, N Nightclub, C Casino, M Mobster; owner, " +
			"* protected, x closed, + barrel, [tile]):\n",
	)
	for d := int8(0); d < numDistricts; d++ {
		fmt.Fprintf(&b, "  %2d %-8s", d+1, zoneNames[districtZone(d)])
		switch {
		case g.Group[d] == -2:
			b.WriteString(" blocked\n")
			continue
		case g.StrTile[d] > 0:
			fmt.Fprintf(&b, " str %-2d", g.StrTile[d])
		case g.Group[d] > 0:
			fmt.Fprintf(&b, " Act%d  ", g.Group[d])
		default:
			b.WriteString("       ")
		}
		for i := spaceStart[d]; i < spaceStart[d+1]; i++ {
			x := g.Space[i]
			cell := kindLetter[x.Kind]
			if x.Owner >= 0 {
				cell += fmt.Sprint(x.Owner)
			}
			if x.Prot {
				cell += "*"
			}
			if x.Closed {
				cell += "x"
			}
			if x.Barrel {
				cell += "+"
			}
			if x.Tile >= 0 {
				cell += "[" + tileName(x.Tile) + "]"
			}
			fmt.Fprintf(&b, "  %-4s %-18s", spaceName(i), cell)
		}
		b.WriteByte('\n')
	}
	b.WriteString("Docks:")
	for i, sh := range g.Ships {
		fmt.Fprintf(
			&b,
			"  Ship %s at %s (district %d, %s) %d barrels, defence %d",
			shipNames[i],
			Port(sh.Port).Name(),
			portDistrict[sh.Port]+1,
			zoneNames[shipZone(sh)],
			sh.Barrels,
			shipDefence[sh.Barrels],
		)
		if sh.Crate >= 0 {
			fmt.Fprintf(&b, ", crate $%d", crateCash(sh.Crate))
		}
		b.WriteByte(';')
	}
	fmt.Fprintf(
		&b,
		"\nBarrel supply %d; Operations deck %d, discard %d; Book pile %d\n",
		g.Supply,
		g.opsDeckLen(),
		g.Discard.Len(),
		g.bookPileLen(),
	)
	b.WriteString("City tiles: right")
	for _, t := range g.Right {
		b.WriteString(" " + tileOrDash(t))
	}
	b.WriteString("; middle")
	for r := range g.Mid {
		if g.MidN[r] > 0 {
			fmt.Fprintf(&b, " %s(%d)", tileName(g.Mid[r][g.MidN[r]-1]), g.MidN[r])
		} else {
			b.WriteString(" -")
		}
	}
	fmt.Fprintf(&b, "; piles %d/%d/%d.  Helpers:", g.PileN[0], g.PileN[1], g.PileN[2])
	for _, h := range g.Display {
		if h >= 0 {
			b.WriteString(" " + helperName(h))
		}
	}
	g.renderLocations(&b)
	return b.String()
}

// renderLocations is String's second half: the locations' Capos, the
// Restaurant and the Park, the Mobster board and each seat's board.
func (g *game) renderLocations(b *strings.Builder) {
	b.WriteString("\nLocations:")
	for loc := 0; loc < numPersonLocs; loc++ {
		fmt.Fprintf(b, " %s[", locNames[loc])
		for k := 0; k < 3; k++ {
			if !g.personExists(loc, k) {
				continue
			}
			switch q := g.Occ[loc][k]; {
			case q == neutralCapo:
				b.WriteString("n")
			case q >= 0:
				fmt.Fprint(b, q)
			default:
				b.WriteString(personNames[k])
			}
		}
		b.WriteString("]")
	}
	b.WriteString(" park[")
	for i := 0; i < g.parkSpots(); i++ {
		switch q := g.Park[i]; {
		case q == neutralCapo:
			b.WriteString("n")
		case q >= 0:
			fmt.Fprint(b, q)
		default:
			b.WriteString("-")
		}
	}
	b.WriteString("] restaurant[")
	for p := int8(0); p < g.N; p++ {
		for k := int8(0); k < g.Rest[p]; k++ {
			fmt.Fprint(b, p)
		}
	}
	b.WriteString("]")
	for p := int8(0); p < g.N; p++ {
		if g.Out[p] > 0 {
			fmt.Fprintf(b, " P%d passed %d", p, g.Out[p])
		}
	}
	b.WriteString("\nMobster board (free Associates, strength/fee):")
	for d := int8(0); d < numDistricts; d++ {
		if !g.blocked(d) && !g.assocTaken(d) {
			fmt.Fprintf(b, " M%d(%d/$%d)", d+1, assocStrength(d), assocFee(d))
		}
	}
	b.WriteByte('\n')
	for p := int8(0); p < g.N; p++ {
		pl := &g.P[p]
		fmt.Fprintf(
			b,
			"P%d: $%d Safe $%d | Str %d Stills %d Party %d VIP %d Fleet %d"+
				" | FM vip %d docks %d/%d/%d supply %d | Goons %d Leverage tokens %d (price %d)\n",
			p,
			pl.Cash,
			pl.Safe,
			pl.Tracks[0],
			pl.Tracks[1],
			pl.Tracks[2],
			pl.Tracks[3],
			pl.Tracks[4],
			pl.FMVIP,
			pl.FMDock[0],
			pl.FMDock[1],
			pl.FMDock[2],
			pl.FMSupply,
			pl.Goons,
			pl.Tokens,
			g.protectPrice(p),
		)
		fmt.Fprintf(b, "    hand: %s | slots:", handString(pl.Hand, pl.HandN))
		for _, c := range pl.Slots {
			if c >= 0 {
				b.WriteString(" " + opsName(c))
			}
		}
		if bits.OnesCount32(pl.Books) == int(pl.BooksN) {
			b.WriteString(" | books:")
			for k := int8(0); k < numBooks; k++ {
				if pl.Books&(1<<uint(k)) != 0 {
					b.WriteString(" " + bookName(k))
				}
			}
		} else {
			fmt.Fprintf(b, " | books: %d hidden", pl.BooksN)
		}
		fmt.Fprintf(b, " | cooked %d | tiles:", bits.OnesCount32(pl.Cooked))
		for t := int8(0); t < numTiles; t++ {
			if pl.Tiles&(1<<uint(t)) != 0 {
				b.WriteString(" " + tileName(t))
			}
		}
		fmt.Fprintf(
			b,
			"\n    helpers %d, crates %d, stills area %d, trucks",
			bits.OnesCount32(pl.Helpers),
			bits.OnesCount16(pl.Crates),
			pl.Stills,
		)
		for i := 0; i < 2; i++ {
			if pl.Truck[i] >= 0 {
				fmt.Fprintf(b, " %d@d%d(%d)", i+1, pl.Truck[i]+1, pl.Load[i])
			} else {
				fmt.Fprintf(b, " %d:off", i+1)
			}
		}
		if pl.Assoc >= 0 {
			fmt.Fprintf(b, ", Associate M%d (%s)", pl.Assoc+1, powerText[pl.Assoc])
		}
		b.WriteByte('\n')
	}
}

func tileOrDash(t int8) string {
	if t < 0 {
		return "-"
	}
	return tileName(t)
}

func (g *game) stepText() string {
	if g.Phase == phOver {
		return ""
	}
	return ": " + g.promptText()
}
