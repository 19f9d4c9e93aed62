package mafia

// activities runs D5 for every moved counter in the order it moved, and
// reports whether a decision is pending.
func (s *State) activities(ev *evbuf) bool {
	for guard := 0; guard < 1000; guard++ {
		if int(s.mi) >= int(s.nlegs) {
			s.ph = phEnd
			return false
		}
		l := s.legs[s.mi]
		c, sp := int(l.c), l.to
		if s.st != stBegin && s.st != stNext && s.loc[c] != sp {
			s.st = stNext // removed earlier in the activities: it does nothing
		}
		switch s.st {
		case stBegin:
			s.st, s.sub, s.tried = stAMO, 0, 0
			if s.loc[c] != sp {
				s.st = stNext
			}
		case stAMO:
			s.st = stSpace
			if s.amo == sp && isMafioso(c) {
				s.amoRoadblock(ev, c, sp)
			}
		case stSpace:
			s.st, s.sub = stCP1, 0
			if s.spaceEffect(ev, c, sp) {
				return true
			}
		case stCP1, stCP2, stCP3:
			s.st++
			if s.cfg.AllCheckpoints && s.openCheckpoint(cpStep) {
				return true
			}
		case stReact:
			if s.react(ev, c, sp) {
				return true
			}
			s.st, s.sub, s.tried = stCP2, 0, 0
		case stAction:
			if s.action(ev, c, sp) {
				return true
			}
			s.st, s.sub = stControl, 0
		case stControl:
			if s.sub == 0 {
				if s.askControl(c, sp) {
					return true
				}
				s.control(ev, c, sp)
			}
			s.st, s.sub = stPhone, 0
		case stPhone:
			if s.phone(ev, c, sp) {
				return true
			}
			s.st = stCP3
		default:
			s.mi++
			s.st, s.sub, s.tried = stBegin, 0, 0
		}
	}
	s.ph = phEnd
	return false
}

func (s *State) spaceRoll(ev *evbuf, c int, sp int8, nums uint8, why string) bool {
	r := s.roll()
	hit := nums&(1<<uint(r)) != 0
	e := ev0(EvSpaceRoll)
	e.C, e.Space, e.Roll, e.OK, e.Why = Counter(c), Place(sp), uint8(r), hit, why
	ev.Add(pub(e))
	return hit
}

// amoRoadblock is Anti-Mafia Operation's temporary roadblock, successful on
// 1–2, resolved before the printed effect (HOUSE-4.2). Home-city protection
// still applies.
func (s *State) amoRoadblock(ev *evbuf, c int, sp int8) {
	if s.inHome(c) {
		return
	}
	if s.spaceRoll(ev, c, sp, nums(1, 2), "Anti-Mafia Operation roadblock") {
		s.detain(ev, c, "Anti-Mafia Operation roadblock")
	}
}

// spaceEffect is step (i): the printed effect of the space where counter
// c ended its move (D5d).
func (s *State) spaceEffect(ev *evbuf, c int, sp int8) bool {
	b := s.space(sp)
	k := kindOf(c)
	switch b.Kind {
	case Roadblock:
		if isMafioso(c) && s.spaceRoll(ev, c, sp, b.Nums, "roadblock") {
			s.detain(ev, c, "roadblock at "+b.ID)
		}
	case Ambush:
		if s.spaceRoll(ev, c, sp, b.Nums, "ambush") {
			s.eliminate(ev, c, "ambush at "+b.ID)
		}
	case Assassination:
		if (k == Boss || k == Prefetto) && s.spaceRoll(ev, c, sp, b.Nums, "assassination") {
			s.eliminate(ev, c, "assassination at "+b.ID)
		}
	case Restaurant:
		// once a turn, every counter in the restaurant rolls (translator's note)
		if s.rest {
			return false
		}
		s.rest = true
		for x := 0; x < NumCounters; x++ {
			if s.loc[x] == sp && s.spaceRoll(ev, x, sp, b.Nums, "restaurant attack") {
				s.eliminate(ev, x, "restaurant attack at "+b.ID)
			}
		}
	case Antimafia:
		if (k == Boss || k == Prefetto) && s.spaceRoll(ev, c, sp, b.Nums, "Antimafia Commission") {
			f := ownerOf(c)
			s.skip[f] = true
			e := ev0(EvSkipNext)
			e.Fac = f
			ev.Add(pub(e))
		}
	case NewsLeak:
		// House rule HOUSE-4.2: one discard per arriving counter; nothing
		// when the owner holds no card.
		f := ownerOf(c)
		if s.seatOf(f) >= 0 && s.handSize(f) > 0 {
			s.ph, s.wfac = phNewsLeak, int8(f)
			return true
		}
	}
	return false
}

