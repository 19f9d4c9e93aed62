package codec

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// Verb declares one kind of move of a game's notation: the word that
// names it and what its notation writes after the word, in order: Move
// field names (an exported name: "Tile") and literal words (any other
// word: "to", "first-player"). "place" with Tile and Corner reads
// "P0 place 2 C4"; "move" with Counter, "to" and Space reads
// "P1 move R.B to PAL".
type Verb struct {
	Word   string
	Fields []string
}

// Form is one way of writing one kind of move, for a notation in which a
// kind is written in more than one way, or several kinds share a word.
// String writes a move with the first form of its kind whose If holds (a
// nil If always holds); Parse tries the forms of the word it reads in
// order and keeps the first that reads the text and writes it back the
// same. So "play" may write a Vendetta card's target only for the cards
// that take one, and "detain" may end in "with lair" only when Lair is
// set. Set fills what a form's literal words say when Parse reads them
// (Air for "by air").
type Form[M any] struct {
	Kind int // the Move's Kind
	Verb
	If  func(m M) bool
	Set func(m *M)
}

// Notation is a game's move notation, declared as a table of verbs (or of
// forms), which core reads and writes: the mover, the verb's word and the
// texts of its fields and literal words, one space between two
// ("P0 place 2 C4"). It works on a Move struct M with a By field (a
// Player), a Kind field (an integer indexing the verbs; 0 is no move) and
// the fields the verbs name, each a type with String and, on its pointer,
// UnmarshalText.
//
// Parse reads exactly what String writes: one spelling per move, no
// surrounding or doubled spaces, no tabs, no other case. So a record holds
// one spelling of each move, and a client may compare a move with Legal as
// strings.
type Notation[M any] struct {
	seats   int
	example string
	by      int
	kind    int
	signed  bool
	forms   []notationForm[M]
	byKind  [][]int // the forms of each kind, in order
	words   Names
	verbs   []string // the distinct words, in the order first declared
	longest struct {
		once sync.Once
		n    int // the most bytes a move's spelling can have
	}
}

type notationForm[M any] struct {
	kind  int
	word  string
	parts []notationPart
	cond  func(M) bool
	set   func(*M)
}

// notationPart is a field (index >= 0) or a literal word.
type notationPart struct {
	field   int
	literal string
}

