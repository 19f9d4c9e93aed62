package mafia

import (
	"strconv"

	"github.com/mafiarules/sdk/core"
	"github.com/mafiarules/sdk/internal/bitset"
)

// Section D6 of the rulebook, card play: hands and decks, the card windows
// and the "any time" checkpoints (HOUSE-4.5).

// windowPlays lists the cards faction f may play at the current window.
func windowPlays(s *State, f Faction, out []Move) []Move {
	by := s.seatOf(f)
	card := func(c Card) bool { return s.holds(f, c) }
	add := func(c Card) {
		m := newMove(by, MoveKindPlay)
		m.Card = c
		out = append(out, m)
	}
	switch s.dec {
	case DecisionSupportOfTheJudiciary:
		if card(SupportJudiciary) {
			add(SupportJudiciary)
		}
	case DecisionCheckpoint:
		return anyTimePlays(s, f, by, out)
	case DecisionHelicopterOperation:
		if card(HelicopterOperation) {
			for a := 0; a < 5; a++ {
				for b := 0; b < 5; b++ {
					if a == 2 && b == 2 {
						continue
					}
					m := newMove(by, MoveKindPlay)
					m.Card, m.FirstDieChange, m.SecondDieChange = HelicopterOperation, DieChange(a-2), DieChange(b-2)
					out = append(out, m)
				}
			}
		}
	case DecisionFlight:
		if card(ATIStrike) {
			add(ATIStrike)
		}
		if card(BombAtAirport) {
			add(BombAtAirport)
		}
	case DecisionAntiMafiaOperation:
		if card(AntiMafiaOperation) {
			// the spaces where a mafioso ended its move, each once, in
			// the order of the spaces
			var seen bitset.Set
			for _, l := range s.legs[:s.nlegs] {
				if isMafioso(int(l.c)) && s.loc[l.c] == l.to {
					seen = seen.With(int(l.to))
				}
			}
			for ; seen != 0; seen = seen.Without(seen.First()) {
				m := newMove(by, MoveKindPlay)
				m.Card, m.Space = AntiMafiaOperation, Place(seen.First())
				out = append(out, m)
			}
		}
	case DecisionKillersFromLasVegas:
		if card(KillersLasVegas) {
			add(KillersLasVegas)
		}
	case DecisionShootout:
		if f != StateFaction && card(SpecialWeapons) {
			add(SpecialWeapons)
		}
		if f == StateFaction && card(Leatherheads) {
			add(Leatherheads)
		}
	case DecisionWiretap:
		if card(Wiretap) {
			add(Wiretap)
		}
	}
	return out
}

// anyTimePlays are the cards playable at the checkpoint (HOUSE-4.5).
func anyTimePlays(s *State, f Faction, by core.Player, out []Move) []Move {
	h := s.handOf(f)
	has := func(c Card) bool { return h&(1<<uint(c)) != 0 }
	if f == StateFaction {
		if has(GovernmentFalls) {
			m := newMove(by, MoveKindPlay)
			m.Card = GovernmentFalls
			out = append(out, m)
		}
		if s.active() == StateFaction {
			for g := Red; g < numFamilies; g++ {
				if b := bossOf(g); s.loc[b] == inStation && h&pairMask(g) == pairMask(g) {
					m := newMove(by, MoveKindConvert)
					m.Target = Counter(b)
					out = append(out, m)
				}
			}
		}
		return out
	}
	for _, c := range [...]Card{GovernmentProtection, NotableProtection} {
		if !has(c) {
			continue
		}
		box := int8(inPrison)
		if c == NotableProtection {
			box = inStation
		}
		for x := cFamily; x < NumCounters; x++ {
			if s.loc[x] == box {
				m := newMove(by, MoveKindPlay)
				m.Card, m.Target = c, Counter(x)
				out = append(out, m)
			}
		}
	}
	if has(AmericanBoss) {
		for sp := 0; sp < NumSpaces; sp++ {
			g := s.ctrl[sp]
			if g < 0 || s.ctrlN[sp] == 0 || s.supply(Faction(g)) == 0 || (s.cfg.VisitOwnFamilyOnly && Faction(g) != f) {
				continue
			}
			m := newMove(by, MoveKindPlay)
			m.Card, m.Space = AmericanBoss, Place(sp)
			out = append(out, m)
		}
	}
	for _, c := range [...]Card{MoleInPrefecture, WifeCheats} {
		if has(c) {
			m := newMove(by, MoveKindPlay)
			m.Card = c
			out = append(out, m)
		}
	}
	return out
}

