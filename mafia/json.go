package mafia

import (
	"encoding/json"
	"slices"
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
	"github.com/mafiarules/sdk/internal/envelope"
	"github.com/mafiarules/sdk/internal/shape"
)

// PositionVersion is the version of the position format State's JSON is
// written in (the package doc describes it field by field).
const PositionVersion = 2

// positionJSON is the position format, version 2 (see the package doc).
// Keys marked derived may be left out on input: the decoder works them
// out from the rest, and where one is given it must agree.
type positionJSON struct {
	envelope.Head[rulesJSON, Phase, Decision, decisionJSON]
	Calendar *calendarSlot                  `json:"calendar,omitempty"` // derived: turns mod 6
	Turns    int                            `json:"turns,omitempty"`
	Players  []playerJSON                   `json:"players,omitempty" max:"5"`
	Factions factionsJSON                   `json:"factions"`
	Counters shape.ByID[Counter, Place]     `json:"counters,omitempty" max:"2048"`
	Facing   shape.ByID[Counter, Heading]   `json:"facing,omitempty" max:"1024"`
	Control  shape.ByID[Place, controlJSON] `json:"control,omitempty" max:"4096"`
	Decks    decksJSON                      `json:"decks"` // derived where a deck is left out
	Turn     turnJSON                       `json:"turn,omitzero"`
	Winner   *Faction                       `json:"winner,omitempty"`
	envelope.Tail
}

// position is the envelope of Mafia's positions, for internal/envelope:
// its seats are the most a config seats (5); the rules then bound a
// View's seat by the config's own count.
var position = envelope.Game{Name: "mafia", Version: PositionVersion, Seats: 5, Reasons: &Reasons,
	Codes: envelope.Codes{Decode: core.ReasonCode(rPositionJSON), OtherGame: core.ReasonCode(rOtherGame),
		OtherVersion: core.ReasonCode(rOtherVersion), ViewSeat: core.ReasonCode(rLawViewNotASeat),
		NoRNG: core.ReasonCode(rLawNoRng), EmptyRNG: core.ReasonCode(rLawEmptyRng), ViewRNG: core.ReasonCode(rLawViewWithRng),
		Phase: core.ReasonCode(rLawPhaseDisagrees), Decision: core.ReasonCode(rLawDecisionDisagrees),
		Active: core.ReasonCode(rLawActiveDisagrees)}}

// rulesJSON is every switch of the Config, written in full; a custom map
// only when set. Its fields are the Config's, so each converts to the
// other (a State's config is canonical: its players and cut-off given).
type rulesJSON struct {
	Players            int  `json:"players"`
	SkipEmptyWindows   bool `json:"skip_empty_windows"`
	MaxTurns           int  `json:"max_turns"`
	AllCheckpoints     bool `json:"all_checkpoints"`
	PrefettoRemovesOne bool `json:"prefetto_removes_one"`
	VisitOwnFamilyOnly bool `json:"visit_own_family_only"`
	AutoControlRolls   bool `json:"auto_control_rolls"`
	Map                *Map `json:"map,omitempty" max:"65536"`
}

// decisionJSON is the pending decision: its kind, the seat deciding
// (derived), the faction deciding, the counter it is about, and a
// checkpoint's kind, a window's factions still to ask, the release Support
// of the Judiciary may cancel.
type decisionJSON struct {
	Decision   *Decision     `json:"decision"`
	Seat       *core.Player  `json:"seat,omitempty"` // derived
	Faction    *Faction      `json:"faction,omitempty"`
	Counter    *Counter      `json:"counter,omitempty"`
	Checkpoint *checkpointID `json:"checkpoint,omitempty"`
	ToAsk      []Faction     `json:"to_ask,omitempty" max:"5"`
	Released   *Counter      `json:"released,omitempty"`
}

// playerJSON is a seat's own knowledge and its State cards (2 players, H6).
type playerJSON struct {
	Seat       *core.Player   `json:"seat"`
	Known      []Card         `json:"known,omitempty" max:"24"`
	StateCards stateCardsJSON `json:"state_cards,omitzero"`
}

// heldCard is a card in a hand: its id, or in a View {"hidden": deck}.
type heldCard = shape.OrHidden[Card, Deck]

type stateCardsJSON struct {
	Kept     []heldCard `json:"kept,omitempty" max:"24"`
	Expiring []heldCard `json:"expiring,omitempty" max:"24"`
}

