package nostracity

import (
	"iter"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/ids"
)

// The identifiers, each type declared once as a table (internal/ids): every
// id's spelling (its notation: String, MarshalText, ParseX), its name as
// printed or the house rules' placeholder (Name) and its rules text (Text),
// with the type's none (spelt "none", never written) and hidden value
// (spelt "hidden", a View's) where it has one. Every method below is one
// line that reads the table, and each type's plural (Cards, Bills, ...)
// yields its real ids, in order. The engine's hot code indexes its own
// arrays with the constants and never reads these tables.
var (
	cards = ids.New(ids.Spec[Card]{What: "Street card", Kind: core.ErrBadNotation, IDs: cardIDs(),
		Expect: "W01..W20, T01..T14, R1..R8, I1..I6, underboss",
		None:   &ids.Entry[Card]{ID: NoCard, Name: "no card", Text: "no card: an empty Street space"}})
	billKinds = ids.New(ids.Spec[Bill]{What: "Bill", Kind: core.ErrBadNotation, IDs: billEntries(),
		None:   &ids.Entry[Bill]{ID: NoBill, Name: "no Bill", Text: "no Bill: an empty discard pile's top"},
		Hidden: &ids.Entry[Bill]{ID: HiddenBill, Name: "face-down Bill", Text: "a Bill face down: its owner knows it"}})
	vendettaKinds = ids.New(ids.Spec[VendettaCard]{What: "Vendetta card", Kind: core.ErrBadNotation, IDs: vendettaEntries(),
		Hidden: &ids.Entry[VendettaCard]{ID: HiddenVendetta, Name: "face-down Vendetta card", Text: "a Vendetta card face down"}})
	cashInTypes = ids.New(ids.Spec[CashInType]{What: "Cash-in type", Kind: core.ErrBadNotation, IDs: cashInEntries()})
	wiseguys    = ids.New(ids.Spec[Wiseguy]{What: "Wiseguy", Kind: core.ErrBadNotation, IDs: wiseguyEntries(), Expect: "W01..W20"})
	turfs       = ids.New(ids.Spec[Turf]{What: "Turf", Kind: core.ErrBadNotation, IDs: turfEntries(), Expect: "T01..T14",
		None: &ids.Entry[Turf]{ID: NoTurf, Name: "no Turf", Text: "no Turf: the Bagman's Cash-in makes none Busy"}})
	investigations = ids.New(ids.Spec[Investigation]{What: "Investigation", Kind: core.ErrBadNotation, IDs: investigationEntries()})
	titles         = ids.New(ids.Spec[Title]{What: "Title", Kind: core.ErrBadNotation, IDs: titleEntries()})
	bonuses        = ids.New(ids.Spec[Bonus]{What: "End of Game Bonus", Kind: core.ErrBadNotation, IDs: bonusEntries()})
	spaces         = ids.New(ids.Spec[Space]{What: "Street space", Kind: core.ErrBadNotation, IDs: spaceEntries(),
		Hidden: &ids.Entry[Space]{ID: HiddenSpace, Name: "a hidden Street space", Text: "a bid's Street space before the reveal"}})
	verdicts = ids.New(ids.Spec[Verdict]{What: "verdict", Kind: core.ErrBadNotation, IDs: []ids.Entry[Verdict]{
		{ID: Innocent, Spelling: "innocent", Name: "Innocent", Text: "the Godfather is Innocent: the most respected player who is no FBI Snitch wins"},
		{ID: Guilty, Spelling: "guilty", Name: "Guilty", Text: "the Godfather is Guilty: the most respected FBI Snitch wins, or nobody"},
	}})
	phases = ids.New(ids.Spec[Phase]{What: "phase", Kind: core.ErrBadNotation, IDs: []ids.Entry[Phase]{
		{ID: PhaseBusiness, Spelling: "business", Name: "Business", Text: "each player in turn makes Wiseguys Busy to Cash-in on a Racket or a Traffic, and distributes the Bills"},
		{ID: PhaseMeeting, Spelling: "meeting", Name: "Meeting", Text: "each player in turn bids in secret on the Street cards; then the Location cards are revealed and the auctions resolved from space #1 to #4"},
		{ID: PhaseTrial, Spelling: "trial", Name: "Trial", Text: "each player in turn makes Wiseguys Busy to put a Bill on the Corruption pile"},
		{ID: PhaseOver, Spelling: "over", Name: "Final Verdict", Text: "the game is over"},
		{ID: PhaseReception, Spelling: "reception", Name: "Reception", Text: "the Guilt check, Wiseguys and Turfs Free again, the Street refilled: the Month ends"},
		{ID: PhaseFinalVerdict, Spelling: "final-verdict", Name: "Final Verdict", Text: "the Corruption pile and the Guilt decide the verdict; the game ends"},
	}})
	decisionKinds = ids.New(ids.Spec[Decision]{What: "decision", Kind: core.ErrBadNotation, IDs: decisionEntries()})
	moveKinds     = ids.New(ids.Spec[MoveKind]{What: "move kind", Kind: core.ErrBadNotation, IDs: moveKindEntries(),
		None: &ids.Entry[MoveKind]{ID: NoMoveKind, Name: "no move", Text: "no move: the zero Move, never legal"}})
	eventKinds = ids.New(ids.Spec[EventKind]{What: "event kind", Kind: core.ErrBadNotation, IDs: eventKindEntries(),
		None: &ids.Entry[EventKind]{ID: NoEventKind, Name: "no event", Text: "no event: the zero Event"}})
)

