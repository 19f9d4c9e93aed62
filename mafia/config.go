package mafia

import (
	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/envelope"
)

// Config chooses the variant and the house-rule switches. The zero Config
// is the five-player game.
type Config struct {
	// Players is 2, 3, 4 or 5 (0 means 5). Seats: in the 5-player game P0
	// is the State and P1–P4 the red, black, orange and green Families; in
	// the 3-player game (section F) P0 is the State, P1 red and orange, P2
	// black and green; in the 4-player game (section G) P0–P3 are the red,
	// black, orange and green Families and nobody is the State; in the
	// translator's experimental 2-player game (section H) P0 plays red and
	// green, P1 black and orange, and they take turns running the State.
	Players int `json:"players,omitempty"`

	// SkipEmptyWindows lets the table skip a card window for a player who
	// holds no card that could be played there. Without it a player is
	// asked at every window whenever their (public) hand is not empty, so
	// being asked reveals nothing. With it, being asked reveals that the
	// player holds a card playable there: faster, but it leaks that fact.
	SkipEmptyWindows bool `json:"skip_empty_windows,omitempty" doc:"HOUSE-4.5: skip a card window for a player holding no card playable there (faster, but being asked then reveals a card)"`

	// MaxTurns ends the game with no winner after this many calendar turns
	// (0 means DefaultMaxTurns). House rule HOUSE-CUTOFF: the rules allow
	// an endless game (controls and arrests can be undone for ever), so a
	// cut-off keeps every game finite; it is a Config switch because a
	// table may want a shorter or longer evening.
	MaxTurns int `json:"max_turns,omitempty" doc:"HOUSE-CUTOFF: the game ends with no winner after this many calendar turns (0: the default, 600)" default:"600"`

	// AllCheckpoints opens every "any time" checkpoint of the house rules
	// (HOUSE-4.5): at the start of the turn, after the returns, after the
	// movement roll, after movement, after each of steps (i), (ii) and
	// (iii) for every moved counter, and at the end of the turn. By
	// default only the one after the returns and the one at the end are
	// opened: every checkpoint asks each player whose hand is
	// not empty, and the any-time cards (freeing a prisoner or a detainee,
	// adding control, seeing the State's hand) do the same at the start or
	// the end of a turn in all but rare cases, so the full set mostly adds
	// passes.
	AllCheckpoints bool `json:"all_checkpoints,omitempty" doc:"HOUSE-4.5: open every 'any time' card checkpoint, not only the start and end of a turn"`

	// PrefettoRemovesOne makes the Prefetto's control remove one Mafia
	// control counter instead of all of them. House rule HOUSE-4.4a: by
	// default "the Prefetto automatically controls the space" removes every
	// control counter there (this package's reading, as in the 2-player rule
	// H5); this switch is the other reading.
	PrefettoRemovesOne bool `json:"prefetto_removes_one,omitempty" doc:"HOUSE-4.4a: the Prefetto's control removes one Mafia control counter instead of all"`

	// VisitOwnFamilyOnly restricts Visit of an American Boss to spaces the
	// playing Family controls. House rule HOUSE-4.4e: by default it may
	// target a space controlled by any Family (the card text says cards
	// may aid another player); the added counter comes from that Family's
	// supply.
	VisitOwnFamilyOnly bool `json:"visit_own_family_only,omitempty" doc:"HOUSE-4.4e: Visit of an American Boss may target only spaces the playing Family controls"`

	// AutoControlRolls rolls for a moved Picciotto's control and for a
	// moved Carabiniere's removal of a control counter automatically, as
	// soon as the roll can do something. By default each is a choice for
	// the counter's owner (roll or decline): the rulebook says Picciotti
	// "can assert control ... by rolling the die once more" and a
	// Carabiniere "can remove a Mafia Control counter ... by rolling the
	// die once more" (D5b). Tables that never decline, and fast
	// self-play, may want the old automatic roll.
	AutoControlRolls bool `json:"auto_control_rolls,omitempty" doc:"HOUSE-ROLLS: roll for a moved Picciotto's control and a moved Carabiniere's removal of control automatically, instead of offering the owner the choice (D5b says they can)"`

	// Map is the board to play on; nil is Sicily (SicilyMap). New and the
	// JSON decoders refuse a map that fails Map.Validate. The game keeps
	// its own copy, so changing *Map after New changes nothing.
	Map *Map `json:"map,omitempty" doc:"HOUSE-MAP: the board to play on, as a Map object; left out, Sicily"`
}

