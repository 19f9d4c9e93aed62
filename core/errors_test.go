package core_test

import (
	"errors"
	"io/fs"
	"strconv"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// Errorf keeps an error given with %w: errors.Is and errors.As find it and
// the Kind alike, and the reason reads it as %v would.
func TestErrorfKeepsTheErrorItWraps(t *testing.T) {
	_, cause := strconv.Atoi("x")
	err := core.Errorf(core.ErrBadState, "key %q: %w", "month", cause)
	if !errors.Is(err, core.ErrBadState) {
		t.Errorf("errors.Is(%v, ErrBadState) = false", err)
	}
	if !errors.Is(err, strconv.ErrSyntax) {
		t.Errorf("errors.Is(%v, strconv.ErrSyntax) = false: the %%w error is lost", err)
	}
	var ne *strconv.NumError
	if !errors.As(err, &ne) || ne.Func != "Atoi" {
		t.Errorf("errors.As(%v, *strconv.NumError) = %v", err, ne)
	}
	var re *core.RuleError
	if !errors.As(err, &re) || re.Kind != core.ErrBadState || re.Cause != cause {
		t.Errorf("errors.As(%v, *RuleError) = %+v", err, re)
	}
	if want := `bad state: key "month": ` + cause.Error(); err.Error() != want {
		t.Errorf("Error() = %q, want %q", err, want)
	}
	if errors.Is(err, core.ErrIllegalMove) || errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v answers to a kind it does not wrap", err)
	}

	two := core.Errorf(core.ErrBadRecord, "%w and %w", fs.ErrNotExist, core.ErrGameOver)
	for _, target := range []error{core.ErrBadRecord, fs.ErrNotExist, core.ErrGameOver} {
		if !errors.Is(two, target) {
			t.Errorf("errors.Is(%v, %v) = false", two, target)
		}
	}

	plain := core.Errorf(core.ErrIllegalMove, "corner %s is taken (%v)", "C4", cause)
	if errors.Is(plain, strconv.ErrSyntax) || plain.(*core.RuleError).Cause != nil {
		t.Errorf("%%v wrapped its error: %v", plain)
	}
}
