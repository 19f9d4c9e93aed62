package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"regexp"
	"slices"

	"github.com/mafiarules/sdk/core"
)

// The checks of the game's surface that run inside a random game: laws 11
// (zero-move), 13 (event-json), 14 (describe), 15 (prompt), 18
// (state-json), 19 (view-state) and 20 (append-legal).

// appendLegal checks AppendLegal against Legal: appended to a non-empty
// dst with room to spare (so an implementation that writes from dst[0]
// shows) and to one without (so one that drops a reallocated dst shows),
// the prefix stays as it was and the rest is exactly legal.
func (c *checker[S, M]) appendLegal(s S, legal []M) {
	var prefix [2]M // zero Moves, or two moves seen elsewhere
	copy(prefix[:], c.pool)
	c.buf = append(c.buf[:0], prefix[:]...)
	for _, dst := range [][]M{c.buf, slices.Clip(prefix[:])} {
		got := c.g.AppendLegal(dst, s)
		if len(got) != len(prefix)+len(legal) || !slices.Equal(got[:len(prefix)], prefix[:]) || !slices.Equal(got[len(prefix):], legal) {
			c.fail("AppendLegal(%v, s) = %v, want %v followed by Legal(s) = %v (%v)", prefix, got, prefix, legal, lawAppendLegal)
		}
		if len(dst) == len(c.buf) && cap(c.buf) >= len(got) {
			c.buf = got[:0]
		}
	}
}

// stateJSON checks that b, a State's JSON, is an object with "game" the
// game's name and "version" a whole number ≥ 1 (version 0 is what the
// registry calls an unversioned state).
func (c *checker[S, M]) stateJSON(b []byte, what string) {
	var head struct {
		Game    *string          `json:"game"`
		Version *json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		c.fail("%s's JSON is not an object: %v (%v)", what, err, lawStateJSON)
	}
	if head.Game == nil || *head.Game != c.g.Name() {
		c.fail("%s's JSON has no \"game\": %q (%v): %.200s", what, c.g.Name(), lawStateJSON, b)
	}
	var v int
	if head.Version == nil || json.Unmarshal(*head.Version, &v) != nil || v < 1 {
		c.fail("%s's JSON has no \"version\" number ≥ 1 (%v): %.200s", what, lawStateJSON, b)
	}
}

// viewJSON checks that a View's JSON says whose view it is: "view": "P1",
// or "spectator".
func (c *checker[S, M]) viewJSON(b []byte, p core.Player) {
	keys, vals := topLevel(b)
	i := slices.Index(keys, "view")
	if i < 0 {
		c.fail("View(s, %v)'s JSON has no \"view\" key: a View must say it is one (%v): %.200s", p, lawViewState, b)
	}
	if want := c.json(p); !bytes.Equal(bytes.TrimSpace(vals[i]), want) {
		c.fail("View(s, %v)'s JSON has \"view\": %s, want %s (%v)", p, vals[i], want, lawViewState)
	}
}

// viewApply checks that Apply refuses to play a legal move on a View (the
// mover's and the spectator's) with ErrBadState, returning it unchanged.
func (c *checker[S, M]) viewApply(v S, p core.Player, legal []M) {
	if len(legal) == 0 || (p != c.g.ToMove(v) && p != core.NoPlayer) {
		return
	}
	before := c.json(v)
	got, _, err := c.g.Apply(v, legal[0])
	if !errors.Is(err, core.ErrBadState) {
		c.fail("Apply(View(s, %v), %q) = %v, want an ErrBadState error: a View is determinized before a move is played on it (%v)", p, legal[0], err, lawViewState)
	}
	if !bytes.Equal(c.json(got), before) || !bytes.Equal(c.json(v), before) {
		c.fail("Apply(View(s, %v), %q) failed but changed the view (%v)", p, legal[0], lawViewState)
	}
}

// words checks Describe and Prompt on a full state: Prompt is "" exactly
// when the game is over; every legal move has a description, and no two
// share one.
func (c *checker[S, M]) words(s S, legal []M) {
	g := c.g
	if p, over := g.Prompt(s), g.Over(s); (p == "") != over {
		c.fail("Prompt is %q while Over is %v: it is empty exactly when the game is over (%v)", p, over, lawPrompt)
	}
	seen := make(map[string]M, len(legal))
	for _, m := range legal {
		d := g.Describe(s, m)
		if d == "" {
			c.fail("Describe(s, %q) is empty (%v)", m, lawDescribe)
		}
		if other, dup := seen[d]; dup {
			c.fail("Describe gives %q and %q the same description %q (%v)", other, m, d, lawDescribe)
		}
		seen[d] = m
	}
}

