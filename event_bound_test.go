package sdk_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
	"github.com/mafiarules/sdk/internal/strictjson"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// eventDecoders are each game's Event.UnmarshalJSON.
var eventDecoders = map[string]func([]byte) error{
	"tonytino":   func(b []byte) error { var e tonytino.Event; return e.UnmarshalJSON(b) },
	"nostracity": func(b []byte) error { var e nostracity.Event; return e.UnmarshalJSON(b) },
	"mafia":      func(b []byte) error { var e mafia.Event; return e.UnmarshalJSON(b) },
	"speakeasy":  func(b []byte) error { var e speakeasy.Event; return e.UnmarshalJSON(b) },
}

// eventBlowUps builds, from one event of each kind met in random games of
// the game, every shape at every key of the event (each key once but
// "kind", unless SDK_LONG=1), under a key no event has, and at the top
// level, each just under core.MaxJSON.
func eventBlowUps(t testing.TB, game string) []blowUp {
	g := sdk.MustLookup(game)
	kinds := map[string][]byte{}
	r := rand.New(rand.NewPCG(3, 4))
	lo, hi := g.PlayerRange()
	for n := lo; n <= hi; n++ {
		pos, err := g.New(core.PlayersConfig(n), uint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 2000 && !pos.Over(); step++ {
			legal := pos.Legal()
			next, evs, err := pos.Apply(legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				b, err := json.Marshal(ev)
				if err != nil {
					t.Fatal(err)
				}
				raw, _ := strictjson.ObjectKey(b, "kind")
				if _, seen := kinds[string(raw)]; !seen {
					kinds[string(raw)] = b
				}
			}
			pos = next
		}
	}
	var out []blowUp
	for _, name := range slices.Sorted(maps.Keys(shapes)) {
		out = append(out, blowUp{"(top)", name, nil, nil})
	}
	q, _ := json.Marshal(marker)
	seen := map[string]bool{}
	for _, kind := range slices.Sorted(maps.Keys(kinds)) {
		var doc map[string]any
		if err := json.Unmarshal(kinds[kind], &doc); err != nil {
			t.Fatal(err)
		}
		for _, key := range append(slices.Sorted(maps.Keys(doc)), "extra") {
			// Each key once (a value is read by its field, whatever the
			// kind), and "kind" and "to" at each kind; every kind and key
			// under SDK_LONG=1.
			if seen[key] && key != "kind" && !gametest.Long() {
				continue
			}
			seen[key] = true
			old, had := doc[key]
			doc[key] = marker
			text, err := json.Marshal(doc)
			if err != nil {
				t.Fatal(err)
			}
			if had {
				doc[key] = old
			} else {
				delete(doc, key)
			}
			i := bytes.Index(text, q)
			for _, name := range slices.Sorted(maps.Keys(shapes)) {
				out = append(out, blowUp{kind + "." + key, name, text[:i], text[i+len(q):]})
			}
		}
	}
	return out
}

// TestDecodingAnyEventStaysWithinItsBudget: every hostile event just under
// core.MaxJSON, through each game's Event.UnmarshalJSON, is decoded or
// refused having allocated at most 64 KiB plus 8 bytes per input byte, as
// a position is. By default it tries one shape at each key, the shapes
// taken in turn; SDK_LONG=1 tries every shape at every key.
func TestDecodingAnyEventStaysWithinItsBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes hundreds of inputs of a megabyte")
	}
	for _, game := range sdk.Names() {
		t.Run(game, func(t *testing.T) {
			dec := eventDecoders[game]
			var worst blowUp
			var worstAlloc uint64
			worstIn := 1
			cases := eventBlowUps(t, game)
			for i, c := range cases {
				if !gametest.Long() && !inTurn(i, false) {
					continue
				}
				in := c.input()
				alloc, _, err := measure(dec, in)
				if err == nil {
					t.Errorf("%s at %s: decoded", c.shape, c.path)
				}
				if limit := uint64(budgetFixed + budgetPerByte*len(in)); alloc > limit {
					t.Errorf("%s at %s: %d bytes allocated for %d bytes of input (%.1f a byte), over %d", c.shape, c.path, alloc, len(in), float64(alloc)/float64(len(in)), limit)
				}
				if alloc > worstAlloc {
					worst, worstAlloc, worstIn = c, alloc, len(in)
				}
			}
			t.Logf("%d inputs; worst %.2f bytes a byte (%s at %s)", len(cases), float64(worstAlloc)/float64(worstIn), worst.shape, worst.path)
		})
	}
}
