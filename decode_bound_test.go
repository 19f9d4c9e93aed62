package sdk_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// The decoding budget of any input up to core.MaxJSON: 64 KiB plus 8
// bytes per input byte, and 50 ms on one core (asserted with a margin
// for a loaded machine; the measured times are logged).
const (
	budgetFixed   = 64 << 10
	budgetPerByte = 8
	timeLimit     = 500 * time.Millisecond
)

// decoders are the two ways into each game's position decoder: the
// package's State.UnmarshalJSON and the registry's Game.Decode.
func decoders(game string) map[string]func([]byte) error {
	g := sdk.MustLookup(game)
	var unmarshal func([]byte) error
	switch game {
	case "tonytino":
		unmarshal = func(b []byte) error { var s tonytino.State; return s.UnmarshalJSON(b) }
	case "nostracity":
		unmarshal = func(b []byte) error { var s nostracity.State; return s.UnmarshalJSON(b) }
	case "mafia":
		unmarshal = func(b []byte) error { var s mafia.State; return s.UnmarshalJSON(b) }
	case "speakeasy":
		unmarshal = func(b []byte) error { var s speakeasy.State; return s.UnmarshalJSON(b) }
	}
	return map[string]func([]byte) error{
		"UnmarshalJSON": unmarshal,
		"Game.Decode":   func(b []byte) error { _, err := g.Decode(b); return err },
	}
}

// blowUp is one hostile input: a real position with the value at path
// replaced by shape, grown to just under core.MaxJSON.
type blowUp struct {
	path, shape   string
	before, after []byte // the position around the value
}

// room is the size of every blow-up value: what is left under core.MaxJSON
// by the largest position the tests meet, so each input is just under it.
const room = core.MaxJSON - 16<<10

// built caches each shape's value, built once at size room.
var built = map[string][]byte{}

// input builds the hostile input.
func (c blowUp) input() []byte {
	v, ok := built[c.shape]
	if !ok {
		v = shapes[c.shape](room)
		built[c.shape] = v
	}
	in := make([]byte, 0, len(c.before)+len(v)+len(c.after))
	return append(append(append(in, c.before...), v...), c.after...)
}

// shapes build a value of about n bytes meant to make a decoder allocate.
var shapes = map[string]func(n int) []byte{
	"empty objects": func(n int) []byte { return repeated("[", "{}", ",", "]", n) },
	"empty arrays":  func(n int) []byte { return repeated("[", "[]", ",", "]", n) },
	"empty strings": func(n int) []byte { return repeated("[", `""`, ",", "]", n) },
	"zeros":         func(n int) []byte { return repeated("[", "0", ",", "]", n) },
	"many keys": func(n int) []byte {
		b := []byte{'{'}
		for i := 0; len(b) < n-16; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '"')
			b = strconv.AppendInt(b, int64(i), 36)
			b = append(b, `":{}`...)
		}
		return append(b, '}')
	},
	"huge string": func(n int) []byte { return append(append([]byte{'"'}, bytes.Repeat([]byte("ab "), (n-2)/3)...), '"') },
	"deep arrays": func(n int) []byte {
		return append(bytes.Repeat([]byte("["), n/2), bytes.Repeat([]byte("]"), n/2)...)
	},
	"deep objects": func(n int) []byte {
		k := (n - 1) / 6
		return append(bytes.Repeat([]byte(`{"a":`), k), append([]byte("0"), bytes.Repeat([]byte("}"), k)...)...)
	},
}

func repeated(open, elem, sep, close string, n int) []byte {
	k := (n - len(open) - len(close)) / (len(elem) + len(sep))
	var b bytes.Buffer
	b.WriteString(open)
	for i := 0; i < k; i++ {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(elem)
	}
	b.WriteString(close)
	return b.Bytes()
}

const marker = "\x00blow-up\x00"

// blowUps builds, for positions met along random games of the game, every
// shape at every key path of their JSON (each path once, "players[].hand"
// standing for every seat), and at the top level.
func blowUps(t testing.TB, game string) []blowUp {
	g := sdk.MustLookup(game)
	seen := map[string]bool{}
	var out []blowUp
	add := func(doc any, path string, set func(any)) {
		if seen[path] {
			return
		}
		seen[path] = true
		set(marker)
		text, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		q, _ := json.Marshal(marker)
		i := bytes.Index(text, q)
		for _, name := range slices.Sorted(maps.Keys(shapes)) {
			out = append(out, blowUp{path, name, text[:i], text[i+len(q):]})
		}
	}
	var walk func(doc, v any, path string, set func(any))
	walk = func(doc, v any, path string, set func(any)) {
		if path != "" {
			add(doc, path, set)
			set(v)
		}
		switch x := v.(type) {
		case []any:
			for i := range x {
				walk(doc, x[i], path+"[]", func(n any) { x[i] = n })
			}
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				walk(doc, x[k], strings.TrimPrefix(path+"."+k, "."), func(n any) { x[k] = n })
			}
		}
	}
	configs := [][]byte{nil}
	if game == "mafia" { // a custom map in the config: its keys too
		text, err := os.ReadFile("mafia/testdata/custom_map.golden.json")
		if err != nil {
			t.Fatal(err)
		}
		var golden struct{ Record core.Record }
		if err := json.Unmarshal(text, &golden); err != nil {
			t.Fatal(err)
		}
		configs = append(configs, golden.Record.Config)
	}
	for n, config := range configs {
		walkGame(t, g, config, n == 0, &out, walk)
	}
	return out
}

