package mafia

import (
	"encoding/json"
	"strings"

	"github.com/mafiarules/sdk/core"
)

// PositionVersion is the version of the position format State's JSON is
// written in (the package doc describes it field by field).
const PositionVersion = 1

// legJSON is a movement leg: the counter, the die it used, where it
// ended and how it faces there, and whether it flew.
type legJSON struct {
	Counter string `json:"counter"`
	Die     string `json:"die"`
	To      string `json:"to"`
	Facing  string `json:"facing,omitempty"`
	ByAir   bool   `json:"by_air,omitempty"`
}

type controlJSON struct {
	Family   string `json:"family"`
	Counters int    `json:"counters"`
}

type stateCardsJSON struct {
	Kept     []string `json:"kept"`
	Expiring []string `json:"expiring"`
}

type shootJSON struct {
	Attacker       string  `json:"attacker"`
	Target         string  `json:"target"`
	Resisting      bool    `json:"resisting_arrest,omitempty"`
	SpecialWeapons [2]bool `json:"special_weapons"`
	Leatherheads   [2]bool `json:"leatherheads"`
}

// turnJSON is the turn in progress.
type turnJSON struct {
	Dice         [2]int     `json:"dice"`
	Moved        []legJSON  `json:"moved"`
	AirClosed    bool       `json:"air_closed,omitempty"`
	AntiMafia    string     `json:"anti_mafia_roadblock,omitempty"`
	Restaurant   bool       `json:"restaurant_attacked,omitempty"`
	Checkpoint   string     `json:"checkpoint,omitempty"`
	Steps        []string   `json:"steps"`
	Tried        []string   `json:"tried,omitempty"`
	TriedRemoval bool       `json:"tried_control_removal,omitempty"`
	Blocked      []string   `json:"blocked,omitempty"`
	StateDrew    []string   `json:"state_drew,omitempty"`
	ToAsk        []string   `json:"to_ask,omitempty"`
	Decider      string     `json:"decider,omitempty"`
	About        string     `json:"about,omitempty"`
	Released     string     `json:"released,omitempty"`
	AfterProtect bool       `json:"judiciary_after_protection,omitempty"`
	Flight       *legJSON   `json:"declared_flight,omitempty"`
	FlightIn     string     `json:"flight_declared_in,omitempty"`
	Shootout     *shootJSON `json:"shootout,omitempty"`
}

// positionJSON is the position format, version 1 (see the package doc).
type positionJSON struct {
	Game       string                    `json:"game"`
	Version    int                       `json:"version"`
	View       *core.Player              `json:"view,omitempty"`
	Config     Config                    `json:"rules"`
	Phase      string                    `json:"phase"`
	Calendar   string                    `json:"calendar"`
	Turns      int                       `json:"turns"`
	Homes      map[string]string         `json:"homes"`
	Counters   map[string]string         `json:"counters"`
	Facing     map[string]string         `json:"facing,omitempty"`
	Control    map[string]controlJSON    `json:"control,omitempty"`
	Hands      map[string][]string       `json:"hands"`
	StateCards map[string]stateCardsJSON `json:"state_cards,omitempty"`
	Decks      map[string][]string       `json:"decks"`
	Known      map[string][]string       `json:"known,omitempty"`
	Skips      []string                  `json:"skips,omitempty"`
	Turn       turnJSON                  `json:"turn"`
	Winner     string                    `json:"winner,omitempty"`
	RNG        *core.RNG                 `json:"rng,omitempty"`
}

// Names of the position format.
var (
	calendarNames   = core.Names{"R", "N", "S1", "O", "V", "S2"}
	checkpointNames = core.Names{"after-returns", "after-roll", "after-movement", "after-step", "end-of-turn", "start-of-turn"}
	stepNames       = core.Names{
		sNone: "", sTurnCheckpoint: "start-checkpoint", sReturn: "return", sReturnsCheckpoint: "returns-checkpoint", sRoll: "roll",
		sMovedCheckpoint: "movement-checkpoint", sActivities: "activities", sRoadblock: "anti-mafia-roadblock",
		sSpace: "space", sCheckpointI: "checkpoint-i", sReactions: "reactions", sPrefettoArrest: "prefetto-arrest",
		sBossBlock: "boss-block", sCheckpointII: "checkpoint-ii", sActions: "actions", sMoreActions: "more-actions", sPrefettoSweep: "prefetto-sweep",
		sControl: "control", sTelephone: "telephone", sCallUSA: "call-usa", sCheckpointIII: "checkpoint-iii",
		sEndCheckpoint: "end-checkpoint", sEndTurn: "end",
	}
	headingNames = core.Names{"", "N", "S"}
	factionNames = core.Names{"red", "black", "orange", "green", "state"}
)

