package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Legal lists every move ToMove(s) may make now, in a canonical order.
func Legal(s State) []Move {
	if s.ph == phOver {
		return nil
	}
	return options(&s, make([]Move, 0, 32))
}

// AppendLegal appends Legal(s) to dst and returns it, so a bot can reuse
// one buffer.
func AppendLegal(dst []Move, s State) []Move {
	if s.ph == phOver {
		return dst
	}
	return options(&s, dst)
}

// ToMove is the seat that decides now; NoPlayer when the game is over.
func ToMove(s State) core.Player { return s.decider() }

// Over reports whether the game has ended.
func Over(s State) bool { return s.ph == phOver }

// Apply makes move m. It never modifies s; an illegal move returns s
// unchanged and an error that names the rule.
func Apply(s State, m Move) (State, []core.Event, error) {
	if s.ph == phOver {
		return s, nil, core.Errorf(core.ErrGameOver, "the game is over")
	}
	if by := s.decider(); m.By != by {
		return s, nil, core.Errorf(core.ErrNotYourTurn, "%v decides now, not %v", by, m.By)
	}
	var buf [48]Move
	opts := options(&s, buf[:0])
	found := false
	for _, o := range opts {
		if o == m {
			found = true
			break
		}
	}
	if !found {
		return s, nil, core.Errorf(core.ErrIllegalMove, "%s", s.whyIllegal(m, opts))
	}
	next := s
	var ev evbuf
	next.decide(&ev, m)
	next.run(&ev)
	return next, ev.Events(), nil
}