// factionsJSON is each side's facts, keyed by side (one with none left out).
type factionsJSON struct {
	Red    factionJSON `json:"red,omitzero"`
	Black  factionJSON `json:"black,omitzero"`
	Orange factionJSON `json:"orange,omitzero"`
	Green  factionJSON `json:"green,omitzero"`
	State  factionJSON `json:"state,omitzero"`
}

func (fs *factionsJSON) at(f Faction) *factionJSON {
	return [...]*factionJSON{&fs.Red, &fs.Black, &fs.Orange, &fs.Green, &fs.State}[f]
}

// factionJSON is a side: the seat playing it now (derived; none for the
// 4-player State), a Family's home, its hand (a set, hidden cards by deck
// last), and the Antimafia Commission's skipped movement.
type factionJSON struct {
	Seat          *core.Player `json:"seat,omitempty"` // derived
	Home          *Place       `json:"home,omitempty"`
	Hand          []heldCard   `json:"hand,omitempty" max:"24"`
	SkipsMovement bool         `json:"skips_movement,omitempty"`
}

type controlJSON struct {
	Faction  *Faction `json:"faction"`
	Counters int      `json:"counters"`
}

// decksJSON is each deck, top first; a View writes "hidden" cards.
type decksJSON struct {
	Roma  []Card `json:"roma,omitempty" max:"8"`
	USA   []Card `json:"usa,omitempty" max:"8"`
	SISDE []Card `json:"sisde,omitempty" max:"8"`
}

func (ds *decksJSON) at(d Deck) *[]Card { return [...]*[]Card{&ds.Roma, &ds.USA, &ds.SISDE}[d] }

// legJSON is a movement leg: the counter, the die it used, where it
// ended and how it faces there, and whether it flew.
type legJSON struct {
	Counter *Counter `json:"counter"`
	Die     *Die     `json:"die"`
	To      *Place   `json:"to"`
	Facing  *Heading `json:"facing,omitempty"`
	ByAir   bool     `json:"by_air,omitempty"`
}

// stepJSON is a step of the agenda and the counter it is about.
type stepJSON struct {
	Step    *stepKind `json:"step"`
	Counter *Counter  `json:"counter,omitempty"`
}

// bySide is a fact of each side of a shootout.
type bySide struct {
	Attacker bool `json:"attacker,omitempty"`
	Target   bool `json:"target,omitempty"`
}

type shootJSON struct {
	Attacker        *Counter `json:"attacker"`
	Target          *Counter `json:"target"`
	ResistingArrest bool     `json:"resisting_arrest,omitempty"`
	SpecialWeapons  *bySide  `json:"special_weapons,omitempty"`
	Leatherheads    *bySide  `json:"leatherheads,omitempty"`
}

// turnJSON is the turn in progress.
type turnJSON struct {
	Dice               []int      `json:"dice,omitempty" max:"2"`
	Moved              []legJSON  `json:"moved,omitempty" max:"3"`
	AirClosed          bool       `json:"air_closed,omitempty"`
	AntiMafiaRoadblock *Place     `json:"anti_mafia_roadblock,omitempty"`
	RestaurantAttacked bool       `json:"restaurant_attacked,omitempty"`
	Steps              []stepJSON `json:"steps,omitempty" max:"12"`
	Tried              []Counter  `json:"tried,omitempty" max:"17"`
	TriedRemoval       bool       `json:"tried_control_removal,omitempty"`
	Blocked            []Counter  `json:"blocked,omitempty" max:"17"`
	StateDrew          []Counter  `json:"state_drew,omitempty" max:"17"`
	AfterProtection    bool       `json:"judiciary_after_protection,omitempty"`
	DeclaredFlight     *legJSON   `json:"declared_flight,omitempty"`
	FlightDeclaredIn   *Decision  `json:"flight_declared_in,omitempty"`
	Shootout           *shootJSON `json:"shootout,omitempty"`
}

// calendarSlot is a slot of the calendar in the position format: R, N,
// S1 (the State after N), O, V, S2 (ids.go spells them).
type calendarSlot uint8

// checkpointID is which "any time" checkpoint is open (ids.go spells them).
type checkpointID uint8

