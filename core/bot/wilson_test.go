package bot_test

import (
	"math"
	"testing"

	"github.com/mafiarules/sdk/core/bot"
)

func TestWilsonInterval(t *testing.T) {
	for _, c := range []struct {
		wins   float64
		n      int
		lo, hi float64
	}{
		// Reference values from the formula in double precision.
		{180, 200, 0.8505941875672826, 0.9343295513309041},
		{160, 200, 0.7391448134346212, 0.8495479907390189},
		{0, 10, 0, 0.2775327998628892},
		{10, 10, 0.7224672001371107, 1},
		{5, 10, 0.236593090512564, 0.7634069094874361},
		{3, 0, 0, 1},                    // nothing known
		{-2, 10, 0, 0.2775327998628892}, // clamped to 0 wins
	} {
		lo, hi := bot.Wilson(c.wins, c.n, bot.Z95)
		if math.Abs(lo-c.lo) > 1e-12 || math.Abs(hi-c.hi) > 1e-12 {
			t.Errorf("Wilson(%v, %d) = [%v, %v], want [%v, %v]", c.wins, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, hi := bot.Wilson(math.NaN(), 10, bot.Z95); lo != 0 || hi != 1 {
		t.Errorf("Wilson(NaN) = [%v, %v], want [0, 1]", lo, hi)
	}
	lo1, hi1 := bot.Wilson(7, 20, -bot.Z95)
	lo2, hi2 := bot.Wilson(7, 20, bot.Z95)
	if lo1 != lo2 || hi1 != hi2 {
		t.Errorf("a negative quantile gives [%v, %v], the positive [%v, %v]", lo1, hi1, lo2, hi2)
	}
}

func FuzzWilson(f *testing.F) {
	f.Add(3.0, 10, 1.96)
	f.Fuzz(func(t *testing.T, wins float64, n int, z float64) {
		lo, hi := bot.Wilson(wins, n, z)
		if !(0 <= lo && lo <= hi && hi <= 1) {
			t.Fatalf("Wilson(%v, %d, %v) = [%v, %v], not within [0, 1]", wins, n, z, lo, hi)
		}
	})
}
