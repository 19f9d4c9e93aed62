package codec

import (
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Names is a name table for a text codec: Names[i] is how id i is written
// (in notation, in JSON, in events). Games use one per identifier type, so
// parsing and printing share one list and cannot drift apart.
type Names []string

// Name is id i's name, or "?" out of range.
func (n Names) Name(i int) string {
	if i < 0 || i >= len(n) {
		return "?"
	}
	return n[i]
}

// Lookup finds the id written s (exactly); ok is false when no id has that
// name.
func (n Names) Lookup(s string) (id int, ok bool) {
	for i, x := range n {
		if x == s {
			return i, true
		}
	}
	return -1, false
}

// Parse is Lookup with an error: ErrBadNotation naming what was expected
// ("card", "corner") and the names allowed when the table is short.
func (n Names) Parse(what, s string) (int, error) {
	if i, ok := n.Lookup(s); ok {
		return i, nil
	}
	if len(n) <= 12 {
		return -1, core.Errorf(core.ErrBadNotation, "%q is not a %s (one of %s)", s, what, strings.Join(n, ", "))
	}
	return -1, core.Errorf(core.ErrBadNotation, "%q is not a %s", s, what)
}
