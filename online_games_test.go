package sdk_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	sdk "github.com/mafiarules/sdk"
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/strictjson"
	"github.com/mafiarules/sdk/mafia"
)

// gameConfigs are every config the games' own harnesses play: each seat
// count with the default rules, then the house-rule variants, so the
// online laws meet every switch.
func gameConfigs(t testing.TB, name string) [][]byte {
	g := sdk.MustLookup(name)
	var out [][]byte
	lo, hi := g.PlayerRange()
	for n := lo; n <= hi; n++ {
		out = append(out, core.PlayersConfig(n))
	}
	variants := map[string][]string{
		"tonytino": {`{"players":2}`},
		"nostracity": {
			`{"players":5,"raid_policy":"reduced-entitlement","end_bonus_tie":"all-tied","verdict_weight":"by-value"}`,
			`{"players":4,"phase_turn_mode":"round-robin-single-action","innocent_if_at_most":2}`,
			`{"players":3,"first_player":"P2","first_player_rotates_at_reception":true,"jury_start":[0,0,0],"two_colour_turf_respect":2}`,
			`{"players":4,"discard_top_visible":true,"score_turf_respect_on_entry":false}`,
		},
		"mafia": {
			`{"players":5,"skip_empty_windows":true}`,
			`{"players":3,"prefetto_removes_one":true,"visit_own_family_only":true}`,
			`{"players":4,"max_turns":30,"auto_control_rolls":true}`,
			`{"players":2,"all_checkpoints":true}`,
			`{"players":5,"auto_control_rolls":true}`,
			`{"players":3,"auto_control_rolls":true,"all_checkpoints":true,"skip_empty_windows":true}`,
			`{"players":2,"auto_control_rolls":true,"max_turns":200}`,
			`{"players":2,"skip_empty_windows":true,"prefetto_removes_one":true,"visit_own_family_only":true}`,
			`{"players":4,"skip_empty_windows":true,"prefetto_removes_one":true,"all_checkpoints":true}`,
			`{"players":5,"prefetto_removes_one":true,"visit_own_family_only":true}`,
		},
		"speakeasy": {
			`{"players":2,"no_safe_spending":true}`,
			`{"players":1,"solo_win_at":-1,"no_final_area_control":true}`,
			`{"players":3,"no_final_area_control":true,"mobster_blocks_space_only":true}`,
			`{"players":4,"flat_ship_price":true}`,
		},
	}
	for _, v := range variants[name] {
		out = append(out, []byte(v))
	}
	if name == "mafia" {
		// A map of one's own: Enna an airport, the roadblock of Termini
		// moved to Santo Stefano, on a 3 or a 4.
		m := mafia.SicilyMap()
		m.Spaces[mafia.ENN].Airport = true
		m.Spaces[mafia.TER].Kind, m.Spaces[mafia.TER].Nums = mafia.Blank, 0
		m.Spaces[mafia.SST].Kind, m.Spaces[mafia.SST].Nums = mafia.Roadblock, 1<<3|1<<4
		for _, n := range []int{3, 5} {
			b, err := json.Marshal(mafia.Config{Players: n, Map: &m})
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, b)
		}
	}
	return out
}

// moveBounds are the games' move bounds: no game, random or not, runs
// longer (the bounds their harnesses play random games to).
var moveBounds = map[string]int{"tonytino": 400, "nostracity": 5000, "mafia": 20000, "speakeasy": 5000}