// factionSeat is the seat a faction's entry names: the seat playing it
// now, none for the State nobody plays in the 4-player game.
func (s *State) factionSeat(f Faction) core.Player {
	if f == StateFaction && s.fourP() {
		return core.NoPlayer
	}
	return s.seatOf(f)
}

// MarshalJSON writes the state (or view) in the position format.
func (s State) MarshalJSON() ([]byte, error) {
	if s.bd == nil {
		return nil, Reasons.Err(why(rNotAGame), nil)
	}
	var j positionJSON
	(&conv{out: true}).fields(&j, &s)
	j.Head, j.Tail = envelope.Write(&position, rulesJSON(s.Config()), s.Phase(), s.dec, s.Active(), j.Decisions,
		s.view, s.viewer, s.rng)
	return json.Marshal(j)
}

// UnmarshalJSON reads a position (the package doc's format, at most
// core.MaxJSON bytes, keys exactly once and in their case, every list
// within its largest size) and checks everything: the derived keys where
// given, every counter and card in exactly one place, the conservation
// laws, and a pending decision (a position is a decision point: somebody
// decides, or the game is over). A refusal is a *core.RuleError of
// ErrBadState whose Code names the law broken (a name of Reasons). On
// error s is left unchanged.
//
// It builds the State a part at a time: the envelope, the rules, the
// parts read in turn, then the laws of a decoded position (Check's among
// them) and the derived keys.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	env, err := position.Decode(b, &j)
	if err != nil {
		return err
	}
	cfg := Config(envelope.Deref(j.Rules))
	if err := cfg.validate(); err != nil {
		return withText(why(rLawBadRules), envelope.Words(err), err)
	}
	t := State{cfg: cfg.canonical(), bd: cfg.boardFor(), home: [numFamilies]int8{-1, -1, -1, -1}, winner: -1, amo: -1, target: -1, retC: -1,
		wfac: -1, view: env.View, viewer: env.Viewer, rng: env.RNG}
	if env.View && int(env.Viewer) >= t.NumPlayers() {
		return lawOf(rLawViewNotASeat, int(env.Viewer))
	}
	c := conv{view: env.View}
	if c.fields(&j, &t); c.err != nil {
		return c.err
	}
	for _, law := range []func(*State) error{(*State).validate, (*State).viewHides, (*State).decisionPoint, j.derivedAgree} {
		if err := law(&t); err != nil {
			return err
		}
	}
	*s = t
	return nil
}

// derivedAgree checks the derived keys given against the state: phase,
// active, the deciding seat and each faction's seat.
func (j *positionJSON) derivedAgree(t *State) error {
	if r := j.Derived(&position, t.Phase(), t.dec, t.Active()); !r.OK() {
		return Reasons.Err(r, nil)
	}
	if len(j.Decisions) > 0 && j.Decisions[0].Seat != nil && *j.Decisions[0].Seat != t.decider() {
		return lawOf(rLawDecisionSeatDisagrees, int(t.decider()), int(*j.Decisions[0].Seat))
	}
	for f := Red; f <= StateFaction; f++ {
		switch fj, p := j.Factions.at(f), t.factionSeat(f); {
		case fj.Seat == nil || *fj.Seat == p:
		case p == core.NoPlayer:
			return lawOf(rLawStateSeatInFourPlayerGame, int(f), int(*fj.Seat))
		default:
			return lawOf(rLawFactionSeatDisagrees, int(f), int(*fj.Seat), int(p))
		}
	}
	return nil
}

// conv is the direction of a conversion, each part of the position
// converted once: out writes the State's part into the position; in reads
// it back, working out what is left out and keeping the first law the
// position breaks (c.err), knowing whether it is a View (c.view: hidden
// cards allowed). A few statements run both ways: writing, they give the
// State back what it holds (a list's count, a set's bits).
type conv struct {
	out, view bool
	err       error
}

// fail keeps err, unless a law was broken before.
func (c *conv) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

// fields converts the parts in the order they are read (the decision
// last: a checkpoint is open by the turn); reading stops after the first
// part that breaks a law.
func (c *conv) fields(j *positionJSON, s *State) {
	for _, part := range []func(*conv, *positionJSON, *State){(*conv).calendar, (*conv).players, (*conv).factions,
		(*conv).board, (*conv).decks, (*conv).turn, (*conv).decision} {
		if part(c, j, s); c.err != nil {
			return
		}
	}
}