func cardNames(h core.Bits, hid [3]uint8) []string {
	out := []string{}
	for c := Card(0); c < numCards; c++ {
		if h&(1<<uint(c)) != 0 {
			out = append(out, c.String())
		}
	}
	for d := Deck(0); d < 3; d++ {
		for i := 0; i < int(hid[d]); i++ {
			out = append(out, "hidden-"+d.String())
		}
	}
	return out
}

func counterList(mask uint32) []string {
	var out []string
	for c := 0; c < NumCounters; c++ {
		if mask&(1<<uint(c)) != 0 {
			out = append(out, counterName(c))
		}
	}
	return out
}

func factionList(mask uint8) []string {
	var out []string
	for f := Red; f <= StateFaction; f++ {
		if mask&famBit(f) != 0 {
			out = append(out, f.String())
		}
	}
	return out
}

func toLegJSON(l leg) legJSON {
	return legJSON{Counter: counterName(int(l.c)), Die: dieNames[l.die%3], To: locationName(int(l.to)), Facing: headingNames.Name(int(l.head)), ByAir: l.air}
}

// MarshalJSON writes the state (or view) in the position format.
func (s State) MarshalJSON() ([]byte, error) {
	j := positionJSON{
		Game: "mafia", Version: PositionVersion, Config: s.Config(), Phase: decisionNames[s.ph],
		Calendar: calendarNames.Name(int(s.slot)), Turns: int(s.turns),
		Homes: map[string]string{}, Counters: map[string]string{}, Hands: map[string][]string{},
		Decks: map[string][]string{},
	}
	if s.view {
		v := s.viewer
		j.View = &v
	} else {
		r := s.rng
		j.RNG = &r
	}
	for f := Red; f < numFamilies; f++ {
		if s.home[f] >= 0 {
			j.Homes[f.String()] = locationName(int(s.home[f]))
		}
	}
	for c := 0; c < NumCounters; c++ {
		j.Counters[counterName(c)] = locationName(int(s.loc[c]))
		if s.head[c] != NoHeading {
			if j.Facing == nil {
				j.Facing = map[string]string{}
			}
			j.Facing[counterName(c)] = s.head[c].String()
		}
	}
	for sp := 0; sp < NumSpaces; sp++ {
		if s.ctrl[sp] >= 0 {
			if j.Control == nil {
				j.Control = map[string]controlJSON{}
			}
			j.Control[locationName(sp)] = controlJSON{Faction(s.ctrl[sp]).String(), int(s.ctrlN[sp])}
		}
	}
	for f := Red; f <= StateFaction; f++ {
		j.Hands[f.String()] = cardNames(s.hand[f], s.hid[f])
	}
	if s.twoP() {
		j.StateCards = map[string]stateCardsJSON{}
		for p := 0; p < 2; p++ {
			j.StateCards[core.Player(p).String()] = stateCardsJSON{cardNames(s.hand[5+p], s.hid[5+p]), cardNames(s.hand[7+p], s.hid[7+p])}
		}
	}
	for d := Deck(0); d < 3; d++ {
		list := []string{}
		for i := 0; i < s.deck[d].Len(); i++ {
			c, _ := s.deck[d].At(i)
			list = append(list, c.String())
		}
		j.Decks[d.String()] = list
	}
	for p, kn := range s.known {
		if kn != 0 {
			if j.Known == nil {
				j.Known = map[string][]string{}
			}
			j.Known[core.Player(p).String()] = cardNames(kn, [3]uint8{})
		}
	}
	for f := Red; f <= StateFaction; f++ {
		if s.skip[f] {
			j.Skips = append(j.Skips, f.String())
		}
	}
	if s.ph == phOver {
		j.Winner = "nobody"
		if s.winner >= 0 {
			j.Winner = Faction(s.winner).String()
		}
	}
	t := &j.Turn
	t.Dice = [2]int{int(s.dice[0]), int(s.dice[1])}
	t.Moved = []legJSON{}
	for i := 0; i < int(s.nlegs); i++ {
		t.Moved = append(t.Moved, toLegJSON(s.legs[i]))
	}
	t.AirClosed, t.Restaurant = s.noAir, s.rest
	if s.amo >= 0 {
		t.AntiMafia = locationName(int(s.amo))
	}
	if s.atCheckpoint() {
		t.Checkpoint = checkpointNames.Name(int(s.cp))
	}
	t.Steps = []string{}
	for i := int(s.todo.n) - 1; i >= 0; i-- {
		t.Steps = append(t.Steps, s.stepText(s.todo.at[i]))
	}
	t.Tried, t.TriedRemoval = counterList(s.tried&(1<<NumCounters-1)), s.tried&(1<<31) != 0
	t.Blocked, t.StateDrew = counterList(s.blocked), counterList(s.acted)
	t.ToAsk = factionList(s.wmask)
	if s.wfac >= 0 {
		t.Decider = Faction(s.wfac).String()
	}
	if s.target >= 0 {
		t.About = counterName(int(s.target))
	}
	if s.retC >= 0 {
		t.Released = counterName(int(s.retC))
	}
	t.AfterProtect = s.lair
	if s.decl != (leg{}) || s.declPh != 0 {
		l := toLegJSON(s.decl)
		t.Flight, t.FlightIn = &l, decisionNames[s.declPh]
	}
	if s.shoot != (shootout{}) {
		t.Shootout = &shootJSON{counterName(int(s.shoot.att)), counterName(int(s.shoot.tgt)), s.shoot.resist, s.shoot.sw, s.shoot.lh}
	}
	return json.Marshal(j)
}

