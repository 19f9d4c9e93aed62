package mafia

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// An event key the codec may leave out (a "?" key: the State of the
// 4-player game has no player, a roll that failed no success) is an
// Event field tagged omitempty, and every field tagged omitempty is such
// a key, so the harness learns the optional keys from the Event type.
func TestAnEventKeyMayBeAbsentExactlyWhenItsFieldIsOmitempty(t *testing.T) {
	var optional, tagged []string
	for _, k := range eventKinds {
		for _, key := range k.Keys {
			if name, ok := strings.CutSuffix(key, "?"); ok && !slices.Contains(optional, name) {
				optional = append(optional, name)
			}
		}
	}
	et := reflect.TypeFor[Event]()
	for i := range et.NumField() {
		name, opts, _ := strings.Cut(et.Field(i).Tag.Get("json"), ",")
		if slices.Contains(strings.Split(opts, ","), "omitempty") {
			tagged = append(tagged, name)
		}
	}
	slices.Sort(optional)
	slices.Sort(tagged)
	if !slices.Equal(optional, tagged) {
		t.Fatalf("keys the codec may leave out %v, fields tagged omitempty %v", optional, tagged)
	}
}
