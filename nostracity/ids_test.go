package nostracity

import (
	"encoding"
	"fmt"
	"iter"
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