// stepText is a step's name in the position format: its kind, then the
// counter it is about ("return N.P1", "telephone R.B", "roll").
func (s *State) stepText(st step) string {
	switch {
	case st.k == sReturn:
		return stepNames.Name(int(st.k)) + " " + counterName(int(st.x))
	case st.k == sActivities || st.k.isActivity():
		return stepNames.Name(int(st.k)) + " " + counterName(int(s.legs[st.x].c))
	}
	return stepNames.Name(int(st.k))
}

// step reads a step of turn.steps; the moved counters (turn.moved) are
// already read into t.
func (d *decoder) step(t *State, text string) (stepKind, int8) {
	name, who, _ := strings.Cut(text, " ")
	k, ok := stepNames.Lookup(name)
	if !ok || k == int(sNone) {
		d.fail("turn.steps: %q is not a step (return, returns-checkpoint, roll, activities, ..., end)", text)
		return sNone, 0
	}
	kind := stepKind(k)
	switch {
	case kind == sReturn:
		return kind, d.counter("turn.steps", who)
	case kind == sActivities || kind.isActivity():
		c := d.counter("turn.steps", who)
		for i := 0; i < int(t.nlegs); i++ {
			if t.legs[i].c == c {
				return kind, int8(i)
			}
		}
		d.fail("turn.steps: %q: %s did not move this turn (turn.moved)", text, who)
		return kind, 0
	case who != "":
		d.fail("turn.steps: %q: step %s names no counter", text, name)
	}
	return kind, 0
}

func bad(format string, args ...any) error { return core.Errorf(core.ErrBadState, format, args...) }

// decoder reads the names of a position, remembering the first error.
type decoder struct{ err error }

func (d *decoder) fail(format string, args ...any) {
	if d.err == nil {
		d.err = bad(format, args...)
	}
}

func (d *decoder) counter(what, name string) int8 {
	if c := counterByName(name); c >= 0 {
		return int8(c)
	}
	d.fail("%s: %q is not a counter (Prefetto, SISDE, CC1..CC3, R.B, R.P1, R.P2, N.B, ...)", what, name)
	return 0
}

func (d *decoder) space(what, name string) int8 {
	if sp := spaceByID(name); sp >= 0 {
		return int8(sp)
	}
	d.fail("%s: %q is not a space id (PAL, BAG, ..., PIA)", what, name)
	return 0
}

func (d *decoder) location(what, name string) int8 {
	for l := NumSpaces; l < numLocation; l++ {
		if locationName(l) == name {
			return int8(l)
		}
	}
	return d.space(what, name)
}