var (
	stringerType  = reflect.TypeFor[fmt.Stringer]()
	textUnmarshal = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// NewNotation declares the notation of M: seats is the most seats a game
// has (the mover is P0 to P<seats-1>), example a move an error shows as a
// model ("P0 play step-up"), verbs indexed by kind (entry 0 unused). An
// error says what is wrong with the table; the games build theirs once,
// when the package loads.
func NewNotation[M any](seats int, example string, verbs []Verb) (*Notation[M], error) {
	forms := make([]Form[M], 0, len(verbs))
	for k, v := range verbs {
		if k > 0 {
			forms = append(forms, Form[M]{Kind: k, Verb: v})
		}
	}
	return NewNotationForms(seats, example, forms)
}

// MustNotation is NewNotation for a table fixed in a package's source: it
// panics on a table NewNotation refuses, when the package loads.
func MustNotation[M any](seats int, example string, verbs []Verb) *Notation[M] {
	n, err := NewNotation[M](seats, example, verbs)
	if err != nil {
		panic(err)
	}
	return n
}

// NewNotationForms declares the notation of M as forms: each kind from 1
// up needs at least one; a kind's last form needs no If, so every move of
// the kind has a spelling.
func NewNotationForms[M any](seats int, example string, forms []Form[M]) (*Notation[M], error) {
	t := reflect.TypeFor[M]()
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("notation: %v is not a struct", t)
	}
	n := &Notation[M]{seats: seats, example: example}
	by, ok := t.FieldByName("By")
	if !ok || by.Type != reflect.TypeFor[core.Player]() {
		return nil, fmt.Errorf("notation: %v has no By field of type core.Player", t)
	}
	kind, ok := t.FieldByName("Kind")
	switch {
	case !ok:
		return nil, fmt.Errorf("notation: %v has no integer Kind field", t)
	case kind.Type.Kind() >= reflect.Int && kind.Type.Kind() <= reflect.Int64:
		n.signed = true
	case kind.Type.Kind() < reflect.Uint || kind.Type.Kind() > reflect.Uint64:
		return nil, fmt.Errorf("notation: %v has no integer Kind field", t)
	}
	n.by, n.kind = by.Index[0], kind.Index[0]
	for _, f := range forms {
		if f.Kind < 1 || f.Kind > 1<<16 {
			return nil, fmt.Errorf("notation: form %q has kind %d: kinds start at 1", f.Word, f.Kind)
		}
		if f.Word == "" || strings.ContainsAny(f.Word, " \t") || !isLiteral(f.Word) {
			return nil, fmt.Errorf("notation: kind %d has no word, or one with a space or a capital", f.Kind)
		}
		nf := notationForm[M]{kind: f.Kind, word: f.Word, cond: f.If, set: f.Set}
		for _, name := range f.Fields {
			if name == "" || strings.ContainsAny(name, " \t") {
				return nil, fmt.Errorf("notation: verb %q has an empty word or one with a space", f.Word)
			}
			if isLiteral(name) {
				nf.parts = append(nf.parts, notationPart{field: -1, literal: name})
				continue
			}
			sf, ok := t.FieldByName(name)
			if !ok || len(sf.Index) != 1 {
				return nil, fmt.Errorf("notation: verb %q names field %q, which %v does not have", f.Word, name, t)
			}
			if !sf.Type.Implements(stringerType) || !reflect.PointerTo(sf.Type).Implements(textUnmarshal) {
				return nil, fmt.Errorf("notation: field %s (%v) has no String and UnmarshalText", name, sf.Type)
			}
			nf.parts = append(nf.parts, notationPart{field: sf.Index[0]})
		}
		for len(n.byKind) <= f.Kind {
			n.byKind = append(n.byKind, nil)
			n.words = append(n.words, "")
		}
		if len(n.byKind[f.Kind]) == 0 {
			n.words[f.Kind] = f.Word
		} else if last := n.forms[n.byKind[f.Kind][len(n.byKind[f.Kind])-1]]; last.cond == nil {
			return nil, fmt.Errorf("notation: kind %d has a form after one without If, which it never reaches", f.Kind)
		}
		if !slices.Contains(n.verbs, f.Word) {
			n.verbs = append(n.verbs, f.Word)
		}
		n.byKind[f.Kind] = append(n.byKind[f.Kind], len(n.forms))
		n.forms = append(n.forms, nf)
	}
	for k := 1; k < len(n.byKind); k++ {
		fs := n.byKind[k]
		if len(fs) == 0 {
			return nil, fmt.Errorf("notation: kind %d has no form", k)
		}
		if n.forms[fs[len(fs)-1]].cond != nil {
			return nil, fmt.Errorf("notation: kind %d's last form has an If: some moves of the kind would have no spelling", k)
		}
	}
	return n, nil
}

// MustNotationForms is NewNotationForms for a table fixed in a package's
// source: it panics on a table NewNotationForms refuses, when the package
// loads.
func MustNotationForms[M any](seats int, example string, forms []Form[M]) *Notation[M] {
	n, err := NewNotationForms(seats, example, forms)
	if err != nil {
		panic(err)
	}
	return n
}

// isLiteral says whether a Verb's word is a literal, not a field's name:
// fields are exported names, starting with a capital.
func isLiteral(w string) bool { return w[0] < 'A' || w[0] > 'Z' }

// Words is the first word of each kind, indexed by kind.
func (n *Notation[M]) Words() Names { return n.words }

func (n *Notation[M]) kindOf(v reflect.Value) int {
	f := v.Field(n.kind)
	if n.signed {
		return int(f.Int())
	}
	if f.Uint() > 1<<16 {
		return -1
	}
	return int(f.Uint())
}

// String writes m in notation. A kind with no verb writes "P0 ?".
func (n *Notation[M]) String(m M) string {
	v := reflect.ValueOf(m)
	by := core.Player(v.Field(n.by).Int())
	k := n.kindOf(v)
	if k <= 0 || k >= len(n.byKind) {
		return by.String() + " ?"
	}
	var form *notationForm[M]
	for _, i := range n.byKind[k] {
		if f := &n.forms[i]; f.cond == nil || f.cond(m) {
			form = f
			break
		}
	}
	b := make([]byte, 0, 24)
	b = append(b, by.String()...)
	b = append(b, ' ')
	b = append(b, form.word...)
	for _, p := range form.parts {
		b = append(b, ' ')
		if p.field < 0 {
			b = append(b, p.literal...)
		} else {
			b = append(b, v.Field(p.field).Interface().(fmt.Stringer).String()...)
		}
	}
	return string(b)
}

