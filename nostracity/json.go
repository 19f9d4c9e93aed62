package nostracity

import (
	"encoding/json"
	"math/bits"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

type bidJSON struct {
	Wiseguy int8  `json:"wiseguy"`
	Space   int8  `json:"space"`
	Bills   bills `json:"bills"`
	Gone    bool  `json:"withdrawn,omitempty"`
}

type pendJSON struct {
	Kind   int8 `json:"kind"`
	Who    int8 `json:"who"`
	Target int8 `json:"target"`
}

type stateJSON struct {
	View       string             `json:"view,omitempty"`
	Players    int8               `json:"players"`
	Reduced    bool               `json:"reducedEntitlement,omitempty"`
	AllTied    bool               `json:"endBonusAllTied,omitempty"`
	ByValue    bool               `json:"verdictByValue,omitempty"`
	Rotate     bool               `json:"firstPlayerRotates,omitempty"`
	InnocentM  int8               `json:"innocentIfAtMost"`
	TwoColR    int8               `json:"twoColourTurfRespect"`
	TopVisible bool               `json:"discardTopVisible,omitempty"`
	NoTurfR    bool               `json:"noTurfRespectOnEntry,omitempty"`
	Month      int8               `json:"month"`
	Phase      int8               `json:"phase"`
	Step       int8               `json:"step"`
	First      int8               `json:"first"`
	PhaseFirst int8               `json:"phaseFirst"`
	Turn       int16              `json:"turn"`
	Cursor     int8               `json:"cursor"`
	Keeper     int8               `json:"keeper"`
	Chain      bool               `json:"chain,omitempty"`
	FPMoved    bool               `json:"firstPlayerMoved,omitempty"`
	Wiseguys   [maxPlayers]string `json:"wiseguys"`
	BusyW      string             `json:"busyWiseguys"`
	Turfs      [maxPlayers]string `json:"turfs"`
	BusyT      string             `json:"busyTurfs"`
	Atlantic   int8               `json:"atlanticCity"`
	Respect    [maxPlayers]int16  `json:"respect"`
	RespCards  [maxPlayers]string `json:"respectCards"`
	InvWon     [maxPlayers]string `json:"investigations"`
	InvGone    string             `json:"investigationsGone"`
	Titles     [3]int8            `json:"titles"`
	Zealous    [3]int8            `json:"zealous"`
	Bonus      [maxPlayers]int8   `json:"bonus"`
	Street     [4]string          `json:"street"`
	StreetDeck string             `json:"streetPile"`
	StreetBot  string             `json:"streetBottom"`
	Guilt      int16              `json:"guilt"`
	Bank       [maxPlayers]bills  `json:"bank"`
	Corr       [maxPlayers]bills  `json:"corruption"`
	BillDeck   bills              `json:"billPile"`
	BillDisc   bills              `json:"billDiscard"`
	DiscTop    string             `json:"billDiscardTop,omitempty"`
	Drawn      bills              `json:"drawn"`
	CIKind     int8               `json:"cashInKind"`
	CIOwed     [maxPlayers]int8   `json:"cashInOwed"`
	CIGot      [maxPlayers]int8   `json:"cashInGot"`
	CIShort    bool               `json:"cashInShort,omitempty"`
	Used       [maxPlayers]uint8  `json:"cashInsUsed"`
	Passed     uint8              `json:"passed"`
	Acted      bool               `json:"acted,omitempty"`
	RoundRobin bool               `json:"roundRobin,omitempty"`
	Bids       [][]bidJSON        `json:"bids"`
	Hand       [maxPlayers]vcards `json:"vendettaHands"`
	VDeck      vcards             `json:"vendettaPile"`
	VDisc      vcards             `json:"vendettaDiscard"`
	VPlayed    int8               `json:"vendettaPlayed"`
	VLimit     int8               `json:"vendettaLimit"`
	Enforcer   bool               `json:"enforcer,omitempty"`
	GuardUsed  uint8              `json:"bodyguardsUsed"`
	Pend       []pendJSON         `json:"pending"`
	Corruptors uint8              `json:"corruptors"`
	Bidders    uint8              `json:"bidders"`
	Won        uint8              `json:"won"`
	Snitches   uint8              `json:"snitches"`
	Innocent   bool               `json:"innocent,omitempty"`
	Rank       [maxPlayers]int8   `json:"rank"`
	Winners    uint8              `json:"winners"`
	Know       []knowJSON         `json:"knowledge"`
	RNG        core.RNG           `json:"rng"`
}

type knowJSON struct {
	Banks      []bills  `json:"banks"`
	Hands      []vcards `json:"hands"`
	Discard    bills    `json:"discard"`
	Corruption bills    `json:"corruption"`
}

// MarshalJSON writes the whole state (a View writes only what it holds).
// It is written by hand, field by field, because states are serialised
// often (servers, tests): it has the shape of stateJSON.
func (s State) MarshalJSON() ([]byte, error) {
	w := jw{b: make([]byte, 0, 1400)}
	w.b = append(w.b, '{')
	if s.view != 0 {
		w.key("view")
		w.b = append(w.b, '"')
		vt, _ := s.Viewer().MarshalText()
		w.b = append(w.b, vt...)
		w.b = append(w.b, '"')
	}
	w.int("players", int(s.n))
	w.bool("reducedEntitlement", s.opt.reduced)
	w.bool("endBonusAllTied", s.opt.allTied)
	w.bool("verdictByValue", s.opt.byValue)
	w.bool("firstPlayerRotates", s.opt.rotate)
	w.int("innocentIfAtMost", int(s.opt.innocentM))
	w.int("twoColourTurfRespect", int(s.opt.twoColR))
	w.bool("discardTopVisible", s.opt.topVisible)
	w.bool("noTurfRespectOnEntry", s.opt.noTurfR)
	w.int("month", int(s.month))
	w.int("phase", int(s.phase))
	w.int("step", int(s.step))
	w.int("first", int(s.first))
	w.int("phaseFirst", int(s.phaseFirst))
	w.int("turn", int(s.turn))
	w.int("cursor", int(s.cursor))
	w.int("keeper", int(s.keeper))
	w.bool("chain", s.chain)
	w.bool("firstPlayerMoved", s.fpMoved)
	w.key("wiseguys")
	w.list(maxPlayers, func(i int) { w.b = appendSet(w.b, uint64(s.wiseguys[i]), firstWiseguy, numWiseguys) })
	w.key("busyWiseguys")
	w.b = appendSet(w.b, uint64(s.busyW), firstWiseguy, numWiseguys)
	w.key("turfs")
	w.list(maxPlayers, func(i int) { w.b = appendSet(w.b, uint64(s.turfs[i]), firstTurf, numTurfs) })
	w.key("busyTurfs")
	w.b = appendSet(w.b, uint64(s.busyT), firstTurf, numTurfs)
	w.int("atlanticCity", int(s.atlantic))
	w.key("respect")
	w.list(maxPlayers, func(i int) { w.num(int64(s.respect[i])) })
	w.key("respectCards")
	w.list(maxPlayers, func(i int) { w.b = appendSet(w.b, uint64(s.respCards[i]), firstRespect, numRespect) })
	w.key("investigations")
	w.list(maxPlayers, func(i int) { w.b = appendSet(w.b, uint64(s.invWon[i]), firstInv, numInv) })
	w.key("investigationsGone")
	w.b = appendSet(w.b, uint64(s.invGone), firstInv, numInv)
	w.key("titles")
	w.list(3, func(i int) { w.num(int64(s.titles[i])) })
	w.key("zealous")
	w.list(3, func(i int) { w.num(int64(s.zealous[i])) })
	w.key("bonus")
	w.list(maxPlayers, func(i int) { w.num(int64(s.bonus[i])) })
	w.key("street")
	w.list(4, func(i int) {
		w.b = append(w.b, '"')
		w.b = append(w.b, cardCode(int(s.street[i]))...)
		w.b = append(w.b, '"')
	})
	w.key("streetPile")
	w.b = appendSet(w.b, uint64(s.streetDeck), 0, numStreet)
	w.key("streetBottom")
	w.b = append(w.b, '"')
	w.b = append(w.b, cardCode(int(s.streetBottom))...)
	w.b = append(w.b, '"')
	w.int("guilt", int(s.guilt))
	w.key("bank")
	w.list(maxPlayers, func(i int) { w.b = appendPile(w.b, s.bank[i][:], billNames[:]) })
	w.key("corruption")
	w.list(maxPlayers, func(i int) { w.b = appendPile(w.b, s.corr[i][:], billNames[:]) })
	w.key("billPile")
	w.b = appendPile(w.b, s.billDeck[:], billNames[:])
	w.key("billDiscard")
	w.b = appendPile(w.b, s.billDisc[:], billNames[:])
	if t := int(s.discTop) - 1; t >= 0 && t < numBillTypes {
		w.key("billDiscardTop")
		w.b = append(w.b, '"')
		w.b = append(w.b, billNames[t]...)
		w.b = append(w.b, '"')
	}
	w.key("drawn")
	w.b = appendPile(w.b, s.drawn[:], billNames[:])
	w.int("cashInKind", int(s.ci.kind))
	w.key("cashInOwed")
	w.list(maxPlayers, func(i int) { w.num(int64(s.ci.owed[i])) })
	w.key("cashInGot")
	w.list(maxPlayers, func(i int) { w.num(int64(s.ci.got[i])) })
	w.bool("cashInShort", s.ci.short)
	w.key("cashInsUsed")
	w.list(maxPlayers, func(i int) { w.num(int64(s.used[i])) })
	w.int("passed", int(s.passed))
	w.bool("acted", s.acted)
	w.bool("roundRobin", s.opt.roundRobin)
	w.key("bids")
	n := min(max(int(s.n), 0), maxPlayers)
	w.list(n, func(p int) {
		k := min(max(int(s.nbids[p]), 0), 4)
		w.list(k, func(i int) {
			b := s.bids[p][i]
			w.b = append(w.b, '{')
			w.first = true
			w.int("wiseguy", int(b.wg))
			w.int("space", int(b.space))
			w.key("bills")
			w.b = appendPile(w.b, b.bills[:], billNames[:])
			w.bool("withdrawn", b.gone)
			w.b = append(w.b, '}')
		})
	})
	w.key("vendettaHands")
	w.list(maxPlayers, func(i int) { w.b = appendPile(w.b, s.hand[i][:], vendettaCodesAll[:]) })
	w.key("vendettaPile")
	w.b = appendPile(w.b, s.vDeck[:], vendettaCodesAll[:])
	w.key("vendettaDiscard")
	w.b = appendPile(w.b, s.vDisc[:], vendettaCodesAll[:])
	w.int("vendettaPlayed", int(s.vPlayed))
	w.int("vendettaLimit", int(s.vLimit))
	w.bool("enforcer", s.enforcer)
	w.int("bodyguardsUsed", int(s.guardUsed))
	w.key("pending")
	w.list(min(max(int(s.npend), 0), maxPend), func(i int) {
		d := s.pend[i]
		w.b = append(w.b, '{')
		w.first = true
		w.int("kind", int(d.kind))
		w.int("who", int(d.who))
		w.int("target", int(d.target))
		w.b = append(w.b, '}')
	})
	w.int("corruptors", int(s.corruptors))
	w.int("bidders", int(s.bidders))
	w.int("won", int(s.won))
	w.int("snitches", int(s.snitches))
	w.bool("innocent", s.innocent)
	w.key("rank")
	w.list(maxPlayers, func(i int) { w.num(int64(s.rank[i])) })
	w.int("winners", int(s.winners))
	w.key("knowledge")
	w.list(n, func(v int) {
		k := s.know[v]
		w.b = append(w.b, '{')
		w.first = true
		w.key("banks")
		w.list(n, func(q int) { b := k.bank[q].bills(); w.b = appendPile(w.b, b[:], billNames[:]) })
		w.key("hands")
		w.list(n, func(q int) { h := k.hand[q].hand(); w.b = appendPile(w.b, h[:], vendettaCodesAll[:]) })
		w.key("discard")
		d := k.disc.bills()
		w.b = appendPile(w.b, d[:], billNames[:])
		w.key("corruption")
		c := s.SeenInCorruption(core.Player(v))
		w.b = appendPile(w.b, c[:], billNames[:])
		w.b = append(w.b, '}')
	})
	rng, err := s.rng.MarshalJSON()
	if err != nil {
		return nil, err
	}
	w.key("rng")
	w.b = append(w.b, rng...)
	w.b = append(w.b, '}')
	return w.b, nil
}

// jw appends JSON object members.
type jw struct {
	b     []byte
	first bool
}

func (w *jw) key(k string) {
	if len(w.b) > 0 && !w.first && w.b[len(w.b)-1] != '{' {
		w.b = append(w.b, ',')
	}
	w.first = false
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, '"', ':')
}

