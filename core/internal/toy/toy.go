// Package toy is a tiny two-player card game ("High Card") with hidden hands
// and a shuffled deck, used to test the harness and the bots on something
// small. It meets the whole contract of core.Game, the v2 surface included
// (moves as notation in JSON, events with kebab-case kinds, a versioned
// state JSON, views that say they are views, a move check that agrees with
// Legal, a decoder that accepts only positions the game can reach) and of
// v3 (the one vocabulary of positions and events, a zero State that is no
// game, notation read in one spelling only). Its Faults (and Game's two
// fields) switch on deliberate rule-engine bugs, one per law, so the
// harness's own tests can assert that each one is caught.
//
// Rules: the cards 1..8 are shuffled, each player holds two, the rest form
// the deck. On your turn you play a card from your hand (its value adds to
// your score) and draw the top card if any. The game ends when both hands are
// empty; the higher score wins.
//
// Notation: "P0 play 5", exactly (ParseMove refuses any other spelling).
// Events: {"kind":"play","player":"P0","card":5,"deck":3} when the mover
// draws a card after playing (deck: the cards left), and
// {"kind":"play-last","player":"P0","card":5} when the deck was empty.
//
// State JSON, in the vocabulary every game speaks: {"game":"toy",
// "version":2,"rules":{"players":2},"phase":"play","decision":"play",
// "active":"P0","decisions":[{"decision":"play","seat":"P0"}],
// "players":[{"seat":"P0","hand":[3,5]},{"seat":"P1","hand":[1,8],
// "score":4}],"deck":[2,7,4,6],"played":[4],"rng":{...}}; an empty hand,
// deck or played set and a zero score are left out; after the end phase
// and decision are "over" and active and decisions are left out. A View
// adds "view":"P1" (or "spectator") after "version", has no "rng", and
// writes every card its viewer cannot see as "hidden". rules.faults
// appears only when a fault is on. On input phase, decision, active and
// decisions may be left out (the cards played determine them).
package toy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/chance"
	"github.com/mafiarules/sdk/internal/codec"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/strictjson"
)

// Cards is the number of cards (valued 1..Cards).
const Cards = 8

// Hidden is the sentinel a View shows for a card its viewer may not see.
const Hidden = 0

// Faults are deliberate bugs for testing the harness. The first six break
// the v1 contract, the next one v2 law each (named after the fault), the
// last six one rule of the v3 vocabulary each; UnplayableDecode breaks the
// Tamper law. The faults of ZeroState and CanonicalNotation are Game's.
type Faults struct {
	MutateInput    bool `json:"mutate_input,omitempty"`    // Apply writes into its argument's hand
	LeakHand       bool `json:"leak_hand,omitempty"`       // View shows the opponent's hand
	AcceptIllegal  bool `json:"accept_illegal,omitempty"`  // Apply plays a card not in hand
	NeverEnds      bool `json:"never_ends,omitempty"`      // played cards go back under the deck
	LeakRNG        bool `json:"leak_rng,omitempty"`        // View keeps the RNG
	BadDeterminize bool `json:"bad_determinize,omitempty"` // Determinize keeps the hidden cards

	ZeroMoveAccepted       bool `json:"zero_move_accepted,omitempty"`        // Apply takes the zero Move as a pass by P0
	StructMoveJSON         bool `json:"struct_move_json,omitempty"`          // legal moves marshal as a struct dump
	NumericEventKind       bool `json:"numeric_event_kind,omitempty"`        // an event's kind is a number
	EventKeysVary          bool `json:"event_keys_vary,omitempty"`           // "play" omits "deck" when it is 0
	EventNullField         bool `json:"event_null_field,omitempty"`          // "play-last" writes "deck": null
	EmptyDescribe          bool `json:"empty_describe,omitempty"`            // Describe returns ""
	DuplicateDescribe      bool `json:"duplicate_describe,omitempty"`        // every move is "Play a card"
	DescribeLeaks          bool `json:"describe_leaks,omitempty"`            // Describe names the opponent's hand
	PromptWhenOver         bool `json:"prompt_when_over,omitempty"`          // Prompt says "Game over" at the end
	PromptLeaks            bool `json:"prompt_leaks,omitempty"`              // Prompt names the next card of the deck
	NewIgnoresRNG          bool `json:"new_ignores_rng,omitempty"`           // NewWithRNG deals from a fixed seed
	DeterminizeKeepsOwnRNG bool `json:"determinize_keeps_own_rng,omitempty"` // Determinize returns rng advanced by its deal
	CaseInsensitiveConfig  bool `json:"case_insensitive_config,omitempty"`   // a config with this fault is read leniently
	StateJSONWithoutGame   bool `json:"state_json_without_game,omitempty"`   // state JSON lacks "game" and "version"
	ApplyOnView            bool `json:"apply_on_view,omitempty"`             // Apply plays a move on a View
	ViewNotMarked          bool `json:"view_not_marked,omitempty"`           // a View's JSON lacks "view"
	AppendLegalDrops       bool `json:"append_legal_drops,omitempty"`        // AppendLegal overwrites dst
	AppendApplyDrops       bool `json:"append_apply_drops,omitempty"`        // AppendApply overwrites dst
	CheckDisagrees         bool `json:"check_disagrees,omitempty"`           // CheckMove forgets whose turn it is
	UnplayableDecode       bool `json:"unplayable_decode,omitempty"`         // the decoder accepts any position (law Tamper)
	OversizeAccepted       bool `json:"oversize_accepted,omitempty"`         // the decoder reads JSON of any size

	// The faults of the v3 vocabulary (law Vocabulary), one rule each.
	NoneForEmpty     bool `json:"none_for_empty,omitempty"`     // "played":"none" before a card is played (rule 6)
	ActiveAfterEnd   bool `json:"active_after_end,omitempty"`   // "active" written after the end (rule 2)
	RulesLast        bool `json:"rules_last,omitempty"`         // "rules" written after the game's fields (rule 1)
	SeatsAllP0       bool `json:"seats_all_p0,omitempty"`       // every players entry says "seat":"P0" (rule 4)
	HiddenCardMark   bool `json:"hidden_card_mark,omitempty"`   // a View writes a hidden card "hidden-card" (rule 7)
	EventPlayerIndex bool `json:"event_player_index,omitempty"` // an event's "player" is a number, not a seat
}

