package core

import (
	"strings"
	"testing"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// A hash is well formed exactly as PositionHash writes one: a decimal
// version without sign or leading zero, a colon, 16 lowercase hex digits.
func TestWellFormedHash(t *testing.T) {
	d := "9f86d081884c7d65"
	for h, want := range map[string]bool{
		"2:" + d: true, "0:" + d: true, "10:" + d: true, "99:0000000000000000": true,
		PositionHash([]byte(`{"version":3}`)): true,
		"":                                    false, ":" + d: false, d: false, "02:" + d: false, "-1:" + d: false, "+2:" + d: false,
		" 2:" + d: false, "2:" + d + " ": false, "2:" + d[:15]: false, "2:" + d + "0": false,
		"2:" + strings.ToUpper(d): false, "2:9f86d081884c7d6g": false, "2::" + d[1:]: false,
		"1234567890:" + d: false,
	} {
		if got := wellFormedHash(h); got != want {
			t.Errorf("wellFormedHash(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestClipTextCutsOnARune(t *testing.T) {
	if got := strictjson.ClipText(strings.Repeat("a", 63) + "éé"); got != strings.Repeat("a", 63)+"…" {
		t.Errorf("clipText = %q", got)
	}
	if got := strictjson.ClipText("P0 pass"); got != "P0 pass" {
		t.Errorf("clipText of a short text = %q", got)
	}
}