func (d *decoder) faction(what, name string) Faction {
	if f, ok := factionNames.Lookup(name); ok {
		return Faction(f)
	}
	d.fail("%s: %q is not a faction (red, black, orange, green, State)", what, name)
	return 0
}

func (d *decoder) name(n core.Names, what, name string) int {
	if i, ok := n.Lookup(name); ok {
		return i
	}
	d.fail("%s: %q is not one of %s", what, name, strings.Join(n, ", "))
	return 0
}

// cards reads a hand: card names and, in a view, "hidden-<deck>".
func (d *decoder) cards(what string, names []string, view bool) (h core.Bits, hid [3]uint8) {
	if len(names) > int(numCards) {
		d.fail("%s: %d cards, there are %d", what, len(names), numCards)
		return
	}
	for _, n := range names {
		if c := cardByCode(n); c != HiddenCard {
			if h&(1<<uint(c)) != 0 {
				d.fail("%s: %s twice", what, n)
			}
			h |= 1 << uint(c)
			continue
		}
		found := false
		for dk := Deck(0); dk < 3; dk++ {
			if n == "hidden-"+dk.String() {
				if !view {
					d.fail("%s: a hidden card in a full state (only a view hides cards)", what)
				}
				hid[dk]++
				found = true
			}
		}
		if !found {
			d.fail("%s: %q is not a card", what, n)
		}
	}
	return
}

func (d *decoder) counters(what string, names []string) (mask uint32) {
	for _, n := range names {
		mask |= 1 << uint(d.counter(what, n))
	}
	return
}

func (d *decoder) leg(what string, l legJSON) leg {
	out := leg{c: d.counter(what, l.Counter), to: d.space(what, l.To), air: l.ByAir}
	out.die = Die(d.name(core.Names(dieNames[:]), what+" die", l.Die))
	out.head = Heading(d.name(headingNames, what+" facing", l.Facing))
	return out
}

