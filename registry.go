package sdk

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Game is one game of the SDK driven with strings and JSON: what a server,
// a command-line tool or a replay viewer needs, written once for all four
// games. Lookup returns one.
type Game interface {
	// Name is the game's identifier, as in a core.Record ("tonytino").
	Name() string
	// Title is the game's printed name ("Tony & Tino").
	Title() string
	// PlayerRange is the smallest and largest number of seats.
	PlayerRange() (min, max int)
	// Switches lists the game's house-rule config keys, with their doc
	// and default, so a page can offer them.
	Switches() []Switch
	// New starts a game from a JSON config (nil or {} is the default,
	// {"players": n} the default for n seats) and a seed. A bad config is
	// an error wrapping core.ErrBadConfig.
	New(config []byte, seed uint64) (Position, error)
	// Decode reads a position from the JSON that Position.MarshalJSON
	// writes (a full state or a view). Anything else, a state of another
	// game included, is an error wrapping core.ErrBadState.
	Decode(stateJSON []byte) (Position, error)
	// Replay plays a record from the start to the position it reached,
	// finished or not. Errors wrap core.ErrBadRecord and the move's own
	// error kind; a move written other than as Legal writes it is one
	// (core.ErrBadNotation), as for Position.Apply.
	Replay(r core.Record) (Position, error)
	// TakeBack returns the record less its last move, when seat p made it
	// and the take-back rule allows, as the game package's Online rule (a
	// core.Online) says of the move: the move revealed nothing hidden from
	// any seat, its maker included (no chance drawn, no card drawn from an
	// ordered deck, nothing turned or shown, no reaction answered, no
	// secret choice seen by another seat: a sealed bid only its maker saw
	// may be taken back). Else an error wrapping core.ErrIllegalMove says
	// why ("P0 discard step-up showed a seat something the others do not
	// see"). The record is first replayed whole, as Replay plays it and
	// with its checks (each hash, "over"): a record Replay refuses is
	// refused with Replay's error, which wraps core.ErrBadRecord. The
	// package docs list which moves qualify.
	TakeBack(r core.Record, p core.Player) (core.Record, error)
	// NumActions is the size of the game's fixed action space for a
	// config: every move has an id in [0, NumActions), stable across
	// releases for that config (each package doc lays them out), so a
	// learning agent can index and mask moves. A game that offers no
	// action ids yet answers with an error wrapping core.ErrBadConfig.
	NumActions(config []byte) (int, error)
	// ObservationSize is the length of Position.Observation's vector for a
	// config (an error as for NumActions where the game offers none).
	ObservationSize(config []byte) (int, error)
	// Bot returns a computer player: "random", "mcts", "mcts:2000"
	// (iterations) or "mcts:500ms" (thinking time). A spec it cannot read
	// is an error wrapping core.ErrBadConfig.
	Bot(spec string, seed uint64) (Bot, error)
	// ScoreUnit is what Position.Score counts for seat p in the game's
	// default config.
	//
	// Deprecated: use Position.ScoreUnit, which knows the config: in
	// Mafia's 4- and 2-player games seat 0 plays Families and counts
	// spaces, where the default (5-player) game's seat 0 is the State's,
	// counting half points.
	ScoreUnit(p core.Player) string
}

