package mafia

// Section D5b PICCIOTTI of the rulebook, and what reacts to an arriving
// Picciotto: Killers from Las Vegas, the Prefetto's arrest, an opposing
// Boss's block.

// reactToPicciotto: step (ii) for an arriving Picciotto. Its Family may
// first open fire on a Prefetto there with Killers from Las Vegas; the
// Prefetto then arrests it (sPrefettoArrest); a present opposing Boss may
// block it (sBossBlock).
func (s *State) reactToPicciotto(i, c int, sp int8) {
	s.todo.push(sBossBlock, int8(i))
	s.todo.push(sPrefettoArrest, int8(i))
	if s.prefettoHere(sp) && s.blocked&(1<<uint(c)) == 0 && s.openWindow(DecisionKillersFromLasVegas, famBit(ownerOf(c))) {
		s.target = int8(c)
	}
}

// prefettoArrest: the Prefetto in the space arrests the arriving
// Picciotto c (in the 2-player game its player may spare his own, H4).
func (s *State) prefettoArrest(ev *evbuf, c int, sp int8) {
	if !s.prefettoHere(sp) || s.askOwnArrest(c) {
		return
	}
	s.romaForAction(ev)
	s.arrest(ev, c, CausePrefetto, cPrefetto)
	s.stateActed(ev, cPrefetto)
}

// bossBlock asks the next present opposing Boss whether to block the
// arriving Picciotto c, leaving itself on the agenda for the others.
func (s *State) bossBlock(i, c int, sp int8) {
	f := ownerOf(c)
	for b := Red; b < numFamilies; b++ {
		bc := bossOf(b)
		if b == f || s.loc[bc] != sp || s.tried&(1<<uint(bc)) != 0 || s.blocked&(1<<uint(c)) != 0 {
			continue
		}
		s.tried |= 1 << uint(bc)
		s.todo.push(sBossBlock, int8(i))
		s.dec, s.wfac, s.target = DecisionBlock, int8(b), int8(c)
		return
	}
}
