package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
)

// -export writes one JSON line per decision: the observation, the legal
// ids and their mask, the action chosen among them, and the rewards on the
// last step of each game.
func TestExportWritesTrajectories(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.jsonl")
	var out, errOut bytes.Buffer
	if code := run([]string{"-game", "tonytino", "-n", "3", "-export", file}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	episodes := map[int]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var s step
		if err := json.Unmarshal([]byte(line), &s); err != nil {
			t.Fatal(err)
		}
		episodes[s.Episode] = true
		if len(s.Observation) != 298 || len(s.Mask) != 208 || s.Mask[s.Action] != 1 || len(s.Rewards) != 2 {
			t.Fatalf("a step: %d numbers, mask %d, action %d, rewards %v", len(s.Observation), len(s.Mask), s.Action, s.Rewards)
		}
		if s.Done && s.Rewards[0]+s.Rewards[1] != 1 {
			t.Fatalf("the last step's rewards %v do not share the win", s.Rewards)
		}
	}
	if len(episodes) != 3 {
		t.Fatalf("%d episodes, want 3", len(episodes))
	}
	for _, name := range sdk.Names() { // a game that offers no action ids yet, if one is left
		if _, err := sdk.MustLookup(name).NumActions(nil); err == nil {
			continue
		}
		if code := run([]string{"-game", name, "-export", file}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "offers no action ids") {
			t.Errorf("a game without action ids: exit %d, %s", code, errOut.String())
		}
		break
	}
}

// The README's Python reader reads an export with the standard library
// alone (python3 must be installed: .ci/run installs it, and with CI=true
// a missing python3 fails the test).
func TestREADMEPythonReaderReadsAnExport(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("python3 is missing (.ci/run installs it)")
		}
		t.Skip("no python3")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- READER:[^>]*-->\n```python\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("the README has no Python reader")
	}
	dir := t.TempDir()
	script, data := filepath.Join(dir, "reader.py"), filepath.Join(dir, "games.jsonl")
	if err := os.WriteFile(script, m[1], 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"-game", "tonytino", "-n", "2", "-export", data}, &out, &errOut); code != 0 {
		t.Fatalf("export: %s", errOut.String())
	}
	got, err := exec.Command(python, script, data).CombinedOutput()
	if err != nil {
		t.Fatalf("the reader: %v\n%s", err, got)
	}
	if lines := strings.Split(strings.TrimSpace(string(got)), "\n"); len(lines) != 2 || !strings.Contains(lines[0], "298 numbers observed, 208 actions") {
		t.Fatalf("the reader printed:\n%s", got)
	}
}

// -shard i/n plays the i-th of n parts of the run, the same games as the
// whole run: the shards' -export files joined in shard order are the
// whole run's file, byte for byte, and their series tables count every
// game once.
func TestShardsJoinIntoTheWholeRun(t *testing.T) {
	dir := t.TempDir()
	exportOf := func(args ...string) []byte {
		file := filepath.Join(dir, "part.jsonl")
		var out, errOut bytes.Buffer
		args = append([]string{"-game", "tonytino", "-n", "7", "-export", file}, args...)
		if code := run(args, &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	whole := exportOf()
	var joined []byte
	for _, shard := range []string{"0/3", "1/3", "2/3"} {
		joined = append(joined, exportOf("-shard", shard)...)
	}
	if !bytes.Equal(joined, whole) {
		t.Fatal("the shards' exports joined are not the whole run's export")
	}
	games := 0
	for _, shard := range []string{"0/2", "1/2"} {
		var out, errOut bytes.Buffer
		if code := run([]string{"-game", "tonytino", "-n", "5", "-shard", shard}, &out, &errOut); code != 0 {
			t.Fatalf("-shard %s: exit %d: %s", shard, code, errOut.String())
		}
		m := regexp.MustCompile(`games (\d) to (\d) of 5 \(shard ` + shard + `\)`).FindStringSubmatch(out.String())
		if m == nil {
			t.Fatalf("-shard %s does not say which games it played:\n%s", shard, out.String())
		}
		games += int(m[2][0]-m[1][0]) + 1
	}
	if games != 5 {
		t.Fatalf("the two shards played %d of 5 games", games)
	}
}

// A -shard that is not i/n with 0 <= i < n <= -n is refused naming it.
func TestABadShardIsRefused(t *testing.T) {
	for _, shard := range []string{"3", "1/0", "2/2", "-1/2", "0/9", "1/2x", " 1/2"} {
		var out, errOut bytes.Buffer
		if code := run([]string{"-game", "tonytino", "-n", "4", "-shard", shard}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "-shard") {
			t.Fatalf("-shard %q: exit %d: %s", shard, code, errOut.String())
		}
	}
}
