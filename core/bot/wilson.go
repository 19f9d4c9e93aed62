package bot

import "math"

// Z95 is the normal quantile of a two-sided 95% confidence interval.
const Z95 = 1.959963984540054

// Wilson returns the Wilson score interval of a win rate: wins out of n
// games, at the normal quantile z (Z95 for 95%). Unlike the normal
// approximation it stays within [0, 1] and behaves at rates near 0 and 1,
// which is where a strong bot's rate against a weak one lies. wins may be
// fractional (a shared win counts 1/k); they are clamped to [0, n]. With
// n <= 0, or a NaN or infinite argument, it returns (0, 1): nothing is known.
func Wilson(wins float64, n int, z float64) (lo, hi float64) {
	if n <= 0 || math.IsNaN(wins) || math.IsNaN(z) || math.IsInf(z, 0) {
		return 0, 1
	}
	nf := float64(n)
	p := math.Min(math.Max(wins/nf, 0), 1)
	z2 := z * z
	den := 1 + z2/nf
	center := (p + z2/(2*nf)) / den
	z = math.Abs(z)
	half := z / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return math.Max(center-half, 0), math.Min(center+half, 1)
}
