// Package budget holds a game's position codec to its size (rule 5 of the
// Go surface: the codec lives in json.go, within a line budget, no
// function over 80 lines), written once for the four games' tests.
package budget

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// FuncLines is the most lines a function of a position codec may have.
const FuncLines = 80

// File fails t when the Go file name (relative to the test's package)
// has more than lines lines or a function over FuncLines. goal is the
// design's budget for the file: a file not yet within it is held to the
// lines it has (lines > goal), so it can only shrink, and the failure
// says both numbers.
func File(t testing.TB, name string, lines, goal int) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if n := fset.File(f.Pos()).LineCount(); n > lines && lines > goal {
		t.Errorf("%s has %d lines, more than the %d it had (the budget is %d)", name, n, lines, goal)
	} else if n > lines {
		t.Errorf("%s has %d lines, at most %d", name, n, lines)
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			if n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1; n > FuncLines {
				t.Errorf("%s's %s has %d lines, at most %d", name, fd.Name.Name, n, FuncLines)
			}
		}
	}
}
