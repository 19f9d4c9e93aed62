// Package gametest is the property-test harness every game of the SDK must
// pass. It plays random games driven by rapid (so a failure shrinks to a
// short move sequence) and checks, at every step or on a sparse schedule
// for the costly checks, the whole contract of core.Game: the laws below,
// numbered. A failure names the law it breaks, "(law 11, zero-move)", and
// ends with the command that reruns it.
//
// # The laws
//
// Playing:
//
//  1. ends: random games from random seeds and configs end within
//     MaxMoves;
//  2. legal: every move in Legal applies; moves outside Legal (stale moves,
//     other seats' moves, moves after the end) are refused with
//     ErrIllegalMove, ErrNotYourTurn or ErrGameOver and leave the state
//     byte for byte as it was; Legal is empty exactly when Over, and ToMove
//     is NoPlayer exactly then;
//  3. immutable: Apply never mutates its input, even when two moves branch
//     from one state;
//  4. determinism: New and every move replay to equal states and events,
//     and a core.Record (Over set) survives JSON and core.Replay;
//  5. round-trip: JSON round trips of State, View and Move, and
//     ParseMove(m.String()) == m;
//  6. view-safety, for every seat and the spectator: View is idempotent,
//     Determinize of the full state and of the view both look the same to
//     the viewer (which fails if a View leaks a hidden card or the RNG),
//     and the mover's Legal is the same on the view and on a determinized
//     state;
//  7. invariant: the game's own conservation laws (Options.Invariant), on
//     real and on determinized states;
//  8. canonical-legal: Legal is stable, without duplicates, with unique
//     notation, every move's Mover ToMove;
//  9. result: Result is zero until Over, then ranks every seat, and the
//     winners are the seats ranked first;
//  10. config, before the games: New starts the default game from nil and
//     {} and refuses with ErrBadConfig seat counts out of range, unknown
//     switches, malformed JSON, and a key of each tested config upper-cased
//     or given twice ("PLAYERS", {"players":2,"players":2});
//  11. zero-move: the zero Move is never in Legal, and Apply refuses it
//     (costly steps and the end) as any move outside Legal;
//
// The surface a program and a table use:
//
//  12. move-json: json.Marshal of every legal move is the JSON string of
//     its notation, and it decodes back;
//  13. event-json: every event prints as something and has an audience;
//     every event of a costly step and of the last move is, as JSON, an
//     object with a kebab-case string "kind", no null or "" value, and the
//     same keys as every other event of its kind in that game (the JSON
//     alone cannot show which fields a kind uses; this is what it can
//     show), but for the keys that may be absent (omitempty on the Event
//     type in Options.Mirrors);
//  14. describe: Describe is non-empty and unique among the legal moves,
//     and the same on the mover's View;
//  15. prompt: Prompt is "" exactly when Over, and the same on the
//     decider's View;
//  16. new-with-rng: New(cfg, seed) equals NewWithRNG(cfg,
//     core.NewRNG(seed)), compared as Diff compares states;
//  17. determinize-rng: Determinize(s, p, r) of the state and of the view
//     holds r itself (read with Options.RNG, or the State's RNG method);
//  18. state-json: the JSON of a state and of every View is an object with
//     "game" the game's name and "version" a number ≥ 1;
//  19. view-state: a View's JSON has "view" (its viewer, "P1" or
//     "spectator"), a full state's (Determinize's included) has none;
//     Legal runs on every view and on the mover's equals Legal(s); Apply
//     on the mover's and the spectator's view is ErrBadState and changes
//     nothing;
//  20. append-legal: AppendLegal(dst, s) with a non-empty dst (with and
//     without spare capacity) keeps dst and appends exactly Legal(s), at
//     every step;
//  21. check-matches-legal: Options.Check passes every legal move and
//     refuses the moves the harness tries outside Legal (stale and other
//     seats' moves, the zero Move, moves after the end); not checked when
//     Options.Check is nil (a user's test of a variant), and a Run says so;
//  22. oversize: each config's first state, its JSON grown past
//     core.MaxJSON, is refused with ErrBadState without allocating for it;
//  23. fuzz-playout (FuzzState): every full state that decodes plays out;
//
// Positions, the one vocabulary of every game's JSON:
//
//  24. vocabulary: the JSON of the state and of every View at the costly
//     steps, and of their events, follows the position vocabulary (its
//     rules 1 to 7; see vocabulary.go): key order, no null outside an
//     array, no "-", "none", "" or "?", players[i].seat is "Pi", hidden
//     only as "hidden" or {"hidden": ...}, "active" exactly when
//     State.Active() is a seat, "phase" and "decision" always ("over" after
//     the end), "decisions" while the game runs with ToMove on top, ids in
//     the shapes of rule 5 and, where Options.Mirrors declare the key's id
//     type, spellings of it (a notation its type reads, free text where
//     tagged vocab:"text"); an event's "to" is its audience and its
//     "player" a seat. A failure names the rule and the JSON path;
//  25. tamper: after the random games, positions kept at each decision kind
//     of each config are edited one edit at a time (a number moved by one
//     or to an extreme, an id replaced by another seen under its key, two
//     entries swapped, an entry dropped or doubled, a key dropped), in an
//     order drawn from the Run's seed, until they cost Options.TamperWork;
//     each is refused with ErrBadState or decodes to a position that plays
//     to the end, Options.Invariant passing after every move, without a
//     panic;
//  26. zero-state, before the games: the zero State is no game: Legal
//     empty, ToMove NoPlayer, Prompt "", Over false, Apply refused with
//     ErrBadState ("not a game: start one with New");
//  27. canonical-notation: ParseMove refuses every legal move's notation
//     with a space, tab or newline around it, an inner space doubled, in
//     upper case or with its first letter's case flipped (FuzzNotation:
//     text that parses is its move's notation);
//
// Bots, on a game that offers core.Playout and core.Learning:
//
//  28. playout: ApplyInPlace makes a legal move exactly as Apply does, and
//     PlayoutStep the move its RNG draws;
//  29. actions: each legal move has an action id in [0, NumActions), the
//     ids of one position's legal moves differ, and ActionMove and
//     MoveAction are inverse on them;
//  30. observations: Observation(p) has ObservationSize numbers, each in
//     [0, 1]; Observation(p) and InformationState(p) are the same on a
//     state and on its Determinize for p (p cannot tell them apart).
//
// A server's path:
//
//  31. append-apply: AppendApply makes a legal move on *s exactly as Apply
//     does, its events (the same strings, audiences and JSON) appended
//     after what dst held, reusing the last move's slice; a move Apply
//     refuses leaves the state and dst as they were;
//
// Every law is checked on every game; a Run logs the two that an Options
// field left nil keeps it from checking (7 and 21).
//
// # Cost
//
// Run plays DefaultChecks random games (ShortChecks under -short),
// sized so a game's harness test takes a few seconds; the costly checks
// run at the first 8 steps, at powers of two and every Stride-th step.
// SDK_LONG=1 (see Long) plays LongChecks games; -rapid.checks=N plays
// exactly N games, whatever the mode (Options.Checks, if set, replaces
// the three defaults):
//
//	SDK_LONG=1 go test -run Harness ./tonytino
//	go test -run Harness ./mafia -rapid.checks=1000
//
// The Tamper law's edits are counted, not timed (Options.TamperWork), so
// what a Run checks depends on its seed and its Options alone, never on
// the machine or its load: SDK_SEED=N (SeedEnv) replays a Run exactly.
//
// # Rerunning a failure
//
// Every failure ends with the command that reruns it from the module's
// root, with the seed the Run used: SDK_SEED's, or the one it drew when
// SDK_SEED was not set, so an unseeded failure reruns too. The modes that
// change what a Run plays (SDK_LONG, -short, -rapid.checks) are in it:
//
//	rerun: SDK_SEED=123 go test -run '^TestHarness$' ./tonytino
//
// A random game's failure is followed by rapid's own report (the shrunk
// game, and the fail file under testdata/rapid that the rerun replays
// first); a game that panics fails the same way, with its stack.
//
// # A game's test, and a user's variant
//
// A game's test needs a few lines:
//
//	func TestHarness(t *testing.T) {
//		gametest.Run(t, tonytino.Rules, gametest.Options[tonytino.State, tonytino.Move]{
//			MaxMoves:  400,
//			Invariant: tonytino.State.Check,
//			Check:     checkMove, // the decision skeleton's check, as an error
//		})
//	}
//
// The same call is the entry point for a user who adds a house-rule
// variant or a custom Mafia map: put its JSON config in Options.Configs
// (and Options.Players to skip the default seat counts) and run the
// harness in their own test; the Example shows it. The fuzz bodies
// (FuzzState, FuzzNotation) check the laws a decoded position and a parsed
// move can show, with the same Options.
package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/maphash"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/mafiarules/sdk/core"
)

