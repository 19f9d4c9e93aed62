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
// unchanged and an error that names the rule broken. A View cannot be
// played (ErrBadState): Determinize it first.
func Apply(s State, m Move) (State, []core.Event, error) {
	if s.view {
		return s, nil, core.Errorf(core.ErrBadState, "this is %v's view of the game, with hidden cards: determinize it first", s.viewer)
	}
	if err := checkMoveErr(s, m); err != nil {
		return s, nil, err
	}
	next := s
	var ev evbuf
	next.applyNow(m, &ev)
	next.run(&ev)
	return next, ev.Events(), nil
}

// applySetup places the Family's Boss and Picciotti in its home city (C2).
func (s *State) applySetup(m Move, ev *evbuf) {
	s.home[m.Fac] = int8(m.To)
	for k := 0; k < 3; k++ {
		s.place(bossOf(m.Fac)+k, int8(m.To))
	}
	e := ev0(EvHome)
	e.Fac, e.Space, e.Why = m.Fac, m.To, s.space(int8(m.To)).Name
	ev.Add(pub(e))
	s.setup++
	if int(s.setup) == numFamilies {
		s.ph = phStart
	}
}

// applyJudiciary: Support of the Judiciary keeps the counter in Prison, or
// the State lets the release go ahead.
func (s *State) applyJudiciary(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	c := int(s.retC)
	if m.Kind == KPlay {
		s.play(ev, f, m.Card, int8(c), -1)
		e := ev0(EvReleaseBlocked)
		e.C = Counter(c)
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
}

// applyCheckpoint: an "any time" card, or a pass.
func (s *State) applyCheckpoint(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == KPass {
		s.wmask &^= 1 << uint(f)
	} else if s.anyTime(ev, f, m) {
		return
	}
	if !s.nextWindow(phCheckpoint) {
		s.closeCheckpoint(ev)
	}
}

// applyHeli: Helicopter Operation changes the movement dice.
func (s *State) applyHeli(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == KPlay {
		s.play(ev, f, m.Card, -1, -1)
		for i, d := range m.Delta {
			// House rule HOUSE-4.1c: each die changes by -2..+2, clamped to 1..8
			v := int(s.dice[i]) + int(d)
			s.dice[i] = uint8(min(max(v, 1), 8))
		}
		e := ev0(EvDiceChanged)
		e.Dice = s.dice
		ev.Add(pub(e))
	}
	s.startMovement(ev)
}

// applyMove makes (or, by air, declares) a movement leg.
func (s *State) applyMove(m Move, ev *evbuf) {
	s.performLeg(ev, leg{c: int8(m.C), die: m.Die, to: int8(m.To), head: m.Head, air: m.Air}, false)
}

// applyAir: ATI Strike or Bomb at Airport grounds the declared flight.
func (s *State) applyAir(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == KPlay {
		s.play(ev, f, m.Card, s.decl.c, -1)
		e := ev0(EvAirCancelled)
		e.C, e.Card = Counter(s.decl.c), m.Card
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
}

// applyAMO: Anti-Mafia Operation makes a space a roadblock this turn.
func (s *State) applyAMO(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	if m.Kind == KPlay {
		s.play(ev, f, m.Card, -1, int8(m.To))
		s.amo = int8(m.To)
	}
	s.startActivities()
}

// applyNewsLeak: the discarded card goes back to its deck.
func (s *State) applyNewsLeak(m Move, ev *evbuf) {
	f := Faction(s.wfac)
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
}

// applyPrefetto: the State detains, arrests or lets be.
func (s *State) applyPrefetto(m Move, ev *evbuf) {
	s.ph = phAct
	if m.Kind == KPass {
		return
	}
	b := int(m.C)
	if kindOf(b) == Picciotto {
		s.arrest(ev, b, "the Prefetto arrests every Picciotto in his space")
		return
	}
	if m.Lair {
		s.play(ev, StateFaction, DiscoverLair, int8(b), -1)
	}
	s.stateDetains(ev, CPrefetto, b, m.Kind == KArrest)
}

// applyKillers: Killers from Las Vegas opens fire on the Prefetto.
func (s *State) applyKillers(m Move, ev *evbuf) {
	f := Faction(s.wfac)
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
		for x := bossOf(f) + 1; x < bossOf(f)+3; x++ {
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
}

// applyBlock: the Boss blocks the arriving Picciotto, or lets it act.
func (s *State) applyBlock(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	s.ph = phAct
	if m.Kind == KBlock {
		s.blocked |= 1 << uint(s.target)
		e := ev0(EvBlocked)
		e.C, e.Target = Counter(int8(bossOf(f))), Counter(s.target)
		ev.Add(pub(e))
	}
}

// applyMenu: one of the moved counter's actions, or done.
func (s *State) applyMenu(m Move, ev *evbuf) {
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
			s.play(ev, StateFaction, DiscoverLair, int8(m.C), -1)
		}
		s.stateDetains(ev, mover, int(m.C), false)
	case KArrest:
		s.tried |= 1 << uint(m.C)
		s.ph, s.wfac, s.target = phResist, int8(ownerOf(int(m.C))), int8(m.C)
	case KUncontrol:
		s.tried |= 1 << 31
		s.removeControl(ev, s.loc[mover], false)
	case KUndercover:
		// H8: one mafioso goes back to its home city, facing free
		s.sub = 1
		x := int(m.C)
		s.place(x, s.home[ownerOf(x)])
		e := ev0(EvReturned)
		e.C, e.Space, e.Why = m.C, Place(s.home[ownerOf(x)]), "undercover operation"
		ev.Add(pub(e))
	}
}

// applyResist: the Picciotto resists (a shootout) or submits (arrested).
func (s *State) applyResist(m Move, ev *evbuf) {
	p := int(s.target)
	cc := int(s.legs[s.mi%3].c)
	s.ph = phAct
	if m.Kind == KResist {
		e := ev0(EvResists)
		e.C = Counter(p)
		ev.Add(pub(e))
		s.startShootout(ev, p, cc, true)
		return
	}
	s.arrest(ev, p, "arrested by "+counterName(cc))
	s.stateActed(ev, cc)
}

// applyShootout: Special Weapons or Leatherheads, or a pass.
func (s *State) applyShootout(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	side := 0
	if ownerOf(int(s.shoot.tgt)) == f {
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
}

// applyWiretap: Wiretap stops the USA call.
func (s *State) applyWiretap(m Move, ev *evbuf) {
	f := Faction(s.wfac)
	s.ph = phAct
	if m.Kind == KPlay {
		s.play(ev, f, m.Card, -1, -1)
		s.sub = 2
	}
}

// stateDetains is a detention by State counter by of Boss b, or an arrest
// with the SISDE pair. In the 4-player game the Prefetto first draws a
// SISDE card: the Boss's colour turns the detention into an arrest (G3).
func (s *State) stateDetains(ev *evbuf, by, b int, withPair bool) {
	f := ownerOf(b)
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
		s.detain(ev, b, "detained by "+counterName(by))
	}
	s.stateActed(ev, by)
}

// anyTime plays an "any time" card at the checkpoint; it reports whether
// a window it opened is now pending.
func (s *State) anyTime(ev *evbuf, f Faction, m Move) bool {
	switch m.Kind {
	case KConvert:
		b := int(m.C)
		g := ownerOf(b)
		for c := SISDERed1 + Card(2*g); c <= SISDERed1+Card(2*g)+1; c++ {
			s.play(ev, f, c, int8(b), -1)
		}
		s.arrest(ev, b, "the SISDE pair turns the detention into an arrest")
		return false
	}
	switch m.Card {
	case GovernmentProtection:
		s.play(ev, f, m.Card, int8(m.C), -1)
		if s.openJudiciary(int(m.C), true) {
			return true
		}
		s.release(ev, int(m.C))
	case NotableProtection:
		s.play(ev, f, m.Card, int8(m.C), -1)
		s.release(ev, int(m.C))
	case MoleInPrefecture:
		s.play(ev, f, m.Card, -1, -1)
		e := ev0(EvReveal)
		e.Fac, e.Mask = f, s.handOf(StateFaction)
		e.To = core.Only(s.seatOf(f))
		ev.Add(e)
		if p := s.seatOf(f); p >= 0 {
			s.known[p] |= e.Mask // remembered until those cards move
		}
	case AmericanBoss:
		s.play(ev, f, m.Card, -1, int8(m.To))
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