// whyIllegal names the rule an illegal move breaks.
func (s *State) whyIllegal(m Move, opts []Move) string {
	switch s.ph {
	case phSetup:
		if m.Kind == KHome && m.To >= 0 && int(m.To) < NumSpaces && m.Fac >= 0 && m.Fac < numFamilies {
			if s.space(m.To).Kind != City {
				return "a home city must be a city (C2)"
			}
			if m.Fac != setupOrder[s.setup] {
				return "the " + setupOrder[s.setup].String() + " Family chooses its home now (C2)"
			}
			if s.sameSeatHome(m.Fac, m.To) {
				return "a player's two Families need different home cities (H1)"
			}
			return "the " + m.Fac.String() + " Family may not choose " + s.space(m.To).Name + " (C2 colour restriction)"
		}
		return "choose a home city now (C2)"
	case phMove1, phMove2, phStateMove:
		if m.Kind != KMove {
			return "a movement is due now (D4)"
		}
		c := int(m.C)
		if c < 0 || c >= NumCounters {
			return "no such counter"
		}
		if s.ph == phStateMove && (c >= CFamily || c == CSISDE) {
			return "the reused die moves the Prefetto or a CC (G3)"
		}
		if s.ph != phStateMove {
			if f := OwnerOf(c); f != s.Active() {
				return CounterName(c) + " is not the " + famWord(s.Active()) + "'s counter"
			}
		}
		if !s.onMap(c) {
			return CounterName(c) + " is not on the map"
		}
		if s.ph == phMove2 && s.nlegs > 0 && int(s.legs[0].c) == c {
			return "a split move needs two different counters (D4)"
		}
		if s.ph == phMove2 && s.nlegs > 0 && m.Die != 3-s.legs[0].die%3 {
			return "each die moves one counter: that die was used already (D4)"
		}
		lo, hi := s.movable(s.Active(), false)
		if s.ph == phMove1 && m.Die != 0 && !s.canUse(lo, hi, c, s.dieValue(3-m.Die%3)) {
			return "no other counter can use the other die: move one counter by the sum (D4)"
		}
		if m.Air && !canFly(c) {
			return "only Bosses and the Prefetto may fly between the airports (D4)"
		}
		if m.Air && s.noAir {
			return "the air link is closed this turn (ATI Strike / Bomb at Airport)"
		}
		return CounterName(c) + " cannot reach " + LocationName(int(m.To)) + " that way with exactly " + itoa(s.dieValue(m.Die%3)) + " points clockwise along the arrows (D4)"
	case phMenu:
		if m.Kind == KShoot {
			return "that shootout is not allowed: Picciotti shoot opposing Picciotti or the SISDE, Bosses opposing Bosses, the State never starts one (D5c)"
		}
		return "that action is not open to " + CounterName(int(s.target)) + " here (ENCOUNTERS)"
	}
	switch m.Kind {
	case KShoot, KDetain, KArrest, KUndercover, KUncontrol:
		if s.ph != phPrefetto {
			return "only a counter that moved this turn acts, in its activities, on its own space (D4, D5)"
		}
	}
	if m.Kind == KPlay {
		if m.Card.Valid() && s.wfac >= 0 && s.wfac <= int8(StateFaction) && !s.holds(Faction(s.wfac), m.Card) {
			return "the card " + m.Card.Title() + " is not held"
		}
		return "that card cannot be played at this moment (card windows, HOUSE-4.5)"
	}
	if len(opts) > 0 {
		return "not an option now; for example " + opts[0].String()
	}
	return "no move is possible now"
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// decide applies a legal decision m; run then carries the game on.
func (s *State) decide(ev *evbuf, m Move) {
	f := Faction(s.wfac)
	switch s.ph {
	case phSetup:
		s.home[m.Fac] = m.To
		for k := 0; k < 3; k++ {
			s.place(BossOf(m.Fac)+k, m.To)
		}
		e := ev0(EvHome)
		e.Fac, e.Space, e.Why = m.Fac, m.To, s.space(m.To).Name
		ev.Add(pub(e))
		s.setup++
		if int(s.setup) == numFamilies {
			s.ph = phStart
		}
	case phJudiciary:
		c := int(s.retC)
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, int8(c), -1)
			e := ev0(EvReleaseBlocked)
			e.C = int8(c)
			ev.Add(pub(e))
		} else {
			s.release(ev, c)
		}
		if s.lair { // Government Protection at the checkpoint
			s.lair = false
			if !s.nextWindow(phCheckpoint) {
				s.closeCheckpoint(ev)
			}
			return
		}
		s.ph = phReturns
	case phCheckpoint:
		if m.Kind == KPass {
			s.wmask &^= 1 << uint(f)
		} else if s.anyTime(ev, f, m) {
			return
		}
		if !s.nextWindow(phCheckpoint) {
			s.closeCheckpoint(ev)
		}
	case phHeli:
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, -1, -1)
			s.heli = true
			for i, d := range [2]int{int(m.Arg)/5 - 2, int(m.Arg)%5 - 2} {
				// House rule HOUSE-4.1c: each die changes by -2..+2, clamped to 1..8
				v := int(s.dice[i]) + d
				s.dice[i] = uint8(min(max(v, 1), 8))
			}
			e := ev0(EvDiceChanged)
			e.Dice = s.dice
			ev.Add(pub(e))
		}
		s.startMovement(ev)
	case phMove1, phMove2, phStateMove:
		s.performLeg(ev, leg{c: m.C, die: m.Die, to: m.To, head: m.Head, air: m.Air}, false)
	case phAir:
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, s.decl.c, -1)
			e := ev0(EvAirCancelled)
			e.C, e.Card = s.decl.c, m.Card
			ev.Add(pub(e))
			s.noAir, s.wmask = true, 0
			s.ph = s.declPh
			s.checkMovable(ev)
			return
		}
		s.wmask &^= 1 << uint(f)
		if !s.nextWindow(phAir) {
			s.ph = s.declPh
			s.performLeg(ev, s.decl, true)
		}
	case phAMO:
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, -1, m.To)
			s.amo = m.To
		}
		s.startActivities()
	case phNewsLeak:
		s.drop(f, m.Card)
		s.toDeck(m.Card)
		seat := s.seatOf(f)
		e := ev0(EvCardReturned)
		e.Fac, e.Card, e.Deck = f, m.Card, m.Card.Deck()
		e.To = core.Only(seat)
		ev.Add(e)
		e.Card, e.To = HiddenCard, core.AllBut(seat)
		ev.Add(e)
		s.ph = phAct
	case phPrefetto:
		s.ph = phAct
		if m.Kind == KPass {
			return
		}
		b := int(m.C)
		if KindOf(b) == Picciotto {
			s.arrest(ev, b, "the Prefetto arrests every Picciotto in his space")
			return
		}
		if m.Lair {
			s.play(ev, StateFaction, DiscoverLair, int8(b), -1)
		}
		s.stateDetains(ev, CPrefetto, b, m.Kind == KArrest)
	case phKillers:
		if m.Kind == KPass {
			s.wmask &^= 1 << uint(f)
			if !s.nextWindow(phKillers) {
				s.ph = phAct
			}
			return
		}
		s.wmask = 0
		shooter := int(s.target)
		if shooter < 0 {
			for x := BossOf(f) + 1; x < BossOf(f)+3; x++ {
				if s.loc[x] == s.loc[CPrefetto] && s.blocked&(1<<uint(x)) == 0 {
					shooter = x
					break
				}
			}
		}
		s.play(ev, f, m.Card, CPrefetto, -1)
		s.ph = phAct
		if shooter >= 0 {
			s.startShootout(ev, shooter, CPrefetto, false)
		}
	case phBlock:
		s.ph = phAct
		if m.Kind == KBlock {
			s.blocked |= 1 << uint(s.target)
			e := ev0(EvBlocked)
			e.C, e.Target = int8(BossOf(f)), s.target
			ev.Add(pub(e))
		}
	case phMenu:
		s.ph = phAct
		mover := int(s.target)
		switch m.Kind {
		case KDone:
			s.sub = 1
		case KShoot:
			s.sub = 1
			s.startShootout(ev, mover, int(m.C), false)
		case KDetain:
			s.tried |= 1 << uint(m.C)
			if m.Lair {
				s.play(ev, StateFaction, DiscoverLair, m.C, -1)
			}
			s.stateDetains(ev, mover, int(m.C), false)
		case KArrest:
			s.tried |= 1 << uint(m.C)
			s.ph, s.wfac, s.target = phResist, int8(OwnerOf(int(m.C))), m.C
		case KUncontrol:
			s.tried |= 1 << 31
			s.removeControl(ev, s.loc[mover], false)
		case KUndercover:
			// H8: one mafioso goes back to its home city, facing free
			s.sub = 1
			x := int(m.C)
			s.place(x, s.home[OwnerOf(x)])
			e := ev0(EvReturned)
			e.C, e.Space, e.Why = m.C, s.home[OwnerOf(x)], "undercover operation"
			ev.Add(pub(e))
		}
	case phResist:
		p := int(s.target)
		cc := int(s.legs[s.mi%3].c)
		s.ph = phAct
		if m.Kind == KResist {
			e := ev0(EvResists)
			e.C = int8(p)
			ev.Add(pub(e))
			s.startShootout(ev, p, cc, true)
			return
		}
		s.arrest(ev, p, "arrested by "+CounterName(cc))
		s.stateActed(ev, cc)
	case phShootout:
		side := 0
		if OwnerOf(int(s.shoot.tgt)) == f {
			side = 1
		}
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, -1, -1)
			if m.Card == Leatherheads {
				s.shoot.lh[side] = true
			} else {
				s.shoot.sw[side] = true
			}
		}
		s.wmask &^= 1 << uint(f)
		if !s.nextWindow(phShootout) {
			s.resolveShootout(ev)
		}
	case phWiretap:
		s.ph = phAct
		if m.Kind == KPlay {
			s.play(ev, f, m.Card, -1, -1)
			s.sub = 2
		}
	}
}

