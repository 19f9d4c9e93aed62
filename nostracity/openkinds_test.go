package nostracity

import "testing"

// TestOpenKindsIsTheRule holds openKinds, Legal's mask of the Cash-in
// types still open, to checkCashIn's last two rules as the rulebook says
// them, type by type: no Investigation on the Street forbids the type,
// and (but for the Runner) the phase's Cash-in of its kind is not used.
func TestOpenKindsIsTheRule(t *testing.T) {
	for _, s := range sampleStates(t, 10) {
		for p := int8(0); p < s.n; p++ {
			open, runner := s.openKinds(p)
			for k := int8(0); k < numKinds; k++ {
				allowed := k < kGambling || !s.invActive(int(cashInBans[k-kGambling]))
				unused := s.used[p]&limitBit(int(k)) == 0
				if got, want := open&(1<<uint(k)) != 0, allowed && unused; got != want {
					t.Fatalf("seat %d, type %d: open %v, the rule says %v", p, k, got, want)
				}
				if got := runner&(1<<uint(k)) != 0; got != allowed {
					t.Fatalf("seat %d, type %d: open to the Runner %v, the rule says %v", p, k, got, allowed)
				}
			}
		}
	}
}
