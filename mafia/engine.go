package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// evbuf gathers the events of one Apply.
type evbuf = core.EventBuf[Event, *Event]

// Steps of one moved counter's activities (D5a), in order.
const (
	stBegin   = iota // is the counter still where it ended its move?
	stAMO            // (i) an Anti-Mafia Operation roadblock on its space
	stSpace          // (i) the printed space effect
	stCP1            // checkpoint after (i) (Config.AllCheckpoints)
	stReact          // (ii) counters already present act
	stCP2            // checkpoint after (ii)
	stAction         // (iii) the mover's arrest/detain/investigate/shootout
	stControl        // (iii) control
	stPhone          // (iii) telephone
	stCP3            // checkpoint after (iii)
	stNext           // on to the next moved counter
)

func newMove(by core.Player, k MoveKind) Move {
	return Move{By: by, Kind: k}
}

func (s *State) roll() int {
	var v int
	v, s.rng = s.rng.Roll(6)
	return v
}

func pub(e Event) Event {
	e.To = core.Everyone
	return e
}

func ev0(k EventKind) Event {
	return Event{Kind: k, Fac: NoFaction, C: -1, Target: -1, Space: -1, From: -1, Card: HiddenCard}
}

// ---- cards ----

func (s *State) holds(f Faction, c Card) bool { return s.handOf(f)&(1<<uint(c)) != 0 }

// toDeck puts a card back into its deck and reshuffles the deck (D6).
func (s *State) toDeck(c Card) {
	d := c.Deck()
	p := &s.deck[d]
	if p.Len() >= 8 {
		return
	}
	for q := range s.known {
		s.known[q] &^= 1 << uint(c) // a card that moves is no longer known where it was
	}
	p.Push(c)
	// The shuffle runs on a generator seeded from the state's RNG by
	// Uint64, which forced outcomes do not touch: tests that force dice
	// with core.RNG.ForceRolls stay aligned whatever cards return.
	var seed uint64
	seed, s.rng = s.rng.Uint64()
	p.Shuffle(core.NewRNG(seed))
}

// play announces card c played by f and returns it to its deck.
func (s *State) play(ev *evbuf, f Faction, c Card, tc, tsp int8) {
	e := ev0(EvPlayed)
	e.Fac, e.Card, e.C, e.Space = f, c, Counter(tc), Place(tsp)
	ev.Add(pub(e))
	s.drop(f, c)
	s.toDeck(c)
}

// draw gives f the top card of deck d; only f's player sees which. House
// rule HOUSE-4.6: a draw from an empty deck does nothing.
func (s *State) draw(ev *evbuf, f Faction, d Deck) bool {
	c, ok := s.deck[d].Pop()
	if !ok {
		return false
	}
	s.hand[s.hidx(f)] |= 1 << uint(c)
	seat := s.seatOf(f)
	e := ev0(EvDraw)
	e.Fac, e.Card, e.Deck = f, c, d
	e.To = core.Only(seat)
	ev.Add(e)
	e.Card = HiddenCard
	e.To = core.AllBut(seat)
	ev.Add(e)
	return true
}

// returnAll sends every card of f back to its deck (D6: a Boss or the
// Prefetto eliminated; the 4-player State hand at the end of a turn).
func (s *State) returnAll(ev *evbuf, f Faction) {
	i := s.hidx(f)
	if i >= 5 {
		s.returnCards(ev, f, i+2, ^uint32(0))
	}
	s.returnCards(ev, f, i, ^uint32(0))
}

// returnCards sends the cards mask of hand slot i (faction f's) back to
// their decks.
func (s *State) returnCards(ev *evbuf, f Faction, i int, mask uint32) {
	h := s.hand[i] & mask
	if h == 0 {
		return
	}
	s.hand[i] &^= h
	for c := Card(0); c < numCards; c++ {
		if h&(1<<uint(c)) != 0 {
			s.toDeck(c)
		}
	}
	e := ev0(EvCardsReturned)
	e.Fac, e.N = f, uint8(popcount(h))
	ev.Add(pub(e))
}

// ---- counters ----

func (s *State) place(c int, loc int8) {
	s.loc[c] = loc
	s.head[c] = NoHeading
}

func (s *State) eliminate(ev *evbuf, c int, why string) {
	s.place(c, Continent)
	e := ev0(EvEliminated)
	e.C, e.Why = Counter(c), why
	ev.Add(pub(e))
	if k := kindOf(c); k == Boss || k == Prefetto {
		s.returnAll(ev, ownerOf(c))
	}
}

