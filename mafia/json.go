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

// playerJSON is a seat's own knowledge and, with 2 players, its State
// cards (H6).
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

// factionsJSON is each side's facts, keyed by side; a side with nothing
// to say is left out.
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

func sides(b [2]bool) *bySide {
	if b == [2]bool{} {
		return nil
	}
	return &bySide{b[0], b[1]}
}

func (b *bySide) pair() [2]bool {
	if b == nil {
		return [2]bool{}
	}
	return [2]bool{b.Attacker, b.Target}
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

// ptr is a pointer to a copy of v, for an optional key.
func ptr[T any](v T) *T { return &v }

// idOf is the id v of the State, which holds none as -1, as an optional
// key: left out when none.
func idOf[T ~int8](v int8) *T {
	if v < 0 {
		return nil
	}
	return ptr(T(v))
}

// idList is a set of ids, the bits of mask below n, as the position lists
// it: in id order.
func idList[T ~int8](mask uint64, n T) (out []T) {
	for i := range n {
		if mask>>i&1 != 0 {
			out = append(out, i)
		}
	}
	return out
}

// held lists a hand as the position writes it: the cards shown in id
// order, then the hidden ones by deck.
func held(h bitset.Set, hid [3]uint8) []heldCard {
	var out []heldCard
	for _, c := range idList[Card](uint64(h), numCards) {
		out = append(out, heldCard{Value: c})
	}
	for d := Deck(0); d < 3; d++ {
		for i := 0; i < int(hid[d]); i++ {
			out = append(out, heldCard{Origin: d, Hidden: true})
		}
	}
	return out
}

func toLegJSON(l leg) *legJSON {
	out := &legJSON{Counter: ptr(Counter(l.c)), Die: ptr(l.die), To: ptr(Place(l.to)), ByAir: l.air}
	if l.head != NoHeading {
		out.Facing = ptr(l.head)
	}
	return out
}

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
	j := positionJSON{Calendar: ptr(calendarSlot(s.slot)), Turns: int(s.turns)}
	var pending []decisionJSON
	if s.dec != DecisionOver {
		pending = []decisionJSON{s.decisionJSON()}
	}
	j.Head, j.Tail = envelope.Write(&position, rulesJSON(s.Config()), s.Phase(), s.dec, s.Active(), pending,
		s.view, s.viewer, s.rng)
	j.Players = make([]playerJSON, s.NumPlayers())
	for p := range j.Players {
		pj := &j.Players[p]
		pj.Seat, pj.Known = ptr(core.Player(p)), idList[Card](uint64(s.known[p]), numCards)
		if s.twoP() {
			pj.StateCards = stateCardsJSON{held(s.hand[5+p], s.hid[5+p]), held(s.hand[7+p], s.hid[7+p])}
		}
	}
	for f := Red; f <= StateFaction; f++ {
		fj := factionJSON{Seat: envelope.Seat(s.factionSeat(f)), Hand: held(s.hand[f], s.hid[f]), SkipsMovement: s.skip[f]}
		if f < numFamilies {
			fj.Home = idOf[Place](s.home[f])
		}
		*j.Factions.at(f) = fj
	}
	s.writeBoard(&j)
	for d := Deck(0); d < 3; d++ {
		*j.Decks.at(d) = envelope.TopFirst(s.deck[d])
	}
	if s.dec == DecisionOver {
		j.Winner = idOf[Faction](s.winner)
	}
	j.Turn = s.turnJSON()
	return json.Marshal(j)
}

// decisionJSON is the pending decision as written.
func (s *State) decisionJSON() decisionJSON {
	d := decisionJSON{Decision: ptr(s.dec), Seat: ptr(s.decider()), Faction: idOf[Faction](s.wfac),
		Counter: idOf[Counter](s.target), ToAsk: idList[Faction](uint64(s.wmask), StateFaction+1), Released: idOf[Counter](s.retC)}
	if s.atCheckpoint() {
		d.Checkpoint = ptr(checkpointID(s.cp))
	}
	return d
}

// writeBoard writes where each counter is, its facing, and control.
func (s *State) writeBoard(j *positionJSON) {
	j.Counters, j.Facing, j.Control = shape.ByID[Counter, Place]{}, shape.ByID[Counter, Heading]{}, shape.ByID[Place, controlJSON]{}
	for c := Counter(0); c < NumCounters; c++ {
		if s.loc[c] != outOfGame {
			j.Counters[c] = Place(s.loc[c])
		}
		if s.head[c] != NoHeading {
			j.Facing[c] = s.head[c]
		}
	}
	for sp := Place(0); sp < NumSpaces; sp++ {
		if s.ctrl[sp] >= 0 {
			j.Control[sp] = controlJSON{ptr(Faction(s.ctrl[sp])), int(s.ctrlN[sp])}
		}
	}
}

