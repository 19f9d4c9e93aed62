package sdk

import (
	"slices"
	"testing"

	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// eventKindNames lists the names of an event kind type's kinds.
func eventKindNames[K interface {
	~int8 | ~uint8
	String() string
}]() []string {
	var out []string
	for k := K(1); k > 0 && k < 127; k++ {
		out = append(out, k.String())
	}
	return out
}

// Every event kind the take-back rules name is one of its game's kinds, so
// a renamed kind cannot silently let a reveal be taken back.
func TestTakeBackRulesNameRealEventKinds(t *testing.T) {
	kinds := map[string][]string{
		"tonytino": eventKindNames[tonytino.EventKind](),
		// Nostra City's JSON writes an event with an empty pile as a kind
		// of its own ("corrupted-without-bill").
		"nostracity": append(eventKindNames[nostracity.EventKind](), "distribution-ended", "no-bills-drawn",
			"no-bid-bills-kept", "empty-corruption-pile-revealed", "corrupted-without-bill", "nothing-taken",
			"empty-bid-shown", "discard-pile-emptied", "empty-vendetta-hand-seen"),
		"mafia":     eventKindNames[mafia.EventKind](),
		"speakeasy": eventKindNames[speakeasy.EventKind](),
	}
	for name, rules := range onlines {
		for _, kind := range slices.Concat(rules.reveals, rules.secrets) {
			if !slices.Contains(kinds[name], kind) {
				t.Errorf("%s: the take-back rule names the event kind %q, which the game does not have", name, kind)
			}
		}
	}
	if len(onlines) != 4 {
		t.Errorf("%d games declare their online rules, want 4", len(onlines))
	}
}
