package mafia

// Section D5b PICCIOTTI of the rulebook, and what reacts to an arriving
// Picciotto: Killers from Las Vegas, the Prefetto's arrest, an opposing
// Boss's block.

// reactToPicciotto: step (ii) for an arriving Picciotto. Its Family may
// first open fire on a Prefetto there with Killers from Las Vegas; the
// Prefetto then arrests it; a present opposing Boss may block it.
func (s *State) reactToPicciotto(ev *evbuf, c int, sp int8) bool {
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
			s.arrest(ev, c, CausePrefetto, CPrefetto)
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
	return false
}