// cardIDs are the 49 Street cards, in card order.
func cardIDs() []ids.Entry[Card] {
	out := make([]ids.Entry[Card], numStreet)
	for c := range out {
		out[c] = ids.Entry[Card]{ID: Card(c), Spelling: cardCodes[c], Name: makeCardName(c), Text: makeCardText(c)}
	}
	return out
}

// billEntries are the Bill types and the Police Raid, in type order.
func billEntries() []ids.Entry[Bill] {
	var out []ids.Entry[Bill]
	for b := Bill5k; b <= PoliceRaid; b++ {
		text := billFullNames[b] + ": no icon, no weight in the verdict"
		switch {
		case b == PoliceRaid:
			text = "Police Raid: drawn in a Cash-in, it stops the draw; the Bill pile is shuffled with its discards"
		case billIcon[b] < 0:
			text = billFullNames[b] + ": on the Corruption pile, one Guilt point toward Innocent (or its value over $10,000 by value)"
		case billIcon[b] > 0:
			text = billFullNames[b] + ": on the Corruption pile, one Guilt point toward Guilty (or its value over $10,000 by value)"
		}
		out = append(out, ids.Entry[Bill]{ID: b, Spelling: billIDs[b], Name: billFullNames[b], Text: text})
	}
	return out
}

// vendettaEntries are the nine Vendetta cards; the FBI Snitch and
// Atlantic City are the printed names, the others placeholders.
func vendettaEntries() []ids.Entry[VendettaCard] {
	var out []ids.Entry[VendettaCard]
	for v := FBISnitch; v <= Fix; v++ {
		out = append(out, ids.Entry[VendettaCard]{ID: v, Spelling: strings.ReplaceAll(strings.ToLower(vendettaNames[v]), " ", "-"),
			Name: vendettaNames[v], Text: vendettaNames[v] + ": " + vendettaEffects[v], Placeholder: v != FBISnitch && v != AtlanticCity})
	}
	return out
}

// cashInEntries are the four Racket colours, then the three Traffics.
func cashInEntries() []ids.Entry[CashInType] {
	var out []ids.Entry[CashInType]
	for k := Red; k <= Prostitution; k++ {
		text := "a Traffic Cash-in: one Bill per Turf showing the icon in every Territory, Atlantic City included; one per icon per Phase"
		if k.Racket() {
			text = "a Racket Cash-in: one Bill per Turf of that colour in every Territory (Connecticut and New Jersey count for both theirs); one Racket Cash-in per Phase"
		}
		out = append(out, ids.Entry[CashInType]{ID: k, Spelling: kindNames[k], Name: kindWords(int8(k)), Text: text})
	}
	return out
}