// viewWords checks that the mover's View describes and prompts as the
// state does.
func (c *checker[S, M]) viewWords(s, v S, p core.Player, legal []M) {
	g := c.g
	if a, b := g.Prompt(s), g.Prompt(v); a != b {
		c.fail("Prompt(View(s, %v)) = %q, Prompt(s) = %q: the decider's view must prompt the same (%v)", p, b, a, lawPrompt)
	}
	for _, m := range legal {
		if a, b := g.Describe(s, m), g.Describe(v, m); a != b {
			c.fail("Describe(View(s, %v), %q) = %q, Describe(s, %q) = %q: the mover's view must describe the same (%v)", p, m, b, m, a, lawDescribe)
		}
	}
}

// zeroMove checks that Apply refuses the zero Move, as any move not in
// Legal, and leaves the state as it was.
func (c *checker[S, M]) zeroMove(s S) {
	g := c.g
	var zero M
	before := c.json(s)
	got, _, err := g.Apply(s, zero)
	over := g.Over(s)
	switch {
	case err == nil:
		c.fail("Apply accepted the zero Move %q (%v)", zero, lawZeroMove)
	case over && !errors.Is(err, core.ErrGameOver):
		c.fail("Apply(the zero Move) after the end: %v, want ErrGameOver (%v)", err, lawZeroMove)
	case !over && !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrNotYourTurn):
		c.fail("Apply(the zero Move): %v, want ErrIllegalMove or ErrNotYourTurn (%v)", err, lawZeroMove)
	}
	if !bytes.Equal(c.json(got), before) || !bytes.Equal(c.json(s), before) {
		c.fail("Apply(the zero Move) failed but changed the state (%v)", lawZeroMove)
	}
	if c.o.Check != nil && c.o.Check(s, zero) == nil {
		c.fail("Options.Check passes the zero Move (%v)", lawCheckMatches)
	}
}

// kebab is the form of an event kind: lower-case words joined by hyphens.
var kebab = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// eventJSON checks an event's JSON as far as the JSON alone can show law
// 13 (event-json): the harness cannot know which fields a kind uses (the
// game's package doc lists them and its tests check them), so it checks:
//
//   - it is an object whose "kind" is a non-empty kebab-case string (a
//     name, never a number);
//   - no value is null or "": a field the kind does not use is left out,
//     not written as an empty default;
//   - every event of one kind in a game has the same set of keys: a field
//     the kind uses is always written (as "hidden" in a copy whose audience
//     may not see it), and one it does not use never is, so a key that
//     comes and goes is a field written by value (omitempty on a used
//     field, or an unused one that is sometimes set), unless the game's
//     mirrors declare it may be left out: tagged omitempty on its Event
//     type (in any kind), or ending in "?" among that kind's keys in its
//     event table (in that kind only).
func (c *checker[S, M]) eventJSON(e core.Event) {
	b := c.json(e)
	keys, vals := topLevel(b)
	i := slices.Index(keys, "kind")
	if i < 0 {
		c.fail("event %q: its JSON %s is not an object with a \"kind\" (%v)", e, b, lawEventJSON)
	}
	var kind string
	if err := json.Unmarshal(vals[i], &kind); err != nil {
		c.fail("event %q: its \"kind\" is %s, not a string: kinds are kebab-case names (%v)", e, vals[i], lawEventJSON)
	}
	if !kebab.MatchString(kind) {
		c.fail("event %q: its kind %q is not a kebab-case name (%v)", e, kind, lawEventJSON)
	}
	for j, v := range vals {
		if t := string(bytes.TrimSpace(v)); t == "null" || t == `""` {
			c.fail("event %q (kind %q): field %q is %s: a field its kind does not use is left out (%v)", e, kind, keys[j], t, lawEventJSON)
		}
	}
	sorted := slices.DeleteFunc(slices.Clone(keys), func(k string) bool {
		return c.voc.decl.mayLeaveOut(kind, k)
	})
	slices.Sort(sorted)
	if prev, ok := c.kinds[kind]; ok && !slices.Equal(prev, sorted) {
		c.fail("events of kind %q carry different fields, %v and %v: a field the kind uses is always written (\"hidden\" when this copy's audience may not see it) and one it does not use never is (%v)", kind, prev, sorted, lawEventJSON)
	}
	c.kinds[kind] = sorted
}
