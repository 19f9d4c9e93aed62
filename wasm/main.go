//go:build js && wasm

// Command wasm is the SDK's registry as WebAssembly, for UIs in the
// browser and in node: the ES module in js/ loads it and gives it a typed
// API. Build it with js/build.sh (GOOS=js GOARCH=wasm go build).
//
// It sets globalThis.__mafiarules to an object of functions that take and
// return strings of JSON (and position handles, numbers): the module
// parses them, keeps the handles in Position objects and frees them. Every
// result is {"ok": value} or {"error": {"kind", "code", "words"}}.
package main

import (
	"encoding/json"
	"errors"
	"runtime"
	"strconv"
	"syscall/js"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// positions are the handles the module holds.
var (
	positions = map[int]sdk.Position{}
	next      int
)

func hold(p sdk.Position) int {
	next++
	positions[next] = p
	return next
}

type failure struct {
	Kind  string `json:"kind"`
	Code  string `json:"code"`
	Words string `json:"words"`
}

var kinds = []error{core.ErrIllegalMove, core.ErrNotYourTurn, core.ErrGameOver, core.ErrBadConfig,
	core.ErrBadNotation, core.ErrBadState, core.ErrBadRecord}

func errorOf(err error) failure {
	var re *core.RuleError
	if errors.As(err, &re) {
		return failure{Kind: re.Kind.Error(), Code: re.Code, Words: re.Reason}
	}
	f := failure{Kind: "error", Words: err.Error()}
	for _, k := range kinds {
		if errors.Is(err, k) {
			f.Kind = k.Error()
		}
	}
	return f
}

// reply is a function's result as the module reads it.
func reply(v any, err error) any {
	var b []byte
	if err != nil {
		b, _ = json.Marshal(map[string]failure{"error": errorOf(err)})
	} else {
		var e error
		if b, e = json.Marshal(map[string]any{"ok": v}); e != nil {
			b, _ = json.Marshal(map[string]failure{"error": errorOf(e)})
		}
	}
	return string(b)
}

func position(h js.Value) (sdk.Position, error) {
	p, ok := positions[h.Int()]
	if !ok {
		return nil, core.Errorf(core.ErrBadState, "position %d was freed or never made", h.Int())
	}
	return p, nil
}

// record reads a record's JSON and the game it names.
func record(v js.Value) (sdk.Game, core.Record, error) {
	var r core.Record
	if err := json.Unmarshal([]byte(text(v)), &r); err != nil {
		return nil, r, core.Errorf(core.ErrBadRecord, "the record is not a record's JSON: %v", err)
	}
	g, err := sdk.Lookup(r.Game)
	if err != nil {
		return nil, r, core.Errorf(core.ErrBadRecord, "%v", err)
	}
	return g, r, nil
}

func seat(v js.Value) core.Player {
	if v.IsNull() || v.IsUndefined() {
		return core.NoPlayer
	}
	var p core.Player
	if err := p.UnmarshalText([]byte(v.String())); err != nil {
		return core.Player(-2) // no seat: the game says so
	}
	return p
}

// event is an event as the module hands it out: its JSON and its words.
type event struct {
	Event json.RawMessage `json:"event"`
	Text  string          `json:"text"`
}

func eventsOf(es []core.Event) ([]event, error) {
	out := make([]event, 0, len(es))
	for _, e := range es {
		b, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		out = append(out, event{Event: b, Text: e.String()})
	}
	return out, nil
}

// fn wraps a function of the position handle in args[0].
func fn(f func(p sdk.Position, args []js.Value) (any, error)) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return reply(nil, core.Errorf(core.ErrBadState, "no position handle"))
		}
		p, err := position(args[0])
		if err != nil {
			return reply(nil, err)
		}
		return reply(f(p, args[1:]))
	})
}

func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