// wiseguyEntries are the 20 Wiseguys, W01 to W20; the Baldini names are
// printed, the others placeholders.
func wiseguyEntries() []ids.Entry[Wiseguy] {
	var out []ids.Entry[Wiseguy]
	for w := Sweetener; w <= Enforcer; w++ {
		out = append(out, ids.Entry[Wiseguy]{ID: w, Spelling: cardCodes[w], Name: wiseguyNames[w], Text: wiseguyPowers[w], Placeholder: w > NoLoss})
	}
	return out
}

// turfEntries are the 14 Turfs, T01 to T14; Connecticut and New Jersey
// are printed, the others placeholders.
func turfEntries() []ids.Entry[Turf] {
	var out []ids.Entry[Turf]
	for i := int8(0); i < numTurfs; i++ {
		t := turfAt(i)
		out = append(out, ids.Entry[Turf]{ID: t, Spelling: cardCodes[t], Name: turfTable[i].name, Text: makeCardText(int(t)), Placeholder: turfTable[i].bonus == 0})
	}
	return out
}

// investigationEntries are the six Investigations, I1 to I6 (names
// placeholder).
func investigationEntries() []ids.Entry[Investigation] {
	var out []ids.Entry[Investigation]
	for i := NarcoticsSquad; i <= GrandJury; i++ {
		out = append(out, ids.Entry[Investigation]{ID: i, Spelling: cardCodes[int(i)+firstInv], Name: invTable[i].name,
			Text: makeCardText(int(i) + firstInv), Placeholder: true})
	}
	return out
}

// titleEntries are the three Titles, highest first.
func titleEntries() []ids.Entry[Title] {
	var out []ids.Entry[Title]
	for t := TitleUnderboss; t <= TitlePrimoCapo; t++ {
		out = append(out, ids.Entry[Title]{ID: t, Spelling: titleCodes[t], Name: titleNames[t], Text: titleNames[t] + ": " + titleTexts[t]})
	}
	return out
}

// bonusEntries are the End of Game Bonuses, then the Politician's.
func bonusEntries() []ids.Entry[Bonus] {
	var out []ids.Entry[Bonus]
	for b := MostVendettaCards; b <= PoliticianBonus; b++ {
		out = append(out, ids.Entry[Bonus]{ID: b, Spelling: bonusCodes[b], Name: bonusNames[b], Text: bonusTexts[b]})
	}
	return out
}

// spaceEntries are the four Street spaces, S1 to S4.
func spaceEntries() []ids.Entry[Space] {
	var out []ids.Entry[Space]
	for sp := Space(0); sp < 4; sp++ {
		name := "Street space #" + itoa(int(sp)+1)
		out = append(out, ids.Entry[Space]{ID: sp, Spelling: spaceName(int8(sp)), Name: name,
			Text: name + ": a Street card to win at the Meeting; each player holds one Location card for it"})
	}
	return out
}

// decisionEntries are the decisions, as the decisions table (engine.go)
// declares them.
func decisionEntries() []ids.Entry[Decision] {
	out := make([]ids.Entry[Decision], numDecisions)
	for d := range out {
		e := &decisions[d]
		out[d] = ids.Entry[Decision]{ID: Decision(d), Spelling: e.id, Name: e.name, Text: e.text}
	}
	return out
}

// moveKindEntries are the move kinds, as the move kind table declares
// them.
func moveKindEntries() []ids.Entry[MoveKind] {
	var out []ids.Entry[MoveKind]
	for k := MoveKindPass; k < numMoveKinds; k++ {
		e := &moveKindTable[k]
		out = append(out, ids.Entry[MoveKind]{ID: k, Spelling: e.id, Name: e.name, Text: e.text})
	}
	return out
}

// eventKindEntries are the event kinds of the event kind table; a kind's
// name is its id in words ("bid revealed").
func eventKindEntries() []ids.Entry[EventKind] {
	var out []ids.Entry[EventKind]
	for k := EventKindPhaseStarted; k < numEventKinds; k++ {
		out = append(out, ids.Entry[EventKind]{ID: k, Spelling: eventKindTable[k].id,
			Name: strings.ReplaceAll(eventKindTable[k].id, "-", " "), Text: eventKindTable[k].text})
	}
	return out
}

