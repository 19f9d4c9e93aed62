package nostracity

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

var kebab = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)

// TestEventJSONHasKindAndNamedFieldsOnly: an Event's JSON is its kind's
// kebab-case name, the fields that kind uses by name, and its audience;
// a face-down value reads "hidden", never a Bill.
func TestEventJSONHasKindAndNamedFieldsOnly(t *testing.T) {
	seen := map[string]bool{}
	for seed := uint64(0); seed < 6; seed++ {
		s, _ := New(Config{Players: 3 + int(seed%3)}, seed)
		r := core.NewRNG(seed)
		for !Over(s) {
			legal := Legal(s)
			var i int
			i, r = r.IntN(len(legal))
			next, evs, err := Apply(s, legal[i])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				ev := e.(*Event)
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				var m map[string]any
				if err := json.Unmarshal(b, &m); err != nil {
					t.Fatalf("%s: %v", b, err)
				}
				kind, _ := m["kind"].(string)
				if !kebab.MatchString(kind) || kind != ev.Kind.String() {
					t.Fatalf("%s: kind %q", b, kind)
				}
				seen[kind] = true
				allowed := map[string]bool{"kind": true, "to": true}
				for _, k := range eventKindTable[ev.Kind].keys {
					allowed[strings.TrimSuffix(k, "?")] = true
				}
				var back Event
				if err := back.UnmarshalJSON(b); err != nil {
					t.Fatalf("%s: %v", b, err)
				}
				if again, err := json.Marshal(&back); err != nil || string(again) != string(b) {
					t.Fatalf("%s reads back as %s (%v)", b, again, err)
				}
				for k, v := range m {
					if !allowed[k] {
						t.Fatalf("%s: field %q is not one of %s's", b, k, kind)
					}
					if str, ok := v.(string); ok && strings.Contains(str, "?") {
						t.Fatalf("%s: a face-down value must read \"hidden\"", b)
					}
				}
				if hb, _ := m["bills"].(map[string]any); ev.Bills[bHidden] > 0 && (len(hb) != 1 || hb["hidden"] != float64(ev.Bills[bHidden])) {
					t.Fatalf("%s: face-down Bills must read {\"hidden\": n}", b)
				}
				if m["to"] != ev.To.String() {
					t.Fatalf("%s: audience", b)
				}
			}
			s = next
		}
	}
	if len(seen) < 25 {
		t.Fatalf("only %d kinds seen in the sample games", len(seen))
	}
}

// TestEventKindsAndFieldsAreDocumented: the package doc lists every kind
// of Event with its fields.
func TestEventKindsAndFieldsAreDocumented(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for k := EventKind(1); k < numEventKinds; k++ {
		sp := eventKindTable[k]
		line := "//   - " + sp.id + ":"
		for _, f := range sp.keys {
			line += " " + strings.TrimSuffix(f, "?")
		}
		if !strings.Contains(string(doc), line) {
			t.Errorf("the package doc does not list %q", line)
		}
	}
}

// An Event's typed fields are what its JSON writes, each under its name.
func TestEventJSONWritesTheTypedFields(t *testing.T) {
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EventKindCashedIn, Player: 1, Wiseguy: Bagman, Turf: turfAt(3), CashIn: Drugs, Turfs: 2, To: core.Everyone},
			`{"kind":"cashed-in","player":"P1","wiseguy":"W09","turf":"T04","type":"drugs","turfs":2,"to":"everyone"}`},
		{Event{Kind: EventKindBidMade, Player: 0, Wiseguy: 4, Space: HiddenSpace, To: core.AllBut(0)},
			`{"kind":"bid-made","player":"P0","wiseguy":"W05","space":"hidden","to":"all but P0"}`},
		{Event{Kind: EventKindCardPlayed, Player: 0, Target: 2, Vendetta: Whack, To: core.Everyone},
			`{"kind":"card-played","player":"P0","card":"whack","target":"P2","to":"everyone"}`},
		{Event{Kind: EventKindCardPlayed, Player: 1, Target: core.NoPlayer, Vendetta: Fix, To: core.Everyone},
			`{"kind":"card-played","player":"P1","card":"fix","to":"everyone"}`},
		{Event{Kind: EventKindCardPlayed, Player: 1, Target: 0, Vendetta: Torch, Turf: turfAt(3), To: core.Everyone},
			`{"kind":"card-played","player":"P1","card":"torch","target":"P0","turf":"T04","to":"everyone"}`},
		{Event{Kind: EventKindBidShown, Player: 2, Space: 1, Value: 25000, Bills: bills{b5k: 1, b20kI: 1}, To: core.Everyone},
			`{"kind":"bid-shown","player":"P2","space":"S2","value":25000,"bills":{"5k":1,"20k-innocent":1},"to":"everyone"}`},
		{Event{Kind: EventKindTitleGiven, Player: 1, Title: TitleConsigliere, Respect: 2, To: core.Everyone},
			`{"kind":"title-given","player":"P1","title":"consigliere","respect":2,"to":"everyone"}`},
		{Event{Kind: EventKindVerdictReached, Verdict: Guilty, Guilt: 8, To: core.Everyone},
			`{"kind":"verdict-reached","verdict":"guilty","guilt":8,"to":"everyone"}`},
		{Event{Kind: EventKindGameOver, Player: core.NoPlayer, To: core.Everyone},
			`{"kind":"game-over","to":"everyone"}`},
		{Event{Kind: EventKindCardWon, Player: 2, Card: Underboss, Space: 3, To: core.Everyone},
			`{"kind":"card-won","player":"P2","street_card":"underboss","space":"S4","to":"everyone"}`},
		{Event{Kind: EventKindTurnStarted, Player: 1, To: core.Everyone},
			`{"kind":"turn-started","player":"P1","to":"everyone"}`},
	} {
		b, err := json.Marshal(c.e)
		if err != nil || string(b) != c.want {
			t.Errorf("%+v: %s, %v; want %s", c.e, b, err, c.want)
		}
	}
}
