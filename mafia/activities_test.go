package mafia

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// roundTripRefused fails the test unless s, edited to break one law of a
// decoded position, is written and then refused on decoding with the code
// of law.
func roundTripRefused(t *testing.T, what string, s State, law rcode) {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	t.Run(what, func(t *testing.T) { refusedAs(t, string(b), law) })
}

// D5a, D5b BOSS and D5c CARABINIERI: the decisions about a moved counter
// (the opposing Boss's block of an arriving Picciotto, the mover's
// actions, a Picciotto's resisting the Carabiniere's arrest) come after
// their own step, about their own counter, decided by their own side; a
// position that breaks one of those laws alone is refused with its code.
func TestDecisionsAboutAMovedCounterKeepTheirLaws(t *testing.T) {
	for _, c := range []struct {
		dec     Decision
		context rcode // the law of a side that may not decide it
		about   rcode // the law of a counter it may not be about
	}{
		{DecisionBlock, rLawBlockDecisionContext, rLawDecisionNotAboutTheMover},
		{DecisionActions, rLawWrongFactionDecides, rLawDecisionNotAboutTheMover},
		{DecisionResist, rLawWrongFactionDecides, rLawResistDecisionContext},
	} {
		s, ok := randomUntil(t, `{"players":5}`, func(s *State) bool { return s.dec == c.dec })
		if !ok {
			t.Fatalf("no %v decision in the random games", c.dec)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("%v: the position itself: %v", c.dec, err)
		}
		x := s
		x.todo.pop()
		roundTripRefused(t, c.dec.String()+" without its step", x, rLawDecisionNotAfterItsStep)
		x = s
		x.wfac = int8(StateFaction)
		if Faction(s.wfac) == StateFaction {
			x.wfac = int8(Red)
		}
		roundTripRefused(t, c.dec.String()+" decided by another side", x, c.context)
		x = s
		x.target = int8(stayedHome(&s))
		roundTripRefused(t, c.dec.String()+" about a counter that did not move", x, c.about)
		if c.dec == DecisionBlock {
			x = s
			x.wfac = int8(ownerOf(int(s.target)))
			roundTripRefused(t, "a block by the Picciotto's own Boss", x, rLawBlockDecisionContext)
		}
	}
}

// stayedHome is a counter of the decision's counter's owner that did not
// move this turn.
func stayedHome(s *State) int {
	c := int(s.target)
	for x := 0; x < NumCounters; x++ {
		if x != c && x != s.mover() && ownerOf(x) == ownerOf(c) {
			return x
		}
	}
	return c
}

// lairPosition is the third Carabiniere moved by the first die to Enna,
// the orange and green Families' home city, where their Bosses are (and
// their Picciotti), the State holding Discover a Lair in the City: its
// actions are asked.
func lairPosition(t *testing.T) State {
	t.Helper()
	s := fresh(t, 5)
	give(&s, StateFaction, DiscoverLair)
	s, _ = turn(t, s, 2, 1, 1)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P0 move CC3 die-1 to ENN facing N")
	s = do(t, s, "P0 move CC1 die-2 to CEF")
	s = passUntil(t, s, "P0 detain O.B with lair")
	if s.dec != DecisionActions || s.target != int8(CC3) {
		t.Fatalf("no actions decision for CC3: %v %v", s.Decision(), legalStrings(s))
	}
	return s
}

// D5b CARABINIERI and D6a DISCOVER A LAIR IN THE CITY: a Carabiniere
// detaining a Boss in his home city plays the card on the Boss, and on no
// space: the card-played event names the Boss and no space.
func TestCarabiniereLairDetentionPlaysTheCardOnTheBossAlone(t *testing.T) {
	s := lairPosition(t)
	s, evs := doEv(t, s, "P0 detain O.B with lair")
	if e := cardPlayed(evs); e.Card != DiscoverLair || e.Faction != StateFaction || e.Target != BossOf(Orange) || e.Space != NoPlace {
		t.Errorf("Discover a Lair's event: %v by %v, target %v, space %v; want the State's, on O.B, no space", e.Card, e.Faction, e.Target, e.Space)
	}
	if s.Location(BossOf(Orange)) != Station || s.HandSize(StateFaction) != 0 {
		t.Errorf("O.B at %v, the State holding %d cards: want O.B detained, the card played", s.Location(BossOf(Orange)), s.HandSize(StateFaction))
	}
}