// Options tune the harness for one game.
type Options[S any, M core.Move] struct {
	// Players are the seat counts to test; default: every count in
	// PlayerRange, each with the default config.
	Players []int
	// Configs are further JSON configs (variants, house-rule switches, a
	// custom map) tested besides Players.
	Configs [][]byte
	// MaxMoves bounds the length of a random game (default 2000).
	MaxMoves int
	// Invariant checks the game's conservation laws on a full state (law
	// 7, and after every move of the Tamper law's and the fuzz bodies'
	// playouts); nil skips it, and a Run says so.
	Invariant func(S) error
	// Stride: besides the first 8 steps and the powers of two, the costly
	// checks (JSON, views, determinization, illegal moves, branching, the
	// words, events' JSON) run every Stride-th step (default 8; 1 means at
	// every step).
	Stride int
	// Checks is the number of random games a Run plays: 0 means
	// DefaultChecks, ShortChecks under go test -short and LongChecks under
	// Long(). An explicit -rapid.checks=N (or RAPID_CHECKS=N) on the
	// command line wins over all of them.
	Checks int
	// RNG reads a state's RNG, for law 17 (determinize-rng); nil reads it
	// with the State's RNG() core.RNG method, which every game has.
	RNG func(S) core.RNG
	// Check is the game's move check (the decision skeleton's check, as
	// an error), for law 21 (check-matches-legal). It is unexported in a
	// game package, so the game's own test sets it; nil (a user's test of
	// a variant) skips that law, and a Run says so.
	Check func(S, M) error
	// Mirrors are zero values of the Go types the game's JSON is written
	// from (its position mirror struct, its Event type), and its event
	// table (a value with a method EventKeys() map[string][]string: each
	// kind's keys, "?" ending one the kind may leave out): the Vocabulary
	// and EventJSON laws learn from their fields' types and tags, and from
	// the table, what each key holds (an id of a type, a notation, free
	// text, a key an event, or an event of one kind, may leave out).
	// mirror.go and CONTRIBUTING say how; nil learns nothing, and ids are
	// checked for their shape only.
	Mirrors []any
	// TamperWork is the work a Run spends on the Tamper law's edits,
	// counted, not timed: an edit costs the bytes of the edited position's
	// JSON, and 100 more for each move played out from it. 0 means
	// DefaultTamperWork. A quarter of it is spent under -short, and
	// LongTamperFactor times it under Long().
	TamperWork int
}