// DefaultMaxTurns is the house cut-off in calendar turns (100 rounds of the
// six-slot calendar).
const DefaultMaxTurns = 600

func (c Config) players() int {
	if c.Players == 0 {
		return 5
	}
	return c.Players
}

func (c Config) maxTurns() int {
	if c.MaxTurns == 0 {
		return DefaultMaxTurns
	}
	return c.MaxTurns
}

func (c Config) validate() error {
	switch c.players() {
	case 2, 3, 4, 5:
	default:
		return core.Errorf(core.ErrBadConfig, "Mafia is for 2 to 5 players, not %d", c.Players)
	}
	if c.MaxTurns < 0 || c.MaxTurns > 60000 {
		return core.Errorf(core.ErrBadConfig, "max_turns must be 0 (default) or 1 to 60000, not %d", c.MaxTurns)
	}
	if c.Map != nil {
		return c.Map.Validate()
	}
	return nil
}

// canonical is the config as a State keeps it: the defaults spelt out
// (so a position's rules, written in full, read back the same), the map
// left to the board.
func (c Config) canonical() Config {
	c.Players, c.MaxTurns, c.Map = c.players(), c.maxTurns(), nil
	return c
}

// boardFor is the board of a validated config: the shared Sicily board
// when the map is nil or equal to Sicily, else a new one (its own copy of
// the map, so the caller's later edits do not reach the game).
func (c Config) boardFor() *board {
	if c.Map == nil {
		return sicily
	}
	return boardOf(*c.Map)
}

// decodeConfig decodes a JSON Config (Rules.NewGame's); nil or {} is the
// default game.
func decodeConfig(b []byte) (Config, error) {
	var c Config
	if err := envelope.DecodeConfig("mafia", b, &c); err != nil {
		return Config{}, err
	}
	return c, c.validate()
}

// New starts a game on cfg.Map (nil: Sicily): the State's counters on the
// roadblocks, Palermo and Catania (the map's StateCity and SISDECity, C1), the turn marker on R (C3), the three decks shuffled (C4),
// and the Families to choose their home cities.
func New(cfg Config, seed uint64) (State, error) {
	return NewWithRNG(cfg, core.NewRNG(seed))
}

// NewWithRNG is New with the setup's chance (the decks' shuffles) drawn
// from r: New(cfg, seed) == NewWithRNG(cfg, core.NewRNG(seed)).
func NewWithRNG(cfg Config, r core.RNG) (State, error) {
	if err := cfg.validate(); err != nil {
		return State{}, err
	}
	s := State{cfg: cfg.canonical(), bd: cfg.boardFor(), rng: r, winner: -1, amo: -1, target: -1, retC: -1, wfac: -1}
	m := &s.bd.m
	for i := range s.ctrl {
		s.ctrl[i] = -1
	}
	for i := range s.home {
		s.home[i] = -1
	}
	for c := range s.loc {
		s.loc[c] = -1
	}
	s.loc[cPrefetto] = int8(m.StateCity)
	s.loc[cSISDE] = int8(m.SISDECity)
	if s.fourP() {
		s.loc[cSISDE] = outOfGame // G2
	}
	cc := cCC1 // one Carabiniere on each roadblock, in slot order (Validate: exactly 3)
	for sp := range m.Spaces {
		if m.Spaces[sp].Kind == Roadblock && cc < cFamily {
			s.loc[cc] = int8(sp)
			cc++
		}
	}
	for c := cFamily; c < NumCounters; c++ {
		s.loc[c] = onContinent // placed in the home city when it is chosen
	}
	for d := Deck(0); d < 3; d++ {
		b := Card(8 * int(d))
		s.deck[d] = core.PileOf(b, b+1, b+2, b+3, b+4, b+5, b+6, b+7)
		s.rng = s.deck[d].Shuffle(s.rng)
	}
	s.dec = DecisionHomeCity
	s.tidy()
	return s, nil
}
