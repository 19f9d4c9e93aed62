package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// This program is the README's embedding example, kept compiling and
// running here: the README's first Go block under "## Embedding" must be
// main.go, byte for byte.
func TestREADMEShowsThisProgram(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Embedding\n")
	if !ok {
		t.Fatal(`README.md has no "## Embedding" section`)
	}
	_, block, ok := strings.Cut(section, "\n```go\n")
	if !ok {
		t.Fatal("the Embedding section has no ```go block")
	}
	block, _, ok = strings.Cut(block, "\n```\n")
	if !ok {
		t.Fatal("the Embedding section's Go block does not end")
	}
	if block+"\n" != string(src) {
		a, b := strings.Split(block+"\n", "\n"), strings.Split(string(src), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Fatalf("README.md and main.go differ at line %d of the program:\nREADME: %q\nmain.go: %q", i+1, a[i], b[i])
			}
		}
		t.Fatalf("README.md's program has %d lines, main.go %d", len(a), len(b))
	}
}

// The program runs to the end of both games.
func TestEmbedRuns(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		done <- string(b)
	}()
	func() {
		defer func() { os.Stdout = stdout }()
		main()
	}()
	w.Close()
	out := <-done
	if !strings.Contains(out, "winners: [P") || !strings.Contains(out, " wins after ") {
		t.Fatalf("the program did not finish both games:\n%s", out)
	}
}