// The Tamper law's work. Which edits it tries is drawn from the Run's seed
// and the game's name, and how many from the work they cost, never from
// the clock: one seed tries the same edits on any machine, so a Tamper
// failure reruns. DefaultTamperWork takes one to two seconds on each of the
// module's games.
const (
	DefaultTamperWork = 20_000_000
	LongTamperFactor  = 30
)

// The number of random games a Run plays when Options.Checks is 0. The
// default is sized so a game's harness test takes a few seconds; Long()
// (SDK_LONG=1) plays ten times as many.
const (
	DefaultChecks = 20
	ShortChecks   = 5
	LongChecks    = 200
)

// Run runs the harness as a test. With SDK_SEED set (a number, SeedEnv)
// and no -rapid.seed flag, the random games and the Tamper law's edits are
// those of that seed, so a run is repeatable: CI sets it, so that it fails
// only on a change, while a developer's run without it explores new games
// every time.
func Run[S any, M core.Move](t *testing.T, g core.Game[S, M], o Options[S, M]) {
	t.Helper()
	Check(t, g, o)
}

// Check is Run for any rapid.TB; the harness's own tests use it to assert
// that a broken game fails.
func Check[S any, M core.Move](tb rapid.TB, g core.Game[S, M], o Options[S, M]) {
	tb.Helper()
	seed, restore, err := runSeed()
	if err != nil {
		tb.Fatalf("gametest: %v", err)
		return
	}
	defer restore()
	defer noFailFiles()()
	rerun := rerunCommand(tb.Name(), seed)
	lt := rerunTB{TB: tb, cmd: rerun} // reports a failure with its rerun
	configs := o.configs(g)
	if o.MaxMoves <= 0 {
		o.MaxMoves = 2000
	}
	if o.Stride <= 0 {
		o.Stride = 8
	}
	if !o.ready(lt, g) {
		return
	}
	if checkConfigs(lt, g, o, configs); tb.Failed() {
		return
	}
	if checkOversize(lt, g, configs...); tb.Failed() {
		return
	}
	if checkZeroState(lt, g, configs[0]); tb.Failed() {
		return
	}
	pool := &tamperPool{seen: map[string][]uint64{}} // positions for the Tamper law
	voc := vocab{decl: declare(o.Mirrors)}
	games, perCase := o.schedule()
	done, failing := 0, false
	rapid.Check(tb, func(t *rapid.T) {
		if done >= games && !failing {
			return // enough games: the cases rapid still runs are empty
		}
		ok, drawing := false, false
		defer func() {
			// A game that failed or panicked (not a draw of a config, a
			// seed or a move that ran out of data, as a stale fail
			// file's replay does) keeps every later run real, so
			// rapid's shrinking and its report replay it.
			if !ok && !drawing {
				failing = true
			}
		}()
		for range perCase {
			drawing = true
			ci := rapid.IntRange(0, len(configs)-1).Draw(t, "config")
			seed := rapid.Uint64().Draw(t, "seed")
			drawing = false
			c := &checker[S, M]{g: g, o: o, t: t, rerun: rerun, config: configs[ci], ci: ci, seed: seed, kinds: map[string][]string{}, tp: pool, voc: voc, drawing: &drawing}
			c.play()
		}
		ok = true
		done += perCase
	})
	if !tb.Failed() {
		checkTamper(lt, g, o, pool, seed)
	}
	if !tb.Failed() {
		tb.Logf("gametest: %s: %d random games passed (seed %d; Options.Checks; SDK_LONG=1 or -rapid.checks=N for more)", g.Name(), done, seed)
	}
}

// runSeed is the seed of a Run's random games, which decides every game it
// plays and every edit the Tamper law tries: rapid's -rapid.seed (or
// RAPID_SEED) when given, else SeedEnv's, else one drawn at random. Unless
// rapid was given it, runSeed hands it to rapid for the Run, and restore
// takes it back afterwards, so other rapid tests still draw their own.
func runSeed() (seed uint64, restore func(), err error) {
	restore = func() {}
	f := flag.Lookup("rapid.seed")
	if f == nil {
		return 0, restore, fmt.Errorf("rapid's -rapid.seed flag is not registered")
	}
	old := f.Value.String()
	if seed, err := strconv.ParseUint(old, 0, 64); err == nil && seed != 0 {
		return seed, restore, nil
	}
	if env := os.Getenv(SeedEnv); env != "" && env != "0" {
		if seed, err = strconv.ParseUint(env, 10, 64); err != nil {
			return 0, restore, fmt.Errorf("%s=%q is not a seed: a whole number, as a failure prints it", SeedEnv, env)
		}
	}
	for seed == 0 {
		seed = new(maphash.Hash).Sum64()
	}
	if err := flag.Set("rapid.seed", strconv.FormatUint(seed, 10)); err != nil {
		return 0, restore, fmt.Errorf("-rapid.seed=%d: %v", seed, err)
	}
	return seed, func() { _ = flag.Set("rapid.seed", old) }, nil
}

