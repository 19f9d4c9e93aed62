package gametest_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/core/internal/toy"
)

// opts are the toy's harness Options: every law checked.
var opts = gametest.Options[toy.State, toy.Move]{
	MaxMoves:  50,
	Invariant: toy.Conservation,
	RNG:       toy.State.RNG,
	Check:     toy.CheckMove,
}

// recorder is a rapid.TB that records failures instead of failing the test,
// so a test can assert that the harness rejects a broken game.
type recorder struct {
	failed bool
	log    strings.Builder
}

func (r *recorder) Helper()                   {}
func (r *recorder) Name() string              { return "recorder" }
func (r *recorder) Logf(f string, a ...any)   { fmt.Fprintf(&r.log, f+"\n", a...) }
func (r *recorder) Log(a ...any)              { fmt.Fprintln(&r.log, a...) }
func (r *recorder) Skipf(string, ...any)      {}
func (r *recorder) Skip(...any)               {}
func (r *recorder) SkipNow()                  {}
func (r *recorder) Errorf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *recorder) Error(a ...any)            { r.failed = true; r.Log(a...) }
func (r *recorder) Fatalf(f string, a ...any) { r.failed = true; r.Logf(f, a...) }
func (r *recorder) Fatal(a ...any)            { r.failed = true; r.Log(a...) }
func (r *recorder) FailNow()                  { r.failed = true }
func (r *recorder) Fail()                     { r.failed = true }
func (r *recorder) Failed() bool              { return r.failed }

// faulty is the harness Options for the toy with faults on. Thirty games
// find every fault (most show at the first step of the first game).
func faulty(f toy.Faults) gametest.Options[toy.State, toy.Move] {
	b, _ := json.Marshal(toy.Config{Faults: f})
	o := opts
	o.Players = []int{}
	o.Configs = [][]byte{b}
	o.MaxMoves = 12
	o.Checks = 30
	return o
}

// quickFailures makes rapid give up shrinking a failure after a moment,
// for tests that only assert that the harness fails; it restores the flag
// when the test ends. (A Run writes no fail file: see
// TestARunWritesNoFailFile.)
func quickFailures(t *testing.T) {
	for name, v := range map[string]string{"rapid.shrinktime": "20ms"} {
		f := flag.Lookup(name)
		old := f.Value.String()
		if err := flag.Set(name, v); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { flag.Set(name, old) })
	}
}

func TestHarnessPassesACorrectGame(t *testing.T) {
	gametest.Run(t, toy.Game{}, opts)
}