func (s *State) detain(ev *evbuf, c int, why string) {
	s.place(c, Station)
	e := ev0(EvDetained)
	e.C, e.Why = Counter(c), why
	ev.Add(pub(e))
}

func (s *State) arrest(ev *evbuf, c int, why string) {
	s.place(c, Prison)
	e := ev0(EvArrested)
	e.C, e.Why = Counter(c), why
	ev.Add(pub(e))
}

// stateActed is the 4-player rule G3: when a State counter carries out an
// action the mover draws a Roma card. House rule HOUSE-6.3a: at most one
// draw per State counter per turn.
func (s *State) stateActed(ev *evbuf, c int) {
	if !s.fourP() || c >= CFamily || s.acted&(1<<uint(c)) != 0 {
		return
	}
	s.acted |= 1 << uint(c)
	s.draw(ev, StateFaction, Roma)
}

// inHome reports whether Boss c stands in its Family's home city, where
// only Discover a Lair in the City lets the State touch it (D5d CITY).
func (s *State) inHome(c int) bool {
	f := ownerOf(c)
	return kindOf(c) == Boss && s.home[f] >= 0 && s.loc[c] == s.home[f]
}

// ---- control ----

// controlAction is D5c CONTROL for Family f on space sp: add to its own
// stack, or take one counter off an opposing stack and place its own when
// the last one goes. House rule HOUSE-4.4d: with an empty supply a
// control action still removes but places nothing.
func (s *State) controlAction(ev *evbuf, f Faction, sp int8) {
	if s.space(sp).Kind == City {
		return
	}
	if o := s.ctrl[sp]; o >= 0 && Faction(o) != f {
		s.ctrlN[sp]--
		e := ev0(EvControlRemoved)
		e.Fac, e.Space, e.N = Faction(o), Place(sp), s.ctrlN[sp]
		ev.Add(pub(e))
		if s.ctrlN[sp] > 0 {
			return
		}
		s.ctrl[sp] = -1
	}
	if s.Supply(f) == 0 {
		return
	}
	s.ctrl[sp] = int8(f)
	s.ctrlN[sp]++
	e := ev0(EvControl)
	e.Fac, e.Space, e.N = f, Place(sp), s.ctrlN[sp]
	ev.Add(pub(e))
}

func (s *State) removeControl(ev *evbuf, sp int8, all bool) {
	for s.ctrl[sp] >= 0 && s.ctrlN[sp] > 0 {
		s.ctrlN[sp]--
		e := ev0(EvControlRemoved)
		e.Fac, e.Space, e.N = Faction(s.ctrl[sp]), Place(sp), s.ctrlN[sp]
		ev.Add(pub(e))
		if !all {
			break
		}
	}
	if s.ctrlN[sp] == 0 {
		s.ctrl[sp] = -1
	}
}

// ---- windows ----

// order lists the factions in calendar order starting with the active one.
func (s *State) order() [5]Faction {
	var out [5]Faction
	n := 0
	var seen uint8
	for k := 0; k < 6 && n < 5; k++ {
		f := calendar[(int(s.slot)+k)%6]
		if seen&(1<<uint(f)) == 0 {
			seen |= 1 << uint(f)
			out[n] = f
			n++
		}
	}
	for f := Red; n < 5; f++ {
		if seen&(1<<uint(f)) == 0 {
			out[n] = f
			n++
		}
	}
	return out
}

// eligible reports whether faction f is asked at the window: it has a
// seat and a non-empty (public) hand; with SkipEmptyWindows, only if it
// holds a card playable there.
//
// House rule HOUSE-4.5: the card windows are these (Judiciary after
// a release, Helicopter after the roll, ATI/Bomb on a declared flight,
// Anti-Mafia Operation after a Family's movement, Killers when the Prefetto
// and Picciotti meet, Special Weapons/Leatherheads on a declared shootout,
// Wiretap before a USA call) and the "any time" checkpoints: after the
// returns and at the end of the turn, and with Config.AllCheckpoints also
// after the roll, after movement and after each activity step; factions
// are asked in calendar order from the active one.
func (s *State) eligible(f Faction) bool {
	if s.seatOf(f) == core.NoPlayer || s.handSize(f) == 0 {
		return false
	}
	if !s.cfg.SkipEmptyWindows {
		return true
	}
	var buf [32]Move
	return len(windowPlays(s, f, buf[:0])) > 0
}

