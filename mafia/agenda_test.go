package mafia

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// stepsOf is the position's agenda, the next step first, each step
// written "kind counter" ("return R.B", "roll").
func stepsOf(t *testing.T, s State) []string {
	t.Helper()
	if s.dec == decisionRunning {
		s.dec = DecisionMove // no position is written between decisions: write the steps under one
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var p struct {
		Turn struct {
			Steps []struct{ Step, Counter string } `json:"steps"`
		} `json:"turn"`
	}
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, st := range p.Turn.Steps {
		out = append(out, strings.TrimSpace(st.Step+" "+st.Counter))
	}
	return out
}

// stepObjects is a list of stepsOf's "kind counter" steps as the
// position writes them.
func stepObjects(steps []string) []map[string]string {
	var out []map[string]string
	for _, st := range steps {
		k, c, _ := strings.Cut(st, " ")
		o := map[string]string{"step": k}
		if c != "" {
			o["counter"] = c
		}
		out = append(out, o)
	}
	return out
}

// D3 and E: a turn puts its steps on the agenda in the order they run —
// the returns (Prison, then Station, then Continent), the checkpoint after
// them, the roll, the end's checkpoint and the end; in the 4-player game
// the State's own slot only rolls its returns (HOUSE-6.3b).
func TestTurnPutsItsStepsOnTheAgenda(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), Station)
	put(&s, BossOf(Red)+2, Continent)
	put(&s, BossOf(Red)+1, Prison)
	put(&s, BossOf(Black), Prison) // not the active Family's
	s.dec, s.slot, s.todo = decisionRunning, 0, agenda{}
	var ev evbuf
	s.startTurn(&ev)
	want := []string{"return R.P1", "return R.B", "return R.P2", "returns-checkpoint", "roll", "end-checkpoint", "end"}
	if got := stepsOf(t, s); !slices.Equal(got, want) {
		t.Fatalf("steps %q, want %q", got, want)
	}

	s = fresh(t, 4)
	put(&s, cCC1+1, Continent)
	s.dec, s.slot, s.todo = decisionRunning, 2, agenda{} // S1, the State's slot
	s.startTurn(&ev)
	want = []string{"return CC2", "end"}
	if got := stepsOf(t, s); !slices.Equal(got, want) {
		t.Fatalf("4-player State slot: steps %q, want %q", got, want)
	}
}

// D5a: movement puts on the moved counters' activities in the order they
// moved, and each begins with its own steps (i), (ii), (iii).
func TestActivitiesGoOnTheAgendaInTheOrderTheyMoved(t *testing.T) {
	s := fresh(t, 5)
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P1 move R.P1 die-1 to BAG")
	s = do(t, s, "P1 move R.P2 die-2 to TER")
	if s.dec != DecisionControlRoll || s.target != int8(BossOf(Red)+1) {
		t.Fatalf("not R.P1's roll for control: %v\n%s", legalStrings(s), s)
	}
	want := []string{"telephone R.P1", "activities R.P2", "end-checkpoint", "end"}
	if got := stepsOf(t, s); !slices.Equal(got, want) {
		t.Fatalf("steps %q, want %q", got, want)
	}
}

// D6 WIRETAP: the Boss's call to the USA waits on the agenda under the
// State's Wiretap window; Wiretap takes it off, so no card is drawn.
func TestWiretapTakesTheCallOffTheAgenda(t *testing.T) {
	s := fresh(t, 5)
	give(&s, StateFaction, Wiretap)
	s, _ = turn(t, s, 0, 1, 2)
	s = do(t, s, "P0 pass") // Helicopter window
	s = do(t, s, "P1 move R.B sum to CEF")
	s = passUntil(t, s, "P0 play wiretap")
	if got := stepsOf(t, s); len(got) == 0 || got[0] != "call-usa R.B" {
		t.Fatalf("no call waiting under the Wiretap window: %q", got)
	}
	s = do(t, s, "P0 play wiretap")
	if got := stepsOf(t, s); slices.Contains(got, "call-usa R.B") {
		t.Fatalf("the call is still on the agenda: %q", got)
	}
}

