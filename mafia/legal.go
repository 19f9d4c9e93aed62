package mafia

import "github.com/mafiarules/sdk/core"

// setupOrder is the order in which Families choose their home cities.
// House rule HOUSE-4.6: calendar order R, N, O, V replaces the
// translator's "oldest player first", which needs the players' ages.
var setupOrder = [numFamilies]Faction{Red, Black, Orange, Green}

// sameSeatHome reports the 2-player rule H1: a player's two Families need
// different home cities.
func (s *State) sameSeatHome(f Faction, sp int8) bool {
	if !s.twoP() {
		return false
	}
	for g := Red; g < numFamilies; g++ {
		if g != f && s.seatOf(g) == s.seatOf(f) && s.home[g] == sp {
			return true
		}
	}
	return false
}

// decider is the seat that decides now.
func (s *State) decider() core.Player {
	switch s.ph {
	case phOver:
		return core.NoPlayer
	case phSetup:
		if s.setup >= numFamilies {
			return core.NoPlayer
		}
		return s.seatOf(setupOrder[s.setup])
	case phMove1, phMove2:
		return s.seatOf(s.ActiveFaction())
	case phStateMove:
		return s.seatOf(StateFaction)
	}
	if s.wfac < 0 || s.wfac > int8(StateFaction) {
		return core.NoPlayer
	}
	return s.seatOf(Faction(s.wfac))
}

// options lists the legal moves of the pending decision; Legal and
// Apply's check both come from its entry in the decision table.
func options(s *State, out []Move) []Move {
	by := s.decider()
	if by < 0 || s.view && s.ph == phOver {
		return out
	}
	return s.legalNow(out, by)
}

func (s *State) onMap(c int) bool { return s.loc[c] >= 0 && s.loc[c] < NumSpaces }

func canFly(c int) bool { k := kindOf(c); return k == Boss || k == Prefetto }

// movable lists the counters the faction may move this phase.
func (s *State) movable(f Faction, stateLeg bool) (lo, hi int) {
	if stateLeg {
		return CPrefetto, CFamily // the SISDE is out of play in the 4-player game
	}
	if f == StateFaction {
		return CPrefetto, CFamily
	}
	return bossOf(f), bossOf(f) + 3
}

func (s *State) dieValue(d uint8) int {
	switch d {
	case 1:
		return int(s.dice[0])
	case 2:
		return int(s.dice[1])
	}
	return int(s.dice[0]) + int(s.dice[1])
}

// canUse reports whether some counter in [lo,hi) other than skip can move
// exactly n points.
func (s *State) canUse(lo, hi, skip, n int) bool {
	for c := lo; c < hi; c++ {
		if c != skip && s.onMap(c) && s.b().reachable(s.loc[c], s.head[c], n, canFly(c), s.noAir) {
			return true
		}
	}
	return false
}

// moveOptions lists the movement legs (D4): one counter by the sum, or one
// die each for two different counters (HOUSE-4.1: a split needs a second
// counter able to use the other die); in the 4-player game one State
// counter by one die value (G3).
func moveOptions(s *State, out []Move) []Move {
	by := s.decider()
	a := s.ActiveFaction()
	lo, hi := s.movable(a, s.ph == phStateMove)
	var dies [3]bool
	// can[d] has bit c set when counter c can use die d (1 or 2) at all
	var can [3]uint32
	if s.ph == phMove1 {
		for c := lo; c < hi; c++ {
			if !s.onMap(c) {
				continue
			}
			for d := uint8(1); d <= 2; d++ {
				if s.b().reachable(s.loc[c], s.head[c], s.dieValue(d), canFly(c), s.noAir) {
					can[d] |= 1 << uint(c)
				}
			}
		}
	}
	switch s.ph {
	case phMove1:
		dies[0] = true
		dies[1] = true
		dies[2] = s.dice[1] != s.dice[0]
	case phMove2:
		if s.nlegs == 0 || s.legs[0].die == 0 {
			return out
		}
		dies[3-s.legs[0].die] = true
	case phStateMove:
		dies[1] = true
		dies[2] = s.dice[1] != s.dice[0]
	}
	for c := lo; c < hi; c++ {
		if !s.onMap(c) || (s.ph == phMove2 && int(s.legs[0].c) == c) {
			continue
		}
		for d := uint8(0); d < 3; d++ {
			if !dies[d] {
				continue
			}
			if s.ph == phMove1 && d > 0 && (can[d]&(1<<uint(c)) == 0 || can[3-d]&^(1<<uint(c)) == 0) {
				continue // a split needs another counter able to use the other die
			}
			var dbuf [32]dest
			for _, ds := range s.b().destinations(s.loc[c], s.head[c], s.dieValue(d), canFly(c), s.noAir, dbuf[:0]) {
				m := newMove(by, KMove)
				m.C, m.Die, m.To, m.Head, m.Air = Counter(c), d, Place(ds.to), ds.head, ds.air
				out = append(out, m)
			}
		}
	}
	return out
}

// prefettoOptions: the State's choice on Boss target in the Prefetto's
// space (D5b PREFETTO, D6c, D6a Discover a Lair).
func prefettoOptions(s *State, by core.Player, out []Move) []Move {
	b := int(s.target)
	if b < CFamily || b >= NumCounters {
		return out
	}
	out = append(out, newMove(by, KPass))
	if kindOf(b) == Picciotto { // H4: the player's own Picciotto
		m := newMove(by, KArrest)
		m.C = Counter(b)
		return append(out, m)
	}
	home := s.inHome(b)
	if home && !s.holds(StateFaction, DiscoverLair) {
		return out
	}
	m := newMove(by, KDetain)
	m.C, m.Lair = Counter(b), home
	out = append(out, m)
	if s.handOf(StateFaction)&pairMask(ownerOf(b)) == pairMask(ownerOf(b)) {
		m.Kind = KArrest
		out = append(out, m)
	}
	return out
}