// noFailFiles turns off rapid's fail files for a Run, and its result
// turns them back to what they were: a failure reruns from the seed it
// prints, and a fail file left in testdata/rapid would replay a stale
// game first in every later Run of that test, ahead of the Run's own.
func noFailFiles() (restore func()) {
	f := flag.Lookup("rapid.nofailfile")
	if f == nil {
		return func() {}
	}
	old := f.Value.String()
	_ = f.Value.Set("true")
	return func() { _ = f.Value.Set(old) }
}

// ready checks the Options themselves, reads a state's RNG with its RNG
// method when Options.RNG is nil, and logs the laws that an Options field
// left nil keeps it from checking.
func (o *Options[S, M]) ready(tb rapid.TB, g core.Game[S, M]) bool {
	tb.Helper()
	if o.RNG == nil {
		if _, ok := any(*new(S)).(rnger); !ok {
			tb.Fatalf("gametest: Options.RNG is nil and %s's State has no RNG() core.RNG method: set Options.RNG to what reads a state's RNG, for %v", g.Name(), lawDeterminizeRNG)
			return false
		}
		o.RNG = func(s S) core.RNG { return any(s).(rnger).RNG() }
	}
	if _, ok := activeOf(*new(S)); !ok {
		tb.Fatalf("gametest: %s's State has no Active() core.Player method, which %v reads", g.Name(), lawVocabulary)
		return false
	}
	var unchecked []string
	if o.Invariant == nil {
		unchecked = append(unchecked, lawInvariant.String()+" (Options.Invariant is nil)")
	}
	if o.Check == nil {
		unchecked = append(unchecked, lawCheckMatches.String()+" (Options.Check is nil)")
	}
	if len(unchecked) > 0 {
		tb.Logf("gametest: %s: not checked: %s", g.Name(), strings.Join(unchecked, "; "))
	}
	return true
}

// rnger is a State with RNG, which Options.RNG reads when it is nil.
type rnger interface{ RNG() core.RNG }

// schedule is the number of games to play and how many each rapid case
// plays (more than one when the games outnumber rapid's cases).
func (o Options[S, M]) schedule() (games, perCase int) {
	cases := rapidChecks()
	switch {
	case rapidChecksSet():
		return cases, 1
	case o.Checks > 0:
		games = o.Checks
	case Long():
		games = LongChecks
	case testing.Short():
		games = ShortChecks
	default:
		games = DefaultChecks
	}
	perCase = max(1, (games+cases-1)/cases)
	return games, perCase
}

// rapidChecks is the number of cases rapid.Check runs: its -rapid.checks
// flag (default 100), a fifth of it under -short.
func rapidChecks() int {
	n := 100
	if f := flag.Lookup("rapid.checks"); f != nil {
		if v, err := strconv.Atoi(f.Value.String()); err == nil && v > 0 {
			n = v
		}
	}
	if testing.Short() {
		n /= 5
	}
	return max(n, 1)
}

// rapidChecksSet reports whether the user asked rapid for a number of
// cases (-rapid.checks or RAPID_CHECKS).
func rapidChecksSet() bool {
	set := os.Getenv("RAPID_CHECKS") != ""
	flag.Visit(func(f *flag.Flag) {
		if f.Name == "rapid.checks" {
			set = true
		}
	})
	return set
}

// checkConfigs checks law 10 (config): New starts the default game from
// nil and {} and refuses, with ErrBadConfig, seat counts outside
// PlayerRange, unknown fields (a misspelt house-rule switch), malformed
// JSON, and a key of each tested config in the wrong case or given twice.
func checkConfigs[S any, M core.Move](tb rapid.TB, g core.Game[S, M], o Options[S, M], configs [][]byte) {
	tb.Helper()
	for _, ok := range []string{"", "{}"} {
		if _, err := g.New([]byte(ok), 1); err != nil {
			tb.Fatalf("New(%q): %v; the default game must start (%v)", ok, err, lawConfig)
			return
		}
	}
	lo, hi := g.PlayerRange()
	bad := [][]byte{core.PlayersConfig(hi + 1), []byte(`{"no_such_house_rule":true}`), []byte(`{"players":`), []byte(`[]`)}
	if lo > 1 {
		bad = append(bad, core.PlayersConfig(lo-1))
	}
	for _, b := range bad {
		if _, err := g.New(b, 1); !errors.Is(err, core.ErrBadConfig) {
			tb.Fatalf("New(%s) = %v, want an ErrBadConfig error (%v)", b, err, lawConfig)
			return
		}
	}
	for _, config := range configs {
		wrongCase, twice := configVariants(config)
		for _, c := range []struct {
			b    []byte
			what string
		}{{wrongCase, "a key in the wrong case"}, {twice, "a key given twice"}} {
			if c.b == nil {
				continue
			}
			if _, err := g.New(c.b, 1); !errors.Is(err, core.ErrBadConfig) {
				tb.Fatalf("New(%s) = %v: a config with %s must be an ErrBadConfig error (%v)", c.b, err, c.what, lawConfig)
				return
			}
		}
	}
}