// Parse reads a move in notation: the form, not its legality. Anything but
// the exact spelling String writes is an ErrBadNotation error that says
// what is wrong. A text longer than any move of the notation can be
// written (the longest seat, word and field texts of its longest form) is
// refused first, before it is split or copied: a hostile text of
// megabytes costs no more than a short one.
func (n *Notation[M]) Parse(text string) (M, error) {
	var zero M
	if most := n.longestMove(); len(text) > most {
		return zero, core.Errorf(core.ErrBadNotation, "%q: a move is written in at most %d bytes, and this text has %d", strictjson.ClipText(text), most, len(text))
	}
	words := strings.Split(text, " ")
	if strings.TrimSpace(text) == "" || len(words) < 2 && !strings.ContainsAny(text, "\t\n\r") {
		return zero, core.Errorf(core.ErrBadNotation, "%q: want a seat and a verb, as in %q", text, n.example)
	}
	for _, w := range words {
		if w == "" || strings.ContainsAny(w, "\t\n\r\v\f") {
			if fixed := strings.Join(strings.Fields(text), " "); fixed != text {
				if _, err := n.Parse(fixed); err == nil {
					return zero, core.Errorf(core.ErrBadNotation, "%q: write it %q: notation has no surrounding spaces or tabs, and one space between two words", text, fixed)
				}
			}
			return zero, core.Errorf(core.ErrBadNotation, "%q: a move is written with one space between two words and none around them, as in %q", text, n.example)
		}
	}
	by, err := core.ParsePlayer(words[0], n.seats)
	if err != nil {
		return zero, core.Errorf(core.ErrBadNotation, "%q: the seat must be P0 to P%d", text, n.seats-1)
	}
	var (
		lengths  []int
		fieldErr error
		literal  string
		at       = -1     // the first word a literal of a form departs from
		wants    []string // the literals the forms write there
		rewrite  string
	)
	for i := range n.forms {
		f := &n.forms[i]
		if f.word != words[1] {
			continue
		}
		if len(words) != 2+len(f.parts) {
			if !slices.Contains(lengths, 2+len(f.parts)) {
				lengths = append(lengths, 2+len(f.parts))
			}
			continue
		}
		m, err := n.read(f, by, words[2:])
		switch {
		case err != nil && fieldErr == nil:
			fieldErr = err
		case err != nil:
		case m == nil:
			if literal == "" {
				literal = f.literals()
			}
			j, lit := f.departs(words[2:])
			switch {
			case at < 0 || j < at:
				at, wants = j, []string{lit}
			case j == at && !slices.Contains(wants, lit):
				wants = append(wants, lit)
			}
		default:
			if got := n.String(*m); got == text {
				return *m, nil
			} else if rewrite == "" {
				rewrite = got
			}
		}
	}
	switch {
	case rewrite != "":
		return zero, core.Errorf(core.ErrBadNotation, "%q: the notation writes this move %s", text, strconv.Quote(rewrite))
	case fieldErr != nil:
		return zero, core.Errorf(core.ErrBadNotation, "%q: %s", text, reasonOf(fieldErr))
	case literal != "" && len(wants) > 1:
		return zero, core.Errorf(core.ErrBadNotation, "%q: %q takes %s where %q is", text, words[1], oneOf(wants), words[2+at])
	case literal != "":
		return zero, core.Errorf(core.ErrBadNotation, "%q: %q is written %s", text, words[1], literal)
	case len(lengths) > 0:
		slices.Sort(lengths)
		want := make([]string, len(lengths))
		for i, l := range lengths {
			want[i] = strconv.Itoa(l)
		}
		return zero, core.Errorf(core.ErrBadNotation, "%q: %q takes %s words, not %d", text, words[1], strings.Join(want, " or "), len(words))
	}
	return zero, core.Errorf(core.ErrBadNotation, "%q: %q is not a move (%s)", text, words[1], strings.Join(n.verbs, ", "))
}

