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
				if !kebab.MatchString(kind) || kind != ev.Kind.String() && kind != emptyKinds[ev.Kind] {
					t.Fatalf("%s: kind %q", b, kind)
				}
				seen[kind] = true
				allowed := map[string]bool{"kind": true, "to": true}
				for _, f := range eventSpecs[ev.Kind].fields {
					allowed[f.name] = true
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
	for k := EventKind(0); k < numEventKinds; k++ {
		sp := eventSpecs[k]
		line := "//   - " + sp.name + ":"
		for _, f := range sp.fields {
			line += " " + f.name
		}
		if !strings.Contains(string(doc), line) {
			t.Errorf("the package doc does not list %q", line)
		}
	}
}

// TestEventAccessorsReadTheTypedFields: a UI reads an event's card, space,
// Turf and Cash-in type as typed values, the same as its JSON says.
func TestEventAccessorsReadTheTypedFields(t *testing.T) {
	e := Event{Kind: EvCashIn, P: 1, Card: int8(Bagman), N3: 3, N2: int16(Drugs), N: 2}
	if e.StreetCard() != Bagman.Card() || e.Turf() != turfAt(3) || e.CashInType() != Drugs || e.Space() != -1 || e.Other() != core.NoPlayer {
		t.Fatal("cash-in")
	}
	b := Event{Kind: EvBid, P: 0, Card: 4, N: -1}
	if b.Space() != HiddenSpace || b.StreetCard() != Card(4) || b.VendettaCard() != -1 {
		t.Fatal("a face-down bid")
	}
	p := Event{Kind: EvPlayAt, P: 0, Q: 2, Card: vWhack, N3: -1}
	if p.VendettaCard() != Whack || p.Other() != 2 || p.Turf() != NoTurf {
		t.Fatal("play")
	}
	if (&Event{Kind: EvTitle, Card: tConsigliere}).Title() != TitleConsigliere || (&Event{Kind: EvBonus, Card: 2}).Bonus() != MostTurfs {
		t.Fatal("title and bonus")
	}
}