// The default-move law, in every config of every game: from positions
// reached by random play (and from the start), the default move is legal
// while the game runs and "" after it, and a game in which every seat
// makes only its default move reaches Over within the game's move bound.
func TestDefaultMoveIsLegalAndEndsTheGameInEveryConfig(t *testing.T) {
	for _, name := range sdk.Names() {
		g := sdk.MustLookup(name)
		bound := moveBounds[name]
		for ci, cfg := range gameConfigs(t, name) {
			for seed := uint64(1); seed <= 3; seed++ {
				pos, err := g.New(cfg, seed)
				if err != nil {
					t.Fatalf("%s %s: %v", name, cfg, err)
				}
				// Random play for a while (none the first time), then
				// default moves only.
				bot, _ := g.Bot("random", seed)
				random := int(seed-1) * 40 * (ci%3 + 1)
				moves := 0
				for ; !pos.Over() && moves < bound; moves++ {
					m := pos.DefaultMove()
					if !slices.Contains(pos.Legal(), m) {
						t.Fatalf("%s %s seed %d, move %d: the default move %q is not among %q", name, cfg, seed, moves, m, pos.Legal())
					}
					if moves < random {
						if m, err = bot.Choose(pos.View(pos.ToMove())); err != nil {
							t.Fatal(err)
						}
					}
					if pos, _, err = pos.Apply(m); err != nil {
						t.Fatalf("%s %s seed %d, move %d %q: %v", name, cfg, seed, moves, m, err)
					}
				}
				if !pos.Over() {
					t.Fatalf("%s %s seed %d: %d moves (%d random) and the game of default moves runs on", name, cfg, seed, moves, random)
				}
				if m := pos.DefaultMove(); m != "" {
					t.Errorf("%s %s: the default move %q after the end", name, cfg, m)
				}
			}
		}
	}
}

// step is one move of a random game, as a take-back test looks at it.
type step struct {
	rec           core.Record // the record up to and including the move
	move          string
	mover         core.Player
	events        []core.Event
	before, after sdk.Position
}

// chanceMoved reports whether the move drew chance: the full position's
// RNG changed.
func (s step) chanceMoved() bool {
	rng := func(p sdk.Position) string {
		b, _ := p.MarshalJSON()
		raw, _ := strictjson.ObjectKey(b, "rng")
		return string(raw)
	}
	return rng(s.before) != rng(s.after)
}

// kinds are the kinds of the move's events, and of those for everyone.
func (s step) kinds() (all, public []string) {
	for _, ev := range s.events {
		b, _ := json.Marshal(ev)
		raw, _ := strictjson.ObjectKey(b, "kind")
		var k string
		_ = json.Unmarshal(raw, &k)
		all = append(all, k)
		if ev.Audience() == core.Everyone {
			public = append(public, k)
		}
	}
	return all, public
}

// private reports whether some event of the move is not for everyone.
func (s step) private() bool {
	for _, ev := range s.events {
		if ev.Audience() != core.Everyone {
			return true
		}
	}
	return false
}

func (s step) verb() string { return strings.Fields(s.move)[1] }

// findStep plays seeded random games of the game, over its seat counts,
// until want says yes to a move, and returns that move; the record keeps
// each position's hash, as a server's does.
func findStep(t *testing.T, name, what string, want func(step) bool) step {
	t.Helper()
	g := sdk.MustLookup(name)
	lo, hi := g.PlayerRange()
	for seed := uint64(1); seed <= 30; seed++ {
		cfg := core.PlayersConfig(lo + int(seed)%(hi-lo+1))
		pos, err := g.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		rec := core.Record{Game: name, Config: cfg, Seed: seed}
		bot, _ := g.Bot("random", seed)
		for !pos.Over() {
			m, err := bot.Choose(pos.View(pos.ToMove()))
			if err != nil {
				t.Fatal(err)
			}
			mover := pos.ToMove()
			next, evs, err := pos.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, m)
			rec.Hashes = append(rec.Hashes, next.Hash())
			s := step{rec: rec, move: m, mover: mover, events: evs, before: pos, after: next}
			if want(s) {
				s.rec.Moves = slices.Clone(rec.Moves)
				s.rec.Hashes = slices.Clone(rec.Hashes)
				return s
			}
			pos = next
		}
	}
	t.Fatalf("%s: no random game made %s", name, what)
	return step{}
}

// refused checks that the take-back of s's move by p is refused with
// ErrIllegalMove, the reason in words.
func refused(t *testing.T, name, what string, s step, p core.Player, reason string) {
	t.Helper()
	_, err := sdk.MustLookup(name).TakeBack(s.rec, p)
	if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), reason) {
		t.Errorf("%s, %s (%q): TakeBack = %v, want ErrIllegalMove saying %q", name, what, s.move, err, reason)
	}
}