// nextWindow asks the next faction in calendar order still in wmask that
// is eligible, and reports whether someone is asked.
func (s *State) nextWindow(ph phase) bool {
	old := s.ph
	s.ph = ph // the plays listed for SkipEmptyWindows depend on the window
	for _, f := range s.order() {
		if s.wmask&(1<<uint(f)) == 0 {
			continue
		}
		if s.eligible(f) {
			s.ph, s.wfac = ph, int8(f)
			return true
		}
		s.wmask &^= 1 << uint(f)
	}
	s.ph, s.wmask = old, 0
	return false
}

func (s *State) openWindow(ph phase, mask uint8) bool {
	s.wmask = mask
	return s.nextWindow(ph)
}

// ---- the turn ----

// run carries the game forward until a decision is needed or it ends.
func (s *State) run(ev *evbuf) {
	for guard := 0; guard < 4_000_000; guard++ { // bounded by the turn cut-off
		switch s.ph {
		case phStart:
			if s.startTurn(ev) {
				return
			}
		case phReturns:
			if s.returns(ev) {
				return
			}
		case phRoll:
			s.movementRoll(ev)
		case phAct:
			if s.activities(ev) {
				return
			}
		case phEnd:
			if !s.endCP && !(s.fourP() && s.ActiveFaction() == StateFaction) {
				// the "any time" checkpoint at the end of the turn (HOUSE-4.5)
				s.endCP = true
				if s.openCheckpoint(cpEnd) {
					return
				}
			}
			s.endTurn(ev)
		default:
			return
		}
	}
}

func (s *State) gameOver(ev *evbuf, winner int8, why string) {
	s.ph, s.winner = phOver, winner
	e := ev0(EvWin)
	if winner >= 0 {
		e.Fac = Faction(winner)
	}
	if s.twoP() && s.ActiveFaction() == StateFaction && winner >= 0 {
		e.N = 1 // the message names the winning player
	}
	e.Why = why
	ev.Add(pub(e))
}

// startTurn checks the end of the game (E, F3, G4) at the start of the
// turn, then resets the turn and goes on to the returns.
func (s *State) startTurn(ev *evbuf) bool {
	a := s.ActiveFaction()
	switch {
	case int(s.turns) >= s.cfg.maxTurns():
		s.gameOver(ev, -2, "turn limit reached (house cut-off)")
		return true
	case s.fourP() && s.remediation2(0xF) >= 8:
		s.gameOver(ev, -2, "the State has 4 remediation points: everybody loses")
		return true
	case a != StateFaction && s.Controlled(a) >= s.winTarget():
		s.gameOver(ev, int8(a), "it controls enough spaces at the start of its turn")
		return true
	case a == StateFaction && !s.fourP() && !s.twoP() && s.remediation2(0xF) >= 8:
		s.gameOver(ev, int8(StateFaction), "4 remediation points at the start of its turn")
		return true
	}
	s.legs, s.decl, s.shoot = [3]leg{}, leg{}, shootout{}
	s.nlegs, s.dice, s.noAir, s.amo, s.rest = 0, [2]uint8{}, false, -1, false
	s.mi, s.st, s.sub, s.tried, s.blocked, s.acted = 0, 0, 0, 0, 0, 0
	s.ret, s.target, s.lair, s.wmask = 0, -1, false, 0
	if a == StateFaction && s.twoP() {
		// H6: the Roma cards this player holds now expire at the end of
		// this State turn; cards gained during it are kept until the next.
		p := 5 + int(s.seatOf(StateFaction))
		s.hand[p+2] |= s.hand[p] & deckMask(Roma)
		s.hand[p] &^= deckMask(Roma)
		s.hid[p+2][Roma] += s.hid[p][Roma]
		s.hid[p][Roma] = 0
	}
	e := ev0(EvTurn)
	e.Fac = a
	ev.Add(pub(e))
	s.ph = phReturns
	return false
}

// returnChance is the RETURNS table. House rule HOUSE-4.3: no source
// prints it; Continent: Boss 5–6, others 4–6; Prison: Boss 6, Picciotto
// 5–6; Station: Boss 4–6, Picciotto 3–6.
func returnChance(c int, box int8) int {
	k := kindOf(c)
	switch box {
	case Continent:
		if k == Boss {
			return 5
		}
		return 4
	case Prison:
		if k == Boss {
			return 6
		}
		return 5
	case Station:
		if k == Boss {
			return 4
		}
		return 3
	}
	return 7
}

var boxOrder = [3]int8{Prison, Station, Continent}

