package nostracity

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/bits"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/ids"
	"github.com/mafiarules/sdk/internal/shape"
)

// PositionVersion is the version of the position format State's JSON
// writes and reads (the package doc describes it).
const PositionVersion = 3

// positionJSON is the position format, version 3; the package doc lists
// every field. Keys marked derived may be left out on input: the decoder
// works them out from the rest, and where one is given it must agree. The
// header (game to decisions) and the rng are the envelope's.
type positionJSON struct {
	envelope.Head[rulesJSON, Phase, Decision, decisionJSON]
	Month              int             `json:"month"`
	FirstPlayer        *core.Player    `json:"first_player"`
	FirstPlayerMoved   bool            `json:"first_player_moved,omitempty"`
	PhaseFirst         *core.Player    `json:"phase_first,omitempty"` // left out: the First Player
	Passed             []core.Player   `json:"passed,omitempty" max:"5"`
	Acted              bool            `json:"acted,omitempty"`
	Resolving          *Space          `json:"resolving,omitempty"`
	Players            []playerJSON    `json:"players" max:"5"`
	Street             []*Card         `json:"street" max:"4"`
	StreetPile         []Card          `json:"street_pile,omitempty" max:"49"` // derived
	StreetBottom       *Card           `json:"street_bottom,omitempty"`
	InvestigationsGone []Card          `json:"investigations_gone,omitempty" max:"6"`
	Titles             *titlesJSON     `json:"titles,omitempty"`
	ZealousCorruptors  []core.Player   `json:"zealous_corruptors,omitempty" max:"3"`
	AtlanticCity       *core.Player    `json:"atlantic_city,omitempty"`
	Guilt              int             `json:"guilt,omitempty"`
	BillPile           *billCounts     `json:"bill_pile,omitempty"` // derived
	BillDiscard        *billCounts     `json:"bill_discard,omitempty"`
	DiscardTop         *Bill           `json:"discard_top,omitempty"`
	Drawn              *billCounts     `json:"drawn,omitempty"`
	VendettaPile       *vendettaCounts `json:"vendetta_pile,omitempty"` // derived
	VendettaDiscard    *vendettaCounts `json:"vendetta_discard,omitempty"`
	VendettaPlayed     int             `json:"vendetta_played,omitempty"`
	VendettaLimit      int             `json:"vendetta_limit,omitempty"` // written; left out on input: 1
	Enforcer           bool            `json:"enforcer,omitempty"`
	BodyguardsUsed     []core.Player   `json:"bodyguards_used,omitempty" max:"5"`
	Corruptors         []core.Player   `json:"corruptors,omitempty" max:"5"`
	Bidders            []core.Player   `json:"bidders,omitempty" max:"5"`
	Won                []core.Player   `json:"won,omitempty" max:"5"`
	Snitches           []core.Player   `json:"snitches,omitempty" max:"5"`
	Innocent           bool            `json:"innocent,omitempty"`
	Winners            []core.Player   `json:"winners,omitempty" max:"5"`
	envelope.Tail
}

type (
	billCounts     = core.Counts[Bill]
	vendettaCounts = core.Counts[VendettaCard]
)

// rulesJSON is every switch of the Config, with the Config's keys; on
// input a switch left out has its default, and the Config's checks apply.
type rulesJSON struct {
	FirstPlayer   *core.Player `json:"first_player"`
	RaidPolicy    string       `json:"raid_policy" max:"32"`
	EndBonusTie   string       `json:"end_bonus_tie" max:"32"`
	VerdictWeight string       `json:"verdict_weight" max:"32"`
	JuryStart     []int        `json:"jury_start" max:"3"`
	PhaseTurnMode string       `json:"phase_turn_mode" max:"32"`
	Rotates       bool         `json:"first_player_rotates_at_reception"`
	TopVisible    bool         `json:"discard_top_visible"`
	InnocentM     int          `json:"innocent_if_at_most"`
	TwoColR       *int         `json:"two_colour_turf_respect"`
	TurfROnEntry  *bool        `json:"score_turf_respect_on_entry"`
}

// decisionJSON is a pending decision: the step's (turn, distribute, ...)
// at the bottom, Fit of Rage and Make Busy interruptions above it.
type decisionJSON struct {
	Decision *Decision                 `json:"decision"`
	Seat     *core.Player              `json:"seat"`
	Space    *Space                    `json:"space,omitempty"`   // keep-bid, give-*: the space resolved
	Target   *core.Player              `json:"target,omitempty"`  // fit-of-rage-target, once known
	Card     *VendettaCard             `json:"card,omitempty"`    // make-busy: fit-of-rage or whack
	CashIn   *CashInType               `json:"cash_in,omitempty"` // distribute: the Cash-in's type
	Owed     *core.Counts[core.Player] `json:"owed,omitempty"`    // distribute: each seat's share
	Got      *core.Counts[core.Player] `json:"got,omitempty"`     // distribute: what each received
	Short    bool                      `json:"short,omitempty"`   // distribute: the draw fell short
}

