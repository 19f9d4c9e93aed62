package main

// The words below are the same as in examples/selfplay: each example
// program stands alone, so it can be copied out of the repository.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// unit is how a game counts its scores: Tony & Tino and Speakeasy in
// dollars, Nostra City in Respect, Mafia in points (1 for the winning side).
type unit int

const (
	plain unit = iota // a game this program does not know: "score 3"
	dollars
	respect
	points
)

func unitOf(game string) unit {
	switch game {
	case "tonytino", "speakeasy":
		return dollars
	case "nostracity":
		return respect
	case "mafia":
		return points
	}
	return plain
}

// score writes a score in its game's unit: "$180,000", "5 Respect",
// "1 point".
func (u unit) score(v int) string {
	switch u {
	case dollars:
		if v < 0 {
			return "-$" + thousands(-v)
		}
		return "$" + thousands(v)
	case respect:
		return strconv.Itoa(v) + " Respect"
	case points:
		return plural(v, "point")
	}
	return "score " + strconv.Itoa(v)
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

// plural writes "1 card", "2 cards".
func plural(n int, noun string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// ordinal writes a 0-based rank as a 1-based place: 0 is "1st".
func ordinal(rank int) string {
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

// andList joins "a", "a and b", "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// resultText announces a finished game as a table would: who won, then
// every seat by place with its score in the game's unit.
func resultText(game string, pos sdk.Position) string {
	r := pos.Result()
	u := unitOf(game)
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
		fmt.Fprintf(&b, "%s share the win.\n", andList(winners))
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
			sc = u.score(r.Scores[p])
		}
		fmt.Fprintf(&b, "  %s place  %-*s  %s\n", ordinal(r.Rank[p]), width, pos.Seat(core.Player(p)), sc)
	}
	return b.String()
}

// message is an error as a person reads it: a game's rule error whose
// reason already says its kind ("game is over: the game is over") is
// given once.
func message(err error) string {
	var re *core.RuleError
	if errors.As(err, &re) && err.Error() == re.Error() && re.Kind != nil &&
		strings.Contains(strings.ToLower(re.Reason), re.Kind.Error()) {
		return re.Reason
	}
	return err.Error()
}
