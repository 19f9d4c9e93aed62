package nostracity

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/shape"
)

// PositionVersion is the version of the position format State's JSON
// writes and reads (the package doc describes it).
const PositionVersion = 2

// positionJSON is the position format, version 2; the package doc lists
// every field. Keys marked derived may be left out on input: the decoder
// works them out from the rest, and where one is given it must agree.
type positionJSON struct {
	Game               string          `json:"game"`
	Version            int             `json:"version"`
	View               *core.Player    `json:"view,omitempty"`
	Rules              *rulesJSON      `json:"rules,omitempty"`
	Phase              string          `json:"phase,omitempty" max:"16"`    // business, meeting, trial, over
	Decision           string          `json:"decision,omitempty" max:"24"` // derived: the top of decisions
	Active             *core.Player    `json:"active,omitempty"`            // the turn player; none in the auctions
	Decisions          []decisionJSON  `json:"decisions,omitempty" max:"9"` // top first
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
	RNG                *core.RNG       `json:"rng,omitempty"`
}

type (
	billCounts     = core.Counts[Bill]
	vendettaCounts = core.Counts[VendettaCard]
)

// rulesJSON is every switch of the Config; on input a switch left out has
// its default.
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
	Decision string                    `json:"decision" max:"24"`
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
	CashIns        []string        `json:"cash_ins,omitempty" max:"4,16"`
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

// cashInCodes spells the Cash-ins a seat used this phase.
var cashInCodes = codec.Names{"gambling", "drugs", "prostitution", "racket"}

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

func billsOut(b bills) *billCounts {
	if b.total() == 0 {
		return nil
	}
	var c billCounts
	for t, k := range b {
		c.Add(Bill(t), int(k))
	}
	return &c
}

func billsIn(c *billCounts) (b bills) {
	if c != nil {
		for t := range b {
			b[t] = uint8(c.Of(Bill(t)))
		}
	}
	return b
}

func handOut(h vcards) *vendettaCounts {
	if h.total() == 0 {
		return nil
	}
	var c vendettaCounts
	for t, k := range h {
		c.Add(VendettaCard(t), int(k))
	}
	return &c
}

func handIn(c *vendettaCounts) (h vcards) {
	if c != nil {
		for t := range h {
			h[t] = uint8(c.Of(VendettaCard(t)))
		}
	}
	return h
}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, and "view"): see the package doc for every field. Derived facts
// are written, so a reader needs no sums.
func (s State) MarshalJSON() ([]byte, error) {
	if s.n < minPlayers || s.n > maxPlayers {
		return nil, bad(rNotAGame)
	}
	return json.Marshal(s.position())
}

