package sdk_test

import (
	"errors"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
)

// Tony & Tino's default move lets a card stand, and discards before it
// plays: the cheapest answer, never one that spends a card.
func TestTonyTinoDefaultMoveLetsACardStandAndDiscards(t *testing.T) {
	g := sdk.MustLookup("tonytino")
	pos, _ := g.New(nil, 1)
	for i := 0; i < 200 && !pos.Over(); i++ {
		legal, m := pos.Legal(), pos.DefaultMove()
		verbs := map[string]bool{}
		for _, l := range legal {
			verbs[strings.Fields(l)[1]] = true
		}
		verb := strings.Fields(m)[1]
		if verbs["pass"] && verb != "pass" || verbs["discard"] && verb != "discard" {
			t.Fatalf("the default of %q is %q", legal, m)
		}
		pos, _, _ = pos.Apply(legal[len(legal)-1])
	}
}

// recordUntil plays Tony & Tino from seed 1, the moves chosen by pick,
// until stop says the last move is the one wanted; it returns the record.
func recordUntil(t *testing.T, stop func(move string, evs []core.Event, before, after sdk.Position) bool) core.Record {
	t.Helper()
	g := sdk.MustLookup("tonytino")
	for seed := uint64(1); seed < 40; seed++ {
		pos, _ := g.New(nil, seed)
		rec := core.Record{Game: "tonytino", Seed: seed}
		bot, _ := g.Bot("random", seed)
		for !pos.Over() {
			m, _ := bot.Choose(pos.View(pos.ToMove()))
			next, evs, err := pos.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, m)
			rec.Hashes = append(rec.Hashes, next.Hash())
			if stop(m, evs, pos, next) {
				return rec
			}
			pos = next
		}
	}
	t.Fatal("no game met the condition")
	return core.Record{}
}

func hasEvent(evs []core.Event, text string) bool {
	for _, e := range evs {
		if strings.Contains(e.String(), text) {
			return true
		}
	}
	return false
}

// The take-back rule, in Tony & Tino: a move that drew a card, drew
// chance, turned a tile up or answered the Police Raid window cannot be
// taken back, nor can a move by another seat; naming a card's first
// target, which shows nothing, can, and the record less that move replays
// to the position before it.
func TestTakeBackOnlyAQuietMoveByItsMaker(t *testing.T) {
	g := sdk.MustLookup("tonytino")
	refused := func(name string, rec core.Record, p core.Player, want string) {
		t.Helper()
		_, err := g.TakeBack(rec, p)
		if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: TakeBack = %v, want ErrIllegalMove saying %q", name, err, want)
		}
	}
	seat := func(rec core.Record) core.Player {
		if strings.HasPrefix(rec.Moves[len(rec.Moves)-1], "P1") {
			return 1
		}
		return 0
	}
	drew := recordUntil(t, func(m string, evs []core.Event, _, _ sdk.Position) bool {
		return strings.Contains(m, " discard ") && hasEvent(evs, "draws")
	})
	refused("a card drawn", drew, seat(drew), "something the others do not see")
	if _, err := g.TakeBack(drew, seat(drew)); strings.Contains(err.Error(), "draws ") {
		t.Errorf("the refusal quotes the private event: %v", err)
	}
	if _, err := g.TakeBack(drew, 1-seat(drew)); strings.Contains(err.Error(), "discard") {
		t.Errorf("the refusal to the other seat names the move, which may hold a face-down discard: %v", err)
	}
	refused("another seat's move", drew, 1-seat(drew), "only they may take it back")
	chance := recordUntil(t, func(m string, _ []core.Event, before, after sdk.Position) bool {
		return strings.Contains(m, " pass") && strings.Contains(before.Prompt(), "Lucky Break")
	})
	refused("chance drawn", chance, seat(chance), "drew chance")
	turned := recordUntil(t, func(m string, evs []core.Event, _, _ sdk.Position) bool {
		return strings.Contains(m, " place ") && hasEvent(evs, "turns up")
	})
	refused("a tile turned up", turned, seat(turned), "showed what was hidden")
	answered := recordUntil(t, func(m string, evs []core.Event, _, _ sdk.Position) bool {
		return strings.HasSuffix(m, " pass") && len(evs) == 1
	})
	refused("a reaction answered", answered, seat(answered), "answered a reaction window")

	var before sdk.Position
	quiet := recordUntil(t, func(m string, evs []core.Event, b, _ sdk.Position) bool {
		before = b
		return strings.Contains(m, " target ") && len(evs) == 1 && hasEvent(evs, "names")
	})
	back, err := g.TakeBack(quiet, seat(quiet))
	if err != nil {
		t.Fatalf("naming a first target: %v", err)
	}
	if len(back.Moves) != len(quiet.Moves)-1 || len(back.Hashes) != len(back.Moves) || back.Over {
		t.Fatalf("the record taken back: %d moves, %d hashes", len(back.Moves), len(back.Hashes))
	}
	pos, err := g.Replay(back)
	if err != nil || pos.Hash() != before.Hash() {
		t.Fatalf("the record taken back does not replay to the position before the move: %v", err)
	}
}

// Playing a card that opens the Police Raid window shows the card to the
// opponent before any card is drawn: the move is final, whichever card it
// is, as the take-back rule refuses any move that showed a card. So is a
// card played when no window opens, waiting for its targets.
func TestTonyTinoTakeBackRefusesACardShownInTheRaidWindow(t *testing.T) {
	for _, card := range []string{"step-up", "stool-pigeon", "takeover", "lucky-break", "double-cross"} {
		s := findStep(t, "tonytino", card+" played into the Police Raid window", func(s step) bool {
			return s.move == s.mover.String()+" play "+card && s.after.Decision() == "raid-window"
		})
		refused(t, "tonytino", card+" played", s, s.mover, whyRevealed)
	}
	// With no Police Raid possible the window is skipped, and a card that
	// asks for targets waits for them, face up: shown too.
	s := findStep(t, "tonytino", "a card played straight to its targets", func(s step) bool {
		return s.verb() == "play" && s.after.Decision() == "target"
	})
	refused(t, "tonytino", "a card played straight to its targets", s, s.mover, whyRevealed)
}
