package speakeasy

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// Config chooses the number of seats and the disputable house rules. The
// zero Config (and the JSON {}) is the default four-player game.
type Config struct {
	// Players is the number of seats, 1 to 4 (0 means 4). One player
	// plays the solo rules (House rule HOUSE-4.19), one or two the 1–2
	// player side of the board (House rule HOUSE-4.2).
	Players int `json:"players,omitempty"`

	// SoloWinAt is the solo score that counts as a win. House rule
	// HOUSE-4.19 calls reporting a win at $180 optional: 0 means $180,
	// a negative value reports no winner at all, only the score.
	SoloWinAt int `json:"solo_win_at,omitempty" doc:"HOUSE-4.19: solo target (0: $180; <0: none)"`

	// NoSafeSpending turns off House rule HOUSE-4.8 (payments): by
	// default any cost may be paid partly with Safe money at $2 Safe per $1
	// (a preview of the prototype reports it); with the switch on only
	// cash pays.
	NoSafeSpending bool `json:"no_safe_spending,omitempty" doc:"HOUSE-4.8 off: only cash pays"`

	// NoFinalAreaControl turns off the area-control scoring at the end of
	// Act 4 (House rule HOUSE-4.17 scores it after Acts 1–3 and again at
	// the final scoring).
	NoFinalAreaControl bool `json:"no_final_area_control,omitempty" doc:"HOUSE-4.17 off at the end"`

	// MobsterBlocksSpaceOnly reads the rulebook's "no Mobster Speakeasy
	// beside it" (House rule HOUSE-4.8) as only the space itself: a
	// building may open beside a Mobster Speakeasy in its district. By
	// default a Mobster Speakeasy anywhere in the district blocks opening
	// a building there; taking it over is the way in.
	MobsterBlocksSpaceOnly bool `json:"mobster_blocks_space_only,omitempty" doc:"HOUSE-4.8 space only"`

	// FlatShipPrice charges both barrels of a two-barrel purchase the price
	// under the Ship's rightmost barrel (the rulebook: "pay the price shown
	// under the rightmost barrel"). By default (House rule HOUSE-4.13) each
	// barrel is priced as it is taken: the second costs the price under the
	// next barrel to the left.
	FlatShipPrice bool `json:"flat_ship_price,omitempty" doc:"HOUSE-4.13: one price for both"`
}

func (c Config) players() int {
	if c.Players == 0 {
		return 4
	}
	return c.Players
}

// canonical is c with its defaults written out (4 players, the $180 solo
// target), the form a State keeps and its position writes.
func (c Config) canonical() Config {
	c.Players, c.SoloWinAt = c.players(), c.soloTarget()
	return c
}

func (c Config) soloTarget() int {
	if c.SoloWinAt == 0 {
		return 180
	}
	return c.SoloWinAt
}

// validate reports why the rules do not allow c.
func (c Config) validate() error {
	if n := c.players(); n < 1 || n > 4 {
		return core.Errorf(core.ErrBadConfig, "Speakeasy is for 1 to 4 players, not %d", c.Players)
	}
	if c.SoloWinAt > 10000 {
		return core.Errorf(
			core.ErrBadConfig,
			"solo_win_at %d is beyond any reachable score",
			c.SoloWinAt,
		)
	}
	return nil
}

// decodeConfig reads a JSON config; nil and {} give the default.
func decodeConfig(b []byte) (Config, error) {
	var c Config
	if err := envelope.DecodeConfig("speakeasy", b, &c); err != nil {
		return Config{}, err
	}
	return c, c.validate()
}