// menuOptions: the optional actions of moved counter c on sp (step iii).
func menuOptions(s *State, c int, sp int8, out []Move) []Move {
	if s.sub != 0 {
		return out
	}
	by := s.seatOf(ownerOf(c))
	out = append(out, newMove(by, KDone))
	f := ownerOf(c)
	switch kindOf(c) {
	case SISDE:
		for x := CFamily; x < NumCounters; x++ {
			if s.loc[x] == sp {
				m := newMove(by, KUndercover)
				m.C = Counter(x)
				out = append(out, m)
			}
		}
	case Carabinieri:
		if s.twoP() && s.ctrl[sp] >= 0 && s.tried&(1<<31) == 0 {
			out = append(out, newMove(by, KUncontrol))
		}
		for x := CFamily; x < NumCounters; x++ {
			if s.loc[x] != sp || s.tried&(1<<uint(x)) != 0 {
				continue
			}
			m := newMove(by, KArrest)
			m.C = Counter(x)
			if kindOf(x) == Boss {
				m.Kind = KDetain
				if s.inHome(x) {
					if !s.holds(StateFaction, DiscoverLair) {
						continue
					}
					m.Lair = true
				}
			}
			out = append(out, m)
		}
	case Boss:
		for g := Red; g < numFamilies; g++ {
			if b := bossOf(g); g != f && s.loc[b] == sp {
				m := newMove(by, KShoot)
				m.C = Counter(b)
				out = append(out, m)
			}
		}
	case Picciotto:
		if s.blocked&(1<<uint(c)) != 0 {
			return out
		}
		if s.loc[CSISDE] == sp {
			m := newMove(by, KShoot)
			m.C = CSISDE
			out = append(out, m)
		}
		for x := CFamily; x < NumCounters; x++ {
			if kindOf(x) == Picciotto && ownerOf(x) != f && s.loc[x] == sp {
				m := newMove(by, KShoot)
				m.C = Counter(x)
				out = append(out, m)
			}
		}
	}
	return out
}

// windowPlays lists the cards faction f may play at the current window.
func windowPlays(s *State, f Faction, out []Move) []Move {
	by := s.seatOf(f)
	card := func(c Card) bool { return s.holds(f, c) }
	add := func(c Card) {
		m := newMove(by, KPlay)
		m.Card = c
		out = append(out, m)
	}
	switch s.ph {
	case phJudiciary:
		if card(SupportJudiciary) {
			add(SupportJudiciary)
		}
	case phCheckpoint:
		return anyTimePlays(s, f, by, out)
	case phHeli:
		if card(HelicopterOperation) {
			for a := 0; a < 5; a++ {
				for b := 0; b < 5; b++ {
					if a == 2 && b == 2 {
						continue
					}
					m := newMove(by, KPlay)
					m.Card, m.Delta = HelicopterOperation, [2]int8{int8(a - 2), int8(b - 2)}
					out = append(out, m)
				}
			}
		}
	case phAir:
		if card(ATIStrike) {
			add(ATIStrike)
		}
		if card(BombAtAirport) {
			add(BombAtAirport)
		}
	case phAMO:
		if card(AntiMafiaOperation) {
			var seen uint32
			for i := 0; i < int(s.nlegs); i++ {
				l := s.legs[i]
				if isMafioso(int(l.c)) && s.loc[l.c] == l.to && seen&(1<<uint(l.to)) == 0 {
					seen |= 1 << uint(l.to)
				}
			}
			for sp := 0; sp < NumSpaces; sp++ {
				if seen&(1<<uint(sp)) != 0 {
					m := newMove(by, KPlay)
					m.Card, m.To = AntiMafiaOperation, Place(sp)
					out = append(out, m)
				}
			}
		}
	case phKillers:
		if card(KillersLasVegas) {
			add(KillersLasVegas)
		}
	case phShootout:
		if f != StateFaction && card(SpecialWeapons) {
			add(SpecialWeapons)
		}
		if f == StateFaction && card(Leatherheads) {
			add(Leatherheads)
		}
	case phWiretap:
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
			m := newMove(by, KPlay)
			m.Card = GovernmentFalls
			out = append(out, m)
		}
		if s.ActiveFaction() == StateFaction {
			for g := Red; g < numFamilies; g++ {
				if b := bossOf(g); s.loc[b] == Station && h&pairMask(g) == pairMask(g) {
					m := newMove(by, KConvert)
					m.C = Counter(b)
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
		box := int8(Prison)
		if c == NotableProtection {
			box = Station
		}
		for x := CFamily; x < NumCounters; x++ {
			if s.loc[x] == box {
				m := newMove(by, KPlay)
				m.Card, m.C = c, Counter(x)
				out = append(out, m)
			}
		}
	}
	if has(AmericanBoss) {
		for sp := 0; sp < NumSpaces; sp++ {
			g := s.ctrl[sp]
			if g < 0 || s.ctrlN[sp] == 0 || s.Supply(Faction(g)) == 0 || (s.cfg.VisitOwnFamilyOnly && Faction(g) != f) {
				continue
			}
			m := newMove(by, KPlay)
			m.Card, m.To = AmericanBoss, Place(sp)
			out = append(out, m)
		}
	}
	for _, c := range [...]Card{MoleInPrefecture, WifeCheats} {
		if has(c) {
			m := newMove(by, KPlay)
			m.Card = c
			out = append(out, m)
		}
	}
	return out
}