// UnmarshalJSON reads a position (the package doc's format, at most
// core.MaxJSON bytes) and checks everything: exact names, every counter
// and card in exactly one place, the conservation laws, and a pending
// decision (a position is a decision point: somebody decides, or the game
// is over). On error s is left unchanged.
func (s *State) UnmarshalJSON(b []byte) error {
	var j positionJSON
	if err := core.DecodePosition("mafia", b, &j); err != nil {
		return err
	}
	if err := core.CheckHeader("mafia", PositionVersion, j.Game, j.Version); err != nil {
		return err
	}
	if err := j.Config.validate(); err != nil {
		return bad("config: %v", err)
	}
	cfg := j.Config
	cfg.Map = nil // the map lives in bd
	t := State{cfg: cfg, bd: j.Config.boardFor(), winner: -1, amo: -1, target: -1, retC: -1, wfac: -1}
	switch {
	case j.View == nil && j.RNG == nil:
		return bad("rng: a full state holds its chance to come")
	case j.View != nil && j.RNG != nil:
		return bad("rng: a view holds no RNG")
	case j.RNG != nil:
		t.rng = *j.RNG
	}
	var d decoder
	if j.View != nil {
		if *j.View < core.NoPlayer || int(*j.View) >= cfg.players() {
			return bad("view of seat %v, not a seat of this game", *j.View)
		}
		t.view, t.viewer = true, *j.View
	}
	ph := -1
	for i, n := range decisionNames {
		if n == j.Phase {
			ph = i
		}
	}
	if ph < 0 {
		return bad("phase %q is not a phase", j.Phase)
	}
	t.ph = phase(ph)
	t.slot = uint8(d.name(calendarNames, "calendar", j.Calendar))
	if j.Turns < 0 || j.Turns > 60000 {
		return bad("turns %d out of range", j.Turns)
	}
	t.turns = uint16(j.Turns)
	for i := range t.home {
		t.home[i] = -1
	}
	for k, v := range j.Homes {
		f := d.faction("homes", k)
		if f == StateFaction {
			d.fail("homes: the State has no home city")
		}
		t.home[f%4] = d.space("homes", v)
	}
	for i, f := range setupOrder {
		if t.home[f] >= 0 {
			if int(t.setup) != i {
				d.fail("homes: the Families choose in the order red, black, orange, green (HOUSE-4.6)")
			}
			t.setup++
		}
	}
	if len(j.Counters) != NumCounters {
		return bad("counters: %d entries, want all %d counters", len(j.Counters), NumCounters)
	}
	for k, v := range j.Counters {
		t.loc[d.counter("counters", k)] = d.location("counters", v)
	}
	for k, v := range j.Facing {
		h := d.name(headingNames, "facing", v)
		if h == 0 {
			d.fail("facing: %q, want N or S", v)
		}
		t.head[d.counter("facing", k)] = Heading(h)
	}
	for i := range t.ctrl {
		t.ctrl[i] = -1
	}
	for k, v := range j.Control {
		sp := d.space("control", k)
		f := d.faction("control", v.Family)
		if f == StateFaction || v.Counters < 1 || v.Counters > 8 {
			d.fail("control of %s: a Family with 1 to 8 counters", k)
			continue
		}
		t.ctrl[sp], t.ctrlN[sp] = int8(f), uint8(v.Counters)
	}
	if len(j.Hands) != 5 {
		return bad("hands: want the four Families' and the State's")
	}
	for k, v := range j.Hands {
		f := d.faction("hands", k)
		t.hand[f], t.hid[f] = d.cards("hands."+k, v, t.view)
	}
	if t.twoP() != (j.StateCards != nil) || len(j.StateCards) > 2 {
		return bad("state_cards: given exactly in the 2-player game, for P0 and P1")
	}
	for k, v := range j.StateCards {
		p, err := core.ParsePlayer(k, 2)
		if err != nil {
			return bad("state_cards: %v", err)
		}
		t.hand[5+p], t.hid[5+p] = d.cards("state_cards."+k+".kept", v.Kept, t.view)
		t.hand[7+p], t.hid[7+p] = d.cards("state_cards."+k+".expiring", v.Expiring, t.view)
	}
	if len(j.Decks) != 3 {
		return bad("decks: want Roma, USA and SISDE")
	}
	for k, v := range j.Decks {
		dk := d.name(core.Names(deckNames[:]), "decks", k)
		if len(v) > 8 {
			return bad("the %s deck holds %d cards, at most 8", k, len(v))
		}
		for _, n := range v {
			c := cardByCode(n)
			if n == "hidden" && t.view {
				c = HiddenCard
			} else if c == HiddenCard {
				d.fail("decks.%s: %q is not a card (a view writes \"hidden\")", k, n)
			}
			t.deck[dk].Push(c)
		}
	}
	for k, v := range j.Known {
		p, err := core.ParsePlayer(k, 5)
		if err != nil {
			return bad("known: %v", err)
		}
		t.known[p], _ = d.cards("known", v, false)
	}
	for _, n := range j.Skips {
		t.skip[d.faction("skips", n)] = true
	}
	switch {
	case t.ph == phOver && j.Winner == "nobody":
		t.winner = -2
	case t.ph == phOver:
		t.winner = int8(d.faction("winner", j.Winner))
	case j.Winner != "":
		d.fail("a winner before the game is over")
	}
	u := &j.Turn
	for i, v := range u.Dice {
		if v < 0 || v > 8 {
			d.fail("turn.dice: %d, a die counts 0 (not rolled) to 8 (Helicopter Operation)", v)
		}
		t.dice[i] = uint8(v)
	}
	if len(u.Moved) > 3 {
		return bad("turn.moved: %d legs, at most 3", len(u.Moved))
	}
	for i, l := range u.Moved {
		t.legs[i] = d.leg("turn.moved", l)
	}
	t.nlegs = uint8(len(u.Moved))
	t.noAir, t.rest, t.lair = u.AirClosed, u.Restaurant, u.AfterProtect
	if u.AntiMafia != "" {
		t.amo = d.space("turn.anti_mafia_roadblock", u.AntiMafia)
	}
	atCheckpoint := t.atCheckpoint()
	switch {
	case atCheckpoint && u.Checkpoint == "":
		d.fail("turn.checkpoint: the checkpoint open now (%s)", strings.Join(checkpointNames, ", "))
	case !atCheckpoint && u.Checkpoint != "":
		d.fail("turn.checkpoint: %q, but no checkpoint is open", u.Checkpoint)
	case atCheckpoint:
		t.cp = uint8(d.name(checkpointNames, "turn.checkpoint", u.Checkpoint))
	}
	if len(u.Steps) > maxAgenda {
		return bad("turn.steps: %d steps, at most %d", len(u.Steps), maxAgenda)
	}
	for k := len(u.Steps) - 1; k >= 0; k-- {
		t.todo.push(d.step(&t, u.Steps[k]))
	}
	for i := 0; i < int(t.nlegs); i++ {
		for k := 0; k < i; k++ {
			if t.legs[i].c == t.legs[k].c {
				d.fail("turn.moved: %s moved twice", counterName(int(t.legs[i].c)))
			}
		}
	}
	t.tried = d.counters("turn.tried", u.Tried)
	if u.TriedRemoval {
		t.tried |= 1 << 31
	}
	t.blocked, t.acted = d.counters("turn.blocked", u.Blocked), d.counters("turn.state_drew", u.StateDrew)
	for _, n := range u.ToAsk {
		t.wmask |= famBit(d.faction("turn.to_ask", n))
	}
	if u.Decider != "" {
		t.wfac = int8(d.faction("turn.decider", u.Decider))
	}
	if u.About != "" {
		t.target = d.counter("turn.about", u.About)
	}
	if u.Released != "" {
		t.retC = d.counter("turn.released", u.Released)
	}
	if u.Flight != nil {
		t.decl = d.leg("turn.declared_flight", *u.Flight)
		for i, n := range decisionNames {
			if n == u.FlightIn {
				t.declPh = phase(i)
			}
		}
	}
	if u.Shootout != nil {
		t.shoot = shootout{att: d.counter("turn.shootout", u.Shootout.Attacker), tgt: d.counter("turn.shootout", u.Shootout.Target),
			resist: u.Shootout.Resisting, sw: u.Shootout.SpecialWeapons, lh: u.Shootout.Leatherheads}
	}
	if d.err != nil {
		return d.err
	}
	if err := t.validate(); err != nil {
		return err
	}
	if err := t.viewHides(); err != nil {
		return err
	}
	if err := t.decisionPoint(); err != nil {
		return err
	}
	*s = t
	return nil
}