// configVariants returns config with its first key whose case can change
// upper-cased, and config with its first key given twice; nil where
// config has no such key.
func configVariants(config []byte) (wrongCase, twice []byte) {
	keys, vals := topLevel(config)
	if len(keys) == 0 {
		return nil, nil
	}
	build := func(keys []string, vals []json.RawMessage) []byte {
		var b bytes.Buffer
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			kb, _ := json.Marshal(k)
			b.Write(kb)
			b.WriteByte(':')
			b.Write(vals[i])
		}
		b.WriteByte('}')
		return b.Bytes()
	}
	for i, k := range keys {
		if up := strings.ToUpper(k); up != k {
			ks := slices.Clone(keys)
			ks[i] = up
			wrongCase = build(ks, vals)
			break
		}
	}
	twice = build(append([]string{keys[0]}, keys...), append([]json.RawMessage{vals[0]}, vals...))
	return wrongCase, twice
}

// topLevel lists the keys of a JSON object and their raw values, in order;
// nothing when b is not an object.
func topLevel(b []byte) (keys []string, vals []json.RawMessage) {
	dec := json.NewDecoder(bytes.NewReader(b))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, nil
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, nil
		}
		k, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil
		}
		keys, vals = append(keys, k), append(vals, v)
	}
	return keys, vals
}

func (o Options[S, M]) configs(g core.Game[S, M]) [][]byte {
	var out [][]byte
	players := o.Players
	if len(players) == 0 {
		lo, hi := g.PlayerRange()
		for n := lo; n <= hi; n++ {
			players = append(players, n)
		}
	}
	for _, n := range players {
		out = append(out, core.PlayersConfig(n))
	}
	return append(out, o.Configs...)
}

// cmpOptions compare states field by field, unexported fields included,
// with nil and empty slices equal.
var cmpOptions = cmp.Options{
	cmp.Exporter(func(reflect.Type) bool { return true }),
	cmpopts.EquateEmpty(),
}

// Diff is the go-cmp diff of two states as the harness compares them
// (unexported fields included, nil equal to empty); "" when equal. Values
// reflect.DeepEqual calls equal are equal without asking go-cmp, which is
// many times slower.
func Diff(a, b any) string {
	if reflect.DeepEqual(a, b) {
		return ""
	}
	return cmp.Diff(a, b, cmpOptions)
}

type checker[S any, M core.Move] struct {
	g      core.Game[S, M]
	o      Options[S, M]
	t      *rapid.T
	rerun  string // the command that reruns the Run
	config []byte
	ci     int // config's index in the Run's configs
	seed   uint64
	moves  []M
	texts  []string
	logs   [][]string // event strings per move
	pool   []M        // moves seen legal somewhere, to try where they are not
	n      int
	buf    []M                 // AppendLegal's reused dst
	kinds  map[string][]string // event kind -> its JSON keys, sorted
	tp     *tamperPool         // positions kept for the Tamper law
	voc    vocab               // the Vocabulary law's checker
	// drawing is true while the checker draws from rapid: a case that
	// ends there ran out of data (a stale fail file's replay), which
	// is no failure, so the Run's count of games stays Options.Checks.
	drawing *bool
	evs     []core.Event // AppendApply's reused dst
}

func (c *checker[S, M]) fail(format string, args ...any) {
	c.t.Helper()
	last := c.texts
	if len(last) > 12 {
		last = last[len(last)-12:]
	}
	c.t.Fatalf("%s (config %s, game seed %d, after %d moves, last %q)%s", fmt.Sprintf(format, args...), c.config, c.seed, len(c.moves), last, rerunSuffix(c.rerun))
}

// catch turns a panic of the game into a failure of the harness, which
// ends with the rerun command as every failure does; rapid's own panics
// (a failure, data run out) go on.
func (c *checker[S, M]) catch() {
	r := recover()
	if r == nil {
		return
	}
	if t := reflect.TypeOf(r); t != nil && t.PkgPath() == rapidPkg {
		panic(r)
	}
	c.fail("the game panics: %v\n%s", r, debug.Stack())
}

// rapidPkg is the path of rapid's package, whose panics are its own.
var rapidPkg = reflect.TypeOf((*rapid.T)(nil)).Elem().PkgPath()

func (c *checker[S, M]) json(x any) []byte {
	c.t.Helper()
	b, err := json.Marshal(x)
	if err != nil {
		c.fail("json.Marshal: %v (%v)", err, lawRoundTrip)
	}
	return b
}