// D5a: a moved counter removed from its space before its steps are done
// does nothing more: its steps left (here, with all_checkpoints, its
// checkpoints) are skipped.
func TestRemovedMoverLosesItsSteps(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	give(&s, Red, NotableProtection) // so that every checkpoint asks red
	s, _ = turn(t, s, 2, 1, 1, 2)    // the State's turn; the ambush hits on 2
	s = do(t, s, "P0 move CC1 sum to MAD facing S")
	if s.dec != DecisionCheckpoint || s.cp != cpMoved {
		t.Fatalf("no checkpoint after movement: %v", legalStrings(s))
	}
	s = do(t, s, "P1 pass")
	if s.Location(cCC1) != Continent {
		t.Fatal("the CC survived the ambush on a 2")
	}
	if s.dec != DecisionCheckpoint || s.cp != cpEnd || !slices.Equal(stepsOf(t, s), []string{"end"}) {
		t.Fatalf("the eliminated CC's steps ran on: checkpoint %s, steps %q", checkpoints.String(checkpointID(s.cp)), stepsOf(t, s))
	}
}

// A position's steps are the turn's own, in the order they run: a steps
// list with two steps swapped, a step written twice or any step but the
// next one left out is refused (ErrBadState), at every kind of decision of
// real games; so is a roll still to come after the dice were rolled.
func TestPositionStepsAreTheTurnsOwn(t *testing.T) {
	tried := 0
	walkV2(t, 1, 5, func(t *testing.T, s State, step int) {
		if Over(s) || s.dec == DecisionHomeCity {
			return
		}
		b, _ := json.Marshal(s)
		steps := stepsOf(t, s)
		refused := func(what string, bad []string) {
			t.Helper()
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			m["turn"].(map[string]any)["steps"] = stepObjects(bad)
			nb, _ := json.Marshal(m)
			var d State
			err := json.Unmarshal(nb, &d)
			if !errors.Is(err, core.ErrBadState) {
				t.Fatalf("%s: steps %q decoded (%v) at\n%s", what, bad, err, s)
			}
			tried++
		}
		for i := 0; i+1 < len(steps); i++ {
			if steps[i] != steps[i+1] {
				sw := slices.Clone(steps)
				sw[i], sw[i+1] = sw[i+1], sw[i]
				refused("swapped", sw)
			}
		}
		for i := range steps {
			refused("twice", slices.Insert(slices.Clone(steps), i, steps[i]))
		}
		for i := 1; i < len(steps); i++ {
			refused("without "+steps[i], slices.Delete(slices.Clone(steps), i, i+1))
		}
		if slices.Contains(steps, "roll") {
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			m["turn"].(map[string]any)["dice"] = []int{3, 4}
			nb, _ := json.Marshal(m)
			var d State
			if err := json.Unmarshal(nb, &d); !errors.Is(err, core.ErrBadState) {
				t.Fatalf("dice before the roll decoded: %v", err)
			}
		}
	})
	if tried < 1000 {
		t.Fatalf("only %d altered step lists tried", tried)
	}
}

// A View that decodes is a decision point as much as a full state: a
// movement decision with nothing left to move is refused in a View too,
// though its decider's cards are hidden.
func TestDecodedViewIsNeverStuck(t *testing.T) {
	tried := 0
	walkV2(t, 1, 1, func(t *testing.T, s State, step int) {
		if s.dec != DecisionMove || tried >= 20 {
			return
		}
		for _, p := range []core.Player{ToMove(s), core.NoPlayer} {
			b, _ := json.Marshal(View(s, p))
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			counters := m["counters"].(map[string]any)
			a := s.ActiveFaction()
			lo, hi := s.movable(a, false)
			for c := lo; c < hi; c++ {
				counters[counterName(c)] = "Prison"
				if c < cFamily {
					counters[counterName(c)] = "Continent"
				}
			}
			nb, _ := json.Marshal(m)
			var d State
			if err := json.Unmarshal(nb, &d); err == nil {
				t.Fatalf("a view where the %s can move nothing decoded:\n%s", famWord(a), nb)
			}
			tried++
		}
	})
	if tried == 0 {
		t.Fatal("no movement decision met")
	}
}