// Config is the toy's configuration.
type Config struct {
	Players int    `json:"players,omitempty"`
	Faults  Faults `json:"faults,omitzero"`
}

// State is a position. Hands are slices on purpose, so MutateInput can
// write through one. The zero State is no game (see Game).
type State struct {
	live   bool // set up by New or decoded: the zero State is no game
	hands  [2][]int
	deck   core.Pile[uint8]
	score  [2]int
	played uint16 // bit c: card c has been played
	turn   core.Player
	rng    core.RNG
	faults Faults
	isView bool
	viewer core.Player // whose View this is (NoPlayer: a spectator's)
}

// RNG is the state's source of chance (zero in a View).
func (s State) RNG() core.RNG { return s.rng }

// Active is the seat whose turn it is: ToMove, core.NoPlayer after the
// end and in the zero State.
func (s State) Active() core.Player { return Game{}.ToMove(s) }

// IsView reports whether s is a View.
func (s State) IsView() bool { return s.isView }

// Move plays a card.
type Move struct {
	By   core.Player
	Card int
	raw  bool // StructMoveJSON: marshal as a struct; notation "P0 play 5 raw"
}

// Mover implements core.Move.
func (m Move) Mover() core.Player { return m.By }

// String is the move's notation, "P0 play 5".
func (m Move) String() string {
	if m.raw {
		return fmt.Sprintf("%v play %d raw", m.By, m.Card)
	}
	return fmt.Sprintf("%v play %d", m.By, m.Card)
}

// MarshalText writes the notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads the notation.
func (m *Move) UnmarshalText(b []byte) error {
	p, err := parseMove(string(b))
	if err != nil {
		return err
	}
	*m = p
	return nil
}

type rawMove struct {
	By   core.Player
	Card int
	Raw  bool
}

// MarshalJSON writes the notation as a JSON string (a struct dump under
// StructMoveJSON).
func (m Move) MarshalJSON() ([]byte, error) {
	if m.raw {
		return json.Marshal(rawMove{m.By, m.Card, true})
	}
	return json.Marshal(m.String())
}

// UnmarshalJSON reads what MarshalJSON writes.
func (m *Move) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '{' {
		var r rawMove
		if err := json.Unmarshal(b, &r); err != nil {
			return core.Errorf(core.ErrBadNotation, "%v", err)
		}
		*m = Move{By: r.By, Card: r.Card, raw: r.Raw}
		return nil
	}
	var text string
	if err := json.Unmarshal(b, &text); err != nil {
		return core.Errorf(core.ErrBadNotation, "a move is its notation as a JSON string: %v", err)
	}
	return m.UnmarshalText([]byte(text))
}

// EventKind is what an Event reports.
type EventKind uint8

// The event kinds.
const (
	Play     EventKind = iota + 1 // a card played and one drawn
	PlayLast                      // a card played from the last cards in hand
)

var kindNames = codec.Names{"", "play", "play-last"}

