package sdk

import "testing"

// BenchmarkRegistryRandomGame plays random Tony & Tino games through the
// registry's text surface (Legal as notation, Apply of a notation), the
// path the WebAssembly module takes: js/bench.mjs measures the same games
// in node, and the README sets the two figures side by side.
func BenchmarkRegistryRandomGame(b *testing.B) {
	g, err := Lookup("tonytino")
	if err != nil {
		b.Fatal(err)
	}
	moves := 0
	for i := 0; i < b.N; i++ {
		p, err := g.New(nil, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for k := 0; !p.Over(); k++ {
			l := p.Legal()
			if p, _, err = p.Apply(l[k%len(l)]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
