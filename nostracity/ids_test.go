package nostracity

import (
	"encoding"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"iter"
	"strings"
	"testing"
)

// textID is what every id type of the package has.
type textID interface {
	fmt.Stringer
	encoding.TextMarshaler
	Name() string
	Text() string
}

// roundTrip checks an id type's table (design rule 1): its plural yields
// real ids only, each spelt once, written by MarshalText, read back by
// ParseX and UnmarshalText, with a name and a rules text.
func roundTrip[X interface {
	textID
	comparable
}, P interface {
	*X
	encoding.TextUnmarshaler
}](t *testing.T, what string, all iter.Seq[X], parse func(string) (X, error), want int) {
	t.Helper()
	n, seen := 0, map[string]bool{}
	for x := range all {
		n++
		s := x.String()
		if s == "" || s == "none" || s == "hidden" || seen[s] || x.Name() == "" || x.Text() == "" {
			t.Errorf("%s %q: name %q, text %q", what, s, x.Name(), x.Text())
		}
		seen[s] = true
		b, err := x.MarshalText()
		if err != nil || string(b) != s {
			t.Errorf("%s %q marshals as %q (%v)", what, s, b, err)
		}
		if y, err := parse(s); err != nil || y != x {
			t.Errorf("Parse reads %q as %v (%v)", s, y, err)
		}
		var y X
		if err := P(&y).UnmarshalText(b); err != nil || y != x {
			t.Errorf("UnmarshalText reads %q as %v (%v)", s, y, err)
		}
	}
	if n != want {
		t.Errorf("%s: %d ids yielded, want %d", what, n, want)
	}
}

func TestEveryIDTypeIsOneTable(t *testing.T) {
	roundTrip[Card](t, "Street card", Cards(), ParseCard, numStreet)
	roundTrip[Bill](t, "Bill", Bills(), ParseBill, numBillTypes+1)
	roundTrip[VendettaCard](t, "Vendetta card", VendettaCards(), ParseVendettaCard, 9)
	roundTrip[CashInType](t, "Cash-in type", CashInTypes(), ParseCashInType, numKinds)
	roundTrip[Wiseguy](t, "Wiseguy", Wiseguys(), ParseWiseguy, numWiseguys)
	roundTrip[Turf](t, "Turf", Turfs(), ParseTurf, numTurfs)
	roundTrip[Investigation](t, "Investigation", Investigations(), ParseInvestigation, numInv)
	roundTrip[Title](t, "Title", Titles(), ParseTitle, 3)
	roundTrip[Bonus](t, "Bonus", Bonuses(), ParseBonus, 4)
	roundTrip[Space](t, "Street space", Spaces(), ParseSpace, 4)
	roundTrip[Verdict](t, "verdict", Verdicts(), ParseVerdict, 2)
	roundTrip[Phase](t, "phase", Phases(), ParsePhase, int(numPhases))
	roundTrip[Decision](t, "decision", Decisions(), ParseDecision, int(numDecisions))
	roundTrip[MoveKind](t, "move kind", MoveKinds(), ParseMoveKind, int(numMoveKinds)-1)
	roundTrip[EventKind](t, "event kind", EventKinds(), ParseEventKind, int(numEventKinds)-1)
}

