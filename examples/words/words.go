// Package words writes what the example programs tell a person about a
// game: scores in each seat's unit, places, plurals, a result table and
// errors without a doubled prefix; and it reads the flags they share (a
// -bots list, a -config with -players). examples/play and
// examples/selfplay share it; a program copied out of the repository
// imports it the same way.
package words

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// Score writes a score in the unit sdk.Game.ScoreUnit names for its seat:
// "$180,000" in dollars, "5 Respect", "3 spaces", "1 half point"; a bare
// number when the unit is "".
func Score(unit string, v int) string {
	switch {
	case unit == "dollars":
		if v < 0 {
			return "-$" + thousands(-v)
		}
		return "$" + thousands(v)
	case unit == "":
		return strconv.Itoa(v)
	case (v == 1 || v == -1) && strings.HasSuffix(unit, "s"):
		return strconv.Itoa(v) + " " + strings.TrimSuffix(unit, "s") // "1 space"
	}
	return strconv.Itoa(v) + " " + unit
}

// Mean writes an average score in its unit: "$112,500", "$23.4",
// "6.3 Respect", "2.50 spaces"; a bare number when the unit is "".
func Mean(unit string, x float64) string {
	switch unit {
	case "dollars":
		if x >= 1000 || x <= -1000 {
			return Score(unit, int(x+0.5))
		}
		return fmt.Sprintf("$%.1f", x)
	case "Respect":
		return fmt.Sprintf("%.1f Respect", x)
	case "":
		return fmt.Sprintf("%.2f", x)
	}
	return fmt.Sprintf("%.2f %s", x, unit)
}

// thousands writes v with commas: 180000 is "180,000".
func thousands(v int) string {
	s := strconv.Itoa(v)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Plural writes "1 card", "2 cards".
func Plural(n int, noun string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Ordinal writes a 0-based rank as a 1-based place: 0 is "1st".
func Ordinal(rank int) string {
	n := rank + 1
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// AndList joins "a", "a and b", "a, b and c".
func AndList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// ResultText announces a finished game as a table would: who won, then
// every seat by place with its score in its unit (g.ScoreUnit).
func ResultText(g sdk.Game, pos sdk.Position) string {
	r := pos.Result()
	var b strings.Builder
	var winners []string
	for _, w := range r.Winners {
		winners = append(winners, pos.Seat(w))
	}
	switch len(winners) {
	case 0:
		b.WriteString("Nobody wins.\n")
	case 1:
		fmt.Fprintf(&b, "%s wins.\n", winners[0])
	default:
		fmt.Fprintf(&b, "%s share the win.\n", AndList(winners))
	}
	seats := make([]int, len(r.Rank))
	width := 0
	for p := range seats {
		seats[p] = p
		width = max(width, len(pos.Seat(core.Player(p))))
	}
	slices.SortStableFunc(seats, func(a, b int) int { return r.Rank[a] - r.Rank[b] })
	for _, p := range seats {
		sc := ""
		if p < len(r.Scores) {
			sc = Score(pos.ScoreUnit(core.Player(p)), r.Scores[p])
		}
		fmt.Fprintf(&b, "  %s place  %-*s  %s\n", Ordinal(r.Rank[p]), width, pos.Seat(core.Player(p)), sc)
	}
	return b.String()
}

// Message is an error as a person reads it: a game's rule error whose
// reason already says its kind ("game is over: the game is over") is
// given once.
func Message(err error) string {
	var re *core.RuleError
	if errors.As(err, &re) && err.Error() == re.Error() && re.Kind != nil &&
		strings.Contains(strings.ToLower(re.Reason), re.Kind.Error()) {
		return re.Reason
	}
	return err.Error()
}