// playerJSON is a seat's Territory, Bills, cards and knowledge.
type playerJSON struct {
	Seat           *core.Player    `json:"seat"`
	Respect        *int            `json:"respect,omitempty"` // derived: the sum of its sources
	Wiseguys       []Card          `json:"wiseguys,omitempty" max:"20"`
	Turfs          []Card          `json:"turfs,omitempty" max:"14"`
	Busy           []Card          `json:"busy,omitempty" max:"34"`
	RespectCards   []Card          `json:"respect_cards,omitempty" max:"8"`
	Investigations []Card          `json:"investigations,omitempty" max:"6"`
	Bank           *billCounts     `json:"bank,omitempty"`
	Corruption     *billCounts     `json:"corruption,omitempty"`
	Vendetta       *vendettaCounts `json:"vendetta,omitempty"`
	Bids           []bidJSON       `json:"bids,omitempty" max:"4"`
	CashIns        []cashInUse     `json:"cash_ins,omitempty" max:"4"`
	Bonus          int             `json:"bonus,omitempty"` // at the Final Verdict
	Rank           int             `json:"rank,omitempty"`  // at the end: 1 first
	Knows          *knowsJSON      `json:"knows,omitempty"`
}

// bidJSON is an Auction bid.
type bidJSON struct {
	Wiseguy   *Card       `json:"wiseguy"`
	Space     *Space      `json:"space,omitempty"` // "hidden" in a View; left out once resolved
	Bills     *billCounts `json:"bills,omitempty"`
	Withdrawn bool        `json:"withdrawn,omitempty"`
}

// knowsJSON is what a seat knows privately (left out: nothing, which is
// always true).
type knowsJSON struct {
	Banks      shape.ByID[core.Player, billCounts]     `json:"banks,omitempty" max:"1024"`
	Hands      shape.ByID[core.Player, vendettaCounts] `json:"hands,omitempty" max:"1024"`
	Discard    *billCounts                             `json:"discard,omitempty"`
	Corruption []Bill                                  `json:"corruption,omitempty" max:"8"` // a set
}

// titlesJSON is each Title's holder.
type titlesJSON struct {
	Underboss   *core.Player `json:"underboss,omitempty"`
	Consigliere *core.Player `json:"consigliere,omitempty"`
	PrimoCapo   *core.Player `json:"primo-capo,omitempty"`
}

// cashInUse is a Cash-in limit a seat used this phase, as a player's
// "cash_ins" spells it: bit i of State.used.
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

// positionFormat is the envelope of Nostra City's positions, for
// internal/envelope. Its phase is given (a turn does not say its phase),
// so only the decision is a derived key of the header.
var positionFormat = envelope.Game{Name: "nostracity", Version: PositionVersion, Seats: maxPlayers, Reasons: &Reasons,
	Codes: envelope.Codes{Decode: rPositionJson, OtherGame: rOtherGame, OtherVersion: rOtherVersion,
		ViewSeat: rViewNotSeat, NoRNG: rNoRNG, EmptyRNG: rEmptyRNG, ViewRNG: rFullStateCarriesRngView, Decision: rDecisionDecisionsSay}}

// version2 reads a position of version 2, which wrote the Underboss "UB"
// where version 3 writes "underboss" (the Title's spelling): that string
// is no other value of a position, so the reader respells it and decodes
// the rest as version 3 does.
var version2 = func() envelope.Game { g := positionFormat; g.Version = 2; return g }()

// asVersion2 is b as version 3 reads it when b is a version 2 position,
// ok false when it is not; UnmarshalJSON asks only when version 3 refused
// b, so a version 3 position is read once.
func asVersion2(b []byte) ([]byte, bool) {
	var v struct {
		Version int `json:"version"`
	}
	if len(b) > core.MaxJSON || json.Unmarshal(b, &v) != nil || v.Version != 2 {
		return b, false
	}
	return bytes.ReplaceAll(b, []byte(`"UB"`), []byte(`"underboss"`)), true
}

func seatPtr(p int8) *core.Player {
	if p < 0 {
		return nil
	}
	q := core.Player(p)
	return &q
}

func seatList(mask uint8, n int8) []core.Player {
	var out []core.Player
	for p := int8(0); p < n; p++ {
		if mask&bit(p) != 0 {
			out = append(out, core.Player(p))
		}
	}
	return out
}

func cardList(set uint64, first, n int) []Card {
	var out []Card
	for i := 0; i < n; i++ {
		if set&(1<<uint(i)) != 0 {
			out = append(out, Card(first+i))
		}
	}
	return out
}

// countsOut is a pile counted per type (n[t] of id t) as the position's
// counted pile, nil when empty; countsIn reads one back into n (nil:
// empty), false when it holds an id past n's end.
func countsOut[T ~int8, E ~int8 | ~uint8](n []E) *core.Counts[T] {
	var c core.Counts[T]
	for t, k := range n {
		c.Add(T(t), int(k))
	}
	return ptrIf(c, c.Total() > 0)
}

func countsIn[T ~int8, E ~int8 | ~uint8](c *core.Counts[T], n []E) bool {
	total := 0
	for t := range n {
		k := derefOr(c).Of(T(t))
		n[t], total = E(min(k, 127)), total+k
	}
	return total == derefOr(c).Total()
}

