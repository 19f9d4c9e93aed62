package sdk

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/bot"
	"github.com/mafiarules/sdk/internal/byref"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// state is what every game's State offers beyond core.Game that the
// registry passes on as it is.
type state interface {
	Active() core.Player
	Score(p core.Player) int
	ScoreUnit(p core.Player) string
}

// seatNamer is a State that names its seats by the sides they play.
type seatNamer interface {
	SeatName(p core.Player) string
}

// entry is a typed game behind the string interface: one per game package.
type entry[S state, M core.Move, C any] struct {
	rules core.Game[S, M]
	title string
	// online is the game's rule for online tables (its package's Online):
	// default moves and take-backs; nil for a game that declares none.
	online core.Online[S, M]
	// phase and decision are State.Phase().String() and
	// State.Decision().String(), which each game's own types spell.
	phase, decision func(s S) string
	// ref is its package's AppendObservation, AppendActions, AppendLegal,
	// MoveAction and ActionMove on a *State, and its move without a second
	// check, for a Batch and Position.LegalActions: through rules
	// (core.Game, then core.Rules) or the exported functions, a call copies
	// the State once or twice.
	ref byref.Funcs[S, M]

	// start is the default config's first position, for the deprecated
	// Game.ScoreUnit.
	startOnce sync.Once
	start     S
}

// position is a typed state behind the string interface.
type position[S state, M core.Move, C any] struct {
	e *entry[S, M, C]
	s S
}

func (e *entry[S, M, C]) Name() string                { return e.rules.Name() }
func (e *entry[S, M, C]) Title() string               { return e.title }
func (e *entry[S, M, C]) PlayerRange() (min, max int) { return e.rules.PlayerRange() }

// ScoreUnit is the unit of seat p's score in the game's default config.
func (e *entry[S, M, C]) ScoreUnit(p core.Player) string {
	e.startOnce.Do(func() { e.start, _ = e.rules.New(nil, 1) })
	return e.start.ScoreUnit(p)
}

func (e *entry[S, M, C]) Switches() []Switch {
	var zero C
	return switchesOf(reflect.TypeOf(zero))
}

func (e *entry[S, M, C]) New(config []byte, seed uint64) (Position, error) {
	s, err := e.rules.New(config, seed)
	if err != nil {
		return nil, err
	}
	return &position[S, M, C]{e: e, s: s}, nil
}

func (e *entry[S, M, C]) Replay(r core.Record) (Position, error) {
	s, err := core.Replay(canonical[S, M]{e.rules}, r, nil)
	if err != nil {
		return nil, err
	}
	return &position[S, M, C]{e: e, s: s}, nil
}

// Decode reads the game's own position format: a JSON object whose "game"
// names this game (each package documents the rest), a full state or a
// View. The game's decoder validates everything else. The "game" key is
// found without decoding the rest, and the state's own UnmarshalJSON reads
// the input once, so decoding stays within strictjson.Decode's bounds.
func (e *entry[S, M, C]) Decode(b []byte) (Position, error) {
	if len(b) > core.MaxJSON {
		return nil, core.Errorf(core.ErrBadState, "%d bytes of %s position, at most %d", len(b), e.Name(), core.MaxJSON)
	}
	raw, err := strictjson.ObjectKey(b, "game")
	if err != nil {
		return nil, core.Errorf(core.ErrBadState, "%s position: %v", e.Name(), err)
	}
	var game string
	if raw != nil {
		if err := strictjson.Decode(raw, &game); err != nil {
			return nil, core.Errorf(core.ErrBadState, "%s position: key \"game\": %v", e.Name(), err)
		}
	}
	if game == "" {
		return nil, core.Errorf(core.ErrBadState, "not a position: no \"game\" name")
	}
	if game != e.Name() {
		return nil, core.Errorf(core.ErrBadState, "a position of %q, not of %q", game, e.Name())
	}
	var s S
	if u, ok := any(&s).(json.Unmarshaler); ok {
		err = u.UnmarshalJSON(b)
	} else {
		err = strictjson.Decode(b, &s)
	}
	if err != nil {
		if errors.Is(err, core.ErrBadState) {
			return nil, err
		}
		return nil, core.Errorf(core.ErrBadState, "%s position: %v", e.Name(), err)
	}
	return &position[S, M, C]{e: e, s: s}, nil
}

func (e *entry[S, M, C]) Bot(spec string, seed uint64) (Bot, error) {
	b, err := bot.New(e.rules, spec, seed)
	if err != nil {
		return nil, err
	}
	return &botEntry[S, M, C]{e: e, b: b}, nil
}

type botEntry[S state, M core.Move, C any] struct {
	e *entry[S, M, C]
	b bot.Bot[S, M]
}