// String is the kind's kebab-case name.
func (k EventKind) String() string { return kindNames.Name(int(k)) }

// Event reports a card played.
type Event struct {
	Kind EventKind
	By   core.Player
	Card int
	Deck int // Play: cards left in the deck after the draw

	style uint8 // the event faults that were on, as bits (see eventStyle)
}

// player is an event's "player": the seat, or its number under the
// EventPlayerIndex fault.
func (e *Event) player() any {
	if e.style&playerIndex != 0 {
		return int(e.By)
	}
	return e.By
}

// The event faults, as bits of Event.style (an Event stays small: Apply
// allocates its events together).
const (
	numericKind uint8 = 1 << iota
	keysVary
	nullField
	playerIndex
)

func eventStyle(f Faults) uint8 {
	var b uint8
	if f.NumericEventKind {
		b |= numericKind
	}
	if f.EventKeysVary {
		b |= keysVary
	}
	if f.EventNullField {
		b |= nullField
	}
	if f.EventPlayerIndex {
		b |= playerIndex
	}
	return b
}

// String reads "P0 plays 5".
func (e *Event) String() string { return fmt.Sprintf("%v plays %d", e.By, e.Card) }

// Audience implements core.Event: plays are public.
func (e *Event) Audience() core.Audience { return core.Everyone }

// MarshalJSON writes {"kind":"play","player":"P0","card":5,"deck":3}.
func (e *Event) MarshalJSON() ([]byte, error) {
	var kind any = e.Kind.String()
	if e.style&numericKind != 0 {
		kind = int(e.Kind)
	}
	switch {
	case e.Kind == Play && e.style&keysVary != 0:
		return json.Marshal(struct {
			Kind any `json:"kind"`
			By   any `json:"player"`
			Card int `json:"card"`
			Deck int `json:"deck,omitempty"`
		}{kind, e.player(), e.Card, e.Deck})
	case e.Kind == Play:
		return json.Marshal(struct {
			Kind any `json:"kind"`
			By   any `json:"player"`
			Card int `json:"card"`
			Deck int `json:"deck"`
		}{kind, e.player(), e.Card, e.Deck})
	case e.style&nullField != 0:
		return json.Marshal(struct {
			Kind any  `json:"kind"`
			By   any  `json:"player"`
			Card int  `json:"card"`
			Deck *int `json:"deck"`
		}{kind, e.player(), e.Card, nil})
	}
	return json.Marshal(struct {
		Kind any `json:"kind"`
		By   any `json:"player"`
		Card int `json:"card"`
	}{kind, e.player(), e.Card})
}

// Game is the toy as a core.Game. Its zero value is the correct game; its
// two fields are faults that no state or config can carry, since they are
// about the zero State and about notation.
type Game struct {
	ZeroStatePlays  bool // the zero State acts as a finished game (law ZeroState)
	LenientNotation bool // ParseMove reads any spacing, and the verb in any case (law CanonicalNotation)
}

var _ core.Game[State, Move] = Game{}

// Name implements core.Game.
func (Game) Name() string { return "toy" }

// PlayerRange implements core.Game.
func (Game) PlayerRange() (int, int) { return 2, 2 }

// config decodes a config strictly; a config that switches on
// CaseInsensitiveConfig is read the lenient way of encoding/json (any case,
// a key given twice) when the strict way refuses it.
func config(b []byte) (Config, error) {
	var c Config
	err := envelope.DecodeConfig("toy", b, &c)
	if err != nil {
		var lenient Config
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if dec.Decode(&lenient) == nil && lenient.Faults.CaseInsensitiveConfig {
			c, err = lenient, nil
		}
	}
	if err != nil {
		return Config{}, err
	}
	if c.Players != 0 && c.Players != 2 {
		return Config{}, core.Errorf(core.ErrBadConfig, "toy is for 2 players, not %d", c.Players)
	}
	return c, nil
}

// New implements core.Game.
func (Game) New(b []byte, seed uint64) (State, error) {
	c, err := config(b)
	if err != nil {
		return State{}, err
	}
	return setup(c, core.NewRNG(seed)), nil
}

// NewWithRNG implements core.Game.
func (Game) NewWithRNG(b []byte, rng core.RNG) (State, error) {
	c, err := config(b)
	if err != nil {
		return State{}, err
	}
	if c.Faults.NewIgnoresRNG {
		rng = core.NewRNG(0xbad)
	}
	return setup(c, rng), nil
}

func setup(c Config, rng core.RNG) State {
	cards := make([]int, Cards)
	for i := range cards {
		cards[i] = i + 1
	}
	rng = chance.Shuffle(rng, cards)
	return State{
		live:   true,
		hands:  [2][]int{{cards[0], cards[1]}, {cards[2], cards[3]}},
		deck:   pileOf(cards[4:]),
		rng:    rng,
		faults: c.Faults,
	}
}

