package tonytino

import "testing"

func BenchmarkZZLegalByPhase(b *testing.B) {
	states, _ := positions(b)
	for ph := phase(0); ph < phaseOver; ph++ {
		var sub []State
		for _, s := range states {
			if s.phase == ph {
				sub = append(sub, s)
			}
		}
		if len(sub) == 0 {
			continue
		}
		b.Run(phaseNames[ph], func(b *testing.B) {
			buf := make([]Move, 0, maxLegal)
			i := 0
			for b.Loop() {
				buf = AppendLegal(buf[:0], sub[i])
				if i++; i == len(sub) {
					i = 0
				}
			}
			b.ReportMetric(float64(len(sub)), "states")
		})
	}
}
