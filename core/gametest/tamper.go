package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/mafiarules/sdk/core"
)

// The Tamper law: positions of the random games, one or two at each kind
// of decision of each config, are edited one edit at a time, and each
// edited position is refused with ErrBadState or plays to the end.

// tamperPos is a full state met in a random game, kept for editing.
type tamperPos struct {
	kind   string // config index and decision kind
	config []byte
	seed   uint64
	step   int
	json   []byte
}

// tamperPool collects the positions of a Run's random games.
type tamperPool struct {
	pos  []tamperPos
	seen map[string][]uint64 // kind -> the seeds of the games it was taken from
}

// Positions kept: per config and decision kind, and in all.
const (
	tamperPerKind = 2
	tamperMax     = 400
)

// collect keeps s (whose JSON b is, or nil) if no position of its config
// and decision kind was kept yet from this game, nor tamperPerKind from
// any. The kind is State.Decision's, or the JSON's "decision" at a costly
// step.
func (c *checker[S, M]) collect(s S, b []byte) {
	if c.tp == nil || len(c.tp.pos) >= tamperMax || c.g.Over(s) {
		return
	}
	kind, ok := decisionOf(s)
	if !ok {
		if b == nil {
			return
		}
		root, err := parseTree(b)
		if err != nil {
			return
		}
		if d := root.get("decision"); d != nil && d.kind == jStr {
			kind = d.s
		}
	}
	key := strconv.Itoa(c.ci) + "/" + kind
	seeds := c.tp.seen[key]
	if len(seeds) >= tamperPerKind || (len(seeds) > 0 && seeds[len(seeds)-1] == c.seed) {
		return
	}
	if b == nil {
		b = c.json(s)
	}
	c.tp.seen[key] = append(seeds, c.seed)
	c.tp.pos = append(c.tp.pos, tamperPos{kind: key, config: c.config, seed: c.seed, step: len(c.moves), json: b})
}

// An edit is one change to one value of one kept position.
type edit struct {
	pos  int32 // index in tamperPool.pos
	node int32 // index in that position's flattened values
	op   editOp
	arg  int32 // the number (numberEdits), the other string, the entry
}

type editOp uint8

const (
	opNumber editOp = iota // a number moved: ±1, or to an extreme
	opString               // a string replaced by another of its key
	opSwap                 // entries arg and arg+1 (or 0 and the last) swapped
	opDrop                 // entry or key arg dropped
	opDouble               // entry arg doubled
)

// numberEdits are what a number becomes: one more, one less, and the
// extremes of the integer types a decoder might read it into.
var numberEdits = []string{"n+1", "n-1", "0", "-1", "1", "127", "255", "256", "65535",
	"2147483647", "-2147483648", "9223372036854775807", "-9223372036854775808", "1e300", "0.5"}

// flat is a kept position parsed, with its values in walk order.
type flat struct {
	root  *jnode
	nodes []*jnode
	paths []string
	keys  []string // each value's nearest object key
}

func flatten(root *jnode) *flat {
	f := &flat{root: root}
	var walk func(n *jnode, path, key string)
	walk = func(n *jnode, path, key string) {
		f.nodes, f.paths, f.keys = append(f.nodes, n), append(f.paths, path), append(f.keys, key)
		for i, kid := range n.kids {
			if n.kind == jObj {
				if path == "$" && n.keys[i] == "rng" {
					continue // chance, not a fact of the position
				}
				walk(kid, member(path, n.keys[i]), n.keys[i])
			} else {
				walk(kid, elem(path, i), key)
			}
		}
	}
	walk(root, "$", "")
	return f
}

// What the Tamper law's work is counted in: each edit costs the bytes of
// the edited position's JSON (decoding it) and, for every move played out
// from it, tamperMoveWork more. The weights make a unit cost about the same
// time in each of the module's four games.
const tamperMoveWork = 100

// tamperWork is the work a Run spends on edits.
func (o Options[S, M]) tamperWork() int64 {
	w := int64(o.TamperWork)
	if w <= 0 {
		w = DefaultTamperWork
	}
	switch {
	case Long():
		return w * LongTamperFactor
	case testing.Short():
		return max(w/4, 1)
	}
	return w
}