// returns rolls once for each of the active faction's counters in a box
// (D3), Prison first, then Station, then Continent, by counter id
// (HOUSE-4.3). A success in Prison opens the Support of the Judiciary
// window.
func (s *State) returns(ev *evbuf) bool {
	a := s.ActiveFaction()
	for ; int(s.ret) < 3*NumCounters; s.ret++ {
		box, c := boxOrder[int(s.ret)/NumCounters], int(s.ret)%NumCounters
		if ownerOf(c) != a || s.loc[c] != box {
			continue
		}
		r := s.roll()
		ok := r >= returnChance(c, box)
		e := ev0(EvReturnRoll)
		e.C, e.From, e.Roll, e.OK = Counter(c), Place(box), uint8(r), ok
		ev.Add(pub(e))
		if !ok {
			continue
		}
		if box == Prison && s.openJudiciary(c, false) {
			s.ret++
			return true
		}
		s.release(ev, c)
	}
	// on to the "any time" checkpoint
	if s.fourP() && a == StateFaction {
		s.ph = phEnd
		return false
	}
	if s.openCheckpoint(cpStart) {
		return true
	}
	s.ph = phRoll
	return false
}

// The checkpoints of a turn (HOUSE-4.5); cpStart and cpEnd are always
// opened, the others with Config.AllCheckpoints.
const (
	cpStart uint8 = iota // after the returns
	cpRoll               // after the movement roll (and Helicopter Operation)
	cpMoved              // after movement (and Anti-Mafia Operation)
	cpStep               // after each of steps (i), (ii), (iii) for each moved counter
	cpEnd                // at the end of the turn
)

// openCheckpoint opens an "any time" checkpoint of the given kind.
func (s *State) openCheckpoint(kind uint8) bool {
	s.cp = kind
	return s.openWindow(phCheckpoint, s.checkpointMask())
}

// startMovement follows the roll and the Helicopter window.
func (s *State) startMovement(ev *evbuf) {
	if s.cfg.AllCheckpoints && s.openCheckpoint(cpRoll) {
		return
	}
	s.ph = phMove1
	s.checkMovable(ev)
}

// startActivities follows movement and the Anti-Mafia Operation window.
func (s *State) startActivities() {
	if s.cfg.AllCheckpoints && s.openCheckpoint(cpMoved) {
		return
	}
	s.ph = phAct
}

// checkpointMask is who is asked at an "any time" checkpoint: every
// faction with a seat (the State has none in the 4-player game, where its
// cards live only within a turn).
func (s *State) checkpointMask() uint8 {
	if s.fourP() {
		return 0x0F
	}
	return 0x1F
}

// closeCheckpoint goes on from where the checkpoint was opened.
func (s *State) closeCheckpoint(ev *evbuf) {
	switch s.cp {
	case cpEnd:
		s.ph = phEnd
	case cpRoll:
		s.ph = phMove1
		s.checkMovable(ev)
	case cpMoved, cpStep:
		s.ph = phAct
	default:
		s.ph = phRoll
	}
}

// openJudiciary asks the State whether to cancel counter c's release from
// Prison (HOUSE-4.5: after a successful Prison return roll, or when
// Government Protection is played).
func (s *State) openJudiciary(c int, fromCheckpoint bool) bool {
	if !s.eligible(StateFaction) {
		return false
	}
	s.retC, s.lair = int8(c), fromCheckpoint
	s.ph, s.wfac = phJudiciary, int8(StateFaction)
	return true
}

// release puts counter c in its home city (a Family's) or Palermo (the
// State's: the map's StateCity), facing free (D3). It does not count as a
// move.
func (s *State) release(ev *evbuf, c int) {
	to := s.b().m.StateCity
	if f := ownerOf(c); f != StateFaction {
		to = Place(s.home[f])
	}
	s.place(c, int8(to))
	e := ev0(EvReturned)
	e.C, e.Space = Counter(c), Place(to)
	ev.Add(pub(e))
}

// movementRoll is D4's roll, unless an Antimafia Commission result makes
// the faction skip its movement (and so its activities).
func (s *State) movementRoll(ev *evbuf) {
	a := s.ActiveFaction()
	if s.skip[a] {
		s.skip[a] = false
		e := ev0(EvNoMove)
		e.Fac, e.OK = a, true
		ev.Add(pub(e))
		s.afterMovement(ev)
		return
	}
	s.dice[0], s.dice[1] = uint8(s.roll()), uint8(s.roll())
	e := ev0(EvRoll)
	e.Fac, e.Dice = a, s.dice
	ev.Add(pub(e))
	if s.openWindow(phHeli, famBit(StateFaction)) {
		return
	}
	s.startMovement(ev)
}

