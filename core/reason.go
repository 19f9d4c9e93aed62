package core

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ReasonCode names one rule a game's moves or positions can break: an index
// into the game's ReasonTable. Code 0 means no rule is broken.
type ReasonCode uint16

// Reason is why a move or a decoded position is refused: the code of the
// rule broken and up to four small arguments (seats, ids, numbers) that its
// text places. It is one machine word, comparable, and allocates nothing,
// so a rule check returns one on every candidate move of Legal; the words
// are made only on an error path, by the game's ReasonTable. The zero
// Reason means no rule is broken.
//
// An argument holds -2048 to 2047; a larger number is clamped.
type Reason uint64

const (
	reasonArgBits = 12
	reasonArgMax  = 1<<(reasonArgBits-1) - 1
	reasonArgMask = 1<<reasonArgBits - 1
)

// Why is the Reason of code with its arguments, at most four (more are
// dropped). It is inlined, and its arguments need no allocation: a rule
// check on Legal's path calls it.
func Why(code ReasonCode, args ...int) Reason {
	r := Reason(code)
	for i, a := range args {
		if i == 4 {
			break
		}
		r |= reasonArg(i, a)
	}
	return r
}

// reasonArg is argument a in slot i, clamped to its range.
func reasonArg(i, a int) Reason {
	a = min(max(a, -reasonArgMax-1), reasonArgMax)
	return Reason(uint64(a)&reasonArgMask) << (16 + reasonArgBits*i)
}

// Code is the rule the reason names (0: none).
func (r Reason) Code() ReasonCode { return ReasonCode(r) }

// Arg is the reason's argument i (0 to 3).
func (r Reason) Arg(i int) int {
	if i < 0 || i > 3 {
		return 0
	}
	v := int(r>>(16+reasonArgBits*i)) & reasonArgMask
	if v > reasonArgMax {
		v -= 1 << reasonArgBits
	}
	return v
}

// OK reports whether the reason names no rule: the move or position is
// allowed.
func (r Reason) OK() bool { return r == 0 }

// ReasonText is one rule of a game's ReasonTable: how an error names it to
// a program and to a person.
type ReasonText struct {
	// Name is the rule's stable id in kebab-case ("not-lowest-token"), the same
	// in every release, so a UI may key its own words on it
	// (RuleError.Code).
	Name string
	// Kind is the error kind the rule's refusal wraps (ErrIllegalMove,
	// ErrNotYourTurn, ErrGameOver, ErrBadState, ...).
	Kind error
	// Text is the rule in words, with placeholders in braces that take the
	// reason's arguments in order: "{seat}" a seat (P0), "{n}" a number, and
	// the game's own kinds from ReasonTable.Args ("{corner}", "{card}").
	// "{move}" takes no argument: it is the refused move's notation,
	// quoted.
	Text string
}

// ReasonTable is a game's reasons, declared once: Texts is indexed by
// ReasonCode (entry 0 is unused) and Args formats the placeholders of the
// game's own id types. Every game exports its table, so a UI can show its
// own words for a rule.
type ReasonTable struct {
	// Game is the game's name, for messages about the table itself.
	Game string
	// Texts holds each code's name, error kind and words.
	Texts []ReasonText
	// Args formats an argument for each placeholder kind the game adds:
	// "corner" formats 14 as "C3". "seat", "n" and "move" are core's.
	Args map[string]func(v int) string
}

// Text is the reason in words, its placeholders filled in; move may be
// nil when the text has no "{move}".
func (t *ReasonTable) Text(r Reason, move fmt.Stringer) string {
	text, _ := t.words(r, move)
	return text
}

// Err is the reason as a *RuleError of its kind, with its words, its
// rule's Name as Code and its placeholders' values as Args. A code the
// table does not hold is an error of kind ErrBadState that says so.
func (t *ReasonTable) Err(r Reason, move fmt.Stringer) error {
	c := int(r.Code())
	if c <= 0 || c >= len(t.Texts) || t.Texts[c].Kind == nil {
		return &RuleError{Kind: ErrBadState, Reason: fmt.Sprintf("%s: reason code %d is not in the game's table", t.Game, c)}
	}
	text, args := t.words(r, move)
	return &RuleError{Kind: t.Texts[c].Kind, Reason: text, Code: t.Texts[c].Name, Args: args}
}