// NumPlayers implements core.Game.
func (Game) NumPlayers(State) int { return 2 }

// Over implements core.Game. The zero State is not over: it is no game.
func (g Game) Over(s State) bool {
	return (s.live || g.ZeroStatePlays) && len(s.hands[0]) == 0 && len(s.hands[1]) == 0
}

// ToMove implements core.Game.
func (g Game) ToMove(s State) core.Player {
	if g.Over(s) || !s.live {
		return core.NoPlayer
	}
	return s.turn
}

// Legal implements core.Game. On a View it lists the mover's cards when
// the viewer may see them (the mover's own view, or a leaky one), and
// nothing when they are hidden.
func (g Game) Legal(s State) []Move { return g.AppendLegal(nil, s) }

// AppendLegal implements core.Game.
func (g Game) AppendLegal(dst []Move, s State) []Move {
	if s.faults.AppendLegalDrops {
		dst = dst[:0]
	}
	if g.Over(s) || !s.live {
		return dst
	}
	var cards [Cards]int // a hand never holds more, even under a fault
	h := cards[:copy(cards[:], s.hands[s.turn])]
	if slices.Contains(h, Hidden) {
		return dst
	}
	slices.Sort(h)
	for _, c := range h {
		dst = append(dst, Move{By: s.turn, Card: c, raw: s.faults.StructMoveJSON})
	}
	return dst
}

// CheckMove is the toy's move check, as the decision skeleton has it:
// nil exactly for the moves Legal lists, else the rule the move breaks.
// Apply uses it.
func CheckMove(s State, m Move) error { return check(s, m, s.faults.CheckDisagrees) }

func check(s State, m Move, anySeat bool) error {
	if (Game{}).Over(s) {
		return core.Errorf(core.ErrGameOver, "both hands are empty")
	}
	if m.By != s.turn && !anySeat {
		return core.Errorf(core.ErrNotYourTurn, "%v moves now, not %v", s.turn, m.By)
	}
	if m.By < 0 || m.By > 1 || m.Card == Hidden || !slices.Contains(s.hands[m.By], m.Card) {
		return core.Errorf(core.ErrIllegalMove, "%v does not hold card %d", m.By, m.Card)
	}
	if m.raw != s.faults.StructMoveJSON {
		return core.Errorf(core.ErrIllegalMove, "%q is not written the way this game writes moves", m)
	}
	return nil
}

// Apply implements core.Game.
func (g Game) Apply(s State, m Move) (State, []core.Event, error) {
	if !s.live && !g.ZeroStatePlays {
		return s, nil, core.Errorf(core.ErrBadState, "not a game: start one with New")
	}
	if s.isView && !s.faults.ApplyOnView {
		return s, nil, core.Errorf(core.ErrBadState, "this is %v's View: determinize it before playing a move", s.viewer)
	}
	if s.faults.ZeroMoveAccepted && m == (Move{}) && s.turn == 0 && !g.Over(s) {
		s.turn = 1
		return s, nil, nil
	}
	if err := check(s, m, false); err != nil && !(s.faults.AcceptIllegal && !g.Over(s) && m.By == s.turn && m.Card >= 1 && m.Card <= Cards) {
		return s, nil, err
	}
	hand := s.hands[m.By]
	if !s.faults.MutateInput {
		hand = slices.Clone(hand)
	}
	if i := slices.Index(hand, m.Card); i >= 0 {
		hand = slices.Delete(hand, i, i+1)
	}
	kind := PlayLast
	if c, ok := s.deck.Pop(); ok {
		hand = append(hand, int(c))
		kind = Play
	}
	if len(hand) == 0 {
		hand = nil
	}
	s.hands[m.By] = hand
	s.score[m.By] += m.Card
	if m.Card >= 1 && m.Card <= Cards {
		s.played |= 1 << m.Card
	}
	if s.faults.NeverEnds {
		s.deck.PutBottom(uint8(m.Card))
		s.deck.SetKnown(0) // face down: nobody knows it is there
		s.played &^= 1 << m.Card
	}
	s.turn = 1 - s.turn
	if len(s.hands[s.turn]) == 0 {
		s.turn = 1 - s.turn
	}
	var evs codec.EventBuf[Event, *Event]
	evs.Add(Event{Kind: kind, By: m.By, Card: m.Card, Deck: s.deck.Len(), style: eventStyle(s.faults)})
	return s, evs.Events(), nil
}

