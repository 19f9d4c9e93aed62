package nostracity

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// The position format: a State's JSON, version 1, documented field by
// field in the package doc (see "The position format"). Every value is
// written in the game's words: seats P0..P4, Street cards by code, Street
// spaces S1..S4, piles of Bills and Vendetta cards in notation.

// stateVersion is the version of the position format this package writes.
const stateVersion = 1

type rulesJSON struct {
	RaidPolicy    string `json:"raid_policy"`
	EndBonusTie   string `json:"end_bonus_tie"`
	VerdictWeight string `json:"verdict_weight"`
	PhaseTurnMode string `json:"phase_turn_mode"`
	Rotates       bool   `json:"first_player_rotates_at_reception"`
	TopVisible    bool   `json:"discard_top_visible"`
	InnocentM     int    `json:"innocent_if_at_most"`
	TwoColR       int    `json:"two_colour_turf_respect"`
	TurfROnEntry  bool   `json:"score_turf_respect_on_entry"`
}

type bidJSON struct {
	Wiseguy string `json:"wiseguy"`
	Space   string `json:"space"`
	Bills   bills  `json:"bills" max:"512"`
	Gone    bool   `json:"withdrawn,omitempty"`
}

type knowJSON struct {
	Banks      []bills  `json:"banks" max:"5,512"`
	Hands      []vcards `json:"hands" max:"5,512"`
	Discard    bills    `json:"discard" max:"512"`
	Corruption bills    `json:"corruption" max:"512"`
}

type seatJSON struct {
	Respect        int       `json:"respect"`
	Wiseguys       string    `json:"wiseguys"`
	Turfs          string    `json:"turfs"`
	Busy           string    `json:"busy"`
	RespectCards   string    `json:"respect_cards"`
	Investigations string    `json:"investigations"`
	Bank           bills     `json:"bank" max:"512"`
	Corruption     bills     `json:"corruption" max:"512"`
	Vendetta       vcards    `json:"vendetta" max:"512"`
	Bids           []bidJSON `json:"bids" max:"64"`
	CashIns        string    `json:"cash_ins"`
	Bonus          int       `json:"bonus"`
	Rank           int       `json:"rank"`
	Knows          knowJSON  `json:"knows"`
}

type cashInJSON struct {
	Type  string `json:"type"`
	Owed  []int  `json:"owed" max:"64"`
	Got   []int  `json:"got" max:"64"`
	Short bool   `json:"short"`
}

type pendJSON struct {
	Decision string `json:"decision"`
	Player   string `json:"player"`
	Target   string `json:"target,omitempty"`
	Card     string `json:"card,omitempty"`
}

type titlesJSON struct {
	Underboss   string `json:"underboss"`
	Consigliere string `json:"consigliere"`
	PrimoCapo   string `json:"primo_capo"`
}

type stateJSON struct {
	Game             string      `json:"game"`
	Version          int         `json:"version"`
	View             string      `json:"view,omitempty"`
	Rules            rulesJSON   `json:"rules"`
	Month            int         `json:"month"`
	Phase            string      `json:"phase"`
	Step             string      `json:"step"`
	FirstPlayer      string      `json:"first_player"`
	FirstPlayerMoved bool        `json:"first_player_moved"`
	PhaseFirst       string      `json:"phase_first"`
	Turn             string      `json:"turn"`
	Passed           []string    `json:"passed" max:"64"`
	Acted            bool        `json:"acted"`
	ColdFeet         string      `json:"cold_feet,omitempty"`
	Space            string      `json:"space,omitempty"`
	Keeper           string      `json:"keeper,omitempty"`
	Players          []seatJSON  `json:"players" max:"5"`
	Street           []string    `json:"street" max:"64"`
	StreetPile       string      `json:"street_pile"`
	StreetBottom     string      `json:"street_bottom"`
	InvGone          string      `json:"investigations_gone"`
	Titles           titlesJSON  `json:"titles"`
	Zealous          []string    `json:"zealous_corruptors" max:"64"`
	AtlanticCity     string      `json:"atlantic_city"`
	Guilt            int         `json:"guilt"`
	BillPile         bills       `json:"bill_pile" max:"512"`
	BillDiscard      bills       `json:"bill_discard" max:"512"`
	DiscardTop       string      `json:"discard_top,omitempty"`
	Drawn            bills       `json:"drawn" max:"512"`
	CashIn           *cashInJSON `json:"cash_in,omitempty"`
	VendettaPile     vcards      `json:"vendetta_pile" max:"512"`
	VendettaDiscard  vcards      `json:"vendetta_discard" max:"512"`
	VendettaPlayed   int         `json:"vendetta_played"`
	VendettaLimit    int         `json:"vendetta_limit"`
	Enforcer         bool        `json:"enforcer"`
	BodyguardsUsed   []string    `json:"bodyguards_used" max:"64"`
	Pending          []pendJSON  `json:"pending" max:"64"`
	Corruptors       []string    `json:"corruptors" max:"64"`
	Bidders          []string    `json:"bidders" max:"64"`
	Won              []string    `json:"won" max:"64"`
	Snitches         []string    `json:"snitches" max:"64"`
	Innocent         bool        `json:"innocent"`
	Winners          []string    `json:"winners" max:"64"`
	RNG              *core.RNG   `json:"rng,omitempty"`
}

