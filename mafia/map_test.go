package mafia

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// freshOn is fresh on another map: homes R Palermo, N Catania, O and V
// Enna, after setup.
func freshOn(t *testing.T, m Map) State {
	t.Helper()
	s, err := New(Config{Players: 5, Map: &m}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"red PAL", "black CAT", "orange ENN", "green ENN"} {
		s = do(t, s, ToMove(s).String()+" home "+h)
	}
	return s
}

// swappedArrows is Sicily with Santo Stefano and Sant'Agata swapped on the
// ring: CEF → SAG → SST → PAT.
func swappedArrows() Map {
	m := SicilyMap()
	m.Spaces[CEF].CW, m.Spaces[SAG].CW, m.Spaces[SST].CW = SAG, SST, PAT
	return m
}

// HOUSE-MAP as data: Sicily validates, Spaces and the game's Map are it,
// and a nil Config.Map plays on it.
func TestSicilyMapIsTheDefault(t *testing.T) {
	m := SicilyMap()
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if m.Spaces != sicily.m.Spaces || m.StateCity != PAL || m.SISDECity != CAT {
		t.Fatal("SicilyMap differs from Spaces or the start cities")
	}
	s, _ := New(Config{}, 1)
	if s.Map() != m || s.Config().Map != nil {
		t.Fatal("a nil Config.Map is not Sicily")
	}
	s2, _ := New(Config{Map: &m}, 1)
	if s2 != s {
		t.Fatal("Config.Map = SicilyMap() plays differently from nil")
	}
}

// The map's JSON names types, colours and links and reads back to the
// same map.
func TestMapJSONRoundTrip(t *testing.T) {
	for _, m := range []Map{SicilyMap(), swappedArrows()} {
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`"id":"PAL"`, `"type":"roadblock"`, `"nums":[1,2]`, `"home":["R","O"]`, `"airport":true`, `"south":"MAD"`, `"state_city":"PAL"`} {
			if !strings.Contains(string(b), want) {
				t.Fatalf("map JSON lacks %s: %s", want, b)
			}
		}
		var back Map
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back != m {
			t.Fatal("map JSON does not round-trip")
		}
	}
}

// A roadblock detains on the numbers the map prints: Termini Imerese
// printed 5–6 detains on 5 and 6 only.
func TestCustomMapRoadblockDetainsOnItsNumbers(t *testing.T) {
	m := SicilyMap()
	m.Spaces[TER].Nums = nums(5, 6)
	for roll := 1; roll <= 6; roll++ {
		s := freshOn(t, m)
		put(&s, cCC1, SAG)
		s, _ = turn(t, s, 0, 1, 1, roll)
		s = do(t, s, "P1 move R.B sum to TER")
		detained := s.Location(BossOf(Red)) == Station
		if detained != (roll >= 5) {
			t.Errorf("roll %d: detained %v", roll, detained)
		}
	}
}

// A space's type comes from the map: Termini Imerese made blank rolls
// nothing, Santo Stefano made a roadblock gets a Carabiniere at setup (C1)
// and detains.
func TestCustomMapSpaceTypes(t *testing.T) {
	m := SicilyMap()
	m.Spaces[TER].Kind, m.Spaces[TER].Nums = Blank, 0
	m.Spaces[SST].Kind, m.Spaces[SST].Nums = Roadblock, nums(1, 2)
	s := freshOn(t, m)
	if s.Location(cCC1) != SST || s.Location(cCC1+1) != TAO || s.Location(cCC1+2) != PIA {
		t.Fatalf("Carabinieri at %s %s %s, want SST TAO PIA", locationName(int(s.Location(cCC1))), s.Location(cCC1+1).String(), s.Location(cCC1+2).String())
	}
	put(&s, cCC1, SAG)
	s1, _ := turn(t, s, 0, 1, 1, 1)
	s1, evs := doEv(t, s1, "P1 move R.B sum to TER")
	if countKind(evs, EventKindSpaceRolled) != 0 || s1.Location(BossOf(Red)) != TER {
		t.Fatalf("a blank space acted:\n%s", logOf(evs))
	}
	s2, _ := turn(t, s, 0, 2, 2, 1)
	s2 = do(t, s2, "P1 move R.B sum to SST")
	if s2.Location(BossOf(Red)) != Station {
		t.Fatal("the roadblock the map puts on SST did not detain on a 1")
	}
}

