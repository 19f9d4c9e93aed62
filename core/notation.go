package core

import (
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Verb declares one kind of move of a game's notation: the word that
// names it and the Move fields its notation writes after the word, in
// order ("place" with Tile and Corner reads "P0 place 2 C4").
type Verb struct {
	Word   string
	Fields []string
}

// Notation is a game's move notation, declared as a table of verbs, which
// core reads and writes: the mover, the verb's word and each of its
// fields' texts, one space between two ("P0 place 2 C4"). It works on a
// Move struct M with a By field (a Player), a Kind field (an unsigned
// integer indexing the verbs; 0 is no move) and the fields the verbs
// name, each a type with String and, on its pointer, UnmarshalText.
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
	verbs   []notationVerb
	words   Names
}

type notationVerb struct {
	word   string
	fields []int
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
	t := reflect.TypeFor[M]()
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("notation: %v is not a struct", t)
	}
	n := &Notation[M]{seats: seats, example: example, words: make(Names, len(verbs))}
	by, ok := t.FieldByName("By")
	if !ok || by.Type != reflect.TypeFor[Player]() {
		return nil, fmt.Errorf("notation: %v has no By field of type core.Player", t)
	}
	kind, ok := t.FieldByName("Kind")
	if !ok || kind.Type.Kind() < reflect.Uint || kind.Type.Kind() > reflect.Uint64 {
		return nil, fmt.Errorf("notation: %v has no unsigned Kind field", t)
	}
	n.by, n.kind = by.Index[0], kind.Index[0]
	for k, v := range verbs {
		n.words[k] = v.Word
		nv := notationVerb{word: v.Word}
		for _, name := range v.Fields {
			f, ok := t.FieldByName(name)
			if !ok || len(f.Index) != 1 {
				return nil, fmt.Errorf("notation: verb %q names field %q, which %v does not have", v.Word, name, t)
			}
			if !f.Type.Implements(stringerType) || !reflect.PointerTo(f.Type).Implements(textUnmarshal) {
				return nil, fmt.Errorf("notation: field %s (%v) has no String and UnmarshalText", name, f.Type)
			}
			nv.fields = append(nv.fields, f.Index[0])
		}
		if k > 0 && (v.Word == "" || strings.ContainsAny(v.Word, " \t")) {
			return nil, fmt.Errorf("notation: verb %d has no word, or one with a space", k)
		}
		n.verbs = append(n.verbs, nv)
	}
	return n, nil
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

// Words is the verbs' words, indexed by kind.
func (n *Notation[M]) Words() Names { return n.words }

// String writes m in notation. A kind with no verb writes "P0 ?".
func (n *Notation[M]) String(m M) string {
	v := reflect.ValueOf(m)
	by := Player(v.Field(n.by).Int())
	k := v.Field(n.kind).Uint()
	if k == 0 || k >= uint64(len(n.verbs)) {
		return by.String() + " ?"
	}
	verb := n.verbs[k]
	b := make([]byte, 0, 24)
	b = append(b, by.String()...)
	b = append(b, ' ')
	b = append(b, verb.word...)
	for _, i := range verb.fields {
		b = append(b, ' ')
		b = append(b, v.Field(i).Interface().(fmt.Stringer).String()...)
	}
	return string(b)
}

// Parse reads a move in notation: the form, not its legality. Anything but
// the exact spelling String writes is an ErrBadNotation error that says
// what is wrong.
func (n *Notation[M]) Parse(text string) (M, error) {
	var m M
	words := strings.Split(text, " ")
	if strings.TrimSpace(text) == "" || len(words) < 2 && !strings.ContainsAny(text, "\t\n\r") {
		return m, Errorf(ErrBadNotation, "%q: want a seat and a verb, as in %q", text, n.example)
	}
	for _, w := range words {
		if w == "" || strings.ContainsAny(w, "\t\n\r\v\f") {
			if fixed := strings.Join(strings.Fields(text), " "); fixed != text {
				if _, err := n.Parse(fixed); err == nil {
					return m, Errorf(ErrBadNotation, "%q: write it %q: notation has no surrounding spaces or tabs, and one space between two words", text, fixed)
				}
			}
			return m, Errorf(ErrBadNotation, "%q: a move is written with one space between two words and none around them, as in %q", text, n.example)
		}
	}
	by, err := ParsePlayer(words[0], n.seats)
	if err != nil {
		return m, Errorf(ErrBadNotation, "%q: the seat must be P0 to P%d", text, n.seats-1)
	}
	k, ok := n.words.Lookup(words[1])
	if !ok || k == 0 {
		return m, Errorf(ErrBadNotation, "%q: %q is not a move (%s)", text, words[1], strings.Join(n.words[1:], ", "))
	}
	verb := n.verbs[k]
	if len(words) != 2+len(verb.fields) {
		return m, Errorf(ErrBadNotation, "%q: %q takes %d words, not %d", text, words[1], 2+len(verb.fields), len(words))
	}
	v := reflect.ValueOf(&m).Elem()
	v.Field(n.by).SetInt(int64(by))
	v.Field(n.kind).SetUint(uint64(k))
	for j, i := range verb.fields {
		if err := v.Field(i).Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(words[2+j])); err != nil {
			var zero M
			return zero, Errorf(ErrBadNotation, "%q: %s", text, reasonOf(err))
		}
	}
	if got := n.String(m); got != text {
		var zero M
		return zero, Errorf(ErrBadNotation, "%q: the notation writes this move %s", text, strconv.Quote(got))
	}
	return m, nil
}

// reasonOf is an error's reason without its kind ("bad state: ").
func reasonOf(err error) string {
	var re *RuleError
	if errors.As(err, &re) {
		return re.Reason
	}
	return err.Error()
}
