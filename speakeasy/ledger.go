package speakeasy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/mafiarules/sdk/core"
)

// Source is a way money enters a seat. Every income in Apply names one, so
// the State keeps a ledger of each seat's money by where it came from.
type Source int8

// The sources of money, in the order the ledger lists them.
const (
	SourceAreaControl Source = iota // Safe money for area control after each Act (HOUSE-4.17)
	// cash skimmed by Operating Casinos at the new turn order (HOUSE-4.5)
	SourceCasinoSkim
	// cash for barrels sold by a Party card or a Private Party tile (HOUSE-4.9)
	SourceParty
	SourceBooks     // Safe money for cooking Books at the Restaurant
	SourceCityTile  // the Cash City tile's $4 (HOUSE-4.12)
	SourceHelper    // a Helper card #1's $3 when it is taken (HOUSE-4.10)
	SourceAssociate // the M1 Associate's immediate $6
	SourceBuilding  // a building space's benefit: $2 cash or $6 Safe (HOUSE-4.4)
	SourceCrate     // the cash face of a Crate won in an ambush
	// $1 from another seat for each of your Family Members its ambush used
	SourceAmbushFee
	SourceHelperSets // final scoring: sets of Helper liquors (HOUSE-4.18)
	SourceBarrels    // final scoring: $1 for each barrel owned (HOUSE-4.18)
	NumSources       // the number of sources
)

// Sink is a way money leaves a seat. Every payment in Apply names one.
type Sink int8

// The sinks of money, in the order the ledger lists them.
const (
	SinkOpen         Sink = iota // opening a building (a Casino too)
	SinkUpgrade                  // upgrading a Speakeasy
	SinkTakeover                 // taking over a Mobster Speakeasy (its group's price)
	SinkAssociateFee             // the Associate's fee paid to add its strength to a takeover
	SinkGoons                    // hiring Goons at City Hall
	SinkShipBarrels              // barrels a Truck buys at a Ship
	SinkAmbushFee                // $1 to another seat for each of its Family Members an ambush used
	// the extra half lost when Safe money pays at $2 per $1 (HOUSE-4.8)
	SinkSafeRate
	NumSinks // the number of sinks
)

// sourceNames and sinkNames are the ledger's JSON keys and log names.
var sourceNames = [NumSources]string{
	"area-control",
	"casino-skim",
	"party",
	"books",
	"city-tile",
	"helper",
	"associate",
	"building",
	"crate",
	"ambush-fee",
	"helper-sets",
	"barrels",
}

var sinkNames = [NumSinks]string{
	"open",
	"upgrade",
	"takeover",
	"associate-fee",
	"goons",
	"ship-barrels",
	"ambush-fee",
	"safe-rate",
}

// Ledger is one seat's money by source and by sink, at face value: a Safe
// dollar counts one dollar earned, and paying $1 with $2 of Safe money
// books $1 to the payment's sink and $1 to SinkSafeRate. So
// Cash + Safe = $20 + TotalEarned − TotalSpent at every moment.
type Ledger struct {
	Earned [NumSources]int // by Source
	Spent  [NumSinks]int   // by Sink
}

// TotalEarned is all money the seat received.
func (l Ledger) TotalEarned() int {
	t := 0
	for _, v := range l.Earned {
		t += v
	}
	return t
}

// TotalSpent is all money the seat paid (Safe money lost at 2:1 included).
func (l Ledger) TotalSpent() int {
	t := 0
	for _, v := range l.Spent {
		t += v
	}
	return t
}

// Ledger returns p's money by source and sink (public, as money is; zero
// for a seat not in the game).
func (s State) Ledger(p core.Player) Ledger {
	pl := s.g.pl(p)
	var l Ledger
	for i, v := range pl.Earned {
		l.Earned[i] = int(v)
	}
	for i, v := range pl.Spent {
		l.Spent[i] = int(v)
	}
	return l
}

// earnings and spendings are a seat's ledger arrays; in JSON they are
// objects keyed by category name, in table order, a category with no
// money left out.
type earnings [NumSources]int32

type spendings [NumSinks]int32

func (e earnings) total() int32 {
	var t int32
	for _, v := range e {
		t += v
	}
	return t
}

func (e spendings) total() int32 {
	var t int32
	for _, v := range e {
		t += v
	}
	return t
}

// ledgerMax bounds one category, far above any game, so totals never overflow.
const ledgerMax = 1 << 20

// MarshalJSON writes the sources by name.
func (e earnings) MarshalJSON() ([]byte, error) { return marshalLedger(sourceNames[:], e[:]), nil }

// MarshalJSON writes the sinks by name.
func (e spendings) MarshalJSON() ([]byte, error) { return marshalLedger(sinkNames[:], e[:]), nil }

// UnmarshalJSON reads sources by name; an unknown name or a value out of
// range is an error (a missing name is zero).
func (e *earnings) UnmarshalJSON(b []byte) error {
	return unmarshalLedger(b, "source", sourceNames[:], e[:])
}

// UnmarshalJSON reads sinks by name, as earnings does.
func (e *spendings) UnmarshalJSON(b []byte) error {
	return unmarshalLedger(b, "sink", sinkNames[:], e[:])
}

