package sdk_test

import (
	"iter"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/mafia"
	"github.com/mafiarules/sdk/nostracity"
	"github.com/mafiarules/sdk/speakeasy"
	"github.com/mafiarules/sdk/tonytino"
)

// An id is what every identifier type of the games has: its one spelling
// and its name in words.
type id interface {
	String() string
	Name() string
}

// idsOf adds the spellings and names of every id of one type.
func idsOf[T id](seq iter.Seq[T]) func(map[string]bool) {
	return func(out map[string]bool) {
		for x := range seq {
			out[x.String()], out[x.Name()] = true, true
		}
	}
}

// idTypes are each game's identifier types, whose spellings a doc may
// quote though a few random games never write them (a phase with no
// decision, a rare event).
var idTypes = map[string][]func(map[string]bool){
	"tonytino": {idsOf(tonytino.Cards()), idsOf(tonytino.Corners()), idsOf(tonytino.Streets()),
		idsOf(tonytino.Tokens()), idsOf(tonytino.Tiles()), idsOf(tonytino.Rackets()), idsOf(tonytino.Phases()),
		idsOf(tonytino.Decisions()), idsOf(tonytino.MoveKinds()), idsOf(tonytino.EventKinds())},
	"nostracity": {idsOf(nostracity.Cards()), idsOf(nostracity.Bills()), idsOf(nostracity.VendettaCards()),
		idsOf(nostracity.CashInTypes()), idsOf(nostracity.Wiseguys()), idsOf(nostracity.Turfs()),
		idsOf(nostracity.Investigations()), idsOf(nostracity.Titles()), idsOf(nostracity.Bonuses()),
		idsOf(nostracity.Spaces()), idsOf(nostracity.Verdicts()), idsOf(nostracity.Phases()),
		idsOf(nostracity.Decisions()), idsOf(nostracity.MoveKinds()), idsOf(nostracity.EventKinds())},
	"mafia": {idsOf(mafia.Places()), idsOf(mafia.Factions()), idsOf(mafia.Decks()), idsOf(mafia.Headings()),
		idsOf(mafia.Dies()), idsOf(mafia.Phases()), idsOf(mafia.Causes()), idsOf(mafia.Decisions()),
		idsOf(mafia.SpaceKinds()), idsOf(mafia.CounterKinds()), idsOf(mafia.Cards()), idsOf(mafia.Counters()),
		idsOf(mafia.MoveKinds()), idsOf(mafia.EventKinds()), idsOf(mafia.DieChanges())},
	"speakeasy": {idsOf(speakeasy.Locations()), idsOf(speakeasy.Persons()), idsOf(speakeasy.Tracks()),
		idsOf(speakeasy.OpsTypes()), idsOf(speakeasy.Buildings()), idsOf(speakeasy.Groups()),
		idsOf(speakeasy.Zones()), idsOf(speakeasy.CrateBonuses()), idsOf(speakeasy.TileKinds()),
		idsOf(speakeasy.BookKinds()), idsOf(speakeasy.Districts()), idsOf(speakeasy.Spaces()),
		idsOf(speakeasy.Cards()), idsOf(speakeasy.Tiles()), idsOf(speakeasy.Books()), idsOf(speakeasy.Helpers()),
		idsOf(speakeasy.Crates()), idsOf(speakeasy.Ships()), idsOf(speakeasy.Ports()), idsOf(speakeasy.Mobsters()),
		idsOf(speakeasy.Capos()), idsOf(speakeasy.Wheres()), idsOf(speakeasy.Benefits()), idsOf(speakeasy.Rewards()),
		idsOf(speakeasy.RestaurantActions()), idsOf(speakeasy.Sources()), idsOf(speakeasy.Sinks()),
		idsOf(speakeasy.Phases()), idsOf(speakeasy.Decisions()), idsOf(speakeasy.MoveKinds()),
		idsOf(speakeasy.EventKinds())},
}

// jsonKey is a key a struct tag reads.
var jsonKey = regexp.MustCompile(`json:"([a-z][a-z0-9_]*)`)

// codeSpellings are the spellings a game's code reads beyond its random
// games: every id's spelling and name, every JSON key its struct tags
// read, and core's own (the reasons a move is final).
func codeSpellings(t *testing.T, g sdk.Game, out map[string]bool) {
	for _, add := range idTypes[g.Name()] {
		add(out)
	}
	for _, e := range sdk.Glossary(g.Name()) {
		out[e.Code] = true
	}
	out[speakeasy.NoBuilding.Name()] = true // "empty", the one none a doc names
	for f := core.NotFinal; f <= core.FinalAnswered; f++ {
		out[f.String()] = true
	}
	files, err := filepath.Glob(filepath.Join(g.Name(), "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range jsonKey.FindAllSubmatch(b, -1) {
			out[string(m[1])] = true
		}
	}
}
