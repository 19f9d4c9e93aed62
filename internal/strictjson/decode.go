package strictjson

import (
	"encoding"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// The strict decoder's bounds. A struct field's `max:"N"` tag overrides
// the default for that field: the most elements of a slice, keys of a map,
// or bytes of a string or of a value that decodes itself.
const (
	// maxDepth is the deepest nesting of arrays and objects read.
	maxDepth = 32
	// defaultMaxLen bounds a slice or map whose field has no max tag.
	defaultMaxLen = 1024
	// defaultMaxString bounds a string (or the string a TextUnmarshaler
	// reads, or a map key) whose field has no max tag.
	defaultMaxString = 4096
)

// decoder reads one JSON value straight into a Go value, token by token:
// nothing is allocated for an array, a map or a string before its size is
// known and checked against its bound.
type decoder struct {
	b    []byte
	i    int
	deep int
	path []seg  // keys from the root
	buf  []byte // scratch for strings with escapes
}

// seg is one step of the path to a value: a key, or an array's element.
type seg struct {
	name string // a struct field's key
	raw  []byte // a map's key
	elem bool
}

// errSyntax builds a syntax error at the decoder's position.
func (d *decoder) syntax(what string) error {
	if d.i >= len(d.b) {
		return errors.New("unexpected end of JSON input")
	}
	return fmt.Errorf("invalid JSON at byte %d: %s, not %s", d.i, what, quoteChar(d.b[d.i]))
}

func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(c))
	return "'" + s[1:len(s)-1] + "'"
}

// where is the path to the value being read: "players[].hand".
func (d *decoder) where() string {
	var sb strings.Builder
	for i, k := range d.path {
		if k.elem {
			sb.WriteString("[]")
			continue
		}
		if i > 0 {
			sb.WriteByte('.')
		}
		if k.raw != nil {
			sb.Write(clip(k.raw))
		} else {
			sb.WriteString(k.name)
		}
	}
	return sb.String()
}

// clip shortens text quoted in an error.
func clip(b []byte) []byte {
	if len(b) > 64 {
		return append(b[:64:64], "..."...)
	}
	return b
}

// fail wraps a message about the value being read with its key.
func (d *decoder) fail(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if len(d.path) == 0 {
		return errors.New(msg)
	}
	return fmt.Errorf("key %q: %s", d.where(), msg)
}

func (d *decoder) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// peek skips white space and returns the next byte, 0 at the end.
func (d *decoder) peek() byte {
	d.ws()
	if d.i >= len(d.b) {
		return 0
	}
	return d.b[d.i]
}

func (d *decoder) literal(word string) error {
	if len(d.b)-d.i < len(word) || string(d.b[d.i:d.i+len(word)]) != word {
		return d.syntax("want " + word)
	}
	d.i += len(word)
	return nil
}

// scanString reads a string at d.i (on its opening quote) and returns its
// raw insides, the length they decode to, and whether they are the
// decoded text as is (no escape, valid UTF-8).
func (d *decoder) scanString() (raw []byte, n int, plain bool, err error) {
	start := d.i + 1
	i := start
	plain = true
	for {
		if i >= len(d.b) {
			d.i = i
			return nil, 0, false, d.syntax("")
		}
		c := d.b[i]
		switch {
		case c == '"':
			d.i = i + 1
			return d.b[start:i], n, plain, nil
		case c < 0x20:
			d.i = i
			return nil, 0, false, d.syntax("want a character of a string")
		case c == '\\':
			plain = false
			if i+1 >= len(d.b) {
				d.i = i + 1
				return nil, 0, false, d.syntax("")
			}
			switch d.b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				n++
				i += 2
			case 'u':
				r, ok := hex4(d.b, i+2)
				if !ok {
					d.i = i + 1
					return nil, 0, false, d.syntax("want a \\u escape")
				}
				i += 6
				if utf16.IsSurrogate(r) {
					if r2, ok := hex4(d.b, i+2); ok && i+1 < len(d.b) && d.b[i] == '\\' && d.b[i+1] == 'u' {
						if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
							n += utf8.RuneLen(dec)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				n += utf8.RuneLen(r)
			default:
				d.i = i + 1
				return nil, 0, false, d.syntax("want an escape")
			}
		case c < utf8.RuneSelf:
			n++
			i++
		default:
			r, size := utf8.DecodeRune(d.b[i:])
			if r == utf8.RuneError && size == 1 {
				plain = false
				n += 3 // written as U+FFFD
			} else {
				n += size
			}
			i += size
		}
	}
}

func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r*16 + rune(c)
	}
	return r, true
}