// Position is a game position: a full state, or a View of one. It is an
// immutable value; Apply returns a new Position.
type Position interface {
	// NumPlayers is the number of seats.
	NumPlayers() int
	// Seat names seat p as a person reads it: "P2", or "P2 (the black
	// Family)" where the seat plays a side with a name.
	Seat(p core.Player) string
	// ToMove is the seat that decides now, core.NoPlayer when the game is
	// over.
	ToMove() core.Player
	// Active is the seat whose turn it is; core.NoPlayer when nobody's
	// (after the end, or a part of the game no seat leads). ToMove may be
	// another seat, one reacting out of turn.
	Active() core.Player
	// Phase is the rulebook's phase of play, as the position format
	// writes it (State.Phase().String()).
	Phase() string
	// Decision is the kind of decision ToMove makes now, as the position
	// format writes it (State.Decision().String()); "over" after the end.
	// A UI picks its controls by it.
	Decision() string
	// Score is seat p's score now, in ScoreUnit(p); 0 for a seat the game
	// does not have.
	Score(p core.Player) int
	// ScoreUnit is what Score counts for seat p, so a UI labels a score
	// without knowing the game: "dollars" (Tony & Tino, Speakeasy),
	// "Respect" (Nostra City), "spaces" or "half points" (Mafia: a seat's
	// Families count the spaces one of them controls; the State's seat,
	// seat 0 of the 5- and 3-player games, its remediation in half
	// points); "" for a seat the game does not have. Each game's State
	// declares it (State.ScoreUnit).
	ScoreUnit(p core.Player) string
	// Hash is the position's fingerprint: its format version, a colon and
	// the first 16 hex digits of the SHA-256 of its MarshalJSON
	// ("2:9f86d081884c7d65", core.PositionHash). A server appends the hash
	// of each position it reaches to core.Record.Hashes, and Replay then
	// refuses the record at the first move a rules change would make
	// another game.
	Hash() string
	// DefaultMove is the move made for a seat that timed out or left the
	// table: the same for both, deterministic, always legal while the game
	// runs ("" once it is over). Each game package declares it in its
	// Online rule (a core.Online) as a preference order of its move kinds
	// (let a card stand rather than counter it, discard rather than play,
	// ...), the first in Legal's order among moves of one kind; a game
	// that declares none makes its first legal move.
	DefaultMove() string
	// LegalActions is the action ids of Legal(), in Legal's order (nil
	// where the game offers no action ids yet).
	LegalActions() []int
	// ActionMove is the legal move with that action id, in notation; an id
	// of no legal move is an error wrapping core.ErrIllegalMove.
	ActionMove(id int) (string, error)
	// MoveAction is a move's action id.
	MoveAction(move string) (int, error)
	// Observation is what seat p may see, as numbers in [0, 1], of a fixed
	// length per config, documented field by field in the package doc;
	// two positions p cannot tell apart give the same vector (nil where
	// the game offers none yet).
	Observation(p core.Player) []float32
	// InformationState is what p knows now, as canonical text: p's View
	// with the memories the game keeps for p; two histories that leave p
	// knowing the same give one information state ("" where the game
	// offers none yet).
	InformationState(p core.Player) string
	// Over reports whether the game has ended.
	Over() bool
	// Legal lists the moves ToMove may make now, in notation, in the
	// game's fixed order. It works on a View too: a client lists its
	// seat's options from its own view.
	Legal() []string
	// Describe is a move as a sentence for a button or a log. A move that
	// does not parse, or is not written as Legal writes it, is an error
	// wrapping core.ErrBadNotation.
	Describe(move string) (string, error)
	// Prompt says what ToMove decides now; "" when the game is over.
	Prompt() string
	// Apply makes a move given in notation and returns the new position
	// and the move's events (filter them with core.VisibleTo). The
	// position itself does not change. A move that does not parse, is not
	// legal or is made on a View is an error wrapping the core error kind.
	// The move must be spelled exactly as Legal and the records write it
	// (no surrounding spaces, no other case): any other spelling is an
	// error wrapping core.ErrBadNotation that names the one to write, so
	// a record kept from applied moves holds only that spelling.
	Apply(move string) (Position, []core.Event, error)
	// View is the position as seat p (core.NoPlayer: a spectator) may see
	// it.
	View(p core.Player) Position
	// Result is the outcome of a finished game; the zero Result before.
	Result() core.Result
	// MarshalJSON writes the position in the game's documented format
	// (an object with "game", "version" and, for a View, "view"), which
	// Game.Decode reads back.
	MarshalJSON() ([]byte, error)
	// String renders the position as text.
	String() string
}

// Bot is a computer player for one game.
type Bot interface {
	// Choose picks a move, in notation, for the seat that decides in view
	// (a View for that seat: a bot is never shown what its seat may not
	// see).
	Choose(view Position) (string, error)
}

// Switch is one house-rule key of a game's config.
type Switch struct {
	// Key is the config's JSON key ("public_discards").
	Key string `json:"key"`
	// Type is the JSON type of its value: "bool", "int", "string",
	// "[]int" or "object".
	Type string `json:"type"`
	// Doc says what the switch changes, in words.
	Doc string `json:"doc"`
	// Default is the value the game uses when the key is left out, as
	// JSON ("false", "0", "null" for a rule default the doc describes).
	Default json.RawMessage `json:"default"`
}

var games = map[string]Game{}

func register(g Game) { games[g.Name()] = g }

// Names lists the games by name, sorted.
func Names() []string {
	out := make([]string, 0, len(games))
	for n := range games {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// Lookup returns the game of that name; an unknown name is an error
// wrapping core.ErrBadConfig that lists the games.
func Lookup(name string) (Game, error) {
	if g, ok := games[name]; ok {
		return g, nil
	}
	return nil, core.Errorf(core.ErrBadConfig, "no game %q (the games are %s)", name, strings.Join(Names(), ", "))
}

// MustLookup is Lookup for a name fixed in the program's source; it panics
// on an unknown name, so use Lookup for anything a user typed.
func MustLookup(name string) Game {
	g, err := Lookup(name)
	if err != nil {
		panic(fmt.Sprintf("sdk.MustLookup: %v", err))
	}
	return g
}