// Each deliberate bug of the toy game must make the harness fail, with a
// message that names the fault.
func TestHarnessCatchesEachFault(t *testing.T) {
	quickFailures(t)
	cases := []struct {
		name  string
		fault toy.Faults
		want  string
	}{
		{"mutates its input", toy.Faults{MutateInput: true}, "mutated its input"},
		// A leaked card is caught by the view-safety law's first check
		// (another state the viewer cannot tell apart has another View) or,
		// when the re-deal happens to deal the same cards, by its second
		// (Determinize of the View is not consistent with it).
		{"leaks a hidden card in its view", toy.Faults{LeakHand: true}, "(law 6, view-safety)"},
		{"leaks the RNG in its view", toy.Faults{LeakRNG: true}, "view leak"},
		{"accepts a move outside Legal", toy.Faults{AcceptIllegal: true}, "not in Legal"},
		{"never ends", toy.Faults{NeverEnds: true}, "not over after"},
		{"determinizes without re-dealing", toy.Faults{BadDeterminize: true}, "Determinize"},

		{"accepts the zero Move", toy.Faults{ZeroMoveAccepted: true}, "zero Move"},
		{"marshals moves as structs", toy.Faults{StructMoveJSON: true}, "want its notation as a JSON string"},
		{"numbers its event kinds", toy.Faults{NumericEventKind: true}, "not a string"},
		{"writes an event's field only when it is not zero", toy.Faults{EventKeysVary: true}, "carry different fields"},
		{"writes a field its event kind does not use", toy.Faults{EventNullField: true}, "is null"},
		{"describes moves as nothing", toy.Faults{EmptyDescribe: true}, "is empty"},
		{"describes two moves alike", toy.Faults{DuplicateDescribe: true}, "the same description"},
		{"describes with what the mover cannot see", toy.Faults{DescribeLeaks: true}, "must describe the same"},
		{"prompts after the end", toy.Faults{PromptWhenOver: true}, "Prompt"},
		{"prompts with what the decider cannot see", toy.Faults{PromptLeaks: true}, "must prompt the same"},
		{"sets up without the RNG it is given", toy.Faults{NewIgnoresRNG: true}, "!= NewWithRNG"},
		{"determinizes into another RNG", toy.Faults{DeterminizeKeepsOwnRNG: true}, "whose RNG is not r"},
		{"writes a state without its game", toy.Faults{StateJSONWithoutGame: true}, `has no "game"`},
		{"plays moves on a view", toy.Faults{ApplyOnView: true}, "want an ErrBadState error"},
		{"writes views that do not say so", toy.Faults{ViewNotMarked: true}, `has no "view" key`},
		{"overwrites AppendLegal's dst", toy.Faults{AppendLegalDrops: true}, "AppendLegal"},
		{"overwrites AppendApply's dst", toy.Faults{AppendApplyDrops: true}, "dropped the event dst held"},
		{"checks moves unlike Legal", toy.Faults{CheckDisagrees: true}, "Options.Check passes"},
		{"reads configs in any case", toy.Faults{CaseInsensitiveConfig: true}, "wrong case"},
		{"reads state JSON of any size", toy.Faults{OversizeAccepted: true}, "at most core.MaxJSON"},

		{"writes \"none\" for nothing", toy.Faults{NoneForEmpty: true}, `rule 6 (absent is absent): $.played: is "none"`},
		{"writes active after the end", toy.Faults{ActiveAfterEnd: true}, "rule 2 (whose turn and who decides: active, decisions): $.active"},
		{"writes rules after the game's fields", toy.Faults{RulesLast: true}, "rule 1 (order"},
		{"writes every seat as P0", toy.Faults{SeatsAllP0: true}, `rule 4 (seats: players[i].seat is Pi): $.players[1].seat: is "P0", want "P1"`},
		{"marks hidden cards its own way", toy.Faults{HiddenCardMark: true}, `rule 7 (hidden is "hidden"): $.players[0].hand[0]: is "hidden-card"`},
		{"numbers the player of an event", toy.Faults{EventPlayerIndex: true}, "event vocabulary: $.player: is 0"},
		{"decodes positions the rules cannot reach", toy.Faults{UnplayableDecode: true}, "tamper (law 25, tamper): edit ("},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			gametest.Check(&r, toy.Game{}, faulty(c.fault))
			if !r.failed {
				t.Fatalf("the harness passed a game that %s", c.name)
			}
			if !strings.Contains(r.log.String(), c.want) {
				t.Errorf("the harness failed, but not with %q:\n%s", c.want, r.log.String())
			}
		})
	}
}

func TestCheckResultRejectsBadRankings(t *testing.T) {
	good := core.NewResult([]int{3, 5, 5}, nil)
	if err := gametest.CheckResult(good, 3); err != nil {
		t.Fatalf("good result refused: %v", err)
	}
	bad := []core.Result{
		{Scores: []int{1, 2}, Rank: []int{0, 0}, Winners: nil},                       // too few seats
		{Scores: []int{1, 2, 3}, Rank: []int{0, 0, 1}, Winners: []core.Player{0, 1}}, // rank 1 with 2 ahead
		{Scores: []int{1, 2, 3}, Rank: []int{2, 1, 0}, Winners: []core.Player{0}},    // winner not first
	}
	for i, r := range bad {
		if gametest.CheckResult(r, 3) == nil {
			t.Errorf("bad result %d accepted: %+v", i, r)
		}
	}
}