// ---- Card ----

// String is the card's code: "W03", "T05", "R2", "I6", "underboss" ("none" for
// NoCard).
func (c Card) String() string { return cards.String(c) }

// Name is the card's code and name: "W03 Baldini Penny-pincher".
func (c Card) Name() string { return cards.Name(c) }

// Text is the card's name and what it does.
func (c Card) Text() string { return cards.Text(c) }

// MarshalText writes the card's code; NoCard is not written.
func (c Card) MarshalText() ([]byte, error) { return cards.MarshalText(c) }

// UnmarshalText reads a Street card's code.
func (c *Card) UnmarshalText(b []byte) error { return cards.UnmarshalText(c, b) }

// ParseCard reads a Street card's code, "W01" to "underboss".
func ParseCard(s string) (Card, error) { return cards.Parse(s) }

// Cards yields the 49 Street cards, in card order: W01..W20, T01..T14,
// R1..R8, I1..I6, underboss.
func Cards() iter.Seq[Card] { return cards.All() }

// ---- Bill ----

// String is the Bill's id: "5k", "10k-innocent", ..., "police-raid";
// "hidden" for HiddenBill, "none" for NoBill.
func (b Bill) String() string { return billKinds.String(b) }

// Name is the Bill as printed: "$10,000 Innocent".
func (b Bill) Name() string { return billKinds.Name(b) }

// Text says what the Bill does at the Final Verdict.
func (b Bill) Text() string { return billKinds.Text(b) }

// MarshalText writes the Bill's id ("10k-innocent", "hidden"); NoBill is
// not written.
func (b Bill) MarshalText() ([]byte, error) { return billKinds.MarshalText(b) }

// UnmarshalText reads a Bill's id, "hidden" too.
func (b *Bill) UnmarshalText(t []byte) error { return billKinds.UnmarshalText(b, t) }

// ParseBill reads a Bill's id, "5k" to "police-raid".
func ParseBill(s string) (Bill, error) { return billKinds.Parse(s) }

// Bills yields the seven Bill types and the Police Raid, in type order.
func Bills() iter.Seq[Bill] { return billKinds.All() }

// ---- VendettaCard ----

// String is the card's id: "fbi-snitch", "whack"; "hidden" face down.
func (v VendettaCard) String() string { return vendettaKinds.String(v) }

// Name is the card's name: "FBI Snitch" (names placeholder but the FBI
// Snitch and Atlantic City).
func (v VendettaCard) Name() string { return vendettaKinds.Name(v) }

// Text is what the card does.
func (v VendettaCard) Text() string { return vendettaKinds.Text(v) }

// MarshalText writes the card's id ("whack", "hidden").
func (v VendettaCard) MarshalText() ([]byte, error) { return vendettaKinds.MarshalText(v) }

// UnmarshalText reads a Vendetta card's id, "hidden" too.
func (v *VendettaCard) UnmarshalText(b []byte) error { return vendettaKinds.UnmarshalText(v, b) }

// ParseVendettaCard reads a Vendetta card's id, "fbi-snitch" to "fix".
func ParseVendettaCard(s string) (VendettaCard, error) { return vendettaKinds.Parse(s) }

// VendettaCards yields the nine Vendetta cards, in card order.
func VendettaCards() iter.Seq[VendettaCard] { return vendettaKinds.All() }

// ---- CashInType ----

// String is the type's code: "red", ..., "prostitution".
func (k CashInType) String() string { return cashInTypes.String(k) }

// Name is the type as the rulebook says it: "the red Racket (Brooklyn)",
// "the Drugs Traffic".
func (k CashInType) Name() string { return cashInTypes.Name(k) }

// Text is what a Cash-in of this type counts.
func (k CashInType) Text() string { return cashInTypes.Text(k) }

// MarshalText writes the type's code ("drugs").
func (k CashInType) MarshalText() ([]byte, error) { return cashInTypes.MarshalText(k) }

// UnmarshalText reads a Cash-in type's code.
func (k *CashInType) UnmarshalText(b []byte) error { return cashInTypes.UnmarshalText(k, b) }