// position is s in the position format.
func (s State) position() positionJSON {
	n := s.n
	twoColR, onEntry := int(s.opt.twoColR), !s.opt.noTurfR
	j := positionJSON{
		Game:    "nostracity",
		Version: PositionVersion,
		Rules: &rulesJSON{
			FirstPlayer:   seatPtr(s.opt.firstP),
			RaidPolicy:    pick(s.opt.reduced, "reduced-entitlement", "no-cheat"),
			EndBonusTie:   pick(s.opt.allTied, "all-tied", "nobody"),
			VerdictWeight: pick(s.opt.byValue, "by-value", "per-icon"),
			JuryStart:     []int{int(s.opt.jury[0]), int(s.opt.jury[1]), int(s.opt.jury[2])},
			PhaseTurnMode: pick(s.opt.roundRobin, "round-robin-single-action", "all-actions-in-one-turn"),
			Rotates:       s.opt.rotate, TopVisible: s.opt.topVisible, InnocentM: int(s.opt.innocentM),
			TwoColR: &twoColR, TurfROnEntry: &onEntry,
		},
		Phase:            s.phase.String(),
		Decision:         s.decisionOf().String(),
		Active:           nil,
		Month:            int(s.month),
		FirstPlayer:      seatPtr(s.first),
		FirstPlayerMoved: s.fpMoved,
		PhaseFirst:       seatPtr(s.phaseFirst),
		Passed:           seatList(s.passed, n),
		Acted:            s.acted,
		Guilt:            int(s.guilt),
		BillPile:         billsOut(s.billDeck),
		BillDiscard:      billsOut(s.billDisc),
		Drawn:            billsOut(s.drawn),
		VendettaPile:     handOut(s.vDeck),
		VendettaDiscard:  handOut(s.vDisc),
		VendettaPlayed:   int(s.vPlayed),
		VendettaLimit:    int(s.vLimit),
		Enforcer:         s.enforcer,
		BodyguardsUsed:   seatList(s.guardUsed, n),
		Corruptors:       seatList(s.corruptors, n),
		Bidders:          seatList(s.bidders, n),
		Won:              seatList(s.won, n),
		Snitches:         seatList(s.snitches, n),
		Innocent:         s.innocent,
		Winners:          seatList(s.winners, n),
		AtlanticCity:     seatPtr(s.atlantic),
	}
	if a := s.Active(); a != core.NoPlayer {
		j.Active = &a
	}
	if s.view != 0 {
		v := s.Viewer()
		j.View = &v
		// The piles' faces are hidden: the Police Raid always in the Bill
		// pile, the discards' top told apart by discard_top.
		j.BillPile = billsOut(bills{bHidden: uint8(s.billDeck.total())})
		j.BillDiscard = billsOut(bills{bHidden: uint8(s.billDisc.total())})
	} else {
		r := s.rng
		j.RNG = &r
	}
	if s.step == stResolve && s.cursor >= 0 && s.cursor < 4 {
		sp := Space(s.cursor)
		j.Resolving = &sp
	}
	j.Decisions = s.decisionStack()
	if t := s.discTop - 1; t >= 0 && t < numBillTypes {
		b := Bill(t)
		j.DiscardTop = &b
	}
	j.Street = make([]*Card, 4)
	for i, c := range s.street {
		if c != noCard {
			cc := Card(c)
			j.Street[i] = &cc
		}
	}
	j.StreetPile = cardList(uint64(s.streetDeck), 0, numStreet)
	if s.streetBottom != noCard {
		c := Card(s.streetBottom)
		j.StreetBottom = &c
	}
	j.InvestigationsGone = cardList(uint64(s.invGone), firstInv, numInv)
	if s.titles != [3]int8{-1, -1, -1} {
		j.Titles = &titlesJSON{seatPtr(s.titles[0]), seatPtr(s.titles[1]), seatPtr(s.titles[2])}
	}
	for _, h := range s.zealous {
		if h >= 0 {
			j.ZealousCorruptors = append(j.ZealousCorruptors, core.Player(h))
		}
	}
	over := s.phase == PhaseOver
	j.Players = make([]playerJSON, n)
	for p := int8(0); p < n; p++ {
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
		for c := 0; c < 4; c++ {
			if s.used[p]&(1<<uint(c)) != 0 {
				pj.CashIns = append(pj.CashIns, cashInCodes[c])
			}
		}
		if over {
			pj.Bonus, pj.Rank = int(s.bonus[p]), int(s.rank[p])+1
		}
		pj.Knows = s.knowsOf(p)
		j.Players[p] = pj
	}
	return j
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
			dj.Decision = DecisionFitOfRageTarget.String()
			dj.Target = seatPtr(d.target)
		} else {
			dj.Decision = DecisionMakeBusy.String()
			v := VendettaCard(d.target)
			dj.Card = &v
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
	dj := decisionJSON{Decision: d.String(), Seat: &who}
	switch s.step {
	case stDistribute:
		k := CashInType(s.ci.kind)
		dj.CashIn = &k
		var owed, got core.Counts[core.Player]
		for p := int8(0); p < s.n; p++ {
			owed.Add(core.Player(p), int(s.ci.owed[p]))
			got.Add(core.Player(p), int(s.ci.got[p]))
		}
		if owed.Total() > 0 {
			dj.Owed = &owed
		}
		if got.Total() > 0 {
			dj.Got = &got
		}
		dj.Short = s.ci.short
	case stKeep, stConsig, stPrimo:
		sp := Space(s.cursor)
		dj.Space = &sp
	}
	return append(out, dj)
}

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
// most core.MaxJSON bytes, with every key spelt exactly and once. Derived
// keys may be left out (the decoder works them out); where given they must
// agree. It checks everything (each value's form, the conservation laws of
// State.Check, and that the position is a decision point the game can
// reach), so a state that decodes plays on to the Final Verdict; anything
// else is an ErrBadState error naming what is wrong, and s is left
// unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	if err := envelope.DecodePosition("nostracity", b, &j); err != nil {
		// The decoder's words are text no reason argument carries.
		text := err.Error()
		var re *core.RuleError
		if errors.As(err, &re) {
			text = strings.TrimPrefix(re.Reason, "nostracity position: ")
		}
		return badCause(err, rPositionJson, text)
	}
	t, err := j.state()
	if err != nil {
		return err
	}
	if err := validate(&t); err != nil {
		return err
	}
	if r := checkRanks(&t); !r.OK() {
		return lawErr(r)
	}
	if err := j.agrees(&t); err != nil {
		return err
	}
	// The decider has a move (a View of another seat cannot list it).
	if !Over(t) && (t.view == 0 || t.Viewer() == t.toMove()) && len(Legal(t)) == 0 {
		return bad(rPositionOffersNoLegalMove, str(t.toMove()))
	}
	*s = t
	return nil
}

