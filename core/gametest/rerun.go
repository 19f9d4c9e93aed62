package gametest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// Every failure of a law ends with the command that reruns it: the seed the
// Run used (SDK_SEED, drawn at random when it was not set, so an unseeded
// failure reruns too), the test, the package and the modes that change
// what a Run plays (SDK_LONG, -short, -rapid.checks):
//
//	rerun: SDK_SEED=123 go test -run '^TestHarness$' ./tonytino

// rerunCommand is the command that reruns the test named name (as
// testing.T.Name writes it) with the Run's seed (0: a fuzz body, whose
// input is named by the test), from the module's root.
func rerunCommand(name string, seed uint64) string {
	var b strings.Builder
	if seed != 0 {
		fmt.Fprintf(&b, "%s=%d ", SeedEnv, seed)
	}
	if Long() {
		b.WriteString(LongEnv + "=1 ")
	}
	b.WriteString("go test")
	if testing.Short() {
		b.WriteString(" -short")
	}
	b.WriteString(" -run " + shellQuote(runPattern(name)) + " " + packageDir())
	if seed != 0 && rapidChecksSet() {
		if f := flag.Lookup("rapid.checks"); f != nil {
			b.WriteString(" -rapid.checks=" + f.Value.String())
		}
	}
	return b.String()
}

// rerunSuffix is what ends a failure's message: the command on a line of
// its own.
func rerunSuffix(cmd string) string { return "\n    rerun: " + cmd }

// runPattern is the -run pattern that matches exactly the test name: each
// level of a subtest anchored on its own.
func runPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

// shellQuote quotes s for a POSIX shell.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// packageDir is the directory of the package under test (go test runs a
// test in it) relative to its module's root, as go test takes it:
// "./tonytino", or "." for the root.
func packageDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return "."
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			rel, err := filepath.Rel(dir, wd)
			if err != nil || rel == "." {
				return "."
			}
			return "./" + filepath.ToSlash(rel)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "."
		}
		dir = parent
	}
}

// rerunTB is a rapid.TB whose failures end with the command that reruns
// them; the harness's checks outside rapid's random games report through
// it.
type rerunTB struct {
	rapid.TB
	cmd string
}

func (r rerunTB) Errorf(format string, args ...any) {
	r.TB.Helper()
	r.TB.Errorf("%s%s", fmt.Sprintf(format, args...), rerunSuffix(r.cmd))
}

func (r rerunTB) Error(args ...any) {
	r.TB.Helper()
	r.TB.Errorf("%s%s", fmt.Sprint(args...), rerunSuffix(r.cmd))
}

func (r rerunTB) Fatalf(format string, args ...any) {
	r.TB.Helper()
	r.TB.Fatalf("%s%s", fmt.Sprintf(format, args...), rerunSuffix(r.cmd))
}

func (r rerunTB) Fatal(args ...any) {
	r.TB.Helper()
	r.TB.Fatalf("%s%s", fmt.Sprint(args...), rerunSuffix(r.cmd))
}

// fuzzTB is t for a fuzz body: a failure ends with the command that reruns
// the input, when t names one (go test runs each input of the corpus as a
// subtest; under -fuzz, go test prints its own command for a new input).
func fuzzTB(t *testing.T) rapid.TB {
	if !strings.Contains(t.Name(), "/") {
		return t
	}
	return rerunTB{TB: t, cmd: rerunCommand(t.Name(), 0)}
}