// walkGame plays a random game from config and hands walk the JSON of
// its positions and of the views of the seat to move.
func walkGame(t testing.TB, g sdk.Game, config []byte, first bool, out *[]blowUp, walk func(doc, v any, path string, set func(any))) {
	r := rand.New(rand.NewPCG(1, 2))
	pos, err := g.New(config, 1)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; step < 300 && !pos.Over(); step++ {
		for _, p := range []sdk.Position{pos, pos.View(pos.ToMove())} {
			text, _ := p.MarshalJSON()
			var doc any
			if err := json.Unmarshal(text, &doc); err != nil {
				t.Fatal(err)
			}
			if first && step == 0 && p == pos {
				for _, name := range slices.Sorted(maps.Keys(shapes)) {
					*out = append(*out, blowUp{"(top)", name, nil, nil})
				}
			}
			walk(doc, doc, "", nil)
		}
		legal := pos.Legal()
		pos, _, err = pos.Apply(legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
	}
}

// measure decodes in with GC off and returns the bytes allocated and the
// time taken.
func measure(dec func([]byte) error, in []byte) (alloc uint64, took time.Duration, err error) {
	var before, after runtime.MemStats
	old := debug.SetGCPercent(-1)
	defer debug.SetGCPercent(old)
	runtime.ReadMemStats(&before)
	start := time.Now()
	err = dec(in)
	took = time.Since(start)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, took, err
}

// TestDecodingAnyInputStaysWithinItsBudget: every hostile input just under
// core.MaxJSON, through each game's State.UnmarshalJSON and through
// sdk.Game.Decode, is decoded or refused having allocated at most 64 KiB
// plus 8 bytes per input byte, in bounded time. By default each way tries
// one shape at each key path, the shapes taken in turn; SDK_LONG=1 tries
// every shape at every path.
func TestDecodingAnyInputStaysWithinItsBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes hundreds of inputs of a megabyte")
	}
	for _, game := range sdk.Names() {
		t.Run(game, func(t *testing.T) {
			cases := blowUps(t, game)
			for way, dec := range decoders(game) {
				var worst blowUp
				var worstAlloc uint64
				var slowest time.Duration
				worstIn := 1
				for i, c := range cases {
					if !gametest.Long() && !inTurn(i, way == "Game.Decode") {
						continue
					}
					in := c.input()
					if len(in) > core.MaxJSON || len(in) < core.MaxJSON-32<<10 {
						t.Fatalf("%s at %s: %d bytes, want just under %d", c.shape, c.path, len(in), core.MaxJSON)
					}
					alloc, took, err := measure(dec, in)
					if err == nil {
						t.Logf("%s %s at %s: decoded", way, c.shape, c.path)
					}
					if limit := uint64(budgetFixed + budgetPerByte*len(in)); alloc > limit {
						t.Errorf("%s, %s at %s: %d bytes allocated for %d bytes of input (%.1f a byte), over %d", way, c.shape, c.path, alloc, len(in), float64(alloc)/float64(len(in)), limit)
					}
					for try := 0; try < 3 && took > timeLimit; try++ {
						_, again, _ := measure(dec, in) // a loaded machine, or the decoder?
						took = min(took, again)
					}
					if took > timeLimit {
						t.Errorf("%s, %s at %s: took %v", way, c.shape, c.path, took)
					}
					if alloc > worstAlloc {
						worst, worstAlloc, worstIn = c, alloc, len(in)
					}
					slowest = max(slowest, took)
				}
				t.Logf("%s: %d inputs; worst %.2f bytes a byte (%s at %s), slowest %v", way, len(cases), float64(worstAlloc)/float64(worstIn), worst.shape, worst.path, slowest)
			}
		})
	}
}

// inTurn tells whether the default run tries case i of a blowUps or
// eventBlowUps list, which holds every shape at each path in turn: one
// shape a path, the next path the next shape, so every shape meets every
// game and every path meets a shape. other starts the turn halfway round,
// so a second way into the decoder meets each path with another shape.
func inTurn(i int, other bool) bool {
	path, shape := i/len(shapes), i%len(shapes)
	if other {
		path += len(shapes) / 2
	}
	return path%len(shapes) == shape
}

// BenchmarkDecodeBlowUp quotes, per game and shape, the most bytes
// allocated per input byte over every key path (B/in-byte, the budget is
// 8 plus 64 KiB) and the slowest decode (ms-worst).
func BenchmarkDecodeBlowUp(b *testing.B) {
	for _, game := range sdk.Names() {
		cases := blowUps(b, game)
		byShape := map[string][]blowUp{}
		for _, c := range cases {
			byShape[c.shape] = append(byShape[c.shape], c)
		}
		shapeNames := make([]string, 0, len(byShape))
		for s := range byShape {
			shapeNames = append(shapeNames, s)
		}
		sort.Strings(shapeNames)
		dec := decoders(game)["Game.Decode"]
		for _, shape := range shapeNames {
			b.Run(fmt.Sprintf("%s/%s", game, strings.ReplaceAll(shape, " ", "-")), func(b *testing.B) {
				worst, slowest := 0.0, time.Duration(0)
				for i := 0; i < b.N; i++ {
					for _, c := range byShape[shape] {
						in := c.input()
						alloc, took, _ := measure(dec, in)
						worst = max(worst, float64(alloc)/float64(len(in)))
						slowest = max(slowest, took)
					}
				}
				b.ReportMetric(worst, "B/in-byte")
				b.ReportMetric(float64(slowest.Microseconds())/1000, "ms-worst")
				b.ReportMetric(float64(len(byShape[shape])), "inputs")
			})
		}
	}
}
