package nostracity

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

const (
	minPlayers = 3
	maxPlayers = 5
)

// Config is a game's setup and its house-rule switches. The zero value of
// every field but Players means the default house rule.
type Config struct {
	// Players is the number of seats, 3 to 5 (default 4).
	Players int `json:"players,omitempty"`
	// FirstPlayer is the seat of the oldest player, who takes the First
	// Player card (setup step 12). P0 by default; JSON "P2".
	FirstPlayer core.Player `json:"first_player,omitempty" doc:"the seat of the oldest player, who takes the First Player card (P0 by default)" default:"\"P0\""`
	// RaidPolicy is House rule HOUSE-13/14: "no-cheat" (default: a Cash-in
	// cut short by the Police Raid or an empty Bill pile Cheats nobody) or
	// "reduced-entitlement" (the shortfall comes off the active player's own
	// share first, then the others' clockwise, and Cheating is judged against
	// the reduced shares).
	RaidPolicy string `json:"raid_policy,omitempty" doc:"HOUSE-13/14: a Cash-in cut short by the Police Raid: 'no-cheat' (nobody Cheats) or 'reduced-entitlement' (shares shrink, the active player first)" default:"\"no-cheat\""`
	// EndBonusTie is House rule HOUSE-8: "nobody" (default: a tied End of
	// Game Bonus is not given) or "all-tied" (every tied player scores it).
	EndBonusTie string `json:"end_bonus_tie,omitempty" doc:"HOUSE-8: a tied End of Game Bonus: 'nobody' scores it, or 'all-tied' players do" default:"\"nobody\""`
	// VerdictWeight is House rule HOUSE-9: "per-icon" (default: each Innocent
	// Bill -1, each Guilty Bill +1) or "by-value" (±value/$10,000).
	VerdictWeight string `json:"verdict_weight,omitempty" doc:"HOUSE-9: how Bills weigh in the verdict: 'per-icon' (one point each) or 'by-value' (value/$10,000)" default:"\"per-icon\""`
	// JuryStart is House rule HOUSE-9: the Verdict token's start for 3, 4 and
	// 5 players (default 4, 5, 6). Empty means the default.
	JuryStart []int `json:"jury_start,omitempty" doc:"HOUSE-9: the Verdict token's start for 3, 4 and 5 players (default 4, 5, 6)" default:"[4,5,6]"`
	// InnocentIfAtMost is House rule HOUSE-9: the Godfather is Innocent when
	// the final Guilt is at most this (default 0).
	InnocentIfAtMost *int `json:"innocent_if_at_most,omitempty" doc:"HOUSE-9: the Godfather is Innocent when the final Guilt is at most this (default 0)" default:"0"`
	// TwoColourTurfRespect is House rule HOUSE-3: the Respect Connecticut and
	// New Jersey give on entering a Territory (default 1).
	TwoColourTurfRespect *int `json:"two_colour_turf_respect,omitempty" doc:"HOUSE-3: the Respect Connecticut and New Jersey give on entering a Territory (default 1)" default:"1"`
	// PhaseTurnMode is House rule HOUSE-1: "all-actions-in-one-turn" (default:
	// each player takes one turn per phase and makes any number of that
	// phase's actions in it) or "round-robin-single-action" (one action per
	// turn, round and round; a player who ends a turn without acting is out
	// of the phase, which ends when everyone is out). The Cash-in limits are
	// per player and phase either way.
	PhaseTurnMode string `json:"phase_turn_mode,omitempty" doc:"HOUSE-1: 'all-actions-in-one-turn' (one turn per phase, any number of actions) or 'round-robin-single-action' (one action a turn, round and round)" default:"\"all-actions-in-one-turn\""`
	// FirstPlayerRotatesAtReception is House rule HOUSE-2: when true the First
	// Player card passes clockwise at each Reception (default false).
	FirstPlayerRotatesAtReception bool `json:"first_player_rotates_at_reception,omitempty" doc:"HOUSE-2: the First Player card passes clockwise at each Reception"`
	// DiscardTopVisible is the option of House rule HOUSE-15: when true the
	// Bill discard pile shows its top Bill to everyone (default false: it
	// "cannot be consulted", and every View shows only its size). The top
	// is the last Bill discarded; Bills discarded together (the rest of a
	// sole winner's bid, the bids of a contested auction) go on in Bill
	// type order, $5k first, so the highest type among them shows, even
	// from a sole winner's bid, whose other Bills stay unseen. A Bill lost
	// to a Fit of Rage shows too. The Police Raid's reshuffle takes the
	// pile, top and all, back into the Bill pile.
	DiscardTopVisible bool `json:"discard_top_visible,omitempty" doc:"HOUSE-15: the Bill discard pile shows its top Bill to everyone (by default only its size)"`
	// ScoreTurfRespectOnEntry is House rule HOUSE-3: whether a Turf's bonus
	// Respect (Connecticut and New Jersey, Config.TwoColourTurfRespect) is
	// scored when the Turf enters a Territory, the setup deal included
	// (default true). The house rules give the bonus no other time, so when
	// false it is never scored (House rule HOUSE-3: no entry scoring, no
	// bonus). False with a non-zero TwoColourTurfRespect contradicts itself
	// and is refused.
	ScoreTurfRespectOnEntry *bool `json:"score_turf_respect_on_entry,omitempty" doc:"HOUSE-3: a two-colour Turf's bonus Respect is scored when it enters a Territory (default true)"`
}