func TestRandomRecordReplaysAndGoldenLogIsStable(t *testing.T) {
	rec, err := gametest.RandomRecord(toy.Game{}, nil, 7, 50)
	if err != nil || !rec.Over {
		t.Fatalf("RandomRecord: %v, over %v; want a finished game's record", err, rec.Over)
	}
	a, err := gametest.Log(toy.Game{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := gametest.Log(toy.Game{}, rec)
	if gametest.Diff(a, b) != "" || len(a) != len(rec.Moves)*2+1 {
		t.Fatalf("log of %d moves: %q", len(rec.Moves), a)
	}
	gametest.Golden(t, toy.Game{}, "testdata/toy.golden.json", rec)
}

func TestRandomPlayoutEnds(t *testing.T) {
	s, _ := toy.Game{}.New(nil, 1)
	end, n, err := gametest.RandomPlayout(toy.Game{}, s, core.NewRNG(2), 50)
	if err != nil || !(toy.Game{}).Over(end) || n != toy.Cards {
		t.Fatalf("playout: %d moves, over %v, %v", n, toy.Game{}.Over(end), err)
	}
	never, _ := toy.Game{}.New([]byte(`{"faults":{"never_ends":true}}`), 1)
	if _, _, err := gametest.RandomPlayout(toy.Game{}, never, core.NewRNG(2), 50); err == nil {
		t.Fatal("a game that never ends was reported over")
	}
}

func FuzzToyState(f *testing.F) {
	gametest.AddStates(f, toy.Game{}, [][]byte{nil}, 2)
	f.Add([]byte(`{"turn":7}`))
	f.Fuzz(gametest.FuzzState(toy.Game{}, nil, opts))
}

func FuzzToyNotation(f *testing.F) {
	f.Add("P0 play 5")
	f.Add("P1 play 9")
	f.Add("garbage")
	f.Fuzz(gametest.FuzzNotation(toy.Game{}))
}

// The faults of the ZeroState and CanonicalNotation laws are the toy
// Game's own (no state or config carries them).
func TestHarnessCatchesGameFaults(t *testing.T) {
	quickFailures(t)
	for _, c := range []struct {
		name string
		g    toy.Game
		want string
	}{
		{"plays on the zero State", toy.Game{ZeroStatePlays: true}, "the zero State is no game, but Over is true"},
		{"reads notation with any spacing and case", toy.Game{LenientNotation: true}, `ParseMove(" P0 play`},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			gametest.Check(&r, c.g, faulty(toy.Faults{}))
			if !r.failed || !strings.Contains(r.log.String(), c.want) {
				t.Errorf("want a failure with %q:\n%s", c.want, r.log.String())
			}
		})
	}
}

// A Tamper failure says what was edited, where, from what to what, the
// position and what broke.
func TestTamperReportsTheEdit(t *testing.T) {
	quickFailures(t)
	var r recorder
	gametest.Check(&r, toy.Game{}, faulty(toy.Faults{UnplayableDecode: true}))
	log := r.log.String()
	for _, want := range []string{"tamper (law 25, tamper): edit (", " at $.", " -> ", "the edited position", `{"game":"toy"`} {
		if !strings.Contains(log, want) {
			t.Errorf("the report lacks %q:\n%s", want, log)
		}
	}
}

// The toy's correct game tries every edit of its positions (they cost less
// than Options.TamperWork allows), and every edit is refused or plays out;
// the log says how many were tried.
func TestTamperTriesEditsAndLogsThem(t *testing.T) {
	o := opts
	o.Checks = 5
	var r recorder
	gametest.Check(&r, toy.Game{}, o)
	if r.failed || !regexp.MustCompile(`tamper: \d+ edits (of \d+|drawn at random) of \d+ positions tried`).MatchString(r.log.String()) {
		t.Fatalf("want a passing run that logs its edits:\n%s", r.log.String())
	}
}