// checkMovable skips a movement phase with no legal option.
func (s *State) checkMovable(ev *evbuf) {
	var buf [64]Move
	if len(moveOptions(s, buf[:0])) > 0 {
		return
	}
	e := ev0(EvNoMove)
	e.Fac = s.movingFaction()
	ev.Add(pub(e))
	if s.ph == phStateMove {
		s.toActivities(ev)
		return
	}
	s.afterMovement(ev)
}

func (s *State) movingFaction() Faction {
	if s.ph == phStateMove {
		return StateFaction
	}
	return s.ActiveFaction()
}

// afterMovement: in the 4-player game the State counter move (G3), then
// the Anti-Mafia Operation window, then the activities. House rule
// HOUSE-6.3b: the State move comes after the Family's movement and all
// moved counters resolve in one activities phase in the order they moved;
// the active player decides for the State's counters; the State's own
// calendar slots only roll its returns.
func (s *State) afterMovement(ev *evbuf) {
	if s.fourP() && s.ActiveFaction() != StateFaction {
		if s.skip[StateFaction] {
			s.skip[StateFaction] = false
			e := ev0(EvNoMove)
			e.Fac, e.OK = StateFaction, true
			ev.Add(pub(e))
		} else if s.dice[0] > 0 {
			s.ph = phStateMove
			s.checkMovable(ev)
			return
		}
	}
	s.toActivities(ev)
}

func (s *State) toActivities(ev *evbuf) {
	s.ph, s.mi, s.st, s.sub, s.tried = phAct, 0, 0, 0, 0
	if s.ActiveFaction() != StateFaction {
		for i := 0; i < int(s.nlegs); i++ {
			if isMafioso(int(s.legs[i].c)) {
				if s.openWindow(phAMO, famBit(StateFaction)) {
					return
				}
				break
			}
		}
	}
	s.startActivities()
}

// performLeg moves a counter; a declared air move first opens the ATI
// Strike / Bomb at Airport window. House rule HOUSE-4.1d: a cancelled
// flight is not made; the mover chooses again with the same dice and no
// air link for the rest of the turn.
func (s *State) performLeg(ev *evbuf, l leg, declared bool) {
	if l.air && !declared {
		s.decl, s.declPh = l, s.ph
		// everyone but the mover may ground the flight
		if s.openWindow(phAir, 0x1F&^famBit(s.movingFaction())) {
			return
		}
	}
	e := ev0(EvMoved)
	e.C, e.From, e.Space, e.Air = Counter(l.c), Place(s.loc[l.c]), Place(l.to), l.air
	ev.Add(pub(e))
	s.loc[l.c], s.head[l.c] = l.to, l.head
	if s.nlegs < 3 {
		s.legs[s.nlegs] = l
		s.nlegs++
	}
	switch {
	case s.ph == phMove1 && l.die != 0:
		s.ph = phMove2
		s.checkMovable(ev)
	case s.ph == phStateMove:
		s.toActivities(ev)
	default:
		s.afterMovement(ev)
	}
}

func (s *State) endTurn(ev *evbuf) {
	if s.fourP() {
		s.returnAll(ev, StateFaction)
	}
	if s.twoP() {
		// H7: drawn SISDE cards go back at the end of the turn; H6: the
		// expiring Roma cards at the end of their holder's State turn.
		for i := 5; i < numHands; i++ {
			s.returnCards(ev, StateFaction, i, deckMask(SISDEDeck))
		}
		if s.ActiveFaction() == StateFaction {
			p := 5 + int(s.seatOf(StateFaction))
			s.returnCards(ev, StateFaction, p+2, ^uint32(0))
			// H10: at the end of a State turn, 4 remediation points against
			// one player's pair of Families make the other player win.
			rv := s.remediation2(famBit(Red)|famBit(Green)) >= 8
			na := s.remediation2(famBit(Black)|famBit(Orange)) >= 8
			switch {
			case rv && na:
				s.gameOver(ev, -2, "both pairs of Families reached 4 remediation points")
				return
			case rv:
				s.gameOver(ev, int8(Black), "4 remediation points against red and green: P1 (black and orange) wins")
				return
			case na:
				s.gameOver(ev, int8(Red), "4 remediation points against black and orange: P0 (red and green) wins")
				return
			}
		}
	}
	s.slot = (s.slot + 1) % 6
	s.turns++
	s.endCP = false
	s.ph = phStart
}
