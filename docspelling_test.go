package sdk_test

// Docs are tested: every move, id and event spelling quoted by a comment
// of a package (its doc, the docs of its names, the comments in its code),
// the README, CONTRIBUTING or the web example's README is one the code
// reads. A quoted move ("P0 play step-up", `P1 raid`) must parse, as Legal
// writes it, in some game; a quoted kebab-case word ("play-or-discard",
// `card-drawn`) or a quoted lower-case word ("over") must be a spelling
// the games write or read: a key or a string of a position, an event or a
// config, a word of a legal move (as random games and the compat files
// show them), an id's spelling or name, or a key a struct tag reads. A
// retired spelling left in a doc fails the test.

import (
	"encoding/json"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

var (
	// quoted is a span a doc quotes: in double quotes or in backticks.
	quoted = regexp.MustCompile("\"([^\"\n]{1,80})\"|`([^`\n]{1,80})`")
	// quotedMove is a move as a doc quotes it: a seat, a verb and more.
	quotedMove = regexp.MustCompile(`^P[0-9] [a-z]`)
	// quotedKebab is an id spelling with at least one hyphen ("card-drawn").
	quotedKebab = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)+$`)
	// quotedWord is one lower-case word ("over", "draft").
	quotedWord = regexp.MustCompile(`^[a-z][a-z0-9]*$`)
	// choice is a choice a string switch's doc quotes ('by-value').
	choice = regexp.MustCompile(`'([a-z][a-z0-9-]*)'`)
)

// spellingsOf holds spellings' answers, worked out once a test binary.
var spellingsOf = map[string]map[string]bool{}

// reasonTables are the games' refusals.
var reasonTables = map[string]*core.ReasonTable{
	"tonytino": &tonytino.Reasons, "nostracity": &nostracity.Reasons,
	"mafia": &mafia.Reasons, "speakeasy": &speakeasy.Reasons,
}

// english are the lower-case words the game docs quote as words, not as
// spellings ("what the rulebook says a counter "can" or "may" do").
var english = []string{"can", "may", "derived", "mine", "theirs"}

// prose are the lines of text the docs quote as a UI shows them to a
// player, not as notation, though they start with a seat.
var prose = []string{"P1 drew a card", "P1 drew Police Raid", "P0 decides:", "P0 decides: play or discard", "P1 draws Takeover",
	"P1 opens a Nightclub on 7.2 for $12"}

// parsesAsMove says whether text is a move some game reads as Legal
// writes it.
func parsesAsMove(text string) bool {
	type parser interface{ String() string }
	canon := func(m parser, err error) bool { return err == nil && m.String() == text }
	return canon(tonytino.ParseMove(text)) || canon(nostracity.ParseMove(text)) ||
		canon(mafia.ParseMove(text)) || canon(speakeasy.ParseMove(text))
}

// spellings are the keys and strings one game writes, and the words of
// its legal moves: what its random games from a few seeds in every
// config, and its compat files, show.
func spellings(t *testing.T, g sdk.Game) map[string]bool {
	if out, ok := spellingsOf[g.Name()]; ok {
		return out
	}
	out := map[string]bool{}
	spellingsOf[g.Name()] = out
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				out[k] = true
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		case string:
			out[v] = true
			for _, f := range strings.Fields(v) {
				out[f] = true
			}
		}
	}
	addJSON := func(b []byte) {
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		walk(v)
	}
	for _, sw := range g.Switches() {
		out[sw.Key] = true
		addJSON(sw.Default)
		if sw.Type != "string" {
			continue
		}
		// A string switch's choices, as its doc quotes them, each one the
		// config reads.
		for _, q := range choice.FindAllStringSubmatch(sw.Doc, -1) {
			if _, err := g.New([]byte(`{"`+sw.Key+`":"`+q[1]+`"}`), 1); err != nil {
				t.Errorf("%s: switch %s quotes %q, which its config refuses: %v", g.Name(), sw.Key, q[1], err)
			}
			out[q[1]] = true
		}
	}
	for i, config := range compatConfigs(g) {
		for seed := uint64(1); seed <= 3; seed++ {
			pos, err := g.New(config, seed)
			if err != nil {
				t.Fatal(err)
			}
			out[pos.ScoreUnit(0)] = true
			rng := rand.New(rand.NewPCG(seed, uint64(i)))
			for n := 0; ; n++ {
				if n%20 == 0 || pos.Over() {
					b, _ := pos.MarshalJSON()
					addJSON(b)
					for p := core.NoPlayer; int(p) < pos.NumPlayers(); p++ {
						b, _ := pos.View(p).MarshalJSON()
						addJSON(b)
					}
				}
				if pos.Over() || n > 3000 {
					break
				}
				legal := pos.Legal()
				for _, m := range legal {
					for _, f := range strings.Fields(m) {
						out[f] = true
					}
				}
				var events []core.Event
				if pos, events, err = pos.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				for _, ev := range events {
					b, err := json.Marshal(ev)
					if err != nil {
						t.Fatal(err)
					}
					addJSON(b)
				}
			}
		}
	}
	// What a setup deals only now and then (a Tony & Tino street full at
	// setup, its racket discarded: "setup"), from many seeds.
	for seed := uint64(1); seed <= 300; seed++ {
		pos, err := g.New(nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := pos.MarshalJSON()
		addJSON(b)
	}
	for _, c := range readLines[compatPosition](t, filepath.Join(g.Name(), "testdata", "compat", "positions.jsonl")) {
		addJSON(c.Position)
	}
	for _, c := range compatReplays(t, g) {
		b, _ := json.Marshal(c.Record)
		addJSON(b)
		if c.err == nil {
			b, _ := c.pos.MarshalJSON()
			addJSON(b)
		}
	}
	// A written rng may give a seed and forced outcomes instead of the
	// generator's state.
	var rng core.RNG
	if err := json.Unmarshal([]byte(`{"seed": 7, "forced": [0]}`), &rng); err != nil {
		t.Fatal(err)
	}
	out["seed"], out["forced"] = true, true
	// The names of refusals (RuleError.Code), and "none", what every id
	// type's String of its none value is.
	for _, r := range reasonTables[g.Name()].Texts {
		out[r.Name] = true
	}
	out["none"] = true
	codeSpellings(t, g, out)
	return out
}

// packageDoc is every comment of the Go package in dir: its doc, the
// docs of its names and the comments in its code, in its non-test files.
func packageDoc(t *testing.T, dir string) string {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var doc strings.Builder
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range f.Comments {
			doc.WriteString(c.Text())
		}
	}
	return doc.String()
}

// unknownSpellings are the quotes of doc that are neither a move a game
// reads nor a spelling in known.
// A single quoted word counts only where words is set: in a game's doc,
// where the quotes are its spellings (elsewhere they are often commands
// and package names).
func unknownSpellings(doc string, known map[string]bool, words bool) []string {
	var out []string
	for _, q := range quoted.FindAllStringSubmatch(doc, -1) {
		text := q[1] + q[2]
		switch {
		case quotedMove.MatchString(text):
			if !parsesAsMove(text) && !slices.Contains(prose, text) {
				out = append(out, text)
			}
		case quotedKebab.MatchString(text), words && quotedWord.MatchString(text):
			if !known[text] && !slices.Contains(english, text) {
				out = append(out, text)
			}
		}
	}
	return out
}

// docsToCheck are the docs the test reads: each package's doc (by its
// directory) and the README, with the games whose spellings they quote.
func docsToCheck(t *testing.T) map[string][]string {
	// The CHANGELOG is left out: it names retired spellings by design.
	docs := map[string][]string{"README.md": sdk.Names(), "CONTRIBUTING.md": sdk.Names(),
		"examples/serve/README.md": sdk.Names(), ".": sdk.Names()}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == "." {
			return err
		}
		// internal/ packages are no user's: their docs quote a toy game.
		if strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "internal" {
			return filepath.SkipDir
		}
		if slices.Contains(sdk.Names(), path) {
			docs[path] = []string{path}
		} else {
			docs[path] = sdk.Names()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

func TestDocsQuoteOnlySpellingsTheCodeReads(t *testing.T) {
	known := map[string]map[string]bool{}
	for _, name := range sdk.Names() {
		known[name] = spellings(t, sdk.MustLookup(name))
	}
	for doc, games := range docsToCheck(t) {
		var text string
		if strings.HasSuffix(doc, ".md") {
			b, err := os.ReadFile(doc)
			if err != nil {
				t.Fatal(err)
			}
			text = string(b)
		} else {
			text = packageDoc(t, doc)
		}
		union := map[string]bool{}
		for _, g := range games {
			for s := range known[g] {
				union[s] = true
			}
		}
		if bad := unknownSpellings(text, union, len(games) == 1); len(bad) > 0 {
			t.Errorf("%s quotes spellings no game reads or writes: %q", doc, bad)
		}
	}
}

// The test bites: a doc that quotes a retired decision id, a move no game
// reads or an event kind no game writes fails it.
func TestDocSpellingCheckFindsARetiredSpelling(t *testing.T) {
	known := spellings(t, sdk.MustLookup("tonytino"))
	doc := packageDoc(t, "tonytino")
	if bad := unknownSpellings(doc, known, true); len(bad) > 0 {
		t.Skipf("the doc itself fails (TestDocsQuoteOnlySpellingsTheCodeReads says how): %q", bad)
	}
	for _, planted := range []string{`"racketeer"`, "`card-played-face-up`", `"P0 play card step-up"`, `"P0 discard"`} {
		if bad := unknownSpellings(doc+"\nA planted quote: "+planted+".\n", known, true); !slices.Contains(bad, strings.Trim(planted, "\"`")) {
			t.Errorf("a doc quoting %s passes: found only %q", planted, bad)
		}
	}
}