func legalWindow(out []Move, s *State, by core.Player) []Move {
	out = append(out, newMove(by, MoveKindPass))
	return windowPlays(s, Faction(s.wfac), out)
}

// checkWindow: pass, or a card this window takes, with its target.
func checkWindow(s *State, m Move) reason {
	f := Faction(s.wfac)
	switch m.Kind {
	case MoveKindPass:
		return 0
	case MoveKindConvert:
		if s.dec != DecisionCheckpoint || f != StateFaction {
			return whyOf(rWrongKind, int(s.dec), int(m.Kind))
		}
		b := int(m.Target)
		if b < cFamily || b >= NumCounters || kindOf(b) != Boss {
			return why(rNoCounter)
		}
		if s.active() != StateFaction {
			return why(rConvertState)
		}
		if s.loc[b] != inStation {
			return whyOf(rNotDetained, int(m.Target))
		}
		if s.handOf(StateFaction)&pairMask(ownerOf(b)) != pairMask(ownerOf(b)) {
			return whyOf(rNoPair, int(ownerOf(int(m.Target))))
		}
		return 0
	case MoveKindPlay:
	default:
		return whyOf(rWrongKind, int(s.dec), int(m.Kind))
	}
	c := m.Card
	ok := false
	switch s.dec {
	case DecisionSupportOfTheJudiciary:
		ok = c == SupportJudiciary
	case DecisionHelicopterOperation:
		ok = c == HelicopterOperation
	case DecisionFlight:
		ok = c == ATIStrike || c == BombAtAirport
	case DecisionAntiMafiaOperation:
		ok = c == AntiMafiaOperation
	case DecisionKillersFromLasVegas:
		ok = c == KillersLasVegas
	case DecisionShootout:
		ok = (f != StateFaction && c == SpecialWeapons) || (f == StateFaction && c == Leatherheads)
	case DecisionWiretap:
		ok = c == Wiretap
	case DecisionCheckpoint:
		if f == StateFaction {
			ok = c == GovernmentFalls
		} else {
			switch c {
			case GovernmentProtection, NotableProtection, AmericanBoss, MoleInPrefecture, WifeCheats:
				ok = true
			}
		}
	}
	if !ok {
		return whyOf(rCardNotNow, int(m.Card), int(s.dec))
	}
	switch c {
	case HelicopterOperation:
		d := m.dieChanges()
		if d[0] < -2 || d[0] > 2 || d[1] < -2 || d[1] > 2 {
			return s.cardTargetReason(m)
		}
		if d == [2]DieChange{} {
			return why(rHeliZero)
		}
	case GovernmentProtection, NotableProtection:
		box := int8(inPrison)
		if c == NotableProtection {
			box = inStation
		}
		if m.Target < cFamily || m.Target >= NumCounters || s.loc[m.Target] != box {
			return s.cardTargetReason(m)
		}
	case AmericanBoss:
		sp := m.Space
		if sp < 0 || sp >= NumSpaces {
			return s.cardTargetReason(m)
		}
		g := s.ctrl[sp]
		if g < 0 || s.ctrlN[sp] == 0 || s.supply(Faction(g)) == 0 || (s.cfg.VisitOwnFamilyOnly && Faction(g) != f) {
			return s.cardTargetReason(m)
		}
	case AntiMafiaOperation:
		for _, l := range s.legs[:s.nlegs] {
			if isMafioso(int(l.c)) && s.loc[l.c] == l.to && l.to == int8(m.Space) {
				return 0
			}
		}
		return s.cardTargetReason(m)
	}
	return 0
}

func (s *State) holds(f Faction, c Card) bool { return s.handOf(f).Has(int(c)) }

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
	e := ev0(EventKindCardPlayed)
	e.Faction, e.Card, e.Target, e.Space = f, c, Counter(tc), Place(tsp)
	s.emit(ev, pub(e))
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
	e := ev0(EventKindCardDrawn)
	e.Faction, e.Card, e.Deck = f, c, d
	e.To = core.Only(seat)
	s.emit(ev, e)
	e.Card = HiddenCard
	e.To = core.AllBut(seat)
	s.emit(ev, e)
	return true
}