// accepted checks that the take-back of s's move by its maker returns the
// record less the move, its hashes with it, which replays to the position
// before the move.
func accepted(t *testing.T, name, what string, s step) {
	t.Helper()
	g := sdk.MustLookup(name)
	back, err := g.TakeBack(s.rec, s.mover)
	if err != nil {
		t.Fatalf("%s, %s (%q): %v", name, what, s.move, err)
	}
	n := len(s.rec.Moves)
	if len(back.Moves) != n-1 || !slices.Equal(back.Moves, s.rec.Moves[:n-1]) || !slices.Equal(back.Hashes, s.rec.Hashes[:n-1]) || back.Over {
		t.Fatalf("%s, %s: the record taken back is not the record less its last move", name, what)
	}
	pos, err := g.Replay(back)
	if err != nil || pos.Hash() != s.before.Hash() {
		t.Fatalf("%s, %s: the record taken back does not replay to the position before the move: %v", name, what, err)
	}
}

const (
	whyChance   = "drew chance"
	whyPrivate  = "something the others do not see"
	whyRevealed = "showed what was hidden"
	whyAnswered = "answered a reaction window"
	whyNotYours = "only they may take it back"
)

// quietStep reports whether s is a move of that verb that should be taken
// back: no chance, no event not for everyone, none of the kinds given.
func quietStep(s step, verb string, reveals ...string) bool {
	if s.verb() != verb || s.chanceMoved() || s.private() {
		return false
	}
	all, _ := s.kinds()
	for _, k := range all {
		if slices.Contains(reveals, k) {
			return false
		}
	}
	return true
}

// otherSeat is a seat of the game other than the one that made s.
func otherSeat(s step) core.Player { return (s.mover + 1) % core.Player(s.after.NumPlayers()) }

// The take-back rule in Nostra City: drawing chance (a Cash-in's Bills,
// a Vendetta card drawn by a seat Cheated), a reveal (the bids shown), a
// Bill given (its recipient sees it) and another seat's move are refused;
// a quiet move (a Title given), a sealed bid and a Bill added to it (told
// to their maker alone) are taken back.
func TestNostraCityTakeBackRule(t *testing.T) {
	const name = "nostracity"
	chance := findStep(t, name, "a Cash-in's draw", func(s step) bool { return s.verb() == "cash-in" && s.chanceMoved() })
	refused(t, name, "a chance draw", chance, chance.mover, whyChance)
	refused(t, name, "another seat's move", chance, otherSeat(chance), whyNotYours)
	// Every draw of Nostra City is chance: a Vendetta card drawn (by the
	// Cheated, at a Cash-in's end) is refused for it.
	drawn := findStep(t, name, "a Vendetta card drawn", func(s step) bool {
		all, _ := s.kinds()
		return s.verb() == "keep" && slices.Contains(all, "card-drawn")
	})
	refused(t, name, "a card drawn", drawn, drawn.mover, whyChance)
	shown := findStep(t, name, "the bids revealed", func(s step) bool {
		_, pub := s.kinds()
		return slices.Contains(pub, "bid-revealed") && !s.chanceMoved() && !s.private()
	})
	refused(t, name, "a reveal", shown, shown.mover, whyRevealed)
	given := findStep(t, name, "a Bill given", func(s step) bool { return s.verb() == "give" && s.private() })
	refused(t, name, "a Bill given", given, given.mover, whyPrivate)
	accepted(t, name, "a Title given", findStep(t, name, "a Title given quietly", func(s step) bool { return quietStep(s, "title") }))
	bid := findStep(t, name, "a sealed bid", func(s step) bool { return s.verb() == "bid" && !s.chanceMoved() })
	accepted(t, name, "a sealed bid", bid)
	refused(t, name, "another seat's sealed bid", bid, otherSeat(bid), whyNotYours)
	accepted(t, name, "a Bill added to a bid", findStep(t, name, "a Bill added", func(s step) bool { return s.verb() == "add" && !s.chanceMoved() }))
}