func (b *botEntry[S, M, C]) Choose(view Position) (string, error) {
	v, ok := view.(*position[S, M, C])
	if !ok || v.e != b.e {
		return "", core.Errorf(core.ErrBadState, "a %s bot was shown a position of another game", b.e.Name())
	}
	m, err := b.b.Choose(b.e.rules, v.s, b.e.rules.ToMove(v.s), nil)
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

// State returns the typed state behind a Position of a game of this SDK,
// for code that wants the game package's own accessors; ok is false for a
// Position of another type.
func State[S any](p Position) (s S, ok bool) {
	type typed interface{ state() any }
	if t, isTyped := p.(typed); isTyped {
		s, ok = t.state().(S)
	}
	return s, ok
}

func (p *position[S, M, C]) state() any { return p.s }

func (p *position[S, M, C]) NumPlayers() int     { return p.e.rules.NumPlayers(p.s) }
func (p *position[S, M, C]) ToMove() core.Player { return p.e.rules.ToMove(p.s) }
func (p *position[S, M, C]) Over() bool          { return p.e.rules.Over(p.s) }
func (p *position[S, M, C]) Prompt() string      { return p.e.rules.Prompt(p.s) }
func (p *position[S, M, C]) Result() core.Result { return p.e.rules.Result(p.s) }

func (p *position[S, M, C]) Active() core.Player { return p.s.Active() }
func (p *position[S, M, C]) Phase() string       { return p.e.phase(p.s) }
func (p *position[S, M, C]) Decision() string    { return p.e.decision(p.s) }

func (p *position[S, M, C]) Hash() string {
	b, err := json.Marshal(p.s)
	if err != nil {
		return "" // a position always writes; a broken one has no hash
	}
	return core.PositionHash(b)
}

func (p *position[S, M, C]) Score(q core.Player) int {
	if q < 0 || int(q) >= p.NumPlayers() {
		return 0
	}
	return p.s.Score(q)
}

func (p *position[S, M, C]) ScoreUnit(q core.Player) string {
	if q < 0 || int(q) >= p.NumPlayers() {
		return ""
	}
	return p.s.ScoreUnit(q)
}

func (p *position[S, M, C]) Seat(q core.Player) string {
	if q < 0 {
		return "spectator"
	}
	if n, ok := any(p.s).(seatNamer); ok {
		return n.SeatName(q)
	}
	return q.String()
}

func (p *position[S, M, C]) Legal() []string {
	moves := p.e.rules.Legal(p.s)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

func (p *position[S, M, C]) Describe(move string) (string, error) {
	m, err := canonical[S, M]{p.e.rules}.ParseMove(move)
	if err != nil {
		return "", err
	}
	return p.e.rules.Describe(p.s, m), nil
}

func (p *position[S, M, C]) Apply(move string) (Position, []core.Event, error) {
	m, err := canonical[S, M]{p.e.rules}.ParseMove(move)
	if err != nil {
		return nil, nil, err
	}
	s, events, err := p.e.rules.Apply(p.s, m)
	if err != nil {
		return nil, nil, err
	}
	return &position[S, M, C]{e: p.e, s: s}, events, nil
}

func (p *position[S, M, C]) View(q core.Player) Position {
	return &position[S, M, C]{e: p.e, s: p.e.rules.View(p.s, q)}
}

func (p *position[S, M, C]) MarshalJSON() ([]byte, error) { return json.Marshal(p.s) }

func (p *position[S, M, C]) String() string {
	if s, ok := any(p.s).(fmt.Stringer); ok {
		return s.String()
	}
	b, _ := json.Marshal(p.s)
	return string(b)
}

// canonical is a game whose ParseMove reads a move only as the notation
// writes it (m.String()): the registry parses through it everywhere, so it
// never stores or passes on a spelling Legal would not list.
type canonical[S any, M core.Move] struct{ core.Game[S, M] }

// ParseMove is the game's ParseMove, refusing any spelling but m.String()
// (surrounding spaces, another case) with core.ErrBadNotation naming the
// one to write.
func (g canonical[S, M]) ParseMove(text string) (M, error) {
	m, err := g.Game.ParseMove(text)
	if err != nil {
		return m, err
	}
	if c := m.String(); c != text {
		var zero M
		return zero, core.Errorf(core.ErrBadNotation, "%q is not spelled as the notation writes it: write %q", text, c)
	}
	return m, nil
}

var textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()

// switchesOf lists a Config struct's keys but "players": the key from the
// json tag, the doc from the doc tag, the default from the default tag
// (else the zero value's JSON).
func switchesOf(t reflect.Type) []Switch {
	var out []Switch
	for i := 0; t != nil && t.Kind() == reflect.Struct && i < t.NumField(); i++ {
		f := t.Field(i)
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || key == "-" || key == "players" {
			continue
		}
		if key == "" {
			key = f.Name
		}
		sw := Switch{Key: key, Type: jsonType(f.Type), Doc: f.Tag.Get("doc")}
		if d, ok := f.Tag.Lookup("default"); ok {
			sw.Default = json.RawMessage(d)
		} else {
			b, _ := json.Marshal(reflect.Zero(f.Type).Interface())
			sw.Default = b
		}
		out = append(out, sw)
	}
	return out
}

func jsonType(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Implements(textMarshaler) {
		return "string" // a seat or a name: written as text
	}
	switch t.Kind() {
	case reflect.Bool:
		return "bool"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "int"
	case reflect.String:
		return "string"
	case reflect.Slice, reflect.Array:
		return "[]" + jsonType(t.Elem())
	}
	return "object"
}