// returnAll sends every card of f back to its deck (D6: a Boss or the
// Prefetto eliminated; the 4-player State hand at the end of a turn).
func (s *State) returnAll(ev *evbuf, f Faction) {
	i := s.hidx(f)
	if i >= 5 {
		s.returnCards(ev, f, i+2, ^bitset.Set(0))
	}
	s.returnCards(ev, f, i, ^bitset.Set(0))
}

// returnCards sends the cards mask of hand slot i (faction f's) back to
// their decks.
func (s *State) returnCards(ev *evbuf, f Faction, i int, mask bitset.Set) {
	h := s.hand[i] & mask
	if h == 0 {
		return
	}
	s.hand[i] &^= h
	for b := h; b != 0; b = b.Without(b.First()) {
		s.toDeck(Card(b.First())) // in the order of the cards
	}
	e := ev0(EventKindCardsReturned)
	e.Faction, e.Count = f, uint8(popcount(h))
	s.emit(ev, pub(e))
}

// eligible reports whether faction f, one the window may ask (its mask:
// the factions that could hold a card playable there), is asked: it has a
// seat and a non-empty hand, whatever cards it holds, for a hand's size is
// public and being asked then tells nothing; with SkipEmptyWindows, only
// if it holds a card playable there.
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
	return s.askable()&(1<<uint(f)) != 0 && s.playsThere(f)
}

// askable is the factions that have a seat and hold a card, seen or
// hidden: eligible's first test, for every faction at once, as a window
// asks it of every faction. Outside the 2-player game a faction's hand is
// its hand slot (hidx), read directly.
func (s *State) askable() (m uint8) {
	if s.cfg.Players != 2 {
		for f := range StateFaction + 1 {
			if s.hand[f] != 0 || s.hid[f] != [3]uint8{} {
				m |= 1 << uint(f)
			}
		}
	} else {
		for f := Red; f <= StateFaction; f++ {
			if s.holdsCards(f) {
				m |= 1 << uint(f)
			}
		}
	}
	return m & seated[s.cfg.Players&7][s.slot%6]
}

// holdsCards reports whether faction f holds a card, seen or hidden:
// handSize(f) > 0, without counting them.
func (s *State) holdsCards(f Faction) bool {
	i := s.hidx(f)
	if s.hand[i] != 0 || s.hid[i] != [3]uint8{} {
		return true
	}
	return i >= 5 && (s.hand[i+2] != 0 || s.hid[i+2] != [3]uint8{})
}

// playsThere is eligible's second test, of a faction that has a seat and
// holds a card: always, or with SkipEmptyWindows only if it holds a card
// playable in the window.
func (s *State) playsThere(f Faction) bool {
	if !s.cfg.SkipEmptyWindows {
		return true
	}
	var buf [32]Move
	return len(windowPlays(s, f, buf[:0])) > 0
}

// nextWindow asks the next faction in calendar order still in wmask that
// is eligible, and reports whether someone is asked; those before it in
// the order leave wmask (they were not eligible).
func (s *State) nextWindow(d Decision) bool {
	old := s.dec
	s.dec = d // the plays listed for SkipEmptyWindows depend on the window
	// the eligible factions' candidates in calendar order from the active
	// one, the first one read from a table
	slot := s.slot % 6
	for ask := s.wmask & s.askable(); ask != 0; {
		f := firstToAsk[slot][ask]
		if s.playsThere(f) {
			s.wmask &^= askedBefore[slot][f]
			s.dec, s.wfac = d, int8(f)
			return true
		}
		ask &^= 1 << uint(f)
	}
	s.dec, s.wmask = old, 0
	return false
}

// firstToAsk is, per calendar slot and set of factions, the first of them
// in calendarOrder; askedBefore is, per calendar slot and faction, the
// factions before it in calendarOrder.
var firstToAsk, askedBefore = func() (first [6][32]Faction, before [6][5]uint8) {
	for slot, order := range calendarOrder {
		for mask := range first[slot] {
			for _, f := range order {
				if mask&(1<<uint(f)) != 0 {
					first[slot][mask] = f
					break
				}
			}
		}
		var seen uint8
		for _, f := range order {
			before[slot][f] = seen
			seen |= 1 << uint(f)
		}
	}
	return first, before
}()

func (s *State) openWindow(d Decision, mask uint8) bool {
	s.wmask = mask
	return s.nextWindow(d)
}

