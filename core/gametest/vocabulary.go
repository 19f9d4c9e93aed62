package gametest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// The Vocabulary law: the rules of the position vocabulary (the package
// doc of each game and CONTRIBUTING name them 1 to 8) that the JSON alone
// can show. Rule 8 (piles and sets: an ordered pile top first, a set in id
// order) is about order, which only the game knows; it is not checked
// here.

// ruleNames are the rules of the position vocabulary, by number, as the
// failure messages name them.
var ruleNames = [...]string{
	1: "order: game, version, view, rules, the game's fields, rng last; snake_case field names",
	2: "whose turn and who decides: active, decisions",
	3: "phase and decision",
	4: "seats: players[i].seat is Pi",
	5: "ids: one spelling per thing",
	6: "absent is absent",
	7: `hidden is "hidden"`,
}

// vocabError is a broken rule of the vocabulary, at a JSON path.
type vocabError struct {
	rule int    // 1 to 7, or 0 for the events' own rules
	path string // "$.players[0].seat"
	msg  string
}

func (e *vocabError) Error() string {
	if e.rule == 0 {
		return fmt.Sprintf("event vocabulary: %s: %s", e.path, e.msg)
	}
	return fmt.Sprintf("rule %d (%s): %s: %s", e.rule, ruleNames[e.rule], e.path, e.msg)
}

func vErr(rule int, path, format string, args ...any) error {
	return &vocabError{rule: rule, path: path, msg: fmt.Sprintf(format, args...)}
}

// The shapes of a string value (rule 5): a name in kebab-case ("stool-pigeon",
// "10k-guilty"), a code in upper case ("PAL", "R.B", "W05", a seat "P2"),
// or a number written as a string; and of a field name, snake_case.
var (
	kebabID  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	codeID   = regexp.MustCompile(`^[A-Z0-9]+([.-][A-Z0-9]+)*$`)
	numberID = regexp.MustCompile(`^-?[0-9]+(\.[0-9]+)?$`)
	snake    = regexp.MustCompile(`^[a-z0-9]+(_[a-z0-9]+)*$`)
)

// posFacts are what the game's functions say of a position, for the rules
// its JSON must agree with.
type posFacts struct {
	n      int         // seats
	view   bool        // a View's JSON
	active core.Player // State.Active()
	toMove core.Player
	over   bool
}

// vocab checks JSON against the vocabulary, with the game's ids.
type vocab struct {
	decl *declared // what Options.Mirrors declare
}

// position checks a position's JSON (a full state or a View): rules 1 to 7.
func (v vocab) position(root *jnode, f posFacts) error {
	if root.kind != jObj {
		return vErr(1, "$", "a position is a JSON object, not %s", root)
	}
	if err := v.order(root, f); err != nil {
		return err
	}
	if err := v.turn(root, f); err != nil {
		return err
	}
	if err := v.seats(root, f.n); err != nil {
		return err
	}
	for i, k := range root.keys {
		if k == "rng" {
			continue // the RNG's own format (base64)
		}
		if err := v.key("$", k); err != nil {
			return err
		}
		if err := v.walk(root.kids[i], member("$", k), k, false, k == "rules"); err != nil {
			return err
		}
	}
	return nil
}

// order checks rule 1: the leading keys, rng last (full states only), no
// key twice.
func (v vocab) order(root *jnode, f posFacts) error {
	want := []string{"game", "version"}
	if f.view {
		want = append(want, "view")
	}
	want = append(want, "rules")
	if len(root.keys) < len(want) || !slices.Equal(root.keys[:len(want)], want) {
		return vErr(1, "$", "the keys start %q, want %q", root.keys[:min(len(root.keys), len(want))], want)
	}
	seen := map[string]bool{}
	for _, k := range root.keys {
		if seen[k] {
			return vErr(1, member("$", k), "written twice")
		}
		seen[k] = true
	}
	at := slices.Index(root.keys, "rng")
	switch {
	case f.view && at >= 0:
		return vErr(1, "$.rng", "a View has no rng (only a full state does)")
	case !f.view && at != len(root.keys)-1:
		return vErr(1, "$", "a full state ends with \"rng\", its keys are %q", root.keys)
	case !f.view && slices.Contains(root.keys, "view"):
		return vErr(1, "$.view", "a full state is not a View")
	}
	return nil
}