func (c *checker[S, M]) play() {
	defer c.catch()
	g := c.g
	s, err := g.New(c.config, c.seed)
	if err != nil {
		c.fail("New: %v (%v)", err, lawConfig)
	}
	again, _ := g.New(c.config, c.seed)
	if d := Diff(s, again); d != "" {
		c.fail("New is not deterministic (-first +second):\n%s (%v)", d, lawDeterminism)
	}
	withRNG, err := g.NewWithRNG(c.config, core.NewRNG(c.seed))
	if err != nil {
		c.fail("NewWithRNG(config, core.NewRNG(seed)): %v, but New(config, seed) starts (%v)", err, lawNewWithRNG)
	}
	if d := Diff(s, withRNG); d != "" {
		c.fail("New(config, seed) != NewWithRNG(config, core.NewRNG(seed)) (-New +NewWithRNG):\n%s (%v)", d, lawNewWithRNG)
	}
	c.n = g.NumPlayers(s)
	for step := 0; ; step++ {
		legal := c.cheap(s)
		costly := step < 8 || step&(step-1) == 0 || step%c.o.Stride == 0
		if costly {
			c.costly(s, legal)
		} else if c.tp != nil {
			c.collect(s, nil)
		}
		if g.Over(s) {
			break
		}
		if step >= c.o.MaxMoves {
			c.fail("game not over after %d moves (Options.MaxMoves): the game may never end (%v)", step, lawEnds)
		}
		*c.drawing = true // a replayed fail file may run out of data here too
		i := rapid.IntRange(0, len(legal)-1).Draw(c.t, "move")
		*c.drawing = false
		m := legal[i]
		var before []byte
		if costly {
			before = c.json(s)
		}
		next, events, err := g.Apply(s, m)
		if err != nil {
			c.fail("legal move %q refused: %v (%v)", m, err, lawLegal)
		}
		c.events(events, costly || g.Over(next))
		if costly {
			if after := c.json(s); !bytes.Equal(before, after) {
				c.fail("Apply(%q) mutated its input state (%v)", m, lawImmutable)
			}
			c.branch(s, legal, i, next)
			c.playout(s, legal, m, next)
			c.appendApply(s, m, next, events)
		}
		c.moves = append(c.moves, m)
		c.texts = append(c.texts, m.String())
		c.logs = append(c.logs, eventStrings(events))
		s = next
	}
	c.end(s)
}

// cheap runs the checks done at every step and returns Legal(s).
func (c *checker[S, M]) cheap(s S) []M {
	g := c.g
	over, tm, legal := g.Over(s), g.ToMove(s), g.Legal(s)
	if over != (tm == core.NoPlayer) {
		c.fail("Over is %v but ToMove is %v (%v)", over, tm, lawLegal)
	}
	if over != (len(legal) == 0) {
		c.fail("Over is %v but Legal has %d moves (%v)", over, len(legal), lawLegal)
	}
	if !over && (tm < 0 || int(tm) >= c.n) {
		c.fail("ToMove is %v, not a seat of %d (%v)", tm, c.n, lawLegal)
	}
	if !over && !g.Result(s).IsZero() {
		c.fail("Result is not zero before the game is over: %+v (%v)", g.Result(s), lawResult)
	}
	if again := g.Legal(s); !slices.Equal(legal, again) {
		c.fail("Legal is not stable: %v then %v (%v)", legal, again, lawCanonicalLegal)
	}
	seen := make(map[string]bool, len(legal))
	for _, m := range legal {
		if m.Mover() != tm {
			c.fail("legal move %q is by %v, but ToMove is %v (%v)", m, m.Mover(), tm, lawCanonicalLegal)
		}
		str := m.String()
		if seen[str] {
			c.fail("Legal has two moves written %q (duplicate or ambiguous notation) (%v)", str, lawCanonicalLegal)
		}
		seen[str] = true
		if len(c.pool) < 256 && !slices.Contains(c.pool, m) {
			c.pool = append(c.pool, m)
		}
	}
	if c.o.Invariant != nil {
		if err := c.o.Invariant(s); err != nil {
			c.fail("invariant: %v (%v)", err, lawInvariant)
		}
	}
	var zero M
	if slices.Contains(legal, zero) {
		c.fail("the zero Move is in Legal %v: it must never be legal (%v)", legal, lawZeroMove)
	}
	c.appendLegal(s, legal)
	return legal
}

// costly runs the expensive checks on s.
func (c *checker[S, M]) costly(s S, legal []M) {
	g := c.g
	// JSON round trip of the state.
	b := c.json(s)
	c.stateJSON(b, "the state")
	if keys, _ := topLevel(b); slices.Contains(keys, "view") {
		c.fail("a full state's JSON has a \"view\" key: only a View's does (%v)", lawViewState)
	}
	c.vocabState(s, b, false, core.NoPlayer)
	if c.tp != nil {
		c.collect(s, b)
	}
	var back S
	if err := json.Unmarshal(b, &back); err != nil {
		c.fail("State JSON does not decode: %v (%v)", err, lawRoundTrip)
	}
	if d := Diff(s, back); d != "" {
		c.fail("State JSON round trip differs (-state +decoded):\n%s (%v)", d, lawRoundTrip)
	}
	// Notation and JSON of every legal move.
	for _, m := range legal {
		if got, want := c.json(m), c.json(m.String()); !bytes.Equal(got, want) {
			c.fail("Move JSON of %q is %s, want its notation as a JSON string, %s (%v)", m, got, want, lawMoveJSON)
		}
		p, err := g.ParseMove(m.String())
		if err != nil || p != m {
			c.fail("ParseMove(%q) = %v, %v; want the move back (%v)", m.String(), p, err, lawRoundTrip)
		}
		var mb M
		if err := json.Unmarshal(c.json(m), &mb); err != nil || mb != m {
			c.fail("Move JSON round trip of %q gives %v, %v (%v)", m, mb, err, lawRoundTrip)
		}
	}
	c.canonical(legal)
	c.words(s, legal)
	c.views(s, legal)
	c.illegal(s, legal)
	c.learning(s, legal)
	c.zeroMove(s)
}

