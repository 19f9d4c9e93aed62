package sdk_test

// The formats' promise, tested: each game's testdata/compat holds
// positions (full states and views, at every decision random play
// reaches) and records (finished and unfinished, for every seat count and
// every on/off house rule, from a config and seed and from a written
// position) written by this version, each with the facts it had then. Every later version must decode each position to one with
// the same facts (and, while it writes the same format version, to the
// same bytes), and replay each record to the same facts and result.
//
// Until 1.0.0 is tagged, `go test . -run TestCompat -update-compat`
// rewrites the files; after it, a release may add files but never change
// one.

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

var updateCompat = flag.Bool("update-compat", false, "rewrite each game's testdata/compat files")

// compatFacts is what a compat position or record promises about the
// position it reaches.
type compatFacts struct {
	Active   string          `json:"active,omitempty"`
	ToMove   string          `json:"to_move,omitempty"`
	Phase    string          `json:"phase"`
	Decision string          `json:"decision"`
	Over     bool            `json:"over,omitempty"`
	Legal    []string        `json:"legal,omitempty"`
	Scores   []int           `json:"scores"`
	Result   json.RawMessage `json:"result,omitempty"`
	// Actions are the legal moves' action ids, in Legal's order, and
	// Observations each seat's Observation, hashed (the first 8 bytes of
	// SHA-256 over its float32 bits, little-endian, in hex): a change to
	// either is a change to what a trained bot was taught.
	Actions      []int    `json:"actions,omitempty"`
	Observations []string `json:"observations,omitempty"`
}

type compatPosition struct {
	Decision string          `json:"decision"`
	Seat     string          `json:"seat,omitempty"` // a view's seat; absent for a full state
	Position json.RawMessage `json:"position"`
	Facts    compatFacts     `json:"facts"`
}

type compatRecord struct {
	Record core.Record `json:"record"`
	Facts  compatFacts `json:"facts"`
}

func factsOf(t testing.TB, pos sdk.Position) compatFacts {
	f := compatFacts{Phase: pos.Phase(), Decision: pos.Decision(), Over: pos.Over(), Legal: pos.Legal()}
	if a := pos.Active(); a != core.NoPlayer {
		f.Active = a.String()
	}
	if p := pos.ToMove(); p != core.NoPlayer {
		f.ToMove = p.String()
	}
	for p := range pos.NumPlayers() {
		f.Scores = append(f.Scores, pos.Score(core.Player(p)))
	}
	f.Actions = pos.LegalActions()
	for p := range pos.NumPlayers() {
		f.Observations = append(f.Observations, observationHash(pos.Observation(core.Player(p))))
	}
	if pos.Over() {
		b, err := json.Marshal(pos.Result())
		if err != nil {
			t.Fatal(err)
		}
		f.Result = b
	}
	return f
}

