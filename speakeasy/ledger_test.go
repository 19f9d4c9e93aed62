package speakeasy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/core/gametest"
)

// Tests of the money ledger: each income is booked to its Source, each
// payment to its Sink, and a ledger that does not add up is refused.

// ledgerDiff lists what changed in p's ledger from before to after, in
// table order: "+name $n" for a source, "-name $n" for a sink.
func ledgerDiff(before, after State, p core.Player) string {
	b, a := before.Ledger(p), after.Ledger(p)
	var out []string
	for i := Source(0); i < NumSources; i++ {
		if d := a.Earned[i] - b.Earned[i]; d != 0 {
			out = append(out, fmt.Sprintf("+%s $%d", i, d))
		}
	}
	for i := Sink(0); i < NumSinks; i++ {
		if d := a.Spent[i] - b.Spent[i]; d != 0 {
			out = append(out, fmt.Sprintf("-%s $%d", i, d))
		}
	}
	return strings.Join(out, ", ")
}

func wantLedger(t *testing.T, before, after State, p core.Player, want string) {
	t.Helper()
	mustCheck(t, after)
	if got := ledgerDiff(before, after, p); got != want {
		t.Fatalf("P%d ledger: got %q, want %q", p, got, want)
	}
}

// ---- Sinks ----

func TestOpeningIsAnOpenSinkAndTheSpaceCashABuildingSource(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	before := s
	s = do(t, s, "P0 open 3-speakeasy", "P0 at 4.1")
	wantLedger(t, before, s, 0, "-open $3")
	before = s
	s = do(t, s, "P0 open 3-speakeasy", "P0 at 4.2") // the second space pays $2 cash
	wantLedger(t, before, s, 0, "+building $2, -open $3")
}

func TestCasinoIsAnOpenSinkAndItsSafeBenefitABuildingSource(t *testing.T) {
	s := fresh(t, 4)
	money(&s, 0, 30, 0)
	build(&s, 0, GroupCasino, "1.2") // the next Casino space pays $6 into the Safe
	s = do(t, s, "P0 place city-planning-office L")
	give(&s, 0, "stills-1")
	before := s
	s = do(t, s, "P0 open casino", "P0 at 13.2", "P0 discard stills-1")
	wantLedger(t, before, s, 0, "+building $6, -open $17")
	if s.g.P[0].Safe != 6 {
		t.Fatalf("safe %d", s.g.P[0].Safe)
	}
}

func TestUpgradeIsAnUpgradeSink(t *testing.T) {
	s := fresh(t, 4)
	for _, x := range []string{"7.1", "7.2", "7.3"} {
		build(&s, 0, Group3Speakeasy, x)
	}
	for _, x := range []string{"9.1", "9.2", "9.3"} {
		build(&s, 0, Group5Speakeasy, x)
	}
	money(&s, 0, 12, 0)
	before := s
	s = do(t, s, "P0 place city-planning-office L", "P0 upgrade nightclub", "P0 at 7.2")
	wantLedger(t, before, s, 0, "-upgrade $7")
}

func TestTakeoverPriceIsATakeoverSink(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 4)
	s.g.P[0].Goons = 4
	before := s
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 3-speakeasy", "P0 at 5.1")
	wantLedger(t, before, s, 0, "-takeover $3")
}

func TestTakeoverFeeIsAnAssociateFeeSink(t *testing.T) {
	s := fresh(t, 4)
	mob(&s, "5.1", 4)
	s.g.P[0].Assoc = 12 // M13: strength 5, fee $4
	before := s
	s = do(t, s, "P0 place contractor-office L", "P0 skip", "P0 takeover 3-speakeasy", "P0 at 5.1", "P0 fee yes")
	wantLedger(t, before, s, 0, "-takeover $3, -associate-fee $4")
}

func TestHiringGoonsIsAGoonsSink(t *testing.T) {
	s := fresh(t, 4)
	before := s
	s = do(t, s, "P0 place city-hall L", "P0 family-member midtown", "P0 hire 2")
	wantLedger(t, before, s, 0, "-goons $4")
}

func TestShipBarrelsAreAShipBarrelsSink(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place garage R", "P0 skip", "P0 truck 1", "P0 enter 3")
	before := s
	s = do(t, s, "P0 buy A 2")
	wantLedger(t, before, s, 0, "-ship-barrels $9")
}