// turnJSON is the turn in progress as written (its zero value, left out,
// when nothing of it is).
func (s *State) turnJSON() turnJSON {
	t := turnJSON{AirClosed: s.noAir, RestaurantAttacked: s.rest, AfterProtection: s.lair}
	if s.dice != [2]uint8{} {
		t.Dice = []int{int(s.dice[0]), int(s.dice[1])}
	}
	for i := 0; i < int(s.nlegs); i++ {
		t.Moved = append(t.Moved, *toLegJSON(s.legs[i]))
	}
	t.AntiMafiaRoadblock = idOf[Place](s.amo)
	for i := int(s.todo.n) - 1; i >= 0; i-- {
		st := s.todo.at[i]
		sj := stepJSON{Step: ptr(st.k)}
		switch {
		case st.k == sReturn:
			sj.Counter = ptr(Counter(st.x))
		case st.k == sActivities || st.k.isActivity():
			sj.Counter = ptr(Counter(s.legs[st.x].c))
		}
		t.Steps = append(t.Steps, sj)
	}
	t.Tried, t.TriedRemoval = idList[Counter](uint64(s.tried), NumCounters), s.tried&(1<<31) != 0
	t.Blocked, t.StateDrew = idList[Counter](uint64(s.blocked), NumCounters), idList[Counter](uint64(s.acted), NumCounters)
	if s.decl != (leg{}) || s.declDec != 0 {
		t.DeclaredFlight, t.FlightDeclaredIn = toLegJSON(s.decl), ptr(s.declDec)
	}
	if s.shoot != (shootout{}) {
		sh := s.shoot
		t.Shootout = &shootJSON{ptr(Counter(sh.att)), ptr(Counter(sh.tgt)), sh.resist, sides(sh.sw), sides(sh.lh)}
	}
	return t
}

// UnmarshalJSON reads a position (the package doc's format, at most
// core.MaxJSON bytes, keys exactly once and in their case, every list
// within its largest size) and checks everything: the derived keys where
// given, every counter and card in exactly one place, the conservation
// laws, and a pending decision (a position is a decision point: somebody
// decides, or the game is over). A refusal is a *core.RuleError of
// ErrBadState whose Code names the law broken (a name of Reasons). On
// error s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	env, err := position.Decode(b, &j)
	if err != nil {
		return err
	}
	t, err := j.state(env)
	if err != nil {
		return err
	}
	*s = t
	return nil
}

// state builds the State the position describes and checks it, a part
// at a time: the rules, then each reader and law in turn.
func (j *positionJSON) state(env envelope.Read) (State, error) {
	var cfg Config
	if r := j.Rules; r != nil {
		cfg = Config(*r)
	}
	if err := cfg.validate(); err != nil {
		return State{}, withText(why(rLawBadRules), envelope.Words(err), err)
	}
	bd := cfg.boardFor()
	cfg = cfg.canonical()
	t := State{cfg: cfg, bd: bd, winner: -1, amo: -1, target: -1, retC: -1, wfac: -1,
		view: env.View, viewer: env.Viewer, rng: env.RNG}
	if env.View && int(env.Viewer) >= cfg.players() {
		return State{}, lawOf(rLawViewNotASeat, int(env.Viewer))
	}
	for _, part := range []func(*State) error{j.decision, j.calendar, j.readPlayers, j.readFactions, j.readBoard,
		j.readDecks, j.winner, j.Turn.read, j.checkpoint, (*State).validate, (*State).viewHides, (*State).decisionPoint,
		j.derivedAgree} {
		if err := part(&t); err != nil {
			return State{}, err
		}
	}
	return t, nil
}

// calendar reads the turns completed, and checks the calendar's slot
// where given.
func (j *positionJSON) calendar(t *State) error {
	if j.Turns < 0 || j.Turns > 60000 {
		return lawOf(rLawTurnsOutOfRange, j.Turns)
	}
	t.turns = uint16(j.Turns)
	t.slot = uint8(t.turns % 6)
	if j.Calendar != nil && uint8(*j.Calendar) != t.slot {
		return lawOf(rLawCalendarAgainstTurns, int(*j.Calendar), int(t.turns), int(t.slot))
	}
	return nil
}