// prefettoHere reports whether the Prefetto stands on sp without having
// moved this turn (HOUSE-4.4 B: only counters already present react).
func (s *State) prefettoHere(sp int8) bool {
	return s.loc[CPrefetto] == sp && !s.movedThisTurn(CPrefetto)
}

// askPrefetto opens the State's decision on Boss b in the Prefetto's
// space: detain, arrest with the SISDE pair, or let be. In the Boss's home
// city only Discover a Lair in the City allows it; the State is then asked
// whenever its hand is not empty, so being asked reveals nothing.
func (s *State) askPrefetto(ev *evbuf, b int) bool {
	if s.seatOf(StateFaction) < 0 {
		return false
	}
	if s.inHome(b) && s.handSize(StateFaction) == 0 {
		return false
	}
	s.romaForAction(ev)
	s.ph, s.wfac, s.target = phPrefetto, int8(StateFaction), int8(b)
	return true
}

// askOwnArrest is H4: in the 2-player game the player acting for the State
// need not have the Prefetto arrest a Picciotto of their own Families; it
// asks them (arrest or pass) and reports whether it did.
func (s *State) askOwnArrest(p int) bool {
	if !s.twoP() || s.seatOf(ownerOf(p)) != s.seatOf(StateFaction) {
		return false
	}
	s.ph, s.wfac, s.target = phPrefetto, int8(StateFaction), int8(p)
	return true
}

// romaForAction is H6: a player acting with a State counter who holds no
// Roma card may draw one to play with the action. House rule HOUSE-H6:
// the draw is automatic (an unplayed card only waits to expire).
func (s *State) romaForAction(ev *evbuf) {
	if s.twoP() && s.handOf(StateFaction)&deckMask(Roma) == 0 {
		s.draw(ev, StateFaction, Roma)
	}
}

// react is step (ii): counters already present act on the arrival.
// House rule HOUSE-4.4c: a block stops the Picciotto's control, shootouts
// and Killers attack, not its resisting arrest. House rule HOUSE-4.6: a
// Picciotto in its home city is not protected (only a Boss is).
func (s *State) react(ev *evbuf, c int, sp int8) bool {
	switch kindOf(c) {
	case Boss:
		if s.sub == 0 {
			s.sub = 1
			if s.prefettoHere(sp) && s.askPrefetto(ev, c) {
				return true
			}
		}
	case Picciotto:
		f := ownerOf(c)
		if s.sub == 0 {
			s.sub = 1
			if s.prefettoHere(sp) && s.blocked&(1<<uint(c)) == 0 && s.openWindow(phKillers, famBit(f)) {
				s.target = int8(c)
				return true
			}
		}
		if s.sub == 1 {
			s.sub = 2
			if s.prefettoHere(sp) {
				if s.askOwnArrest(c) {
					return true
				}
				s.arrest(ev, c, "the Prefetto arrests every Picciotto in his space")
				s.stateActed(ev, CPrefetto)
				return false
			}
		}
		// a present opposing Boss may block the arriving Picciotto
		for b := Red; b < numFamilies; b++ {
			bc := bossOf(b)
			if b == f || s.loc[bc] != sp || s.tried&(1<<uint(bc)) != 0 || s.blocked&(1<<uint(c)) != 0 {
				continue
			}
			s.tried |= 1 << uint(bc)
			s.ph, s.wfac, s.target = phBlock, int8(b), int8(c)
			return true
		}
	case Prefetto:
		if s.sub == 0 {
			s.sub = 1
			var mask uint8
			for x := CFamily; x < NumCounters; x++ {
				if kindOf(x) == Picciotto && s.loc[x] == sp && s.blocked&(1<<uint(x)) == 0 {
					mask |= famBit(ownerOf(x))
				}
			}
			if mask != 0 && s.openWindow(phKillers, mask) {
				s.target = -1
				return true
			}
		}
	}
	return false
}

