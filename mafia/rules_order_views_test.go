package mafia

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mafiarules/sdk/core"
)

// HOUSE-4.4 order inside step (iii): shootout, then control, then the
// telephone.
func TestMoverActsShootoutThenControlThenPhone(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), BAG)
	put(&s, BossOf(Black), CEF)
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 0, 1, 1, 4, 4)
	s = do(t, s, "P1 move R.B sum to CEF")
	s, evs := doEv(t, s, "P1 shoot R.B at N.B")
	var order []EventKind
	for _, e := range evs {
		switch k := e.(*Event).Kind; k {
		case EventKindShot, EventKindControlPlaced, EventKindCardDrawn:
			if len(order) == 0 || order[len(order)-1] != k {
				order = append(order, k)
			}
		}
	}
	if len(order) != 3 || order[0] != EventKindShot || order[1] != EventKindControlPlaced || order[2] != EventKindCardDrawn {
		t.Fatalf("order %v:\n%s", order, logOf(evs))
	}
}

// HOUSE-4.4a switch: with PrefettoRemovesOne the Prefetto takes one control
// counter, by default all of them.
func TestPrefettoControlRemoval(t *testing.T) {
	for _, one := range []bool{false, true} {
		s := fresh(t, 5)
		s.cfg.PrefettoRemovesOne = one
		s.ctrl[TER], s.ctrlN[TER] = int8(Black), 3
		put(&s, cCC1, SAG)
		s, _ = turn(t, s, 2, 1, 1)
		s = do(t, s, "P0 move prefetto sum to TER")
		want := 0
		if one {
			want = 2
		}
		if _, n := s.Control(TER); n != want {
			t.Errorf("PrefettoRemovesOne %v: %d left, want %d", one, n, want)
		}
	}
}

// HOUSE-4.4 B: a Boss blocks only opposing Picciotti; his own are not
// even asked about.
func TestOwnPicciottiAreNotBlocked(t *testing.T) {
	s := fresh(t, 5)
	s.cfg.AutoControlRolls = true // the rolls of D5b without the choice
	put(&s, BossOf(Red), SST)
	put(&s, BossOf(Red)+1, TER)
	put(&s, cCC1, SAG)
	s, _ = turn(t, s, 0, 1, 1, 2)
	s, evs := doEv(t, s, "P1 move R.P1 sum to SST")
	if countKind(evs, EventKindControlPlaced) != 1 {
		t.Fatalf("own Picciotto did not act:\n%s", logOf(evs))
	}
}

// HOUSE-4.2: the Anti-Mafia Operation roadblock respects home-city
// protection for a Boss.
func TestAntiMafiaOperationSparesBossAtHome(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red), COR)
	give(&s, StateFaction, AntiMafiaOperation)
	s, _ = turn(t, s, 0, 1, 2, 1, 1)
	s = do(t, s, "P0 pass") // Helicopter
	s = do(t, s, "P1 move R.B die-1 to PAL")
	s = do(t, s, "P1 move R.P1 die-2 to TER")
	s, evs := doEv(t, s, "P0 play anti-mafia-operation PAL")
	if s.Location(BossOf(Red)) != PAL || countKind(evs, EventKindDetained) > 1 {
		t.Fatalf("the Boss was detained at home:\n%s", logOf(evs))
	}
}

// Views: another faction's hand becomes hidden cards (its size kept), the
// decks keep their sizes but not their cards, the RNG is zeroed; in the
// 3-player game a seat sees both its Families' hands.
func TestViewHidesHandsDecksAndRNG(t *testing.T) {
	s := fresh(t, 3)
	give(&s, Red, WifeCheats)
	give(&s, Orange, MoleInPrefecture)
	give(&s, StateFaction, Wiretap, SISDERed1)
	v := View(s, 1)
	if !v.holds(Red, WifeCheats) || !v.holds(Orange, MoleInPrefecture) {
		t.Fatal("P1 does not see both its Families' hands")
	}
	if v.HandSize(StateFaction) != 2 || len(v.Hand(StateFaction)) != 0 || !v.rng.IsZero() {
		t.Fatal("the State's hand or the RNG shows")
	}
	for d := range v.deck {
		for _, c := range v.deck[d].AppendTo(nil) {
			if c != HiddenCard {
				t.Fatal("a deck card shows")
			}
		}
	}
	if View(v, 1) != v {
		t.Fatal("View is not idempotent")
	}
	d := Determinize(v, 1, core.NewRNG(3))
	if View(d, 1) != v || d.Check() != nil || d.HandSize(StateFaction) != 2 {
		t.Fatal("Determinize does not agree with the view")
	}
}