var stepCodes = core.Names{"turn", "distribute", "first-bill", "cold-feet", "resolve", "keep-bid", "consigliere", "primo-capo"}

var cashInCodes = core.Names{"gambling", "drugs", "prostitution", "racket"}

var pendCodes = core.Names{"fit-of-rage", "make-busy"}

func seatName(p int8) string {
	if p < 0 {
		return "-"
	}
	return core.Player(p).String()
}

// MarshalJSON writes the position (a View writes only what its viewer
// sees, and "view"): see the package doc for every field. It writes by
// hand, in the order of stateJSON's fields: states are written often
// (servers, logs, the harness), and reflection would cost several times
// more.
func (s State) MarshalJSON() ([]byte, error) {
	n := min(max(s.n, 0), maxPlayers)
	w := jw{b: make([]byte, 0, 3072)}
	w.b = append(w.b, '{')
	w.str("game", "nostracity")
	w.int("version", stateVersion)
	if s.view != 0 {
		vt, _ := s.Viewer().MarshalText()
		w.str("view", string(vt))
	}
	w.key("rules")
	w.open()
	w.str("raid_policy", pick(s.opt.reduced, "reduced-entitlement", "no-cheat"))
	w.str("end_bonus_tie", pick(s.opt.allTied, "all-tied", "nobody"))
	w.str("verdict_weight", pick(s.opt.byValue, "by-value", "per-icon"))
	w.str("phase_turn_mode", pick(s.opt.roundRobin, "round-robin-single-action", "all-actions-in-one-turn"))
	w.flag("first_player_rotates_at_reception", s.opt.rotate)
	w.flag("discard_top_visible", s.opt.topVisible)
	w.int("innocent_if_at_most", int(s.opt.innocentM))
	w.int("two_colour_turf_respect", int(s.opt.twoColR))
	w.flag("score_turf_respect_on_entry", !s.opt.noTurfR)
	w.close()
	w.int("month", int(s.month))
	w.str("phase", phaseCodes.Name(int(s.phase)))
	w.str("step", stepCodes.Name(int(s.step)))
	w.str("first_player", seatName(s.first))
	w.flag("first_player_moved", s.fpMoved)
	w.str("phase_first", seatName(s.phaseFirst))
	turn := "-"
	if n > 0 && s.turn >= 0 && s.turn < int16(n) {
		turn = seatName(int8((int16(s.phaseFirst) + s.turn) % int16(n)))
	}
	w.str("turn", turn)
	w.seats("passed", s.passed, n)
	w.flag("acted", s.acted)
	switch s.step {
	case stWithdraw:
		if n > 0 {
			w.str("cold_feet", seatName((s.phaseFirst+s.cursor)%n))
		}
	case stResolve, stKeep, stConsig, stPrimo:
		sp := "end"
		if s.cursor >= 0 && s.cursor < 4 {
			sp = spaceName(s.cursor)
		}
		w.str("space", sp)
	}
	if s.step == stKeep {
		w.str("keeper", seatName(s.keeper))
	}
	w.key("players")
	w.list(int(n), func(i int) {
		p := int8(i)
		w.open()
		w.int("respect", int(s.respect[p]))
		w.set("wiseguys", uint64(s.wiseguys[p]), firstWiseguy, numWiseguys)
		w.set("turfs", uint64(s.turfs[p]), firstTurf, numTurfs)
		w.set("busy", uint64(s.busyW&s.wiseguys[p])|uint64(s.busyT&s.turfs[p])<<firstTurf, 0, firstRespect)
		w.set("respect_cards", uint64(s.respCards[p]), firstRespect, numRespect)
		w.set("investigations", uint64(s.invWon[p]), firstInv, numInv)
		w.pile("bank", s.bank[p][:], billNames[:])
		w.pile("corruption", s.corr[p][:], billNames[:])
		w.pile("vendetta", s.hand[p][:], vendettaCodesAll[:])
		w.key("bids")
		w.list(int(min(max(s.nbids[p], 0), 4)), func(k int) {
			b := s.bids[p][k]
			w.open()
			w.str("wiseguy", cardCode(int(b.wg)))
			sp := "done"
			switch {
			case b.space == hiddenSpace:
				sp = "hidden"
			case b.space >= 0:
				sp = spaceName(b.space)
			}
			w.str("space", sp)
			w.pile("bills", b.bills[:], billNames[:])
			if b.gone {
				w.flag("withdrawn", true)
			}
			w.close()
		})
		w.key("cash_ins")
		w.b = append(w.b, '"')
		sep := false
		for c := 0; c < 4; c++ {
			if s.used[p]&(1<<uint(c)) != 0 {
				if sep {
					w.b = append(w.b, ' ')
				}
				sep = true
				w.b = append(w.b, cashInCodes[c]...)
			}
		}
		w.b = append(w.b, '"')
		w.int("bonus", int(s.bonus[p]))
		w.int("rank", int(s.rank[p]))
		k := s.know[p]
		w.key("knows")
		w.open()
		w.key("banks")
		w.list(int(n), func(q int) { b := k.bankOf(p, int8(q)).bills(); w.b = appendPile(w.b, b[:], billNames[:]) })
		w.key("hands")
		w.list(int(n), func(q int) { h := k.handOf(p, int8(q)).hand(); w.b = appendPile(w.b, h[:], vendettaCodesAll[:]) })
		d := k.disc.bills()
		w.pile("discard", d[:], billNames[:])
		c := s.SeenInCorruption(core.Player(p))
		w.pile("corruption", c[:], billNames[:])
		w.close()
		w.close()
	})
	w.key("street")
	w.list(4, func(i int) { w.b = strconv.AppendQuote(w.b, cardCode(int(s.street[i]))) })
	w.set("street_pile", uint64(s.streetDeck), 0, numStreet)
	w.str("street_bottom", cardCode(int(s.streetBottom)))
	w.set("investigations_gone", uint64(s.invGone), firstInv, numInv)
	w.key("titles")
	w.open()
	w.str("underboss", seatName(s.titles[0]))
	w.str("consigliere", seatName(s.titles[1]))
	w.str("primo_capo", seatName(s.titles[2]))
	w.close()
	w.key("zealous_corruptors")
	w.b = append(w.b, '[')
	for i, h := range s.zealous {
		if h >= 0 {
			if i > 0 {
				w.b = append(w.b, ',')
			}
			w.b = strconv.AppendQuote(w.b, seatName(h))
		}
	}
	w.b = append(w.b, ']')
	w.str("atlantic_city", seatName(s.atlantic))
	w.int("guilt", int(s.guilt))
	w.pile("bill_pile", s.billDeck[:], billNames[:])
	w.pile("bill_discard", s.billDisc[:], billNames[:])
	if t := int(s.discTop) - 1; t >= 0 && t < numBillTypes {
		w.str("discard_top", billNames[t])
	}
	w.pile("drawn", s.drawn[:], billNames[:])
	if s.step == stDistribute {
		w.key("cash_in")
		w.open()
		w.str("type", kindName(s.ci.kind))
		w.key("owed")
		w.list(int(n), func(q int) { w.b = strconv.AppendInt(w.b, int64(s.ci.owed[q]), 10) })
		w.key("got")
		w.list(int(n), func(q int) { w.b = strconv.AppendInt(w.b, int64(s.ci.got[q]), 10) })
		w.flag("short", s.ci.short)
		w.close()
	}
	w.pile("vendetta_pile", s.vDeck[:], vendettaCodesAll[:])
	w.pile("vendetta_discard", s.vDisc[:], vendettaCodesAll[:])
	w.int("vendetta_played", int(s.vPlayed))
	w.int("vendetta_limit", int(s.vLimit))
	w.flag("enforcer", s.enforcer)
	w.seats("bodyguards_used", s.guardUsed, n)
	w.key("pending")
	w.list(int(min(max(s.npend, 0), maxPend)), func(i int) {
		d := s.pend[i]
		w.open()
		w.str("decision", pendCodes.Name(int(d.kind)))
		w.str("player", seatName(d.who))
		if d.kind == pendRage {
			if d.target >= 0 {
				w.str("target", seatName(d.target))
			}
		} else {
			w.str("card", vendettaCode(d.target))
		}
		w.close()
	})
	w.seats("corruptors", s.corruptors, n)
	w.seats("bidders", s.bidders, n)
	w.seats("won", s.won, n)
	w.seats("snitches", s.snitches, n)
	w.flag("innocent", s.innocent)
	w.seats("winners", s.winners, n)
	if s.view == 0 {
		rng, err := s.rng.MarshalJSON()
		if err != nil {
			return nil, err
		}
		w.key("rng")
		w.b = append(w.b, rng...)
	}
	w.b = append(w.b, '}')
	return w.b, nil
}