// turn checks rules 2 and 3: active, phase, decision and decisions.
func (v vocab) turn(root *jnode, f posFacts) error {
	a := root.get("active")
	switch {
	case f.active == core.NoPlayer && a != nil:
		return vErr(2, "$.active", "is %s, but Active() is core.NoPlayer: active is written exactly when it is somebody's turn", a)
	case f.active != core.NoPlayer && a == nil:
		return vErr(2, "$", "no \"active\", but Active() is %v", f.active)
	case a != nil && (a.kind != jStr || a.s != f.active.String()):
		return vErr(2, "$.active", "is %s, but Active() is %v", a, f.active)
	}
	dec := root.get("decision")
	for _, k := range []string{"phase", "decision"} {
		n := root.get(k)
		switch {
		case n == nil:
			return vErr(3, "$", "no %q: it is always written (\"over\" after the end)", k)
		case n.kind != jStr:
			return vErr(3, member("$", k), "is %s, not an id", n)
		case f.over && n.s != "over":
			return vErr(3, member("$", k), "is %q after the end, want \"over\"", n.s)
		case !f.over && n.s == "over":
			return vErr(3, member("$", k), "is \"over\", but the game is not over")
		}
	}
	ds := root.get("decisions")
	if f.over {
		if ds != nil {
			return vErr(2, "$.decisions", "written after the end: decisions lists the pending decisions, and none is")
		}
		return nil
	}
	if ds == nil {
		return vErr(2, "$", "no \"decisions\" while the game runs")
	}
	if ds.kind != jArr || len(ds.kids) == 0 {
		return vErr(2, "$.decisions", "is %s, want a list of the pending decisions, top first", ds)
	}
	for i, d := range ds.kids {
		path := elem("$.decisions", i)
		kind, seat := d.get("decision"), d.get("seat")
		if d.kind != jObj || kind == nil || kind.kind != jStr || seat == nil || seat.kind != jStr {
			return vErr(2, path, "is %s, want {\"decision\": kind, \"seat\": who decides, ...}", d)
		}
		if p, err := core.ParsePlayer(seat.s, f.n); err != nil || p.String() != seat.s {
			return vErr(2, path+".seat", "is %q, not a seat of %d", seat.s, f.n)
		}
		if i > 0 {
			continue
		}
		if seat.s != f.toMove.String() {
			return vErr(2, path+".seat", "the top decision's seat is %q, but ToMove is %v", seat.s, f.toMove)
		}
		if dec != nil && kind.s != dec.s {
			return vErr(3, "$.decision", "is %q, but the top of decisions is %q", dec.s, kind.s)
		}
	}
	return nil
}

// seats checks rule 4: players is an array in seat order, each entry
// starting with its seat.
func (v vocab) seats(root *jnode, n int) error {
	pl := root.get("players")
	if pl == nil || pl.kind != jArr {
		return vErr(4, "$.players", "is %v, want an array of the %d seats in seat order", pl, n)
	}
	if len(pl.kids) != n {
		return vErr(4, "$.players", "has %d entries for %d seats", len(pl.kids), n)
	}
	for i, e := range pl.kids {
		path := elem("$.players", i)
		if e.kind != jObj || len(e.keys) == 0 || e.keys[0] != "seat" {
			return vErr(4, path, "does not start with \"seat\": %s", e)
		}
		if want := core.Player(i).String(); e.kids[0].kind != jStr || e.kids[0].s != want {
			return vErr(4, path+".seat", "is %s, want %q", e.kids[0], want)
		}
	}
	return nil
}

// key checks a field name (rule 1): snake_case, or an id (the keys of an
// object keyed by ids).
func (v vocab) key(path, k string) error {
	if snake.MatchString(k) || kebabID.MatchString(k) || codeID.MatchString(k) {
		return nil
	}
	return vErr(1, member(path, k), "the key %q is neither a snake_case field name nor an id", k)
}

// walk checks rules 5, 6 and 7 on a value and everything in it: key is
// the nearest object key (an element's is its array's), inArray whether
// the value is an array element, inRules whether it is under "rules"
// (written in full, empty values included).
func (v vocab) walk(n *jnode, path, key string, inArray, inRules bool) error {
	switch n.kind {
	case jNull:
		if !inArray {
			return vErr(6, path, "is null: a value that is not there is left out (null is only an empty slot of a fixed-length array)")
		}
	case jStr:
		return v.str(path, key, n.s)
	case jArr:
		if len(n.kids) == 0 && !inArray && !inRules {
			return vErr(6, path, "is an empty list: an empty list is left out")
		}
		for i, kid := range n.kids {
			if err := v.walk(kid, elem(path, i), key, true, inRules); err != nil {
				return err
			}
		}
	case jObj:
		if len(n.kids) == 0 && !inArray && !inRules {
			return vErr(6, path, "is an empty object: an empty object is left out")
		}
		if n.get("hidden") != nil && len(n.keys) > 1 {
			return vErr(7, path, "holds \"hidden\" beside other keys %q: a hidden value is {\"hidden\": what is known} alone", n.keys)
		}
		for i, k := range n.keys {
			if err := v.key(path, k); err != nil {
				return err
			}
			if err := v.walk(n.kids[i], member(path, k), k, false, inRules); err != nil {
				return err
			}
		}
	}
	return nil
}