// agrees checks the derived facts written against those worked out.
func (j *positionJSON) agrees(t *State) error {
	w := t.position()
	if j.Decision != "" && j.Decision != w.Decision {
		return bad(rDecisionDecisionsSay, quote(j.Decision), quote(w.Decision))
	}
	if j.Decisions != nil {
		got, _ := json.Marshal(j.Decisions)
		want, _ := json.Marshal(w.Decisions)
		if string(got) != string(want) {
			return bad(rDecisionsPositionRests, string(got), string(want))
		}
	}
	if j.StreetPile != nil {
		got, _ := json.Marshal(j.StreetPile)
		want, _ := json.Marshal(w.StreetPile)
		if string(got) != string(want) {
			return bad(rStreetPileStreetCardsNot, string(got), string(want))
		}
	}
	if j.BillPile != nil && *j.BillPile != derefOr(w.BillPile) {
		got, _ := json.Marshal(j.BillPile)
		want, _ := json.Marshal(w.BillPile)
		return bad(rBillPileStockLessEvery, string(got), string(want))
	}
	if j.VendettaPile != nil && *j.VendettaPile != derefOr(w.VendettaPile) {
		got, _ := json.Marshal(j.VendettaPile)
		want, _ := json.Marshal(w.VendettaPile)
		return bad(rVendettaPileStockLessEvery, string(got), string(want))
	}
	for p, pj := range j.Players {
		if pj.Respect != nil && *pj.Respect != int(t.respect[p]) {
			return bad(rRespectGivenNotSum, p, *pj.Respect, t.respect[p])
		}
	}
	return nil
}

func derefOr[T any](p *T) T {
	var z T
	if p == nil {
		return z
	}
	return *p
}