func pick(c bool, yes, no string) string {
	if c {
		return yes
	}
	return no
}

// jw appends JSON object members.
type jw struct {
	b []byte
}

func (w *jw) key(k string) {
	if c := w.b[len(w.b)-1]; c != '{' && c != '[' {
		w.b = append(w.b, ',')
	}
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, '"', ':')
}

func (w *jw) open()  { w.b = append(w.b, '{') }
func (w *jw) close() { w.b = append(w.b, '}') }

func (w *jw) int(k string, v int) {
	w.key(k)
	w.b = strconv.AppendInt(w.b, int64(v), 10)
}

func (w *jw) str(k, v string) {
	w.key(k)
	w.b = strconv.AppendQuote(w.b, v)
}

func (w *jw) flag(k string, v bool) {
	w.key(k)
	w.b = strconv.AppendBool(w.b, v)
}

func (w *jw) pile(k string, counts []uint8, names []string) {
	w.key(k)
	w.b = appendPile(w.b, counts, names)
}

func (w *jw) set(k string, set uint64, first, n int) {
	w.key(k)
	w.b = appendSet(w.b, set, first, n)
}

func (w *jw) seats(k string, mask uint8, n int8) {
	w.key(k)
	w.b = append(w.b, '[')
	sep := false
	for p := int8(0); p < n; p++ {
		if mask&bit(p) != 0 {
			if sep {
				w.b = append(w.b, ',')
			}
			sep = true
			w.b = append(w.b, '"', 'P', byte('0'+p), '"')
		}
	}
	w.b = append(w.b, ']')
}