// ParseCashInType reads a Cash-in type's code, "red" to "prostitution".
func ParseCashInType(s string) (CashInType, error) { return cashInTypes.Parse(s) }

// CashInTypes yields the four Racket colours, then the three Traffics.
func CashInTypes() iter.Seq[CashInType] { return cashInTypes.All() }

// ---- Wiseguy ----

// String is the Wiseguy's code, "W01" to "W20".
func (w Wiseguy) String() string { return wiseguys.String(w) }

// Name is the Wiseguy's name, family first: "Baldini Sweetener" (names
// placeholder but the Baldini family).
func (w Wiseguy) Name() string { return wiseguys.Name(w) }

// Text is the Wiseguy's power.
func (w Wiseguy) Text() string { return wiseguys.Text(w) }

// MarshalText writes the Wiseguy's code ("W03").
func (w Wiseguy) MarshalText() ([]byte, error) { return wiseguys.MarshalText(w) }

// UnmarshalText reads a Wiseguy's code.
func (w *Wiseguy) UnmarshalText(b []byte) error { return wiseguys.UnmarshalText(w, b) }

// ParseWiseguy reads a Wiseguy's code, "W01" to "W20".
func ParseWiseguy(s string) (Wiseguy, error) { return wiseguys.Parse(s) }

// Wiseguys yields the 20 Wiseguys, W01 to W20.
func Wiseguys() iter.Seq[Wiseguy] { return wiseguys.All() }

// ---- Turf ----

// String is the Turf's code, "T01" to "T14" ("none" for NoTurf).
func (t Turf) String() string { return turfs.String(t) }

// Name is the Turf's name: "Red Hook" (placeholder but Connecticut and New
// Jersey).
func (t Turf) Name() string { return turfs.Name(t) }

// Text lists the Turf's Racket colours and Traffic icons, and its bonus.
func (t Turf) Text() string { return turfs.Text(t) }

// MarshalText writes the Turf's code ("T05"); NoTurf is not written.
func (t Turf) MarshalText() ([]byte, error) { return turfs.MarshalText(t) }

// UnmarshalText reads a Turf's code.
func (t *Turf) UnmarshalText(b []byte) error { return turfs.UnmarshalText(t, b) }

// ParseTurf reads a Turf's code, "T01" to "T14".
func ParseTurf(s string) (Turf, error) { return turfs.Parse(s) }

// Turfs yields the 14 Turfs, T01 to T14.
func Turfs() iter.Seq[Turf] { return turfs.All() }

// ---- Investigation ----

// String is the Investigation's code, "I1" to "I6".
func (i Investigation) String() string { return investigations.String(i) }

// Name is its name: "Narcotics Squad".
func (i Investigation) Name() string { return investigations.Name(i) }

// Text is its effect while on the Street, and its Guilt point.
func (i Investigation) Text() string { return investigations.Text(i) }

// MarshalText writes the Investigation's code ("I3").
func (i Investigation) MarshalText() ([]byte, error) { return investigations.MarshalText(i) }

// UnmarshalText reads an Investigation's code.
func (i *Investigation) UnmarshalText(b []byte) error { return investigations.UnmarshalText(i, b) }

// ParseInvestigation reads an Investigation's code, "I1" to "I6".
func ParseInvestigation(s string) (Investigation, error) { return investigations.Parse(s) }

// Investigations yields the six Investigations, I1 to I6.
func Investigations() iter.Seq[Investigation] { return investigations.All() }

// ---- Title ----

// String is the Title's code: "underboss", "consigliere", "primo-capo".
func (t Title) String() string { return titles.String(t) }

// Name is the Title as printed: "Primo Capo".
func (t Title) Name() string { return titles.Name(t) }

// Text is what the Title does.
func (t Title) Text() string { return titles.Text(t) }

// MarshalText writes the Title's code ("consigliere").
func (t Title) MarshalText() ([]byte, error) { return titles.MarshalText(t) }

// UnmarshalText reads a Title's code.
func (t *Title) UnmarshalText(b []byte) error { return titles.UnmarshalText(t, b) }

// ParseTitle reads a Title's code.
func ParseTitle(s string) (Title, error) { return titles.Parse(s) }