// observationHash is compatFacts.Observations' hash of one observation.
func observationHash(obs []float32) string {
	h := sha256.New()
	var b [4]byte
	for _, x := range obs {
		binary.LittleEndian.PutUint32(b[:], math.Float32bits(x))
		h.Write(b[:])
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

func compactJSON(t testing.TB, b []byte) []byte {
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// compatConfigs are every seat count's default config and, at the
// default seat count, each on/off house rule turned the other way.
func compatConfigs(g sdk.Game) []json.RawMessage {
	lo, hi := g.PlayerRange()
	var out []json.RawMessage
	for n := lo; n <= hi; n++ {
		out = append(out, json.RawMessage(core.PlayersConfig(n)))
	}
	for _, sw := range g.Switches() {
		if sw.Type != "bool" {
			continue
		}
		flip := "true"
		if string(sw.Default) == "true" {
			flip = "false"
		}
		out = append(out, json.RawMessage(fmt.Sprintf(`{%q:%s}`, sw.Key, flip)))
	}
	return out
}

// randomGame plays g from New(config, seed) with random legal moves,
// calling each after every move; it returns the record with its hashes.
func randomGame(t testing.TB, g sdk.Game, config json.RawMessage, seed uint64, each func(sdk.Position)) core.Record {
	pos, err := g.New(config, seed)
	if err != nil {
		t.Fatalf("%s %s: %v", g.Name(), config, err)
	}
	r := core.Record{Game: g.Name(), Config: config, Seed: seed}
	rng := rand.New(rand.NewPCG(seed, 7))
	each(pos)
	for !pos.Over() && len(r.Moves) < 20000 {
		legal := pos.Legal()
		m := legal[rng.IntN(len(legal))]
		if pos, _, err = pos.Apply(m); err != nil {
			t.Fatalf("%s: %q: %v", g.Name(), m, err)
		}
		r.Moves = append(r.Moves, m)
		r.Hashes = append(r.Hashes, pos.Hash())
		each(pos)
	}
	r.Over = pos.Over()
	return r
}

func writeCompat(t *testing.T, g sdk.Game, dir string) {
	var positions []compatPosition
	seen := map[string]bool{}
	add := func(pos sdk.Position, seat string) {
		b, err := pos.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, compatPosition{Decision: pos.Decision(), Seat: seat, Position: compactJSON(t, b), Facts: factsOf(t, pos)})
	}
	for seed := uint64(1); seed <= 40; seed++ {
		randomGame(t, g, nil, seed, func(pos sdk.Position) {
			if seen[pos.Decision()] {
				return
			}
			seen[pos.Decision()] = true
			add(pos, "")
			p := pos.ToMove()
			if p == core.NoPlayer {
				p = 0
			}
			add(pos.View(p), p.String())
			other := core.Player((int(p) + 1) % pos.NumPlayers())
			add(pos.View(other), other.String())
		})
	}
	var records, fromPositions []compatRecord
	replay := func(r core.Record) compatRecord {
		pos, err := g.Replay(r)
		if err != nil {
			t.Fatalf("%s: %v", g.Name(), err)
		}
		return compatRecord{Record: r, Facts: factsOf(t, pos)}
	}
	for i, config := range compatConfigs(g) {
		full := randomGame(t, g, config, uint64(100+i), func(sdk.Position) {})
		half := full
		half.Moves, half.Hashes, half.Over = full.Moves[:len(full.Moves)/2], full.Hashes[:len(full.Moves)/2], false
		for _, r := range []core.Record{full, half} {
			records = append(records, replay(r))
		}
		// The same games from the position a third of the way in, as a
		// record that starts from a written position holds them: to the
		// end, and to the half.
		third := len(full.Moves) / 3
		from := fromPosition(t, g, full, third)
		from.Position = compactJSON(t, from.Position)
		fromHalf := from
		fromHalf.Moves, fromHalf.Hashes, fromHalf.Over = full.Moves[third:len(full.Moves)/2], full.Hashes[third:len(full.Moves)/2], false
		fromPositions = append(fromPositions, replay(from), replay(fromHalf))
	}
	records = append(records, fromPositions...)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeLines(t, filepath.Join(dir, "positions.jsonl"), positions)
	writeLines(t, filepath.Join(dir, "records.jsonl"), records)
	delete(replayed, g.Name())
}

// compatReplay is a compat record and what replaying it gives.
type compatReplay struct {
	compatRecord
	pos sdk.Position
	err error
}

// replayed holds compatReplays' answers: two tests replay the same records,
// and replaying checks every move's hash.
var replayed = map[string][]compatReplay{}

// compatReplays reads g's compat records and replays each, once a test
// binary.
func compatReplays(t *testing.T, g sdk.Game) []compatReplay {
	if out, ok := replayed[g.Name()]; ok {
		return out
	}
	var out []compatReplay
	for _, c := range readLines[compatRecord](t, filepath.Join(g.Name(), "testdata", "compat", "records.jsonl")) {
		pos, err := g.Replay(c.Record)
		out = append(out, compatReplay{c, pos, err})
	}
	replayed[g.Name()] = out
	return out
}

func writeLines[T any](t *testing.T, path string, items []T) {
	var b bytes.Buffer
	for _, it := range items {
		line, err := json.Marshal(it)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readLines[T any](t *testing.T, path string) []T {
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v: write the compat files with go test . -run TestCompat -update-compat", err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var it T
		if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
			t.Fatalf("%s line %d: %v", path, len(out)+1, err)
		}
		out = append(out, it)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCompatPositionsAndRecordsOfEarlierReleasesStillRead(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		dir := filepath.Join(name, "testdata", "compat")
		if *updateCompat {
			writeCompat(t, g, dir)
		}
		t.Run(name, func(t *testing.T) {
			positions := readLines[compatPosition](t, filepath.Join(dir, "positions.jsonl"))
			views := 0
			for i, c := range positions {
				pos, err := g.Decode(c.Position)
				if err != nil {
					t.Errorf("position %d (%s %s) no longer decodes: %v", i+1, c.Decision, c.Seat, err)
					continue
				}
				if got := factsOf(t, pos); !factsEqual(got, c.Facts) {
					t.Errorf("position %d (%s %s) decodes to another position:\n got %+v\nwant %+v", i+1, c.Decision, c.Seat, got, c.Facts)
				}
				if c.Seat != "" {
					views++
				}
				b, err := pos.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				if b = compactJSON(t, b); sameVersion(b, c.Position) && !bytes.Equal(b, c.Position) {
					t.Errorf("position %d (%s %s) writes back differently in the same format version:\n got %.300s\nwant %.300s", i+1, c.Decision, c.Seat, b, c.Position)
				}
			}
			if len(positions) < 3 || views == 0 {
				t.Errorf("%d positions, %d of them views: the compat files hold too few", len(positions), views)
			}
			records := compatReplays(t, g)
			finished, fromPosition := 0, 0
			for i, c := range records {
				pos, err := c.pos, c.err
				if err != nil {
					t.Errorf("record %d (%s, %d moves) no longer replays: %v", i+1, c.Record.Config, len(c.Record.Moves), err)
					continue
				}
				if got := factsOf(t, pos); !factsEqual(got, c.Facts) {
					t.Errorf("record %d (%s, %d moves) replays to another position:\n got %+v\nwant %+v", i+1, c.Record.Config, len(c.Record.Moves), got, c.Facts)
				}
				if c.Record.Over {
					finished++
				}
				if len(c.Record.Position) > 0 {
					fromPosition++
				}
			}
			if fromPosition == 0 {
				t.Errorf("%d records, none from a position: want records that start from a written position too", len(records))
			}
			if finished == 0 || finished == len(records) {
				t.Errorf("%d records, %d finished: want finished and unfinished ones", len(records), finished)
			}
		})
	}
}

func factsEqual(a, b compatFacts) bool {
	return a.Active == b.Active && a.ToMove == b.ToMove && a.Phase == b.Phase && a.Decision == b.Decision &&
		a.Over == b.Over && slices.Equal(a.Legal, b.Legal) && slices.Equal(a.Scores, b.Scores) &&
		bytes.Equal(a.Result, b.Result) && slices.Equal(a.Actions, b.Actions) &&
		slices.Equal(a.Observations, b.Observations)
}

// sameVersion says whether two positions' JSON carry one format version.
func sameVersion(a, b []byte) bool {
	var va, vb struct{ Version int }
	return json.Unmarshal(a, &va) == nil && json.Unmarshal(b, &vb) == nil && va.Version == vb.Version
}

// The compat test bites: a position edited into another one, or a record
// cut short, no longer has its facts.
func TestCompatFactsTellPositionsApart(t *testing.T) {
	g := sdk.MustLookup("tonytino")
	r := randomGame(t, g, nil, 3, func(sdk.Position) {})
	end, err := g.Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	r.Moves, r.Hashes, r.Over = r.Moves[:len(r.Moves)-1], r.Hashes[:len(r.Moves)-1], false
	before, err := g.Replay(r)
	if err != nil {
		t.Fatal(err)
	}
	if factsEqual(factsOf(t, end), factsOf(t, before)) {
		t.Error("the facts of a finished game and of the position one move before are equal")
	}
}