// The clockwise arrows come from the map: with SST and SAG swapped, four
// points from Palermo end on SAG, not SST.
func TestCustomMapArrowsDecideMovement(t *testing.T) {
	for _, c := range []struct {
		m         Map
		want, not string
	}{{SicilyMap(), "SST", "SAG"}, {swappedArrows(), "SAG", "SST"}} {
		s := freshOn(t, c.m)
		s, _ = turn(t, s, 0, 2, 2)
		if !hasLegal(s, "P1 move R.B sum to "+c.want) || hasLegal(s, "P1 move R.B sum to "+c.not) {
			t.Fatalf("want %s, not %s: %v", c.want, c.not, legalStrings(s))
		}
		refuse(t, s, "P1 move R.B sum to "+c.not, core.ErrIllegalMove, "")
	}
}

// The air link joins the map's airports: with an airport at Enna a Boss in
// Palermo may fly there with one point.
func TestCustomMapAirports(t *testing.T) {
	m := SicilyMap()
	m.Spaces[ENN].Airport = true
	s := freshOn(t, m)
	s, _ = turn(t, s, 0, 1, 1)
	for _, want := range []string{"P1 move R.B die-1 to CAT by air", "P1 move R.B die-1 to ENN by air"} {
		if !hasLegal(s, want) {
			t.Fatalf("%q not legal: %v", want, legalStrings(s))
		}
	}
	if hasLegal(s, "P1 move R.P1 die-1 to ENN by air") {
		t.Fatal("a Picciotto may fly")
	}
}

// The centre track comes from the map: with its south end joined to
// Licata instead of Gela, two points south from Enna end on Licata still
// facing south, and a counter facing south there carries on clockwise.
func TestCustomMapCentreTrack(t *testing.T) {
	m := SicilyMap()
	m.Spaces[PIA].South, m.Spaces[LIC].North, m.Spaces[GEL].North = LIC, PIA, -1
	s := freshOn(t, m)
	put(&s, BossOf(Red), ENN)
	s, _ = turn(t, s, 0, 1, 1)
	if !hasLegal(s, "P1 move R.B sum to LIC facing S") || hasLegal(s, "P1 move R.B sum to GEL facing S") {
		t.Fatalf("two points south from Enna: %v", legalStrings(s))
	}
	if got := s.b().destinations(int8(LIC), HeadSouth, 1, false, false, nil); len(got) != 1 || Place(got[0].to) != AGR {
		t.Fatalf("from LIC facing S by 1: %v, want AGR", got)
	}
	if got := s.b().destinations(int8(LIC), NoHeading, 1, false, false, nil); len(got) != 2 {
		t.Fatalf("from LIC with no facing by 1: %v, want AGR and PIA", got)
	}
}

