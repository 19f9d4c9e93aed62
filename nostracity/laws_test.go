package nostracity

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// playUntil plays random legal moves from s until stop holds, failing the
// test when the game ends first.
func playUntil(t *testing.T, s State, seed uint64, stop func(*State) bool) State {
	t.Helper()
	r := core.NewRNG(seed)
	for i := 0; !stop(&s); i++ {
		ms := Legal(s)
		if len(ms) == 0 || i > 2000 {
			t.Fatal("the game ended before the position wanted")
		}
		var k int
		k, r = r.IntN(len(ms))
		var err error
		if s, _, err = Apply(s, ms[k]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// wantLaw decodes position b and wants it refused with core.ErrBadState
// and the Reasons code law.
func wantLaw(t *testing.T, what string, b []byte, law string) {
	t.Helper()
	var d State
	err := json.Unmarshal(b, &d)
	var re *core.RuleError
	if !errors.As(err, &re) || !errors.Is(err, core.ErrBadState) || re.Code != law {
		t.Fatalf("%s: decoding gives %v, want the law %q broken\n%s", what, err, law, b)
	}
	for _, e := range Reasons.Texts {
		if e.Name == law {
			return
		}
	}
	t.Fatalf("%s: %q is not a code of Reasons", what, law)
}

func encode(t *testing.T, s State) []byte {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSeatsAreOutOfThePhaseOnlyUnderRoundRobin: a position played under
// round-robin-single-action (HOUSE-1) with seats out of the phase, its
// "rules" removed, would decode under the default turn mode, where no
// seat is ever out of the phase, and its next pass would break Check; it
// is refused, and decodes with its rules.
func TestSeatsAreOutOfThePhaseOnlyUnderRoundRobin(t *testing.T) {
	s, _ := New(Config{Players: 4, PhaseTurnMode: "round-robin-single-action"}, 1)
	s = playUntil(t, s, 1, func(s *State) bool { return s.passed != 0 && s.step == stTurn && s.npend == 0 })
	b := encode(t, s)
	var d State
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatalf("the position with its rules: %v", err)
	}
	stripped := regexp.MustCompile(`"rules":\{[^}]*\},`).ReplaceAll(b, nil)
	if string(stripped) == string(b) {
		t.Fatal("no rules to remove")
	}
	wantLaw(t, "round-robin's passed seats under the default turn mode", stripped, "passed-only-round-robin")
}

// TestTheTurnPlayerIsInThePhaseAtEveryDecisionOfItsTurn: under
// round-robin-single-action the turn player is never among the seats out
// of the phase, whatever its turn waits for (found by the harness's
// tamper law: "passed" edited to hold the turn player of a distribution).
func TestTheTurnPlayerIsInThePhaseAtEveryDecisionOfItsTurn(t *testing.T) {
	for _, step := range []int8{stTurn, stDistribute, stBidBill} {
		s, _ := New(Config{Players: 4, PhaseTurnMode: "round-robin-single-action"}, 2)
		s = playUntil(t, s, 2, func(s *State) bool { return s.step == step && s.npend == 0 && s.passed != 0 })
		s.passed |= bit(s.active())
		wantLaw(t, "the turn player out of the phase at step "+itoa(int(step)), encode(t, s), "turn-player-passed")
	}
}

// TestCardCountsPast255DoNotWrapTheStock: the Vendetta stock and the Bill
// stock are conserved in whole numbers: hands of 255 and 4 Whacks (or 254
// and 5), whose sum is 3 modulo 256, are refused, not decoded as the
// stock's three; so are Banks of 255 and 35 $5,000 Bills.
func TestCardCountsPast255DoNotWrapTheStock(t *testing.T) {
	s, _ := New(Config{Players: 3}, 1)
	for _, c := range []struct {
		key    string
		p1, p2 map[string]int
		law    string
	}{
		{"vendetta", map[string]int{"whack": 255}, map[string]int{"whack": 4}, "cards-stock-has"},
		{"vendetta", map[string]int{"whack": 254}, map[string]int{"whack": 5}, "cards-stock-has"},
		{"bank", map[string]int{"5k": 255}, map[string]int{"5k": 35}, "bills-stock-has"},
	} {
		var j map[string]any
		if err := json.Unmarshal(encode(t, s), &j); err != nil {
			t.Fatal(err)
		}
		players := j["players"].([]any)
		players[1].(map[string]any)[c.key] = c.p1
		players[2].(map[string]any)[c.key] = c.p2
		delete(j, "bill_pile")
		delete(j, "vendetta_pile")
		e, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		wantLaw(t, fmt.Sprintf("%s %v and %v", c.key, c.p1, c.p2), e, c.law)
	}
}

// TestAViewDecodesOnlyIfSomeFullStateGivesIt: a View whose viewer's memory
// of the Bill discard pile is edited to three $50,000 Guilty Bills while
// the viewer holds one of the three itself fits the pile's size, yet no
// full state gives it (every Determinize would break Check): it is
// refused; unedited, it decodes and determinizes. The same for a Vendetta
// hand the viewer remembers (a Tail) holding more Whacks than the stock
// leaves.
func TestAViewDecodesOnlyIfSomeFullStateGivesIt(t *testing.T) {
	s, _ := New(Config{Players: 3}, 4)
	s = playUntil(t, s, 4, func(s *State) bool { return s.billDisc.total() >= 3 && s.step == stTurn && s.npend == 0 })
	// P0 holds a $50,000 Guilty Bill.
	for t := range s.bank {
		if s.bank[t][b50kG] > 0 && t != 0 {
			s.bank[t][b50kG]--
			s.bank[t][b5k]++
			s.bank[0][b50kG]++
			s.bank[0][b5k]--
			break
		}
	}
	if s.bank[0][b50kG] == 0 {
		s.billDeck[b50kG]--
		s.billDeck[b5k]++
		s.bank[0][b50kG]++
		s.bank[0][b5k]--
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	v := View(s, 0)
	var d State
	if err := json.Unmarshal(encode(t, v), &d); err != nil {
		t.Fatalf("the unedited View: %v", err)
	}
	if err := Determinize(d, 0, core.NewRNG(1)).Check(); err != nil {
		t.Fatalf("the unedited View's Determinize: %v", err)
	}
	edited := v
	edited.know[0].disc = 0
	edited.know[0].disc.add(b50kG, 3)
	wantLaw(t, "P0 remembers three 50k-guilty discarded and holds one", encode(t, edited), "viewer-knows-more-bills-than-stock")

	if v.vDeck[vHidden] < 4 {
		t.Fatal("the Vendetta pile is too small to test")
	}
	edited = v
	edited.know[0].hand[other(0, 1)] = 0
	edited.know[0].hand[other(0, 1)].add(handSlot(vWhack), 3)
	edited.hand[1][vHidden] = max(edited.hand[1][vHidden], 3)
	edited.vDisc[vWhack] = 1
	edited.vDeck[vHidden] -= 1 + edited.hand[1][vHidden] - v.hand[1][vHidden]
	wantLaw(t, "P0 remembers three Whacks in P1's hand, one discarded", encode(t, edited), "viewer-knows-more-cards-than-stock")
}

// tamper is s's JSON with edit applied to it, read as a tree (numbers
// kept as written).
func tamper(t *testing.T, s State, edit func(j map[string]any)) []byte {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(encode(t, s)))
	d.UseNumber()
	var j map[string]any
	if err := d.Decode(&j); err != nil {
		t.Fatal(err)
	}
	edit(j)
	b, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playerKey is players[p] of a position's tree.
func playerKey(j map[string]any, p int) map[string]any {
	return j["players"].([]any)[p].(map[string]any)
}

// lastDecision is the bottom entry of a position's "decisions".
func lastDecision(j map[string]any) map[string]any {
	ds := j["decisions"].([]any)
	return ds[len(ds)-1].(map[string]any)
}

// finished is a 3-player game played to its end.
func finished(t *testing.T) State {
	t.Helper()
	s, _ := New(Config{Players: 3}, 6)
	return playUntil(t, s, 6, func(s *State) bool { return Over(*s) })
}

// TestBonusIsZeroToSevenAndRankOneToSeatsAtTheEnd: Check judges a
// finished game's End of Game Bonuses (0..7) and ranks (1 to the number
// of seats, each seat ranked), and both are blank before the Final
// Verdict; the decoder only reads them.
func TestBonusIsZeroToSevenAndRankOneToSeatsAtTheEnd(t *testing.T) {
	end := finished(t)
	if err := json.Unmarshal(encode(t, end), new(State)); err != nil {
		t.Fatalf("the finished game: %v", err)
	}
	for _, c := range []struct {
		what string
		key  string
		v    any // nil: the key removed
	}{
		{"a bonus of 8", "bonus", 8},
		{"a bonus of -1", "bonus", -1},
		{"a rank past the seats", "rank", 4},
		{"a rank of 0", "rank", 0},
		{"no rank at the end", "rank", nil},
	} {
		b := tamper(t, end, func(j map[string]any) {
			delete(j["players"].([]any)[1].(map[string]any), "respect")
			if c.v == nil {
				delete(playerKey(j, 1), c.key)
			} else {
				playerKey(j, 1)[c.key] = c.v
			}
		})
		wantLaw(t, c.what, b, "bonus-or-rank-out-range")
	}
	s, _ := New(Config{Players: 3}, 6)
	for _, key := range []string{"bonus", "rank"} {
		b := tamper(t, s, func(j map[string]any) { playerKey(j, 0)[key] = 1 })
		wantLaw(t, key+" before the Final Verdict", b, "end-game-bonuses-ranks-come")
	}
}

// distributing is a 3-player game at a Cash-in's distribution.
func distributing(t *testing.T) State {
	t.Helper()
	s, _ := New(Config{Players: 3}, 3)
	return playUntil(t, s, 3, func(s *State) bool { return s.step == stDistribute && s.npend == 0 })
}

// TestCashInSharesAreZeroToTwentyBills: a Cash-in draws at most 20 Bills
// for a seat, so a share (owed) or a count received (got) over 20 is
// refused by Check, not read past.
func TestCashInSharesAreZeroToTwentyBills(t *testing.T) {
	s := distributing(t)
	if err := json.Unmarshal(encode(t, s), new(State)); err != nil {
		t.Fatalf("the distribution: %v", err)
	}
	for _, key := range []string{"owed", "got"} {
		b := tamper(t, s, func(j map[string]any) { lastDecision(j)[key] = map[string]int{"P1": 21} })
		wantLaw(t, key+" 21 Bills", b, "cash-shares-out-range")
	}
}

// TestACashInShareIsForASeatOfTheGame: a distribution's share or count
// received for a seat the game does not have (P3 of 3 seats) is refused
// by Check; one past every seat a game can have (P5) by the decoder.
func TestACashInShareIsForASeatOfTheGame(t *testing.T) {
	s := distributing(t)
	for _, c := range []struct{ key, seat, law string }{
		{"owed", "P3", "seat-not-player-game"},
		{"got", "P4", "seat-not-player-game"},
		{"owed", "P5", "distribute-share-seat"},
	} {
		b := tamper(t, s, func(j map[string]any) { lastDecision(j)[c.key] = map[string]int{c.seat: 1} })
		wantLaw(t, c.key+" for "+c.seat, b, c.law)
	}
}

// TestAMakeBusyDecisionComesFromAFitOfRageOrAWhack: the card a make-busy
// decision names is the one that caused it, a Fit of Rage or a Whack;
// another Vendetta card is refused by Check (forced-busy-card).
func TestAMakeBusyDecisionComesFromAFitOfRageOrAWhack(t *testing.T) {
	var s State
	found := false
	for seed := uint64(1); seed < 200 && !found; seed++ {
		g, _ := New(Config{Players: 3}, seed)
		r := core.NewRNG(seed)
		for !Over(g) && !found {
			ms := Legal(g)
			var k int
			k, r = r.IntN(len(ms))
			g, _, _ = Apply(g, ms[k])
			if found = g.npend > 0 && g.pend[0].kind == pendBusy; found {
				s = g
			}
		}
	}
	if !found {
		t.Fatal("no make-busy decision in 200 games")
	}
	if err := json.Unmarshal(encode(t, s), new(State)); err != nil {
		t.Fatalf("the make-busy decision: %v", err)
	}
	for _, card := range []string{"fbi-snitch", "tail", "torch"} {
		b := tamper(t, s, func(j map[string]any) { j["decisions"].([]any)[0].(map[string]any)["card"] = card })
		wantLaw(t, "make-busy from "+card, b, "forced-busy-card")
	}
}

// TestSeatListsNameSeatsOfTheGame: the lists of seats name seats of the
// game: P3 or P7 in a 3-player game is refused by Check
// (seat-list-past-seats) in each of passed, bodyguards_used, corruptors,
// bidders, won, snitches and winners; P8, past any game's seats, by the
// decoder (not-a-seat).
func TestSeatListsNameSeatsOfTheGame(t *testing.T) {
	s, _ := New(Config{Players: 3}, 2)
	for _, key := range []string{"passed", "bodyguards_used", "corruptors", "bidders", "won", "snitches", "winners"} {
		for _, seat := range []string{"P3", "P7"} {
			b := tamper(t, s, func(j map[string]any) { j[key] = []string{"P1", seat} })
			wantLaw(t, key+" naming "+seat, b, "seat-list-past-seats")
		}
		b := tamper(t, s, func(j map[string]any) { j[key] = []string{"P8"} })
		wantLaw(t, key+" naming P8", b, "not-a-seat")
	}
}

// TestASeatKnowsFaceUpCardsOfOtherSeats: what a seat knows privately is of
// another seat of the game, face up (no face-down card, no Police Raid, in
// a hand only cards a hand keeps), and the Bill types it has seen in the
// Corruption pile a set in id order; anything else is refused, naming the
// law.
func TestASeatKnowsFaceUpCardsOfOtherSeats(t *testing.T) {
	s, _ := New(Config{Players: 3}, 2)
	for _, c := range []struct {
		knows map[string]any
		law   string
	}{
		{map[string]any{"banks": map[string]any{"P0": map[string]int{"5k": 1}}}, "knows-banks-another-seat-game"},
		{map[string]any{"banks": map[string]any{"P3": map[string]int{"5k": 1}}}, "knows-banks-another-seat-game"},
		{map[string]any{"banks": map[string]any{"P1": map[string]int{"police-raid": 1}}}, "knows-banks-bills-none-face"},
		{map[string]any{"hands": map[string]any{"P0": map[string]int{"whack": 1}}}, "knows-hands-another-seat-game"},
		{map[string]any{"hands": map[string]any{"P2": map[string]int{"atlantic-city": 1}}}, "knows-hands-vendetta-cards-hand"},
		{map[string]any{"discard": map[string]int{"hidden": 1}}, "knows-discard-bills-none-face"},
		{map[string]any{"corruption": []string{"10k-guilty", "5k"}}, "knows-corruption-set-bill-types"},
		{map[string]any{"corruption": []string{"police-raid"}}, "knows-corruption-set-bill-types"},
	} {
		b := tamper(t, s, func(j map[string]any) { playerKey(j, 0)["knows"] = c.knows })
		wantLaw(t, fmt.Sprint(c.knows), b, c.law)
	}
}

// TestDecisionsAreInterruptionsOverOneDecisionOfAStep: a position's
// decisions, top first, each name a decision and a seat; above the bottom
// only fit-of-rage-target and make-busy interrupt, at most maxPend of
// them; the bottom is a step's decision naming what its step needs (the
// space resolved, a distribution's cash_in); resolving is written only
// while the auctions are resolved. Each broken shape is refused, naming
// its law.
func TestDecisionsAreInterruptionsOverOneDecisionOfAStep(t *testing.T) {
	s, _ := New(Config{Players: 3}, 2)
	rage := map[string]any{"decision": "fit-of-rage-target", "seat": "P1"}
	turn := map[string]any{"decision": "turn", "seat": "P0"}
	for _, c := range []struct {
		what string
		ds   []any
		law  string
	}{
		{"an entry without its seat", []any{map[string]any{"decision": "turn"}}, "decisions-every-decision-names-seat"},
		{"a turn over a turn", []any{turn, turn}, "decisions-only-fit-rage-target"},
		{"over at the bottom", []any{map[string]any{"decision": "over", "seat": "P0"}}, "decisions-not-decision-nostra-city"},
		{"a keep-bid without its space", []any{map[string]any{"decision": "keep-bid", "seat": "P0"}}, "decision-names-street-space-resolved"},
		{"a distribute without its cash_in", []any{map[string]any{"decision": "distribute", "seat": "P0"}}, "distribute-decision-names-cash"},
		{"too many interruptions", append(slices.Repeat([]any{rage}, maxPend+1), turn), "pending-decisions-most"},
	} {
		b := tamper(t, s, func(j map[string]any) { j["decisions"] = c.ds; delete(j, "decision") })
		wantLaw(t, c.what, b, c.law)
	}
	b := tamper(t, s, func(j map[string]any) { j["resolving"] = "S2" })
	wantLaw(t, "resolving at a turn", b, "resolving-written-exactly-while-auctions")
}

// TestAPositionGivesWhatTheGameCannotWorkOut: 3 to 5 players, the phase
// and the First Player card's holder are given; a seat's Busy cards are
// its own, its Cash-in limits listed once; a View writes the Bill discards
// and the Bill pile face down, the Police Raid among the pile. Each is
// refused otherwise, naming its law.
func TestAPositionGivesWhatTheGameCannotWorkOut(t *testing.T) {
	s, _ := New(Config{Players: 3}, 2)
	p1Turf := encodeTree(t, s)["players"].([]any)[1].(map[string]any)["turfs"]
	for _, c := range []struct {
		what string
		v    State
		edit func(j map[string]any)
		law  string
	}{
		{"two players", s, func(j map[string]any) { j["players"] = j["players"].([]any)[:2] }, "players-not-3-to-5"},
		{"no phase", s, func(j map[string]any) { delete(j, "phase") }, "phase-left-out"},
		{"no First Player", s, func(j map[string]any) { delete(j, "first_player") }, "first-player-holder-first-player"},
		{"P0 lists P1's Turf as Busy", s, func(j map[string]any) { playerKey(j, 0)["busy"] = p1Turf }, "busy-card-one-seat-wiseguys"},
		{"a limit listed twice", s, func(j map[string]any) { playerKey(j, 0)["cash_ins"] = []string{"racket", "racket"} }, "cash-ins-lists-twice"},
		{"a View's discards face up", View(s, 0), func(j map[string]any) { j["bill_discard"] = map[string]int{"5k": 1} }, "view-writes-bill-discards"},
		{"a View's Bill pile face up", View(s, 0), func(j map[string]any) { j["bill_pile"] = map[string]int{"5k": 3} }, "view-writes-bill-pile-police"},
	} {
		wantLaw(t, c.what, tamper(t, c.v, c.edit), c.law)
	}
}

// encodeTree is s's JSON as a tree.
func encodeTree(t *testing.T, s State) map[string]any {
	t.Helper()
	var j map[string]any
	if err := json.Unmarshal(encode(t, s), &j); err != nil {
		t.Fatal(err)
	}
	return j
}
