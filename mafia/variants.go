package mafia

import (
	"github.com/mafiarules/sdk/core"
)

// Sections F, G and H of the rulebook: who plays which faction in the 3-, 4-
// and 2-player games, and their special rules.

// askOwnArrest is H4: in the 2-player game the player acting for the State
// need not have the Prefetto arrest a Picciotto of their own Families; it
// asks them (arrest or pass) and reports whether it did.
func (s *State) askOwnArrest(p int) bool {
	if !s.twoP() || s.seatOf(ownerOf(p)) != s.seatOf(StateFaction) {
		return false
	}
	s.dec, s.wfac, s.target = DecisionPrefetto, int8(StateFaction), int8(p)
	return true
}

// romaForAction is H6: a player acting with a State counter who holds no
// Roma card may draw one to play with the action. House rule HOUSE-H6:
// the draw is automatic (an unplayed card only waits to expire). House
// rule HOUSE-H6c: it comes only with an action (as HOUSE-6.3a counts them
// in the 4-player game: an arrest, a detention, a control removal, and
// here the SISDE's undercover operation; a call to Rome draws its own
// card), when the action is taken and before it resolves, so the card may
// be played with it (Leatherheads in the shootout of a resisted arrest);
// a State counter that moves and takes no action draws nothing.
func (s *State) romaForAction(ev *evbuf) {
	if s.twoP() && s.handOf(StateFaction)&deckMask(Roma) == 0 {
		s.draw(ev, StateFaction, Roma)
	}
}

// stateActed is the 4-player rule G3: when a State counter carries out an
// action the mover draws a Roma card. House rule HOUSE-6.3a: at most one
// draw per State counter per turn.
func (s *State) stateActed(ev *evbuf, c int) {
	if !s.fourP() || c >= cFamily || s.acted&(1<<uint(c)) != 0 {
		return
	}
	s.acted |= 1 << uint(c)
	s.draw(ev, StateFaction, Roma)
}

// hidx is the hand slot that holds faction f's cards now: the Family's
// own, the State's, or in the 2-player game the State cards of the player
// acting for the State.
func (s *State) hidx(f Faction) int {
	if f == StateFaction && s.cfg.Players == 2 { // s.twoP(), short enough to inline
		return s.stateHidx2()
	}
	return int(f)
}

// stateHidx2 is hidx(StateFaction) in the 2-player game.
func (s *State) stateHidx2() int {
	if p := s.seatOf(StateFaction); p >= 0 {
		return 5 + int(p)
	}
	return int(StateFaction)
}

// slotSeat is the seat that owns hand slot i (NoPlayer: nobody now).
func (s *State) slotSeat(i int) core.Player {
	if i >= 5 {
		return core.Player((i - 5) % 2)
	}
	if i == int(StateFaction) && s.twoP() {
		return core.NoPlayer
	}
	return s.seatOf(Faction(i))
}

// seatOf is the seat that plays faction f in the current situation:
// seatRule's answer, read from seatTable, short enough to inline (the
// rules ask it at every step).
func (s *State) seatOf(f Faction) core.Player {
	return seatTable[s.cfg.Players&7][s.slot%6][uint8(f)]
}

// seatTable is seatRule by player count (a State's is 2 to 5, or 0 for a
// zero State, which plays as 5), calendar slot and faction, every int8 a
// faction could be included (SeatOf answers any).
var seatTable = func() (t [8][6][256]core.Player) {
	for p := range t {
		for slot := range t[p] {
			s := State{cfg: Config{Players: p}, slot: uint8(slot)}
			for f := range t[p][slot] {
				t[p][slot][f] = s.seatRule(Faction(int8(uint8(f))))
			}
		}
	}
	return t
}()

// seated is, by seatTable's player count and calendar slot, the factions
// that have a seat (seatOf is not NoPlayer).
var seated = func() (t [8][6]uint8) {
	for p := range t {
		for slot := range t[p] {
			for f := Red; f <= StateFaction; f++ {
				if seatTable[p][slot][f] != core.NoPlayer {
					t[p][slot] |= 1 << uint(f)
				}
			}
		}
	}
	return t
}()

// seatRule is the seat that plays faction f in the current situation. The
// State in the 4-player game is played by the active Family's seat; in the
// 2-player game by the player whose State turn it is, and during a Family
// turn by the opponent of the Family's player (H3, H4).
func (s *State) seatRule(f Faction) core.Player {
	switch s.cfg.players() {
	case 2:
		switch f {
		case Red, Green:
			return 0
		case Black, Orange:
			return 1
		case StateFaction:
			switch a := s.active(); {
			case s.slot%6 == 2:
				return 0
			case s.slot%6 == 5:
				return 1
			default:
				return 1 - s.seatRule(a)
			}
		}
	case 5:
		if f == StateFaction {
			return 0
		}
		return core.Player(f + 1)
	case 3:
		switch f {
		case StateFaction:
			return 0
		case Red, Orange:
			return 1
		default:
			return 2
		}
	case 4:
		if f == StateFaction {
			a := s.active()
			if a == StateFaction {
				return core.NoPlayer
			}
			return core.Player(a)
		}
		return core.Player(f)
	}
	return core.NoPlayer
}

// SeatOf is the seat that plays faction f now (in the 4-player game the
// State is played by the active Family's seat; NoPlayer on State slots).
func (s State) SeatOf(f Faction) core.Player { return s.seatOf(f) }

// fourP reports the 4-player game (no State player, section G).
func (s *State) fourP() bool { return s.cfg.players() == 4 }

// twoP reports the translator's experimental 2-player game (section H).
func (s *State) twoP() bool { return s.cfg.players() == 2 }
