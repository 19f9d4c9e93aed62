package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"

	"github.com/mafiarules/sdk/core"
	"pgregory.net/rapid"
)

// oversizeAlloc is the most a decoder may allocate while refusing state
// JSON over core.MaxJSON: far less than decoding it would take, far more
// than building an error message.
const oversizeAlloc = core.MaxJSON / 4

// checkOversize checks law 22 (oversize) on a state of each config: its JSON
// grown past core.MaxJSON (with whitespace, and with its first non-empty
// array made long, which a decoder that reads before it measures would
// allocate for) is refused with ErrBadState, and allocates less than
// oversizeAlloc bytes on the way.
func checkOversize[S any, M core.Move](tb rapid.TB, g core.Game[S, M], configs ...[]byte) {
	tb.Helper()
	for _, config := range configs {
		s, err := g.New(config, 1)
		if err != nil {
			tb.Fatalf("New(%s): %v", config, err)
			return
		}
		b, err := json.Marshal(s)
		if err != nil {
			tb.Fatalf("json.Marshal of a state: %v", err)
			return
		}
		for _, big := range oversized(b) {
			if err := refusesOversize[S](big); err != nil {
				tb.Fatalf("%s, config %s: %v (%v)", g.Name(), config, err, lawOversize)
				return
			}
		}
	}
}

// refusesOversize decodes big (over core.MaxJSON) into a zero S and
// reports what is wrong: accepting it, refusing it with another error than
// ErrBadState, or allocating for it first.
//
// The allocation is read from the runtime's process-wide counter, so what
// other goroutines allocate meanwhile counts too. To keep that noise out,
// a run whose decode seems to allocate too much also measures a scan of
// the same bytes (json.Valid, which allocates nothing and takes about as
// long as the scan json.Unmarshal makes before it calls the decoder) and
// takes the difference; of up to five runs the least counts, with one P
// as testing.AllocsPerRun measures.
func refusesOversize[S any](big []byte) error {
	var err error
	alloc := int64(1 << 62)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	var m0, m1, m2 runtime.MemStats
	for i := range 5 {
		if i > 0 && alloc <= oversizeAlloc {
			break
		}
		var s S
		runtime.ReadMemStats(&m0)
		err = json.Unmarshal(big, &s)
		runtime.ReadMemStats(&m1)
		got := int64(m1.TotalAlloc - m0.TotalAlloc)
		if got > oversizeAlloc { // only then is the noise worth measuring
			json.Valid(big)
			runtime.ReadMemStats(&m2)
			got -= int64(m2.TotalAlloc - m1.TotalAlloc)
		}
		alloc = min(alloc, got)
		if err == nil {
			return fmt.Errorf("a state's JSON of %d bytes decodes, but at most core.MaxJSON = %d may", len(big), core.MaxJSON)
		}
	}
	if !errors.Is(err, core.ErrBadState) {
		return fmt.Errorf("%d bytes of state JSON refused with %v, want an ErrBadState error", len(big), err)
	}
	if alloc > oversizeAlloc {
		return fmt.Errorf("refusing %d bytes of state JSON allocated %d bytes: check the size before decoding anything", len(big), alloc)
	}
	return nil
}

// oversized returns b (a state's JSON) grown past core.MaxJSON in two ways:
// padded with whitespace after its opening brace, and with the first
// non-empty array among its top-level values repeated to that length.
func oversized(b []byte) [][]byte {
	pad := core.MaxJSON + 1 - len(b) + 1
	if pad < 1 {
		pad = 1
	}
	var padded []byte
	if len(b) > 0 && b[0] == '{' {
		padded = append(append([]byte{'{'}, bytes.Repeat([]byte{' '}, pad)...), b[1:]...)
	} else {
		padded = append(bytes.Repeat([]byte{' '}, pad), b...)
	}
	out := [][]byte{padded}
	keys, vals := topLevel(b)
	for i, v := range vals {
		var elems []json.RawMessage
		if json.Unmarshal(v, &elems) != nil || len(elems) == 0 {
			continue
		}
		e := elems[0]
		var long bytes.Buffer
		long.WriteByte('[')
		for long.Len() <= core.MaxJSON {
			if long.Len() > 1 {
				long.WriteByte(',')
			}
			long.Write(e)
		}
		long.WriteByte(']')
		var big bytes.Buffer
		big.WriteByte('{')
		for j, k := range keys {
			if j > 0 {
				big.WriteByte(',')
			}
			kb, _ := json.Marshal(k)
			big.Write(kb)
			big.WriteByte(':')
			if j == i {
				big.Write(long.Bytes())
			} else {
				big.Write(vals[j])
			}
		}
		big.WriteByte('}')
		out = append(out, big.Bytes())
		break
	}
	return out
}