// ParseMove of the toy refuses notation with surrounding spaces, naming
// the rule.
func TestToyParseMoveRefusesSurroundingSpaces(t *testing.T) {
	for _, text := range []string{" P0 play 5", "P0 play 5 ", "\tP0 play 5", "P0  play 5", "P0 PLAY 5", "p0 play 5"} {
		if _, err := (toy.Game{}).ParseMove(text); !errors.Is(err, core.ErrBadNotation) {
			t.Errorf("ParseMove(%q) = %v, want ErrBadNotation", text, err)
		}
	}
	_, err := (toy.Game{}).ParseMove(" P0 play 5")
	if err == nil || !strings.Contains(err.Error(), `" P0 play 5": notation has no surrounding spaces or tabs`) {
		t.Errorf("the refusal says %v", err)
	}
}

// lenient is the toy with a config decoder that lets an unknown switch pass.
type lenient struct{ toy.Game }

func (lenient) New(config []byte, seed uint64) (toy.State, error) {
	return toy.Game{}.New(nil, seed)
}

func TestHarnessCatchesALenientConfig(t *testing.T) {
	quickFailures(t)
	var r recorder
	gametest.Check(&r, lenient{}, opts)
	if !r.failed || !strings.Contains(r.log.String(), "want an ErrBadConfig error") {
		t.Fatalf("a game that ignores its config passed:\n%s", r.log.String())
	}
}

// Options.RNG, when nil, is read with the State's RNG method: the
// determinize-rng law is checked all the same.
func TestHarnessReadsTheRNGWithTheStatesMethod(t *testing.T) {
	quickFailures(t)
	o := faulty(toy.Faults{DeterminizeKeepsOwnRNG: true})
	o.RNG = nil
	var r recorder
	gametest.Check(&r, toy.Game{}, o)
	if !r.failed || !strings.Contains(r.log.String(), "whose RNG is not r") {
		t.Fatalf("with Options.RNG nil, a Determinize that keeps its own RNG passed:\n%s", r.log.String())
	}
}

// A law an Options field left nil keeps the harness from checking (the
// invariant, the move check, which a user's test of a variant cannot
// reach) is named once in the log; every other law is checked.
func TestHarnessSaysWhichLawsItCannotCheck(t *testing.T) {
	quickFailures(t)
	o := opts
	o.Invariant, o.Check = nil, nil
	o.Checks = 5
	var r recorder
	gametest.Check(&r, toy.Game{}, o)
	want := "toy: not checked: law 7, invariant (Options.Invariant is nil); law 21, check-matches-legal (Options.Check is nil)\n"
	if r.failed || strings.Count(r.log.String(), want) != 1 {
		t.Fatalf("want a passing run that says once what it did not check:\n%s", r.log.String())
	}
	o = faulty(toy.Faults{StructMoveJSON: true})
	o.Invariant, o.Check = nil, nil
	r = recorder{}
	gametest.Check(&r, toy.Game{}, o)
	if !r.failed || !strings.Contains(r.log.String(), "(law 12, move-json)") {
		t.Fatalf("a law was skipped with Options.Check nil:\n%s", r.log.String())
	}
}

// Options.Checks is the number of games, fewer or more than rapid's cases
// (100, or 20 under -short): with more, each case plays several, so the
// count may round up to a multiple of the games per case.
func TestHarnessPlaysOptionsChecksGames(t *testing.T) {
	played := regexp.MustCompile(`toy: (\d+) random games passed`)
	for _, c := range []struct{ n, lo, hi int }{{3, 3, 3}, {25, 25, 26}} {
		o := opts
		o.Checks = c.n
		var r recorder
		gametest.Check(&r, toy.Game{}, o)
		m := played.FindStringSubmatch(r.log.String())
		if r.failed || m == nil {
			t.Fatalf("Checks %d:\n%s", c.n, r.log.String())
		}
		if got, _ := strconv.Atoi(m[1]); got < c.lo || got > c.hi {
			t.Errorf("Checks %d played %d games, want %d to %d", c.n, got, c.lo, c.hi)
		}
	}
}

// named is a recorder whose test has a name of its own, so the fail
// files rapid keeps for it (testdata/rapid/<name>) are its alone.
type named struct {
	recorder
	name string
}