// stateDetains is a detention by State counter by of Boss b, or an arrest
// with the SISDE pair. In the 4-player game the Prefetto first draws a
// SISDE card: the Boss's colour turns the detention into an arrest (G3).
func (s *State) stateDetains(ev *evbuf, by, b int, withPair bool) {
	f := OwnerOf(b)
	switch {
	case withPair:
		for c := SISDERed1 + Card(2*f); c <= SISDERed1+Card(2*f)+1; c++ {
			s.play(ev, StateFaction, c, int8(b), -1)
		}
		s.arrest(ev, b, "the Prefetto holds the SISDE pair")
	case (s.fourP() || s.twoP()) && by == CPrefetto:
		before := s.handOf(StateFaction)
		s.draw(ev, StateFaction, SISDEDeck)
		drawn := s.handOf(StateFaction) &^ before
		if drawn&pairMask(f) != 0 {
			s.arrest(ev, b, "the SISDE card names the "+f.String()+" Family")
		} else {
			s.detain(ev, b, "detained by the Prefetto")
		}
	default:
		s.detain(ev, b, "detained by "+CounterName(by))
	}
	s.stateActed(ev, by)
}

// anyTime plays an "any time" card at the checkpoint; it reports whether
// a window it opened is now pending.
func (s *State) anyTime(ev *evbuf, f Faction, m Move) bool {
	switch m.Kind {
	case KConvert:
		b := int(m.C)
		g := OwnerOf(b)
		for c := SISDERed1 + Card(2*g); c <= SISDERed1+Card(2*g)+1; c++ {
			s.play(ev, f, c, int8(b), -1)
		}
		s.arrest(ev, b, "the SISDE pair turns the detention into an arrest")
		return false
	}
	switch m.Card {
	case GovernmentProtection:
		s.play(ev, f, m.Card, m.To, -1)
		if s.openJudiciary(int(m.To), true) {
			return true
		}
		s.release(ev, int(m.To))
	case NotableProtection:
		s.play(ev, f, m.Card, m.To, -1)
		s.release(ev, int(m.To))
	case MoleInPrefecture:
		s.play(ev, f, m.Card, -1, -1)
		e := ev0(EvReveal)
		e.Fac, e.Mask = f, s.handOf(StateFaction)
		e.To = core.Only(s.seatOf(f))
		ev.Add(e)
	case AmericanBoss:
		s.play(ev, f, m.Card, -1, m.To)
		g := Faction(s.ctrl[m.To])
		s.ctrlN[m.To]++
		e := ev0(EvControl)
		e.Fac, e.Space, e.N = g, m.To, s.ctrlN[m.To]
		ev.Add(pub(e))
	default:
		s.play(ev, f, m.Card, -1, -1)
	}
	return false
}
