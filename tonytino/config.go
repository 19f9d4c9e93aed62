package tonytino

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// Config sets up a game. The zero Config is the standard game for two.
type Config struct {
	// Players must be 0 (meaning 2) or 2: Tony & Tino is a game for two.
	Players int `json:"players,omitempty"`

	// StartPlayer is the seat that takes the first turn. nil draws it from
	// the setup's chance. House rule HOUSE-3: the rulebook's "the youngest"
	// is not something an engine knows, so the caller chooses or the RNG
	// does.
	StartPlayer *core.Player `json:"start_player,omitempty" doc:"HOUSE-3: the seat that takes the first turn (P0 or P1); left out, the setup's chance draws it"`

	// StoolPigeonX3 switches the 13th card of each deck from a fifth Step Up
	// (the default reading, House rule HOUSE-4) to a third Stool Pigeon.
	StoolPigeonX3 bool `json:"stool_pigeon_x3,omitempty" doc:"HOUSE-4: the 13th card of each deck is a third Stool Pigeon instead of a fifth Step Up"`

	// PublicDiscards makes discarded cards face up. House rule HOUSE-15:
	// by default discards are face down, so a discarded Police Raid stays a
	// secret and the bluff the rulebook encourages still works.
	PublicDiscards bool `json:"public_discards,omitempty" doc:"HOUSE-15: discarded cards lie face up (by default face down, so a discarded Police Raid stays secret)"`

	// RacketDraft replaces the dealing of the racket tiles with a draft
	// (the German review's rule; House rule HOUSE-18): the tiles are
	// shuffled face down, and from the start player on, the players take
	// turns turning up the top one and putting it on a street that has
	// none. Streets full at setup take none: the tiles that would be drawn
	// last, one per full street, are discarded face up, as when dealing.
	// Play begins with the start player once all are out.
	RacketDraft bool `json:"racket_draft,omitempty" doc:"HOUSE-18: the players draft the racket tiles onto the streets instead of dealing them"`
}

// New sets up a game from a seed, as the rulebook's setup describes.
//
// House rule HOUSE-2: the setup draws from the RNG in a fixed order, so a
// seed always gives the same game: (1) shuffle the 36 corner tokens onto
// corners A1..F6 row by row, and replace the 12 coloured ones with that
// colour's Henchmen; (2) shuffle the 12 racket tiles onto the streets in
// street order, a street already full discarding the tile dealt to it face
// up; (3) shuffle P0's 12 remaining crew tiles, then P1's, and turn up the
// top two of each; (4) shuffle P0's 13 cards, then P1's, and deal three
// each; (5) draw the starting player unless Config.StartPlayer names one.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the setup's chance drawn from r, so a test can
// force the deal: New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	var s State
	if cfg.Players != 0 && cfg.Players != NumSeats {
		return s, core.Errorf(core.ErrBadConfig, "Tony & Tino is for 2 players, not %d", cfg.Players)
	}
	if cfg.StartPlayer != nil && (*cfg.StartPlayer < 0 || *cfg.StartPlayer >= NumSeats) {
		return s, core.Errorf(core.ErrBadConfig, "start_player %v is not a seat (P0 or P1)", *cfg.StartPlayer)
	}
	return setup(cfg, r), nil
}

// decodeConfig reads a JSON Config; nil or empty means the default.
func decodeConfig(b []byte) (Config, error) {
	var cfg Config
	if err := envelope.DecodeConfig("tonytino", b, &cfg); err != nil {
		return Config{}, err
	}
	return cfg, nil
}