// state builds the State j describes, checking each value's form and
// working out what is left out.
func (j *positionJSON) state() (State, error) {
	var t State
	if err := envelope.CheckHeader("nostracity", PositionVersion, j.Game, j.Version); err != nil {
		text := err.Error()
		var re *core.RuleError
		if errors.As(err, &re) {
			text = re.Reason
		}
		return t, badCause(err, rOtherGameOrVersion, text)
	}
	n := len(j.Players)
	if n < minPlayers || n > maxPlayers {
		return t, bad(rPlayersNot3To5, n)
	}
	t.n = int8(n)
	var err error
	fail := func(e error) {
		if err == nil {
			err = e
		}
	}
	seat := func(what string, p *core.Player) int8 {
		if p == nil {
			return -1
		}
		if *p < 0 || int(*p) >= n {
			fail(bad(rNotASeat, str(what), str(*p), n-1))
			return -1
		}
		return int8(*p)
	}
	seats := func(what string, list []core.Player) uint8 {
		var m uint8
		for _, p := range list {
			q := seat(what, &p)
			if q >= 0 {
				if m&bit(q) != 0 {
					fail(bad(rListedTwice, str(what), str(p)))
				}
				m |= bit(q)
			}
		}
		return m
	}
	set := func(what string, cards []Card, first, count int) uint64 {
		var v uint64
		for i, c := range cards {
			if int(c) < first || int(c) >= first+count {
				fail(bad(rIdOutOfRange, str(what), str(c), str(Card(first)), str(Card(first+count-1))))
				continue
			}
			if i > 0 && c <= cards[i-1] {
				fail(bad(rSetWrittenOnceEachId, str(what), str(c), str(cards[i-1])))
			}
			v |= 1 << uint(int(c)-first)
		}
		return v
	}
	if j.View != nil {
		if *j.View == core.NoPlayer {
			t.view = 1
		} else {
			t.view = seat("view", j.View) + 2
		}
	}
	if (j.RNG == nil) != (t.view != 0) {
		return t, bad(rFullStateCarriesRngView)
	}
	if j.RNG != nil {
		t.rng = *j.RNG
	}
	// The house rules: left out, the defaults.
	t.opt.twoColR, t.opt.jury = 1, defaultJury
	if r := j.Rules; r != nil {
		t.opt.firstP = max(seat("rules.first_player", r.FirstPlayer), 0)
		if r.JuryStart != nil {
			if len(r.JuryStart) != 3 {
				return t, bad(rRulesJuryStart, str(r.JuryStart))
			}
			for i, g := range r.JuryStart {
				if g < -50 || g > 50 {
					return t, bad(rRulesJuryStart, str(r.JuryStart))
				}
				t.opt.jury[i] = int8(g)
			}
		}
		index := func(what, text string, names codec.Names) bool {
			if text == "" {
				return false
			}
			i, ok := names.Lookup(text)
			if !ok {
				fail(bad(rRulesWantOne, str(what), quote(text), str(strings.Join(names, ", "))))
			}
			return i == 1
		}
		t.opt.reduced = index("raid_policy", r.RaidPolicy, codec.Names{"no-cheat", "reduced-entitlement"})
		t.opt.allTied = index("end_bonus_tie", r.EndBonusTie, codec.Names{"nobody", "all-tied"})
		t.opt.byValue = index("verdict_weight", r.VerdictWeight, codec.Names{"per-icon", "by-value"})
		t.opt.roundRobin = index("phase_turn_mode", r.PhaseTurnMode, codec.Names{"all-actions-in-one-turn", "round-robin-single-action"})
		t.opt.rotate, t.opt.topVisible = r.Rotates, r.TopVisible
		if r.TurfROnEntry != nil {
			t.opt.noTurfR = !*r.TurfROnEntry
		}
		if t.opt.noTurfR {
			t.opt.twoColR = 0
		}
		if r.TwoColR != nil {
			if *r.TwoColR < 0 || *r.TwoColR > 9 {
				return t, bad(rRulesTwoColourTurfRespect)
			}
			t.opt.twoColR = int8(*r.TwoColR)
		}
		if r.InnocentM < -50 || r.InnocentM > 50 || t.opt.noTurfR && t.opt.twoColR != 0 {
			return t, bad(rRulesInnocentIfMost50)
		}
		t.opt.innocentM = int8(r.InnocentM)
	}
	// The calendar.
	if j.Month < 1 || j.Month > 6 {
		return t, bad(rMonthWant1January6, j.Month)
	}
	t.month = int8(j.Month)
	ph, perr := ParsePhase(j.Phase)
	if perr != nil || ph > PhaseOver {
		return t, bad(rPhaseWantOne, quote(j.Phase), "business, meeting, trial, over")
	}
	t.phase = ph
	if j.FirstPlayer == nil {
		return t, bad(rFirstPlayerHolderFirstPlayer)
	}
	t.first = seat("first_player", j.FirstPlayer)
	t.fpMoved = j.FirstPlayerMoved
	t.phaseFirst = t.first
	if j.PhaseFirst != nil {
		t.phaseFirst = seat("phase_first", j.PhaseFirst)
	}
	t.passed = seats("passed", j.Passed)
	t.acted = j.Acted
	t.keeper = -1
	if err != nil {
		return t, err
	}
	// The decisions, top first: interruptions, then the step's own.
	ds := j.Decisions
	t.step = stTurn
	bottom := -1
	if len(ds) > 0 {
		last := ds[len(ds)-1].Decision
		if last != DecisionFitOfRageTarget.String() && last != DecisionMakeBusy.String() {
			bottom = len(ds) - 1
		}
	}
	if len(ds) > maxPend+1 || bottom < 0 && len(ds) > maxPend {
		return t, bad(rPendingDecisionsMost, len(ds), maxPend+1)
	}
	for i, dj := range ds {
		if dj.Seat == nil {
			return t, bad(rDecisionsEveryDecisionNamesSeat, i)
		}
		who := seat("decisions seat", dj.Seat)
		if i == bottom {
			break
		}
		d := pend{who: who, target: -1}
		switch dj.Decision {
		case "fit-of-rage-target":
			d.kind = pendRage
			if dj.Card != nil {
				return t, bad(rFitRageTargetDecisionNames)
			}
			d.target = seat("decisions target", dj.Target)
		case "make-busy":
			d.kind = pendBusy
			if dj.Target != nil || dj.Card == nil || *dj.Card != Whack && *dj.Card != FitOfRage {
				return t, bad(rMakeBusyDecisionNamesCard)
			}
			d.target = int8(*dj.Card)
		default:
			return t, bad(rDecisionsOnlyFitRageTarget, i, quote(dj.Decision))
		}
		t.pend[i] = d
		t.npend++
	}
	// Whose turn: active, or the bottom decision's seat, or the phase's
	// first turn.
	turnPlayer := int8(-1)
	if j.Active != nil {
		turnPlayer = seat("active", j.Active)
	}
	if bottom >= 0 {
		dj := ds[bottom]
		who := seat("decisions seat", dj.Seat)
		switch dj.Decision {
		case "turn":
			t.step = stTurn
			if turnPlayer < 0 {
				turnPlayer = who
			}
		case "distribute":
			t.step = stDistribute
			if turnPlayer < 0 {
				turnPlayer = who
			}
			if dj.CashIn == nil || *dj.CashIn < 0 || *dj.CashIn >= numKinds {
				return t, bad(rDistributeDecisionNamesCash)
			}
			t.ci.kind = int8(*dj.CashIn)
			for p := 0; p < n; p++ {
				o, g := derefOr(dj.Owed).Of(core.Player(p)), derefOr(dj.Got).Of(core.Player(p))
				if o > 20 || g > 20 {
					return t, bad(rDistributeShares020Bills)
				}
				t.ci.owed[p], t.ci.got[p] = int8(o), int8(g)
			}
			for p := n; p < 16; p++ {
				if derefOr(dj.Owed).Of(core.Player(p))+derefOr(dj.Got).Of(core.Player(p)) > 0 {
					return t, bad(rDistributeShareSeat, p, n)
				}
			}
			t.ci.short = dj.Short
		case "first-bill":
			t.step = stBidBill
			if turnPlayer < 0 {
				turnPlayer = who
			}
		case "cold-feet":
			t.step = stWithdraw
			if who >= 0 && t.phaseFirst >= 0 {
				t.cursor = (who - t.phaseFirst + t.n) % t.n
			}
		case "keep-bid", "give-consigliere", "give-primo-capo":
			t.step = map[string]int8{"keep-bid": stKeep, "give-consigliere": stConsig, "give-primo-capo": stPrimo}[dj.Decision]
			if dj.Space == nil || *dj.Space < 0 || *dj.Space > 3 {
				return t, bad(rDecisionNamesStreetSpaceResolved, str(dj.Decision))
			}
			t.cursor = int8(*dj.Space)
			if t.step == stKeep {
				t.keeper = who
			}
		default:
			return t, bad(rDecisionsNotDecisionNostraCity, quote(dj.Decision))
		}
	} else if len(ds) > 0 || j.Resolving != nil {
		// Interruptions with no step beneath: the auctions' progress,
		// every space resolved when resolving is left out.
		t.step = stResolve
		t.cursor = 4
	}
	if j.Resolving != nil {
		if t.step != stResolve || *j.Resolving < 0 || *j.Resolving > 3 {
			return t, bad(rResolvingWrittenExactlyWhileAuctions)
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
			t.turn = int16(n) // every turn of the phase is over
		}
	}
	// The Street.
	if len(j.Street) != 4 {
		return t, bad(rStreetHasSpacesWantExactly, len(j.Street))
	}
	placed := uint64(0)
	for i, c := range j.Street {
		t.street[i] = noCard
		if c != nil {
			if *c < 0 || *c >= numStreet {
				return t, bad(rStreetSNotStreetCard, i+1, str(*c))
			}
			t.street[i] = int8(*c)
			placed |= 1 << uint(*c)
		}
	}
	t.streetBottom = noCard
	if j.StreetBottom != nil {
		if *j.StreetBottom < 0 || *j.StreetBottom >= numStreet {
			return t, bad(rStreetBottomNotStreetCard, str(*j.StreetBottom))
		}
		t.streetBottom = int8(*j.StreetBottom)
	}
	t.invGone = uint8(set("investigations_gone", j.InvestigationsGone, firstInv, numInv))
	t.titles = [3]int8{-1, -1, -1}
	if ti := j.Titles; ti != nil {
		t.titles = [3]int8{seat("titles.underboss", ti.Underboss), seat("titles.consigliere", ti.Consigliere), seat("titles.primo-capo", ti.PrimoCapo)}
	}
	t.zealous = [3]int8{-1, -1, -1}
	for i, h := range j.ZealousCorruptors {
		t.zealous[i] = seat("zealous_corruptors", &h)
	}
	t.atlantic = seat("atlantic_city", j.AtlanticCity)
	if j.Guilt < -1000 || j.Guilt > 1000 {
		return t, bad(rGuiltVerdictTokenStaysWithin, j.Guilt)
	}
	t.guilt = int16(j.Guilt)
	// Bills and Vendetta cards.
	t.billDisc, t.drawn = billsIn(j.BillDiscard), billsIn(j.Drawn)
	if j.DiscardTop != nil {
		if *j.DiscardTop < 0 || *j.DiscardTop >= numBillTypes {
			return t, bad(rDiscardTopNotBillType, str(*j.DiscardTop))
		}
		t.discTop = int8(*j.DiscardTop) + 1
	}
	if t.view != 0 {
		// A View's discards are face down but for the top discard_top shows.
		if t.billDisc.total() != int(t.billDisc[bHidden]) {
			return t, bad(rViewWritesBillDiscards)
		}
		if top := t.discTop - 1; top >= 0 && t.billDisc[bHidden] > 0 {
			t.billDisc[bHidden]--
			t.billDisc[top] = 1
		}
	}
	t.vDisc = handIn(j.VendettaDiscard)
	if j.VendettaPlayed < 0 || j.VendettaPlayed > 2 || j.VendettaLimit < 0 || j.VendettaLimit > 2 {
		return t, bad(rVendettaPlayed02Vendetta)
	}
	t.vPlayed, t.vLimit, t.enforcer = int8(j.VendettaPlayed), int8(max(j.VendettaLimit, 1)), j.Enforcer
	t.guardUsed = seats("bodyguards_used", j.BodyguardsUsed)
	t.corruptors = seats("corruptors", j.Corruptors)
	t.bidders = seats("bidders", j.Bidders)
	t.won = seats("won", j.Won)
	t.snitches = seats("snitches", j.Snitches)
	t.innocent = j.Innocent
	t.winners = seats("winners", j.Winners)
	// The seats.
	for p := 0; p < n; p++ {
		pj := j.Players[p]
		what := "players[" + strconv.Itoa(p) + "]"
		if pj.Seat == nil || int(*pj.Seat) != p {
			return t, bad(rPlayerSeat, str(what), p)
		}
		if pj.Bonus < 0 || pj.Bonus > 7 || pj.Rank < 0 || pj.Rank > n || (pj.Rank == 0) != (t.phase != PhaseOver) {
			return t, bad(rBonus07Rank1, str(what), n)
		}
		t.bonus[p], t.rank[p] = int8(pj.Bonus), int8(max(pj.Rank-1, 0))
		t.wiseguys[p] = uint32(set(what+".wiseguys", pj.Wiseguys, firstWiseguy, numWiseguys))
		t.turfs[p] = uint16(set(what+".turfs", pj.Turfs, firstTurf, numTurfs))
		busy := set(what+".busy", pj.Busy, 0, firstRespect)
		if busy&^(uint64(t.wiseguys[p])|uint64(t.turfs[p])<<firstTurf) != 0 {
			return t, bad(rBusyCardOneSeatWiseguys, str(what))
		}
		t.busyW |= uint32(busy) & (1<<numWiseguys - 1)
		t.busyT |= uint16(busy >> firstTurf)
		t.respCards[p] = uint8(set(what+".respect_cards", pj.RespectCards, firstRespect, numRespect))
		t.invWon[p] = uint8(set(what+".investigations", pj.Investigations, firstInv, numInv))
		t.bank[p], t.corr[p], t.hand[p] = billsIn(pj.Bank), billsIn(pj.Corruption), handIn(pj.Vendetta)
		t.nbids[p] = int8(len(pj.Bids))
		for k, bj := range pj.Bids {
			if bj.Wiseguy == nil || *bj.Wiseguy < 0 || *bj.Wiseguy >= numWiseguys {
				return t, bad(rBidMadeWiseguy, str(what))
			}
			b := bid{wg: int8(*bj.Wiseguy), bills: billsIn(bj.Bills), gone: bj.Withdrawn, space: -1}
			if bj.Space != nil {
				if *bj.Space != HiddenSpace && (*bj.Space < 0 || *bj.Space > 3) {
					return t, bad(rBidSpaceS1S4Hidden, str(what))
				}
				b.space = int8(*bj.Space)
			}
			t.bids[p][k] = b
		}
		for _, f := range pj.CashIns {
			i, ok := cashInCodes.Lookup(f)
			if !ok {
				return t, bad(rCashInsWantOne, str(what), quote(f), str(strings.Join(cashInCodes, ", ")))
			}
			if t.used[p]&(1<<uint(i)) != 0 {
				return t, bad(rCashInsListsTwice, str(what), str(f))
			}
			t.used[p] |= 1 << uint(i)
		}
		if k := pj.Knows; k != nil {
			for q, b := range k.Banks {
				if int(q) < 0 || int(q) >= n || int(q) == p {
					return t, bad(rKnowsBanksAnotherSeatGame, str(what), str(q))
				}
				bb := billsIn(&b)
				if bb[bHidden] != 0 || bb[bRaid] != 0 {
					return t, bad(rKnowsBanksBillsNoneFace, str(what))
				}
				t.know[p].bank[other(int8(p), int8(q))] = billTally(bb)
			}
			for q, h := range k.Hands {
				if int(q) < 0 || int(q) >= n || int(q) == p {
					return t, bad(rKnowsHandsAnotherSeatGame, str(what), str(q))
				}
				hh := handIn(&h)
				if hh[vHidden] != 0 || hh[vAtlantic] != 0 || hh[vRage] != 0 {
					return t, bad(rKnowsHandsVendettaCardsHand, str(what))
				}
				t.know[p].hand[other(int8(p), int8(q))] = handTally(hh)
			}
			d := billsIn(k.Discard)
			if d[bHidden] != 0 || d[bRaid] != 0 {
				return t, bad(rKnowsDiscardBillsNoneFace, str(what))
			}
			t.know[p].disc = billTally(d)
			for i, b := range k.Corruption {
				if b < 0 || b >= numBillTypes || i > 0 && b <= k.Corruption[i-1] {
					return t, bad(rKnowsCorruptionSetBillTypes, str(what))
				}
				t.knowCorr[p] |= 1 << uint(b)
			}
		}
	}
	if err != nil {
		return t, err
	}
	// Derived: Respect, the piles, the Street pile.
	for p := int8(0); p < t.n; p++ {
		t.respect[p] = int16(t.expectedRespect(p))
	}
	t.billDeck = t.derivedBillPile()
	if j.BillPile != nil {
		t.billDeck = billsIn(j.BillPile)
		if t.view != 0 {
			// Face down, the Police Raid among them.
			if t.billDeck.total() != int(t.billDeck[bHidden]) || t.billDeck[bHidden] == 0 {
				return t, bad(rViewWritesBillPilePolice)
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
		t.streetDeck = bitset.Set(set("street_pile", j.StreetPile, 0, numStreet))
	}
	// Derived: a sole winner of the Underboss gives the Consigliere next.
	t.chain = t.step == stKeep && t.keeper >= 0 && t.titles[0] == t.keeper && t.titles[1] < 0
	return t, err
}

// derivedBillPile is the Bill stock less every Bill elsewhere; in a View,
// the Police Raid and that many face-down Bills.
func (s *State) derivedBillPile() bills {
	sum := s.billsOut()
	total := 0
	for p := int8(0); p < s.n; p++ {
		for t, c := range s.bank[p] {
			sum[t] += int(c)
		}
	}
	for _, c := range sum {
		total += c
	}
	var out bills
	if s.view != 0 {
		out[bRaid] = 1
		out[bHidden] = uint8(min(max(billStock.total()-total-1, 0), 255))
		return out
	}
	for t := 0; t <= bRaid; t++ {
		out[t] = uint8(max(int(billStock[t])-sum[t], 0))
	}
	return out
}

// derivedVendettaPile is the Vendetta stock less every card elsewhere; in
// a View, that many face-down cards.
func (s *State) derivedVendettaPile() vcards {
	sum := s.vendettaOut()
	total := 0
	for _, c := range sum {
		total += c
	}
	var out vcards
	if s.view != 0 {
		out[vHidden] = uint8(max(vendettaStock.total()-total, 0))
		return out
	}
	for t := 0; t < vHidden; t++ {
		out[t] = uint8(max(int(vendettaStock[t])-sum[t], 0))
	}
	return out
}

// derivedStreetPile is every Street card not elsewhere (the Underboss set
// aside until the end of Month 2).
func (s *State) derivedStreetPile() bitset.Set {
	all := bitset.Set(1)<<numStreet - 1
	all &^= 1 << cUnderboss
	for _, c := range s.street {
		if c >= 0 {
			all &^= 1 << uint(c)
		}
	}
	if s.streetBottom >= 0 {
		all &^= 1 << uint(s.streetBottom)
	}
	for p := int8(0); p < s.n; p++ {
		all &^= bitset.Set(s.wiseguys[p]) | bitset.Set(s.turfs[p])<<firstTurf | bitset.Set(s.respCards[p])<<firstRespect | bitset.Set(s.invWon[p])<<firstInv
	}
	all &^= bitset.Set(s.invGone) << firstInv
	return all
}

// MarshalJSON writes a pile of Bills as the position format's counted
// pile ({"5k": 2, "10k-innocent": 1}; {"hidden": 3} face down).
func (b bills) MarshalJSON() ([]byte, error) { return appendCounts(nil, b[:], billIDs[:]), nil }

// UnmarshalJSON reads what MarshalJSON wrote.
func (b *bills) UnmarshalJSON(data []byte) error {
	var c billCounts
	if err := c.UnmarshalJSON(data); err != nil {
		return err
	}
	*b = billsIn(&c)
	return nil
}

// MarshalJSON writes a pile of Vendetta cards as a counted pile
// ({"whack": 2}; {"hidden": 3} face down).
func (h vcards) MarshalJSON() ([]byte, error) {
	return appendCounts(nil, h[:], vendettaCodesAll[:]), nil
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (h *vcards) UnmarshalJSON(data []byte) error {
	var c vendettaCounts
	if err := c.UnmarshalJSON(data); err != nil {
		return err
	}
	*h = handIn(&c)
	return nil
}

var vendettaCodesAll = func() (out [numVendettaSlots]string) {
	for i := range out {
		out[i] = VendettaCard(i).String()
	}
	return out
}()