// winner reads the winner of a game over (none given: nobody won).
func (j *positionJSON) winner(t *State) error {
	switch {
	case t.dec == DecisionOver && j.Winner == nil:
		t.winner = -2
	case t.dec == DecisionOver:
		t.winner = int8(*j.Winner)
	case j.Winner != nil:
		return lawOf(rLawWinnerBeforeTheEnd)
	}
	return nil
}

// checkpoint checks that a checkpoint's decision names the checkpoint
// open, and only then.
func (j *positionJSON) checkpoint(t *State) error {
	switch named := len(j.Decisions) > 0 && j.Decisions[0].Checkpoint != nil; {
	case len(j.Decisions) > 0 && !named && t.atCheckpoint():
		return lawOf(rLawCheckpointUnnamed)
	case named && !t.atCheckpoint():
		return lawOf(rLawCheckpointNamedNoneOpen)
	}
	return nil
}

// decision reads the pending decision: its kind and arguments.
func (j *positionJSON) decision(t *State) error {
	t.dec = DecisionOver
	if len(j.Decisions) > 1 {
		return lawOf(rLawDecisionsPastOne, len(j.Decisions))
	}
	if len(j.Decisions) > 0 {
		d := j.Decisions[0]
		if d.Decision == nil {
			return lawOf(rLawDecisionEntry)
		}
		if *d.Decision == DecisionOver || *d.Decision == decisionRunning {
			return lawOf(rLawNotASeatsDecision, int(*d.Decision))
		}
		t.dec = *d.Decision
		if d.Counter != nil {
			t.target = int8(*d.Counter)
		}
		switch {
		case d.Faction != nil:
			t.wfac = int8(*d.Faction)
		case d.Counter != nil && d.Counter.Valid() && (t.dec == DecisionControlRoll || t.dec == DecisionActions || t.dec == DecisionResist):
			t.wfac = int8(ownerOf(int(*d.Counter))) // derived: the counter's owner decides
		}
		if d.Checkpoint != nil {
			t.cp = uint8(*d.Checkpoint)
		}
		for _, f := range d.ToAsk {
			if t.wmask&famBit(f) != 0 {
				return lawOf(rLawToAskTwice, int(f))
			}
			t.wmask |= famBit(f)
		}
		if d.Released != nil {
			t.retC = int8(*d.Released)
		}
	}
	if r := envelope.Agree(j.Decision, t.dec, position.Codes.Decision); !r.OK() {
		return Reasons.Err(r, nil)
	}
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
		if fj := j.Factions.at(f); fj.Seat != nil && *fj.Seat != t.factionSeat(f) {
			if p := t.factionSeat(f); p == core.NoPlayer {
				return lawOf(rLawStateSeatInFourPlayerGame, int(f), int(*fj.Seat))
			}
			return lawOf(rLawFactionSeatDisagrees, int(f), int(*fj.Seat), int(t.factionSeat(f)))
		}
	}
	return nil
}

// readPlayers reads each seat's knowledge and, with 2 players, State
// cards.
func (j *positionJSON) readPlayers(t *State) error {
	n := t.NumPlayers()
	if j.Players != nil && len(j.Players) != n {
		return lawOf(rLawPlayerCount, len(j.Players), n)
	}
	for p, pj := range j.Players {
		if pj.Seat == nil || *pj.Seat != core.Player(p) {
			return lawOf(rLawPlayerSeatOrder, p+1, p)
		}
		at := "players[" + strconv.Itoa(p) + "]"
		var err error
		if t.known[p], _, err = cardSet(at+".known", nil, pj.Known, false); err != nil {
			return err
		}
		if len(pj.StateCards.Kept)+len(pj.StateCards.Expiring) == 0 {
			continue
		}
		if !t.twoP() {
			return lawOf(rLawStateCardsOutsideTwoPlayerGame, p)
		}
		if t.hand[5+p], t.hid[5+p], err = cardSet(at+".state_cards.kept", pj.StateCards.Kept, nil, t.view); err != nil {
			return err
		}
		if t.hand[7+p], t.hid[7+p], err = cardSet(at+".state_cards.expiring", pj.StateCards.Expiring, nil, t.view); err != nil {
			return err
		}
	}
	return nil
}

// cardSet reads a hand (cards held, hidden ones by deck) or a list of
// cards: a set in id order, hidden cards last and only in a View.
func cardSet(what string, hand []heldCard, cards []Card, view bool) (h bitset.Set, hid [3]uint8, err error) {
	for _, c := range cards {
		hand = append(hand, heldCard{Value: c})
	}
	last := -1
	for _, k := range hand {
		if k.Hidden {
			if !view {
				return 0, hid, withText(why(rLawHiddenCardInAFullState), what, nil)
			}
			last = int(numCards) + int(k.Origin)
			hid[k.Origin]++
			continue
		}
		if !k.Value.Valid() {
			return 0, hid, withText(why(rLawHiddenCardWithoutOrigin), what, nil)
		}
		if int(k.Value) <= last {
			return 0, hid, withText(why(rLawCardSetOrder), what, nil)
		}
		last = int(k.Value)
		h |= 1 << uint(k.Value)
	}
	return h, hid, nil
}

