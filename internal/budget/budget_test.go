package budget

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps the failures File reports.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Errorf(format string, args ...any) { r.errs = append(r.errs, format) }
func (r *recorder) Helper()                           {}

// write makes a Go file of n lines whose one function has body lines.
func write(t *testing.T, n, body int) string {
	t.Helper()
	lines := []string{"package p", "func f() {"}
	for range body {
		lines = append(lines, "\t_ = 0")
	}
	lines = append(lines, "}")
	for len(lines) < n {
		lines = append(lines, "")
	}
	name := filepath.Join(t.TempDir(), "json.go")
	if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestFileRefusesAFileOverItsLines(t *testing.T) {
	for _, c := range []struct {
		n, lines, goal, want int
	}{
		{100, 100, 100, 0}, // at the budget
		{101, 100, 100, 1}, // over it
		{101, 120, 100, 0}, // held to the lines it had, not yet the budget
		{121, 120, 100, 1},
	} {
		r := &recorder{TB: t}
		File(r, write(t, c.n, 3), c.lines, c.goal)
		if len(r.errs) != c.want {
			t.Errorf("%d lines against %d (budget %d): %d failures, want %d", c.n, c.lines, c.goal, len(r.errs), c.want)
		}
	}
}

func TestFileRefusesAFunctionOverFuncLines(t *testing.T) {
	for body, want := range map[int]int{FuncLines - 2: 0, FuncLines - 1: 1} {
		r := &recorder{TB: t}
		File(r, write(t, 200, body), 200, 200)
		if len(r.errs) != want {
			t.Errorf("a function of %d lines: %d failures, want %d", body+2, len(r.errs), want)
		}
	}
}
