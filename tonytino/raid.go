package tonytino

import "github.com/mafiarules/sdk/core"

// The Police Raid window: after a counterable card the opponent lets it
// stand (MoveKindPass) or cancels it with Police Raid (MoveKindRaid). The window opens
// whether or not they hold the Raid (House rule HOUSE-11), so the prompt,
// the view and the timing of the question reveal nothing.

func raidPrompt(s *State) string {
	return "Counter " + s.active.String() + "'s " + s.pending.Name() + " with Police Raid, or let it stand"
}

// raidLegal is Pass, then Raid if the opponent holds one.
func raidLegal(dst []Move, s *State) []Move {
	o := other(s.active)
	dst = append(dst, PassMove(o))
	if s.holds(o, PoliceRaid) {
		dst = append(dst, RaidMove(o))
	}
	return dst
}

func raidCheck(s *State, m Move) reason {
	switch m.Kind {
	case MoveKindPass:
		return 0
	case MoveKindRaid:
		if !s.holds(m.By, PoliceRaid) {
			return why1(rNoRaidInHand, int(m.By))
		}
		return 0
	}
	return why3(rRaidKind, int(m.By), int(s.pending), int(m.Kind))
}

func raidApply(s *State, m Move, evs *events) {
	p := m.By
	if m.Kind == MoveKindPass {
		evs.Add(Event{Kind: EventKindRaidPassed, Player: p, Card: s.pending, To: core.Everyone})
		s.resolve(evs)
		return
	}
	// The countered card has no effect and names no target (the rulebook);
	// both cards stay face up. House rule HOUSE-11: the raider draws a
	// replacement, then the countered player draws as after any card.
	s.removeCard(p, PoliceRaid)
	s.played[p][PoliceRaid]++
	evs.Add(Event{Kind: EventKindCardCountered, Player: p, Card: s.pending, To: core.Everyone})
	s.pending = NoCard
	s.draw(p, evs)
	s.endPhase1(evs)
}

func raidValidate(s *State) reason {
	if !s.pending.Counterable() {
		return why1(rRaidUncounterable, int(s.pending))
	}
	if r := pendingValidate(s); !r.OK() {
		return r
	}
	if !s.raidPossible(other(s.active)) {
		return why1(rRaidNoRaid, int(other(s.active)))
	}
	return 0
}

// pendingValidate checks the card waiting in the Police Raid window or for
// its targets could have been played: it lies among the active player's
// played cards, and the board still allows it (neither the window nor the
// first target changes the board), so once it stands it can resolve.
func pendingValidate(s *State) reason {
	if s.played[s.active][s.pending] == 0 {
		return why2(rPendingNotPlayed, int(s.pending), int(s.active))
	}
	sv := s.survey()
	if r := s.playReason(s.pending, &sv); !r.OK() {
		return why1(rPendingNotPlayable, int(s.pending))
	}
	return 0
}

// raidPossible reports whether, as far as the whole table can tell, p may
// hold Police Raid: p has cards and p's Raid has not been seen played (or,
// with public discards, discarded). Only public facts go in, so the window
// it opens reveals nothing.
func (s *State) raidPossible(p core.Player) bool {
	if s.nhand[p] == 0 {
		return false
	}
	seen := s.played[p][PoliceRaid]
	if s.opts.publicDiscards {
		seen += s.discard[p][PoliceRaid]
	}
	return seen < s.copies()[PoliceRaid]
}