// readFactions reads each side's home, hand and skipped movement.
func (j *positionJSON) readFactions(t *State) error {
	t.home = [numFamilies]int8{-1, -1, -1, -1}
	for f := Red; f <= StateFaction; f++ {
		fj := j.Factions.at(f)
		if fj.Home != nil {
			if f == StateFaction {
				return lawOf(rLawStateHome)
			}
			if !fj.Home.IsSpace() {
				return lawOf(rLawHomeNotASpace, int(f), int(*fj.Home))
			}
			t.home[f] = int8(*fj.Home)
		}
		var err error
		if t.hand[f], t.hid[f], err = cardSet("factions."+f.String()+".hand", fj.Hand, nil, t.view); err != nil {
			return err
		}
		t.skip[f] = fj.SkipsMovement
	}
	for i, f := range setupOrder {
		if t.home[f] >= 0 {
			if int(t.setup) != i {
				return lawOf(rLawHomesOutOfOrder)
			}
			t.setup++
		}
	}
	return nil
}

// readBoard reads where each counter is, its facing, and control. A
// counter left out is in its side's supply, the Continent (where the
// Families' counters wait for their home cities and the eliminated ones
// return from), but the SISDE of the 4-player game, which is out of play.
func (j *positionJSON) readBoard(t *State) error {
	for c := range t.loc {
		t.loc[c] = onContinent
	}
	if t.fourP() {
		t.loc[cSISDE] = outOfGame
	}
	for c, p := range j.Counters {
		if !c.Valid() || p < 0 || p >= outOfGame {
			return lawOf(rLawCounterPlace, int(c), int(p))
		}
		t.loc[c] = int8(p)
	}
	for c, h := range j.Facing {
		if !c.Valid() {
			return lawOf(rLawFacingOfNoCounter, int(c))
		}
		t.head[c] = h
	}
	for i := range t.ctrl {
		t.ctrl[i] = -1
	}
	for sp, v := range j.Control {
		if !sp.IsSpace() {
			return lawOf(rLawControlOfNoSpace, int(sp))
		}
		if v.Faction == nil || *v.Faction >= numFamilies || v.Counters < 1 || v.Counters > 8 {
			return lawOf(rLawControlEntry, int(sp))
		}
		t.ctrl[sp], t.ctrlN[sp] = int8(*v.Faction), uint8(v.Counters)
	}
	return nil
}

// readDecks reads each deck, top first; a deck left out holds the cards
// of its own that no hand holds, shuffled from a split of the full
// state's rng (leaving the rng as given), hidden in a View.
func (j *positionJSON) readDecks(t *State) error {
	var held bitset.Set
	var hid [3]int
	for i := 0; i < numHands; i++ {
		held |= t.hand[i]
		for d := range hid {
			hid[d] += int(t.hid[i][d])
		}
	}
	deal := t.rng.Split()
	for d := Deck(0); d < 3; d++ {
		list := *j.Decks.at(d)
		if list == nil && t.view {
			unheld := 8 - hid[d] - (held >> (8 * d) & 0xff).Len() // d's cards are ids 8d to 8d+7
			list = slices.Repeat([]Card{HiddenCard}, max(unheld, 0))
		}
		if !t.view {
			deal = t.dealUnder(d, list, held, deal)
		}
		for i := len(list) - 1; i >= 0; i-- {
			if list[i] == HiddenCard && !t.view {
				return lawOf(rLawHiddenCardInAFullDeck, int(d))
			}
			t.deck[d].Push(list[i])
		}
	}
	return nil
}

// dealUnder puts under the top cards list of a full state's deck d the
// cards of d that neither list nor a hand holds, shuffled from deal: a
// deck written to fix its top cards need not list the rest.
func (t *State) dealUnder(d Deck, list []Card, held bitset.Set, deal core.RNG) core.RNG {
	for c := Card(8 * int(d)); c < Card(8*int(d)+8); c++ {
		if held&(1<<uint(c)) == 0 && !slices.Contains(list, c) {
			t.deck[d].Push(c)
		}
	}
	return t.deck[d].Shuffle(deal)
}

