package sdk_test

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"flag"
	"math"
	"os"
	"reflect"
	"testing"

	sdk "github.com/mafiarules/sdk"
)

var updateBatchDigests = flag.Bool("update-batch-digests", false, "rewrite python/tests/testdata/batch_digests.json")

// batchDigest steps a Batch of 4 games from seed 3 with RandomActions(k)
// for 40 steps and hashes every buffer after each: the trajectory the
// Python package's test must reproduce through the C library.
func batchDigest(t *testing.T, game string) string {
	b, err := sdk.NewBatch(game, nil, 4, 3, sdk.BatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	h := sha256.New()
	var acts []int32
	for k := range uint64(40) {
		acts = b.RandomActions(acts[:0], k)
		if err := b.Step(acts); err != nil {
			t.Fatal(err)
		}
		var w [4]byte
		for _, x := range b.Obs {
			binary.LittleEndian.PutUint32(w[:], math.Float32bits(x))
			h.Write(w[:])
		}
		h.Write(b.Mask)
		for _, x := range b.Rewards {
			binary.LittleEndian.PutUint32(w[:], math.Float32bits(x))
			h.Write(w[:])
		}
		for i := range b.N() {
			d := byte(0)
			if b.Done[i] {
				d = 1
			}
			h.Write([]byte{d, byte(b.ToMove[i])})
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// The Python package's determinism test (python/tests) compares the same
// trajectory, stepped through the C library, with these digests: the Go
// batch and the Python one give the same games from the same seed.
func TestBatchDigestsForPython(t *testing.T) {
	const file = "python/tests/testdata/batch_digests.json"
	got := map[string]string{}
	for _, game := range sdk.Names() {
		got[game] = batchDigest(t, game)
	}
	if *updateBatchDigests {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -run TestBatchDigestsForPython -update-batch-digests . writes it)", err)
	}
	var want map[string]string
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the batches' trajectories changed: %v, the file says %v (rerun with -update-batch-digests if a rule change meant it)", got, want)
	}
}