// read fills a move from the words after the verb by form f: nil when a
// literal word differs, an error when a field does not read.
func (n *Notation[M]) read(f *notationForm[M], by core.Player, args []string) (*M, error) {
	for j, p := range f.parts {
		if p.field < 0 && args[j] != p.literal {
			return nil, nil
		}
	}
	var m M
	v := reflect.ValueOf(&m).Elem()
	v.Field(n.by).SetInt(int64(by))
	if n.signed {
		v.Field(n.kind).SetInt(int64(f.kind))
	} else {
		v.Field(n.kind).SetUint(uint64(f.kind))
	}
	for j, p := range f.parts {
		if p.field >= 0 {
			if err := v.Field(p.field).Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(args[j])); err != nil {
				return nil, err
			}
		}
	}
	if f.set != nil {
		f.set(&m)
	}
	return &m, nil
}

// departs is the first word of args a literal of f differs from, and the
// literal f writes there.
func (f *notationForm[M]) departs(args []string) (int, string) {
	for j, p := range f.parts {
		if p.field < 0 && args[j] != p.literal {
			return j, p.literal
		}
	}
	return len(args), ""
}

// oneOf lists the words a place of a notation takes ("0, 1, 2, … or 30"),
// leaving out "?", which a form writes for a value with no spelling and
// never reads.
func oneOf(words []string) string {
	words = slices.DeleteFunc(slices.Clone(words), func(w string) bool { return w == "?" })
	if len(words) > 6 {
		words = append(words[:3:3], "…", words[len(words)-1])
	}
	if len(words) == 1 {
		return strconv.Quote(words[0])
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// literals is the form as a model ("move <Counter> <Die> to <Space>").
func (f *notationForm[M]) literals() string {
	parts := []string{f.word}
	for _, p := range f.parts {
		if p.field < 0 {
			parts = append(parts, p.literal)
		} else {
			parts = append(parts, "…")
		}
	}
	return strconv.Quote(strings.Join(parts, " "))
}

// reasonOf is an error's reason without its kind ("bad state: ").
func reasonOf(err error) string {
	var re *core.RuleError
	if errors.As(err, &re) {
		return re.Reason
	}
	return err.Error()
}

// longestMove is the most bytes a move's spelling can have: of every form,
// the longest seat, its word, and each literal or the longest text of its
// field's type. Worked out on first use, when every package's tables are
// set, not when the notation is declared (a field's String may read a
// table its package sets up after the notation).
func (n *Notation[M]) longestMove() int {
	n.longest.once.Do(func() {
		t := reflect.TypeFor[M]()
		seat := 0
		for p := 0; p < n.seats; p++ {
			seat = max(seat, len(core.Player(p).String()))
		}
		fields := map[int]int{}
		for _, f := range n.forms {
			size := seat + 1 + len(f.word)
			for _, p := range f.parts {
				if p.field < 0 {
					size += 1 + len(p.literal)
					continue
				}
				if _, ok := fields[p.field]; !ok {
					fields[p.field] = longestText(t.Field(p.field).Type)
				}
				size += 1 + fields[p.field]
			}
			n.longest.n = max(n.longest.n, size)
		}
	})
	return n.longest.n
}

// longestText is the longest String of any value of t, a field type of a
// notation: every value is tried where t is a bool or an integer of at
// most 16 bits (ids are); any other type is taken to write at most
// defaultMaxString bytes, as the strict decoder reads a string.
func longestText(t reflect.Type) int {
	var lo, hi int64
	switch t.Kind() {
	case reflect.Bool:
		lo, hi = 0, 1
	case reflect.Int8:
		lo, hi = -1<<7, 1<<7-1
	case reflect.Uint8:
		lo, hi = 0, 1<<8-1
	case reflect.Int16:
		lo, hi = -1<<15, 1<<15-1
	case reflect.Uint16:
		lo, hi = 0, 1<<16-1
	default:
		return strictjson.MaxString
	}
	v := reflect.New(t).Elem()
	longest := 0
	for x := lo; x <= hi; x++ {
		switch t.Kind() {
		case reflect.Bool:
			v.SetBool(x == 1)
		case reflect.Int8, reflect.Int16:
			v.SetInt(x)
		default:
			v.SetUint(uint64(x))
		}
		longest = max(longest, len(stringOf(v)))
	}
	return longest
}

// stringOf is v's String, "" where it panics (a value out of the range of
// the type's table).
func stringOf(v reflect.Value) (s string) {
	defer func() {
		if recover() != nil {
			s = ""
		}
	}()
	return v.Interface().(fmt.Stringer).String()
}
