package strictjson_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
)

type boundedInner struct {
	Name string `json:"name"`
}

type bounded struct {
	List  []int                   `json:"list" max:"3"`
	Names []string                `json:"names" max:"2,4"`
	Map   map[string]int          `json:"map" max:"2"`
	Text  string                  `json:"text" max:"5"`
	Raw   json.RawMessage         `json:"raw" max:"8"`
	Free  []boundedInner          `json:"free"`
	Pair  [2]int                  `json:"pair"`
	Ptr   *boundedInner           `json:"ptr"`
	Seat  core.Player             `json:"seat"`
	Seats map[string]*core.Player `json:"seats"`
	Deep  json.RawMessage         `json:"deep"`
	Any   []json.RawMessage       `json:"any"`
}

// A list, map, string or self-decoding value past its max tag, or an
// untagged one past the default, is refused, naming the key and the bound.
func TestDecodeRefusesPastTheBounds(t *testing.T) {
	for in, want := range map[string]string{
		`{"list":[1,2,3,4]}`:                                   `key "list": more than 3 elements`,
		`{"names":["a","b","c"]}`:                              `key "names": more than 2 elements`,
		`{"names":["abcde"]}`:                                  `key "names[]": a string of 5 bytes, at most 4`,
		`{"map":{"a":1,"b":2,"c":3}}`:                          `key "map": more than 2 keys`,
		`{"text":"abcdef"}`:                                    `key "text": a string of 6 bytes, at most 5`,
		`{"text":"\u00e9\u00e9\u00e9"}`:                        `key "text": a string of 6 bytes, at most 5`,
		`{"raw":[1,2,3,4,5]}`:                                  `key "raw": 11 bytes of JSON, at most 8`,
		`{"free":[` + strings.Repeat(`{},`, 1024) + `{}]}`:     `key "free": more than 1024 elements`,
		`{"pair":[1,2,3]}`:                                     `key "pair": more than 2 elements`,
		`{"ptr":{"name":"` + strings.Repeat("x", 4097) + `"}}`: `key "ptr.name": a string of 4097 bytes, at most 4096`,
		`{"deep":` + strings.Repeat("[", 33) + strings.Repeat("]", 33) + `}`: `JSON nested more than 32 deep`,
	} {
		var v bounded
		err := strictjson.Decode([]byte(in), &v)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60s: %v, want %q", in, err, want)
		}
	}
	ok := `{"list":[1,2,3],"names":["abcd","e"],"map":{"a":1,"b":2},"text":"abcde","raw":[1,2,3],"pair":[7],` +
		`"ptr":{"name":"x"},"seat":"P1","seats":{"a":"P0","b":null},"deep":` + strings.Repeat("[", 31) + strings.Repeat("]", 31) + `}`
	var v bounded
	if err := strictjson.Decode([]byte(ok), &v); err != nil {
		t.Fatal(err)
	}
	var want bounded
	if err := json.Unmarshal([]byte(ok), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("decoded %+v\nencoding/json %+v", v, want)
	}
}

// The strictness of every config and position: exact keys, each once,
// nothing after the value, in maps as in structs.
func TestDecodeKeepsKeysExact(t *testing.T) {
	for in, want := range map[string]string{
		`{"ptr":{"Name":"x"}}`:    `unknown key "ptr.Name" (keys are case-sensitive: "name")`,
		`{"free":[{"nom":"x"}]}`:  `unknown key "free[].nom"`,
		`{"text":"a","text":"b"}`: `key "text" given twice`,
		`{"map":{"a":1,"a":2}}`:   `key "map.a" given twice`,
		`{"list":[]} {}`:          `data after the JSON value`,
		`{"list":[1,]}`:           `invalid JSON`,
		`{"list":[1`:              `unexpected end of JSON input`,
		`{"seat":7}`:              `key "seat": want a string, not a number`,
		`{"pair":[1,"2"]}`:        `key "pair[]": want a whole number, not a string`,
	} {
		var v bounded
		err := strictjson.Decode([]byte(in), &v)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", in, err, want)
		}
	}
}

// selfDecoder records the bytes its UnmarshalJSON is handed.
type selfDecoder struct{ got string }

func (s *selfDecoder) UnmarshalJSON(b []byte) error { s.got = string(b); return nil }

// A value that decodes itself is handed its own value's bytes only.
func TestDecodeHandsAnUnmarshalerItsOwnBytes(t *testing.T) {
	var v struct {
		A selfDecoder `json:"a"`
		B int         `json:"b"`
	}
	if err := strictjson.Decode([]byte(` { "a" : {"x": [1, "]"]} , "b": 2 } `), &v); err != nil {
		t.Fatal(err)
	}
	if v.A.got != `{"x": [1, "]"]}` || v.B != 2 {
		t.Errorf("%+v", v)
	}
}

// Decoding allocates at most 64 KiB plus 8 bytes a byte of input, however
// the input is built: here a megabyte of empty objects into an untagged
// list of large structs, and a megabyte of keys into an untagged map.
func TestDecodeAllocatesWithinItsBudget(t *testing.T) {
	type big struct {
		A [32]int64 `json:"a"`
	}
	for name, in := range map[string][]byte{
		"objects": append(append([]byte(`{"free":[`), bytes.Repeat([]byte(`{},`), strictjson.MaxJSON/3-10)...), `{}]}`...),
		"keys":    append(append([]byte(`{"seats":{`), bytes.Repeat([]byte(`"":null,`), strictjson.MaxJSON/8-10)...), `"":null}}`...),
		"deep":    append(bytes.Repeat([]byte("["), strictjson.MaxJSON/2), bytes.Repeat([]byte("]"), strictjson.MaxJSON/2)...),
	} {
		var v struct {
			Free  []big                   `json:"free"`
			Seats map[string]*core.Player `json:"seats"`
		}
		var before, after runtime.MemStats
		old := debug.SetGCPercent(-1)
		runtime.ReadMemStats(&before)
		err := strictjson.Decode(in, &v)
		runtime.ReadMemStats(&after)
		debug.SetGCPercent(old)
		if err == nil {
			t.Errorf("%s: decoded", name)
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<10+8*uint64(len(in)) {
			t.Errorf("%s: %d bytes allocated for %d bytes of input", name, alloc, len(in))
		}
	}
}

// ObjectKey finds one key's value without decoding the others.
func TestObjectKeyFindsOneKey(t *testing.T) {
	in := []byte(`{"a":[1,{"game":"no"}],"game" : "tonytino","z":`)
	got, err := strictjson.ObjectKey(in, "game")
	if err != nil || string(got) != `"tonytino"` {
		t.Errorf("%q, %v", got, err)
	}
	if got, err := strictjson.ObjectKey([]byte(`{"a":1}`), "game"); got != nil || err != nil {
		t.Errorf("absent key: %q, %v", got, err)
	}
	if _, err := strictjson.ObjectKey([]byte(`[]`), "game"); err == nil {
		t.Error("an array was read as an object")
	}
}

// A value that decodes itself and refuses with a core error gives its
// reason without the error's kind: the caller names the kind once
// ("bad state: g position: ...").
func TestDecodeNamesAValuesReasonWithoutItsKind(t *testing.T) {
	var v struct {
		Seat core.Player `json:"seat"`
	}
	err := strictjson.Decode([]byte(`{"seat":"P99"}`), &v)
	if want := `"P99" is not a seat (P0, P1, ...) or "spectator"`; err == nil || err.Error() != want {
		t.Errorf("%v, want %s", err, want)
	}
}