func billsOut(b bills) *billCounts        { return countsOut[Bill](b[:]) }
func handOut(h vcards) *vendettaCounts    { return countsOut[VendettaCard](h[:]) }
func billsIn(c *billCounts) (b bills)     { countsIn(c, b[:]); return b }
func handIn(c *vendettaCounts) (h vcards) { countsIn(c, h[:]); return h }

// ptrIf is &v when ok, nil otherwise: a key left out when empty.
func ptrIf[T any](v T, ok bool) *T {
	if !ok {
		return nil
	}
	return &v
}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, and "view"): see the package doc for every field. Derived facts
// are written, so a reader needs no sums.
func (s State) MarshalJSON() ([]byte, error) {
	if s.n < minPlayers || s.n > maxPlayers {
		return nil, Reasons.Err(core.Why(rNotAGame), nil)
	}
	return json.Marshal(s.position())
}

// rulesOf is the house rules as the position writes them: every switch.
func (o options) rulesOf() rulesJSON {
	twoColR, onEntry := int(o.twoColR), !o.noTurfR
	return rulesJSON{
		FirstPlayer:   seatPtr(o.firstP),
		RaidPolicy:    pick(o.reduced, "reduced-entitlement", "no-cheat"),
		EndBonusTie:   pick(o.allTied, "all-tied", "nobody"),
		VerdictWeight: pick(o.byValue, "by-value", "per-icon"),
		JuryStart:     []int{int(o.jury[0]), int(o.jury[1]), int(o.jury[2])},
		PhaseTurnMode: pick(o.roundRobin, "round-robin-single-action", "all-actions-in-one-turn"),
		Rotates:       o.rotate, TopVisible: o.topVisible, InnocentM: int(o.innocentM),
		TwoColR: &twoColR, TurfROnEntry: &onEntry,
	}
}

// position is s in the position format.
func (s State) position() positionJSON {
	n := s.n
	j := positionJSON{
		Month: int(s.month), FirstPlayer: seatPtr(s.first), FirstPlayerMoved: s.fpMoved, PhaseFirst: seatPtr(s.phaseFirst),
		Passed: seatList(s.passed, n), Acted: s.acted, Guilt: int(s.guilt),
		BillPile: billsOut(s.billDeck), BillDiscard: billsOut(s.billDisc), Drawn: billsOut(s.drawn),
		VendettaPile: handOut(s.vDeck), VendettaDiscard: handOut(s.vDisc), VendettaPlayed: int(s.vPlayed), VendettaLimit: int(s.vLimit),
		Enforcer: s.enforcer, BodyguardsUsed: seatList(s.guardUsed, n), Corruptors: seatList(s.corruptors, n),
		Bidders: seatList(s.bidders, n), Won: seatList(s.won, n), Snitches: seatList(s.snitches, n),
		Innocent: s.innocent, Winners: seatList(s.winners, n), AtlanticCity: seatPtr(s.atlantic),
		StreetPile: cardList(uint64(s.streetDeck), 0, numStreet), Street: make([]*Card, 4),
		InvestigationsGone: cardList(uint64(s.invGone), firstInv, numInv), Players: make([]playerJSON, n),
	}
	j.Head, j.Tail = envelope.Write(&positionFormat, s.opt.rulesOf(), s.phase, s.decisionOf(), s.Active(), s.decisionStack(),
		s.view != 0, s.Viewer(), s.rng)
	if s.view != 0 {
		// The piles' faces are hidden: the Police Raid always in the Bill
		// pile, the discards' top told apart by discard_top.
		j.BillPile = billsOut(bills{bHidden: uint8(s.billDeck.total())})
		j.BillDiscard = billsOut(bills{bHidden: uint8(s.billDisc.total())})
	}
	if s.step == stResolve && s.cursor >= 0 && s.cursor < 4 {
		sp := Space(s.cursor)
		j.Resolving = &sp
	}
	if t := s.discTop - 1; t >= 0 && t < numBillTypes {
		b := Bill(t)
		j.DiscardTop = &b
	}
	for i, c := range s.street {
		if c != noCard {
			cc := Card(c)
			j.Street[i] = &cc
		}
	}
	if s.streetBottom != noCard {
		c := Card(s.streetBottom)
		j.StreetBottom = &c
	}
	if s.titles != [3]int8{-1, -1, -1} {
		j.Titles = &titlesJSON{seatPtr(s.titles[0]), seatPtr(s.titles[1]), seatPtr(s.titles[2])}
	}
	for _, h := range s.zealous {
		if h >= 0 {
			j.ZealousCorruptors = append(j.ZealousCorruptors, core.Player(h))
		}
	}
	for p := int8(0); p < n; p++ {
		j.Players[p] = s.playerOf(p)
	}
	return j
}