func (c *checker[S, M]) views(s S, legal []M) {
	g := c.g
	tm := g.ToMove(s)
	rng := core.NewRNG(c.seed ^ uint64(len(c.moves))*0x9e3779b97f4a7c15)
	for p := core.NoPlayer; int(p) < c.n; p++ {
		v := g.View(s, p)
		if d := Diff(v, g.View(v, p)); d != "" {
			c.fail("View(View(s, %v), %v) != View(s, %v):\n%s (%v)", p, p, p, d, lawViewSafety)
		}
		vj := c.json(v)
		c.viewJSON(vj, p)
		c.stateJSON(vj, fmt.Sprintf("View(s, %v)", p))
		var vb S
		if err := json.Unmarshal(vj, &vb); err != nil {
			c.fail("View JSON for %v does not decode: %v (%v)", p, err, lawRoundTrip)
		} else if d := Diff(v, vb); d != "" {
			c.fail("View JSON round trip for %v differs:\n%s (%v)", p, d, lawRoundTrip)
		}
		if g.ToMove(v) != tm || g.Over(v) != g.Over(s) {
			c.fail("View for %v changes ToMove/Over (%v)", p, lawViewSafety)
		}
		var r1, r2 core.RNG
		r1, rng = split(rng)
		r2, rng = split(rng)
		det := g.Determinize(s, p, r1)
		if d := Diff(v, g.View(det, p)); d != "" {
			c.fail("view leak: a state %v cannot tell from this one (Determinize of the full state) has another View(·, %v) — the View shows something hidden, or keeps the RNG (-view +view of determinized):\n%s (%v)", p, p, d, lawViewSafety)
		}
		detv := g.Determinize(v, p, r2)
		if d := Diff(v, g.View(detv, p)); d != "" {
			c.fail("Determinize(View(s, %v)) is not consistent with the view (-view +view of determinized):\n%s (%v)", p, d, lawViewSafety)
		}
		if got := c.o.RNG(det); got != r1 {
			c.fail("Determinize(s, %v, r) returned a state whose RNG is not r: deal from r.Split() and set the RNG to r itself (%v)", p, lawDeterminizeRNG)
		}
		if got := c.o.RNG(detv); got != r2 {
			c.fail("Determinize(View(s, %v), %v, r) returned a state whose RNG is not r: deal from r.Split() and set the RNG to r itself (%v)", p, p, lawDeterminizeRNG)
		}
		c.vocabState(s, vj, true, p)
		c.viewApply(v, p, legal)
		if keys, _ := topLevel(c.json(detv)); slices.Contains(keys, "view") {
			c.fail("Determinize(View(s, %v)) is still marked a View: it returns a full state (%v)", p, lawViewState)
		}
		if c.o.Invariant != nil {
			if err := c.o.Invariant(det); err != nil {
				c.fail("invariant of Determinize(s, %v): %v (%v)", p, err, lawInvariant)
			}
			if err := c.o.Invariant(detv); err != nil {
				c.fail("invariant of Determinize(View(s, %v)): %v (%v)", p, err, lawInvariant)
			}
		}
		if p != tm || p == core.NoPlayer {
			_ = g.Legal(v) // Legal works on every view; only the mover's is compared
			continue
		}
		c.viewWords(s, v, p, legal)
		if got := g.Legal(v); !slices.Equal(got, legal) {
			c.fail("the mover's options depend on what they cannot see: Legal(View(s, %v)) = %v, Legal(s) = %v (%v)", p, got, legal, lawViewSafety)
		}
		if got := g.Legal(detv); !slices.Equal(got, legal) {
			c.fail("Legal(Determinize(View(s, %v))) = %v, Legal(s) = %v (%v)", p, got, legal, lawViewSafety)
		}
		for i, m := range legal {
			if i == 16 {
				break
			}
			before := c.json(detv)
			if _, _, err := g.Apply(detv, m); err != nil {
				c.fail("legal move %q refused on a determinized state: %v (%v)", m, err, lawViewSafety)
			}
			if !bytes.Equal(before, c.json(detv)) {
				c.fail("Apply(%q) mutated its input state (a determinized one) (%v)", m, lawImmutable)
			}
		}
	}
}

func split(r core.RNG) (core.RNG, core.RNG) {
	v, r := r.Uint64()
	return core.NewRNG(v), r
}

// illegal tries every move seen legal elsewhere that is not legal here.
func (c *checker[S, M]) illegal(s S, legal []M) {
	g := c.g
	before := c.json(s)
	over, tm := g.Over(s), g.ToMove(s)
	if c.o.Check != nil {
		for _, m := range legal {
			if err := c.o.Check(s, m); err != nil {
				c.fail("Options.Check refuses %q, which Legal lists: %v (%v)", m, err, lawCheckMatches)
			}
		}
	}
	for _, m := range c.pool {
		if slices.Contains(legal, m) {
			continue
		}
		if c.o.Check != nil && c.o.Check(s, m) == nil {
			c.fail("Options.Check passes %q, which is not in Legal %v (%v)", m, legal, lawCheckMatches)
		}
		got, _, err := g.Apply(s, m)
		switch {
		case err == nil:
			c.fail("Apply accepted %q, which is not in Legal %v (%v)", m, legal, lawLegal)
		case over && !errors.Is(err, core.ErrGameOver):
			c.fail("Apply(%q) after the end: %v, want ErrGameOver (%v)", m, err, lawLegal)
		case !over && m.Mover() != tm && !errors.Is(err, core.ErrNotYourTurn):
			c.fail("Apply(%q) by %v while %v moves: %v, want ErrNotYourTurn (%v)", m, m.Mover(), tm, err, lawLegal)
		case !over && m.Mover() == tm && !errors.Is(err, core.ErrIllegalMove):
			c.fail("Apply(%q) outside Legal: %v, want ErrIllegalMove (%v)", m, err, lawLegal)
		}
		if !bytes.Equal(c.json(got), before) {
			c.fail("Apply(%q) failed but did not return the state unchanged (%v)", m, lawLegal)
		}
		if !bytes.Equal(c.json(s), before) {
			c.fail("Apply(%q) failed and mutated its input state (%v)", m, lawImmutable)
		}
	}
}