// decision converts the pending decision: its kind, the seat deciding
// (derived), the faction deciding (left out, the owner of the counter a
// control roll, actions or resisting is about), the counter, a window's
// factions still to ask, the release Support of the Judiciary may cancel;
// and a checkpoint's kind, named while one is open and only then. After
// the end there is none, only a winner (none given: nobody won).
func (c *conv) decision(j *positionJSON, s *State) {
	switch {
	case c.out && s.dec != DecisionOver:
		j.Decisions = []decisionJSON{{Decision: envelope.Ptr(s.dec), Seat: envelope.Ptr(s.decider())}}
	case c.out:
	case len(j.Decisions) > 1:
		c.fail(lawOf(rLawDecisionsPastOne, len(j.Decisions)))
	case len(j.Decisions) == 0:
		s.dec = DecisionOver
	case j.Decisions[0].Decision == nil:
		c.fail(lawOf(rLawDecisionEntry))
	case *j.Decisions[0].Decision == DecisionOver || *j.Decisions[0].Decision == decisionRunning:
		c.fail(lawOf(rLawNotASeatsDecision, int(*j.Decisions[0].Decision)))
	default:
		s.dec = *j.Decisions[0].Decision
	}
	if r := envelope.Agree(j.Decision, s.dec, position.Codes.Decision); !c.out && !r.OK() {
		c.fail(Reasons.Err(r, nil)) // before the laws of a decision the position does not mean
	}
	w := max(s.winner, -1) // nobody won (-2) is written as no winner
	if envelope.Opt(c.out, &j.Winner, &w, -1); !c.out {
		s.winner = w
		if j.Winner == nil && s.dec == DecisionOver {
			s.winner = -2 // nobody won
		}
	}
	if len(j.Decisions) != 1 || c.err != nil {
		return
	}
	d := &j.Decisions[0]
	envelope.Opt(c.out, &d.Faction, &s.wfac, -1)
	envelope.Opt(c.out, &d.Counter, &s.target, -1)
	envelope.Opt(c.out, &d.Released, &s.retC, -1)
	if !c.out && d.Faction == nil && d.Counter != nil && d.Counter.Valid() &&
		(s.dec == DecisionControlRoll || s.dec == DecisionActions || s.dec == DecisionResist) {
		s.wfac = int8(ownerOf(int(*d.Counter))) // derived: the counter's owner decides
	}
	switch open := s.atCheckpoint(); {
	case c.out:
		d.Checkpoint = envelope.PtrIf(checkpointID(s.cp), open)
	case d.Checkpoint == nil && open:
		c.fail(lawOf(rLawCheckpointUnnamed))
	case d.Checkpoint != nil && !open:
		c.fail(lawOf(rLawCheckpointNamedNoneOpen))
	case open:
		s.cp = uint8(*d.Checkpoint)
	}
	if c.out {
		d.ToAsk = envelope.IDs[Faction](uint64(s.wmask), 0, int(StateFaction+1))
	}
	for _, f := range d.ToAsk {
		if !c.out && s.wmask&famBit(f) != 0 {
			c.fail(lawOf(rLawToAskTwice, int(f)))
		}
		s.wmask |= famBit(f)
	}
}

// calendar converts the turns completed, and the calendar's slot, which
// where given must be theirs.
func (c *conv) calendar(j *positionJSON, s *State) {
	if !envelope.Within(c.out, &j.Turns, &s.turns, 0, 60000) {
		c.fail(lawOf(rLawTurnsOutOfRange, j.Turns))
	}
	switch {
	case c.out:
		j.Calendar = envelope.Ptr(calendarSlot(s.slot))
	case j.Calendar != nil && int(*j.Calendar) != int(s.turns%6):
		c.fail(lawOf(rLawCalendarAgainstTurns, int(*j.Calendar), int(s.turns), int(s.turns%6)))
	default:
		s.slot = uint8(s.turns % 6)
	}
}