// ErrText is Err for a reason whose {text} placeholder takes words no
// reason argument can carry (an id the decoder could not read, a law's
// own words): the error keeps r's Code and kind, its Args and Reason carry
// text, and it wraps cause (which may be nil).
func (t *ReasonTable) ErrText(r Reason, text string, cause error) error {
	err := t.Err(r, nil)
	e, ok := err.(*RuleError)
	if !ok || e.Code == "" {
		return err
	}
	msg := t.Texts[r.Code()].Text
	var b strings.Builder
	for k := 0; ; k++ {
		i := strings.IndexByte(msg, '{')
		j := strings.IndexByte(msg[max(i, 0):], '}')
		if i < 0 || j < 0 || k >= len(e.Args) {
			b.WriteString(msg)
			break
		}
		if msg[i+1:i+j] == "text" {
			e.Args[k] = text
		}
		b.WriteString(msg[:i])
		b.WriteString(e.Args[k])
		msg = msg[i+j+1:]
	}
	e.Reason, e.Cause = b.String(), cause
	return e
}

// words fills in the text of r.
func (t *ReasonTable) words(r Reason, move fmt.Stringer) (string, []string) {
	c := int(r.Code())
	if c <= 0 || c >= len(t.Texts) {
		return fmt.Sprintf("reason code %d", c), nil
	}
	msg := t.Texts[c].Text
	var b strings.Builder
	var args []string
	k := 0
	for {
		i := strings.IndexByte(msg, '{')
		j := strings.IndexByte(msg[max(i, 0):], '}')
		if i < 0 || j < 0 {
			b.WriteString(msg)
			break
		}
		b.WriteString(msg[:i])
		kind := msg[i+1 : i+j]
		msg = msg[i+j+1:]
		var v string
		switch kind {
		case "move":
			if move != nil {
				v = strconv.Quote(move.String())
			}
		default:
			a := r.Arg(k)
			k++
			switch kind {
			case "seat":
				v = Player(a).String()
			case "n":
				v = strconv.Itoa(a)
			default:
				if f := t.Args[kind]; f != nil {
					v = f(a)
				} else {
					v = strconv.Itoa(a)
				}
			}
		}
		args = append(args, v)
		b.WriteString(v)
	}
	return b.String(), args
}

var (
	reasonName        = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	reasonPlaceholder = regexp.MustCompile(`\{([^{}]*)\}`)
)

// Check reports what is wrong with the table itself: a code without a name,
// kind or text, a name that is not kebab-case or is given twice, a
// placeholder of no known kind, more than four arguments. Each game tests
// its table with it.
func (t *ReasonTable) Check() error {
	seen := map[string]int{}
	for c := 1; c < len(t.Texts); c++ {
		e := t.Texts[c]
		if e.Kind == nil || e.Text == "" {
			return fmt.Errorf("%s reason %d (%q) has no kind or no text", t.Game, c, e.Name)
		}
		if !reasonName.MatchString(e.Name) {
			return fmt.Errorf("%s reason %d: name %q is not kebab-case", t.Game, c, e.Name)
		}
		if d, ok := seen[e.Name]; ok {
			return fmt.Errorf("%s reasons %d and %d share the name %q", t.Game, d, c, e.Name)
		}
		seen[e.Name] = c
		n := 0
		for _, m := range reasonPlaceholder.FindAllStringSubmatch(e.Text, -1) {
			switch k := m[1]; {
			case k == "move":
			case k == "seat" || k == "n" || t.Args[k] != nil:
				n++
			default:
				return fmt.Errorf("%s reason %q: placeholder {%s} is no kind of argument (seat, n, move or one of the table's Args)", t.Game, e.Name, k)
			}
		}
		if n > 4 {
			return fmt.Errorf("%s reason %q takes %d arguments, at most 4", t.Game, e.Name, n)
		}
	}
	return nil
}