func (n *named) Name() string { return n.name }

// A failing Run leaves no fail file in testdata/rapid: its failure reruns
// from the seed it prints, and a fail file would replay that stale game
// ahead of every later Run of the test.
func TestARunWritesNoFailFile(t *testing.T) {
	dir := filepath.Join("testdata", "rapid", "failing")
	t.Cleanup(func() { os.RemoveAll(dir) })
	f := flag.Lookup("rapid.shrinktime")
	old := f.Value.String()
	flag.Set("rapid.shrinktime", "20ms")
	defer flag.Set("rapid.shrinktime", old)
	r := &named{name: "failing"}
	gametest.Check(r, toy.Game{}, faulty(toy.Faults{MutateInput: true}))
	if !r.failed {
		t.Fatalf("want a failure of the immutable law:\n%s", r.log.String())
	}
	if _, err := os.Stat(dir); err == nil {
		t.Errorf("a failing Run wrote %s", dir)
	}
	if v := flag.Lookup("rapid.nofailfile").Value.String(); v != "false" {
		t.Errorf("after a Run, -rapid.nofailfile=%s, want it back to false", v)
	}
}

// A stale fail file (one another version of the game failed on) replays
// first and runs out of data, in the draw of a config, a seed or a move:
// that replay is no failure, so the Run still plays Options.Checks games,
// not every case rapid runs.
func TestAStaleFailFileThatRunsOutIsNoFailure(t *testing.T) {
	dir := filepath.Join("testdata", "rapid", "stale")
	t.Cleanup(func() { os.RemoveAll(dir) })
	played := regexp.MustCompile(`toy: (\d+) random games passed`)
	replayed := 0
	for words := 1; words <= 12; words++ {
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		data := "v0.4.8#1" + strings.Repeat("\n0x0", words)
		if err := os.WriteFile(filepath.Join(dir, "stale-1.fail"), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		o := opts
		o.Checks = 3
		r := &named{name: "stale"}
		gametest.Check(r, toy.Game{}, o)
		log := r.log.String()
		if strings.Contains(log, "is no longer valid") {
			replayed++
		}
		m := played.FindStringSubmatch(log)
		if r.failed || m == nil || m[1] != "3" {
			t.Errorf("a stale fail file of %d words: want 3 random games passed:\n%s", words, log)
		}
	}
	if replayed == 0 {
		t.Errorf("no stale fail file was replayed: the test no longer writes one rapid reads")
	}
}

// toyEventKeys is an event table mirror: the toy's "play" events may
// leave "deck" out, as a game's event codec marks a key with "?".
type toyEventKeys struct{}

func (toyEventKeys) EventKeys() map[string][]string {
	return map[string][]string{"play": {"player", "card", "deck?"}}
}

// A key the game's event table marks optional ("deck?") may come and go
// between events of that kind (rule 6: an absent value is left out); the
// others may not.
func TestOptionalEventKeysMayComeAndGo(t *testing.T) {
	o := faulty(toy.Faults{EventKeysVary: true})
	o.Mirrors = []any{toyEventKeys{}}
	var r recorder
	gametest.Check(&r, toy.Game{}, o)
	if strings.Contains(r.log.String(), "carry different fields") {
		t.Fatalf("the harness refused a key the event table marks optional:\n%s", r.log.String())
	}
	o.Mirrors = nil
	r = recorder{}
	gametest.Check(&r, toy.Game{}, o)
	if !strings.Contains(r.log.String(), "carry different fields") {
		t.Fatalf("the harness let a key come and go that no table marks optional:\n%s", r.log.String())
	}
}

// tamperLine is the Tamper law's log line: its edits' count and their
// fingerprint.
var tamperLine = regexp.MustCompile(`tamper: (\d+) edits .* edits ([0-9a-f]{16})\)`)

// The Tamper law's edits depend on the Run's seed, not on the clock: two
// runs with one seed (SDK_SEED) try the same edits in the same order, and
// another seed tries others.
func TestTamperTriesTheSameEditsForOneSeed(t *testing.T) {
	o := opts
	o.Checks = 5
	o.TamperWork = 300_000
	run := func(seed string) string {
		t.Helper()
		t.Setenv(gametest.SeedEnv, seed)
		var r recorder
		gametest.Check(&r, toy.Game{}, o)
		m := tamperLine.FindStringSubmatch(r.log.String())
		if r.failed || m == nil {
			t.Fatalf("SDK_SEED=%s: want a passing run that logs its edits:\n%s", seed, r.log.String())
		}
		return m[1] + " edits " + m[2]
	}
	first, again, other := run("123"), run("123"), run("124")
	if first != again {
		t.Errorf("two runs of seed 123 tried %s and %s", first, again)
	}
	if first == other {
		t.Errorf("seeds 123 and 124 tried the same edits, %s", first)
	}
}

// rerunLine is the last line of every failure: the command that reruns it,
// with the seed the Run used (drawn at random when SDK_SEED is not set),
// and the modes of this test run (SDK_LONG=1, -short) that change the games.
var rerunLine = regexp.MustCompile(`(?m)^    rerun: SDK_SEED=(\d+) (SDK_LONG=1 )?go test (-short )?-run '\^recorder\$' \./core/gametest$`)

// panicky is the toy with a Result that panics at the end of a game.
type panicky struct{ toy.Game }

func (p panicky) Result(s toy.State) core.Result {
	if p.Over(s) {
		panic("the score sheet is lost")
	}
	return core.Result{}
}

// Every failure of a law ends with the command that reruns it, unseeded
// runs included: a random game's, a game's panic, a check before the games
// and the Tamper law's.
func TestEveryFailureEndsWithTheCommandThatRerunsIt(t *testing.T) {
	quickFailures(t)
	t.Setenv(gametest.SeedEnv, "")
	for _, c := range []struct {
		name string
		run  func(*recorder)
		want string
	}{
		{"a random game", func(r *recorder) { gametest.Check(r, toy.Game{}, faulty(toy.Faults{MutateInput: true})) }, "mutated its input"},
		{"a panic", func(r *recorder) { gametest.Check(r, panicky{}, opts) }, "the game panics: the score sheet is lost"},
		{"before the games", func(r *recorder) { gametest.Check(r, lenient{}, opts) }, "want an ErrBadConfig error"},
		{"tamper", func(r *recorder) { gametest.Check(r, toy.Game{}, faulty(toy.Faults{UnplayableDecode: true})) }, "tamper (law 25, tamper)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r recorder
			c.run(&r)
			log := r.log.String()
			at := strings.Index(log, c.want)
			if !r.failed || at < 0 {
				t.Fatalf("want a failure with %q:\n%s", c.want, log)
			}
			m := rerunLine.FindStringIndex(log[at:])
			if m == nil {
				t.Fatalf("the failure does not end with a rerun command:\n%s", log)
			}
			if msg := log[at : at+m[1]]; strings.Contains(msg[:m[0]], "rerun:") {
				t.Errorf("the failure's message has a rerun command before its end:\n%s", msg)
			}
		})
	}
}

