// Package envelope is what every game's position format shares, written
// once: the header a position begins with ("game", "version", a view's
// "view", the house "rules", the derived "phase", "decision" and "active",
// the pending "decisions"), the "rng" it ends with, the header's checks
// (the game, the version, the view's seat, a full state's rng), the
// UnmarshalJSON prologue that reads a position strictly before any of
// that, and the "derived and given must agree, naming both" check. A game
// declares its own fields between Head and Tail:
//
//	type positionJSON struct {
//		envelope.Head[rulesJSON, Phase, Decision, decisionJSON]
//		Board []string `json:"board" max:"6"`
//		...
//		envelope.Tail
//	}
//
// Every refusal is a core.Reason of the game's own table (Codes), so a
// position's laws keep one refusal path. The package imports core; core
// never imports it.
package envelope

import (
	"encoding"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// ID is the underlying type of an id type.
type ID interface {
	~int8 | ~uint8 | ~int
}

// Head is the header of a position, its keys in this order. R is the
// game's rules object, Ph and D its Phase and Decision id types, E an
// entry of its pending decisions.
type Head[R any, Ph, D ID, E any] struct {
	Game      string       `json:"game"`
	Version   int          `json:"version"`
	View      *core.Player `json:"view,omitempty"`     // a View only: its seat, or a spectator's
	Rules     *R           `json:"rules,omitempty"`    // the house rules; left out, all off
	Phase     *Ph          `json:"phase,omitempty"`    // derived
	Decision  *D           `json:"decision,omitempty"` // derived
	Active    *core.Player `json:"active,omitempty"`   // derived; absent once the game is over
	Decisions []E          `json:"decisions,omitempty" max:"16"`
}

// head is what Decode checks of a Head.
func (h *Head[R, Ph, D, E]) head() (string, int, *core.Player) { return h.Game, h.Version, h.View }

// Tail is the key a position ends with: a full state's chance to come.
type Tail struct {
	RNG *core.RNG `json:"rng,omitempty"`
}

// tail is what Decode checks of a Tail.
func (t *Tail) tail() *core.RNG { return t.RNG }

// Position is a game's position format: a struct that embeds a Head and a
// Tail.
type Position interface {
	head() (game string, version int, view *core.Player)
	tail() *core.RNG
}

// Codes are the codes of the game's Reasons table for the envelope's
// laws, with the arguments their words take.
type Codes struct {
	Decode       core.ReasonCode // the strict decoder refused the JSON: {text}, its words
	OtherGame    core.ReasonCode // "game" names another game: {text}, the name quoted
	OtherVersion core.ReasonCode // another "version": {text}, the version given; {n}, the one read
	ViewSeat     core.ReasonCode // "view" is no seat: {seat}
	NoRNG        core.ReasonCode // a full state without "rng"
	EmptyRNG     core.ReasonCode // a full state whose "rng" is {}
	ViewRNG      core.ReasonCode // a View with an "rng": a view holds no chance to come
	// The derived header keys given but not as derived: the given value,
	// then the derived one (Phase's third argument is the decision).
	Phase, Decision, Active core.ReasonCode
}

// Game is what the envelope knows of a game: its name, the position
// version its package reads, its seats and its reasons.
type Game struct {
	Name    string
	Version int
	Seats   int
	Reasons *core.ReasonTable
	Codes   Codes
}

// Read is what Decode read of the envelope: whether the position is a
// View and whose, and a full state's RNG.
type Read struct {
	View   bool
	Viewer core.Player // the View's seat, NoPlayer for a spectator's
	RNG    core.RNG    // zero in a View
}

// Decode is the prologue of every game's State.UnmarshalJSON: it reads b
// into p strictly (DecodePosition: each key once, exactly spelt, none
// unknown, every list bounded before anything is allocated for it), then
// checks the envelope: the game and the version, a View's seat and that
// it has no rng, a full state's rng. A refusal is a core.ErrBadState error of the game's
// Reasons.
func (g *Game) Decode(b []byte, p Position) (Read, error) {
	if err := DecodePosition(g.Name, b, p); err != nil {
		// The decoder's words are text no reason argument carries.
		text := strings.TrimPrefix(Words(err), g.Name+" position: ")
		return Read{}, g.Reasons.ErrText(core.Reason(g.Codes.Decode), text, err)
	}
	game, version, view := p.head()
	switch {
	case game != g.Name:
		return Read{}, g.Reasons.ErrText(core.Reason(g.Codes.OtherGame), strconv.Quote(game), nil)
	case version != g.Version:
		return Read{}, g.Reasons.ErrText(core.Why(g.Codes.OtherVersion, 0, g.Version), strconv.Itoa(version), nil)
	case view != nil && (*view < core.NoPlayer || int(*view) >= g.Seats):
		return Read{}, g.Reasons.Err(core.Why(g.Codes.ViewSeat, int(*view)), nil)
	case view != nil && p.tail() != nil:
		return Read{}, g.Reasons.Err(core.Reason(g.Codes.ViewRNG), nil)
	case view != nil:
		return Read{View: true, Viewer: *view}, nil
	case p.tail() == nil:
		return Read{}, g.Reasons.Err(core.Reason(g.Codes.NoRNG), nil)
	case p.tail().IsZero():
		return Read{}, g.Reasons.Err(core.Reason(g.Codes.EmptyRNG), nil)
	}
	return Read{RNG: *p.tail()}, nil
}

// Derived checks the derived keys of h, where given, against what the
// position derives: its phase, its decision and the active seat
// (NoPlayer once over). The reason is the law broken, zero if none.
func (h *Head[R, Ph, D, E]) Derived(g *Game, phase Ph, decision D, active core.Player) core.Reason {
	if r := Agree(h.Decision, decision, g.Codes.Decision); !r.OK() {
		return r
	}
	if r := Agree(h.Phase, phase, g.Codes.Phase, int(decision)); !r.OK() {
		return r
	}
	return Agree(h.Active, active, g.Codes.Active)
}

// Write is the envelope of a position to write: the header of g with the
// rules, the derived phase, decision and active seat (NoPlayer: left out)
// and the pending decisions; the view's seat for a View, the rng for a
// full state.
func Write[R any, Ph, D ID, E any](g *Game, rules R, phase Ph, decision D, active core.Player, decisions []E,
	view bool, viewer core.Player, rng core.RNG) (Head[R, Ph, D, E], Tail) {
	h := Head[R, Ph, D, E]{Game: g.Name, Version: g.Version, Rules: &rules, Phase: &phase, Decision: &decision,
		Active: Seat(active), Decisions: decisions}
	if view {
		h.View = &viewer
		return h, Tail{}
	}
	return h, Tail{RNG: &rng}
}

// TopFirst lists an ordered pile top first, as positions write a pile.
func TopFirst[T ~uint8 | ~int8](p core.Pile[T]) []T {
	out := p.AppendTo(nil)
	slices.Reverse(out)
	return out
}

// PileOf is the ordered pile a position lists top first.
func PileOf[T ~uint8 | ~int8](top []T) core.Pile[T] {
	bottom := slices.Clone(top)
	slices.Reverse(bottom)
	return core.PileOf(bottom...)
}

// Slot0 is an id of a counted pile whose slot 0 counts the hidden cards,
// written {"hidden": 3}, for a game whose id 0 is its none (Tony & Tino's
// NoCard): the other slots are T's ids, written by T's MarshalText.
type Slot0[T interface {
	~uint8
	encoding.TextMarshaler
}, P interface {
	*T
	encoding.TextUnmarshaler
}] uint8

// MarshalText writes the id, "hidden" for slot 0.
func (c Slot0[T, P]) MarshalText() ([]byte, error) {
	if c == 0 {
		return []byte("hidden"), nil
	}
	return T(c).MarshalText()
}

// UnmarshalText reads "hidden" (slot 0) or what T's UnmarshalText reads.
func (c *Slot0[T, P]) UnmarshalText(b []byte) error {
	var t T
	if string(b) == "hidden" {
		*c = 0
		return nil
	}
	if err := P(&t).UnmarshalText(b); err != nil {
		return err
	}
	*c = Slot0[T, P](t)
	return nil
}

// Words is what err says without its kind: a core.RuleError's Reason, any
// other error's text. A position's law that refuses the config in its
// "rules" quotes the config's refusal in these words.
func Words(err error) string {
	var re *core.RuleError
	if errors.As(err, &re) {
		return re.Reason
	}
	return err.Error()
}

// Seat is p for a key left out when there is no seat: nil for NoPlayer.
func Seat(p core.Player) *core.Player {
	if p == core.NoPlayer {
		return nil
	}
	return &p
}

// Agree is the law a derived key breaks when it is given: given (nil:
// left out) must be what the rest derives, or the refusal names both, as
// code's first two arguments (more follow them).
func Agree[T ID](given *T, derived T, code core.ReasonCode, more ...int) core.Reason {
	if given == nil || *given == derived {
		return 0
	}
	return core.Why(code, append([]int{int(*given), int(derived)}, more...)...)
}
