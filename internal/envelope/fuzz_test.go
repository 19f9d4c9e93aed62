package envelope_test

import (
	"errors"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// FuzzDecodeConfig: any bytes decode into a config or are refused with
// core.ErrBadConfig, never a panic (the wrong-type words included).
func FuzzDecodeConfig(f *testing.F) {
	for _, s := range []string{``, `{}`, `{"players":3}`, `{"players":"3"}`, `{"seats":-1}`, `[1]`, `{"inner":{"on":1}}`, `{"list":[true]}`} {
		f.Add([]byte(s))
	}
	type inner struct {
		On bool `json:"on"`
	}
	type cfg struct {
		Players int     `json:"players"`
		Seats   uint8   `json:"seats"`
		Inner   inner   `json:"inner"`
		List    []int   `json:"list"`
		Rate    float64 `json:"rate"`
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var c cfg
		if err := envelope.DecodeConfig("g", b, &c); err != nil && !errors.Is(err, core.ErrBadConfig) {
			t.Fatalf("%q: %v is not core.ErrBadConfig", b, err)
		}
	})
}