// players converts each seat's knowledge and, with 2 players, State cards.
func (c *conv) players(j *positionJSON, s *State) {
	if n := s.NumPlayers(); c.out {
		j.Players = make([]playerJSON, n)
	} else if j.Players != nil && len(j.Players) != n {
		c.fail(lawOf(rLawPlayerCount, len(j.Players), n))
		return
	}
	for p := range j.Players {
		pj, at := &j.Players[p], "players["+strconv.Itoa(p)+"]"
		if seat := core.Player(p); !envelope.Given(c.out, &pj.Seat, &seat) || seat != core.Player(p) {
			c.fail(lawOf(rLawPlayerSeatOrder, p+1, p))
			return
		}
		idSet(c, at+".known", &pj.Known, &s.known[p], numCards, rLawHiddenCardWithoutOrigin, rLawCardSetOrder)
		switch {
		case s.twoP():
			c.cards(at+".state_cards.kept", &pj.StateCards.Kept, &s.hand[5+p], &s.hid[5+p])
			c.cards(at+".state_cards.expiring", &pj.StateCards.Expiring, &s.hand[7+p], &s.hid[7+p])
		case len(pj.StateCards.Kept)+len(pj.StateCards.Expiring) > 0:
			c.fail(lawOf(rLawStateCardsOutsideTwoPlayerGame, p))
		}
	}
}

// cards converts a hand, what names it for a refusal: the cards shown in
// id order, then the hidden ones by deck (only in a View).
func (c *conv) cards(what string, j *[]heldCard, h *bitset.Set, hid *[3]uint8) {
	if c.out {
		for _, k := range envelope.IDs[Card](uint64(*h), 0, int(numCards)) {
			*j = append(*j, heldCard{Value: k})
		}
		for d := Deck(0); d < 3; d++ {
			*j = append(*j, slices.Repeat([]heldCard{{Origin: d, Hidden: true}}, int(hid[d]))...)
		}
		return
	}
	last := -1
	for _, k := range *j {
		switch {
		case k.Hidden && !c.view:
			c.fail(withText(why(rLawHiddenCardInAFullState), what, nil))
		case k.Hidden:
			last = int(numCards) + int(k.Origin)
			hid[k.Origin]++
		case !k.Value.Valid():
			c.fail(withText(why(rLawHiddenCardWithoutOrigin), what, nil))
		case int(k.Value) <= last:
			c.fail(withText(why(rLawCardSetOrder), what, nil))
		default:
			last = int(k.Value)
			*h |= 1 << uint(k.Value)
		}
	}
}

// factions converts each side's seat (derived), home, hand and skipped
// movement.
func (c *conv) factions(j *positionJSON, s *State) {
	for f := Red; f <= StateFaction; f++ {
		fj := j.Factions.at(f)
		switch {
		case c.out:
			fj.Seat, fj.Home = envelope.Seat(s.factionSeat(f)), envelope.PtrIf(s.Home(f))
		case fj.Home == nil:
		case f == StateFaction:
			c.fail(lawOf(rLawStateHome))
		case !fj.Home.IsSpace():
			c.fail(lawOf(rLawHomeNotASpace, int(f), int(*fj.Home)))
		default: // the Families with a home have chosen (first in the setup order: Check)
			s.home[f], s.setup = int8(*fj.Home), s.setup+1
		}
		c.cards("factions."+f.String()+".hand", &fj.Hand, &s.hand[f], &s.hid[f])
		envelope.Same(c.out, &fj.SkipsMovement, &s.skip[f])
	}
}

// board converts where each counter is, its facing, and control, in id
// order. A counter left out is in its side's supply, the Continent (where
// the Families' counters wait for their home cities and the eliminated
// ones return from), but the SISDE of the 4-player game, which is out of
// play. (A key of no counter does not decode: the counters' ids are all.)
func (c *conv) board(j *positionJSON, s *State) {
	if c.out {
		j.Counters, j.Facing, j.Control = shape.ByID[Counter, Place]{}, shape.ByID[Counter, Heading]{}, shape.ByID[Place, controlJSON]{}
	}
	for k := range Counter(NumCounters) {
		switch p, given := j.Counters[k]; {
		case c.out && s.loc[k] != outOfGame:
			j.Counters[k] = Place(s.loc[k])
		case c.out:
		case given && (p < 0 || p >= outOfGame):
			c.fail(lawOf(rLawCounterPlace, int(k), int(p)))
		case given:
			s.loc[k] = int8(p)
		case k == cSISDE && s.fourP():
			s.loc[k] = outOfGame
		default:
			s.loc[k] = onContinent
		}
		if c.out && s.head[k] != NoHeading {
			j.Facing[k] = s.head[k]
		} else if !c.out {
			s.head[k] = j.Facing[k] // left out: NoHeading
		}
	}
	for sp := range Place(NumSpaces) {
		switch v, given := j.Control[sp]; {
		case c.out && s.ctrl[sp] >= 0:
			j.Control[sp] = controlJSON{envelope.Ptr(Faction(s.ctrl[sp])), int(s.ctrlN[sp])}
		case c.out:
		case !given:
			s.ctrl[sp] = -1
		case v.Faction == nil || *v.Faction >= numFamilies || v.Counters < 1 || v.Counters > 8:
			c.fail(lawOf(rLawControlEntry, int(sp)))
		default:
			s.ctrl[sp], s.ctrlN[sp] = int8(*v.Faction), uint8(v.Counters)
		}
	}
	for sp := range j.Control { // read, the keys the loop above skips: boxes
		if !sp.IsSpace() {
			c.fail(lawOf(rLawControlOfNoSpace, int(sp)))
		}
	}
}