// The home colours come from the map: without red on Enna, red may only
// choose Palermo.
func TestCustomMapHomeColours(t *testing.T) {
	m := SicilyMap()
	m.Spaces[ENN].Home &^= famBit(Red)
	s, err := New(Config{Map: &m}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := legalStrings(s); len(got) != 1 || got[0] != "P1 home red PAL" {
		t.Fatalf("red's choices %v", got)
	}
	refuse(t, s, "P1 home red ENN", core.ErrIllegalMove, "colour rule")
}

// A State counter returns to the map's StateCity (D3) and the Prefetto
// and SISDE start on the map's cities (C1).
func TestCustomMapStartCities(t *testing.T) {
	m := SicilyMap()
	m.StateCity, m.SISDECity = CAT, PAL
	s, err := New(Config{Map: &m}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Location(cPrefetto) != CAT || s.Location(cSISDE) != PAL {
		t.Fatalf("Prefetto at %s, SISDE at %s", locationName(int(s.Location(cPrefetto))), locationName(int(s.Location(cSISDE))))
	}
	var ev evbuf
	s.release(&ev, cCC1)
	if s.Location(cCC1) != CAT {
		t.Fatalf("a returning CC goes to %s, want the State city CAT", locationName(int(s.Location(cCC1))))
	}
}

// The game keeps its own copy of the map: editing the caller's Map after
// New changes nothing, and Config and Map return copies.
func TestCustomMapIsCopied(t *testing.T) {
	m := SicilyMap()
	m.Spaces[TER].Nums = nums(5, 6)
	s, err := New(Config{Map: &m}, 1)
	if err != nil {
		t.Fatal(err)
	}
	m.Spaces[TER].Nums = nums(1)
	s.Config().Map.Spaces[TER].Nums = nums(2)
	if got := s.Map().Spaces[TER].Nums; got != nums(5, 6) {
		t.Fatalf("the game's map changed: TER nums %b", got)
	}
}

// A game on a custom map round-trips through JSON (the map travels in the
// config) and a tampered map in the state is refused.
func TestCustomMapStateJSON(t *testing.T) {
	m := swappedArrows()
	m.Spaces[TER].Nums = nums(5, 6)
	s := freshOn(t, m)
	s, _ = turn(t, s, 0, 2, 2)
	s = do(t, s, "P1 move R.B sum to SAG")
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"map":{`) {
		t.Fatal("the state JSON does not carry its map")
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Map() != s.Map() || back.bd == sicily {
		t.Fatal("the custom map does not round-trip")
	}
	same := back
	same.bd = s.bd
	if same != s {
		t.Fatal("the custom-map state does not round-trip")
	}
	if !hasLegal(back, legalStrings(s)[0]) {
		t.Fatal("the decoded state plays differently")
	}
	bad := strings.Replace(string(b), `"cw":"SAG"`, `"cw":"TER"`, 1) // CEF → TER: SAG unreachable
	if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, core.ErrBadState) {
		t.Fatalf("tampered map: %v, want ErrBadState", err)
	}
	var sic State
	b, _ = json.Marshal(fresh(t, 5))
	if strings.Contains(string(b), `"map"`) {
		t.Fatal("a Sicily state writes its map")
	}
	if err := json.Unmarshal(b, &sic); err != nil || sic.b() != sicily {
		t.Fatalf("a Sicily state decodes to another board: %v", err)
	}
}

// Validate refuses, with ErrBadConfig naming the problem, every map the
// engine cannot play; New and the JSON config decoder refuse them too.
func TestBadMapsAreRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(m *Map)
		want string
	}{
		{"renamed slot", func(m *Map) { m.Spaces[BAG].ID = "XXX" }, "always BAG"},
		{"no name", func(m *Map) { m.Spaces[BAG].Name = "" }, "no name"},
		{"unknown type", func(m *Map) { m.Spaces[BAG].Kind = 9 }, "unknown type"},
		{"number 7", func(m *Map) { m.Spaces[TER].Nums = nums(7) }, "1 to 6"},
		{"roadblock without numbers", func(m *Map) { m.Spaces[TER].Nums = 0 }, "no printed numbers"},
		{"numbers on a blank", func(m *Map) { m.Spaces[SST].Nums = nums(1) }, "rolls no die"},
		{"arrow off the map", func(m *Map) { m.Spaces[BAG].CW = 40 }, "off the map"},
		{"arrow to itself", func(m *Map) { m.Spaces[BAG].CW = BAG }, "leads to itself"},
		{"one-way centre track", func(m *Map) { m.Spaces[CAL].South = PIA }, "two-way"},
		{"track end without arrow", func(m *Map) { m.Spaces[GEL].CW = -1 }, "no way on"},
		{"unreachable space", func(m *Map) { m.Spaces[BAG].CW = CEF }, "TER cannot be reached"},
		{"dead-end loop", func(m *Map) { m.Spaces[COR].CW = TRA; m.Spaces[TRA].CW = COR }, "cannot be reached"},
		{"four roadblocks", func(m *Map) { m.Spaces[SST].Kind, m.Spaces[SST].Nums = Roadblock, nums(1) }, "4 roadblocks"},
		{"home on a blank", func(m *Map) { m.Spaces[SST].Home = famBit(Red) }, "not a city"},
		{"fifth colour", func(m *Map) { m.Spaces[PAL].Home |= 1 << 5 }, "beyond the four"},
		{"homeless Family", func(m *Map) {
			m.Spaces[CAT].Home &^= famBit(Green)
			m.Spaces[ENN].Home &^= famBit(Green)
		}, "green Family has no home"},
		{"2-player homes collide", func(m *Map) {
			m.Spaces[PAL].Home &^= famBit(Red)
			m.Spaces[CAT].Home &^= famBit(Green)
		}, "no home city left"},
		{"airport on a blank", func(m *Map) { m.Spaces[SST].Airport = true }, "not a city"},
		{"no air link", func(m *Map) { m.Spaces[CAT].Airport = false }, "airport"},
		{"State city off the map", func(m *Map) { m.StateCity = -1 }, "off the map"},
		{"State city not a city", func(m *Map) { m.StateCity = BAG }, "must be a city"},
		{"one start city", func(m *Map) { m.SISDECity = PAL }, "two different"},
		{"too few controllable", func(m *Map) {
			for _, sp := range []Place{SST, SAG, MIL, LEN, NOT, GEL, LIC, SCI, MAZ, BAG, PAT, MES, RAG, COR, MAD, CAL, SIR, AGR, CEF, TRA} {
				m.Spaces[sp].Kind, m.Spaces[sp].Nums = City, 0
			}
		}, "can be controlled"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := SicilyMap()
			c.edit(&m)
			err := m.Validate()
			if !errors.Is(err, core.ErrBadConfig) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Validate = %v, want ErrBadConfig naming %q", err, c.want)
			}
			if _, err := New(Config{Map: &m}, 1); !errors.Is(err, core.ErrBadConfig) {
				t.Fatalf("New accepted the map: %v", err)
			}
		})
	}
	sic, _ := json.Marshal(SicilyMap())
	for _, c := range []struct{ name, json, want string }{
		{"no spaces", `{"spaces":[],"state_city":"PAL","sisde_city":"CAT"}`, "0 spaces"},
		{"unknown field", strings.Replace(string(sic), `"state_city"`, `"capital":"PAL","state_city"`, 1), "unknown key"},
		{"unknown type", strings.Replace(string(sic), `"type":"restaurant"`, `"type":"pizzeria"`, 1), "pizzeria"},
		{"unknown link", strings.Replace(string(sic), `"cw":"TER"`, `"cw":"ROM"`, 1), "ROM"},
		{"unknown colour", strings.Replace(string(sic), `"home":["R","O"]`, `"home":["R","X"]`, 1), "colour"},
		{"die 0", strings.Replace(string(sic), `"nums":[1]`, `"nums":[0]`, 1), "1 to 6"},
		{"no state city", strings.Replace(string(sic), `"state_city":"PAL"`, `"state_city":""`, 1), "off the map"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var m Map
			err := json.Unmarshal([]byte(c.json), &m)
			if !errors.Is(err, core.ErrBadConfig) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Unmarshal = %v, want ErrBadConfig naming %q", err, c.want)
			}
			if _, err := Rules.New([]byte(`{"players":3,"map":`+c.json+`}`), 1); !errors.Is(err, core.ErrBadConfig) {
				t.Fatalf("Rules.New accepted the map: %v", err)
			}
		})
	}
}

// customMapConfig is a harness config on a map with swapped arrows, an
// airport at Enna and the roadblock moved from Termini to Santo Stefano.
func customMapConfig(t testing.TB, players int) []byte {
	m := swappedArrows()
	m.Spaces[ENN].Airport = true
	m.Spaces[TER].Kind, m.Spaces[TER].Nums = Blank, 0
	m.Spaces[SST].Kind, m.Spaces[SST].Nums = Roadblock, nums(3, 4)
	b, err := json.Marshal(Config{Players: players, Map: &m})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Rule 1: Places yields every place ParsePlace reads, each once, in id
// order, and nothing else: the 26 spaces and the three boxes.
func TestPlacesYieldsWhatParsePlaceReads(t *testing.T) {
	n := 0
	for p := range Places() {
		if back, err := ParsePlace(p.String()); err != nil || back != p || int(p) != n {
			t.Errorf("place %d: %v reads back as %v, %v", n, p, back, err)
		}
		n++
	}
	if n != NumSpaces+3 {
		t.Errorf("%d places, want the 26 spaces and 3 boxes", n)
	}
	if _, err := ParsePlace(OutOfGame.String()); err == nil {
		t.Error("OutOfGame, never written, parses")
	}
}

// Rules 1 and 3: each id type declared as a table reads back the spelling
// it writes, yields its real ids only, and spells its none "none", which
// it neither writes nor reads.
func TestIDTablesReadBackTheirSpellings(t *testing.T) {
	check := func(what string, n int, none string, noneErr error, each func(yield func(string, error, bool) bool)) {
		t.Helper()
		got := 0
		each(func(s string, err error, same bool) bool {
			if err != nil || !same {
				t.Errorf("%s %q reads back: %v, same %v", what, s, err, same)
			}
			got++
			return true
		})
		if got != n {
			t.Errorf("%d %ss, want %d", got, what, n)
		}
		if none != "" && (none != "none" || noneErr == nil) {
			t.Errorf("%s: the none is spelt %q and parses: %v", what, none, noneErr)
		}
	}
	_, err := ParseFaction("none")
	check("faction", 5, NoFaction.String(), err, func(y func(string, error, bool) bool) {
		for f := range Factions() {
			b, _ := f.MarshalText()
			back, err := ParseFaction(string(b))
			y(f.String(), err, back == f)
		}
	})
	check("deck", 3, "", nil, func(y func(string, error, bool) bool) {
		for d := range Decks() {
			back, err := ParseDeck(d.String())
			y(d.String(), err, back == d)
		}
	})
	_, err = ParseHeading("none")
	check("facing", 2, NoHeading.String(), err, func(y func(string, error, bool) bool) {
		for h := range Headings() {
			back, err := ParseHeading(h.String())
			y(h.String(), err, back == h)
		}
	})
	check("die", 3, "", nil, func(y func(string, error, bool) bool) {
		for d := range Dies() {
			back, err := ParseDie(d.String())
			y(d.String(), err, back == d)
		}
	})
	_, err = ParseCause("none")
	check("cause", int(numCauses)-1, NoCause.String(), err, func(y func(string, error, bool) bool) {
		for c := range Causes() {
			back, err := ParseCause(c.String())
			y(c.String(), err, back == c)
		}
	})
	check("phase", int(numPhases), "", nil, func(y func(string, error, bool) bool) {
		for p := range Phases() {
			back, err := ParsePhase(p.String())
			y(p.String(), err, back == p)
		}
	})
	check("space type", 9, "", nil, func(y func(string, error, bool) bool) {
		for k := range SpaceKinds() {
			back, err := ParseSpaceKind(k.String())
			y(k.String(), err, back == k)
		}
	})
	check("kind of counter", 5, "", nil, func(y func(string, error, bool) bool) {
		for k := range CounterKinds() {
			back, err := ParseCounterKind(k.String())
			y(k.String(), err, back == k)
		}
	})
	check("card", 24, "", nil, func(y func(string, error, bool) bool) {
		for c := range Cards() {
			back, err := ParseCard(c.String())
			y(c.String(), err, back == c)
		}
	})
	_, err = ParseMoveKind("none")
	check("move kind", int(kMax), NoMoveKind.String(), err, func(y func(string, error, bool) bool) {
		for k := range MoveKinds() {
			back, err := ParseMoveKind(k.String())
			y(k.String(), err, back == k && k.Name() != "" && k.Text() != "")
		}
	})
	_, err = ParseEventKind("none")
	check("event kind", int(numEventKinds)-1, NoEventKind.String(), err, func(y func(string, error, bool) bool) {
		for k := range EventKinds() {
			var back EventKind
			b, _ := k.MarshalText()
			err := back.UnmarshalText(b)
			y(k.String(), err, back == k && eventKinds[k].Name == k.String() && k.Text() != "")
		}
	})
	check("die change", 5, "", nil, func(y func(string, error, bool) bool) {
		for d := range DieChanges() {
			back, err := ParseDieChange(d.String())
			y(d.String(), err, back == d && (d < 0) == (d.String()[0] == '-'))
		}
	})
	_, err = ParseCounter("none")
	check("counter", NumCounters, NoCounter.String(), err, func(y func(string, error, bool) bool) {
		for c := range Counters() {
			back, err := ParseCounter(c.String())
			y(c.String(), err, back == c)
		}
	})
	if _, err := ParseCard("hidden"); err == nil {
		t.Error(`ParseCard reads "hidden", a View's value`)
	}
	if _, err := NoFaction.MarshalText(); err == nil {
		t.Error("NoFaction is written")
	}
	if _, err := NoHeading.MarshalText(); err == nil {
		t.Error("NoHeading is written")
	}
}

// Rule 3: a faction's calendar letter spells the none "none", never "?".
func TestFactionLetterSpellsNoneNone(t *testing.T) {
	for f, want := range map[Faction]string{Red: "R", Black: "N", Orange: "O", Green: "V", StateFaction: "State", NoFaction: "none"} {
		if got := f.Letter(); got != want {
			t.Errorf("%v.Letter() = %q, want %q", f, got, want)
		}
	}
}

// Rule 3: NoPlace is spelt "none" (never "?"), and neither written nor
// read.
func TestNoPlaceIsSpeltNone(t *testing.T) {
	if NoPlace.String() != "none" {
		t.Errorf("NoPlace is spelt %q", NoPlace.String())
	}
	if _, err := ParsePlace("none"); err == nil {
		t.Error(`ParsePlace reads "none"`)
	}
	for _, p := range []Place{NoPlace, OutOfGame} {
		if b, err := p.MarshalText(); err == nil {
			t.Errorf("%v is written as %q", p, b)
		}
	}
}