// The checkpoints of a turn (HOUSE-4.5); cpStart and cpEnd are always
// opened, the others with Config.AllCheckpoints. (cpTurn comes first in a
// turn and last in the list, so the others keep their names' order.)
const (
	cpStart uint8 = iota // after the returns
	cpRoll               // after the movement roll (and Helicopter Operation)
	cpMoved              // after movement (and Anti-Mafia Operation)
	cpStep               // after each of steps (i), (ii), (iii) for each moved counter
	cpEnd                // at the end of the turn
	cpTurn               // at the start of the turn, after the victory checks
)

// atCheckpoint reports whether a checkpoint is open: its window, or the
// Support of the Judiciary window Government Protection opened in it.
func (s *State) atCheckpoint() bool {
	return s.dec == DecisionCheckpoint || s.dec == DecisionSupportOfTheJudiciary && s.lair
}

// openCheckpoint opens an "any time" checkpoint of the given kind.
func (s *State) openCheckpoint(kind uint8) bool {
	s.cp = kind
	return s.openWindow(DecisionCheckpoint, s.checkpointMask())
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

// closeCheckpoint goes on from where the checkpoint was opened: the
// movement after the roll's checkpoint, else the agenda.
func (s *State) closeCheckpoint(ev *evbuf) {
	if s.cp == cpRoll {
		s.dec = DecisionMove
		s.checkMovable(ev)
		return
	}
	s.dec = decisionRunning
}

func promptWindow(s *State) string {
	who := "The " + s.deciderWords()
	switch s.dec {
	case DecisionSupportOfTheJudiciary:
		return who + " may play Support of the Judiciary to keep " + counterWords(int(s.retC)) + " in Prison, or pass"
	case DecisionCheckpoint:
		return who + " may play an \"any time\" card now (" + checkpointWords[s.cp%6] + "), or pass"
	case DecisionHelicopterOperation:
		return who + " may play Helicopter Operation to change each movement die (" + strconv.Itoa(int(s.dice[0])) + " and " + strconv.Itoa(int(s.dice[1])) + ") by up to 2, or pass"
	case DecisionFlight:
		return counterWords(int(s.decl.c)) + " is flying to " + s.placeWords(s.decl.to) + ": the " + s.deciderWords() + " may ground the flight with ATI Strike or Bomb at Airport, or pass"
	case DecisionAntiMafiaOperation:
		return who + " may play Anti-Mafia Operation to make a space where a mafioso ended its move a roadblock this turn, or pass"
	case DecisionKillersFromLasVegas:
		return who + " may play Killers from Las Vegas to open fire on the Prefetto, or pass"
	case DecisionShootout:
		return "Shootout: " + counterWords(int(s.shoot.att)) + " against " + counterWords(int(s.shoot.tgt)) + "; the " + s.deciderWords() + " may play Special Weapons (a Family) or Leatherheads (the State), or pass"
	case DecisionWiretap:
		return who + " may play Wiretap to stop the call to the USA, or pass"
	}
	return who + " decides"
}

var checkpointWords = [6]string{"after the returns", "after the movement roll", "after movement", "after an activity step", "at the end of the turn", "at the start of the turn"}

// applyCheckpoint: an "any time" card, or a pass.
func (s *State) applyCheckpoint(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == MoveKindPass {
		s.wmask &^= 1 << uint(f)
	} else if s.anyTime(ev, f, m) {
		return
	}
	if !s.nextWindow(DecisionCheckpoint) {
		s.closeCheckpoint(ev)
	}
}

// applyAMO: Anti-Mafia Operation makes a space a roadblock this turn.
func (s *State) applyAMO(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, -1, int8(m.Space))
		s.amo = int8(m.Space)
	}
	s.dec = decisionRunning
}

// applyWiretap: Wiretap stops the USA call (it leaves the agenda).
func (s *State) applyWiretap(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	s.dec = decisionRunning
	if m.Kind == MoveKindPlay {
		s.play(ev, f, m.Card, -1, -1)
		s.todo.pop()
	}
}