// D5b CARABINIERI: a Carabiniere arrests or detains a mafioso in its
// space; the Prefetto, the first counter (id 0), is a counter of the game
// but no mafioso: named elsewhere he is not here, named in the
// Carabiniere's space he is no one the Carabiniere may act on. Only ids
// past the counters are no counter.
func TestCarabiniereActsOnAMafiosoInItsSpaceNotThePrefetto(t *testing.T) {
	s := lairPosition(t)
	for _, c := range []struct {
		name   string
		at     Place
		target Counter
		want   rcode
	}{
		{"the Prefetto elsewhere", CAT, CPrefetto, rNotHere},
		{"the Prefetto in the space", ENN, CPrefetto, rActionNotHere},
		{"the SISDE elsewhere", CAT, CSISDE, rNotHere},
		{"no counter (-1)", CAT, NoCounter, rNoCounter},
		{"a counter past the last", CAT, NumCounters, rNoCounter},
	} {
		b := s
		put(&b, CPrefetto, c.at)
		put(&b, CSISDE, c.at)
		m := ArrestMove(0, c.target, false)
		if r := b.check(m); r.Code() != core.ReasonCode(c.want) {
			t.Errorf("%s: %q, want %s", c.name, Reasons.Text(r, m), Reasons.Texts[c.want].Name)
		}
	}
	if r := s.check(ArrestMove(0, BossOf(Orange)+1, false)); !r.OK() {
		t.Errorf("arresting O.P1 in the space is refused: %q", Reasons.Text(r, ArrestMove(0, BossOf(Orange)+1, false)))
	}
}

// D5b and H8: a moved counter's actions are asked only when it has one
// besides done: a Carabiniere, a Boss or a Picciotto with someone to act
// on, the SISDE only in the 2-player game (its undercover operation);
// never the Prefetto, whose detentions are his own decision. A position
// asking for actions that only end with done, or for the Prefetto's, or
// for the 5-player SISDE's (which would let it send a mafioso home), is
// refused (actions-without-an-action), as a decoded position too.
func TestActionsAreAskedOnlyOfACounterWithAnAction(t *testing.T) {
	s := lairPosition(t)
	s.turns = 2 // the State's first turn
	as := func(c int) func(*State) {
		return func(s *State) {
			i := s.acting()
			s.loc[c], s.head[c] = s.legs[i].to, s.legs[i].head
			s.legs[i].c, s.target = int8(c), int8(c)
		}
	}
	nobody := func(s *State) {
		for _, f := range []Faction{Orange, Green} {
			for c := bossOf(f); c < bossOf(f)+3; c++ {
				s.loc[c] = int8(CAT)
			}
		}
	}
	allTried := func(s *State) {
		for _, f := range []Faction{Orange, Green} {
			for c := bossOf(f); c < bossOf(f)+3; c++ {
				s.tried |= 1 << uint(c)
			}
		}
	}
	breaks(t, s, []lawEdit{
		{"the Prefetto's actions", as(cPrefetto), rLawActionsWithoutAnAction},
		{"the SISDE's in the 5-player game", as(cSISDE), rLawActionsWithoutAnAction},
		{"nobody in the space to act on", nobody, rLawActionsWithoutAnAction},
		{"every mafioso in the space tried", allTried, rLawActionsWithoutAnAction},
	})
	for _, e := range []struct {
		what string
		edit func(*State)
	}{{"the Prefetto's actions", as(cPrefetto)}, {"the SISDE's in the 5-player game", as(cSISDE)}, {"nobody in the space to act on", nobody}} {
		b := s
		e.edit(&b)
		roundTripRefused(t, e.what, b, rLawActionsWithoutAnAction)
	}
	// In the 2-player game the SISDE's actions are its undercover
	// operations: that position is one.
	s = fresh(t, 2)
	put(&s, BossOf(Black)+1, LEN)
	s, _ = turn(t, s, 2, 1, 2)
	s = passUntil(t, s, "P0 move sisde die-1 to LEN")
	s = do(t, s, "P0 move sisde die-1 to LEN")
	s = do(t, s, "P0 move CC1 die-2 to SST")
	s = passUntil(t, s, "P0 undercover N.P1")
	s.turns = 2
	if s.dec != DecisionActions || s.target != int8(CSISDE) {
		t.Fatalf("no actions decision for the SISDE: %v", s.Decision())
	}
	if err := s.Check(); err != nil {
		t.Errorf("the 2-player SISDE's undercover operation is refused: %v", err)
	}
}