// AppendApply implements core.Game: Apply, with the state written into
// *s and the events appended to dst.
func (g Game) AppendApply(dst []core.Event, s *State, m Move) ([]core.Event, error) {
	next, evs, err := g.Apply(*s, m)
	if err != nil {
		return dst, err
	}
	*s = next
	if s.faults.AppendApplyDrops {
		return evs, nil
	}
	return append(dst, evs...), nil
}

// Result implements core.Game.
func (g Game) Result(s State) core.Result {
	if !g.Over(s) {
		return core.Result{}
	}
	return core.NewResult(s.score[:], nil)
}

// View implements core.Game.
func (Game) View(s State, p core.Player) State {
	for q := range s.hands {
		if core.Player(q) != p && !s.faults.LeakHand {
			s.hands[q] = hidden(len(s.hands[q]))
		}
	}
	s.deck = s.deck.Mask(Hidden)
	if !s.faults.LeakRNG {
		s.rng = core.RNG{}
	}
	s.isView, s.viewer = true, p
	return s
}

func hidden(n int) []int {
	if n == 0 {
		return nil
	}
	return make([]int, n)
}

// Determinize implements core.Game: the cards p has not seen (not in p's
// hand, not played) are dealt anew, from rng.Split(), to the other hand
// and the deck; the state's RNG is rng.
func (Game) Determinize(s State, p core.Player, rng core.RNG) State {
	var pool []int
	for c := 1; c <= Cards; c++ {
		if s.played&(1<<c) != 0 || (p >= 0 && p < 2 && slices.Contains(s.hands[p], c)) {
			continue
		}
		pool = append(pool, c)
	}
	s.isView, s.viewer = false, 0
	if s.faults.BadDeterminize {
		s.rng = rng
		return s
	}
	deal := rng.Split()
	if s.faults.DeterminizeKeepsOwnRNG {
		deal = rng
	}
	deal = chance.Shuffle(deal, pool)
	for q := range s.hands {
		if core.Player(q) == p {
			continue
		}
		n := min(len(s.hands[q]), len(pool)) // less only in a faulty state
		s.hands[q] = slices.Clone(pool[:n])
		if n == 0 {
			s.hands[q] = nil
		}
		pool = pool[n:]
	}
	s.deck = pileOf(pool)
	s.rng = rng
	if s.faults.DeterminizeKeepsOwnRNG {
		s.rng = deal
	}
	return s
}

// Describe implements core.Game: "Play the 5".
func (Game) Describe(s State, m Move) string {
	switch {
	case s.faults.EmptyDescribe:
		return ""
	case s.faults.DuplicateDescribe:
		return "Play a card"
	case s.faults.DescribeLeaks:
		return fmt.Sprintf("Play the %d against %v", m.Card, s.hands[1-m.By&1])
	}
	return fmt.Sprintf("Play the %d", m.Card)
}

// Prompt implements core.Game: "P0: choose a card to play".
func (g Game) Prompt(s State) string {
	if !s.live && !g.ZeroStatePlays {
		return ""
	}
	if g.Over(s) {
		if s.faults.PromptWhenOver {
			return "Game over"
		}
		return ""
	}
	if top, ok := s.deck.Top(); ok && s.faults.PromptLeaks {
		return fmt.Sprintf("%v: choose a card to play (you will draw the %d)", s.turn, top)
	}
	return fmt.Sprintf("%v: choose a card to play", s.turn)
}

func pileOf(cards []int) core.Pile[uint8] {
	var p core.Pile[uint8]
	for _, c := range cards {
		p.Push(uint8(c))
	}
	return p
}

// ParseMove implements core.Game: "P0 play 5", exactly as String writes
// it (no surrounding or doubled spaces, no other case).
func (g Game) ParseMove(text string) (Move, error) {
	if g.LenientNotation {
		f := strings.Fields(text)
		if len(f) > 1 {
			f[1] = strings.ToLower(f[1])
		}
		text = strings.Join(f, " ")
	}
	return parseMove(text)
}

func parseMove(text string) (Move, error) {
	if strings.TrimSpace(text) != text {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: notation has no surrounding spaces or tabs", text)
	}
	f := strings.Fields(text)
	raw := len(f) == 4 && f[3] == "raw"
	if raw {
		f = f[:3]
	}
	if len(f) != 3 || f[1] != "play" || f[0] != strings.TrimSpace(f[0]) {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q is not \"P<n> play <card>\"", text)
	}
	p, err1 := core.ParsePlayer(f[0], 2)
	c, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || c < 1 || c > Cards || f[2] != strconv.Itoa(c) {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q is not \"P<0|1> play <1..8>\"", text)
	}
	m := Move{By: p, Card: c, raw: raw}
	if m.String() != text {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q: this move is written %q", text, m.String())
	}
	return m, nil
}

// Conservation is the toy's invariant: every card is in exactly one place.
// In a View a Hidden card counts as a card whose place is unknown.
func Conservation(s State) error {
	if s.faults.NeverEnds || s.faults.AcceptIllegal {
		return nil
	}
	var seen uint16
	n := 0
	add := func(c int) error {
		if c == Hidden && s.isView {
			n++
			return nil
		}
		if c < 1 || c > Cards || seen&(1<<c) != 0 {
			return fmt.Errorf("card %d twice or out of range", c)
		}
		seen |= 1 << c
		n++
		return nil
	}
	for _, h := range s.hands {
		for _, c := range h {
			if err := add(c); err != nil {
				return err
			}
		}
	}
	for _, c := range s.deck.AppendTo(nil) {
		if err := add(int(c)); err != nil {
			return err
		}
	}
	for c := 1; c <= Cards; c++ {
		if s.played&(1<<c) != 0 {
			if err := add(c); err != nil {
				return err
			}
		}
	}
	if n != Cards {
		return fmt.Errorf("%d cards, want %d", n, Cards)
	}
	return nil
}

// Version is the version of the state JSON.
const Version = 2

// card is a card in JSON: its value, or "hidden" in a View.
type card int

// UnmarshalJSON reads a card's value, or "hidden" (and the HiddenCardMark
// fault's "hidden-card") as Hidden.
func (c *card) UnmarshalJSON(b []byte) error {
	var name string
	if json.Unmarshal(b, &name) == nil {
		if name != "hidden" && name != "hidden-card" {
			return fmt.Errorf("card %q: a card is its value, or \"hidden\"", name)
		}
		*c = Hidden
		return nil
	}
	var v int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("card %s: %v", b, err)
	}
	if v < 1 || v > Cards {
		return fmt.Errorf("card %d is not a card (1 to %d)", v, Cards)
	}
	*c = card(v)
	return nil
}

type playerJSON struct {
	Seat  core.Player `json:"seat"`
	Hand  []card      `json:"hand,omitempty"`
	Score int         `json:"score,omitempty"`
}

type decisionJSON struct {
	Decision string      `json:"decision"`
	Seat     core.Player `json:"seat"`
}

// stateJSON is what the decoder reads; MarshalJSON writes the same keys in
// the vocabulary's order.
type stateJSON struct {
	Game      string          `json:"game"`
	Version   int             `json:"version"`
	View      *core.Player    `json:"view"`
	Rules     *Config         `json:"rules"`
	Phase     *string         `json:"phase"`
	Decision  *string         `json:"decision"`
	Active    *core.Player    `json:"active"`
	Decisions []decisionJSON  `json:"decisions"`
	Players   []playerJSON    `json:"players"`
	Deck      []card          `json:"deck"`
	Known     int             `json:"deck_known"`
	Played    json.RawMessage `json:"played"`
	RNG       *core.RNG       `json:"rng"`
}

// member is one key and value of the JSON object MarshalJSON writes.
type member struct {
	key   string
	value any
}