// str checks a string value: never a mark of absence (rule 6), hidden
// only as "hidden" (rule 7), an id in one of its shapes and, where the
// game's mirrors declare its type, a spelling
// of it (rule 5), unless key holds free text or a notation.
func (v vocab) str(path, key, s string) error {
	var kd *keyDecl
	if v.decl != nil {
		kd = v.decl.keys[key]
	}
	switch {
	case s == "" || s == "-" || strings.EqualFold(s, "none"):
		return vErr(6, path, "is %q: a value that is not there is left out", s)
	case strings.Contains(s, "?"):
		return vErr(7, path, "is %q: a hidden value is \"hidden\" (or {\"hidden\": ...}), never \"?\"", s)
	case s != "hidden" && strings.HasPrefix(s, "hidden"):
		return vErr(7, path, "is %q: a hidden value is \"hidden\", or {\"hidden\": %q} when its origin is public", s, strings.TrimLeft(strings.TrimPrefix(s, "hidden"), "-_ "))
	case s == "hidden":
		return nil
	case kd != nil && kd.text:
		return nil
	case kd != nil && len(kd.notation) > 0 && reads(kd.notation, s):
		return nil
	case kd != nil && len(kd.notation) > 0 && len(kd.ids) == 0:
		return vErr(5, path, "is %q, which %s does not read: the game's mirror declares %q in that notation", s, typeNames(kd.notation), key)
	case !kebabID.MatchString(s) && !codeID.MatchString(s) && !numberID.MatchString(s):
		return vErr(5, path, "is %q: an id is kebab-case (\"stool-pigeon\"), an upper-case code (\"PAL\", \"R.B\", \"P2\") or a number; free text sits under a key the game's mirror tags vocab:\"text\"", s)
	case kd != nil && len(kd.ids) > 0 && !reads(kd.ids, s):
		return vErr(5, path, "is %q, which is not a spelling of %s, the id the game's mirror declares for %q", s, typeNames(kd.ids), key)
	}
	return nil
}

// event checks an event's JSON: the values as in a position (rules 5 to
// 7), "to" as core.Audience writes the event's audience and "player" a
// seat of n.
func (v vocab) event(root *jnode, aud core.Audience, n int) error {
	if root.kind != jObj {
		return vErr(0, "$", "an event is a JSON object, not %s", root)
	}
	for i, k := range root.keys {
		kid, path := root.kids[i], member("$", k)
		if err := v.key("$", k); err != nil {
			return err
		}
		switch k {
		case "to":
			if kid.kind != jStr || kid.s != aud.String() {
				return vErr(0, path, "is %s, want the event's audience as core.Audience writes it, %q", kid, aud.String())
			}
			continue
		case "player":
			if p, err := core.ParsePlayer(kid.s, n); kid.kind != jStr || err != nil || p.String() != kid.s {
				return vErr(0, path, "is %s: who an event is about is a seat, \"P0\" to \"P%d\"", kid, n-1)
			}
		}
		if err := v.walk(kid, path, k, false, false); err != nil {
			return err
		}
	}
	return nil
}

// activer is a State with Active, which the Vocabulary law reads.
type activer interface{ Active() core.Player }

// activeOf is State.Active(s), and whether S has it.
func activeOf[S any](s S) (core.Player, bool) {
	a, ok := any(s).(activer)
	if !ok {
		return core.NoPlayer, false
	}
	return a.Active(), true
}

// vocabState checks the JSON b of s, or of a View of s for viewer, against
// the vocabulary (law 24).
func (c *checker[S, M]) vocabState(s S, b []byte, view bool, viewer core.Player) {
	root, err := parseTree(b)
	if err != nil {
		c.fail("the state's JSON does not parse: %v (%v)", err, lawVocabulary)
	}
	active, _ := activeOf(s)
	f := posFacts{n: c.n, view: view, active: active, toMove: c.g.ToMove(s), over: c.g.Over(s)}
	if err := c.voc.position(root, f); err != nil {
		what := "the state"
		if view {
			what = fmt.Sprintf("View(s, %v)", viewer)
		}
		c.fail("%s's JSON breaks the vocabulary: %v (%v): %.2000s", what, err, lawVocabulary, b)
	}
}

// vocabEvent checks an event's JSON against the vocabulary.
func (c *checker[S, M]) vocabEvent(e core.Event) {
	b := c.json(e)
	root, err := parseTree(b)
	if err != nil {
		c.fail("event %q: its JSON does not parse: %v (%v)", e, err, lawVocabulary)
	}
	if err := c.voc.event(root, e.Audience(), c.n); err != nil {
		c.fail("event %q: its JSON breaks the vocabulary: %v (%v): %s", e, err, lawVocabulary, b)
	}
}