// branch applies a second move to s and checks that the first result
// (next) did not change: a slice shared between them and appended to would.
func (c *checker[S, M]) branch(s S, legal []M, i int, next S) {
	g := c.g
	nb := c.json(next)
	for j, m := range legal {
		if j == i {
			continue
		}
		other, _, err := g.Apply(s, m)
		if err != nil {
			c.fail("legal move %q refused: %v (%v)", m, err, lawLegal)
		}
		if !bytes.Equal(c.json(next), nb) {
			c.fail("applying %q to a state changed the state that %q produced from it (shared memory) (%v)", m, legal[i], lawImmutable)
		}
		_ = other
		if j > i+4 {
			break
		}
	}
}

// events checks a move's events; their JSON (laws 13 and 24) when costly.
func (c *checker[S, M]) events(events []core.Event, costly bool) {
	for _, e := range events {
		if e == nil {
			c.fail("Apply returned a nil event (%v)", lawEventJSON)
		}
		if e.String() == "" {
			c.fail("event %T prints as nothing (%v)", e, lawEventJSON)
		}
		if e.Audience() == 0 {
			c.fail("event %q has no audience (%v)", e, lawEventJSON)
		}
		if costly {
			c.eventJSON(e)
			c.vocabEvent(e)
		}
	}
}

func eventStrings(events []core.Event) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = e.String()
		if a := e.Audience(); a != core.Everyone {
			out[i] += " [" + a.String() + "]"
		}
	}
	return out
}

func (c *checker[S, M]) end(s S) {
	g := c.g
	r := g.Result(s)
	if err := CheckResult(r, c.n); err != nil {
		c.fail("Result %+v: %v (%v)", r, err, lawResult)
	}
	if p := g.Prompt(s); p != "" {
		c.fail("Prompt of a finished game is %q, want \"\" (%v)", p, lawPrompt)
	}
	for _, m := range c.pool {
		if _, _, err := g.Apply(s, m); !errors.Is(err, core.ErrGameOver) {
			c.fail("Apply(%q) after the end: %v, want ErrGameOver (%v)", m, err, lawLegal)
		}
		if c.o.Check != nil && c.o.Check(s, m) == nil {
			c.fail("Options.Check passes %q after the end of the game (%v)", m, lawCheckMatches)
		}
	}
	c.zeroMove(s)
	// Determinism: replay the moves from the seed.
	again, err := g.New(c.config, c.seed)
	if err != nil {
		c.fail("New again: %v (%v)", err, lawDeterminism)
	}
	for i, m := range c.moves {
		var evs []core.Event
		again, evs, err = g.Apply(again, m)
		if err != nil {
			c.fail("replay: move %d %q refused: %v (%v)", i, m, err, lawDeterminism)
		}
		if got := eventStrings(evs); !slices.Equal(got, c.logs[i]) {
			c.fail("replay: move %d %q gave other events:\n%s (%v)", i, m, cmp.Diff(c.logs[i], got), lawDeterminism)
		}
	}
	if d := Diff(s, again); d != "" {
		c.fail("replay from the seed ends in another state:\n%s (%v)", d, lawDeterminism)
	}
	// A Record through JSON and core.Replay.
	rec := core.Record{Game: g.Name(), Config: c.config, Seed: c.seed, Moves: c.texts, Over: true}
	var rec2 core.Record
	if err := json.Unmarshal(c.json(rec), &rec2); err != nil {
		c.fail("Record JSON: %v (%v)", err, lawDeterminism)
	}
	replayed, err := core.Replay(g, rec2, nil)
	if err != nil {
		c.fail("core.Replay: %v (%v)", err, lawDeterminism)
	}
	if d := Diff(s, replayed); d != "" {
		c.fail("core.Replay ends in another state:\n%s (%v)", d, lawDeterminism)
	}
}

// CheckResult checks that r is a well-formed Result of a finished game of n
// seats: a score and a rank per seat, ranks that count the seats ahead, and
// winners that are exactly the seats ranked first (or nobody).
func CheckResult(r core.Result, n int) error {
	if len(r.Scores) != n || len(r.Rank) != n {
		return fmt.Errorf("%d scores and %d ranks for %d seats", len(r.Scores), len(r.Rank), n)
	}
	for p, k := range r.Rank {
		ahead := 0
		for _, j := range r.Rank {
			if j < k {
				ahead++
			}
		}
		if k != ahead {
			return fmt.Errorf("seat %d has rank %d but %d seats are ahead of it", p, k, ahead)
		}
	}
	if len(r.Winners) == 0 {
		return nil
	}
	var first []core.Player
	for p, k := range r.Rank {
		if k == 0 {
			first = append(first, core.Player(p))
		}
	}
	w := slices.Clone(r.Winners)
	slices.Sort(w)
	if !slices.Equal(w, first) {
		return fmt.Errorf("winners %v are not the seats ranked first %v", r.Winners, first)
	}
	return nil
}