// Titles yields the three Titles, highest first.
func Titles() iter.Seq[Title] { return titles.All() }

// ---- Bonus ----

// String is the bonus's code: "most-vendetta-cards", "politician".
func (b Bonus) String() string { return bonuses.String(b) }

// Name is the bonus as printed: "Most Vendetta cards".
func (b Bonus) Name() string { return bonuses.Name(b) }

// Text is who scores the bonus.
func (b Bonus) Text() string { return bonuses.Text(b) }

// MarshalText writes the bonus's code ("most-turfs").
func (b Bonus) MarshalText() ([]byte, error) { return bonuses.MarshalText(b) }

// UnmarshalText reads a bonus's code.
func (b *Bonus) UnmarshalText(t []byte) error { return bonuses.UnmarshalText(b, t) }

// ParseBonus reads a bonus's code.
func ParseBonus(s string) (Bonus, error) { return bonuses.Parse(s) }

// Bonuses yields the three End of Game Bonuses, then the Politician's.
func Bonuses() iter.Seq[Bonus] { return bonuses.All() }

// ---- Space ----

// String is the space's code, "S1" to "S4" ("hidden" for HiddenSpace).
func (sp Space) String() string { return spaces.String(sp) }

// Name is the space as the rulebook says it: "Street space #1".
func (sp Space) Name() string { return spaces.Name(sp) }

// Text is what the space is for.
func (sp Space) Text() string { return spaces.Text(sp) }

// MarshalText writes the space ("S2"; "hidden" in a View before the
// reveal).
func (sp Space) MarshalText() ([]byte, error) { return spaces.MarshalText(sp) }

// UnmarshalText reads a Street space ("S1".."S4", "hidden").
func (sp *Space) UnmarshalText(b []byte) error { return spaces.UnmarshalText(sp, b) }

// ParseSpace reads a Street space's code, "S1" to "S4".
func ParseSpace(s string) (Space, error) { return spaces.Parse(s) }

// Spaces yields the four Street spaces, S1 to S4.
func Spaces() iter.Seq[Space] { return spaces.All() }

// ---- Verdict ----

// String is the verdict's id, "innocent" or "guilty".
func (v Verdict) String() string { return verdicts.String(v) }

// Name is the verdict as the rulebook says it: "Innocent".
func (v Verdict) Name() string { return verdicts.Name(v) }

// Text is who wins under the verdict.
func (v Verdict) Text() string { return verdicts.Text(v) }

// MarshalText writes the verdict's id.
func (v Verdict) MarshalText() ([]byte, error) { return verdicts.MarshalText(v) }

// UnmarshalText reads a verdict's id.
func (v *Verdict) UnmarshalText(b []byte) error { return verdicts.UnmarshalText(v, b) }

// ParseVerdict reads a verdict's id, "innocent" or "guilty".
func ParseVerdict(s string) (Verdict, error) { return verdicts.Parse(s) }

// Verdicts yields the two verdicts, Innocent first.
func Verdicts() iter.Seq[Verdict] { return verdicts.All() }

// ---- Phase ----

// String is the phase's id: "business", "meeting", "trial", "over",
// "reception", "final-verdict".
func (p Phase) String() string { return phases.String(p) }

// Name is the phase as the rulebook heads it: "Business".
func (p Phase) Name() string { return phases.Name(p) }

// Text is what the phase is for.
func (p Phase) Text() string { return phases.Text(p) }

// MarshalText writes the phase's id.
func (p Phase) MarshalText() ([]byte, error) { return phases.MarshalText(p) }

// UnmarshalText reads a phase's id.
func (p *Phase) UnmarshalText(b []byte) error { return phases.UnmarshalText(p, b) }

// ParsePhase reads a phase's id.
func ParsePhase(s string) (Phase, error) { return phases.Parse(s) }

// Phases yields every phase, in order.
func Phases() iter.Seq[Phase] { return phases.All() }

// ---- Decision ----

// String is the decision's id: "turn", "distribute", ...
func (d Decision) String() string { return decisionKinds.String(d) }

// Name says the decision in words: "the distribution of a Cash-in".
func (d Decision) Name() string { return decisionKinds.Name(d) }