// playerOf is seat p's entry of "players".
func (s *State) playerOf(p int8) playerJSON {
	pj := playerJSON{
		Seat:           seatPtr(p),
		Wiseguys:       cardList(uint64(s.wiseguys[p]), firstWiseguy, numWiseguys),
		Turfs:          cardList(uint64(s.turfs[p]), firstTurf, numTurfs),
		Busy:           cardList(uint64(s.busyW&s.wiseguys[p])|uint64(s.busyT&s.turfs[p])<<firstTurf, 0, firstRespect),
		RespectCards:   cardList(uint64(s.respCards[p]), firstRespect, numRespect),
		Investigations: cardList(uint64(s.invWon[p]), firstInv, numInv),
		Bank:           billsOut(s.bank[p]),
		Corruption:     billsOut(s.corr[p]),
		Vendetta:       handOut(s.hand[p]),
		Knows:          s.knowsOf(p),
	}
	if r := int(s.respect[p]); r != 0 {
		pj.Respect = &r
	}
	for k := int8(0); k < s.nbids[p] && k < 4; k++ {
		b := s.bids[p][k]
		w := Card(b.wg)
		bj := bidJSON{Wiseguy: &w, Bills: billsOut(b.bills), Withdrawn: b.gone}
		if b.space == hiddenSpace || b.space >= 0 {
			sp := Space(b.space)
			bj.Space = &sp
		}
		pj.Bids = append(pj.Bids, bj)
	}
	for u := range cashInUse(4) {
		if s.used[p]&(1<<u) != 0 {
			pj.CashIns = append(pj.CashIns, u)
		}
	}
	if s.phase == PhaseOver {
		pj.Bonus, pj.Rank = int(s.bonus[p]), int(s.rank[p])+1
	}
	return pj
}

// decisionStack is the pending decisions, top first.
func (s *State) decisionStack() []decisionJSON {
	if s.phase == PhaseOver {
		return nil
	}
	var out []decisionJSON
	for i := int8(0); i < s.npend && i < maxPend; i++ {
		d := s.pend[i]
		dj := decisionJSON{Seat: seatPtr(d.who)}
		if d.kind == pendRage {
			dj.Decision, dj.Target = ptr(DecisionFitOfRageTarget), seatPtr(d.target)
		} else {
			dj.Decision, dj.Card = ptr(DecisionMakeBusy), ptr(VendettaCard(d.target))
		}
		out = append(out, dj)
	}
	if s.step == stResolve {
		return out
	}
	save := s.npend
	s.npend = 0
	who := s.toMove()
	d := s.stepDecision()
	s.npend = save
	dj := decisionJSON{Decision: &d, Seat: &who}
	switch s.step {
	case stDistribute:
		dj.CashIn, dj.Short = ptr(CashInType(s.ci.kind)), s.ci.short
		dj.Owed, dj.Got = countsOut[core.Player](s.ci.owed[:s.n]), countsOut[core.Player](s.ci.got[:s.n])
	case stKeep, stConsig, stPrimo:
		dj.Space = ptr(Space(s.cursor))
	}
	return append(out, dj)
}

func ptr[T any](v T) *T { return &v }

// knowsOf is what seat p knows privately, nil when nothing.
func (s *State) knowsOf(p int8) *knowsJSON {
	k := s.know[p]
	var kj knowsJSON
	for q := int8(0); q < s.n; q++ {
		if q == p {
			continue
		}
		if b := k.bankOf(p, q).bills(); b.total() > 0 {
			if kj.Banks == nil {
				kj.Banks = shape.ByID[core.Player, billCounts]{}
			}
			kj.Banks[core.Player(q)] = *billsOut(b)
		}
		if h := k.handOf(p, q).hand(); h.total() > 0 {
			if kj.Hands == nil {
				kj.Hands = shape.ByID[core.Player, vendettaCounts]{}
			}
			kj.Hands[core.Player(q)] = *handOut(h)
		}
	}
	kj.Discard = billsOut(k.disc.bills())
	c := s.SeenInCorruption(core.Player(p))
	for t := 0; t < numBillTypes; t++ {
		if c[t] > 0 {
			kj.Corruption = append(kj.Corruption, Bill(t))
		}
	}
	if kj.Banks == nil && kj.Hands == nil && kj.Discard == nil && kj.Corruption == nil {
		return nil
	}
	return &kj
}

func pick(c bool, yes, no string) string {
	if c {
		return yes
	}
	return no
}

// UnmarshalJSON reads a position in the format MarshalJSON writes, of at
// most core.MaxJSON bytes, with every key spelt exactly and once (the
// envelope's prologue). Derived keys may be left out (the decoder works
// them out); where given they must agree. Decoding builds the State and
// Check's laws judge it, then its ranks and that the position is a
// decision point with a move, so a state that decodes plays on to the
// Final Verdict; anything else is an ErrBadState error naming the law
// broken, and s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	env, err := positionFormat.Decode(b, &j)
	if err != nil {
		old, ok := asVersion2(b)
		if !ok {
			return err
		}
		j = positionJSON{}
		if env, err = version2.Decode(old, &j); err != nil {
			return err
		}
	}
	t, err := j.state(env)
	if err != nil {
		return err
	}
	r := laws(&t)
	if r.OK() {
		r = checkRanks(&t)
	}
	if r.OK() {
		r = j.agrees(&t)
	}
	// The decider has a move (a View of another seat cannot list it).
	if r.OK() && !Over(t) && (t.view == 0 || t.Viewer() == t.toMove()) && len(Legal(t)) == 0 {
		r = core.Why(rPositionOffersNoLegalMove, int(t.toMove()))
	}
	if !r.OK() {
		return lawErr(r)
	}
	*s = t
	return nil
}

// agrees checks the derived facts given against those worked out: the
// refusal names both.
func (j *positionJSON) agrees(t *State) reason {
	if r := envelope.Agree(j.Decision, t.decisionOf(), rDecisionDecisionsSay); !r.OK() {
		return r
	}
	if w := t.decisionStack(); j.Decisions != nil {
		i := 0
		for i < min(len(j.Decisions), len(w)) && sameJSON(j.Decisions[i], w[i]) {
			i++
		}
		if g, d := decisionAt(j.Decisions, i), decisionAt(w, i); i < max(len(j.Decisions), len(w)) {
			return core.Why(rDecisionsPositionRests, int(derefOr(g.Decision)), int(derefOr(g.Seat)), int(derefOr(d.Decision)), int(derefOr(d.Seat)))
		}
	}
	if d := t.derivedStreetPile(); j.StreetPile != nil && t.streetDeck != d {
		c := bits.TrailingZeros64(uint64(t.streetDeck ^ d))
		return core.Why(rStreetPileStreetCardsNot, c, int(t.streetDeck>>c&1), int(d>>c&1))
	}
	if d := t.derivedBillPile(); j.BillPile != nil && t.billDeck != d {
		b := firstDiffering(t.billDeck[:], d[:])
		return core.Why(rBillPileStockLessEvery, int(t.billDeck[b]), b, int(d[b]))
	}
	if d := t.derivedVendettaPile(); j.VendettaPile != nil && t.vDeck != d {
		v := firstDiffering(t.vDeck[:], d[:])
		return core.Why(rVendettaPileStockLessEvery, int(t.vDeck[v]), v, int(d[v]))
	}
	for p, pj := range j.Players {
		if pj.Respect != nil && *pj.Respect != int(t.respect[p]) {
			return core.Why(rRespectGivenNotSum, p, *pj.Respect, int(t.respect[p]))
		}
	}
	return 0
}

// decisionAt is entry i of a list of decisions, none past its end.
func decisionAt(ds []decisionJSON, i int) decisionJSON {
	if i < len(ds) {
		return ds[i]
	}
	return decisionJSON{Decision: ptr(DecisionOver), Seat: ptr(core.NoPlayer)}
}

// firstDiffering is the first slot where two counts differ.
func firstDiffering(a, b []uint8) int {
	for k := range a {
		if a[k] != b[k] {
			return k
		}
	}
	return 0
}

// sameJSON reports whether a and b write the same JSON.
func sameJSON(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}

// state builds the State j describes, in turn: the envelope and the house
// rules, the calendar, the decisions, the Street, the piles and the seats;
// then what is left out is worked out. Check's laws judge the rest.
func (j *positionJSON) state(env envelope.Read) (State, error) {
	var t State
	n := len(j.Players)
	if n < minPlayers || n > maxPlayers {
		return t, lawErr(core.Why(rPlayersNot3To5, n))
	}
	t.n = int8(n)
	rd := reader{n: t.n}
	switch {
	case env.View && env.Viewer == core.NoPlayer:
		t.view = 1
	case env.View:
		t.view = int8(env.Viewer) + 2
	default:
		t.rng = env.RNG
	}
	if err := j.rules(&t); err != nil {
		return t, err
	}
	if j.Phase == nil {
		return t, lawErr(core.Why(rPhaseLeftOut))
	}
	if j.FirstPlayer == nil {
		return t, lawErr(core.Why(rFirstPlayerHolderFirstPlayer))
	}
	t.month, t.phase = int8(min(max(j.Month, -1), 7)), *j.Phase
	t.first = rd.seat(kFirstPlayer, j.FirstPlayer)
	t.fpMoved, t.phaseFirst = j.FirstPlayerMoved, t.first
	if j.PhaseFirst != nil {
		t.phaseFirst = rd.seat(kPhaseFirst, j.PhaseFirst)
	}
	t.passed, t.acted, t.keeper = rd.seats(kPassed, j.Passed), j.Acted, -1
	if r := j.decisions(&t, &rd); !r.OK() {
		return t, lawErr(r)
	}
	j.street(&t, &rd)
	j.piles(&t, &rd)
	for p := range j.Players {
		if r := j.Players[p].read(&t, &rd, p); !r.OK() {
			return t, lawErr(r)
		}
	}
	if !rd.r.OK() {
		return t, lawErr(rd.r)
	}
	j.derive(&t, &rd)
	return t, lawErr(rd.r)
}

// rules reads the house rules through the Config's checks; left out, the
// defaults.
func (j *positionJSON) rules(t *State) error {
	c := Config{Players: int(t.n)}
	if r := j.Rules; r != nil {
		c = Config{Players: int(t.n), RaidPolicy: r.RaidPolicy, EndBonusTie: r.EndBonusTie, VerdictWeight: r.VerdictWeight,
			JuryStart: r.JuryStart, PhaseTurnMode: r.PhaseTurnMode, FirstPlayerRotatesAtReception: r.Rotates,
			DiscardTopVisible: r.TopVisible, InnocentIfAtMost: &r.InnocentM, TwoColourTurfRespect: r.TwoColR,
			ScoreTurfRespectOnEntry: r.TurfROnEntry}
		if r.FirstPlayer != nil {
			c.FirstPlayer = *r.FirstPlayer
		}
		if r.JuryStart != nil && len(r.JuryStart) != 3 {
			return lawErr(core.Why(rRulesJuryStart, len(r.JuryStart)))
		}
	}
	o, _, _, err := c.check()
	if err != nil {
		words := err.Error()
		var re *core.RuleError
		if errors.As(err, &re) {
			words = re.Reason
		}
		return Reasons.ErrText(core.Why(rRulesRefused), words, err)
	}
	t.opt = o
	return nil
}

// decisions reads the pending decisions, top first: the interruptions
// (fit-of-rage-target, make-busy), then the step's own at the bottom, and
// whose turn it is. The reason is the law they break, zero if none.
func (j *positionJSON) decisions(t *State, rd *reader) reason {
	ds := j.Decisions
	t.step, t.turn = stTurn, 0
	bottom := -1
	if len(ds) > 0 {
		if d := ds[len(ds)-1].Decision; d != nil && *d != DecisionFitOfRageTarget && *d != DecisionMakeBusy {
			bottom = len(ds) - 1
		}
	}
	if len(ds) > maxPend+1 || bottom < 0 && len(ds) > maxPend {
		return core.Why(rPendingDecisionsMost, len(ds), maxPend+1)
	}
	for i, dj := range ds {
		if dj.Seat == nil || dj.Decision == nil {
			return core.Why(rDecisionsEveryDecisionNamesSeat, i)
		}
		if i == bottom {
			break
		}
		d := pend{who: rd.seat(kDecisionsSeat, dj.Seat), target: -1}
		switch *dj.Decision {
		case DecisionFitOfRageTarget:
			if dj.Card != nil {
				return core.Why(rFitRageTargetDecisionNames)
			}
			d.kind, d.target = pendRage, rd.seat(kDecisionsTarget, dj.Target)
		case DecisionMakeBusy:
			if dj.Target != nil || dj.Card == nil { // the card: Check's
				return core.Why(rMakeBusyDecisionNamesCard)
			}
			d.kind, d.target = pendBusy, int8(*dj.Card)
		default:
			return core.Why(rDecisionsOnlyFitRageTarget, i, int(*dj.Decision))
		}
		t.pend[i] = d
		t.npend++
	}
	// Whose turn: active, or the bottom decision's seat, or the phase's
	// first turn.
	turnPlayer := rd.seat(kActive, j.Active)
	if bottom >= 0 {
		if r := j.bottom(t, rd, ds[bottom], &turnPlayer); !r.OK() {
			return r
		}
	} else if len(ds) > 0 || j.Resolving != nil {
		// Interruptions with no step beneath: the auctions' progress,
		// every space resolved when resolving is left out.
		t.step, t.cursor = stResolve, 4
	}
	if j.Resolving != nil {
		if t.step != stResolve || *j.Resolving < 0 || *j.Resolving > 3 {
			return core.Why(rResolvingWrittenExactlyWhileAuctions)
		}
		t.cursor = int8(*j.Resolving)
	}
	if t.phaseFirst >= 0 {
		switch {
		case turnPlayer >= 0:
			t.turn = int16((turnPlayer - t.phaseFirst + t.n) % t.n)
		case bottom < 0 && len(ds) == 0 && t.phase != PhaseOver:
			t.turn = 0 // no decision written: the phase's first turn
		default:
			t.turn = int16(t.n) // every turn of the phase is over
		}
	}
	return 0
}

// bottom reads the step's own decision, beneath the interruptions, and
// the turn player it implies when "active" is left out.
func (j *positionJSON) bottom(t *State, rd *reader, dj decisionJSON, turnPlayer *int8) reason {
	who := rd.seat(kDecisionsSeat, dj.Seat)
	switch d := *dj.Decision; d {
	case DecisionTurn, DecisionDistribute, DecisionFirstBill:
		t.step = map[Decision]int8{DecisionTurn: stTurn, DecisionDistribute: stDistribute, DecisionFirstBill: stBidBill}[d]
		if *turnPlayer < 0 {
			*turnPlayer = who
		}
		if d == DecisionDistribute {
			return j.distribution(t, dj)
		}
	case DecisionColdFeet:
		t.step = stWithdraw
		if who >= 0 && t.phaseFirst >= 0 {
			t.cursor = (who - t.phaseFirst + t.n) % t.n
		}
	case DecisionKeepBid, DecisionGiveConsigliere, DecisionGivePrimoCapo:
		t.step = map[Decision]int8{DecisionKeepBid: stKeep, DecisionGiveConsigliere: stConsig, DecisionGivePrimoCapo: stPrimo}[d]
		if dj.Space == nil || *dj.Space < 0 || *dj.Space > 3 {
			return core.Why(rDecisionNamesStreetSpaceResolved, int(d))
		}
		t.cursor = int8(*dj.Space)
		if t.step == stKeep {
			t.keeper = who
		}
	default:
		return core.Why(rDecisionsNotDecisionNostraCity, int(d))
	}
	return 0
}

// distribution reads a distribute decision's Cash-in: its type and each
// seat's share and what it got (a seat the State cannot hold is refused;
// Check's laws judge the rest).
func (j *positionJSON) distribution(t *State, dj decisionJSON) reason {
	if dj.CashIn == nil {
		return core.Why(rDistributeDecisionNamesCash)
	}
	t.ci.kind, t.ci.short = int8(*dj.CashIn), dj.Short
	if !countsIn(dj.Owed, t.ci.owed[:]) || !countsIn(dj.Got, t.ci.got[:]) {
		return core.Why(rDistributeShareSeat, maxPlayers)
	}
	return 0
}

func derefOr[T any](p *T) T {
	var z T
	if p == nil {
		return z
	}
	return *p
}

// street reads the Street, its known bottom, the Investigations out of
// the game, the Titles and the Zealous Corruptors.
func (j *positionJSON) street(t *State, rd *reader) {
	if len(j.Street) != 4 {
		rd.fail(core.Why(rStreetHasSpacesWantExactly, len(j.Street)))
	}
	t.street = [4]int8{noCard, noCard, noCard, noCard}
	for i, c := range j.Street {
		if c != nil && i < 4 {
			t.street[i] = int8(*c) // a Card: read by Card.UnmarshalText
		}
	}
	t.streetBottom = noCard
	if j.StreetBottom != nil {
		t.streetBottom = int8(*j.StreetBottom)
	}
	t.invGone = uint8(rd.set(kInvestigationsGone, j.InvestigationsGone, firstInv, numInv))
	t.titles = [3]int8{-1, -1, -1}
	if ti := j.Titles; ti != nil {
		t.titles = [3]int8{rd.seat(kTitles, ti.Underboss), rd.seat(kTitles, ti.Consigliere), rd.seat(kTitles, ti.PrimoCapo)}
	}
	t.zealous = [3]int8{-1, -1, -1}
	for i, h := range j.ZealousCorruptors {
		t.zealous[i] = rd.seat(kZealous, &h)
	}
	t.atlantic = rd.seat(kAtlanticCity, j.AtlanticCity)
}

// piles reads the Guilt, the Bill and Vendetta discards, the Bills drawn,
// the turn's Vendetta plays and the seats counted this phase.
func (j *positionJSON) piles(t *State, rd *reader) {
	t.guilt = int16(min(max(j.Guilt, -1001), 1001))
	t.billDisc, t.drawn = billsIn(j.BillDiscard), billsIn(j.Drawn)
	if j.DiscardTop != nil {
		if *j.DiscardTop < 0 || *j.DiscardTop >= numBillTypes {
			rd.fail(core.Why(rDiscardTopNotBillType, int(*j.DiscardTop)))
		}
		t.discTop = int8(*j.DiscardTop) + 1
	}
	if t.view != 0 {
		// A View's discards are face down but for the top discard_top shows.
		if t.billDisc.total() != int(t.billDisc[bHidden]) {
			rd.fail(core.Why(rViewWritesBillDiscards))
		}
		if top := t.discTop - 1; top >= 0 && top < numBillTypes && t.billDisc[bHidden] > 0 {
			t.billDisc[bHidden]--
			t.billDisc[top] = 1
		}
	}
	t.vDisc = handIn(j.VendettaDiscard)
	if j.VendettaPlayed < 0 || j.VendettaPlayed > 2 || j.VendettaLimit < 0 || j.VendettaLimit > 2 {
		rd.fail(core.Why(rVendettaPlayed02Vendetta))
	}
	t.vPlayed, t.vLimit, t.enforcer = int8(j.VendettaPlayed), int8(max(j.VendettaLimit, 1)), j.Enforcer
	t.guardUsed = rd.seats(kBodyguardsUsed, j.BodyguardsUsed)
	t.corruptors = rd.seats(kCorruptors, j.Corruptors)
	t.bidders = rd.seats(kBidders, j.Bidders)
	t.won = rd.seats(kWon, j.Won)
	t.snitches = rd.seats(kSnitches, j.Snitches)
	t.innocent = j.Innocent
	t.winners = rd.seats(kWinners, j.Winners)
}

