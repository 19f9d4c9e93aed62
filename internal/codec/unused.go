package codec

import (
	"strconv"
	"strings"
)

// UnusedFields is the reason every game gives for a hand-built Move that
// sets fields its kind does not use (the design: such fields are zero):
// `malformed move: "bid" does not use its C field: leave it zero`. verb is
// the kind as the notation writes it; fields names the Move's fields that
// are set.
func UnusedFields(verb string, fields ...string) string {
	head := "malformed move: " + strconv.Quote(verb) + " does not use its "
	switch len(fields) {
	case 0:
		return head + "other fields: leave them zero"
	case 1:
		return head + fields[0] + " field: leave it zero"
	}
	return head + strings.Join(fields[:len(fields)-1], ", ") + " and " + fields[len(fields)-1] + " fields: leave them zero"
}