// MarshalJSON implements json.Marshaler.
func (s State) MarshalJSON() ([]byte, error) {
	f := s.faults
	over := (Game{}).Over(s)
	var ms []member
	if !f.StateJSONWithoutGame {
		ms = append(ms, member{"game", "toy"}, member{"version", Version})
	}
	if s.isView && !f.ViewNotMarked {
		ms = append(ms, member{"view", s.viewer})
	}
	rules := member{"rules", Config{Players: 2, Faults: f}}
	if !f.RulesLast {
		ms = append(ms, rules)
	}
	phase := "play"
	if over {
		phase = "over"
	}
	ms = append(ms, member{"phase", phase}, member{"decision", phase})
	if !over || f.ActiveAfterEnd {
		ms = append(ms, member{"active", s.turn})
	}
	if !over {
		ms = append(ms, member{"decisions", []decisionJSON{{"play", s.turn}}})
	}
	hidden := "hidden"
	if f.HiddenCardMark {
		hidden = "hidden-card"
	}
	cards := func(cs []int) []any {
		var out []any
		for _, c := range cs {
			if c == Hidden {
				out = append(out, hidden)
			} else {
				out = append(out, c)
			}
		}
		return out
	}
	type player struct {
		Seat  core.Player `json:"seat"`
		Hand  []any       `json:"hand,omitempty"`
		Score int         `json:"score,omitempty"`
	}
	var players []player
	for q := range s.hands {
		seat := core.Player(q)
		if f.SeatsAllP0 {
			seat = 0
		}
		players = append(players, player{seat, cards(s.hands[q]), s.score[q]})
	}
	ms = append(ms, member{"players", players})
	var deck []int
	for _, c := range s.deck.AppendTo(nil) {
		deck = append(deck, int(c))
	}
	if len(deck) > 0 {
		ms = append(ms, member{"deck", cards(deck)})
	}
	if k := s.deck.Known(); k > 0 {
		ms = append(ms, member{"deck_known", k})
	}
	var played []int
	for c := 1; c <= Cards; c++ {
		if s.played&(1<<c) != 0 {
			played = append(played, c)
		}
	}
	switch {
	case len(played) > 0:
		ms = append(ms, member{"played", played})
	case f.NoneForEmpty:
		ms = append(ms, member{"played", "none"})
	}
	if f.RulesLast {
		ms = append(ms, rules)
	}
	if !s.isView || f.LeakRNG {
		ms = append(ms, member{"rng", s.rng})
	}
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, m := range ms {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, _ := json.Marshal(m.key)
		v, err := json.Marshal(m.value)
		if err != nil {
			return nil, err
		}
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON implements json.Unmarshaler. It accepts only a position
// the game can reach (or a View of one) and leaves s untouched on error.
// Input over core.MaxJSON is refused before anything is decoded; the
// OversizeAccepted fault is looked for in the raw text, since it must be
// known before anything is decoded.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	if len(b) > core.MaxJSON {
		if !bytes.Contains(b, []byte(`"oversize_accepted":true`)) {
			return core.Errorf(core.ErrBadState, "toy: %d bytes of state JSON, at most %d", len(b), core.MaxJSON)
		}
		if err := json.Unmarshal(b, &j); err != nil {
			return core.Errorf(core.ErrBadState, "toy: %v", err)
		}
	} else if err := strictjson.Decode(b, &j); err != nil {
		return core.Errorf(core.ErrBadState, "toy: %v", err)
	}
	out, err := decode(j)
	if err != nil {
		return core.Errorf(core.ErrBadState, "toy: %v", err)
	}
	*s = out
	return nil
}

func decode(j stateJSON) (State, error) {
	var f Faults
	if j.Rules != nil {
		f = j.Rules.Faults
		if j.Rules.Players != 2 && j.Rules.Players != 0 {
			return State{}, fmt.Errorf("rules: toy is for 2 players, not %d", j.Rules.Players)
		}
	}
	if !f.StateJSONWithoutGame && (j.Game != "toy" || j.Version != Version) {
		return State{}, fmt.Errorf("a state of game %q version %d, want \"toy\" version %d", j.Game, j.Version, Version)
	}
	if len(j.Deck) > 16 || j.Known < 0 || j.Known > len(j.Deck) {
		return State{}, fmt.Errorf("a deck of %d cards with %d known", len(j.Deck), j.Known)
	}
	if len(j.Players) != 2 {
		return State{}, fmt.Errorf("%d players, want 2", len(j.Players))
	}
	deck := make([]int, len(j.Deck))
	for i, c := range j.Deck {
		deck[i] = int(c)
	}
	s := State{live: true, rng: core.RNG{}, faults: f, deck: pileOf(deck)}
	if j.RNG != nil {
		s.rng = *j.RNG
	}
	s.deck.SetKnown(j.Known)
	if j.View != nil {
		s.isView, s.viewer = true, *j.View
		if s.viewer < core.NoPlayer || s.viewer > 1 {
			return State{}, fmt.Errorf("a view for %v, not a seat of 2", s.viewer)
		}
		if j.RNG != nil && !f.LeakRNG {
			return State{}, fmt.Errorf("a view holds an RNG")
		}
	}
	for i, p := range j.Players {
		if p.Seat != core.Player(i) && !f.SeatsAllP0 {
			return State{}, fmt.Errorf("players[%d] is seat %v, want P%d", i, p.Seat, i)
		}
		s.score[i] = p.Score
		for _, c := range p.Hand {
			s.hands[i] = append(s.hands[i], int(c))
		}
	}
	if len(j.Played) > 0 && !(f.NoneForEmpty && string(j.Played) == `"none"`) {
		var played []int
		if err := json.Unmarshal(j.Played, &played); err != nil {
			return State{}, fmt.Errorf("played: %v", err)
		}
		for _, c := range played {
			if c < 1 || c > Cards || s.played&(1<<c) != 0 {
				return State{}, fmt.Errorf("played card %d is out of range or listed twice", c)
			}
			s.played |= 1 << c
		}
	}
	// Whose turn: the top decision's seat, or active, or what the cards
	// played give.
	k := bits.OnesCount16(s.played)
	s.turn = core.Player(k % 2)
	if k >= Cards {
		s.turn = 1
	}
	switch {
	case len(j.Decisions) > 1:
		return State{}, fmt.Errorf("%d pending decisions: the toy has one at a time", len(j.Decisions))
	case len(j.Decisions) == 1:
		if d := j.Decisions[0]; d.Decision != "play" {
			return State{}, fmt.Errorf("decision %q: the toy's only decision is \"play\"", d.Decision)
		}
		s.turn = j.Decisions[0].Seat
	case j.Active != nil:
		s.turn = *j.Active
	}
	if s.turn < 0 || s.turn > 1 {
		return State{}, fmt.Errorf("%v to move is not a seat", s.turn)
	}
	over := (Game{}).Over(s)
	if j.Active != nil && (*j.Active != s.turn || over && !f.ActiveAfterEnd) {
		return State{}, fmt.Errorf("active is %v, but %v decides", *j.Active, s.turn)
	}
	if over && len(j.Decisions) > 0 {
		return State{}, fmt.Errorf("a decision is pending after the end")
	}
	want := "play"
	if over {
		want = "over"
	}
	for _, got := range []*string{j.Phase, j.Decision} {
		if got != nil && *got != want {
			return State{}, fmt.Errorf("phase or decision %q, want %q", *got, want)
		}
	}
	if f.NeverEnds || f.AcceptIllegal || f.ZeroMoveAccepted || f.MutateInput || f.UnplayableDecode {
		return s, nil // these faults break the rules; their states are not checked
	}
	return s, reachable(s)
}

