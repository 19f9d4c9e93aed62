package gametest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// A jnode is one JSON value read with its object keys in order, so the
// Vocabulary law can check key order and the Tamper law can edit a
// position and write it back as it was, but for the edit.
type jnode struct {
	kind jkind
	b    bool
	s    string   // a string's value, or a number's text
	keys []string // an object's keys, in order
	kids []*jnode // an array's elements, or an object's values
}

type jkind uint8

const (
	jNull jkind = iota
	jBool
	jNum
	jStr
	jArr
	jObj
)

// parseTree reads one JSON value, keeping the order of object keys.
func parseTree(b []byte) (*jnode, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	n, err := readTree(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return n, nil
}

func readTree(dec *json.Decoder, depth int) (*jnode, error) {
	if depth > 10000 {
		return nil, fmt.Errorf("JSON nested too deep")
	}
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := t.(type) {
	case nil:
		return &jnode{kind: jNull}, nil
	case bool:
		return &jnode{kind: jBool, b: v}, nil
	case json.Number:
		return &jnode{kind: jNum, s: string(v)}, nil
	case string:
		return &jnode{kind: jStr, s: v}, nil
	case json.Delim:
		n := &jnode{kind: jArr}
		if v == '{' {
			n.kind = jObj
		}
		for dec.More() {
			if n.kind == jObj {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
			}
			kid, err := readTree(dec, depth+1)
			if err != nil {
				return nil, err
			}
			n.kids = append(n.kids, kid)
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
		return n, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", t)
}

// get is the value of key k in an object, or nil.
func (n *jnode) get(k string) *jnode {
	if n == nil || n.kind != jObj {
		return nil
	}
	for i, key := range n.keys {
		if key == k {
			return n.kids[i]
		}
	}
	return nil
}

// bytes writes n as compact JSON.
func (n *jnode) bytes() []byte {
	var buf bytes.Buffer
	n.write(&buf)
	return buf.Bytes()
}

func (n *jnode) write(buf *bytes.Buffer) {
	switch n.kind {
	case jNull:
		buf.WriteString("null")
	case jBool:
		buf.WriteString(strconv.FormatBool(n.b))
	case jNum:
		buf.WriteString(n.s)
	case jStr:
		b, _ := json.Marshal(n.s)
		buf.Write(b)
	case jArr, jObj:
		open, close := byte('['), byte(']')
		if n.kind == jObj {
			open, close = '{', '}'
		}
		buf.WriteByte(open)
		for i, kid := range n.kids {
			if i > 0 {
				buf.WriteByte(',')
			}
			if n.kind == jObj {
				b, _ := json.Marshal(n.keys[i])
				buf.Write(b)
				buf.WriteByte(':')
			}
			kid.write(buf)
		}
		buf.WriteByte(close)
	}
}

// String is n's JSON, cut short past 80 bytes, for messages.
func (n *jnode) String() string {
	b := n.bytes()
	if len(b) > 80 {
		return string(b[:77]) + "..."
	}
	return string(b)
}

// member is the path of key k of the object at path, as "$.players".
func member(path, k string) string { return path + "." + k }

// elem is the path of element i of the array at path, as "$.players[0]".
func elem(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }
