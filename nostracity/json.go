package nostracity

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"slices"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/shape"
	"github.com/mafiarules/sdk/internal/strictjson"
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
	Month              int           `json:"month"`
	FirstPlayer        *core.Player  `json:"first_player"`
	FirstPlayerMoved   bool          `json:"first_player_moved,omitempty"`
	PhaseFirst         *core.Player  `json:"phase_first,omitempty"` // left out: the First Player
	Passed             []core.Player `json:"passed,omitempty" max:"5"`
	Acted              bool          `json:"acted,omitempty"`
	Resolving          *Space        `json:"resolving,omitempty"`
	Players            []playerJSON  `json:"players" max:"5"`
	Street             []*Card       `json:"street" max:"4"`
	StreetPile         []Card        `json:"street_pile,omitempty" max:"49"` // derived
	StreetBottom       *Card         `json:"street_bottom,omitempty"`
	InvestigationsGone []Card        `json:"investigations_gone,omitempty" max:"6"`
	Titles             *titlesJSON   `json:"titles,omitempty"`
	ZealousCorruptors  []core.Player `json:"zealous_corruptors,omitempty" max:"3"`
	AtlanticCity       *core.Player  `json:"atlantic_city,omitempty"`
	Guilt              int           `json:"guilt,omitempty"`
	BillPile           *bills        `json:"bill_pile,omitempty"` // derived
	BillDiscard        *bills        `json:"bill_discard,omitempty"`
	DiscardTop         *Bill         `json:"discard_top,omitempty"`
	Drawn              *bills        `json:"drawn,omitempty"`
	VendettaPile       *vcards       `json:"vendetta_pile,omitempty"` // derived
	VendettaDiscard    *vcards       `json:"vendetta_discard,omitempty"`
	VendettaPlayed     int           `json:"vendetta_played,omitempty"`
	VendettaLimit      int           `json:"vendetta_limit,omitempty"` // written; left out on input: 1
	Enforcer           bool          `json:"enforcer,omitempty"`
	BodyguardsUsed     []core.Player `json:"bodyguards_used,omitempty" max:"5"`
	Corruptors         []core.Player `json:"corruptors,omitempty" max:"5"`
	Bidders            []core.Player `json:"bidders,omitempty" max:"5"`
	Won                []core.Player `json:"won,omitempty" max:"5"`
	Snitches           []core.Player `json:"snitches,omitempty" max:"5"`
	Innocent           bool          `json:"innocent,omitempty"`
	Winners            []core.Player `json:"winners,omitempty" max:"5"`
	envelope.Tail
}

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
	Seat           *core.Player `json:"seat"`
	Respect        *int         `json:"respect,omitempty"` // derived: the sum of its sources
	Wiseguys       []Card       `json:"wiseguys,omitempty" max:"20"`
	Turfs          []Card       `json:"turfs,omitempty" max:"14"`
	Busy           []Card       `json:"busy,omitempty" max:"34"`
	RespectCards   []Card       `json:"respect_cards,omitempty" max:"8"`
	Investigations []Card       `json:"investigations,omitempty" max:"6"`
	Bank           *bills       `json:"bank,omitempty"`
	Corruption     *bills       `json:"corruption,omitempty"`
	Vendetta       *vcards      `json:"vendetta,omitempty"`
	Bids           []bidJSON    `json:"bids,omitempty" max:"4"`
	CashIns        []cashInUse  `json:"cash_ins,omitempty" max:"4"`
	Bonus          int          `json:"bonus,omitempty"` // at the Final Verdict
	Rank           int          `json:"rank,omitempty"`  // at the end: 1 first
	Knows          *knowsJSON   `json:"knows,omitempty"`
}

// bidJSON is an Auction bid.
type bidJSON struct {
	Wiseguy   *Card  `json:"wiseguy"`
	Space     *Space `json:"space,omitempty"` // "hidden" in a View; left out once resolved
	Bills     *bills `json:"bills,omitempty"`
	Withdrawn bool   `json:"withdrawn,omitempty"`
}

// knowsJSON is what a seat knows privately (left out: nothing, which is
// always true).
type knowsJSON struct {
	Banks      shape.ByID[core.Player, bills]  `json:"banks,omitempty" max:"1024"`
	Hands      shape.ByID[core.Player, vcards] `json:"hands,omitempty" max:"1024"`
	Discard    *bills                          `json:"discard,omitempty"`
	Corruption []Bill                          `json:"corruption,omitempty" max:"8"` // a set
}

// titlesJSON is each Title's holder.
type titlesJSON struct {
	Underboss   *core.Player `json:"underboss,omitempty"`
	Consigliere *core.Player `json:"consigliere,omitempty"`
	PrimoCapo   *core.Player `json:"primo-capo,omitempty"`
}

// positionFormat is the envelope of Nostra City's positions, for
// internal/envelope. Its phase is given (a turn does not say its phase),
// so only the decision is a derived key of the header.
var positionFormat = envelope.Game{Name: "nostracity", Version: PositionVersion, Seats: maxPlayers, Reasons: &Reasons,
	Codes: envelope.Codes{Decode: rPositionJson, OtherGame: rOtherGame, OtherVersion: rOtherVersion,
		ViewSeat: rViewNotSeat, NoRNG: rNoRNG, EmptyRNG: rEmptyRNG, ViewRNG: rFullStateCarriesRngView, Decision: rDecisionDecisionsSay}}

// version2 reads a position of version 2, which wrote the Underboss "UB"
// where version 3 writes "underboss" (the Title's spelling): that string
// is no other value of a position, so the reader respells it and decodes
// the rest as version 3 does. UnmarshalJSON asks it only when version 3
// refused a position of version 2, so a version 3 position is read once.
var version2 = func() envelope.Game { g := positionFormat; g.Version = 2; return g }()

// seatPtr is seat p, nil for none (-1): a seat left out.
func seatPtr(p int8) *core.Player { return envelope.Seat(core.Player(p)) }

// countsOut is a count per id (n[t] of id t) as a counted pile, nil when
// empty: a distribution's shares per seat; countsIn reads one back into n
// (nil: empty), as BillPile and VendettaPile read their JSON.
func countsOut[T ~int8, E ~int8 | ~uint8](n []E) *core.Counts[T] {
	var c core.Counts[T]
	for t, k := range n {
		c.Add(T(t), int(k))
	}
	return envelope.PtrIf(c, c.Total() > 0)
}

func countsIn[T ~int8, E ~int8 | ~uint8](c *core.Counts[T], n []E) {
	for t := range n {
		n[t] = E(min(envelope.Deref(c).Of(T(t)), 127))
	}
}

// ---- The fields, both ways ----
//
// Each field of the position is converted once, by fields, street and
// player, in the direction of a conv (envelope's Same, Opt and Zeroed take
// its out): out writes the State's value into the position; in reads it
// back, a seat or a set of cards through the
// reader (which keeps the first law they break) and a number clamped just
// past its range, so that Check's laws judge the values.

// conv is the direction of a conversion, and the reader reading uses.
type conv struct {
	out bool
	rd  *reader
}

// num is a number of lo..hi; read, one outside is clamped to lo-1 or
// hi+1.
func num[T ~int8 | ~int16](c *conv, j *int, v *T, lo, hi int) {
	if c.out {
		*j = int(*v)
	} else {
		*v = T(min(max(*j, lo-1), hi+1))
	}
}

// seat is a seat, left out when none (-1); k names its key.
func (c *conv) seat(k int, j **core.Player, p *int8) {
	if c.out {
		*j = seatPtr(*p)
	} else {
		*p = c.rd.seat(k, *j)
	}
}

// seats is a list of seats, a mask of the State.
func (c *conv) seats(k int, j *[]core.Player, m *uint8) {
	if c.out {
		*j = envelope.IDs[core.Player](*m, 0, int(c.rd.n))
	} else {
		*m = c.rd.seats(k, *j)
	}
}

// cardSet is a set of the Street cards first..first+count-1, a mask of the
// State from bit 0.
func cardSet[T ~uint8 | ~uint16 | ~uint32 | ~uint64](c *conv, k int, j *[]Card, set *T, first, count int) {
	if c.out {
		*j = envelope.IDs[Card](*set, first, count)
	} else {
		*set = T(c.rd.set(k, *j, first, count))
	}
}

// fields converts the position's own fields: the calendar, the Street,
// the piles and the seats (the header and the decisions, the piles a
// View hides and the derived keys are position's and state's).
func (c *conv) fields(j *positionJSON, s *State) {
	num(c, &j.Month, &s.month, 1, 6)
	c.seat(kFirstPlayer, &j.FirstPlayer, &s.first)
	envelope.Same(c.out, &j.FirstPlayerMoved, &s.fpMoved)
	if c.seat(kPhaseFirst, &j.PhaseFirst, &s.phaseFirst); j.PhaseFirst == nil {
		s.phaseFirst = s.first // left out: the First Player
	}
	c.seats(kPassed, &j.Passed, &s.passed)
	envelope.Same(c.out, &j.Acted, &s.acted)
	c.street(j, s)
	num(c, &j.Guilt, &s.guilt, -1000, 1000)
	envelope.Zeroed(c.out, &j.BillDiscard, &s.billDisc)
	top := s.discTop - 1 // discTop counts from 1: 0 is none
	envelope.Opt(c.out, &j.DiscardTop, &top, -1)
	s.discTop = top + 1
	envelope.Zeroed(c.out, &j.Drawn, &s.drawn)
	envelope.Zeroed(c.out, &j.VendettaDiscard, &s.vDisc)
	num(c, &j.VendettaPlayed, &s.vPlayed, 0, 2)
	if !c.out && j.VendettaLimit == 0 {
		j.VendettaLimit = 1 // left out: one card a turn
	}
	num(c, &j.VendettaLimit, &s.vLimit, 1, 2)
	envelope.Same(c.out, &j.Enforcer, &s.enforcer)
	c.seats(kBodyguardsUsed, &j.BodyguardsUsed, &s.guardUsed)
	c.seats(kCorruptors, &j.Corruptors, &s.corruptors)
	c.seats(kBidders, &j.Bidders, &s.bidders)
	c.seats(kWon, &j.Won, &s.won)
	c.seats(kSnitches, &j.Snitches, &s.snitches)
	envelope.Same(c.out, &j.Innocent, &s.innocent)
	c.seats(kWinners, &j.Winners, &s.winners)
	for p := range j.Players {
		c.player(&j.Players[p], s, int8(p))
	}
}

// street converts the Street, its known bottom, the Investigations out of
// the game, the Titles, the Zealous Corruptors and Atlantic City.
func (c *conv) street(j *positionJSON, s *State) {
	if n := len(j.Street); n != 4 {
		c.rd.fail(core.Why(rStreetHasSpacesWantExactly, n))
		j.Street = append(j.Street, make([]*Card, 4)...)
	}
	for i := range s.street {
		envelope.Opt(c.out, &j.Street[i], &s.street[i], noCard)
	}
	envelope.Opt(c.out, &j.StreetBottom, &s.streetBottom, noCard)
	cardSet(c, kInvestigationsGone, &j.InvestigationsGone, &s.invGone, firstInv, numInv)
	ti := envelope.Deref(j.Titles)
	c.seat(kTitles, &ti.Underboss, &s.titles[0])
	c.seat(kTitles, &ti.Consigliere, &s.titles[1])
	c.seat(kTitles, &ti.PrimoCapo, &s.titles[2])
	j.Titles = envelope.NonZero(ti)
	for i := range s.zealous {
		var h *core.Player
		if i < len(j.ZealousCorruptors) {
			h = &j.ZealousCorruptors[i]
		}
		if c.seat(kZealous, &h, &s.zealous[i]); c.out && h != nil {
			j.ZealousCorruptors = append(j.ZealousCorruptors, *h)
		}
	}
	c.seat(kAtlanticCity, &j.AtlanticCity, &s.atlantic)
}

// player converts seat p's entry of "players": its Territory, Bills,
// cards, bids, Cash-ins, End of Game Bonus and rank, and knowledge.
func (c *conv) player(pj *playerJSON, s *State, p int8) {
	if c.out {
		pj.Seat, pj.Respect, pj.Knows = seatPtr(p), envelope.PtrIf(int(s.respect[p]), s.respect[p] != 0), s.knowsOf(p)
	} else if pj.Seat == nil || int8(*pj.Seat) != p {
		c.rd.fail(core.Why(rPlayerSeat, int(p)))
		return
	}
	at := func(k int) int { return where(k, int(p)) }
	cardSet(c, at(kWiseguys), &pj.Wiseguys, &s.wiseguys[p], firstWiseguy, numWiseguys)
	cardSet(c, at(kTurfs), &pj.Turfs, &s.turfs[p], firstTurf, numTurfs)
	own := uint64(s.wiseguys[p]) | uint64(s.turfs[p])<<firstTurf
	busy := own & (uint64(s.busyW) | uint64(s.busyT)<<firstTurf)
	cardSet(c, at(kBusy), &pj.Busy, &busy, 0, firstRespect)
	busy = c.rd.own(int(p), busy, own)
	s.busyW |= uint32(busy) & (1<<numWiseguys - 1)
	s.busyT |= uint16(busy >> firstTurf)
	cardSet(c, at(kRespectCards), &pj.RespectCards, &s.respCards[p], firstRespect, numRespect)
	cardSet(c, at(kInvestigations), &pj.Investigations, &s.invWon[p], firstInv, numInv)
	envelope.Zeroed(c.out, &pj.Bank, &s.bank[p])
	envelope.Zeroed(c.out, &pj.Corruption, &s.corr[p])
	envelope.Zeroed(c.out, &pj.Vendetta, &s.hand[p])
	if c.out {
		pj.Bids = make([]bidJSON, min(max(s.nbids[p], 0), 4))
	}
	s.nbids[p] = int8(len(pj.Bids))
	for k := range pj.Bids {
		b, bj := &s.bids[p][k], &pj.Bids[k]
		envelope.Opt(c.out, &bj.Wiseguy, &b.wg, -1)
		envelope.Zeroed(c.out, &bj.Bills, &b.bills)
		envelope.Same(c.out, &bj.Withdrawn, &b.gone)
		envelope.Opt(c.out, &bj.Space, &b.space, -1)
	}
	if c.out {
		pj.CashIns = envelope.IDs[cashInUse](s.used[p], 0, 4)
	} else {
		s.used[p] = c.rd.cashIns(int(p), pj.CashIns)
	}
	switch {
	case c.out && s.phase == PhaseOver:
		pj.Bonus, pj.Rank = int(s.bonus[p]), int(s.rank[p])+1
	case !c.out: // ranks are written from 1, at the end only
		num(c, &pj.Bonus, &s.bonus[p], 0, 7)
		if num(c, &pj.Rank, &s.rank[p], 0, 7); s.phase == PhaseOver {
			s.rank[p]--
		}
		if pj.Knows != nil {
			pj.Knows.read(s, c.rd, int(p))
		}
	}
}

// knowsOf is what seat p knows privately, nil when nothing.
func (s *State) knowsOf(p int8) *knowsJSON {
	kj := knowsJSON{Banks: shape.ByID[core.Player, bills]{}, Hands: shape.ByID[core.Player, vcards]{},
		Discard: envelope.NonZero(s.know[p].disc.bills()), Corruption: envelope.IDs[Bill](s.knowCorr[p], 0, numBillTypes)}
	for q := int8(0); q < s.n; q++ {
		if b := s.know[p].bankOf(p, q).bills(); b != (bills{}) {
			kj.Banks[core.Player(q)] = b
		}
		if h := s.know[p].handOf(p, q).hand(); h != (vcards{}) {
			kj.Hands[core.Player(q)] = h
		}
	}
	return envelope.PtrIf(kj, len(kj.Banks)+len(kj.Hands)+len(kj.Corruption) > 0 || kj.Discard != nil)
}

// read reads seat p's knowledge: the Bills it knows in other Banks, the
// cards in other hands, the Bills in the discard pile and the Bill types
// it has seen in the Corruption pile, in seat order.
func (k *knowsJSON) read(t *State, rd *reader, p int) {
	for _, q := range slices.Sorted(maps.Keys(k.Banks)) {
		if b, i := k.Banks[q], rd.other(rKnowsBanksAnotherSeatGame, kKnowsBanks, p, q); i >= 0 && rd.faceUp(rKnowsBanksBillsNoneFace, p, b[:], bHidden, bRaid) {
			t.know[p].bank[i] = billTally(b)
		}
	}
	for _, q := range slices.Sorted(maps.Keys(k.Hands)) {
		if h, i := k.Hands[q], rd.other(rKnowsHandsAnotherSeatGame, kKnowsHands, p, q); i >= 0 && rd.faceUp(rKnowsHandsVendettaCardsHand, p, h[:], vHidden, vAtlantic, vRage) {
			t.know[p].hand[i] = handTally(h)
		}
	}
	if d := envelope.Deref(k.Discard); rd.faceUp(rKnowsDiscardBillsNoneFace, p, d[:], bHidden, bRaid) {
		t.know[p].disc = billTally(d)
	}
	t.knowCorr[p] = rd.billTypes(rKnowsCorruptionSetBillTypes, p, k.Corruption)
}

// ---- Writing ----

// MarshalJSON writes the position (a View writes only what its viewer
// sees, and "view"): see the package doc for every field. Derived facts
// are written, so a reader needs no sums.
func (s State) MarshalJSON() ([]byte, error) {
	if s.n < minPlayers || s.n > maxPlayers {
		return nil, Reasons.Err(core.Why(rNotAGame), nil)
	}
	j := positionJSON{Street: make([]*Card, 4), Players: make([]playerJSON, s.n),
		BillPile: envelope.NonZero(s.billDeck), VendettaPile: envelope.NonZero(s.vDeck)}
	j.Head, j.Tail = envelope.Write(&positionFormat, s.opt.rulesOf(), s.phase, s.decisionOf(), s.Active(), s.decisionStack(),
		s.view != 0, s.Viewer(), s.rng)
	c := conv{out: true, rd: &reader{n: s.n}}
	c.fields(&j, &s)
	cardSet(&c, kStreetPile, &j.StreetPile, &s.streetDeck, 0, numStreet)
	if s.view != 0 {
		// The piles' faces are hidden: the Police Raid always in the Bill
		// pile, the discards' top told apart by discard_top.
		j.BillPile = envelope.NonZero(bills{bHidden: uint8(s.billDeck.total())})
		j.BillDiscard = envelope.NonZero(bills{bHidden: uint8(s.billDisc.total())})
	}
	j.Resolving = envelope.PtrIf(Space(s.cursor), s.step == stResolve && s.cursor >= 0 && s.cursor < 4)
	return json.Marshal(j)
}

// rulesOf is the house rules as the position writes them: every switch.
func (o options) rulesOf() rulesJSON {
	return rulesJSON{
		FirstPlayer:   seatPtr(o.firstP),
		RaidPolicy:    pick(o.reduced, "reduced-entitlement", "no-cheat"),
		EndBonusTie:   pick(o.allTied, "all-tied", "nobody"),
		VerdictWeight: pick(o.byValue, "by-value", "per-icon"),
		JuryStart:     []int{int(o.jury[0]), int(o.jury[1]), int(o.jury[2])},
		PhaseTurnMode: pick(o.roundRobin, "round-robin-single-action", "all-actions-in-one-turn"),
		Rotates:       o.rotate, TopVisible: o.topVisible, InnocentM: int(o.innocentM),
		TwoColR: envelope.Ptr(int(o.twoColR)), TurfROnEntry: envelope.Ptr(!o.noTurfR),
	}
}

// decisionStack is the pending decisions, top first.
func (s *State) decisionStack() []decisionJSON {
	if s.phase == PhaseOver {
		return nil
	}
	var out []decisionJSON
	for _, d := range s.pend[:min(max(s.npend, 0), maxPend)] {
		dj := decisionJSON{Decision: envelope.Ptr(DecisionFitOfRageTarget), Seat: seatPtr(d.who), Target: seatPtr(d.target)}
		if d.kind != pendRage {
			dj.Decision, dj.Target, dj.Card = envelope.Ptr(DecisionMakeBusy), nil, envelope.Ptr(VendettaCard(d.target))
		}
		out = append(out, dj)
	}
	if s.step == stResolve {
		return out
	}
	step := *s
	step.npend = 0 // the step's seat, beneath the interruptions
	dj := decisionJSON{Decision: envelope.Ptr(s.stepDecision()), Seat: envelope.Ptr(step.toMove())}
	switch s.step {
	case stDistribute:
		dj.CashIn, dj.Short = envelope.Ptr(CashInType(s.ci.kind)), s.ci.short
		dj.Owed, dj.Got = countsOut[core.Player](s.ci.owed[:s.n]), countsOut[core.Player](s.ci.got[:s.n])
	case stKeep, stConsig, stPrimo:
		dj.Space = envelope.Ptr(Space(s.cursor))
	}
	return append(out, dj)
}

// ---- Reading ----

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
		if v, _ := strictjson.ObjectKey(b, "version"); string(v) != "2" {
			return err
		}
		j = positionJSON{}
		if env, err = version2.Decode(bytes.ReplaceAll(b, []byte(`"UB"`), []byte(`"underboss"`)), &j); err != nil {
			return err
		}
	}
	t, err := j.state(env)
	if err == nil {
		err = lawErr(decodedLaws(&t))
	}
	if err == nil {
		err = lawErr(j.agrees(&t))
	}
	if err == nil {
		*s = t
	}
	return err
}

// agrees checks the derived facts given against those worked out: the
// refusal names both. A given pile needs no check here: it is the State's,
// and Check's conservation laws refuse one that is not the stock less
// every card elsewhere.
func (j *positionJSON) agrees(t *State) reason {
	if r := envelope.Agree(j.Decision, t.decisionOf(), rDecisionDecisionsSay); !r.OK() {
		return r
	}
	if w := t.decisionStack(); j.Decisions != nil {
		// Past its end, a list's decision is over and no seat's.
		end := decisionJSON{Decision: envelope.Ptr(DecisionOver), Seat: envelope.Ptr(core.NoPlayer)}
		g, d := append(slices.Clip(j.Decisions), end), append(w, end)
		for i := range min(len(g), len(d)) {
			if !reflect.DeepEqual(g[i], d[i]) { // the values, not the pointers
				return core.Why(rDecisionsPositionRests, int(envelope.Deref(g[i].Decision)), int(envelope.Deref(g[i].Seat)), int(envelope.Deref(d[i].Decision)), int(envelope.Deref(d[i].Seat)))
			}
		}
	}
	for p, pj := range j.Players {
		if pj.Respect != nil && *pj.Respect != int(t.respect[p]) {
			return core.Why(rRespectGivenNotSum, p, *pj.Respect, int(t.respect[p]))
		}
	}
	return 0
}

// state builds the State j describes: the envelope and the house rules,
// the fields, then the decisions; then what is left out is worked out.
// Check's laws judge the rest.
func (j *positionJSON) state(env envelope.Read) (State, error) {
	var t State
	if r := given(j); !r.OK() {
		return t, lawErr(r)
	}
	t.n, t.rng = int8(len(j.Players)), env.RNG // a View's is zero
	if env.View {
		t.view = int8(env.Viewer) + 2 // 1: a spectator's (NoPlayer)
	}
	if err := j.rules(&t); err != nil {
		return t, err
	}
	t.phase, t.keeper = *j.Phase, -1
	c := conv{rd: &reader{n: t.n}}
	c.fields(j, &t)
	if j.decisions(&t, c.rd); c.rd.r.OK() {
		j.derive(&t, c.rd)
	}
	return t, lawErr(c.rd.r)
}

// rules reads the house rules through the Config's checks; left out, the
// defaults.
func (j *positionJSON) rules(t *State) error {
	r := envelope.Deref(j.Rules)
	c := Config{Players: int(t.n), FirstPlayer: envelope.Deref(r.FirstPlayer), RaidPolicy: r.RaidPolicy, EndBonusTie: r.EndBonusTie,
		VerdictWeight: r.VerdictWeight, JuryStart: r.JuryStart, PhaseTurnMode: r.PhaseTurnMode,
		FirstPlayerRotatesAtReception: r.Rotates, DiscardTopVisible: r.TopVisible, InnocentIfAtMost: &r.InnocentM,
		TwoColourTurfRespect: r.TwoColR, ScoreTurfRespectOnEntry: r.TurfROnEntry}
	var err error
	if t.opt, _, _, err = c.check(); err != nil {
		return Reasons.ErrText(core.Why(rRulesRefused), envelope.Words(err), err)
	}
	return nil
}

// decisions reads the pending decisions, top first: the interruptions
// (fit-of-rage-target, make-busy), then the step's own at the bottom, and
// whose turn it is. The reader judges their shape first, and nothing is
// read once it has refused a law: the phase's first seat is a seat.
func (j *positionJSON) decisions(t *State, rd *reader) {
	ds, bottom := j.Decisions, rd.decisions(j.Decisions, j.Resolving)
	if !rd.r.OK() {
		return
	}
	for i, dj := range ds {
		if i == bottom {
			break // the step's own, read below
		}
		// An argument the decision does not take is refused by agrees, a
		// make-busy's card other than fit-of-rage or whack by Check.
		d := pend{kind: pendRage, who: rd.seat(kDecisionsSeat, dj.Seat), target: rd.seat(kDecisionsTarget, dj.Target)}
		if *dj.Decision == DecisionMakeBusy {
			d.kind, d.target = pendBusy, int8(envelope.Deref(dj.Card))
		}
		t.pend[i], t.npend = d, t.npend+1
	}
	// Whose turn: active, or the bottom decision's seat, or the phase's
	// first turn.
	turnPlayer := rd.seat(kActive, j.Active)
	if bottom >= 0 {
		j.bottom(t, rd, ds[bottom], &turnPlayer)
	} else if len(ds) > 0 || j.Resolving != nil {
		// Interruptions with no step beneath: the auctions' progress,
		// every space resolved when resolving is left out.
		t.step, t.cursor = stResolve, 4
	}
	if j.Resolving != nil {
		t.cursor = int8(*j.Resolving)
	}
	switch {
	case turnPlayer >= 0:
		t.turn = int16((turnPlayer - t.phaseFirst + t.n) % t.n)
	case bottom < 0 && len(ds) == 0 && t.phase != PhaseOver:
		t.turn = 0 // no decision written: the phase's first turn
	default:
		t.turn = int16(t.n) // every turn of the phase is over
	}
}

// bottom reads the step's own decision, beneath the interruptions, and
// the turn player it implies when "active" is left out; a distribute
// decision's Cash-in (its type, each seat's share and what it got; Check
// judges them).
func (j *positionJSON) bottom(t *State, rd *reader, dj decisionJSON, turnPlayer *int8) {
	who := rd.seat(kDecisionsSeat, dj.Seat)
	switch t.step = decisions[*dj.Decision].step; t.step {
	case stTurn, stDistribute, stBidBill:
		if *turnPlayer < 0 {
			*turnPlayer = who
		}
	case stWithdraw:
		t.cursor = (who - t.phaseFirst + t.n) % t.n
	default: // keep-bid, give-consigliere and give-primo-capo: the space resolved
		if t.cursor = int8(*dj.Space); t.step == stKeep {
			t.keeper = who
		}
	}
	if t.step == stDistribute {
		t.ci.kind, t.ci.short = int8(*dj.CashIn), dj.Short
		countsIn(dj.Owed, t.ci.owed[:])
		countsIn(dj.Got, t.ci.got[:])
	}
}

// derive works out what is left out: Respect, the Bill, Vendetta and
// Street piles, and the Title chain; in a View, the faces of the Bill
// piles it shows.
func (j *positionJSON) derive(t *State, rd *reader) {
	if t.view != 0 {
		// A View's Bill piles are face down: the discards but for the top
		// discard_top shows, the Bill pile with the Police Raid among them.
		if top := t.discTop - 1; rd.faceDown(rViewWritesBillDiscards, t.billDisc, 0) && top >= 0 && top < numBillTypes && t.billDisc[bHidden] > 0 {
			t.billDisc[bHidden]--
			t.billDisc[top] = 1
		}
		if j.BillPile != nil && rd.faceDown(rViewWritesBillPilePolice, *j.BillPile, 1) {
			j.BillPile[bHidden]--
			j.BillPile[bRaid] = 1
		}
	}
	for p := int8(0); p < t.n; p++ {
		t.respect[p] = int16(t.expectedRespect(p))
	}
	if t.billDeck = t.derivedBillPile(); j.BillPile != nil {
		t.billDeck = *j.BillPile
	}
	if t.vDeck = t.derivedVendettaPile(); j.VendettaPile != nil {
		t.vDeck = *j.VendettaPile
	}
	if t.streetDeck = t.derivedStreetPile(); j.StreetPile != nil {
		cardSet(&conv{rd: rd}, kStreetPile, &j.StreetPile, &t.streetDeck, 0, numStreet)
	}
	// A sole winner of the Underboss gives the Consigliere next.
	t.chain = t.step == stKeep && t.keeper >= 0 && t.titles[0] == t.keeper && t.titles[1] < 0
}
