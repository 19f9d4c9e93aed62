// Package toy is a tiny two-player card game ("High Card") with hidden hands
// and a shuffled deck, used to test the harness and the bots on something
// small. Its Faults switch on deliberate rule-engine bugs, so the harness's
// own tests can assert that each one is caught.
//
// Rules: the cards 1..8 are shuffled, each player holds two, the rest form
// the deck. On your turn you play a card from your hand (its value adds to
// your score) and draw the top card if any. The game ends when both hands are
// empty; the higher score wins.
package toy

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// Cards is the number of cards (valued 1..Cards).
const Cards = 8

// Hidden is the sentinel a View shows for a card its viewer may not see.
const Hidden = 0

// Faults are deliberate bugs for testing the harness.
type Faults struct {
	MutateInput    bool `json:"mutate_input,omitempty"`    // Apply writes into its argument's hand
	LeakHand       bool `json:"leak_hand,omitempty"`       // View shows the opponent's hand
	AcceptIllegal  bool `json:"accept_illegal,omitempty"`  // Apply plays a card not in hand
	NeverEnds      bool `json:"never_ends,omitempty"`      // played cards go back under the deck
	LeakRNG        bool `json:"leak_rng,omitempty"`        // View keeps the RNG
	BadDeterminize bool `json:"bad_determinize,omitempty"` // Determinize keeps the hidden cards
}

// Config is the toy's configuration.
type Config struct {
	Players int    `json:"players,omitempty"`
	Faults  Faults `json:"faults"`
}

// State is a position. Hands are slices on purpose, so MutateInput can
// write through one.
type State struct {
	hands  [2][]int
	deck   core.Pile[uint8]
	score  [2]int
	played uint16 // bit c: card c has been played
	turn   core.Player
	rng    core.RNG
	faults Faults
}

// Move plays a card.
type Move struct {
	By   core.Player
	Card int
}

// Mover implements core.Move.
func (m Move) Mover() core.Player { return m.By }

// String is the move's notation, "P0 play 5".
func (m Move) String() string { return fmt.Sprintf("%v play %d", m.By, m.Card) }

// Event reports a card played.
type Event struct {
	By   core.Player
	Card int
}

// String reads "P0 plays 5".
func (e *Event) String() string { return fmt.Sprintf("%v plays %d", e.By, e.Card) }

// Audience implements core.Event: plays are public.
func (e *Event) Audience() core.Audience { return core.Everyone }

// Game is the toy as a core.Game.
type Game struct{}

var _ core.Game[State, Move] = Game{}

// Name implements core.Game.
func (Game) Name() string { return "toy" }

// PlayerRange implements core.Game.
func (Game) PlayerRange() (int, int) { return 2, 2 }

// New implements core.Game.
func (g Game) New(config []byte, seed uint64) (State, error) {
	return g.NewWithRNG(config, core.NewRNG(seed))
}

// NewWithRNG implements core.Game.
func (Game) NewWithRNG(config []byte, rng core.RNG) (State, error) {
	var c Config
	if err := core.DecodeConfig("toy", config, &c); err != nil {
		return State{}, err
	}
	if c.Players != 0 && c.Players != 2 {
		return State{}, core.Errorf(core.ErrBadConfig, "toy is for 2 players, not %d", c.Players)
	}
	cards := make([]int, Cards)
	for i := range cards {
		cards[i] = i + 1
	}
	rng = core.ShuffleSlice(rng, cards)
	return State{
		hands:  [2][]int{{cards[0], cards[1]}, {cards[2], cards[3]}},
		deck:   pileOf(cards[4:]),
		rng:    rng,
		faults: c.Faults,
	}, nil
}

// NumPlayers implements core.Game.
func (Game) NumPlayers(State) int { return 2 }

// Over implements core.Game.
func (Game) Over(s State) bool { return len(s.hands[0]) == 0 && len(s.hands[1]) == 0 }

// ToMove implements core.Game.
func (g Game) ToMove(s State) core.Player {
	if g.Over(s) {
		return core.NoPlayer
	}
	return s.turn
}

// Legal implements core.Game.
func (g Game) Legal(s State) []Move {
	if g.Over(s) {
		return nil
	}
	var out []Move
	h := slices.Clone(s.hands[s.turn])
	slices.Sort(h)
	for _, c := range h {
		out = append(out, Move{By: s.turn, Card: c})
	}
	return out
}