// checkTamper edits the kept positions, in an order drawn from the Run's
// seed and the game's name, until every edit is tried or the edits tried
// cost Options.TamperWork: what it tries depends on the seed (which decides
// the random games, and so the positions kept) and the Options alone,
// never on the clock.
func checkTamper[S any, M core.Move](tb rapid.TB, g core.Game[S, M], o Options[S, M], pool *tamperPool, seed uint64) {
	tb.Helper()
	flats := make([]*flat, len(pool.pos))
	values := map[string][]string{} // key -> the strings seen under it
	for i, p := range pool.pos {
		root, err := parseTree(p.json)
		if err != nil {
			tb.Fatalf("a state's JSON does not parse: %v", err)
			return
		}
		flats[i] = flatten(root)
		for j, n := range flats[i].nodes {
			if k := flats[i].keys[j]; n.kind == jStr && len(values[k]) < 16 && !containsStr(values[k], n.s) {
				values[k] = append(values[k], n.s)
			}
		}
	}
	// The edits of value j of position i.
	nodeEdits := func(out []edit, i, j int) []edit {
		f := flats[i]
		n := f.nodes[j]
		add := func(op editOp, arg int) {
			out = append(out, edit{pos: int32(i), node: int32(j), op: op, arg: int32(arg)})
		}
		switch n.kind {
		case jNum:
			for k := range numberEdits {
				add(opNumber, k)
			}
		case jStr:
			for k, s := range values[f.keys[j]] {
				if s != n.s {
					add(opString, k)
				}
			}
		case jArr:
			for k := range n.kids {
				add(opDrop, k)
				add(opDouble, k)
				if k+1 < len(n.kids) {
					add(opSwap, k)
				}
			}
			if len(n.kids) > 2 {
				add(opSwap, -1)
			}
		case jObj:
			for k := range n.kids {
				if !(j == 0 && n.keys[k] == "rng") {
					add(opDrop, k)
				}
			}
		}
		return out
	}
	h := fnv.New64a()
	h.Write([]byte(g.Name()))
	r := rand.New(rand.NewPCG(h.Sum64(), seed))
	// Every edit, shuffled, when they are few enough to list; else edits
	// drawn one at a time (a position, a value of it, an edit of that
	// value), as many as the work allows.
	nodes := 0
	for _, f := range flats {
		nodes += len(f.nodes)
	}
	var edits []edit
	total := -1 // unknown: drawn
	if nodes <= 1<<14 {
		for i, f := range flats {
			for j := range f.nodes {
				edits = nodeEdits(edits, i, j)
			}
		}
		r.Shuffle(len(edits), func(i, j int) { edits[i], edits[j] = edits[j], edits[i] })
		total = len(edits)
	}
	next := func(k int) (edit, bool) {
		if total >= 0 {
			if k >= total {
				return edit{}, false
			}
			return edits[k], true
		}
		for {
			i := r.IntN(len(flats))
			es := nodeEdits(edits[:0], i, r.IntN(len(flats[i].nodes)))
			if len(es) > 0 {
				return es[r.IntN(len(es))], true
			}
		}
	}
	start := time.Now()
	budget := o.tamperWork()
	var work int64
	tried, refused := 0, 0
	fp := fnv.New64a() // the edits tried, in order
	for work < budget {
		e, ok := next(tried)
		if !ok {
			break
		}
		tried++
		fmt.Fprintf(fp, "%d.%d.%d.%d;", e.pos, e.node, e.op, e.arg)
		ok, cost, bad := tamperOne(g, o, pool.pos[e.pos], flats[e.pos], values, e, r.Uint64())
		if bad != "" {
			tb.Fatalf("%s", bad)
			return
		}
		work += cost
		if !ok {
			refused++
		}
	}
	of := "drawn at random"
	if total >= 0 {
		of = fmt.Sprintf("of %d", total)
	}
	tb.Logf("gametest: %s: tamper: %d edits %s of %d positions tried (work %d of %d, Options.TamperWork; edits %016x) in %v: %d refused, %d played out",
		g.Name(), tried, of, len(pool.pos), work, budget, fp.Sum64(), time.Since(start).Round(time.Millisecond), refused, tried-refused)
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// tamperOne makes edit e, decodes the edited position and plays it out.
// It reports whether the position decoded, the work it took (the edited
// JSON's bytes, and tamperMoveWork for each move played from it) and what
// went wrong ("" if nothing).
func tamperOne[S any, M core.Move](g core.Game[S, M], o Options[S, M], p tamperPos, f *flat, values map[string][]string, e edit, seed uint64) (decoded bool, work int64, bad string) {
	n, path := f.nodes[e.node], f.paths[e.node]
	before := n.String()
	var what, after string
	undo := func() {}
	switch e.op {
	case opNumber:
		old := n.s
		v := numberEdits[e.arg]
		if v == "n+1" || v == "n-1" {
			x, err := strconv.ParseInt(old, 10, 64)
			if err != nil {
				return false, 0, "" // not an integer: only its extremes apply
			}
			if v == "n+1" {
				x++
			} else {
				x--
			}
			v = strconv.FormatInt(x, 10)
		}
		if v == old {
			return false, 0, ""
		}
		n.s = v
		what, after = "a number moved", v
		undo = func() { n.s = old }
	case opString:
		old := n.s
		n.s = values[f.keys[e.node]][e.arg]
		what, after = "an id replaced by another of its key", n.String()
		undo = func() { n.s = old }
	case opSwap:
		i, j := int(e.arg), int(e.arg)+1
		if e.arg < 0 {
			i, j = 0, len(n.kids)-1
		}
		n.kids[i], n.kids[j] = n.kids[j], n.kids[i]
		what, path = "two entries swapped", fmt.Sprintf("%s[%d] and [%d]", path, i, j)
		after = n.String()
		undo = func() { n.kids[i], n.kids[j] = n.kids[j], n.kids[i] }
	case opDrop:
		kids, keys := n.kids, n.keys
		i := int(e.arg)
		n.kids = append(append([]*jnode{}, kids[:i]...), kids[i+1:]...)
		if n.kind == jObj {
			n.keys = append(append([]string{}, keys[:i]...), keys[i+1:]...)
			what, path = "a key dropped", member(path, keys[i])
		} else {
			what, path = "an entry dropped", elem(path, i)
		}
		after = n.String()
		undo = func() { n.kids, n.keys = kids, keys }
	case opDouble:
		kids := n.kids
		i := int(e.arg)
		n.kids = append(append(append([]*jnode{}, kids[:i+1]...), kids[i]), kids[i+1:]...)
		what, path = "an entry doubled", elem(path, i)
		after = n.String()
		undo = func() { n.kids = kids }
	}
	b := f.root.bytes()
	undo()
	work = int64(len(b))
	report := func(format string, args ...any) string {
		pos := string(b)
		if len(pos) > 20000 {
			pos = pos[:20000] + "..."
		}
		return fmt.Sprintf("tamper (law %s): edit (%s) at %s: %s -> %s: %s\n  the edited position (decision %q of config %s, game seed %d, after %d moves of the random game):\n  %s",
			Tamper, what, path, before, after, fmt.Sprintf(format, args...), p.kind, p.config, p.seed, p.step, pos)
	}
	var s S
	panicked, err := catchErr(func() error { return json.Unmarshal(b, &s) })
	switch {
	case panicked != "":
		return false, work, report("decoding it panics: %s", panicked)
	case err != nil && !errors.Is(err, core.ErrBadState):
		return false, work, report("it is refused with %v, want an ErrBadState error", err)
	case err != nil:
		return false, work, ""
	}
	var played []string
	panicked, err = catchErr(func() error {
		var buf []M
		rng := core.NewRNG(seed)
		for step := 0; ; step++ {
			if o.Invariant != nil {
				if err := o.Invariant(s); err != nil {
					return fmt.Errorf("it decodes, but after %d random moves from it %q Options.Invariant fails: %w", step, played, err)
				}
			}
			if g.Over(s) {
				return nil
			}
			if step >= o.MaxMoves {
				return fmt.Errorf("it decodes, but is not over after %d random moves (Options.MaxMoves)", step)
			}
			m, err := randomStep(g, &s, &buf, &rng)
			if err != nil {
				return fmt.Errorf("it decodes, but after %d random moves from it %q: %w", step, played, err)
			}
			played = append(played, m.String())
		}
	})
	work += int64(len(played)) * tamperMoveWork
	switch {
	case panicked != "":
		return true, work, report("it decodes, but after %d random moves from it %q the game panics: %s", len(played), played, panicked)
	case err != nil:
		return true, work, report("%v", err)
	}
	return true, work, ""
}

// catchErr runs f, turning a panic into its text.
func catchErr(f func() error) (panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	return "", f()
}