// action is step (iii)'s first part: arrest, detention, investigation or
// shootout (HOUSE-4.4 order: these, then control, then telephone).
func (s *State) action(ev *evbuf, c int, sp int8) bool {
	switch kindOf(c) {
	case Prefetto:
		if s.sub == 0 {
			s.sub = 1
			s.romaForAction(ev)
		}
		for x := CFamily; x < NumCounters; x++ {
			if kindOf(x) == Picciotto && s.loc[x] == sp && s.tried&(1<<uint(x)) == 0 {
				s.tried |= 1 << uint(x)
				if s.askOwnArrest(x) {
					return true
				}
				s.arrest(ev, x, "the Prefetto arrests every Picciotto in his space")
				s.stateActed(ev, CPrefetto)
			}
		}
		for f := Red; f < numFamilies; f++ {
			b := bossOf(f)
			if s.loc[b] == sp && s.tried&(1<<uint(b)) == 0 {
				s.tried |= 1 << uint(b)
				if s.askPrefetto(ev, b) {
					return true
				}
			}
		}
	case SISDE:
		if s.twoP() {
			// H8: the undercover operation replaces the investigation
			s.romaForAction(ev)
			var buf [16]Move
			if s.sub == 0 && len(menuOptions(s, c, sp, buf[:0])) > 1 {
				s.ph, s.wfac, s.target = phMenu, int8(StateFaction), int8(c)
				return true
			}
			return false
		}
		if s.sub == 0 && !s.fourP() {
			s.sub = 1
			n := 0
			for x := CFamily; x < NumCounters; x++ {
				if s.loc[x] == sp {
					n++
				}
			}
			if n > 0 {
				e := ev0(EvInvestigate)
				e.Space, e.N = Place(sp), uint8(n)
				ev.Add(pub(e))
				for i := 0; i < n; i++ {
					s.draw(ev, StateFaction, SISDEDeck)
				}
			}
		}
	case Carabinieri, Boss, Picciotto:
		if kindOf(c) == Carabinieri {
			s.romaForAction(ev)
		}
		var buf [16]Move
		if len(menuOptions(s, c, sp, buf[:0])) > 1 {
			s.ph, s.wfac, s.target = phMenu, int8(ownerOf(c)), int8(c)
			return true
		}
	}
	return false
}

// askControl offers the owner of a moved Picciotto the roll for control,
// and the State the roll of a moved Carabiniere to remove a control
// counter (D5b: each "can ... by rolling the die once more"), unless
// Config.AutoControlRolls makes the roll automatic. It reports whether the
// decision is now pending.
func (s *State) askControl(c int, sp int8) bool {
	if s.cfg.AutoControlRolls || s.space(sp).Kind == City {
		return false
	}
	switch kindOf(c) {
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return false
		}
	case Carabinieri:
		if s.twoP() || s.ctrl[sp] < 0 {
			return false
		}
	default:
		return false
	}
	f := ownerOf(c)
	if s.seatOf(f) < 0 {
		return false
	}
	s.ph, s.wfac, s.target, s.sub = phControl, int8(f), int8(c), 1
	return true
}

// applyControl rolls for the control (or its removal) the owner chose, or
// declines.
func (s *State) applyControl(m Move, ev *evbuf) {
	s.ph = phAct
	c := int(s.target)
	if m.Kind == KDecline {
		e := ev0(EvDeclined)
		e.C, e.Space = Counter(c), Place(s.loc[c])
		ev.Add(pub(e))
		return
	}
	s.control(ev, c, s.loc[c])
}