func TestSafeMoneyAtTwoToOneBooksTheLossAsSafeRate(t *testing.T) { // HOUSE-4.8
	s := fresh(t, 4)
	money(&s, 0, 1, 9)
	s = do(t, s, "P0 place contractor-office L", "P0 skip")
	before := s
	// $5: $1 cash, then $4 at $8 Safe; the second Safe dollar of each pair is the rate's.
	s = do(t, s, "P0 open 5-speakeasy", "P0 at 7.2")
	wantLedger(t, before, s, 0, "-open $5, -safe-rate $4")
	if l := s.Ledger(0); s.Cash(0)+s.Safe(0) != startCash+l.TotalEarned()-l.TotalSpent() {
		t.Fatalf("money law: $%d + $%d, ledger %+v", s.Cash(0), s.Safe(0), l)
	}
}

// ---- Money between seats ----

func TestAmbushFeeIsPaidByOneSeatAndReceivedByTheOther(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	g.P[0].FMDock[ZoneDowntown], g.P[0].FMSupply = 1, 3
	g.P[1].FMDock[ZoneDowntown], g.P[1].FMSupply = 1, 3
	g.P[0].Tracks[TrackStrength] = 2
	g.P[0].Goons = 1
	g.P[0].FMVIP, g.P[0].FMSupply = 1, 4
	build(&s, 0, Group3Speakeasy, "9.2")
	crate := g.Ships[0].Crate
	s = do(t, s, "P0 place docks R", "P0 skip", "P0 ambush A", "P0 use P1")
	before := s
	s = do(t, s, "P0 attack")
	wantLedger(t, before, s, 0, fmt.Sprintf("+crate $%d, -ambush-fee $1", crateCash(crate)))
	wantLedger(t, before, s, 1, "+ambush-fee $1")
	wantLedger(t, before, s, 2, "")

	// The fee received without the payment (or paid to nobody) is refused.
	tampered := s
	tampered.g.P[1].Earned[SourceAmbushFee]++
	tampered.g.P[1].Cash++
	if err := tampered.Check(); err == nil || !strings.Contains(err.Error(), "ambush fees") {
		t.Fatalf("a fee nobody paid: %v", err)
	}
	tampered = s
	tampered.g.P[1].Earned[SourceAmbushFee]--
	tampered.g.P[1].Earned[SourceParty]++
	if err := tampered.Check(); err == nil || !strings.Contains(err.Error(), "ambush fees") {
		t.Fatalf("a fee nobody received: %v", err)
	}
	// P0 cannot have paid itself.
	tampered = s
	tampered.g.P[1].Earned[SourceAmbushFee]--
	tampered.g.P[1].Earned[SourceParty]++
	tampered.g.P[0].Earned[SourceAmbushFee]++
	tampered.g.P[0].Cash++
	if err := tampered.Check(); err == nil ||
		!strings.Contains(err.Error(), "the other seats paid") {
		t.Fatalf("a fee paid to oneself: %v", err)
	}
}

// ---- Sources ----

func TestPartySalesAreAPartySource(t *testing.T) { // HOUSE-4.9
	s := fresh(t, 4)
	g := &s.g
	build(&s, 0, Group3Speakeasy, "7.2")
	build(&s, 0, GroupCasino, "9.2")
	for _, x := range []string{"7.2", "9.2"} {
		g.Space[sp(x)].Barrel = true
		g.Supply--
	}
	g.P[0].Tracks[TrackParty] = 2
	give(&s, 0, "party-1")
	s = do(t, s, "P0 place city-planning-office R", "P0 skip", "P0 play party-1")
	before := s
	s = do(t, s, "P0 sell 7.2", "P0 sell 9.2")
	wantLedger(t, before, s, 0, "+party $14")
}

func TestCookedBooksAreABooksSource(t *testing.T) {
	s := fresh(t, 4)
	g := &s.g
	onlyMuscleBook(g, 0)
	g.P[0].Tracks[TrackStrength] = 4
	give(&s, 0, "stills-1")
	s = do(t, s, "P0 restaurant 1", "P0 discard stills-1", "P0 do cook-books")
	before := s
	s = do(t, s, "P0 cook muscle-1")
	wantLedger(t, before, s, 0, "+books $7")
}