// The seed an unseeded Run prints reruns its failure: the Tamper law's,
// which depends on every game of the Run, is the same failure again.
func TestThePrintedSeedRerunsAFailure(t *testing.T) {
	quickFailures(t)
	tamper := func(seed string) (msg, printed string) {
		t.Helper()
		t.Setenv(gametest.SeedEnv, seed)
		var r recorder
		gametest.Check(&r, toy.Game{}, faulty(toy.Faults{UnplayableDecode: true}))
		log := r.log.String()
		at := strings.Index(log, "tamper (law 25, tamper)")
		m := rerunLine.FindStringSubmatch(log)
		if !r.failed || at < 0 || m == nil {
			t.Fatalf("SDK_SEED=%q: want a Tamper failure and its rerun:\n%s", seed, log)
		}
		return log[at:], m[1]
	}
	first, seed := tamper("")
	again, same := tamper(seed)
	if same != seed || again != first {
		t.Errorf("SDK_SEED=%s, which the first run printed, fails otherwise:\n%s\nthen:\n%s", seed, first, again)
	}
}

// toyWord is an id type for the toy's words: its one decision, "play",
// "over", and its event kinds.
type toyWord uint8

func (w *toyWord) UnmarshalText(b []byte) error {
	switch string(b) {
	case "play", "over", "play-last":
		return nil
	}
	return errors.New("not a word of the toy")
}

