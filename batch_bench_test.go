package sdk_test

import (
	"testing"

	sdk "github.com/mafiarules/sdk"
)

// BenchmarkBatchStep steps 256 games of each game with random legal
// actions, with and without observations and masks written; a step/s
// figure is game steps (one move of one game) a second. Compare -cpu 1,2
// for the scaling.
func BenchmarkBatchStep(b *testing.B) {
	for _, game := range sdk.Names() {
		for _, observe := range []bool{true, false} {
			name := game + "/observed"
			if !observe {
				name = game + "/unobserved"
			}
			b.Run(name, func(b *testing.B) {
				const n = 256
				batch, err := sdk.NewBatch(game, nil, n, 1, sdk.BatchOptions{NoObservations: !observe})
				if err != nil {
					b.Fatal(err)
				}
				defer batch.Close()
				acts := make([]int32, 0, n)
				b.ReportAllocs()
				b.ResetTimer()
				for k := range b.N {
					acts = batch.RandomActions(acts[:0], uint64(k))
					if err := batch.Step(acts); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N)*n/b.Elapsed().Seconds(), "steps/s")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/step")
			})
		}
	}
}