// UnmarshalJSON refuses tampered states with ErrBadState and leaves the
// target unchanged.
func TestTamperedStateRejected(t *testing.T) {
	s := fresh(t, 5)
	good, _ := json.Marshal(s)
	for name, edit := range map[string]func(m map[string]any){
		"control on a city": func(m map[string]any) {
			m["control"] = map[string]any{"PAL": map[string]any{"faction": "red", "counters": 1}}
		},
		"nine control counters": func(m map[string]any) {
			m["control"] = map[string]any{"SST": map[string]any{"faction": "red", "counters": 9}}
		},
		"a card in two places": func(m map[string]any) {
			m["factions"].(map[string]any)["red"].(map[string]any)["hand"] = []any{"support-of-the-judiciary"}
		},
		"a counter off the map": func(m map[string]any) { m["counters"].(map[string]any)["R.B"] = "XYZ" },
		"an unknown counter":    func(m map[string]any) { m["counters"].(map[string]any)["R.P3"] = "PAL" },
		"State counter arrested": func(m map[string]any) {
			m["counters"].(map[string]any)["CC1"] = "Prison"
		},
		"bad decision":  func(m map[string]any) { m["decision"] = "flying" },
		"another phase": func(m map[string]any) { m["phase"] = "returns" },
		"a decision that runs itself": func(m map[string]any) {
			m["decisions"].([]any)[0].(map[string]any)["decision"] = "running"
			delete(m, "decision")
		},
		"a hidden card in a state": func(m map[string]any) {
			m["factions"].(map[string]any)["red"].(map[string]any)["hand"] = []any{map[string]any{"hidden": "usa"}}
		},
		"a ninth card in a deck": func(m map[string]any) {
			d := m["decks"].(map[string]any)
			d["roma"] = append(d["roma"].([]any), "wiretap")
		},
		"an unknown key":            func(m map[string]any) { m["Phase"] = "move" },
		"another game":              func(m map[string]any) { m["game"] = "tonytino" },
		"another version":           func(m map[string]any) { m["version"] = 0 },
		"a view of a seat not here": func(m map[string]any) { m["view"] = "P7" },
	} {
		var m map[string]any
		_ = json.Unmarshal(good, &m)
		edit(m)
		b, _ := json.Marshal(m)
		target := s
		err := json.Unmarshal(b, &target)
		if !errors.Is(err, core.ErrBadState) || target != s {
			t.Errorf("%s: err %v", name, err)
		}
	}
	var back State
	if err := json.Unmarshal(good, &back); err != nil || back != s {
		t.Fatalf("round trip: %v", err)
	}
	huge := append([]byte(`{"game":"mafia","pad":"`), bytes.Repeat([]byte("a"), core.MaxJSON)...)
	if err := back.UnmarshalJSON(append(huge, '"', '}')); !errors.Is(err, core.ErrBadState) {
		t.Fatalf("oversize: %v", err)
	}
	if !strings.Contains(s.String(), "Palermo") {
		t.Fatal("String does not render the board")
	}
}

// D4: counters that did not move take no action: a Picciotto standing
// beside an opposing one does nothing when its Family moves other counters.
func TestStationaryCountersDoNotAct(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, SAG)
	put(&s, BossOf(Black)+1, SAG)
	s, _ = turn(t, s, 0, 1, 2, 5, 5)
	s = do(t, s, "P1 move R.B die-1 to BAG")
	s, evs := doEv(t, s, "P1 move R.P2 die-2 to TER")
	if countKind(evs, EventKindShootoutStarted) != 0 || s.dec == DecisionActions && s.target == int8(BossOf(Red)+1) {
		t.Fatalf("the stationary Picciotto acted:\n%s", logOf(evs))
	}
}

// D3 and HOUSE-4.3: a counter placed by a return did not move, so the
// Prefetto in its home city does not arrest it.
func TestReturnDoesNotTriggerPrefetto(t *testing.T) {
	s := fresh(t, 5)
	put(&s, BossOf(Red)+1, Continent)
	s, evs := turn(t, s, 0, 6, 1, 1)
	if s.Location(BossOf(Red)+1) != PAL || countKind(evs, EventKindArrested) != 0 {
		t.Fatalf("return into the Prefetto's space:\n%s", logOf(evs))
	}
}

// HOUSE-4.6: a telephone call on an empty deck draws nothing.
func TestEmptyDeckDrawsNothing(t *testing.T) {
	s := fresh(t, 5)
	for _, c := range s.deck[USA].AppendTo(nil) {
		give(&s, Black, c)
	}
	s, _ = turn(t, s, 0, 1, 2)
	s = passUntil(t, s, "P1 move R.B sum to CEF")
	s, evs := doEv(t, s, "P1 move R.B sum to CEF")
	draws := 0
	for _, e := range evs {
		if e.(*Event).Kind == EventKindCardDrawn {
			draws++
		}
	}
	if s.HandSize(Red) != 0 || draws != 0 {
		t.Fatalf("drew from an empty deck:\n%s", logOf(evs))
	}
}

// The terminal screen reads for someone who knows the board game: the
// calendar names the Families by colour, a seat is written "seat P1" so
// it does not read like a Picciotto (R.P1), prompts carry no rulebook
// section codes, and a spectator's view says so instead of "The view of -".
func TestTerminalScreenSpeaksInWords(t *testing.T) {
	s := fresh(t, 5)
	s, _ = turn(t, s, 0, 1, 2)
	screen := s.String()
	for _, want := range []string{"calendar: [red] black State orange green State", "red Family    (seat P1)", "Seat P1 to decide: Move one counter of the red Family"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen does not say %q:\n%s", want, screen)
		}
	}
	if got := View(s, core.NoPlayer).String(); !strings.Contains(got, "A spectator's view") || strings.Contains(got, "view of -") {
		t.Errorf("a spectator's screen:\n%s", got)
	}
	for _, code := range []string{"(C2)", "(D4)", "(D5", "(G3)", "(H4", "(H5)", "(H8)"} {
		if strings.Contains(Prompt(s), code) {
			t.Errorf("prompt %q carries a section code", Prompt(s))
		}
	}
}