func TestAreaControlIsAnAreaControlSource(t *testing.T) { // HOUSE-4.17
	s := fresh(t, 4)
	build(&s, 0, GroupNightclub, "1.2")
	build(&s, 1, Group3Speakeasy, "2.2")
	build(&s, 1, Group5Speakeasy, "2.3")
	before := s
	var b evbuf
	s.g.areaControl(false, &b)
	wantLedger(t, before, s, 0, "+area-control $6")
	wantLedger(t, before, s, 1, "+area-control $6")
}

func TestCasinoSkimIsACasinoSkimSource(t *testing.T) { // HOUSE-4.5
	s := fresh(t, 3)
	build(&s, 0, GroupCasino, "1.2")
	s.g.Lower[0] = 2
	var b evbuf
	s.g.newOrder(&b)
	s.g.Active = s.g.Upper[0] // the new order's first turn
	before := s
	s.g.skim(&b)
	wantLedger(t, before, s, 0, "+casino-skim $4")
}

func TestFinalScoringBooksHelperSetsAndBarrels(t *testing.T) { // HOUSE-4.18
	s := fresh(t, 2)
	g := &s.g
	g.Cfg.NoFinalAreaControl = true
	g.Display = [3]int8{-1, -1, -1}
	g.P[0].Helpers = 1<<0 | 1<<1 | 1<<4 // {Gin, Rum} $8 + {Gin} $3
	g.P[0].Stills = 2
	g.Supply -= 2
	g.Rest[0], g.Rest[1] = 1, 1 // Act 4's one Capo each
	before := s
	var b evbuf
	g.Act, g.Round, g.Turn = 4, caposPerAct[4], 0
	g.finalScoring(&b)
	before.g.Act = 4
	wantLedger(t, before, s, 0, "+helper-sets $11, +barrels $2")
	// Before the game is over, final scoring money cannot be in a ledger.
	early := s
	early.g.Phase, early.g.Round, early.g.Rest = phPlace, 0, [4]int8{}
	if err := early.Check(); err == nil || !strings.Contains(err.Error(), "final scoring") {
		t.Fatalf("final scoring money mid-game: %v", err)
	}
}

func TestHelperCashIsAHelperSource(t *testing.T) { // HOUSE-4.10
	s := fresh(t, 4)
	before := s
	var b evbuf
	s.g.Display = [3]int8{0, 1, 2}
	before.g.Display = s.g.Display
	s.g.takeHelper(0, 0, &b)
	wantLedger(t, before, s, 0, "+helper $3")
}

func TestCashTileIsACityTileSource(t *testing.T) { // HOUSE-4.12
	s := fresh(t, 4)
	before := s
	var b evbuf
	s.g.playTile(0, int8(TileKindCash)*4, &b)
	wantLedger(t, before, s, 0, "+city-tile $4")
}

func TestAssociateCashIsAnAssociateSource(t *testing.T) {
	s := fresh(t, 4)
	s = do(t, s, "P0 place commission M", "P0 skip")
	before := s
	s = do(t, s, "P0 associate 1")
	wantLedger(t, before, s, 0, "+associate $6")
}

// ---- The law and its JSON ----