// control is step (iii)'s control action (D5b, D5c).
func (s *State) control(ev *evbuf, c int, sp int8) {
	if s.space(sp).Kind == City {
		return
	}
	switch kindOf(c) {
	case Boss:
		s.controlAction(ev, ownerOf(c), sp)
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return
		}
		if s.evenRoll(ev, c, sp) {
			s.controlAction(ev, ownerOf(c), sp)
		}
	case Prefetto:
		if s.ctrl[sp] >= 0 {
			// H5: in the 2-player game he always removes them all
			s.removeControl(ev, sp, !s.cfg.PrefettoRemovesOne || s.twoP())
			s.stateActed(ev, c)
		}
	case Carabinieri:
		// H5: in the 2-player game the CC's removal is a choice in its menu
		if !s.twoP() && s.ctrl[sp] >= 0 && s.evenRoll(ev, c, sp) {
			s.removeControl(ev, sp, false)
			s.stateActed(ev, c)
		}
	}
}

func (s *State) evenRoll(ev *evbuf, c int, sp int8) bool {
	r := s.roll()
	e := ev0(EvControlRoll)
	e.C, e.Space, e.Roll, e.OK = Counter(c), Place(sp), uint8(r), r%2 == 0
	ev.Add(pub(e))
	return r%2 == 0
}

// phone is the telephone action: the Prefetto calls Rome, a Boss the USA
// (after the State's Wiretap window).
func (s *State) phone(ev *evbuf, c int, sp int8) bool {
	if s.space(sp).Kind != Phone {
		return false
	}
	switch kindOf(c) {
	case Prefetto:
		s.draw(ev, StateFaction, Roma)
		s.acted |= 1 << uint(c)
	case Boss:
		if s.sub == 0 {
			s.sub = 1
			if s.openWindow(phWiretap, famBit(StateFaction)) {
				return true
			}
		}
		if s.sub == 1 {
			s.draw(ev, ownerOf(c), USA)
		}
	}
	return false
}

// ---- shootouts ----

// startShootout declares a shootout (D5c SHOOTOUT, HOUSE-4.4: one
// attacker against one target) and opens the card window of both sides.
func (s *State) startShootout(ev *evbuf, att, tgt int, resist bool) {
	s.shoot = shootout{att: int8(att), tgt: int8(tgt), resist: resist}
	e := ev0(EvShootout)
	e.C, e.Target, e.Space = Counter(att), Counter(tgt), Place(s.loc[att])
	ev.Add(pub(e))
	if s.openWindow(phShootout, famBit(ownerOf(att))|famBit(ownerOf(tgt))) {
		return
	}
	s.resolveShootout(ev)
}

// fires reports whether counter x may shoot back at y: the SISDE never
// does; a Boss only at a Boss (D5b).
func firesBack(x, y int) bool {
	switch kindOf(x) {
	case SISDE:
		return false
	case Boss:
		return kindOf(y) == Boss
	}
	return true
}

// resolveShootout rolls for both sides at once: an odd result hits;
// Special Weapons protects unless the roll is 1; Leatherheads hits
// automatically. Hit counters go to the Continent.
func (s *State) resolveShootout(ev *evbuf) {
	sh := s.shoot
	a, t := int(sh.att), int(sh.tgt)
	hits := [2]bool{}
	shooters := [2]int{a, t}
	for side := 0; side < 2; side++ {
		me, other := shooters[side], shooters[1-side]
		if side == 1 && !firesBack(t, a) {
			continue
		}
		r := s.roll()
		hit := sh.lh[side] || (r%2 == 1 && (!sh.sw[1-side] || r == 1))
		hits[1-side] = hit
		e := ev0(EvShot)
		e.C, e.Target, e.Roll, e.OK = Counter(me), Counter(other), uint8(r), hit
		ev.Add(pub(e))
	}
	if hits[1] {
		s.eliminate(ev, t, "shot by "+counterName(a))
	}
	if hits[0] {
		s.eliminate(ev, a, "shot by "+counterName(t))
	}
	if sh.resist && !hits[0] && !hits[1] {
		// both survive: the CC proceeds with the arrest (D5b CARABINIERI)
		cc, p := t, a
		s.arrest(ev, p, "arrested by "+counterName(cc)+" after the shootout")
		s.stateActed(ev, cc)
	}
	s.ph = phAct
}