// Design rule 3: a type's none is spelt "none", never written nor read; a
// hidden value is spelt "hidden" and written.
func TestNoneIsNoneAndHiddenIsHidden(t *testing.T) {
	var (
		c  Card
		b  Bill
		tf Turf
		mk MoveKind
		ek EventKind
	)
	for _, x := range []struct {
		none  textID
		read  func([]byte) error
		parse func(string) error
	}{
		{NoCard, c.UnmarshalText, func(s string) error { _, err := ParseCard(s); return err }},
		{NoBill, b.UnmarshalText, func(s string) error { _, err := ParseBill(s); return err }},
		{NoTurf, tf.UnmarshalText, func(s string) error { _, err := ParseTurf(s); return err }},
		{NoMoveKind, mk.UnmarshalText, func(s string) error { _, err := ParseMoveKind(s); return err }},
		{NoEventKind, ek.UnmarshalText, func(s string) error { _, err := ParseEventKind(s); return err }},
	} {
		if x.none.String() != "none" {
			t.Errorf("%T's none is written %q, not \"none\"", x.none, x.none.String())
		}
		if b, err := x.none.MarshalText(); err == nil {
			t.Errorf("%T's none marshals as %q", x.none, b)
		}
		if err := x.read([]byte("none")); err == nil {
			t.Errorf("%T's UnmarshalText reads \"none\"", x.none)
		}
		if x.parse("none") == nil {
			t.Errorf("Parse%T reads \"none\"", x.none)
		}
	}
	for _, h := range []textID{HiddenBill, HiddenVendetta, HiddenSpace} {
		if b, err := h.MarshalText(); h.String() != "hidden" || err != nil || string(b) != "hidden" {
			t.Errorf("%T's hidden is written %q (%q, %v)", h, h.String(), b, err)
		}
	}
	if _, err := ParseBill("hidden"); err == nil {
		t.Error("ParseBill reads \"hidden\"")
	}
}

// The one decision table (engine.go) is the Decision ids' table: each
// Decision's spelling, name and text are its entry's.
func TestTheDecisionTableIsTheDecisionsIDs(t *testing.T) {
	for d := range Decisions() {
		e := decisions[d]
		if d.String() != e.id || d.Name() != e.name || d.Text() != e.text || e.prompt == nil || e.legal == nil ||
			e.check == nil || e.apply == nil || e.validate == nil {
			t.Errorf("decision %v: the ids table and the decisions table disagree, or a piece is missing", d)
		}
	}
}

// Design rule 2: every exported constant is defined by its value, so go
// doc shows what it is; the engine's hot code indexes its arrays with its
// own untyped names (b10kI, wBagman, ...), which must be the same values.
func TestExportedConstantsAreTheEnginesValues(t *testing.T) {
	for _, c := range []struct {
		name          string
		exported, hot int
	}{
		{"Bill5k", int(Bill5k), b5k},
		{"Bill10kI", int(Bill10kI), b10kI},
		{"Bill10kG", int(Bill10kG), b10kG},
		{"Bill20kI", int(Bill20kI), b20kI},
		{"Bill20kG", int(Bill20kG), b20kG},
		{"Bill50kI", int(Bill50kI), b50kI},
		{"Bill50kG", int(Bill50kG), b50kG},
		{"PoliceRaid", int(PoliceRaid), bRaid},
		{"HiddenBill", int(HiddenBill), bHidden},
		{"FBISnitch", int(FBISnitch), vSnitch},
		{"AtlanticCity", int(AtlanticCity), vAtlantic},
		{"FitOfRage", int(FitOfRage), vRage},
		{"Whack", int(Whack), vWhack},
		{"Torch", int(Torch), vTorch},
		{"Shakedown", int(Shakedown), vShakedown},
		{"Tail", int(Tail), vTail},
		{"Skim", int(Skim), vSkim},
		{"Fix", int(Fix), vFix},
		{"HiddenVendetta", int(HiddenVendetta), vHidden},
		{"Red", int(Red), kRed},
		{"Blue", int(Blue), kBlue},
		{"Yellow", int(Yellow), kYellow},
		{"Green", int(Green), kGreen},
		{"Gambling", int(Gambling), kGambling},
		{"Drugs", int(Drugs), kDrugs},
		{"Prostitution", int(Prostitution), kProstitution},
		{"Sweetener", int(Sweetener), wSweetener},
		{"Closer", int(Closer), wCloser},
		{"PennyPinch", int(PennyPinch), wPennyPinch},
		{"ColdFeet", int(ColdFeet), wColdFeet},
		{"NoLoss", int(NoLoss), wNoLoss},
		{"Collector", int(Collector), wCollector},
		{"Accountant", int(Accountant), wAccountant},
		{"Runner", int(Runner), wRunner},
		{"Bagman", int(Bagman), wBagman},
		{"LoanShark", int(LoanShark), wLoanShark},
		{"Lawyer", int(Lawyer), wLawyer},
		{"JuryTamperer", int(JuryTamperer), wJuryTamperer},
		{"Cleaner", int(Cleaner), wCleaner},
		{"CourtClerk", int(CourtClerk), wCourtClerk},
		{"Politician", int(Politician), wPolitician},
		{"Hitman", int(Hitman), wHitman},
		{"Bodyguard", int(Bodyguard), wBodyguard},
		{"Hothead", int(Hothead), wHothead},
		{"MadeMan", int(MadeMan), wMadeMan},
		{"Enforcer", int(Enforcer), wEnforcer},
		{"Underboss", int(Underboss), cUnderboss},
		{"NoCard", int(NoCard), noCard},
		{"NarcoticsSquad", int(NarcoticsSquad), iNarcotics},
		{"ViceSquad", int(ViceSquad), iVice},
		{"GamingCommission", int(GamingCommission), iGaming},
		{"IRSAudit", int(IRSAudit), iIRS},
		{"Wiretap", int(Wiretap), iWiretap},
		{"GrandJury", int(GrandJury), iGrandJury},
		{"TitleUnderboss", int(TitleUnderboss), tUnderboss},
		{"TitleConsigliere", int(TitleConsigliere), tConsigliere},
		{"TitlePrimoCapo", int(TitlePrimoCapo), tPrimoCapo},
	} {
		if c.exported != c.hot {
			t.Errorf("%s is %d, the engine's name for it %d", c.name, c.exported, c.hot)
		}
	}
}

