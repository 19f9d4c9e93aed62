package sdk_test

import (
	"errors"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// allocated is the bytes f allocates, with GC off.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	old := debug.SetGCPercent(-1)
	defer debug.SetGCPercent(old)
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A move's notation is refused when it is longer than any move of the
// game can be written, before it is split or copied: a move of a megabyte,
// through every way into the parser (Apply, Describe, MoveAction, Replay,
// TakeBack), allocates no more than a wrong move of a few bytes does, and
// the refusal, which wraps core.ErrBadNotation, does not quote it whole.
func TestAMoveTooLongIsRefusedBeforeItIsRead(t *testing.T) {
	worst := map[string]float64{}
	defer func() { t.Logf("the most bytes allocated per byte of a long move: %v", worst) }()
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		pos, err := g.New(nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		ways := map[string]func(move string) error{
			"Apply":      func(m string) error { _, _, err := pos.Apply(m); return err },
			"Describe":   func(m string) error { _, err := pos.Describe(m); return err },
			"MoveAction": func(m string) error { _, err := pos.MoveAction(m); return err },
			"Replay": func(m string) error {
				_, err := g.Replay(core.Record{Game: name, Seed: 1, Moves: []string{m}})
				return err
			},
			"TakeBack": func(m string) error {
				_, err := g.TakeBack(core.Record{Game: name, Seed: 1, Moves: []string{m}}, 0)
				return err
			},
		}
		for _, long := range []string{"P0 pass " + strings.Repeat("x", 1<<20), "P0 " + strings.Repeat("pass ", 1<<18) + "pass", strings.Repeat("P", 1<<20), "P0 " + strings.Repeat("x ", 1<<19) + "x", "P0 pass" + strings.Repeat(" ", 1<<20)} {
			for way, f := range ways {
				short := "P0 pass x"
				f(short) // once first: what a first call sets up is not counted
				want := allocated(func() { _ = f(short) })
				var err error
				got := allocated(func() { err = f(long) })
				worst[way] = max(worst[way], float64(got)/float64(len(long)))
				if !errors.Is(err, core.ErrBadNotation) || len(err.Error()) > 400 {
					t.Errorf("%s %s of %.12q… (%d bytes): %.400v", name, way, long, len(long), err)
				}
				if got > want+4<<10 {
					t.Errorf("%s %s: a move of %d bytes allocates %d bytes (%.1f a byte), a short wrong one %d", name, way, len(long), got, float64(got)/float64(len(long)), want)
				}
			}
		}
	}
}
