package core

import (
	"strings"
	"testing"
)

func TestPositionHashIsVersionAndDigest(t *testing.T) {
	h := PositionHash([]byte(`{"game":"x","version":2,"a":1}`))
	if len(h) != 18 || !strings.HasPrefix(h, "2:") {
		t.Fatalf("hash %q: want \"2:\" and 16 hex digits", h)
	}
	if h == PositionHash([]byte(`{"game":"x","version":2,"a":2}`)) {
		t.Error("two positions share a hash")
	}
	if PositionHash([]byte(`{"game":"x"}`))[:2] != "0:" || hashVersion(h) != "2" || hashVersion("zz") != "" {
		t.Error("the version prefix")
	}
}