// read reads the turn in progress.
func (u *turnJSON) read(t *State) error {
	if len(u.Dice) != 0 && len(u.Dice) != 2 {
		return lawOf(rLawDiceRolledApart, u.Dice[0], 0)
	}
	for i, v := range u.Dice {
		if v < 1 || v > 8 {
			return lawOf(rLawNoSuchDieValue, v)
		}
		t.dice[i] = uint8(v)
	}
	for i := range u.Moved {
		l, err := u.Moved[i].leg("turn.moved")
		if err != nil {
			return err
		}
		if t.movedThisTurn(int(l.c)) {
			return lawOf(rLawCounterMovedTwice, int(l.c))
		}
		t.legs[i], t.nlegs = l, uint8(i+1)
	}
	t.noAir, t.rest, t.lair = u.AirClosed, u.RestaurantAttacked, u.AfterProtection
	if p := u.AntiMafiaRoadblock; p != nil {
		if !p.IsSpace() {
			return lawOf(rLawAntiMafiaRoadblockNotASpace, int(*p))
		}
		t.amo = int8(*p)
	}
	for k := len(u.Steps) - 1; k >= 0; k-- {
		st, err := u.Steps[k].step(t)
		if err != nil {
			return err
		}
		t.todo.push(st.k, st.x)
	}
	var err error
	if t.tried, err = counterSet("turn.tried", u.Tried); err != nil {
		return err
	}
	if u.TriedRemoval {
		t.tried |= 1 << 31
	}
	if t.blocked, err = counterSet("turn.blocked", u.Blocked); err != nil {
		return err
	}
	if t.acted, err = counterSet("turn.state_drew", u.StateDrew); err != nil {
		return err
	}
	if (u.DeclaredFlight == nil) != (u.FlightDeclaredIn == nil) {
		return lawOf(rLawFlightWithoutItsDecision)
	}
	if u.DeclaredFlight != nil {
		if t.decl, err = u.DeclaredFlight.leg("turn.declared_flight"); err != nil {
			return err
		}
		t.declDec = *u.FlightDeclaredIn
	}
	if sh := u.Shootout; sh != nil {
		if sh.Attacker == nil || sh.Target == nil {
			return lawOf(rLawShootoutEntry)
		}
		t.shoot = shootout{att: int8(*sh.Attacker), tgt: int8(*sh.Target), resist: sh.ResistingArrest,
			sw: sh.SpecialWeapons.pair(), lh: sh.Leatherheads.pair()}
	}
	return nil
}

// counterSet reads a set of counters, in id order.
func counterSet(what string, cs []Counter) (uint32, error) {
	var mask uint32
	for i, c := range cs {
		if !c.Valid() || i > 0 && c <= cs[i-1] {
			return 0, withText(why(rLawCounterSetOrder), what, nil)
		}
		mask |= 1 << uint(c)
	}
	return mask, nil
}

// leg reads a movement leg.
func (l *legJSON) leg(what string) (leg, error) {
	if l.Counter == nil || l.Die == nil || l.To == nil {
		return leg{}, withText(why(rLawLegEntry), what, nil)
	}
	if !l.Counter.Valid() || !l.To.IsSpace() {
		return leg{}, withText(whyOf(rLawLegOffTheMap, 0, int(*l.Counter), int(*l.To)), what, nil)
	}
	out := leg{c: int8(*l.Counter), die: *l.Die, to: int8(*l.To), air: l.ByAir}
	if l.Facing != nil {
		out.head = *l.Facing
	}
	return out, nil
}

// step reads a step of the agenda; the legs are read.
func (sj *stepJSON) step(t *State) (step, error) {
	if sj.Step == nil {
		return step{}, lawOf(rLawStepEntry)
	}
	k := *sj.Step
	switch {
	case k == sReturn:
		if sj.Counter == nil || !sj.Counter.Valid() {
			return step{}, lawOf(rLawReturnStepWithoutCounter)
		}
		return step{k, int8(*sj.Counter)}, nil
	case k == sActivities || k.isActivity():
		if sj.Counter == nil {
			return step{}, lawOf(rLawActivityStepWithoutCounter, int(k))
		}
		if i := slices.IndexFunc(t.legs[:t.nlegs], func(l leg) bool { return l.c == int8(*sj.Counter) }); i >= 0 {
			return step{k, int8(i)}, nil
		}
		return step{}, lawOf(rLawStepOfAnUnmovedCounter, int(k), int(*sj.Counter))
	case sj.Counter != nil:
		return step{}, lawOf(rLawStepTakesNoCounter, int(k))
	}
	return step{k, 0}, nil
}