func (w *jw) list(n int, each func(i int)) {
	w.b = append(w.b, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		each(i)
	}
	w.b = append(w.b, ']')
}

// UnmarshalJSON reads a position in the format MarshalJSON writes, at
// most core.MaxJSON bytes, with every key spelt exactly and once. It
// checks everything (each value's form, arrays of exactly their length,
// the conservation laws of State.Check, and that the position is a
// decision point the game can reach), so a state that decodes plays on to
// the Final Verdict; anything else is an ErrBadState error naming what is
// wrong, and s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	if err := core.DecodePosition("nostracity", b, &j); err != nil {
		return err
	}
	t, err := j.state()
	if err != nil {
		return err
	}
	if err := validate(&t); err != nil {
		return err
	}
	if err := checkRanks(&t); err != nil {
		return err
	}
	// The decider has a move (a View of another seat cannot list it).
	if !Over(t) && (t.view == 0 || t.Viewer() == t.toMove()) && len(Legal(t)) == 0 {
		return bad("the position offers %v no legal move", t.toMove())
	}
	*s = t
	return nil
}

// state builds the State j describes, checking each value's form.
func (j *stateJSON) state() (State, error) {
	var t State
	if err := core.CheckHeader("nostracity", stateVersion, j.Game, j.Version); err != nil {
		return t, err
	}
	n := len(j.Players)
	if n < minPlayers || n > maxPlayers {
		return t, bad("%d players: Nostra City is for 3 to 5", n)
	}
	t.n = int8(n)
	var err error
	fail := func(e error) {
		if err == nil {
			err = e
		}
	}
	seat := func(what, text string, none bool) int8 {
		if none && text == "-" {
			return -1
		}
		p, e := core.ParsePlayer(text, n)
		if e != nil {
			fail(bad("%s %q: want a seat P0..P%d%s", what, text, n-1, pick(none, " or -", "")))
			return -1
		}
		return int8(p)
	}
	seats := func(what string, list []string) uint8 {
		var m uint8
		for _, text := range list {
			p := seat(what, text, false)
			if p >= 0 {
				if m&bit(p) != 0 {
					fail(bad("%s: %s listed twice", what, text))
				}
				m |= bit(p)
			}
		}
		return m
	}
	set := func(what, text string, first, count int) uint64 {
		v, e := parseSet(text, first, count)
		if e != nil {
			fail(bad("%s: %v", what, e))
		}
		return v
	}
	card := func(what, text string) int8 {
		if text == "-" {
			return noCard
		}
		for c := 0; c < numStreet; c++ {
			if cardCode(c) == text {
				return int8(c)
			}
		}
		fail(bad("%s %q is not a Street card (W01..W20, T01..T14, R1..R8, I1..I6, UB) or -", what, text))
		return noCard
	}
	index := func(what, text string, names core.Names) int8 {
		i, ok := names.Lookup(text)
		if !ok {
			fail(bad("%s %q: want one of %s", what, text, strings.Join(names, ", ")))
		}
		return int8(i)
	}
	if j.View != "" {
		if j.View == "spectator" {
			t.view = 1
		} else {
			t.view = seat("view", j.View, false) + 2
		}
	}
	if (j.RNG == nil) != (t.view != 0) {
		return t, bad("a full state carries its \"rng\" and a View none")
	}
	if j.RNG != nil {
		t.rng = *j.RNG
	}
	// The house rules.
	r := j.Rules
	t.opt.reduced = index("raid_policy", r.RaidPolicy, core.Names{"no-cheat", "reduced-entitlement"}) == 1
	t.opt.allTied = index("end_bonus_tie", r.EndBonusTie, core.Names{"nobody", "all-tied"}) == 1
	t.opt.byValue = index("verdict_weight", r.VerdictWeight, core.Names{"per-icon", "by-value"}) == 1
	t.opt.roundRobin = index("phase_turn_mode", r.PhaseTurnMode, core.Names{"all-actions-in-one-turn", "round-robin-single-action"}) == 1
	t.opt.rotate, t.opt.topVisible, t.opt.noTurfR = r.Rotates, r.TopVisible, !r.TurfROnEntry
	if r.InnocentM < -50 || r.InnocentM > 50 || r.TwoColR < 0 || r.TwoColR > 9 || t.opt.noTurfR && r.TwoColR != 0 {
		return t, bad("rules: innocent_if_at_most -50..50, two_colour_turf_respect 0..9 (0 when score_turf_respect_on_entry is false)")
	}
	t.opt.innocentM, t.opt.twoColR = int8(r.InnocentM), int8(r.TwoColR)
	// The calendar and the turn.
	if j.Month < 1 || j.Month > 6 {
		return t, bad("month %d: want 1 (January) to 6 (June)", j.Month)
	}
	t.month = int8(j.Month)
	t.phase = Phase(index("phase", j.Phase, phaseCodes))
	t.step = index("step", j.Step, stepCodes)
	t.first = seat("first_player", j.FirstPlayer, false)
	t.fpMoved = j.FirstPlayerMoved
	t.phaseFirst = seat("phase_first", j.PhaseFirst, false)
	if j.Turn == "-" {
		t.turn = int16(n) // every turn of the phase is over
	} else if tp := seat("turn", j.Turn, false); tp >= 0 && t.phaseFirst >= 0 {
		t.turn = int16((tp - t.phaseFirst + t.n) % t.n)
	}
	t.passed = seats("passed", j.Passed)
	t.acted = j.Acted
	t.keeper = -1
	if (j.ColdFeet != "") != (t.step == stWithdraw) || (j.Keeper != "") != (t.step == stKeep) ||
		(j.Space != "") != (t.step >= stResolve && t.step <= stPrimo) {
		return t, bad("cold_feet is for the cold-feet step, keeper for keep-bid, space for resolve, keep-bid, consigliere and primo-capo")
	}
	if j.ColdFeet != "" && t.phaseFirst >= 0 {
		t.cursor = (seat("cold_feet", j.ColdFeet, false) - t.phaseFirst + t.n) % t.n
	}
	if j.Space != "" {
		if j.Space == "end" && t.step == stResolve {
			t.cursor = 4
		} else if sp, ok := spaceIndex(j.Space); ok {
			t.cursor = sp
		} else {
			return t, bad("space %q: want S1..S4 (or end, when every space is resolved)", j.Space)
		}
	}
	if j.Keeper != "" {
		t.keeper = seat("keeper", j.Keeper, false)
	}
	// The Street.
	if len(j.Street) != 4 {
		return t, bad("street has %d spaces: want exactly 4 (S1..S4)", len(j.Street))
	}
	for i, c := range j.Street {
		t.street[i] = card("street "+spaceName(int8(i)), c)
	}
	t.streetDeck = core.Bits(set("street_pile", j.StreetPile, 0, numStreet))
	t.streetBottom = card("street_bottom", j.StreetBottom)
	t.invGone = uint8(set("investigations_gone", j.InvGone, firstInv, numInv))
	t.titles = [3]int8{seat("titles.underboss", j.Titles.Underboss, true), seat("titles.consigliere", j.Titles.Consigliere, true),
		seat("titles.primo_capo", j.Titles.PrimoCapo, true)}
	t.zealous = [3]int8{-1, -1, -1}
	if len(j.Zealous) > 3 {
		return t, bad("%d Zealous Corruptor cards: there are 3", len(j.Zealous))
	}
	for i, h := range j.Zealous {
		t.zealous[i] = seat("zealous_corruptors", h, false)
	}
	t.atlantic = seat("atlantic_city", j.AtlanticCity, true)
	if j.Guilt < -1000 || j.Guilt > 1000 {
		return t, bad("guilt %d: the Verdict token stays within -1000..1000", j.Guilt)
	}
	t.guilt = int16(j.Guilt)
	// Bills and Vendetta cards.
	t.billDeck, t.billDisc, t.drawn = j.BillPile, j.BillDiscard, j.Drawn
	if j.DiscardTop != "" {
		t.discTop = index("discard_top", j.DiscardTop, core.Names(billNames[:numBillTypes])) + 1
	}
	if (j.CashIn != nil) != (t.step == stDistribute) {
		return t, bad("cash_in is written exactly in the distribute step")
	}
	if ci := j.CashIn; ci != nil {
		if len(ci.Owed) != n || len(ci.Got) != n {
			return t, bad("cash_in owed and got: want exactly %d numbers each", n)
		}
		t.ci.kind = index("cash_in.type", ci.Type, core.Names(kindNames[:]))
		for p := 0; p < n; p++ {
			if ci.Owed[p] < 0 || ci.Owed[p] > 20 || ci.Got[p] < 0 || ci.Got[p] > 20 {
				return t, bad("cash_in: shares of 0..20 Bills")
			}
			t.ci.owed[p], t.ci.got[p] = int8(ci.Owed[p]), int8(ci.Got[p])
		}
		t.ci.short = ci.Short
	}
	t.vDeck, t.vDisc = j.VendettaPile, j.VendettaDiscard
	if j.VendettaPlayed < 0 || j.VendettaPlayed > 2 || j.VendettaLimit < 1 || j.VendettaLimit > 2 {
		return t, bad("vendetta_played 0..2 and vendetta_limit 1 or 2")
	}
	t.vPlayed, t.vLimit, t.enforcer = int8(j.VendettaPlayed), int8(j.VendettaLimit), j.Enforcer
	t.guardUsed = seats("bodyguards_used", j.BodyguardsUsed)
	if len(j.Pending) > maxPend {
		return t, bad("%d pending decisions: at most %d", len(j.Pending), maxPend)
	}
	for i, pj := range j.Pending {
		d := pend{kind: index("pending decision", pj.Decision, pendCodes), who: seat("pending player", pj.Player, false), target: -1}
		if d.kind == pendRage {
			if pj.Card != "" {
				return t, bad("a fit-of-rage decision names a target, not a card")
			}
			if pj.Target != "" {
				d.target = seat("pending target", pj.Target, false)
			}
		} else {
			if pj.Target != "" {
				return t, bad("a make-busy decision names the card that caused it, not a target")
			}
			d.target = index("pending card", pj.Card, core.Names{vendettaCode(vRage), vendettaCode(vWhack)})
			d.target = [2]int8{vRage, vWhack}[max(d.target, 0)]
		}
		t.pend[i] = d
	}
	t.npend = int8(len(j.Pending))
	t.corruptors = seats("corruptors", j.Corruptors)
	t.bidders = seats("bidders", j.Bidders)
	t.won = seats("won", j.Won)
	t.snitches = seats("snitches", j.Snitches)
	t.innocent = j.Innocent
	t.winners = seats("winners", j.Winners)
	// The seats.
	for p := 0; p < n; p++ {
		sj := j.Players[p]
		what := "players[" + strconv.Itoa(p) + "]"
		if sj.Respect < -1000 || sj.Respect > 1000 || sj.Bonus < 0 || sj.Bonus > 7 || sj.Rank < 0 || sj.Rank >= n {
			return t, bad("%s: respect, bonus (0..7) or rank (0..%d) out of range", what, n-1)
		}
		t.respect[p], t.bonus[p], t.rank[p] = int16(sj.Respect), int8(sj.Bonus), int8(sj.Rank)
		t.wiseguys[p] = uint32(set(what+".wiseguys", sj.Wiseguys, firstWiseguy, numWiseguys))
		t.turfs[p] = uint16(set(what+".turfs", sj.Turfs, firstTurf, numTurfs))
		busy := set(what+".busy", sj.Busy, 0, firstRespect)
		if busy&^(uint64(t.wiseguys[p])|uint64(t.turfs[p])<<firstTurf) != 0 {
			return t, bad("%s: a Busy card is one of the seat's Wiseguys or Turfs", what)
		}
		t.busyW |= uint32(busy) & (1<<numWiseguys - 1)
		t.busyT |= uint16(busy >> firstTurf)
		t.respCards[p] = uint8(set(what+".respect_cards", sj.RespectCards, firstRespect, numRespect))
		t.invWon[p] = uint8(set(what+".investigations", sj.Investigations, firstInv, numInv))
		t.bank[p], t.corr[p], t.hand[p] = sj.Bank, sj.Corruption, sj.Vendetta
		if len(sj.Bids) > 4 {
			return t, bad("%s: %d bids, at most 4 (one per Location card)", what, len(sj.Bids))
		}
		t.nbids[p] = int8(len(sj.Bids))
		for k, bj := range sj.Bids {
			b := bid{wg: card(what+".bids wiseguy", bj.Wiseguy), bills: bj.Bills, gone: bj.Gone}
			if b.wg < 0 || b.wg >= numWiseguys {
				return t, bad("%s: a bid is made with a Wiseguy", what)
			}
			switch bj.Space {
			case "hidden":
				b.space = hiddenSpace
			case "done":
				b.space = -1
			default:
				sp, ok := spaceIndex(bj.Space)
				if !ok {
					return t, bad("%s: bid space %q: want S1..S4, hidden (in a View) or done", what, bj.Space)
				}
				b.space = sp
			}
			t.bids[p][k] = b
		}
		for _, f := range strings.Fields(sj.CashIns) {
			i := index(what+".cash_ins", f, cashInCodes)
			if i >= 0 {
				if t.used[p]&(1<<uint(i)) != 0 {
					return t, bad("%s: cash_ins lists %s twice", what, f)
				}
				t.used[p] |= 1 << uint(i)
			}
		}
		k := sj.Knows
		if len(k.Banks) != n || len(k.Hands) != n {
			return t, bad("%s.knows: banks and hands want exactly %d piles each", what, n)
		}
		for q := 0; q < n; q++ {
			// Knowledge is a lower bound: more than tallyMax of a type is
			// remembered as tallyMax, which is still true.
			if bk, hk := billTally(k.Banks[q]), handTally(k.Hands[q]); q == p {
				if bk != 0 || hk != 0 {
					return t, bad("P%d knows of a Bank or hand it cannot know of (seat %d)", p, q)
				}
			} else {
				t.know[p].bank[other(int8(p), int8(q))] = bk
				t.know[p].hand[other(int8(p), int8(q))] = hk
			}
			if k.Banks[q][bHidden] != 0 || k.Banks[q][bRaid] != 0 || k.Hands[q][vHidden] != 0 ||
				k.Hands[q][vAtlantic] != 0 || k.Hands[q][vRage] != 0 {
				return t, bad("%s.knows: Bills and the Vendetta cards a hand keeps, none face down", what)
			}
		}
		t.know[p].disc = billTally(k.Discard)
		if k.Discard[bHidden] != 0 || k.Discard[bRaid] != 0 {
			return t, bad("%s.knows.discard: Bills, none face down", what)
		}
		for c, x := range k.Corruption {
			if x > 1 || x == 1 && c >= numBillTypes {
				return t, bad("%s.knows.corruption: one of each Bill type at most", what)
			}
			if x == 1 {
				t.knowCorr[p] |= 1 << uint(c)
			}
		}
	}
	if err != nil {
		return t, err
	}
	// Derived: a sole winner of the Underboss gives the Consigliere next.
	t.chain = t.step == stKeep && t.keeper >= 0 && t.titles[0] == t.keeper && t.titles[1] < 0
	return t, nil
}

