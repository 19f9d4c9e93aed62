package nostracity

import (
	"testing"

	"github.com/mafiarules/sdk/core"
)

// TestTotalIsTheSum holds the word-at-a-time totals of a pile of Bills
// and of Vendetta cards to the plain sum of their counts, up to the
// largest counts a uint8 holds (all of them, first).
func TestTotalIsTheSum(t *testing.T) {
	r := core.NewRNG(1)
	for i := 0; i < 10000; i++ {
		var b bills
		var h vcards
		want, wantH := 0, 0
		for j := range b {
			var c int
			if c, r = r.IntN(256); i == 0 {
				c = 255
			}
			b[j], want = uint8(c), want+c
		}
		for j := range h {
			var c int
			if c, r = r.IntN(256); i == 0 {
				c = 255
			}
			h[j], wantH = uint8(c), wantH+c
		}
		if b.total() != want || h.total() != wantH {
			t.Fatalf("%v: total %d, want %d; %v: total %d, want %d", b, b.total(), want, h, h.total(), wantH)
		}
	}
}