// anyTime plays an "any time" card at the checkpoint; it reports whether
// a window it opened is now pending.
func (s *State) anyTime(ev *evbuf, f Faction, m Move) bool {
	switch m.Kind {
	case MoveKindConvert:
		b := int(m.Target)
		g := ownerOf(b)
		for c := SISDERed1 + Card(2*g); c <= SISDERed1+Card(2*g)+1; c++ {
			s.play(ev, f, c, int8(b), -1)
		}
		s.arrest(ev, b, CauseConvert, cPrefetto)
		return false
	}
	switch m.Card {
	case GovernmentProtection:
		s.play(ev, f, m.Card, int8(m.Target), -1)
		if s.openJudiciary(int(m.Target), true) {
			return true
		}
		s.release(ev, int(m.Target))
	case NotableProtection:
		s.play(ev, f, m.Card, int8(m.Target), -1)
		s.release(ev, int(m.Target))
	case MoleInPrefecture: // House rule HOUSE-H6b in the 2-player game: the acting State player's cards
		s.play(ev, f, m.Card, -1, -1)
		e := ev0(EventKindHandRevealed)
		e.Faction, e.Cards = f, CardSet(s.handOf(StateFaction))
		e.To = core.Only(s.seatOf(f))
		s.emit(ev, e)
		if p := s.seatOf(f); p >= 0 {
			// remembered until those cards move; in the 2-player game the
			// State cards may be the player's own, which need no memory
			var own bitset.Set
			for i := 0; i < numHands; i++ {
				if s.slotSeat(i) == p {
					own |= s.hand[i]
				}
			}
			s.known[p] |= bitset.Set(e.Cards) &^ own
		}
	case AmericanBoss:
		s.play(ev, f, m.Card, -1, int8(m.Space))
		g := Faction(s.ctrl[m.Space])
		s.ctrlN[m.Space]++
		e := ev0(EventKindControlPlaced)
		e.Faction, e.Space, e.Count = g, m.Space, s.ctrlN[m.Space]
		s.emit(ev, pub(e))
	default:
		s.play(ev, f, m.Card, -1, -1)
	}
	return false
}

func validateCheckpoint(s *State) error {
	if s.wfac < 0 || s.seatOf(Faction(s.wfac)) < 0 {
		return lawOf(rLawCheckpointAsksNobody)
	}
	return s.checkpointAgenda()
}

// checkpointAgenda checks that the open checkpoint is the one the agenda
// is at.
func (s *State) checkpointAgenda() error {
	if s.cp != cpStart && s.cp != cpEnd && !s.cfg.AllCheckpoints {
		return lawOf(rLawCheckpointNotOpened, int(s.cp))
	}
	switch s.cp {
	case cpStart:
		return s.topIs(sRoll)
	case cpTurn:
		return s.topIs(sReturn, sReturnsCheckpoint)
	case cpRoll:
		return s.movementAgenda()
	case cpMoved:
		if s.acting() >= 0 {
			return lawOf(rLawWindowBeforeTheActivities, int(s.cp))
		}
		return s.topIs(sActivities, sEndCheckpoint)
	case cpStep:
		return s.topIs(sReactions, sActions, sActivities, sEndCheckpoint)
	}
	if s.todo.n != 1 {
		return lawOf(rLawWindowNotAtTheEnd, int(s.cp))
	}
	return nil
}

func validateAMO(s *State) error {
	for _, l := range s.legs[:s.nlegs] {
		if isMafioso(int(l.c)) {
			// above the end of the turn and its checkpoint, the moved
			// counters' activities, none of them begun
			if s.acting() >= 0 || s.todo.n <= 2 || s.todo.at[1].k != sEndCheckpoint {
				return lawOf(rLawAntiMafiaWindowContext)
			}
			return s.onlyStateAsked()
		}
	}
	return lawOf(rLawAntiMafiaWindowWithoutMafioso)
}

func validateWiretap(s *State) error {
	c := s.mover()
	if c < 0 || kindOf(c) != Boss || !s.onMap(c) || s.space(s.loc[c]).Kind != Phone {
		return lawOf(rLawWiretapWindowContext)
	}
	if err := s.topIs(sCallUSA); err != nil {
		return err
	}
	return s.onlyStateAsked()
}

// cardTargetReason is the refusal of card m.Card's target, in the words
// of what that card may take.
func (s *State) cardTargetReason(m Move) reason {
	switch m.Card {
	case GovernmentProtection:
		return whyOf(rTargetPrison, int(m.Card))
	case NotableProtection:
		return whyOf(rTargetStation, int(m.Card))
	case AmericanBoss:
		if s.cfg.VisitOwnFamilyOnly {
			return whyOf(rTargetAmericanBossOwn, int(m.Card))
		}
		return whyOf(rTargetAmericanBoss, int(m.Card))
	case AntiMafiaOperation:
		return whyOf(rTargetAMO, int(m.Card))
	}
	return whyOf(rTargetNone, int(m.Card))
}