// D6a DISCOVER A LAIR IN THE CITY: a Boss in his home city is a
// Carabiniere's action only while the State holds the card, which a view
// of another seat does not show, and a deal of that view may give to a
// Family; so every seat's view of a Carabiniere that may detain a Boss in
// his home city, and every deal of it, keeps the actions decision (not
// refused as actions-without-an-action). The position is a random
// game's (4 players, seed 29, after 100 moves): CC1 at Catania with V.B,
// the State holding the card.
func TestAViewOfALairDetentionStillAsksTheActions(t *testing.T) {
	var s State
	if err := s.UnmarshalJSON([]byte(lairDetention)); err != nil {
		t.Fatal(err)
	}
	if got := legalStrings(s); !slices.Contains(got, "P0 detain V.B with lair") {
		t.Fatalf("legal %v: no lair detention", got)
	}
	for p := core.NoPlayer; int(p) < s.NumPlayers(); p++ {
		b, err := json.Marshal(View(s, p))
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := back.UnmarshalJSON(b); err != nil {
			t.Errorf("the view of %v does not decode: %v", p, err)
		}
		for seed := range uint64(8) { // a deal may give the card to a Family
			if err := Determinize(s, p, core.NewRNG(seed)).Check(); err != nil {
				t.Errorf("a deal of %v's view (seed %d) breaks a law: %v", p, seed, err)
			}
		}
	}
}

const lairDetention = `{"game":"mafia","version":2,"rules":{"players":4,"skip_empty_windows":false,"max_turns":600,"all_checkpoints":false,"prefetto_removes_one":false,"visit_own_family_only":false,"auto_control_rolls":false},"phase":"activities","decision":"actions","active":"P0","decisions":[{"decision":"actions","seat":"P0","faction":"state","counter":"CC1"}],"calendar":"R","turns":24,"players":[{"seat":"P0"},{"seat":"P1"},{"seat":"P2"},{"seat":"P3"}],"factions":{"red":{"seat":"P0","home":"ENN"},"black":{"seat":"P1","home":"ENN"},"orange":{"seat":"P2","home":"PAL","hand":["killers-from-las-vegas"]},"green":{"seat":"P3","home":"CAT"},"state":{"hand":["discover-a-lair-in-the-city"]}},"counters":{"prefetto":"SAG","CC1":"CAT","CC2":"PAL","CC3":"AGR","R.B":"SST","R.P1":"MIL","R.P2":"AGR","N.B":"BAG","N.P1":"continent","N.P2":"LEN","O.B":"carabinieri-station","O.P1":"PIA","O.P2":"AGR","V.B":"CAT","V.P1":"prison","V.P2":"RAG"},"facing":{"O.P1":"N"},"control":{"BAG":{"faction":"black","counters":1},"SST":{"faction":"red","counters":1},"PAT":{"faction":"red","counters":1},"MIL":{"faction":"red","counters":1},"GEL":{"faction":"red","counters":1},"AGR":{"faction":"red","counters":1},"COR":{"faction":"green","counters":1},"MAD":{"faction":"green","counters":1},"PIA":{"faction":"orange","counters":1}},"decks":{"roma":["ati-strike","leatherheads","wiretap","anti-mafia-operation","support-of-the-judiciary","government-falls","helicopter-operation"],"usa":["your-wife-cheats-on-you","mole-in-prefecture","protection-of-a-notable-person","bomb-at-airport","government-protection","special-weapons","visit-of-an-american-boss"],"sisde":["sisde-red-clue-2","sisde-green-clue-1","sisde-orange-clue-1","sisde-black-clue-1","sisde-black-clue-2","sisde-green-clue-2","sisde-orange-clue-2","sisde-red-clue-1"]},"turn":{"dice":[2,1],"moved":[{"counter":"R.P1","die":"die-2","to":"MIL"},{"counter":"R.P2","die":"die-1","to":"AGR"},{"counter":"CC1","die":"die-1","to":"CAT"}],"steps":[{"step":"control","counter":"CC1"},{"step":"telephone","counter":"CC1"},{"step":"end-checkpoint"},{"step":"end"}],"tried":["V.P1"],"state_drew":["CC1"]},"rng":{"pcg":"cGNnOv2NhDjUu1b6kD29utNCyow="}}`
