package codec

import (
	"maps"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

type keyedEvent struct {
	Kind   uint8
	To     core.Audience
	Player core.Player `json:"player"`
	Card   int         `json:"card"`
}

// EventKeys gives back each kind's keys as the table declares them, "?"
// and all, by the kind's name: what the harness's EventJSON law reads.
func TestEventKeysAreTheTablesKeys(t *testing.T) {
	kinds := []EventKind{{}, {Name: "card-played", Keys: []string{"player", "card?"}}, {Name: "game-over", Keys: []string{"player?"}}}
	c := MustEventCodec(keyedEvent{Player: core.NoPlayer}, kinds)
	want := map[string][]string{"card-played": {"player", "card?"}, "game-over": {"player?"}}
	if got := c.EventKeys(); !maps.EqualFunc(got, want, slices.Equal) {
		t.Errorf("EventKeys %v, want %v", got, want)
	}
}