// decks converts each deck, top first; read, a deck left out holds the
// cards of its own that no hand holds, shuffled from a split of the full
// state's rng (leaving the rng as given), hidden in a View. (A full
// state's deck written to fix its top cards need not list the rest.)
func (c *conv) decks(j *positionJSON, s *State) {
	var held bitset.Set
	for _, h := range s.hand {
		held |= h
	}
	deal := s.rng.Split()
	for d := Deck(0); d < 3; d++ {
		list := j.Decks.at(d)
		switch {
		case c.out:
			*list = envelope.TopFirst(s.deck[d])
			continue
		case *list == nil && s.view:
			unheld := 8 - (held & deckMask(d)).Len()
			for _, h := range s.hid {
				unheld -= int(h[d])
			}
			*list = slices.Repeat([]Card{HiddenCard}, max(unheld, 0))
		case !s.view: // under the cards listed, d's others that no hand holds, shuffled from deal
			for k := Card(8 * int(d)); k < Card(8*int(d)+8); k++ {
				if !held.Has(int(k)) && !slices.Contains(*list, k) {
					s.deck[d].Push(k)
				}
			}
			deal = s.deck[d].Shuffle(deal)
		}
		for i := len(*list) - 1; i >= 0; i-- {
			s.deck[d].Push((*list)[i])
		}
	}
}

// turn converts the turn in progress (its zero, left out, when nothing is).
func (c *conv) turn(j *positionJSON, s *State) {
	u := &j.Turn
	if c.out && s.dice != [2]uint8{} {
		u.Dice = make([]int, 2)
	}
	for i := range u.Dice {
		if !envelope.Within(c.out, &u.Dice[i], &s.dice[i], 1, 8) {
			c.fail(lawOf(rLawNoSuchDieValue, u.Dice[i]))
		}
	}
	envelope.List(c.out, &u.Moved, &s.nlegs, func(i int) { c.leg("turn.moved", &u.Moved[i], &s.legs[i]) })
	envelope.Same(c.out, &u.AirClosed, &s.noAir)
	envelope.Same(c.out, &u.RestaurantAttacked, &s.rest)
	envelope.Same(c.out, &u.AfterProtection, &s.lair)
	if p := u.AntiMafiaRoadblock; p != nil && !p.IsSpace() {
		c.fail(lawOf(rLawAntiMafiaRoadblockNotASpace, int(*p)))
	}
	envelope.Opt(c.out, &u.AntiMafiaRoadblock, &s.amo, -1)
	envelope.List(c.out, &u.Steps, &s.todo.n, func(i int) { c.step(&u.Steps[len(u.Steps)-1-i], &s.todo.at[i], s) }) // from the bottom
	idSet(c, "turn.tried", &u.Tried, &s.tried, NumCounters, rLawCounterSetOrder, rLawCounterSetOrder)
	removal := s.tried&(1<<31) != 0
	if envelope.Same(c.out, &u.TriedRemoval, &removal); removal {
		s.tried |= 1 << 31
	}
	idSet(c, "turn.blocked", &u.Blocked, &s.blocked, NumCounters, rLawCounterSetOrder, rLawCounterSetOrder)
	idSet(c, "turn.state_drew", &u.StateDrew, &s.acted, NumCounters, rLawCounterSetOrder, rLawCounterSetOrder)
	if c.out && (s.decl != (leg{}) || s.declDec != 0) {
		u.DeclaredFlight, u.FlightDeclaredIn = &legJSON{}, envelope.Ptr(s.declDec)
	}
	if (u.DeclaredFlight == nil) != (u.FlightDeclaredIn == nil) {
		c.fail(lawOf(rLawFlightWithoutItsDecision))
	} else if u.DeclaredFlight != nil {
		c.leg("turn.declared_flight", u.DeclaredFlight, &s.decl)
		s.declDec = *u.FlightDeclaredIn
	}
	if c.out && s.shoot != (shootout{}) {
		u.Shootout = &shootJSON{}
	}
	if sh := u.Shootout; sh != nil && (!envelope.Given(c.out, &sh.Attacker, &s.shoot.att) || !envelope.Given(c.out, &sh.Target, &s.shoot.tgt)) {
		c.fail(lawOf(rLawShootoutEntry))
	} else if sh != nil {
		envelope.Same(c.out, &sh.ResistingArrest, &s.shoot.resist)
		c.sides(&sh.SpecialWeapons, &s.shoot.sw)
		c.sides(&sh.Leatherheads, &s.shoot.lh)
	}
}