func spaceIndex(text string) (int8, bool) {
	sp, ok := parseSmall(text, "S", 1, 4)
	return int8(sp - 1), ok
}

func bad(format string, args ...any) error { return core.Errorf(core.ErrBadState, format, args...) }

// MarshalJSON writes a pile of Bills in the game's notation ("$5k×2 $10kI",
// "?×3" for face-down Bills in a View).
func (b bills) MarshalJSON() ([]byte, error) {
	return appendPile(nil, b[:], billNames[:]), nil
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (b *bills) UnmarshalJSON(data []byte) error {
	var out bills
	if err := parsePile(data, out[:], billNames[:]); err != nil {
		return err
	}
	*b = out
	return nil
}

// MarshalJSON writes a pile of Vendetta cards ("Whack FBI Snitch×2" is
// written with the codes: "whack fbi-snitch×2").
func (h vcards) MarshalJSON() ([]byte, error) {
	return appendPile(nil, h[:], vendettaCodesAll[:]), nil
}

// UnmarshalJSON reads what MarshalJSON wrote.
func (h *vcards) UnmarshalJSON(data []byte) error {
	var out vcards
	if err := parsePile(data, out[:], vendettaCodesAll[:]); err != nil {
		return err
	}
	*h = out
	return nil
}

var vendettaCodesAll = func() (out [numVendettaSlots]string) {
	for i := range out {
		out[i] = vendettaCode(int8(i))
	}
	return out
}()

func appendPile(dst []byte, counts []uint8, names []string) []byte {
	dst = append(dst, '"')
	first := true
	for t, c := range counts {
		if c == 0 {
			continue
		}
		if !first {
			dst = append(dst, ' ')
		}
		first = false
		dst = append(dst, names[t]...)
		if c > 1 {
			dst = append(dst, "×"...)
			dst = append(dst, itoa(int(c))...)
		}
	}
	return append(dst, '"')
}

func parsePile(data []byte, out []uint8, names []string) error {
	var text string
	if err := json.Unmarshal(data, &text); err != nil {
		return bad("pile: %v", err)
	}
	for _, f := range strings.Fields(text) {
		name, count, hasCount := strings.Cut(f, "×")
		c := 1
		if hasCount {
			v, err := strconv.Atoi(count)
			if err != nil || v < 2 || v > 255 || strconv.Itoa(v) != count {
				return bad("pile %q: bad count %q", text, count)
			}
			c = v
		}
		t, ok := parseIndex(name, names)
		if !ok {
			return bad("pile %q: unknown card %q", text, name)
		}
		if out[t] != 0 {
			return bad("pile %q: %s listed twice", text, name)
		}
		out[t] = uint8(c)
	}
	return nil
}

// appendSet writes a set of cards (bit i is card first+i) as their codes:
// "W03 W10".
func appendSet(dst []byte, set uint64, first, n int) []byte {
	dst = append(dst, '"')
	sep := false
	for i := 0; i < n; i++ {
		if set&(1<<uint(i)) == 0 {
			continue
		}
		if sep {
			dst = append(dst, ' ')
		}
		sep = true
		dst = append(dst, cardCode(first+i)...)
	}
	return append(dst, '"')
}

// parseSet reads what appendSet wrote.
func parseSet(text string, first, n int) (uint64, error) {
	var set uint64
	for _, f := range strings.Fields(text) {
		found := false
		for i := 0; i < n; i++ {
			if cardCode(first+i) == f {
				if set&(1<<uint(i)) != 0 {
					return 0, bad("card %s listed twice", f)
				}
				set |= 1 << uint(i)
				found = true
				break
			}
		}
		if !found {
			return 0, bad("%q is not a card here", f)
		}
	}
	return set, nil
}