// Text is what the decision asks, for a tooltip.
func (d Decision) Text() string { return decisionKinds.Text(d) }

// MarshalText writes the decision's id.
func (d Decision) MarshalText() ([]byte, error) { return decisionKinds.MarshalText(d) }

// UnmarshalText reads a decision's id.
func (d *Decision) UnmarshalText(b []byte) error { return decisionKinds.UnmarshalText(d, b) }

// ParseDecision reads a decision's id.
func ParseDecision(s string) (Decision, error) { return decisionKinds.Parse(s) }

// Decisions yields every decision, in order.
func Decisions() iter.Seq[Decision] { return decisionKinds.All() }

// ---- MoveKind ----

// String is the kind's id ("cash-in", "bagman-cash-in"; "none" for
// NoMoveKind). Several kinds share a verb of the notation (the Bagman's
// Cash-in writes "cash-in"): the id tells them apart.
func (k MoveKind) String() string { return moveKinds.String(k) }

// Name is the kind as a player says it: "cash in".
func (k MoveKind) Name() string { return moveKinds.Name(k) }

// Text is what a move of the kind does, for a tooltip.
func (k MoveKind) Text() string { return moveKinds.Text(k) }

// MarshalText writes the kind's id; NoMoveKind is not written.
func (k MoveKind) MarshalText() ([]byte, error) { return moveKinds.MarshalText(k) }

// UnmarshalText reads a move kind's id.
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKinds.UnmarshalText(k, b) }

// ParseMoveKind reads a move kind's id ("cash-in").
func ParseMoveKind(s string) (MoveKind, error) { return moveKinds.Parse(s) }

// MoveKinds yields the kinds of move, in order.
func MoveKinds() iter.Seq[MoveKind] { return moveKinds.All() }

// ---- EventKind ----

// String is the kind's id ("cashed-in"; "none" for NoEventKind).
func (k EventKind) String() string { return eventKinds.String(k) }

// Name is the kind in words: "cashed in".
func (k EventKind) Name() string { return eventKinds.Name(k) }

// Text says what an event of the kind reports, for a tooltip.
func (k EventKind) Text() string { return eventKinds.Text(k) }

// MarshalText writes the kind's id; NoEventKind is not written.
func (k EventKind) MarshalText() ([]byte, error) { return eventKinds.MarshalText(k) }

// UnmarshalText reads an event kind's id.
func (k *EventKind) UnmarshalText(b []byte) error { return eventKinds.UnmarshalText(k, b) }

// ParseEventKind reads an event kind's id ("cashed-in").
func ParseEventKind(s string) (EventKind, error) { return eventKinds.Parse(s) }

// EventKinds yields the kinds of event, in order.
func EventKinds() iter.Seq[EventKind] { return eventKinds.All() }

// bonusCodes are the End of Game Bonuses' ids.
var bonusCodes = [...]string{"most-vendetta-cards", "most-wiseguys", "most-turfs", "politician"}

// ---- cashInUse ----

// cashInUse is a Cash-in limit a seat used this phase, as a position's
// players[i].cash_ins spells it: bit i of State.used.
type cashInUse uint8

var cashInUses = ids.New(ids.Spec[cashInUse]{What: "Cash-in limit", Kind: core.ErrBadNotation, IDs: []ids.Entry[cashInUse]{
	{ID: 0, Spelling: "gambling", Name: "the Gambling Traffic", Text: "a Gambling Cash-in this phase"},
	{ID: 1, Spelling: "drugs", Name: "the Drugs Traffic", Text: "a Drugs Cash-in this phase"},
	{ID: 2, Spelling: "prostitution", Name: "the Prostitution Traffic", Text: "a Prostitution Cash-in this phase"},
	{ID: 3, Spelling: "racket", Name: "a Racket", Text: "the phase's one Racket Cash-in"},
}})

// MarshalText writes the limit's spelling ("racket").
func (u cashInUse) MarshalText() ([]byte, error) { return cashInUses.MarshalText(u) }

// UnmarshalText reads a limit's spelling.
func (u *cashInUse) UnmarshalText(b []byte) error { return cashInUses.UnmarshalText(u, b) }
