package gametest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/internal/toy"
)

// tbRecorder is a rapid.TB that records failures instead of failing the
// test, so a test can assert that a fuzz body rejects a broken game.
type tbRecorder struct {
	failed bool
	log    strings.Builder
}

func (r *tbRecorder) Helper()                   {}
func (r *tbRecorder) Name() string              { return "recorder" }
func (r *tbRecorder) Logf(f string, a ...any)   { fmt.Fprintf(&r.log, f+"\n", a...) }
func (r *tbRecorder) Log(a ...any)              { fmt.Fprintln(&r.log, a...) }
func (r *tbRecorder) Skipf(string, ...any)      {}
func (r *tbRecorder) Skip(...any)               {}
func (r *tbRecorder) SkipNow()                  {}
func (r *tbRecorder) Errorf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *tbRecorder) Error(a ...any)            { r.failed = true; r.Log(a...) }
func (r *tbRecorder) Fatalf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *tbRecorder) Fatal(a ...any)            { r.failed = true; r.Log(a...) }
func (r *tbRecorder) FailNow()                  { r.failed = true }
func (r *tbRecorder) Fail()                     { r.failed = true }
func (r *tbRecorder) Failed() bool              { return r.failed }

var toyOptions = Options[toy.State, toy.Move]{
	MaxMoves:  50,
	Invariant: toy.Conservation,
	RNG:       toy.State.RNG,
	Check:     toy.CheckMove,
}

// toyJSON plays n moves of the toy (the first legal move each time) and
// returns the state's JSON (or its View's for viewer, unless viewer is
// -2), edited by edit.
func toyJSON(t *testing.T, n int, viewer core.Player, edit func(map[string]any)) []byte {
	t.Helper()
	g := toy.Game{}
	s, err := g.New(nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		if s, _, err = g.Apply(s, g.Legal(s)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if viewer != -2 {
		s = g.View(s, viewer)
	}
	b, _ := json.Marshal(s)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	b, _ = json.Marshal(m)
	return b
}

func fuzzStateFails(t *testing.T, o Options[toy.State, toy.Move], b []byte) (bool, string) {
	t.Helper()
	var r tbRecorder
	fuzzState(&r, toy.Game{}, o, o.Invariant, b)
	return r.failed, r.log.String()
}

// The fuzz body plays out every full state that decodes: a decoder that
// accepts a stuck position (P0 to move with an empty hand while P1 holds a
// card) is caught, and the toy's own decoder refuses that position.
func TestFuzzStateCatchesAnUnplayableDecode(t *testing.T) {
	stuck := func(fault bool) []byte {
		return toyJSON(t, 7, -2, func(m map[string]any) {
			m["active"] = "P0"
			m["decisions"] = []any{map[string]any{"decision": "play", "seat": "P0"}}
			if fault {
				m["rules"] = map[string]any{"faults": map[string]any{"unplayable_decode": true}}
			}
		})
	}
	if failed, log := fuzzStateFails(t, toyOptions, stuck(false)); failed {
		t.Fatalf("the toy's decoder must refuse a stuck position, and the body pass:\n%s", log)
	}
	failed, log := fuzzStateFails(t, toyOptions, stuck(true))
	if !failed || !strings.Contains(log, "does not play out") {
		t.Fatalf("a decoded stuck position passed the fuzz body:\n%s", log)
	}
	pending := toyOptions
	pending.Pending = []Law{FuzzPlayout}
	if failed, log := fuzzStateFails(t, pending, stuck(true)); failed {
		t.Fatalf("FuzzPlayout is pending, yet the body checked it:\n%s", log)
	}
}

// Input over core.MaxJSON is refused before anything is allocated for it.
func TestFuzzStateCatchesAnOversizeDecode(t *testing.T) {
	for _, fault := range []bool{false, true} {
		b := toyJSON(t, 1, -2, func(m map[string]any) {
			if fault {
				m["rules"] = map[string]any{"faults": map[string]any{"oversize_accepted": true}}
			}
		})
		for i, big := range oversized(b) {
			if len(big) <= core.MaxJSON {
				t.Fatalf("oversized input %d has %d bytes", i, len(big))
			}
			failed, log := fuzzStateFails(t, toyOptions, big)
			caught := strings.Contains(log, "at most core.MaxJSON") || strings.Contains(log, "check the size before decoding")
			if failed != fault || (fault && !caught) {
				t.Fatalf("fault %v, oversized input %d: failed %v:\n%s", fault, i, failed, log)
			}
		}
	}
}

// A View that decodes refuses every move with ErrBadState.
func TestFuzzStateCatchesApplyOnADecodedView(t *testing.T) {
	for _, fault := range []bool{false, true} {
		b := toyJSON(t, 2, 0, func(m map[string]any) {
			if fault {
				m["rules"] = map[string]any{"faults": map[string]any{"apply_on_view": true}}
			}
		})
		failed, log := fuzzStateFails(t, toyOptions, b)
		if failed != fault || (fault && !strings.Contains(log, "on a decoded View")) {
			t.Fatalf("fault %v: failed %v:\n%s", fault, failed, log)
		}
	}
}

// FuzzNotation checks a parsed move's JSON.
func TestFuzzNotationCatchesStructMoveJSON(t *testing.T) {
	for text, want := range map[string]bool{"P0 play 5": false, "P0 play 5 raw": true} {
		var r tbRecorder
		fuzzNotation(&r, toy.Game{}, toyOptions, text)
		if r.failed != want || (want && !strings.Contains(r.log.String(), "want its notation as a JSON string")) {
			t.Errorf("%q: failed %v, want %v:\n%s", text, r.failed, want, r.log.String())
		}
	}
}

// Without Options the fuzz bodies check the v1 contract only.
func TestFuzzBodiesWithoutOptionsCheckV1Only(t *testing.T) {
	opt, v2 := fuzzOptions[toy.State, toy.Move](nil)
	if v2 || len(opt.Pending) != len(AllLaws) {
		t.Fatalf("fuzzOptions(nil) = %+v, %v", opt.Pending, v2)
	}
	var r tbRecorder
	fuzzNotation(&r, toy.Game{}, opt, "P0 play 5 raw")
	if r.failed {
		t.Fatalf("the v1 body checked Move JSON:\n%s", r.log.String())
	}
}

// The rerun command matches exactly the failing test (a subtest, a fuzz
// input) in its package, from the module's root.
func TestRerunCommandNamesTheTestAndItsPackage(t *testing.T) {
	t.Setenv(LongEnv, "")
	for name, want := range map[string]string{
		"TestHarness":             `SDK_SEED=7 go test -run '^TestHarness$' ./core/gametest`,
		"TestHarness/a_variant":   `SDK_SEED=7 go test -run '^TestHarness$/^a_variant$' ./core/gametest`,
		"FuzzHarnessState/seed#3": `SDK_SEED=7 go test -run '^FuzzHarnessState$/^seed#3$' ./core/gametest`,
		"TestIt's(1)":             `SDK_SEED=7 go test -run '^TestIt'\''s\(1\)$' ./core/gametest`,
	} {
		got := rerunCommand(name, 7)
		if testing.Short() {
			want = strings.Replace(want, "go test", "go test -short", 1)
		}
		if rapidChecksSet() {
			got = got[:strings.LastIndex(got, " -rapid.checks=")]
		}
		if got != want {
			t.Errorf("rerunCommand(%q) = %s, want %s", name, got, want)
		}
	}
	if got := rerunCommand("FuzzX/abc", 0); !strings.HasPrefix(got, "go test") {
		t.Errorf("a fuzz input's rerun sets a seed: %s", got)
	}
}