// Apply implements core.Game.
func (g Game) Apply(s State, m Move) (State, []core.Event, error) {
	if g.Over(s) {
		return s, nil, core.Errorf(core.ErrGameOver, "both hands are empty")
	}
	if m.By != s.turn {
		return s, nil, core.Errorf(core.ErrNotYourTurn, "%v moves now, not %v", s.turn, m.By)
	}
	i := slices.Index(s.hands[m.By], m.Card)
	if i < 0 && !s.faults.AcceptIllegal {
		return s, nil, core.Errorf(core.ErrIllegalMove, "%v does not hold card %d", m.By, m.Card)
	}
	hand := s.hands[m.By]
	if !s.faults.MutateInput {
		hand = slices.Clone(hand)
	}
	if i >= 0 {
		hand = slices.Delete(hand, i, i+1)
	}
	if c, ok := s.deck.Pop(); ok {
		hand = append(hand, int(c))
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
	var evs core.EventBuf[Event, *Event]
	evs.Add(Event(m))
	return s, evs.Events(), nil
}

// Result implements core.Game.
func (g Game) Result(s State) core.Result {
	if !g.Over(s) {
		return core.Result{}
	}
	return core.NewResult(s.score[:], core.ByScore(s.score[:]))
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
	return s
}

func hidden(n int) []int {
	if n == 0 {
		return nil
	}
	return make([]int, n)
}

// Determinize implements core.Game: the cards p has not seen (not in p's
// hand, not played) are dealt anew to the other hand and the deck.
func (Game) Determinize(s State, p core.Player, rng core.RNG) State {
	var pool []int
	for c := 1; c <= Cards; c++ {
		if s.played&(1<<c) != 0 || (p >= 0 && p < 2 && slices.Contains(s.hands[p], c)) {
			continue
		}
		pool = append(pool, c)
	}
	if s.faults.BadDeterminize {
		s.rng = rng
		return s
	}
	rng = core.ShuffleSlice(rng, pool)
	for q := range s.hands {
		if core.Player(q) == p {
			continue
		}
		n := len(s.hands[q])
		s.hands[q] = slices.Clone(pool[:n])
		if n == 0 {
			s.hands[q] = nil
		}
		pool = pool[n:]
	}
	s.deck = pileOf(pool)
	s.rng = rng
	return s
}

// AppendLegal implements core.Game.
func (g Game) AppendLegal(dst []Move, s State) []Move { return append(dst, g.Legal(s)...) }

// Describe implements core.Game: "Play the 5".
func (Game) Describe(s State, m Move) string { return fmt.Sprintf("Play the %d", m.Card) }

// Prompt implements core.Game.
func (g Game) Prompt(s State) string {
	if g.Over(s) {
		return ""
	}
	return "Choose a card to play"
}

func pileOf(cards []int) core.Pile[uint8] {
	var p core.Pile[uint8]
	for _, c := range cards {
		p.Push(uint8(c))
	}
	return p
}

// ParseMove implements core.Game: "P0 play 5".
func (Game) ParseMove(text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) != 3 || f[1] != "play" || len(f[0]) != 2 || f[0][0] != 'P' {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q is not \"P<n> play <card>\"", text)
	}
	p, err1 := strconv.Atoi(f[0][1:])
	c, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || p < 0 || p > 1 || c < 1 || c > Cards {
		return Move{}, core.Errorf(core.ErrBadNotation, "%q is not \"P<0|1> play <1..8>\"", text)
	}
	return Move{By: core.Player(p), Card: c}, nil
}

// Conservation is the toy's invariant: every card is in exactly one place.
func Conservation(s State) error {
	if s.faults.NeverEnds || s.faults.AcceptIllegal {
		return nil
	}
	var seen uint16
	n := 0
	add := func(c int) error {
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

type stateJSON struct {
	Hands  [2][]int    `json:"hands"`
	Deck   []int       `json:"deck"`
	Known  int         `json:"deck_known,omitempty"`
	Score  [2]int      `json:"score"`
	Played uint16      `json:"played"`
	Turn   core.Player `json:"turn"`
	RNG    core.RNG    `json:"rng"`
	Faults Faults      `json:"faults"`
}

// MarshalJSON implements json.Marshaler.
func (s State) MarshalJSON() ([]byte, error) {
	var deck []int
	for _, c := range s.deck.AppendTo(nil) {
		deck = append(deck, int(c))
	}
	return json.Marshal(stateJSON{s.hands, deck, s.deck.Known(), s.score, s.played, s.turn, s.rng, s.faults})
}

// UnmarshalJSON implements json.Unmarshaler.
func (s *State) UnmarshalJSON(b []byte) error {
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return core.Errorf(core.ErrBadState, "%v", err)
	}
	if j.Turn < 0 || j.Turn > 1 {
		return core.Errorf(core.ErrBadState, "turn %d", j.Turn)
	}
	for i := range j.Hands {
		if len(j.Hands[i]) == 0 {
			j.Hands[i] = nil
		}
	}
	if len(j.Deck) > core.PileCap {
		return core.Errorf(core.ErrBadState, "a deck of %d cards", len(j.Deck))
	}
	deck := pileOf(j.Deck)
	deck.SetKnown(j.Known)
	*s = State{j.Hands, deck, j.Score, j.Played, j.Turn, j.RNG, j.Faults}
	return nil
}

// String renders the state.
func (s State) String() string {
	return fmt.Sprintf("hands %v %v, deck %d, score %v, %v to move", s.hands[0], s.hands[1], s.deck.Len(), s.score, s.turn)
}