// A position's turn is the moves made: the golden position with a leg, a
// block, a draw, a roadblock, a checkpoint or a window the turn could not
// have is refused (ErrBadState), naming what is wrong.
func TestPositionTurnIsTheMovesMade(t *testing.T) {
	b, err := os.ReadFile("testdata/position-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	var ok State
	if err := json.Unmarshal(b, &ok); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"dice": [2, 3]`, `"dice": [3]`, "the two movement dice are rolled together"},
		{`"dice": [2, 3],`, ``, "legs without both movement dice"},
		{`{"counter": "R.P1", "die": "die-2", "to": "CEF"}`, `{"counter": "R.P1", "die": "die-2", "to": "CEF", "by_air": true}`, "only a Boss or the Prefetto flies"},
		{`{"counter": "R.B", "die": "die-1", "to": "TER"}`, `{"counter": "R.B", "die": "sum", "to": "TER"}`, "one counter by the sum, or two by one die each"},
		{`"steps":`, `"blocked": ["R.P1"], "steps":`, "was blocked by a Boss"},
		{`"steps":`, `"blocked": ["R.B"], "steps":`, "a Boss blocks only an arriving Picciotto"},
		{`"steps":`, `"state_drew": ["R.B"], "steps":`, "only State counters draw"},
		{`"steps":`, `"anti_mafia_roadblock": "PAL", "steps":`, "where no mafioso ended its move"},
		{`"counter": "R.P1"}`, `"counter": "R.P1", "checkpoint": "after-step"}`, "no checkpoint is open"},
		{`"counter": "R.P1"}`, `"counter": "R.P1", "to_ask": ["black"]}`, "factions to ask"},
	} {
		bad := strings.Replace(string(b), c.from, c.to, 1)
		if bad == string(b) {
			t.Fatalf("%q is not in the golden position", c.from)
		}
		var s State
		if err := json.Unmarshal([]byte(bad), &s); !errors.Is(err, core.ErrBadState) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.to, err, c.want)
		}
	}
}

// D5a with Config.AllCheckpoints: the checkpoint after step (iii) is the
// last of a moved counter's own steps, about that counter: under the
// second mover's roll for control it waits with the second mover's leg,
// and the position writes and reads back so.
func TestTheCheckpointAfterStepThreeIsTheMoversOwn(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 0, 1, 2)
	s = passUntil(t, s, "P1 move R.P1 die-1 to BAG")
	s = do(t, s, "P1 move R.P1 die-1 to BAG")
	s = do(t, s, "P1 move R.P2 die-2 to TER")
	s = do(t, s, "P1 decline") // R.P1's roll for control
	want := []string{"telephone R.P2", "checkpoint-iii R.P2", "end-checkpoint", "end"}
	if got := stepsOf(t, s); !slices.Equal(got, want) {
		t.Fatalf("steps %q, want %q", got, want)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(s)
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("the position reads back as %v (%v)", back, err)
	}
}

// D3 with D6b GOVERNMENT PROTECTION: a prisoner freed by the card before
// the returns has no roll left, and only its own roll goes: the other
// prisoner's, to come first, stays.
func TestAFreedPrisonerLosesOnlyItsOwnReturnRoll(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AllCheckpoints = true
	put(&s, BossOf(Red)+1, Prison)
	put(&s, BossOf(Red)+2, Prison)
	give(&s, Black, GovernmentProtection)
	s, _ = turnCP(t, s, 0, 1, 1, 1)
	s = passUntil(t, s, "P2 play government-protection R.P2")
	s, evs := doEv(t, s, "P2 play government-protection R.P2")
	for i := 0; i < 12 && s.dec != DecisionMove; i++ {
		var more []core.Event
		s, more = doEv(t, s, ToMove(s).String()+" pass")
		evs = append(evs, more...)
	}
	if s.Location(BossOf(Red)+2) != PAL || countKind(evs, EventKindReturnRolled) != 1 || s.Location(BossOf(Red)+1) != Prison {
		t.Fatalf("R.P1 at %v, R.P2 at %v, after:\n%s", s.Location(BossOf(Red)+1), s.Location(BossOf(Red)+2), logOf(evs))
	}
}
