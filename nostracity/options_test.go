package nostracity

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

func TestFirstPlayerRotatesAtReceptionWhenConfigured(t *testing.T) {
	for _, rotate := range []bool{false, true} {
		s := scenario(t, 3, Config{FirstPlayerRotatesAtReception: rotate})
		for p := 0; p < 3; p++ {
			give(&s, p, p)
		}
		s.phase = PhaseTrial
		s, _ = play(t, s, "P0 pass", "P1 pass", "P2 pass")
		want := core.Player(0)
		if rotate {
			want = 1
		}
		if s.FirstPlayer() != want || ToMove(s) != want {
			t.Fatalf("rotate=%v: First Player %v, want %v (HOUSE-2)", rotate, s.FirstPlayer(), want)
		}
	}
}

func TestJuryStartAndInnocentThresholdAreConfigurable(t *testing.T) {
	at := 2
	s, err := New(Config{Players: 3, JuryStart: []int{1, 2, 3}, InnocentIfAtMost: &at}, 1)
	if err != nil || s.Guilt() != 1 || s.opt.innocentM != 2 {
		t.Fatalf("Guilt %d, threshold %d, %v", s.Guilt(), s.opt.innocentM, err)
	}
	if _, err := New(Config{JuryStart: []int{1, 2}}, 1); !errorsIs(err, core.ErrBadConfig) {
		t.Fatal("jury_start needs three values")
	}
	s = scenario(t, 3, Config{InnocentIfAtMost: &at})
	for p := 0; p < 3; p++ {
		give(&s, p, p)
	}
	s.phase = PhaseTrial
	setMonth(&s, 6)
	s.guilt = 2
	s, _ = endTurns(t, s)
	if !s.Innocent() {
		t.Fatal("HOUSE-9: Guilt 2 is Innocent with innocent_if_at_most 2")
	}
}

func TestGuiltyTieBreakIsTheBankValue(t *testing.T) {
	s := verdictScene(t, 3)
	s.guilt = 3
	setHand(&s, 0, vcards{vSnitch: 1})
	setHand(&s, 2, vcards{vSnitch: 1})
	setBank(&s, 2, bills{b50kI: 1})
	s, _ = endTurns(t, s)
	r := Result(s)
	if len(r.Winners) != 1 || r.Winners[0] != 2 {
		t.Fatalf("winners %v: HOUSE-11 breaks a Guilty tie by Bank value", r.Winners)
	}
}

func TestEmptyBankMayStillCashIn(t *testing.T) {
	s := businessScene(t, 0)
	s.billDeck.add(s.bank[0])
	s.bank[0] = bills{}
	if !isLegal(s, "P0 cash-in W01 T01 red") {
		t.Fatal("HOUSE-20: an empty Bank may Cash-in")
	}
}

func TestOneVendettaCardPerTurn(t *testing.T) {
	s := businessScene(t, 0)
	setHand(&s, 0, vcards{vSkim: 1, vTail: 1})
	refused(t, s, "P0 play tail P0", core.ErrIllegalMove, "another player")
	s, _ = play(t, s, "P0 play skim")
	refused(t, s, "P0 play tail P1", core.ErrIllegalMove, "HOUSE-12")
	s, _ = play(t, s, "P0 pass")
	s, _ = play(t, s, "P1 pass", "P2 pass") // P0's next turn: the Meeting
	if !isLegal(s, "P0 play tail P1") {
		t.Fatal("the next turn allows a card again")
	}
}

func TestTamperedStateJSONIsRefused(t *testing.T) {
	s, _ := New(Config{Players: 3}, 5)
	b, _ := json.Marshal(s)
	for _, c := range []struct{ from, to, why string }{
		{`"seat":"P0",`, `"seat":"P0","respect":9,`, "Respect"},
		{`"game":"nostracity"`, `"game":"tonytino"`, "Nostra City position"},
		{`"version":3`, `"version":1`, "version"},
		{`"bill_pile":{`, `"bill_pile":{"50k-guilty":9,`, "counted twice"},
		{`"bill_pile":{"5k":`, `"bill_pile":{"5k":1`, "stock less every Bill elsewhere"},
		{`"month":1`, `"month":9`, "month"},
		{`"vendetta_pile":{"fbi-snitch":`, `"vendetta_pile":{"fbi-snitch":1`, "stock less every Vendetta card"},
		{`"street":[`, `"street":[null,`, "exactly 4"},
		{`"street":["`, `"street":[0,"`, "street"},
		{`"month":1`, `"month":1,"month":2`, "twice"},
		{`"month":1`, `"Month":1`, "case"},
		{`"active":"P0"`, `"active":"P7"`, "seat"},
		{`"decision":"turn","active"`, `"decision":"distribute","active"`, "decisions say"},
	} {
		bad := strings.Replace(string(b), c.from, c.to, 1)
		var got State
		err := json.Unmarshal([]byte(bad), &got)
		if !errorsIs(err, core.ErrBadState) {
			t.Fatalf("%s: %v", c.why, err)
		}
		if got != (State{}) {
			t.Fatal("a refused decode changed the state")
		}
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("round trip: %v", err)
	}
}