// overOnly reads "over" alone: a mirror that declares it misses "play".
type overOnly uint8

func (w *overOnly) UnmarshalText(b []byte) error {
	if string(b) != "over" {
		return errors.New("not over")
	}
	return nil
}

// toyMirror and toyEvent declare the toy's JSON as a game declares its
// own (Options.Mirrors): the ids under each key, and the event key that
// may be absent.
type toyMirror struct {
	View      *core.Player `json:"view,omitempty"`
	Phase     *toyWord     `json:"phase"`
	Decision  *toyWord     `json:"decision"`
	Active    *core.Player `json:"active,omitempty"`
	Decisions []struct {
		Decision toyWord     `json:"decision"`
		Seat     core.Player `json:"seat"`
	} `json:"decisions,omitempty"`
	Players []struct {
		Seat core.Player `json:"seat"`
	} `json:"players"`
}

type toyEvent struct {
	To     core.Audience
	Kind   toyWord
	Player core.Player `json:"player"`
	Card   int         `json:"card"`
	Deck   int         `json:"deck,omitempty"`
}

func (toyEvent) String() string          { return "an event" }
func (toyEvent) Audience() core.Audience { return core.Everyone }

type strictMirror struct {
	Decision *overOnly `json:"decision"`
}

// The Vocabulary law reads a key's spellings from the id type the game's
// mirror declares for it, and law 13 lets an event key the Event type
// tags omitempty come and go.
func TestTheVocabularyLearnsFromTheGamesMirrors(t *testing.T) {
	quickFailures(t)
	o := faulty(toy.Faults{EventKeysVary: true})
	o.Mirrors = []any{toyMirror{}, toyEvent{}}
	var r recorder
	gametest.Check(&r, toy.Game{}, o)
	if r.failed {
		t.Fatalf("the toy with its mirrors fails:\n%s", r.log.String())
	}
	o = opts
	o.Mirrors = []any{strictMirror{}}
	r = recorder{}
	gametest.Check(&r, toy.Game{}, o)
	if want := `$.decision: is "play", which is not a spelling of gametest_test.overOnly, the id the game's mirror declares for "decision"`; !r.failed || !strings.Contains(r.log.String(), want) {
		t.Fatalf("want a failure with %q:\n%s", want, r.log.String())
	}
}

// eventTable is an event table as a game's event codec declares it: each
// kind's keys, "?" ending one the kind may leave out.
type eventTable map[string][]string

func (t eventTable) EventKeys() map[string][]string { return t }

// A key an event table among Options.Mirrors marks "?" for one kind may
// come and go between events of that kind (a kind merged from two), and
// only of that kind: marked for another kind, it may not.
func TestAKindsOptionalKeysComeFromItsEventTable(t *testing.T) {
	quickFailures(t)
	for _, c := range []struct {
		table eventTable
		ok    bool
	}{
		{eventTable{"play": {"player", "card", "deck?"}, "play-last": {"player", "card"}}, true},
		{eventTable{"play": {"player", "card", "deck"}, "play-last": {"player", "card", "deck?"}}, false},
	} {
		o := faulty(toy.Faults{EventKeysVary: true})
		o.Mirrors = []any{c.table}
		var r recorder
		gametest.Check(&r, toy.Game{}, o)
		if refused := strings.Contains(r.log.String(), "carry different fields"); refused == c.ok {
			t.Fatalf("table %v: the harness refused a varying \"deck\": %v, want %v\n%s", c.table, refused, !c.ok, r.log.String())
		}
	}
}