// The take-back rule in Mafia: a roll (chance), a card drawn from an
// ordered deck with no chance (a detention draws a SISDE card), a card
// played (it goes back into its deck, shuffled), a card window let go by
// and a block not made (reactions answered) and another seat's move are
// refused; a movement leg that rolls nothing, and an arrest, are taken
// back.
func TestMafiaTakeBackRule(t *testing.T) {
	const name = "mafia"
	rolled := findStep(t, name, "a control roll", func(s step) bool { return s.verb() == "roll" })
	refused(t, name, "a chance draw", rolled, rolled.mover, whyChance)
	refused(t, name, "another seat's move", rolled, otherSeat(rolled), whyNotYours)
	drawn := findStep(t, name, "a card drawn with no chance", func(s step) bool {
		all, _ := s.kinds()
		return slices.Contains(all, "card-drawn") && !s.chanceMoved()
	})
	refused(t, name, "a card drawn", drawn, drawn.mover, whyPrivate)
	// A card played goes back into its deck, shuffled: chance.
	played := findStep(t, name, "a card played", func(s step) bool { return s.verb() == "play" })
	refused(t, name, "a card shown", played, played.mover, whyChance)
	passed := findStep(t, name, "a card window let go by", func(s step) bool { return quietStep(s, "pass") })
	refused(t, name, "a reaction declined", passed, passed.mover, whyAnswered)
	allowed := findStep(t, name, "a block not made", func(s step) bool { return quietStep(s, "allow") })
	refused(t, name, "a block declined", allowed, allowed.mover, whyAnswered)
	moved := findStep(t, name, "a quiet movement leg", func(s step) bool { return quietStep(s, "move", "dice-rolled", "space-rolled") })
	accepted(t, name, "a movement leg", moved)
	refused(t, name, "another seat's movement leg", moved, otherSeat(moved), whyNotYours)
	accepted(t, name, "an arrest", findStep(t, name, "a quiet arrest", func(s step) bool { return quietStep(s, "arrest") }))
}

// The take-back rule in Speakeasy: a draw (chance: the Operations card
// drawn as a visit ends), an attack on a Ship (chance), a card shown (discarded to the Restaurant) and
// another seat's move are refused; a
// Capo placed, which shows nothing, is taken back.
func TestSpeakeasyTakeBackRule(t *testing.T) {
	const name = "speakeasy"
	drew := findStep(t, name, "a card drawn", func(s step) bool {
		all, _ := s.kinds()
		return slices.Contains(all, "card-drawn") && s.chanceMoved()
	})
	refused(t, name, "a card drawn (by chance)", drew, drew.mover, whyChance)
	attack := findStep(t, name, "an attack on a Ship", func(s step) bool { return s.verb() == "attack" })
	refused(t, name, "an attack's roll", attack, attack.mover, whyChance)
	refused(t, name, "another seat's move", drew, otherSeat(drew), whyNotYours)
	discarded := findStep(t, name, "a card discarded", func(s step) bool {
		return s.verb() == "discard" && !s.chanceMoved() && !s.private()
	})
	refused(t, name, "a card shown", discarded, discarded.mover, whyRevealed)
	placed := findStep(t, name, "a Capo placed", func(s step) bool { return quietStep(s, "place") })
	accepted(t, name, "a Capo placed", placed)
	if placed.after.NumPlayers() > 1 {
		refused(t, name, "another seat's Capo", placed, otherSeat(placed), whyNotYours)
	}
}

// A record whose hash at one move was made under other rules is refused
// by TakeBack too, at that move, in every game: a take-back never
// silently turns an old game into another one.
func TestTakeBackChecksTheRecordsHashes(t *testing.T) {
	for _, name := range sdk.Names() {
		rec := hashedRecord(t, name, 30)
		rec.Hashes = slices.Clone(rec.Hashes)
		v, _, _ := strings.Cut(rec.Hashes[12], ":")
		rec.Hashes[12] = v + ":0000000000000000"
		p := core.Player(rec.Moves[29][1] - '0')
		if _, err := sdk.MustLookup(name).TakeBack(rec, p); !errors.Is(err, core.ErrBadRecord) || !strings.Contains(err.Error(), fmt.Sprintf("from move %d", 13)) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