// Design rule 2: a kind constant is named for its spelling: MoveKind,
// EventKind, Decision or Phase and the CamelCase of its id
// (DecisionColdFeet for "cold-feet"). The constants are read from the
// source, in declaration order, which is their values' order.
func TestKindConstantsAreNamedForTheirSpelling(t *testing.T) {
	fset := token.NewFileSet()
	declared := map[string]map[string]bool{}
	for _, file := range []string{"moves.go", "events.go", "state.go"} {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if v, ok := n.(*ast.ValueSpec); ok {
				for _, id := range v.Names {
					for _, prefix := range []string{"MoveKind", "EventKind", "Decision", "Phase"} {
						if strings.HasPrefix(id.Name, prefix) {
							if declared[prefix] == nil {
								declared[prefix] = map[string]bool{}
							}
							declared[prefix][id.Name] = true
						}
					}
				}
			}
			return true
		})
	}
	camel := func(s string) string {
		var b strings.Builder
		for _, w := range strings.Split(s, "-") {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
		return b.String()
	}
	check := func(prefix string, spellings []string) {
		for _, sp := range spellings {
			if name := prefix + camel(sp); !declared[prefix][name] {
				t.Errorf("%q has no constant %s", sp, name)
			}
		}
	}
	var mk, ek, ds, ps []string
	for k := range MoveKinds() {
		mk = append(mk, k.String())
	}
	for k := range EventKinds() {
		ek = append(ek, k.String())
	}
	for d := range Decisions() {
		ds = append(ds, d.String())
	}
	for p := range Phases() {
		ps = append(ps, p.String())
	}
	check("MoveKind", mk)
	check("EventKind", ek)
	check("Decision", ds)
	check("Phase", ps)
	// And the value is the one the spelling names.
	if MoveKindBagmanCashIn.String() != "bagman-cash-in" || EventKindCashedIn.String() != "cashed-in" ||
		DecisionColdFeet.String() != "cold-feet" || PhaseFinalVerdict.String() != "final-verdict" {
		t.Error("a kind constant's String is not its spelling")
	}
}