func TestIllegalMovesNameTheRuleAndLeaveTheState(t *testing.T) {
	s := businessScene(t, 0)
	refused(t, s, "P1 pass", core.ErrNotYourTurn, "P0 decides now")
	refused(t, s, "P0 bid W01 S1", core.ErrIllegalMove, "Business phase allows")
	s.phase = PhaseOver
	refused(t, s, "P0 pass", core.ErrGameOver, "Final Verdict")
}

func TestStateStringShowsTheTable(t *testing.T) {
	s := cashInScene(t)
	forceBills(&s, b5k, b5k, b50kG)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	out := View(s, 0).String()
	for _, want := range []string{"January, Business, P0 to decide", "Drawn, to distribute: $5k×2 $50kG", "W01 Baldini Sweetener (Busy)", "T01 Red Hook (red/drugs) (Busy)"} {
		if !strings.Contains(out, want) {
			t.Fatalf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(View(s, 1).String(), "$50kG") {
		t.Fatal("P1's view shows the drawn Bills")
	}
}

func TestTiedUnderbossStaysOnTheStreetAndCheatsNobodyForTitles(t *testing.T) {
	// HOUSE-18: a tie leaves the Underboss on the Street; no Title is given.
	s := titleScene(t, 4)
	s, log := play(t, s, "P0 bid W11 S1", "P0 add 10k-innocent", "P0 pass", "P1 bid W12 S1", "P1 add 10k-guilty", "P1 pass", "P2 pass", "P3 pass")
	wantLine(t, log, "tie on S1: nobody wins Underboss")
	if s.street[0] != cUnderboss || s.titles[0] >= 0 || hasLine(log, "P2 is Cheated") {
		t.Fatal("the Underboss waits for a later Meeting")
	}
}

func TestCorruptionPileIsRevealedAtTheFinalVerdict(t *testing.T) {
	s := verdictScene(t, 3)
	s.corr[1] = bills{b10kG: 1}
	s.billDeck[b10kG]--
	s, log := endTurns(t, s)
	wantLine(t, log, "the Corruption pile holds $10kG: Guilt +1")
	if View(s, 0).corr[1] != (bills{b10kG: 1}) {
		t.Fatal("after the verdict the pile is public")
	}
}

// TestZeroMoveIsNotLegal: an uninitialised Move from a UI never ends a
// turn or does anything else; Legal never lists it.
func TestZeroMoveIsNotLegal(t *testing.T) {
	s, _ := New(Config{Players: 3}, 1)
	for !Over(s) && s.Phase() != PhaseMeeting {
		for _, m := range Legal(s) {
			if m == (Move{}) || m.Kind == 0 {
				t.Fatalf("Legal lists the zero Move: %v", m)
			}
		}
		zero := Move{By: ToMove(s)}
		if _, _, err := Apply(s, zero); !errorsIs(err, core.ErrIllegalMove) {
			t.Fatalf("the zero Move of %v: %v", zero.By, err)
		}
		s, _, _ = Apply(s, Legal(s)[len(Legal(s))-1])
	}
}

func TestZeroStateRefusesMovesWithoutPanicking(t *testing.T) {
	var s State
	for _, m := range []Move{{}, {By: core.NoPlayer}, {By: 1, Kind: MoveKindCashIn, Wiseguy: 50, Turf: -9, CashIn: 99}} {
		if _, _, err := Apply(s, m); err == nil {
			t.Fatalf("%v applied to the zero State", m)
		}
	}
	if Legal(s) != nil || ToMove(s) != core.NoPlayer || !Result(s).IsZero() || s.String() == "" {
		t.Fatal("the zero State has no moves")
	}
	_ = View(s, 3)
	_ = Determinize(s, 9, core.NewRNG(1))
}

// TestApplyAcceptsExactlyTheLegalMoves throws random moves (any kind, any
// parameters) at states of random games: none may panic, and Apply accepts
// one exactly when Legal lists it.
func TestApplyAcceptsExactlyTheLegalMoves(t *testing.T) {
	r := core.NewRNG(99)
	for game := 0; game < 6; game++ {
		s, _ := New(Config{Players: 3 + game%3}, uint64(game))
		for !Over(s) {
			legal := Legal(s)
			for i := 0; i < 60; i++ {
				var v [5]int
				for j := range v {
					v[j], r = r.IntN(70)
				}
				m := mv(int8(v[0]%6-1), MoveKind(v[1]%int(numMoveKinds+1)), int8(v[2]-3), int8(v[3]%12-3), int8(v[4]%20-3))
				if v[4]%7 == 0 {
					m.Title = Title(v[2] % 4) // a stray field
				}
				if i%2 == 0 {
					m.By = ToMove(s)
				}
				_, _, err := Apply(s, m)
				in := false
				for _, l := range legal {
					in = in || l == m
				}
				if (err == nil) != in {
					t.Fatalf("%+v (%v): accepted=%v, in Legal=%v\n%s", m, m, err == nil, in, s)
				}
			}
			var k int
			k, r = r.IntN(len(legal))
			s, _, _ = Apply(s, legal[k])
		}
	}
}

func TestRoundRobinSingleActionPassesTheTurnAfterEachAction(t *testing.T) {
	// HOUSE-1 option: one action per turn; a turn ended without acting is
	// a pass for the rest of the phase.
	s := scenario(t, 3, Config{PhaseTurnMode: "round-robin-single-action"})
	give(&s, 0, 0, 1, tRedHook, tBensonhurst)
	give(&s, 1, 2, tConey)
	give(&s, 2, 3, tOzone)
	s, _ = play(t, s, "P0 cash-in W01 T01 drugs", "P0 keep")
	refused(t, s, "P0 cash-in W02 T02 gambling", core.ErrIllegalMove, "one action per turn")
	s, _ = play(t, s, "P0 pass", "P1 pass")
	s, log := play(t, s, "P2 pass")
	wantLine(t, log, "P2 passes for the rest of the phase")
	if ToMove(s) != 0 || s.phase != PhaseBusiness {
		t.Fatal("P0 acted, so P0 has another turn; P1 and P2 are out")
	}
	s, _ = play(t, s, "P0 cash-in W02 T02 gambling", "P0 keep", "P0 pass")
	if ToMove(s) != 0 {
		t.Fatal("only P0 is still in the phase")
	}
	s, _ = play(t, s, "P0 pass")
	if s.phase != PhaseMeeting {
		t.Fatal("everyone passed: the Meeting")
	}
}

// TestEveryIdentifierHasStringNameAndText: every card, space, title,
// bonus and Cash-in type has its notation (unique within its type), its
// name and its rules text, so a UI never hard-codes one.
func TestEveryIdentifierHasStringNameAndText(t *testing.T) {
	type id interface {
		String() string
		Name() string
		Text() string
	}
	check := func(what string, ids []id) {
		seen := map[string]bool{}
		for _, x := range ids {
			if x.String() == "" || x.String() == "?" || x.String() == "-" || x.Name() == "" || x.Text() == "" || seen[x.String()] {
				t.Fatalf("%s %q: name %q, text %q", what, x.String(), x.Name(), x.Text())
			}
			seen[x.String()] = true
		}
	}
	var ids []id
	for c := Card(0); c < numStreet; c++ {
		ids = append(ids, c)
	}
	check("card", ids)
	ids = nil
	for w := Wiseguy(0); w < numWiseguys; w++ {
		ids = append(ids, w)
	}
	check("Wiseguy", ids)
	ids = nil
	for x := Turf(firstTurf); x < firstRespect; x++ {
		ids = append(ids, x)
	}
	check("Turf", ids)
	ids = nil
	for v := VendettaCard(0); v < HiddenVendetta; v++ {
		ids = append(ids, v)
	}
	check("Vendetta card", ids)
	ids = nil
	for i := Investigation(0); i < numInv; i++ {
		ids = append(ids, i)
	}
	check("Investigation", ids)
	ids = []id{TitleUnderboss, TitlePrimoCapo, TitleConsigliere, MostVendettaCards, MostWiseguys, MostTurfs, PoliticianBonus}
	check("title or bonus", ids)
	ids = nil
	for b := Bill(0); b < HiddenBill; b++ {
		ids = append(ids, b)
	}
	check("Bill", ids)
	ids = nil
	for k := CashInType(0); k < numKinds; k++ {
		ids = append(ids, k)
	}
	check("Cash-in type", ids)
	check("space", []id{Space(0), Space(1), Space(2), Space(3)})
	check("decision", []id{DecisionOver, DecisionTurn, DecisionDistribute, DecisionFirstBill, DecisionColdFeet, DecisionKeepBid, DecisionGiveConsigliere, DecisionGivePrimoCapo, DecisionFitOfRageTarget, DecisionMakeBusy})
	check("phase", []id{PhaseBusiness, PhaseMeeting, PhaseTrial, PhaseOver, PhaseReception, PhaseFinalVerdict})
	if Bill10kI.Value() != 10000 || Bill10kI.Icon() != -1 || Bill50kG.Name() != "$50,000 Guilty" || IRSAudit.Backhander() != 40000 {
		t.Fatal("a Bill's value and name, an Investigation's Backhander")
	}
	if Card(iIRS+firstInv).Text() != "I4 IRS Audit ($40k): Racket Cash-ins draw 1 Bill fewer (off the active player's share); 1 Guilt a Month" {
		t.Fatal(Card(iIRS + firstInv).Text())
	}
	if Turf(firstTurf).Card().String() != "T01" || Space(1).String() != "S2" || NoCard.String() != "none" || NoTurf.String() != "none" || NoBill.String() != "none" || NoMoveKind.String() != "none" || NoEventKind.String() != "none" {
		t.Fatal("one id space for Turfs, spaces S1..S4")
	}
}

// ---- House rule HOUSE-15 option discard_top_visible ----

// soleWinAndContest: P0 wins S1 alone with $10kI + $5k and keeps the $10kI
// (the $5k is discarded unseen), then P1's $10kG beats P2's $5k on S2 (both
// shown and discarded).
var soleWinAndContest = []string{
	"P0 bid W11 S1", "P0 add 10k-innocent", "P0 add 5k", "P0 pass",
	"P1 bid W14 S2", "P1 add 10k-guilty", "P1 pass",
	"P2 bid W06 S2", "P2 add 5k", "P2 pass",
	"P0 keep-bid 10k-innocent",
}

func TestDiscardPileShowsOnlyItsSizeByDefault(t *testing.T) {
	s, log := play(t, meetingScene(t), soleWinAndContest...)
	if hasLine(log, "on top") || s.DiscardTop() != -1 || s.DiscardSize() != 3 {
		t.Fatalf("HOUSE-15: no top is shown by default (top %d)", s.DiscardTop())
	}
	for _, p := range []core.Player{0, 1, 2, core.NoPlayer} {
		v := View(s, p)
		if v.billDisc != (bills{bHidden: 3}) || v.DiscardTop() != -1 || strings.Contains(v.String(), "on top") {
			t.Fatalf("%v sees the discard pile as %v", p, v.billDisc)
		}
	}
}

func TestDiscardTopVisibleShowsTheLastDiscardedBill(t *testing.T) {
	s := meetingScene(t, Config{DiscardTopVisible: true})
	s, _ = play(t, s, soleWinAndContest[:len(soleWinAndContest)-1]...)
	m, _ := ParseMove("P0 keep-bid 10k-innocent")
	s, evs, err := Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	// The sole winner's discard is the first on the pile: the $5k shows,
	// to everyone.
	var top *Event
	for _, e := range evs {
		if e := e.(*Event); e.Kind == EventKindDiscardTopShown && e.Bills == (bills{b5k: 1}) {
			top = e
		}
	}
	if top == nil || top.To != core.Everyone {
		t.Fatalf("no public event names the $5k on top: %v", evs)
	}
	// Then S2's contested bids ($10kG and $5k) go on, the higher type last.
	var log []string
	for _, e := range evs {
		log = append(log, e.String())
	}
	wantLine(t, log, "the Bill discard pile (3 Bills) shows $10kG on top")
	if s.DiscardTop() != b10kG {
		t.Fatalf("top %d, want the $10kG", s.DiscardTop())
	}
	for _, p := range []core.Player{0, 1, 2, core.NoPlayer} {
		v := View(s, p)
		if v.billDisc != (bills{b10kG: 1, bHidden: 2}) || v.DiscardTop() != b10kG || v.DiscardSize() != 3 {
			t.Fatalf("%v sees the discard pile as %v", p, v.billDisc)
		}
		if !strings.Contains(v.String(), "discards 3 ($10kG on top)") {
			t.Fatalf("the text rendering shows no top:\n%s", v)
		}
	}
}

func TestPoliceRaidTakesTheVisibleDiscardTopBack(t *testing.T) {
	s := cashInScene(t, Config{DiscardTopVisible: true})
	s.billDisc = bills{b5k: 2, b20kG: 1}
	s.billDeck[b5k] -= 2
	s.billDeck[b20kG]--
	s.discTop = b20kG + 1
	if err := validate(&s); err != nil || View(s, 1).DiscardTop() != b20kG {
		t.Fatalf("scene: %v", err)
	}
	forceBills(&s, b10kI, bRaid)
	s, log := play(t, s, "P0 cash-in W01 T01 red")
	wantLine(t, log, "Police Raid!")
	if s.DiscardTop() != -1 || s.DiscardSize() != 0 || View(s, 2).DiscardTop() != -1 {
		t.Fatalf("the reshuffle empties the pile and its top: top %d, size %d", s.DiscardTop(), s.DiscardSize())
	}
}

func TestFitOfRageLostBillShowsOnTheVisibleDiscardPile(t *testing.T) {
	s := scenario(t, 3, Config{DiscardTopVisible: true})
	give(&s, 0, 0, tRedHook, tBensonhurst)
	give(&s, 1, wPennyPinch, tConey)
	give(&s, 2, wColdFeet, tOzone)
	forceBills(&s, b5k, b5k, b5k)
	s, _ = play(t, s, "P0 cash-in W01 T01 red")
	forceVendetta(&s, vRage)
	s.rng = s.rng.Force(6) // P0's Bank is $5k×5 $10kI $10kG: the $10kG goes
	s, log := play(t, s, "P0 keep")
	wantLine(t, log, "P0 loses a random Bill from the Bank")
	wantLine(t, log, "the Bill discard pile (1 Bill) shows $10kG on top")
	if View(s, 1).DiscardTop() != b10kG || s.bank[0][b10kG] != 0 {
		t.Fatal("the lost Bill is the visible top")
	}
}

func TestDeterminizeKeepsTheVisibleDiscardTop(t *testing.T) {
	s, _ := play(t, meetingScene(t, Config{DiscardTopVisible: true}), soleWinAndContest...)
	for seed := uint64(0); seed < 30; seed++ {
		for _, p := range []core.Player{0, 1, 2, core.NoPlayer} {
			for _, from := range []State{s, View(s, p)} {
				d := Determinize(from, p, core.NewRNG(seed))
				if d.DiscardTop() != b10kG || d.billDisc[b10kG] == 0 || d.billDisc[bHidden] != 0 || d.DiscardSize() != 3 {
					t.Fatalf("seed %d, %v: discards %v, top %d", seed, p, d.billDisc, d.DiscardTop())
				}
				if err := validate(&d); err != nil {
					t.Fatal(err)
				}
				if View(d, p) != View(s, p) {
					t.Fatalf("seed %d: %v can tell the determinized state apart", seed, p)
				}
			}
		}
	}
}

func TestDiscardTopSurvivesJSONAndATamperedTopIsRefused(t *testing.T) {
	s, _ := play(t, meetingScene(t, Config{DiscardTopVisible: true}), soleWinAndContest...)
	b, _ := json.Marshal(s)
	if !strings.Contains(string(b), `"discard_top_visible":true`) || !strings.Contains(string(b), `"discard_top":"10k-guilty"`) {
		t.Fatalf("JSON without the top: %s", b)
	}
	for _, st := range []State{s, View(s, 1)} {
		b, _ := json.Marshal(st)
		var back State
		if err := json.Unmarshal(b, &back); err != nil || back != st {
			t.Fatalf("round trip: %v", err)
		}
	}
	for _, c := range []struct{ from, to, why string }{
		{`"discard_top":"10k-guilty"`, `"discard_top":"50k-innocent"`, "top does not match"},
		{`"discard_top":"10k-guilty"`, `"discard_top":"police-raid"`, "discard_top"},
		{`"discard_top_visible":true`, `"discard_top_visible":false`, "without discard_top_visible"},
		{`,"discard_top":"10k-guilty"`, ``, "top does not match"},
	} {
		bad := strings.Replace(string(b), c.from, c.to, 1)
		var got State
		if err := json.Unmarshal([]byte(bad), &got); !errorsIs(err, core.ErrBadState) || !strings.Contains(err.Error(), c.why) {
			t.Fatalf("%s: %v", c.why, err)
		}
	}
}

// ---- House rule HOUSE-3 option score_turf_respect_on_entry ----

func TestTurfBonusRespectIsNotScoredAtTheSetupDealWhenOff(t *testing.T) {
	for _, on := range []bool{true, false} {
		// W01..W09 to the seats, then Connecticut to P0, New Jersey to P1.
		r := core.NewRNG(1).Force(0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 0)
		s, err := NewWithRNG(Config{Players: 3, ScoreTurfRespectOnEntry: &on}, r)
		if err != nil {
			t.Fatal(err)
		}
		if s.turfs[0] != 1<<(tConnecticut-firstTurf) || s.turfs[1] != 1<<(tNewJersey-firstTurf) {
			t.Fatalf("deal: %b %b", s.turfs[0], s.turfs[1])
		}
		want := 0
		if on {
			want = 1
		}
		if s.Respect(0) != want || s.Respect(1) != want || s.Respect(2) != 0 {
			t.Fatalf("score_turf_respect_on_entry=%v: Respect %d %d, want %d (HOUSE-3)", on, s.Respect(0), s.Respect(1), want)
		}
		if err := validate(&s); err != nil {
			t.Fatal(err)
		}
	}
}

func TestTurfBonusRespectIsNotScoredOnWinningWhenOff(t *testing.T) {
	for _, on := range []bool{true, false} {
		s := meetingScene(t, Config{ScoreTurfRespectOnEntry: &on})
		setStreet(&s, 0, tConnecticut)
		s, log := play(t, s, "P0 bid W11 S1", "P0 add 5k", "P0 pass", "P1 pass", "P2 pass")
		wantLine(t, log, "P0 wins T13 Connecticut on S1")
		want := 0
		if on {
			want = 1
		}
		if s.Respect(0) != want {
			t.Fatalf("score_turf_respect_on_entry=%v: Respect %d, want %d (HOUSE-3)", on, s.Respect(0), want)
		}
	}
}

func TestTurfRespectAndDiscardTopSwitchesAreValidated(t *testing.T) {
	off, two, zero := false, 2, 0
	_, err := New(Config{ScoreTurfRespectOnEntry: &off, TwoColourTurfRespect: &two}, 1)
	if !errorsIs(err, core.ErrBadConfig) || !strings.Contains(err.Error(), "never scored") {
		t.Fatalf("a bonus that is never scored: %v", err)
	}
	if _, err := New(Config{ScoreTurfRespectOnEntry: &off, TwoColourTurfRespect: &zero}, 1); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{`{"discard_top_visible":"yes"}`, `{"score_turf_respect_on_entry":1}`, `{"discardTopVisibel":true}`} {
		if _, err := Rules.New([]byte(c), 1); !errorsIs(err, core.ErrBadConfig) {
			t.Fatalf("%s: %v", c, err)
		}
	}
	s, err := Rules.New([]byte(`{"discard_top_visible":true,"score_turf_respect_on_entry":false}`), 1)
	if err != nil || !s.opt.topVisible || !s.opt.noTurfR {
		t.Fatalf("options %+v: %v", s.opt, err)
	}
	s, _ = Rules.New([]byte(`{"score_turf_respect_on_entry":true}`), 1)
	if s.opt.noTurfR || s.opt.topVisible {
		t.Fatal("the defaults")
	}
}

// TestConfigKeysAreSnakeCaseExactAndOnce: the Config's JSON keys are
// snake_case, matched exactly and once; anything else is ErrBadConfig.
func TestConfigKeysAreSnakeCaseExactAndOnce(t *testing.T) {
	ok := `{"players":5,"raid_policy":"reduced-entitlement","end_bonus_tie":"all-tied","verdict_weight":"by-value",` +
		`"jury_start":[1,2,3],"innocent_if_at_most":1,"two_colour_turf_respect":2,"phase_turn_mode":"round-robin-single-action",` +
		`"first_player":"P1","first_player_rotates_at_reception":true,"discard_top_visible":true}`
	if _, err := Rules.New([]byte(ok), 1); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`{"raidPolicy":"no-cheat"}`, `{"Players":3}`, `{"players":3,"players":4}`, `{"first_Player":1}`,
		`{"players":3,"first_player":"P3"}`, `{"first_player":2}`, `{"first_player":"spectator"}`} {
		if _, err := Rules.New([]byte(bad), 1); !errorsIs(err, core.ErrBadConfig) {
			t.Fatalf("%s: %v, want ErrBadConfig", bad, err)
		}
	}
}