func text(v js.Value) string {
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

func main() {
	api := map[string]any{
		"games": js.FuncOf(func(js.Value, []js.Value) any {
			type info struct {
				Name       string `json:"name"`
				Title      string `json:"title"`
				MinPlayers int    `json:"minPlayers"`
				MaxPlayers int    `json:"maxPlayers"`
			}
			var out []info
			for _, name := range sdk.Names() {
				g, _ := sdk.Lookup(name)
				lo, hi := g.PlayerRange()
				out = append(out, info{name, g.Title(), lo, hi})
			}
			return reply(out, nil)
		}),
		"newGame": js.FuncOf(func(_ js.Value, args []js.Value) any {
			g, err := sdk.Lookup(text(arg(args, 0)))
			if err != nil {
				return reply(nil, err)
			}
			seed, err := strconv.ParseUint(text(arg(args, 2)), 10, 64)
			if err != nil {
				return reply(nil, core.Errorf(core.ErrBadConfig, "the seed %q is not a whole number from 0 to 2^64-1", text(arg(args, 2))))
			}
			var config []byte
			if c := text(arg(args, 1)); c != "" {
				config = []byte(c)
			}
			p, err := g.New(config, seed)
			if err != nil {
				return reply(nil, err)
			}
			return reply(hold(p), nil)
		}),
		"decode": js.FuncOf(func(_ js.Value, args []js.Value) any {
			g, err := sdk.Lookup(text(arg(args, 0)))
			if err != nil {
				return reply(nil, err)
			}
			p, err := g.Decode([]byte(text(arg(args, 1))))
			if err != nil {
				return reply(nil, err)
			}
			return reply(hold(p), nil)
		}),
		"replay": js.FuncOf(func(_ js.Value, args []js.Value) any {
			g, r, err := record(arg(args, 0))
			if err != nil {
				return reply(nil, err)
			}
			p, err := g.Replay(r)
			if err != nil {
				return reply(nil, err)
			}
			return reply(hold(p), nil)
		}),
		"takeBack": js.FuncOf(func(_ js.Value, args []js.Value) any {
			g, r, err := record(arg(args, 0))
			if err != nil {
				return reply(nil, err)
			}
			out, err := g.TakeBack(r, seat(arg(args, 1)))
			return reply(out, err)
		}),
		"free": js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 && args[0].Type() == js.TypeNumber {
				delete(positions, args[0].Int())
			}
			return nil
		}),
		"held": js.FuncOf(func(js.Value, []js.Value) any { return len(positions) }),
		// liveBytes is the Go heap still in use after a collection: what
		// a leak grows, whatever the collector's timing.
		"liveBytes": js.FuncOf(func(js.Value, []js.Value) any {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			return float64(m.HeapAlloc)
		}),
		"legal": fn(func(p sdk.Position, _ []js.Value) (any, error) {
			l := p.Legal()
			if l == nil {
				l = []string{}
			}
			return l, nil
		}),
		"apply": fn(func(p sdk.Position, args []js.Value) (any, error) {
			next, events, err := p.Apply(text(arg(args, 0)))
			if err != nil {
				return nil, err
			}
			all, err := eventsOf(events)
			if err != nil {
				return nil, err
			}
			// What each seat sees: the indices of its events (VisibleTo
			// keeps a move's events, filtered, in order).
			seen := map[string][]int{}
			for q := core.NoPlayer; int(q) < next.NumPlayers(); q++ {
				name := q.String()
				if q == core.NoPlayer {
					name = "spectator"
				}
				idx := []int{}
				for i, e := range events {
					if e.Audience().Has(q) { // as core.VisibleTo keeps it
						idx = append(idx, i)
					}
				}
				seen[name] = idx
			}
			return map[string]any{"position": hold(next), "events": all, "seen": seen}, nil
		}),
		"view": fn(func(p sdk.Position, args []js.Value) (any, error) {
			q := seat(arg(args, 0))
			if q < core.NoPlayer || int(q) >= p.NumPlayers() {
				return nil, core.Errorf(core.ErrBadState, "%q is no seat of this game (P0 to P%d, or null for a spectator)", text(arg(args, 0)), p.NumPlayers()-1)
			}
			return hold(p.View(q)), nil
		}),
		"toMove": fn(func(p sdk.Position, _ []js.Value) (any, error) {
			if q := p.ToMove(); q != core.NoPlayer {
				return q.String(), nil
			}
			return nil, nil // the game is over
		}),
		"over":        fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.Over(), nil }),
		"players":     fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.NumPlayers(), nil }),
		"prompt":      fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.Prompt(), nil }),
		"hash":        fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.Hash(), nil }),
		"defaultMove": fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.DefaultMove(), nil }),
		"result": fn(func(p sdk.Position, _ []js.Value) (any, error) {
			if !p.Over() {
				return nil, nil
			}
			return p.Result(), nil
		}),
		"text":     fn(func(p sdk.Position, _ []js.Value) (any, error) { return p.String(), nil }),
		"describe": fn(func(p sdk.Position, args []js.Value) (any, error) { return p.Describe(text(arg(args, 0))) }),
		"json": fn(func(p sdk.Position, _ []js.Value) (any, error) {
			b, err := p.MarshalJSON()
			return string(b), err
		}),
		"legalActions": fn(func(p sdk.Position, _ []js.Value) (any, error) {
			l := p.LegalActions()
			if l == nil {
				l = []int{}
			}
			return l, nil
		}),
		"actionMove": fn(func(p sdk.Position, args []js.Value) (any, error) { return p.ActionMove(arg(args, 0).Int()) }),
		"observation": fn(func(p sdk.Position, args []js.Value) (any, error) {
			q := seat(arg(args, 0))
			if q < core.NoPlayer || int(q) >= p.NumPlayers() {
				return nil, core.Errorf(core.ErrBadState, "%q is no seat of this game", text(arg(args, 0)))
			}
			return p.Observation(q), nil
		}),
	}
	obj := js.Global().Get("Object").New()
	for k, v := range api {
		obj.Set(k, v)
	}
	js.Global().Set("__mafiarules", obj)
	if ready := js.Global().Get("__mafiarulesReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