// idSet is a set of the ids below n, a mask of the State, listed in id
// order; read, an id of none breaks law none and one out of order law
// order, whose words name the set, what.
func idSet[T ~int8, M ~uint32 | ~uint64](c *conv, what string, j *[]T, m *M, n T, none, order rcode) {
	if c.out {
		*j = envelope.IDs[T](uint64(*m), 0, int(n))
	}
	for i, k := range *j {
		switch {
		case k < 0 || k >= n:
			c.fail(withText(why(none), what, nil))
		case i > 0 && k <= (*j)[i-1]:
			c.fail(withText(why(order), what, nil))
		default:
			*m |= 1 << uint(k)
		}
	}
}

// sides converts a fact of each side of a shootout, left out when neither.
func (c *conv) sides(j **bySide, b *[2]bool) {
	v := bySide{b[0], b[1]}
	envelope.Zeroed(c.out, j, &v)
	*b = [2]bool{v.Attacker, v.Target}
}

// leg converts a movement leg; what names it for a refusal.
func (c *conv) leg(what string, j *legJSON, l *leg) {
	switch {
	case !envelope.Given(c.out, &j.Counter, &l.c) || !envelope.Given(c.out, &j.Die, &l.die) || !envelope.Given(c.out, &j.To, &l.to):
		c.fail(withText(why(rLawLegEntry), what, nil))
	case !c.out && (!j.Counter.Valid() || !j.To.IsSpace()):
		c.fail(withText(whyOf(rLawLegOffTheMap, 0, int(*j.Counter), int(*j.To)), what, nil))
	}
	envelope.Zeroed(c.out, &j.Facing, &l.head)
	envelope.Same(c.out, &j.ByAir, &l.air)
}

// step converts a step of the agenda and the counter it is about: a
// return's, or the moved counter of activities (the State holds its leg,
// read before).
func (c *conv) step(sj *stepJSON, st *step, s *State) {
	if !envelope.Given(c.out, &sj.Step, &st.k) {
		c.fail(lawOf(rLawStepEntry))
		return
	}
	k := st.k
	switch activity := k == sActivities || k.isActivity(); {
	case c.out && activity:
		sj.Counter = envelope.Ptr(Counter(s.legs[st.x].c))
	case c.out && k == sReturn:
		sj.Counter = envelope.Ptr(Counter(st.x))
	case c.out:
	case k == sReturn && (sj.Counter == nil || !sj.Counter.Valid()):
		c.fail(lawOf(rLawReturnStepWithoutCounter))
	case k == sReturn:
		st.x = int8(*sj.Counter)
	case activity && sj.Counter == nil:
		c.fail(lawOf(rLawActivityStepWithoutCounter, int(k)))
	case activity:
		if st.x = int8(slices.IndexFunc(s.legs[:s.nlegs], func(l leg) bool { return l.c == int8(*sj.Counter) })); st.x < 0 {
			c.fail(lawOf(rLawStepOfAnUnmovedCounter, int(k), int(*sj.Counter)))
		}
	case sj.Counter != nil:
		c.fail(lawOf(rLawStepTakesNoCounter, int(k)))
	}
}