// viewHides checks that a View hides exactly what its viewer may not see:
// nothing of the viewer's own hands, every other card but those the viewer
// saw (known), and the order of every deck.
func (s *State) viewHides() error {
	if !s.view {
		return nil
	}
	see := s.seeHands(s.viewer)
	var kn core.Bits
	if s.viewer >= 0 {
		kn = s.known[s.viewer]
	}
	for i := 0; i < numHands; i++ {
		hidden := s.hid[i][0] + s.hid[i][1] + s.hid[i][2]
		switch {
		case see&(1<<uint(i)) != 0 && hidden != 0:
			return bad("%s hides cards of the viewer's own hand", viewWords(s.viewer))
		case see&(1<<uint(i)) == 0 && s.hand[i]&^kn != 0:
			return bad("%s shows cards of another hand the viewer has not seen", viewWords(s.viewer))
		}
	}
	for d := range s.deck {
		for i := 0; i < s.deck[d].Len(); i++ {
			if c, _ := s.deck[d].At(i); c != HiddenCard {
				return bad("a view shows the order of the %s deck", Deck(d))
			}
		}
	}
	return nil
}

// viewWords names a View by its viewer: "P1's view", "a spectator's view".
func viewWords(p core.Player) string {
	if p < 0 {
		return "a spectator's view"
	}
	return p.String() + "'s view"
}

// decisionPoint refuses a position that is not one: a phase that runs by
// itself, nobody to decide, or nothing to choose.
func (s *State) decisionPoint() error {
	if s.ph == phOver {
		return nil
	}
	if decisions[s.ph].check == nil {
		return bad("phase %q runs by itself: a position is a decision point (or the game is over)", decisionNames[s.ph])
	}
	if s.decider() < 0 {
		return bad("nobody decides in this position")
	}
	tidy := *s
	tidy.tidy()
	if tidy != *s {
		return bad("the position sets a decider, a counter, a shootout, a flight, a release, a checkpoint or factions to ask that the decision %q does not use", decisionNames[s.ph])
	}
	// A View's decider may hold cards the view hides: a View is checked as
	// the full state its viewer would deal from it.
	full := *s
	if s.view {
		full = Determinize(*s, s.viewer, core.NewRNG(1))
	}
	var buf [64]Move
	if len(options(&full, buf[:0])) == 0 {
		return bad("the decision %q has no legal move here", decisionNames[s.ph])
	}
	return nil
}