// options is the Config as the State keeps it: small integers.
type options struct {
	reduced    bool // RaidPolicy reduced-entitlement
	allTied    bool // EndBonusTie all-tied
	byValue    bool // VerdictWeight by-value
	rotate     bool // FirstPlayerRotatesAtReception
	roundRobin bool // PhaseTurnMode round-robin-single-action
	innocentM  int8 // InnocentIfAtMost
	twoColR    int8 // TwoColourTurfRespect
	topVisible bool // DiscardTopVisible
	noTurfR    bool // ScoreTurfRespectOnEntry false: the Turf bonus is never scored
	// The switches of the setup alone, kept so a position writes every
	// switch: FirstPlayer and JuryStart.
	firstP int8
	jury   [3]int8
}

// defaultJury is JuryStart's default: the Verdict token's start for 3, 4
// and 5 players (House rule HOUSE-9).
var defaultJury = [3]int8{4, 5, 6}

func badConfig(format string, args ...any) error {
	return core.Errorf(core.ErrBadConfig, format, args...)
}

// check validates c and returns the options and start Guilt it sets.
func (c Config) check() (options, int, int, error) {
	var o options
	n := c.Players
	if n == 0 {
		n = 4
	}
	if n < minPlayers || n > maxPlayers {
		return o, 0, 0, badConfig("Nostra City is for 3 to 5 players, not %d", c.Players)
	}
	if c.FirstPlayer < 0 || int(c.FirstPlayer) >= n {
		return o, 0, 0, badConfig("first_player %v is not a seat of %d players", c.FirstPlayer, n)
	}
	switch c.RaidPolicy {
	case "", "no-cheat":
	case "reduced-entitlement":
		o.reduced = true
	default:
		return o, 0, 0, badConfig("raid_policy %q: want no-cheat or reduced-entitlement", c.RaidPolicy)
	}
	switch c.EndBonusTie {
	case "", "nobody":
	case "all-tied":
		o.allTied = true
	default:
		return o, 0, 0, badConfig("end_bonus_tie %q: want nobody or all-tied", c.EndBonusTie)
	}
	switch c.VerdictWeight {
	case "", "per-icon":
	case "by-value":
		o.byValue = true
	default:
		return o, 0, 0, badConfig("verdict_weight %q: want per-icon or by-value", c.VerdictWeight)
	}
	switch c.PhaseTurnMode {
	case "", "all-actions-in-one-turn":
	case "round-robin-single-action":
		o.roundRobin = true
	default:
		return o, 0, 0, badConfig("phase_turn_mode %q: want all-actions-in-one-turn or round-robin-single-action", c.PhaseTurnMode)
	}
	o.firstP, o.jury = int8(c.FirstPlayer), defaultJury
	if len(c.JuryStart) != 0 {
		if len(c.JuryStart) != 3 {
			return o, 0, 0, badConfig("jury_start needs 3 values (3, 4 and 5 players), got %d", len(c.JuryStart))
		}
		for i, g := range c.JuryStart {
			if g < -50 || g > 50 {
				return o, 0, 0, badConfig("jury_start %d is off the Jury Box (-50..50)", g)
			}
			o.jury[i] = int8(g)
		}
	}
	g := int(o.jury[n-3])
	o.innocentM = 0
	if c.InnocentIfAtMost != nil {
		if *c.InnocentIfAtMost < -50 || *c.InnocentIfAtMost > 50 {
			return o, 0, 0, badConfig("innocent_if_at_most %d is off the Jury Box (-50..50)", *c.InnocentIfAtMost)
		}
		o.innocentM = int8(*c.InnocentIfAtMost)
	}
	o.twoColR = 1
	if c.TwoColourTurfRespect != nil {
		if *c.TwoColourTurfRespect < 0 || *c.TwoColourTurfRespect > 9 {
			return o, 0, 0, badConfig("two_colour_turf_respect %d: want 0..9", *c.TwoColourTurfRespect)
		}
		o.twoColR = int8(*c.TwoColourTurfRespect)
	}
	if c.ScoreTurfRespectOnEntry != nil && !*c.ScoreTurfRespectOnEntry {
		if c.TwoColourTurfRespect != nil && *c.TwoColourTurfRespect != 0 {
			return o, 0, 0, badConfig("two_colour_turf_respect %d is never scored with score_turf_respect_on_entry false (HOUSE-3)", *c.TwoColourTurfRespect)
		}
		o.noTurfR = true
		o.twoColR = 0 // never scored
	}
	o.topVisible = c.DiscardTopVisible
	o.rotate = c.FirstPlayerRotatesAtReception
	return o, n, g, nil
}

// parseConfig decodes a JSON Config; nil and {} are the default game.
func parseConfig(b []byte) (Config, error) {
	var c Config
	if err := envelope.DecodeConfig("nostracity", b, &c); err != nil {
		return Config{}, err
	}
	return c, nil
}