func marshalLedger(names []string, v []int32) []byte {
	var buf bytes.Buffer
	buf.WriteByte('{')
	first := true
	for i, n := range names {
		if v[i] == 0 {
			continue // absent is absent: a category with no money is left out
		}
		if !first {
			buf.WriteByte(',')
		}
		first = false
		buf.WriteByte('"')
		buf.WriteString(n)
		buf.WriteString(`":`)
		buf.WriteString(strconv.Itoa(int(v[i])))
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

func unmarshalLedger(b []byte, what string, names []string, dst []int32) error {
	var m map[string]int32
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("ledger: %v", err)
	}
	var out [16]int32
	found := 0
	for i, n := range names {
		v, ok := m[n]
		if !ok {
			continue
		}
		found++
		if v < 0 || v > ledgerMax {
			return fmt.Errorf("ledger: %s %q is $%d, out of range", what, n, v)
		}
		out[i] = v
	}
	if found != len(m) {
		var unknown []string
		for k := range m {
			if !knownName(names, k) {
				unknown = append(unknown, k)
			}
		}
		sort.Strings(unknown)
		return fmt.Errorf("ledger: unknown %s %q", what, unknown[0])
	}
	copy(dst, out[:len(names)])
	return nil
}

func knownName(names []string, k string) bool {
	for _, n := range names {
		if n == k {
			return true
		}
	}
	return false
}

// firstHelperCopies are the Helper cards that pay $3 when taken (copy #1
// of each liquor, HOUSE-4.10).
const firstHelperCopies = 1<<0 | 1<<4 | 1<<8 | 1<<12 | 1<<16

// validLedger checks the money law of every seat by source and sink, and
// ledgerOfCash books the ledger of seat p from its cash, for a position
// that gives cash and no ledger (the package doc's "A ledger left out"):
// the buildings p took bought at their groups' prices (the cheapest
// groups first, as buildings_taken is derived), then what p has beyond
// $20 less those costs as money from building spaces' benefits, or what
// it lacks as Goons hired.
func (g *game) ledgerOfCash(p int8, kinds [6]int, cash int) {
	pl := &g.P[p]
	taken, _ := g.takenByLedger(p, kinds)
	cost := 0
	for gr, n := range taken {
		cost += groupCost[gr] * int(n)
	}
	pl.Spent[SinkOpen] = int32(cost)
	if rest := cash + int(pl.Safe) + cost - startCash; rest >= 0 {
		pl.Earned[SourceBuilding] = int32(rest)
	} else {
		pl.Spent[SinkGoons] = int32(-rest)
	}
}

// that money moved between seats balances.
func (g *game) validLedger() error {
	n := g.n()
	var feesPaid, feesReceived int32
	for p := 0; p < n; p++ {
		pl := &g.P[p]
		for i, v := range pl.Earned {
			if v < 0 || v > ledgerMax {
				return lawErr(lawLedgerSourceOutRange, p, i)
			}
		}
		for i, v := range pl.Spent {
			if v < 0 || v > ledgerMax {
				return lawErr(lawLedgerSinkOutRange, p, i)
			}
		}
		earned, spent := pl.Earned.total(), pl.Spent.total()
		if int32(pl.Cash)+int32(pl.Safe) != startCash+earned-spent {
			return lawErr(lawCashSafeStartEarnedSpent, p, int(pl.Cash), int(pl.Safe), int(startCash+earned-spent))
		}
		if g.Phase != phOver &&
			(pl.Earned[SourceHelperSets] != 0 || pl.Earned[SourceBarrels] != 0) {
			return lawErr(lawFinalScoringMoneyBeforeGame, p)
		}
		if g.Cfg.NoSafeSpending && pl.Spent[SinkSafeRate] != 0 {
			return lawErr(lawSafeMoneySpentAlthoughSafe, p)
		}
		// Income and costs leave things behind that are never lost.
		taken := 0
		for _, v := range pl.Taken {
			taken += int(v)
		}
		switch {
		case pl.Earned[SourceBooks] != 0 && pl.Cooked == 0:
			return lawErr(lawBookMoneyNoCookedBook, p)
		case pl.Earned[SourceCrate] != 0 && pl.Crates == 0:
			return lawErr(lawCrateMoneyNoCrate, p)
		case pl.Earned[SourceHelper] != 0 && pl.Helpers&firstHelperCopies == 0:
			return lawErr(lawHelperMoneyNoFirstCopy, p)
		case pl.Spent[SinkOpen]+pl.Spent[SinkUpgrade]+pl.Spent[SinkTakeover] != 0 && taken == 0:
			return lawErr(lawBuildingCostsNoBuildingTaken, p)
		}
		feesPaid += pl.Spent[SinkAmbushFee]
		feesReceived += pl.Earned[SourceAmbushFee]
	}
	// A fee one seat pays another seat receives: the pair sums balance, and
	// nobody receives more than the others paid.
	if feesPaid != feesReceived {
		return lawErr(lawAmbushFeesPaidReceived, int(feesPaid), int(feesReceived))
	}
	for p := 0; p < n; p++ {
		own := g.P[p].Spent[SinkAmbushFee]
		if g.P[p].Earned[SourceAmbushFee] > feesPaid-own {
			return lawErr(lawReceivedAmbushFeesOtherSeats,
				p,
				int(g.P[p].Earned[SourceAmbushFee]),
				int(feesPaid-own),
			)
		}
	}
	return nil
}
