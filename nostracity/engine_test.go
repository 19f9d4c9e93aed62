package nostracity

import (
	"slices"
	"testing"
)

// TestDecisionTableIsTheDispatch: the hot paths' switch reaches the same
// pieces as the decisions table declares, for every decision of sample
// games: the same candidate moves, the same verdict on each, the same
// effect.
func TestDecisionTableIsTheDispatch(t *testing.T) {
	seen := map[Decision]bool{}
	for _, s := range sampleStates(t, 5) {
		d := s.decisionOf()
		seen[d] = true
		table := decisions[d]
		viaTable := table.legal(nil, &s)
		viaSwitch := s.legalAs(d, nil)
		if !slices.Equal(viaTable, viaSwitch) {
			t.Fatalf("decision %v: the table and the switch list different moves", d)
		}
		for _, m := range viaTable {
			if r := check(&s, m); !r.OK() {
				t.Fatalf("decision %v lists %v, which its check refuses: %v", d, m, Reasons.Err(r, m))
			}
			a, b := s.checkAs(d, m), table.check(&s, m)
			if a != b {
				t.Fatalf("decision %v, %v: %q by the switch, %q by the table", d, m, Reasons.Text(a, m), Reasons.Text(b, m))
			}
			if !a.OK() {
				continue
			}
			x, y := s, s
			var e1, e2 evbuf
			x.applyAs(d, m, &e1)
			table.apply(&y, m, &e2)
			if x != y || e1.Len() != e2.Len() {
				t.Fatalf("decision %v, %v: the table and the switch apply it differently", d, m)
			}
		}
		if table.prompt(&s) != Prompt(s) {
			t.Fatal("Prompt is the table's")
		}
	}
	for _, d := range []Decision{DecisionOver, DecisionTurn, DecisionDistribute, DecisionFirstBill, DecisionKeepBid, DecisionGiveConsigliere, DecisionGivePrimoCapo} {
		if !seen[d] {
			t.Errorf("the sample games never rest on decision %v", d)
		}
	}
}

// TestEachStepRestsOnTheDecisionTheTableNames: the step column of the
// decisions table, which decoding reads, and stepDecision, which the hot
// paths read, name the same decision for every step (a turn in each
// phase with turns; the auctions' resolution none).
func TestEachStepRestsOnTheDecisionTheTableNames(t *testing.T) {
	for st := int8(stTurn); st <= stPrimo; st++ {
		for _, ph := range []Phase{PhaseBusiness, PhaseMeeting, PhaseTrial} {
			s := State{step: st, phase: ph}
			d := s.stepDecision()
			if st == stResolve {
				if d != DecisionOver {
					t.Errorf("the resolution rests on %v, want none of its own", d)
				}
				continue
			}
			if decisions[d].step != st {
				t.Errorf("step %d in %v rests on %v, whose table entry names step %d", st, ph, d, decisions[d].step)
			}
		}
	}
	for d := range decisions {
		if st := decisions[d].step; st >= 0 && (&State{step: st, phase: PhaseBusiness}).stepDecision() != Decision(d) && (&State{step: st, phase: PhaseMeeting}).stepDecision() != Decision(d) {
			t.Errorf("%v names step %d, which rests on another decision", Decision(d), st)
		}
	}
}