func TestTamperedLedgerIsRefused(t *testing.T) {
	s, err := New(Config{Players: 3}, 5)
	if err != nil {
		t.Fatal(err)
	}
	s = playRandom(t, s, 120)
	good, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, re, to, want string }{
		{"a dollar more earned", `("earned":\{"[a-z-]+":)\d+`, `${1}99999`, "earned"},
		{"an unknown source", `"earned":\{`, `"earned":{"bribes":1,`, `unknown source "bribes"`},
		{"an unknown sink", `"spent":\{`, `"spent":{"kickback":1,`, `unknown sink "kickback"`},
		{"a negative sink", `("spent":\{"[a-z-]+":)\d+`, `${1}-1`, "out of range"},
		{"a huge source", `("earned":\{"[a-z-]+":)\d+`, `${1}2000000`, "out of range"},
		{"the old total", `"earned":\{[^}]*\}`, `"earned":7`, "speakeasy position: ledger"},
	} {
		t.Run(c.name, func(t *testing.T) {
			re := regexp.MustCompile(c.re)
			loc := re.FindSubmatchIndex(good)
			if loc == nil {
				t.Fatalf("%s not in the JSON", c.re)
			}
			bad := string(good[:loc[0]]) + string(re.Expand(nil, []byte(c.to), good, loc)) + string(good[loc[1]:])
			var into State
			into.g.Act = 9
			err := json.Unmarshal([]byte(bad), &into)
			if err == nil || !errors.Is(err, core.ErrBadState) ||
				!strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want ErrBadState containing %q", err, c.want)
			}
			if into.g.Act != 9 {
				t.Fatal("a refused decode changed the target")
			}
		})
	}
	// Whole-number edits that keep the JSON well-formed break the law itself.
	for _, c := range []struct {
		name   string
		tamper func(*game)
		want   string
	}{
		{"a dollar more earned", func(g *game) { g.P[0].Earned[SourceParty]++ }, "earned"},
		{"a dollar moved from a sink to nowhere", func(g *game) { g.P[1].Spent[SinkGoons]++ },
			"spent"},
		{"a negative category balanced by another", func(g *game) {
			g.P[2].Earned[SourceBooks] -= 1 + g.P[2].Earned[SourceBooks]
			g.P[2].Earned[SourceParty] += 1 + g.P[2].Earned[SourceParty]
		}, "out of range"},
		{"Book money without a cooked Book", func(g *game) {
			g.P[1].Cooked = 0
			g.P[1].Earned[SourceBooks]++
			g.P[1].Cash++
		}, "no cooked Book"},
		{"Crate money without a Crate", func(g *game) {
			g.P[2].Crates = 0
			g.P[2].Earned[SourceCrate]++
			g.P[2].Cash++
		}, "no Crate"},
		{"Helper money without a first copy", func(g *game) {
			g.P[0].Helpers &^= firstHelperCopies
			g.P[0].Earned[SourceHelper]++
			g.P[0].Cash++
		}, "no first-copy Helper"},
		{"a building cost without a building", func(g *game) {
			for i := range g.Space {
				if g.Space[i].Owner == 1 {
					g.Space[i] = space{Kind: NoBuilding, Owner: -1, Tile: -1}
				}
			}
			g.P[1].Taken, g.P[1].Gone = [numGroups]int8{}, 0
			g.P[1].Spent[SinkOpen]++
			g.P[1].Earned[SourceParty]++
		}, "no building taken"},
		{"Safe spent with Safe spending off", func(g *game) {
			g.Cfg.NoSafeSpending = true
			g.P[0].Spent[SinkSafeRate]++
			g.P[0].Earned[SourceParty]++
		}, "Safe spending is off"},
	} {
		t.Run(c.name, func(t *testing.T) {
			x := s
			c.tamper(&x.g)
			b, err := json.Marshal(x)
			if err != nil {
				t.Fatal(err)
			}
			var into State
			err = json.Unmarshal(b, &into)
			if err == nil || !errors.Is(err, core.ErrBadState) ||
				!strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want ErrBadState containing %q", err, c.want)
			}
			if x.Check() == nil {
				t.Fatal("Check accepts it")
			}
		})
	}
}

