package sdk

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// online is what a game declares for online tables: which move a seat that
// timed out or left makes, and what a take-back may not undo. The default
// move is the first legal move whose verb comes first in defaults (among
// moves of one verb, the first in Legal's order, which each game lists
// cheapest first), else the first legal move. A take-back is refused when
// the move drew chance (the RNG moved), told one seat something the others
// do not know (an event not for everyone: a card drawn), showed something
// hidden (an event of a kind in reveals: a tile turned up), or declined a
// reaction (a verb of declines: passing tells that the seat did not, or
// would not, react). An event of a kind in secrets, told to the mover
// alone (and, redacted, to the rest), holds only the mover's own secret
// choice (a sealed bid's space, a Bill put face down from its own Bank):
// its maker knew it and nobody else saw it, so it does not refuse a
// take-back.
type online struct {
	defaults []string
	reveals  []string
	declines []string
	secrets  []string
}

// onlines are the games that declare their online rules; a game not listed
// makes its first legal move by default and refuses every take-back.
var onlines = map[string]online{
	// Tony & Tino: let a card stand rather than raid, discard rather than
	// play (Step Up, the most common card, first), name targets and place
	// tiles in Legal's order, put a racket on the first free street.
	"tonytino": {
		defaults: []string{"pass", "discard", "target", "place", "racket", "play", "raid"},
		// A card played is shown face up before it resolves or is drawn
		// for: in the Police Raid window, or waiting for its targets.
		reveals:  []string{"card-played", "card-drawn", "tile-turned-up", "racket-turned-up", "tokens-shuffled"},
		declines: []string{"pass", "raid"},
	},
	// Nostra City: end the turn, keep the Bills not given, let a Cold
	// Feet bid stand, then the first of each decision in Legal's order
	// (the $5,000 Bill first, Titles and targets by seat, Wiseguys by
	// id). A turn's pass answers no reaction: Nostra City has no
	// reaction window. A sealed bid, a Bill added to it, Bills put on
	// the Corruption pile and Bills kept are told to their maker alone.
	"nostracity": {
		defaults: []string{"pass", "keep", "stay", "add", "keep-bid", "title", "rage", "busy"},
		reveals: []string{
			"card-drawn", "police-raid-drawn", "atlantic-city-placed",
			"bid-revealed", "bid-shown", "empty-bid-shown", "street-card-revealed",
			"card-played", "card-played-at", "turf-torched", "card-discarded",
			"snitch-revealed", "corruption-pile-revealed", "empty-corruption-pile-revealed",
			"discard-top-shown", "discard-pile-emptied", "card-dealt", "investigation-shuffled-back",
		},
		secrets: []string{"bid-made", "bill-added", "corrupted", "corrupted-without-bill", "bills-kept", "bid-bills-kept"},
	},
	// Mafia: let a card window go by, let an arriving Picciotto act,
	// submit to an arrest, end the moved counter's actions, roll for
	// control (declining every roll stalls a game of default moves until
	// the turn limit), then the first legal move (a home city, a movement
	// leg, the card to discard, in Legal's order). A card window let go
	// by, a Boss's block or not and a Picciotto's resistance or not
	// answer a reaction; a card played is shown (and reshuffled: chance).
	"mafia": {
		defaults: []string{"pass", "allow", "submit", "done", "roll"},
		reveals: []string{
			"card-drawn", "card-played", "card-discarded", "hand-revealed", "air-cancelled",
			"dice-changed", "release-blocked", "cards-returned",
			"dice-rolled", "return-rolled", "space-rolled", "control-rolled", "shot",
		},
		declines: []string{"pass", "block", "allow", "resist", "submit"},
	},
	// Speakeasy: pass, skip an optional step, attack with the Family
	// Members chosen, then the first of each decision in Legal's order
	// (no Associate's fee, no Goons returned to a defence, the first card
	// or City tile in id order). The Mob War defence answers an invasion.
	"speakeasy": {
		defaults: []string{"pass", "skip", "attack", "fee", "defend", "discard", "drop", "reward"},
		reveals: []string{
			"card-drawn", "book-gained", "card-discarded", "card-played", "book-cooked",
			"strength-revealed", "invasion-announced",
		},
		declines: []string{"defend"},
	},
}