// read reads seat p's entry of "players": its Territory, Bills, cards,
// bids, Cash-ins and knowledge.
func (pj *playerJSON) read(t *State, rd *reader, p int) reason {
	if pj.Seat == nil || int(*pj.Seat) != p {
		return core.Why(rPlayerSeat, p)
	}
	// Ranks are written from 1, at the end only; Check judges the range.
	t.bonus[p], t.rank[p] = int8(min(max(pj.Bonus, -1), 8)), int8(min(max(pj.Rank, -1), 8))
	if t.phase == PhaseOver {
		t.rank[p]--
	}
	t.wiseguys[p] = uint32(rd.set(where(kWiseguys, p), pj.Wiseguys, firstWiseguy, numWiseguys))
	t.turfs[p] = uint16(rd.set(where(kTurfs, p), pj.Turfs, firstTurf, numTurfs))
	busy := rd.set(where(kBusy, p), pj.Busy, 0, firstRespect)
	if busy&^(uint64(t.wiseguys[p])|uint64(t.turfs[p])<<firstTurf) != 0 {
		return core.Why(rBusyCardOneSeatWiseguys, p)
	}
	t.busyW |= uint32(busy) & (1<<numWiseguys - 1)
	t.busyT |= uint16(busy >> firstTurf)
	t.respCards[p] = uint8(rd.set(where(kRespectCards, p), pj.RespectCards, firstRespect, numRespect))
	t.invWon[p] = uint8(rd.set(where(kInvestigations, p), pj.Investigations, firstInv, numInv))
	t.bank[p], t.corr[p], t.hand[p] = billsIn(pj.Bank), billsIn(pj.Corruption), handIn(pj.Vendetta)
	t.nbids[p] = int8(len(pj.Bids))
	for k, bj := range pj.Bids {
		if bj.Wiseguy == nil || *bj.Wiseguy < 0 || *bj.Wiseguy >= numWiseguys {
			return core.Why(rBidMadeWiseguy, p)
		}
		b := bid{wg: int8(*bj.Wiseguy), bills: billsIn(bj.Bills), gone: bj.Withdrawn, space: -1}
		if bj.Space != nil {
			b.space = int8(*bj.Space) // a Space: read by Space.UnmarshalText
		}
		t.bids[p][k] = b
	}
	for _, u := range pj.CashIns {
		if t.used[p]&(1<<u) != 0 {
			return core.Why(rCashInsListsTwice, p)
		}
		t.used[p] |= 1 << u
	}
	if pj.Knows != nil {
		return pj.Knows.read(t, p)
	}
	return 0
}

// read reads seat p's knowledge: the Bills it knows in other Banks, the
// cards in other hands, the Bills in the discard pile and the Bill types
// it has seen in the Corruption pile, none face down.
func (k *knowsJSON) read(t *State, p int) reason {
	for q, b := range k.Banks {
		if int(q) < 0 || int8(q) >= t.n || int(q) == p {
			return core.Why(rKnowsBanksAnotherSeatGame, where(kKnowsBanks, p), int(q))
		}
		bb := billsIn(&b)
		if bb[bHidden] != 0 || bb[bRaid] != 0 {
			return core.Why(rKnowsBanksBillsNoneFace, p)
		}
		t.know[p].bank[other(int8(p), int8(q))] = billTally(bb)
	}
	for q, h := range k.Hands {
		if int(q) < 0 || int8(q) >= t.n || int(q) == p {
			return core.Why(rKnowsHandsAnotherSeatGame, where(kKnowsHands, p), int(q))
		}
		hh := handIn(&h)
		if hh[vHidden] != 0 || hh[vAtlantic] != 0 || hh[vRage] != 0 {
			return core.Why(rKnowsHandsVendettaCardsHand, p)
		}
		t.know[p].hand[other(int8(p), int8(q))] = handTally(hh)
	}
	d := billsIn(k.Discard)
	if d[bHidden] != 0 || d[bRaid] != 0 {
		return core.Why(rKnowsDiscardBillsNoneFace, p)
	}
	t.know[p].disc = billTally(d)
	for i, b := range k.Corruption {
		if b < 0 || b >= numBillTypes || i > 0 && b <= k.Corruption[i-1] {
			return core.Why(rKnowsCorruptionSetBillTypes, p)
		}
		t.knowCorr[p] |= 1 << uint(b)
	}
	return 0
}

// derive works out what is left out: Respect, the Bill, Vendetta and
// Street piles, and the Title chain.
func (j *positionJSON) derive(t *State, rd *reader) {
	for p := int8(0); p < t.n; p++ {
		t.respect[p] = int16(t.expectedRespect(p))
	}
	t.billDeck = t.derivedBillPile()
	if j.BillPile != nil {
		t.billDeck = billsIn(j.BillPile)
		if t.view != 0 {
			// Face down, the Police Raid among them.
			if t.billDeck.total() != int(t.billDeck[bHidden]) || t.billDeck[bHidden] == 0 {
				rd.fail(core.Why(rViewWritesBillPilePolice))
				return
			}
			t.billDeck[bHidden]--
			t.billDeck[bRaid] = 1
		}
	}
	t.vDeck = t.derivedVendettaPile()
	if j.VendettaPile != nil {
		t.vDeck = handIn(j.VendettaPile)
	}
	t.streetDeck = t.derivedStreetPile()
	if j.StreetPile != nil {
		t.streetDeck = bitset.Set(rd.set(kStreetPile, j.StreetPile, 0, numStreet))
	}
	// A sole winner of the Underboss gives the Consigliere next.
	t.chain = t.step == stKeep && t.keeper >= 0 && t.titles[0] == t.keeper && t.titles[1] < 0
}