// The ledger's JSON names each category holding money, with its sum, and
// leaves out those with none (absent is absent).
func TestLedgerJSONNamesEveryCategoryWithMoney(t *testing.T) {
	s, err := New(Config{Players: 2}, 3)
	if err != nil {
		t.Fatal(err)
	}
	s = playRandom(t, s, 200)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for p := core.Player(0); p < 2; p++ {
		l := s.Ledger(p)
		var e earnings
		var x spendings
		for i, v := range l.Earned {
			e[i] = int32(v)
		}
		for i, v := range l.Spent {
			x[i] = int32(v)
		}
		eb, _ := e.MarshalJSON()
		xb, _ := x.MarshalJSON()
		if !strings.Contains(string(b), `"earned":`+string(eb)) || !strings.Contains(string(b), `"spent":`+string(xb)) {
			t.Fatalf("%v: ledger %s / %s not in the JSON", p, eb, xb)
		}
		for i, v := range l.Earned {
			if has := strings.Contains(string(eb), `"`+sourceNames[i]+`":`); has != (v != 0) {
				t.Fatalf("%v: source %s with $%d written: %v", p, sourceNames[i], v, has)
			}
		}
		for i, v := range l.Spent {
			if has := strings.Contains(string(xb), `"`+sinkNames[i]+`":`); has != (v != 0) {
				t.Fatalf("%v: sink %s with $%d written: %v", p, sinkNames[i], v, has)
			}
		}
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(s) {
		t.Fatalf("round trip: %v", err)
	}
	if Source(-1).String() != "ledger source(-1)" || NumSources.String() != "ledger source(12)" || Sink(99).String() != "ledger sink(99)" ||
		SinkSafeRate.String() != "safe-rate" {
		t.Fatal("category names")
	}
	if (s.Ledger(7) != Ledger{}) {
		t.Fatal("a seat not in the game has an empty ledger")
	}
}

// TestRandomGamesReachEveryCategory plays random games and finds every
// source and sink but Party sales used, with the money law holding after
// every move (playRandom checks it).
func TestRandomGamesReachEveryCategory(t *testing.T) {
	var earned [NumSources]bool
	var spent [NumSinks]bool
	for seed := uint64(1); seed <= 60; seed++ {
		s, err := New(Config{Players: 2 + int(seed%3)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s = playRandom(t, s, 5000)
		for p := core.Player(0); int(p) < s.NumPlayers(); p++ {
			l := s.Ledger(p)
			for i, v := range l.Earned {
				earned[i] = earned[i] || v > 0
			}
			for i, v := range l.Spent {
				spent[i] = spent[i] || v > 0
			}
		}
	}
	for i, ok := range earned {
		// Random play almost never has a barrel beside a building when a
		// Party card is played; TestPartySalesAreAPartySource covers it.
		if !ok && Source(i) != SourceParty {
			t.Errorf("source %s never earned", Source(i))
		}
	}
	for i, ok := range spent {
		if !ok {
			t.Errorf("sink %s never spent", Sink(i))
		}
	}
}

// playRandom plays up to n random legal moves from s, checking the
// conservation laws after each.
func playRandom(t *testing.T, s State, n int) State {
	t.Helper()
	r := core.NewRNG(11)
	for i := 0; i < n && !Over(s); i++ {
		l := Legal(s)
		var k int
		k, r = r.IntN(len(l))
		next, _, err := Apply(s, l[k])
		if err != nil {
			t.Fatal(err)
		}
		s = next
		mustCheck(t, s)
	}
	return s
}

// TestCashGivenWithoutALedger: a seat's cash may be given without its
// ledger; the ledger is then derived (the buildings it took bought at the
// cheapest groups' prices, the rest of the difference from $20 as money
// from building spaces' benefits, or as Goons hired), and the position
// plays on.
func TestCashGivenWithoutALedger(t *testing.T) {
	b, err := os.ReadFile("testdata/position-hand-written.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cash   int
		earned int32 // from building spaces
		goons  int32 // spent on Goons
	}{{17, 0, 0}, {30, 13, 0}, {10, 0, 7}} {
		edit := bytes.Replace(b, []byte(`"spent": {"open": 3}`), []byte(`"cash": `+strconv.Itoa(c.cash)), 1)
		if bytes.Equal(edit, b) {
			t.Fatal("the hand-written position has no P0 ledger to leave out")
		}
		var s State
		if err := json.Unmarshal(edit, &s); err != nil {
			t.Fatalf("cash %d without a ledger: %v", c.cash, err)
		}
		pl := &s.g.P[0]
		if int(pl.Cash) != c.cash || pl.Spent[SinkOpen] != 3 || pl.Earned[SourceBuilding] != c.earned ||
			pl.Spent[SinkGoons] != c.goons {
			t.Errorf("cash %d: cash %d, ledger %v %v", c.cash, pl.Cash, pl.Earned, pl.Spent)
		}
		if end, _, err := gametest.RandomPlayout(Rules, s, core.NewRNG(4), 5000); err != nil || !Over(end) {
			t.Fatalf("cash %d: does not play out: %v", c.cash, err)
		}
	}
}