// defaultMove is the move a seat that timed out or left makes in pos:
// "" once the game is over.
func defaultMove(game string, legal []string) string {
	if len(legal) == 0 {
		return ""
	}
	for _, verb := range onlines[game].defaults {
		for _, m := range legal {
			if moveVerb(m) == verb {
				return m
			}
		}
	}
	return legal[0]
}

// moveVerb is a move's verb: the word after the seat ("discard" of "P0
// discard step-up").
func moveVerb(move string) string {
	f := strings.SplitN(move, " ", 3)
	if len(f) < 2 {
		return ""
	}
	return f[1]
}

// takeBack is Game.TakeBack for a typed game. It replays the whole
// record as Replay does, with every check of Replay (its hashes, its
// "over"), keeping the state before the last move and that move's events;
// only a record that replays is judged by the take-back rule.
func (e *entry[S, M, C]) TakeBack(r core.Record, p core.Player) (core.Record, error) {
	n := len(r.Moves)
	if r.Game == e.Name() && n == 0 {
		return r, core.Errorf(core.ErrIllegalMove, "no move to take back: the game has not begun")
	}
	g := &recording[S, M]{canonical: canonical[S, M]{e.rules}}
	var (
		m      M
		events []core.Event
	)
	after, err := core.Replay[S, M](g, r, func(i int, mi M, _ S, evs []core.Event) {
		if i == n-1 {
			m, events = mi, evs
		}
	})
	if err != nil {
		return r, err
	}
	s := g.before
	rules, declared := onlines[e.Name()]
	before := r
	before.Moves, before.Over = r.Moves[:n-1:n-1], false
	if len(r.Hashes) == n {
		before.Hashes = r.Hashes[: n-1 : n-1]
	}
	last := r.Moves[n-1]
	if m.Mover() != p {
		// The move is not named: its notation may hold what p may not see
		// (a card discarded face down).
		return r, core.Errorf(core.ErrIllegalMove, "%v made the last move, not %v: only they may take it back", m.Mover(), p)
	}
	if !declared {
		return r, core.Errorf(core.ErrIllegalMove, "%s declares no take-backs yet: no move may be taken back", e.Title())
	}
	type chance interface{ RNG() core.RNG }
	if a, ok := any(after).(chance); !ok || a.RNG() != any(s).(chance).RNG() {
		return r, core.Errorf(core.ErrIllegalMove, "%s drew chance: what it dealt or rolled was seen", last)
	}
	for _, ev := range events {
		if a := ev.Audience(); a != core.Everyone && !(slices.Contains(rules.secrets, eventKind(ev)) && (a == core.Only(p) || a == core.AllBut(p))) {
			// Not quoted: the event is for its audience only.
			return r, core.Errorf(core.ErrIllegalMove, "%s showed a seat something the others do not see (a card drawn, a card looked at): it was seen", last)
		}
		if kind := eventKind(ev); slices.Contains(rules.reveals, kind) {
			return r, core.Errorf(core.ErrIllegalMove, "%s showed what was hidden (%s): it was seen", last, ev)
		}
	}
	if slices.Contains(rules.declines, moveVerb(last)) {
		return r, core.Errorf(core.ErrIllegalMove, "%s answered a reaction window: the answer told the table something", last)
	}
	return before, nil
}

// recording is a game that keeps the state each Apply is given: after a
// replay, the state before its last move.
type recording[S any, M core.Move] struct {
	canonical[S, M]
	before S
}

// Apply keeps s, then applies m to it.
func (g *recording[S, M]) Apply(s S, m M) (S, []core.Event, error) {
	g.before = s
	return g.canonical.Apply(s, m)
}

// eventKind is an event's kind as its JSON names it ("card-drawn").
func eventKind(ev core.Event) string {
	b, err := json.Marshal(ev)
	if err != nil {
		return ""
	}
	raw, err := core.ObjectKey(b, "kind")
	if err != nil || raw == nil {
		return ""
	}
	var k string
	_ = json.Unmarshal(raw, &k)
	return k
}

func (p *position[S, M, C]) DefaultMove() string { return defaultMove(p.e.Name(), p.Legal()) }