// reachable checks that s is a position of a real game (or a View of
// one): every card once, no hidden card in a full state, hand and deck
// sizes and the turn as the number of cards played gives them, and scores
// that the players' plays can make.
func reachable(s State) error {
	k := bits.OnesCount16(s.played)
	wantDeck := max(0, 4-k)
	wantHands := [2]int{2, 2}
	switch {
	case k >= 8:
		wantHands = [2]int{0, 0}
	case k == 7:
		wantHands = [2]int{0, 1}
	case k == 6:
		wantHands = [2]int{1, 1}
	case k == 5:
		wantHands = [2]int{1, 2}
	}
	wantTurn := core.Player(k % 2)
	if k == 8 {
		wantTurn = 1
	}
	if s.deck.Len() != wantDeck || len(s.hands[0]) != wantHands[0] || len(s.hands[1]) != wantHands[1] {
		return fmt.Errorf("after %d cards played the deck holds %d and the hands %v, not %d and %d, %d",
			k, wantDeck, wantHands, s.deck.Len(), len(s.hands[0]), len(s.hands[1]))
	}
	if s.turn != wantTurn {
		return fmt.Errorf("after %d cards played %v moves, not %v", k, wantTurn, s.turn)
	}
	if s.deck.Known() != 0 {
		return fmt.Errorf("no card of the deck is known to the table")
	}
	seen := s.played
	place := func(c int, mayHide bool, where string) error {
		if c == Hidden && mayHide {
			return nil
		}
		if c < 1 || c > Cards || seen&(1<<c) != 0 {
			return fmt.Errorf("card %d in %s is hidden, out of range or in two places", c, where)
		}
		seen |= 1 << c
		return nil
	}
	for q, h := range s.hands {
		mayHide := s.isView && core.Player(q) != s.viewer
		for _, c := range h {
			if err := place(c, mayHide, "a hand"); err != nil {
				return err
			}
		}
	}
	for _, c := range s.deck.AppendTo(nil) {
		if err := place(int(c), s.isView, "the deck"); err != nil {
			return err
		}
	}
	// P0 made the odd plays and P1 the even ones: P0 played ceil(k/2) of
	// the played cards and scored exactly their sum.
	if !scoresSplit(s.played, (k+1)/2, s.score) {
		return fmt.Errorf("scores %v are not what the %d played cards can give", s.score, k)
	}
	return nil
}

func scoresSplit(played uint16, n0 int, score [2]int) bool {
	var cards []int
	total := 0
	for c := 1; c <= Cards; c++ {
		if played&(1<<c) != 0 {
			cards = append(cards, c)
			total += c
		}
	}
	if score[0]+score[1] != total {
		return false
	}
	for sub := 0; sub < 1<<len(cards); sub++ {
		if bits.OnesCount(uint(sub)) != n0 {
			continue
		}
		sum := 0
		for i, c := range cards {
			if sub&(1<<i) != 0 {
				sum += c
			}
		}
		if sum == score[0] {
			return true
		}
	}
	return false
}

// String renders the state.
func (s State) String() string {
	return fmt.Sprintf("hands %v %v, deck %d, score %v, %v to move", s.hands[0], s.hands[1], s.deck.Len(), s.score, s.turn)
}