// unquote appends the text raw (a string's checked insides) decodes to.
func unquote(dst, raw []byte) []byte {
	for i := 0; i < len(raw); {
		c := raw[i]
		switch {
		case c == '\\':
			switch raw[i+1] {
			case 'b':
				dst = append(dst, '\b')
			case 'f':
				dst = append(dst, '\f')
			case 'n':
				dst = append(dst, '\n')
			case 'r':
				dst = append(dst, '\r')
			case 't':
				dst = append(dst, '\t')
			case 'u':
				r, _ := hex4(raw, i+2)
				i += 6
				if utf16.IsSurrogate(r) {
					if r2, ok := hex4(raw, i+2); ok && i+1 < len(raw) && raw[i] == '\\' && raw[i+1] == 'u' {
						if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
							dst = utf8.AppendRune(dst, dec)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				dst = utf8.AppendRune(dst, r)
				continue
			default: // '"', '\\', '/'
				dst = append(dst, raw[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			dst = append(dst, c)
			i++
		default:
			r, size := utf8.DecodeRune(raw[i:])
			dst = utf8.AppendRune(dst, r) // RuneError for a bad byte
			i += size
		}
	}
	return dst
}

// text reads a string bounded by max bytes once decoded and returns its
// text: a slice of the input, or of the scratch buffer, valid until the
// next string is read.
func (d *decoder) text(max int) ([]byte, error) {
	raw, n, plain, err := d.scanString()
	if err != nil {
		return nil, err
	}
	if n > max {
		return nil, d.fail("a string of %d bytes, at most %d", n, max)
	}
	if plain {
		return raw, nil
	}
	d.buf = unquote(d.buf[:0], raw)
	return d.buf, nil
}

// scanNumber reads a number at d.i and returns its text and whether it is
// a whole number (no fraction, no exponent).
func (d *decoder) scanNumber() ([]byte, bool, error) {
	start, i := d.i, d.i
	digits := func() bool {
		j := i
		for i < len(d.b) && '0' <= d.b[i] && d.b[i] <= '9' {
			i++
		}
		return i > j
	}
	whole := true
	if i < len(d.b) && d.b[i] == '-' {
		i++
	}
	if i < len(d.b) && d.b[i] == '0' {
		i++
	} else if !digits() {
		d.i = i
		return nil, false, d.syntax("want a digit")
	}
	if i < len(d.b) && d.b[i] == '.' {
		whole = false
		i++
		if !digits() {
			d.i = i
			return nil, false, d.syntax("want a digit")
		}
	}
	if i < len(d.b) && (d.b[i] == 'e' || d.b[i] == 'E') {
		whole = false
		i++
		if i < len(d.b) && (d.b[i] == '+' || d.b[i] == '-') {
			i++
		}
		if !digits() {
			d.i = i
			return nil, false, d.syntax("want a digit")
		}
	}
	d.i = i
	return d.b[start:i], whole, nil
}

// skip reads one value of any shape, checking its syntax and depth.
func (d *decoder) skip() error {
	switch d.peek() {
	case '{':
		if err := d.enter(); err != nil {
			return err
		}
		d.i++
		if d.peek() == '}' {
			d.i++
			d.deep--
			return nil
		}
		for {
			if d.peek() != '"' {
				return d.syntax("want a key")
			}
			if _, _, _, err := d.scanString(); err != nil {
				return err
			}
			if d.peek() != ':' {
				return d.syntax("want ':'")
			}
			d.i++
			if err := d.skip(); err != nil {
				return err
			}
			switch d.peek() {
			case ',':
				d.i++
			case '}':
				d.i++
				d.deep--
				return nil
			default:
				return d.syntax("want ',' or '}'")
			}
		}
	case '[':
		if err := d.enter(); err != nil {
			return err
		}
		d.i++
		if d.peek() == ']' {
			d.i++
			d.deep--
			return nil
		}
		for {
			if err := d.skip(); err != nil {
				return err
			}
			switch d.peek() {
			case ',':
				d.i++
			case ']':
				d.i++
				d.deep--
				return nil
			default:
				return d.syntax("want ',' or ']'")
			}
		}
	case '"':
		_, _, _, err := d.scanString()
		return err
	case 't':
		return d.literal("true")
	case 'f':
		return d.literal("false")
	case 'n':
		return d.literal("null")
	default:
		_, _, err := d.scanNumber()
		if err != nil {
			return d.syntax("want a value")
		}
		return nil
	}
}

func (d *decoder) enter() error {
	if d.deep >= maxDepth {
		return d.fail("JSON nested more than %d deep", maxDepth)
	}
	d.deep++
	return nil
}

// count returns the number of elements of the array or keys of the
// object at d.i, stopping at max+1, and leaves d.i where it was.
func (d *decoder) count(max int) (int, error) {
	start, deep := d.i, d.deep
	defer func() { d.i, d.deep = start, deep }()
	open := d.b[d.i]
	end := byte(']')
	if open == '{' {
		end = '}'
	}
	if err := d.enter(); err != nil {
		return 0, err
	}
	d.i++
	if d.peek() == end {
		return 0, nil
	}
	n := 0
	for {
		if open == '{' {
			if d.peek() != '"' {
				return 0, d.syntax("want a key")
			}
			if _, _, _, err := d.scanString(); err != nil {
				return 0, err
			}
			if d.peek() != ':' {
				return 0, d.syntax("want ':'")
			}
			d.i++
		}
		if err := d.skip(); err != nil {
			return 0, err
		}
		if n++; n > max {
			return n, nil
		}
		switch d.peek() {
		case ',':
			d.i++
		case end:
			return n, nil
		default:
			return 0, d.syntax(fmt.Sprintf("want ',' or '%c'", end))
		}
	}
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// wrongType is the error for a JSON value of the wrong kind for t.
func (d *decoder) wrongType(t reflect.Type, want string) error {
	got := ""
	switch d.peek() {
	case '{':
		got = "an object"
	case '[':
		got = "an array"
	case '"':
		got = "a string"
	case 't', 'f':
		got = "true or false"
	case 0:
		return d.syntax("")
	default:
		num, _, err := d.scanNumber()
		if err != nil {
			return d.syntax("want a value")
		}
		switch k := t.Kind(); {
		case want != "": // a TextUnmarshaler: a string is wanted whatever its kind
			got = "a number"
		case k == reflect.Int || k == reflect.Int8 || k == reflect.Int16 || k == reflect.Int32 || k == reflect.Int64,
			k == reflect.Uint || k == reflect.Uint8 || k == reflect.Uint16 || k == reflect.Uint32 || k == reflect.Uint64,
			k == reflect.Float32 || k == reflect.Float64:
			got = string(clip(num))
		default:
			got = "a number"
		}
	}
	if want == "" {
		want = jsonWant(t)
	}
	return d.fail("want %s, not %s", want, got)
}

// value reads one JSON value into v (settable); bounds are its field's
// max tag from this level in (nil: the defaults).
func (d *decoder) value(v reflect.Value, bounds []int) error {
	max, inner := -1, bounds
	if len(bounds) > 0 {
		max, inner = bounds[0], bounds[1:]
	}
	c := d.peek()
	t := v.Type()
	if c == 'n' {
		if err := d.literal("null"); err != nil {
			return err
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Interface:
			v.SetZero()
		default:
			if t.Name() != "" && v.CanAddr() {
				if u, ok := v.Addr().Interface().(json.Unmarshaler); ok {
					return d.unmarshaled(u.UnmarshalJSON([]byte("null")))
				}
			}
		}
		return nil
	}
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(t.Elem()))
		}
		return d.value(v.Elem(), bounds)
	}
	if t.Name() != "" && v.CanAddr() {
		if pv := v.Addr(); pv.NumMethod() > 0 {
			switch u := pv.Interface().(type) {
			case json.Unmarshaler:
				return d.selfDecoding(u, max)
			case encoding.TextUnmarshaler:
				if c != '"' {
					return d.wrongType(t, "a string")
				}
				if max < 0 {
					max = defaultMaxString
				}
				s, err := d.text(max)
				if err != nil {
					return err
				}
				return d.unmarshaled(u.UnmarshalText(s))
			}
		}
	}
	switch v.Kind() {
	case reflect.Bool:
		switch c {
		case 't':
			v.SetBool(true)
			return d.literal("true")
		case 'f':
			v.SetBool(false)
			return d.literal("false")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if c == '-' || ('0' <= c && c <= '9') {
			start := d.i
			num, whole, err := d.scanNumber()
			if err != nil {
				return err
			}
			n, ok := parseInt(num)
			if !whole || !ok || v.OverflowInt(n) {
				d.i = start
				return d.wrongType(t, "")
			}
			v.SetInt(n)
			return nil
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if c == '-' || ('0' <= c && c <= '9') {
			start := d.i
			num, whole, err := d.scanNumber()
			if err != nil {
				return err
			}
			n, ok := parseUint(num)
			if !whole || !ok || v.OverflowUint(n) {
				d.i = start
				return d.wrongType(t, "")
			}
			v.SetUint(n)
			return nil
		}
	case reflect.Float32, reflect.Float64:
		if c == '-' || ('0' <= c && c <= '9') {
			start := d.i
			num, _, err := d.scanNumber()
			if err != nil {
				return err
			}
			f, err := strconv.ParseFloat(string(num), t.Bits())
			if err != nil || v.OverflowFloat(f) {
				d.i = start
				return d.wrongType(t, "")
			}
			v.SetFloat(f)
			return nil
		}
	case reflect.String:
		if c == '"' {
			if max < 0 {
				max = defaultMaxString
			}
			s, err := d.text(max)
			if err != nil {
				return err
			}
			v.SetString(string(s))
			return nil
		}
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 && c == '"' && !reflect.PointerTo(t.Elem()).Implements(textUnmarshaler) && !reflect.PointerTo(t.Elem()).Implements(jsonUnmarshaler) {
			return d.bytes(v, max)
		}
		if c == '[' {
			return d.slice(v, max, inner)
		}
	case reflect.Array:
		if c == '[' {
			return d.array(v, inner)
		}
	case reflect.Map:
		if c == '{' {
			return d.mapping(v, max, inner)
		}
	case reflect.Struct:
		if c == '{' {
			return d.object(v)
		}
	case reflect.Interface:
		return d.fail("cannot decode into %s", t)
	}
	return d.wrongType(t, "")
}

// selfDecoding hands a value that decodes itself the bytes of its JSON,
// at most max of them.
func (d *decoder) selfDecoding(u json.Unmarshaler, max int) error {
	start := d.i
	if err := d.skip(); err != nil {
		return err
	}
	if max >= 0 && d.i-start > max {
		n := d.i - start
		d.i = start
		return d.fail("%d bytes of JSON, at most %d", n, max)
	}
	return d.unmarshaled(u.UnmarshalJSON(d.b[start:d.i]))
}

// unmarshaled turns a value's own decoding error into the decoder's: an
// error with a reason apart from its kind gives the reason (the caller
// names the kind once).
func (d *decoder) unmarshaled(err error) error {
	if err == nil {
		return nil
	}
	if ReasonOf != nil {
		if reason, ok := ReasonOf(err); ok {
			return errors.New(reason)
		}
	}
	return err
}

func parseUint(b []byte) (uint64, bool) {
	var n uint64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		if n > (1<<64-1)/10 {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
		if n < uint64(c-'0') {
			return 0, false
		}
	}
	return n, true
}

func parseInt(b []byte) (int64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	u, ok := parseUint(b)
	if !ok {
		return 0, false
	}
	if neg {
		if u > 1<<63 {
			return 0, false
		}
		return -int64(u), true
	}
	if u > 1<<63-1 {
		return 0, false
	}
	return int64(u), true
}

// bytes reads a base64 string into a []byte, as encoding/json writes one.
func (d *decoder) bytes(v reflect.Value, max int) error {
	if max < 0 {
		max = defaultMaxString
	}
	raw, _, plain, err := d.scanString()
	if err != nil {
		return err
	}
	if !plain {
		return d.fail("want base64, not a string with escapes")
	}
	if n := base64.StdEncoding.DecodedLen(len(raw)); n > max {
		return d.fail("%d bytes, at most %d", n, max)
	}
	out := make([]byte, base64.StdEncoding.DecodedLen(len(raw)))
	n, err := base64.StdEncoding.Decode(out, raw)
	if err != nil {
		return d.fail("want base64: %v", err)
	}
	v.SetBytes(out[:n])
	return nil
}

// slice reads an array into a slice, counted and bounded before the slice
// is made.
func (d *decoder) slice(v reflect.Value, max int, inner []int) error {
	if max < 0 {
		max = defaultMaxLen
	}
	n, err := d.count(max)
	if err != nil {
		return err
	}
	if n > max {
		return d.fail("more than %d elements", max)
	}
	s := reflect.MakeSlice(v.Type(), n, n)
	if err := d.elements(inner, func(i int) (reflect.Value, bool) { return s.Index(i), i < n }); err != nil {
		return err
	}
	v.Set(s)
	return nil
}

// array reads an array into a Go array: more elements than its length is
// an error; fewer leave the rest zero.
func (d *decoder) array(v reflect.Value, inner []int) error {
	n := v.Len()
	got := 0
	err := d.elements(inner, func(i int) (reflect.Value, bool) {
		got = i + 1
		if i < n {
			return v.Index(i), true
		}
		return reflect.Value{}, false
	})
	if err != nil {
		return err
	}
	for i := got; i < n; i++ {
		v.Index(i).SetZero()
	}
	return nil
}

// elements reads the array at d.i, each element into at(i); at's false
// means one element too many.
func (d *decoder) elements(inner []int, at func(i int) (reflect.Value, bool)) error {
	if err := d.enter(); err != nil {
		return err
	}
	d.i++
	if d.peek() == ']' {
		d.i++
		d.deep--
		return nil
	}
	d.path = append(d.path, seg{elem: true})
	for i := 0; ; i++ {
		e, ok := at(i)
		if !ok {
			d.path = d.path[:len(d.path)-1]
			return d.fail("more than %d elements", i)
		}
		if err := d.value(e, inner); err != nil {
			return err
		}
		switch d.peek() {
		case ',':
			d.i++
		case ']':
			d.i++
			d.deep--
			d.path = d.path[:len(d.path)-1]
			return nil
		default:
			return d.syntax("want ',' or ']'")
		}
	}
}

// key reads an object's key and its colon; the text is valid until the
// next string is read.
func (d *decoder) key() ([]byte, error) {
	if d.peek() != '"' {
		return nil, d.syntax("want a key")
	}
	k, err := d.text(defaultMaxString)
	if err != nil {
		return nil, err
	}
	if d.peek() != ':' {
		return nil, d.syntax("want ':'")
	}
	d.i++
	return k, nil
}

// next reads what follows an object's entry: true at its end.
func (d *decoder) next() (bool, error) {
	switch d.peek() {
	case ',':
		d.i++
		return false, nil
	case '}':
		d.i++
		d.deep--
		return true, nil
	}
	return false, d.syntax("want ',' or '}'")
}

// keyOf copies a key for the path when it lies in the scratch buffer.
func (d *decoder) keyOf(k []byte) []byte {
	if len(k) > 0 && len(d.buf) > 0 && &k[0] == &d.buf[0] {
		return append([]byte(nil), k...)
	}
	if k == nil {
		return []byte{}
	}
	return k
}

// mapping reads an object into a map with string, integer or
// TextUnmarshaler keys, counted and bounded before the map is made.
func (d *decoder) mapping(v reflect.Value, max int, inner []int) error {
	t := v.Type()
	kt := t.Key()
	textKey := reflect.PointerTo(kt).Implements(textUnmarshaler)
	switch kt.Kind() {
	case reflect.String, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
	default:
		if !textKey {
			return d.fail("cannot decode into %s", t)
		}
	}
	if max < 0 {
		max = defaultMaxLen
	}
	n, err := d.count(max)
	if err != nil {
		return err
	}
	if n > max {
		return d.fail("more than %d keys", max)
	}
	m := reflect.MakeMapWithSize(t, n)
	kv := reflect.New(kt).Elem()
	ev := reflect.New(t.Elem()).Elem()
	if err := d.enter(); err != nil {
		return err
	}
	d.i++
	if d.peek() == '}' {
		d.i++
		d.deep--
		v.Set(m)
		return nil
	}
	for {
		k, err := d.key()
		if err != nil {
			return err
		}
		d.path = append(d.path, seg{raw: d.keyOf(k)})
		kv.SetZero()
		switch {
		case textKey:
			if err := d.unmarshaled(kv.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText(k)); err != nil {
				return d.fail("%v", err)
			}
		case kt.Kind() == reflect.String:
			kv.SetString(string(k))
		default:
			ok := false
			if kt.Kind() >= reflect.Uint {
				var u uint64
				u, ok = parseUint(k)
				ok = ok && !kv.OverflowUint(u)
				if ok {
					kv.SetUint(u)
				}
			} else {
				var i int64
				i, ok = parseInt(k)
				ok = ok && !kv.OverflowInt(i)
				if ok {
					kv.SetInt(i)
				}
			}
			if !ok {
				return d.fail("want a key that is %s", jsonWant(kt))
			}
		}
		if m.MapIndex(kv).IsValid() {
			return fmt.Errorf("key %q given twice", d.where())
		}
		ev.SetZero()
		if err := d.value(ev, inner); err != nil {
			return err
		}
		m.SetMapIndex(kv, ev)
		d.path = d.path[:len(d.path)-1]
		end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			v.Set(m)
			return nil
		}
	}
}

// object reads an object into a struct: every key a field's exact JSON
// name, given once.
func (d *decoder) object(v reflect.Value) error {
	info := structInfoOf(v.Type())
	if err := d.enter(); err != nil {
		return err
	}
	d.i++
	if d.peek() == '}' {
		d.i++
		d.deep--
		return nil
	}
	var seenSmall [4]uint64
	seen := seenSmall[:]
	if len(info.fields) > 64*len(seenSmall) {
		seen = make([]uint64, (len(info.fields)+63)/64)
	}
	for {
		k, err := d.key()
		if err != nil {
			return err
		}
		fi, ok := info.byName[string(k)]
		if !ok {
			d.path = append(d.path, seg{raw: d.keyOf(k)})
			for _, f := range info.fields {
				if strings.EqualFold(f.name, string(k)) {
					return fmt.Errorf("unknown key %q (keys are case-sensitive: %q)", d.where(), f.name)
				}
			}
			return fmt.Errorf("unknown key %q", d.where())
		}
		f := &info.fields[fi]
		d.path = append(d.path, seg{name: f.name})
		if seen[fi/64]&(1<<(fi%64)) != 0 {
			return fmt.Errorf("key %q given twice", d.where())
		}
		seen[fi/64] |= 1 << (fi % 64)
		fv, err := d.field(v, f)
		if err != nil {
			return err
		}
		if err := d.value(fv, f.max); err != nil {
			return err
		}
		d.path = d.path[:len(d.path)-1]
		end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			return nil
		}
	}
}

// field returns a struct field to decode into, making the embedded
// structs on its way that are pointers.
func (d *decoder) field(v reflect.Value, f *fieldInfo) (reflect.Value, error) {
	for n, i := range f.index {
		if n > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					return v, d.fail("cannot set an embedded pointer to an unexported struct")
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v, nil
}

// fieldInfo is one JSON key of a struct.
type fieldInfo struct {
	name  string
	index []int
	max   []int // the max tag's bounds, from the field in; -1: the default
}

type structInfo struct {
	fields []fieldInfo
	byName map[string]int
}

var structInfos sync.Map // reflect.Type -> *structInfo

func structInfoOf(t reflect.Type) *structInfo {
	if s, ok := structInfos.Load(t); ok {
		return s.(*structInfo)
	}
	s := &structInfo{byName: map[string]int{}}
	collectFields(t, nil, s)
	structInfos.Store(t, s)
	return s
}

// collectFields lists a struct's JSON keys as encoding/json names them
// (the tag's name, else the field's; "-" and unexported fields skipped;
// untagged embedded structs flattened, the shallower field winning).
func collectFields(t reflect.Type, index []int, s *structInfo) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		idx := append(append([]int(nil), index...), i)
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				collectFields(ft, idx, s)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		var max []int
		if m, ok := f.Tag.Lookup("max"); ok {
			for _, part := range strings.Split(m, ",") {
				n, err := strconv.Atoi(strings.TrimSpace(part))
				if err != nil || n < 0 {
					n = -1
				}
				max = append(max, n)
			}
		}
		if old, ok := s.byName[name]; ok {
			if len(s.fields[old].index) <= len(idx) {
				continue
			}
			s.fields[old] = fieldInfo{name, idx, max}
			continue
		}
		s.byName[name] = len(s.fields)
		s.fields = append(s.fields, fieldInfo{name, idx, max})
	}
}
