package core

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/mafiarules/sdk/internal/strictjson"
)

// PositionHash is the hash of a position's JSON, as a game's MarshalJSON
// writes it: its format version, a colon and the first 16 hex digits of
// the SHA-256 of the bytes ("2:9f86d081884c7d65"). Two positions have one
// hash exactly when they write the same JSON: the same game, rules, chance
// and everything on the table. A server appends the hash of each position
// to Record.Hashes, so a replay under changed rules stops where the games
// part. JSON without a whole-number "version" hashes as version 0.
func PositionHash(b []byte) string {
	v := 0
	if raw, err := strictjson.ObjectKey(b, "version"); err == nil && raw != nil {
		if n, err := strconv.Atoi(string(raw)); err == nil {
			v = n
		}
	}
	sum := sha256.Sum256(b)
	return strconv.Itoa(v) + ":" + hex.EncodeToString(sum[:8])
}

// hashVersion is the format version a hash was made under ("2" of
// "2:9f86..."), "" for text that is no hash.
func hashVersion(h string) string {
	for i := 0; i < len(h); i++ {
		if h[i] == ':' {
			return h[:i]
		}
		if h[i] < '0' || h[i] > '9' {
			return ""
		}
	}
	return ""
}
