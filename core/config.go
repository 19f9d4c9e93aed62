package core

import (
	"errors"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// MaxJSON is the largest config or state JSON the games decode: larger
// input is refused before anything is allocated for it.
const MaxJSON = 1 << 20

// The decoder core reads with refuses what MaxJSON refuses: a different
// bound there makes one of these arrays' lengths negative.
var (
	_ [MaxJSON - strictjson.MaxJSON]struct{}
	_ [strictjson.MaxJSON - MaxJSON]struct{}
)

// The decoder names the reason of a RuleError a value's own decoding
// returns without its kind, which the caller's error names.
func init() {
	strictjson.ReasonOf = func(err error) (string, bool) {
		var re *RuleError
		if errors.As(err, &re) {
			return re.Reason, true
		}
		return "", false
	}
}