func (w *jw) num(v int64) { w.b = strconv.AppendInt(w.b, v, 10) }

func (w *jw) int(k string, v int) {
	w.key(k)
	w.num(int64(v))
}

func (w *jw) bool(k string, v bool) {
	if v {
		w.key(k)
		w.b = append(w.b, "true"...)
	}
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
	w.first = false
}

// UnmarshalJSON reads what MarshalJSON wrote and checks it all (ranges,
// conservation of Bills, Vendetta and Street cards, Respect): a truncated or
// tampered state is an ErrBadState error and s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return core.Errorf(core.ErrBadState, "state JSON: %v", err)
	}
	t := State{
		n: j.Players, opt: options{reduced: j.Reduced, allTied: j.AllTied, byValue: j.ByValue, rotate: j.Rotate,
			innocentM: j.InnocentM, twoColR: j.TwoColR, roundRobin: j.RoundRobin,
			topVisible: j.TopVisible, noTurfR: j.NoTurfR},
		month: j.Month, phase: Phase(j.Phase), step: j.Step, first: j.First, phaseFirst: j.PhaseFirst, turn: j.Turn,
		cursor: j.Cursor, keeper: j.Keeper, chain: j.Chain, fpMoved: j.FPMoved,
		atlantic: j.Atlantic, respect: j.Respect,
		titles: j.Titles, zealous: j.Zealous, bonus: j.Bonus,
		guilt: j.Guilt, bank: j.Bank, corr: j.Corr, billDeck: j.BillDeck, billDisc: j.BillDisc, drawn: j.Drawn,
		ci: cashIn{kind: j.CIKind, owed: j.CIOwed, got: j.CIGot, short: j.CIShort}, used: j.Used, passed: j.Passed, acted: j.Acted,
		hand: j.Hand, vDeck: j.VDeck, vDisc: j.VDisc, vPlayed: j.VPlayed, vLimit: j.VLimit,
		enforcer: j.Enforcer, guardUsed: j.GuardUsed, corruptors: j.Corruptors,
		bidders: j.Bidders, won: j.Won, snitches: j.Snitches, innocent: j.Innocent, rank: j.Rank,
		winners: j.Winners, rng: j.RNG,
	}
	if j.View != "" {
		if j.View == "spectator" {
			t.view = 1
		} else if p, e := core.ParsePlayer(j.View, int(j.Players)); e == nil {
			t.view = int8(p) + 2
		} else {
			return bad("view %q: want a seat P0..P%d or spectator", j.View, j.Players-1)
		}
	}
	var err error
	set := func(text string, first, n int) uint64 {
		v, e := parseSet(text, first, n)
		if e != nil && err == nil {
			err = e
		}
		return v
	}
	for p := 0; p < maxPlayers; p++ {
		t.wiseguys[p] = uint32(set(j.Wiseguys[p], firstWiseguy, numWiseguys))
		t.turfs[p] = uint16(set(j.Turfs[p], firstTurf, numTurfs))
		t.respCards[p] = uint8(set(j.RespCards[p], firstRespect, numRespect))
		t.invWon[p] = uint8(set(j.InvWon[p], firstInv, numInv))
	}
	t.busyW = uint32(set(j.BusyW, firstWiseguy, numWiseguys))
	t.busyT = uint16(set(j.BusyT, firstTurf, numTurfs))
	t.invGone = uint8(set(j.InvGone, firstInv, numInv))
	t.streetDeck = core.Bits(set(j.StreetDeck, 0, numStreet))
	t.streetBottom = noCard
	if j.StreetBot != "-" && j.StreetBot != "" {
		c, e := parseSet(j.StreetBot, 0, numStreet)
		if e != nil || bits.OnesCount64(c) != 1 {
			return bad("streetBottom %q is not one card", j.StreetBot)
		}
		t.streetBottom = int8(bits.TrailingZeros64(c))
	}
	for i, code := range j.Street {
		t.street[i] = noCard
		if code != "-" {
			c, e := parseSet(code, 0, numStreet)
			if e != nil || bits.OnesCount64(c) != 1 {
				return bad("Street space %d: %q is not one card", i+1, code)
			}
			t.street[i] = int8(bits.TrailingZeros64(c))
		}
	}
	if err != nil {
		return err
	}
	if j.DiscTop != "" {
		top, ok := parseIndex(j.DiscTop, billNames[:numBillTypes])
		if !ok {
			return bad("billDiscardTop %q is not a Bill", j.DiscTop)
		}
		t.discTop = top + 1
	}
	if len(j.Bids) > maxPlayers || len(j.Pend) > maxPend {
		return bad("too many bids or pending decisions")
	}
	for p, list := range j.Bids {
		if len(list) > 4 {
			return bad("P%d has %d bids, at most 4", p, len(list))
		}
		t.nbids[p] = int8(len(list))
		for k, b := range list {
			t.bids[p][k] = bid{b.Wiseguy, b.Space, b.Bills, b.Gone}
		}
	}
	if len(j.Know) > maxPlayers {
		return bad("knowledge of %d seats", len(j.Know))
	}
	for v, k := range j.Know {
		if len(k.Banks) > maxPlayers || len(k.Hands) > maxPlayers {
			return bad("P%d's knowledge of too many seats", v)
		}
		for q, b := range k.Banks {
			t.know[v].bank[q] = billTally(b)
			if t.know[v].bank[q].bills() != b {
				return bad("P%d's knowledge of P%d's Bank: at most 15 of a type, no face-down Bill", v, q)
			}
		}
		for q, h := range k.Hands {
			t.know[v].hand[q] = handTally(h)
			if t.know[v].hand[q].hand() != h {
				return bad("P%d's knowledge of P%d's hand holds cards no hand keeps", v, q)
			}
		}
		t.know[v].disc = billTally(k.Discard)
		if t.know[v].disc.bills() != k.Discard {
			return bad("P%d's knowledge of the discard pile: at most 15 of a type, no face-down Bill", v)
		}
		for b, c := range k.Corruption {
			if c > 1 || c == 1 && b >= numBillTypes {
				return bad("P%d has seen in the Corruption pile one of each Bill type at most", v)
			}
			if c == 1 {
				t.know[v].corr |= 1 << uint(b)
			}
		}
	}
	t.npend = int8(len(j.Pend))
	for i, d := range j.Pend {
		t.pend[i] = pend{d.Kind, d.Who, d.Target}
	}
	if err := validate(&t); err != nil {
		return err
	}
	*s = t
	return nil
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
